//! What a `trust` assertion states of a predicate under one call pattern, and how
//! it replaces what the analysis infers (built from assertions by `crate::trust`).

use super::{Info, Mode, Pattern, Ty};
use crate::program::PredKey;
use crate::sym::Sym;

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
            info.fail_ub = None;
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
