//! Printed bounds in the form a user would write them, by equality saturation.
//!
//! A [`Sym`](crate::sym::Sym) prints as a canonical polynomial, but bounds combined
//! from several of them do not: the least of two upper bounds prints as
//! `min(length(A)+1,length(B)+1)` where a user writes `min(length(A),length(B))+1`.
//! [`simplify`] puts a [`CostExpr`] into an e-graph (egg), saturates it with rewrites
//! that keep its value, extracts the equivalent expression with the fewest nodes and
//! puts it into a stable order: the terms of a sum from the fastest growing down
//! (highest degree first, variables in argument order), coefficients first in a
//! product, `min`/`max` arguments in argument order.
//!
//! The rewrites: constant folding in exact rationals; neutral and absorbing elements
//! (`x+0`, `x*1`, `x*0`, `x**1`, `x**0`); commutativity and associativity of `+`,
//! `*`, `min` and `max`; `x-y = x+(-1)*y`; `min`/`max` of equal arguments; a summand
//! or a non-negative constant factor common to both arguments of `min`/`max` taken
//! out of it. There is no distributivity: polynomials stay expanded, the way
//! bounds are written (`0.5*length(A)**2+1.5*length(A)+1`).
//!
//! Values are those of [`CostExpr::eval`] (where `x*0` is 0 whatever `x` is).
//! Expressions containing `inf`, whose arithmetic is not that of numbers, are kept
//! as they are; `sum`, `prod`, `exp`, `sqrt` and `fact` are simplified inside and
//! otherwise treated as opaque.

use crate::sym::rat_pow;
use costlog_assertions::{CostExpr, Func};
use egg::{
    define_language, rewrite as rw, Analysis, AstSize, DidMerge, EGraph, Extractor, Id, RecExpr,
    Rewrite, Runner, Subst, Var,
};
use num_rational::BigRational;
use num_traits::{One, Signed, ToPrimitive, Zero};
use std::cmp::Reverse;
use std::sync::OnceLock;
use std::time::Duration;

/// Most rounds of rewriting (each searches every rule and applies its matches).
const ITERATIONS: usize = 12;
/// Most e-nodes: commutativity and associativity make a sum of `k` terms grow
/// like `3^k`, and the limit keeps a bound with many terms cheap.
const NODES: usize = 3_000;
/// A safety net: on the bounds the analysis prints, the node and iteration limits
/// stop saturation long before this (so the result does not depend on the
/// machine's speed).
const TIME: Duration = Duration::from_millis(100);
/// Largest exponent constant folding expands (`c**k`, `|k| <= 64`).
const MAX_FOLDED_EXPONENT: i64 = 64;

define_language! {
    /// Arithmetic on cost expressions; whatever else is an opaque leaf.
    enum Arith {
        "+" = Add([Id; 2]),
        "-" = Sub([Id; 2]),
        "*" = Mul([Id; 2]),
        "/" = Div([Id; 2]),
        "neg" = Neg(Id),
        "**" = Pow([Id; 2]),
        "log" = Log([Id; 2]),
        "min" = Min([Id; 2]),
        "max" = Max([Id; 2]),
        // Before `Leaf`: numerals in the rules' patterns read as numbers.
        Num(BigRational),
        // An index into the table of opaque subexpressions.
        Leaf(usize),
    }
}

/// Constant folding: the exact value of an e-class when it is a constant.
#[derive(Default)]
struct Fold;

impl Analysis<Arith> for Fold {
    type Data = Option<BigRational>;

    fn make(egraph: &mut EGraph<Arith, Fold>, enode: &Arith, _id: Id) -> Self::Data {
        let c = |i: &Id| egraph[*i].data.clone();
        let pair = |[a, b]: &[Id; 2]| Some((c(a)?, c(b)?));
        match enode {
            Arith::Num(n) => Some(n.clone()),
            Arith::Leaf(_) => None,
            Arith::Neg(a) => c(a).map(|a| -a),
            Arith::Add(ab) => pair(ab).map(|(a, b)| a + b),
            Arith::Sub(ab) => pair(ab).map(|(a, b)| a - b),
            Arith::Mul(ab) => pair(ab).map(|(a, b)| a * b),
            Arith::Div(ab) => pair(ab).and_then(|(a, b)| (!b.is_zero()).then(|| a / b)),
            Arith::Pow(ab) => pair(ab).and_then(|(a, b)| power(&a, &b)),
            Arith::Log(ab) => pair(ab).and_then(|(a, b)| log(&a, &b)),
            Arith::Min(ab) => pair(ab).map(|(a, b)| a.min(b)),
            Arith::Max(ab) => pair(ab).map(|(a, b)| a.max(b)),
        }
    }

