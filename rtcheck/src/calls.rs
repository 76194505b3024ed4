//! `calls` properties checked at run time, where the program calls the predicate
//! (Ciao's semantics): the program's entry points (a `:- test` is one, its input
//! the value its calls part gives) are run on inputs that satisfy their own
//! preconditions, over the size sweep; every call the program's clauses make of
//! the predicate is watched (the engine hands its arguments and calling clause to
//! an [`Observer`]) and must satisfy the property. A call that does not is a
//! counterexample, pointed at the clause that made it; calls that all satisfy it
//! leave the property `check`, with what was observed. Errors the runs raise are
//! the business of the properties about them, not of this one: the calls made
//! before an error count as any others.
//!
//! The properties of the predicate's `pred` assertions are alternatives (a call
//! satisfies one of them), so a `pred` assertion's calls part is violated only by
//! a call that satisfies none, and never when another `pred` assertion of the
//! predicate has no calls part.

use crate::check::{goal_of, show, size_schedule, Target};
use crate::gen::{Generator, Input};
use crate::measure::{run, UserWeights, MAX_SOLUTIONS};
use crate::success::{check_call, Failure};
use crate::Checker;
use costlog_assertions::{Assertion, CallSite, Observation, Resource, Verdict};
use costlog_engine::machine::events::{Caller, Event, Observer};
use costlog_engine::reader::LineIndex;
use costlog_engine::Term;
use std::cell::RefCell;
use std::rc::Rc;
use std::time::Instant;

/// Calls of the watched predicate kept per run: copying arguments costs their
/// size, so a deep recursion's later calls are counted but not checked.
const CALLS_PER_RUN: usize = 64;

/// The calls part asked about, with what decides whether a call satisfies it.
pub struct CallsPart<'a> {
    /// The assertion (part) whose calls part is asked about.
    pub part: &'a Assertion,
    /// Whether it is a `pred` assertion's calls part (then `alternatives` count).
    pub alternative: bool,
    /// The other `pred` assertions of the predicate with a calls part: a call
    /// that satisfies one of them satisfies the predicate's `pred` assertions.
    pub alternatives: Vec<&'a Assertion>,
    /// Whether some `pred` assertion of the predicate has no calls part (then
    /// any call satisfies one of them).
    pub open: bool,
}

/// An entry point of the program: the assertion part its inputs come from, and
/// the preconditions of its predicate that every input must satisfy as well
/// (an `:- entry q/1` without properties does not widen what q's own `pred`
/// assertion says it may be called with).
pub struct Entry<'a> {
    /// The inputs' assertion part and types (its `tests` are not run: every
    /// `:- test` is an entry of its own).
    pub target: Target<'a>,
    /// The calls parts of the entry predicate's `calls` and `pred` assertions.
    pub preconditions: Vec<CallsPart<'a>>,
}

/// A call of the watched predicate seen during a run.
struct Seen {
    args: Vec<Term>,
    caller: Option<Caller>,
}

/// What the watcher collected during a run.
#[derive(Default)]
struct Watched {
    calls: Vec<Seen>,
    unchecked: usize,
}

/// Keeps the arguments of the calls of one predicate.
struct Watcher {
    name: String,
    arity: u32,
    seen: Rc<RefCell<Watched>>,
}

impl Observer for Watcher {
    fn on_event(&mut self, _: &Event) {}

    fn wants_arguments(&mut self, e: &Event) -> bool {
        if e.arity != self.arity || *e.name.name() != *self.name {
            return false;
        }
        let mut w = self.seen.borrow_mut();
        if w.calls.len() >= CALLS_PER_RUN {
            w.unchecked += 1;
            return false;
        }
        true
    }

    fn on_arguments(&mut self, _: &Event, args: Vec<Term>, caller: Option<Caller>) {
        self.seen.borrow_mut().calls.push(Seen { args, caller });
    }
}

/// The runs made so far and what they showed.
#[derive(Default)]
struct Tally {
    runs: usize,
    calls: usize,
    unchecked: usize,
    largest: usize,
    entries: Vec<String>,
}

