//! Cyclic terms (rational trees) end to end: every builtin of `tests/cyclic/builtins.pl`
//! run in costlog and, when it is installed, in SWI-Prolog (the reference the
//! expected answers come from), under a memory cap and a time limit; and
//! `costlog verify` on predicates that build, unify and return cyclic terms.

use std::process::{Command, Output};

/// Runs `sh -c SCRIPT` from the repository root with a 4 GB address-space cap
/// (a runaway copy must not take the machine down) and a 20 s limit.
fn capped(script: &str) -> Output {
    Command::new("sh")
        .arg("-c")
        .arg(format!("ulimit -v 4000000; exec timeout 20 {script}"))
        .env("NO_COLOR", "1")
        .env("XDG_CONFIG_HOME", "/nonexistent/costlog-tests")
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("sh runs")
}

/// Output with variable numbers (`_123`, `_G123`) replaced by `_G`: the two
/// systems number variables differently.
fn normalize(text: &str) -> String {
    let mut out = String::new();
    let mut prev: Option<char> = None;
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        let starts_var = c == '_' && !prev.is_some_and(|p| p.is_alphanumeric() || p == '_');
        if starts_var
            && chars
                .peek()
                .is_some_and(|d| d.is_ascii_digit() || *d == 'G')
        {
            while chars
                .peek()
                .is_some_and(|d| d.is_ascii_digit() || *d == 'G')
            {
                chars.next();
            }
            out.push_str("_G");
            prev = Some('G');
            continue;
        }
        out.push(c);
        prev = Some(c);
    }
    out
}

/// What SWI-Prolog 9.0.4 prints for each goal of `tests/cyclic/builtins.pl`.
const EXPECTED: &[(&str, &str)] = &[
    ("c_unify", "yes\nno\nyes\nyes\nyes\nyes\nyes\n"),
    ("c_eq", "yes\nyes\nyes\nno\nyes\n"),
    ("c_compare", "<\n>\n<\n=\n<\n5\n1-a\nq3\n"),
    ("c_copy_term", "yes\nyes\nyes\nyes\nyes\nyes\nyes\n"),
    ("c_ground", "yes\nno\nyes\nno\n"),
    ("c_term_variables", "yes\nyes\n[]\n"),
    ("c_acyclic_term", "no\nyes\nno\nno\n"),
    ("c_cyclic_term", "yes\nno\nyes\nyes\n"),
    ("c_write", "@(S_1,[S_1=f(S_1)])\n@(g(S_1,S_2,S_1),[S_1=f(S_1),S_2=[a|S_2]])\n@(h(f(S_1),S_1),[S_1=g(f(S_1))])\n@(S_2,[S_1=g(S_1),S_2=f(S_1,S_2)])\n@(S_1,[S_1=a+S_1])\n"),
    ("c_print", "@(S_1,[S_1=f(S_1,_G)])\n@(S_1,[S_1=[1,2,3|S_1]])\n@(p(k(S_1),k(S_1)),[S_1=f(S_1)])\n_G\n"),
    ("c_writeq", "@(S_1,[S_1='hello world'(S_1)])\n@(S_1,[S_1= -S_1])\n@(S_1,[S_1=[S_1]])\n"),
    ("c_format", "@(S_1,[S_1=f(S_1)]) @(S_1,[S_1=f(S_1)]) @(S_1,[S_1=f(S_1)])\n@(S_1,[S_1=f(S_1)]) b\n@(_G,[=(_G,f(_G))])\n@(S_1,[S_1=f(S_1)])\n"),
    ("c_write_term", "f(f(f(f(f(...)))))\n[1,2,3,1|...]\n@(S_1,[S_1=f(S_1)])\n@(_G,[_G=f(_G)])\n@(_G,[=(_G,f(_G))])\n"),
    ("c_occurs_check", "false\nno\nno\nno\nno\nerror\nerror(occurs_check)\nno\nerror(occurs_check)\nno\nyes\nf(_G)\nno\nyes\n"),
    ("c_assert", "error(representation_error)\nno\nerror(representation_error)\nno\n"),
    ("c_findall", "yes\nyes\nyes\n2\nno\n"),
    ("c_lists", "no\nerror(type_error)\nno\nerror(type_error)\nno\nerror(type_error)\nno\n"),
    ("c_arith", "error(type_error)\nno\n"),
    ("c_big", "yes\nyes\n=\nyes\nyes\nyes\nyes\n>\nyes\nyes\nyes\n"),
];

