//! Symbolic cost and size functions: finite sums of terms
//! `c · x1^k1 ·…· xm^km · b^y · lg(z)^j` with exact rational coefficients `c` and
//! bases `b`, over size variables `x`, `y`, `z` (naturals), where
//! `lg(z) = log2(max(z, 1))` (the assertion language's `log(2, Z)`, 0 below 1). Closed under sum, product (when the
//! exponential factors combine), shifting a variable by a constant and substituting
//! polynomials for variables that occur only polynomially: what the recurrence solver
//! needs for polynomial and geometric closed forms.

use costlog_assertions::CostExpr;
use num_bigint::BigInt;
use num_rational::BigRational;
use num_traits::{One, Signed, ToPrimitive, Zero};
use std::collections::BTreeMap;

/// A size variable.
pub type Var = u32;

/// The non-coefficient part of a term: a monomial and an optional exponential.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Key {
    /// Variables with their (positive) exponents, sorted by variable.
    pub mono: Vec<(Var, u32)>,
    /// `base^var`, base > 0 and not 1.
    pub exp: Option<(BigRational, Var)>,
    /// `lg(var)^power`, power >= 1.
    pub log: Option<(Var, u32)>,
}

impl Key {
    /// The key of constants.
    pub fn unit() -> Key {
        Key {
            mono: Vec::new(),
            exp: None,
            log: None,
        }
    }
}

/// `lg(x) = log2(max(x, 1))`.
pub fn lg(x: f64) -> f64 {
    if x <= 1.0 {
        0.0
    } else {
        x.log2()
    }
}

/// A symbolic function (zero coefficients never stored).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Sym {
    terms: BTreeMap<Key, BigRational>,
}

fn rat(n: i64) -> BigRational {
    BigRational::from_integer(BigInt::from(n))
}

fn binomial(n: u32, k: u32) -> BigRational {
    let mut r = BigRational::one();
    for i in 0..k {
        r = r * rat(i64::from(n - i)) / rat(i64::from(i + 1));
    }
    r
}

impl Sym {
    /// The constant `c`.
    pub fn constant(c: BigRational) -> Sym {
        let mut s = Sym::default();
        s.add_term(Key::unit(), c);
        s
    }

    /// The integer constant `n`.
    pub fn int(n: i64) -> Sym {
        Sym::constant(rat(n))
    }

    /// The variable `v`.
    pub fn var(v: Var) -> Sym {
        let mut s = Sym::default();
        s.add_term(
            Key {
                mono: vec![(v, 1)],
                exp: None,
                log: None,
            },
            BigRational::one(),
        );
        s
    }

    /// `base^v`.
    pub fn exp(base: BigRational, v: Var) -> Sym {
        let mut s = Sym::default();
        if base.is_one() {
            return Sym::int(1);
        }
        s.add_term(
            Key {
                mono: Vec::new(),
                exp: Some((base, v)),
                log: None,
            },
            BigRational::one(),
        );
        s
    }

    /// `lg(v) = log2(max(v, 1))`.
    pub fn log2(v: Var) -> Sym {
        Sym::from_term(
            Key {
                log: Some((v, 1)),
                ..Key::unit()
            },
            BigRational::one(),
        )
    }

    /// The single term `c · key`.
    pub fn from_term(key: Key, c: BigRational) -> Sym {
        let mut s = Sym::default();
        s.add_term(key, c);
        s
    }

    fn add_term(&mut self, key: Key, c: BigRational) {
        if c.is_zero() {
            return;
        }
        let entry = self
            .terms
            .entry(key.clone())
            .or_insert_with(BigRational::zero);
        *entry += c;
        if entry.is_zero() {
            self.terms.remove(&key);
        }
    }

    /// The terms.
    pub fn terms(&self) -> impl Iterator<Item = (&Key, &BigRational)> {
        self.terms.iter()
    }

    /// Whether it is identically zero.
    pub fn is_zero(&self) -> bool {
        self.terms.is_empty()
    }

    /// The constant value, if it is a constant.
    pub fn as_constant(&self) -> Option<BigRational> {
        match self.terms.len() {
            0 => Some(BigRational::zero()),
            1 => self
                .terms
                .iter()
                .next()
                .filter(|(k, _)| **k == Key::unit())
                .map(|(_, c)| c.clone()),
            _ => None,
        }
    }

