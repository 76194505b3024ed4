//! What clauses add to the engine's `heap` counter (cells allocated on the global
//! heap; `engine::machine::alloc_count` states the rule): the compounds a head
//! writes into output arguments, the compounds and fresh variables body literals
//! build as arguments, and nothing for the builtins known to allocate nothing.
//!
//! The count follows the engine's compiler, so it holds only for clauses whose
//! literals are the goals it compiles ([`crate::program::Clause::as_written`]);
//! a head that may write into an input (a compound below the top of an input
//! argument that may be unbound there) is not bounded either.

use super::{Info, Mode, Pattern, Ty};
use crate::program::{Clause, PredKey};
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

/// What a clause's head writes on the heap under a call pattern.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct HeadCells {
    /// At most this many cells, whatever the call's arguments are bound to.
    pub ub: i64,
    /// At least this many once the head unified: the outputs, free and unshared
    /// variables at the call (the call pattern's `Out`), written in full.
    pub lb: i64,
    /// The head may fail after writing some cells (a later argument, or a later
    /// part of the same one, that may not match): a call that tries the clause
    /// pays for them even though another clause proceeds.
    pub fails_after_writing: bool,
}

/// The cells a head writes under `pattern`. An output is written in full. An
/// input is read where it is bound, and written where it is not: an integer
/// never, a list below its spine, a term of a regular type below its top, any
/// other input (`Ty::Ground` also stands for a term that may be partly free or
/// share a variable with another argument) anywhere. Reading a bound term never
/// costs more than writing it, so the upper bound counts every compound that may
/// be written.
pub(super) fn head_cells(pattern: &Pattern, head: &[Term]) -> HeadCells {
    let mut seen = HashSet::new();
    let mut cells = HeadCells {
        ub: 0,
        lb: 0,
        fails_after_writing: false,
    };
    let mut written_before = false;
    for (m, t) in pattern.iter().zip(head) {
        let fallible = !matches!(t, Term::Var(v) if !seen.contains(v));
        let (may_write, fails_within) = match m {
            Mode::Out => {
                cells.lb += term_cells(t);
                (term_cells(t), false)
            }
            Mode::In(Ty::Int | Ty::Signed) => (0, false),
            Mode::In(Ty::List | Ty::ListOf(_)) => {
                let below: i64 = list_elements(t).iter().map(|e| term_cells(e)).sum();
                (below, below > 0 && fallible_below_top(t, &seen) >= 2)
            }
            Mode::In(Ty::Term | Ty::Depth) => {
                let below = term_cells(t) - top_cells(t);
                (below, below > 0 && fallible_below_top(t, &seen) >= 2)
            }
            Mode::In(Ty::Ground) => {
                let all = term_cells(t);
                (all, all > 0 && fallible_below_top(t, &seen) >= 2)
            }
        };
        let fails_here = *m != Mode::Out && fallible;
        cells.fails_after_writing |= fails_within || (written_before && fails_here);
        written_before |= may_write > 0;
        cells.ub += may_write;
        collect_vars(t, &mut seen);
    }
    cells
}

/// Widens `info` (the analysis of `key` under `pattern`) where a clause's head
/// may fail after writing: every call may try that clause and pay for what it
/// wrote, whichever clause then proceeds (or none), which no bound per clause
/// covers. The lower bound stands: such cells only add.
pub(super) fn widen_for_failing_heads(
    info: &mut Info,
    key: &PredKey,
    pattern: &Pattern,
    clauses: &[Clause],
) {
    if !clauses
        .iter()
        .any(|c| head_cells(pattern, &c.head).fails_after_writing)
    {
        return;
    }
    info.cost.ub = None;
    info.first_ub = None;
    info.fail_ub = None;
    info.alt_ubs.clear();
    info.positive_ubs.clear();
    info.reasons.push(format!(
        "{}/{}: a clause's head may fail after writing terms into the call's free arguments",
        key.0, key.1
    ));
}

/// The cells of a compound's own node (its header and argument cells; a list
/// cell's two), not of its sub-compounds.
fn top_cells(t: &Term) -> i64 {
    match t {
        Term::Compound(f, a) if *f == Atom::DOT && a.len() == 2 => 2,
        Term::Compound(_, a) => a.len() as i64 + 1,
        _ => 0,
    }
}

