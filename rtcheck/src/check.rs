//! Checking one property of one assertion by running the predicate on inputs.
//!
//! Sizes are swept 0, 1, ..., 12, then growing by half (16, 24, 32, 48, ...) up to
//! `max_size`, until a run reaches the step or time limit or the assertion's time
//! budget is spent. At each size every input shape is run, then the costliest
//! inputs are mutated (worst-case search) and kept when they cost more. A
//! measurement outside the bound at the input's own sizes is a counterexample,
//! shrunk to a smaller input that still violates ([`crate::shrink`]).
//! A run outside an `exec_time` bound only makes a violation suspected: after
//! the sweep, the runs furthest beyond the bound are confirmed by amortised
//! measurements of their inputs ([`crate::timing`]); what is not confirmed is
//! recorded with the property's observation.

use crate::gen::{Generator, Input, RegtypeClauses};
use crate::measure::{measurable, run, RunLimits, RunRecord, UserWeights, MAX_SOLUTIONS};
use crate::sizes::{default_metric, measure};
use crate::success::{check_exit, Failure, PropLimits};
use crate::timing::{excess, Judgement, Suspects};
use crate::Config;
use costlog_assertions::props::TypeProp;
use costlog_assertions::{
    Approx, Assertion, CompProp, CostExpr, CostFunction, CostType, Metric, Resource, ResourceDecl,
};
use costlog_assertions::{Counterexample, Observation, Verdict};
use costlog_engine::write::{term_to_string, WriteOptions};
use costlog_engine::{Machine, OpTable, Outcome, Term};
use std::time::Instant;

/// Relative slack when comparing exact resources with a bound evaluated in `f64`.
const EPS: f64 = 1e-9;

/// Looks at one run: a counterexample with its score (larger is more telling).
type Visit<'v> = dyn FnMut(&mut Machine, &Input, &RunRecord) -> Option<(Counterexample, f64)> + 'v;

/// The most extreme measurement so far: ratio to the bound, value, call, sizes.
type Extreme = (f64, f64, String, Vec<(String, f64)>);

/// Sizes run after the first counterexample, looking for a more telling one.
const EXTRA_LEVELS: usize = 3;

/// Runs beyond an `exec_time` bound confirmed by amortised measurements after
/// the sweep (those furthest beyond it).
const CONFIRMED_SUSPECTS: usize = 3;

/// A run beyond an `exec_time` bound: the input, the value measured once, the
/// bound at its sizes, and those sizes.
type Suspect = (Input, f64, f64, Vec<(String, f64)>);

/// What rtcheck knows about the predicate an assertion is about.
pub struct Target<'a> {
    /// The assertion.
    pub assertion: &'a Assertion,
    /// Types of the head arguments, from the calls properties.
    pub types: Vec<Vec<TypeProp>>,
    /// Inputs from `:- test` assertions of the predicate.
    pub tests: Vec<Vec<Term>>,
    /// Clauses of user regtypes.
    pub regtypes: &'a RegtypeClauses,
    /// User-defined resources.
    pub resources: &'a [ResourceDecl],
}

impl<'a> Target<'a> {
    /// The argument types an assertion's calls properties give.
    pub fn types_of(a: &Assertion) -> Vec<Vec<TypeProp>> {
        a.call_types()
    }
}

/// Text of a term for reports.
pub fn show(t: &Term) -> String {
    term_to_string(t, &OpTable::standard(), &WriteOptions::writeq())
}

/// Text of a term for summaries: long lists and deep terms are elided.
pub(crate) fn show_short(t: &Term) -> String {
    let opts = WriteOptions {
        max_depth: 10,
        ..WriteOptions::writeq()
    };
    term_to_string(t, &OpTable::standard(), &opts)
}

pub(crate) fn goal_of(a: &Assertion, args: &[Term]) -> Term {
    Term::compound(a.pred.0.as_str(), args.to_vec())
}

