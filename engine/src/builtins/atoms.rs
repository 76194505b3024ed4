//! Atom and text builtins: `atom_codes/2`, `atom_length/2`, `atom_concat/3` helpers,
//! `sub_atom/5` helper, number conversion, case conversion, `atomic_list_concat`,
//! `term_to_atom/2`.

use super::{domain_error, inst_error, type_error};
use crate::atom::Atom;
use crate::machine::cell::Cell;
use crate::machine::{unqualified_error_term, BResult, Machine, Signal};
use crate::term::{Term, VarId};

/// What kind of text a builtin makes: an atom or a string.
#[derive(Clone, Copy, PartialEq)]
pub(crate) enum TextOut {
    /// An atom (`atom_concat/3`, `sub_atom/5`, ...).
    Atom,
    /// A string (`string_concat/3`, `sub_string/5`, ...).
    String,
}

impl TextOut {
    /// A heap cell holding `text`, counted against the memory limit.
    pub(crate) fn cell(self, m: &mut Machine, text: &str) -> Result<Cell, Signal> {
        match self {
            TextOut::Atom => Ok(Cell::Atom(m.text_atom(text)?)),
            TextOut::String => {
                m.reserve(text.len())?;
                Ok(m.push_string(text))
            }
        }
    }

    /// An owned term holding `text`.
    pub(crate) fn term(self, text: &str) -> Term {
        match self {
            TextOut::Atom => Term::Atom(Atom::from_text(text)),
            TextOut::String => Term::string(text),
        }
    }
}

pub(super) fn register(m: &mut Machine) {
    m.register_builtin("atom_codes", 2, |m| text_conv(m, TextKind::Codes, false));
    m.register_builtin("atom_chars", 2, |m| text_conv(m, TextKind::Chars, false));
    m.register_builtin("number_codes", 2, |m| text_conv(m, TextKind::Codes, true));
    m.register_builtin("number_chars", 2, |m| text_conv(m, TextKind::Chars, true));
    m.register_builtin("char_code", 2, char_code);
    m.register_builtin("atom_length", 2, atom_length);
    m.register_builtin("$atom_concat", 4, |m| concat(m, TextOut::Atom));
    m.register_builtin("$sub_atom", 6, |m| sub_text(m, TextOut::Atom));
    m.register_builtin("atom_number", 2, atom_number);
    m.register_builtin("upcase_atom", 2, |m| case_conv(m, true, TextOut::Atom));
    m.register_builtin("downcase_atom", 2, |m| case_conv(m, false, TextOut::Atom));
    m.register_builtin("atomic_list_concat", 2, |m| atomic_list_concat(m, None));
    m.register_builtin("atomic_list_concat", 3, |m| {
        let sep = m.arg(1);
        atomic_list_concat(m, Some(sep))
    });
    m.register_builtin("term_to_atom", 2, |m| term_to_text(m, TextOut::Atom));
    m.register_builtin("$parse_term", 3, parse_term);
}

#[derive(Clone, Copy, PartialEq)]
enum TextKind {
    Codes,
    Chars,
}

/// The text of an atomic cell (atom, number or string); the reserved symbols `[]`
/// and `C'dict'` have none (SWI-Prolog 7: `atom_codes([], _)` is a type error).
pub(super) fn atomic_text(m: &Machine, c: Cell) -> Option<String> {
    match c {
        Cell::Atom(Atom::NIL) | Cell::Atom(Atom::DICT) => None,
        Cell::Atom(_)
        | Cell::Int(_)
        | Cell::Float(_)
        | Cell::Big(_)
        | Cell::Rat(_)
        | Cell::String(_) => m.text_of(c),
        _ => None,
    }
}

/// The text of an atomic argument with ISO errors.
fn text_arg(m: &Machine, i: usize) -> Result<String, Signal> {
    typed_text_arg(m, i, "atomic")
}

/// The text of an atomic argument; a compound is a `type_error(Type, _)`, the empty
/// list a `type_error(atom, [])` (SWI-Prolog 7: `[]` is not an atom).
fn typed_text_arg(m: &Machine, i: usize, typ: &str) -> Result<String, Signal> {
    let c = m.arg(i);
    match c {
        Cell::Ref(_) => Err(inst_error()),
        Cell::Atom(Atom::NIL) => Err(type_error(m, "atom", c)),
        _ => atomic_text(m, c).ok_or_else(|| type_error(m, typ, c)),
    }
}

/// The text of a term to parse: an atomic argument, or the empty list as the empty
/// text (`atom_to_term([], end_of_file, [])` in SWI-Prolog).
fn source_text_arg(m: &Machine, i: usize) -> Result<String, Signal> {
    match m.arg(i) {
        Cell::Atom(Atom::NIL) => Ok(String::new()),
        _ => text_arg(m, i),
    }
}

