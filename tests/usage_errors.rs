//! End-to-end tests of usage and input errors: each is exit 2 with a diagnostic
//! that points at the offending text (a `--goal`, a sub-term of an assertion, a
//! character of the file), and long lines are cut to a window around the span.

mod common;

use common::{costlog, text};
use std::fs;
use std::path::PathBuf;

/// Runs `costlog ARGS`; requires exit 2 and returns standard error.
fn usage_error(args: &[&str]) -> String {
    let out = costlog(args);
    let err = text(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
    assert!(out.stdout.is_empty(), "{args:?}: {}", text(&out.stdout));
    err
}

/// Requires every piece in `err`.
fn says(err: &str, pieces: &[&str]) {
    for p in pieces {
        assert!(err.contains(p), "missing {p:?} in:\n{err}");
    }
}

/// A file in a fresh directory of the temporary directory.
fn scratch_file(name: &str, bytes: &[u8]) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("costlog-usage-{}", std::process::id()));
    fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    fs::write(&path, bytes).unwrap();
    path
}

const ENTRY: &str = "tests/usage_errors/rel_cost_entry.pl";

#[test]
fn an_unknown_or_unparsable_goal_is_a_usage_error_at_its_span() {
    let err = usage_error(&["verify", ENTRY, "--goal", "nosuch"]);
    says(
        &err,
        &["[CV0003] Error", "`nosuch/0`", "--goal:1:1", "1 │ nosuch"],
    );
    let err = usage_error(&["verify", ENTRY, "--goal", "main("]);
    says(&err, &["[CV0003] Error", "does not parse", "--goal:1:5"]);
    let err = usage_error(&["verify", ENTRY, "--goal", "main, \\+ nope(1)"]);
    says(&err, &["`nope/1`", "--goal:1:10"]);
    // The same goals, defined, run: `main` and a builtin after it.
    let out = costlog(&["verify", ENTRY, "--goal", "main, true"]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
}

#[test]
fn bounds_that_cannot_mean_anything_are_malformed_assertions() {
    let cases = [
        ("divide_by_zero", "CA0005", "division by zero", "(2-2)"),
        (
            "percent_too_large",
            "CA0005",
            "a number from 0 to 100",
            "150",
        ),
        ("percent_negative", "CA0005", "a number from 0 to 100", "-5"),
        ("empty_pred", "CA0001", "empty assertion", ":- pred."),
        (
            "empty_checked",
            "CA0001",
            "empty assertion",
            ":- checked comp.",
        ),
    ];
    for (file, code, message, line) in cases {
        let err = usage_error(&["verify", &format!("tests/usage_errors/{file}.pl")]);
        says(&err, &[&format!("[{code}] Error"), message, line]);
    }
}

#[test]
fn a_budget_must_be_a_finite_positive_number_of_seconds() {
    for bad in ["nan", "inf", "0", "-1", "soon"] {
        let err = usage_error(&["verify", ENTRY, &format!("--budget={bad}")]);
        says(&err, &["--budget", "a number of seconds above 0"]);
    }
    let out = costlog(&["verify", ENTRY, "--budget", "0.25"]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
}

#[test]
fn an_error_on_a_long_line_shows_a_window_around_its_span() {
    let items = vec!["1"; 500_000].join(",");
    let src = format!("p(_).\nq([{items}] oops).\n");
    let path = scratch_file("long_line.pl", src.as_bytes());
    let err = usage_error(&["verify", path.to_str().unwrap()]);
    says(
        &err,
        &[
            "[CL0001] Error",
            "oops",
            "long line: the excerpt shows columns",
        ],
    );
    assert!(err.len() < 2_000, "{} bytes of diagnostics", err.len());
}

#[test]
fn a_byte_order_mark_is_accepted_and_invalid_utf8_is_located() {
    let bom = scratch_file("bom.pl", b"\xef\xbb\xbfp(_).\n:- pred p(A) + not_fails.\n");
    let out = costlog(&["verify", bom.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert!(text(&out.stdout).contains("p(A) not_fails"));
    let bad = scratch_file(
        "latin1.pl",
        b"p(_).\n:- pred p(A) + not_fails.\n% caf\xe9\n",
    );
    let err = usage_error(&["verify", bad.to_str().unwrap()]);
    says(&err, &["invalid UTF-8 at line 3 (byte offset 37)"]);
}

#[test]
fn undefined_escapes_and_float_overflow_are_syntax_errors_as_in_swi_prolog() {
    let err = usage_error(&["verify", "tests/usage_errors/bad_escape.pl"]);
    says(&err, &["undefined escape sequence \\z", "2:13"]);
    let err = usage_error(&["verify", "tests/usage_errors/float_overflow.pl"]);
    says(&err, &["float overflow", "2:3"]);
}
