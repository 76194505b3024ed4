//! Interned atoms.
//!
//! Every atom name is stored once in a process-wide table and referred to by a 32-bit
//! [`Atom`] handle, so that unification and indexing compare integers, never strings.
//!
//! Atoms are garbage-collected (`machine/agc.rs`). An atom is either *permanent*
//! (pinned: every atom made by [`Atom::new`], i.e. by the reader, the compiler, the
//! Rust code's constants and anything outside a machine) or *held*: made at run time
//! by a machine's builtins ([`hold`]) and counted once per machine that holds it.
//! A machine releases the held atoms its roots no longer reach ([`release`]); an atom
//! that no machine holds any more and that is not pinned is removed and its id goes
//! on a free list for reuse. A machine pins a held atom before it lets it escape
//! where its collector cannot see it (query answers, clauses, operators, ...).
//!
//! Names may be freed, so [`Atom::name`] returns an [`AtomName`], a shared handle to
//! the text that stays valid however long it is kept.

use std::cmp::Ordering;
use std::collections::HashMap;
use std::fmt;
use std::ops::Deref;
use std::sync::{Arc, OnceLock, RwLock, RwLockReadGuard, RwLockWriteGuard};

/// An interned atom: a cheap, copyable handle to a name in the global atom table.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Atom(u32);

/// `Entry::holds` of a permanent atom.
const PINNED: u32 = u32::MAX;

struct Entry {
    name: Arc<str>,
    /// Machines holding the atom, or `PINNED`.
    holds: u32,
}

struct Table {
    entries: Vec<Option<Entry>>,
    ids: HashMap<Arc<str>, u32>,
    /// Ids of removed atoms, reused by new ones.
    free: Vec<u32>,
}

impl Table {
    /// Adds a new atom with `holds`.
    fn insert(&mut self, name: &str, holds: u32) -> Atom {
        let name: Arc<str> = Arc::from(name);
        let entry = Some(Entry {
            name: name.clone(),
            holds,
        });
        let id = match self.free.pop() {
            Some(id) => {
                self.entries[id as usize] = entry;
                id
            }
            None => {
                self.entries.push(entry);
                self.entries.len() as u32 - 1
            }
        };
        self.ids.insert(name, id);
        Atom(id)
    }

    fn entry(&self, a: Atom) -> Option<&Entry> {
        self.entries.get(a.0 as usize).and_then(Option::as_ref)
    }
}

fn table() -> &'static RwLock<Table> {
    static TABLE: OnceLock<RwLock<Table>> = OnceLock::new();
    TABLE.get_or_init(|| {
        let mut t = Table {
            entries: Vec::new(),
            ids: HashMap::new(),
            free: Vec::new(),
        };
        for name in PREDEFINED {
            debug_assert!(
                !t.ids.contains_key(*name),
                "duplicate predefined atom {name}"
            );
            t.insert(name, PINNED);
        }
        // The atom '[]' shares its name with the empty list but not its handle, so it
        // is left out of `ids`: only `Atom::PLAIN_NIL` and `[]`-named text reach it.
        t.entries.push(Some(Entry {
            name: Arc::from("[]"),
            holds: PINNED,
        }));
        // The dict functor is named `dict` but is not the atom `dict`: left out of
        // `ids` too, so no text reaches it.
        t.entries.push(Some(Entry {
            name: Arc::from("dict"),
            holds: PINNED,
        }));
        RwLock::new(t)
    })
}

fn read() -> RwLockReadGuard<'static, Table> {
    table().read().unwrap_or_else(|e| e.into_inner())
}

fn write() -> RwLockWriteGuard<'static, Table> {
    table().write().unwrap_or_else(|e| e.into_inner())
}

