//! The static seam of `verify`: properties decided before anything runs, by the
//! cost analyser (`costlog-analyzer`): cost bounds on resolution steps compared with
//! the inferred ones, `not_fails`, `is_det`, `det`, and the properties that hold of
//! every predicate. Undecided properties go to run-time checking.

use costlog_analyzer::decide::{Decider, Decision};
use costlog_assertions::{Assertion, CompProp};

/// The static verdict on `prop` of `part`, if there is one.
pub fn decide(decider: &mut Decider, part: &Assertion, prop: &CompProp) -> Option<Decision> {
    decider.decide(part, prop)
}
