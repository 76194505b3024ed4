//! Numbers computed by the program (by `is/2`, by an accumulator, as the output
//! of another predicate, by `length/2` of a built list) that a later loop counts
//! down: the loop's bound must come from the computed value, never from the size
//! of the input it was computed from (issue 18). Each variant is analysed for
//! `main(N)` with `N` a natural and compared with the steps the engine counts.

use costlog_analyzer::Program;
use costlog_analyzer::{Analyzer, Info, Mode, Ty};
use costlog_engine::{Limits, Machine, Outcome, Term};

/// The countdown every variant ends with: `K + 1` steps for `K >= 0`.
const COUNTDOWN: &str = "countdown(0) :- !.\n\
                         countdown(K) :- K > 0, K1 is K - 1, countdown(K1).\n";

/// `main/1` of `program` (with the countdown) analysed for a natural argument,
/// and the steps the engine counts for `main(n)`, `n` in `0..=max`.
fn analyse_and_measure(program: &str, max: i64) -> (Info, Vec<(i64, f64)>) {
    let text = format!("{program}{COUNTDOWN}");
    let mut m = Machine::new();
    let r = m.consult_str("p.pl", &text);
    assert!(!r.has_errors(), "{:?}", r.diagnostics);
    let terms: Vec<Term> = r.clauses.iter().map(|(_, rt)| rt.term.clone()).collect();
    let mut a = Analyzer::new(Program::from_terms(&terms));
    let info = a.info(&("main".to_string(), 1), &vec![Mode::In(Ty::Int)]);
    let mut measured = Vec::new();
    for n in 0..=max {
        m.set_limits(Limits {
            steps: 1_000_000,
            ..Limits::default()
        });
        m.set_counting(true);
        m.reset_counts();
        let outcome = m.run_once(&Term::compound("main", vec![Term::Int(n)]));
        m.set_counting(false);
        assert_eq!(outcome, Outcome::Solved, "main({n})");
        measured.push((n, m.total_counts()[costlog_engine::Counter::Steps] as f64));
    }
    (info, measured)
}

/// Asserts that the inferred bounds enclose every measurement.
fn assert_sound(info: &Info, measured: &[(i64, f64)]) {
    for (n, steps) in measured {
        let val = |_: u32| *n as f64;
        let lb = info.cost.lb.eval(&val);
        assert!(lb <= steps + 1e-9, "lb {lb} > {steps} steps at N = {n}");
        if let Some(ub) = &info.cost.ub {
            let ub = ub.eval(&val);
            assert!(ub + 1e-9 >= *steps, "ub {ub} < {steps} steps at N = {n}");
        }
    }
}

#[test]
fn a_sum_of_squares_from_an_accumulator_bounds_the_countdown() {
    let p = "main(N) :- sumsq(N, 0, S), countdown(S).\n\
             sumsq(0, S, S) :- !.\n\
             sumsq(N, S0, S) :- N > 0, S1 is S0 + N*N, N1 is N - 1, sumsq(N1, S1, S).\n";
    let (info, measured) = analyse_and_measure(p, 8);
    // Cubic: 1 + (N + 1) + (N(N+1)(2N+1)/6 + 1).
    assert_eq!(measured[3].1, 20.0);
    assert_sound(&info, &measured);
}

#[test]
fn a_square_computed_by_another_predicate_bounds_the_countdown() {
    let p = "main(N) :- sq(N, M), countdown(M).\n\
             sq(N, M) :- M is N*N.\n";
    let (info, measured) = analyse_and_measure(p, 8);
    assert_sound(&info, &measured);
}

#[test]
fn a_value_passed_through_several_predicates_keeps_its_size() {
    let p = "main(N) :- a(N, M), b(M).\n\
             a(N, M) :- c(N, K), M is K + 1.\n\
             c(N, K) :- K is N*N.\n\
             b(M) :- d(M).\n\
             d(M) :- countdown(M).\n";
    let (info, measured) = analyse_and_measure(p, 8);
    assert_sound(&info, &measured);
}

