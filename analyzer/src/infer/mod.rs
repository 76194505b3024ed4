//! Inference of modes, types, argument sizes and resolution-step bounds per
//! predicate and call pattern.
//!
//! A call pattern says of each argument whether it is an input (bound, with a type:
//! list, integer, other ground term) or an output (a free variable). Inputs that are
//! lists or integers have a size variable (argument `i` has variable `i`): list
//! length or integer value, taken as naturals. Each clause is evaluated
//! symbolically: the head gives size guards (`[]` means size 0, `[_|T]` size >= 1 with
//! `T` one shorter, an integer constant its value) and bindings; builtins give sizes
//! (`N1 is N - 1`), guards (`N > 0`) and tests; calls of other predicates contribute
//! their own bounds at the actual sizes and bind their outputs with the callee's
//! output sizes. Recursive calls are kept symbolic and solved as recurrences over the
//! argument whose size decreases (see [`crate::solve`]).
//!
//! Upper bounds on steps are bounds on the whole search (every clause whose head may
//! unify, every solution of earlier literals), hence also on the cost of a first
//! solution; lower bounds count only what must run: the cheapest clause that can be
//! selected when the clauses cover every input, up to its first literal that may fail.
//! Whatever the analysis cannot bound gets `inf` (upper) or `0` (lower) with a reason.

pub use pattern::{arg_name, calls_text, measured_as, pattern_for, pattern_of};
pub use trusted::{known_of, Class, Known, Trusted};

mod clause;
mod combine;
mod counters;
mod crosswise;
mod divide;
mod elements;
mod failure;
mod fresh_lists;
mod guards;
mod halving;
mod heap;
mod higher_order;
mod partial_cover;
mod parts;
mod pattern;
mod recursion;
mod signed;
mod sols;
mod terms;
mod trusted;
mod widen;

use combine::{non_recursive, pairwise_exclusive};
use recursion::{recursion_vars, solve_recursive, sum_measure};

use crate::program::{Clause, Lit, PredKey, Program};
use crate::range::{dominates, termwise_max, termwise_min, Range};
use crate::solve::first_order;
use crate::sym::{Sym, Var};
use costlog_engine::{Counter, Term, VarId};
use num_bigint::BigInt;
use num_rational::BigRational;
use num_traits::ToPrimitive;
use std::collections::{HashMap, HashSet};

/// The type of a bound argument.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Ty {
    /// A list (size: length).
    List,
    /// A list whose elements are of a known type (size: length): head patterns
    /// on its elements that the type says match are no tests (`[K-V|Ps]` on a
    /// `list(A, pair)`), and its elements are passed on typed.
    ListOf(Elem),
    /// An integer (size: its value, taken as a natural).
    Int,
    /// An integer that may be negative (size: `max(0, value)`; see `signed`).
    Signed,
    /// Another ground term.
    Ground,
    /// A term of a user regular type (trees), sized by its number of subterms.
    Term,
    /// A term of a user regular type sized by its depth (a constant has depth 0,
    /// `f(A1, ..., Ak)` one more than its deepest argument): a predicate that
    /// walks down one branch costs in the depth, not in the size.
    Depth,
}

impl Ty {
    /// Whether arguments of this type have a size variable.
    pub fn sized(self) -> bool {
        matches!(
            self,
            Ty::List | Ty::ListOf(_) | Ty::Int | Ty::Signed | Ty::Term | Ty::Depth
        )
    }

    /// Whether this is a list type (with or without known elements).
    pub fn is_list(self) -> bool {
        matches!(self, Ty::List | Ty::ListOf(_))
    }

    /// The type with what it says of list elements forgotten.
    pub fn plain(self) -> Ty {
        match self {
            Ty::ListOf(_) => Ty::List,
            t => t,
        }
    }
}

/// The type of the elements of a list input, where the calls properties give one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Elem {
    /// Proper lists (`list(A, list)`, `list(A, list(int))`).
    List,
    /// Terms of the user regular type of that name (`list(A, pair)`).
    User(costlog_engine::Atom),
}

/// The mode of an argument in a call pattern.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Mode {
    /// Bound, of this type.
    In(Ty),
    /// A free variable.
    Out,
}

/// A call pattern.
pub type Pattern = Vec<Mode>;

/// Whether the analysis bounds `counter`: the counters of a counted run
/// ([`Counter::CALIBRATED`]: steps, the unification components, builtin calls,
/// arithmetic operations and the program's choice points) and heap cells. Port
/// counts, inferences, shallow cuts and head failures are measured, not bounded.
pub fn bounds(counter: Counter) -> bool {
    Counter::CALIBRATED.contains(&counter) || counter == Counter::Heap
}

/// What one successful head unification of a clause with head arguments `head`
/// costs under `pattern`.
pub fn head_weight(resource: Counter, pattern: &Pattern, head: &[Term]) -> i64 {
    fn count(t: &Term, vars: bool) -> i64 {
        match t {
            Term::Var(_) => i64::from(vars),
            Term::Compound(_, a) => {
                i64::from(!vars) + a.iter().map(|x| count(x, vars)).sum::<i64>()
            }
            _ => i64::from(!vars),
        }
    }
    let per_arg = |input: bool, vars: bool| -> i64 {
        pattern
            .iter()
            .zip(head)
            .filter(|(m, _)| (**m != Mode::Out) == input)
            .map(|(_, t)| count(t, vars))
            .sum()
    };
    match resource {
        Counter::Steps => 1,
        Counter::Nargs => head.len() as i64,
        Counter::Giunif => per_arg(true, false),
        Counter::Gounif => per_arg(false, false),
        Counter::Viunif => per_arg(true, true),
        Counter::Vounif => per_arg(false, true),
        // Builtins run in bodies; a call's choice point depends on the other
        // clauses (`counters::head_choicepoints`).
        Counter::Builtins | Counter::Arith | Counter::ChoicePoints => 0,
        // Every compound that may be written (the lower bound, the outputs, is
        // set by `heap_clause`).
        Counter::Heap => heap::head_cells(pattern, head).ub,
        // Not bounded ([`bounds`]): no analyser is made for them.
        Counter::Calls
        | Counter::Inferences
        | Counter::Exits
        | Counter::Fails
        | Counter::Redos
        | Counter::Cuts
        | Counter::SCuts
        | Counter::HeadFails
        | Counter::VmInstructions
        | Counter::GcCells => 0,
    }
}

