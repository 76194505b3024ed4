//! Types and sizes of terms under a clause's bindings, call patterns of literals,
//! and the callee's bounds and output sizes at the actual argument sizes.

use super::*;
use costlog_engine::Atom;

/// Whether a term is ground under `env`.
pub(super) fn ground(env: &Env, t: &Term) -> bool {
    match t {
        Term::Var(v) => env.contains_key(v),
        Term::Compound(_, a) => a.iter().all(|x| ground(env, x)),
        _ => true,
    }
}

/// Whether every variable of `t` is surely bound to a ground term.
pub(super) fn surely_ground(env: &Env, t: &Term) -> bool {
    match t {
        Term::Var(v) => env.get(v).is_some_and(|b| b.sure),
        Term::Compound(_, a) => a.iter().all(|x| surely_ground(env, x)),
        _ => true,
    }
}

/// Type and size of a ground term.
pub(super) fn term_bound(env: &Env, t: &Term) -> Option<Bound> {
    if !ground(env, t) {
        return None;
    }
    Some(match t {
        Term::Var(v) => env.get(v)?.clone(),
        Term::Int(k) => Bound {
            ty: Some(Ty::Int),
            size: Some(Range::int(*k)),
            sure: true,
        },
        Term::Atom(a) if *a == Atom::NIL => Bound {
            ty: Some(Ty::List),
            size: Some(Range::int(0)),
            sure: true,
        },
        Term::Compound(f, a) if *f == Atom::DOT && a.len() == 2 => {
            let tail = term_bound(env, &a[1])?;
            if tail.ty.is_some_and(Ty::is_list) {
                Bound {
                    ty: Some(Ty::List),
                    size: tail.size.map(|s| s.add(&Range::int(1))),
                    sure: surely_ground(env, t),
                }
            } else {
                Bound {
                    ty: Some(Ty::Ground),
                    size: None,
                    sure: surely_ground(env, t),
                }
            }
        }
        // (A compound is ground only where its variables surely are.)
        _ => Bound {
            ty: Some(Ty::Ground),
            size: None,
            sure: surely_ground(env, t),
        },
    })
}

pub(super) fn term_size(env: &Env, t: &Term) -> Option<Range> {
    term_bound(env, t)?.size
}

/// Size of an output head term at the end of the clause: lists are counted through
/// their skeleton, so `[H|R]` is one more than `R` even when `H` is unknown.
pub(super) fn out_term(env: &Env, t: &Term) -> (Option<Ty>, Range) {
    match t {
        // (What an input said of its elements is not kept in the output: the
        // clauses' output types are then the same for every list.)
        Term::Var(v) => env
            .get(v)
            .map(|b| {
                let size = b.size.clone().unwrap_or_else(Range::unknown);
                (b.ty.map(Ty::plain), size)
            })
            .unwrap_or((None, Range::unknown())),
        Term::Int(k) => (Some(Ty::Int), Range::int(*k)),
        Term::Atom(a) if *a == Atom::NIL => (Some(Ty::List), Range::int(0)),
        Term::Compound(f, a) if *f == Atom::DOT && a.len() == 2 => {
            let (ty, r) = out_term(env, &a[1]);
            if ty == Some(Ty::List) || (ty.is_none() && r.ub.is_some()) {
                (Some(Ty::List), r.add(&Range::int(1)))
            } else {
                (None, Range::unknown())
            }
        }
        _ => (Some(Ty::Ground), Range::unknown()),
    }
}

