//! `format/2,3`: SWI-Prolog's directive language.
//!
//! [`format`] interprets the format text with a list of arguments and appends the
//! result to a string. Supported directives: `~w ~p ~q ~a ~d ~D ~s ~e ~f ~g ~n ~c
//! ~r ~R ~i ~t ~| ~+ ~~`, with numeric arguments (`~2d`, `~8|`), `*` (the count is
//! taken from the arguments, `~*c`) and `` ` `` (a fill character, `` ~`-t ``).
//!
//! Column stops work as in SWI: the text since the previous stop is kept pending
//! with its fill points (`~t`); at a stop (`~N|` absolute column, `~N+` relative to
//! the previous stop, default 8) the missing width is distributed over the fill
//! points, or added after the text when there are none.

use crate::atom::Atom;
use crate::ops::OpTable;
use crate::term::{Term, VarId};
use crate::write::{term_to_string, WriteOptions};
use num_bigint::{BigInt, Sign};
use num_traits::ToPrimitive;
use std::fmt;

/// An error of `format/2`.
#[derive(Clone, Debug, PartialEq)]
pub struct FormatError {
    /// What went wrong, e.g. `not enough arguments`.
    pub message: String,
    /// The formal term the machine raises as `error(Formal, _)`, SWI-Prolog's:
    /// `format(Message)`, `format_argument_type(D, Arg)` for an argument of the
    /// wrong type, `existence_error(format_character, C)` for an unknown directive.
    pub formal: Term,
}

impl FormatError {
    fn new(message: impl Into<String>) -> Self {
        let message = message.into();
        let formal = Term::compound("format", vec![Term::atom(&message)]);
        FormatError { message, formal }
    }
}

impl fmt::Display for FormatError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "format/2: {}", self.message)
    }
}

impl std::error::Error for FormatError {}

/// Largest numeric argument accepted (repeat counts, columns, digits), so that a
/// stray `~1000000000000c` cannot exhaust memory.
const MAX_NUMERIC_ARGUMENT: u64 = 1 << 24;

/// Interprets `directives` (the format string as text) with `args`, appending to `out`.
///
/// `start_column` is the column of the output stream before the call (for `~t~|`
/// column stops). On error, the text produced before the faulty directive has been
/// appended to `out` (as SWI has already printed it).
pub fn format(
    out: &mut String,
    directives: &str,
    args: &[Term],
    ops: &OpTable,
    start_column: usize,
) -> Result<(), FormatError> {
    format_with_cycles(out, directives, args, &[], ops, start_column)
}

/// [`format`] with `cycles`: the names of the variables that stand for the cycles of
/// factorized cyclic arguments, used where the directive writes with `numbervars`
/// (`~w`, `~p`, `~q`, as SWI-Prolog does).
pub fn format_with_cycles(
    out: &mut String,
    directives: &str,
    args: &[Term],
    cycles: &[(VarId, String)],
    ops: &OpTable,
    start_column: usize,
) -> Result<(), FormatError> {
    let mut f = Formatter {
        out,
        ops,
        args,
        cycles,
        next_arg: 0,
        pending: String::new(),
        fills: Vec::new(),
        column: start_column,
        last_stop: 0,
    };
    let result = f.run(directives);
    f.flush_pending();
    result
}

/// A fill point (`~t`): where padding goes in the pending text, and with what.
struct Fill {
    at: usize,
    ch: char,
    pad: usize,
}

struct Formatter<'a> {
    out: &'a mut String,
    ops: &'a OpTable,
    args: &'a [Term],
    cycles: &'a [(VarId, String)],
    next_arg: usize,
    /// Text since the last column stop.
    pending: String,
    fills: Vec<Fill>,
    /// Current output column.
    column: usize,
    /// Column of the previous column stop (`~+` counts from it).
    last_stop: usize,
}

fn illegal(directive: char, arg: &Term, ops: &OpTable) -> FormatError {
    let text = term_to_string(arg, ops, &WriteOptions::writeq());
    FormatError {
        message: format!("illegal argument to format sequence ~{directive}: {text}"),
        formal: Term::compound(
            "format_argument_type",
            vec![Term::atom(&directive.to_string()), arg.clone()],
        ),
    }
}

