//! Running goals from Rust: start a query, ask for solutions, stop it.
//!
//! A query pushes a barrier choice point, so queries nest (a builtin may run one while
//! the machine is inside another) and backtracking never crosses into the caller.

use super::cell::Cell;
use super::instr::Instr;
use super::state::Alternative;
use super::{Machine, Outcome, HALT_CODE};
use crate::atom::Atom;
use crate::term::{Term, VarId};
use std::collections::HashMap;

/// A running query.
#[derive(Debug)]
pub struct Query {
    barrier: u32,
    saved: (u32, u32, u32, u32),
    heap_top: u32,
    trail_top: u32,
    /// Query variables, in the order their cells sit in `Machine::roots` from `root_base`.
    vars: Vec<VarId>,
    root_base: usize,
    started: bool,
    finished: bool,
}

impl Machine {
    /// Starts running `goal` (an owned term whose variables become the query's).
    pub fn start_query(&mut self, goal: &Term) -> Query {
        let heap_top = self.heap.len() as u32;
        let mut var_cells = HashMap::new();
        let mut cell = self.put_term(goal, &mut var_cells);
        if self.db.modules.current != Atom::USER {
            // The toplevel runs goals in the current module (the program file's).
            let module = Cell::Atom(self.db.modules.current);
            cell = self.build_goal(Atom::COLON, &[module, cell]);
        }
        let root_base = self.roots.len();
        let mut vars: Vec<VarId> = var_cells.keys().copied().collect();
        vars.sort_unstable();
        self.roots.extend(vars.iter().map(|v| var_cells[v]));
        self.start_goal(cell, heap_top, root_base, vars)
    }

    /// Starts running the goal a heap cell holds (a nested query with no variables
    /// of its own to report).
    pub(crate) fn start_query_cell(&mut self, goal: Cell) -> Query {
        let (heap_top, root_base) = (self.heap.len() as u32, self.roots.len());
        self.start_goal(goal, heap_top, root_base, Vec::new())
    }

    fn start_goal(
        &mut self,
        cell: Cell,
        heap_top: u32,
        root_base: usize,
        vars: Vec<VarId>,
    ) -> Query {
        let saved = (self.p, self.cp, self.e, self.b0);
        let trail_top = self.trail.len() as u32;
        let gen = self.db.generation;
        let barrier = self.cps.len() as u32;
        self.push_barrier(gen);
        self.regs[0] = cell;
        self.cp = HALT_CODE;
        self.p = self.call_stub();
        Query {
            barrier,
            saved,
            heap_top,
            trail_top,
            vars,
            root_base,
            started: false,
            finished: false,
        }
    }

    /// The query's barrier: not one of the program's choice points, so not counted
    /// (`Counter::ChoicePoints`).
    fn push_barrier(&mut self, gen: u64) {
        let nargs = 0;
        self.push_choice_uncounted(Alternative::Barrier, nargs, gen);
    }

    /// The address of a stub `Execute call/1`.
    fn call_stub(&mut self) -> u32 {
        if let Some(pos) = self
            .code
            .iter()
            .position(|i| matches!(i, Instr::Execute { pred } if *pred == self.call1))
        {
            return pos as u32;
        }
        self.code.push(Instr::Execute { pred: self.call1 });
        self.code.len() as u32 - 1
    }

    /// Runs to the next solution.
    pub fn next_solution(&mut self, q: &mut Query) -> Outcome {
        if q.finished {
            return Outcome::Failed;
        }
        if q.started {
            if let Err(outcome) = self.backtrack() {
                q.finished = true;
                return outcome;
            }
        }
        q.started = true;
        let outcome = self.run();
        match &outcome {
            Outcome::Solved => {}
            Outcome::Error(ball) => {
                self.pin_held(ball);
                q.finished = true;
            }
            _ => q.finished = true,
        }
        outcome
    }

    /// Whether the last solution left choice points (more solutions may follow).
    pub fn has_alternatives(&self, q: &Query) -> bool {
        self.cps.len() as u32 > q.barrier + 1
    }

    /// A term leaving the machine: its held atoms become permanent.
    pub(crate) fn handed_out(&self, t: Term) -> Term {
        self.pin_held(&t);
        t
    }

    fn query_var_cells(&self, q: &Query) -> HashMap<VarId, Cell> {
        q.vars
            .iter()
            .enumerate()
            .map(|(i, v)| (*v, self.roots[q.root_base + i]))
            .collect()
    }

    /// The value of a query variable in the current solution.
    pub fn binding(&self, q: &Query, var: VarId) -> Option<Term> {
        let i = q.vars.iter().position(|v| *v == var)?;
        Some(self.handed_out(self.to_term(self.roots[q.root_base + i])))
    }

    /// The values of several query variables, sharing variable numbering.
    pub fn bindings(&self, q: &Query, vars: &[VarId]) -> Vec<Term> {
        let cells = self.query_var_cells(q);
        let mut map = HashMap::new();
        vars.iter()
            .map(|v| {
                cells
                    .get(v)
                    .map_or(Term::Var(u32::MAX), |c| self.get_term(*c, &mut map))
            })
            .map(|t| self.handed_out(t))
            .collect()
    }

    /// Whether the values of these query variables are all acyclic terms (owned
    /// copies of cyclic ones are only a finite `@(Template, Bindings)` stand-in).
    pub fn bindings_are_acyclic(&self, q: &Query, vars: &[VarId]) -> bool {
        let cells = self.query_var_cells(q);
        vars.iter()
            .filter_map(|v| cells.get(v))
            .all(|c| self.is_acyclic(*c))
    }

    /// Ends a query. With `keep` the bindings it made stay (a nested query inside a
    /// running program); without, the heap and trail return to their state before it.
    pub fn stop_query(&mut self, q: Query, keep: bool) {
        self.cut_to(q.barrier);
        self.roots.truncate(q.root_base);
        if !keep {
            self.undo_trail(q.trail_top as usize);
            self.truncate_heap::<true>(q.heap_top as usize);
        }
        (self.p, self.cp, self.e, self.b0) = q.saved;
    }

    /// Runs `goal` once and stops: the common case for directives and tests.
    pub fn run_once(&mut self, goal: &Term) -> Outcome {
        let mut q = self.start_query(goal);
        let outcome = self.next_solution(&mut q);
        self.stop_query(q, false);
        outcome
    }

    /// Runs `goal` and collects `template`'s value for every solution, up to `limit`.
    pub fn all_solutions(
        &mut self,
        goal: &Term,
        template: &Term,
        limit: usize,
    ) -> Result<Vec<Term>, Outcome> {
        let wrapper = Term::Compound(Atom::COMMA, vec![goal.clone(), Term::Atom(Atom::TRUE)]);
        let mut q = self.start_query(&wrapper);
        let mut out = Vec::new();
        let result = loop {
            if out.len() >= limit {
                break Ok(());
            }
            match self.next_solution(&mut q) {
                Outcome::Solved => {
                    let mut vars = self.query_var_cells(&q);
                    let cell = self.put_term(template, &mut vars);
                    out.push(self.handed_out(self.to_term(cell)));
                }
                Outcome::Failed => break Ok(()),
                other => break Err(other),
            }
        };
        self.stop_query(q, false);
        result.map(|_| out)
    }
}
