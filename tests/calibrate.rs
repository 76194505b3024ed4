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
    assert_eq!(v["models"].as_array().unwrap().len(), 127);
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
