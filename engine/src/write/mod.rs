//! The term writer: `write/1`, `writeq/1`, `print/1`, `write_canonical/1` and
//! `write_term/2,3`, with SWI-Prolog 9's output.
//!
//! Operators are written with the fewest brackets their priorities allow and with
//! SWI's spacing: a space only where two tokens would otherwise glue into one
//! (`a- -1`, `\+ \+a`, `a= \b`, `X is 1+2` but `f(x)mod 2`), on both sides of an
//! infix operator that needs one on its left (`a++ = b`), after a prefix operator
//! whose argument opens with `(` or `{` (`- (a,b)`), and between prefix minus and a
//! digit (`- 1` is the compound, `-1` the integer).
//! Atoms that are operators are bracketed as operands (`(-)=x`) but not as arguments
//! (`f(-)`, `[-]`).
//!
//! The writer never recurses on the Rust stack: it keeps an explicit job stack on
//! the heap, and walks lists iteratively, so a list of a million elements or a term
//! nested a hundred thousand levels deep is written on a small thread stack.

mod atoms;
#[cfg(test)]
mod string_tests;
#[cfg(test)]
pub(crate) mod tests;

pub use atoms::{atom_text, pred_name_text, string_text};

use crate::atom::Atom;
use crate::dict::dict_parts;
use crate::number::Number;
use crate::ops::OpTable;
use crate::term::{Term, VarId};
use atoms::{is_alnum, is_symbol, is_var_name};
use std::borrow::Cow;
use std::collections::HashMap;

/// How `writeq` shows the atom `'[]'`, which is not the empty list `[]`.
const PLAIN_NIL_QUOTED: &str = "'[]'";

/// How the dict functor is written (SWI-Prolog's reserved symbol).
const DICT_FUNCTOR: &str = "C'dict'";

/// Options of `write_term/2,3` (ISO plus SWI-Prolog's common ones).
#[derive(Clone, Debug)]
pub struct WriteOptions {
    /// `quoted(true)`: quote atoms that would not read back as themselves.
    pub quoted: bool,
    /// `ignore_ops(true)`: write operator terms in functional notation, `+(1,2)`.
    /// Lists are still written with brackets, as SWI does.
    pub ignore_ops: bool,
    /// `numbervars(true)`: `'$VAR'(N)` prints as `A`..`Z`, `A1`.., and
    /// `'$VAR'('Foo')` as `Foo`.
    pub numbervars: bool,
    /// `max_depth(N)`: parts nested deeper than `N` print as `...`, list tails
    /// beyond it as `|...`; `0` means unlimited.
    pub max_depth: usize,
    /// `variable_names(['X'=V, ...])`: names written for the given variables.
    pub var_names: Vec<(VarId, String)>,
    /// `spacing(next_argument)`: a space after the comma between arguments and
    /// list elements.
    pub spacing_next_argument: bool,
    /// `dotlists(true)`: lists written as `.(H,T)` terms.
    pub dotlists: bool,
    /// `brace_terms(true)` (the default): `{}(X)` written as `{X}`.
    pub brace_terms: bool,
    /// `priority(P)`: the context priority of the whole term (1200 by default);
    /// an operator term above it is written in parentheses.
    pub priority: u16,
}

impl Default for WriteOptions {
    /// The defaults of `write_term/2`: everything off, `brace_terms(true)`.
    fn default() -> Self {
        WriteOptions {
            quoted: false,
            ignore_ops: false,
            numbervars: false,
            max_depth: 0,
            var_names: Vec::new(),
            spacing_next_argument: false,
            dotlists: false,
            brace_terms: true,
            priority: 1200,
        }
    }
}

impl WriteOptions {
    /// The options of `write/1`: `numbervars(true)`.
    pub fn write() -> Self {
        WriteOptions {
            numbervars: true,
            ..WriteOptions::default()
        }
    }

    /// The options of `writeq/1`: `quoted(true)`, `numbervars(true)`.
    pub fn writeq() -> Self {
        WriteOptions {
            quoted: true,
            numbervars: true,
            ..WriteOptions::default()
        }
    }

    /// The options of `print/1`: those of `writeq/1` (there are no portray hooks, so
    /// the output is the same).
    pub fn print() -> Self {
        WriteOptions::writeq()
    }

