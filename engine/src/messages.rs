//! Human-readable text for ISO error terms, in the style Prolog users know from
//! SWI-Prolog ("Unknown procedure: foo/0", "Type error: `integer' expected, found
//! `a' (an atom)").

use crate::atom::Atom;
use crate::ops::OpTable;
use crate::term::Term;
use crate::write::{term_to_string, WriteOptions};

fn q(t: &Term, ops: &OpTable) -> String {
    term_to_string(t, ops, &WriteOptions::writeq())
}

fn kind_of(t: &Term) -> &'static str {
    match t {
        Term::Var(_) => "a var",
        Term::Atom(_) => "an atom",
        Term::Int(_) | Term::BigInt(_) => "an integer",
        Term::Float(_) => "a float",
        Term::String(_) => "a string",
        Term::Compound(f, a) if *f == Atom::DOT && a.len() == 2 => "a list",
        Term::Compound(_, _) => "a compound",
    }
}

/// Describes an uncaught exception term.
pub fn describe_error(ball: &Term, ops: &OpTable) -> String {
    let Term::Compound(f, a) = ball else {
        return format!("Unknown message: {}", q(ball, ops));
    };
    if *f != Atom::ERROR || a.len() != 2 {
        return format!("Unhandled exception: Unknown message: {}", q(ball, ops));
    }
    let formal = &a[0];
    let context = match &a[1] {
        Term::Compound(c, x)
            if c.name() == "context" && x.len() == 2 && !matches!(x[0], Term::Var(_)) =>
        {
            // Builtins are named `system:Name/Arity`, printed without the module.
            let culprit = match &x[0] {
                Term::Compound(m, p)
                    if *m == Atom::COLON && p.len() == 2 && p[0] == Term::atom("system") =>
                {
                    &p[1]
                }
                other => other,
            };
            format!("{}: ", q(culprit, ops))
        }
        _ => String::new(),
    };
    let body = match formal {
        Term::Atom(x) if x.name() == "instantiation_error" => {
            "Arguments are not sufficiently instantiated".to_string()
        }
        Term::Compound(k, x) => match (&*k.name(), x.as_slice()) {
            ("existence_error", [Term::Atom(p), what]) if p.name() == "procedure" => {
                format!("Unknown procedure: {}", q(what, ops))
            }
            ("existence_error", [Term::Atom(k), what]) if k.name() == "matching_rule" => {
                format!("No rule matches {}", q(what, ops))
            }
            ("determinism_error", [goal, _, Term::Atom(how), _]) => match &*how.name() {
                "fail" => format!("Goal {} failed", q(goal, ops)),
                _ => format!("Goal {} succeeded with a choice point", q(goal, ops)),
            },
            ("existence_error", [kind, what]) => {
                format!("{} `{}' does not exist", q(kind, ops), q(what, ops))
            }
            ("type_error", [t, culprit]) => format!(
                "Type error: `{}' expected, found `{}' ({})",
                q(t, ops),
                q(culprit, ops),
                kind_of(culprit)
            ),
            ("domain_error", [d, culprit]) => {
                format!(
                    "Domain error: `{}' expected, found `{}'",
                    q(d, ops),
                    q(culprit, ops)
                )
            }
            ("evaluation_error", [what]) => {
                format!("Arithmetic: evaluation error: {}", q(what, ops))
            }
            ("occurs_check", [var, term]) => format!(
                "Cannot unify {} with {}: would create an infinite tree",
                q(var, ops),
                q(term, ops)
            ),
            ("representation_error", [what]) => {
                format!("Cannot represent due to `{}'", q(what, ops))
            }
            ("resource_error", [what]) => {
                format!("Resource error: {} limit exceeded", q(what, ops))
            }
            ("permission_error", [action, kind, culprit]) => format!(
                "No permission to {} {} `{}'",
                q(action, ops),
                q(kind, ops),
                q(culprit, ops)
            ),
            ("syntax_error", [what]) => format!(
                "Syntax error: {}",
                term_to_string(what, ops, &WriteOptions::write())
            ),
            _ => format!("Unknown error term: {}", q(formal, ops)),
        },
        _ => format!("Unknown error term: {}", q(formal, ops)),
    };
    format!("{context}{body}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ssu_and_determinism_errors_read_as_in_swi() {
        let ops = OpTable::standard();
        let err = |formal: Term| {
            let ball = Term::compound("error", vec![formal, Term::Var(0)]);
            describe_error(&ball, &ops)
        };
        let goal = Term::compound("f", vec![Term::atom("b")]);
        let no_rule = Term::compound("existence_error", vec![Term::atom("matching_rule"), goal]);
        assert_eq!(err(no_rule), "No rule matches f(b)");
        let det = |how| {
            Term::compound(
                "determinism_error",
                vec![
                    Term::atom("g"),
                    Term::atom("det"),
                    Term::atom(how),
                    Term::atom("goal"),
                ],
            )
        };
        assert_eq!(err(det("fail")), "Goal g failed");
        assert_eq!(err(det("nondet")), "Goal g succeeded with a choice point");
    }
}
