//! Adding clauses to the database: normalisation, compilation, indexing bookkeeping.

use super::boxed::Boxed;
use super::compile::{ClauseCompiler, CompileError, Normalizer};
use super::db::{Clause, ClauseSource, PredKind, NEVER};
use super::heap::BIG_CONST;
use super::instr::{Instr, PredId};
use super::memory::term_bytes;
use super::{Machine, NO_SHAPE};
use crate::atom::Atom;
use crate::term::Term;
use std::rc::Rc;

/// Why a clause could not be added.
#[derive(Clone, Debug, PartialEq)]
pub enum AddClauseError {
    /// The clause is malformed (head not callable, body goal not callable, too large).
    Compile(CompileError),
    /// The predicate is a builtin or library control construct.
    NoModify(Atom, u32),
}

impl AddClauseError {
    /// The ISO error term for this failure.
    pub fn to_term(&self) -> Term {
        let formal = match self {
            AddClauseError::Compile(CompileError::HeadNotCallable(Term::Var(_))) => {
                Term::atom("instantiation_error")
            }
            AddClauseError::Compile(CompileError::HeadNotCallable(t))
            | AddClauseError::Compile(CompileError::BodyNotCallable(t)) => {
                Term::compound("type_error", vec![Term::atom("callable"), t.clone()])
            }
            AddClauseError::Compile(CompileError::TooLarge) => {
                Term::compound("representation_error", vec![Term::atom("max_clause_size")])
            }
            AddClauseError::NoModify(name, arity) => Term::compound(
                "permission_error",
                vec![
                    Term::atom("modify"),
                    Term::atom("static_procedure"),
                    Term::Compound(
                        Atom::SLASH,
                        vec![Term::Atom(*name), Term::Int(*arity as i64)],
                    ),
                ],
            ),
        };
        super::error_term(formal, None)
    }
}

/// Where a new clause goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Position {
    /// After the existing clauses (`assertz`, consult).
    Last,
    /// Before them (`asserta`).
    First,
}

impl Machine {
    /// Adds a user clause built as terms (benchmarks and tests without the reader).
    #[doc(hidden)]
    pub fn add_test_clause(&mut self, head: &Term, body: &Term) {
        let _ = self.add_clause(head, body, false, Default::default());
    }

    /// Adds `head :- body` at the end of its predicate.
    pub(crate) fn add_clause(
        &mut self,
        head: &Term,
        body: &Term,
        library: bool,
        source: ClauseSource,
    ) -> Result<PredId, AddClauseError> {
        self.add_clause_at(head.clone(), body.clone(), library, source, Position::Last)
    }

    /// Adds a clause read from a source file: the clauses of tabled and SSU
    /// predicates go through their rewritings.
    pub(crate) fn add_source_clause(
        &mut self,
        head: &Term,
        body: &Term,
        source: ClauseSource,
    ) -> Result<PredId, AddClauseError> {
        if let Some(added) = self.add_tabled_clause(head, body, &source) {
            return added;
        }
        if let Some(added) = self.add_ssu_clause(head, body, &source) {
            return added;
        }
        self.add_clause(head, body, false, source)
    }

    /// Adds `head :- body` at `pos` (the clause keeps the terms: `assert/1` hands
    /// over the ones it converted, with no copy).
    pub(crate) fn add_clause_at(
        &mut self,
        head: Term,
        body: Term,
        library: bool,
        source: ClauseSource,
        pos: Position,
    ) -> Result<PredId, AddClauseError> {
        let (name, arity) = match head {
            Term::Var(_) => {
                return Err(AddClauseError::Compile(CompileError::HeadNotCallable(head)))
            }
            _ => head.functor().ok_or_else(|| {
                AddClauseError::Compile(CompileError::HeadNotCallable(head.clone()))
            })?,
        };
        // Clauses are not scanned by the atom collector.
        self.pin_held(&head);
        self.pin_held(&body);
        let pred = self
            .db
            .defined_pred_id(self.db.modules.current, name, arity as u32);
        {
            let p = self.db.pred(pred);
            if !matches!(p.kind, PredKind::Clauses)
                || (p.library && !library && name.name().starts_with('$'))
            {
                return Err(AddClauseError::NoModify(name, arity as u32));
            }
        }
        if !library && self.db.pred(pred).library {
            // A user definition replaces a library one.
            self.db.generation += 1;
            let gen = self.db.generation;
            let p = self.db.pred_mut(pred);
            p.library = false;
            let freed = p.kill_all(gen);
            self.free_slots(pred, &freed);
        }
        let goals = if body == Term::Atom(Atom::TRUE) {
            // A fact: no goals to normalise.
            Vec::new()
        } else {
            self.normalize_body(&head, &body)?
        };
        let compiled = self.compile_goals(&head, &goals, !library)?;
        self.install(pred, compiled, head, body, library, source, pos);
        Ok(pred)
    }

