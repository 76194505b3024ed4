//! The call sites of a program: every clause body walked left to right, through
//! control constructs, with what is known of its variables at each call
//! ([`State`]), and the goals that may reach any predicate with arguments the
//! analysis does not know (variable goals, meta-predicates, clauses added at run
//! time).

use super::judge::State;
use super::Source;
use crate::program::PredKey;
use costlog_assertions::props::TypeProp;
use costlog_engine::reader::{ReadTerm, SpanTree};
use costlog_engine::write::{term_to_string, WriteOptions};
use costlog_engine::{Atom, OpTable, Term};
use std::ops::Range;

/// What a call site reaches.
pub enum Reach {
    /// The user predicate, with these arguments.
    Call(PredKey, Vec<Term>),
    /// Possibly any user predicate, with arguments not known here; why.
    Any(String),
}

/// One call site.
pub struct Site {
    /// Its source file.
    pub file: u32,
    /// Its span.
    pub span: Range<usize>,
    /// What it reaches.
    pub reach: Reach,
    /// Its arguments as written.
    pub arg_texts: Vec<String>,
}

/// Walks the clauses of a program.
pub struct Walker<'a> {
    clauses: &'a [(u32, ReadTerm)],
    /// Directives that run goals (`:- G`, `?- G`, `:- initialization(G)`).
    goals: &'a [(u32, ReadTerm)],
    sources: &'a [Source<'a>],
    /// Predicates with clauses.
    defined: Vec<PredKey>,
    /// Dynamic and tabled predicates.
    run_time_defined: &'a [PredKey],
    /// Whether the program asserts clauses with bodies (or terms it does not
    /// know): then calls of run-time defined predicates may reach anything.
    asserts_rules: bool,
}

/// Hooks that library code calls.
const HOOKS: &[(&str, usize)] = &[
    ("portray", 1),
    ("attr_unify_hook", 2),
    ("attribute_goals", 3),
    ("term_expansion", 2),
    ("goal_expansion", 2),
    ("message_hook", 3),
    ("exception", 3),
];

/// Whether code the program does not show (library code, hooks) may call the
/// predicate `key`.
pub fn library_reached(key: &PredKey) -> bool {
    crate::builtins::is_plain(&key.0) || HOOKS.contains(&(key.0.as_str(), key.1))
}

/// Where a literal is: its span tree when the term's shape matches it.
#[derive(Clone, Copy)]
struct At<'s> {
    file: u32,
    tree: Option<&'s SpanTree>,
    /// The span to use without a tree (the enclosing literal or clause).
    fallback: &'s Range<usize>,
}

impl<'s> At<'s> {
    fn span(&self) -> Range<usize> {
        self.tree
            .map_or_else(|| self.fallback.clone(), |s| s.span.clone())
    }

    /// The position of argument `i` of `t`.
    fn arg(&self, t: &Term, i: usize) -> At<'s> {
        let tree = match (self.tree, t) {
            (Some(s), Term::Compound(_, a)) if a.len() == s.args.len() => s.args.get(i),
            _ => None,
        };
        At {
            tree,
            fallback: self.tree.map_or(self.fallback, |s| &s.span),
            ..*self
        }
    }
}