    fn merge(&mut self, a: &mut Self::Data, b: Self::Data) -> DidMerge {
        // Two constants in one class would be an unsound rule: keep the first
        // (and fail the tests, which run with debug assertions).
        egg::merge_option(a, b, |x, y| {
            debug_assert_eq!(*x, y, "two constants in one e-class");
            DidMerge(false, false)
        })
    }

    fn modify(egraph: &mut EGraph<Arith, Fold>, id: Id) {
        if let Some(c) = egraph[id].data.clone() {
            let num = egraph.add(Arith::Num(c));
            egraph.union(id, num);
            // Only the number is worth extracting; pruning keeps the graph small.
            egraph[id].nodes.retain(|n| matches!(n, Arith::Num(_)));
        }
    }
}

/// `b**e` when it is an exact rational of moderate size (integer `e`).
fn power(b: &BigRational, e: &BigRational) -> Option<BigRational> {
    let e = e.is_integer().then(|| e.to_integer().to_i64())??;
    (e.abs() <= MAX_FOLDED_EXPONENT).then(|| rat_pow(b, e))?
}

/// `log(b, x)` when it is exact: 0 for `x <= 1`, `k` for `x = b**k` (`b > 1`).
fn log(b: &BigRational, x: &BigRational) -> Option<BigRational> {
    if *b <= BigRational::one() {
        return None;
    }
    if *x <= BigRational::one() {
        return Some(BigRational::zero());
    }
    let mut p = b.clone();
    for k in 1..=MAX_FOLDED_EXPONENT {
        if p == *x {
            return Some(BigRational::from_integer(k.into()));
        }
        p *= b;
    }
    None
}

/// Whether the e-class of `v` is a constant `>= 0`.
fn nonneg(v: &str) -> impl Fn(&mut EGraph<Arith, Fold>, Id, &Subst) -> bool {
    let v: Var = v.parse().expect("a pattern variable");
    move |g, _, s| g[s[v]].data.as_ref().is_some_and(|c| !c.is_negative())
}

/// The rewrites (built once).
fn rules() -> &'static [Rewrite<Arith, Fold>] {
    static RULES: OnceLock<Vec<Rewrite<Arith, Fold>>> = OnceLock::new();
    RULES.get_or_init(|| {
        let mut rules = vec![
            rw!("add-comm"; "(+ ?a ?b)" => "(+ ?b ?a)"),
            rw!("add-assoc"; "(+ ?a (+ ?b ?c))" => "(+ (+ ?a ?b) ?c)"),
            rw!("mul-comm"; "(* ?a ?b)" => "(* ?b ?a)"),
            rw!("mul-assoc"; "(* ?a (* ?b ?c))" => "(* (* ?a ?b) ?c)"),
            rw!("add-zero"; "(+ ?a 0)" => "?a"),
            rw!("sub-zero"; "(- ?a 0)" => "?a"),
            rw!("mul-one"; "(* ?a 1)" => "?a"),
            rw!("mul-zero"; "(* ?a 0)" => "0"),
            rw!("div-one"; "(/ ?a 1)" => "?a"),
            rw!("pow-one"; "(** ?a 1)" => "?a"),
            rw!("pow-zero"; "(** ?a 0)" => "1"),
            rw!("sub-add"; "(- ?a ?b)" => "(+ ?a (* -1 ?b))"),
            rw!("add-sub"; "(+ ?a (* -1 ?b))" => "(- ?a ?b)"),
            rw!("neg-mul"; "(neg ?a)" => "(* -1 ?a)"),
            rw!("mul-neg"; "(* -1 ?a)" => "(neg ?a)"),
        ];
        for op in ["min", "max"] {
            let r = |name: &str, lhs: String, rhs: String| -> Rewrite<Arith, Fold> {
                let lhs: egg::Pattern<Arith> = lhs.parse().expect("a pattern");
                let rhs: egg::Pattern<Arith> = rhs.parse().expect("a pattern");
                Rewrite::new(format!("{op}-{name}"), lhs, rhs).expect("a rule")
            };
            rules.extend([
                r("comm", format!("({op} ?a ?b)"), format!("({op} ?b ?a)")),
                r(
                    "assoc",
                    format!("({op} ?a ({op} ?b ?c))"),
                    format!("({op} ({op} ?a ?b) ?c)"),
                ),
                r("same", format!("({op} ?a ?a)"), "?a".into()),
                r(
                    "summand",
                    format!("({op} (+ ?a ?b) (+ ?a ?c))"),
                    format!("(+ ?a ({op} ?b ?c))"),
                ),
                r(
                    "self",
                    format!("({op} (+ ?a ?b) ?a)"),
                    format!("(+ ?a ({op} ?b 0))"),
                ),
            ]);
        }
        rules.extend([
            rw!("min-factor"; "(min (* ?c ?a) (* ?c ?b))" => "(* ?c (min ?a ?b))" if nonneg("?c")),
            rw!("max-factor"; "(max (* ?c ?a) (* ?c ?b))" => "(* ?c (max ?a ?b))" if nonneg("?c")),
        ]);
        rules
    })
}

