//! Recursions over a term sized by its number of subterms that hand parts of
//! their head compound to callees and recur on another part
//! (`rows([R|Rs]) :- walk(R), rows(Rs)` on a list of lists, a tree walked on
//! the left by a helper and on the right by the recursion). The parts of
//! `f(A1, ..., Ak)` sum to `x - 1` subterms, so callees linear in their parts
//! and the recursion on the rest cost linearly in `x` together. Bounding each
//! callee at the largest size a part may have (`x - k`), as the clause
//! evaluation does, counts the whole term again at every level: a quadratic
//! bound for a linear walk.
//!
//! The bound is `α·x + β`, proved by induction on `x`. In the recursive region
//! (`x >= k + 1`, the recursive clause's head compound) the whole search costs
//! at most `r + Σ_p (a_p·x_p + b_p) + T(x_q)`: `r` the constant cost of every
//! clause that may be tried there besides the callees, `a_p·x_p + b_p` what
//! the callees on part `p` cost, `x_q` the recursive call's part. With
//! `x_q <= x - 1 - Σ_p x_p - (k - 1 - m)` (`m` parts with callees, every
//! argument of size at least 1), `α >= a_p` and `x_p >= 1`, the sum is at most
//! `α·x + β + r + Σ_p (a_p + b_p) - α·k`: `α >= (r + Σ_p (a_p + b_p)) / k` makes
//! it `α·x + β`. Below the region, `β` covers the clauses' constant costs.

use super::guards::{allows, head_guards};
use super::*;

/// A head variable of a clause bound to an argument of a compound at a sized
/// term input (see `clause::match_term`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Part {
    /// The clause variable.
    pub var: VarId,
    /// The input argument whose compound it is an argument of.
    pub input: usize,
    /// The compound's arity.
    pub arity: i64,
}

/// What a callee on a part costs: its upper bound in its own size variable,
/// and what the clause evaluation charged for it (that bound at the part's
/// largest size).
#[derive(Clone, Debug, PartialEq)]
pub(super) struct PartCost {
    /// The part passed to the callee.
    pub part: VarId,
    /// The callee's upper bound.
    pub ub: Sym,
    /// The callee's size variable of that argument in `ub`.
    pub var: Var,
    /// What was added to the clause's upper bound.
    pub charged: Sym,
}

/// The callee's cost on a part worth keeping: a deterministic stretch of the
/// clause (charged once), a call whose only sized argument the callee's upper
/// bound depends on is a part of the clause's head compound.
pub(super) fn part_cost(
    ev: &ClauseEval,
    env: &Env,
    args: &[Term],
    callee_pattern: &Pattern,
    callee_ub: Option<&Sym>,
    charged: Option<&Sym>,
) -> Option<PartCost> {
    let (ub, charged) = (callee_ub?, charged?);
    let vars = ub.vars();
    let [var] = vars.as_slice() else {
        return None;
    };
    let j = *var as usize;
    if callee_pattern.get(j) != Some(&Mode::In(Ty::Term)) {
        return None;
    }
    let Some(Term::Var(p)) = args.get(j) else {
        return None;
    };
    let is_part = ev.parts.iter().any(|x| x.var == *p);
    let untouched = env.get(p).is_some_and(|b| b.ty == Some(Ty::Term));
    (is_part && untouched).then(|| PartCost {
        part: *p,
        ub: ub.clone(),
        var: *var,
        charged: charged.clone(),
    })
}

/// `(a, b)` when `s = a·v + b` with constants `a >= 0` and `b`.
fn linear(s: &Sym, v: Var) -> Option<(BigRational, BigRational)> {
    if s.vars().iter().any(|x| *x != v) {
        return None;
    }
    let c = s.coefficients_in(v)?;
    if c.len() > 2 {
        return None;
    }
    let at = |i: usize| c.get(i).map_or(Some(rat(0)), Sym::as_constant);
    let (a, b) = (at(1)?, at(0)?);
    (a >= rat(0)).then_some((a, b))
}

/// The recursive clause's shape: the arity `k` of its head compound at input
/// `i`, the constant rest of its cost, and per part with callees the summed
/// `(a_p, b_p)`.
struct Shape {
    arity: i64,
    rest: BigRational,
    parts: Vec<(VarId, BigRational, BigRational)>,
}

/// The shape of the one recursive clause, when it recurs once on a part of its
/// head compound at input `i` and everything else it costs is constant or a
/// linear callee on another part of that compound.
fn shape(e: &ClauseEval, i: usize) -> Option<Shape> {
    let [rc] = e.recs.as_slice() else {
        return None;
    };
    if rc.runs != Some(1) {
        return None;
    }
    let q = rc.in_vars.get(i).copied().flatten()?;
    let recurred = e.parts.iter().find(|p| p.var == q && p.input == i)?;
    let arity = recurred.arity;
    let mut rest = e.cost.ub.clone()?;
    let mut parts: Vec<(VarId, BigRational, BigRational)> = Vec::new();
    for c in &e.part_costs {
        let sibling = e
            .parts
            .iter()
            .any(|p| p.var == c.part && p.input == i && p.arity == arity);
        if c.part == q || !sibling {
            return None;
        }
        let (a, b) = linear(&c.ub, c.var)?;
        rest = rest.sub(&c.charged);
        match parts.iter_mut().find(|(p, _, _)| *p == c.part) {
            Some((_, pa, pb)) => {
                *pa += a;
                *pb += b;
            }
            None => parts.push((c.part, a, b)),
        }
    }
    Some(Shape {
        arity,
        rest: rest.as_constant()?,
        parts,
    })
}

