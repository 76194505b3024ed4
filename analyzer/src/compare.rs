//! Comparing an asserted bound with the inferred ones.
//!
//! For `cost(ub, R, g)`: `checked` when the inferred upper bound `f` satisfies
//! `f(n) <= g(n)` for every admissible size vector (all sizes naturals), proved term
//! by term or by z3 over the reals (a relaxation of the naturals, so a proof is
//! sound; each `b^x` becomes a fresh real `e` with `e >= 1` and `e >= 1 + (b-1)·x`,
//! Bernoulli's inequality, again a relaxation); `false` when the inferred lower bound
//! exceeds `g` at some size vector, found by exact evaluation on a grid of small sizes
//! (the smallest witness is reported). `lb` is symmetric and `eq` needs both sides.
//! Anything else stays undecided.

use crate::range::{dominates, Range};
use crate::sym::{Sym, Var};
use costlog_assertions::{Approx, CostExpr, Metric};
use num_bigint::BigInt;
use num_rational::BigRational;
use num_traits::{One, Signed, ToPrimitive, Zero};
use z3::ast::Real;
use z3::{SatResult, Solver};

/// The outcome of a comparison.
#[derive(Clone, Debug, PartialEq)]
pub enum Comparison {
    /// Proved; how.
    Checked(String),
    /// Disproved at a size vector: `(argument, size)` pairs, the inferred bound's
    /// value there, and the asserted bound's.
    False {
        /// Which inferred bound refutes it (`lower` or `upper`).
        which: &'static str,
        /// The witness sizes, by argument index.
        witness: Vec<(usize, i64)>,
        /// The inferred bound at the witness.
        inferred: f64,
        /// The asserted bound at the witness.
        asserted: f64,
    },
    /// Neither; why.
    Unknown(String),
}

/// Converts an asserted bound to a symbolic function of the argument sizes
/// (`Var` = argument index), when it is polynomial or geometric and every size it
/// uses is measured the way the analysis measures it (`metric_ok`).
pub fn expr_to_sym(e: &CostExpr, metric_ok: &dyn Fn(usize, Metric) -> bool) -> Option<Sym> {
    let rec = |x: &CostExpr| expr_to_sym(x, metric_ok);
    Some(match e {
        CostExpr::Num(r) => Sym::constant(r.clone()),
        CostExpr::Size { arg, metric } => {
            metric_ok(*arg, *metric).then_some(())?;
            Sym::var(*arg as Var)
        }
        CostExpr::Add(a, b) => rec(a)?.add(&rec(b)?),
        CostExpr::Sub(a, b) => rec(a)?.sub(&rec(b)?),
        CostExpr::Mul(a, b) => rec(a)?.mul(&rec(b)?)?,
        CostExpr::Neg(a) => rec(a)?.scale(&-BigRational::one()),
        CostExpr::Div(a, b) => {
            let d = rec(b)?.as_constant()?;
            (!d.is_zero()).then_some(())?;
            rec(a)?.scale(&d.recip())
        }
        CostExpr::Pow(a, b) => {
            let base = rec(a)?;
            let exp = rec(b)?;
            if let Some(k) = exp.as_constant() {
                (k.is_integer() && !k.is_negative()).then_some(())?;
                base.pow(k.to_integer().to_u32()?)?
            } else {
                let b = base.as_constant()?;
                (b.is_positive()).then_some(())?;
                // b^(x + c) = b^c · b^x.
                let (v, c) = exp.as_var_plus_constant()?;
                let c = c.to_integer().to_i64()?;
                Sym::exp(b.clone(), v).scale(&crate::sym::rat_pow(&b, c)?)
            }
        }
        _ => return None,
    })
}

/// Proves `hi(x) >= lo(x)` for all natural `x`.
fn proves_ge(hi: &Sym, lo: &Sym) -> Option<String> {
    if dominates(hi, lo) {
        return Some("term by term".into());
    }
    let d = hi.sub(lo);
    z3_nonneg(&d).then(|| "z3 (nonlinear real arithmetic)".into())
}

