//! Solutions as a resource: bounds on the number of solutions of a call (Debray
//! and Lin's number-of-solutions analysis, CiaoPP's `sols`). A clause has the
//! product of its literals' solutions (those after its last cut: a cut keeps one
//! solution of what ran before it), a predicate the sum over its clauses, and a
//! recursive one the solution of `S(n) = A(n) + B·S(n-1)` with `B` constant.
//!
//! The upper bound is what makes the all-solutions cost of a clause finite after
//! a nondeterministic literal: the literal `i` runs once per solution of the
//! literals before it (`ClauseEval::charge`). The lower bound counts only clauses
//! whose heads surely unify, in predicates without cuts.

use super::guards::{allows, allows_from, committed, passes, unconditional_besides};
use super::recursion::{cover_base, decrement, recursion_vars, subst_rec_outs, threshold};
use super::terms::{term_bound, term_size};
use super::*;

/// The product of two solution counts (lower bounds only while both are
/// non-negative on the naturals, else 0).
pub(super) fn product(a: &Range, b: &Range) -> Range {
    let lb = if a.lb.nonneg_coefficients() && b.lb.nonneg_coefficients() {
        a.lb.mul(&b.lb).unwrap_or_default()
    } else {
        Sym::default()
    };
    Range {
        ub: a.ub.as_ref().zip(b.ub.as_ref()).and_then(|(x, y)| x.mul(y)),
        lb,
    }
}

/// At most one solution, none where it may fail.
pub(super) fn at_most_one(may_fail: bool) -> Range {
    Range {
        ub: Some(Sym::int(1)),
        lb: Sym::int(i64::from(!may_fail)),
    }
}

/// The count `n` as a constant, when a bound is one.
pub(super) fn constant_count(s: &Sym) -> Option<i64> {
    let c = s.as_constant()?;
    c.is_integer().then(|| c.to_integer().to_i64()).flatten()
}

/// A size bound usable as a count: an upper bound whose terms are all
/// non-negative on the naturals (so is the count it bounds), with its lower bound
/// when that is too.
fn count_of(size: Range) -> Option<Range> {
    let ub = size.ub.filter(Sym::nonneg_coefficients)?;
    let lb = Some(size.lb)
        .filter(Sym::nonneg_coefficients)
        .unwrap_or_default();
    Some(Range { ub: Some(ub), lb })
}

/// Whether `t` is a variable unbound so far that occurs once in `args`.
fn fresh(env: &Env, args: &[Term], t: &Term) -> bool {
    let Term::Var(v) = t else { return false };
    let occurrences: usize = args.iter().map(|a| occurrences(*v, a)).sum();
    !env.contains_key(v) && occurrences == 1
}

fn occurrences(v: VarId, t: &Term) -> usize {
    match t {
        Term::Var(w) => usize::from(*w == v),
        Term::Compound(_, a) => a.iter().map(|x| occurrences(v, x)).sum(),
        _ => 0,
    }
}

/// The solutions of a builtin that enumerates them, called with `args` under
/// `env` (read before the call binds anything): `between/3` from a constant,
/// `member/2`, `select/3`, `nth0/3`, `nth1/3` on a list of known length `n` (`n`
/// solutions), `append/3` splitting a list of length `n` (`n + 1`). `None` for
/// the other builtins (see [`of_builtin`]).
pub(super) fn enumerated(env: &Env, name: &str, args: &[Term]) -> Option<Range> {
    let exactly = |size: Range, all: bool| {
        count_of(size).map(|mut r| {
            if !all {
                r.lb = Sym::default();
            }
            r
        })
    };
    match (name, args) {
        ("between", [lo, hi, x]) => {
            if !fresh(env, args, x) {
                return Some(at_most_one(true));
            }
            let Term::Int(c) = lo else {
                return Some(Range::unknown());
            };
            let size = term_size(env, hi).unwrap_or_else(Range::unknown);
            let natural = term_bound(env, hi).is_some_and(|b| b.ty == Some(Ty::Int));
            // max(0, hi - c + 1) is at most the size max(0, hi) when c >= 1 and
            // at least its lower bound when c = 1; from c <= 0 only for naturals.
            let count = match *c {
                1 => count_of(size),
                c if c > 1 => count_of(size).map(|r| Range {
                    ub: r.ub,
                    lb: Sym::default(),
                }),
                c if natural => count_of(size).map(|r| {
                    let more = Range::int(1 - c);
                    r.add(&more)
                }),
                _ => None,
            };
            Some(count.unwrap_or_else(Range::unknown))
        }
        ("member", [x, l]) => {
            let all = fresh(env, args, x);
            Some(
                term_size(env, l)
                    .and_then(|s| exactly(s, all))
                    .unwrap_or_else(Range::unknown),
            )
        }
        ("select", [x, l, r]) => {
            let all = fresh(env, args, x) && fresh(env, args, r);
            Some(
                term_size(env, l)
                    .and_then(|s| exactly(s, all))
                    .unwrap_or_else(Range::unknown),
            )
        }
        ("nth0" | "nth1", [i, l, e]) => {
            if !fresh(env, args, i) {
                return Some(at_most_one(true));
            }
            let all = fresh(env, args, e);
            Some(
                term_size(env, l)
                    .and_then(|s| exactly(s, all))
                    .unwrap_or_else(Range::unknown),
            )
        }
        ("append", [a, b, c]) if term_size(env, a).is_none() => {
            let all = fresh(env, args, a) && fresh(env, args, b);
            Some(
                term_size(env, c)
                    .and_then(|s| exactly(s.add(&Range::int(1)), all))
                    .unwrap_or_else(Range::unknown),
            )
        }
        _ => None,
    }
}

