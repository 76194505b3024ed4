//! What heads and literals add to the engine's `arith` and `choicepoints`
//! counters: arithmetic operations of the expressions a builtin evaluates, and the
//! choice point a call pushes when first-argument indexing leaves it more than one
//! candidate clause (the engine's rule, `engine::machine::db::Pred::candidates`).

use super::{Mode, Pattern};
use crate::program::Clause;
use crate::range::Range;
use crate::sym::Sym;
use costlog_engine::machine::cell::Key;
use costlog_engine::machine::compile::key_of_term as key_of;
use costlog_engine::{Atom, Term, VarId};

/// First-argument keys of the source clauses (`None`: not the source's, a clause
/// of another predicate unfolded into them). The engine's candidates are its
/// source clauses: a split pair (`shares_head`) is one.
fn source_keys(clauses: &[Clause]) -> Option<Vec<Option<Key>>> {
    if clauses.iter().any(|c| c.body.iter().any(is_unfolded_step)) {
        return None;
    }
    let mut keys = Vec::new();
    let mut i = 0;
    while i < clauses.len() {
        keys.push(clauses[i].head.first().and_then(key_of));
        i += if clauses[i].shares_head { 2 } else { 1 };
    }
    Some(keys)
}

/// Whether a call pushes its choice point (more than one candidate), over the
/// calls whose key is compatible with `key` (a clause's first argument; `None`, a
/// variable, is compatible with any key but those in `preempted`): lower and
/// upper bound.
fn pushes(keys: &[Option<Key>], key: Option<&Key>, bound: bool, preempted: &[Key]) -> (i64, i64) {
    let indicator = |n: usize| i64::from(n >= 2);
    if !bound {
        // An unbound first argument (or none): every clause is a candidate.
        let n = indicator(keys.len());
        return (n, n);
    }
    let vars = keys.iter().filter(|x| x.is_none()).count();
    let with_key = |k: &Key| keys.iter().filter(|x| x.as_ref() == Some(k)).count();
    match key {
        Some(k) => (indicator(vars + with_key(k)), indicator(vars + with_key(k))),
        // Any key: the variable clauses and the clauses of one key at most.
        None => {
            let most = keys
                .iter()
                .flatten()
                .filter(|k| !preempted.contains(k))
                .map(with_key)
                .max()
                .unwrap_or(0);
            (indicator(vars), indicator(vars + most))
        }
    }
}

/// The keys calls never reach clause `at` with: those of an earlier clause that
/// surely proceeds for them and cuts first (`fib(0, 0) :- !.`): its first argument
/// unifies with every term of its key and its other arguments with anything the
/// call passes (the one output, or fresh head variables).
fn preempted_before(clauses: &[Clause], at: usize, pattern: &Pattern) -> Vec<Key> {
    let fresh = |head: &[Term], t: &Term| match t {
        Term::Var(v) => head.iter().map(|h| occurrences(h, *v)).sum::<usize>() == 1,
        _ => false,
    };
    clauses[..at]
        .iter()
        .filter(|d| matches!(d.body.first(), Some(crate::program::Lit::Cut)) && !d.shares_head)
        .filter_map(|d| {
            let (first, rest) = d.head.split_first()?;
            let whole_key = match first {
                Term::Atom(_) | Term::Int(_) => true,
                Term::Compound(_, a) => a.iter().all(|x| fresh(&d.head, x)),
                _ => false,
            };
            // A free variable unifies with anything, unless the call passes it
            // twice: with one output only, it cannot.
            let outputs = pattern.iter().filter(|m| **m == Mode::Out).count();
            let rest_unify = rest
                .iter()
                .zip(pattern.iter().skip(1))
                .all(|(t, m)| *m == Mode::Out && outputs == 1 || fresh(&d.head, t));
            (whole_key && rest_unify).then(|| key_of(first)).flatten()
        })
        .collect()
}

fn occurrences(t: &Term, v: VarId) -> usize {
    match t {
        Term::Var(w) => usize::from(*w == v),
        Term::Compound(_, a) => a.iter().map(|x| occurrences(x, v)).sum(),
        _ => 0,
    }
}

