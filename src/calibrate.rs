//! `costlog calibrate`: measure the calibration suites, fit the time per unit of
//! each cost component for every cost model, and write the platform file.
//!
//! `costlog calibrate --evaluate` reads a platform file and predicts the time of
//! benchmark programs not used for calibration (`calibration-suites/evaluation/`)
//! from the analyzer's component bounds times the constants of each model, then
//! measures them with `costlog_calibrate::measure::measure_jobs` (same
//! repetitions, same clock, same cost vector order [`Counter::TIMED`]) so predictions
//! and observations compare like with like (`costlog_calibrate::evaluate`).

use crate::cli_support::on_engine_thread;
use crate::report::calibrate_json;
use clap::{Args, ValueEnum};
use costlog_analyzer::pattern_of;
use costlog_analyzer::Decider;
use costlog_analyzer::Sym;
use costlog_analyzer::{Mode, Pattern, Ty};
use costlog_assertions::{Assertion, Kind};
use costlog_calibrate::evaluate::{self, Bound, Bounds, Evaluation, EVALUATION_FILE};
use costlog_calibrate::fit::{fit_all, FitReport, ModelFit};
use costlog_calibrate::load::{load_average, CalibrationLoad};
use costlog_calibrate::measure::{measure_all, observations, Options, Point};
use costlog_calibrate::platform::{default_path, CalibrationInfo, Platform};
use costlog_calibrate::suite::{Program, Suite, SUITE_FILE};
use costlog_engine::clock::thread_cpu_time;
use costlog_engine::Counter;
use costlog_engine::Term;
use costlog_rtcheck::measure::call_overhead_ns;
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::{Duration, Instant};

/// The suites shipped with costlog.
const BUNDLED_SUITES: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/calibration-suites");

/// The evaluation set shipped with costlog (benchmarks not used for calibration).
const BUNDLED_EVALUATION: &str =
    concat!(env!("CARGO_MANIFEST_DIR"), "/calibration-suites/evaluation");

/// Models shown besides the chosen one and the step-only one.
const SHOWN_MODELS: usize = 5;

/// Calls of `true` timed for the call overhead.
const OVERHEAD_SAMPLES: usize = 2000;

/// The quantile of those times kept as the call overhead: a high one, since
/// upper bounds add it (runs of a real call that happen to be slow still stay
/// under the bound).
const OVERHEAD_QUANTILE: f64 = 0.95;

/// Arguments of `costlog calibrate`.
#[derive(Args, Debug)]
pub struct CalibrateArgs {
    /// A short calibration (a few seconds): fewer sizes, a small time budget per
    /// point. For tests and CI; the constants are less repeatable.
    #[arg(long)]
    pub quick: bool,
    /// A calibration suite directory (with a suite.yaml), or a directory of them
    /// (repeatable). Replaces the bundled suites; name them too to add to them.
    /// With --evaluate: an evaluation set (a directory with an evaluation.yaml, or
    /// a directory of them) instead of the bundled one.
    #[arg(long, value_name = "DIR")]
    pub suite: Vec<PathBuf>,
    /// Where to write the platform file (default: $XDG_CONFIG_HOME/costlog/platform.yaml).
    #[arg(long, value_name = "FILE", conflicts_with = "evaluate")]
    pub output: Option<PathBuf>,
    /// Do not calibrate: predict the execution time of benchmarks not used for
    /// calibration from their static cost bounds and the constants of every model
    /// of the platform file, measure them, and print the errors.
    #[arg(long)]
    pub evaluate: bool,
    /// With --evaluate: the platform file to evaluate (default:
    /// $XDG_CONFIG_HOME/costlog/platform.yaml).
    #[arg(long, value_name = "FILE", requires = "evaluate")]
    pub platform: Option<PathBuf>,
    /// Output format of the report.
    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub format: Format,
}

/// Report formats.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Format {
    /// Tables.
    Text,
    /// JSON.
    Json,
}

/// Runs the command: 0 calibrated (or evaluated), 1 no usable model, 2 usage or
/// input error.
pub fn main(args: CalibrateArgs) -> ExitCode {
    if args.evaluate {
        on_engine_thread(move || evaluate_platform(args))
    } else {
        on_engine_thread(move || calibrate(args))
    }
}

