//! Machine registers, frames and choice points.
//!
//! WAM names in the field docs: `P` program counter, `CP` continuation, `E` current
//! environment, `B` newest choice point, `B0` cut barrier of the current call, `H` heap
//! top, `HB` heap top at the newest choice point, `TR` trail top, `S` structure pointer.

use super::cell::Cell;
use super::instr::PredId;
use crate::atom::Atom;
use std::rc::Rc;

/// An environment (WAM `E` frame): the continuation of a clause body in progress.
#[derive(Clone, Copy, Debug)]
pub struct Frame {
    /// Previous environment (`CE`).
    pub prev: u32,
    /// Continuation code address (`CP`).
    pub cp: u32,
    /// Cut barrier of the clause owning this frame (`B0` at its call).
    pub cut_b: u32,
    /// Start of its permanent variables in the Y stack.
    pub ybase: u32,
    /// Number of permanent variables.
    pub ny: u32,
    /// The predicate whose clause owns this environment.
    pub pred: PredId,
}

/// What to do when backtracking reaches a choice point.
#[derive(Clone, Debug)]
pub enum Alternative {
    /// Try the next clause of `pred` from `list[next..]`.
    Clauses {
        /// The predicate.
        pred: PredId,
        /// Candidate clauses (snapshot of the index at call time).
        list: Rc<[u32]>,
        /// Position of the next candidate.
        next: u32,
    },
    /// Try the next clause of dynamic predicate `pred` from its chains.
    Dynamic {
        /// The predicate.
        pred: PredId,
        /// Where the call is in the chains.
        cursor: super::dynamic::Cursor,
        /// Keeps the clauses the call sees linked.
        pin: super::dynamic::Pin,
    },
    /// `clause/2`, `retract/1`: unify the next clause of `pred` with the arguments
    /// (boxed: rarer than clause alternatives, which stay small).
    Access(Box<(PredId, super::dbrun::AccessCursor)>),
    /// Bottom of a (possibly nested) query: backtracking here means the query failed.
    Barrier,
    /// An exhausted alternative (soft-cut disabled it): just pop it.
    Exhausted,
    /// `setup_call_cleanup/3`'s mark under its goal's choice points: its saved
    /// argument is the cleanup goal, run when a cut removes the mark (backtracking
    /// just pops it: the library code runs the cleanup on failure itself).
    Cleanup,
}

/// A choice point (WAM `B` frame).
#[derive(Clone, Debug)]
pub struct ChoicePoint {
    /// What to try next.
    pub alt: Alternative,
    /// Saved `E`.
    pub e: u32,
    /// Saved `CP`.
    pub cp: u32,
    /// Saved `B0`.
    pub b0: u32,
    /// Saved `H`.
    pub h: u32,
    /// Saved `TR`.
    pub tr: u32,
    /// Environments below this index are protected.
    pub frame_top: u32,
    /// Y-stack cells below this index are protected.
    pub ytop: u32,
    /// Saved big-integer arena length.
    pub bigs: u32,
    /// Start of the saved argument registers in the argument stack.
    pub args: u32,
    /// Number of saved argument registers.
    pub nargs: u32,
    /// Database generation of the call (logical update view).
    pub gen: u64,
    /// Heap address of the catch flag when this is a `catch/3` frame, else `u32::MAX`.
    pub catch_flag: u32,
    /// Traced call current when the choice point was made (restored on backtracking).
    pub port_frame: u32,
    /// Number of port frames to keep when backtracking here.
    pub pf_len: u32,
    /// Traced call whose clause alternatives this is (`NO_FRAME` if none).
    pub pf_owner: u32,
    /// The newest of the redo marks of cost-centre activations whose exits left
    /// this as their newest choice point (an index in the profiler's marks plus
    /// one; `NO_REDO` for none): backtracking here re-opens them. Kept in the
    /// choice point so that a new one starts with none.
    pub cc_redo: u32,
    /// Depth of the running body when the choice point was made (`depth.rs`).
    pub depth: u32,
}

/// One entry of the trail.
#[derive(Clone, Debug)]
pub enum TrailEntry {
    /// A heap variable was bound: reset it to unbound on backtracking.
    Bind(u32),
    /// A backtrackable global variable was set: restore its old value.
    Global(Atom, Option<GlobalValue>),
    /// The attribute chain of a variable changed: restore the old one (`attvar.rs`).
    Attr(u32, Option<Cell>),
    /// `setarg/3` overwrote a compound's argument cell: restore the old cell.
    Arg(u32, Cell),
}

/// The value of a global variable: a cell, or an owned term for `nb_setval`.
#[derive(Clone, Debug)]
pub enum GlobalValue {
    /// Set by `b_setval/2`: a heap cell (valid while the bindings that made it hold).
    Heap(Cell),
    /// Set by `nb_setval/2`: a copy that survives backtracking.
    Owned(crate::term::Term),
}
