//! Closed forms of the recurrences cost and size relations produce.
//!
//! `C(n) = r·C(n-1) + g(n)` for `n > n0`, `C(n0) = c0`, with `r` a non-negative
//! rational and `g` polynomial in `n` plus terms `c·b^n` (coefficients may mention
//! other size variables): the general solution is a particular solution (a polynomial
//! of the degree of `g`, one more when `r = 1`; `A·b^n`, or `A·n·b^n` when `b = r`)
//! plus `K·r^n` fitted to the initial value. Every solution is checked by substituting
//! it back into the recurrence before it is used.

use crate::sym::{rat_pow, shifted_power, Sym, Var};
use num_bigint::BigInt;
use num_rational::BigRational;
use num_traits::{One, Zero};

fn rat(n: i64) -> BigRational {
    BigRational::from_integer(BigInt::from(n))
}

/// A polynomial particular solution `P` of `P(n) - r·P(n-1) = Σ_k c[k]·n^k`.
fn polynomial_particular(r: &BigRational, c: &[Sym], n: Var) -> Option<Sym> {
    let d = c.len();
    if d == 0 {
        return Some(Sym::default());
    }
    // Coefficient of n^j in P(n-1) from a_k n^k: a_k · C(k,j) (-1)^(k-j).
    let shift: Vec<Vec<BigRational>> = (0..=d as u32).map(shifted_power).collect();
    let mut a: Vec<Sym> = vec![Sym::default(); d + 1];
    if r.is_one() {
        // P(n) - P(n-1): coefficient of n^j is Σ_{k>j} a_k · (-(shift[k][j])).
        for j in (0..d).rev() {
            let mut rhs = c[j].clone();
            for k in (j + 2)..=d {
                rhs = rhs.add(&a[k].scale(&shift[k][j]));
            }
            // a_{j+1} · (-(shift[j+1][j])) = rhs, and -(shift[j+1][j]) = j + 1.
            a[j + 1] = rhs.scale(&rat(j as i64 + 1).recip());
        }
    } else {
        let denom = BigRational::one() - r;
        for j in (0..d).rev() {
            let mut rhs = c[j].clone();
            for (k, ak) in a.iter().enumerate().take(d).skip(j + 1) {
                rhs = rhs.add(&ak.scale(&(r * &shift[k][j])));
            }
            a[j] = rhs.scale(&denom.recip());
        }
    }
    let mut p = Sym::default();
    for (k, ak) in a.iter().enumerate() {
        p = p.add(&ak.mul(&Sym::var(n).pow(k as u32)?)?);
    }
    Some(p)
}

/// Solves `C(n) = r·C(n-1) + g(n)` (`n > n0`), `C(n0) = c0`, for `r > 0`.
pub fn first_order(r: &BigRational, g: &Sym, n: Var, n0: i64, c0: &Sym) -> Option<Sym> {
    if r <= &BigRational::zero() || c0.vars().contains(&n) {
        return None;
    }
    let (poly, exps) = g.split_exponentials(n)?;
    let coeffs = poly.coefficients_in(n)?;
    if coeffs.len() > 12 {
        return None;
    }
    let mut particular = polynomial_particular(r, &coeffs, n)?;
    for (b, c) in exps {
        let term = if &b == r {
            // A·n·b^n with A = c.
            c.mul(&Sym::var(n))?.mul(&Sym::exp(b.clone(), n))?
        } else {
            let a = &b / (&b - r);
            c.scale(&a).mul(&Sym::exp(b.clone(), n))?
        };
        particular = particular.add(&term);
    }
    let at_n0 = particular.subst(n, &Sym::int(n0))?;
    let gap = c0.sub(&at_n0);
    let homogeneous = if r.is_one() {
        gap
    } else {
        gap.scale(&rat_pow(r, -n0)?).mul(&Sym::exp(r.clone(), n))?
    };
    check(r, g, n, n0, c0, particular.add(&homogeneous))
}

/// Returns `c` if it satisfies the recurrence and the initial value.
fn check(r: &BigRational, g: &Sym, n: Var, n0: i64, c0: &Sym, c: Sym) -> Option<Sym> {
    let prev = c.subst(n, &Sym::var(n).sub(&Sym::int(1)))?;
    let residual = c.sub(&prev.scale(r)).sub(g);
    let initial = c.subst(n, &Sym::int(n0))?.sub(c0);
    (residual.is_zero() && initial.is_zero()).then_some(c)
}

