//! Execution-time bounds from a calibrated cost model: `exec_time = Σ K_c · c`
//! over the model's components `c` (steps, unification components, builtin
//! calls), with the per-unit times `K_c` (nanoseconds) that `costlog calibrate`
//! fitted on this machine. The constants are non-negative, so the component
//! bounds give time bounds term by term; a tolerance widens them because the
//! model is an estimate, not a bound.

use crate::infer::Info;
use crate::range::Range;
use crate::sym::Sym;
use costlog_engine::Counter;
use num_bigint::BigInt;
use num_rational::BigRational;
use num_traits::{One, Signed, Zero};

/// The time (ns) of starting and ending one call as run-time checking measures
/// it (clock reads, the query itself), which the calibrated constants, fitted on
/// long runs, do not include: upper bounds are raised by it. This default stands
/// in for platform files that do not record the measured one.
pub const DEFAULT_CALL_OVERHEAD_NS: f64 = 500.0;

/// A calibrated time model.
#[derive(Clone, Debug)]
pub struct TimeModel {
    /// Components and their time per unit (ns).
    pub constants: Vec<(Counter, BigRational)>,
    /// Relative tolerance of predictions (`0.2` for 20%).
    pub tolerance: BigRational,
    /// Time of a call that does nothing as run-time checking measures it (ns).
    pub call_overhead: BigRational,
    /// The model's worst under-prediction of its calibration data (a fraction):
    /// upper bounds are widened by it as well as by the tolerance, since a model
    /// missing a component (the heap, which the analysis does not bound)
    /// under-predicts the programs that use it by that much.
    pub under_margin: BigRational,
    /// The model's worst over-prediction of its calibration data (a fraction):
    /// lower bounds are divided by one plus it, for the same reason.
    pub over_margin: BigRational,
    /// Where the constants come from (shown with the verdicts that rely on them).
    pub label: String,
}

/// Decimal places of predicted times (ns): the constants have three, and their
/// products with the component bounds are rounded outward to as many.
const TIME_PLACES: u32 = 3;

/// A float as an exact rational with at most [`TIME_PLACES`] decimals (constants
/// are printed in bounds).
fn rational(x: f64) -> Option<BigRational> {
    let r = BigRational::from_float(x)?;
    let scale = BigRational::from_integer(num_traits::pow(BigInt::from(10), TIME_PLACES as usize));
    Some((r * &scale).round() / scale)
}

impl TimeModel {
    /// The model with `constants` (counter, ns per unit), a relative `tolerance`
    /// and the `call_overhead` (ns) upper bounds add; a counter the analysis does
    /// not bound, or a negative or non-finite constant or overhead is an error.
    pub fn new(
        constants: &[(Counter, f64)],
        tolerance: f64,
        call_overhead: f64,
        label: String,
    ) -> Result<TimeModel, String> {
        let mut out: Vec<(Counter, BigRational)> = Vec::new();
        for &(r, k) in constants {
            let name = r.name();
            if !crate::infer::bounds(r) {
                return Err(format!(
                    "the time model uses `{name}`, which the analysis does not bound"
                ));
            }
            if out.iter().any(|(c, _)| *c == r) {
                return Err(format!("the time model lists `{name}` twice"));
            }
            let k = rational(k)
                .filter(|k| !k.is_negative())
                .ok_or_else(|| format!("the time model's constant for `{name}` is {k}"))?;
            out.push((r, k));
        }
        if out.iter().all(|(_, k)| k.is_zero()) {
            return Err("the time model's constants are all zero".into());
        }
        let tolerance = rational(tolerance)
            .filter(|t| !t.is_negative() && *t < BigRational::one())
            .ok_or_else(|| format!("time tolerance {tolerance} is not between 0 and 1"))?;
        let call_overhead = rational(call_overhead)
            .filter(|o| !o.is_negative())
            .ok_or_else(|| format!("call overhead {call_overhead} ns is not a time"))?;
        Ok(TimeModel {
            constants: out,
            tolerance,
            call_overhead,
            under_margin: BigRational::zero(),
            over_margin: BigRational::zero(),
            label,
        })
    }

    /// The model with its bounds also widened by its worst `under`- and
    /// `over`-predictions of the calibration data (fractions): upper bounds
    /// `· (1 + under)`, lower bounds `/ (1 + over)`; a negative or non-finite
    /// margin is an error.
    pub fn with_margins(self, under: f64, over: f64) -> Result<TimeModel, String> {
        let fraction = |m: f64| {
            rational(m)
                .filter(|r| !r.is_negative())
                .ok_or_else(|| format!("the time model's margin {m} is not a fraction"))
        };
        Ok(TimeModel {
            under_margin: fraction(under)?,
            over_margin: fraction(over)?,
            ..self
        })
    }

