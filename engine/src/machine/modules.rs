//! The module system: per-module predicate namespaces, export lists and imports, as
//! in SWI-Prolog.
//!
//! Module `user` is the database's plain `name/arity` table, so programs without
//! modules (and the engine's builtins and library, which live there too) resolve
//! exactly as before. A predicate defined in another module gets its own entry,
//! known only to that module; `use_module` imports a module's exports into the
//! importing module. An unqualified name in module `M` resolves to `M`'s own
//! predicate, else to one `M` imports, else to `user`'s (builtins, library, the
//! user's program), as SWI-Prolog's default module inheritance does.
//!
//! Resolution happens when a clause is compiled, so module-qualified calls cost
//! nothing at run time; a call of a predicate that was still undefined when the
//! clause was compiled is resolved again when it runs ([`Modules::late_target`]).
//! Goals passed to meta-predicates from a module other than `user` are qualified with
//! that module when the clause is compiled (`maplist(helper, L)` in `m` becomes
//! `maplist(m:helper, L)`), and `call/N` and the database builtins resolve `M:G` in `M`.

use super::db::{Database, PredKind};
use super::instr::PredId;
use crate::atom::Atom;
use crate::term::Term;
use std::collections::{HashMap, HashSet};
use std::path::PathBuf;

/// Module tables: which module each non-`user` predicate belongs to, exports and imports.
#[derive(Debug)]
pub struct Modules {
    /// The module unqualified names resolve in while a file is loaded or a goal is
    /// compiled (`user` outside module files).
    pub current: Atom,
    local: HashMap<(Atom, Atom, u32), PredId>,
    imports: HashMap<(Atom, Atom, u32), PredId>,
    exports: HashMap<Atom, Vec<(Atom, u32)>>,
    owner: HashMap<PredId, Atom>,
    /// The module each loaded module file defines.
    pub file_module: HashMap<PathBuf, Atom>,
    /// Meta-argument specifications of `meta_predicate` declarations.
    meta: HashMap<PredId, Vec<MetaArg>>,
}

impl Default for Modules {
    fn default() -> Self {
        Modules {
            current: Atom::USER,
            local: HashMap::new(),
            imports: HashMap::new(),
            exports: HashMap::new(),
            owner: HashMap::new(),
            file_module: HashMap::new(),
            meta: HashMap::new(),
        }
    }
}

/// What a meta-predicate does with one argument.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MetaArg {
    /// Not a goal.
    Plain,
    /// A clause, predicate indicator or module-sensitive term (`:`), or a DCG body
    /// (`//`), qualified with the caller's module.
    Goal,
    /// A goal called with this many extra arguments (`0`..`9`), qualified with the
    /// caller's module; the count is what compile-time lambda expansion extends by.
    Closure(u8),
    /// `^`: a goal that may be prefixed by `Var^` (bagof/setof).
    Caret,
}

impl MetaArg {
    /// Reads one argument of a `meta_predicate` declaration.
    pub fn from_spec(t: &Term) -> MetaArg {
        match t {
            Term::Int(n) if (0..=9).contains(n) => MetaArg::Closure(*n as u8),
            Term::Atom(a) if matches!(&*a.name(), ":" | "//") => MetaArg::Goal,
            Term::Atom(a) if a.name() == "^" => MetaArg::Caret,
            _ => MetaArg::Plain,
        }
    }

    /// Whether the argument is a goal (or clause) qualified with the caller's module.
    pub fn takes_goal(self) -> bool {
        matches!(self, MetaArg::Goal | MetaArg::Closure(_))
    }
}

