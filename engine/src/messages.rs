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

/// The article and type SWI-Prolog names a culprit by ("an atom", "a list").
fn kind_of(t: &Term) -> &'static str {
    match t {
        Term::Var(_) => "a var",
        Term::Atom(a) if *a == Atom::NIL => "an empty_list",
        Term::Atom(_) => "an atom",
        Term::Int(_) | Term::BigInt(_) => "an integer",
        Term::Rational(_) => "a rational",
        Term::Float(_) => "a float",
        Term::String(_) => "a string",
        Term::Compound(_, _) if t.list_items().is_some() => "a list",
        Term::Compound(_, _) => "a compound",
    }
}

/// The predicate an error's context names, as SWI-Prolog prints it before the
/// message: `atom_length/2: `, `lists:append/3: ` (builtins' module left out).
fn caller(culprit: &Term, ops: &OpTable) -> String {
    let indicator = |pi: &Term| match pi {
        Term::Compound(s, na) if *s == Atom::SLASH && na.len() == 2 => {
            Some(format!("{}/{}", q(&na[0], ops), unquoted(&na[1], ops)))
        }
        _ => None,
    };
    let text = match culprit {
        Term::Compound(m, p) if *m == Atom::COLON && p.len() == 2 => {
            let hidden = matches!(&p[0], Term::Atom(a) if ["system", "user"].contains(&&*a.name()));
            match indicator(&p[1]) {
                Some(pi) if hidden => pi,
                Some(pi) => format!("{}:{pi}", q(&p[0], ops)),
                None => q(culprit, ops),
            }
        }
        other => indicator(other).unwrap_or_else(|| q(other, ops)),
    };
    format!("{text}: ")
}

fn unquoted(t: &Term, ops: &OpTable) -> String {
    term_to_string(t, ops, &WriteOptions::write())
}