/// The positions strictly below the top of head term `t` whose match may fail
/// (constants, compounds, variables occurring before: in `seen` or earlier in
/// `t`), where a list's spine counts as its top. A head argument may fail after
/// writing part of it only where two of them are below its top: one written (a
/// free part of the call's argument), a later one not matching.
fn fallible_below_top(t: &Term, seen: &HashSet<VarId>) -> usize {
    fn count(t: &Term, seen: &mut HashSet<VarId>) -> usize {
        match t {
            Term::Var(v) => usize::from(!seen.insert(*v)),
            Term::Compound(_, a) => 1 + a.iter().map(|x| count(x, seen)).sum::<usize>(),
            _ => 1,
        }
    }
    let mut seen = seen.clone();
    let (mut spine, mut top, mut n) = (t, true, 0);
    loop {
        match spine {
            Term::Compound(f, a) if *f == Atom::DOT && a.len() == 2 => {
                n += usize::from(!top) + count(&a[0], &mut seen);
                spine = &a[1];
                top = false;
            }
            Term::Compound(_, a) if top => return a.iter().map(|x| count(x, &mut seen)).sum(),
            _ if top => return 0,
            _ => return n + count(spine, &mut seen),
        }
    }
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

    fn cells(ub: i64, lb: i64, fails_after_writing: bool) -> HeadCells {
        HeadCells {
            ub,
            lb,
            fails_after_writing,
        }
    }

    #[test]
    fn heads_write_outputs_and_count_what_inputs_may_take() {
        let cons = list(vec![v(0)], v(1));
        let pattern = vec![Mode::In(Ty::List), Mode::In(Ty::List), Mode::Out];
        // app([H|T], L, [H|R]): the output cell, surely written.
        let app = [cons.clone(), v(2), list(vec![v(0)], v(3))];
        assert_eq!(head_cells(&pattern, &app), cells(2, 2, false));
        // A list element that is a compound may be free in the input: written
        // at most, never surely.
        let pair = list(vec![Term::compound("p", vec![v(0)])], v(1));
        assert_eq!(
            head_cells(&pattern, &[pair, v(2), v(3)]),
            cells(2, 0, false)
        );
        // Two elements of a list: the spine is bound.
        let two = list(vec![v(0), v(1)], v(2));
        assert_eq!(head_cells(&pattern, &[two, v(3), v(4)]), cells(0, 0, false));
        // An integer is read.
        let int = vec![Mode::In(Ty::Int)];
        assert_eq!(
            head_cells(&int, &[Term::compound("f", vec![cons])]),
            cells(0, 0, false)
        );
    }

    #[test]
    fn other_inputs_may_be_free_or_share_variables() {
        // two(r(X, f(X), []), r(X, f(X), []), X) called as two(Y, Y, 0): the
        // pattern takes the repeated Y as a term of no known shape. Either
        // argument may be written (6 cells each), neither surely; a part may be
        // written before a later part fails to match.
        let x = v(0);
        let r = Term::compound(
            "r",
            vec![
                x.clone(),
                Term::compound("f", vec![x.clone()]),
                Term::atom("[]"),
            ],
        );
        let pattern = vec![
            Mode::In(Ty::Ground),
            Mode::In(Ty::Ground),
            Mode::In(Ty::Int),
        ];
        assert_eq!(head_cells(&pattern, &[r.clone(), r, x]), cells(12, 0, true));
        // t(L, K, R) for a term of no known shape: written whole or read.
        let t = Term::compound("t", vec![v(0), v(1), v(2)]);
        let ground = vec![Mode::In(Ty::Ground)];
        assert_eq!(head_cells(&ground, &[t]), cells(4, 0, false));
    }

    #[test]
    fn an_output_written_before_an_input_that_may_not_match() {
        let f = Term::compound("f", vec![v(0)]);
        let out_first = vec![Mode::Out, Mode::In(Ty::Int)];
        assert_eq!(
            head_cells(&out_first, &[f.clone(), Term::Int(0)]),
            cells(2, 2, true)
        );
        let in_first = vec![Mode::In(Ty::Int), Mode::Out];
        assert_eq!(
            head_cells(&in_first, &[Term::Int(0), f]),
            cells(2, 2, false)
        );
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