/// Whether `d(x) >= 0` for every `x >= 0`, by z3 on a real relaxation.
fn z3_nonneg(d: &Sym) -> bool {
    let solver = Solver::new();
    let mut params = z3::Params::new();
    params.set_u32("timeout", 2000);
    solver.set_params(&params);
    let zero = Real::from_big_rational(&rat(0));
    let one = Real::from_big_rational(&rat(1));
    let vars: Vec<Var> = d.vars();
    let xs: Vec<(Var, Real)> = vars
        .iter()
        .map(|v| (*v, Real::new_const(format!("x{v}"))))
        .collect();
    let x = |v: Var| xs.iter().find(|(w, _)| *w == v).map(|p| p.1.clone());
    for (_, r) in &xs {
        solver.assert(r.ge(&zero));
    }
    let mut exps: Vec<((BigRational, Var), Real)> = Vec::new();
    let mut sum = zero.clone();
    for (k, c) in d.terms() {
        let mut t = Real::from_big_rational(c);
        for (v, e) in &k.mono {
            let Some(xv) = x(*v) else { return false };
            for _ in 0..*e {
                t = &t * &xv;
            }
        }
        if let Some((v, e)) = k.log {
            // 0 <= lg(x) <= x.
            let Some(xv) = x(v) else { return false };
            let l = Real::new_const(format!("lg{v}"));
            solver.assert(l.ge(&zero));
            solver.assert(l.le(&xv));
            for _ in 0..e {
                t = &t * &l;
            }
        }
        if let Some((b, v)) = &k.exp {
            let key = (b.clone(), *v);
            let e = match exps.iter().find(|(kk, _)| *kk == key) {
                Some((_, e)) => e.clone(),
                None => {
                    if *b <= BigRational::one() {
                        return false;
                    }
                    let e = Real::new_const(format!("e{}_{}", exps.len(), v));
                    let Some(xv) = x(*v) else { return false };
                    solver.assert(e.ge(&one));
                    let slope = Real::from_big_rational(&(b - BigRational::one()));
                    solver.assert(e.ge(&(&one + &(&slope * &xv))));
                    exps.push((key, e.clone()));
                    e
                }
            };
            t = &t * &e;
        }
        sum = &sum + &t;
    }
    // b^x <= c^x for 1 < b <= c and x >= 0.
    for ((b1, v1), e1) in &exps {
        for ((b2, v2), e2) in &exps {
            if v1 == v2 && b1 < b2 {
                solver.assert(e2.ge(e1));
            }
        }
    }
    solver.assert(sum.lt(&zero));
    solver.check() == SatResult::Unsat
}

/// Grid of size vectors to search for witnesses, smallest sums first.
fn grid(vars: &[Var]) -> Vec<Vec<i64>> {
    let max: i64 = match vars.len() {
        0 => 0,
        1 => 64,
        2 => 16,
        _ => 6,
    };
    let mut points = vec![Vec::new()];
    for _ in vars {
        points = points
            .into_iter()
            .flat_map(|p| {
                (0..=max).map(move |k| {
                    let mut q = p.clone();
                    q.push(k);
                    q
                })
            })
            .collect();
    }
    points.sort_by_key(|p| p.iter().sum::<i64>());
    points
}

fn rat(n: i64) -> BigRational {
    BigRational::from_integer(BigInt::from(n))
}

/// An exact evaluator of a bound at integer sizes.
type Exact<'a> = &'a dyn Fn(&dyn Fn(Var) -> i64) -> Option<BigRational>;

/// A floating-point evaluator of an asserted bound at sizes.
type Numeric<'a> = &'a dyn Fn(&dyn Fn(Var) -> f64) -> f64;

/// A witness: sizes by argument, and the two bounds' values there.
type Witness = (Vec<(usize, i64)>, f64, f64);

