//! Diagnostics shared by the reader, the loader and (later) the assertion checker:
//! a code, a severity, a message and a primary span in a source file, plus notes.
//! The engine only produces the data; the `costlog` binary renders it (ariadne for the
//! terminal, JSON, SARIF), and its registry explains each code (`costlog explain`).

use std::ops::Range;

/// How serious a diagnostic is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Severity {
    /// Informational.
    Note,
    /// Something suspicious; loading continues.
    Warning,
    /// Something wrong; the clause or directive was not loaded.
    Error,
}

/// One diagnostic.
#[derive(Clone, Debug, PartialEq)]
pub struct Diagnostic {
    /// Stable code, e.g. `CL0001` for a syntax error.
    pub code: &'static str,
    /// Severity.
    pub severity: Severity,
    /// Terse message.
    pub message: String,
    /// Index of the source file in the machine's source list, if any.
    pub file: Option<u32>,
    /// Byte span in that file.
    pub span: Range<usize>,
    /// Extra lines shown under the message.
    pub notes: Vec<String>,
}

/// Diagnostic codes, one per kind of problem the loader reports.
pub mod codes {
    /// A syntax error in a clause or directive.
    pub const SYNTAX: &str = "CL0001";
    /// A clause that cannot be added (head not callable, modifies a builtin, ...).
    pub const BAD_CLAUSE: &str = "CL0002";
    /// A directive that is not known.
    pub const UNKNOWN_DIRECTIVE: &str = "CL0003";
    /// A directive that failed or raised an exception.
    pub const DIRECTIVE_FAILED: &str = "CL0004";
    /// A file that could not be read.
    pub const MISSING_FILE: &str = "CL0005";
    /// Variables occurring once in a clause.
    pub const SINGLETON: &str = "CL0006";
    /// Clauses of a predicate separated by other clauses.
    pub const DISCONTIGUOUS: &str = "CL0007";
    /// A library that the engine does not provide.
    pub const UNKNOWN_LIBRARY: &str = "CL0008";
    /// An uncaught error while running a goal.
    pub const UNCAUGHT: &str = "CL0009";
    /// A module problem: an export list that is not a list, an exported predicate
    /// that is never defined.
    pub const MODULE: &str = "CL0010";
    /// A file gives clauses for a predicate another file defined (not multifile):
    /// they replace the earlier ones, as in SWI-Prolog.
    pub const REDEFINED: &str = "CL0011";
    /// Misplaced conditional compilation: `:- else.`, `:- elif(G).` or `:- endif.`
    /// with no open `:- if(G).`, or an `if` the file never closes.
    pub const CONDITIONAL: &str = "CL0012";
}

impl Diagnostic {
    /// A diagnostic at `span` of file `file`.
    pub fn new(
        code: &'static str,
        severity: Severity,
        message: impl Into<String>,
        file: Option<u32>,
        span: Range<usize>,
    ) -> Self {
        Diagnostic {
            code,
            severity,
            message: message.into(),
            file,
            span,
            notes: Vec::new(),
        }
    }

    /// Adds a note.
    pub fn with_note(mut self, note: impl Into<String>) -> Self {
        self.notes.push(note.into());
        self
    }
}