fn expected(goal: &str) -> &'static str {
    EXPECTED
        .iter()
        .find(|(g, _)| *g == goal)
        .map(|(_, e)| *e)
        .unwrap_or_else(|| panic!("no expectation for {goal}"))
}

/// Runs `goal` of the builtins file in costlog (and in swipl when installed) and
/// compares both with the expected answers.
fn check(goal: &str) {
    let want = expected(goal);
    let bin = env!("CARGO_BIN_EXE_costlog");
    let out = capped(&format!("{bin} run tests/cyclic/builtins.pl -g {goal}"));
    let got = normalize(&String::from_utf8_lossy(&out.stdout));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        out.status.success(),
        "costlog {goal}: {:?}\n{got}{err}",
        out.status
    );
    assert_eq!(got, want, "costlog {goal}\n{err}");
    if Command::new("swipl").arg("--version").output().is_err() {
        eprintln!("swipl not installed: {goal} checked against the recorded answers only");
        return;
    }
    let out = capped(&format!("swipl -g {goal} -t halt tests/cyclic/builtins.pl"));
    let swi = normalize(&String::from_utf8_lossy(&out.stdout));
    assert_eq!(swi, want, "swipl {goal}");
}

#[test]
fn unify() {
    check("c_unify");
}

#[test]
fn equality() {
    check("c_eq");
}

#[test]
fn compare() {
    check("c_compare");
}

#[test]
fn copy_term() {
    check("c_copy_term");
}

#[test]
fn ground() {
    check("c_ground");
}

#[test]
fn term_variables() {
    check("c_term_variables");
}

#[test]
fn acyclic_term() {
    check("c_acyclic_term");
}

#[test]
fn cyclic_term() {
    check("c_cyclic_term");
}

#[test]
fn write() {
    check("c_write");
}

#[test]
fn print() {
    check("c_print");
}

#[test]
fn writeq() {
    check("c_writeq");
}

#[test]
fn format() {
    check("c_format");
}

#[test]
fn write_term_and_write_canonical() {
    check("c_write_term");
}

#[test]
fn occurs_check_flag() {
    check("c_occurs_check");
}

#[test]
fn assert_raises() {
    check("c_assert");
}

#[test]
fn findall() {
    check("c_findall");
}

#[test]
fn list_builtins_reject_cyclic_lists() {
    check("c_lists");
}

#[test]
fn arithmetic_rejects_cyclic_expressions() {
    check("c_arith");
}

#[test]
fn terms_past_the_plain_walk_budget() {
    check("c_big");
}

#[test]
fn verify_runs_predicates_on_cyclic_terms_to_the_end() {
    let bin = env!("CARGO_BIN_EXE_costlog");
    let out = capped(&format!(
        "{bin} verify --no-static --format json tests/cyclic/verify.pl"
    ));
    let text = String::from_utf8_lossy(&out.stdout);
    let err = String::from_utf8_lossy(&out.stderr);
    // A hang would be killed by the time limit (exit 124).
    assert_eq!(out.status.code(), Some(0), "{text}{err}");
    let report: serde_json::Value = serde_json::from_str(&text).expect("json report");
    let items = report["assertions"].as_array().expect("assertions");
    let runs = |pred: &str| {
        items
            .iter()
            .find(|i| i["predicate"] == pred && i["rule"] == "cost")
            .unwrap_or_else(|| panic!("no cost property of {pred}: {text}"))
            .to_string()
    };
    for pred in ["loops/1", "knot/2"] {
        let item = runs(pred);
        assert!(item.contains(" runs, sizes up to "), "{pred}: {item}");
    }
    // Success properties and tests on a cyclic answer stay undecided, never false.
    for rule in ["success", "test"] {
        let item = items
            .iter()
            .find(|i| i["predicate"] == "ring/2" && i["rule"] == rule)
            .unwrap_or_else(|| panic!("no {rule} of ring/2: {text}"));
        assert_eq!(item["status"], "check", "{item}");
    }
}