#[test]
fn a_sum_computed_after_the_recursive_call_bounds_the_countdown() {
    let p = "main(N) :- tri(N, T), countdown(T).\n\
             tri(0, 0) :- !.\n\
             tri(N, T) :- N > 0, N1 is N - 1, tri(N1, T0), T is T0 + N.\n";
    let (info, measured) = analyse_and_measure(p, 8);
    assert_sound(&info, &measured);
}

#[test]
fn an_accumulator_doubling_its_value_bounds_the_countdown() {
    let p = "main(N) :- pow(N, 1, P), countdown(P).\n\
             pow(0, P, P) :- !.\n\
             pow(N, P0, P) :- N > 0, P1 is P0 * 2, N1 is N - 1, pow(N1, P1, P).\n";
    let (info, measured) = analyse_and_measure(p, 8);
    assert_sound(&info, &measured);
}

#[test]
fn a_loop_counting_down_its_changing_accumulator_at_every_step() {
    // The accumulator is no fixed parameter of the loop's cost.
    let p = "main(N) :- loop(N, 0).\n\
             loop(0, _) :- !.\n\
             loop(N, A) :- N > 0, countdown(A), A1 is A + N*N, N1 is N - 1, loop(N1, A1).\n";
    let (info, measured) = analyse_and_measure(p, 8);
    assert_sound(&info, &measured);
}

#[test]
fn a_counter_shifted_by_a_constant_keeps_a_finite_exact_bound() {
    // `K1 is K + 2` per step: the result is `2N` exactly, and so is the bound.
    let p = "main(N) :- up(N, 0, K), countdown(K).\n\
             up(0, K, K) :- !.\n\
             up(N, K0, K) :- N > 0, K1 is K0 + 2, N1 is N - 1, up(N1, K1, K).\n";
    let (info, measured) = analyse_and_measure(p, 8);
    assert_sound(&info, &measured);
    // 1 + (N + 1) + (2N + 1).
    let exact = |n: f64| 3.0 * n + 3.0;
    let ub = info.cost.ub.as_ref().expect("a finite upper bound");
    for (n, steps) in &measured {
        let n = *n as f64;
        assert_eq!(*steps, exact(n));
        assert_eq!(ub.eval(&|_| n), exact(n));
        assert_eq!(info.cost.lb.eval(&|_| n), exact(n));
    }
}

#[test]
fn the_length_of_a_built_list_keeps_a_finite_exact_bound() {
    let p = "main(N) :- build(N, L), length(L, M), countdown(M).\n\
             build(0, []) :- !.\n\
             build(N, L) :- N > 0, N1 is N - 1, build(N1, L0), pad(N, L0, L).\n\
             pad(0, L, L) :- !.\n\
             pad(K, L0, [x|L]) :- K > 0, K1 is K - 1, pad(K1, L0, L).\n";
    let (info, measured) = analyse_and_measure(p, 8);
    assert_sound(&info, &measured);
    // N^2 + 3N + 3.
    let ub = info.cost.ub.as_ref().expect("a finite upper bound");
    for (n, steps) in &measured {
        let n = *n as f64;
        assert_eq!(*steps, n * n + 3.0 * n + 3.0);
        assert_eq!(ub.eval(&|_| n), *steps);
        assert_eq!(info.cost.lb.eval(&|_| n), *steps);
    }
}

#[test]
fn a_factorial_computed_after_the_recursive_call_bounds_the_countdown() {
    // `F is F0 * N`: the recursive output is counted `N` times, no constant
    // number of times.
    let p = "main(N) :- fact(N, F), countdown(F).\n\
             fact(0, 1) :- !.\n\
             fact(N, F) :- N > 0, N1 is N - 1, fact(N1, F0), F is F0 * N.\n";
    let (info, measured) = analyse_and_measure(p, 7);
    assert_sound(&info, &measured);
}

