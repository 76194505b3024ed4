//! Helpers shared by the machine's unit tests.

use super::{Machine, Outcome};

/// Whether `goal` has a solution on `m`.
pub(super) fn solves(m: &mut Machine, goal: &str) -> bool {
    let g = m.parse_goal(goal).expect("goal parses");
    m.run_once(&g) == Outcome::Solved
}

/// A machine with `text` consulted, which must load without errors.
pub(super) fn loaded(text: &str) -> Machine {
    let mut m = Machine::new();
    let report = m.consult_str("t.pl", text);
    assert!(!report.has_errors(), "{:?}", report.diagnostics);
    m
}
