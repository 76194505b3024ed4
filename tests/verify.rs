//! End-to-end tests of `costlog verify`: statuses, counterexamples, observations,
//! every output format and exit code, malformed assertions, and the seed loops.

use serde_json::Value;
mod common;

use common::{costlog, text};

fn json_report(args: &[&str]) -> (Option<i32>, Vec<Value>) {
    let mut all = vec!["verify", "--format", "json"];
    all.extend_from_slice(args);
    let out = costlog(&all);
    let v: Value = serde_json::from_slice(&out.stdout)
        .unwrap_or_else(|e| panic!("{e}: {}{}", text(&out.stdout), text(&out.stderr)));
    (
        out.status.code(),
        v["assertions"].as_array().expect("assertions").clone(),
    )
}

fn find<'a>(items: &'a [Value], property: &str) -> &'a Value {
    items
        .iter()
        .find(|i| i["property"] == property)
        .unwrap_or_else(|| panic!("no property {property}"))
}

#[test]
fn malformed_assertions_point_at_the_offending_subterm_and_exit_2() {
    let cases = [
        ("bad_resource", "CA0002", "unknown resource", "stepz"),
        ("bad_approx", "CA0003", "unknown approximation", "upper"),
        ("bad_cost_type", "CA0004", "unknown cost type", "sometimes"),
        (
            "bad_variable",
            "CA0005",
            "not an argument of the head",
            "length(B)",
        ),
        (
            "bad_expression",
            "CA0005",
            "unknown function `wibble/1`",
            "wibble(A)",
        ),
        ("undefined_pred", "CA0006", "`q/1` is not defined", "q(A)"),
        (
            "unknown_property",
            "CA0007",
            "unknown property `sorted_list/1`",
            "sorted_list(A)",
        ),
        ("syntax_error", "CL0001", "syntax error", "p([]) :- ."),
    ];
    for (file, code, message, line_text) in cases {
        let out = costlog(&["verify", &format!("tests/verify/{file}.pl")]);
        let err = text(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{file}: {err}");
        assert!(err.contains(&format!("[{code}] Error")), "{file}: {err}");
        assert!(err.contains(message), "{file}: {err}");
        assert!(err.contains(line_text), "{file}: {err}");
    }
}

#[test]
fn usage_and_missing_files_exit_2() {
    assert_eq!(costlog(&["verify"]).status.code(), Some(2));
    let out = costlog(&["verify", "tests/verify/no_such_file.pl"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("cannot read"));
}

/// The numbers of a counterexample call's first argument, `qsort([1,2,3],_)`.
fn first_list(goal: &str) -> Vec<i64> {
    let inner = goal
        .split_once('[')
        .map(|x| x.1)
        .and_then(|r| r.split_once(']'))
        .map(|x| x.0)
        .unwrap_or("");
    inner
        .split(',')
        .filter(|s| !s.is_empty())
        .map(|s| s.parse().expect("a number"))
        .collect()
}

#[test]
fn qsort_nlogn_bound_is_refuted_by_a_sorted_list_shrunk_to_the_empty_one_with_every_seed() {
    for seed in 0..20 {
        let (code, items) = json_report(&[
            "examples/qsort.pl",
            "--no-static",
            "--seed",
            &seed.to_string(),
        ]);
        assert_eq!(code, Some(1));
        let it = find(&items, "cost(ub, steps, length(A)*log(length(A)))");
        assert_eq!(it["status"], "false");
        assert_eq!(it["decided_by"], "runtime");
        assert_eq!(
            (it["line_start"].as_u64(), it["line_end"].as_u64()),
            (Some(6), Some(7))
        );
        let cex = &it["counterexample"];
        // The sweep finds a sorted list (quadratic for quicksort), and shrinking
        // keeps the smallest input that still violates: the empty list, where
        // length(A)*log(length(A)) is 0. The note says what it was shrunk from.
        assert!(
            cex["goal"].as_str().unwrap().starts_with("qsort([],"),
            "seed {seed}: {cex}"
        );
        let note = cex["note"].as_str().unwrap();
        let from = note.split_once(" from ").expect("shrunk from an input").1;
        let list = first_list(from);
        assert!(list.len() >= 2, "seed {seed}: {cex}");
        assert!(
            list.windows(2).all(|w| w[0] <= w[1]) || list.windows(2).all(|w| w[0] >= w[1]),
            "seed {seed}: {cex}"
        );
        assert!(cex["observed"].as_f64() > cex["bound"].as_f64());
    }
}

#[test]
fn text_report_has_the_diagnostic_the_status_lines_and_the_summary() {
    let out = costlog(&["verify", "examples/qsort.pl", "--no-static"]);
    assert_eq!(out.status.code(), Some(1));
    let err_and_out = text(&out.stdout);
    assert!(err_and_out.contains(
        "[CV0001] Error: assertion is false: qsort(A,B) cost(ub, steps, length(A)*log(length(A)))"
    ));
    assert!(err_and_out.contains("counterexample: qsort(["));
    assert!(err_and_out.contains("examples/qsort.pl:6-7: false   qsort(A,B) cost(ub, steps, length(A)*log(length(A)))  [runtime]"));
    assert!(err_and_out
        .contains(":- obs pred qsort(A,B) + cost(ub, steps, length(A)**2 + 3*length(A) + 1) # \""));
    assert!(err_and_out.contains("properties:"), "{err_and_out}");
}

#[test]
fn holding_assertions_exit_0_and_strict_fails_on_check() {
    let out = costlog(&["verify", "examples/all_hold.pl"]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stdout));
    assert!(text(&out.stdout).contains("0 false"));
    assert_eq!(
        costlog(&["verify", "--strict", "examples/all_hold.pl"])
            .status
            .code(),
        Some(1)
    );
}

#[test]
fn json_has_the_documented_fields() {
    let (code, items) = json_report(&["examples/nrev.pl"]);
    assert_eq!(code, Some(0));
    for it in &items {
        for key in [
            "predicate",
            "property",
            "status",
            "decided_by",
            "line_start",
            "line_end",
        ] {
            assert!(!it[key].is_null(), "{key} missing in {it}");
        }
    }
    let ub = find(
        &items,
        "cost(ub, steps, 0.5*length(A)**2 + 1.5*length(A) + 1)",
    );
    assert_eq!(ub["predicate"], "nrev/2");
    // Proved by the static analysis, which says how.
    assert_eq!(ub["status"], "checked");
    assert_eq!(ub["decided_by"], "static");
    assert!(ub["static_note"].as_str().unwrap().contains("term by term"));
    // A success property is checked at run time and observed.
    let success = items.iter().find(|i| i["rule"] == "success").unwrap();
    assert_eq!(success["status"], "check");
    assert!(success["observation"]["obs"].as_str().is_some());
    let test = items.iter().find(|i| i["rule"] == "test").unwrap();
    assert_eq!(test["status"], "checked");
}

#[test]
fn sarif_is_version_2_1_0_with_rules_and_regions() {
    let out = costlog(&["verify", "--format", "sarif", "examples/qsort.pl"]);
    assert_eq!(out.status.code(), Some(1));
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["version"], "2.1.0");
    let run = &v["runs"][0];
    assert_eq!(run["tool"]["driver"]["name"], "costlog");
    let rules: Vec<&str> = run["tool"]["driver"]["rules"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["id"].as_str().unwrap())
        .collect();
    assert!(rules.contains(&"cost") && rules.contains(&"not_fails"));
    let err = run["results"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["level"] == "error")
        .unwrap();
    let region = &err["locations"][0]["physicalLocation"]["region"];
    assert_eq!(
        (region["startLine"].as_u64(), region["endLine"].as_u64()),
        (Some(6), Some(7))
    );
    assert_eq!(
        err["locations"][0]["physicalLocation"]["artifactLocation"]["uri"],
        "examples/qsort.pl"
    );
}

