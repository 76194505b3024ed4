//! Combining a predicate's clauses: exclusivity, coverage, upper bounds over the
//! clauses that may run, lower bounds over the cheapest that surely can; the
//! non-recursive case.

use super::*;

/// Whether two clauses can both pass their guards for the same call.
pub(super) fn exclusive(a: &ClauseEval, b: &ClauseEval, a_first: bool) -> bool {
    if a_first && (a.cut_after_guard || a.cut_late) {
        return true;
    }
    for (i, ga) in &a.guards {
        for (j, gb) in &b.guards {
            if i != j {
                continue;
            }
            let disjoint = match (ga, gb) {
                (Cmp::Eq(x), Cmp::Eq(y)) => x != y,
                (Cmp::Eq(x), Cmp::Ge(y)) | (Cmp::Ge(y), Cmp::Eq(x)) => x < y,
                _ => false,
            };
            if disjoint {
                return true;
            }
        }
    }
    a.tests
        .iter()
        .any(|t| b.tests.iter().any(|u| complementary(t, u)))
}

pub(super) fn complementary(t: &Test, u: &Test) -> bool {
    // Two heads with different functors at the same tree-typed argument.
    if t.op == FUNCTOR_TEST && u.op == FUNCTOR_TEST {
        return t.args.first() == u.args.first() && t.args != u.args;
    }
    let pairs = [
        ("<", ">="),
        (">", "=<"),
        ("=:=", "=\\="),
        ("==", "\\=="),
        ("@<", "@>="),
        ("@>", "@=<"),
    ];
    let same = t.args == u.args;
    let swapped =
        t.args.len() == 2 && u.args.len() == 2 && t.args[0] == u.args[1] && t.args[1] == u.args[0];
    pairs.iter().any(|(x, y)| {
        (same && ((t.op == *x && u.op == *y) || (t.op == *y && u.op == *x)))
            || (swapped
                && ((t.op == "<" && u.op == "=<")
                    || (t.op == ">" && u.op == ">=")
                    || (t.op == "=<" && u.op == "<")
                    || (t.op == ">=" && u.op == ">")))
    })
}

/// Whether no two clauses can both pass their guards for the same call. The
/// two halves of a split if-then-else exclude each other: the condition either
/// succeeds (its first solution, then the then-branch) or fails (the else-branch).
pub(super) fn pairwise_exclusive(evals: &[ClauseEval]) -> bool {
    (0..evals.len()).all(|i| {
        ((i + 1)..evals.len()).all(|j| {
            exclusive(&evals[i], &evals[j], true)
                || split_sibling(evals, &evals[i]).is_some_and(|s| std::ptr::eq(s, &evals[j]))
        })
    })
}

/// The other member of `e`'s split pair (see `Clause::shares_head`), if it is
/// one: the two are consecutive among the evaluated clauses (a clause whose head
/// does not match the call pattern is dropped with its sibling, as they share
/// that head), pairs from the first clause on.
pub(super) fn split_sibling<'e>(evals: &'e [ClauseEval], e: &ClauseEval) -> Option<&'e ClauseEval> {
    let mut i = 0;
    while i < evals.len() {
        if !evals[i].shares_head {
            i += 1;
            continue;
        }
        let pair = evals.get(i..i + 2)?;
        if !pair[1].shares_head {
            // Not a pair as splitting makes them: no sibling is known.
            return None;
        }
        if std::ptr::eq(&pair[0], e) {
            return Some(&pair[1]);
        }
        if std::ptr::eq(&pair[1], e) {
            return Some(&pair[0]);
        }
        i += 2;
    }
    None
}

