//! The program as the analysis sees it: user predicates, their clauses with heads
//! and bodies flattened into literals, and the call graph's strongly connected
//! components (callees first).

use costlog_engine::{Atom, Term};
use petgraph::algo::tarjan_scc;
use petgraph::graph::DiGraph;
use std::collections::{BTreeMap, BTreeSet};

/// `name/arity`.
pub type PredKey = (String, usize);

/// A body literal.
#[derive(Clone, Debug, PartialEq)]
pub enum Lit {
    /// A call of a user predicate.
    Call(PredKey, Vec<Term>),
    /// A builtin or library predicate (costs no resolution steps itself).
    Builtin(String, Vec<Term>),
    /// `!`.
    Cut,
    /// `(Cond -> Then ; Else)` (and `(Cond -> Then)`, `once(G)`, whose else fails),
    /// without cuts inside; the flag says whether it pushes a choice point (only the
    /// form with a written else does).
    IfThenElse(Vec<Lit>, Vec<Lit>, Vec<Lit>, bool),
    /// `\+ G`, without cuts inside.
    Not(Vec<Lit>),
    /// `(A ; B)`, without cuts inside.
    Or(Vec<Lit>, Vec<Lit>),
    /// A control construct the analysis treats as opaque: `\+`, `;`, `->`, `call/N`,
    /// `findall/3` ... with the user predicates it may call.
    Opaque(Term, Vec<PredKey>),
}

/// A clause.
#[derive(Clone, Debug, PartialEq)]
pub struct Clause {
    /// Head arguments.
    pub head: Vec<Term>,
    /// Body literals in order.
    pub body: Vec<Lit>,
    /// Split from one source clause with its sibling (an if-then-else with
    /// recursive branches): the two share one head unification.
    pub shares_head: bool,
    /// Choice points of the source clause's control constructs that its literals no
    /// longer show (the if-then-else a split clause came from).
    pub hidden_choicepoints: i64,
    /// Its literals are the source body's goals as the engine compiles them, one
    /// by one (no control construct, `call/N` or literal cost centre made into
    /// other literals, nothing unfolded): what their arguments build on the heap
    /// is what the engine builds.
    pub as_written: bool,
    /// Library code made for the program (see `apply`): its head costs no
    /// steps and no unifications.
    pub library: bool,
}

/// A user program.
#[derive(Clone, Debug, Default)]
pub struct Program {
    /// Predicates with their clauses, in source order.
    pub preds: BTreeMap<PredKey, Vec<Clause>>,
}

/// The keys of predicates the engine names by atom and arity.
pub fn pred_keys(preds: &[(Atom, u32)]) -> Vec<PredKey> {
    preds
        .iter()
        .map(|(name, arity)| (name.name().to_string(), *arity as usize))
        .collect()
}

fn key_of(t: &Term) -> Option<PredKey> {
    t.functor().map(|(f, n)| (f.name().to_string(), n))
}

fn args_of(t: &Term) -> Vec<Term> {
    match t {
        Term::Compound(_, a) => a.clone(),
        _ => Vec::new(),
    }
}

const CONTROL: &[(&str, usize)] = &[
    (",", 2),
    (";", 2),
    ("->", 2),
    ("*->", 2),
    ("\\+", 1),
    ("call", 1),
    ("findall", 3),
    ("forall", 2),
    ("once", 1),
    ("ignore", 1),
    ("bagof", 3),
    ("setof", 3),
    ("catch", 3),
    ("call_with_depth_limit", 3),
    ("call_with_inference_limit", 3),
    ("aggregate_all", 3),
    ("findnsols", 4),
    ("findnsols", 5),
    ("setup_call_cleanup", 3),
    ("setup_call_catcher_cleanup", 4),
];

