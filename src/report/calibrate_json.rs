//! `costlog calibrate --format json` (the fitted models and the measured points)
//! and `costlog calibrate --evaluate --format json` (predictions of the evaluation
//! benchmarks against measurements), as typed structs. Non-finite numbers are null.

use super::json;
use costlog_calibrate::evaluate::{Evaluation, Point as EvalPoint};
use costlog_calibrate::fit::ModelFit;
use costlog_calibrate::measure::Point;
use costlog_engine::Counter;
use serde::Serialize;
use std::collections::BTreeMap;

/// A finite number, or `None` (null) for NaN and infinities.
fn finite(x: f64) -> Option<f64> {
    x.is_finite().then_some(x)
}

/// What a calibration did, for its JSON.
pub struct Calibration<'a> {
    /// Quick sizes only.
    pub quick: bool,
    /// Seconds spent measuring.
    pub measured_seconds: f64,
    /// Measured cost of an empty call, in nanoseconds.
    pub call_overhead_ns: f64,
    /// Condition number of the design matrix.
    pub condition: f64,
    /// The platform file written, if any.
    pub platform_file: Option<String>,
    /// The default model.
    pub chosen: Option<&'a ModelFit>,
    /// Every model fitted.
    pub models: &'a [ModelFit],
    /// The measured points.
    pub points: &'a [Point],
}

#[derive(Serialize)]
struct CalibrationJson<'a> {
    components: &'static [Counter],
    quick: bool,
    measured_seconds: f64,
    call_overhead_ns: Option<f64>,
    condition: Option<f64>,
    platform_file: Option<String>,
    chosen: Option<ModelJson<'a>>,
    models: Vec<ModelJson<'a>>,
    points: Vec<PointJson<'a>>,
}

#[derive(Serialize)]
struct ModelJson<'a> {
    components: &'a [String],
    constants_ns: &'a [f64],
    residual_se_ns: Option<f64>,
    cv_error: Option<f64>,
    cv_standard_error: Option<f64>,
    condition: Option<f64>,
    rejected: Option<String>,
    relative_errors: Vec<ProgramError<'a>>,
}

#[derive(Serialize)]
struct ProgramError<'a> {
    program: &'a str,
    error: Option<f64>,
}

#[derive(Serialize)]
struct PointJson<'a> {
    program: String,
    size: u64,
    costs: &'a [u64],
    time_ns: f64,
    repetitions: usize,
}

fn model(m: &ModelFit) -> ModelJson<'_> {
    ModelJson {
        components: &m.components,
        constants_ns: &m.constants,
        residual_se_ns: finite(m.residual_se),
        cv_error: finite(m.cv_error),
        cv_standard_error: finite(m.cv_standard_error),
        condition: finite(m.condition),
        rejected: m.rejected.as_ref().map(|r| r.to_string()),
        relative_errors: m
            .relative_errors
            .iter()
            .map(|(p, e)| ProgramError {
                program: p,
                error: finite(*e),
            })
            .collect(),
    }
}

/// The calibration as pretty JSON.
pub fn calibration(c: &Calibration) -> String {
    json::render(&CalibrationJson {
        components: &Counter::TIMED,
        quick: c.quick,
        measured_seconds: c.measured_seconds,
        call_overhead_ns: finite(c.call_overhead_ns),
        condition: finite(c.condition),
        platform_file: c.platform_file.clone(),
        chosen: c.chosen.map(model),
        models: c.models.iter().map(model).collect(),
        points: c
            .points
            .iter()
            .map(|p| PointJson {
                program: p.program_id(),
                size: p.size,
                costs: &p.measured.costs,
                time_ns: p.measured.time_ns,
                repetitions: p.measured.repetitions,
            })
            .collect(),
    })
}

/// The run an evaluation was made in, for its JSON.
pub struct EvaluationRun<'a> {
    /// The platform file evaluated.
    pub platform_file: String,
    /// Its calibration date.
    pub platform_date: &'a str,
    /// Its default model's components.
    pub chosen: &'a [String],
    /// Quick sizes only.
    pub quick: bool,
    /// Seconds spent measuring.
    pub measured_seconds: f64,
    /// Seconds spent in the static analysis.
    pub analysis_seconds: f64,
    /// The benchmark set directories.
    pub sets: Vec<String>,
}

#[derive(Serialize)]
struct EvaluationJson<'a> {
    points: Vec<EvalPointJson<'a>>,
    common_points: &'a [usize],
    models: Vec<EvalModelJson<'a>>,
    fitted_on_benchmarks: Option<InSampleJson<'a>>,
    platform_file: &'a str,
    platform_date: &'a str,
    chosen: &'a [String],
    quick: bool,
    measured_seconds: f64,
    analysis_seconds: f64,
    sets: &'a [String],
}

