//! Cost expressions: reading them from assertion terms, evaluating them at the
//! sizes of actual arguments, and printing them back as Prolog text.
//!
//! Numbers are kept exact: `0.5` reads as 1/2 (from its decimal text, not its binary
//! value). Evaluation is in `f64` and total, with these conventions at the edges:
//! - `log(B, X)` is 0 for `X <= 1` (cost functions are taken on naturals, where
//!   `log 0` would otherwise be undefined); a base `<= 1` gives `inf`.
//! - Division by zero gives `inf` (an upper bound never turns into a spurious
//!   counterexample); `0/0` is `inf` too. A divisor that is 0 whatever the sizes
//!   (`length(A)/0`, `1/(2-2)`) does not read: it is a mistake, not a bound.
//! - `fact(X)` is computed on `floor(X)`; it is 1 for `X < 1`.
//! - `sum`/`prod` run over the integers `Lo..=Hi` (empty: 0 / 1); beyond 10^7
//!   iterations the result is `inf`.
//! - The size of an argument that is a free variable is 0 (see `rtcheck::sizes`).

use crate::model::{CostExpr, Func, Metric};
use costlog_engine::reader::SpanTree;
use costlog_engine::{Term, VarId};
use num_bigint::BigInt;
use num_rational::BigRational;
use num_traits::{One, Signed, ToPrimitive, Zero};
use std::ops::Range;

/// A problem in a cost expression, at the offending sub-term.
#[derive(Clone, Debug, PartialEq)]
pub struct ExprError {
    /// What is wrong.
    pub message: String,
    /// Where.
    pub span: Range<usize>,
}

/// Most iterations a `sum`/`prod` evaluates before giving `inf`.
const MAX_ITERATIONS: i64 = 10_000_000;

/// Reads a cost expression. `head_arg` maps a variable of the assertion's head to
/// its argument index.
pub fn parse_cost_expr(
    term: &Term,
    spans: &SpanTree,
    head_arg: &dyn Fn(VarId) -> Option<usize>,
) -> Result<CostExpr, ExprError> {
    ExprReader {
        head_arg,
        indices: Vec::new(),
    }
    .read(term, spans)
}

struct ExprReader<'a> {
    head_arg: &'a dyn Fn(VarId) -> Option<usize>,
    /// Summation indices in scope.
    indices: Vec<String>,
}

fn exact(n: i64) -> CostExpr {
    CostExpr::Num(BigRational::from_integer(BigInt::from(n)))
}

/// The exact rational a decimal text denotes (`12.5`, `1.0e-3`).
pub fn decimal_rational(text: &str) -> Option<BigRational> {
    let (mantissa, exp) = match text.split_once(['e', 'E']) {
        Some((m, e)) => (m, e.parse::<i32>().ok()?),
        None => (text, 0),
    };
    let (int, frac) = mantissa.split_once('.').unwrap_or((mantissa, ""));
    let digits: BigInt = format!("{int}{frac}").parse().ok()?;
    let scale = exp - frac.len() as i32;
    let ten = BigInt::from(10);
    Some(if scale >= 0 {
        BigRational::from_integer(digits * num_traits::pow(ten, scale as usize))
    } else {
        BigRational::new(digits, num_traits::pow(ten, (-scale) as usize))
    })
}

/// The exact value of a numeric term (floats through their shortest decimal text).
pub fn rational_of(t: &Term) -> Option<BigRational> {
    match t {
        Term::Int(i) => Some(BigRational::from_integer(BigInt::from(*i))),
        Term::BigInt(b) => Some(BigRational::from_integer((**b).clone())),
        Term::Rational(r) => Some((**r).clone()),
        Term::Float(f) if f.is_finite() => decimal_rational(&format!("{f:?}")),
        _ => None,
    }
}

