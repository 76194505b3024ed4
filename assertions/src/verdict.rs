//! The one verdict type: what a decider (the static analysis, run-time checking,
//! the profiler's whole-run `rel_cost` check) says of one property, and on what
//! evidence. `costlog verify` asks its deciders in turn and keeps each answer, so
//! the reports can show the proof, the counterexample or the observation without
//! knowing which crate produced it.

use crate::Status;
use std::ops::Range;

/// Who gave a verdict.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Origin {
    /// The static analysis.
    Static,
    /// Running the program (run-time checking or profiled whole runs).
    Runtime,
    /// The assertion itself: a status it was written with, not checked again.
    Written,
}

/// A run that violates a property.
#[derive(Clone, Debug, PartialEq)]
pub struct Counterexample {
    /// The call, as Prolog text.
    pub goal: String,
    /// How the input was made (`sorted`, `random`, `test`, `mutated`, `entry`, ...).
    pub shape: String,
    /// The sizes the bound was evaluated at (`length(A)` = 5).
    pub sizes: Vec<(String, f64)>,
    /// The measured value (resource units, or solutions for determinism).
    pub observed: f64,
    /// The bound at those sizes, for cost properties.
    pub bound: Option<f64>,
    /// What happened, in words.
    pub note: String,
}

/// A call in the program that violates a `calls` property, found by the static
/// analysis or made by a run.
#[derive(Clone, Debug, PartialEq)]
pub struct CallSite {
    /// Index of the source file of the call.
    pub file: u32,
    /// That file's path.
    pub path: String,
    /// Byte span of the call.
    pub span: Range<usize>,
    /// Its 1-based line.
    pub line: usize,
    /// What is wrong with it, in words.
    pub note: String,
}

/// What the runs showed when no counterexample was found.
#[derive(Clone, Debug, PartialEq)]
pub struct Observation {
    /// Runs made.
    pub runs: usize,
    /// Largest size reached.
    pub largest_size: usize,
    /// Extreme ratio of measurement to bound (max for ub/eq, min for lb).
    pub max_ratio: Option<f64>,
    /// A one-line summary.
    pub summary: String,
    /// Runs that raised an error (other than a limit), and the first error.
    pub errors: Option<(usize, String)>,
    /// The property an `obs` assertion states for these runs, when it is not the
    /// asserted one (`rel_cost(eq, steps, 12.5)` for a `rel_cost` bound).
    pub stated: Option<String>,
    /// Some runs went beyond an estimated bound (an execution time) without
    /// the measurements that would refute it confirming them: the runs neither
    /// refute the bound nor support a `checked` verdict proved from the estimate,
    /// which then does not stand ([`Trail::last`]).
    pub contested: bool,
}

/// What a verdict rests on.
#[derive(Clone, Debug, PartialEq)]
pub enum Evidence {
    /// The static analysis' reasoning: the proof, the refutation with its witness
    /// sizes, or why it could not decide.
    Analysis(String),
    /// A run that violates the property.
    Counterexample(Counterexample),
    /// Runs that did not violate it.
    Observation(Observation),
    /// Nothing was run, and why.
    Untested(String),
    /// The assertion's own status, taken as written.
    Written,
    /// A call in the program that violates the property (found by the static
    /// analysis, or made by a run of an entry point).
    CallSite(CallSite),
    /// Taken as given, and why: the precondition of an entry point that no call
    /// in the program reaches (the program's user is responsible for it).
    Assumed(String),
}

/// One decider's answer on one property.
#[derive(Clone, Debug, PartialEq)]
pub struct Verdict {
    /// `checked` or `false` when decided; `check` when not.
    pub status: Status,
    /// Who gave it.
    pub origin: Origin,
    /// What it rests on.
    pub evidence: Evidence,
}

impl Verdict {
    /// A static verdict (`checked`, `false`, or `check` with why undecided).
    pub fn analysed(status: Status, reasoning: impl Into<String>) -> Verdict {
        Verdict {
            status,
            origin: Origin::Static,
            evidence: Evidence::Analysis(reasoning.into()),
        }
    }

    /// A run-time refutation.
    pub fn refuted(c: Counterexample) -> Verdict {
        Verdict {
            status: Status::False,
            origin: Origin::Runtime,
            evidence: Evidence::Counterexample(c),
        }
    }

