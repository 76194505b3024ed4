//! Prolog numbers outside the heap: the value type of arithmetic.
//!
//! Integers are `Int` while they fit in `i64` and `BigInt` otherwise (always
//! normalised, so equal integers have one representation); floats are IEEE doubles.

use num_bigint::BigInt;
use std::rc::Rc;

/// A Prolog number.
#[derive(Clone, Debug, PartialEq)]
pub enum Number {
    /// A 64-bit integer.
    Int(i64),
    /// An integer that does not fit in `i64`.
    BigInt(Rc<BigInt>),
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

    /// The value as a big integer, `None` for floats.
    pub fn to_bigint(&self) -> Option<BigInt> {
        match self {
            Number::Int(i) => Some(BigInt::from(*i)),
            Number::BigInt(b) => Some((**b).clone()),
            Number::Float(_) => None,
        }
    }

    /// Whether this is an integer (small or big).
    pub fn is_integer(&self) -> bool {
        !matches!(self, Number::Float(_))
    }
}