/// Meta-argument positions of the builtins and library predicates that take goals,
/// clauses or predicate indicators (SWI-Prolog's declarations).
fn builtin_meta(name: &str, arity: u32) -> Option<&'static [MetaArg]> {
    use MetaArg::{Caret as C, Closure, Goal as G, Plain as P};
    const G0: MetaArg = Closure(0);
    const G1: MetaArg = Closure(1);
    const G2: MetaArg = Closure(2);
    const G3: MetaArg = Closure(3);
    const G4: MetaArg = Closure(4);
    const G5: MetaArg = Closure(5);
    const G6: MetaArg = Closure(6);
    const G7: MetaArg = Closure(7);
    Some(match (name, arity) {
        ("call", 1) => &[G0],
        ("call", 2) => &[G1],
        ("call", 3) => &[G2],
        ("call", 4) => &[G3],
        ("call", 5) => &[G4],
        ("call", 6) => &[G5],
        ("call", 7) => &[G6],
        ("call", 8) => &[G7],
        ("once" | "ignore" | "not" | "time", 1) => &[G0],
        // Qualified with the caller's module, which is what it answers (`builtins/context.rs`).
        ("context_module", 1) => &[G],
        // Qualified with the caller's module, which they default to (as SWI-Prolog).
        ("current_predicate", 1) => &[G],
        ("predicate_property", 2) => &[G, P],
        ("strip_module", 3) => &[G, P, P],
        ("forall", 2) => &[G0, G0],
        ("findall", 3 | 4) => &[P, G0],
        ("aggregate_all", 3) => &[P, G0],
        ("aggregate_all", 4) => &[P, P, G0],
        ("bagof" | "setof" | "aggregate", 3) => &[P, C],
        ("catch", 3) | ("catch_with_backtrace", 3) => &[G0, P, G0],
        ("call_cleanup", 2) => &[G0, G0],
        ("setup_call_cleanup", 3) => &[G0, G0, G0],
        ("setup_call_catcher_cleanup", 4) => &[G0, G0, P, G0],
        ("findnsols", 4 | 5) => &[P, P, G0],
        ("maplist", 2) | ("include" | "exclude" | "partition", 3 | 4) => &[G1],
        ("maplist", 3) | ("partition", 5 | 6) | ("convlist", 3) => &[G2],
        ("maplist", 4) | ("foldl", 4) => &[G3],
        ("maplist", 5) | ("foldl", 5) => &[G4],
        ("maplist", 6) | ("foldl", 6) => &[G5],
        ("maplist", 7) | ("foldl", 7) => &[G6],
        ("concurrent_maplist", 2) => &[G1],
        ("concurrent_maplist", 3) => &[G2],
        ("concurrent_maplist", 4) => &[G3],
        ("concurrent_forall", 2 | 3) => &[G0, G0],
        ("assert" | "asserta" | "assertz" | "retract" | "retractall" | "abolish", 1) => &[G],
        ("clause", 2) => &[G],
        ("dynamic" | "discontiguous" | "multifile", 1) => &[G],
        ("limit" | "offset", 2) => &[P, G0],
        ("distinct", 2) | ("order_by", 2) | ("with_output_to", 2) => &[P, G0],
        ("distinct", 1) => &[G0],
        ("phrase", 2 | 3) => &[G],
        ("predsort", 3) => &[G3],
        // library(yall): the body of `Params>>Body` and `Free/Lambda` runs in the
        // module that calls the lambda, as SWI-Prolog declares them `(?, 0)`/`(?, :)`.
        (">>" | "/", 2..=9) => &[P, G],
        // Library predicates taking closures, as SWI-Prolog 9 declares them
        // (`predicate_property(H, meta_predicate(M))`).
        ("call_nth", 2) | ("assertion", 1) => &[G0],
        ("aggregate", 4) => &[P, P, C],
        ("foreach", 2) => &[G0, G0],
        ("map_assoc", 2) => &[G1],
        ("map_assoc", 3) | ("map_list_to_pairs", 3) => &[G2],
        ("max_member" | "min_member", 3) => &[G2],
        ("scanl", 4) => &[G3],
        ("scanl", 5) => &[G4],
        ("scanl", 6) => &[G5],
        ("scanl", 7) => &[G6],
        ("rb_map", 2) => &[P, G1],
        ("rb_map", 3) => &[P, G2],
        ("rb_apply" | "rb_partial_map", 4) => &[P, P, G2],
        ("rb_fold", 4) => &[G3],
        ("sequence", 4) => &[G3],
        ("sequence", 5) => &[G3, G],
        ("sequence", 7) => &[G, G3, G, G],
        ("optional", 4) => &[G, G],
        ("foreach", 4) => &[G0, G],
        ("foreach", 5) => &[G0, G, G],
        ("indent_lines", 4) => &[G1],
        ("phrase_from_file", 2 | 3) => &[G],
        ("record", 1) => &[G],
        ("argv_options", 3 | 4) => &[G],
        ("group_by", 4) => &[P, P, G0],
        _ => return None,
    })
}

/// The meta-argument specification of a builtin or library predicate, one entry
/// per argument.
pub fn builtin_meta_spec(name: Atom, arity: u32) -> Option<Vec<MetaArg>> {
    let spec = builtin_meta(&name.name(), arity)?;
    let mut args = vec![MetaArg::Plain; arity as usize];
    for (a, s) in args.iter_mut().zip(spec) {
        *a = *s;
    }
    Some(args)
}

