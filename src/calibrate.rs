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
use crate::report::calibrate_text::{self, Summary};
use clap::{Args, ValueEnum};
use costlog_analyzer::pattern_of;
use costlog_analyzer::Decider;
use costlog_analyzer::Sym;
use costlog_analyzer::{Mode, Pattern, Ty};
use costlog_assertions::{Assertion, Kind};
use costlog_calibrate::evaluate::{self, Bound, Bounds, Evaluation, EVALUATION_FILE};
use costlog_calibrate::fit::{fit_all, FitReport};
use costlog_calibrate::load::{load_average, CalibrationLoad};
use costlog_calibrate::measure::{measure_all, observations, Options};
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
        overhead_quantile: OVERHEAD_QUANTILE,
        load: &load,
        written,
    };
    match args.format {
        Format::Text => print!("{}", calibrate_text::calibration(&summary)),
        Format::Json => print!("{}", summary_json(&summary)),
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
            print!("{}", calibrate_text::evaluation(&evaluation));
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

/// The calibration report as JSON.
fn summary_json(s: &Summary) -> String {
    calibrate_json::calibration(&calibrate_json::Calibration {
        quick: s.quick,
        measured_seconds: s.measured_in.as_secs_f64(),
        call_overhead_ns: s.call_overhead,
        condition: s.condition(),
        platform_file: s.written.map(|p| p.display().to_string()),
        chosen: s.report.chosen_model(),
        models: &s.report.models,
        points: s.points,
    })
}
