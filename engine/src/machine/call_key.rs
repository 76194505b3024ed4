//! The key under which call/1 caches the clause it compiled for a control construct
//! (`Machine::call_control`): the module and the goal's skeleton
//! (`Machine::goal_skeleton`) written as bytes. Writing the skeleton with `Debug`
//! formatting cost more than running the goal on programs that call `assertion/1`
//! or `forall/2` in loops (SWI-Prolog code does); this is one pass without
//! formatting. Atoms are written by table index: the cached clause refers to every
//! atom of its key, so none of them is collected (and its index reused) while the
//! entry lives.
//!
//! [`Machine::heap_call_key`] writes the same bytes straight from the heap, with the
//! cells the compiled clause's variables stand for, so that a goal whose shape was
//! compiled before is called without building its skeleton at all.

use super::cell::Cell;
use super::Machine;
use crate::atom::Atom;
use crate::term::Term;

/// Control constructs and variables a goal may have for [`Machine::heap_call_key`]
/// to key it; a larger goal (or one whose constructs form a cycle) takes the general
/// path.
const SHAPE_BUDGET: usize = 64;

/// Reused buffers of [`Machine::heap_call_key`]: the key, and the addresses of the
/// cells the compiled clause's variables stand for, in the order of their numbers.
#[derive(Default)]
pub(crate) struct CallShape {
    pub(crate) key: Vec<u8>,
    pub(crate) addrs: Vec<u32>,
    jobs: Vec<Cell>,
}

/// The cache key of `goal` called in `module`.
pub(crate) fn call_key(module: Atom, goal: &Term) -> Vec<u8> {
    let mut key = Vec::with_capacity(64);
    key.extend_from_slice(&module.index().to_le_bytes());
    let mut todo = vec![goal];
    while let Some(t) = todo.pop() {
        match t {
            Term::Var(v) => tagged(&mut key, 0, &v.to_le_bytes()),
            Term::Atom(a) => tagged(&mut key, 1, &a.index().to_le_bytes()),
            Term::Int(i) => tagged(&mut key, 2, &i.to_le_bytes()),
            Term::Float(f) => tagged(&mut key, 3, &f.to_bits().to_le_bytes()),
            Term::BigInt(b) => text(&mut key, 4, &b.to_string()),
            Term::Rational(r) => text(&mut key, 5, &r.to_string()),
            Term::String(s) => text(&mut key, 6, s),
            Term::Compound(f, args) => {
                compound_header(&mut key, *f, args.len() as u32);
                todo.extend(args.iter().rev());
            }
        }
    }
    key
}

impl Machine {
    /// Writes into `shape` the key [`call_key`] gives the skeleton that
    /// `Machine::goal_skeleton` makes of `goal` in the current module, with the
    /// addresses its variables stand for (numbered alike: control constructs walked
    /// depth first, left to right; an argument of a goal stands for the cell
    /// `Machine::called_arg_cell` names). `false` (and `shape` to be
    /// ignored) for what only the general path converts: goals that are numbers,
    /// strings or zero-argument compounds, and goals beyond [`SHAPE_BUDGET`], cyclic
    /// chains of control constructs included.
    pub(crate) fn heap_call_key(&self, goal: Cell, shape: &mut CallShape) -> bool {
        shape.key.clear();
        shape.addrs.clear();
        shape.jobs.clear();
        let module = self.db.modules.current;
        shape.key.extend_from_slice(&module.index().to_le_bytes());
        shape.jobs.push(goal);
        let mut visited = 0;
        while let Some(cell) = shape.jobs.pop() {
            visited += 1;
            if visited > SHAPE_BUDGET || shape.addrs.len() > SHAPE_BUDGET {
                return false;
            }
            let cell = self.deref(cell);
            if let Cell::Ref(var) = cell {
                variable(shape, var);
                continue;
            }
            match self.functor_of(cell) {
                Some((name, n)) if super::heap::walked_control(name, n) => {
                    compound_header(&mut shape.key, name, n);
                    let args = self.compound_args(cell);
                    shape.jobs.extend(args.iter().rev());
                }
                Some((name, n)) if n > 0 => self.leaf_goal_key(cell, name, n, shape),
                Some((name, 0)) if matches!(cell, Cell::Atom(_)) => {
                    tagged(&mut shape.key, 1, &name.index().to_le_bytes());
                }
                _ => return false,
            }
        }
        true
    }

    /// The key of goal `name(...)` (not a control construct): its arguments by
    /// reference, an unbound variable as itself.
    fn leaf_goal_key(&self, goal: Cell, name: Atom, n: u32, shape: &mut CallShape) {
        compound_header(&mut shape.key, name, n);
        let first = self.args_addr(goal);
        for addr in first..first + n {
            variable(shape, self.called_arg_cell(addr));
        }
    }
}

/// Writes the variable standing for the cell at `addr`: numbered at its first
/// meeting, as the skeleton's variables are.
fn variable(shape: &mut CallShape, addr: u32) {
    let number = match shape.addrs.iter().position(|&a| a == addr) {
        Some(i) => i,
        None => {
            shape.addrs.push(addr);
            shape.addrs.len() - 1
        }
    };
    tagged(&mut shape.key, 0, &(number as u32).to_le_bytes());
}

