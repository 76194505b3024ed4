//! Glue between the machine and the reader: reading terms from streams and text with
//! the machine's current operator table and flags.

use super::{Machine, Signal};
use crate::atom::Atom;
use crate::reader::{self, DoubleQuotes, ReadOptions, ReadTerm, SyntaxError, SyntaxId};
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
        self.read_goal(text).map_err(|e| {
            // SWI-Prolog's context: the text with the clause end it reads, and the
            // character offset of the error in it.
            let at = text.get(..e.span.start).map_or(0, |t| t.chars().count());
            let context = Term::compound(
                "string",
                vec![
                    Term::String(format!("{text} . ").into()),
                    Term::Int(at as i64),
                ],
            );
            Signal::Throw(Term::compound("error", vec![syntax_formal(&e), context]))
        })
    }

    /// Reads one term from text (a goal given on the command line) with the current
    /// operators and flags; a syntax error keeps its span in `text`, for the caller
    /// to point at.
    pub fn read_goal(&self, text: &str) -> Result<ReadTerm, SyntaxError> {
        reader::parse_term(text, &self.ops, &self.read_options())
    }
}

/// `error(syntax_error(Id), _)` for a reader error.
pub(crate) fn syntax_signal(e: &SyntaxError) -> Signal {
    Signal::Error(syntax_formal(e))
}

/// `syntax_error(Id)` with SWI-Prolog's id for the reader's error
/// (`operator_expected`, `end_of_clause`, `cannot_start_term`, ...); an error
/// SWI-Prolog has no id for has its message as the id.
fn syntax_formal(e: &SyntaxError) -> Term {
    let id = match e.id {
        SyntaxId::OperatorExpected => Term::atom("operator_expected"),
        SyntaxId::EndOfClause => Term::atom("end_of_clause"),
        SyntaxId::OperatorClash => Term::atom("operator_clash"),
        SyntaxId::CannotStartTerm => Term::atom("cannot_start_term"),
        SyntaxId::QuotedPunctuation => Term::atom("quoted_punctuation"),
        SyntaxId::OperatorBalance => Term::atom("operator_balance"),
        SyntaxId::ListRest => Term::atom("list_rest"),
        SyntaxId::IllegalNumber => Term::atom("illegal_number"),
        SyntaxId::EndOfFileInBlockComment => Term::atom("end_of_file_in_block_comment"),
        SyntaxId::EndOfFile => Term::atom("end_of_file"),
        SyntaxId::EndOfFileInQuoted(q) => {
            Term::compound("end_of_file_in_quoted", vec![Term::atom(&q.to_string())])
        }
        SyntaxId::UndefinedCharEscape(c) => {
            Term::compound("undefined_char_escape", vec![Term::atom(&c.to_string())])
        }
        SyntaxId::KeyExpected => Term::atom("key_expected"),
        SyntaxId::KeyDomain => Term::atom("key_domain"),
        SyntaxId::ColonExpected => Term::atom("colon_expected"),
        SyntaxId::DuplicateKey(key) => Term::compound("duplicate_key", vec![key.to_term()]),
        SyntaxId::Unnamed => Term::atom(&e.message),
    };
    Term::compound("syntax_error", vec![id])
}

#[cfg(test)]
mod tests {
    use crate::machine::{Machine, Signal};
    use crate::term::Term;
    use crate::write::WriteOptions;

    /// The formal term and context of the syntax error reading `text` raises.
    fn syntax_error_of(text: &str) -> String {
        let m = Machine::new();
        match m.parse_text(text) {
            Err(Signal::Throw(Term::Compound(_, args))) => args
                .iter()
                .map(|a| m.format_term(a, WriteOptions::writeq()))
                .collect::<Vec<_>>()
                .join(" "),
            other => panic!("{text}: no syntax error ({:?})", other.is_ok()),
        }
    }

    #[test]
    fn syntax_errors_in_text_carry_swi_ids_and_the_text() {
        // SWI-Prolog 9's ids for the same texts.
        let cases = [
            ("f(a b)", "syntax_error(operator_expected)"),
            ("[a b]", "syntax_error(operator_expected)"),
            ("a :- :- b", "syntax_error(operator_clash)"),
            (")", "syntax_error(cannot_start_term)"),
            ("'\\q'", "syntax_error(undefined_char_escape(q))"),
            ("'abc", "syntax_error(end_of_file_in_quoted('\\''))"),
            ("\"abc", "syntax_error(end_of_file_in_quoted('\"'))"),
            ("(a", "syntax_error(operator_expected)"),
            ("f(a", "syntax_error(operator_expected)"),
            ("0'", "syntax_error(end_of_file)"),
            ("/* x", "syntax_error(end_of_file_in_block_comment)"),
            ("_{a:1, a:2}", "syntax_error(duplicate_key(a))"),
            ("_{X:1}", "syntax_error(key_expected)"),
            ("_{x:1,}", "syntax_error(key_expected)"),
            ("_{x}", "syntax_error(colon_expected)"),
            ("_{100000000000000000000:1}", "syntax_error(key_domain)"),
            ("_{x:1 y:2}", "syntax_error(operator_expected)"),
        ];
        for (text, id) in cases {
            let got = syntax_error_of(text);
            assert!(got.starts_with(id), "{text}: {got}");
            assert!(
                got.contains(&format!(
                    "string(\"{}",
                    text.replace('\\', "\\\\").replace('"', "\\\"")
                )),
                "{text}: {got}"
            );
        }
    }
}
