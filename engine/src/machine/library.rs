//! Loading the Prolog-written library (`prelude/`): the eager files when a machine
//! is made, the others on the first call of one of their predicates.

use super::db::PredKind;
use super::Machine;
use crate::atom::Atom;
use crate::prelude::{EAGER, LAZY};
use crate::term::Term;

impl Machine {
    /// Loads the eager library files and indexes the lazy ones' predicates.
    pub(super) fn load_library(&mut self) {
        // Library text reads `"..."` as codes, whatever the program's flag.
        let opts = crate::reader::ReadOptions::default();
        for &(name, text) in EAGER {
            let ops = self.ops.clone();
            self.load_library_text(text, &ops, &opts, false);
            if name == "boot.pl" {
                for p in &mut self.db.preds {
                    if p.library && matches!(p.kind, PredKind::Clauses) {
                        p.system = true;
                    }
                }
            }
        }
        for (i, lazy) in LAZY.iter().enumerate() {
            for &(name, arity) in lazy.autoload {
                self.autoload.insert((Atom::new(name), arity), i);
            }
        }
    }

    /// Whether `name/arity` is a predicate of a library file not loaded yet.
    pub(super) fn autoloadable(&self, name: Atom, arity: u32) -> bool {
        self.autoload.contains_key(&(name, arity))
    }

    /// Loads the library file defining `name/arity` if it is not loaded yet; returns
    /// whether it did. The text is read with the standard operators and flags,
    /// whatever the program changed, and clauses of predicates the program defines
    /// itself are left out.
    pub(super) fn autoload(&mut self, name: Atom, arity: u32) -> bool {
        let Some(&file) = self.autoload.get(&(name, arity)) else {
            return false;
        };
        self.autoload.retain(|_, f| *f != file);
        let ops = crate::ops::OpTable::standard();
        let opts = crate::reader::ReadOptions::default();
        // Library files are `user`'s, whatever module the call came from.
        let caller = std::mem::replace(&mut self.db.modules.current, Atom::USER);
        self.load_library_text(LAZY[file].text, &ops, &opts, true);
        self.db.modules.current = caller;
        true
    }

    fn load_library_text(
        &mut self,
        text: &str,
        ops: &crate::ops::OpTable,
        opts: &crate::reader::ReadOptions,
        skip_user: bool,
    ) {
        let mut parser = crate::reader::Parser::new(text);
        while let Some(item) = parser.next_clause(ops, opts) {
            let Ok(rt) = item else { continue };
            let (head, body) = match rt.term {
                Term::Compound(f, mut a) if f == Atom::COLON_DASH && a.len() == 2 => {
                    let b = a.pop().unwrap_or(Term::Atom(Atom::TRUE));
                    (a.pop().unwrap_or(Term::Atom(Atom::TRUE)), b)
                }
                t => (t, Term::Atom(Atom::TRUE)),
            };
            if skip_user && self.user_defines(&head) {
                continue;
            }
            let _ = self.add_clause(&head, &body, true, Default::default());
        }
    }

    /// Whether the program has its own (non-library) definition of `head`'s predicate.
    fn user_defines(&self, head: &Term) -> bool {
        let Some((name, arity)) = head.functor() else {
            return false;
        };
        self.db.lookup(name, arity as u32).is_some_and(|id| {
            let p = self.db.pred(id);
            !p.library && (p.defined || p.dynamic)
        })
    }
}

#[cfg(test)]
mod tests {
    use crate::machine::{Machine, Outcome};

    fn solves(m: &mut Machine, goal: &str) -> bool {
        let g = m.parse_goal(goal).expect("goal parses");
        m.run_once(&g) == Outcome::Solved
    }

    #[test]
    fn a_lazy_library_loads_on_first_call() {
        let mut m = Machine::new();
        assert!(m.is_defined("put_assoc", 4));
        assert!(solves(
            &mut m,
            "list_to_assoc([a-1], A), get_assoc(a, A, 1)"
        ));
        assert!(solves(&mut m, "call(fail_if, fail)"));
    }

    #[test]
    fn a_user_definition_survives_loading_its_library() {
        let mut m = Machine::new();
        let report = m.consult_str("user.pl", "option(mine, _).\n");
        assert!(report.diagnostics.is_empty());
        assert!(solves(
            &mut m,
            "select_option(a(X), [a(1)], R), X == 1, R == []"
        ));
        assert!(solves(&mut m, "option(mine, [])"));
        assert!(!solves(&mut m, "option(a(_), [a(1)])"));
    }
}