#[test]
fn a_list_whose_length_is_a_product_with_the_recursive_output() {
    // grow/2 builds a list of N! elements through cart/3 (|A|*|B| pairs).
    let p = "main(N) :- mk(N, L), grow(L, R), walk(R).\n\
             mk(0, []) :- !.\n\
             mk(N, [N|L]) :- N > 0, N1 is N - 1, mk(N1, L).\n\
             grow([], [x]).\n\
             grow([H|T], R) :- grow(T, R0), cart(R0, [H|T], R).\n\
             cart([], _, []).\n\
             cart([X|Xs], Ys, Zs) :- pairs(X, Ys, P), cart(Xs, Ys, Z0), app(P, Z0, Zs).\n\
             pairs(_, [], []).\n\
             pairs(X, [Y|Ys], [X-Y|Ps]) :- pairs(X, Ys, Ps).\n\
             app([], L, L).\n\
             app([H|T], L, [H|R]) :- app(T, L, R).\n\
             walk([]).\n\
             walk([_|T]) :- walk(T).\n";
    let (info, measured) = analyse_and_measure(p, 6);
    assert_sound(&info, &measured);
}

#[test]
fn a_loop_over_a_number_of_unknown_size_says_why_it_has_no_bound() {
    // 2^N has no size the analysis bounds: the countdown is analysed as called
    // with an opaque integer, and the reason names it.
    let p = "main(N) :- pow(N, 1, P), countdown(P).\n\
             pow(0, P, P) :- !.\n\
             pow(N, P0, P) :- N > 0, P1 is P0 * 2, N1 is N - 1, pow(N1, P1, P).\n";
    let (info, measured) = analyse_and_measure(p, 8);
    assert_sound(&info, &measured);
    assert!(info.cost.ub.is_none());
    assert!(
        info.reasons.iter().any(|r| r
            .starts_with("countdown/1 is called with an integer of no known size at argument 1")),
        "{:?}",
        info.reasons
    );
}

#[test]
fn an_accumulator_counted_down_below_zero_is_no_natural_size() {
    // A = 10, 7, 4, 1, -2, ...: c/1 costs A + 1 steps down to 0, one step below.
    let p = "main(N) :- l(N, 10).\n\
             l(0, _) :- !.\n\
             l(N, A) :- N > 0, c(A), A1 is A - 3, N1 is N - 1, l(N1, A1).\n\
             c(K) :- K =< 0, !.\n\
             c(K) :- K1 is K - 1, c(K1).\n";
    let (info, measured) = analyse_and_measure(p, 9);
    assert_sound(&info, &measured);
    // And l/2 itself, at every N and start A the loop is run from.
    let text = format!("{p}{COUNTDOWN}");
    let mut m = Machine::new();
    let r = m.consult_str("p.pl", &text);
    let terms: Vec<Term> = r.clauses.iter().map(|(_, rt)| rt.term.clone()).collect();
    let mut a = Analyzer::new(Program::from_terms(&terms));
    let info = a.info(&("l".to_string(), 2), &vec![Mode::In(Ty::Int); 2]);
    for n in 0..8i64 {
        for start in 0..12i64 {
            m.set_counting(true);
            m.reset_counts();
            let goal = Term::compound("l", vec![Term::Int(n), Term::Int(start)]);
            assert_eq!(m.run_once(&goal), Outcome::Solved);
            m.set_counting(false);
            let steps = m.total_counts()[costlog_engine::Counter::Steps] as f64;
            let val = |v: u32| if v == 0 { n as f64 } else { start as f64 };
            if let Some(ub) = &info.cost.ub {
                assert!(ub.eval(&val) + 1e-9 >= steps, "ub at l({n}, {start})");
            }
            assert!(
                info.cost.lb.eval(&val) <= steps + 1e-9,
                "lb at l({n}, {start})"
            );
        }
    }
}
