//! The cost-centre profiler inside the machine.
//!
//! Instrumentation sits only around cost centres, like the paper's `hcc_call`,
//! `hcc_exit`, `hcc_fail` and `hcc_redo`: a predicate that is a cost centre carries its
//! centre number, and calling it pushes a *cost-centre frame* and makes the `CcExit`
//! instruction its continuation (the real one is kept in the frame). `CcExit` charges
//! the activation to its edge's `[enter][exit]` cell, pops the frame and, only if the
//! call left choice points, records a *redo mark* on the newest choice point the call
//! left (the choice point holds the newest of its marks, each mark the one before):
//! what re-opens the activation. Backtracking to that choice point re-opens it before
//! retrying, so the predicate's own choice points carry the redo and no extra choice
//! point exists (a deterministic call pays nothing for redo: the paper's
//! specialisation for calls known not to leave choice points happens at run time
//! here). Failures and exceptions need no instruction at all: every frame records how
//! many choice points there were when it was opened, and backtracking to a choice
//! point closes the frames opened after it as `fail` (choice points record nothing
//! for the profiler but their marks). Usage is measured as differences of the
//! machine's running counters between switches of the active centre, one clock reading
//! per switch, for time and the counters most calls change (`tally::SWITCHED`); the
//! rarer counters are added by their events straight into the active activation
//! (`cc_charge`). The hooks' own time in each interval is estimated by a calibration
//! at start (`hook_cost`) and subtracted, so the centres of a run add up exactly to
//! the run without the profiler. A left activation is charged to one *site*, the
//! pair of its edge and stack node: one addition at exit, and edges and stack nodes
//! are summed from the sites when the profile is made.

use super::cc::{LITERAL_CC, NO_CC, NO_REDO};
use super::cell::Cell;
use super::instr::PredId;
use super::state::Alternative;
use super::tally::{slot, Reading, Tally};
use super::tick_clock::TickClock;
use super::Machine;
use crate::atom::Atom;
use crate::counter::{Counter, Counts};
use crate::profile::{
    CcId, CcSpec, Centre, Edge, Enter, Leave, PathId, PathNode, PredLowLevel, Profile, Usage,
    GC_CENTRE,
};
use std::collections::HashMap;

/// An open activation of a cost centre.
#[derive(Clone, Copy, Debug)]
pub(crate) struct CcFrame {
    centre: CcId,
    /// Its edge and stack node (an index in `Profiler::sites`).
    site: u32,
    enter: Enter,
    /// Usage charged to this activation so far.
    acc: Tally,
    /// Whether an event charged a counter outside `tally::SWITCHED` to `acc`
    /// (most activations have none: only the switched metrics are then charged).
    charged_rare: bool,
    /// Choice points below this index are older than the call.
    cp_level: u32,
    /// The call's real continuation.
    ret_cp: u32,
}

/// A redo mark: the activation an exit left choice points in, re-opened when
/// backtracking reaches choice point `cp` (the newest one it left).
#[derive(Clone, Copy, Debug)]
struct Redo {
    centre: CcId,
    site: u32,
    cp_level: u32,
    ret_cp: u32,
    /// The mark made before this one on the same choice point (`NO_REDO` if none).
    next: u32,
    /// Index of the newest choice point when the call exited.
    cp: u32,
}

impl Redo {
    /// The activation re-opened by backtracking into it, with nothing charged yet.
    #[inline(always)]
    fn reopened(&self) -> CcFrame {
        CcFrame {
            centre: self.centre,
            site: self.site,
            enter: Enter::Redo,
            acc: Tally::default(),
            charged_rare: false,
            cp_level: self.cp_level,
            ret_cp: self.ret_cp,
        }
    }
}

/// Where left activations are charged: an edge entered at a stack node.
#[derive(Clone, Copy, Debug)]
struct Site {
    edge: u32,
    path: PathId,
    /// Left activations, by `[enter][leave]` port.
    counts: [[u64; 2]; 2],
    /// Their usage, by `[enter][leave]` port.
    usage: [[Tally; 2]; 2],
}

impl Site {
    fn new(edge: u32, path: PathId) -> Site {
        Site {
            edge,
            path,
            counts: [[0; 2]; 2],
            usage: Default::default(),
        }
    }

    /// Records a left activation `f` here.
    #[inline(always)]
    fn charge(&mut self, f: &CcFrame, leave: Leave) {
        let (enter, leave) = (f.enter as usize, leave as usize);
        self.counts[enter][leave] += 1;
        if f.charged_rare {
            self.usage[enter][leave] += f.acc;
        } else {
            self.usage[enter][leave].add_switched(&f.acc);
        }
    }
}

