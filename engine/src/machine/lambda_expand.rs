//! library(yall) lambdas compiled when a clause is loaded, as SWI-Prolog 9 does.
//!
//! Once library(yall) is loaded, SWI-Prolog's goal expansion turns a lambda
//! (`Params>>Body`, `Free/Lambda`) written in a meta-argument of a goal into an
//! auxiliary predicate whose head takes the free variables, then the parameters,
//! and whose body is the lambda's body: `maplist([X,Y]>>(Y is X*2), L, L2)` becomes
//! `maplist('__aux_yall_1', L, L2)` with `'__aux_yall_1'(X, Y) :- Y is X*2`. No copy
//! is made per call, and a variable of the body that is neither a parameter nor
//! declared free is local to the auxiliary clause, so it no longer sees the
//! clause's bindings (`N = 2, include([X]>>(X > N), L, R)` raises an instantiation
//! error). As in SWI-Prolog, only meta-arguments of predicates defined when the
//! clause is compiled are expanded: the system's always, those of library(apply),
//! library(aggregate) and library(solution_sequences) once the library is loaded,
//! and those a `meta_predicate` declaration names. A lambda whose parameter list
//! does not have as many elements as the extra arguments, or one built at run
//! time, is called through library(yall)'s predicates (a copy per call).
//!
//! The expansion also gives what the static analyses read (`LoadReport.clauses`):
//! the clause with each lambda replaced by its closure, and each auxiliary clause
//! as a read term spanning its lambda, so that no analysis charges the building
//! of a lambda term the engine never builds, and messages point at the lambda.

use super::db::ClauseSource;
use super::modules::MetaArg;
use super::Machine;
use crate::atom::Atom;
use crate::reader::{ReadTerm, SpanTree};
use crate::term::{Term, VarId};
use std::collections::{HashMap, HashSet};
use std::ops::Range;

/// What the loader knows to expand lambdas as SWI-Prolog's compiler would.
#[derive(Debug, Default)]
pub(crate) struct LambdaExpansion {
    /// library(yall) is loaded: its goal expansion applies to every clause loaded
    /// afterwards, in any file or module (SWI-Prolog declares it in `system`).
    active: bool,
    /// Libraries loaded by a load directive, whose meta-predicates are then defined.
    libraries: HashSet<String>,
    /// The auxiliary predicate made for each lambda, by module and variant: an
    /// equal lambda reuses it.
    aux: HashMap<(Atom, String), Atom>,
}

impl LambdaExpansion {
    /// Notes that a load directive loaded `library(name)`.
    pub(crate) fn library_loaded(&mut self, name: &str) {
        self.active |= name == "yall";
        self.libraries.insert(name.to_string());
    }
}

/// The SWI-Prolog library defining a meta-predicate of the engine's table, for
/// those SWI-Prolog does not define before the library is loaded.
fn swi_library_of(name: &str) -> Option<&'static str> {
    Some(match name {
        "maplist" | "foldl" | "include" | "exclude" | "partition" | "convlist" => "apply",
        "aggregate_all" | "aggregate" => "aggregate",
        "limit" | "offset" | "distinct" | "order_by" => "solution_sequences",
        "predsort" => "sort",
        "time" => "statistics",
        _ => return None,
    })
}

/// Whether `t` is `Name(A, B, ...)` with the lambda functor `>>` or `/` and at least
/// two arguments.
fn is_lambda_like(t: &Term) -> bool {
    matches!(t, Term::Compound(f, a) if a.len() >= 2 && matches!(&*f.name(), ">>" | "/"))
}

/// The goal of a possibly module-qualified term, if it is callable.
fn is_callable_goal(t: &Term) -> bool {
    match t {
        Term::Compound(f, a) if *f == Atom::COLON && a.len() == 2 => is_callable_goal(&a[1]),
        Term::Atom(_) | Term::Compound(..) => true,
        _ => false,
    }
}