    /// Sum.
    pub fn add(&self, o: &Sym) -> Sym {
        let mut s = self.clone();
        for (k, c) in &o.terms {
            s.add_term(k.clone(), c.clone());
        }
        s
    }

    /// Difference.
    pub fn sub(&self, o: &Sym) -> Sym {
        self.add(&o.scale(&-BigRational::one()))
    }

    /// Multiplication by a constant.
    pub fn scale(&self, c: &BigRational) -> Sym {
        let mut s = Sym::default();
        for (k, v) in &self.terms {
            s.add_term(k.clone(), v * c);
        }
        s
    }

    /// Every coefficient rounded to a multiple of `10^-places`, up when `up` and
    /// down otherwise. Every term's non-coefficient part is non-negative on
    /// natural variables, so rounding up gives a function at least as large
    /// everywhere (a sound upper bound) and rounding down one at most as large:
    /// products of calibrated constants print as short decimals, not as fractions
    /// with 15-digit denominators.
    pub fn rounded(&self, places: u32, up: bool) -> Sym {
        let scale = BigRational::from_integer(num_traits::pow(BigInt::from(10), places as usize));
        let mut s = Sym::default();
        for (k, c) in &self.terms {
            let scaled = c * &scale;
            let r = if up { scaled.ceil() } else { scaled.floor() };
            s.add_term(k.clone(), r / &scale);
        }
        s
    }

    /// Product; `None` when two different exponentials would multiply.
    pub fn mul(&self, o: &Sym) -> Option<Sym> {
        let mut s = Sym::default();
        for (k1, c1) in &self.terms {
            for (k2, c2) in &o.terms {
                let mut mono: BTreeMap<Var, u32> = k1.mono.iter().copied().collect();
                for (v, e) in &k2.mono {
                    *mono.entry(*v).or_insert(0) += e;
                }
                let exp = match (&k1.exp, &k2.exp) {
                    (None, e) | (e, None) => e.clone(),
                    (Some((b1, v1)), Some((b2, v2))) if v1 == v2 => {
                        let b = b1 * b2;
                        if b.is_one() {
                            None
                        } else {
                            Some((b, *v1))
                        }
                    }
                    _ => return None,
                };
                let log = match (k1.log, k2.log) {
                    (None, l) | (l, None) => l,
                    (Some((v1, e1)), Some((v2, e2))) if v1 == v2 => Some((v1, e1 + e2)),
                    _ => return None,
                };
                s.add_term(
                    Key {
                        mono: mono.into_iter().collect(),
                        exp,
                        log,
                    },
                    c1 * c2,
                );
            }
        }
        Some(s)
    }

    /// `self^k` for a small natural `k`.
    pub fn pow(&self, k: u32) -> Option<Sym> {
        let mut r = Sym::int(1);
        for _ in 0..k {
            r = r.mul(self)?;
        }
        Some(r)
    }

    /// Variables occurring anywhere.
    pub fn vars(&self) -> Vec<Var> {
        let mut vs: Vec<Var> = self
            .terms
            .keys()
            .flat_map(|k| {
                k.mono
                    .iter()
                    .map(|(v, _)| *v)
                    .chain(k.exp.iter().map(|e| e.1))
                    .chain(k.log.iter().map(|l| l.0))
            })
            .collect();
        vs.sort_unstable();
        vs.dedup();
        vs
    }

    /// Whether `v` occurs in an exponent.
    pub fn exponential_in(&self, v: Var) -> bool {
        self.terms
            .keys()
            .any(|k| k.exp.as_ref().is_some_and(|e| e.1 == v))
    }

    /// Whether no term has an exponential or logarithmic factor.
    pub fn is_polynomial(&self) -> bool {
        self.terms
            .keys()
            .all(|k| k.exp.is_none() && k.log.is_none())
    }

    /// Whether some term has a logarithmic factor.
    pub fn has_log(&self) -> bool {
        self.terms.keys().any(|k| k.log.is_some())
    }