/// `e` simplified: an equal expression with at most as many nodes, in a stable
/// order (see the module documentation); `e` itself when nothing smaller is found.
pub fn simplify(e: &CostExpr) -> CostExpr {
    simplified(e).unwrap_or_else(|| e.clone())
}

/// [`simplify`], or `None` when `e` contains `inf`.
fn simplified(e: &CostExpr) -> Option<CostExpr> {
    let mut leaves = Vec::new();
    let mut input = RecExpr::default();
    let root = add(e, &mut input, &mut leaves)?;
    let runner = Runner::<Arith, Fold>::default()
        .with_iter_limit(ITERATIONS)
        .with_node_limit(NODES)
        .with_time_limit(TIME)
        .with_expr(&input)
        .run(rules());
    let (_, best) = Extractor::new(&runner.egraph, AstSize).find_best(runner.roots[0]);
    let out = tidy(to_cost(&best, Id::from(best.as_ref().len() - 1), &leaves));
    let original = to_cost(&input, root, &leaves);
    Some(if out.node_count() <= original.node_count() {
        out
    } else {
        original
    })
}

/// Adds `e` to `expr`: arithmetic as nodes, the rest (simplified inside) as leaves
/// numbered in `leaves`. `None` when `e` contains `inf`.
fn add(e: &CostExpr, expr: &mut RecExpr<Arith>, leaves: &mut Vec<CostExpr>) -> Option<Id> {
    let mut two = |a: &CostExpr, b: &CostExpr| Some([add(a, expr, leaves)?, add(b, expr, leaves)?]);
    let node = match e {
        CostExpr::Inf => return None,
        CostExpr::Num(n) => Arith::Num(n.clone()),
        CostExpr::Add(a, b) => Arith::Add(two(a, b)?),
        CostExpr::Sub(a, b) => Arith::Sub(two(a, b)?),
        CostExpr::Mul(a, b) => Arith::Mul(two(a, b)?),
        CostExpr::Div(a, b) => Arith::Div(two(a, b)?),
        CostExpr::Pow(a, b) => Arith::Pow(two(a, b)?),
        CostExpr::Log(a, b) => Arith::Log(two(a, b)?),
        CostExpr::Min(a, b) => Arith::Min(two(a, b)?),
        CostExpr::Max(a, b) => Arith::Max(two(a, b)?),
        CostExpr::Neg(a) => Arith::Neg(add(a, expr, leaves)?),
        CostExpr::E | CostExpr::Size { .. } | CostExpr::Index(_) => leaf(e.clone(), leaves),
        CostExpr::Apply(f, a) => leaf(CostExpr::Apply(*f, Box::new(simplified(a)?)), leaves),
        CostExpr::Sum(i, lo, hi, body) | CostExpr::Prod(i, lo, hi, body) => {
            let [lo, hi, body] = [lo, hi, body].map(|x| simplified(x).map(Box::new));
            let (i, lo, hi, body) = (i.clone(), lo?, hi?, body?);
            leaf(
                if matches!(e, CostExpr::Sum(..)) {
                    CostExpr::Sum(i, lo, hi, body)
                } else {
                    CostExpr::Prod(i, lo, hi, body)
                },
                leaves,
            )
        }
    };
    Some(expr.add(node))
}

