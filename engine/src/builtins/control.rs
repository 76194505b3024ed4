//! Control builtins: cut levels, soft-cut, exceptions, halt.
//!
//! These are the Rust halves of the control constructs the compiler and the Prolog
//! prelude build on: `'$get_level'/1` and `'$cut'/1` give cut transparency through
//! auxiliary predicates, `'$softcut'/1` implements `*->`, and the catch helpers mark
//! `catch/3` frames (see `prelude/boot.pl`).

use super::inst_error;
use crate::atom::Atom;
use crate::machine::cell::Cell;
use crate::machine::state::Alternative;
use crate::machine::{BResult, Machine, Signal};

pub(super) fn register(m: &mut Machine) {
    m.register_builtin("$get_level", 1, get_level);
    m.register_builtin("$cut", 1, cut);
    m.register_builtin("$softcut", 1, softcut);
    m.register_builtin("$catch_flag", 1, catch_flag);
    m.register_builtin("$exit_catch", 1, exit_catch);
    m.register_builtin("$take_ball", 1, take_ball);
    m.register_builtin("throw", 1, throw);
    m.register_builtin("halt", 0, |_| Err(Signal::Halt(0)));
    m.register_builtin("halt", 1, halt);
    m.register_builtin("$dcg_body", 4, dcg_body);
    m.register_builtin("$print_message", 2, print_message);
    m.register_builtin("$message_text", 2, message_text);
}

/// `'$message_text'(+Error, -Text)`: the words `print_message/2` would print for
/// an error term, as an atom (library(plunit) reports errors with them).
fn message_text(m: &mut Machine) -> BResult {
    let ball = m.get_ball_term(m.regs[0]);
    let text = m.describe_error(&ball);
    Ok(m.unify_arg(1, Cell::Atom(Atom::new(&text))))
}

/// `print_message/2` for errors and warnings: a line on standard error in SWI's
/// style (`Warning: ...`, `ERROR: ...`).
fn print_message(m: &mut Machine) -> BResult {
    let kind = m.to_term(m.regs[0]);
    let msg = m.get_ball_term(m.regs[1]);
    let prefix = match &kind {
        crate::term::Term::Atom(a) if a.name() == "warning" => "Warning: ",
        crate::term::Term::Atom(a) if a.name() == "error" => "ERROR: ",
        _ => "",
    };
    let text = match &msg {
        crate::term::Term::Compound(f, _) if *f == Atom::ERROR => m.describe_error(&msg),
        crate::term::Term::Compound(f, a) if f.name() == "format" && a.len() == 2 => {
            let args = a[1]
                .list_items()
                .map(|v| v.into_iter().cloned().collect::<Vec<_>>())
                .unwrap_or_default();
            let fmt = match &a[0] {
                crate::term::Term::Atom(x) => x.name().to_string(),
                other => m.format_term(other, crate::write::WriteOptions::write()),
            };
            let mut out = String::new();
            match crate::format::format(&mut out, &fmt, &args, &m.ops, 0) {
                Ok(()) => out,
                Err(_) => m.format_term(&msg, crate::write::WriteOptions::writeq()),
            }
        }
        other => format!(
            "Unknown message: {}",
            m.format_term(other, crate::write::WriteOptions::writeq())
        ),
    };
    // Every line of a message carries the prefix, as SWI-Prolog prints them.
    let lines: String = text.split('\n').map(|l| format!("{prefix}{l}\n")).collect();
    m.write_text(2, &lines);
    Ok(true)
}

/// `'$dcg_body'(Body, S0, S, Goal)`: `Goal` is the translation of grammar body `Body`
/// between lists `S0` and `S` (for `phrase/2,3`).
fn dcg_body(m: &mut Machine) -> BResult {
    if let Cell::Ref(_) = m.arg(0) {
        return Err(inst_error());
    }
    let mut vars = std::collections::HashMap::new();
    let t = m.get_goal_term(m.regs[0], &mut vars);
    // `M:V` with V unbound (a variable body called from a module) would expand to
    // itself for ever: an instantiation error, as in SWI-Prolog.
    let mut body = &t;
    while let crate::term::Term::Compound(f, a) = body {
        match a.as_slice() {
            [_, inner] if *f == crate::atom::Atom::COLON => body = inner,
            _ => break,
        }
    }
    if let crate::term::Term::Var(_) = body {
        return Err(inst_error());
    }
    let mut next = vars.len() as u32;
    let s0 = next;
    let s = next + 1;
    next += 2;
    let goal = crate::machine::dcg::translate_body(
        &t,
        crate::term::Term::Var(s0),
        crate::term::Term::Var(s),
        &mut next,
    )
    .map_err(|_| super::type_error(m, "callable", m.arg(0)))?;
    let mut cells: std::collections::HashMap<u32, Cell> = vars
        .into_iter()
        .map(|(addr, v)| (v, Cell::Ref(addr)))
        .collect();
    let g = m.put_term(&goal, &mut cells);
    let (c0, c1) = (cells.get(&s0).copied(), cells.get(&s).copied());
    Ok(c0.is_some_and(|c| m.unify_arg(1, c))
        && c1.is_some_and(|c| m.unify_arg(2, c))
        && m.unify_arg(3, g))
}

fn get_level(m: &mut Machine) -> BResult {
    let level = Cell::Int(m.b0 as i64);
    Ok(m.unify_arg(0, level))
}

fn level_arg(m: &Machine) -> Result<u32, Signal> {
    match m.arg(0) {
        Cell::Int(l) if l >= 0 => Ok(l as u32),
        _ => Err(inst_error()),
    }
}

fn cut(m: &mut Machine) -> BResult {
    let level = level_arg(m)?;
    if (m.cps.len() as u32) > level {
        // '$cut'/1 stands for a `!` the user wrote inside a control construct.
        let owner = m.port_frames.get(m.pf as usize).map(|f| f.pred);
        if let Some(pred) = owner {
            m.trace_cut(pred);
        }
    }
    m.cut_to(level);
    Ok(true)
}

fn softcut(m: &mut Machine) -> BResult {
    let level = level_arg(m)? as usize;
    if let Some(cp) = m.cps.get_mut(level) {
        cp.alt = Alternative::Exhausted;
    }
    Ok(true)
}

fn catch_flag(m: &mut Machine) -> BResult {
    let Cell::Ref(addr) = m.arg(0) else {
        return Ok(false);
    };
    if let Some(cp) = m.cps.get_mut(m.b0 as usize) {
        cp.catch_flag = addr;
    }
    Ok(true)
}

fn exit_catch(m: &mut Machine) -> BResult {
    let Cell::Ref(addr) = m.arg(0) else {
        return Ok(true);
    };
    if m.cps.last().is_some_and(|cp| cp.catch_flag == addr) {
        // The goal left no choice points: the catch frame is no longer needed.
        let level = m.cps.len() as u32 - 1;
        m.cut_to(level);
        Ok(true)
    } else {
        m.bind(addr, Cell::Atom(Atom::TRUE));
        Ok(true)
    }
}

fn take_ball(m: &mut Machine) -> BResult {
    match m.pending_ball.take() {
        Some(ball) => {
            let c = m.put_fresh(&ball);
            Ok(m.unify_arg(0, c))
        }
        None => Ok(false),
    }
}

fn throw(m: &mut Machine) -> BResult {
    let ball = m.arg(0);
    if let Cell::Ref(_) = ball {
        return Err(inst_error());
    }
    Err(Signal::Throw(m.get_ball_term(ball)))
}

fn halt(m: &mut Machine) -> BResult {
    let code = m.int_arg(0)?;
    Err(Signal::Halt(code as i32))
}
