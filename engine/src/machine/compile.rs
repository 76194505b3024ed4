//! The clause compiler: owned clause terms to machine instructions.
//!
//! A clause is first normalised (`normalize`): its body becomes a flat list of goals,
//! with disjunctions, if-then-else, soft-cut and negation moved into auxiliary
//! predicates so that the instruction set needs no in-clause choice points. A cut
//! inside such a construct must still cut the enclosing clause: the clause then starts
//! with `'$get_level'(L)` and the auxiliary clauses receive `L` and cut with
//! `'$cut'(L)`. The goal list is then compiled WAM-style: variables occurring in more
//! than one chunk (chunks end at each real call) are permanent (`Y`), others are
//! temporaries (`X`, registers >= 256).

use super::boxed::Boxed;
use super::cell::{Cell, Key};
use super::commit::{commit_of, Commit};
use super::db::{Database, PredKind};
use super::fasthash::{FastMap, FastSet};
use super::instr::{Const, Instr, PredId, Reg, Slot, FIRST_TEMP, NUM_REGS};
use crate::atom::Atom;
use crate::term::{Term, VarId};
use std::collections::HashSet;

/// Why a clause could not be compiled.
#[derive(Clone, Debug, PartialEq)]
pub enum CompileError {
    /// The head is a variable or a number: `instantiation_error`/`type_error(callable, H)`.
    HeadNotCallable(Term),
    /// A body goal is a number or other non-callable term: `type_error(callable, G)`.
    BodyNotCallable(Term),
    /// The clause needs more registers than the machine has.
    TooLarge,
}

/// The result of compiling one clause.
pub struct CompiledClause {
    /// Its instructions.
    pub code: Vec<Instr>,
    /// First-argument index key.
    pub key: Option<Key>,
    /// Per head argument: (function symbols and constants, variable occurrences).
    pub arg_shape: Vec<(u32, u32)>,
    /// When a call entering it needs no choice point (`commit.rs`).
    pub commit: Commit,
}

/// Converts an atomic term to a constant cell; big integers and strings go through
/// `intern_big` (which stores them in the constant table and returns the index).
pub(crate) fn const_cell(t: &Term, intern_big: &mut dyn FnMut(Boxed) -> u32) -> Option<Cell> {
    match t {
        Term::Atom(a) => Some(Cell::Atom(*a)),
        Term::Int(i) => Some(Cell::Int(*i)),
        Term::Float(f) => Some(Cell::Float(*f)),
        Term::BigInt(b) => Some(Cell::Big(intern_big(Boxed::Int(b.clone())))),
        Term::Rational(r) => Some(Cell::Rat(intern_big(Boxed::Rat(r.clone())))),
        Term::String(s) => Some(Cell::String(intern_big(Boxed::Text(s.clone())))),
        _ => None,
    }
}

/// The index key of a clause's first head argument.
pub fn key_of_term(t: &Term) -> Option<Key> {
    match t {
        Term::Var(_) => None,
        Term::Atom(a) => Some(Key::Atom(*a)),
        Term::Int(i) => Some(Key::Int(*i)),
        Term::Float(f) => Some(Key::Float(f.to_bits())),
        Term::BigInt(_) | Term::Rational(_) => Some(Key::Big),
        Term::String(s) => Some(Key::String(super::heap::string_key(s))),
        Term::Compound(f, args) if *f == Atom::DOT && args.len() == 2 => Some(Key::List),
        Term::Compound(f, args) => Some(Key::Fun(*f, args.len() as u32)),
    }
}

fn collect_vars(t: &Term, out: &mut Vec<VarId>) {
    // The argument lists still to visit, left to right: a compound whose
    // arguments are not compounds (a fact's head, most goals) stacks nothing.
    let mut pending: Vec<&[Term]> = Vec::new();
    let mut args = std::slice::from_ref(t);
    loop {
        while let Some((first, rest)) = args.split_first() {
            args = rest;
            match first {
                Term::Var(v) => out.push(*v),
                Term::Compound(_, sub) => {
                    if !rest.is_empty() {
                        pending.push(rest);
                    }
                    args = sub;
                }
                _ => {}
            }
        }
        match pending.pop() {
            Some(rest) => args = rest,
            None => return,
        }
    }
}

/// Distinct variables of `t` in order of first occurrence.
pub fn term_vars(t: &Term) -> Vec<VarId> {
    let mut all = Vec::new();
    collect_vars(t, &mut all);
    let mut seen = HashSet::new();
    all.retain(|v| seen.insert(*v));
    all
}

fn max_var(t: &Term) -> Option<VarId> {
    let mut all = Vec::new();
    collect_vars(t, &mut all);
    all.into_iter().max()
}