impl Modules {
    /// The module a predicate belongs to.
    pub fn module_of(&self, pred: PredId) -> Atom {
        self.owner.get(&pred).copied().unwrap_or(Atom::USER)
    }

    /// The predicates named `name/arity` that modules other than `user` define.
    pub fn local_preds(&self, name: Atom, arity: u32) -> impl Iterator<Item = PredId> + '_ {
        self.local
            .iter()
            .filter(move |((_, n, k), _)| *n == name && *k == arity)
            .map(|(_, &id)| id)
    }

    /// Records `module`'s export list (`module/2`).
    pub fn set_exports(&mut self, module: Atom, exports: Vec<(Atom, u32)>) {
        // Module tables are not scanned by the atom collector.
        crate::atom::pin_all(std::iter::once(module).chain(exports.iter().map(|e| e.0)));
        self.exports.insert(module, exports);
    }

    /// The export list of `module`.
    pub fn exports(&self, module: Atom) -> &[(Atom, u32)] {
        self.exports.get(&module).map_or(&[], Vec::as_slice)
    }

    /// Whether `module` has been defined by a module file.
    pub fn is_module(&self, module: Atom) -> bool {
        self.exports.contains_key(&module)
    }

    /// Makes `pred` visible as `name/arity` in `importer`.
    pub fn import(&mut self, importer: Atom, name: Atom, arity: u32, pred: PredId) {
        crate::atom::pin_all([importer, name]);
        self.imports.insert((importer, name, arity), pred);
    }

    /// Records a `meta_predicate` declaration.
    pub fn set_meta(&mut self, pred: PredId, args: Vec<MetaArg>) {
        self.meta.insert(pred, args);
    }

    /// The specification a `meta_predicate` declaration gave a predicate.
    pub fn declared_meta(&self, pred: PredId) -> Option<&[MetaArg]> {
        self.meta.get(&pred).map(Vec::as_slice)
    }
}

impl Database {
    /// The meta-argument specification of a predicate: its declaration, else that of
    /// the builtin or library predicate of its name, unless a module defines a
    /// predicate of that name itself (its arguments are then its own business, as
    /// in SWI-Prolog: `sequence/4` of a module is not library(dcg/high_order)'s).
    pub fn meta_spec(&self, pred: PredId, name: Atom, arity: u32) -> Option<Vec<MetaArg>> {
        if let Some(m) = self.modules.meta.get(&pred) {
            return Some(m.clone());
        }
        let p = self.pred(pred);
        let own = self.modules.module_of(pred) != Atom::USER && p.defined && !p.library;
        if own {
            return None;
        }
        builtin_meta_spec(name, arity)
    }

    /// The predicate `name/arity` is in `module`, resolving through imports and `user`;
    /// an unknown one is created as `module`'s own (undefined) predicate.
    pub fn pred_id_in(&mut self, module: Atom, name: Atom, arity: u32) -> PredId {
        if module == Atom::USER {
            return match self.lookup(name, arity) {
                Some(id) if self.is_usable(id) => id,
                found => match self.modules.imports.get(&(module, name, arity)) {
                    Some(&id) => id,
                    None => found.unwrap_or_else(|| self.pred_id(name, arity)),
                },
            };
        }
        if let Some(&id) = self.modules.local.get(&(module, name, arity)) {
            return id;
        }
        if let Some(&id) = self.modules.imports.get(&(module, name, arity)) {
            return id;
        }
        match self.lookup_in(Atom::USER, name, arity) {
            Some(id) if self.is_usable(id) => id,
            _ => self.local_pred(module, name, arity),
        }
    }

    /// The predicate `name/arity` is in `module`, if any (nothing is created).
    pub fn lookup_in(&self, module: Atom, name: Atom, arity: u32) -> Option<PredId> {
        let key = (module, name, arity);
        if module != Atom::USER {
            let own = self.modules.local.get(&key);
            return own
                .or_else(|| self.modules.imports.get(&key))
                .copied()
                .or_else(|| self.lookup_in(Atom::USER, name, arity));
        }
        match self.lookup(name, arity) {
            Some(id) if self.is_usable(id) => Some(id),
            found => self.modules.imports.get(&key).copied().or(found),
        }
    }

