//! The Rust half of SWI-Prolog's determinism annotations (`$/1`, compiled inline
//! by `Normalizer::det_goal` and run by `prelude/det.pl` when meta-called):
//! `'$det_enter'(Goal), Goal, '$det_exit'`. The choice point pushed on entry turns
//! the goal's failure into `determinism_error(Goal, det, fail, goal)` (its
//! alternative is `'$det_failed'/1` in `prelude/boot.pl`, with Goal saved as its
//! argument); the exit finds the goal's own choice points above it. The entry's
//! choice point is its own mark: a goal leaves none of these above it (an inner
//! `$/1` pops its entry or raises), so the exit needs no variable to find it.

use crate::machine::state::Alternative;
use crate::machine::{error_term, BResult, Machine, Signal};
use crate::term::Term;

pub(super) fn register(m: &mut Machine) {
    m.register_builtin("$det_enter", 1, det_enter);
    m.register_builtin("$det_exit", 0, det_exit);
}

/// `'$det_enter'(Goal)`: pushes the choice point whose alternative raises the
/// failure error with Goal (saved as the alternative's argument).
fn det_enter(m: &mut Machine) -> BResult {
    let pred = m.det_failed;
    if m.db.pred(pred).is_dirty() {
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
    Ok(true)
}

/// `'$det_exit'`: the goal left no choice point above its entry's: pops the
/// entry's; else raises `determinism_error(Goal, det, nondet, goal)` with Goal as
/// it is now (as SWI-Prolog shows it). Without an entry below (a private helper
/// called out of turn) it does nothing.
fn det_exit(m: &mut Machine) -> BResult {
    let pred = m.det_failed;
    let is_entry = |alt: &Alternative| matches!(alt, Alternative::Clauses { pred: p, next: 0, .. } if *p == pred);
    let Some(entry) = m.cps.iter().rposition(|cp| is_entry(&cp.alt)) else {
        return Ok(true);
    };
    if entry + 1 == m.cps.len() {
        m.pop_to(entry as u32);
        return Ok(true);
    }
    let saved = m.cps[entry].args as usize;
    let Some(&goal) = m.argstack.get(saved) else {
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
