//! Measurement: the cost vector and the execution time of every calibration point.
//!
//! A point is one program of a suite at one size. Each program is consulted once
//! into a fresh [`Machine`]; at each size its goal then runs
//!
//! 1. once with the engine's counters on, giving the cost vector
//!    `C = [steps, nargs, giunif, gounif, viunif, vounif, builtins, arith,
//!    choice_points, heap, vm_instructions, gc_cells]` (see [`Counter::TIMED`];
//!    `gc_cells`, the cells the collector goes over, is then replaced by its
//!    amortised value over the timed runs of step 2);
//! 2. with the counters off, in [`Options::rounds`] rounds over all the points:
//!    in each round, warm-up runs, then repetitions until the round's share of
//!    the point's time budget is spent (and at least a minimum number of them).
//!    The round's time is their *amortised* time: total time over number of
//!    runs. The time of the point is the median of its round times.
//!
//! Why amortised, not the fastest run or the median run: a program that
//! allocates pays for the garbage collections its allocation causes, but a
//! collection happens in one run out of several (whenever the heap reaches the
//! collector's threshold), so the median or fastest run leaves it out and the
//! constants fitted on them under-predict every program that builds data. The
//! total over a budget long enough for several collections charges each run its
//! share of them, which is what a program that runs long pays.
//!
//! Why rounds, and their median rather than their minimum: other processes on a
//! shared machine slow the engine down in phases of seconds, longer than a
//! point's burst of repetitions. Spreading each point over the whole run and
//! taking the median round keeps one disturbed round from moving the point,
//! without keeping only the luckiest round (which would again favour the rounds
//! without a collection).
//!
//! Every run is a fresh query of the goal (the generated inputs are put on the
//! heap before the clock starts); the heap returns to its previous state after
//! each run, but the collector's threshold does not, so collections recur at the
//! rate the program's allocation sets. Only the run to the first solution is
//! timed and counted.
//!
//! Time is the CPU time of the engine thread ([`Clock::Thread`]), as Prolog
//! systems' `statistics(runtime, _)`: other processes on the machine then
//! disturb the measurement much less than they disturb the wall clock.

use crate::fit::Observation;
use crate::suite::{Program, Suite};
use costlog_engine::clock::thread_cpu_time;
use costlog_engine::{Counter, Counts, Limits, Machine, Outcome, Severity, Term};
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use std::io::IsTerminal;
use std::time::{Duration, Instant};

