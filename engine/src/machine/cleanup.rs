//! Cleanup goals run by a cut: `setup_call_cleanup/3` (`prelude/cleanup.pl`) pushes
//! an `Alternative::Cleanup` mark under its goal's choice points; a cut that removes
//! the mark runs the cleanup goal at once, as SWI-Prolog does. The goal runs as a
//! nested query (its bindings undone, failure and exceptions ignored: the library
//! code runs the cleanup itself, exceptions included, on the other exits), with the
//! argument registers of the interrupted clause kept as roots across it.

use super::cell::Cell;
use super::state::Alternative;
use super::Machine;

impl Machine {
    /// `'$cleanup_mark'(Goal)`: pushes the mark holding `Goal`.
    pub(crate) fn push_cleanup_mark(&mut self) {
        let gen = self.db.generation;
        self.regs[0] = self.deref(self.regs[0]);
        self.push_choice_uncounted(Alternative::Cleanup, 1, gen);
        self.cleanup_marks += 1;
    }

    /// The cleanup goals of the marks above `level`, newest first; the marks are no
    /// longer counted (the caller removes them).
    pub(super) fn take_cleanup_goals(&mut self, level: u32) -> Vec<Cell> {
        let mut goals = Vec::new();
        for cp in self.cps[level as usize..].iter().rev() {
            if matches!(cp.alt, Alternative::Cleanup) {
                goals.push(self.argstack[cp.args as usize]);
            }
        }
        self.cleanup_marks -= goals.len() as u32;
        goals
    }

    /// Runs each goal once as a nested query, keeping the registers.
    pub(super) fn run_cleanups(&mut self, goals: Vec<Cell>) {
        if goals.is_empty() {
            return;
        }
        self.with_saved_registers(|m| {
            let base = m.roots.len();
            m.roots.extend_from_slice(&goals);
            for i in 0..goals.len() {
                let goal = m.roots[base + i];
                let mut q = m.start_query_cell(goal);
                let _ = m.next_solution(&mut q);
                m.stop_query(q, false);
            }
            m.roots.truncate(base);
        });
    }

    /// Runs `f`, which runs nested queries from inside a builtin, with the argument
    /// registers kept: they are roots of the garbage collector meanwhile and are
    /// restored afterwards.
    pub(super) fn with_saved_registers<R>(&mut self, f: impl FnOnce(&mut Self) -> R) -> R {
        let base = self.roots.len();
        let nregs = self.regs.len();
        self.roots.extend_from_slice(&self.regs);
        let result = f(self);
        let saved: Vec<Cell> = self.roots[base..base + nregs].to_vec();
        self.regs.copy_from_slice(&saved);
        self.roots.truncate(base);
        result
    }
}