/// What the analysis found for a predicate under a call pattern.
#[derive(Clone, Debug, PartialEq)]
pub struct Info {
    /// Bounds on the analysed resource (resolution steps unless asked otherwise)
    /// in the input size variables.
    pub cost: Range,
    /// Whether a call has at most one solution.
    pub det: bool,
    /// Whether a call surely succeeds (or does not terminate).
    pub not_fails: bool,
    /// Where a call that may fail surely succeeds all the same: an input and the
    /// least size of it from which on it does (`sel/3` on a non-empty list).
    pub not_fails_from: Option<(usize, i64)>,
    /// Per argument: for outputs, the type and size bounds after success.
    pub outs: Vec<Option<(Option<Ty>, Range)>>,
    /// Per argument: whether an output is surely ground after success (a
    /// difference list's tail is not).
    pub out_ground: Vec<bool>,
    /// Per argument: whether an output surely stays a free variable after
    /// success (a difference list's tail). An output neither surely ground nor
    /// surely free is an unknown term to the caller.
    pub out_free: Vec<bool>,
    /// Sum of the sizes of the first two list outputs, when both are outputs.
    pub out_sum: Option<(usize, usize, Range)>,
    /// Why a bound is `inf` or `0`, when it is.
    pub reasons: Vec<String>,
    /// For a nondeterministic predicate, a tighter upper bound on the cost up to
    /// its first solution or failure than `cost.ub` (which covers every solution).
    pub first_ub: Option<Sym>,
    /// Other upper bounds on the cost, incomparable with `cost.ub`: the least of
    /// them all holds (`zip/3`: `length(A)+1` and `length(B)+1`).
    pub alt_ubs: Vec<Sym>,
    /// An upper bound on the cost of a call that fails (finds no solution),
    /// tighter than `cost.ub`: `mem(+X, +L)` on a list without `X` costs
    /// `length(L)`, where its whole search on a list of `X`s costs twice that.
    /// `None`: `cost.ub` is the bound. A guard that fails costs this, and the
    /// clause after it runs (see `failure`).
    pub fail_ub: Option<Sym>,
    /// Bounds on the number of solutions of a call (CiaoPP's `sols`), in the
    /// input sizes: what the all-solutions cost of the literals after it is
    /// multiplied by (see `sols`).
    pub sols: Range,
    /// Upper bounds that hold only where an integer input is positive, with that
    /// input's index (`nth_/3` counting its `N` down to 1: `N`, where `N >= 1`).
    pub positive_ubs: Vec<(Sym, usize)>,
}

impl Info {
    /// Adds a cost every call has (`range`) to every bound.
    fn add_constant(&mut self, range: &Range) {
        let ub = range.ub.as_ref();
        self.cost.ub = self.cost.ub.as_ref().zip(ub).map(|(a, b)| a.add(b));
        self.cost.lb = self.cost.lb.add(&range.lb);
        self.first_ub = self.first_ub.as_ref().zip(ub).map(|(a, b)| a.add(b));
        self.fail_ub = self.fail_ub.as_ref().zip(ub).map(|(a, b)| a.add(b));
        self.alt_ubs = match ub {
            Some(b) => self.alt_ubs.iter().map(|a| a.add(b)).collect(),
            None => Vec::new(),
        };
        if ub.is_none() {
            self.reasons
                .push("the choice point of the call itself is not known".into());
        }
    }

    pub(crate) fn unknown(pattern: &Pattern, why: String) -> Info {
        Info {
            cost: Range::unknown(),
            det: false,
            not_fails: false,
            not_fails_from: None,
            outs: pattern
                .iter()
                .map(|m| (*m == Mode::Out).then(|| (None, Range::unknown())))
                .collect(),
            out_ground: vec![false; pattern.len()],
            out_free: vec![false; pattern.len()],
            out_sum: None,
            reasons: vec![why],
            first_ub: None,
            alt_ubs: Vec::new(),
            positive_ubs: Vec::new(),
            fail_ub: None,
            sols: Range::unknown(),
        }
    }
}

/// First variable id used for outputs of recursive calls inside a clause.
const REC_OUT_BASE: Var = 1000;

/// A size guard on an input size variable.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Cmp {
    Eq(i64),
    Ge(i64),
}

/// A test before the first call of a clause (for exclusivity and coverage).
#[derive(Clone, Debug, PartialEq)]
struct Test {
    op: String,
    args: Vec<Term>,
}

/// The test a head `f(...)` at a tree-typed argument makes: argument index,
/// functor name, arity.
const FUNCTOR_TEST: &str = "$functor";

