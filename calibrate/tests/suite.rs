//! Calibration suites: the bundled suite loads, malformed descriptions are
//! reported with their file and line, goals are instantiated at a size.

mod common;

use costlog_calibrate::suite::{InputKind, Repeat, Suite, SuiteError};
use costlog_engine::Term;
use std::path::{Path, PathBuf};

fn bundled_core() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../calibration-suites/core")
}

fn suite_dir(name: &str, yaml: &str, files: &[(&str, &str)]) -> PathBuf {
    common::suite_dir("suite", name, yaml, files)
}

const P: (&str, &str) = ("p.pl", "p(_).\n");

#[test]
fn the_bundled_core_suite_loads() {
    let suite = Suite::load(&bundled_core()).expect("core suite loads");
    assert_eq!(suite.name, "core");
    assert!(suite.programs.len() >= 12, "{}", suite.programs.len());
    for p in &suite.programs {
        assert!(p.file.is_file(), "{}", p.file.display());
        assert!(!p.description.is_empty(), "{} has no description", p.name);
        assert!(p.sizes(true).len() <= p.sizes(false).len(), "{}", p.name);
        for &size in p.sizes(false) {
            p.goal_at(size).expect("goal instantiates");
        }
    }
}

#[test]
fn goals_bind_the_size_the_repeat_count_and_generated_inputs() {
    let yaml = "programs:\n  - name: p\n    file: p.pl\n    goal: 'q(N, R, L, V, _)'\n    \
                inputs: {L: list, V: var_list}\n    work: 100\n    sizes: [3, 40, 500]\n";
    let suite = Suite::load(&suite_dir("bind", yaml, &[P])).unwrap();
    let p = &suite.programs[0];
    assert_eq!(p.repeat, Repeat::Work(100));
    assert_eq!(
        p.inputs,
        vec![
            ("L".into(), InputKind::List),
            ("V".into(), InputKind::VarList)
        ]
    );
    assert_eq!(
        p.sizes(true),
        &[3, 500],
        "quick sizes default to the first and last"
    );
    let Term::Compound(_, args) = p.goal_at(3).unwrap() else {
        panic!("not a compound goal")
    };
    assert_eq!(args[0], Term::Int(3));
    assert_eq!(args[1], Term::Int(33));
    assert_eq!(args[2], Term::list([1, 2, 3].map(Term::Int)));
    let vars = args[3].list_items().expect("a list");
    assert_eq!(vars.len(), 3);
    let mut ids: Vec<&Term> = vars.into_iter().chain([&args[4]]).collect();
    assert!(ids.iter().all(|t| matches!(t, Term::Var(_))));
    ids.dedup();
    assert_eq!(ids.len(), 4, "fresh variables are distinct");
    assert_eq!(Repeat::Work(100).at(500), 1, "at least one repetition");
}

#[test]
fn a_missing_directory_is_reported() {
    let err = Suite::load(Path::new("/nonexistent/suite")).unwrap_err();
    assert!(matches!(err, SuiteError::NoDir(_)), "{err}");
    assert!(err.to_string().contains("/nonexistent/suite"), "{err}");
}

#[test]
fn malformed_yaml_is_reported_with_its_line() {
    let yaml = "programs:\n  - name: p\n    file: p.pl\n    goal: p(N)\n    sizes: [1, 2\n";
    let err = Suite::load(&suite_dir("syntax", yaml, &[P])).unwrap_err();
    let msg = err.to_string();
    assert!(
        matches!(err, SuiteError::Yaml { line, .. } if line >= 5),
        "{msg}"
    );
    assert!(msg.contains("suite.yaml:"), "{msg}");
}

#[test]
fn unknown_fields_and_missing_fields_are_errors() {
    let typo = "programs:\n  - name: p\n    file: p.pl\n    goal: p(N)\n    size: [1]\n";
    let msg = Suite::load(&suite_dir("typo", typo, &[P]))
        .unwrap_err()
        .to_string();
    assert!(msg.contains("size"), "{msg}");
    assert!(
        msg.contains(":2:") || msg.contains(":3:") || msg.contains(":5:"),
        "{msg}"
    );
    let missing = "programs:\n  - name: p\n    file: p.pl\n    sizes: [1]\n";
    let msg = Suite::load(&suite_dir("missing", missing, &[P]))
        .unwrap_err()
        .to_string();
    assert!(msg.contains("goal"), "{msg}");
}

/// A suite with one program whose entry has `extra` lines; the error message.
fn program_error(name: &str, extra: &str) -> String {
    let yaml = format!("programs:\n  - name: ok\n    file: p.pl\n    goal: p(N)\n    sizes: [1]\n  - name: bad\n{extra}");
    let err = Suite::load(&suite_dir(name, &yaml, &[P])).unwrap_err();
    assert!(matches!(err, SuiteError::Program { line: 6, .. }), "{err}");
    let msg = err.to_string();
    assert!(msg.contains("program `bad`"), "{msg}");
    msg
}

#[test]
fn inconsistent_programs_are_reported_with_their_line() {
    let cases = [
        (
            "nofile",
            "    file: nope.pl\n    goal: p(N)\n    sizes: [1]\n",
            "not found",
        ),
        (
            "badgoal",
            "    file: p.pl\n    goal: 'p(N'\n    sizes: [1]\n",
            "does not parse",
        ),
        (
            "number",
            "    file: p.pl\n    goal: '42'\n    sizes: [1]\n",
            "not callable",
        ),
        (
            "nosizes",
            "    file: p.pl\n    goal: p(N)\n    sizes: []\n",
            "`sizes` is empty",
        ),
        (
            "zero",
            "    file: p.pl\n    goal: p(N)\n    sizes: [0]\n",
            "outside",
        ),
        (
            "both",
            "    file: p.pl\n    goal: p(N)\n    repeat: 2\n    work: 9\n    sizes: [1]\n",
            "not both",
        ),
        (
            "input",
            "    file: p.pl\n    goal: p(N)\n    inputs: {L: list}\n    sizes: [1]\n",
            "not a variable of the goal",
        ),
        (
            "kind",
            "    file: p.pl\n    goal: p(L)\n    inputs: {L: tree}\n    sizes: [1]\n",
            "",
        ),
    ];
    for (name, extra, expected) in cases {
        if name == "kind" {
            // An unknown generator is a YAML (schema) error, still with a line.
            let yaml = format!("programs:\n  - name: bad\n{extra}");
            let msg = Suite::load(&suite_dir(name, &yaml, &[P]))
                .unwrap_err()
                .to_string();
            assert!(msg.contains("tree") && msg.contains("suite.yaml:"), "{msg}");
            continue;
        }
        let msg = program_error(name, extra);
        assert!(msg.contains(expected), "{name}: {msg}");
    }
}

#[test]
fn duplicate_program_names_are_errors() {
    let yaml = "programs:\n  - name: p\n    file: p.pl\n    goal: p(N)\n    sizes: [1]\n  \
                - name: p\n    file: p.pl\n    goal: p(N)\n    sizes: [2]\n";
    let msg = Suite::load(&suite_dir("dup", yaml, &[P]))
        .unwrap_err()
        .to_string();
    assert!(msg.contains("comes earlier"), "{msg}");
}
