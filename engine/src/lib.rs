//! costlog's Prolog engine.
//!
//! The reader turns Prolog text into owned [`Term`]s with byte spans; the machine
//! compiles clauses to instructions for an abstract machine with tagged heap cells,
//! a trail, a choice-point stack and environments, runs goals on it, emits box-model
//! events to an optional observer and counts resolution steps and unification
//! components per predicate.
#![deny(missing_docs)]

pub mod arith;
pub mod atom;
pub mod format;
pub mod number;
pub mod ops;
pub mod reader;
pub mod term;
pub mod write;

pub use atom::Atom;
pub use number::Number;
pub use ops::{OpDef, OpTable, OpType};
pub use term::{Term, VarId};
