//! Owned terms: the machine-independent term representation.
//!
//! The reader produces [`Term`]s, the writer prints them, and the machine converts
//! them to and from heap cells at its boundary (consulting clauses, exception balls,
//! answers handed to Rust callers). Variables are numbered within one term; two
//! `Term::Var` with the same number are the same variable.

use crate::atom::Atom;
use num_bigint::BigInt;
use num_rational::BigRational;
use std::rc::Rc;

/// Identity of a variable inside one owned term.
pub type VarId = u32;

/// An owned Prolog term.
#[derive(Clone, Debug, PartialEq)]
pub enum Term {
    /// A variable, identified by its number within the enclosing term.
    Var(VarId),
    /// An atom.
    Atom(Atom),
    /// An integer that fits in 64 bits.
    Int(i64),
    /// An integer outside the 64-bit range (never one that fits in `i64`).
    BigInt(Rc<BigInt>),
    /// A rational that is not an integer (`1r3`, in lowest terms).
    Rational(Rc<BigRational>),
    /// A floating-point number.
    Float(f64),
    /// A string (SWI-Prolog 7's string type): atomic text that is not an atom.
    String(Rc<str>),
    /// A compound term `name(args...)`; `args` is empty only for SWI-Prolog 7's
    /// zero-argument compounds `name()`, which are not the atom `name`.
    Compound(Atom, Vec<Term>),
}

impl Term {
    /// Calls `f` on every atom of the term, names of compounds included (the atom
    /// collector's marking and pinning).
    pub fn for_each_atom(&self, mut f: impl FnMut(Atom)) {
        let mut stack = vec![self];
        while let Some(t) = stack.pop() {
            match t {
                Term::Atom(a) => f(*a),
                Term::Compound(name, args) => {
                    f(*name);
                    stack.extend(args);
                }
                _ => {}
            }
        }
    }

    /// Builds a compound term, or the atom itself when `args` is empty.
    pub fn compound(name: impl Into<Atom>, args: Vec<Term>) -> Term {
        let name = name.into();
        if args.is_empty() {
            Term::Atom(name)
        } else {
            Term::Compound(name, args)
        }
    }

    /// Builds a string term.
    pub fn string(text: &str) -> Term {
        Term::String(Rc::from(text))
    }

    /// Builds an atom term.
    pub fn atom(name: &str) -> Term {
        Term::Atom(Atom::new(name))
    }

    /// Builds a proper list of `items` ending in `tail`.
    pub fn list_with_tail(
        items: impl IntoIterator<Item = Term, IntoIter: DoubleEndedIterator>,
        tail: Term,
    ) -> Term {
        items
            .into_iter()
            .rev()
            .fold(tail, |acc, x| Term::Compound(Atom::DOT, vec![x, acc]))
    }

    /// Builds a proper list of `items`.
    pub fn list(items: impl IntoIterator<Item = Term, IntoIter: DoubleEndedIterator>) -> Term {
        Term::list_with_tail(items, Term::Atom(Atom::NIL))
    }

    /// Builds an integer term from a big integer, normalising to `Int` when it fits.
    pub fn from_bigint(n: BigInt) -> Term {
        match i64::try_from(&n) {
            Ok(small) => Term::Int(small),
            Err(_) => Term::BigInt(Rc::new(n)),
        }
    }

    /// The name and arity of a callable term (atoms have arity 0).
    pub fn functor(&self) -> Option<(Atom, usize)> {
        match self {
            Term::Atom(a) => Some((*a, 0)),
            Term::Compound(f, args) => Some((*f, args.len())),
            _ => None,
        }
    }

    /// The elements of a proper list, or `None` if `self` is not one.
    pub fn list_items(&self) -> Option<Vec<&Term>> {
        let mut items = Vec::new();
        let mut cur = self;
        loop {
            match cur {
                Term::Atom(Atom::NIL) => return Some(items),
                Term::Compound(Atom::DOT, args) if args.len() == 2 => {
                    items.push(&args[0]);
                    cur = &args[1];
                }
                _ => return None,
            }
        }
    }

    /// Whether the term is a compound `name/arity`.
    pub fn is_functor(&self, name: Atom, arity: usize) -> bool {
        matches!(self, Term::Compound(f, args) if *f == name && args.len() == arity)
            || (arity == 0 && *self == Term::Atom(name))
    }
}