    /// The predicates defined in `module` itself (not imported or inherited from
    /// `user`): for `user`, its namespace's.
    pub fn defined_in(&self, module: Atom) -> Vec<PredId> {
        if module == Atom::USER {
            return self.user_pred_ids().collect();
        }
        self.modules
            .local
            .iter()
            .filter(|((m, _, _), _)| *m == module)
            .map(|(_, &id)| id)
            .collect()
    }

    /// The predicate a clause for `name/arity` defines in `module` (never an imported
    /// or inherited one).
    pub fn defined_pred_id(&mut self, module: Atom, name: Atom, arity: u32) -> PredId {
        if module == Atom::USER {
            self.pred_id(name, arity)
        } else {
            self.local_pred(module, name, arity)
        }
    }

    fn local_pred(&mut self, module: Atom, name: Atom, arity: u32) -> PredId {
        if let Some(&id) = self.modules.local.get(&(module, name, arity)) {
            return id;
        }
        let id = self.new_pred(name, arity);
        module.pin();
        self.modules.local.insert((module, name, arity), id);
        self.modules.owner.insert(id, module);
        id
    }

    /// Module-local predicates with clauses whose `name/arity` another module (or
    /// `user`) also defines.
    pub fn clashing_module_preds(&self) -> HashSet<PredId> {
        let has_clauses = |id: PredId| {
            let p = self.pred(id);
            (p.defined || p.dynamic) && !p.library
        };
        let mut owners: HashMap<(Atom, u32), Vec<PredId>> = HashMap::new();
        for (&(_, name, arity), &id) in &self.modules.local {
            if has_clauses(id) {
                owners.entry((name, arity)).or_default().push(id);
            }
        }
        let mut clashing = HashSet::new();
        for ((name, arity), ids) in owners {
            let user = self.lookup(name, arity).is_some_and(has_clauses);
            if ids.len() > 1 || user {
                clashing.extend(ids);
            }
        }
        clashing
    }

    /// Defined, declared, or a builtin: something a call can run.
    fn is_usable(&self, id: PredId) -> bool {
        let p = self.pred(id);
        p.defined || p.dynamic || !matches!(p.kind, PredKind::Clauses)
    }

    /// What a call of the undefined `pred` runs instead: the predicate its name
    /// resolves to now (imported or inherited after the call was compiled), if that
    /// is another, usable one.
    pub fn late_target(&mut self, pred: PredId) -> Option<PredId> {
        let (name, arity) = (self.pred(pred).name, self.pred(pred).arity);
        let module = self.modules.module_of(pred);
        let target = match self.modules.imports.get(&(module, name, arity)) {
            Some(&id) => id,
            None if module == Atom::USER => return None,
            None => self.lookup_in(Atom::USER, name, arity)?,
        };
        (target != pred && self.is_usable(target)).then_some(target)
    }

    /// `goal` as compiled in the current module: meta-arguments qualified with the
    /// module (in `user`, only those of meta-predicates that modules declare).
    pub fn qualify_meta_args(&mut self, pred: PredId, goal: &Term) -> Option<Term> {
        let module = self.modules.current;
        let Term::Compound(f, args) = goal else {
            return None;
        };
        // In `user`, unqualified goals already resolve where they should, except in
        // a meta-predicate a module declares.
        let spec = match module {
            Atom::USER => self.modules.meta.get(&pred)?.clone(),
            _ => self.meta_spec(pred, *f, args.len() as u32)?,
        };
        let qualified = args
            .iter()
            .zip(spec)
            .map(|(a, s)| match s {
                MetaArg::Plain => a.clone(),
                MetaArg::Goal | MetaArg::Closure(_) => qualify(module, a),
                MetaArg::Caret => qualify_caret(module, a),
            })
            .collect();
        Some(Term::Compound(*f, qualified))
    }
}

/// `M:T`, unless `T` is already qualified.
pub(crate) fn qualify(module: Atom, t: &Term) -> Term {
    match t {
        Term::Compound(f, a) if *f == Atom::COLON && a.len() == 2 => t.clone(),
        _ => Term::Compound(Atom::COLON, vec![Term::Atom(module), t.clone()]),
    }
}

/// `V^M:G` for `V^G`: the module goes inside the existential prefix.
fn qualify_caret(module: Atom, t: &Term) -> Term {
    match t {
        Term::Compound(f, a) if f.name() == "^" && a.len() == 2 => {
            Term::Compound(*f, vec![a[0].clone(), qualify_caret(module, &a[1])])
        }
        _ => qualify(module, t),
    }
}