/// Looks for sizes where `above` exceeds `below` (`above` inferred or asserted).
fn find_violation(above: Exact, below: Exact, vars: &[Var]) -> Option<Witness> {
    for p in grid(vars) {
        let val = |v: Var| vars.iter().position(|w| *w == v).map_or(0, |i| p[i]);
        let (Some(a), Some(b)) = (above(&val), below(&val)) else {
            continue;
        };
        if a > b {
            let witness = vars
                .iter()
                .zip(&p)
                .map(|(v, k)| (*v as usize, *k))
                .collect();
            return Some((
                witness,
                a.to_f64().unwrap_or(f64::NAN),
                b.to_f64().unwrap_or(f64::NAN),
            ));
        }
    }
    None
}

/// Compares `approx g` with the inferred `bounds`. `sized` lists the arguments with
/// size variables (their sizes range over the naturals).
pub fn compare(approx: Approx, g: &Sym, bounds: &Range, sized: &[usize]) -> Comparison {
    let mut vars: Vec<Var> = sized.iter().map(|i| *i as Var).collect();
    for v in g.vars().into_iter().chain(bounds.lb.vars()) {
        if !vars.contains(&v) {
            return Comparison::Unknown(format!(
                "the bound mentions a size the analysis does not have (argument {})",
                v + 1
            ));
        }
    }
    vars.sort_unstable();
    let eval = |s: &Sym| {
        let s = s.clone();
        move |val: &dyn Fn(Var) -> i64| s.eval_exact(val)
    };
    let g_eval = eval(g);
    let lb_eval = eval(&bounds.lb);
    // Resources are never negative: an asserted upper bound below zero at some
    // size is violated there by every call (a call no clause takes costs 0).
    let upper_ok = || {
        let f = bounds.ub.as_ref()?;
        proves_ge(g, &Sym::default())?;
        proves_ge(g, f)
    };
    let lower_ok = || proves_ge(&bounds.lb, g);
    let refute_ub = || find_violation(&lb_eval, &g_eval, &vars);
    let refute_lb = || {
        // An inferred upper bound below zero at some size (a clause's formula
        // where no clause applies and the call fails at no cost) bounds by zero.
        let f = bounds.ub.clone()?;
        let at_least_zero =
            move |val: &dyn Fn(Var) -> i64| f.eval_exact(val).map(|x| x.max(BigRational::zero()));
        find_violation(&g_eval, &at_least_zero, &vars).map(|(w, a, b)| (w, b, a))
    };
    let false_of =
        |which: &'static str, (witness, inferred, asserted): (Vec<(usize, i64)>, f64, f64)| {
            Comparison::False {
                which,
                witness,
                inferred,
                asserted,
            }
        };
    match approx {
        Approx::Ub => {
            if let Some(how) = upper_ok() {
                return Comparison::Checked(format!("inferred upper bound <= asserted ({how})"));
            }
            if let Some(v) = refute_ub() {
                return false_of("lower", v);
            }
        }
        Approx::Lb => {
            if let Some(how) = lower_ok() {
                return Comparison::Checked(format!("inferred lower bound >= asserted ({how})"));
            }
            if let Some(v) = refute_lb() {
                return false_of("upper", v);
            }
        }
        Approx::Eq => {
            if let (Some(a), Some(b)) = (upper_ok(), lower_ok()) {
                let how = if a == b {
                    a
                } else {
                    format!("upper bound: {a}; lower bound: {b}")
                };
                return Comparison::Checked(format!(
                    "inferred bounds equal the asserted function ({how})"
                ));
            }
            if let Some(v) = refute_ub() {
                return false_of("lower", v);
            }
            if let Some(v) = refute_lb() {
                return false_of("upper", v);
            }
        }
        Approx::O => return Comparison::Unknown("big-O bounds are not compared statically".into()),
    }
    let undecided = match &bounds.ub {
        None => "no finite upper bound inferred".to_string(),
        Some(_) => "the inferred bounds neither prove nor refute it".to_string(),
    };
    Comparison::Unknown(match interval(approx, g, bounds, &vars) {
        Some(where_) => format!("{undecided}; {where_}"),
        None => undecided,
    })
}

