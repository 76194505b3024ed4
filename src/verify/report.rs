//! Verdict reports: text for people, JSON for tools, SARIF for code scanning.

use super::{DecidedBy, Item};
use crate::cli_support::{color, render_diagnostic};
use costlog_assertions::Status;
use costlog_engine::{Diagnostic, Machine, Severity};
use costlog_rtcheck::{Counterexample, RtResult};
use serde_json::{json, Value};

/// Diagnostic code of a `false` verdict.
const FALSE_ASSERTION: &str = "CV0001";
/// Run-time checking's runs raised errors: the property could not be observed on
/// those inputs (and stays `check`, which `--strict` rejects).
const RUN_ERRORS: &str = "CV0002";

/// The status word of an assertion.
pub fn status_word(s: Status) -> &'static str {
    match s {
        Status::Check => "check",
        Status::Checked => "checked",
        Status::False => "false",
        Status::Trust => "trust",
        Status::True => "true",
        Status::Obs => "obs",
    }
}

fn decided_word(d: DecidedBy) -> &'static str {
    match d {
        DecidedBy::Static => "static",
        DecidedBy::Runtime => "runtime",
        DecidedBy::None => "none",
    }
}

/// `name(A,B)` with the assertion's argument names.
pub fn head_text(it: &Item) -> String {
    let (name, arity) = &it.assertion.pred;
    if *arity == 0 {
        name.clone()
    } else {
        format!("{name}({})", it.assertion.arg_names.join(","))
    }
}

/// The counterexample in words, one line each.
fn counterexample_lines(c: &Counterexample) -> Vec<String> {
    let mut out = vec![format!("counterexample: {} ({} input)", c.goal, c.shape)];
    if !c.sizes.is_empty() {
        let sizes: Vec<String> = c.sizes.iter().map(|(l, v)| format!("{l} = {v}")).collect();
        out.push(format!("sizes: {}", sizes.join(", ")));
    }
    if let Some(b) = c.bound {
        out.push(format!("observed {}, bound {}", c.observed, b));
    }
    if !c.note.is_empty() {
        out.push(c.note.clone());
    }
    out
}

/// The `obs` assertion an observation supports.
pub fn obs_assertion(it: &Item) -> Option<String> {
    match &it.result {
        Some(RtResult::Observed(o)) if it.status == Status::Check => {
            let comment = o.summary.replace('\\', "\\\\").replace('"', "\\\"");
            // Success properties are written as a success assertion, the rest as
            // computational properties of a pred assertion.
            Some(match it.property.strip_prefix("success ") {
                Some(props) if it.rule == "success" => format!(
                    ":- obs success {} => ({props}) # \"{comment}\".",
                    head_text(it)
                ),
                _ => format!(
                    ":- obs pred {} + {} # \"{comment}\".",
                    head_text(it),
                    it.obs_property.as_deref().unwrap_or(&it.property)
                ),
            })
        }
        _ => None,
    }
}

/// The text report: a diagnostic per `false` verdict, a line per verdict, a summary.
pub fn text(m: &Machine, items: &[Item]) -> String {
    let mut out = String::new();
    for it in items.iter().filter(|i| i.status == Status::False) {
        let mut d = Diagnostic::new(
            FALSE_ASSERTION,
            Severity::Error,
            format!("assertion is false: {} {}", head_text(it), it.property),
            Some(it.assertion.file),
            it.assertion.span.clone(),
        );
        if let Some(RtResult::Counterexample(c)) = &it.result {
            d.notes.extend(counterexample_lines(c));
        }
        if let Some(n) = &it.static_note {
            d.notes.push(format!("static analysis: {n}"));
        }
        out.push_str(&render_diagnostic(m, &d, color()));
    }
    for it in items {
        let Some(RtResult::Observed(o)) = &it.result else {
            continue;
        };
        if let Some((errors, first)) = &o.errors {
            let d = Diagnostic::new(
                RUN_ERRORS,
                Severity::Warning,
                format!(
                    "{errors} of {} run-time checking runs raised errors: {} {}",
                    o.runs,
                    head_text(it),
                    it.property
                ),
                Some(it.assertion.file),
                it.assertion.span.clone(),
            )
            .with_note(format!("first error: {first}"));
            out.push_str(&render_diagnostic(m, &d, color()));
        }
    }
    for it in items {
        out.push_str(&format!(
            "{}:{}-{}: {:<7} {} {}  [{}]\n",
            it.path,
            it.lines.0,
            it.lines.1,
            status_word(it.status),
            head_text(it),
            it.property,
            decided_word(it.decided_by)
        ));
        if let Some(n) = &it.static_note {
            out.push_str(&format!("    static analysis: {n}\n"));
        }
        match &it.result {
            Some(RtResult::Observed(_)) if it.status == Status::Check => {
                out.push_str(&format!("    {}\n", obs_assertion(it).unwrap_or_default()));
            }
            Some(RtResult::Untested(why)) => {
                out.push_str(&format!("    not checked at run time: {why}\n"))
            }
            Some(RtResult::Counterexample(c)) => {
                for l in counterexample_lines(c) {
                    out.push_str(&format!("    {l}\n"));
                }
            }
            _ => {}
        }
    }
    let count = |s: Status| items.iter().filter(|i| i.status == s).count();
    out.push_str(&format!(
        "{} properties: {} checked, {} false, {} check\n",
        items.len(),
        count(Status::Checked),
        count(Status::False),
        count(Status::Check)
    ));
    out
}

