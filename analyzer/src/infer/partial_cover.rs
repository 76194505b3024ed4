//! Lower bounds of non-recursive predicates whose clauses do not cover every
//! call by their size guards alone (where they do, the cheapest clause bounds
//! the calls: `combine::non_recursive`). A clause's lower bound holds where its size
//! guards pass (it counts up to its first literal that may fail, a guard apart).
//! Two ways on:
//!
//! - A clause whose head surely unifies is entered whatever its body guards then
//!   say; where one fails (`nth(N, L, X) :- N >= 1, ...` at `N = 0`), it costs
//!   at least what ran before that guard.
//! - Where every clause's guards are `>=` guards and the clauses cover the calls
//!   at the sizes where all of them pass (`maxlist([X|Xs], M)`: sizes from 1),
//!   the cheapest clause bounds the calls there, and that bound holds at every
//!   size when it is at most 0 wherever a size is below its threshold, since a
//!   call costs at least 0.

use super::combine::{cheapest, covered};
use super::guards::head_guards;
use super::{ClauseEval, Cmp, Sym, Var};
use crate::range::{dominates, termwise_min, Range};
use std::collections::BTreeMap;

/// The lower bound of a non-recursive predicate whose clauses' size guards do
/// not cover every call, from its clauses' bounds (`parts`, each clause's own);
/// 0 where some call may enter no clause.
pub(super) fn partial_cover_lb(parts: &[(&ClauseEval, Range)]) -> Sym {
    let clauses: Vec<&ClauseEval> = parts.iter().map(|(e, _)| *e).collect();
    if covered(&clauses, &|e| head_guards(e).all(|(_, g)| g == Cmp::Ge(0))) {
        let entered: Vec<Sym> = parts.iter().map(|(e, r)| entered_lb(e, &r.lb)).collect();
        return cheapest(entered.iter()).unwrap_or_default();
    }
    let Some(from) = thresholds(&clauses) else {
        return Sym::default();
    };
    // Where every size is at its threshold or above, each `>=` guard holds.
    if !covered(&clauses, &|e| {
        e.guards.iter().all(|(_, g)| matches!(g, Cmp::Ge(_)))
    }) {
        return Sym::default();
    }
    let lb = cheapest(parts.iter().map(|(_, r)| &r.lb)).unwrap_or_default();
    if at_most_zero_below(&lb, &from) {
        lb
    } else {
        Sym::default()
    }
}

/// What a clause whose head unified surely costs (`lb` where its guards pass):
/// where a body guard may fail, no more than what ran before its first guard
/// test.
fn entered_lb(e: &ClauseEval, lb: &Sym) -> Sym {
    if e.body_guards.is_empty() {
        return lb.clone();
    }
    e.guard_fail_lb
        .as_ref()
        .map_or_else(Sym::default, |g| termwise_min(lb, g))
}

/// Per size variable, the largest `>=` guard any clause puts on it (`None`
/// when there is none above 0: the covering test failed for another reason).
fn thresholds(clauses: &[&ClauseEval]) -> Option<BTreeMap<Var, i64>> {
    let mut from: BTreeMap<Var, i64> = BTreeMap::new();
    for (i, g) in clauses.iter().flat_map(|e| &e.guards) {
        if let Cmp::Ge(k) = *g {
            if k > 0 {
                let at = from.entry(*i as Var).or_insert(0);
                *at = (*at).max(k);
            }
        }
    }
    (!from.is_empty()).then_some(from)
}

/// Whether `lb` is at most 0 wherever some size is below its threshold (the
/// other sizes anything): every coefficient of `lb` with that size fixed is at
/// most 0.
fn at_most_zero_below(lb: &Sym, from: &BTreeMap<Var, i64>) -> bool {
    from.iter().all(|(v, k)| {
        (0..*k).all(|j| {
            lb.subst(*v, &Sym::int(j))
                .is_some_and(|at| dominates(&Sym::default(), &at))
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_bound_that_vanishes_below_the_threshold_holds_everywhere() {
        let n = Sym::var(0);
        let from = BTreeMap::from([(0, 1)]);
        // 2n is 0 at n = 0.
        assert!(at_most_zero_below(&n.add(&n), &from));
        // n + 1 is 1 at n = 0, where the call may cost nothing.
        assert!(!at_most_zero_below(&n.add(&Sym::int(1)), &from));
        // 2n - 2 with n >= 2: -2 and 0 below.
        let from2 = BTreeMap::from([(0, 2)]);
        assert!(at_most_zero_below(&n.add(&n).sub(&Sym::int(2)), &from2));
        assert!(!at_most_zero_below(&n, &from2));
        // Another size stays free: n·m is 0 at n = 0 for every m.
        let m = Sym::var(1);
        let nm = n.mul(&m).unwrap_or_default();
        assert!(at_most_zero_below(&nm, &from));
        assert!(!at_most_zero_below(&nm.add(&m), &from));
    }
}
