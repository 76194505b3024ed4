//! Clause bodies as lists of the goals of their top-level conjunction, for the
//! load-time rewritings (tabling, SSU).

use crate::atom::Atom;
use crate::term::Term;

/// The goals of `t`'s top-level conjunction, in order.
pub(crate) fn conjuncts(t: &Term) -> Vec<&Term> {
    let mut out = Vec::new();
    let mut stack = vec![t];
    while let Some(t) = stack.pop() {
        match t {
            Term::Compound(f, a) if *f == Atom::COMMA && a.len() == 2 => {
                stack.extend([&a[1], &a[0]]);
            }
            t => out.push(t),
        }
    }
    out
}

/// The conjunction of `goals` (`true` for none).
pub(crate) fn conjunction(mut goals: Vec<Term>) -> Term {
    let mut body = goals.pop().unwrap_or(Term::Atom(Atom::TRUE));
    while let Some(g) = goals.pop() {
        body = Term::Compound(Atom::COMMA, vec![g, body]);
    }
    body
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn conjunctions_round_trip() {
        let goals = vec![Term::atom("a"), Term::atom("b"), Term::atom("c")];
        let body = conjunction(goals.clone());
        let back: Vec<Term> = conjuncts(&body).into_iter().cloned().collect();
        assert_eq!(back, goals);
        assert_eq!(conjunction(Vec::new()), Term::atom("true"));
    }
}
