//! The reader (temporary shim until the full reader lands).
use crate::ops::OpTable;
use crate::term::{Term, VarId};
use std::ops::Range;
/// double_quotes flag.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub enum DoubleQuotes {
    /// codes
    #[default]
    Codes,
    /// chars
    Chars,
    /// atom
    Atom,
}
/// Options.
#[derive(Clone, Debug, Default)]
pub struct ReadOptions {
    /// double_quotes
    pub double_quotes: DoubleQuotes,
}
/// Span tree.
#[derive(Clone, Debug)]
pub struct SpanTree {
    /// span
    pub span: Range<usize>,
    /// args
    pub args: Vec<SpanTree>,
}
/// A read term.
#[derive(Clone, Debug)]
pub struct ReadTerm {
    /// term
    pub term: Term,
    /// spans
    pub spans: SpanTree,
    /// var names
    pub var_names: Vec<(String, VarId)>,
    /// singletons
    pub singletons: Vec<(String, VarId)>,
    /// span
    pub span: Range<usize>,
}
/// Syntax error.
#[derive(Clone, Debug, PartialEq)]
pub struct SyntaxError {
    /// message
    pub message: String,
    /// span
    pub span: Range<usize>,
}
/// Parser.
pub struct Parser<'a> {
    src: &'a str,
    pos: usize,
}
impl<'a> Parser<'a> {
    /// new
    pub fn new(src: &'a str) -> Self {
        Parser { src, pos: 0 }
    }
    /// with offset
    pub fn with_offset(src: &'a str, pos: usize) -> Self {
        Parser { src, pos }
    }
    /// next clause
    pub fn next_clause(
        &mut self,
        _ops: &OpTable,
        _opts: &ReadOptions,
    ) -> Option<Result<ReadTerm, SyntaxError>> {
        if self.src[self.pos..].trim().is_empty() {
            return None;
        }
        let p = self.pos;
        self.pos = self.src.len();
        Some(Err(SyntaxError {
            message: "reader not available".into(),
            span: p..p,
        }))
    }
    /// position
    pub fn position(&self) -> usize {
        self.pos
    }
}
/// Parse one term.
pub fn parse_term(
    _text: &str,
    _ops: &OpTable,
    _opts: &ReadOptions,
) -> Result<ReadTerm, SyntaxError> {
    Err(SyntaxError {
        message: "reader not available".into(),
        span: 0..0,
    })
}
/// Line index.
pub struct LineIndex {
    starts: Vec<usize>,
}
impl LineIndex {
    /// new
    pub fn new(src: &str) -> Self {
        let mut starts = vec![0];
        starts.extend(src.match_indices('\n').map(|(i, _)| i + 1));
        LineIndex { starts }
    }
    /// line/col
    pub fn line_col(&self, offset: usize) -> (usize, usize) {
        let line = self.starts.partition_point(|&s| s <= offset);
        (line, offset - self.starts[line - 1] + 1)
    }
}
/// Render.
pub fn render_syntax_error(file_name: &str, _src: &str, err: &SyntaxError, _color: bool) -> String {
    format!("{file_name}: {}", err.message)
}
