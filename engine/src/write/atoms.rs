//! Character classes and atom quoting for the writer.
//!
//! Decides, as SWI-Prolog 9 does, whether an atom can be written bare under
//! `quoted(true)`: letter atoms (`foo`, `fooBar1`), symbol atoms (`+`, `=..`, `-->`),
//! the solo atoms `!`, `;`, `[]` and `{}`; everything else gets single quotes with
//! control characters escaped (`'a\nb'`, `'don\'t'`, `'\x7F\'`).

use std::borrow::Cow;

/// The ASCII symbol characters that glue into one token (`+`, `=..`, `:-`).
fn is_ascii_symbol(c: char) -> bool {
    matches!(
        c,
        '#' | '$'
            | '&'
            | '*'
            | '+'
            | '-'
            | '.'
            | '/'
            | ':'
            | '<'
            | '='
            | '>'
            | '?'
            | '@'
            | '^'
            | '~'
            | '\\'
    )
}

/// Unicode "other number" characters (superscripts, fractions, circled digits):
/// alphanumeric for Rust, but not identifier characters for Prolog.
fn is_other_number(c: char) -> bool {
    matches!(c as u32,
        0xB2 | 0xB3 | 0xB9 | 0xBC..=0xBE
        | 0x2070..=0x209F
        | 0x2150..=0x215F
        | 0x2460..=0x24FF
        | 0x2776..=0x2793
        | 0x3192..=0x3195
        | 0x3220..=0x3229
        | 0x3248..=0x325F
        | 0x3280..=0x3289
        | 0x32B1..=0x32BF)
}

/// Combining marks, which continue an identifier (`x\u{301}`).
fn is_combining_mark(c: char) -> bool {
    matches!(c as u32,
        0x0300..=0x036F | 0x0483..=0x0489 | 0x0591..=0x05BD | 0x0610..=0x061A | 0x064B..=0x065F
        | 0x0900..=0x0903 | 0x093A..=0x094F | 0x1AB0..=0x1AFF | 0x1DC0..=0x1DFF | 0x20D0..=0x20FF
        | 0xFE20..=0xFE2F)
}

/// Characters that may continue a letter atom or a variable name.
pub(crate) fn is_alnum(c: char) -> bool {
    if c.is_ascii() {
        c.is_ascii_alphanumeric() || c == '_'
    } else {
        (c.is_alphanumeric() && !is_other_number(c)) || is_combining_mark(c)
    }
}

/// Characters that may start a letter atom: lower-case letters and letters
/// without case (CJK, titlecase, modifier letters).
fn is_atom_start(c: char) -> bool {
    if c.is_ascii() {
        c.is_ascii_lowercase()
    } else {
        c.is_alphabetic() && !c.is_uppercase()
    }
}

/// Characters that may start a variable name.
fn is_var_start(c: char) -> bool {
    c == '_' || c.is_uppercase()
}

/// Symbol characters: the ASCII set plus Unicode symbols (arrows, mathematical
/// operators, Latin-1 signs such as `°` and `±`, pictographs).
pub(crate) fn is_symbol(c: char) -> bool {
    if c.is_ascii() {
        return is_ascii_symbol(c);
    }
    if c.is_alphanumeric() && !is_other_number(c) {
        return false;
    }
    matches!(c as u32,
        0xA1..=0xBF | 0xD7 | 0xF7
        | 0x2010..=0x2027 | 0x2030..=0x205E
        | 0x20A0..=0x20CF
        | 0x2100..=0x214F
        | 0x2190..=0x23FF
        | 0x2500..=0x2775 | 0x2794..=0x2BFF
        | 0x2E00..=0x2E7F
        | 0x3001..=0x3004 | 0x3008..=0x3020
        | 0x1F000..=0x1FAFF)
        && c != '\u{AA}'
        && c != '\u{B5}'
        && c != '\u{BA}'
}

/// Unicode format characters (zero-width space, soft hyphen, bidi controls, BOM).
fn is_format_char(c: char) -> bool {
    matches!(c as u32,
        0xAD | 0x600..=0x605 | 0x61C | 0x6DD | 0x70F | 0x180E | 0x200B..=0x200F | 0x202A..=0x202E
        | 0x2060..=0x2064 | 0x2066..=0x206F | 0xFEFF | 0xFFF9..=0xFFFB | 0xE0001 | 0xE0020..=0xE007F)
}

