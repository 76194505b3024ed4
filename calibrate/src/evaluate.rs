//! Evaluation of the calibrated cost models (paper section 5, tables 4 and 5):
//! predict the execution time of benchmark programs not used for calibration from
//! their *static* cost bounds times each model's constants, measure them, and
//! compare.
//!
//! An evaluation set is a directory with an [`EVALUATION_FILE`] in the format of a
//! calibration suite's `suite.yaml` (`calibration-suites/README.md`), except that
//! each goal is one call of the benchmarked predicate (no repeat driver), so that
//! the static bound is for exactly what is timed. This module measures the goals
//! ([`measure_set`], with the calibration's own [`measure_jobs`]) and compares
//! ([`Evaluation`]); the static bounds come from the caller (the `costlog`
//! command asks the analyzer), one [`Bound`] per cost component at each goal.
//!
//! Per model and point, the prediction is `Σ K_c · ub_c` over the model's
//! components. It is *exact* when every component's upper and lower bounds agree
//! at the point (within [`EXACT_SLACK_UNITS`] or [`EXACT_SLACK_RELATIVE`]: closed
//! forms with irrational coefficients, such as fib's golden ratio, are printed
//! rounded); otherwise it is an upper-bound prediction, and it is missing when
//! some component has no upper bound. The global error of a model is the root mean
//! square of its relative errors `(predicted − observed) / observed` (paper
//! table 5) over the *common* points, those every usable model predicts, so that
//! models compare on the same programs; the error over every point the model
//! predicts, over its exact predictions only, and that of the predictions from
//! the counted costs (what profiling would give) are reported too.

use crate::fit::{fit_all, rms, Observation};
use crate::measure::{measure_programs, MeasureError, Measured, Options};
use crate::platform::{Platform, PlatformModel};
use crate::suite::{Program, Repeat, Suite, SuiteError};
use costlog_engine::Counter;
use costlog_engine::Term;
use std::path::Path;

/// The name of the description file of an evaluation set.
pub const EVALUATION_FILE: &str = "evaluation.yaml";

/// Upper and lower bounds that differ by at most this many units are equal.
pub const EXACT_SLACK_UNITS: f64 = 2.0;

/// Upper and lower bounds that differ by at most this fraction of the upper bound
/// are equal.
pub const EXACT_SLACK_RELATIVE: f64 = 1e-4;

/// How many models the text table shows besides the chosen and step-only ones.
pub const BEST_SHOWN: usize = 3;

/// Loads an evaluation set: the programs that `dir/evaluation.yaml` describes,
/// each of which must be a single call (no `repeat` or `work`).
pub fn load_set(dir: &Path) -> Result<Suite, SuiteError> {
    let set = Suite::load_described(dir, EVALUATION_FILE)?;
    for p in &set.programs {
        let message = if p.repeat != Repeat::Fixed(1) {
            "an evaluation goal is one call of the benchmarked predicate: `repeat` and `work` \
             are not allowed"
        } else if p.goal_variables().iter().any(|v| v == "R") {
            "`R` stands for the repeat count of calibration goals; an evaluation goal has none \
             (rename the variable)"
        } else {
            continue;
        };
        return Err(SuiteError::Program {
            path: dir.join(EVALUATION_FILE),
            line: 0,
            program: p.name.clone(),
            message: message.into(),
        });
    }
    Ok(set)
}

/// The static bounds of one cost component at one point: `ub` (`None`:
/// unbounded) and `lb`, in units of the component.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Bound {
    /// Upper bound, if the analysis found one.
    pub ub: Option<f64>,
    /// Lower bound.
    pub lb: f64,
}

impl Bound {
    /// Whether the upper and lower bounds agree (see [`EXACT_SLACK_UNITS`]).
    pub fn exact(&self) -> bool {
        self.ub.is_some_and(|ub| {
            ub - self.lb <= EXACT_SLACK_UNITS.max(EXACT_SLACK_RELATIVE * ub.abs())
        })
    }
}

/// Per component (the platform's, in order), its bound at a point, or why there is
/// none (the analysis does not bound the component, the goal has no call
/// pattern...).
pub type Bounds = Vec<(String, Result<Bound, String>)>;

/// One benchmark program at one size, measured and bounded.
#[derive(Clone, Debug, PartialEq)]
pub struct Point {
    /// The program's name.
    pub program: String,
    /// The size.
    pub size: u64,
    /// Observed time and the counted cost vector (order of [`Counter::TIMED`]).
    pub measured: Measured,
    /// Static bounds per component.
    pub bounds: Bounds,
}