/// Hook pairs per batch, and batches, of the start-up calibration of `hook_cost`.
const CALIBRATION_PAIRS: u32 = 200;
const CALIBRATION_BATCHES: usize = 7;

/// Profiler state of a machine while profiling is on.
pub(crate) struct Profiler {
    centres: Vec<Centre>,
    literal_centres: HashMap<Atom, CcId>,
    /// Cost-centre frames; frame 0 is `rcc` and is never popped.
    frames: Vec<CcFrame>,
    /// Edges; their counts and usage are summed from `sites` at the end.
    edges: Vec<Edge>,
    edge_ids: HashMap<(CcId, CcId), u32>,
    /// Stack nodes; their usage is summed from `sites` at the end.
    paths: Vec<PathNode>,
    /// Every (edge, stack node) pair entered, with what its activations used.
    sites: Vec<Site>,
    site_ids: HashMap<(u32, PathId), u32>,
    /// Per stack node: (centre entered, site), found by a linear scan (fan-out is
    /// small, and this is on every cost-centre call).
    transitions: Vec<Vec<(CcId, u32)>>,
    /// The switched metrics at the last switch of the active centre.
    last: Reading,
    /// Time since profiling started: the TSC where invariant, else the monotonic
    /// clock, or the thread's CPU time (`CcSpec::cpu_time`).
    clock: TickClock,
    /// Estimated time (in clock ticks) of the profiler's own work within one
    /// interval between two switches (the end of one hook and the start of the
    /// next), calibrated when profiling starts.
    hook_cost: u64,
    /// Redo marks, oldest first (their `cp` never decreases); a choice point's
    /// `cc_redo` is the index plus one of its newest. Marks of choice points
    /// that are gone are dropped when a later mark or a redo finds them on top.
    redos: Vec<Redo>,
    /// Per-predicate head failures and skips, when the low-level view is on.
    low_level: Option<Vec<(u64, u64)>>,
    /// Predicates whose `cc` field was set (to clear it afterwards).
    marked: Vec<PredId>,
    /// The garbage collector's pseudo-centre: the site of its edge from `rcc`.
    gc: u32,
}

