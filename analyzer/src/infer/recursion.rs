//! Recursive predicates: the argument whose size decreases, values below the
//! recursion threshold one by one, the recurrence above it solved in closed form, and
//! the checks (monotone, convex) the solution must pass.

use super::combine::*;
use super::divide;
use super::guards::{
    allows, allows_from, cmp_allows, cmp_allows_from, passes, unconditional_besides,
};
use super::halving;
use super::higher_order::{self, Call};
use super::terms::subst_all;
use super::*;
use fixed::Costing;

mod failing;
mod fixed;

/// First variable standing for an invariant `x_j + c_j·v` of a recursion.
const INVARIANT_BASE: Var = 2000;

/// The inputs whose size decreases in every recursive call (by a constant, to at
/// most a constant less, by halving, or in a split), first argument first.
pub(super) fn recursion_vars(pattern: &Pattern, evals: &[ClauseEval]) -> Vec<Var> {
    (0..pattern.len())
        .filter(|i| matches!(pattern[*i], Mode::In(t) if t.sized()))
        .filter(|i| {
            evals.iter().all(|e| {
                e.recs.iter().all(|r| {
                    decrement(r, *i).is_some() || bounded_step(r, *i) || halving_call(r, *i)
                }) || is_split(e, *i)
                    || balanced_split(e, *i)
            })
        })
        .map(|i| i as Var)
        .collect()
}

/// A measure made of two sizes whose sum decreases in every recursive call (`merge`
/// walks two lists, one element of either at a time): the clauses rewritten over a
/// virtual argument `S = x_a + x_b` (index `pattern.len()`), with guards `x >= k` on
/// the components becoming `S >= k`. Returns the components and the rewritten
/// clauses, when nothing but the recursion depends on the components.
pub(super) fn sum_measure(
    pattern: &Pattern,
    evals: &[ClauseEval],
) -> Option<(usize, usize, Vec<ClauseEval>)> {
    let sized: Vec<usize> = (0..pattern.len())
        .filter(|i| matches!(pattern[*i], Mode::In(t) if t.sized()))
        .collect();
    let s_index = pattern.len();
    for (x, &a) in sized.iter().enumerate() {
        for &b in &sized[x + 1..] {
            let (va, vb) = (Sym::var(a as Var), Sym::var(b as Var));
            let mentions = |r: &Range| {
                r.ub.as_ref()
                    .is_none_or(|u| u.vars().iter().any(|v| *v == a as Var || *v == b as Var))
                    || r.lb.vars().iter().any(|v| *v == a as Var || *v == b as Var)
            };
            let mut out = Vec::new();
            let ok = evals.iter().all(|e| {
                if mentions(&e.cost) {
                    return false;
                }
                let mut e2 = e.clone();
                for rc in &mut e2.recs {
                    let (Some(sa), Some(sb)) = (
                        rc.sizes.get(a).cloned().flatten(),
                        rc.sizes.get(b).cloned().flatten(),
                    ) else {
                        return false;
                    };
                    let (Some(ua), Some(ub)) = (sa.ub.clone(), sb.ub.clone()) else {
                        return false;
                    };
                    if ua != sa.lb || ub != sb.lb {
                        return false;
                    }
                    // The sum's decrease must be a positive constant.
                    let Some(k) = va.add(&vb).sub(&ua.add(&ub)).as_constant() else {
                        return false;
                    };
                    if !k.is_integer() || k < rat(1) {
                        return false;
                    }
                    rc.sizes.resize(s_index + 1, None);
                    rc.sizes[s_index] = Some(Range::exact(
                        Sym::var(s_index as Var).sub(&Sym::constant(k)),
                    ));
                }
                let lift = |gs: &Vec<(usize, Cmp)>| -> Vec<(usize, Cmp)> {
                    gs.iter()
                        .map(|(i, g)| match g {
                            Cmp::Ge(k) if *i == a || *i == b => (s_index, Cmp::Ge(*k)),
                            _ => (*i, *g),
                        })
                        .collect()
                };
                e2.guards = lift(&e.guards);
                e2.body_guards = lift(&e.body_guards);
                // Where a head guard fixes one component (`merge([], L, L)`), the
                // other is the sum less it: output sizes in the components become
                // sizes in `S`.
                let fixed = e.guards.iter().find_map(|(i, g)| match g {
                    Cmp::Eq(k) if (*i == a || *i == b) && !e.body_guards.contains(&(*i, *g)) => {
                        Some((*i, *k))
                    }
                    _ => None,
                });
                if let Some((i, k)) = fixed {
                    let other = if i == a { b } else { a };
                    let s = Sym::var(s_index as Var).sub(&Sym::int(k));
                    let map = [(i as Var, Range::int(k)), (other as Var, Range::exact(s))];
                    for o in e2.outs.iter_mut().flatten() {
                        o.1 = subst_all(&o.1, &map);
                    }
                }
                out.push(e2);
                true
            });
            if ok && out.iter().any(|e| !e.recs.is_empty()) {
                return Some((a, b, out));
            }
        }
    }
    None
}

