//! Loading source files from a running goal: `consult/1`, `ensure_loaded/1`,
//! `use_module/1,2`, `load_files/2` and `[File, ...]` called as goals, which
//! SWI-Prolog programs do (tests that load their fixtures, drivers that load the
//! program they run), not only as directives. The library side
//! (`prelude/boot.pl`) walks lists of files and options; this part loads one file.
//!
//! A relative name is resolved against the directory of the file being loaded when
//! a directive's goal loads, else against the working directory, as SWI-Prolog
//! does. A file already loaded is not read again, as in the directive form: its
//! module's exports are imported once more.

use super::consult::{
    file_key, library_name, relative_path, resolve_source, LoadReport, LIBRARIES,
};
use super::module_load::ImportList;
use super::{Machine, Signal};
use crate::atom::Atom;
use crate::diagnostic::Severity;
use crate::term::Term;
use std::path::PathBuf;
use std::rc::Rc;

impl Machine {
    /// Loads the file `spec` names (an atom, `dir/name` or `library(Name)`) and
    /// imports `imports` (`all`, a list of predicate indicators or
    /// `except(List)`) of its module's exports into the current module. A file
    /// that cannot be read raises `existence_error(source_sink, Spec)`, as
    /// SWI-Prolog does; problems inside the file are printed on standard error as
    /// warnings and errors, and the goal succeeds.
    pub(crate) fn load_from_goal(&mut self, spec: &Term, imports: &Term) -> Result<(), Signal> {
        let missing = || {
            Signal::Error(Term::compound(
                "existence_error",
                vec![Term::atom("source_sink"), spec.clone()],
            ))
        };
        if let Some(lib) = library_name(spec) {
            self.package_loaded(&lib);
            return if LIBRARIES.contains(&lib.as_str()) {
                Ok(())
            } else {
                Err(missing())
            };
        }
        let name = relative_path(spec).ok_or_else(missing)?;
        let path = resolve_source(&self.load_directory(), &name);
        let key = file_key(&path);
        if !self.loaded_files.contains(&key) {
            let text = crate::reader::read_source_file(&path).map_err(|_| missing())?;
            self.loaded_files.push(key);
            let mut report = LoadReport::default();
            let program = Rc::new(self.program_predicates(&path, &text));
            self.with_saved_registers(|m| m.consult_text(path.clone(), text, &mut report, program));
            self.print_load_problems(&report);
        }
        let imports = match imports {
            Term::Atom(a) if a.name() == "all" => ImportList::All,
            t => ImportList::from_term(t),
        };
        self.import_file(&path, &imports, false);
        Ok(())
    }

    /// Whether `spec` names a source file that loading it would find: a library the
    /// engine provides, or a file (`.pl` added when it has no extension) relative to
    /// the file being loaded, for `exists_source/1` (conditional compilation asks it).
    pub(crate) fn source_exists(&self, spec: &Term) -> bool {
        if let Some(lib) = library_name(spec) {
            return LIBRARIES.contains(&lib.as_str());
        }
        relative_path(spec)
            .is_some_and(|name| resolve_source(&self.load_directory(), &name).is_file())
    }

    /// The directory relative file names are resolved against: the innermost file
    /// being loaded's (a directive's goal), else the working directory.
    fn load_directory(&self) -> PathBuf {
        let loading = self.loading.last().map(|&f| &self.sources[f as usize].path);
        match loading.and_then(|p| p.parent()) {
            Some(dir) => dir.to_path_buf(),
            None => std::env::current_dir().unwrap_or_default(),
        }
    }

    /// The module, file and directory (absolute) of the innermost file being loaded, for
    /// `prolog_load_context/2`; `None` when no file is being loaded.
    pub(crate) fn load_context(&self) -> Option<(Atom, String, String)> {
        let &file = self.loading.last()?;
        // Absolute, as SWI-Prolog gives them.
        let path = file_key(&self.sources[file as usize].path);
        let dir = path
            .parent()
            .map(|d| d.display().to_string())
            .unwrap_or_default();
        Some((self.db.modules.current, path.display().to_string(), dir))
    }

    /// Prints the problems a load found on standard error, in SWI-Prolog's form
    /// (`Warning: FILE:LINE:` then the message).
    fn print_load_problems(&mut self, report: &LoadReport) {
        for d in &report.diagnostics {
            let kind = match d.severity {
                Severity::Error => "ERROR",
                _ => "Warning",
            };
            let text = match d.file.and_then(|f| self.source_place(f, &d.span)) {
                Some(place) => format!("{kind}: {place}:\n{kind}:    {}\n", d.message),
                None => format!("{kind}: {}\n", d.message),
            };
            self.write_text(2, &text);
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::machine::test_support::solves;
    use crate::machine::Machine;

    fn temp_file(name: &str, text: &str) -> String {
        let dir = std::env::temp_dir().join(format!("costlog-load-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("temp dir");
        let path = dir.join(name);
        std::fs::write(&path, text).expect("temp file");
        path.display().to_string()
    }

    #[test]
    fn consult_as_a_goal_defines_the_files_predicates() {
        let f = temp_file("facts.pl", "fact(1).\nfact(2).\n");
        let mut m = Machine::new();
        let goal = format!("consult('{f}'), findall(X, fact(X), [1, 2])");
        assert!(solves(&mut m, &goal));
        // Loaded once: a second consult adds no clauses.
        let again = format!("ensure_loaded('{f}'), consult('{f}'), findall(X, fact(X), [1, 2])");
        assert!(solves(&mut m, &again));
    }

    #[test]
    fn use_module_as_a_goal_imports_the_exports_it_names() {
        let f = temp_file(
            "mod.pl",
            ":- module(m, [one/1, two/1]).\none(1).\ntwo(2).\n",
        );
        let mut m = Machine::new();
        let goal = format!("use_module('{f}', [one/1]), one(1), catch(two(_), error(existence_error(_, _), _), true)");
        assert!(solves(&mut m, &goal));
    }

    #[test]
    fn a_missing_file_raises_existence_error_source_sink() {
        let mut m = Machine::new();
        assert!(solves(
            &mut m,
            "catch(consult(no_such_file_here), error(existence_error(source_sink, no_such_file_here), _), true)"
        ));
        assert!(solves(
            &mut m,
            "catch(use_module(library(no_such_lib)), error(existence_error(source_sink, library(no_such_lib)), _), true)"
        ));
        assert!(solves(
            &mut m,
            "catch(consult(_), error(instantiation_error, _), true)"
        ));
    }
}
