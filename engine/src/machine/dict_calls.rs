//! Functional notation on dicts, expanded when a clause is loaded, as SWI-Prolog
//! does: every `Dict.Function` (the term `'.'(Dict, Function)` the reader makes of
//! `D.key`, `D.put(New)`, `D.get(K)`) in a goal is replaced by a fresh variable `V`,
//! and the call `'.'(Dict, Function, V)` (`prelude/dicts.pl`) runs just before that
//! goal, innermost and leftmost first. Control constructs and the goal arguments of
//! the usual meta-predicates are expanded as goals of their own (`\+ X = D.a` tests
//! inside the negation); in a clause head the calls run first in the body.
//! Clauses without a `'.'/2` term are left untouched.

use crate::atom::Atom;
use crate::term::{Term, VarId};

/// `clause` (a clause, a directive `:- G` or a query `?- G`) with its dict calls
/// expanded, or `None` when it has none. `next` gives a variable number unused in
/// it (asked only for a clause with dict calls).
pub(crate) fn expand_clause(clause: &Term, next: impl FnOnce() -> VarId) -> Option<Term> {
    if !has_dict_call(clause) {
        return None;
    }
    let mut x = Expander { next: next() };
    Some(match clause {
        Term::Compound(f, a)
            if a.len() == 1 && (*f == Atom::COLON_DASH || *f == Atom::QUESTION) =>
        {
            Term::Compound(*f, vec![x.goal(&a[0])])
        }
        Term::Compound(f, a) if a.len() == 2 && *f == Atom::COLON_DASH => {
            let (head, calls) = x.extract(&a[0]);
            let body = conjunction(calls, x.goal(&a[1]));
            Term::Compound(*f, vec![head, body])
        }
        // `Head, Guard => Body`: the head's calls join the guard.
        Term::Compound(f, a) if a.len() == 2 && f.name() == "=>" => {
            let (head, guard) = match &a[0] {
                Term::Compound(c, hg) if *c == Atom::COMMA && hg.len() == 2 => {
                    (&hg[0], Some(x.goal(&hg[1])))
                }
                h => (h, None),
            };
            let (head, calls) = x.extract(head);
            let guard = match guard {
                Some(g) => Some(conjunction(calls, g)),
                None if calls.is_empty() => None,
                None => Some(conjunction(calls, Term::Atom(Atom::TRUE))),
            };
            let left = match guard {
                Some(g) => Term::Compound(Atom::COMMA, vec![head, g]),
                None => head,
            };
            Term::Compound(*f, vec![left, x.goal(&a[1])])
        }
        // Grammar rules are translated first; their dict calls stay as written.
        Term::Compound(f, a) if a.len() == 2 && f.name() == "-->" => return None,
        fact => {
            let (head, calls) = x.extract(fact);
            Term::Compound(
                Atom::COLON_DASH,
                vec![head, conjunction(calls, Term::Atom(Atom::TRUE))],
            )
        }
    })
}

/// Whether `t` holds a `'.'/2` term (an explicit stack: terms may be deep).
fn has_dict_call(t: &Term) -> bool {
    let mut stack = vec![t];
    while let Some(t) = stack.pop() {
        if let Term::Compound(f, args) = t {
            if *f == Atom::FULL_STOP && args.len() == 2 {
                return true;
            }
            stack.extend(args);
        }
    }
    false
}

/// `calls` then `goal` as one conjunction (`goal` alone without calls; `true`
/// dropped after calls).
fn conjunction(calls: Vec<Term>, goal: Term) -> Term {
    let mut calls = calls.into_iter().rev();
    let Some(last) = calls.next() else {
        return goal;
    };
    let tail = if goal == Term::Atom(Atom::TRUE) {
        last
    } else {
        Term::Compound(Atom::COMMA, vec![last, goal])
    };
    calls.fold(tail, |acc, c| Term::Compound(Atom::COMMA, vec![c, acc]))
}

/// The argument positions of a meta-predicate's goal arguments (called with no
/// extra arguments, so expanded as goals), by name and arity.
fn goal_positions(name: &str, arity: usize) -> &'static [usize] {
    match (name, arity) {
        ("\\+" | "call" | "once" | "ignore" | "not" | "time" | "assertion", 1) => &[0],
        ("forall" | "call_cleanup", 2) => &[0, 1],
        ("findall", 3 | 4) | ("aggregate_all", 3) | ("bagof" | "setof" | "aggregate", 3) => &[1],
        ("with_output_to" | "limit" | "offset" | "order_by" | "distinct", 2) => &[1],
        ("catch", 3) => &[0, 2],
        ("setup_call_cleanup", 3) => &[0, 1, 2],
        _ => &[],
    }
}

