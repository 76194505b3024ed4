//! `verify` as a chain of deciders. Each property is put to the deciders in turn
//! (the static analysis, then run-time checking) and every answer is kept in the
//! property's [`Trail`]. A decider is asked only while the property is undecided,
//! or when the verdict so far is an estimate to confirm: a time bound proved from
//! the calibrated model, which a measured violation overturns. `rel_cost`
//! properties are left to the whole-run decider ([`super::relcost`]).

use costlog_analyzer::{CallsDecider, Decider};
use costlog_assertions::{Assertion, CompProp, Resource, Trail, Verdict};
use costlog_rtcheck::{Checker, Target};

/// What is asked about an assertion part.
#[derive(Clone, Copy, Debug)]
pub enum Question<'a> {
    /// Its calls properties.
    Calls,
    /// Its success properties.
    Success,
    /// The whole `:- test` assertion.
    Test,
    /// One computational property.
    Comp(&'a CompProp),
}

impl Question<'_> {
    /// Whether a `checked` answer to it is an estimate that a measurement may
    /// overturn (execution-time bounds, proved from the calibrated model).
    fn is_estimate(&self) -> bool {
        matches!(
            self,
            Question::Comp(CompProp::Cost {
                resource: Resource::ExecTime,
                ..
            })
        )
    }
}

/// One way of deciding properties.
pub trait Decide {
    /// The verdict on `q` about `target`'s assertion part, or `None` when this
    /// decider has nothing to say about such a question.
    fn decide(&mut self, q: Question, target: &Target) -> Option<Verdict>;
}

/// The static analysis, on computational properties and (at the program's call
/// sites) calls properties.
pub struct Static<'d> {
    /// The cost, determinism and failure analysis.
    pub analysis: &'d mut Decider,
    /// The calls properties, decided at the call sites.
    pub calls: &'d CallsDecider,
}

impl Decide for Static<'_> {
    fn decide(&mut self, q: Question, target: &Target) -> Option<Verdict> {
        match q {
            Question::Comp(c) => self.analysis.decide(target.assertion, c),
            Question::Calls => self.calls.decide(target.assertion),
            _ => None,
        }
    }
}

/// Run-time checking, on everything but `rel_cost` (checked over whole runs).
pub struct Runtime<'m, 'a> {
    /// The checker, with the program loaded.
    pub checker: Checker<'m>,
    /// Every assertion of the program (the alternatives of `pred` calls parts).
    pub all: &'a [Assertion],
    /// The program's entry points ([`super::entries`]), whose runs `calls`
    /// properties are checked on.
    pub entries: Vec<costlog_rtcheck::calls::Entry<'a>>,
}

impl Decide for Runtime<'_, '_> {
    fn decide(&mut self, q: Question, target: &Target) -> Option<Verdict> {
        let checker = &mut self.checker;
        Some(match q {
            Question::Calls => {
                let part = super::entries::calls_part(target.assertion, self.all);
                checker.check_calls_on_entries(&part, &self.entries)
            }
            Question::Success => checker.check_success(target),
            Question::Test => checker.check_test(target),
            Question::Comp(CompProp::RelCost { .. }) => return None,
            Question::Comp(c) => checker.check_comp(target, c),
        })
    }
}

/// Puts `q` to `deciders` in order, starting from the part's written status; a
/// part not written `check` is not asked about, nor one taken as an assumption.
pub fn ask(deciders: &mut [&mut dyn Decide], q: Question, target: &Target) -> Trail {
    let part: &Assertion = target.assertion;
    let mut trail = Trail::new(Verdict::written(part.status));
    if part.status != costlog_assertions::Status::Check {
        return trail;
    }
    for d in deciders.iter_mut() {
        if trail.is_assumed() || trail.is_decided() && !q.is_estimate() {
            break;
        }
        if let Some(v) = d.decide(q, target) {
            trail.push(v);
        }
    }
    trail
}
