//! Heap access: dereferencing, binding, the trail, unification and conversion between
//! heap terms and owned [`Term`]s.
//!
//! Everything here is iterative (explicit work stacks): terms can be a million cells
//! deep (long lists) and the Rust stack must not grow with them.

use super::boxed::Boxed;
use super::cell::{Cell, Key};
use super::cyclic::{compound_id, AddrMap, AddrSet, Brent, Links};
use super::state::TrailEntry;
use super::OccursCheck;
use super::{Machine, Signal};
use crate::atom::Atom;
use crate::number::Number;
use crate::term::{Term, VarId};
use num_bigint::BigInt;
use num_rational::BigRational;
use std::collections::HashMap;
use std::rc::Rc;

/// Compounds an owned copy of a term may have before the rest is cut to `...`
/// (heavily shared terms would otherwise expand exponentially).
const UNFOLD_BUDGET: u64 = 4_000_000;

/// How [`Machine::unfold`] converts a heap term.
struct Unfold<'a> {
    /// Compounds that become these variables.
    cut: &'a AddrMap<VarId>,
    /// Whether the root is unfolded even if it is in `cut`.
    root_body: bool,
    /// Compounds unfolded at most.
    budget: u64,
    /// Compounds nested deeper than this (the root is at depth 1) are not unfolded.
    max_depth: Option<usize>,
    /// Whether compounds not unfolded become `...` (or the whole unfolding fails).
    ellipsis: bool,
}

impl<'a> Unfold<'a> {
    /// Everything up to [`UNFOLD_BUDGET`] compounds, the rest as `...`.
    fn full(cut: &'a AddrMap<VarId>) -> Self {
        Unfold {
            cut,
            root_body: false,
            budget: UNFOLD_BUDGET,
            max_depth: None,
            ellipsis: true,
        }
    }
}

/// Argument pairs [`Machine::walk_pairs`] has still to unify: `left` pairs of cells
/// at heap addresses `p..` and `q..`, the arguments of two compounds it entered.
/// Addresses, not cells: the stack holds one entry per compound, not per argument.
#[derive(Clone, Copy, Debug)]
pub(crate) struct ArgPairs {
    p: u32,
    q: u32,
    left: u32,
}

impl ArgPairs {
    /// No pairs.
    const NONE: ArgPairs = ArgPairs {
        p: 0,
        q: 0,
        left: 0,
    };
}

/// Flag in a `Cell::Big` or `Cell::String` index marking the persistent constant table.
pub(crate) const BIG_CONST: u32 = 0x8000_0000;

/// The cell of a term that needs no heap cells of its own (an atom or a small
/// number), written in place by [`Machine::put_term`].
fn constant_cell(t: &Term) -> Option<Cell> {
    match t {
        Term::Atom(a) => Some(Cell::Atom(*a)),
        Term::Int(i) => Some(Cell::Int(*i)),
        Term::Float(f) => Some(Cell::Float(*f)),
        _ => None,
    }
}

