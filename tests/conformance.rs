//! Runs the conformance corpus (`engine/tests/conformance/`) through costlog, and
//! through SWI-Prolog when `swipl` is installed (the corpus's expectations are SWI's
//! answers, so both must pass every case). Skips the SWI half cleanly without swipl.

use std::process::Command;

fn run_corpus(system: &str) -> (bool, String) {
    let script = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/engine/tests/conformance/run.sh"
    );
    let out = Command::new("sh")
        .arg(script)
        .arg(system)
        .output()
        .expect("sh runs");
    let text = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    (out.status.success(), text)
}

#[test]
fn corpus_passes_in_costlog() {
    let (ok, text) = run_corpus(env!("CARGO_BIN_EXE_costlog"));
    assert!(ok, "conformance failures in costlog:\n{text}");
    assert!(text.contains("conformance total:"), "{text}");
}

#[test]
fn corpus_passes_in_swipl_when_installed() {
    if Command::new("swipl").arg("--version").output().is_err() {
        eprintln!("swipl not installed: skipping the SWI-Prolog half of the conformance corpus");
        return;
    }
    let (ok, text) = run_corpus("swipl");
    assert!(
        ok,
        "conformance expectations disagree with SWI-Prolog:\n{text}"
    );
}
