//! The tokenizer: Prolog text to tokens with byte spans.
//!
//! Follows ISO 13211-1 section 6.4 with SWI-Prolog's extensions (digit groups
//! `1_000`, radix `16'FF`, `1.0Inf`/`1.5NaN`, `1e10` floats, rationals `1r3`,
//! back-quoted strings).
//! Each token records whether layout preceded it, which the parser needs to tell
//! `f(` (functional notation) from `f (` and `-1` from `- 1`.

use super::SyntaxId;
use num_bigint::BigInt;
use num_rational::BigRational;
use num_traits::{Num, Zero};
use std::ops::Range;

/// A token kind.
#[derive(Clone, Debug, PartialEq)]
pub enum Tok {
    /// A name (atom text, unquoted or quoted).
    Name(String),
    /// A quoted name: never an operator's functional-notation ambiguity.
    QName(String),
    /// A variable name.
    Var(String),
    /// An integer.
    Int(BigInt),
    /// A rational that is not an integer (`1r3`, SWI-Prolog), in lowest terms.
    Rational(BigRational),
    /// A float.
    Float(f64),
    /// A double-quoted string.
    Str(String),
    /// A back-quoted string.
    BackQ(String),
    /// One of `( ) [ ] { } , |`.
    Punct(char),
    /// The end token `.`.
    End,
}

/// A token with its span and whether layout came before it.
#[derive(Clone, Debug, PartialEq)]
pub struct Token {
    /// The kind.
    pub tok: Tok,
    /// Byte span.
    pub span: Range<usize>,
    /// Layout (space or comment) immediately before.
    pub layout_before: bool,
}

/// A lexical error at a span.
#[derive(Clone, Debug, PartialEq)]
pub struct LexError {
    /// What kind of error, by SWI-Prolog's id.
    pub id: SyntaxId,
    /// What is wrong.
    pub message: String,
    /// Where.
    pub span: Range<usize>,
}

/// Tokenizer over a source text from a byte position.
pub struct Lexer<'a> {
    src: &'a str,
    bytes: &'a [u8],
    /// Current byte position.
    pub pos: usize,
}

fn is_graphic(c: u8) -> bool {
    b"#$&*+-./:<=>?@^~\\".contains(&c)
}

fn is_alnum(c: char) -> bool {
    c.is_alphanumeric() || c == '_'
}

impl<'a> Lexer<'a> {
    /// A lexer starting at `pos`.
    pub fn new(src: &'a str, pos: usize) -> Self {
        Lexer {
            src,
            bytes: src.as_bytes(),
            pos,
        }
    }

    fn peek(&self) -> Option<u8> {
        self.bytes.get(self.pos).copied()
    }

    fn peek_at(&self, k: usize) -> Option<u8> {
        self.bytes.get(self.pos + k).copied()
    }

    fn peek_char(&self) -> Option<char> {
        self.src[self.pos..].chars().next()
    }

    /// Skips layout and comments; returns whether any was skipped, or an error for an
    /// unterminated block comment.
    fn skip_layout(&mut self) -> Result<bool, LexError> {
        let start = self.pos;
        loop {
            match self.peek() {
                Some(c) if c.is_ascii_whitespace() => self.pos += 1,
                Some(b'%') => {
                    while let Some(c) = self.peek() {
                        if c == b'\n' {
                            break;
                        }
                        self.pos += 1;
                    }
                }
                Some(b'/') if self.peek_at(1) == Some(b'*') => {
                    let open = self.pos;
                    match self.src[self.pos + 2..].find("*/") {
                        Some(i) => self.pos += 2 + i + 2,
                        None => {
                            self.pos = self.src.len();
                            return Err(LexError {
                                id: SyntaxId::EndOfFileInBlockComment,
                                message: "unterminated block comment".into(),
                                span: open..open + 2,
                            });
                        }
                    }
                }
                Some(c) if c >= 0x80 => match self.peek_char() {
                    Some(ch) if ch.is_whitespace() => self.pos += ch.len_utf8(),
                    // A byte-order mark opening the text is layout, as in SWI-Prolog.
                    Some('\u{feff}') if self.pos == 0 => self.pos += 3,
                    _ => break,
                },
                _ => break,
            }
        }
        Ok(self.pos > start)
    }

