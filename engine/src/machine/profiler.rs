//! The cost-centre profiler inside the machine.
//!
//! Instrumentation sits only around cost centres, like the paper's `hcc_call`,
//! `hcc_exit`, `hcc_fail` and `hcc_redo`: a predicate that is a cost centre carries its
//! centre number, and calling it pushes a *cost-centre frame* and makes the `CcExit`
//! instruction its continuation (the real one is kept in the frame). `CcExit` charges
//! the activation to its edge's `[enter][exit]` cell, pops the frame and, only if the
//! call left choice points, pushes a `CcRedo` choice point that re-activates the centre
//! when backtracking comes back (a deterministic call pays nothing for redo: the
//! paper's specialisation for calls known not to leave choice points happens at run
//! time here). Failures and exceptions need no instruction at all: every choice point
//! records how many frames were open when it was made, and backtracking to it closes
//! the frames opened since as `fail`. Usage is measured as differences of the
//! machine's running counters between switches of the active centre, so the centres
//! of a run add up exactly to the run.

use super::cc::{CcResume, LITERAL_CC, NO_CC};
use super::cell::Cell;
use super::instr::PredId;
use super::state::Alternative;
use super::Machine;
use crate::atom::Atom;
use crate::counter::Counter;
use crate::profile::{
    CcId, CcSpec, Centre, Edge, Enter, Leave, PathId, PathNode, PredLowLevel, Profile, Usage,
    GC_CENTRE,
};
use std::collections::HashMap;

/// An open activation of a cost centre.
#[derive(Clone, Copy, Debug)]
pub(crate) struct CcFrame {
    centre: CcId,
    edge: u32,
    path: PathId,
    enter: Enter,
    /// Usage charged to this activation so far.
    acc: Usage,
    /// Choice points below this index are older than the call.
    cp_level: u32,
    /// The call's real continuation.
    ret_cp: u32,
}

/// Profiler state of a machine while profiling is on.
pub(crate) struct Profiler {
    centres: Vec<Centre>,
    literal_centres: HashMap<Atom, CcId>,
    /// Cost-centre frames; frame 0 is `rcc` and is never popped.
    frames: Vec<CcFrame>,
    edges: Vec<Edge>,
    edge_ids: HashMap<(CcId, CcId), u32>,
    paths: Vec<PathNode>,
    /// Per stack node: (centre entered, new node, edge), found by a linear scan
    /// (fan-out is small, and this is on every cost-centre call).
    transitions: Vec<Vec<(CcId, PathId, u32)>>,
    /// Counters at the last switch of the active centre.
    last: Usage,
    /// Counters when profiling started.
    origin: Usage,
    /// Cycle-counter clock (TSC where invariant, else the monotonic clock).
    clock: quanta::Clock,
    /// Its raw reading when profiling started.
    clock_origin: u64,
    /// Time is the thread's CPU time (`CcSpec::cpu_time`), from `cpu_origin`.
    cpu_clock: bool,
    /// The thread's CPU time (ns) when profiling started.
    cpu_origin: u64,
    /// Time spent in the profiler's own hooks (excluded from every centre).
    own_ticks: u64,
    /// Per-predicate head failures and skips, when the low-level view is on.
    low_level: Option<Vec<(u64, u64)>>,
    /// Predicates whose `cc` field was set (to clear it afterwards).
    marked: Vec<PredId>,
    /// The garbage collector's pseudo-centre: its edge from `rcc` and its stack
    /// node under the root.
    gc: (u32, PathId),
}

/// Running counters the profiler reads (besides inferences and choice points).
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct ProfCounters {
    pub steps: u64,
    pub cuts: u64,
    pub scuts: u64,
    pub head_fails: u64,
}

