//! Two outputs passed up crosswise by the recursion (`split([X|T], [X|A], B) :-
//! split(T, B, A)` deals the elements alternately): each output's size alone has no
//! first-order recurrence, but their sum `S` has one (solved elsewhere) and their
//! difference `D` satisfies `D = c - D'` (`D'` the recursive call's difference) in the
//! crossing clauses and `D = D'` in the straight ones, with constants at the base
//! clauses. An interval `[lo, hi]` with `lo + hi = c` that holds the base constants
//! is invariant, so by induction every solution has `D` in it and the outputs
//! `(S + D)/2` and `(S - D)/2` are bounded: `split/3` gives `n/2 <= |A| <= (n+1)/2`
//! and `(n-1)/2 <= |B| <= n/2`.

use super::{ClauseEval, Range};
use crate::sym::{Sym, Var};
use num_rational::BigRational;
use num_traits::{One, Zero};

/// How the recursive call's outputs enter one clause's difference `D`.
enum Step {
    /// `D = D'`.
    Straight,
    /// `D = c - D'`.
    Crossed(BigRational),
}

/// The difference `size(j1) - size(j2)` of a clause, when both sizes are exact.
fn difference(e: &ClauseEval, j1: usize, j2: usize) -> Option<Sym> {
    let get = |j: usize| -> Option<Sym> {
        let r = &e.outs.get(j)?.as_ref()?.1;
        let u = r.ub.clone()?;
        (u == r.lb).then_some(u)
    };
    Some(get(j1)?.sub(&get(j2)?))
}

/// The coefficient of `v` in `s` when it is a constant (0 when `v` is absent).
fn coefficient(s: &Sym, v: Var) -> Option<BigRational> {
    let c = s.coefficients_in(v)?;
    if c.len() > 2 {
        return None;
    }
    c.get(1).map_or(Some(BigRational::zero()), Sym::as_constant)
}

/// The step of a clause with one recursive call.
fn step(e: &ClauseEval, j1: usize, j2: usize) -> Option<Step> {
    let [rc] = e.recs.as_slice() else {
        return None;
    };
    let (y1, y2) = (rc.outs.get(j1).copied()??, rc.outs.get(j2).copied()??);
    let d = difference(e, j1, j2)?;
    let (a, b) = (coefficient(&d, y1)?, coefficient(&d, y2)?);
    let rest = d
        .sub(&Sym::var(y1).scale(&a))
        .sub(&Sym::var(y2).scale(&b))
        .as_constant()?;
    let one = BigRational::one();
    if a == one && b == -one.clone() && rest.is_zero() {
        Some(Step::Straight)
    } else if a == -one.clone() && b == one {
        Some(Step::Crossed(rest))
    } else {
        None
    }
}

/// The invariant interval `[lo, hi]` of the difference, from the base clauses'
/// constants and the crossing constant `c`.
fn invariant(bases: &[BigRational], c: &BigRational) -> (BigRational, BigRational) {
    let two = BigRational::from_integer(2.into());
    let hi = bases
        .iter()
        .flat_map(|d| [d.clone(), c - d])
        .max()
        .unwrap_or_else(|| c / &two);
    (c - &hi, hi)
}

/// Bounds on outputs `j1` and `j2` from their sum's bounds `sum`, when some clause
/// passes them up crosswise and every clause's sizes are exact.
pub(super) fn crosswise_outs(
    evals: &[ClauseEval],
    j1: usize,
    j2: usize,
    sum: &Range,
) -> Option<(Range, Range)> {
    let mut bases: Vec<BigRational> = Vec::new();
    let mut crossing: Option<BigRational> = None;
    for e in evals {
        if e.recs.is_empty() {
            bases.push(difference(e, j1, j2)?.as_constant()?);
            continue;
        }
        match step(e, j1, j2)? {
            Step::Straight => {}
            Step::Crossed(c) => {
                if crossing.as_ref().is_some_and(|x| *x != c) {
                    return None;
                }
                crossing = Some(c);
            }
        }
    }
    let (lo, hi) = invariant(&bases, &crossing?);
    let half = BigRational::from_integer(2.into()).recip();
    let bound = |s: &Sym, d: &BigRational, sign: i64| {
        s.add(&Sym::constant(d * BigRational::from_integer(sign.into())))
            .scale(&half)
    };
    let first = Range {
        ub: sum.ub.as_ref().map(|u| bound(u, &hi, 1)),
        lb: bound(&sum.lb, &lo, 1),
    };
    let second = Range {
        ub: sum.ub.as_ref().map(|u| bound(u, &lo, -1)),
        lb: bound(&sum.lb, &hi, -1),
    };
    Some((first, second))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rat(n: i64) -> BigRational {
        BigRational::from_integer(n.into())
    }

    /// The sizes dealing `n` elements alternately gives (first output, second).
    fn deal(n: i64) -> (i64, i64) {
        if n == 0 {
            (0, 0)
        } else {
            let (a, b) = deal(n - 1);
            (1 + b, a)
        }
    }

    #[test]
    fn the_invariant_holds_the_alternating_difference() {
        // D(0) = 0, D(n) = 1 - D(n-1): 0, 1, 0, 1 ...
        let (lo, hi) = invariant(&[rat(0)], &rat(1));
        assert_eq!((&lo, &hi), (&rat(0), &rat(1)));
        // The outputs' bounds (S ± D)/2 at S = n enclose the dealt sizes.
        for n in 0..=30 {
            let (a, b) = deal(n);
            let half = |x: BigRational| x / rat(2);
            assert!(
                half(rat(n) + &lo) <= rat(a) && rat(a) <= half(rat(n) + &hi),
                "n = {n}"
            );
            assert!(
                half(rat(n) - &hi) <= rat(b) && rat(b) <= half(rat(n) - &lo),
                "n = {n}"
            );
        }
        // Base constants outside [c - d, d] widen the interval symmetrically.
        let (lo, hi) = invariant(&[rat(3)], &rat(1));
        assert_eq!((lo, hi), (rat(-2), rat(3)));
    }
}
