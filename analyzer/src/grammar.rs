//! Calls types read as grammars: the principal functors a term of a type may
//! have (`tree`: `void` or `t/3`, a list: `[]` or `[_|_]`), and whether the
//! clause heads of a predicate surely match every call its calls types allow.
//!
//! A call whose arguments all have such a clause head costs at least one step
//! (the head unification of that clause, or of an earlier clause tried
//! first), whatever its body then does. The clause analysis does not know
//! which functors a user regular type allows (its inputs are sized terms), so
//! the lower bound of a walk over one was `0`; the entry's calls types give
//! them back.

use crate::infer::{Mode, Pattern, Ty};
use crate::program::{Clause, Lit, PredKey, Program};
use costlog_assertions::props::TypeProp;
use costlog_assertions::Assertion;
use costlog_engine::{Atom, Term, VarId};

/// The principal functor of a term of a type.
#[derive(Clone, Debug, PartialEq)]
enum Shape {
    /// A compound of this name and arity.
    Functor(Atom, usize),
    /// This atomic term (an atom, `[]`, a number).
    Constant(Term),
}

/// At most this many combinations of the inputs' shapes are tried.
const MAX_COMBINATIONS: usize = 256;

/// The shapes a term of type `ty` may have, or `None` where any term may be
/// one (a number, `gnd`, a regular type with a clause whose head argument is
/// a variable, an unknown property).
fn shapes(program: &Program, ty: &TypeProp) -> Option<Vec<Shape>> {
    match ty {
        TypeProp::List(_) => Some(vec![
            Shape::Constant(Term::Atom(Atom::NIL)),
            Shape::Functor(Atom::DOT, 2),
        ]),
        TypeProp::User(name, extra) if extra.is_empty() => {
            let clauses = program.preds.get(&(name.clone(), 1))?;
            clauses
                .iter()
                .map(|c| match c.head.first()? {
                    Term::Var(_) => None,
                    Term::Compound(f, args) => Some(Shape::Functor(*f, args.len())),
                    t => Some(Shape::Constant(t.clone())),
                })
                .collect()
        }
        _ => None,
    }
}

/// Builtin type tests whose terms may all be atomic (depth 0).
const ATOMIC_TESTS: &[&str] = &[
    "int", "integer", "nnegint", "num", "number", "atm", "atom", "atomic", "flt", "float",
];

/// The clauses of the user type `name`, where its calls type is one.
fn type_clauses<'p>(program: &'p Program, ty: &TypeProp) -> Option<&'p [Clause]> {
    match ty {
        TypeProp::User(name, extra) if extra.is_empty() => {
            program.preds.get(&(name.clone(), 1)).map(Vec::as_slice)
        }
        _ => None,
    }
}

/// Whether a type's clauses include a fact on an atomic term (size 1, depth 0).
fn has_constant(clauses: &[Clause]) -> bool {
    clauses.iter().any(|c| {
        c.body.is_empty()
            && matches!(c.head.first(), Some(t) if !matches!(t, Term::Var(_) | Term::Compound(..)))
    })
}

/// Whether the body literal `lit` only says that `v` is of a type with an
/// atomic term (or of the type `own` itself, when `own_ok`).
fn atomic_typed(program: &Program, lit: &Lit, own: &PredKey) -> bool {
    match lit {
        Lit::Call(k, args) if args.len() == 1 => {
            k == own || program.preds.get(k).is_some_and(|c| has_constant(c))
        }
        Lit::Builtin(n, args) => args.len() == 1 && ATOMIC_TESTS.contains(&n.as_str()),
        _ => false,
    }
}