    /// The options of `write_canonical/1`: `quoted(true)`, `ignore_ops(true)`,
    /// `brace_terms(false)`, no `numbervars`; lists are still written as `[a,b]`.
    ///
    /// SWI's `write_canonical/1` also names variables `A`, `B`, ... and singletons
    /// `_`; pass [`canonical_var_names`] as `var_names` for that.
    pub fn canonical() -> Self {
        WriteOptions {
            quoted: true,
            ignore_ops: true,
            brace_terms: false,
            ..WriteOptions::default()
        }
    }
}

/// Appends the text of `t` to `out`.
pub fn write_term(out: &mut String, t: &Term, ops: &OpTable, opts: &WriteOptions) {
    let names: HashMap<VarId, &str> = opts
        .var_names
        .iter()
        .map(|(v, n)| (*v, n.as_str()))
        .collect();
    let mut w = Writer {
        out,
        ops,
        opts,
        names,
        last: None,
        after_prefix: AfterPrefix::No,
    };
    w.run(t);
}

/// Convenience: the text of `t`.
pub fn term_to_string(t: &Term, ops: &OpTable, opts: &WriteOptions) -> String {
    let mut s = String::new();
    write_term(&mut s, t, ops, opts);
    s
}

/// Variable names as SWI's `write_canonical/1` chooses them: variables that occur
/// more than once are named `A`, `B`, ... in order of first occurrence, variables
/// that occur once are named `_`.
pub fn canonical_var_names(t: &Term) -> Vec<(VarId, String)> {
    let mut order: Vec<VarId> = Vec::new();
    let mut counts: HashMap<VarId, usize> = HashMap::new();
    let mut stack = vec![t];
    while let Some(t) = stack.pop() {
        match t {
            Term::Var(v) => {
                let n = counts.entry(*v).or_insert(0);
                if *n == 0 {
                    order.push(*v);
                }
                *n += 1;
            }
            Term::Compound(_, args) => stack.extend(args.iter().rev()),
            _ => {}
        }
    }
    let mut next = 0u64;
    order
        .into_iter()
        .map(|v| {
            if counts.get(&v).copied().unwrap_or(0) > 1 {
                let name = letter_var_name(next);
                next += 1;
                (v, name)
            } else {
                (v, "_".to_string())
            }
        })
        .collect()
}

/// `A`..`Z`, `A1`..`Z1`, `A2`..: the name `numbervars` gives variable number `n`.
fn letter_var_name(n: u64) -> String {
    let letter = char::from(b'A' + (n % 26) as u8);
    if n < 26 {
        letter.to_string()
    } else {
        format!("{letter}{}", n / 26)
    }
}

/// The text of a number, as `write/1` prints it.
fn number_text(n: &Number) -> String {
    crate::arith::format_number(n)
}

/// What the previous token was, for the spacing rules after prefix operators.
#[derive(Clone, Copy, PartialEq, Eq)]
enum AfterPrefix {
    /// Not a prefix operator.
    No,
    /// A prefix operator: a following `(` or `{` gets a space.
    Op,
    /// Prefix minus: additionally, a following digit gets a space (`- 1`).
    Minus,
    /// The `:` of a dict entry: a following `(` gets a space (`a: (b,c)`).
    DictColon,
}

/// One pending piece of output.
enum Job<'t> {
    /// Write a term in a context of priority `prec`; `arg` is set for arguments of
    /// compounds and list elements (where operator atoms need no brackets); `depth`
    /// is the term's nesting depth for `max_depth`.
    Term {
        t: &'t Term,
        prec: u16,
        arg: bool,
        depth: usize,
    },
    /// Literal punctuation.
    Raw(&'static str),
    /// The `:` between a dict key and its value.
    DictColon,
    /// The comma between arguments or list elements.
    ArgSep,
    /// An infix operator between its written left operand and its right operand.
    Infix(Atom),
    /// A postfix operator after its written operand.
    Postfix(Atom),
    /// The rest of a list after an element: `tail` is what follows that element,
    /// `depth` the list's depth and `index` the element's position.
    ListRest {
        tail: &'t Term,
        depth: usize,
        index: usize,
    },
}

