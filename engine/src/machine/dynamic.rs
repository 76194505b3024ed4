//! The clause store of dynamic predicates: linked clause chains kept up to date by
//! every assert and retract, so that neither rebuilds anything.
//!
//! Every clause is linked twice: in the chain of all clauses (calls whose first
//! argument is unbound) and in the chain of its first-argument key (or the chain of
//! clauses whose first argument is a variable). A call with a bound first argument
//! walks its key's chain and the variable chain together, in clause order. A call
//! sees the clauses alive at the generation it started in (the logical update view):
//! chains are walked skipping the clauses born after it or retracted before it.
//!
//! A retracted clause stays linked while a call that can still see it may walk over
//! it. Such calls are the choice points over the predicate: each holds a pin, a
//! reference-counted generation. A retracted clause is unlinked and its slot freed
//! once no live pin's generation is older than its retraction; without live pins that
//! is at once. Pins are handed out and clauses retracted in generation order, so both
//! wait in queues whose fronts decide: each retraction frees the front of the pending
//! queue up to the oldest live pin, in time proportional to what it frees. A cursor
//! only ever rests on a clause visible to it, so unlinking the clauses it cannot see
//! never disturbs it.

use super::cell::Key;
use super::db::{Clause, NEVER};
use super::fasthash::FastMap;
use super::load::Position;
use std::collections::VecDeque;
use std::rc::Rc;

/// No clause (end of a chain, empty cursor).
const NIL: u32 = u32::MAX;
/// Fewest pins kept before dead ones are swept out of the pin list.
const MIN_PINS: usize = 8;

/// First and last clause of a chain.
#[derive(Clone, Copy, Debug)]
struct Ends {
    head: u32,
    tail: u32,
}

impl Default for Ends {
    fn default() -> Self {
        Ends {
            head: NIL,
            tail: NIL,
        }
    }
}

/// A clause slot's links in its two chains and its position in clause order.
#[derive(Clone, Copy, Debug)]
struct Links {
    all_prev: u32,
    all_next: u32,
    idx_prev: u32,
    idx_next: u32,
    order: i64,
}

const UNLINKED: Links = Links {
    all_prev: NIL,
    all_next: NIL,
    idx_prev: NIL,
    idx_next: NIL,
    order: 0,
};

/// Where a call is in the candidate clauses of a dynamic predicate: the next visible
/// clause of the chain it walks (`a`) and of the variable chain (`b`, key calls only).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cursor {
    a: u32,
    b: u32,
    /// `a` walks the chain of all clauses (first argument unbound).
    all: bool,
}

impl Cursor {
    /// Whether no candidate is left.
    #[inline]
    pub fn done(&self) -> bool {
        self.a == NIL && self.b == NIL
    }
}

/// Puts `slot` at the `pos` end of the chain `ends` (the chain of all clauses if `all`,
/// else a key or variable chain).
fn push(links: &mut [Links], ends: &mut Ends, slot: u32, pos: Position, all: bool) {
    let (old, new_is_head) = match pos {
        Position::Last => (ends.tail, false),
        Position::First => (ends.head, true),
    };
    if old == NIL {
        *ends = Ends {
            head: slot,
            tail: slot,
        };
        return;
    }
    let (l, o) = (slot as usize, old as usize);
    match (new_is_head, all) {
        (false, true) => {
            links[o].all_next = slot;
            links[l].all_prev = old;
            ends.tail = slot;
        }
        (false, false) => {
            links[o].idx_next = slot;
            links[l].idx_prev = old;
            ends.tail = slot;
        }
        (true, true) => {
            links[o].all_prev = slot;
            links[l].all_next = old;
            ends.head = slot;
        }
        (true, false) => {
            links[o].idx_prev = slot;
            links[l].idx_next = old;
            ends.head = slot;
        }
    }
}

/// A pin: the generation of a call that may still walk the chains (see the module doc).
pub type Pin = Rc<u64>;

/// Makes room for one more element in `v`, growing a full vector by half of its
/// length rather than doubling it: a dynamic predicate's clause vectors live as
/// long as the predicate, and doubling can leave half of them unused (sieve's
/// 10,000 candidates took 16,384 clause records).
pub(crate) fn reserve_by_half<T>(v: &mut Vec<T>) {
    if v.len() == v.capacity() {
        v.reserve_exact(v.len() / 2 + 4);
    }
}