/// A recursive call inside a clause.
#[derive(Clone, Debug)]
struct RecCall {
    /// Sizes of the sized input arguments (by argument index; `Some` for every
    /// sized input, [`Range::unknown`] where the size is not known, `None` for
    /// the other arguments).
    sizes: Vec<Option<Range>>,
    /// Variables standing for the sizes of its outputs (by argument index).
    outs: Vec<Option<Var>>,
    /// The clause variables passed as its arguments (to detect divide-and-conquer
    /// splits).
    in_vars: Vec<Option<VarId>>,
    /// Per argument: an integer input whose value has no known bound (the call
    /// pattern assumes a natural).
    unknown_int: Vec<bool>,
    /// How many times the call runs per run of the clause: once per solution of
    /// the literals before it since the last cut (`None`: not known).
    runs: Option<i64>,
}

/// The symbolic evaluation of one clause under a call pattern.
#[derive(Clone, Debug)]
struct ClauseEval {
    guards: Vec<(usize, Cmp)>,
    /// The guards that come from body tests (`N > 0`), not from the head: a clause
    /// failing one still costs its head's resolution step.
    body_guards: Vec<(usize, Cmp)>,
    tests: Vec<Test>,
    /// The head or guard may fail for reasons the guards do not capture.
    opaque_guard: bool,
    /// A cut right after the guard: later clauses are not tried once it passes.
    cut_after_guard: bool,
    /// A cut after body literals (no recursive call before it): later clauses are
    /// tried only when those literals fail.
    cut_late: bool,
    /// The upper bound on the cost up to that cut (its whole search).
    prefix_cost: Option<Sym>,
    /// The upper bound on what a failure before that cut costs (`None`: see
    /// `prefix_cost`).
    prefix_fail: Option<Sym>,
    /// An upper bound on the cost of the clause's paths that fail after its head
    /// unified (recursive calls apart: its one recursive call, the last literal
    /// that may fail, adds what a failing call costs). `None`: not known (a
    /// literal that may fail after a recursive call, or a resource whose head
    /// unification may cost something where it fails).
    fail_cost: Option<Sym>,
    /// A literal after a cut may fail: the clause may fail once committed.
    fails_after_cut: bool,
    /// A cut anywhere in the body (one inside a control construct cuts the clause
    /// too): where the clause fails after it, later clauses are not tried.
    cuts: bool,
    /// Cost of everything but recursive calls (may mention recursive outputs); the
    /// lower bound counts up to the first literal that may fail.
    cost: Range,
    /// Whether the lower bound prefix includes the recursive calls.
    lb_includes_rec: bool,
    /// The lower bound up to the first guard test that may fail: what the
    /// clause surely costs where that test fails after its head unified
    /// (`cost.lb` assumes its guards pass). `None` without such a test.
    guard_fail_lb: Option<Sym>,
    /// The lower bound of the path on which the literals before the clause's
    /// late cut succeed (`mem(X, Ys), !, ...`): they, and what follows the cut
    /// up to its first literal that may fail. `None` without a late cut, or
    /// where that path is not tracked (a control construct before the cut).
    committed_lb: Option<Sym>,
    /// Whether `committed_lb` includes the recursive calls.
    committed_includes_rec: bool,
    /// An upper bound on the cost up to the clause's first solution or failure
    /// (recursive calls apart, as in `cost`): each literal up to its own first
    /// solution. It holds while no literal that may fail follows one that may be
    /// entered again on backtracking (`None` otherwise): the run then goes
    /// forward only.
    first_cost: Option<Sym>,
    recs: Vec<RecCall>,
    /// Whether the body after the guard surely succeeds (where `success_guards`
    /// hold).
    body_succeeds: bool,
    /// Size guards besides the clause's own under which its body surely succeeds:
    /// callees that surely succeed from some size on (`sel/3` on a non-empty list).
    success_guards: Vec<(usize, Cmp)>,
    /// Whether the body has at most one solution.
    body_det: bool,
    /// Sizes and types of the output arguments at the end.
    outs: Vec<Option<(Option<Ty>, Range)>>,
    /// Size relations `size(a) + size(b) = r` from callees with two list outputs.
    sums: Vec<(VarId, VarId, Range)>,
    /// The head variables that are arguments of a compound at a term input.
    parts: Vec<parts::Part>,
    /// What callees on those parts cost (see `parts`).
    part_costs: Vec<parts::PartCost>,
    reasons: Vec<String>,
    /// What the clause costs when it fails in its guard after its head unified
    /// (the head, and the builtin calls of the guard when those are counted).
    fail_weight: i64,
    /// Shares its head unification with a sibling (split if-then-else).
    shares_head: bool,
    /// Bounds on the number of solutions of the clause's literals since its last
    /// cut, recursive calls apart (see `sols`).
    sols: Range,
    /// Something is charged after a recursive call (and no cut between): it runs
    /// once per solution of that call, which only a deterministic predicate
    /// bounds by one.
    cost_after_rec: bool,
    /// Per argument: whether an output is surely ground at the end.
    out_ground: Vec<bool>,
    /// Per argument: whether an output is surely still a free variable at the end.
    out_free: Vec<bool>,
    /// Callees' alternative upper bounds: (the bound used, another one that holds)
    /// at the call's sizes.
    alt_swaps: Vec<(Sym, Sym)>,
    /// Signed arguments whose values the clause took as their sizes (right
    /// where they are positive; see `signed::assumptions_hold`).
    assumes_positive: Vec<usize>,
    /// What the numeric facts say of the clause's variables (head arguments at
    /// every call, callees' results): numbers or lists of numbers.
    numbers: HashMap<VarId, crate::numeric::Num>,
    /// Free variables unified by `=` with terms that still have free variables,
    /// and never mentioned again: the terms they may stand for at the end (one per
    /// branch that made them).
    aliases: Vec<(VarId, Vec<Term>)>,
    /// For heap cells, in a clause whose literals are the engine's goals: the
    /// variables that occurred so far (a later occurrence builds no cell).
    heap_seen: Option<HashSet<VarId>>,
}