/// The variables of a lambda's free-variable term (`{X, Y}` gives `[X, Y]`, `{}`
/// none), or `None` if it is not one.
fn free_list(t: &Term) -> Option<Vec<Term>> {
    match t {
        Term::Atom(a) if a.name() == "{}" => Some(Vec::new()),
        Term::Compound(f, a) if f.name() == "{}" && a.len() == 1 => {
            let mut items = Vec::new();
            let mut rest = &a[0];
            while let Term::Compound(c, pair) = rest {
                if *c != Atom::COMMA || pair.len() != 2 {
                    break;
                }
                items.push(pair[0].clone());
                rest = &pair[1];
            }
            items.push(rest.clone());
            Some(items)
        }
        _ => None,
    }
}

/// `goal` with `extra` appended to its arguments; `None` for a goal that is not an
/// atom or an unqualified compound.
fn extend(goal: &Term, extra: &[Term]) -> Option<Term> {
    match goal {
        Term::Atom(a) if extra.is_empty() => Some(Term::Atom(*a)),
        Term::Atom(a) => Some(Term::Compound(*a, extra.to_vec())),
        Term::Compound(f, a) if *f != Atom::COLON => {
            Some(Term::Compound(*f, a.iter().chain(extra).cloned().collect()))
        }
        _ => None,
    }
}

/// A key equal for two lambdas that are variants of each other (variables named by
/// first occurrence).
fn variant_key(t: &Term, extra: usize) -> String {
    fn rename(t: &Term, names: &mut HashMap<u32, i64>) -> Term {
        match t {
            Term::Var(v) => {
                let next = names.len() as i64;
                Term::compound("$VAR", vec![Term::Int(*names.entry(*v).or_insert(next))])
            }
            Term::Compound(f, a) => {
                Term::Compound(*f, a.iter().map(|x| rename(x, names)).collect())
            }
            t => t.clone(),
        }
    }
    format!("{extra}:{:?}", rename(t, &mut HashMap::new()))
}

/// The control constructs whose arguments are all goals.
fn is_control(name: Atom, arity: usize) -> bool {
    matches!(
        (&*name.name(), arity),
        ("," | ";" | "->" | "*->", 2) | ("\\+", 1)
    )
}

/// A lambda to compile: the head arguments before the parameters (its free
/// variables), the parameters, and the body.
struct Lambda {
    free: Vec<Term>,
    params: Vec<Term>,
    body: Term,
}

/// A goal after lambda expansion, with what the static analysis reads of it.
pub(crate) struct Expanded {
    /// The goal with each compiled lambda replaced by its auxiliary closure.
    pub(crate) goal: Term,
    /// Its spans: the text's where the goal kept the shape it was read with, the
    /// lambda's where a lambda was.
    pub(crate) spans: SpanTree,
    /// The auxiliary clauses the expansion defined, as read terms spanning their
    /// lambdas, so that the analyses see the predicates the engine runs.
    pub(crate) aux: Vec<ReadTerm>,
}

/// The state of expanding one clause or directive.
struct Expansion<'a> {
    /// The first variable number the clause does not use.
    next_var: u32,
    file: u32,
    /// The clause's variable names, which the auxiliary clauses keep.
    var_names: &'a [(String, VarId)],
    aux: Vec<ReadTerm>,
}

/// The spans of argument `i` of `t`, where `spans` has `t`'s shape; the whole
/// term's span otherwise.
fn arg_spans(spans: &SpanTree, t: &Term, i: usize) -> SpanTree {
    match t {
        Term::Compound(_, a) if a.len() == spans.args.len() => spans.args[i].clone(),
        _ => SpanTree::leaf(spans.span.clone()),
    }
}

/// `f` applied to the expanded arguments, with their spans.
fn rebuild(f: Atom, parts: Vec<(Term, SpanTree)>, span: &Range<usize>) -> (Term, SpanTree) {
    let (args, spans) = parts.into_iter().unzip();
    let spans = SpanTree {
        span: span.clone(),
        args: spans,
    };
    (Term::Compound(f, args), spans)
}

