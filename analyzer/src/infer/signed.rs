//! Integers that may be negative (`int` arguments), measured by value through
//! `max(0, N)`: the size is a natural, so the recurrence machinery applies, and a
//! comparison is a size guard only where it has one outcome for every value of
//! a size (all the values `N <= 0` share size 0). `N > 0` is `x >= 1` and makes the
//! value the size (a natural); `N =< 0` is `x = 0`; `N >= 0` holds of some
//! values of size 0 and not of others, so it stays a test.

use super::terms::arith_size;
use super::*;

/// The size guard a comparison `N op k` (already oriented: the variable on the
/// left) makes on the size `x = max(0, N)` of a signed integer, when every value
/// of each size gives it one outcome.
pub(super) fn guard(op: &str, k: i64) -> Option<Cmp> {
    match op {
        ">" if k >= 0 => Some(Cmp::Ge(k.checked_add(1)?)),
        ">=" if k >= 1 => Some(Cmp::Ge(k)),
        "=:=" if k >= 1 => Some(Cmp::Eq(k)),
        "=<" if k == 0 => Some(Cmp::Eq(0)),
        "<" if k == 1 => Some(Cmp::Eq(0)),
        _ => None,
    }
}

/// Whether `N op k` (the variable on the left) passing proves `N >= 0`.
fn proves_natural(op: &str, k: i64) -> bool {
    match op {
        ">" => k >= -1,
        ">=" | "=:=" => k >= 0,
        _ => false,
    }
}

/// The comparison `a op b` oriented with its variable on the left: the
/// variable, the operator and the constant.
pub(super) fn oriented<'t>(op: &'t str, a: &'t Term, b: &'t Term) -> Option<(VarId, &'t str, i64)> {
    match (a, b) {
        (Term::Var(v), Term::Int(k)) => Some((*v, op, *k)),
        (Term::Int(k), Term::Var(v)) => {
            let flipped = match op {
                "<" => ">",
                ">" => "<",
                "=<" => ">=",
                ">=" => "=<",
                o => o,
            };
            Some((*v, flipped, *k))
        }
        _ => None,
    }
}

/// After a comparison that passed: a signed integer it proves natural has its
/// value as its size from then on (an integer measured by value).
pub(super) fn refine(env: &mut Env, op: &str, a: &Term, b: &Term) {
    let Some((v, op, k)) = oriented(op, a, b) else {
        return;
    };
    if let Some(bound) = env.get_mut(&v) {
        if bound.ty == Some(Ty::Signed) && proves_natural(op, k) {
            bound.ty = Some(Ty::Int);
        }
    }
}

/// The size `max(0, N)` of an integer `N` whose value lies in `value`: the upper
/// bound keeps the value's non-negative terms (a bound of `max(0, N)` on
/// naturals), the lower bound is the value's where that is surely not negative,
/// else 0.
pub(super) fn size_of_value(value: &Range) -> Range {
    let positive = |s: &Sym| {
        s.terms()
            .filter(|(_, c)| *c > &rat(0))
            .fold(Sym::default(), |acc, (k, c)| {
                acc.add(&Sym::from_term(k.clone(), c.clone()))
            })
    };
    Range {
        ub: value.ub.as_ref().map(positive),
        lb: if value.lb.nonneg_coefficients() {
            value.lb.clone()
        } else {
            Sym::default()
        },
    }
}

/// The value of an arithmetic expression in which the signed integers are taken
/// as their sizes (`N - 1` is `x - 1`): right where they are positive, which the
/// clause must ensure (see [`failed_assumptions`]); their arguments are added to
/// `assumed`. The arguments in `off` are not taken so. Plain [`arith_size`] when
/// the expression has none.
pub(super) fn arith_by_value(
    env: &Env,
    t: &Term,
    off: &[usize],
    assumed: &mut Vec<usize>,
) -> Option<Range> {
    let mut vars = Vec::new();
    signed_vars(env, t, &mut vars);
    vars.retain(|(_, i)| !off.contains(i));
    if vars.is_empty() {
        return arith_size(env, t);
    }
    let mut view = env.clone();
    for (v, _) in &vars {
        if let Some(b) = view.get_mut(v) {
            b.ty = Some(Ty::Int);
        }
    }
    let r = arith_size(&view, t)?;
    assumed.extend(vars.iter().map(|(_, i)| *i));
    Some(r)
}

/// The variables of `t` bound to a signed head argument's size `x_i`, with `i`.
fn signed_vars(env: &Env, t: &Term, out: &mut Vec<(VarId, usize)>) {
    match t {
        Term::Var(v) => {
            let head = env.get(v).and_then(|b| {
                let s = b.size.as_ref()?;
                let (x, c) = s.ub.as_ref()?.as_var_plus_constant()?;
                let exact = s.lb == *s.ub.as_ref()? && c == rat(0);
                (b.ty == Some(Ty::Signed) && exact).then_some(x as usize)
            });
            if let Some(i) = head {
                out.push((*v, i));
            }
        }
        Term::Compound(_, a) => a.iter().for_each(|x| signed_vars(env, x, out)),
        _ => {}
    }
}

