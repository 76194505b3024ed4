//! The clause database: predicates, their clauses and first-argument indexes.
//!
//! Retracting marks a clause dead at a generation, which gives the ISO logical update
//! view: a call sees the clauses alive at the generation it started in, whatever is
//! asserted or retracted while it runs. Static predicates keep every clause and
//! rebuild their index lazily, on the first call after a change (consulting); dynamic
//! ones keep their clauses in linked chains updated in place and reuse the slots of
//! retracted clauses once no call can see them (`dynamic.rs`).

use super::cell::Key;
use super::commit::Commit;
use super::dynamic::DynIndex;
use super::fasthash::FastMap;
use super::instr::{BuiltinId, PredId};
use crate::atom::Atom;
use crate::term::Term;
use std::ops::Range;
use std::rc::Rc;

/// Generation at which a clause that was never retracted dies.
pub const NEVER: u64 = u64::MAX;

/// How a predicate is executed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PredKind {
    /// Clauses compiled to instructions (user code and the Prolog-written library).
    Clauses,
    /// A deterministic builtin written in Rust.
    Builtin(BuiltinId),
    /// A control construct handled by the machine itself.
    Control(Control),
}

/// Control constructs the run loop executes directly.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Control {
    /// `call/N`, N = 1..255.
    Call,
    /// `'$clause'/4`: clause access for `clause/2` and `retract/1` (`dbrun.rs`).
    Clause,
}

/// Source location of a clause, for diagnostics.
#[derive(Clone, Debug, Default)]
pub struct ClauseSource {
    /// Index of the file in the machine's source list, if read from a file.
    pub file: Option<u32>,
    /// Byte span of the clause in that file.
    pub span: Range<usize>,
}

/// One clause of a predicate.
#[derive(Clone, Debug)]
pub struct Clause {
    /// The clause as written (head and body), for `clause/2` and `listing`.
    pub head: Term,
    /// The body (`true` for facts).
    pub body: Term,
    /// Start of its code in the machine's code vector.
    pub code: u32,
    /// Index key of the first argument, `None` when it is a variable.
    pub key: Option<Key>,
    /// Generation at which it was added.
    pub born: u64,
    /// Generation at which it was retracted (`NEVER` if alive).
    pub died: u64,
    /// Where it came from.
    pub source: ClauseSource,
    /// When a call entering it first pushes no choice point (`commit.rs`).
    pub commit: Commit,
}

impl Clause {
    /// Whether the clause is visible to a call started at generation `gen`.
    #[inline]
    pub fn visible(&self, gen: u64) -> bool {
        self.born <= gen && gen < self.died
    }
}

/// First-argument index of a predicate.
#[derive(Clone, Debug, Default)]
pub struct Index {
    /// All live clauses in order (for calls whose first argument is unbound).
    pub all: Rc<[u32]>,
    /// Live clauses that can match a given key, in order, when there are few keys
    /// (searched linearly: faster than hashing for the usual two or three keys).
    pub few: Vec<(Key, Rc<[u32]>)>,
    /// The same when there are many keys (on the fast hasher: looked up on calls).
    pub by_key: FastMap<Key, Rc<[u32]>>,
    /// Clauses whose first argument is a variable (for keys not in the tables).
    pub var_only: Rc<[u32]>,
    /// The candidates of a non-empty list (`Key::List`), the commonest key, looked
    /// up without a search.
    pub list: Rc<[u32]>,
}

/// Above this many distinct first-argument keys the index uses a hash table.
const FEW_KEYS: usize = 8;