/// Whether the recursive call's argument `i` has size at most `x_i - k`, `k >= 1`,
/// and surely not below 0 (a subterm of a tree): a solution checked not to
/// decrease bounds the call by its value one size down.
pub(super) fn bounded_step(r: &RecCall, i: usize) -> bool {
    let Some(s) = r.sizes.get(i).and_then(Option::as_ref) else {
        return false;
    };
    let below = s.ub.as_ref().and_then(Sym::as_var_plus_constant);
    s.lb.nonneg_coefficients() && below.is_some_and(|(v, c)| v as usize == i && c <= -rat(1))
}

/// Whether the recursive call's argument `i` has size at most `x_i / 2`.
pub(super) fn halving_call(r: &RecCall, i: usize) -> bool {
    r.sizes
        .get(i)
        .and_then(Option::as_ref)
        .is_some_and(|s| halving::halves(s, i as Var))
}

/// `k` when the recursive call's argument `i` has size exactly `x_i - k`, `k >= 1`.
pub(super) fn decrement(r: &RecCall, i: usize) -> Option<i64> {
    let s = r.sizes.get(i)?.as_ref()?;
    let u = s.ub.as_ref()?;
    (*u == s.lb).then_some(())?;
    let (v, c) = u.as_var_plus_constant()?;
    let k = -c.to_integer().to_i64()?;
    (v as usize == i && k >= 1).then_some(k)
}

/// Whether a clause has two recursive calls whose arguments `i` are the two outputs
/// of one callee with `size(a) + size(b) = s` and `s <= x_i - 1` (a split).
pub(super) fn is_split(e: &ClauseEval, i: usize) -> bool {
    split_bound(e, i).is_some()
}

/// The smallest size each part of a split can have (0 for lists, 1 for the
/// subterms of a tree): the least constant lower bound of the two calls' sizes.
pub(super) fn split_min(e: &ClauseEval, i: usize) -> i64 {
    e.recs
        .iter()
        .map(|rc| {
            rc.sizes
                .get(i)
                .and_then(Option::as_ref)
                .and_then(|s| s.lb.as_constant())
                .filter(|c| c.is_integer() && *c >= BigRational::from_integer(0.into()))
                .and_then(|c| c.to_integer().to_i64())
                .unwrap_or(0)
        })
        .min()
        .unwrap_or(0)
}

pub(super) fn split_bound(e: &ClauseEval, i: usize) -> Option<()> {
    let [r1, r2] = e.recs.as_slice() else {
        return None;
    };
    let (a, b) = (r1.in_vars.get(i).copied()??, r2.in_vars.get(i).copied()??);
    let (_, _, s) = e
        .sums
        .iter()
        .find(|(x, y, _)| (*x == a && *y == b) || (*x == b && *y == a))?;
    let limit = Sym::var(i as Var).sub(&Sym::int(1));
    dominates(&limit, s.ub.as_ref()?).then_some(())
}

