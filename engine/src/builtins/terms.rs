//! Term builtins: unification, comparison and standard order, type tests, term
//! construction and inspection (`functor/3`, `arg/3`, `=../2`, ...; `copy_term/2` is
//! in `attvar.rs`).

use super::sort_key::{parse_sort_key, sort_key_of};
use super::{domain_error, inst_error, representation_error, type_error};
use crate::atom::Atom;
use crate::machine::cell::Cell;
use crate::machine::commit::TypeTest;
use crate::machine::cyclic::{compound_id, copied_before, AddrMap, AddrSet, Brent, Links};
use crate::machine::{BResult, Machine, OccursCheck, Signal};
use crate::number::Number;
use num_bigint::Sign;
use std::cmp::Ordering;
use std::collections::HashMap;

/// `same_term/2` (SWI-Prolog): the same variable, equal atomic data, or a compound
/// at the same address (equal compounds built apart are not the same term).
fn same_term(m: &Machine, a: Cell, b: Cell) -> bool {
    match (a, b) {
        (Cell::Ref(x), Cell::Ref(y))
        | (Cell::Str(x), Cell::Str(y))
        | (Cell::Lis(x), Cell::Lis(y)) => x == y,
        _ if a.is_atomic() && b.is_atomic() => m.compare_cells(a, b) == Ordering::Equal,
        _ => false,
    }
}

pub(super) fn register(m: &mut Machine) {
    m.register_builtin("=", 2, |m| {
        let (a, b) = (m.regs[0], m.regs[1]);
        Ok(m.unify(a, b))
    });
    m.register_builtin("\\=", 2, not_unifiable);
    m.register_builtin("unify_with_occurs_check", 2, unify_occurs);
    m.register_builtin("==", 2, |m| {
        Ok(m.compare_cells(m.regs[0], m.regs[1]) == Ordering::Equal)
    });
    m.register_builtin("\\==", 2, |m| {
        Ok(m.compare_cells(m.regs[0], m.regs[1]) != Ordering::Equal)
    });
    m.register_builtin("@<", 2, |m| {
        Ok(m.compare_cells(m.regs[0], m.regs[1]) == Ordering::Less)
    });
    m.register_builtin("@>", 2, |m| {
        Ok(m.compare_cells(m.regs[0], m.regs[1]) == Ordering::Greater)
    });
    m.register_builtin("@=<", 2, |m| {
        Ok(m.compare_cells(m.regs[0], m.regs[1]) != Ordering::Greater)
    });
    m.register_builtin("@>=", 2, |m| {
        Ok(m.compare_cells(m.regs[0], m.regs[1]) != Ordering::Less)
    });
    m.register_builtin("same_term", 2, |m| Ok(same_term(m, m.arg(0), m.arg(1))));
    m.register_builtin("compare", 3, compare);
    m.register_builtin("=@=", 2, |m| Ok(m.variant(m.regs[0], m.regs[1])));
    m.register_builtin("\\=@=", 2, |m| Ok(!m.variant(m.regs[0], m.regs[1])));
    m.register_builtin("var", 1, |m| Ok(TypeTest::Var.holds(m.arg(0))));
    m.register_builtin("nonvar", 1, |m| Ok(TypeTest::Nonvar.holds(m.arg(0))));
    m.register_builtin("atom", 1, |m| Ok(TypeTest::Atom.holds(m.arg(0))));
    m.register_builtin("number", 1, |m| Ok(TypeTest::Number.holds(m.arg(0))));
    m.register_builtin("integer", 1, |m| Ok(TypeTest::Integer.holds(m.arg(0))));
    m.register_builtin("float", 1, |m| Ok(TypeTest::Float.holds(m.arg(0))));
    m.register_builtin("rational", 1, |m| {
        Ok(matches!(
            m.arg(0),
            Cell::Int(_) | Cell::Big(_) | Cell::Rat(_)
        ))
    });
    m.register_builtin("rational", 3, rational3);
    m.register_builtin("blob", 2, blob);
    m.register_builtin("atomic", 1, |m| Ok(TypeTest::Atomic.holds(m.arg(0))));
    m.register_builtin("compound", 1, |m| Ok(TypeTest::Compound.holds(m.arg(0))));
    m.register_builtin(
        "callable",
        1,
        |m| Ok(m.passes(TypeTest::Callable, m.arg(0))),
    );
    m.register_builtin("is_list", 1, |m| Ok(m.list_cells(m.regs[0]).is_ok()));
    m.register_builtin("ground", 1, |m| Ok(m.is_ground(m.regs[0])));
    m.register_builtin("acyclic_term", 1, |m| Ok(m.is_acyclic(m.regs[0])));
    m.register_builtin("cyclic_term", 1, |m| Ok(!m.is_acyclic(m.regs[0])));
    m.register_builtin("functor", 3, functor);
    m.register_builtin("$arg", 3, arg);
    m.register_builtin("=..", 2, univ);
    m.register_builtin("$compound_functor", 3, compound_functor);
    m.register_builtin("$zero_arity_compound", 2, zero_arity_compound);
    m.register_builtin("term_variables", 2, term_variables);
    m.register_builtin("subsumes_term", 2, subsumes_term);
    m.register_builtin("numbervars", 3, numbervars);
    m.register_builtin("msort", 2, |m| sort_builtin(m, SortMode::Keep));
    m.register_builtin("sort", 2, |m| sort_builtin(m, SortMode::Dedup));
    m.register_builtin("keysort", 2, keysort);
    m.register_builtin("sort", 4, sort4);
    m.register_builtin("$skip_list", 3, skip_list);
}