/// Size of an arithmetic expression: sums and differences of sized integers and
/// constants, products by constants.
pub(super) fn arith_size(env: &Env, t: &Term) -> Option<Range> {
    match t {
        Term::Int(k) => Some(Range::int(*k)),
        Term::Var(v) => env
            .get(v)?
            .size
            .clone()
            .filter(|_| env[v].ty == Some(Ty::Int)),
        Term::Compound(f, a) if a.len() == 2 => {
            let (x, y) = (arith_size(env, &a[0]), arith_size(env, &a[1]));
            match &*f.name() {
                "+" => Some(x?.add(&y?)),
                "-" => {
                    let (x, y) = (x?, y?);
                    let k = y.ub.as_ref().and_then(|u| u.as_constant())?;
                    (y.lb.as_constant()? == k).then_some(())?;
                    let shift = Sym::constant(-k);
                    Some(Range {
                        ub: x.ub.map(|u| u.add(&shift)),
                        lb: x.lb.add(&shift),
                    })
                }
                "*" => {
                    let (x, y) = (x?, y?);
                    let exact_constant = |r: &Range| {
                        let c = r.ub.as_ref().and_then(Sym::as_constant)?;
                        (r.lb.as_constant()? == c).then_some(c)
                    };
                    let (c, other) = match (exact_constant(&x), exact_constant(&y)) {
                        (Some(c), _) => (c, y),
                        (None, Some(c)) => (c, x),
                        // Two values that are surely not negative: the product of
                        // their bounds bounds their product (`N*N`).
                        (None, None) => {
                            let natural = |r: &Range| r.lb.nonneg_coefficients();
                            return (natural(&x) && natural(&y)).then(|| x.mul(&y));
                        }
                    };
                    (c >= rat(0)).then_some(())?;
                    Some(Range {
                        ub: other.ub.map(|u| u.scale(&c)),
                        lb: other.lb.scale(&c),
                    })
                }
                "//" | "div" | ">>" => {
                    let (x, y) = (x?, y?);
                    let k = y.ub.as_ref().and_then(Sym::as_constant)?;
                    (y.lb.as_constant()? == k && k.is_integer() && k >= rat(0)).then_some(())?;
                    let c = if f.name() == ">>" {
                        rat(2).pow(i32::try_from(k.to_integer()).ok().filter(|e| *e <= 62)?)
                    } else {
                        k
                    };
                    (c >= rat(1)).then_some(())?;
                    // floor(x / c) lies in [(x - c + 1) / c, x / c] for naturals x.
                    let inv = c.recip();
                    Some(Range {
                        ub: x.ub.map(|u| u.scale(&inv)),
                        lb: x.lb.scale(&inv).sub(&Sym::constant((&c - rat(1)) / &c)),
                    })
                }
                _ => None,
            }
        }
        _ => None,
    }
}

// -------------------------------------------------------------- calls

pub(super) fn call_pattern(env: &Env, args: &[Term]) -> Pattern {
    args.iter()
        .enumerate()
        .map(|(i, a)| match a {
            Term::Var(v) if !env.contains_key(v) => {
                let repeated = args
                    .iter()
                    .enumerate()
                    .any(|(j, b)| j != i && occurs(*v, b));
                if repeated {
                    Mode::In(Ty::Ground)
                } else {
                    Mode::Out
                }
            }
            _ => match term_bound(env, a) {
                Some(b) => Mode::In(match (b.ty, b.size.is_some()) {
                    (Some(t), _) if t.is_list() => t,
                    (Some(Ty::Int), _) => Ty::Int,
                    (Some(Ty::Signed), _) => Ty::Signed,
                    (Some(t @ (Ty::Term | Ty::Depth)), true) => t,
                    _ => Ty::Ground,
                }),
                None => Mode::In(Ty::Ground),
            },
        })
        .collect()
}

/// What the arguments of a call are known to be beyond their modes (integer,
/// float or atom constants, integers computed by arithmetic), for choosing
/// among the trusts of the callee.
pub(super) fn known_args(env: &Env, args: &[Term]) -> Vec<Known> {
    args.iter()
        .map(|a| match a {
            Term::Int(_) | Term::BigInt(_) => Known::Int,
            Term::Float(_) => Known::Float,
            Term::Atom(x) if x.is_plain_atom() => Known::Atom,
            Term::Var(v) => match env.get(v).and_then(|b| b.ty) {
                Some(Ty::Int | Ty::Signed) => Known::Int,
                _ => Known::Other,
            },
            _ => Known::Other,
        })
        .collect()
}

/// Substitutes the actual argument sizes into a callee's bound.
pub(super) fn actual_cost(env: &Env, args: &[Term], r: &Range, pattern: &Pattern) -> Range {
    let map: Vec<(Var, Range)> = pattern
        .iter()
        .zip(args)
        .enumerate()
        .filter(|(_, (m, _))| matches!(m, Mode::In(t) if t.sized()))
        .map(|(i, (_, a))| (i as Var, term_size(env, a).unwrap_or_else(Range::unknown)))
        .collect();
    subst_all(r, &map)
}

/// First variable id used to rename a callee's variables before substitution.
pub(super) const RENAME_BASE: Var = 100_000;

