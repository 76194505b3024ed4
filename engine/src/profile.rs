//! Cost-centre profiles: what the engine's profiler hands back after a run.
//!
//! A *cost centre* is a predicate (or a literal wrapped in `cost_center(Name, Goal)`)
//! where resource usage is accumulated; `rcc`, the remainder cost centre, takes
//! everything else. At any moment one cost centre is *active*: entering a cost centre
//! makes it active, leaving it (exit, fail, exception) gives control back to the one
//! that was active before, and backtracking into it (redo) makes it active again.
//! Usage is charged to the active centre only, so the centres of a run add up to the
//! whole run (the paper's lemma 2), and usage is recorded per *edge* (caller centre,
//! callee centre) and per enter port (call, redo) × leave port (exit, fail).
//! Recursion is folded: a cost centre calling itself, directly or through
//! predicates that are not cost centres, stays one activation.

use crate::counter::{Counter, Counts};
use std::fmt;
use std::ops::{Add, AddAssign, Sub};

/// A resource the profiler accumulates: time, or one of the engine's counters.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Metric {
    /// Time in nanoseconds: wall-clock (monotonic, high resolution), or the
    /// thread's CPU time when the profile was taken with `CcSpec::cpu_time`.
    Ticks,
    /// A counted resource.
    Count(Counter),
}

/// Whether the profiler measures counter `c` per cost centre. The machine keeps
/// these running whether counting is on or not (the unification components only
/// with `CcSpec::unification`); builtin calls and arithmetic are counted only in
/// counted runs, and the port counts are the edges' own (`Edge::counts`). A new
/// counter must be placed here, and the compiler points at this match.
const fn measured_per_centre(c: Counter) -> bool {
    match c {
        Counter::Steps
        | Counter::Nargs
        | Counter::Giunif
        | Counter::Gounif
        | Counter::Viunif
        | Counter::Vounif
        | Counter::ChoicePoints
        | Counter::Inferences
        | Counter::Cuts
        | Counter::SCuts
        | Counter::HeadFails
        | Counter::Heap => true,
        Counter::Builtins
        | Counter::Arith
        | Counter::Calls
        | Counter::Exits
        | Counter::Fails
        | Counter::Redos
        | Counter::VmInstructions
        | Counter::GcCells => false,
    }
}

/// Number of metrics the profiler measures: time and the counters it measures
/// per centre.
pub const METRICS: usize = {
    let mut n = 1;
    let mut i = 0;
    while i < Counter::COUNT {
        if measured_per_centre(Counter::ALL[i]) {
            n += 1;
        }
        i += 1;
    }
    n
};

impl Metric {
    /// The metrics the profiler measures, in column order: time, then the
    /// counters measured per centre in the order of [`Counter::ALL`].
    pub const ALL: [Metric; METRICS] = {
        let mut all = [Metric::Ticks; METRICS];
        let (mut i, mut k) = (0, 1);
        while i < Counter::COUNT {
            let c = Counter::ALL[i];
            if measured_per_centre(c) {
                all[k] = Metric::Count(c);
                k += 1;
            }
            i += 1;
        }
        all
    };

    /// The name users write (`--resource`, assertions): `exec_time` for ticks.
    pub fn name(self) -> &'static str {
        match self {
            Metric::Ticks => "exec_time",
            Metric::Count(c) => c.name(),
        }
    }

    /// Parses the name of a measured metric (`exec_time`/`time`/`ticks` all mean
    /// ticks).
    pub fn parse(s: &str) -> Option<Metric> {
        match s {
            "exec_time" | "time" | "ticks" | "exectime" => Some(Metric::Ticks),
            _ => Counter::parse(s)
                .map(Metric::Count)
                .filter(|m| Metric::ALL.contains(m)),
        }
    }

    /// Whether the metric needs the unification counters on.
    pub fn needs_unification_counting(self) -> bool {
        matches!(self, Metric::Count(c) if c.is_unification())
    }
}

