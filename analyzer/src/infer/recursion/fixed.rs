//! Solving a recursive relation whose parameters (sizes other than the recursion
//! variable `v`) stay fixed, in phases: the values below the threshold one size at
//! a time, the clauses of the recursive region, the single-clause forms (divide and
//! conquer, halving, higher order), else the first-order recurrence
//! `C(n) = g(n) + r·C(n-1)`, its shape checks, and the cover of the base values.

use super::*;
use crate::infer::guards::committed;

/// The variable standing for `C(n-1)` in the recurrence of the recursive region.
const PREV: Var = REC_OUT_BASE - 1;

/// How a clause contributes to the relation (see [`Relation::solve`]).
#[derive(Clone, Copy)]
pub(super) struct Costing<'a> {
    /// The clause's own value, without its recursive calls.
    pub part: &'a dyn Fn(&ClauseEval) -> Range,
    /// The weight of a recursive call (`None`: unknown).
    pub weight: &'a dyn Fn(&ClauseEval, &RecCall) -> Option<i64>,
    /// A step relation: failed head steps count and the lower bound needs
    /// covering clauses.
    pub covering_needed: bool,
}

/// The relation's values below the threshold.
struct Base {
    /// The value at each size `0..n0`.
    values: Vec<Range>,
    /// Per size: no clause applies (the call surely fails, with no output size).
    fails_at: Vec<bool>,
}

/// The clauses of the recursive region (sizes from the threshold on).
struct Region<'e> {
    /// The clauses that apply there (committed to, guards passed).
    applicable: Vec<&'e ClauseEval>,
    /// What the clauses whose body guards fail cost (their head steps).
    failing: i64,
    /// A clause excluded there has a `v >= k` guard: no closed form holds.
    excluded: bool,
    /// The applicable clauses cover every call (or covering is not needed).
    covering: bool,
}

/// The recurrence of the recursive region over [`PREV`].
struct Recurrence<'e> {
    /// Each applicable clause with its value.
    parts: Vec<(&'e ClauseEval, Range)>,
    /// The clauses combined.
    rel: Range,
    /// Some call steps down by more than one: the solution must not decrease.
    monotone_needed: bool,
    /// A divide-and-conquer split was bounded by its worst case: the solution must
    /// not decrease and must be convex.
    split_used: bool,
}

