//! `'$char_type'(Char, Types)`: the classification behind `char_type/2` and
//! `code_type/2`, with SWI-Prolog's type names, in SWI-Prolog's enumeration order
//! (including its quirks: `csymf` twice for letters, `to_lower(U)`/`to_upper(L)`
//! naming the other case, `paren(Close)` for opening brackets only).

use super::{inst_error, representation_error, type_error};
use crate::machine::cell::Cell;
use crate::machine::{BResult, Machine};
use crate::term::Term;

pub(super) fn register(m: &mut Machine) {
    m.register_builtin("$char_type", 2, char_type);
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

/// Every type of `ch`, in SWI-Prolog's order.
fn types_of(ch: char) -> Vec<Term> {
    let atom = Term::atom;
    let int = |i: u32| Term::Int(i64::from(i));
    let alnum = ch.is_alphanumeric();
    let alpha = ch.is_alphabetic();
    let csym = alnum || ch == '_';
    let csymf = alpha || ch == '_';
    let decimal = ch.to_digit(10).filter(|_| ch.is_ascii_digit());
    let graph = !ch.is_whitespace() && !ch.is_control();
    let mut t = Vec::new();
    let mut flag = |cond: bool, term: Term| {
        if cond {
            t.push(term);
        }
    };
    flag(alnum, atom("alnum"));
    flag(alpha, atom("alpha"));
    flag(csym, atom("csym"));
    flag(csymf, atom("csymf"));
    flag(ch.is_uppercase() || ch == '_', atom("prolog_var_start"));
    flag(alpha && !ch.is_uppercase(), atom("prolog_atom_start"));
    flag(csym, atom("prolog_identifier_continue"));
    flag("#$&*+-./:<=>?@\\^~".contains(ch), atom("prolog_symbol"));
    flag(csymf, atom("csymf"));
    if let Some(w) = decimal {
        t.push(atom("decimal"));
        t.push(Term::compound("decimal", vec![int(w)]));
    }
    let mut flag = |cond: bool, term: Term| {
        if cond {
            t.push(term);
        }
    };
    flag(ch.is_ascii(), atom("ascii"));
    flag(ch == ' ' || ch == '\t', atom("white"));
    flag(ch.is_control(), atom("cntrl"));
    flag(decimal.is_some(), atom("digit"));
    flag(graph || ch == ' ', atom("print"));
    flag(ch.is_whitespace(), atom("space"));
    flag(ch == '\n' || ch == '\r', atom("end_of_line"));
    flag(ch == '\n', atom("newline"));
    flag(graph, atom("graph"));
    flag(graph && !alnum, atom("punct"));
    if ch.is_lowercase() {
        t.push(atom("lower"));
        t.push(Term::compound("lower", vec![as_char(upper(ch))]));
    }
    if ch.is_uppercase() {
        t.push(atom("upper"));
        t.push(Term::compound("upper", vec![as_char(lower(ch))]));
    }
    let mut flag = |cond: bool, term: Term| {
        if cond {
            t.push(term);
        }
    };
    flag(matches!(ch, '.' | '!' | '?'), atom("period"));
    flag(matches!(ch, '"' | '\'' | '`'), atom("quote"));
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
