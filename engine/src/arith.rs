//! Arithmetic: the evaluable functors of `is/2` on [`Number`]s, with ISO errors.
//!
//! Semantics follow SWI-Prolog 9 with its default flags (`prefer_rationals=false`,
//! `iso=false`): integers are unbounded (64-bit results that overflow become big
//! integers, never wrap), `/` on integers is exact when it divides and a float
//! otherwise, `**` and `^` on integers give integers when the exponent is
//! non-negative, and float results that overflow or are undefined raise
//! `evaluation_error`. A rational (`1r3`) with integers or rationals gives exact,
//! normalised results (`rational.rs`), with a float a float. The small-integer
//! paths come first: they are the hot ones.

use crate::atom::Atom;
use crate::number::Number;
use crate::rational;
use num_bigint::BigInt;
use num_integer::Integer;
use num_rational::BigRational;
use num_traits::{Signed, ToPrimitive, Zero};
use std::cmp::Ordering;

/// An arithmetic error, mapped by the machine to the ISO error terms.
#[derive(Clone, Debug, PartialEq)]
pub enum ArithError {
    /// `type_error(evaluable, Name/Arity)`: unknown evaluable functor.
    NotEvaluable(Atom, usize),
    /// `type_error(Type, Culprit)`, e.g. `type_error(integer, 2.5)` for `2.5 mod 2`.
    Type(&'static str, Number),
    /// `domain_error(Domain, Culprit)`, e.g. `msb(0)`'s `not_less_than_one`.
    Domain(&'static str, Number),
    /// `evaluation_error(What)`: `zero_divisor`, `undefined`, `float_overflow`.
    Evaluation(&'static str),
    /// `representation_error(What)`.
    Representation(&'static str),
    /// `resource_error(What)`: a result too large to build.
    Resource(&'static str),
}

type R = Result<Number, ArithError>;

/// The integer value of an integer (a rational or float truncated: callers check
/// the type first).
fn big(n: &Number) -> BigInt {
    match n {
        Number::Int(i) => BigInt::from(*i),
        Number::BigInt(b) => (**b).clone(),
        Number::Rational(r) => r.to_integer(),
        Number::Float(f) => BigInt::from(*f as i64),
    }
}

/// A number's value as a float (a big integer beyond the floats is infinite).
pub(crate) fn to_f64(n: &Number) -> f64 {
    match n {
        Number::Int(i) => *i as f64,
        Number::BigInt(b) => b.to_f64().unwrap_or(f64::INFINITY),
        Number::Rational(r) => rational::to_f64(r),
        Number::Float(f) => *f,
    }
}

/// Checks a float result: infinities from finite input overflow, NaN is undefined.
pub(crate) fn float(f: f64) -> R {
    if f.is_nan() {
        Err(ArithError::Evaluation("undefined"))
    } else if f.is_infinite() {
        Err(ArithError::Evaluation("float_overflow"))
    } else {
        Ok(Number::Float(f))
    }
}

/// A float result allowed to be infinite when an input already was.
fn float_from(f: f64, inputs: &[&Number]) -> R {
    if f.is_infinite()
        && inputs
            .iter()
            .any(|n| matches!(n, Number::Float(x) if x.is_infinite()))
    {
        return Ok(Number::Float(f));
    }
    float(f)
}

fn int_only(n: &Number) -> Result<BigInt, ArithError> {
    match n {
        Number::Float(_) | Number::Rational(_) => Err(ArithError::Type("integer", n.clone())),
        other => Ok(big(other)),
    }
}

fn float_to_int(f: f64) -> R {
    if f.is_nan() {
        return Err(ArithError::Evaluation("undefined"));
    }
    if f.is_infinite() {
        return Ok(Number::Float(f));
    }
    if f.abs() < 9.0e18 {
        return Ok(Number::Int(f as i64));
    }
    Ok(Number::from_bigint(
        num_bigint::BigInt::from_signed_bytes_le(&[]) + bigint_from_f64(f),
    ))
}

fn bigint_from_f64(f: f64) -> BigInt {
    // Exact conversion of an integral float via its mantissa and exponent.
    let bits = f.to_bits();
    let sign = if bits >> 63 == 1 { -1 } else { 1 };
    let exp = ((bits >> 52) & 0x7ff) as i64 - 1075;
    let mant = if (bits >> 52) & 0x7ff == 0 {
        (bits & 0xf_ffff_ffff_ffff) << 1
    } else {
        (bits & 0xf_ffff_ffff_ffff) | 0x10_0000_0000_0000
    };
    let m = BigInt::from(mant);
    let v = if exp >= 0 {
        m << exp as usize
    } else {
        m >> (-exp) as usize
    };
    v * sign
}

fn arith2<F, G, H>(a: &Number, b: &Number, small: F, bigop: G, fop: H) -> R
where
    F: Fn(i64, i64) -> Option<i64>,
    G: Fn(BigInt, BigInt) -> BigInt,
    H: Fn(f64, f64) -> f64,
{
    match (a, b) {
        (Number::Int(x), Number::Int(y)) => match small(*x, *y) {
            Some(r) => Ok(Number::Int(r)),
            None => Ok(Number::from_bigint(bigop(big(a), big(b)))),
        },
        (Number::Float(_), _) | (_, Number::Float(_)) => {
            float_from(fop(to_f64(a), to_f64(b)), &[a, b])
        }
        _ => Ok(Number::from_bigint(bigop(big(a), big(b)))),
    }
}

fn divide(a: &Number, b: &Number) -> R {
    match (a, b) {
        (Number::Float(_), _) | (_, Number::Float(_)) => {
            let (x, y) = (to_f64(a), to_f64(b));
            if y == 0.0 {
                return Err(ArithError::Evaluation(if x.is_nan() || x == 0.0 {
                    "undefined"
                } else {
                    "zero_divisor"
                }));
            }
            float_from(x / y, &[a, b])
        }
        _ => {
            let (x, y) = (big(a), big(b));
            if y.is_zero() {
                return Err(ArithError::Evaluation("zero_divisor"));
            }
            let (q, r) = x.div_rem(&y);
            if r.is_zero() {
                Ok(Number::from_bigint(q))
            } else {
                float(to_f64(a) / to_f64(b))
            }
        }
    }
}

fn int_div(a: &Number, b: &Number, op: &str) -> R {
    let (x, y) = (int_only(a)?, int_only(b)?);
    if y.is_zero() {
        return Err(ArithError::Evaluation("zero_divisor"));
    }
    let r = match op {
        "//" => {
            let (q, _) = x.div_rem(&y);
            q
        }
        "div" => x.div_floor(&y),
        "mod" => x.mod_floor(&y),
        _ => {
            let (_, r) = x.div_rem(&y);
            r
        }
    };
    Ok(Number::from_bigint(r))
}

/// Integer power with a size guard.
fn int_pow(base: &BigInt, exp: &BigInt) -> R {
    let one = BigInt::from(1);
    if base.is_zero() || *base == one {
        return Ok(Number::from_bigint(if exp.is_zero() {
            one
        } else {
            base.clone()
        }));
    }
    if *base == -one.clone() {
        return Ok(Number::Int(if exp.is_even() { 1 } else { -1 }));
    }
    let e = exp.to_u32().ok_or(ArithError::Resource("memory"))?;
    if base.bits().saturating_mul(e as u64) > 64 * 1024 * 1024 {
        return Err(ArithError::Resource("memory"));
    }
    Ok(Number::from_bigint(num_traits::pow(
        base.clone(),
        e as usize,
    )))
}

/// `x ** y` on floats: zero to a negative power divides by zero, a negative base
/// to a fractional power is undefined.
pub(crate) fn float_power(x: f64, y: f64) -> Result<f64, ArithError> {
    if x == 0.0 && y < 0.0 {
        return Err(ArithError::Evaluation("zero_divisor"));
    }
    if x < 0.0 && y.fract() != 0.0 {
        return Err(ArithError::Evaluation("undefined"));
    }
    Ok(x.powf(y))
}

fn power(a: &Number, b: &Number, caret: bool) -> R {
    match (a, b) {
        (Number::Float(_), _) | (_, Number::Float(_)) => {
            float_from(float_power(to_f64(a), to_f64(b))?, &[a, b])
        }
        _ => {
            let (x, y) = (big(a), big(b));
            if y.is_negative() {
                if x.is_zero() {
                    return Err(ArithError::Evaluation("zero_divisor"));
                }
                let one = BigInt::from(1);
                if x == one || x == -one.clone() {
                    return int_pow(&x, &(-y));
                }
                let _ = caret;
                return float(to_f64(a).powf(to_f64(b)));
            }
            int_pow(&x, &y)
        }
    }
}

fn shift(a: &Number, b: &Number, left: bool) -> R {
    let (x, y) = (int_only(a)?, int_only(b)?);
    let n = y.to_i64().ok_or(ArithError::Resource("memory"))?;
    let left = if n < 0 { !left } else { left };
    let n = n.unsigned_abs();
    if left {
        if n > 64 * 1024 * 1024 {
            return Err(ArithError::Resource("memory"));
        }
        Ok(Number::from_bigint(x << n as usize))
    } else {
        let n = n.min(u32::MAX as u64) as usize;
        // Arithmetic shift right rounds toward minus infinity.
        Ok(Number::from_bigint(x.div_floor(&(BigInt::from(1) << n))))
    }
}

fn bitop(a: &Number, b: &Number, op: fn(&BigInt, &BigInt) -> BigInt) -> R {
    let (x, y) = (int_only(a)?, int_only(b)?);
    Ok(Number::from_bigint(op(&x, &y)))
}

fn minmax(a: &Number, b: &Number, max: bool) -> R {
    let o = compare(a, b);
    let pick_a = match o {
        Ordering::Greater => max,
        Ordering::Less => !max,
        // Equal values: SWI returns the float.
        Ordering::Equal => matches!(a, Number::Float(_)),
    };
    Ok(if pick_a { a.clone() } else { b.clone() })
}

fn unary_float(a: &Number, f: fn(f64) -> f64) -> R {
    let x = to_f64(a);
    float_from(f(x), &[a])
}

/// An integer from a float by `f`, from a rational by `exact` (the same rounding).
fn rounding(a: &Number, f: fn(f64) -> f64, exact: fn(&BigRational) -> BigRational) -> R {
    match a {
        Number::Float(x) => float_to_int(f(*x)),
        Number::Rational(r) => Ok(Number::from_bigint(exact(r).to_integer())),
        other => Ok(other.clone()),
    }
}

/// `x op y` on 64-bit integers when it needs neither big integers nor an error.
#[inline]
pub fn small_int_op(name: Atom, x: i64, y: i64) -> Option<i64> {
    match name {
        Atom::PLUS => x.checked_add(y),
        Atom::MINUS => x.checked_sub(y),
        Atom::STAR => x.checked_mul(y),
        Atom::INT_DIV if y != 0 => x.checked_div(y),
        Atom::REM if y != 0 => x.checked_rem(y),
        Atom::MOD if y != 0 => x.checked_rem(y).map(|r| {
            if r != 0 && (r < 0) != (y < 0) {
                r + y
            } else {
                r
            }
        }),
        Atom::DIV if y != 0 => x.checked_div(y).map(|q| {
            if (x % y != 0) && ((x < 0) != (y < 0)) {
                q - 1
            } else {
                q
            }
        }),
        Atom::MIN => Some(x.min(y)),
        Atom::MAX => Some(x.max(y)),
        Atom::BIT_AND => Some(x & y),
        Atom::BIT_OR => Some(x | y),
        Atom::XOR => Some(x ^ y),
        Atom::SHIFT_RIGHT if (0..64).contains(&y) => Some(x >> y),
        Atom::SHIFT_LEFT
            if (0..63).contains(&y) && x.unsigned_abs().leading_zeros() as i64 > y + 1 =>
        {
            Some(x << y)
        }
        Atom::SLASH if y != 0 && x % y == 0 => x.checked_div(y),
        _ => None,
    }
}

/// Applies evaluable functor `name/args.len()` to evaluated arguments.
pub fn apply(name: Atom, args: &[Number]) -> R {
    // Hot small-integer cases first.
    if let [Number::Int(x), Number::Int(y)] = args {
        if let Some(r) = small_int_op(name, *x, *y) {
            return Ok(Number::Int(r));
        }
    }
    match args {
        [a, b] => binary(name, a, b),
        [a] => unary(name, a),
        _ => Err(ArithError::NotEvaluable(name, args.len())),
    }
}

/// Binary evaluable functors.
fn binary(name: Atom, a: &Number, b: &Number) -> R {
    let name_text = name.name();
    if let Some((x, y)) = rational::exact_pair(a, b) {
        if let Some(r) = rational::binary(&name_text, x, y) {
            return r;
        }
    }
    match &*name_text {
        "+" => arith2(a, b, i64::checked_add, |x, y| x + y, |x, y| x + y),
        "-" => arith2(a, b, i64::checked_sub, |x, y| x - y, |x, y| x - y),
        "*" => arith2(a, b, i64::checked_mul, |x, y| x * y, |x, y| x * y),
        "/" => divide(a, b),
        "rdiv" => rational::rdiv(a, b),
        op @ ("//" | "mod" | "rem" | "div") => int_div(a, b, op),
        "min" => minmax(a, b, false),
        "max" => minmax(a, b, true),
        "**" => power(a, b, false),
        "^" => power(a, b, true),
        ">>" => shift(a, b, false),
        "<<" => shift(a, b, true),
        "/\\" => bitop(a, b, |x, y| x & y),
        "\\/" => bitop(a, b, |x, y| x | y),
        "xor" => bitop(a, b, |x, y| x ^ y),
        "gcd" => bitop(a, b, |x, y| x.gcd(y)),
        "getbit" => {
            let (value, index) = (non_negative_int(a)?, non_negative_int(b)?);
            let bit = u64::try_from(&index).is_ok_and(|i| value.bit(i));
            Ok(Number::Int(i64::from(bit)))
        }
        op @ ("atan2" | "atan") => {
            let (y, x) = (to_f64(a), to_f64(b));
            if y == 0.0 && x == 0.0 && op == "atan2" {
                return Err(ArithError::Evaluation("undefined"));
            }
            float(y.atan2(x))
        }
        "copysign" => copysign(a, b),
        "nexttoward" => float(next_toward(to_f64(a), to_f64(b))),
        _ => Err(ArithError::NotEvaluable(name, 2)),
    }
}

/// `copysign/2`: a float for a float, else an integer with `b`'s sign.
fn copysign(a: &Number, b: &Number) -> R {
    let r = to_f64(a).copysign(to_f64(b));
    match a {
        Number::Float(_) => float(r),
        Number::Rational(x) => Ok(Number::from_ratio(if r < 0.0 { -x.abs() } else { x.abs() })),
        _ => Ok(Number::from_bigint(if r < 0.0 {
            -big(a).abs()
        } else {
            big(a).abs()
        })),
    }
}

/// `nexttoward/2`: the float next to `x` in the direction of `y`.
fn next_toward(x: f64, y: f64) -> f64 {
    if x == y {
        x
    } else if x.is_nan() || y.is_nan() {
        f64::NAN
    } else if x == 0.0 {
        if y > 0.0 {
            f64::from_bits(1)
        } else {
            -f64::from_bits(1)
        }
    } else if (x < y) == (x > 0.0) {
        f64::from_bits(x.to_bits() + 1)
    } else {
        f64::from_bits(x.to_bits() - 1)
    }
}

/// Unary evaluable functors.
fn unary(name: Atom, a: &Number) -> R {
    match &*name.name() {
        "-" => match a {
            Number::Int(x) => Ok(x
                .checked_neg()
                .map_or_else(|| Number::from_bigint(-big(a)), Number::Int)),
            Number::BigInt(b) => Ok(Number::from_bigint(-(**b).clone())),
            Number::Rational(r) => Ok(Number::from_ratio(-(**r).clone())),
            Number::Float(f) => Ok(Number::Float(-f)),
        },
        "+" => Ok(a.clone()),
        "abs" => match a {
            Number::Float(f) => Ok(Number::Float(f.abs())),
            Number::Rational(r) => Ok(Number::from_ratio(r.abs())),
            _ => Ok(Number::from_bigint(big(a).abs())),
        },
        "sign" => Ok(sign(a)),
        "\\" => Ok(Number::from_bigint(!int_only(a)?)),
        // Positive bounds are drawn by the machine (it holds the generator).
        "random" => {
            int_only(a)?;
            Err(ArithError::Domain("not_less_than_one", a.clone()))
        }
        "msb" => Ok(Number::Int(positive_int(a)?.bits() as i64 - 1)),
        "lsb" => Ok(Number::Int(
            positive_int(a)?.trailing_zeros().unwrap_or(0) as i64
        )),
        "popcount" => Ok(Number::Int(
            non_negative_int(a)?.magnitude().count_ones() as i64
        )),
        "float" => float_from(to_f64(a), &[a]),
        "integer" => rounding(a, f64::round, BigRational::round),
        "float_integer_part" => match a {
            Number::Float(f) => Ok(Number::Float(f.trunc())),
            other => rounding(other, f64::trunc, BigRational::trunc),
        },
        "float_fractional_part" => match a {
            Number::Float(f) => Ok(Number::Float(f.fract())),
            Number::Rational(r) => Ok(Number::from_ratio(r.fract())),
            _ => Ok(Number::Int(0)),
        },
        "truncate" => rounding(a, f64::trunc, BigRational::trunc),
        "round" => rounding(a, f64::round, BigRational::round),
        // `ceil` is SWI-Prolog's other name for `ceiling`.
        "ceiling" | "ceil" => rounding(a, f64::ceil, BigRational::ceil),
        "floor" => rounding(a, f64::floor, BigRational::floor),
        "numerator" => rational::part(a, true),
        "denominator" => rational::part(a, false),
        "rational" => match a {
            Number::Float(f) => rational::of_float(*f),
            other => Ok(other.clone()),
        },
        "rationalize" => match a {
            Number::Float(f) => rational::rationalize(*f),
            other => Ok(other.clone()),
        },
        other => transcendental(other, a).unwrap_or(Err(ArithError::NotEvaluable(name, 1))),
    }
}

/// `sign/1`: -1, 0 or 1 in the argument's type.
fn sign(a: &Number) -> Number {
    match a {
        Number::Float(f) => Number::Float(if *f > 0.0 {
            1.0
        } else if *f < 0.0 {
            -1.0
        } else {
            0.0
        }),
        Number::Rational(r) => Number::Int(r.signum().to_integer().to_i64().unwrap_or(0)),
        _ => Number::Int(big(a).signum().to_i64().unwrap_or(0)),
    }
}

/// The integer argument of `msb/1` and `lsb/1`, which must be positive.
/// An integer argument that must not be negative (`popcount/1`, `getbit/2`).
fn non_negative_int(a: &Number) -> Result<BigInt, ArithError> {
    let x = int_only(a)?;
    if x.is_negative() {
        return Err(ArithError::Domain("not_less_than_zero", a.clone()));
    }
    Ok(x)
}

fn positive_int(a: &Number) -> Result<BigInt, ArithError> {
    let x = int_only(a)?;
    if !x.is_positive() {
        return Err(ArithError::Domain("not_less_than_one", a.clone()));
    }
    Ok(x)
}

/// The float functions (`sqrt`, `sin`, ... `log`); `None` if `name` is not one.
fn transcendental(name: &str, a: &Number) -> Option<R> {
    let f: fn(f64) -> f64 = match name {
        "sqrt" => {
            if to_f64(a) < 0.0 {
                return Some(Err(ArithError::Evaluation("undefined")));
            }
            f64::sqrt
        }
        "log" => {
            let x = to_f64(a);
            if x == 0.0 {
                return Some(Err(ArithError::Evaluation("float_overflow")));
            }
            if x < 0.0 {
                return Some(Err(ArithError::Evaluation("undefined")));
            }
            f64::ln
        }
        "sin" => f64::sin,
        "cos" => f64::cos,
        "tan" => f64::tan,
        "asin" => f64::asin,
        "acos" => f64::acos,
        "atan" => f64::atan,
        "sinh" => f64::sinh,
        "cosh" => f64::cosh,
        "tanh" => f64::tanh,
        "asinh" => f64::asinh,
        "acosh" => f64::acosh,
        "atanh" => f64::atanh,
        "exp" => f64::exp,
        _ => return None,
    };
    Some(unary_float(a, f))
}

/// Value of an evaluable atom; `None` if `name` is not one. (`random`, `cputime`
/// and `realtime` depend on machine state and are the machine's.)
pub fn constant(name: Atom) -> Option<Number> {
    Some(match &*name.name() {
        "pi" => Number::Float(std::f64::consts::PI),
        "e" => Number::Float(std::f64::consts::E),
        "inf" | "infinite" => Number::Float(f64::INFINITY),
        "nan" => Number::Float(f64::NAN),
        "epsilon" => Number::Float(f64::EPSILON),
        "max_integer" => Number::Int(i64::MAX),
        "min_integer" => Number::Int(i64::MIN),
        _ => return None,
    })
}

/// Exact comparison of an integer with a float.
fn cmp_int_float(i: &BigInt, f: f64) -> Ordering {
    if f.is_nan() {
        return Ordering::Less;
    }
    if f.is_infinite() {
        return if f > 0.0 {
            Ordering::Less
        } else {
            Ordering::Greater
        };
    }
    let fl = f.floor();
    let fb = bigint_from_f64(fl);
    match i.cmp(&fb) {
        Ordering::Equal if f > fl => Ordering::Less,
        o => o,
    }
}

/// Arithmetic comparison (`=:=`, `<`, ...): integers and floats compare exactly,
/// integers and rationals too; a rational and a float compare as floats (SWI-Prolog
/// 9: `1r3 =:= 0.3333333333333333`). NaN compares below every number.
pub fn compare(a: &Number, b: &Number) -> Ordering {
    match (a, b) {
        (Number::Int(x), Number::Int(y)) => x.cmp(y),
        (Number::Float(x), Number::Float(y)) => x
            .partial_cmp(y)
            .unwrap_or_else(|| x.is_nan().cmp(&y.is_nan()).reverse()),
        (Number::Float(_), Number::Rational(r)) => compare(a, &Number::Float(rational::to_f64(r))),
        (Number::Rational(r), Number::Float(_)) => compare(&Number::Float(rational::to_f64(r)), b),
        (Number::Float(x), i) => cmp_int_float(&big(i), *x).reverse(),
        (i, Number::Float(y)) => cmp_int_float(&big(i), *y),
        (Number::Rational(_), _) | (_, Number::Rational(_)) => a.to_ratio().cmp(&b.to_ratio()),
        _ => big(a).cmp(&big(b)),
    }
}

/// Standard order of terms between two numbers: by value, and a float before an
/// integer of the same value (`1.0 @< 1`).
pub fn standard_order(a: &Number, b: &Number) -> Ordering {
    match compare(a, b) {
        Ordering::Equal => match (a, b) {
            (Number::Float(_), Number::Float(_)) => Ordering::Equal,
            (Number::Float(_), _) => Ordering::Less,
            (_, Number::Float(_)) => Ordering::Greater,
            _ => Ordering::Equal,
        },
        o => o,
    }
}

/// Text of a number as `write/1` prints it (SWI-Prolog 9): shortest float digits that
/// read back, always with a `.` or an exponent (`1.0`, `1.0e+22`, `1.0e-5`, `1.0Inf`,
/// `1.5NaN`).
pub fn format_number(n: &Number) -> String {
    match n {
        Number::Int(i) => i.to_string(),
        Number::BigInt(b) => b.to_string(),
        Number::Rational(r) => format!("{}r{}", r.numer(), r.denom()),
        Number::Float(f) => format_float(*f),
    }
}

fn format_float(f: f64) -> String {
    if f.is_nan() {
        return "1.5NaN".into();
    }
    if f.is_infinite() {
        return if f > 0.0 {
            "1.0Inf".into()
        } else {
            "-1.0Inf".into()
        };
    }
    // Shortest round-trip digits, then SWI's layout ("%.15g" style thresholds).
    let e = format!("{f:e}");
    let (mant, exp) = e.split_once('e').unwrap_or((&e, "0"));
    let exp: i32 = exp.parse().unwrap_or(0);
    if (-4..15).contains(&exp) {
        let s = format!("{f}");
        if s.contains('.') || s.contains("inf") || s.contains("NaN") {
            s
        } else {
            format!("{s}.0")
        }
    } else {
        let mant = if mant.contains('.') {
            mant.to_string()
        } else {
            format!("{mant}.0")
        };
        let sign = if exp < 0 { '-' } else { '+' };
        format!("{mant}e{sign}{}", exp.abs())
    }
}

/// Parses a number as `number_codes/2` and `atom_number/2` read it: optional leading
/// layout, an optional `-` sign, then one number token (`12`, `0x1F`, `0'a`, `1.5e3`,
/// `1.0Inf`, `1_000`). `None` unless the whole text is exactly one number.
pub fn parse_number(text: &str) -> Option<Number> {
    let t = text.trim_start();
    let (neg, body) = match t.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, t.strip_prefix('+').unwrap_or(t)),
    };
    if !body.starts_with(|c: char| c.is_ascii_digit()) {
        return None;
    }
    let rt = crate::reader::parse_term(body, &crate::ops::OpTable::default(), &Default::default())
        .ok()?;
    let n = match rt.term {
        crate::term::Term::Int(i) => Number::Int(i),
        crate::term::Term::BigInt(b) => Number::BigInt(b),
        crate::term::Term::Rational(r) => Number::Rational(r),
        crate::term::Term::Float(f) => Number::Float(f),
        _ => return None,
    };
    if body.trim_end().len() != body.len() || body.ends_with('.') {
        return None;
    }
    if !neg {
        return Some(n);
    }
    apply(Atom::MINUS, &[n]).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ev(name: &str, args: &[Number]) -> String {
        match apply(Atom::new(name), args) {
            Ok(n) => format_number(&n),
            Err(e) => format!("{e:?}"),
        }
    }

    use Number::{Float as F, Int as I};

    #[test]
    fn matches_swi_on_a_table() {
        let rows: Vec<(&str, Vec<Number>, &str)> = vec![
            ("max", vec![I(1), F(1.0)], "1.0"),
            ("min", vec![F(1.0), I(1)], "1.0"),
            ("**", vec![I(2), I(-1)], "0.5"),
            ("**", vec![I(2), I(3)], "8"),
            ("**", vec![I(2), F(3.0)], "8.0"),
            ("^", vec![I(2), I(-1)], "0.5"),
            ("^", vec![I(-1), I(-1)], "-1"),
            ("^", vec![I(0), I(-1)], "Evaluation(\"zero_divisor\")"),
            ("log", vec![I(0)], "Evaluation(\"float_overflow\")"),
            ("log", vec![I(-1)], "Evaluation(\"undefined\")"),
            ("/", vec![I(1), F(0.0)], "Evaluation(\"zero_divisor\")"),
            ("/", vec![F(0.0), I(0)], "Evaluation(\"undefined\")"),
            ("/", vec![I(7), I(2)], "3.5"),
            ("/", vec![I(6), I(2)], "3"),
            ("integer", vec![F(-2.5)], "-3"),
            ("sign", vec![F(-2.5)], "-1.0"),
            ("mod", vec![I(7), I(-2)], "-1"),
            ("mod", vec![I(-7), I(2)], "1"),
            ("rem", vec![I(7), I(-2)], "1"),
            ("//", vec![I(-7), I(2)], "-3"),
            ("div", vec![I(-7), I(2)], "-4"),
            ("gcd", vec![I(12), I(-18)], "6"),
            ("msb", vec![I(1000)], "9"),
            ("<<", vec![I(1), I(70)], "1180591620717411303424"),
            (">>", vec![I(-16), I(2)], "-4"),
            ("\\", vec![I(5)], "-6"),
            ("xor", vec![I(5), I(3)], "6"),
            ("atan2", vec![I(1), I(2)], "0.4636476090008061"),
            ("copysign", vec![I(2), F(-0.0)], "-2"),
            (
                "**",
                vec![F(10.0), I(400)],
                "Evaluation(\"float_overflow\")",
            ),
            ("float_integer_part", vec![F(2.5)], "2.0"),
            ("float_fractional_part", vec![F(-2.5)], "-0.5"),
            ("truncate", vec![F(1.0e20)], "100000000000000000000"),
            (
                "+",
                vec![I(9007199254740993), F(0.0)],
                "9.007199254740992e+15",
            ),
            ("//", vec![F(3.0), I(2)], "Type(\"integer\", Float(3.0))"),
            (
                "*",
                vec![I(123456789123456789), I(987654321987654321)],
                "121932631356500531347203169112635269",
            ),
            ("-", vec![I(i64::MIN)], "9223372036854775808"),
            ("abs", vec![I(i64::MIN)], "9223372036854775808"),
            ("+", vec![I(i64::MAX), I(1)], "9223372036854775808"),
            ("lsb", vec![I(12)], "2"),
            ("popcount", vec![I(7)], "3"),
            ("nexttoward", vec![F(1.0), I(2)], "1.0000000000000002"),
            (
                "*",
                vec![I(0), F(f64::INFINITY)],
                "Evaluation(\"undefined\")",
            ),
            ("**", vec![I(-8), F(1.0 / 3.0)], "Evaluation(\"undefined\")"),
            ("**", vec![I(4), I(-2)], "0.0625"),
            ("cot", vec![F(1.0)], "NotEvaluable(\"cot\", 1)"),
            ("<<", vec![I(1), I(1 << 40)], "Resource(\"memory\")"),
        ];
        for (name, args, want) in rows {
            assert_eq!(ev(name, &args), want, "{name}{args:?}");
        }
    }

    #[test]
    fn formats_and_parses_numbers_like_swi() {
        for (f, s) in [
            (1.0e22, "1.0e+22"),
            (1.0e-5, "1.0e-5"),
            (0.1, "0.1"),
            (1.0e15, "1.0e+15"),
            (123456789012345.0, "123456789012345.0"),
            (-0.0, "-0.0"),
            (1.5e300, "1.5e+300"),
        ] {
            assert_eq!(format_float(f), s);
            assert_eq!(parse_number(s), Some(F(f)));
        }
        assert_eq!(parse_number(" 12"), Some(I(12)));
        assert_eq!(parse_number("-0x1F"), Some(I(-31)));
        assert_eq!(parse_number("0'a"), Some(I(97)));
        assert_eq!(parse_number("12 "), None);
        assert_eq!(parse_number("1x"), None);
        assert_eq!(parse_number("a"), None);
    }

    proptest::proptest! {
        #[test]
        fn small_ints_agree_with_bigints(x in proptest::num::i64::ANY, y in proptest::num::i64::ANY) {
            for op in ["+", "-", "*", "//", "mod", "rem", "div"] {
                let small = apply(Atom::new(op), &[I(x), I(y)]);
                let bx = Number::BigInt(std::rc::Rc::new(BigInt::from(x) * 3));
                let _ = bx;
                let reference = match op {
                    "+" => Ok(Number::from_bigint(BigInt::from(x) + BigInt::from(y))),
                    "-" => Ok(Number::from_bigint(BigInt::from(x) - BigInt::from(y))),
                    "*" => Ok(Number::from_bigint(BigInt::from(x) * BigInt::from(y))),
                    _ if y == 0 => Err(ArithError::Evaluation("zero_divisor")),
                    "//" => Ok(Number::from_bigint(BigInt::from(x).div_rem(&BigInt::from(y)).0)),
                    "mod" => Ok(Number::from_bigint(BigInt::from(x).mod_floor(&BigInt::from(y)))),
                    "rem" => Ok(Number::from_bigint(BigInt::from(x).div_rem(&BigInt::from(y)).1)),
                    _ => Ok(Number::from_bigint(BigInt::from(x).div_floor(&BigInt::from(y)))),
                };
                proptest::prop_assert_eq!(small, reference);
            }
        }

        #[test]
        fn floats_round_trip_through_text(f in proptest::num::f64::NORMAL) {
            proptest::prop_assert_eq!(parse_number(&format_float(f)), Some(F(f)));
        }

        #[test]
        fn comparison_is_consistent(x in proptest::num::i64::ANY, f in proptest::num::f64::NORMAL) {
            let (a, b) = (I(x), F(f));
            proptest::prop_assert_eq!(compare(&a, &b), compare(&b, &a).reverse());
            proptest::prop_assert_eq!(standard_order(&a, &b), standard_order(&b, &a).reverse());
        }
    }
}