fn first_arg_bound(clauses: &[Clause], pattern: &Pattern) -> bool {
    matches!(pattern.first(), Some(Mode::In(_))) && clauses.iter().all(|c| !c.head.is_empty())
}

/// The choice points of a call that proceeds with clause `at` of `clauses` (its
/// head unified), besides its body: its own (1 when first-argument indexing left
/// it more than one candidate) and those of constructs the clause no longer shows
/// (a split if-then-else). `None` when the clauses are not the source's.
pub(super) fn clause_choicepoints(
    clauses: &[Clause],
    at: usize,
    pattern: &Pattern,
) -> Option<Range> {
    let keys = source_keys(clauses)?;
    let c = &clauses[at];
    let key = c.head.first().and_then(key_of);
    let preempted = preempted_before(clauses, at, pattern);
    let bound = first_arg_bound(clauses, pattern);
    let (lb, ub) = pushes(&keys, key.as_ref(), bound, &preempted);
    Some(Range {
        ub: Some(Sym::int(ub + c.hidden_choicepoints)),
        lb: Sym::int(lb + c.hidden_choicepoints),
    })
}

/// The most choice points any call of the predicate made of `clauses` pushes
/// itself under `pattern`, whether or not a clause then proceeds (its lower bound
/// is 0: a call whose first argument matches no clause pushes none). `None` when
/// the clauses are not the source's.
pub(super) fn call_choicepoints(clauses: &[Clause], pattern: &Pattern) -> Option<i64> {
    let keys = source_keys(clauses)?;
    let bound = first_arg_bound(clauses, pattern);
    Some(pushes(&keys, None, bound, &[]).1)
}

fn is_unfolded_step(l: &crate::program::Lit) -> bool {
    matches!(l, crate::program::Lit::Builtin(n, _) if n == crate::unfold::STEP)
}

/// The choice points a builtin call pushes: none for the engine's native
/// deterministic builtins; not known for library predicates written in Prolog or
/// nondeterministic ones.
pub(super) fn builtin_choicepoints(name: &str) -> Option<i64> {
    (crate::builtins::builtin_calls(name).is_some() && crate::builtins::is_det(name)).then_some(0)
}

/// The arithmetic operations a call of builtin `name` evaluates, given which
/// variables surely hold numbers: the function symbols of `is/2`'s expression or a
/// comparison's two; none for other native builtins; not known for library
/// predicates written in Prolog, or where a variable may hold an expression.
pub(super) fn builtin_arith(
    name: &str,
    args: &[Term],
    number: &dyn Fn(VarId) -> bool,
) -> Option<i64> {
    let ops = |t: &Term| operations(t, number);
    match (name, args) {
        ("is", [_, rhs]) => ops(rhs),
        ("<" | ">" | "=<" | ">=" | "=:=" | "=\\=", [a, b]) => Some(ops(a)? + ops(b)?),
        _ => crate::builtins::builtin_calls(name).map(|_| 0),
    }
}