#[test]
fn output_rewrites_statuses_and_adds_obs_leaving_the_rest_unchanged() {
    let dir = std::env::temp_dir().join(format!("costlog-rewrite-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let out_path = dir.join("out.pl");
    let out = costlog(&[
        "verify",
        "tests/verify/rewrite.pl",
        "--output",
        out_path.to_str().unwrap(),
    ]);
    assert_eq!(out.status.code(), Some(1));
    let original = std::fs::read_to_string("tests/verify/rewrite.pl").unwrap();
    let written = std::fs::read_to_string(&out_path).unwrap();
    let lines: Vec<&str> = written.lines().collect();
    assert_eq!(lines[0], original.lines().next().unwrap());
    // A pred is split only where the statuses differ: len's calls (every call of
    // len/2 passes a list and an unbound variable) and its statically proved comp
    // part are all `checked`, one directive; len2's calls, an entry precondition
    // no call reaches, stay `check` and its refuted bound becomes `false`; the
    // run-time observation adds an `obs`.
    assert_eq!(
        lines[1],
        ":- checked pred len(L, N) : (list(L), var(N)) + (cost(eq, steps, length(L) + 1), not_fails)."
    );
    assert_eq!(lines[2], ":- check pred len2(L, N) : (list(L), var(N)).");
    assert!(written.contains(":- false comp len2(L, N) : (list(L), var(N)) + cost(ub, steps, 1)."));
    assert!(
        written.contains(":- obs success len(L,N) => (int(N)) # \""),
        "{written}"
    );
    assert!(
        written.ends_with(original.split_once("\n\n").unwrap().1),
        "{written}"
    );
    // The written program reads back: verifying it again gives the same verdicts.
    let again = costlog(&["verify", out_path.to_str().unwrap()]);
    assert_eq!(again.status.code(), Some(1), "{}", text(&again.stderr));
}

#[test]
fn a_looping_predicate_is_refuted_through_the_step_limit() {
    let (code, items) = json_report(&["tests/verify/looping.pl"]);
    assert_eq!(code, Some(1));
    let it = find(&items, "cost(ub, steps, 10*A + 5)");
    assert_eq!(it["status"], "false");
    assert!(it["counterexample"]["note"]
        .as_str()
        .unwrap()
        .contains("steps limit"));
}

/// Properties of the examples that are false; every other one must never be.
const KNOWN_FALSE: &[&str] = &[
    "cost(ub, steps, length(A)*log(length(A)))",
    "cost(ub, steps, 100*N*N + 1)",
    "cost(ub, steps, 2*N*N + 10)",
    "cost(ub, steps, 2**int(N))",
];

#[test]
fn holding_assertions_of_the_examples_are_never_false_over_100_seeds() {
    let files = [
        "examples/all_hold.pl",
        "examples/nrev.pl",
        "examples/qsort.pl",
        "examples/fib.pl",
        "examples/hanoi.pl",
    ];
    let worker = |half: u64| {
        move || {
            for seed in (0..100u64).filter(|s| s % 2 == half) {
                for f in files {
                    let (_, items) = json_report(&[
                        f,
                        "--seed",
                        &seed.to_string(),
                        "--budget",
                        "0.05",
                        "--max-size",
                        "48",
                    ]);
                    for it in &items {
                        let prop = it["property"].as_str().unwrap();
                        if it["status"] == "false" {
                            assert!(KNOWN_FALSE.contains(&prop), "{f} seed {seed}: {it}");
                        }
                    }
                }
            }
        }
    };
    let a = std::thread::spawn(worker(0));
    let b = std::thread::spawn(worker(1));
    a.join().unwrap();
    b.join().unwrap();
}

#[test]
fn time_ports_components_cost_types_and_user_resources() {
    let (code, items) = json_report(&["tests/verify/resources.pl", "--no-static"]);
    assert_eq!(code, Some(1));
    let expect_false = [
        "cost(ub, exec_time, 1)",
        "cost(ub, lits, length(L))",
        "cost(ub, redo, steps, 1)",
        "non_det",
    ];
    for it in items.iter().filter(|i| i["rule"] != "calls") {
        let prop = it["property"].as_str().unwrap();
        let want = if expect_false.contains(&prop) {
            "false"
        } else {
            "check"
        };
        assert_eq!(it["status"], want, "{it}");
    }
    // The 1 ns bound is refuted by ratio, however widely the measurements of a
    // loaded machine spread.
    let timed = find(&items, "cost(ub, exec_time, 1)");
    assert!(
        timed["counterexample"]["note"]
            .as_str()
            .unwrap()
            .contains("measurements amortised over"),
        "{timed}"
    );
}

/// Every `:- test` of `tests/verify/tests_that_test.pl` gets the verdict written
/// above it (`% expect: checked|false|check`): equations, identities, types and
/// user properties in the success part on every exit, failure, exceptions,
/// solution counts and lists, determinism, `try_sols` and `times`.
#[test]
fn tests_judge_every_expectation_on_every_exit() {
    let file = "tests/verify/tests_that_test.pl";
    let source = std::fs::read_to_string(file).expect("readable");
    let lines: Vec<&str> = source.lines().collect();
    let (code, items) = json_report(&[file]);
    assert_eq!(code, Some(1), "some tests are false");
    let mut seen = 0;
    for (i, line) in lines.iter().enumerate() {
        let Some(expected) = line.strip_prefix("% expect: ") else {
            continue;
        };
        let test_line = i as u64 + 2;
        let item = items
            .iter()
            .find(|it| it["line_start"] == test_line)
            .unwrap_or_else(|| panic!("no verdict for line {test_line}: {}", lines[i + 1]));
        assert_eq!(
            item["status"],
            expected,
            "line {test_line}: {}\n{item:#}",
            lines[i + 1]
        );
        seen += 1;
    }
    assert_eq!(seen, items.len(), "every test has an expectation");
    assert!(seen >= 30);
    // A broken equation reports what was bound.
    let rev = items
        .iter()
        .find(|it| it["line_start"] == 6)
        .expect("line 6");
    let note = rev["counterexample"]["note"].as_str().unwrap_or_default();
    assert!(
        note.contains("B = [c,b,a]") && note.contains("B=[a,b,c]"),
        "{note}"
    );
}

/// Runs that raise errors are reported with a warning (count and first error),
/// in the text and JSON reports, and `--strict` fails on the property.
#[test]
fn errors_during_run_time_checking_are_visible() {
    let file = "tests/verify/run_errors.pl";
    let out = costlog(&["verify", file]);
    let report = text(&out.stdout);
    assert!(report.contains("[CV0002] Warning"), "{report}");
    assert!(report.contains("Unknown procedure: missing/1"), "{report}");
    assert_eq!(out.status.code(), Some(0), "{report}");
    assert_eq!(
        costlog(&["verify", "--strict", file]).status.code(),
        Some(1)
    );
    let (_, items) = json_report(&[file]);
    let cost = items
        .iter()
        .find(|i| i["rule"] == "cost")
        .expect("cost item");
    let errors = &cost["observation"]["errors"];
    assert!(errors["runs"].as_u64().unwrap_or(0) > 0, "{cost:#}");
    assert!(
        errors["first"].as_str().unwrap_or("").contains("missing/1"),
        "{cost:#}"
    );
}

#[test]
fn calls_the_clauses_do_not_show_are_never_checked_by_the_analysis() {
    let (_, items) = json_report(&["tests/verify/hidden_calls.pl"]);
    let costs: Vec<&Value> = items
        .iter()
        .filter(|i| {
            i["property"]
                .as_str()
                .is_some_and(|p| p.starts_with("cost("))
        })
        .collect();
    assert_eq!(costs.len(), 6, "{items:?}");
    for item in costs {
        assert_eq!(item["status"], "false", "{item}");
    }
}

#[test]
fn deterministic_builtins_that_fail_are_never_proved_not_to_fail() {
    let (_, items) = json_report(&["tests/verify/failing_builtins.pl"]);
    let status = |pred: &str, property: &str| status_of(&items, pred, property);
    for pred in ["last_of", "ranks", "has_zero", "biggest", "first_sorted"] {
        assert_eq!(status(pred, "not_fails"), "false", "{pred}");
    }
    assert_eq!(
        status("zero_walk", "cost(lb, steps, length(L) + 2)"),
        "false"
    );
    assert_eq!(status("sorted_sum", "not_fails"), "checked");
    assert_eq!(status("sorted_sum", "cost(lb, steps, 1)"), "checked");
    assert_eq!(status("copied", "not_fails"), "checked");
}

#[test]
fn head_patterns_that_may_not_match_leave_the_later_clauses_in_the_bounds() {
    let (_, items) = json_report(&["tests/verify/head_patterns.pl"]);
    let status = |pred: &str, property: &str| status_of(&items, pred, property);
    // Each claim is false on a small input; static analysis once proved the
    // first three.
    for (pred, property) in [
        ("ones_walked", "cost(lb, steps, 2*length(L) + 3)"),
        ("heads_walked", "cost(lb, steps, 2*length(L) + 3)"),
        ("ones_kept", "cost(lb, steps, 2*length(L) + 2)"),
        ("paint", "cost(ub, steps, 1)"),
    ] {
        assert_eq!(status(pred, property), "false", "{pred} {property}");
    }
    for property in [
        "cost(ub, steps, length(L) + 1)",
        "cost(lb, steps, length(L) + 1)",
        "not_fails",
        "is_det",
    ] {
        assert_eq!(status("ones/", property), "checked", "{property}");
    }
}

/// The status of `property` of the first predicate whose name starts with
/// `pred` in a JSON report's items.
fn status_of(items: &[Value], pred: &str, property: &str) -> Value {
    item_of(items, pred, property)["status"].clone()
}

/// The item of `property` of the first predicate whose name starts with `pred`
/// in a JSON report's items.
fn item_of<'a>(items: &'a [Value], pred: &str, property: &str) -> &'a Value {
    items
        .iter()
        .find(|i| {
            i["property"] == property
                && i["predicate"].as_str().is_some_and(|p| p.starts_with(pred))
        })
        .unwrap_or_else(|| panic!("no {pred} {property} in {items:?}"))
}

