//! JSON reports of `costlog verify` and `costlog analyze` as typed structs, and the
//! one function every JSON output goes through ([`render`]).
//!
//! The structs are the binary's versioned output format: the libraries hand back
//! their own types and only this layer decides field names. Keys come out sorted
//! (through `serde_json::Value`), so a renamed Rust field cannot reorder the output.

use super::verdicts::{decided_word, indicator, obs_assertion, status_word};
use crate::verify::Item;
use costlog_assertions::Status;
use costlog_assertions::{Counterexample, Evidence, Observation};
use serde::Serialize;
use std::collections::BTreeMap;

/// Pretty JSON with sorted keys and a final newline.
pub fn render<T: Serialize>(value: &T) -> String {
    let text = serde_json::to_value(value)
        .and_then(|v| serde_json::to_string_pretty(&v))
        .unwrap_or_else(|e| format!("{{\"error\": \"{e}\"}}"));
    format!("{text}\n")
}

/// JSON on one line with sorted keys (for files other tools read).
pub fn compact<T: Serialize>(value: &T) -> String {
    serde_json::to_value(value)
        .and_then(|v| serde_json::to_string(&v))
        .unwrap_or_else(|e| format!("{{\"error\": \"{e}\"}}"))
}

/// `costlog verify --format json`.
#[derive(Serialize)]
pub struct VerifyReport<'a> {
    /// One entry per verdict.
    assertions: Vec<VerdictJson<'a>>,
    /// Counts per status.
    summary: Summary,
}

/// How many verdicts have each status.
#[derive(Serialize)]
struct Summary {
    checked: usize,
    #[serde(rename = "false")]
    false_: usize,
    check: usize,
}

/// One verdict.
#[derive(Serialize)]
struct VerdictJson<'a> {
    predicate: String,
    property: &'a str,
    rule: &'a str,
    status: &'static str,
    decided_by: &'static str,
    file: &'a str,
    line_start: usize,
    line_end: usize,
    #[serde(skip_serializing_if = "Option::is_none")]
    counterexample: Option<CounterexampleJson<'a>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    observation: Option<ObservationJson<'a>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    not_checked: Option<&'a str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    static_note: Option<&'a str>,
    /// Why the property is taken as an assumption (still `check`).
    #[serde(skip_serializing_if = "Option::is_none")]
    assumed: Option<&'a str>,
    /// The call that violates a `calls` property.
    #[serde(skip_serializing_if = "Option::is_none")]
    call_site: Option<CallSiteJson<'a>>,
}

#[derive(Serialize)]
struct CallSiteJson<'a> {
    file: &'a str,
    line: usize,
    /// What is wrong with the call (for a call a run made: the call and the run).
    note: &'a str,
}

#[derive(Serialize)]
struct CounterexampleJson<'a> {
    goal: &'a str,
    shape: &'a str,
    sizes: Vec<SizeJson<'a>>,
    observed: f64,
    bound: Option<f64>,
    note: &'a str,
}

#[derive(Serialize)]
struct SizeJson<'a> {
    size: &'a str,
    value: f64,
}

#[derive(Serialize)]
struct ObservationJson<'a> {
    runs: usize,
    largest_size: usize,
    max_ratio: Option<f64>,
    summary: &'a str,
    obs: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    errors: Option<RunErrorsJson<'a>>,
}

#[derive(Serialize)]
struct RunErrorsJson<'a> {
    runs: usize,
    first: &'a str,
}

impl<'a> VerifyReport<'a> {
    /// The report of `items`.
    pub fn new(items: &'a [Item]) -> Self {
        let count = |s: Status| items.iter().filter(|i| i.status() == s).count();
        VerifyReport {
            assertions: items.iter().map(verdict).collect(),
            summary: Summary {
                checked: count(Status::Checked),
                false_: count(Status::False),
                check: count(Status::Check),
            },
        }
    }
}

fn verdict(it: &Item) -> VerdictJson<'_> {
    let (counterexample, observation, not_checked) = match it.trail.runtime() {
        Some(Evidence::Counterexample(c)) => (Some(counterexample(c)), None, None),
        Some(Evidence::Observation(o)) => (None, Some(observation(it, o)), None),
        Some(Evidence::Untested(why)) => (None, None, Some(why.as_str())),
        _ => (None, None, None),
    };
    VerdictJson {
        predicate: indicator(it),
        property: &it.property,
        rule: &it.rule,
        status: status_word(it.status()),
        decided_by: decided_word(it.verdict().decided_by()),
        file: &it.path,
        line_start: it.lines.0,
        line_end: it.lines.1,
        counterexample,
        observation,
        not_checked,
        static_note: it.trail.analysis(),
        assumed: it.verdict().assumption(),
        call_site: it.verdict().call_site().map(|c| CallSiteJson {
            file: &c.path,
            line: c.line,
            note: &c.note,
        }),
    }
}

fn counterexample(c: &Counterexample) -> CounterexampleJson<'_> {
    CounterexampleJson {
        goal: &c.goal,
        shape: &c.shape,
        sizes: c
            .sizes
            .iter()
            .map(|(l, x)| SizeJson { size: l, value: *x })
            .collect(),
        observed: c.observed,
        bound: c.bound,
        note: &c.note,
    }
}

fn observation<'a>(it: &Item, o: &'a Observation) -> ObservationJson<'a> {
    ObservationJson {
        runs: o.runs,
        largest_size: o.largest_size,
        max_ratio: o.max_ratio.filter(|r| r.is_finite()),
        summary: &o.summary,
        obs: obs_assertion(it),
        errors: o
            .errors
            .as_ref()
            .map(|(runs, first)| RunErrorsJson { runs: *runs, first }),
    }
}

/// `costlog analyze --format json`.
#[derive(Serialize)]
pub struct AnalyzeReport {
    /// One entry per predicate and call pattern.
    pub predicates: Vec<AnalyzedPred>,
    /// `name/arity: why` of the assertions that give no call pattern.
    pub not_analysed: Vec<String>,
}

/// The bounds of one predicate under one call pattern.
#[derive(Serialize)]
pub struct AnalyzedPred {
    /// `name/arity`.
    pub predicate: String,
    /// The call pattern as `calls` properties.
    pub calls: String,
    /// Whether the call cannot fail (with the steps resource).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub not_fails: Option<bool>,
    /// Whether the call is deterministic (with the steps resource).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub is_det: Option<bool>,
    /// `R_ub`, `R_lb` and `R_reasons` per resource `R`.
    #[serde(flatten)]
    pub bounds: BTreeMap<String, BoundField>,
}

/// A per-resource field of [`AnalyzedPred`].
#[derive(Serialize)]
#[serde(untagged)]
pub enum BoundField {
    /// A bound as Prolog text (`None`: no finite upper bound).
    Bound(Option<String>),
    /// Why the bound is what it is.
    Reasons(Vec<String>),
}
