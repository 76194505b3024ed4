//! Code blocks of dynamic clauses: allocated in the machine's code vector in
//! size classes and reused once their clause is freed, so that a long
//! assert/retract loop keeps its code in bounded space. Blocks of up to
//! [`EXACT`] instructions have their exact size (a fact is three instructions: a
//! power of two wasted a quarter of every fact's block); longer ones a power of two.
//!
//! A block is filled with `Fail` when it becomes reusable. The block of a leaf clause (one that calls
//! nothing: a fact, or a body of inline unifications) is free for reuse at once, as
//! no continuation can point into it. Any other block may hold the return address of
//! a call in progress (a retracted clause keeps running), so it is buried and reused
//! only after a sweep finds no code address in use inside it.

use super::fasthash::FastMap;
use super::instr::Instr;

/// Fewest buried blocks that make the next sweep run.
const MIN_SWEEP: usize = 64;

/// Blocks up to this many instructions are allocated at their exact size.
const EXACT: usize = 16;

/// The size class of a block for `len` instructions: the size itself up to
/// [`EXACT`], then one class per power of two.
fn class_of(len: usize) -> u8 {
    if len <= EXACT {
        len.max(1) as u8
    } else {
        (EXACT + (len.next_power_of_two() / EXACT).trailing_zeros() as usize) as u8
    }
}

/// The number of instructions of a block of class `class`.
fn block_size(class: u8) -> usize {
    let c = class as usize;
    if c <= EXACT {
        c
    } else {
        EXACT << (c - EXACT)
    }
}

/// The allocator of dynamic clauses' code blocks.
#[derive(Debug)]
pub(crate) struct CodeSpace {
    /// Free blocks by size class ([`block_size`] instructions).
    free: Vec<Vec<u32>>,
    /// Blocks in use: start → (size class, leaf).
    blocks: FastMap<u32, (u8, bool)>,
    /// Freed non-leaf blocks waiting for a sweep.
    buried: Vec<u32>,
    /// Buried blocks that make the next sweep run.
    sweep_at: usize,
}

impl Default for CodeSpace {
    fn default() -> Self {
        CodeSpace {
            free: Vec::new(),
            blocks: FastMap::default(),
            buried: Vec::new(),
            sweep_at: MIN_SWEEP,
        }
    }
}

/// Whether a clause's code calls nothing (no return address can point into it).
fn is_leaf(body: &[Instr]) -> bool {
    !body.iter().any(|i| {
        matches!(
            i,
            Instr::Call { .. } | Instr::Execute { .. } | Instr::Builtin { .. } | Instr::Is { .. }
        )
    })
}

impl CodeSpace {
    /// Places `body` in `code` (a reused block or a new one at the end); its start.
    pub(crate) fn alloc(&mut self, code: &mut Vec<Instr>, body: Vec<Instr>) -> u32 {
        let class = class_of(body.len());
        let size = block_size(class);
        let leaf = is_leaf(&body);
        let start = match self.free.get_mut(class as usize).and_then(|f| f.pop()) {
            Some(s) => {
                let s0 = s as usize;
                let n = body.len();
                code.splice(s0..s0 + n, body);
                s
            }
            None => {
                let s = code.len() as u32;
                let n = body.len();
                code.extend(body);
                code.extend(std::iter::repeat_n(Instr::Fail, size - n));
                s
            }
        };
        self.blocks.insert(start, (class, leaf));
        start
    }

    /// Releases the block at `start`: reusable at once if it is a leaf, else buried.
    /// Returns whether a sweep is due.
    pub(crate) fn release(&mut self, code: &mut [Instr], start: u32) -> bool {
        let Some(&(class, leaf)) = self.blocks.get(&start) else {
            return false;
        };
        if leaf {
            self.blocks.remove(&start);
            self.push_free(code, class, start);
            return false;
        }
        self.buried.push(start);
        self.buried.len() >= self.sweep_at
    }

