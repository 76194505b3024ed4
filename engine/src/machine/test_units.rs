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
        let options = qualify_options(self.db.modules.current, options);
        self.add_unit_fact("$plunit_unit", vec![unit.clone(), options], file, span);
    }

    /// Adds the fact for one test of `unit`. In a module file the body and the
    /// goals of its options run in that module (`run_tests/0` finds the test from
    /// any module, as in SWI-Prolog).
    pub(super) fn add_unit_test(
        &mut self,
        unit: &Term,
        (name, options, body): (Term, Term, Term),
        file: u32,
        span: Range<usize>,
    ) {
        let module = self.db.modules.current;
        let options = qualify_options(module, &options);
        let args = vec![unit.clone(), name, options, qualify(module, body)];
        self.add_unit_fact("$plunit_test", args, file, span);
    }

    /// Adds `Name(Args..., File, Line)` as a multifile fact of module `user`: the
    /// location is the file's path (absolute where it can be) and the clause's line.
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
        let module = std::mem::replace(&mut self.db.modules.current, Atom::USER);
        // A fact with a callable head cannot be refused.
        let _ = self.add_clause(&head, &Term::Atom(Atom::TRUE), false, source);
        self.db.modules.current = module;
    }
}

/// `goal` to run in `module`: qualified by it, or `goal` itself in `user`.
fn qualify(module: Atom, goal: Term) -> Term {
    if module == Atom::USER {
        goal
    } else {
        super::modules::qualify(module, &goal)
    }
}

/// Test or unit options (a list or a single option) with their goals qualified.
fn qualify_options(module: Atom, options: &Term) -> Term {
    match options.list_items() {
        Some(items) => Term::list(
            items
                .into_iter()
                .map(|o| qualify_goal_option(module, o))
                .collect::<Vec<_>>(),
        ),
        None => qualify_goal_option(module, options),
    }
}

/// A test option whose argument is a goal (`setup`, `cleanup`, `condition`,
/// `forall`) with that goal qualified by `module`; other options as they are.
fn qualify_goal_option(module: Atom, option: &Term) -> Term {
    match option {
        Term::Compound(f, a)
            if a.len() == 1
                && matches!(&*f.name(), "setup" | "cleanup" | "condition" | "forall") =>
        {
            Term::Compound(*f, vec![qualify(module, a[0].clone())])
        }
        other => other.clone(),
    }
}
