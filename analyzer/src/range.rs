//! Intervals of symbolic functions: a lower bound and an optional upper bound
//! (`None` = unbounded), with the arithmetic cost and size bounds need. Variables
//! range over naturals and every term of a bound is non-negative there only when its
//! coefficients are, so the term-wise maximum (minimum) of coefficients bounds the
//! maximum (minimum) of two bounds from above (below) whenever the monomials are
//! non-negative, which they are on naturals.

use crate::sym::{Key, Sym};
use num_rational::BigRational;
use num_traits::{Signed, Zero};
use std::collections::BTreeMap;

/// A bound pair.
#[derive(Clone, Debug, PartialEq)]
pub struct Range {
    /// Upper bound (`None`: unbounded).
    pub ub: Option<Sym>,
    /// Lower bound.
    pub lb: Sym,
}

impl Range {
    /// Exactly `s`.
    pub fn exact(s: Sym) -> Range {
        Range {
            ub: Some(s.clone()),
            lb: s,
        }
    }

    /// Exactly the integer `n`.
    pub fn int(n: i64) -> Range {
        Range::exact(Sym::int(n))
    }

    /// Nothing known: `[0, inf]`.
    pub fn unknown() -> Range {
        Range {
            ub: None,
            lb: Sym::default(),
        }
    }

    /// Sum.
    pub fn add(&self, o: &Range) -> Range {
        Range {
            ub: self.ub.as_ref().zip(o.ub.as_ref()).map(|(a, b)| a.add(b)),
            lb: self.lb.add(&o.lb),
        }
    }

    /// Product of non-negative ranges.
    pub fn mul(&self, o: &Range) -> Range {
        Range {
            ub: self
                .ub
                .as_ref()
                .zip(o.ub.as_ref())
                .and_then(|(a, b)| a.mul(b)),
            lb: self.lb.mul(&o.lb).unwrap_or_default(),
        }
    }

    /// Substitutes `v := r` in both bounds, `r` itself a range: exactly when `r`
    /// is exact; otherwise the upper bound takes `r.ub`, the lower `r.lb` (sound when
    /// the bounds do not decrease in `v`, which non-negative coefficients on the
    /// terms with `v` guarantee; otherwise unknown).
    pub fn subst(&self, v: crate::sym::Var, r: &Range) -> Range {
        let exact = r.ub.as_ref() == Some(&r.lb);
        let ub = match (&self.ub, &r.ub) {
            (Some(u), _) if !u.vars().contains(&v) => Some(u.clone()),
            (Some(u), Some(ru)) if exact || monotone_in(u, v) => u.subst(v, ru),
            _ => None,
        };
        let lb = if !self.lb.vars().contains(&v) {
            self.lb.clone()
        } else if exact || monotone_in(&self.lb, v) {
            self.lb.subst(v, &r.lb).unwrap_or_default()
        } else {
            Sym::default()
        };
        Range { ub, lb }
    }
}

/// Whether `s` does not decrease in `v` on naturals: every term with `v` has a
/// non-negative coefficient (and an exponential in `v` a base of at least 1).
fn monotone_in(s: &Sym, v: crate::sym::Var) -> bool {
    s.terms().all(|(k, c)| {
        let mentions = k.mono.iter().any(|(x, _)| *x == v)
            || k.exp.as_ref().is_some_and(|(_, x)| *x == v)
            || k.log.is_some_and(|(x, _)| x == v);
        !mentions
            || (!c.is_negative()
                && k.exp
                    .as_ref()
                    .is_none_or(|(b, _)| *b >= BigRational::from_integer(1.into())))
    })
}

/// Term-wise maximum of coefficients: an upper bound of `max(a, b)` on naturals.
pub fn termwise_max(a: &Sym, b: &Sym) -> Sym {
    termwise(a, b, true)
}

/// Term-wise minimum of coefficients: a lower bound of `min(a, b)` on naturals.
pub fn termwise_min(a: &Sym, b: &Sym) -> Sym {
    termwise(a, b, false)
}

fn termwise(a: &Sym, b: &Sym, max: bool) -> Sym {
    let mut coeffs: BTreeMap<Key, (BigRational, BigRational)> = BTreeMap::new();
    for (k, c) in a.terms() {
        coeffs.entry(k.clone()).or_default().0 = c.clone();
    }
    for (k, c) in b.terms() {
        coeffs.entry(k.clone()).or_default().1 = c.clone();
    }
    let mut out = Sym::default();
    for (k, (x, y)) in coeffs {
        let c = if max { x.max(y) } else { x.min(y) };
        if !c.is_zero() {
            out = out.add(&Sym::from_term(k, c));
        }
    }
    out
}

/// Whether `a >= b` term by term (then `a >= b` on naturals).
pub fn dominates(a: &Sym, b: &Sym) -> bool {
    a.sub(b).terms().all(|(_, c)| !c.is_negative())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn termwise_bounds() {
        let n = Sym::var(0);
        let a = n.add(&Sym::int(3)); // n + 3
        let b = n.scale(&BigRational::from_integer(2.into())); // 2n
        assert_eq!(termwise_max(&a, &b), b.add(&Sym::int(3)));
        assert_eq!(termwise_min(&a, &b), n);
        assert!(dominates(&a, &n));
        assert!(!dominates(&a, &b));
        let r = Range::exact(n.clone()).add(&Range::unknown());
        assert!(r.ub.is_none());
        assert_eq!(r.lb, n);
    }
}
