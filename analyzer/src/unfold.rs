//! Program transformations for the analysis.
//!
//! Mutual recursion by unfolding: in a strongly connected component of several
//! predicates, a member that does not call itself is replaced, in the clauses of
//! the other members, by its own clauses (the call unified with each clause head,
//! renamed apart; a member with cuts only where they keep their scope). `even([_|T]) :- odd(T).` with
//! `odd([_|T]) :- even(T).` becomes `even([_,_|T]) :- '$step', even(T).`: direct
//! recursion, which the solver handles. The `'$step'` literal keeps the unfolded
//! clause's resolution step in the count.

use crate::program::{Clause, Lit, PredKey, Program};
use costlog_engine::{Term, VarId};
use std::collections::HashMap;

/// The literal standing for an unfolded clause's own resolution step.
pub const STEP: &str = "$step";

type Subst = HashMap<VarId, Term>;

fn walk(t: &Term, s: &Subst) -> Term {
    let mut t = t.clone();
    while let Term::Var(v) = t {
        match s.get(&v) {
            Some(u) => t = u.clone(),
            None => break,
        }
    }
    t
}

fn unify(a: &Term, b: &Term, s: &mut Subst) -> bool {
    let (a, b) = (walk(a, s), walk(b, s));
    match (&a, &b) {
        (Term::Var(x), Term::Var(y)) if x == y => true,
        (Term::Var(x), _) => {
            s.insert(*x, b);
            true
        }
        (_, Term::Var(y)) => {
            s.insert(*y, a);
            true
        }
        (Term::Compound(f, xs), Term::Compound(g, ys)) => {
            f == g && xs.len() == ys.len() && xs.iter().zip(ys).all(|(x, y)| unify(x, y, s))
        }
        _ => a == b,
    }
}

fn apply(t: &Term, s: &Subst) -> Term {
    match walk(t, s) {
        Term::Compound(f, xs) => Term::Compound(f, xs.iter().map(|x| apply(x, s)).collect()),
        other => other,
    }
}

fn rename(t: &Term, offset: VarId) -> Term {
    match t {
        Term::Var(v) => Term::Var(v + offset),
        Term::Compound(f, xs) => Term::Compound(*f, xs.iter().map(|x| rename(x, offset)).collect()),
        other => other.clone(),
    }
}

fn max_var(t: &Term) -> VarId {
    match t {
        Term::Var(v) => *v,
        Term::Compound(_, xs) => xs.iter().map(max_var).max().unwrap_or(0),
        _ => 0,
    }
}

fn lit_terms(l: &Lit) -> Vec<&Term> {
    match l {
        Lit::Call(_, a) | Lit::Builtin(_, a) => a.iter().collect(),
        Lit::Opaque(t, _) => vec![t],
        Lit::Cut => Vec::new(),
        Lit::IfThenElse(c, t, e, _) => c.iter().chain(t).chain(e).flat_map(lit_terms).collect(),
        Lit::Not(g) => g.iter().flat_map(lit_terms).collect(),
        Lit::Or(a, b) => a.iter().chain(b).flat_map(lit_terms).collect(),
    }
}

fn map_lit(l: &Lit, f: &dyn Fn(&Term) -> Term) -> Lit {
    let all = |ls: &[Lit]| ls.iter().map(|l| map_lit(l, f)).collect();
    match l {
        Lit::Call(k, a) => Lit::Call(k.clone(), a.iter().map(f).collect()),
        Lit::Builtin(n, a) => Lit::Builtin(n.clone(), a.iter().map(f).collect()),
        Lit::Opaque(t, ks) => Lit::Opaque(f(t), ks.clone()),
        Lit::Cut => Lit::Cut,
        Lit::IfThenElse(c, t, e, cp) => Lit::IfThenElse(all(c), all(t), all(e), *cp),
        Lit::Not(g) => Lit::Not(all(g)),
        Lit::Or(a, b) => Lit::Or(all(a), all(b)),
    }
}

fn clause_max_var(c: &Clause) -> VarId {
    c.head
        .iter()
        .chain(c.body.iter().flat_map(lit_terms))
        .map(max_var)
        .max()
        .unwrap_or(0)
}