/// Running counters of the profiled run loop the profiler reads (besides
/// inferences, choice points and heap cells, which every run counts).
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct ProfCounters {
    pub steps: u64,
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
                self.db.pred_mut(id).set_cc(LITERAL_CC);
                marked.push(id);
                continue;
            }
            let chosen = spec.preds.contains(&key)
                || (has_clauses
                    && !name.starts_with('$')
                    && ((spec.all_user && !p.library) || (spec.all_preds && !p.system)));
            if chosen && has_clauses && !spec.exclude.contains(&key) {
                self.db.pred_mut(id).set_cc(CcId(centres.len() as u32));
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
        let clock = TickClock::new(spec.cpu_time);
        let hook_cost = self.calibrate_hook_cost(clock);
        let mut prof = Profiler::new(centres, clock);
        prof.hook_cost = hook_cost;
        prof.low_level = spec.all_preds.then(|| vec![(0, 0); self.db.preds.len()]);
        prof.marked = marked;
        prof.gc = prof.root_child(gc_centre);
        self.open_profile(prof);
    }

    /// Installs `prof` and opens `rcc` at the current counters.
    fn open_profile(&mut self, mut prof: Profiler) {
        prof.clock.restart();
        self.prof = Some(Box::new(prof));
        self.update_heap_counting();
        let now = self.prof_counters_now();
        if let Some(prof) = self.prof.as_mut() {
            prof.last = now;
            prof.frames.push(CcFrame {
                centre: CcId::RCC,
                site: 0,
                enter: Enter::Call,
                acc: Tally::default(),
                charged_rare: false,
                cp_level: 0,
                ret_cp: 0,
            });
        }
    }

    /// The profiler's own time per interval between two switches of centre: the
    /// median over a few batches of calls and exits of a centre with nothing run in
    /// between, measured with a throwaway profiler on the clock the run will use.
    fn calibrate_hook_cost(&mut self, clock: TickClock) -> u64 {
        let (p, cp) = (self.p, self.cp);
        let centre = CcId(1);
        let mut per_interval = Vec::with_capacity(CALIBRATION_BATCHES);
        for _ in 0..CALIBRATION_BATCHES {
            self.start_probe_profile(clock);
            let start = self.prof.as_ref().map_or(0, |p| p.last.ticks());
            for _ in 0..CALIBRATION_PAIRS {
                self.cc_enter(centre);
                self.cc_exit();
            }
            let end = self.prof.as_ref().map_or(0, |p| p.last.ticks());
            per_interval.push(end.saturating_sub(start) / u64::from(2 * CALIBRATION_PAIRS));
        }
        self.stop_probe_profile();
        (self.p, self.cp) = (p, cp);
        per_interval.sort_unstable();
        per_interval[CALIBRATION_BATCHES / 2]
    }

    /// Profiles what runs next with a throwaway profiler on `clock`, of `rcc` and
    /// one centre that no predicate is marked with: for the calibrations.
    pub(super) fn start_probe_profile(&mut self, clock: TickClock) {
        let probe = vec![
            Centre {
                name: "rcc".into(),
                pred: None,
            },
            Centre {
                name: "calibration".into(),
                pred: None,
            },
        ];
        self.open_profile(Profiler::new(probe, clock));
    }

    /// Drops the throwaway profiler of [`Machine::start_probe_profile`].
    pub(super) fn stop_probe_profile(&mut self) {
        self.prof = None;
        self.update_heap_counting();
    }

    /// Stops profiling and returns the profile. Activations still open (a run stopped
    /// by an error or a limit) are closed as `fail` and counted as unfinished.
    pub fn finish_profile(&mut self) -> Profile {
        if self.prof.is_none() {
            return Profile::default();
        }
        self.cc_close_unfinished();
        let now = self.prof_counters_now();
        let Some(mut prof) = self.prof.take() else {
            return Profile::default();
        };
        self.update_heap_counting();
        prof.flush(now);
        let root = prof.frames[0];
        prof.charge(&root, Leave::Exit);
        for id in &prof.marked {
            self.db.pred_mut(*id).set_cc(NO_CC);
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
        let ns_per_tick = prof.clock.ns_per_tick(now.ticks());
        let loop_ns = super::loop_cost::ns_per_inference();
        let loop_ticks = prof.remove_loop_time(loop_ns / ns_per_tick.max(f64::MIN_POSITIVE));
        // Every interval went to one activation and every activation to one site:
        // the sites add up to the run without the profiler's own time.
        let mut total = prof.settle(ns_per_tick).usage(ns_per_tick);
        let inclusive = prof.inclusive();
        // Converted part by part: the parts' sum is the total, as measured.
        total.ticks = prof.edges.iter().map(|e| e.total().ticks).sum();
        let clock_ns = now.ticks() as f64 * ns_per_tick;
        let loop_total_ns = loop_ticks as f64 * ns_per_tick;
        Profile {
            hook_total_ns: (clock_ns - total.ticks as f64 - loop_total_ns).max(0.0) as u64,
            loop_ns_per_inference: loop_ns,
            loop_total_ns: loop_total_ns as u64,
            centres: prof.centres,
            edges: prof.edges,
            paths: prof.paths,
            inclusive,
            predicates,
            total,
            hook_ns: (prof.hook_cost as f64 * ns_per_tick) as u64,
        }
    }

    /// Whether a profile is being recorded.
    pub fn profiling(&self) -> bool {
        self.prof.is_some()
    }

    /// The switched metrics now, in the order of `tally::SWITCHED` (a test keeps
    /// the two in step).
    #[inline(always)]
    fn prof_counters_now(&self) -> Reading {
        // Time since the start: a monotonic function of the raw reading, so
        // differences between readings add up exactly to the whole run.
        let ticks = match &self.prof {
            Some(p) => p.clock.now(),
            None => 0,
        };
        Reading([
            ticks,
            self.prof_counters.steps,
            self.choice_points_created,
            self.inferences,
            self.heap_running(),
        ])
    }

    /// Adds `n` to the metric at position `k` of a `Tally` in the active
    /// activation: for the counters only a few events change, charged where they
    /// happen instead of read at every switch.
    #[inline]
    fn cc_charge(&mut self, k: usize, n: u64) {
        if let Some(top) = self.prof.as_mut().and_then(|p| p.frames.last_mut()) {
            top.acc.0[k] += n;
            top.charged_rare = true;
        }
    }

    /// Charges the unification components of a step (`d`, from the counting run
    /// loop) to the active activation.
    pub(crate) fn cc_charge_unification(&mut self, d: &Counts) {
        if let Some(top) = self.prof.as_mut().and_then(|p| p.frames.last_mut()) {
            for c in Counter::UNIFICATION {
                top.acc.0[slot(c)] += d[c];
            }
            top.charged_rare = true;
        }
    }

    /// A call of a cost-centre predicate (`cc` from its `Pred`) is being entered,
    /// before its clause choice point is made: opens an activation unless the centre
    /// is already the active one (recursion folded). Inlined into the profiled call
    /// path (a call would spill registers on every switch); the rare cases are not.
    #[inline(always)]
    pub(crate) fn cc_enter(&mut self, cc: CcId) {
        if cc == LITERAL_CC {
            self.cc_enter_literal();
        } else {
            self.cc_open(cc);
        }
    }

    /// A call of `cost_center/2`: its centre is named by the first argument, made
    /// on first use.
    #[inline(never)]
    fn cc_enter_literal(&mut self) {
        let name = match self.deref(self.regs[0]) {
            Cell::Atom(a) => a,
            other => {
                let t = self.to_term(other);
                let opts = crate::write::WriteOptions::default();
                Atom::new(&crate::write::term_to_string(&t, &self.ops, &opts))
            }
        };
        if let Some(centre) = self.prof.as_mut().map(|p| p.literal_centre(name)) {
            self.cc_open(centre);
        }
    }

    /// Opens an activation of `centre`, entered by call, unless it is the active
    /// centre; its continuation becomes `CcExit`.
    #[inline(always)]
    pub(super) fn cc_open(&mut self, centre: CcId) {
        if let Some(prof) = self.prof.as_mut() {
            if prof.note_recursion(centre) {
                return;
            }
        }
        let now = self.prof_counters_now();
        let (cp_level, ret_cp) = (self.cps.len() as u32, self.cp);
        let Some(prof) = self.prof.as_mut() else {
            return;
        };
        prof.flush(now);
        let site = prof.transition(centre);
        prof.frames.push(CcFrame {
            centre,
            site,
            enter: Enter::Call,
            acc: Tally::default(),
            charged_rare: false,
            cp_level,
            ret_cp,
        });
        self.cp = super::CC_EXIT_CODE;
    }

    /// `CcExit`: the active cost centre's call exited. Charges the activation, leaves
    /// a redo mark on the newest choice point if the call left any, and continues
    /// with the call's real continuation. Inlined into the run loop.
    #[inline(always)]
    pub(crate) fn cc_exit(&mut self) {
        let now = self.prof_counters_now();
        let cps = self.cps.len() as u32;
        let Some(prof) = self.prof.as_mut() else {
            return;
        };
        if prof.frames.len() <= 1 {
            // Unreachable while the frame discipline holds; end the query safely.
            self.p = super::HALT_CODE;
            return;
        }
        prof.flush(now);
        let Some(top) = prof.frames.last() else {
            return;
        };
        let (ret_cp, cp_level) = (top.ret_cp, top.cp_level);
        if cps > cp_level {
            if let Some(newest) = self.cps.last_mut() {
                newest.cc_redo = prof.mark_redo(cps - 1, newest.cc_redo);
            }
        }
        prof.close_top(Leave::Exit);
        self.p = ret_cp;
    }

    /// Backtracking reached the choice point at `level`, whose newest redo mark is
    /// `redo`: closes as failed the frames opened after the choice point was made,
    /// then re-opens the activations whose exits left it as the newest choice point
    /// (entered by redo). Inlined into `backtrack`; with nothing to do, two tests.
    #[inline(always)]
    pub(crate) fn cc_backtrack(&mut self, level: u32, redo: u32) {
        let Some(prof) = self.prof.as_mut() else {
            return;
        };
        if redo != NO_REDO || prof.frames.last().is_some_and(|f| f.cp_level > level) {
            self.cc_reopen(level, redo);
        }
    }

    /// The switching part of `cc_backtrack`: one clock reading; the marks from
    /// `redo` on, newest first (an outer activation before the inner ones it left
    /// open). A re-opened activation is older than the choice point (its call made
    /// it), so closing the newer frames once, before re-opening, closes no
    /// re-opened one.
    #[inline(always)]
    fn cc_reopen(&mut self, level: u32, redo: u32) {
        let exception = self.unwinding_exception;
        let now = self.prof_counters_now();
        let Some(prof) = self.prof.as_mut() else {
            return;
        };
        prof.flush(now);
        prof.close_frames(Some(level), exception, false);
        let mut link = redo;
        while let Some(&r) = link.checked_sub(1).and_then(|i| prof.redos.get(i as usize)) {
            prof.frames.push(r.reopened());
            link = r.next;
        }
        prof.drop_marks_from(level);
        if redo != NO_REDO {
            if let Some(cp) = self.cps.get_mut(level as usize) {
                cp.cc_redo = NO_REDO;
            }
        }
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
            let mut collection = CcFrame {
                centre: CcId::RCC,
                site: prof.gc,
                enter: Enter::Call,
                acc: Tally::default(),
                charged_rare: false,
                cp_level: 0,
                ret_cp: 0,
            };
            collection
                .acc
                .add_interval(&now, &prof.last, prof.hook_cost);
            prof.last = now;
            prof.charge(&collection, Leave::Exit);
        }
    }

    /// Closes every open activation but `rcc` as unfinished (a run stopped by an
    /// error or a limit).
    fn cc_close_unfinished(&mut self) {
        if self.prof.as_ref().is_none_or(|p| p.frames.len() <= 1) {
            return;
        }
        let now = self.prof_counters_now();
        if let Some(prof) = self.prof.as_mut() {
            prof.flush(now);
            prof.close_frames(None, false, true);
        }
    }

    /// A cut to `level` in a clause: counts it as removing choice points or not, and
    /// with the low-level view on, the removed choice points per predicate (skips).
    pub(crate) fn cc_note_cut(&mut self, level: u32) {
        if self.cps.len() as u32 > level {
            self.cc_charge(const { slot(Counter::Cuts) }, 1);
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
            self.cc_charge(const { slot(Counter::SCuts) }, 1);
        }
    }

    /// A head unification of a clause of the current predicate failed.
    pub(crate) fn cc_note_head_fail(&mut self) {
        self.cc_charge(const { slot(Counter::HeadFails) }, 1);
        let pred = self.cur_pred.index();
        if let Some(ll) = self.prof.as_mut().and_then(|p| p.low_level.as_mut()) {
            if let Some(slot) = ll.get_mut(pred) {
                slot.0 += 1;
            }
        }
    }
}