impl ClauseEval {
    /// An evaluation with nothing charged yet (`head` steps already counted).
    fn empty(head: i64) -> ClauseEval {
        ClauseEval {
            guards: Vec::new(),
            body_guards: Vec::new(),
            tests: Vec::new(),
            opaque_guard: false,
            cut_after_guard: false,
            cut_late: false,
            prefix_cost: None,
            prefix_fail: None,
            fail_cost: Some(Sym::default()),
            fails_after_cut: false,
            cuts: false,
            cost: Range::int(head),
            lb_includes_rec: true,
            guard_fail_lb: None,
            committed_lb: None,
            committed_includes_rec: true,
            first_cost: Some(Sym::int(head)),
            recs: Vec::new(),
            body_succeeds: true,
            success_guards: Vec::new(),
            body_det: true,
            outs: Vec::new(),
            sums: Vec::new(),
            parts: Vec::new(),
            part_costs: Vec::new(),
            reasons: Vec::new(),
            fail_weight: head,
            shares_head: false,
            sols: Range::int(1),
            cost_after_rec: false,
            out_ground: Vec::new(),
            out_free: Vec::new(),
            aliases: Vec::new(),
            alt_swaps: Vec::new(),
            assumes_positive: Vec::new(),
            numbers: HashMap::new(),
            heap_seen: None,
        }
    }

    /// Charges a literal costing `whole` over all its solutions and `first` up to
    /// its first solution or failure: the whole-search bound once per solution
    /// of the literals since the last cut (`sols`), the first-solution bound once.
    fn charge(&mut self, st: &BodyState, whole: Option<&Sym>, first: Option<&Sym>) {
        self.cost_after_rec |= st.after_rec && whole.is_none_or(|w| !w.is_zero());
        let runs = self.runs(st);
        let all = whole.zip(runs).and_then(|(w, r)| r.mul(w));
        self.cost.ub = self.cost.ub.as_ref().zip(all).map(|(a, b)| a.add(&b));
        self.first_cost = self.first_cost.as_ref().zip(first).map(|(a, b)| a.add(b));
    }

    /// How many times a literal here runs per run of the clause: once per
    /// solution of the literals since the last cut.
    fn runs(&self, st: &BodyState) -> Option<Sym> {
        if st.det_so_far {
            Some(Sym::int(1))
        } else {
            self.sols.ub.clone()
        }
    }

    /// A literal with `sols` solutions: the clause's count is multiplied by it.
    fn times_sols(&mut self, sols: &Range) {
        self.sols = sols::product(&self.sols, sols);
    }

    /// Neither upper bound is known from here on.
    fn unbounded(&mut self) {
        self.cost.ub = None;
        self.first_cost = None;
        self.fail_cost = None;
    }

    /// A path that fails here, having cost at most `at`: the clause's failing
    /// paths are bounded by the costliest (one after a recursive call is not
    /// bounded: it backtracks into the call).
    fn fail_point(&mut self, at: Option<Sym>) {
        self.fail_cost = if self.recs.is_empty() {
            self.fail_cost
                .as_ref()
                .zip(at)
                .map(|(f, a)| failure::upper_max(f, &a))
        } else {
            None
        };
    }

    /// A literal that may fail, but surely succeeds where `unless` holds (a guard
    /// on an input size), if given. The lower bound stops before it; after a
    /// literal that may be entered again, its failure backtracks there, which the
    /// first-solution bound does not count.
    fn may_fail(&mut self, st: &mut BodyState, unless: Option<(usize, Cmp)>) {
        let at = self.cost.ub.clone();
        self.may_fail_at(st, unless, at);
    }

    /// [`ClauseEval::may_fail`] where failing here costs at most `at` (a callee
    /// that fails costs less than its whole search).
    fn may_fail_at(&mut self, st: &mut BodyState, unless: Option<(usize, Cmp)>, at: Option<Sym>) {
        self.fail_point(at);
        if self.cuts {
            self.fails_after_cut = true;
        }
        match unless {
            Some(g) => self.success_guards.push(g),
            None => self.body_succeeds = false,
        }
        st.lb_open = false;
        // Before the first cut, the committed path assumes it succeeds.
        if self.cuts {
            st.committed_open = false;
        }
        if st.reentrant {
            self.first_cost = None;
        }
    }

    /// Adds `lb` to the lower bounds still counting: the clause's, and that of
    /// its committed path (see `committed_lb`).
    fn add_lb(&mut self, st: &BodyState, lb: &Sym) {
        self.add_lbs(st, lb, lb);
    }

    /// [`ClauseEval::add_lb`] with `committed` on the committed path (a call
    /// before the cut, which succeeds there).
    fn add_lbs(&mut self, st: &BodyState, lb: &Sym, committed: &Sym) {
        if st.lb_open {
            self.cost.lb = self.cost.lb.add(lb);
        }
        if st.committed_open {
            if let Some(c) = self.committed_lb.as_mut() {
                *c = c.add(committed);
            }
        }
    }

    /// Stops tracking the committed path (see `committed_lb`).
    fn drop_committed(&mut self, st: &mut BodyState) {
        self.committed_lb = None;
        st.committed_open = false;
    }

