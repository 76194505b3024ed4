//! `trust` assertions: what the user states of a predicate replaces what the
//! analysis infers of it (how foreign code, library predicates and code the
//! analysis cannot bound are described). A trusted cost bound is taken as
//! written, for the call pattern of the assertion's calls properties. Lower
//! bounds come from bounds of the call (cost type `call`) only: the analysis'
//! lower bounds are up to the first solution.

use crate::compare::expr_to_sym;
use crate::decide::{measured_as, pattern_of};
use crate::infer::{Info, Mode, Pattern, Ty};
use crate::program::PredKey;
use crate::sym::Sym;
use costlog_assertions::{Approx, Assertion, CompProp, CostType, Status};
use costlog_engine::Counter;

/// What one `trust` assertion states of a predicate under one call pattern, for
/// one resource.
#[derive(Clone, Debug, PartialEq)]
pub struct Trusted {
    /// The predicate.
    pub key: PredKey,
    /// The call pattern of the assertion's calls properties.
    pub pattern: Pattern,
    /// Upper bound over every solution (cost type `allsols`).
    pub ub: Option<Sym>,
    /// Upper bound up to the first solution or failure (cost type `call`): over
    /// every solution too where the predicate is deterministic.
    pub first_ub: Option<Sym>,
    /// Lower bound up to the first solution or failure.
    pub lb: Option<Sym>,
    /// `not_fails` or `det` was stated.
    pub not_fails: bool,
    /// `is_det` or `det` was stated.
    pub det: bool,
}

impl Trusted {
    /// Whether this applies to a call with `pattern`: the same modes, except
    /// that an input the trust only knows as ground may be any input (its bounds
    /// cannot mention the size of a ground argument, so they hold whatever it is).
    pub fn covers(&self, pattern: &Pattern) -> bool {
        self.pattern.len() == pattern.len()
            && self
                .pattern
                .iter()
                .zip(pattern)
                .all(|(t, c)| t == c || (*t == Mode::In(Ty::Ground) && matches!(c, Mode::In(_))))
    }

    /// Replaces in `info` the bounds this states (a stated upper bound drops the
    /// inferred alternatives) and adds non-failure and determinism when stated
    /// (a trust does not take away what the analysis proved).
    pub fn apply(&self, info: &mut Info) {
        info.not_fails |= self.not_fails;
        info.det |= self.det;
        let first = self.first_ub.as_ref();
        // A deterministic call's first solution is all of its search.
        let ub = self.ub.as_ref().or(first.filter(|_| info.det));
        if let Some(ub) = ub {
            info.cost.ub = Some(ub.clone());
            info.first_ub = None;
            info.alt_ubs.clear();
            info.positive_ubs.clear();
            info.reasons.clear();
        }
        if let Some(first) = first.filter(|_| !info.det) {
            info.first_ub = Some(first.clone());
        }
        if let Some(lb) = &self.lb {
            info.cost.lb = lb.clone();
        }
    }
}

/// The trusted facts of `assertions` for `resource`: one per `trust` assertion
/// with a call pattern (cost expressions outside the polynomial and geometric
/// forms of [`expr_to_sym`] are left out).
pub fn trusted_for(assertions: &[Assertion], resource: Counter) -> Vec<Trusted> {
    assertions
        .iter()
        .filter(|a| a.status == Status::Trust)
        .filter_map(|a| {
            let (pattern, _) = pattern_of(a).ok()?;
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
