//! `costlog verify`'s text report: a diagnostic per `false` verdict (and per
//! property whose run-time checking runs raised errors), a line per verdict, a
//! summary.

use super::codes::{FALSE_ASSERTION, RUN_ERRORS};
use super::diagnostic::Secondary;
use super::verdicts::{counterexample_lines, decided_word, head_text, obs_assertion, status_word};
use crate::cli_support::{color, render_diagnostic, render_diagnostic_with};
use crate::verify::Item;
use costlog_assertions::Evidence;
use costlog_assertions::Status;
use costlog_engine::{Diagnostic, Machine, Severity};

/// The text report of `items`, diagnostics rendered against `m`'s sources.
pub fn verify(m: &Machine, items: &[Item]) -> String {
    let mut out = String::new();
    for it in items.iter().filter(|i| i.status() == Status::False) {
        let mut d = Diagnostic::new(
            FALSE_ASSERTION,
            Severity::Error,
            format!("assertion is false: {} {}", head_text(it), it.property),
            Some(it.assertion.file),
            it.assertion.span.clone(),
        );
        if let Some(c) = it.verdict().counterexample() {
            d.notes.extend(counterexample_lines(c));
        }
        if let Some(n) = it.trail.analysis() {
            d.notes.push(format!("static analysis: {n}"));
        }
        if let Some(Evidence::CallSite(c)) = it.trail.runtime() {
            d.notes.push(c.note.clone());
        }
        // The call that violates a calls property, when it is in the same file.
        let site = it
            .verdict()
            .call_site()
            .filter(|c| c.file == it.assertion.file)
            .map(|c| Secondary {
                span: c.span.clone(),
                message: "this call violates it".to_string(),
            });
        out.push_str(&render_diagnostic_with(m, &d, site.as_ref(), color()));
    }
    for it in items {
        let Some(o) = it.observation() else {
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
        out.push_str(&verdict_lines(it));
    }
    let count = |s: Status| items.iter().filter(|i| i.status() == s).count();
    let assumed = items.iter().filter(|i| i.trail.is_assumed()).count();
    out.push_str(&format!(
        "{} properties: {} checked, {} false, {} check{}\n",
        items.len(),
        count(Status::Checked),
        count(Status::False),
        count(Status::Check),
        if assumed > 0 {
            format!(" ({assumed} assumed)")
        } else {
            String::new()
        }
    ));
    out
}

/// One verdict's line and its indented details.
fn verdict_lines(it: &Item) -> String {
    let mut out = format!(
        "{}:{}-{}: {:<7} {} {}  [{}]\n",
        it.path,
        it.lines.0,
        it.lines.1,
        status_word(it.status()),
        head_text(it),
        it.property,
        decided_word(it.verdict().decided_by())
    );
    if let Some(n) = it.trail.analysis() {
        out.push_str(&format!("    static analysis: {n}\n"));
    }
    if let Some(why) = it.verdict().assumption() {
        out.push_str(&format!("    assumed: {why}\n"));
    }
    match it.trail.runtime() {
        Some(Evidence::Observation(_)) if it.status() == Status::Check => {
            out.push_str(&format!("    {}\n", obs_assertion(it).unwrap_or_default()));
        }
        Some(Evidence::Untested(why)) => {
            out.push_str(&format!("    not checked at run time: {why}\n"))
        }
        Some(Evidence::Counterexample(c)) => {
            for l in counterexample_lines(c) {
                out.push_str(&format!("    {l}\n"));
            }
        }
        Some(Evidence::CallSite(c)) => out.push_str(&format!("    {}\n", c.note)),
        _ => {}
    }
    out
}