/// The solutions of builtin `name`: `listed` (from [`enumerated`]) when known,
/// else at most one for a deterministic one (exactly one where it cannot fail,
/// and for a guard test, whose failure the clause's guards and tests say), else
/// not known.
pub(super) fn of_builtin(listed: Option<Range>, det: bool, may_fail: bool, guard: bool) -> Range {
    match listed {
        Some(r) => r,
        None if det => at_most_one(may_fail && !guard),
        None => Range::unknown(),
    }
}

/// The solutions of a predicate from its evaluated clauses: at most one when it
/// is deterministic, at least one when it cannot fail; otherwise the sum over
/// the clauses, the recursion solved over its first decreasing input. `outs`:
/// the predicate's output sizes (literals after a recursive call may count in
/// them).
pub(super) fn of_predicate(pattern: &Pattern, evals: &[ClauseEval], info: &Info) -> Range {
    let counted = if evals.iter().all(|e| e.recs.is_empty()) {
        non_recursive(evals)
    } else {
        let outs: Vec<Option<Range>> = info
            .outs
            .iter()
            .map(|o| o.as_ref().map(|(_, r)| r.clone()))
            .collect();
        recursion_vars(pattern, evals)
            .first()
            .map_or_else(Range::unknown, |v| recursive(evals, *v, &outs))
    };
    let ub = if info.det {
        Some(Sym::int(1))
    } else {
        counted.ub
    };
    let lb = if info.not_fails && counted.lb.is_zero() {
        Sym::int(1)
    } else {
        counted.lb
    };
    Range { ub, lb }
}

/// Whether clause `e`'s head surely unifies where its size guards on `v` hold
/// (and so its body runs): no test, no other condition in the head, no guard on
/// another size.
fn head_sure(e: &ClauseEval, v: Option<Var>) -> bool {
    e.tests.is_empty()
        && !e.opaque_guard
        && match v {
            Some(v) => unconditional_besides(e, v),
            None => e.guards.iter().all(|(_, g)| *g == Cmp::Ge(0)),
        }
}

/// The lower bound counts only where no clause cuts (a cut may drop the clauses
/// after it and the solutions before it).
fn lb_counts(evals: &[ClauseEval]) -> bool {
    evals.iter().all(|e| !e.cuts)
}

/// Sum over the clauses; lower bounds from the clauses whose heads surely unify.
fn non_recursive(evals: &[ClauseEval]) -> Range {
    let ub = evals.iter().try_fold(Sym::default(), |acc, e| {
        e.sols.ub.as_ref().map(|u| acc.add(u))
    });
    let lb = if lb_counts(evals) {
        evals
            .iter()
            .filter(|e| head_sure(e, None))
            .fold(Sym::default(), |acc, e| acc.add(&e.sols.lb))
    } else {
        Sym::default()
    };
    Range { ub, lb }
}

