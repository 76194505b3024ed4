//! Checking `rel_cost(Approx, Resource, Percent)` over whole runs of an entry goal.
//!
//! The cost centre's share of the run is compared with `Percent` when the goal has
//! ended (exited or failed). Shares of counted resources (steps, unification
//! components, choice points, cuts, heap cells) are exact and come from one run; an
//! `eq` bound holds within half a percentage point (the precision of a percentage
//! written as a whole number). They come from the first run on the program as
//! loaded, whatever runs `exec_time` shares need after it. `exec_time` shares vary between runs: the median of
//! several runs is reported, and a bound is refuted only when every run is beyond
//! it by more than a margin (percentage points) plus the spread of the runs'
//! shares, the noise they measured ([`time_refutes`]). Time is the thread's CPU time
//! (`CcSpec::cpu_time`: a wait for a core is charged to no centre) and shares are
//! of the run without the garbage collector's pseudo-centre
//! (`Profile::program_share`).

use crate::runner::{profile_once, ProfiledRun, RunEnd};
use costlog_assertions::{Approx, Counterexample, Observation, Resource, Verdict};
use costlog_engine::profile::{CcSpec, Metric};
use costlog_engine::{Machine, Term};

/// Tolerance of `eq` on exact shares, in percentage points.
pub const EQ_TOLERANCE: f64 = 0.5;

/// A profiled run whose wall-clock time exceeds the thread's CPU time by more
/// than this factor was interrupted (the thread waited for a core): its time
/// shares are not used while undisturbed runs can be had.
pub const MAX_DISTURBANCE: f64 = 1.05;

/// One `rel_cost` property to check.
#[derive(Clone, Debug, PartialEq)]
pub struct RelCostCheck {
    /// The cost centre (`p/N`, or a literal cost centre's name).
    pub centre: String,
    /// `ub`, `lb` or `eq`.
    pub approx: Approx,
    /// The resource.
    pub resource: Resource,
    /// The asserted percentage.
    pub percent: f64,
}

/// Settings of the check.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RelCostConfig {
    /// Profiled runs for `exec_time` shares (median taken).
    pub time_runs: usize,
    /// Most profiled runs made to find `time_runs` undisturbed ones (see
    /// [`MAX_DISTURBANCE`]); when fewer are found, the least disturbed are used
    /// (a goal that waits, sleeping or reading, is never undisturbed: it is run
    /// this many times).
    pub max_time_runs: usize,
    /// Margin, in percentage points, by which a time share must miss its bound.
    pub time_margin: f64,
}

impl Default for RelCostConfig {
    fn default() -> Self {
        RelCostConfig {
            time_runs: 7,
            max_time_runs: 21,
            time_margin: 5.0,
        }
    }
}

/// The entry goal whose whole runs `rel_cost` properties are checked on.
#[derive(Clone, Copy, Debug)]
pub struct Entry<'a> {
    /// The goal.
    pub goal: &'a Term,
    /// The goal as the user wrote it, for the verdicts' evidence.
    pub text: &'a str,
}

/// The profiler metric of an assertion resource, if the profiler measures it.
pub fn metric_of(r: &Resource) -> Option<Metric> {
    let m = match r {
        Resource::ExecTime => Metric::Ticks,
        Resource::Counted(c) => Metric::Count(*c),
        Resource::User(_) | Resource::Sols => return None,
    };
    Metric::ALL.contains(&m).then_some(m)
}

/// Whether `observed` meets `approx percent` with `tolerance` points of slack.
fn within(approx: Approx, observed: f64, percent: f64, tolerance: f64) -> bool {
    match approx {
        Approx::Ub => observed <= percent + tolerance,
        Approx::Lb => observed >= percent - tolerance,
        Approx::Eq | Approx::O => (observed - percent).abs() <= tolerance,
    }
}

/// Whether the `exec_time` shares of several runs (`shares`, sorted ascending,
/// not empty) refute `approx percent`: the least share must be above an upper
/// bound, the greatest below a lower bound, by `tolerance` points plus the spread
/// of the shares (greatest minus least), so that noise as large as the runs show
/// cannot make a true bound false.
fn time_refutes(approx: Approx, shares: &[f64], percent: f64, tolerance: f64) -> bool {
    let (Some(&least), Some(&greatest)) = (shares.first(), shares.last()) else {
        return false;
    };
    let slack = tolerance + (greatest - least);
    let above = !within(Approx::Ub, least, percent, slack);
    let below = !within(Approx::Lb, greatest, percent, slack);
    match approx {
        Approx::Ub => above,
        Approx::Lb => below,
        Approx::Eq | Approx::O => above || below,
    }
}

