//! Shrinking a counterexample to a smaller input that still violates.
//!
//! Like a property-testing shrinker: from a violating input, simpler candidates
//! are tried one argument at a time (a list emptied, then chunks of half, a
//! quarter, ... one element removed, then each element shrunk in place; a
//! compound replaced by one of its arguments, then its arguments shrunk; an
//! integer replaced by 0, by half of it, by one step toward 0; a float by 0.0 or
//! truncated; an atom other than `[]` by `a`; a string by the empty string). The first candidate
//! that still violates replaces the input and the search starts again from it;
//! the search ends when no candidate violates, or when the tries or the time run
//! out. A candidate is taken only if it is strictly smaller in the order of
//! [`Complexity`], so shrinking always ends. The caller's test decides what
//! violating means: it checks the calls types and re-runs the candidate, so the
//! input kept is one that was seen to violate.

use crate::check::{goal_of, show_short, Target};
use crate::gen::Input;
use crate::Checker;
use costlog_assertions::Counterexample;
use costlog_engine::{Atom, Machine, Term};
use num_traits::{Signed, ToPrimitive};
use std::time::Instant;

/// How complex an input is, compared lexicographically: the number of subterms,
/// then the magnitude of its numbers (and the length of its strings), then the
/// number of atoms other than `a` and `[]`. Every candidate is below the term it comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Complexity {
    subterms: usize,
    magnitude: u128,
    atoms: usize,
}

impl Complexity {
    /// The complexity of the arguments of an input.
    pub fn of(args: &[Term]) -> Complexity {
        let mut c = Complexity {
            subterms: 0,
            magnitude: 0,
            atoms: 0,
        };
        let mut stack: Vec<&Term> = args.iter().collect();
        while let Some(t) = stack.pop() {
            c.subterms += 1;
            let m = match t {
                Term::Int(i) => u128::from(i.unsigned_abs()),
                Term::BigInt(b) => b.abs().to_u128().unwrap_or(u128::MAX),
                // A rational weighs its numerator and its denominator.
                Term::Rational(r) => (r.numer().abs() + r.denom()).to_u128().unwrap_or(u128::MAX),
                Term::Float(f) => float_magnitude(*f),
                Term::String(s) => s.chars().count() as u128,
                Term::Atom(a) => {
                    c.atoms += usize::from(!is_simplest(*a));
                    0
                }
                Term::Compound(_, args) => {
                    stack.extend(args);
                    0
                }
                Term::Var(_) => 0,
            };
            c.magnitude = c.magnitude.saturating_add(m);
        }
        c
    }
}

/// Whether an atom is as simple as atoms get: `a`, or `[]` (the empty list).
fn is_simplest(a: Atom) -> bool {
    a == Atom::NIL || &*a.name() == "a"
}

fn float_magnitude(f: f64) -> u128 {
    if f.is_finite() {
        f.abs().ceil() as u128
    } else {
        u128::MAX
    }
}

/// Simpler versions of `t`, simplest first (see the module documentation).
pub fn candidates(t: &Term) -> Vec<Term> {
    match t {
        Term::Var(_) => Vec::new(),
        Term::Int(0) => Vec::new(),
        Term::Int(i) => {
            let mut out = vec![Term::Int(0)];
            for c in [i / 2, i - i.signum()] {
                if c != 0 && c != *i && !out.contains(&Term::Int(c)) {
                    out.push(Term::Int(c));
                }
            }
            out
        }
        // A rational shrinks to an integer, its truncation or 0.
        Term::Rational(r) => {
            let whole = Term::from_bigint(r.to_integer());
            if whole == Term::Int(0) {
                vec![whole]
            } else {
                vec![Term::Int(0), whole]
            }
        }
        Term::BigInt(b) => {
            let half: num_bigint::BigInt = b.as_ref() / 2;
            let half = match half.to_i64() {
                Some(i) => Term::Int(i),
                None => Term::BigInt(half.into()),
            };
            vec![Term::Int(0), half]
        }
        Term::Float(f) if *f == 0.0 => Vec::new(),
        Term::Float(f) => {
            let mut out = vec![Term::Float(0.0)];
            for c in [f.trunc(), (f / 2.0).trunc()] {
                if c != 0.0 && c != *f && !out.contains(&Term::Float(c)) {
                    out.push(Term::Float(c));
                }
            }
            out
        }
        Term::String(s) if s.is_empty() => Vec::new(),
        Term::String(_) => vec![Term::String("".into())],
        Term::Atom(a) if is_simplest(*a) => Vec::new(),
        Term::Atom(_) => vec![Term::Atom(Atom::new("a"))],
        Term::Compound(f, args) => match t.list_items() {
            Some(items) => {
                let items: Vec<Term> = items.into_iter().cloned().collect();
                list_candidates(&items)
            }
            None => {
                let mut out: Vec<Term> = args.clone();
                for (i, a) in args.iter().enumerate() {
                    for c in candidates(a) {
                        let mut args = args.clone();
                        args[i] = c;
                        out.push(Term::Compound(*f, args));
                    }
                }
                out
            }
        },
    }
}

