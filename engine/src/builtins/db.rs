//! Database builtins: `assert*/1`, `'$erase'/1` behind `retract/1` (the clause access
//! itself is the control construct `'$clause'/4`, in `machine/dbrun.rs`),
//! `abolish/1`, `dynamic/1`, and predicate reflection helpers.

use super::{indicator, inst_error, permission_error};
use crate::atom::Atom;
use crate::machine::cell::Cell;
use crate::machine::db::PredKind;
use crate::machine::instr::PredId;
use crate::machine::load::Position;
use crate::machine::modules::{strip_module, strip_module_owned};
use crate::machine::{BResult, Machine, Signal};
use crate::term::Term;

pub(super) fn register(m: &mut Machine) {
    m.register_builtin("assert", 1, |m| {
        assert_clause(m, Position::Last).map(|_| true)
    });
    m.register_builtin("assertz", 1, |m| {
        assert_clause(m, Position::Last).map(|_| true)
    });
    m.register_builtin("asserta", 1, |m| {
        assert_clause(m, Position::First).map(|_| true)
    });
    m.register_builtin("$erase", 1, erase);
    m.register_builtin("abolish", 1, abolish);
    m.register_builtin("dynamic", 1, declare_dynamic);
    // One thread: a thread-local predicate is a dynamic one.
    m.register_builtin("thread_local", 1, declare_dynamic);
    m.register_builtin("discontiguous", 1, |m| {
        let spec = m.to_term(m.regs[0]);
        m.declare(&spec, DeclKind::Discontiguous)?;
        Ok(true)
    });
    m.register_builtin("multifile", 1, |m| {
        let spec = m.to_term(m.regs[0]);
        m.declare(&spec, DeclKind::Multifile)?;
        Ok(true)
    });
    m.register_builtin("$current_predicates", 1, current_predicates);
    m.register_builtin("$current_predicates", 2, module_predicates);
    m.register_builtin("$visible_predicate", 3, visible_predicate);
    m.register_builtin("$predicate_properties", 2, predicate_properties);
}

/// `dynamic/1` (and `thread_local/1`): declares the predicates of argument 0 dynamic.
fn declare_dynamic(m: &mut Machine) -> BResult {
    let spec = m.to_term(m.regs[0]);
    m.declare(&spec, DeclKind::Dynamic)?;
    Ok(true)
}

/// What a declaration directive declares.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum DeclKind {
    /// `dynamic/1`.
    Dynamic,
    /// `discontiguous/1`.
    Discontiguous,
    /// `multifile/1`.
    Multifile,
}

/// `Head :- Body` as its two parts (`Body` is `true` for a fact), taken apart in place.
fn split_clause(t: Term) -> (Term, Term) {
    match t {
        Term::Compound(f, mut a) if f == Atom::COLON_DASH && a.len() == 2 => {
            let body = a.pop().unwrap_or(Term::Atom(Atom::TRUE));
            let head = a.pop().unwrap_or(Term::Atom(Atom::TRUE));
            (head, body)
        }
        other => (other, Term::Atom(Atom::TRUE)),
    }
}