    /// Runs without a violation: still `check` (observing is not proving).
    pub fn observed(o: Observation) -> Verdict {
        Verdict {
            status: Status::Check,
            origin: Origin::Runtime,
            evidence: Evidence::Observation(o),
        }
    }

    /// A static refutation by a call of the program.
    pub fn refuted_at(site: CallSite) -> Verdict {
        Verdict {
            status: Status::False,
            origin: Origin::Static,
            evidence: Evidence::CallSite(site),
        }
    }

    /// A run-time refutation by a call the program made while it ran.
    pub fn refuted_on_run_at(site: CallSite) -> Verdict {
        Verdict {
            status: Status::False,
            origin: Origin::Runtime,
            evidence: Evidence::CallSite(site),
        }
    }

    /// A property taken as an assumption (still `check`), and why.
    pub fn assumed(why: impl Into<String>) -> Verdict {
        Verdict {
            status: Status::Check,
            origin: Origin::Static,
            evidence: Evidence::Assumed(why.into()),
        }
    }

    /// Nothing was run, and why.
    pub fn untested(why: impl Into<String>) -> Verdict {
        Verdict {
            status: Status::Check,
            origin: Origin::Runtime,
            evidence: Evidence::Untested(why.into()),
        }
    }

    /// The status an assertion was written with, kept as it is.
    pub fn written(status: Status) -> Verdict {
        Verdict {
            status,
            origin: Origin::Written,
            evidence: Evidence::Written,
        }
    }

    /// Whether it settles the property (`checked` or `false`, by a decider).
    pub fn is_decisive(&self) -> bool {
        self.origin != Origin::Written && matches!(self.status, Status::Checked | Status::False)
    }

    /// Whether this verdict is a contested observation ([`Observation::contested`]).
    pub fn is_contested(&self) -> bool {
        matches!(&self.evidence, Evidence::Observation(o) if o.contested)
    }

    /// Who decided the property: `None` when this verdict does not settle it.
    pub fn decided_by(&self) -> Option<Origin> {
        self.is_decisive().then_some(self.origin)
    }

    /// Why the property is an assumption, if it is one.
    pub fn assumption(&self) -> Option<&str> {
        match &self.evidence {
            Evidence::Assumed(why) => Some(why),
            _ => None,
        }
    }

    /// The call of the program that violates the property, if this verdict rests
    /// on one.
    pub fn call_site(&self) -> Option<&CallSite> {
        match &self.evidence {
            Evidence::CallSite(c) => Some(c),
            _ => None,
        }
    }

    /// The counterexample, if this verdict rests on one.
    pub fn counterexample(&self) -> Option<&Counterexample> {
        match &self.evidence {
            Evidence::Counterexample(c) => Some(c),
            _ => None,
        }
    }

    /// The observation, if this verdict rests on one.
    pub fn observation(&self) -> Option<&Observation> {
        match &self.evidence {
            Evidence::Observation(o) => Some(o),
            _ => None,
        }
    }
}

/// The verdicts of the deciders asked about one property, in the order asked.
///
/// The final verdict is the last decisive one: a decider is asked only while the
/// property is undecided, or when the verdict so far is an estimate to confirm (a
/// time bound proved from the calibrated model), in which case only a refutation
/// may follow it.
#[derive(Clone, Debug, PartialEq)]
pub struct Trail {
    /// The first decider's verdict (a trail is never empty).
    first: Verdict,
    /// The later ones.
    rest: Vec<Verdict>,
}

impl Trail {
    /// A trail that starts with `first`.
    pub fn new(first: Verdict) -> Trail {
        Trail {
            first,
            rest: Vec::new(),
        }
    }

    /// Adds the next decider's verdict.
    pub fn push(&mut self, v: Verdict) {
        self.rest.push(v);
    }

    /// Every verdict, in the order asked.
    pub fn verdicts(&self) -> impl DoubleEndedIterator<Item = &Verdict> {
        std::iter::once(&self.first).chain(&self.rest)
    }

    /// The verdict that stands: the last decisive one, else the last one. A
    /// contested observation ([`Observation::contested`]) after a decisive
    /// verdict stands in its place: runs went beyond the bound that verdict
    /// proved from an estimate, so the property is not settled.
    pub fn last(&self) -> &Verdict {
        self.verdicts()
            .rev()
            .find(|v| v.is_decisive() || v.is_contested())
            .unwrap_or_else(|| self.rest.last().unwrap_or(&self.first))
    }