    /// Makes the block at `start` reusable, filled with `Fail`.
    fn push_free(&mut self, code: &mut [Instr], class: u8, start: u32) {
        let s = start as usize;
        code[s..s + block_size(class)].fill(Instr::Fail);
        let c = class as usize;
        if self.free.len() <= c {
            self.free.resize(c + 1, Vec::new());
        }
        self.free[c].push(start);
    }

    /// Frees the buried blocks that hold none of the code addresses `in_use`.
    pub(crate) fn sweep(&mut self, code: &mut [Instr], mut in_use: Vec<u32>) {
        in_use.sort_unstable();
        let buried = std::mem::take(&mut self.buried);
        for start in buried {
            let Some(&(class, _)) = self.blocks.get(&start) else {
                continue;
            };
            let end = start + block_size(class) as u32;
            let i = in_use.partition_point(|&a| a < start);
            if in_use.get(i).is_some_and(|&a| a < end) {
                self.buried.push(start);
            } else {
                self.blocks.remove(&start);
                self.push_free(code, class, start);
            }
        }
        self.sweep_at = MIN_SWEEP.max(2 * self.buried.len());
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::machine::instr::{PredId, Reg, Slot};

    fn fact(n: usize) -> Vec<Instr> {
        let mut v = vec![
            Instr::GetVar {
                slot: Slot::X(Reg(256)),
                a: Reg(0)
            };
            n - 1
        ];
        v.push(Instr::Proceed);
        v
    }

    #[test]
    fn leaf_blocks_are_reused_at_once() {
        let mut space = CodeSpace::default();
        let mut code = vec![Instr::Halt];
        let a = space.alloc(&mut code, fact(3));
        assert_eq!((a, code.len()), (1, 4));
        assert_eq!(code[3], Instr::Proceed);
        assert!(!space.release(&mut code, a));
        assert_eq!(code[1..4], [Instr::Fail; 3]);
        // A block of another size class is not reused for it.
        let b = space.alloc(&mut code, fact(4));
        assert_eq!((b, code.len()), (4, 8));
        let c = space.alloc(&mut code, fact(3));
        assert_eq!((c, code.len()), (1, 8));
        assert_eq!(code[3], Instr::Proceed);
    }

    #[test]
    fn long_blocks_take_a_power_of_two_and_short_ones_their_size() {
        for len in 1..=EXACT {
            assert_eq!(block_size(class_of(len)), len);
        }
        for (len, size) in [(17, 32), (32, 32), (33, 64), (1000, 1024), (4096, 4096)] {
            assert_eq!(block_size(class_of(len)), size, "{len}");
        }
        let mut space = CodeSpace::default();
        let mut code = vec![Instr::Halt];
        let a = space.alloc(&mut code, fact(20));
        assert_eq!((a, code.len()), (1, 33));
        assert_eq!(code[32], Instr::Fail);
        space.release(&mut code, a);
        assert_eq!(space.alloc(&mut code, fact(30)), a);
    }

    #[test]
    fn calling_blocks_wait_for_a_sweep_that_finds_them_unused() {
        let mut space = CodeSpace::default();
        let mut code = vec![Instr::Halt];
        let body = vec![Instr::Call { pred: PredId(0) }, Instr::Proceed];
        let a = space.alloc(&mut code, body.clone());
        let b = space.alloc(&mut code, body.clone());
        space.release(&mut code, a);
        space.release(&mut code, b);
        // A return address inside `a`: only `b` is reusable.
        assert_eq!(
            code[a as usize],
            Instr::Call { pred: PredId(0) },
            "a may still run"
        );
        space.sweep(&mut code, vec![a + 1]);
        assert_eq!(space.alloc(&mut code, body.clone()), b);
        assert_eq!(space.alloc(&mut code, body), 5);
        space.sweep(&mut code, Vec::new());
        assert_eq!(space.buried.len(), 0);
    }
}
