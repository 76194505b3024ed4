//! `costlog verify --format junit`: JUnit XML for CI servers (GitLab, Jenkins).
//!
//! A test suite per source file, a test case per property: `false` is a failure
//! (message: the verdict; text: the counterexample and the static note), `check` is
//! skipped (message: why it stays undecided, or the assumption it is), the other
//! statuses pass. Each case
//! carries `file` and `line` attributes (what GitLab links to) and properties
//! `status` and `decided_by`.

use super::verdicts::{counterexample_lines, decided_word, head_text, indicator, status_word};
use crate::verify::Item;
use costlog_assertions::Evidence;
use costlog_assertions::Status;
use quick_junit::{NonSuccessKind, Property, Report, TestCase, TestCaseStatus, TestSuite};

/// The JUnit XML report of `items`.
pub fn verify(items: &[Item]) -> String {
    let mut report = Report::new("costlog verify");
    let mut files: Vec<&str> = Vec::new();
    for it in items {
        if !files.contains(&it.path.as_str()) {
            files.push(&it.path);
        }
    }
    for file in files {
        let mut suite = TestSuite::new(file);
        suite.add_test_cases(items.iter().filter(|i| i.path == file).map(test_case));
        report.add_test_suite(suite);
    }
    report
        .to_string()
        .unwrap_or_else(|e| format!("<!-- cannot write JUnit XML: {e} -->\n"))
}

fn test_case(it: &Item) -> TestCase {
    let mut case = TestCase::new(format!("{} {}", head_text(it), it.property), status(it));
    case.set_classname(indicator(it));
    case.extra.insert("file".into(), it.path.as_str().into());
    case.extra
        .insert("line".into(), it.lines.0.to_string().into());
    case.add_properties([
        Property::new("status", status_word(it.status())),
        Property::new("decided_by", decided_word(it.verdict().decided_by())),
    ]);
    case
}

fn status(it: &Item) -> TestCaseStatus {
    match it.status() {
        Status::False => {
            let mut s = TestCaseStatus::non_success(NonSuccessKind::Failure);
            s.set_message(format!(
                "assertion is false: {} {}",
                head_text(it),
                it.property
            ));
            s.set_type("false");
            let mut lines = Vec::new();
            if let Some(c) = it.verdict().counterexample() {
                lines.extend(counterexample_lines(c));
            }
            if let Some(n) = it.trail.analysis() {
                lines.push(format!("static analysis: {n}"));
            }
            if !lines.is_empty() {
                s.set_description(lines.join("\n"));
            }
            s
        }
        Status::Check => {
            let mut s = TestCaseStatus::skipped();
            s.set_message(match (it.verdict().assumption(), it.trail.runtime()) {
                (Some(why), _) => format!("assumed: {why}"),
                (None, Some(Evidence::Untested(why))) => format!("not checked at run time: {why}"),
                (None, Some(Evidence::Observation(o))) => {
                    format!("observed, not proved: {}", o.summary)
                }
                _ => "undecided".to_string(),
            });
            s
        }
        _ => TestCaseStatus::success(),
    }
}
