//! Rational trees: what the term traversals need to terminate on cyclic terms.
//!
//! Unification without occurs check builds cyclic terms (`X = f(X)`). Every traversal
//! first runs its plain loop, watching the sequence of compounds it enters with
//! Brent's algorithm ([`Brent`]: one comparison a step) and a work budget
//! ([`Machine::naive_budget`] pushed items). Only a term that meets a compound again
//! (cyclic, or shared) or exhausts the budget pays for cycle detection: read-only
//! traversals restart with a visited set, unification goes on linking the compound
//! pairs it has entered ([`Links`], as SWI-Prolog does). A plain walk of a cyclic term
//! enters an eventually periodic sequence of compounds, so Brent's algorithm sees a
//! repetition within a few periods; the budget (a tree has no more argument cells than
//! the heap has cells) bounds walks of heavily shared terms.
//! Compounds are identified by address: the `Fun` header of a `Str`, the head cell of
//! a `Lis` (the two never coincide).

use super::cell::Cell;
use super::Machine;
use std::collections::{HashMap, HashSet};
use std::hash::{BuildHasherDefault, Hasher};

/// Items a traversal may push before it starts guarding against cycles (at most).
const NAIVE_WORK: usize = 1 << 17;

/// Brent's cycle detection on a sequence of addresses (compounds entered, list cells
/// walked): an eventually periodic sequence is reported within about two periods
/// after its start, in constant memory.
#[derive(Clone, Copy)]
pub(crate) struct Brent {
    mark: u32,
    power: u32,
    steps: u32,
}

impl Default for Brent {
    fn default() -> Self {
        Brent {
            mark: u32::MAX,
            power: 1,
            steps: 0,
        }
    }
}

impl Brent {
    /// Records a step onto address `a`; true if `a` is the remembered address.
    #[inline]
    pub(crate) fn step(&mut self, a: u32) -> bool {
        if a == self.mark {
            return true;
        }
        self.steps += 1;
        if self.steps == self.power {
            self.mark = a;
            self.power = self.power.saturating_mul(2);
            self.steps = 0;
        }
        false
    }
}

/// A multiplicative hasher for heap addresses (much cheaper than SipHash).
#[derive(Default, Clone, Copy)]
pub(crate) struct AddrHasher(u64);

impl Hasher for AddrHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for b in bytes {
            self.write_u64(u64::from(*b));
        }
    }

    fn write_u32(&mut self, n: u32) {
        self.write_u64(u64::from(n));
    }

    fn write_u64(&mut self, n: u64) {
        self.0 = (self.0.rotate_left(5) ^ n).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
}

/// A hash map keyed by heap addresses.
pub(crate) type AddrMap<V> = HashMap<u32, V, BuildHasherDefault<AddrHasher>>;
/// A set of heap addresses.
pub(crate) type AddrSet = HashSet<u32, BuildHasherDefault<AddrHasher>>;

/// The address identifying a dereferenced compound cell.
#[inline]
pub(crate) fn compound_id(c: Cell) -> Option<u32> {
    match c {
        Cell::Str(a) | Cell::Lis(a) => Some(a),
        _ => None,
    }
}

/// The copy already made of compound `c`, when a cycle-safe copy keeps them.
#[inline]
pub(crate) fn copied_before(copies: Option<&AddrMap<Cell>>, c: Cell) -> Option<Cell> {
    copies?.get(&compound_id(c)?).copied()
}

/// Compound pairs already entered by a unification or comparison: each entered
/// compound is linked to its partner (union-find), and a pair whose two sides have
/// the same representative is taken as equal. This is what makes unification and
/// comparison of rational trees terminate.
#[derive(Default)]
pub(crate) struct Links {
    parent: AddrMap<u32>,
}

impl Links {
    /// The representative of compound `a` (with path halving).
    pub(crate) fn find(&mut self, mut a: u32) -> u32 {
        while let Some(&p) = self.parent.get(&a) {
            match self.parent.get(&p) {
                Some(&g) => {
                    self.parent.insert(a, g);
                    a = g;
                }
                None => return p,
            }
        }
        a
    }

    /// Links the class of `a` to the class of `b`; false if they were already one.
    pub(crate) fn union(&mut self, a: u32, b: u32) -> bool {
        let (ra, rb) = (self.find(a), self.find(b));
        if ra == rb {
            return false;
        }
        self.parent.insert(ra, rb);
        true
    }
}