impl Program {
    /// Builds the program from clause terms (`Head :- Body` or facts); directives
    /// and clauses of predicates named by `skip` (assertion props, regtypes) are
    /// kept too: they are ordinary predicates.
    pub fn from_terms<'a>(terms: impl IntoIterator<Item = &'a Term>) -> Program {
        Program::from_terms_calling(terms, &[], &[])
    }

    /// Like [`Program::from_terms`], with calls of `also_called` (predicates the
    /// program does not define: foreign code, builtins a `trust` assertion
    /// describes) kept as calls of user predicates rather than as builtins or
    /// opaque goals, and the predicates of `run_time_defined` (dynamic and tabled
    /// ones, whose clauses at run time are not the clauses read) left undefined:
    /// their calls are opaque goals that may run any user predicate.
    pub fn from_terms_calling<'a>(
        terms: impl IntoIterator<Item = &'a Term>,
        also_called: &[PredKey],
        run_time_defined: &[PredKey],
    ) -> Program {
        let mut raw: Vec<(Term, Term)> = Vec::new();
        for t in terms {
            match t {
                Term::Compound(f, a) if f.name() == ":-" && a.len() == 2 => raw.push((
                    a[0].clone(),
                    crate::goal_vars::resolve_goal_vars(&a[0], &a[1]),
                )),
                Term::Compound(f, a) if f.name() == ":-" && a.len() == 1 => {}
                Term::Compound(f, a) if f.name() == "-->" && a.len() == 2 => {}
                t => raw.push((t.clone(), Term::atom("true"))),
            }
        }
        let mut defined: Vec<PredKey> = raw.iter().filter_map(|(h, _)| key_of(h)).collect();
        let walks = crate::apply::auxiliaries(raw.iter().map(|(_, b)| b), &defined);
        defined.extend(walks.iter().filter_map(|(h, _)| key_of(h)));
        let raw = raw
            .into_iter()
            .map(|(h, b)| (h, b, false))
            .chain(walks.into_iter().map(|(h, b)| (h, b, true)));
        defined.extend(also_called.iter().cloned());
        defined.extend(run_time_defined.iter().cloned());
        let scope = Scope {
            defined,
            run_time_defined,
        };
        let mut p = Program::default();
        for (head, body, library) in raw {
            let Some(key) = key_of(&head) else { continue };
            if run_time_defined.contains(&key) {
                continue;
            }
            let mut lits = Vec::new();
            flatten(&body, &scope, &mut lits);
            p.preds.entry(key).or_default().push(Clause {
                head: args_of(&head),
                body: lits,
                shares_head: false,
                hidden_choicepoints: 0,
                as_written: runs_as_written(&body),
                library,
            });
        }
        p
    }

    /// User predicates a literal may call.
    pub fn callees(lit: &Lit) -> Vec<PredKey> {
        match lit {
            Lit::Call(k, _) => vec![k.clone()],
            Lit::Opaque(_, ks) => ks.clone(),
            Lit::IfThenElse(c, t, e, _) => c
                .iter()
                .chain(t)
                .chain(e)
                .flat_map(Program::callees)
                .collect(),
            Lit::Not(g) => g.iter().flat_map(Program::callees).collect(),
            Lit::Or(a, b) => a.iter().chain(b).flat_map(Program::callees).collect(),
            _ => Vec::new(),
        }
    }

    /// `pred` and every user predicate its clauses may call, directly or not.
    pub fn reachable(&self, pred: &PredKey) -> BTreeSet<PredKey> {
        let mut seen = BTreeSet::from([pred.clone()]);
        let mut todo = vec![pred.clone()];
        while let Some(p) = todo.pop() {
            let lits = self
                .preds
                .get(&p)
                .into_iter()
                .flatten()
                .flat_map(|c| &c.body);
            for q in lits.flat_map(Program::callees) {
                if seen.insert(q.clone()) {
                    todo.push(q);
                }
            }
        }
        seen
    }

    /// Strongly connected components of the call graph, callees first.
    pub fn sccs(&self) -> Vec<Vec<PredKey>> {
        let mut g: DiGraph<PredKey, ()> = DiGraph::new();
        let mut idx = BTreeMap::new();
        for k in self.preds.keys() {
            idx.insert(k.clone(), g.add_node(k.clone()));
        }
        for (k, clauses) in &self.preds {
            for c in clauses {
                for lit in &c.body {
                    for callee in Program::callees(lit) {
                        if let Some(t) = idx.get(&callee) {
                            g.update_edge(idx[k], *t, ());
                        }
                    }
                }
            }
        }
        tarjan_scc(&g)
            .into_iter()
            .map(|scc| scc.into_iter().map(|n| g[n].clone()).collect())
            .collect()
    }
}