impl Machine {
    /// Starts profiling: marks the cost centres of `spec` and opens `rcc`. Runs made
    /// until [`Machine::finish_profile`] are profiled together.
    pub fn start_profile(&mut self, spec: &CcSpec) {
        if self.prof.is_some() {
            self.finish_profile();
        }
        let mut centres = vec![Centre {
            name: "rcc".into(),
            pred: None,
        }];
        let mut marked = Vec::new();
        for id in self.db.pred_ids() {
            let p = self.db.pred(id);
            let name = p.name.name().to_string();
            let key = (name.clone(), p.arity);
            let has_clauses = matches!(p.kind, super::db::PredKind::Clauses) && p.defined;
            if p.name.name() == "cost_center" && p.arity == 2 && p.library {
                self.db.pred_mut(id).cc = LITERAL_CC;
                marked.push(id);
                continue;
            }
            let chosen = spec.preds.contains(&key)
                || (has_clauses
                    && !name.starts_with('$')
                    && ((spec.all_user && !p.library) || (spec.all_preds && !p.system)));
            if chosen && has_clauses && !spec.exclude.contains(&key) {
                self.db.pred_mut(id).cc = CcId(centres.len() as u32);
                marked.push(id);
                centres.push(Centre {
                    name: format!("{}/{}", key.0, key.1),
                    pred: Some(key),
                });
            }
        }
        if spec.unification {
            self.counting = true;
        }
        let gc_centre = CcId(centres.len() as u32);
        centres.push(Centre {
            name: GC_CENTRE.into(),
            pred: None,
        });
        let mut prof = Profiler {
            centres,
            literal_centres: HashMap::new(),
            frames: Vec::new(),
            edges: vec![Edge::default()],
            edge_ids: HashMap::from([((CcId::RCC, CcId::RCC), 0)]),
            paths: vec![PathNode::default()],
            transitions: vec![Vec::new()],
            last: Usage::default(),
            origin: Usage::default(),
            clock: quanta::Clock::new(),
            clock_origin: 0,
            cpu_clock: spec.cpu_time,
            cpu_origin: 0,
            own_ticks: 0,
            low_level: spec.all_preds.then(|| vec![(0, 0); self.db.preds.len()]),
            marked,
            gc: (0, PathId::ROOT),
        };
        prof.gc = prof.root_child(gc_centre);
        prof.clock_origin = prof.clock.raw();
        prof.cpu_origin = thread_cpu_nanos();
        self.prof = Some(Box::new(prof));
        let now = self.prof_counters_now();
        if let Some(prof) = self.prof.as_mut() {
            prof.last = now;
            prof.origin = now;
            prof.frames.push(CcFrame {
                centre: CcId::RCC,
                edge: 0,
                path: PathId::ROOT,
                enter: Enter::Call,
                acc: Usage::default(),
                cp_level: 0,
                ret_cp: 0,
            });
        }
    }

    /// Stops profiling and returns the profile. Activations still open (a run stopped
    /// by an error or a limit) are closed as `fail` and counted as unfinished.
    pub fn finish_profile(&mut self) -> Profile {
        if self.prof.is_none() {
            return Profile::default();
        }
        self.cc_close_to(1, false, true);
        let now = self.prof_counters_now();
        let Some(mut prof) = self.prof.take() else {
            return Profile::default();
        };
        prof.flush(now);
        let root = prof.frames[0];
        prof.charge(&root, Leave::Exit);
        for id in &prof.marked {
            self.db.pred_mut(*id).cc = NO_CC;
        }
        let predicates = prof
            .low_level
            .as_ref()
            .map(|ll| {
                ll.iter()
                    .enumerate()
                    .filter(|(_, (h, s))| *h > 0 || *s > 0)
                    .map(|(id, (h, s))| {
                        let p = self.db.pred(PredId(id as u32));
                        PredLowLevel {
                            name: p.name.name().to_string(),
                            arity: p.arity,
                            head_fails: *h,
                            skips: *s,
                        }
                    })
                    .collect()
            })
            .unwrap_or_default();
        let inclusive = prof.inclusive();
        // The run's time without the profiler's own: what the centres add up to.
        let mut total = now - prof.origin;
        total.ticks -= prof.own_ticks;
        Profile {
            centres: prof.centres,
            edges: prof.edges,
            paths: prof.paths,
            inclusive,
            predicates,
            total,
        }
    }

