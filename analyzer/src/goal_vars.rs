//! Goals held in variables: in `G = walk(L), call(G)` (or `C = walk, call(C, L)`)
//! the variable is bound to a term written in the clause before it is called, so
//! the call runs that term's predicate, as a closure written in place would.
//!
//! Only a variable that is fresh at its `=` (not in the head, not in an earlier
//! goal) is followed: unifying it with the term then surely succeeds and makes it
//! that very term, so the `call/N` of it calls the term's predicate with the same
//! arguments. A variable that may already be bound would stand for an instance
//! of the term, whose arguments' modes the analysis would not see.

use crate::calls::vars_of;
use costlog_engine::{Term, VarId};

/// `body` with `call(V, ...)` goals of its top-level conjunction rewritten to
/// `call(T, ...)` where an earlier conjunct `V = T` (or `T = V`) bound the fresh
/// variable `V` to the callable term `T`. Other goals stay as written.
pub fn resolve_goal_vars(head: &Term, body: &Term) -> Term {
    let mut seen = Vec::new();
    vars_of(head, &mut seen);
    let mut bound: Vec<(VarId, Term)> = Vec::new();
    let goals: Vec<Term> = conjuncts(body)
        .into_iter()
        .map(|g| {
            let goal = substitute_call(g, &bound);
            if let Some((v, t)) = fresh_binding(g, &seen) {
                bound.push((v, t));
            }
            vars_of(g, &mut seen);
            goal
        })
        .collect();
    conjunction(goals).unwrap_or_else(|| body.clone())
}

/// The goals of a conjunction, left to right.
fn conjuncts(t: &Term) -> Vec<&Term> {
    match t {
        Term::Compound(f, a) if f.name() == "," && a.len() == 2 => {
            let mut out = conjuncts(&a[0]);
            out.extend(conjuncts(&a[1]));
            out
        }
        _ => vec![t],
    }
}

/// The conjunction of `goals` (right-nested as the reader builds it); `None` for
/// no goal.
fn conjunction(goals: Vec<Term>) -> Option<Term> {
    goals
        .into_iter()
        .rev()
        .reduce(|rest, g| Term::compound(",", vec![g, rest]))
}

/// `(V, T)` when `goal` is `V = T` or `T = V` with `V` a variable not in `seen`
/// and not in `T`, and `T` an atom or compound term.
fn fresh_binding(goal: &Term, seen: &[VarId]) -> Option<(VarId, Term)> {
    let Term::Compound(f, a) = goal else {
        return None;
    };
    if f.name() != "=" || a.len() != 2 {
        return None;
    }
    let pick = |var: &Term, term: &Term| {
        let Term::Var(v) = var else { return None };
        let callable = matches!(term, Term::Atom(_) | Term::Compound(..));
        let mut inside = Vec::new();
        vars_of(term, &mut inside);
        (callable && !seen.contains(v) && !inside.contains(v)).then(|| (*v, term.clone()))
    };
    pick(&a[0], &a[1]).or_else(|| pick(&a[1], &a[0]))
}

/// `goal` with its closure replaced by the term bound to it, when `goal` is
/// `call(V, ...)` and `V` is in `bound`.
fn substitute_call(goal: &Term, bound: &[(VarId, Term)]) -> Term {
    if let Term::Compound(f, a) = goal {
        if f.name() == "call" {
            if let Some(Term::Var(v)) = a.first() {
                if let Some((_, t)) = bound.iter().find(|(b, _)| b == v) {
                    let mut args = a.clone();
                    args[0] = t.clone();
                    return Term::Compound(*f, args);
                }
            }
        }
    }
    goal.clone()
}

#[cfg(test)]
mod tests {
    use crate::program::tests::{key, program};
    use crate::program::Lit;

    fn body_of(text: &str, name: &str, arity: usize) -> Vec<Lit> {
        program(text).preds[&key(name, arity)][0].body.clone()
    }

    #[test]
    fn a_goal_bound_to_a_fresh_variable_is_the_call_it_makes() {
        let text = "w(_).\np(L) :- G = w(L), call(G).\nq(L) :- C = w, call(C, L).\n";
        for name in ["p", "q"] {
            let body = body_of(text, name, 1);
            assert!(
                matches!(&body[..], [Lit::Builtin(eq, _), Lit::Call(c, _)] if eq == "=" && *c == key("w", 1)),
                "{name}: {body:?}"
            );
        }
    }

    #[test]
    fn a_variable_bound_before_its_equation_stays_opaque() {
        // In the head, in an earlier goal, or bound inside a branch: not followed.
        let text = "w(_).\np(G, L) :- G = w(L), call(G).\n\
                    q(L) :- r(G), G = w(L), call(G).\nr(_).\n\
                    s(L) :- (G = w(L) ; true), call(G).\n";
        for (name, arity) in [("p", 2), ("q", 1), ("s", 1)] {
            let body = body_of(text, name, arity);
            assert!(
                matches!(body.last(), Some(Lit::Opaque(..))),
                "{name}: {body:?}"
            );
        }
    }
}
