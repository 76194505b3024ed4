//! End-to-end: `costlog verify` at CI scale (issue 16, item 7). `--jobs 2` reports
//! byte for byte what `--jobs 1` does, in every format; the verdict cache reuses
//! verdicts of an unchanged program, decides again what an edit may change (a
//! callee) and only that, and never turns a bad or unwritable cache into a wrong
//! verdict or a failure.

mod common;

use common::{costlog, text};
use costlog_engine::Term;
use std::collections::HashSet;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Output;

/// Sweeps small enough to finish within a generous budget: the report does not
/// depend on how fast the machine is.
const SWEEP: [&str; 4] = ["--max-size", "5", "--budget", "30"];

fn verify(files: &[String], extra: &[&str]) -> Output {
    let mut args: Vec<&str> = vec!["verify"];
    args.extend(files.iter().map(String::as_str));
    args.extend_from_slice(&SWEEP);
    args.extend_from_slice(extra);
    costlog(&args)
}

fn files_in(dir: &str) -> Vec<String> {
    let mut out: Vec<String> = fs::read_dir(Path::new(env!("CARGO_MANIFEST_DIR")).join(dir))
        .expect("corpus")
        .filter_map(|e| e.ok())
        .map(|e| format!("{dir}/{}", e.file_name().to_string_lossy()))
        .filter(|f| f.ends_with(".pl"))
        .collect();
    out.sort();
    out
}

fn scratch(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("costlog-scale-{name}-{}", std::process::id()));
    let _ = fs::remove_dir_all(&d);
    fs::create_dir_all(&d).expect("scratch dir");
    d
}

fn same_report(a: &Output, b: &Output, what: &str) {
    assert_eq!(a.status.code(), b.status.code(), "{what}: exit codes");
    assert!(
        a.stdout == b.stdout,
        "{what}: reports differ\n--- first\n{}\n--- second\n{}",
        text(&a.stdout),
        text(&b.stdout)
    );
}

/// Predicates by name and arity.
type Predicates = HashSet<(String, usize)>;

/// The predicates `file` (and the files it loads) defines.
fn defined_by(file: &str) -> Predicates {
    let mut m = costlog_engine::Machine::new();
    let report = m.consult_file(Path::new(file)).expect("corpus file");
    report
        .clauses
        .iter()
        .filter_map(|(_, rt)| {
            let head = match &rt.term {
                Term::Compound(f, a) if f.name() == ":-" && a.len() == 2 => &a[0],
                t => t,
            };
            head.functor()
                .map(|(name, arity)| (name.name().to_string(), arity))
        })
        .collect()
}

/// `files` in groups that define no predicate in common: each group loads as one
/// program in which no file redefines another's predicates (a later file's
/// definition would replace an earlier one's, as in SWI-Prolog, and the sweeps
/// would run programs nobody wrote). Programs with timed properties are left out:
/// their observed shares differ from run to run by nature.
fn programs(files: &[String]) -> Vec<Vec<String>> {
    let mut groups: Vec<(Vec<String>, Predicates)> = Vec::new();
    for file in files {
        if fs::read_to_string(file).is_ok_and(|t| t.contains("exec_time")) {
            continue;
        }
        let defined = defined_by(file);
        match groups.iter_mut().find(|(_, d)| d.is_disjoint(&defined)) {
            Some((group, d)) => {
                group.push(file.clone());
                d.extend(defined);
            }
            None => groups.push((vec![file.clone()], defined)),
        }
    }
    groups.into_iter().map(|(g, _)| g).collect()
}