    /// The next token, `Ok(None)` at the end of the text.
    pub fn next(&mut self) -> Result<Option<Token>, LexError> {
        let layout_before = self.skip_layout()?;
        let start = self.pos;
        let Some(c) = self.peek() else {
            return Ok(None);
        };
        let tok = match c {
            b'(' | b')' | b'[' | b']' | b'{' | b'}' | b',' | b'|' => {
                self.pos += 1;
                if c == b'|' && self.peek() == Some(b'|') {
                    self.pos += 1;
                    Tok::Name("||".into())
                } else {
                    Tok::Punct(c as char)
                }
            }
            b'!' => {
                self.pos += 1;
                Tok::Name("!".into())
            }
            b';' => {
                self.pos += 1;
                Tok::Name(";".into())
            }
            b'0'..=b'9' => self.number()?,
            b'_' | b'A'..=b'Z' => {
                let name = self.alnum_run();
                Tok::Var(name)
            }
            b'a'..=b'z' => Tok::Name(self.alnum_run()),
            b'\'' => Tok::QName(self.quoted(b'\'')?),
            b'"' => Tok::Str(self.quoted(b'"')?),
            b'`' => Tok::BackQ(self.quoted(b'`')?),
            b'.' if matches!(self.peek_at(1), None | Some(b'%'))
                || self.peek_at(1).is_some_and(|n| n.is_ascii_whitespace()) =>
            {
                self.pos += 1;
                Tok::End
            }
            c if is_graphic(c) => {
                while self.peek().is_some_and(is_graphic) {
                    self.pos += 1;
                }
                Tok::Name(self.src[start..self.pos].to_string())
            }
            _ => {
                let ch = self.peek_char().unwrap_or(' ');
                if ch.is_alphabetic() {
                    let name = self.alnum_run();
                    if ch.is_uppercase() {
                        Tok::Var(name)
                    } else {
                        Tok::Name(name)
                    }
                } else {
                    self.pos += ch.len_utf8();
                    return Err(LexError {
                        id: SyntaxId::Unnamed,
                        message: format!("illegal character `{ch}`"),
                        span: start..self.pos,
                    });
                }
            }
        };
        Ok(Some(Token {
            tok,
            span: start..self.pos,
            layout_before,
        }))
    }

    fn alnum_run(&mut self) -> String {
        let start = self.pos;
        while let Some(ch) = self.peek_char() {
            if is_alnum(ch) {
                self.pos += ch.len_utf8();
            } else {
                break;
            }
        }
        self.src[start..self.pos].to_string()
    }

    /// The digits of an integer in `radix`, with SWI-Prolog's digit groups: `_`
    /// and optional layout between two digits (`1_000`, `1_ 000`), or, for a radix
    /// of 10 or lower, exactly one space (`1 000 000`, `0b1010 1010`).
    fn digits(&mut self, radix: u32) -> String {
        let mut s = String::new();
        while let Some(ch) = self.peek_char() {
            if ch.is_digit(radix) {
                s.push(ch);
                self.pos += 1;
            } else if s.is_empty() {
                break;
            } else if ch == '_' {
                let save = self.pos;
                self.pos += 1;
                let layout = self.skip_layout();
                if !(layout.is_ok() && self.starts_with_digit(radix)) {
                    self.pos = save;
                    break;
                }
            } else if ch == ' '
                && radix <= 10
                && self.src[self.pos + 1..].starts_with(|d: char| d.is_digit(radix))
            {
                self.pos += 1;
            } else {
                break;
            }
        }
        s
    }

    /// The digits in `radix` from here, no groups (a fraction, an exponent).
    fn plain_digits(&mut self, radix: u32) -> String {
        let start = self.pos;
        while self.starts_with_digit(radix) {
            self.pos += 1;
        }
        self.src[start..self.pos].to_string()
    }

    fn starts_with_digit(&self, radix: u32) -> bool {
        self.peek_char().is_some_and(|d| d.is_digit(radix))
    }