fn not_unifiable(m: &mut Machine) -> BResult {
    let mark = m.trail.len();
    let saved_hb = m.hb;
    // Trail everything so the bindings can be undone.
    m.hb = u32::MAX;
    let ok = m.unify(m.regs[0], m.regs[1]);
    m.undo_trail(mark);
    m.hb = saved_hb;
    // Tentative bindings wake nothing.
    m.attv.wakeups.clear();
    Ok(!ok)
}

fn unify_occurs(m: &mut Machine) -> BResult {
    let saved = std::mem::replace(&mut m.occurs_check, OccursCheck::True);
    let ok = m.unify(m.regs[0], m.regs[1]);
    m.occurs_check = saved;
    Ok(ok)
}

fn compare(m: &mut Machine) -> BResult {
    let order = m.arg(0);
    match order {
        Cell::Ref(_) => {}
        Cell::Atom(a) if ["<", ">", "="].contains(&&*a.name()) => {}
        Cell::Atom(_) => return Err(domain_error(m, "order", order)),
        other => return Err(type_error(m, "atom", other)),
    }
    let ord = m.compare_cells(m.regs[1], m.regs[2]);
    let a = match ord {
        Ordering::Less => "<",
        Ordering::Equal => "=",
        Ordering::Greater => ">",
    };
    Ok(m.unify_arg(0, Cell::Atom(Atom::new(a))))
}

fn functor(m: &mut Machine) -> BResult {
    let t = m.arg(0);
    match t {
        Cell::Ref(_) => {
            let name = m.arg(1);
            let n = match m.arg(2) {
                Cell::Int(n) => n,
                Cell::Ref(_) => return Err(inst_error()),
                Cell::Big(_) => return Err(representation_error("max_arity")),
                other => return Err(type_error(m, "integer", other)),
            };
            if n < 0 {
                return Err(domain_error(m, "not_less_than_zero", Cell::Int(n)));
            }
            if n == 0 {
                return match name {
                    Cell::Ref(_) => Err(inst_error()),
                    c if c.is_atomic() => Ok(m.unify_arg(0, c)),
                    other => Err(type_error(m, "atomic", other)),
                };
            }
            let f = match name {
                Cell::Atom(a) => a,
                Cell::Ref(_) => return Err(inst_error()),
                c if c.is_atomic() => return Err(type_error(m, "atom", c)),
                other => return Err(type_error(m, "atomic", other)),
            };
            if n > 1_000_000 {
                return Err(representation_error("max_arity"));
            }
            let c = fresh_compound(m, f, n as u32);
            m.tick_by(n as usize)?;
            Ok(m.unify_arg(0, c))
        }
        c if c.is_atomic() => Ok(m.unify_arg(1, c) && m.unify_arg(2, Cell::Int(0))),
        c if is_zero_arity(m, c) => Err(domain_error(m, "compound_non_zero_arity", c)),
        c => Ok(unify_name_arity(m, c)),
    }
}

