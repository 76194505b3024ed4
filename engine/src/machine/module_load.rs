//! Loading module files: `module/2`, imports by `use_module/1,2` and `reexport/1,2`,
//! `meta_predicate/1` and the checks SWI-Prolog makes (exports that are never
//! defined). The namespaces themselves are in `modules.rs`.

use super::consult::LoadReport;
use super::modules::MetaArg;
use super::Machine;
use crate::atom::Atom;
use crate::diagnostic::{codes, Diagnostic, Severity};
use crate::reader::Parser;
use crate::term::Term;
use std::ops::Range;
use std::path::Path;

/// A module file being loaded: its name and where its `module/2` directive is.
#[derive(Clone, Debug)]
pub(crate) struct OpenModule {
    pub(crate) name: Atom,
    pub(crate) file: u32,
    pub(crate) span: Range<usize>,
}

/// Which exports `use_module/2` imports.
pub(crate) enum ImportList {
    /// All of them (`use_module/1`, `reexport/1`).
    All,
    /// Those listed (`use_module(File, [p/1, q/2])`).
    Only(Vec<(Atom, u32)>),
    /// All but those listed (`use_module(File, except([p/1]))`).
    Except(Vec<(Atom, u32)>),
}

impl ImportList {
    /// Reads the second argument of `use_module/2` / `reexport/2`.
    pub(crate) fn from_term(t: &Term) -> ImportList {
        match t {
            Term::Compound(f, a) if f.name() == "except" && a.len() == 1 => {
                ImportList::Except(predicate_indicators(&a[0]))
            }
            t => ImportList::Only(predicate_indicators(t)),
        }
    }

    fn admits(&self, pi: &(Atom, u32)) -> bool {
        match self {
            ImportList::All => true,
            ImportList::Only(l) => l.contains(pi),
            ImportList::Except(l) => !l.contains(pi),
        }
    }
}

/// The `name/arity` items of a list (other items, such as `op/3` or `p/1 as q`, skipped).
fn predicate_indicators(t: &Term) -> Vec<(Atom, u32)> {
    t.list_items()
        .unwrap_or_default()
        .into_iter()
        .filter_map(indicator)
        .collect()
}

fn indicator(t: &Term) -> Option<(Atom, u32)> {
    match t {
        Term::Compound(f, a) if matches!(&*f.name(), "/" | "//") && a.len() == 2 => {
            match (&a[0], &a[1]) {
                (Term::Atom(n), Term::Int(k)) => {
                    let extra = if f.name() == "//" { 2 } else { 0 };
                    Some((*n, u32::try_from(*k).ok()? + extra))
                }
                _ => None,
            }
        }
        _ => None,
    }
}

impl Machine {
    /// `:- module(Name, Exports)`: the rest of the file defines `Name`'s predicates.
    /// Returns the module, or `None` when the file stays in `user` (the Ciao form
    /// `module(_, _, Packages)` of single-file programs).
    pub(crate) fn enter_module(
        &mut self,
        args: &[Term],
        file: u32,
        span: Range<usize>,
        report: &mut LoadReport,
    ) -> Option<OpenModule> {
        let Term::Atom(name) = args[0] else {
            return None;
        };
        // Ciao's `module(M, _, Packages)`: every predicate of the file is exported.
        let every_own: Vec<Term>;
        let items = if matches!(args[1], Term::Var(_)) && args.len() == 3 {
            let text = self.sources[file as usize].text.clone();
            let mut own = self.own_predicates(&text);
            own.retain(|&(n, k)| (n, k) != (Atom::COLON_DASH, 1));
            own.dedup();
            every_own = own
                .into_iter()
                .map(|(n, k)| Term::compound(Atom::SLASH, vec![Term::Atom(n), Term::Int(k.into())]))
                .collect();
            Some(every_own.iter().collect())
        } else {
            args[1].list_items()
        };
        let Some(items) = items else {
            report.diagnostics.push(Diagnostic::new(
                codes::MODULE,
                Severity::Error,
                "the export list of module/2 must be a list",
                Some(file),
                span,
            ));
            return None;
        };
        let mut exports = Vec::new();
        for item in items {
            match item {
                Term::Compound(f, a) if f.name() == "op" && a.len() == 3 => {
                    self.run_directive(item, file, span.clone(), report);
                }
                other => match indicator(other) {
                    Some(pi) => exports.push(pi),
                    None => report.diagnostics.push(Diagnostic::new(
                        codes::MODULE,
                        Severity::Error,
                        format!(
                            "not a predicate indicator in the export list: {}",
                            self.format_term(other, crate::write::WriteOptions::writeq())
                        ),
                        Some(file),
                        span.clone(),
                    )),
                },
            }
        }
        let path = self.sources[file as usize].path.clone();
        self.db
            .modules
            .file_module
            .insert(super::consult::file_key(&path), name);
        self.db.modules.set_exports(name, exports);
        self.db.modules.current = name;
        // Every predicate the file defines is the module's own from the start, so that
        // a call compiled before the definition does not bind to a library predicate.
        let text = self.sources[file as usize].text.clone();
        for (n, k) in self.own_predicates(&text) {
            self.db.defined_pred_id(name, n, k);
        }
        Some(OpenModule { name, file, span })
    }

