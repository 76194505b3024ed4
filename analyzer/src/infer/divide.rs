//! Divide and conquer into halves: `C(n) = C(ceil(n/2)) + C(floor(n/2)) + g(n)` for
//! `n >= n0 >= 2` (both halves then between 1 and `n - 1`), values `base[k]` below,
//! `g(n) = c1·n + c0` with `c1 >= 0` (merge sort), solved with
//! `lg(n) = log2(max(n, 1))`.
//!
//! With `a = ceil(n/2)`, `b = floor(n/2)` and `h(n) = a·lg(a) + b·lg(b) - n·lg(n) + n`:
//! `h(n) >= 0` (`x·lg(x)` is convex, and the two halves average `n/2`), and
//! `h(n) <= 1/2`: 0 for even `n`, and for odd `n = a + b`,
//! `h = a·lg(1 + 1/n) + b·lg(1 - 1/n) <= (a - b)/(n·ln 2) = 1/(n·ln 2) < 1/2` as
//! `n >= 3`.
//!
//! Upper bound `U(n) = c1·n·lg(n) + A·n + B` with `B = -c0 - c1/2`: for `n >= n0`,
//! `U(a) + U(b) + g(n) <= c1·(n·lg(n) - n + 1/2) + A·n + 2B + c1·n + c0 = U(n)`,
//! and `A` is the least value with `U(k) >= base[k]` for `1 <= k < n0` (there
//! `lg(k) >= floor(lg(k))`).
//! Lower bound, from `g(n) >= c1'·n + c0'`: `L(n) = c1'·n·lg(n) + α·n - c0'` with
//! `L(a) + L(b) + g(n) >= c1'·(n·lg(n) - n) + α·n - 2c0' + c1'·n + c0' = L(n)`, and
//! `α` the largest value with `L(k) <= base[k]` for `1 <= k < n0` (there
//! `lg(k) <= ceil(lg(k))`). Both hold from 1 on; size 0 is left to the caller.

use crate::range::Range;
use crate::sym::{Sym, Var};
use num_bigint::BigInt;
use num_rational::BigRational;
use num_traits::Signed;

fn rat(n: i64) -> BigRational {
    BigRational::from_integer(BigInt::from(n))
}

/// `floor(log2(k))` and `ceil(log2(k))` for `k >= 1`.
fn log2_floor_ceil(k: i64) -> (i64, i64) {
    let floor = 63 - i64::from(k.leading_zeros());
    let ceil = if k.count_ones() == 1 {
        floor
    } else {
        floor + 1
    };
    (floor, ceil)
}

/// `(c1, c0)` when `g = c1·v + c0` with constant coefficients.
fn linear(g: &Sym, v: Var) -> Option<(BigRational, BigRational)> {
    let c = g.coefficients_in(v)?;
    if c.len() > 2 {
        return None;
    }
    let at = |i: usize| c.get(i).map_or(Some(rat(0)), Sym::as_constant);
    Some((at(1)?, at(0)?))
}

/// `c1·v·lg(v) + a·v + b`.
fn closed_form(c1: &BigRational, a: &BigRational, b: &BigRational, v: Var) -> Option<Sym> {
    Some(
        Sym::var(v)
            .mul(&Sym::log2(v))?
            .scale(c1)
            .add(&Sym::var(v).scale(a))
            .add(&Sym::constant(b.clone())),
    )
}