/// Simultaneous substitution `v := r` for every pair (the callee's variables are
/// renamed first, so a size mentioning the caller's variable `0` is not captured
/// by the substitution for the callee's variable `0`).
pub(super) fn subst_all(r: &Range, map: &[(Var, Range)]) -> Range {
    let mut out = r.clone();
    for (v, _) in map {
        out = out.subst(*v, &Range::exact(Sym::var(RENAME_BASE + v)));
    }
    for (v, size) in map {
        out = out.subst(RENAME_BASE + v, size);
    }
    out
}

pub(super) fn bind_outputs(
    env: &mut Env,
    ev: &mut ClauseEval,
    args: &[Term],
    pattern: &Pattern,
    info: &Info,
) {
    let mut bound_vars: Vec<(usize, VarId)> = Vec::new();
    for (j, (m, a)) in pattern.iter().zip(args).enumerate() {
        if *m != Mode::Out {
            continue;
        }
        let (ty, size) = info.outs[j].clone().unwrap_or((None, Range::unknown()));
        let size = actual_cost(env, args, &size, pattern);
        match a {
            Term::Var(v) if !env.contains_key(v) && info.out_ground.get(j) == Some(&true) => {
                env.insert(
                    *v,
                    Bound {
                        ty,
                        size: Some(size),
                        sure: true,
                    },
                );
                bound_vars.push((j, *v));
            }
            // An output the callee leaves unbound (a difference list's tail)
            // stays free.
            Term::Var(v) if !env.contains_key(v) && info.out_free.get(j) == Some(&true) => {}
            // A list whose elements may be unbound (`[X]` of an unknown `X`, a
            // list `length/2` made): its length is known, its elements are not
            // (`sure: false` keeps them from being taken as bound or ground).
            Term::Var(v) if !env.contains_key(v) && ty.is_some_and(Ty::is_list) => {
                env.insert(
                    *v,
                    Bound {
                        ty,
                        size: Some(size),
                        sure: false,
                    },
                );
                bound_vars.push((j, *v));
            }
            // An output the callee may or may not bind is an unknown term: taken
            // as free, a later call would be analysed for a free argument (a
            // clause `p([], ..)` matching it at once) whatever it is bound to.
            _ => bind_all_vars(env, a),
        }
    }
    if let Some((j1, j2, sum)) = &info.out_sum {
        let find = |j: usize| bound_vars.iter().find(|b| b.0 == j).map(|b| b.1);
        if let (Some(a), Some(b)) = (find(*j1), find(*j2)) {
            ev.sums.push((a, b, actual_cost(env, args, sum, pattern)));
        }
    }
}

/// Binds every variable of `t` in `env` to an unknown term (unless bound).
pub(super) fn bind_all_vars(env: &mut Env, t: &Term) {
    match t {
        Term::Var(v) => {
            env.entry(*v).or_insert(Bound {
                ty: None,
                size: None,
                sure: false,
            });
        }
        Term::Compound(_, a) => a.iter().for_each(|x| bind_all_vars(env, x)),
        _ => {}
    }
}

/// Whether variable `v` occurs in `t`.
pub(super) fn occurs(v: VarId, t: &Term) -> bool {
    match t {
        Term::Var(w) => *w == v,
        Term::Compound(_, a) => a.iter().any(|x| occurs(v, x)),
        _ => false,
    }
}

/// Matches a head term against an input sub-term whose shape is unknown (a list
/// element, a ground argument): its variables are bound; anything but a fresh
/// variable is a test the size guards do not capture (`opaque`), since the input
/// need not have that shape (`f([1|T], ...)` fails on `[2]`).
pub(super) fn match_unknown(env: &mut Env, opaque: &mut bool, t: &Term) {
    if !matches!(t, Term::Var(_)) {
        *opaque = true;
    }
    bind_ground(env, opaque, t);
}

/// Binds the variables of a ground input sub-term (a repeated one is an equality test).
pub(super) fn bind_ground(env: &mut Env, opaque: &mut bool, t: &Term) {
    match t {
        Term::Var(v) => {
            if env.contains_key(v) {
                *opaque = true;
            } else {
                env.insert(
                    *v,
                    Bound {
                        ty: None,
                        size: None,
                        sure: true,
                    },
                );
            }
        }
        Term::Compound(_, a) => a.iter().for_each(|x| bind_ground(env, opaque, x)),
        _ => {}
    }
}
