//! The predicate an error term names in its context, as SWI-Prolog names it:
//! builtins are system predicates there (`context(system:arg/3, _)`), and the
//! engine's internal helpers stand for the predicate the program called
//! (`'$arg'/3` is `arg/3`, `'$atom_concat'/4` is `atom_concat/3`). Errors of
//! reading a term from text name no predicate, as SWI-Prolog's carry the text
//! instead.

use crate::atom::Atom;
use crate::term::Term;

/// A predicate indicator, by name and arity.
type Indicator = (&'static str, u32);

/// Internal helpers and the predicate each one runs for (`None`: the error names
/// no predicate).
const HELPERS: &[(&str, u32, Option<Indicator>)] = &[
    ("$arg", 3, Some(("arg", 3))),
    ("$atom_concat", 4, Some(("atom_concat", 3))),
    ("$sub_atom", 6, Some(("sub_atom", 5))),
    ("$string_concat", 4, Some(("string_concat", 3))),
    ("$sub_string", 6, Some(("sub_string", 5))),
    ("$string_code", 3, Some(("string_code", 3))),
    ("$char_type", 2, Some(("char_type", 2))),
    ("$skip_list", 3, Some(("length", 2))),
    ("$findall_add", 2, Some(("findall", 3))),
    ("$findall_collect", 3, Some(("findall", 3))),
    ("$parse_term", 3, None),
];

/// The context's culprit for an error raised by builtin `name/arity`:
/// `system:Name/Arity`, or what [`HELPERS`] says for an internal helper.
pub(crate) fn culprit(name: Atom, arity: u32) -> Option<Term> {
    let text = name.name();
    let (name, arity) = match HELPERS.iter().find(|(n, a, _)| *n == &*text && *a == arity) {
        Some((_, _, public)) => {
            let (n, a) = (*public)?;
            (Atom::new(n), a)
        }
        None => (name, arity),
    };
    let indicator = Term::Compound(Atom::SLASH, vec![Term::Atom(name), Term::Int(arity as i64)]);
    Some(Term::Compound(
        Atom::COLON,
        vec![Term::atom("system"), indicator],
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shown(t: Option<Term>) -> String {
        t.map_or("none".to_string(), |t| format!("{t:?}"))
    }

    #[test]
    fn builtins_are_system_predicates_and_helpers_the_predicates_they_serve() {
        let arg = shown(culprit(Atom::new("$arg"), 3));
        assert_eq!(arg, shown(culprit(Atom::new("arg"), 3)));
        assert!(arg.contains("system") && arg.contains("arg"), "{arg}");
        assert!(!arg.contains('$'), "{arg}");
        assert_eq!(shown(culprit(Atom::new("$parse_term"), 3)), "none");
    }
}
