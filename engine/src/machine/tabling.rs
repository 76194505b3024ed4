//! Loading tabled predicates: the `:- table` directive and the renaming of their
//! clauses (the evaluation is `prelude/tabling.pl`, whose header describes the design).
//!
//! `:- table p/2` defines `p(A, B) :- '$tbl_call'(p(A, B))`; the clauses of `p/2`
//! then go to `'p tabled'/3`, cut after each call of a tabled predicate in their
//! top-level conjunction (after its last cut) into continuation predicates
//! (`'$tbl k<N>'`), so that a consumer can be resumed on answers found later.

use super::body::{conjunction, conjuncts};
use super::compile::term_vars;
use super::db::ClauseSource;
use super::instr::PredId;
use super::load::AddClauseError;
use super::Machine;
use crate::atom::Atom;
use crate::builtins::implementation_name;
use crate::term::Term;

impl Machine {
    /// `:- table Specs`: declares `p/N`, `p//N` or moded heads (`p(_, _, max)`), in
    /// a conjunction or list, each possibly with `as Options` (ignored).
    pub(crate) fn table_directive(&mut self, specs: &Term) -> Result<(), AddClauseError> {
        let mut stack = vec![specs];
        while let Some(spec) = stack.pop() {
            match spec {
                Term::Compound(f, a) if (*f == Atom::COMMA || *f == Atom::DOT) && a.len() == 2 => {
                    stack.extend([&a[1], &a[0]]);
                }
                Term::Compound(f, a) if f.name() == "as" && a.len() == 2 => stack.push(&a[0]),
                Term::Atom(Atom::NIL) => {}
                spec => self.declare_tabled(spec)?,
            }
        }
        Ok(())
    }

    fn declare_tabled(&mut self, spec: &Term) -> Result<(), AddClauseError> {
        let (name, modes): (Atom, Vec<Term>) = match spec {
            Term::Compound(f, a) if matches!(&*f.name(), "/" | "//") && a.len() == 2 => {
                match (&a[0], &a[1]) {
                    (Term::Atom(n), Term::Int(k)) if *k >= 0 => {
                        let k = *k as u32 + if f.name() == "//" { 2 } else { 0 };
                        (*n, (0..k).map(Term::Var).collect())
                    }
                    _ => return Err(not_a_spec(spec)),
                }
            }
            Term::Compound(f, a) => (*f, a.clone()),
            Term::Atom(a) => (*a, Vec::new()),
            _ => return Err(not_a_spec(spec)),
        };
        let key = (name, modes.len() as u32);
        if self.tables.specs.insert(key, modes.into()).is_some() {
            return Ok(());
        }
        if self.db.modules.current != Atom::USER {
            self.tables.modules.insert(key, self.db.modules.current);
        }
        // Clauses loaded before the declaration move to the hidden predicate.
        let mut earlier = Vec::new();
        let module = self.db.modules.current;
        let own = self
            .db
            .lookup_in(module, name, key.1)
            .filter(|&p| self.db.modules.module_of(p) == module);
        if let Some(pred) = own {
            let p = self.db.pred(pred);
            if !p.library {
                earlier = p
                    .live_clauses()
                    .map(|i| &p.clauses[i as usize])
                    .map(|c| (c.head.clone(), c.body.clone(), c.source.clone()))
                    .collect();
                self.db.generation += 1;
                let gen = self.db.generation;
                self.db.pred_mut(pred).kill_all(gen);
            }
        }
        let args: Vec<Term> = (0..key.1).map(Term::Var).collect();
        let head = make(name, args);
        let body = Term::compound("$tbl_call", vec![head.clone()]);
        self.add_clause(&head, &body, false, ClauseSource::default())?;
        for (head, body, source) in earlier {
            if let Some(added) = self.add_tabled_clause(&head, &body, &source) {
                added?;
            }
        }
        Ok(())
    }

    /// Adds a clause of a tabled predicate as its hidden clauses; `None` if `head`'s
    /// predicate is not tabled.
    pub(crate) fn add_tabled_clause(
        &mut self,
        head: &Term,
        body: &Term,
        source: &ClauseSource,
    ) -> Option<Result<PredId, AddClauseError>> {
        let (name, arity) = head.functor()?;
        self.tables.specs.get(&(name, arity as u32))?;
        let Term::Compound(_, args) = head else {
            // A tabled atom: its hidden predicate has the table as only argument.
            return Some(self.add_tabled_parts(name, Vec::new(), head, body, source));
        };
        Some(self.add_tabled_parts(name, args.clone(), head, body, source))
    }

