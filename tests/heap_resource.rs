//! End-to-end tests of the `heap` resource (cells allocated on the global heap):
//! `cost(_, heap, F)` properties decided by the static analysis, the same
//! properties checked at run time with counterexamples, and `costlog analyze
//! --resource heap`.

mod common;

use common::{costlog, text};
use serde_json::Value;

const FILE: &str = "tests/heap/building.pl";

/// The verify report's items (cost properties only) with the exit code.
fn cost_items(args: &[&str]) -> (Option<i32>, Vec<Value>) {
    let mut all = vec!["verify", "--format", "json", FILE];
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

/// The properties of the file marked `% FALSE`.
fn marked_false() -> Vec<String> {
    let source = std::fs::read_to_string(FILE).expect("readable");
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
    let (code, items) = cost_items(&[]);
    assert_eq!(code, Some(1), "some properties are false");
    let falses = marked_false();
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

#[test]
fn heap_properties_are_checked_at_run_time_with_counterexamples() {
    let (code, items) = cost_items(&["--no-static"]);
    assert_eq!(code, Some(1), "some properties are false");
    let falses = marked_false();
    for it in &items {
        let prop = it["property"].as_str().unwrap_or_default();
        if falses.iter().any(|f| f == prop) {
            assert_eq!(it["status"], "false", "{it}");
            assert_eq!(it["decided_by"], "runtime", "{it}");
            assert!(!it["counterexample"].is_null(), "{it}");
        } else {
            // Observed within the bound: an equation exactly at it.
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
