//! Rational arithmetic (SWI-Prolog 9 with `prefer_rationals=false`): what `is/2`
//! does when a rational (`1r3`) meets an integer or another rational. Results are
//! exact and normalised (`2r2` is `1`); a float operand makes the result a float,
//! which `arith.rs` handles before calling here.

use crate::arith::ArithError;
use crate::number::Number;
use num_bigint::BigInt;
use num_rational::BigRational;
use num_traits::{Signed, ToPrimitive, Zero};

type R = Result<Number, ArithError>;

/// The exact operands of a binary operation when one is a rational and neither is
/// a float; `None` otherwise (integer and float arithmetic stay as they are).
pub(crate) fn exact_pair(a: &Number, b: &Number) -> Option<(BigRational, BigRational)> {
    if matches!(a, Number::Rational(_)) || matches!(b, Number::Rational(_)) {
        Some((a.to_ratio()?, b.to_ratio()?))
    } else {
        None
    }
}

/// `x op y` for the operators with an exact rational result; `None` for the others
/// (the caller's integer-only operators then raise their type errors).
pub(crate) fn binary(op: &str, x: BigRational, y: BigRational) -> Option<R> {
    Some(match op {
        "+" => Ok(Number::from_ratio(x + y)),
        "-" => Ok(Number::from_ratio(x - y)),
        "*" => Ok(Number::from_ratio(x * y)),
        "/" | "rdiv" => divide(x, y),
        "**" | "^" => power(x, y),
        _ => return None,
    })
}

/// `rdiv/2` on two integers: the exact quotient (the rational operands go
/// through [`binary`]).
pub(crate) fn rdiv(a: &Number, b: &Number) -> R {
    let exact = |n: &Number| {
        n.to_ratio()
            .ok_or_else(|| ArithError::Type("rational", n.clone()))
    };
    divide(exact(a)?, exact(b)?)
}

fn divide(x: BigRational, y: BigRational) -> R {
    if y.is_zero() {
        return Err(ArithError::Evaluation("zero_divisor"));
    }
    Ok(Number::from_ratio(x / y))
}

/// A rational to an integer power is exact; to a rational power it is a float
/// (`2 ^ 1r2` too, as in SWI-Prolog).
fn power(x: BigRational, y: BigRational) -> R {
    if !y.is_integer() {
        let r = crate::arith::float_power(to_f64(&x), to_f64(&y))?;
        return crate::arith::float(r);
    }
    let e = y.to_integer();
    if x.is_zero() && e.is_negative() {
        return Err(ArithError::Evaluation("zero_divisor"));
    }
    let e = e.to_i32().ok_or(ArithError::Resource("memory"))?;
    let bits = x.numer().bits().max(x.denom().bits());
    if bits.saturating_mul(u64::from(e.unsigned_abs())) > 64 * 1024 * 1024 {
        return Err(ArithError::Resource("memory"));
    }
    Ok(Number::from_ratio(x.pow(e)))
}

/// The nearest float to a rational.
pub(crate) fn to_f64(r: &BigRational) -> f64 {
    r.to_f64().unwrap_or(f64::NAN)
}

/// `rational/1` on a float: its exact value.
pub(crate) fn of_float(f: f64) -> R {
    BigRational::from_float(f)
        .map(Number::from_ratio)
        .ok_or(ArithError::Evaluation("undefined"))
}

/// `rationalize/1` on a float: the simplest rational that converts back to the
/// same float (continued-fraction convergents of its exact value, `0.1` is `1r10`).
pub(crate) fn rationalize(f: f64) -> R {
    let exact = BigRational::from_float(f).ok_or(ArithError::Evaluation("undefined"))?;
    let (mut p0, mut q0) = (BigInt::zero(), BigInt::from(1));
    let (mut p1, mut q1) = (BigInt::from(1), BigInt::zero());
    let mut rest = exact.clone();
    loop {
        let a = rest.floor().to_integer();
        let (p2, q2) = (&a * &p1 + &p0, &a * &q1 + &q0);
        let candidate = BigRational::new(p2.clone(), q2.clone());
        if to_f64(&candidate) == f || candidate == exact {
            return Ok(Number::from_ratio(candidate));
        }
        let frac = rest - BigRational::from_integer(a);
        if frac.is_zero() {
            return Ok(Number::from_ratio(candidate));
        }
        rest = frac.recip();
        (p0, q0, p1, q1) = (p1, q1, p2, q2);
    }
}

/// The numerator or the denominator of an integer or rational (`numerator/1`,
/// `denominator/1`); floats are a type error.
pub(crate) fn part(a: &Number, numerator: bool) -> R {
    let r = a
        .to_ratio()
        .ok_or_else(|| ArithError::Type("rational", a.clone()))?;
    let n = if numerator { r.numer() } else { r.denom() };
    Ok(Number::from_bigint(n.clone()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::arith::format_number;

    fn from_i64(i: i64) -> BigRational {
        BigRational::from_integer(BigInt::from(i))
    }

    fn ratio(n: i64, d: i64) -> BigRational {
        BigRational::new(BigInt::from(n), BigInt::from(d))
    }

    #[test]
    fn exact_results_are_normalised() {
        let sum = binary("+", ratio(1, 3), ratio(2, 3)).and_then(Result::ok);
        assert_eq!(sum, Some(Number::Int(1)));
        let third = binary("/", ratio(1, 3), from_i64(2)).and_then(Result::ok);
        assert_eq!(third.as_ref().map(format_number).as_deref(), Some("1r6"));
        let sq = binary("**", ratio(-1, 3), from_i64(2)).and_then(Result::ok);
        assert_eq!(sq.as_ref().map(format_number).as_deref(), Some("1r9"));
        let inv = binary("^", ratio(2, 3), from_i64(-1)).and_then(Result::ok);
        assert_eq!(inv.as_ref().map(format_number).as_deref(), Some("3r2"));
    }

    #[test]
    fn errors_follow_swi_prolog() {
        let zero = binary("/", ratio(1, 3), from_i64(0));
        assert_eq!(zero, Some(Err(ArithError::Evaluation("zero_divisor"))));
        assert_eq!(
            rdiv(&Number::Float(0.5), &Number::Int(2)),
            Err(ArithError::Type("rational", Number::Float(0.5)))
        );
        assert!(binary("mod", ratio(1, 3), from_i64(2)).is_none());
    }

    #[test]
    fn floats_become_rationals_as_swi_prolog_makes_them() {
        let text = |r: R| r.map(|n| format_number(&n)).unwrap_or_default();
        assert_eq!(text(rationalize(0.1)), "1r10");
        assert_eq!(text(rationalize(0.25)), "1r4");
        assert_eq!(text(rationalize(-1.5)), "-3r2");
        assert_eq!(text(of_float(0.25)), "1r4");
        assert_eq!(text(of_float(0.1)), "3602879701896397r36028797018963968");
        assert_eq!(of_float(f64::NAN), Err(ArithError::Evaluation("undefined")));
    }
}
