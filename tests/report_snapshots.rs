//! Snapshots of every output format of `verify`, `analyze` and `profile` (and of
//! `explain`) on tests/report/example.pl, with the unstable parts (times) redacted;
//! and the machine-readable formats read back by their consumers: the JUnit XML by
//! an XML parser, the Callgrind file by `callgrind_annotate` (valgrind), the pprof
//! file by `go tool pprof` (each run when installed, skipped otherwise).
//!
//! After a deliberate change of an output, regenerate with
//! `INSTA_UPDATE=always cargo test --release --test report_snapshots` and review
//! the diff of tests/snapshots/. CI sets `CI=true`, under which insta never writes
//! snapshots: a changed output fails.

mod common;
mod redact;

use common::{costlog, text};
use redact::{redact_table, redact_time_shares};
use serde_json::Value;
use std::path::PathBuf;
use std::process::Command;

const EXAMPLE: &str = "tests/report/example.pl";

/// `costlog verify` of the example in `format` (a sweep small and a budget large
/// enough that run-time checking always ends at the same size).
fn verify(format: &str) -> String {
    let out = costlog(&[
        "verify",
        EXAMPLE,
        "--format",
        format,
        "--max-size",
        "8",
        "--budget",
        "30",
    ]);
    assert_eq!(out.status.code(), Some(1), "{}", text(&out.stderr));
    text(&out.stdout)
}