impl Profiler {
    /// A profiler of `centres` (`rcc` first) with nothing recorded yet.
    fn new(centres: Vec<Centre>, clock: TickClock) -> Profiler {
        Profiler {
            centres,
            literal_centres: HashMap::new(),
            frames: Vec::new(),
            edges: vec![Edge::default()],
            edge_ids: HashMap::from([((CcId::RCC, CcId::RCC), 0)]),
            paths: vec![PathNode::default()],
            sites: vec![Site::new(0, PathId::ROOT)],
            site_ids: HashMap::from([((0, PathId::ROOT), 0)]),
            transitions: vec![Vec::new()],
            last: Reading::default(),
            clock,
            hook_cost: 0,
            redos: Vec::new(),
            low_level: None,
            marked: Vec::new(),
            gc: 0,
        }
    }

    /// Counts a call of `centre` from itself (the active centre): recursion is
    /// folded into the open activation. Whether it was one.
    #[inline(always)]
    fn note_recursion(&mut self, centre: CcId) -> bool {
        let Some(top) = self.frames.last().filter(|t| t.centre == centre) else {
            return false;
        };
        let edge = self.sites.get(top.site as usize).map(|s| s.edge as usize);
        if let Some(e) = edge.and_then(|e| self.edges.get_mut(e)) {
            e.recursive += 1;
        }
        true
    }