impl fmt::Display for Metric {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A vector of resource usages: time and the counters.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Usage {
    /// Nanoseconds.
    pub ticks: u64,
    /// The counters (those not in [`Metric::ALL`] stay zero).
    pub counts: Counts,
}

impl Usage {
    /// The usage of one metric.
    pub fn get(&self, m: Metric) -> u64 {
        match m {
            Metric::Ticks => self.ticks,
            Metric::Count(c) => self.counts[c],
        }
    }

    /// Whether every metric is zero.
    pub fn is_zero(&self) -> bool {
        self.ticks == 0 && self.counts.is_zero()
    }
}

impl Add for Usage {
    type Output = Usage;
    #[inline]
    fn add(mut self, o: Usage) -> Usage {
        self += o;
        self
    }
}

impl AddAssign for Usage {
    #[inline]
    fn add_assign(&mut self, o: Usage) {
        self.ticks += o.ticks;
        self.counts += o.counts;
    }
}

impl Sub for Usage {
    type Output = Usage;
    /// Component-wise difference of two readings of growing counters (`o` is the
    /// earlier one).
    #[inline]
    fn sub(self, o: Usage) -> Usage {
        Usage {
            ticks: self.ticks.wrapping_sub(o.ticks),
            counts: self.counts - o.counts,
        }
    }
}

impl std::iter::Sum for Usage {
    fn sum<I: Iterator<Item = Usage>>(iter: I) -> Usage {
        iter.fold(Usage::default(), |a, b| a + b)
    }
}

/// How a cost centre was entered.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Enter {
    /// Forward execution.
    Call = 0,
    /// Backtracking into it.
    Redo = 1,
}

/// How a cost centre was left.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Leave {
    /// With a solution.
    Exit = 0,
    /// Without (more) solutions, or by an exception.
    Fail = 1,
}

/// Which cost centres to instrument.
#[derive(Clone, Debug, Default)]
pub struct CcSpec {
    /// Predicates (`name`, `arity`) marked as cost centres.
    pub preds: Vec<(String, u32)>,
    /// Every user predicate is a cost centre (`:- all_cost_center`, `--all`).
    pub all_user: bool,
    /// Every predicate with clauses, library ones included: the low-level view.
    pub all_preds: bool,
    /// Predicates excluded (`:- no_cost_center`).
    pub exclude: Vec<(String, u32)>,
    /// Count the unification components (nargs, giunif, ...) too.
    pub unification: bool,
    /// Measure time as the thread's CPU time rather than wall-clock time: a wait
    /// for a core (another process ran) is then charged to no centre. Slower to
    /// read (a system call per switch of centre); `rel_cost` checks use it, so
    /// that a loaded machine does not move time shares.
    pub cpu_time: bool,
}

/// A cost centre of a profile: its index in [`Profile::centres`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct CcId(pub u32);

impl CcId {
    /// `rcc`, the root centre charged with whatever no other centre covers.
    pub const RCC: CcId = CcId(0);

    /// The index into [`Profile::centres`].
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// A node of the cost-centre stack tree: its index in [`Profile::paths`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct PathId(pub u32);

impl PathId {
    /// The root node (the chain holding `rcc` alone).
    pub const ROOT: PathId = PathId(0);

    /// The index into [`Profile::paths`].
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// A cost centre of a profile.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Centre {
    /// `rcc`, `name/arity` for a predicate, the name for a literal cost centre.
    pub name: String,
    /// The predicate, for predicate cost centres.
    pub pred: Option<(String, u32)>,
}

/// Usage accumulated on one edge (caller centre → callee centre).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Edge {
    /// Caller centre.
    pub from: CcId,
    /// Callee centre.
    pub to: CcId,
    /// `counts[enter][leave]`: how often the callee was entered and left that way.
    pub counts: [[u64; 2]; 2],
    /// `usage[enter][leave]`: usage of those activations.
    pub usage: [[Usage; 2]; 2],
    /// Activations left by an exception (also counted as `fail`).
    pub exceptions: u64,
    /// Activations still open when the run stopped (counted as `fail`).
    pub unfinished: u64,
    /// Recursive calls folded into a running activation of the callee.
    pub recursive: u64,
}