impl ExprReader<'_> {
    fn read(&mut self, t: &Term, s: &SpanTree) -> Result<CostExpr, ExprError> {
        let err = |message: String| ExprError {
            message,
            span: s.span.clone(),
        };
        let sub = |i: usize| s.args.get(i).unwrap_or(s);
        if let Some(r) = rational_of(t) {
            return Ok(CostExpr::Num(r));
        }
        let (name, args): (&str, &[Term]) = match t {
            Term::Var(v) => {
                return match (self.head_arg)(*v) {
                    Some(arg) => Ok(CostExpr::Size {
                        arg,
                        metric: Metric::Default,
                    }),
                    None => Err(err("this variable is not an argument of the head".into())),
                }
            }
            Term::Atom(a) => (&a.name(), &[]),
            Term::Compound(f, args) => (&f.name(), args.as_slice()),
            _ => return Err(err("expected a cost expression".into())),
        };
        let arg = |this: &mut Self, i: usize| this.read(&args[i], sub(i));
        let b = Box::new;
        Ok(match (name, args.len()) {
            ("inf", 0) => CostExpr::Inf,
            ("e", 0) => CostExpr::E,
            ("+", 2) => CostExpr::Add(b(arg(self, 0)?), b(arg(self, 1)?)),
            ("-", 2) => CostExpr::Sub(b(arg(self, 0)?), b(arg(self, 1)?)),
            ("*", 2) => CostExpr::Mul(b(arg(self, 0)?), b(arg(self, 1)?)),
            ("/", 2) => {
                let divisor = arg(self, 1)?;
                if divisor.is_constant_zero() {
                    return Err(ExprError {
                        message: "division by zero: the divisor is the constant 0".into(),
                        span: sub(1).span.clone(),
                    });
                }
                CostExpr::Div(b(arg(self, 0)?), b(divisor))
            }
            ("-", 1) => CostExpr::Neg(b(arg(self, 0)?)),
            ("+", 1) => arg(self, 0)?,
            ("**" | "^", 2) | ("exp", 2) => CostExpr::Pow(b(arg(self, 0)?), b(arg(self, 1)?)),
            ("exp", 1) => CostExpr::Apply(Func::Exp, b(arg(self, 0)?)),
            ("sqrt", 1) => CostExpr::Apply(Func::Sqrt, b(arg(self, 0)?)),
            ("fact", 1) => CostExpr::Apply(Func::Fact, b(arg(self, 0)?)),
            ("log" | "log2", 1) => CostExpr::Log(b(exact(2)), b(arg(self, 0)?)),
            ("log10", 1) => CostExpr::Log(b(exact(10)), b(arg(self, 0)?)),
            ("ln", 1) => CostExpr::Log(b(CostExpr::E), b(arg(self, 0)?)),
            ("log", 2) => CostExpr::Log(b(arg(self, 0)?), b(arg(self, 1)?)),
            ("min", 2) => CostExpr::Min(b(arg(self, 0)?), b(arg(self, 1)?)),
            ("max", 2) => CostExpr::Max(b(arg(self, 0)?), b(arg(self, 1)?)),
            ("length" | "size" | "depth" | "int", 1) => {
                let metric = match name {
                    "length" => Metric::Length,
                    "size" => Metric::Size,
                    "depth" => Metric::Depth,
                    _ => Metric::Int,
                };
                match &args[0] {
                    Term::Var(v) => match (self.head_arg)(*v) {
                        Some(arg) => CostExpr::Size { arg, metric },
                        None => {
                            return Err(ExprError {
                                message: "this variable is not an argument of the head".into(),
                                span: sub(0).span.clone(),
                            })
                        }
                    },
                    _ => {
                        return Err(ExprError {
                            message: format!("`{name}` measures a head variable"),
                            span: sub(0).span.clone(),
                        })
                    }
                }
            }
            ("$", 1) => {
                let index = index_name(&args[0]);
                match index.filter(|i| self.indices.contains(i)) {
                    Some(i) => CostExpr::Index(i),
                    None => return Err(err("`$(J)` outside a `sum`/`prod` over `J`".into())),
                }
            }
            ("sum" | "prod", 4) => {
                let index = match (&args[0], index_name(&args[0])) {
                    (Term::Compound(f, inner), _) if f.name() == "$" && inner.len() == 1 => {
                        index_name(&inner[0])
                    }
                    (_, i) => i,
                }
                .ok_or_else(|| ExprError {
                    message: "expected an index `$(J)`".into(),
                    span: sub(0).span.clone(),
                })?;
                let lo = arg(self, 1)?;
                let hi = arg(self, 2)?;
                self.indices.push(index.clone());
                let body = arg(self, 3);
                self.indices.pop();
                let body = body?;
                if name == "sum" {
                    CostExpr::Sum(index, b(lo), b(hi), b(body))
                } else {
                    CostExpr::Prod(index, b(lo), b(hi), b(body))
                }
            }
            _ => {
                return Err(err(format!(
                    "unknown function `{name}/{}` in a cost expression",
                    args.len()
                )))
            }
        })
    }
}

