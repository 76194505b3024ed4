//! Recursive calls with another call pattern: the patterns joined, the analysis done
//! once under the join, its bounds narrowed back to the pattern asked for.
//!
//! Two different input types join to `gnd`. An input against an output joins to the
//! output when the predicate is pure (see [`pure`]): a call with an argument bound
//! where the analysed pattern has a free variable has as its search tree a pruned
//! copy of the free call's one (every step of it is a step of the free call), so the
//! upper bound on the whole search holds; nothing else does (the pruning may remove
//! the cheap solutions, the steps counted by the lower bound, the success).

use super::{Info, Mode, Pattern};
use crate::program::{Lit, PredKey, Program};
use crate::sym::Sym;
use std::collections::HashSet;

/// The least pattern both calls fit: equal modes stay, two different input types
/// become `gnd`, an input against an output an output when `widen_to_out` (the
/// predicate is pure); otherwise there is no join.
pub(super) fn join_patterns(a: &Pattern, b: &Pattern, widen_to_out: bool) -> Option<Pattern> {
    (a.len() == b.len()).then_some(())?;
    a.iter()
        .zip(b)
        .map(|(x, y)| match (x, y) {
            _ if x == y => Some(*x),
            (Mode::In(a), Mode::In(b)) if a.is_list() && b.is_list() => {
                Some(Mode::In(super::Ty::List))
            }
            (Mode::In(_), Mode::In(_)) => Some(Mode::In(super::Ty::Ground)),
            _ if widen_to_out => Some(Mode::Out),
            _ => None,
        })
        .collect()
}

/// Whether `key` and every predicate it calls are pure: user calls, `=/2` and the
/// unfolding's step literals only, no cut, no control construct, no other builtin
/// (type tests, comparisons and the like may succeed on a bound argument where they
/// fail or raise an error on a free one).
pub(super) fn pure(prog: &Program, key: &PredKey) -> bool {
    let mut seen: HashSet<&PredKey> = HashSet::new();
    let mut todo = vec![key];
    while let Some(k) = todo.pop() {
        if !seen.insert(k) {
            continue;
        }
        let Some(clauses) = prog.preds.get(k) else {
            return false;
        };
        for lit in clauses.iter().flat_map(|c| c.body.iter()) {
            match lit {
                Lit::Call(q, _) => todo.push(q),
                Lit::Builtin(name, args)
                    if (name == "=" && args.len() == 2)
                        || (name == crate::unfold::STEP && args.is_empty()) => {}
                _ => return false,
            }
        }
    }
    true
}

/// The analysis under `joined` narrowed to `pattern`, for calls that bind the
/// arguments `joined` has as outputs and `pattern` as inputs: only the upper bounds
/// on the whole search stay, and the outputs that are not outputs any more go.
pub(super) fn narrow(mut info: Info, pattern: &Pattern, joined: &Pattern) -> Info {
    let bound: Vec<usize> = (0..pattern.len())
        .filter(|j| pattern[*j] != Mode::Out && joined[*j] == Mode::Out)
        .collect();
    if bound.is_empty() {
        return info;
    }
    info.cost.lb = Sym::default();
    info.sols.lb = Sym::default();
    info.not_fails = false;
    info.not_fails_from = None;
    info.first_ub = None;
    info.fail_ub = None;
    for j in &bound {
        info.outs[*j] = None;
        info.out_ground[*j] = false;
        info.out_free[*j] = false;
    }
    if info
        .out_sum
        .as_ref()
        .is_some_and(|(a, b, _)| bound.contains(a) || bound.contains(b))
    {
        info.out_sum = None;
    }
    info.reasons.push(
        "called with an input where its recursion has an output: only the upper bound of the output pattern holds"
            .into(),
    );
    info
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::infer::Ty;

    #[test]
    fn inputs_join_outputs_only_when_widening() {
        let (l, i, o) = (Mode::In(Ty::List), Mode::In(Ty::Int), Mode::Out);
        assert_eq!(
            join_patterns(&vec![l, i], &vec![i, i], false),
            Some(vec![Mode::In(Ty::Ground), i])
        );
        assert_eq!(join_patterns(&vec![l, o], &vec![l, l], false), None);
        assert_eq!(
            join_patterns(&vec![l, o], &vec![l, l], true),
            Some(vec![l, o])
        );
        assert_eq!(join_patterns(&vec![l], &vec![l, l], true), None);
    }
}
