//! Least-squares fit of the execution-time cost models (paper sections 3–5).
//!
//! A calibration run yields observations: for each calibration program and input
//! size, the cost vector `C_j` (one count per cost component: steps, nargs,
//! giunif, ...) and the measured time `T_j` in nanoseconds. A *cost model* is a
//! non-empty subset of the components; its constants `K` (nanoseconds per unit of
//! each component) solve the overdetermined system `C · K ≈ T` in the least-squares
//! sense, by Householder QR (`C = Q R`, then `R K = Qᵀ T`).
//!
//! [`fit_all`] fits every model (`2^k − 1` of them for `k` components), rejects the
//! unusable ones (negative constant, ill-conditioned system, too few observations,
//! a component no observation exercises) and picks the default model by
//! leave-one-program-out cross-validation, which measures what the constants are
//! for: predicting programs that were not used to fit them.
//!
//! # Relative rather than absolute residuals
//!
//! The paper solves the plain system `C · K = T`. Calibration times range over
//! orders of magnitude (a few microseconds for the smallest input of one program,
//! tens of milliseconds for the largest of another); the plain fit is dominated by
//! the longest runs and may leave the short ones with large *relative* errors,
//! while every quality figure that matters (the per-program errors of the paper's
//! table 3, the global error of its table 5, the `--time-tolerance` of `verify`) is
//! relative. Timing noise is also roughly proportional to the time measured.
//! [`fit_all`] therefore solves the weighted system `diag(1/T) · C · K ≈ 1`, which
//! minimises `Σ ((C_j·K − T_j) / T_j)²` ([`relative_least_squares`]); the residual
//! standard error `S` is still reported in nanoseconds on the unweighted residuals
//! `T − C·K`, as in the paper. [`least_squares`] is the paper's plain fit.

use std::collections::BTreeMap;

use nalgebra::{DMatrix, DVector};
use thiserror::Error;

/// Condition number (of the column-scaled, weighted system) above which a model is
/// rejected as ill-conditioned: its constants would be dominated by rounding and
/// timing noise rather than by the data.
pub const MAX_CONDITION: f64 = 1e8;

/// Up to this many components [`fit_all`] fits every non-empty subset; beyond it
/// (where `2^k` fits stop being cheap) it fits the full model, every model
/// leaving one component out, and every single-component model.
pub const MAX_EXHAUSTIVE_COMPONENTS: usize = 14;

/// One calibration measurement: a program run at one input size.
#[derive(Debug, Clone, PartialEq)]
pub struct Observation {
    /// The calibration program the measurement comes from (cross-validation leaves
    /// out all observations of one program at a time).
    pub program: String,
    /// The cost vector: one count per component, in the order of the component list.
    pub costs: Vec<f64>,
    /// The measured execution time in nanoseconds.
    pub time_ns: f64,
}

/// The least-squares solution of one system.
#[derive(Debug, Clone, PartialEq)]
pub struct LsSolution {
    /// The fitted constants, one per column.
    pub k: DVector<f64>,
    /// Residual sum of squares `Σ (T_j − C_j·K)²` of the unweighted residuals.
    pub rss: f64,
    /// Residual standard error `S = sqrt(RSS / (m − n))`, in the unit of `T`.
    pub residual_se: f64,
    /// 2-norm condition number (largest / smallest singular value) of the solved
    /// matrix after scaling each column to unit length.
    pub condition: f64,
}

/// Why a system could not be solved.
#[derive(Debug, Clone, PartialEq, Error)]
pub enum FitError {
    /// The matrix has no columns, or the vector does not have one entry per row.
    #[error("malformed system: {rows} rows, {cols} columns, {len} times")]
    Shape {
        /// Rows of the matrix.
        rows: usize,
        /// Columns of the matrix.
        cols: usize,
        /// Length of the time vector.
        len: usize,
    },
    /// Fewer rows than columns + 1: the residual standard error is undefined.
    #[error("too few observations: {rows} for {cols} components (need at least {})", cols + 1)]
    TooFewObservations {
        /// Rows (observations).
        rows: usize,
        /// Columns (components).
        cols: usize,
    },
    /// An entry is NaN or infinite.
    #[error("the data contain a value that is not a finite number")]
    NonFinite,
    /// A time is zero or negative (relative residuals are undefined).
    #[error("a measured time is not positive")]
    NonPositiveTime,
    /// A column is zero in every row.
    #[error("column {column} is zero in every observation")]
    ZeroColumn {
        /// Index of the column.
        column: usize,
    },
    /// The columns are linearly dependent (to working precision).
    #[error("the columns are linearly dependent (condition number {condition:.3e})")]
    RankDeficient {
        /// The (possibly infinite) condition number.
        condition: f64,
    },
}

/// Why a model is unusable.
#[derive(Debug, Clone, PartialEq, Error)]
pub enum Rejection {
    /// The model names no component, or one outside the component list.
    #[error("not a valid set of components")]
    InvalidComponents,
    /// No calibration program exercises a component of the model.
    #[error(
        "component {component} is zero in every calibration observation (no calibration \
         program exercises it)"
    )]
    Unexercised {
        /// The component.
        component: String,
    },
    /// The calibration data cannot separate the model's components.
    #[error(
        "ill-conditioned (condition number {condition:.1e}): the calibration data cannot \
         separate these components"
    )]
    IllConditioned {
        /// The condition number of the column-scaled system (infinite when the
        /// columns are exactly dependent).
        condition: f64,
    },
    /// A fitted constant is negative: more of that component would take less time.
    #[error("negative constant for {component} ({constant:.4} ns)")]
    NegativeConstant {
        /// The component.
        component: String,
        /// Its fitted constant in nanoseconds.
        constant: f64,
    },
    /// The system cannot be solved at all (too few observations, say).
    #[error("{0}")]
    Unsolvable(FitError),
}

