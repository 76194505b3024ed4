//! `costlog calibrate` in words: the calibration (measurements, machine load, the
//! fitted models) and `--evaluate`'s predictions of benchmarks against their
//! measurements.

use costlog_calibrate::evaluate::Evaluation;
use costlog_calibrate::fit::{FitReport, ModelFit};
use costlog_calibrate::load::CalibrationLoad;
use costlog_calibrate::measure::Point;
use costlog_calibrate::suite::Suite;
use costlog_engine::Counter;
use std::fmt::Write as _;
use std::path::Path;
use std::time::Duration;

/// Models shown besides the chosen one and the step-only one.
const SHOWN_MODELS: usize = 5;

/// What a calibration measured and fitted, for its report (text here, JSON in
/// [`super::calibrate_json`]).
pub struct Summary<'a> {
    /// The suites measured.
    pub suites: &'a [Suite],
    /// Every measured point (program, size, cost vector, time).
    pub points: &'a [Point],
    /// The models fitted.
    pub report: &'a FitReport,
    /// How long the measurements took.
    pub measured_in: Duration,
    /// Whether it was a `--quick` calibration.
    pub quick: bool,
    /// The measured time of a call that does nothing (ns).
    pub call_overhead: f64,
    /// The quantile of the timed calls kept as the call overhead.
    pub overhead_quantile: f64,
    /// How loaded the machine was during the measurement.
    pub load: &'a CalibrationLoad,
    /// The platform file written, if any.
    pub written: Option<&'a Path>,
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
    pub fn condition(&self) -> f64 {
        self.report
            .models
            .iter()
            .find(|m| m.columns.len() == Counter::TIMED.len())
            .map_or(f64::NAN, |m| m.condition)
    }

    /// Programs measured, over every suite.
    fn programs(&self) -> usize {
        self.suites.iter().map(|s| s.programs.len()).sum()
    }
}

/// The calibration report: what was measured, the machine load, the fitted
/// models shown and the rejected ones counted.
pub fn calibration(s: &Summary) -> String {
    let mut out = format!(
        "measured {} programs of {} suite(s) at {} points in {:.1} s{}\n",
        s.programs(),
        s.suites.len(),
        s.points.len(),
        s.measured_in.as_secs_f64(),
        if s.quick { " (quick)" } else { "" }
    );
    out += &format!(
        "call overhead (a call of `true` timed as run-time checking times calls, {:.0}th percentile): {:.0} ns\n",
        s.overhead_quantile * 100.0,
        s.call_overhead
    );
    out += &load_text(s.load);
    out += &format!(
        "cost matrix: {} x {} ({}), condition number {:.3e}\n\n",
        s.points.len(),
        Counter::TIMED.len(),
        Counter::TIMED.map(Counter::name).join(", "),
        s.condition()
    );
    out += &format!(
        "{:<11} {:>15} {:>10}  model: constants (ns per unit)\n",
        "", "cv error (± se)", "S (us)"
    );
    for (tag, m) in s.shown() {
        out += &format!(
            "{:<11} {:>6.1}% ± {:>4.1}% {:>10.1}  {}{}\n",
            tag,
            m.cv_error * 100.0,
            m.cv_standard_error * 100.0,
            m.residual_se / 1000.0,
            fit_constants(m),
            m.rejected
                .as_ref()
                .map(|r| format!("  (rejected: {r})"))
                .unwrap_or_default()
        );
    }
    let rejected = s.rejections();
    let total: usize = rejected.iter().map(|(_, n)| n).sum();
    out += &format!(
        "\n{} models fitted, {} rejected",
        s.report.models.len(),
        total
    );
    if !rejected.is_empty() {
        let reasons: Vec<String> = rejected.iter().map(|(r, n)| format!("{n} {r}")).collect();
        out += &format!(" ({})", reasons.join(", "));
    }
    out += "\n";
    if let Some(path) = s.written {
        out += &format!("platform file written: {}\n", path.display());
    }
    out
}