#[test]
fn solutions_are_bounded_statically_and_counted_at_run_time() {
    let (_, items) = json_report(&["tests/verify/solutions.pl"]);
    let status = |pred: &str, property: &str| {
        let item = item_of(&items, pred, property);
        (
            item["status"].as_str().unwrap_or_default().to_string(),
            item["decided_by"].as_str().unwrap_or_default().to_string(),
        )
    };
    let checked = |pred: &str, property: &str| {
        assert_eq!(status(pred, property).0, "checked", "{pred} {property}");
    };
    let refuted = |pred: &str, property: &str| {
        assert_eq!(status(pred, property).0, "false", "{pred} {property}");
    };
    checked("keep", "cost(ub, sols, 2**length(L))");
    checked("keep", "cost(lb, sols, 2**length(L))");
    refuted("keep", "cost(ub, sols, length(L) + 1)");
    // A literal after the recursive call runs once per solution of it: no
    // linear bound over all solutions (once wrongly proved).
    refuted("keep", "cost(ub, allsols, steps, 3*length(L) + 1)");
    checked("pairs", "cost(ub, sols, length(L)*length(L))");
    checked("pairs", "cost(lb, sols, length(L)*length(L))");
    checked(
        "pairs",
        "cost(ub, allsols, steps, 2*length(L)*length(L) + 2*length(L) + 1)",
    );
    refuted("pairs", "cost(ub, allsols, steps, 2*length(L) + 1)");
    // More solutions than the inferred upper bound allows: refuted statically.
    assert_eq!(
        status("pairs", "cost(lb, sols, length(L)*length(L) + 1)"),
        ("false".to_string(), "static".to_string())
    );
}

