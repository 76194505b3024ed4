//! Clause references (SWI-Prolog): `assert/2`, `asserta/2`, `assertz/2` give the
//! reference of the clause they add, `'$cref'(Pred, Slot, Born)` as `clause/2`'s
//! access finds it (`machine/dbrun.rs`); `'$cref_head'/2` names the predicate a
//! reference belongs to, for `clause/3` and `erase/1` (`prelude/records.pl`).

use super::db::assert_clause;
use super::uninstantiation_error;
use crate::atom::Atom;
use crate::machine::cell::Cell;
use crate::machine::db::NEVER;
use crate::machine::instr::PredId;
use crate::machine::load::Position;
use crate::machine::{BResult, Machine};
use crate::term::Term;

pub(super) fn register(m: &mut Machine) {
    m.register_builtin("assert", 2, |m| assert_ref(m, Position::Last));
    m.register_builtin("assertz", 2, |m| assert_ref(m, Position::Last));
    m.register_builtin("asserta", 2, |m| assert_ref(m, Position::First));
    m.register_builtin("$cref_head", 2, cref_head);
}

/// `assert*(Clause, Ref)`: adds the clause and unifies `Ref` with its reference.
fn assert_ref(m: &mut Machine, pos: Position) -> BResult {
    if !matches!(m.arg(1), Cell::Ref(_)) {
        return Err(uninstantiation_error(m, m.arg(1)));
    }
    let pred = assert_clause(m, pos)?;
    // The clause just added is the one born in the current generation.
    let born = m.db.generation;
    let slot =
        m.db.pred(pred)
            .clauses
            .iter()
            .position(|c| c.born == born && c.died == NEVER);
    let Some(slot) = slot else {
        return Ok(false);
    };
    let cref = m.build_goal(
        Atom::new("$cref"),
        &[
            Cell::Int(i64::from(pred.0)),
            Cell::Int(slot as i64),
            Cell::Int(born as i64),
        ],
    );
    Ok(m.unify_arg(1, cref))
}

/// `'$cref_head'(+Ref, -Module:Head)`: the most general head of the predicate of a
/// clause reference still naming a clause; fails for anything else.
fn cref_head(m: &mut Machine) -> BResult {
    let r = m.arg(0);
    let field = |i: u32| match m.deref(m.heap_arg(r, i)) {
        Cell::Int(n) => u32::try_from(n).ok(),
        _ => None,
    };
    let is_cref =
        matches!(r, Cell::Str(s) if m.heap[s as usize] == Cell::Fun(Atom::new("$cref"), 3));
    let (true, Some(pred), Some(slot)) = (is_cref, field(0), field(1)) else {
        return Ok(false);
    };
    let pred = PredId(pred);
    let Some(p) = m.db.preds.get(pred.index()) else {
        return Ok(false);
    };
    if p.clauses.get(slot as usize).is_none_or(|c| c.died != NEVER) {
        return Ok(false);
    }
    let (name, arity) = (p.name, p.arity);
    let module = m.db.modules.module_of(pred);
    let args = (0..arity).map(Term::Var).collect();
    let head = if arity == 0 {
        Term::Atom(name)
    } else {
        Term::Compound(name, args)
    };
    let qualified = Term::Compound(Atom::COLON, vec![Term::Atom(module), head]);
    let c = m.put_fresh(&qualified);
    Ok(m.unify_arg(1, c))
}