impl Point {
    /// The bound of `component`, or why there is none.
    pub fn bound(&self, component: &str) -> Result<Bound, String> {
        self.bounds
            .iter()
            .find(|(c, _)| c == component)
            .map_or_else(
                || Err(format!("no bound was computed for `{component}`")),
                |(_, b)| b.clone(),
            )
    }

    /// The counted units of `component` (NaN for a component not counted).
    pub fn counted(&self, component: &str) -> f64 {
        Counter::TIMED
            .iter()
            .position(|c| c.name() == component)
            .map_or(f64::NAN, |i| self.measured.costs[i] as f64)
    }
}

/// Measures every program of the set at each of its sizes (`opts.quick`: the
/// quick sizes) as the calibration measures its points ([`measure_jobs`]: a
/// counted run, then rounds of timed runs), asking `bounds` for the static bounds
/// of each goal (the program and its goal at the size). Runs the engine on the
/// calling thread.
pub fn measure_set(
    set: &Suite,
    opts: &Options,
    bounds: &mut dyn FnMut(&Program, &Term) -> Bounds,
) -> Result<Vec<Point>, MeasureError> {
    let programs = set.programs.iter().map(|p| (set.name.as_str(), p));
    Ok(measure_programs(programs, opts, bounds)?
        .into_iter()
        .map(|m| Point {
            program: m.program,
            size: m.size,
            measured: m.measured,
            bounds: m.extra,
        })
        .collect())
}

/// A model's prediction at one point.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Prediction {
    /// Predicted time in nanoseconds (`Σ K_c · ub_c`).
    pub ns: f64,
    /// `(predicted − observed) / observed`.
    pub error: f64,
    /// Whether every component's bounds are exact at the point (otherwise the
    /// prediction is from upper bounds).
    pub exact: bool,
}

/// How one model does on the evaluation set.
#[derive(Clone, Debug, PartialEq)]
pub struct ModelEvaluation {
    /// Index of the model in the platform file's models.
    pub model: usize,
    /// The model's components.
    pub components: Vec<String>,
    /// Its constants (ns per unit), in component order.
    pub constants: Vec<(String, f64)>,
    /// Per point (order of [`Evaluation::points`]): the prediction, or why there
    /// is none.
    pub predictions: Vec<Result<Prediction, String>>,
    /// Per point: the prediction from the *counted* costs (what profiling would
    /// predict), separating the model's error from the analysis's.
    pub from_counts: Vec<f64>,
    /// Global error: root mean square of the relative errors over the common
    /// points ([`Evaluation::common`]; NaN when there are none).
    pub global_error: f64,
    /// Root mean square of the relative errors over every point the model
    /// predicts (upper-bound predictions included).
    pub own_error: f64,
    /// Number of points the model predicts.
    pub predicted_points: usize,
    /// Root mean square of the relative errors over the points the model
    /// predicts exactly.
    pub exact_error: f64,
    /// Number of points the model predicts exactly.
    pub exact_points: usize,
    /// Root mean square of the relative errors of [`ModelEvaluation::from_counts`]
    /// over the common points.
    pub counted_error: f64,
}

/// The evaluation of every usable model of a platform file.
#[derive(Clone, Debug, PartialEq)]
pub struct Evaluation {
    /// The measured and bounded points.
    pub points: Vec<Point>,
    /// Indices of the common points: those every usable model predicts (all
    /// predicted points when no point is predicted by every model).
    pub common: Vec<usize>,
    /// Every usable model, by global error.
    pub models: Vec<ModelEvaluation>,
    /// Position in `models` of the platform's chosen model.
    pub chosen: Option<usize>,
    /// Position in `models` of the step-only model.
    pub steps_only: Option<usize>,
    /// The floor of any calibration: the usable model that, fitted on the
    /// benchmarks themselves (their counted costs and observed times), has the
    /// smallest global error over the common points; its components, constants
    /// and that error.
    pub in_sample: Option<(Vec<String>, Vec<f64>, f64)>,
}

/// The prediction of `model` at `point`.
pub fn predict(model: &PlatformModel, point: &Point) -> Result<Prediction, String> {
    let mut ns = 0.0;
    let mut exact = true;
    for (c, k) in &model.constants {
        let b = point.bound(c)?;
        let ub =
            b.ub.ok_or_else(|| format!("no upper bound on {c} (the analysis gives inf)"))?;
        if !ub.is_finite() {
            return Err(format!("the bound on {c} cannot be evaluated at the input"));
        }
        exact &= b.exact();
        ns += k * ub;
    }
    let observed = point.measured.time_ns;
    Ok(Prediction {
        ns,
        error: (ns - observed) / observed,
        exact,
    })
}