/// Whether `f/2` is a control construct: `,` `;` `->` `*->` `|`.
pub(crate) fn is_binary_control(f: Atom) -> bool {
    f == Atom::COMMA
        || f == Atom::SEMICOLON
        || f == Atom::ARROW
        || f == Atom::SOFT_ARROW
        || f == Atom::BAR
}

fn is_control(t: &Term) -> bool {
    matches!(t, Term::Compound(f, a) if a.len() == 2 && (*f == Atom::SEMICOLON || *f == Atom::ARROW || *f == Atom::SOFT_ARROW || *f == Atom::BAR))
        || matches!(t, Term::Compound(f, a) if a.len() == 1 && *f == Atom::NOT_PROVABLE)
}

/// Whether `$(t)` in a body can run inline (`Normalizer::det_goal`): `t` is a
/// callable term that is neither a cut, a control construct nor module-qualified,
/// so no cut in it can reach the clause. Others call the library's `$/1`.
fn is_det_goal(t: &Term) -> bool {
    match t {
        Term::Atom(a) => *a != Atom::CUT,
        Term::Compound(f, a) => {
            !(a.len() == 2 && (is_binary_control(*f) || *f == Atom::COLON)) && !is_control(t)
        }
        _ => false,
    }
}

fn contains_cut(t: &Term) -> bool {
    match t {
        Term::Atom(Atom::CUT) => true,
        Term::Compound(f, a)
            if a.len() == 2
                && (*f == Atom::COMMA
                    || *f == Atom::SEMICOLON
                    || *f == Atom::ARROW
                    || *f == Atom::SOFT_ARROW
                    || *f == Atom::BAR) =>
        {
            a.iter().any(contains_cut)
        }
        _ => false,
    }
}

fn is_transparent_cut_in(t: &Term) -> bool {
    // Whether a cut that must cut the enclosing clause occurs inside a control construct of `t`.
    match t {
        Term::Compound(f, a) if *f == Atom::COMMA && a.len() == 2 => {
            a.iter().any(is_transparent_cut_in)
        }
        Term::Compound(f, a) if a.len() == 2 && (*f == Atom::SEMICOLON || *f == Atom::BAR) => {
            a.iter().any(branch_cuts)
        }
        Term::Compound(f, a) if a.len() == 2 && (*f == Atom::ARROW || *f == Atom::SOFT_ARROW) => {
            branch_cuts(&a[1])
        }
        _ => false,
    }
}

fn branch_cuts(t: &Term) -> bool {
    match t {
        Term::Atom(Atom::CUT) => true,
        Term::Compound(f, a) if *f == Atom::COMMA && a.len() == 2 => a.iter().any(branch_cuts),
        Term::Compound(f, a) if a.len() == 2 && (*f == Atom::SEMICOLON || *f == Atom::BAR) => {
            a.iter().any(branch_cuts)
        }
        Term::Compound(f, a) if a.len() == 2 && (*f == Atom::ARROW || *f == Atom::SOFT_ARROW) => {
            branch_cuts(&a[1])
        }
        _ => false,
    }
}

/// Normalises a clause body into a flat goal list, generating auxiliary clauses for
/// control constructs. In the goal lists, a bare `!` is a cut local to the clause
/// it appears in.
pub struct Normalizer<'a> {
    aux_counter: &'a mut u32,
    /// Auxiliary clauses generated so far: head and flat goal list.
    pub aux: Vec<(Term, Vec<Term>)>,
    next_var: VarId,
    level: Option<VarId>,
}

impl<'a> Normalizer<'a> {
    /// Prepares normalisation of the clause `head :- body`.
    pub fn new(aux_counter: &'a mut u32, head: &Term, body: &Term) -> Self {
        let next = max_var(head).max(max_var(body)).map_or(0, |v| v + 1);
        Normalizer {
            aux_counter,
            aux: Vec::new(),
            next_var: next,
            level: None,
        }
    }

    fn fresh_var(&mut self) -> VarId {
        self.next_var += 1;
        self.next_var - 1
    }

    /// Flattens the clause body; the result starts with `'$get_level'(L)` when a cut
    /// inside a control construct must cut this clause.
    pub fn flatten_body(&mut self, body: &Term) -> Vec<Term> {
        let mut goals = Vec::new();
        if is_transparent_cut_in(body) {
            let l = self.fresh_var();
            self.level = Some(l);
            goals.push(Term::Compound(Atom::new("$get_level"), vec![Term::Var(l)]));
        }
        self.flatten(body, false, &mut goals);
        goals
    }