impl Machine {
    /// Items a traversal of a term may push before it starts guarding against cycles.
    #[inline]
    pub(crate) fn naive_budget(&self) -> usize {
        NAIVE_WORK.min(self.heap.len())
    }

    /// The argument cells of a dereferenced compound (empty for anything else).
    #[inline]
    pub(crate) fn compound_args(&self, c: Cell) -> &[Cell] {
        match c {
            Cell::Lis(p) => &self.heap[p as usize..p as usize + 2],
            Cell::Str(s) => match self.heap[s as usize] {
                Cell::Fun(_, n) => &self.heap[s as usize + 1..=s as usize + n as usize],
                _ => &[],
            },
            _ => &[],
        }
    }

    /// Whether dereferenced `c` has no compound among its arguments (an atomic term
    /// has none): such a term is acyclic, and converts without a walk.
    #[inline]
    pub(crate) fn is_flat(&self, c: Cell) -> bool {
        self.compound_args(c)
            .iter()
            .all(|&a| compound_id(self.deref(a)).is_none())
    }

    /// Whether a term is a finite tree (no compound contains itself).
    pub(crate) fn is_acyclic(&self, c: Cell) -> bool {
        if self.is_flat(self.deref(c)) {
            return true;
        }
        // A plain traversal that ends within the budget has met no cycle.
        let root = c;
        let mut stack = vec![c];
        let (mut work, budget) = (0usize, self.naive_budget());
        let mut brent = Brent::default();
        while let Some(c) = stack.pop() {
            let c = self.deref(c);
            let Some(a) = compound_id(c) else { continue };
            let args = self.compound_args(c);
            work += args.len();
            if work > budget || brent.step(a) {
                return self.is_acyclic_guarded(root);
            }
            stack.extend_from_slice(args);
        }
        true
    }

    /// Depth-first search with the compounds on the current path and those finished:
    /// meeting one on the path is a cycle.
    fn is_acyclic_guarded(&self, c: Cell) -> bool {
        enum Job {
            Enter(Cell),
            Leave(u32),
        }
        let mut on_path = AddrSet::default();
        let mut done = AddrSet::default();
        let mut stack = vec![Job::Enter(c)];
        while let Some(job) = stack.pop() {
            match job {
                Job::Leave(a) => {
                    on_path.remove(&a);
                    done.insert(a);
                }
                Job::Enter(c) => {
                    let c = self.deref(c);
                    let Some(a) = compound_id(c) else { continue };
                    if on_path.contains(&a) {
                        return false;
                    }
                    if done.contains(&a) {
                        continue;
                    }
                    if self.poll() {
                        return true;
                    }
                    on_path.insert(a);
                    stack.push(Job::Leave(a));
                    stack.extend(self.compound_args(c).iter().map(|x| Job::Enter(*x)));
                }
            }
        }
        true
    }

    /// Whether the compound at address `target` is reachable from the arguments of
    /// compound `c` (with `target` the address of `c`: whether `c` lies on a cycle).
    pub(crate) fn reaches(&self, c: Cell, target: u32) -> bool {
        let mut seen = AddrSet::default();
        let mut stack: Vec<Cell> = self.compound_args(c).to_vec();
        while let Some(x) = stack.pop() {
            let x = self.deref(x);
            let Some(a) = compound_id(x) else { continue };
            if a == target {
                return true;
            }
            if seen.insert(a) {
                stack.extend_from_slice(self.compound_args(x));
            }
        }
        false
    }

