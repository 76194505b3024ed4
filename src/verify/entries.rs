//! The program's entry points, for checking `calls` properties at run time: the
//! runs that are calls the program's user makes. They are the `:- entry`
//! assertions, the `:- test` assertions, and the preconditions of predicates no
//! call of the program reaches (those the static calls decider takes as
//! assumptions). A predicate reached by the program is never run on generated
//! inputs here: its precondition may be wider than the calls the program makes,
//! and a violation found from such an input would not be one of the program.

use costlog_analyzer::CallsDecider;
use costlog_assertions::{Assertion, Kind, ResourceDecl};
use costlog_rtcheck::calls::{CallsPart, Entry};
use costlog_rtcheck::check::Target;
use costlog_rtcheck::gen::RegtypeClauses;

/// The assertion parts whose calls parts describe the program's entry calls.
pub fn entry_parts(all: &[Assertion], calls: &CallsDecider) -> Vec<Assertion> {
    all.iter()
        .flat_map(|a| match a.kind {
            Kind::Entry | Kind::Test => vec![a.clone()],
            Kind::Pred | Kind::Calls => a
                .split()
                .into_iter()
                .filter(|p| p.kind == Kind::Calls)
                .filter(|p| calls.decide(p).is_some_and(|v| v.assumption().is_some()))
                .collect(),
            _ => Vec::new(),
        })
        .collect()
}

/// The calls part asked about (a `calls` assertion or a `pred` assertion's calls
/// part, `part`) with the `pred` assertions of its predicate that are its
/// alternatives.
pub fn calls_part<'a>(part: &'a Assertion, all: &'a [Assertion]) -> CallsPart<'a> {
    let preds: Vec<&Assertion> = all
        .iter()
        .filter(|a| a.kind == Kind::Pred && a.pred == part.pred)
        .collect();
    // A split part keeps the place of the assertion it comes from.
    let is_part = |a: &Assertion| a.file == part.file && a.span == part.span;
    CallsPart {
        part,
        alternative: preds.iter().any(|a| is_part(a)),
        alternatives: preds
            .iter()
            .copied()
            .filter(|a| !a.calls.is_empty() && !is_part(a))
            .collect(),
        open: preds.iter().any(|a| a.calls.is_empty()),
    }
}

/// The entry points of [`entry_parts`] with their predicates' preconditions.
pub fn entries<'a>(
    parts: &'a [Assertion],
    all: &'a [Assertion],
    regtypes: &'a RegtypeClauses,
    resources: &'a [ResourceDecl],
) -> Vec<Entry<'a>> {
    parts
        .iter()
        .map(|a| Entry {
            target: Target {
                assertion: a,
                types: Target::types_of(a),
                tests: Vec::new(),
                regtypes,
                resources,
            },
            preconditions: all
                .iter()
                .filter(|p| {
                    p.pred == a.pred
                        && matches!(p.kind, Kind::Pred | Kind::Calls)
                        && !p.calls.is_empty()
                })
                .map(|p| calls_part(p, all))
                .collect(),
        })
        .collect()
}