/// Checks `checks` on runs of `goal`, with the cost centres of `base` plus those the
/// checks name.
pub fn check(
    m: &mut Machine,
    entry: Entry,
    base: &CcSpec,
    checks: &[RelCostCheck],
    config: RelCostConfig,
) -> Vec<Verdict> {
    let spec = spec_for(base, checks);
    let runs = match profiled_runs(m, entry.goal, &spec, checks, config) {
        Ok(runs) => runs,
        Err(why) => {
            return checks
                .iter()
                .map(|_| Verdict::untested(why.clone()))
                .collect()
        }
    };
    // Counted resources from the first run, on the program as loaded (as
    // `costlog profile` runs it): later runs may find what earlier ones left,
    // such as a dynamic database's indexes, and count less.
    let first: Vec<&ProfiledRun> = runs.iter().take(1).collect();
    let timed = least_disturbed(&runs, config);
    checks
        .iter()
        .map(|c| {
            let from = if c.resource == Resource::ExecTime {
                &timed
            } else {
                &first
            };
            judge(entry, c, shares_of(from, c), config)
        })
        .collect()
}

/// The cost centres of `base` plus those the checks name, the unification
/// counters when a check needs them, and time as the thread's CPU time: a wait
/// for a core, which lands in whichever centre is active, would otherwise decide
/// the share on a loaded machine.
fn spec_for(base: &CcSpec, checks: &[RelCostCheck]) -> CcSpec {
    let mut spec = base.clone();
    spec.cpu_time = true;
    for c in checks {
        if let Ok(ind) = crate::spec::parse_indicator(&c.centre) {
            spec.preds.push(ind);
        }
        spec.unification |= metric_of(&c.resource).is_some_and(Metric::needs_unification_counting);
    }
    spec
}

/// The profiled runs the shares are taken from, in the order made: one when
/// every resource is counted exactly, else until `time_runs` undisturbed ones
/// are among them (see [`MAX_DISTURBANCE`]) or `max_time_runs` were made; `Err`
/// with the reason when the entry goal raised an error.
fn profiled_runs(
    m: &mut Machine,
    goal: &Term,
    spec: &CcSpec,
    checks: &[RelCostCheck],
    config: RelCostConfig,
) -> Result<Vec<ProfiledRun>, String> {
    let timed = checks.iter().any(|c| c.resource == Resource::ExecTime);
    let (wanted, most) = if timed {
        let wanted = config.time_runs.max(1);
        (wanted, config.max_time_runs.max(wanted))
    } else {
        (1, 1)
    };
    let mut runs: Vec<ProfiledRun> = Vec::new();
    while runs.len() < most
        && runs
            .iter()
            .filter(|r| r.disturbance() <= MAX_DISTURBANCE)
            .count()
            < wanted
    {
        let run = profile_once(m, goal, spec);
        if let RunEnd::Error(e) = &run.end {
            return Err(format!("the entry goal raised an error: {e}"));
        }
        runs.push(run);
    }
    Ok(runs)
}

/// The `time_runs` least disturbed of `runs`, what `exec_time` shares are
/// taken from.
fn least_disturbed(runs: &[ProfiledRun], config: RelCostConfig) -> Vec<&ProfiledRun> {
    let mut sorted: Vec<&ProfiledRun> = runs.iter().collect();
    sorted.sort_by(|a, b| a.disturbance().total_cmp(&b.disturbance()));
    sorted.truncate(config.time_runs.max(1));
    sorted
}

/// The shares of `c`'s centre in `runs`, sorted ascending; `None` when the
/// profiler does not measure `c`'s resource. A centre never entered has a share
/// of 0.
fn shares_of(runs: &[&ProfiledRun], c: &RelCostCheck) -> Option<Vec<f64>> {
    let metric = metric_of(&c.resource)?;
    let mut shares: Vec<f64> = runs
        .iter()
        .filter_map(|run| {
            let centre = run.profile.centre_index(&c.centre)?;
            Some(run.profile.program_share(centre, metric))
        })
        .collect();
    if shares.is_empty() {
        shares.push(0.0);
    }
    shares.sort_by(f64::total_cmp);
    Some(shares)
}