/// Whether a term satisfies a type (user types by running their predicate).
pub(crate) fn satisfies(m: &mut Machine, t: &Term, ty: &TypeProp) -> bool {
    let all = |items: Vec<&Term>, m: &mut Machine, elem: &TypeProp| {
        items.into_iter().all(|x| satisfies(m, x, elem))
    };
    match ty {
        TypeProp::Var => matches!(t, Term::Var(_)),
        TypeProp::Nonvar => !matches!(t, Term::Var(_)),
        TypeProp::Ground => is_ground(t),
        TypeProp::Int => matches!(t, Term::Int(_) | Term::BigInt(_)),
        TypeProp::Nnegint => match t {
            Term::Int(i) => *i >= 0,
            Term::BigInt(b) => b.sign() != num_bigint::Sign::Minus,
            _ => false,
        },
        TypeProp::Num => matches!(t, Term::Int(_) | Term::BigInt(_) | Term::Float(_)),
        TypeProp::Flt => matches!(t, Term::Float(_)),
        TypeProp::Atm => matches!(t, Term::Atom(_)),
        TypeProp::Atomic => !matches!(t, Term::Var(_) | Term::Compound(..)),
        TypeProp::Struct => matches!(t, Term::Compound(..)),
        TypeProp::Term => true,
        TypeProp::Equals(v) => is_variant(t, v),
        TypeProp::List(elem) => match (t.list_items(), elem) {
            (Some(items), Some(e)) => all(items, m, e),
            (Some(_), None) => true,
            (None, _) => false,
        },
        TypeProp::User(name, extras) => {
            let mut args = vec![t.clone()];
            args.extend(extras.iter().cloned());
            matches!(
                m.run_once(&Term::compound(name.as_str(), args)),
                Outcome::Solved
            )
        }
    }
}

/// Whether two terms are equal up to a one-to-one renaming of their variables
/// (`=@=`): a test's input must be its value, not an instance or a mutation of it.
fn is_variant(a: &Term, b: &Term) -> bool {
    let mut ab = std::collections::HashMap::new();
    let mut ba = std::collections::HashMap::new();
    let mut stack = vec![(a, b)];
    while let Some((x, y)) = stack.pop() {
        match (x, y) {
            (Term::Var(v), Term::Var(w)) => {
                if *ab.entry(*v).or_insert(*w) != *w || *ba.entry(*w).or_insert(*v) != *v {
                    return false;
                }
            }
            (Term::Compound(f, xs), Term::Compound(g, ys)) => {
                if f != g || xs.len() != ys.len() {
                    return false;
                }
                stack.extend(xs.iter().zip(ys));
            }
            (Term::Var(_), _)
            | (_, Term::Var(_))
            | (Term::Compound(..), _)
            | (_, Term::Compound(..)) => return false,
            (x, y) => {
                if x != y {
                    return false;
                }
            }
        }
    }
    true
}

fn is_ground(t: &Term) -> bool {
    match t {
        Term::Var(_) => false,
        Term::Compound(_, args) => args.iter().all(is_ground),
        _ => true,
    }
}

/// The sweep of sizes up to `max`.
pub fn size_schedule(max: usize) -> Vec<usize> {
    let mut out: Vec<usize> = (0..=12.min(max)).collect();
    let mut n = 16;
    while n <= max {
        out.push(n);
        n += n / 2;
    }
    if out.last().is_some_and(|l| *l < max) {
        out.push(max);
    }
    out
}

struct Sizes<'a> {
    types: &'a [Vec<TypeProp>],
    args: &'a [Term],
}

impl Sizes<'_> {
    fn get(&self, arg: usize, metric: Metric) -> f64 {
        self.args.get(arg).map_or(0.0, |t| {
            measure(t, metric, default_metric(&self.types[arg]))
        })
    }

    fn describe(&self, expr: &CostExpr, names: &[String]) -> Vec<(String, f64)> {
        expr.size_args()
            .into_iter()
            .map(|(arg, metric)| {
                let name = names.get(arg).cloned().unwrap_or_default();
                let label = match metric {
                    Metric::Default => name,
                    Metric::Length => format!("length({name})"),
                    Metric::Size => format!("size({name})"),
                    Metric::Depth => format!("depth({name})"),
                    Metric::Int => format!("int({name})"),
                };
                (label, self.get(arg, metric))
            })
            .collect()
    }
}

