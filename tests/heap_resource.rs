//! End-to-end tests of the `heap` resource (cells allocated on the global heap):
//! `cost(_, heap, F)` properties decided by the static analysis, the same
//! properties checked at run time with counterexamples, and `costlog analyze
//! --resource heap`.

mod common;

use common::{costlog, text};
use serde_json::Value;

const FILE: &str = "tests/heap/building.pl";
/// One variable passed for two outputs: bounded at run time only.
const ALIASING: &str = "tests/heap/aliasing.pl";

/// The verify report's items (cost properties only) on `file` with the exit code.
fn cost_items(file: &str, args: &[&str]) -> (Option<i32>, Vec<Value>) {
    let mut all = vec!["verify", "--format", "json", file];
    all.extend_from_slice(args);
    let out = costlog(&all);
    let v: Value = serde_json::from_slice(&out.stdout)
        .unwrap_or_else(|e| panic!("{e}: {}{}", text(&out.stdout), text(&out.stderr)));
    let items = v["assertions"]
        .as_array()
        .expect("assertions")
        .iter()
        .filter(|i| i["property"].as_str().is_some_and(|p| p.contains("heap")))
        .cloned()
        .collect();
    (out.status.code(), items)
}

/// The properties of `file` marked `% FALSE`.
fn marked_false(file: &str) -> Vec<String> {
    let source = std::fs::read_to_string(file).expect("readable");
    source
        .lines()
        .filter(|l| l.contains("% FALSE"))
        .filter_map(|l| {
            let start = l.find("cost(")?;
            let rest = &l[start..];
            // The property ends at the parenthesis that closes `cost(`.
            let mut depth = 0;
            let end = rest.char_indices().find_map(|(i, c)| {
                match c {
                    '(' => depth += 1,
                    ')' => {
                        depth -= 1;
                        if depth == 0 {
                            return Some(i + 1);
                        }
                    }
                    _ => {}
                }
                None
            })?;
            Some(rest[..end].to_string())
        })
        .collect()
}

#[test]
fn heap_properties_are_decided_statically() {
    let (code, items) = cost_items(FILE, &[]);
    assert_eq!(code, Some(1), "some properties are false");
    let falses = marked_false(FILE);
    assert!(falses.len() >= 3, "{falses:?}");
    assert!(items.len() > falses.len(), "{items:?}");
    for it in &items {
        let prop = it["property"].as_str().unwrap_or_default();
        let want = if falses.iter().any(|f| f == prop) {
            "false"
        } else {
            "checked"
        };
        assert_eq!(it["status"], want, "{it}");
        assert_eq!(it["decided_by"], "static", "{it}");
    }
}

/// Checks verdicts made at run time: the properties `falses` refuted with a
/// counterexample, the others observed within their bounds (an equation
/// exactly at it).
fn assert_run_time_verdicts(items: &[Value], falses: &[String]) {
    for it in items {
        let prop = it["property"].as_str().unwrap_or_default();
        if falses.iter().any(|f| f == prop) {
            assert_eq!(it["status"], "false", "{it}");
            assert_eq!(it["decided_by"], "runtime", "{it}");
            assert!(!it["counterexample"].is_null(), "{it}");
        } else {
            assert_eq!(it["status"], "check", "{it}");
            let ratio = it["observation"]["max_ratio"].as_f64().unwrap_or(f64::NAN);
            assert!(ratio <= 1.0 + 1e-9, "{it}");
            if prop.starts_with("cost(eq") {
                assert!((ratio - 1.0).abs() < 1e-9, "{it}");
            }
        }
    }
}

#[test]
fn heap_properties_are_checked_at_run_time_with_counterexamples() {
    let (code, items) = cost_items(FILE, &["--no-static"]);
    assert_eq!(code, Some(1), "some properties are false");
    assert_run_time_verdicts(&items, &marked_false(FILE));
}

#[test]
fn analyze_bounds_heap_cells() {
    let out = costlog(&["analyze", FILE, "--resource", "heap"]);
    let stdout = text(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{stdout}{}", text(&out.stderr));
    assert!(
        stdout.contains("cost(ub, heap, 2*length(A))")
            && stdout.contains("cost(lb, heap, 2*length(A))"),
        "{stdout}"
    );
}

#[test]
fn one_variable_for_two_outputs_is_decided_at_run_time() {
    // The analysis cannot tell which of the two outputs a call writes: no static
    // upper bound (it once proved the false one), so the run decides.
    let (code, items) = cost_items(ALIASING, &[]);
    assert_eq!(code, Some(1), "the false bound is refuted");
    let falses = marked_false(ALIASING);
    assert_eq!((falses.len(), items.len()), (1, 2), "{items:?}");
    assert!(
        items.iter().all(|it| it["decided_by"] != "static"),
        "{items:?}"
    );
    assert_run_time_verdicts(&items, &falses);
}