    fn flatten(&mut self, t: &Term, in_aux: bool, goals: &mut Vec<Term>) {
        let mut pending = vec![t];
        while let Some(t) = pending.pop() {
            match t {
                Term::Compound(f, a) if *f == Atom::COMMA && a.len() == 2 => {
                    pending.push(&a[1]);
                    pending.push(&a[0]);
                }
                Term::Atom(Atom::TRUE) => {}
                Term::Var(_) => goals.push(Term::Compound(Atom::CALL, vec![t.clone()])),
                Term::Compound(f, a)
                    if *f == Atom::COLON && a.len() == 2 && matches!(a[0], Term::Atom(_)) =>
                {
                    // Kept qualified: the compiler resolves the goal in that module.
                    if matches!(a[1], Term::Var(_)) || is_control(&a[1]) {
                        goals.push(Term::Compound(Atom::CALL, vec![t.clone()]));
                    } else {
                        goals.push(t.clone());
                    }
                }
                // A module known only when the goal runs (`M:G`, M bound by then).
                Term::Compound(f, a) if *f == Atom::COLON && a.len() == 2 => {
                    goals.push(Term::Compound(Atom::CALL, vec![t.clone()]))
                }
                Term::Atom(Atom::CUT) => match (in_aux, self.level) {
                    (true, Some(l)) => {
                        goals.push(Term::Compound(Atom::new("$cut"), vec![Term::Var(l)]))
                    }
                    _ => goals.push(t.clone()),
                },
                _ if is_control(t) => {
                    let g = self.make_aux(t);
                    goals.push(g);
                }
                Term::Compound(f, a)
                    if a.len() == 1 && *f == Atom::DOLLAR && is_det_goal(&a[0]) =>
                {
                    self.det_goal(&a[0], in_aux, goals)
                }
                Term::Compound(f, a)
                    if a.len() == 1 && *f == Atom::DOLLAR && matches!(a[0], Term::Var(_)) =>
                {
                    // As SWI-Prolog compiles it: `$(call(G))`.
                    let call = Term::Compound(Atom::CALL, a.clone());
                    self.det_goal(&call, in_aux, goals)
                }
                _ => goals.push(t.clone()),
            }
        }
    }

    /// `$(Goal)` inline: `'$det_enter'(Goal), Goal, '$det_exit'`, so that a
    /// deterministic goal costs its own call and a choice point pushed and popped
    /// (`builtins/det.rs`), not a meta-call of `$/1` with its if-then-elses.
    fn det_goal(&mut self, goal: &Term, in_aux: bool, goals: &mut Vec<Term>) {
        goals.push(Term::Compound(Atom::new("$det_enter"), vec![goal.clone()]));
        self.flatten(goal, in_aux, goals);
        goals.push(Term::Atom(Atom::new("$det_exit")));
    }

    /// The goals of an if-then-else condition: opaque to cut.
    fn condition(&mut self, c: &Term) -> Vec<Term> {
        if contains_cut(c) {
            vec![Term::Compound(Atom::CALL, vec![c.clone()])]
        } else {
            let mut goals = Vec::new();
            self.flatten(c, true, &mut goals);
            goals
        }
    }

    fn branch(&mut self, t: &Term) -> Vec<Term> {
        let mut goals = Vec::new();
        self.flatten(t, true, &mut goals);
        goals
    }

    fn make_aux(&mut self, t: &Term) -> Term {
        let mut vars: Vec<Term> = term_vars(t).into_iter().map(Term::Var).collect();
        if let Some(l) = self.level {
            if !vars.contains(&Term::Var(l)) {
                vars.push(Term::Var(l));
            }
        }
        *self.aux_counter += 1;
        let head = aux_head(Atom::new(&format!("$aux{}", self.aux_counter)), vars);
        let cut = Term::Atom(Atom::CUT);
        let mut clauses: Vec<Vec<Term>> = Vec::new();
        match t {
            Term::Compound(f, a) if *f == Atom::NOT_PROVABLE => {
                let mut c = self.condition(&a[0]);
                c.push(cut);
                c.push(Term::Atom(Atom::FAIL));
                clauses.push(c);
                clauses.push(Vec::new());
            }
            Term::Compound(f, a) if *f == Atom::SEMICOLON || *f == Atom::BAR => {
                match &a[0] {
                    Term::Compound(g, ct) if *g == Atom::ARROW && ct.len() == 2 => {
                        let mut c = self.condition(&ct[0]);
                        c.push(cut);
                        c.extend(self.branch(&ct[1]));
                        clauses.push(c);
                    }
                    Term::Compound(g, ct) if *g == Atom::SOFT_ARROW && ct.len() == 2 => {
                        let s = self.fresh_var();
                        let mut c =
                            vec![Term::Compound(Atom::new("$get_level"), vec![Term::Var(s)])];
                        c.extend(self.condition(&ct[0]));
                        c.push(Term::Compound(Atom::new("$softcut"), vec![Term::Var(s)]));
                        c.extend(self.branch(&ct[1]));
                        clauses.push(c);
                    }
                    left => clauses.push(self.branch(left)),
                }
                clauses.push(self.branch(&a[1]));
            }
            Term::Compound(f, a) if *f == Atom::ARROW => {
                let mut c = self.condition(&a[0]);
                c.push(cut);
                c.extend(self.branch(&a[1]));
                clauses.push(c);
            }
            Term::Compound(_, a) => {
                // `*->` without else: condition then branch.
                let mut c = self.condition(&a[0]);
                c.extend(self.branch(&a[1]));
                clauses.push(c);
            }
            _ => clauses.push(vec![t.clone()]),
        }
        for body in clauses {
            self.aux.push((head.clone(), body));
        }
        head
    }
}