#[derive(Serialize)]
struct EvalPointJson<'a> {
    program: &'a str,
    size: u64,
    observed_ns: f64,
    repetitions: usize,
    counted: BTreeMap<&'static str, u64>,
    bounds: BTreeMap<&'a str, BoundJson<'a>>,
}

#[derive(Serialize)]
#[serde(untagged)]
enum BoundJson<'a> {
    Bound {
        ub: Option<Option<f64>>,
        lb: Option<f64>,
        exact: bool,
    },
    None {
        none: &'a str,
    },
}

#[derive(Serialize)]
struct EvalModelJson<'a> {
    rank: usize,
    components: &'a [String],
    constants_ns: BTreeMap<&'a str, Option<f64>>,
    chosen: bool,
    steps_only: bool,
    global_error: Option<f64>,
    error_over_predicted_points: Option<f64>,
    predicted_points: usize,
    error_over_exact_points: Option<f64>,
    exact_points: usize,
    global_error_from_counts: Option<f64>,
    predictions: Vec<PredictionJson<'a>>,
}

#[derive(Serialize)]
#[serde(untagged)]
enum PredictionJson<'a> {
    Predicted {
        predicted_ns: Option<f64>,
        error: Option<f64>,
        exact: bool,
        from_counts_ns: Option<f64>,
    },
    None {
        none: &'a str,
        from_counts_ns: Option<f64>,
    },
}

#[derive(Serialize)]
struct InSampleJson<'a> {
    components: &'a [String],
    constants_ns: Vec<Option<f64>>,
    global_error: Option<f64>,
}

fn eval_point(p: &EvalPoint) -> EvalPointJson<'_> {
    EvalPointJson {
        program: &p.program,
        size: p.size,
        observed_ns: p.measured.time_ns,
        repetitions: p.measured.repetitions,
        counted: Counter::TIMED
            .iter()
            .map(|c| c.name())
            .zip(p.measured.costs)
            .collect(),
        bounds: p
            .bounds
            .iter()
            .map(|(c, b)| {
                let v = match b {
                    Ok(b) => BoundJson::Bound {
                        ub: b.ub.map(finite),
                        lb: finite(b.lb),
                        exact: b.exact(),
                    },
                    Err(why) => BoundJson::None { none: why },
                };
                (c.as_str(), v)
            })
            .collect(),
    }
}

/// The evaluation as pretty JSON: per point the observation, the counted costs,
/// the static bounds; per model the predictions and the global errors.
pub fn evaluation(e: &Evaluation, run: &EvaluationRun) -> String {
    let models = e
        .models
        .iter()
        .enumerate()
        .map(|(i, m)| EvalModelJson {
            rank: i + 1,
            components: &m.components,
            constants_ns: m
                .constants
                .iter()
                .map(|(c, k)| (c.as_str(), finite(*k)))
                .collect(),
            chosen: Some(i) == e.chosen,
            steps_only: Some(i) == e.steps_only,
            global_error: finite(m.global_error),
            error_over_predicted_points: finite(m.own_error),
            predicted_points: m.predicted_points,
            error_over_exact_points: finite(m.exact_error),
            exact_points: m.exact_points,
            global_error_from_counts: finite(m.counted_error),
            predictions: m
                .predictions
                .iter()
                .zip(&m.from_counts)
                .map(|(pr, counted)| match pr {
                    Ok(pr) => PredictionJson::Predicted {
                        predicted_ns: finite(pr.ns),
                        error: finite(pr.error),
                        exact: pr.exact,
                        from_counts_ns: finite(*counted),
                    },
                    Err(why) => PredictionJson::None {
                        none: why,
                        from_counts_ns: finite(*counted),
                    },
                })
                .collect(),
        })
        .collect();
    json::render(&EvaluationJson {
        points: e.points.iter().map(eval_point).collect(),
        common_points: &e.common,
        models,
        fitted_on_benchmarks: e.in_sample.as_ref().map(|(components, constants, error)| {
            InSampleJson {
                components,
                constants_ns: constants.iter().copied().map(finite).collect(),
                global_error: finite(*error),
            }
        }),
        platform_file: &run.platform_file,
        platform_date: run.platform_date,
        chosen: run.chosen,
        quick: run.quick,
        measured_seconds: run.measured_seconds,
        analysis_seconds: run.analysis_seconds,
        sets: &run.sets,
    })
}