fn compound_header(key: &mut Vec<u8>, name: Atom, arity: u32) {
    tagged(key, 7, &name.index().to_le_bytes());
    key.extend_from_slice(&arity.to_le_bytes());
}

fn tagged(key: &mut Vec<u8>, tag: u8, bytes: &[u8]) {
    key.push(tag);
    key.extend_from_slice(bytes);
}

/// Text of unbounded length, prefixed with its length so that keys stay unambiguous.
fn text(key: &mut Vec<u8>, tag: u8, s: &str) {
    tagged(key, tag, &(s.len() as u64).to_le_bytes());
    key.extend_from_slice(s.as_bytes());
}

#[cfg(test)]
mod tests {
    use super::{call_key, CallShape};
    use crate::atom::Atom;
    use crate::machine::cell::Cell;
    use crate::machine::Machine;
    use crate::term::Term;
    use std::collections::HashMap;

    /// The key written from the heap is the key of the skeleton, with its variables
    /// standing for the same cells: a goal compiled once is found again by it.
    #[test]
    fn heap_keys_are_the_keys_of_the_skeletons() {
        let mut m = Machine::new();
        let goals = [
            "(X = f(Y), g(Y, X, 1.5))",
            "(p(A, [1,2], B), \\+ q(B, \"s\", A) -> r(100000000000000000000) ; s(p(), 1r3))",
            "(m:p(f(a)), X, m:(q ; r(X)))",
            "(a, b, c *-> d ; e)",
            "(T = g(T), h(T), k(Z, Z))",
        ];
        for text in goals {
            let t = m.parse_goal(text).expect("goal parses");
            let goal = m.put_term(&t, &mut HashMap::new());
            let mut shape = CallShape::default();
            assert!(m.heap_call_key(goal, &mut shape), "{text}");
            let mut vars = HashMap::new();
            let skeleton = m.goal_skeleton(goal, &mut vars);
            let mut by_number: Vec<(u32, u32)> = vars.into_iter().map(|(a, v)| (v, a)).collect();
            by_number.sort_unstable();
            let addrs: Vec<u32> = by_number.into_iter().map(|(_, a)| a).collect();
            if text.starts_with("(T = g(T)") {
                // A cyclic argument is passed by reference on the heap's path only.
                continue;
            }
            assert_eq!(
                shape.key,
                call_key(m.db.modules.current, &skeleton),
                "{text}"
            );
            assert_eq!(shape.addrs, addrs, "{text}");
        }
    }

    /// A goal called in a loop with other constants each time has one shape: one
    /// clause is compiled for it, however many times it runs.
    #[test]
    fn constants_of_a_goal_do_not_make_new_shapes() {
        let mut m = Machine::new();
        assert!(crate::machine::test_support::solves(
            &mut m,
            "forall(between(1, 200, I), (I mod 7 =:= 0 -> X = I ; atom_length(abc, 3), X = f(I)))",
        ));
        let compiled = m.call_cache.len();
        assert!(compiled <= 4, "{compiled} clauses compiled");
    }

    /// Numbers, strings and zero-argument compounds as goals, long goals and cyclic
    /// chains of control constructs are left to the general path.
    #[test]
    fn heap_keys_decline_what_the_skeleton_converts() {
        let mut m = Machine::new();
        let long = vec!["a"; 100].join(", ");
        for text in ["(a, 1)", "(a, \"s\")", "(a, p())", long.as_str()] {
            let t = m.parse_goal(text).expect("goal parses");
            let goal = m.put_term(&t, &mut HashMap::new());
            assert!(!m.heap_call_key(goal, &mut CallShape::default()), "{text}");
        }
        // G = (a, G), built in place.
        let h = m.heap.len() as u32;
        m.heap.extend([
            Cell::Fun(Atom::COMMA, 2),
            Cell::Atom(Atom::new("a")),
            Cell::Str(h),
        ]);
        assert!(!m.heap_call_key(Cell::Str(h), &mut CallShape::default()));
    }

    #[test]
    fn keys_tell_shapes_modules_and_constants_apart() {
        let g =
            |a: Term| Term::compound(",", vec![Term::compound("p", vec![a]), Term::atom("true")]);
        let user = Atom::USER;
        let m = Atom::new("m");
        assert_eq!(
            call_key(user, &g(Term::Var(0))),
            call_key(user, &g(Term::Var(0)))
        );
        assert_ne!(
            call_key(user, &g(Term::Var(0))),
            call_key(m, &g(Term::Var(0)))
        );
        assert_ne!(
            call_key(user, &g(Term::Int(1))),
            call_key(user, &g(Term::Float(1.0)))
        );
        assert_ne!(
            call_key(user, &g(Term::atom("a"))),
            call_key(user, &g(Term::atom("b")))
        );
        assert_ne!(
            call_key(user, &g(Term::String("ab".into()))),
            call_key(user, &g(Term::String("a".into())))
        );
        // p(q, r) and p(q(r)) differ by the arities written.
        let flat = Term::compound("p", vec![Term::atom("q"), Term::atom("r")]);
        let nested = Term::compound("p", vec![Term::compound("q", vec![Term::atom("r")])]);
        assert_ne!(call_key(user, &flat), call_key(user, &nested));
    }
}