/// `rational(@X, -Numerator, -Denominator)`: `X` is an integer (denominator 1) or a
/// rational; fails for anything else (SWI-Prolog).
fn rational3(m: &mut Machine) -> BResult {
    let x = m.arg(0);
    let (n, d) = match x {
        Cell::Int(_) | Cell::Big(_) => (x, Cell::Int(1)),
        Cell::Rat(r) => {
            let r = m.rational(r).clone();
            let n = m.number_cell(Number::from_bigint(r.numer().clone()));
            let d = m.number_cell(Number::from_bigint(r.denom().clone()));
            (n, d)
        }
        _ => return Ok(false),
    };
    Ok(m.unify_arg(1, n) && m.unify_arg(2, d))
}

/// `blob(@Term, ?Type)` (SWI-Prolog): atoms are blobs of type `text`, the empty
/// list and the dict functor of type `reserved_symbol`; nothing else is a blob.
fn blob(m: &mut Machine) -> BResult {
    let kind = match m.arg(0) {
        Cell::Atom(a) if a == Atom::NIL || a == Atom::DICT => "reserved_symbol",
        Cell::Atom(_) => "text",
        _ => return Ok(false),
    };
    Ok(m.unify_arg(1, Cell::Atom(Atom::new(kind))))
}

/// Whether dereferenced `c` is a compound of arity 0 (`p()`, SWI-Prolog 7), which
/// `functor/3` and `=../2` refuse: their answers would make it the atom `p`.
fn is_zero_arity(m: &Machine, c: Cell) -> bool {
    matches!(c, Cell::Str(s) if matches!(m.heap[s as usize], Cell::Fun(_, 0)))
}

/// Unifies argument registers 1 and 2 with the name and arity of compound `c`.
fn unify_name_arity(m: &mut Machine, c: Cell) -> bool {
    let (f, n) = m.functor_of(c).unwrap_or((Atom::NIL, 0));
    m.unify_arg(1, Cell::Atom(f)) && m.unify_arg(2, Cell::Int(i64::from(n)))
}

/// `'$compound_functor'(+Compound, ?Name, ?Arity)`: the name and arity of a
/// compound, arity 0 included (under `compound_name_arity/3`).
fn compound_functor(m: &mut Machine) -> BResult {
    let c = m.arg(0);
    if !matches!(c, Cell::Str(_) | Cell::Lis(_)) {
        return Err(type_error(m, "compound", c));
    }
    Ok(unify_name_arity(m, c))
}

/// `'$zero_arity_compound'(+Name, -Compound)`: builds `Name()` (under
/// `compound_name_arity/3` and `compound_name_arguments/3`).
fn zero_arity_compound(m: &mut Machine) -> BResult {
    let f = match m.arg(0) {
        Cell::Atom(a) => a,
        Cell::Ref(_) => return Err(inst_error()),
        other => return Err(type_error(m, "atom", other)),
    };
    let h = m.heap.len() as u32;
    m.heap.push(Cell::Fun(f, 0));
    Ok(m.unify_arg(1, Cell::Str(h)))
}

/// Builds `f(_, ..., _)` with `n` (at least 1) fresh arguments on the heap, as a
/// list cell for `'[|]'/2`.
fn fresh_compound(m: &mut Machine, f: Atom, n: u32) -> Cell {
    let h = m.heap.len() as u32;
    if f == Atom::DOT && n == 2 {
        m.heap.extend([Cell::Ref(h), Cell::Ref(h + 1)]);
        return Cell::Lis(h);
    }
    m.heap.push(Cell::Fun(f, n));
    m.heap.extend((h + 1..h + 1 + n).map(Cell::Ref));
    Cell::Str(h)
}

/// `'$arg'/3`, under `arg/3` with an integer or invalid position: the term is
/// checked before the position, as SWI-Prolog does.
fn arg(m: &mut Machine) -> BResult {
    let (addr, arity) = match m.arg(1) {
        Cell::Ref(_) => return Err(inst_error()),
        other => match compound_args(m, other) {
            Some(args) => args,
            None if matches!(other, Cell::Str(_)) => return Ok(false),
            None => return Err(type_error(m, "compound", other)),
        },
    };
    let n = match m.arg(0) {
        Cell::Int(n) => n,
        Cell::Ref(_) => return Err(inst_error()),
        Cell::Big(b) if m.big(b).sign() != Sign::Minus => return Ok(false),
        Cell::Big(b) => return Err(domain_error(m, "not_less_than_zero", Cell::Big(b))),
        other => return Err(type_error(m, "integer", other)),
    };
    if n < 0 {
        return Err(domain_error(m, "not_less_than_zero", Cell::Int(n)));
    }
    Ok(unify_nth_arg(m, addr, arity, n))
}