/// Whether a clause has two recursive calls whose arguments `i` are the two outputs
/// of one callee with `size(a) + size(b) = x_i` exactly and each size between
/// `(x_i - 1)/2` and `(x_i + 1)/2`: the halves `ceil(x_i/2)` and `floor(x_i/2)`
/// (`mergesort/2` after `split/3`).
pub(super) fn balanced_split(e: &ClauseEval, i: usize) -> bool {
    let [r1, r2] = e.recs.as_slice() else {
        return false;
    };
    let (Some(Some(a)), Some(Some(b))) = (r1.in_vars.get(i), r2.in_vars.get(i)) else {
        return false;
    };
    let x = Sym::var(i as Var);
    let whole = e.sums.iter().any(|(p, q, s)| {
        ((p == a && q == b) || (p == b && q == a)) && s.ub.as_ref() == Some(&x) && s.lb == x
    });
    let half = |c: i64| x.add(&Sym::int(c)).scale(&(rat(1) / rat(2)));
    whole
        && [r1, r2].iter().all(|rc| {
            rc.sizes
                .get(i)
                .and_then(Option::as_ref)
                .and_then(|s| Some((s.ub.as_ref()?, &s.lb)))
                .is_some_and(|(u, l)| dominates(&half(1), u) && dominates(l, &half(-1)))
        })
}

/// How many times a bound `s` on a clause's output size counts the size `var`
/// of a recursive call's output: a non-negative integer coefficient of `var`
/// and no higher power of it. `None` otherwise (`F is F0 * N`, where the
/// coefficient is a size): the size relation is then not of the shape the
/// solver handles.
pub(super) fn pass_up_weight(s: &Sym, var: Var) -> Option<i64> {
    let c = s.coefficients_in(var)?;
    (c.len() <= 2).then_some(())?;
    let w = c.get(1).map_or(Some(rat(0)), Sym::as_constant)?;
    (w.is_integer() && w >= rat(0)).then_some(())?;
    w.to_integer().to_i64()
}

/// The sizes of a recursive call's inputs, as a substitution for the input size
/// variables of a bound on the predicate.
pub(super) fn call_sizes(rc: &RecCall) -> Vec<(Var, Range)> {
    rc.sizes
        .iter()
        .enumerate()
        .filter_map(|(i, s)| Some((i as Var, s.clone()?)))
        .collect()
}

/// Substitutes the sizes of recursive outputs (`out[j]` bounds per output) into a range.
pub(super) fn subst_rec_outs(r: &Range, e: &ClauseEval, outs: &[Option<Range>]) -> Range {
    let mut out = r.clone();
    for rc in &e.recs {
        for (j, v) in rc.outs.iter().enumerate() {
            let Some(v) = v else { continue };
            let size = outs
                .get(j)
                .cloned()
                .flatten()
                .unwrap_or_else(Range::unknown);
            // The callee's output size at the call's input sizes.
            let at = subst_all(&size, &call_sizes(rc));
            out = out.subst(*v, &at);
        }
    }
    out
}

/// The recursion threshold: sizes below it are computed one by one.
pub(super) fn threshold(evals: &[ClauseEval], v: Var) -> i64 {
    evals
        .iter()
        .flat_map(|e| e.guards.iter())
        .filter(|(i, _)| *i == v as usize)
        .map(|(_, g)| match g {
            Cmp::Eq(k) => k + 1,
            Cmp::Ge(k) => *k,
        })
        .max()
        .unwrap_or(0)
        .clamp(0, 64)
}

/// One bound of a recursive relation: `value(n)` for the clauses' non-recursive
/// parts, the recursive calls' count and decrement.
pub(super) struct Relation<'a> {
    evals: &'a [ClauseEval],
    v: Var,
    exclusive: bool,
    /// The least size the bound must hold at: 0, or 1 for a bound that holds where
    /// an integer is positive (`nth_/3` counting `N` down to 1 and not below).
    from: i64,
    /// Each clause's value is a bound over some paths of a call (see
    /// `failing::first_ub`): the clauses combine by their maximum, and clauses
    /// that fail a body guard and sizes where no clause applies count too.
    paths: bool,
}