    /// A literal with several solutions.
    fn nondet(&mut self, st: &mut BodyState) {
        st.det_so_far = false;
        st.reentrant = true;
        self.body_det = false;
    }

    /// Whether the body surely succeeds wherever the clause's guards hold.
    fn succeeds(&self) -> bool {
        self.body_succeeds && self.success_guards.is_empty()
    }

    /// Whether the clause surely succeeds wherever its size guards hold (no test,
    /// no other condition in the head, a body that surely succeeds).
    fn sure(&self) -> bool {
        self.tests.is_empty() && !self.opaque_guard && self.succeeds()
    }
}

/// Where the evaluation of a body is.
#[derive(Clone, Copy, Debug)]
struct BodyState {
    /// Only tests so far (they are the clause's guard).
    in_guard: bool,
    /// No literal so far may fail (the lower bound still counts).
    lb_open: bool,
    /// No literal after a cut may fail so far: the lower bound of the path on
    /// which what runs before the clause's late cut succeeds still counts.
    committed_open: bool,
    /// No literal since the last cut may have several solutions.
    det_so_far: bool,
    /// A literal since the last cut may be entered again on backtracking (one
    /// with several solutions, or a recursive call).
    reentrant: bool,
    /// A recursive call since the last cut: what follows runs once per solution
    /// of it.
    after_rec: bool,
}

/// A bound variable of a clause: its type (if known) and size (lists, integers).
#[derive(Clone, Debug)]
struct Bound {
    ty: Option<Ty>,
    size: Option<Range>,
    /// Surely ground (bound by typed means); `false` for variables an opaque
    /// literal may or may not have bound.
    sure: bool,
}

type Env = HashMap<VarId, Bound>;

fn rat(n: i64) -> BigRational {
    BigRational::from_integer(BigInt::from(n))
}

/// The analysis of a program: results per predicate and call pattern, memoised.
pub struct Analyzer {
    prog: std::rc::Rc<Program>,
    memo: HashMap<(PredKey, Pattern), Info>,
    active: Vec<(PredKey, Pattern)>,
    /// Output types assumed for recursive calls (from the non-recursive clauses).
    rec_types: Vec<Option<Ty>>,
    /// Whether recursive calls' outputs are assumed ground.
    rec_ground: Vec<bool>,
    /// Whether recursive calls' outputs are assumed to stay free.
    rec_free: Vec<bool>,
    /// The resource bounded (steps or a unification component).
    resource: Counter,
    /// Call patterns of recursive calls that differ from the one analysed.
    other_patterns: Vec<Pattern>,
    /// Charge every call of the analysed predicate its own choice point (where
    /// calls may fail), not the clause a call proceeds with.
    choicepoints_per_call: bool,
    /// Which arguments are numbers or lists of numbers at every call from the
    /// entries (see [`Analyzer::set_entries`]).
    numeric: crate::numeric::NumFacts,
    /// What `trust` assertions state, overriding the analysis.
    trusted: Vec<Trusted>,
    /// The signed arguments arithmetic may not take by value (see
    /// `signed::arith_by_value`): a clause that did is reached at size 0.
    signed_off: Vec<usize>,
    /// The signed arguments the clause being evaluated took by value.
    assumed_positive: Vec<usize>,
}

impl Analyzer {
    /// An analyzer of `prog` (mutual recursion unfolded where possible) bounding
    /// resolution steps.
    pub fn new(prog: Program) -> Analyzer {
        Analyzer::for_resource(prog, Counter::Steps)
    }

    /// An analyzer of `prog` bounding `resource`.
    pub fn for_resource(mut prog: Program, resource: Counter) -> Analyzer {
        crate::unfold::split_recursive_branches(&mut prog);
        crate::unfold::unfold_mutual(&mut prog);
        Analyzer {
            other_patterns: Vec::new(),
            resource,
            prog: std::rc::Rc::new(prog),
            memo: HashMap::new(),
            active: Vec::new(),
            rec_types: Vec::new(),
            rec_ground: Vec::new(),
            rec_free: Vec::new(),
            numeric: crate::numeric::NumFacts::default(),
            trusted: Vec::new(),
            choicepoints_per_call: false,
            signed_off: Vec::new(),
            assumed_positive: Vec::new(),
        }
    }

    /// What `trust` assertions state for this analyzer's resource: it replaces
    /// what the analysis infers of those predicates under those call patterns.
    /// Forgets what was analysed before.
    pub fn set_trusted(&mut self, trusted: Vec<Trusted>) {
        self.trusted = trusted;
        self.memo.clear();
    }

    /// The program's entries: predicates with what each argument is at a call
    /// (numbers, lists of numbers); the `arith` bounds of variables holding
    /// numbers rest on them. Forgets what was analysed before.
    pub fn set_entries(&mut self, entries: &[(PredKey, Vec<crate::numeric::Num>)]) {
        self.numeric = crate::numeric::NumFacts::infer(&self.prog, entries);
        self.memo.clear();
    }

    /// Every (predicate, pattern) analysed so far.
    pub fn results(&self) -> impl Iterator<Item = (&(PredKey, Pattern), &Info)> {
        self.memo.iter()
    }

    /// The analysis of `key` called with `pattern` (what a `trust` assertion
    /// states of it replacing what is inferred).
    pub fn info(&mut self, key: &PredKey, pattern: &Pattern) -> Info {
        self.info_known(key, pattern, &known_of(pattern))
    }