/// `arg/3`'s shortcut (see [`crate::machine::db::Shortcut`]): a non-negative
/// small-integer position in a compound, the common mode; anything else is left to
/// `arg/3`'s clauses (enumeration, errors).
pub(crate) fn arg_shortcut(m: &mut Machine) -> Option<bool> {
    let Cell::Int(n @ 0..) = m.arg(0) else {
        return None;
    };
    let (addr, arity) = compound_args(m, m.arg(1))?;
    Some(unify_nth_arg(m, addr, arity, n))
}

/// The address of the first argument cell and the arity of dereferenced compound
/// `t`; `None` if it is not a compound.
#[inline(always)]
fn compound_args(m: &Machine, t: Cell) -> Option<(u32, u32)> {
    match t {
        Cell::Str(s) => match m.heap[s as usize] {
            Cell::Fun(_, k) => Some((s + 1, k)),
            _ => None,
        },
        Cell::Lis(p) => Some((p, 2)),
        _ => None,
    }
}

/// Unifies argument register 2 with argument `n` (not negative) of the compound
/// whose `arity` arguments start at `addr`; fails if there is no such argument.
#[inline(always)]
fn unify_nth_arg(m: &mut Machine, addr: u32, arity: u32, n: i64) -> bool {
    if n < 1 || n > i64::from(arity) {
        return false;
    }
    let c = m.heap[(addr + n as u32 - 1) as usize];
    m.unify_arg(2, c)
}

fn univ(m: &mut Machine) -> BResult {
    let t = m.arg(0);
    match t {
        Cell::Ref(_) => {
            let items = match m.list_cells(m.regs[1]) {
                Ok(v) => v,
                Err(super::ListError::Partial) => return Err(inst_error()),
                Err(super::ListError::NotAList) => return Err(type_error(m, "list", m.arg(1))),
            };
            let Some((&head, rest)) = items.split_first() else {
                return Err(domain_error(m, "non_empty_list", Cell::Atom(Atom::NIL)));
            };
            if rest.is_empty() {
                return match head {
                    Cell::Ref(_) => Err(inst_error()),
                    c if c.is_atomic() => Ok(m.unify_arg(0, c)),
                    other => Err(type_error(m, "atomic", other)),
                };
            }
            let f = match head {
                Cell::Atom(a) => a,
                Cell::Ref(_) => return Err(inst_error()),
                c if c.is_atomic() => return Err(type_error(m, "atom", c)),
                other => return Err(type_error(m, "atomic", other)),
            };
            let c = m.build_goal(f, rest);
            Ok(m.unify_arg(0, c))
        }
        c if c.is_atomic() => {
            let l = m.make_list(&[c]);
            Ok(m.unify_arg(1, l))
        }
        c if is_zero_arity(m, c) => Err(domain_error(m, "compound_non_zero_arity", c)),
        c => {
            let (f, args) = m.callable_parts(c).unwrap_or((Atom::NIL, Vec::new()));
            let mut items = vec![Cell::Atom(f)];
            items.extend(args);
            let l = m.make_list(&items);
            Ok(m.unify_arg(1, l))
        }
    }
}

fn term_variables(m: &mut Machine) -> BResult {
    let vars = m.variables_of(m.regs[0]);
    let l = m.make_list(&vars);
    Ok(m.unify_arg(1, l))
}

fn subsumes_term(m: &mut Machine) -> BResult {
    // subsumes_term(G, S): G = S succeeds without binding any variable of S.
    let before = m.variables_of(m.regs[1]);
    let mark = m.trail.len();
    let saved_hb = m.hb;
    m.hb = u32::MAX;
    let mut ok = m.unify(m.regs[0], m.regs[1]);
    if ok {
        let mut seen = std::collections::HashSet::new();
        ok = before
            .iter()
            .all(|v| matches!(m.deref(*v), Cell::Ref(a) if seen.insert(a)));
    }
    m.undo_trail(mark);
    m.hb = saved_hb;
    // Tentative bindings wake nothing.
    m.attv.wakeups.clear();
    Ok(ok)
}

fn numbervars(m: &mut Machine) -> BResult {
    let start = m.int_arg(1)?;
    let vars = m.variables_of(m.regs[0]);
    let var_atom = Atom::new("$VAR");
    let mut n = start;
    for v in vars {
        if let Cell::Ref(addr) = v {
            let h = m.heap.len() as u32;
            m.heap.push(Cell::Fun(var_atom, 1));
            m.heap.push(Cell::Int(n));
            m.bind(addr, Cell::Str(h));
            n += 1;
        }
    }
    Ok(m.unify_arg(2, Cell::Int(n)))
}