/// A predicate.
#[derive(Clone, Debug)]
pub struct Pred {
    /// Name.
    pub name: Atom,
    /// Arity.
    pub arity: u32,
    /// How it runs.
    pub kind: PredKind,
    /// Its clauses, append-only so that clause ids held by choice points stay valid
    /// (dead ones included, see the module doc).
    pub clauses: Vec<Clause>,
    /// Clause ids in logical order (`asserta` puts new ids first).
    pub order: Vec<u32>,
    /// Declared dynamic (or created by assert).
    pub dynamic: bool,
    /// Declared discontiguous.
    pub discontiguous: bool,
    /// Declared multifile: every file's clauses are kept (`redefine.rs`).
    pub multifile: bool,
    /// Defined by the engine's library (static, not listed as user code).
    pub library: bool,
    /// A system predicate (control constructs, ISO builtins written in Prolog): user
    /// programs may not redefine it. Library predicates that are not system ones
    /// (the list library) are replaced by a user definition.
    pub system: bool,
    /// Whether the index must be rebuilt before the next call (private: setting it
    /// must also clear `plain`, see [`Pred::mark_dirty`]).
    dirty: bool,
    /// The run loop may enter the predicate's clauses at once (`enter_static`):
    /// static clauses, index built, no shortcut. A cache of those five conditions
    /// in one flag tested per call, set only by [`Pred::rebuild_index`] and
    /// cleared by every change that could break one of them. A cost centre stays
    /// plain: the profiled loop's inline entry opens its activation itself.
    plain: bool,
    /// The index.
    pub index: Index,
    /// Defined at all (has had clauses or a declaration).
    pub defined: bool,
    /// Cost centre of the predicate while profiling (`cc::NO_CC` if none); set
    /// through [`Pred::set_cc`].
    cc: crate::profile::CcId,
    /// The clause chains of a dynamic predicate (kept once created, also if the
    /// predicate is abolished, for the calls still walking them); `order` and `index`
    /// are unused then.
    pub dyn_index: Option<Box<DynIndex>>,
    /// The predicate's common mode answered in Rust by the unhooked run loop
    /// (`fastcall.rs`) instead of entering its clauses: `arg/3` with an integer
    /// position costs a builtin call rather than a clause, a type test and a cut.
    shortcut: Option<Shortcut>,
    /// An auxiliary predicate of a control construct written in a clause body:
    /// part of that clause, no level of the call tree (`depth.rs`).
    pub inline_aux: bool,
}

/// A predicate's common mode answered without its clauses: `Some(true)` or
/// `Some(false)` when the arguments are in that mode (the answer the clauses would
/// give, no error, no choice point, no goal woken), `None` with nothing changed
/// otherwise (the clauses then run and raise any error).
pub type Shortcut = fn(&mut super::Machine) -> Option<bool>;

impl Pred {
    fn new(name: Atom, arity: u32) -> Pred {
        Pred {
            name,
            arity,
            kind: PredKind::Clauses,
            clauses: Vec::new(),
            order: Vec::new(),
            dynamic: false,
            discontiguous: false,
            multifile: false,
            library: false,
            system: false,
            dirty: true,
            plain: false,
            index: Index::default(),
            defined: false,
            cc: super::cc::NO_CC,
            dyn_index: None,
            shortcut: None,
            inline_aux: false,
        }
    }

    /// Whether the index must be rebuilt before the next call.
    #[inline(always)]
    pub fn is_dirty(&self) -> bool {
        self.dirty
    }

    /// Records that the clauses changed: the index is rebuilt before the next
    /// call, which until then takes the general path.
    pub fn mark_dirty(&mut self) {
        self.dirty = true;
        self.plain = false;
    }

    /// Whether a call may enter the clauses at once (see the field `plain`).
    #[inline(always)]
    pub fn is_plain(&self) -> bool {
        self.plain
    }

    /// The predicate's cost centre while profiling (`cc::NO_CC` if none).
    #[inline(always)]
    pub fn cc(&self) -> crate::profile::CcId {
        self.cc
    }

    /// Makes the predicate cost centre `cc` (`cc::NO_CC`: none); only the
    /// profiled loop, which opens the centre's activation, runs while it is set.
    pub fn set_cc(&mut self, cc: crate::profile::CcId) {
        self.cc = cc;
    }

    /// Whether the conditions of `plain` hold now.
    fn plain_now(&self) -> bool {
        !self.dirty
            && self.kind == PredKind::Clauses
            && !self.dynamic
            && self.dyn_index.is_none()
            && self.shortcut.is_none()
    }

    /// The predicate's shortcut, if it has one.
    #[inline(always)]
    pub fn shortcut(&self) -> Option<Shortcut> {
        self.shortcut
    }

    /// Gives the predicate a shortcut (its calls then take the general path).
    pub fn set_shortcut(&mut self, shortcut: Shortcut) {
        self.shortcut = Some(shortcut);
        self.plain = false;
    }

    /// Declares the predicate dynamic: its live clauses move to linked chains.
    pub fn make_dynamic(&mut self) {
        self.dynamic = true;
        self.plain = false;
        if self.dyn_index.is_some() {
            return;
        }
        let mut d = DynIndex::new();
        for i in std::mem::take(&mut self.order) {
            let c = &self.clauses[i as usize];
            if c.died == NEVER {
                d.link(i, c.key, super::load::Position::Last);
            }
        }
        self.dyn_index = Some(Box::new(d));
        self.mark_dirty();
    }