#[cfg(test)]
mod tests {
    use super::*;
    /// The value of `C(n)` by iterating the recurrence (tests and small cases).
    fn iterate(r: f64, g: &dyn Fn(i64) -> f64, n0: i64, c0: f64, n: i64) -> f64 {
        let mut c = c0;
        for k in (n0 + 1)..=n {
            c = r * c + g(k);
        }
        c
    }

    /// `Σ_{i = lo}^{n} t(i)` as a closed form in `n` (`t` polynomial in `i`).
    fn sum_to(t: &Sym, i: Var, lo: i64, n: Var) -> Option<Sym> {
        // S(n) = S(n-1) + t(n), S(lo - 1) = 0.
        let g = t.subst(i, &Sym::var(n))?;
        first_order(&BigRational::one(), &g, n, lo - 1, &Sym::default())
    }

    use proptest::prelude::*;

    fn n() -> Sym {
        Sym::var(0)
    }

    #[test]
    fn nrev_and_hanoi_closed_forms() {
        // append: A(n) = A(n-1) + 1, A(0) = 1 → n + 1.
        let a = first_order(&rat(1), &Sym::int(1), 0, 0, &Sym::int(1)).unwrap();
        assert_eq!(a, n().add(&Sym::int(1)));
        // nrev: R(n) = R(n-1) + 1 + A(n-1) = R(n-1) + n + 1, R(0) = 1.
        let g = n().add(&Sym::int(1));
        let r = first_order(&rat(1), &g, 0, 0, &Sym::int(1)).unwrap();
        assert_eq!(r.eval(&|_| 10.0), 0.5 * 100.0 + 1.5 * 10.0 + 1.0);
        // hanoi: H(n) = 2H(n-1) + 1, H(0) = 1 → 2^(n+1) - 1.
        let h = first_order(&rat(2), &Sym::int(1), 0, 0, &Sym::int(1)).unwrap();
        assert_eq!(h.eval(&|_| 5.0), 63.0);
        // Exponential forcing equal to the ratio: C(n) = 2C(n-1) + 2^n.
        let g = Sym::exp(rat(2), 0);
        let c = first_order(&rat(2), &g, 0, 0, &Sym::int(0)).unwrap();
        assert_eq!(
            c.eval(&|_| 3.0),
            iterate(2.0, &|k| 2f64.powi(k as i32), 0, 0.0, 3)
        );
    }

    #[test]
    fn sums() {
        // Σ_{i=1}^{n} i^2 = n(n+1)(2n+1)/6.
        let sq = Sym::var(1).pow(2).unwrap();
        let s = sum_to(&sq, 1, 1, 0).unwrap();
        assert_eq!(s.eval(&|_| 10.0), 385.0);
    }

    proptest! {
        #[test]
        fn closed_forms_match_iteration(
            coeffs in proptest::collection::vec(-5i64..6, 0..4),
            r in prop_oneof![Just((1i64, 1i64)), Just((2, 1)), Just((3, 1)), Just((1, 2))],
            exp_base in prop_oneof![Just(None), Just(Some(2i64)), Just(Some(3))],
            n0 in 0i64..3,
            c0 in -4i64..5,
        ) {
            let rr = BigRational::new(BigInt::from(r.0), BigInt::from(r.1));
            let mut g = Sym::default();
            for (k, c) in coeffs.iter().enumerate() {
                g = g.add(&n().pow(k as u32).unwrap().scale(&rat(*c)));
            }
            if let Some(b) = exp_base {
                g = g.add(&Sym::exp(rat(b), 0));
            }
            let closed = first_order(&rr, &g, 0, n0, &Sym::int(c0)).expect("solvable");
            let rf = r.0 as f64 / r.1 as f64;
            for k in n0..n0 + 8 {
                let want = iterate(rf, &|i| g.eval(&|_| i as f64), n0, c0 as f64, k);
                let got = closed.eval(&|_| k as f64);
                prop_assert!((want - got).abs() <= 1e-6 * want.abs().max(1.0), "n={} want {} got {}", k, want, got);
            }
        }
    }
}
