//! Element types of list inputs: what a `list(A, T)` calls property says of a
//! list's elements, and how a head pattern on an element matches under it (a
//! test that may fail, or surely a match).

use super::terms::{bind_ground, match_unknown};
use super::{Bound, Elem, Env, Ty};
use crate::program::Program;
use costlog_assertions::props::TypeProp;
use costlog_engine::{Atom, Term};

/// The type of a list whose elements have the property `elem` (if given): the
/// element type is kept for lists and user regular types (`nat` is an integer,
/// which head patterns do not destructure).
pub(super) fn list_type(elem: Option<&TypeProp>) -> Ty {
    match elem {
        Some(TypeProp::List(_)) => Ty::ListOf(Elem::List),
        Some(TypeProp::User(name, extra)) if extra.is_empty() && name != "nat" => {
            Ty::ListOf(Elem::User(Atom::new(name)))
        }
        _ => Ty::List,
    }
}

/// Matches the head term `t` against a list element of type `elem` (`None`:
/// not known). A fresh variable gets the element's type when the analysis has
/// one for it (a list, of unknown length). A term of the one shape every term
/// of the element's regular type has, with distinct fresh variables as
/// arguments (`K-V` on a `pair`), surely matches. Anything else is a test the
/// size guards do not capture (`opaque`).
pub(super) fn match_element(
    env: &mut Env,
    opaque: &mut bool,
    prog: &Program,
    elem: Option<Elem>,
    t: &Term,
) {
    match (t, elem) {
        (Term::Var(v), Some(Elem::List)) if !env.contains_key(v) => {
            env.insert(
                *v,
                Bound {
                    ty: Some(Ty::List),
                    size: None,
                    sure: true,
                },
            );
        }
        (Term::Compound(f, a), Some(Elem::User(name)))
            if fresh_distinct(env, a) && sole_shape(prog, name) == Some((*f, a.len())) =>
        {
            a.iter().for_each(|x| bind_ground(env, opaque, x));
        }
        _ => match_unknown(env, opaque, t),
    }
}

/// The one shape every term of the user regular type `name` has: its
/// definition is one clause whose argument is `f(V1, ..., Vk)` with distinct
/// variables (`pair(_-_)`), whatever its body says of them.
fn sole_shape(prog: &Program, name: Atom) -> Option<(Atom, usize)> {
    let clauses = prog.preds.get(&(name.name().to_string(), 1))?;
    let [c] = clauses.as_slice() else {
        return None;
    };
    match c.head.first()? {
        Term::Compound(f, a) if fresh_distinct(&Env::new(), a) => Some((*f, a.len())),
        _ => None,
    }
}

/// Whether `args` are distinct variables none of which is bound in `env`.
fn fresh_distinct(env: &Env, args: &[Term]) -> bool {
    args.iter().enumerate().all(|(i, a)| match a {
        Term::Var(v) => !env.contains_key(v) && !args[..i].contains(a),
        _ => false,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn program(text: &str) -> Program {
        let mut m = costlog_engine::Machine::new();
        let r = m.consult_str("p.pl", text);
        let terms: Vec<Term> = r.clauses.iter().map(|(_, rt)| rt.term.clone()).collect();
        Program::from_terms(&terms)
    }

    #[test]
    fn a_single_fact_regtype_has_one_shape() {
        let p = program("pair(_-_). two(a). two(b). open(X) :- X = f(_). rep(f(X, X)).");
        let minus = Atom::new("-");
        assert_eq!(sole_shape(&p, Atom::new("pair")), Some((minus, 2)));
        assert_eq!(sole_shape(&p, Atom::new("two")), None);
        assert_eq!(sole_shape(&p, Atom::new("open")), None);
        assert_eq!(sole_shape(&p, Atom::new("rep")), None);
        assert_eq!(sole_shape(&p, Atom::new("undefined")), None);
    }

    #[test]
    fn element_patterns_match_only_where_the_type_says_so() {
        let p = program("pair(_-_).");
        let (k, v) = (Term::Var(0), Term::Var(1));
        let kv = Term::Compound(Atom::new("-"), vec![k.clone(), v.clone()]);
        let kk = Term::Compound(Atom::new("-"), vec![k.clone(), k.clone()]);
        let pair = Some(Elem::User(Atom::new("pair")));
        let run = |elem: Option<Elem>, t: &Term| {
            let mut env = Env::new();
            let mut opaque = false;
            match_element(&mut env, &mut opaque, &p, elem, t);
            (opaque, env.get(&0).and_then(|b| b.ty))
        };
        assert_eq!(run(pair, &kv), (false, None));
        assert!(run(pair, &kk).0, "a repeated variable is a test");
        assert!(
            run(None, &kv).0,
            "an element of unknown type may be no pair"
        );
        assert!(run(Some(Elem::List), &kv).0);
        assert_eq!(run(Some(Elem::List), &k), (false, Some(Ty::List)));
        assert_eq!(run(None, &k), (false, None));
    }

    #[test]
    fn list_types_keep_lists_and_user_types_as_elements() {
        let user = |n: &str| TypeProp::User(n.into(), Vec::new());
        assert_eq!(list_type(None), Ty::List);
        assert_eq!(list_type(Some(&TypeProp::Int)), Ty::List);
        assert_eq!(list_type(Some(&user("nat"))), Ty::List);
        assert_eq!(
            list_type(Some(&TypeProp::List(None))),
            Ty::ListOf(Elem::List)
        );
        assert_eq!(
            list_type(Some(&user("pair"))),
            Ty::ListOf(Elem::User(Atom::new("pair")))
        );
    }
}
