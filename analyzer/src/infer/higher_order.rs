//! Linear recurrences of higher order with constant coefficients (doubly recursive
//! Fibonacci): `C(n) = g + Σ_k a_k C(n-k)` above a threshold, `a_k >= 0`, `Σ a_k > 1`.
//!
//! The solution grows like `ρ^n`, `ρ` the single positive root of the
//! characteristic polynomial `x^K - Σ a_k x^(K-k)` (one sign change: Descartes), an
//! irrational number in general (the golden ratio for Fibonacci). The bounds use
//! exact rational bases `hi >= ρ >= lo` twelve decimals apart, and an induction
//! that needs no closed form of the roots: with `U(n) = C(n) + g/(s-1)`,
//! `U(n) <= Σ a_k U(n-k)`, so `U(n) <= A·hi^n` holds for every `n` once it holds on
//! `K` consecutive sizes, because `Σ a_k hi^(K-k) <= hi^K`. Taking those `K` sizes
//! twenty steps past the threshold (values computed exactly by iterating the
//! recurrence) makes `A` within a few digits of the true leading coefficient, and a
//! constant shift covers the sizes before the window. Lower bounds likewise with
//! `lo`.

use crate::range::Range;
use crate::sym::{Sym, Var};
use num_bigint::BigInt;
use num_rational::BigRational;
#[cfg(test)]
use num_traits::ToPrimitive;
use num_traits::{Signed, Zero};

/// Sizes past the threshold at which the coefficient's window starts.
const WINDOW_OFFSET: i64 = 20;
/// Decimals of the bases and coefficients printed.
const DECIMALS: u32 = 12;

/// One recursive call: the size decrement and the number of times it counts.
#[derive(Clone, Copy, Debug)]
pub(super) struct Call {
    /// `k`: the call is at size `n - k`.
    pub decrement: i64,
    /// `a`: the call's value is counted `a` times.
    pub weight: i64,
}

/// Bounds for `C(n) = g + Σ calls` for `n >= n0`, `base[n]` for `n < n0`; `lb_ok`
/// says whether every call surely happens (else the lower bound is the base's).
/// `None` when the relation is not of this shape.
pub(super) fn solve(
    n0: i64,
    base: &[Range],
    g: &Range,
    calls: &[Call],
    v: Var,
    lb_ok: bool,
) -> Option<Range> {
    let order = calls.iter().map(|c| c.decrement).max()?;
    let s: i64 = calls.iter().map(|c| c.weight).sum();
    let applies = order >= 2
        && s > 1
        && order <= n0
        && n0 as usize == base.len()
        && calls.iter().all(|c| c.decrement >= 1 && c.weight >= 0);
    if !applies {
        return None;
    }
    // a_k per decrement k = 1..=order.
    let mut a = vec![0i64; order as usize + 1];
    for c in calls {
        a[c.decrement as usize] += c.weight;
    }
    let (lo, hi) = root_bracket(&a)?;
    let ub = g.ub.as_ref().and_then(|gu| {
        let base_ub: Option<Vec<BigRational>> =
            base.iter().map(|b| b.ub.as_ref()?.as_constant()).collect();
        bound(&a, n0, &base_ub?, &gu.as_constant()?, &hi, v, true)
    });
    let lb = lb_ok
        .then(|| {
            let base_lb: Option<Vec<BigRational>> =
                base.iter().map(|b| b.lb.as_constant()).collect();
            bound(&a, n0, &base_lb?, &g.lb.as_constant()?, &lo, v, false)
        })
        .flatten()
        .unwrap_or_default();
    Some(Range { ub, lb })
}

fn rat(n: i64) -> BigRational {
    BigRational::from_integer(BigInt::from(n))
}

/// The characteristic polynomial at `x`: `x^K - Σ a_k x^(K-k)`.
fn characteristic(a: &[i64], x: &BigRational) -> BigRational {
    let order = a.len() - 1;
    let mut p = num_traits::pow(x.clone(), order);
    for (k, ak) in a.iter().enumerate().skip(1) {
        p -= rat(*ak) * num_traits::pow(x.clone(), order - k);
    }
    p
}

/// Rationals `lo <= ρ <= hi` with twelve decimals, checked exactly.
fn root_bracket(a: &[i64]) -> Option<(BigRational, BigRational)> {
    let eval = |x: f64| {
        let order = a.len() - 1;
        let mut p = x.powi(order as i32);
        for (k, ak) in a.iter().enumerate().skip(1) {
            p -= *ak as f64 * x.powi((order - k) as i32);
        }
        p
    };
    let (mut l, mut h) = (1.0f64, a.iter().sum::<i64>() as f64 + 1.0);
    for _ in 0..200 {
        let m = (l + h) / 2.0;
        if eval(m) > 0.0 {
            h = m;
        } else {
            l = m;
        }
    }
    let scale = rat(10).pow(DECIMALS as i32);
    let mut hi = round(&BigRational::from_float(h)?, &scale, true);
    let mut lo = round(&BigRational::from_float(l)?, &scale, false);
    let ulp = scale.recip();
    for _ in 0..8 {
        if !characteristic(a, &hi).is_negative() {
            break;
        }
        hi += &ulp;
    }
    for _ in 0..8 {
        if !characteristic(a, &lo).is_positive() {
            break;
        }
        lo -= &ulp;
    }
    (!characteristic(a, &hi).is_negative() && !characteristic(a, &lo).is_positive())
        .then_some((lo, hi))
}