/// The auxiliary clause `head :- body` as the analyses read it: spanning the
/// lambda, its head spanning the parameters.
fn aux_read_term(
    head: Term,
    body: (Term, SpanTree),
    lambda: &SpanTree,
    var_names: &[(String, VarId)],
) -> ReadTerm {
    let term = Term::Compound(Atom::COLON_DASH, vec![head, body.0]);
    let vars = super::compile::term_vars(&term);
    let head_span = lambda.args.first().map_or(&lambda.span, |p| &p.span);
    ReadTerm {
        var_names: var_names
            .iter()
            .filter(|(_, v)| vars.contains(v))
            .cloned()
            .collect(),
        term,
        spans: SpanTree {
            span: lambda.span.clone(),
            args: vec![SpanTree::leaf(head_span.clone()), body.1],
        },
        singletons: Vec::new(),
        span: lambda.span.clone(),
    }
}

impl Machine {
    /// `goal`, a clause body or directive of `rt` read from `file` with spans
    /// `spans`, with the lambdas of its meta-arguments compiled into auxiliary
    /// predicates (added to the current module); `None` when library(yall) is not
    /// loaded or the goal has no lambda to compile.
    pub(crate) fn expand_lambdas(
        &mut self,
        goal: &Term,
        spans: &SpanTree,
        rt: &ReadTerm,
        file: u32,
    ) -> Option<Expanded> {
        if !self.lambdas.active {
            return None;
        }
        let mut cx = Expansion {
            next_var: super::consult::fresh_var(rt),
            file,
            var_names: &rt.var_names,
            aux: Vec::new(),
        };
        let (expanded, spans) = self.expand_goal(goal, spans, &mut cx);
        (expanded != *goal).then_some(Expanded {
            goal: expanded,
            spans,
            aux: cx.aux,
        })
    }

    fn expand_goal(
        &mut self,
        goal: &Term,
        spans: &SpanTree,
        cx: &mut Expansion,
    ) -> (Term, SpanTree) {
        let unchanged = || (goal.clone(), spans.clone());
        let Term::Compound(f, args) = goal else {
            return unchanged();
        };
        if is_control(*f, args.len()) {
            let parts = (0..args.len())
                .map(|i| self.expand_goal(&args[i], &arg_spans(spans, goal, i), cx))
                .collect();
            return rebuild(*f, parts, &spans.span);
        }
        if is_lambda_like(goal) {
            return self
                .expand_lambda_goal(args, *f, spans, cx)
                .unwrap_or_else(unchanged);
        }
        let Some(spec) = self.compile_time_meta_spec(*f, args.len()) else {
            return unchanged();
        };
        let parts = args
            .iter()
            .zip(spec)
            .enumerate()
            .map(|(i, (a, s))| {
                let at = arg_spans(spans, goal, i);
                match s {
                    MetaArg::Closure(0) => self.expand_goal(a, &at, cx),
                    MetaArg::Closure(n) if is_lambda_like(a) => self
                        .expand_closure(a, &at, usize::from(n), cx)
                        .unwrap_or((a.clone(), at)),
                    _ => (a.clone(), at),
                }
            })
            .collect();
        rebuild(*f, parts, &spans.span)
    }

    /// A lambda called as a goal: `'>>'(Ps, Body, A1, ..., An)` whose extra arguments
    /// are distinct variables found nowhere else in it becomes the auxiliary goal
    /// applied to them (so nested lambdas compile); others are left to run time.
    fn expand_lambda_goal(
        &mut self,
        args: &[Term],
        functor: Atom,
        spans: &SpanTree,
        cx: &mut Expansion,
    ) -> Option<(Term, SpanTree)> {
        let (lambda, extra) = args.split_at(2);
        let lambda = Term::Compound(functor, lambda.to_vec());
        let mut seen = HashSet::new();
        let lambda_vars = super::compile::term_vars(&lambda);
        for a in extra {
            match a {
                Term::Var(v) if seen.insert(*v) && !lambda_vars.contains(v) => {}
                _ => return None,
            }
        }
        let lambda_spans = SpanTree {
            span: spans.span.clone(),
            args: (0..2)
                .map(|i| arg_spans(spans, &Term::Compound(functor, args.to_vec()), i))
                .collect(),
        };
        let (closure, _) = self.expand_closure(&lambda, &lambda_spans, extra.len(), cx)?;
        Some((extend(&closure, extra)?, SpanTree::leaf(spans.span.clone())))
    }