/// The clauses of `c` with the call at `at` replaced by each clause of `callee`
/// whose head unifies with it.
fn unfold_at(c: &Clause, at: usize, callee: &[Clause]) -> Vec<Clause> {
    let Lit::Call(_, args) = &c.body[at] else {
        return vec![c.clone()];
    };
    let offset = clause_max_var(c) + 1;
    let mut out = Vec::new();
    for d in callee {
        let head: Vec<Term> = d.head.iter().map(|t| rename(t, offset)).collect();
        let mut s = Subst::new();
        if !args.iter().zip(&head).all(|(a, h)| unify(a, h, &mut s)) {
            continue;
        }
        let mut body: Vec<Lit> = c.body[..at].to_vec();
        if !d.library {
            body.push(Lit::Builtin(STEP.into(), Vec::new()));
        }
        body.extend(d.body.iter().map(|l| map_lit(l, &|t| rename(t, offset))));
        body.extend(c.body[at + 1..].iter().cloned());
        out.push(Clause {
            head: c.head.iter().map(|t| apply(t, &s)).collect(),
            body: body.iter().map(|l| map_lit(l, &|t| apply(t, &s))).collect(),
            shares_head: false,
            hidden_choicepoints: c.hidden_choicepoints,
            as_written: false,
            library: c.library,
        });
    }
    out
}

/// Whether a callee's cuts, unfolded into the caller's clause, prune what they
/// pruned in the callee and nothing more: the call is the clause's first literal
/// (no choice point before it in the clause) and the clause its predicate's last
/// (no later clause to prune), so a cut removes just the callee's later clauses,
/// now the caller's clauses after it.
fn cut_keeps_scope(at: usize, last_clause: bool) -> bool {
    at == 0 && last_clause
}

/// Unfolds the members of mutually recursive components that can be unfolded
/// (callees with cuts where their cuts keep their scope).
pub fn unfold_mutual(prog: &mut Program) {
    for scc in prog.sccs() {
        if scc.len() < 2 {
            continue;
        }
        let calls_itself = |k: &PredKey, prog: &Program| {
            prog.preds[k].iter().any(|c| {
                c.body
                    .iter()
                    .any(|l| matches!(l, Lit::Call(q, _) if q == k))
            })
        };
        // The first member that calls itself (or else the first) stays; the others
        // that can be unfolded are.
        let keep = scc
            .iter()
            .find(|k| calls_itself(k, prog))
            .unwrap_or(&scc[0])
            .clone();
        let unfoldable: Vec<PredKey> = scc
            .iter()
            .filter(|k| **k != keep)
            .filter(|k| {
                !calls_itself(k, prog)
                    && prog.preds[*k]
                        .iter()
                        .all(|c| !c.body.iter().any(|l| matches!(l, Lit::Opaque(..))))
            })
            .cloned()
            .collect();
        for p in &scc {
            if unfoldable.contains(p) {
                continue;
            }
            let mut clauses = prog.preds[p].clone();
            // One pass per unfoldable member: each is replaced where it is called.
            for q in &unfoldable {
                let callee = prog.preds[q].clone();
                let cuts = callee.iter().any(|d| d.body.contains(&Lit::Cut));
                let last = clauses.len().saturating_sub(1);
                clauses = clauses
                    .into_iter()
                    .enumerate()
                    .flat_map(|(i, c)| {
                        match c
                            .body
                            .iter()
                            .position(|l| matches!(l, Lit::Call(k, _) if k == q))
                        {
                            // A split clause stays whole: its sibling is found by
                            // position (see `recursion::fixed`), which unfolding
                            // it into other clauses, or none, would break.
                            Some(at)
                                if !c.shares_head && (!cuts || cut_keeps_scope(at, i == last)) =>
                            {
                                unfold_at(&c, at, &callee)
                            }
                            _ => vec![c],
                        }
                    })
                    .collect();
            }
            prog.preds.insert(p.clone(), clauses);
        }
    }
}

