//! End-to-end: loops over numbers the program computes (issue 18). The bound of
//! a countdown over a computed number is never taken from the size of the input
//! it was computed from, so true lower bounds are not reported false and the
//! linear upper bound that was inferred for a cubic cost is gone.

use serde_json::Value;
mod common;

use common::{costlog, text};

const FILE: &str = "tests/verify/computed_value.pl";

/// The status of every property of `pred` in `verify --format json FILE`, with
/// what decided it.
fn statuses(pred: &str) -> Vec<(String, String)> {
    let out = costlog(&["verify", "--format", "json", FILE]);
    let v: Value = serde_json::from_slice(&out.stdout)
        .unwrap_or_else(|e| panic!("{e}: {}{}", text(&out.stdout), text(&out.stderr)));
    v["assertions"]
        .as_array()
        .expect("assertions")
        .iter()
        .filter(|a| a["predicate"] == pred)
        .map(|a| {
            (
                a["property"].as_str().unwrap_or_default().to_string(),
                format!(
                    "{} {}",
                    a["status"].as_str().unwrap_or_default(),
                    a["decided_by"].as_str().unwrap_or_default()
                ),
            )
        })
        .collect()
}

fn status<'a>(all: &'a [(String, String)], property: &str) -> &'a str {
    all.iter()
        .find(|(p, _)| p == property)
        .map(|(_, s)| s.as_str())
        .unwrap_or_else(|| panic!("no property {property} in {all:?}"))
}

#[test]
fn true_bounds_over_computed_numbers_are_proved_and_linear_ones_refuted() {
    // The computed numbers are sized exactly (N(N+1)(2N+1)/6 and N*N), so every
    // verdict is static.
    for pred in ["main_sumsq/1", "main_square/1"] {
        let all = statuses(pred);
        assert_eq!(status(&all, "cost(lb, steps, N*N)"), "checked static");
        assert_eq!(status(&all, "cost(ub, steps, N + 3)"), "false static");
    }
    let sumsq = statuses("main_sumsq/1");
    assert_eq!(
        status(&sumsq, "cost(ub, steps, N*N*N + 10*N + 10)"),
        "checked static"
    );
    let square = statuses("main_square/1");
    assert_eq!(
        status(&square, "cost(ub, steps, N*N + 3)"),
        "checked static"
    );
}

#[test]
fn analyze_takes_no_bound_from_the_input_of_a_computed_number() {
    let out = costlog(&["analyze", FILE]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let t = text(&out.stdout);
    let main = t
        .split(":- true pred ")
        .find(|p| p.starts_with("main_sumsq(A)"))
        .unwrap_or_else(|| panic!("no main_sumsq/1 in {t}"));
    // Before issue 18 was fixed: `cost(ub, steps, A+3)` for a cubic cost.
    assert!(!main.contains("cost(ub, steps, A+3)"), "{main}");
    // sumsq/3 itself is linear in N whatever its accumulator holds.
    assert!(
        t.contains(":- true pred sumsq(A,B,C) : (int(A), int(B), var(C))\n    + (cost(ub, steps, A+1), cost(lb, steps, A+1), not_fails, is_det)."),
        "{t}"
    );
}
