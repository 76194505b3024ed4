//! What a `trust` assertion states of a predicate under one call pattern, and how
//! it replaces what the analysis infers (built from assertions by `crate::trust`).

use super::{Info, Mode, Pattern, Ty};
use crate::program::PredKey;
use crate::range::Range;
use crate::sym::Sym;

/// What a trust's calls part requires of an input beyond its mode: the type
/// test it names. Two trusts of one predicate for `int(A)` and `atm(A)` share
/// the pattern `gnd` but apply to different calls.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Class {
    /// Any input of the mode (`gnd`, `list`, a regular type ...).
    Any,
    /// An integer (`int`, `nnegint`).
    Int,
    /// A number (`num`).
    Num,
    /// A float (`flt`).
    Float,
    /// An atom (`atm`).
    Atom,
    /// An atom or a number (`atomic`).
    Atomic,
    /// One value (`A = t`): no call is known to pass exactly it.
    Value,
}

/// What a call is known to pass at an argument, beyond its mode.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Known {
    /// An integer.
    Int,
    /// A float.
    Float,
    /// An atom (other than `[]`).
    Atom,
    /// Nothing more.
    Other,
}

impl Class {
    /// Whether every argument known as `k` passes this type test.
    fn admits(self, k: Known) -> bool {
        match self {
            Class::Any => true,
            Class::Int => k == Known::Int,
            Class::Num => matches!(k, Known::Int | Known::Float),
            Class::Float => k == Known::Float,
            Class::Atom => k == Known::Atom,
            Class::Atomic => k != Known::Other,
            Class::Value => false,
        }
    }
}

/// What a pattern alone says of its arguments: integers where it types them so.
pub fn known_of(pattern: &Pattern) -> Vec<Known> {
    pattern
        .iter()
        .map(|m| match m {
            Mode::In(Ty::Int | Ty::Signed) => Known::Int,
            _ => Known::Other,
        })
        .collect()
}

/// What one `trust` assertion states of a predicate under one call pattern, for
/// one resource.
#[derive(Clone, Debug, PartialEq)]
pub struct Trusted {
    /// The predicate.
    pub key: PredKey,
    /// The call pattern of the assertion's calls properties.
    pub pattern: Pattern,
    /// Per argument: the type test the calls part names.
    pub classes: Vec<Class>,
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
    /// Per argument: for outputs the success part types, that type and the
    /// size bounds it states (`=> (list(B), size(ub, B, length(A)))`).
    pub outs: Vec<Option<(Ty, Range)>>,
}

impl Trusted {
    /// Whether this applies to a call with `pattern` passing `known` arguments:
    /// the same modes, except that an input the trust only knows as ground may
    /// be any input (its bounds cannot mention the size of a ground argument, so
    /// they hold whatever it is), and every input passes the type test the
    /// trust names.
    pub fn covers(&self, pattern: &Pattern, known: &[Known]) -> bool {
        let modes = self.pattern.len() == pattern.len()
            && self.pattern.iter().zip(pattern).all(|(t, c)| {
                t == c
                    || (*t == Mode::In(Ty::Ground) && matches!(c, Mode::In(_)))
                    || (*t == Mode::In(Ty::List) && matches!(c, Mode::In(Ty::ListOf(_))))
            });
        modes
            && self
                .classes
                .iter()
                .enumerate()
                .all(|(i, c)| c.admits(known.get(i).copied().unwrap_or(Known::Other)))
    }

    /// Replaces in `info` the bounds this states (a stated upper bound drops the
    /// inferred alternatives) and the outputs' types and sizes, and adds
    /// non-failure and determinism when stated (a trust does not take away what
    /// the analysis proved).
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
        for (j, out) in self.outs.iter().enumerate() {
            let Some((ty, size)) = out else { continue };
            if let Some(slot) = info.outs.get_mut(j) {
                *slot = Some((Some(*ty), size.clone()));
                info.out_ground[j] = true;
                info.out_free[j] = false;
            }
        }
    }
}
