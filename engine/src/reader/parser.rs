//! The operator-precedence parser: tokens of one clause to a term with spans.
//!
//! A clause's tokens are collected up to its end token first, so a syntax error
//! anywhere in it is reported once and reading resumes with the next clause.

use super::lexer::{Lexer, Tok, Token};
use super::{DoubleQuotes, ReadOptions, ReadTerm, SpanTree, SyntaxError, SyntaxId};
use crate::atom::Atom;
use crate::dict::{dict_term, sorted_pairs, DictKey};
use crate::ops::{OpDef, OpTable};
use crate::term::{Term, VarId};
use num_bigint::BigInt;
use std::ops::Range;
use std::rc::Rc;

/// Deepest nesting of terms the parser accepts.
const MAX_DEPTH: usize = 100_000;

/// Collects the tokens of the next clause. `Ok(None)` when only layout remains.
/// On a lexical error, skips to the end of the clause and returns the error.
pub(super) fn clause_tokens(
    lexer: &mut Lexer<'_>,
) -> Option<Result<(Vec<Token>, bool), SyntaxError>> {
    let mut toks = Vec::new();
    let mut first_error: Option<SyntaxError> = None;
    loop {
        match lexer.next() {
            Ok(Some(t)) => {
                let end = t.tok == Tok::End;
                toks.push(t);
                if end {
                    break;
                }
            }
            Ok(None) => {
                if toks.is_empty() && first_error.is_none() {
                    return None;
                }
                if first_error.is_none() {
                    let at = toks.last().map_or(lexer.pos..lexer.pos, |t| t.span.clone());
                    first_error = Some(SyntaxError {
                        id: SyntaxId::Unnamed,
                        message: "unexpected end of file (missing `.`?)".into(),
                        span: at,
                    });
                }
                break;
            }
            Err(e) => {
                if first_error.is_none() {
                    first_error = Some(SyntaxError {
                        id: e.id,
                        message: e.message,
                        span: e.span,
                    });
                }
            }
        }
    }
    Some(match first_error {
        Some(e) => Err(e),
        None => Ok((toks, true)),
    })
}

struct VarInfo {
    name: String,
    id: VarId,
    count: u32,
}

/// Parses one clause's tokens.
pub(super) struct ClauseParser<'t> {
    toks: &'t [Token],
    i: usize,
    ops: &'t OpTable,
    opts: &'t ReadOptions,
    vars: Vec<VarInfo>,
    next_var: VarId,
    depth: usize,
}

type Parsed = (Term, SpanTree, u16);

fn err<T>(id: SyntaxId, message: impl Into<String>, span: Range<usize>) -> Result<T, SyntaxError> {
    Err(SyntaxError {
        id,
        message: message.into(),
        span,
    })
}

/// Whether `t` is a `{` with no layout before it (opening a dict after a tag).
fn glued_brace(t: &Token) -> bool {
    t.tok == Tok::Punct('{') && !t.layout_before
}

impl<'t> ClauseParser<'t> {
    pub(super) fn new(toks: &'t [Token], ops: &'t OpTable, opts: &'t ReadOptions) -> Self {
        ClauseParser {
            toks,
            i: 0,
            ops,
            opts,
            vars: Vec::new(),
            next_var: 0,
            depth: 0,
        }
    }

    /// Parses a whole clause or term: the tokens must be exactly one term (plus the end token).
    pub(super) fn parse_all(mut self, with_end: bool) -> Result<ReadTerm, SyntaxError> {
        let start = self.toks.first().map_or(0, |t| t.span.start);
        let end = self.toks.last().map_or(0, |t| t.span.end);
        let body_len = if with_end {
            self.toks.len().saturating_sub(1)
        } else {
            self.toks.len()
        };
        if body_len == 0 {
            return err(
                SyntaxId::EndOfClause,
                "unexpected end of clause",
                start..end,
            );
        }
        let (term, spans, _) = self.parse(1200)?;
        if self.i < body_len {
            let t = &self.toks[self.i];
            // A closing bracket no term opened cannot start the next term either.
            let id = match t.tok {
                Tok::Punct(')' | ']' | '}') => SyntaxId::CannotStartTerm,
                _ => SyntaxId::OperatorExpected,
            };
            return err(id, "operator expected", t.span.clone());
        }
        let var_names = self
            .vars
            .iter()
            .filter(|v| v.name != "_")
            .map(|v| (v.name.clone(), v.id))
            .collect();
        let singletons = self
            .vars
            .iter()
            .filter(|v| v.count == 1 && !v.name.starts_with('_'))
            .map(|v| (v.name.clone(), v.id))
            .collect();
        Ok(ReadTerm {
            term,
            spans,
            var_names,
            singletons,
            span: start..end,
        })
    }

