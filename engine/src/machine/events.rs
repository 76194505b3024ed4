//! Box-model events and cost counters.
//!
//! **Events.** With an [`Observer`] attached, the machine reports the four ports of
//! Byrd's box model for every call of a user predicate (library and auxiliary
//! predicates are transparent): `Call` on entry, `Exit` when the body completes,
//! `Fail` when the call has no more solutions, `Redo` when backtracking re-enters a
//! call that had exited, plus `Exception` for calls left by an exception and `Cut`
//! when a cut removes choice points. To see `Exit` through last-call optimisation,
//! a traced call's continuation is a `PortExit` instruction that pops a *port frame*;
//! port frames live on their own stack, truncated on backtracking like the heap.
//! Without an observer none of this runs: one predictable branch per call.
//!
//! Ports follow SWI-Prolog's tracer: backtracking into a choice point of a call `F`
//! first fails the calls made after the choice point that are still running
//! (innermost first), then shows `Redo` for `F` only (its exited ancestors run again
//! silently). A call whose last clause was taken leaves no choice point, so it is
//! neither redone nor failed later. `tests/events_vs_swipl.rs` compares the sequences
//! with SWI's tracer output.
//!
//! **Counters.** With counting on, every successful head unification of a user
//! clause adds one resolution step and the clause's unification components (DESIGN.md
//! vocabulary): `nargs` = head arity; `giunif`/`gounif` = function symbols and
//! constants in head arguments whose call argument was bound / unbound at call time;
//! `viunif`/`vounif` = variable occurrences in those arguments. Calls of builtin
//! predicates and inline `is/2` evaluations are counted too, for the whole run.

use super::db::ClauseSource;
use super::instr::PredId;
use super::Machine;
use crate::atom::Atom;
use crate::counter::{Counter, Counts};
use crate::term::Term;
use std::collections::HashMap;

/// A port of the box model.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Port {
    /// The call is entered.
    Call,
    /// The call succeeded.
    Exit,
    /// Backtracking re-entered the call for another solution.
    Redo,
    /// The call has no (more) solutions.
    Fail,
    /// The call was left by an exception.
    Exception,
    /// A cut in the call's clause removed choice points.
    Cut,
}

/// One event.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Event {
    /// The port.
    pub port: Port,
    /// The predicate.
    pub pred: PredId,
    /// Its name.
    pub name: Atom,
    /// Its arity.
    pub arity: u32,
    /// Call depth (the outermost traced call has depth 1).
    pub depth: u32,
    /// Clause being run (position in the predicate's clause order at resolution), when known.
    pub clause: Option<u32>,
    /// Identity of the call (its port frame); stable from `Call` to its last event.
    pub frame: u32,
    /// For `Exit`: whether the call left no choice points.
    pub deterministic: bool,
}

/// Receives box-model events.
pub trait Observer {
    /// Called for every event, in order.
    fn on_event(&mut self, event: &Event);

    /// Whether the arguments of this `Call` event are wanted: copying them out
    /// costs the size of the terms, so an observer asks only for the calls it
    /// checks (run-time checking of `calls` properties). Asked right after
    /// [`Observer::on_event`] of every `Call`.
    fn wants_arguments(&mut self, _event: &Event) -> bool {
        false
    }

    /// The arguments of a `Call` that [`Observer::wants_arguments`] asked for, as
    /// they are when the call is entered, and the traced call whose clause made
    /// it (`None` for a call made by the query itself).
    fn on_arguments(&mut self, _event: &Event, _args: Vec<Term>, _caller: Option<Caller>) {}
}

/// The user clause a call was made from.
#[derive(Clone, Debug)]
pub struct Caller {
    /// The calling predicate's name.
    pub name: Atom,
    /// Its arity.
    pub arity: u32,
    /// The clause (position in the predicate's clause order), when known.
    pub clause: Option<u32>,
    /// Where that clause is written (`file` indexes the machine's source list).
    pub source: Option<ClauseSource>,
}

/// A traced call (port frame).
#[derive(Clone, Copy, Debug)]
pub(crate) struct PortFrame {
    pub pred: PredId,
    pub parent: u32,
    pub depth: u32,
    /// The real continuation of the call.
    pub cont: u32,
    pub clause: Option<u32>,
    pub exited: bool,
    /// Number of choice points when the call was entered.
    pub cp_height: u32,
}

/// Port frame index meaning "no traced call".
pub(crate) const NO_FRAME: u32 = u32::MAX;