fn syntax_error(what: &str) -> Signal {
    Signal::Error(Term::compound("syntax_error", vec![Term::atom(what)]))
}

fn text_conv(m: &mut Machine, kind: TextKind, number: bool) -> BResult {
    // SWI-Prolog names these predicates without their module when the first
    // argument has the wrong type or the text is no number.
    let name = match (number, kind) {
        (false, TextKind::Codes) => "atom_codes",
        (false, TextKind::Chars) => "atom_chars",
        (true, TextKind::Codes) => "number_codes",
        (true, TextKind::Chars) => "number_chars",
    };
    let unqualified = |e: Signal| match e {
        Signal::Error(formal) => Signal::Throw(unqualified_error_term(formal, name, 2)),
        other => other,
    };
    let a = m.arg(0);
    if !matches!(a, Cell::Ref(_)) {
        if number
            && !matches!(
                a,
                Cell::Int(_) | Cell::Float(_) | Cell::Big(_) | Cell::Rat(_)
            )
        {
            return Err(unqualified(type_error(m, "number", a)));
        }
        if !number && (!a.is_atomic() || matches!(a, Cell::Atom(x) if !x.is_plain_atom())) {
            return Err(unqualified(type_error(m, "atom", a)));
        }
        // With a bound list in number mode, parse it and compare numbers (ISO 8.16.7).
        if number {
            if let Some(s) = list_text(m, m.regs[1], kind)? {
                let n = parse_number_text(&s).map_err(unqualified)?;
                let c = m.number_cell(n);
                return Ok(m.unify_arg(0, c));
            }
        }
        let text = atomic_text(m, a).unwrap_or_default();
        // Two cells per element.
        m.reserve(text.len().saturating_mul(32))?;
        let l = match kind {
            TextKind::Codes => m.codes_cell(&text),
            TextKind::Chars => m.chars_cell(&text),
        };
        return Ok(m.unify_arg(1, l));
    }
    let Some(text) = list_text(m, m.regs[1], kind)? else {
        return Err(inst_error());
    };
    let c = if number {
        let n = parse_number_text(&text).map_err(unqualified)?;
        m.number_cell(n)
    } else {
        Cell::Atom(m.text_atom(&text)?)
    };
    Ok(m.unify_arg(0, c))
}

fn parse_number_text(text: &str) -> Result<crate::number::Number, Signal> {
    crate::arith::parse_number(text).ok_or_else(|| syntax_error("illegal_number"))
}

/// The text of a code or char list; `Ok(None)` when the list is partial.
fn list_text(m: &Machine, c: Cell, kind: TextKind) -> Result<Option<String>, Signal> {
    if let Cell::String(t) = m.deref(c) {
        return Ok(Some(m.string(t).to_string()));
    }
    let items = match m.list_cells(c) {
        Ok(items) => items,
        Err(super::ListError::Partial) => return Ok(None),
        Err(super::ListError::NotAList) => return Err(type_error(m, "list", m.deref(c))),
    };
    // SWI-Prolog takes either kind of list whatever the predicate's name
    // (`number_codes(X, ['1'])`): the first element decides, and a first element
    // that is neither a code nor a character is not a `character_code`.
    let kind = match items.first() {
        Some(Cell::Int(_)) => TextKind::Codes,
        Some(Cell::Atom(a)) if a.name().chars().count() == 1 => TextKind::Chars,
        Some(Cell::Ref(_)) | None => kind,
        Some(&other) => return Err(type_error(m, "character_code", other)),
    };
    let mut s = String::new();
    for it in items {
        match (kind, it) {
            (_, Cell::Ref(_)) => return Ok(None),
            (TextKind::Codes, Cell::Int(code)) => {
                match u32::try_from(code).ok().and_then(char::from_u32) {
                    Some(ch) => s.push(ch),
                    // SWI-Prolog's error (ISO has a representation error).
                    None => return Err(type_error(m, "character_code", Cell::Int(code))),
                }
            }
            (TextKind::Chars, Cell::Atom(a)) if a.name().chars().count() == 1 => {
                s.push_str(&a.name())
            }
            (TextKind::Codes, other) => return Err(type_error(m, "character_code", other)),
            (TextKind::Chars, other) => return Err(type_error(m, "character", other)),
        }
    }
    Ok(Some(s))
}