    /// `:- export(PIs)` (Ciao, SWI-Prolog): adds `p/1`, a list or a conjunction of
    /// indicators to `module`'s exports, which are then checked like the others.
    pub(crate) fn add_exports(&mut self, module: Atom, pis: &Term) {
        let mut exports = self.db.modules.exports(module).to_vec();
        let mut pending = vec![pis];
        while let Some(t) = pending.pop() {
            match t {
                Term::Compound(f, a) if *f == Atom::COMMA && a.len() == 2 => {
                    pending.extend([&a[1], &a[0]]);
                }
                t => {
                    let items = t.list_items().unwrap_or_else(|| vec![t]);
                    for pi in items.into_iter().filter_map(indicator) {
                        if !exports.contains(&pi) {
                            exports.push(pi);
                        }
                    }
                }
            }
        }
        self.db.modules.set_exports(module, exports);
    }

    /// The predicates whose clauses a file holds (read with the current operators).
    fn own_predicates(&self, text: &str) -> Vec<(Atom, u32)> {
        let opts = self.read_options();
        let mut parser = Parser::new(text);
        let mut found = Vec::new();
        while let Some(item) = parser.next_clause(&self.ops, &opts) {
            if let Ok(rt) = item {
                found.extend(super::consult::clause_predicate(&rt.term));
            }
        }
        found
    }

    /// At the end of a module file: every export must be defined.
    pub(crate) fn close_module(&mut self, module: &OpenModule, report: &mut LoadReport) {
        let exports = self.db.modules.exports(module.name).to_vec();
        for (n, k) in exports {
            let defined = self.db.lookup_in(module.name, n, k).is_some_and(|p| {
                let p = self.db.pred(p);
                p.defined || p.dynamic
            });
            if !defined {
                report.diagnostics.push(Diagnostic::new(
                    codes::MODULE,
                    Severity::Error,
                    format!(
                        "exported procedure {}:{}/{k} is not defined",
                        module.name.name(),
                        self.format_term(&Term::Atom(n), crate::write::WriteOptions::writeq())
                    ),
                    Some(module.file),
                    module.span.clone(),
                ));
            }
        }
    }

    /// Imports the exports of the module `path` defines into the current module
    /// (`reexport`: and adds them to the current module's exports).
    pub(crate) fn import_file(&mut self, path: &Path, list: &ImportList, reexport: bool) {
        let key = super::consult::file_key(path);
        let Some(&source) = self.db.modules.file_module.get(&key) else {
            return;
        };
        let importer = self.db.modules.current;
        if importer == source {
            return;
        }
        let exports: Vec<(Atom, u32)> = self
            .db
            .modules
            .exports(source)
            .iter()
            .filter(|pi| list.admits(pi))
            .copied()
            .collect();
        for &(n, k) in &exports {
            // The module's own predicate, or one it reexports.
            let pred = self.db.pred_id_in(source, n, k);
            self.db.modules.import(importer, n, k, pred);
        }
        if reexport && importer != Atom::USER {
            let mut own = self.db.modules.exports(importer).to_vec();
            own.extend(exports);
            self.db.modules.set_exports(importer, own);
        }
    }

    /// `:- meta_predicate p(0, ?, 2)`: goals passed in those positions from other
    /// modules are qualified with the caller's module.
    pub(crate) fn declare_meta(&mut self, specs: &Term) {
        let mut items = vec![specs];
        while let Some(t) = items.pop() {
            match t {
                Term::Compound(f, a) if *f == Atom::COMMA && a.len() == 2 => {
                    items.extend([&a[1], &a[0]]);
                }
                Term::Compound(f, a) => {
                    let module = self.db.modules.current;
                    let pred = self.db.defined_pred_id(module, *f, a.len() as u32);
                    let args = a.iter().map(MetaArg::from_spec).collect();
                    self.db.modules.set_meta(pred, args);
                }
                _ => {}
            }
        }
    }
}