    /// The predicted time range `Σ K_c · bounds_c`, from the analysis of each
    /// component (`info(c)`; determinism and the rest from the steps analysis);
    /// the upper bound is unknown if one component's is.
    pub fn predict(&self, info: &mut dyn FnMut(Counter) -> Info) -> Info {
        let mut cost = Range::int(0);
        let mut reasons = Vec::new();
        let mut out = info(Counter::Steps);
        for (c, k) in &self.constants {
            let i = info(*c);
            let scaled = Range {
                ub: i.cost.ub.as_ref().map(|u| u.scale(k)),
                lb: i.cost.lb.scale(k),
            };
            cost = cost.add(&scaled);
            if i.cost.ub.is_none() {
                reasons.extend(i.reasons.iter().cloned());
            }
        }
        reasons.sort();
        reasons.dedup();
        out.cost = Range {
            ub: cost.ub.map(|u| u.rounded(TIME_PLACES, true)),
            lb: cost.lb.rounded(TIME_PLACES, false),
        };
        out.reasons = reasons;
        out
    }

    /// `r` widened by the tolerance `t` and the margins `u` and `o`: upper bound
    /// `· (1 + t) · (1 + u)` plus the cost of starting a call, which no per-unit
    /// constant includes ([`TimeModel::call_overhead`]), lower bound
    /// `· (1 - t) / (1 + o)`.
    pub fn widened(&self, r: &Range) -> Range {
        let one = BigRational::one();
        let overhead = Sym::constant(self.call_overhead.clone());
        let up = (&one + &self.tolerance) * (&one + &self.under_margin);
        let down = (&one - &self.tolerance) / (&one + &self.over_margin);
        Range {
            ub: r.ub.as_ref().map(|u| u.scale(&up).add(&overhead)),
            lb: r.lb.scale(&down),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sym::Sym;

    fn info(ub: Option<Sym>, lb: Sym) -> Info {
        Info {
            cost: Range { ub, lb },
            det: true,
            not_fails: true,
            not_fails_from: None,
            outs: Vec::new(),
            out_ground: Vec::new(),
            out_free: Vec::new(),
            out_sum: None,
            reasons: vec!["why".into()],
            first_ub: None,
            alt_ubs: Vec::new(),
            positive_ubs: Vec::new(),
            fail_ub: None,
            sols: Range::int(1),
        }
    }

    #[test]
    fn predictions_weigh_component_bounds() {
        let m = TimeModel::new(
            &[(Counter::Steps, 10.0), (Counter::Nargs, 2.5)],
            0.2,
            300.0,
            "test".into(),
        )
        .unwrap();
        let n = Sym::var(0);
        let mut analysis = |r: Counter| match r {
            Counter::Nargs => info(
                Some(n.scale(&BigRational::from_integer(3.into()))),
                n.clone(),
            ),
            _ => info(Some(n.add(&Sym::int(1))), n.clone()),
        };
        let p = m.predict(&mut analysis);
        // 10 (n + 1) + 2.5 * 3n = 17.5 n + 10; lb 12.5 n.
        assert_eq!(p.cost.ub.as_ref().unwrap().eval(&|_| 2.0), 45.0);
        assert_eq!(p.cost.lb.eval(&|_| 2.0), 25.0);
        let w = m.widened(&p.cost);
        assert_eq!(w.ub.unwrap().eval(&|_| 2.0), 54.0 + 300.0);
        assert_eq!(w.lb.eval(&|_| 2.0), 20.0);
        // Margins of 25% (under) and 60% (over): the upper bound times 1.25,
        // the lower bound over 1.6.
        let m = m.with_margins(0.25, 0.6).unwrap();
        let w = m.widened(&p.cost);
        assert_eq!(w.ub.unwrap().eval(&|_| 2.0), 67.5 + 300.0);
        assert_eq!(w.lb.eval(&|_| 2.0), 12.5);
        assert!(m.clone().with_margins(-0.1, 0.0).is_err());
        assert!(m.clone().with_margins(0.0, f64::INFINITY).is_err());
        let mut unbounded = |r: Counter| match r {
            Counter::Nargs => info(None, Sym::default()),
            _ => info(Some(n.clone()), n.clone()),
        };
        let p = m.predict(&mut unbounded);
        assert!(p.cost.ub.is_none() && p.reasons == vec!["why".to_string()]);
    }

    #[test]
    fn bad_models_are_rejected() {
        assert!(TimeModel::new(&[(Counter::Calls, 1.0)], 0.2, 300.0, String::new()).is_err());
        assert!(TimeModel::new(&[(Counter::Steps, -1.0)], 0.2, 300.0, String::new()).is_err());
        assert!(TimeModel::new(&[(Counter::Steps, f64::NAN)], 0.2, 300.0, String::new()).is_err());
        assert!(TimeModel::new(&[(Counter::Steps, 1.0)], 1.5, 300.0, String::new()).is_err());
        let twice = [(Counter::Steps, 1.0), (Counter::Steps, 1.0)];
        assert!(TimeModel::new(&twice, 0.2, 300.0, String::new()).is_err());
        assert!(TimeModel::new(&[(Counter::Steps, 1e-300)], 0.2, 300.0, String::new()).is_err());
        assert!(TimeModel::new(&[(Counter::Steps, 1.0)], 0.2, -1.0, String::new()).is_err());
        assert!(TimeModel::new(&[(Counter::Steps, 1.0)], 0.2, f64::NAN, String::new()).is_err());
    }
}
