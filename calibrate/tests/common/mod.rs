//! Helpers the calibrate crate's tests share.

use std::path::PathBuf;

/// A fresh suite directory `name` under a per-process temporary folder named after
/// `test`, with `suite.yaml` and the given program files.
pub fn suite_dir(test: &str, name: &str, yaml: &str, files: &[(&str, &str)]) -> PathBuf {
    let dir = std::env::temp_dir()
        .join(format!("costlog-{test}-{}", std::process::id()))
        .join(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("suite.yaml"), yaml).unwrap();
    for (f, text) in files {
        std::fs::write(dir.join(f), text).unwrap();
    }
    dir
}