/// Variables a clause may keep in temporary registers; with more, every variable
/// lives in the environment (half the temporaries stay free for building terms).
const MAX_TEMP_VARIABLES: usize = (NUM_REGS - FIRST_TEMP as usize) / 2;

/// Allocates temporary registers; freed registers are reused.
struct Temps {
    next: Reg,
    free: Vec<Reg>,
}

impl Temps {
    fn alloc(&mut self) -> Result<Reg, CompileError> {
        if let Some(r) = self.free.pop() {
            return Ok(r);
        }
        if self.next.index() >= NUM_REGS {
            return Err(CompileError::TooLarge);
        }
        let r = self.next;
        self.next = Reg(r.0 + 1);
        Ok(r)
    }
}

/// Compiles one clause given as head and flat goal list.
pub struct ClauseCompiler<'a> {
    db: &'a mut Database,
    intern_big: &'a mut dyn FnMut(Boxed) -> u32,
    code: Vec<Instr>,
    slots: FastMap<VarId, Slot>,
    occurrences: FastMap<VarId, u32>,
    seen: FastSet<VarId>,
    temps: Temps,
}

/// Whether a goal is a real call (ends a chunk) rather than inline code.
fn goal_kind(db: &mut Database, g: &Term) -> Result<Option<PredId>, CompileError> {
    match g {
        Term::Atom(Atom::CUT)
        | Term::Atom(Atom::TRUE)
        | Term::Atom(Atom::FAIL)
        | Term::Atom(Atom::FALSE) => Ok(None),
        Term::Atom(_) | Term::Compound(_, _) => {
            let (f, n) = g
                .functor()
                .ok_or_else(|| CompileError::BodyNotCallable(g.clone()))?;
            Ok(Some(db.pred_id_in(db.modules.current, f, n as u32)))
        }
        _ => Err(CompileError::BodyNotCallable(g.clone())),
    }
}

impl<'a> ClauseCompiler<'a> {
    /// Creates a compiler adding predicates it meets to `db`.
    pub(crate) fn new(db: &'a mut Database, intern_big: &'a mut dyn FnMut(Boxed) -> u32) -> Self {
        ClauseCompiler {
            db,
            intern_big,
            code: Vec::new(),
            slots: FastMap::default(),
            occurrences: FastMap::default(),
            seen: FastSet::default(),
            temps: Temps {
                next: Reg(FIRST_TEMP),
                free: Vec::new(),
            },
        }
    }

    /// A body goal with its module qualification resolved: the goal to compile (its
    /// meta-arguments qualified, see `modules.rs`) and the predicate it calls.
    fn resolve_goal(&mut self, g: &Term) -> Result<(Term, Option<PredId>), CompileError> {
        let (module, inner) = super::modules::strip_module(g, self.db.modules.current);
        let saved = std::mem::replace(&mut self.db.modules.current, module);
        let kind = goal_kind(self.db, inner);
        let goal = match kind {
            Ok(Some(p)) => self.db.qualify_meta_args(p, inner),
            _ => None,
        };
        self.db.modules.current = saved;
        let kind = kind?;
        Ok((goal.unwrap_or_else(|| inner.clone()), kind))
    }

    fn constant(&mut self, t: &Term) -> Option<Const> {
        const_cell(t, self.intern_big).and_then(Const::of)
    }