/// The leaf for `e`, the same one for equal subexpressions.
fn leaf(e: CostExpr, leaves: &mut Vec<CostExpr>) -> Arith {
    Arith::Leaf(leaves.iter().position(|l| *l == e).unwrap_or_else(|| {
        leaves.push(e);
        leaves.len() - 1
    }))
}

/// The cost expression of node `id` of `expr`.
fn to_cost(expr: &RecExpr<Arith>, id: Id, leaves: &[CostExpr]) -> CostExpr {
    let b = |i: &Id| Box::new(to_cost(expr, *i, leaves));
    match &expr[id] {
        Arith::Num(n) => CostExpr::Num(n.clone()),
        Arith::Leaf(i) => leaves[*i].clone(),
        Arith::Neg(a) => CostExpr::Neg(b(a)),
        Arith::Add([x, y]) => CostExpr::Add(b(x), b(y)),
        Arith::Sub([x, y]) => CostExpr::Sub(b(x), b(y)),
        Arith::Mul([x, y]) => CostExpr::Mul(b(x), b(y)),
        Arith::Div([x, y]) => CostExpr::Div(b(x), b(y)),
        Arith::Pow([x, y]) => CostExpr::Pow(b(x), b(y)),
        Arith::Log([x, y]) => CostExpr::Log(b(x), b(y)),
        Arith::Min([x, y]) => CostExpr::Min(b(x), b(y)),
        Arith::Max([x, y]) => CostExpr::Max(b(x), b(y)),
    }
}

/// How fast a term grows: (exponentials, polynomial degree, powers of logarithms),
/// compared in that order.
fn growth(e: &CostExpr) -> (u32, u32, u32) {
    let max = |a: &CostExpr, b: &CostExpr| growth(a).max(growth(b));
    match e {
        CostExpr::Num(_) | CostExpr::Inf | CostExpr::E => (0, 0, 0),
        CostExpr::Size { .. } | CostExpr::Index(_) | CostExpr::Sum(..) | CostExpr::Prod(..) => {
            (0, 1, 0)
        }
        CostExpr::Neg(a) | CostExpr::Div(a, _) | CostExpr::Apply(Func::Sqrt, a) => growth(a),
        CostExpr::Apply(Func::Exp | Func::Fact, _) => (1, 0, 0),
        CostExpr::Log(..) => (0, 0, 1),
        CostExpr::Add(a, b) | CostExpr::Sub(a, b) | CostExpr::Min(a, b) | CostExpr::Max(a, b) => {
            max(a, b)
        }
        CostExpr::Mul(a, b) => {
            let (x, y) = (growth(a), growth(b));
            (
                x.0.saturating_add(y.0),
                x.1.saturating_add(y.1),
                x.2.saturating_add(y.2),
            )
        }
        CostExpr::Pow(a, k) => match (growth(a), natural(k)) {
            (g, Some(k)) => (
                g.0.saturating_mul(k),
                g.1.saturating_mul(k),
                g.2.saturating_mul(k),
            ),
            _ if growth(k) == (0, 0, 0) => growth(a),
            _ => (1, 0, 0),
        },
    }
}

/// `e` as a natural number, if it is one.
fn natural(e: &CostExpr) -> Option<u32> {
    match e {
        CostExpr::Num(n) if n.is_integer() => n.to_integer().to_u32(),
        _ => None,
    }
}

