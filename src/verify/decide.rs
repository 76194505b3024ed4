//! The static seam of `verify`: properties decided before anything runs.
//!
//! The static cost analyser plugs in here: given an assertion part and one of its
//! computational properties, it answers `checked`, `false`, or nothing (the
//! property goes to run-time checking). Today only the properties that hold of
//! every predicate by definition (`possibly_fails`, `possibly_nondet`) are decided.

use costlog_assertions::{Assertion, CompProp, Status};

/// The static verdict on `prop` of `part`, if there is one.
pub fn decide(_part: &Assertion, prop: &CompProp) -> Option<Status> {
    match prop {
        CompProp::PossiblyFails | CompProp::PossiblyNondet => Some(Status::Checked),
        _ => None,
    }
}
