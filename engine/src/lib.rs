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
mod builtins;
pub mod clock;
pub mod counter;
pub mod diagnostic;
pub mod dict;
pub mod format;
pub mod machine;
pub mod messages;
pub mod number;
pub mod ops;
mod prelude;
pub mod profile;
mod rational;
pub mod reader;
pub mod term;
pub mod write;

pub use atom::{Atom, AtomName};
pub use counter::{Counter, Counts};
pub use diagnostic::{Diagnostic, Severity};
pub use machine::consult::{KeptDirective, LoadReport};
pub use machine::{Limits, Machine, Outcome};
pub use reader::SourceFile;

/// `Name/Arity` as a term.
pub(crate) fn builtins_indicator(name: Atom, arity: usize) -> Term {
    Term::Compound(Atom::SLASH, vec![Term::Atom(name), Term::Int(arity as i64)])
}
pub use number::Number;
pub use ops::{OpDef, OpTable, OpType};
pub use term::{Term, VarId};
