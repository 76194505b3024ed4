//! library(plunit)'s test units as the loader reads them: between
//! `:- begin_tests(Unit[, Options])` and `:- end_tests(Unit)`, a clause
//! `test(Name[, Options]) :- Body` becomes the fact
//! `'$plunit_test'(Unit, Name, Options, Body, File, Line)`, and the unit the fact
//! `'$plunit_unit'(Unit, Options, File, Line)`, which `run_tests/0,1,2`
//! (prelude/plunit.pl) read. Tests are data, not predicates: units in different
//! files never redefine each other's tests, and cost analysis does not see them.

use super::db::ClauseSource;
use super::Machine;
use crate::atom::Atom;
use crate::reader::LineIndex;
use crate::reader::SourceFile;
use crate::term::Term;
use std::ops::Range;

/// The `test/1,2` clause's name, options and body, if `clause` is one.
pub(super) fn test_clause(clause: &Term) -> Option<(Term, Term, Term)> {
    let (head, body) = match clause {
        Term::Compound(f, a) if *f == Atom::COLON_DASH && a.len() == 2 => (&a[0], a[1].clone()),
        head => (head, Term::Atom(Atom::TRUE)),
    };
    match head {
        Term::Compound(f, a) if f.name() == "test" && a.len() == 1 => {
            Some((a[0].clone(), Term::Atom(Atom::NIL), body))
        }
        Term::Compound(f, a) if f.name() == "test" && a.len() == 2 => {
            Some((a[0].clone(), a[1].clone(), body))
        }
        _ => None,
    }
}

impl Machine {
    /// Adds `'$plunit_unit'(Unit, Options, File, Line)` for a `begin_tests` directive.
    pub(super) fn add_test_unit(
        &mut self,
        unit: &Term,
        options: &Term,
        file: u32,
        span: Range<usize>,
    ) {
        self.add_unit_fact(
            "$plunit_unit",
            vec![unit.clone(), options.clone()],
            file,
            span,
        );
    }

    /// Adds the fact for one test of `unit`.
    pub(super) fn add_unit_test(
        &mut self,
        unit: &Term,
        (name, options, body): (Term, Term, Term),
        file: u32,
        span: Range<usize>,
    ) {
        let args = vec![unit.clone(), name, options, body];
        self.add_unit_fact("$plunit_test", args, file, span);
    }

    /// Adds `Name(Args..., File, Line)` as a multifile fact: the location is the
    /// file's path (absolute where it can be) and the clause's line.
    fn add_unit_fact(&mut self, name: &str, mut args: Vec<Term>, file: u32, span: Range<usize>) {
        let SourceFile { path, text } = &self.sources[file as usize];
        let shown = std::fs::canonicalize(path).unwrap_or_else(|_| path.clone());
        let (line, _) = LineIndex::new(text).line_col(span.start);
        args.push(Term::atom(&shown.to_string_lossy()));
        args.push(Term::Int(line as i64));
        let pred = self.db.pred_id(Atom::new(name), args.len() as u32);
        self.db.pred_mut(pred).multifile = true;
        let head = Term::compound(name, args);
        let source = ClauseSource {
            file: Some(file),
            span,
        };
        // A fact with a callable head cannot be refused.
        let _ = self.add_clause(&head, &Term::Atom(Atom::TRUE), false, source);
    }
}
