//! End-to-end tests of run-time checking's inputs (`costlog verify --no-static` on
//! `tests/rtcheck_inputs/*.pl`, so that only the runs decide): arguments of
//! independent sizes, negative integers where the type allows them, lists of mixed
//! element shapes, and counterexamples shrunk to the smallest input that still
//! violates.

use serde_json::Value;
mod common;

use common::{costlog, text};

/// The JSON verdicts of `file` with `seed`, run-time checking only.
fn verdicts(file: &str, seed: u64) -> Vec<Value> {
    let out = costlog(&[
        "verify",
        &format!("tests/rtcheck_inputs/{file}"),
        "--no-static",
        "--format",
        "json",
        "--seed",
        &seed.to_string(),
    ]);
    let v: Value = serde_json::from_slice(&out.stdout)
        .unwrap_or_else(|e| panic!("{e}: {}{}", text(&out.stdout), text(&out.stderr)));
    v["assertions"].as_array().expect("assertions").clone()
}

/// The verdict on the cost property of `pred`.
fn cost<'a>(items: &'a [Value], pred: &str) -> &'a Value {
    items
        .iter()
        .find(|i| i["predicate"] == pred && i["rule"] == "cost")
        .unwrap_or_else(|| panic!("no cost property of {pred}"))
}

/// Asserts a verdict is `false` on the counterexample `goal` (variables aside),
/// shrunk from a larger input, and returns the counterexample.
fn shrunk_to<'a>(it: &'a Value, goal: &str) -> &'a Value {
    assert_eq!(it["status"], "false", "{it:#}");
    let cex = &it["counterexample"];
    let found = cex["goal"].as_str().unwrap_or_default();
    assert!(found.starts_with(goal), "{found} is not {goal}: {cex:#}");
    assert!(
        cex["shape"].as_str().unwrap().starts_with("shrunk "),
        "{cex:#}"
    );
    assert!(
        cex["note"].as_str().unwrap().contains("shrunk in "),
        "{cex:#}"
    );
    assert!(cex["observed"].as_f64() > cex["bound"].as_f64(), "{cex:#}");
    cex
}

#[test]
fn a_bound_that_fails_only_on_lists_of_different_lengths_is_false_at_the_smallest_pair() {
    for seed in 0..4 {
        let items = verdicts("two_lists.pl", seed);
        let cex = shrunk_to(cost(&items, "both/2"), "both([0],[])");
        assert_eq!(
            (cex["observed"].as_f64(), cex["bound"].as_f64()),
            (Some(4.0), Some(3.0))
        );
        // Independent sizes never refute a bound that holds.
        assert_eq!(cost(&items, "both2/2")["status"], "check", "seed {seed}");
    }
}

#[test]
fn a_bound_that_fails_only_for_negative_integers_is_false_where_int_allows_them() {
    for seed in 0..4 {
        let items = verdicts("negative.pl", seed);
        shrunk_to(cost(&items, "up/1"), "up(-2)");
        let nneg = cost(&items, "up_nneg/1");
        assert_eq!(nneg["status"], "check", "seed {seed}: {nneg:#}");
        assert!(nneg["observation"]["runs"].as_u64() > Some(0));
    }
}

#[test]
fn a_shrunk_counterexample_is_the_shortest_violating_list_of_simplest_elements() {
    for seed in 0..4 {
        let items = verdicts("minimal.pl", seed);
        let cex = shrunk_to(cost(&items, "len/2"), "len([");
        let goal = cex["goal"].as_str().unwrap();
        let inner = &goal["len([".len()..goal.rfind("],").expect("a list first")];
        let elements: Vec<&str> = inner.split(',').collect();
        assert_eq!(elements.len(), 5, "seed {seed}: {goal}");
        for e in elements {
            assert!(
                ["0", "a", "0.0", "[]"].contains(&e) || e.starts_with('_'),
                "seed {seed}: {e} in {goal} is not a simplest element"
            );
        }
        assert_eq!(
            (cex["observed"].as_f64(), cex["bound"].as_f64()),
            (Some(6.0), Some(5.0))
        );
    }
}

#[test]
fn lists_of_any_elements_are_tried_with_mixed_shapes() {
    for seed in 0..4 {
        let items = verdicts("mixed.pl", seed);
        let cex = shrunk_to(cost(&items, "leaves/1"), "leaves([");
        let goal = cex["goal"].as_str().unwrap();
        // Only a compound or a list element costs more than the bound.
        assert!(
            goal["leaves([".len()..].contains(['(', '[']),
            "seed {seed}: {goal}"
        );
        assert_eq!(
            cost(&items, "leaves_int/1")["status"],
            "check",
            "seed {seed}"
        );
    }
}

#[test]
fn the_same_seed_gives_the_same_shrunk_counterexample() {
    for file in ["two_lists.pl", "mixed.pl"] {
        let first = verdicts(file, 7);
        let again = verdicts(file, 7);
        let cex = |items: &[Value]| {
            items
                .iter()
                .map(|i| i["counterexample"].clone())
                .collect::<Vec<_>>()
        };
        assert_eq!(cex(&first), cex(&again), "{file}");
    }
}