/// Flattens a body into literals: conjunctions are split, user calls and plain
/// builtins kept, literal cost centres `cost_center(Name, G)` replaced by `G` (the
/// engine runs `G`), everything else made opaque (with the user predicates inside).
fn flatten(t: &Term, scope: &Scope, out: &mut Vec<Lit>) {
    let defined = &scope.defined;
    match t {
        Term::Compound(f, a) if f.name() == "," && a.len() == 2 => {
            flatten(&a[0], scope, out);
            flatten(&a[1], scope, out);
        }
        Term::Compound(f, a)
            if f.name() == "cost_center"
                && a.len() == 2
                && !defined.contains(&("cost_center".to_string(), 2))
                && !has_cut(&a[1]) =>
        {
            flatten(&a[1], scope, out);
        }
        Term::Compound(f, a) if f.name() == ";" && a.len() == 2 && !has_cut(t) => {
            let branch = |x: &Term| {
                let mut v = Vec::new();
                flatten(x, scope, &mut v);
                v
            };
            match &a[0] {
                Term::Compound(g, ct) if g.name() == "->" && ct.len() == 2 => out.push(
                    Lit::IfThenElse(branch(&ct[0]), branch(&ct[1]), branch(&a[1]), true),
                ),
                Term::Compound(g, _) if g.name() == "*->" => {
                    out.push(Lit::Opaque(t.clone(), defined.to_vec()))
                }
                _ => out.push(Lit::Or(branch(&a[0]), branch(&a[1]))),
            }
        }
        Term::Compound(f, a)
            if (f.name() == "->" && a.len() == 2 || f.name() == "once" && a.len() == 1)
                && !has_cut(t) =>
        {
            let mut c = Vec::new();
            flatten(&a[0], scope, &mut c);
            let mut then = Vec::new();
            if a.len() == 2 {
                flatten(&a[1], scope, &mut then);
            }
            let fail = vec![Lit::Builtin("fail".into(), Vec::new())];
            out.push(Lit::IfThenElse(c, then, fail, false));
        }
        Term::Compound(f, a) if f.name() == "forall" && a.len() == 2 && !has_cut(t) => {
            // The library runs `\+ (C, \+ A)`.
            let mut run = Vec::new();
            flatten(&a[0], scope, &mut run);
            let mut action = Vec::new();
            flatten(&a[1], scope, &mut action);
            run.push(Lit::Not(action));
            out.push(Lit::Not(run));
            out.push(library_rest("forall", Vec::new()));
        }
        Term::Compound(f, a) if f.name() == "findall" && a.len() == 3 && !has_cut(t) => {
            // Every solution of the goal, then the list of their copies: as
            // `(G, fail -> true ; true)` followed by the list made.
            let mut run = Vec::new();
            flatten(&a[1], scope, &mut run);
            run.push(Lit::Builtin("fail".into(), Vec::new()));
            out.push(Lit::IfThenElse(run, Vec::new(), Vec::new(), false));
            out.push(library_rest("findall", vec![a[2].clone()]));
        }
        Term::Compound(f, a) if f.name() == "\\+" && a.len() == 1 && !has_cut(t) => {
            let mut g = Vec::new();
            flatten(&a[0], scope, &mut g);
            out.push(Lit::Not(g));
        }
        Term::Atom(a) if *a == Atom::CUT => out.push(Lit::Cut),
        Term::Atom(a) if a.name() == "true" => {}
        Term::Var(_) => out.push(Lit::Opaque(t.clone(), defined.to_vec())),
        _ => {
            let Some(key) = key_of(t) else {
                out.push(Lit::Opaque(t.clone(), Vec::new()));
                return;
            };
            if scope.run_time_defined.contains(&key) {
                // Its clauses change at run time: it may run any user predicate.
                out.push(Lit::Opaque(t.clone(), defined.to_vec()));
            } else if let Some(goal) = called_goal(t) {
                // `call(p(X), Y)` runs `p(X, Y)` (a cut inside stays local to it).
                flatten(&goal, scope, out);
            } else if is_control(&key) {
                let mut inner = Vec::new();
                let callees = match goal_callees(t, 0, scope, &mut inner) {
                    Callees::Known => inner,
                    Callees::Any => defined.to_vec(),
                };
                out.push(Lit::Opaque(t.clone(), callees));
            } else if let Some((k, args)) = crate::apply::specialise(t)
                .and_then(|s| Some((key_of(&s.call)?, args_of(&s.call))))
                .filter(|(k, _)| defined.contains(k))
            {
                // A walk of library(apply) with its closure written here.
                out.push(Lit::Call(k, args));
            } else if defined.contains(&key) {
                out.push(Lit::Call(key, args_of(t)));
            } else if crate::builtins::is_plain(&key.0) {
                out.push(Lit::Builtin(key.0, args_of(t)));
            } else {
                // A meta-predicate (maplist/N, foldl/N ...) may call any user code.
                out.push(Lit::Opaque(t.clone(), defined.to_vec()));
            }
        }
    }
}

