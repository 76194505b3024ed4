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
    let (wall, _, end) = timed_run(m, goal);
    (wall, end)
}

/// Runs `goal` once without profiling: wall-clock time, the thread's CPU time (when
/// there is a thread clock) and how it ended.
fn timed_run(m: &mut Machine, goal: &Term) -> (Duration, Option<Duration>, RunEnd) {
    let cpu_start = thread_cpu_time();
    let start = Instant::now();
    let outcome = m.run_once(goal);
    let wall = start.elapsed();
    let cpu = thread_cpu_time()
        .zip(cpu_start)
        .map(|(end, start)| end.saturating_sub(start));
    (wall, cpu, run_end(m, outcome))
}

/// The median time of `runs` unprofiled runs of `goal` after one warm-up run (CPU
/// time when there is a thread clock): what one run costs once caches, atom tables
/// and stacks are warm.
pub fn warm_run_time(m: &mut Machine, goal: &Term, runs: usize) -> Duration {
    let _ = timed_run(m, goal);
    median(
        (0..runs.max(1))
            .map(|_| {
                let (wall, cpu, _) = timed_run(m, goal);
                cpu.unwrap_or(wall)
            })
            .collect(),
    )
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
/// Times are the thread's CPU time (wall-clock time without a thread clock): the
/// time attributed on the profile's (wall-clock) clock less the run's waits for a
/// core (its wall-clock time less its CPU time; see [`attributed_cpu`]).
#[derive(Clone, Debug, PartialEq)]
pub struct Overhead {
    /// Runs of each kind.
    pub runs: usize,
    /// Cost centres instrumented (`rcc` excluded).
    pub centres: usize,
    /// Median time without profiling.
    pub unprofiled: Duration,
    /// Median time with profiling.
    pub profiled: Duration,
    /// Median time the profiler attributes to all cost centres together (its own
    /// estimated time per hook and its run loop's per inference subtracted).
    pub attributed: Duration,
    /// The profiler's calibrated own time per switch of centre (ns).
    pub hook_ns: u64,
    /// Median time subtracted for the hooks in a run (`hook_ns` per interval).
    pub hooks: Duration,
    /// The profiled run loop's calibrated own time per inference (ns).
    pub loop_ns_per_inference: f64,
    /// Median time subtracted for the profiled run loop in a run.
    pub run_loop: Duration,
}

impl Overhead {
    /// Profiled / unprofiled time.
    pub fn ratio(&self) -> f64 {
        self.profiled.as_secs_f64() / self.unprofiled.as_secs_f64().max(1e-12)
    }

    /// The paper's Est.Dev.: how far the time attributed to the centres is from the
    /// unprofiled run's time, relative to it (0 = the profiler's times are exact;
    /// positive when it attributes more).
    pub fn est_dev(&self) -> f64 {
        let (a, u) = (self.attributed.as_secs_f64(), self.unprofiled.as_secs_f64());
        (a - u) / u.max(1e-12)
    }
}

/// Measures [`Overhead`] over `runs` alternating unprofiled and profiled runs (after
/// one warm-up run of each).
pub fn overhead(m: &mut Machine, goal: &Term, spec: &CcSpec, runs: usize) -> Overhead {
    let _ = time_once(m, goal);
    let warm = profile_once(m, goal, spec);
    let centres = warm.profile.instrumented_centres();
    let (mut plain, mut prof, mut attributed) = (Vec::new(), Vec::new(), Vec::new());
    let (mut hook_ns, mut hooks, mut run_loop) = (Vec::new(), Vec::new(), Vec::new());
    for _ in 0..runs {
        let (wall, cpu, _) = timed_run(m, goal);
        plain.push(cpu.unwrap_or(wall));
        let run = profile_once(m, goal, spec);
        prof.push(run.cpu.unwrap_or(run.wall));
        let on_clock = Duration::from_nanos(run.profile.sum_of_centres().get(Metric::Ticks));
        attributed.push(attributed_cpu(on_clock, run.wall, run.cpu));
        hook_ns.push(Duration::from_nanos(run.profile.hook_ns));
        hooks.push(Duration::from_nanos(run.profile.hook_total_ns));
        run_loop.push(Duration::from_nanos(run.profile.loop_total_ns));
    }
    Overhead {
        runs,
        centres,
        unprofiled: median(plain),
        profiled: median(prof),
        attributed: median(attributed),
        hook_ns: median(hook_ns).as_nanos() as u64,
        hooks: median(hooks),
        loop_ns_per_inference: warm.profile.loop_ns_per_inference,
        run_loop: median(run_loop),
    }
}

/// The CPU time the centres of a run were attributed, from `on_clock`, what they
/// were attributed on the profile's wall clock (the hooks' calibrated own time
/// already subtracted), and the run's `wall`-clock and `cpu` time: `on_clock` less
/// the time the thread waited for a core (`wall - cpu`). Not `on_clock` scaled by
/// `cpu / wall`: the hooks' time was calibrated without waits, so scaling would
/// shrink what was subtracted for them by the same factor and attribute part of
/// the profiler's own time to the centres, more the more loaded the machine.
pub fn attributed_cpu(on_clock: Duration, wall: Duration, cpu: Option<Duration>) -> Duration {
    match cpu {
        Some(cpu) => on_clock.saturating_sub(wall.saturating_sub(cpu)),
        None => on_clock,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn overhead(unprofiled: u64, profiled: u64, attributed: u64) -> Overhead {
        Overhead {
            runs: 1,
            centres: 1,
            unprofiled: Duration::from_millis(unprofiled),
            profiled: Duration::from_millis(profiled),
            attributed: Duration::from_millis(attributed),
            hook_ns: 0,
            hooks: Duration::ZERO,
            loop_ns_per_inference: 0.0,
            run_loop: Duration::ZERO,
        }
    }

    #[test]
    fn est_dev_is_the_attributed_time_against_the_unprofiled_run_not_the_overhead() {
        // Profiling doubled the run, but the centres were charged the unprofiled
        // run's time exactly: no deviation.
        let exact = overhead(100, 200, 100);
        assert_eq!(exact.ratio(), 2.0);
        assert_eq!(exact.est_dev(), 0.0);
        // Charged 5% too much, or 10% too little.
        assert!((overhead(100, 130, 105).est_dev() - 0.05).abs() < 1e-12);
        assert!((overhead(100, 130, 90).est_dev() + 0.10).abs() < 1e-12);
    }

    #[test]
    fn attributed_time_loses_the_waits_for_a_core_not_a_share_of_the_hooks() {
        let ms = Duration::from_millis;
        // 100 ms of work and 80 ms of hooks (subtracted on the clock) ran in 180 ms
        // of CPU time, stretched to 540 ms of wall-clock time by a loaded machine:
        // 460 ms on the clock, of which 360 ms were waits. The work is 100 ms.
        assert_eq!(attributed_cpu(ms(460), ms(540), Some(ms(180))), ms(100));
        // Unloaded, wall-clock and CPU time agree and nothing changes.
        assert_eq!(attributed_cpu(ms(100), ms(180), Some(ms(180))), ms(100));
        // Without a thread clock, what the clock says.
        assert_eq!(attributed_cpu(ms(100), ms(540), None), ms(100));
        // Waits never take it below zero.
        assert_eq!(attributed_cpu(ms(10), ms(540), Some(ms(20))), ms(0));
    }

    #[test]
    fn the_median_is_the_middle_duration() {
        let ms = Duration::from_millis;
        assert_eq!(median(vec![ms(3), ms(1), ms(2)]), ms(2));
        assert_eq!(median(Vec::new()), Duration::ZERO);
    }
}
