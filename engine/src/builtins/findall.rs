//! Solution collection for `findall/3,4` (and through them `bagof/3`, `setof/3`).
//!
//! Each active `findall` owns a bag on a stack; solutions are copied out of the heap
//! as they are found (the heap is reset by the failure-driven loop) and copied back
//! as a list at the end.

use crate::machine::cell::Cell;
use crate::machine::Machine;
use crate::term::Term;

pub(super) fn register(m: &mut Machine) {
    m.register_builtin("$findall_start", 1, |m| {
        m.bags.push(Vec::new());
        let id = Cell::Int(m.bags.len() as i64 - 1);
        Ok(m.unify_arg(0, id))
    });
    m.register_builtin("$findall_add", 2, |m| {
        let Cell::Int(id) = m.arg(0) else {
            return Ok(false);
        };
        let t = m.to_term(m.regs[1]);
        match m.bags.get_mut(id as usize) {
            Some(bag) => {
                bag.push(t);
                Ok(true)
            }
            None => Ok(false),
        }
    });
    m.register_builtin("$findall_collect", 3, |m| {
        let Cell::Int(id) = m.arg(0) else {
            return Ok(false);
        };
        let id = id as usize;
        if id >= m.bags.len() {
            return Ok(false);
        }
        let items: Vec<Term> = m.bags.drain(id..).next().unwrap_or_default();
        let cells: Vec<Cell> = items.iter().map(|t| m.put_fresh(t)).collect();
        let tail = m.regs[2];
        let l = m.make_list_tail(&cells, tail);
        Ok(m.unify_arg(1, l))
    });
}