    /// The closure that replaces `lambda` (read with spans `spans`) called with
    /// `extra` more arguments, its auxiliary predicate defined; `None` where
    /// SWI-Prolog does not expand it.
    fn expand_closure(
        &mut self,
        lambda: &Term,
        spans: &SpanTree,
        extra: usize,
        cx: &mut Expansion,
    ) -> Option<(Term, SpanTree)> {
        let parts = lambda_parts(lambda, extra, &mut cx.next_var)?;
        let module = self.db.modules.current;
        let key = (module, variant_key(lambda, extra));
        let name = match self.lambdas.aux.get(&key) {
            Some(&name) => name,
            None => {
                let name = Atom::new(&format!("__aux_yall_{}", self.lambdas.aux.len() + 1));
                self.lambdas.aux.insert(key, name);
                let head_args: Vec<Term> =
                    parts.free.iter().chain(&parts.params).cloned().collect();
                let head = extend(&Term::Atom(name), &head_args)?;
                let body = self.expand_goal(&parts.body, &arg_spans(spans, lambda, 1), cx);
                let source = ClauseSource {
                    file: Some(cx.file),
                    span: spans.span.clone(),
                };
                // A clause that cannot be added (a body that is no goal) raises its
                // error when the lambda runs, as an undefined auxiliary predicate.
                if self.add_clause(&head, &body.0, false, source).is_ok() {
                    cx.aux.push(aux_read_term(head, body, spans, cx.var_names));
                }
                name
            }
        };
        Some((
            extend(&Term::Atom(name), &parts.free)?,
            SpanTree::leaf(spans.span.clone()),
        ))
    }

    /// The meta-argument specification of `name/arity` if SWI-Prolog knows it when
    /// compiling a clause: a system predicate, one of a loaded library, or one a
    /// `meta_predicate` declaration of the program names.
    fn compile_time_meta_spec(&self, name: Atom, arity: usize) -> Option<Vec<MetaArg>> {
        let module = self.db.modules.current;
        let arity = arity as u32;
        let pred = self.db.lookup_in(module, name, arity);
        if let Some(spec) = pred.and_then(|p| self.db.modules.declared_meta(p)) {
            return Some(spec.to_vec());
        }
        if let Some(lib) = swi_library_of(&name.name()) {
            if !self.lambdas.libraries.contains(lib) {
                return None;
            }
        }
        super::modules::builtin_meta_spec(name, arity)
    }
}

