//! Running one call under the counters and measuring a resource per cost type.
//!
//! A call is run as a query of its own. For each solution attempt (the first call,
//! then each redo) the machine's counters give the resource used by that attempt:
//! resolution steps and unification components from the engine's counters, port
//! counts from an observer, choice points from the engine, time from a monotonic
//! clock. Cost types select attempts (profiling paper, section 4): `call` is the first
//! attempt, `redo` every later one, `sol(I)` the I-th, `allsols` their sum. The
//! resource `sols` is one per attempt that exits: its `allsols` sum is the
//! number of solutions.

use costlog_assertions::{CostType, Resource};
use costlog_engine::machine::events::{Event, Observer, Port};
use costlog_engine::{Counter, Counts, Limits, Machine, Outcome, Term};
use std::cell::RefCell;
use std::rc::Rc;
use std::time::{Duration, Instant};

/// Most solutions collected for `allsols`, `redo` and determinism checks.
pub const MAX_SOLUTIONS: usize = 1000;

/// Resource usage of one attempt (call or redo) and how it ended.
#[derive(Clone, Debug)]
pub struct Attempt {
    /// The measured resource.
    pub value: f64,
    /// Whether the attempt produced a solution (exit) rather than failing.
    pub exited: bool,
}

/// The attempts of one run of a call, and how the run ended.
#[derive(Clone, Debug)]
pub struct RunRecord {
    /// Attempts in order: the call, then each redo.
    pub attempts: Vec<Attempt>,
    /// The run stopped on an error (the ball, as text), a step or time limit included.
    pub error: Option<String>,
    /// Whether the error was a step or time limit.
    pub limit_hit: bool,
    /// The arguments after each solution, in order (kept only when
    /// [`RunLimits::keep_solutions`] asks for them; otherwise the first one only).
    pub solutions: Vec<Vec<Term>>,
    /// The uncaught exception term, when the run raised one.
    pub ball: Option<Term>,
    /// Whether a kept solution binds a cyclic term (its owned copy in
    /// [`RunRecord::solutions`] is only a finite stand-in, not to be judged).
    pub cyclic_answer: bool,
    /// Whether every solution was found (the last attempt failed or exited leaving
    /// no choice points).
    pub exhausted: bool,
}

impl RunRecord {
    /// The arguments after the first solution, when there was one.
    pub fn first_solution(&self) -> Option<&Vec<Term>> {
        self.solutions.first()
    }

    /// Number of solutions found.
    pub fn solution_count(&self) -> usize {
        self.attempts.iter().filter(|a| a.exited).count()
    }

    /// The values a cost type measures in this run (one per attempt it covers).
    pub fn values_for(&self, ctype: CostType) -> Vec<f64> {
        let a = &self.attempts;
        let first = a.first();
        let pick = |cond: bool, v: Option<&Attempt>| v.filter(|_| cond).map(|x| x.value);
        match ctype {
            CostType::Call => first.map(|x| x.value).into_iter().collect(),
            CostType::CallExit => pick(first.is_some_and(|x| x.exited), first)
                .into_iter()
                .collect(),
            CostType::CallFail => pick(first.is_some_and(|x| !x.exited), first)
                .into_iter()
                .collect(),
            CostType::Redo => a.iter().skip(1).map(|x| x.value).collect(),
            CostType::RedoExit => a
                .iter()
                .skip(1)
                .filter(|x| x.exited)
                .map(|x| x.value)
                .collect(),
            CostType::RedoFail => a
                .iter()
                .skip(1)
                .filter(|x| !x.exited)
                .map(|x| x.value)
                .collect(),
            CostType::Sol(i) => vec![a.get(i as usize - 1).map_or(0.0, |x| x.value)],
            CostType::AllSols => {
                if !self.exhausted {
                    Vec::new()
                } else {
                    vec![a.iter().map(|x| x.value).sum()]
                }
            }
        }
    }
}

/// Port counts seen by the observer ([`Counter::Calls`], `Exits`, `Fails`,
/// `Redos`, `Cuts`).
struct PortCounter(Rc<RefCell<Counts>>);

impl Observer for PortCounter {
    fn on_event(&mut self, e: &Event) {
        let counter = match e.port {
            Port::Call => Counter::Calls,
            Port::Exit => Counter::Exits,
            Port::Fail => Counter::Fails,
            Port::Redo => Counter::Redos,
            Port::Cut => Counter::Cuts,
            Port::Exception => return,
        };
        self.0.borrow_mut()[counter] += 1;
    }
}

