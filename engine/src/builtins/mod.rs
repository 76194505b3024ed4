//! Builtin predicates, one file per family, and the helpers they share.
//!
//! A builtin is a `fn(&mut Machine) -> BResult` reading its arguments from the
//! argument registers. Deterministic builtins are written in Rust here;
//! nondeterministic ones are Prolog in `prelude/boot.pl` on top of deterministic
//! helpers named `'$...'`.

mod answers;
mod arith;
mod atoms;
mod attvar;
mod btree;
mod bytes;
mod chartype;
mod clauseref;
mod context;
mod control;
mod dates;
mod db;
mod det;
mod env;
mod files;
mod findall;
mod flags;
mod io;
#[cfg(test)]
mod iso_tests;
mod library;
mod limits;
mod random;
mod readutil;
mod setarg;
mod sha1;
mod singletons;
mod sort_key;
mod strings;
mod tabling;
mod terms;
mod variant;

pub(crate) use findall::Bag;
pub(crate) use tabling::{implementation_name, Tables};
pub(crate) use terms::arg_shortcut;

use crate::atom::Atom;
use crate::machine::cell::Cell;
use crate::machine::cyclic::Brent;
use crate::machine::{Machine, Signal};
use crate::term::Term;

/// Registers every builtin family with `m`.
pub(crate) fn register_all(m: &mut Machine) {
    control::register(m);
    terms::register(m);
    attvar::register(m);
    arith::register(m);
    atoms::register(m);
    chartype::register(m);
    db::register(m);
    findall::register(m);
    files::register(m);
    flags::register(m);
    io::register(m);
    tabling::register(m);
    det::register(m);
    library::register(m);
    btree::register(m);
    limits::register(m);
    strings::register(m);
    readutil::register(m);
    random::register(m);
    setarg::register(m);
    dates::register(m);
    bytes::register(m);
    clauseref::register(m);
    context::register(m);
    env::register(m);
    singletons::register(m);
    variant::register(m);
}

/// `instantiation_error`.
pub(crate) fn inst_error() -> Signal {
    Signal::Error(Term::atom("instantiation_error"))
}

/// `type_error(Kind, Culprit)`.
pub(crate) fn type_error(m: &Machine, kind: &str, culprit: Cell) -> Signal {
    Signal::Error(Term::compound(
        "type_error",
        vec![Term::atom(kind), m.to_term(culprit)],
    ))
}

/// `domain_error(Domain, Culprit)`.
pub(crate) fn domain_error(m: &Machine, domain: &str, culprit: Cell) -> Signal {
    Signal::Error(Term::compound(
        "domain_error",
        vec![Term::atom(domain), m.to_term(culprit)],
    ))
}

/// `representation_error(What)`.
pub(crate) fn representation_error(what: &str) -> Signal {
    Signal::Error(Term::compound(
        "representation_error",
        vec![Term::atom(what)],
    ))
}

/// `existence_error(Kind, Culprit)`.
pub(crate) fn existence_error(m: &Machine, kind: &str, culprit: Cell) -> Signal {
    Signal::Error(Term::compound(
        "existence_error",
        vec![Term::atom(kind), m.to_term(culprit)],
    ))
}

/// `permission_error(Action, Type, Culprit)`.
pub(crate) fn permission_error(action: &str, kind: &str, culprit: Term) -> Signal {
    Signal::Error(Term::compound(
        "permission_error",
        vec![Term::atom(action), Term::atom(kind), culprit],
    ))
}

/// `representation_error(in_character_code)` for a code below -1.
pub(crate) fn representation_error_term(_code: i64) -> Signal {
    representation_error("in_character_code")
}

/// `uninstantiation_error(Culprit)`: an output argument was bound.
pub(crate) fn uninstantiation_error(m: &Machine, culprit: Cell) -> Signal {
    Signal::Error(Term::compound(
        "uninstantiation_error",
        vec![m.to_term(culprit)],
    ))
}

/// `Name/Arity` as a term.
pub(crate) fn indicator(name: Atom, arity: usize) -> Term {
    Term::Compound(Atom::SLASH, vec![Term::Atom(name), Term::Int(arity as i64)])
}

/// The elements of a list, or why it is not one.
pub(crate) enum ListError {
    /// The list ends in an unbound variable.
    Partial,
    /// The list ends in something other than `[]`.
    NotAList,
}

impl Machine {
    /// Argument register `i`, dereferenced.
    #[inline]
    pub(crate) fn arg(&self, i: usize) -> Cell {
        self.deref(self.regs[i])
    }

    /// Unifies argument register `i` with `c`. A variable on either side (a
    /// builtin's output argument, or `arg/3`'s fresh argument of `functor/3`'s
    /// term) is bound here as [`Machine::unify`] would bind it, without its call.
    #[inline]
    pub(crate) fn unify_arg(&mut self, i: usize, c: Cell) -> bool {
        let a = self.deref(self.regs[i]);
        let b = self.deref(c);
        self.unify_derefed(a, b)
    }

    /// The dereferenced elements of a proper list.
    pub(crate) fn list_cells(&self, mut c: Cell) -> Result<Vec<Cell>, ListError> {
        let mut out = Vec::new();
        let mut cycle = Brent::default();
        loop {
            match self.deref(c) {
                Cell::Atom(Atom::NIL) => return Ok(out),
                Cell::Lis(p) => {
                    if cycle.step(p) {
                        return Err(ListError::NotAList);
                    }
                    out.push(self.deref(self.heap[p as usize]));
                    c = self.heap[p as usize + 1];
                }
                Cell::Ref(_) => return Err(ListError::Partial),
                _ => return Err(ListError::NotAList),
            }
        }
    }