    /// Records that the active activation, about to close by exit, leaves choice
    /// point `cp` (whose newest mark is `newest`) as the newest: backtracking to it
    /// re-opens the activation. The choice point's new newest mark. Inlined into
    /// `cc_exit` (half of a backtracking program's exits mark).
    #[inline(always)]
    fn mark_redo(&mut self, cp: u32, newest: u32) -> u32 {
        let Some(&CcFrame {
            centre,
            site,
            cp_level,
            ret_cp,
            ..
        }) = self.frames.last()
        else {
            return newest;
        };
        // Marks above are of choice points gone, and so are those of an earlier
        // choice point at this index when this one has none.
        while self
            .redos
            .last()
            .is_some_and(|r| r.cp > cp || (r.cp == cp && newest == NO_REDO))
        {
            self.redos.pop();
        }
        self.redos.push(Redo {
            centre,
            site,
            cp_level,
            ret_cp,
            next: newest,
            cp,
        });
        self.redos.len() as u32
    }

    /// Drops the redo marks of choice points at `level` and above: backtracking to
    /// `level` used its marks, and those above are gone.
    #[inline(always)]
    fn drop_marks_from(&mut self, level: u32) {
        while self.redos.last().is_some_and(|r| r.cp >= level) {
            self.redos.pop();
        }
    }

    /// Closes the activations opened after choice point `after` was made (all
    /// of them for `None`; `rcc` always stays) as failed, or left by an exception,
    /// or unfinished; usage already flushed. Inlined into `cc_reopen`, where a redo
    /// usually closes one failed activation.
    #[inline(always)]
    fn close_frames(&mut self, after: Option<u32>, exception: bool, unfinished: bool) {
        while self.frames.len() > 1
            && self
                .frames
                .last()
                .is_some_and(|f| after.is_none_or(|level| f.cp_level > level))
        {
            let Some(site) = self.close_top(Leave::Fail) else {
                break;
            };
            if exception || unfinished {
                self.note_abnormal_leave(site, exception, unfinished);
            }
        }
    }

    /// Counts an activation of `site` left by an exception or unfinished on its edge.
    #[inline(never)]
    fn note_abnormal_leave(&mut self, site: u32, exception: bool, unfinished: bool) {
        let edge = self.sites.get(site as usize).map(|s| s.edge as usize);
        if let Some(e) = edge.and_then(|e| self.edges.get_mut(e)) {
            e.exceptions += exception as u64;
            e.unfinished += unfinished as u64;
        }
    }