    fn number(&mut self) -> Result<Tok, LexError> {
        let start = self.pos;
        if self.peek() == Some(b'0') {
            match self.peek_at(1) {
                Some(b'\'') => {
                    self.pos += 2;
                    return self.char_code(start);
                }
                Some(b'x') | Some(b'o') | Some(b'b') => {
                    let radix = match self.peek_at(1) {
                        Some(b'x') => 16,
                        Some(b'o') => 8,
                        _ => 2,
                    };
                    self.pos += 2;
                    let d = self.digits(radix);
                    // `0x`, `0b2`: an illegal number in SWI-Prolog, not `0` and a name.
                    if d.is_empty() {
                        return Err(LexError {
                            id: SyntaxId::IllegalNumber,
                            message: "illegal number".into(),
                            span: start..self.pos,
                        });
                    }
                    return Ok(Tok::Int(
                        BigInt::from_str_radix(&d, radix).unwrap_or_default(),
                    ));
                }
                _ => {}
            }
        }
        let int_part = self.digits(10);
        // Radix notation R'digits (SWI).
        if self.peek() == Some(b'\'') {
            if let Ok(radix) = int_part.parse::<u32>() {
                if (2..=36).contains(&radix) {
                    let save = self.pos;
                    self.pos += 1;
                    let d = self.digits(radix);
                    if !d.is_empty() {
                        return Ok(Tok::Int(
                            BigInt::from_str_radix(&d, radix).unwrap_or_default(),
                        ));
                    }
                    self.pos = save;
                }
            }
        }
        if let Some(tok) = self.rational(&int_part, start)? {
            return Ok(tok);
        }
        // Digit groups make an integer: `1_000.5` is not a float in SWI-Prolog.
        if self.pos - start != int_part.len() {
            return Ok(Tok::Int(int_part.parse::<BigInt>().unwrap_or_default()));
        }
        let mut is_float = false;
        let mut text = int_part.clone();
        if self.peek() == Some(b'.') && self.peek_at(1).is_some_and(|c| c.is_ascii_digit()) {
            self.pos += 1;
            text.push('.');
            text.push_str(&self.plain_digits(10));
            is_float = true;
        }
        if matches!(self.peek(), Some(b'e') | Some(b'E')) {
            let save = self.pos;
            self.pos += 1;
            let mut exp = String::from("e");
            if let Some(s @ (b'+' | b'-')) = self.peek() {
                exp.push(s as char);
                self.pos += 1;
            }
            let d = self.plain_digits(10);
            if d.is_empty() {
                self.pos = save;
            } else {
                exp.push_str(&d);
                text.push_str(&exp);
                is_float = true;
            }
        }
        if is_float {
            if self.src[self.pos..].starts_with("Inf") {
                self.pos += 3;
                return Ok(Tok::Float(f64::INFINITY));
            }
            if self.src[self.pos..].starts_with("NaN") {
                self.pos += 3;
                return Ok(Tok::Float(f64::NAN));
            }
            return match text.parse::<f64>() {
                // Too large for a float: a syntax error, as in SWI-Prolog.
                Ok(f) if f.is_infinite() => Err(LexError {
                    id: SyntaxId::Unnamed,
                    message: "float overflow".into(),
                    span: start..self.pos,
                }),
                Ok(f) => Ok(Tok::Float(f)),
                Err(_) => Err(LexError {
                    id: SyntaxId::IllegalNumber,
                    message: "illegal number".into(),
                    span: start..self.pos,
                }),
            };
        }
        Ok(Tok::Int(int_part.parse::<BigInt>().unwrap_or_default()))
    }

    /// SWI-Prolog's rational `NrD` after the digits `numer` (the `r` not yet read):
    /// `None` (nothing consumed) unless `r` and a digit follow. An integer value
    /// (`4r2`) is an integer token; a zero denominator is an illegal number.
    fn rational(&mut self, numer: &str, start: usize) -> Result<Option<Tok>, LexError> {
        if self.peek() != Some(b'r') || !self.peek_at(1).is_some_and(|c| c.is_ascii_digit()) {
            return Ok(None);
        }
        self.pos += 1;
        let denom = self.plain_digits(10);
        let (n, d): (BigInt, BigInt) = (
            numer.parse().unwrap_or_default(),
            denom.parse().unwrap_or_default(),
        );
        if d.is_zero() {
            return Err(LexError {
                id: SyntaxId::IllegalNumber,
                message: "illegal number".into(),
                span: start..self.pos,
            });
        }
        let r = BigRational::new(n, d);
        Ok(Some(if r.is_integer() {
            Tok::Int(r.to_integer())
        } else {
            Tok::Rational(r)
        }))
    }

