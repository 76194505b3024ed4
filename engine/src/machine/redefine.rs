//! What loading does when a file gives clauses for a predicate that already has
//! some, as SWI-Prolog does:
//! - the same file loaded again (a reconsult): its old clauses go, silently;
//! - another file, the predicate not `multifile`: the old clauses go too, with a
//!   warning ("Redefined static procedure p/1", SWI-Prolog's words, for dynamic
//!   predicates as well) naming where they were;
//! - a `multifile` predicate: the clauses are added.
//!
//! The clauses that go are remembered by their source position so that the static
//! analysis, which reads clauses as loaded, leaves them out too: the program it
//! analyses is the one that runs.

use super::consult::LoadReport;
use super::instr::PredId;
use super::Machine;
use crate::diagnostic::{codes, Diagnostic, Severity};
use crate::reader::LineIndex;
use std::ops::Range;
use std::path::PathBuf;

impl Machine {
    /// Called at the first clause of `pred` read while loading `owner` (the file a
    /// consult started from: clauses of included files are the includer's): drops
    /// the clauses a reconsult or another file's definition replaces, and makes
    /// `owner` the predicate's file.
    pub(crate) fn claim_predicate(
        &mut self,
        pred: PredId,
        owner: PathBuf,
        file: u32,
        span: Range<usize>,
        report: &mut LoadReport,
    ) {
        match self.pred_file.get(&pred) {
            Some(previous) if *previous == owner => self.drop_clauses(pred),
            Some(_) if self.has_other_definition(pred) => {
                report
                    .diagnostics
                    .push(self.redefinition_warning(pred, file, span));
                self.drop_clauses(pred);
            }
            _ => {}
        }
        self.pred_file.insert(pred, owner);
    }

    /// Whether clauses read from another file in `file`'s place `span` were
    /// replaced by a later definition (see the module doc).
    pub fn is_superseded(&self, file: u32, span: &Range<usize>) -> bool {
        self.superseded.contains(&(file, span.clone()))
    }

    /// Live clauses that a new definition would replace: not multifile.
    fn has_other_definition(&self, pred: PredId) -> bool {
        let p = self.db.pred(pred);
        !p.multifile && p.live_clauses().next().is_some()
    }

    fn redefinition_warning(&self, pred: PredId, file: u32, span: Range<usize>) -> Diagnostic {
        let p = self.db.pred(pred);
        let message = format!("redefined static procedure {}/{}", p.name.name(), p.arity);
        let mut d = Diagnostic::new(
            codes::REDEFINED,
            Severity::Warning,
            message,
            Some(file),
            span,
        );
        let first = p
            .live_clauses()
            .next()
            .map(|i| &p.clauses[i as usize].source);
        if let Some(place) = first.and_then(|s| self.source_place(s.file?, &s.span)) {
            d = d.with_note(format!("previously defined at {place}"));
        }
        d
    }

    /// `path:line` of byte `span.start` in source file `file`.
    pub(super) fn source_place(&self, file: u32, span: &Range<usize>) -> Option<String> {
        let source = self.sources.get(file as usize)?;
        let (line, _) = LineIndex::new(&source.text).line_col(span.start);
        Some(format!("{}:{line}", source.path.display()))
    }

    /// Kills every clause of `pred`, remembering where the ones read from files were.
    fn drop_clauses(&mut self, pred: PredId) {
        let p = self.db.pred(pred);
        let places: Vec<(u32, Range<usize>)> = p
            .live_clauses()
            .filter_map(|i| {
                let s = &p.clauses[i as usize].source;
                Some((s.file?, s.span.clone()))
            })
            .collect();
        self.superseded.extend(places);
        self.db.generation += 1;
        let g = self.db.generation;
        let freed = self.db.pred_mut(pred).kill_all(g);
        self.free_slots(pred, &freed);
    }
}

#[cfg(test)]
mod tests {
    use super::super::test_support::solves;
    use super::*;

    #[test]
    fn another_file_replaces_a_definition_with_a_warning() {
        let mut m = Machine::new();
        let a = m.consult_str("a.pl", "p(1).\np(2).\n");
        let b = m.consult_str("b.pl", "p(3).\n");
        assert!(a.diagnostics.is_empty(), "{:?}", a.diagnostics);
        let warnings: Vec<_> = b
            .diagnostics
            .iter()
            .filter(|d| d.code == codes::REDEFINED)
            .collect();
        assert_eq!(warnings.len(), 1, "{:?}", b.diagnostics);
        assert_eq!(warnings[0].message, "redefined static procedure p/1");
        assert_eq!(
            warnings[0].notes,
            vec!["previously defined at a.pl:1".to_string()]
        );
        assert!(solves(&mut m, "findall(X, p(X), [3])"));
        let (file, rt) = &a.clauses[0];
        assert!(m.is_superseded(*file, &rt.span));
        assert!(!m.is_superseded(b.clauses[0].0, &b.clauses[0].1.span));
    }

    #[test]
    fn multifile_predicates_collect_clauses_from_every_file() {
        let mut m = Machine::new();
        m.consult_str("a.pl", ":- multifile q/1.\nq(1).\n");
        let b = m.consult_str("b.pl", "q(2).\n");
        assert!(b.diagnostics.is_empty(), "{:?}", b.diagnostics);
        assert!(solves(&mut m, "findall(X, q(X), [1, 2])"));
    }

    #[test]
    fn a_reconsult_replaces_silently_and_one_file_keeps_all_its_clauses() {
        let mut m = Machine::new();
        let text = ":- discontiguous r/1.\nr(1).\ns.\nr(2).\n";
        let first = m.consult_str("a.pl", text);
        assert!(first.diagnostics.is_empty(), "{:?}", first.diagnostics);
        let again = m.consult_str("a.pl", text);
        assert!(again.diagnostics.is_empty(), "{:?}", again.diagnostics);
        assert!(solves(&mut m, "findall(X, r(X), [1, 2])"));
    }
}
