//! Measurement of calibration points: exact cost vectors, positive times, clear
//! errors for programs that fail or do not load.

mod common;

use costlog_calibrate::measure::{
    measure_all, measure_point, observations, MeasureError, Measured, Options,
};
use costlog_calibrate::suite::Suite;
use std::path::PathBuf;
use std::time::Duration;

fn suite_dir(name: &str, yaml: &str, files: &[(&str, &str)]) -> PathBuf {
    common::suite_dir("measure", name, yaml, files)
}

fn tiny_options() -> Options {
    Options {
        budget: Duration::from_millis(2),
        warm_up: Duration::ZERO,
        ..Options::quick()
    }
}

const LEN: &str = "len([], 0).\nlen([_|T], N) :- len(T, N0), N is N0 + 1.\n";

#[test]
fn the_cost_vector_is_exact_and_the_time_positive() {
    // len(L, N) with L = [1,2,3] bound and N free, by hand:
    // steps 4 (three recursive clauses, one base); nargs 2 per step = 8;
    // recursive clause: [_|T] input (giunif 1, viunif 2), N output (vounif 1);
    // base clause: [] input (giunif 1), 0 output (gounif 1); three is/2 of one
    // operation each; no choice point (the two clauses are told apart by indexing);
    // heap 21: 7 cells per recursive clause (the fresh N0 passed to the call,
    // and the cells of `N is N0 + 1`, a builtin call since N is a head
    // argument: engine/src/machine/alloc_count.rs), none for the base clause;
    // vm_instructions 44: 13 abstract-machine instructions per recursive
    // clause (the engine's compiled code; 135 at size 10, the same 13 per
    // element), 5 for the base clause and the query; gc_cells 0 (no collection).
    let yaml = "programs:\n  - name: len\n    file: len.pl\n    description: length\n    \
                goal: len(L, _)\n    inputs: {L: list}\n    sizes: [3, 10]\n    quick_sizes: [3]\n";
    let suite = Suite::load(&suite_dir("len", yaml, &[("len.pl", LEN)])).unwrap();
    let points = measure_all(&[suite], &tiny_options()).expect("measured");
    assert_eq!(points.len(), 1, "quick: the quick sizes only");
    let p = &points[0];
    assert_eq!(costlog_engine::Counter::TIMED.len(), p.measured.costs.len());
    assert_eq!(p.measured.costs, [4, 8, 4, 1, 6, 3, 3, 3, 0, 21, 44, 0]);
    assert!(p.measured.time_ns > 0.0);
    assert!(p.measured.repetitions >= 3);
    let obs = observations(&points);
    assert_eq!(obs[0].program, "len/len");
    assert_eq!(
        obs[0].costs,
        vec![4.0, 8.0, 4.0, 1.0, 6.0, 3.0, 3.0, 3.0, 0.0, 21.0, 44.0, 0.0]
    );
}

#[test]
fn collector_cells_are_amortised_over_the_timed_runs_of_an_allocating_point() {
    // churn/1 builds N lists of 1,000 elements and drops each at once: 2,000
    // heap cells per list (and the cells of the `is/2`), 600,000 in a run of
    // N = 300, ten times the collector's threshold when little is live (61,440
    // cells), so collections happen in every timed run (a program that keeps
    // its data raises the threshold to three times the live cells, and its
    // later runs may collect nothing). The point's gc_cells is their cells
    // over the number of runs: positive, and below ten times the allocation.
    let prog = "mk(0, []) :- !.\nmk(N, [N|T]) :- N1 is N - 1, mk(N1, T).\n\
                churn(0) :- !.\nchurn(K) :- mk(1000, _), K1 is K - 1, churn(K1).\n";
    let yaml = "programs:\n  - name: churn\n    file: k.pl\n    goal: churn(N)\n    \
                sizes: [300]\n";
    let suite = Suite::load(&suite_dir("gc", yaml, &[("k.pl", prog)])).unwrap();
    let points = measure_all(&[suite], &tiny_options()).unwrap();
    let costs = points[0].measured.costs;
    let at = |c| {
        costlog_engine::Counter::TIMED
            .iter()
            .position(|k| *k == c)
            .unwrap()
    };
    let (heap, gc) = (
        costs[at(costlog_engine::Counter::Heap)],
        costs[at(costlog_engine::Counter::GcCells)],
    );
    assert!(heap >= 600_000, "{costs:?}");
    assert!(gc > 0, "collections in the timed runs: {costs:?}");
    assert!(gc < 10 * heap, "{costs:?}");
    assert!(
        costs[at(costlog_engine::Counter::VmInstructions)] > costs[0],
        "several instructions per step: {costs:?}"
    );
}

