//! The program as the analysis sees it: user predicates, their clauses with heads
//! and bodies flattened into literals, and the call graph's strongly connected
//! components (callees first).

use costlog_engine::{Atom, Term};
use petgraph::algo::tarjan_scc;
use petgraph::graph::DiGraph;
use std::collections::BTreeMap;

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
}

/// A user program.
#[derive(Clone, Debug, Default)]
pub struct Program {
    /// Predicates with their clauses, in source order.
    pub preds: BTreeMap<PredKey, Vec<Clause>>,
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
];

impl Program {
    /// Builds the program from clause terms (`Head :- Body` or facts); directives
    /// and clauses of predicates named by `skip` (assertion props, regtypes) are
    /// kept too: they are ordinary predicates.
    pub fn from_terms<'a>(terms: impl IntoIterator<Item = &'a Term>) -> Program {
        Program::from_terms_calling(terms, &[])
    }

    /// Like [`Program::from_terms`], with calls of `also_called` (predicates the
    /// program does not define: foreign code, builtins a `trust` assertion
    /// describes) kept as calls of user predicates rather than as builtins or
    /// opaque goals.
    pub fn from_terms_calling<'a>(
        terms: impl IntoIterator<Item = &'a Term>,
        also_called: &[PredKey],
    ) -> Program {
        let mut raw: Vec<(Term, Term)> = Vec::new();
        for t in terms {
            match t {
                Term::Compound(f, a) if f.name() == ":-" && a.len() == 2 => {
                    raw.push((a[0].clone(), a[1].clone()))
                }
                Term::Compound(f, a) if f.name() == ":-" && a.len() == 1 => {}
                Term::Compound(f, a) if f.name() == "-->" && a.len() == 2 => {}
                t => raw.push((t.clone(), Term::atom("true"))),
            }
        }
        let mut defined: Vec<PredKey> = raw.iter().filter_map(|(h, _)| key_of(h)).collect();
        defined.extend(also_called.iter().cloned());
        let mut p = Program::default();
        for (head, body) in raw {
            let Some(key) = key_of(&head) else { continue };
            let mut lits = Vec::new();
            flatten(&body, &defined, &mut lits);
            p.preds.entry(key).or_default().push(Clause {
                head: args_of(&head),
                body: lits,
                shares_head: false,
                hidden_choicepoints: 0,
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
fn flatten(t: &Term, defined: &[PredKey], out: &mut Vec<Lit>) {
    match t {
        Term::Compound(f, a) if f.name() == "," && a.len() == 2 => {
            flatten(&a[0], defined, out);
            flatten(&a[1], defined, out);
        }
        Term::Compound(f, a)
            if f.name() == "cost_center"
                && a.len() == 2
                && !defined.contains(&("cost_center".to_string(), 2))
                && !has_cut(&a[1]) =>
        {
            flatten(&a[1], defined, out);
        }
        Term::Compound(f, a) if f.name() == ";" && a.len() == 2 && !has_cut(t) => {
            let branch = |x: &Term| {
                let mut v = Vec::new();
                flatten(x, defined, &mut v);
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
            flatten(&a[0], defined, &mut c);
            let mut then = Vec::new();
            if a.len() == 2 {
                flatten(&a[1], defined, &mut then);
            }
            let fail = vec![Lit::Builtin("fail".into(), Vec::new())];
            out.push(Lit::IfThenElse(c, then, fail, false));
        }
        Term::Compound(f, a) if f.name() == "\\+" && a.len() == 1 && !has_cut(t) => {
            let mut g = Vec::new();
            flatten(&a[0], defined, &mut g);
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
            if CONTROL.contains(&(key.0.as_str(), key.1)) || key.0 == "call" {
                let mut inner = Vec::new();
                collect_calls(t, defined, &mut inner);
                out.push(Lit::Opaque(t.clone(), inner));
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

/// Whether a goal term has a cut anywhere inside.
pub(crate) fn has_cut(t: &Term) -> bool {
    match t {
        Term::Atom(a) => *a == Atom::CUT,
        Term::Compound(_, a) => a.iter().any(has_cut),
        _ => false,
    }
}

/// User predicates called anywhere inside a goal term (meta arguments included).
fn collect_calls(t: &Term, defined: &[PredKey], out: &mut Vec<PredKey>) {
    if let Some(k) = key_of(t) {
        if defined.contains(&k) && !out.contains(&k) {
            out.push(k);
        }
    }
    if let Term::Compound(_, a) = t {
        for x in a {
            collect_calls(x, defined, out);
        }
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
        Program::from_terms(&terms)
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
