//! `trust` assertions: what the user states of a predicate replaces what the
//! analysis infers of it (how foreign code, library predicates and code the
//! analysis cannot bound are described). A trusted cost bound is taken as
//! written, for the call pattern of the assertion's calls properties. Lower
//! bounds come from bounds of the call (cost type `call`) only: the analysis'
//! lower bounds are up to the first solution.

use crate::compare::expr_to_sym;
use crate::infer::{measured_as, pattern_of, Mode, Trusted, Ty};
use costlog_assertions::{Approx, Assertion, CompProp, CostType, Status};
use costlog_engine::Counter;

/// The trusted facts of `assertions` for `resource`: one per `trust` assertion
/// with a call pattern (cost expressions outside the polynomial and geometric
/// forms of [`expr_to_sym`] are left out).
pub fn trusted_for(assertions: &[Assertion], resource: Counter) -> Vec<Trusted> {
    assertions
        .iter()
        .filter(|a| a.status == Status::Trust)
        .filter_map(|a| {
            let (mut pattern, _) = pattern_of(a).ok()?;
            // A trusted bound cannot mention the size `max(0, N)` of an integer
            // that may be negative (it is written over `N`): such an argument is
            // one the trust knows as ground, whatever the call passes.
            for m in pattern.iter_mut() {
                if *m == Mode::In(Ty::Signed) {
                    *m = Mode::In(Ty::Ground);
                }
            }
            let mut t = Trusted {
                key: a.pred.clone(),
                pattern,
                ub: None,
                first_ub: None,
                lb: None,
                not_fails: false,
                det: false,
            };
            for (p, _) in &a.comp {
                match p {
                    CompProp::NotFails => t.not_fails = true,
                    CompProp::IsDet => t.det = true,
                    CompProp::Det => (t.not_fails, t.det) = (true, true),
                    _ => {}
                }
            }
            for (p, _) in &a.comp {
                let CompProp::Cost {
                    approx,
                    ctype,
                    resource: r,
                    expr,
                } = p
                else {
                    continue;
                };
                if r.counter() != Some(resource) {
                    continue;
                }
                let Some(s) = expr_to_sym(expr, &|arg, m| measured_as(&t.pattern, arg, m)) else {
                    continue;
                };
                let upper = matches!(approx, Approx::Ub | Approx::Eq);
                let lower = matches!(approx, Approx::Lb | Approx::Eq);
                match ctype {
                    CostType::AllSols if upper => t.ub = Some(s.clone()),
                    CostType::Call if upper => t.first_ub = Some(s.clone()),
                    _ => {}
                }
                if lower && *ctype == CostType::Call {
                    t.lb = Some(s);
                }
            }
            Some(t)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::infer::Info;
    use crate::sym::Sym;
    use costlog_engine::Machine;

    fn assertions(text: &str) -> Vec<Assertion> {
        let mut m = Machine::new();
        let r = m.consult_str("t.pl", text);
        costlog_assertions::parse_directives(&r.kept, &|n, a| m.is_defined(n, a as u32)).assertions
    }

    #[test]
    fn trusted_bounds_become_symbolic_functions() {
        let a = assertions(
            ":- trust pred f(A, N, B) : (list(A), nnegint(N), var(B)) \
             + (cost(ub, steps, 3*length(A)**2 + 2**(N+1) - 1), cost(lb, steps, length(A)/2), \
                cost(ub, nargs, 2*length(A)), is_det).\n",
        );
        let t = trusted_for(&a, Counter::Steps);
        assert_eq!(t.len(), 1);
        let t = &t[0];
        assert_eq!(t.key, ("f".to_string(), 3));
        assert!(t.det && !t.not_fails);
        let ub = t.first_ub.as_ref().expect("a bound of the call");
        assert_eq!(
            ub.eval(&|v| [4.0, 3.0][v as usize]),
            3.0 * 16.0 + 16.0 - 1.0
        );
        // Applied to a call of a deterministic predicate, it bounds every solution.
        let mut info = Info::unknown(&t.pattern, "not defined".into());
        t.apply(&mut info);
        assert!(info.det && info.first_ub.is_none() && info.reasons.is_empty());
        assert_eq!(info.cost.ub.as_ref(), Some(ub));
        assert_eq!(t.lb.as_ref().unwrap().eval(&|_| 4.0), 2.0);
        let nargs = &trusted_for(&a, Counter::Nargs)[0];
        assert_eq!(nargs.first_ub.as_ref().unwrap().eval(&|_| 8.0), 16.0);
        assert!(nargs.lb.is_none());
    }

    #[test]
    fn other_statuses_and_forms_are_not_trusted() {
        let a = assertions(
            ":- check pred g(A, B) : (list(A), var(B)) + cost(ub, steps, length(A)).\n\
             :- trust pred h(A, B) : (list(A), var(B)) + (cost(ub, steps, fact(length(A))), \
                cost(ub, steps, length(B))).\n",
        );
        let t = trusted_for(&a, Counter::Steps);
        assert_eq!(t.len(), 1, "only the trust assertion");
        assert!(
            t[0].ub.is_none() && t[0].first_ub.is_none(),
            "fact/1, an output's size"
        );
        // Without determinism, a bound of the call stays a first-solution bound.
        let mut info = Info::unknown(&t[0].pattern, "not defined".into());
        let nondet = Trusted {
            first_ub: Some(Sym::int(5)),
            ..t[0].clone()
        };
        nondet.apply(&mut info);
        assert!(info.cost.ub.is_none() && info.first_ub == Some(Sym::int(5)));
    }
}