#[test]
fn heap_cells_are_measured_at_run_time() {
    // Without the static analysis (which decides both: tests/heap_resource.rs).
    let (code, items) = json_report(&["tests/verify/heap_runtime.pl", "--no-static"]);
    assert_eq!(code, Some(1));
    let exact = item_of(&items, "app", "cost(ub, heap, 2*length(A))");
    assert_eq!(exact["status"], "check", "{exact}");
    assert!(exact.to_string().contains("1.000"), "{exact}");
    let low = item_of(&items, "app", "cost(ub, heap, length(A))");
    assert_eq!(low["status"], "false", "{low}");
    assert_eq!(low["decided_by"], "runtime", "{low}");
}

/// Compiled yall lambdas (tests/verify/yall_lambdas.pl): the static analysis reads
/// the auxiliary predicates the engine made, so it proves the steps of one
/// auxiliary call per element and charges no lambda term to the heap. Charging
/// one (the clause as written) proved `cost(lb, heap, 1)` on runs that build
/// nothing, a wrong `checked`. Without the analysis the runs confirm every bound.
#[test]
fn compiled_lambdas_are_bounded_as_the_engine_runs_them() {
    let file = "tests/verify/yall_lambdas.pl";
    let (_, items) = json_report(&[file, "--no-cache"]);
    let (_, runs) = json_report(&[file, "--no-cache", "--no-static"]);
    let status = |items: &[Value], pred: &str, property: &str| {
        let item = item_of(items, pred, property);
        let field = |k: &str| item[k].as_str().unwrap_or_default().to_string();
        (field("status"), field("decided_by"))
    };
    let steps = [
        "cost(lb, steps, length(A)+1)",
        "cost(ub, steps, length(A)+1)",
    ];
    let heap_lb = [
        ("evens", "cost(lb, heap, 2*length(A))"),
        ("total", "cost(lb, heap, 4*length(A))"),
    ];
    let statically = ["evens", "scaled", "total"]
        .iter()
        .flat_map(|p| steps.map(|s| (*p, s)))
        .chain(heap_lb);
    for (pred, property) in statically {
        let proved = status(&items, pred, property);
        assert_eq!(
            proved,
            ("checked".into(), "static".into()),
            "{pred} {property}"
        );
        let run = status(&runs, pred, property);
        assert_eq!(run.0, "check", "{pred} {property} at run time: {run:?}");
    }
    let heap_ub = [
        ("evens", "cost(ub, heap, 6*length(A))"),
        ("scaled", "cost(ub, heap, 5*length(A)+2)"),
        ("total", "cost(ub, heap, 4*length(A))"),
    ];
    for (pred, property) in heap_ub {
        let item = item_of(&runs, pred, property);
        assert_eq!(item["status"], "check", "{item}");
        assert!(item.to_string().contains("1.000"), "{item}");
    }
    let no_lambda_term = [
        ("evens", "cost(lb, heap, 1)"),
        ("scaled", "cost(lb, heap, 3)"),
        ("total", "cost(lb, heap, 1)"),
    ];
    for (pred, property) in no_lambda_term {
        assert_eq!(
            status(&items, pred, property).0,
            "false",
            "{pred} {property}"
        );
    }
}

