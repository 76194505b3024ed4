//! The process environment: `getenv/2`, `setenv/2`, `unsetenv/1` (SWI-Prolog's
//! errors), and `'$tmp_name'/2`, the fresh file names `tmp_file/2` and
//! `tmp_file_stream/3` open.

use super::{inst_error, type_error};
use crate::atom::Atom;
use crate::machine::cell::Cell;
use crate::machine::{BResult, Machine, Signal};
use std::sync::atomic::{AtomicU64, Ordering};

pub(super) fn register(m: &mut Machine) {
    m.register_builtin("getenv", 2, |m| {
        let name = env_text(m, 0)?;
        match std::env::var(name) {
            Ok(v) => Ok(m.unify_arg(1, Cell::Atom(Atom::new(&v)))),
            Err(_) => Ok(false),
        }
    });
    m.register_builtin("setenv", 2, |m| {
        let name = env_text(m, 0)?;
        let value = env_text(m, 1)?;
        std::env::set_var(name, value);
        Ok(true)
    });
    m.register_builtin("unsetenv", 1, |m| {
        let name = env_text(m, 0)?;
        std::env::remove_var(name);
        Ok(true)
    });
    m.register_builtin("$tmp_name", 2, tmp_name);
}

/// Argument `i` as the text of a name or value: an atom, string or number.
fn env_text(m: &Machine, i: usize) -> Result<String, Signal> {
    match m.arg(i) {
        Cell::Ref(_) => Err(inst_error()),
        c @ (Cell::Str(_) | Cell::Lis(_)) => Err(type_error(m, "text", c)),
        c => m.text_of(c).ok_or_else(|| type_error(m, "text", c)),
    }
}

/// `'$tmp_name'(+Base, -Path)`: a path in the temporary directory no earlier call
/// of this process gave, `Base` (an atom, possibly `''`) ending its name.
fn tmp_name(m: &mut Machine) -> BResult {
    static NEXT: AtomicU64 = AtomicU64::new(1);
    let suffix = env_text(m, 0)?;
    let n = NEXT.fetch_add(1, Ordering::Relaxed);
    let name = format!("costlog_{}_{n}{suffix}", std::process::id());
    let path = std::env::temp_dir().join(name);
    let a = Cell::Atom(Atom::new(&path.to_string_lossy()));
    Ok(m.unify_arg(1, a))
}
