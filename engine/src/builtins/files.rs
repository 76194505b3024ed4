//! File system predicates: `exists_file/1`, `exists_directory/1`, `exists_source/1`, `delete_file/1`
//! (SWI-Prolog's, with its error terms), so programs can clean up files they wrote;
//! and the builtins under the load predicates called as goals (`consult/1` and
//! friends, `prolog_load_context/2`, `dcg_translate_rule/2`).

use super::{existence_error, permission_error};
use crate::atom::Atom;
use crate::machine::cell::Cell;
use crate::machine::{BResult, Machine};
use crate::term::Term;
use std::path::Path;

pub(super) fn register(m: &mut Machine) {
    m.register_builtin("exists_file", 1, |m| {
        let name = m.atom_arg(0)?;
        Ok(Path::new(&*name.name()).is_file())
    });
    m.register_builtin("exists_directory", 1, |m| {
        let name = m.atom_arg(0)?;
        Ok(Path::new(&*name.name()).is_dir())
    });
    m.register_builtin("exists_source", 1, |m| {
        let spec = m.to_term(m.arg(0));
        Ok(m.source_exists(&spec))
    });
    m.register_builtin("delete_file", 1, delete_file);
    m.register_builtin("$load_file", 2, load_file);
    m.register_builtin("$load_context", 3, load_context);
    m.register_builtin("dcg_translate_rule", 2, dcg_translate_rule);
}

/// `dcg_translate_rule(+Rule, -Clause)`: the clause a grammar rule loads as
/// (`expand_term/2` and the loader's term expansion use it).
fn dcg_translate_rule(m: &mut Machine) -> BResult {
    if let Cell::Ref(_) = m.arg(0) {
        return Err(super::inst_error());
    }
    let rule = m.to_term(m.arg(0));
    let mut next = crate::machine::var_after(&rule);
    match crate::machine::dcg::translate_rule(&rule, &mut next) {
        Ok(clause) => {
            let c = m.put_fresh(&clause);
            Ok(m.unify_arg(1, c))
        }
        Err(_) => Err(super::type_error(m, "dcg_rule", m.arg(0))),
    }
}

/// `'$load_context'(-Module, -File, -Directory)` of the innermost file being
/// loaded, for `prolog_load_context/2`; fails when no file is being loaded.
fn load_context(m: &mut Machine) -> BResult {
    let Some((module, file, dir)) = m.load_context() else {
        return Ok(false);
    };
    Ok(m.unify_arg(0, Cell::Atom(module))
        && m.unify_arg(1, Cell::Atom(Atom::new(&file)))
        && m.unify_arg(2, Cell::Atom(Atom::new(&dir))))
}

/// `'$load_file'(+Spec, +Imports)`: loads one source file for `consult/1`,
/// `use_module/1,2` and the other load predicates called as goals (the library
/// walks lists and options); `Imports` is `all` or an import list.
fn load_file(m: &mut Machine) -> BResult {
    if let Cell::Ref(_) = m.arg(0) {
        return Err(super::inst_error());
    }
    let spec = m.to_term(m.arg(0));
    let imports = m.to_term(m.arg(1));
    m.load_from_goal(&spec, &imports)?;
    Ok(true)
}

fn delete_file(m: &mut Machine) -> BResult {
    let name = m.atom_arg(0)?;
    match std::fs::remove_file(&*name.name()) {
        Ok(()) => Ok(true),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            Err(existence_error(m, "file", Cell::Atom(name)))
        }
        Err(_) => Err(permission_error("delete", "file", Term::Atom(name))),
    }
}
