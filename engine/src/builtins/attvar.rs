//! Attributed-variable builtins (SWI-Prolog's `put_attr/3`, `get_attr/3`,
//! `del_attr/2`, `attvar/1`, `get_attrs/2`, `put_attrs/2`, `del_attrs/1`,
//! `term_attvars/2`), `unifiable/3` (the most general unifier, which `dif/2` and
//! `when/2` suspend on) and `copy_term/2`, which copies attributes as SWI-Prolog does.
//! The store and the wakeup mechanism are in `machine/attvar.rs`.

use super::type_error;
use crate::atom::Atom;
use crate::machine::cell::Cell;
use crate::machine::state::TrailEntry;
use crate::machine::{BResult, Machine, Signal};
use crate::term::Term;

/// Registers the attribute builtins with `m`.
pub(super) fn register(m: &mut Machine) {
    m.register_builtin("put_attr", 3, put_attr);
    m.register_builtin("get_attr", 3, get_attr);
    m.register_builtin("del_attr", 2, del_attr);
    m.register_builtin("attvar", 1, |m| {
        Ok(matches!(m.arg(0), Cell::Ref(a) if m.attrs_of(a).is_some()))
    });
    m.register_builtin("get_attrs", 2, |m| match m.arg(0) {
        Cell::Ref(a) => match m.attrs_of(a) {
            Some(atts) => Ok(m.unify_arg(1, atts)),
            None => Ok(false),
        },
        _ => Ok(false),
    });
    m.register_builtin("put_attrs", 2, |m| {
        let a = var_arg(m, "put_attrs", 2)?;
        m.set_attrs(a, Some(m.regs[1]));
        Ok(true)
    });
    m.register_builtin("del_attrs", 1, |m| {
        if let Cell::Ref(a) = m.arg(0) {
            if m.attrs_of(a).is_some() {
                m.set_attrs(a, None);
            }
        }
        Ok(true)
    });
    m.register_builtin("term_attvars", 2, |m| {
        let vars = m.term_attvars(m.regs[0]);
        let l = m.make_list(&vars);
        Ok(m.unify_arg(1, l))
    });
    m.register_builtin("unifiable", 3, unifiable);
    m.register_builtin("copy_term", 2, |m| {
        let c = m.copy_with_attrs(m.regs[0])?;
        Ok(m.unify_arg(1, c))
    });
}

/// The address of argument 0, which must be an unbound variable: else SWI-Prolog's
/// `uninstantiation_error` for `name/arity`'s first argument.
fn var_arg(m: &Machine, name: &str, arity: i64) -> Result<u32, Signal> {
    match m.arg(0) {
        Cell::Ref(a) => Ok(a),
        other => Err(Signal::Throw(Term::compound(
            "error",
            vec![
                Term::compound("uninstantiation_error", vec![m.to_term(other)]),
                Term::compound(
                    "context",
                    vec![
                        Term::compound("/", vec![Term::atom(name), Term::Int(arity)]),
                        Term::atom("1-st argument"),
                    ],
                ),
            ],
        ))),
    }
}

/// The module argument `i`: an atom, else `type_error(atom, M)` (unbound too, as
/// SWI-Prolog).
fn module_arg(m: &Machine, i: usize) -> Result<Atom, Signal> {
    match m.arg(i) {
        Cell::Atom(a) => Ok(a),
        other => Err(type_error(m, "atom", other)),
    }
}

/// The `att(M, V, More)` links of a chain, in order: (header address, module).
fn chain_links(m: &Machine, mut c: Cell) -> Vec<(u32, Atom)> {
    let mut out = Vec::new();
    while let Cell::Str(s) = m.deref(c) {
        let s = s as usize;
        let Cell::Atom(module) = m.deref(m.heap[s + 1]) else {
            break;
        };
        out.push((s as u32, module));
        c = m.heap[s + 3];
    }
    out
}

/// Builds the chain of `links` with `module`'s value replaced by `value` (added at
/// the end if absent) or, with `None`, removed.
fn rebuild_chain(
    m: &mut Machine,
    links: &[(u32, Atom)],
    module: Atom,
    value: Option<Cell>,
) -> Cell {
    let mut items: Vec<(Atom, Cell)> = links
        .iter()
        .map(|&(s, md)| (md, m.heap[s as usize + 2]))
        .collect();
    match (items.iter().position(|(md, _)| *md == module), value) {
        (Some(i), Some(v)) => items[i].1 = v,
        (Some(i), None) => {
            items.remove(i);
        }
        (None, Some(v)) => items.push((module, v)),
        (None, None) => {}
    }
    let att = Atom::new("att");
    let mut tail = Cell::Atom(Atom::NIL);
    for (md, v) in items.into_iter().rev() {
        let h = m.heap.len() as u32;
        m.heap.extend([Cell::Fun(att, 3), Cell::Atom(md), v, tail]);
        tail = Cell::Str(h);
    }
    tail
}

