//! The program as the static analysis and the assertions read it when modules define
//! predicates with the same name: those predicates are renamed `'M:name'` in the
//! clauses the loader reports (`LoadReport::clauses`), heads and calls alike, so that
//! two modules' `helper/1` are two predicates there as they are in the engine. An
//! assertion written in a module about such a predicate is set aside with a warning
//! (assertions name predicates without modules, so it could be judged against the
//! other one). Programs without such clashes are reported exactly as read.

use super::consult::{file_key, LoadReport};
use super::instr::PredId;
use super::modules::{strip_module, MetaArg};
use super::Machine;
use crate::atom::Atom;
use crate::diagnostic::{codes, Diagnostic, Severity};
use crate::term::Term;
use std::collections::HashSet;

impl Machine {
    /// Completes `report` for the static analysis: clauses another file's
    /// definition replaced left out (`redefine.rs`), clashing module-local predicates
    /// renamed (and the assertions about them set aside), and the predicates whose
    /// run-time clauses differ from the clauses read listed.
    pub(crate) fn analysis_view(&mut self, report: &mut LoadReport) {
        report
            .clauses
            .retain(|(file, rt)| !self.is_superseded(*file, &rt.span));
        let clashing = self.db.clashing_module_preds();
        report.run_time_defined = self.run_time_defined(&clashing);
        self.disambiguate_modules(report, &clashing);
    }

    /// User predicates that are dynamic or tabled, by the names the reported
    /// clauses give them.
    fn run_time_defined(&self, clashing: &HashSet<PredId>) -> Vec<(Atom, u32)> {
        let reported = |id: PredId, name: Atom| match clashing.contains(&id) {
            true => qualified_name(self.db.modules.module_of(id), name),
            false => name,
        };
        let dynamic = self.db.pred_ids().filter_map(|id| {
            let p = self.db.pred(id);
            (p.dynamic && !p.library && !p.system).then(|| (reported(id, p.name), p.arity))
        });
        let tabled = self.tables.specs.keys().map(|&(name, arity)| {
            let module = self.tables.modules.get(&(name, arity)).copied();
            let id = self.db.lookup_in(module.unwrap_or(Atom::USER), name, arity);
            (id.map_or(name, |id| reported(id, name)), arity)
        });
        let mut out: Vec<(Atom, u32)> = dynamic.chain(tabled).collect();
        out.sort_by(|a, b| a.0.cmp_names(b.0).then(a.1.cmp(&b.1)));
        out.dedup();
        out
    }

    /// Renames the clashing module-local predicates in `report.clauses` and sets aside
    /// the assertions about them.
    fn disambiguate_modules(&mut self, report: &mut LoadReport, clashing: &HashSet<PredId>) {
        if clashing.is_empty() {
            return;
        }
        let mut clauses = std::mem::take(&mut report.clauses);
        for (file, rt) in &mut clauses {
            let module = self.module_of_file(*file);
            rt.term = self.rename_clause(&rt.term, module, clashing);
        }
        report.clauses = clauses;
        let kept = std::mem::take(&mut report.kept);
        for k in kept {
            let module = self.module_of_file(k.file);
            match self.mentions_clashing(&k.read.term, module, clashing) {
                Some(pi) => report.diagnostics.push(Diagnostic::new(
                    codes::MODULE,
                    Severity::Warning,
                    format!(
                        "assertion not checked: {}:{pi} has a namesake in another module, \
                         and assertions name predicates without their module",
                        module.name()
                    ),
                    Some(k.file),
                    k.read.span.clone(),
                )),
                None => report.kept.push(k),
            }
        }
    }

    fn module_of_file(&self, file: u32) -> Atom {
        let path = file_key(&self.sources[file as usize].path);
        self.db
            .modules
            .file_module
            .get(&path)
            .copied()
            .unwrap_or(Atom::USER)
    }

    /// `name/arity` of a clashing predicate of `module` that `t` mentions as a term.
    fn mentions_clashing(
        &self,
        t: &Term,
        module: Atom,
        clashing: &HashSet<PredId>,
    ) -> Option<String> {
        let mut stack = vec![t];
        while let Some(t) = stack.pop() {
            if let Some((name, arity)) = t.functor() {
                let pred = self.db.lookup_in(module, name, arity as u32);
                if pred.is_some_and(|p| clashing.contains(&p)) {
                    return Some(format!("{}/{arity}", name.name()));
                }
            }
            if let Term::Compound(_, args) = t {
                stack.extend(args);
            }
        }
        None
    }