/// The chains of one dynamic predicate (clause data stays in `Pred::clauses`, by slot).
#[derive(Clone, Debug, Default)]
pub struct DynIndex {
    links: Vec<Links>,
    all: Ends,
    vars: Ends,
    keys: FastMap<Key, Ends>,
    /// Freed clause slots, reused by the next clauses.
    free: Vec<u32>,
    /// Retracted clauses still linked (a pin may see them), in retraction order.
    pending: VecDeque<u32>,
    /// Pins handed out, oldest generation first; a pin is alive while a choice point
    /// holds a clone.
    pins: VecDeque<Pin>,
    /// Pin queue length that makes the next sweep of dead pins run.
    pins_at: usize,
    /// Order numbers of the next `asserta` and `assertz` clause.
    front: i64,
    back: i64,
    /// Live (not retracted) clauses.
    live: usize,
}

impl DynIndex {
    /// An empty store.
    pub fn new() -> DynIndex {
        DynIndex {
            front: -1,
            back: 0,
            pins_at: MIN_PINS,
            ..DynIndex::default()
        }
    }

    /// A freed slot for a new clause, if any.
    pub fn take_free_slot(&mut self) -> Option<u32> {
        self.free.pop()
    }

    /// Number of live clauses.
    pub fn live_count(&self) -> usize {
        self.live
    }

    /// Links the new clause in `slot` (first-argument key `key`) at `pos`.
    pub fn link(&mut self, slot: u32, key: Option<Key>, pos: Position) {
        let s = slot as usize;
        if self.links.len() <= s {
            reserve_by_half(&mut self.links);
            self.links.resize(s + 1, UNLINKED);
        }
        let order = match pos {
            Position::Last => {
                self.back += 1;
                self.back
            }
            Position::First => {
                self.front -= 1;
                self.front
            }
        };
        self.links[s] = Links { order, ..UNLINKED };
        self.live += 1;
        push(&mut self.links, &mut self.all, slot, pos, true);
        let idx = match key {
            Some(k) => self.keys.entry(k).or_default(),
            None => &mut self.vars,
        };
        push(&mut self.links, idx, slot, pos, false);
    }

    #[inline]
    fn next(&self, slot: u32, all: bool) -> u32 {
        let l = &self.links[slot as usize];
        if all {
            l.all_next
        } else {
            l.idx_next
        }
    }

    /// The first clause at or after `slot` in its chain that a call at `gen` sees.
    #[inline]
    fn skip(&self, clauses: &[Clause], gen: u64, mut slot: u32, all: bool) -> u32 {
        while slot != NIL && !clauses[slot as usize].visible(gen) {
            slot = self.next(slot, all);
        }
        slot
    }

    /// A cursor over the clauses a call at `gen` with first-argument key `key` sees.
    pub fn cursor(&self, clauses: &[Clause], key: Option<Key>, gen: u64) -> Cursor {
        match key {
            None => Cursor {
                a: self.skip(clauses, gen, self.all.head, true),
                b: NIL,
                all: true,
            },
            Some(k) => Cursor {
                a: self
                    .keys
                    .get(&k)
                    .map_or(NIL, |e| self.skip(clauses, gen, e.head, false)),
                b: self.skip(clauses, gen, self.vars.head, false),
                all: false,
            },
        }
    }

    /// The next candidate clause of `cur`, advancing it to the one after.
    #[inline]
    pub fn step(&self, clauses: &[Clause], gen: u64, cur: &mut Cursor) -> Option<u32> {
        let take_a = match (cur.a, cur.b) {
            (NIL, NIL) => return None,
            (NIL, _) => false,
            (_, NIL) => true,
            (a, b) => self.links[a as usize].order < self.links[b as usize].order,
        };
        if take_a {
            let slot = cur.a;
            cur.a = self.skip(clauses, gen, self.next(slot, cur.all), cur.all);
            Some(slot)
        } else {
            let slot = cur.b;
            cur.b = self.skip(clauses, gen, self.next(slot, false), false);
            Some(slot)
        }
    }

    /// A pin for a call at `gen` (one shared by the calls of a generation).
    pub fn pin(&mut self, gen: u64) -> Pin {
        if let Some(p) = self.pins.back() {
            if **p == gen {
                return p.clone();
            }
        }
        if self.pins.len() >= self.pins_at {
            self.pins.retain(|p| Rc::strong_count(p) > 1);
            self.pins_at = MIN_PINS.max(2 * self.pins.len());
        }
        let p = Rc::new(gen);
        self.pins.push_back(p.clone());
        p
    }

    /// Records that the clause in `slot` was retracted (its `died` is already set);
    /// appends the slots now free to `freed`.
    pub fn retire(&mut self, slot: u32, clauses: &[Clause], freed: &mut Vec<u32>) {
        self.live -= 1;
        self.pending.push_back(slot);
        self.collect(clauses, freed);
    }