/// The candidates of a proper list: empty, chunks removed (half, quarter, ...,
/// one element, at every position), then each element shrunk in place.
fn list_candidates(items: &[Term]) -> Vec<Term> {
    let len = items.len();
    let mut out = Vec::new();
    if len == 0 {
        return out;
    }
    out.push(Term::list(Vec::new()));
    let mut chunk = len / 2;
    while chunk >= 1 {
        for start in (0..len).step_by(chunk) {
            let mut rest = items[..start].to_vec();
            rest.extend_from_slice(&items[(start + chunk).min(len)..]);
            out.push(Term::list(rest));
        }
        chunk /= 2;
    }
    for (i, x) in items.iter().enumerate() {
        for c in candidates(x) {
            let mut v = items.to_vec();
            v[i] = c;
            out.push(Term::list(v));
        }
    }
    out
}

/// Runs a candidate input and judges its run: its counterexample if it violates.
pub(crate) type Rerun<'r> = dyn FnMut(&mut Machine, &Input) -> Option<Counterexample> + 'r;

/// What shrinking found: the smaller input, what its test returned, and how many
/// candidates were taken on the way.
#[derive(Clone, Debug)]
pub struct Shrunk<C> {
    /// The arguments of the smallest violating input found.
    pub args: Vec<Term>,
    /// The test's answer on it (the counterexample of its own run).
    pub found: C,
    /// How many times a smaller candidate replaced the input.
    pub steps: usize,
}

/// The limits of one shrinking: candidates tried at most, and a deadline.
#[derive(Clone, Copy, Debug)]
pub struct Budget {
    /// Candidates tested at most.
    pub tries: usize,
    /// No candidate is tested after this instant.
    pub deadline: Instant,
}

/// Shrinks the violating input `args`: `test` says whether a candidate violates
/// (its counterexample) or not (`None`, also for a candidate outside the calls
/// types). `None` when no smaller violating input was found within `budget`.
pub fn shrink<C>(
    args: &[Term],
    budget: Budget,
    mut test: impl FnMut(&[Term]) -> Option<C>,
) -> Option<Shrunk<C>> {
    let mut best: Option<Shrunk<C>> = None;
    let mut current = args.to_vec();
    let mut tries = 0;
    'restart: loop {
        let size = Complexity::of(&current);
        for i in 0..current.len() {
            for c in candidates(&current[i]) {
                let mut next = current.clone();
                next[i] = c;
                if Complexity::of(&next) >= size {
                    continue;
                }
                if tries >= budget.tries || Instant::now() > budget.deadline {
                    break 'restart;
                }
                tries += 1;
                if let Some(found) = test(&next) {
                    let steps = best.as_ref().map_or(0, |b| b.steps) + 1;
                    current = next.clone();
                    best = Some(Shrunk {
                        args: next,
                        found,
                        steps,
                    });
                    continue 'restart;
                }
            }
        }
        break;
    }
    best
}