/// `x` rounded to a multiple of `1/scale`, up or down.
fn round(x: &BigRational, scale: &BigRational, up: bool) -> BigRational {
    let scaled = x * scale;
    let r = if up { scaled.ceil() } else { scaled.floor() };
    r / scale
}

/// The bound `A·b^n - c + shift` from the exactly iterated values.
fn bound(
    a: &[i64],
    n0: i64,
    base: &[BigRational],
    g: &BigRational,
    b: &BigRational,
    v: Var,
    upper: bool,
) -> Option<Sym> {
    let order = (a.len() - 1) as i64;
    let s: i64 = a.iter().sum();
    let last = n0 + WINDOW_OFFSET;
    let mut values: Vec<BigRational> = base.to_vec();
    for n in n0..last {
        let mut c = g.clone();
        for (k, ak) in a.iter().enumerate().skip(1) {
            c += rat(*ak) * &values[(n - k as i64) as usize];
        }
        values.push(c);
    }
    let offset = g / rat(s - 1);
    let window = (last - order)..last;
    let ratios =
        window.map(|n| (&values[n as usize] + &offset) / num_traits::pow(b.clone(), n as usize));
    let coef = if upper { ratios.max()? } else { ratios.min()? };
    let scale = rat(10).pow(DECIMALS as i32);
    let coef = round(&coef, &scale, upper);
    if coef.is_negative() {
        return None;
    }
    let f = Sym::exp(b.clone(), v)
        .scale(&coef)
        .sub(&Sym::constant(offset));
    // Sizes before the window: a constant shift covers them.
    let mut shift = BigRational::zero();
    for (n, value) in values.iter().enumerate().take((last - order) as usize) {
        let at = f.eval_exact(&|_| n as i64)?;
        let gap = if upper { value - at } else { at - value };
        if gap > shift {
            shift = gap;
        }
    }
    let shift = if upper { shift } else { -shift };
    // Keep the printed constant short (rounded outward).
    let shift = round(&shift, &rat(1000), upper);
    Some(f.add(&Sym::constant(shift)))
}

/// A rational as a float, for tests.
#[cfg(test)]
fn f(b: &BigRational) -> f64 {
    b.to_f64().unwrap_or(f64::NAN)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fib_steps(n: i64) -> i64 {
        // fib(0), fib(1): 1 step; fib(n) = 1 + fib(n-1) + fib(n-2).
        let mut v = vec![1i64, 1];
        for i in 2..=n as usize {
            v.push(1 + v[i - 1] + v[i - 2]);
        }
        v[n as usize]
    }

    #[test]
    fn fibonacci_bounds_are_sound_and_tight() {
        let base = vec![Range::int(1), Range::int(1)];
        let calls = [
            Call {
                decrement: 1,
                weight: 1,
            },
            Call {
                decrement: 2,
                weight: 1,
            },
        ];
        let r = solve(2, &base, &Range::int(1), &calls, 0, true).unwrap();
        let ub = r.ub.unwrap();
        for n in 0..=60i64 {
            let exact = BigRational::from_integer(BigInt::from(fib_steps(n)));
            let u = ub.eval_exact(&|_| n).unwrap();
            let l = r.lb.eval_exact(&|_| n).unwrap();
            assert!(u >= exact && l <= exact, "n = {n}");
        }
        // Tight: ub / lb -> 1.
        let (u, l) = (ub.eval(&|_| 80.0), r.lb.eval(&|_| 80.0));
        assert!(u / l < 1.000_001, "{u} {l}");
        let (lo, hi) = root_bracket(&[0, 1, 1]).unwrap();
        let phi = (1.0 + 5f64.sqrt()) / 2.0;
        assert!(f(&lo) <= phi && phi <= f(&hi) && f(&hi) - f(&lo) < 1e-11);
    }

    #[test]
    fn tribonacci_and_weights() {
        // C(n) = 2 + C(n-1) + 2 C(n-3), C(0..3) = 1.
        let base = vec![Range::int(1), Range::int(1), Range::int(1)];
        let calls = [
            Call {
                decrement: 1,
                weight: 1,
            },
            Call {
                decrement: 3,
                weight: 2,
            },
        ];
        let r = solve(3, &base, &Range::int(2), &calls, 0, true).unwrap();
        let mut v = vec![rat(1), rat(1), rat(1)];
        for n in 3..=40usize {
            let next = rat(2) + &v[n - 1] + rat(2) * &v[n - 3];
            v.push(next);
        }
        for (n, exact) in v.iter().enumerate() {
            let u = r.ub.as_ref().unwrap().eval_exact(&|_| n as i64).unwrap();
            let l = r.lb.eval_exact(&|_| n as i64).unwrap();
            assert!(&u >= exact && &l <= exact, "n = {n}");
        }
    }

    #[test]
    fn first_order_and_non_growing_relations_are_left_alone() {
        let base = vec![Range::int(1)];
        let one = [Call {
            decrement: 1,
            weight: 2,
        }];
        assert!(solve(1, &base, &Range::int(1), &one, 0, true).is_none());
        let single_long = [Call {
            decrement: 2,
            weight: 1,
        }];
        let base2 = vec![Range::int(1), Range::int(1)];
        assert!(solve(2, &base2, &Range::int(1), &single_long, 0, true).is_none());
    }
}