/// A cost vector: the counters of [`Counter::TIMED`] (steps, the unification
/// components of DESIGN.md, builtin calls, arithmetic operations, the program's
/// choice points, the heap cells it allocates, the abstract-machine instructions
/// it runs and the cells the collector goes over), in that order.
pub type CostVector = [u64; Counter::TIMED.len()];

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
    /// Fewest timed repetitions per point and round.
    pub min_reps: usize,
    /// Most timed repetitions per point and round.
    pub max_reps: usize,
    /// Rounds over all the points (at least one); each gets an equal share of
    /// `budget` and `warm_up`.
    pub rounds: usize,
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
            budget: Duration::from_millis(300),
            warm_up: Duration::from_millis(20),
            min_reps: 3,
            max_reps: 1000,
            rounds: 5,
            run_limit: Duration::from_secs(30),
            clock: Clock::Thread,
        }
    }

    /// A short calibration (tests, CI): fewer sizes and a small budget, in three
    /// rounds so that the load's effect is measured ([`crate::load`]).
    pub fn quick() -> Options {
        Options {
            quick: true,
            budget: Duration::from_millis(15),
            warm_up: Duration::from_millis(2),
            min_reps: 3,
            rounds: 3,
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
    /// The cost vector, in the order of [`Counter::TIMED`].
    pub costs: CostVector,
    /// Time of the point in nanoseconds: the median of its rounds' amortised
    /// times (module documentation).
    pub time_ns: f64,
    /// The fastest round's amortised time (ns): with `time_ns`, how much load
    /// slowed the point down ([`crate::load`]).
    pub fastest_round_ns: f64,
    /// The slowest round's amortised time (ns).
    pub slowest_round_ns: f64,
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

/// The cost vector of a counted run.
pub fn cost_vector(c: &Counts) -> CostVector {
    Counter::TIMED.map(|k| c[k])
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
    let programs = suites
        .iter()
        .flat_map(|s| s.programs.iter().map(move |p| (s.name.as_str(), p)));
    Ok(measure_programs(programs, opts, &mut |_, _| ())?
        .into_iter()
        .map(|m| Point {
            suite: m.suite,
            program: m.program,
            size: m.size,
            measured: m.measured,
        })
        .collect())
}

/// One point measured by [`measure_programs`], with what `at_point` said of it.
#[derive(Clone, Debug)]
pub struct MeasuredPoint<T> {
    /// The suite's name.
    pub suite: String,
    /// The program's name.
    pub program: String,
    /// The input size.
    pub size: u64,
    /// What the caller computed for the program and its goal at this size.
    pub extra: T,
    /// The measurement.
    pub measured: Measured,
}

/// Measures each (suite name, program) at each of its sizes (`opts.quick`: the
/// quick sizes) with [`measure_jobs`], calling `at_point` on the program and its
/// goal at every size before anything runs.
pub fn measure_programs<'a, T>(
    programs: impl IntoIterator<Item = (&'a str, &'a Program)>,
    opts: &Options,
    at_point: &mut dyn FnMut(&Program, &Term) -> T,
) -> Result<Vec<MeasuredPoint<T>>, MeasureError> {
    let mut machines = Vec::new();
    let mut jobs = Vec::new();
    let mut points = Vec::new();
    for (suite, program) in programs {
        let id = format!("{suite}/{}", program.name);
        machines.push(load_machine(&id, program)?);
        for &size in program.sizes(opts.quick) {
            let goal = program.goal_at(size).map_err(|message| MeasureError::Run {
                program: id.clone(),
                size,
                message,
            })?;
            let extra = at_point(program, &goal);
            jobs.push(Job {
                machine: machines.len() - 1,
                goal,
                label: format!("{id} N={size}"),
            });
            points.push((suite.to_string(), program.name.clone(), size, extra));
        }
    }
    let measured = measure_jobs(&mut machines, &jobs, opts).map_err(|(i, message)| {
        let (suite, program, size, _) = &points[i];
        MeasureError::Run {
            program: format!("{suite}/{program}"),
            size: *size,
            message,
        }
    })?;
    Ok(points
        .into_iter()
        .zip(measured)
        .map(|((suite, program, size, extra), measured)| MeasuredPoint {
            suite,
            program,
            size,
            extra,
            measured,
        })
        .collect())
}

/// A goal to measure on one of several loaded machines.
#[derive(Clone, Debug)]
pub struct Job {
    /// Index of the machine (the program's) in the slice given to [`measure_jobs`].
    pub machine: usize,
    /// The goal, inputs generated.
    pub goal: Term,
    /// What the progress bar shows while the job runs.
    pub label: String,
}

/// Measures every job: its counted run, then [`Options::rounds`] rounds over all
/// the jobs (see the module documentation), showing progress on stderr when it is
/// a terminal. `Err((job, message))` when a job's goal does not succeed.
pub fn measure_jobs(
    machines: &mut [Machine],
    jobs: &[Job],
    opts: &Options,
) -> Result<Vec<Measured>, (usize, String)> {
    let rounds = opts.rounds.max(1);
    let bar = progress_bar((jobs.len() * rounds) as u64);
    let mut costs = Vec::with_capacity(jobs.len());
    for (i, job) in jobs.iter().enumerate() {
        let m = machine_of(machines, job).map_err(|e| (i, e))?;
        costs.push(counted_run(m, &job.goal, opts.run_limit).map_err(|e| (i, e))?);
    }
    let mut rounds_of: Vec<Rounds> = vec![Rounds::default(); jobs.len()];
    for round in 0..rounds {
        bar.set_prefix(format!("round {}/{rounds}", round + 1));
        for (i, job) in jobs.iter().enumerate() {
            bar.set_message(job.label.clone());
            let m = machine_of(machines, job).map_err(|e| (i, e))?;
            rounds_of[i].add(timed_round(m, &job.goal, opts).map_err(|e| (i, e))?);
            bar.inc(1);
        }
    }
    bar.finish_and_clear();
    Ok(costs
        .into_iter()
        .zip(rounds_of)
        .map(|(costs, mut r)| r.measured(costs))
        .collect())
}

/// One round of timed runs: their amortised time (ns), their number and the
/// heap cells the collector went over during them.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
struct Round {
    time_ns: f64,
    runs: usize,
    gc_cells: u64,
}

/// The amortised times of a point's rounds, their total number of runs and the
/// cells the collector went over in all of them.
#[derive(Clone, Debug, Default)]
struct Rounds {
    times_ns: Vec<f64>,
    repetitions: usize,
    gc_cells: u64,
}

impl Rounds {
    /// Records one round.
    fn add(&mut self, round: Round) {
        self.times_ns.push(round.time_ns);
        self.repetitions += round.runs;
        self.gc_cells += round.gc_cells;
    }

    /// The point: the cost vector, its [`Counter::GcCells`] amortised over the
    /// timed runs (a single counted run pays for a collection or not depending
    /// on where the collector's threshold stands), and the median, fastest and
    /// slowest of the round times.
    fn measured(&mut self, mut costs: CostVector) -> Measured {
        if let Some(i) = Counter::TIMED.iter().position(|c| *c == Counter::GcCells) {
            let runs = self.repetitions.max(1) as u64;
            costs[i] = (self.gc_cells + runs / 2) / runs;
        }
        let time_ns = median(&mut self.times_ns);
        Measured {
            costs,
            time_ns,
            fastest_round_ns: self.times_ns.first().copied().unwrap_or(time_ns),
            slowest_round_ns: self.times_ns.last().copied().unwrap_or(time_ns),
            repetitions: self.repetitions,
        }
    }
}

fn machine_of<'a>(machines: &'a mut [Machine], job: &Job) -> Result<&'a mut Machine, String> {
    machines
        .get_mut(job.machine)
        .ok_or_else(|| format!("no machine {} for the job", job.machine))
}