    /// Substitutes `v := p`. An exponential in `v` needs `p = v' + c` (a variable
    /// plus an integer constant), a logarithm of `v` a variable or a power of two;
    /// otherwise `None`.
    pub fn subst(&self, v: Var, p: &Sym) -> Option<Sym> {
        let mut out = Sym::default();
        for (k, c) in &self.terms {
            let mut term = Sym::constant(c.clone());
            if let Some((x, e)) = k.log {
                let factor = if x != v {
                    Sym::log2(x)
                } else if let Some((w, shift)) = p.as_var_plus_constant() {
                    shift.is_zero().then_some(())?;
                    Sym::log2(w)
                } else {
                    Sym::constant(exact_lg(&p.as_constant()?)?)
                };
                term = term.mul(&factor.pow(e)?)?;
            }
            for (x, e) in &k.mono {
                let factor = if *x == v { p.pow(*e)? } else { var_pow(*x, *e) };
                term = term.mul(&factor)?;
            }
            if let Some((b, x)) = &k.exp {
                let factor = if *x == v && p.as_constant().is_some() {
                    let c = p.as_constant()?;
                    c.is_integer().then_some(())?;
                    Sym::constant(rat_pow(b, c.to_integer().to_i64()?)?)
                } else if *x == v {
                    let (w, shift) = p.as_var_plus_constant()?;
                    let shift = shift.to_integer().to_i64()?;
                    let scale = rat_pow(b, shift)?;
                    Sym::exp(b.clone(), w).scale(&scale)
                } else {
                    Sym::exp(b.clone(), *x)
                };
                term = term.mul(&factor)?;
            }
            out = out.add(&term);
        }
        Some(out)
    }

    /// `v + c` with `c` an integer, if that is what this is.
    pub fn as_var_plus_constant(&self) -> Option<(Var, BigRational)> {
        let mut var = None;
        let mut c = BigRational::zero();
        for (k, coef) in &self.terms {
            match (k.mono.as_slice(), &k.exp) {
                ([], None) => c = coef.clone(),
                ([(v, 1)], None) if coef.is_one() && var.is_none() => var = Some(*v),
                _ => return None,
            }
        }
        c.is_integer().then_some(())?;
        Some((var?, c))
    }

    /// Coefficients as a polynomial in `v`: `self = Σ_k coeffs[k] · v^k`, the
    /// coefficients free of `v`. `None` if `v` occurs in an exponent.
    pub fn coefficients_in(&self, v: Var) -> Option<Vec<Sym>> {
        let mut coeffs: Vec<Sym> = Vec::new();
        for (k, c) in &self.terms {
            if k.exp.as_ref().is_some_and(|e| e.1 == v) || k.log.is_some_and(|l| l.0 == v) {
                return None;
            }
            let deg = k.mono.iter().find(|(x, _)| *x == v).map_or(0, |(_, e)| *e) as usize;
            let rest = Key {
                mono: k.mono.iter().filter(|(x, _)| *x != v).copied().collect(),
                exp: k.exp.clone(),
                log: k.log,
            };
            if coeffs.len() <= deg {
                coeffs.resize(deg + 1, Sym::default());
            }
            coeffs[deg].add_term(rest, c.clone());
        }
        Some(coeffs)
    }

    /// Splits into the part without `b^v` factors and the parts `coef · b^v` (coef
    /// free of `v`); `None` if an exponential in `v` is multiplied by a power of `v`.
    pub fn split_exponentials(&self, v: Var) -> Option<(Sym, Vec<(BigRational, Sym)>)> {
        let mut poly = Sym::default();
        let mut exps: BTreeMap<BigRational, Sym> = BTreeMap::new();
        for (k, c) in &self.terms {
            match &k.exp {
                Some((b, x)) if *x == v => {
                    if k.mono.iter().any(|(y, _)| *y == v) || k.log.is_some_and(|l| l.0 == v) {
                        return None;
                    }
                    let rest = Key {
                        mono: k.mono.clone(),
                        exp: None,
                        log: k.log,
                    };
                    exps.entry(b.clone()).or_default().add_term(rest, c.clone());
                }
                _ if k.log.is_some_and(|l| l.0 == v) => return None,
                _ => poly.add_term(k.clone(), c.clone()),
            }
        }
        Some((poly, exps.into_iter().collect()))
    }

    /// Value at the given variable values.
    pub fn eval(&self, val: &dyn Fn(Var) -> f64) -> f64 {
        self.terms
            .iter()
            .map(|(k, c)| {
                let mut t = c.to_f64().unwrap_or(f64::NAN);
                for (v, e) in &k.mono {
                    t *= val(*v).powi(*e as i32);
                }
                if let Some((b, v)) = &k.exp {
                    t *= b.to_f64().unwrap_or(f64::NAN).powf(val(*v));
                }
                if let Some((v, e)) = k.log {
                    t *= lg(val(v)).powi(e as i32);
                }
                t
            })
            .sum()
    }