impl Rejection {
    /// A short name of the kind of rejection, for counting them in reports.
    pub fn kind(&self) -> &'static str {
        match self {
            Rejection::InvalidComponents => "invalid components",
            Rejection::Unexercised { .. } => "component not exercised",
            Rejection::IllConditioned { .. } => "ill-conditioned",
            Rejection::NegativeConstant { .. } => "negative constant",
            Rejection::Unsolvable(_) => "unsolvable",
        }
    }
}

/// A fitted cost model.
#[derive(Debug, Clone, PartialEq)]
pub struct ModelFit {
    /// The components the model uses, in the order of the component list.
    pub components: Vec<String>,
    /// Indices of [`ModelFit::components`] in the component list.
    pub columns: Vec<usize>,
    /// Nanoseconds per unit of each component (same order as `components`); empty
    /// when the system could not be solved at all.
    pub constants: Vec<f64>,
    /// The paper's `S = sqrt(RSS / (m − n))` in nanoseconds, on the unweighted
    /// residuals; NaN when the system could not be solved.
    pub residual_se: f64,
    /// Per calibration program (in order of first appearance): the mean of
    /// `|pred − obs| / obs` over its observations, with the constants fitted on all
    /// observations.
    pub relative_errors: Vec<(String, f64)>,
    /// Cross-validated global error: each program in turn is left out of the fit
    /// and its observations predicted; the root mean square over programs of their
    /// mean relative errors. Infinite when some fold cannot be fitted (e.g. the
    /// program left out is the only one exercising a component of the model).
    pub cv_error: f64,
    /// Standard error of [`ModelFit::cv_error`] over the folds (by the delta method
    /// from the spread of the programs' squared errors): how far the cross-validated
    /// error of the same model could move with other calibration programs. Infinite
    /// when `cv_error` is.
    pub cv_standard_error: f64,
    /// The model's worst under-prediction of a calibration observation: the
    /// largest `(obs − pred) / pred`, at least 0 (NaN when unsolved), over the
    /// constants fitted on all observations and over each cross-validation fold's
    /// constants on the program it left out. Static upper bounds widen by it, so
    /// that they hold for the calibration programs even where the model cannot
    /// represent some cost (a model without `heap` on programs that build data),
    /// and for a program the constants were not fitted on: the held-out folds
    /// measure how far off the model is on such a program.
    pub worst_under: f64,
    /// The model's worst over-prediction of a calibration observation, in and out
    /// of sample as for [`ModelFit::worst_under`]: the largest `(pred − obs) /
    /// obs`, at least 0 (NaN when unsolved). Static lower bounds narrow by it.
    pub worst_over: f64,
    /// Condition number of the column-scaled weighted system (NaN when unsolved).
    pub condition: f64,
    /// Why the model is unusable (negative constant, ill-conditioned, too few
    /// observations, component never exercised); `None` for a usable model.
    pub rejected: Option<Rejection>,
}

impl ModelFit {
    /// In-sample global error: root mean square of [`ModelFit::relative_errors`]
    /// (NaN when there are none).
    pub fn calibration_error(&self) -> f64 {
        rms(self.relative_errors.iter().map(|(_, e)| *e))
    }

    /// Predicted time in nanoseconds for a cost vector over the *model's*
    /// components (same order as [`ModelFit::components`]).
    pub fn predict(&self, costs: &[f64]) -> f64 {
        self.constants.iter().zip(costs).map(|(k, c)| k * c).sum()
    }

    /// Whether the model can be used for prediction.
    pub fn usable(&self) -> bool {
        self.rejected.is_none()
    }
}

/// Every fitted model and the default choice.
#[derive(Debug, Clone, PartialEq)]
pub struct FitReport {
    /// The fitted models (for [`fit_all`] with `k ≤ MAX_EXHAUSTIVE_COMPONENTS`:
    /// model `i` uses the components whose bit is set in `i + 1`, bit `b` standing
    /// for component `b`).
    pub models: Vec<ModelFit>,
    /// Index in `models` of the default model: by cross-validated error with the
    /// one-standard-error rule (see [`fit_models`]); `None` when no model is usable.
    pub chosen: Option<usize>,
    /// Observations used.
    pub observations: usize,
    /// Observations ignored because their time was not a positive finite number,
    /// a cost was not finite, or the cost vector had the wrong length.
    pub ignored: usize,
}

impl FitReport {
    /// The default model, if any model is usable.
    pub fn chosen_model(&self) -> Option<&ModelFit> {
        self.chosen.map(|i| &self.models[i])
    }
}

/// Solves `C · K ≈ T` in the least-squares sense by Householder QR (the paper's
/// plain, unweighted fit).
///
/// The columns are first scaled to unit length (which does not change the
/// least-squares solution but makes the condition number meaningful across
/// components counted in very different magnitudes); the condition number is the
/// ratio of the extreme singular values of the triangular factor `R`.
pub fn least_squares(c: &DMatrix<f64>, t: &DVector<f64>) -> Result<LsSolution, FitError> {
    check_system(c, t)?;
    let (k, condition) = solve_scaled(c.clone(), t.clone())?;
    Ok(solution(c, t, k, condition))
}

/// Solves `C · K ≈ T` minimising the *relative* residuals
/// `Σ ((C_j·K − T_j) / T_j)²`: the rows are weighted by `1 / T_j` (see the module
/// documentation for why). `rss` and `residual_se` are computed on the unweighted
/// residuals `T − C·K` (nanoseconds); `condition` is that of the weighted,
/// column-scaled matrix. Every `T_j` must be positive.
pub fn relative_least_squares(c: &DMatrix<f64>, t: &DVector<f64>) -> Result<LsSolution, FitError> {
    check_system(c, t)?;
    if t.iter().any(|&x| x <= 0.0) {
        return Err(FitError::NonPositiveTime);
    }
    let mut weighted = c.clone();
    for (i, mut row) in weighted.row_iter_mut().enumerate() {
        row /= t[i];
    }
    let ones = DVector::from_element(t.len(), 1.0);
    let (k, condition) = solve_scaled(weighted, ones)?;
    Ok(solution(c, t, k, condition))
}