    /// Retracts every live clause at `gen`; appends the slots now free to `freed`.
    pub fn kill_all(&mut self, clauses: &mut [Clause], gen: u64, freed: &mut Vec<u32>) {
        let mut s = self.all.head;
        while s != NIL {
            let c = &mut clauses[s as usize];
            if c.died == NEVER {
                c.died = gen;
                self.pending.push_back(s);
            }
            s = self.links[s as usize].all_next;
        }
        self.live = 0;
        self.collect(clauses, freed);
    }

    /// Unlinks and frees the pending clauses no pinned call can see: those retracted
    /// no later than the oldest live pin's generation (all without live pins).
    fn collect(&mut self, clauses: &[Clause], freed: &mut Vec<u32>) {
        while self.pins.front().is_some_and(|p| Rc::strong_count(p) == 1) {
            self.pins.pop_front();
        }
        let horizon = self.pins.front().map_or(NEVER, |p| **p);
        while let Some(&s) = self.pending.front() {
            if clauses[s as usize].died > horizon {
                break;
            }
            self.pending.pop_front();
            self.unlink(s, clauses[s as usize].key);
            freed.push(s);
        }
    }

    fn unlink(&mut self, slot: u32, key: Option<Key>) {
        let l = self.links[slot as usize];
        match l.all_prev {
            NIL => self.all.head = l.all_next,
            p => self.links[p as usize].all_next = l.all_next,
        }
        match l.all_next {
            NIL => self.all.tail = l.all_prev,
            n => self.links[n as usize].all_prev = l.all_prev,
        }
        let mut idx = match key {
            Some(k) => self.keys.get(&k).copied().unwrap_or_default(),
            None => self.vars,
        };
        match l.idx_prev {
            NIL => idx.head = l.idx_next,
            p => self.links[p as usize].idx_next = l.idx_next,
        }
        match l.idx_next {
            NIL => idx.tail = l.idx_prev,
            n => self.links[n as usize].idx_prev = l.idx_prev,
        }
        match key {
            Some(k) if idx.head == NIL => {
                self.keys.remove(&k);
            }
            Some(k) => {
                self.keys.insert(k, idx);
            }
            None => self.vars = idx,
        }
        self.links[slot as usize] = UNLINKED;
        self.free.push(slot);
    }

    /// Live clause slots in clause order.
    pub fn live_slots<'a>(&'a self, clauses: &'a [Clause]) -> impl Iterator<Item = u32> + 'a {
        let mut s = self.all.head;
        std::iter::from_fn(move || {
            while s != NIL {
                let cur = s;
                s = self.links[cur as usize].all_next;
                if clauses[cur as usize].died == NEVER {
                    return Some(cur);
                }
            }
            None
        })
    }

