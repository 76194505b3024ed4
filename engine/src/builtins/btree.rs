//! The walk of library(assoc)'s `get_assoc/3` in Rust, as SWI-Prolog does it in C
//! (`'$btree_find_node'/5`): a lookup compares the key with one node per level,
//! which as clauses cost a call, a `compare/3` and a clause choice per level.

use super::{inst_error, type_error};
use crate::machine::cell::Cell;
use crate::machine::{BResult, Machine};
use std::cmp::Ordering;

pub(super) fn register(m: &mut Machine) {
    m.register_builtin("$btree_get", 3, btree_get);
}

/// `'$btree_get'(+Key, +Assoc, ?Value)`: `get_assoc/3` on SWI-Prolog's AVL terms
/// `t(K, V, Balance, L, R)`, with SWI-Prolog's answers and errors: the empty tree
/// `t` fails, an unbound tree raises an instantiation error, a tree that is not a
/// compound of at least five arguments a `type_error(btree, Tree)`; the walk goes
/// down argument 4 (key before) or 5 (key after) while the subtree has the root's
/// name and arity, and fails where it has not.
fn btree_get(m: &mut Machine) -> BResult {
    let root = m.arg(1);
    let (mut node, functor) = match root {
        Cell::Ref(_) => return Err(inst_error()),
        Cell::Atom(a) if a.name() == "t" => return Ok(false),
        Cell::Str(s) => match m.heap[s as usize] {
            f @ Cell::Fun(_, arity) if arity >= 5 => (s as usize, f),
            _ => return Err(type_error(m, "btree", root)),
        },
        other => return Err(type_error(m, "btree", other)),
    };
    let key = m.arg(0);
    loop {
        let child = match m.compare_cells(key, m.heap[node + 1]) {
            Ordering::Equal => {
                let value = m.heap[node + 2];
                return Ok(m.unify_arg(2, value));
            }
            Ordering::Less => m.heap[node + 4],
            Ordering::Greater => m.heap[node + 5],
        };
        match m.deref(child) {
            Cell::Str(s) if m.heap[s as usize] == functor => node = s as usize,
            _ => return Ok(false),
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::machine::{Machine, Outcome};

    fn run(goal: &str) -> Outcome {
        let mut m = Machine::new();
        let g = m.parse_goal(goal).expect("goal parses");
        m.run_once(&g)
    }

    #[test]
    fn finds_keys_in_swi_trees() {
        let tree = "T = t(b, 2, >, t(a, 1, -, t, t), t(c, 3, -, t, t))";
        for (k, v) in [("a", 1), ("b", 2), ("c", 3)] {
            assert_eq!(
                run(&format!("{tree}, '$btree_get'({k}, T, {v})")),
                Outcome::Solved
            );
        }
        assert_eq!(
            run(&format!("{tree}, '$btree_get'(d, T, _)")),
            Outcome::Failed
        );
        assert_eq!(run("'$btree_get'(a, t, _)"), Outcome::Failed);
    }

    #[test]
    fn walks_only_nodes_shaped_as_the_root() {
        assert_eq!(
            run("'$btree_get'(z, t(b, 1, <, t, foo(z, 2, 3, 4, 5)), _)"),
            Outcome::Failed
        );
        assert_eq!(
            run("'$btree_get'(z, t(b, 1, <, t, t(z, 9)), _)"),
            Outcome::Failed
        );
        assert_eq!(
            run("'$btree_get'(b, foo(b, 1, x, y, z), 1)"),
            Outcome::Solved
        );
    }

    #[test]
    fn bad_trees_raise_swi_errors() {
        let error = |goal: &str| match run(goal) {
            Outcome::Error(e) => format!("{e:?}"),
            other => format!("{other:?}"),
        };
        assert!(error("'$btree_get'(a, _, _)").contains("instantiation_error"));
        assert!(error("'$btree_get'(a, t(a, 1), _)").contains("btree"));
        assert!(error("'$btree_get'(a, [], _)").contains("btree"));
    }
}