struct Writer<'a> {
    out: &'a mut String,
    ops: &'a OpTable,
    opts: &'a WriteOptions,
    names: HashMap<VarId, &'a str>,
    /// The last character written by this call (SWI resets it at each write).
    last: Option<char>,
    after_prefix: AfterPrefix,
}

impl<'a> Writer<'a> {
    fn run(&mut self, t: &Term) {
        let mut stack = vec![Job::Term {
            t,
            prec: self.opts.priority,
            arg: false,
            depth: 1,
        }];
        while let Some(job) = stack.pop() {
            match job {
                Job::Term {
                    t,
                    prec,
                    arg,
                    depth,
                } => self.term(t, prec, arg, depth, &mut stack),
                Job::Raw(s) => self.raw(s),
                Job::DictColon => {
                    self.token(":");
                    self.after_prefix = AfterPrefix::DictColon;
                }
                Job::ArgSep => self.arg_sep(),
                Job::Infix(op) => self.infix_op(op),
                Job::Postfix(op) => {
                    let name = op.name();
                    let text = atom_text(&name, self.opts.quoted);
                    self.token(&text);
                }
                Job::ListRest { tail, depth, index } => {
                    self.list_rest(tail, depth, index, &mut stack)
                }
            }
        }
    }

    /// Whether a space must separate the previous token from one starting with `c`.
    fn needs_space(&self, c: char) -> bool {
        let Some(l) = self.last else {
            return false;
        };
        match self.after_prefix {
            AfterPrefix::Minus if c.is_ascii_digit() => return true,
            AfterPrefix::Op | AfterPrefix::Minus if c == '(' || c == '{' => return true,
            AfterPrefix::DictColon if c == '(' => return true,
            _ => {}
        }
        (is_alnum(l) && is_alnum(c))
            || (is_symbol(l) && is_symbol(c))
            || (c == '\'' && l.is_ascii_digit())
            || (l == c && matches!(c, '\'' | '"' | '`'))
    }

    /// Writes a token, preceded by a space if it would glue to the previous one.
    fn token(&mut self, text: &str) {
        let Some(first) = text.chars().next() else {
            return;
        };
        if self.needs_space(first) {
            self.out.push(' ');
        }
        self.out.push_str(text);
        self.last = text.chars().next_back();
        self.after_prefix = AfterPrefix::No;
    }

    /// Writes punctuation that never needs a space before it.
    fn raw(&mut self, text: &str) {
        self.out.push_str(text);
        if let Some(c) = text.chars().next_back() {
            self.last = Some(c);
        }
        self.after_prefix = AfterPrefix::No;
    }

    fn arg_sep(&mut self) {
        self.raw(if self.opts.spacing_next_argument {
            ", "
        } else {
            ","
        });
    }

    fn infix_op(&mut self, op: Atom) {
        match op {
            Atom::COMMA => self.arg_sep(),
            Atom::BAR => self.raw(if self.opts.spacing_next_argument {
                "| "
            } else {
                "|"
            }),
            _ => {
                // An operator that must be separated from its left operand is
                // separated from its right operand too (`a++ = b`, `X is Y`), as SWI
                // does; otherwise only the glue rules apply (`f(x)mod 2`).
                let name = op.name();
                // Dict calls (`D.key`) are written as they read, as SWI-Prolog does.
                let text = match op {
                    Atom::FULL_STOP => Cow::Borrowed("."),
                    _ => atom_text(&name, self.opts.quoted),
                };
                let Some(first) = text.chars().next() else {
                    return;
                };
                let spaced = self.needs_space(first);
                if spaced {
                    self.raw(" ");
                }
                self.token(&text);
                if spaced {
                    self.raw(" ");
                }
            }
        }
    }

