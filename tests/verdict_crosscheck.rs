//! End-to-end cross-check of the verdicts `costlog verify` prints, on programs
//! with generated assertions whose truth is known from measured runs (see
//! `bench/verdicts/crosscheck.py`): no `checked` on an assertion a run violates,
//! no `false` whose counterexample does not reproduce.
//!
//! CI runs it on our own programs under `tests/verdicts/`; with
//! `VERDICT_CROSSCHECK_FULL=1` it also runs on programs written by others, read
//! from the mirrors (SWI-Prolog's benchmark suite, CiaoPP's examples, two
//! Advent-of-Code repositories) where they are present. It needs `python3` and
//! `swipl` (the oracle for solutions and output types) and skips without them.

use std::process::Command;

/// Whether `program --version` runs.
fn installed(program: &str) -> bool {
    Command::new(program).arg("--version").output().is_ok()
}

/// The mirrored programs of others the full run reads (absent ones are skipped
/// by the script).
const MIRRORS: &[&str] = &[
    "git:/work/.mirror/SWI-Prolog+bench/repo::programs",
    "git:/work/.mirror/ciao-lang+ciaopp/repo::examples",
    "git:/work/.mirror/ciao-lang+ciaopp/repo::doc/tutorials/tut_examples",
    "git:/work/.mirror/jesperes+advent-of-code-prolog/repo",
    "git:/work/.mirror/johnellis1392+advent-of-code-prolog/repo",
];

/// The number in `N verdicts, M wrong` of the script's summary.
fn verdicts_in(summary: &str) -> Option<usize> {
    let line = summary.lines().find(|l| l.ends_with(" wrong"))?;
    line.split_whitespace().next()?.parse().ok()
}

#[test]
fn no_verdict_contradicts_the_measured_runs() {
    if !installed("python3") || !installed("swipl") {
        eprintln!("python3 or swipl not installed: skipping the verdict cross-check");
        return;
    }
    let full = std::env::var("VERDICT_CROSSCHECK_FULL").is_ok_and(|v| v == "1");
    let mut args: Vec<&str> = vec![
        "bench/verdicts/crosscheck.py",
        "--costlog",
        env!("CARGO_BIN_EXE_costlog"),
        "--budget",
        "0.1",
    ];
    if full {
        args.extend(MIRRORS);
    } else {
        // One pattern per predicate keeps CI near a minute under load now that
        // determinism, solutions, tests and rel_cost are judged too.
        args.extend(["--max-patterns", "1"]);
    }
    args.push("tests/verdicts");
    let out = Command::new("python3")
        .args(&args)
        .env("XDG_CONFIG_HOME", "/nonexistent/costlog-tests")
        .env("NO_COLOR", "1")
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("python3 runs");
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    println!("{stdout}");
    assert!(out.status.success(), "wrong verdicts:\n{stdout}\n{stderr}");
    // The run must have judged something: a harness that loads nothing passes
    // vacuously.
    let judged = verdicts_in(&stdout).unwrap_or(0);
    assert!(
        judged >= 400,
        "only {judged} verdicts judged:\n{stdout}\n{stderr}"
    );
}
