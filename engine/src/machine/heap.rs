//! Heap access: dereferencing, binding, the trail, unification and conversion between
//! heap terms and owned [`Term`]s.
//!
//! Everything here is iterative (explicit work stacks): terms can be a million cells
//! deep (long lists) and the Rust stack must not grow with them.

use super::cell::{Cell, Key};
use super::state::TrailEntry;
use super::Machine;
use crate::atom::Atom;
use crate::number::Number;
use crate::term::{Term, VarId};
use num_bigint::BigInt;
use std::collections::HashMap;
use std::rc::Rc;

/// Flag in a `Cell::Big` index marking the persistent constant table.
pub(crate) const BIG_CONST: u32 = 0x8000_0000;

impl Machine {
    /// Follows references to the final cell.
    #[inline(always)]
    pub(crate) fn deref(&self, mut c: Cell) -> Cell {
        while let Cell::Ref(a) = c {
            let next = self.heap[a as usize];
            if let Cell::Ref(b) = next {
                if b == a {
                    return c;
                }
            }
            c = next;
        }
        c
    }

    /// Pushes a fresh unbound variable and returns a reference to it.
    #[inline]
    pub(crate) fn new_var(&mut self) -> Cell {
        let h = self.heap.len() as u32;
        self.heap.push(Cell::Ref(h));
        Cell::Ref(h)
    }

    /// Binds unbound heap variable `addr` to `val`, trailing when needed.
    #[inline(always)]
    pub(crate) fn bind(&mut self, addr: u32, val: Cell) {
        self.heap[addr as usize] = val;
        if addr < self.hb {
            self.trail.push(TrailEntry::Bind(addr));
        }
    }

    /// Undoes trail entries down to `tr`.
    pub(crate) fn undo_trail(&mut self, tr: usize) {
        while self.trail.len() > tr {
            match self.trail.pop() {
                Some(TrailEntry::Bind(a)) => self.heap[a as usize] = Cell::Ref(a),
                Some(TrailEntry::Global(name, old)) => match old {
                    Some(v) => {
                        self.globals.insert(name, v);
                    }
                    None => {
                        self.globals.remove(&name);
                    }
                },
                None => break,
            }
        }
    }

    /// The big integer a `Big` cell refers to.
    pub(crate) fn big(&self, i: u32) -> &Rc<BigInt> {
        if i & BIG_CONST != 0 {
            &self.big_consts[(i & !BIG_CONST) as usize]
        } else {
            &self.bigs[i as usize]
        }
    }

    /// Stores a big integer in the backtrackable arena.
    pub(crate) fn push_big(&mut self, b: Rc<BigInt>) -> Cell {
        self.account_big(&b);
        self.bigs.push(b);
        Cell::Big(self.bigs.len() as u32 - 1)
    }

    /// A cell holding `n` (big integers go to the arena).
    pub(crate) fn number_cell(&mut self, n: Number) -> Cell {
        match n {
            Number::Int(i) => Cell::Int(i),
            Number::Float(f) => Cell::Float(f),
            Number::BigInt(b) => self.push_big(b),
        }
    }

    /// The number in a dereferenced cell, if it holds one.
    pub(crate) fn cell_number(&self, c: Cell) -> Option<Number> {
        match c {
            Cell::Int(i) => Some(Number::Int(i)),
            Cell::Float(f) => Some(Number::Float(f)),
            Cell::Big(b) => Some(Number::BigInt(self.big(b).clone())),
            _ => None,
        }
    }

    /// Equality of two dereferenced atomic cells.
    #[inline]
    pub(crate) fn atomic_eq(&self, a: Cell, b: Cell) -> bool {
        match (a, b) {
            (Cell::Atom(x), Cell::Atom(y)) => x == y,
            (Cell::Int(x), Cell::Int(y)) => x == y,
            (Cell::Float(x), Cell::Float(y)) => x.to_bits() == y.to_bits(),
            (Cell::Big(x), Cell::Big(y)) => x == y || self.big(x) == self.big(y),
            _ => false,
        }
    }

    /// Index key of a dereferenced cell (`None` for unbound variables).
    #[inline]
    pub(crate) fn key_of(&self, c: Cell) -> Option<Key> {
        match c {
            Cell::Ref(_) => None,
            Cell::Atom(a) => Some(Key::Atom(a)),
            Cell::Int(i) => Some(Key::Int(i)),
            Cell::Float(f) => Some(Key::Float(f.to_bits())),
            Cell::Big(_) => Some(Key::Big),
            Cell::Lis(_) => Some(Key::List),
            Cell::Str(s) => match self.heap[s as usize] {
                Cell::Fun(f, n) => Some(Key::Fun(f, n)),
                _ => None,
            },
            Cell::Fun(f, n) => Some(Key::Fun(f, n)),
        }
    }

