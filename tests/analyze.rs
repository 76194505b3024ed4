//! End-to-end tests of `costlog analyze` and of static verdicts in `costlog verify`.

use serde_json::Value;
mod common;

use common::{costlog, text};

#[test]
fn analyze_prints_true_pred_assertions() {
    let out = costlog(&["analyze", "examples/nrev.pl"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let t = text(&out.stdout);
    assert!(
        t.contains(":- true pred nrev(A,B) : (list(A), var(B))\n    + (cost(ub, steps, 0.5*length(A)**2+1.5*length(A)+1), cost(lb, steps, 0.5*length(A)**2+1.5*length(A)+1), not_fails, is_det)."),
        "{t}"
    );
    assert!(
        t.contains(":- true pred app(A,B,C) : (list(A), list(B), var(C))"),
        "{t}"
    );
}

#[test]
fn analyze_says_why_a_bound_is_inf() {
    let out = costlog(&["analyze", "analyzer/tests/corpus/ackermann.pl"]);
    let t = text(&out.stdout);
    assert!(t.contains("cost(ub, steps, inf)"), "{t}");
    assert!(
        t.lines().any(|l| l.starts_with("%   ")),
        "a reason follows: {t}"
    );
}

#[test]
fn analyze_bounds_unification_components() {
    let out = costlog(&[
        "analyze",
        "examples/nrev.pl",
        "--resource",
        "nargs",
        "--resource",
        "vounif",
    ]);
    assert!(out.status.success());
    let t = text(&out.stdout);
    // CiaoPP's figures for append with the first two arguments bound.
    assert!(
        t.contains("cost(ub, nargs, 3*length(A)+3), cost(lb, nargs, 3*length(A)+3)"),
        "{t}"
    );
    assert!(t.contains("cost(ub, vounif, 2*length(A)+1)"), "{t}");
}

#[test]
fn analyze_json_lists_bounds() {
    let out = costlog(&["analyze", "examples/qsort.pl", "--format", "json"]);
    assert!(out.status.success());
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    let qsort = v["predicates"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["predicate"] == "qsort/2")
        .unwrap();
    assert_eq!(qsort["steps_ub"], "1.5*length(A)**2+2.5*length(A)+1");
    assert_eq!(qsort["steps_lb"], "length(A)+1");
    assert_eq!(qsort["not_fails"], true);
}

#[test]
fn analyze_rejects_bad_input() {
    let out = costlog(&["analyze", "examples/nrev.pl", "--resource", "exec_time"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("costlog calibrate"));
    let out = costlog(&["analyze", "tests/verify/missing.pl"]);
    assert_eq!(out.status.code(), Some(2));
    let out = costlog(&["analyze", "tests/verify/bad_expression.pl"]);
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn verify_decides_statically_first_with_a_witness() {
    let out = costlog(&["verify", "examples/hanoi.pl", "--format", "json"]);
    assert_eq!(out.status.code(), Some(1));
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    let items = v["assertions"].as_array().unwrap();
    let find = |p: &str| items.iter().find(|i| i["property"] == p).unwrap();
    let exact = find("cost(eq, steps, 2**(N+1) - 1)");
    assert_eq!(exact["status"], "checked");
    assert_eq!(exact["decided_by"], "static");
    let quad = find("cost(ub, steps, 100*N*N + 1)");
    assert_eq!(quad["status"], "false");
    assert_eq!(quad["decided_by"], "static");
    let note = quad["static_note"].as_str().unwrap();
    assert!(
        note.contains("N = 14") && note.contains("lower bound is 32767"),
        "{note}"
    );
    // Bounds outside the symbolic forms (n·log n) are refuted numerically.
    let out = costlog(&["verify", "examples/qsort.pl", "--format", "json"]);
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    let items = v["assertions"].as_array().unwrap();
    let nlogn = items
        .iter()
        .find(|i| i["property"] == "cost(ub, steps, length(A)*log(length(A)))")
        .unwrap();
    assert_eq!(
        (&nlogn["status"], &nlogn["decided_by"]),
        (&"false".into(), &"static".into())
    );
    // An undecided bound says where the inferred bound proves it, then runs.
    let quad = items
        .iter()
        .find(|i| i["property"] == "cost(ub, steps, length(A)**2 + 3*length(A) + 1)")
        .unwrap();
    assert_eq!(quad["status"], "check");
    assert!(
        quad["static_note"]
            .as_str()
            .unwrap()
            .contains("sizes 0..1 of length(A) only"),
        "{quad}"
    );
    assert!(quad["observation"].is_object());
    // The text report shows it under the assertion's lines.
    let out = costlog(&["verify", "examples/hanoi.pl"]);
    let t = text(&out.stdout);
    assert!(t.contains("Note: static analysis: at N = 14"), "{t}");
}

#[test]
fn analyze_prints_the_new_bound_forms() {
    let run = |file: &str, extra: &[&str]| {
        let mut args = vec!["analyze", file];
        args.extend_from_slice(extra);
        let out = costlog(&args);
        assert!(out.status.success(), "{}", text(&out.stderr));
        text(&out.stdout)
    };
    // Halving: logarithms.
    let t = run("analyzer/tests/corpus/halving.pl", &[]);
    assert!(t.contains("cost(ub, steps, log(A)+2)"), "{t}");
    // Two decreasing inputs: the least of two upper bounds.
    let t = run("analyzer/tests/corpus/zip.pl", &[]);
    assert!(
        t.contains("cost(ub, steps, min(length(A),length(B))+1)"),
        "{t}"
    );
    // Enumeration: to the first solution, then over all of them.
    let t = run("analyzer/tests/corpus/append.pl", &[]);
    assert!(
        t.contains("cost(ub, steps, 1), cost(ub, allsols, steps, 2*length(C)+1)"),
        "{t}"
    );
    // The golden ratio, and builtin calls as a resource.
    let t = run(
        "examples/fib.pl",
        &["--resource", "steps", "--resource", "builtins"],
    );
    assert!(t.contains("1.61803398875**A"), "{t}");
    assert!(t.contains("cost(ub, builtins, "), "{t}");
    // Arithmetic operations and choice points, exact: hanoi's `N1 is N - 1` in each
    // of its 2**A-1 recursive calls, and a choice point per call (the integer first
    // argument matches both clauses; the first one's cut removes it at 0).
    let t = run(
        "calibration-suites/evaluation/hanoi.pl",
        &["--resource", "arith", "--resource", "choicepoints"],
    );
    assert!(
        t.contains("cost(ub, choice_points, 2**A), cost(lb, choice_points, 2**A)"),
        "{t}"
    );
    assert!(
        t.contains("cost(ub, arith, 2**A-1), cost(lb, arith, 2**A-1)"),
        "{t}"
    );
    // Horner's rule: two operations per coefficient, and no choice point (the
    // first argument indexes the clauses).
    let t = run(
        "calibration-suites/evaluation/evpol.pl",
        &["--resource", "arith", "--resource", "choicepoints"],
    );
    assert!(
        t.contains("cost(ub, arith, 2*length(A)), cost(lb, arith, 2*length(A))"),
        "{t}"
    );
    assert!(t.contains("cost(ub, choice_points, 0)"), "{t}");
}

#[test]
fn the_issues_static_verdicts_on_nrev_and_hanoi() {
    let report = |file: &str| {
        let out = costlog(&["verify", file, "--format", "json"]);
        assert_eq!(out.status.code(), Some(1), "false properties were found");
        let v: Value = serde_json::from_slice(&out.stdout).unwrap();
        v["assertions"].as_array().unwrap().clone()
    };
    let mut items = report("tests/verify/static_claims.pl");
    items.extend(report("examples/hanoi.pl"));
    let verdict = |p: &str| {
        let i = items
            .iter()
            .find(|i| i["property"] == p)
            .unwrap_or_else(|| panic!("no {p}"));
        assert_eq!(i["decided_by"], "static", "{i}");
        (
            i["status"].as_str().unwrap().to_string(),
            i["static_note"].as_str().unwrap_or("").to_string(),
        )
    };
    let (s, _) = verdict("cost(ub, steps, 0.5*length(A)**2 + 1.5*length(A) + 1)");
    assert_eq!(s, "checked");
    // The smallest witness of each false bound.
    let (s, why) = verdict("cost(ub, steps, 10*length(A))");
    assert_eq!(s, "false");
    assert!(why.contains("at length(A) = 0"), "{why}");
    let (s, why) = verdict("cost(ub, steps, length(A)**2)");
    assert_eq!(s, "false");
    assert!(why.contains("at length(A) = 0"), "{why}");
    let (s, why) = verdict("cost(ub, steps, 2**int(N))");
    assert_eq!(s, "false");
    assert!(why.contains("at N = 1"), "{why}");
    let (s, _) = verdict("cost(ub, steps, 2**(int(N)+1))");
    assert_eq!(s, "checked");
}

#[test]
fn trust_assertions_replace_the_inferred_bounds() {
    // ext/2 is foreign code described only by its trust assertion; slow/1 is
    // defined (2 steps) but trusted at 7.
    let out = costlog(&["analyze", "tests/verify/trust.pl"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let t = text(&out.stdout);
    assert!(
        t.contains("twice(A,B) : (list(A), var(B))\n    + (cost(ub, steps, 4*length(A)+3), cost(lb, steps, 3), not_fails, is_det)"),
        "{t}"
    );
    assert!(
        t.contains("slow(A) : gnd(A)\n    + (cost(ub, steps, 7)"),
        "{t}"
    );
    assert!(
        t.contains("use_slow(A) : gnd(A)\n    + (cost(ub, steps, 8)"),
        "{t}"
    );
    // verify decides the callers' assertions with them, before anything runs
    // (which would fail: ext/2 does not exist here).
    let out = costlog(&["verify", "tests/verify/trust.pl", "--format", "json"]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stdout));
    assert_checked_statically(
        &out.stdout,
        &[
            ("twice/2", "cost(ub, steps, 4*length(A) + 3)"),
            ("use_slow/1", "cost(ub, steps, 8)"),
            ("slow_list/1", "cost(ub, steps, 8)"),
        ],
    );
}

#[test]
fn ciao_type_tests_are_tests_and_int_enumerates_when_unbound() {
    // The program runs: its Ciao packages make atm/1, int/1 ... callable.
    let out = costlog(&[
        "run",
        "tests/data/ciao_type_tests.pl",
        "-g",
        "atoms([a,1,b], N), write(N), nl, classify(2.5, K), write(K), nl",
    ]);
    assert_eq!(text(&out.stdout), "2\nnum\n", "{}", text(&out.stderr));
    let out = costlog(&[
        "verify",
        "tests/data/ciao_type_tests.pl",
        "--format",
        "json",
        "--budget",
        "0.2",
    ]);
    let v: Value = serde_json::from_slice(&out.stdout).expect("json report");
    let status = |p: &str| {
        v["assertions"]
            .as_array()
            .expect("assertions")
            .iter()
            .find(|i| i["property"] == p)
            .map(|i| {
                (
                    i["status"].as_str().unwrap_or("").to_string(),
                    i["decided_by"].as_str().unwrap_or("").to_string(),
                )
            })
            .unwrap_or_else(|| panic!("no {p}: {v}"))
    };
    assert_eq!(
        status("cost(ub, steps, 2*length(L)+1)"),
        ("checked".into(), "static".into())
    );
    assert_eq!(
        status("cost(ub, steps, 4)"),
        ("checked".into(), "static".into())
    );
    assert_eq!(
        status("cost(lb, steps, length(L)+1)"),
        ("checked".into(), "static".into())
    );
    assert_ne!(status("cost(ub, allsols, steps, 5)").0, "checked");
}

#[test]
fn trusts_apply_per_call_pattern_and_bind_outputs() {
    // Two trusts of kind/2 share the pattern `gnd` but not the type test: the
    // call with an atom used to get the integer's bounds (lb 4 was `false`).
    let out = costlog(&[
        "verify",
        "analyzer/tests/corpus/trust_patterns.pl",
        "--format",
        "json",
        "--no-cache",
    ]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stdout));
    assert_checked_statically(
        &out.stdout,
        &[
            ("on_int/1", "cost(lb, steps, 2)"),
            ("on_atom/1", "cost(ub, steps, 4)"),
            ("on_atom/1", "cost(lb, steps, 4)"),
        ],
    );
    // A trusted success size bounds the loop over the output.
    let out = costlog(&["analyze", "analyzer/tests/corpus/trust_library.pl"]);
    let t = text(&out.stdout);
    assert!(
        t.contains("incs(A,B) : (list(A), var(B))\n    + (cost(ub, steps, 2*length(A)+2), cost(lb, steps, 2*length(A)+2), not_fails, is_det)"),
        "{t}"
    );
    // A call no trust covers: the predicate is unknown there, and says why.
    let out = costlog(&["analyze", "tests/verify/trust_other_call.pl"]);
    let t = text(&out.stdout);
    assert!(
        t.contains("%   ext/2 is trusted for other calls only: not for `(gnd(A), var(B))`"),
        "{t}"
    );
}

/// Fails unless each (predicate, property) of the JSON report `json` of
/// `costlog verify` is `checked` by the static analysis.
fn assert_checked_statically(json: &[u8], expected: &[(&str, &str)]) {
    let v: Value = serde_json::from_slice(json).unwrap();
    let items = v["assertions"].as_array().unwrap();
    for (pred, property) in expected {
        let item = items
            .iter()
            .find(|i| i["property"] == *property && i["predicate"] == *pred)
            .unwrap_or_else(|| panic!("{pred} {property}: {items:?}"));
        assert_eq!(
            (&item["status"], &item["decided_by"]),
            (&"checked".into(), &"static".into()),
            "{item}"
        );
    }
}