/// `α` and `β` of the bound from the region's shape and the values below it
/// (`base[n]`: the whole search at size `n`).
fn coefficients(
    s: &Shape,
    others: &BigRational,
    base: &[BigRational],
) -> (BigRational, BigRational) {
    let per_part = s
        .parts
        .iter()
        .fold(s.rest.clone() + others, |acc, (_, a, b)| acc + a + b);
    let alpha = s
        .parts
        .iter()
        .map(|(_, a, _)| a.clone())
        .fold(per_part / rat(s.arity), |m, a| m.max(a))
        .max(rat(0));
    let beta = base
        .iter()
        .enumerate()
        .map(|(n, c)| c - &alpha * rat(n as i64))
        .max()
        .unwrap_or_else(|| rat(0));
    (alpha, beta)
}

/// The upper bound `α·x + β` on the whole search of a recursion over the term
/// input `v` (see the module's documentation), when the clauses have that
/// shape: one recursive clause, and every clause that may be tried at a size
/// of constant cost. Literals after the recursive call run once per solution
/// of it, bounded only where the predicate is deterministic (`det`).
pub(super) fn linear_ub(pattern: &Pattern, evals: &[ClauseEval], v: Var, det: bool) -> Option<Sym> {
    let i = v as usize;
    if pattern.get(i) != Some(&Mode::In(Ty::Term)) {
        return None;
    }
    if !det && evals.iter().any(|e| e.cost_after_rec) {
        return None;
    }
    let recursive: Vec<&ClauseEval> = evals.iter().filter(|e| !e.recs.is_empty()).collect();
    let [r] = recursive.as_slice() else {
        return None;
    };
    let s = shape(r, i)?;
    let from = s.arity + 1;
    let constant = |e: &ClauseEval| e.cost.ub.as_ref().and_then(Sym::as_constant);
    // The other clauses that may be tried in the region, and below it.
    let below =
        |e: &ClauseEval| head_guards(e).any(|(j, g)| j == i && matches!(g, Cmp::Eq(c) if c < from));
    let mut others = rat(0);
    for e in evals.iter().filter(|e| e.recs.is_empty() && !below(e)) {
        others += constant(e)?;
    }
    if (0..from).any(|n| allows(r, v, n)) {
        return None;
    }
    let base = (0..from)
        .map(|n| {
            evals
                .iter()
                .filter(|e| allows(e, v, n))
                .map(constant)
                .sum::<Option<BigRational>>()
        })
        .collect::<Option<Vec<_>>>()?;
    let (alpha, beta) = coefficients(&s, &others, &base);
    Some(Sym::var(v).scale(&alpha).add(&Sym::constant(beta)))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The whole search of `rows/1` by the recurrence over every split of a
    /// term of size `x` into a part of size `p` (a callee costing `a·p + b`)
    /// and the rest `x - 1 - p` (the recursion), with `r` its own cost and
    /// `base` the cost of a leaf (size 1): the worst split at each size.
    fn worst(x: i64, a: i64, b: i64, r: i64, base: i64) -> i64 {
        if x < 3 {
            return base;
        }
        (1..=x - 2)
            .map(|p| r + a * p + b + worst(x - 1 - p, a, b, r, base))
            .max()
            .unwrap_or(base)
    }

    #[test]
    fn the_linear_bound_covers_every_split() {
        for (a, b, r, leaf) in [
            (1, 1, 1, 1),
            (1, 0, 1, 1),
            (3, 2, 1, 1),
            (0, 5, 2, 1),
            (2, -1, 1, 3),
        ] {
            let s = Shape {
                arity: 2,
                rest: rat(r),
                parts: vec![(0, rat(a), rat(b))],
            };
            let base = [rat(0), rat(leaf), rat(0)];
            let (alpha, beta) = coefficients(&s, &rat(0), &base);
            let bound = |x: i64| &alpha * rat(x) + &beta;
            for x in 1..=14 {
                assert!(
                    bound(x) >= rat(worst(x, a, b, r, leaf)),
                    "a={a} b={b} r={r}: x={x}: {} < {}",
                    bound(x),
                    worst(x, a, b, r, leaf)
                );
            }
        }
    }

    #[test]
    fn a_walk_of_the_rows_is_bounded_by_the_size() {
        // `fl([R|Rs]) :- app(R), fl(Rs)` with `app` costing its size, one step
        // per clause, a leaf `[]` of size 1 costing 1: the bound is the size.
        let s = Shape {
            arity: 2,
            rest: rat(1),
            parts: vec![(0, rat(1), rat(0))],
        };
        let (alpha, beta) = coefficients(&s, &rat(0), &[rat(0), rat(1), rat(0)]);
        assert_eq!((alpha, beta), (rat(1), rat(0)));
    }

    #[test]
    fn only_linear_callees_with_nonnegative_slopes_count() {
        let v = 3;
        let x = Sym::var(v);
        assert_eq!(linear(&x.add(&Sym::int(2)), v), Some((rat(1), rat(2))));
        assert_eq!(linear(&x.pow(2).unwrap_or_default(), v), None);
        assert_eq!(linear(&Sym::int(0).sub(&x), v), None);
        assert_eq!(linear(&x.add(&Sym::var(4)), v), None);
        assert_eq!(linear(&Sym::int(7), v), Some((rat(0), rat(7))));
    }
}
