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

/// A register of the register file: an argument register (below `FIRST_TEMP`) or a
/// clause temporary. Typed so that a register cannot be mixed up with an arity, a
/// count or an environment slot; it is as cheap as the bare index.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Reg(pub u16);

impl Reg {
    /// The index into the register file.
    #[inline(always)]
    pub fn index(self) -> usize {
        self.0 as usize
    }

    /// Whether this is a clause temporary rather than an argument register.
    #[inline]
    pub fn is_temp(self) -> bool {
        self.0 >= FIRST_TEMP
    }
}

/// A register or environment slot holding a clause variable.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Slot {
    /// A register: a temporary, or the argument register a head variable stays in.
    X(Reg),
    /// Permanent variable: slot in the current environment frame.
    Y(u16),
}

/// Index of the first temporary register.
pub const FIRST_TEMP: u16 = 256;
/// Size of the register file.
pub const NUM_REGS: usize = 1024;

/// A predicate: its index in the database's predicate table.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct PredId(pub u32);

impl PredId {
    /// The index into the predicate table.
    #[inline]
    pub fn index(self) -> usize {
        self.0 as usize
    }
}
/// Index of a builtin function in the builtin table.
pub type BuiltinId = u16;

/// A constant operand: an atomic cell in 12 bytes aligned to 4 (a 64-bit number as
/// two halves), so that an `Instr` takes 16 bytes rather than the 24 a `Cell`
/// operand costs; the run loop copies every instruction it dispatches.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Const {
    /// An atom.
    Atom(Atom),
    /// An integer: low and high 32 bits.
    Int(u32, u32),
    /// A float: low and high 32 bits of its bit pattern.
    Float(u32, u32),
    /// A big integer in the clause-constant table.
    Big(u32),
    /// A rational in the clause-constant table.
    Rat(u32),
    /// A string in the clause-constant table.
    String(u32),
}

impl Const {
    /// The constant operand for `c`, if `c` is atomic.
    pub fn of(c: Cell) -> Option<Const> {
        let halves = |bits: u64| (bits as u32, (bits >> 32) as u32);
        Some(match c {
            Cell::Atom(a) => Const::Atom(a),
            Cell::Int(i) => {
                let (lo, hi) = halves(i as u64);
                Const::Int(lo, hi)
            }
            Cell::Float(f) => {
                let (lo, hi) = halves(f.to_bits());
                Const::Float(lo, hi)
            }
            Cell::Big(b) => Const::Big(b),
            Cell::Rat(r) => Const::Rat(r),
            Cell::String(s) => Const::String(s),
            Cell::Ref(_) | Cell::Str(_) | Cell::Fun(..) | Cell::Lis(_) => return None,
        })
    }

    /// The cell this constant stands for.
    #[inline(always)]
    pub fn cell(self) -> Cell {
        let whole = |lo: u32, hi: u32| u64::from(lo) | (u64::from(hi) << 32);
        match self {
            Const::Atom(a) => Cell::Atom(a),
            Const::Int(lo, hi) => Cell::Int(whole(lo, hi) as i64),
            Const::Float(lo, hi) => Cell::Float(f64::from_bits(whole(lo, hi))),
            Const::Big(b) => Cell::Big(b),
            Const::Rat(r) => Cell::Rat(r),
            Const::String(s) => Cell::String(s),
        }
    }
}

/// One element of a list cell in a [`Instr::GetListPair`]: what the `Unify*`
/// instruction it stands for does with it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ListArg {
    /// `UnifyVar { slot }`: first occurrence of a variable.
    Var(Slot),
    /// `UnifyVal { slot }`: later occurrence of a variable.
    Val(Slot),
    /// `UnifyVoid { n: 1 }`: an anonymous variable.
    Void,
}

/// One instruction. Field names: `a` is a register number, `slot` a variable location,
/// `c` a constant, `n` a count.
#[allow(missing_docs)]
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Instr {
    /// First occurrence of a variable in a head argument: `slot := A[a]`.
    GetVar { slot: Slot, a: Reg },
    /// Later occurrence in a head argument: unify `slot` with `A[a]`.
    GetVal { slot: Slot, a: Reg },
    /// Head argument is a constant (atom, number; never a `Ref`/`Str`/`Lis`).
    GetConst { c: Const, a: Reg },
    /// Head argument `f(...)`; enters read or write mode.
    GetStruct { name: Atom, arity: u32, a: Reg },
    /// Head argument `[_|_]`; enters read or write mode.
    GetList { a: Reg },
    /// Superinstruction (`superinstr.rs`): `GetList { a }` and the two `Unify*`
    /// instructions after it in one dispatch. Those two stay in the code after it
    /// (skipped when it runs), so code readers see the plain sequence.
    GetListPair {
        a: Reg,
        head: ListArg,
        tail: ListArg,
    },
    /// Sub-argument, first occurrence of a variable.
    UnifyVar { slot: Slot },
    /// Sub-argument, later occurrence of a variable.
    UnifyVal { slot: Slot },
    /// Sub-argument constant.
    UnifyConst { c: Const },
    /// `n` anonymous sub-arguments.
    UnifyVoid { n: u32 },
    /// Body argument: fresh variable stored in `slot` and `A[a]`.
    PutVar { slot: Slot, a: Reg },
    /// Body argument: `A[a] := slot`.
    PutVal { slot: Slot, a: Reg },
    /// Body argument: anonymous fresh variable.
    PutVoid { a: Reg },
    /// Body argument constant.
    PutConst { c: Const, a: Reg },
    /// Body argument `f(...)` built on the heap; `Set*` instructions follow.
    PutStruct { name: Atom, arity: u32, a: Reg },
    /// Body argument `[_|_]` built on the heap; two `Set*` instructions follow.
    PutList { a: Reg },
    /// Pushes a fresh variable, also stored in `slot`.
    SetVar { slot: Slot },
    /// Pushes the value of `slot`.
    SetVal { slot: Slot },
    /// Pushes a constant.
    SetConst { c: Const },
    /// Pushes `n` fresh variables.
    SetVoid { n: u32 },
    /// End of head unification: a resolution step succeeded; `shape` indexes the
    /// clause's head-argument shape table (for the unification counters).
    Neck { shape: u32 },
    /// Superinstruction: `Neck { shape }` then the `Proceed` that stays after it
    /// (run from there when the neck starts a wakeup).
    NeckProceed { shape: u32 },
    /// Superinstruction: `Neck { shape }` then the `Execute { pred }` that stays
    /// after it (run from there when the neck starts a wakeup).
    NeckExecute { shape: u32, pred: PredId },
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
    Is { slot: Slot, a: Reg, reclaim: u16 },
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

// Every dispatch copies an instruction: keep it at 16 bytes.
const _: () = assert!(std::mem::size_of::<Instr>() == 16);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn constants_round_trip() {
        let cells = [
            Cell::Atom(Atom::new("a")),
            Cell::Int(-1),
            Cell::Int(i64::MIN),
            Cell::Int(i64::MAX),
            Cell::Int(0x1234_5678_9abc_def0),
            Cell::Float(-2.5),
            Cell::Float(f64::MIN_POSITIVE),
            Cell::Big(7),
            Cell::String(9),
        ];
        for c in cells {
            assert_eq!(Const::of(c).map(Const::cell), Some(c));
        }
        assert_eq!(Const::of(Cell::Ref(0)), None);
        assert_eq!(Const::of(Cell::Lis(3)), None);
    }
}
