//! A recursive predicate that may fail: what a failing call costs, and what a
//! call costs up to its first solution or failure, with the clauses tried before
//! the one that gives it costing only their failure (`mem/2`: `length(L)` both,
//! where its whole search costs twice that).

use super::*;

/// An upper bound on a call that fails: each clause's failing paths, its
/// recursive call (the last literal that may fail in it) failing too.
pub(super) fn fail_ub(rel: &Relation, outs: &[Option<Range>]) -> Option<Sym> {
    let part = |e: &ClauseEval| match &e.fail_cost {
        Some(f) => subst_rec_outs(&upper(f.clone()), e, outs),
        None => Range::unknown(),
    };
    rel.solve(&part, &runs, true).ub
}

/// An upper bound up to the first solution or failure, over the paths "the
/// clauses before clause `i` fail (`fail`, the bound on a failing call, closed at
/// their recursive calls), clause `i` runs to its first solution or failure";
/// the failure of them all is a path of the last one. Clauses with more than
/// one recursive call, or one run more than once (after literals with several
/// solutions), are not bounded so (a failure backtracks into what ran before).
pub(super) fn first_ub(rel: &Relation, outs: &[Option<Range>], fail: &Sym) -> Option<Sym> {
    let evals = rel.evals;
    let once = |e: &ClauseEval| e.recs.len() <= 1 && e.recs.iter().all(|rc| rc.runs == Some(1));
    if !evals.iter().all(once) {
        return None;
    }
    let closed: Vec<Option<Sym>> = evals
        .iter()
        .map(|e| {
            e.recs.iter().try_fold(e.fail_cost.clone()?, |acc, rc| {
                Some(acc.add(&at_call(fail, rc)?))
            })
        })
        .collect();
    if !closed
        .iter()
        .flatten()
        .all(|f| nonneg_below(f, rel.v, threshold(evals, rel.v)))
    {
        return None;
    }
    let part = |e: &ClauseEval| {
        let ub = evals.iter().position(|x| std::ptr::eq(x, e)).and_then(|i| {
            let before = closed[..i]
                .iter()
                .try_fold(Sym::default(), |a, f| Some(a.add(f.as_ref()?)))?;
            Some(before.add(e.first_cost.as_ref()?))
        });
        match ub {
            Some(u) => subst_rec_outs(&upper(u), e, outs),
            None => Range::unknown(),
        }
    };
    let paths = Relation {
        exclusive: true,
        paths: true,
        ..*rel
    };
    paths.solve(&part, &|_, _| Some(1), false).ub
}

/// Whether `f` is at least 0 at every size `v < n0`, the other sizes any
/// naturals. A failing clause's cost, closed at its recursive call (`fail` at
/// `n - 2`), is added to the later clauses' paths at every size, also below
/// the size its head needs, where its call's size would be negative and the
/// closed form may be too: `main([R, R|L]) :- main(L)` before `main([]) :- !`
/// gave `0.875` at length 0, where the call costs 1.
fn nonneg_below(f: &Sym, v: Var, n0: i64) -> bool {
    (0..n0).all(|n| match f.subst(v, &Sym::int(n)) {
        Some(at) => match at.as_constant() {
            Some(c) => c >= rat(0),
            None => at.nonneg_coefficients(),
        },
        None => false,
    })
}

/// An upper bound alone.
fn upper(u: Sym) -> Range {
    Range {
        ub: Some(u),
        lb: Sym::default(),
    }
}

/// `f` (in the input sizes) at a recursive call's sizes.
fn at_call(f: &Sym, rc: &RecCall) -> Option<Sym> {
    subst_all(&Range::exact(f.clone()), &call_sizes(rc)).ub
}
