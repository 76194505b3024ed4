//! Machine tests on hand-built clauses (independent of the reader).

use super::test_support::{loaded, solves};
use super::*;
use crate::counter::{Counter, Counts};
use crate::term::Term;

fn v(n: u32) -> Term {
    Term::Var(n)
}
fn a(s: &str) -> Term {
    Term::atom(s)
}
fn c(f: &str, args: Vec<Term>) -> Term {
    Term::compound(f, args)
}
fn cons(h: Term, t: Term) -> Term {
    Term::Compound(Atom::DOT, vec![h, t])
}
fn ints(xs: &[i64]) -> Term {
    Term::list(xs.iter().map(|x| Term::Int(*x)).collect::<Vec<_>>())
}

fn add(m: &mut Machine, head: Term, body: Term) {
    m.add_clause(&head, &body, false, Default::default())
        .expect("clause compiles");
}

fn append_machine() -> Machine {
    let mut m = Machine::new();
    add(&mut m, c("app", vec![a("[]"), v(0), v(0)]), a("true"));
    add(
        &mut m,
        c("app", vec![cons(v(0), v(1)), v(2), cons(v(0), v(3))]),
        c("app", vec![v(1), v(2), v(3)]),
    );
    m
}

/// `app/3` plus naive reverse `nrev/2`.
fn nrev_machine() -> Machine {
    let mut m = append_machine();
    add(&mut m, c("nrev", vec![a("[]"), a("[]")]), a("true"));
    add(
        &mut m,
        c("nrev", vec![cons(v(0), v(1)), v(2)]),
        c(
            ",",
            vec![
                c("nrev", vec![v(1), v(3)]),
                c("app", vec![v(3), cons(v(0), a("[]")), v(2)]),
            ],
        ),
    );
    m
}

#[test]
fn append_enumerates_splits_in_order() {
    let mut m = append_machine();
    let goal = c("app", vec![v(0), v(1), ints(&[1, 2])]);
    let sols = m
        .all_solutions(&goal, &c("s", vec![v(0), v(1)]), 100)
        .expect("no error");
    let expected = vec![
        c("s", vec![ints(&[]), ints(&[1, 2])]),
        c("s", vec![ints(&[1]), ints(&[2])]),
        c("s", vec![ints(&[1, 2]), ints(&[])]),
    ];
    assert_eq!(sols, expected);
}

/// The instructions of the first clause of `name/arity`, up to its last one.
fn clause_code(m: &Machine, name: &str, arity: u32) -> Vec<Instr> {
    let p =
        m.db.pred(m.db.lookup(Atom::new(name), arity).expect("defined"));
    let start = p.clauses[0].code as usize;
    let len = m.code[start..]
        .iter()
        .position(|i| matches!(i, Instr::Execute { .. } | Instr::Proceed))
        .expect("clause ends");
    m.code[start..=start + len].to_vec()
}

#[test]
fn head_arguments_passed_on_in_place_are_not_moved() {
    let mut m = Machine::new();
    add(
        &mut m,
        c("app1", vec![cons(v(0), v(1)), v(2), cons(v(0), v(3))]),
        c("app1", vec![v(1), v(2), v(3)]),
    );
    let moves = |code: &[Instr]| {
        code.iter()
            .filter(|i| matches!(i, Instr::GetVar { .. } | Instr::PutVal { .. }))
            .count()
    };
    let code = clause_code(&m, "app1", 3);
    assert_eq!(moves(&code), 0, "{code:?}");
    // Swapped arguments: `Y` moves to register 0 once `A0` is read, `X` (met
    // before register 1 is free) moves twice. A variable used after the call is
    // permanent.
    add(&mut m, c("sw", vec![v(0), v(1)]), c("sw", vec![v(1), v(0)]));
    assert_eq!(moves(&clause_code(&m, "sw", 2)), 3);
    add(
        &mut m,
        c("two", vec![v(0)]),
        c(",", vec![c("two", vec![v(0)]), c("two", vec![v(0)])]),
    );
    assert!(clause_code(&m, "two", 1).iter().any(|i| matches!(
        i,
        Instr::PutVal {
            slot: Slot::Y(_),
            ..
        }
    )));
    // A rotation of the arguments still passes each one where it belongs.
    add(
        &mut m,
        c("rot", vec![v(0), v(1), v(2)]),
        c("r3", vec![v(1), v(2), v(0)]),
    );
    add(&mut m, c("r3", vec![a("b"), a("c"), a("a")]), a("true"));
    let sols = m
        .all_solutions(&c("rot", vec![a("a"), a("b"), a("c")]), &a("yes"), 10)
        .expect("no error");
    assert_eq!(sols, vec![a("yes")]);
    let sols = m
        .all_solutions(&c("app1", vec![ints(&[1]), ints(&[2]), v(0)]), &v(0), 10)
        .expect("no error");
    assert!(sols.is_empty(), "app1 has no base case: {sols:?}");
}