    /// Whether a profile is being recorded.
    pub fn profiling(&self) -> bool {
        self.prof.is_some()
    }

    /// The running counters, as a usage vector.
    #[inline]
    fn prof_counters_now(&self) -> Usage {
        let c = &self.prof_counters;
        // Nanoseconds since the start: a monotonic function of the raw reading, so
        // differences between readings add up exactly to the whole run.
        let ticks = self.prof.as_ref().map_or(0, |p| p.elapsed());
        let mut u = Usage {
            ticks,
            counts: self.unif_total,
        };
        u.counts[Counter::Steps] = c.steps;
        u.counts[Counter::Inferences] = self.inferences;
        u.counts[Counter::ChoicePoints] = self.choice_points_created;
        u.counts[Counter::Cuts] = c.cuts;
        u.counts[Counter::SCuts] = c.scuts;
        u.counts[Counter::HeadFails] = c.head_fails;
        u
    }

    /// A call of a cost-centre predicate (`cc` from its `Pred`) is being entered,
    /// before its clause choice point is made: opens an activation unless the centre
    /// is already the active one (recursion folded).
    pub(crate) fn cc_enter(&mut self, cc: CcId) {
        let centre = if cc == LITERAL_CC {
            let name = match self.deref(self.regs[0]) {
                Cell::Atom(a) => a,
                other => {
                    let t = self.to_term(other);
                    let opts = crate::write::WriteOptions::default();
                    Atom::new(&crate::write::term_to_string(&t, &self.ops, &opts))
                }
            };
            match self.prof.as_mut() {
                Some(p) => p.literal_centre(name),
                None => return,
            }
        } else {
            cc
        };
        if let Some(prof) = self.prof.as_mut() {
            if let Some(top) = prof.frames.last().filter(|t| t.centre == centre) {
                let e = top.edge as usize;
                prof.edges[e].recursive += 1;
                return;
            }
        }
        let now = self.prof_counters_now();
        let (cp_level, ret_cp) = (self.cps.len() as u32, self.cp);
        let Some(prof) = self.prof.as_mut() else {
            return;
        };
        prof.flush(now);
        let (path, edge) = prof.transition(centre);
        prof.frames.push(CcFrame {
            centre,
            edge,
            path,
            enter: Enter::Call,
            acc: Usage::default(),
            cp_level,
            ret_cp,
        });
        self.cp = super::CC_EXIT_CODE;
        self.cc_hook_done();
    }

    /// `CcExit`: the active cost centre's call exited. Charges the activation, makes
    /// a `CcRedo` choice point if the call left choice points, and continues with the
    /// call's real continuation.
    pub(crate) fn cc_exit(&mut self) {
        let now = self.prof_counters_now();
        let Some(prof) = self.prof.as_mut() else {
            return;
        };
        if prof.frames.len() <= 1 {
            // Unreachable while the frame discipline holds; end the query safely.
            self.p = super::HALT_CODE;
            return;
        }
        prof.flush(now);
        let Some(f) = prof.frames.pop() else {
            return;
        };
        prof.charge(&f, Leave::Exit);
        self.p = f.ret_cp;
        if self.cps.len() as u32 > f.cp_level {
            let resume = CcResume {
                centre: f.centre,
                edge: f.edge,
                path: f.path,
                cp_level: f.cp_level,
                ret_cp: f.ret_cp,
            };
            let gen = self.db.generation;
            self.push_choice_uncounted(Alternative::CcRedo(resume), 0, gen);
        }
        self.cc_hook_done();
    }

    /// Backtracking reached a `CcRedo` choice point: the centre is entered again.
    pub(crate) fn cc_redo(&mut self, r: CcResume) {
        let now = self.prof_counters_now();
        let Some(prof) = self.prof.as_mut() else {
            return;
        };
        prof.flush(now);
        prof.frames.push(CcFrame {
            centre: r.centre,
            edge: r.edge,
            path: r.path,
            enter: Enter::Redo,
            acc: Usage::default(),
            cp_level: r.cp_level,
            ret_cp: r.ret_cp,
        });
        self.cc_hook_done();
    }