/// Exponents of the size variables in a product, by argument (`A*B**2`: `[1, 2]`).
fn exponents(e: &CostExpr, out: &mut Vec<u32>) {
    let mut bump = |arg: usize, k: u32| {
        if out.len() <= arg {
            out.resize(arg + 1, 0);
        }
        out[arg] = out[arg].saturating_add(k);
    };
    match e {
        CostExpr::Size { arg, .. } => bump(*arg, 1),
        CostExpr::Pow(a, k) => {
            if let (CostExpr::Size { arg, .. }, Some(k)) = (a.as_ref(), natural(k)) {
                bump(*arg, k);
            }
        }
        CostExpr::Mul(a, b) => {
            exponents(a, out);
            exponents(b, out);
        }
        _ => {}
    }
}

/// The lowest argument `e` measures (`usize::MAX` for none).
fn first_arg(e: &CostExpr) -> usize {
    e.size_args()
        .iter()
        .map(|a| a.0)
        .min()
        .unwrap_or(usize::MAX)
}

/// Text that breaks ties between otherwise equal keys.
fn text(e: &CostExpr) -> String {
    e.to_prolog(&|i| i.to_string())
}

/// `e` in the stable order: sums from the fastest growing term down (graded by
/// degree, then by the exponents of the arguments in order), the sign of a
/// term shown by `-` rather than a coefficient; the coefficient first in a
/// product, then polynomial, exponential and logarithmic factors; `min`/`max`
/// arguments by the arguments they measure.
fn tidy(e: CostExpr) -> CostExpr {
    let b = |x: Box<CostExpr>| Box::new(tidy(*x));
    match e {
        CostExpr::Add(..) | CostExpr::Sub(..) | CostExpr::Neg(_) => sum(e),
        CostExpr::Mul(..) => {
            let (c, fs) = monomial(e);
            build(c, fs)
        }
        CostExpr::Min(..) | CostExpr::Max(..) => extremum(e),
        CostExpr::Div(x, y) => CostExpr::Div(b(x), b(y)),
        CostExpr::Pow(x, y) => CostExpr::Pow(b(x), b(y)),
        CostExpr::Log(x, y) => CostExpr::Log(b(x), b(y)),
        other => other,
    }
}

/// A product as its coefficient and its other factors.
type Monomial = (BigRational, Vec<CostExpr>);

/// The terms of a sum, `minus` flipping their signs.
fn summands(e: CostExpr, minus: bool, out: &mut Vec<Monomial>) {
    match e {
        CostExpr::Add(a, b) => {
            summands(*a, minus, out);
            summands(*b, minus, out);
        }
        CostExpr::Sub(a, b) => {
            summands(*a, minus, out);
            summands(*b, !minus, out);
        }
        CostExpr::Neg(a) => summands(*a, !minus, out),
        other => {
            let (c, fs) = monomial(other);
            out.push((if minus { -c } else { c }, fs));
        }
    }
}

/// A sum in the stable order, a subtracted term after `-` (and after the
/// first added one).
fn sum(e: CostExpr) -> CostExpr {
    let mut terms = Vec::new();
    summands(e, false, &mut terms);
    terms.retain(|(c, _)| !c.is_zero());
    terms.sort_by_cached_key(|(_, fs)| {
        let core = build(BigRational::one(), fs.clone());
        let mut exps = Vec::new();
        exponents(&core, &mut exps);
        (Reverse(growth(&core)), Reverse(exps), text(&core))
    });
    // `b-a`, not `-a+b`.
    if let Some(i) = terms.iter().position(|(c, _)| c.is_positive()) {
        let first = terms.remove(i);
        terms.insert(0, first);
    }
    let mut terms = terms.into_iter();
    let Some((c, fs)) = terms.next() else {
        return CostExpr::Num(BigRational::zero());
    };
    terms.fold(build(c, fs), |acc, (c, fs)| {
        if c.is_negative() {
            CostExpr::Sub(Box::new(acc), Box::new(build(-c, fs)))
        } else {
            CostExpr::Add(Box::new(acc), Box::new(build(c, fs)))
        }
    })
}

