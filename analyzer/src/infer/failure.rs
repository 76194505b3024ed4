//! Failing and succeeding paths kept apart: what a clause costs where it fails
//! (a guard that fails costs only its failing search, then the next clause
//! runs), the paths of exclusive clauses (the clauses before the one that
//! proceeds fail, the ones after it are not tried when it commits), if-then-else
//! (the condition's first solution then the then-branch, or its failure then the
//! else-branch), and the bounds of a non-recursive predicate on a failing call and
//! up to its first solution.
//!
//! A head that does not unify costs nothing for the resources tracked here
//! ([`tracked`]); for the others every failure is bounded by the whole search, as
//! before.

use super::*;

/// Whether failing paths are bounded apart for `resource`: those a head that
/// does not unify adds nothing to (steps, builtin calls, arithmetic operations).
pub(super) fn tracked(resource: Counter) -> bool {
    matches!(
        resource,
        Counter::Steps | Counter::Builtins | Counter::Arith
    )
}

/// An upper bound of both: the one that dominates, else the term-wise maximum.
pub(super) fn upper_max(a: &Sym, b: &Sym) -> Sym {
    if dominates(a, b) {
        a.clone()
    } else if dominates(b, a) {
        b.clone()
    } else {
        termwise_max(a, b)
    }
}

/// Of two upper bounds that both hold, `part` where it is no looser than
/// `whole`, else `whole`; `part` where `whole` is unbounded. Either choice is
/// sound: this only picks the tighter.
pub(super) fn tighter(whole: Option<&Sym>, part: Option<Sym>) -> Option<Sym> {
    match (whole, part) {
        (Some(w), Some(p)) if no_looser(&p, w) => Some(p),
        (Some(w), _) => Some(w.clone()),
        (None, p) => p,
    }
}

/// Whether the bound `a` is no looser than `b`: term by term, or, where neither
/// dominates the other (`x - 1` against `2*x - 2`), at every point of a grid of
/// sizes from 1 up.
pub(super) fn no_looser(a: &Sym, b: &Sym) -> bool {
    if dominates(b, a) {
        return true;
    }
    if dominates(a, b) {
        return false;
    }
    [1.0, 2.0, 3.0, 5.0, 8.0, 16.0, 64.0, 1024.0]
        .iter()
        .all(|t| {
            [0.0, 1.0].iter().all(|skew| {
                let at = |v: Var| t * (1.0 + skew * f64::from(v % 2));
                a.eval(&at) <= b.eval(&at) + 1e-9
            })
        })
}

/// A clause's failing paths, recursive calls apart, no looser than its whole
/// search.
fn failing(e: &ClauseEval) -> Option<Sym> {
    tighter(e.cost.ub.as_ref(), e.fail_cost.clone())
}

/// What a clause costs where it does not proceed, among exclusive clauses: up to
/// its late cut, where what comes before it fails; its head (and guard builtins)
/// where it fails in its guard after its head unified; nothing where only its
/// head can fail.
fn not_proceeding(e: &ClauseEval) -> Option<Sym> {
    if e.cut_late {
        return tighter(e.prefix_cost.as_ref(), e.prefix_fail.clone());
    }
    let fails_after_head = !e.shares_head && (!e.tests.is_empty() || !e.body_guards.is_empty());
    Some(Sym::int(if fails_after_head { e.fail_weight } else { 0 }))
}

/// The upper bound over the paths of exclusive clauses (at most one passes its
/// guards, or its cut): clause `i` proceeds, costing `parts[i]`, after the
/// clauses before it did not; the clauses after it are tried too (and do not
/// proceed) unless it commits by a cut; or no clause proceeds.
pub(super) fn exclusive_paths(parts: &[(&ClauseEval, Range)]) -> Option<Sym> {
    let others: Vec<Sym> = parts
        .iter()
        .map(|(e, _)| not_proceeding(e))
        .collect::<Option<_>>()?;
    let mut best = others.iter().fold(Sym::default(), |a, f| a.add(f));
    for (i, (e, r)) in parts.iter().enumerate() {
        let commits = e.cut_after_guard || e.cut_late;
        let path = others
            .iter()
            .enumerate()
            .filter(|(j, _)| *j < i || (*j > i && !commits))
            .fold(r.ub.clone()?, |a, (_, f)| a.add(f));
        best = upper_max(&best, &path);
    }
    Some(best)
}

/// The bounds of an if-then-else apart from the sum of its parts: the
/// condition's path to its first solution and the then-branch, or its failing
/// paths and the else-branch (`ub`); where it fails, the then-branch's or the
/// else-branch's failure after those (`fail`). `None` where the condition's
/// failing paths are not bounded apart.
pub(super) fn if_then_else(cond: &ClauseEval, then: &ClauseEval, els: &ClauseEval) -> Paths {
    let Some(cond_fails) = cond.fail_cost.as_ref().and_then(|_| failing(cond)) else {
        return Paths::default();
    };
    let Some(cond_first) = tighter(cond.cost.ub.as_ref(), cond.first_cost.clone()) else {
        return Paths::default();
    };
    let ub = then
        .cost
        .ub
        .as_ref()
        .zip(els.cost.ub.as_ref())
        .map(|(t, e)| upper_max(&cond_first.add(t), &cond_fails.add(e)));
    let fail = failing(then)
        .zip(failing(els))
        .map(|(t, e)| upper_max(&cond_first.add(&t), &cond_fails.add(&e)));
    Paths { ub, fail }
}

/// Bounds over the paths of a construct: all of them, and the failing ones.
#[derive(Default)]
pub(super) struct Paths {
    /// Over every path.
    pub ub: Option<Sym>,
    /// Over the paths that fail.
    pub fail: Option<Sym>,
}

/// A non-recursive predicate's bound on a call that fails (every clause tried
/// fails: exclusive clauses along their paths, others added) and up to its first
/// solution or failure (the clauses before the one that gives it fail).
pub(super) fn non_recursive(evals: &[ClauseEval], exclusive: bool) -> Paths {
    let fails: Option<Vec<Sym>> = evals.iter().map(|e| e.fail_cost.clone()).collect();
    let Some(fails) = fails else {
        return Paths::default();
    };
    let fail = if exclusive {
        let parts: Vec<(&ClauseEval, Range)> = evals
            .iter()
            .zip(&fails)
            .map(|(e, f)| {
                (
                    e,
                    Range {
                        ub: Some(f.clone()),
                        lb: Sym::default(),
                    },
                )
            })
            .collect();
        exclusive_paths(&parts)
    } else {
        Some(fails.iter().fold(Sym::default(), |a, f| a.add(f)))
    };
    let mut before = Sym::default();
    let mut first: Option<Sym> = Some(Sym::default());
    for (e, f) in evals.iter().zip(&fails) {
        let own = e.first_cost.as_ref().or(e.cost.ub.as_ref());
        first = first
            .zip(own)
            .map(|(best, own)| upper_max(&best, &before.add(own)));
        before = before.add(f);
    }
    Paths {
        ub: first.map(|f| upper_max(&f, &before)),
        fail,
    }
}