impl Relation<'_> {
    /// Solves a relation whose per-clause value is `part(e)` plus `weight` times the
    /// same relation at each recursive call (`weight(e, r)`: 1 for costs, for sizes
    /// 1 when the output is passed up, 0 when not). `covering_needed` marks a step
    /// relation: failed head steps count and the lower bound needs covering clauses.
    fn solve(
        &self,
        part: &dyn Fn(&ClauseEval) -> Range,
        weight: &dyn Fn(&ClauseEval, &RecCall) -> Option<i64>,
        covering_needed: bool,
    ) -> Range {
        let v = self.v;
        // Sizes other than `v` that recursive calls change (accumulators): the
        // solution assumes parameters stay fixed, so nothing may depend on them.
        let changing: Vec<Var> = self
            .evals
            .iter()
            .flat_map(|e| e.recs.iter())
            .flat_map(|rc| {
                rc.sizes.iter().enumerate().filter_map(|(j, s)| {
                    let fixed = s.as_ref().is_some_and(|s| {
                        s.ub.as_ref() == Some(&Sym::var(j as Var)) && s.lb == Sym::var(j as Var)
                    });
                    (j as Var != v && s.is_some() && !fixed).then_some(j as Var)
                })
            })
            .collect();
        let depends = |r: &Range| {
            r.ub.as_ref()
                .is_none_or(|u| u.vars().iter().any(|x| changing.contains(x)))
                || r.lb.vars().iter().any(|x| changing.contains(x))
        };
        if !changing.is_empty() && self.evals.iter().any(|e| depends(&part(e))) {
            return self
                .solve_with_invariants(&changing, part, weight, covering_needed)
                .unwrap_or_else(Range::unknown);
        }
        self.solve_fixed(Costing {
            part,
            weight,
            covering_needed,
        })
    }

    /// Accumulators that grow by `d_j(v)` per recursive call while `v` decreases
    /// by one (`K1 is K + 1`, `S1 is S0 + N*N`), `d_j` a function of `v` and of
    /// the parameters that stay fixed, never negative: `x_j + D_j(v)` with
    /// `D_j(v) = d_j(1) + ... + d_j(v)` is the same along the recursion, so the
    /// relation is solved over `T_j = x_j + D_j(v)` as a fixed parameter
    /// (`x_j := T_j - D_j(v)`), and `T_j` substituted back.
    fn solve_with_invariants(
        &self,
        changing: &[Var],
        part: &dyn Fn(&ClauseEval) -> Range,
        weight: &dyn Fn(&ClauseEval, &RecCall) -> Option<i64>,
        covering_needed: bool,
    ) -> Option<Range> {
        let v = self.v;
        let recs: Vec<&RecCall> = self.evals.iter().flat_map(|e| e.recs.iter()).collect();
        if recs.iter().any(|rc| decrement(rc, v as usize) != Some(1)) {
            return None;
        }
        // The parameters every recursive call passes on unchanged.
        let first = recs.first()?;
        let fixed_params: Vec<Var> = (0..first.sizes.len() as Var)
            .filter(|j| {
                recs.iter().all(|rc| {
                    rc.sizes.get(*j as usize).cloned().flatten() == Some(Range::exact(Sym::var(*j)))
                })
            })
            .collect();
        let mut subs: Vec<(Var, Sym, Sym)> = Vec::new();
        let mut changing = changing.to_vec();
        changing.sort_unstable();
        changing.dedup();
        for j in changing {
            let shifts: Option<Vec<Sym>> = recs
                .iter()
                .map(|rc| {
                    let s = rc.sizes.get(j as usize)?.as_ref()?;
                    let u = s.ub.as_ref()?;
                    (*u == s.lb).then_some(())?;
                    let d = u.sub(&Sym::var(j));
                    // Never negative: the accumulator stays a natural number, as
                    // the bounds in it assume (one counted down below 0 is not).
                    let params = d.vars().iter().all(|x| *x == v || fixed_params.contains(x));
                    (params && d.nonneg_coefficients()).then_some(d)
                })
                .collect();
            let shifts = shifts?;
            let d = shifts.first()?.clone();
            if shifts.iter().any(|x| *x != d) {
                return None;
            }
            // D(0) = 0, D(n) = D(n-1) + d(n).
            let total = first_order(&rat(1), &d, v, 0, &Sym::default())?;
            let t = INVARIANT_BASE + j;
            subs.push((j, Sym::var(t).sub(&total), Sym::var(j).add(&total)));
        }
        let fixed = |e: &ClauseEval| {
            subs.iter().fold(part(e), |r, (j, sub, _)| {
                r.subst(*j, &Range::exact(sub.clone()))
            })
        };
        let r = self.solve_fixed(Costing {
            part: &fixed,
            weight,
            covering_needed,
        });
        Some(subs.iter().fold(r, |r, (j, _, back)| {
            r.subst(INVARIANT_BASE + j, &Range::exact(back.clone()))
        }))
    }
}