fn violates(approx: Approx, value: f64, bound: f64, margin: f64) -> bool {
    let slack = margin.max(EPS);
    match approx {
        Approx::Ub => value > bound * (1.0 + slack) + EPS,
        Approx::Lb => value < bound * (1.0 - slack) - EPS,
        Approx::Eq => {
            violates(Approx::Ub, value, bound, margin) || violates(Approx::Lb, value, bound, margin)
        }
        Approx::O => false,
    }
}

/// Attempts (call, then redos) a run makes for a cost type.
fn attempts_of(ctype: CostType) -> usize {
    match ctype {
        CostType::Call | CostType::CallExit | CostType::CallFail => 1,
        CostType::Sol(i) => i as usize,
        _ => MAX_SOLUTIONS,
    }
}

/// What the sweep of one cost property has seen: the most extreme value, how
/// many values were measured, and the runs beyond an `exec_time` bound that
/// amortised timing must confirm after the sweep.
struct CostWatch<'t> {
    target: &'t Target<'t>,
    approx: Approx,
    ctype: CostType,
    expr: &'t CostExpr,
    timed: bool,
    /// Relative slack of the comparison (the timing margin for `exec_time`).
    margin: f64,
    names: Vec<String>,
    worst: Option<Extreme>,
    values_seen: usize,
    suspects: Suspects<Suspect>,
}

impl CostWatch<'_> {
    /// Looks at one run: a counterexample (and its score) when a value is
    /// beyond the bound at the input's sizes, except for `exec_time`, where
    /// such a run is only a suspect.
    fn visit(&mut self, input: &Input, rec: &RunRecord) -> Option<(Counterexample, f64)> {
        let target = self.target;
        let sizes = Sizes {
            types: &target.types,
            args: &input.args,
        };
        let bound = self.expr.eval(&|a, mt| sizes.get(a, mt));
        for v in self.values(rec, bound)? {
            self.values_seen += 1;
            self.note_extreme(v, bound, &sizes, input);
            if !violates(self.approx, v, bound, self.margin) {
                continue;
            }
            let at = sizes.describe(self.expr, &self.names);
            if self.timed {
                self.suspects
                    .offer(excess(self.approx, v, bound), (input.clone(), v, bound, at));
                continue;
            }
            let note = if rec.limit_hit {
                format!(
                    "the run was stopped by the {} after using at least this much",
                    rec.error.clone().unwrap_or_default()
                )
            } else {
                String::new()
            };
            let cex = Counterexample {
                goal: show(&goal_of(self.target.assertion, &input.args)),
                shape: input.shape.to_string(),
                sizes: at,
                observed: v,
                bound: Some(bound),
                note,
            };
            return Some((cex, (v - bound).abs().min(f64::MAX)));
        }
        None
    }

    /// The values of a run to compare with `bound`: those of its cost type; for
    /// a run stopped by a limit, its partial use, only a lower bound of the real
    /// cost, so kept only when it refutes an upper bound; none for a run that
    /// raised an error.
    fn values(&self, rec: &RunRecord, bound: f64) -> Option<Vec<f64>> {
        if rec.limit_hit {
            let partial: f64 = rec.attempts.iter().map(|a| a.value).sum();
            let refutes = !self.timed
                && matches!(self.approx, Approx::Ub | Approx::Eq)
                && violates(Approx::Ub, partial, bound, 0.0);
            return refutes.then(|| vec![partial]);
        }
        if rec.error.is_some() {
            return None;
        }
        Some(rec.values_for(self.ctype))
    }

    /// Keeps `v` as the most extreme value when its ratio to the bound is the
    /// largest so far (the smallest, for a lower bound).
    fn note_extreme(&mut self, v: f64, bound: f64, sizes: &Sizes, input: &Input) {
        let ratio = if bound > 0.0 {
            v / bound
        } else if v > 0.0 {
            f64::INFINITY
        } else {
            1.0
        };
        let worse = match self.approx {
            Approx::Lb => self.worst.as_ref().is_none_or(|w| ratio <= w.0),
            _ => self.worst.as_ref().is_none_or(|w| ratio >= w.0),
        };
        if worse {
            self.worst = Some((
                ratio,
                v,
                show_short(&goal_of(self.target.assertion, &input.args)),
                sizes.describe(self.expr, &self.names),
            ));
        }
    }
}

