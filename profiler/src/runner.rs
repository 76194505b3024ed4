//! Running a goal with and without the profiler.
//!
//! A run is the goal's first solution (or its failure): the profile is taken when the
//! goal exits, fails or raises an error, like a `rel_cost` check's "whole run".

use costlog_engine::clock::thread_cpu_time;
use costlog_engine::profile::{CcSpec, Metric, Profile};
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
    /// CPU time the thread ran during the run (`None` without a thread clock).
    pub cpu: Option<Duration>,
}

impl ProfiledRun {
    /// How much longer the run took than the thread ran (wall / CPU time, at least
    /// 1): about 1 for a run nothing interrupted; a run during which the thread
    /// waited for a core charged that wait to whichever centre was open, so its
    /// time shares are distorted. 1 when there is no thread clock.
    pub fn disturbance(&self) -> f64 {
        match self.cpu {
            Some(cpu) if !cpu.is_zero() => (self.wall.as_secs_f64() / cpu.as_secs_f64()).max(1.0),
            _ => 1.0,
        }
    }
}

/// Runs `goal` once under the profiler with cost centres `spec`.
pub fn profile_once(m: &mut Machine, goal: &Term, spec: &CcSpec) -> ProfiledRun {
    m.start_profile(spec);
    let cpu_start = thread_cpu_time();
    let start = Instant::now();
    let outcome = m.run_once(goal);
    let wall = start.elapsed();
    let cpu = thread_cpu_time()
        .zip(cpu_start)
        .map(|(end, start)| end.saturating_sub(start));
    let profile = m.finish_profile();
    ProfiledRun {
        profile,
        end: run_end(m, outcome),
        wall,
        cpu,
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

/// What profiling costs on one goal (the paper's overhead and `Est.Dev.` columns).
#[derive(Clone, Debug, PartialEq)]
pub struct Overhead {
    /// Runs of each kind.
    pub runs: usize,
    /// Cost centres instrumented (`rcc` excluded).
    pub centres: usize,
    /// Median wall-clock time without profiling.
    pub unprofiled: Duration,
    /// Median wall-clock time with profiling.
    pub profiled: Duration,
    /// Median time the profiler attributes to all cost centres together.
    pub attributed: Duration,
}

impl Overhead {
    /// Profiled / unprofiled time.
    pub fn ratio(&self) -> f64 {
        self.profiled.as_secs_f64() / self.unprofiled.as_secs_f64().max(1e-12)
    }

    /// Attributed time / unprofiled time (1.0 = the profiler's times are exact).
    pub fn est_dev(&self) -> f64 {
        self.attributed.as_secs_f64() / self.unprofiled.as_secs_f64().max(1e-12)
    }

    /// As text.
    pub fn render(&self, goal: &str) -> String {
        format!(
            "profiling overhead of `{goal}` ({} runs each, {} cost centres):\n  unprofiled {:.3} ms, profiled {:.3} ms, ratio {:.3}\n  time attributed to cost centres {:.3} ms, {:.3} of the unprofiled run\n",
            self.runs,
            self.centres,
            ms(self.unprofiled),
            ms(self.profiled),
            self.ratio(),
            ms(self.attributed),
            self.est_dev()
        )
    }
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1e3
}

/// Measures [`Overhead`] over `runs` alternating unprofiled and profiled runs (after
/// one warm-up run of each).
pub fn overhead(m: &mut Machine, goal: &Term, spec: &CcSpec, runs: usize) -> Overhead {
    let _ = time_once(m, goal);
    let warm = profile_once(m, goal, spec);
    let centres = warm.profile.instrumented_centres();
    let (mut plain, mut prof, mut attributed) = (Vec::new(), Vec::new(), Vec::new());
    for _ in 0..runs {
        plain.push(time_once(m, goal).0);
        let run = profile_once(m, goal, spec);
        prof.push(run.wall);
        attributed.push(Duration::from_nanos(
            run.profile.sum_of_centres().get(Metric::Ticks),
        ));
    }
    Overhead {
        runs,
        centres,
        unprofiled: median(plain),
        profiled: median(prof),
        attributed: median(attributed),
    }
}