/// Adds the clause in argument 0 at `pos` of its dynamic predicate; the predicate.
pub(super) fn assert_clause(m: &mut Machine, pos: Position) -> Result<PredId, Signal> {
    if !m.is_acyclic(m.regs[0]) {
        return Err(super::representation_error("cyclic_term"));
    }
    let t = m.to_term(m.regs[0]);
    let (module, clause) = strip_module_owned(t, Atom::USER);
    let (head, body) = split_clause(clause);
    let (module, head) = strip_module_owned(head, module);
    if let Term::Var(_) = head {
        return Err(inst_error());
    }
    if let Term::Var(_) = body {
        // A variable body is call(Body).
    }
    // The dict functor and dicts are not callable (SWI-Prolog 9).
    let Some((name, arity)) = head.functor().filter(|&(f, _)| f != Atom::DICT) else {
        return Err(Signal::Error(Term::compound(
            "type_error",
            vec![Term::atom("callable"), head],
        )));
    };
    let pred = m.db.defined_pred_id(module, name, arity as u32);
    let p = m.db.pred(pred);
    let user_static = !p.dynamic && !p.library && p.live_clauses().next().is_some();
    if !matches!(p.kind, PredKind::Clauses) || p.system || p.library && p.defined || user_static {
        return Err(permission_error(
            "modify",
            "static_procedure",
            indicator(name, arity),
        ));
    }
    m.reserve_clause(&head, &body)?;
    m.db.pred_mut(pred).make_dynamic();
    let saved = std::mem::replace(&mut m.db.modules.current, module);
    let added = m.add_clause_at(head, body, false, Default::default(), pos);
    m.db.modules.current = saved;
    added.map_err(|e| Signal::Throw(e.to_term()))?;
    Ok(pred)
}

/// `'$erase'('$cref'(Pred, Slot, Born))`: retracts the clause a reference from
/// `'$clause'/4` names (succeeding also if it was retracted since: the caller saw it).
fn erase(m: &mut Machine) -> BResult {
    let r = m.arg(0);
    let Cell::Str(s) = r else {
        return Ok(false);
    };
    let field = |i: u32| match m.deref(m.heap_arg(r, i)) {
        Cell::Int(n) if n >= 0 => Some(n as u64),
        _ => None,
    };
    let (Cell::Fun(_, 3), Some(pred), Some(slot), Some(born)) =
        (m.heap[s as usize], field(0), field(1), field(2))
    else {
        return Ok(false);
    };
    let (Ok(pred), Ok(slot)) = (u32::try_from(pred), u32::try_from(slot)) else {
        return Ok(false);
    };
    Ok(m.erase_clause(PredId(pred), slot, born))
}

fn abolish(m: &mut Machine) -> BResult {
    let spec = m.to_term(m.regs[0]);
    let (module, spec) = strip_module(&spec, Atom::USER);
    let spec = spec.clone();
    let (name, arity) = match &spec {
        Term::Var(_) => return Err(inst_error()),
        Term::Compound(f, a) if *f == Atom::SLASH && a.len() == 2 => match (&a[0], &a[1]) {
            (Term::Var(_), _) | (_, Term::Var(_)) => return Err(inst_error()),
            (Term::Atom(n), Term::Int(k)) if *k >= 0 => (*n, *k as u32),
            (Term::Atom(_), Term::Int(k)) => {
                return Err(Signal::Error(Term::compound(
                    "domain_error",
                    vec![Term::atom("not_less_than_zero"), Term::Int(*k)],
                )))
            }
            (Term::Atom(_), other) => {
                return Err(Signal::Error(Term::compound(
                    "type_error",
                    vec![Term::atom("integer"), other.clone()],
                )))
            }
            (other, _) => {
                return Err(Signal::Error(Term::compound(
                    "type_error",
                    vec![Term::atom("atom"), other.clone()],
                )))
            }
        },
        other => {
            return Err(Signal::Error(Term::compound(
                "type_error",
                vec![Term::atom("predicate_indicator"), other.clone()],
            )))
        }
    };
    let Some(pred) = m.db.lookup_in(module, name, arity) else {
        return Ok(true);
    };
    let p = m.db.pred(pred);
    if !matches!(p.kind, PredKind::Clauses)
        || p.library
        || !p.dynamic && p.live_clauses().next().is_some()
    {
        return Err(permission_error(
            "modify",
            "static_procedure",
            indicator(name, arity as usize),
        ));
    }
    m.db.generation += 1;
    let gen = m.db.generation;
    let p = m.db.pred_mut(pred);
    let freed = p.kill_all(gen);
    p.dynamic = false;
    p.defined = false;
    m.free_slots(pred, &freed);
    Ok(true)
}