/// The values below the threshold a recursive call at size `n` may take, when its
/// size is a range rather than `n - k`: the hull of `base[j]` over the integers `j`
/// in the range that are below `n`.
fn smaller_sizes(rc: &RecCall, v: Var, n: i64, base: &[Range]) -> Range {
    let at = rc
        .sizes
        .get(v as usize)
        .cloned()
        .flatten()
        .map(|s| s.subst(v, &Range::int(n)));
    let bounds = at.and_then(|s| Some((s.lb.as_constant()?.ceil(), s.ub?.as_constant()?.floor())));
    let Some((lo, hi)) = bounds else {
        return Range::unknown();
    };
    let (Some(lo), Some(hi)) = (lo.to_integer().to_i64(), hi.to_integer().to_i64()) else {
        return Range::unknown();
    };
    let js: Vec<&Range> = (lo.max(0)..=hi.min(n - 1))
        .filter_map(|j| base.get(j as usize))
        .collect();
    if js.is_empty() || hi >= n {
        return Range::unknown();
    }
    let ub = js
        .iter()
        .map(|r| r.ub.as_ref().and_then(Sym::as_constant))
        .collect::<Option<Vec<_>>>()
        .and_then(|v| v.into_iter().max())
        .map(Sym::constant);
    let lb = js
        .iter()
        .map(|r| r.lb.as_constant())
        .collect::<Option<Vec<_>>>()
        .and_then(|v| v.into_iter().min())
        .map_or_else(Sym::default, Sym::constant);
    Range { ub, lb }
}

/// Whether `f(n + 1) >= f(n)` for every natural `n` (term-wise on the difference)
/// and the base values below the threshold do not decrease either.
pub(super) fn nondecreasing(f: &Sym, v: Var, base: &[Range], upper: bool) -> bool {
    let Some(next) = f.subst(v, &Sym::var(v).add(&Sym::int(1))) else {
        return false;
    };
    let values: Vec<Option<Sym>> = base
        .iter()
        .map(|b| {
            if upper {
                b.ub.clone()
            } else {
                Some(b.lb.clone())
            }
        })
        .collect();
    next.sub(f).nonneg_coefficients()
        && values.windows(2).all(|w| match (&w[0], &w[1]) {
            (Some(a), Some(b)) => dominates(b, a),
            _ => false,
        })
}

/// Whether `f(n + 1) - 2 f(n) + f(n - 1) >= 0` for every natural `n` (term-wise).
pub(super) fn convex(f: &Sym, v: Var) -> bool {
    let shift = |k: i64| f.subst(v, &Sym::var(v).add(&Sym::int(k)));
    match (shift(1), shift(-1)) {
        (Some(next), Some(prev)) => next.sub(&f.scale(&rat(2))).add(&prev).nonneg_coefficients(),
        _ => false,
    }
}

/// Adds a recursive call's bounds; to the lower bound only if the call is surely
/// reached (`in_lb`: no literal before it may fail).
pub(super) fn add_rec(r: &Range, rec: &Range, in_lb: bool) -> Range {
    Range {
        ub: r.ub.as_ref().zip(rec.ub.as_ref()).map(|(a, b)| a.add(b)),
        lb: if in_lb {
            r.lb.add(&rec.lb)
        } else {
            r.lb.clone()
        },
    }
}

pub(super) fn scale(r: &Range, w: i64) -> Range {
    Range {
        ub: r.ub.as_ref().map(|u| u.scale(&rat(w))),
        lb: r.lb.scale(&rat(w)),
    }
}