/// One run-time checker: the machine, the configuration and the time budget.
pub struct Checker<'m> {
    /// The machine with the program loaded.
    pub machine: &'m mut Machine,
    /// Settings.
    pub config: Config,
}

/// What a sweep did: runs, errors, why it stopped, the largest size reached.
pub(crate) struct Sweep {
    pub(crate) runs: usize,
    pub(crate) errors: usize,
    pub(crate) first_error: Option<String>,
    pub(crate) stopped: Option<String>,
    pub(crate) largest: usize,
}

impl Checker<'_> {
    pub(crate) fn limits(&self, attempts: usize) -> RunLimits {
        RunLimits {
            steps: self.config.run_steps,
            time: self.config.run_time,
            memory: self.config.run_memory,
            attempts,
            keep_solutions: false,
        }
    }

    /// Runs `visit` on every input of the sweep (tests first), stopping when it
    /// returns a counterexample. `cost` ranks inputs for the worst-case search.
    pub(crate) fn sweep(
        &mut self,
        target: &Target,
        limits: RunLimits,
        resource: &Resource,
        user: UserWeights,
        visit: &mut Visit,
    ) -> (Sweep, Option<Counterexample>) {
        let started = Instant::now();
        let mut gen = Generator::new(target.types.clone(), target.regtypes, self.config.seed);
        let mut s = Sweep {
            runs: 0,
            errors: 0,
            first_error: None,
            stopped: None,
            largest: 0,
        };
        let tests: Vec<Input> = target
            .tests
            .iter()
            .map(|args| Input {
                args: args.clone(),
                shape: "test",
            })
            .collect();
        let sized = gen.is_sized();
        let schedule = if sized {
            size_schedule(self.config.max_size)
        } else {
            vec![0]
        };
        let mut first = true;
        // After the first counterexample, a few more sizes are run and the most
        // telling violation (the largest excess over the bound) is reported.
        let mut best: Option<(Counterexample, f64, Input)> = None;
        let mut levels_after = 0;
        'levels: for n in schedule {
            if best.is_some() {
                if levels_after == EXTRA_LEVELS {
                    break;
                }
                levels_after += 1;
            }
            let mut inputs = if first { tests.clone() } else { Vec::new() };
            first = false;
            inputs.extend(gen.at_size(n, self.config.randoms));
            let mut ranked: Vec<(f64, Input)> = Vec::new();
            let mut seen: Vec<Vec<Term>> = Vec::new();
            let mut limit_hit = false;
            let mut i = 0;
            let mut mutations = 0;
            while i < inputs.len() || (mutations < self.config.mutations && !ranked.is_empty()) {
                let input = if i < inputs.len() {
                    i += 1;
                    inputs[i - 1].clone()
                } else {
                    mutations += 1;
                    ranked.sort_by(|a, b| b.0.total_cmp(&a.0));
                    let pick = mutations % ranked.len().min(2);
                    gen.mutate(&ranked[pick].1, n)
                };
                if seen.contains(&input.args) || !self.precondition(target, &input.args) {
                    continue;
                }
                seen.push(input.args.clone());
                if started.elapsed() > self.config.budget {
                    break;
                }
                let goal = goal_of(target.assertion, &input.args);
                let rec = run(self.machine, &goal, resource, user, limits);
                s.runs += 1;
                if let Some((cex, score)) = visit(self.machine, &input, &rec) {
                    if best.as_ref().is_none_or(|b| score > b.1) {
                        best = Some((cex, score, input));
                    }
                    if score <= 0.0 {
                        break 'levels;
                    }
                    continue;
                }
                if rec.limit_hit {
                    limit_hit = true;
                    s.stopped = Some(format!(
                        "stopped at size {n}: {} on {}",
                        rec.error.clone().unwrap_or_default(),
                        show(&goal)
                    ));
                    break;
                }
                if let Some(e) = &rec.error {
                    s.errors += 1;
                    s.first_error
                        .get_or_insert_with(|| format!("{}: {e}", show(&goal)));
                    continue;
                }
                let cost = rec.attempts.iter().map(|a| a.value).sum::<f64>();
                ranked.push((cost, input));
            }
            s.largest = n;
            if limit_hit || started.elapsed() > self.config.budget {
                if s.stopped.is_none() {
                    s.stopped = Some(format!("time budget spent at size {n}"));
                }
                break;
            }
        }
        let mut rerun = |m: &mut Machine, input: &Input| {
            let rec = run(
                m,
                &goal_of(target.assertion, &input.args),
                resource,
                user,
                limits,
            );
            visit(m, input, &rec).map(|(cex, _)| cex)
        };
        let cex =
            best.map(|(cex, _, input)| self.shrink_counterexample(target, &input, cex, &mut rerun));
        (s, cex)
    }

    pub(crate) fn precondition(&mut self, target: &Target, args: &[Term]) -> bool {
        for (i, types) in target.types.iter().enumerate() {
            for ty in types {
                if !satisfies(self.machine, &args[i], ty) {
                    return false;
                }
            }
        }
        true
    }

    /// Checks one computational property of `target`'s assertion.
    pub fn check_comp(&mut self, target: &Target, prop: &CompProp) -> Verdict {
        match prop {
            CompProp::Cost { approx, ctype, resource, expr } => {
                self.check_cost(target, *approx, *ctype, resource, expr)
            }
            CompProp::RelCost { .. } => Verdict::untested(
                "rel_cost is checked over a whole profiled run of the program's entry (the profiler); not run here",
            ),
            CompProp::Terminates => self.check_solutions(target, prop),
            _ => self.check_solutions(target, prop),
        }
    }

    fn check_cost(
        &mut self,
        target: &Target,
        approx: Approx,
        ctype: CostType,
        resource: &Resource,
        expr: &CostExpr,
    ) -> Verdict {
        let user = match run_time_weights(target, resource) {
            Ok(w) => w,
            Err(why) => return Verdict::untested(why),
        };
        let timed = *resource == Resource::ExecTime;
        let mut watch = CostWatch {
            target,
            approx,
            ctype,
            expr,
            timed,
            margin: if timed {
                self.config.timing.margin
            } else {
                0.0
            },
            names: target.assertion.arg_names.clone(),
            worst: None,
            values_seen: 0,
            suspects: Suspects::new(CONFIRMED_SUSPECTS),
        };
        let limits = self.limits(attempts_of(ctype));
        let (sweep, cex) = self.sweep(
            target,
            limits,
            resource,
            user,
            &mut |_: &mut Machine, input: &Input, rec: &RunRecord| watch.visit(input, rec),
        );
        if let Some(c) = cex {
            return Verdict::refuted(c);
        }
        if watch.values_seen == 0 {
            return Verdict::untested(format!(
                "{} runs, sizes up to {}: no run measured this cost type{}",
                sweep.runs,
                sweep.largest,
                error_note(&sweep)
            ));
        }
        let mut observation = cost_observation(&sweep, approx, watch.worst);
        let offered = watch.suspects.offered();
        if offered > 0 {
            match self.confirm_suspects(target, ctype, limits, approx, watch.suspects) {
                Ok(cex) => return Verdict::refuted(cex),
                Err(unconfirmed) => {
                    observation.summary.push_str(&format!(
                        "; {offered} run(s) beyond the bound, not confirmed by amortised timing (furthest: {})",
                        unconfirmed.furthest
                    ));
                    if let Some(run) = unconfirmed.contested_by {
                        observation.summary.push_str(&format!(
                            "; every amortised measurement of a run was beyond the bound: {run}"
                        ));
                        observation.contested = true;
                    }
                }
            }
        }
        Verdict::observed(observation)
    }

    /// Confirms the runs furthest beyond an `exec_time` bound with amortised
    /// measurements ([`crate::timing`]): the first confirmed is the
    /// counterexample (not shrunk, since every candidate would need amortised
    /// measurements of its own); otherwise why the furthest was not confirmed,
    /// and whether any run's measurements contest the bound.
    fn confirm_suspects(
        &mut self,
        target: &Target,
        ctype: CostType,
        limits: RunLimits,
        approx: Approx,
        suspects: Suspects<Suspect>,
    ) -> Result<Counterexample, Unconfirmed> {
        let mut timing = self.config.timing;
        let mut first = None;
        for (input, once, bound, sizes) in suspects.ranked() {
            let goal = goal_of(target.assertion, &input.args);
            match timing.confirm(self.machine, &goal, ctype, limits, approx, bound) {
                Judgement::Refuted { observed, note } => {
                    return Ok(Counterexample {
                        goal: show(&goal),
                        shape: input.shape.to_string(),
                        sizes,
                        observed,
                        bound: Some(bound),
                        note: format!("{note}; the run furthest beyond the bound, not shrunk (each candidate would need amortised measurements)"),
                    })
                }
                Judgement::Unconfirmed { why, contested } => {
                    let run = format!(
                        "{} ({once:.0} ns once, bound {bound:.0} ns): {why}",
                        show_short(&goal)
                    );
                    let first = first.get_or_insert_with(|| Unconfirmed {
                        furthest: run.clone(),
                        contested_by: None,
                    });
                    if contested && first.contested_by.is_none() {
                        first.contested_by = Some(run);
                    }
                }
            }
        }
        Err(first.unwrap_or_default())
    }

    fn check_solutions(&mut self, target: &Target, prop: &CompProp) -> Verdict {
        let attempts = 2;
        let mut visit = |_: &mut Machine, input: &Input, rec: &RunRecord| {
            if rec.error.is_some() {
                return None;
            }
            let sols = rec.solution_count();
            let failed = sols == 0 && rec.exhausted;
            let (bad, what) = match prop {
                CompProp::NotFails | CompProp::Multi => (failed, "the call failed".to_string()),
                CompProp::Fails => (sols > 0, "the call succeeded".to_string()),
                CompProp::IsDet | CompProp::Semidet => {
                    (sols > 1, "the call has more than one solution".to_string())
                }
                CompProp::Det => (
                    failed || sols > 1,
                    if failed {
                        "the call failed".into()
                    } else {
                        "the call has more than one solution".into()
                    },
                ),
                CompProp::NonDet => (
                    rec.exhausted && sols <= 1,
                    format!("the call has {sols} solution(s)"),
                ),
                _ => (false, String::new()),
            };
            bad.then(|| {
                (
                    Counterexample {
                        goal: show(&goal_of(target.assertion, &input.args)),
                        shape: input.shape.to_string(),
                        sizes: Vec::new(),
                        observed: sols as f64,
                        bound: None,
                        note: what,
                    },
                    0.0,
                )
            })
        };
        let (sweep, cex) = self.sweep(
            target,
            self.limits(attempts),
            &Resource::STEPS,
            UserWeights::default(),
            &mut visit,
        );
        match cex {
            Some(c) => Verdict::refuted(c),
            None => Verdict::observed(Observation {
                runs: sweep.runs,
                largest_size: sweep.largest,
                max_ratio: None,
                summary: format!(
                    "{} runs, sizes up to {}, no violation{}{}",
                    sweep.runs,
                    sweep.largest,
                    stop_note(&sweep),
                    error_note(&sweep)
                ),
                errors: run_errors(&sweep),
                stated: None,
                contested: false,
            }),
        }
    }

    /// The limits of a run that keeps every exit (up to [`MAX_SOLUTIONS`]).
    pub(crate) fn exit_limits(&self) -> RunLimits {
        RunLimits {
            keep_solutions: true,
            ..self.limits(MAX_SOLUTIONS)
        }
    }

    /// A sweep whose runs keep every exit, for success parts and tests to judge.
    pub(crate) fn sweep_exits(
        &mut self,
        target: &Target,
        visit: &mut Visit,
    ) -> (Sweep, Option<Counterexample>) {
        let limits = self.exit_limits();
        self.sweep(
            target,
            limits,
            &Resource::STEPS,
            UserWeights::default(),
            visit,
        )
    }

    /// The limits a property's own goal runs under.
    pub(crate) fn prop_limits(&self) -> PropLimits {
        PropLimits {
            steps: self.config.run_steps,
            time: self.config.run_time,
            memory: self.config.run_memory,
        }
    }

    /// Checks the success properties of `target`'s assertion on every exit (up to
    /// [`MAX_SOLUTIONS`]) of every input that succeeds.
    pub fn check_success(&mut self, target: &Target) -> Verdict {
        let a = target.assertion;
        let prop_limits = self.prop_limits();
        let mut unsupported = None;
        let mut visit = |m: &mut Machine, input: &Input, rec: &RunRecord| {
            if rec.cyclic_answer {
                unsupported = Some(CYCLIC_ANSWER.to_string());
                return None;
            }
            for out in &rec.solutions {
                match check_exit(m, a, out, prop_limits) {
                    Ok(()) => {}
                    Err(Failure::Unsupported(why)) => {
                        unsupported = Some(why);
                        return None;
                    }
                    Err(f) => return Some((success_counterexample(a, input, out, &f), 0.0)),
                }
            }
            None
        };
        let (sweep, cex) = self.sweep_exits(target, &mut visit);
        if let Some(c) = cex {
            return Verdict::refuted(c);
        }
        if let Some(why) = unsupported {
            return Verdict::untested(why);
        }
        Verdict::observed(Observation {
            runs: sweep.runs,
            largest_size: sweep.largest,
            max_ratio: None,
            summary: format!(
                "{} runs, sizes up to {}, success properties held on every exit{}{}",
                sweep.runs,
                sweep.largest,
                stop_note(&sweep),
                error_note(&sweep)
            ),
            errors: run_errors(&sweep),
            stated: None,
            contested: false,
        })
    }
}