fn index_name(t: &Term) -> Option<String> {
    match t {
        Term::Var(v) => Some(format!("_{v}")),
        Term::Atom(a) => Some(a.name().to_string()),
        Term::Int(i) => Some(i.to_string()),
        _ => None,
    }
}

fn factorial(x: f64) -> f64 {
    let n = x.floor();
    if n < 1.0 {
        return 1.0;
    }
    if n > 170.0 {
        return f64::INFINITY;
    }
    (1..=n as u32).map(f64::from).product()
}

impl CostExpr {
    /// Evaluates the expression; `size(arg, metric)` gives the sizes of head
    /// arguments. Total: see the module documentation for the edge cases.
    pub fn eval(&self, size: &dyn Fn(usize, Metric) -> f64) -> f64 {
        self.eval_with(size, &mut Vec::new())
    }

    fn eval_with(&self, size: &dyn Fn(usize, Metric) -> f64, idx: &mut Vec<(String, f64)>) -> f64 {
        let ev = |e: &CostExpr, idx: &mut Vec<(String, f64)>| e.eval_with(size, idx);
        match self {
            CostExpr::Num(r) => r.to_f64().unwrap_or(f64::INFINITY),
            CostExpr::Inf => f64::INFINITY,
            CostExpr::E => std::f64::consts::E,
            CostExpr::Size { arg, metric } => size(*arg, *metric),
            CostExpr::Index(i) => idx.iter().rev().find(|(n, _)| n == i).map_or(0.0, |p| p.1),
            CostExpr::Add(a, b) => ev(a, idx) + ev(b, idx),
            CostExpr::Sub(a, b) => {
                let (x, y) = (ev(a, idx), ev(b, idx));
                if x.is_infinite() && y.is_infinite() {
                    f64::INFINITY
                } else {
                    x - y
                }
            }
            CostExpr::Mul(a, b) => {
                let (x, y) = (ev(a, idx), ev(b, idx));
                if x == 0.0 || y == 0.0 {
                    0.0
                } else {
                    x * y
                }
            }
            CostExpr::Div(a, b) => {
                let (x, y) = (ev(a, idx), ev(b, idx));
                if y == 0.0 {
                    f64::INFINITY
                } else {
                    x / y
                }
            }
            CostExpr::Neg(a) => -ev(a, idx),
            CostExpr::Pow(a, b) => {
                let (x, y) = (ev(a, idx), ev(b, idx));
                let r = x.powf(y);
                if r.is_nan() {
                    f64::INFINITY
                } else {
                    r
                }
            }
            CostExpr::Log(base, x) => {
                let (bv, xv) = (ev(base, idx), ev(x, idx));
                if bv <= 1.0 {
                    f64::INFINITY
                } else if xv <= 1.0 {
                    0.0
                } else {
                    xv.ln() / bv.ln()
                }
            }
            CostExpr::Apply(f, a) => {
                let x = ev(a, idx);
                match f {
                    Func::Exp => x.exp(),
                    Func::Sqrt => x.max(0.0).sqrt(),
                    Func::Fact => factorial(x),
                }
            }
            CostExpr::Min(a, b) => ev(a, idx).min(ev(b, idx)),
            CostExpr::Max(a, b) => ev(a, idx).max(ev(b, idx)),
            CostExpr::Sum(i, lo, hi, body) | CostExpr::Prod(i, lo, hi, body) => {
                let is_sum = matches!(self, CostExpr::Sum(..));
                let (l, h) = (ev(lo, idx).ceil(), ev(hi, idx).floor());
                if h - l > MAX_ITERATIONS as f64 {
                    return f64::INFINITY;
                }
                let mut acc = if is_sum { 0.0 } else { 1.0 };
                let mut j = l;
                while j <= h {
                    idx.push((i.clone(), j));
                    let v = ev(body, idx);
                    idx.pop();
                    acc = if is_sum { acc + v } else { acc * v };
                    j += 1.0;
                }
                acc
            }
        }
    }