/// A wrong verdict the verdict cross-check found (bench/verdicts): bounds of a call
/// with an input where the predicate's recursion has an output were proved
/// statically although runs violate them.
#[test]
fn false_bounds_of_a_call_binding_what_the_recursion_outputs_are_not_proved() {
    let (_, items) = json_report(&[
        "tests/verify/output_pattern_recursion.pl",
        "--no-cache",
        "--seed",
        "1",
    ]);
    for property in [
        "cost(ub, steps, 2*length(B)+3)",
        "cost(ub, gounif, 0)",
        "cost(ub, vounif, 0)",
    ] {
        let v = find(&items, property);
        assert_eq!(v["status"], "false", "{v}");
    }
    let holds = find(&items, "cost(ub, steps, 0.5*length(A)**2+1.5*length(A)+1)");
    assert_ne!(holds["status"], "false", "{holds}");
    // Violated only by inputs that parse, which run-time checking rarely
    // generates: never proved, at most left undecided.
    for property in ["cost(ub, heap, 7)", "cost(ub, steps, 3)"] {
        let v = find(&items, property);
        assert_ne!(v["status"], "checked", "{v}");
    }
}

/// A wrong verdict the verdict cross-check found: an inferred upper bound below
/// zero where no clause applies refuted a true lower bound, and proved an upper
/// bound below zero.
#[test]
fn bounds_where_no_clause_applies_count_as_zero() {
    let (_, items) = json_report(&[
        "tests/verify/uncovered_sizes.pl",
        "--no-cache",
        "--seed",
        "1",
    ]);
    for property in [
        "cost(lb, nargs, 3*length(A))",
        "cost(lb, viunif, 2*length(A))",
        "cost(ub, nargs, 6*length(A))",
    ] {
        let v = find(&items, property);
        assert_ne!(v["status"], "false", "{v}");
    }
    let below_zero = find(&items, "cost(ub, nargs, 6*length(A)-1)");
    assert_eq!(below_zero["status"], "false", "{below_zero}");
}

