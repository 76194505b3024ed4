//! End-to-end tests of `costlog calibrate`: a quick calibration writes a platform
//! file the readers accept; missing and malformed suites and failing calibration
//! programs are clear errors (exit 2).

mod common;

use common::{costlog, text};
use costlog_calibrate::platform::Platform;
use std::path::PathBuf;

fn tmp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir()
        .join(format!("costlog-calibrate-{}", std::process::id()))
        .join(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// A suite directory with `suite.yaml` = `yaml` and the Prolog files given.
fn suite(name: &str, yaml: &str, files: &[(&str, &str)]) -> PathBuf {
    let dir = tmp_dir(name);
    std::fs::write(dir.join("suite.yaml"), yaml).unwrap();
    for (f, t) in files {
        std::fs::write(dir.join(f), t).unwrap();
    }
    dir
}

#[test]
fn quick_calibration_writes_a_valid_platform_file() {
    let out_file = tmp_dir("quick").join("sub/platform.yaml");
    let out = costlog(&[
        "calibrate",
        "--quick",
        "--output",
        out_file.to_str().unwrap(),
    ]);
    let stdout = text(&out.stdout);
    assert!(out.status.success(), "{}{}", stdout, text(&out.stderr));
    assert!(
        text(&out.stderr).is_empty(),
        "no progress bar off a terminal"
    );
    assert!(stdout.contains("condition number"), "{stdout}");
    assert!(stdout.contains("chosen"), "{stdout}");
    assert!(stdout.contains("steps only"), "{stdout}");
    assert!(stdout.contains("platform file written"), "{stdout}");
    let platform = Platform::load(&out_file).expect("the platform file loads");
    assert!(platform.calibration.quick);
    assert!(platform.chosen_model().is_some_and(|m| m.usable()));
    assert!(platform.components.iter().any(|c| c == "steps"));
    assert!(platform.model(&["steps"]).is_some());
    // The call overhead exec_time upper bounds add is measured and recorded.
    assert!(stdout.contains("call overhead"), "{stdout}");
    assert!(
        platform
            .calibration
            .call_overhead_ns
            .is_some_and(|o| o > 0.0 && o.is_finite()),
        "{:?}",
        platform.calibration
    );
}

#[test]
fn json_report_lists_points_and_models() {
    let dir = suite(
        "json",
        "programs:\n  - name: len\n    file: len.pl\n    goal: len(L, _)\n    inputs: {L: list}\n    \
         sizes: [200, 400, 800, 1600, 3200, 6400, 12800, 25600]\n",
        &[("len.pl", "len([], 0).\nlen([_|T], N) :- len(T, N0), N is N0 + 1.\n")],
    );
    let out_file = dir.join("platform.yaml");
    let out = costlog(&[
        "calibrate",
        "--quick",
        "--suite",
        dir.to_str().unwrap(),
        "--output",
        out_file.to_str().unwrap(),
        "--format",
        "json",
    ]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON");
    let points = v["points"].as_array().unwrap();
    assert_eq!(points.len(), 2, "quick: first and last size");
    assert_eq!(points[0]["program"], "json/len");
    assert_eq!(points[0]["costs"][0], 201, "steps of len/2 on 200 elements");
    assert!(points[0]["time_ns"].as_f64().unwrap() > 0.0);
    assert_eq!(
        v["models"].as_array().unwrap().len(),
        4095,
        "every non-empty subset of 12 components"
    );
    assert_eq!(v["platform_file"], out_file.to_str().unwrap());
}

#[test]
fn a_missing_suite_directory_is_an_error() {
    let out = costlog(&[
        "calibrate",
        "--quick",
        "--suite",
        "/nonexistent/suite",
        "--output",
        "/tmp/x",
    ]);
    assert_eq!(out.status.code(), Some(2));
    let err = text(&out.stderr);
    assert!(
        err.contains("/nonexistent/suite") && err.contains("no such directory"),
        "{err}"
    );
}

#[test]
fn a_directory_without_suites_is_an_error() {
    let dir = tmp_dir("empty");
    let out = costlog(&[
        "calibrate",
        "--quick",
        "--suite",
        dir.to_str().unwrap(),
        "--output",
        "/tmp/x",
    ]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        text(&out.stderr).contains("no suite.yaml"),
        "{}",
        text(&out.stderr)
    );
}

#[test]
fn a_malformed_suite_description_is_an_error_with_its_line() {
    let dir = suite(
        "malformed",
        "programs:\n  - name: p\n    file: p.pl\n    goal: p(N)\n    sizes: [1, 2\n",
        &[("p.pl", "p(_).\n")],
    );
    let out_file = dir.join("platform.yaml");
    let out = costlog(&[
        "calibrate",
        "--suite",
        dir.to_str().unwrap(),
        "--output",
        out_file.to_str().unwrap(),
    ]);
    assert_eq!(out.status.code(), Some(2));
    let err = text(&out.stderr);
    assert!(
        err.contains("suite.yaml:") && err.contains("malformed"),
        "{err}"
    );
    assert!(!out_file.exists());
}

#[test]
fn a_failing_calibration_program_is_an_error_naming_it() {
    let dir = suite(
        "failing",
        "programs:\n  - name: never\n    file: f.pl\n    goal: f(N)\n    sizes: [3]\n",
        &[("f.pl", "f(0).\n")],
    );
    let out_file = dir.join("platform.yaml");
    let out = costlog(&[
        "calibrate",
        "--quick",
        "--suite",
        dir.to_str().unwrap(),
        "--output",
        out_file.to_str().unwrap(),
    ]);
    assert_eq!(out.status.code(), Some(2));
    let err = text(&out.stderr);
    assert!(
        err.contains("failing/never") && err.contains("size 3"),
        "{err}"
    );
    assert!(!out_file.exists());
}

/// A small valid platform file written by hand: the step-only model and the
/// chosen [steps, builtins] model.
fn hand_platform(dir: &std::path::Path) -> PathBuf {
    let file = dir.join("platform.yaml");
    std::fs::write(
        &file,
        "format_version: 1\ncostlog_version: 0.1.0\nmachine: {cpu_model: test, cores: 1, \
         os: linux, arch: x86_64}\ndate: 2025-01-01T00:00:00Z\ncomponents: [steps, builtins]\n\
         chosen: [steps, builtins]\nmodels:\n\
         - {components: [steps], constants: {steps: 30.0}, residual_se_ns: 1.0, cv_error: 0.4, \
         calibration_error: 0.3}\n\
         - {components: [steps, builtins], constants: {steps: 20.0, builtins: 15.0}, \
         residual_se_ns: 1.0, cv_error: 0.2, calibration_error: 0.1}\n\
         calibration: {suites: [test], observations: 10, quick: true}\n",
    )
    .unwrap();
    Platform::load(&file).expect("the hand-written platform file is valid");
    file
}

#[test]
fn evaluate_predicts_the_benchmarks_with_every_model_of_a_quick_calibration() {
    let platform = tmp_dir("evaluate").join("platform.yaml");
    let out = costlog(&[
        "calibrate",
        "--quick",
        "--output",
        platform.to_str().unwrap(),
    ]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let out = costlog(&[
        "calibrate",
        "--evaluate",
        "--quick",
        "--platform",
        platform.to_str().unwrap(),
    ]);
    let stdout = text(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{stdout}{}", text(&out.stderr));
    for program in ["nrev", "append", "hanoi", "fib", "queens"] {
        assert!(
            stdout.lines().any(|l| l.starts_with(program)),
            "a row for {program}:\n{stdout}"
        );
    }
    let usable = Platform::load(&platform)
        .unwrap()
        .models
        .iter()
        .filter(|m| m.usable())
        .count();
    let global: Vec<&str> = stdout
        .lines()
        .filter(|l| {
            l.trim_start()
                .split_once(". global error")
                .is_some_and(|(rank, _)| rank.parse::<usize>().is_ok())
        })
        .collect();
    assert_eq!(
        global.len(),
        usable,
        "one global error line per usable model:\n{stdout}"
    );
    assert!(global.iter().any(|l| l.contains("chosen")), "{stdout}");
    assert!(
        global
            .iter()
            .any(|l| l.contains("steps only") && l.contains("[steps]")),
        "{stdout}"
    );
    // The evaluated programs are not calibration suites: the bundled calibration
    // directory does not pick them up.
    assert!(!stdout.contains("evaluation/"), "{stdout}");
}

#[test]
fn evaluate_json_has_the_points_bounds_and_predictions() {
    let dir = tmp_dir("evaluate_json");
    let platform = hand_platform(&dir);
    let set = dir.join("set");
    std::fs::create_dir_all(&set).unwrap();
    std::fs::write(
        set.join("evaluation.yaml"),
        "programs:\n  - name: app\n    file: app.pl\n    goal: app(L, L, Out)\n    \
         inputs: {L: list}\n    sizes: [3000]\n",
    )
    .unwrap();
    std::fs::write(
        set.join("app.pl"),
        ":- pred app(A, B, C) : (list(A, int), list(B, int), var(C)).\n\
         app([], L, L).\napp([H|T], L, [H|R]) :- app(T, L, R).\n",
    )
    .unwrap();
    let out = costlog(&[
        "calibrate",
        "--evaluate",
        "--quick",
        "--platform",
        platform.to_str().unwrap(),
        "--suite",
        set.to_str().unwrap(),
        "--format",
        "json",
    ]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON");
    let point = &v["points"][0];
    assert_eq!(point["program"], "app");
    assert_eq!(point["counted"]["steps"], 3001);
    assert_eq!(point["bounds"]["steps"]["ub"], 3001.0);
    assert_eq!(point["bounds"]["steps"]["exact"], true);
    let models = v["models"].as_array().unwrap();
    let chosen = models.iter().find(|m| m["chosen"] == true).expect("chosen");
    let prediction = &chosen["predictions"][0];
    assert_eq!(prediction["exact"], true);
    let (predicted, counted) = (
        prediction["predicted_ns"].as_f64().unwrap(),
        prediction["from_counts_ns"].as_f64().unwrap(),
    );
    assert!(
        (predicted - counted).abs() <= 1e-6 * counted,
        "{prediction}"
    );
    assert_eq!(predicted, 20.0 * 3001.0, "steps=20 ns, no builtins");
    assert!(chosen["global_error"].as_f64().is_some());
    assert_eq!(
        chosen["components"],
        serde_json::Value::from(vec!["steps", "builtins"])
    );
    assert!(models.iter().any(|m| m["steps_only"] == true));
    assert_eq!(models.len(), 2);
}

#[test]
fn evaluate_without_a_platform_file_says_to_calibrate() {
    let missing = tmp_dir("evaluate_missing").join("none.yaml");
    let out = costlog(&[
        "calibrate",
        "--evaluate",
        "--quick",
        "--platform",
        missing.to_str().unwrap(),
    ]);
    assert_eq!(out.status.code(), Some(2));
    let err = text(&out.stderr);
    assert!(
        err.contains("no platform file") && err.contains("costlog calibrate"),
        "{err}"
    );
    assert!(out.stdout.is_empty());
    // The default file (under XDG_CONFIG_HOME, which the tests point nowhere).
    let out = costlog(&["calibrate", "--evaluate", "--quick"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        text(&out.stderr).contains("/nonexistent/costlog-tests"),
        "{}",
        text(&out.stderr)
    );
}

#[test]
fn evaluate_with_a_corrupt_platform_file_is_an_error() {
    let file = tmp_dir("evaluate_corrupt").join("platform.yaml");
    std::fs::write(&file, "format_version: 1\nmodels: [\n").unwrap();
    let out = costlog(&[
        "calibrate",
        "--evaluate",
        "--platform",
        file.to_str().unwrap(),
    ]);
    assert_eq!(out.status.code(), Some(2));
    let err = text(&out.stderr);
    assert!(
        err.contains("corrupt") && err.contains("costlog calibrate"),
        "{err}"
    );
}

#[test]
fn evaluation_goals_are_single_calls() {
    let dir = tmp_dir("evaluate_repeat");
    let platform = hand_platform(&dir);
    std::fs::write(
        dir.join("evaluation.yaml"),
        "programs:\n  - name: p\n    file: p.pl\n    goal: p(N)\n    repeat: 10\n    sizes: [3]\n",
    )
    .unwrap();
    std::fs::write(dir.join("p.pl"), "p(_).\n").unwrap();
    let out = costlog(&[
        "calibrate",
        "--evaluate",
        "--platform",
        platform.to_str().unwrap(),
        "--suite",
        dir.to_str().unwrap(),
    ]);
    assert_eq!(out.status.code(), Some(2));
    let err = text(&out.stderr);
    assert!(err.contains("one call") && err.contains("`p`"), "{err}");
}

#[test]
fn two_suites_of_one_name_are_an_error() {
    // The bundled core suite named twice: its programs would be counted as one.
    let out = costlog(&[
        "calibrate",
        "--quick",
        "--suite",
        "calibration-suites/core",
        "--suite",
        "calibration-suites/core",
        "--output",
        "/tmp/costlog-never-written.yaml",
    ]);
    assert_eq!(out.status.code(), Some(2));
    let err = text(&out.stderr);
    assert!(
        err.contains("two calibration suites are named `core`"),
        "{err}"
    );
}
