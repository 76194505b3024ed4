//! The Rust half of SWI-Prolog's determinism annotations (`$/0`, `$/1`, in
//! `prelude/det.pl`): how many choice points exist, to tell whether a goal left one.

use crate::machine::cell::Cell;
use crate::machine::Machine;

pub(super) fn register(m: &mut Machine) {
    // `$/1`'s goal as called, for its errors: the goal itself when ground (its
    // call cannot change it), else a copy.
    m.register_builtin("$det_goal", 2, |m| {
        let goal = m.regs[0];
        let called = if m.is_ground(goal) {
            goal
        } else {
            m.copy_with_attrs(goal)?
        };
        Ok(m.unify_arg(1, called))
    });
    m.register_builtin("$choice_count", 1, |m| {
        let n = Cell::Int(m.cps.len() as i64);
        Ok(m.unify_arg(0, n))
    });
}