/// The function symbols evaluating `t` applies.
fn operations(t: &Term, number: &dyn Fn(VarId) -> bool) -> Option<i64> {
    match t {
        Term::Int(_)
        | Term::BigInt(_)
        | Term::Rational(_)
        | Term::Float(_)
        | Term::Atom(_)
        | Term::String(_) => Some(0),
        Term::Var(v) => number(*v).then_some(0),
        // `"a"`: a one-code list evaluates its element.
        Term::Compound(f, _) if *f == Atom::DOT => None,
        Term::Compound(_, a) => a
            .iter()
            .try_fold(1, |acc, x| Some(acc + operations(x, number)?)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::infer::Ty;
    use crate::program::Program;
    use costlog_engine::Machine;

    fn clauses(text: &str, key: (&str, usize)) -> Vec<Clause> {
        let mut m = Machine::new();
        let r = m.consult_str("p.pl", text);
        let terms: Vec<Term> = r.clauses.iter().map(|(_, rt)| rt.term.clone()).collect();
        let mut p = Program::from_terms(&terms);
        crate::unfold::split_recursive_branches(&mut p);
        p.preds[&(key.0.to_string(), key.1)].clone()
    }

    fn at(cs: &[Clause], p: &Pattern) -> i64 {
        call_choicepoints(cs, p).unwrap()
    }

    #[test]
    fn indexing_decides_the_choice_point() {
        let cs = clauses(
            "f(0, a) :- !.\nf(1, b) :- !.\nf(N, c) :- N > 1.\n",
            ("f", 2),
        );
        let bound = vec![Mode::In(Ty::Int), Mode::Out];
        let free = vec![Mode::Out, Mode::Out];
        // f(0, _): candidates f(0) and f(N); f(5, _): f(N) alone.
        assert_eq!(at(&cs, &bound), 1);
        assert_eq!(at(&cs, &free), 1);
        // g(c) proceeds with g(X) alone; h(_) always has two candidates.
        let g = clauses("g(a).\ng(b).\ng(X) :- atom(X).\n", ("g", 1));
        assert_eq!(at(&g, &vec![Mode::In(Ty::Ground)]), 1);
        let h = clauses("h(X) :- X > 0.\nh(_).\n", ("h", 1));
        assert_eq!(at(&h, &vec![Mode::In(Ty::Ground)]), 1);
        let app = clauses(
            "app([], L, L).\napp([H|T], L, [H|R]) :- app(T, L, R).\n",
            ("app", 3),
        );
        let lists = vec![Mode::In(Ty::List), Mode::In(Ty::List), Mode::Out];
        assert_eq!(at(&app, &lists), 0);
        // Per clause: f(0, _) has f(0) and f(N) as candidates, f(5, _) only f(N).
        let one = |i| clause_choicepoints(&cs, i, &bound).unwrap();
        assert_eq!(
            (one(0).lb.eval(&|_| 0.0), one(2).lb.eval(&|_| 0.0)),
            (1.0, 0.0)
        );
        // f(0) and f(1) cut at once: f(N) never runs for their keys.
        assert_eq!(one(2).ub.unwrap().eval(&|_| 0.0), 0.0);
        let no_cut = clauses("f(0, a).\nf(N, c) :- N > 1.\n", ("f", 2));
        let ub = clause_choicepoints(&no_cut, 1, &bound).unwrap().ub.unwrap();
        assert_eq!(ub.eval(&|_| 0.0), 1.0);
    }

    #[test]
    fn split_if_then_else_keeps_its_choice_point() {
        let cs = clauses(
            "m([], M, M).\nm([Y|Ys], M0, M) :- ( Y < M0 -> m(Ys, Y, M) ; m(Ys, M0, M) ).\n",
            ("m", 3),
        );
        let p = vec![Mode::In(Ty::List), Mode::In(Ty::Ground), Mode::Out];
        // Two source clauses told apart by their first argument; the split clauses
        // keep the if-then-else's choice point.
        assert_eq!(cs.len(), 3);
        assert_eq!(at(&cs, &p), 0);
        assert_eq!(
            cs.iter().map(|c| c.hidden_choicepoints).collect::<Vec<_>>(),
            [0, 1, 1]
        );
    }

    #[test]
    fn arithmetic_operations_of_expressions() {
        let number = |v: VarId| v == 0;
        let x = Term::Var(0);
        let y = Term::Var(1);
        let e = Term::Compound(
            Atom::PLUS,
            vec![
                Term::Int(1),
                Term::Compound(Atom::new("*"), vec![x.clone(), Term::Int(2)]),
            ],
        );
        assert_eq!(builtin_arith("is", &[y.clone(), e], &number), Some(2));
        assert_eq!(
            builtin_arith("<", &[x.clone(), Term::Int(3)], &number),
            Some(0)
        );
        assert_eq!(
            builtin_arith("<", &[y.clone(), Term::Int(3)], &number),
            None
        );
        assert_eq!(builtin_arith("functor", &[x, y], &number), Some(0));
        assert_eq!(builtin_arith("append", &[], &number), None);
    }
}