/// A wrong verdict the verdict cross-check found: run-time checking measured a
/// tabled call after earlier runs had filled its table, and refuted a true
/// lower bound with a counterexample that costs more on its own.
#[test]
fn tabled_calls_are_measured_on_fresh_tables() {
    let (_, items) = json_report(&["tests/verify/tabled_runs.pl", "--no-cache", "--seed", "1"]);
    let holds = find(&items, "cost(lb, steps, int(A))");
    assert_ne!(holds["status"], "false", "{holds}");
    let fails = find(&items, "cost(ub, steps, int(A))");
    assert_eq!(fails["status"], "false", "{fails}");
}

/// A `rel_cost` share is of all a centre's work: written with a cost type
/// (`redo`, `sol(2)`) it is not decided (it was judged on the whole share and
/// reported `false` of `leaf/1`, which never redoes); without one, or with
/// `allsols`, it is.
#[test]
fn rel_cost_with_a_cost_type_is_not_judged_on_the_whole_share() {
    let (code, items) = json_report(&["tests/verify/relcost_cost_types.pl", "--no-cache"]);
    assert_eq!(code, Some(1));
    for (property, status) in [
        ("rel_cost(ub, redo, steps, 1)", "check"),
        ("rel_cost(ub, sol(2), steps, 1)", "check"),
        ("rel_cost(ub, steps, 1)", "false"),
        ("rel_cost(ub, allsols, steps, 1)", "false"),
    ] {
        let it = find(&items, property);
        assert_eq!(it["status"], status, "{it}");
        if status == "check" {
            let why = it["not_checked"].as_str().unwrap_or_default();
            assert!(why.contains("not of one cost type"), "{it}");
        }
    }
}

