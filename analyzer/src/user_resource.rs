//! User resources (`:- resource R.` with `head_cost/3` and `literal_cost/3`,
//! Ciao 1.15 style) bounded statically.
//!
//! A user resource charges each successful head unification of a predicate's
//! clauses its head cost (the `trust_default` cost where none is declared, as
//! run-time checking counts it) and each literal of their bodies its literal cost. When
//! every user predicate a call may reach charges the same constant `h` per head
//! and nothing per literal, the resource is exactly `h` times the resolution
//! steps, whose bounds the analysis infers: the bounds are scaled (`res_steps`,
//! Ciao's predefined resource, is steps itself). Anything else (costs computed by
//! predicates, literal costs, head costs that differ between predicates, trusted
//! bounds in `R` on a callee) is left to run-time checking.

use crate::program::{PredKey, Program};
use costlog_assertions::{Assertion, CompProp, CostFunction, Resource, ResourceDecl, Status};
use num_rational::BigRational;
use num_traits::Zero;

/// The cost per resolution step of the user resource `name` in every run of
/// `pred`, when it is one constant for every predicate the run may reach (see
/// the module documentation); `None` when it is not, or `name` is not declared.
pub fn steps_weight(
    program: &Program,
    assertions: &[Assertion],
    resources: &[ResourceDecl],
    name: &str,
    pred: &PredKey,
) -> Option<BigRational> {
    let decl = resources.iter().find(|r| r.name == name)?;
    let mut weight = None;
    for q in program.reachable(pred) {
        // A predicate without clauses here (foreign, trusted) has no heads the
        // analysis counts in this resource.
        if program.preds.get(&q).is_none_or(Vec::is_empty) {
            return None;
        }
        if q != *pred && trusted_in(assertions, &q, name) {
            return None;
        }
        if !constant(decl.literal_cost_of(&q))?.is_zero() {
            return None;
        }
        // As run-time checking counts it: without a head cost, the default cost.
        let h = constant(decl.head_cost_of(&q).or(decl.default_cost.as_ref()))?;
        match &weight {
            None => weight = Some(h),
            Some(w) if *w == h => {}
            Some(_) => return None,
        }
    }
    weight
}

/// A declared cost as a number: 0 when none is declared, `None` when a
/// predicate computes it.
fn constant(c: Option<&CostFunction>) -> Option<BigRational> {
    match c {
        None => Some(BigRational::zero()),
        Some(CostFunction::Constant(r)) => Some(r.clone()),
        Some(CostFunction::Predicate(_)) => None,
    }
}

/// Whether a `trust` assertion gives `pred` a bound in the user resource `name`.
fn trusted_in(assertions: &[Assertion], pred: &PredKey, name: &str) -> bool {
    assertions
        .iter()
        .filter(|a| a.status == Status::Trust && a.pred == *pred)
        .flat_map(|a| &a.comp)
        .any(|(c, _)| matches!(c, CompProp::Cost { resource: Resource::User(r), .. } if r == name))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::program::tests::key;
    use costlog_engine::Machine;

    fn setup(src: &str) -> (Program, costlog_assertions::AssertionSet) {
        let mut m = Machine::new();
        let report = m.consult_str("t.pl", src);
        let clauses: Vec<_> = report
            .clauses
            .iter()
            .map(|(_, rt)| rt.term.clone())
            .collect();
        let program = Program::from_terms(&clauses);
        let set = costlog_assertions::parse_directives(&report.kept, &|n, a| {
            program.preds.contains_key(&(n.to_string(), a))
        });
        (program, set)
    }

    const APP: &str = "app([], L, L).\napp([H|T], L, [H|R]) :- app(T, L, R).\n\
        rev([], []).\nrev([H|T], R) :- rev(T, S), app(S, [H], R).\n";

    #[test]
    fn uniform_head_costs_scale_steps() {
        let (p, set) = setup(&format!(
            "{APP}:- resource r.\n:- head_cost(ub, r, 3).\n:- literal_cost(ub, r, 0).\n"
        ));
        let w = steps_weight(&p, &set.assertions, &set.resources, "r", &key("rev", 2));
        assert_eq!(w, Some(BigRational::from_integer(3.into())));
        // Ciao's predefined `res_steps` is steps.
        let w = steps_weight(
            &p,
            &set.assertions,
            &set.resources,
            "res_steps",
            &key("rev", 2),
        );
        assert_eq!(w, Some(BigRational::from_integer(1.into())));
    }

    #[test]
    fn per_predicate_head_costs_must_agree_on_what_a_call_reaches() {
        let (p, set) = setup(&format!(
            "{APP}:- resource r.\n:- trust comp app(X, Y, Z) + head_cost(ub, r, 2).\n"
        ));
        let w = |pred| steps_weight(&p, &set.assertions, &set.resources, "r", &pred);
        // app alone: 2 per step; rev reaches rev (0 per head) and app (2).
        assert_eq!(w(key("app", 3)), Some(BigRational::from_integer(2.into())));
        assert_eq!(w(key("rev", 2)), None);
    }

    #[test]
    fn literal_costs_and_cost_predicates_are_left_to_run_time_defaults_used() {
        let (p, set) = setup(&format!(
            "{APP}:- resource r.\n:- head_cost(ub, r, 1).\n:- literal_cost(ub, r, 1).\n\
             :- resource s.\n:- head_cost(ub, s, delta).\n\
             :- resource d.\n:- trust_default + cost(ub, d, 5).\n"
        ));
        let w = |r| steps_weight(&p, &set.assertions, &set.resources, r, &key("app", 3));
        assert_eq!(w("r"), None);
        assert_eq!(w("s"), None);
        assert_eq!(w("undeclared"), None);
        // No head cost: the default one, as run-time checking counts it.
        assert_eq!(w("d"), Some(BigRational::from_integer(5.into())));
    }
}
