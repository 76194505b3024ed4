//! Tagged heap cells.
//!
//! The heap is a `Vec<Cell>`. A compound term `f(a1..an)` is a `Fun(f, n)` header cell
//! followed by its `n` argument cells, referred to by `Str(addr_of_header)`; a list cell
//! `[H|T]` is two consecutive cells referred to by `Lis(addr_of_head)`. An unbound
//! variable is a `Ref` to itself; a bound one is a `Ref` to another cell (or holds the
//! value directly after binding). Big integers, rationals and strings live in a
//! side arena (`boxed.rs`) indexed by `Big`, `Rat` and `String`.
//!
//! Invariant: every `Ref`, `Str` and `Lis` address is below `heap.len()`; bindings go
//! from younger to older cells, so resetting the heap top on backtracking is safe
//! (a plain variable bound to a younger attributed one is trailed when older than the
//! newest choice point, which keeps it safe too).

use crate::atom::Atom;

/// One tagged word of the machine.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Cell {
    /// A reference to a heap cell; a cell referring to itself is an unbound variable.
    Ref(u32),
    /// An atom.
    Atom(Atom),
    /// A 64-bit integer.
    Int(i64),
    /// A float.
    Float(f64),
    /// A big integer: index into the machine's side arena.
    Big(u32),
    /// A rational that is not an integer: index into the machine's side arena.
    Rat(u32),
    /// A string: index into the machine's side arena.
    String(u32),
    /// A compound term: address of its `Fun` header cell.
    Str(u32),
    /// A compound header: name and arity; the arguments follow it.
    Fun(Atom, u32),
    /// A list cell: address of its head; the tail follows it.
    Lis(u32),
}

impl Cell {
    /// Whether this cell is atomic (atom, number or string), i.e. unifies by equality.
    #[inline]
    pub fn is_atomic(self) -> bool {
        matches!(
            self,
            Cell::Atom(_)
                | Cell::Int(_)
                | Cell::Float(_)
                | Cell::Big(_)
                | Cell::Rat(_)
                | Cell::String(_)
        )
    }
}

/// First-argument index key of a cell (after dereferencing).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Key {
    /// An atom (including `[]`).
    Atom(Atom),
    /// A small integer.
    Int(i64),
    /// A float, by its bit pattern.
    Float(u64),
    /// Any big integer or rational (not discriminated further).
    Big,
    /// A string, by a hash of its text (equal strings have equal keys).
    String(u64),
    /// A compound with this name and arity.
    Fun(Atom, u32),
    /// A non-empty list.
    List,
}
