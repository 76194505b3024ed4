//! End-to-end tests of `calls` properties in `costlog verify` (issue 16, item 2):
//! decided at the program's call sites, `false` with the violating call's place,
//! not proved through meta-calls, entry preconditions taken as assumptions that
//! `--strict` does not count, and how each format reports them.

use serde_json::Value;
mod common;

use common::{costlog, text};

const DIR: &str = "tests/verify_calls";

/// The calls item of `file` for predicate `pred` (`name/arity`), and the exit code.
fn calls_item(file: &str, pred: &str) -> (Option<i32>, Value) {
    let path = format!("{DIR}/{file}");
    let out = costlog(&["verify", "--format", "json", &path]);
    let v: Value = serde_json::from_slice(&out.stdout)
        .unwrap_or_else(|e| panic!("{e}: {}{}", text(&out.stdout), text(&out.stderr)));
    let item = v["assertions"]
        .as_array()
        .expect("assertions")
        .iter()
        .find(|i| i["rule"] == "calls" && i["predicate"] == pred)
        .unwrap_or_else(|| panic!("no calls item of {pred} in {v:#}"))
        .clone();
    (out.status.code(), item)
}

#[test]
fn one_violating_call_among_several_makes_it_false_at_that_call() {
    let (code, item) = calls_item("one_bad_site.pl", "double/2");
    assert_eq!(item["status"], "false", "{item:#}");
    assert_eq!(item["decided_by"], "static", "{item:#}");
    assert_eq!(item["call_site"]["line"], 11, "the third call: {item:#}");
    let note = item["static_note"].as_str().unwrap_or("");
    assert!(note.contains("`foo` does not satisfy `num(X)`"), "{note}");
    assert_eq!(code, Some(1));
}

#[test]
fn a_bound_argument_where_an_unbound_one_is_required_is_a_violation() {
    let (_, item) = calls_item("bound_output.pl", "half/2");
    assert_eq!(item["status"], "false", "{item:#}");
    assert_eq!(item["call_site"]["line"], 8, "{item:#}");
    assert!(
        item["static_note"]
            .as_str()
            .unwrap_or("")
            .contains("`2` does not satisfy `var(Y)`"),
        "{item:#}"
    );
}

#[test]
fn the_text_report_labels_the_violating_call() {
    let out = costlog(&["verify", &format!("{DIR}/one_bad_site.pl")]);
    let report = text(&out.stdout);
    assert!(report.contains("[CV0001] Error"), "{report}");
    assert!(report.contains("double(foo, C)"), "{report}");
    assert!(report.contains("this call violates it"), "{report}");
}

#[test]
fn every_call_satisfying_it_makes_it_checked_and_strict_passes() {
    for pred in ["sum/2", "sum_acc/3"] {
        let (_, item) = calls_item("all_sites.pl", pred);
        assert_eq!(item["status"], "checked", "{pred}: {item:#}");
        assert_eq!(item["decided_by"], "static", "{pred}: {item:#}");
    }
    let out = costlog(&["verify", "--strict", &format!("{DIR}/all_sites.pl")]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stdout));
}

#[test]
fn a_call_through_a_goal_built_at_run_time_is_not_proved() {
    for (file, why) in [
        ("meta_site.pl", "a goal bound at run time"),
        ("closure_site.pl", "maplist/3 may call user predicates"),
    ] {
        let (code, item) = calls_item(file, "inc/2");
        assert_eq!(item["status"], "check", "{file}: {item:#}");
        assert!(item.get("assumed").is_none(), "{file}: {item:#}");
        let note = item["static_note"].as_str().unwrap_or("");
        assert!(note.contains(why), "{file}: {note}");
        assert_eq!(code, Some(0), "{file}");
        let strict = costlog(&["verify", "--strict", &format!("{DIR}/{file}")]);
        assert_eq!(
            strict.status.code(),
            Some(1),
            "{file}: undecided fails --strict"
        );
    }
}

