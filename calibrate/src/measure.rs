//! Measurement: the cost vector and the execution time of every calibration point.
//!
//! A point is one program of a suite at one size. Each program is consulted once
//! into a fresh [`Machine`]; at each size its goal then runs
//!
//! 1. once with the engine's counters on, giving the cost vector
//!    `C = [steps, nargs, giunif, gounif, viunif, vounif, builtins]` (see
//!    [`COMPONENTS`]);
//! 2. with the counters off: warm-up runs, then repetitions until the time budget
//!    of the point is spent (and at least a minimum number of them); the time of
//!    the point is the median.
//!
//! Every run is a fresh query of the goal (the generated inputs are put on the
//! heap before the clock starts); the heap returns to its previous state after
//! each run. Only the run to the first solution is timed and counted.
//!
//! Time is the CPU time of the engine thread ([`Clock::Thread`]), as Prolog
//! systems' `statistics(runtime, _)`: other processes on the machine then
//! disturb the measurement much less than they disturb the wall clock.

use crate::fit::Observation;
use crate::suite::{Program, Suite};
use costlog_engine::machine::events::UnifCounts;
use costlog_engine::{Limits, Machine, Outcome, Severity, Term};
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use std::io::IsTerminal;
use std::time::{Duration, Instant};

/// The cost components measured, in the order of every cost vector: resolution
/// steps, the unification components of DESIGN.md, and builtin calls (including
/// inline `is/2` evaluations, see `UnifCounts::builtins`).
pub const COMPONENTS: [&str; 7] = [
    "steps", "nargs", "giunif", "gounif", "viunif", "vounif", "builtins",
];

/// A cost vector, in the order of [`COMPONENTS`].
pub type CostVector = [u64; COMPONENTS.len()];

/// The clock runs are timed with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Clock {
    /// CPU time of the calling thread (wall-clock time where unavailable).
    Thread,
    /// Wall-clock time.
    Wall,
}

impl Clock {
    /// Runs `f` and returns its result with the time it took on this clock.
    pub fn time<T>(self, f: impl FnOnce() -> T) -> (T, Duration) {
        if self == Clock::Thread {
            if let Some(start) = thread_cpu_time() {
                let r = f();
                let end = thread_cpu_time().unwrap_or(start);
                return (r, end.saturating_sub(start));
            }
        }
        let start = Instant::now();
        let r = f();
        (r, start.elapsed())
    }
}

/// CPU time consumed by the calling thread so far.
#[cfg(unix)]
fn thread_cpu_time() -> Option<Duration> {
    let mut ts = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: `ts` is a valid, writable timespec; the call only writes into it.
    let r = unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut ts) };
    if r != 0 {
        return None;
    }
    Some(Duration::new(
        u64::try_from(ts.tv_sec).ok()?,
        u32::try_from(ts.tv_nsec).ok()?,
    ))
}

/// CPU time consumed by the calling thread so far (unavailable here).
#[cfg(not(unix))]
fn thread_cpu_time() -> Option<Duration> {
    None
}

/// How long and how often to run each point.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Options {
    /// Measure the suites' `quick_sizes` instead of their `sizes`.
    pub quick: bool,
    /// Time spent on the timed repetitions of one point (more runs may follow
    /// to reach `min_reps`).
    pub budget: Duration,
    /// Time spent on warm-up runs of one point (at least one run).
    pub warm_up: Duration,
    /// Fewest timed repetitions per point.
    pub min_reps: usize,
    /// Most timed repetitions per point.
    pub max_reps: usize,
    /// Wall-clock limit of a single run: a goal that runs longer is an error.
    pub run_limit: Duration,
    /// The clock of the timed runs.
    pub clock: Clock,
}

impl Options {
    /// A full calibration.
    pub fn full() -> Options {
        Options {
            quick: false,
            budget: Duration::from_millis(150),
            warm_up: Duration::from_millis(20),
            min_reps: 5,
            max_reps: 2000,
            run_limit: Duration::from_secs(30),
            clock: Clock::Thread,
        }
    }

    /// A short calibration (tests, CI): fewer sizes and a small budget.
    pub fn quick() -> Options {
        Options {
            quick: true,
            budget: Duration::from_millis(15),
            warm_up: Duration::from_millis(2),
            min_reps: 3,
            ..Options::full()
        }
    }
}