    /// Charges the usage since the last switch to the active activation (the
    /// hooks' estimated own time taken out); `now` becomes the last switch.
    #[inline]
    fn flush(&mut self, now: Reading) {
        if let Some(top) = self.frames.last_mut() {
            top.acc.add_interval(&now, &self.last, self.hook_cost);
        }
        self.last = now;
    }

    /// Records a left activation on its site.
    #[inline]
    fn charge(&mut self, f: &CcFrame, leave: Leave) {
        if let Some(site) = self.sites.get_mut(f.site as usize) {
            site.charge(f, leave);
        }
    }

    /// Closes the active activation by `leave`: charged to its site where it
    /// stands, then popped (the frame is not copied out). Its site.
    #[inline(always)]
    fn close_top(&mut self, leave: Leave) -> Option<u32> {
        let f = self.frames.last()?;
        let site = f.site;
        if let Some(s) = self.sites.get_mut(site as usize) {
            s.charge(f, leave);
        }
        self.frames.pop();
        Some(site)
    }

    /// Takes the profiled loop's own time, `ticks_per_inference`, off every site
    /// for the inferences it counts (see `loop_cost.rs`); the ticks taken.
    fn remove_loop_time(&mut self, ticks_per_inference: f64) -> u64 {
        let mut taken = 0;
        for s in &mut self.sites {
            for t in s.usage.iter_mut().flatten() {
                taken += t.remove_loop_time(ticks_per_inference);
            }
        }
        taken
    }

