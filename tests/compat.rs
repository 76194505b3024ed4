//! The compatibility corpus (`tests/compat/`): small programs written by us, one per
//! SWI-Prolog feature costlog supports. Each `NAME.pl` defines `main/0`; its standard
//! output and exit code under `costlog run NAME.pl -g main` must be byte-identical to
//! `NAME.out`, which records what `swipl -g main -t halt NAME.pl` printed. Where
//! `swipl` is installed, the recording is also checked against a live run, so a
//! stale `.out` cannot hide a difference.

mod common;

use std::path::{Path, PathBuf};
use std::process::Command;

/// The corpus's programs, sorted by name.
fn programs() -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/compat");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("tests/compat exists")
        .map(|e| e.expect("directory entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "pl"))
        .collect();
    files.sort();
    files
}

/// Standard output followed by a line with the exit code, as recorded in `.out` files.
fn transcript(out: &std::process::Output) -> String {
    format!(
        "{}exit {}\n",
        common::text(&out.stdout),
        out.status
            .code()
            .map_or("signal".to_string(), |c| c.to_string())
    )
}

/// The recorded transcript of a program.
fn recorded(program: &Path) -> String {
    std::fs::read_to_string(program.with_extension("out"))
        .unwrap_or_else(|_| panic!("{} has no .out recording", program.display()))
}

fn swipl_available() -> bool {
    Command::new("swipl").arg("--version").output().is_ok()
}

#[test]
fn corpus_is_large_enough() {
    let n = programs().len();
    assert!(n >= 25, "only {n} programs in tests/compat");
}

#[test]
fn costlog_output_is_byte_identical_to_the_recording() {
    let mut failures = Vec::new();
    for program in programs() {
        let path = program.to_string_lossy().into_owned();
        let out = common::costlog(&["run", &path, "-g", "main"]);
        let got = transcript(&out);
        let want = recorded(&program);
        if got != want {
            failures.push(format!(
                "{}:\n--- swipl (recorded)\n{want}--- costlog\n{got}--- stderr\n{}",
                program.display(),
                common::text(&out.stderr)
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn recordings_match_a_live_swipl() {
    if !swipl_available() {
        eprintln!("swipl is not installed: recordings not re-checked");
        return;
    }
    let mut stale = Vec::new();
    for program in programs() {
        let out = Command::new("swipl")
            .args(["-g", "main", "-t", "halt"])
            .arg(&program)
            .current_dir(env!("CARGO_MANIFEST_DIR"))
            .output()
            .expect("swipl runs");
        let live = transcript(&out);
        if live != recorded(&program) {
            stale.push(format!("{}:\n{live}", program.display()));
        }
    }
    assert!(
        stale.is_empty(),
        "recordings differ from swipl:\n{}",
        stale.join("\n")
    );
}