fn put_attr(m: &mut Machine) -> BResult {
    let a = var_arg(m, "put_attr", 3)?;
    let module = module_arg(m, 1)?;
    let links = m.attrs_of(a).map(|c| chain_links(m, c)).unwrap_or_default();
    let chain = rebuild_chain(m, &links, module, Some(m.regs[2]));
    m.set_attrs(a, Some(chain));
    Ok(true)
}

fn get_attr(m: &mut Machine) -> BResult {
    let module = module_arg(m, 1)?;
    let Cell::Ref(a) = m.arg(0) else {
        return Ok(false);
    };
    let Some(atts) = m.attrs_of(a) else {
        return Ok(false);
    };
    match chain_links(m, atts)
        .into_iter()
        .find(|(_, md)| *md == module)
    {
        Some((s, _)) => {
            let v = m.heap[s as usize + 2];
            Ok(m.unify_arg(2, v))
        }
        None => Ok(false),
    }
}

fn del_attr(m: &mut Machine) -> BResult {
    let module = module_arg(m, 1)?;
    if let Cell::Ref(a) = m.arg(0) {
        if let Some(atts) = m.attrs_of(a) {
            let links = chain_links(m, atts);
            if links.iter().any(|(_, md)| *md == module) {
                let chain = rebuild_chain(m, &links, module, None);
                m.set_attrs(a, Some(chain));
            }
        }
    }
    Ok(true)
}

/// `unifiable(X, Y, Unifier)`: unifies tentatively (everything trailed), reads the
/// bindings off the trail, newest first as SWI-Prolog lists them, and undoes them.
fn unifiable(m: &mut Machine) -> BResult {
    let mark = m.trail.len();
    let saved_hb = m.hb;
    m.hb = u32::MAX;
    let ok = m.unify(m.regs[0], m.regs[1]);
    let bindings: Vec<(u32, Cell)> = if ok {
        m.trail[mark..]
            .iter()
            .rev()
            .filter_map(|t| match t {
                TrailEntry::Bind(a) => Some((*a, m.heap[*a as usize])),
                _ => None,
            })
            .collect()
    } else {
        Vec::new()
    };
    m.undo_trail(mark);
    m.hb = saved_hb;
    // Tentative bindings wake nothing.
    m.attv.wakeups.clear();
    if !ok {
        return Ok(false);
    }
    let eq = Atom::new("=");
    let mut items = Vec::with_capacity(bindings.len());
    for (a, v) in bindings {
        let h = m.heap.len() as u32;
        m.heap.extend([Cell::Fun(eq, 2), Cell::Ref(a), v]);
        items.push(Cell::Str(h));
    }
    let l = m.make_list(&items);
    Ok(m.unify_arg(2, l))
}

/// Name of a term packed with its attributes (see [`Machine::pack_attrs`]).
const PACKED: &str = "$attvars";

impl Machine {
    /// `copy_term/2`: a copy with fresh variables, attributed variables getting
    /// copies of their attributes (sharing variables with the copied term).
    pub(crate) fn copy_with_attrs(&mut self, c: Cell) -> Result<Cell, Signal> {
        let packed = self.pack_attrs(c);
        if packed == c {
            return self.copy_cell(c);
        }
        let copy = self.copy_cell(packed)?;
        Ok(self.unpack_attrs(copy))
    }

    /// `c` itself if it has no attributed variables, else `'$attvars'(C, Vars,
    /// Chains)` with their attribute chains, so that a copy of it (by
    /// `copy_term/2` or into a `findall/3` bag) keeps them: [`Machine::unpack_attrs`]
    /// puts them back on the copy.
    pub(crate) fn pack_attrs(&mut self, c: Cell) -> Cell {
        let vars = self.term_attvars(c);
        if vars.is_empty() {
            return c;
        }
        let atts: Vec<Cell> = vars
            .iter()
            .filter_map(|&v| match v {
                Cell::Ref(a) => self.attrs_of(a),
                _ => None,
            })
            .collect();
        let (vl, al) = (self.make_list(&vars), self.make_list(&atts));
        let h = self.heap.len() as u32;
        self.heap
            .extend([Cell::Fun(Atom::new(PACKED), 3), c, vl, al]);
        Cell::Str(h)
    }

    /// Undoes [`Machine::pack_attrs`] on a copy: sets the attributes, returns the term.
    pub(crate) fn unpack_attrs(&mut self, c: Cell) -> Cell {
        let Cell::Str(s) = self.deref(c) else {
            return c;
        };
        let s = s as usize;
        if self.heap[s] != Cell::Fun(Atom::new(PACKED), 3) {
            return c;
        }
        let (term, vl, al) = (self.heap[s + 1], self.heap[s + 2], self.heap[s + 3]);
        let vars = self.list_cells(vl).unwrap_or_default();
        let atts = self.list_cells(al).unwrap_or_default();
        for (v, att) in vars.into_iter().zip(atts) {
            if let Cell::Ref(a) = v {
                self.set_attrs(a, Some(att));
            }
        }
        term
    }
}