fn char_code(m: &mut Machine) -> BResult {
    match m.arg(0) {
        Cell::Atom(a) => {
            let name = a.name();
            let mut cs = name.chars();
            match (cs.next(), cs.next()) {
                (Some(ch), None) => match m.arg(1) {
                    Cell::Ref(_) | Cell::Int(_) => Ok(m.unify_arg(1, Cell::Int(ch as i64))),
                    other => Err(type_error(m, "integer", other)),
                },
                _ => Err(type_error(m, "character", Cell::Atom(a))),
            }
        }
        Cell::Ref(_) => match m.arg(1) {
            Cell::Ref(_) => Err(inst_error()),
            Cell::Int(code) => match u32::try_from(code).ok().and_then(char::from_u32) {
                Some(ch) => Ok(m.unify_arg(0, Cell::Atom(Atom::new(ch.encode_utf8(&mut [0; 4]))))),
                None => Err(type_error(m, "character_code", Cell::Int(code))),
            },
            other => Err(type_error(m, "integer", other)),
        },
        other => Err(type_error(m, "character", other)),
    }
}

fn atom_length(m: &mut Machine) -> BResult {
    // SWI-Prolog names the expected type `text` (ISO: `atom`), and takes a code
    // or character list as its text.
    let text = match m.arg(0) {
        Cell::Atom(Atom::NIL) => String::new(),
        list @ Cell::Lis(_) => match m.list_cells(list) {
            Err(super::ListError::Partial) => return Err(inst_error()),
            _ => m.text_of(list).ok_or_else(|| type_error(m, "text", list))?,
        },
        _ => typed_text_arg(m, 0, "text")?,
    };
    // A negative length fails in SWI-Prolog (ISO raises a domain error).
    match m.arg(1) {
        Cell::Ref(_) | Cell::Int(_) => {}
        other => return Err(type_error(m, "integer", other)),
    }
    Ok(m.unify_arg(1, Cell::Int(text.chars().count() as i64)))
}

/// `'$atom_concat'(A, B, C, Splits)` (and `'$string_concat'/4` with `out` a
/// string): with A and B bound, unifies C with their concatenation and `Splits` with
/// `[A-B]`; otherwise `Splits` lists every split of C. Numbers are accepted as in
/// SWI-Prolog; a compound is ISO's `type_error(atom, _)` for atoms (SWI says
/// `atomic`, as it does for strings).
pub(super) fn concat(m: &mut Machine, out: TextOut) -> BResult {
    let (a, b, c) = (m.arg(0), m.arg(1), m.arg(2));
    let typ = match out {
        TextOut::Atom => "atom",
        TextOut::String => "atomic",
    };
    if !matches!(a, Cell::Ref(_)) && !matches!(b, Cell::Ref(_)) {
        let (x, y) = (typed_text_arg(m, 0, typ)?, typed_text_arg(m, 1, typ)?);
        m.reserve(x.len() + y.len())?;
        let whole = out.cell(m, &(x + &y))?;
        let pair = m.build_goal(Atom::MINUS, &[a, b]);
        let l = m.make_list(&[pair]);
        return Ok(m.unify_arg(2, whole) && m.unify_arg(3, l));
    }
    if matches!(c, Cell::Ref(_)) {
        return Err(inst_error());
    }
    for (i, x) in [a, b].into_iter().enumerate() {
        if !matches!(x, Cell::Ref(_)) && !x.is_atomic() {
            return Err(type_error(m, typ, m.arg(i)));
        }
    }
    let whole = typed_text_arg(m, 2, typ)?;
    // A bound part keeps only the split that matches its text (and stays itself: a
    // number splits off as a number).
    let known = |m: &Machine, i: usize| match m.arg(i) {
        Cell::Ref(_) => Ok(None),
        _ => typed_text_arg(m, i, typ).map(Some),
    };
    let (prefix, suffix) = (known(m, 0)?, known(m, 1)?);
    let mut pairs = Vec::new();
    let bounds: Vec<usize> = whole
        .char_indices()
        .map(|(i, _)| i)
        .chain(std::iter::once(whole.len()))
        .collect();
    for &i in &bounds {
        let (x, y) = whole.split_at(i);
        if prefix.as_deref().is_some_and(|p| p != x) || suffix.as_deref().is_some_and(|q| q != y) {
            continue;
        }
        let left = match prefix {
            Some(_) => a,
            None => m.put_fresh(&out.term(x)),
        };
        let right = match suffix {
            Some(_) => b,
            None => m.put_fresh(&out.term(y)),
        };
        pairs.push(m.build_goal(Atom::MINUS, &[left, right]));
    }
    let l = m.make_list(&pairs);
    Ok(m.unify_arg(3, l))
}