/// Why an exit that binds a cyclic term is not judged.
pub(crate) const CYCLIC_ANSWER: &str =
    "an exit binds a cyclic term, on which success properties are not judged at run time";

/// The counterexample of an exit on which a success part does not hold.
pub(crate) fn success_counterexample(
    a: &Assertion,
    input: &Input,
    out: &[Term],
    failure: &Failure,
) -> Counterexample {
    let bound: Vec<String> = a
        .arg_names
        .iter()
        .zip(out)
        .zip(&input.args)
        .filter(|((_, after), before)| after != before)
        .map(|((name, after), _)| format!("{name} = {}", show_short(after)))
        .collect();
    let on_exit = if bound.is_empty() {
        "on exit".to_string()
    } else {
        format!("on exit {}", bound.join(", "))
    };
    let note = match failure {
        Failure::NotEntailed(p) => format!("{on_exit}, which does not satisfy `{p}`"),
        Failure::Error(p, e) => format!("{on_exit}, checking `{p}` raised an error: {e}"),
        Failure::Unsupported(why) => format!("{on_exit}: {why}"),
    };
    Counterexample {
        goal: show(&goal_of(a, &input.args)),
        shape: input.shape.to_string(),
        sizes: Vec::new(),
        observed: 0.0,
        bound: None,
        note,
    }
}