    /// The analysis of `key` called with `pattern` passing `known` arguments:
    /// the first `trust` assertion whose call pattern and type tests the call
    /// meets replaces what is inferred. A predicate the program does not
    /// define that no trust covers is unknown. Kept for later only where the
    /// pattern alone selects the same trust.
    pub fn info_known(&mut self, key: &PredKey, pattern: &Pattern, known: &[Known]) -> Info {
        let id = (key.clone(), pattern.clone());
        let select = |known: &[Known]| {
            self.trusted
                .iter()
                .position(|t| t.key == *key && t.covers(pattern, known))
        };
        let chosen = select(known);
        let kept = chosen == select(&known_of(pattern));
        if let Some(i) = self.memo.get(&id).filter(|_| kept) {
            return i.clone();
        }
        let defined = self.prog.preds.contains_key(key);
        let Some(t) = chosen.map(|i| self.trusted[i].clone()) else {
            if !defined && self.trusted.iter().any(|t| t.key == *key) {
                return Info::unknown(
                    pattern,
                    format!(
                        "{}/{} is trusted for other calls only: not for `{}`",
                        key.0,
                        key.1,
                        calls_text(pattern)
                    ),
                );
            }
            return self.inferred(key, pattern);
        };
        let mut info = if defined {
            self.inferred(key, pattern)
        } else {
            Info::unknown(
                pattern,
                format!(
                    "{}/{} is trusted without a {} bound",
                    key.0,
                    key.1,
                    self.resource.name()
                ),
            )
        };
        t.apply(&mut info);
        if kept {
            self.memo.insert(id, info.clone());
        }
        info
    }

    /// The analysis of `key` called with `pattern` from its clauses.
    fn inferred(&mut self, key: &PredKey, pattern: &Pattern) -> Info {
        let id = (key.clone(), pattern.clone());
        if let Some(i) = self.memo.get(&id) {
            return i.clone();
        }
        if self.active.contains(&id) {
            return Info::unknown(
                pattern,
                format!(
                    "{}/{} is mutually recursive with a caller: not analysed",
                    key.0, key.1
                ),
            );
        }
        let prog = self.prog.clone();
        let Some(clauses) = prog.preds.get(key) else {
            return Info::unknown(pattern, format!("{}/{} is not defined", key.0, key.1));
        };
        self.active.push(id.clone());
        let saved = std::mem::take(&mut self.rec_types);
        let saved_ground = std::mem::take(&mut self.rec_ground);
        let saved_free = std::mem::take(&mut self.rec_free);
        let per_call = std::mem::take(&mut self.choicepoints_per_call);
        let by_value = std::mem::take(&mut self.signed_off);
        let (mut info, _) = self.analyse(key, pattern, clauses);
        if self.resource == Counter::Heap {
            heap::widen_for_failing_heads(&mut info, key, pattern, clauses);
        }
        if self.resource == Counter::ChoicePoints && !info.not_fails {
            // A call's own choice point is charged to the clause it proceeds with:
            // exact, but it misses calls no clause proceeds with. Where calls may
            // fail, each call is charged its own, whatever happens after.
            self.choicepoints_per_call = true;
            self.rec_types = Vec::new();
            self.rec_ground = Vec::new();
            self.rec_free = Vec::new();
            self.other_patterns = Vec::new();
            let charged;
            (info, charged) = self.analyse(key, pattern, clauses);
            // The analysis under a wider pattern may have charged the call's own
            // choice point already.
            if !charged {
                let own = self.own_choicepoints(key, pattern);
                info.add_constant(&own);
            }
        }
        self.choicepoints_per_call = per_call;
        self.signed_off = by_value;
        self.rec_types = saved;
        self.rec_ground = saved_ground;
        self.rec_free = saved_free;
        self.active.pop();
        self.memo.insert(id, info.clone());
        info
    }

    /// The analysis from the clauses, and whether it is that of a wider pattern
    /// that charged every call its own choice point (see [`Analyzer::widened`]).
    fn analyse(&mut self, key: &PredKey, pattern: &Pattern, clauses: &[Clause]) -> (Info, bool) {
        let mut evals = self.evaluate_clauses(key, pattern, clauses);
        loop {
            // A signed argument taken by value where it may be any `N <= 0`:
            // evaluated again without.
            let failed = signed::failed_assumptions(&evals);
            if failed.is_empty() {
                break;
            }
            self.signed_off.extend(failed);
            self.other_patterns.clear();
            evals = self.evaluate_clauses(key, pattern, clauses);
        }
        if let Some(wide) = self.widened(key, pattern, &evals) {
            return wide;
        }
        let mut reasons: Vec<String> = evals.iter().flat_map(|e| e.reasons.clone()).collect();
        reasons.dedup();
        let exclusive = pairwise_exclusive(&evals);
        let det = exclusive && evals.iter().all(|e| e.body_det);
        let mut info = solve_clauses(key, pattern, &evals, exclusive, &mut reasons);
        info.det = det;
        if !det {
            info.first_ub = match (first_solution_ub(&evals), info.first_ub.take()) {
                (Some(a), Some(b)) => Some(if dominates(&a, &b) { b } else { a }),
                (a, b) => a.or(b),
            };
        } else {
            info.first_ub = None;
        }
        info.reasons.extend(reasons);
        info.sols = sols::of_predicate(pattern, &evals, &info);
        if !info.det && info.sols.ub != Some(Sym::int(1)) && evals.iter().any(|e| e.cost_after_rec)
        {
            // What runs after a recursive call runs once per solution of it.
            if info.cost.ub.take().is_some() {
                info.reasons.push(format!(
                    "{}/{}: literals after its recursive call run once per solution of it, and it may have several",
                    key.0, key.1
                ));
            }
            info.alt_ubs.clear();
            info.positive_ubs.clear();
            info.fail_ub = None;
            if !info.not_fails {
                info.first_ub = None;
            }
        }
        // A first-solution bound is kept only where the whole search's differs
        // (after the check above, which may drop the latter and keep the former).
        if info.first_ub.is_some() && info.first_ub == info.cost.ub {
            info.first_ub = None;
        }
        if info.cost.ub.is_none() && info.reasons.iter().all(|r| r.is_empty()) {
            info.reasons.push(format!(
                "{}/{}: its cost recurrence is outside what the solver handles (a recursive call that may go below size 0, a size parameter that changes between calls, or a shape other than first-order linear recurrences and splits)",
                key.0, key.1
            ));
        }
        info.reasons.retain(|r| !r.is_empty());
        info.reasons.dedup();
        (info, false)
    }