/// `existence_error(format_character, C)`: SWI-Prolog's error for `~C` with a
/// character that is no directive.
fn unknown_directive(c: char) -> FormatError {
    FormatError {
        message: format!("unknown directive: ~{c}"),
        formal: Term::compound(
            "existence_error",
            vec![Term::atom("format_character"), Term::atom(&c.to_string())],
        ),
    }
}

impl<'a> Formatter<'a> {
    fn run(&mut self, directives: &str) -> Result<(), FormatError> {
        let mut chars = directives.chars().peekable();
        while let Some(c) = chars.next() {
            if c != '~' {
                self.emit_char(c);
                continue;
            }
            let truncated = || FormatError::new("truncated format directive");
            let mut num: Option<u64> = None;
            match chars.peek().copied() {
                Some('*') => {
                    chars.next();
                    num = Some(self.star_argument()?);
                }
                Some('`') => {
                    chars.next();
                    let ch = chars.next().ok_or_else(truncated)?;
                    num = Some(u64::from(ch));
                }
                Some(d) if d.is_ascii_digit() => {
                    let mut n: u64 = 0;
                    while let Some(d) = chars.peek().and_then(|c| c.to_digit(10)) {
                        chars.next();
                        n = n.saturating_mul(10).saturating_add(u64::from(d));
                    }
                    num = Some(n);
                }
                _ => {}
            }
            if num.is_some_and(|n| n > MAX_NUMERIC_ARGUMENT) {
                return Err(FormatError::new("numeric argument too large"));
            }
            // The `:` modifier (locale-specific grouping) has no effect here.
            if chars.peek() == Some(&':') {
                chars.next();
            }
            let d = chars.next().ok_or_else(truncated)?;
            self.directive(d, num)?;
        }
        if self.next_arg < self.args.len() {
            return Err(FormatError::new("too many arguments"));
        }
        Ok(())
    }

