//! End-to-end: `analyze` and `verify` with the platform file `calibrate` writes:
//! execution-time bounds from the calibrated constants, and the documented
//! behaviour of missing, corrupt and foreign-version files.

mod common;

use common::{costlog, text};
use std::path::PathBuf;
use std::sync::{Mutex, MutexGuard};

/// Held by each test that calibrates or times runs, so that they run one at a
/// time: in parallel, one test's calibration shares the cores with another's
/// timed runs, and on a machine already at load 10 that spread the amortised
/// measurements of `calibrated_constants_decide_exec_time_assertions_statically`
/// too far to confirm a violation (twice; it passed run alone).
fn measuring() -> MutexGuard<'static, ()> {
    static ONE: Mutex<()> = Mutex::new(());
    ONE.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
}

/// A fresh directory for one test's files.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("costlog-platform-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("scratch dir");
    dir
}

/// Calibrates quickly into `dir/platform.yaml`.
fn calibrated(dir: &std::path::Path) -> String {
    let path = dir.join("platform.yaml").display().to_string();
    let out = costlog(&["calibrate", "--quick", "--output", &path]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    path
}

#[test]
fn exec_time_over_all_solutions_of_a_nondeterministic_call_is_not_decided_statically() {
    let _one = measuring();
    let dir = scratch("nondet");
    let platform = calibrated(&dir);
    let out = costlog(&[
        "verify",
        "tests/data/member_time.pl",
        "--platform",
        &platform,
        "--format",
        "json",
        "--budget",
        "0.1",
    ]);
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).expect("json report");
    let items = v["assertions"].as_array().expect("assertions");
    let decided_by = |p: &str| {
        let i = items
            .iter()
            .find(|i| i["property"] == p)
            .unwrap_or_else(|| panic!("no {p}: {items:?}"));
        i["decided_by"].as_str().unwrap_or("").to_string()
    };
    assert_eq!(
        decided_by("cost(ub, exec_time, 100000*length(L) + 100000)"),
        "static"
    );
    assert_ne!(
        decided_by("cost(ub, allsols, exec_time, 100000*length(L) + 100000)"),
        "static"
    );
}