impl Machine {
    /// Attaches (or with `None` detaches) an observer of box-model events.
    pub fn set_observer(&mut self, observer: Option<Box<dyn Observer>>) {
        self.tracing = observer.is_some();
        self.observer = observer;
        self.port_frames.clear();
        self.pf = NO_FRAME;
    }

    /// Takes the observer back (to read what it collected).
    pub fn take_observer(&mut self) -> Option<Box<dyn Observer>> {
        self.tracing = false;
        self.observer.take()
    }

    /// Turns the step and unification counters on or off.
    pub fn set_counting(&mut self, on: bool) {
        self.counting = on;
        self.update_heap_counting();
    }

    /// Clears the counters.
    pub fn reset_counts(&mut self) {
        self.counts.clear();
        self.builtin_calls = 0;
        self.arith_ops = 0;
        self.vm_instructions = 0;
        self.gc_cells_at_reset = self.off_heap.gc_cells;
        self.counted_choice_points = 0;
        self.alloc.reset(self.heap.len());
    }

    /// Counters per predicate (`name`, `arity`, counts), for predicates with steps.
    pub fn counts(&self) -> Vec<(Atom, u32, Counts)> {
        self.counts
            .iter()
            .enumerate()
            .filter(|(_, c)| c[Counter::Steps] > 0)
            .map(|(p, c)| {
                let pr = self.db.pred(PredId(p as u32));
                (pr.name, pr.arity, *c)
            })
            .collect()
    }

    /// Counters of one predicate.
    pub fn counts_of(&self, name: &str, arity: u32) -> Counts {
        self.db
            .lookup(Atom::new(name), arity)
            .and_then(|p| self.counts.get(p.index()).copied())
            .unwrap_or_default()
    }

    /// The counters of a counted run ([`Counter::TIMED`]): the sum of the
    /// predicates' steps and unification components, with the builtin calls,
    /// arithmetic operations, choice points, heap cells allocated,
    /// abstract-machine instructions run and cells the collector went over. The other
    /// counters are zero.
    pub fn total_counts(&self) -> Counts {
        let mut t = Counts::default();
        for c in &self.counts {
            t += *c;
        }
        t[Counter::Builtins] = self.builtin_calls;
        t[Counter::Arith] = self.arith_ops;
        t[Counter::VmInstructions] = self.vm_instructions;
        t[Counter::GcCells] = self
            .off_heap
            .gc_cells
            .saturating_sub(self.gc_cells_at_reset);
        t[Counter::ChoicePoints] = self.counted_choice_points;
        t[Counter::Heap] = self.heap_allocated();
        t
    }

    /// Records which arguments of the call being entered are unbound.
    #[inline]
    pub(crate) fn note_call_mask(&mut self, arity: u32) {
        let mut mask = 0u64;
        for i in 0..arity.min(64) as usize {
            if let super::cell::Cell::Ref(_) = self.deref(self.regs[i]) {
                mask |= 1 << i;
            }
        }
        self.out_mask = mask;
    }

    /// Adds one step of the clause with head shape `shape` to the current predicate.
    pub(crate) fn count_step(&mut self, shape: u32) {
        let Some(shape) = self.shapes.get(shape as usize) else {
            return;
        };
        let pred = self.cur_pred.index();
        if self.counts.len() <= pred {
            self.counts.resize(pred + 1, Counts::default());
        }
        let mut d = Counts::default();
        d[Counter::Steps] = 1;
        d[Counter::Nargs] = shape.len() as u64;
        for (i, (consts, vars)) in shape.iter().enumerate() {
            let (c, v) = if i < 64 && self.out_mask & (1 << i) != 0 {
                (Counter::Gounif, Counter::Vounif)
            } else {
                (Counter::Giunif, Counter::Viunif)
            };
            d[c] += *consts as u64;
            d[v] += *vars as u64;
        }
        self.counts[pred] += d;
        self.cc_charge_unification(&d);
    }

    fn emit(&mut self, port: Port, frame: u32, deterministic: bool) {
        let Some(f) = self.port_frames.get(frame as usize).copied() else {
            return;
        };
        let p = self.db.pred(f.pred);
        let ev = Event {
            port,
            pred: f.pred,
            name: p.name,
            arity: p.arity,
            depth: f.depth,
            clause: f.clause,
            frame,
            deterministic,
        };
        let Some(o) = self.observer.as_mut() else {
            return;
        };
        o.on_event(&ev);
        if port == Port::Call && o.wants_arguments(&ev) {
            let args = self.call_arguments(p.arity);
            let caller = self.caller_of(f.parent);
            if let Some(o) = self.observer.as_mut() {
                o.on_arguments(&ev, args, caller);
            }
        }
    }