/// Whether `current_predicate/1` lists `p`: a user predicate with clauses or
/// declared dynamic (not the library's, not an internal `$` one).
fn listed(p: &crate::machine::db::Pred) -> bool {
    matches!(p.kind, PredKind::Clauses)
        && !p.library
        && !p.name.name().starts_with('$')
        && (p.dynamic || p.live_clauses().next().is_some())
}

/// Whether `p` is part of the system: a builtin, a control construct, or a
/// system predicate written in Prolog (not the list library's).
fn is_system(p: &crate::machine::db::Pred) -> bool {
    !matches!(p.kind, PredKind::Clauses) || p.system
}

/// Unifies argument `arg` with the list of the indicators of `preds`.
fn unify_indicators(m: &mut Machine, arg: usize, preds: &[PredId]) -> BResult {
    let specs: Vec<Term> = preds
        .iter()
        .map(|&id| m.db.pred(id))
        .filter(|p| listed(p))
        .map(|p| indicator(p.name, p.arity as usize))
        .collect();
    let cells: Vec<Cell> = specs.iter().map(|t| m.put_fresh(t)).collect();
    let l = m.make_list(&cells);
    Ok(m.unify_arg(arg, l))
}

/// `'$current_predicates'(-PIs)`: the listed predicates of every module.
fn current_predicates(m: &mut Machine) -> BResult {
    let all: Vec<PredId> = m.db.pred_ids().collect();
    unify_indicators(m, 0, &all)
}

/// `'$current_predicates'(+M, -PIs)`: the listed predicates defined in module M
/// itself, as `current_predicate(M:N/A)` enumerates them.
fn module_predicates(m: &mut Machine) -> BResult {
    let Cell::Atom(module) = m.deref(m.arg(0)) else {
        return Ok(false);
    };
    let preds = m.db.defined_in(module);
    unify_indicators(m, 1, &preds)
}

/// `'$visible_predicate'(+M, +Name, +Arity)`: Name/Arity called in module M
/// resolves to a listed predicate (M's own, imported into M, or `user`'s) or to
/// a system one (as SWI-Prolog, where `current_predicate(writeln/1)` holds).
fn visible_predicate(m: &mut Machine) -> BResult {
    let (Cell::Atom(module), Cell::Atom(name), Cell::Int(arity)) =
        (m.deref(m.arg(0)), m.deref(m.arg(1)), m.deref(m.arg(2)))
    else {
        return Ok(false);
    };
    let Ok(arity) = u32::try_from(arity) else {
        return Ok(false);
    };
    Ok(m.db.lookup_in(module, name, arity).is_some_and(|id| {
        let p = m.db.pred(id);
        listed(p) || p.defined && !p.name.name().starts_with('$') && is_system(p)
    }))
}

fn predicate_properties(m: &mut Machine) -> BResult {
    let (module, head) = m.strip_module_cell(m.arg(0));
    let Some((name, arity)) = m.functor_of(head) else {
        return Ok(false);
    };
    let Some(pred) = m.db.lookup_in(module, name, arity) else {
        return Ok(false);
    };
    let p = m.db.pred(pred);
    let mut props = Vec::new();
    match p.kind {
        PredKind::Clauses if !p.library => {
            if !p.defined && !p.dynamic {
                return Ok(false);
            }
            props.push(Term::atom("defined"));
            props.push(Term::atom(if p.dynamic { "dynamic" } else { "static" }));
            props.push(Term::compound(
                "number_of_clauses",
                vec![Term::Int(p.live_clauses().count() as i64)],
            ));
            if p.discontiguous {
                props.push(Term::atom("discontiguous"));
            }
            if p.multifile {
                props.push(Term::atom("multifile"));
            }
        }
        _ => {
            if !p.defined {
                return Ok(false);
            }
            props.push(Term::atom("defined"));
            props.push(Term::atom("built_in"));
            props.push(Term::atom("static"));
            props.push(Term::atom("system"));
        }
    }
    let cells: Vec<Cell> = props.iter().map(|t| m.put_fresh(t)).collect();
    let l = m.make_list(&cells);
    Ok(m.unify_arg(1, l))
}

