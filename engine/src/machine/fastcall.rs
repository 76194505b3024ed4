//! The common call inlined into the run loop: a static predicate's clauses entered
//! with no hook, limit or collection due. Anything else (builtins, control
//! constructs, dynamic or changed predicates, a call no clause matches, a step or
//! time limit or a garbage collection to check) is left to `Machine::call_pred`,
//! which does the same and more out of line, so this path changes no behaviour.
//! A predicate with a shortcut (`arg/3`, see `db::Shortcut`) is answered here in its common mode
//! as its clauses would answer it; the hooked loop always runs the clauses, so
//! counts, ports and profiles see the clauses.

use super::cc::{LITERAL_CC, NO_CC};
use super::cell::Cell;
use super::db::Pred;
use super::instr::PredId;
use super::state::Alternative;
use super::{Machine, OccursCheck};
use std::rc::Rc;

impl Machine {
    /// Enters static predicate `pred` (arguments in the argument registers) if it
    /// is the common case (its one `plain` flag, [`Pred::is_plain`]); returns
    /// `false`, having changed nothing, if not (a predicate with a shortcut
    /// included: `call_pred` tries it, [`Machine::answer_by_shortcut`]).
    /// `H`: the hooked loop while it only profiles ([`Machine::prof_fast`]): the
    /// entry `call_pred` makes there, the choice point a committing clause would
    /// cut at once included (the profile counts it and the cut), the head noted
    /// for its failure count and, for a cost centre, its activation opened after
    /// the call's inference and before its choice point (a literal
    /// `cost_center/2` is left to `call_pred`).
    #[inline(always)]
    pub(super) fn enter_static<const H: bool>(&mut self, pred: PredId) -> bool {
        let next = self.inferences + 1;
        if next >= self.call_gate || self.heap.len() >= self.gc_threshold {
            return false;
        }
        let p = &self.db.preds[pred.index()];
        // Without a profiler (`!H`) no predicate is a centre.
        let cc = if H { p.cc() } else { NO_CC };
        if !p.is_plain() || (H && cc == LITERAL_CC) {
            return false;
        }
        let list = self.first_arg_candidates(p);
        let Some(&first) = list.first() else {
            return false;
        };
        let clause = &p.clauses[first as usize];
        let code = clause.code;
        let nargs = p.arity;
        // A clause that commits on entry would cut the choice point at once.
        let more = (list.len() > 1 && (H || !self.commits_at_call(clause.commit))).then(|| {
            Alternative::Clauses {
                pred,
                list: list.clone(),
                next: 1,
            }
        });
        self.inferences = next;
        if H && cc != NO_CC {
            self.cc_open(cc);
        }
        self.b0 = self.cps.len() as u32;
        if let Some(alt) = more {
            let gen = self.db.generation;
            self.push_choice(alt, nargs, gen);
        }
        self.cur_pred = pred;
        if H {
            self.in_head = true;
        }
        self.p = code;
        true
    }

    /// Static predicate `pred`, which has a shortcut, answered by it when the call
    /// is in the shortcut's mode (the unhooked loop's `call_pred`, which has counted
    /// the inference, run any collection due and checked the limits): returns to
    /// the continuation on success, with the cut barrier and current predicate the
    /// clause's entry would set. `None`, having changed nothing, otherwise; a
    /// binding that could wake a goal or need an occurs check is left to the
    /// clauses too.
    #[inline(never)]
    pub(super) fn answer_by_shortcut(&mut self, pred: PredId) -> Option<bool> {
        let p = &self.db.preds[pred.index()];
        if p.dynamic || self.attv.on || self.occurs_check != OccursCheck::False {
            return None;
        }
        let ok = (p.shortcut()?)(self)?;
        self.b0 = self.cps.len() as u32;
        self.cur_pred = pred;
        if ok {
            self.p = self.cp;
        }
        Some(ok)
    }