impl Relation<'_> {
    /// `solve` for relations whose parameters (sizes other than `v`) stay fixed.
    pub(super) fn solve_fixed(&self, c: Costing) -> Range {
        let v = self.v;
        let n0 = threshold(self.evals, v);
        // A bound from size `from` on: every recursive call one size down, from
        // below the threshold at most, so that no call leaves the domain.
        if self.from > 0 {
            let one_step = self.evals.iter().all(|e| {
                e.recs.len() <= 1 && e.recs.iter().all(|rc| decrement(rc, v as usize) == Some(1))
            });
            if !one_step || self.from >= n0 {
                return Range::unknown();
            }
        }
        let base = self.base_values(n0, c);
        let region = self.region(n0, c.covering_needed);
        if let (false, [e]) = (region.excluded, region.applicable.as_slice()) {
            if let Some(r) = self.single_clause(e, n0, &base, &region, c) {
                return r;
            }
        }
        let base_up = running_max(&base.values);
        let rec = self.recurrence(n0, &region, &base_up, c);
        self.close(n0, &base, &base_up, &region, &rec, c.covering_needed)
    }

    /// The values below the threshold, one size at a time.
    fn base_values(&self, n0: i64, c: Costing) -> Base {
        let v = self.v;
        let mut base = Base {
            values: Vec::new(),
            fails_at: Vec::new(),
        };
        for n in 0..n0 {
            if n < self.from {
                base.values.push(Range::unknown());
                base.fails_at.push(false);
                continue;
            }
            let at = |r: &Range| r.subst(v, &Range::int(n));
            let tried: Vec<&ClauseEval> = committed(
                self.evals.iter().filter(|e| allows(e, v, n)).collect(),
                v,
                &|e| passes(e, v, Some(n), 0),
            );
            let (applicable, failing): (Vec<&ClauseEval>, Vec<&ClauseEval>) =
                tried.into_iter().partition(|e| passes(e, v, Some(n), 0));
            let failing = self.failing_weight(&failing, &applicable);
            let mut parts = Vec::new();
            for e in &applicable {
                let mut r = at(&(c.part)(e));
                for rc in &e.recs {
                    let Some(w) = (c.weight)(e, rc) else {
                        r = Range::unknown();
                        continue;
                    };
                    let prev = match decrement(rc, v as usize) {
                        // A recursive call below size 0 leaves the domain (an integer
                        // going negative): nothing is known about it.
                        Some(k) if n - k >= 0 => base.values[(n - k) as usize].clone(),
                        Some(_) => Range::unknown(),
                        None => smaller_sizes(rc, v, n, &base.values),
                    };
                    r = add_rec(
                        &r,
                        &scale(&prev, w),
                        e.lb_includes_rec || !c.covering_needed,
                    );
                }
                parts.push((*e, r));
            }
            let covering =
                !c.covering_needed || covered(&applicable, &|e| unconditional_besides(e, v));
            let mut value = combine(&parts, self.exclusive, covering, c.covering_needed);
            if c.covering_needed || self.paths {
                value.ub = value.ub.map(|u| u.add(&Sym::int(failing)));
            }
            base.fails_at.push(applicable.is_empty());
            base.values.push(value);
        }
        base
    }

    /// The clauses of the recursive region, from size `n0` on.
    fn region(&self, n0: i64, covering_needed: bool) -> Region<'_> {
        let v = self.v;
        let tried: Vec<&ClauseEval> = committed(
            self.evals
                .iter()
                .filter(|e| allows_from(e, v, n0))
                .collect(),
            v,
            &|e| passes(e, v, None, n0),
        );
        let (applicable, failing): (Vec<&ClauseEval>, Vec<&ClauseEval>) =
            tried.into_iter().partition(|e| passes(e, v, None, n0));
        let failing = self.failing_weight(&failing, &applicable);
        let excluded = self
            .evals
            .iter()
            .filter(|e| !allows_from(e, v, n0))
            .any(|e| {
                e.guards
                    .iter()
                    .any(|(i, g)| *i == v as usize && matches!(g, Cmp::Ge(_)))
            });
        let covering = !covering_needed || covered(&applicable, &|e| unconditional_besides(e, v));
        Region {
            applicable,
            failing,
            excluded,
            covering,
        }
    }

    /// What the clauses that fail a body guard cost: their head step (and guard
    /// builtins) each, except a split clause whose sibling applies: the two are
    /// one source clause, whose head unification and condition run once, and the
    /// sibling's value counts them.
    fn failing_weight(&self, failing: &[&ClauseEval], applicable: &[&ClauseEval]) -> i64 {
        failing
            .iter()
            .filter(|e| {
                split_sibling(self.evals, e)
                    .is_none_or(|s| !applicable.iter().any(|a| std::ptr::eq(*a, s)))
            })
            .map(|e| e.fail_weight)
            .sum()
    }

    /// The forms solved when one clause is the whole recursive region: a balanced
    /// split (divide and conquer), a halving call, higher-order recurrences.
    /// `None` when none applies.
    fn single_clause(
        &self,
        e: &ClauseEval,
        n0: i64,
        base: &Base,
        region: &Region,
        c: Costing,
    ) -> Option<Range> {
        let v = self.v;
        let mut g = (c.part)(e);
        g.ub = g.ub.map(|u| u.add(&Sym::int(region.failing)));
        let lb_ok = region.covering && (e.lb_includes_rec || !c.covering_needed);
        if balanced_split(e, v as usize) {
            let ws: Option<Vec<i64>> = e.recs.iter().map(|rc| (c.weight)(e, rc)).collect();
            let solved = match ws.as_deref() {
                Some([1, 1]) => divide::solve(n0, &base.values, &g, v, lb_ok),
                // Sizes not passed up: the clause's own part.
                Some([0, 0]) => Some(g),
                _ => None,
            };
            let Some(r) = solved else {
                return Some(Range::unknown());
            };
            // Valid from size 1 (and from `n0` for `g`): the values below `n0` are
            // covered as they are.
            let skip: Vec<bool> = base
                .fails_at
                .iter()
                .map(|f| *f && !c.covering_needed && !self.paths)
                .collect();
            return Some(Range {
                ub: r
                    .ub
                    .and_then(|u| cover_base(&u, &base.values, &skip, v, true)),
                lb: cover_base(&r.lb, &base.values, &[], v, false).unwrap_or_default(),
            });
        }
        if let ([rc], Some(1)) = (
            e.recs.as_slice(),
            e.recs.first().and_then(|rc| (c.weight)(e, rc)),
        ) {
            let size = rc.sizes.get(v as usize).cloned().flatten();
            if let Some(r) = size.and_then(|s| halving::solve(n0, &base.values, &g, &s, v, lb_ok)) {
                return Some(r);
            }
        }
        let calls: Option<Vec<Call>> = e
            .recs
            .iter()
            .map(|rc| {
                Some(Call {
                    decrement: decrement(rc, v as usize)?,
                    weight: (c.weight)(e, rc)?,
                })
            })
            .collect();
        calls.and_then(|calls| higher_order::solve(n0, &base.values, &g, &calls, v, lb_ok))
    }

    /// The recurrence of the recursive region: each clause's value with its
    /// recursive calls as `w·C(n-1)` (or, for a split, the worst split).
    fn recurrence<'e>(
        &'e self,
        n0: i64,
        region: &Region<'e>,
        base_up: &[Range],
        c: Costing,
    ) -> Recurrence<'e> {
        let v = self.v;
        let mut parts = Vec::new();
        // Per part: the lower bound of its committed path (see
        // `combine::guard_paths_lb`), where this costing's lower bound is the
        // clause's own.
        let mut committed: Vec<Option<Sym>> = Vec::new();
        let mut monotone_needed = false;
        let mut split_used = false;
        for e in &region.applicable {
            let mut r = (c.part)(e);
            let mut path = e.committed_lb.clone().filter(|_| r.lb == e.cost.lb);
            let m = split_min(e, v as usize);
            if n0 > m && is_split(e, v as usize) {
                // Divide and conquer: C(a) + C(b) with a + b = s <= n - 1 and
                // a, b >= m. For a convex non-decreasing C (checked on the solution),
                // the worst split is C(n-1) + C(m); for the lower bound each part
                // costs at least C(m).
                let ws: Option<Vec<i64>> = e.recs.iter().map(|rc| (c.weight)(e, rc)).collect();
                match ws.as_deref() {
                    Some([w1, w2]) if w1 == w2 => {
                        let b0 = &base_up[m as usize];
                        let w = *w1;
                        r = Range {
                            ub: r.ub.as_ref().zip(b0.ub.as_ref()).map(|(u, b)| {
                                u.add(&Sym::var(PREV).scale(&rat(w))).add(&b.scale(&rat(w)))
                            }),
                            lb: if e.lb_includes_rec {
                                r.lb.add(&b0.lb.scale(&rat(2 * w)))
                            } else {
                                r.lb.clone()
                            },
                        };
                        split_used = true;
                    }
                    _ => r = Range::unknown(),
                }
                parts.push((*e, r));
                committed.push(None);
                continue;
            }
            for rc in &e.recs {
                let Some(w) = (c.weight)(e, rc) else {
                    r = Range::unknown();
                    path = None;
                    continue;
                };
                // C(n - k) <= C(n - 1) for k > 1 when C does not decrease (checked on
                // the solution); the lower bound drops such calls (cost >= 0).
                let longer_step = decrement(rc, v as usize).is_none_or(|k| k > 1);
                monotone_needed |= longer_step;
                let call = scale(&Range::exact(Sym::var(PREV)), w);
                r = add_rec(
                    &r,
                    &call,
                    (e.lb_includes_rec || !c.covering_needed) && !longer_step,
                );
                if e.committed_includes_rec && !longer_step {
                    path = path.map(|p| p.add(&call.lb));
                }
            }
            parts.push((*e, r));
            committed.push(path);
        }
        if c.covering_needed {
            guard_paths_lb(&mut parts, &committed, &|e| unconditional_besides(e, v));
        }
        let mut rel = combine(&parts, self.exclusive, region.covering, c.covering_needed);
        if c.covering_needed || self.paths {
            rel.ub = rel.ub.map(|u| u.add(&Sym::int(region.failing)));
        }
        Recurrence {
            parts,
            rel,
            monotone_needed,
            split_used,
        }
    }

    /// The closed forms of the recurrence, checked and made valid below the
    /// threshold.
    fn close(
        &self,
        n0: i64,
        base: &Base,
        base_up: &[Range],
        region: &Region,
        rec: &Recurrence,
        covering_needed: bool,
    ) -> Range {
        let v = self.v;
        let solve = |s: &Sym, init: Option<&Sym>| solve_first_order(s, init, v, n0);
        let ub = if region.excluded {
            None
        } else if n0 == 0 {
            // No base case below the recursive region: a relation on all n >= 0
            // needs C(-1), which does not exist; only non-recursive forms work.
            rec.rel
                .ub
                .as_ref()
                .and_then(|u| solve(u, Some(&Sym::default())))
                .filter(|_| rec.parts.iter().all(|(e, _)| e.recs.is_empty()))
        } else {
            rec.rel.ub.as_ref().and_then(|u| {
                let below = if rec.monotone_needed || rec.split_used {
                    base_up
                } else {
                    &base.values
                };
                solve(u, below.last().and_then(|b| b.ub.as_ref()))
            })
        };
        let (ub, size_exact) = if covering_needed || self.paths || region.excluded || n0 == 0 {
            (ub, None)
        } else {
            let size = size_bound(v, n0, base, region, rec);
            let exact = size.as_ref().filter(|s| s.1).map(|s| s.0.clone());
            // Both bound the size; the clause-wise one is the tighter in general.
            (size.map(|s| s.0).or(ub), exact)
        };
        let lb = if let Some(f) = size_exact {
            f
        } else if n0 == 0 {
            Sym::default()
        } else {
            solve(&rec.rel.lb, base.values.last().map(|b| &b.lb)).unwrap_or_default()
        };
        // Checks the shape assumptions on the closed forms (valid from n0 - 1 on):
        // non-decreasing for C(n-k) <= C(n-1) and for C(s) >= C(0) in splits, convex
        // for the worst split C(a) + C(b) <= C(a + b) + C(0).
        let ub = ub.filter(|u| {
            (!(rec.monotone_needed || rec.split_used) || nondecreasing(u, v, base_up, true))
                && (!rec.split_used || convex(u, v))
        });
        let lb = if rec.split_used && !nondecreasing(&lb, v, &base.values, false) {
            Sym::default()
        } else {
            lb
        };
        // The closed form is for n >= n0 - 1; below, the base values hold. Combine
        // them so the bound holds at every size.
        // (Sizes where the call surely fails have no output to bound.)
        let skip: Vec<bool> = base
            .fails_at
            .iter()
            .map(|f| *f && !covering_needed && !self.paths)
            .collect();
        // Below `from` the bound needs no value but must not be negative: a caller
        // that swaps it in adds it to the cost of failing before the call.
        let cover: Vec<Range> = base
            .values
            .iter()
            .enumerate()
            .map(|(n, b)| {
                if (n as i64) < self.from {
                    Range::int(0)
                } else {
                    b.clone()
                }
            })
            .collect();
        let ub = ub
            .map(|u| cover_base(&u, &cover, &skip, v, true))
            .unwrap_or(None);
        if self.from > 0 {
            return Range {
                ub,
                lb: Sym::default(),
            };
        }
        let lb = cover_base(&lb, &base.values, &[], v, false).unwrap_or_default();
        Range { ub, lb }
    }
}

