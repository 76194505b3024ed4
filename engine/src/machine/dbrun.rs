//! The machine's side of the dynamic database: calls over a dynamic predicate's
//! chains, `'$clause'/4` (clause access for `clause/2`, `retract/1`, `retractall/1`),
//! erasing a clause, and freeing what retracted clauses held (slots, code, entries).

use super::cell::{Cell, Key};
use super::db::{Database, PredKind, NEVER};
use super::dynamic::{Cursor, Pin};
use super::instr::PredId;
use super::memory::term_bytes;
use super::state::Alternative;
use super::{error_term, Machine, Signal};
use crate::atom::Atom;
use crate::term::Term;
use std::collections::HashMap;
use std::rc::Rc;
use std::sync::OnceLock;

/// Where `'$clause'/4` is in the candidate clauses.
#[derive(Clone, Debug)]
pub enum AccessCursor {
    /// A static predicate: its index list when the access started.
    List {
        /// Candidate clause ids.
        list: Rc<[u32]>,
        /// Position of the next candidate.
        next: u32,
    },
    /// A dynamic predicate: a cursor over its chains, pinned once a choice point
    /// holds it.
    Chain {
        /// Position in the chains.
        cursor: Cursor,
        /// Keeps the clauses the access sees linked.
        pin: Option<Pin>,
    },
}

impl AccessCursor {
    /// Whether no candidate is left (for lists: none left to look at).
    pub(crate) fn done(&self) -> bool {
        match self {
            AccessCursor::List { list, next } => *next as usize >= list.len(),
            AccessCursor::Chain { cursor, .. } => cursor.done(),
        }
    }
}

/// The next clause of `pred` visible at `gen`, advancing `cur`.
pub(crate) fn access_step(
    db: &Database,
    pred: PredId,
    gen: u64,
    cur: &mut AccessCursor,
) -> Option<u32> {
    let p = db.pred(pred);
    match cur {
        AccessCursor::List { list, next } => {
            while (*next as usize) < list.len() {
                let id = list[*next as usize];
                *next += 1;
                if p.clauses[id as usize].visible(gen) {
                    return Some(id);
                }
            }
            None
        }
        AccessCursor::Chain { cursor, .. } => p.dyn_index.as_ref()?.step(&p.clauses, gen, cursor),
    }
}

/// The atoms clause access uses, interned once.
struct Atoms {
    cref: Atom,
    clause: Atom,
    retract: Atom,
    retractall: Atom,
}

fn atoms() -> &'static Atoms {
    static ATOMS: OnceLock<Atoms> = OnceLock::new();
    ATOMS.get_or_init(|| Atoms {
        cref: Atom::new("$cref"),
        clause: Atom::new("clause"),
        retract: Atom::new("retract"),
        retractall: Atom::new("retractall"),
    })
}

/// What a `'$clause'/4` call does, from its fourth argument.
struct AccessKind {
    /// Indicator for errors (`clause/2`, `retract/1`, `retractall/1`).
    context: (Atom, u32),
    /// Whether the clauses are to be modified (retracting).
    modify: bool,
}

impl AccessKind {
    fn of(a: Atom) -> AccessKind {
        let atoms = atoms();
        if a == atoms.retract || a == atoms.retractall {
            AccessKind {
                context: (a, 1),
                modify: true,
            }
        } else {
            AccessKind {
                context: (atoms.clause, 2),
                modify: false,
            }
        }
    }

    fn error(&self, formal: Term) -> Signal {
        Signal::Throw(error_term(formal, Some(self.context)))
    }
}

impl Machine {
    /// The first clause of dynamic predicate `pred` a call at `gen` with first-argument
    /// key `key` sees, and the alternative for the others if any.
    #[inline]
    pub(crate) fn dynamic_first(
        &mut self,
        pred: PredId,
        key: Option<Key>,
        gen: u64,
    ) -> Option<(u32, Option<Alternative>)> {
        let p = &mut self.db.preds[pred.index()];
        let d = p.dyn_index.as_deref_mut()?;
        let mut cursor = d.cursor(&p.clauses, key, gen);
        let slot = d.step(&p.clauses, gen, &mut cursor)?;
        let more = (!cursor.done()).then(|| Alternative::Dynamic {
            pred,
            cursor,
            pin: d.pin(gen),
        });
        Some((slot, more))
    }

