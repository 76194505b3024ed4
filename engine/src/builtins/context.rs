//! `context_module/1`. Goals resolve when their clause is compiled (`machine/modules.rs`),
//! so the context module is known then: the call is declared a meta-predicate of
//! one `:` argument, which the compiler qualifies with the clause's module
//! (`context_module(m:X)` in module `m`, unqualified in `user`).

use crate::machine::cell::Cell;
use crate::machine::Machine;

pub(super) fn register(m: &mut Machine) {
    m.register_builtin("context_module", 1, |m| {
        let (module, out) = m.strip_module_cell(m.regs[0]);
        Ok(m.unify(out, Cell::Atom(module)))
    });
}