fn check_system(c: &DMatrix<f64>, t: &DVector<f64>) -> Result<(), FitError> {
    let (rows, cols) = c.shape();
    if cols == 0 || rows != t.len() {
        return Err(FitError::Shape {
            rows,
            cols,
            len: t.len(),
        });
    }
    if c.iter().chain(t.iter()).any(|x| !x.is_finite()) {
        return Err(FitError::NonFinite);
    }
    if rows < cols + 1 {
        return Err(FitError::TooFewObservations { rows, cols });
    }
    Ok(())
}

/// Column scaling, Householder QR, rank check, back substitution.
fn solve_scaled(mut a: DMatrix<f64>, b: DVector<f64>) -> Result<(DVector<f64>, f64), FitError> {
    let (m, n) = a.shape();
    let mut scale = Vec::with_capacity(n);
    for (j, mut col) in a.column_iter_mut().enumerate() {
        let norm = col.norm();
        if norm == 0.0 {
            return Err(FitError::ZeroColumn { column: j });
        }
        if !norm.is_finite() {
            return Err(FitError::NonFinite);
        }
        col /= norm;
        scale.push(norm);
    }
    let qr = a.qr();
    let mut qtb = b;
    qr.q_tr_mul(&mut qtb);
    let r = qr.r();
    let condition = condition_number(&r);
    if !(condition.is_finite() && condition * f64::EPSILON * (m.max(n) as f64) < 1.0) {
        return Err(FitError::RankDeficient { condition });
    }
    let rhs = qtb.rows(0, n).into_owned();
    let y = r
        .solve_upper_triangular(&rhs)
        .ok_or(FitError::RankDeficient {
            condition: f64::INFINITY,
        })?;
    let k = DVector::from_iterator(n, y.iter().zip(&scale).map(|(y, s)| y / s));
    if k.iter().any(|x| !x.is_finite()) {
        return Err(FitError::RankDeficient {
            condition: f64::INFINITY,
        });
    }
    Ok((k, condition))
}

/// Ratio of the extreme singular values of a square triangular factor; falls back
/// to the ratio of the extreme diagonal magnitudes if the SVD does not converge.
fn condition_number(r: &DMatrix<f64>) -> f64 {
    let (max, min) = match r.clone().try_svd(false, false, f64::EPSILON, 10_000) {
        Some(svd) => {
            let s = svd.singular_values;
            (s.max(), s.min())
        }
        None => {
            let d = r.diagonal().map(f64::abs);
            (d.max(), d.min())
        }
    };
    if min > 0.0 {
        max / min
    } else {
        f64::INFINITY
    }
}

fn solution(c: &DMatrix<f64>, t: &DVector<f64>, k: DVector<f64>, condition: f64) -> LsSolution {
    let residual = t - c * &k;
    let rss = residual.norm_squared();
    let dof = (c.nrows() - c.ncols()) as f64;
    LsSolution {
        k,
        rss,
        residual_se: (rss / dof).sqrt(),
        condition,
    }
}

/// Root mean square (NaN when there is nothing).
pub fn rms(values: impl Iterator<Item = f64>) -> f64 {
    let (sum, n) = values.fold((0.0, 0usize), |(s, n), e| (s + e * e, n + 1));
    if n == 0 {
        f64::NAN
    } else {
        (sum / n as f64).sqrt()
    }
}

/// The validated observations: the full cost matrix, the times, and the rows of
/// each program.
struct Data<'a> {
    components: &'a [String],
    costs: DMatrix<f64>,
    times: DVector<f64>,
    /// Program names in order of first appearance, with their row indices.
    programs: Vec<(String, Vec<usize>)>,
    ignored: usize,
}

impl<'a> Data<'a> {
    fn new(components: &'a [String], obs: &[Observation]) -> Self {
        let k = components.len();
        let valid: Vec<&Observation> = obs
            .iter()
            .filter(|o| {
                o.costs.len() == k
                    && o.costs.iter().all(|c| c.is_finite())
                    && o.time_ns.is_finite()
                    && o.time_ns > 0.0
            })
            .collect();
        let costs = DMatrix::from_fn(valid.len(), k, |i, j| valid[i].costs[j]);
        let times = DVector::from_iterator(valid.len(), valid.iter().map(|o| o.time_ns));
        let mut index: BTreeMap<&str, usize> = BTreeMap::new();
        let mut programs: Vec<(String, Vec<usize>)> = Vec::new();
        for (row, o) in valid.iter().enumerate() {
            let p = *index.entry(o.program.as_str()).or_insert_with(|| {
                programs.push((o.program.clone(), Vec::new()));
                programs.len() - 1
            });
            programs[p].1.push(row);
        }
        Data {
            components,
            costs,
            times,
            programs,
            ignored: obs.len() - valid.len(),
        }
    }

    fn system(&self, rows: &[usize], columns: &[usize]) -> (DMatrix<f64>, DVector<f64>) {
        let c = DMatrix::from_fn(rows.len(), columns.len(), |i, j| {
            self.costs[(rows[i], columns[j])]
        });
        let t = DVector::from_iterator(rows.len(), rows.iter().map(|&r| self.times[r]));
        (c, t)
    }

    /// The time `k` predicts for observation `row`.
    fn predicted(&self, row: usize, columns: &[usize], k: &DVector<f64>) -> f64 {
        columns
            .iter()
            .zip(k.iter())
            .map(|(&c, k)| self.costs[(row, c)] * k)
            .sum()
    }

    /// Mean relative prediction error of `k` over `rows`.
    fn mean_relative_error(&self, rows: &[usize], columns: &[usize], k: &DVector<f64>) -> f64 {
        let sum: f64 = rows
            .iter()
            .map(|&r| (self.predicted(r, columns, k) - self.times[r]).abs() / self.times[r])
            .sum();
        sum / rows.len() as f64
    }

