//! The register file: argument registers and clause temporaries.
//!
//! A fixed array of [`NUM_REGS`] cells read and written by [`Reg`]: the index is
//! reduced modulo the (power of two) size, so the run loop's register reads and
//! writes need no bounds check. The compiler never allocates a register at or above
//! `NUM_REGS`, so the reduction never changes an index. Indexing by `usize`
//! (builtins' `regs[0]`, ranges for saving and restoring arguments) goes through
//! the slice, checked as before.

use std::ops::{Deref, DerefMut};

use super::cell::Cell;
use super::instr::{Reg, NUM_REGS};
use crate::atom::Atom;

const _: () = assert!(NUM_REGS.is_power_of_two());

/// The machine's registers, every one holding `[]` at the start.
pub(crate) struct RegFile(Box<[Cell; NUM_REGS]>);

impl RegFile {
    /// A register file with every register holding `[]`.
    pub(crate) fn new() -> RegFile {
        RegFile(Box::new([Cell::Atom(Atom::NIL); NUM_REGS]))
    }

    /// The cell in register `r` (the run loop's read: no bounds check).
    #[inline(always)]
    pub(crate) fn at(&self, r: Reg) -> Cell {
        self.0[r.index() % NUM_REGS]
    }

    /// Puts `c` in register `r` (the run loop's write: no bounds check).
    #[inline(always)]
    pub(crate) fn set(&mut self, r: Reg, c: Cell) {
        self.0[r.index() % NUM_REGS] = c;
    }
}

impl Deref for RegFile {
    type Target = [Cell];

    #[inline(always)]
    fn deref(&self) -> &[Cell] {
        &self.0[..]
    }
}

impl DerefMut for RegFile {
    #[inline(always)]
    fn deref_mut(&mut self) -> &mut [Cell] {
        &mut self.0[..]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_register_written_by_reg_is_read_by_its_index() {
        let mut regs = RegFile::new();
        regs.set(Reg(300), Cell::Int(7));
        assert_eq!(regs[300], Cell::Int(7));
        assert_eq!(regs.at(Reg(300)), Cell::Int(7));
        assert_eq!(regs.at(Reg(299)), Cell::Atom(Atom::NIL));
        assert_eq!(regs.len(), NUM_REGS);
    }
}
