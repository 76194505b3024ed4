//! Success properties checked on one exit of a call.
//!
//! A success part (`=> (B = [a,b], list(B, atm))`) holds on an exit when it is
//! entailed by the exit's bindings: the conjunction of its properties, run as a
//! goal on the values the head arguments have after the exit, succeeds without
//! binding any variable of those values (Ciao's instance check). `B = [a,b]` thus
//! fails on `B = [b,a]` and on an unbound `B` alike. Built-in properties become
//! the engine's type tests (`int` is `integer/1`, `list(T)` a list of `T`s), user
//! properties and any other goal run as written. Sharing and size properties
//! (`mshare`, `indep`, `linear`, `size`) cannot be run this way: a success part
//! with one of them is reported as not checkable rather than held.

use crate::gen::substitute;
use crate::measure::shift_vars;
use costlog_assertions::{Assertion, Prop};
use costlog_engine::write::{term_to_string, WriteOptions};
use costlog_engine::{Atom, Limits, Machine, OpTable, Outcome, Term, VarId};
use std::collections::HashMap;
use std::time::{Duration, Instant};

/// Why a success part does not hold on an exit.
#[derive(Clone, Debug, PartialEq)]
pub enum Failure {
    /// The named property is not entailed by the exit's bindings.
    NotEntailed(String),
    /// Checking the property raised an error (its text).
    Error(String, String),
    /// The property cannot be checked at run time.
    Unsupported(String),
}

/// Limits a property's goal runs under (a user property may loop).
#[derive(Clone, Copy, Debug)]
pub struct PropLimits {
    /// Most predicate calls.
    pub steps: u64,
    /// Most wall-clock time.
    pub time: Duration,
    /// Most memory, in bytes.
    pub memory: usize,
}

/// Properties that describe sharing or sizes, not values: not run as goals.
const UNCHECKABLE: &[&str] = &["mshare", "indep", "linear", "size"];

/// The goal that tests a built-in property, given the described term first
/// (`int(X)` → `integer(X)`); `None` for properties that are not built-in types.
fn builtin_test(name: &str, arg: Term, extra: &[Term], fresh: &mut VarId) -> Option<Term> {
    let call = |n: &str, a: Term| Term::compound(n, vec![a]);
    Some(match (name, extra) {
        ("gnd" | "ground", []) => call("ground", arg),
        ("int" | "integer", []) => call("integer", arg),
        ("nnegint", []) => Term::compound(
            ",",
            vec![
                call("integer", arg.clone()),
                Term::compound(">=", vec![arg, Term::Int(0)]),
            ],
        ),
        ("num" | "number", []) => call("number", arg),
        ("flt" | "float", []) => call("float", arg),
        ("atm" | "atom", []) => call("atom", arg),
        ("atomic", []) => call("atomic", arg),
        ("struct" | "compound", []) => call("compound", arg),
        ("callable", []) => call("callable", arg),
        ("var", []) => call("var", arg),
        ("nonvar", []) => call("nonvar", arg),
        ("term" | "any", []) => Term::Atom(Atom::TRUE),
        ("list", []) => call("is_list", arg),
        ("list", [elem_type]) => {
            let elem = Term::Var(*fresh);
            *fresh += 1;
            let elem_goal = type_goal(elem_type, elem.clone(), fresh);
            Term::compound(
                ",",
                vec![
                    call("is_list", arg.clone()),
                    Term::compound(
                        "forall",
                        vec![Term::compound("member", vec![elem, arg]), elem_goal],
                    ),
                ],
            )
        }
        _ => return None,
    })
}

/// The goal saying that `arg` has type `ty` (a type written without its argument:
/// `num`, `list(int)`, a user regtype `color`).
fn type_goal(ty: &Term, arg: Term, fresh: &mut VarId) -> Term {
    let (name, extra): (Atom, &[Term]) = match ty {
        Term::Atom(a) => (*a, &[]),
        Term::Compound(f, args) => (*f, args.as_slice()),
        // Not a type: the property cannot hold.
        _ => return Term::Atom(Atom::FAIL),
    };
    builtin_test(&name.name(), arg.clone(), extra, fresh).unwrap_or_else(|| {
        let mut args = vec![arg];
        args.extend(extra.iter().cloned());
        Term::compound(name, args)
    })
}