    /// Like `list_cells`, raising `instantiation_error`/`type_error(list, L)`.
    pub(crate) fn list_arg(&self, c: Cell) -> Result<Vec<Cell>, Signal> {
        self.list_cells(c).map_err(|e| match e {
            ListError::Partial => inst_error(),
            ListError::NotAList => type_error(self, "list", c),
        })
    }

    /// Builds a proper list of `items` on the heap.
    pub(crate) fn make_list(&mut self, items: &[Cell]) -> Cell {
        self.make_list_tail(items, Cell::Atom(Atom::NIL))
    }

    /// Builds a list of `items` ending in `tail`.
    pub(crate) fn make_list_tail(&mut self, items: &[Cell], tail: Cell) -> Cell {
        if items.is_empty() {
            return tail;
        }
        let start = self.heap.len() as u32;
        for (i, it) in items.iter().enumerate() {
            self.heap.push(*it);
            if i + 1 == items.len() {
                self.heap.push(tail);
            } else {
                self.heap.push(Cell::Lis(start + 2 * (i as u32 + 1)));
            }
        }
        Cell::Lis(start)
    }

    /// Name and arguments of a callable cell (atoms have no arguments).
    pub(crate) fn callable_parts(&self, c: Cell) -> Option<(Atom, Vec<Cell>)> {
        match c {
            Cell::Atom(a) => Some((a, Vec::new())),
            Cell::Str(s) => match self.heap[s as usize] {
                Cell::Fun(f, n) => Some((
                    f,
                    self.heap[s as usize + 1..=s as usize + n as usize].to_vec(),
                )),
                _ => None,
            },
            Cell::Lis(p) => Some((
                Atom::DOT,
                vec![self.heap[p as usize], self.heap[p as usize + 1]],
            )),
            _ => None,
        }
    }

    /// Name and arity of a dereferenced compound or atom.
    pub(crate) fn functor_of(&self, c: Cell) -> Option<(Atom, u32)> {
        match c {
            Cell::Atom(a) => Some((a, 0)),
            Cell::Str(s) => match self.heap[s as usize] {
                Cell::Fun(f, n) => Some((f, n)),
                _ => None,
            },
            Cell::Lis(_) => Some((Atom::DOT, 2)),
            _ => None,
        }
    }

    /// The text of an atom, string, number, code list or char list (for atom builtins).
    pub(crate) fn text_of(&self, c: Cell) -> Option<String> {
        match self.deref(c) {
            // The empty list is the empty code list (SWI-Prolog 7: `atom_length([], 0)`).
            Cell::Atom(Atom::NIL) => Some(String::new()),
            // The dict functor is a reserved symbol without text (SWI-Prolog 9).
            Cell::Atom(Atom::DICT) => None,
            Cell::Atom(a) => Some(a.name().to_string()),
            Cell::String(s) => Some(self.string(s).to_string()),
            Cell::Int(_) | Cell::Float(_) | Cell::Big(_) | Cell::Rat(_) => self
                .cell_number(self.deref(c))
                .map(|n| crate::arith::format_number(&n)),
            Cell::Lis(_) => {
                let items = self.list_cells(c).ok()?;
                let mut s = String::new();
                for it in items {
                    match it {
                        Cell::Int(code) => s.push(char::from_u32(u32::try_from(code).ok()?)?),
                        Cell::Atom(a) => {
                            let name = a.name();
                            let mut cs = name.chars();
                            let ch = cs.next()?;
                            if cs.next().is_some() {
                                return None;
                            }
                            s.push(ch);
                        }
                        _ => return None,
                    }
                }
                Some(s)
            }
            _ => None,
        }
    }

    /// A code list for `s`.
    pub(crate) fn codes_cell(&mut self, s: &str) -> Cell {
        let cells: Vec<Cell> = s.chars().map(|c| Cell::Int(c as i64)).collect();
        self.make_list(&cells)
    }

    /// A char list for `s`.
    pub(crate) fn chars_cell(&mut self, s: &str) -> Cell {
        let cells: Vec<Cell> = s
            .chars()
            .map(|c| Cell::Atom(Atom::new(c.encode_utf8(&mut [0; 4]))))
            .collect();
        self.make_list(&cells)
    }

    /// Puts an owned term on the heap with fresh variables.
    pub(crate) fn put_fresh(&mut self, t: &Term) -> Cell {
        self.put_term(t, &mut std::collections::HashMap::new())
    }

    /// An integer argument, with ISO errors.
    pub(crate) fn int_arg(&self, i: usize) -> Result<i64, Signal> {
        match self.arg(i) {
            Cell::Int(n) => Ok(n),
            Cell::Ref(_) => Err(inst_error()),
            Cell::Big(_) => Err(representation_error("max_integer")),
            other => Err(type_error(self, "integer", other)),
        }
    }

    /// An atom argument, with ISO errors.
    pub(crate) fn atom_arg(&self, i: usize) -> Result<Atom, Signal> {
        match self.arg(i) {
            Cell::Atom(a) => Ok(a),
            Cell::Ref(_) => Err(inst_error()),
            other => Err(type_error(self, "atom", other)),
        }
    }
}