/// How a run measures a counter, or `None` when run-time checking does not
/// measure it (only the profiler does).
fn source_of(c: Counter) -> Option<Source> {
    Some(match c {
        Counter::Steps
        | Counter::Nargs
        | Counter::Giunif
        | Counter::Gounif
        | Counter::Viunif
        | Counter::Vounif
        | Counter::Builtins
        | Counter::Arith
        | Counter::ChoicePoints
        | Counter::Heap
        | Counter::VmInstructions
        | Counter::GcCells => Source::Counted,
        Counter::Calls | Counter::Exits | Counter::Fails | Counter::Redos | Counter::Cuts => {
            Source::Ports
        }
        Counter::Inferences => Source::Inferences,
        Counter::SCuts | Counter::HeadFails => return None,
    })
}

/// Where a run reads a counter from.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Source {
    /// The machine's counters of a counted run.
    Counted,
    /// Ports seen by an observer.
    Ports,
    /// The machine's predicate calls.
    Inferences,
}

/// Whether run-time checking measures `resource` (time, user resources and every
/// counter but those only the profiler sees).
pub fn measurable(resource: &Resource) -> bool {
    resource.counter().is_none_or(|c| source_of(c).is_some())
}

/// Limits of one run.
#[derive(Clone, Copy, Debug)]
pub struct RunLimits {
    /// Most predicate calls.
    pub steps: u64,
    /// Most wall-clock time.
    pub time: Duration,
    /// Most memory, in bytes.
    pub memory: usize,
    /// Most attempts (call + redos) to make.
    pub attempts: usize,
    /// Whether to keep the arguments of every solution, not only the first.
    pub keep_solutions: bool,
}

/// Weights of a user-defined resource with constant costs: units per resolution
/// step (`head_cost`) and per body literal executed (`literal_cost`: every
/// predicate call counts, builtins included, except the arithmetic and
/// unification the compiler inlines).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct UserWeights {
    /// Cost of one head resolution.
    pub per_step: f64,
    /// Cost of one body literal.
    pub per_literal: f64,
}

/// Runs `goal` and measures `resource` per attempt (`user` weighs a user resource).
pub fn run(
    m: &mut Machine,
    goal: &Term,
    resource: &Resource,
    user: UserWeights,
    limits: RunLimits,
) -> RunRecord {
    let ports = Rc::new(RefCell::new(Counts::default()));
    let source = resource.counter().and_then(source_of);
    let port_resource = source == Some(Source::Ports);
    let timed = *resource == Resource::ExecTime;
    // The number of solutions: one per attempt that exits.
    let solutions = *resource == Resource::Sols;
    m.set_counting(!timed);
    // A tabled call's cost depends on the tables earlier runs filled.
    m.abolish_all_tables();
    m.reset_counts();
    if port_resource {
        m.set_observer(Some(Box::new(PortCounter(ports.clone()))));
    }
    m.set_limits(Limits {
        steps: m.inferences().saturating_add(limits.steps),
        deadline: Instant::now().checked_add(limits.time),
        heap_cells: limits.memory / 16,
        ..Limits::default()
    });
    let base_inferences = m.inferences();
    let read = |m: &Machine| -> f64 {
        if let Resource::User(_) = resource {
            let c = m.total_counts();
            // The query's own `call/1` is not a literal of the program.
            let literals = m.inferences().saturating_sub(base_inferences + 1);
            return user.per_step * c[Counter::Steps] as f64 + user.per_literal * literals as f64;
        }
        (match (resource.counter(), source) {
            (Some(c), Some(Source::Counted)) => m.total_counts()[c],
            (Some(c), Some(Source::Ports)) => ports.borrow()[c],
            (_, Some(Source::Inferences)) => m.inferences().saturating_sub(base_inferences),
            _ => 0,
        }) as f64
    };
    let mut record = RunRecord {
        attempts: Vec::new(),
        error: None,
        limit_hit: false,
        solutions: Vec::new(),
        ball: None,
        cyclic_answer: false,
        exhausted: false,
    };
    let mut q = m.start_query(goal);
    let vars = term_vars(goal);
    let mut before = read(m);
    loop {
        let start = Instant::now();
        let outcome = m.next_solution(&mut q);
        let elapsed = start.elapsed();
        let now = read(m);
        let value = if timed {
            elapsed.as_nanos() as f64
        } else {
            now - before
        };
        before = now;
        match outcome {
            Outcome::Solved => {
                if record.solutions.is_empty() || limits.keep_solutions {
                    record.cyclic_answer |= !m.bindings_are_acyclic(&q, &vars);
                    let values = m.bindings(&q, &vars);
                    record.solutions.push(substitute_vars(goal, &vars, &values));
                }
                record.attempts.push(Attempt {
                    value: if solutions { 1.0 } else { value },
                    exited: true,
                });
                if !m.has_alternatives(&q) {
                    // A deterministic exit: no redo can follow.
                    record.exhausted = true;
                    break;
                }
                if record.attempts.len() >= limits.attempts {
                    break;
                }
            }
            Outcome::Failed => {
                record.attempts.push(Attempt {
                    value,
                    exited: false,
                });
                record.exhausted = true;
                break;
            }
            Outcome::Error(ball) => {
                let text = m.describe_error(&ball);
                record.limit_hit = text.contains("limit exceeded");
                record.attempts.push(Attempt {
                    value,
                    exited: false,
                });
                record.error = Some(text);
                record.ball = Some(ball);
                break;
            }
            Outcome::Halted(code) => {
                record.error = Some(format!("the program called halt({code})"));
                break;
            }
        }
    }
    m.stop_query(q, false);
    if port_resource {
        m.set_observer(None);
    }
    m.set_counting(false);
    m.set_limits(Limits::default());
    record
}