/// Bounds valid for sizes `n >= 1` of `C(n) = C(ceil(n/2)) + C(floor(n/2)) + g(n)`
/// (`n >= n0`), `base[k]` for `k < n0`; `lb_ok` whether both calls surely happen.
/// `None` when the relation is not of this shape.
pub(super) fn solve(n0: i64, base: &[Range], g: &Range, v: Var, lb_ok: bool) -> Option<Range> {
    if n0 < 2 || n0 as usize != base.len() {
        return None;
    }
    let ub = g.ub.as_ref().and_then(|gu| {
        let (c1, c0) = linear(gu, v)?;
        if c1.is_negative() {
            return None;
        }
        let b = -c0 - &c1 / rat(2);
        let a = (1..n0)
            .map(|k| {
                let t = base[k as usize].ub.as_ref()?.as_constant()?;
                let (floor, _) = log2_floor_ceil(k);
                Some((t - &c1 * rat(k * floor) - &b) / rat(k))
            })
            .collect::<Option<Vec<_>>>()?
            .into_iter()
            .max()?;
        closed_form(&c1, &a, &b, v)
    });
    let lb = lb_ok
        .then(|| {
            let (c1, c0) = linear(&g.lb, v)?;
            if c1.is_negative() {
                return None;
            }
            let b = -c0;
            let alpha = (1..n0)
                .map(|k| {
                    let t = base[k as usize].lb.as_constant()?;
                    let (_, ceil) = log2_floor_ceil(k);
                    Some((t - &c1 * rat(k * ceil) - &b) / rat(k))
                })
                .collect::<Option<Vec<_>>>()?
                .into_iter()
                .min()?;
            closed_form(&c1, &alpha, &b, v)
        })
        .flatten()
        .unwrap_or_default();
    Some(Range { ub, lb })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `C(n)` by the recurrence, `C(k) = base[k]` below `base.len()`.
    fn iterate(n: i64, base: &[i64], g: &dyn Fn(i64) -> i64) -> i64 {
        if (n as usize) < base.len() {
            base[n as usize]
        } else {
            iterate((n + 1) / 2, base, g) + iterate(n / 2, base, g) + g(n)
        }
    }

    fn check(base: &[i64], c1: i64, c0: i64) {
        let g = Range::exact(Sym::var(0).scale(&rat(c1)).add(&Sym::int(c0)));
        let b: Vec<Range> = base.iter().map(|k| Range::int(*k)).collect();
        let r = solve(base.len() as i64, &b, &g, 0, true).unwrap();
        let ub = r.ub.unwrap();
        for n in 1..=2000i64 {
            let c = iterate(n, base, &|n| c1 * n + c0) as f64;
            let x = n as f64;
            assert!(
                ub.eval(&|_| x) >= c - 1e-9,
                "ub at {n}: {} < {c}",
                ub.eval(&|_| x)
            );
            assert!(
                r.lb.eval(&|_| x) <= c + 1e-9,
                "lb at {n}: {} > {c}",
                r.lb.eval(&|_| x)
            );
            if n <= 30 {
                // Within a constant of each other: n·lg(n) terms agree.
                assert!(
                    ub.eval(&|_| x) - r.lb.eval(&|_| x) <= 10.0 * x + 10.0,
                    "gap at {n}"
                );
            }
        }
    }

    #[test]
    fn merge_sort_shapes_are_enclosed() {
        // Merge sort's steps: a leaf 1, a node 2n + 3 besides its halves.
        check(&[1, 1], 2, 3);
        // Its output size: n.
        check(&[0, 1], 0, 0);
        check(&[5, 2, 7], 1, 0);
        check(&[0, 0, 0, 0], 3, 1);
    }

    #[test]
    fn sizes_are_exact_when_nothing_is_added() {
        let b = [Range::int(0), Range::int(1)];
        let r = solve(2, &b, &Range::int(0), 0, true).unwrap();
        assert_eq!(r.ub, Some(Sym::var(0)));
        assert_eq!(r.lb, Sym::var(0));
    }

    #[test]
    fn logarithms_of_small_sizes() {
        assert_eq!(log2_floor_ceil(1), (0, 0));
        assert_eq!(log2_floor_ceil(5), (2, 3));
        assert_eq!(log2_floor_ceil(8), (3, 3));
    }

    #[test]
    fn other_shapes_are_left_alone() {
        let b = [Range::int(1), Range::int(1)];
        let square = Range::exact(Sym::var(0).pow(2).unwrap());
        assert!(solve(2, &b, &square, 0, true).unwrap().ub.is_none());
        assert!(solve(1, &b[..1], &Range::int(1), 0, true).is_none());
    }
}