    /// The distinct (argument, metric) pairs the expression uses.
    pub fn size_args(&self) -> Vec<(usize, Metric)> {
        let mut out = Vec::new();
        self.visit(&mut |e| {
            if let CostExpr::Size { arg, metric } = e {
                if !out.contains(&(*arg, *metric)) {
                    out.push((*arg, *metric));
                }
            }
        });
        out
    }

    /// The number of nodes of the expression (its size, to compare two forms).
    pub fn node_count(&self) -> usize {
        let mut n = 0;
        self.visit(&mut |_| n += 1);
        n
    }

    /// Whether the expression mentions no argument size and evaluates to 0 (a
    /// divisor that makes every bound `inf`: a mistake in the assertion).
    fn is_constant_zero(&self) -> bool {
        let mut closed = true;
        self.visit(&mut |e| {
            closed &= !matches!(e, CostExpr::Size { .. } | CostExpr::Index(_));
        });
        closed && self.eval(&|_, _| 0.0) == 0.0
    }

    fn visit(&self, f: &mut dyn FnMut(&CostExpr)) {
        f(self);
        match self {
            CostExpr::Add(a, b)
            | CostExpr::Sub(a, b)
            | CostExpr::Mul(a, b)
            | CostExpr::Div(a, b)
            | CostExpr::Pow(a, b)
            | CostExpr::Log(a, b)
            | CostExpr::Min(a, b)
            | CostExpr::Max(a, b) => {
                a.visit(f);
                b.visit(f);
            }
            CostExpr::Neg(a) | CostExpr::Apply(_, a) => a.visit(f),
            CostExpr::Sum(_, a, b, c) | CostExpr::Prod(_, a, b, c) => {
                a.visit(f);
                b.visit(f);
                c.visit(f);
            }
            _ => {}
        }
    }

    /// Prolog text for the expression, with the fewest parentheses the standard
    /// operator priorities allow; `arg_name` names head arguments.
    pub fn to_prolog(&self, arg_name: &dyn Fn(usize) -> String) -> String {
        self.show(arg_name).0
    }

    /// Text and the priority of its principal operator (0 for primaries).
    fn show(&self, name: &dyn Fn(usize) -> String) -> (String, u16) {
        // (left max priority, right max priority) for yfx 500/400, xfx 200, xfy 200.
        let bin = |op: &str, p: u16, a: &CostExpr, b: &CostExpr, lmax: u16, rmax: u16| {
            let (la, lp) = a.show(name);
            let (ra, rp) = b.show(name);
            let l = if lp > lmax { format!("({la})") } else { la };
            // A right operand starting with a sign would glue to the operator (`+-`).
            let r = if rp > rmax || ra.starts_with('-') {
                format!("({ra})")
            } else {
                ra
            };
            (format!("{l}{op}{r}"), p)
        };
        let call = |f: &str, args: &[&CostExpr]| {
            let parts: Vec<String> = args.iter().map(|a| a.show(name).0).collect();
            (format!("{f}({})", parts.join(",")), 0)
        };
        match self {
            CostExpr::Num(r) => show_rational(r),
            CostExpr::Inf => ("inf".into(), 0),
            CostExpr::E => ("e".into(), 0),
            CostExpr::Size { arg, metric } => {
                let v = name(*arg);
                let text = match metric {
                    Metric::Default => v,
                    Metric::Length => format!("length({v})"),
                    Metric::Size => format!("size({v})"),
                    Metric::Depth => format!("depth({v})"),
                    Metric::Int => format!("int({v})"),
                };
                (text, 0)
            }
            CostExpr::Index(i) => (format!("$({})", index_text(i)), 0),
            CostExpr::Add(a, b) => bin("+", 500, a, b, 500, 499),
            CostExpr::Sub(a, b) => bin("-", 500, a, b, 500, 499),
            CostExpr::Mul(a, b) => bin("*", 400, a, b, 400, 399),
            CostExpr::Div(a, b) => bin("/", 400, a, b, 400, 399),
            CostExpr::Pow(a, b) => bin("**", 200, a, b, 199, 199),
            CostExpr::Neg(a) => {
                let (t, p) = a.show(name);
                // Operands other than primaries get parentheses: `-1**2` would read
                // as `(-1)**2` and `-(a)**2` as `(-a)**2`.
                let t = if p > 0 || t.starts_with('-') {
                    format!("({t})")
                } else {
                    t
                };
                (format!("-{t}"), 200)
            }
            CostExpr::Log(base, x) => match base.as_ref() {
                CostExpr::Num(r) if *r == BigRational::from_integer(2.into()) => call("log", &[x]),
                _ => call("log", &[base, x]),
            },
            CostExpr::Apply(f, a) => call(
                match f {
                    Func::Exp => "exp",
                    Func::Sqrt => "sqrt",
                    Func::Fact => "fact",
                },
                &[a],
            ),
            CostExpr::Min(a, b) => call("min", &[a, b]),
            CostExpr::Max(a, b) => call("max", &[a, b]),
            CostExpr::Sum(i, lo, hi, body) | CostExpr::Prod(i, lo, hi, body) => {
                let f = if matches!(self, CostExpr::Sum(..)) {
                    "sum"
                } else {
                    "prod"
                };
                let parts = [lo, hi, body].map(|e| e.show(name).0);
                (
                    format!(
                        "{f}($({}),{},{},{})",
                        index_text(i),
                        parts[0],
                        parts[1],
                        parts[2]
                    ),
                    0,
                )
            }
        }
    }
}

