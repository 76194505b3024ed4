//! Ciao sources as Ciao users write them (issue 18, item 0): the argument-wise
//! star form, Ciao's module and resource directives, and user resources declared
//! with `head_cost`/`literal_cost`, through the real binary on the programs of
//! `tests/data/ciao/`.

use serde_json::Value;
mod common;

use common::{costlog, text};

const DIR: &str = "tests/data/ciao";

/// `costlog verify --format json FILE ARGS`: exit code and the verdicts as
/// (property, status, decided_by), in report order.
fn verdicts(file: &str, args: &[&str]) -> (Option<i32>, Vec<(String, String, String)>) {
    let path = format!("{DIR}/{file}");
    let mut all = vec![
        "verify",
        "--format",
        "json",
        "--budget",
        "0.3",
        path.as_str(),
    ];
    all.extend_from_slice(args);
    let out = costlog(&all);
    let v: Value = serde_json::from_slice(&out.stdout)
        .unwrap_or_else(|e| panic!("{e}: {}{}", text(&out.stdout), text(&out.stderr)));
    let items = v["assertions"].as_array().expect("assertions");
    let field = |it: &Value, k: &str| it[k].as_str().unwrap_or_default().to_string();
    let list = items
        .iter()
        .map(|it| {
            (
                field(it, "property"),
                field(it, "status"),
                field(it, "decided_by"),
            )
        })
        .collect();
    (out.status.code(), list)
}

fn status_of<'a>(list: &'a [(String, String, String)], property: &str) -> (&'a str, &'a str) {
    list.iter()
        .find(|(p, _, _)| p == property)
        .map(|(_, s, by)| (s.as_str(), by.as_str()))
        .unwrap_or_else(|| panic!("no verdict on {property}: {list:?}"))
}

#[test]
fn ciao_directives_load_without_warnings() {
    let out = costlog(&["verify", &format!("{DIR}/directives.pl")]);
    let err = text(&out.stderr);
    assert!(out.status.success(), "{err}");
    for unwanted in ["Error", "Warning", "CL0003", "unknown directive"] {
        assert!(!err.contains(unwanted), "{unwanted} in:\n{err}");
    }
    // size_metric, as a directive and in a comp part, is recorded with a note.
    assert_eq!(err.matches("[CA0010]").count(), 2, "{err}");
    assert!(
        err.contains("size_metric(void) for argument 2 of append/3"),
        "{err}"
    );
    // The module runs: its own append/3 (redefining/1) and the exported regtype.
    let goal = "flat([[a],[b,c]], F), write(F), nl, findall(C, color(C), Cs), write(Cs), nl";
    let out = costlog(&["run", &format!("{DIR}/directives.pl"), "-g", goal]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert_eq!(text(&out.stdout), "[a,b,c]\n[red,blue]\n");
}

#[test]
fn export_adds_to_the_exports_a_module_must_define() {
    let out = costlog(&["verify", &format!("{DIR}/export_missing.pl")]);
    let err = text(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(
        err.contains("exported procedure export_missing:missing/0 is not defined"),
        "{err}"
    );
    // here/0, in the module/3 list and defined, is not reported.
    assert_eq!(err.matches("[CL0010]").count(), 1, "{err}");
}

#[test]
fn star_form_gives_the_verdicts_and_bounds_of_the_explicit_form() {
    let (star_code, star) = verdicts("squares_star.pl", &[]);
    let (explicit_code, explicit) = verdicts("squares_explicit.pl", &[]);
    assert_eq!(star_code, explicit_code);
    let decided = |l: &[(String, String, String)]| -> Vec<(String, String)> {
        l.iter().map(|(p, s, _)| (p.clone(), s.clone())).collect()
    };
    assert_eq!(decided(&star), decided(&explicit));
    // The star form is reported as it reads, property by property.
    assert_eq!(
        status_of(&star, "calls list(Xs, int), ground(Xs), var(Ys)").0,
        "check"
    );
    assert_eq!(
        status_of(&star, "cost(lb, steps, 2*length(L)+3)"),
        ("checked", "static")
    );
    let analyze = |f: &str| {
        let out = costlog(&["analyze", &format!("{DIR}/{f}")]);
        assert!(out.status.success(), "{}", text(&out.stderr));
        text(&out.stdout)
    };
    let bounds = analyze("squares_star.pl");
    assert_eq!(bounds, analyze("squares_explicit.pl"));
    assert!(
        bounds.contains(":- true pred sum_squares(A,B) : (list(A), var(B))\n    + (cost(ub, steps, 2*length(A)+3)"),
        "{bounds}"
    );
}

#[test]
fn false_star_form_assertions_are_reported_false() {
    let (code, list) = verdicts("star_false.pl", &[]);
    assert_eq!(code, Some(1));
    assert_eq!(
        status_of(&list, "cost(ub, steps, length(L))"),
        ("false", "static")
    );
    assert_eq!(status_of(&list, "cost(ub, steps, 1)"), ("false", "static"));
    assert_eq!(status_of(&list, "calls list(L), var(N)").0, "checked");
}

#[test]
fn star_form_with_a_factor_per_argument_too_few_or_too_many_is_an_error_at_the_part() {
    let out = costlog(&["verify", &format!("{DIR}/star_arity.pl")]);
    let err = text(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(
        err.contains(
            "[CA0001] Error: the star form gives 2 argument properties for a predicate of arity 3"
        ),
        "{err}"
    );
    assert!(
        err.contains("star_arity.pl:4:25"),
        "the span of `list * list`: {err}"
    );
    assert!(
        err.contains("the star form gives 4 argument properties"),
        "{err}"
    );
    assert!(err.contains("star_arity.pl:5:17"), "{err}");
}

#[test]
fn user_resources_from_head_and_literal_costs_get_static_bounds() {
    let (code, list) = verdicts("user_resources.pl", &[]);
    assert_eq!(code, Some(1));
    // 2 per head by the directives; 1 per head of walk/2 only, by its comp
    // assertion; res_steps, Ciao's predefined resource, is steps.
    for checked in [
        "cost(ub, hops, 2*length(L)+2)",
        "cost(lb, hops, 2*length(L)+2)",
        "cost(ub, visits, length(L)+1)",
        "cost(ub, res_steps, length(L)+1)",
    ] {
        assert_eq!(
            status_of(&list, checked),
            ("checked", "static"),
            "{checked}"
        );
    }
    assert_eq!(
        status_of(&list, "cost(ub, hops, 2*length(L))"),
        ("false", "static")
    );
    // walk_twice/2's heads cost nothing in `visits`, walk/2's 1: neither a
    // multiple of the steps nor measured at run time.
    assert_eq!(
        status_of(&list, "cost(ub, visits, 2*length(L)+2)"),
        ("check", "none")
    );
}

#[test]
fn user_resources_with_costs_shared_by_every_predicate_are_measured_at_run_time() {
    let (_, list) = verdicts("user_resources.pl", &["--no-static"]);
    assert_eq!(
        status_of(&list, "cost(ub, hops, 2*length(L))"),
        ("false", "runtime")
    );
    assert_eq!(status_of(&list, "cost(ub, hops, 2*length(L)+2)").0, "check");
}
