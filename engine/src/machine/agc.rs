//! Atom garbage collection.
//!
//! The atom table is process-wide (`atom.rs`); a machine *holds* the atoms its
//! builtins make from text (`text_atom`: `atom_concat/3`, `atom_codes/2`,
//! `sub_atom/5`, ...) and releases those its roots no longer reach. Every other atom
//! is permanent: those the reader, the compiler and the Rust code make, and the held
//! atoms a machine lets escape where this collector does not look. Invariant: every
//! atom anywhere in a machine's state is permanent or held by that machine, so an
//! atom no machine holds can be removed and its id reused.
//!
//! Roots (`mark_roots`): every cell of the heap, the registers, the permanent
//! variables (all of them, not only the live frames'), the argument and unification
//! stacks, the trail, attributes and wakeups, query variables, global variables
//! (names and values), flags (names and values), the exception in flight,
//! findall/bagof buffers, clause templates, answer tables and the current module.
//! What the collector does not scan is pinned where a held atom enters it: clauses
//! (`add_clause_at`: static and dynamic, hence also retracted ones still running),
//! predicate and module names (`db.rs`, `modules.rs`), operators (`ops.rs`), stream
//! aliases (`open/4`), and terms handed out of the machine (query answers, uncaught
//! exceptions).
//!
//! A collection runs when `AGC_MARGIN` atoms were made since the last one (SWI's
//! `agc_margin`): the next call collects the heap (`gc.rs`), then the atoms, so that
//! the heap holds live cells only. `garbage_collect_atoms/0` collects at once (the
//! heap's garbage then still counts as live). Never inside a nested query: a builtin
//! running it may hold atoms in Rust locals.

use super::cell::Cell;
use super::state::{GlobalValue, TrailEntry};
use super::Machine;
use crate::atom::{self, Atom};
use crate::term::Term;
use std::collections::HashSet;
use std::hash::BuildHasherDefault;
use std::time::{Duration, Instant};

/// Atoms made between two collections at least (SWI-Prolog's `agc_margin`).
const AGC_MARGIN: usize = 10_000;

/// A machine's holds on atoms and its collection statistics.
#[derive(Debug, Default)]
pub(crate) struct AtomGc {
    /// The atoms this machine holds.
    held: HashSet<Atom, BuildHasherDefault<super::fasthash::FastHasher>>,
    /// Atoms newly held since the last collection.
    since: usize,
    /// Atoms held after the last collection: the next one comes when as many more
    /// were made (at least `AGC_MARGIN`), so collecting stays linear overall.
    kept: usize,
    /// Whether a collection was asked for (`garbage_collect/0`).
    requested: bool,
    /// Collections so far (`statistics(agc, N)`).
    pub(crate) runs: u64,
    /// Atoms removed by them (`statistics(agc_gained, N)`).
    pub(crate) gained: u64,
    /// Time they took (`statistics(agc_time, T)`).
    pub(crate) time: Duration,
}

impl Drop for AtomGc {
    fn drop(&mut self) {
        let held: Vec<Atom> = self.held.drain().collect();
        atom::release(&held);
    }
}

impl AtomGc {
    /// Whether a collection is due (checked after each heap collection).
    pub(crate) fn due(&self) -> bool {
        self.requested || self.since > AGC_MARGIN.max(self.kept)
    }

    /// Asks for a collection after the next heap collection.
    pub(crate) fn request(&mut self) {
        self.requested = true;
    }
}

/// A mark bit per atom index.
struct Marks(Vec<u64>);

impl Marks {
    fn atom(&mut self, a: Atom) {
        let i = a.index() as usize;
        if let Some(w) = self.0.get_mut(i / 64) {
            *w |= 1 << (i % 64);
        }
    }

    fn has(&self, a: Atom) -> bool {
        let i = a.index() as usize;
        self.0.get(i / 64).is_some_and(|w| w & (1 << (i % 64)) != 0)
    }

    fn cell(&mut self, c: Cell) {
        if let Cell::Atom(a) | Cell::Fun(a, _) = c {
            self.atom(a);
        }
    }