fn index_text(i: &str) -> String {
    if let Some(rest) = i.strip_prefix('_') {
        format!("J{rest}")
    } else {
        i.to_string()
    }
}

/// A rational as Prolog text: an integer, a short exact decimal, or `N/D`; the
/// priority is 1 for negative numbers (they need parentheses after `-` or `**`).
fn show_rational(r: &BigRational) -> (String, u16) {
    let neg = r.is_negative();
    let a = r.abs();
    let text = if a.is_integer() {
        a.to_integer().to_string()
    } else {
        // A terminating decimal has a denominator of the form 2^x 5^y.
        let mut d = a.denom().clone();
        let mut digits = 0usize;
        let (two, five) = (BigInt::from(2), BigInt::from(5));
        let mut twos = 0;
        let mut fives = 0;
        while (&d % &two).is_zero() {
            d /= &two;
            twos += 1;
        }
        while (&d % &five).is_zero() {
            d /= &five;
            fives += 1;
        }
        if d.is_one() {
            digits = twos.max(fives);
        }
        if d.is_one() && digits <= 12 {
            let scaled = (&a
                * BigRational::from_integer(num_traits::pow(BigInt::from(10), digits)))
            .to_integer();
            let s = format!("{:0>width$}", scaled, width = digits + 1);
            let (int, frac) = s.split_at(s.len() - digits);
            format!("{int}.{frac}")
        } else {
            return (
                format!("{}{}/{}", if neg { "-" } else { "" }, a.numer(), a.denom()),
                if neg { 1 } else { 400 },
            );
        }
    };
    if neg {
        (format!("-{text}"), 1)
    } else {
        (text, 0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use costlog_engine::reader::{Parser, ReadOptions};
    use costlog_engine::OpTable;
    use proptest::prelude::*;

    /// Reads `f(A,B,C) - Expr` and parses Expr with A, B, C as arguments 0, 1, 2.
    fn parse(text: &str) -> Result<(CostExpr, String), ExprError> {
        let src = format!("f(A,B,C) - ({text}).");
        let ops = OpTable::standard();
        let rt = Parser::new(&src)
            .next_clause(&ops, &ReadOptions::default())
            .expect("no term")
            .unwrap_or_else(|e| panic!("{src}: {e:?}"));
        let Term::Compound(_, parts) = &rt.term else {
            panic!()
        };
        let Term::Compound(_, head) = &parts[0] else {
            panic!()
        };
        let head: Vec<Term> = head.clone();
        let arg = |v: VarId| head.iter().position(|h| *h == Term::Var(v));
        parse_cost_expr(&parts[1], &rt.spans.args[1], &arg).map(|e| (e, src))
    }

    fn at(e: &CostExpr, n: f64) -> f64 {
        e.eval(&|_, _| n)
    }

    #[test]
    fn nrev_bound_is_exact() {
        let (e, _) = parse("0.5*length(A)**2 + 1.5*length(A) + 1").unwrap();
        for n in 0..=30u32 {
            let n = f64::from(n);
            assert_eq!(at(&e, n), 0.5 * n * n + 1.5 * n + 1.0);
        }
        assert_eq!(
            e.to_prolog(&|_| "A".into()),
            "0.5*length(A)**2+1.5*length(A)+1"
        );
    }

    #[test]
    fn decimals_are_exact() {
        let (e, _) = parse("0.1").unwrap();
        assert_eq!(e, CostExpr::Num(BigRational::new(1.into(), 10.into())));
    }

    #[test]
    fn errors_point_at_the_offending_subterm() {
        let e = parse("length(A) + foo(B)").unwrap_err();
        assert!(e.message.contains("foo/1"));
        let src = "f(A,B,C) - (length(A) + foo(B)).";
        assert_eq!(&src[e.span.clone()], "foo(B)");
        let e = parse("length(D)").unwrap_err();
        assert_eq!(&"f(A,B,C) - (length(D))."[e.span.clone()], "D");
        assert!(parse("$(J)").is_err());
    }

    #[test]
    fn edges_are_total() {
        let (e, _) = parse("log(A)").unwrap();
        assert_eq!(at(&e, 0.0), 0.0);
        assert_eq!(at(&e, 1.0), 0.0);
        assert_eq!(at(&e, 8.0), 3.0);
        let (e, _) = parse("1/(A-A)").unwrap();
        assert_eq!(at(&e, 3.0), f64::INFINITY);
        let err = parse("length(A)/(2-2)").unwrap_err();
        assert!(err.message.contains("division by zero"), "{err:?}");
        let (e, _) = parse("fact(A)").unwrap();
        assert_eq!(at(&e, 5.0), 120.0);
        assert_eq!(at(&e, -2.0), 1.0);
        let (e, _) = parse("sum($(J), 1, A, $(J))").unwrap();
        assert_eq!(at(&e, 10.0), 55.0);
        let (e, _) = parse("exp(2, A) - 1").unwrap();
        assert_eq!(at(&e, 10.0), 1023.0);
    }

    fn arb_expr() -> impl Strategy<Value = CostExpr> {
        let leaf = prop_oneof![
            (0i64..100, 1i64..9)
                .prop_map(|(n, d)| CostExpr::Num(BigRational::new(n.into(), d.into()))),
            (0usize..3).prop_map(|arg| CostExpr::Size {
                arg,
                metric: Metric::Length
            }),
            (0usize..3).prop_map(|arg| CostExpr::Size {
                arg,
                metric: Metric::Default
            }),
        ];
        leaf.prop_recursive(4, 24, 2, |inner| {
            prop_oneof![
                (inner.clone(), inner.clone())
                    .prop_map(|(a, b)| CostExpr::Add(Box::new(a), Box::new(b))),
                (inner.clone(), inner.clone())
                    .prop_map(|(a, b)| CostExpr::Sub(Box::new(a), Box::new(b))),
                (inner.clone(), inner.clone())
                    .prop_map(|(a, b)| CostExpr::Mul(Box::new(a), Box::new(b))),
                (inner.clone(), inner.clone())
                    .prop_filter("a constant zero divisor does not read", |(_, b)| {
                        !b.is_constant_zero()
                    })
                    .prop_map(|(a, b)| CostExpr::Div(Box::new(a), Box::new(b))),
                (inner.clone(), 0i64..3)
                    .prop_map(|(a, k)| CostExpr::Pow(Box::new(a), Box::new(exact(k)))),
                inner.clone().prop_map(|a| CostExpr::Neg(Box::new(a))),
                inner
                    .clone()
                    .prop_map(|a| CostExpr::Log(Box::new(exact(2)), Box::new(a))),
                (inner.clone(), inner).prop_map(|(a, b)| CostExpr::Max(Box::new(a), Box::new(b))),
            ]
        })
    }

    proptest! {
        #[test]
        fn printed_expressions_read_back_to_the_same_value(e in arb_expr(), n in 0u32..50) {
            let names = ["A", "B", "C"];
            let text = e.to_prolog(&|i| names[i].to_string());
            let (back, _) = parse(&text).map_err(|err| TestCaseError::fail(format!("{text}: {err:?}")))?;
            let (x, y) = (at(&e, f64::from(n)), at(&back, f64::from(n)));
            prop_assert!(x == y || (x.is_nan() && y.is_nan()) || (x - y).abs() <= 1e-9 * x.abs().max(1.0), "{text}: {x} vs {y}");
        }
    }
}