/// Whether a clause `r(f(V1, ..., Vk)) :- ...` of the type `own` builds a term
/// of depth `d + 1` from one of depth `d` (a `V` of type `own`, the others of
/// types with an atomic term) or of size `s + 1` from one of size `s`
/// (`r(f(V)) :- r(V)`, with `unary`).
fn grows_by_one(program: &Program, c: &Clause, own: &PredKey, unary: bool) -> bool {
    let Some(Term::Compound(_, args)) = c.head.first() else {
        return false;
    };
    let vars: Vec<VarId> = args
        .iter()
        .filter_map(|a| match a {
            Term::Var(v) => Some(*v),
            _ => None,
        })
        .collect();
    let distinct =
        vars.len() == args.len() && (1..vars.len()).all(|i| !vars[..i].contains(&vars[i]));
    let on_args = c.body.iter().all(|l| match l {
        Lit::Call(_, a) | Lit::Builtin(_, a) => {
            matches!(a.as_slice(), [Term::Var(v)] if vars.contains(v))
                && atomic_typed(program, l, own)
        }
        _ => false,
    });
    let recursive = c
        .body
        .iter()
        .any(|l| matches!(l, Lit::Call(k, _) if k == own));
    distinct && on_args && recursive && (!unary || args.len() == 1 && c.body.len() == 1)
}

/// How many types deep [`least_size`] follows a type naming another type.
const MAX_TYPE_DEPTH: usize = 4;

/// A lower bound on the size (number of subterms) of every term of the user
/// type `name`, and whether some term has exactly that size. A term of least
/// size has no subterm of its own type, so only the clauses that do not name
/// the type itself count. Anything unknown bounds by `1` (every term has one
/// subterm), not surely attained.
fn least_size(program: &Program, name: &str, depth: usize) -> (i64, bool) {
    let unknown = (1, false);
    let own = (name.to_string(), 1);
    let Some(clauses) = program.preds.get(&own).filter(|_| depth > 0) else {
        return unknown;
    };
    let mut best: Option<(i64, bool)> = None;
    for c in clauses {
        let names_own = c
            .body
            .iter()
            .any(|l| matches!(l, Lit::Call(k, _) if *k == own));
        let Some(head) = c.head.first().filter(|_| !names_own) else {
            continue;
        };
        let (size, exact) = head_size(program, c, head, depth);
        best = match best {
            Some((b, e)) if b < size => Some((b, e)),
            Some((b, e)) if b == size => Some((b, e || exact)),
            _ => Some((size, exact)),
        };
    }
    best.unwrap_or(unknown)
}

/// The least size of the head argument `t` of a type clause `c`: each variable
/// stands for the largest least size among the types its body gives it. Exact
/// when the body is made of unary type tests only and each variable has at
/// most one, itself attained.
fn head_size(program: &Program, c: &Clause, t: &Term, depth: usize) -> (i64, bool) {
    match t {
        Term::Var(_) => {
            let on_v: Vec<&Lit> = c
                .body
                .iter()
                .filter(|l| matches!(l, Lit::Call(_, a) | Lit::Builtin(_, a) if a.contains(t)))
                .collect();
            let only_tests = c.body.iter().all(|l| match l {
                Lit::Call(_, a) | Lit::Builtin(_, a) => matches!(a.as_slice(), [Term::Var(_)]),
                _ => false,
            });
            let sizes: Vec<(i64, bool)> = on_v
                .iter()
                .map(|l| match l {
                    Lit::Call(k, a) if a.len() == 1 => least_size(program, &k.0, depth - 1),
                    Lit::Builtin(n, a) if a.len() == 1 => (1, ATOMIC_TESTS.contains(&n.as_str())),
                    _ => (1, false),
                })
                .collect();
            let size = sizes.iter().map(|s| s.0).max().unwrap_or(1);
            let exact = only_tests && sizes.len() <= 1 && sizes.iter().all(|s| s.1);
            (size, exact)
        }
        Term::Compound(_, args) => args.iter().fold((1, true), |(n, e), a| {
            let (m, x) = head_size(program, c, a, depth);
            (n + m, e && x)
        }),
        _ => (1, true),
    }
}