macro_rules! predefined_atoms {
    ($($konst:ident = $text:expr),* $(,)?) => {
        const PREDEFINED: &[&str] = &[$($text),*];
        #[allow(non_camel_case_types, clippy::upper_case_acronyms)]
        #[repr(u32)]
        enum PredefinedIndex { $($konst),* }
        impl Atom {
            $(
                #[doc = concat!("The atom `", $text, "`.")]
                pub const $konst: Atom = Atom(PredefinedIndex::$konst as u32);
            )*
        }
    };
}

predefined_atoms! {
    NIL = "[]",
    DOT = "[|]",
    CURLY = "{}",
    TRUE = "true",
    FALSE = "false",
    FAIL = "fail",
    COMMA = ",",
    SEMICOLON = ";",
    ARROW = "->",
    SOFT_ARROW = "*->",
    NOT_PROVABLE = "\\+",
    CUT = "!",
    COLON_DASH = ":-",
    MINUS = "-",
    PLUS = "+",
    SLASH = "/",
    BAR = "|",
    CALL = "call",
    EMPTY = "",
    END_OF_FILE = "end_of_file",
    ERROR = "error",
    EQUALS = "=",
    COLON = ":",
    QUESTION = "?-",
    CARET = "^",
    ON = "on",
    OFF = "off",
    CODES = "codes",
    CHARS = "chars",
    ATOM = "atom",
    STAR = "*",
    USER = "user",
    MOD = "mod",
    REM = "rem",
    DIV = "div",
    INT_DIV = "//",
    MIN = "min",
    MAX = "max",
    SHIFT_LEFT = "<<",
    SHIFT_RIGHT = ">>",
    BIT_AND = "/\\",
    BIT_OR = "\\/",
    XOR = "xor",
    ABS = "abs",
    DOLLAR = "$",
    IS = "is",
    FULL_STOP = ".",
    TERM_EXPANSION = "term_expansion",
    GOAL_EXPANSION = "goal_expansion",
}

impl Atom {
    /// The ordinary atom `'[]'`. As in SWI-Prolog 7, it is not the empty list
    /// [`Atom::NIL`] (`'[]' \== []`, `atom('[]')` but not `atom([])`), although both
    /// are named `[]`: quoted `'[]'` in source and text converted to an atom give it.
    pub const PLAIN_NIL: Atom = Atom(PREDEFINED.len() as u32);

    /// The reserved functor of dicts (SWI-Prolog's `C'dict'`): a dict `Tag{K1:V1, ...}`
    /// is the compound `C'dict'(Tag, V1, K1, ...)`, its pairs sorted by key, so the
    /// machine unifies, compares and copies dicts as ordinary compounds. No text
    /// names it (`Atom::new("dict")` is the plain atom `dict`).
    pub const DICT: Atom = Atom(PREDEFINED.len() as u32 + 1);

    /// The atom a builtin makes from `text`: like [`Atom::new`], but the text `[]`
    /// gives the atom `'[]'`, never the empty list.
    pub fn from_text(text: &str) -> Atom {
        if text == "[]" {
            Atom::PLAIN_NIL
        } else {
            Atom::new(text)
        }
    }

    /// Whether this is an atom for `atom/1`: everything but the reserved symbols
    /// of SWI-Prolog 7+, the empty list `[]` and the dict functor `C'dict'`.
    pub fn is_plain_atom(self) -> bool {
        self != Atom::NIL && self != Atom::DICT
    }

    /// Interns `name` as a permanent atom, returning the existing handle when the name
    /// is already known (a held atom becomes permanent).
    pub fn new(name: &str) -> Atom {
        {
            let t = read();
            if let Some(&id) = t.ids.get(name) {
                if t.entries[id as usize]
                    .as_ref()
                    .is_some_and(|e| e.holds == PINNED)
                {
                    return Atom(id);
                }
            }
        }
        let mut t = write();
        match t.ids.get(name).copied() {
            Some(id) => {
                if let Some(e) = t.entries[id as usize].as_mut() {
                    e.holds = PINNED;
                }
                Atom(id)
            }
            None => t.insert(name, PINNED),
        }
    }