/// A recursive call inside a disjunction or an if-then-else makes the number
/// of solutions unknown to the analysis: a constant upper bound is never
/// `checked` of a recursion with N + 1 solutions, and its true lower bound is
/// never `false` (SWI-Prolog's eval.pl `repeat/1` got both wrong); the same
/// recursion written as clauses is still solved exactly.
#[test]
fn solutions_of_a_recursion_inside_a_control_construct_are_not_bounded_by_one_call() {
    let (code, items) = json_report(&["tests/verify/sols_in_control.pl", "--no-cache"]);
    assert_eq!(code, Some(1));
    let by = |pred: &str, property: &str| {
        items
            .iter()
            .find(|i| i["predicate"] == pred && i["property"] == property)
            .unwrap_or_else(|| panic!("no {pred} {property}"))
            .clone()
    };
    for pred in ["repeat/1", "countdown/1"] {
        let lb = if pred == "repeat/1" {
            "cost(lb, sols, 1+int(A))"
        } else {
            "cost(lb, sols, int(A)+1)"
        };
        let ub = if pred == "repeat/1" {
            "cost(ub, sols, 6)"
        } else {
            "cost(ub, sols, 2)"
        };
        let it = by(pred, ub);
        assert_eq!(it["status"], "false", "{it}");
        assert_eq!(it["decided_by"], "runtime", "{it}");
        let it = by(pred, lb);
        assert_eq!(it["status"], "check", "{it}");
    }
    for property in ["cost(ub, sols, int(A)+1)", "cost(lb, sols, int(A)+1)"] {
        let it = by("rep2/1", property);
        assert_eq!(it["status"], "checked", "{it}");
    }
}