impl<'a> Walker<'a> {
    /// A walker over `clauses` and the directives' `goals`.
    pub fn new(
        clauses: &'a [(u32, ReadTerm)],
        goals: &'a [(u32, ReadTerm)],
        sources: &'a [Source<'a>],
        run_time_defined: &'a [PredKey],
    ) -> Walker<'a> {
        let mut defined: Vec<PredKey> = clauses
            .iter()
            .filter_map(|(_, rt)| key_of(head_of(&rt.term).0))
            .collect();
        defined.extend(run_time_defined.iter().cloned());
        defined.sort();
        defined.dedup();
        let asserts_rules = clauses
            .iter()
            .chain(goals)
            .any(|(_, rt)| asserts_rule(&rt.term));
        Walker {
            clauses,
            goals,
            sources,
            defined,
            run_time_defined,
            asserts_rules,
        }
    }

    /// Walks every clause: `entry` gives the head's arguments what is known of
    /// them, `visit` sees each call site with what is known there.
    pub fn walk(
        &self,
        entry: &dyn Fn(&PredKey, &[Term], &mut State),
        visit: &mut dyn FnMut(&Site, &State),
    ) {
        for (file, rt) in self.clauses {
            let (head, Some(body)) = head_of(&rt.term) else {
                continue;
            };
            let Some(key) = key_of(head) else { continue };
            let mut st = State::new(head, body);
            entry(&key, &args_of(strip_module(head)), &mut st);
            let root = At {
                file: *file,
                tree: Some(&rt.spans),
                fallback: &rt.span,
            };
            self.goal(body, root.arg(&rt.term, 1), &mut st, visit);
        }
        // A directive's goal calls like a clause body whose variables are fresh.
        for (file, rt) in self.goals {
            let Term::Compound(_, d) = &rt.term else {
                continue;
            };
            let root = At {
                file: *file,
                tree: Some(&rt.spans),
                fallback: &rt.span,
            };
            let (goal, at) = match &d[0] {
                Term::Compound(f, a) if f.name() == "initialization" && !a.is_empty() => {
                    (&a[0], root.arg(&rt.term, 0).arg(&d[0], 0))
                }
                g => (g, root.arg(&rt.term, 0)),
            };
            let mut st = State::new(&Term::Atom(Atom::TRUE), goal);
            self.goal(goal, at, &mut st, visit);
        }
    }

    fn goal(&self, t: &Term, at: At, st: &mut State, visit: &mut dyn FnMut(&Site, &State)) {
        let name = match t {
            Term::Var(_) => {
                let why = "a goal bound at run time may call it with any arguments";
                return self.any(at, why.into(), st, visit);
            }
            Term::Atom(a) => a.name().to_string(),
            Term::Compound(f, _) => f.name().to_string(),
            _ => return,
        };
        let args = args_of(t);
        let branch = |i: usize, st: &State, visit: &mut dyn FnMut(&Site, &State)| {
            let mut inner = st.clone();
            self.goal(&args[i], at.arg(t, i), &mut inner, visit);
            inner
        };
        match (name.as_str(), args.len()) {
            // A cut calls nothing.
            ("!", 0) => {}
            (",", 2) => {
                self.goal(&args[0], at.arg(t, 0), st, visit);
                self.goal(&args[1], at.arg(t, 1), st, visit);
            }
            (";", 2) => {
                match &args[0] {
                    Term::Compound(f, c) if matches!(&*f.name(), "->" | "*->") && c.len() == 2 => {
                        let cond = at.arg(t, 0);
                        let mut inner = st.clone();
                        self.goal(&c[0], cond.arg(&args[0], 0), &mut inner, visit);
                        self.goal(&c[1], cond.arg(&args[0], 1), &mut inner, visit);
                    }
                    _ => {
                        branch(0, st, visit);
                    }
                }
                branch(1, st, visit);
                st.occurs(t);
            }
            ("->" | "*->", 2) => {
                let mut inner = branch(0, st, visit);
                self.goal(&args[1], at.arg(t, 1), &mut inner, visit);
                st.occurs(t);
            }
            ("\\+" | "once" | "ignore" | "call", 1) => {
                branch(0, st, visit);
                st.occurs(t);
            }
            ("forall", 2) => {
                let mut inner = branch(0, st, visit);
                self.goal(&args[1], at.arg(t, 1), &mut inner, visit);
                st.occurs(t);
            }
            ("findall" | "bagof" | "setof", 3) | ("findall", 4) => {
                let mut inner = st.clone();
                let (goal, goal_at) = strip_carets(&args[1], at.arg(t, 1));
                self.goal(goal, goal_at, &mut inner, visit);
                st.occurs(t);
                if args.len() == 3 {
                    st.assume(&args[2], &TypeProp::List(None));
                }
            }
            ("catch", 3) => {
                branch(0, st, visit);
                branch(2, st, visit);
                st.occurs(t);
            }
            (":", 2) => self.goal(&args[1], at.arg(t, 1), st, visit),
            ("cost_center", 2) if !self.defined.contains(&("cost_center".into(), 2)) => {
                self.goal(&args[1], at.arg(t, 1), st, visit)
            }
            ("call", n) if n >= 2 => match strip_module(&args[0]) {
                Term::Atom(f) => {
                    let goal = Term::compound(*f, args[1..].to_vec());
                    self.goal(&goal, At { tree: None, ..at }, st, visit);
                }
                Term::Compound(f, xs) => {
                    let all = xs.iter().chain(&args[1..]).cloned().collect();
                    let goal = Term::Compound(*f, all);
                    self.goal(&goal, At { tree: None, ..at }, st, visit);
                }
                _ => {
                    let why = "a closure bound at run time may call it with any arguments";
                    self.any(at, why.into(), st, visit);
                    st.occurs(t);
                }
            },
            (_, n) => {
                let key = (name.clone(), n);
                if self.defined.contains(&key) {
                    let site = Site {
                        file: at.file,
                        span: self.site_span(&name, at),
                        arg_texts: self.arg_texts(t, at),
                        reach: Reach::Call(key.clone(), args.clone()),
                    };
                    visit(&site, st);
                    if self.run_time_defined.contains(&key) && self.asserts_rules {
                        let why = format!(
                            "{name}/{n} runs clauses added at run time, which may call it with any arguments"
                        );
                        self.any(at, why, st, visit);
                    }
                    st.occurs(t);
                } else if crate::builtins::is_plain(&name) {
                    builtin(&name, &args, st);
                } else {
                    let why = format!(
                        "{name}/{n} may call user predicates with arguments not known here"
                    );
                    self.any(at, why, st, visit);
                    st.occurs(t);
                }
            }
        }
    }

    fn any(&self, at: At, why: String, st: &State, visit: &mut dyn FnMut(&Site, &State)) {
        let site = Site {
            file: at.file,
            span: at.span(),
            reach: Reach::Any(why),
            arg_texts: Vec::new(),
        };
        visit(&site, st);
    }

    /// The text of the source at `span`, when it is there.
    fn text(&self, file: u32, span: &Range<usize>) -> Option<&str> {
        self.sources.get(file as usize)?.1.get(span.clone())
    }

    /// The span of a call of `name` at `at`: its own when the source there is
    /// that call (a grammar rule's translation has the rule's spans), else the
    /// enclosing one.
    fn site_span(&self, name: &str, at: At) -> Range<usize> {
        let span = at.span();
        match self.text(at.file, &span) {
            Some(s) if s.starts_with(name) || s.starts_with('\'') => span,
            _ => at.fallback.clone(),
        }
    }

    /// The arguments of call `t` at `at` as written, or as the writer prints them
    /// when the source does not show them.
    fn arg_texts(&self, t: &Term, at: At) -> Vec<String> {
        let name = t
            .functor()
            .map(|(f, _)| f.name().to_string())
            .unwrap_or_default();
        let own = at.tree.is_some() && self.site_span(&name, at) == at.span();
        args_of(t)
            .iter()
            .enumerate()
            .map(|(i, a)| {
                let written = own
                    .then(|| at.arg(t, i))
                    .and_then(|arg| arg.tree.map(|s| s.span.clone()))
                    .and_then(|s| self.text(at.file, &s));
                written.map_or_else(
                    || term_to_string(a, &OpTable::standard(), &WriteOptions::writeq()),
                    str::to_string,
                )
            })
            .collect()
    }
}