/// The goal that checks one property as written in an assertion (before its
/// variables are replaced by values), or why it cannot be checked.
fn property_goal(prop: &Term, head: &[Option<VarId>], fresh: &mut VarId) -> Result<Term, String> {
    let (name, args): (Atom, &[Term]) = match prop {
        Term::Atom(a) => (*a, &[]),
        Term::Compound(f, args) => (*f, args.as_slice()),
        _ => return Err("not a property".into()),
    };
    if UNCHECKABLE.contains(&&*name.name()) {
        return Err(format!(
            "`{}` describes sharing or sizes, which run-time checking does not observe",
            name.name()
        ));
    }
    let is_head = |t: &Term| matches!(t, Term::Var(v) if head.contains(&Some(*v)));
    // `list(num, A)`, Ciao's order: the described argument second.
    if name.name() == "list" && args.len() == 2 && !is_head(&args[0]) && is_head(&args[1]) {
        return Ok(type_goal(
            &Term::compound("list", vec![args[0].clone()]),
            args[1].clone(),
            fresh,
        ));
    }
    match args.split_first() {
        Some((first, rest)) => {
            Ok(builtin_test(&name.name(), first.clone(), rest, fresh)
                .unwrap_or_else(|| prop.clone()))
        }
        None => Ok(prop.clone()),
    }
}

/// Raises `max` to the largest variable number in `t`.
pub(crate) fn max_var(t: &Term, max: &mut VarId) {
    let mut stack = vec![t];
    while let Some(t) = stack.pop() {
        match t {
            Term::Var(v) => *max = (*max).max(*v),
            Term::Compound(_, args) => stack.extend(args.iter()),
            _ => {}
        }
    }
}

/// Runs `goal` once under `limits`: whether it succeeded, or the error's text.
pub(crate) fn run_limited(
    m: &mut Machine,
    goal: &Term,
    limits: PropLimits,
) -> Result<bool, String> {
    m.set_limits(Limits {
        steps: m.inferences().saturating_add(limits.steps),
        deadline: Instant::now().checked_add(limits.time),
        heap_cells: limits.memory / 16,
        ..Limits::default()
    });
    let outcome = m.run_once(goal);
    m.set_limits(Limits::default());
    match outcome {
        Outcome::Solved => Ok(true),
        Outcome::Failed => Ok(false),
        Outcome::Error(ball) => Err(m.describe_error(&ball)),
        Outcome::Halted(code) => Err(format!("the property called halt({code})")),
    }
}

/// Checks the success part of `a` on one exit whose head arguments are `args`.
pub fn check_exit(
    m: &mut Machine,
    a: &Assertion,
    args: &[Term],
    limits: PropLimits,
) -> Result<(), Failure> {
    entailed(m, a, &a.success, args, limits)
}

/// Checks the calls part of `a` on one call whose arguments are `args` (Ciao's
/// instance check, as for success parts: `list(A, int)` does not hold of a
/// partial list).
pub fn check_call(
    m: &mut Machine,
    a: &Assertion,
    args: &[Term],
    limits: PropLimits,
) -> Result<(), Failure> {
    entailed(m, a, &a.calls, args, limits)
}

