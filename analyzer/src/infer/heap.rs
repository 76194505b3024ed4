//! What clauses add to the engine's `heap` counter (cells allocated on the global
//! heap; `engine::machine::alloc_count` states the rule): the compounds a head
//! writes into output arguments, the compounds and fresh variables body literals
//! build as arguments, and nothing for the builtins known to allocate nothing.
//!
//! The count follows the engine's compiler, so it holds only for clauses whose
//! literals are the goals it compiles ([`crate::program::Clause::as_written`]);
//! a head that may write into an input (a compound below the top of an input
//! argument that may be unbound there) is not bounded either.

use super::{Mode, Pattern, Ty};
use costlog_engine::{Atom, Term, VarId};
use std::collections::HashSet;

/// Native builtins that push no heap cell: tests, comparisons, arithmetic (a
/// number lives in the cell that holds it; big integers are not heap cells) and
/// unification (binding writes into existing cells).
const ALLOCATION_FREE: &[&str] = &[
    "true", "fail", "false", "=", "\\=", "==", "\\==", "@<", "@>", "@=<", "@>=", "is", "<", ">",
    "=<", ">=", "=:=", "=\\=", "var", "nonvar", "atom", "number", "integer", "float", "atomic",
    "compound", "callable", "is_list", "ground",
];

/// Cells of a term built on the heap: `n + 1` per compound of arity `n`, 2 per
/// list cell (a variable or constant inside is one of those argument cells).
pub(super) fn term_cells(t: &Term) -> i64 {
    match t {
        Term::Compound(f, a) => {
            let own = if *f == Atom::DOT && a.len() == 2 {
                2
            } else {
                a.len() as i64 + 1
            };
            own + a.iter().map(term_cells).sum::<i64>()
        }
        _ => 0,
    }
}

/// The cells a head writes under `pattern`: the whole of each output argument (a
/// free variable at call, written from the top). `None` when an input argument
/// may be written into: a compound below its top where the input need not be
/// bound (inputs of an unknown or user type, elements of a list).
pub(super) fn head_cells(pattern: &Pattern, head: &[Term]) -> Option<i64> {
    let mut cells = 0;
    for (m, t) in pattern.iter().zip(head) {
        match m {
            Mode::Out => cells += term_cells(t),
            Mode::In(Ty::Int | Ty::Signed | Ty::Ground) => {}
            Mode::In(Ty::List) => {
                if list_elements(t).iter().any(|e| term_cells(e) > 0) {
                    return None;
                }
            }
            Mode::In(Ty::Term | Ty::Depth) => {
                if let Term::Compound(_, a) = t {
                    if a.iter().any(|x| term_cells(x) > 0) {
                        return None;
                    }
                }
            }
        }
    }
    Some(cells)
}

/// The elements of a list pattern `[E1, ..., En | Tail]`, its tail included (a
/// proper list's spine is bound: only these may be written into).
fn list_elements(t: &Term) -> Vec<&Term> {
    let mut out = Vec::new();
    let mut cur = t;
    while let Term::Compound(f, a) = cur {
        if *f != Atom::DOT || a.len() != 2 {
            break;
        }
        out.push(&a[0]);
        cur = &a[1];
    }
    if !matches!(cur, Term::Var(_)) || out.is_empty() {
        out.push(cur);
    }
    out
}

/// The cells a body literal's arguments build, the variables `seen` before it
/// (which it then adds): each compound, and each variable that occurs first as an
/// argument (a fresh cell), except `X` of `X is E` (the number goes to `X`'s
/// slot when `E` is not a variable).
pub(super) fn literal_cells(name: &str, args: &[Term], seen: &mut HashSet<VarId>) -> i64 {
    let mut cells = 0;
    let fast_is = name == "is" && matches!(args, [Term::Var(_), e] if !matches!(e, Term::Var(_)));
    for (i, a) in args.iter().enumerate() {
        match a {
            Term::Var(v) => {
                if seen.insert(*v) && !(fast_is && i == 0) {
                    cells += 1;
                }
            }
            _ => {
                cells += term_cells(a);
                collect_vars(a, seen);
            }
        }
    }
    cells
}