#[test]
fn the_full_sizes_and_the_repeat_count_scale_the_costs() {
    // Each repetition of p/0 is one step; the driver loop adds one step and one
    // is/2 per repetition, and its base clause one step.
    let prog = "run(0) :- !.\nrun(K) :- p, K1 is K - 1, run(K1).\np.\n";
    let yaml = "programs:\n  - name: r\n    file: r.pl\n    goal: run(R)\n    repeat: 7\n    \
                sizes: [1, 2]\n";
    let suite = Suite::load(&suite_dir("rep", yaml, &[("r.pl", prog)])).unwrap();
    let opts = Options {
        quick: false,
        ..tiny_options()
    };
    let points = measure_all(&[suite], &opts).unwrap();
    assert_eq!(points.len(), 2);
    for p in points {
        assert_eq!(p.measured.costs[0], 2 * 7 + 1, "steps");
        assert_eq!(p.measured.costs[6], 7, "builtins");
    }
}

#[test]
fn a_failing_goal_is_an_error_naming_the_program_and_size() {
    let yaml = "programs:\n  - name: nope\n    file: f.pl\n    goal: f(N)\n    sizes: [5]\n";
    let suite = Suite::load(&suite_dir("fail", yaml, &[("f.pl", "f(1).\n")])).unwrap();
    let err = measure_all(&[suite], &tiny_options()).unwrap_err();
    assert!(matches!(err, MeasureError::Run { size: 5, .. }), "{err}");
    let msg = err.to_string();
    assert!(msg.contains("fail/nope") && msg.contains("failed"), "{msg}");
}

#[test]
fn an_error_in_the_goal_is_reported() {
    let yaml = "programs:\n  - name: boom\n    file: e.pl\n    goal: e(N)\n    sizes: [5]\n";
    let suite = Suite::load(&suite_dir(
        "err",
        yaml,
        &[("e.pl", "e(X) :- X is foo + 1.\n")],
    ))
    .unwrap();
    let msg = measure_all(&[suite], &tiny_options())
        .unwrap_err()
        .to_string();
    assert!(msg.contains("err/boom") && msg.contains("raised"), "{msg}");
}

#[test]
fn a_program_with_syntax_errors_does_not_load() {
    let yaml = "programs:\n  - name: bad\n    file: s.pl\n    goal: s(N)\n    sizes: [5]\n";
    let suite = Suite::load(&suite_dir("syntax", yaml, &[("s.pl", "s(X) :- .\n")])).unwrap();
    let err = measure_all(&[suite], &tiny_options()).unwrap_err();
    assert!(matches!(err, MeasureError::Load { .. }), "{err}");
    assert!(err.to_string().contains("line 1"), "{err}");
}

#[test]
fn measure_point_runs_a_goal_on_a_loaded_machine() {
    let mut m = costlog_engine::Machine::new();
    m.consult_str("t.pl", "t.\n");
    let goal = m.parse_goal("t").unwrap();
    let Measured {
        costs, repetitions, ..
    } = measure_point(&mut m, &goal, &tiny_options()).unwrap();
    // One step; 3 abstract-machine instructions: the query's call of t/0, the
    // fact's return and the query's end.
    assert_eq!(costs, [1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 3, 0]);
    assert!(repetitions >= 3);
}