    fn char_code(&mut self, start: usize) -> Result<Tok, LexError> {
        let Some(ch) = self.peek_char() else {
            return Err(LexError {
                id: SyntaxId::EndOfFile,
                message: "end of file in character code".into(),
                span: start..self.pos,
            });
        };
        match ch {
            '\\' => {
                if self.peek_at(1) == Some(b'\n') {
                    return Err(LexError {
                        id: SyntaxId::Unnamed,
                        message: "illegal character code".into(),
                        span: start..self.pos + 1,
                    });
                }
                let c = self.escape(start)?;
                Ok(Tok::Int(BigInt::from(c as u32)))
            }
            '\'' => {
                self.pos += 1;
                if self.peek() == Some(b'\'') {
                    self.pos += 1;
                }
                Ok(Tok::Int(BigInt::from('\'' as u32)))
            }
            _ => {
                self.pos += ch.len_utf8();
                Ok(Tok::Int(BigInt::from(ch as u32)))
            }
        }
    }

    /// Reads an escape sequence starting at the backslash.
    fn escape(&mut self, start: usize) -> Result<char, LexError> {
        self.pos += 1;
        let Some(e) = self.peek_char() else {
            return Err(LexError {
                id: SyntaxId::EndOfFile,
                message: "end of file in escape sequence".into(),
                span: start..self.pos,
            });
        };
        self.pos += e.len_utf8();
        if e == 'u' || e == 'U' {
            return self.unicode_escape(start, if e == 'u' { 4 } else { 8 });
        }
        let simple = match e {
            'n' => Some('\n'),
            't' => Some('\t'),
            'r' => Some('\r'),
            'a' => Some('\x07'),
            'b' => Some('\x08'),
            'f' => Some('\x0c'),
            'v' => Some('\x0b'),
            '0'..='7' => None,
            'x' => None,
            'e' => Some('\x1b'),
            's' => Some(' '),
            '\\' | '\'' | '"' | '`' => Some(e),
            _ => {
                return Err(LexError {
                    id: SyntaxId::UndefinedCharEscape(e),
                    message: format!("undefined escape sequence \\{e}"),
                    span: start..self.pos,
                })
            }
        };
        if let Some(c) = simple {
            return Ok(c);
        }
        let (radix, mut digits) = if e == 'x' {
            (16, String::new())
        } else {
            (8, e.to_string())
        };
        while let Some(ch) = self.peek_char() {
            if ch.is_digit(radix) {
                digits.push(ch);
                self.pos += 1;
            } else {
                break;
            }
        }
        if self.peek() == Some(b'\\') {
            self.pos += 1;
        }
        u32::from_str_radix(&digits, radix)
            .ok()
            .and_then(char::from_u32)
            .ok_or_else(|| LexError {
                id: SyntaxId::Unnamed,
                message: "illegal character code in escape".into(),
                span: start..self.pos,
            })
    }

    /// The character of SWI-Prolog's `\u` escape (4 hexadecimal digits) or `\U` escape
    /// (8 digits): exactly `len` hexadecimal digits after the letter.
    fn unicode_escape(&mut self, start: usize, len: usize) -> Result<char, LexError> {
        let digits = self
            .src
            .get(self.pos..self.pos + len)
            .filter(|d| d.bytes().all(|b| b.is_ascii_hexdigit()));
        let code = digits.and_then(|d| u32::from_str_radix(d, 16).ok());
        self.pos += digits.map_or(0, str::len);
        code.and_then(char::from_u32).ok_or_else(|| LexError {
            // SWI-Prolog's message, which is also its id.
            message: "Illegal \\u or \\U sequence".into(),
            span: start..self.pos,
            id: SyntaxId::Unnamed,
        })
    }

    fn quoted(&mut self, q: u8) -> Result<String, LexError> {
        let start = self.pos;
        self.pos += 1;
        let mut s = String::new();
        loop {
            let Some(ch) = self.peek_char() else {
                return Err(LexError {
                    id: SyntaxId::EndOfFileInQuoted(q as char),
                    message: format!("unterminated quoted text {}", q as char),
                    span: start..self.pos,
                });
            };
            if ch as u32 == q as u32 {
                if self.peek_at(1) == Some(q) {
                    s.push(ch);
                    self.pos += 2;
                    continue;
                }
                self.pos += 1;
                return Ok(s);
            }
            if ch == '\\' {
                if self.peek_at(1) == Some(b'\n') {
                    self.pos += 2;
                    continue;
                }
                // `\c` skips the layout after it (SWI-Prolog), to break long text.
                if self.peek_at(1) == Some(b'c') {
                    self.pos += 2;
                    while let Some(w) = self.peek_char().filter(|w| w.is_whitespace()) {
                        self.pos += w.len_utf8();
                    }
                    continue;
                }
                let c = self.escape(self.pos)?;
                s.push(c);
                continue;
            }
            s.push(ch);
            self.pos += ch.len_utf8();
        }
    }
}
