//! Arithmetic builtins: `is/2`, comparisons, `succ/2`, `plus/3`.
//!
//! Expressions are evaluated with an explicit stack (no Rust recursion on deep
//! expressions); the common small-integer cases of `+ - *` and comparisons are done
//! inline before falling back to `crate::arith::apply`.

use super::{inst_error, type_error};
use crate::arith::{self, ArithError};
use crate::atom::Atom;
use crate::machine::cell::Cell;
use crate::machine::cyclic::Brent;
use crate::machine::{BResult, Machine, Signal};
use crate::number::Number;
use crate::term::Term;
use std::cmp::Ordering;

pub(super) fn register(m: &mut Machine) {
    m.register_builtin("is", 2, |m| {
        let v = m.eval(m.regs[1])?;
        let c = m.number_cell(v);
        Ok(m.unify_arg(0, c))
    });
    m.register_builtin("=:=", 2, |m| Ok(m.arith_compare()? == Ordering::Equal));
    m.register_builtin("=\\=", 2, |m| Ok(m.arith_compare()? != Ordering::Equal));
    m.register_builtin("<", 2, |m| Ok(m.arith_compare()? == Ordering::Less));
    m.register_builtin(">", 2, |m| Ok(m.arith_compare()? == Ordering::Greater));
    m.register_builtin("=<", 2, |m| Ok(m.arith_compare()? != Ordering::Greater));
    m.register_builtin(">=", 2, |m| Ok(m.arith_compare()? != Ordering::Less));
    m.register_builtin("succ", 2, succ);
    m.register_builtin("plus", 3, plus);
}

/// Maps an arithmetic error to the ISO error term.
pub(crate) fn arith_signal(e: ArithError) -> Signal {
    let formal = match e {
        ArithError::NotEvaluable(name, arity) => Term::compound(
            "type_error",
            vec![Term::atom("evaluable"), super::indicator(name, arity)],
        ),
        ArithError::Type(kind, culprit) => {
            Term::compound("type_error", vec![Term::atom(kind), number_term(culprit)])
        }
        ArithError::Domain(domain, culprit) => Term::compound(
            "domain_error",
            vec![Term::atom(domain), number_term(culprit)],
        ),
        ArithError::Evaluation(what) => Term::compound("evaluation_error", vec![Term::atom(what)]),
        ArithError::Representation(what) => {
            Term::compound("representation_error", vec![Term::atom(what)])
        }
        ArithError::Resource(what) => Term::compound("resource_error", vec![Term::atom(what)]),
    };
    Signal::Error(formal)
}

/// [`arith_signal`], with the context SWI-Prolog gives an error raised by the
/// function `f/arity` itself: a division by zero, or an argument of the wrong type or
/// domain, names the function (`context((/)/2, _)`, `context(msb/1, _)`, unqualified;
/// `^` as `**`, `getbit` as `bit`); other errors name the predicate that evaluated.
fn evaluation_in(e: ArithError, f: Atom, arity: u32) -> Signal {
    let named_by_function = matches!(
        e,
        ArithError::Evaluation("zero_divisor") | ArithError::Type(..) | ArithError::Domain(..)
    );
    match arith_signal(e) {
        Signal::Error(formal) if named_by_function => {
            let name = match &*f.name() {
                "^" => Atom::new("**"),
                "getbit" => Atom::new("bit"),
                _ => f,
            };
            Signal::Throw(Term::Compound(
                Atom::ERROR,
                vec![
                    formal,
                    Term::compound(
                        "context",
                        vec![super::indicator(name, arity as usize), Term::Var(0)],
                    ),
                ],
            ))
        }
        signal => signal,
    }
}

fn number_term(n: Number) -> Term {
    match n {
        Number::Int(i) => Term::Int(i),
        Number::BigInt(b) => Term::BigInt(b),
        Number::Rational(r) => Term::Rational(r),
        Number::Float(f) => Term::Float(f),
    }
}

