//! Which arguments are numbers, or lists of numbers, at every call: a whole-program
//! abstract interpretation from the entries' calls properties. The `arith` resource
//! needs it: evaluating a variable bound to a number costs no arithmetic operation,
//! one bound to an expression costs its operators, so a bound on arithmetic
//! operations must know which variables hold numbers (the elements of a
//! `list(A, int)` input, say).

use crate::program::{Lit, PredKey, Program};
use costlog_engine::{Atom, Term, VarId};
use std::collections::{BTreeMap, HashMap};

/// What is known of a value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Num {
    /// Nothing yet (no call seen).
    None,
    /// A number.
    Number,
    /// A proper list of numbers.
    ListOfNumbers,
    /// Anything.
    Any,
}

impl Num {
    fn join(self, o: Num) -> Num {
        match (self, o) {
            (Num::None, x) | (x, Num::None) => x,
            (a, b) if a == b => a,
            _ => Num::Any,
        }
    }
}

/// Per predicate, what each argument is at every call (`calls`) and on every
/// success (`exits`).
#[derive(Clone, Debug, Default)]
pub struct NumFacts {
    calls: BTreeMap<PredKey, Vec<Num>>,
    exits: BTreeMap<PredKey, Vec<Num>>,
}

type Facts = HashMap<VarId, Num>;

impl NumFacts {
    /// The facts of `prog` called from `entries` (a predicate with what each
    /// argument is); calls from outside the entries are not covered.
    pub fn infer(prog: &Program, entries: &[(PredKey, Vec<Num>)]) -> NumFacts {
        let mut f = NumFacts::default();
        for (k, args) in entries {
            f.join_calls(k, args);
        }
        // Both sides grow monotonically over a lattice of height 3 per argument.
        loop {
            let before = (f.calls.clone(), f.exits.clone());
            for (key, clauses) in &prog.preds {
                let Some(calls) = f.calls.get(key).cloned() else {
                    continue;
                };
                for c in clauses {
                    let mut env = Facts::new();
                    for (arg, n) in c.head.iter().zip(&calls) {
                        bind(&mut env, arg, *n);
                    }
                    if !f.lits(&c.body, &mut env) {
                        continue;
                    }
                    let exits: Vec<Num> = c.head.iter().map(|t| fact(&env, t)).collect();
                    join_into(&mut f.exits, key, &exits);
                }
            }
            if before == (f.calls.clone(), f.exits.clone()) {
                return f;
            }
        }
    }

    /// What argument `i` of `key` is at every call (`Num::None` when never called).
    pub fn call_fact(&self, key: &PredKey, i: usize) -> Num {
        fact_at(&self.calls, key, i)
    }

    /// What argument `i` of `key` is on every success (`Num::None` when never
    /// called).
    pub fn exit_fact(&self, key: &PredKey, i: usize) -> Num {
        fact_at(&self.exits, key, i)
    }

    fn join_calls(&mut self, key: &PredKey, args: &[Num]) {
        join_into(&mut self.calls, key, args);
    }

    /// Runs literals, recording the calls they make and what they bind; `false`
    /// when they have no success yet (a callee with none).
    fn lits(&mut self, lits: &[Lit], env: &mut Facts) -> bool {
        for l in lits {
            match l {
                Lit::Call(k, args) => {
                    let here: Vec<Num> = args.iter().map(|t| fact(env, t)).collect();
                    self.join_calls(k, &here);
                    match self.exits.get(k) {
                        Some(exits) if !exits.contains(&Num::None) => {
                            for (a, n) in args.iter().zip(exits.clone()) {
                                bind(env, a, n);
                            }
                        }
                        _ => return false,
                    }
                }
                Lit::Builtin(name, args) => builtin(env, name, args),
                Lit::IfThenElse(c, t, e, _) => {
                    let mut then = env.clone();
                    let then_ok = self.lits(c, &mut then) && self.lits(t, &mut then);
                    let mut els = env.clone();
                    let els_ok = self.lits(e, &mut els);
                    if !join_branches(env, [(then_ok, then), (els_ok, els)]) {
                        return false;
                    }
                }
                Lit::Or(a, b) => {
                    let (mut x, mut y) = (env.clone(), env.clone());
                    let (x_ok, y_ok) = (self.lits(a, &mut x), self.lits(b, &mut y));
                    if !join_branches(env, [(x_ok, x), (y_ok, y)]) {
                        return false;
                    }
                }
                Lit::Not(g) => {
                    self.lits(g, &mut env.clone());
                }
                Lit::Opaque(_, callees) => {
                    // Called with anything.
                    for k in callees {
                        self.join_calls(k, &vec![Num::Any; k.1]);
                    }
                }
                Lit::Cut => {}
            }
        }
        true
    }
}

/// Argument `i` of `key` in `map` (`Num::None` when `key` has no entry).
fn fact_at(map: &BTreeMap<PredKey, Vec<Num>>, key: &PredKey, i: usize) -> Num {
    map.get(key)
        .and_then(|a| a.get(i))
        .copied()
        .unwrap_or(Num::None)
}