#[test]
fn two_jobs_report_what_one_job_does_on_the_corpus() {
    let mut corpus = files_in("analyzer/tests/corpus");
    corpus.extend(files_in("examples"));
    assert!(corpus.len() > 50, "{corpus:?}");
    let groups = programs(&corpus);
    assert!(groups.len() < corpus.len() / 4, "{groups:?}");
    for group in &groups {
        let one = verify(group, &["--jobs", "1", "--no-cache"]);
        let two = verify(group, &["--jobs", "2", "--no-cache"]);
        assert!(!one.stdout.is_empty(), "{}", text(&one.stderr));
        let errors = text(&one.stderr);
        assert!(!errors.contains("panicked"), "{errors}");
        assert!(!errors.contains("CL0011"), "a redefinition: {errors}");
        same_report(&one, &two, "text, corpus");
    }
    for group in programs(&files_in("examples")) {
        for format in ["json", "sarif", "junit"] {
            let one = verify(&group, &["--jobs", "1", "--no-cache", "--format", format]);
            let two = verify(&group, &["--jobs", "2", "--no-cache", "--format", format]);
            same_report(&one, &two, format);
        }
    }
    // `--output` writes the same program back.
    let dir = scratch("output");
    let written = |jobs: &str| {
        let out = dir.join(format!("qsort_{jobs}.pl"));
        let run = verify(
            &["examples/qsort.pl".to_string()],
            &[
                "--jobs",
                jobs,
                "--no-cache",
                "--output",
                out.to_str().expect("utf-8"),
            ],
        );
        assert_ne!(run.status.code(), Some(2), "{}", text(&run.stderr));
        fs::read(&out).expect("written")
    };
    assert!(written("1") == written("2"), "--output files differ");
    let _ = fs::remove_dir_all(&dir);
}

const PROGRAM: &str = "\
:- pred top(L, N) : (list(L), var(N)) + cost(ub, steps, length(L) + 2).
top(L, N) :- len(L, N).

:- pred len(L, N) : (list(L), var(N)) + cost(ub, steps, length(L) + 1).
len([], 0).
len([_|T], N) :- len(T, M), N is M + 1.
";

const OTHER: &str = "\
:- pred other(X) : int(X) + not_fails.
other(X) :- X > 0.
other(_).
";

/// A two-file program in a fresh directory, and its cache directory.
fn program(name: &str) -> (PathBuf, Vec<String>, String) {
    let dir = scratch(name);
    fs::write(dir.join("main.pl"), PROGRAM).expect("write");
    fs::write(dir.join("other.pl"), OTHER).expect("write");
    let files = ["main.pl", "other.pl"]
        .iter()
        .map(|f| dir.join(f).to_string_lossy().into_owned())
        .collect();
    let cache = dir.join("cache").to_string_lossy().into_owned();
    (dir, files, cache)
}

/// How many verdicts the run says it took from the cache (0 when it says nothing).
fn reused(out: &Output) -> usize {
    let err = text(&out.stderr);
    err.lines()
        .find_map(|l| l.strip_prefix("note: verdict cache: "))
        .and_then(|l| l.split(' ').next()?.parse().ok())
        .unwrap_or(0)
}

/// Status per property, from the JSON report.
fn statuses(out: &Output) -> Vec<(String, String)> {
    let v: serde_json::Value = serde_json::from_slice(&out.stdout)
        .unwrap_or_else(|e| panic!("{e}: {}", text(&out.stderr)));
    v["assertions"]
        .as_array()
        .expect("assertions")
        .iter()
        .map(|a| {
            (
                a["property"].as_str().unwrap_or("").to_string(),
                a["status"].as_str().unwrap_or("").to_string(),
            )
        })
        .collect()
}

fn status_of(s: &[(String, String)], property: &str) -> String {
    s.iter()
        .find(|(p, _)| p == property)
        .unwrap_or_else(|| panic!("no {property} in {s:?}"))
        .1
        .clone()
}