fn succ(m: &mut Machine) -> BResult {
    let int_or_var = |m: &Machine, i: usize| -> Result<Option<Number>, Signal> {
        match m.arg(i) {
            Cell::Ref(_) => Ok(None),
            c @ (Cell::Int(_) | Cell::Big(_)) => {
                let n = m.cell_number(c).unwrap_or(Number::Int(0));
                if arith::compare(&n, &Number::Int(0)) == Ordering::Less {
                    return Err(super::domain_error(m, "not_less_than_zero", c));
                }
                Ok(Some(n))
            }
            other => Err(type_error(m, "integer", other)),
        }
    };
    match (int_or_var(m, 0)?, int_or_var(m, 1)?) {
        (Some(a), _) => {
            let c = m
                .number_cell(arith::apply(Atom::PLUS, &[a, Number::Int(1)]).map_err(arith_signal)?);
            Ok(m.unify_arg(1, c))
        }
        (None, Some(Number::Int(0))) => Ok(false),
        (None, Some(b)) => {
            let c = m.number_cell(
                arith::apply(Atom::MINUS, &[b, Number::Int(1)]).map_err(arith_signal)?,
            );
            Ok(m.unify_arg(0, c))
        }
        (None, None) => Err(inst_error()),
    }
}

fn plus(m: &mut Machine) -> BResult {
    let num = |m: &Machine, i: usize| -> Result<Option<Number>, Signal> {
        match m.arg(i) {
            Cell::Ref(_) => Ok(None),
            c @ (Cell::Int(_) | Cell::Big(_)) => Ok(m.cell_number(c)),
            other => Err(type_error(m, "integer", other)),
        }
    };
    let (a, b, c) = (num(m, 0)?, num(m, 1)?, num(m, 2)?);
    let (target, value) = match (a, b, c) {
        (Some(a), Some(b), _) => (2, arith::apply(Atom::PLUS, &[a, b])),
        (Some(a), None, Some(c)) => (1, arith::apply(Atom::MINUS, &[c, a])),
        (None, Some(b), Some(c)) => (0, arith::apply(Atom::MINUS, &[c, b])),
        _ => return Err(inst_error()),
    };
    let cell = m.number_cell(value.map_err(arith_signal)?);
    Ok(m.unify_arg(target, cell))
}

impl Machine {
    fn arith_compare(&mut self) -> Result<Ordering, Signal> {
        let (a, b) = (self.arg(0), self.arg(1));
        if let (Cell::Int(x), Cell::Int(y)) = (a, b) {
            return Ok(x.cmp(&y));
        }
        let x = self.eval(a)?;
        let y = self.eval(b)?;
        Ok(arith::compare(&x, &y))
    }