/// What a library control construct does once its goals (flattened before it)
/// have run: an opaque goal named `name` that calls no user predicate and binds
/// `outputs` (findall's list), so that the counters the analysis does not
/// follow through library code (builtins, arithmetic, choice points, heap) stay
/// unbounded there.
fn library_rest(name: &str, outputs: Vec<Term>) -> Lit {
    Lit::Opaque(Term::compound(name, outputs), Vec::new())
}

/// Whether a body is a conjunction of goals each compiled as a call of its own
/// predicate: no control construct, `call/N`, module-qualified or variable goal,
/// or literal cost centre.
fn runs_as_written(body: &Term) -> bool {
    match body {
        Term::Compound(f, a) if f.name() == "," && a.len() == 2 => {
            runs_as_written(&a[0]) && runs_as_written(&a[1])
        }
        Term::Var(_) => false,
        _ => key_of(body).is_some_and(|k| {
            !is_control(&k) && !matches!((k.0.as_str(), k.1), ("cost_center", 2) | (":", 2))
        }),
    }
}

/// Whether a goal term has a cut anywhere inside.
pub(crate) fn has_cut(t: &Term) -> bool {
    match t {
        Term::Atom(a) => *a == Atom::CUT,
        Term::Compound(_, a) => a.iter().any(has_cut),
        _ => false,
    }
}

/// The predicates a program defines, as the flattening of bodies needs them.
struct Scope<'a> {
    /// Predicates with clauses, and predicates called as if they had some.
    defined: Vec<PredKey>,
    /// Predicates whose clauses change at run time (a subset of `defined`).
    run_time_defined: &'a [PredKey],
}

/// Whether `key` is a control construct or `call/N`: its goal arguments run.
fn is_control(key: &PredKey) -> bool {
    CONTROL.contains(&(key.0.as_str(), key.1)) || key.0 == "call"
}

/// What a goal may call: the user predicates collected, or possibly any.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Callees {
    /// Only the predicates collected.
    Known,
    /// Any user predicate (a variable goal, an unknown meta-predicate, a dynamic one).
    Any,
}

/// Collects into `out` the user predicates `goal` may call when it runs with
/// `extra` more arguments (a closure of `call/N`): through control constructs and
/// their goal arguments only, templates and data are not calls.
fn goal_callees(goal: &Term, extra: usize, scope: &Scope, out: &mut Vec<PredKey>) -> Callees {
    let goal = strip_module(goal);
    let Some((name, arity)) = goal.functor() else {
        // A variable (bound at run time to any goal) or a number (a type error).
        return match goal {
            Term::Var(_) => Callees::Any,
            _ => Callees::Known,
        };
    };
    let key = (name.name().to_string(), arity + extra);
    if scope.run_time_defined.contains(&key) {
        return Callees::Any;
    }
    if extra == 0 && is_control(&key) {
        let args = args_of(goal);
        let mut result = Callees::Known;
        for (i, a) in args.iter().enumerate() {
            let Some(more) = goal_argument(&key, i) else {
                continue;
            };
            let a = if matches!(key.0.as_str(), "bagof" | "setof") {
                strip_carets(a)
            } else {
                a
            };
            if goal_callees(a, more, scope, out) == Callees::Any {
                result = Callees::Any;
            }
        }
        return result;
    }
    if scope.defined.contains(&key) {
        if !out.contains(&key) {
            out.push(key);
        }
        return Callees::Known;
    }
    if crate::builtins::is_plain(&key.0) {
        return Callees::Known;
    }
    // A meta-predicate (maplist/N ...) or a procedure the program does not define.
    Callees::Any
}