/// The coefficient and the other factors of a product, the factors tidy.
fn factors(e: CostExpr, coef: &mut BigRational, out: &mut Vec<CostExpr>) {
    match e {
        CostExpr::Mul(a, b) => {
            factors(*a, coef, out);
            factors(*b, coef, out);
        }
        CostExpr::Neg(a) => {
            *coef = -&*coef;
            factors(*a, coef, out);
        }
        CostExpr::Num(n) => *coef *= n,
        other => out.push(tidy(other)),
    }
}

/// A product as a monomial, its factors in the stable order: polynomial, then
/// exponential, then logarithmic ones, each kind by the arguments they measure.
fn monomial(e: CostExpr) -> Monomial {
    let mut coef = BigRational::one();
    let mut fs = Vec::new();
    factors(e, &mut coef, &mut fs);
    fs.sort_by_cached_key(|f| {
        let kind = match growth(f) {
            (0, _, 0) => 0,
            (0, ..) => 2,
            _ => 1,
        };
        (kind, first_arg(f), text(f))
    });
    (coef, fs)
}

/// The product `c * f1 * f2 ...`, nested to the left as `*` reads, the
/// coefficient shown only when it is not 1 (`-f1 * ...` for -1).
fn build(c: BigRational, fs: Vec<CostExpr>) -> CostExpr {
    let mut fs = fs.into_iter();
    let Some(f) = fs.next().filter(|_| !c.is_zero()) else {
        return CostExpr::Num(c);
    };
    let first = if c.is_one() {
        f
    } else if (-&c).is_one() {
        CostExpr::Neg(Box::new(f))
    } else {
        CostExpr::Mul(Box::new(CostExpr::Num(c)), Box::new(f))
    };
    fs.fold(first, |acc, f| CostExpr::Mul(Box::new(acc), Box::new(f)))
}

/// Nested `min`s (or `max`es) with their arguments in order, nested to the right.
fn extremum(e: CostExpr) -> CostExpr {
    let is_min = matches!(e, CostExpr::Min(..));
    let mut args = Vec::new();
    let mut todo = vec![e];
    while let Some(x) = todo.pop() {
        match (x, is_min) {
            (CostExpr::Min(a, b), true) | (CostExpr::Max(a, b), false) => {
                todo.extend([*b, *a]);
            }
            (x, _) => args.push(tidy(x)),
        }
    }
    args.sort_by_cached_key(|a| (first_arg(a), text(a)));
    let join = |a: CostExpr, acc: CostExpr| {
        if is_min {
            CostExpr::Min(Box::new(a), Box::new(acc))
        } else {
            CostExpr::Max(Box::new(a), Box::new(acc))
        }
    };
    let last = args.pop().expect("min/max has arguments");
    args.into_iter().rev().fold(last, |acc, a| join(a, acc))
}

#[cfg(test)]
mod tests {
    use super::*;
    use costlog_assertions::expr::parse_cost_expr;
    use costlog_assertions::Metric;
    use costlog_engine::reader::{parse_term, ReadOptions};
    use costlog_engine::OpTable;
    use num_bigint::BigInt;
    use proptest::prelude::*;

    const NAMES: [&str; 3] = ["A", "B", "C"];

    /// Reads a cost expression over the arguments `A`, `B`, `C` with costlog's
    /// own assertion reader.
    fn read(text: &str) -> CostExpr {
        let rt = parse_term(text, &OpTable::standard(), &ReadOptions::default())
            .unwrap_or_else(|e| panic!("{text}: {e:?}"));
        let arg = |v| {
            let (name, _) = rt.var_names.iter().find(|(_, id)| *id == v)?;
            NAMES.iter().position(|n| n == name)
        };
        parse_cost_expr(&rt.term, &rt.spans, &arg).unwrap_or_else(|e| panic!("{text}: {e:?}"))
    }

    fn show(e: &CostExpr) -> String {
        e.to_prolog(&|i| NAMES[i].to_string())
    }

    /// `text` simplified, as text.
    fn simple(text: &str) -> String {
        show(&simplify(&read(text)))
    }

