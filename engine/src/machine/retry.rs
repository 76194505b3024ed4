//! Backtracking into a choice point whose alternative is more clauses
//! (`Machine::backtrack` dispatches here): static clauses from the index
//! snapshot, a dynamic predicate's chains, and `clause/2`/`retract/1`'s access
//! cursor. Each returns whether it resumed a clause (`false`: the alternatives
//! are exhausted and the choice point is gone; backtrack further).

use super::dbrun;
use super::state::Alternative;
use super::Machine;

/// A choice point's port-frame fields (length, owner, current frame) for the tracer.
pub(super) type Ports = (u32, u32, u32);

impl Machine {
    /// Resumes the next clause of the alternative at `level` (clauses, dynamic
    /// chains or an access cursor).
    #[inline(always)]
    pub(super) fn retry(&mut self, level: u32, ports: Ports) -> bool {
        match self.cps[level as usize].alt {
            Alternative::Clauses { .. } => self.retry_clauses(level, ports),
            Alternative::Dynamic { .. } => self.retry_dynamic(level, ports),
            _ => self.retry_access(level, ports),
        }
    }

    /// The next visible clause of a static predicate's snapshot.
    #[inline(always)]
    pub(super) fn retry_clauses(&mut self, level: u32, ports: Ports) -> bool {
        let top = &mut self.cps[level as usize];
        let Alternative::Clauses { pred, list, next } = &mut top.alt else {
            return false;
        };
        let pred = *pred;
        let gen = top.gen;
        let clauses = &self.db.preds[pred.index()].clauses;
        let mut i = *next as usize;
        while i < list.len() && !clauses[list[i] as usize].visible(gen) {
            i += 1;
        }
        let (args, nargs) = (top.args as usize, top.nargs as usize);
        self.regs[..nargs].copy_from_slice(&self.argstack[args..args + nargs]);
        if i >= list.len() {
            self.cut_to(level);
            return false;
        }
        let mut j = i + 1;
        while j < list.len() && !clauses[list[j] as usize].visible(gen) {
            j += 1;
        }
        let code = clauses[list[i] as usize].code;
        let clause_id = list[i];
        let last = j >= list.len();
        if last {
            self.cut_to(level);
        } else {
            *next = j as u32;
        }
        self.resume_clause(pred, clause_id, code, level, nargs as u32, ports);
        true
    }

    /// The next clause of a dynamic predicate's chains.
    pub(super) fn retry_dynamic(&mut self, level: u32, ports: Ports) -> bool {
        let top = &mut self.cps[level as usize];
        let Alternative::Dynamic { pred, cursor, .. } = &mut top.alt else {
            return false;
        };
        let (pred, gen) = (*pred, top.gen);
        let (args, nargs) = (top.args as usize, top.nargs as usize);
        let p = &self.db.preds[pred.index()];
        let next = match &p.dyn_index {
            Some(d) => d.step(&p.clauses, gen, cursor),
            None => None,
        };
        let done = cursor.done();
        self.regs[..nargs].copy_from_slice(&self.argstack[args..args + nargs]);
        if next.is_none() || done {
            self.cut_to(level);
        }
        let Some(clause_id) = next else {
            return false;
        };
        let code = self.db.preds[pred.index()].clauses[clause_id as usize].code;
        self.resume_clause(pred, clause_id, code, level, nargs as u32, ports);
        true
    }

    /// The next clause `clause/2` or `retract/1` unifies with.
    pub(super) fn retry_access(&mut self, level: u32, ports: Ports) -> bool {
        let top = &mut self.cps[level as usize];
        let Alternative::Access(access) = &mut top.alt else {
            return false;
        };
        let (pred, cursor) = &mut **access;
        let (pred, gen) = (*pred, top.gen);
        let (args, nargs) = (top.args as usize, top.nargs as usize);
        let next = dbrun::access_step(&self.db, pred, gen, cursor);
        let done = cursor.done();
        self.regs[..nargs].copy_from_slice(&self.argstack[args..args + nargs]);
        if next.is_none() || done {
            self.cut_to(level);
        }
        let Some(slot) = next else {
            return false;
        };
        self.b0 = level;
        if self.hooks_tracing() {
            let (pf_len, _, port_frame) = ports;
            let exc = std::mem::take(&mut self.unwinding_exception);
            self.trace_unwind(pf_len, None, port_frame, exc);
        }
        self.unwinding_exception = false;
        if self.try_access(pred, slot) {
            self.p = self.cp;
            self.depth_return();
            return true;
        }
        false
    }
}