/// The extra arguments argument `i` of control construct `key` is called with, or
/// `None` when it is data (a template, a result, a catcher).
fn goal_argument(key: &PredKey, i: usize) -> Option<usize> {
    match (key.0.as_str(), key.1, i) {
        ("call", n, 0) => Some(n - 1),
        ("call", _, _) => None,
        ("findall" | "bagof" | "setof", _, 1) => Some(0),
        ("findall" | "bagof" | "setof", _, _) => None,
        ("catch", _, 0 | 2) => Some(0),
        ("catch", _, _) => None,
        ("call_with_depth_limit" | "call_with_inference_limit", _, 0) => Some(0),
        ("call_with_depth_limit" | "call_with_inference_limit", _, _) => None,
        ("aggregate_all", _, 1) | ("findnsols", _, 2) => Some(0),
        ("aggregate_all" | "findnsols", _, _) | ("setup_call_catcher_cleanup", _, 2) => None,
        _ => Some(0),
    }
}

/// The goal `call(Closure, Args...)` runs, when its closure is written in the clause
/// and holds no cut.
fn called_goal(t: &Term) -> Option<Term> {
    let Term::Compound(f, args) = t else {
        return None;
    };
    if f.name() != "call" || has_cut(&args[0]) {
        return None;
    }
    let extra = args[1..].iter().cloned();
    match strip_module(&args[0]) {
        Term::Atom(name) => Some(Term::compound(*name, extra.collect())),
        Term::Compound(name, xs) => Some(Term::Compound(
            *name,
            xs.iter().cloned().chain(extra).collect(),
        )),
        _ => None,
    }
}

/// `G` of `M:G` (the module does not change which program predicate runs here).
fn strip_module(t: &Term) -> &Term {
    match t {
        Term::Compound(f, a) if f.name() == ":" && a.len() == 2 => strip_module(&a[1]),
        _ => t,
    }
}