/// The running maximum of the base values' constant upper bounds. Where the
/// solution must bound `C(j)` for every `j < n` (monotone steps, splits), it serves:
/// it bounds them, does not decrease, and satisfies the same relation.
fn running_max(base: &[Range]) -> Vec<Range> {
    base.iter()
        .scan(None::<BigRational>, |top, b| {
            let ub = b.ub.as_ref().and_then(Sym::as_constant).map(|c| {
                let m = top
                    .as_ref()
                    .map_or(c.clone(), |t: &BigRational| t.max(&c).clone());
                *top = Some(m.clone());
                Sym::constant(m)
            });
            Some(Range {
                ub: ub.or_else(|| b.ub.clone()),
                lb: b.lb.clone(),
            })
        })
        .collect()
}

/// Solves `C(n) = g(n) + r·C(n-1)` (`s` linear in [`PREV`], `r` constant) from
/// `C(n0 - 1) = init`.
fn solve_first_order(s: &Sym, init: Option<&Sym>, v: Var, n0: i64) -> Option<Sym> {
    let coeffs = s.coefficients_in(PREV)?;
    if coeffs.len() > 2 {
        return None;
    }
    let r = coeffs
        .get(1)
        .map(|c| c.as_constant())
        .unwrap_or(Some(rat(0)))?;
    let g = coeffs.first().cloned().unwrap_or_default();
    let init = init?;
    if r == rat(0) {
        return Some(g);
    }
    first_order(&r, &g, v, n0 - 1, init)
}