/// The weights of a user resource whose costs are constants (`None` when a cost
/// is computed by a predicate). A resource without `head_cost` uses its
/// `trust_default` cost per resolution step.
fn user_weights(resources: &[ResourceDecl], name: &str) -> Option<UserWeights> {
    let decl = resources.iter().find(|r| r.name == name)?;
    let constant = |c: &Option<CostFunction>| match c {
        None => Some(0.0),
        Some(CostFunction::Constant(r)) => {
            Some(num_traits::ToPrimitive::to_f64(r).unwrap_or(f64::INFINITY))
        }
        Some(CostFunction::Predicate(_)) => None,
    };
    let head = if decl.head_cost.is_some() {
        &decl.head_cost
    } else {
        &decl.default_cost
    };
    // Costs of single predicates (`trust comp p(X) + head_cost(ub, R, 2)`) that
    // differ from the program's would need counts per predicate: decided
    // statically only.
    let own = |c: &Option<CostFunction>, all: &Option<CostFunction>| c.is_none() || c == all;
    if !decl
        .pred_costs
        .iter()
        .all(|p| own(&p.head, head) && own(&p.literal, &decl.literal_cost))
    {
        return None;
    }
    Some(UserWeights {
        per_step: constant(head)?,
        per_literal: constant(&decl.literal_cost)?,
    })
}