/// The parts of `Params>>Body` or `Free/Closure` called with `extra` arguments, if
/// SWI-Prolog's expansion accepts it: a body that is callable, a parameter list of
/// exactly `extra` elements, a free-variable term `{...}`.
fn lambda_parts(lambda: &Term, extra: usize, next_var: &mut u32) -> Option<Lambda> {
    let Term::Compound(f, a) = lambda else {
        return None;
    };
    if a.len() != 2 || !is_callable_goal(&a[1]) {
        return None;
    }
    match &*f.name() {
        ">>" => {
            let (free, params) = match &a[0] {
                Term::Var(_) => return None,
                Term::Compound(s, fp) if s.name() == "/" && fp.len() == 2 => {
                    (free_list(&fp[0])?, &fp[1])
                }
                p => (Vec::new(), p),
            };
            let params: Vec<Term> = params.list_items()?.into_iter().cloned().collect();
            (params.len() == extra).then(|| Lambda {
                free,
                params,
                body: a[1].clone(),
            })
        }
        "/" => {
            let free = free_list(&a[0])?;
            let params: Vec<Term> = (0..extra)
                .map(|_| {
                    *next_var += 1;
                    Term::Var(*next_var - 1)
                })
                .collect();
            let body = extend(&a[1], &params)?;
            Some(Lambda { free, params, body })
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn var(n: u32) -> Term {
        Term::Var(n)
    }

    #[test]
    fn free_terms_list_their_variables() {
        let two = Term::compound("{}", vec![Term::compound(",", vec![var(0), var(1)])]);
        assert_eq!(free_list(&two), Some(vec![var(0), var(1)]));
        assert_eq!(free_list(&Term::atom("{}")), Some(vec![]));
        assert_eq!(free_list(&Term::atom("foo")), None);
    }

    #[test]
    fn parameters_must_match_the_extra_arguments() {
        let lambda = Term::compound(">>", vec![Term::list([var(0), var(1)]), Term::atom("true")]);
        let mut next = 5;
        assert!(lambda_parts(&lambda, 1, &mut next).is_none());
        let parts = lambda_parts(&lambda, 2, &mut next).map(|p| (p.free, p.params));
        assert_eq!(parts, Some((vec![], vec![var(0), var(1)])));
        let unbound = Term::compound(">>", vec![var(0), Term::atom("true")]);
        assert!(lambda_parts(&unbound, 1, &mut next).is_none());
    }

    #[test]
    fn a_free_closure_gets_fresh_parameters() {
        let free = Term::compound("{}", vec![var(0)]);
        let lambda = Term::compound("/", vec![free, Term::compound("p", vec![var(0)])]);
        let mut next = 3;
        let parts = lambda_parts(&lambda, 2, &mut next).map(|p| (p.free, p.params, p.body));
        let body = Term::compound("p", vec![var(0), var(3), var(4)]);
        assert_eq!(parts, Some((vec![var(0)], vec![var(3), var(4)], body)));
        assert_eq!(next, 5);
    }

    /// The text a read term's span covers.
    fn spanned<'t>(text: &'t str, rt: &ReadTerm) -> &'t str {
        &text[rt.span.clone()]
    }

    #[test]
    fn the_report_holds_the_clauses_as_compiled() {
        let text = ":- use_module(library(yall)).\n:- use_module(library(apply)).\n\
                    p(N, L, R) :- maplist({N}/[X, Y]>>(Y is X + N), L, R).\n\
                    q(L) :- maplist([X]>>(X > 0), L).\n";
        let mut m = Machine::new();
        let report = m.consult_str("t.pl", text);
        let written: Vec<String> = report
            .clauses
            .iter()
            .map(|(_, rt)| m.format_term(&rt.term, crate::write::WriteOptions::writeq()))
            .collect();
        assert_eq!(
            written,
            [
                "'__aux_yall_1'(_0,_3,_4):-_4 is _3+_0",
                "p(_0,_1,_2):-maplist('__aux_yall_1'(_0),_1,_2)",
                "'__aux_yall_2'(_1):-_1>0",
                "q(_0):-maplist('__aux_yall_2',_0)",
            ]
            .map(String::from),
            "{written:?}"
        );
        let spans: Vec<&str> = report
            .clauses
            .iter()
            .map(|(_, rt)| spanned(text, rt))
            .collect();
        assert_eq!(spans[0], "{N}/[X, Y]>>(Y is X + N)");
        assert_eq!(spans[2], "[X]>>(X > 0)");
        assert_eq!(spans[3], "q(L) :- maplist([X]>>(X > 0), L).");
        assert!(crate::machine::test_support::solves(&mut m, "q([1, 2])"));
    }

    #[test]
    fn variants_share_a_key() {
        let a = Term::compound(
            ">>",
            vec![
                Term::list([var(3)]),
                Term::compound("p", vec![var(3), var(7)]),
            ],
        );
        let b = Term::compound(
            ">>",
            vec![
                Term::list([var(9)]),
                Term::compound("p", vec![var(9), var(1)]),
            ],
        );
        let c = Term::compound(
            ">>",
            vec![
                Term::list([var(9)]),
                Term::compound("p", vec![var(9), var(9)]),
            ],
        );
        assert_eq!(variant_key(&a, 1), variant_key(&b, 1));
        assert_ne!(variant_key(&a, 1), variant_key(&c, 1));
        assert_ne!(variant_key(&a, 1), variant_key(&a, 2));
    }
}