/// A size is that of one solution: the largest over the clauses, not their sum.
/// Solving the recursive clauses alone gives `f`; if `f` also bounds every
/// non-recursive clause, it bounds the size by induction. Returns `f` and whether
/// it is exact (every clause's size is at least `f` too).
fn size_bound(
    v: Var,
    n0: i64,
    base: &Base,
    region: &Region,
    rec: &Recurrence,
) -> Option<(Sym, bool)> {
    let (recursive, flat): (Vec<_>, Vec<_>) = rec
        .parts
        .iter()
        .cloned()
        .partition(|(e, _)| !e.recs.is_empty());
    let rec_ub = combine(&recursive, true, region.covering, false)
        .ub
        .filter(|_| !recursive.is_empty() && !flat.is_empty())?;
    let below_fails = base.fails_at.last() == Some(&true);
    let init = if below_fails {
        Sym::default()
    } else {
        base.values.last()?.ub.clone()?
    };
    let mut f = solve_first_order(&rec_ub, Some(&init), v, n0)?;
    if below_fails {
        // No solution just below: the smallest constant shift that bounds the
        // non-recursive clauses.
        let shift = flat
            .iter()
            .map(|(_, r)| r.ub.as_ref()?.sub(&f).as_constant())
            .collect::<Option<Vec<_>>>()?
            .into_iter()
            .max()?;
        f = f.add(&Sym::constant(shift));
    }
    // The induction step, checked: every clause's size is within `f`.
    let prev = f.subst(v, &Sym::var(v).sub(&Sym::int(1)))?;
    let steps_ok = recursive.iter().all(|(_, r)| {
        r.ub.as_ref()
            .and_then(|u| u.subst(PREV, &prev))
            .is_some_and(|u| dominates(&f, &u))
    });
    let flat_ok = flat
        .iter()
        .all(|(_, r)| r.ub.as_ref().is_some_and(|u| dominates(&f, u)));
    let exact = rec
        .parts
        .iter()
        .all(|(_, r)| r.lb.subst(PREV, &prev).is_some_and(|l| dominates(&l, &f)));
    (steps_ok && flat_ok).then_some((f, exact))
}