#[derive(Clone, Copy, PartialEq)]
enum SortMode {
    Keep,
    Dedup,
}

fn sort_builtin(m: &mut Machine, mode: SortMode) -> BResult {
    let mut items = m.list_arg(m.regs[0])?;
    check_partial_list(m, 1)?;
    items.sort_by(|a, b| m.compare_cells(*a, *b));
    if mode == SortMode::Dedup {
        items.dedup_by(|a, b| m.compare_cells(*a, *b) == Ordering::Equal);
    }
    let l = m.make_list(&items);
    Ok(m.unify_arg(1, l))
}

/// The output list of a sort must be a list or partial list.
fn check_partial_list(m: &Machine, i: usize) -> Result<(), Signal> {
    match m.list_cells(m.regs[i]) {
        Err(super::ListError::NotAList) => Err(type_error(m, "list", m.arg(i))),
        _ => Ok(()),
    }
}

fn pair_parts(m: &Machine, c: Cell) -> Result<(Cell, Cell), Signal> {
    match c {
        Cell::Ref(_) => Err(inst_error()),
        Cell::Str(s) if m.heap[s as usize] == Cell::Fun(Atom::MINUS, 2) => {
            Ok((m.heap[s as usize + 1], m.heap[s as usize + 2]))
        }
        other => Err(type_error(m, "pair", other)),
    }
}

fn keysort(m: &mut Machine) -> BResult {
    let items = m.list_arg(m.regs[0])?;
    check_partial_list(m, 1)?;
    let mut pairs = Vec::with_capacity(items.len());
    for it in items {
        let (k, _) = pair_parts(m, it)?;
        pairs.push((k, it));
    }
    pairs.sort_by(|a, b| m.compare_cells(a.0, b.0));
    let sorted: Vec<Cell> = pairs.into_iter().map(|p| p.1).collect();
    let l = m.make_list(&sorted);
    Ok(m.unify_arg(1, l))
}

/// `sort(+Key, +Order, +List, -Sorted)`: the key is read by [`parse_sort_key`].
fn sort4(m: &mut Machine) -> BResult {
    let Some(steps) = parse_sort_key(m, m.regs[0])? else {
        return Ok(false);
    };
    let order = m.atom_arg(1)?;
    let (dedup, desc) = match &*order.name() {
        "@<" => (true, false),
        "@=<" => (false, false),
        "@>" => (true, true),
        "@>=" => (false, true),
        _ => return Err(domain_error(m, "order", Cell::Atom(order))),
    };
    let items = m.list_arg(m.regs[2])?;
    let mut keyed = Vec::with_capacity(items.len());
    for it in items {
        keyed.push((sort_key_of(m, &steps, it)?, it));
    }
    keyed.sort_by(|a, b| {
        let o = m.compare_cells(a.0, b.0);
        if desc {
            o.reverse()
        } else {
            o
        }
    });
    if dedup {
        keyed.dedup_by(|a, b| m.compare_cells(a.0, b.0) == Ordering::Equal);
    }
    let sorted: Vec<Cell> = keyed.into_iter().map(|p| p.1).collect();
    let l = m.make_list(&sorted);
    Ok(m.unify_arg(3, l))
}

/// `'$skip_list'(Length, List, Tail)`: length of the proper prefix and what ends it.
fn skip_list(m: &mut Machine) -> BResult {
    let mut n = 0i64;
    let mut c = m.regs[1];
    let mut cycle = Brent::default();
    loop {
        match m.deref(c) {
            // A cyclic list ends in a list cell (not a list: `length/2` raises).
            Cell::Lis(p) if !cycle.step(p) => {
                n += 1;
                c = m.heap[p as usize + 1];
            }
            tail => return Ok(m.unify_arg(0, Cell::Int(n)) && m.unify_arg(2, tail)),
        }
    }
}

/// Class of a cell in the standard order. Strings sort between numbers and atoms,
/// as SWI-Prolog 9 orders them (`msort(["b", a], L)` gives `["b", a]`).
fn rank(c: Cell) -> u8 {
    match c {
        Cell::Ref(_) => 0,
        Cell::Float(_) | Cell::Int(_) | Cell::Big(_) | Cell::Rat(_) => 1,
        Cell::String(_) => 2,
        Cell::Atom(_) => 3,
        _ => 4,
    }
}

