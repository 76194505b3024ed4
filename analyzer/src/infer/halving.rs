//! Recursions on halved sizes (`H is N // 2`): `C(n) = g(n) + C(h)` with
//! `(n - 1)/2 <= h <= n/2` above a threshold `n0 >= 1`, solved with
//! `lg(n) = log2(max(n, 1))`.
//!
//! Upper bound, for `g(n) = c0 + Σ_j c_j n^j` with non-negative coefficients and
//! `B` the largest value below the threshold:
//! `C(n) <= c0·lg(n) + c0 + B + Σ_j c_j n^j · 2^j/(2^j - 1)`. By induction: when
//! `h >= n0`, `lg(h) <= lg(n) - 1` and the polynomial part at `n/2` plus `g(n)` is
//! the polynomial part at `n`; when `h < n0`, `C(h) <= B`.
//!
//! Lower bound, for a constant `g = k` and `m` the smallest value below the
//! threshold: `C(n) >= k·log2(n + 1) - k·t + m` with `t = ceil(log2(n0 + 1))`
//! (`h + 1 >= (n + 1)/2` gives one `k` per halving; when `h < n0`,
//! `n + 1 <= 2 n0`), and `lg(n) <= log2(n + 1)` gives the printed form.

use crate::range::Range;
use crate::sym::{Sym, Var};
use num_bigint::BigInt;
use num_rational::BigRational;
use num_traits::{One, Signed, Zero};

fn rat(n: i64) -> BigRational {
    BigRational::from_integer(BigInt::from(n))
}

/// Whether a recursive call's size `s` (of the recursion variable `v`) is at most
/// `v/2` (the upper half of a halving).
pub(super) fn halves(s: &Range, v: Var) -> bool {
    let Some(coeffs) = s.ub.as_ref().and_then(|u| u.coefficients_in(v)) else {
        return false;
    };
    let constant = |i: usize| {
        coeffs
            .get(i)
            .map_or(Some(BigRational::zero()), Sym::as_constant)
    };
    match (coeffs.len(), constant(0), constant(1)) {
        (2, Some(d), Some(c)) => !d.is_positive() && c.is_positive() && c <= rat(1) / rat(2),
        _ => false,
    }
}

/// Whether the size is at least `(v - 1)/2` (a halving that rounds down at worst).
fn at_least_half(s: &Range, v: Var) -> bool {
    let half = Sym::var(v).sub(&Sym::int(1)).scale(&(rat(1) / rat(2)));
    crate::range::dominates(&s.lb, &half)
}

/// Bounds for `C(n) = g(n) + C(h(n))` for `n >= n0`, `base[n]` below; `size` is
/// the recursive call's size of `v`; `lb_ok` whether the call surely happens.
/// `None` when the relation is not of this shape.
pub(super) fn solve(
    n0: i64,
    base: &[Range],
    g: &Range,
    size: &Range,
    v: Var,
    lb_ok: bool,
) -> Option<Range> {
    if n0 < 1 || n0 as usize != base.len() || !halves(size, v) {
        return None;
    }
    let ub = g.ub.as_ref().and_then(|gu| {
        let b = base
            .iter()
            .map(|r| r.ub.as_ref()?.as_constant())
            .collect::<Option<Vec<_>>>()?
            .into_iter()
            .max()?;
        upper(gu, v, &b)
    });
    let lb = (lb_ok && at_least_half(size, v))
        .then(|| {
            let k = g.lb.as_constant().filter(|k| !k.is_negative())?;
            let m = base
                .iter()
                .map(|r| r.lb.as_constant())
                .collect::<Option<Vec<_>>>()?;
            let m = m.into_iter().min()?;
            // t = ceil(log2(n0 + 1)).
            let t = (0..63).find(|t| (1i64 << t) > n0)?;
            Some(
                Sym::log2(v)
                    .scale(&k)
                    .sub(&Sym::constant(k * rat(t)))
                    .add(&Sym::constant(m)),
            )
        })
        .flatten()
        .unwrap_or_default();
    Some(Range { ub, lb })
}

/// The upper bound for a polynomial `g` with non-negative coefficients.
fn upper(g: &Sym, v: Var, b: &BigRational) -> Option<Sym> {
    let coeffs = g.coefficients_in(v)?;
    let mut out = Sym::constant(b.clone());
    for (j, c) in coeffs.iter().enumerate() {
        let c = c.as_constant()?;
        if c.is_negative() {
            return None;
        }
        if j == 0 {
            out = out.add(&Sym::log2(v).scale(&c)).add(&Sym::constant(c));
        } else {
            let two_j = rat(2).pow(j as i32);
            let factor = &two_j / (&two_j - BigRational::one());
            out = out.add(&Sym::var(v).pow(j as u32)?.scale(&(c * factor)));
        }
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `bits(0) = 1`, `bits(n) = k + bits(n // 2)`.
    fn halving_cost(n: i64, k: i64, base: i64, extra: &dyn Fn(i64) -> i64) -> i64 {
        if n == 0 {
            base
        } else {
            k + extra(n) + halving_cost(n / 2, k, base, extra)
        }
    }

    fn floor_half() -> Range {
        Range {
            ub: Some(Sym::var(0).scale(&(rat(1) / rat(2)))),
            lb: Sym::var(0)
                .scale(&(rat(1) / rat(2)))
                .sub(&Sym::constant(rat(1) / rat(2))),
        }
    }

    #[test]
    fn logarithmic_bounds_enclose_the_halving_recursion() {
        let r = solve(1, &[Range::int(1)], &Range::int(1), &floor_half(), 0, true).unwrap();
        let ub = r.ub.unwrap();
        for n in 0..=5000i64 {
            let c = halving_cost(n, 1, 1, &|_| 0) as f64;
            let x = n as f64;
            assert!(ub.eval(&|_| x) >= c - 1e-9, "ub at {n}");
            assert!(r.lb.eval(&|_| x) <= c + 1e-9, "lb at {n}");
        }
        // Exact at powers of two.
        assert_eq!(
            ub.eval(&|_| 1024.0),
            halving_cost(1024, 1, 1, &|_| 0) as f64
        );
    }

    #[test]
    fn polynomial_work_per_level_sums_geometrically() {
        // C(n) = n + 2 + C(n // 2), C(0) = 3.
        let g = Range::exact(Sym::var(0).add(&Sym::int(2)));
        let r = solve(1, &[Range::int(3)], &g, &floor_half(), 0, true).unwrap();
        let ub = r.ub.unwrap();
        for n in 0..=5000i64 {
            let c = halving_cost(n, 2, 3, &|n| n) as f64;
            assert!(ub.eval(&|_| n as f64) >= c - 1e-9, "ub at {n}");
        }
        // ... and stays within a constant factor: 2n + 2 lg n + 5.
        assert!(ub.eval(&|_| 4096.0) <= 2.0 * 4096.0 + 2.0 * 12.0 + 5.0 + 1e-9);
    }

    #[test]
    fn other_shapes_are_left_alone() {
        let minus_one = Range::exact(Sym::var(0).sub(&Sym::int(1)));
        assert!(solve(1, &[Range::int(1)], &Range::int(1), &minus_one, 0, true).is_none());
        assert!(solve(0, &[], &Range::int(1), &floor_half(), 0, true).is_none());
    }
}