/// The text of a syntax error's id (`operator_expected` reads "Operator
/// expected"), as SWI-Prolog's messages word them.
fn syntax_text(id: &Term, ops: &OpTable) -> String {
    let fixed = match id {
        Term::Atom(a) => match &*a.name() {
            "end_of_clause" => "Unexpected end of clause",
            "end_of_clause_expected" => "End of clause expected",
            "end_of_file" => "Unexpected end of file",
            "end_of_file_in_block_comment" => "End of file in /* ... */ comment",
            "illegal_number" => "Illegal number",
            "operator_clash" => "Operator priority clash",
            "operator_expected" => "Operator expected",
            "operator_balance" => "Unbalanced operator",
            "cannot_start_term" => "Illegal start of term",
            "quoted_punctuation" => "Operand expected, unquoted comma or bar found",
            "list_rest" => "Unexpected comma or bar in rest of list",
            _ => "",
        },
        _ => "",
    };
    if !fixed.is_empty() {
        return fixed.to_string();
    }
    match id {
        Term::Compound(f, a) if f.name() == "end_of_file_in_quoted" && a.len() == 1 => {
            let kind = match &a[0] {
                Term::Atom(q) if &*q.name() == "'" => "atom",
                _ => "string",
            };
            format!("End of file in quoted {kind}")
        }
        Term::Compound(f, a) if f.name() == "undefined_char_escape" && a.len() == 1 => format!(
            "Unknown character escape in quoted atom or string: `\\{}'",
            unquoted(&a[0], ops)
        ),
        other => unquoted(other, ops),
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
    let (context, comment) = match &a[1] {
        Term::Compound(c, x) if c.name() == "context" && x.len() == 2 => {
            let culprit = match &x[0] {
                Term::Var(_) => String::new(),
                p => caller(p, ops),
            };
            let comment = match &x[1] {
                Term::Var(_) => String::new(),
                Term::Atom(m) if m.name().is_empty() => String::new(),
                m => format!(" ({})", unquoted(m, ops)),
            };
            (culprit, comment)
        }
        // A syntax error in text: the text, split where the error is.
        Term::Compound(c, x) if c.name() == "string" && x.len() == 2 => match (&x[0], &x[1]) {
            (Term::String(text), Term::Int(at)) => {
                let split = text
                    .char_indices()
                    .nth(usize::try_from(*at).unwrap_or(0))
                    .map_or(text.len(), |(i, _)| i);
                let (before, after) = text.split_at(split);
                (String::new(), format!("\n{before}\n** here **\n{after}"))
            }
            _ => (String::new(), String::new()),
        },
        _ => (String::new(), String::new()),
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
                format!("{} `{}' does not exist", unquoted(kind, ops), q(what, ops))
            }
            ("type_error", [Term::Atom(e), culprit])
                if e.name() == "evaluable" && culprit.functor().is_some() =>
            {
                format!("Arithmetic: `{}' is not a function", q(culprit, ops))
            }
            ("type_error", [t, culprit]) => format!(
                "Type error: `{}' expected, found `{}' ({})",
                unquoted(t, ops),
                q(culprit, ops),
                kind_of(culprit)
            ),
            ("domain_error", [d, culprit]) => {
                let domain = match d {
                    Term::Compound(r, lh) if r.name() == "range" && lh.len() == 2 => {
                        format!("[{}..{}]", q(&lh[0], ops), q(&lh[1], ops))
                    }
                    d => format!("`{}'", unquoted(d, ops)),
                };
                format!(
                    "Domain error: {domain} expected, found `{}'",
                    q(culprit, ops)
                )
            }
            ("evaluation_error", [what]) => {
                format!("Arithmetic: evaluation error: `{}'", q(what, ops))
            }
            ("occurs_check", [var, term]) => format!(
                "Cannot unify {} with {}: would create an infinite tree",
                q(var, ops),
                q(term, ops)
            ),
            ("representation_error", [what]) => {
                format!("Cannot represent due to `{}'", unquoted(what, ops))
            }
            ("resource_error", [what]) => {
                format!("Resource error: {} limit exceeded", q(what, ops))
            }
            ("permission_error", [action, kind, culprit]) => {
                let kind = match kind {
                    Term::Atom(k) if &*k.name() == "static_procedure" => "static procedure".into(),
                    k => unquoted(k, ops),
                };
                format!(
                    "No permission to {} {kind} `{}'",
                    unquoted(action, ops),
                    q(culprit, ops)
                )
            }
            ("format", [what]) => format!("Format error: {}", unquoted(what, ops)),
            ("format_argument_type", [directive, culprit]) => format!(
                "Illegal argument to format sequence ~{}: {}",
                unquoted(directive, ops),
                q(culprit, ops)
            ),
            ("syntax_error", [what]) => format!("Syntax error: {}", syntax_text(what, ops)),
            _ => format!("Unknown error term: {}", q(formal, ops)),
        },
        _ => format!("Unknown error term: {}", q(formal, ops)),
    };
    format!("{context}{body}{comment}")
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `error(Formal, context(system:Name/Arity, Message))` described.
    fn in_context(formal: Term, name: &str, arity: i64, message: Term) -> String {
        let pi = Term::Compound(Atom::SLASH, vec![Term::atom(name), Term::Int(arity)]);
        let culprit = Term::Compound(Atom::COLON, vec![Term::atom("system"), pi]);
        let context = Term::compound("context", vec![culprit, message]);
        describe_error(
            &Term::compound("error", vec![formal, context]),
            &OpTable::standard(),
        )
    }

    #[test]
    fn errors_read_word_for_word_as_swi_prints_them() {
        let f = |name: &str, args: Vec<Term>| Term::compound(name, args);
        let pi = Term::Compound(Atom::SLASH, vec![Term::atom("foo"), Term::Int(0)]);
        let cases = [
            (
                in_context(
                    f("type_error", vec![Term::atom("evaluable"), pi]),
                    "is",
                    2,
                    Term::Var(1),
                ),
                "is/2: Arithmetic: `foo/0' is not a function",
            ),
            (
                in_context(
                    f("evaluation_error", vec![Term::atom("zero_divisor")]),
                    "/",
                    2,
                    Term::Var(1),
                ),
                "//2: Arithmetic: evaluation error: `zero_divisor'",
            ),
            (
                in_context(
                    f(
                        "existence_error",
                        vec![Term::atom("source_sink"), Term::atom("/x")],
                    ),
                    "open",
                    3,
                    Term::atom("No such file or directory"),
                ),
                "open/3: source_sink `'/x'' does not exist (No such file or directory)",
            ),
            (
                in_context(
                    f("format", vec![Term::atom("not enough arguments")]),
                    "format",
                    2,
                    Term::Var(1),
                ),
                "format/2: Format error: not enough arguments",
            ),
            (
                in_context(
                    f(
                        "format_argument_type",
                        vec![Term::atom("d"), Term::Float(3.0)],
                    ),
                    "format",
                    2,
                    Term::Var(1),
                ),
                "format/2: Illegal argument to format sequence ~d: 3.0",
            ),
            (
                in_context(
                    f(
                        "type_error",
                        vec![
                            Term::atom("text"),
                            Term::compound("[|]", vec![Term::atom("a"), Term::atom("b")]),
                        ],
                    ),
                    "atom_length",
                    2,
                    Term::Var(1),
                ),
                "atom_length/2: Type error: `text' expected, found `[a|b]' (a compound)",
            ),
            (
                in_context(
                    f(
                        "permission_error",
                        vec![
                            Term::atom("modify"),
                            Term::atom("static_procedure"),
                            Term::atom("p"),
                        ],
                    ),
                    "asserta",
                    1,
                    Term::Var(1),
                ),
                "asserta/1: No permission to modify static procedure `p'",
            ),
            (
                in_context(
                    f("syntax_error", vec![Term::atom("illegal_number")]),
                    "number_codes",
                    2,
                    Term::Var(1),
                ),
                "number_codes/2: Syntax error: Illegal number",
            ),
        ];
        for (got, want) in cases {
            assert_eq!(got, want);
        }
    }

    #[test]
    fn a_syntax_error_in_text_shows_where_it_is() {
        let context = Term::compound("string", vec![Term::String("foo( . ".into()), Term::Int(4)]);
        let formal = Term::compound("syntax_error", vec![Term::atom("end_of_clause")]);
        let ball = Term::compound("error", vec![formal, context]);
        assert_eq!(
            describe_error(&ball, &OpTable::standard()),
            "Syntax error: Unexpected end of clause\nfoo(\n** here **\n . "
        );
    }

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
