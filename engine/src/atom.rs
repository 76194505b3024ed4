//! Interned atoms.
//!
//! Every atom name is stored once in a process-wide table and referred to by a 32-bit
//! [`Atom`] handle, so that unification and indexing compare integers, never strings.
//! Names are leaked on purpose: atoms live as long as the process (as in most Prolog
//! systems without atom garbage collection), which lets [`Atom::name`] hand out
//! `&'static str` without holding a lock.

use std::collections::HashMap;
use std::fmt;
use std::sync::{OnceLock, RwLock};

/// An interned atom: a cheap, copyable handle to a name in the global atom table.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Atom(u32);

struct Table {
    names: Vec<&'static str>,
    ids: HashMap<&'static str, u32>,
}

fn table() -> &'static RwLock<Table> {
    static TABLE: OnceLock<RwLock<Table>> = OnceLock::new();
    TABLE.get_or_init(|| {
        let mut t = Table {
            names: Vec::new(),
            ids: HashMap::new(),
        };
        for name in PREDEFINED {
            debug_assert!(
                !t.ids.contains_key(name),
                "duplicate predefined atom {name}"
            );
            let id = t.names.len() as u32;
            t.names.push(name);
            t.ids.insert(name, id);
        }
        RwLock::new(t)
    })
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
    DOT = ".",
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
}

impl Atom {
    /// Interns `name`, returning the existing handle when the name is already known.
    pub fn new(name: &str) -> Atom {
        if let Some(&id) = table()
            .read()
            .unwrap_or_else(|e| e.into_inner())
            .ids
            .get(name)
        {
            return Atom(id);
        }
        let mut t = table().write().unwrap_or_else(|e| e.into_inner());
        if let Some(&id) = t.ids.get(name) {
            return Atom(id);
        }
        let leaked: &'static str = Box::leak(name.to_owned().into_boxed_str());
        let id = t.names.len() as u32;
        t.names.push(leaked);
        t.ids.insert(leaked, id);
        Atom(id)
    }

    /// The atom's name.
    pub fn name(self) -> &'static str {
        table().read().unwrap_or_else(|e| e.into_inner()).names[self.0 as usize]
    }

    /// Atoms interned so far in this process (`statistics(atoms, N)`).
    pub fn count() -> usize {
        table()
            .read()
            .unwrap_or_else(|e| e.into_inner())
            .names
            .len()
    }

    /// The raw table index (stable for the life of the process).
    pub fn index(self) -> u32 {
        self.0
    }

    /// Rebuilds a handle from [`Atom::index`]; `None` when no atom has that index.
    pub fn from_index(index: u32) -> Option<Atom> {
        let t = table().read().unwrap_or_else(|e| e.into_inner());
        ((index as usize) < t.names.len()).then_some(Atom(index))
    }
}

impl fmt::Debug for Atom {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:?}", self.name())
    }
}

impl fmt::Display for Atom {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
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
}
