//! Size guards of clauses: which clauses a call of a given size tries (their
//! head guards allow it), which fail past their head (a body guard does not
//! pass), and which later clauses an earlier clause's cut makes unreachable.
//! Shared by the recursion solvers, solution counting and signed integers.

use super::*;

/// Whether `g` allows size `n`.
pub(super) fn cmp_allows(g: Cmp, n: i64) -> bool {
    match g {
        Cmp::Eq(k) => k == n,
        Cmp::Ge(k) => n >= k,
    }
}

/// Whether `g` allows every size `n >= from`.
pub(super) fn cmp_allows_from(g: Cmp, from: i64) -> bool {
    match g {
        Cmp::Ge(k) => k <= from,
        Cmp::Eq(_) => false,
    }
}

/// Whether a clause's head guards on `v` allow size `n` (the clause is tried).
pub(super) fn allows(e: &ClauseEval, v: Var, n: i64) -> bool {
    head_guards(e).all(|(i, g)| i != v as usize || cmp_allows(g, n))
}

/// Whether a clause's head guards on `v` allow every `n >= from` (guards on other
/// sizes make it conditional, not inapplicable).
pub(super) fn allows_from(e: &ClauseEval, v: Var, from: i64) -> bool {
    head_guards(e).all(|(i, g)| i != v as usize || cmp_allows_from(g, from))
}

/// Whether a clause's body guards on `v` pass at size `n` (else it fails after its
/// head step).
pub(super) fn passes(e: &ClauseEval, v: Var, n: Option<i64>, from: i64) -> bool {
    e.body_guards.iter().all(|(i, g)| {
        *i != v as usize
            || match n {
                Some(n) => cmp_allows(*g, n),
                None => cmp_allows_from(*g, from),
            }
    })
}

/// A clause's head guards: its size guards that are not body guards.
pub(super) fn head_guards(e: &ClauseEval) -> impl Iterator<Item = (usize, Cmp)> + '_ {
    e.guards
        .iter()
        .filter(|g| !e.body_guards.contains(g))
        .copied()
}

/// Whether a clause has no size guard on sizes other than `v`.
pub(super) fn unconditional_besides(e: &ClauseEval, v: Var) -> bool {
    e.guards
        .iter()
        .all(|(i, g)| *i == v as usize || *g == Cmp::Ge(0))
}

/// Drops the clauses after a clause that surely passes its guard and cuts: they are
/// never tried. `holds` says whether a clause's guards on `v` hold (at the size
/// considered); a clause's guards on other sizes make it sure only where they hold,
/// so it drops just the later clauses whose head guards imply them (`nth_(1, [X|_],
/// X) :- !.` drops `nth_(N, [_|T], X)` at `N = 1`: where the later head unifies,
/// the earlier clause has cut).
pub(super) fn committed<'e>(
    clauses: Vec<&'e ClauseEval>,
    v: Var,
    holds: &dyn Fn(&ClauseEval) -> bool,
) -> Vec<&'e ClauseEval> {
    let mut out: Vec<&ClauseEval> = Vec::new();
    for e in clauses {
        let cuts =
            |c: &ClauseEval| c.cut_after_guard && c.tests.is_empty() && !c.opaque_guard && holds(c);
        if out.iter().any(|c| cuts(c) && guards_implied(c, e, v)) {
            continue;
        }
        out.push(e);
        if cuts(e) && unconditional_besides(e, v) {
            break;
        }
    }
    out
}

/// Whether `later`'s head guards imply every guard `earlier` has on sizes other
/// than `v`.
fn guards_implied(earlier: &ClauseEval, later: &ClauseEval, v: Var) -> bool {
    let implies = |h: Cmp, g: Cmp| match (h, g) {
        (Cmp::Eq(a), Cmp::Eq(b)) => a == b,
        (Cmp::Eq(a) | Cmp::Ge(a), Cmp::Ge(b)) => a >= b,
        (Cmp::Ge(_), Cmp::Eq(_)) => false,
    };
    earlier
        .guards
        .iter()
        .filter(|(i, g)| *i != v as usize && *g != Cmp::Ge(0))
        .all(|(i, g)| head_guards(later).any(|(j, h)| j == *i && implies(h, *g)))
}
