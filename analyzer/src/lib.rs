//! Static cost analysis for costlog.
//!
//! Per predicate and call pattern: modes and types, argument sizes, cost relations
//! per clause, their closed forms as upper and lower bound functions of the input
//! sizes, and the comparison of asserted bounds with inferred ones.
#![deny(missing_docs)]

pub mod builtins;
pub mod compare;
pub mod decide;
pub mod infer;
pub mod numeric;
pub mod program;
pub mod range;
pub mod report;
pub mod simplify;
pub mod solve;
pub mod sym;
pub mod time;
pub mod trust;
pub mod unfold;