/// The evaluation's tables: the predictions per point (paper table 4) and the
/// global error of every model (table 5).
pub fn evaluation(e: &Evaluation) -> String {
    let shown = e.shown();
    let letters = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'];
    let mut out = String::from("models shown (ns per unit):\n");
    for ((label, m), letter) in shown.iter().zip(letters) {
        let rank = e
            .models
            .iter()
            .position(|x| std::ptr::eq(x, *m))
            .map_or(0, |r| r + 1);
        let _ = writeln!(
            out,
            "  {letter}  {:<10} rank {:>3}  {}",
            label,
            rank,
            constants_text(m.constants.iter().map(|(c, k)| (c.as_str(), *k)))
        );
    }
    out += "\n";
    let _ = write!(out, "{:<11} {:>6} {:>10}", "program", "size", "observed");
    for (_, letter) in shown.iter().zip(letters) {
        let _ = write!(out, " {:>18}", format!("{letter}: predicted"));
    }
    let _ = writeln!(out, " {:>8}", "A st/cnt");
    let _ = write!(out, "{:<11} {:>6} {:>10}", "", "", "(us)");
    for _ in &shown {
        let _ = write!(out, " {:>18}", "(us, error)");
    }
    out += "\n";
    for (p, point) in e.points.iter().enumerate() {
        let _ = write!(
            out,
            "{:<11} {:>6} {:>10.1}",
            point.program,
            point.size,
            point.measured.time_ns / 1000.0
        );
        for (_, m) in &shown {
            let cell = match &m.predictions[p] {
                Ok(pr) => format!(
                    "{:.1} ({:+.1}%){}",
                    pr.ns / 1000.0,
                    pr.error * 100.0,
                    if pr.exact { " " } else { "*" }
                ),
                Err(_) => "n/a ".into(),
            };
            let _ = write!(out, " {cell:>18}");
        }
        let ratio = shown.first().and_then(|(_, m)| match &m.predictions[p] {
            Ok(pr) => Some(pr.ns / m.from_counts[p]),
            Err(_) => None,
        });
        match ratio {
            Some(r) if r.is_finite() => {
                let _ = writeln!(out, " {r:>8.3}");
            }
            _ => {
                let _ = writeln!(out, " {:>8}", "n/a");
            }
        }
    }
    out += "\n* upper-bound prediction: the analysis's upper and lower bounds differ at \
            this input\n";
    out += "A st/cnt: model A's prediction from the static bounds over its prediction \
            from the counted costs (1.000: the analysis is exact)\n";
    for (program, why) in e.unpredicted() {
        let _ = writeln!(out, "n/a {program}: {why}");
    }
    let _ = writeln!(
        out,
        "\nglobal error (RMS of the relative errors) over the {} points every model predicts \
         (* points: upper bounds); then over every point the model predicts, over its \
         exact predictions, and from the counted costs:",
        e.common.len()
    );
    if let Some((components, constants, error)) = &e.in_sample {
        let _ = writeln!(
            out,
            "fitted on these benchmarks themselves (the floor of any calibration): \
             global error {} with [{}]",
            percent(*error),
            constants_text(
                components
                    .iter()
                    .map(String::as_str)
                    .zip(constants.iter().copied())
            )
        );
    }
    for (i, m) in e.models.iter().enumerate() {
        let mut marks = Vec::new();
        if Some(i) == e.chosen {
            marks.push("chosen");
        }
        if Some(i) == e.steps_only {
            marks.push("steps only");
        }
        let _ = writeln!(
            out,
            "{:>4}. global error {:>6}  all {:>6} ({:>2})  exact {:>6} ({:>2})  counted {:>6}  {:<11} [{}]",
            i + 1,
            percent(m.global_error),
            percent(m.own_error),
            m.predicted_points,
            percent(m.exact_error),
            m.exact_points,
            percent(m.counted_error),
            marks.join(", "),
            m.components.join(" ")
        );
    }
    out
}

/// A relative error as a percentage, `n/a` when there is none.
fn percent(x: f64) -> String {
    if x.is_finite() {
        format!("{:.1}%", x * 100.0)
    } else {
        "n/a".into()
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

/// `steps=12.30 giunif=4.50 ...`: a model's constants (ns per unit) in its
/// component order.
fn constants_text<'a>(constants: impl Iterator<Item = (&'a str, f64)>) -> String {
    constants
        .map(|(c, k)| format!("{c}={k:.2}"))
        .collect::<Vec<_>>()
        .join(" ")
}

/// The constants of a fitted model.
fn fit_constants(m: &ModelFit) -> String {
    constants_text(
        m.components
            .iter()
            .map(String::as_str)
            .zip(m.constants.iter().copied()),
    )
}