    /// Compiles `head :- goals`; `shape_id` is recorded in the `Neck` instruction.
    pub fn compile(
        mut self,
        head: &Term,
        goals: &[Term],
        shape_id: u32,
    ) -> Result<CompiledClause, CompileError> {
        let args: &[Term] = match head {
            Term::Atom(_) => &[],
            Term::Compound(_, a) => a,
            other => return Err(CompileError::HeadNotCallable(other.clone())),
        };
        // Argument registers are 0..FIRST_TEMP: heads and goals of larger arity cannot be called.
        let too_wide =
            |t: &Term| matches!(t, Term::Compound(_, a) if a.len() >= FIRST_TEMP as usize);
        if too_wide(head) || goals.iter().any(too_wide) {
            return Err(CompileError::TooLarge);
        }
        let (resolved, kinds) = self.resolve_goals(goals)?;
        let goals = &resolved[..];
        let mut needs_env = kinds
            .iter()
            .enumerate()
            .any(|(i, k)| k.1 && i + 1 < goals.len());
        let nperm = self.plan_variables(args, goals, &kinds, &mut needs_env);
        self.keep_in_argument_registers(args, goals);
        if needs_env {
            self.code.push(Instr::Allocate { n: nperm });
        }
        // Head.
        let mut shape = Vec::with_capacity(args.len());
        for (i, a) in args.iter().enumerate() {
            shape.push(shape_of(a));
            self.head_arg(a, Reg(i as u16))?;
        }
        self.code.push(Instr::Neck { shape: shape_id });
        // Body.
        let mut after_call = false;
        let n = goals.len();
        for (i, (g, kind)) in goals.iter().zip(kinds.iter()).enumerate() {
            let end = (i + 1 == n, needs_env);
            self.body_goal(g, *kind, end, &mut after_call)?;
        }
        if !kinds.last().is_some_and(|k| k.1) {
            if needs_env {
                self.code.push(Instr::Deallocate);
            }
            self.code.push(Instr::Proceed);
        }
        Ok(CompiledClause {
            commit: commit_of(self.db, args, goals, &kinds, &self.code),
            code: self.code,
            key: args.first().and_then(key_of_term),
            arg_shape: shape,
        })
    }

    /// The goals with their module qualification resolved, each with the predicate
    /// it calls and whether that is a real call (not a builtin run inline).
    #[allow(clippy::type_complexity)]
    fn resolve_goals(
        &mut self,
        goals: &[Term],
    ) -> Result<(Vec<Term>, Vec<(Option<PredId>, bool)>), CompileError> {
        let mut kinds = Vec::with_capacity(goals.len());
        let mut resolved = Vec::with_capacity(goals.len());
        for g in goals {
            let (goal, k) = self.resolve_goal(g)?;
            let real = k.is_some_and(|p| !matches!(self.db.pred(p).kind, PredKind::Builtin(_)));
            kinds.push((k, real));
            resolved.push(goal);
        }
        Ok((resolved, kinds))
    }

    /// Counts every variable's occurrences and gives the permanent ones (found in
    /// more than one chunk: the head and the goals up to the first real call form
    /// chunk 0, each real call ends one) their environment slots when the clause
    /// `needs_env`; returns how many there are. A clause with more variables than
    /// the temporary registers can hold gets an environment with a slot for every
    /// variable that occurs twice or more, so clauses of any size compile.
    fn plan_variables(
        &mut self,
        args: &[Term],
        goals: &[Term],
        kinds: &[(Option<PredId>, bool)],
        needs_env: &mut bool,
    ) -> u16 {
        let mut chunk_of_var: FastMap<VarId, (u32, bool)> = FastMap::default();
        let mut occ: FastMap<VarId, u32> = FastMap::default();
        let mut note = |t: &Term, chunk: u32| {
            let mut vs = Vec::new();
            collect_vars(t, &mut vs);
            for v in vs {
                *occ.entry(v).or_insert(0) += 1;
                let e = chunk_of_var.entry(v).or_insert((chunk, false));
                if e.0 != chunk {
                    e.1 = true;
                }
            }
        };
        for a in args {
            note(a, 0);
        }
        let mut chunk = 0;
        for (g, (_, real)) in goals.iter().zip(kinds) {
            note(g, chunk);
            if *real {
                chunk += 1;
            }
        }
        let all_permanent = occ.values().filter(|&&n| n > 1).count() > MAX_TEMP_VARIABLES;
        *needs_env |= all_permanent;
        if !*needs_env {
            self.occurrences = occ;
            return 0;
        }
        let mut perm: Vec<VarId> = chunk_of_var
            .iter()
            .filter(|(v, (_, multi))| {
                *multi || (all_permanent && occ.get(v).is_some_and(|&n| n > 1))
            })
            .map(|(v, _)| *v)
            .collect();
        self.occurrences = occ;
        perm.sort_unstable();
        for (n, v) in perm.iter().enumerate() {
            self.slots.insert(*v, Slot::Y(n as u16));
        }
        perm.len() as u16
    }