impl Machine {
    /// A fresh copy of clause `id` of `pred` as `Head :- Body` on the heap, from a
    /// template built on first use.
    pub(crate) fn clause_cell(&mut self, pred: PredId, id: u32) -> Cell {
        let template = match self.clause_templates.get(&(pred, id)) {
            Some(t) => t.clone(),
            None => {
                let c = &self.db.pred(pred).clauses[id as usize];
                let t = Term::Compound(Atom::COLON_DASH, vec![c.head.clone(), c.body.clone()]);
                let (h0, b0) = (self.heap.len(), self.bigs.len());
                let cell = self.put_fresh(&t);
                let mut bag = super::Bag::default();
                let root = self.copy_into_bag(cell, &mut bag);
                bag.roots.push(root);
                self.truncate_heap::<true>(h0);
                self.truncate_bigs(b0);
                let bag = std::rc::Rc::new(bag);
                self.clause_templates.insert((pred, id), bag.clone());
                bag
            }
        };
        self.restore_bag(&template)
            .pop()
            .unwrap_or(Cell::Atom(Atom::TRUE))
    }

    /// Argument `i` (0-based) of a compound cell.
    pub(crate) fn heap_arg(&self, c: Cell, i: u32) -> Cell {
        self.heap[(self.args_addr(c) + i) as usize]
    }

    /// Applies a `dynamic`/`discontiguous` declaration (`p/1, q/2`, lists, conjunctions).
    pub(crate) fn declare(&mut self, spec: &Term, kind: DeclKind) -> Result<(), Signal> {
        let mut stack = vec![(self.db.modules.current, spec)];
        while let Some((module, t)) = stack.pop() {
            match t {
                Term::Var(_) => return Err(inst_error()),
                Term::Atom(Atom::NIL) => {}
                Term::Compound(f, a) if (*f == Atom::COMMA || *f == Atom::DOT) && a.len() == 2 => {
                    stack.push((module, &a[1]));
                    stack.push((module, &a[0]));
                }
                Term::Compound(f, a) if *f == Atom::COLON && a.len() == 2 => match &a[0] {
                    Term::Atom(m) => stack.push((*m, &a[1])),
                    _ => stack.push((module, &a[1])),
                },
                Term::Compound(f, a) if *f == Atom::SLASH && a.len() == 2 => match (&a[0], &a[1]) {
                    (Term::Atom(n), Term::Int(k)) if *k >= 0 => {
                        let pred = self.db.defined_pred_id(module, *n, *k as u32);
                        let p = self.db.pred_mut(pred);
                        if !matches!(p.kind, PredKind::Clauses) {
                            return Err(permission_error(
                                "modify",
                                "static_procedure",
                                indicator(*n, *k as usize),
                            ));
                        }
                        if p.library {
                            p.library = false;
                            p.kill_all(0);
                        }
                        match kind {
                            DeclKind::Dynamic => {
                                p.make_dynamic();
                                p.defined = true;
                            }
                            DeclKind::Discontiguous => p.discontiguous = true,
                            DeclKind::Multifile => {
                                p.multifile = true;
                                p.defined = true;
                            }
                        }
                    }
                    (Term::Var(_), _) | (_, Term::Var(_)) => return Err(inst_error()),
                    _ => {
                        return Err(Signal::Error(Term::compound(
                            "type_error",
                            vec![Term::atom("predicate_indicator"), t.clone()],
                        )))
                    }
                },
                other => {
                    return Err(Signal::Error(Term::compound(
                        "type_error",
                        vec![Term::atom("predicate_indicator"), other.clone()],
                    )))
                }
            }
        }
        Ok(())
    }
}