#[test]
fn an_unchanged_program_is_reused_a_callee_edit_is_decided_again() {
    let (dir, files, cache) = program("reuse");
    let run = || verify(&files, &["--format", "json", "--cache", &cache]);
    let cold = run();
    let fresh = verify(&files, &["--format", "json", "--no-cache"]);
    same_report(&cold, &fresh, "cold cache");
    assert_eq!(reused(&cold), 0, "{}", text(&cold.stderr));
    let n = statuses(&cold).len();
    assert!(n >= 5, "{:?}", statuses(&cold));
    let warm = run();
    same_report(&cold, &warm, "warm cache");
    assert_eq!(reused(&warm), n, "{}", text(&warm.stderr));
    let top = "cost(ub, steps, length(L) + 2)";
    let len = "cost(ub, steps, length(L) + 1)";
    assert_eq!(status_of(&statuses(&warm), top), "checked");
    assert_eq!(status_of(&statuses(&warm), len), "checked");
    // `-q` silences the note.
    let quiet = verify(&files, &["-q", "--format", "json", "--cache", &cache]);
    assert_eq!(text(&quiet.stderr), "");

    // An unrelated edit: the other file's predicate. Only its own properties and
    // those keyed on the whole program (`calls`) are decided again.
    fs::write(dir.join("other.pl"), OTHER.replace("X > 0", "X >= 0")).expect("write");
    let after = run();
    assert_eq!(statuses(&after), statuses(&cold));
    let whole_program = statuses(&cold)
        .iter()
        .filter(|(p, _)| p.starts_with("calls "))
        .count();
    assert_eq!(
        reused(&after),
        n - 1 - whole_program,
        "{}",
        text(&after.stderr)
    );

    // A callee edit: `len/2` takes one more step per element, which breaks both
    // bounds, the caller's too; the other predicate's verdict is reused.
    let slower = PROGRAM.replace("len(T, M), N is", "len(T, M), tick, N is") + "tick.\n";
    fs::write(dir.join("main.pl"), slower).expect("write");
    let edited = run();
    let s = statuses(&edited);
    assert_eq!(status_of(&s, top), "false", "{s:?}");
    assert_eq!(status_of(&s, len), "false", "{s:?}");
    assert_eq!(status_of(&s, "not_fails"), "checked");
    assert_eq!(reused(&edited), 1, "{}", text(&edited.stderr));
    same_report(
        &edited,
        &verify(&files, &["--format", "json", "--no-cache"]),
        "after the edit",
    );
    let _ = fs::remove_dir_all(&dir);
}

#[test]
fn corrupt_entries_are_decided_again() {
    let (dir, files, cache) = program("corrupt");
    let run = || verify(&files, &["--cache", &cache]);
    let first = run();
    let entries: Vec<PathBuf> = fs::read_dir(Path::new(&cache).join("verdicts"))
        .expect("entries written")
        .filter_map(|e| Some(e.ok()?.path()))
        .collect();
    assert!(!entries.is_empty());
    for (i, e) in entries.iter().enumerate() {
        let bytes = fs::read(e).expect("entry");
        let bad: Vec<u8> = match i % 4 {
            0 => Vec::new(),
            1 => bytes[..bytes.len() / 2].to_vec(),
            2 => b"\xff\xfe not json".to_vec(),
            _ => String::from_utf8_lossy(&bytes)
                .replace("checked", "false")
                .replace("\"false\"", "\"checked\"")
                .replace("\"key\":\"", "\"key\":\"0")
                .into_bytes(),
        };
        fs::write(e, bad).expect("corrupt");
    }
    let again = run();
    same_report(&first, &again, "corrupt cache");
    assert!(!text(&again.stderr).contains("panicked"));
    assert_eq!(reused(&again), 0, "{}", text(&again.stderr));
    // The entries were written again.
    let third = run();
    same_report(&first, &third, "rewritten cache");
    assert_eq!(reused(&third), entries.len(), "{}", text(&third.stderr));
    let _ = fs::remove_dir_all(&dir);
}

#[test]
fn an_unwritable_cache_is_a_warning() {
    let (dir, files, _) = program("unwritable");
    // A regular file where the cache directory should be.
    let blocked = dir.join("blocked");
    fs::write(&blocked, "not a directory").expect("write");
    let cache = blocked.join("cache").to_string_lossy().into_owned();
    let out = verify(&files, &["--cache", &cache]);
    let without = verify(&files, &["--no-cache"]);
    same_report(&out, &without, "unwritable cache");
    let err = text(&out.stderr);
    assert_eq!(
        err.matches("warning: cannot write the verdict cache")
            .count(),
        1,
        "{err}"
    );
    let _ = fs::remove_dir_all(&dir);
}
