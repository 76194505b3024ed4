//! library(apply)'s list walks with a closure written in the clause
//! (`maplist/2..7`, `foldl/4..6`, `include/3`, `exclude/3`) made into calls of
//! auxiliary predicates: the library's clauses with the closure's call in place
//! of `call/N`, so that the analysis bounds a walk like a recursion of the
//! program. The closure's own arguments become extra arguments. The auxiliary
//! clauses are library code: their heads cost no steps and no unifications
//! (ARCHITECTURE.md, "Counting in library code").

use crate::program::PredKey;
use costlog_engine::{Atom, Term, VarId};
use std::collections::BTreeSet;

/// How the names of the auxiliary predicates start (no program predicate's
/// does: the space is not in a name written without quotes).
const PREFIX: &str = "$apply ";

/// Whether `name` is an auxiliary predicate's, which reports leave out.
pub(crate) fn is_auxiliary(name: &str) -> bool {
    name.starts_with(PREFIX)
}

/// The shape of a walk's auxiliary clauses.
#[derive(Clone, Copy)]
enum Walk {
    /// `maplist(C, L1, ..., Lk)`: `C` on the elements of `k` lists.
    Map(usize),
    /// `foldl(C, L1, ..., Lk, V0, V)`: `C` threading an accumulator.
    Fold(usize),
    /// `include(C, L, R)` (`true`) or `exclude(C, L, R)` (`false`).
    Filter(bool),
}

/// The walk a call of `name/arity` makes, if it is one.
fn walk_of(name: &str, arity: usize) -> Option<Walk> {
    match (name, arity) {
        ("maplist", 2..=7) => Some(Walk::Map(arity - 1)),
        ("foldl", 4..=6) => Some(Walk::Fold(arity - 3)),
        ("include", 3) => Some(Walk::Filter(true)),
        ("exclude", 3) => Some(Walk::Filter(false)),
        _ => None,
    }
}

/// A closure written in the clause: its predicate name and its own arguments;
/// `None` for a variable, a module-qualified goal, a lambda or a cut.
fn closure(t: &Term) -> Option<(Atom, &[Term])> {
    let (name, args): (Atom, &[Term]) = match t {
        Term::Atom(a) => (*a, &[]),
        Term::Compound(a, args) => (*a, args),
        _ => return None,
    };
    let plain = !matches!(
        &*name.name(),
        ":" | ">>" | "/" | "!" | "," | ";" | "->" | "\\+"
    );
    (plain && !crate::program::has_cut(t)).then_some((name, args))
}

/// A walk made into a call of its auxiliary predicate.
pub(crate) struct Specialised {
    /// The call replacing the walk.
    pub call: Term,
    /// The auxiliary predicate's clauses, as `(head, body)`.
    pub clauses: Vec<(Term, Term)>,
}

/// `goal` as a call of its walk's auxiliary predicate, when it is a walk with a
/// closure written in it.
pub(crate) fn specialise(goal: &Term) -> Option<Specialised> {
    let Term::Compound(f, args) = goal else {
        return None;
    };
    let walk = walk_of(&f.name(), args.len())?;
    let (p, captured) = closure(&args[0])?;
    let name = format!(
        "{PREFIX}{}/{} {}/{}",
        f.name(),
        args.len(),
        p.name(),
        captured.len()
    );
    let call = Term::compound(
        name.as_str(),
        args[1..].iter().chain(captured).cloned().collect(),
    );
    let mut fresh = 0;
    let mut var = || {
        fresh += 1;
        Term::Var(fresh as VarId)
    };
    let cs: Vec<Term> = captured.iter().map(|_| var()).collect();
    let closure_call =
        |extra: Vec<Term>| Term::compound(p, cs.iter().cloned().chain(extra).collect());
    let aux = |mut own: Vec<Term>| {
        own.extend(cs.iter().cloned());
        Term::compound(name.as_str(), own)
    };
    let nil = || Term::Atom(Atom::NIL);
    let cons = |h: &Term, t: &Term| Term::list_with_tail([h.clone()], t.clone());
    let clauses = match walk {
        Walk::Map(k) => {
            let xs: Vec<Term> = (0..k).map(|_| var()).collect();
            let ts: Vec<Term> = (0..k).map(|_| var()).collect();
            let heads = xs.iter().zip(&ts).map(|(x, t)| cons(x, t)).collect();
            vec![
                (aux(vec![nil(); k]), Term::atom("true")),
                (aux(heads), conj(closure_call(xs), aux(ts))),
            ]
        }
        Walk::Fold(k) => {
            let xs: Vec<Term> = (0..k).map(|_| var()).collect();
            let ts: Vec<Term> = (0..k).map(|_| var()).collect();
            let (v, v0, v1) = (var(), var(), var());
            let mut base = vec![nil(); k];
            base.extend([v.clone(), v.clone()]);
            let mut heads: Vec<Term> = xs.iter().zip(&ts).map(|(x, t)| cons(x, t)).collect();
            heads.extend([v0.clone(), v.clone()]);
            let mut step = xs;
            step.extend([v0, v1.clone()]);
            let mut rest = ts;
            rest.extend([v1, v]);
            vec![
                (aux(base), Term::atom("true")),
                (aux(heads), conj(closure_call(step), aux(rest))),
            ]
        }
        Walk::Filter(keep) => {
            let (h, t, r, r1) = (var(), var(), var(), var());
            let kept = Term::compound("=", vec![r.clone(), cons(&h, &r1)]);
            let dropped = Term::compound("=", vec![r.clone(), r1.clone()]);
            let (then, els) = if keep {
                (kept, dropped)
            } else {
                (dropped, kept)
            };
            let test = Term::compound("->", vec![closure_call(vec![h.clone()]), then]);
            let choice = Term::compound(";", vec![test, els]);
            vec![
                (aux(vec![nil(), nil()]), Term::atom("true")),
                (aux(vec![cons(&h, &t), r]), conj(choice, aux(vec![t, r1]))),
            ]
        }
    };
    Some(Specialised { call, clauses })
}