#[test]
fn calibrated_constants_decide_exec_time_assertions_statically() {
    let _one = measuring();
    let dir = scratch("decide");
    let platform = calibrated(&dir);
    let out = costlog(&["verify", "tests/data/nrev_time.pl", "--platform", &platform]);
    let stdout = text(&out.stdout);
    assert_eq!(out.status.code(), Some(1), "{stdout}");
    let line = |needle: &str| {
        stdout
            .lines()
            .skip_while(|l| !(l.contains(needle) && l.contains("  [")))
            .take(2)
            .collect::<Vec<_>>()
            .join("\n")
    };
    let holds = line("1000*length(A)**2");
    assert!(
        holds.contains("checked") && holds.contains("[static]"),
        "{holds}"
    );
    assert!(holds.contains("relies on the calibration"), "{holds}");
    // A predicted violation is an estimate: run-time checking confirms it.
    let fails = line(", length(A)**2)");
    assert!(fails.contains("relies on the calibration"), "{fails}");
    assert!(
        fails.contains("false") && fails.contains("[runtime]"),
        "{fails}"
    );

    // `analyze` prints exec_time bounds next to the components'.
    let out = costlog(&[
        "analyze",
        "tests/data/nrev_time.pl",
        "--platform",
        &platform,
    ]);
    let stdout = text(&out.stdout);
    assert!(out.status.success());
    assert!(
        stdout.contains("cost(ub, exec_time, ") && stdout.contains("length(A)**2"),
        "{stdout}"
    );

    // Exponential bounds times calibrated constants print as short decimals
    // (rounded outward), never as fractions with long denominators.
    let out = costlog(&[
        "analyze",
        "analyzer/tests/corpus/fib.pl",
        "--platform",
        &platform,
    ]);
    let stdout = text(&out.stdout);
    let time_parts: Vec<&str> = stdout
        .split("cost(")
        .filter(|p| p.contains("exec_time"))
        .collect();
    assert!(!time_parts.is_empty(), "{stdout}");
    assert!(time_parts.iter().all(|p| !p.contains('/')), "{stdout}");

    // The tolerance is the user's: it is applied and reported with the verdicts.
    let out = costlog(&[
        "verify",
        "tests/data/nrev_time.pl",
        "--platform",
        &platform,
        "--time-tolerance",
        "35%",
        "--budget",
        "0.1",
    ]);
    assert!(
        text(&out.stdout).contains("tolerance 35%"),
        "{}",
        text(&out.stdout)
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn missing_corrupt_and_foreign_platform_files() {
    let dir = scratch("bad");
    // The default file missing: a hint, and exec_time left to run-time checking.
    let out = costlog(&["analyze", "tests/data/nrev_time.pl"]);
    assert!(out.status.success());
    assert!(
        text(&out.stderr).contains("costlog calibrate"),
        "{}",
        text(&out.stderr)
    );
    assert!(!text(&out.stdout).contains("exec_time"));

    let out = costlog(&["verify", "tests/data/nrev_time.pl", "--budget", "0.1"]);
    assert!(
        text(&out.stderr).contains("costlog calibrate"),
        "{}",
        text(&out.stderr)
    );
    assert!(
        !text(&out.stdout).contains("[static]\n    static analysis: at"),
        "{}",
        text(&out.stdout)
    );

    // A file named on the command line must exist.
    let missing = dir.join("nope.yaml").display().to_string();
    let out = costlog(&["analyze", "tests/data/nrev_time.pl", "--platform", &missing]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        text(&out.stderr).contains("nope.yaml"),
        "{}",
        text(&out.stderr)
    );

    // Corrupt and foreign-version files are errors, for analyze and verify alike.
    let corrupt = dir.join("corrupt.yaml");
    std::fs::write(&corrupt, "format_version: 1\nmodels: [oops\n").unwrap();
    let old = dir.join("old.yaml");
    std::fs::write(&old, "format_version: 99\ncostlog_version: 9.9.9\n").unwrap();
    let garbage = dir.join("garbage.yaml");
    std::fs::write(&garbage, [0xff_u8, 0xfe, 0x00, 0x01]).unwrap();
    for file in [&corrupt, &old, &garbage] {
        let f = file.display().to_string();
        for cmd in ["analyze", "verify"] {
            let out = costlog(&[cmd, "tests/data/nrev_time.pl", "--platform", &f]);
            let stderr = text(&out.stderr);
            assert_eq!(out.status.code(), Some(2), "{cmd} {f}: {stderr}");
            assert!(stderr.contains("costlog calibrate"), "{cmd} {f}: {stderr}");
            assert!(!stderr.contains("panicked"), "{stderr}");
        }
    }
    // A bad tolerance is a usage error.
    let out = costlog(&[
        "verify",
        "tests/data/nrev_time.pl",
        "--time-tolerance",
        "150%",
    ]);
    assert_eq!(out.status.code(), Some(2));
    let _ = std::fs::remove_dir_all(&dir);
}

/// A platform file written before calibration recorded the machine's load still
/// loads, with a note, and its bounds are widened as for a calibration under
/// load: lower bounds narrowed by at least 25% more (the `over` margin of the
/// label), upper bounds widened by 25% more.
#[test]
fn a_platform_file_without_the_calibration_load_is_taken_as_loaded() {
    let _one = measuring();
    let dir = scratch("noload");
    let platform = calibrated(&dir);
    let mut doc: serde_yaml::Value =
        serde_yaml::from_str(&std::fs::read_to_string(&platform).expect("platform file"))
            .expect("yaml");
    let calibration = doc["calibration"].as_mapping_mut().expect("calibration");
    assert!(
        calibration.remove("load").is_some(),
        "calibrate records the load"
    );
    std::fs::write(&platform, serde_yaml::to_string(&doc).expect("yaml")).expect("written");
    let out = costlog(&[
        "analyze",
        "tests/data/nrev_time.pl",
        "--platform",
        &platform,
    ]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(
        text(&out.stderr).contains("does not record the machine's load"),
        "{}",
        text(&out.stderr)
    );
    let (item, _) = verify_nrev_time_bound(
        &dir.join("nrev.pl"),
        &platform,
        "ub, exec_time, 1000000*length(A)**2 + 1000000",
        "0.1",
    );
    let note = item["static_note"].as_str().unwrap_or_default();
    assert!(percentage_after(note, ", over ") >= 0.25, "{note}");
    assert!(percentage_after(note, "margins: under ") >= 0.25, "{note}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// The calls assertion of nrev/2 that the time bounds of the tests extend.
const NREV_CALLS: &str = ":- pred nrev(A,B) : (list(A,int), var(B))";

/// nrev/2 and app/3.
const NREV_CLAUSES: &str = "nrev([], []).\nnrev([H|T], R) :- nrev(T, RT), app(RT, [H], R).\n\
                            app([], L, L).\napp([H|T], L, [H|R]) :- app(T, L, R).\n";

/// Writes nrev/2 asserted `cost(bound)` (`ub, exec_time, F`) to `program`, verifies it
/// with `platform` and a run-time budget of `budget` seconds, and returns the
/// report's item of the cost assertion and the exit code.
fn verify_nrev_time_bound(
    program: &std::path::Path,
    platform: &str,
    bound: &str,
    budget: &str,
) -> (serde_json::Value, Option<i32>) {
    std::fs::write(
        program,
        format!("{NREV_CALLS} + cost({bound}).\n{NREV_CLAUSES}"),
    )
    .expect("program written");
    let program = program.display().to_string();
    let out = costlog(&[
        "verify",
        &program,
        "--platform",
        platform,
        "--format",
        "json",
        "--budget",
        budget,
    ]);
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).expect("json report");
    let item = v["assertions"]
        .as_array()
        .and_then(|items| items.iter().find(|i| i["rule"] == "cost").cloned())
        .unwrap_or_else(|| panic!("no cost item: {v:#}"));
    (item, out.status.code())
}

/// Scales every fitted constant of a platform file by `factor` (a machine the
/// calibration misjudges), keeping the rest valid.
fn scale_constants(path: &str, factor: f64) {
    let text = std::fs::read_to_string(path).expect("platform file");
    let mut doc: serde_yaml::Value = serde_yaml::from_str(&text).expect("yaml");
    let models = doc["models"].as_sequence_mut().expect("models");
    for model in models {
        let constants = model["constants"].as_mapping_mut().expect("constants");
        for (_, v) in constants.iter_mut() {
            *v = serde_yaml::Value::from(v.as_f64().expect("a number") * factor);
        }
    }
    if let Some(ns) = doc["calibration"]["call_overhead_ns"].as_f64() {
        doc["calibration"]["call_overhead_ns"] = serde_yaml::Value::from(ns * factor);
    }
    std::fs::write(path, serde_yaml::to_string(&doc).expect("yaml")).expect("written");
}

/// A time bound the calibrated model proves statically is still an estimate:
/// when measurement violates it, the verdict is `false`, never `checked`. On a
/// machine so loaded that the amortised measurements cannot confirm the runs
/// beyond the bound (their spread swamps the violation), the property is left
/// `check`, with the runs beyond the bound reported: still never `checked`.
#[test]
fn a_statically_proved_time_bound_that_measurement_violates_is_false() {
    let _one = measuring();
    let dir = scratch("misjudged");
    let platform = calibrated(&dir);
    scale_constants(&platform, 1e-4);
    // The model proves the bound, some ten times below what nrev takes on any
    // machine: the measurement refutes it even on a loaded one.
    let (time, code) = verify_nrev_time_bound(
        &dir.join("nrev.pl"),
        &platform,
        "ub, exec_time, length(A)**2 + length(A) + 100",
        "2",
    );
    // The model had proved it.
    let note = time["static_note"].as_str().unwrap_or_default();
    assert!(note.contains("relies on the calibration"), "{time:#}");
    let summary = time["observation"]["summary"].as_str().unwrap_or_default();
    if time["status"] == "check" {
        assert!(
            summary.contains("beyond the bound, not confirmed by amortised timing"),
            "{time:#}"
        );
        assert_eq!(time["decided_by"], "none", "{time:#}");
        return;
    }
    assert_eq!(time["status"], "false", "{time:#}");
    assert_eq!(time["decided_by"], "runtime", "{time:#}");
    assert_eq!(code, Some(1));
}

/// The value at `n` of a bound `analyze` prints for nrev/2, a sum of terms
/// `K*length(A)**E`, `K*length(A)` and `K`.
fn eval_bound(bound: &str, n: f64) -> f64 {
    bound
        .split('+')
        .map(|term| {
            let (k, power) = match term.split_once("*length(A)") {
                None => (term, "0"),
                Some((k, rest)) => (k, rest.strip_prefix("**").unwrap_or("1")),
            };
            let k: f64 = k.trim().parse().unwrap_or_else(|_| panic!("`{bound}`"));
            let e: i32 = power.trim().parse().unwrap_or_else(|_| panic!("`{bound}`"));
            k * n.powi(e)
        })
        .sum()
}

/// The fastest CPU time (ns) of `runs` calls `nrev(L, _)` on a list of `n`
/// elements, each timed with `statistics(cputime, _)` in one `costlog run`.
fn nrev_cpu_time_ns(program: &str, n: usize, runs: usize) -> f64 {
    let goal = format!(
        "numlist(1, {n}, L), between(1, {runs}, _), statistics(cputime, T0), nrev(L, _), \
         statistics(cputime, T1), D is T1 - T0, write(D), nl, fail ; true"
    );
    let out = costlog(&["run", program, "--goal", &goal]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let mut times: Vec<f64> = text(&out.stdout)
        .lines()
        .map(|l| l.trim().parse::<f64>().expect("a time") * 1e9)
        .collect();
    assert_eq!(times.len(), runs, "{}", text(&out.stdout));
    times.sort_by(f64::total_cmp);
    times[0]
}

/// The percentage after `label` in a verdict's note (`under 12.3%`), as a
/// fraction; 0 when the note has none.
fn percentage_after(note: &str, label: &str) -> f64 {
    note.split_once(label)
        .and_then(|(_, rest)| rest.split_once('%'))
        .map_or(0.0, |(pct, _)| {
            pct.trim().parse::<f64>().expect("a percentage") / 100.0
        })
}

/// The static time prediction of nrev/2 that `analyze` prints: upper and lower
/// bounds (ns, in `length(A)`), unwidened.
fn nrev_time_prediction(program: &str, platform: &str) -> (String, String) {
    let out = costlog(&[
        "analyze",
        program,
        "--platform",
        platform,
        "--format",
        "json",
    ]);
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).expect("json");
    let nrev = v["predicates"]
        .as_array()
        .and_then(|ps| ps.iter().find(|p| p["predicate"] == "nrev/2"))
        .unwrap_or_else(|| panic!("no nrev/2: {v:#}"));
    let bound = |key: &str| {
        nrev[key]
            .as_str()
            .unwrap_or_else(|| panic!("no {key}: {nrev:#}"))
            .to_string()
    };
    (bound("exec_time_ub"), bound("exec_time_lb"))
}

/// The verdict on a time bound the calibrated model proves: `checked` by the
/// static proof, or, where every amortised measurement of some run was beyond
/// the bound (a machine loaded or slower than at calibration; CI once), `check`
/// with the proof stated and the contesting run named: a static proof that
/// measurements contest is never reported `checked`, and never `false`.
fn assert_static_proof_stands(bound: &str, item: &serde_json::Value) {
    let note = item["static_note"].as_str().unwrap_or_default();
    assert!(
        note.starts_with("inferred upper bound <=") || note.starts_with("inferred lower bound >="),
        "{bound}: no static proof: {item:#}"
    );
    let summary = item["observation"]["summary"].as_str().unwrap_or_default();
    if item["status"] == "check"
        && summary.contains("every amortised measurement of a run was beyond the bound: ")
    {
        eprintln!("{bound}: static proof contested by measurement: {summary}");
        return;
    }
    assert_eq!(item["status"], "checked", "{bound}: {item:#}");
    assert_eq!(item["decided_by"], "static", "{bound}: {item:#}");
}

/// A statically `checked` exec_time bound is never refuted by measurement
/// (issue 19 item 5): the tightest upper bound the calibrated model proves for
/// nrev/2 (its static prediction widened by the default 20% tolerance, by the
/// model's worst under-prediction of the calibration programs, by the
/// calibration's load and by the call overhead) holds at a size where the
/// engine collects garbage (400 elements: 160,000 heap cells, beyond the
/// collector's first threshold), and so does the tightest lower bound (narrowed
/// by the tolerance, the worst over-prediction and the calibration's load).
///
/// Robust on a loaded machine without hiding a wrong bound: the calibration
/// runs in the same test, both use CPU time, which other processes inflate far
/// less than wall time, and the measured figure is the fastest of 9 runs, the
/// one least disturbed by other processes. A lower bound is compared with that
/// fastest run too: a calibration slowed by load once made it too high for a
/// quieter measurement (1.98 ms measured, lb 2.20 ms); calibration now records
/// its load and narrows lower bounds by the slowdown. verify's own run-time
/// check of these bounds (which once refuted the upper bound at `nrev([])`, 156 ns
/// against 125 ns, by timer noise) refutes only with amortised measurements
/// beyond a margin over their noise.
#[test]
fn statically_checked_time_bounds_hold_when_measured_at_a_large_size() {
    let _one = measuring();
    let dir = scratch("holds");
    let platform = calibrated(&dir);
    let program = dir.join("nrev.pl");
    std::fs::write(&program, format!("{NREV_CALLS}.\n{NREV_CLAUSES}")).expect("program written");
    let program_text = program.display().to_string();
    let (upper, lower) = nrev_time_prediction(&program_text, &platform);

    // Verify with a loose bound to learn the margins the model's label states.
    let (loose, _) = verify_nrev_time_bound(
        &program,
        &platform,
        &format!("ub, exec_time, 100*({upper}) + 1000000"),
        "0.1",
    );
    let note = loose["static_note"].as_str().unwrap_or_default();
    let (under, over) = (
        percentage_after(note, "margins: under "),
        percentage_after(note, ", over "),
    );
    let doc: serde_yaml::Value =
        serde_yaml::from_str(&std::fs::read_to_string(&platform).expect("platform file"))
            .expect("yaml");
    let overhead = doc["calibration"]["call_overhead_ns"]
        .as_f64()
        .expect("call overhead");

    // The tightest bounds the model proves: its own widening, with the margins'
    // printed rounding (0.05%) and the constants' (3 decimals) allowed for.
    let up = 1.2 * (1.0 + under + 0.0006);
    let down = 0.8 / (1.0 + over + 0.0006);
    let n = 400;
    let fastest_ns = nrev_cpu_time_ns(&program_text, n, 9);
    let ub = format!("ub, exec_time, {up:.4}*({upper}) + {:.0}", overhead + 1.0);
    let lb = format!("lb, exec_time, {down:.4}*({lower}) - 1");
    for bound in [&ub, &lb] {
        let (item, _) = verify_nrev_time_bound(&program, &platform, bound, "0.1");
        assert_static_proof_stands(bound, &item);
    }
    let value = up * eval_bound(&upper, n as f64) + overhead + 1.0;
    assert!(
        fastest_ns <= value,
        "nrev({n}) measured {fastest_ns:.0} ns; the checked bound {ub} is {value:.0} ns"
    );
    let value = down * eval_bound(&lower, n as f64) - 1.0;
    assert!(
        fastest_ns >= value,
        "nrev({n}) measured {fastest_ns:.0} ns; the checked bound {lb} is {value:.0} ns"
    );
    let _ = std::fs::remove_dir_all(&dir);
}
