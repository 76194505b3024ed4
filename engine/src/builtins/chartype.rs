//! `'$char_type'(Char, Types)`: the classification behind `char_type/2` and
//! `code_type/2`, with SWI-Prolog's type names, in SWI-Prolog's enumeration order
//! (including its quirks: `csymf` twice for letters, `to_lower(U)`/`to_upper(L)`
//! naming the other case, `paren(Close)` for opening brackets only).

use super::{inst_error, representation_error, type_error};
use crate::atom::Atom;
use crate::machine::cell::Cell;
use crate::machine::{BResult, Machine};
use crate::term::Term;

pub(super) fn register(m: &mut Machine) {
    m.register_builtin("$char_type", 2, char_type);
    m.register_builtin("$ctype_plain", 3, ctype_plain);
}

/// `'$ctype_plain'(Char, Type, Bool)`: whether `Char` (a one-character atom or a
/// code) has `Type`, a type without argument, as `true` or `false`, without
/// listing every type of the character; fails for anything else (the general
/// path of `char_type/2` and `code_type/2` takes it, errors included). The common
/// test `code_type(C, digit)` is a table lookup instead of a list and a member walk.
fn ctype_plain(m: &mut Machine) -> BResult {
    let ch = match m.arg(0) {
        Cell::Atom(a) => {
            let name = a.name();
            let mut chars = name.chars();
            match (chars.next(), chars.next()) {
                (Some(ch), None) => ch,
                _ => return Ok(false),
            }
        }
        Cell::Int(c) => match u32::try_from(c).ok().and_then(char::from_u32) {
            Some(ch) => ch,
            None => return Ok(false),
        },
        _ => return Ok(false),
    };
    let Cell::Atom(t) = m.arg(1) else {
        return Ok(false);
    };
    match plain_type(ch, &t.name()) {
        Some(has) => {
            let answer = Cell::Atom(if has { Atom::TRUE } else { Atom::FALSE });
            Ok(m.unify_arg(2, answer))
        }
        None => Ok(false),
    }
}

/// `'$char_type'(Char, Types)`: `Char` a one-character atom or a code (-1 is end
/// of file).
fn char_type(m: &mut Machine) -> BResult {
    let types = match m.arg(0) {
        Cell::Atom(a) if a.name().chars().count() == 1 => {
            types_of(a.name().chars().next().unwrap_or(' '))
        }
        Cell::Int(-1) => vec![Term::atom("end_of_file")],
        Cell::Int(c) => match u32::try_from(c).ok().and_then(char::from_u32) {
            Some(ch) => types_of(ch),
            None => return Err(representation_error("character_code")),
        },
        Cell::Ref(_) => return Err(inst_error()),
        other => return Err(type_error(m, "character", other)),
    };
    let cells: Vec<Cell> = types.iter().map(|t| m.put_fresh(t)).collect();
    let l = m.make_list(&cells);
    Ok(m.unify_arg(1, l))
}

fn as_char(c: char) -> Term {
    Term::atom(c.encode_utf8(&mut [0; 4]))
}

fn lower(ch: char) -> char {
    ch.to_lowercase().next().unwrap_or(ch)
}

fn upper(ch: char) -> char {
    ch.to_uppercase().next().unwrap_or(ch)
}

/// Whether `ch` has the type `name` that takes no argument; `None` when `name` is
/// not such a type.
fn plain_type(ch: char, name: &str) -> Option<bool> {
    let alnum = ch.is_alphanumeric();
    let alpha = ch.is_alphabetic();
    let graph = !ch.is_whitespace() && !ch.is_control();
    Some(match name {
        "alnum" => alnum,
        "alpha" => alpha,
        "csym" | "prolog_identifier_continue" => alnum || ch == '_',
        "csymf" => alpha || ch == '_',
        "prolog_var_start" => ch.is_uppercase() || ch == '_',
        "prolog_atom_start" => alpha && !ch.is_uppercase(),
        "prolog_symbol" => "#$&*+-./:<=>?@\\^~".contains(ch),
        "decimal" | "digit" => ch.is_ascii_digit(),
        "ascii" => ch.is_ascii(),
        "white" => ch == ' ' || ch == '\t',
        "cntrl" => ch.is_control(),
        "print" => graph || ch == ' ',
        "space" => ch.is_whitespace(),
        "end_of_line" => ch == '\n' || ch == '\r',
        "newline" => ch == '\n',
        "graph" => graph,
        "punct" => graph && !alnum,
        "lower" => ch.is_lowercase(),
        "upper" => ch.is_uppercase(),
        "period" => matches!(ch, '.' | '!' | '?'),
        "quote" => matches!(ch, '"' | '\'' | '`'),
        _ => return None,
    })
}

/// The types without argument in SWI-Prolog's enumeration order (`csymf` twice).
const PLAIN_ORDER: [&str; 24] = [
    "alnum",
    "alpha",
    "csym",
    "csymf",
    "prolog_var_start",
    "prolog_atom_start",
    "prolog_identifier_continue",
    "prolog_symbol",
    "csymf",
    "decimal",
    "ascii",
    "white",
    "cntrl",
    "digit",
    "print",
    "space",
    "end_of_line",
    "newline",
    "graph",
    "punct",
    "lower",
    "upper",
    "period",
    "quote",
];

/// Every type of `ch`, in SWI-Prolog's order: a type with an argument that goes
/// with one without (`decimal(W)`, `lower(U)`, `upper(L)`) follows it, the others
/// come last.
fn types_of(ch: char) -> Vec<Term> {
    let int = |i: u32| Term::Int(i64::from(i));
    let decimal = ch.to_digit(10).filter(|_| ch.is_ascii_digit());
    let mut t = Vec::new();
    for name in PLAIN_ORDER {
        if plain_type(ch, name) != Some(true) {
            continue;
        }
        t.push(Term::atom(name));
        match name {
            "decimal" => t.extend(decimal.map(|w| Term::compound("decimal", vec![int(w)]))),
            "lower" => t.push(Term::compound("lower", vec![as_char(upper(ch))])),
            "upper" => t.push(Term::compound("upper", vec![as_char(lower(ch))])),
            _ => {}
        }
    }
    t.push(Term::compound("to_lower", vec![as_char(upper(ch))]));
    t.push(Term::compound("to_upper", vec![as_char(lower(ch))]));
    let close = match ch {
        '(' => Some(')'),
        '[' => Some(']'),
        '{' => Some('}'),
        _ => None,
    };
    if let Some(c) = close {
        t.push(Term::compound("paren", vec![as_char(c)]));
    }
    if let Some(w) = decimal {
        t.push(Term::compound("digit", vec![int(w)]));
    }
    if let Some(w) = ch.to_digit(16).filter(|_| ch.is_ascii()) {
        t.push(Term::compound("xdigit", vec![int(w)]));
    }
    t
}

#[cfg(test)]
mod tests {
    use super::types_of;

    fn names(ch: char) -> String {
        types_of(ch)
            .iter()
            .map(|t| format!("{t:?}"))
            .collect::<Vec<_>>()
            .join(",")
    }

    #[test]
    fn digits_have_weights_and_no_letter_types() {
        let s = names('7');
        assert!(s.contains("digit") && !s.contains("alpha"), "{s}");
        assert_eq!(types_of('7').len(), 13);
    }

    #[test]
    fn letters_list_csymf_twice_as_swi_does() {
        let n = types_of('a')
            .iter()
            .filter(|t| format!("{t:?}").contains("csymf"))
            .count();
        assert_eq!(n, 2);
        assert_eq!(types_of('a').len(), 15);
        assert_eq!(types_of('\n').len(), 7);
    }
}
