//! The common call inlined into the run loop: a static predicate's clauses entered
//! with no hook, limit or collection due. Anything else (builtins, control
//! constructs, dynamic or changed predicates, a call no clause matches, a step or
//! time limit or a garbage collection to check) is left to `Machine::call_pred`,
//! which does the same and more out of line, so this path changes no behaviour.

use super::cell::Cell;
use super::db::{Pred, PredKind};
use super::instr::PredId;
use super::state::Alternative;
use super::Machine;
use std::rc::Rc;

impl Machine {
    /// Enters static predicate `pred` (arguments in the argument registers) if it
    /// is the common case; returns `false`, having changed nothing, if not.
    #[inline(always)]
    pub(super) fn enter_static(&mut self, pred: PredId) -> bool {
        let next = self.inferences + 1;
        if next > self.limits.steps || next & 0xFFF == 0 || self.heap.len() >= self.gc_threshold {
            return false;
        }
        let p = &self.db.preds[pred.index()];
        if p.kind != PredKind::Clauses || p.dynamic || p.dirty || p.dyn_index.is_some() {
            return false;
        }
        let list = self.first_arg_candidates(p);
        let Some(&first) = list.first() else {
            return false;
        };
        let clause = &p.clauses[first as usize];
        let code = clause.code;
        let nargs = p.arity;
        // A clause that commits on entry would cut the choice point at once.
        let more = (list.len() > 1 && !self.commits_at_call(clause.commit)).then(|| {
            Alternative::Clauses {
                pred,
                list: list.clone(),
                next: 1,
            }
        });
        self.inferences = next;
        self.b0 = self.cps.len() as u32;
        if let Some(alt) = more {
            let gen = self.db.generation;
            self.push_choice(alt, nargs, gen);
        }
        self.cur_pred = pred;
        self.p = code;
        true
    }

    /// The clauses of `p` the first argument of the call (in register 0) may
    /// match, by first-argument indexing: all of them for a variable or arity 0.
    #[inline(always)]
    pub(super) fn first_arg_candidates<'p>(&self, p: &'p Pred) -> &'p Rc<[u32]> {
        if p.arity == 0 {
            return &p.index.all;
        }
        match self.deref(self.regs[0]) {
            Cell::Ref(_) => &p.index.all,
            Cell::Lis(_) => &p.index.list,
            c => p.candidates(self.key_of(c)),
        }
    }
}