    /// Rebuilds the index from the live clauses.
    pub fn rebuild_index(&mut self) {
        let live: Vec<u32> = self
            .order
            .iter()
            .copied()
            .filter(|&i| self.clauses[i as usize].died == NEVER)
            .collect();
        let mut by_key: FastMap<Key, Vec<u32>> = FastMap::default();
        for &i in &live {
            if let Some(k) = self.clauses[i as usize].key {
                by_key.entry(k).or_default();
            }
        }
        for &i in &live {
            match self.clauses[i as usize].key {
                Some(k) => by_key.get_mut(&k).into_iter().for_each(|v| v.push(i)),
                None => by_key.values_mut().for_each(|v| v.push(i)),
            }
        }
        let var_only: Vec<u32> = live
            .iter()
            .copied()
            .filter(|&i| self.clauses[i as usize].key.is_none())
            .collect();
        let tables: Vec<(Key, Rc<[u32]>)> =
            by_key.into_iter().map(|(k, v)| (k, v.into())).collect();
        let (few, by_key) = if tables.len() <= FEW_KEYS {
            (tables, FastMap::default())
        } else {
            (Vec::new(), tables.into_iter().collect())
        };
        let mut index = Index {
            all: live.into(),
            few,
            by_key,
            var_only: var_only.into(),
            list: Rc::from([]),
        };
        index.list = index.lookup(Key::List).clone();
        self.index = index;
        self.dirty = false;
        self.plain = self.plain_now();
    }

    /// Marks every live clause dead at `generation` (abolish, reconsult); returns the
    /// slots of a dynamic predicate now free (their code is the caller's to release).
    pub fn kill_all(&mut self, generation: u64) -> Vec<u32> {
        let mut freed = Vec::new();
        if let Some(d) = &mut self.dyn_index {
            d.kill_all(&mut self.clauses, generation, &mut freed);
            return freed;
        }
        for c in &mut self.clauses {
            if c.died == NEVER {
                c.died = generation;
            }
        }
        self.order.clear();
        self.mark_dirty();
        freed
    }

    /// Live clause ids in order.
    pub fn live_clauses(&self) -> Box<dyn Iterator<Item = u32> + '_> {
        match &self.dyn_index {
            Some(d) => Box::new(d.live_slots(&self.clauses)),
            None => Box::new(
                self.order
                    .iter()
                    .copied()
                    .filter(|&i| self.clauses[i as usize].died == NEVER),
            ),
        }
    }

    /// Candidate clauses for a call whose dereferenced first argument has key `key`.
    #[inline]
    pub fn candidates(&self, key: Option<Key>) -> &Rc<[u32]> {
        match key {
            None => &self.index.all,
            Some(k) => self.index.lookup(k),
        }
    }
}

impl Index {
    /// The clauses that can match a first argument with key `k`.
    #[inline]
    pub fn lookup(&self, k: Key) -> &Rc<[u32]> {
        if let Some((_, l)) = self.few.iter().find(|(x, _)| *x == k) {
            return l;
        }
        if self.by_key.is_empty() {
            return &self.var_only;
        }
        self.by_key.get(&k).unwrap_or(&self.var_only)
    }
}

/// All predicates, by name and arity.
#[derive(Debug, Default)]
pub struct Database {
    /// Predicates by id.
    pub preds: Vec<Pred>,
    ids: super::fasthash::FastMap<(Atom, u32), PredId>,
    /// Module namespaces, exports and imports (see `modules.rs`).
    pub modules: super::modules::Modules,
    /// Current generation (incremented by every assert and retract).
    pub generation: u64,
}

impl Database {
    /// The id of `name/arity`, creating an undefined entry if needed.
    pub fn pred_id(&mut self, name: Atom, arity: u32) -> PredId {
        if let Some(&id) = self.ids.get(&(name, arity)) {
            return id;
        }
        let id = self.new_pred(name, arity);
        self.ids.insert((name, arity), id);
        id
    }

    /// A new undefined predicate `name/arity` that no name resolves to yet.
    pub(crate) fn new_pred(&mut self, name: Atom, arity: u32) -> PredId {
        // Predicate names are not scanned by the atom collector.
        name.pin();
        let id = PredId(self.preds.len() as u32);
        self.preds.push(Pred::new(name, arity));
        id
    }

    /// The id of `name/arity` if it exists.
    pub fn lookup(&self, name: Atom, arity: u32) -> Option<PredId> {
        self.ids.get(&(name, arity)).copied()
    }

    /// The ids of the user namespace's predicates (not those local to a module).
    pub fn user_pred_ids(&self) -> impl Iterator<Item = PredId> + '_ {
        self.ids.values().copied()
    }

    /// Every predicate's id, in table order.
    pub fn pred_ids(&self) -> impl Iterator<Item = PredId> {
        (0..self.preds.len() as u32).map(PredId)
    }

    /// The predicate with id `id`.
    #[inline]
    pub fn pred(&self, id: PredId) -> &Pred {
        &self.preds[id.index()]
    }

    /// Mutable access to a predicate.
    #[inline]
    pub fn pred_mut(&mut self, id: PredId) -> &mut Pred {
        &mut self.preds[id.index()]
    }
}