/// The condition of a split if-then-else as the then-clause runs it: the
/// construct commits to the condition's first solution, so a condition that
/// calls a user predicate (which may have several) becomes `once(C)`; one made
/// of builtins only stays as written, where its tests are the clause's guards.
fn committed_condition(cond: &[Lit]) -> Vec<Lit> {
    if cond.iter().all(|l| matches!(l, Lit::Builtin(..))) {
        return cond.to_vec();
    }
    let fail = vec![Lit::Builtin("fail".into(), Vec::new())];
    vec![Lit::IfThenElse(cond.to_vec(), Vec::new(), fail, false)]
}

/// The test that holds exactly when `t` fails, for a single arithmetic or term
/// comparison.
fn complement(c: &[Lit]) -> Option<Lit> {
    let [Lit::Builtin(op, args)] = c else {
        return None;
    };
    let neg = match op.as_str() {
        "<" => ">=",
        ">=" => "<",
        ">" => "=<",
        "=<" => ">",
        "=:=" => "=\\=",
        "=\\=" => "=:=",
        "==" => "\\==",
        "\\==" => "==",
        "@<" => "@>=",
        "@>=" => "@<",
        "@>" => "@=<",
        "@=<" => "@>",
        _ => return None,
    };
    Some(Lit::Builtin(neg.to_string(), args.clone()))
}