    fn next_arg(&mut self) -> Result<&'a Term, FormatError> {
        let args = self.args;
        let arg = args
            .get(self.next_arg)
            .ok_or_else(|| FormatError::new("not enough arguments"))?;
        self.next_arg += 1;
        Ok(arg)
    }

    fn star_argument(&mut self) -> Result<u64, FormatError> {
        match self.next_arg()? {
            Term::Int(n) if *n >= 0 => Ok(*n as u64),
            _ => Err(FormatError::new("no or negative integer for `*' argument")),
        }
    }

    fn emit_char(&mut self, c: char) {
        self.pending.push(c);
        self.column = match c {
            '\n' | '\r' => 0,
            '\t' => (self.column | 7) + 1,
            '\u{8}' => self.column.saturating_sub(1),
            _ => self.column + 1,
        };
    }

    fn emit(&mut self, s: &str) {
        for c in s.chars() {
            self.emit_char(c);
        }
    }

    fn write_arg(&mut self, mut opts: WriteOptions) -> Result<(), FormatError> {
        let arg = self.next_arg()?;
        opts.var_names = self.cycles.to_vec();
        let text = term_to_string(arg, self.ops, &opts);
        self.emit(&text);
        Ok(())
    }

    fn directive(&mut self, d: char, num: Option<u64>) -> Result<(), FormatError> {
        let ops = self.ops;
        match d {
            'w' => self.write_arg(WriteOptions::write())?,
            'p' => self.write_arg(WriteOptions::print())?,
            'q' => self.write_arg(WriteOptions::writeq())?,
            'k' => {
                let arg = self.next_arg()?;
                let mut opts = WriteOptions::canonical();
                opts.var_names = crate::write::canonical_var_names(arg);
                opts.var_names
                    .retain(|(v, _)| self.cycles.iter().all(|(c, _)| c != v));
                let text = term_to_string(arg, ops, &opts);
                self.emit(&text);
            }
            'a' => {
                let arg = self.next_arg()?;
                match arg {
                    // The empty list is not an atom (SWI-Prolog 7).
                    Term::Atom(a) if a.is_plain_atom() => self.emit(&a.name()),
                    Term::String(s) => self.emit(s),
                    Term::Int(_) | Term::BigInt(_) | Term::Rational(_) | Term::Float(_) => {
                        let text = term_to_string(arg, ops, &WriteOptions::write());
                        self.emit(&text);
                    }
                    _ => return Err(illegal('a', arg, ops)),
                }
            }
            'd' | 'D' => {
                let arg = self.next_arg()?;
                let n = integer_arg(arg).ok_or_else(|| illegal(d, arg, ops))?;
                let text = decimal_text(&n, num.unwrap_or(0) as usize, d == 'D');
                self.emit(&text);
            }
            's' => {
                let arg = self.next_arg()?;
                let text = text_arg(arg).ok_or_else(|| illegal('s', arg, ops))?;
                self.emit(&text);
            }
            'e' | 'f' | 'g' => {
                let arg = self.next_arg()?;
                let text = float_directive(d, arg, num.unwrap_or(6) as usize)
                    .ok_or_else(|| illegal(d, arg, ops))?;
                self.emit(&text);
            }
            'n' => {
                for _ in 0..num.unwrap_or(1) {
                    self.emit_char('\n');
                }
            }
            // A newline unless the output is at the start of a line.
            'N' => {
                if self.column != 0 {
                    self.emit_char('\n');
                }
            }
            'c' => {
                let arg = self.next_arg()?;
                let ch = match arg {
                    Term::Int(code) => u32::try_from(*code).ok().and_then(char::from_u32),
                    _ => None,
                }
                .ok_or_else(|| illegal('c', arg, ops))?;
                for _ in 0..num.unwrap_or(1) {
                    self.emit_char(ch);
                }
            }
            'r' | 'R' => self.radix(d, num)?,
            'i' => {
                self.next_arg()?;
            }
            't' => {
                let ch = match num {
                    Some(code) => u32::try_from(code)
                        .ok()
                        .and_then(char::from_u32)
                        .unwrap_or(' '),
                    None => ' ',
                };
                self.fills.push(Fill {
                    at: self.pending.len(),
                    ch,
                    pad: 0,
                });
            }
            '|' => {
                let target = num.map_or(self.column, |n| n as usize);
                self.column_stop(target);
            }
            '+' => {
                let target = self.last_stop + num.unwrap_or(8) as usize;
                self.column_stop(target);
            }
            '~' => self.emit_char('~'),
            '@' => return Err(FormatError::new("~@ (calling a goal) is not supported")),
            other => return Err(unknown_directive(other)),
        }
        Ok(())
    }

    /// `~Nr` and `~NR`: an integer in radix N (8 by default), lower or upper case.
    fn radix(&mut self, d: char, num: Option<u64>) -> Result<(), FormatError> {
        let radix = num.unwrap_or(8);
        if !(2..=36).contains(&radix) {
            return Err(FormatError::new(format!(
                "radix must be between 2 and 36, not {radix}"
            )));
        }
        let arg = self.next_arg()?;
        let n = integer_arg(arg).ok_or_else(|| illegal(d, arg, self.ops))?;
        let text = n.to_str_radix(radix as u32);
        let text = if d == 'R' {
            text.to_ascii_uppercase()
        } else {
            text
        };
        self.emit(&text);
        Ok(())
    }

    /// Ends a column segment at column `target`, padding at the fill points.
    fn column_stop(&mut self, target: usize) {
        if self.column < target {
            let pad = target - self.column;
            if self.fills.is_empty() {
                self.fills.push(Fill {
                    at: self.pending.len(),
                    ch: ' ',
                    pad: 0,
                });
            }
            distribute(&mut self.fills, pad);
        }
        self.flush_pending();
        // Like SWI, continue counting from the stop even when the text overran it.
        self.column = target;
        self.last_stop = target;
    }

    /// Moves the pending text, with the padding decided for its fill points, to `out`.
    fn flush_pending(&mut self) {
        let mut from = 0;
        for fill in &self.fills {
            self.out.push_str(&self.pending[from..fill.at]);
            self.out.extend(std::iter::repeat_n(fill.ch, fill.pad));
            from = fill.at;
        }
        self.out.push_str(&self.pending[from..]);
        self.pending.clear();
        self.fills.clear();
    }
}

