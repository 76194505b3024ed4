//! Static cost analysis for costlog.
//!
//! Per predicate and call pattern: modes and types, argument sizes, cost relations
//! per clause, their closed forms as upper and lower bound functions of the input
//! sizes, and the comparison of asserted bounds with inferred ones.
//!
//! The public API is what the `costlog` binary and the tests need, re-exported
//! below: the [`Decider`] that verify asks, the per-predicate [`Analyzer`] and its
//! [`Info`], call patterns, bound printing and the calibrated [`TimeModel`]. The
//! modules themselves are private, so their helpers can change freely.
#![deny(missing_docs)]

mod apply;
mod builtins;
mod calls;
mod compare;
mod decide;
mod goal_vars;
mod grammar;
mod infer;
mod numeric;
mod program;
mod range;
mod report;
mod simplify;
mod solve;
mod sym;
mod time;
mod trust;
mod unfold;
mod user_resource;

pub use calls::{CallsDecider, Source};
pub use decide::Decider;
pub use infer::{bounds, calls_text, pattern_of, Analyzer, Elem, Info, Mode, Pattern, Ty};
pub use program::Program;
pub use report::{bound_text, sizes_expr, true_pred};
pub use simplify::simplify;
pub use sym::{Sym, Var};
pub use time::{TimeModel, DEFAULT_CALL_OVERHEAD_NS};