    /// Compiles body goal `g` (`kind`: its predicate, whether a real call); `end`:
    /// whether it is the last goal and whether the clause has an environment.
    fn body_goal(
        &mut self,
        g: &Term,
        (pred, real): (Option<PredId>, bool),
        (is_last, needs_env): (bool, bool),
        after_call: &mut bool,
    ) -> Result<(), CompileError> {
        match g {
            Term::Atom(Atom::CUT) => {
                let cut = if *after_call {
                    Instr::Cut
                } else {
                    Instr::NeckCut
                };
                self.code.push(cut);
                return Ok(());
            }
            Term::Atom(Atom::TRUE) => return Ok(()),
            Term::Atom(Atom::FAIL) | Term::Atom(Atom::FALSE) => {
                self.code.push(Instr::Fail);
                return Ok(());
            }
            _ => {}
        }
        let pred = pred.ok_or_else(|| CompileError::BodyNotCallable(g.clone()))?;
        if self.is_to_fresh_var(g)? {
            return Ok(());
        }
        if let Term::Compound(_, gargs) = g {
            for (j, a) in gargs.iter().enumerate() {
                self.body_arg(a, Reg(j as u16))?;
            }
        }
        let arity = g.functor().map_or(0, |(_, n)| n) as u16;
        match self.db.pred(pred).kind {
            PredKind::Builtin(id) if !real => self.code.push(Instr::Builtin { id, arity }),
            _ if is_last && real => {
                if needs_env {
                    self.code.push(Instr::Deallocate);
                }
                self.code.push(Instr::Execute { pred });
            }
            _ => {
                self.code.push(Instr::Call { pred });
                *after_call = true;
            }
        }
        Ok(())
    }

    /// `X is E` with `X` a fresh variable and `E` not a variable as one `Is`
    /// instruction (the number goes straight to `X`'s slot); `false` for any other
    /// goal, compiled as a call.
    fn is_to_fresh_var(&mut self, g: &Term) -> Result<bool, CompileError> {
        let Term::Compound(Atom::IS, gargs) = g else {
            return Ok(false);
        };
        let [Term::Var(x), expr] = &gargs[..] else {
            return Ok(false);
        };
        if self.seen.contains(x) || matches!(expr, Term::Var(_)) {
            return Ok(false);
        }
        let start = self.code.len();
        self.body_arg(expr, Reg(1))?;
        let cells: u32 = self.code[start..].iter().map(heap_cells_pushed).sum();
        let slot = self.slot(*x)?;
        self.seen.insert(*x);
        let reclaim = u16::try_from(cells).unwrap_or(0);
        self.code.push(Instr::Is {
            slot,
            a: Reg(1),
            reclaim,
        });
        Ok(true)
    }

    /// Gives a head variable that the first goal passes on as its argument `i` the
    /// argument register `i` as its slot, so that neither the head nor the goal
    /// moves it (`app([H|T], L, [H|R]) :- app(T, L, R)` moves nothing). Safe when
    /// the variable occurs in no other goal and first in head argument `i` or a
    /// later one (argument `i` has been read by then); the goal's other arguments
    /// are built into registers other than `i`, or before it is overwritten with
    /// its own value.
    fn keep_in_argument_registers(&mut self, args: &[Term], goals: &[Term]) {
        let first_goal = goals
            .iter()
            .position(|g| !matches!(g, Term::Atom(Atom::CUT) | Term::Atom(Atom::TRUE)));
        let Some(Term::Compound(_, gargs)) = first_goal.map(|g0| &goals[g0]) else {
            return;
        };
        let candidates: Vec<(usize, VarId)> = gargs
            .iter()
            .enumerate()
            .filter_map(|(i, a)| match a {
                Term::Var(v) if !self.slots.contains_key(v) && !self.is_void(*v) => Some((i, *v)),
                _ => None,
            })
            .collect();
        if candidates.is_empty() {
            return;
        }
        // Head variables with the argument they occur in, in order.
        let mut head: Vec<(VarId, usize)> = Vec::new();
        let mut vs = Vec::new();
        for (k, a) in args.iter().enumerate() {
            vs.clear();
            collect_vars(a, &mut vs);
            head.extend(vs.iter().map(|&v| (v, k)));
        }
        vs.clear();
        if let Some(g0) = first_goal {
            collect_vars(&goals[g0], &mut vs);
        }
        for (i, v) in candidates {
            let Some(&(_, k)) = head.iter().find(|(x, _)| *x == v) else {
                continue;
            };
            // All its occurrences are in the head and the first goal.
            let local = head.iter().filter(|(x, _)| *x == v).count()
                + vs.iter().filter(|&&x| x == v).count();
            let only_here = self.occurrences.get(&v).copied() == Some(local as u32);
            if k >= i && only_here && !self.slots.contains_key(&v) {
                self.slots.insert(v, Slot::X(Reg(i as u16)));
            }
        }
    }

    fn is_void(&self, v: VarId) -> bool {
        self.occurrences.get(&v).copied().unwrap_or(0) <= 1
    }