impl Machine {
    /// Standard order of terms. Cyclic terms compare as SWI-Prolog compares them: a
    /// compound pair entered once is linked and taken as equal when met again.
    pub(crate) fn compare_cells(&self, a: Cell, b: Cell) -> Ordering {
        match self.compare_with(a, b, None) {
            Some(o) => o,
            None => self
                .compare_with(a, b, Some(&mut Links::default()))
                .unwrap_or(Ordering::Equal),
        }
    }

    /// Standard order; `None` if the work passes [`Machine::naive_budget`] without `links`.
    fn compare_with(&self, a: Cell, b: Cell, mut links: Option<&mut Links>) -> Option<Ordering> {
        if let Some(o) = self.compare_flat(a, b) {
            return Some(o);
        }
        // The first pair outside the stack: atomic comparisons allocate nothing.
        let (mut first, mut stack) = (Some((a, b)), Vec::new());
        let (mut work, budget) = (0usize, self.naive_budget());
        let mut brent = Brent::default();
        while let Some((a, b)) = first.take().or_else(|| stack.pop()) {
            let (a, b) = (self.deref(a), self.deref(b));
            let o = match self.compare_atomic(a, b) {
                Some(o) => o,
                None if a == b => Ordering::Equal,
                None => {
                    if let (Some(l), Some(x), Some(y)) =
                        (links.as_deref_mut(), compound_id(a), compound_id(b))
                    {
                        if !l.union(x, y) {
                            continue;
                        }
                        if self.poll() {
                            return Some(Ordering::Equal);
                        }
                    }
                    let (fa, na) = self.functor_of(a).unwrap_or((Atom::NIL, 0));
                    let (fb, nb) = self.functor_of(b).unwrap_or((Atom::NIL, 0));
                    let o = na.cmp(&nb).then_with(|| fa.cmp_names(fb));
                    if o == Ordering::Equal {
                        work += na as usize;
                        let again = compound_id(a).is_some_and(|x| brent.step(x));
                        if links.is_none() && (work > budget || again) {
                            return None;
                        }
                        let (sa, sb) = (self.args_addr(a), self.args_addr(b));
                        for i in (0..na).rev() {
                            stack
                                .push((self.heap[(sa + i) as usize], self.heap[(sb + i) as usize]));
                        }
                    }
                    o
                }
            };
            if o != Ordering::Equal {
                return Some(o);
            }
        }
        Some(Ordering::Equal)
    }

    /// Standard order of two dereferenced terms that are not both compounds; `None`
    /// when both are.
    fn compare_atomic(&self, a: Cell, b: Cell) -> Option<Ordering> {
        Some(match (a, b) {
            (Cell::Ref(x), Cell::Ref(y)) => x.cmp(&y),
            (Cell::Atom(x), Cell::Atom(y)) => x.cmp_names(y),
            (Cell::Int(x), Cell::Int(y)) => x.cmp(&y),
            (Cell::String(x), Cell::String(y)) => self.string(x).cmp(self.string(y)),
            _ if rank(a) == 1 && rank(b) == 1 => match (self.cell_number(a), self.cell_number(b)) {
                (Some(x), Some(y)) => crate::arith::standard_order(&x, &y),
                _ => Ordering::Equal,
            },
            _ if rank(a) != rank(b) => rank(a).cmp(&rank(b)),
            _ => return None,
        })
    }

    /// Standard order of two compounds whose arguments are all atomic or unbound
    /// (the `K-V` pairs that sorting compares by the million), compared in place;
    /// `None` when the terms are not both such compounds and the general walk must
    /// decide.
    fn compare_flat(&self, a: Cell, b: Cell) -> Option<Ordering> {
        let (a, b) = (self.deref(a), self.deref(b));
        compound_id(a)?;
        compound_id(b)?;
        let (fa, na) = self.functor_of(a)?;
        let (fb, nb) = self.functor_of(b)?;
        let o = na.cmp(&nb).then_with(|| fa.cmp_names(fb));
        if o != Ordering::Equal {
            return Some(o);
        }
        let (sa, sb) = (self.args_addr(a), self.args_addr(b));
        for i in 0..na {
            let x = self.deref(self.heap[(sa + i) as usize]);
            let y = self.deref(self.heap[(sb + i) as usize]);
            match self.compare_atomic(x, y)? {
                Ordering::Equal => {}
                o => return Some(o),
            }
        }
        Some(Ordering::Equal)
    }

