//! End-to-end tests of where the assertion syntax applies: clauses, goals and `read`
//! see SWI-Prolog's operators only, directives are assertions only when they have an
//! assertion's shape and call no predicate of the program. Each program's output is
//! compared with the expected text and, when `swipl` is installed, with SWI-Prolog's.

mod common;

use common::{costlog, text};
use std::process::Command;

const DIR: &str = "tests/assertion_syntax";

fn swipl_installed() -> bool {
    Command::new("swipl").arg("--version").output().is_ok()
}

/// Runs `goal` after loading `file` in costlog and, when installed, in swipl; both
/// must print `expected` on standard output. Returns costlog's standard error.
fn same_as_swipl(file: &str, goal: &str, expected: &str) -> String {
    let path = format!("{DIR}/{file}");
    let out = costlog(&["run", &path, "-g", goal]);
    let err = text(&out.stderr);
    assert_eq!(out.status.code(), Some(0), "{err}");
    assert_eq!(
        text(&out.stdout),
        expected,
        "costlog on {file}; stderr: {err}"
    );
    if swipl_installed() {
        let swi = Command::new("swipl")
            .args(["-q", "-g", goal, "-t", "halt", &path])
            .current_dir(env!("CARGO_MANIFEST_DIR"))
            .output()
            .expect("swipl runs");
        assert_eq!(text(&swi.stdout), expected, "swipl on {file}");
    } else {
        eprintln!("swipl not installed: {file} checked against the expected text only");
    }
    err
}

fn expected(file: &str) -> String {
    std::fs::read_to_string(format!("{}/{DIR}/{file}", env!("CARGO_MANIFEST_DIR")))
        .expect("expected output")
}

#[test]
fn check_zero_is_defined_and_called_and_assertion_words_are_atoms_in_clauses() {
    let err = same_as_swipl(
        "check_zero.pl",
        "main",
        "check_ran\n-(test,1)\n:-(pred,entry)\n",
    );
    assert!(!err.contains("Warning"), "{err}");
}

#[test]
fn test_minus_one_reads_as_a_difference_in_goals() {
    same_as_swipl(
        "check_zero.pl",
        "X = (test - 1), write_canonical(X), nl, Y = (check - a), print(Y), nl",
        "-(test,1)\ncheck-a\n",
    );
}

#[test]
fn read_term_from_user_code_sees_no_assertion_operators() {
    same_as_swipl(
        "read_terms.pl",
        "main",
        ":-(check,a)\n-(test,1)\n=(-,test)\nsyntax_error\nsyntax_error\n",
    );
}

#[test]
fn directive_calling_the_programs_test_runs_with_a_warning() {
    let err = same_as_swipl("user_test.pl", "true", "test 1\ntest two\n");
    assert_eq!(
        err.matches("Warning: directive runs test/1, which the program defines")
            .count(),
        2,
        "{err}"
    );
    assert!(err.contains("user_test.pl:4:"), "{err}");
    assert!(err.contains("user_test.pl:5:"), "{err}");
}

#[test]
fn predicates_defined_later_in_the_file_count() {
    let err = same_as_swipl("defined_later.pl", "main", "late\n");
    assert!(err.contains("defined_later.pl:4:"), "{err}");
    assert!(err.contains("unknown directive: test(early)"), "{err}");
}

#[test]
fn current_op_lists_swipl_operators() {
    same_as_swipl("current_op.pl", "main", &expected("current_op.expected"));
}

#[test]
fn reader_edge_cases_read_as_in_swipl() {
    same_as_swipl(
        "reader_edges.pl",
        "main",
        &expected("reader_edges.expected"),
    );
}

#[test]
fn assertions_next_to_clauses_using_assertion_words_verify() {
    let err = same_as_swipl("mixed.pl", "main", "=(-,true)\n2\n");
    assert!(!err.contains("Warning"), "{err}");
    let out = costlog(&["verify", "--format", "json", &format!("{DIR}/mixed.pl")]);
    let report: serde_json::Value = serde_json::from_slice(&out.stdout)
        .unwrap_or_else(|e| panic!("{e}: {}{}", text(&out.stdout), text(&out.stderr)));
    assert_eq!(out.status.code(), Some(0), "{report}");
    let assertions = report["assertions"].as_array().expect("assertions");
    let preds: Vec<&str> = assertions
        .iter()
        .filter_map(|a| a["predicate"].as_str())
        .collect();
    for p in ["len/2", "app/3"] {
        assert!(preds.contains(&p), "{p} missing from {report}");
    }
    assert!(
        assertions.iter().all(|a| a["status"] != "false"),
        "{report}"
    );
}
