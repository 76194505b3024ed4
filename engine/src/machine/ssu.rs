//! SWI-Prolog's single sided unification (`Head, Guard => Body`) and the `$/0`
//! determinism cut, as load-time clause rewriting.
//!
//! An SSU clause becomes an ordinary clause whose head keeps the arguments that are
//! distinct fresh variables; the other arguments are matched by subsumption
//! (`subsumes_term/2`; `==/2` for atomic ones; `nonvar/1` and `=/2` for a compound
//! of fresh distinct variables) before the guard, and a cut commits after it. Every SSU predicate ends in a clause raising
//! `existence_error(matching_rule, Head)`, moved behind each clause added. A
//! predicate may not mix `:-` and `=>` clauses. A `$` in a clause body's top-level
//! conjunction becomes a cut. SWI-Prolog also checks that the rest of the clause
//! succeeds deterministically; that check is left out: wrapping the rest in a
//! checking call would take last-call optimisation from every recursion after a `$`.
//!
//! An SSU clause is indexed under the first-argument key its match demands
//! (`index_by_match`), so that `p(0) => ...` costs other calls no choice point.

use super::body::{conjunction, conjuncts};
use super::cell::Key;
use super::compile::{key_of_term, term_vars};
use super::db::{ClauseSource, NEVER};
use super::instr::PredId;
use super::load::AddClauseError;
use super::Machine;
use crate::atom::Atom;
use crate::reader::ReadTerm;
use crate::term::Term;

impl Machine {
    /// Rewrites a clause read from a source file: `=>` clauses into ordinary ones, `$`
    /// in bodies. `Err` with a message for a clause that mixes `:-` and `=>`.
    pub(crate) fn rewrite_source_clause(&mut self, mut rt: ReadTerm) -> Result<ReadTerm, String> {
        let ssu = match &rt.term {
            Term::Compound(f, a) if f.name() == "=>" && a.len() == 2 => {
                let (head, guard) = match &a[0] {
                    Term::Compound(c, h) if *c == Atom::COMMA && h.len() == 2 => {
                        (h[0].clone(), Some(h[1].clone()))
                    }
                    h => (h.clone(), None),
                };
                let head = match head {
                    Term::Compound(f, a) if f == Atom::COLON && a.len() == 2 => a[1].clone(),
                    h => h,
                };
                Some((head, guard, a[1].clone()))
            }
            _ => None,
        };
        let (head, body) = match ssu {
            Some((head, guard, body)) => {
                let key = head.functor().map(|(n, k)| (n, k as u32));
                if let Some(key) = key {
                    if !self.ssu.contains_key(&key) && self.has_user_clauses(key) {
                        return Err(no_permission(key));
                    }
                    self.ssu.entry(key).or_insert(false);
                }
                let mut next = term_vars(&rt.term).into_iter().max().map_or(0, |v| v + 1);
                ssu_clause(&head, guard, body, &mut next)
            }
            None => {
                let (head, body) = match &rt.term {
                    Term::Compound(f, a) if *f == Atom::COLON_DASH && a.len() == 2 => {
                        (a[0].clone(), a[1].clone())
                    }
                    t => (t.clone(), Term::Atom(Atom::TRUE)),
                };
                if let Some((n, k)) = head.functor() {
                    if self.ssu.contains_key(&(n, k as u32)) {
                        return Err(no_permission((n, k as u32)));
                    }
                }
                if !has_det_cut(&body) {
                    return Ok(rt);
                }
                (head, body)
            }
        };
        let body = det_cut(body);
        rt.term = Term::Compound(Atom::COLON_DASH, vec![head, body]);
        Ok(rt)
    }

    fn has_user_clauses(&self, (name, arity): (Atom, u32)) -> bool {
        let module = self.db.modules.current;
        self.db.lookup_in(module, name, arity).is_some_and(|id| {
            let p = self.db.pred(id);
            self.db.modules.module_of(id) == module
                && !p.library
                && p.live_clauses().next().is_some()
        })
    }