    /// Evaluates an arithmetic expression.
    pub(crate) fn eval(&mut self, c: Cell) -> Result<Number, Signal> {
        enum Job {
            Eval(Cell),
            Apply(Atom, u32),
        }
        let c = self.deref(c);
        if let Cell::Int(i) = c {
            return Ok(Number::Int(i));
        }
        // One operator on two small integers (`N - 1`), the commonest expression.
        if let Cell::Str(s) = c {
            if let Some(r) = self.small_int_binary(s) {
                self.count_arith(1);
                return Ok(Number::Int(r));
            }
        }
        // Allocation-free path for expressions of small integers and binary
        // operators (`C + X*V0`): the general evaluator below allocates its stacks.
        let mut ops = 0;
        if let Some(r) = self.eval_small_int(c, 0, &mut ops) {
            self.count_arith(ops);
            return Ok(Number::Int(r));
        }
        let mut values: Vec<Number> = Vec::new();
        let mut jobs = vec![Job::Eval(c)];
        let (c0, mut pushed, mut checked) = (c, 0usize, false);
        let budget = self.naive_budget();
        let mut brent = Brent::default();
        while let Some(job) = jobs.pop() {
            match job {
                Job::Eval(c) => match self.deref(c) {
                    Cell::Int(i) => values.push(Number::Int(i)),
                    Cell::Float(f) => values.push(Number::Float(f)),
                    Cell::Big(b) => values.push(Number::BigInt(self.big(b).clone())),
                    Cell::Rat(r) => values.push(Number::Rational(self.rational(r).clone())),
                    Cell::String(s) => values.push(one_char_code(self, s, c)?),
                    Cell::Ref(_) => return Err(inst_error()),
                    Cell::Atom(a) => match self.eval_atom(a) {
                        Some(v) => values.push(v),
                        None => return Err(arith_signal(ArithError::NotEvaluable(a, 0))),
                    },
                    Cell::Lis(p) => {
                        // "a" (a one-element code list) evaluates to its code.
                        let tail = self.deref(self.heap[p as usize + 1]);
                        if tail != Cell::Atom(Atom::NIL) {
                            return Err(type_error(self, "evaluable", c));
                        }
                        jobs.push(Job::Eval(self.heap[p as usize]));
                    }
                    Cell::Str(s) => {
                        let Cell::Fun(f, n) = self.heap[s as usize] else {
                            return Err(inst_error());
                        };
                        if n == 0 {
                            // `pi()` is `pi` (SWI-Prolog 7); the culprit of an
                            // unknown one is the compound, as SWI-Prolog reports it.
                            match self.eval_atom(f) {
                                Some(v) => values.push(v),
                                None => return Err(type_error(self, "evaluable", c)),
                            }
                            continue;
                        }
                        if let Some(r) = self.small_int_binary(s) {
                            self.count_arith(1);
                            values.push(Number::Int(r));
                            continue;
                        }
                        jobs.push(Job::Apply(f, n));
                        for i in (1..=n).rev() {
                            jobs.push(Job::Eval(self.heap[(s + i) as usize]));
                        }
                        pushed += n as usize;
                        if !checked && (pushed > budget || brent.step(s)) {
                            // A cyclic expression would be evaluated without end.
                            checked = true;
                            if !self.is_acyclic(c0) {
                                return Err(type_error(self, "expression", c0));
                            }
                        }
                    }
                    Cell::Fun(..) => return Err(inst_error()),
                },
                Job::Apply(f, n) => {
                    self.count_arith(1);
                    let at = values.len() - n as usize;
                    // Two small integers (an expression too deep for
                    // `eval_small_int`): no argument vector, no name lookup.
                    if let [Number::Int(x), Number::Int(y)] = values[at..] {
                        if let Some(r) = arith::small_int_op(f, x, y) {
                            values.truncate(at);
                            values.push(Number::Int(r));
                            continue;
                        }
                    }
                    let args = values.split_off(at);
                    let grows = matches!(&*f.name(), "**" | "^" | "<<");
                    if grows || args.iter().any(|a| matches!(a, Number::BigInt(_))) {
                        self.precheck_arith(f, &args)?;
                    }
                    let v = match self.eval_special(f, &args) {
                        Some(v) => v,
                        None => arith::apply(f, &args).map_err(|e| evaluation_in(e, f, n))?,
                    };
                    if matches!(&v, Number::BigInt(b) if b.bits() > 1 << 16) {
                        self.check_deadline()?;
                    }
                    values.push(v);
                }
            }
        }
        values.pop().ok_or_else(inst_error)
    }

