//! Measures what the box-model observer and the counters cost: runs naive reverse
//! with hooks off (the default), with the step/unification counters on, and with a
//! no-op observer attached.
//! Run: `cargo run --release -p costlog-engine --example observer_overhead`.
//! With arguments `plain N` or `counting N` it runs `N` iterations once in that
//! mode and prints nothing (for instruction counts under `valgrind --tool=callgrind`).
use costlog_engine::machine::events::{Event, Observer};
use costlog_engine::{Machine, Outcome};

const PROGRAM: &str = "
app([], L, L).
app([H|T], L, [H|R]) :- app(T, L, R).
nrev([], []).
nrev([H|T], R) :- nrev(T, RT), app(RT, [H], R).
loop(0, _) :- !.
loop(N, L) :- nrev(L, _), N1 is N - 1, loop(N1, L).
";

struct Nothing(u64);
impl Observer for Nothing {
    fn on_event(&mut self, _: &Event) {
        self.0 += 1;
    }
}

/// Seconds of one run of `iterations` x nrev30 on a machine prepared by `setup`.
fn run(setup: &impl Fn(&mut Machine), iterations: u64) -> f64 {
    let mut m = Machine::new();
    m.consult_str("nrev.pl", PROGRAM);
    setup(&mut m);
    let goal = m
        .parse_goal(&format!("numlist(1, 30, L), loop({iterations}, L)"))
        .expect("goal parses");
    let start = std::time::Instant::now();
    assert_eq!(m.run_once(&goal), Outcome::Solved);
    start.elapsed().as_secs_f64()
}

fn time(setup: impl Fn(&mut Machine)) -> f64 {
    (0..5).map(|_| run(&setup, 20000)).fold(f64::MAX, f64::min)
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if let [mode, n] = &args[..] {
        let n: u64 = n.parse().expect("an iteration count");
        run(&|m: &mut Machine| m.set_counting(mode == "counting"), n);
        return;
    }
    let plain = time(|_| {});
    let counting = time(|m| m.set_counting(true));
    let observed = time(|m| m.set_observer(Some(Box::new(Nothing(0)))));
    println!("20000 x nrev30, best of 5");
    println!("hooks off:          {plain:.3} s  (1.00)");
    println!(
        "counters on:        {counting:.3} s  ({:.2})",
        counting / plain
    );
    println!(
        "no-op observer on:  {observed:.3} s  ({:.2})",
        observed / plain
    );
}