/// Whether the meta-predicate `name/arity` groups its solutions by the free
/// variables of its goal (`bagof/3`, `setof/3`, `aggregate/3`): the variables of
/// the dict calls expanded in it are then bound existentially (`V^Goal`), so they
/// do not split the solutions, as in SWI-Prolog.
fn groups_by_free_vars(name: &str, arity: usize) -> bool {
    matches!((name, arity), ("bagof" | "setof" | "aggregate", 3))
}

/// Whether `f/n` is a control construct whose arguments are all goals.
fn is_control(f: Atom, n: usize) -> bool {
    n == 2 && (super::compile::is_binary_control(f) || f == Atom::COLON)
}

struct Expander {
    next: VarId,
}

impl Expander {
    fn fresh(&mut self) -> Term {
        self.next += 1;
        Term::Var(self.next - 1)
    }

    /// A goal with its dict calls expanded. The right spine of control constructs
    /// (a long conjunction) is walked in a loop, not by recursion.
    fn goal(&mut self, goal: &Term) -> Term {
        let mut spine = Vec::new();
        let mut rest = goal;
        while let Term::Compound(f, args) = rest {
            if !is_control(*f, args.len()) {
                break;
            }
            // `M:G`: the module stays, the goal is expanded.
            let first = if *f == Atom::COLON {
                args[0].clone()
            } else {
                self.goal(&args[0])
            };
            spine.push((*f, first));
            rest = &args[1];
        }
        let last = self.simple_goal(rest);
        spine
            .into_iter()
            .rev()
            .fold(last, |acc, (f, first)| Term::Compound(f, vec![first, acc]))
    }

    /// A goal other than a control construct with its dict calls expanded.
    fn simple_goal(&mut self, goal: &Term) -> Term {
        let Term::Compound(f, args) = goal else {
            return goal.clone();
        };
        if !has_dict_call(goal) {
            return goal.clone();
        }
        if *f == Atom::FULL_STOP && args.len() == 2 {
            // A dict call as a goal (`Dict.get(k)`): its value is called.
            let (value, calls) = self.extract(goal);
            return conjunction(calls, Term::Compound(Atom::CALL, vec![value]));
        }
        let name = f.name();
        let positions = goal_positions(&name, args.len());
        let mut calls = Vec::new();
        let mut new_args = Vec::with_capacity(args.len());
        for (i, a) in args.iter().enumerate() {
            if positions.contains(&i) {
                let first_fresh = self.next;
                let g = self.meta_goal(a);
                new_args.push(if groups_by_free_vars(&name, args.len()) {
                    (first_fresh..self.next)
                        .rev()
                        .fold(g, |g, v| Term::Compound(Atom::CARET, vec![Term::Var(v), g]))
                } else {
                    g
                });
            } else {
                let (a, c) = self.extract(a);
                calls.extend(c);
                new_args.push(a);
            }
        }
        conjunction(calls, Term::Compound(*f, new_args))
    }

    /// A meta-argument: a goal, under `^` prefixes for `bagof/3` and `setof/3`.
    fn meta_goal(&mut self, t: &Term) -> Term {
        match t {
            Term::Compound(f, a) if a.len() == 2 && f.name() == "^" => {
                Term::Compound(*f, vec![a[0].clone(), self.meta_goal(&a[1])])
            }
            g => self.goal(g),
        }
    }