/// Makes a closed form valid below the threshold too: if it already bounds every
/// base value (but those marked in `skip`), it is kept; otherwise the bound is
/// raised (lowered) by a constant.
pub(super) fn cover_base(
    f: &Sym,
    base: &[Range],
    skip: &[bool],
    v: Var,
    upper: bool,
) -> Option<Sym> {
    let mut shift = BigRational::from_integer(0.into());
    for (n, b) in base.iter().enumerate() {
        if skip.get(n) == Some(&true) {
            continue;
        }
        let at = f.subst(v, &Sym::int(n as i64))?;
        let fv = at.as_constant();
        let bv = if upper {
            b.ub.as_ref()?.as_constant()
        } else {
            b.lb.as_constant()
        };
        let (Some(fv), Some(bv)) = (fv, bv) else {
            // Non-constant (other variables): require term-wise dominance.
            let bsym = if upper { b.ub.clone()? } else { b.lb.clone() };
            let ok = if upper {
                dominates(&at, &bsym)
            } else {
                dominates(&bsym, &at)
            };
            if !ok {
                return None;
            }
            continue;
        };
        let gap = if upper { bv - fv } else { fv - bv };
        if gap > shift {
            shift = gap;
        }
    }
    Some(if upper {
        f.add(&Sym::constant(shift))
    } else {
        f.sub(&Sym::constant(shift))
    })
}

pub(super) fn solve_recursive(
    pattern: &Pattern,
    evals: &[ClauseEval],
    exclusive: bool,
    v: Var,
) -> Info {
    let rel = Relation {
        evals,
        v,
        exclusive,
        from: 0,
        paths: false,
    };
    // Output sizes first: each output is passed up from the recursive call's same
    // output (weight 1) or not at all.
    let mut outs: Vec<Option<Range>> = vec![None; pattern.len()];
    let mut out_types: Vec<Option<Ty>> = vec![None; pattern.len()];
    for j in 0..pattern.len() {
        if pattern[j] == Mode::Out {
            let (ty, size) = output_size(&rel, evals, j);
            out_types[j] = ty;
            outs[j] = Some(size);
        }
    }
    let sum = out_sum(pattern, evals).or_else(|| list_outputs_sum(&rel, &out_types));
    // Outputs passed up crosswise are bounded through their sum.
    if let Some((j1, j2, s)) = &sum {
        if let Some((a, b)) = super::crosswise::crosswise_outs(evals, *j1, *j2, s) {
            outs[*j1] = Some(a);
            outs[*j2] = Some(b);
        }
    }
    let cost_part = |e: &ClauseEval| subst_rec_outs(&e.cost, e, &outs);
    // The upper bound counts each recursive call as often as it runs, the lower
    // bound (up to the first solution) once.
    let mut cost = rel.solve(&cost_part, &runs, true);
    if evals
        .iter()
        .flat_map(|e| &e.recs)
        .any(|rc| rc.runs != Some(1))
    {
        cost.lb = rel.solve(&cost_part, &|_, _| Some(1), true).lb;
    }
    // A walk of a term that hands parts to linear callees: linear in its size.
    let det = exclusive && evals.iter().all(|e| e.body_det);
    if let Some(linear) = super::parts::linear_ub(pattern, evals, v, det) {
        cost.ub = Some(match cost.ub {
            Some(u) if !tighter_growth(&linear, &u, v) => u,
            _ => linear,
        });
    }
    // An integer counted down and not below 1 (`nth_/3`): no bound for every
    // size, maybe one where it is positive.
    let positive_ubs = (cost.ub.is_none() && pattern[v as usize] == Mode::In(Ty::Int))
        .then(|| {
            Relation { from: 1, ..rel }
                .solve(&cost_part, &runs, true)
                .ub
        })
        .flatten()
        .map(|u| vec![(u, v as usize)])
        .unwrap_or_default();
    let succeeds_from = not_fails_from(evals, v);
    let not_fails = succeeds_from == Some(0);
    // No looser than the whole search.
    let within = |b: Option<Sym>| {
        b.filter(|b| {
            cost.ub
                .as_ref()
                .is_none_or(|u| super::failure::no_looser(b, u))
        })
    };
    let (first_ub, fail_ub) = if not_fails {
        (recursive_first_ub(evals, v, &outs), None)
    } else {
        let fail = within(failing::fail_ub(&rel, &outs));
        let first = fail
            .as_ref()
            .and_then(|f| within(failing::first_ub(&rel, &outs, f)));
        (first, fail)
    };
    let outs_info = pattern
        .iter()
        .enumerate()
        .map(|(j, m)| {
            (*m == Mode::Out)
                .then(|| (out_types[j], outs[j].clone().unwrap_or_else(Range::unknown)))
        })
        .collect();
    Info {
        out_ground: outputs_ground(pattern, evals),
        out_free: outputs_free(pattern, evals),
        cost,
        det: false,
        not_fails,
        not_fails_from: succeeds_from.filter(|k| *k > 0).map(|k| (v as usize, k)),
        outs: outs_info,
        out_sum: sum,
        reasons: Vec::new(),
        first_ub,
        fail_ub,
        alt_ubs: Vec::new(),
        positive_ubs,
        sols: Range::unknown(),
    }
}