    fn term<'t>(
        &mut self,
        t: &'t Term,
        prec: u16,
        arg: bool,
        depth: usize,
        stack: &mut Vec<Job<'t>>,
    ) {
        if self.opts.max_depth != 0 && depth > self.opts.max_depth {
            self.token("...");
            return;
        }
        match t {
            Term::Var(v) => match self.names.get(v).copied() {
                Some(name) => self.token(name),
                None => self.token(&format!("_{v}")),
            },
            Term::Int(i) => self.token(&number_text(&Number::Int(*i))),
            Term::BigInt(b) => self.token(&number_text(&Number::BigInt(b.clone()))),
            Term::Rational(r) => self.token(&number_text(&Number::Rational(r.clone()))),
            Term::Float(f) => self.token(&number_text(&Number::Float(*f))),
            Term::String(s) => self.token(&string_text(s, self.opts.quoted)),
            Term::Atom(a) => {
                let name = a.name();
                let text = name_text(*a, &name, self.opts.quoted);
                if !arg && prec < 1200 && self.ops.is_op(*a) {
                    self.token("(");
                    self.token(&text);
                    self.raw(")");
                } else {
                    self.token(&text);
                }
            }
            Term::Compound(f, args) => self.compound(*f, args, prec, depth, stack),
        }
    }

    fn compound<'t>(
        &mut self,
        f: Atom,
        args: &'t [Term],
        prec: u16,
        depth: usize,
        stack: &mut Vec<Job<'t>>,
    ) {
        let opts = self.opts;
        if opts.numbervars && args.len() == 1 && f.name() == "$VAR" {
            if let Some(name) = numbervar_name(&args[0]) {
                self.token(&name);
                return;
            }
        }
        if let Some((tag, pairs)) = dict_parts(f, args) {
            self.dict(tag, pairs, depth, stack);
            return;
        }
        if f == Atom::DOT && args.len() == 2 {
            if opts.dotlists {
                self.raw(".(");
                self.push_args(args, depth, stack);
            } else {
                self.token("[");
                stack.push(Job::ListRest {
                    tail: &args[1],
                    depth,
                    index: 0,
                });
                stack.push(Job::Term {
                    t: &args[0],
                    prec: 999,
                    arg: true,
                    depth: depth + 1,
                });
            }
            return;
        }
        if f == Atom::CURLY && args.len() == 1 && opts.brace_terms {
            self.token("{");
            stack.push(Job::Raw("}"));
            stack.push(Job::Term {
                t: &args[0],
                prec: 1200,
                arg: false,
                depth: depth + 1,
            });
            return;
        }
        if !opts.ignore_ops && self.operator_form(f, args, prec, depth, stack) {
            return;
        }
        // Functional notation.
        let name = f.name();
        let text = name_text(f, &name, opts.quoted);
        self.token(&text);
        self.raw("(");
        self.push_args(args, depth, stack);
    }

    /// Writes `f(args)` in operator form when `f` is a prefix, postfix or infix
    /// operator of its arity; returns whether it did.
    fn operator_form<'t>(
        &mut self,
        f: Atom,
        args: &'t [Term],
        prec: u16,
        depth: usize,
        stack: &mut Vec<Job<'t>>,
    ) -> bool {
        if args.len() == 1 {
            if let Some(def) = self.ops.prefix(f) {
                self.embrace(def.priority, prec, stack);
                self.token(&atom_text(&f.name(), self.opts.quoted));
                self.after_prefix = if f == Atom::MINUS {
                    AfterPrefix::Minus
                } else {
                    AfterPrefix::Op
                };
                let (_, rp) = def.arg_priorities();
                stack.push(operand(&args[0], rp, depth));
                return true;
            }
            if let Some(def) = self.ops.postfix(f) {
                self.embrace(def.priority, prec, stack);
                let (lp, _) = def.arg_priorities();
                stack.push(Job::Postfix(f));
                stack.push(operand(&args[0], lp, depth));
                return true;
            }
        } else if args.len() == 2 {
            if let Some(def) = self.ops.infix(f) {
                self.embrace(def.priority, prec, stack);
                let (lp, rp) = def.arg_priorities();
                stack.push(operand(&args[1], rp, depth));
                stack.push(Job::Infix(f));
                stack.push(operand(&args[0], lp, depth));
                return true;
            }
        }
        false
    }

    /// Opens parentheses around an operator term of `priority` where only `prec`
    /// is allowed, and schedules their closing.
    fn embrace(&mut self, priority: u16, prec: u16, stack: &mut Vec<Job<'_>>) {
        if priority > prec {
            self.token("(");
            stack.push(Job::Raw(")"));
        }
    }

    /// Writes a dict `Tag{K1:V1,...}` (whatever the options, as SWI-Prolog does):
    /// each value as an argument, a space between `:` and a value in parentheses.
    fn dict<'t>(
        &mut self,
        tag: &'t Term,
        pairs: Vec<(&'t Term, &'t Term)>,
        depth: usize,
        stack: &mut Vec<Job<'t>>,
    ) {
        let item = |t, prec| Job::Term {
            t,
            prec,
            arg: true,
            depth: depth + 1,
        };
        stack.push(Job::Raw("}"));
        for (i, (key, value)) in pairs.into_iter().enumerate().rev() {
            stack.push(item(value, 999));
            stack.push(Job::DictColon);
            stack.push(item(key, 0));
            if i > 0 {
                stack.push(Job::ArgSep);
            }
        }
        stack.push(Job::Raw("{"));
        stack.push(item(tag, 0));
    }

    /// Pushes the jobs writing `args` separated by commas and a closing `)`.
    fn push_args<'t>(&mut self, args: &'t [Term], depth: usize, stack: &mut Vec<Job<'t>>) {
        stack.push(Job::Raw(")"));
        for (i, a) in args.iter().enumerate().rev() {
            stack.push(Job::Term {
                t: a,
                prec: 999,
                arg: true,
                depth: depth + 1,
            });
            if i > 0 {
                stack.push(Job::ArgSep);
            }
        }
    }

    /// Continues a list after its element number `index`, whose tail is `tail`.
    ///
    /// SWI counts every further element as one level deeper, so under `max_depth`
    /// long lists end in `|...]`.
    fn list_rest<'t>(
        &mut self,
        tail: &'t Term,
        depth: usize,
        index: usize,
        stack: &mut Vec<Job<'t>>,
    ) {
        if matches!(tail, Term::Atom(Atom::NIL)) {
            self.raw("]");
            return;
        }
        let max = self.opts.max_depth;
        if max != 0 && depth + 1 + index >= max {
            self.raw("|...]");
            return;
        }
        match tail {
            Term::Compound(Atom::DOT, args) if args.len() == 2 => {
                self.arg_sep();
                stack.push(Job::ListRest {
                    tail: &args[1],
                    depth,
                    index: index + 1,
                });
                stack.push(Job::Term {
                    t: &args[0],
                    prec: 999,
                    arg: true,
                    depth: depth + 2 + index,
                });
            }
            _ => {
                self.raw("|");
                stack.push(Job::Raw("]"));
                stack.push(Job::Term {
                    t: tail,
                    prec: 999,
                    arg: true,
                    depth: depth + 2 + index,
                });
            }
        }
    }
}