fn calibrate(mut args: CalibrateArgs) -> u8 {
    if args.suite.is_empty() {
        args.suite.push(PathBuf::from(BUNDLED_SUITES));
    }
    let Some(output) = args.output.clone().or_else(default_path) else {
        eprintln!(
            "costlog calibrate: neither XDG_CONFIG_HOME nor HOME is set; give the platform file with --output FILE"
        );
        return 2;
    };
    let suites = match load_suites(&args.suite, SUITE_FILE, Suite::load) {
        Ok(s) => s,
        Err(msg) => {
            eprintln!("costlog calibrate: {msg}");
            return 2;
        }
    };
    let opts = if args.quick {
        Options::quick()
    } else {
        Options::full()
    };
    let start = Instant::now();
    let (load_start, cpu_start) = (load_average(), thread_cpu_time());
    let points = match measure_all(&suites, &opts) {
        Ok(p) => p,
        Err(e) => {
            eprintln!("costlog calibrate: {e}");
            return 2;
        }
    };
    let call_overhead = call_overhead_ns(OVERHEAD_SAMPLES, OVERHEAD_QUANTILE);
    let measured_in = start.elapsed();
    // The engine thread's CPU time over the wall-clock time: below 1 when other
    // processes had its core.
    let cpu_share = cpu_start
        .zip(thread_cpu_time())
        .map(|(a, b)| b.saturating_sub(a).as_secs_f64() / measured_in.as_secs_f64().max(1e-9));
    let load = CalibrationLoad::of(&points, load_start, load_average(), cpu_share);
    let components: Vec<String> = Counter::TIMED.map(|c| c.name().to_string()).to_vec();
    let report = fit_all(&components, &observations(&points));
    let info = CalibrationInfo {
        suites: suites.iter().map(|s| s.dir.display().to_string()).collect(),
        observations: report.observations,
        quick: args.quick,
        call_overhead_ns: Some(call_overhead),
        load: Some(load.clone()),
    };
    let saved = save_platform(&output, &components, &report, info);
    let written = saved
        .as_ref()
        .ok()
        .and_then(|w| w.then_some(output.as_path()));
    let summary = Summary {
        suites: &suites,
        points: &points,
        report: &report,
        measured_in,
        quick: args.quick,
        call_overhead,
        load: &load,
        written,
    };
    match args.format {
        Format::Text => print!("{}", summary.text()),
        Format::Json => print!("{}", summary.json()),
    }
    match saved {
        Ok(true) => 0,
        Ok(false) => {
            eprintln!("costlog calibrate: no cost model is usable; no platform file written");
            1
        }
        Err(e) => {
            eprintln!("costlog calibrate: {e}");
            2
        }
    }
}

/// Writes the platform file when some model is usable: `Ok(false)` when none is.
fn save_platform(
    output: &Path,
    components: &[String],
    report: &FitReport,
    info: CalibrationInfo,
) -> Result<bool, costlog_calibrate::platform::PlatformError> {
    if report.chosen.is_none() {
        return Ok(false);
    }
    Platform::from_fit(components, report, info).save(output)?;
    Ok(true)
}

/// The suites named on the command line: each directory is a suite (it has a
/// `file`: `suite.yaml`, or `evaluation.yaml` for evaluation sets) or holds suites
/// in its subdirectories; `load` loads one.
fn load_suites(
    dirs: &[PathBuf],
    file: &str,
    load: impl Fn(&Path) -> Result<Suite, costlog_calibrate::suite::SuiteError>,
) -> Result<Vec<Suite>, String> {
    let mut suites = Vec::new();
    for dir in dirs {
        if !dir.is_dir() {
            return Err(format!(
                "calibration suite `{}`: no such directory",
                dir.display()
            ));
        }
        if dir.join(file).is_file() {
            suites.push(load(dir).map_err(|e| e.to_string())?);
            continue;
        }
        let subdirs = suite_subdirs(dir, file)?;
        if subdirs.is_empty() {
            return Err(format!(
                "`{}` has no {file}, nor subdirectories with one",
                dir.display()
            ));
        }
        for sub in subdirs {
            suites.push(load(&sub).map_err(|e| e.to_string())?);
        }
    }
    // Programs are known as `suite/program`: two suites of one name would mix
    // different programs in the cross-validation.
    for (i, a) in suites.iter().enumerate() {
        if let Some(b) = suites[i + 1..].iter().find(|b| b.name == a.name) {
            return Err(format!(
                "two calibration suites are named `{}` (`{}` and `{}`): rename one directory",
                a.name,
                a.dir.display(),
                b.dir.display()
            ));
        }
    }
    Ok(suites)
}

/// Subdirectories of `dir` holding a `file`, sorted.
fn suite_subdirs(dir: &Path, file: &str) -> Result<Vec<PathBuf>, String> {
    let entries =
        std::fs::read_dir(dir).map_err(|e| format!("cannot read `{}`: {e}", dir.display()))?;
    let mut subdirs: Vec<PathBuf> = entries
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.join(file).is_file())
        .collect();
    subdirs.sort();
    Ok(subdirs)
}