/// Shares `pad` columns among the fill points as SWI-Prolog 9 does: equally, with
/// the remainder handed out from the middle fill point outwards (index `n/2`, then
/// `n/2+1`, `n/2-2`, `n/2+3`, ...). Like SWI, a remainder share that falls outside
/// the fill points is dropped, so with five or more fill points the segment can end
/// a column or two short.
fn distribute(fills: &mut [Fill], pad: usize) {
    let n = fills.len();
    if n == 0 {
        return;
    }
    for f in fills.iter_mut() {
        f.pad = pad / n;
    }
    let center = (n / 2) as isize;
    for i in 0..(pad % n) as isize {
        let idx = if i % 2 == 1 { center + i } else { center - i };
        if let Some(f) = usize::try_from(idx).ok().and_then(|idx| fills.get_mut(idx)) {
            f.pad += 1;
        }
    }
}

fn integer_arg(t: &Term) -> Option<BigInt> {
    match t {
        Term::Int(i) => Some(BigInt::from(*i)),
        Term::BigInt(b) => Some((**b).clone()),
        _ => None,
    }
}

/// `~Nd` / `~ND`: the integer with a decimal point inserted `point` digits from the
/// right, and with `group`, the integer part in groups of three (`1,234.56`).
fn decimal_text(n: &BigInt, point: usize, group: bool) -> String {
    let mut digits = n.magnitude().to_string();
    if point > 0 && digits.len() <= point {
        digits = format!("{}{digits}", "0".repeat(point + 1 - digits.len()));
    }
    let (int_part, frac) = digits.split_at(digits.len() - point);
    let mut s = String::new();
    if n.sign() == Sign::Minus {
        s.push('-');
    }
    if group {
        for (i, c) in int_part.chars().enumerate() {
            if i > 0 && (int_part.len() - i) % 3 == 0 {
                s.push(',');
            }
            s.push(c);
        }
    } else {
        s.push_str(int_part);
    }
    if point > 0 {
        s.push('.');
        s.push_str(frac);
    }
    s
}

/// The text of `~s`: a code list, a char list, a string or an atom.
fn text_arg(t: &Term) -> Option<String> {
    match t {
        Term::Atom(Atom::NIL) => Some(String::new()),
        Term::String(s) => Some(s.to_string()),
        Term::Atom(a) => Some(a.name().to_string()),
        Term::Compound(Atom::DOT, _) => {
            let items = t.list_items()?;
            let mut s = String::with_capacity(items.len());
            for item in items {
                match item {
                    Term::Int(code) => s.push(u32::try_from(*code).ok().and_then(char::from_u32)?),
                    Term::Atom(a) => {
                        let name = a.name();
                        let mut cs = name.chars();
                        let c = cs.next()?;
                        if cs.next().is_some() {
                            return None;
                        }
                        s.push(c);
                    }
                    _ => return None,
                }
            }
            Some(s)
        }
        _ => None,
    }
}

/// `~Ne`, `~Nf`, `~Ng` of a number, as C's `printf` (`%.Ne` ...) prints it; integers
/// are exact under `~f` and converted to floats otherwise.
fn float_directive(d: char, arg: &Term, digits: usize) -> Option<String> {
    let x = match arg {
        Term::Float(x) => *x,
        Term::Int(_) | Term::BigInt(_) if d == 'f' => {
            let n = integer_arg(arg)?;
            return Some(if digits > 0 {
                format!("{n}.{}", "0".repeat(digits))
            } else {
                n.to_string()
            });
        }
        Term::Int(i) => *i as f64,
        Term::BigInt(b) => b.to_f64()?,
        Term::Rational(r) => crate::rational::to_f64(r),
        _ => return None,
    };
    if x.is_nan() {
        return Some("nan".to_string());
    }
    if x.is_infinite() {
        return Some(if x > 0.0 { "inf" } else { "-inf" }.to_string());
    }
    Some(match d {
        'e' => c_exp(x, digits),
        'f' => format!("{x:.digits$}"),
        _ => c_general(x, digits),
    })
}