    /// Adds a clause of an SSU predicate before its no-match clause; `None` if the
    /// predicate of `head` is not an SSU predicate.
    pub(crate) fn add_ssu_clause(
        &mut self,
        head: &Term,
        body: &Term,
        source: &ClauseSource,
    ) -> Option<Result<PredId, AddClauseError>> {
        let (name, arity) = head.functor()?;
        let key = (name, arity as u32);
        let closed = *self.ssu.get(&key)?;
        if closed {
            let module = self.db.modules.current;
            let pred = self.db.defined_pred_id(module, name, arity as u32);
            self.drop_last_clause(pred);
        }
        let added = self.add_clause(head, body, false, source.clone());
        if let Ok(pred) = added {
            self.index_by_match(pred, head, body);
        }
        let args: Vec<Term> = (0..key.1).map(Term::Var).collect();
        let goal = if args.is_empty() {
            Term::Atom(name)
        } else {
            Term::Compound(name, args)
        };
        let error = Term::compound(
            "error",
            vec![
                Term::compound(
                    "existence_error",
                    vec![Term::atom("matching_rule"), goal.clone()],
                ),
                Term::compound(
                    "context",
                    vec![crate::builtins_indicator(name, arity), Term::Var(key.1)],
                ),
            ],
        );
        let no_match = Term::compound("throw", vec![error]);
        if self
            .add_clause(&goal, &no_match, false, ClauseSource::default())
            .is_ok()
        {
            self.ssu.insert(key, true);
        }
        Some(added)
    }

    /// Files the SSU clause just added under the first-argument key its match
    /// demands (`p(0) => ...` is `p(V) :- V == 0, ...`, filed under `0`), so that
    /// calls with another first argument skip it without a choice point. Sound: a
    /// call whose first argument has another key fails the match; one with an
    /// unbound first argument tries every clause. Dynamic predicates keep the
    /// head's key (their index is linked as clauses come).
    fn index_by_match(&mut self, pred: PredId, head: &Term, body: &Term) {
        let Some(key) = match_key(head, body) else {
            return;
        };
        let p = self.db.pred_mut(pred);
        if p.dyn_index.is_some() {
            return;
        }
        if let Some(&id) = p.order.last() {
            p.clauses[id as usize].key = Some(key);
            p.mark_dirty();
        }
    }

    fn drop_last_clause(&mut self, pred: PredId) {
        self.db.generation += 1;
        let gen = self.db.generation;
        let p = self.db.pred_mut(pred);
        if let Some(id) = p.order.pop() {
            if p.clauses[id as usize].died == NEVER {
                p.clauses[id as usize].died = gen;
            }
            p.mark_dirty();
        }
    }
}

fn no_permission((name, arity): (Atom, u32)) -> String {
    format!(
        "No permission to assert procedure `{}/{arity}' (it mixes :- and => clauses)",
        name.name()
    )
}

/// The key a rewritten SSU clause's match demands of its first argument `V`: the
/// term of a first body goal `V == T` or `V = T` after any `nonvar(V)`.
fn match_key(head: &Term, body: &Term) -> Option<Key> {
    let Term::Compound(_, args) = head else {
        return None;
    };
    let Term::Var(v) = args.first()? else {
        return None;
    };
    let is_v = |t: &Term| matches!(t, Term::Var(x) if x == v);
    let goals = conjuncts(body);
    let test = goals.into_iter().find(|g| {
        !matches!(g, Term::Compound(f, a) if f.name() == "nonvar" && a.len() == 1 && is_v(&a[0]))
    })?;
    match test {
        Term::Compound(f, a) if a.len() == 2 && matches!(&*f.name(), "==" | "=") && is_v(&a[0]) => {
            key_of_term(&a[1])
        }
        _ => None,
    }
}

/// `Head, Guard => Body` as `Head' :- Match, Guard, !, Body`.
fn ssu_clause(head: &Term, guard: Option<Term>, body: Term, next: &mut u32) -> (Term, Term) {
    let Term::Compound(name, args) = head else {
        let mut goals: Vec<Term> = guard.into_iter().collect();
        goals.extend([Term::Atom(Atom::CUT), body]);
        return (head.clone(), conjunction(goals));
    };
    let mut occurrences = Vec::new();
    collect_occurrences(head, &mut occurrences);
    let mut new_args = Vec::with_capacity(args.len());
    let mut checks = Vec::new();
    let (mut patterns, mut actuals) = (Vec::new(), Vec::new());
    // A variable that occurs once in the head.
    let once =
        |t: &Term| matches!(t, Term::Var(v) if occurrences.iter().filter(|o| *o == v).count() == 1);
    for a in args {
        match a {
            a if once(a) => {
                new_args.push(a.clone());
            }
            _ => {
                let fresh = Term::Var(*next);
                *next += 1;
                new_args.push(fresh.clone());
                match a {
                    // `f(X, Y)` with variables found nowhere else: any `f/2` term matches.
                    Term::Compound(_, xs) if xs.iter().all(once) => {
                        checks.push(Term::compound("nonvar", vec![fresh.clone()]));
                        checks.push(Term::compound("=", vec![fresh, a.clone()]));
                    }
                    Term::Var(_) | Term::Compound(..) => {
                        patterns.push(a.clone());
                        actuals.push(fresh);
                    }
                    _ => checks.push(Term::compound("==", vec![fresh, a.clone()])),
                }
            }
        }
    }
    if !patterns.is_empty() {
        let pattern = Term::compound("$ssu", patterns);
        let actual = Term::compound("$ssu", actuals);
        checks.push(Term::compound(
            "subsumes_term",
            vec![pattern.clone(), actual.clone()],
        ));
        checks.push(Term::compound("=", vec![pattern, actual]));
    }
    checks.extend(guard);
    checks.extend([Term::Atom(Atom::CUT), body]);
    (Term::Compound(*name, new_args), conjunction(checks))
}