    /// Address of the first argument of a compound cell.
    pub(crate) fn args_addr(&self, c: Cell) -> u32 {
        match c {
            Cell::Str(s) => s + 1,
            Cell::Lis(p) => p,
            _ => 0,
        }
    }

    /// Whether two terms are variants (equal up to variable renaming); on rational
    /// trees too.
    pub(crate) fn variant(&self, a: Cell, b: Cell) -> bool {
        match self.variant_with(a, b, None) {
            Some(v) => v,
            None => self
                .variant_with(a, b, Some(&mut Links::default()))
                .unwrap_or(false),
        }
    }

    /// Variant check; `None` if the work passes [`Machine::naive_budget`] without `links`.
    fn variant_with(&self, a: Cell, b: Cell, mut links: Option<&mut Links>) -> Option<bool> {
        let mut ab: HashMap<u32, u32> = HashMap::new();
        let mut ba: HashMap<u32, u32> = HashMap::new();
        // The first pair outside the stack: atomic comparisons allocate nothing.
        let (mut first, mut stack) = (Some((a, b)), Vec::new());
        let (mut work, budget) = (0usize, self.naive_budget());
        let mut brent = Brent::default();
        while let Some((a, b)) = first.take().or_else(|| stack.pop()) {
            let (a, b) = (self.deref(a), self.deref(b));
            match (a, b) {
                (Cell::Ref(x), Cell::Ref(y)) => {
                    if *ab.entry(x).or_insert(y) != y || *ba.entry(y).or_insert(x) != x {
                        return Some(false);
                    }
                }
                (Cell::Str(_) | Cell::Lis(_), Cell::Str(_) | Cell::Lis(_)) => {
                    if self.functor_of(a) != self.functor_of(b) {
                        return Some(false);
                    }
                    if let (Some(l), Some(x), Some(y)) =
                        (links.as_deref_mut(), compound_id(a), compound_id(b))
                    {
                        if !l.union(x, y) {
                            continue;
                        }
                        if self.poll() {
                            return Some(false);
                        }
                    }
                    let n = self.functor_of(a).map_or(0, |f| f.1);
                    work += n as usize;
                    let again = compound_id(a).is_some_and(|x| brent.step(x));
                    if links.is_none() && (work > budget || again) {
                        return None;
                    }
                    let (sa, sb) = (self.args_addr(a), self.args_addr(b));
                    for i in (0..n).rev() {
                        stack.push((self.heap[(sa + i) as usize], self.heap[(sb + i) as usize]));
                    }
                }
                _ => {
                    if !self.atomic_eq(a, b) {
                        return Some(false);
                    }
                }
            }
        }
        Some(true)
    }

    /// Whether a term has no unbound variables.
    pub(crate) fn is_ground(&self, c: Cell) -> bool {
        // The term itself outside the stack: an atomic term allocates nothing.
        let (mut first, mut stack) = (Some(c), Vec::new());
        let (mut work, budget) = (0usize, self.naive_budget());
        let mut brent = Brent::default();
        let mut seen: Option<AddrSet> = None;
        while let Some(c) = first.take().or_else(|| stack.pop()) {
            let c = self.deref(c);
            let args = match c {
                Cell::Ref(_) => return false,
                Cell::Str(_) | Cell::Lis(_) => self.compound_args(c),
                _ => continue,
            };
            if let (Some(seen), Some(a)) = (seen.as_mut(), compound_id(c)) {
                if !seen.insert(a) {
                    continue;
                }
                if self.poll() {
                    return false;
                }
            }
            work += args.len();
            let again = compound_id(c).is_some_and(|x| brent.step(x));
            if seen.is_none() && (work > budget || again) {
                seen = Some(AddrSet::default());
            }
            stack.extend_from_slice(args);
        }
        true
    }

    /// Unbound variables of a term, in depth-first left-to-right order (compounds met
    /// again are not walked again, so cyclic terms end).
    pub(crate) fn variables_of(&self, c: Cell) -> Vec<Cell> {
        self.variables_with(c, None).unwrap_or_else(|| {
            self.variables_with(c, Some(AddrSet::default()))
                .unwrap_or_default()
        })
    }