    /// Owned copies of the argument registers of the call being entered.
    fn call_arguments(&self, arity: u32) -> Vec<Term> {
        let mut vars = HashMap::new();
        self.regs[..arity as usize]
            .iter()
            .map(|c| self.handed_out(self.get_term(*c, &mut vars)))
            .collect()
    }

    /// The clause the traced call `frame` runs, as a [`Caller`].
    fn caller_of(&self, frame: u32) -> Option<Caller> {
        let f = self.port_frames.get(frame as usize)?;
        let p = self.db.pred(f.pred);
        let source = f
            .clause
            .and_then(|c| p.clauses.get(c as usize))
            .map(|c| c.source.clone());
        Some(Caller {
            name: p.name,
            arity: p.arity,
            clause: f.clause,
            source,
        })
    }

    /// A traced call of `pred` is entered: pushes its port frame, emits `Call`, and
    /// makes `PortExit` its continuation.
    pub(crate) fn trace_call(&mut self, pred: PredId) {
        let depth = self
            .port_frames
            .get(self.pf as usize)
            .map_or(0, |f| f.depth)
            + 1;
        let frame = PortFrame {
            pred,
            parent: self.pf,
            depth,
            cont: self.cp,
            clause: None,
            exited: false,
            cp_height: self.cps.len() as u32,
        };
        self.port_frames.push(frame);
        self.pf = self.port_frames.len() as u32 - 1;
        self.emit(Port::Call, self.pf, false);
        self.cp = super::PORT_EXIT_CODE;
    }

    /// Records the clause a traced call is running.
    pub(crate) fn trace_clause(&mut self, clause: u32) {
        if let Some(f) = self.port_frames.get_mut(self.pf as usize) {
            f.clause = Some(clause);
        }
    }

    /// `PortExit`: the current traced call exited; continue with its continuation.
    pub(crate) fn trace_exit(&mut self) {
        let f = self.pf;
        let Some(frame) = self.port_frames.get(f as usize).copied() else {
            return;
        };
        let det = self.cps.len() as u32 <= frame.cp_height;
        self.emit(Port::Exit, f, det);
        if let Some(fr) = self.port_frames.get_mut(f as usize) {
            fr.exited = true;
        }
        self.pf = frame.parent;
        self.p = frame.cont;
    }

    /// Backtracking or an exception reached a choice point that keeps `keep` port
    /// frames; `owner` is the traced call owning it (if it owns one), `resume_pf` the
    /// current call afterwards. Emits `Fail` (or `Exception`) and `Redo` events.
    pub(crate) fn trace_unwind(
        &mut self,
        keep: u32,
        owner: Option<u32>,
        resume_pf: u32,
        exception: bool,
    ) {
        let port = if exception {
            Port::Exception
        } else {
            Port::Fail
        };
        let mut f = self.pf;
        while f != NO_FRAME && f >= keep {
            self.emit(port, f, false);
            f = self.port_frames[f as usize].parent;
        }
        self.port_frames.truncate(keep as usize);
        if let Some(owner) = owner {
            // The owner and its exited ancestors run again; like SWI-Prolog's tracer,
            // only the owner (the call whose choice point is retried) shows `Redo`.
            let mut g = owner;
            while g != NO_FRAME && self.port_frames[g as usize].exited {
                self.port_frames[g as usize].exited = false;
                g = self.port_frames[g as usize].parent;
            }
            self.emit(Port::Redo, owner, false);
        }
        self.pf = resume_pf;
    }

    /// The call just entered has no matching clause: `Fail` at once.
    pub(crate) fn trace_immediate_fail(&mut self) {
        let f = self.pf;
        self.emit(Port::Fail, f, false);
        if let Some(frame) = self.port_frames.get(f as usize).copied() {
            self.pf = frame.parent;
            self.cp = frame.cont;
            self.port_frames.truncate(f as usize);
        }
    }

    /// A cut in a clause of `pred` removes choice points: a `Cut` event of the current
    /// traced call when `pred` is a user predicate (cuts inside library and auxiliary
    /// clauses are not the user's).
    pub(crate) fn trace_cut(&mut self, pred: PredId) {
        if self.tracing && self.pf != NO_FRAME && !self.db.pred(pred).library {
            self.emit(Port::Cut, self.pf, false);
        }
    }
}