/// Every variable occurrence in `t` (with repetitions).
fn collect_occurrences(t: &Term, out: &mut Vec<u32>) {
    let mut stack = vec![t];
    while let Some(t) = stack.pop() {
        match t {
            Term::Var(v) => out.push(*v),
            Term::Compound(_, a) => stack.extend(a.iter()),
            _ => {}
        }
    }
}

fn is_det_cut(t: &Term) -> bool {
    matches!(t, Term::Atom(Atom::DOLLAR))
}

fn has_det_cut(body: &Term) -> bool {
    conjuncts(body).into_iter().any(is_det_cut)
}

/// Every `$` of the top-level conjunction as a cut.
fn det_cut(body: Term) -> Term {
    let goals = conjuncts(&body)
        .into_iter()
        .map(|g| {
            if is_det_cut(g) {
                Term::Atom(Atom::CUT)
            } else {
                g.clone()
            }
        })
        .collect();
    conjunction(goals)
}

#[cfg(test)]
mod tests {
    use crate::atom::Atom;
    use crate::machine::cell::Key;
    use crate::machine::{Machine, Outcome};
    use crate::term::Term;

    #[test]
    fn ssu_rules_match_by_subsumption_and_end_in_a_no_match_error() {
        let mut m = Machine::new();
        let report = m.consult_str("s.pl", "f(a, X) => X = 1.\nf(g(Y), X), Y > 0 => X = Y.\n");
        assert!(!report.has_errors(), "{:?}", report.diagnostics);
        let call = |a: Term| Term::compound("f", vec![a, Term::Var(0)]);
        let one = m.all_solutions(&call(Term::atom("a")), &Term::Var(0), 5);
        assert_eq!(one.expect("no error"), vec![Term::Int(1)]);
        let g = call(Term::compound("g", vec![Term::Int(4)]));
        assert_eq!(
            m.all_solutions(&g, &Term::Var(0), 5).expect("no error"),
            vec![Term::Int(4)]
        );
        match m.run_once(&call(Term::Var(1))) {
            Outcome::Error(e) => assert!(format!("{e:?}").contains("matching_rule"), "{e:?}"),
            other => panic!("an unbound first argument must not match: {other:?}"),
        }
    }

    #[test]
    fn clauses_are_indexed_by_the_first_argument_their_match_demands() {
        let mut m = Machine::new();
        let text = "r(0, X) => X = zero.\nr([_|_], X) => X = list.\nr(N, X) => X = N.\n";
        let report = m.consult_str("s.pl", text);
        assert!(!report.has_errors(), "{:?}", report.diagnostics);
        let pred = m.db.pred_id(Atom::new("r"), 2);
        let p = m.db.pred(pred);
        let keys: Vec<Option<Key>> = p.order.iter().map(|&c| p.clauses[c as usize].key).collect();
        assert_eq!(keys, [Some(Key::Int(0)), Some(Key::List), None, None]);
        let call = |a: Term| Term::compound("r", vec![a, Term::Var(0)]);
        for (arg, answer) in [
            (Term::Int(0), Term::atom("zero")),
            (Term::list(vec![Term::Int(1)]), Term::atom("list")),
            (Term::Int(7), Term::Int(7)),
        ] {
            let got = m.all_solutions(&call(arg), &Term::Var(0), 5);
            assert_eq!(got.expect("no error"), vec![answer]);
        }
        // An unbound first argument still tries every clause (and matches the last).
        let got = m.all_solutions(&call(Term::Var(1)), &Term::Var(0), 5);
        assert_eq!(got.expect("no error").len(), 1);
    }

    #[test]
    fn mixing_rule_kinds_is_refused() {
        let mut m = Machine::new();
        let report = m.consult_str("s.pl", "h(1) :- true.\nh(X) => X = 2.\n");
        assert!(report.has_errors());
        let h = Term::compound("h", vec![Term::Var(0)]);
        assert_eq!(
            m.all_solutions(&h, &Term::Var(0), 5).expect("no error"),
            vec![Term::Int(1)]
        );
    }
}