    /// The goals of `body` flattened for the compiler; the auxiliary predicates
    /// its control constructs need are installed first (as hidden library
    /// predicates).
    fn normalize_body(&mut self, head: &Term, body: &Term) -> Result<Vec<Term>, AddClauseError> {
        let mut counter = self.aux_counter;
        let mut norm = Normalizer::new(&mut counter, head, body);
        let goals = norm.flatten_body(body);
        let aux = std::mem::take(&mut norm.aux);
        self.aux_counter = counter;
        for (aux_head, aux_goals) in aux {
            let (an, aa) = aux_head.functor().unwrap_or((Atom::NIL, 0));
            let apred = self.db.pred_id(an, aa as u32);
            let ac = self.compile_goals(&aux_head, &aux_goals, false)?;
            self.install(
                apred,
                ac,
                aux_head,
                Term::Atom(Atom::TRUE),
                true,
                ClauseSource::default(),
                Position::Last,
            );
            self.db.pred_mut(apred).inline_aux = true;
        }
        Ok(goals)
    }

    fn compile_goals(
        &mut self,
        head: &Term,
        goals: &[Term],
        counted: bool,
    ) -> Result<super::compile::CompiledClause, AddClauseError> {
        // Counted clauses name a shape (`install` interns it).
        let shape_id = if counted { 0 } else { NO_SHAPE };
        let consts = &mut self.big_consts;
        let mut intern = |b: Boxed| {
            consts.push(b);
            (consts.len() as u32 - 1) | BIG_CONST
        };
        ClauseCompiler::new(&mut self.db, &mut intern)
            .compile(head, goals, shape_id)
            .map_err(AddClauseError::Compile)
    }

    #[allow(clippy::too_many_arguments)]
    fn install(
        &mut self,
        pred: PredId,
        compiled: super::compile::CompiledClause,
        head: Term,
        body: Term,
        library: bool,
        source: ClauseSource,
        pos: Position,
    ) {
        let mut body_code = compiled.code;
        self.intern_shape(&mut body_code, compiled.arg_shape);
        super::superinstr::fuse(&mut body_code);
        let dynamic = self.db.pred(pred).dyn_index.is_some();
        let code = if dynamic {
            self.codespace.alloc(&mut self.code, body_code)
        } else {
            let start = self.code.len() as u32;
            self.code.extend(body_code);
            start
        };
        self.db.generation += 1;
        let born = self.db.generation;
        self.off_heap.clause_bytes += term_bytes(&head) + term_bytes(&body);
        let clause = Clause {
            head,
            body,
            code,
            key: compiled.key,
            born,
            died: NEVER,
            source,
            commit: compiled.commit,
        };
        let p = self.db.pred_mut(pred);
        p.defined = true;
        p.library = library;
        let id = match &mut p.dyn_index {
            Some(d) => {
                let key = clause.key;
                let id = match d.take_free_slot() {
                    Some(slot) => {
                        p.clauses[slot as usize] = clause;
                        slot
                    }
                    None => {
                        super::dynamic::reserve_by_half(&mut p.clauses);
                        p.clauses.push(clause);
                        p.clauses.len() as u32 - 1
                    }
                };
                d.link(id, key, pos);
                id
            }
            None => {
                p.mark_dirty();
                let id = p.clauses.len() as u32;
                p.clauses.push(clause);
                match pos {
                    Position::Last => p.order.push(id),
                    Position::First => p.order.insert(0, id),
                }
                id
            }
        };
        self.code_index.record(code, pred, id);
    }

    /// The shape table entry of a clause: an equal shape already stored is shared
    /// (the clause's `Neck` is pointed at it), so asserting clauses of one shape
    /// stores it once. Uncounted clauses (`Neck` without a shape) store nothing.
    fn intern_shape(&mut self, code: &mut [Instr], shape: Vec<(u32, u32)>) {
        let Some(neck) = code.iter_mut().find_map(|i| match i {
            Instr::Neck { shape } if *shape != NO_SHAPE => Some(shape),
            _ => None,
        }) else {
            return;
        };
        // Looked up by slice: a shape already stored costs no allocation.
        match self.shape_ids.get(shape.as_slice()) {
            Some(&id) => *neck = id,
            None => {
                let shape: Rc<[(u32, u32)]> = shape.into();
                *neck = self.shapes.len() as u32;
                self.shape_ids.insert(shape.clone(), *neck);
                self.shapes.push(shape);
            }
        }
    }
}