/// For one size variable: the sizes (of 0..=64) where the inferred bound on the
/// asserted side proves the assertion, as a range, when it does for some.
fn interval(approx: Approx, g: &Sym, bounds: &Range, vars: &[Var]) -> Option<String> {
    let [v] = vars else { return None };
    let holds = |n: i64| -> Option<bool> {
        let val = |_: Var| n;
        let gv = g.eval_exact(&val)?;
        Some(match approx {
            Approx::Ub => bounds.ub.as_ref()?.eval_exact(&val)? <= gv,
            Approx::Lb => bounds.lb.eval_exact(&val)? >= gv,
            _ => return None,
        })
    };
    let ok: Vec<i64> = (0..=64).filter(|n| holds(*n) == Some(true)).collect();
    let (first, last) = (*ok.first()?, *ok.last()?);
    let contiguous = ok.len() as i64 == last - first + 1;
    let side = if approx == Approx::Ub {
        "upper"
    } else {
        "lower"
    };
    Some(if contiguous && last == 64 {
        format!("the inferred {side} bound proves it for size x{v} >= {first} (checked up to 64)")
    } else if contiguous {
        format!("the inferred {side} bound proves it for sizes {first}..{last} of x{v} only")
    } else {
        format!(
            "the inferred {side} bound proves it at {} of the sizes 0..64",
            ok.len()
        )
    })
}

/// The value of an inferred bound at integer sizes: exact, or in floating point
/// when it has logarithms (irrational values).
fn value(s: &Sym, val: &dyn Fn(Var) -> i64) -> Option<f64> {
    match s.eval_exact(val) {
        Some(v) => v.to_f64(),
        None if s.has_log() => Some(s.eval(&|v| val(v) as f64)),
        None => None,
    }
}

