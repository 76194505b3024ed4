//! Arithmetic evaluation (temporary minimal version; replaced by the full module).
use crate::atom::Atom;
use crate::number::Number;
/// An arithmetic error.
#[derive(Clone, Debug, PartialEq)]
pub enum ArithError {
    /// type_error(evaluable, Name/Arity).
    NotEvaluable(Atom, usize),
    /// type_error(Type, Culprit).
    Type(&'static str, Number),
    /// evaluation_error(What).
    Evaluation(&'static str),
    /// representation_error(What).
    Representation(&'static str),
    /// resource_error(What).
    Resource(&'static str),
}
/// Applies an evaluable functor.
pub fn apply(name: Atom, args: &[Number]) -> Result<Number, ArithError> {
    match (name.name(), args) {
        ("+", [Number::Int(a), Number::Int(b)]) => Ok(Number::Int(a + b)),
        ("-", [Number::Int(a), Number::Int(b)]) => Ok(Number::Int(a - b)),
        ("*", [Number::Int(a), Number::Int(b)]) => Ok(Number::Int(a * b)),
        ("//", [Number::Int(a), Number::Int(b)]) if *b != 0 => Ok(Number::Int(a / b)),
        ("mod", [Number::Int(a), Number::Int(b)]) if *b != 0 => Ok(Number::Int(a.rem_euclid(*b))),
        _ => Err(ArithError::NotEvaluable(name, args.len())),
    }
}
/// Evaluable constants.
pub fn constant(_name: Atom) -> Option<Number> {
    None
}
/// Arithmetic comparison.
pub fn compare(a: &Number, b: &Number) -> std::cmp::Ordering {
    match (a, b) {
        (Number::Int(x), Number::Int(y)) => x.cmp(y),
        _ => std::cmp::Ordering::Equal,
    }
}
/// Standard order between numbers.
pub fn standard_order(a: &Number, b: &Number) -> std::cmp::Ordering {
    compare(a, b)
}
/// Text of a number.
pub fn format_number(n: &Number) -> String {
    match n {
        Number::Int(i) => i.to_string(),
        Number::BigInt(b) => b.to_string(),
        Number::Float(f) => format!("{f:?}"),
    }
}
/// Parses a number.
pub fn parse_number(text: &str) -> Option<Number> {
    text.trim().parse::<i64>().ok().map(Number::Int)
}
