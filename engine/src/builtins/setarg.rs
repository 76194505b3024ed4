//! `setarg/3` and `nb_setarg/3`: destructive assignment of a compound's argument.
//!
//! `setarg/3` records the old cell on the trail (`TrailEntry::Arg`), so
//! backtracking restores it; the new value may be younger than the compound,
//! which the collector handles (it relocates pointers in any direction) and
//! backtracking handles (the trail entry is undone before the heap is cut back).
//!
//! `nb_setarg/3` survives backtracking. It stores a copy of the value (as SWI-Prolog
//! does); an atomic value can always be stored. A compound copy lives at the top of
//! the heap, so it is stored only when no choice point separates it from the
//! compound (backtracking could otherwise free the copy while the compound still
//! points to it): then the error is `resource_error(nb_setarg_heap)`, a documented
//! limitation.

use super::{domain_error, inst_error, type_error};
use crate::machine::cell::Cell;
use crate::machine::state::TrailEntry;
use crate::machine::{BResult, Machine, Signal};
use crate::term::Term;

pub(super) fn register(m: &mut Machine) {
    m.register_builtin("setarg", 3, |m| set_arg(m, true));
    m.register_builtin("nb_setarg", 3, |m| set_arg(m, false));
}

/// The heap address of argument `N` (argument 0) of the compound (argument 1).
fn arg_slot(m: &Machine) -> Result<(u32, u32), Signal> {
    let n = m.int_arg(0)?;
    let (base, arity) = match m.arg(1) {
        Cell::Str(s) => match m.heap[s as usize] {
            Cell::Fun(_, arity) => (s + 1, arity),
            _ => return Err(type_error(m, "compound", m.arg(1))),
        },
        Cell::Lis(p) => (p, 2),
        // An atom is a compound of arity 0 for SWI-Prolog: every index is out of range.
        Cell::Atom(_) => (0, 0),
        Cell::Ref(_) => return Err(inst_error()),
        other => return Err(type_error(m, "compound", other)),
    };
    if n < 1 || n > i64::from(arity) {
        // SWI-Prolog fails for an index out of range (a negative one is an error).
        return if n < 0 {
            Err(domain_error(m, "not_less_than_zero", Cell::Int(n)))
        } else {
            Ok((u32::MAX, base))
        };
    }
    Ok((base + n as u32 - 1, base))
}

fn set_arg(m: &mut Machine, backtrackable: bool) -> BResult {
    let (slot, base) = arg_slot(m)?;
    if slot == u32::MAX {
        return Ok(false);
    }
    let value = m.arg(2);
    let stored = if backtrackable || value.is_atomic() {
        value
    } else if base >= m.hb {
        let t = m.to_term(value);
        m.put_fresh(&t)
    } else {
        return Err(Signal::Error(Term::compound(
            "resource_error",
            vec![Term::atom("nb_setarg_heap")],
        )));
    };
    let old = m.heap[slot as usize];
    if backtrackable && slot < m.hb {
        m.trail.push(TrailEntry::Arg(slot, old));
    }
    m.heap[slot as usize] = stored;
    Ok(true)
}
