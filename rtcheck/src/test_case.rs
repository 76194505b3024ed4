//! Running `:- test` assertions.
//!
//! A test runs its predicate on the inputs its calls part gives (values from
//! `A = [a,b,c]`, generated inputs for type properties) and judges every run:
//! - by default the call must succeed; `fails` expects no solution and
//!   `possibly_fails`, `exception(E)` and `throws(Es)` allow none;
//! - an exception is an error unless `exception(E)` or `throws(Es)` expects it;
//!   `exception(E)` makes a run without one an error too;
//! - the success part must be entailed on every exit (up to `try_sols(N)`
//!   exits), as [`crate::success`] checks it;
//! - `not_fails`, `is_det`, `det`, `semidet`, `multi`, `non_det`,
//!   `num_solutions(N)` and `solutions(L)` are checked on the solutions found;
//! - `times(N)` runs each input N times.
//!
//! A test is `checked` only when every run was judged and passed: a run stopped
//! by a limit, a property that cannot be checked at run time or no run at all
//! leaves it undecided. Cost properties of tests are checked by
//! [`Checker::check_comp`] like those of any assertion.

use crate::check::{
    goal_of, show, show_short, success_counterexample, Checker, Target, CYCLIC_ANSWER,
};
use crate::gen::{substitute, Input};
use crate::measure::{run, shift_vars, RunRecord, UserWeights, MAX_SOLUTIONS};
use crate::success::{check_exit, run_limited, Failure};
use costlog_assertions::{Assertion, CompProp, Resource, Status};
use costlog_assertions::{Counterexample, Observation, Verdict};
use costlog_engine::{Machine, Term, VarId};
use std::collections::HashMap;

/// What a test expects of each run, from its computational properties.
#[derive(Debug, Default)]
struct Expectation {
    /// `fails`: no solution.
    fails: bool,
    /// At least one solution (the default; `not_fails`, `det`, `multi`).
    succeeds: bool,
    /// At most one solution (`is_det`, `det`, `semidet`).
    at_most_one: bool,
    /// More than one solution (`non_det`).
    several: bool,
    /// `exception(E)`: this exception is raised.
    exception: Option<Term>,
    /// `throws(Es)`: exceptions allowed.
    throws: Vec<Term>,
    /// `num_solutions(N)`.
    count: Option<u64>,
    /// `solutions(L)`.
    solutions: Option<Vec<Term>>,
    /// `try_sols(N)`: exits whose success part is checked.
    checked_exits: usize,
    /// `times(N)`: runs per input.
    times: u64,
}

impl Expectation {
    fn of(a: &Assertion) -> Expectation {
        let mut e = Expectation {
            succeeds: true,
            checked_exits: MAX_SOLUTIONS,
            times: 1,
            ..Expectation::default()
        };
        let mut may_fail = false;
        let mut explicit_success = false;
        for (prop, _) in &a.comp {
            match prop {
                CompProp::Fails => e.fails = true,
                CompProp::NotFails | CompProp::Multi => explicit_success = true,
                CompProp::IsDet | CompProp::Semidet => e.at_most_one = true,
                CompProp::Det => {
                    explicit_success = true;
                    e.at_most_one = true;
                }
                CompProp::NonDet => e.several = true,
                CompProp::PossiblyFails => may_fail = true,
                CompProp::Exception(ball) => e.exception = Some(ball.clone()),
                CompProp::Throws(balls) => e.throws.extend(balls.iter().cloned()),
                CompProp::NumSolutions(n) => e.count = Some(*n),
                CompProp::Solutions(l) => e.solutions = Some(l.clone()),
                CompProp::TrySols(n) => e.checked_exits = *n as usize,
                CompProp::Times(n) => e.times = *n,
                CompProp::NoException
                | CompProp::PossiblyNondet
                | CompProp::Terminates
                | CompProp::Cost { .. }
                | CompProp::RelCost { .. } => {}
            }
        }
        let may_not_succeed = e.fails
            || may_fail
            || e.exception.is_some()
            || !e.throws.is_empty()
            || e.count == Some(0)
            || e.solutions.as_ref().is_some_and(|l| l.is_empty());
        e.succeeds = explicit_success || !may_not_succeed;
        e
    }
}