#[test]
fn nrev_of_thirty() {
    let mut m = nrev_machine();
    let input: Vec<i64> = (1..=30).collect();
    let mut rev = input.clone();
    rev.reverse();
    let sols = m
        .all_solutions(&c("nrev", vec![ints(&input), v(0)]), &v(0), 10)
        .expect("no error");
    assert_eq!(sols, vec![ints(&rev)]);
}

#[test]
fn cut_if_then_else_and_negation() {
    let mut m = Machine::new();
    add(&mut m, c("p", vec![Term::Int(1)]), a("true"));
    add(&mut m, c("p", vec![Term::Int(2)]), a("true"));
    add(&mut m, c("p", vec![Term::Int(3)]), a("true"));
    // first(X) :- p(X), !.
    add(
        &mut m,
        c("first", vec![v(0)]),
        c(",", vec![c("p", vec![v(0)]), a("!")]),
    );
    assert_eq!(
        m.all_solutions(&c("first", vec![v(0)]), &v(0), 10).unwrap(),
        vec![Term::Int(1)]
    );
    // t(X, Y) :- ( p(X), X > 1 -> Y = yes ; Y = no ).
    add(
        &mut m,
        c("t", vec![v(0), v(1)]),
        c(
            ";",
            vec![
                c(
                    "->",
                    vec![
                        c(
                            ",",
                            vec![c("p", vec![v(0)]), c(">", vec![v(0), Term::Int(1)])],
                        ),
                        c("=", vec![v(1), a("yes")]),
                    ],
                ),
                c("=", vec![v(1), a("no")]),
            ],
        ),
    );
    assert_eq!(
        m.all_solutions(&c("t", vec![v(0), v(1)]), &c("r", vec![v(0), v(1)]), 10)
            .unwrap(),
        vec![c("r", vec![Term::Int(2), a("yes")])]
    );
    // Cut inside a disjunction cuts the clause: d(X) :- ( p(X), X >= 2, ! ; X = 9 ).
    add(
        &mut m,
        c("d", vec![v(0)]),
        c(
            ";",
            vec![
                c(
                    ",",
                    vec![
                        c("p", vec![v(0)]),
                        c(",", vec![c(">=", vec![v(0), Term::Int(2)]), a("!")]),
                    ],
                ),
                c("=", vec![v(0), Term::Int(9)]),
            ],
        ),
    );
    assert_eq!(
        m.all_solutions(&c("d", vec![v(0)]), &v(0), 10).unwrap(),
        vec![Term::Int(2)]
    );
    assert_eq!(
        m.all_solutions(&c("\\+", vec![c("p", vec![Term::Int(4)])]), &a("ok"), 10)
            .unwrap(),
        vec![a("ok")]
    );
    // call/1 is opaque to cut.
    let g = c(
        ",",
        vec![
            c("call", vec![c(",", vec![c("p", vec![v(0)]), a("!")])]),
            a("true"),
        ],
    );
    assert_eq!(m.all_solutions(&g, &v(0), 10).unwrap(), vec![Term::Int(1)]);
}

#[test]
fn catch_and_throw() {
    let mut m = Machine::new();
    let g = c(
        "catch",
        vec![
            c("throw", vec![c("oops", vec![v(0)])]),
            c("oops", vec![v(1)]),
            c("=", vec![v(2), v(1)]),
        ],
    );
    let sols = m.all_solutions(&g, &v(2), 10).unwrap();
    assert_eq!(sols.len(), 1);
    let err = c("is", vec![v(0), c("+", vec![a("foo"), Term::Int(1)])]);
    let g = c("catch", vec![err, c("error", vec![v(1), v(2)]), a("true")]);
    let sols = m.all_solutions(&g, &v(1), 10).unwrap();
    assert_eq!(
        sols,
        vec![c(
            "type_error",
            vec![a("evaluable"), c("/", vec![a("foo"), Term::Int(0)])]
        )]
    );
    // Uncaught.
    assert!(matches!(
        m.run_once(&c("throw", vec![a("x")])),
        Outcome::Error(Term::Atom(_))
    ));
    // Unknown procedure.
    assert!(matches!(m.run_once(&a("nosuch")), Outcome::Error(_)));
}