/// The text of atom `a` named `name`, as an atom or a functor. The atom '[]' is
/// quoted (`'[]'(a)`), the empty list is not (`[](a)`), as in SWI-Prolog 7; the
/// dict functor is `C'dict'` quoted and `dict` unquoted, as SWI-Prolog 9 writes it.
fn name_text(a: Atom, name: &str, quoted: bool) -> Cow<'_, str> {
    match a {
        Atom::PLAIN_NIL if quoted => Cow::Borrowed(PLAIN_NIL_QUOTED),
        Atom::DICT if quoted => Cow::Borrowed(DICT_FUNCTOR),
        _ => atom_text(name, quoted),
    }
}

/// The name `'$VAR'(Arg)` prints as under `numbervars(true)`, if any: `A`..`Z`,
/// `A1`.. for non-negative integers, `S_N` for negative ones (as SWI does), and the
/// atom itself when it is a variable name (`'$VAR'('Foo')` is `Foo`).
fn numbervar_name(arg: &Term) -> Option<String> {
    match arg {
        Term::Int(n) if *n >= 0 => Some(letter_var_name(*n as u64)),
        Term::Int(n) => Some(format!("S_{}", n.unsigned_abs())),
        Term::Atom(a) if is_var_name(&a.name()) => Some(a.name().to_string()),
        _ => None,
    }
}

/// An operand of an operator term, written at most at priority `prec`.
fn operand(t: &Term, prec: u16, depth: usize) -> Job<'_> {
    Job::Term {
        t,
        prec,
        arg: false,
        depth: depth + 1,
    }
}
