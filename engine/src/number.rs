//! Prolog numbers outside the heap: the value type of arithmetic.
//!
//! Integers are `Int` while they fit in `i64` and `BigInt` otherwise (always
//! normalised, so equal integers have one representation); rationals (SWI-Prolog's
//! `1r3`) are `Rational` only when they are not integers; floats are IEEE doubles.

use num_bigint::BigInt;
use num_rational::BigRational;
use num_traits::One;
use std::rc::Rc;

/// A Prolog number.
#[derive(Clone, Debug, PartialEq)]
pub enum Number {
    /// A 64-bit integer.
    Int(i64),
    /// An integer that does not fit in `i64`.
    BigInt(Rc<BigInt>),
    /// A rational that is not an integer (denominator above 1, in lowest terms).
    Rational(Rc<BigRational>),
    /// A float.
    Float(f64),
}

impl Number {
    /// Normalises a big integer: `Int` when it fits in `i64`.
    pub fn from_bigint(n: BigInt) -> Number {
        match i64::try_from(&n) {
            Ok(small) => Number::Int(small),
            Err(_) => Number::BigInt(Rc::new(n)),
        }
    }

    /// Normalises a rational: an integer when its denominator is 1.
    pub fn from_ratio(r: BigRational) -> Number {
        if r.denom().is_one() {
            Number::from_bigint(r.to_integer())
        } else {
            Number::Rational(Rc::new(r))
        }
    }

    /// The value as a big integer, `None` for rationals and floats.
    pub fn to_bigint(&self) -> Option<BigInt> {
        match self {
            Number::Int(i) => Some(BigInt::from(*i)),
            Number::BigInt(b) => Some((**b).clone()),
            Number::Rational(_) | Number::Float(_) => None,
        }
    }

    /// The exact value of an integer or rational, `None` for floats.
    pub fn to_ratio(&self) -> Option<BigRational> {
        match self {
            Number::Rational(r) => Some((**r).clone()),
            other => other.to_bigint().map(BigRational::from_integer),
        }
    }

    /// Whether this is an integer (small or big).
    pub fn is_integer(&self) -> bool {
        matches!(self, Number::Int(_) | Number::BigInt(_))
    }
}