    /// The clauses of `p` the first argument of the call (in register 0) may
    /// match, by first-argument indexing: all of them for a variable or arity 0.
    #[inline(always)]
    pub(super) fn first_arg_candidates<'p>(&self, p: &'p Pred) -> &'p Rc<[u32]> {
        if p.arity == 0 {
            return &p.index.all;
        }
        match self.deref(self.regs[0]) {
            Cell::Ref(_) => &p.index.all,
            Cell::Lis(_) => &p.index.list,
            c => p.candidates(self.key_of(c)),
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::atom::Atom;
    use crate::machine::cell::Cell;
    use crate::machine::test_support::{loaded, solves};
    use crate::machine::Machine;

    /// `arg/3` called with position `n` on `f(a, b)` as the unhooked loop calls
    /// it (`enter_static` declines, the shortcut answers or declines): the answer
    /// and argument register 2 after.
    fn arg_entry(m: &mut Machine, n: Cell) -> (Option<bool>, Cell) {
        let h = m.heap.len() as u32;
        m.heap.extend([
            Cell::Fun(Atom::new("f"), 2),
            Cell::Atom(Atom::new("a")),
            Cell::Atom(Atom::new("b")),
        ]);
        m.regs[0] = n;
        m.regs[1] = Cell::Str(h);
        m.regs[2] = m.new_var();
        let pred = m.db.lookup(Atom::new("arg"), 3).expect("arg/3 is defined");
        // As the first call through `call_pred` leaves it.
        m.db.pred_mut(pred).rebuild_index();
        assert!(!m.enter_static::<false>(pred), "arg/3 entered a clause");
        let answer = m.answer_by_shortcut(pred);
        (answer, m.arg(2))
    }

    #[test]
    fn arg_shortcut_answers_integer_positions_and_leaves_the_rest_to_the_clauses() {
        let mut m = Machine::new();
        assert_eq!(
            arg_entry(&mut m, Cell::Int(2)),
            (Some(true), Cell::Atom(Atom::new("b")))
        );
        assert_eq!(arg_entry(&mut m, Cell::Int(0)).0, Some(false));
        assert_eq!(arg_entry(&mut m, Cell::Int(3)).0, Some(false));
        // Enumeration and errors are the clauses' work.
        let var = m.new_var();
        assert_eq!(arg_entry(&mut m, var).0, None);
        assert_eq!(arg_entry(&mut m, Cell::Int(-1)).0, None);
        assert_eq!(arg_entry(&mut m, Cell::Atom(Atom::new("x"))).0, None);
    }

    /// The one flag `enter_static` tests follows the five conditions it caches:
    /// set by the index rebuild of a static predicate, cleared by a clause added,
    /// a dynamic declaration or a shortcut, never set for a builtin; a cost centre
    /// leaves it (the profiled loop's inline entry opens the centre).
    #[test]
    fn plain_flag_is_cleared_by_every_change_that_needs_the_general_path() {
        let mut m = loaded("p(1).\np(2).\n");
        let p = m.db.lookup(Atom::new("p"), 1).expect("p/1 is defined");
        assert!(solves(&mut m, "p(2)"));
        assert!(m.db.pred(p).is_plain(), "called static predicate");
        let head = crate::term::Term::compound("p", vec![crate::term::Term::Int(3)]);
        m.add_test_clause(&head, &crate::term::Term::atom("true"));
        assert!(!m.db.pred(p).is_plain(), "clause added");
        assert!(solves(&mut m, "p(3)"), "the new clause is seen");
        assert!(m.db.pred(p).is_plain(), "index rebuilt by the call");
        m.db.pred_mut(p).make_dynamic();
        assert!(!m.db.pred(p).is_plain(), "declared dynamic");
        m.db.pred_mut(p).rebuild_index();
        assert!(!m.db.pred(p).is_plain(), "dynamic after a rebuild");
        let q = m.db.pred_id(Atom::new("q"), 3);
        m.db.pred_mut(q).rebuild_index();
        assert!(m.db.pred(q).is_plain());
        m.db.pred_mut(q).set_cc(crate::profile::CcId(1));
        assert!(m.db.pred(q).is_plain(), "a cost centre stays plain");
        m.db.pred_mut(q).set_cc(crate::machine::cc::NO_CC);
        m.db.pred_mut(q).set_shortcut(crate::builtins::arg_shortcut);
        assert!(!m.db.pred(q).is_plain(), "shortcut");
        let atom_length = m.db.lookup(Atom::new("atom_length"), 2).expect("a builtin");
        m.db.pred_mut(atom_length).rebuild_index();
        assert!(!m.db.pred(atom_length).is_plain(), "builtin");
    }

    /// Each goal holds with counting off (the shortcut) and on (the hooked loop,
    /// which enters arg/3's clauses), and both take the same inferences.
    #[test]
    fn arg_answers_and_inferences_are_those_of_the_clauses() {
        let goals = [
            "arg(2, f(a, b, c), X), X == b",
            "\\+ arg(0, f(a), _)",
            "\\+ arg(4, f(a, b, c), _)",
            "arg(2, [h|t], T), T == t",
            "\\+ arg(1, f(a), b)",
            "arg(1, f(g(Y)), g(Z)), Y == Z",
            "catch(arg(-1, f(a), _), error(E, _), true), E == domain_error(not_less_than_zero, -1)",
            "catch(arg(1, atom, _), error(E, _), true), E == type_error(compound, atom)",
            "findall(N-A, arg(N, f(a, b), A), L), L == [1-a, 2-b]",
            "freeze(V, W = woke), arg(1, f(a), V), W == woke",
            "set_prolog_flag(occurs_check, true), T = f(Q), \\+ arg(1, g(T), Q)",
            "set_prolog_flag(occurs_check, error), T = f(Q), catch(arg(1, g(T), Q), error(E, _), true), E = occurs_check(_, _)",
            "loop(1000)",
        ];
        let program = "loop(0) :- !.\nloop(N) :- arg(1, f(N), X), X == N, M is N - 1, loop(M).\n";
        for goal in goals {
            let mut inferences = Vec::new();
            for counting in [false, true] {
                let mut m = loaded(program);
                m.set_counting(counting);
                let before = m.inferences;
                assert!(solves(&mut m, goal), "{goal} (counting {counting})");
                inferences.push(m.inferences - before);
            }
            assert_eq!(inferences[0], inferences[1], "{goal}");
        }
    }
}
