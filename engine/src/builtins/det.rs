//! The Rust half of SWI-Prolog's determinism annotations (`$/0`, `$/1`, in
//! `prelude/det.pl`): how many choice points exist, to tell whether a goal left one.

use crate::machine::cell::Cell;
use crate::machine::Machine;

pub(super) fn register(m: &mut Machine) {
    m.register_builtin("$choice_count", 1, |m| {
        let n = Cell::Int(m.cps.len() as i64);
        Ok(m.unify_arg(0, n))
    });
}