#[test]
fn findall_between_and_deep_recursion() {
    let mut m = Machine::new();
    let g = c(
        "findall",
        vec![
            v(0),
            c("between", vec![Term::Int(1), Term::Int(5), v(0)]),
            v(1),
        ],
    );
    assert_eq!(
        m.all_solutions(&g, &v(1), 10).unwrap(),
        vec![ints(&[1, 2, 3, 4, 5])]
    );
    // len([], 0). len([_|T], N) :- len(T, M), N is M + 1.
    add(&mut m, c("len", vec![a("[]"), Term::Int(0)]), a("true"));
    add(
        &mut m,
        c("len", vec![cons(v(0), v(1)), v(2)]),
        c(
            ",",
            vec![
                c("len", vec![v(1), v(3)]),
                c("is", vec![v(2), c("+", vec![v(3), Term::Int(1)])]),
            ],
        ),
    );
    // mk(N, L): a list of N elements (tail recursive).
    add(&mut m, c("mk", vec![Term::Int(0), a("[]")]), a("!"));
    add(
        &mut m,
        c("mk", vec![v(0), cons(v(0), v(1))]),
        c(
            ",",
            vec![
                c("is", vec![v(2), c("-", vec![v(0), Term::Int(1)])]),
                c("mk", vec![v(2), v(1)]),
            ],
        ),
    );
    let g = c(
        ",",
        vec![
            c("mk", vec![Term::Int(200_000), v(0)]),
            c("len", vec![v(0), v(1)]),
        ],
    );
    assert_eq!(
        m.all_solutions(&g, &v(1), 1).unwrap(),
        vec![Term::Int(200_000)]
    );
}

#[test]
fn append_counters_match_design_vocabulary() {
    // append(Xs, Ys, Zs) with Xs, Ys bound and Zs free, n = 3:
    // steps n+1, nargs 3n+3, giunif n+1, gounif n, viunif 3n+1, vounif 2n+1.
    let mut m = append_machine();
    m.set_counting(true);
    let g = c("app", vec![ints(&[1, 2, 3]), ints(&[4]), v(0)]);
    assert_eq!(m.run_once(&g), Outcome::Solved);
    let n = 3;
    let got = m.counts_of("app", 3);
    assert_eq!(
        got,
        [
            (Counter::Steps, n + 1),
            (Counter::Nargs, 3 * n + 3),
            (Counter::Giunif, n + 1),
            (Counter::Gounif, n),
            (Counter::Viunif, 3 * n + 1),
            (Counter::Vounif, 2 * n + 1),
        ]
        .into_iter()
        .collect::<Counts>()
    );
}

#[test]
fn builtin_calls_and_inline_arithmetic_are_counted() {
    // Per element: `X > 0` (a builtin), `N is N0 + 1` (inline), `Y = X` (a builtin);
    // call/1 of a builtin counts too; nothing is counted with counting off.
    let mut m = Machine::new();
    m.consult_str(
        "b.pl",
        "pos([], 0).\npos([X|T], N) :- X > 0, pos(T, N0), N is N0 + 1, Y = X, atom(a), Y == X.\n",
    );
    let goal = m.parse_goal("pos([1, 2, 3], N), call(integer(N))").unwrap();
    assert_eq!(m.run_once(&goal), Outcome::Solved);
    assert_eq!(m.total_counts()[Counter::Builtins], 0);
    m.set_counting(true);
    assert_eq!(m.run_once(&goal), Outcome::Solved);
    let t = m.total_counts();
    assert_eq!((t[Counter::Steps], t[Counter::Builtins]), (4, 3 * 5 + 1));
    assert_eq!(m.counts_of("pos", 2)[Counter::Builtins], 0);
    m.reset_counts();
    assert_eq!(m.total_counts()[Counter::Builtins], 0);
}