fn join_into(map: &mut BTreeMap<PredKey, Vec<Num>>, key: &PredKey, args: &[Num]) {
    let e = map
        .entry(key.clone())
        .or_insert_with(|| vec![Num::None; args.len()]);
    for (x, y) in e.iter_mut().zip(args) {
        *x = x.join(*y);
    }
}

/// Joins two branches into `env` (see [`keep_common`]) from those that can be
/// reached (`true` with its facts); false when neither can.
fn join_branches(env: &mut Facts, branches: [(bool, Facts); 2]) -> bool {
    let reached: Vec<Facts> = branches
        .into_iter()
        .filter_map(|(ok, f)| ok.then_some(f))
        .collect();
    keep_common(env, &reached);
    !reached.is_empty()
}

/// Keeps the facts every branch agrees on (facts from before stay: bindings only
/// grow).
fn keep_common(env: &mut Facts, branches: &[Facts]) {
    let Some((first, rest)) = branches.split_first() else {
        return;
    };
    for (v, n) in first {
        if *n != Num::Any && rest.iter().all(|b| b.get(v) == Some(n)) {
            env.insert(*v, *n);
        }
    }
}

/// What `t` is under `env`.
pub fn fact(env: &HashMap<VarId, Num>, t: &Term) -> Num {
    match t {
        Term::Int(_) | Term::BigInt(_) | Term::Rational(_) | Term::Float(_) => Num::Number,
        Term::Atom(a) if *a == Atom::NIL => Num::ListOfNumbers,
        Term::Var(v) => env.get(v).copied().unwrap_or(Num::Any),
        Term::Compound(f, a) if *f == Atom::DOT && a.len() == 2 => {
            if fact(env, &a[0]) == Num::Number && fact(env, &a[1]) == Num::ListOfNumbers {
                Num::ListOfNumbers
            } else {
                Num::Any
            }
        }
        _ => Num::Any,
    }
}

/// Records that `t` is `n` (a number or list of numbers): its variables get what
/// that makes them.
pub fn bind(env: &mut HashMap<VarId, Num>, t: &Term, n: Num) {
    match (t, n) {
        (Term::Var(v), Num::Number | Num::ListOfNumbers) => {
            env.insert(*v, n);
        }
        (Term::Compound(f, a), Num::ListOfNumbers) if *f == Atom::DOT && a.len() == 2 => {
            bind(env, &a[0], Num::Number);
            bind(env, &a[1], Num::ListOfNumbers);
        }
        _ => {}
    }
}

fn builtin(env: &mut Facts, name: &str, args: &[Term]) {
    match (name, args) {
        ("is", [lhs, _]) => bind(env, lhs, Num::Number),
        ("succ", [a, b]) => {
            bind(env, a, Num::Number);
            bind(env, b, Num::Number);
        }
        ("plus", [a, b, c]) => {
            for x in [a, b, c] {
                bind(env, x, Num::Number);
            }
        }
        ("length", [_, n]) => bind(env, n, Num::Number),
        ("=", [a, b]) => {
            let (fa, fb) = (fact(env, a), fact(env, b));
            bind(env, a, fb);
            bind(env, b, fa);
        }
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::program::tests::{key, program};

    #[test]
    fn numbers_flow_through_list_elements_results_and_calls() {
        let p = program(
            "qs([], []).\nqs([X|L], S) :- part(L, X, A, B), qs(A, SA), qs(B, SB), app(SA, [X|SB], S).\n\
             part([], _, [], []).\npart([Y|L], X, [Y|A], B) :- Y =< X, part(L, X, A, B).\n\
             part([Y|L], X, A, [Y|B]) :- Y > X, part(L, X, A, B).\n\
             app([], L, L).\napp([H|T], L, [H|R]) :- app(T, L, R).\n\
             ev([], _, 0).\nev([C|Cs], X, V) :- ev(Cs, X, V0), V is C + X * V0, w(V).\nw(_).\n",
        );
        let f = NumFacts::infer(
            &p,
            &[
                (key("qs", 2), vec![Num::ListOfNumbers, Num::Any]),
                (
                    key("ev", 3),
                    vec![Num::ListOfNumbers, Num::Number, Num::Any],
                ),
            ],
        );
        assert_eq!(f.call_fact(&key("part", 4), 0), Num::ListOfNumbers);
        assert_eq!(f.call_fact(&key("part", 4), 1), Num::Number);
        // qs's own recursive calls get part's outputs: lists of numbers.
        assert_eq!(f.call_fact(&key("qs", 2), 0), Num::ListOfNumbers);
        // ev's result is a number (its base case's 0 and `is/2`).
        assert_eq!(f.call_fact(&key("w", 1), 0), Num::Number);
        assert_eq!(f.call_fact(&key("app", 3), 2), Num::Any);
    }

    #[test]
    fn unknown_entries_and_expressions_give_nothing() {
        let p = program("p(X) :- q(X + 1).\nq(E) :- Y is E, r(Y).\nr(_).\n");
        let f = NumFacts::infer(&p, &[(key("p", 1), vec![Num::Number])]);
        assert_eq!(f.call_fact(&key("q", 1), 0), Num::Any);
        assert_eq!(f.call_fact(&key("r", 1), 0), Num::Number);
        let none = NumFacts::infer(&p, &[]);
        assert_eq!(none.call_fact(&key("q", 1), 0), Num::None);
    }
}