    fn add_tabled_parts(
        &mut self,
        name: Atom,
        mut args: Vec<Term>,
        head: &Term,
        body: &Term,
        source: &ClauseSource,
    ) -> Result<PredId, AddClauseError> {
        let clause = Term::compound(":-", vec![head.clone(), body.clone()]);
        let table = Term::Var(term_vars(&clause).into_iter().max().map_or(0, |v| v + 1));
        let goals: Vec<Term> = conjuncts(body).into_iter().cloned().collect();
        // Segments between tabled calls: (goals, the tabled call ending it).
        // Calls before the last cut stay plain calls, for the cut to prune them.
        let after_cuts = goals
            .iter()
            .rposition(|g| *g == Term::Atom(Atom::CUT))
            .map_or(0, |i| i + 1);
        let mut segments: Vec<(Vec<Term>, Option<Term>)> = vec![(Vec::new(), None)];
        for (i, g) in goals.into_iter().enumerate() {
            let tabled = i >= after_cuts
                && g.functor()
                    .is_some_and(|(n, k)| self.tables.specs.contains_key(&(n, k as u32)));
            let last = segments.len() - 1;
            if tabled {
                segments[last].1 = Some(g);
                segments.push((Vec::new(), None));
            } else {
                segments[last].0.push(g);
            }
        }
        args.push(table.clone());
        let mut clause_head = make(implementation_name(name), args);
        let mut result = None;
        let finals = [head.clone(), table.clone()];
        for i in 0..segments.len() {
            let (goals, call) = &segments[i];
            let mut body_goals = goals.clone();
            let next_head = match call {
                Some(call) => {
                    // What the rest of the clause needs from what ran before it.
                    let before = vars_of(
                        std::iter::once(&clause_head)
                            .chain(goals)
                            .chain(std::iter::once(call)),
                    );
                    let after = vars_of(
                        segments[i + 1..]
                            .iter()
                            .flat_map(|(g, c)| g.iter().chain(c))
                            .chain(&finals),
                    );
                    let shared: Vec<Term> = before
                        .into_iter()
                        .filter(|v| after.contains(v))
                        .map(Term::Var)
                        .collect();
                    self.aux_counter += 1;
                    let k = make(Atom::new(&format!("$tbl k{}", self.aux_counter)), shared);
                    // The continuation runs from the tabling library: in this module.
                    let cont = match self.db.modules.current {
                        Atom::USER => k.clone(),
                        m => Term::compound(":", vec![Term::Atom(m), k.clone()]),
                    };
                    body_goals.push(Term::compound("$tbl_consume", vec![call.clone(), cont]));
                    Some(k)
                }
                None => {
                    body_goals.push(Term::compound(
                        "$tbl_add_answer",
                        vec![table.clone(), head.clone()],
                    ));
                    None
                }
            };
            let pred = self.add_clause(
                &clause_head,
                &conjunction(body_goals),
                false,
                source.clone(),
            )?;
            result.get_or_insert(pred);
            match next_head {
                Some(k) => clause_head = k,
                None => break,
            }
        }
        Ok(result.unwrap_or_default())
    }
}

fn not_a_spec(spec: &Term) -> AddClauseError {
    AddClauseError::Compile(super::compile::CompileError::HeadNotCallable(spec.clone()))
}

fn make(name: Atom, args: Vec<Term>) -> Term {
    if args.is_empty() {
        Term::Atom(name)
    } else {
        Term::Compound(name, args)
    }
}

fn vars_of<'a>(terms: impl Iterator<Item = &'a Term>) -> Vec<u32> {
    let mut out = Vec::new();
    for t in terms {
        for v in term_vars(t) {
            if !out.contains(&v) {
                out.push(v);
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use crate::machine::Machine;
    use crate::term::Term;

    /// The answers of `p(X)`, sorted.
    fn answers(m: &mut Machine) -> Vec<Term> {
        let g = Term::compound("p", vec![Term::Var(0)]);
        let mut sols = m.all_solutions(&g, &Term::Var(0), 100).expect("no error");
        sols.sort_by_key(|t| format!("{t:?}"));
        sols
    }

    #[test]
    fn tabled_clauses_are_renamed_and_cut_into_continuations() {
        let mut m = Machine::new();
        let report = m.consult_str(
            "t.pl",
            ":- table p/1.\np(X) :- p(Y), X is Y + 1, X < 3.\np(0).\n",
        );
        assert!(!report.has_errors(), "{:?}", report.diagnostics);
        let hidden = crate::atom::Atom::new("p tabled");
        assert!(m.db.lookup(hidden, 2).is_some());
        assert_eq!(
            answers(&mut m),
            vec![Term::Int(0), Term::Int(1), Term::Int(2)]
        );
        let conts =
            m.db.preds
                .iter()
                .filter(|p| p.name.name().starts_with("$tbl k"))
                .count();
        assert_eq!(conts, 1, "one continuation after the recursive call");
    }

    #[test]
    fn a_tabled_call_before_a_cut_stays_a_plain_call() {
        let mut m = Machine::new();
        let report = m.consult_str(
            "t.pl",
            ":- table p/1, q/1.\np(X) :- q(X), !.\np(9).\nq(1).\nq(2).\n",
        );
        assert!(!report.has_errors(), "{:?}", report.diagnostics);
        assert!(!m
            .db
            .preds
            .iter()
            .any(|p| p.name.name().starts_with("$tbl k")));
        assert_eq!(answers(&mut m), vec![Term::Int(1)]);
    }
}
