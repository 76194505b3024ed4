//! Call patterns of assertions: the modes and sizes the calls properties of an
//! assertion give each argument, which asserted sizes the analysis measures, and
//! a pattern written back as calls properties (`(list(A), var(B))`).

use super::elements::list_type;
use super::{Elem, Mode, Pattern, Ty};
use costlog_assertions::props::TypeProp;
use costlog_assertions::{Assertion, CompProp, CostExpr, Metric};

/// The call pattern of an assertion: per argument its mode, and whether its size
/// ranges over the naturals (lists, with their elements' type where given;
/// `nnegint`/`nat` integers; trees of user regular types, and `gnd` terms
/// whose cost expressions measure them by size or depth). `Err` says why there is
/// none (an argument whose mode the calls properties do not fix).
pub fn pattern_of(a: &Assertion) -> Result<(Pattern, Vec<bool>), String> {
    pattern_measured(a, None)
}

/// The call pattern a cost property of `a` with expression `expr` is compared
/// under: an argument `expr` measures is measured its way (rows of ground
/// elements by their size where `expr` asks for `size`, though another
/// property asks for their length), the others as in [`pattern_of`]. Each
/// property is then decided as if it were the assertion's only one.
pub fn pattern_for(a: &Assertion, expr: &CostExpr) -> Result<(Pattern, Vec<bool>), String> {
    pattern_measured(a, Some(expr))
}

/// [`pattern_of`], with the measures of the arguments `expr` mentions taken
/// from it alone.
fn pattern_measured(
    a: &Assertion,
    expr: Option<&CostExpr>,
) -> Result<(Pattern, Vec<bool>), String> {
    let measured_only_by = |i: usize, metric: Metric| measured_only_by(a, expr, i, metric);
    let types = a.call_types();
    let mut pattern = Vec::new();
    let mut natural = Vec::new();
    for (i, ts) in types.iter().enumerate() {
        let (mode, nat) = ts
            .iter()
            .find_map(|t| match t {
                TypeProp::Var => Some((Mode::Out, false)),
                // Rows of ground elements measured by their size (the rows'
                // lengths summed, with the outer length): a ground term.
                TypeProp::List(Some(elem))
                    if ground_rows(elem) && measured_only_by(i, Metric::Size) =>
                {
                    Some((Mode::In(Ty::Term), true))
                }
                TypeProp::List(elem) => Some((Mode::In(list_type(elem.as_deref())), true)),
                TypeProp::Nnegint => Some((Mode::In(Ty::Int), true)),
                TypeProp::User(n, _) if n == "nat" => Some((Mode::In(Ty::Int), true)),
                // A ground term measured by its size or depth where the cost
                // expressions measure it so (an untyped tree).
                TypeProp::Ground if measured_only_by(i, Metric::Depth) => {
                    Some((Mode::In(Ty::Depth), true))
                }
                TypeProp::Ground if measured_only_by(i, Metric::Size) => {
                    Some((Mode::In(Ty::Term), true))
                }
                // An integer that may be negative is measured by `max(0, N)`,
                // not a natural size for assertions over `N`.
                TypeProp::Int => Some((Mode::In(Ty::Signed), false)),
                TypeProp::Ground
                | TypeProp::Num
                | TypeProp::Flt
                | TypeProp::Atm
                | TypeProp::Atomic
                | TypeProp::Equals(_) => Some((Mode::In(Ty::Ground), false)),
                // User regular types (trees): sized by their number of subterms,
                // or by their depth where the assertion measures them so.
                TypeProp::User(_, _) if measured_only_by(i, Metric::Depth) => {
                    Some((Mode::In(Ty::Depth), true))
                }
                TypeProp::User(_, _) => Some((Mode::In(Ty::Term), true)),
                _ => None,
            })
            .ok_or_else(|| {
                format!(
                    "the calls properties do not fix the mode of argument {}",
                    i + 1
                )
            })?;
        pattern.push(mode);
        natural.push(nat);
    }
    Ok((pattern, natural))
}

/// Whether an asserted size `m` of argument `arg` is the size the analysis
/// measures under `pattern` (a list's length, a term's size or depth, an
/// integer's value).
pub fn measured_as(pattern: &Pattern, arg: usize, m: Metric) -> bool {
    match pattern.get(arg) {
        Some(Mode::In(t)) if t.is_list() => matches!(m, Metric::Length | Metric::Default),
        Some(Mode::In(Ty::Term)) => matches!(m, Metric::Size | Metric::Default),
        Some(Mode::In(Ty::Depth)) => m == Metric::Depth,
        Some(Mode::In(Ty::Int)) => matches!(m, Metric::Int | Metric::Default),
        _ => false,
    }
}

/// Whether elements of type `elem` are lists of ground terms (`list(int)`).
fn ground_rows(elem: &TypeProp) -> bool {
    match elem {
        TypeProp::List(Some(inner)) => matches!(
            **inner,
            TypeProp::Ground
                | TypeProp::Int
                | TypeProp::Nnegint
                | TypeProp::Num
                | TypeProp::Flt
                | TypeProp::Atm
                | TypeProp::Atomic
        ),
        _ => false,
    }
}

/// Whether the cost expressions of `a` measure argument `i`, and only by
/// `metric`: those of `only` where it measures `i`, else all of them.
fn measured_only_by(a: &Assertion, only: Option<&CostExpr>, i: usize, metric: Metric) -> bool {
    let of_arg = |sizes: Vec<(usize, Metric)>| -> Vec<Metric> {
        sizes
            .into_iter()
            .filter(|(arg, _)| *arg == i)
            .map(|(_, m)| m)
            .collect()
    };
    let mut metrics = only.map_or_else(Vec::new, |e| of_arg(e.size_args()));
    if metrics.is_empty() {
        metrics = of_arg(
            a.comp
                .iter()
                .filter_map(|(p, _)| match p {
                    CompProp::Cost { expr, .. } => Some(expr.size_args()),
                    _ => None,
                })
                .flatten()
                .collect(),
        );
    }
    !metrics.is_empty() && metrics.iter().all(|m| *m == metric)
}

/// Argument names `A`, `B`, ... (`A1`, `A2`, ... beyond 26).
pub fn arg_name(i: usize) -> String {
    if i < 26 {
        ((b'A' + i as u8) as char).to_string()
    } else {
        format!("A{}", i + 1)
    }
}

/// The calls properties of a pattern: `(list(A), int(B), var(C))`; a list's
/// element type as in `list(A, pair)`.
pub fn calls_text(pattern: &Pattern) -> String {
    let props: Vec<String> = pattern
        .iter()
        .enumerate()
        .map(|(i, m)| {
            let t = match m {
                Mode::In(Ty::List) => "list",
                Mode::In(Ty::ListOf(Elem::List)) => {
                    return format!("list({}, list)", arg_name(i));
                }
                Mode::In(Ty::ListOf(Elem::User(name))) => {
                    return format!("list({}, {})", arg_name(i), &*name.name());
                }
                Mode::In(Ty::Int | Ty::Signed) => "int",
                Mode::In(Ty::Ground | Ty::Term | Ty::Depth) => "gnd",
                Mode::Out => "var",
            };
            format!("{t}({})", arg_name(i))
        })
        .collect();
    match props.len() {
        0 => String::new(),
        1 => props[0].clone(),
        _ => format!("({})", props.join(", ")),
    }
}