    fn slot(&mut self, v: VarId) -> Result<Slot, CompileError> {
        if let Some(s) = self.slots.get(&v) {
            return Ok(*s);
        }
        let s = Slot::X(self.temps.alloc()?);
        self.slots.insert(v, s);
        Ok(s)
    }

    fn head_arg(&mut self, a: &Term, reg: Reg) -> Result<(), CompileError> {
        match a {
            Term::Var(v) => {
                if self.is_void(*v) {
                    return Ok(());
                }
                let slot = self.slot(*v)?;
                let first = self.seen.insert(*v);
                if first && slot == Slot::X(reg) {
                    return Ok(());
                }
                self.code.push(if first {
                    Instr::GetVar { slot, a: reg }
                } else {
                    Instr::GetVal { slot, a: reg }
                });
            }
            Term::Compound(_, _) => {
                let mut work = vec![(reg, a)];
                while let Some((r, t)) = work.pop() {
                    let Term::Compound(f, args) = t else { continue };
                    if *f == Atom::DOT && args.len() == 2 {
                        self.code.push(Instr::GetList { a: r });
                    } else {
                        self.code.push(Instr::GetStruct {
                            name: *f,
                            arity: args.len() as u32,
                            a: r,
                        });
                    }
                    if r.is_temp() {
                        self.temps.free.push(r);
                    }
                    for sub in args {
                        self.unify_arg(sub, &mut work)?;
                    }
                }
            }
            _ => {
                let c = self.constant(a).ok_or(CompileError::TooLarge)?;
                self.code.push(Instr::GetConst { c, a: reg });
            }
        }
        Ok(())
    }

    fn unify_arg<'t>(
        &mut self,
        sub: &'t Term,
        work: &mut Vec<(Reg, &'t Term)>,
    ) -> Result<(), CompileError> {
        match sub {
            Term::Var(v) if self.is_void(*v) => match self.code.last_mut() {
                Some(Instr::UnifyVoid { n }) => *n += 1,
                _ => self.code.push(Instr::UnifyVoid { n: 1 }),
            },
            Term::Var(v) => {
                let slot = self.slot(*v)?;
                let first = self.seen.insert(*v);
                self.code.push(if first {
                    Instr::UnifyVar { slot }
                } else {
                    Instr::UnifyVal { slot }
                });
            }
            Term::Compound(_, _) => {
                let t = self.temps.alloc()?;
                self.code.push(Instr::UnifyVar { slot: Slot::X(t) });
                work.push((t, sub));
            }
            _ => {
                let c = self.constant(sub).ok_or(CompileError::TooLarge)?;
                self.code.push(Instr::UnifyConst { c });
            }
        }
        Ok(())
    }

    fn body_arg(&mut self, a: &Term, reg: Reg) -> Result<(), CompileError> {
        match a {
            Term::Var(v) if self.is_void(*v) => self.code.push(Instr::PutVoid { a: reg }),
            Term::Var(v) => {
                let slot = self.slot(*v)?;
                let first = self.seen.insert(*v);
                if !first && slot == Slot::X(reg) {
                    return Ok(());
                }
                self.code.push(if first {
                    Instr::PutVar { slot, a: reg }
                } else {
                    Instr::PutVal { slot, a: reg }
                });
            }
            Term::Compound(_, _) => self.build(a, reg)?,
            _ => {
                let c = self.constant(a).ok_or(CompileError::TooLarge)?;
                self.code.push(Instr::PutConst { c, a: reg });
            }
        }
        Ok(())
    }