/// Whether the clauses surely cover every call where `guard_ok` holds: a clause with
/// no opaque guard and no tests whose size guards hold everywhere, or a pair of
/// clauses with complementary tests and no other conditions.
pub(super) fn covered(
    evals: &[&ClauseEval],
    holds_everywhere: &dyn Fn(&ClauseEval) -> bool,
) -> bool {
    let unconditional = |e: &ClauseEval| !e.opaque_guard && holds_everywhere(e);
    if evals.iter().any(|e| unconditional(e) && e.tests.is_empty()) {
        return true;
    }
    evals.iter().enumerate().any(|(i, a)| {
        unconditional(a)
            && a.tests.len() == 1
            && evals.iter().skip(i + 1).any(|b| {
                unconditional(b)
                    && (b.tests.is_empty()
                        || (b.tests.len() == 1 && complementary(&a.tests[0], &b.tests[0])))
            })
    })
}

/// Whether a call to `clauses` surely succeeds: those that surely succeed once
/// past their guards (`succeeds`) cover every call where `holds_everywhere` (see
/// [`covered`]), and no other cuts unless it surely succeeds once committed
/// (`committed_succeeds`: it may fail only before its cut, which then leaves
/// the call to the later clauses, as `mem(X, Ys), !, ...` followed by an else
/// clause does); one that could cut and then fail keeps the later clauses from
/// being tried.
pub(super) fn sure_cover(
    clauses: &[&ClauseEval],
    succeeds: &dyn Fn(&ClauseEval) -> bool,
    holds_everywhere: &dyn Fn(&ClauseEval) -> bool,
    committed_succeeds: &dyn Fn(&ClauseEval) -> bool,
) -> bool {
    let (sure, other): (Vec<&ClauseEval>, Vec<&ClauseEval>) =
        clauses.iter().copied().partition(|e| succeeds(e));
    other
        .iter()
        .all(|e| !e.cuts || (!e.fails_after_cut && committed_succeeds(e)))
        && covered(&sure, holds_everywhere)
}

/// Combines the clauses that may apply: the upper bound adds them (or, when they
/// exclude each other, adds their head steps and takes the term-wise maximum of the
/// rest); the lower bound takes the cheapest when they cover every call, else 0.
pub(super) fn combine(
    parts: &[(&ClauseEval, Range)],
    exclusive: bool,
    covering: bool,
    steps: bool,
) -> Range {
    let ub = if exclusive && !parts.is_empty() {
        // Clauses tried before the one that passes its guard cost their head step.
        // Only clauses that can fail after their head unified (a test or a body
        // guard) cost a head step when another clause is the one that proceeds; a
        // clause that can only fail in its head costs nothing.
        let fails_after_head =
            |e: &ClauseEval| !e.shares_head && (!e.tests.is_empty() || !e.body_guards.is_empty());
        let weights: Vec<i64> = parts
            .iter()
            .filter(|(e, _)| fails_after_head(e) && !e.cut_late)
            .map(|(e, _)| e.fail_weight)
            .collect();
        let all_fail_after_head = weights.len() == parts.len();
        let others = weights.iter().sum::<i64>()
            - if all_fail_after_head {
                weights.iter().copied().min().unwrap_or(0)
            } else {
                0
            };
        // Clauses failing before a late cut cost up to their prefix.
        let prefixes = parts
            .iter()
            .filter(|(e, _)| e.cut_late)
            .try_fold(Sym::default(), |acc, (e, _)| {
                e.prefix_cost.as_ref().map(|p| acc.add(p))
            });
        let heads = if steps {
            prefixes.map(|p| p.add(&Sym::int(others)))
        } else {
            Some(Sym::default())
        };
        let mut best: Option<Sym> = Some(Sym::default());
        for (_, r) in parts {
            best = best.zip(r.ub.clone()).map(|(b, u)| {
                if dominates(&u, &b) {
                    u
                } else if dominates(&b, &u) {
                    b
                } else {
                    termwise_max(&b, &u)
                }
            });
        }
        let summed = best.zip(heads).map(|(b, h)| b.add(&h));
        if steps {
            super::failure::tighter(summed.as_ref(), super::failure::exclusive_paths(parts))
        } else {
            summed
        }
    } else {
        parts.iter().try_fold(Sym::default(), |acc, (_, r)| {
            r.ub.as_ref().map(|u| acc.add(u))
        })
    };
    let lb = if covering {
        cheapest(parts.iter().map(|(_, r)| &r.lb)).unwrap_or_default()
    } else {
        Sym::default()
    };
    Range { ub, lb }
}

