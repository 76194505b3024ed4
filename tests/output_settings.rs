//! End-to-end: the output settings every command shares, `-q/--quiet` (no notes;
//! for `run`, no load warnings) and `--color auto|always|never`.

mod common;

use common::{costlog, text};

const NOTE: &str = "note: no platform file";

#[test]
fn the_platform_note_is_said_once_and_quiet_silences_it() {
    // The tests' environment has no platform file: the note is due.
    let out = costlog(&[
        "verify",
        "examples/nrev.pl",
        "tests/data/nrev_time.pl",
        "--budget",
        "0.1",
    ]);
    assert_eq!(
        text(&out.stderr).matches(NOTE).count(),
        1,
        "{}",
        text(&out.stderr)
    );
    for args in [
        &["-q", "verify", "examples/nrev.pl", "--budget", "0.1"][..],
        &["verify", "--quiet", "examples/nrev.pl", "--budget", "0.1"],
        &["analyze", "-q", "examples/nrev.pl"],
    ] {
        let out = costlog(args);
        assert!(out.status.success(), "{args:?}: {}", text(&out.stderr));
        assert_eq!(text(&out.stderr), "", "{args:?}");
    }
}

#[test]
fn quiet_run_leaves_out_load_warnings_but_not_errors() {
    let out = costlog(&["run", "tests/cli/singleton.pl", "-g", "true"]);
    assert!(
        text(&out.stderr).contains("Warning"),
        "{}",
        text(&out.stderr)
    );
    let out = costlog(&["run", "-q", "tests/cli/singleton.pl", "-g", "true"]);
    assert_eq!(text(&out.stderr), "");
    assert_eq!(out.status.code(), Some(0));
}

#[test]
fn color_is_the_user_s_choice() {
    let args = |c: &'static str| {
        [
            "verify",
            "tests/report/example.pl",
            "--budget",
            "0.1",
            "--color",
            c,
        ]
    };
    let escapes = |c| text(&costlog(&args(c)).stdout).matches("\u{1b}[").count();
    // A false verdict is drawn as a diagnostic: coloured when asked, even with
    // NO_COLOR set (the flag is the more specific choice).
    assert!(escapes("always") > 0);
    assert_eq!(escapes("never"), 0);
    // `auto` on a pipe: no colour.
    assert_eq!(escapes("auto"), 0);
    let out = costlog(&["verify", "examples/nrev.pl", "--color", "sometimes"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        text(&out.stderr).contains("always"),
        "{}",
        text(&out.stderr)
    );
}