impl Checker<'_> {
    /// `cex`, the counterexample of `input`, shrunk: the smallest input found that
    /// satisfies the calls types and that `rerun` (which runs a candidate and judges
    /// its run) still finds violating, with its counterexample saying from which
    /// input and sizes it was shrunk; `cex` itself when nothing smaller violates.
    pub(crate) fn shrink_counterexample(
        &mut self,
        target: &Target,
        input: &Input,
        cex: Counterexample,
        rerun: &mut Rerun,
    ) -> Counterexample {
        let budget = Budget {
            tries: self.config.shrink_tries,
            deadline: Instant::now() + self.config.budget,
        };
        let shrunk = shrink(&input.args, budget, |args| {
            if !self.precondition(target, args) {
                return None;
            }
            let candidate = Input {
                args: args.to_vec(),
                shape: input.shape,
            };
            rerun(self.machine, &candidate)
        });
        let Some(s) = shrunk else {
            return cex;
        };
        let mut from = format!(
            "shrunk in {} step(s) from {}",
            s.steps,
            show_short(&goal_of(target.assertion, &input.args))
        );
        if !cex.sizes.is_empty() {
            let sizes: Vec<String> = cex
                .sizes
                .iter()
                .map(|(l, v)| format!("{l} = {v}"))
                .collect();
            from.push_str(&format!(" ({})", sizes.join(", ")));
        }
        let mut out = s.found;
        out.shape = format!("shrunk {}", cex.shape);
        out.note = if out.note.is_empty() {
            from
        } else {
            format!("{}; {from}", out.note)
        };
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;
    use std::time::Duration;

    fn budget(tries: usize) -> Budget {
        Budget {
            tries,
            deadline: Instant::now() + Duration::from_secs(60),
        }
    }

    fn ints(v: &[i64]) -> Term {
        Term::list(v.iter().map(|&i| Term::Int(i)).collect::<Vec<_>>())
    }

    fn len(t: &Term) -> usize {
        t.list_items().map_or(0, |l| l.len())
    }

    #[test]
    fn a_length_threshold_shrinks_to_the_shortest_list_of_zeros() {
        // Violates when the list has 5 elements or more (like cost(ub, steps, 5) on
        // a length/2 recursion taking length + 1 steps).
        let start = [ints(&[7, -3, 12, 9, 4, 4, 8, 1, 0, 5, 6, 2]), Term::Var(0)];
        let out =
            shrink(&start, budget(10_000), |a| (len(&a[0]) >= 5).then_some(())).expect("shrinks");
        assert_eq!(out.args[0], ints(&[0, 0, 0, 0, 0]));
        assert_eq!(out.args[1], Term::Var(0));
    }

    #[test]
    fn a_negative_threshold_shrinks_to_minus_one() {
        let out = shrink(&[Term::Int(-37)], budget(10_000), |a| {
            matches!(a[0], Term::Int(i) if i < 0).then_some(())
        })
        .expect("shrinks");
        assert_eq!(out.args, vec![Term::Int(-1)]);
    }

    #[test]
    fn independent_sizes_shrink_each_argument() {
        // Violates when |A| > |B|: the smallest is A = [0], B = [].
        let start = [ints(&[1, 2, 3, 4, 5, 6]), ints(&[9, 9])];
        let out = shrink(&start, budget(10_000), |a| {
            (len(&a[0]) > len(&a[1])).then_some(())
        })
        .expect("shrinks");
        assert_eq!(out.args, vec![ints(&[0]), ints(&[])]);
    }

    #[test]
    fn nothing_smaller_violates_gives_none_and_tries_are_bounded() {
        assert!(shrink(&[ints(&[1, 2])], budget(10_000), |_| None::<()>).is_none());
        let mut calls = 0;
        shrink(&[ints(&[1, 2, 3, 4, 5, 6, 7, 8])], budget(3), |_| {
            calls += 1;
            None::<()>
        });
        assert_eq!(calls, 3);
    }

    #[test]
    fn compounds_atoms_floats_and_strings_shrink() {
        let t = Term::compound(
            "f",
            vec![
                Term::atom("zz"),
                Term::Float(2.5),
                Term::String("xy".into()),
            ],
        );
        let c = candidates(&t);
        assert_eq!(c[0], Term::atom("zz"));
        assert!(c.contains(&Term::compound(
            "f",
            vec![Term::atom("a"), Term::Float(2.5), Term::String("xy".into())]
        )));
        assert_eq!(candidates(&Term::Float(2.5))[1], Term::Float(2.0));
        assert!(candidates(&Term::atom("a")).is_empty());
        assert!(candidates(&Term::Int(0)).is_empty());
    }

    /// A small term: integers, atoms, floats, lists and compounds of them.
    fn term() -> impl Strategy<Value = Term> {
        let leaf = prop_oneof![
            (-50i64..50).prop_map(Term::Int),
            "[a-d]".prop_map(|s| Term::atom(&s)),
            (-20i32..20).prop_map(|i| Term::Float(f64::from(i) / 2.0)),
        ];
        leaf.prop_recursive(3, 24, 4, |inner| {
            prop_oneof![
                prop::collection::vec(inner.clone(), 0..6).prop_map(Term::list),
                prop::collection::vec(inner, 1..3).prop_map(|a| Term::compound("g", a)),
            ]
        })
    }

    proptest! {
        /// Every candidate is strictly simpler than its term.
        #[test]
        fn candidates_are_simpler(t in term()) {
            let size = Complexity::of(std::slice::from_ref(&t));
            for c in candidates(&t) {
                prop_assert!(Complexity::of(&[c]) < size);
            }
        }

        /// Shrinking returns an input the test accepted, no more complex than the
        /// start, on which no single candidate step violates any more (a local
        /// minimum), whatever the violation (here: a sum over a threshold).
        #[test]
        fn shrinking_returns_a_violating_local_minimum(
            args in prop::collection::vec(term(), 1..3),
            threshold in 0i64..40,
        ) {
            fn sum(t: &Term) -> i64 {
                match t {
                    Term::Int(i) => i.abs(),
                    Term::Compound(_, a) => a.iter().map(sum).sum(),
                    _ => 0,
                }
            }
            let violates = |a: &[Term]| a.iter().map(sum).sum::<i64>() > threshold;
            prop_assume!(violates(&args));
            let out = shrink(&args, budget(100_000), |a| violates(a).then_some(()));
            let kept = out.map_or(args.clone(), |s| s.args);
            prop_assert!(violates(&kept));
            prop_assert!(Complexity::of(&kept) <= Complexity::of(&args));
            for i in 0..kept.len() {
                for c in candidates(&kept[i]) {
                    let mut next = kept.clone();
                    next[i] = c;
                    prop_assert!(!violates(&next));
                }
            }
        }
    }
}