    /// Builds compound `t` on the heap into register `reg`, sub-compounds first.
    ///
    /// The chain of last compound arguments (a list's spine, `f(f(...))`, the left
    /// operand of `1+1+...`) is built iteratively from its innermost node with two
    /// registers, so such terms of any depth compile; other compound arguments are
    /// built into temporaries first.
    fn build(&mut self, t: &Term, reg: Reg) -> Result<(), CompileError> {
        let mut spine: Vec<&Term> = Vec::new();
        let mut cur = t;
        loop {
            spine.push(cur);
            match spine_link(cur) {
                Some(k) => {
                    let Term::Compound(_, a) = cur else { break };
                    cur = &a[k];
                }
                None => break,
            }
        }
        let mut prev: Option<Reg> = None;
        for (i, node) in spine.iter().enumerate().rev() {
            let Term::Compound(f, args) = node else {
                continue;
            };
            let target = if i == 0 { reg } else { self.temps.alloc()? };
            let link = spine_link(node).filter(|_| prev.is_some());
            let is_spine_link = |k: usize| link == Some(k);
            // Sub-compounds other than the spine link are built into temporaries first.
            let mut subs: Vec<Option<Reg>> = Vec::with_capacity(args.len());
            for (k, sub) in args.iter().enumerate() {
                if matches!(sub, Term::Compound(_, _)) && !is_spine_link(k) {
                    let r = self.temps.alloc()?;
                    self.build(sub, r)?;
                    subs.push(Some(r));
                } else {
                    subs.push(None);
                }
            }
            if *f == Atom::DOT && args.len() == 2 {
                self.code.push(Instr::PutList { a: target });
            } else {
                self.code.push(Instr::PutStruct {
                    name: *f,
                    arity: args.len() as u32,
                    a: target,
                });
            }
            for (k, sub) in args.iter().enumerate() {
                if is_spine_link(k) {
                    let p = prev.unwrap_or(target);
                    self.code.push(Instr::SetVal { slot: Slot::X(p) });
                    self.temps.free.push(p);
                    continue;
                }
                match (sub, subs[k]) {
                    (_, Some(r)) => {
                        self.code.push(Instr::SetVal { slot: Slot::X(r) });
                        self.temps.free.push(r);
                    }
                    (Term::Var(v), None) if self.is_void(*v) => match self.code.last_mut() {
                        Some(Instr::SetVoid { n }) => *n += 1,
                        _ => self.code.push(Instr::SetVoid { n: 1 }),
                    },
                    (Term::Var(v), None) => {
                        let slot = self.slot(*v)?;
                        let first = self.seen.insert(*v);
                        self.code.push(if first {
                            Instr::SetVar { slot }
                        } else {
                            Instr::SetVal { slot }
                        });
                    }
                    (c, None) => {
                        let c = self.constant(c).ok_or(CompileError::TooLarge)?;
                        self.code.push(Instr::SetConst { c });
                    }
                }
            }
            prev = Some(target);
        }
        Ok(())
    }
}

/// The head of an auxiliary predicate over `vars`: one argument per variable, or
/// a single `'$vars'(...)` argument holding them when there are more than the
/// argument registers can pass (a control construct over thousands of variables).
pub(crate) fn aux_head(name: Atom, vars: Vec<Term>) -> Term {
    if !packs_vars(vars.len()) {
        Term::compound(name, vars)
    } else {
        Term::compound(name, vec![Term::compound(PACKED_VARS, vars)])
    }
}

/// Whether `aux_head` packs `n` variables into one argument.
pub(crate) fn packs_vars(n: usize) -> bool {
    n >= FIRST_TEMP as usize
}

/// The functor `aux_head` packs many variables under.
pub(crate) const PACKED_VARS: &str = "$vars";

/// The argument of compound `t` that `build` follows iteratively: its last compound one.
fn spine_link(t: &Term) -> Option<usize> {
    match t {
        Term::Compound(_, a) => a.iter().rposition(|x| matches!(x, Term::Compound(_, _))),
        _ => None,
    }
}

/// Heap cells a body instruction pushes.
fn heap_cells_pushed(i: &Instr) -> u32 {
    match i {
        Instr::PutStruct { .. }
        | Instr::SetVar { .. }
        | Instr::SetVal { .. }
        | Instr::SetConst { .. } => 1,
        Instr::SetVoid { n } => *n,
        Instr::PutVar { .. } | Instr::PutVoid { .. } => 1,
        _ => 0,
    }
}

/// (function symbols and constants, variable occurrences) of a head argument.
fn shape_of(t: &Term) -> (u32, u32) {
    let (mut consts, mut vars) = (0, 0);
    let mut stack = vec![t];
    while let Some(t) = stack.pop() {
        match t {
            Term::Var(_) => vars += 1,
            Term::Compound(_, a) => {
                consts += 1;
                stack.extend(a.iter());
            }
            _ => consts += 1,
        }
    }
    (consts, vars)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn f(args: Vec<Term>) -> Term {
        Term::Compound(Atom::new("f"), args)
    }

    #[test]
    fn collect_vars_lists_occurrences_depth_first_left_to_right() {
        // f(A, g(B, h(C), A), 1, D, [E])
        let v = Term::Var;
        let t = f(vec![
            v(0),
            f(vec![v(1), f(vec![v(2)]), v(0)]),
            Term::Int(1),
            v(3),
            f(vec![v(4)]),
        ]);
        let mut out = Vec::new();
        collect_vars(&t, &mut out);
        assert_eq!(out, vec![0, 1, 2, 0, 3, 4]);
        assert_eq!(term_vars(&t), vec![0, 1, 2, 3, 4]);
        assert_eq!(max_var(&t), Some(4));
    }

    #[test]
    fn collect_vars_of_atomic_terms_and_variables() {
        let mut out = Vec::new();
        collect_vars(&Term::Int(3), &mut out);
        collect_vars(&Term::Var(7), &mut out);
        collect_vars(&f(vec![]), &mut out);
        assert_eq!(out, vec![7]);
    }
}