impl Evaluation {
    /// Compares the predictions of every usable model of `platform` with the
    /// observations.
    pub fn new(platform: &Platform, points: Vec<Point>) -> Evaluation {
        let predictions: Vec<(usize, Vec<Result<Prediction, String>>)> = platform
            .models
            .iter()
            .enumerate()
            .filter(|(_, m)| m.usable())
            .map(|(i, m)| (i, points.iter().map(|p| predict(m, p)).collect()))
            .collect();
        let every = |i: usize| predictions.iter().all(|(_, ps)| ps[i].is_ok());
        let some = |i: usize| predictions.iter().any(|(_, ps)| ps[i].is_ok());
        let mut common: Vec<usize> = (0..points.len()).filter(|&i| every(i)).collect();
        if common.is_empty() {
            common = (0..points.len()).filter(|&i| some(i)).collect();
        }
        let mut models: Vec<ModelEvaluation> = predictions
            .into_iter()
            .map(|(i, ps)| evaluate_model(i, &platform.models[i], &points, ps, &common))
            .collect();
        models.sort_by(|a, b| {
            nan_last(a.global_error)
                .total_cmp(&nan_last(b.global_error))
                .then(a.components.len().cmp(&b.components.len()))
        });
        let chosen_index = platform
            .chosen_model()
            .and_then(|c| platform.models.iter().position(|m| std::ptr::eq(m, c)));
        let steps_index = platform
            .model(&["steps"])
            .and_then(|s| platform.models.iter().position(|m| std::ptr::eq(m, s)));
        let find = |i: Option<usize>| i.and_then(|i| models.iter().position(|m| m.model == i));
        let chosen = find(chosen_index);
        let steps_only = find(steps_index);
        let in_sample = in_sample_floor(&platform.components, &points, &common);
        Evaluation {
            points,
            common,
            models,
            chosen,
            steps_only,
            in_sample,
        }
    }

    /// The models of the text table: the chosen one, the best [`BEST_SHOWN`]
    /// others, the step-only one; each with its label.
    pub fn shown(&self) -> Vec<(String, &ModelEvaluation)> {
        let mut shown: Vec<(String, usize)> = Vec::new();
        if let Some(c) = self.chosen {
            shown.push(("chosen".into(), c));
        }
        let mut rank = 0;
        for i in 0..self.models.len() {
            if rank == BEST_SHOWN {
                break;
            }
            if Some(i) == self.chosen || Some(i) == self.steps_only {
                continue;
            }
            rank += 1;
            shown.push((format!("#{}", i + 1), i));
        }
        if let Some(s) = self.steps_only {
            shown.push(("steps only".into(), s));
        }
        shown
            .into_iter()
            .map(|(l, i)| (l, &self.models[i]))
            .collect()
    }

    /// Programs with no prediction by the chosen model (or the first model), with
    /// the reason (one line per program).
    pub fn unpredicted(&self) -> Vec<(String, String)> {
        let Some(m) = self.chosen.or((!self.models.is_empty()).then_some(0)) else {
            return Vec::new();
        };
        let mut out: Vec<(String, String)> = Vec::new();
        for (point, pred) in self.points.iter().zip(&self.models[m].predictions) {
            if let Err(why) = pred {
                if !out.iter().any(|(p, _)| *p == point.program) {
                    out.push((point.program.clone(), why.clone()));
                }
            }
        }
        out
    }
}

fn evaluate_model(
    index: usize,
    model: &PlatformModel,
    points: &[Point],
    predictions: Vec<Result<Prediction, String>>,
    common: &[usize],
) -> ModelEvaluation {
    let from_counts: Vec<f64> = points
        .iter()
        .map(|p| model.predict(|c| p.counted(c)))
        .collect();
    let error = |i: usize| predictions[i].as_ref().map_or(f64::NAN, |p| p.error);
    let own: Vec<usize> = (0..points.len())
        .filter(|&i| predictions[i].is_ok())
        .collect();
    let exact: Vec<usize> = own
        .iter()
        .copied()
        .filter(|&i| predictions[i].as_ref().is_ok_and(|p| p.exact))
        .collect();
    ModelEvaluation {
        model: index,
        components: model.components.clone(),
        constants: model
            .components
            .iter()
            .map(|c| (c.clone(), model.constant(c).unwrap_or(f64::NAN)))
            .collect(),
        global_error: rms(common
            .iter()
            .filter(|&&i| predictions[i].is_ok())
            .map(|&i| error(i))),
        own_error: rms(own.iter().map(|&i| error(i))),
        predicted_points: own.len(),
        exact_error: rms(exact.iter().map(|&i| error(i))),
        exact_points: exact.len(),
        counted_error: rms(common.iter().map(|&i| {
            let observed = points[i].measured.time_ns;
            (from_counts[i] - observed) / observed
        })),
        predictions,
        from_counts,
    }
}

