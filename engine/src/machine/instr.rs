//! The instruction set of the abstract machine.
//!
//! A WAM-style design: head unification is compiled to `Get*`/`Unify*` instructions
//! that read argument registers, body goals to `Put*`/`Set*` instructions that build
//! arguments, and control to `Allocate`/`Call`/`Execute`/`Proceed`. Registers `0..256`
//! are argument registers; clause temporaries live at `256..`, so loading arguments
//! never clobbers a temporary. Permanent variables live in the environment frame.
//! Clause selection (try/retry/trust) is done by the machine from the predicate's
//! first-argument index rather than by instructions.

use super::cell::Cell;
use crate::atom::Atom;

/// A register or environment slot holding a clause variable.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Slot {
    /// Temporary register (index into the register file, >= `FIRST_TEMP`).
    X(u16),
    /// Permanent variable: slot in the current environment frame.
    Y(u16),
}

/// Index of the first temporary register.
pub const FIRST_TEMP: u16 = 256;
/// Size of the register file.
pub const NUM_REGS: usize = 1024;

/// Index of a predicate in the database.
pub type PredId = u32;
/// Index of a builtin function in the builtin table.
pub type BuiltinId = u16;

/// One instruction. Field names: `a` is a register number, `slot` a variable location,
/// `c` a constant cell, `n` a count.
#[allow(missing_docs)]
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Instr {
    /// First occurrence of a variable in a head argument: `slot := A[a]`.
    GetVar { slot: Slot, a: u16 },
    /// Later occurrence in a head argument: unify `slot` with `A[a]`.
    GetVal { slot: Slot, a: u16 },
    /// Head argument is a constant (atom, number; never a `Ref`/`Str`/`Lis`).
    GetConst { c: Cell, a: u16 },
    /// Head argument `f(...)`; enters read or write mode.
    GetStruct { name: Atom, arity: u32, a: u16 },
    /// Head argument `[_|_]`; enters read or write mode.
    GetList { a: u16 },
    /// Sub-argument, first occurrence of a variable.
    UnifyVar { slot: Slot },
    /// Sub-argument, later occurrence of a variable.
    UnifyVal { slot: Slot },
    /// Sub-argument constant.
    UnifyConst { c: Cell },
    /// `n` anonymous sub-arguments.
    UnifyVoid { n: u32 },
    /// Body argument: fresh variable stored in `slot` and `A[a]`.
    PutVar { slot: Slot, a: u16 },
    /// Body argument: `A[a] := slot`.
    PutVal { slot: Slot, a: u16 },
    /// Body argument: anonymous fresh variable.
    PutVoid { a: u16 },
    /// Body argument constant.
    PutConst { c: Cell, a: u16 },
    /// Body argument `f(...)` built on the heap; `Set*` instructions follow.
    PutStruct { name: Atom, arity: u32, a: u16 },
    /// Body argument `[_|_]` built on the heap; two `Set*` instructions follow.
    PutList { a: u16 },
    /// Pushes a fresh variable, also stored in `slot`.
    SetVar { slot: Slot },
    /// Pushes the value of `slot`.
    SetVal { slot: Slot },
    /// Pushes a constant.
    SetConst { c: Cell },
    /// Pushes `n` fresh variables.
    SetVoid { n: u32 },
    /// End of head unification: a resolution step succeeded; `shape` indexes the
    /// clause's head-argument shape table (for the unification counters).
    Neck { shape: u32 },
    /// Pushes an environment with `n` permanent variables.
    Allocate { n: u16 },
    /// Pops the environment, restoring the continuation.
    Deallocate,
    /// Calls `pred` with the continuation set to the next instruction.
    Call { pred: PredId },
    /// Last call: jumps to `pred` keeping the current continuation.
    Execute { pred: PredId },
    /// Returns to the continuation.
    Proceed,
    /// `X is E` where `X` is a fresh variable: evaluates `A[a]` and stores the number
    /// directly in `slot` (no heap variable is created for `X`). The expression was
    /// just built on the heap with `reclaim` cells that nothing else references: they
    /// are popped after evaluation.
    Is { slot: Slot, a: u16, reclaim: u16 },
    /// Runs deterministic builtin `id` on `A[0..arity]`.
    Builtin { id: BuiltinId, arity: u16 },
    /// Cut before any call: removes choice points above the call's barrier register.
    NeckCut,
    /// Cut after a call: removes choice points above the barrier saved in the environment.
    Cut,
    /// Fails.
    Fail,
    /// End of a top-level query: stops the run loop with success.
    Halt,
    /// Continuation used by the box-model observer: emits `exit` for the frame on top.
    PortExit,
    /// Continuation of a cost-centre call: the active cost centre exits.
    CcExit,
    /// Continuation of a wakeup call: resumes the interrupted clause (`attvar.rs`).
    WakeReturn,
}
