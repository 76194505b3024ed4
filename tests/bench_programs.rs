//! Runs every benchmark program once through `costlog run` as a correctness test:
//! each program checks its own answer and fails otherwise (timing is `bench/run.py`'s job).

use std::process::Command;

#[test]
fn every_benchmark_program_succeeds() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/bench/programs");
    let mut failures = Vec::new();
    let mut count = 0;
    for entry in std::fs::read_dir(dir).expect("bench/programs exists") {
        let path = entry.expect("directory entry").path();
        if path.extension().is_none_or(|e| e != "pl") {
            continue;
        }
        let name = path
            .file_stem()
            .unwrap_or_default()
            .to_string_lossy()
            .into_owned();
        let goal = if name == "startup" { "true" } else { "bench" };
        let out = Command::new(env!("CARGO_BIN_EXE_costlog"))
            .arg("run")
            .arg(&path)
            .args(["-g", goal])
            .output()
            .expect("costlog runs");
        count += 1;
        if !out.status.success() {
            failures.push(format!(
                "{name}: {:?}\n{}",
                out.status.code(),
                String::from_utf8_lossy(&out.stderr)
            ));
        }
    }
    assert!(count >= 13, "only {count} programs found");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