    /// `t` with each `'.'/2` term replaced by a fresh variable, and the calls
    /// computing them in order (post-order, left to right, with an explicit stack;
    /// every compound is rebuilt, so the walk is linear in the size of `t`).
    fn extract(&mut self, t: &Term) -> (Term, Vec<Term>) {
        enum Work<'a> {
            Visit(&'a Term),
            Build(Atom, usize),
        }
        let mut calls = Vec::new();
        let mut done: Vec<Term> = Vec::new();
        let mut work = vec![Work::Visit(t)];
        while let Some(w) = work.pop() {
            match w {
                Work::Visit(Term::Compound(f, args)) => {
                    work.push(Work::Build(*f, args.len()));
                    work.extend(args.iter().rev().map(Work::Visit));
                }
                Work::Visit(t) => done.push(t.clone()),
                Work::Build(f, n) => {
                    let args = done.split_off(done.len() - n);
                    if f == Atom::FULL_STOP && n == 2 {
                        let value = self.fresh();
                        let mut call = args;
                        call.push(value.clone());
                        calls.push(Term::Compound(Atom::FULL_STOP, call));
                        done.push(value);
                    } else {
                        done.push(Term::Compound(f, args));
                    }
                }
            }
        }
        (done.pop().unwrap_or_else(|| t.clone()), calls)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ops::OpTable;
    use crate::reader::{parse_term, ReadOptions};
    use crate::write::{term_to_string, WriteOptions};

    /// The expansion of `text`, written with `writeq`.
    fn expanded(text: &str) -> String {
        let rt = parse_term(text, &OpTable::standard(), &ReadOptions::default()).unwrap();
        let next = || {
            crate::machine::compile::term_vars(&rt.term)
                .into_iter()
                .max()
                .map_or(0, |v| v + 1)
        };
        match expand_clause(&rt.term, next) {
            Some(t) => term_to_string(&t, &OpTable::standard(), &WriteOptions::writeq()),
            None => "unchanged".into(),
        }
    }

    #[test]
    fn clauses_without_dict_calls_are_unchanged() {
        assert_eq!(expanded("p(X) :- X = f(a), q({X})"), "unchanged");
        assert_eq!(expanded("a --> [x], {X = D.a}"), "unchanged");
    }

    #[test]
    fn a_call_runs_before_its_goal_innermost_first() {
        assert_eq!(
            expanded("p(D, X) :- X = D.a.b"),
            "p(_0,_1):-'.'(_0,a,_2),'.'(_2,b,_3),_1=_3"
        );
        assert_eq!(
            expanded("p(D) :- q, r(D.x, D.put(y, 1))"),
            "p(_0):-q,'.'(_0,x,_1),'.'(_0,put(y,1),_2),r(_1,_2)"
        );
    }

    #[test]
    fn negations_and_meta_arguments_keep_their_calls_inside() {
        assert_eq!(
            expanded("p(D) :- \\+ D.a = 1"),
            "p(_0):- \\+ ('.'(_0,a,_1),_1=1)"
        );
        assert_eq!(
            expanded("p(D, L) :- findall(V, (member(K, [a]), V = D.K), L)"),
            "p(_0,_1):-findall(_2,(member(_3,[a]),'.'(_0,_3,_4),_2=_4),_1)"
        );
        assert_eq!(
            expanded("p(D) :- (D.a > 1 -> true ; fail)"),
            "p(_0):-'.'(_0,a,_1),_1>1->true;fail"
        );
    }

    #[test]
    fn bagof_binds_the_values_of_its_dict_calls_existentially() {
        assert_eq!(
            expanded("p(D, B) :- bagof(K-V, V = D.K, B)"),
            "p(_0,_1):-bagof(_2-_3,_4^('.'(_0,_2,_4),_3=_4),_1)"
        );
    }

    #[test]
    fn long_conjunctions_and_deep_terms_expand_without_recursion() {
        const N: usize = 100_000;
        let run = || {
            // p(D) :- true, ..., true, X = f(...f(D.a)...), N goals deep and N levels.
            let mut deep = Term::Compound(Atom::FULL_STOP, vec![Term::Var(0), Term::atom("a")]);
            for _ in 0..N {
                deep = Term::compound("f", vec![deep]);
            }
            let mut body = Term::Compound(Atom::EQUALS, vec![Term::Var(1), deep]);
            for _ in 0..N {
                body = Term::Compound(Atom::COMMA, vec![Term::Atom(Atom::TRUE), body]);
            }
            let head = Term::compound("p", vec![Term::Var(0)]);
            let clause = Term::Compound(Atom::COLON_DASH, vec![head, body]);
            let expanded = expand_clause(&clause, || 2).expect("a dict call");
            // The right spine: N `true`s, then the call and the unification.
            let mut spine = 0;
            let mut rest = match &expanded {
                Term::Compound(_, a) => &a[1],
                _ => &expanded,
            };
            while let Term::Compound(Atom::COMMA, a) = rest {
                spine += 1;
                rest = &a[1];
            }
            // Dropping terms this deep recurses: they are left to the process's end.
            std::mem::forget((clause, expanded));
            spine
        };
        // A small stack: the expansion must not recurse per goal or per level.
        let spine = std::thread::Builder::new()
            .stack_size(1 << 20)
            .spawn(run)
            .unwrap()
            .join()
            .unwrap();
        assert_eq!(spine, N + 1);
    }

    #[test]
    fn a_dict_call_as_a_goal_calls_its_value() {
        assert_eq!(
            expanded("p(D) :- D.get(x)"),
            "p(_0):-'.'(_0,get(x),_1),call(_1)"
        );
    }

    #[test]
    fn head_calls_open_the_body() {
        assert_eq!(expanded("p(D.a, D)"), "p(_1,_0):-'.'(_0,a,_1)");
        assert_eq!(expanded("p(D.a, D) :- q"), "p(_1,_0):-'.'(_0,a,_1),q");
        assert_eq!(expanded(":- X = _{a:1}.a"), ":-'.'(_1{a:1},a,_2),_0=_2");
    }
}
