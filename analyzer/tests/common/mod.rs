//! What the soundness harnesses over generated programs share: loading a program
//! and analysing its `pred` assertion for every counter, and the upper bound a
//! first solution must respect.

use costlog_analyzer::{Decider, Info};
use costlog_assertions::{parse_directives, Kind};
use costlog_engine::{Counter, Machine, Term};

/// Loads `text` (a generated program with one `pred` assertion) and analyses the
/// assertion's call pattern for every calibrated counter: the machine the
/// program is loaded in, and each counter with its analysis.
#[allow(dead_code)] // Not every harness uses it.
pub fn analysed(text: &str) -> (Machine, Vec<(Counter, Info)>) {
    analysed_for(text, &Counter::CALIBRATED)
}

/// [`analysed`] for the counters `counters`.
pub fn analysed_for(text: &str, counters: &[Counter]) -> (Machine, Vec<(Counter, Info)>) {
    let mut m = Machine::new();
    let report = m.consult_str("generated.pl", text);
    assert!(!report.has_errors(), "{text}: {:?}", report.diagnostics);
    let set = parse_directives(&report.kept, &|n, a| m.is_defined(n, a as u32));
    let terms: Vec<Term> = report
        .clauses
        .iter()
        .map(|(_, rt)| rt.term.clone())
        .collect();
    let a = set
        .assertions
        .iter()
        .find(|a| a.kind == Kind::Pred)
        .expect("the pred assertion");
    let mut decider = Decider::new(&terms, &report.run_time_defined);
    decider.set_assertions(&set.assertions);
    let infos = counters
        .iter()
        .map(|r| (*r, decider.info_for(a, *r).expect("a call pattern").2))
        .collect();
    (m, infos)
}

/// Fails with every unsound bound found, one per line.
pub fn assert_none_unsound(failures: &[String]) {
    assert!(
        failures.is_empty(),
        "{} unsound bounds:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// The least of the upper bounds that hold up to the first solution (the bound
/// on every solution, the first-solution bound and each alternative) at the
/// sizes `val` gives, or `None` when all are `inf`.
pub fn first_solution_ub(info: &Info, val: &dyn Fn(u32) -> f64) -> Option<f64> {
    info.cost
        .ub
        .iter()
        .chain(&info.first_ub)
        .chain(&info.alt_ubs)
        .map(|u| u.eval(val))
        .reduce(f64::min)
}
