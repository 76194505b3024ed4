//! Builtins the Prolog-written libraries need (`prelude/*.pl`): `term_hash/2`, and
//! private helpers for `setup_call_cleanup/3` (how many choice points exist, the
//! mark whose removal by a cut runs the cleanup) and
//! for solution counters that survive backtracking (`limit/2`, `offset/2`).

use super::{domain_error, inst_error, type_error};
use crate::machine::cell::Cell;
use crate::machine::{BResult, Machine};
use crate::term::Term;

pub(super) fn register(m: &mut Machine) {
    m.register_builtin("term_hash", 2, term_hash);
    m.register_builtin("$choice_count", 1, |m| {
        let n = Cell::Int(m.cps.len() as i64);
        Ok(m.unify_arg(0, n))
    });
    m.register_builtin("$nb_set_counter", 3, nb_set_counter);
    m.register_builtin("$cleanup_mark", 1, |m| {
        m.push_cleanup_mark();
        Ok(true)
    });
}

/// `term_hash(Term, Hash)`: an integer (24 bits) for a ground term, computed from
/// its canonical text; `Hash` stays unbound for a term with variables (as SWI does).
fn term_hash(m: &mut Machine) -> BResult {
    let t = m.to_term(m.regs[0]);
    if !is_ground(&t) {
        return Ok(true);
    }
    let text = m.format_term(&t, crate::write::WriteOptions::writeq());
    // FNV-1a: stable across runs and platforms.
    let h = text.bytes().fold(0xcbf2_9ce4_8422_2325_u64, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    });
    Ok(m.unify_arg(1, Cell::Int((h & 0xff_ffff) as i64)))
}

fn is_ground(t: &Term) -> bool {
    let mut stack = vec![t];
    while let Some(t) = stack.pop() {
        match t {
            Term::Var(_) => return false,
            Term::Compound(_, args) => stack.extend(args),
            _ => {}
        }
    }
    true
}

/// `'$nb_set_counter'(N, Compound, Value)`: overwrites argument `N` of `Compound`
/// with the small integer `Value`, not undone on backtracking. Only atomic cells are
/// stored, so no heap address is kept in an older cell (the heap-order invariant).
fn nb_set_counter(m: &mut Machine) -> BResult {
    let n = m.int_arg(0)?;
    let value = match m.arg(2) {
        Cell::Int(v) => Cell::Int(v),
        Cell::Ref(_) => return Err(inst_error()),
        other => return Err(type_error(m, "integer", other)),
    };
    let s = match m.arg(1) {
        Cell::Str(s) => s,
        Cell::Ref(_) => return Err(inst_error()),
        other => return Err(type_error(m, "compound", other)),
    };
    let Cell::Fun(_, arity) = m.heap[s as usize] else {
        return Ok(false);
    };
    if n < 1 || n > i64::from(arity) {
        return Err(domain_error(m, "argument_index", Cell::Int(n)));
    }
    let slot = s as usize + n as usize;
    if !m.heap[slot].is_atomic() {
        return Err(type_error(m, "integer", m.heap[slot]));
    }
    m.heap[slot] = value;
    Ok(true)
}