/// `G` of `V^G` (`bagof/3` and `setof/3` goals).
fn strip_carets(t: &Term) -> &Term {
    match t {
        Term::Compound(f, a) if f.name() == "^" && a.len() == 2 => strip_carets(&a[1]),
        _ => t,
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use costlog_engine::Machine;

    /// The program of a source text (for the tests of the modules that read one).
    pub(crate) fn program(text: &str) -> Program {
        let mut m = Machine::new();
        let r = m.consult_str("p.pl", text);
        let terms: Vec<Term> = r.clauses.iter().map(|(_, rt)| rt.term.clone()).collect();
        Program::from_terms_calling(&terms, &[], &pred_keys(&r.run_time_defined))
    }

    /// The key of `name/arity` (for the tests of the modules that name predicates).
    pub(crate) fn key(name: &str, arity: usize) -> PredKey {
        (name.to_string(), arity)
    }

    #[test]
    fn closures_written_in_the_clause_are_the_calls_they_make() {
        let p = program("w(_).\np(X) :- call(w, X).\nq(X) :- call(lists:w(X)).\n");
        for k in [key("p", 1), key("q", 1)] {
            let body = &p.preds[&k][0].body;
            assert!(
                matches!(&body[..], [Lit::Call(c, _)] if *c == key("w", 1)),
                "{body:?}"
            );
        }
    }

    #[test]
    fn goals_bound_at_run_time_may_call_any_user_predicate() {
        let p = program(
            "w(_).\nv(_).\np(G, X) :- G = w(X), call(G).\nq(C, X) :- call(C, X).\nr(C, L) :- maplist(C, L).\n",
        );
        for k in [key("p", 2), key("q", 2), key("r", 2)] {
            let body = &p.preds[&k][0].body;
            let callees: Vec<PredKey> = body.iter().flat_map(Program::callees).collect();
            assert!(callees.contains(&key("v", 1)), "{k:?}: {body:?}");
        }
    }

    #[test]
    fn a_walk_with_a_written_closure_calls_that_closure_only() {
        let p = program("w(_).\nv(_).\nr(L) :- maplist(w, L).\n");
        let all: Vec<PredKey> = p
            .reachable(&key("r", 1))
            .into_iter()
            .filter(|k| k.0 == "w" || k.0 == "v")
            .collect();
        assert_eq!(all, vec![key("w", 1)]);
    }

    #[test]
    fn only_goal_arguments_of_control_constructs_are_calls() {
        let p = program(
            "w(_).\nv(_).\np(L, R) :- findall(v(X), (member(X, L), w(X)), R).\nq(L) :- findall(X, member(X, L), _).\n",
        );
        let callees = |k: PredKey| -> Vec<PredKey> {
            p.preds[&k][0]
                .body
                .iter()
                .flat_map(Program::callees)
                .collect()
        };
        assert_eq!(callees(key("p", 2)), vec![key("w", 1)]);
        assert!(callees(key("q", 1)).is_empty());
    }

    #[test]
    fn findall_runs_every_solution_of_its_written_goal_then_makes_its_list() {
        let p = program("w(_).\np(R) :- findall(X, w(X), R).\nq(R) :- findall(X, (w(X), !), R).\n");
        let body = &p.preds[&key("p", 1)][0].body;
        let [Lit::IfThenElse(run, then, other, false), Lit::Opaque(rest, none)] = body.as_slice()
        else {
            panic!("{body:?}");
        };
        assert!(
            matches!(run.as_slice(), [Lit::Call(k, _), Lit::Builtin(f, _)] if *k == key("w", 1) && f == "fail")
        );
        assert!(then.is_empty() && other.is_empty() && none.is_empty());
        // The list made binds the result argument.
        assert!(matches!(rest, Term::Compound(f, a) if f.name() == "findall" && a.len() == 1));
        // A cut inside the goal keeps findall/3 opaque.
        let q = &p.preds[&key("q", 1)][0].body;
        assert!(
            matches!(q.as_slice(), [Lit::Opaque(Term::Compound(f, _), ks)] if f.name() == "findall" && ks.contains(&key("w", 1))),
            "{q:?}"
        );
    }

    #[test]
    fn library_control_constructs_call_only_their_goal_arguments() {
        let p = program(
            "w(_).\nv.\na(N) :- aggregate_all(count, w(_), N).\n\
             f(L) :- findnsols(2, X, w(X), L).\n\
             s :- setup_call_catcher_cleanup(true, w(_), _, v).\n\
             b(N) :- aggregate_all(count, atom(x), N).\n",
        );
        for (k, callees) in [
            (key("a", 1), vec![key("w", 1)]),
            (key("f", 1), vec![key("w", 1)]),
            (key("s", 0), vec![key("w", 1), key("v", 0)]),
            (key("b", 1), vec![]),
        ] {
            let body = &p.preds[&k][0].body;
            assert!(
                matches!(&body[..], [Lit::Opaque(_, c)] if *c == callees),
                "{k:?}: {body:?}"
            );
        }
    }

    #[test]
    fn dynamic_and_tabled_predicates_are_not_analysed_from_their_clauses() {
        let p = program(
            ":- dynamic d/1.\nd(1).\n:- table t/1.\nt(1).\nw(_).\np :- d(_).\nq :- t(_).\n",
        );
        assert!(!p.preds.contains_key(&key("d", 1)));
        assert!(!p.preds.contains_key(&key("t", 1)));
        for k in [key("p", 0), key("q", 0)] {
            let body = &p.preds[&k][0].body;
            assert!(
                matches!(&body[..], [Lit::Opaque(_, c)] if c.contains(&key("w", 1))),
                "{body:?}"
            );
        }
    }

    #[test]
    fn clauses_literals_and_sccs() {
        let p = program(
            "app([], L, L).\napp([H|T], L, [H|R]) :- app(T, L, R).\nnrev([], []).\nnrev([H|T], R) :- nrev(T, RT), app(RT, [H], R), !, X is 1 + 2, \\+ app(X, _, _).\n",
        );
        let nrev = &p.preds[&("nrev".to_string(), 2)];
        assert_eq!(nrev.len(), 2);
        let body = &nrev[1].body;
        assert!(matches!(&body[0], Lit::Call(k, _) if k.0 == "nrev"));
        assert!(matches!(&body[2], Lit::Cut));
        assert!(matches!(&body[3], Lit::Builtin(n, _) if n == "is"));
        assert!(
            matches!(&body[4], Lit::Not(g) if matches!(&g[0], Lit::Call(k, _) if k.0 == "app"))
        );
        let sccs = p.sccs();
        let pos = |n: &str| {
            sccs.iter()
                .position(|s| s.iter().any(|k| k.0 == n))
                .unwrap()
        };
        assert!(pos("app") < pos("nrev"), "callees first");
    }
}