    /// Clauses still linked (live or pending), for tests of the memory bound.
    #[cfg(test)]
    fn linked(&self) -> usize {
        self.links.len() - self.free.len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::atom::Atom;
    use crate::machine::commit::Commit;
    use crate::term::Term;

    #[test]
    fn vectors_grown_by_half_stay_within_half_again_of_their_length() {
        let mut v: Vec<u64> = Vec::new();
        for i in 0..10_000u64 {
            reserve_by_half(&mut v);
            v.push(i);
            assert!(
                v.capacity() <= v.len() * 3 / 2 + 4,
                "{} {}",
                v.len(),
                v.capacity()
            );
        }
        assert_eq!(v.iter().sum::<u64>(), 10_000 * 9_999 / 2);
    }

    /// A test store: clause records plus their chains, with a generation counter.
    struct Store {
        clauses: Vec<Clause>,
        index: DynIndex,
        gen: u64,
    }

    impl Store {
        fn new() -> Store {
            Store {
                clauses: Vec::new(),
                index: DynIndex::new(),
                gen: 0,
            }
        }

        fn add(&mut self, key: Option<i64>, pos: Position) -> u32 {
            self.gen += 1;
            let clause = Clause {
                head: Term::Atom(Atom::NIL),
                body: Term::Atom(Atom::TRUE),
                code: 0,
                key: key.map(Key::Int),
                born: self.gen,
                died: NEVER,
                source: Default::default(),
                commit: Commit::Never,
            };
            let slot = match self.index.take_free_slot() {
                Some(s) => {
                    self.clauses[s as usize] = clause;
                    s
                }
                None => {
                    self.clauses.push(clause);
                    self.clauses.len() as u32 - 1
                }
            };
            self.index.link(slot, key.map(Key::Int), pos);
            slot
        }

        fn retract(&mut self, slot: u32) -> Vec<u32> {
            self.gen += 1;
            self.clauses[slot as usize].died = self.gen;
            let mut freed = Vec::new();
            self.index.retire(slot, &self.clauses, &mut freed);
            for &s in &freed {
                self.clauses[s as usize].born = NEVER;
            }
            freed
        }

        fn all(&self, key: Option<i64>, gen: u64) -> Vec<u32> {
            let mut c = self.index.cursor(&self.clauses, key.map(Key::Int), gen);
            std::iter::from_fn(|| self.index.step(&self.clauses, gen, &mut c)).collect()
        }
    }

    #[test]
    fn key_calls_merge_the_key_chain_with_the_variable_chain_in_order() {
        let mut s = Store::new();
        let a = s.add(Some(1), Position::Last);
        let v = s.add(None, Position::Last);
        let b = s.add(Some(2), Position::Last);
        let c = s.add(Some(1), Position::Last);
        let f = s.add(Some(1), Position::First);
        let g = s.gen;
        assert_eq!(s.all(Some(1), g), vec![f, a, v, c]);
        assert_eq!(s.all(Some(2), g), vec![v, b]);
        assert_eq!(s.all(Some(3), g), vec![v]);
        assert_eq!(s.all(None, g), vec![f, a, v, b, c]);
    }

    #[test]
    fn a_cursor_sees_the_clauses_of_its_generation() {
        let mut s = Store::new();
        let a = s.add(Some(1), Position::Last);
        let b = s.add(Some(1), Position::Last);
        let g = s.gen;
        let pin = s.index.pin(g);
        let mut cur = s.index.cursor(&s.clauses, Some(Key::Int(1)), g);
        assert_eq!(s.index.step(&s.clauses, g, &mut cur), Some(a));
        // Changes after the call started are invisible to it.
        assert!(s.retract(b).is_empty(), "pinned: b stays linked");
        s.add(Some(1), Position::Last);
        s.add(Some(1), Position::First);
        assert_eq!(s.index.step(&s.clauses, g, &mut cur), Some(b));
        assert_eq!(s.index.step(&s.clauses, g, &mut cur), None);
        drop(pin);
        // Without pins the next retraction frees every pending clause.
        let freed = s.retract(a);
        assert_eq!(freed, vec![b, a]);
        assert_eq!(s.all(Some(1), s.gen).len(), 2);
    }

    #[test]
    fn clauses_pinned_by_a_newer_call_only_are_freed() {
        let mut s = Store::new();
        let old = s.add(None, Position::Last);
        let g0 = s.gen;
        let _pin0 = s.index.pin(g0);
        let slots: Vec<u32> = (0..100).map(|_| s.add(None, Position::Last)).collect();
        let g1 = s.gen;
        let _pin1 = s.index.pin(g1);
        for &x in &slots {
            s.retract(x);
        }
        // Retracted after g0's call started: that call still sees them.
        assert_eq!(s.index.linked(), 101);
        assert_eq!(s.all(None, g0), vec![old]);
        assert_eq!(s.all(None, g1).len(), 101);
    }

    #[test]
    fn each_retraction_under_a_newer_pin_frees_the_one_before() {
        let mut s = Store::new();
        let slots: Vec<u32> = (0..100).map(|i| s.add(Some(i), Position::Last)).collect();
        for (k, &x) in slots.iter().enumerate() {
            let _pin = s.index.pin(s.gen);
            s.retract(x);
            // The live clauses and the one just retracted (its retract's pin sees it).
            assert_eq!(s.index.linked(), 100 - k);
        }
    }

    #[test]
    fn an_assert_retract_loop_reuses_its_slots() {
        let mut s = Store::new();
        for i in 0..10_000 {
            let x = s.add(Some(i), Position::Last);
            let g = s.gen;
            assert_eq!(s.all(Some(i), g), vec![x]);
            s.retract(x);
        }
        assert_eq!(s.clauses.len(), 1);
        assert!(s.index.keys.is_empty());
        assert_eq!(s.index.live_count(), 0);
    }

    #[test]
    fn kill_all_empties_the_chains() {
        let mut s = Store::new();
        for i in 0..5 {
            s.add(Some(i), Position::Last);
        }
        s.gen += 1;
        let mut freed = Vec::new();
        s.index.kill_all(&mut s.clauses, s.gen, &mut freed);
        assert_eq!(freed.len(), 5);
        assert_eq!(s.index.live_slots(&s.clauses).count(), 0);
    }
}