    #[test]
    fn common_parts_leave_min_and_max() {
        assert_eq!(
            simple("min(length(A)+1, length(B)+1)"),
            "min(length(A),length(B))+1"
        );
        assert_eq!(simple("min(length(B)+1, A+1)"), "min(A,length(B))+1");
        assert_eq!(simple("min(A+1, min(B+1, C+1))"), "min(A,min(B,C))+1");
        assert_eq!(simple("max(2*A+2, 2*B+2)"), "2*max(A,B)+2");
        assert_eq!(simple("min(A+1, A+3)"), "A+1");
        assert_eq!(simple("max(A, A+2)"), "A+2");
        assert_eq!(simple("min(A*B, A*B)"), "A*B");
        assert_eq!(simple("min(A-1, B-1)"), "min(A,B)-1");
    }

    #[test]
    fn constants_fold_exactly() {
        assert_eq!(simple("0.1+0.2"), "0.3");
        assert_eq!(simple("2*3+A*1+0"), "A+6");
        assert_eq!(simple("(1/3)*(3*A)"), "A");
        assert_eq!(simple("2**10 - 1"), "1023");
        assert_eq!(simple("log(2, 8) + log(3, 1)"), "3");
        assert_eq!(simple("min(3, 2) * A + max(1, 0.5)"), "2*A+1");
        // Not exact as a rational: left as it is.
        assert_eq!(simple("log(3)"), "log(3)");
        assert_eq!(simple("2**0.5"), "2**0.5");
    }

    #[test]
    fn neutral_and_absorbing_elements() {
        assert_eq!(simple("A**1 + B**0"), "A+1");
        assert_eq!(simple("A*0 + B"), "B");
        assert_eq!(simple("(A+0)/1 - 0"), "A");
        assert_eq!(simple("-(-A)"), "A");
    }

    #[test]
    fn polynomials_stay_expanded_highest_degree_first() {
        for text in [
            "0.5*length(A)**2+1.5*length(A)+1",
            "4*length(A)*length(B)+2*length(A)+1",
            "length(A)**2+length(A)*C+2*length(A)+1",
            "2*length(A)*log(length(A))+5.5*length(A)+1",
            "1.447213597914*1.61803398875**A-0.447",
            "2**(A+1)-1",
        ] {
            assert_eq!(simple(text), text);
        }
        assert_eq!(simple("B+A*B+A+1"), "A*B+A+B+1");
        assert_eq!(simple("B**2+A*B+A**2"), "A**2+A*B+B**2");
        assert_eq!(
            simple("3*length(A)+2**(length(A)+1)-1"),
            "2**(length(A)+1)+3*length(A)-1"
        );
        assert_eq!(simple("1-A"), "1-A");
        assert_eq!(simple("1+B-A**2"), "B-A**2+1");
        assert_eq!(simple("B*2*A"), "2*A*B");
    }

    #[test]
    fn opaque_parts_are_simplified_inside_and_inf_is_kept() {
        assert_eq!(
            simple("sum($(i), 1, A+0, $(i)*1) + 0"),
            "sum($(i),1,A,$(i))"
        );
        assert_eq!(simple("fact(A*1)"), "fact(A)");
        assert_eq!(simple("min(inf, A+0)"), "min(inf,A+0)");
    }

    /// The exact value at `x`, where it is a rational (logarithms of powers of two).
    fn exact(e: &CostExpr, x: &[u32; 3]) -> Option<BigRational> {
        let ev = |a: &CostExpr| exact(a, x);
        Some(match e {
            CostExpr::Num(n) => n.clone(),
            CostExpr::Size { arg, .. } => BigRational::from_integer(BigInt::from(x[*arg])),
            CostExpr::Add(a, b) => ev(a)? + ev(b)?,
            CostExpr::Sub(a, b) => ev(a)? - ev(b)?,
            CostExpr::Mul(a, b) => ev(a)? * ev(b)?,
            CostExpr::Div(a, b) => {
                let d = ev(b)?;
                (!d.is_zero()).then_some(())?;
                ev(a)? / d
            }
            CostExpr::Neg(a) => -ev(a)?,
            CostExpr::Min(a, b) => ev(a)?.min(ev(b)?),
            CostExpr::Max(a, b) => ev(a)?.max(ev(b)?),
            CostExpr::Pow(a, b) => {
                let k = ev(b)?;
                k.is_integer().then_some(())?;
                rat_pow(&ev(a)?, k.to_integer().to_i64()?)?
            }
            CostExpr::Log(b, a) => {
                (ev(b)? == BigRational::from_integer(BigInt::from(2))).then_some(())?;
                let a = ev(a)?;
                if a <= BigRational::one() {
                    BigRational::zero()
                } else {
                    a.is_integer().then_some(())?;
                    let n = a.to_integer().to_u64()?;
                    n.is_power_of_two().then_some(())?;
                    BigRational::from_integer(BigInt::from(n.trailing_zeros()))
                }
            }
            _ => return None,
        })
    }