/// The first-argument index key of a string's text (FNV-1a).
pub(crate) fn string_key(text: &str) -> u64 {
    text.bytes().fold(0xcbf2_9ce4_8422_2325, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}

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

    /// Binds unbound heap variable `addr` to `val`, trailing when needed. Once
    /// attributed variables exist, `hb` is pinned to the top (see `attvar.rs`), so
    /// every binding takes the trailing branch and is checked there: the hot path
    /// has no extra test.
    #[inline(always)]
    pub(crate) fn bind(&mut self, addr: u32, val: Cell) {
        if addr < self.hb {
            if self.attv.on {
                self.bind_checked(addr, val);
                return;
            }
            self.trail.push(TrailEntry::Bind(addr));
        }
        self.heap[addr as usize] = val;
    }

    /// Undoes trail entries down to `tr`.
    pub(crate) fn undo_trail(&mut self, tr: usize) {
        while self.trail.len() > tr {
            match self.trail.pop() {
                Some(TrailEntry::Bind(a)) => self.heap[a as usize] = Cell::Ref(a),
                Some(TrailEntry::Arg(a, old)) => self.heap[a as usize] = old,
                Some(TrailEntry::Global(name, old)) => match old {
                    Some(v) => {
                        self.globals.insert(name, v);
                    }
                    None => {
                        self.globals.remove(&name);
                    }
                },
                Some(TrailEntry::Attr(a, old)) => self.undo_attr(a, old),
                None => break,
            }
        }
    }

    /// The arena value at index `i` of a `Big` or `String` cell.
    pub(crate) fn boxed(&self, i: u32) -> &Boxed {
        if i & BIG_CONST != 0 {
            &self.big_consts[(i & !BIG_CONST) as usize]
        } else {
            &self.bigs[i as usize]
        }
    }

    /// The big integer a `Big` cell refers to.
    pub(crate) fn big(&self, i: u32) -> &Rc<BigInt> {
        match self.boxed(i) {
            Boxed::Int(b) => b,
            _ => unreachable!("a Big cell refers to a big integer"),
        }
    }

    /// The rational a `Rat` cell refers to.
    pub(crate) fn rational(&self, i: u32) -> &Rc<BigRational> {
        match self.boxed(i) {
            Boxed::Rat(r) => r,
            _ => unreachable!("a Rat cell refers to a rational"),
        }
    }

    /// The text a `String` cell refers to.
    pub(crate) fn string(&self, i: u32) -> &Rc<str> {
        match self.boxed(i) {
            Boxed::Text(s) => s,
            _ => unreachable!("a String cell refers to a string"),
        }
    }

    /// Stores a value in the backtrackable arena and returns its cell.
    pub(crate) fn push_boxed(&mut self, b: Boxed) -> Cell {
        self.account_boxed(&b);
        let cell = b.cell(self.bigs.len() as u32);
        self.bigs.push(b);
        cell
    }

    /// Stores a big integer in the backtrackable arena.
    pub(crate) fn push_big(&mut self, b: Rc<BigInt>) -> Cell {
        self.push_boxed(Boxed::Int(b))
    }

    /// A new string cell holding `text`.
    pub(crate) fn push_string(&mut self, text: &str) -> Cell {
        self.push_boxed(Boxed::Text(Rc::from(text)))
    }

    /// A cell holding `n` (big integers go to the arena).
    pub(crate) fn number_cell(&mut self, n: Number) -> Cell {
        match n {
            Number::Int(i) => Cell::Int(i),
            Number::Float(f) => Cell::Float(f),
            Number::BigInt(b) => self.push_big(b),
            Number::Rational(r) => self.push_boxed(Boxed::Rat(r)),
        }
    }

    /// The number in a dereferenced cell, if it holds one.
    pub(crate) fn cell_number(&self, c: Cell) -> Option<Number> {
        match c {
            Cell::Int(i) => Some(Number::Int(i)),
            Cell::Float(f) => Some(Number::Float(f)),
            Cell::Big(b) => Some(Number::BigInt(self.big(b).clone())),
            Cell::Rat(r) => Some(Number::Rational(self.rational(r).clone())),
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
            (Cell::Rat(x), Cell::Rat(y)) => x == y || self.rational(x) == self.rational(y),
            (Cell::String(x), Cell::String(y)) => x == y || self.string(x) == self.string(y),
            _ => false,
        }
    }

    /// Index key of a dereferenced cell (`None` for unbound variables).
    #[inline(always)]
    pub(crate) fn key_of(&self, c: Cell) -> Option<Key> {
        match c {
            Cell::Ref(_) => None,
            Cell::Atom(a) => Some(Key::Atom(a)),
            Cell::Int(i) => Some(Key::Int(i)),
            Cell::Float(f) => Some(Key::Float(f.to_bits())),
            Cell::Big(_) | Cell::Rat(_) => Some(Key::Big),
            Cell::String(s) => Some(self.string_cell_key(s)),
            Cell::Lis(_) => Some(Key::List),
            Cell::Str(s) => match self.heap[s as usize] {
                Cell::Fun(f, n) => Some(Key::Fun(f, n)),
                _ => None,
            },
            Cell::Fun(f, n) => Some(Key::Fun(f, n)),
        }
    }

    /// Index key of string cell `s` (out of line: hashing its text would keep
    /// [`Machine::key_of`] from being inlined into calls).
    #[inline(never)]
    fn string_cell_key(&self, s: u32) -> Key {
        Key::String(string_key(self.string(s)))
    }

    /// Unifies two cells. Terminates on cyclic terms: once the work passes
    /// [`Machine::naive_budget`], entered compound pairs are linked and not entered again. With
    /// the `occurs_check` flag on, binding a variable to a term containing it fails
    /// (and with `error`, records the error in `occurs_error`).
    #[inline]
    pub(crate) fn unify(&mut self, a: Cell, b: Cell) -> bool {
        let (a, b) = (self.deref(a), self.deref(b));
        self.unify_derefed(a, b)
    }

    /// [`Machine::unify`] of two dereferenced cells, inlined into callers that
    /// have dereferenced them already (`unify_arg`, the builtins' output): a
    /// variable on either side binds without a call.
    #[inline(always)]
    pub(crate) fn unify_derefed(&mut self, a: Cell, b: Cell) -> bool {
        self.unify_derefed_or(a, b, Self::unify_terms)
    }

    /// Unifies two dereferenced cells when no compound has to be entered: a
    /// variable on either side, or a constant on either side (most
    /// unifications); hands `walk` the rest (two compounds, or a variable and a
    /// compound under the occurs check).
    #[inline(always)]
    fn unify_derefed_or(
        &mut self,
        a: Cell,
        b: Cell,
        walk: impl FnOnce(&mut Self, Cell, Cell) -> bool,
    ) -> bool {
        match (a, b) {
            (Cell::Ref(x), Cell::Ref(y)) => {
                if x < y {
                    self.bind(y, a);
                } else if y < x {
                    self.bind(x, b);
                }
                true
            }
            // Without the occurs check a variable takes a compound as it takes a
            // constant: nothing to walk (`X = f(...)`, `arg/3`'s fresh argument).
            (Cell::Ref(x), v) | (v, Cell::Ref(x))
                if v.is_atomic() || self.occurs_check == OccursCheck::False =>
            {
                self.bind(x, v);
                true
            }
            (x, y) if x.is_atomic() || y.is_atomic() => self.atomic_eq(x, y),
            _ => walk(self, a, b),
        }
    }

    /// [`Machine::unify`] of two terms, at least one of them compound: two
    /// compounds of one functor have their arguments unified left to right in
    /// place until a pair needs a walk (two compounds), which
    /// [`Machine::walk_pairs`] takes with the pairs after it. So flat terms such
    /// as `h(A, red, B)` against `h(C, D, E)` cost no stack, cycle detection or
    /// work budget; bindings happen in the walk's order (depth first, left to
    /// right), and the walk handles every nested pair, so cyclic terms still
    /// terminate.
    #[inline(never)]
    fn unify_terms(&mut self, a: Cell, b: Cell) -> bool {
        let (p, q, n) = match (a, b) {
            (Cell::Str(p), Cell::Str(q)) if p != q => {
                let fp = self.heap[p as usize];
                let Cell::Fun(_, n) = fp else {
                    return false;
                };
                if fp != self.heap[q as usize] {
                    return false;
                }
                (p + 1, q + 1, n)
            }
            (Cell::Lis(p), Cell::Lis(q)) if p != q => (p, q, 2),
            _ => return self.walk_pairs(a, b, ArgPairs::NONE),
        };
        for i in 0..n {
            let x = self.deref(self.heap[(p + i) as usize]);
            let y = self.deref(self.heap[(q + i) as usize]);
            let mut deferred = None;
            let ok = self.unify_derefed_or(x, y, |_, x, y| {
                deferred = Some((x, y));
                true
            });
            if let Some((x, y)) = deferred {
                let rest = ArgPairs {
                    p: p + i + 1,
                    q: q + i + 1,
                    left: n - i - 1,
                };
                return self.walk_pairs(x, y, rest);
            }
            if !ok {
                return false;
            }
        }
        true
    }

    /// Unifies two terms, at least one of them compound, then the argument
    /// pairs `rest` (none when `rest.left` is 0). Pairs are
    /// unified depth first, left to right; a compound entered leaves one
    /// [`ArgPairs`] on the stack for its arguments after the first (none for its
    /// last), so arguments that are variables or constants cost no stack traffic.
    #[inline(never)]
    fn walk_pairs(&mut self, a: Cell, b: Cell, rest: ArgPairs) -> bool {
        let mut stack = std::mem::take(&mut self.ustack);
        stack.clear();
        if rest.left > 0 {
            stack.push(rest);
        }
        let (mut a, mut b) = (a, b);
        let mut ok = true;
        let (mut work, budget) = (0usize, self.naive_budget());
        let mut brent = Brent::default();
        let mut links: Option<Links> = None;
        let check = self.occurs_check != OccursCheck::False;
        loop {
            let a_ = self.deref(a);
            let b_ = self.deref(b);
            // The argument cells of the compounds entered: addresses and count.
            let mut enter: Option<(u32, u32, u32)> = None;
            match (a_, b_) {
                (Cell::Ref(x), Cell::Ref(y)) => {
                    if x < y {
                        self.bind(y, a_);
                    } else if y < x {
                        self.bind(x, b_);
                    }
                }
                (Cell::Ref(x), v) | (v, Cell::Ref(x)) => {
                    if check && !v.is_atomic() && self.var_occurs(x, v) {
                        self.occurs_violation(x, v);
                        ok = false;
                        break;
                    }
                    self.bind(x, v)
                }
                (Cell::Lis(p), Cell::Lis(q)) if p != q => {
                    if let Some(l) = links.as_mut() {
                        if l.union(p, q) {
                            if let Err(Signal::Error(formal)) = self.tick() {
                                self.occurs_error = Some(formal);
                                ok = false;
                                break;
                            }
                            enter = Some((p, q, 2));
                        }
                    } else {
                        enter = Some((p, q, 2));
                    }
                    if enter.is_some() {
                        work += 2;
                        if links.is_none() && (work > budget || brent.step(p)) {
                            links = Some(Links::default());
                        }
                    }
                }
                (Cell::Str(p), Cell::Str(q)) if p != q => {
                    let (fp, fq) = (self.heap[p as usize], self.heap[q as usize]);
                    let Cell::Fun(_, n) = fp else {
                        ok = false;
                        break;
                    };
                    if fp != fq {
                        ok = false;
                        break;
                    }
                    if let Some(l) = links.as_mut() {
                        if l.union(p, q) {
                            if let Err(Signal::Error(formal)) = self.tick() {
                                self.occurs_error = Some(formal);
                                ok = false;
                                break;
                            }
                            enter = Some((p + 1, q + 1, n));
                        }
                    } else {
                        enter = Some((p + 1, q + 1, n));
                    }
                    if enter.is_some() {
                        work += n as usize;
                        if links.is_none() && (work > budget || brent.step(p)) {
                            links = Some(Links::default());
                        }
                    }
                }
                (Cell::Lis(_), Cell::Lis(_)) | (Cell::Str(_), Cell::Str(_)) => {}
                (x, y) => {
                    if !self.atomic_eq(x, y) {
                        ok = false;
                        break;
                    }
                }
            }
            if let Some((p, q, n)) = enter.filter(|&(_, _, n)| n > 0) {
                if n > 1 {
                    stack.push(ArgPairs {
                        p: p + 1,
                        q: q + 1,
                        left: n - 1,
                    });
                }
                (a, b) = (self.heap[p as usize], self.heap[q as usize]);
                continue;
            }
            let Some(next) = stack.last_mut() else {
                break;
            };
            (a, b) = (self.heap[next.p as usize], self.heap[next.q as usize]);
            next.left -= 1;
            if next.left == 0 {
                stack.pop();
            } else {
                next.p += 1;
                next.q += 1;
            }
        }
        stack.clear();
        self.ustack = stack;
        ok
    }

    /// Binding variable `var` to `value` would create a cyclic term: with
    /// `occurs_check` set to `error`, records `occurs_check(Var, Value)` to be raised.
    pub(crate) fn occurs_violation(&mut self, var: u32, value: Cell) {
        if self.occurs_check == OccursCheck::Error {
            let mut vars = HashMap::new();
            let v = self.get_term(Cell::Ref(var), &mut vars);
            let t = self.get_term(value, &mut vars);
            self.occurs_error = Some(Term::compound("occurs_check", vec![v, t]));
        }
    }

    /// Copies an owned term onto the heap. `vars` maps the term's variables to cells
    /// (extended with fresh variables for the ones not in it).
    pub(crate) fn put_term(&mut self, t: &Term, vars: &mut HashMap<VarId, Cell>) -> Cell {
        // Work items: (term, heap slot to fill or None for the result). Constant
        // arguments are written at once, so a fact's head or an atom stacks nothing.
        let mut result = Cell::Atom(Atom::NIL);
        let mut work: Vec<(&Term, Option<usize>)> = Vec::new();
        let mut next = Some((t, None));
        while let Some((t, dest)) = next.take().or_else(|| work.pop()) {
            if let Some(cell) = constant_cell(t) {
                match dest {
                    Some(d) => self.heap[d] = cell,
                    None => result = cell,
                }
                continue;
            }
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
                // Written above.
                Term::Atom(_) | Term::Int(_) | Term::Float(_) => continue,
                Term::BigInt(b) => self.push_big(b.clone()),
                Term::Rational(r) => self.push_boxed(Boxed::Rat(r.clone())),
                Term::String(t) => self.push_boxed(Boxed::Text(t.clone())),
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
                        match constant_cell(a) {
                            Some(c) => self.heap[first + i] = c,
                            None => work.push((a, Some(first + i))),
                        }
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
    /// A cyclic term comes out factorized as SWI-Prolog writes it (see
    /// [`Machine::get_term_factored`]).
    pub(crate) fn get_term(&self, c: Cell, vars: &mut HashMap<u32, VarId>) -> Term {
        self.get_term_factored(c, vars).0
    }

    /// Converts a heap term to an owned term, also returning the variables that stand
    /// for cycles. An acyclic term converts as is. A cyclic one becomes
    /// `@(Template, [V1=Value1, ...])`, the form SWI-Prolog's `write/1` prints: the
    /// compounds met more than once in a depth-first left-to-right walk, in the order
    /// of their second meeting, become fresh variables `V1, V2, ...`, except those
    /// whose value (with the earlier exceptions substituted back) does not contain
    /// them, which are substituted back. Every cycle passes through a variable.
    pub(crate) fn get_term_factored(
        &self,
        c: Cell,
        vars: &mut HashMap<u32, VarId>,
    ) -> (Term, Vec<VarId>) {
        if let Some(t) = self.flat_term(c, vars) {
            return (t, Vec::new());
        }
        let none = AddrMap::default();
        let first = Unfold {
            budget: self.naive_budget() as u64,
            ellipsis: false,
            ..Unfold::full(&none)
        };
        if let Some(t) = self.unfold(c, vars, &first) {
            return (t, Vec::new());
        }
        let full = |t: Option<Term>| t.unwrap_or(Term::Atom(Atom::NIL));
        if self.is_acyclic(c) {
            return (full(self.unfold(c, vars, &Unfold::full(&none))), vec![]);
        }
        let kept = self.cycle_points(c);
        let mut cut: AddrMap<VarId> = AddrMap::default();
        let mut ids = Vec::with_capacity(kept.len());
        for &a in &kept {
            // Keys above every heap address stand for the factor variables.
            let key = u32::MAX - vars.len() as u32;
            let id = vars.len() as VarId;
            vars.insert(key, id);
            cut.insert(a, id);
            ids.push(id);
        }
        let template = full(self.unfold(c, vars, &Unfold::full(&cut)));
        let body = Unfold {
            root_body: true,
            ..Unfold::full(&cut)
        };
        let mut substs = Vec::with_capacity(kept.len());
        for (&a, &id) in kept.iter().zip(&ids) {
            let root = match self.heap[a as usize] {
                Cell::Fun(_, _) => Cell::Str(a),
                _ => Cell::Lis(a),
            };
            let value = full(self.unfold(root, vars, &body));
            substs.push(Term::Compound(Atom::new("="), vec![Term::Var(id), value]));
        }
        let t = Term::compound("@", vec![template, Term::list(substs)]);
        (t, ids)
    }

    /// The compounds of a cyclic term that become variables when it is factorized
    /// (see [`Machine::get_term_factored`]), in order.
    fn cycle_points(&self, c: Cell) -> Vec<u32> {
        // Compounds met twice, in the order of their second meeting.
        let mut met: AddrMap<bool> = AddrMap::default();
        let mut shared = Vec::new();
        let mut stack = vec![c];
        while let Some(x) = stack.pop() {
            let x = self.deref(x);
            let Some(a) = compound_id(x) else { continue };
            match met.get(&a) {
                None => {
                    met.insert(a, false);
                    stack.extend(self.compound_args(x).iter().rev());
                }
                Some(false) => {
                    met.insert(a, true);
                    shared.push(a);
                }
                Some(true) => {}
            }
        }
        // A shared compound stays a variable if its value, walked through the
        // compounds met once and those already substituted back, contains it.
        let mut back = AddrSet::default();
        let mut kept = Vec::new();
        for &s in &shared {
            let root = self.heap[s as usize];
            let root = if matches!(root, Cell::Fun(_, _)) {
                Cell::Str(s)
            } else {
                Cell::Lis(s)
            };
            let mut seen = AddrSet::default();
            let mut stack: Vec<Cell> = self.compound_args(root).to_vec();
            let mut cyclic = false;
            while let Some(x) = stack.pop() {
                let x = self.deref(x);
                let Some(a) = compound_id(x) else { continue };
                if a == s {
                    cyclic = true;
                    break;
                }
                let is_var = met.get(&a) == Some(&true) && !back.contains(&a);
                if !is_var && seen.insert(a) {
                    stack.extend_from_slice(self.compound_args(x));
                }
            }
            if cyclic {
                kept.push(s);
            } else {
                back.insert(s);
            }
        }
        kept
    }

    /// A term with no compound below its root (an atomic term, a variable, or a
    /// compound of atomic terms and variables, as most asserted facts are), converted
    /// without the walk of [`Machine::unfold`] and its stacks; `None` for anything
    /// deeper. Variables are numbered in `vars` left to right, as the walk numbers them.
    fn flat_term(&self, c: Cell, vars: &mut HashMap<u32, VarId>) -> Option<Term> {
        let c = self.deref(c);
        if compound_id(c).is_none() {
            return self.leaf_term(c, vars);
        }
        if !self.is_flat(c) {
            return None;
        }
        let (name, _) = self.functor_of(c)?;
        let cells = self.compound_args(c);
        // Exactly as long as the term (a clause keeps it: `assert/1`).
        let mut args = Vec::with_capacity(cells.len());
        for &a in cells {
            args.push(self.leaf_term(self.deref(a), vars)?);
        }
        Some(Term::Compound(name, args))
    }

    /// The owned term of a dereferenced cell that is not a compound (`None` for a
    /// compound); an unbound variable is numbered in `vars` at its first meeting.
    fn leaf_term(&self, c: Cell, vars: &mut HashMap<u32, VarId>) -> Option<Term> {
        Some(match c {
            Cell::Ref(a) => {
                let n = vars.len() as VarId;
                Term::Var(*vars.entry(a).or_insert(n))
            }
            Cell::Atom(a) | Cell::Fun(a, _) => Term::Atom(a),
            Cell::Int(i) => Term::Int(i),
            Cell::Float(f) => Term::Float(f),
            Cell::Big(b) => Term::BigInt(self.big(b).clone()),
            Cell::Rat(r) => Term::Rational(self.rational(r).clone()),
            Cell::String(t) => Term::String(self.string(t).clone()),
            Cell::Lis(_) | Cell::Str(_) => return None,
        })
    }

    /// Unfolds a heap term into an owned term as `how` says.
    fn unfold(&self, c: Cell, vars: &mut HashMap<u32, VarId>, how: &Unfold) -> Option<Term> {
        enum Job {
            Visit(Cell, usize),
            Build(Atom, usize),
        }
        let mut out: Vec<Term> = Vec::new();
        let mut jobs = vec![Job::Visit(c, 1)];
        let mut root = how.root_body;
        let mut budget = how.budget;
        let mut brent = Brent::default();
        while let Some(job) = jobs.pop() {
            match job {
                Job::Visit(c, depth) => {
                    let c = self.deref(c);
                    if let Some(a) = compound_id(c) {
                        if !std::mem::take(&mut root) {
                            if let Some(id) = how.cut.get(&a) {
                                out.push(Term::Var(*id));
                                continue;
                            }
                        }
                        // Without `ellipsis`, a compound met again gives up too.
                        if !how.ellipsis && (budget == 0 || brent.step(a)) {
                            return None;
                        }
                        if how.ellipsis && self.poll() {
                            return None;
                        }
                        if budget == 0 || how.max_depth.is_some_and(|d| depth > d) {
                            out.push(Term::Atom(Atom::new("...")));
                            continue;
                        }
                        budget -= 1;
                    }
                    match c {
                        Cell::Lis(p) => {
                            jobs.push(Job::Build(Atom::DOT, 2));
                            jobs.push(Job::Visit(self.heap[p as usize + 1], depth + 1));
                            jobs.push(Job::Visit(self.heap[p as usize], depth + 1));
                        }
                        Cell::Str(s) => {
                            let Cell::Fun(f, n) = self.heap[s as usize] else {
                                out.push(Term::Atom(Atom::NIL));
                                continue;
                            };
                            jobs.push(Job::Build(f, n as usize));
                            for i in (1..=n as usize).rev() {
                                jobs.push(Job::Visit(self.heap[s as usize + i], depth + 1));
                            }
                        }
                        _ => out.extend(self.leaf_term(c, vars)),
                    }
                }
                Job::Build(f, n) => {
                    let args = out.split_off(out.len() - n);
                    out.push(Term::Compound(f, args));
                }
            }
        }
        out.pop()
    }

    /// Converts a heap term to an owned term cut at `depth` (deeper compounds, cyclic
    /// or not, become `...`), for `write_term/2`'s `max_depth` option.
    pub(crate) fn get_term_to_depth(
        &self,
        c: Cell,
        vars: &mut HashMap<u32, VarId>,
        depth: usize,
    ) -> Term {
        let none = AddrMap::default();
        let how = Unfold {
            max_depth: Some(depth),
            ..Unfold::full(&none)
        };
        self.unfold(c, vars, &how).unwrap_or(Term::Atom(Atom::NIL))
    }

    /// Converts a goal to an owned term whose variables map back to heap cells through
    /// `vars` (to compile it). An acyclic goal converts as is; in a cyclic one, each
    /// cyclic argument of the root becomes a variable keyed by the address of the
    /// argument cell, so it is called (or translated) as a variable goal.
    pub(crate) fn get_goal_term(&self, c: Cell, vars: &mut HashMap<u32, VarId>) -> Term {
        let root = self.deref(c);
        if self.is_acyclic(root) {
            return self.get_term(root, vars);
        }
        let Some((name, _)) = self.functor_of(root) else {
            return Term::Atom(Atom::NIL);
        };
        let first = self.args_addr(root);
        let n = self.compound_args(root).len() as u32;
        let args = (first..first + n)
            .map(|addr| {
                let arg = self.heap[addr as usize];
                if self.is_acyclic(arg) {
                    self.get_term(arg, vars)
                } else {
                    let next = vars.len() as VarId;
                    Term::Var(*vars.entry(addr).or_insert(next))
                }
            })
            .collect();
        Term::Compound(name, args)
    }

    /// The goal call/1 compiles for `c`: the control constructs it is made of
    /// (`,` `;` `->` `*->` `|`, `\\+`, `M:G`) are walked, and each argument of a
    /// goal they reach that is not an unbound variable becomes a variable keyed by
    /// the address of its argument cell. The called goal then works on the caller's terms, not on copies
    /// (`setarg/3`, `same_term/2` and `b_set_dict/3` see them, as in SWI-Prolog), and
    /// the compiled clause depends on the goal's shape only, so it is reused for
    /// other data. A cyclic goal converts as [`Machine::get_goal_term`] does.
    pub(crate) fn goal_skeleton(&self, c: Cell, vars: &mut HashMap<u32, VarId>) -> Term {
        enum Job {
            Visit(Cell),
            Build(Atom, usize),
        }
        let root = self.deref(c);
        if !self.is_acyclic(root) {
            return self.get_goal_term(root, vars);
        }
        let mut out: Vec<Term> = Vec::new();
        let mut jobs = vec![Job::Visit(root)];
        while let Some(job) = jobs.pop() {
            match job {
                Job::Visit(cell) => {
                    let cell = self.deref(cell);
                    match self.functor_of(cell) {
                        Some((name, n)) if walked_control(name, n) => {
                            jobs.push(Job::Build(name, n as usize));
                            let args = self.compound_args(cell);
                            jobs.extend(args.iter().rev().map(|a| Job::Visit(*a)));
                        }
                        Some((name, n)) if n > 0 => out.push(self.leaf_goal(cell, name, vars)),
                        _ => out.push(self.get_term(cell, vars)),
                    }
                }
                Job::Build(f, n) => {
                    let args = out.split_off(out.len() - n);
                    out.push(Term::Compound(f, args));
                }
            }
        }
        out.pop().unwrap_or(Term::Atom(Atom::NIL))
    }

    /// A goal `name(...)` that is not a control construct, with its arguments that
    /// are not unbound variables as variables keyed by their argument cells (see
    /// [`Machine::goal_skeleton`]): constants too, so that a goal called in a loop
    /// with another number each time (`forall(between(1, N, I), I > 0)`) has one
    /// shape.
    fn leaf_goal(&self, goal: Cell, name: Atom, vars: &mut HashMap<u32, VarId>) -> Term {
        let first = self.args_addr(goal);
        let n = self.compound_args(goal).len() as u32;
        let args = (first..first + n)
            .map(|addr| {
                let next = vars.len() as VarId;
                Term::Var(*vars.entry(self.called_arg_cell(addr)).or_insert(next))
            })
            .collect();
        Term::Compound(name, args)
    }

    /// The cell that the argument at `addr` of a goal call/1 compiles stands for:
    /// the variable itself when it is unbound (shared with the rest of the goal),
    /// else the argument cell (passed by reference).
    pub(super) fn called_arg_cell(&self, addr: u32) -> u32 {
        match self.deref(self.heap[addr as usize]) {
            Cell::Ref(var) => var,
            _ => addr,
        }
    }

    /// Converts an exception ball to an owned term. Cyclic parts are factorized where
    /// they are (see [`Machine::get_term_factored`]) rather than at the root, down to
    /// a few levels, so that `error(type_error(T, Culprit), _)` keeps its shape when
    /// only the culprit is cyclic.
    pub(crate) fn get_ball_term(&self, c: Cell) -> Term {
        enum Job {
            Visit(Cell, usize),
            Build(Atom, usize),
        }
        const LEVELS: usize = 4;
        let mut vars = HashMap::new();
        let mut out: Vec<Term> = Vec::new();
        let mut jobs = vec![Job::Visit(c, 0)];
        while let Some(job) = jobs.pop() {
            match job {
                Job::Visit(c, level) => {
                    let c = self.deref(c);
                    let spine = level < LEVELS
                        && !self.is_acyclic(c)
                        && !compound_id(c).is_some_and(|a| self.reaches(c, a));
                    match self.functor_of(c) {
                        Some((name, n)) if spine && n > 0 => {
                            jobs.push(Job::Build(name, n as usize));
                            let args = self.compound_args(c);
                            jobs.extend(args.iter().rev().map(|a| Job::Visit(*a, level + 1)));
                        }
                        _ => out.push(self.get_term(c, &mut vars)),
                    }
                }
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

/// Whether call/1 compiles `name/arity` as a control construct whose arguments are
/// goals (or a module), walked by [`Machine::goal_skeleton`].
pub(super) fn walked_control(name: Atom, arity: u32) -> bool {
    (arity == 2 && (super::compile::is_binary_control(name) || name == Atom::COLON))
        || (arity == 1 && name == Atom::NOT_PROVABLE)
}

#[cfg(test)]
mod tests {
    use super::{AddrMap, Unfold};
    use crate::machine::test_support::{loaded, solves};
    use crate::machine::Machine;
    use std::collections::HashMap;

    /// The direct conversion of flat terms gives what the walk gives (variables
    /// numbered alike, shared ones shared), and declines terms with a compound
    /// below the root; asserted flat facts come back as written.
    #[test]
    fn flat_terms_convert_as_the_walk_converts_them() {
        let mut m = Machine::new();
        let flat = [
            "f(X, a, X, Y, \"s\", 1.5, 100000000000000000000, [], Y)",
            "[X|X]",
            "atom",
            "42",
            "g",
        ];
        for text in flat {
            let t = m.parse_goal(text).expect("term parses");
            let c = m.put_term(&t, &mut HashMap::new());
            let (mut direct, mut walked) = (HashMap::new(), HashMap::new());
            let none = AddrMap::default();
            assert_eq!(
                m.flat_term(c, &mut direct),
                m.unfold(c, &mut walked, &Unfold::full(&none)),
                "{text}"
            );
            assert_eq!(direct, walked, "{text}");
        }
        for deep in ["f(g(a))", "[a, b]", "f(X, [X])"] {
            let t = m.parse_goal(deep).expect("term parses");
            let c = m.put_term(&t, &mut HashMap::new());
            assert_eq!(m.flat_term(c, &mut HashMap::new()), None, "{deep}");
        }
        let goal = "assertz(ff(X, a, X, Y, \"s\", 1.5, 100000000000000000000, [])), \
            ff(A, B, C, D, E, F, G, H), A == C, A \\== D, var(A), var(D), B == a, \
            E == \"s\", F == 1.5, G =:= 10^20, H == []";
        assert!(solves(&mut m, goal));
        assert!(solves(
            &mut m,
            "assertz(ll([X|X])), ll([P|Q]), P == Q, var(P)"
        ));
    }

    /// Unification of compounds: arguments that are variables or constants,
    /// nested compounds, lists, a failure after bindings, cyclic terms, the
    /// occurs check on a flat compound's argument, and the
    /// order in which bindings wake goals (depth first, left to right, as
    /// SWI-Prolog: swipl gives the same answers for these goals).
    const PROGRAM: &str = "
        wide :- f(A, b, C, d, E) = f(a, B, c, D, e), A-B-C-D-E == a-b-c-d-e.
        undone :- \\+ f(g(X, h(1)), _) = f(g(1, h(2)), 2), var(X).
        late_mismatch :- \\+ f(a, g(b, c), d) = f(a, g(b, c), e).
        mixed :- f(X, [Y|Z], W) = f(W, [1, 2], 3), X-Y-Z == 3-1-[2].
        long :- numlist(1, 300000, L), length(M, 300000), f(L, 1) = f(M, 1),
            last(M, X), X == 300000.
        cyclic :- X = f(X, a, Y), Y = f(Y, a, X), X = Y.
        woken_x :- freeze(X, (var(T) -> T = x ; true)), freeze(Z, (var(T) -> T = z ; true)),
            f(g(X, h(_)), Z) = f(g(1, h(2)), 3), T == x.
        woken_z :- freeze(X, (var(T) -> T = x ; true)), freeze(Z, (var(T) -> T = z ; true)),
            f(Z, g(X)) = f(3, g(1)), T == z.
        occurs :- set_prolog_flag(occurs_check, true), \\+ f(X, a) = f(g(X), a),
            f(Y, b) = f(g(Z), b), Y == g(Z), \\+ f(_, b) = f(g(_), c),
            set_prolog_flag(occurs_check, false).
    ";

    #[test]
    fn compound_unification_matches_swi_prolog() {
        let mut m = loaded(PROGRAM);
        for goal in [
            "wide",
            "undone",
            "late_mismatch",
            "mixed",
            "long",
            "cyclic",
            "woken_x",
            "woken_z",
            "occurs",
        ] {
            assert!(solves(&mut m, goal), "{goal}");
        }
        assert!(!solves(&mut m, "f(a, g(X, X), c) = f(a, g(1, 2), c)"));
    }
}