    /// A garbage collection starts: the usage so far goes to the active centre.
    pub(crate) fn cc_gc_start(&mut self) {
        let now = self.prof_counters_now();
        if let Some(prof) = self.prof.as_mut() {
            prof.flush(now);
        }
    }

    /// The garbage collection ended: its usage (time) goes to the `garbage_collect`
    /// pseudo-centre, entered from `rcc` and exited once per collection.
    pub(crate) fn cc_gc_end(&mut self) {
        let now = self.prof_counters_now();
        if let Some(prof) = self.prof.as_mut() {
            let delta = now - prof.last;
            prof.last = now;
            let (edge, path) = prof.gc;
            let e = &mut prof.edges[edge as usize];
            e.counts[Enter::Call as usize][Leave::Exit as usize] += 1;
            e.usage[Enter::Call as usize][Leave::Exit as usize] += delta;
            prof.paths[path.index()].usage += delta;
        }
    }

    /// End of a hook: the time since the hook read the counters is the profiler's
    /// own, so the next interval charged to a centre starts now.
    #[inline]
    fn cc_hook_done(&mut self) {
        if let Some(p) = self.prof.as_mut() {
            let t = p.elapsed();
            let last = &mut p.last.ticks;
            p.own_ticks += t.saturating_sub(*last);
            *last = t;
        }
    }

    /// Number of open cost-centre frames (recorded in every choice point).
    #[inline]
    pub(crate) fn cc_depth(&self) -> u32 {
        self.prof.as_ref().map_or(0, |p| p.frames.len() as u32)
    }

    /// Closes the activations above `depth` as failed (or left by an exception).
    pub(crate) fn cc_close_to(&mut self, depth: u32, exception: bool, unfinished: bool) {
        let depth = depth.max(1);
        if self
            .prof
            .as_ref()
            .is_none_or(|p| p.frames.len() as u32 <= depth)
        {
            return;
        }
        let now = self.prof_counters_now();
        let Some(prof) = self.prof.as_mut() else {
            return;
        };
        prof.flush(now);
        while prof.frames.len() as u32 > depth {
            let Some(f) = prof.frames.pop() else {
                break;
            };
            prof.charge(&f, Leave::Fail);
            let e = &mut prof.edges[f.edge as usize];
            e.exceptions += exception as u64;
            e.unfinished += unfinished as u64;
        }
        self.cc_hook_done();
    }

    /// A cut to `level` in a clause: counts it as removing choice points or not, and
    /// with the low-level view on, the removed choice points per predicate (skips).
    pub(crate) fn cc_note_cut(&mut self, level: u32) {
        if self.cps.len() as u32 > level {
            self.prof_counters.cuts += 1;
            if let Some(ll) = self.prof.as_mut().and_then(|p| p.low_level.as_mut()) {
                for cp in &self.cps[level as usize..] {
                    if let Alternative::Clauses { pred, .. } | Alternative::Dynamic { pred, .. } =
                        cp.alt
                    {
                        if let Some(slot) = ll.get_mut(pred.index()) {
                            slot.1 += 1;
                        }
                    }
                }
            }
        } else {
            self.prof_counters.scuts += 1;
        }
    }

    /// A head unification of a clause of the current predicate failed.
    pub(crate) fn cc_note_head_fail(&mut self) {
        self.prof_counters.head_fails += 1;
        let pred = self.cur_pred.index();
        if let Some(ll) = self.prof.as_mut().and_then(|p| p.low_level.as_mut()) {
            if let Some(slot) = ll.get_mut(pred) {
                slot.0 += 1;
            }
        }
    }
}

/// The thread's CPU time in nanoseconds (0 without a thread clock).
fn thread_cpu_nanos() -> u64 {
    crate::clock::thread_cpu_time().map_or(0, |d| d.as_nanos() as u64)
}

impl Profiler {
    /// Nanoseconds since profiling started, of wall-clock or CPU time.
    #[inline]
    fn elapsed(&self) -> u64 {
        if self.cpu_clock {
            thread_cpu_nanos().saturating_sub(self.cpu_origin)
        } else {
            self.clock
                .delta_as_nanos(self.clock_origin, self.clock.raw())
        }
    }

