//! The collector's marking: what the running computation reaches, then what each
//! choice point reaches, newest first, with early reset in between.
//!
//! A binding made after choice point `k` (trailed in `k`'s segment of the trail)
//! is undone when backtracking reaches `k`: `k` and every older choice point see
//! that variable unbound. So once the running computation and the choice points
//! newer than `k` are marked, a trailed variable of `k`'s segment that none of
//! them reaches is reset to unbound at once and its trail entry dropped (WAM
//! "early reset"): what it was bound to is garbage unless something else reaches
//! it. Without this, everything a computation builds into variables older than a
//! choice point (the results of a recursion that leaves choice points) stays live
//! as long as the choice point does.
//!
//! Roots that see the current bindings rather than a choice point's are marked
//! with the running computation: argument registers, backtrackable globals,
//! query variables, catch flags, attributes and pending wakeups, `setarg/3` and
//! attribute trail entries, and the continuations of query barriers (the outer
//! computation resumes with the query's bindings) and of `setup_call_cleanup/3`
//! marks (the cleanup goal runs when a cut removes the mark).

use super::super::cell::Cell;
use super::super::heap::BIG_CONST;
use super::super::state::{Alternative, GlobalValue, TrailEntry};
use super::super::Machine;

/// The marks of a collection: live heap cells and live arena values (bitsets).
pub(super) struct Marks {
    /// Bit `a` set: heap cell `a` is live.
    pub(super) cells: Vec<u64>,
    /// Bit `b` set: arena value `b` is live.
    pub(super) bigs: Vec<u64>,
}

/// Whether bit `i` of a bitset is set.
#[inline]
pub(super) fn is_set(bits: &[u64], i: usize) -> bool {
    bits[i / 64] & (1 << (i % 64)) != 0
}

/// Sets bit `i` of a bitset.
#[inline]
fn set(bits: &mut [u64], i: usize) {
    bits[i / 64] |= 1 << (i % 64);
}

/// Marking in progress: the marks and the cells still to follow.
struct Marker {
    marks: Marks,
    stack: Vec<Cell>,
    h: usize,
}

impl Marker {
    fn new(h: usize, nbigs: usize) -> Marker {
        Marker {
            marks: Marks {
                cells: vec![0; h / 64 + 1],
                bigs: vec![0; nbigs / 64 + 1],
            },
            stack: Vec::new(),
            h,
        }
    }

    fn is_marked(&self, a: usize) -> bool {
        is_set(&self.marks.cells, a)
    }

    /// Marks cell `a`; only cells that lead somewhere go on the stack (a long list
    /// would otherwise leave one entry per element behind).
    fn mark_cell(&mut self, heap: &[Cell], a: usize) {
        if a < self.h && !is_set(&self.marks.cells, a) {
            set(&mut self.marks.cells, a);
            let c = heap[a];
            if matches!(
                c,
                Cell::Ref(_)
                    | Cell::Lis(_)
                    | Cell::Str(_)
                    | Cell::Big(_)
                    | Cell::Rat(_)
                    | Cell::String(_)
            ) {
                self.stack.push(c);
            }
        }
    }

    /// Marks everything reachable from the cells pushed so far.
    fn drain(&mut self, heap: &[Cell]) {
        while let Some(c) = self.stack.pop() {
            match c {
                Cell::Big(b) | Cell::Rat(b) | Cell::String(b) if b & BIG_CONST == 0 => {
                    set(&mut self.marks.bigs, b as usize);
                }
                Cell::Ref(a) => self.mark_cell(heap, a as usize),
                Cell::Lis(p) => {
                    self.mark_cell(heap, p as usize);
                    self.mark_cell(heap, p as usize + 1);
                }
                Cell::Str(s) => {
                    let s = s as usize;
                    if let Some(Cell::Fun(_, n)) = heap.get(s) {
                        if !is_set(&self.marks.cells, s) {
                            set(&mut self.marks.cells, s);
                            for i in 1..=*n as usize {
                                self.mark_cell(heap, s + i);
                            }
                        }
                    }
                }
                _ => {}
            }
        }
    }
}

