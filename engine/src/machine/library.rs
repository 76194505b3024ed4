//! Loading the Prolog-written library (`prelude/`): the eager files when a machine
//! is made, the others on the first call of one of their predicates.

use super::db::PredKind;
use super::Machine;
use crate::atom::Atom;
use crate::prelude::{Lazy, CIAO_PACKAGES, CIAO_PROPS, EAGER, LAZY};
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
        for lazy in LAZY {
            self.index_lazy(lazy);
        }
    }

    /// Makes `lazy`'s predicates load it on their first call.
    fn index_lazy(&mut self, lazy: &'static Lazy) {
        for &(name, arity) in lazy.autoload {
            self.autoload.insert((Atom::new(name), arity), lazy);
        }
    }

    /// Called for each package or library a program loads: defines the library's
    /// operators (clpfd's), and one of Ciao's makes Ciao's basic properties
    /// (`int/1`, `atm/1`, `list/2` ...) callable.
    pub(super) fn package_loaded(&mut self, name: &str) {
        super::consult::add_library_ops(&mut self.ops, name);
        // Its private helper tells whether the file is indexed or loaded already.
        let marker = Atom::new("$ciao_posint");
        let known = self.autoloadable(marker, 1) || self.db.lookup(marker, 1).is_some();
        if CIAO_PACKAGES.contains(&name) && !known {
            self.index_lazy(&CIAO_PROPS);
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
        self.autoload.retain(|_, f| !std::ptr::eq(*f, file));
        let ops = crate::ops::OpTable::standard();
        let opts = crate::reader::ReadOptions::default();
        // Library files are `user`'s, whatever module the call came from.
        let caller = std::mem::replace(&mut self.db.modules.current, Atom::USER);
        self.load_library_text(file.text, &ops, &opts, true);
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
    fn ciao_properties_are_callable_only_in_programs_that_load_ciao_packages() {
        let mut m = Machine::new();
        let report = m.consult_str(
            "ciao.pl",
            ":- module(_, [p/1], [assertions, regtypes, predefres(res_all)]).\np(X) :- int(X).\n",
        );
        assert!(report.diagnostics.is_empty(), "{:?}", report.diagnostics);
        assert!(solves(
            &mut m,
            "p(3), \\+ p(a), atm(a), \\+ atm(1), num(1.5), gnd(f(a))"
        ));
        assert!(solves(
            &mut m,
            "list([1,2], int), \\+ list([1,a], int), nnegint(0), \\+ nnegint(-1)"
        ));
        // Unbound, int/1 enumerates 0, 1, -1, 2, -2 ... as Ciao's regular type does.
        assert!(solves(
            &mut m,
            "findall(X, limit(5, int(X)), [0, 1, -1, 2, -2])"
        ));
        let mut m = Machine::new();
        let report = m.consult_str("swi.pl", "p(X) :- int(X).\n");
        assert!(report.diagnostics.is_empty());
        assert!(solves(
            &mut m,
            "catch(p(1), error(existence_error(procedure, int/1), _), true)"
        ));
        let mut m = Machine::new();
        m.consult_str("pkg.pl", ":- use_package(regtypes).\n");
        assert!(solves(&mut m, "atm(a)"));
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