/// Splits `M:G` (nested qualifications: the innermost module wins) into module and goal.
pub fn strip_module(t: &Term, default: Atom) -> (Atom, &Term) {
    let mut module = default;
    let mut t = t;
    while let Term::Compound(f, a) = t {
        match (&a[..], *f == Atom::COLON) {
            ([Term::Atom(m), g], true) => {
                module = *m;
                t = g;
            }
            _ => break,
        }
    }
    (module, t)
}

/// `t` without its `Module:` qualifications, taken apart in place, and the
/// innermost module (`default` if none): [`strip_module`] on an owned term.
pub fn strip_module_owned(mut t: Term, default: Atom) -> (Atom, Term) {
    let mut module = default;
    loop {
        match t {
            Term::Compound(f, mut a)
                if f == Atom::COLON && a.len() == 2 && matches!(a[0], Term::Atom(_)) =>
            {
                let inner = a.pop().unwrap_or(Term::Atom(Atom::TRUE));
                if let Some(Term::Atom(m)) = a.pop() {
                    module = m;
                }
                t = inner;
            }
            other => return (module, other),
        }
    }
}

/// `body` with each goal qualified with `module` (control constructs and cuts
/// kept as they are), for a clause a file adds to another module's predicate:
/// SWI-Prolog runs such a body in the module of the file that gives the clause
/// (`aoc:part1(X) :- helper(X).` in module `day01` calls `day01:helper/1`).
pub fn qualify_goals(body: &Term, module: Atom) -> Term {
    match body {
        Term::Compound(f, a)
            if a.len() == 2
                && [
                    Atom::COMMA,
                    Atom::SEMICOLON,
                    Atom::BAR,
                    Atom::ARROW,
                    Atom::SOFT_ARROW,
                ]
                .contains(f) =>
        {
            let parts = a.iter().map(|g| qualify_goals(g, module)).collect();
            Term::Compound(*f, parts)
        }
        Term::Compound(f, a) if *f == Atom::NOT_PROVABLE && a.len() == 1 => {
            Term::Compound(*f, vec![qualify_goals(&a[0], module)])
        }
        Term::Atom(Atom::CUT) | Term::Atom(Atom::TRUE) => body.clone(),
        Term::Compound(f, a) if *f == Atom::COLON && a.len() == 2 => body.clone(),
        goal => Term::Compound(Atom::COLON, vec![Term::Atom(module), goal.clone()]),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn owned_strip_module_agrees_with_the_borrowed_one() {
        let colon = |m: Term, g: Term| Term::Compound(Atom::COLON, vec![m, g]);
        let goal = Term::compound("g", vec![Term::Var(0)]);
        let cases = [
            goal.clone(),
            colon(Term::atom("a"), goal.clone()),
            colon(Term::atom("a"), colon(Term::atom("b"), goal.clone())),
            colon(Term::Var(1), goal.clone()),
            colon(Term::atom("a"), colon(Term::Var(1), goal)),
            Term::Var(2),
        ];
        for t in cases {
            let (module, inner) = strip_module(&t, Atom::USER);
            let expected = (module, inner.clone());
            assert_eq!(strip_module_owned(t, Atom::USER), expected);
        }
    }

    #[test]
    fn goals_are_qualified_and_control_constructs_kept() {
        let m = Atom::new("day01");
        let q = |g: &str| Term::Compound(Atom::COLON, vec![Term::Atom(m), Term::atom(g)]);
        let body = Term::Compound(
            Atom::COMMA,
            vec![
                Term::atom("a"),
                Term::Compound(
                    Atom::SEMICOLON,
                    vec![
                        Term::Compound(Atom::ARROW, vec![Term::atom("b"), Term::Atom(Atom::CUT)]),
                        Term::Compound(Atom::NOT_PROVABLE, vec![Term::atom("c")]),
                    ],
                ),
            ],
        );
        let want = Term::Compound(
            Atom::COMMA,
            vec![
                q("a"),
                Term::Compound(
                    Atom::SEMICOLON,
                    vec![
                        Term::Compound(Atom::ARROW, vec![q("b"), Term::Atom(Atom::CUT)]),
                        Term::Compound(Atom::NOT_PROVABLE, vec![q("c")]),
                    ],
                ),
            ],
        );
        assert_eq!(qualify_goals(&body, m), want);
    }
}