/// Choice points whose roots see the current bindings (see the module doc).
fn sees_current_bindings(alt: &Alternative) -> bool {
    matches!(alt, Alternative::Barrier | Alternative::Cleanup)
}

impl Machine {
    /// Marks the live cells and arena values (`live_args` argument registers are
    /// live), resetting the trailed variables only choice points reach, and
    /// returns the marks; reset entries are gone from the trail.
    pub(super) fn mark_live(&mut self, live_args: usize) -> Marks {
        let mut m = Marker::new(self.heap.len(), self.bigs.len());
        let mut seen = vec![false; self.frames.len()];
        self.push_current_roots(&mut m, live_args, &mut seen);
        m.drain(&self.heap);
        let mut keep = vec![true; self.trail.len()];
        for k in (0..self.cps.len()).rev() {
            self.early_reset(k, &m, &mut keep);
            if !sees_current_bindings(&self.cps[k].alt) {
                let cp = &self.cps[k];
                let args = cp.args as usize..(cp.args + cp.nargs) as usize;
                m.stack.extend_from_slice(&self.argstack[args]);
                self.push_frames(&mut m, &mut seen, cp.e);
            }
            m.drain(&self.heap);
        }
        self.compact_trail(&keep);
        m.marks
    }

    /// Pushes the roots that see the current bindings.
    fn push_current_roots(&self, m: &mut Marker, live_args: usize, seen: &mut [bool]) {
        m.stack.extend_from_slice(&self.regs[..live_args]);
        self.push_frames(m, seen, self.e);
        for cp in &self.cps {
            if sees_current_bindings(&cp.alt) {
                let args = cp.args as usize..(cp.args + cp.nargs) as usize;
                m.stack.extend_from_slice(&self.argstack[args]);
                self.push_frames(m, seen, cp.e);
            }
            // The flag a catch frame tests to know whether its goal is still running.
            if cp.catch_flag != u32::MAX {
                m.stack.push(Cell::Ref(cp.catch_flag));
            }
        }
        m.stack.extend_from_slice(&self.roots);
        for g in self.globals.values() {
            if let GlobalValue::Heap(c) = g {
                m.stack.push(*c);
            }
        }
        for t in &self.trail {
            match t {
                TrailEntry::Bind(_) => {}
                TrailEntry::Global(_, Some(GlobalValue::Heap(c))) => m.stack.push(*c),
                TrailEntry::Global(..) => {}
                TrailEntry::Arg(a, old) => m.stack.extend([Cell::Ref(*a), *old]),
                TrailEntry::Attr(a, old) => {
                    m.stack.push(Cell::Ref(*a));
                    m.stack.extend(*old);
                }
            }
        }
        for (&a, &atts) in &self.attv.map {
            m.stack.extend([Cell::Ref(a), atts]);
        }
        for &(atts, value) in &self.attv.wakeups {
            m.stack.extend([atts, value]);
        }
    }

    /// Pushes the permanent variables of the environments from `e` down, up to
    /// the first one already pushed.
    fn push_frames(&self, m: &mut Marker, seen: &mut [bool], mut f: u32) {
        while (f as usize) < seen.len() && !seen[f as usize] {
            seen[f as usize] = true;
            let fr = self.frames[f as usize];
            m.stack
                .extend_from_slice(&self.yvars[fr.ybase as usize..(fr.ybase + fr.ny) as usize]);
            if f == 0 {
                break;
            }
            f = fr.prev;
        }
    }

    /// Resets the variables bound after choice point `k` (and before `k + 1`) that
    /// nothing marked so far reaches, clearing their entries in `keep`.
    fn early_reset(&mut self, k: usize, m: &Marker, keep: &mut [bool]) {
        let from = self.cps[k].tr as usize;
        let to = self
            .cps
            .get(k + 1)
            .map_or(self.trail.len(), |c| c.tr as usize);
        for (i, kept) in keep.iter_mut().enumerate().take(to).skip(from) {
            if let TrailEntry::Bind(a) = self.trail[i] {
                if (a as usize) < m.h && !m.is_marked(a as usize) {
                    self.heap[a as usize] = Cell::Ref(a);
                    *kept = false;
                }
            }
        }
    }
}