/// Whether `c` is written as itself inside a quoted atom (otherwise it is escaped).
fn is_printable(c: char) -> bool {
    let u = c as u32;
    !(c.is_control()
        || (c != ' ' && c.is_whitespace())
        || is_format_char(c)
        || (0xE000..=0xF8FF).contains(&u)
        || (0xF0000..).contains(&u)
        || (u & 0xFFFE) == 0xFFFE)
}

/// Whether `name` is a valid variable name (`Foo`, `_`, `_G1`, `Ab_1`), so that
/// `'$VAR'('Foo')` prints as `Foo` under `numbervars(true)`.
pub(crate) fn is_var_name(name: &str) -> bool {
    let mut chars = name.chars();
    match chars.next() {
        Some(c) if is_var_start(c) => chars.all(is_alnum),
        _ => false,
    }
}

/// Whether `name` must be quoted to read back as the same atom.
fn needs_quotes(name: &str) -> bool {
    let mut chars = name.chars();
    let Some(first) = chars.next() else {
        return true;
    };
    match name {
        "[]" | "{}" | "!" | ";" => return false,
        "," | "|" | "." => return true,
        _ => {}
    }
    if is_atom_start(first) {
        return !chars.all(is_alnum);
    }
    if is_symbol(first) {
        return name.starts_with("/*") || !chars.all(is_symbol);
    }
    true
}

/// Appends the escaped form of `c` inside `quote`s (`'` or `"`) to `out`.
fn push_escaped(out: &mut String, c: char, quote: char) {
    match c {
        c if c == quote => {
            out.push('\\');
            out.push(c);
        }
        '\\' => out.push_str("\\\\"),
        '\n' => out.push_str("\\n"),
        '\t' => out.push_str("\\t"),
        '\u{7}' => out.push_str("\\a"),
        '\u{8}' => out.push_str("\\b"),
        '\u{B}' => out.push_str("\\v"),
        '\u{C}' => out.push_str("\\f"),
        '\r' => out.push_str("\\r"),
        c if is_printable(c) => out.push(c),
        c => {
            out.push_str(&format!("\\x{:X}\\", c as u32));
        }
    }
}

/// A predicate's name as costlog's reports key it, written to read back: a module's
/// own predicate is keyed `m:name`, and each of the two parts is quoted where it
/// needs quotes (`a:helper`, `'__aux_yall_1'`, `'my mod':'p q'`).
pub fn pred_name_text(name: &str) -> Cow<'_, str> {
    match name.split_once(':') {
        Some((module, local)) if !module.is_empty() && !local.is_empty() => Cow::Owned(format!(
            "{}:{}",
            atom_text(module, true),
            atom_text(local, true)
        )),
        _ => atom_text(name, true),
    }
}

/// Whether an atom needs quotes under `quoted(true)`, and its written form.
///
/// With `quoted == false` the name is returned unchanged. Otherwise the name is
/// returned bare when it reads back as the same atom (`foo`, `+`, `[]`, `!`), and in
/// single quotes with SWI-Prolog's escapes otherwise (`'hello world'`, `'don\'t'`,
/// `'a\nb'`, `','`, `'|'`, `''`).
pub fn atom_text(name: &str, quoted: bool) -> Cow<'_, str> {
    if !quoted || !needs_quotes(name) {
        return Cow::Borrowed(name);
    }
    let mut s = String::with_capacity(name.len() + 2);
    s.push('\'');
    for c in name.chars() {
        push_escaped(&mut s, c, '\'');
    }
    s.push('\'');
    Cow::Owned(s)
}

/// The written form of a string: its text, or under `quoted(true)` the text in
/// double quotes with SWI-Prolog's escapes (`"a\"b\n"`).
pub fn string_text(text: &str, quoted: bool) -> Cow<'_, str> {
    if !quoted {
        return Cow::Borrowed(text);
    }
    let mut s = String::with_capacity(text.len() + 2);
    s.push('"');
    for c in text.chars() {
        push_escaped(&mut s, c, '"');
    }
    s.push('"');
    Cow::Owned(s)
}