    /// The atom's name (shared text, valid as long as it is kept).
    pub fn name(self) -> AtomName {
        AtomName(
            read()
                .entry(self)
                .map_or_else(|| Arc::from(""), |e| e.name.clone()),
        )
    }

    /// Compares two atoms' names (standard order of atoms) without copying them.
    /// The empty list `[]` comes before every atom, then the dict functor, as in
    /// SWI-Prolog 9.
    pub fn cmp_names(self, other: Atom) -> Ordering {
        if self == other {
            return Ordering::Equal;
        }
        for first in [Atom::NIL, Atom::DICT] {
            if self == first {
                return Ordering::Less;
            }
            if other == first {
                return Ordering::Greater;
            }
        }
        let t = read();
        let text = |a: Atom| t.entry(a).map_or("", |e| &*e.name);
        text(self).cmp(text(other))
    }

    /// Makes the atom permanent: it is never collected.
    pub fn pin(self) {
        pin_all([self]);
    }

    /// Atoms in the table now (`statistics(atoms, N)`).
    pub fn count() -> usize {
        let t = read();
        t.entries.len() - t.free.len()
    }

    /// The raw table index (stable while the atom exists).
    pub fn index(self) -> u32 {
        self.0
    }

    /// Rebuilds a handle from [`Atom::index`]; `None` when no atom has that index.
    pub fn from_index(index: u32) -> Option<Atom> {
        read().entry(Atom(index)).map(|_| Atom(index))
    }

    /// The atom named `name`, if it exists (interns nothing).
    pub fn lookup(name: &str) -> Option<Atom> {
        read().ids.get(name).map(|&id| Atom(id))
    }
}

/// Makes `atoms` permanent (one lock for all of them).
pub fn pin_all(atoms: impl IntoIterator<Item = Atom>) {
    let todo: Vec<Atom> = {
        let t = read();
        atoms
            .into_iter()
            .filter(|&a| t.entry(a).is_some_and(|e| e.holds != PINNED))
            .collect()
    };
    if todo.is_empty() {
        return;
    }
    let mut t = write();
    for a in todo {
        if let Some(e) = t.entries[a.0 as usize].as_mut() {
            e.holds = PINNED;
        }
    }
}

/// Interns `name` for a machine whose held atoms `is_held` tells: a permanent atom or
/// one the machine already holds is returned as is (`false`); otherwise the machine
/// takes a hold on it, made now if need be (`true`: the caller records the hold).
pub(crate) fn hold(name: &str, is_held: impl Fn(Atom) -> bool) -> (Atom, bool) {
    if name == "[]" {
        return (Atom::PLAIN_NIL, false);
    }
    let known = |t: &Table| {
        let id = *t.ids.get(name)?;
        let e = t.entries[id as usize].as_ref()?;
        Some((Atom(id), e.holds == PINNED || is_held(Atom(id))))
    };
    if let Some((a, true)) = known(&read()) {
        return (a, false);
    }
    let mut t = write();
    match known(&t) {
        Some((a, true)) => (a, false),
        Some((a, false)) => {
            if let Some(e) = t.entries[a.0 as usize].as_mut() {
                e.holds += 1;
            }
            (a, true)
        }
        None => (t.insert(name, 1), true),
    }
}

/// What [`release`] did.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Released {
    /// Atoms removed from the table.
    pub removed: usize,
    /// Bytes of text of all the atoms released (removed or not).
    pub bytes: usize,
}

/// Drops one machine's hold on each of `atoms`: an atom nobody holds any more is
/// removed and its id freed.
pub(crate) fn release(atoms: &[Atom]) -> Released {
    let mut t = write();
    let mut out = Released::default();
    for &a in atoms {
        let i = a.0 as usize;
        let Some(e) = t.entries.get_mut(i).and_then(Option::as_mut) else {
            continue;
        };
        out.bytes += e.name.len();
        if e.holds == PINNED {
            continue;
        }
        e.holds -= 1;
        if e.holds == 0 {
            let name = e.name.clone();
            t.ids.remove(&*name);
            t.entries[i] = None;
            t.free.push(a.0);
            out.removed += 1;
        }
    }
    out
}

