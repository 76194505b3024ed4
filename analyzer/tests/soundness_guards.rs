//! Soundness harness for guards and cuts (issue 18, item 5): generated programs
//! walk a list `L` and, per element, run a guard against a second list `Ys` in
//! the shapes people write (a guard, a cut and an else clause; an if-then-else
//! on a user predicate; `\+ G`; a cut then a test that may fail; guarded clauses
//! without a cut; two guarded clauses then an else; an arithmetic guard; a
//! non-recursive predicate over a recursive guard; non-recursive predicates whose
//! heads need a non-empty list). Every bound the analysis
//! gives must enclose what the engine counts on random inputs: the lower bound
//! and the upper bounds up to the first solution, the bound on the whole search
//! (steps: measured as `(G, fail ; true)`), and the bound on a failing call on
//! the inputs where the call fails.
//!
//! Inputs are random lists of small integers (so that guards both hold and
//! fail), from the seeds `0..GUARD_SEEDS` (environment variable, default 3).

mod common;

use costlog_engine::{Counter, Limits, Machine, Outcome, Term};

/// Guards `g(X, Ys)`, with their helpers.
const GUARDS: &[&str] = &[
    // Member: nondeterministic, may fail.
    "g(X, [X|_]).\ng(X, [_|T]) :- g(X, T).\n",
    // Member with a cut.
    "g(X, [X|_]) :- !.\ng(X, [_|T]) :- g(X, T).\n",
    // An arithmetic test.
    "g(X, _) :- X > 1.\n",
    // Every element below X: fails at the first that is not.
    "g(_, []).\ng(X, [Y|T]) :- Y < X, g(X, T).\n",
    // Some element at least X, found by a guard, a cut and an else clause.
    "g(X, [Y|_]) :- Y >= X, !.\ng(X, [_|T]) :- g(X, T).\n",
    // Not a member.
    "g(X, Ys) :- \\+ h(X, Ys).\nh(X, [X|_]).\nh(X, [_|T]) :- h(X, T).\n",
    // An arithmetic test or the head of `Ys`: clauses that are not exclusive,
    // the first failing in its test after its head unified.
    "g(X, _) :- X > 2.\ng(X, [X|_]).\n",
];

/// What a branch runs besides the guard: nothing, or walks over `Ys`.
const BODIES: &[&str] = &["true", "w(Ys)", "w(Ys), w(Ys)"];