    fn peek(&self) -> Option<&'t Token> {
        self.toks.get(self.i).filter(|t| t.tok != Tok::End)
    }

    fn peek_at(&self, k: usize) -> Option<&'t Token> {
        self.toks.get(self.i + k).filter(|t| t.tok != Tok::End)
    }

    fn end_span(&self) -> Range<usize> {
        self.toks
            .get(self.i)
            .or(self.toks.last())
            .map_or(0..0, |t| t.span.clone())
    }

    fn expect(&mut self, c: char) -> Result<Range<usize>, SyntaxError> {
        match self.peek() {
            Some(t) if t.tok == Tok::Punct(c) => {
                self.i += 1;
                Ok(t.span.clone())
            }
            Some(t) => err(
                SyntaxId::OperatorExpected,
                format!("expected `{c}`"),
                t.span.clone(),
            ),
            None => err(
                SyntaxId::OperatorExpected,
                format!("unexpected end of clause, expected `{c}`"),
                self.end_span(),
            ),
        }
    }

    fn var(&mut self, name: &str) -> Term {
        if name == "_" {
            self.next_var += 1;
            self.vars.push(VarInfo {
                name: "_".into(),
                id: self.next_var - 1,
                count: 1,
            });
            return Term::Var(self.next_var - 1);
        }
        if let Some(v) = self.vars.iter_mut().find(|v| v.name == name) {
            v.count += 1;
            return Term::Var(v.id);
        }
        self.next_var += 1;
        self.vars.push(VarInfo {
            name: name.to_string(),
            id: self.next_var - 1,
            count: 1,
        });
        Term::Var(self.next_var - 1)
    }

    /// Whether a prefix operator of definition `def`, just consumed where a term of
    /// priority `max` is read, is an atom rather than applied to an operand, as
    /// SWI-Prolog decides: it is an atom before a closing bracket, an argument
    /// separator or the end, and before an infix (or postfix) operator of higher
    /// priority that is not also a prefix operator (`- = x`, `\+ -> a`, `- , a`);
    /// otherwise it takes an operand (`- - a`, `\+ =` is `\+(=)`).
    fn prefix_is_atom(&self, def: OpDef, max: u16) -> bool {
        let Some(next) = self.peek() else {
            return true;
        };
        match &next.tok {
            Tok::Punct(',') => max < 1000 || def.priority < 1000,
            Tok::Punct(c) => matches!(c, ')' | ']' | '}' | '|'),
            Tok::Name(n) => {
                let a = Atom::new(n);
                let functional = self
                    .peek_at(1)
                    .is_some_and(|t| t.tok == Tok::Punct('(') && !t.layout_before);
                if functional || self.ops.prefix(a).is_some() {
                    return false;
                }
                self.ops
                    .infix(a)
                    .or_else(|| self.ops.postfix(a))
                    .is_some_and(|op| op.priority > def.priority)
            }
            _ => false,
        }
    }

    /// Where infix operator `name` (at `op_span`) has no right operand as SWI-Prolog
    /// reports it (`operator_balance`): a closing bracket follows, or the clause
    /// ends at the top (inside brackets that is an unexpected end of clause). A
    /// trailing `,` or `|` is left to the usual errors.
    fn missing_right_operand(&self, name: &str, op_span: &Range<usize>) -> Option<Range<usize>> {
        if name == "," || name == "|" {
            return None;
        }
        match self.peek() {
            None if !self.inside_brackets() => Some(op_span.clone()),
            Some(t) if matches!(t.tok, Tok::Punct(')' | ']' | '}')) => Some(t.span.clone()),
            _ => None,
        }
    }

    /// Whether a bracket opened before the current token is still open (only asked
    /// on the way to an error).
    fn inside_brackets(&self) -> bool {
        let mut open = 0i32;
        for t in &self.toks[..self.i] {
            match t.tok {
                Tok::Punct('(' | '[' | '{') => open += 1,
                Tok::Punct(')' | ']' | '}') => open -= 1,
                _ => {}
            }
        }
        open > 0
    }

    /// Parses a term of priority at most `max`.
    fn parse(&mut self, max: u16) -> Result<Parsed, SyntaxError> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return err(SyntaxId::Unnamed, "term nesting too deep", self.end_span());
        }
        let r = self.parse_inner(max);
        self.depth -= 1;
        r
    }

    fn parse_inner(&mut self, max: u16) -> Result<Parsed, SyntaxError> {
        let (mut left, mut lspans, mut lprec) = self.primary(max)?;
        while let Some(t) = self.peek() {
            let name = match &t.tok {
                Tok::Name(n) | Tok::QName(n) => n.as_str(),
                Tok::Punct(',') => ",",
                Tok::Punct('|') => "|",
                _ => break,
            };
            let a = Atom::new(name);
            if let Some(def) = self.ops.infix(a) {
                let (lmax, mut rmax) = def.arg_priorities();
                // SWI accepts operators above 999 inside arguments (`f(a :- b)`); the
                // right operand then stops at the next argument separator.
                let lenient = max == 999 && def.priority > 999 && name != "," && name != "|";
                if lenient {
                    rmax = 999;
                }
                if (def.priority <= max || lenient) && lprec <= lmax {
                    self.i += 1;
                    if let Some(span) = self.missing_right_operand(name, &t.span) {
                        return err(
                            SyntaxId::OperatorBalance,
                            "operator without its right operand",
                            span,
                        );
                    }
                    let (right, rspans, _) = self.parse(rmax)?;
                    let span = lspans.span.start..rspans.span.end;
                    left = Term::Compound(a, vec![left, right]);
                    lspans = SpanTree {
                        span,
                        args: vec![lspans, rspans],
                    };
                    lprec = def.priority.min(max);
                    continue;
                }
            }
            if let Some(def) = self.ops.postfix(a) {
                let (lmax, _) = def.arg_priorities();
                if def.priority <= max && lprec <= lmax {
                    self.i += 1;
                    let span = lspans.span.start..t.span.end;
                    left = Term::Compound(a, vec![left]);
                    lspans = SpanTree {
                        span,
                        args: vec![lspans],
                    };
                    lprec = def.priority;
                    continue;
                }
            }
            break;
        }
        Ok((left, lspans, lprec))
    }

    fn primary(&mut self, max: u16) -> Result<Parsed, SyntaxError> {
        let Some(t) = self.peek() else {
            return err(
                SyntaxId::EndOfClause,
                "unexpected end of clause",
                self.end_span(),
            );
        };
        let span = t.span.clone();
        match &t.tok {
            Tok::Int(n) => {
                self.i += 1;
                Ok((Term::from_bigint(n.clone()), SpanTree::leaf(span), 0))
            }
            Tok::Rational(r) => {
                self.i += 1;
                Ok((Term::Rational(Rc::new(r.clone())), SpanTree::leaf(span), 0))
            }
            Tok::Float(f) => {
                self.i += 1;
                Ok((Term::Float(*f), SpanTree::leaf(span), 0))
            }
            Tok::Var(name) => {
                self.i += 1;
                let v = self.var(name);
                if self.dict_next() {
                    return self.dict(v, span);
                }
                Ok((v, SpanTree::leaf(span), 0))
            }
            Tok::Str(s) => {
                self.i += 1;
                Ok((
                    self.string_term(s, self.opts.double_quotes),
                    SpanTree::leaf(span),
                    0,
                ))
            }
            Tok::BackQ(s) => {
                self.i += 1;
                Ok((
                    self.string_term(s, DoubleQuotes::Codes),
                    SpanTree::leaf(span),
                    0,
                ))
            }
            Tok::Punct('(') => {
                self.i += 1;
                let (t, s, _) = self.parse(1200)?;
                let close = self.expect(')')?;
                Ok((
                    t,
                    SpanTree {
                        span: span.start..close.end,
                        args: s.args,
                    },
                    0,
                ))
            }
            Tok::Punct('[') => {
                self.i += 1;
                if self.peek().is_some_and(|t| t.tok == Tok::Punct(']')) {
                    let close = self.expect(']')?;
                    return self.name_term("[]", span.start..close.end, max);
                }
                self.list(span.start)
            }
            Tok::Punct('{') => {
                self.i += 1;
                self.curly(span.start, max)
            }
            Tok::Punct(c) => err(
                if matches!(c, ',' | '|') {
                    SyntaxId::QuotedPunctuation
                } else {
                    SyntaxId::CannotStartTerm
                },
                format!("illegal start of term: unexpected `{c}`"),
                span,
            ),
            Tok::Name(name) => {
                let name = name.clone();
                // A name glued to `{` is a dict's tag (`point{x:1}`; `-{a}` too, as in
                // SWI-Prolog 9).
                if self.peek_at(1).is_some_and(glued_brace) {
                    self.i += 1;
                    return self.dict(Term::Atom(Atom::new(&name)), span);
                }
                if name == "-" {
                    if let Some(negative) = self.negative_number(span.start) {
                        return Ok(negative);
                    }
                }
                self.i += 1;
                self.name_term(&name, span, max)
            }
            Tok::QName(name) => {
                // A quoted name is always an atom: `'[]'` is not the empty list.
                let a = Atom::from_text(name);
                self.i += 1;
                if self.functional_next() {
                    return self.compound(a, span.start);
                }
                if self.dict_next() {
                    return self.dict(Term::Atom(a), span);
                }
                Ok((Term::Atom(a), SpanTree::leaf(span), 0))
            }
            Tok::End => err(SyntaxId::EndOfClause, "unexpected end of clause", span),
        }
    }

    /// `{}` or `{Term}`, after its `{` (at `start`).
    fn curly(&mut self, start: usize, max: u16) -> Result<Parsed, SyntaxError> {
        if self.peek().is_some_and(|t| t.tok == Tok::Punct('}')) {
            let close = self.expect('}')?;
            return self.name_term("{}", start..close.end, max);
        }
        let (t, s, _) = self.parse(1200)?;
        let close = self.expect('}')?;
        Ok((
            Term::Compound(Atom::CURLY, vec![t]),
            SpanTree {
                span: start..close.end,
                args: vec![s],
            },
            0,
        ))
    }

    /// A negative numeric literal: the `-` at `start` directly followed by a number.
    fn negative_number(&mut self, start: usize) -> Option<Parsed> {
        let next = self.peek_at(1).filter(|t| !t.layout_before)?;
        let term = match &next.tok {
            Tok::Int(n) => Term::from_bigint(-n.clone()),
            Tok::Float(f) => Term::Float(-f),
            Tok::Rational(r) => Term::Rational(Rc::new(-r.clone())),
            _ => return None,
        };
        let span = start..next.span.end;
        self.i += 2;
        Some((term, SpanTree::leaf(span), 0))
    }

    /// Whether a `{` glued to the token just read opens a dict (`Tag{...}`).
    fn dict_next(&self) -> bool {
        self.peek().is_some_and(glued_brace)
    }

    /// The dict `tag{Key:Value, ...}` whose tag spans `tag_span`, at its `{`.
    /// Entries are sorted by key; a key given twice is SWI-Prolog's `duplicate_key`.
    fn dict(&mut self, tag: Term, tag_span: Range<usize>) -> Result<Parsed, SyntaxError> {
        self.expect('{')?;
        let mut entries = Vec::new();
        let close = if self.peek().is_some_and(|t| t.tok == Tok::Punct('}')) {
            self.expect('}')?
        } else {
            loop {
                let (key, key_span) = self.dict_key()?;
                match self.peek() {
                    Some(t) if matches!(&t.tok, Tok::Name(n) if n == ":") => self.i += 1,
                    _ => return err(SyntaxId::ColonExpected, "`:` expected", self.end_span()),
                }
                let (value, value_spans, _) = self.parse(999)?;
                entries.push((key, (value, value_spans, key_span)));
                match self.peek() {
                    Some(t) if t.tok == Tok::Punct(',') => self.i += 1,
                    Some(t) if t.tok == Tok::Punct('}') => break self.expect('}')?,
                    _ => {
                        return err(
                            SyntaxId::OperatorExpected,
                            "expected `,` or `}` in dict",
                            self.end_span(),
                        )
                    }
                }
            }
        };
        let key_spans: Vec<(DictKey, Range<usize>)> =
            entries.iter().map(|(k, e)| (*k, e.2.clone())).collect();
        let entries = sorted_pairs(entries).map_err(|dup| {
            let span = key_spans
                .iter()
                .rev()
                .find(|(k, _)| *k == dup)
                .map(|(_, s)| s.clone());
            SyntaxError {
                id: SyntaxId::DuplicateKey(dup),
                message: "duplicate dict key".into(),
                span: span.unwrap_or_else(|| close.clone()),
            }
        })?;
        let mut spans = vec![SpanTree::leaf(tag_span.clone())];
        let mut pairs = Vec::with_capacity(entries.len());
        for (key, (value, value_spans, key_span)) in entries {
            spans.push(value_spans);
            spans.push(SpanTree::leaf(key_span));
            pairs.push((key, value));
        }
        let spans = SpanTree {
            span: tag_span.start..close.end,
            args: spans,
        };
        Ok((dict_term(tag, pairs), spans, 0))
    }

    /// A dict key: an atom or an integer (`-1` too); SWI-Prolog's `key_expected`
    /// for anything else.
    fn dict_key(&mut self) -> Result<(DictKey, Range<usize>), SyntaxError> {
        let Some(t) = self.peek() else {
            return err(SyntaxId::KeyExpected, "dict key expected", self.end_span());
        };
        let small = |n: &BigInt| i64::try_from(n).ok();
        let negative = match self.peek_at(1) {
            Some(Token {
                tok: Tok::Int(n),
                layout_before: false,
                span,
            }) => small(&-n).map(|n| (n, span.end)),
            _ => None,
        };
        let (key, end, len) = match (&t.tok, negative) {
            (Tok::Name(n), Some((i, end))) if n == "-" => (DictKey::Int(i), end, 2),
            (Tok::Name(n), _) => (DictKey::Atom(Atom::new(n)), t.span.end, 1),
            (Tok::QName(n), _) => (DictKey::Atom(Atom::from_text(n)), t.span.end, 1),
            (Tok::Int(n), _) => match small(n) {
                Some(i) => (DictKey::Int(i), t.span.end, 1),
                None => return err(SyntaxId::KeyDomain, "dict key too large", t.span.clone()),
            },
            _ => return err(SyntaxId::KeyExpected, "dict key expected", t.span.clone()),
        };
        self.i += len;
        Ok((key, t.span.start..end))
    }

    fn functional_next(&self) -> bool {
        self.peek()
            .is_some_and(|t| t.tok == Tok::Punct('(') && !t.layout_before)
    }

    /// A name just consumed: functional notation, prefix operator, or atom.
    fn name_term(
        &mut self,
        name: &str,
        span: Range<usize>,
        max: u16,
    ) -> Result<Parsed, SyntaxError> {
        let a = Atom::new(name);
        if self.functional_next() {
            return self.compound(a, span.start);
        }
        match self.ops.prefix(a) {
            Some(def) if !self.prefix_is_atom(def, max) => self.prefix_op(a, def, span, max),
            // An operator used as an atom has priority 0 (more lenient than ISO's 1201,
            // as SWI-Prolog reads `- = x` and `f(-, a)`).
            _ => Ok((Term::Atom(a), SpanTree::leaf(span), 0)),
        }
    }

    fn prefix_op(
        &mut self,
        a: Atom,
        def: OpDef,
        span: Range<usize>,
        max: u16,
    ) -> Result<Parsed, SyntaxError> {
        let (_, rmax) = def.arg_priorities();
        let (p, rmax) = if def.priority <= max {
            (def.priority, rmax)
        } else if max == 999 {
            // An argument or list element: SWI-Prolog accepts `f(dynamic a)`, the operand
            // then stops at the next argument separator.
            (max, rmax.min(max))
        } else {
            return err(SyntaxId::OperatorClash, "operator priority clash", span);
        };
        let (arg, aspans, _) = self.parse(rmax)?;
        let whole = span.start..aspans.span.end;
        Ok((
            Term::Compound(a, vec![arg]),
            SpanTree {
                span: whole,
                args: vec![aspans],
            },
            p,
        ))
    }

    fn compound(&mut self, name: Atom, start: usize) -> Result<Parsed, SyntaxError> {
        self.expect('(')?;
        let mut args = Vec::new();
        let mut spans = Vec::new();
        // `p()`: a compound of arity 0 (SWI-Prolog 7), not the atom `p`.
        if let Some(t) = self.peek().filter(|t| t.tok == Tok::Punct(')')) {
            let end = t.span.end;
            self.i += 1;
            return Ok((Term::Compound(name, args), SpanTree::leaf(start..end), 0));
        }
        loop {
            let (t, s, _) = self.parse(999)?;
            args.push(t);
            spans.push(s);
            match self.peek() {
                Some(t) if t.tok == Tok::Punct(',') => self.i += 1,
                Some(t) if t.tok == Tok::Punct(')') => {
                    self.i += 1;
                    let end = t.span.end;
                    return Ok((
                        Term::Compound(name, args),
                        SpanTree {
                            span: start..end,
                            args: spans,
                        },
                        0,
                    ));
                }
                Some(t) => {
                    return err(
                        SyntaxId::OperatorExpected,
                        "expected `,` or `)` in arguments",
                        t.span.clone(),
                    )
                }
                None => {
                    return err(
                        SyntaxId::OperatorExpected,
                        "unexpected end of clause in arguments",
                        self.end_span(),
                    )
                }
            }
        }
    }

    fn list(&mut self, start: usize) -> Result<Parsed, SyntaxError> {
        let mut items: Vec<(Term, SpanTree)> = Vec::new();
        let mut tail = None;
        loop {
            let (t, s, _) = self.parse(999)?;
            items.push((t, s));
            match self.peek() {
                Some(t) if t.tok == Tok::Punct(',') => self.i += 1,
                Some(t) if t.tok == Tok::Punct('|') => {
                    self.i += 1;
                    let (t, s, _) = self.parse(999)?;
                    tail = Some((t, s));
                    break;
                }
                Some(t) if t.tok == Tok::Punct(']') => break,
                Some(t) => {
                    return err(
                        SyntaxId::OperatorExpected,
                        "expected `,`, `|` or `]` in list",
                        t.span.clone(),
                    )
                }
                None => {
                    return err(
                        SyntaxId::OperatorExpected,
                        "unexpected end of clause in list",
                        self.end_span(),
                    )
                }
            }
        }
        if let Some(t) = self.peek().filter(|t| t.tok == Tok::Punct('|')) {
            return err(
                SyntaxId::ListRest,
                "more than one term after `|` in list",
                t.span.clone(),
            );
        }
        let close = self.expect(']')?;
        let (mut term, mut spans) =
            tail.unwrap_or_else(|| (Term::Atom(Atom::NIL), SpanTree::leaf(close.clone())));
        for (t, s) in items.into_iter().rev() {
            let span = s.span.start..close.end;
            term = Term::Compound(Atom::DOT, vec![t, term]);
            spans = SpanTree {
                span,
                args: vec![s, spans],
            };
        }
        spans.span = start..close.end;
        Ok((term, spans, 0))
    }

    fn string_term(&self, s: &str, mode: DoubleQuotes) -> Term {
        match mode {
            DoubleQuotes::Codes => {
                Term::list(s.chars().map(|c| Term::Int(c as i64)).collect::<Vec<_>>())
            }
            DoubleQuotes::Chars => Term::list(
                s.chars()
                    .map(|c| Term::Atom(Atom::new(c.encode_utf8(&mut [0; 4]))))
                    .collect::<Vec<_>>(),
            ),
            DoubleQuotes::Atom => Term::atom(s),
            DoubleQuotes::String => Term::string(s),
        }
    }
}

/// Parses `text` as one term, with or without a final end token.
pub(super) fn parse_one(
    text: &str,
    ops: &OpTable,
    opts: &ReadOptions,
) -> Result<ReadTerm, SyntaxError> {
    let mut lexer = Lexer::new(text, 0);
    let mut toks = Vec::new();
    loop {
        match lexer.next() {
            Ok(Some(t)) => toks.push(t),
            Ok(None) => break,
            Err(e) => {
                return Err(SyntaxError {
                    id: e.id,
                    message: e.message,
                    span: e.span,
                })
            }
        }
    }
    let with_end = toks.last().is_some_and(|t| t.tok == Tok::End);
    if let Some(pos) = toks.iter().position(|t| t.tok == Tok::End) {
        if pos + 1 != toks.len() {
            return err(
                SyntaxId::OperatorExpected,
                "operator expected after end of clause",
                toks[pos + 1].span.clone(),
            );
        }
    }
    ClauseParser::new(&toks, ops, opts).parse_all(with_end)
}