    /// The value of `c` when it is `A+B` or `A-B` on two small integers whose
    /// result is one too (`N1 is N-1`, the commonest `is/2`), counted as one
    /// arithmetic operation as [`Machine::eval`] counts it; `None` for anything
    /// else, which the evaluator then decides. Inlined into `Is`: no call of the
    /// evaluator, no `Number` made and dropped.
    #[inline(always)]
    pub(crate) fn eval_int_add_sub(&mut self, c: Cell) -> Option<i64> {
        let Cell::Str(s) = c else {
            return None;
        };
        let s = s as usize;
        let Cell::Fun(f, 2) = *self.heap.get(s)? else {
            return None;
        };
        if f != Atom::MINUS && f != Atom::PLUS {
            return None;
        }
        let (Cell::Int(x), Cell::Int(y)) =
            (self.deref(self.heap[s + 1]), self.deref(self.heap[s + 2]))
        else {
            return None;
        };
        let r = if f == Atom::MINUS {
            x.checked_sub(y)
        } else {
            x.checked_add(y)
        }?;
        self.count_arith(1);
        Some(r)
    }

    /// The value of the compound at heap address `s` when it is a binary operator
    /// `small_int_op` knows applied to two small integers; `None` otherwise.
    #[inline(always)]
    fn small_int_binary(&self, s: u32) -> Option<i64> {
        let Cell::Fun(f, 2) = self.heap[s as usize] else {
            return None;
        };
        let x = self.deref(self.heap[s as usize + 1]);
        let y = self.deref(self.heap[s as usize + 2]);
        match (x, y) {
            (Cell::Int(x), Cell::Int(y)) => arith::small_int_op(f, x, y),
            _ => None,
        }
    }

    /// The value of an expression built from small integers and the binary
    /// operators `small_int_op` knows, without allocating; `None` for anything else
    /// (the general evaluator then decides, errors included) or beyond 32 levels.
    /// Adds the operations it applied to `ops` (meaningful only on success).
    fn eval_small_int(&self, c: Cell, depth: u32, ops: &mut u64) -> Option<i64> {
        match self.deref(c) {
            Cell::Int(i) => Some(i),
            Cell::Str(s) if depth < 32 => {
                let Cell::Fun(f, 2) = self.heap[s as usize] else {
                    return None;
                };
                let x = self.eval_small_int(self.heap[s as usize + 1], depth + 1, ops)?;
                let y = self.eval_small_int(self.heap[s as usize + 2], depth + 1, ops)?;
                *ops += 1;
                arith::small_int_op(f, x, y)
            }
            _ => None,
        }
    }

    /// Counts `ops` arithmetic operations (with counting on).
    #[inline]
    fn count_arith(&mut self, ops: u64) {
        if self.counting {
            self.arith_ops += ops;
        }
    }

    fn eval_atom(&mut self, a: Atom) -> Option<Number> {
        match &*a.name() {
            "random" | "random_float" => Some(Number::Float(self.next_random())),
            "cputime" => Some(Number::Float(self.started.elapsed().as_secs_f64())),
            "realtime" => Some(Number::Int(
                std::time::SystemTime::now()
                    .duration_since(std::time::UNIX_EPOCH)
                    .map_or(0, |d| d.as_secs() as i64),
            )),
            "[]" => None,
            _ => arith::constant(a),
        }
    }

    fn eval_special(&mut self, f: Atom, args: &[Number]) -> Option<Number> {
        match (&*f.name(), args) {
            ("random", [Number::Int(n)]) if *n > 0 => {
                Some(Number::Int((self.next_random() * *n as f64) as i64))
            }
            ("random_float", []) => Some(Number::Float(self.next_random())),
            _ => None,
        }
    }

    /// The next pseudo-random float in [0, 1) (xorshift; seeded per machine).
    pub(crate) fn next_random(&mut self) -> f64 {
        let mut x = self.rng_state;
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        self.rng_state = x;
        (x >> 11) as f64 / (1u64 << 53) as f64
    }
}

/// The code of a one-character string in arithmetic (`X is "a" + 1`); any other
/// string is SWI-Prolog's `type_error([], String)`.
fn one_char_code(m: &Machine, s: u32, c: Cell) -> Result<Number, Signal> {
    let mut chars = m.string(s).chars();
    match (chars.next(), chars.next()) {
        (Some(ch), None) => Ok(Number::Int(ch as i64)),
        _ => Err(type_error(m, "[]", c)),
    }
}
