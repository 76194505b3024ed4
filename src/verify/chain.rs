//! `verify` as a chain of deciders. Each property is put to the deciders in turn
//! (the static analysis, then run-time checking) and every answer is kept in the
//! property's [`Trail`]. A decider is asked only while the property is undecided,
//! or when the verdict so far is an estimate to confirm: a time bound proved from
//! the calibrated model, which a measured violation overturns. `rel_cost`
//! properties are left to the whole-run decider ([`super::relcost`]).

use costlog_analyzer::{CallsDecider, Decider};
use costlog_assertions::{Assertion, CompProp, Resource, Trail, Verdict};
use costlog_engine::Machine;
use costlog_rtcheck::calls::Entry;
use costlog_rtcheck::{Checker, Config, Target};

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

/// Run-time checking, on everything but `rel_cost` (checked over whole runs), on a
/// machine of its own: loaded on first use, so a property the static analysis
/// decides costs no load, and fresh for each group of properties (a predicate's,
/// see `props::groups`), so no run sees what another group's runs left (asserted
/// clauses, flags): a verdict depends on its group alone, whatever the order or
/// thread it is decided in.
pub struct Runtime<'l, 'a> {
    /// Loads the program into a fresh machine (`None` when it no longer loads).
    pub load: &'l dyn Fn() -> Option<Machine>,
    /// The machine, once loaded.
    pub machine: Option<Machine>,
    /// Settings of run-time checking.
    pub config: Config,
    /// Every assertion of the program (the alternatives of `pred` calls parts).
    pub all: &'a [Assertion],
    /// The program's entry points ([`super::entries`]), whose runs `calls`
    /// properties are checked on.
    pub entries: Vec<Entry<'a>>,
}

impl Runtime<'_, '_> {
    /// Runs `check` on the machine (loading it first if needed) and the entry
    /// points.
    fn with_machine(&mut self, check: impl FnOnce(&mut Checker, &[Entry]) -> Verdict) -> Verdict {
        if self.machine.is_none() {
            self.machine = (self.load)();
        }
        match self.machine.as_mut() {
            Some(machine) => check(
                &mut Checker {
                    machine,
                    config: self.config.clone(),
                },
                &self.entries,
            ),
            None => {
                Verdict::untested("the program no longer loads (changed while being verified?)")
            }
        }
    }
}

impl Decide for Runtime<'_, '_> {
    fn decide(&mut self, q: Question, target: &Target) -> Option<Verdict> {
        Some(match q {
            Question::Calls => {
                let part = super::entries::calls_part(target.assertion, self.all);
                self.with_machine(|c, entries| c.check_calls_on_entries(&part, entries))
            }
            Question::Success => self.with_machine(|c, _| c.check_success(target)),
            Question::Test => self.with_machine(|c, _| c.check_test(target)),
            Question::Comp(CompProp::RelCost { .. }) => return None,
            Question::Comp(p) => self.with_machine(|c, _| c.check_comp(target, p)),
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