/// The best usable model fitted on the benchmark points themselves (see
/// [`Evaluation::in_sample`]); `None` with fewer than two common points.
fn in_sample_floor(
    components: &[String],
    points: &[Point],
    common: &[usize],
) -> Option<(Vec<String>, Vec<f64>, f64)> {
    if common.len() < 2 {
        return None;
    }
    let observations: Vec<Observation> = common
        .iter()
        .map(|&i| Observation {
            program: points[i].program.clone(),
            costs: components.iter().map(|c| points[i].counted(c)).collect(),
            time_ns: points[i].measured.time_ns,
        })
        .collect();
    let report = fit_all(components, &observations);
    report
        .models
        .iter()
        .filter(|m| m.usable())
        .map(|m| {
            let error = rms(observations.iter().map(|o| {
                let costs: Vec<f64> = m.columns.iter().map(|&c| o.costs[c]).collect();
                (m.predict(&costs) - o.time_ns) / o.time_ns
            }));
            (m.components.clone(), m.constants.clone(), error)
        })
        .filter(|(_, _, e)| e.is_finite())
        .min_by(|a, b| a.2.total_cmp(&b.2))
}

fn nan_last(x: f64) -> f64 {
    if x.is_nan() {
        f64::INFINITY
    } else {
        x
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::platform::{CalibrationInfo, MachineInfo, PLATFORM_FORMAT};
    use std::collections::BTreeMap;

    fn model(constants: &[(&str, f64)]) -> PlatformModel {
        PlatformModel {
            components: constants.iter().map(|(c, _)| c.to_string()).collect(),
            constants: constants
                .iter()
                .map(|(c, k)| (c.to_string(), *k))
                .collect::<BTreeMap<_, _>>(),
            residual_se_ns: Some(1.0),
            cv_error: Some(0.1),
            calibration_error: Some(0.1),
            worst_under_prediction: None,
            worst_over_prediction: None,
            rejected: None,
        }
    }

    fn platform(models: Vec<PlatformModel>, chosen: &[&str]) -> Platform {
        Platform {
            format_version: PLATFORM_FORMAT,
            costlog_version: "test".into(),
            machine: MachineInfo {
                cpu_model: "test".into(),
                cores: 1,
                os: "linux".into(),
                arch: "x86_64".into(),
                hostname: None,
            },
            date: "2025-01-01T00:00:00Z".into(),
            components: vec!["steps".into(), "builtins".into()],
            chosen: chosen.iter().map(|c| c.to_string()).collect(),
            models,
            calibration: CalibrationInfo {
                suites: vec![],
                observations: 0,
                quick: true,
                call_overhead_ns: None,
                load: None,
            },
        }
    }

    /// A point observed at `time_ns` with `steps` and `builtins` counted, and the
    /// given static bounds of builtins.
    fn point(
        name: &str,
        time_ns: f64,
        steps: u64,
        builtins: u64,
        bound: Result<Bound, String>,
    ) -> Point {
        let mut costs = [0; Counter::TIMED.len()];
        costs[0] = steps;
        costs[6] = builtins;
        let s = steps as f64;
        Point {
            program: name.into(),
            size: 1,
            measured: Measured {
                costs,
                time_ns,
                fastest_round_ns: time_ns,
                slowest_round_ns: time_ns,
                repetitions: 5,
            },
            bounds: vec![
                ("steps".into(), Ok(Bound { ub: Some(s), lb: s })),
                ("builtins".into(), bound),
            ],
        }
    }

    fn exact(x: f64) -> Result<Bound, String> {
        Ok(Bound { ub: Some(x), lb: x })
    }

    #[test]
    fn bounds_are_exact_up_to_rounding() {
        assert!(Bound {
            ub: Some(10.0),
            lb: 10.0
        }
        .exact());
        assert!(Bound {
            ub: Some(1973.55),
            lb: 1972.66
        }
        .exact());
        assert!(Bound {
            ub: Some(1e9),
            lb: 1e9 - 5e4
        }
        .exact());
        assert!(!Bound {
            ub: Some(1831.0),
            lb: 1771.0
        }
        .exact());
        assert!(!Bound { ub: None, lb: 0.0 }.exact());
    }

    #[test]
    fn predictions_use_upper_bounds_and_say_when_they_are_not_exact() {
        let m = model(&[("steps", 10.0), ("builtins", 20.0)]);
        let p = point("p", 2000.0, 100, 10, exact(10.0));
        let pr = predict(&m, &p).unwrap();
        assert_eq!(pr.ns, 1200.0);
        assert!(pr.exact);
        assert!((pr.error - (-0.4)).abs() < 1e-12);
        let p = point(
            "p",
            1200.0,
            100,
            10,
            Ok(Bound {
                ub: Some(20.0),
                lb: 5.0,
            }),
        );
        let pr = predict(&m, &p).unwrap();
        assert_eq!(pr.ns, 1400.0);
        assert!(!pr.exact);
        let p = point("p", 1200.0, 100, 10, Ok(Bound { ub: None, lb: 5.0 }));
        assert!(predict(&m, &p)
            .unwrap_err()
            .contains("no upper bound on builtins"));
        let p = point(
            "p",
            1200.0,
            100,
            10,
            Err("the analysis does not bound builtins".into()),
        );
        assert!(predict(&m, &p).unwrap_err().contains("does not bound"));
        // A model without the missing component still predicts.
        assert_eq!(predict(&model(&[("steps", 12.0)]), &p).unwrap().ns, 1200.0);
    }

    #[test]
    fn global_errors_are_over_the_points_every_model_predicts() {
        // The true cost is 10 ns per step and 30 ns per builtin.
        let points = vec![
            point("a", 1300.0, 100, 10, exact(10.0)),
            point("b", 1600.0, 100, 20, exact(20.0)),
            point("c", 1000.0, 100, 0, Ok(Bound { ub: None, lb: 0.0 })),
        ];
        let steps = model(&[("steps", 13.0)]);
        let both = model(&[("steps", 10.0), ("builtins", 30.0)]);
        let mut rejected = model(&[("builtins", -1.0)]);
        rejected.rejected = Some("negative constant".into());
        let p = platform(vec![steps, both, rejected], &["steps", "builtins"]);
        let e = Evaluation::new(&p, points);
        assert_eq!(e.common, vec![0, 1], "c has no bound on builtins");
        assert_eq!(e.models.len(), 2, "the rejected model is not evaluated");
        assert_eq!(e.models[0].components, ["steps", "builtins"]);
        assert_eq!(e.chosen, Some(0));
        assert_eq!(e.steps_only, Some(1));
        assert!(e.models[0].global_error < 1e-12);
        // Steps only: errors 0 and (1300 - 1600) / 1600 on the common points.
        let expected = ((0.0f64).powi(2) / 2.0 + (300.0f64 / 1600.0).powi(2) / 2.0).sqrt();
        assert!((e.models[1].global_error - expected).abs() < 1e-12);
        assert_eq!(e.models[1].predicted_points, 3);
        assert_eq!(e.models[1].exact_points, 3);
        assert_eq!(e.models[0].predicted_points, 2);
        let labels: Vec<String> = e.shown().into_iter().map(|(l, _)| l).collect();
        assert_eq!(labels, ["chosen", "steps only"]);
        assert_eq!(
            e.unpredicted(),
            [(
                "c".to_string(),
                "no upper bound on builtins (the analysis gives inf)".to_string()
            )]
        );
        assert_eq!(e.chosen, Some(0));
        assert!(matches!(
            e.points[2].bound("builtins"),
            Ok(Bound { ub: None, .. })
        ));
    }

    #[test]
    fn evaluation_sets_refuse_repeat_drivers() {
        let dir = std::env::temp_dir().join(format!("costlog-eval-set-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(dir.join("p.pl"), "p(_).\n").unwrap();
        let write = |goal: &str, extra: &str| {
            std::fs::write(
                dir.join(EVALUATION_FILE),
                format!("programs:\n  - name: p\n    file: p.pl\n    goal: {goal}\n{extra}    sizes: [3]\n"),
            )
            .unwrap();
        };
        write("p(N)", "");
        assert_eq!(load_set(&dir).unwrap().programs.len(), 1);
        write("p(N)", "    work: 100\n");
        assert!(load_set(&dir).unwrap_err().to_string().contains("one call"));
        write("p(R)", "");
        assert!(load_set(&dir).unwrap_err().to_string().contains("`R`"));
        std::fs::remove_file(dir.join(EVALUATION_FILE)).unwrap();
        assert!(matches!(load_set(&dir), Err(SuiteError::Io { .. })));
        let _ = std::fs::remove_dir_all(&dir);
    }
}
