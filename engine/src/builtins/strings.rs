//! The SWI-Prolog string family: `string/1`, `string_length/2`, `string_chars/2`,
//! `string_codes/2`, `string_to_atom/2`, `atom_string/2`, `number_string/2`,
//! `string_lower/2`, `string_upper/2`, `split_string/4`, `text_to_string/2`,
//! `term_string/2` and the deterministic helpers of `prelude/strings.pl`
//! (`string_concat/3`, `sub_string/5`, `string_code/3`). Text arguments accept
//! atoms, strings, numbers and code or char lists, as SWI-Prolog's do.

use super::atoms::{case_conv, concat, sub_text, term_to_text, TextOut};
use super::{inst_error, type_error, ListError};
use crate::arith::parse_number;
use crate::machine::cell::Cell;
use crate::machine::commit::TypeTest;
use crate::machine::{BResult, Machine, Signal};

impl Machine {
    /// `text` as the result kind `kind` names (`atom`, `string`, `codes`, `chars`), for
    /// `format/3` and `with_output_to/2`.
    pub(crate) fn text_as(&mut self, kind: &str, text: &str) -> Result<Cell, Signal> {
        match kind {
            "codes" => Ok(self.codes_cell(text)),
            "chars" => Ok(self.chars_cell(text)),
            "string" => TextOut::String.cell(self, text),
            _ => TextOut::Atom.cell(self, text),
        }
    }
}

pub(super) fn register(m: &mut Machine) {
    m.register_builtin("string", 1, |m| Ok(TypeTest::String.holds(m.arg(0))));
    m.register_builtin("string_length", 2, string_length);
    m.register_builtin("string_chars", 2, |m| to_list(m, false));
    m.register_builtin("string_codes", 2, |m| to_list(m, true));
    m.register_builtin("string_to_atom", 2, |m| convert(m, TextOut::String));
    m.register_builtin("atom_string", 2, |m| convert(m, TextOut::Atom));
    m.register_builtin("number_string", 2, number_string);
    m.register_builtin("string_lower", 2, |m| case_conv(m, false, TextOut::String));
    m.register_builtin("string_upper", 2, |m| case_conv(m, true, TextOut::String));
    m.register_builtin("split_string", 4, split_string);
    m.register_builtin("text_to_string", 2, text_to_string);
    m.register_builtin("term_string", 2, |m| term_to_text(m, TextOut::String));
    m.register_builtin("$string_concat", 4, |m| concat(m, TextOut::String));
    m.register_builtin("$sub_string", 6, |m| sub_text(m, TextOut::String));
    m.register_builtin("$string_code", 3, string_code);
}

/// The text of argument `i`: an atom, string, number, code list or char list. An
/// unbound argument or partial list is an instantiation error, anything else a
/// `type_error(typ, Arg)`.
fn text(m: &Machine, i: usize, typ: &str) -> Result<String, Signal> {
    let c = m.arg(i);
    if let Some(t) = m.text_of(c) {
        return Ok(t);
    }
    let partial = match (c, m.list_cells(c)) {
        (Cell::Ref(_), _) | (_, Err(ListError::Partial)) => true,
        (_, Ok(items)) => items.iter().any(|x| matches!(x, Cell::Ref(_))),
        (_, Err(ListError::NotAList)) => false,
    };
    if partial {
        Err(inst_error())
    } else {
        Err(type_error(m, typ, c))
    }
}

fn string_length(m: &mut Machine) -> BResult {
    let t = text(m, 0, "text")?;
    match m.arg(1) {
        Cell::Ref(_) | Cell::Int(_) => {}
        other => return Err(type_error(m, "integer", other)),
    }
    Ok(m.unify_arg(1, Cell::Int(t.chars().count() as i64)))
}

/// `string_codes/2` (`codes`) and `string_chars/2`.
fn to_list(m: &mut Machine, codes: bool) -> BResult {
    if !matches!(m.arg(0), Cell::Ref(_)) {
        let t = text(m, 0, "string")?;
        m.reserve(t.len().saturating_mul(32))?;
        let l = if codes {
            m.codes_cell(&t)
        } else {
            m.chars_cell(&t)
        };
        return Ok(m.unify_arg(1, l));
    }
    let t = text(m, 1, "list")?;
    let s = TextOut::String.cell(m, &t)?;
    Ok(m.unify_arg(0, s))
}