/// Limits for timing a call that does nothing (`true`): one attempt, ample room.
pub(crate) const TRIVIAL_CALL_LIMITS: RunLimits = RunLimits {
    steps: 1000,
    time: Duration::from_secs(1),
    memory: 1 << 30,
    attempts: 1,
    keep_solutions: false,
};

/// The time [`run`] measures for a call that does nothing (`true`), as the
/// `quantile` (between 0 and 1) of `samples` runs, in nanoseconds: what every
/// `exec_time` value of run-time checking includes besides the call's own work
/// (starting the query, reading the clock). Calibrated per-unit constants, fitted
/// on long runs, leave it out; upper bounds on time add it.
pub fn call_overhead_ns(samples: usize, quantile: f64) -> f64 {
    let mut m = Machine::new();
    let goal = Term::Atom(costlog_engine::Atom::TRUE);
    let limits = TRIVIAL_CALL_LIMITS;
    let mut times: Vec<f64> = (0..samples.max(1))
        .filter_map(|_| {
            let r = run(
                &mut m,
                &goal,
                &Resource::ExecTime,
                UserWeights::default(),
                limits,
            );
            r.attempts.first().map(|a| a.value)
        })
        .collect();
    times.sort_by(f64::total_cmp);
    let at = ((times.len() as f64 - 1.0) * quantile.clamp(0.0, 1.0)).round() as usize;
    times.get(at).copied().unwrap_or(0.0)
}

fn term_vars(t: &Term) -> Vec<u32> {
    let mut out = Vec::new();
    let mut stack = vec![t];
    while let Some(t) = stack.pop() {
        match t {
            Term::Var(v) if !out.contains(v) => out.push(*v),
            Term::Compound(_, args) => stack.extend(args.iter()),
            _ => {}
        }
    }
    out
}

/// The goal's arguments with its variables replaced by their values.
fn substitute_vars(goal: &Term, vars: &[u32], values: &[Term]) -> Vec<Term> {
    let offset = vars.iter().max().map_or(0, |m| m + 1);
    let map = vars
        .iter()
        .zip(values)
        .map(|(v, t)| (*v, shift_vars(t, offset)))
        .collect();
    match goal {
        Term::Compound(_, args) => args
            .iter()
            .map(|a| crate::gen::substitute(a, &map))
            .collect(),
        _ => Vec::new(),
    }
}

/// Renumbers the variables of an answer so they cannot clash with the goal's.
pub(crate) fn shift_vars(t: &Term, offset: u32) -> Term {
    match t {
        Term::Var(v) => Term::Var(v.saturating_add(offset)),
        Term::Compound(f, args) => {
            Term::Compound(*f, args.iter().map(|a| shift_vars(a, offset)).collect())
        }
        other => other.clone(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_call_overhead_is_a_quantile_of_positive_times() {
        let median = call_overhead_ns(200, 0.5);
        let high = call_overhead_ns(200, 1.0);
        assert!(median.is_finite() && median > 0.0, "{median}");
        assert!(high.is_finite() && high > 0.0, "{high}");
        // A quantile out of range is clamped, and a sample is always taken.
        assert!(call_overhead_ns(0, 7.0) > 0.0);
    }
}