    /// Variables of a term; `None` if the work passes [`Machine::naive_budget`] without `walked`.
    fn variables_with(&self, c: Cell, mut walked: Option<AddrSet>) -> Option<Vec<Cell>> {
        let mut seen = std::collections::HashSet::new();
        let mut out = Vec::new();
        let mut stack = vec![c];
        let (mut work, budget) = (0usize, self.naive_budget());
        let mut brent = Brent::default();
        while let Some(c) = stack.pop() {
            match self.deref(c) {
                Cell::Ref(a) if seen.insert(a) => out.push(Cell::Ref(a)),
                Cell::Ref(_) => {}
                c @ (Cell::Str(_) | Cell::Lis(_)) => {
                    if let (Some(w), Some(a)) = (walked.as_mut(), compound_id(c)) {
                        if !w.insert(a) {
                            continue;
                        }
                        if self.poll() {
                            return Some(out);
                        }
                    }
                    let args = self.compound_args(c);
                    work += args.len();
                    let again = compound_id(c).is_some_and(|x| brent.step(x));
                    if walked.is_none() && (work > budget || again) {
                        return None;
                    }
                    stack.extend(args.iter().rev());
                }
                _ => {}
            }
        }
        Some(out)
    }

    /// Copies a term with fresh variables (heap to heap). A cyclic term gets a cyclic
    /// copy. A copy that outgrows the heap limit raises `resource_error(memory)`.
    pub(crate) fn copy_cell(&mut self, c: Cell) -> Result<Cell, Signal> {
        let mark = self.heap.len();
        match self.copy_with(c, None)? {
            Some(copy) => Ok(copy),
            None => {
                self.truncate_heap::<true>(mark);
                Ok(self.copy_with(c, Some(AddrMap::default()))?.unwrap_or(c))
            }
        }
    }

    /// Copies a term; `copies` maps compounds already copied to their copies. `None`
    /// if the work passes [`Machine::naive_budget`] without `copies`.
    fn copy_with(
        &mut self,
        c: Cell,
        mut copies: Option<AddrMap<Cell>>,
    ) -> Result<Option<Cell>, Signal> {
        let mut map: HashMap<u32, Cell> = HashMap::new();
        let mut result = Cell::Atom(Atom::NIL);
        let mut work: Vec<(Cell, Option<u32>)> = vec![(c, None)];
        let (mut pushed, budget) = (0usize, self.naive_budget());
        let mut brent = Brent::default();
        while let Some((c, dest)) = work.pop() {
            if self.heap.len() > self.limits.heap_cells {
                return Err(Signal::Error(crate::term::Term::compound(
                    "resource_error",
                    vec![crate::term::Term::atom("memory")],
                )));
            }
            if copies.is_some() {
                self.tick()?;
            }
            let c = self.deref(c);
            let known = copied_before(copies.as_ref(), c);
            let out = match c {
                _ if known.is_some() => known.unwrap_or(c),
                Cell::Ref(a) => match map.get(&a) {
                    Some(v) => *v,
                    None => {
                        let v = match dest {
                            Some(d) => Cell::Ref(d),
                            None => self.new_var(),
                        };
                        map.insert(a, v);
                        v
                    }
                },
                Cell::Str(s) => {
                    let Cell::Fun(f, n) = self.heap[s as usize] else {
                        continue;
                    };
                    let h = self.heap.len() as u32;
                    self.heap.push(Cell::Fun(f, n));
                    for i in 0..n {
                        self.heap.push(Cell::Atom(Atom::NIL));
                        work.push((self.heap[(s + 1 + i) as usize], Some(h + 1 + i)));
                    }
                    pushed += n as usize;
                    if let Some(m) = copies.as_mut() {
                        m.insert(s, Cell::Str(h));
                    }
                    Cell::Str(h)
                }
                Cell::Lis(p) => {
                    let h = self.heap.len() as u32;
                    self.heap.push(Cell::Atom(Atom::NIL));
                    self.heap.push(Cell::Atom(Atom::NIL));
                    work.push((self.heap[p as usize + 1], Some(h + 1)));
                    work.push((self.heap[p as usize], Some(h)));
                    pushed += 2;
                    if let Some(m) = copies.as_mut() {
                        m.insert(p, Cell::Lis(h));
                    }
                    Cell::Lis(h)
                }
                other => other,
            };
            let again = compound_id(c).is_some_and(|x| brent.step(x));
            if copies.is_none() && (pushed > budget || again) {
                return Ok(None);
            }
            match dest {
                Some(d) => self.heap[d as usize] = out,
                None => result = out,
            }
        }
        Ok(Some(result))
    }
}