    /// The largest `(obs − pred) / pred` (under-prediction) and `(pred − obs) /
    /// obs` (over-prediction) of `k` over `rows`, each at least 0 (the first
    /// infinite when some observation is predicted to take no time).
    fn worst_errors(&self, rows: &[usize], columns: &[usize], k: &DVector<f64>) -> WorstErrors {
        rows.iter().fold(WorstErrors::default(), |worst, &r| {
            let pred = self.predicted(r, columns, k);
            let obs = self.times[r];
            let under = if pred > 0.0 {
                (obs - pred) / pred
            } else {
                f64::INFINITY
            };
            worst.max(WorstErrors {
                under,
                over: (pred - obs) / obs,
            })
        })
    }

    fn fit(&self, columns: &[usize]) -> ModelFit {
        let names: Vec<String> = columns
            .iter()
            .map(|&c| self.components[c].clone())
            .collect();
        let all: Vec<usize> = (0..self.times.len()).collect();
        let (c, t) = self.system(&all, columns);
        let failed = |reason: Rejection, condition: f64| ModelFit {
            components: names.clone(),
            columns: columns.to_vec(),
            constants: Vec::new(),
            residual_se: f64::NAN,
            relative_errors: Vec::new(),
            cv_error: f64::INFINITY,
            cv_standard_error: f64::INFINITY,
            worst_under: f64::NAN,
            worst_over: f64::NAN,
            condition,
            rejected: Some(reason),
        };
        let sol = match relative_least_squares(&c, &t) {
            Ok(sol) => sol,
            Err(e) => {
                let condition = match e {
                    FitError::RankDeficient { condition } => condition,
                    FitError::ZeroColumn { .. } => f64::INFINITY,
                    _ => f64::NAN,
                };
                return failed(rejection(e, &names), condition);
            }
        };
        let relative_errors = self
            .programs
            .iter()
            .map(|(p, rows)| (p.clone(), self.mean_relative_error(rows, columns, &sol.k)))
            .collect();
        let rejected = if sol.condition > MAX_CONDITION {
            Some(Rejection::IllConditioned {
                condition: sol.condition,
            })
        } else {
            names
                .iter()
                .zip(sol.k.iter())
                .find(|(_, &k)| k < 0.0)
                .map(|(name, &k)| Rejection::NegativeConstant {
                    component: name.clone(),
                    constant: k,
                })
        };
        let held_out = self.cross_validate(columns);
        let worst = self.worst_errors(&all, columns, &sol.k).max(held_out.worst);
        let (cv_error, cv_standard_error) = (held_out.error, held_out.standard_error);
        ModelFit {
            components: names.clone(),
            columns: columns.to_vec(),
            constants: sol.k.iter().copied().collect(),
            residual_se: sol.residual_se,
            relative_errors,
            cv_error,
            cv_standard_error,
            worst_under: worst.under,
            worst_over: worst.over,
            condition: sol.condition,
            rejected,
        }
    }

    /// Leave-one-program-out cross-validation: the error and its standard error
    /// (both infinite if any fold fails or there are fewer than two programs),
    /// and the worst errors of the folds on the observations they left out.
    fn cross_validate(&self, columns: &[usize]) -> HeldOut {
        let failed = HeldOut {
            error: f64::INFINITY,
            standard_error: f64::INFINITY,
            worst: WorstErrors::default(),
        };
        if self.programs.len() < 2 {
            return failed;
        }
        let mut errors = Vec::with_capacity(self.programs.len());
        let mut worst = WorstErrors::default();
        for (p, (_, held_out)) in self.programs.iter().enumerate() {
            let train: Vec<usize> = self
                .programs
                .iter()
                .enumerate()
                .filter(|&(q, _)| q != p)
                .flat_map(|(_, (_, rows))| rows.iter().copied())
                .collect();
            let (c, t) = self.system(&train, columns);
            match relative_least_squares(&c, &t) {
                Ok(sol) => {
                    errors.push(self.mean_relative_error(held_out, columns, &sol.k));
                    worst = worst.max(self.worst_errors(held_out, columns, &sol.k));
                }
                Err(_) => return failed,
            }
        }
        let (error, standard_error) = rms_with_standard_error(&errors);
        HeldOut {
            error,
            standard_error,
            worst,
        }
    }
}

/// A model's worst relative errors over some observations, each at least 0.
#[derive(Debug, Clone, Copy, Default, PartialEq)]
struct WorstErrors {
    /// The largest `(obs − pred) / pred`.
    under: f64,
    /// The largest `(pred − obs) / obs`.
    over: f64,
}

impl WorstErrors {
    /// The larger of each error.
    fn max(self, other: WorstErrors) -> WorstErrors {
        WorstErrors {
            under: self.under.max(other.under),
            over: self.over.max(other.over),
        }
    }
}

/// What leaving each program out of the fit in turn shows.
struct HeldOut {
    /// The cross-validated error ([`ModelFit::cv_error`]).
    error: f64,
    /// Its standard error ([`ModelFit::cv_standard_error`]).
    standard_error: f64,
    /// The worst errors of the folds on the programs they left out.
    worst: WorstErrors,
}

/// Why a model whose system cannot be solved is rejected.
fn rejection(e: FitError, names: &[String]) -> Rejection {
    match e {
        FitError::ZeroColumn { column } => Rejection::Unexercised {
            component: names[column].clone(),
        },
        FitError::RankDeficient { condition } => Rejection::IllConditioned { condition },
        other => Rejection::Unsolvable(other),
    }
}