fn progress_bar(len: u64) -> ProgressBar {
    let target = if std::io::stderr().is_terminal() {
        ProgressDrawTarget::stderr()
    } else {
        ProgressDrawTarget::hidden()
    };
    let bar = ProgressBar::with_draw_target(Some(len), target);
    if let Ok(style) =
        ProgressStyle::with_template("measuring, {prefix} {bar:30} {pos}/{len} {msg} [{elapsed}]")
    {
        bar.set_style(style);
    }
    bar
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

/// Measures `goal` on a loaded machine: the cost vector of a counted run, and the
/// time in [`Options::rounds`] rounds of this goal alone (the median of the
/// rounds' amortised times) with the number of timed runs. [`measure_jobs`]
/// interleaves the rounds of several goals.
pub fn measure_point(m: &mut Machine, goal: &Term, opts: &Options) -> Result<Measured, String> {
    let costs = counted_run(m, goal, opts.run_limit)?;
    let mut rounds = Rounds::default();
    for _ in 0..opts.rounds.max(1) {
        rounds.add(timed_round(m, goal, opts)?);
    }
    Ok(rounds.measured(costs))
}

/// One round of timed runs: warm-up runs for the round's share of
/// `opts.warm_up` (at least one), then repetitions until its share of
/// `opts.budget` is spent (at least `opts.min_reps`, at most `opts.max_reps`);
/// their amortised time (total over number, ns), number and the cells the
/// collector went over during them.
fn timed_round(m: &mut Machine, goal: &Term, opts: &Options) -> Result<Round, String> {
    let rounds = opts.rounds.max(1) as u32;
    let (budget, warm_up) = (opts.budget / rounds, opts.warm_up / rounds);
    let warm = Instant::now();
    loop {
        timed_run(m, goal, opts)?;
        if warm.elapsed() >= warm_up {
            break;
        }
    }
    let mut total = Duration::ZERO;
    let mut runs = 0;
    let gc_before = m.gc_cells();
    let start = Instant::now();
    while runs < opts.min_reps || (start.elapsed() < budget && runs < opts.max_reps) {
        total += timed_run(m, goal, opts)?;
        runs += 1;
    }
    Ok(Round {
        time_ns: total.as_nanos() as f64 / runs.max(1) as f64,
        runs,
        gc_cells: m.gc_cells().saturating_sub(gc_before),
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

#[cfg(test)]
mod tests {
    use super::*;

    fn round(time_ns: f64, runs: usize, gc_cells: u64) -> Round {
        Round {
            time_ns,
            runs,
            gc_cells,
        }
    }

    /// The position of [`Counter::GcCells`] in a cost vector.
    fn gc_column() -> usize {
        Counter::TIMED
            .iter()
            .position(|c| *c == Counter::GcCells)
            .unwrap()
    }

    #[test]
    fn collector_cells_are_amortised_over_every_timed_run() {
        let gc = gc_column();
        let mut rounds = Rounds::default();
        // One collection of 60,000 cells in the first round, none in the others.
        rounds.add(round(300.0, 10, 60_000));
        rounds.add(round(100.0, 10, 0));
        rounds.add(round(200.0, 10, 0));
        let mut counted = [7; Counter::TIMED.len()];
        counted[gc] = 60_000;
        let m = rounds.measured(counted);
        assert_eq!(m.costs[gc], 2_000);
        assert_eq!(m.costs[0], 7);
        assert_eq!(m.repetitions, 30);
        assert_eq!(m.time_ns, 200.0);
        assert_eq!((m.fastest_round_ns, m.slowest_round_ns), (100.0, 300.0));
    }

    #[test]
    fn a_point_without_collections_has_no_collector_cells() {
        let gc = gc_column();
        let mut rounds = Rounds::default();
        rounds.add(round(50.0, 4, 0));
        let mut counted = [1; Counter::TIMED.len()];
        counted[gc] = 12_345;
        assert_eq!(rounds.measured(counted).costs[gc], 0);
    }
}