    /// Unifies two cells.
    pub(crate) fn unify(&mut self, a: Cell, b: Cell) -> bool {
        let mut stack = std::mem::take(&mut self.ustack);
        stack.clear();
        stack.push((a, b));
        let mut ok = true;
        while let Some((a, b)) = stack.pop() {
            let a = self.deref(a);
            let b = self.deref(b);
            match (a, b) {
                (Cell::Ref(x), Cell::Ref(y)) => {
                    if x < y {
                        self.bind(y, a);
                    } else if y < x {
                        self.bind(x, b);
                    }
                }
                (Cell::Ref(x), v) | (v, Cell::Ref(x)) => self.bind(x, v),
                (Cell::Lis(p), Cell::Lis(q)) => {
                    if p != q {
                        stack.push((self.heap[p as usize + 1], self.heap[q as usize + 1]));
                        stack.push((self.heap[p as usize], self.heap[q as usize]));
                    }
                }
                (Cell::Str(p), Cell::Str(q)) => {
                    if p == q {
                        continue;
                    }
                    let (fp, fq) = (self.heap[p as usize], self.heap[q as usize]);
                    let Cell::Fun(_, n) = fp else {
                        ok = false;
                        break;
                    };
                    if fp != fq {
                        ok = false;
                        break;
                    }
                    for i in (1..=n as usize).rev() {
                        stack.push((self.heap[p as usize + i], self.heap[q as usize + i]));
                    }
                }
                (x, y) => {
                    if !self.atomic_eq(x, y) {
                        ok = false;
                        break;
                    }
                }
            }
        }
        stack.clear();
        self.ustack = stack;
        ok
    }

    /// Copies an owned term onto the heap. `vars` maps the term's variables to cells
    /// (extended with fresh variables for the ones not in it).
    pub(crate) fn put_term(&mut self, t: &Term, vars: &mut HashMap<VarId, Cell>) -> Cell {
        // Work items: (term, heap slot to fill or None for the result).
        let mut result = Cell::Atom(Atom::NIL);
        let mut work: Vec<(&Term, Option<usize>)> = vec![(t, None)];
        while let Some((t, dest)) = work.pop() {
            let cell = match t {
                Term::Var(v) => match vars.get(v) {
                    Some(c) => *c,
                    None => {
                        let c = match dest {
                            Some(d) => {
                                self.heap[d] = Cell::Ref(d as u32);
                                Cell::Ref(d as u32)
                            }
                            None => self.new_var(),
                        };
                        vars.insert(*v, c);
                        if dest.is_some() {
                            continue;
                        }
                        c
                    }
                },
                Term::Atom(a) => Cell::Atom(*a),
                Term::Int(i) => Cell::Int(*i),
                Term::Float(f) => Cell::Float(*f),
                Term::BigInt(b) => self.push_big(b.clone()),
                Term::Compound(f, args) => {
                    let h = self.heap.len();
                    let cell = if *f == Atom::DOT && args.len() == 2 {
                        self.heap.push(Cell::Atom(Atom::NIL));
                        self.heap.push(Cell::Atom(Atom::NIL));
                        Cell::Lis(h as u32)
                    } else {
                        self.heap.push(Cell::Fun(*f, args.len() as u32));
                        self.heap
                            .extend(std::iter::repeat_n(Cell::Atom(Atom::NIL), args.len()));
                        Cell::Str(h as u32)
                    };
                    let first = if matches!(cell, Cell::Lis(_)) {
                        h
                    } else {
                        h + 1
                    };
                    for (i, a) in args.iter().enumerate().rev() {
                        work.push((a, Some(first + i)));
                    }
                    cell
                }
            };
            match dest {
                Some(d) => self.heap[d] = cell,
                None => result = cell,
            }
        }
        result
    }

    /// Converts a heap term to an owned term; `vars` numbers the unbound variables met
    /// (shared across calls so several terms keep consistent variable identities).
    pub(crate) fn get_term(&self, c: Cell, vars: &mut HashMap<u32, VarId>) -> Term {
        enum Job {
            Visit(Cell),
            Build(Atom, usize),
        }
        let mut out: Vec<Term> = Vec::new();
        let mut jobs = vec![Job::Visit(c)];
        // Cyclic terms (from unification without occurs check) and heavily shared
        // ones would expand without end: past this many nodes, compounds become `...`.
        let mut budget: u64 = 4_000_000;
        while let Some(job) = jobs.pop() {
            match job {
                Job::Visit(c)
                    if budget == 0 && matches!(self.deref(c), Cell::Str(_) | Cell::Lis(_)) =>
                {
                    out.push(Term::Atom(Atom::new("...")));
                }
                Job::Visit(c) => match self.deref(c) {
                    Cell::Ref(a) => {
                        let n = vars.len() as VarId;
                        out.push(Term::Var(*vars.entry(a).or_insert(n)));
                    }
                    Cell::Atom(a) => out.push(Term::Atom(a)),
                    Cell::Int(i) => out.push(Term::Int(i)),
                    Cell::Float(f) => out.push(Term::Float(f)),
                    Cell::Big(b) => out.push(Term::BigInt(self.big(b).clone())),
                    Cell::Lis(p) => {
                        budget -= 1;
                        jobs.push(Job::Build(Atom::DOT, 2));
                        jobs.push(Job::Visit(self.heap[p as usize + 1]));
                        jobs.push(Job::Visit(self.heap[p as usize]));
                    }
                    Cell::Str(s) => {
                        let Cell::Fun(f, n) = self.heap[s as usize] else {
                            out.push(Term::Atom(Atom::NIL));
                            continue;
                        };
                        budget -= 1;
                        jobs.push(Job::Build(f, n as usize));
                        for i in (1..=n as usize).rev() {
                            jobs.push(Job::Visit(self.heap[s as usize + i]));
                        }
                    }
                    Cell::Fun(f, _) => out.push(Term::Atom(f)),
                },
                Job::Build(f, n) => {
                    let args = out.split_off(out.len() - n);
                    out.push(Term::Compound(f, args));
                }
            }
        }
        out.pop().unwrap_or(Term::Atom(Atom::NIL))
    }

    /// Converts a heap term to an owned term with fresh variable numbering.
    pub(crate) fn to_term(&self, c: Cell) -> Term {
        self.get_term(c, &mut HashMap::new())
    }
}