/// `S(n) = A(n) + B·S(n-1)` over the clauses that apply from the threshold `n0`
/// on (`A` the non-recursive ones, `B` the constant solutions of the rest of the
/// recursive ones), from the values below `n0` one by one. Every recursive call
/// one size of `v` down, at most one per clause, no clause's count depending on a
/// size the recursion changes.
fn recursive(evals: &[ClauseEval], v: Var, outs: &[Option<Range>]) -> Range {
    let stepwise = evals
        .iter()
        .all(|e| e.recs.len() <= 1 && e.recs.iter().all(|rc| decrement(rc, v as usize) == Some(1)));
    let changing: Vec<Var> = evals
        .iter()
        .flat_map(|e| e.recs.iter())
        .flat_map(|rc| {
            rc.sizes.iter().enumerate().filter_map(|(j, s)| {
                let fixed = s
                    .as_ref()
                    .is_none_or(|s| *s == Range::exact(Sym::var(j as Var)));
                (j as Var != v && !fixed).then_some(j as Var)
            })
        })
        .collect();
    let parts: Vec<Range> = evals
        .iter()
        .map(|e| subst_rec_outs(&e.sols, e, outs))
        .collect();
    let mentions = |r: &Range| {
        r.ub.as_ref()
            .is_none_or(|u| u.vars().iter().any(|x| changing.contains(x)))
    };
    if !stepwise || parts.iter().any(mentions) {
        return Range::unknown();
    }
    let n0 = threshold(evals, v);
    let lb_ok = lb_counts(evals);
    let part = |e: &ClauseEval| &parts[evals.iter().position(|x| std::ptr::eq(x, e)).unwrap_or(0)];
    // One size: the clauses tried there, each its count times the count one size
    // down (`prev`) when it recurses.
    let at = |n: Option<i64>, prev: &Range| -> Range {
        let from = n.unwrap_or(n0);
        let tried: Vec<&ClauseEval> = committed(
            evals
                .iter()
                .filter(|e| match n {
                    Some(n) => allows(e, v, n),
                    None => allows_from(e, v, n0),
                })
                .collect(),
            v,
            &|e| passes(e, v, n, n0),
        );
        let mut total = Range::int(0);
        for e in tried.into_iter().filter(|e| passes(e, v, n, n0)) {
            let mut r = match n {
                Some(k) => part(e).subst(v, &Range::int(k)),
                None => part(e).clone(),
            };
            if !e.recs.is_empty() {
                r = if from == 0 {
                    Range::unknown()
                } else {
                    product(&r, prev)
                };
            }
            if !(lb_ok && head_sure(e, Some(v))) {
                r.lb = Sym::default();
            }
            total = total.add(&r);
        }
        total
    };
    let mut base: Vec<Range> = Vec::new();
    for n in 0..n0 {
        let prev = base.last().cloned().unwrap_or_else(Range::unknown);
        base.push(at(Some(n), &prev));
    }
    // The region: A(n) + B·P with P standing for S(n-1).
    const PREV: Var = REC_OUT_BASE - 2;
    let region = at(None, &Range::exact(Sym::var(PREV)));
    let solve = |s: &Sym, init: Option<&Sym>| -> Option<Sym> {
        let coeffs = s.coefficients_in(PREV)?;
        let g = coeffs.first().cloned().unwrap_or_default();
        let b = match coeffs.get(1) {
            Some(c) => c.as_constant()?,
            None => rat(0),
        };
        if coeffs.len() > 2 || n0 == 0 {
            return None;
        }
        if b == rat(0) {
            return Some(g);
        }
        first_order(&b, &g, v, n0 - 1, init?)
    };
    let last = base.last();
    let ub = region
        .ub
        .as_ref()
        .and_then(|u| solve(u, last.and_then(|b| b.ub.as_ref())))
        .and_then(|u| cover_base(&u, &base, &[], v, true));
    let lb = solve(&region.lb, last.map(|b| &b.lb))
        .and_then(|l| cover_base(&l, &base, &[], v, false))
        .unwrap_or_default();
    Range { ub, lb }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn products_keep_lower_bounds_only_when_non_negative() {
        let n = Sym::var(0);
        let a = Range::exact(n.clone());
        let b = Range::exact(Sym::int(2));
        assert_eq!(product(&a, &b), Range::exact(n.scale(&rat(2))));
        let negative = Range {
            ub: Some(n.clone()),
            lb: n.sub(&Sym::int(1)),
        };
        assert_eq!(product(&negative, &negative).lb, Sym::default());
        assert_eq!(product(&Range::unknown(), &b).ub, None);
    }

    #[test]
    fn deterministic_builtins_have_one_solution_at_most() {
        assert_eq!(of_builtin(None, true, false, false), Range::int(1));
        assert_eq!(of_builtin(None, true, true, false).lb, Sym::default());
        assert_eq!(of_builtin(None, true, true, true), Range::int(1));
        assert_eq!(of_builtin(None, false, true, false), Range::unknown());
    }

    #[test]
    fn enumerations_count_the_list() {
        let mut env: Env = HashMap::new();
        env.insert(
            1,
            Bound {
                ty: Some(Ty::List),
                size: Some(Range::exact(Sym::var(0))),
                sure: true,
            },
        );
        let (x, l) = (Term::Var(2), Term::Var(1));
        let n = Sym::var(0);
        assert_eq!(
            enumerated(&env, "member", &[x.clone(), l.clone()]),
            Some(Range::exact(n.clone()))
        );
        // A bound element: at most n solutions, maybe none.
        env.insert(
            3,
            Bound {
                ty: None,
                size: None,
                sure: true,
            },
        );
        let bound = enumerated(&env, "member", &[Term::Var(3), l.clone()]).expect("listed");
        assert_eq!((bound.ub, bound.lb), (Some(n.clone()), Sym::default()));
        let split = enumerated(&env, "append", &[Term::Var(4), Term::Var(5), l]).expect("listed");
        assert_eq!(split, Range::exact(n.add(&Sym::int(1))));
        assert_eq!(
            enumerated(&env, "between", &[Term::Int(1), Term::Int(3), x.clone()]),
            Some(Range::int(3))
        );
        assert_eq!(
            enumerated(&env, "between", &[Term::Int(0), Term::Int(3), x]),
            Some(Range::int(4))
        );
        assert_eq!(
            enumerated(&env, "length", &[Term::Var(6), Term::Var(7)]),
            None
        );
    }
}