impl Edge {
    /// All usage of the edge (lemma 1 summand).
    pub fn total(&self) -> Usage {
        self.usage.iter().flatten().copied().sum()
    }

    /// Entries through `call`.
    pub fn calls(&self) -> u64 {
        self.counts[0][0] + self.counts[0][1]
    }

    /// Entries through `redo`.
    pub fn redos(&self) -> u64 {
        self.counts[1][0] + self.counts[1][1]
    }

    /// Leaves through `exit`.
    pub fn exits(&self) -> u64 {
        self.counts[0][0] + self.counts[1][0]
    }

    /// Leaves through `fail`.
    pub fn fails(&self) -> u64 {
        self.counts[0][1] + self.counts[1][1]
    }
}

/// A node of the cost-centre *stack* tree: the chain of active centres from `rcc`,
/// recursion folded (a centre already on the chain is not pushed again).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PathNode {
    /// Parent node (the root is its own parent).
    pub parent: PathId,
    /// The centre at the end of the chain.
    pub centre: CcId,
    /// Usage charged while this chain was the active one.
    pub usage: Usage,
}

/// Per-predicate low-level counters (head failures, choice points cut away).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PredLowLevel {
    /// Predicate name.
    pub name: String,
    /// Arity.
    pub arity: u32,
    /// Failed head unifications of its clauses.
    pub head_fails: u64,
    /// Its choice points removed by a cut (SWI's and Ciao's `Skips`).
    pub skips: u64,
}

/// The name of the pseudo-centre the garbage collector's time is charged to (as
/// SWI-Prolog's profiler shows `garbage_collect`): a child of `rcc` in every
/// profile, entered once per collection, never charged to the centre that was
/// active when the collection ran.
pub const GC_CENTRE: &str = "garbage_collect";

/// The result of a profiled run.
#[derive(Clone, Debug, Default)]
pub struct Profile {
    /// Cost centres; index 0 is `rcc`.
    pub centres: Vec<Centre>,
    /// Edges with usage (edge (rcc, rcc) first).
    pub edges: Vec<Edge>,
    /// The cost-centre stack tree; index 0 is the root (`rcc`).
    pub paths: Vec<PathNode>,
    /// Inclusive usage per centre: from entering it to leaving it, callees included,
    /// outermost activations only (so recursion is not counted twice).
    pub inclusive: Vec<Usage>,
    /// Low-level counters of predicates with any.
    pub predicates: Vec<PredLowLevel>,
    /// Usage of the whole run, measured independently of the centres (its time is
    /// the sum of theirs: each is converted from clock readings to nanoseconds).
    pub total: Usage,
    /// The profiler's estimated own time (ns) per switch of centre, calibrated when
    /// profiling started and subtracted from every interval (so from `total` too).
    pub hook_ns: u64,
    /// The time (ns) subtracted for the hooks in the whole run: `hook_ns` per
    /// interval between switches.
    pub hook_total_ns: u64,
    /// The profiled run loop's estimated own time per inference (ns), calibrated
    /// once per process and subtracted for every inference a centre made.
    pub loop_ns_per_inference: f64,
    /// The time (ns) subtracted for the profiled loop in the whole run.
    pub loop_total_ns: u64,
}

impl Profile {
    /// Accumulated usage of centre `c`: the sum over its incoming edges (lemma 1).
    pub fn centre_usage(&self, c: CcId) -> Usage {
        self.edges
            .iter()
            .filter(|e| e.to == c)
            .map(Edge::total)
            .sum()
    }