#[test]
fn an_entry_precondition_no_call_reaches_is_an_assumption_strict_accepts() {
    let (_, item) = calls_item("entry_only.pl", "area/3");
    assert_eq!(item["status"], "check", "{item:#}");
    assert!(
        item["assumed"]
            .as_str()
            .unwrap_or("")
            .contains("no call in the program reaches area/3"),
        "{item:#}"
    );
    let path = format!("{DIR}/entry_only.pl");
    let out = costlog(&["verify", "--strict", &path]);
    let report = text(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{report}");
    assert!(report.contains("assumed: entry precondition"), "{report}");
    assert!(report.contains("(1 assumed)"), "{report}");
}

#[test]
fn arguments_the_caller_may_share_are_not_taken_as_unbound() {
    let (_, p) = calls_item("aliased.pl", "p/2");
    assert!(p.get("assumed").is_some(), "{p:#}");
    let (_, q) = calls_item("aliased.pl", "q/1");
    assert_eq!(q["status"], "check", "{q:#}");
    assert!(q.get("assumed").is_none(), "{q:#}");
    assert!(
        q["static_note"]
            .as_str()
            .unwrap_or("")
            .contains("cannot tell whether argument 1 `Y` satisfies `var(Y)`"),
        "{q:#}"
    );
}

#[test]
fn sarif_reports_false_as_error_with_the_call_and_undecided_as_note() {
    let sarif = |file: &str| -> Value {
        let out = costlog(&["verify", "--format", "sarif", &format!("{DIR}/{file}")]);
        serde_json::from_slice(&out.stdout).expect("sarif")
    };
    let log = sarif("one_bad_site.pl");
    let result = &log["runs"][0]["results"][0];
    assert_eq!(result["level"], "error", "{result:#}");
    let related = &result["relatedLocations"][0]["physicalLocation"];
    assert_eq!(related["region"]["startLine"], 11, "{result:#}");
    let rules = log["runs"][0]["tool"]["driver"]["rules"]
        .as_array()
        .expect("rules");
    assert!(
        rules
            .iter()
            .all(|r| !r["help"]["text"].as_str().unwrap_or("").is_empty()),
        "{rules:#?}"
    );
    for file in ["meta_site.pl", "entry_only.pl"] {
        let log = sarif(file);
        let calls = log["runs"][0]["results"]
            .as_array()
            .expect("results")
            .iter()
            .find(|r| r["ruleId"] == "calls")
            .cloned()
            .expect("calls result");
        assert_eq!(calls["level"], "note", "{file}: {calls:#}");
    }
}

#[test]
fn junit_skips_an_assumption_and_says_so() {
    let out = costlog(&[
        "verify",
        "--format",
        "junit",
        &format!("{DIR}/entry_only.pl"),
    ]);
    let xml = text(&out.stdout);
    assert!(xml.contains("assumed: entry precondition"), "{xml}");
}

#[test]
fn a_call_from_a_directive_is_a_call_site() {
    let (code, item) = calls_item("directive_site.pl", "tag/2");
    assert_eq!(item["status"], "false", "{item:#}");
    assert_eq!(
        item["call_site"]["line"], 9,
        "the initialization goal: {item:#}"
    );
    assert_eq!(code, Some(1));
}

#[test]
fn a_call_a_run_of_an_entry_point_makes_refutes_it_at_the_calling_clause() {
    let (code, item) = calls_item("runtime_site.pl", "sum/2");
    assert_eq!(item["status"], "false", "{item:#}");
    assert_eq!(item["decided_by"], "runtime", "{item:#}");
    assert_eq!(item["call_site"]["line"], 10, "main/2's clause: {item:#}");
    let note = item["call_site"]["note"].as_str().unwrap_or("");
    assert!(
        note.contains("sum([1,2,3,big(4)]"),
        "the smallest violating run: {note}"
    );
    assert!(note.contains("made by clause 1 of main/2"), "{note}");
    assert_eq!(code, Some(1));
    let out = costlog(&["verify", &format!("{DIR}/runtime_site.pl")]);
    let report = text(&out.stdout);
    assert!(report.contains("this call violates it"), "{report}");
    assert!(report.contains("at run time, the call sum("), "{report}");
}

#[test]
fn calls_every_run_satisfies_are_observed_and_written_as_an_obs_calls_assertion() {
    let (code, item) = calls_item("runtime_holds.pl", "sum/2");
    assert_eq!(item["status"], "check", "{item:#}");
    let o = &item["observation"];
    assert!(
        o["summary"].as_str().unwrap_or("").starts_with("held on "),
        "{item:#}"
    );
    let obs = o["obs"].as_str().unwrap_or("");
    assert!(
        obs.starts_with(":- obs calls sum(L,S) : (list(L, int), var(S)) # "),
        "{obs}"
    );
    assert_eq!(code, Some(0));
    // The written program, obs assertion included, verifies again.
    let dir = std::env::temp_dir().join(format!("costlog-calls-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let written = dir.join("out.pl");
    let w = written.to_str().expect("utf-8 path");
    costlog(&["verify", &format!("{DIR}/runtime_holds.pl"), "--output", w]);
    let again = costlog(&["verify", w]);
    assert_eq!(again.status.code(), Some(0), "{}", text(&again.stderr));
    let file = std::fs::read_to_string(&written).expect("written");
    assert_eq!(file.matches(":- obs calls sum(").count(), 1, "{file}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_cut_calls_nothing() {
    let (_, item) = calls_item("cut_site.pl", "pos_sum/3");
    assert_eq!(item["status"], "checked", "{item:#}");
    assert_eq!(item["decided_by"], "static", "{item:#}");
}