/// Predicates `p(L, Ys, R)` over the list `L`, with `{b1}` and `{b2}` the bodies
/// of the two outcomes of the guard.
const SHAPES: &[&str] = &[
    // A guard, a cut, an else clause.
    "p([], _, []).\n\
     p([X|Xs], Ys, [X|Zs]) :- g(X, Ys), !, {b1}, p(Xs, Ys, Zs).\n\
     p([_|Xs], Ys, Zs) :- {b2}, p(Xs, Ys, Zs).\n",
    // An if-then-else on the guard.
    "p([], _, []).\n\
     p([X|Xs], Ys, Zs) :- ( g(X, Ys) -> {b1}, Zs = [X|Zs1] ; {b2}, Zs = Zs1 ), p(Xs, Ys, Zs1).\n",
    // A negated guard, a cut, an else clause.
    "p([], _, []).\n\
     p([X|Xs], Ys, [X|Zs]) :- \\+ g(X, Ys), !, {b1}, p(Xs, Ys, Zs).\n\
     p([_|Xs], Ys, Zs) :- {b2}, p(Xs, Ys, Zs).\n",
    // A test that may fail after the cut: the call may fail once committed.
    "p([], _, []).\n\
     p([X|Xs], Ys, [X|Zs]) :- g(X, Ys), !, X > 0, {b1}, p(Xs, Ys, Zs).\n\
     p([_|Xs], Ys, Zs) :- {b2}, p(Xs, Ys, Zs).\n",
    // Guarded clauses without a cut (several solutions).
    "p([], _, []).\n\
     p([X|Xs], Ys, [X|Zs]) :- g(X, Ys), {b1}, p(Xs, Ys, Zs).\n\
     p([_|Xs], Ys, Zs) :- {b2}, p(Xs, Ys, Zs).\n",
    // Two guarded clauses with cuts, then an else clause.
    "p([], _, []).\n\
     p([X|Xs], Ys, [X|Zs]) :- g(X, Ys), !, {b1}, p(Xs, Ys, Zs).\n\
     p([X|Xs], Ys, Zs) :- X > 2, !, {b2}, p(Xs, Ys, Zs).\n\
     p([_|Xs], Ys, Zs) :- p(Xs, Ys, Zs).\n",
    // An arithmetic guard and a cut, an else clause; the guard after the cut.
    "p([], _, []).\n\
     p([X|Xs], Ys, [X|Zs]) :- X >= 2, !, {b1}, g(X, Ys), p(Xs, Ys, Zs).\n\
     p([_|Xs], Ys, Zs) :- {b2}, p(Xs, Ys, Zs).\n",
    // Work before the cut: it runs on the committed path only (the failing
    // path is the head, the guard's failure, then the else clause).
    "p([], _, []).\n\
     p([X|Xs], Ys, [X|Zs]) :- g(X, Ys), {b1}, !, p(Xs, Ys, Zs).\n\
     p([_|Xs], Ys, Zs) :- {b2}, p(Xs, Ys, Zs).\n",
    // A test, then the guard and a cut: either may fail before the cut.
    "p([], _, []).\n\
     p([X|Xs], Ys, [X|Zs]) :- X > 1, g(X, Ys), !, {b1}, p(Xs, Ys, Zs).\n\
     p([_|Xs], Ys, Zs) :- {b2}, p(Xs, Ys, Zs).\n",
    // An else clause with a guard of its own: the call may fail where both do.
    "p([], _, []).\n\
     p([X|Xs], Ys, [X|Zs]) :- g(X, Ys), !, {b1}, p(Xs, Ys, Zs).\n\
     p([X|Xs], Ys, Zs) :- X > 0, {b2}, p(Xs, Ys, Zs).\n",
    // The recursion inside both branches of an if-then-else on the guard: one
    // source clause split in two that share its head.
    "p([], _, []).\n\
     p([X|Xs], Ys, Zs) :- ( g(X, Ys) -> {b1}, Zs = [X|Zs1], p(Xs, Ys, Zs1) ; {b2}, p(Xs, Ys, Zs) ).\n",
    // The same on an arithmetic condition (split with its complement), after a
    // test that fails both halves.
    "p([], _, []).\n\
     p([X|Xs], Ys, Zs) :- X > 0, ( X > 2 -> {b1}, Zs = [X|Zs1], p(Xs, Ys, Zs1) ; {b2}, p(Xs, Ys, Zs) ).\n\
     p([_|Xs], Ys, Zs) :- g(0, Ys), p(Xs, Ys, Zs).\n",
    // Non-recursive: work before the cut, an else clause.
    "p([X|_], Ys, R) :- g(X, Ys), {b1}, !, R = a.\n\
     p(_, Ys, R) :- {b2}, R = b.\n",
    // Non-recursive, its head only for non-empty lists (no clause at length 0),
    // over a maximum walk: a lower bound from length 1 on that may hold at 0.
    "p([X|Xs], Ys, R) :- mx(Xs, X, R), {b1}.\n\
     mx([], M, M).\n\
     mx([X|Xs], M0, M) :- mb(X, M0, M1), mx(Xs, M1, M).\n\
     mb(X, Y, X) :- X >= Y, !.\n\
     mb(_, Y, Y).\n",
    // Non-recursive, heads for lengths from 2 and from 1 (none at 0), the
    // first with the guard, the second with a test.
    "p([X,Y|_], Ys, R) :- g(X, Ys), {b1}, R = Y.\n\
     p([X|_], Ys, R) :- X > 1, {b2}, R = X.\n",
    // A non-recursive predicate over a recursive guard, a cut, an else clause.
    "p(L, Ys, R) :- l(L, Ys), !, {b1}, R = a.\n\
     p(_, Ys, R) :- {b2}, R = b.\n\
     l([], _).\n\
     l([X|Xs], Ys) :- g(X, Ys), l(Xs, Ys).\n",
];

