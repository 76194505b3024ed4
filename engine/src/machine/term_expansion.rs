//! `term_expansion/2` and `goal_expansion/2` while a file loads, as SWI-Prolog
//! applies them: each term read is first given to the user's `term_expansion/2`
//! (a term or a list of terms comes back), grammar rules among the results are
//! translated, and the bodies of the clauses and directives are given to
//! `goal_expansion/2` (`expand_goal/2`, in `prelude/boot.pl`). Nothing is called
//! unless the program defines one of the hooks, so loading costs what it did.
//! An expanded term no longer matches the text: its spans are the whole clause's.

use super::consult::LoadReport;
use super::{Machine, Outcome};
use crate::atom::Atom;
use crate::diagnostic::{codes, Diagnostic, Severity};
use crate::reader::ReadTerm;
use crate::term::Term;

impl Machine {
    /// What the term `rt` read from `file` loads as: itself, or what the user's
    /// expansion hooks make of it (an error in a hook is reported, and the term
    /// loads unexpanded).
    pub(super) fn expand_by_hooks(
        &mut self,
        rt: ReadTerm,
        file: u32,
        report: &mut LoadReport,
    ) -> Vec<ReadTerm> {
        let term_hooks = self.hook_modules(Atom::TERM_EXPANSION);
        let goal_hooks = self.hook_modules(Atom::GOAL_EXPANSION);
        if term_hooks.is_empty() && goal_hooks.is_empty() {
            return vec![rt];
        }
        let out = Term::Var(super::consult::fresh_var(&rt));
        let modules =
            |ms: Vec<Atom>| Term::list(ms.into_iter().map(Term::Atom).collect::<Vec<_>>());
        let args = vec![
            rt.term.clone(),
            modules(term_hooks),
            modules(goal_hooks),
            out.clone(),
        ];
        let goal = Term::compound("$load_expand", args);
        let expanded = match self.all_solutions(&goal, &out, 1) {
            Ok(mut found) if !found.is_empty() => found.swap_remove(0),
            Ok(_) | Err(Outcome::Failed | Outcome::Solved | Outcome::Halted(_)) => return vec![rt],
            Err(Outcome::Error(e)) => {
                let error = crate::messages::describe_error(&e, &self.ops);
                report.diagnostics.push(Diagnostic::new(
                    codes::DIRECTIVE_FAILED,
                    Severity::Warning,
                    format!("term or goal expansion raised exception: {error}"),
                    Some(file),
                    rt.span.clone(),
                ));
                return vec![rt];
            }
        };
        if expanded == rt.term {
            return vec![rt];
        }
        let items = expanded.list_items().map_or_else(
            || vec![expanded.clone()],
            |items| items.into_iter().cloned().collect(),
        );
        items
            .into_iter()
            .map(|term| ReadTerm::made_at(term, rt.span.clone()))
            .collect()
    }

    /// The modules whose own hook `name/2` the loader calls, in SWI-Prolog's order:
    /// the module being loaded into, then `user` (library definitions do not count).
    fn hook_modules(&self, name: Atom) -> Vec<Atom> {
        let current = self.db.modules.current;
        let mut modules = vec![current];
        if current != Atom::USER {
            modules.push(Atom::USER);
        }
        modules.retain(|&module| {
            self.db.lookup_in(module, name, 2).is_some_and(|p| {
                let pred = self.db.pred(p);
                self.db.modules.module_of(p) == module && pred.defined && !pred.library
            })
        });
        modules
    }
}

#[cfg(test)]
mod tests {
    use super::super::test_support::solves;
    use crate::machine::Machine;

    #[test]
    fn term_expansion_makes_several_clauses_and_grammar_rules_and_bodies_are_expanded() {
        let mut m = Machine::new();
        let text = "term_expansion(gen(N), Cs) :- findall(num(I), between(1, N, I), Cs).\n\
                    goal_expansion(twice(X), (X, X)).\n\
                    gen(3).\n\
                    greeting --> [hello], { twice(true) }.\n\
                    p(R) :- twice(R = 1).\n";
        let report = m.consult_str("e.pl", text);
        assert!(report.diagnostics.is_empty(), "{:?}", report.diagnostics);
        assert!(solves(&mut m, "findall(I, num(I), [1, 2, 3])"));
        assert!(solves(&mut m, "\\+ catch(gen(_), _, fail)"));
        assert!(solves(&mut m, "phrase(greeting, [hello])"));
        assert!(solves(&mut m, "clause(p(R), B), B == (R = 1, R = 1)"));
    }

    #[test]
    fn a_file_without_hooks_loads_its_terms_as_read() {
        let mut m = Machine::new();
        let report = m.consult_str("plain.pl", "q(1).\nq(2) :- true.\n");
        assert!(report.diagnostics.is_empty(), "{:?}", report.diagnostics);
        assert_eq!(report.clauses.len(), 2);
        assert!(solves(&mut m, "findall(X, q(X), [1, 2])"));
    }
}