/// The least of lower bounds (term-wise where neither dominates); `None` for
/// none.
pub(super) fn cheapest<'a>(lbs: impl Iterator<Item = &'a Sym>) -> Option<Sym> {
    lbs.cloned().reduce(|a, b| {
        if dominates(&a, &b) {
            b
        } else if dominates(&b, &a) {
            a
        } else {
            termwise_min(&a, &b)
        }
    })
}

/// Lower bounds along the paths through guarded clauses (steps). A clause
/// whose head surely unifies where a later one's does (`holds`: its guards
/// hold; no test) runs first, so the later clause runs, up to the first
/// solution, only after it failed, having spent at least `failing_lb`: that
/// is added to every later clause's bound. A clause with a late cut
/// (`p([X|Xs], Ys) :- mem(X, Ys), !, ..., p(Xs, Ys).` then an else clause) ends
/// either on its committed path (`committed[i]`, with its recursive calls) or
/// by failing before the cut and leaving the call to the later clauses: where
/// those cover every call, the second way is their bounds, so its own is its
/// committed path's. `parts[i]`'s bound must be the clause's own (`e.cost.lb`)
/// plus its recursive calls.
pub(super) fn guard_paths_lb(
    parts: &mut [(&ClauseEval, Range)],
    committed: &[Option<Sym>],
    holds: &dyn Fn(&ClauseEval) -> bool,
) {
    let mut spent = Sym::default();
    let mut committed: Vec<Option<Sym>> = committed.to_vec();
    for (i, (e, r)) in parts.iter_mut().enumerate() {
        r.lb = r.lb.add(&spent);
        if let Some(Some(path)) = committed.get_mut(i) {
            *path = path.add(&spent);
        }
        if holds(e) {
            spent = spent.add(&failing_lb(e));
        }
    }
    for (i, path) in committed.into_iter().enumerate() {
        let Some(path) = path else { continue };
        let later: Vec<&ClauseEval> = parts[i + 1..].iter().map(|(e, _)| *e).collect();
        if covered(&later, holds) {
            parts[i].1.lb = path;
        }
    }
}

/// What a clause surely costs where its head unified and it then fails: its
/// lower bound, which counts up to its first literal that may fail; nothing
/// where a test or another guard may fail before that.
fn failing_lb(e: &ClauseEval) -> Sym {
    if e.tests.is_empty() && e.body_guards.is_empty() && !e.opaque_guard {
        e.cost.lb.clone()
    } else {
        Sym::default()
    }
}

pub(super) fn non_recursive(pattern: &Pattern, evals: &[ClauseEval], exclusive: bool) -> Info {
    let all: Vec<&ClauseEval> = evals.iter().collect();
    let holds = |e: &ClauseEval| e.guards.iter().all(|(_, g)| *g == Cmp::Ge(0));
    let covering = covered(&all, &holds);
    let mut parts: Vec<(&ClauseEval, Range)> = evals.iter().map(|e| (e, e.cost.clone())).collect();
    let committed: Vec<Option<Sym>> = evals.iter().map(|e| e.committed_lb.clone()).collect();
    guard_paths_lb(&mut parts, &committed, &holds);
    let mut cost = combine(&parts, exclusive, covering, true);
    if !covering {
        cost.lb = super::partial_cover::partial_cover_lb(&parts);
    }
    // A callee's alternative bound swapped into one clause gives another bound.
    let mut alt_ubs: Vec<Sym> = Vec::new();
    for (i, e) in evals.iter().enumerate() {
        for (primary, alt) in &e.alt_swaps {
            let Some(u) = &e.cost.ub else { continue };
            let mut swapped = parts.clone();
            swapped[i].1.ub = Some(u.sub(primary).add(alt));
            let Some(a) = combine(&swapped, exclusive, covering, true).ub else {
                continue;
            };
            let redundant = cost.ub.as_ref().is_some_and(|c| dominates(&a, c))
                || alt_ubs.iter().any(|b| dominates(&a, b));
            if !redundant {
                alt_ubs.push(a);
            }
        }
    }
    let not_fails = sure_cover(&all, &|e| e.succeeds(), &holds, &|_| true);
    let paths = super::failure::non_recursive(evals, exclusive);
    let first_ub = super::failure::tighter(cost.ub.as_ref(), paths.ub);
    let fail_ub = super::failure::tighter(cost.ub.as_ref(), paths.fail);
    let outs = combine_outs(pattern, evals, covering);
    Info {
        out_ground: outputs_ground(pattern, evals),
        out_free: outputs_free(pattern, evals),
        cost,
        det: false,
        not_fails,
        not_fails_from: None,
        outs,
        out_sum: out_sum(pattern, evals),
        reasons: Vec::new(),
        first_ub,
        fail_ub,
        alt_ubs,
        positive_ubs: Vec::new(),
        sols: Range::unknown(),
    }
}