/// Splits clauses whose if-then-else has a recursive call in a branch:
/// `H :- A, (C -> T ; E), B` becomes `H :- A, C, T, B` and `H :- A, C', E, B`, where
/// `C'` is the complementary test when `C` is one comparison and `\+ C` otherwise; the
/// two clauses share the source clause's head step.
pub fn split_recursive_branches(prog: &mut Program) {
    let keys: Vec<PredKey> = prog.preds.keys().cloned().collect();
    for key in keys {
        let recursive_in = |lits: &[Lit]| lits.iter().any(|l| Program::callees(l).contains(&key));
        let mut out = Vec::new();
        for c in &prog.preds[&key] {
            let at = c.body.iter().position(
                |l| matches!(l, Lit::IfThenElse(_, t, e, _) if recursive_in(t) || recursive_in(e)),
            );
            let Some(at) = at else {
                out.push(c.clone());
                continue;
            };
            let Lit::IfThenElse(cond, then, els, pushes) = &c.body[at] else {
                continue;
            };
            let with = |mid: Vec<Lit>| {
                let mut body = c.body[..at].to_vec();
                body.extend(mid);
                body.extend(c.body[at + 1..].iter().cloned());
                body
            };
            let mut first = committed_condition(cond);
            first.extend(then.iter().cloned());
            // The construct's choice point: hidden in both clauses, except where the
            // negation standing for the else branch pushes it.
            let hidden = c.hidden_choicepoints + i64::from(*pushes);
            let (test, negated) = match complement(cond) {
                Some(t) => (t, false),
                None => (Lit::Not(cond.clone()), true),
            };
            let mut second = vec![test];
            second.extend(els.iter().cloned());
            out.push(Clause {
                head: c.head.clone(),
                body: with(first),
                shares_head: true,
                hidden_choicepoints: hidden,
                as_written: false,
                library: c.library,
            });
            out.push(Clause {
                head: c.head.clone(),
                body: with(second),
                shares_head: true,
                hidden_choicepoints: hidden - i64::from(negated),
                as_written: false,
                library: c.library,
            });
        }
        prog.preds.insert(key, out);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use costlog_engine::Machine;

    #[test]
    fn even_odd_becomes_direct_recursion() {
        let mut m = Machine::new();
        let r = m.consult_str(
            "p.pl",
            "even([]).\neven([_|T]) :- odd(T).\nodd([_|T]) :- even(T).\n",
        );
        let terms: Vec<Term> = r.clauses.iter().map(|(_, rt)| rt.term.clone()).collect();
        let mut p = Program::from_terms(&terms);
        unfold_mutual(&mut p);
        let even = &p.preds[&("even".to_string(), 1)];
        // Either even or odd is unfolded into the other; the result recurses directly.
        let direct = |k: &str| {
            p.preds[&(k.to_string(), 1)].iter().any(|c| {
                c.body
                    .iter()
                    .any(|l| matches!(l, Lit::Call(q, _) if q.0 == k))
            })
        };
        assert!(direct("even") || direct("odd"));
        assert!(even.len() >= 2);
    }

    /// `fl/3` with `fl_item/3` as in `flatten.pl`, and `extra` after `fl/3`'s
    /// clauses, unfolded: whether `fl/3` still calls `fl_item/3`.
    fn calls_item_after_unfolding(extra: &str) -> bool {
        let mut m = Machine::new();
        let text = format!(
            "fl([], F, F).\nfl([E|Es], F0, F) :- fl_item(E, F0, F1), fl(Es, F1, F).\n{extra}\
             fl_item(E, [E|F], F) :- integer(E), !.\nfl_item(E, F0, F) :- fl(E, F0, F).\n"
        );
        let r = m.consult_str("p.pl", &text);
        let terms: Vec<Term> = r.clauses.iter().map(|(_, rt)| rt.term.clone()).collect();
        let mut p = Program::from_terms(&terms);
        unfold_mutual(&mut p);
        p.preds[&("fl".to_string(), 3)].iter().any(|c| {
            c.body
                .iter()
                .any(|l| matches!(l, Lit::Call(q, _) if q.0 == "fl_item"))
        })
    }

    #[test]
    fn callees_with_cuts_unfold_where_their_cuts_keep_their_scope() {
        // The call opens the last clause: the cut prunes `fl_item`'s second clause,
        // unfolded right after the first, and nothing else.
        assert!(!calls_item_after_unfolding(""));
        // A later clause of `fl/3`, which the cut would prune: not unfolded.
        assert!(calls_item_after_unfolding("fl(x, F, F).\n"));
    }

    #[test]
    fn recursive_branches_split_into_sibling_clauses() {
        let mut m = Machine::new();
        let r = m.consult_str(
            "p.pl",
            "minl([], M, M).\nminl([Y|Ys], M0, M) :- ( Y < M0 -> minl(Ys, Y, M) ; minl(Ys, M0, M) ).\n",
        );
        let terms: Vec<Term> = r.clauses.iter().map(|(_, rt)| rt.term.clone()).collect();
        let mut p = Program::from_terms(&terms);
        split_recursive_branches(&mut p);
        let clauses = &p.preds[&("minl".to_string(), 3)];
        assert_eq!(clauses.len(), 3);
        assert!(!clauses[0].shares_head && clauses[1].shares_head && clauses[2].shares_head);
        // The else branch is guarded by the complementary comparison.
        assert!(matches!(&clauses[1].body[0], Lit::Builtin(op, _) if op == "<"));
        assert!(matches!(&clauses[2].body[0], Lit::Builtin(op, _) if op == ">="));
    }

    #[test]
    fn a_split_condition_that_calls_a_user_predicate_runs_to_its_first_solution() {
        let mut m = Machine::new();
        let r = m.consult_str(
            "p.pl",
            "cnt([], _, 0).\n\
             cnt([X|Xs], Ys, N) :- ( mem(X, Ys) -> cnt(Xs, Ys, N0), N is N0 + 1 ; cnt(Xs, Ys, N) ).\n\
             mem(X, [X|_]).\nmem(X, [_|T]) :- mem(X, T).\n",
        );
        let terms: Vec<Term> = r.clauses.iter().map(|(_, rt)| rt.term.clone()).collect();
        let mut p = Program::from_terms(&terms);
        split_recursive_branches(&mut p);
        let clauses = &p.preds[&("cnt".to_string(), 3)];
        assert_eq!(clauses.len(), 3);
        // The then-clause commits to mem/2's first solution: once(mem(X, Ys)).
        let Lit::IfThenElse(cond, then, els, false) = &clauses[1].body[0] else {
            panic!("the condition is not wrapped: {:?}", clauses[1].body);
        };
        assert!(matches!(cond.as_slice(), [Lit::Call(q, _)] if q.0 == "mem"));
        assert!(then.is_empty());
        assert!(matches!(els.as_slice(), [Lit::Builtin(f, _)] if f == "fail"));
        // The else-clause negates the condition as before.
        assert!(matches!(&clauses[2].body[0], Lit::Not(_)));
    }
}