/// Whether `a` is no looser than `b` everywhere, or of lower degree in `v`
/// (both bounds hold: the one that grows slower is kept).
fn tighter_growth(a: &Sym, b: &Sym, v: Var) -> bool {
    let degree = |s: &Sym| s.coefficients_in(v).map(|c| c.len());
    super::failure::no_looser(a, b) || matches!((degree(a), degree(b)), (Some(x), Some(y)) if x < y)
}

/// How many times a recursive call runs per run of its clause (the weight of
/// the call in an upper bound over the whole search).
pub(super) fn runs(_: &ClauseEval, rc: &RecCall) -> Option<i64> {
    rc.runs
}

/// The type every clause agrees on of output `j`, and its size: passed up from
/// the recursive call's same output (weight 1) or not at all.
fn output_size(rel: &Relation, evals: &[ClauseEval], j: usize) -> (Option<Ty>, Range) {
    let base_ty = evals
        .iter()
        .filter(|e| e.recs.is_empty())
        .filter_map(|e| e.outs[j].as_ref().and_then(|o| o.0))
        .next();
    // The type every clause agrees on, if any.
    let ty = base_ty.filter(|t| {
        evals
            .iter()
            .all(|e| e.outs[j].as_ref().is_some_and(|o| o.0 == Some(*t)))
    });
    let part = |e: &ClauseEval| {
        let r = e.outs[j]
            .as_ref()
            .map(|o| o.1.clone())
            .unwrap_or_else(Range::unknown);
        // Remove the recursive output's own variable: it is the weight below.
        // The recursive call's other outputs are not known here (`crosswise`).
        let mut r = r;
        for rc in &e.recs {
            for (k, var) in rc.outs.iter().enumerate() {
                if let Some(var) = var {
                    let value = if k == j {
                        Range::int(0)
                    } else {
                        Range::unknown()
                    };
                    r = r.subst(*var, &value);
                }
            }
        }
        r
    };
    // How often the recursive output enters each bound: the upper and the
    // lower bound are solved each with its own (their computations never
    // mix), so an output that some branch does not pass up (`Ys = []`) keeps
    // the recursion's upper bound, and adds nothing to the lower one.
    let weight = |upper: bool| {
        move |e: &ClauseEval, rc: &RecCall| -> Option<i64> {
            let Some(var) = rc.outs[j] else {
                return Some(0);
            };
            let r = &e.outs[j].as_ref()?.1;
            pass_up_weight(if upper { r.ub.as_ref()? } else { &r.lb }, var)
        }
    };
    let same = evals.iter().all(|e| {
        e.recs
            .iter()
            .all(|rc| weight(true)(e, rc) == weight(false)(e, rc))
    });
    let r = rel.solve(&part, &weight(true), false);
    let size = if same {
        r
    } else {
        Range {
            ub: r.ub,
            lb: rel.solve(&part, &weight(false), false).lb,
        }
    };
    (ty, size)
}

/// The sum of the first two list outputs, when the recursive calls pass it up
/// (straight or crosswise) and it is exact.
fn list_outputs_sum(rel: &Relation, out_types: &[Option<Ty>]) -> Option<(usize, usize, Range)> {
    let outs: Vec<usize> = (0..out_types.len())
        .filter(|j| out_types[*j] == Some(Ty::List))
        .collect();
    let (j1, j2) = (*outs.first()?, *outs.get(1)?);
    let part = |e: &ClauseEval| {
        let get = |j: usize| {
            e.outs[j]
                .as_ref()
                .map(|o| o.1.clone())
                .unwrap_or_else(Range::unknown)
        };
        let mut r = get(j1).add(&get(j2));
        for rc in &e.recs {
            for j in [j1, j2] {
                if let Some(var) = rc.outs[j] {
                    r = r.subst(var, &Range::int(0));
                }
            }
        }
        r
    };
    // The recursive call's two outputs enter the sum with one weight, passed
    // up straight or crosswise.
    let weight = |e: &ClauseEval, rc: &RecCall| -> Option<i64> {
        let full = e.outs[j1].as_ref()?.1.add(&e.outs[j2].as_ref()?.1);
        let w = |j: usize, s: &Sym| pass_up_weight(s, rc.outs[j]?);
        let (u, l) = (full.ub.as_ref()?, &full.lb);
        let a = w(j1, u)?;
        [w(j2, u), w(j1, l), w(j2, l)]
            .iter()
            .all(|x| *x == Some(a))
            .then_some(a)
    };
    let r = rel.solve(&part, &weight, false);
    (r.ub.is_some() && r.ub.as_ref() == Some(&r.lb)).then_some((j1, j2, r))
}

