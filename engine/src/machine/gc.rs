//! Garbage collection of the heap: mark from the roots, then slide live cells down
//! keeping their order (so choice-point heap marks, the trail and the
//! younger-to-older binding rule stay valid), relocating every pointer.
//!
//! The collector runs at a call boundary (`call_pred`), when the heap has grown past
//! a threshold: there, only the argument registers of the call are live among the
//! registers. Roots: those registers, the permanent variables of every environment
//! reachable from the current one or from a choice point, the arguments saved in
//! choice points, the flags of catch frames, trailed cells, backtrackable global
//! variables and the variables of running queries. Stale permanent-variable slots
//! (not yet set in the current clause, or set after a choice point that was
//! backtracked to) are sanitised first: they are never read before being written
//! again. Big integers of the arena that no live cell refers to are dropped, the
//! others slid down in order like the cells (choice points' arena marks follow).
//! Atoms are collected right after, when due (`agc.rs`).

use super::cell::Cell;
use super::heap::BIG_CONST;
use super::state::{GlobalValue, TrailEntry};
use super::Machine;
use crate::atom::Atom;

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

/// The heap size (cells) below which the collector never runs: 16 MiB, less a
/// margin, so that the first collection comes before the heap vector (grown by
/// doubling from 64 Ki cells) doubles to 2 Mi cells, which would briefly hold the
/// old and the new buffer (a 4 Mi-cell threshold gave 100-150 MiB peaks on small
/// benchmarks, where SWI-Prolog stays at 12 MiB).
pub(crate) const GC_MIN_CELLS: usize = (1 << 20) - (1 << 15);

impl Machine {
    fn valid_root(&self, c: Cell) -> bool {
        let h = self.heap.len() as u32;
        match c {
            Cell::Ref(a) => a < h,
            Cell::Lis(p) => p + 1 < h,
            Cell::Str(s) => s < h && matches!(self.heap[s as usize], Cell::Fun(_, n) if s + n < h),
            _ => true,
        }
    }

    /// Frames reachable from the current environment and from choice points.
    fn live_frames(&self) -> Vec<u32> {
        let mut seen = vec![false; self.frames.len()];
        let mut out = Vec::new();
        let starts = std::iter::once(self.e).chain(self.cps.iter().map(|c| c.e));
        for mut f in starts {
            while (f as usize) < seen.len() && !seen[f as usize] {
                seen[f as usize] = true;
                out.push(f);
                if f == 0 {
                    break;
                }
                f = self.frames[f as usize].prev;
            }
        }
        out
    }

    /// Drops trail entries no choice point needs: an entry made after choice point
    /// `k` (and before `k+1`) only matters if its cell is older than `k`'s heap mark;
    /// entries made after the newest choice point matter not at all. Cuts leave such
    /// entries behind, and as GC roots they would keep garbage alive.
    fn tidy_trail(&mut self) {
        let mut out = 0usize;
        let mut k = 0usize;
        let mut new_tr = Vec::with_capacity(self.cps.len());
        for i in 0..self.trail.len() {
            while k < self.cps.len() && self.cps[k].tr as usize <= i {
                new_tr.push(out as u32);
                k += 1;
            }
            let keep = match &self.trail[i] {
                TrailEntry::Bind(a) | TrailEntry::Arg(a, _) => k > 0 && *a < self.cps[k - 1].h,
                TrailEntry::Global(..) | TrailEntry::Attr(..) => true,
            };
            if keep {
                self.trail.swap(out, i);
                out += 1;
            }
        }
        while new_tr.len() < self.cps.len() {
            new_tr.push(out as u32);
        }
        self.trail.truncate(out);
        for (cp, tr) in self.cps.iter_mut().zip(new_tr) {
            cp.tr = tr;
        }
    }

