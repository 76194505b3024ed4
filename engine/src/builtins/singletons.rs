//! `term_singletons/2`: the variables that occur exactly once in a term, in order
//! of first occurrence (SWI-Prolog). A subterm shared by two arguments counts
//! each time it occurs; the subterms of a cyclic term count once.

use crate::machine::cell::Cell;
use crate::machine::cyclic::compound_id;
use crate::machine::Machine;
use std::collections::{HashMap, HashSet};

pub(super) fn register(m: &mut Machine) {
    m.register_builtin("term_singletons", 2, |m| {
        let vars = singletons(m, m.regs[0]);
        let l = m.make_list(&vars);
        Ok(m.unify_arg(1, l))
    });
}

/// The variables occurring once in `c`, in order of first occurrence.
fn singletons(m: &Machine, c: Cell) -> Vec<Cell> {
    let cyclic = !m.is_acyclic(c);
    let mut walked = HashSet::new();
    let mut order = Vec::new();
    let mut count: HashMap<u32, usize> = HashMap::new();
    let mut stack = vec![c];
    while let Some(c) = stack.pop() {
        match m.deref(c) {
            Cell::Ref(a) => {
                let n = count.entry(a).or_insert(0);
                if *n == 0 {
                    order.push(a);
                }
                *n += 1;
            }
            c @ (Cell::Str(_) | Cell::Lis(_)) => {
                if cyclic && compound_id(c).is_some_and(|id| !walked.insert(id)) {
                    continue;
                }
                stack.extend(m.compound_args(c).iter().rev());
            }
            _ => {}
        }
    }
    order
        .into_iter()
        .filter(|a| count.get(a) == Some(&1))
        .map(Cell::Ref)
        .collect()
}
