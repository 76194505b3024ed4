//! `costlog calibrate`: measure the calibration suites, fit the time per unit of
//! each cost component for every cost model, and write the platform file.
//!
//! Hook for `--evaluate` (not implemented here): predict benchmark programs with
//! the analyzer's component bounds times the constants of each model, and measure
//! them with `costlog_calibrate::measure::measure_point` (same repetitions, same
//! clock, same cost vector order [`COMPONENTS`]) so predictions and observations
//! compare like with like.

use crate::cli_support::on_engine_thread;
use clap::{Args, ValueEnum};
use costlog_calibrate::fit::{fit_all, FitReport, ModelFit};
use costlog_calibrate::measure::{measure_all, observations, Options, Point, COMPONENTS};
use costlog_calibrate::platform::{default_path, CalibrationInfo, Platform};
use costlog_calibrate::suite::{Suite, SUITE_FILE};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::{Duration, Instant};

/// The suites shipped with costlog.
const BUNDLED_SUITES: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/calibration-suites");

/// Models shown besides the chosen one and the step-only one.
const SHOWN_MODELS: usize = 5;

/// Arguments of `costlog calibrate`.
#[derive(Args, Debug)]
pub struct CalibrateArgs {
    /// A short calibration (a few seconds): fewer sizes, a small time budget per
    /// point. For tests and CI; the constants are less repeatable.
    #[arg(long)]
    pub quick: bool,
    /// A calibration suite directory (with a suite.yaml), or a directory of them
    /// (repeatable). Replaces the bundled suites; name them too to add to them.
    #[arg(long, value_name = "DIR", default_value = BUNDLED_SUITES)]
    pub suite: Vec<PathBuf>,
    /// Where to write the platform file (default: $XDG_CONFIG_HOME/costlog/platform.yaml).
    #[arg(long, value_name = "FILE")]
    pub output: Option<PathBuf>,
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

/// Runs the command: 0 calibrated, 1 no usable model, 2 usage or input error.
pub fn main(args: CalibrateArgs) -> ExitCode {
    on_engine_thread(move || calibrate(args))
}

fn calibrate(args: CalibrateArgs) -> u8 {
    let Some(output) = args.output.clone().or_else(default_path) else {
        eprintln!(
            "costlog calibrate: neither XDG_CONFIG_HOME nor HOME is set; give the platform file with --output FILE"
        );
        return 2;
    };
    let suites = match load_suites(&args.suite) {
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
    let points = match measure_all(&suites, &opts) {
        Ok(p) => p,
        Err(e) => {
            eprintln!("costlog calibrate: {e}");
            return 2;
        }
    };
    let measured_in = start.elapsed();
    let components: Vec<String> = COMPONENTS.iter().map(|c| c.to_string()).collect();
    let report = fit_all(&components, &observations(&points));
    let saved = save_platform(&output, &components, &report, &suites, args.quick);
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
        written,
    };
    match args.format {
        Format::Text => print!("{}", summary.text()),
        Format::Json => println!(
            "{}",
            serde_json::to_string_pretty(&summary.json()).unwrap_or_default()
        ),
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
    suites: &[Suite],
    quick: bool,
) -> Result<bool, costlog_calibrate::platform::PlatformError> {
    if report.chosen.is_none() {
        return Ok(false);
    }
    let info = CalibrationInfo {
        suites: suites.iter().map(|s| s.dir.display().to_string()).collect(),
        observations: report.observations,
        quick,
    };
    Platform::from_fit(components, report, info).save(output)?;
    Ok(true)
}

/// The suites named on the command line: each directory is a suite (it has a
/// `suite.yaml`) or holds suites in its subdirectories.
fn load_suites(dirs: &[PathBuf]) -> Result<Vec<Suite>, String> {
    let mut suites = Vec::new();
    for dir in dirs {
        if !dir.is_dir() {
            return Err(format!(
                "calibration suite `{}`: no such directory",
                dir.display()
            ));
        }
        if dir.join(SUITE_FILE).is_file() {
            suites.push(Suite::load(dir).map_err(|e| e.to_string())?);
            continue;
        }
        let subdirs = suite_subdirs(dir)?;
        if subdirs.is_empty() {
            return Err(format!(
                "`{}` has no {SUITE_FILE}, nor subdirectories with one",
                dir.display()
            ));
        }
        for sub in subdirs {
            suites.push(Suite::load(&sub).map_err(|e| e.to_string())?);
        }
    }
    Ok(suites)
}

/// Subdirectories of `dir` holding a `suite.yaml`, sorted.
fn suite_subdirs(dir: &Path) -> Result<Vec<PathBuf>, String> {
    let entries =
        std::fs::read_dir(dir).map_err(|e| format!("cannot read `{}`: {e}", dir.display()))?;
    let mut subdirs: Vec<PathBuf> = entries
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.join(SUITE_FILE).is_file())
        .collect();
    subdirs.sort();
    Ok(subdirs)
}

/// What the report shows.
struct Summary<'a> {
    suites: &'a [Suite],
    points: &'a [Point],
    report: &'a FitReport,
    measured_in: Duration,
    quick: bool,
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
                let reason = reason_kind(why);
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
            .find(|m| m.columns.len() == COMPONENTS.len())
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
            "cost matrix: {} x {} ({}), condition number {:.3e}\n\n",
            self.points.len(),
            COMPONENTS.len(),
            COMPONENTS.join(", "),
            self.condition()
        );
        out += &format!(
            "{:<11} {:>9} {:>10}  model: constants (ns per unit)\n",
            "", "cv error", "S (us)"
        );
        for (tag, m) in self.shown() {
            out += &format!(
                "{:<11} {:>8.1}% {:>10.1}  {}{}\n",
                tag,
                m.cv_error * 100.0,
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

    fn json(&self) -> serde_json::Value {
        let model = |m: &ModelFit| {
            serde_json::json!({
                "components": m.components,
                "constants_ns": m.constants,
                "residual_se_ns": finite(m.residual_se),
                "cv_error": finite(m.cv_error),
                "condition": finite(m.condition),
                "rejected": m.rejected,
                "relative_errors": m.relative_errors.iter()
                    .map(|(p, e)| serde_json::json!({"program": p, "error": finite(*e)}))
                    .collect::<Vec<_>>(),
            })
        };
        serde_json::json!({
            "components": COMPONENTS,
            "quick": self.quick,
            "measured_seconds": self.measured_in.as_secs_f64(),
            "condition": finite(self.condition()),
            "platform_file": self.written.map(|p| p.display().to_string()),
            "chosen": self.report.chosen_model().map(model),
            "models": self.report.models.iter().map(model).collect::<Vec<_>>(),
            "points": self.points.iter().map(|p| serde_json::json!({
                "program": p.program_id(),
                "size": p.size,
                "costs": p.measured.costs,
                "time_ns": p.measured.time_ns,
                "repetitions": p.measured.repetitions,
            })).collect::<Vec<_>>(),
        })
    }
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

/// The kind of a rejection reason: its text up to the first `:`, `(` or ` for `
/// ("negative constant for viunif (-1.2 ns)" is a "negative constant").
fn reason_kind(why: &str) -> String {
    let head = why.split([':', '(']).next().unwrap_or(why);
    head.split(" for ")
        .next()
        .unwrap_or(head)
        .trim()
        .to_string()
}

/// A JSON number, or null for NaN and infinities.
fn finite(x: f64) -> serde_json::Value {
    if x.is_finite() {
        serde_json::json!(x)
    } else {
        serde_json::Value::Null
    }
}