    /// Collects garbage; `live_args` argument registers are live.
    pub(crate) fn gc(&mut self, live_args: usize) {
        let started = std::time::Instant::now();
        let heap_before = self.heap.len();
        self.tidy_trail();
        let h = self.heap.len();
        let frames = self.live_frames();
        // Sanitise stale permanent variables and dead registers.
        for &f in &frames {
            let fr = self.frames[f as usize];
            for i in fr.ybase..fr.ybase + fr.ny {
                let c = self.yvars[i as usize];
                if !self.valid_root(c) {
                    self.yvars[i as usize] = Cell::Atom(Atom::NIL);
                }
            }
        }
        // Mark (bitset).
        let words = h / 64 + 1;
        let mut mark = vec![0u64; words];
        let mut stack: Vec<Cell> = Vec::new();
        stack.extend_from_slice(&self.regs[..live_args]);
        for &f in &frames {
            let fr = self.frames[f as usize];
            stack.extend_from_slice(&self.yvars[fr.ybase as usize..(fr.ybase + fr.ny) as usize]);
        }
        stack.extend_from_slice(&self.argstack);
        // The flag a catch frame tests to know whether its goal is still running.
        for cp in &self.cps {
            if cp.catch_flag != u32::MAX {
                stack.push(Cell::Ref(cp.catch_flag));
            }
        }
        stack.extend_from_slice(&self.roots);
        for g in self.globals.values() {
            if let GlobalValue::Heap(c) = g {
                stack.push(*c);
            }
        }
        for t in &self.trail {
            match t {
                TrailEntry::Bind(a) => stack.push(Cell::Ref(*a)),
                TrailEntry::Arg(a, old) => {
                    stack.push(Cell::Ref(*a));
                    stack.push(*old);
                }
                TrailEntry::Global(_, Some(GlobalValue::Heap(c))) => stack.push(*c),
                TrailEntry::Global(..) => {}
                TrailEntry::Attr(a, old) => {
                    stack.push(Cell::Ref(*a));
                    stack.extend(*old);
                }
            }
        }
        for (&a, &atts) in &self.attv.map {
            stack.push(Cell::Ref(a));
            stack.push(atts);
        }
        for &(atts, value) in &self.attv.wakeups {
            stack.extend([atts, value]);
        }
        // Big integers and strings of the arena that live cells refer to.
        let mut big_live = vec![0u64; self.bigs.len() / 64 + 1];
        let heap = &self.heap;
        let is_marked = |mark: &Vec<u64>, a: usize| mark[a / 64] & (1 << (a % 64)) != 0;
        let mark_cell = |a: usize, stack: &mut Vec<Cell>, mark: &mut Vec<u64>| {
            if a < h && mark[a / 64] & (1 << (a % 64)) == 0 {
                mark[a / 64] |= 1 << (a % 64);
                // Only cells that lead somewhere go on the stack: a long list would
                // otherwise leave one entry per element behind.
                let c = heap[a];
                if matches!(
                    c,
                    Cell::Ref(_) | Cell::Lis(_) | Cell::Str(_) | Cell::Big(_) | Cell::String(_)
                ) {
                    stack.push(c);
                }
            }
        };
        while let Some(c) = stack.pop() {
            match c {
                Cell::Big(b) | Cell::String(b) if b & BIG_CONST == 0 => {
                    big_live[b as usize / 64] |= 1 << (b % 64);
                }
                Cell::Ref(a) => mark_cell(a as usize, &mut stack, &mut mark),
                Cell::Lis(p) => {
                    mark_cell(p as usize, &mut stack, &mut mark);
                    mark_cell(p as usize + 1, &mut stack, &mut mark);
                }
                Cell::Str(s) => {
                    let s = s as usize;
                    if let Some(Cell::Fun(_, n)) = heap.get(s) {
                        if !is_marked(&mark, s) {
                            mark[s / 64] |= 1 << (s % 64);
                            for i in 1..=*n as usize {
                                mark_cell(s + i, &mut stack, &mut mark);
                            }
                        }
                    }
                }
                _ => {}
            }
        }
        // Forwarding address of a cell = live cells below it (rank in the bitset).
        let prefix = rank_table(&mark);
        let n = prefix[mark.len()];
        let fwd = |a: usize| -> u32 {
            let a = a.min(h);
            let (w, b) = (a / 64, a % 64);
            prefix[w] + (mark[w] & ((1u64 << b) - 1)).count_ones()
        };
        let nbigs = self.bigs.len();
        let big_rank = rank_table(&big_live);
        let big_fwd = |b: usize| -> u32 {
            let b = b.min(nbigs);
            let (w, i) = (b / 64, b % 64);
            big_rank[w] + (big_live[w] & ((1u64 << i) - 1)).count_ones()
        };
        let reloc = |c: Cell| -> Cell {
            match c {
                Cell::Big(b) | Cell::String(b) if b & BIG_CONST == 0 => {
                    c.with_arena_index(big_fwd(b as usize))
                }
                Cell::Ref(a) => Cell::Ref(fwd(a as usize)),
                Cell::Str(s) => Cell::Str(fwd(s as usize)),
                Cell::Lis(p) => Cell::Lis(fwd(p as usize)),
                other => other,
            }
        };
        // Slide: visit set bits in order; destinations increase one by one.
        let mut dst = 0usize;
        for (w, &bits) in mark.iter().enumerate() {
            let mut bits = bits;
            while bits != 0 {
                let i = w * 64 + bits.trailing_zeros() as usize;
                bits &= bits - 1;
                let c = reloc(self.heap[i]);
                self.heap[dst] = c;
                dst += 1;
            }
        }
        self.heap.truncate(n as usize);
        // Update roots.
        for r in &mut self.regs[..live_args] {
            *r = reloc(*r);
        }
        for &f in &frames {
            let fr = self.frames[f as usize];
            for i in fr.ybase..fr.ybase + fr.ny {
                self.yvars[i as usize] = reloc(self.yvars[i as usize]);
            }
        }
        for c in &mut self.argstack {
            *c = reloc(*c);
        }
        for c in &mut self.roots {
            *c = reloc(*c);
        }
        for g in self.globals.values_mut() {
            if let GlobalValue::Heap(c) = g {
                *c = reloc(*c);
            }
        }
        for t in &mut self.trail {
            match t {
                TrailEntry::Bind(a) => *a = fwd(*a as usize),
                TrailEntry::Arg(a, old) => {
                    *a = fwd(*a as usize);
                    *old = reloc(*old);
                }
                TrailEntry::Global(_, Some(GlobalValue::Heap(c))) => *c = reloc(*c),
                TrailEntry::Global(..) => {}
                TrailEntry::Attr(a, old) => {
                    *a = fwd(*a as usize);
                    *old = old.map(reloc);
                }
            }
        }
        for (atts, value) in &mut self.attv.wakeups {
            (*atts, *value) = (reloc(*atts), reloc(*value));
        }
        if !self.attv.map.is_empty() {
            self.attv.map = std::mem::take(&mut self.attv.map)
                .into_iter()
                .map(|(a, atts)| (fwd(a as usize), reloc(atts)))
                .collect();
        }
        for cp in &mut self.cps {
            cp.h = fwd(cp.h as usize);
            cp.bigs = big_fwd(cp.bigs as usize);
            if cp.catch_flag != u32::MAX {
                cp.catch_flag = fwd(cp.catch_flag as usize);
            }
        }
        // Slide the live arena values down, in order, as the cells were.
        let mut kept = 0;
        for i in 0..nbigs {
            if big_live[i / 64] & (1 << (i % 64)) != 0 {
                self.bigs.swap(kept, i);
                kept += 1;
            }
        }
        self.bigs.truncate(kept);
        self.recount_bigs();
        self.off_heap.gc_freed += (heap_before.saturating_sub(self.heap.len()) * 16) as u64;
        self.off_heap.gc_time += started.elapsed();
        self.set_hb();
        self.gc_count += 1;
        // The next collection comes at the latest when the heap reaches the memory
        // limit, where `call_pred` raises the resource error.
        self.gc_threshold = (2 * self.heap.len())
            .max(self.gc_min)
            .min(super::memory::limit_cells(self) + 1);
        // The heap now holds live cells only: the best moment to collect atoms.
        if self.agc.due() {
            self.collect_atoms();
        }
    }
}