    /// Evaluates every clause under `pattern`. Output types of recursive calls are
    /// assumed from the clauses that do not recurse and checked against every
    /// clause afterwards.
    fn evaluate_clauses(
        &mut self,
        key: &PredKey,
        pattern: &Pattern,
        clauses: &[Clause],
    ) -> Vec<ClauseEval> {
        let calls_self = |c: &Clause| {
            c.body
                .iter()
                .any(|l| matches!(l, Lit::Call(k, _) if k == key))
        };
        self.rec_types = vec![None; pattern.len()];
        let base: Vec<ClauseEval> = clauses
            .iter()
            .filter(|c| !calls_self(c))
            .filter_map(|c| self.eval_clause(key, pattern, c))
            .collect();
        let guessed: Vec<Option<Ty>> = (0..pattern.len())
            .map(|j| {
                let mut tys = base
                    .iter()
                    .filter_map(|e| e.outs.get(j).cloned().flatten().map(|o| o.0));
                let first = tys.next().flatten();
                tys.all(|t| t == first).then_some(first).flatten()
            })
            .collect();
        // Evaluate with the assumed types; an output whose type some clause
        // contradicts is assumed unknown instead, and the clauses evaluated again.
        let mut guessed = guessed;
        let mut ground: Vec<bool> = (0..pattern.len())
            .map(|j| base.iter().all(|e| e.out_ground.get(j) == Some(&true)))
            .collect();
        let mut free: Vec<bool> = (0..pattern.len())
            .map(|j| base.iter().all(|e| e.out_free.get(j) == Some(&true)))
            .collect();
        loop {
            let evals: Vec<ClauseEval> = clauses
                .iter()
                .filter_map(|c| {
                    self.rec_types = guessed.clone();
                    self.rec_ground = ground.clone();
                    self.rec_free = free.clone();
                    self.eval_clause(key, pattern, c)
                })
                .collect();
            let not_ground: Vec<usize> = (0..pattern.len())
                .filter(|j| {
                    ground[*j] && evals.iter().any(|e| e.out_ground.get(*j) == Some(&false))
                })
                .collect();
            let mismatched: Vec<usize> = (0..pattern.len())
                .filter(|j| {
                    guessed[*j].is_some()
                        && evals.iter().any(|e| {
                            e.outs
                                .get(*j)
                                .cloned()
                                .flatten()
                                .is_some_and(|o| o.0 != guessed[*j])
                        })
                })
                .collect();
            let not_free: Vec<usize> = (0..pattern.len())
                .filter(|j| free[*j] && evals.iter().any(|e| e.out_free.get(*j) == Some(&false)))
                .collect();
            if mismatched.is_empty() && not_ground.is_empty() && not_free.is_empty() {
                break evals;
            }
            for j in not_free {
                free[j] = false;
            }
            for j in mismatched {
                guessed[j] = None;
            }
            for j in not_ground {
                ground[j] = false;
            }
            self.other_patterns.clear();
        }
    }

    /// The analysis under a wider pattern, when the clauses' evaluation calls for
    /// one: a recursive call with another pattern, or integers of unknown value.
    /// With the analysis, whether the wider pattern's one charged every call its
    /// own choice point (it may fail; see [`Analyzer::inferred`]).
    fn widened(
        &mut self,
        key: &PredKey,
        pattern: &Pattern,
        evals: &[ClauseEval],
    ) -> Option<(Info, bool)> {
        // A recursive call with another pattern: analyse the join of the patterns
        // instead (a wider pattern's bounds hold for the narrower call; sizes of
        // arguments widened to `gnd` are then not used; see `widen`).
        let others = std::mem::take(&mut self.other_patterns);
        if !others.is_empty() {
            let widen_to_out = widen::pure(&self.prog, key);
            let joined = others.iter().try_fold(pattern.clone(), |acc, p| {
                widen::join_patterns(&acc, p, widen_to_out)
            });
            if let Some(joined) = joined.filter(|j| j != pattern) {
                let wide = self.info(key, &joined);
                let charged = !wide.not_fails;
                let mut info = widen::narrow(wide, pattern, &joined);
                info.reasons.retain(|r| !r.contains("another call pattern"));
                return Some((info, charged));
            }
        }
        // Integers the recursive calls pass whose value is not known: the
        // pattern's assumption that they are naturals may fail (a literal that
        // surely succeeds on naturals may fail on them), so those inputs are
        // analysed as ground terms instead.
        let unknown_ints: Vec<usize> = (0..pattern.len())
            .filter(|j| {
                evals
                    .iter()
                    .flat_map(|e| e.recs.iter())
                    .any(|rc| rc.unknown_int.get(*j) == Some(&true))
            })
            .collect();
        if !unknown_ints.is_empty() {
            let mut wide = pattern.clone();
            for j in &unknown_ints {
                wide[*j] = Mode::In(Ty::Ground);
            }
            let info = self.info(key, &wide);
            let charged = !info.not_fails;
            return Some((widen::narrow(info, pattern, &wide), charged));
        }
        None
    }
}