/// Checks that `props` (properties of `a`'s head variables) are entailed by the
/// head arguments `args`.
fn entailed(
    m: &mut Machine,
    a: &Assertion,
    props: &[Prop],
    args: &[Term],
    limits: PropLimits,
) -> Result<(), Failure> {
    let head = a.head_vars();
    let mut top: VarId = 0;
    for p in props {
        max_var(&p.term, &mut top);
    }
    for h in head.iter().flatten() {
        top = top.max(*h);
    }
    // The exit's own variables, renumbered above every variable of the assertion.
    let values: Vec<Term> = args.iter().map(|t| shift_vars(t, top + 1)).collect();
    let mut fresh = top + 1;
    for v in &values {
        max_var(v, &mut fresh);
    }
    fresh += 1;
    let map: HashMap<VarId, Term> = head
        .iter()
        .zip(&values)
        .filter_map(|(h, v)| h.map(|h| (h, v.clone())))
        .collect();
    // A copy of the values with other variables: after the properties ran, the
    // values must still be a variant of it (nothing in them was bound).
    let copy_offset = fresh;
    let copies: Vec<Term> = values.iter().map(|t| shift_vars(t, copy_offset)).collect();
    let mut top_copy = copy_offset;
    for c in &copies {
        max_var(c, &mut top_copy);
    }
    let mut fresh = top_copy + 1;
    let names = WriteOptions {
        var_names: head
            .iter()
            .zip(&a.arg_names)
            .filter_map(|(h, n)| h.map(|h| (h, n.clone())))
            .collect(),
        ..WriteOptions::writeq()
    };
    let mut goals = Vec::new();
    for p in props {
        let text = term_to_string(&p.term, &OpTable::standard(), &names);
        let goal = property_goal(&p.term, &head, &mut fresh)
            .map_err(|why| Failure::Unsupported(format!("`{text}`: {why}")))?;
        goals.push((text, substitute(&goal, &map)));
    }
    // Each property in turn, the earlier ones' bindings of the assertion's own
    // variables kept (`B = [X|_], int(X)`): the conjunction up to it is checked.
    let tuple = |ts: Vec<Term>| Term::compound("v", ts);
    let unchanged = Term::compound("=@=", vec![tuple(values.clone()), tuple(copies)]);
    for i in 0..goals.len() {
        let conj = goals[..=i]
            .iter()
            .rev()
            .fold(unchanged.clone(), |acc, (_, g)| {
                Term::compound(",", vec![g.clone(), acc])
            });
        let text = &goals[i].0;
        match run_limited(m, &conj, limits) {
            Ok(true) => {}
            Ok(false) => return Err(Failure::NotEntailed(text.clone())),
            Err(e) => return Err(Failure::Error(text.clone(), e)),
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use costlog_assertions::parse_directives;

    fn assertion(src: &str) -> (Machine, Assertion) {
        let mut m = Machine::new();
        let report = m.consult_str("t.pl", src);
        assert!(!report.has_errors(), "{:?}", report.diagnostics);
        let set = parse_directives(&report.kept, &|n, a| m.is_defined(n, a as u32));
        assert!(!set.has_errors(), "{:?}", set.diagnostics);
        (m, set.assertions.into_iter().next().expect("one assertion"))
    }

    const LIMITS: PropLimits = PropLimits {
        steps: 100_000,
        time: Duration::from_secs(2),
        memory: 1 << 30,
    };

    #[test]
    fn an_equation_must_hold_without_binding_the_exit() {
        let (mut m, a) = assertion(":- success p(A, B) => (B = [a, b]).\np(_, _).\n");
        let ab = Term::list([Term::atom("a"), Term::atom("b")]);
        let ba = Term::list([Term::atom("b"), Term::atom("a")]);
        assert_eq!(check_exit(&mut m, &a, &[Term::Int(0), ab], LIMITS), Ok(()));
        assert!(matches!(
            check_exit(&mut m, &a, &[Term::Int(0), ba], LIMITS),
            Err(Failure::NotEntailed(_))
        ));
        // An unbound B would be bound by `=`: not entailed.
        assert!(matches!(
            check_exit(&mut m, &a, &[Term::Int(0), Term::Var(0)], LIMITS),
            Err(Failure::NotEntailed(_))
        ));
    }

    #[test]
    fn equations_between_head_arguments_and_local_variables_are_checked() {
        let (mut m, a) = assertion(":- success p(A, B) => (B = A).\np(_, _).\n");
        assert_eq!(
            check_exit(&mut m, &a, &[Term::Int(1), Term::Int(1)], LIMITS),
            Ok(())
        );
        assert!(check_exit(&mut m, &a, &[Term::Int(1), Term::Int(2)], LIMITS).is_err());
        let (mut m, a) = assertion(":- success p(A, B) => (B = [X|_], int(X)).\np(_, _).\n");
        let good = Term::list([Term::Int(3), Term::atom("z")]);
        let bad = Term::list([Term::atom("z")]);
        assert_eq!(
            check_exit(&mut m, &a, &[Term::Int(0), good], LIMITS),
            Ok(())
        );
        assert!(check_exit(&mut m, &a, &[Term::Int(0), bad], LIMITS).is_err());
    }

    #[test]
    fn built_in_types_user_properties_and_sharing() {
        let src =
            ":- success p(A, B) => (list(B, int), small(A)).\np(_, _).\nsmall(X) :- X < 10.\n";
        let (mut m, a) = assertion(src);
        let ints = Term::list([Term::Int(1), Term::Int(2)]);
        let mixed = Term::list([Term::Int(1), Term::atom("x")]);
        assert_eq!(
            check_exit(&mut m, &a, &[Term::Int(3), ints.clone()], LIMITS),
            Ok(())
        );
        assert!(check_exit(&mut m, &a, &[Term::Int(3), mixed], LIMITS).is_err());
        assert!(check_exit(&mut m, &a, &[Term::Int(30), ints], LIMITS).is_err());
        let (mut m, a) = assertion(":- success p(A, B) => indep(A, B).\np(_, _).\n");
        assert!(matches!(
            check_exit(&mut m, &a, &[Term::Int(0), Term::Int(1)], LIMITS),
            Err(Failure::Unsupported(_))
        ));
    }

    #[test]
    fn a_looping_property_stops_at_its_limits() {
        let src = ":- success p(A) => loops(A).\np(_).\nloops(X) :- loops(X).\n";
        let (mut m, a) = assertion(src);
        assert!(matches!(
            check_exit(&mut m, &a, &[Term::Int(0)], LIMITS),
            Err(Failure::Error(..))
        ));
    }
}