/// One more than the largest atom index in use (the size of a mark bitset).
pub(crate) fn capacity() -> usize {
    read().entries.len()
}

/// The name of an atom: a shared handle to its text, valid even after the atom is
/// collected (compare it with `==` against a `&str`, or deref it to `&str`).
#[derive(Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct AtomName(Arc<str>);

impl Deref for AtomName {
    type Target = str;
    fn deref(&self) -> &str {
        &self.0
    }
}

impl AsRef<str> for AtomName {
    fn as_ref(&self) -> &str {
        &self.0
    }
}

impl PartialEq<str> for AtomName {
    fn eq(&self, other: &str) -> bool {
        &*self.0 == other
    }
}

impl PartialEq<&str> for AtomName {
    fn eq(&self, other: &&str) -> bool {
        &*self.0 == *other
    }
}

impl PartialEq<AtomName> for &str {
    fn eq(&self, other: &AtomName) -> bool {
        *self == &*other.0
    }
}

impl fmt::Display for AtomName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl fmt::Debug for AtomName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:?}", &*self.0)
    }
}

impl fmt::Debug for Atom {
    /// The name in double quotes; the atom `'[]'` as `'[]'`, so that it differs from
    /// the empty list `"[]"` wherever terms are keyed by their debug text.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if *self == Atom::PLAIN_NIL {
            return f.write_str("'[]'");
        }
        write!(f, "{:?}", self.name())
    }
}

impl fmt::Display for Atom {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.name())
    }
}

impl From<&str> for Atom {
    fn from(s: &str) -> Atom {
        Atom::new(s)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn interning_is_idempotent_and_predefined_atoms_resolve() {
        assert_eq!(Atom::new("foo"), Atom::new("foo"));
        assert_ne!(Atom::new("foo"), Atom::new("bar"));
        assert_eq!(Atom::new("[]"), Atom::NIL);
        assert_eq!(Atom::NOT_PROVABLE.name(), "\\+");
        assert_eq!(
            Atom::from_index(Atom::new("zz").index()),
            Some(Atom::new("zz"))
        );
    }

    #[test]
    fn an_atom_is_removed_when_its_last_holder_releases_it() {
        let name = "$atom test: two holders";
        let (a, new1) = hold(name, |_| false);
        let (b, new2) = hold(name, |_| false);
        assert!(new1 && new2 && a == b);
        assert_eq!(hold(name, |x| x == a), (a, false));
        assert_eq!(release(&[a]).removed, 0);
        assert_eq!(Atom::lookup(name), Some(a));
        assert_eq!(release(&[a]).removed, 1);
        assert_eq!(Atom::lookup(name), None);
        assert_eq!(Atom::from_index(a.index()), None);
    }

    #[test]
    fn a_pinned_atom_outlives_its_holders() {
        let (a, _) = hold("$atom test: pinned", |_| false);
        let (b, _) = hold("$atom test: made permanent", |_| false);
        a.pin();
        assert_eq!(Atom::new("$atom test: made permanent"), b);
        assert_eq!(release(&[a, b]).removed, 0);
        assert_eq!(a.name(), "$atom test: pinned");
        assert_eq!(Atom::lookup("$atom test: made permanent"), Some(b));
    }

    #[test]
    fn names_stay_valid_after_the_atom_is_removed() {
        let (a, _) = hold("$atom test: freed", |_| false);
        let kept = a.name();
        release(&[a]);
        assert_eq!(kept, "$atom test: freed");
        assert_eq!(Atom::cmp_names(Atom::NIL, Atom::TRUE), Ordering::Less);
    }
}
