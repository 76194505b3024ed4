//! The key argument of `sort/4` as SWI-Prolog 9 reads it: `0` (the whole
//! element), an argument position `N >= 1`, a dict key (an atom), or a list of
//! positions and dict keys that walks into the element one step after another
//! (`sort([1,2], @<, ...)` orders by the second argument of the first argument).

use super::{domain_error, inst_error, type_error};
use crate::atom::Atom;
use crate::machine::cell::Cell;
use crate::machine::{Machine, Signal};
use crate::term::Term;

/// One step from a term to the subterm it is sorted by.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) enum KeyStep {
    /// The argument at this position (1-based) of a compound.
    Arg(i64),
    /// The value of this key of a dict.
    DictKey(Atom),
}

/// The steps `spec` names (none: the whole element), or `None` when a list spec
/// holds something other than a position or a dict key (SWI-Prolog's `sort/4`
/// then fails). Errors as SWI-Prolog's: `instantiation_error` for an unbound
/// spec, `domain_error(not_less_than_one, N)` for a position below 1 (0 is allowed
/// alone), `type_error(sort_key, Spec)` for any other spec that is not a list.
pub(super) fn parse_sort_key(m: &Machine, spec: Cell) -> Result<Option<Vec<KeyStep>>, Signal> {
    let spec = m.deref(spec);
    let cells = match spec {
        Cell::Int(0) => return Ok(Some(Vec::new())),
        Cell::Lis(_) => m
            .list_cells(spec)
            .map_err(|_| type_error(m, "sort_key", spec))?,
        Cell::Ref(_) => return Err(inst_error()),
        other => {
            return match key_step(m, other)? {
                Some(step) => Ok(Some(vec![step])),
                None => Err(type_error(m, "sort_key", spec)),
            }
        }
    };
    let mut steps = Vec::with_capacity(cells.len());
    for cell in cells {
        match key_step(m, cell)? {
            Some(step) => steps.push(step),
            None => return Ok(None),
        }
    }
    Ok(Some(steps))
}

/// One step of a key spec, `None` when it is neither a position nor a dict key.
fn key_step(m: &Machine, step: Cell) -> Result<Option<KeyStep>, Signal> {
    match m.deref(step) {
        Cell::Int(n) if n < 1 => Err(domain_error(m, "not_less_than_one", Cell::Int(n))),
        Cell::Int(n) => Ok(Some(KeyStep::Arg(n))),
        Cell::Atom(a) => Ok(Some(KeyStep::DictKey(a))),
        _ => Ok(None),
    }
}

/// The subterm of `item` that `steps` lead to, or SWI-Prolog's error when a step
/// does not apply: `type_error(compound, T)` for any step into an atomic `T`,
/// `existence_error(argument, N, T)`, `type_error(dict, T)` for a key of another
/// compound, `existence_error(key, K, Dict)`.
pub(super) fn sort_key_of(m: &Machine, steps: &[KeyStep], item: Cell) -> Result<Cell, Signal> {
    let mut term = m.deref(item);
    for step in steps {
        term = m.deref(match *step {
            KeyStep::Arg(n) => arg_step(m, n, term)?,
            KeyStep::DictKey(key) => dict_step(m, key, term)?,
        });
    }
    Ok(term)
}

/// Argument `n` of `term`.
fn arg_step(m: &Machine, n: i64, term: Cell) -> Result<Cell, Signal> {
    match term {
        Cell::Str(s) => match m.heap[s as usize] {
            Cell::Fun(_, arity) if n <= i64::from(arity) => Ok(m.heap[s as usize + n as usize]),
            _ => Err(missing(m, "argument", Term::Int(n), term)),
        },
        Cell::Lis(p) if n <= 2 => Ok(m.heap[p as usize + n as usize - 1]),
        Cell::Lis(_) => Err(missing(m, "argument", Term::Int(n), term)),
        Cell::Ref(_) => Err(inst_error()),
        other => Err(type_error(m, "compound", other)),
    }
}

/// The value of `key` in the dict `term` (values come before their keys).
fn dict_step(m: &Machine, key: Atom, term: Cell) -> Result<Cell, Signal> {
    let s = match term {
        Cell::Str(s) => s,
        Cell::Lis(_) => return Err(type_error(m, "dict", term)),
        Cell::Ref(_) => return Err(inst_error()),
        other => return Err(type_error(m, "compound", other)),
    };
    let s = s as usize;
    match m.heap[s] {
        Cell::Fun(f, arity) if f == Atom::DICT && arity % 2 == 1 => (0..(arity as usize) / 2)
            .map(|i| (m.heap[s + 2 + 2 * i], m.deref(m.heap[s + 3 + 2 * i])))
            .find(|(_, k)| *k == Cell::Atom(key))
            .map(|(value, _)| value)
            .ok_or_else(|| missing(m, "key", Term::Atom(key), term)),
        _ => Err(type_error(m, "dict", term)),
    }
}

/// `existence_error(Kind, What, Term)`.
fn missing(m: &Machine, kind: &str, what: Term, term: Cell) -> Signal {
    Signal::Error(Term::compound(
        "existence_error",
        vec![Term::atom(kind), what, m.to_term(term)],
    ))
}

#[cfg(test)]
mod tests {
    use crate::machine::{Machine, Outcome};

    fn solves(goal: &str) -> bool {
        let mut m = Machine::new();
        let g = m.parse_goal(goal).expect("goal parses");
        m.run_once(&g) == Outcome::Solved
    }

    #[test]
    fn a_list_key_walks_into_each_element() {
        assert!(solves(
            "sort([2,1], @<, [f(a, g(2)), f(b, g(1))], L), L == [f(b, g(1)), f(a, g(2))]"
        ));
        assert!(solves(
            "sort([1,a], @>, [p(_{a:1}), p(_{a:2})], [p(D), _]), get_dict(a, D, 2)"
        ));
    }

    #[test]
    fn bad_keys_raise_or_fail_as_in_swi_prolog() {
        assert!(solves(
            "catch(sort(f(x), @<, [a], _), error(type_error(sort_key, f(x)), _), true)"
        ));
        assert!(solves(
            "catch(sort([0], @<, [a(1)], _), error(domain_error(not_less_than_one, 0), _), true)"
        ));
        assert!(solves("\\+ sort([1, f(x)], @<, [], _)"));
        assert!(solves(
            "catch(sort(a, @<, [x], _), error(type_error(compound, x), _), true)"
        ));
        assert!(solves(
            "catch(sort(a, @<, [a(1)], _), error(type_error(dict, a(1)), _), true)"
        ));
        assert!(solves(
            "catch(sort(b, @<, [_{a:1}], _), error(existence_error(key, b, _), _), true)"
        ));
    }
}