/// Every shape with every guard and every pair of bodies.
fn programs() -> Vec<String> {
    let mut out = Vec::new();
    for shape in SHAPES {
        for guard in GUARDS {
            for b1 in BODIES {
                for b2 in BODIES {
                    let mut text = String::from(
                        ":- pred p(L, Ys, R) : (list(L, int), list(Ys, int), var(R)).\n",
                    );
                    text.push_str(&shape.replace("{b1}", b1).replace("{b2}", b2));
                    text.push_str(guard);
                    text.push_str("w([]).\nw([_|T]) :- w(T).\n");
                    out.push(text);
                }
            }
        }
    }
    out
}

/// A linear congruential generator (deterministic inputs per seed).
struct Lcg(u64);

impl Lcg {
    fn next(&mut self, below: u64) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (self.0 >> 33) % below
    }

    fn list(&mut self, len: usize) -> Term {
        let items: Vec<Term> = (0..len).map(|_| Term::Int(self.next(4) as i64)).collect();
        Term::list(items)
    }
}

/// What one run counts, or `None` when it raised an error or ran out of steps.
fn counted(m: &mut Machine, goal: &Term) -> Option<(bool, costlog_engine::Counts)> {
    m.set_limits(Limits {
        steps: 200_000,
        ..Limits::default()
    });
    m.set_counting(true);
    m.reset_counts();
    let outcome = m.run_once(goal);
    m.set_counting(false);
    let solved = match outcome {
        Outcome::Solved => true,
        Outcome::Failed => false,
        _ => return None,
    };
    Some((solved, m.total_counts()))
}

fn seeds() -> u64 {
    std::env::var("GUARD_SEEDS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(3)
}

#[test]
fn bounds_of_guarded_clauses_enclose_measured_counts() {
    let programs = programs();
    let mut compared = 0usize;
    let mut failing_compared = 0usize;
    let mut failures = Vec::new();
    for text in &programs {
        let (mut m, infos) = common::analysed(text);
        for seed in 0..seeds() {
            let mut rng = Lcg(seed * 7919 + 17);
            for n in 0..=4usize {
                for k in 0..=4usize {
                    let (l, ys) = (rng.list(n), rng.list(k));
                    let val = |v: u32| match v {
                        0 => n as f64,
                        1 => k as f64,
                        _ => 0.0,
                    };
                    let args = vec![l, ys, Term::Var(0)];
                    let goal = Term::compound("p", args);
                    let Some((solved, c)) = counted(&mut m, &goal) else {
                        continue;
                    };
                    let whole = Term::compound(
                        ";",
                        vec![
                            Term::compound(",", vec![goal.clone(), Term::atom("fail")]),
                            Term::atom("true"),
                        ],
                    );
                    let all = counted(&mut m, &whole).map(|(_, c)| c);
                    for (r, info) in &infos {
                        let measured = c[*r] as f64;
                        let lb = info.cost.lb.eval(&val);
                        let ub = common::first_solution_ub(info, &val);
                        let fail = info.fail_ub.as_ref().map(|u| u.eval(&val));
                        compared += 1;
                        let mut bad =
                            measured + 1e-6 < lb || ub.is_some_and(|u| measured > u + 1e-6);
                        if !solved {
                            failing_compared += usize::from(fail.is_some());
                            bad |= fail.is_some_and(|u| measured > u + 1e-6);
                        }
                        let whole_ub = info
                            .cost
                            .ub
                            .iter()
                            .chain(&info.alt_ubs)
                            .map(|u| u.eval(&val))
                            .reduce(f64::min);
                        let all_measured = all.as_ref().map(|a| a[*r] as f64);
                        if *r == Counter::Steps {
                            bad |= whole_ub
                                .zip(all_measured)
                                .is_some_and(|(u, a)| a > u + 1e-6);
                        }
                        if bad {
                            failures.push(format!(
                                "{text}{goal:?} {}: measured {measured} (solved: {solved}, whole search {all_measured:?}), inferred [{lb}, {ub:?}], failing {fail:?}, whole {whole_ub:?}",
                                r.name()
                            ));
                        }
                    }
                }
            }
        }
    }
    common::assert_none_unsound(&failures);
    assert!(programs.len() >= 400, "only {} programs", programs.len());
    assert!(compared > 50_000, "only {compared} measurements compared");
    assert!(
        failing_compared > 1_000,
        "only {failing_compared} failing calls compared with a bound on failure"
    );
}
