//! Times naive reverse of 30 elements on clauses built without the reader (engine
//! smoke benchmark: `cargo run --release -p costlog-engine --example nrev_handbuilt`).
use costlog_engine::{Atom, Machine, Outcome, Term};

fn v(n: u32) -> Term {
    Term::Var(n)
}
fn c(f: &str, args: Vec<Term>) -> Term {
    Term::compound(f, args)
}
fn cons(h: Term, t: Term) -> Term {
    Term::Compound(Atom::DOT, vec![h, t])
}

fn main() {
    let mut m = Machine::new();
    let t = Term::atom("true");
    let clauses = vec![
        (c("app", vec![Term::atom("[]"), v(0), v(0)]), t.clone()),
        (
            c("app", vec![cons(v(0), v(1)), v(2), cons(v(0), v(3))]),
            c("app", vec![v(1), v(2), v(3)]),
        ),
        (
            c("nrev", vec![Term::atom("[]"), Term::atom("[]")]),
            t.clone(),
        ),
        (
            c("nrev", vec![cons(v(0), v(1)), v(2)]),
            c(
                ",",
                vec![
                    c("nrev", vec![v(1), v(3)]),
                    c("app", vec![v(3), cons(v(0), Term::atom("[]")), v(2)]),
                ],
            ),
        ),
        (c("loop", vec![Term::Int(0), v(0)]), Term::atom("!")),
        (
            c("loop", vec![v(0), v(1)]),
            c(
                ",",
                vec![
                    c("nrev", vec![v(1), v(2)]),
                    c(
                        ",",
                        vec![
                            c("is", vec![v(3), c("-", vec![v(0), Term::Int(1)])]),
                            c("loop", vec![v(3), v(1)]),
                        ],
                    ),
                ],
            ),
        ),
    ];
    for (h, b) in clauses {
        m.add_test_clause(&h, &b);
    }
    let list = Term::list((1..=30).map(Term::Int).collect::<Vec<_>>());
    let n = 100_000;
    let start = std::time::Instant::now();
    let r = m.run_once(&c("loop", vec![Term::Int(n), list]));
    let secs = start.elapsed().as_secs_f64();
    assert_eq!(r, Outcome::Solved);
    let lips = (n as f64) * 496.0 / secs;
    println!("{n} x nrev30: {secs:.3} s, {:.1} MLIPS", lips / 1e6);
}
