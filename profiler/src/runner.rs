//! Running a goal with and without the profiler.
//!
//! A run is the goal's first solution (or its failure): the profile is taken when the
//! goal exits, fails or raises an error, like a `rel_cost` check's "whole run".

use costlog_engine::profile::{CcSpec, Profile};
use costlog_engine::{Machine, Outcome, Term};
use std::time::{Duration, Instant};

/// How a profiled run ended.
#[derive(Clone, Debug, PartialEq)]
pub enum RunEnd {
    /// The goal succeeded.
    Succeeded,
    /// The goal failed.
    Failed,
    /// The goal raised an error (text of the error).
    Error(String),
}

/// One profiled run.
#[derive(Clone, Debug)]
pub struct ProfiledRun {
    /// The profile.
    pub profile: Profile,
    /// How the goal ended.
    pub end: RunEnd,
    /// Wall-clock time of the run.
    pub wall: Duration,
}

/// Runs `goal` once under the profiler with cost centres `spec`.
pub fn profile_once(m: &mut Machine, goal: &Term, spec: &CcSpec) -> ProfiledRun {
    m.start_profile(spec);
    let start = Instant::now();
    let outcome = m.run_once(goal);
    let wall = start.elapsed();
    let profile = m.finish_profile();
    ProfiledRun {
        profile,
        end: run_end(m, outcome),
        wall,
    }
}

/// Runs `goal` once without profiling; the wall-clock time and how it ended.
pub fn time_once(m: &mut Machine, goal: &Term) -> (Duration, RunEnd) {
    let start = Instant::now();
    let outcome = m.run_once(goal);
    let wall = start.elapsed();
    (wall, run_end(m, outcome))
}

fn run_end(m: &Machine, outcome: Outcome) -> RunEnd {
    match outcome {
        Outcome::Solved => RunEnd::Succeeded,
        Outcome::Failed => RunEnd::Failed,
        Outcome::Error(ball) => RunEnd::Error(m.describe_error(&ball)),
        Outcome::Halted(code) => RunEnd::Error(format!("the goal called halt({code})")),
    }
}

/// The median of some durations (zero for none).
pub fn median(mut xs: Vec<Duration>) -> Duration {
    xs.sort_unstable();
    xs.get(xs.len() / 2).copied().unwrap_or_default()
}
