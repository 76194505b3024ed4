//! Cost-centre profiling for costlog.
//!
//! The engine records a [`Profile`] per run (see `costlog_engine::profile`); this
//! crate decides which predicates are cost centres ([`spec`]), runs goals under the
//! profiler and without it ([`runner`]), orders the cost-centre table ([`table`]),
//! draws DOT graphs ([`export`]; the binary renders every other format, text
//! included), finds bottlenecks by
//! iterated profiling ([`auto`]) and checks `rel_cost` assertions ([`relcost`]).
#![deny(missing_docs)]

pub mod auto;
pub mod export;
pub mod relcost;
pub mod runner;
pub mod spec;
pub mod table;

pub use costlog_engine::profile::{CcId, CcSpec, Metric, PathId, Profile, Usage};
