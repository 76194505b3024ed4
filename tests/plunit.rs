//! library(plunit) programs (`tests/plunit/`): `run_tests` under `costlog run` must
//! give SWI-Prolog's verdicts (which tests pass, fail, are blocked), its summary
//! and its exit code. The expected figures are SWI-Prolog 9's; where `swipl` is
//! installed, its own run is compared too.

mod common;

use common::{costlog, text};
use std::process::Command;

/// The summary lines of a run (`% 7 tests failed`, `% All 5 tests passed`, ...)
/// and the lines naming a failed test, in order, without timings.
fn verdicts(stderr: &str) -> Vec<String> {
    stderr
        .lines()
        .filter(|l| {
            (l.starts_with("% ") && !l.starts_with("% PL-Unit:")) || l.starts_with("\ttest ")
        })
        .map(|l| {
            // "must fail but succeeded in 0.00 seconds": the time varies.
            let l = l.trim();
            match l.find(" in ") {
                Some(at) if l.ends_with(" seconds") => l[..at].to_string(),
                _ => l.to_string(),
            }
        })
        .collect()
}

fn swipl(args: &[&str]) -> Option<std::process::Output> {
    Command::new("swipl")
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .ok()
}

/// Runs `goal` over `files` in costlog (and swipl where installed); returns
/// costlog's exit code and verdicts.
fn run(files: &[&str], goal: &str) -> (Option<i32>, Vec<String>) {
    let mut args = vec!["run"];
    args.extend(files);
    args.extend(["-g", goal]);
    let out = costlog(&args);
    let got = (out.status.code(), verdicts(&text(&out.stderr)));
    let mut swi_args = vec!["-g", goal, "-t", "halt"];
    swi_args.extend(files);
    if let Some(swi) = swipl(&swi_args) {
        let want = (swi.status.code(), verdicts(&text(&swi.stderr)));
        assert_eq!(
            got,
            want,
            "costlog's run differs from swipl's:\n{}",
            text(&out.stderr)
        );
    } else {
        eprintln!("swipl not installed: compared with the recorded expectations only");
    }
    got
}

#[test]
fn every_outcome_is_judged_as_swi_prolog_judges_it() {
    let (code, verdicts) = run(&["tests/plunit/outcomes.pl"], "run_tests");
    assert_eq!(code, Some(1));
    let tail: Vec<&str> = verdicts.iter().rev().take(2).map(String::as_str).collect();
    assert_eq!(
        tail,
        ["% 15 tests passed", "% 7 tests failed"],
        "{verdicts:?}"
    );
    for failed in [
        "test wrong: wrong answer (compared using =:=)",
        "test bad: failed",
        "test raises: received error: is/2: Arithmetic: `foo/0' is not a function",
        "test noexc: no_exception",
        "test wrongexc: wrong error",
        "test each (forall bindings = [3]): wrong answer (compared using <)",
        "test blk: why",
    ] {
        assert!(
            verdicts.iter().any(|v| v == failed),
            "{failed} missing: {verdicts:?}"
        );
    }
}

#[test]
fn units_of_several_files_all_run_and_can_be_selected() {
    let files = ["tests/plunit/unit_a.pl", "tests/plunit/unit_b.pl"];
    let (code, verdicts) = run(&files, "run_tests");
    assert_eq!(
        (code, verdicts),
        (Some(0), vec!["% All 5 tests passed".to_string()])
    );
    let (code, verdicts) = run(&files, "run_tests(halving:odd)");
    assert_eq!(
        (code, verdicts),
        (Some(0), vec!["% test passed".to_string()])
    );
}

#[test]
fn units_of_a_module_file_run_in_their_module() {
    let (code, verdicts) = run(&["tests/plunit/module_units.pl"], "run_tests");
    assert_eq!(code, Some(1));
    assert_eq!(
        verdicts,
        [
            "test wrong_ctx: wrong error",
            "% doubling 21",
            "% 1 test failed",
            "% 8 tests passed"
        ],
    );
}

#[test]
fn a_blocked_test_leaves_all_out_of_the_summary() {
    let (code, verdicts) = run(&["tests/plunit/blocked_pass.pl"], "run_tests");
    assert_eq!(code, Some(0));
    let last = verdicts.last().map(String::as_str);
    assert_eq!(last, Some("% 2 tests passed"), "{verdicts:?}");
    assert!(
        verdicts.iter().any(|v| v == "test later: not_yet"),
        "{verdicts:?}"
    );
}

#[test]
fn a_setup_that_fails_or_raises_skips_its_unit_or_test_and_the_run_goes_on() {
    let file = "tests/plunit/setup_failures.pl";
    let goal = "run_tests";
    let errors = |stderr: &str| -> Vec<String> {
        let lines = stderr.lines().map(str::trim);
        lines
            .filter(|l| l.starts_with("ERROR") || l.starts_with("error in setup"))
            .map(|l| l.replace(concat!(env!("CARGO_MANIFEST_DIR"), "/"), ""))
            .collect()
    };
    let out = costlog(&["run", file, "-g", goal]);
    let got = (out.status.code(), errors(&text(&out.stderr)));
    if let Some(swi) = swipl(&["-g", goal, "-t", "halt", file]) {
        assert_eq!(got, (swi.status.code(), errors(&text(&swi.stderr))));
    }
    assert_eq!(got.0, Some(0), "{}", text(&out.stderr));
    assert_eq!(
        got.1,
        [
            "ERROR: goal unexpectedly failed: fail",
            "ERROR: PL-Unit: unit b: error in setup: Unknown message: oops",
            "ERROR: goal unexpectedly failed: fail",
            "ERROR: tests/plunit/setup_failures.pl:12:",
            "error in setup: Unknown message: bad",
        ]
    );
    assert_eq!(
        run(&[file], goal),
        (Some(0), vec!["% test passed".to_string()])
    );
}

#[test]
fn cleanups_see_their_setup_bindings_and_their_errors_are_warnings() {
    let file = "tests/plunit/setup_cleanup_bindings.pl";
    let out = costlog(&["run", file, "-g", "run_tests"]);
    let stdout = text(&out.stdout);
    if let Some(swi) = swipl(&["-g", "run_tests", "-t", "halt", file]) {
        assert_eq!(stdout, text(&swi.stdout));
    }
    assert_eq!(stdout, "cleanup(1)\ntest_cleanup(2)\n");
    let stderr = text(&out.stderr);
    let warnings: Vec<&str> = stderr
        .lines()
        .filter(|l| l.starts_with("Warning"))
        .collect();
    assert_eq!(
        warnings,
        [
            "Warning: Unknown message: oops",
            "Warning: Unknown message: bad"
        ]
    );
    assert_eq!(
        run(&[file], "run_tests"),
        (Some(0), vec!["% All 4 tests passed".to_string()])
    );
}