/// A lower bound on the size (number of subterms) of any input whose calls
/// types are `props`: the largest least size of their user types, `1` for any
/// other term. The comparisons of bounds measured by size start there: no
/// input is smaller.
pub fn least_input_size(program: &Program, props: &[TypeProp]) -> i64 {
    props
        .iter()
        .filter_map(|p| match p {
            TypeProp::User(name, extra) if extra.is_empty() => {
                Some(least_size(program, name, MAX_TYPE_DEPTH).0)
            }
            _ => None,
        })
        .fold(1, i64::max)
}

/// Whether every size the analysis gives an input of mode `ty` and calls type
/// `prop` (from the least size of its terms on, where the comparisons start,
/// see [`least_input_size`]) is the size of some term of that type: any
/// natural for lists and numbers, but a regular type measured by size or
/// depth may skip sizes (trees `void | t(L, X, R)` have sizes `3m + 1` only),
/// where a lower bound of one step would wrongly refute an asserted upper
/// bound.
fn every_size_reachable(program: &Program, ty: Ty, prop: &TypeProp) -> bool {
    let unary = match ty {
        Ty::Term => true,
        Ty::Depth => false,
        _ => return true,
    };
    let Some(clauses) = type_clauses(program, prop) else {
        // `gnd` terms of every size exist; lists measured by size do not.
        return !matches!(prop, TypeProp::List(_));
    };
    let TypeProp::User(name, _) = prop else {
        return false;
    };
    let own = (name.clone(), 1);
    // By size: a term of the least size and one a step larger from each;
    // by depth: an atomic term and one a level deeper from each.
    let base = if unary {
        least_size(program, name, MAX_TYPE_DEPTH).1
    } else {
        has_constant(clauses)
    };
    base && clauses
        .iter()
        .any(|c| grows_by_one(program, c, &own, unary))
}

/// Whether head argument `arg` surely unifies with every input of shape
/// `shape` (`None`: any input), its variables not seen before (`seen`, the
/// variables of the clause's earlier input arguments, grows).
fn matches(arg: &Term, shape: Option<&Shape>, seen: &mut Vec<VarId>) -> bool {
    let mut fresh = |v: VarId| {
        let new = !seen.contains(&v);
        seen.push(v);
        new
    };
    match (arg, shape) {
        (Term::Var(v), _) => fresh(*v),
        (Term::Compound(f, args), Some(Shape::Functor(g, n))) if f == g && args.len() == *n => {
            args.iter().all(|a| matches!(a, Term::Var(v) if fresh(*v)))
        }
        (t, Some(Shape::Constant(c))) => t == c,
        _ => false,
    }
}

/// Whether `clause`'s head surely unifies with a call whose inputs (per
/// `pattern`) have the shapes `combo` (by input, `None`: any term); outputs
/// are distinct free variables, which unify with any head argument.
fn head_matches(clause: &Clause, pattern: &Pattern, combo: &[Option<&Shape>]) -> bool {
    let mut seen = Vec::new();
    let inputs = pattern
        .iter()
        .enumerate()
        .filter(|(_, m)| matches!(m, Mode::In(_)));
    inputs.zip(combo).all(|((i, _), shape)| {
        clause
            .head
            .get(i)
            .is_some_and(|a| matches(a, *shape, &mut seen))
    })
}

/// Every combination of one shape per input (`None` for an input of any
/// shape), or `None` when there are more than [`MAX_COMBINATIONS`].
fn combinations(per_input: &[Option<Vec<Shape>>]) -> Option<Vec<Vec<Option<&Shape>>>> {
    let mut combos: Vec<Vec<Option<&Shape>>> = vec![Vec::new()];
    for shapes in per_input {
        let choices: Vec<Option<&Shape>> = match shapes {
            Some(s) => s.iter().map(Some).collect(),
            None => vec![None],
        };
        if combos.len() * choices.len() > MAX_COMBINATIONS {
            return None;
        }
        combos = combos
            .into_iter()
            .flat_map(|c| {
                choices.iter().map(move |s| {
                    let mut c = c.clone();
                    c.push(*s);
                    c
                })
            })
            .collect();
    }
    Some(combos)
}