/// `costlog calibrate --evaluate`: 0 evaluated, 2 usage error, missing or corrupt
/// platform file, malformed evaluation set or a benchmark that fails.
fn evaluate_platform(mut args: CalibrateArgs) -> u8 {
    const CMD: &str = "costlog calibrate --evaluate";
    let Some(path) = args.platform.clone().or_else(default_path) else {
        eprintln!(
            "{CMD}: neither XDG_CONFIG_HOME nor HOME is set; give the platform file with --platform FILE"
        );
        return 2;
    };
    let platform = match Platform::load(&path) {
        Ok(p) => p,
        Err(e) => {
            eprintln!("{CMD}: {e}");
            return 2;
        }
    };
    if args.suite.is_empty() {
        args.suite.push(PathBuf::from(BUNDLED_EVALUATION));
    }
    let sets = match load_suites(&args.suite, EVALUATION_FILE, evaluate::load_set) {
        Ok(s) => s,
        Err(msg) => {
            eprintln!("{CMD}: {msg}");
            return 2;
        }
    };
    let opts = if args.quick {
        Options::quick()
    } else {
        Options::full()
    };
    let mut analysis = StaticAnalysis::new(&platform.components);
    let start = Instant::now();
    let mut points = Vec::new();
    for set in &sets {
        match evaluate::measure_set(set, &opts, &mut |p, g| analysis.bounds(p, g)) {
            Ok(p) => points.extend(p),
            Err(e) => {
                eprintln!("{CMD}: {e}");
                return 2;
            }
        }
    }
    let elapsed = start.elapsed();
    let programs: usize = sets.iter().map(|s| s.programs.len()).sum();
    let evaluation = Evaluation::new(&platform, points);
    match args.format {
        Format::Text => {
            println!(
                "evaluation of {} (calibrated {}{} on {}; chosen model [{}])",
                path.display(),
                platform.date,
                if platform.calibration.quick {
                    ", quick"
                } else {
                    ""
                },
                platform.machine.cpu_model,
                platform.chosen.join(" ")
            );
            println!(
                "measured {programs} benchmark programs at {} points in {:.1} s{} (static analysis {:.2} s)\n",
                evaluation.points.len(),
                elapsed.as_secs_f64(),
                if args.quick { " (quick)" } else { "" },
                analysis.spent.as_secs_f64()
            );
            print!("{}", evaluation.text());
        }
        Format::Json => {
            let run = calibrate_json::EvaluationRun {
                platform_file: path.display().to_string(),
                platform_date: &platform.date,
                chosen: &platform.chosen,
                quick: args.quick,
                measured_seconds: elapsed.as_secs_f64(),
                analysis_seconds: analysis.spent.as_secs_f64(),
                sets: sets.iter().map(|s| s.dir.display().to_string()).collect(),
            };
            print!("{}", calibrate_json::evaluation(&evaluation, &run));
        }
    }
    0
}

/// The static analysis of the benchmark programs: per file, the analysis of its
/// clauses and its assertions (made on first use).
struct StaticAnalysis {
    /// The platform's components, in order.
    components: Vec<String>,
    /// Per file: the decider and the assertions, or why the file cannot be analysed.
    programs: HashMap<PathBuf, Result<(Decider, Vec<Assertion>), String>>,
    /// Time spent in the analysis.
    spent: Duration,
}

impl StaticAnalysis {
    fn new(components: &[String]) -> StaticAnalysis {
        StaticAnalysis {
            components: components.to_vec(),
            programs: HashMap::new(),
            spent: Duration::ZERO,
        }
    }

    /// The bounds of every component for the call `goal` of `program`'s file.
    fn bounds(&mut self, program: &Program, goal: &Term) -> Bounds {
        let start = Instant::now();
        let result = self.try_bounds(program, goal);
        self.spent += start.elapsed();
        match result {
            Ok(b) => b,
            Err(why) => self
                .components
                .iter()
                .map(|c| (c.clone(), Err(why.clone())))
                .collect(),
        }
    }

