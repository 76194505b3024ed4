//! File system predicates: `exists_file/1`, `exists_directory/1`, `delete_file/1`
//! (SWI-Prolog's, with its error terms), so programs can clean up files they wrote.

use super::{existence_error, permission_error};
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
    m.register_builtin("delete_file", 1, delete_file);
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