/// The least size of `v` from which on a call surely succeeds (or does not
/// terminate), if there is one up to the recursion threshold: 0 when it cannot
/// fail at all (`sel/3` from 1 on: on a non-empty list its first clause succeeds).
pub(super) fn not_fails_from(evals: &[ClauseEval], v: Var) -> Option<i64> {
    let n0 = threshold(evals, v);
    (0..=n0).find(|k| succeeds_from(evals, v, *k, n0))
}

/// Whether a call surely succeeds at every size of `v` from `k` on: at each size
/// below the threshold `n0`, and over the region from `n0` on, the clauses that
/// surely succeed there once past their guards cover every call, and no other
/// clause cuts (see [`sure_cover`]). A recursive call succeeds by induction: every
/// one for `k = 0`, else one a constant step down to a size of at least `k`.
fn succeeds_from(evals: &[ClauseEval], v: Var, k: i64, n0: i64) -> bool {
    // `Some(n)`: at size `n`; `None`: at every size from `n0` on.
    let holds = |g: Cmp, n: Option<i64>| match n {
        Some(n) => cmp_allows(g, n),
        None => cmp_allows_from(g, n0),
    };
    let recs_succeed = |e: &ClauseEval, n: Option<i64>| {
        let least = n.unwrap_or(n0);
        k == 0
            || e.recs
                .iter()
                .all(|rc| decrement(rc, v as usize).is_some_and(|d| least - d >= k))
    };
    let succeeds_at = |e: &ClauseEval, n: Option<i64>| {
        e.body_succeeds
            && e.success_guards.iter().all(|(i, g)| {
                (*i == v as usize && holds(*g, n)) || matches!(g, Cmp::Ge(c) if *c <= 0)
            })
            && recs_succeed(e, n)
    };
    let covers = |n: Option<i64>| {
        let tried: Vec<&ClauseEval> = evals
            .iter()
            .filter(|e| match n {
                Some(n) => allows(e, v, n),
                None => allows_from(e, v, n0),
            })
            .collect();
        sure_cover(
            &tried,
            &|e| succeeds_at(e, n),
            &|e| unconditional_besides(e, v) && passes(e, v, n, n0),
            &|e| recs_succeed(e, n),
        )
    };
    (k..n0).all(|n| covers(Some(n))) && covers(None)
}

/// An upper bound on the cost up to the first solution of a predicate that
/// cannot fail: each clause up to its first solution or failure (`first_cost`),
/// and a clause that surely succeeds where its guards hold ends the search there,
/// as a cut after its guard would (its recursive calls succeed: the predicate
/// cannot fail). Solved when every recursive call goes a constant step down.
fn recursive_first_ub(evals: &[ClauseEval], v: Var, outs: &[Option<Range>]) -> Option<Sym> {
    let stepwise = evals
        .iter()
        .flat_map(|e| e.recs.iter())
        .all(|rc| decrement(rc, v as usize).is_some());
    stepwise.then_some(())?;
    let first: Vec<ClauseEval> = evals
        .iter()
        .map(|e| {
            let mut e = e.clone();
            e.cost.ub = e.first_cost.clone();
            e.cut_after_guard |= e.sure();
            e
        })
        .collect();
    let rel = Relation {
        evals: &first,
        v,
        exclusive: pairwise_exclusive(&first),
        from: 0,
        paths: false,
    };
    rel.solve(
        &|e: &ClauseEval| subst_rec_outs(&e.cost, e, outs),
        &|_, _| Some(1),
        true,
    )
    .ub
}