/// What a builtin that succeeded tells of its arguments.
fn builtin(name: &str, args: &[Term], st: &mut State) {
    if name == "=" && args.len() == 2 {
        st.unify(&args[0], &args[1]);
        return;
    }
    for a in args {
        st.occurs(a);
    }
    let facts: &[(usize, TypeProp)] = match (name, args.len()) {
        ("is", 2) => &[(0, TypeProp::Num)],
        ("length", 2) => &[(0, TypeProp::List(None)), (1, TypeProp::Nnegint)],
        ("atom_length" | "string_length", 2) => &[(1, TypeProp::Nnegint)],
        ("succ", 2) => &[(0, TypeProp::Nnegint), (1, TypeProp::Nnegint)],
        ("integer", 1) => &[(0, TypeProp::Int)],
        ("number", 1) => &[(0, TypeProp::Num)],
        ("float", 1) => &[(0, TypeProp::Flt)],
        ("atom", 1) => &[(0, TypeProp::Atm)],
        ("atomic", 1) => &[(0, TypeProp::Atomic)],
        ("compound", 1) => &[(0, TypeProp::Struct)],
        ("is_list", 1) => &[(0, TypeProp::List(None))],
        ("ground", 1) => &[(0, TypeProp::Ground)],
        ("nonvar", 1) => &[(0, TypeProp::Nonvar)],
        ("msort" | "sort" | "keysort", 2) => &[(1, TypeProp::List(None))],
        _ => &[],
    };
    for (i, ty) in facts {
        if let Some(a) = args.get(*i) {
            st.assume(a, ty);
        }
    }
}

/// Whether a clause asserts a clause with a body, or a term it does not show.
fn asserts_rule(t: &Term) -> bool {
    let mut stack = vec![t];
    while let Some(t) = stack.pop() {
        if let Term::Compound(f, a) = t {
            let asserting = matches!(&*f.name(), "assert" | "asserta" | "assertz");
            if asserting && !is_fact(strip_module(&a[0])) {
                return true;
            }
            stack.extend(a);
        }
    }
    false
}

/// Whether a term is surely a fact (not a variable, not `Head :- Body`).
fn is_fact(t: &Term) -> bool {
    match t {
        Term::Var(_) => false,
        Term::Compound(f, a) => !(*f == Atom::COLON_DASH && a.len() == 2),
        _ => true,
    }
}

/// The head and the body (none for a fact) of a clause term.
fn head_of(t: &Term) -> (&Term, Option<&Term>) {
    match t {
        Term::Compound(f, a) if *f == Atom::COLON_DASH && a.len() == 2 => (&a[0], Some(&a[1])),
        t => (t, None),
    }
}

fn key_of(t: &Term) -> Option<PredKey> {
    strip_module(t)
        .functor()
        .map(|(f, n)| (f.name().to_string(), n))
}

fn args_of(t: &Term) -> Vec<Term> {
    match t {
        Term::Compound(_, a) => a.clone(),
        _ => Vec::new(),
    }
}

/// `G` of `M:G`.
fn strip_module(t: &Term) -> &Term {
    match t {
        Term::Compound(f, a) if *f == Atom::COLON && a.len() == 2 => strip_module(&a[1]),
        _ => t,
    }
}

/// `G` of `V^G`, with its position.
fn strip_carets<'t, 's>(t: &'t Term, at: At<'s>) -> (&'t Term, At<'s>) {
    match t {
        Term::Compound(f, a) if f.name() == "^" && a.len() == 2 => {
            strip_carets(&a[1], at.arg(t, 1))
        }
        _ => (t, at),
    }
}