/// Why a sweep stopped early, for summaries (`; stopped at size 48: ...`).
fn stop_note(s: &Sweep) -> String {
    s.stopped
        .as_ref()
        .map(|why| format!("; {why}"))
        .unwrap_or_default()
}

/// Why the runs beyond an `exec_time` bound refuted nothing.
#[derive(Default)]
struct Unconfirmed {
    /// The run furthest beyond the bound and why it was not confirmed.
    furthest: String,
    /// The first run whose amortised measurements were all beyond the bound
    /// ([`Judgement::Unconfirmed`]), with the measurements, for the report.
    contested_by: Option<String>,
}

/// What the runs of a cost property showed: the runs, the extreme ratio of
/// measurement to bound and where, why the sweep stopped, the errors.
fn cost_observation(sweep: &Sweep, approx: Approx, worst: Option<Extreme>) -> Observation {
    let mut summary = format!("{} runs, sizes up to {}", sweep.runs, sweep.largest);
    if let Some((ratio, v, goal, sizes)) = &worst {
        let at: Vec<String> = sizes.iter().map(|(l, x)| format!("{l}={x}")).collect();
        let kind = if approx == Approx::Lb { "min" } else { "max" };
        let at = if at.is_empty() {
            String::new()
        } else {
            format!(" at {}", at.join(", "))
        };
        summary.push_str(&format!(
            "; {kind} observed/bound = {} ({v}{at}, {goal})",
            if ratio.is_finite() {
                format!("{ratio:.3}")
            } else {
                "inf".into()
            },
        ));
    }
    if let Some(stop) = &sweep.stopped {
        summary.push_str(&format!("; {stop}"));
    }
    summary.push_str(&error_note(sweep));
    Observation {
        runs: sweep.runs,
        largest_size: sweep.largest,
        max_ratio: worst.map(|w| w.0),
        summary,
        errors: run_errors(sweep),
        stated: None,
        contested: false,
    }
}

/// The weights run-time checking measures a resource with, or why it cannot:
/// user resources with cost predicates, resources only the profiler measures.
fn run_time_weights(target: &Target, resource: &Resource) -> Result<UserWeights, String> {
    match resource {
        Resource::User(name) => user_weights(target.resources, name).ok_or_else(|| {
            format!(
                "user-defined resource `{name}` has cost predicates or costs of its own for some predicates; run-time checking measures only constant head and literal costs shared by every predicate"
            )
        }),
        _ if !measurable(resource) => Err(format!(
            "{} is measured by the profiler (`rel_cost`, `costlog profile`), not by run-time checking",
            resource.name()
        )),
        _ => Ok(UserWeights::default()),
    }
}

/// How many runs of a sweep raised errors, and the first one.
fn run_errors(s: &Sweep) -> Option<(usize, String)> {
    (s.errors > 0).then(|| (s.errors, s.first_error.clone().unwrap_or_default()))
}

fn error_note(s: &Sweep) -> String {
    match &s.first_error {
        Some(e) => format!("; {} run(s) raised errors (first: {e})", s.errors),
        None => String::new(),
    }
}