/// The verdict on `c` from its centre's `shares` (sorted ascending, not empty):
/// the median observed, refuted as [`within`] says for exact shares and as
/// [`time_refutes`] says for time shares.
fn judge(
    entry: Entry,
    c: &RelCostCheck,
    shares: Option<Vec<f64>>,
    config: RelCostConfig,
) -> Verdict {
    let Some(s) = shares else {
        return Verdict::untested(format!(
            "the profiler does not measure shares of `{}`",
            c.resource.name()
        ));
    };
    let observed = s[s.len() / 2];
    let n = s.len();
    let time = c.resource == Resource::ExecTime;
    let tolerance = match (time, c.approx) {
        (true, Approx::Eq | Approx::O) => EQ_TOLERANCE + config.time_margin,
        (true, _) => config.time_margin,
        (false, Approx::Eq | Approx::O) => EQ_TOLERANCE,
        (false, _) => 0.0,
    };
    let stated = format!("rel_cost(eq, {}, {observed:.2})", c.resource.name());
    let refuted = if time {
        time_refutes(c.approx, &s, c.percent, tolerance)
    } else {
        !within(c.approx, observed, c.percent, tolerance)
    };
    if !refuted {
        return Verdict::observed(Observation {
            runs: n,
            largest_size: 0,
            max_ratio: Some(observed / c.percent.max(f64::MIN_POSITIVE)),
            summary: format!(
                "{observed:.2}% of the run of `{}`, {n} profiled run(s)",
                entry.text
            ),
            errors: None,
            stated: Some(stated),
            contested: false,
        });
    }
    let note = if time {
        format!(
            "median share of {n} profiled runs; every run ({:.2}% to {:.2}%) outside the bound by more than the {} point margin and their spread",
            s[0],
            s[n - 1],
            config.time_margin
        )
    } else {
        "share of the whole run (exact count)".to_string()
    };
    Verdict::refuted(Counterexample {
        goal: entry.text.to_string(),
        shape: "entry".into(),
        sizes: Vec::new(),
        observed: (observed * 100.0).round() / 100.0,
        bound: Some(c.percent),
        note: format!("Because: obs {stated} ({note})"),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bounds_with_tolerance() {
        assert!(within(Approx::Ub, 55.0, 55.0, 0.0));
        assert!(!within(Approx::Ub, 55.01, 55.0, 0.0));
        assert!(within(Approx::Ub, 59.0, 55.0, 5.0));
        assert!(within(Approx::Lb, 40.0, 45.0, 5.0));
        assert!(!within(Approx::Lb, 39.0, 45.0, 5.0));
        assert!(within(Approx::Eq, 48.4, 48.0, EQ_TOLERANCE));
        assert!(!within(Approx::Eq, 48.6, 48.0, EQ_TOLERANCE));
    }

    #[test]
    fn time_shares_refute_only_beyond_margin_and_spread() {
        // qsort2 on sorted input: every run near 99% against ub 55.
        assert!(time_refutes(Approx::Ub, &[98.9, 99.2, 99.4], 55.0, 5.0));
        // Uniform input, one disturbed run at 63%: the median (50%) holds, and
        // even the least share is not beyond 55 + 5 + spread.
        assert!(!time_refutes(Approx::Ub, &[47.0, 50.0, 63.0], 55.0, 5.0));
        // All runs at 62-70%: beyond 60 but inside the 8-point spread.
        assert!(!time_refutes(Approx::Ub, &[62.0, 66.0, 70.0], 55.0, 5.0));
        // Tight runs at 62-63%: refuted.
        assert!(time_refutes(Approx::Ub, &[62.0, 62.5, 63.0], 55.0, 5.0));
        // Lower bounds look at the greatest share; eq at both sides.
        assert!(time_refutes(Approx::Lb, &[10.0, 11.0], 45.0, 5.0));
        assert!(!time_refutes(Approx::Lb, &[10.0, 38.0], 45.0, 5.0));
        assert!(time_refutes(Approx::Eq, &[10.0, 11.0], 45.0, 5.5));
        assert!(!time_refutes(Approx::Eq, &[44.0, 46.0], 45.0, 5.5));
        assert!(!time_refutes(Approx::Ub, &[], 45.0, 5.0));
    }
}