/// One measured point.
#[derive(Clone, Debug, PartialEq)]
pub struct Point {
    /// The suite's name.
    pub suite: String,
    /// The program's name.
    pub program: String,
    /// The size.
    pub size: u64,
    /// The cost vector and the time.
    pub measured: Measured,
}

/// What one point measures.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Measured {
    /// The cost vector, in the order of [`COMPONENTS`].
    pub costs: CostVector,
    /// Median time of the timed runs, in nanoseconds.
    pub time_ns: f64,
    /// Number of timed runs.
    pub repetitions: usize,
}

impl Point {
    /// `suite/program`: the name of the point's program in fit reports.
    pub fn program_id(&self) -> String {
        format!("{}/{}", self.suite, self.program)
    }

    /// The point as an observation of the fit.
    pub fn observation(&self) -> Observation {
        Observation {
            program: self.program_id(),
            costs: self.measured.costs.iter().map(|c| *c as f64).collect(),
            time_ns: self.measured.time_ns,
        }
    }
}

/// The cost vector of counters, in the order of [`COMPONENTS`].
pub fn cost_vector(c: &UnifCounts) -> CostVector {
    [
        c.steps, c.nargs, c.giunif, c.gounif, c.viunif, c.vounif, c.builtins,
    ]
}

/// Every point as an observation of the fit.
pub fn observations(points: &[Point]) -> Vec<Observation> {
    points.iter().map(Point::observation).collect()
}

/// A calibration program that cannot be measured.
#[derive(Debug, thiserror::Error)]
pub enum MeasureError {
    /// The program's file does not load (unreadable, syntax errors...).
    #[error("calibration program {program}: {file} does not load: {message}")]
    Load {
        /// `suite/program`.
        program: String,
        /// The file.
        file: String,
        /// Why.
        message: String,
    },
    /// The goal does not succeed at some size.
    #[error("calibration program {program} at size {size}: {message}")]
    Run {
        /// `suite/program`.
        program: String,
        /// The size.
        size: u64,
        /// What happened (failure, error, time limit).
        message: String,
    },
}

/// Measures every point of every suite, showing progress on stderr when it is a
/// terminal. Runs the engine on the calling thread, which needs a large stack for
/// big generated inputs (the command runs it on its engine thread).
pub fn measure_all(suites: &[Suite], opts: &Options) -> Result<Vec<Point>, MeasureError> {
    let total: usize = suites
        .iter()
        .flat_map(|s| &s.programs)
        .map(|p| p.sizes(opts.quick).len())
        .sum();
    let bar = progress_bar(total as u64);
    let mut points = Vec::with_capacity(total);
    for suite in suites {
        bar.set_prefix(suite.name.clone());
        for program in &suite.programs {
            points.extend(measure_program(suite, program, opts, &bar)?);
        }
    }
    bar.finish_and_clear();
    Ok(points)
}

fn progress_bar(len: u64) -> ProgressBar {
    let target = if std::io::stderr().is_terminal() {
        ProgressDrawTarget::stderr()
    } else {
        ProgressDrawTarget::hidden()
    };
    let bar = ProgressBar::with_draw_target(Some(len), target);
    if let Ok(style) =
        ProgressStyle::with_template("calibrating {prefix} {bar:30} {pos}/{len} {msg} [{elapsed}]")
    {
        bar.set_style(style);
    }
    bar
}

/// Measures one program at each of its sizes, advancing `bar` per point.
pub fn measure_program(
    suite: &Suite,
    program: &Program,
    opts: &Options,
    bar: &ProgressBar,
) -> Result<Vec<Point>, MeasureError> {
    let id = format!("{}/{}", suite.name, program.name);
    let mut m = load_machine(&id, program)?;
    let mut points = Vec::new();
    for &size in program.sizes(opts.quick) {
        bar.set_message(format!("{} N={size}", program.name));
        let run_err = |message: String| MeasureError::Run {
            program: id.clone(),
            size,
            message,
        };
        let goal = program.goal_at(size).map_err(run_err)?;
        let measured = measure_point(&mut m, &goal, opts).map_err(run_err)?;
        points.push(Point {
            suite: suite.name.clone(),
            program: program.name.clone(),
            size,
            measured,
        });
        bar.inc(1);
    }
    Ok(points)
}