    /// Whether the verdict that stands settles the property.
    pub fn is_decided(&self) -> bool {
        self.last().is_decisive()
    }

    /// Whether the property is taken as an assumption (and no decider settled it):
    /// no decider is asked after that.
    pub fn is_assumed(&self) -> bool {
        !self.is_decided() && self.verdicts().any(|v| v.assumption().is_some())
    }

    /// The static analysis' reasoning, when it was asked.
    pub fn analysis(&self) -> Option<&str> {
        self.verdicts().find_map(|v| match &v.evidence {
            Evidence::Analysis(s) => Some(s.as_str()),
            Evidence::CallSite(c) if v.origin == Origin::Static => Some(c.note.as_str()),
            _ => None,
        })
    }

    /// The evidence of the runs, when the program was run (or why it was not).
    pub fn runtime(&self) -> Option<&Evidence> {
        self.verdicts()
            .rev()
            .find(|v| v.origin == Origin::Runtime)
            .map(|v| &v.evidence)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cex() -> Counterexample {
        Counterexample {
            goal: "p(1)".into(),
            shape: "test".into(),
            sizes: Vec::new(),
            observed: 3.0,
            bound: Some(2.0),
            note: String::new(),
        }
    }

    #[test]
    fn an_undecided_analysis_then_a_refutation_is_false_by_runtime() {
        let mut t = Trail::new(Verdict::analysed(Status::Check, "no bound"));
        t.push(Verdict::refuted(cex()));
        assert_eq!(t.last().status, Status::False);
        assert_eq!(t.last().decided_by(), Some(Origin::Runtime));
        assert_eq!(t.analysis(), Some("no bound"));
    }

    #[test]
    fn a_proof_followed_by_an_observation_stays_proved() {
        let mut t = Trail::new(Verdict::analysed(Status::Checked, "ub <= asserted"));
        t.push(Verdict::observed(Observation {
            runs: 3,
            largest_size: 8,
            max_ratio: Some(0.5),
            summary: String::new(),
            errors: None,
            stated: None,
            contested: false,
        }));
        assert_eq!(t.last().status, Status::Checked);
        assert_eq!(t.last().decided_by(), Some(Origin::Static));
        assert!(t.runtime().is_some());
    }

    /// Runs beyond a time bound proved from the calibrated model, which the
    /// amortised measurements did not confirm, leave the property undecided: a
    /// `checked` that measurement contradicts is never reported.
    #[test]
    fn a_proof_followed_by_a_contested_observation_is_undecided() {
        let mut t = Trail::new(Verdict::analysed(
            Status::Checked,
            "relies on the calibration",
        ));
        t.push(Verdict::observed(Observation {
            runs: 30,
            largest_size: 256,
            max_ratio: Some(9.5),
            summary: "30 run(s) beyond the bound, not confirmed".into(),
            errors: None,
            stated: None,
            contested: true,
        }));
        assert_eq!(t.last().status, Status::Check);
        assert_eq!(t.last().decided_by(), None);
        assert!(t.last().is_contested() && !t.is_decided());
        // A later refutation still decides it.
        t.push(Verdict::refuted(cex()));
        assert_eq!(t.last().status, Status::False);
    }

    #[test]
    fn an_assumption_stands_and_is_not_a_decision() {
        let t = Trail::new(Verdict::assumed("entry precondition"));
        assert!(t.is_assumed());
        assert!(!t.is_decided());
        assert_eq!(t.last().status, Status::Check);
        assert_eq!(t.last().assumption(), Some("entry precondition"));
    }

    #[test]
    fn a_refuting_call_site_is_false_by_the_analysis() {
        let site = CallSite {
            file: 0,
            path: "p.pl".into(),
            span: 3..9,
            line: 1,
            note: "argument 1 is `a`".into(),
        };
        let t = Trail::new(Verdict::refuted_at(site.clone()));
        assert_eq!(t.last().status, Status::False);
        assert_eq!(t.last().decided_by(), Some(Origin::Static));
        assert_eq!(t.last().call_site(), Some(&site));
        assert_eq!(t.analysis(), Some("argument 1 is `a`"));
    }

    #[test]
    fn a_written_status_decides_nothing() {
        let t = Trail::new(Verdict::written(Status::Trust));
        assert_eq!(t.last().status, Status::Trust);
        assert_eq!(t.last().decided_by(), None);
        assert!(!t.is_decided());
    }
}