    /// `'$clause'(Head, Body, Ref, Kind)`: unifies `Head :- Body` with the clauses of
    /// `Head`'s predicate that may match, one per solution, and `Ref` with the clause's
    /// reference (for `'$erase'/1`). `Kind` (`clause`, `retract`, `retractall`) says
    /// which permission is checked and names the predicate in errors.
    pub(crate) fn access_call(&mut self) -> Result<bool, Signal> {
        let kind = match self.deref(self.regs[3]) {
            Cell::Atom(a) => AccessKind::of(a),
            _ => AccessKind::of(atoms().clause),
        };
        let (module, head) = self.strip_module_cell(self.regs[0]);
        // The clauses' heads unify with the unqualified head.
        self.regs[0] = head;
        let (name, arity) = match head {
            Cell::Ref(_) => return Err(kind.error(Term::atom("instantiation_error"))),
            c => match self.functor_of(c) {
                Some(f) => f,
                None => {
                    let culprit = self.to_term(c);
                    return Err(kind.error(Term::compound(
                        "type_error",
                        vec![Term::atom("callable"), culprit],
                    )));
                }
            },
        };
        let Some(pred) = self.db.lookup_in(module, name, arity) else {
            return Ok(false);
        };
        let p = self.db.pred(pred);
        let private = !matches!(p.kind, PredKind::Clauses) || p.library;
        if private || (kind.modify && !p.dynamic && p.live_clauses().next().is_some()) {
            let (act, what) = if kind.modify {
                ("modify", "static_procedure")
            } else {
                ("access", "private_procedure")
            };
            return Err(kind.error(Term::compound(
                "permission_error",
                vec![
                    Term::atom(act),
                    Term::atom(what),
                    super::super::builtins::indicator(name, arity as usize),
                ],
            )));
        }
        let key = if arity > 0 {
            self.key_of(self.deref(self.heap_arg(head, 0)))
        } else {
            None
        };
        let gen = self.db.generation;
        let p = self.db.pred_mut(pred);
        let mut cursor = match &p.dyn_index {
            Some(d) => AccessCursor::Chain {
                cursor: d.cursor(&p.clauses, key, gen),
                pin: None,
            },
            None => {
                if p.is_dirty() {
                    p.rebuild_index();
                }
                AccessCursor::List {
                    list: p.candidates(key).clone(),
                    next: 0,
                }
            }
        };
        let Some(first) = access_step(&self.db, pred, gen, &mut cursor) else {
            return Ok(false);
        };
        if !cursor.done() {
            if let AccessCursor::Chain { pin, .. } = &mut cursor {
                *pin = self
                    .db
                    .pred_mut(pred)
                    .dyn_index
                    .as_mut()
                    .map(|d| d.pin(gen));
            }
            self.push_choice(Alternative::Access(Box::new((pred, cursor))), 4, gen);
        }
        if self.try_access(pred, first) {
            self.p = self.cp;
            self.depth_return();
            Ok(true)
        } else {
            Ok(false)
        }
    }

    /// Unifies clause `slot` of `pred` with `'$clause'/4`'s first three arguments.
    pub(crate) fn try_access(&mut self, pred: PredId, slot: u32) -> bool {
        let p = self.db.pred(pred);
        let born = p.clauses[slot as usize].born;
        let (h, b) = if p.dyn_index.is_some() {
            // Borrowed out of the clause while copied to the heap (no clone).
            let c = &mut self.db.pred_mut(pred).clauses[slot as usize];
            let head = std::mem::replace(&mut c.head, Term::Atom(Atom::NIL));
            let body = std::mem::replace(&mut c.body, Term::Atom(Atom::TRUE));
            let mut vars = HashMap::new();
            let h = self.put_term(&head, &mut vars);
            let b = self.put_term(&body, &mut vars);
            let c = &mut self.db.pred_mut(pred).clauses[slot as usize];
            (c.head, c.body) = (head, body);
            (h, b)
        } else {
            let clause = self.clause_cell(pred, slot);
            (self.heap_arg(clause, 0), self.heap_arg(clause, 1))
        };
        let cref = self.build_goal(
            atoms().cref,
            &[
                Cell::Int(i64::from(pred.0)),
                Cell::Int(slot as i64),
                Cell::Int(born as i64),
            ],
        );
        self.unify(self.regs[0], h) && self.unify(self.regs[1], b) && self.unify(self.regs[2], cref)
    }

    /// Retracts clause `slot` of `pred` if `born` still names it; whether it names it.
    /// A clause retracted already (since the `retract/1` that found it started: it
    /// sees the clause) counts as retracted again, as in SWI-Prolog.
    pub(crate) fn erase_clause(&mut self, pred: PredId, slot: u32, born: u64) -> bool {
        let Some(p) = self.db.preds.get(pred.index()) else {
            return false;
        };
        match p.clauses.get(slot as usize) {
            Some(c) if c.born == born && c.died == NEVER => {}
            Some(c) => return c.born == born,
            None => return false,
        }
        self.db.generation += 1;
        let gen = self.db.generation;
        let p = self.db.pred_mut(pred);
        p.clauses[slot as usize].died = gen;
        let mut freed = Vec::new();
        match &mut p.dyn_index {
            Some(d) => d.retire(slot, &p.clauses, &mut freed),
            None => {
                p.order.retain(|&c| c != slot);
                p.mark_dirty();
            }
        }
        self.free_slots(pred, &freed);
        true
    }

    /// Releases what the freed clause slots of `pred` held: their terms and code
    /// block (its code-map entry stays until the block is reused); their slots
    /// stay invisible until reused.
    pub(crate) fn free_slots(&mut self, pred: PredId, freed: &[u32]) {
        let mut sweep = false;
        for &slot in freed {
            let c = &mut self.db.preds[pred.index()].clauses[slot as usize];
            c.born = NEVER;
            let head = std::mem::replace(&mut c.head, Term::Atom(Atom::NIL));
            let body = std::mem::replace(&mut c.body, Term::Atom(Atom::TRUE));
            c.source = Default::default();
            let code = c.code;
            sweep |= self.codespace.release(&mut self.code, code);
            let bytes = term_bytes(&head) + term_bytes(&body);
            self.off_heap.clause_bytes = self.off_heap.clause_bytes.saturating_sub(bytes);
        }
        if sweep {
            self.sweep_code();
        }
    }

    /// Frees the buried code blocks no continuation points into. Skipped while a
    /// query runs nested in another (the outer one's code addresses are saved on the
    /// Rust stack) or the profiler holds return addresses of its own.
    fn sweep_code(&mut self) {
        let barriers = self
            .cps
            .iter()
            .filter(|c| matches!(c.alt, Alternative::Barrier))
            .count();
        if barriers > 1 || self.prof.is_some() || !self.port_frames.is_empty() {
            return;
        }
        let mut in_use: Vec<u32> = vec![self.p, self.cp];
        in_use.extend(self.frames.iter().map(|f| f.cp));
        in_use.extend(self.cps.iter().map(|c| c.cp));
        self.codespace.sweep(&mut self.code, in_use);
    }
}