fn item_json(it: &Item) -> Value {
    let mut v = json!({
        "predicate": format!("{}/{}", it.assertion.pred.0, it.assertion.pred.1),
        "property": it.property,
        "rule": it.rule,
        "status": status_word(it.status),
        "decided_by": decided_word(it.decided_by),
        "file": it.path,
        "line_start": it.lines.0,
        "line_end": it.lines.1,
    });
    match &it.result {
        Some(RtResult::Counterexample(c)) => {
            v["counterexample"] = json!({
                "goal": c.goal,
                "shape": c.shape,
                "sizes": c.sizes.iter().map(|(l, x)| json!({"size": l, "value": x})).collect::<Vec<_>>(),
                "observed": c.observed,
                "bound": c.bound,
                "note": c.note,
            });
        }
        Some(RtResult::Observed(o)) => {
            v["observation"] = json!({
                "runs": o.runs,
                "largest_size": o.largest_size,
                "max_ratio": o.max_ratio.filter(|r| r.is_finite()),
                "summary": o.summary,
                "obs": obs_assertion(it),
            });
            if let Some((count, first)) = &o.errors {
                v["observation"]["errors"] = json!({"runs": count, "first": first});
            }
        }
        Some(RtResult::Untested(why)) => v["not_checked"] = json!(why),
        None => {}
    }
    if let Some(n) = &it.static_note {
        v["static_note"] = json!(n);
    }
    v
}

/// The JSON report.
pub fn json(items: &[Item]) -> String {
    let report = json!({
        "assertions": items.iter().map(item_json).collect::<Vec<_>>(),
        "summary": {
            "checked": items.iter().filter(|i| i.status == Status::Checked).count(),
            "false": items.iter().filter(|i| i.status == Status::False).count(),
            "check": items.iter().filter(|i| i.status == Status::Check).count(),
        }
    });
    format!(
        "{}\n",
        serde_json::to_string_pretty(&report).expect("JSON values serialise")
    )
}

/// The SARIF 2.1.0 report: a rule per property kind, a result per verdict.
pub fn sarif(items: &[Item]) -> String {
    let mut rules: Vec<&str> = items.iter().map(|i| i.rule.as_str()).collect();
    rules.sort_unstable();
    rules.dedup();
    let results: Vec<Value> = items
        .iter()
        .map(|it| {
            let level = match it.status {
                Status::False => "error",
                Status::Check => "warning",
                _ => "none",
            };
            let mut text = format!(
                "{} {} {}",
                status_word(it.status),
                head_text(it),
                it.property
            );
            if let Some(RtResult::Counterexample(c)) = &it.result {
                text.push_str(&format!(": {}", counterexample_lines(c).join("; ")));
            }
            json!({
                "ruleId": it.rule,
                "level": level,
                "message": {"text": text},
                "locations": [{"physicalLocation": {
                    "artifactLocation": {"uri": it.path},
                    "region": {"startLine": it.lines.0, "endLine": it.lines.1}
                }}]
            })
        })
        .collect();
    let report = json!({
        "version": "2.1.0",
        "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
        "runs": [{
            "tool": {"driver": {
                "name": "costlog",
                "version": env!("CARGO_PKG_VERSION"),
                "rules": rules.iter().map(|r| json!({
                    "id": r,
                    "shortDescription": {"text": format!("`{r}` assertion property")}
                })).collect::<Vec<_>>()
            }},
            "results": results
        }]
    });
    format!(
        "{}\n",
        serde_json::to_string_pretty(&report).expect("JSON values serialise")
    )
}