    fn try_bounds(&mut self, program: &Program, goal: &Term) -> Result<Bounds, String> {
        let (name, args): (&str, &[Term]) = match goal {
            Term::Compound(f, args) => (&f.name(), args),
            Term::Atom(a) => (&a.name(), &[]),
            _ => return Err("the goal is not callable".into()),
        };
        let analysed = self
            .programs
            .entry(program.file.clone())
            .or_insert_with(|| analyse_file(&program.file));
        let (decider, assertions) = analysed.as_mut().map_err(|e| e.clone())?;
        let assertion = assertions
            .iter()
            .find(|a| a.pred.0 == name && a.pred.1 == args.len() && pattern_of(a).is_ok())
            .ok_or_else(|| {
                format!(
                    "no `:- pred` assertion whose calls properties fix the mode of every argument of {name}/{}",
                    args.len()
                )
            })?;
        let mut bounds = Vec::new();
        for c in &self.components {
            let bound = match Counter::parse(c).filter(|r| costlog_analyzer::bounds(*r)) {
                None => Err(format!("the analysis does not bound {c}")),
                Some(r) => decider
                    .info_for(assertion, r)
                    .and_then(|(pattern, _, info)| {
                        let sizes = input_sizes(&pattern, args);
                        let ub = info
                            .cost
                            .ub
                            .as_ref()
                            .map(|u| eval_at(u, &sizes))
                            .transpose()?;
                        Ok(Bound {
                            ub,
                            lb: eval_at(&info.cost.lb, &sizes)?,
                        })
                    }),
            };
            bounds.push((c.clone(), bound));
        }
        Ok(bounds)
    }
}

/// Consults `file` (printing its diagnostics) and prepares its analysis.
fn analyse_file(file: &Path) -> Result<(Decider, Vec<Assertion>), String> {
    let loaded = crate::cli_support::load_program(&[file.to_path_buf()], "calibrate --evaluate")
        .map_err(|_| format!("{} does not load", file.display()))?;
    let mut decider = Decider::new(
        loaded.clauses.iter().map(|(_, rt)| &rt.term),
        &loaded.run_time_defined,
    );
    decider.set_assertions(&loaded.set.assertions);
    let assertions = loaded
        .set
        .assertions
        .into_iter()
        .filter(|a| !matches!(a.kind, Kind::Test))
        .collect();
    Ok((decider, assertions))
}

/// The size of each argument of a call under `pattern`: a list's length, an
/// integer's value (`max(0, N)` for one that may be negative); `None` for other
/// arguments (they have no size variable).
fn input_sizes(pattern: &Pattern, args: &[Term]) -> Vec<Option<f64>> {
    pattern
        .iter()
        .zip(args)
        .map(|(mode, arg)| match (mode, arg) {
            (Mode::In(ty), t) if ty.is_list() => t.list_items().map(|items| items.len() as f64),
            (Mode::In(Ty::Int), Term::Int(n)) if *n >= 0 => Some(*n as f64),
            // An integer that may be negative is measured by `max(0, N)`.
            (Mode::In(Ty::Signed), Term::Int(n)) => Some((*n).max(0) as f64),
            _ => None,
        })
        .collect()
}

/// The value of a bound at the argument sizes.
fn eval_at(bound: &Sym, sizes: &[Option<f64>]) -> Result<f64, String> {
    let missing = std::cell::Cell::new(None);
    let value = bound.eval(&|v| {
        let size = sizes.get(v as usize).copied().flatten();
        if size.is_none() {
            missing.set(Some(v));
        }
        size.unwrap_or(f64::NAN)
    });
    match missing.get() {
        Some(v) => Err(format!(
            "the bound depends on the size of argument {}, which the input does not give",
            v + 1
        )),
        None if !value.is_finite() => Err("the bound does not evaluate to a number".into()),
        None => Ok(value),
    }
}

/// What the report shows.
struct Summary<'a> {
    suites: &'a [Suite],
    points: &'a [Point],
    report: &'a FitReport,
    measured_in: Duration,
    quick: bool,
    /// The measured time of a call that does nothing (ns).
    call_overhead: f64,
    /// How loaded the machine was during the measurement.
    load: &'a CalibrationLoad,
    /// The platform file written, if any.
    written: Option<&'a Path>,
}