impl Checker<'_> {
    /// Checks `calls` on every call the runs of `entries` make of its predicate.
    /// `entries` are the program's entry points: predicates no call of the
    /// program reaches, whose preconditions are the program's inputs (and any
    /// predicate's `:- test` inputs, which are calls the user makes).
    pub fn check_calls_on_entries(&mut self, calls: &CallsPart, entries: &[Entry]) -> Verdict {
        let a = calls.part;
        if calls.alternative && calls.open {
            return Verdict::untested(format!(
                "another `pred` assertion of {}/{} has no calls properties, so every call satisfies one of them",
                a.pred.0, a.pred.1
            ));
        }
        if entries.is_empty() {
            return Verdict::untested(
                "no entry point to run: no `:- entry` or `:- test` assertion, and no precondition of a predicate the program does not call",
            );
        }
        let seen = Rc::new(RefCell::new(Watched::default()));
        self.machine.set_observer(Some(Box::new(Watcher {
            name: a.pred.0.clone(),
            arity: a.pred.1 as u32,
            seen: seen.clone(),
        })));
        let mut tally = Tally::default();
        let found = self.run_entries(calls, entries, &seen, &mut tally);
        self.machine.set_observer(None);
        if let Some(v) = found {
            return v;
        }
        let name = format!("{}/{}", a.pred.0, a.pred.1);
        if tally.calls == 0 {
            return Verdict::untested(format!(
                "{} runs of the entry points ({}) made no call of {name}",
                tally.runs,
                tally.entries.join(", ")
            ));
        }
        let unchecked = if tally.unchecked > 0 {
            format!(
                " ({} later calls of deep runs not checked)",
                tally.unchecked
            )
        } else {
            String::new()
        };
        Verdict::observed(Observation {
            runs: tally.runs,
            largest_size: tally.largest,
            max_ratio: None,
            summary: format!(
                "held on {} calls of {name}{unchecked} over {} runs of {}, sizes up to {}",
                tally.calls,
                tally.runs,
                tally.entries.join(", "),
                tally.largest
            ),
            errors: None,
            stated: None,
            contested: false,
        })
    }

    /// Runs the entry points over the size sweep, every entry at each size in
    /// turn, until a refutation or the budget is spent.
    fn run_entries(
        &mut self,
        calls: &CallsPart,
        entries: &[Entry],
        seen: &Rc<RefCell<Watched>>,
        tally: &mut Tally,
    ) -> Option<Verdict> {
        let started = Instant::now();
        let mut gens: Vec<Generator> = entries
            .iter()
            .map(|e| Generator::new(e.target.types.clone(), e.target.regtypes, self.config.seed))
            .collect();
        for e in entries {
            let name = format!(
                "{}/{}",
                e.target.assertion.pred.0, e.target.assertion.pred.1
            );
            if !tally.entries.contains(&name) {
                tally.entries.push(name);
            }
        }
        let mut tried: Vec<Vec<Vec<Term>>> = vec![Vec::new(); entries.len()];
        for (level, n) in size_schedule(self.config.max_size).into_iter().enumerate() {
            for (i, entry) in entries.iter().enumerate() {
                if level > 0 && !gens[i].is_sized() {
                    continue;
                }
                for input in gens[i].at_size(n, self.config.randoms) {
                    if started.elapsed() > self.config.budget {
                        return None;
                    }
                    if tried[i].contains(&input.args) || !self.satisfies_entry(entry, &input) {
                        continue;
                    }
                    tried[i].push(input.args.clone());
                    if let Some(v) = self.run_input(calls, &entry.target, &input, seen, tally) {
                        return Some(v);
                    }
                    tally.largest = tally.largest.max(n);
                }
            }
        }
        None
    }

    /// Whether an input is one the entry point may be called with: its types,
    /// every property of its calls part, and its predicate's preconditions.
    fn satisfies_entry(&mut self, entry: &Entry, input: &Input) -> bool {
        let limits = self.prop_limits();
        self.precondition(&entry.target, &input.args)
            && check_call(self.machine, entry.target.assertion, &input.args, limits).is_ok()
            && entry
                .preconditions
                .iter()
                .all(|pre| self.admits(pre, &input.args))
    }

    /// Whether a call with `args` is proved to satisfy a calls part (one of the
    /// `pred` alternatives, for a `pred` assertion's part).
    fn admits(&mut self, pre: &CallsPart, args: &[Term]) -> bool {
        let limits = self.prop_limits();
        if pre.alternative && pre.open {
            return true;
        }
        let mut candidates = vec![pre.part];
        if pre.alternative {
            candidates.extend(pre.alternatives.iter().copied());
        }
        candidates
            .into_iter()
            .any(|a| check_call(self.machine, a, args, limits).is_ok())
    }

    /// Runs the entry on one input and judges the calls it made.
    fn run_input(
        &mut self,
        calls: &CallsPart,
        entry: &Target,
        input: &Input,
        seen: &Rc<RefCell<Watched>>,
        tally: &mut Tally,
    ) -> Option<Verdict> {
        *seen.borrow_mut() = Watched::default();
        let goal = goal_of(entry.assertion, &input.args);
        let limits = self.limits(MAX_SOLUTIONS);
        run(
            self.machine,
            &goal,
            &Resource::STEPS,
            UserWeights::default(),
            limits,
        );
        tally.runs += 1;
        let watched = std::mem::take(&mut *seen.borrow_mut());
        tally.unchecked += watched.unchecked;
        // The entry's own call is the input, not a call of the program: within
        // the preconditions for generated inputs, and the user's choice for a
        // test (which may mean to call outside them, to test an error).
        for call in watched.calls.into_iter().filter(|c| c.caller.is_some()) {
            tally.calls += 1;
            if let Some(why) = self.violation(calls, &call.args) {
                return Some(self.refutation(calls.part, &call, &goal, &why));
            }
        }
        // Calls made by the properties' own goals are not the program's.
        *seen.borrow_mut() = Watched::default();
        None
    }

    /// Why a call's arguments violate the calls part, or `None` when they do
    /// not (or when that cannot be told: a property that errs or cannot run).
    fn violation(&mut self, calls: &CallsPart, args: &[Term]) -> Option<String> {
        let limits = self.prop_limits();
        let why = match check_call(self.machine, calls.part, args, limits) {
            Err(Failure::NotEntailed(text)) => format!("`{text}` does not hold"),
            _ => return None,
        };
        if calls.alternative {
            let satisfies_another = calls.alternatives.iter().any(|alt| {
                !matches!(
                    check_call(self.machine, alt, args, limits),
                    Err(Failure::NotEntailed(_))
                )
            });
            if satisfies_another {
                return None;
            }
        }
        Some(why)
    }

    /// The `false` verdict of a violating call, at its calling clause when the
    /// clause is in a file.
    fn refutation(&self, a: &Assertion, call: &Seen, entry_goal: &Term, why: &str) -> Verdict {
        let text = show(&goal_of(a, &call.args));
        let from = match &call.caller {
            None => "made by the entry goal itself".to_string(),
            Some(c) => format!(
                "made by clause {} of {}/{}",
                c.clause.map_or(0, |i| i + 1),
                c.name.name(),
                c.arity
            ),
        };
        let note = format!(
            "at run time, the call {text} ({from}, running {}): {why}",
            show(entry_goal)
        );
        let located = call
            .caller
            .as_ref()
            .and_then(|c| c.source.as_ref())
            .and_then(|s| {
                let file = s.file?;
                let src = self.machine.sources().get(file as usize)?;
                Some(CallSite {
                    file,
                    path: src.path.display().to_string(),
                    span: s.span.clone(),
                    line: LineIndex::new(&src.text).line_col(s.span.start).0,
                    note: note.clone(),
                })
            });
        match located {
            Some(site) => Verdict::refuted_on_run_at(site),
            None => Verdict::refuted(costlog_assertions::Counterexample {
                goal: text,
                shape: "entry".into(),
                sizes: Vec::new(),
                observed: 0.0,
                bound: None,
                note,
            }),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::gen::RegtypeClauses;
    use crate::Config;
    use costlog_assertions::{parse_directives, Evidence, Kind, Status};
    use costlog_engine::Machine;

    /// Loads `src` and checks the calls part of its assertion about `pred` with
    /// the entry points `entries` (predicate names).
    fn verdict(src: &str, pred: &str, entries: &[&str]) -> Verdict {
        let mut m = Machine::new();
        let report = m.consult_str("t.pl", src);
        assert!(!report.has_errors(), "{:?}", report.diagnostics);
        let set = parse_directives(&report.kept, &|n, a| m.is_defined(n, a as u32));
        assert!(!set.has_errors(), "{:?}", set.diagnostics);
        let regtypes = RegtypeClauses::new();
        let of = |name: &str| -> Vec<&Assertion> {
            set.assertions.iter().filter(|a| a.pred.0 == name).collect()
        };
        let part = of(pred)[0];
        let entry_targets: Vec<Entry> = entries
            .iter()
            .flat_map(|e| of(e))
            .map(|a| Entry {
                target: Target {
                    assertion: a,
                    types: Target::types_of(a),
                    tests: Vec::new(),
                    regtypes: &regtypes,
                    resources: &[],
                },
                preconditions: Vec::new(),
            })
            .collect();
        let calls = CallsPart {
            part,
            alternative: part.kind == Kind::Pred,
            alternatives: of(pred)
                .into_iter()
                .filter(|a| a.kind == Kind::Pred && !std::ptr::eq(*a, part))
                .collect(),
            open: false,
        };
        let mut checker = Checker {
            machine: &mut m,
            config: Config::default(),
        };
        checker.check_calls_on_entries(&calls, &entry_targets)
    }

    const SUM: &str = "\
:- pred sum(L, S) : (list(L, int), var(S)).
sum([], 0).
sum([X|Xs], S) :- sum(Xs, S0), S is S0 + X.
:- pred main(L, S) : (list(L, int), var(S)).
main(L, S) :- sum(L, S).
:- pred bad(L, S) : (list(L, atm), var(S)).
bad(L, S) :- length(L, N), ( N > 2 -> sum(L, S) ; S = 0 ).
";

    #[test]
    fn calls_that_all_satisfy_the_property_are_observed_not_proved() {
        let v = verdict(SUM, "sum", &["main"]);
        assert_eq!(v.status, Status::Check);
        let o = v.observation().expect("observed");
        assert!(o.summary.starts_with("held on "), "{}", o.summary);
        assert!(o.runs > 10, "{}", o.summary);
    }

    #[test]
    fn a_violating_call_is_false_at_its_calling_clause() {
        let v = verdict(SUM, "sum", &["main", "bad"]);
        assert_eq!(v.status, Status::False);
        let site = v.call_site().expect("located at the calling clause");
        assert_eq!(site.line, 7, "{}", site.note);
        assert!(&SUM[site.span.clone()].starts_with("bad(L, S) :-"));
        // The smallest violating entry input comes first in the sweep.
        assert!(
            site.note.contains("made by clause 1 of bad/2"),
            "{}",
            site.note
        );
        assert!(
            site.note.contains("`list(L,int)` does not hold"),
            "{}",
            site.note
        );
    }

    #[test]
    fn a_predicate_no_entry_run_calls_stays_untested() {
        let src = ":- pred p(X) : int(X).\np(_).\n:- pred main(X) : int(X).\nmain(_).\n";
        let v = verdict(src, "p", &["main"]);
        assert!(matches!(v.evidence, Evidence::Untested(ref why) if why.contains("made no call")));
    }

    #[test]
    fn a_test_s_own_call_outside_the_precondition_is_not_a_call_of_the_program() {
        // The test calls p/1 with an atom on purpose; only q/1's call of p/1,
        // with the same atom, is the program's.
        let src = "\
:- pred p(X) : int(X).
p(_).
:- test p(X) : (X = foo).
:- test q(X) : (X = foo).
q(X) :- p(X).
";
        let v = verdict(src, "p", &["p"]);
        assert_eq!(v.status, Status::Check, "{v:?}");
        let v = verdict(src, "p", &["q"]);
        assert_eq!(v.status, Status::False, "{v:?}");
    }

    #[test]
    fn a_call_satisfying_another_pred_alternative_is_no_violation() {
        let src = "\
:- pred p(X) : int(X).
:- pred p(X) : atm(X).
p(_).
:- pred main(X) : atm(X).
main(X) :- p(X).
";
        let v = verdict(src, "p", &["main"]);
        assert_eq!(v.status, Status::Check, "{v:?}");
    }

    #[test]
    fn entry_inputs_outside_the_entry_s_own_precondition_are_not_run() {
        // main's precondition `small(N)` is not a type the generator knows: inputs
        // that break it are skipped, so p's precondition holds on every call.
        let src = "\
:- pred p(X) : int(X).
p(X) :- X < 10.
:- prop small/1.
small(N) :- N < 3.
:- pred main(N) : (int(N), small(N)).
main(N) :- N < 3, p(N).
main(N) :- N >= 3, p(f(N)).
";
        let v = verdict(src, "p", &["main"]);
        assert_eq!(v.status, Status::Check, "{v:?}");
    }
}
