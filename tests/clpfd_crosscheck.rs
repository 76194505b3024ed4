//! library(clpfd) on random problems (`bench/clpfd_crosscheck.py`), against their
//! solutions found by enumeration and SWI-Prolog's order of them: linear and
//! non-linear arithmetic, partial operations inside reification, all_different,
//! all_distinct, sum/3 and every labeling option. Needs `python3` and `swipl`
//! (for the order); skips without them.

use std::process::Command;

/// Whether `program --version` runs.
fn installed(program: &str) -> bool {
    Command::new(program).arg("--version").output().is_ok()
}

#[test]
fn random_problems_have_swi_prologs_solutions() {
    if !installed("python3") || !installed("swipl") {
        eprintln!("python3 or swipl not installed: skipping the clpfd cross-check");
        return;
    }
    let script = concat!(env!("CARGO_MANIFEST_DIR"), "/bench/clpfd_crosscheck.py");
    let out = Command::new("python3")
        .args([script, "--problems", "200", "--seed", "7", "--costlog"])
        .arg(env!("CARGO_BIN_EXE_costlog"))
        .output()
        .expect("python3 runs");
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{text}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        text.contains("200 problems: 0 wrong, 0 in another order"),
        "{text}"
    );
}