/// `'$sub_atom'(Atom, B, L, A, Sub, Solutions)` (and `'$sub_string'/6` with `out` a
/// string): all `B-L-A-Sub` consistent with the bound arguments.
pub(super) fn sub_text(m: &mut Machine, out: TextOut) -> BResult {
    let typ = match out {
        TextOut::Atom => "atom",
        TextOut::String => "string",
    };
    let text = typed_text_arg(m, 0, typ)?;
    let chars: Vec<char> = text.chars().collect();
    let n = chars.len() as i64;
    let int_or_var = |m: &Machine, i: usize| -> Result<Option<i64>, Signal> {
        match m.arg(i) {
            Cell::Ref(_) => Ok(None),
            Cell::Int(v) if v < 0 => Err(domain_error(m, "not_less_than_zero", Cell::Int(v))),
            Cell::Int(v) => Ok(Some(v)),
            other => Err(type_error(m, "integer", other)),
        }
    };
    let (b, l, a) = (int_or_var(m, 1)?, int_or_var(m, 2)?, int_or_var(m, 3)?);
    let sub = match m.arg(4) {
        Cell::Ref(_) => None,
        c => match atomic_text(m, c) {
            Some(x) => Some(x.chars().collect::<Vec<char>>()),
            None => return Err(type_error(m, typ, c)),
        },
    };
    let mut sols: Vec<(i64, i64)> = Vec::new();
    if let Some(sub) = &sub {
        let k = sub.len() as i64;
        for start in 0..=(n - k).max(-1) {
            if chars[start as usize..(start + k) as usize] == sub[..] {
                sols.push((start, k));
            }
        }
    } else {
        match (b, l, a) {
            (Some(b), Some(l), _) => sols.push((b, l)),
            (Some(b), None, Some(a)) => sols.push((b, n - b - a)),
            (None, Some(l), Some(a)) => sols.push((n - l - a, l)),
            (Some(b), None, None) => sols.extend((0..=(n - b).max(-1)).map(|l| (b, l))),
            (None, Some(l), None) => sols.extend((0..=(n - l).max(-1)).map(|b| (b, l))),
            (None, None, Some(a)) => sols.extend((0..=(n - a).max(-1)).map(|b| (b, n - a - b))),
            (None, None, None) => {
                // Every (start, length) pair: a quadratic number of solutions, all
                // built now (each an `s/4` term of 5 cells).
                let count = (n as usize + 1).saturating_mul(n as usize + 2) / 2;
                m.reserve(count.saturating_mul(5 * 16))?;
                for b in 0..=n {
                    for l in 0..=(n - b) {
                        sols.push((b, l));
                    }
                }
            }
        }
    }
    // A bound `Sub` is kept as given (an atom stays an atom in `sub_string/5`).
    let given = sub.as_ref().map(|_| m.to_term(m.arg(4)));
    let mut cells = Vec::new();
    let mut text_bytes = 0usize;
    for (sb, sl) in sols {
        let sa = n - sb - sl;
        if sb < 0
            || sl < 0
            || sa < 0
            || b.is_some_and(|x| x != sb)
            || l.is_some_and(|x| x != sl)
            || a.is_some_and(|x| x != sa)
        {
            continue;
        }
        // The texts of all solutions can be quadratic in the atom's length.
        text_bytes = text_bytes.saturating_add(sl as usize);
        m.reserve(text_bytes)?;
        m.tick()?;
        let s: String = chars[sb as usize..(sb + sl) as usize].iter().collect();
        let t = Term::compound(
            "s",
            vec![
                Term::Int(sb),
                Term::Int(sl),
                Term::Int(sa),
                given.clone().unwrap_or_else(|| out.term(&s)),
            ],
        );
        cells.push(m.put_fresh(&t));
    }
    let list = m.make_list(&cells);
    Ok(m.unify_arg(5, list))
}

fn atom_number(m: &mut Machine) -> BResult {
    match m.arg(0) {
        Cell::Ref(_) => match m.arg(1) {
            Cell::Ref(_) => Err(inst_error()),
            c @ (Cell::Int(_) | Cell::Float(_) | Cell::Big(_) | Cell::Rat(_)) => {
                let t = m.text_of(c).unwrap_or_default();
                let a = m.text_atom(&t)?;
                Ok(m.unify_arg(0, Cell::Atom(a)))
            }
            other => Err(type_error(m, "number", other)),
        },
        Cell::Atom(Atom::DICT) => Err(type_error(m, "atom", Cell::Atom(Atom::DICT))),
        c @ (Cell::Atom(_) | Cell::String(_)) => {
            match m.text_of(c).and_then(|t| crate::arith::parse_number(&t)) {
                Some(n) => {
                    let c = m.number_cell(n);
                    Ok(m.unify_arg(1, c))
                }
                None => Ok(false),
            }
        }
        other => Err(type_error(m, "atom", other)),
    }
}