/// The verdict on one run.
enum Judgement {
    Pass,
    /// The run could not be judged (a limit stopped it), and why.
    Unjudged(String),
    /// The run does not behave as expected: what happened.
    Fail(String),
    /// The success part does not hold on this exit.
    ExitFail(Failure, Vec<Term>),
}

/// Renumbers `t`'s variables above `above`, so that it shares none with terms
/// numbered below.
fn apart(t: &Term, above: VarId) -> Term {
    shift_vars(t, above + 1)
}

fn max_var(terms: &[&Term]) -> VarId {
    let mut max = 0;
    for t in terms {
        crate::success::max_var(t, &mut max);
    }
    max
}

impl Checker<'_> {
    /// The verdict on the `:- test` assertion of `target`: its runs judged, then its
    /// cost properties checked on its input. A counterexample to any part makes it
    /// `false`; it is `checked` only when every part was run and held.
    pub fn check_test(&mut self, target: &Target) -> Verdict {
        let mut results = vec![self.run_test(target)];
        for (c, _) in &target.assertion.comp {
            if matches!(c, CompProp::Cost { .. } | CompProp::RelCost { .. }) {
                results.push(self.check_comp(target, c));
            }
        }
        if let Some(i) = results.iter().position(|r| r.status == Status::False) {
            return results.swap_remove(i);
        }
        let all_held = results.iter().all(|r| r.observation().is_some());
        let mut v = results.swap_remove(0);
        if all_held {
            v.status = Status::Checked;
        }
        v
    }

    /// Runs the test of `target` and judges every run.
    fn run_test(&mut self, target: &Target) -> Verdict {
        let a = target.assertion;
        let expect = Expectation::of(a);
        let limits = self.exit_limits();
        let prop_limits = self.prop_limits();
        let mut judged = 0usize;
        let mut unjudged: Option<String> = None;
        let mut visit = |m: &mut Machine, input: &Input, first: &RunRecord| {
            for round in 0..expect.times {
                let again;
                let rec = if round == 0 {
                    first
                } else {
                    let goal = goal_of(a, &input.args);
                    again = run(m, &goal, &Resource::STEPS, UserWeights::default(), limits);
                    &again
                };
                match judge(m, a, &expect, input, rec, prop_limits) {
                    Judgement::Pass => judged += 1,
                    Judgement::Unjudged(why) => {
                        unjudged.get_or_insert(why);
                        return None;
                    }
                    Judgement::ExitFail(failure, out) => {
                        return Some((success_counterexample(a, input, &out, &failure), 0.0));
                    }
                    Judgement::Fail(what) => {
                        let cex = Counterexample {
                            goal: show(&goal_of(a, &input.args)),
                            shape: input.shape.to_string(),
                            sizes: Vec::new(),
                            observed: rec.solution_count() as f64,
                            bound: None,
                            note: what,
                        };
                        return Some((cex, 0.0));
                    }
                }
            }
            None
        };
        let (sweep, cex) = self.sweep_exits(target, &mut visit);
        if let Some(c) = cex {
            return Verdict::refuted(c);
        }
        if let Some(why) = unjudged {
            return Verdict::untested(format!("the test could not be judged: {why}"));
        }
        if judged == 0 {
            return Verdict::untested(
                "no input satisfied the test's calls part, so the test never ran",
            );
        }
        Verdict::observed(Observation {
            runs: sweep.runs,
            largest_size: sweep.largest,
            max_ratio: None,
            summary: format!("{judged} run(s) passed"),
            errors: None,
            stated: None,
            contested: false,
        })
    }
}