/// Counted `rel_cost` shares come from the first run of the entry on the
/// program as loaded (what `costlog profile` shows), also when an `exec_time`
/// share makes more runs, which find what earlier runs left and count
/// differently (a true lower bound was `false`, a false upper bound `check`).
#[test]
fn counted_rel_cost_shares_are_those_of_the_first_run() {
    let (code, items) = json_report(&["tests/verify/relcost_first_run.pl", "--no-cache"]);
    assert_eq!(code, Some(1));
    let lb = find(&items, "rel_cost(lb, steps, 40)");
    assert_eq!(lb["status"], "check", "{lb}");
    assert!(
        lb["observation"]["obs"]
            .as_str()
            .unwrap_or_default()
            .contains("rel_cost(eq, steps, 49.76)"),
        "{lb}"
    );
    let ub = find(&items, "rel_cost(ub, steps, 10)");
    assert_eq!(ub["status"], "false", "{ub}");
    assert_eq!(
        find(&items, "rel_cost(ub, exec_time, 100)")["status"],
        "check"
    );
}

/// The first item of predicate `pred` in a JSON report's items other than its
/// call checks.
fn first_non_call<'a>(items: &'a [Value], pred: &str) -> &'a Value {
    items
        .iter()
        .find(|i| i["predicate"] == pred && i["rule"] != "calls")
        .unwrap_or_else(|| panic!("no {pred}"))
}

/// `forall/2` fails when an action fails: `not_fails` of a predicate made of one
/// is never `checked` (it was, and so was a lower bound on solutions it breaks),
/// while findall/3's is.
#[test]
fn forall_is_not_taken_as_always_succeeding() {
    let (code, items) = json_report(&["tests/verify/forall_fails.pl", "--no-cache"]);
    assert_eq!(code, Some(1));
    let by = |pred: &str| first_non_call(&items, pred).clone();
    for pred in ["pos/1", "q/1"] {
        let it = by(pred);
        assert_eq!(it["status"], "false", "{it}");
        assert_eq!(it["decided_by"], "runtime", "{it}");
    }
    let it = by("all/1");
    assert_eq!(it["status"], "checked", "{it}");
    assert_eq!(it["decided_by"], "static", "{it}");
}

/// findall/3 with its goal written in the clause: the analysis runs the goal's
/// whole search, as the library does, so a true bound on it is proved
/// statically (run-time checking decided it while findall/3 was opaque), and a
/// false one is still `false`.
#[test]
fn findall_is_analysed_through_its_goal() {
    let (code, items) = json_report(&["tests/verify/findall_goal.pl", "--no-cache"]);
    assert_eq!(code, Some(1));
    let by = |pred: &str| first_non_call(&items, pred).clone();
    let it = by("pairs/2");
    assert_eq!(it["status"], "checked", "{it}");
    assert_eq!(it["decided_by"], "static", "{it}");
    assert_eq!(by("pairs_wrong/2")["status"], "false");
}
