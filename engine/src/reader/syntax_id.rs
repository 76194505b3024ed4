//! What kind of syntax error the reader found, named as SWI-Prolog names it in
//! `error(syntax_error(Id), _)`: the reader sets it where it finds the error, so
//! the id never has to be recovered from the message's wording.

/// The kind of a syntax error, by SWI-Prolog's id.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SyntaxId {
    /// `operator_expected`: a term where an operator or a delimiter must come.
    OperatorExpected,
    /// `end_of_clause`: the clause ends where a term must come.
    EndOfClause,
    /// `operator_clash`: operator priorities that do not fit together.
    OperatorClash,
    /// `cannot_start_term`: a token no term starts with.
    CannotStartTerm,
    /// `quoted_punctuation`: a `,` or `|` where a term must start (quoted, it
    /// would be an atom).
    QuotedPunctuation,
    /// `operator_balance`: an operator without its right operand.
    OperatorBalance,
    /// `list_rest`: more than one term after the `|` of a list.
    ListRest,
    /// `illegal_number`: a malformed number.
    IllegalNumber,
    /// `end_of_file_in_block_comment`: a `/*` never closed.
    EndOfFileInBlockComment,
    /// `end_of_file`: the text ends inside a token.
    EndOfFile,
    /// `end_of_file_in_quoted(Q)`: quoted text never closed by its quote `Q`.
    EndOfFileInQuoted(char),
    /// `undefined_char_escape(C)`: an escape sequence `\C` that does not exist.
    UndefinedCharEscape(char),
    /// `key_expected`: a dict entry that does not start with an atom or small integer.
    KeyExpected,
    /// `key_domain`: an integer dict key too large for a key.
    KeyDomain,
    /// `colon_expected`: a dict key not followed by `:`.
    ColonExpected,
    /// `duplicate_key(Key)`: a dict with two entries for `Key`.
    DuplicateKey(crate::dict::DictKey),
    /// An error SWI-Prolog has no id for: its message is its id.
    Unnamed,
}