/// `atom_string/2` (`first` an atom) and `string_to_atom/2` (`first` a string):
/// converts the first argument when bound, else the second; with both bound,
/// compares their texts (`atom_string("foo", foo)` is true, as in SWI-Prolog).
fn convert(m: &mut Machine, first: TextOut) -> BResult {
    let second = match first {
        TextOut::Atom => TextOut::String,
        TextOut::String => TextOut::Atom,
    };
    let bound = |m: &Machine, i: usize| !matches!(m.arg(i), Cell::Ref(_));
    if bound(m, 0) && bound(m, 1) {
        // Like SWI-Prolog, a side that is no text makes the comparison fail.
        let (t0, t1) = (text(m, 0, "atom"), text(m, 1, "atom"));
        return Ok(matches!((t0, t1), (Ok(a), Ok(b)) if a == b));
    }
    let (made, from, to) = if !matches!(m.arg(0), Cell::Ref(_)) {
        (second, 0, 1)
    } else if !matches!(m.arg(1), Cell::Ref(_)) {
        (first, 1, 0)
    } else {
        return Err(inst_error());
    };
    let typ = match (first, from) {
        (TextOut::Atom, 0) | (TextOut::String, 1) => "atom",
        _ => "string",
    };
    let t = text(m, from, typ)?;
    let c = made.cell(m, &t)?;
    Ok(m.unify_arg(to, c))
}

fn number_string(m: &mut Machine) -> BResult {
    if !matches!(m.arg(1), Cell::Ref(_)) {
        let t = text(m, 1, "string")?;
        // SWI-Prolog 9 fails on leading layout (`parse_number` would skip it).
        if t.starts_with(char::is_whitespace) {
            return Ok(false);
        }
        return match parse_number(&t) {
            Some(n) => {
                let c = m.number_cell(n);
                Ok(m.unify_arg(0, c))
            }
            None => Ok(false),
        };
    }
    match m.arg(0) {
        Cell::Ref(_) => Err(inst_error()),
        c @ (Cell::Int(_) | Cell::Float(_) | Cell::Big(_) | Cell::Rat(_)) => {
            let t = m.text_of(c).unwrap_or_default();
            let s = TextOut::String.cell(m, &t)?;
            Ok(m.unify_arg(1, s))
        }
        other => Err(type_error(m, "number", other)),
    }
}

/// `split_string(String, SepChars, PadChars, SubStrings)`: strips pad characters
/// from both ends of the text, splits it at every separator character, then strips
/// pad characters from both ends of each field (as SWI-Prolog does: `"  "` split and
/// padded by spaces is `[""]`).
fn split_string(m: &mut Machine) -> BResult {
    let all = text(m, 0, "text")?;
    let seps = text(m, 1, "text")?;
    let pad = text(m, 2, "text")?;
    let whole = all.trim_matches(|c| pad.contains(c));
    let fields: Vec<&str> = if seps.is_empty() {
        vec![whole]
    } else {
        whole.split(|c| seps.contains(c)).collect()
    };
    m.reserve(whole.len() + fields.len() * 48)?;
    let mut cells = Vec::with_capacity(fields.len());
    for f in fields {
        let f = f.trim_matches(|c| pad.contains(c));
        cells.push(m.push_string(f));
    }
    let l = m.make_list(&cells);
    Ok(m.unify_arg(3, l))
}

fn text_to_string(m: &mut Machine) -> BResult {
    let (t, to) = match m.arg(0) {
        Cell::Ref(_) => match m.arg(1) {
            Cell::Ref(_) => return Err(inst_error()),
            _ => (text(m, 1, "string")?, 0),
        },
        c @ (Cell::Int(_) | Cell::Float(_) | Cell::Big(_) | Cell::Rat(_)) => {
            return Err(type_error(m, "text", c))
        }
        _ => (text(m, 0, "text")?, 1),
    };
    let s = TextOut::String.cell(m, &t)?;
    Ok(m.unify_arg(to, s))
}

/// `'$string_code'(Index, String, Code)` with `Index` bound: the code at 1-based
/// `Index`; fails outside the string.
fn string_code(m: &mut Machine) -> BResult {
    let i = match m.arg(0) {
        Cell::Int(i) if i < 0 => {
            return Err(super::domain_error(m, "not_less_than_zero", Cell::Int(i)))
        }
        Cell::Int(i) => i,
        Cell::Ref(_) => return Err(inst_error()),
        other => return Err(type_error(m, "integer", other)),
    };
    let t = text(m, 1, "string")?;
    match usize::try_from(i - 1).ok().and_then(|k| t.chars().nth(k)) {
        Some(ch) => Ok(m.unify_arg(2, Cell::Int(ch as i64))),
        None => Ok(false),
    }
}
