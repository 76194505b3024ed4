//! The reader: ISO Prolog text to owned terms with byte spans.
//!
//! `Parser::next_clause` reads one clause at a time with the operator table and flags
//! current at that point (a consult applies `op/3` directives between clauses). A
//! syntax error is reported with the span of the offending token and reading resumes
//! after the end of that clause, so one pass reports every error of a file.
//! `SpanTree` mirrors the term: every compound's arguments have their own spans,
//! except the code or char lists of double-quoted strings, whose elements share the
//! string's span (their `SpanTree` has no children).

mod lexer;
mod parser;
mod source;
mod syntax_id;

pub use source::{read_source_file, SourceFile};
pub use syntax_id::SyntaxId;

use crate::ops::OpTable;
use crate::term::{Term, VarId};
use std::ops::Range;

/// How double-quoted text reads (the `double_quotes` flag).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum DoubleQuotes {
    /// A list of character codes (ISO default).
    #[default]
    Codes,
    /// A list of one-character atoms.
    Chars,
    /// An atom.
    Atom,
    /// A string (SWI-Prolog 7's default).
    String,
}

/// Options that change how text reads.
#[derive(Clone, Debug, Default)]
pub struct ReadOptions {
    /// The `double_quotes` flag.
    pub double_quotes: DoubleQuotes,
}

/// Spans of a term and of each of its arguments.
#[derive(Clone, Debug, PartialEq)]
pub struct SpanTree {
    /// Byte range of the (sub)term.
    pub span: Range<usize>,
    /// Spans of the arguments of a compound, in order.
    pub args: Vec<SpanTree>,
}

impl SpanTree {
    /// The spans of a term without argument spans: a constant, or a term whose
    /// shape no longer matches the text it was read from (after an expansion).
    pub fn leaf(span: Range<usize>) -> SpanTree {
        SpanTree {
            span,
            args: Vec::new(),
        }
    }
}

/// A term read from text.
#[derive(Clone, Debug)]
pub struct ReadTerm {
    /// The term.
    pub term: Term,
    /// Its spans.
    pub spans: SpanTree,
    /// Named variables (not `_`) in order of first occurrence.
    pub var_names: Vec<(String, VarId)>,
    /// Named variables occurring once whose name does not start with `_`.
    pub singletons: Vec<(String, VarId)>,
    /// The whole clause, including the end `.`.
    pub span: Range<usize>,
}

impl ReadTerm {
    /// A term made while loading rather than read (an expansion's result, the
    /// `end_of_file` offered to the hooks): every part of it is at `span`, and it
    /// names no variables.
    pub fn made_at(term: Term, span: Range<usize>) -> ReadTerm {
        ReadTerm {
            term,
            spans: SpanTree::leaf(span.clone()),
            var_names: Vec::new(),
            singletons: Vec::new(),
            span,
        }
    }
}

/// A syntax error.
#[derive(Clone, Debug, PartialEq)]
pub struct SyntaxError {
    /// What kind of error, by SWI-Prolog's id (for `error(syntax_error(Id), _)`).
    pub id: SyntaxId,
    /// What is wrong.
    pub message: String,
    /// Where.
    pub span: Range<usize>,
}

/// Reads clauses from a text.
pub struct Parser<'a> {
    lexer: lexer::Lexer<'a>,
}

impl<'a> Parser<'a> {
    /// A parser at the start of `src`.
    pub fn new(src: &'a str) -> Self {
        Parser::with_offset(src, 0)
    }

    /// A parser at byte `offset` of `src`.
    pub fn with_offset(src: &'a str, offset: usize) -> Self {
        Parser {
            lexer: lexer::Lexer::new(src, offset.min(src.len())),
        }
    }

    /// The next clause; `None` when only layout and comments remain.
    pub fn next_clause(
        &mut self,
        ops: &OpTable,
        opts: &ReadOptions,
    ) -> Option<Result<ReadTerm, SyntaxError>> {
        Some(self.next_clause_text()?.and_then(|c| c.parse(ops, opts)))
    }

    /// The tokens of the next clause, to be parsed with an operator table chosen by
    /// looking at them; `None` when only layout and comments remain.
    pub fn next_clause_text(&mut self) -> Option<Result<ClauseText, SyntaxError>> {
        Some(parser::clause_tokens(&mut self.lexer)?.map(|(toks, _)| ClauseText { toks }))
    }

    /// Byte offset of the next unread character.
    pub fn position(&self) -> usize {
        self.lexer.pos
    }
}

/// One clause's tokens, read but not parsed yet.
pub struct ClauseText {
    toks: Vec<lexer::Token>,
}

impl ClauseText {
    /// Whether the clause starts with the prefix operator `:-` (a directive).
    pub fn is_directive(&self) -> bool {
        self.toks
            .first()
            .is_some_and(|t| matches!(&t.tok, lexer::Tok::Name(n) if n == ":-"))
    }

    /// The name the directive starts with, if it is a directive: `pred` for
    /// `:- pred p(X)`, `test` for `:- test(1)`.
    pub fn directive_word(&self) -> Option<&str> {
        match &self.toks.get(1)?.tok {
            lexer::Tok::Name(n) if self.is_directive() => Some(n),
            _ => None,
        }
    }

    /// Parses the clause with the operator table `ops`.
    pub fn parse(&self, ops: &OpTable, opts: &ReadOptions) -> Result<ReadTerm, SyntaxError> {
        let ends = self.toks.last().is_some_and(|t| t.tok == lexer::Tok::End);
        parser::ClauseParser::new(&self.toks, ops, opts).parse_all(ends)
    }
}

/// Reads one term from `text`, which may end with a `.`.
pub fn parse_term(text: &str, ops: &OpTable, opts: &ReadOptions) -> Result<ReadTerm, SyntaxError> {
    parser::parse_one(text, ops, opts)
}

/// Maps byte offsets to 1-based line and column (in characters).
pub struct LineIndex {
    starts: Vec<usize>,
    text: String,
}

impl LineIndex {
    /// Indexes `src`.
    pub fn new(src: &str) -> Self {
        let mut starts = vec![0];
        starts.extend(src.match_indices('\n').map(|(i, _)| i + 1));
        LineIndex {
            starts,
            text: src.to_string(),
        }
    }

    /// Line and column of byte `offset`.
    pub fn line_col(&self, offset: usize) -> (usize, usize) {
        let offset = offset.min(self.text.len());
        let line = self.starts.partition_point(|&s| s <= offset);
        let start = self.starts[line - 1];
        let col = self
            .text
            .get(start..offset)
            .map_or(offset - start, |s| s.chars().count());
        (line, col + 1)
    }
}

#[cfg(test)]
mod tests;