/// `%.Ne`: one digit, the point, `prec` digits, and a signed exponent of at least two
/// digits (`1.500000e+00`).
fn c_exp(x: f64, prec: usize) -> String {
    let s = format!("{x:.prec$e}");
    let (mantissa, exp) = s.split_once('e').unwrap_or((s.as_str(), "0"));
    let exp: i32 = exp.parse().unwrap_or(0);
    let sign = if exp < 0 { '-' } else { '+' };
    format!("{mantissa}e{sign}{:02}", exp.unsigned_abs())
}

/// `%.Ng`: `prec` significant digits, positional when the exponent is in
/// `-4..prec`, exponent form otherwise, without trailing zeros.
fn c_general(x: f64, prec: usize) -> String {
    let p = prec.max(1);
    let exp = if x == 0.0 {
        0
    } else {
        let s = format!("{:.*e}", p - 1, x);
        s.split_once('e')
            .and_then(|(_, e)| e.parse::<i64>().ok())
            .unwrap_or(0)
    };
    if exp >= -4 && exp < p as i64 {
        let decimals = (p as i64 - 1 - exp).max(0) as usize;
        strip_fraction_zeros(&format!("{x:.decimals$}")).to_string()
    } else {
        let s = c_exp(x, p - 1);
        match s.split_once('e') {
            Some((mantissa, exp)) => format!("{}e{exp}", strip_fraction_zeros(mantissa)),
            None => s,
        }
    }
}

/// Drops trailing zeros after a decimal point, and the point if nothing remains.
fn strip_fraction_zeros(s: &str) -> &str {
    if s.contains('.') {
        s.trim_end_matches('0').trim_end_matches('.')
    } else {
        s
    }
}

#[cfg(test)]
mod tests {
    //! Rows generated from SWI-Prolog 9.0.4: `format(string(S), Format, Args)` with
    //! the same format text and arguments (`None` where SWI raises an error; the
    //! comment gives SWI's error term).

    use super::*;
    use crate::write::tests::parse;

    fn run(directives: &str, args: &str, start_column: usize) -> Result<String, FormatError> {
        let args = parse(args)
            .list_items()
            .expect("argument list")
            .into_iter()
            .cloned()
            .collect::<Vec<_>>();
        let mut out = String::new();
        format(
            &mut out,
            directives,
            &args,
            &OpTable::standard(),
            start_column,
        )?;
        Ok(out)
    }