    fn rename_clause(&mut self, t: &Term, module: Atom, clashing: &HashSet<PredId>) -> Term {
        match t {
            Term::Compound(f, a) if *f == Atom::COLON_DASH && a.len() == 2 => {
                let head = self.rename_head(&a[0], module, clashing);
                let body = self.rename_goal(&a[1], module, clashing);
                Term::Compound(*f, vec![head, body])
            }
            Term::Compound(f, a) if *f == Atom::COLON_DASH && a.len() == 1 => t.clone(),
            head => self.rename_head(head, module, clashing),
        }
    }

    fn rename_head(&mut self, head: &Term, module: Atom, clashing: &HashSet<PredId>) -> Term {
        let (module, head) = strip_module(head, module);
        let Some((name, arity)) = head.functor() else {
            return head.clone();
        };
        match self.db.lookup_in(module, name, arity as u32) {
            Some(p) if clashing.contains(&p) => renamed(head, module, name),
            _ => head.clone(),
        }
    }

    /// A body goal with clashing calls renamed, through control constructs and the
    /// goal arguments of meta-predicates.
    fn rename_goal(&mut self, goal: &Term, module: Atom, clashing: &HashSet<PredId>) -> Term {
        let (module, inner) = strip_module(goal, module);
        let qualified = !std::ptr::eq(inner, goal);
        let rewrap = |t: Term| match qualified {
            true => Term::Compound(Atom::COLON, vec![Term::Atom(module), t]),
            false => t,
        };
        if let Term::Compound(f, args) = inner {
            if is_control(*f, args.len()) {
                let args = args
                    .iter()
                    .map(|a| self.rename_goal(a, module, clashing))
                    .collect();
                return rewrap(Term::Compound(*f, args));
            }
        }
        let Some((name, arity)) = inner.functor() else {
            return goal.clone();
        };
        let Some(pred) = self.db.lookup_in(module, name, arity as u32) else {
            return goal.clone();
        };
        let owner = self.db.modules.module_of(pred);
        let call = match inner {
            Term::Compound(f, args) => {
                let spec = self.db.meta_spec(pred, *f, args.len() as u32);
                let args = args
                    .iter()
                    .enumerate()
                    .map(|(i, a)| match spec.as_ref().and_then(|s| s.get(i)) {
                        Some(s) if s.takes_goal() => self.rename_goal(a, module, clashing),
                        Some(MetaArg::Caret) => self.rename_caret(a, module, clashing),
                        _ => a.clone(),
                    })
                    .collect();
                Term::Compound(*f, args)
            }
            t => t.clone(),
        };
        if clashing.contains(&pred) {
            renamed(&call, owner, name)
        } else {
            rewrap(call)
        }
    }

    /// `V^G` with `G` renamed (bagof/setof's existential prefix kept).
    fn rename_caret(&mut self, t: &Term, module: Atom, clashing: &HashSet<PredId>) -> Term {
        match t {
            Term::Compound(f, a) if f.name() == "^" && a.len() == 2 => {
                let inner = self.rename_caret(&a[1], module, clashing);
                Term::Compound(*f, vec![a[0].clone(), inner])
            }
            t => self.rename_goal(t, module, clashing),
        }
    }
}

fn is_control(f: Atom, arity: usize) -> bool {
    match arity {
        2 => matches!(&*f.name(), "," | ";" | "->" | "*->" | "|"),
        1 => f.name() == "\\+",
        _ => false,
    }
}

/// `t` with its functor renamed `'M:name'`.
/// The name a clashing predicate `name` of `module` has in the reported clauses.
fn qualified_name(module: Atom, name: Atom) -> Atom {
    Atom::new(&format!("{}:{}", module.name(), name.name()))
}

fn renamed(t: &Term, module: Atom, name: Atom) -> Term {
    let qualified = qualified_name(module, name);
    match t {
        Term::Compound(_, a) => Term::Compound(qualified, a.clone()),
        _ => Term::Atom(qualified),
    }
}