    /// Exact value at integer variable values (exponentials with natural exponents;
    /// logarithms only at powers of two, where they are rational).
    pub fn eval_exact(&self, val: &dyn Fn(Var) -> i64) -> Option<BigRational> {
        let mut sum = BigRational::zero();
        for (k, c) in &self.terms {
            let mut t = c.clone();
            for (v, e) in &k.mono {
                t *= rat_pow(&rat(val(*v)), i64::from(*e))?;
            }
            if let Some((b, v)) = &k.exp {
                t *= rat_pow(b, val(*v))?;
            }
            if let Some((v, e)) = k.log {
                t *= rat_pow(&exact_lg(&rat(val(v)))?, i64::from(e))?;
            }
            sum += t;
        }
        Some(sum)
    }

    /// Whether every coefficient is non-negative (then, on non-negative variables,
    /// the function is non-negative and non-decreasing in every variable when the
    /// bases are at least 1).
    pub fn nonneg_coefficients(&self) -> bool {
        self.terms.iter().all(|(k, c)| {
            !c.is_negative() && k.exp.as_ref().is_none_or(|(b, _)| *b >= BigRational::one())
        })
    }

    /// As a cost expression, variables rendered by `var`.
    pub fn to_cost_expr(&self, var: &dyn Fn(Var) -> CostExpr) -> CostExpr {
        let mut out: Option<CostExpr> = None;
        for (k, c) in self.terms.iter().rev() {
            let mut factors: Vec<CostExpr> = Vec::new();
            for (v, e) in &k.mono {
                factors.push(if *e == 1 {
                    var(*v)
                } else {
                    CostExpr::Pow(
                        Box::new(var(*v)),
                        Box::new(CostExpr::Num(rat(i64::from(*e)))),
                    )
                });
            }
            let negative = c.is_negative();
            let mut magnitude = c.abs();
            if let Some((b, v)) = &k.exp {
                // `b^k · b^v` reads better as `b^(v+k)` (hanoi: `2**(A+1)`).
                let shift = (1..=64)
                    .find(|e| rat_pow(b, *e).is_some_and(|p| p == magnitude))
                    .filter(|_| *b > BigRational::one());
                let exponent = match shift {
                    Some(e) => {
                        magnitude = BigRational::one();
                        CostExpr::Add(Box::new(var(*v)), Box::new(CostExpr::Num(rat(e))))
                    }
                    None => var(*v),
                };
                factors.push(CostExpr::Pow(
                    Box::new(CostExpr::Num(b.clone())),
                    Box::new(exponent),
                ));
            }
            if let Some((v, e)) = k.log {
                let log = CostExpr::Log(Box::new(CostExpr::Num(rat(2))), Box::new(var(v)));
                factors.push(if e == 1 {
                    log
                } else {
                    CostExpr::Pow(Box::new(log), Box::new(CostExpr::Num(rat(i64::from(e)))))
                });
            }
            let mut term = if factors.is_empty() || !magnitude.is_one() {
                Some(CostExpr::Num(magnitude))
            } else {
                None
            };
            for f in factors {
                term = Some(match term {
                    None => f,
                    Some(t) => CostExpr::Mul(Box::new(t), Box::new(f)),
                });
            }
            let term = term.unwrap_or(CostExpr::Num(BigRational::one()));
            out = Some(match (out, negative) {
                (None, false) => term,
                (None, true) => CostExpr::Neg(Box::new(term)),
                (Some(acc), false) => CostExpr::Add(Box::new(acc), Box::new(term)),
                (Some(acc), true) => CostExpr::Sub(Box::new(acc), Box::new(term)),
            });
        }
        out.unwrap_or(CostExpr::Num(BigRational::zero()))
    }
}

fn var_pow(v: Var, e: u32) -> Sym {
    let mut s = Sym::default();
    s.add_term(
        Key {
            mono: vec![(v, e)],
            ..Key::unit()
        },
        BigRational::one(),
    );
    s
}

/// `lg(x)` when it is rational: `x <= 1` or `x` a power of two.
fn exact_lg(x: &BigRational) -> Option<BigRational> {
    if *x <= BigRational::one() {
        return Some(BigRational::zero());
    }
    if !x.is_integer() {
        return None;
    }
    let n = x.to_integer();
    let bits = n.bits();
    (n == BigInt::one() << (bits - 1)).then(|| rat(bits as i64 - 1))
}

