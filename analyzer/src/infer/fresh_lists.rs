//! Lists of fresh variables (`length(L, N)` with `N` given makes one). A callee
//! analysed for a list input takes its elements as bound terms: that holds of
//! such a list only where the callee never looks at the elements (a clause
//! `p([a|T])` would bind an element where it is taken to test one, and two such
//! clauses would both succeed). Elsewhere the list is passed as a `gnd` term.

use crate::program::{Clause, Lit, PredKey, Program};
use costlog_engine::{Atom, Term, VarId};

/// Whether the clauses of `key` leave the elements of their list argument `i`
/// alone: each head has there `[]`, a variable or list cells whose elements are
/// variables occurring nowhere else, and the variable of its rest is passed on
/// only whole, to `length/2` or to arguments of user predicates that leave the
/// elements alone too.
pub(super) fn leaves_elements_alone(prog: &Program, key: &PredKey, i: usize) -> bool {
    alone(prog, key, i, &mut Vec::new())
}

fn alone(prog: &Program, key: &PredKey, i: usize, visiting: &mut Vec<(PredKey, usize)>) -> bool {
    // A recursive call passes the rest on: what the other calls do decides.
    if visiting.iter().any(|(k, j)| k == key && *j == i) {
        return true;
    }
    let Some(clauses) = prog.preds.get(key) else {
        return false;
    };
    visiting.push((key.clone(), i));
    let ok = clauses.iter().all(|c| clause_alone(prog, c, i, visiting));
    visiting.pop();
    ok
}

fn clause_alone(
    prog: &Program,
    c: &Clause,
    i: usize,
    visiting: &mut Vec<(PredKey, usize)>,
) -> bool {
    let Some(mut t) = c.head.get(i) else {
        return false;
    };
    let in_clause = |v: VarId| {
        c.head.iter().map(|h| count(v, h)).sum::<usize>()
            + c.body.iter().map(|l| in_lit(v, l)).sum::<usize>()
    };
    let rest = loop {
        match t {
            Term::Compound(f, a) if *f == Atom::DOT && a.len() == 2 => {
                if !matches!(&a[0], Term::Var(e) if in_clause(*e) == 1) {
                    return false;
                }
                t = &a[1];
            }
            Term::Atom(a) if *a == Atom::NIL => return true,
            Term::Var(v) => break *v,
            _ => return false,
        }
    };
    if c.head.iter().map(|h| count(rest, h)).sum::<usize>() != 1 {
        return false;
    }
    c.body.iter().all(|l| passed_whole(prog, l, rest, visiting))
}

/// Whether literal `l` uses `v` only as a whole argument of `length/2`'s list
/// or of a user predicate that leaves the elements alone there.
fn passed_whole(prog: &Program, l: &Lit, v: VarId, visiting: &mut Vec<(PredKey, usize)>) -> bool {
    if in_lit(v, l) == 0 {
        return true;
    }
    match l {
        Lit::Builtin(name, args) if name == "length" && args.len() == 2 => {
            args[0] == Term::Var(v) && count(v, &args[1]) == 0
        }
        Lit::Call(q, args) => args.iter().enumerate().all(|(k, a)| match a {
            Term::Var(w) if *w == v => alone(prog, q, k, visiting),
            _ => count(v, a) == 0,
        }),
        _ => false,
    }
}

/// Occurrences of `v` in `t`.
fn count(v: VarId, t: &Term) -> usize {
    match t {
        Term::Var(w) => usize::from(*w == v),
        Term::Compound(_, a) => a.iter().map(|x| count(v, x)).sum(),
        _ => 0,
    }
}

/// Occurrences of `v` in a literal.
fn in_lit(v: VarId, l: &Lit) -> usize {
    let all = |ls: &[Lit]| ls.iter().map(|l| in_lit(v, l)).sum::<usize>();
    match l {
        Lit::Call(_, args) | Lit::Builtin(_, args) => args.iter().map(|a| count(v, a)).sum(),
        Lit::Cut => 0,
        Lit::IfThenElse(c, t, e, _) => all(c) + all(t) + all(e),
        Lit::Not(g) => all(g),
        Lit::Or(a, b) => all(a) + all(b),
        Lit::Opaque(t, _) => count(v, t),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::program::tests::{key, program};

    #[test]
    fn only_predicates_that_never_look_at_elements_leave_them_alone() {
        let p = program(
            "len([], 0).\nlen([_|T], N) :- len(T, M), N is M + 1.\n\
             two([_, _|T]) :- count(T).\ncount(L) :- length(L, _).\n\
             first([a|_]).\nsum([X|T], S) :- sum(T, S0), S is S0 + X.\n\
             keep([X|T], [X|T]).\nundef(L) :- other(L).\n",
        );
        assert!(leaves_elements_alone(&p, &key("len", 2), 0));
        assert!(leaves_elements_alone(&p, &key("two", 1), 0));
        for k in [
            key("first", 1),
            key("sum", 2),
            key("keep", 2),
            key("undef", 1),
        ] {
            assert!(!leaves_elements_alone(&p, &k, 0), "{k:?}");
        }
    }
}