/// Judges one run of a test.
fn judge(
    m: &mut Machine,
    a: &Assertion,
    expect: &Expectation,
    input: &Input,
    rec: &RunRecord,
    prop_limits: crate::success::PropLimits,
) -> Judgement {
    if rec.limit_hit {
        return Judgement::Unjudged(format!(
            "{} on {}",
            rec.error.clone().unwrap_or_default(),
            show_short(&goal_of(a, &input.args))
        ));
    }
    // The assertion's variables stand for the input's values in expected terms.
    let head: HashMap<VarId, Term> = a
        .head_vars()
        .into_iter()
        .zip(&input.args)
        .filter_map(|(h, v)| h.map(|h| (h, v.clone())))
        .collect();
    let instantiate = |t: &Term| substitute(t, &head);
    if let Some(text) = &rec.error {
        let Some(ball) = &rec.ball else {
            return Judgement::Fail(text.clone());
        };
        let allowed: Vec<Term> = expect
            .exception
            .iter()
            .chain(&expect.throws)
            .map(instantiate)
            .collect();
        for e in &allowed {
            let ball = apart(ball, max_var(&[e]));
            if run_limited(m, &Term::compound("=", vec![ball, e.clone()]), prop_limits) == Ok(true)
            {
                return Judgement::Pass;
            }
        }
        return Judgement::Fail(format!("the call raised an unexpected exception: {text}"));
    }
    if let Some(e) = &expect.exception {
        let what = if rec.solution_count() > 0 {
            "succeeded"
        } else {
            "failed"
        };
        return Judgement::Fail(format!(
            "expected the exception `{}`, but the call {what}",
            show(e)
        ));
    }
    let n = rec.solution_count();
    let all = rec.exhausted;
    if expect.fails && n > 0 {
        return Judgement::Fail("the call succeeded, expected it to fail".into());
    }
    if expect.succeeds && n == 0 {
        return Judgement::Fail("the call failed".into());
    }
    if expect.at_most_one && n > 1 {
        return Judgement::Fail("the call has more than one solution".into());
    }
    if expect.several && all && n <= 1 {
        return Judgement::Fail(format!("the call has {n} solution(s), expected several"));
    }
    if let Some(k) = expect.count {
        if all && n as u64 != k || n as u64 > k {
            return Judgement::Fail(format!("the call has {n} solution(s), expected {k}"));
        }
        if !all {
            return Judgement::Unjudged(format!("stopped after {n} solutions"));
        }
    }
    if rec.cyclic_answer {
        return Judgement::Unjudged(CYCLIC_ANSWER.into());
    }
    if let Some(expected) = &expect.solutions {
        if !all {
            return Judgement::Unjudged(format!("stopped after {n} solutions"));
        }
        if let Some(why) = solutions_differ(m, a, rec, expected, prop_limits) {
            return Judgement::Fail(why);
        }
    }
    for out in rec.solutions.iter().take(expect.checked_exits) {
        match check_exit(m, a, out, prop_limits) {
            Ok(()) => {}
            Err(Failure::Unsupported(why)) => return Judgement::Unjudged(why),
            Err(failure) => return Judgement::ExitFail(failure, out.clone()),
        }
    }
    Judgement::Pass
}

/// Why the head instances after each solution differ from `expected`, if they do
/// (compared as a whole, up to renaming of variables).
fn solutions_differ(
    m: &mut Machine,
    a: &Assertion,
    rec: &RunRecord,
    expected: &[Term],
    limits: crate::success::PropLimits,
) -> Option<String> {
    let mut top = max_var(&expected.iter().collect::<Vec<_>>());
    let found: Vec<Term> = rec
        .solutions
        .iter()
        .map(|args| {
            let t = apart(&goal_of(a, args), top);
            top = max_var(&[&t]);
            t
        })
        .collect();
    let same = Term::compound(
        "=@=",
        vec![Term::list(found.clone()), Term::list(expected.to_vec())],
    );
    match run_limited(m, &same, limits) {
        Ok(true) => None,
        _ => Some(format!(
            "the solutions are {}, expected {}",
            show_short(&Term::list(found)),
            show_short(&Term::list(expected.to_vec()))
        )),
    }
}