/// A fresh machine with the program's file consulted; errors in the file (not
/// warnings) make it unusable.
pub fn load_machine(id: &str, program: &Program) -> Result<Machine, MeasureError> {
    let mut m = Machine::new();
    let load_err = |message: String| MeasureError::Load {
        program: id.to_string(),
        file: program.file.display().to_string(),
        message,
    };
    let report = m
        .consult_file(&program.file)
        .map_err(|e| load_err(e.to_string()))?;
    let errors: Vec<String> = report
        .diagnostics
        .iter()
        .filter(|d| d.severity == Severity::Error)
        .map(|d| describe_diagnostic(&m, d))
        .collect();
    if !errors.is_empty() {
        return Err(load_err(errors.join("; ")));
    }
    Ok(m)
}

fn describe_diagnostic(m: &Machine, d: &costlog_engine::Diagnostic) -> String {
    let line = d.file.and_then(|f| m.sources().get(f as usize)).map(|src| {
        costlog_engine::reader::LineIndex::new(&src.text)
            .line_col(d.span.start)
            .0
    });
    match line {
        Some(l) => format!("line {l}: {}", d.message),
        None => d.message.clone(),
    }
}

/// Measures `goal` on a loaded machine: the cost vector of a counted run, the
/// median time of the timed runs and their number.
pub fn measure_point(m: &mut Machine, goal: &Term, opts: &Options) -> Result<Measured, String> {
    let costs = counted_run(m, goal, opts.run_limit)?;
    let warm = Instant::now();
    loop {
        timed_run(m, goal, opts)?;
        if warm.elapsed() >= opts.warm_up {
            break;
        }
    }
    let mut times = Vec::new();
    let start = Instant::now();
    while times.len() < opts.min_reps
        || (start.elapsed() < opts.budget && times.len() < opts.max_reps)
    {
        times.push(timed_run(m, goal, opts)?.as_nanos() as f64);
    }
    Ok(Measured {
        costs,
        time_ns: median(&mut times),
        repetitions: times.len(),
    })
}

/// One run with the counters on: the cost vector up to the first solution.
pub fn counted_run(m: &mut Machine, goal: &Term, limit: Duration) -> Result<CostVector, String> {
    m.set_counting(true);
    m.reset_counts();
    let outcome = run_once(m, goal, limit, Clock::Wall);
    let counts = m.total_counts();
    m.set_counting(false);
    m.reset_counts();
    outcome.map(|_| cost_vector(&counts))
}

/// One run with the counters off: the time to the first solution on the clock of
/// `opts`.
pub fn timed_run(m: &mut Machine, goal: &Term, opts: &Options) -> Result<Duration, String> {
    m.set_counting(false);
    run_once(m, goal, opts.run_limit, opts.clock)
}

fn run_once(
    m: &mut Machine,
    goal: &Term,
    limit: Duration,
    clock: Clock,
) -> Result<Duration, String> {
    m.set_limits(Limits {
        deadline: Instant::now().checked_add(limit),
        ..Limits::default()
    });
    let mut q = m.start_query(goal);
    let (outcome, elapsed) = clock.time(|| m.next_solution(&mut q));
    m.stop_query(q, false);
    m.set_limits(Limits::default());
    match outcome {
        Outcome::Solved => Ok(elapsed),
        Outcome::Failed => Err("the goal failed".into()),
        Outcome::Error(ball) => Err(format!("the goal raised {}", m.describe_error(&ball))),
        Outcome::Halted(code) => Err(format!("the goal called halt({code})")),
    }
}

/// The median of `xs` (0 when empty); sorts `xs`.
pub fn median(xs: &mut [f64]) -> f64 {
    if xs.is_empty() {
        return 0.0;
    }
    xs.sort_by(f64::total_cmp);
    let n = xs.len();
    if n % 2 == 1 {
        xs[n / 2]
    } else {
        (xs[n / 2 - 1] + xs[n / 2]) / 2.0
    }
}
