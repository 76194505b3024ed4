//! Values kept beside the heap: big integers, rationals and strings.
//!
//! None fits in one tagged cell, so all live in one side arena of the machine
//! (and in a persistent table for clause constants), referred to by index from
//! `Cell::Big`, `Cell::Rat` and `Cell::String`. One arena means one mechanism for all: the same
//! accounting against the memory limit, the same truncation on backtracking and the
//! same compaction by the collector.

use super::cell::Cell;
use num_bigint::BigInt;
use num_rational::BigRational;
use std::rc::Rc;

/// One value of the side arena.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Boxed {
    /// A big integer (`Cell::Big`).
    Int(Rc<BigInt>),
    /// A rational that is not an integer (`Cell::Rat`).
    Rat(Rc<BigRational>),
    /// A string (`Cell::String`).
    Text(Rc<str>),
}

impl Boxed {
    /// Approximate bytes the value occupies, for the memory limit.
    pub(crate) fn size(&self) -> usize {
        match self {
            Boxed::Int(b) => (b.bits() / 8) as usize + 32,
            Boxed::Rat(r) => ((r.numer().bits() + r.denom().bits()) / 8) as usize + 64,
            Boxed::Text(s) => s.len() + 32,
        }
    }

    /// The cell referring to this value stored at arena index `i`.
    pub(crate) fn cell(&self, i: u32) -> Cell {
        match self {
            Boxed::Int(_) => Cell::Big(i),
            Boxed::Rat(_) => Cell::Rat(i),
            Boxed::Text(_) => Cell::String(i),
        }
    }
}

impl Cell {
    /// The same kind of arena cell with index `i` (other cells unchanged).
    #[inline]
    pub(crate) fn with_arena_index(self, i: u32) -> Cell {
        match self {
            Cell::Big(_) => Cell::Big(i),
            Cell::Rat(_) => Cell::Rat(i),
            Cell::String(_) => Cell::String(i),
            other => other,
        }
    }
}