    const SWI_ROWS: &[(&str, &str, Option<&str>)] = &[
        ("~w", "[f('A',b)]", Some("f(A,b)")),
        ("~p", "[f('A',b)]", Some("f('A',b)")),
        ("~q", "[f('A',b)]", Some("f('A',b)")),
        ("~a", "[abc]", Some("abc")),
        ("~a", "['A b']", Some("A b")),
        ("~a", "[1]", Some("1")),
        ("~a", "[1.5]", Some("1.5")),
        ("~a", "[f(x)]", None), // format_argument_type(a,f(x))
        ("a~Nb~n~Nc~n", "[]", Some("a\nb\nc\n")),
        ("~N~Nx", "[]", Some("x")),
        ("~d", "[42]", Some("42")),
        ("~d", "[-42]", Some("-42")),
        ("~2d", "[1234]", Some("12.34")),
        ("~2d", "[5]", Some("0.05")),
        ("~2d", "[-5]", Some("-0.05")),
        ("~2d", "[-1234]", Some("-12.34")),
        ("~0d", "[12]", Some("12")),
        ("~10d", "[5]", Some("0.0000000005")),
        ("~d", "[1.0]", None), // format_argument_type(d,1.0)
        ("~d", "[a]", None),   // type_error(evaluable,a/0)
        (
            "~d",
            "[123456789012345678901234567890]",
            Some("123456789012345678901234567890"),
        ),
        (
            "~3d",
            "[123456789012345678901234567890]",
            Some("123456789012345678901234567.890"),
        ),
        ("~D", "[1234567]", Some("1,234,567")),
        ("~D", "[-1234567]", Some("-1,234,567")),
        ("~D", "[123]", Some("123")),
        ("~D", "[1234]", Some("1,234")),
        ("~2D", "[1234567]", Some("12,345.67")),
        ("~3D", "[-1234567]", Some("-1,234.567")),
        (
            "~D",
            "[12345678901234567890123]",
            Some("12,345,678,901,234,567,890,123"),
        ),
        ("~s", "[[104,105]]", Some("hi")),
        ("~s", "[[h,i]]", Some("hi")),
        ("~s", "[hi]", Some("hi")),
        ("~s", "[[]]", Some("")),
        ("~s", "[f(x)]", None),   // format_argument_type(s,f(x))
        ("~s", "[[97|b]]", None), // format_argument_type(s,[97|b])
        ("~s", "[[ab]]", None),   // format_argument_type(s,[ab])
        ("~e", "[1.5]", Some("1.500000e+00")),
        ("~e", "[1]", Some("1.000000e+00")),
        ("~4e", "[12345.678]", Some("1.2346e+04")),
        ("~0e", "[1.5]", Some("2e+00")),
        ("~e", "[1.0e100]", Some("1.000000e+100")),
        ("~e", "[0.0]", Some("0.000000e+00")),
        ("~e", "[-1.5e-300]", Some("-1.500000e-300")),
        ("~15e", "[0.1]", Some("1.000000000000000e-01")),
        ("~f", "[3.14159]", Some("3.141590")),
        ("~2f", "[3.14159]", Some("3.14")),
        ("~0f", "[2.5]", Some("2")),
        ("~0f", "[3.5]", Some("4")),
        ("~2f", "[10]", Some("10.00")),
        ("~2f", "[-1]", Some("-1.00")),
        ("~1f", "[0.25]", Some("0.2")),
        ("~2f", "[2.675]", Some("2.67")),
        ("~20f", "[0.1]", Some("0.10000000000000000555")),
        ("~2f", "[1.0e20]", Some("100000000000000000000.00")),
        (
            "~2f",
            "[123456789012345678901234567890]",
            Some("123456789012345678901234567890.00"),
        ),
        ("~f", "[-0.0]", Some("-0.000000")),
        ("~f", "[a]", None), // type_error(evaluable,a/0)
        ("~g", "[1.5]", Some("1.5")),
        ("~g", "[100000.0]", Some("100000")),
        ("~g", "[1000000.0]", Some("1e+06")),
        ("~g", "[0.0001]", Some("0.0001")),
        ("~g", "[0.00001]", Some("1e-05")),
        ("~3g", "[3.14159]", Some("3.14")),
        ("~g", "[1]", Some("1")),
        ("~g", "[0.0]", Some("0")),
        ("~g", "[123456789.0]", Some("1.23457e+08")),
        ("~0g", "[123.0]", Some("1e+02")),
        ("a~nb", "[]", Some("a\u{a}b")),
        ("a~2nb", "[]", Some("a\u{a}\u{a}b")),
        ("~c", "[65]", Some("A")),
        ("~3c", "[65]", Some("AAA")),
        ("~c", "[128512]", Some("😀")),
        ("~c", "[a]", None),  // format_argument_type(c,a)
        ("~c", "[-1]", None), // format_argument_type(c,-1)
        ("~8r", "[64]", Some("100")),
        ("~r", "[64]", Some("100")),
        ("~16r", "[255]", Some("ff")),
        ("~16R", "[255]", Some("FF")),
        ("~2r", "[-5]", Some("-101")),
        ("~36r", "[123456]", Some("2n9c")),
        ("~36R", "[123456]", Some("2N9C")),
        (
            "~16r",
            "[123456789012345678901234567890]",
            Some("18ee90ff6c373e0ee4e3f0ad2"),
        ),
        ("~37r", "[1]", None),   // domain_error(radix,37)
        ("~16r", "[1.0]", None), // format_argument_type(r,1.0)
        ("~i~w", "[a,b]", Some("b")),
        ("~*c", "[3,120]", Some("xxx")),
        ("~*c", "[a,120]", None), // format('no or negative integer for `*\' argument')
        ("~*c", "[-1,120]", None), // format('no or negative integer for `*\' argument')
        ("~w~30|~w", "[a,b]", Some("a                             b")),
        ("~t~w~10|", "[right]", Some("     right")),
        ("~w~t~10|", "[left]", Some("left      ")),
        ("~t~w~t~11|", "[mid]", Some("    mid    ")),
        ("~t~w~t~10|", "[mid]", Some("   mid    ")),
        ("~`-t~30|", "[]", Some("------------------------------")),
        ("~`*t~w~`*t~12|", "[ab]", Some("*****ab*****")),
        ("~t~d~6|", "[123]", Some("   123")),
        ("~w~t~5+~w~t~5+~w", "[a,b,c]", Some("a    b    c")),
        ("~w~5+~w~5+", "[a,b]", Some("a    b    ")),
        ("~t~w~5+", "[abcdefgh]", Some("abcdefgh")),
        ("~w~5|~w", "[abcdefgh,x]", Some("abcdefghx")),
        (
            "~a~t~a~20|~a",
            "[left,right,end]",
            Some("left           rightend"),
        ),
        ("~t~a~t~a~t~20|", "[x,y]", Some("      x      y      ")),
        ("~45t~10|", "[]", Some("----------")),
        ("~t~2|", "[]", Some("  ")),
        ("~+~w", "[x]", Some("        x")),
        ("~w~+~w", "[x,y]", Some("x       y")),
        ("~t~w~+", "[toolongvalue]", Some("toolongvalue")),
        ("~w~5+~w~5+~w", "[abcdefg,b,c]", Some("abcdefgb    c")),
        ("~w~|~w~5+~w", "[abc,b,c]", Some("abcb    c")),
        (
            "~t~w~10|~w~t~10+~w",
            "[a,b,c]",
            Some("         ab         c"),
        ),
        ("~ta~tb~tc~10|", "[]", Some("  a   b  c")),
        ("~ta~tb~tc~11|", "[]", Some("  a   b   c")),
        ("~ta~tb~tc~td~15|", "[]", Some("   a  b   c   d")),
        ("~ta~tb~tc~td~te~18|", "[]", Some("   a  b   c   d  e")),
        ("~8|abc", "[]", Some("        abc")),
        ("ab~tcd~6|", "[]", Some("ab  cd")),
        ("~`xt~t~6|", "[]", Some("xxx   ")),
        ("~w~t~3|~w", "[abcdef,g]", Some("abcdefg")),
        ("~10|~w", "[a]", Some("          a")),
        ("~c~t~5|", "[10]", Some("\u{a}     ")),
        ("x~n~t~w~5|", "[a]", Some("x\u{a}    a")),
        ("~~", "[]", Some("~")),
        ("~w ~w", "[a]", None), // format('not enough arguments')
        ("~w", "[a,b]", None),  // format('too many arguments')
        ("~y", "[]", None),     // existence_error(format_character,y)
        ("~", "[]", None),      // existence_error(format_character,'\x0\')
        ("~`", "[]", None),     // existence_error(format_character,'\x0\')
        ("~p", "['$VAR'(1)]", Some("B")),
        ("~w", "['$VAR'(1)]", Some("B")),
        ("~q", "[[a,'B']]", Some("[a,'B']")),
        ("~q", "['hello world']", Some("'hello world'")),
        ("~w", "[-(1)]", Some("- 1")),
        ("~:d", "[1234567]", Some("1234567")),
        ("~e", "[a]", None), // type_error(evaluable,a/0)
        ("~t", "[]", Some("")),
        ("~t~w", "[abc]", Some("abc")),
        ("~w~t", "[abc]", Some("abc")),
    ];