fn analyze(format: &str) -> String {
    let out = costlog(&["analyze", EXAMPLE, "--format", format]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    text(&out.stdout)
}

/// A fresh temporary path for an exported file.
fn tmp(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("costlog-report-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir.join(name)
}

/// `costlog profile` of the example ranked by steps, exporting `format`; the
/// exported file's bytes (stdout for `None`).
fn profile(extra: &[&str], format: Option<&str>) -> Vec<u8> {
    let file = tmp(&format!("{}.out", format.unwrap_or("stdout")));
    let export = format.map(|f| format!("{f}={}", file.display()));
    let mut args = vec!["profile", EXAMPLE, "--resource", "steps"];
    args.extend(extra);
    if let Some(e) = &export {
        args.extend(["--export", e.as_str()]);
    }
    let out = costlog(&args);
    assert!(out.status.success(), "{}", text(&out.stderr));
    match format {
        Some(_) => std::fs::read(&file).expect("the export was written"),
        None => out.stdout,
    }
}

/// Every `exec_time` value of a JSON document as `"[t]"`.
fn redact_json(v: &mut Value) {
    match v {
        Value::Object(m) => {
            for (k, x) in m.iter_mut() {
                if k == "exec_time" {
                    *x = Value::from("[t]");
                } else {
                    redact_json(x);
                }
            }
        }
        Value::Array(xs) => xs.iter_mut().for_each(redact_json),
        Value::String(s) => *s = redact_time_shares(s),
        _ => {}
    }
}

/// The first event (exec_time) of every Callgrind cost line as `[t]`.
fn redact_callgrind(s: &str) -> String {
    let mut out = String::new();
    for line in s.lines() {
        let mut words: Vec<&str> = line.split(' ').collect();
        if words[0].parse::<u64>().is_ok() || words[0] == "totals:" {
            words[1] = "[t]";
        }
        out.push_str(&words.join(" "));
        out.push('\n');
    }
    out
}

#[test]
fn verify_text() {
    insta::assert_snapshot!(verify("text"));
}

#[test]
fn verify_json() {
    insta::assert_snapshot!(verify("json"));
}

#[test]
fn verify_sarif() {
    insta::assert_snapshot!(verify("sarif"));
}

#[test]
fn verify_junit() {
    insta::assert_snapshot!(verify("junit"));
}

#[test]
fn analyze_text() {
    insta::assert_snapshot!(analyze("text"));
}

#[test]
fn analyze_json() {
    insta::assert_snapshot!(analyze("json"));
}

#[test]
fn profile_text() {
    let out = text(&profile(&[], None));
    insta::assert_snapshot!(redact_table(&out));
}

#[test]
fn profile_ports() {
    let out = text(&profile(&["--ports"], None));
    insta::assert_snapshot!(redact_table(&out));
}

#[test]
fn profile_predicates() {
    insta::assert_snapshot!(text(&profile(&["--predicates"], None)));
}

#[test]
fn profile_json() {
    let mut v: Value = serde_json::from_slice(&profile(&["--format", "json"], None)).unwrap();
    redact_json(&mut v);
    insta::assert_snapshot!(serde_json::to_string_pretty(&v).unwrap());
}

#[test]
fn profile_export_json_is_what_format_json_prints() {
    let parse = |b: Vec<u8>| -> Value {
        let mut v = serde_json::from_slice(&b).unwrap();
        redact_json(&mut v);
        v
    };
    assert_eq!(
        parse(profile(&[], Some("json"))),
        parse(profile(&["--json"], None))
    );
}

#[test]
fn profile_folded() {
    insta::assert_snapshot!(text(&profile(&[], Some("folded"))));
}

#[test]
fn profile_speedscope() {
    insta::assert_snapshot!(text(&profile(&[], Some("speedscope"))));
}

#[test]
fn profile_dot() {
    insta::assert_snapshot!(text(&profile(&[], Some("dot"))));
}

#[test]
fn profile_callgrind() {
    insta::assert_snapshot!(redact_callgrind(&text(&profile(&[], Some("callgrind")))));
}

#[test]
fn explain_list_and_one_code() {
    let list = costlog(&["explain"]);
    let one = costlog(&["explain", "cv0001"]);
    assert!(list.status.success() && one.status.success());
    insta::assert_snapshot!(format!("{}\n{}", text(&list.stdout), text(&one.stdout)));
}

#[test]
fn explain_rejects_unknown_codes() {
    let out = costlog(&["explain", "CX0042"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(text(&out.stderr).contains("`CX0042` is not a costlog diagnostic code"));
}

/// The JUnit report read back by an XML parser: a test case per property with
/// file and line, failures for `false`, skipped for `check`, counts that add up.
#[test]
fn junit_reads_back_as_xml() {
    use quick_xml::events::Event;
    use quick_xml::XmlVersion;
    let xml = verify("junit");
    let summary: Value = serde_json::from_str(&verify("json")).unwrap();
    let mut reader = quick_xml::Reader::from_str(&xml);
    let (mut cases, mut failures, mut skipped) = (0, 0, 0);
    let mut declared_tests = None;
    loop {
        match reader.read_event().expect("well-formed XML") {
            Event::Eof => break,
            Event::Start(e) | Event::Empty(e) => {
                let attr = |name: &[u8]| {
                    e.try_get_attribute(name).unwrap().map(|a| {
                        a.normalized_value(XmlVersion::Implicit1_0)
                            .unwrap()
                            .into_owned()
                    })
                };
                match e.name().as_ref() {
                    b"testsuites" => declared_tests = attr(b"tests"),
                    b"testcase" => {
                        cases += 1;
                        assert_eq!(attr(b"file").as_deref(), Some(EXAMPLE));
                        let line: usize = attr(b"line").unwrap().parse().unwrap();
                        assert!((8..=13).contains(&line), "{line}");
                    }
                    b"failure" => failures += 1,
                    b"skipped" => skipped += 1,
                    _ => {}
                }
            }
            _ => {}
        }
    }
    let n = summary["assertions"].as_array().unwrap().len();
    assert_eq!(cases, n);
    assert_eq!(declared_tests, Some(n.to_string()));
    assert_eq!(
        failures,
        summary["summary"]["false"].as_u64().unwrap() as usize
    );
    assert_eq!(
        skipped,
        summary["summary"]["check"].as_u64().unwrap() as usize
    );
}

/// Whether `program` can be run (consumers are optional: skipped when absent).
fn installed(program: &str, arg: &str) -> bool {
    let found = Command::new(program).arg(arg).output().is_ok();
    if !found {
        eprintln!("{program} is not installed: skipping its check");
    }
    found
}

/// `callgrind_annotate` (valgrind) accepts the Callgrind file and attributes the
/// steps to the predicates and their source lines.
#[test]
fn callgrind_annotate_reads_the_callgrind_file() {
    let file = tmp("annotate.callgrind");
    std::fs::write(&file, profile(&[], Some("callgrind"))).unwrap();
    if !installed("callgrind_annotate", "--version") {
        return;
    }
    let out = Command::new("callgrind_annotate")
        .args(["--inclusive=yes", "--threshold=100"])
        .arg(&file)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .unwrap();
    let report = text(&out.stdout);
    assert!(out.status.success(), "{}{report}", text(&out.stderr));
    assert!(
        report.contains("Events recorded:  exec_time steps"),
        "{report}"
    );
    assert!(!report.contains("giunif"), "{report}");
    assert!(report.contains("tests/report/example.pl:app/3"), "{report}");
    // The annotated source shows app/3's steps on its first clause's line.
    assert!(report.contains("app([], L, L)."), "{report}");
}

/// The example's pprof export (checked to be gzip) written to `name`, as `go tool
/// pprof -raw` reads it; `None` when go is not installed.
fn pprof_raw(name: &str) -> Option<String> {
    let bytes = profile(&[], Some("pprof"));
    assert_eq!(bytes[..2], [0x1f, 0x8b], "gzip magic");
    let file = tmp(name);
    std::fs::write(&file, bytes).unwrap();
    if !installed("go", "version") {
        return None;
    }
    let out = Command::new("go")
        .args(["tool", "pprof", "-raw"])
        .arg(&file)
        .env("GOTOOLCHAIN", "local")
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", text(&out.stderr));
    Some(text(&out.stdout))
}

/// The pprof file is gzip; `go tool pprof` reads its sample types, the steps of
/// each predicate and their source lines.
#[test]
fn go_pprof_reads_the_pprof_file() {
    let Some(raw) = pprof_raw("p.pb.gz") else {
        return;
    };
    assert!(
        raw.contains(
            "exec_time/nanoseconds steps/count[dflt] choice_points/count inferences/count"
        ),
        "{raw}"
    );
    assert!(raw.contains("app/3 tests/report/example.pl:15"), "{raw}");
    // The steps column sums to the run's total.
    let total: u64 = raw
        .lines()
        .filter(|l| l.contains(':') && l.trim_start().starts_with(|c: char| c.is_ascii_digit()))
        .filter_map(|l| l.split_whitespace().nth(1)?.parse::<u64>().ok())
        .sum();
    let v: Value = serde_json::from_slice(&profile(&["--json"], None)).unwrap();
    assert_eq!(total, v["total"]["steps"].as_u64().unwrap());
}

/// `--auto` writes the formats asked for too: the bottleneck tree as DOT, the
/// others from a run with the bottlenecks as cost centres.
#[test]
fn auto_exports_every_format() {
    let (dot, folded) = (tmp("auto.dot"), tmp("auto.folded"));
    let out = costlog(&[
        "profile",
        EXAMPLE,
        "--auto",
        "--resource",
        "steps",
        "--dot",
        dot.to_str().unwrap(),
        "--export",
        &format!("folded={}", folded.display()),
    ]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(std::fs::read_to_string(&dot)
        .unwrap()
        .starts_with("digraph"));
    let stacks = std::fs::read_to_string(&folded).unwrap();
    let sum: u64 = stacks
        .lines()
        .map(|l| l.rsplit(' ').next().unwrap().parse::<u64>().unwrap())
        .sum();
    let v: Value = serde_json::from_slice(&profile(&["--json"], None)).unwrap();
    assert_eq!(sum, v["total"]["steps"].as_u64().unwrap(), "{stacks}");
}

/// Counters the run did not measure are absent, not 0; unification counting
/// brings them in.
#[test]
fn unmeasured_counters_are_absent() {
    let plain: Value = serde_json::from_slice(&profile(&["--json"], None)).unwrap();
    assert!(plain["total"].get("steps").is_some());
    assert!(plain["total"].get("giunif").is_none(), "{}", plain["total"]);
    let out = costlog(&["profile", EXAMPLE, "--resource", "giunif", "--json"]);
    let counted: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert!(counted["total"]["giunif"].as_u64().unwrap() > 0);
}

/// A text whose figures are timings: every number (with its sign and decimal
/// point) as `#`, and the words of each line joined by one space, so that the
/// width of a figure does not show.
fn redact_numbers(s: &str) -> String {
    s.lines()
        .map(|line| {
            line.split_whitespace()
                .map(redact_word)
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// A word with each number in it as `#`.
fn redact_word(word: &str) -> String {
    let mut out = String::new();
    let mut chars = word.chars().peekable();
    while let Some(c) = chars.next() {
        let signed = matches!(c, '+' | '-')
            && chars.peek().is_some_and(char::is_ascii_digit)
            && !out.ends_with(|p: char| p.is_alphanumeric() || p == '#');
        if c.is_ascii_digit() || signed {
            while chars
                .peek()
                .is_some_and(|d| d.is_ascii_digit() || *d == '.')
            {
                chars.next();
            }
            out.push('#');
        } else {
            out.push(c);
        }
    }
    out
}

/// Every number under the keys `keys` (at any depth) of a JSON document as `"[n]"`.
fn redact_json_keys(v: &mut Value, keys: &[&str]) {
    match v {
        Value::Object(m) => {
            for (k, x) in m.iter_mut() {
                if keys.contains(&k.as_str()) || k.contains("error") {
                    redact_json_numbers(x);
                } else {
                    redact_json_keys(x, keys);
                }
            }
        }
        Value::Array(xs) => xs.iter_mut().for_each(|x| redact_json_keys(x, keys)),
        _ => {}
    }
}

/// Every number of a JSON value as `"[n]"`.
fn redact_json_numbers(v: &mut Value) {
    match v {
        Value::Number(_) => *v = Value::from("[n]"),
        Value::Object(m) => m.values_mut().for_each(redact_json_numbers),
        Value::Array(xs) => xs.iter_mut().for_each(redact_json_numbers),
        _ => {}
    }
}

/// `go tool pprof -raw`'s reading of the pprof export: the sample types, each
/// sample's values (exec_time as `[t]`) and stack, the locations with their
/// source lines. The file itself is gzipped protobuf; this is what its consumer
/// sees of it.
#[test]
fn profile_pprof() {
    let Some(raw) = pprof_raw("snapshot.pb.gz") else {
        return;
    };
    let raw: Vec<String> = raw
        .lines()
        .map(|line| {
            let words: Vec<&str> = line.split_whitespace().collect();
            match words.first() {
                Some(w) if w.parse::<u64>().is_ok() => format!("[t] {}", words[1..].join(" ")),
                Some(&"Duration:") => "Duration: [t]".to_string(),
                _ => line.to_string(),
            }
        })
        .collect();
    insta::assert_snapshot!(raw.join("\n"));
}

/// `--auto`: the bottleneck tree in words, its search cost and `ov_b` as `#`.
#[test]
fn profile_auto_text() {
    let out = profile(&["--auto"], None);
    let report = text(&out);
    let (head, tree) = report.split_once('\n').unwrap();
    insta::assert_snapshot!(format!("{}\n{tree}", redact_numbers(head)));
}

/// `--auto --format json`, its search cost and `ov_b` redacted.
#[test]
fn profile_auto_json() {
    let mut v: Value =
        serde_json::from_slice(&profile(&["--auto", "--format", "json"], None)).expect("JSON");
    redact_json_keys(&mut v, &["ov_b", "relative_cost"]);
    insta::assert_snapshot!(serde_json::to_string_pretty(&v).unwrap());
}

/// `--overhead` in words: every figure is a timing, so only the words stay.
#[test]
fn profile_overhead_text() {
    let out = profile(&["--overhead", "2"], None);
    insta::assert_snapshot!(redact_numbers(&text(&out)));
}

/// `--overhead --format json`: the keys, and the counts of runs and centres.
#[test]
fn profile_overhead_json() {
    let out = profile(&["--overhead", "2", "--format", "json"], None);
    let mut v: Value = serde_json::from_slice(&out).expect("JSON");
    redact_json_keys(
        &mut v,
        &[
            "attributed_ms",
            "est_dev",
            "hook_ns",
            "hooks_ms",
            "loop_ms",
            "loop_ns_per_inference",
            "profiled_ms",
            "ratio",
            "unprofiled_ms",
        ],
    );
    insta::assert_snapshot!(serde_json::to_string_pretty(&v).unwrap());
}

const CALIBRATION_SUITE: &str = "tests/report/calibrate/suite";
const HAND_PLATFORM: &str = "tests/report/calibrate/platform.yaml";
const EVALUATION_SET: &str = "tests/report/calibrate/evaluation";

/// `costlog calibrate --quick` of the one-program suite in `format`.
fn calibrate(format: &str) -> String {
    let platform = tmp(&format!("platform-{format}.yaml"));
    let out = costlog(&[
        "calibrate",
        "--quick",
        "--suite",
        CALIBRATION_SUITE,
        "--output",
        platform.to_str().unwrap(),
        "--format",
        format,
    ]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    text(&out.stdout).replace(platform.to_str().unwrap(), "[platform file]")
}

/// The calibration report in words. Its figures are timings (numbers as `#`, the
/// machine-load line as it was measured); which fitted models come first and
/// which is chosen depend on them, so the model rows are sorted, the `chosen`
/// mark counted apart.
#[test]
fn calibrate_text() {
    let report = calibrate("text");
    let mut lines: Vec<String> = Vec::new();
    let mut rows: Vec<String> = Vec::new();
    let mut chosen = 0;
    for line in report.lines() {
        if line.starts_with("machine load: ") {
            lines.push("machine load: [as measured]".into());
        } else if line.contains('±') && !line.contains("cv error") {
            chosen += usize::from(line.starts_with("chosen"));
            rows.push(redact_numbers(
                line.trim_start_matches("chosen").trim_start(),
            ));
        } else {
            lines.push(redact_numbers(line));
        }
    }
    rows.sort();
    assert_eq!(chosen, 1, "{report}");
    insta::assert_snapshot!(format!(
        "{}\n--- model rows, sorted (one chosen) ---\n{}",
        lines.join("\n"),
        rows.join("\n")
    ));
}

/// The calibration report as JSON: the cost vectors counted (exact), the
/// components, and the first of the 4095 models fitted; timings and what depends
/// on them (repetitions, the chosen model) redacted.
#[test]
fn calibrate_json() {
    let mut v: Value = serde_json::from_str(&calibrate("json")).expect("JSON");
    let models = v["models"].as_array().map_or(0, Vec::len);
    v["models"] = Value::from(vec![v["models"][0].clone(), Value::from(models)]);
    let chosen_keys: Vec<String> = v["chosen"]
        .as_object()
        .map(|o| o.keys().cloned().collect())
        .unwrap_or_default();
    v["chosen"] = Value::from(chosen_keys);
    redact_json_keys(
        &mut v,
        &[
            "call_overhead_ns",
            "measured_seconds",
            "time_ns",
            "repetitions",
            "residual_se_ns",
            "constants_ns",
            "condition",
        ],
    );
    insta::assert_snapshot!(serde_json::to_string_pretty(&v).unwrap());
}

/// `costlog calibrate --evaluate` of the hand-written platform file on one
/// benchmark, in `format`.
fn evaluate(format: &str) -> String {
    let out = costlog(&[
        "calibrate",
        "--evaluate",
        "--quick",
        "--platform",
        HAND_PLATFORM,
        "--suite",
        EVALUATION_SET,
        "--format",
        format,
    ]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    text(&out.stdout)
}

/// The evaluation in words: the models and their constants as written, the
/// measured figures as `#`; the global-error lines, ranked by measured errors,
/// sorted.
#[test]
fn calibrate_evaluate_text() {
    let report = evaluate("text");
    let mut lines: Vec<String> = Vec::new();
    let mut ranked: Vec<String> = Vec::new();
    for line in report.lines() {
        if line.contains(". global error") {
            ranked.push(redact_numbers(line));
        } else if line.contains(" rank ") {
            // A model row: its constants are the platform file's.
            let (head, constants) = line.split_at(line.find("  steps=").unwrap_or(line.len()));
            lines.push(format!("{}{constants}", redact_numbers(head)));
        } else {
            lines.push(redact_numbers(line));
        }
    }
    ranked.sort();
    insta::assert_snapshot!(format!("{}\n{}", lines.join("\n"), ranked.join("\n")));
}

/// The evaluation as JSON: counted costs, static bounds and the predictions from
/// the platform's constants are exact; measured times, errors and the ranks they
/// give are redacted, the models in the platform file's order.
#[test]
fn calibrate_evaluate_json() {
    let mut v: Value = serde_json::from_str(&evaluate("json")).expect("JSON");
    redact_json_keys(
        &mut v,
        &[
            "analysis_seconds",
            "measured_seconds",
            "observed_ns",
            "repetitions",
            "rank",
        ],
    );
    if let Some(models) = v["models"].as_array_mut() {
        models.sort_by_key(|m| m["components"].to_string());
    }
    insta::assert_snapshot!(serde_json::to_string_pretty(&v).unwrap());
}
