//! costlog's assertion language.
//!
//! Turns the assertion directives the engine keeps while consulting (`pred`, `calls`,
//! `success`, `comp`, `entry`, `test`, `cost_center`, `regtype`, `resource`, ...) into
//! typed [`Assertion`]s with the span of every directive and sub-term, and reports
//! malformed ones as diagnostics. Nothing here runs Prolog code.
#![deny(missing_docs)]

pub mod ciao;
pub mod codes;
pub mod expr;
pub mod model;
pub mod parse;
pub mod props;
pub mod verdict;

pub use ciao::{PredCost, SizeMetric};
pub use model::*;
pub use parse::{parse_directives, AssertionSet, CostFunction, ResourceDecl};
pub use verdict::{CallSite, Counterexample, Evidence, Observation, Origin, Trail, Verdict};
