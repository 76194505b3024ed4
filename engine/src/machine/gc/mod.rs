//! Garbage collection of the heap: mark from the roots, then slide live cells down
//! keeping their order (so choice-point heap marks, the trail and the
//! younger-to-older binding rule stay valid), relocating every pointer.
//!
//! The collector runs at a call boundary (`call_pred`), when the heap has grown past
//! a threshold: there, only the argument registers of the call are live among the
//! registers. Its phases: trail entries no choice point needs are dropped; the
//! permanent variables no continuation reads are cleared (`liveness.rs`); the
//! running computation's roots are marked, then each choice point's, newest first,
//! resetting the bindings only older choice points could see (`mark.rs`); live
//! cells and the arena values (big integers, strings) they refer to slide down in
//! order and every root is relocated (`slide.rs`). Atoms are collected right
//! after, when due (`agc.rs`).

use super::state::TrailEntry;
use super::Machine;

mod liveness;
mod mark;
mod slide;

/// The heap size (cells) below which the collector never runs: 1 MiB of cells,
/// less a margin, so that the heap vector never outgrows its first allocation
/// (64 Ki cells) when little of it is live, and a garbage-heavy program peaks
/// about 1 MiB above the process's start-up size, as SWI-Prolog does (a 1 Mi-cell
/// floor gave 25-34 MiB peaks where SWI-Prolog stays at 12 MiB).
pub(crate) const GC_MIN_CELLS: usize = (1 << 16) - (1 << 12);

impl Machine {
    /// Drops trail entries no choice point needs: an entry made after choice point
    /// `k` (and before `k+1`) only matters if its cell is older than `k`'s heap mark;
    /// entries made after the newest choice point matter not at all. Cuts leave such
    /// entries behind, and as GC roots they would keep garbage alive.
    fn tidy_trail(&mut self) {
        let mut keep = Vec::with_capacity(self.trail.len());
        let mut k = 0usize;
        for (i, t) in self.trail.iter().enumerate() {
            while k < self.cps.len() && self.cps[k].tr as usize <= i {
                k += 1;
            }
            keep.push(match t {
                TrailEntry::Bind(a) | TrailEntry::Arg(a, _) => k > 0 && *a < self.cps[k - 1].h,
                TrailEntry::Global(..) | TrailEntry::Attr(..) => true,
            });
        }
        self.compact_trail(&keep);
    }

    /// Keeps the trail entries whose flag in `keep` is set, in order, moving the
    /// choice points' trail marks with them.
    fn compact_trail(&mut self, keep: &[bool]) {
        let mut out = 0usize;
        let mut k = 0usize;
        for (i, &kept) in keep.iter().enumerate() {
            while k < self.cps.len() && self.cps[k].tr as usize <= i {
                self.cps[k].tr = out as u32;
                k += 1;
            }
            if kept {
                self.trail.swap(out, i);
                out += 1;
            }
        }
        for cp in &mut self.cps[k..] {
            cp.tr = out as u32;
        }
        self.trail.truncate(out);
    }

    /// Collects garbage; `live_args` argument registers are live.
    pub(crate) fn gc(&mut self, live_args: usize) {
        if self.prof.is_some() {
            self.cc_gc_start();
        }
        let started = std::time::Instant::now();
        let heap_before = self.heap.len();
        self.tidy_trail();
        let frames = self.clear_dead_slots();
        let marks = self.mark_live(live_args);
        let relocation = self.slide(marks);
        self.relocate_roots(&relocation, live_args, &frames);
        self.recount_bigs();
        self.off_heap.gc_freed += (heap_before.saturating_sub(self.heap.len()) * 16) as u64;
        self.off_heap.gc_cells += heap_before as u64;
        self.off_heap.gc_time += started.elapsed();
        self.set_hb();
        self.gc_count += 1;
        // Each collection frees at least the floor and twice the live cells (so that
        // marking and sliding the live cells costs less than what they free); the
        // next one comes at the latest when the heap reaches the memory limit,
        // where `call_pred` raises the resource error.
        let live = self.heap.len();
        self.gc_threshold = (live + self.gc_min)
            .max(3 * live)
            .min(super::memory::limit_cells(self) + 1);
        // The heap now holds live cells only: the best moment to collect atoms.
        if self.agc.due() {
            self.collect_atoms();
        }
        if self.prof.is_some() {
            self.cc_gc_end();
        }
    }
}