fn conj(a: Term, b: Term) -> Term {
    Term::compound(",", vec![a, b])
}

/// The auxiliary clauses of every walk in `bodies`, except walks of a predicate
/// the program defines (`user`: its own `maplist/2` replaces the library's). A
/// closure's own arguments are passed at run time, so a walk written as another
/// walk's closure (`maplist(maplist(p), Rows)`) runs through `call/N` there.
pub(crate) fn auxiliaries<'a>(
    bodies: impl Iterator<Item = &'a Term>,
    user: &[PredKey],
) -> Vec<(Term, Term)> {
    let mut todo: Vec<Term> = bodies.cloned().collect();
    let mut made = BTreeSet::new();
    let mut out = Vec::new();
    while let Some(t) = todo.pop() {
        let Term::Compound(f, args) = &t else {
            continue;
        };
        todo.extend(args.iter().cloned());
        let key = (f.name().to_string(), args.len());
        if user.contains(&key) {
            continue;
        }
        let Some(s) = specialise(&t) else {
            continue;
        };
        if let Term::Compound(name, _) | Term::Atom(name) = &s.call {
            if made.insert(name.name().to_string()) {
                out.extend(s.clauses);
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn text(t: &Term) -> String {
        format!("{t:?}")
    }

    #[test]
    fn a_closure_with_arguments_passes_them_to_the_auxiliary_predicate() {
        let goal = Term::compound(
            "maplist",
            vec![
                Term::compound("add", vec![Term::Int(1)]),
                Term::Var(0),
                Term::Var(1),
            ],
        );
        let s = specialise(&goal).expect("a walk");
        assert_eq!(
            s.call,
            Term::compound(
                "$apply maplist/3 add/1",
                vec![Term::Var(0), Term::Var(1), Term::Int(1)]
            )
        );
        assert_eq!(s.clauses.len(), 2);
        assert!(text(&s.clauses[1].1).contains("add"), "{:?}", s.clauses);
    }

    #[test]
    fn variables_lambdas_and_module_closures_are_not_specialised() {
        for closure in [
            Term::Var(3),
            Term::compound(">>", vec![Term::Var(0), Term::atom("true")]),
            Term::compound(":", vec![Term::atom("lists"), Term::atom("w")]),
        ] {
            let goal = Term::compound("maplist", vec![closure, Term::Var(1)]);
            assert!(specialise(&goal).is_none());
        }
        assert!(specialise(&Term::compound("maplist", vec![Term::atom("w")])).is_none());
    }

    #[test]
    fn each_walk_gets_its_predicate_once_and_user_walks_none() {
        let walk = Term::compound("maplist", vec![Term::atom("w"), Term::Var(0)]);
        let body = Term::compound(",", vec![walk.clone(), walk]);
        let aux = auxiliaries([&body].into_iter(), &[]);
        assert_eq!(aux.len(), 2);
        assert!(aux
            .iter()
            .all(|(h, _)| matches!(h, Term::Compound(f, _) if is_auxiliary(&f.name()))));
        let user = [("maplist".to_string(), 2)];
        assert!(auxiliaries([&body].into_iter(), &user).is_empty());
    }
}