/// Fits the given models (each a list of indices into `components`, ascending) on
/// the observations and chooses the default one.
///
/// Observations whose cost vector does not have one finite entry per component, or
/// whose time is not a positive finite number, are ignored (and counted in
/// [`FitReport::ignored`]). Each model is fitted by [`relative_least_squares`] on
/// all observations, then cross-validated by leaving each program out in turn.
/// The default is the usable model with the fewest components whose
/// cross-validated error is within one standard error of the smallest (the
/// one-standard-error rule); when no usable model can be cross-validated (a single
/// program, say), the one with the smallest in-sample error is chosen.
pub fn fit_models(components: &[String], obs: &[Observation], models: &[Vec<usize>]) -> FitReport {
    let data = Data::new(components, obs);
    let models: Vec<ModelFit> = models
        .iter()
        .map(|cols| {
            if cols.is_empty() || cols.iter().any(|&c| c >= components.len()) {
                ModelFit {
                    components: Vec::new(),
                    columns: cols.clone(),
                    constants: Vec::new(),
                    residual_se: f64::NAN,
                    relative_errors: Vec::new(),
                    cv_error: f64::INFINITY,
                    cv_standard_error: f64::INFINITY,
                    worst_under: f64::NAN,
                    worst_over: f64::NAN,
                    condition: f64::NAN,
                    rejected: Some(Rejection::InvalidComponents),
                }
            } else {
                data.fit(cols)
            }
        })
        .collect();
    let chosen = choose(&models);
    FitReport {
        models,
        chosen,
        observations: data.times.len(),
        ignored: data.ignored,
    }
}

/// Fits every cost model: every non-empty subset of `components` (63 models for
/// six components; see [`MAX_EXHAUSTIVE_COMPONENTS`] for many components), in the
/// order described at [`FitReport::models`], and chooses the default as
/// [`fit_models`] does.
pub fn fit_all(components: &[String], obs: &[Observation]) -> FitReport {
    fit_models(components, obs, &all_models(components.len()))
}

/// The models [`fit_all`] fits for `k` components.
pub fn all_models(k: usize) -> Vec<Vec<usize>> {
    if k <= MAX_EXHAUSTIVE_COMPONENTS {
        (1u64..(1u64 << k))
            .map(|mask| (0..k).filter(|b| mask & (1 << b) != 0).collect())
            .collect()
    } else {
        let mut models = vec![(0..k).collect::<Vec<_>>()];
        models.extend((0..k).map(|out| (0..k).filter(|&c| c != out).collect()));
        models.extend((0..k).map(|c| vec![c]));
        models
    }
}

/// The root mean square of `errors` and its standard error: the mean of the
/// squares has standard error `sd(e²) / √P`, and `√M` moves by `dM / (2√M)`.
/// With fewer than two errors there is no spread to measure: an infinite
/// standard error (and NaN for the mean of none).
fn rms_with_standard_error(errors: &[f64]) -> (f64, f64) {
    if errors.len() < 2 {
        return (rms(errors.iter().copied()), f64::INFINITY);
    }
    let p = errors.len() as f64;
    let squares: Vec<f64> = errors.iter().map(|e| e * e).collect();
    let mean = squares.iter().sum::<f64>() / p;
    let variance = squares.iter().map(|s| (s - mean).powi(2)).sum::<f64>() / (p - 1.0);
    let rms = mean.sqrt();
    let se = if rms > 0.0 {
        (variance / p).sqrt() / (2.0 * rms)
    } else {
        0.0
    };
    (rms, se)
}