/// The signed arguments some clause took by value although it is reached past
/// its guards where that argument's size is 0 (its value may be any `N <= 0`
/// there). A clause is not reached there when its own guards exclude size 0, or
/// an earlier clause surely passes its guards and cuts there.
pub(super) fn failed_assumptions(evals: &[ClauseEval]) -> Vec<usize> {
    let mut failed: Vec<usize> = evals
        .iter()
        .flat_map(|e| e.assumes_positive.iter().map(move |i| (e, *i)))
        .filter(|&(e, i)| {
            let v = i as Var;
            let excluded = !guards::allows(e, v, 0) || !guards::passes(e, v, Some(0), 0);
            let tried = guards::committed(
                evals.iter().filter(|c| guards::allows(c, v, 0)).collect(),
                v,
                &|c| guards::passes(c, v, Some(0), 0),
            );
            !excluded && tried.iter().any(|c| std::ptr::eq(*c, e))
        })
        .map(|(_, i)| i)
        .collect();
    failed.sort_unstable();
    failed.dedup();
    failed
}

/// A size guard `x op k` (or `k op x`) on a head integer whose size is `x_i + c`
/// (a natural measured by value), or `x_i` (a signed integer, see [`signed`]).
pub(super) fn size_guard(env: &Env, op: &str, a: &Term, b: &Term) -> Option<(usize, Cmp)> {
    let (v, op, k) = oriented(op, a, b)?;
    let bound = env.get(&v)?;
    let size = bound.size.as_ref()?;
    let (x, c) = size.ub.as_ref()?.as_var_plus_constant()?;
    (size.lb == *size.ub.as_ref()?).then_some(())?;
    let c = c.to_integer().to_i64()?;
    let i = x as usize;
    match bound.ty {
        Some(Ty::Signed) if c == 0 => Some((i, guard(op, k)?)),
        Some(Ty::Int) => {
            // var + c op k  <=>  x op k - c, `x` a natural.
            let k = k.checked_sub(c)?;
            match op {
                ">" => Some((i, Cmp::Ge(k.checked_add(1)?))),
                ">=" => Some((i, Cmp::Ge(k))),
                "=:=" => Some((i, Cmp::Eq(k))),
                "=\\=" if k == 0 => Some((i, Cmp::Ge(1))),
                "=<" if k == 0 => Some((i, Cmp::Eq(0))),
                "<" if k == 1 => Some((i, Cmp::Eq(0))),
                _ => None,
            }
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn guards_with_one_outcome_per_size() {
        assert_eq!(guard(">", 0), Some(Cmp::Ge(1)));
        assert_eq!(guard(">=", 2), Some(Cmp::Ge(2)));
        assert_eq!(guard("=<", 0), Some(Cmp::Eq(0)));
        assert_eq!(guard("<", 1), Some(Cmp::Eq(0)));
        assert_eq!(guard("=:=", 3), Some(Cmp::Eq(3)));
        // `N >= 0`, `N =:= 0`, `N > -1`, `N =\= 0`: true of `0`, false of `-1`,
        // both of size 0.
        for (op, k) in [(">=", 0), ("=:=", 0), (">", -1), ("=\\=", 0), ("<", 0)] {
            assert_eq!(guard(op, k), None, "{op} {k}");
        }
    }

    #[test]
    fn comparisons_oriented_and_natural() {
        let n = Term::Var(7);
        assert_eq!(oriented("<", &Term::Int(0), &n), Some((7, ">", 0)));
        assert!(proves_natural(">", -1) && proves_natural(">=", 0));
        assert!(!proves_natural(">=", -1) && !proves_natural("=<", 5));
        let mut env = Env::new();
        env.insert(
            7,
            Bound {
                ty: Some(Ty::Signed),
                size: Some(Range::exact(Sym::var(0))),
                sure: true,
            },
        );
        refine(&mut env, ">=", &n, &Term::Int(-1));
        assert_eq!(env[&7].ty, Some(Ty::Signed));
        refine(&mut env, "<", &Term::Int(0), &n);
        assert_eq!(env[&7].ty, Some(Ty::Int));
    }

    #[test]
    fn size_of_a_value_that_may_be_negative() {
        let x = Sym::var(0);
        // N - 1 for a natural N: max(0, N - 1) lies in [0, N].
        let r = size_of_value(&Range::exact(x.sub(&Sym::int(1))));
        assert_eq!(
            r,
            Range {
                ub: Some(x.clone()),
                lb: Sym::default()
            }
        );
        // N + 2: itself.
        let r = size_of_value(&Range::exact(x.add(&Sym::int(2))));
        assert_eq!(r, Range::exact(x.add(&Sym::int(2))));
        assert_eq!(size_of_value(&Range::int(-4)), Range::int(0));
    }
}