    #[test]
    fn swi_rows() {
        assert!(SWI_ROWS.len() >= 50);
        for (directives, args, expected) in SWI_ROWS {
            let got = run(directives, args, 0);
            match expected {
                Some(text) => assert_eq!(got.as_deref(), Ok(*text), "format {directives:?} {args}"),
                None => assert!(got.is_err(), "format {directives:?} {args} gave {got:?}"),
            }
        }
    }

    #[test]
    fn error_messages() {
        let msg = |d: &str, a: &str| run(d, a, 0).err().map(|e| e.message);
        assert_eq!(msg("~w ~w", "[a]").as_deref(), Some("not enough arguments"));
        assert_eq!(msg("~w", "[a,b]").as_deref(), Some("too many arguments"));
        assert_eq!(msg("~y", "[]").as_deref(), Some("unknown directive: ~y"));
        assert_eq!(
            msg("~*c", "[a,1]").as_deref(),
            Some("no or negative integer for `*' argument")
        );
        assert_eq!(
            msg("~a", "[f('X')]").as_deref(),
            Some("illegal argument to format sequence ~a: f('X')")
        );
        assert_eq!(
            msg("~d", "[1.0]").as_deref(),
            Some("illegal argument to format sequence ~d: 1.0")
        );
        assert_eq!(
            msg("~", "[]").as_deref(),
            Some("truncated format directive")
        );
        assert_eq!(
            msg("~99999999999999999999c", "[65]").as_deref(),
            Some("numeric argument too large")
        );
        assert!(msg("~37r", "[1]").is_some_and(|m| m.contains("radix")));
        assert!(msg("~@", "[true]").is_some());
    }

