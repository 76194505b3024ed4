//! `library(readutil)`: `read_line_to_string/2`, `read_line_to_codes/2,3` and
//! `read_stream_to_codes/2,3`, with SWI-Prolog's end-of-file conventions.

use super::atoms::TextOut;
use super::io::read_error;
use crate::atom::Atom;
use crate::machine::cell::Cell;
use crate::machine::{BResult, Machine, Signal};

pub(super) fn register(m: &mut Machine) {
    m.register_builtin("read_line_to_string", 2, |m| read_line(m, Line::String));
    m.register_builtin("read_line_to_codes", 2, |m| read_line(m, Line::Codes));
    m.register_builtin("read_line_to_codes", 3, |m| read_line(m, Line::Tail));
    m.register_builtin("read_stream_to_codes", 2, |m| read_rest(m, None));
    m.register_builtin("read_stream_to_codes", 3, |m| read_rest(m, Some(2)));
}

/// What a line read becomes.
#[derive(Clone, Copy, PartialEq)]
enum Line {
    /// A string without the line end; `end_of_file` at the end.
    String,
    /// A code list without the line end; `end_of_file` at the end.
    Codes,
    /// A difference list keeping the newline; `[]` (tail `[]`) at the end.
    Tail,
}

/// Reads characters from stream `s` up to and including the next newline; `None`
/// at the end of the stream.
fn next_line(m: &mut Machine, s: usize) -> Result<Option<String>, Signal> {
    let mut line = String::new();
    loop {
        match m.streams.get_char(s).map_err(|e| read_error(&e))? {
            Some(c) => {
                line.push(c);
                if c == '\n' {
                    return Ok(Some(line));
                }
            }
            None if line.is_empty() => return Ok(None),
            None => return Ok(Some(line)),
        }
    }
}

fn read_line(m: &mut Machine, how: Line) -> BResult {
    let s = m.in_stream(Some(0))?;
    let line = next_line(m, s)?;
    m.reserve(line.as_ref().map_or(0, |l| l.len() * 32))?;
    if how == Line::Tail {
        let text = line.unwrap_or_default();
        let codes: Vec<Cell> = text.chars().map(|c| Cell::Int(c as i64)).collect();
        let tail = if text.ends_with('\n') {
            m.regs[2]
        } else {
            Cell::Atom(Atom::NIL)
        };
        let l = m.make_list_tail(&codes, tail);
        return Ok(m.unify_arg(1, l) && m.unify_arg(2, tail));
    }
    let Some(mut text) = line else {
        return Ok(m.unify_arg(1, Cell::Atom(Atom::END_OF_FILE)));
    };
    if text.ends_with('\n') {
        text.pop();
        if text.ends_with('\r') {
            text.pop();
        }
    }
    let c = match how {
        Line::String => TextOut::String.cell(m, &text)?,
        _ => m.codes_cell(&text),
    };
    Ok(m.unify_arg(1, c))
}

/// `read_stream_to_codes(S, Codes)` and, with `tail`, the difference-list form.
fn read_rest(m: &mut Machine, tail: Option<usize>) -> BResult {
    let s = m.in_stream(Some(0))?;
    let mut text = String::new();
    while let Some(line) = next_line(m, s)? {
        text.push_str(&line);
    }
    m.reserve(text.len() * 32)?;
    let codes: Vec<Cell> = text.chars().map(|c| Cell::Int(c as i64)).collect();
    let end = match tail {
        Some(t) => m.regs[t],
        None => Cell::Atom(Atom::NIL),
    };
    let l = m.make_list_tail(&codes, end);
    Ok(m.unify_arg(1, l))
}