    /// Sum of all centres' usage; equals [`Profile::total`] (lemma 2).
    pub fn sum_of_centres(&self) -> Usage {
        self.edges.iter().map(Edge::total).sum()
    }

    /// Index of the centre named `name` (`p/2`, a literal centre's name, or `rcc`).
    pub fn centre_index(&self, name: &str) -> Option<CcId> {
        self.centres
            .iter()
            .position(|c| c.name == name)
            .map(|i| CcId(i as u32))
    }

    /// The centre `c`.
    pub fn centre(&self, c: CcId) -> &Centre {
        &self.centres[c.index()]
    }

    /// Every centre with its id.
    pub fn centre_ids(&self) -> impl Iterator<Item = CcId> {
        (0..self.centres.len() as u32).map(CcId)
    }

    /// Every stack-tree node with its id.
    pub fn paths(&self) -> impl Iterator<Item = (PathId, &PathNode)> {
        self.paths
            .iter()
            .enumerate()
            .map(|(i, n)| (PathId(i as u32), n))
    }

    /// Share (0..=100) of centre `c` in metric `m` of the whole run.
    pub fn share(&self, c: CcId, m: Metric) -> f64 {
        percent(self.centre_usage(c).get(m), self.total.get(m))
    }

    /// Number of centres that stand for predicates or literal cost centres (`rcc`
    /// and the garbage collector's pseudo-centre excluded).
    pub fn instrumented_centres(&self) -> usize {
        let pseudo = 1 + usize::from(self.gc_centre().is_some());
        self.centres.len().saturating_sub(pseudo)
    }

    /// The garbage collector's pseudo-centre ([`GC_CENTRE`]), if the profile has it.
    pub fn gc_centre(&self) -> Option<CcId> {
        self.centres
            .iter()
            .position(|c| c.name == GC_CENTRE && c.pred.is_none())
            .map(|i| CcId(i as u32))
    }

    /// Centre `c`'s share (percent) of the run without the garbage collector's
    /// time: what `rel_cost` compares, so that when collections happen to run
    /// does not move a centre's time share (counted metrics are unaffected).
    pub fn program_share(&self, c: CcId, m: Metric) -> f64 {
        let gc = self.gc_centre().map_or(0, |g| self.centre_usage(g).get(m));
        percent(
            self.centre_usage(c).get(m),
            self.total.get(m).saturating_sub(gc),
        )
    }

    /// The chain of centre names from the root to path node `p` (root excluded
    /// unless `p` is the root).
    pub fn stack_of(&self, p: PathId) -> Vec<&str> {
        let chain = self.chain(p);
        if chain.is_empty() {
            return vec![self.centre(CcId::RCC).name.as_str()];
        }
        chain
            .into_iter()
            .map(|c| self.centre(c).name.as_str())
            .collect()
    }

    /// The centres on the chain from the root to path node `p`, outermost first,
    /// the root's `rcc` excluded.
    pub fn chain(&self, p: PathId) -> Vec<CcId> {
        let mut chain = Vec::new();
        let mut n = p;
        while n != PathId::ROOT {
            let node = &self.paths[n.index()];
            chain.push(node.centre);
            n = node.parent;
        }
        chain.reverse();
        chain
    }

    /// Usage per stack-tree node of its whole subtree (the node and every chain
    /// that extends it).
    pub fn subtree_usage(&self) -> Vec<Usage> {
        let mut subtree: Vec<Usage> = self.paths.iter().map(|n| n.usage).collect();
        // Children come after their parents: one backward pass sums subtrees.
        for i in (1..self.paths.len()).rev() {
            let u = subtree[i];
            subtree[self.paths[i].parent.index()] += u;
        }
        subtree
    }
}

/// `part` as a percentage of `whole` (0 when `whole` is 0).
pub fn percent(part: u64, whole: u64) -> f64 {
    if whole == 0 {
        0.0
    } else {
        100.0 * part as f64 / whole as f64
    }
}