    /// Whether the unbound variable at `var` occurs in `c` (the occurs check).
    pub(crate) fn var_occurs(&self, var: u32, c: Cell) -> bool {
        let mut seen = AddrSet::default();
        let mut stack = vec![c];
        while let Some(x) = stack.pop() {
            let x = self.deref(x);
            if x == Cell::Ref(var) {
                return true;
            }
            if compound_id(x).is_some_and(|a| seen.insert(a)) {
                stack.extend_from_slice(self.compound_args(x));
            }
        }
        false
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::machine::Outcome;
    use crate::term::Term;

    fn machine(program: &str) -> Machine {
        let mut m = Machine::new();
        let report = m.consult_str("cyclic_test.pl", program);
        assert!(!report.has_errors(), "{program}");
        m
    }

    fn succeeds(m: &mut Machine, goal: &str) -> bool {
        m.run_once(&Term::atom(goal)) == Outcome::Solved
    }

    #[test]
    fn brent_reports_a_periodic_sequence_and_nothing_else() {
        let mut b = Brent::default();
        assert!(!(0..1000).any(|a| b.step(a)));
        let mut b = Brent::default();
        let cycle = [7, 8, 9, 10, 11];
        let hit = (0..100).position(|i| {
            b.step(if i < 3 {
                100 + i
            } else {
                cycle[i as usize % 5]
            })
        });
        assert!(hit.is_some_and(|i| i < 3 + 4 * 5), "{hit:?}");
    }

    #[test]
    fn links_join_classes() {
        let mut l = Links::default();
        assert!(l.union(1, 2));
        assert!(l.union(3, 2));
        assert!(!l.union(1, 3));
        assert_eq!(l.find(1), l.find(3));
        assert_ne!(l.find(1), l.find(4));
    }

    #[test]
    fn builtins_end_on_rational_trees_with_swi_answers() {
        let mut m = machine(
            "ring(N, L) :- numlist(1, N, Xs), append(Xs, L, L).
             t1 :- X = f(X), Y = f(Y), X = Y, X == Y, compare(=, X, Y).
             t2 :- X = f(X, a), Y = f(Y, b), \\+ X = Y, compare(<, X, Y).
             t3 :- X = f(X, V), copy_term(X, C), cyclic_term(C), C = f(C1, W), C1 == C,
                   W \\== V, \\+ ground(X), term_variables(X, [V]).
             t4 :- L = [1, 15], X = f(X, L), cyclic_term(X), \\+ acyclic_term(X).
             t5 :- ring(50000, L), ring(50000, M), L = M, L == M, copy_term(L, C), C == L,
                   ground(C), findall(L, true, [F]), F == L, \\+ is_list(L).
             t6 :- numlist(1, 300000, L), copy_term(L-L, C1-C2), C1 == L, C2 == L,
                   acyclic_term(L), ground(L), findall(L, true, [F]), F == L.",
        );
        for t in ["t1", "t2", "t3", "t4", "t5", "t6"] {
            assert!(succeeds(&mut m, t), "{t}");
        }
    }

    #[test]
    fn owned_copies_of_cyclic_terms_are_factorized() {
        let mut m = machine("k(X) :- X = f(X, a).\nh(T) :- A = f(B), B = g(A), T = h(A, B).");
        let x = Term::Var(0);
        let sols = m.all_solutions(&Term::compound("k", vec![x.clone()]), &x, 2);
        let v = Term::Var(0);
        let want = Term::compound(
            "@",
            vec![
                v.clone(),
                Term::list([Term::compound(
                    "=",
                    vec![
                        v.clone(),
                        Term::compound("f", vec![v.clone(), Term::atom("a")]),
                    ],
                )]),
            ],
        );
        assert_eq!(sols.expect("no error"), vec![want]);
        // SWI-Prolog: @(h(f(S_1),S_1),[S_1=g(f(S_1))]).
        let sols = m.all_solutions(&Term::compound("h", vec![x.clone()]), &x, 2);
        let f = |t: Term| Term::compound("f", vec![t]);
        let g = |t: Term| Term::compound("g", vec![t]);
        let want = Term::compound(
            "@",
            vec![
                Term::compound("h", vec![f(v.clone()), v.clone()]),
                Term::list([Term::compound("=", vec![v.clone(), g(f(v.clone()))])]),
            ],
        );
        assert_eq!(sols.expect("no error"), vec![want]);
    }

    #[test]
    fn occurs_check_flag_covers_head_unification() {
        let mut m = machine(
            "p(X, f(X)).
             t1 :- set_prolog_flag(occurs_check, true), \\+ p(Y, Y), \\+ Z = f(Z),
                   p(A, B), B == f(A), set_prolog_flag(occurs_check, false).
             t2 :- set_prolog_flag(occurs_check, error),
                   catch((p(Y, Y), R = none), error(occurs_check(V, T), _), R = T-V),
                   set_prolog_flag(occurs_check, false), R = f(W)-W1, W == W1.
             t3 :- p(Y, Y), cyclic_term(Y).",
        );
        for t in ["t1", "t2", "t3"] {
            assert!(succeeds(&mut m, t), "{t}");
        }
        assert_eq!(m.occurs_check, crate::machine::OccursCheck::False);
    }
}
