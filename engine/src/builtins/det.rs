//! The Rust half of SWI-Prolog's determinism annotations (`$/1`, compiled inline
//! by `Normalizer::det_goal` and run by `prelude/det.pl` when meta-called):
//! `'$det_enter'(Goal, Mark), Goal, '$det_exit'(Mark)`. The choice point pushed
//! on entry turns the goal's failure into `determinism_error(Goal, det, fail,
//! goal)` (its alternative is `'$det_failed'/1` in `prelude/boot.pl`, with Goal
//! saved as its argument); the exit finds the goal's own choice points above it.

use crate::machine::cell::Cell;
use crate::machine::state::Alternative;
use crate::machine::{error_term, BResult, Machine, Signal};
use crate::term::Term;

pub(super) fn register(m: &mut Machine) {
    m.register_builtin("$det_enter", 2, det_enter);
    m.register_builtin("$det_exit", 1, det_exit);
}

/// `'$det_enter'(Goal, Mark)`: pushes the choice point whose alternative raises
/// the failure error with Goal, and unifies Mark with the count of choice points.
fn det_enter(m: &mut Machine) -> BResult {
    let pred = m.det_failed;
    if m.db.pred(pred).dirty {
        m.db.pred_mut(pred).rebuild_index();
    }
    let list = m.db.pred(pred).index.all.clone();
    let gen = m.db.generation;
    m.push_choice(
        Alternative::Clauses {
            pred,
            list,
            next: 0,
        },
        1,
        gen,
    );
    let mark = Cell::Int(m.cps.len() as i64);
    Ok(m.unify_arg(1, mark))
}

/// `'$det_exit'(Mark)`: the goal left no choice point above Mark: pops the entry's
/// one; else raises `determinism_error(Goal, det, nondet, goal)` with Goal as it
/// is now (as SWI-Prolog shows it).
fn det_exit(m: &mut Machine) -> BResult {
    let Cell::Int(mark) = m.deref(m.regs[0]) else {
        return Ok(true);
    };
    // The entry's choice point is the one below Mark (a private helper: any other
    // Mark is ignored).
    let Some(entry) = usize::try_from(mark).ok().and_then(|n| n.checked_sub(1)) else {
        return Ok(true);
    };
    if m.cps.len() == entry + 1 {
        m.pop_to(entry as u32);
        return Ok(true);
    }
    let saved = m.cps.get(entry).map(|cp| cp.args as usize);
    let Some(&goal) = saved.and_then(|a| m.argstack.get(a)) else {
        return Ok(true);
    };
    let formal = Term::compound(
        "determinism_error",
        vec![
            m.to_term(goal),
            Term::atom("det"),
            Term::atom("nondet"),
            Term::atom("goal"),
        ],
    );
    Err(Signal::Throw(error_term(formal, None)))
}