impl Summary<'_> {
    /// Models to show: the chosen one, the best others by cross-validated error,
    /// and the step-only model.
    fn shown(&self) -> Vec<(&'static str, &ModelFit)> {
        let models = &self.report.models;
        let mut shown = Vec::new();
        if let Some(c) = self.report.chosen_model() {
            shown.push(("chosen", c));
        }
        let mut usable: Vec<&ModelFit> = models.iter().filter(|m| m.usable()).collect();
        usable.sort_by(|a, b| a.cv_error.total_cmp(&b.cv_error));
        for m in usable {
            if shown.len() > SHOWN_MODELS {
                break;
            }
            if !shown.iter().any(|(_, s)| std::ptr::eq(*s, m)) {
                shown.push(("", m));
            }
        }
        if let Some(step) = models.iter().find(|m| m.components == ["steps"]) {
            if !shown.iter().any(|(_, s)| std::ptr::eq(*s, step)) {
                shown.push(("steps only", step));
            }
        }
        shown
    }

    /// Rejected models counted by reason.
    fn rejections(&self) -> Vec<(String, usize)> {
        let mut counts: Vec<(String, usize)> = Vec::new();
        for m in &self.report.models {
            if let Some(why) = &m.rejected {
                let reason = why.kind().to_string();
                match counts.iter_mut().find(|(r, _)| *r == reason) {
                    Some((_, n)) => *n += 1,
                    None => counts.push((reason, 1)),
                }
            }
        }
        counts.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
        counts
    }

    /// Condition number of the whole cost matrix (the model of every component).
    fn condition(&self) -> f64 {
        self.report
            .models
            .iter()
            .find(|m| m.columns.len() == Counter::TIMED.len())
            .map_or(f64::NAN, |m| m.condition)
    }

    fn programs(&self) -> usize {
        self.suites.iter().map(|s| s.programs.len()).sum()
    }

    fn text(&self) -> String {
        let mut out = format!(
            "measured {} programs of {} suite(s) at {} points in {:.1} s{}\n",
            self.programs(),
            self.suites.len(),
            self.points.len(),
            self.measured_in.as_secs_f64(),
            if self.quick { " (quick)" } else { "" }
        );
        out += &format!(
            "call overhead (a call of `true` timed as run-time checking times calls, {:.0}th percentile): {:.0} ns\n",
            OVERHEAD_QUANTILE * 100.0,
            self.call_overhead
        );
        out += &load_text(self.load);
        out += &format!(
            "cost matrix: {} x {} ({}), condition number {:.3e}\n\n",
            self.points.len(),
            Counter::TIMED.len(),
            Counter::TIMED.map(Counter::name).join(", "),
            self.condition()
        );
        out += &format!(
            "{:<11} {:>15} {:>10}  model: constants (ns per unit)\n",
            "", "cv error (± se)", "S (us)"
        );
        for (tag, m) in self.shown() {
            out += &format!(
                "{:<11} {:>6.1}% ± {:>4.1}% {:>10.1}  {}{}\n",
                tag,
                m.cv_error * 100.0,
                m.cv_standard_error * 100.0,
                m.residual_se / 1000.0,
                constants_text(m),
                m.rejected
                    .as_ref()
                    .map(|r| format!("  (rejected: {r})"))
                    .unwrap_or_default()
            );
        }
        let rejected = self.rejections();
        let total: usize = rejected.iter().map(|(_, n)| n).sum();
        out += &format!(
            "\n{} models fitted, {} rejected",
            self.report.models.len(),
            total
        );
        if !rejected.is_empty() {
            let reasons: Vec<String> = rejected.iter().map(|(r, n)| format!("{n} {r}")).collect();
            out += &format!(" ({})", reasons.join(", "));
        }
        out += "\n";
        if let Some(path) = self.written {
            out += &format!("platform file written: {}\n", path.display());
        }
        out
    }

    fn json(&self) -> String {
        calibrate_json::calibration(&calibrate_json::Calibration {
            quick: self.quick,
            measured_seconds: self.measured_in.as_secs_f64(),
            call_overhead_ns: self.call_overhead,
            condition: self.condition(),
            platform_file: self.written.map(|p| p.display().to_string()),
            chosen: self.report.chosen_model(),
            models: &self.report.models,
            points: self.points,
        })
    }
}

/// The line saying how loaded the machine was and what that does to static
/// bounds.
fn load_text(load: &CalibrationLoad) -> String {
    let figure = |x: Option<f64>, f: &dyn Fn(f64) -> String| x.map_or("unknown".into(), f);
    let factors = load.factors();
    format!(
        "machine load: load average {} at the start, {} at the end, CPU share {}; median rounds {:.1}% slower than the fastest{}: static lower bounds / {:.3}, upper bounds x {:.3}\n",
        figure(load.load_average_start, &|l| format!("{l:.2}")),
        figure(load.load_average_end, &|l| format!("{l:.2}")),
        figure(load.cpu_share, &|s| format!("{:.0}%", s * 100.0)),
        (load.slowdown - 1.0) * 100.0,
        if load.loaded() { " (measured under load)" } else { "" },
        factors.lower,
        factors.upper
    )
}

/// `steps=12.3 giunif=4.5 ...`.
fn constants_text(m: &ModelFit) -> String {
    m.components
        .iter()
        .zip(&m.constants)
        .map(|(c, k)| format!("{c}={k:.2}"))
        .collect::<Vec<_>>()
        .join(" ")
}