#[test]
fn arithmetic_operations_and_choice_points_are_counted() {
    // Per element: `X > 0` compares two integers (no operation), `N is N0 + 1`
    // one, `M is (N * 2 + 1) mod 7` three (allocation-free path), `Z is max(X, 1.5)`
    // one (general evaluator); `p/1` leaves a choice point per call and the
    // if-then-else pushes one; `( C -> T )` and `once/1` push none, `( C -> T ; fail )`
    // and `\+` one each. The two clauses of `pos/3` are told apart by indexing and
    // the query's own barrier is not counted.
    let mut m = Machine::new();
    m.consult_str(
        "b.pl",
        "pos([], 0, 0).\npos([X|T], N, M) :- X > 0, pos(T, N0, _), N is N0 + 1, \
         M is (N * 2 + 1) mod 7, Z is max(X, 1.5), p(Z), ( Z > 2 -> true ; true ), \
         ( Z > 0 -> true ), once(Z > 0), ( Z > 0 -> true ; fail ), \\+ Z < 0.\n\
         p(_).\np(_).\n",
    );
    let goal = m.parse_goal("pos([1, 2, 3], N, M)").unwrap();
    assert_eq!(m.run_once(&goal), Outcome::Solved);
    assert_eq!(
        (
            m.total_counts()[Counter::Arith],
            m.total_counts()[Counter::ChoicePoints]
        ),
        (0, 0)
    );
    m.set_counting(true);
    assert_eq!(m.run_once(&goal), Outcome::Solved);
    let t = m.total_counts();
    assert_eq!(
        (t[Counter::Arith], t[Counter::ChoicePoints]),
        (3 * 5, 3 * 4)
    );
    m.reset_counts();
    assert_eq!(
        (
            m.total_counts()[Counter::Arith],
            m.total_counts()[Counter::ChoicePoints]
        ),
        (0, 0)
    );
}

#[derive(Default)]
struct Recorder(std::rc::Rc<std::cell::RefCell<Vec<String>>>);

impl events::Observer for Recorder {
    fn on_event(&mut self, e: &events::Event) {
        self.0.borrow_mut().push(format!(
            "{:?} {}/{} {}",
            e.port,
            e.name.name(),
            e.arity,
            e.depth
        ));
    }
}

#[test]
fn box_model_ports_with_backtracking_and_cut() {
    let mut m = Machine::new();
    // q(1). q(2). r(2).  p(X) :- q(X), r(X), !.
    add(&mut m, c("q", vec![Term::Int(1)]), a("true"));
    add(&mut m, c("q", vec![Term::Int(2)]), a("true"));
    add(&mut m, c("r", vec![Term::Int(2)]), a("true"));
    add(
        &mut m,
        c("p", vec![v(0)]),
        c(
            ",",
            vec![c("q", vec![v(0)]), c(",", vec![c("r", vec![v(0)]), a("!")])],
        ),
    );
    let log = std::rc::Rc::new(std::cell::RefCell::new(Vec::new()));
    m.set_observer(Some(Box::new(Recorder(log.clone()))));
    assert_eq!(m.run_once(&c("p", vec![v(0)])), Outcome::Solved);
    let got = log.borrow().clone();
    let expected = [
        "Call p/1 1",
        "Call q/1 2",
        "Exit q/1 2",
        "Call r/1 2",
        "Fail r/1 2",
        "Redo q/1 2",
        "Exit q/1 2",
        "Call r/1 2",
        "Exit r/1 2",
        "Exit p/1 1",
    ];
    assert_eq!(got, expected);
}

#[test]
fn garbage_collection_keeps_live_data_and_bindings() {
    let mut m = nrev_machine();
    // loop(0, L, L) :- !.  loop(N, L, R) :- nrev(L, R1), nrev(R1, L1), N1 is N-1, loop(N1, L1, R).
    add(&mut m, c("loop", vec![Term::Int(0), v(0), v(0)]), a("!"));
    add(
        &mut m,
        c("loop", vec![v(0), v(1), v(2)]),
        c(
            ",",
            vec![
                c("nrev", vec![v(1), v(3)]),
                c(
                    ",",
                    vec![
                        c("nrev", vec![v(3), v(4)]),
                        c(
                            ",",
                            vec![
                                c("is", vec![v(5), c("-", vec![v(0), Term::Int(1)])]),
                                c("loop", vec![v(5), v(4), v(2)]),
                            ],
                        ),
                    ],
                ),
            ],
        ),
    );
    m.set_gc_threshold(2_000);
    let input: Vec<i64> = (1..=40).collect();
    // A choice point below the loop (member-like app split) must survive the collections.
    let g = c(
        ",",
        vec![
            c("app", vec![v(7), v(8), ints(&[1, 2])]),
            c(
                ",",
                vec![
                    c("loop", vec![Term::Int(300), ints(&input), v(0)]),
                    c("=", vec![v(8), ints(&[2])]),
                ],
            ),
        ],
    );
    let sols = m
        .all_solutions(&g, &c("r", vec![v(0), v(7)]), 10)
        .expect("no error");
    assert!(m.gc_count() > 10, "collections: {}", m.gc_count());
    assert_eq!(sols, vec![c("r", vec![ints(&input), ints(&[1])])]);
}