/// The bounds of `key` from its evaluated clauses: non-recursive, recursive over
/// decreasing inputs, or over the sum of two inputs. `reasons` gets why there is
/// no bound when no size decreases.
fn solve_clauses(
    key: &PredKey,
    pattern: &Pattern,
    evals: &[ClauseEval],
    exclusive: bool,
    reasons: &mut Vec<String>,
) -> Info {
    let recursive = evals.iter().any(|e| !e.recs.is_empty());
    if !recursive {
        non_recursive(pattern, evals, exclusive)
    } else {
        let vars = recursion_vars(pattern, evals);
        let summed = vars
            .is_empty()
            .then(|| sum_measure(pattern, evals))
            .flatten();
        match (vars.first(), summed) {
            (Some(_), _) => solve_over_each(pattern, evals, exclusive, &vars),
            (None, Some((a, b, lifted))) => {
                // Solved over S = x_a + x_b, then S substituted back.
                let mut wide = pattern.clone();
                wide.push(Mode::In(Ty::Int));
                let s = pattern.len() as Var;
                let mut info = solve_recursive(&wide, &lifted, exclusive, s);
                let sum = Range::exact(Sym::var(a as Var).add(&Sym::var(b as Var)));
                info.cost = info.cost.subst(s, &sum);
                info.outs.truncate(pattern.len());
                info.out_ground.truncate(pattern.len());
                info.out_free.truncate(pattern.len());
                for o in info.outs.iter_mut().flatten() {
                    o.1 = o.1.subst(s, &sum);
                }
                info
            }
            (None, None) => {
                reasons.push(format!(
                    "{}/{}: no input size decreases by a constant in every recursive call",
                    key.0, key.1
                ));
                let mut i = Info::unknown(pattern, String::new());
                i.reasons.clear();
                i
            }
        }
    }
}

/// The recursion solved over each decreasing input (`zip/3` walks two lists and
/// stops with the shorter): the first finite solution is the result, the other
/// finite upper bounds its alternatives (the least of them holds), and the lower
/// bound the one that dominates.
fn solve_over_each(pattern: &Pattern, evals: &[ClauseEval], exclusive: bool, vars: &[Var]) -> Info {
    let mut infos = vars
        .iter()
        .map(|v| solve_recursive(pattern, evals, exclusive, *v));
    let Some(mut info) = infos.next() else {
        return Info::unknown(pattern, String::new());
    };
    let mut positive = std::mem::take(&mut info.positive_ubs);
    for mut other in infos {
        positive.append(&mut other.positive_ubs);
        match (&info.cost.ub, other.cost.ub.clone()) {
            (None, Some(_)) => {
                let lb = info.cost.lb.clone();
                info = other;
                if dominates(&lb, &info.cost.lb) {
                    info.cost.lb = lb;
                }
            }
            (Some(u), Some(o)) => {
                let redundant = dominates(&o, u) || info.alt_ubs.iter().any(|a| dominates(&o, a));
                if !redundant {
                    info.alt_ubs.push(o);
                }
                if dominates(&other.cost.lb, &info.cost.lb) {
                    info.cost.lb = other.cost.lb;
                }
            }
            _ => {
                if dominates(&other.cost.lb, &info.cost.lb) {
                    info.cost.lb = other.cost.lb;
                }
            }
        }
    }
    info.positive_ubs = positive;
    info
}

/// An upper bound on the cost up to the first solution (or failure) of a
/// nondeterministic predicate: the clauses up to the first one that surely
/// succeeds when its size guards hold (no test, no failing body), each up to its
/// first solution or failure, when none of them is recursive and every later
/// clause has those guards too (where they fail, so do all the clauses after it).
fn first_solution_ub(evals: &[ClauseEval]) -> Option<Sym> {
    let mut sum = Sym::default();
    for (i, e) in evals.iter().enumerate() {
        e.recs.is_empty().then_some(())?;
        sum = sum.add(e.first_cost.as_ref().or(e.cost.ub.as_ref())?);
        // (`x >= 0` holds of every size.)
        let guards_shared = evals[i + 1..].iter().all(|later| {
            e.guards
                .iter()
                .filter(|(_, g)| *g != Cmp::Ge(0))
                .all(|g| later.guards.contains(g))
        });
        if e.sure() && guards_shared {
            return Some(sum);
        }
    }
    None
}

/// Variables bound in both branches (and not before): their type when the branches
/// agree, their size joined (upper bounds' term-wise maximum, lower bounds' minimum).
fn join_envs(before: &Env, a: &Env, b: &Env) -> Vec<(VarId, Bound)> {
    a.iter()
        .filter(|(v, _)| !before.contains_key(v))
        .filter_map(|(v, x)| {
            let y = b.get(v)?;
            let ty = if x.ty == y.ty { x.ty } else { None };
            let size = match (&x.size, &y.size) {
                (Some(p), Some(q)) => Some(Range {
                    ub: p
                        .ub
                        .clone()
                        .zip(q.ub.clone())
                        .map(|(s, t)| termwise_max(&s, &t)),
                    lb: termwise_min(&p.lb, &q.lb),
                }),
                _ => None,
            };
            Some((
                *v,
                Bound {
                    ty,
                    size,
                    sure: x.sure && y.sure,
                },
            ))
        })
        .collect()
}
