//! Glue between the machine and the reader: reading terms from streams and text with
//! the machine's current operator table and flags.

use super::{Machine, Signal};
use crate::atom::Atom;
use crate::reader::{self, DoubleQuotes, ReadOptions, ReadTerm, SyntaxError};
use crate::term::Term;

impl Machine {
    /// Reader options from the current flags.
    pub(crate) fn read_options(&self) -> ReadOptions {
        let dq = match self.flags.get(&Atom::new("double_quotes")) {
            Some(Term::Atom(a)) if a.name() == "chars" => DoubleQuotes::Chars,
            Some(Term::Atom(a)) if a.name() == "atom" => DoubleQuotes::Atom,
            Some(Term::Atom(a)) if a.name() == "string" => DoubleQuotes::String,
            _ => DoubleQuotes::Codes,
        };
        ReadOptions { double_quotes: dq }
    }

    /// Reads the next clause from input stream `id`; `Ok(None)` at end of stream.
    pub(crate) fn read_clause_from(&mut self, id: usize) -> Result<Option<ReadTerm>, Signal> {
        let Some((text, pos)) = self.streams.input_text(id) else {
            return Err(Signal::Error(Term::compound(
                "permission_error",
                vec![
                    Term::atom("input"),
                    Term::atom("stream"),
                    Term::compound("$stream", vec![Term::Int(id as i64)]),
                ],
            )));
        };
        let opts = self.read_options();
        let mut parser = reader::Parser::with_offset(&text, pos);
        let result = parser.next_clause(&self.ops, &opts);
        let new_pos = parser.position();
        self.streams.set_position(id, new_pos);
        match result {
            None => Ok(None),
            Some(Ok(rt)) => Ok(Some(rt)),
            Some(Err(e)) => Err(syntax_signal(&e)),
        }
    }

    /// Parses one term from text (`term_to_atom/2`, `atom_to_term/3`).
    pub(crate) fn parse_text(&self, text: &str) -> Result<ReadTerm, Signal> {
        self.read_goal(text).map_err(|e| syntax_signal(&e))
    }

    /// Reads one term from text (a goal given on the command line) with the current
    /// operators and flags; a syntax error keeps its span in `text`, for the caller
    /// to point at.
    pub fn read_goal(&self, text: &str) -> Result<ReadTerm, SyntaxError> {
        reader::parse_term(text, &self.ops, &self.read_options())
    }
}

/// `error(syntax_error(Message), _)` for a reader error.
pub(crate) fn syntax_signal(e: &SyntaxError) -> Signal {
    Signal::Error(Term::compound("syntax_error", vec![Term::atom(&e.message)]))
}