    #[test]
    fn partial_output_before_an_error_is_kept() {
        let mut out = String::from(">");
        let args = [Term::atom("a")];
        let r = format(&mut out, "~w~w", &args, &OpTable::standard(), 0);
        assert!(r.is_err());
        assert_eq!(out, ">a");
    }

    #[test]
    fn start_column_like_swi() {
        // `write(abc), format(Format, Args)` in SWI.
        assert_eq!(run("~t~w~10|", "[x]", 3).as_deref(), Ok("      x"));
        assert_eq!(run("~w~t~10|", "[x]", 3).as_deref(), Ok("x      "));
        assert_eq!(run("~w~5+~w", "[x,y]", 3).as_deref(), Ok("x y"));
        assert_eq!(run("~t~w~5+", "[x]", 3).as_deref(), Ok(" x"));
        // After a stop the text overran, counting continues from the stop's column.
        assert_eq!(
            run("~D~3|~8|~`-t~|~w", "[1234567,abc]", 3).as_deref(),
            Ok("1,234,567     abc")
        );
        assert_eq!(run("~0+~d~12|", "[-42]", 3).as_deref(), Ok("-42         "));
        assert_eq!(run("~0+~8|~`*t", "[]", 3).as_deref(), Ok("        "));
        assert_eq!(
            run("~20|~t~t~D~3|~8|~10+~10+", "[1234567]", 0).map(|s| s.len()),
            Ok(54)
        );
    }

    #[test]
    fn fill_distribution_matches_swi() {
        // Pad widths per fill point, from SWI for n fill points and remainder r.
        let cases: &[(usize, usize, &[usize])] = &[
            (2, 1, &[2, 3]),
            (3, 1, &[2, 3, 2]),
            (3, 2, &[2, 3, 3]),
            (4, 3, &[3, 2, 3, 3]),
            (5, 4, &[3, 2, 3, 3, 2]),
            (6, 5, &[2, 3, 2, 3, 3, 2]),
        ];
        for (n, r, expected) in cases {
            let mut fills: Vec<Fill> = (0..*n)
                .map(|i| Fill {
                    at: i,
                    ch: ' ',
                    pad: 0,
                })
                .collect();
            distribute(&mut fills, 2 * n + r);
            let pads: Vec<usize> = fills.iter().map(|f| f.pad).collect();
            assert_eq!(&pads, expected, "n={n} r={r}");
        }
    }

    #[test]
    fn wide_and_multibyte_text_counts_characters() {
        assert_eq!(run("~t~w~6|", "['é日']", 0).as_deref(), Ok("    é日"));
        assert_eq!(run("~a~t~4|~a", "['éé',x]", 0).as_deref(), Ok("éé  x"));
    }

    proptest::proptest! {
        #[test]
        fn random_directives_never_panic(
            directives in "[~wpqadDsefgncrRit|+`*0-9:@x -]{0,24}",
            ints in proptest::collection::vec(-300i64..300, 0..6),
            start in 0usize..12,
        ) {
            let mut args: Vec<Term> = ints.iter().map(|i| Term::Int(*i)).collect();
            args.push(Term::atom("abc"));
            args.push(Term::list([Term::Int(104), Term::Int(105)]));
            args.push(Term::Float(-2.5));
            let mut out = String::new();
            let _ = format(&mut out, &directives, &args, &OpTable::standard(), start);
        }
    }
}