/// Refutes `approx g` numerically when `g` is outside the symbolic forms (`log`,
/// `min`, `sum`, ...): the inferred lower (upper) bound, evaluated exactly, must exceed
/// (fall below) `g`, evaluated in floating point, by more than a relative `1e-9`.
pub fn refute_numeric(
    approx: Approx,
    g: Numeric,
    bounds: &Range,
    sized: &[usize],
) -> Option<Comparison> {
    let vars: Vec<Var> = sized.iter().map(|i| *i as Var).collect();
    if bounds.lb.vars().iter().any(|v| !vars.contains(v)) {
        return None;
    }
    let margin = |x: f64| 1e-9 * x.abs().max(1.0);
    for p in grid(&vars) {
        let val_i = |v: Var| vars.iter().position(|w| *w == v).map_or(0, |i| p[i]);
        let val_f = |v: Var| val_i(v) as f64;
        let asserted = g(&val_f);
        if !asserted.is_finite() {
            continue;
        }
        let witness = || {
            vars.iter()
                .zip(&p)
                .map(|(v, k)| (*v as usize, *k))
                .collect()
        };
        if matches!(approx, Approx::Ub | Approx::Eq) {
            let lb = value(&bounds.lb, &val_i)?;
            if lb > asserted + margin(asserted) {
                return Some(Comparison::False {
                    which: "lower",
                    witness: witness(),
                    inferred: lb,
                    asserted,
                });
            }
        }
        if matches!(approx, Approx::Lb | Approx::Eq) {
            if let Some(ub) = &bounds.ub {
                let ub = value(ub, &val_i)?;
                if ub < asserted - margin(asserted) {
                    return Some(Comparison::False {
                        which: "upper",
                        witness: witness(),
                        inferred: ub,
                        asserted,
                    });
                }
            }
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    fn n() -> Sym {
        Sym::var(0)
    }

    /// `mx([H|T], X)` on lists: no clause takes `[]` (cost 0), the one clause
    /// costs `6n - 1` from `n = 1` on; the bound inferred is `6n - 1` for all n.
    #[test]
    fn bounds_below_zero_stand_for_zero() {
        let six_n_less_one = n().scale(&rat(6)).sub(&Sym::int(1));
        let inferred = Range {
            ub: Some(six_n_less_one.clone()),
            lb: Sym::default(),
        };
        // 5n holds (0, 5, 10, ... below 0, 5, 11, ...): no witness at n = 0.
        let five_n = n().scale(&rat(5));
        assert!(!matches!(
            compare(Approx::Lb, &five_n, &inferred, &[0]),
            Comparison::False { .. }
        ));
        // 6n + 1 is refuted at n = 0 all the same (1 above the cost 0).
        let above = n().scale(&rat(6)).add(&Sym::int(1));
        assert!(matches!(
            compare(Approx::Lb, &above, &inferred, &[0]),
            Comparison::False { ref witness, .. } if witness == &vec![(0, 0)]
        ));
        // An asserted upper bound of -1 at n = 0 is below every cost there.
        assert!(!matches!(
            compare(Approx::Ub, &six_n_less_one, &inferred, &[0]),
            Comparison::Checked(_)
        ));
        assert!(matches!(
            compare(Approx::Ub, &n().scale(&rat(6)), &inferred, &[0]),
            Comparison::Checked(_)
        ));
    }

    #[test]
    fn proofs_and_refutations() {
        let exact = Range::exact(n().mul(&n()).unwrap().add(&Sym::int(1))); // n^2 + 1
        let g = n().mul(&n()).unwrap().scale(&rat(2)); // 2n^2: fails at n = 0
        assert!(
            matches!(compare(Approx::Ub, &g, &exact, &[0]), Comparison::False { ref witness, .. } if witness == &vec![(0, 0)])
        );
        let g = n().mul(&n()).unwrap().add(&Sym::int(1));
        assert!(matches!(
            compare(Approx::Eq, &g, &exact, &[0]),
            Comparison::Checked(_)
        ));
        // n^2 + 1 <= n^2 + 2n + 1 needs no solver; 2^n vs n^2 + 1 needs one.
        let g = n().add(&Sym::int(1)).pow(2).unwrap();
        assert!(matches!(
            compare(Approx::Ub, &g, &exact, &[0]),
            Comparison::Checked(_)
        ));
        let g = Sym::exp(rat(2), 0).scale(&rat(2)); // 2^(n+1) >= n^2 + 1 for all n >= 0
        assert!(matches!(
            compare(Approx::Ub, &g, &exact, &[0]),
            Comparison::Checked(_) | Comparison::Unknown(_)
        ));
        // A lower bound above the inferred upper bound is false.
        let g = n().pow(3).unwrap();
        assert!(matches!(
            compare(Approx::Lb, &g, &exact, &[0]),
            Comparison::False { .. }
        ));
        // Linear vs quadratic: z3 proves 3n + 1 <= n^2 + 3n + 1 trivially; the
        // converse needs the solver to find nothing below 0.
        let lin = Range::exact(n().scale(&rat(3)).add(&Sym::int(1)));
        let quad = n()
            .mul(&n())
            .unwrap()
            .add(&n().scale(&rat(3)))
            .add(&Sym::int(1));
        assert!(matches!(
            compare(Approx::Ub, &quad, &lin, &[0]),
            Comparison::Checked(_)
        ));
    }

    #[test]
    fn z3_proves_a_polynomial_inequality_dominance_misses() {
        // n^2 - 2n + 1 = (n-1)^2 >= 0.
        let d = n()
            .mul(&n())
            .unwrap()
            .sub(&n().scale(&rat(2)))
            .add(&Sym::int(1));
        assert!(!dominates(&d, &Sym::default()));
        assert!(z3_nonneg(&d));
        assert!(!z3_nonneg(&d.sub(&Sym::int(1)).sub(&Sym::int(1))));
    }
}