#[test]
fn library_sources_read_and_compile_cleanly() {
    for text in crate::prelude::all_sources() {
        let mut m = Machine::new();
        let ops = m.ops.clone();
        let mut p = crate::reader::Parser::new(text);
        while let Some(item) = p.next_clause(&ops, &crate::reader::ReadOptions::default()) {
            let rt = item.expect("library clause reads");
            let (h, b) = match rt.term {
                Term::Compound(f, a) if f == Atom::COLON_DASH && a.len() == 2 => {
                    (a[0].clone(), a[1].clone())
                }
                t => (t, a("true")),
            };
            m.add_clause(&h, &b, true, Default::default())
                .expect("library clause compiles");
        }
    }
}

#[test]
fn nrev_steps_follow_the_closed_form() {
    // Resolution steps of nrev on a list of length n: 0.5n^2 + 1.5n + 1 (app and nrev together).
    let mut m = nrev_machine();
    m.set_counting(true);
    for n in [0i64, 1, 5, 30] {
        m.reset_counts();
        let input: Vec<i64> = (1..=n).collect();
        assert_eq!(
            m.run_once(&c("nrev", vec![ints(&input), v(0)])),
            Outcome::Solved
        );
        let steps = m.total_counts()[Counter::Steps] as i64;
        assert_eq!(2 * steps, n * n + 3 * n + 2, "n = {n}");
    }
}

#[test]
fn exception_ports_unwind_to_the_catch() {
    let mut m = Machine::new();
    m.consult_str(
        "t.pl",
        "p :- q.\nq :- r(1).\nr(X) :- X > 0, throw(oops).\ntop :- catch(p, oops, true).\n",
    );
    let log = std::rc::Rc::new(std::cell::RefCell::new(Vec::new()));
    m.set_observer(Some(Box::new(Recorder(log.clone()))));
    assert_eq!(m.run_once(&a("top")), Outcome::Solved);
    let expected = [
        "Call top/0 1",
        "Call p/0 2",
        "Call q/0 3",
        "Call r/1 4",
        "Exception r/1 4",
        "Exception q/0 3",
        "Exception p/0 2",
        "Exit top/0 1",
    ];
    assert_eq!(log.borrow().clone(), expected);
}

#[test]
fn goals_and_clauses_wider_than_the_argument_registers_are_errors() {
    let mut m = Machine::new();
    let wide = Term::compound("foo", (0..300).map(Term::Int).collect());
    assert!(m
        .add_clause(&wide, &a("true"), false, Default::default())
        .is_err());
    let r = m.run_once(&c("call", vec![wide]));
    assert!(
        matches!(r, Outcome::Error(Term::Compound(_, ref x)) if x[0] == c("representation_error", vec![a("max_arity")])),
        "{r:?}"
    );
}

#[test]
fn clauses_with_auxiliary_predicates_count_their_own_head() {
    // The if-then-else becomes an auxiliary predicate; the clause's unification
    // components must be those of its own head (arity 3), not the auxiliary's.
    let mut m = Machine::new();
    m.consult_str(
        "p.pl",
        "count(_, [], 0).\ncount(X, [Y|T], N) :- count(X, T, N0), ( X == Y -> N is N0 + 1 ; N = N0 ).\n",
    );
    let goal = m.parse_goal("count(1, [4], _)").unwrap();
    m.set_counting(true);
    m.reset_counts();
    assert_eq!(m.run_once(&goal), Outcome::Solved);
    let c = m.counts_of("count", 3);
    assert_eq!(
        (
            c[Counter::Steps],
            c[Counter::Nargs],
            c[Counter::Giunif],
            c[Counter::Gounif],
            c[Counter::Viunif],
            c[Counter::Vounif]
        ),
        (2, 6, 2, 1, 4, 1)
    );
}

