//! Size metrics of terms, as cost expressions use them.
//!
//! `length` of a list is its number of elements (a partial list counts the
//! elements before its open tail; anything else is 0). `size` is the number of
//! subterms (a constant or a variable is 1, `f(a, b)` is 3). `depth` is 0 for
//! constants and variables, 1 + the deepest argument for compounds. `int` is the
//! value of an integer (a float is truncated, anything else is 0). The default
//! metric of an argument follows its calls type: list → length, integer or number →
//! its value, otherwise size.

use costlog_assertions::props::TypeProp;
use costlog_assertions::Metric;
use costlog_engine::{Atom, Term};
use num_traits::ToPrimitive;

/// The size of `t` under `metric`; `default` is the metric a bare variable means.
pub fn measure(t: &Term, metric: Metric, default: Metric) -> f64 {
    match metric {
        Metric::Length => length(t) as f64,
        Metric::Size => size(t) as f64,
        Metric::Depth => depth(t) as f64,
        Metric::Int => int_value(t),
        Metric::Default => match default {
            Metric::Default => size(t) as f64,
            m => measure(t, m, Metric::Size),
        },
    }
}

/// The default metric for an argument described by `types`.
pub fn default_metric(types: &[TypeProp]) -> Metric {
    for t in types {
        match t {
            TypeProp::List(_) => return Metric::Length,
            TypeProp::Int | TypeProp::Nnegint | TypeProp::Num | TypeProp::Flt => {
                return Metric::Int
            }
            TypeProp::Equals(v) if v.list_items().is_some() => return Metric::Length,
            TypeProp::Equals(Term::Int(_) | Term::BigInt(_) | Term::Float(_)) => {
                return Metric::Int
            }
            _ => {}
        }
    }
    Metric::Size
}

fn length(t: &Term) -> usize {
    let mut n = 0;
    let mut cur = t;
    while let Term::Compound(f, args) = cur {
        if *f != Atom::DOT || args.len() != 2 {
            break;
        }
        n += 1;
        cur = &args[1];
    }
    n
}

fn size(t: &Term) -> usize {
    let mut n = 0;
    let mut stack = vec![t];
    while let Some(t) = stack.pop() {
        n += 1;
        if let Term::Compound(_, args) = t {
            stack.extend(args.iter());
        }
    }
    n
}

fn depth(t: &Term) -> usize {
    let mut best = 0;
    let mut stack = vec![(t, 0usize)];
    while let Some((t, d)) = stack.pop() {
        best = best.max(d);
        if let Term::Compound(_, args) = t {
            stack.extend(args.iter().map(|a| (a, d + 1)));
        }
    }
    best
}

fn int_value(t: &Term) -> f64 {
    match t {
        Term::Int(i) => *i as f64,
        Term::BigInt(b) => b.to_f64().unwrap_or(f64::INFINITY),
        Term::Float(f) => f.trunc(),
        _ => 0.0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn metrics_of_small_terms() {
        let l = Term::list([Term::Int(1), Term::Int(2), Term::Int(3)]);
        assert_eq!(measure(&l, Metric::Length, Metric::Size), 3.0);
        assert_eq!(measure(&l, Metric::Size, Metric::Size), 7.0);
        assert_eq!(measure(&l, Metric::Depth, Metric::Size), 3.0);
        assert_eq!(measure(&Term::Int(7), Metric::Int, Metric::Size), 7.0);
        assert_eq!(measure(&Term::Var(0), Metric::Length, Metric::Size), 0.0);
        let partial = Term::list_with_tail([Term::Int(1)], Term::Var(0));
        assert_eq!(measure(&partial, Metric::Default, Metric::Length), 1.0);
    }
}