/// Whether every call of `a`'s predicate that its calls types allow (under
/// `pattern`) surely unifies the head of one of its clauses, so it costs at
/// least one step. Library clauses made for the program cost no step: none
/// counts.
pub fn heads_cover(program: &Program, a: &Assertion, pattern: &Pattern) -> bool {
    let key: &PredKey = &a.pred;
    let Some(clauses) = program.preds.get(key) else {
        return false;
    };
    if clauses.iter().any(|c| c.library) {
        return false;
    }
    let types = a.call_types();
    let mut per_input: Vec<Option<Vec<Shape>>> = Vec::new();
    for (i, m) in pattern.iter().enumerate() {
        let Mode::In(ty) = m else { continue };
        let props = types.get(i).map_or(&[][..], Vec::as_slice);
        // Two user types: their terms of some size may have none in common.
        let user_types = props
            .iter()
            .filter(|p| type_clauses(program, p).is_some())
            .count();
        if user_types > 1 || !props.iter().all(|p| every_size_reachable(program, *ty, p)) {
            return false;
        }
        per_input.push(props.iter().find_map(|t| shapes(program, t)));
    }
    combinations(&per_input).is_some_and(|combos| {
        combos
            .iter()
            .all(|combo| clauses.iter().any(|c| head_matches(c, pattern, combo)))
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use costlog_assertions::parse_directives;
    use costlog_engine::Machine;

    /// Whether the heads of the `pred` assertion's predicate cover its calls.
    fn covers(text: &str) -> bool {
        let program = crate::program::tests::program(text);
        let report = Machine::new().consult_str("t.pl", text);
        let set = parse_directives(&report.kept, &|n, a| {
            program.preds.contains_key(&(n.to_string(), a))
        });
        let a = &set.assertions[0];
        let (pattern, _) = crate::infer::pattern_of(a).expect("a pattern");
        heads_cover(&program, a, &pattern)
    }

    const TREE: &str =
        ":- regtype tree/1.\ntree(void).\ntree(t(L, X, R)) :- tree(L), int(X), tree(R).\n";

    /// A type with a term of every size: `nil`, `one(A)`, `two(A, B)`.
    const BT: &str =
        ":- regtype bt/1.\nbt(nil).\nbt(one(A)) :- bt(A).\nbt(two(A, B)) :- bt(A), bt(B).\n";

    #[test]
    fn a_walk_with_a_clause_per_functor_of_the_type_covers_it() {
        let text = format!(
            ":- pred s(T, S) : (bt(T), var(S)).\n{BT}\
             s(nil, 0).\ns(one(A), S) :- s(A, S).\ns(two(L, R), S) :- s(L, A), s(R, B), S is A + B + 1.\n"
        );
        assert!(covers(&text));
    }

    #[test]
    fn a_type_that_skips_sizes_is_covered_only_where_measured_by_depth() {
        // Trees have sizes 3m + 1 only: a bound of one step at size 2 would
        // refute a true upper bound there. Every depth has a tree.
        let walk = "s(void, 0).\ns(t(L, _, R), S) :- s(L, A), s(R, B), S is A + B + 1.\n";
        let by_size = format!(":- pred s(T, S) : (tree(T), var(S)).\n{TREE}{walk}");
        assert!(!covers(&by_size));
        let by_depth = format!(
            ":- pred s(T, S) : (tree(T), var(S)) + cost(ub, steps, depth(T)).\n{TREE}{walk}"
        );
        assert!(covers(&by_depth));
    }

    /// Expressions whose least term, `num(D)`, has two subterms; `neg/1`
    /// makes every larger size.
    const EXPR: &str = ":- regtype digit/1.\ndigit(0).\ndigit(1).\n\
                        :- regtype ex/1.\nex(num(N)) :- digit(N).\nex(neg(A)) :- ex(A).\n\
                        ex(add(A, B)) :- ex(A), ex(B).\n";

    /// The least input size of the first argument of the assertion in `text`.
    fn least(text: &str) -> i64 {
        let text = &format!("{text}s(_, 0).\n");
        let program = crate::program::tests::program(text);
        let report = Machine::new().consult_str("t.pl", text);
        let set = parse_directives(&report.kept, &|n, a| {
            program.preds.contains_key(&(n.to_string(), a))
        });
        least_input_size(&program, &set.assertions[0].call_types()[0])
    }

    #[test]
    fn the_least_size_of_a_type_is_that_of_its_smallest_term() {
        let pred = |ty: &str| format!(":- pred s(T, S) : ({ty}(T), var(S)).\n");
        assert_eq!(least(&format!("{}{EXPR}", pred("ex"))), 2);
        assert_eq!(least(&format!("{}{TREE}", pred("tree"))), 1);
        let pair = ":- regtype pr/1.\npr(p(A, B)) :- int(A), int(B).\npr(q(X)) :- pr(X).\n";
        assert_eq!(least(&format!("{}{pair}", pred("pr"))), 3);
        // A type naming another type counts that type's least term.
        let other = ":- regtype a/1.\na(f(X)) :- b(X).\n:- regtype b/1.\nb(c).\nb(g(X)) :- a(X).\n";
        assert_eq!(least(&format!("{}{other}", pred("a"))), 2);
        assert_eq!(least(&pred("int")), 1);
    }

    #[test]
    fn a_type_with_every_size_from_its_least_term_on_is_covered() {
        let walk = "s(num(N), N).\ns(neg(A), V) :- s(A, V).\n\
                    s(add(A, B), V) :- s(A, X), s(B, Y), V is X + Y.\n";
        let pred = ":- pred s(T, S) : (ex(T), var(S)).\n";
        assert!(covers(&format!("{pred}{EXPR}{walk}")));
        // Without `neg/1`, sizes 2, 5, 8, ... only: not covered.
        let no_neg = EXPR.replace("ex(neg(A)) :- ex(A).\n", "");
        assert!(!covers(&format!("{pred}{no_neg}{walk}")));
        // Two user types on one input: not covered.
        let two = ":- pred s(T, S) : (ex(T), bt(T), var(S)).\n";
        assert!(!covers(&format!("{two}{EXPR}{BT}{walk}")));
    }

    #[test]
    fn a_missing_functor_a_nested_pattern_or_a_repeated_variable_does_not_cover() {
        for clauses in [
            "s(t(L, _, R), S) :- s(L, S), s(R, _).\n",
            "s(void, 0).\ns(t(void, _, R), S) :- s(R, S).\n",
            "s(void, 0).\ns(t(L, L, _), 0).\n",
        ] {
            let text = format!(
                ":- pred s(T, S) : (tree(T), var(S)) + cost(ub, steps, depth(T)).\n{TREE}{clauses}"
            );
            assert!(!covers(&text), "{clauses}");
        }
    }

    #[test]
    fn two_list_inputs_are_covered_by_every_combination_of_their_shapes() {
        let zip = "zip([], _, []) :- !.\nzip(_, [], []) :- !.\n\
                   zip([X|Xs], [Y|Ys], [X-Y|Zs]) :- zip(Xs, Ys, Zs).\n";
        let pred = ":- pred zip(A, B, C) : (list(A), list(B), var(C)).\n";
        assert!(covers(&format!("{pred}{zip}")));
        // Without the second clause, `zip([1], [], C)` matches no head.
        let partial = "zip([], _, []) :- !.\nzip([X|Xs], [Y|Ys], [X-Y|Zs]) :- zip(Xs, Ys, Zs).\n";
        assert!(!covers(&format!("{pred}{partial}")));
    }

    #[test]
    fn an_input_of_any_shape_needs_a_variable_and_inputs_may_not_share_one() {
        let pred = ":- pred p(N, M) : (int(N), int(M)).\n";
        assert!(covers(&format!("{pred}p(0, _).\np(_, _).\n")));
        assert!(!covers(&format!("{pred}p(0, _).\n")));
        assert!(!covers(&format!("{pred}p(X, X).\n")));
    }
}