#[test]
fn nested_integer_arithmetic_agrees_with_the_general_evaluator() {
    // The allocation-free path handles nested small integers; overflow, division by
    // zero and floats fall back to the general evaluator with the same results.
    let mut m = Machine::new();
    for goal in [
        "X is (2 + 3) * 4 - 10 // 3, X =:= 17",
        "X is (7 mod 3) * (0 - 5), X =:= -5",
        "X is (9223372036854775807 + 1) - 1, X =:= 9223372036854775807",
        "X is (1 + 2) * 2.5, X =:= 7.5",
        "catch(_ is (1 + 0) // 0, error(evaluation_error(zero_divisor), _), true)",
        "catch(_ is (1 + _) * 2, error(instantiation_error, _), true)",
    ] {
        let g = m.parse_goal(goal).unwrap();
        assert_eq!(m.run_once(&g), Outcome::Solved, "{goal}");
    }
}

#[test]
fn sums_and_differences_of_two_small_integers_agree_with_the_general_evaluator() {
    // `Is`'s inline `A+B`/`A-B` (clauses, so the `Is` instruction runs): results,
    // overflow into big integers, floats, nested and bound operands, and the
    // errors the general evaluator raises (each goal succeeds under swipl).
    let mut m = loaded(
        "t(1) :- X is 3-1, X == 2.\n\
         t(2) :- X is -5+2, X == -3.\n\
         t(3) :- X is 9223372036854775807+1, X > 9223372036854775807, integer(X).\n\
         t(4) :- X is -9223372036854775808-1, X < -9223372036854775808, integer(X).\n\
         t(5) :- catch(_ is a-1, error(type_error(evaluable, a/0), _), true).\n\
         t(6) :- catch(_ is _-1, error(instantiation_error, _), true).\n\
         t(7) :- X is 2.5-1, X == 1.5.\n\
         t(8) :- Y = 4, X is Y - 1, X == 3.\n\
         t(9) :- X is 1-(2-3), X == 2.\n\
         t(10) :- X is 7-(-2), X == 9, Z is X+0, Z == 9.\n",
    );
    for i in 1..=10 {
        assert!(solves(&mut m, &format!("t({i})")), "t({i})");
    }
    assert!(!solves(&mut m, "X is 1+1, X == 3"));
}

/// A countdown whose clauses make one call each: `count(N)` takes `N + 1` calls.
const COUNTDOWN: &str = "count(0) :- !.\ncount(N) :- N1 is N - 1, count(N1).\n";

/// The formal term of the error `goal` raised on `m`, with the calls it made.
fn error_and_calls(m: &mut Machine, goal: &str) -> (Term, u64) {
    let g = m.parse_goal(goal).unwrap();
    let before = m.inferences();
    let Outcome::Error(Term::Compound(_, args)) = m.run_once(&g) else {
        panic!("{goal} raised no error term");
    };
    (args[0].clone(), m.inferences() - before)
}

#[test]
fn the_step_limit_stops_the_same_call_whatever_its_place_against_the_call_gate() {
    // Limits just before, on and after a look at the deadline (every 4096 calls),
    // and far from one: the call that passes the limit raises the error, and no
    // call is made after it, on the inline path as on the out-of-line one.
    for steps in [1, 4095, 4096, 4097, 8191, 8192, 12_000] {
        let mut m = Machine::new();
        assert!(!m.consult_str("t.pl", COUNTDOWN).has_errors());
        let start = m.inferences();
        m.set_limits(Limits {
            steps: start + steps,
            ..Limits::default()
        });
        let (e, calls) = error_and_calls(&mut m, "count(100000)");
        assert_eq!(e, c("resource_error", vec![a("steps")]));
        assert_eq!(calls, steps + 1, "limit {steps}");
    }
}

#[test]
fn a_passed_deadline_is_seen_within_one_poll_interval_of_calls() {
    let mut m = Machine::new();
    assert!(!m.consult_str("t.pl", COUNTDOWN).has_errors());
    m.set_limits(Limits {
        deadline: Some(std::time::Instant::now()),
        ..Limits::default()
    });
    let (e, calls) = error_and_calls(&mut m, "count(100000)");
    assert_eq!(e, c("resource_error", vec![a("time")]));
    assert!((1..=POLL_CALLS).contains(&calls), "{calls} calls");
}