    /// Sums, differences, products, powers, `min` and `max` of rational constants,
    /// sizes, `2**X` and `log(X)`.
    fn arb() -> impl Strategy<Value = CostExpr> {
        let size = (
            0usize..3,
            prop_oneof![Just(Metric::Length), Just(Metric::Default)],
        )
            .prop_map(|(arg, metric)| CostExpr::Size { arg, metric });
        let two = || Box::new(CostExpr::Num(BigRational::from_integer(BigInt::from(2))));
        let leaf = prop_oneof![
            3 => (-6i64..=12, 1i64..=4)
                .prop_map(|(n, d)| CostExpr::Num(BigRational::new(n.into(), d.into()))),
            4 => size.clone(),
            1 => size.clone().prop_map(move |s| CostExpr::Pow(two(), Box::new(s))),
            1 => size.prop_map(move |s| CostExpr::Log(two(), Box::new(s))),
        ];
        leaf.prop_recursive(4, 32, 2, |inner| {
            let pair =
                || (inner.clone(), inner.clone()).prop_map(|(a, b)| (Box::new(a), Box::new(b)));
            prop_oneof![
                pair().prop_map(|(a, b)| CostExpr::Add(a, b)),
                pair().prop_map(|(a, b)| CostExpr::Sub(a, b)),
                pair().prop_map(|(a, b)| CostExpr::Mul(a, b)),
                pair().prop_map(|(a, b)| CostExpr::Min(a, b)),
                pair().prop_map(|(a, b)| CostExpr::Max(a, b)),
                inner.clone().prop_map(|a| CostExpr::Neg(Box::new(a))),
                // Shared parts, for the rules on `min` and `max` to find.
                (inner.clone(), inner.clone(), inner.clone(), 0..4).prop_map(|(a, b, c, k)| {
                    let join = |x, y| {
                        let (x, y) = (Box::new(x), Box::new(y));
                        if k % 2 == 0 {
                            CostExpr::Add(x, y)
                        } else {
                            CostExpr::Mul(x, y)
                        }
                    };
                    let (l, r) = (Box::new(join(a.clone(), b)), Box::new(join(a, c)));
                    if k < 2 {
                        CostExpr::Min(l, r)
                    } else {
                        CostExpr::Max(l, r)
                    }
                }),
                (inner, 0i64..3).prop_map(|(a, k)| CostExpr::Pow(
                    Box::new(a),
                    Box::new(CostExpr::Num(BigRational::from_integer(k.into())))
                )),
            ]
        })
    }

    /// Natural points where the logarithms are exact.
    fn point() -> impl Strategy<Value = [u32; 3]> {
        let v = || prop_oneof![Just(0u32), Just(1), Just(2), Just(4), Just(8), Just(16)];
        [v(), v(), v()]
    }

    proptest! {
        #[test]
        fn simplification_keeps_the_value(e in arb(), x in point()) {
            let s = simplify(&e);
            prop_assert!(s.node_count() <= e.node_count(), "{} grew to {}", show(&e), show(&s));
            prop_assert_eq!(&s, &simplify(&e), "not deterministic: {}", show(&e));
            prop_assert_eq!(exact(&s, &x), exact(&e, &x), "{} vs {}", show(&e), show(&s));
        }

        #[test]
        fn printed_text_reads_back(e in arb(), x in point()) {
            let text = show(&simplify(&e));
            prop_assert_eq!(exact(&read(&text), &x), exact(&e, &x), "{} vs {}", show(&e), text);
        }
    }
}