/// `b^e` for an integer `e` (negative allowed for non-zero `b`), `|e| <= 4096`.
pub fn rat_pow(b: &BigRational, e: i64) -> Option<BigRational> {
    if e.unsigned_abs() > 4096 {
        return None;
    }
    if e < 0 {
        if b.is_zero() {
            return None;
        }
        return Some(num_traits::pow(b.recip(), e.unsigned_abs() as usize));
    }
    Some(num_traits::pow(b.clone(), e as usize))
}

/// `(n - 1)^k` expanded: coefficients of `n^j`, `j = 0..=k`.
pub fn shifted_power(k: u32) -> Vec<BigRational> {
    (0..=k)
        .map(|j| {
            let sign = if (k - j).is_multiple_of(2) { 1 } else { -1 };
            binomial(k, j) * rat(sign)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rounding_is_outward() {
        let third = BigRational::new(BigInt::from(1), BigInt::from(3));
        let s = Sym::var(0)
            .scale(&third)
            .add(&Sym::constant(-third.clone()));
        let up = s.rounded(3, true);
        let down = s.rounded(3, false);
        for x in 0..50 {
            let v = |_| x as f64;
            assert!(up.eval(&v) >= s.eval(&v) && down.eval(&v) <= s.eval(&v));
        }
        assert_eq!(
            up,
            Sym::var(0)
                .scale(&rat_frac(334, 1000))
                .add(&Sym::constant(rat_frac(-333, 1000)))
        );
    }

    fn rat_frac(n: i64, d: i64) -> BigRational {
        BigRational::new(BigInt::from(n), BigInt::from(d))
    }

    fn n() -> Sym {
        Sym::var(0)
    }

    #[test]
    fn arithmetic_and_substitution() {
        let p = n().mul(&n()).unwrap().add(&Sym::int(1)); // n^2 + 1
        let q = p.subst(0, &n().sub(&Sym::int(1))).unwrap(); // (n-1)^2 + 1
        assert_eq!(q.eval(&|_| 3.0), 5.0);
        let e = Sym::exp(rat(2), 0)
            .subst(0, &n().sub(&Sym::int(1)))
            .unwrap();
        assert_eq!(e.eval(&|_| 5.0), 16.0);
        assert!(Sym::exp(rat(2), 0)
            .subst(0, &n().mul(&n()).unwrap())
            .is_none());
        assert_eq!(p.sub(&p), Sym::default());
        assert_eq!(p.eval_exact(&|_| 4), Some(rat(17)));
    }

    #[test]
    fn coefficients_and_exponential_split() {
        let m = Sym::var(1);
        let p = n().mul(&m).unwrap().add(&Sym::int(3)); // n*m + 3
        let c = p.coefficients_in(0).unwrap();
        assert_eq!(c[0], Sym::int(3));
        assert_eq!(c[1], m);
        let s = Sym::exp(rat(2), 0).scale(&rat(3)).add(&n());
        let (poly, exps) = s.split_exponentials(0).unwrap();
        assert_eq!(poly, n());
        assert_eq!(exps, vec![(rat(2), Sym::int(3))]);
    }

    #[test]
    fn logarithms() {
        let nlg = n().mul(&Sym::log2(0)).unwrap(); // n lg n
        assert_eq!(nlg.eval(&|_| 8.0), 24.0);
        assert_eq!(Sym::log2(0).eval(&|_| 0.0), 0.0);
        assert_eq!(nlg.eval_exact(&|_| 8), Some(rat(24)));
        assert_eq!(nlg.eval_exact(&|_| 6), None);
        assert!(nlg.has_log() && !nlg.is_polynomial());
        // Renaming works; shifting a logarithm's variable has no exact form.
        assert_eq!(Sym::log2(0).subst(0, &Sym::var(1)), Some(Sym::log2(1)));
        assert_eq!(Sym::log2(0).subst(0, &n().add(&Sym::int(1))), None);
        assert_eq!(Sym::log2(0).subst(0, &Sym::int(16)), Some(Sym::int(4)));
        assert!(Sym::log2(0).coefficients_in(0).is_none());
        let e = nlg.to_cost_expr(&|_| CostExpr::Num(rat(8)));
        assert_eq!(e.to_prolog(&|_| "N".into()), "8*log(8)");
    }

    #[test]
    fn shifted_powers() {
        // (n-1)^3 = n^3 - 3n^2 + 3n - 1
        assert_eq!(shifted_power(3), vec![rat(-1), rat(3), rat(-3), rat(1)]);
    }
}