    fn cells<'a>(&mut self, cells: impl IntoIterator<Item = &'a Cell>) {
        for &c in cells {
            self.cell(c);
        }
    }

    fn term(&mut self, t: &Term) {
        t.for_each_atom(|a| self.atom(a));
    }

    fn global(&mut self, g: &GlobalValue) {
        match g {
            GlobalValue::Heap(c) => self.cell(*c),
            GlobalValue::Owned(t) => self.term(t),
        }
    }
}

impl Machine {
    /// An atom with text made by a builtin: held by this machine (collectable) and
    /// counted against the memory limit while held.
    pub(crate) fn text_atom(&mut self, text: &str) -> Result<Atom, super::Signal> {
        self.reserve(text.len())?;
        let (a, new) = atom::hold(text, |a| self.agc.held.contains(&a));
        if new {
            self.agc.held.insert(a);
            self.off_heap.text_bytes += text.len();
            self.agc.since += 1;
            if self.agc.due() {
                // Collect at the next call, after the heap.
                self.gc_threshold = 0;
            }
        }
        Ok(a)
    }

    /// Makes the held atoms of `t` permanent: `t` leaves the collector's sight.
    pub(crate) fn pin_held(&self, t: &Term) {
        if self.agc.held.is_empty() {
            return;
        }
        let mut found = Vec::new();
        t.for_each_atom(|a| {
            if self.agc.held.contains(&a) {
                found.push(a);
            }
        });
        atom::pin_all(found);
    }

    /// Marks the atoms the machine's roots reach (see the module doc).
    fn mark_roots(&self, marks: &mut Marks) {
        marks.cells(&self.heap);
        marks.cells(self.regs.iter());
        marks.cells(&self.yvars);
        marks.cells(&self.argstack);
        marks.cells(&self.roots);
        marks.cells(self.oc_pending.iter().map(|(_, c)| c));
        for t in &self.trail {
            match t {
                TrailEntry::Bind(_) => {}
                TrailEntry::Global(name, value) => {
                    marks.atom(*name);
                    if let Some(g) = value {
                        marks.global(g);
                    }
                }
                TrailEntry::Attr(_, old) => marks.cells(old),
                TrailEntry::Arg(_, old) => marks.cell(*old),
            }
        }
        marks.cells(self.attv.map.values());
        marks.cells(self.attv.wakeups.iter().flat_map(|(a, b)| [a, b]));
        for (name, g) in &self.globals {
            marks.atom(*name);
            marks.global(g);
        }
        for (name, value) in &self.flags {
            marks.atom(*name);
            marks.term(value);
        }
        for t in self.pending_ball.iter().chain(&self.occurs_error) {
            marks.term(t);
        }
        let bags = self
            .bags
            .iter()
            .chain(self.clause_templates.values().map(|b| &**b));
        for bag in bags.chain(self.tables.bags()) {
            marks.cells(bag.cells.iter().chain(&bag.roots));
        }
        self.tables.atoms(|a| marks.atom(a));
        marks.atom(self.db.modules.current);
    }

    /// Whether a query runs nested in another (a builtin's Rust frame is below).
    fn nested(&self) -> bool {
        self.cps
            .iter()
            .filter(|c| matches!(c.alt, super::state::Alternative::Barrier))
            .count()
            > 1
    }

    /// Releases the held atoms no root reaches (see the module doc).
    pub(crate) fn collect_atoms(&mut self) {
        if self.nested() {
            return;
        }
        let started = Instant::now();
        let mut marks = Marks(vec![0; atom::capacity() / 64 + 1]);
        self.mark_roots(&mut marks);
        let dead: Vec<Atom> = self
            .agc
            .held
            .iter()
            .copied()
            .filter(|&a| !marks.has(a))
            .collect();
        self.agc.held.retain(|&a| marks.has(a));
        let released = atom::release(&dead);
        self.off_heap.text_bytes = self.off_heap.text_bytes.saturating_sub(released.bytes);
        self.agc.since = 0;
        self.agc.kept = self.agc.held.len();
        self.agc.requested = false;
        self.agc.runs += 1;
        self.agc.gained += released.removed as u64;
        self.agc.time += started.elapsed();
    }
}