/// `upcase_atom/2`, `downcase_atom/2`, `string_upper/2`, `string_lower/2`.
pub(super) fn case_conv(m: &mut Machine, upper: bool, out: TextOut) -> BResult {
    let t = text_arg(m, 0)?;
    let s = if upper {
        t.to_uppercase()
    } else {
        t.to_lowercase()
    };
    let c = out.cell(m, &s)?;
    Ok(m.unify_arg(1, c))
}

fn atomic_list_concat(m: &mut Machine, sep: Option<Cell>) -> BResult {
    let sep_text = match sep {
        None => String::new(),
        Some(Cell::Ref(_)) => return Err(inst_error()),
        Some(c) => atomic_text(m, c).ok_or_else(|| type_error(m, "atomic", c))?,
    };
    let out = if sep.is_some() { 2 } else { 1 };
    let list = m.regs[0];
    match m.list_cells(list) {
        Ok(items) if items.iter().all(|c| !matches!(c, Cell::Ref(_))) => {
            let mut s = String::new();
            for (i, it) in items.iter().enumerate() {
                if i > 0 {
                    s.push_str(&sep_text);
                }
                s.push_str(&atomic_text(m, *it).ok_or_else(|| type_error(m, "text", *it))?);
                m.reserve(s.len())?;
            }
            let atom = m.text_atom(&s)?;
            Ok(m.unify_arg(out, Cell::Atom(atom)))
        }
        Err(super::ListError::NotAList) => Err(type_error(m, "list", m.arg(0))),
        _ => {
            // Split mode.
            match sep {
                None => return Err(inst_error()),
                Some(s) if sep_text.is_empty() => return Err(domain_error(m, "non_empty_atom", s)),
                Some(_) => {}
            }
            let whole = match m.arg(out) {
                Cell::Ref(_) => return Err(inst_error()),
                c => atomic_text(m, c).ok_or_else(|| type_error(m, "atomic", c))?,
            };
            let parts: Vec<Cell> = whole
                .split(sep_text.as_str())
                .map(|p| Cell::Atom(Atom::from_text(p)))
                .collect();
            let l = m.make_list(&parts);
            Ok(m.unify_arg(0, l))
        }
    }
}

/// `term_to_atom/2` and `term_string/2`: writes the term quoted, or reads it back.
pub(super) fn term_to_text(m: &mut Machine, out: TextOut) -> BResult {
    match (m.arg(0), m.arg(1)) {
        (Cell::Ref(_), Cell::Ref(_)) => Err(inst_error()),
        (t, Cell::Ref(_)) => {
            let term = m.to_term(t);
            let s = m.format_term(&term, crate::write::WriteOptions::writeq());
            let c = out.cell(m, &s)?;
            Ok(m.unify_arg(1, c))
        }
        _ => {
            let text = source_text_arg(m, 1)?;
            let (term, _) = parse_source(m, &text)?;
            let mut vars = std::collections::HashMap::new();
            let c = m.put_term(&term, &mut vars);
            Ok(m.unify_arg(0, c))
        }
    }
}

/// The term in `text` and its named variables; text with no term (blank) reads as
/// `end_of_file`, as SWI-Prolog's `term_to_atom(T, '')` does.
fn parse_source(m: &Machine, text: &str) -> Result<(Term, Vec<(String, VarId)>), Signal> {
    if text.trim().is_empty() {
        return Ok((Term::Atom(Atom::END_OF_FILE), Vec::new()));
    }
    let rt = m.parse_text(text)?;
    Ok((rt.term, rt.var_names))
}

/// `'$parse_term'(Atom, Term, Bindings)`: reads a term from text, with `Name=Var` bindings.
fn parse_term(m: &mut Machine) -> BResult {
    let text = source_text_arg(m, 0)?;
    let (term, var_names) = parse_source(m, &text)?;
    let mut vars = std::collections::HashMap::new();
    let c = m.put_term(&term, &mut vars);
    let mut pairs = Vec::new();
    for (name, id) in &var_names {
        let v = vars.get(id).copied().unwrap_or(Cell::Atom(Atom::NIL));
        let h = m.heap.len() as u32;
        m.heap.push(Cell::Fun(Atom::EQUALS, 2));
        m.heap.push(Cell::Atom(Atom::new(name)));
        m.heap.push(v);
        pairs.push(Cell::Str(h));
    }
    let l = m.make_list(&pairs);
    Ok(m.unify_arg(1, c) && m.unify_arg(2, l))
}