/// Per argument: whether every clause leaves the output surely ground.
pub(super) fn outputs_ground(pattern: &Pattern, evals: &[ClauseEval]) -> Vec<bool> {
    (0..pattern.len())
        .map(|j| evals.iter().all(|e| e.out_ground.get(j) == Some(&true)))
        .collect()
}

/// Per argument: whether every clause leaves the output surely free.
pub(super) fn outputs_free(pattern: &Pattern, evals: &[ClauseEval]) -> Vec<bool> {
    (0..pattern.len())
        .map(|j| evals.iter().all(|e| e.out_free.get(j) == Some(&true)))
        .collect()
}

/// Output types and sizes over clauses: the term-wise max of upper bounds and min
/// of lower bounds; the type when every clause agrees.
pub(super) fn combine_outs(
    pattern: &Pattern,
    evals: &[ClauseEval],
    _covering: bool,
) -> Vec<Option<(Option<Ty>, Range)>> {
    pattern
        .iter()
        .enumerate()
        .map(|(j, m)| {
            (*m == Mode::Out).then(|| {
                let mut ty: Option<Option<Ty>> = None;
                let mut ub: Option<Option<Sym>> = None;
                let mut lb: Option<Sym> = None;
                for e in evals {
                    let (t, r) = e.outs[j].clone().unwrap_or((None, Range::unknown()));
                    ty = Some(match ty {
                        None => t,
                        Some(prev) if prev == t => t,
                        Some(_) => None,
                    });
                    ub = Some(match ub {
                        None => r.ub.clone(),
                        Some(prev) => prev.zip(r.ub.clone()).map(|(a, b)| termwise_max(&a, &b)),
                    });
                    lb = Some(match lb {
                        None => r.lb.clone(),
                        Some(prev) => termwise_min(&prev, &r.lb),
                    });
                }
                (
                    ty.flatten(),
                    Range {
                        ub: ub.flatten(),
                        lb: lb.unwrap_or_default(),
                    },
                )
            })
        })
        .collect()
}

/// The sum of the sizes of the first two list outputs of a non-recursive
/// predicate, when every clause gives the same.
pub(super) fn out_sum(pattern: &Pattern, evals: &[ClauseEval]) -> Option<(usize, usize, Range)> {
    if evals.iter().any(|e| !e.recs.is_empty()) {
        return None;
    }
    let outs: Vec<usize> = (0..pattern.len())
        .filter(|j| pattern[*j] == Mode::Out)
        .filter(|j| {
            evals
                .iter()
                .all(|e| e.outs[*j].as_ref().is_some_and(|o| o.0 == Some(Ty::List)))
        })
        .collect();
    let (j1, j2) = (*outs.first()?, *outs.get(1)?);
    let mut sums = evals.iter().map(|e| {
        let get = |j: usize| {
            e.outs[j]
                .as_ref()
                .map(|o| o.1.clone())
                .unwrap_or_else(Range::unknown)
        };
        get(j1).add(&get(j2))
    });
    let first = sums.next()?;
    let r = sums.try_fold(first, |a, b| (a == b).then_some(a))?;
    Some((j1, j2, r))
}