/// The default model by the one-standard-error rule: the usable model with the
/// fewest components whose cross-validated error is within one standard error of
/// the smallest one (the smallest error among those), so that a model is not
/// preferred for a difference the choice of calibration programs could undo. A
/// superset of the true model fits the calibration data as well and its
/// cross-validated error differs only by noise; taking the plain minimum picks
/// among near-equal models by chance, and two calibrations then disagree on the
/// default. Without any finite cross-validated error, the smallest in-sample error.
fn choose(models: &[ModelFit]) -> Option<usize> {
    let usable: Vec<usize> = (0..models.len()).filter(|&i| models[i].usable()).collect();
    let best_cv = usable
        .iter()
        .copied()
        .filter(|&i| models[i].cv_error.is_finite())
        .min_by(|&a, &b| models[a].cv_error.total_cmp(&models[b].cv_error));
    match best_cv {
        Some(best) => {
            let bound = models[best].cv_error + models[best].cv_standard_error + 1e-12;
            usable
                .into_iter()
                .filter(|&i| models[i].cv_error.is_finite() && models[i].cv_error <= bound)
                .min_by(|&a, &b| {
                    let (ma, mb) = (&models[a], &models[b]);
                    ma.components
                        .len()
                        .cmp(&mb.components.len())
                        .then(ma.cv_error.total_cmp(&mb.cv_error))
                })
        }
        None => usable.into_iter().min_by(|&a, &b| {
            let (ea, eb) = (models[a].calibration_error(), models[b].calibration_error());
            // NaN (no observations) sorts last.
            ea.is_nan().cmp(&eb.is_nan()).then(ea.total_cmp(&eb))
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// SplitMix64: a small deterministic generator for synthetic data.
    struct Rng(u64);

    impl Rng {
        fn next(&mut self) -> u64 {
            self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
            let mut z = self.0;
            z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
            z ^ (z >> 31)
        }
        /// Uniform in [0, 1).
        fn unit(&mut self) -> f64 {
            (self.next() >> 11) as f64 / (1u64 << 53) as f64
        }
        fn range(&mut self, lo: f64, hi: f64) -> f64 {
            lo + (hi - lo) * self.unit()
        }
        /// Standard normal (Box–Muller).
        fn gauss(&mut self) -> f64 {
            let u = 1.0 - self.unit();
            let v = self.unit();
            (-2.0 * u.ln()).sqrt() * (2.0 * std::f64::consts::PI * v).cos()
        }
    }

    fn names(k: usize) -> Vec<String> {
        ["step", "nargs", "giunif", "gounif", "viunif", "vounif"][..k]
            .iter()
            .map(|s| s.to_string())
            .collect()
    }

    fn random_matrix(rng: &mut Rng, m: usize, n: usize) -> DMatrix<f64> {
        DMatrix::from_fn(m, n, |_, _| rng.range(1.0, 100.0))
    }

    fn rel_diff(a: &DVector<f64>, b: &DVector<f64>) -> f64 {
        (a - b).norm() / b.norm()
    }

    /// A model missing a component (the time of `alloc` units) under-predicts the
    /// observations that use it and over-predicts the others; its worst under-
    /// and over-predictions say by how much, and the model with the component
    /// has neither.
    #[test]
    fn worst_predictions_measure_a_missing_component() {
        let components = vec!["steps".to_string(), "alloc".to_string()];
        let obs: Vec<Observation> = (1..=6)
            .map(|i| {
                let steps = 1000.0 * i as f64;
                let alloc = if i % 2 == 0 { steps } else { 0.0 };
                Observation {
                    program: format!("p{}", i % 3),
                    costs: vec![steps, alloc],
                    time_ns: 10.0 * steps + 5.0 * alloc,
                }
            })
            .collect();
        let report = fit_models(&components, &obs, &[vec![0], vec![0, 1]]);
        let steps_only = &report.models[0];
        // Without `alloc`, the constant lies between 10 and 15 ns per step: the
        // allocating runs (15 ns per step) are under-predicted.
        let k = steps_only.constants[0];
        assert!(k > 10.0 && k < 15.0, "{k}");
        // The folds' constants lie between 10 and 15 too, so no margin exceeds
        // what a constant in that range can be off by.
        let under = steps_only.worst_under;
        assert!(
            under >= (15.0 - k) / k - 1e-9 && under <= 0.5 + 1e-9,
            "{under}"
        );
        // ... and over-predicts the others.
        let over = steps_only.worst_over;
        assert!(
            over >= (k - 10.0) / 10.0 - 1e-9 && over <= 0.5 + 1e-9,
            "{over}"
        );
        assert!(report.models[1].worst_under < 1e-9 && report.models[1].worst_over < 1e-9);
    }

    /// The margins cover every calibration program as a program the model never
    /// saw: predicted by the constants fitted without it, each observation lies
    /// within the widened prediction (a program outside the calibration suites
    /// was once predicted further off than any calibration point, and a lower
    /// bound narrowed by the in-sample margin was above its measured time).
    #[test]
    fn margins_cover_each_program_predicted_without_it() {
        let mut rng = Rng(7);
        let components = names(3);
        let truth = [12.0, 5.0, 3.0];
        let obs: Vec<Observation> = (0..8)
            .flat_map(|p| {
                // Each program runs a little faster or slower than the components say.
                let bias = 1.0 + 0.3 * (rng.unit() - 0.5);
                let sizes: Vec<Vec<f64>> = (0..4)
                    .map(|_| (0..3).map(|_| rng.range(100.0, 10_000.0)).collect())
                    .collect();
                sizes.into_iter().map(move |costs| {
                    let exact: f64 = costs.iter().zip(truth).map(|(c, k)| c * k).sum();
                    Observation {
                        program: format!("p{p}"),
                        costs,
                        time_ns: bias * exact,
                    }
                })
            })
            .collect();
        let model = &fit_models(&components, &obs, &[vec![0, 1, 2]]).models[0];
        for left_out in 0..8 {
            let program = format!("p{left_out}");
            let (train, test): (Vec<_>, Vec<_>) =
                obs.iter().cloned().partition(|o| o.program != program);
            let fold = &fit_models(&components, &train, &[vec![0, 1, 2]]).models[0];
            for o in &test {
                let pred = fold.predict(&o.costs);
                assert!(
                    o.time_ns <= pred * (1.0 + model.worst_under) + 1e-6,
                    "{o:?}"
                );
                assert!(o.time_ns >= pred / (1.0 + model.worst_over) - 1e-6, "{o:?}");
            }
        }
    }

    #[test]
    fn exact_recovery_without_noise() {
        let mut rng = Rng(1);
        let c = random_matrix(&mut rng, 40, 6);
        let k = DVector::from_vec(vec![21.27, 9.96, 10.30, 8.23, 6.46, 5.69]);
        let t = &c * &k;
        for sol in [
            least_squares(&c, &t).unwrap(),
            relative_least_squares(&c, &t).unwrap(),
        ] {
            assert!(rel_diff(&sol.k, &k) < 1e-12, "{}", sol.k);
            assert!(sol.residual_se < 1e-9 * t.max());
            assert!(sol.condition >= 1.0 && sol.condition < 100.0);
        }
    }

    #[test]
    fn residual_standard_error_matches_noise_level() {
        let mut rng = Rng(2);
        let (m, sigma) = (4000, 50.0);
        let c = random_matrix(&mut rng, m, 4);
        let k = DVector::from_vec(vec![30.0, 10.0, 8.0, 5.0]);
        let t = &c * &k + DVector::from_fn(m, |_, _| sigma * rng.gauss());
        let sol = least_squares(&c, &t).unwrap();
        assert!(
            (sol.residual_se / sigma - 1.0).abs() < 0.05,
            "S = {}",
            sol.residual_se
        );
        // The relative fit's S (on unweighted residuals) is at least the
        // unweighted optimum and close to it.
        let rel = relative_least_squares(&c, &t).unwrap();
        assert!(rel.residual_se >= sol.residual_se * (1.0 - 1e-12));
        assert!(
            (rel.residual_se / sigma - 1.0).abs() < 0.1,
            "S = {}",
            rel.residual_se
        );
        assert!(rel_diff(&sol.k, &k) < 0.01);
    }

    #[test]
    fn agrees_with_normal_equations() {
        let mut rng = Rng(3);
        let c = random_matrix(&mut rng, 60, 5);
        let t = DVector::from_fn(60, |_, _| rng.range(100.0, 10_000.0));
        let ctc = c.transpose() * &c;
        let normal = ctc.try_inverse().unwrap() * c.transpose() * &t;
        let sol = least_squares(&c, &t).unwrap();
        assert!(rel_diff(&sol.k, &normal) < 1e-9);
        // Weighted variant = normal equations of the weighted system.
        let w = DMatrix::from_diagonal(&t.map(|x| 1.0 / x));
        let (cw, tw) = (&w * &c, &w * &t);
        let normal_w = (cw.transpose() * &cw).try_inverse().unwrap() * cw.transpose() * tw;
        let rel = relative_least_squares(&c, &t).unwrap();
        assert!(rel_diff(&rel.k, &normal_w) < 1e-9);
        // RSS is on the unweighted residuals.
        assert!((rel.rss - (&t - &c * &rel.k).norm_squared()).abs() <= 1e-9 * rel.rss);
    }

    #[test]
    fn malformed_systems_are_errors() {
        let c = DMatrix::from_row_slice(2, 2, &[1.0, 2.0, 3.0, 4.0]);
        let t = DVector::from_vec(vec![1.0, 2.0]);
        assert_eq!(
            least_squares(&c, &t),
            Err(FitError::TooFewObservations { rows: 2, cols: 2 })
        );
        let t3 = DVector::from_vec(vec![1.0, 2.0, 3.0]);
        assert!(matches!(
            least_squares(&c, &t3),
            Err(FitError::Shape { .. })
        ));
        let c3 = DMatrix::from_row_slice(3, 2, &[1.0, 0.0, 2.0, 0.0, 3.0, 0.0]);
        assert_eq!(
            least_squares(&c3, &t3),
            Err(FitError::ZeroColumn { column: 1 })
        );
        let nan = DMatrix::from_row_slice(3, 1, &[1.0, f64::NAN, 3.0]);
        assert_eq!(least_squares(&nan, &t3), Err(FitError::NonFinite));
        let neg = DVector::from_vec(vec![1.0, -2.0, 3.0]);
        let c31 = DMatrix::from_row_slice(3, 1, &[1.0, 2.0, 3.0]);
        assert_eq!(
            relative_least_squares(&c31, &neg),
            Err(FitError::NonPositiveTime)
        );
        let collinear = DMatrix::from_row_slice(3, 2, &[1.0, 2.0, 2.0, 4.0, 3.0, 6.0]);
        assert!(matches!(
            least_squares(&collinear, &t3),
            Err(FitError::RankDeficient { .. })
        ));
    }

    /// Observations of `programs` programs, `sizes` sizes each, six components
    /// varying independently, time = `truth` · costs × (1 + noise·N(0,1)).
    fn synthetic(
        seed: u64,
        programs: usize,
        sizes: usize,
        truth: &[f64],
        noise: f64,
    ) -> Vec<Observation> {
        let mut rng = Rng(seed);
        let mut obs = Vec::new();
        for p in 0..programs {
            let profile: Vec<f64> = (0..truth.len()).map(|_| rng.range(0.0, 10.0)).collect();
            for s in 1..=sizes {
                let n = (s * s * 10) as f64;
                let costs: Vec<f64> = profile
                    .iter()
                    .map(|w| (w * n * rng.range(0.8, 1.2)).round() + 1.0)
                    .collect();
                let exact: f64 = costs.iter().zip(truth).map(|(c, k)| c * k).sum();
                obs.push(Observation {
                    program: format!("p{p}"),
                    costs,
                    time_ns: exact * (1.0 + noise * rng.gauss()),
                });
            }
        }
        obs
    }

    #[test]
    fn sixty_three_models_for_six_components() {
        let truth = [20.0, 3.0, 10.0, 8.0, 6.0, 5.0];
        let obs = synthetic(4, 12, 8, &truth, 0.0);
        let report = fit_all(&names(6), &obs);
        assert_eq!(report.models.len(), 63);
        assert_eq!(report.observations, 96);
        assert_eq!(report.ignored, 0);
        let full = &report.models[62];
        assert_eq!(full.components, names(6));
        assert!(full.usable());
        for (k, t) in full.constants.iter().zip(truth) {
            assert!((k / t - 1.0).abs() < 1e-9);
        }
        assert!(full.cv_error < 1e-9 && full.calibration_error() < 1e-9);
        assert_eq!(report.chosen, Some(62));
        let mut seen = std::collections::BTreeSet::new();
        for m in &report.models {
            assert!(!m.columns.is_empty() && seen.insert(m.columns.clone()));
            assert_eq!(m.relative_errors.len(), 12);
        }
    }

    #[test]
    fn cross_validation_picks_the_true_model() {
        // Time depends on step and gounif only.
        let truth = [25.0, 0.0, 0.0, 12.0, 0.0, 0.0];
        let obs = synthetic(5, 10, 10, &truth, 0.02);
        let report = fit_all(&names(6), &obs);
        let chosen = report.chosen_model().expect("a usable model");
        assert_eq!(chosen.components, vec!["step", "gounif"]);
        assert!((chosen.constants[0] / 25.0 - 1.0).abs() < 0.02);
        assert!((chosen.constants[1] / 12.0 - 1.0).abs() < 0.02);
        assert!(chosen.cv_error < 0.02, "cv {}", chosen.cv_error);
        // The step-only model is usable but much worse.
        let step = &report.models[0];
        assert_eq!(step.components, vec!["step"]);
        assert!(step.cv_error > 5.0 * chosen.cv_error);
    }

    #[test]
    fn standard_error_of_the_root_mean_square() {
        // One error: no spread to measure.
        assert_eq!(rms_with_standard_error(&[0.3]), (0.3, f64::INFINITY));
        // Equal errors: no spread, no standard error.
        assert_eq!(rms_with_standard_error(&[0.1, 0.1, 0.1]), (0.1, 0.0));
        // Squares 0 and 0.04: mean 0.02, sample sd 0.04/sqrt(2), se of the mean
        // 0.02; the rms sqrt(0.02) moves by 0.02 / (2 sqrt(0.02)).
        let (rms, se) = rms_with_standard_error(&[0.0, 0.2]);
        assert!((rms - 0.02f64.sqrt()).abs() < 1e-12);
        assert!((se - 0.02 / (2.0 * 0.02f64.sqrt())).abs() < 1e-12);
    }

    #[test]
    fn a_superset_within_one_standard_error_is_not_chosen() {
        // Time depends on step and gounif; every superset fits as well up to noise.
        let truth = [25.0, 0.0, 0.0, 12.0, 0.0, 0.0];
        for seed in 0..20 {
            let obs = synthetic(5 + seed, 10, 10, &truth, 0.05);
            let report = fit_all(&names(6), &obs);
            let chosen = report.chosen_model().expect("a usable model");
            assert_eq!(chosen.components, vec!["step", "gounif"], "seed {seed}");
            let best = report
                .models
                .iter()
                .filter(|m| m.usable())
                .min_by(|a, b| a.cv_error.total_cmp(&b.cv_error))
                .unwrap();
            assert!(chosen.cv_error <= best.cv_error + best.cv_standard_error + 1e-12);
        }
    }

    #[test]
    fn negative_constants_are_rejected() {
        // Time decreases with the second component.
        let mut rng = Rng(6);
        let obs: Vec<Observation> = (0..30)
            .map(|i| {
                let a = rng.range(100.0, 1000.0);
                let b = rng.range(0.0, 5.0 * a);
                Observation {
                    program: format!("p{}", i % 5),
                    costs: vec![a, b],
                    time_ns: 30.0 * a - 4.0 * b,
                }
            })
            .collect();
        let report = fit_all(&names(2), &obs);
        let both = &report.models[2];
        assert_eq!(both.components, names(2));
        assert!(
            matches!(&both.rejected, Some(Rejection::NegativeConstant { component, .. }) if component == "nargs"),
            "{:?}",
            both.rejected
        );
        assert!((both.constants[1] + 4.0).abs() < 1e-6);
        assert_ne!(report.chosen, Some(2));
    }

    #[test]
    fn collinear_and_unexercised_components_are_rejected() {
        let mut obs = synthetic(7, 5, 5, &[10.0, 5.0, 1.0], 0.0);
        for o in &mut obs {
            o.costs[1] = 3.0 * o.costs[0]; // nargs = 3 × step
            o.costs[2] = 0.0; // giunif never exercised
            o.time_ns = 10.0 * o.costs[0] + 5.0 * o.costs[1];
        }
        let report = fit_all(&names(3), &obs);
        let by_cols = |cols: &[usize]| report.models.iter().find(|m| m.columns == cols).unwrap();
        let collinear = by_cols(&[0, 1]);
        assert!(matches!(
            collinear.rejected,
            Some(Rejection::IllConditioned { .. })
        ));
        let zero = by_cols(&[2]);
        assert_eq!(
            zero.rejected,
            Some(Rejection::Unexercised {
                component: "giunif".into()
            })
        );
        assert!(zero.constants.is_empty() && zero.cv_error.is_infinite());
        assert!(by_cols(&[0]).usable() && by_cols(&[1]).usable());
        let chosen = report.chosen_model().unwrap();
        assert_eq!(chosen.columns.len(), 1);
    }

    #[test]
    fn too_few_observations_are_rejected() {
        let obs = synthetic(8, 2, 2, &[1.0, 2.0, 3.0, 4.0, 5.0, 6.0], 0.0);
        let report = fit_all(&names(6), &obs);
        let full = report.models.last().unwrap();
        assert_eq!(
            full.rejected,
            Some(Rejection::Unsolvable(FitError::TooFewObservations {
                rows: 4,
                cols: 6
            }))
        );
        assert!(report.models[0].usable());
    }

    #[test]
    fn invalid_observations_are_ignored_and_single_program_falls_back() {
        let mut obs = synthetic(9, 1, 10, &[7.0, 2.0], 0.0);
        obs.push(Observation {
            program: "p0".into(),
            costs: vec![1.0],
            time_ns: 5.0,
        });
        obs.push(Observation {
            program: "p0".into(),
            costs: vec![1.0, 1.0],
            time_ns: 0.0,
        });
        obs.push(Observation {
            program: "p0".into(),
            costs: vec![f64::NAN, 1.0],
            time_ns: 5.0,
        });
        let report = fit_all(&names(2), &obs);
        assert_eq!((report.observations, report.ignored), (10, 3));
        assert!(report.models.iter().all(|m| m.cv_error.is_infinite()));
        assert_eq!(report.chosen, Some(2)); // the exact model, by in-sample error
        let empty = fit_all(&names(2), &[]);
        assert_eq!(empty.chosen, None);
        assert!(empty.models.iter().all(|m| !m.usable()));
    }

    #[test]
    fn many_components_are_not_enumerated_exhaustively() {
        assert_eq!(all_models(3).len(), 7);
        assert_eq!(all_models(MAX_EXHAUSTIVE_COMPONENTS + 1).len(), 1 + 2 * 15);
    }

    mod prop {
        use super::*;
        use proptest::prelude::*;

        proptest! {
            #[test]
            fn exact_recovery_on_random_well_conditioned_systems(
                n in 1usize..=6,
                extra in 1usize..30,
                seed in any::<u64>(),
            ) {
                let mut rng = Rng(seed);
                let m = n + extra;
                let c = DMatrix::from_fn(m, n, |_, _| rng.range(0.0, 1000.0));
                let k = DVector::from_fn(n, |_, _| rng.range(0.1, 100.0));
                let t = &c * &k;
                let sol = least_squares(&c, &t);
                prop_assume!(matches!(&sol, Ok(s) if s.condition < 1e6));
                let sol = sol.unwrap();
                prop_assert!(rel_diff(&sol.k, &k) < 1e-8, "{} vs {}", sol.k, k);
                let rel = relative_least_squares(&c, &t).unwrap();
                prop_assert!(rel_diff(&rel.k, &k) < 1e-8, "{} vs {}", rel.k, k);
            }
        }
    }
}