    /// Sums the sites into their edges and stack nodes, time converted to
    /// nanoseconds; returns the sum of all (the whole profile, compact).
    fn settle(&mut self, ns_per_tick: f64) -> Tally {
        let mut edge_usage = vec![[[Tally::default(); 2]; 2]; self.edges.len()];
        let mut path_usage = vec![Tally::default(); self.paths.len()];
        let mut total = Tally::default();
        for s in &self.sites {
            let edge = &mut self.edges[s.edge as usize];
            for (enter, row) in s.usage.iter().enumerate() {
                for (leave, t) in row.iter().enumerate() {
                    edge.counts[enter][leave] += s.counts[enter][leave];
                    edge_usage[s.edge as usize][enter][leave] += *t;
                    path_usage[s.path.index()] += *t;
                    total += *t;
                }
            }
        }
        for (e, u) in self.edges.iter_mut().zip(&edge_usage) {
            for (enter, row) in u.iter().enumerate() {
                for (leave, t) in row.iter().enumerate() {
                    e.usage[enter][leave] = t.usage(ns_per_tick);
                }
            }
        }
        for (n, u) in self.paths.iter_mut().zip(&path_usage) {
            n.usage = u.usage(ns_per_tick);
        }
        total
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

    /// The site (edge and stack node) of entering `centre` from the active
    /// activation: a short scan of the active node's transitions, made on the
    /// first entry.
    #[inline(always)]
    fn transition(&mut self, centre: CcId) -> u32 {
        let Some(top) = self.frames.last() else {
            return 0;
        };
        let (caller, site) = (top.centre, top.site as usize);
        let Some(from) = self.sites.get(site).map(|s| s.path) else {
            return 0;
        };
        let known = self
            .transitions
            .get(from.index())
            .and_then(|ts| ts.iter().find(|t| t.0 == centre));
        match known {
            Some((_, site)) => *site,
            None => self.new_transition(caller, from, centre),
        }
    }

    /// Makes the site of entering `centre` from `caller` at stack node `from`
    /// (its edge and stack node too, if new) and records the transition.
    #[inline(never)]
    fn new_transition(&mut self, caller: CcId, from: PathId, centre: CcId) -> u32 {
        let edge = match self.edge_ids.get(&(caller, centre)) {
            Some(e) => *e,
            None => self.add_edge(caller, centre),
        };
        // Recursion folded: a centre already on the chain reuses its node.
        let mut n = from;
        let path = loop {
            if n != PathId::ROOT && self.paths[n.index()].centre == centre {
                break n;
            }
            if n == PathId::ROOT {
                break self.add_path(from, centre);
            }
            n = self.paths[n.index()].parent;
        };
        let site = self.site(edge, path);
        self.transitions[from.index()].push((centre, site));
        site
    }

    /// The site of `edge` at stack node `path`, made on first use.
    fn site(&mut self, edge: u32, path: PathId) -> u32 {
        if let Some(s) = self.site_ids.get(&(edge, path)) {
            return *s;
        }
        let s = self.sites.len() as u32;
        self.sites.push(Site::new(edge, path));
        self.site_ids.insert((edge, path), s);
        s
    }

    /// The site of the edge from `rcc` to `centre` and its stack node under the
    /// root, made now (so that the centre appears in the profile even if never
    /// entered).
    fn root_child(&mut self, centre: CcId) -> u32 {
        let edge = self.add_edge(CcId::RCC, centre);
        let path = self.add_path(PathId::ROOT, centre);
        self.site(edge, path)
    }

    /// A new edge from `caller` to `centre`.
    fn add_edge(&mut self, caller: CcId, centre: CcId) -> u32 {
        self.edges.push(Edge {
            from: caller,
            to: centre,
            ..Edge::default()
        });
        let edge = self.edges.len() as u32 - 1;
        self.edge_ids.insert((caller, centre), edge);
        edge
    }

    /// A new stack node: `centre` entered from node `parent`.
    fn add_path(&mut self, parent: PathId, centre: CcId) -> PathId {
        self.paths.push(PathNode {
            parent,
            centre,
            usage: Usage::default(),
        });
        self.transitions.push(Vec::new());
        PathId(self.paths.len() as u32 - 1)
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

#[cfg(test)]
mod tests {
    use super::super::test_support::{loaded, solves};
    use super::super::Machine;
    use crate::counter::Counter;
    use crate::profile::{CcSpec, Metric};

    #[test]
    fn the_profiler_reads_the_switched_counters_in_their_order() {
        let mut m = Machine::new();
        m.prof_counters.steps = 11;
        m.choice_points_created = 15;
        m.inferences = 16;
        let now = m.prof_counters_now();
        assert_eq!(now.0[1..], [11, 15, 16, m.heap_running()]);
    }

    const CENTRES: [(&str, u32); 4] = [("p", 1), ("q", 2), ("r", 1), ("s", 2)];

    /// A choice point made where a cut removed one an exit had left re-opens
    /// nothing: the mark went with the removed choice point. The left one is
    /// re-entered by redo once per alternative.
    #[test]
    fn a_redo_mark_goes_with_its_choice_point() {
        let mut m = loaded(
            "t :- q, !, s(Y), Y == 2, u(Z), Z == c.\n\
             q. q.\n\
             s(1). s(2).\n\
             u(a). u(b). u(c).\n",
        );
        m.start_profile(&CcSpec {
            preds: [("q", 0), ("u", 1)]
                .iter()
                .map(|(n, a)| (n.to_string(), *a))
                .collect(),
            ..CcSpec::default()
        });
        assert!(solves(&mut m, "t"));
        let profile = m.finish_profile();
        let ports = |name: &str| {
            let id = profile.centre_index(name).expect("a centre");
            let edge = profile.edges.iter().find(|e| e.to == id).expect("an edge");
            edge.counts
        };
        // [enter][leave]: call/redo by exit/fail.
        assert_eq!(ports("q/0"), [[1, 0], [0, 0]]);
        assert_eq!(ports("u/1"), [[1, 0], [2, 0]]);
    }

    /// With nothing estimated (`hook_cost` 0), every tick from the start of the
    /// profile to the last switch is charged to exactly one activation (left or
    /// still open): through calls, exits that leave choice points, redos of
    /// nested activations, failures and an exception.
    #[test]
    fn every_tick_is_charged_to_exactly_one_activation() {
        let mut m = loaded(
            "p(X) :- q(X, Y), r(Y).\n\
             q(a, 1). q(b, 2). q(c, 3).\n\
             r(Y) :- Y > 1, s(Y, _).\n\
             s(Y, Z) :- Z is Y * 2. s(3, _) :- throw(t).\n",
        );
        m.start_profile(&CcSpec {
            preds: CENTRES.iter().map(|(n, a)| (n.to_string(), *a)).collect(),
            ..CcSpec::default()
        });
        let prof = m.prof.as_mut().expect("profiling");
        prof.hook_cost = 0;
        let start = prof.last.ticks();
        assert!(solves(
            &mut m,
            "catch((p(X), X == c, fail), t, true), \\+ p(d)"
        ));
        let prof = m.prof.as_ref().expect("profiling");
        let ticks = |t: &super::Tally| t.0[0];
        let left: u64 = prof
            .sites
            .iter()
            .flat_map(|s| s.usage.iter().flatten())
            .map(ticks)
            .sum();
        let open: u64 = prof.frames.iter().map(|f| ticks(&f.acc)).sum();
        assert_eq!(left + open, prof.last.ticks() - start);
        let profile = m.finish_profile();
        let redos = |name: &str| {
            let id = profile.centre_index(name).expect("a centre");
            profile
                .edges
                .iter()
                .filter(|e| e.to == id)
                .map(|e| e.counts[1][0] + e.counts[1][1])
                .sum::<u64>()
        };
        assert!(redos("q/2") > 0, "q/2 was never re-entered by redo");
    }

    /// The counts of centres' activations, by edge and port, of `goal` on `m`
    /// profiled with `spec`; whether calls of other predicates took the fast path.
    fn edge_counts(m: &mut Machine, spec: &CcSpec, goal: &str) -> (Vec<Vec<u64>>, bool) {
        m.start_profile(spec);
        assert!(solves(m, goal));
        let fast = m.prof_fast;
        let profile = m.finish_profile();
        let counted = [
            Counter::Steps,
            Counter::ChoicePoints,
            Counter::Inferences,
            Counter::Heap,
            Counter::Cuts,
            Counter::SCuts,
            Counter::HeadFails,
        ];
        let counts = profile
            .edges
            .iter()
            .map(|e| {
                let ports = e.counts.iter().flatten().copied();
                let usage = counted.iter().map(|&c| e.total().get(Metric::Count(c)));
                ports.chain(usage).collect()
            })
            .collect();
        (counts, fast)
    }

    /// Calls of static predicates, centres included (with a redo into one), enter
    /// their clauses inline while only profiling, and every count and port is
    /// what the general path counts (which
    /// counting, here for unification, still takes): the choice point a
    /// committing clause would cut at once, cuts, head failures, steps.
    #[test]
    fn the_fast_call_path_changes_no_count() {
        let program = "p(X) :- q(X, Y), c(Y), !, r(Y).\n\
             q(a, 1). q(b, 2). q(c, 3).\n\
             c(1) :- !. c(N) :- N > 1, d(N).\n\
             d(N) :- N < 3. d(_).\n\
             r(Y) :- s(Y, L), length(L, _).\n\
             s(Y, [Y, f(Y)]).\n";
        let goal = "p(b), p(c), \\+ p(d), \\+ (q(X, _), X == z)";
        let spec = CcSpec {
            preds: [("p", 1), ("q", 2), ("r", 1)]
                .iter()
                .map(|(n, a)| (n.to_string(), *a))
                .collect(),
            ..CcSpec::default()
        };
        let (fast, on) = edge_counts(&mut loaded(program), &spec, goal);
        assert!(on, "only profiling: the fast path is taken");
        let general = CcSpec {
            unification: true,
            ..spec
        };
        let (slow, on) = edge_counts(&mut loaded(program), &general, goal);
        assert!(!on, "counting: the general path");
        assert_eq!(fast, slow);
        assert!(fast.iter().flatten().any(|&n| n > 0));
    }

    /// Counters charged by their events straight into the active activation add
    /// up, per centre, to what a counted run measures per predicate.
    #[test]
    fn counters_charged_by_their_events_go_to_the_active_centre() {
        let mut m = loaded(
            "p(X) :- q(X, Y), !, r(Y).\n\
             q(a, f(b)). q(b, c). q(c, g(X, X)).\n\
             r(Y) :- Y = f(_), !. r(_).\n\
             s(a, 1). s(a, 2).\n",
        );
        m.start_profile(&CcSpec {
            preds: CENTRES.iter().map(|(n, a)| (n.to_string(), *a)).collect(),
            unification: true,
            ..CcSpec::default()
        });
        m.reset_counts();
        assert!(solves(&mut m, "p(b), p(c), \\+ p(d), s(a, 2)"));
        let profile = m.finish_profile();
        let mut seen = 0;
        for (name, arity) in CENTRES {
            let id = profile
                .centre_index(&format!("{name}/{arity}"))
                .expect("a centre");
            let charged = profile.centre_usage(id);
            let counted = m.counts_of(name, arity);
            for c in std::iter::once(Counter::Steps).chain(Counter::UNIFICATION) {
                assert_eq!(charged.get(Metric::Count(c)), counted[c], "{name}: {c}");
            }
            seen += charged.get(Metric::Count(Counter::Giunif));
        }
        assert!(seen > 0, "no unification counted");
        let count = |name: &str, c| {
            let id = profile.centre_index(name).expect("a centre");
            profile.centre_usage(id).get(Metric::Count(c))
        };
        // p/1 runs its cut twice (after q(b, c) and q(c, g(_, _))), each one a
        // cut or a cut that found no choice point to remove; r/1 never does.
        assert_eq!(
            count("p/1", Counter::Cuts) + count("p/1", Counter::SCuts),
            2
        );
        assert_eq!(
            count("r/1", Counter::Cuts) + count("r/1", Counter::SCuts),
            0
        );
        // s(a, 2) fails its head against s(a, 1) first.
        assert!(count("s/2", Counter::HeadFails) > 0);
        assert_eq!(count("p/1", Counter::HeadFails), 0);
    }
}