/// Adds the variables of `t` to `seen`.
pub(super) fn collect_vars(t: &Term, seen: &mut HashSet<VarId>) {
    match t {
        Term::Var(v) => {
            seen.insert(*v);
        }
        Term::Compound(_, a) => a.iter().for_each(|x| collect_vars(x, seen)),
        _ => {}
    }
}

/// The cells builtin `name` pushes itself (its arguments apart): none for the
/// native builtins known to allocate nothing, not known for the others.
pub(super) fn builtin_cells(name: &str) -> Option<i64> {
    ALLOCATION_FREE.contains(&name).then_some(0)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn v(i: u32) -> Term {
        Term::Var(i)
    }

    fn list(xs: Vec<Term>, tail: Term) -> Term {
        xs.into_iter()
            .rev()
            .fold(tail, |t, x| Term::Compound(Atom::DOT, vec![x, t]))
    }

    #[test]
    fn cells_of_built_terms() {
        assert_eq!(term_cells(&v(0)), 0);
        assert_eq!(term_cells(&Term::atom("a")), 0);
        // [H|R]: 2; t(L, K, R): 4; f(g(X), [a]): 3 + 2 + 2.
        assert_eq!(term_cells(&list(vec![v(0)], v(1))), 2);
        let t = Term::compound("t", vec![v(0), v(1), v(2)]);
        assert_eq!(term_cells(&t), 4);
        let nested = Term::compound(
            "f",
            vec![
                Term::compound("g", vec![v(0)]),
                list(vec![Term::atom("a")], Term::atom("[]")),
            ],
        );
        assert_eq!(term_cells(&nested), 7);
    }

    #[test]
    fn heads_write_outputs_and_never_bound_inputs() {
        let cons = list(vec![v(0)], v(1));
        let pattern = vec![Mode::In(Ty::List), Mode::In(Ty::List), Mode::Out];
        // app([H|T], L, [H|R]): only the output cell.
        assert_eq!(
            head_cells(&pattern, &[cons.clone(), v(2), list(vec![v(0)], v(3))]),
            Some(2)
        );
        // A list element that is a compound may be unbound in the input.
        let pair = list(vec![Term::compound("p", vec![v(0)])], v(1));
        assert_eq!(head_cells(&pattern, &[pair, v(2), v(3)]), None);
        // Two elements of a list: the spine is bound.
        let two = list(vec![v(0), v(1)], v(2));
        assert_eq!(head_cells(&pattern, &[two, v(3), v(4)]), Some(0));
        // A ground input is read.
        let g = vec![Mode::In(Ty::Ground)];
        assert_eq!(head_cells(&g, &[Term::compound("f", vec![cons])]), Some(0));
    }

    #[test]
    fn body_arguments_build_compounds_and_fresh_variables() {
        let mut seen: HashSet<VarId> = [0].into_iter().collect();
        // nrev(T, RT): T seen, RT fresh.
        assert_eq!(literal_cells("nrev", &[v(0), v(1)], &mut seen), 1);
        // app(RT, [H], R): [H] built, R fresh.
        let single = list(vec![v(2)], Term::atom("[]"));
        assert_eq!(literal_cells("app", &[v(1), single, v(3)], &mut seen), 3);
        // N1 is N - 1 with N1 fresh: the expression only.
        let e = Term::compound("-", vec![v(0), Term::Int(1)]);
        assert_eq!(literal_cells("is", &[v(4), e], &mut seen), 3);
        // X is Y with X fresh: a call, X's cell.
        assert_eq!(literal_cells("is", &[v(5), v(0)], &mut seen), 1);
        assert_eq!(builtin_cells("<"), Some(0));
        assert_eq!(builtin_cells("functor"), None);
    }
}