    /// Charges the usage since the last switch to the active activation.
    #[inline]
    fn flush(&mut self, now: Usage) {
        let delta = now - self.last;
        self.last = now;
        if let Some(top) = self.frames.last_mut() {
            top.acc += delta;
        }
    }

    /// Records a left activation on its edge and its stack node.
    #[inline]
    fn charge(&mut self, f: &CcFrame, leave: Leave) {
        let e = &mut self.edges[f.edge as usize];
        e.counts[f.enter as usize][leave as usize] += 1;
        e.usage[f.enter as usize][leave as usize] += f.acc;
        self.paths[f.path.index()].usage += f.acc;
    }

    /// Inclusive usage per centre: the usage of the stack subtrees rooted at its
    /// nodes. Recursion is folded in the stack tree (a centre occurs at most once on
    /// a chain), so this counts outermost activations only.
    fn inclusive(&self) -> Vec<Usage> {
        let mut subtree: Vec<Usage> = self.paths.iter().map(|n| n.usage).collect();
        // Children are created after their parents: one backward pass sums subtrees.
        for i in (1..self.paths.len()).rev() {
            let parent = self.paths[i].parent.index();
            let u = subtree[i];
            subtree[parent] += u;
        }
        let mut inclusive = vec![Usage::default(); self.centres.len()];
        inclusive[0] = subtree[0];
        for (i, n) in self.paths.iter().enumerate().skip(1) {
            inclusive[n.centre.index()] += subtree[i];
        }
        inclusive
    }

    /// The stack node and edge of entering `centre` from the active activation.
    #[inline]
    fn transition(&mut self, centre: CcId) -> (PathId, u32) {
        let Some(top) = self.frames.last() else {
            return (PathId::ROOT, 0);
        };
        let from = top.path;
        if let Some((_, path, edge)) = self.transitions[from.index()]
            .iter()
            .find(|t| t.0 == centre)
        {
            return (*path, *edge);
        }
        let caller = top.centre;
        let edge = *self.edge_ids.entry((caller, centre)).or_insert_with(|| {
            self.edges.push(Edge {
                from: caller,
                to: centre,
                ..Edge::default()
            });
            self.edges.len() as u32 - 1
        });
        // Recursion folded: a centre already on the chain reuses its node.
        let mut n = from;
        let path = loop {
            if n != PathId::ROOT && self.paths[n.index()].centre == centre {
                break n;
            }
            if n == PathId::ROOT {
                self.paths.push(PathNode {
                    parent: from,
                    centre,
                    usage: Usage::default(),
                });
                self.transitions.push(Vec::new());
                break PathId(self.paths.len() as u32 - 1);
            }
            n = self.paths[n.index()].parent;
        };
        self.transitions[from.index()].push((centre, path, edge));
        (path, edge)
    }

    /// The edge from `rcc` to `centre` and its stack node under the root, made now
    /// (so that the centre appears in the profile even if never entered).
    fn root_child(&mut self, centre: CcId) -> (u32, PathId) {
        self.edges.push(Edge {
            from: CcId::RCC,
            to: centre,
            ..Edge::default()
        });
        let edge = self.edges.len() as u32 - 1;
        self.edge_ids.insert((CcId::RCC, centre), edge);
        self.paths.push(PathNode {
            parent: PathId::ROOT,
            centre,
            usage: Usage::default(),
        });
        self.transitions.push(Vec::new());
        (edge, PathId(self.paths.len() as u32 - 1))
    }

    /// The centre of literal cost centre `name`, created on first use.
    fn literal_centre(&mut self, name: Atom) -> CcId {
        if let Some(c) = self.literal_centres.get(&name) {
            return *c;
        }
        let c = CcId(self.centres.len() as u32);
        self.centres.push(Centre {
            name: name.name().to_string(),
            pred: None,
        });
        self.literal_centres.insert(name, c);
        c
    }
}
