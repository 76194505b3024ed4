//! The collector's compaction: live cells and live arena values slide down in
//! order, and every pointer into them (cells, roots, trail, choice points) is
//! relocated to its forwarding address, the number of live entries below it.

use super::super::cell::Cell;
use super::super::heap::BIG_CONST;
use super::super::state::{GlobalValue, TrailEntry};
use super::super::Machine;
use super::mark::{is_set, Marks};

/// Live entries below each word of a bitset (and the total at the end).
fn rank_table(bits: &[u64]) -> Vec<u32> {
    let mut prefix = Vec::with_capacity(bits.len() + 1);
    let mut n = 0u32;
    for w in bits {
        prefix.push(n);
        n += w.count_ones();
    }
    prefix.push(n);
    prefix
}

/// A bitset with its rank table: the forwarding address of entry `i` is the
/// number of set bits below `i`.
struct Forward {
    bits: Vec<u64>,
    rank: Vec<u32>,
    len: usize,
}

impl Forward {
    fn new(bits: Vec<u64>, len: usize) -> Forward {
        let rank = rank_table(&bits);
        Forward { bits, rank, len }
    }

    /// Live entries below `i` (addresses past the end map to the total).
    #[inline(always)]
    fn fwd(&self, i: usize) -> u32 {
        let i = i.min(self.len);
        let (w, b) = (i / 64, i % 64);
        self.rank[w] + (self.bits[w] & ((1u64 << b) - 1)).count_ones()
    }

    /// Number of live entries.
    fn live(&self) -> usize {
        self.rank[self.bits.len()] as usize
    }
}

/// Forwarding addresses of the heap and of the arena.
pub(super) struct Relocation {
    cells: Forward,
    bigs: Forward,
}

impl Relocation {
    /// The new address of heap cell `a`.
    #[inline(always)]
    fn fwd(&self, a: u32) -> u32 {
        self.cells.fwd(a as usize)
    }

    /// `c` with its heap address or arena index relocated (inlined: the slide
    /// calls it once a live cell, and a call cost as much as the relocation).
    #[inline(always)]
    fn reloc(&self, c: Cell) -> Cell {
        match c {
            Cell::Big(b) | Cell::Rat(b) | Cell::String(b) if b & BIG_CONST == 0 => {
                c.with_arena_index(self.bigs.fwd(b as usize))
            }
            Cell::Ref(a) => Cell::Ref(self.fwd(a)),
            Cell::Str(s) => Cell::Str(self.fwd(s)),
            Cell::Lis(p) => Cell::Lis(self.fwd(p)),
            other => other,
        }
    }
}

impl Machine {
    /// Slides the marked cells and arena values down in order, relocating the
    /// pointers they hold; returns the relocation for the roots.
    pub(super) fn slide(&mut self, marks: Marks) -> Relocation {
        let r = Relocation {
            cells: Forward::new(marks.cells, self.heap.len()),
            bigs: Forward::new(marks.bigs, self.bigs.len()),
        };
        let mut dst = 0usize;
        for (w, &bits) in r.cells.bits.iter().enumerate() {
            let mut bits = bits;
            while bits != 0 {
                let i = w * 64 + bits.trailing_zeros() as usize;
                bits &= bits - 1;
                self.heap[dst] = r.reloc(self.heap[i]);
                dst += 1;
            }
        }
        self.truncate_heap::<true>(r.cells.live());
        let mut kept = 0;
        for i in 0..self.bigs.len() {
            if is_set(&r.bigs.bits, i) {
                self.bigs.swap(kept, i);
                kept += 1;
            }
        }
        self.bigs.truncate(kept);
        r
    }

    /// Relocates every root: live registers, the permanent variables of `frames`,
    /// saved arguments, query variables, globals, the trail, attributes and
    /// choice points' marks.
    pub(super) fn relocate_roots(&mut self, r: &Relocation, live_args: usize, frames: &[u32]) {
        for c in &mut self.regs[..live_args] {
            *c = r.reloc(*c);
        }
        for &f in frames {
            let fr = self.frames[f as usize];
            for c in &mut self.yvars[fr.ybase as usize..(fr.ybase + fr.ny) as usize] {
                *c = r.reloc(*c);
            }
        }
        for c in self.argstack.iter_mut().chain(self.roots.iter_mut()) {
            *c = r.reloc(*c);
        }
        for g in self.globals.values_mut() {
            if let GlobalValue::Heap(c) = g {
                *c = r.reloc(*c);
            }
        }
        for t in &mut self.trail {
            match t {
                TrailEntry::Bind(a) => *a = r.fwd(*a),
                TrailEntry::Arg(a, old) => (*a, *old) = (r.fwd(*a), r.reloc(*old)),
                TrailEntry::Global(_, Some(GlobalValue::Heap(c))) => *c = r.reloc(*c),
                TrailEntry::Global(..) => {}
                TrailEntry::Attr(a, old) => (*a, *old) = (r.fwd(*a), old.map(|c| r.reloc(c))),
            }
        }
        for (atts, value) in &mut self.attv.wakeups {
            (*atts, *value) = (r.reloc(*atts), r.reloc(*value));
        }
        if !self.attv.map.is_empty() {
            self.attv.map = std::mem::take(&mut self.attv.map)
                .into_iter()
                .map(|(a, atts)| (r.fwd(a), r.reloc(atts)))
                .collect();
        }
        for cp in &mut self.cps {
            cp.h = r.fwd(cp.h);
            cp.bigs = r.bigs.fwd(cp.bigs as usize);
            if cp.catch_flag != u32::MAX {
                cp.catch_flag = r.fwd(cp.catch_flag);
            }
        }
    }
}
