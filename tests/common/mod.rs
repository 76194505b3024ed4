//! Helpers the end-to-end tests share: running the binary from the repository root.

use std::process::{Command, Output};

/// Runs `costlog ARGS` from the repository root, without colours, without the
/// user's platform file (the default one is looked for under a directory that
/// does not exist) and with a verdict cache of the test process's own.
pub fn costlog(args: &[&str]) -> Output {
    costlog_with_env(args, &[])
}

/// [`costlog`] with extra environment variables (`TZ`, ...).
pub fn costlog_with_env(args: &[&str], env: &[(&str, &str)]) -> Output {
    let cache = std::env::temp_dir().join(format!("costlog-tests-cache-{}", std::process::id()));
    Command::new(env!("CARGO_BIN_EXE_costlog"))
        .args(args)
        .env("NO_COLOR", "1")
        .env("XDG_CONFIG_HOME", "/nonexistent/costlog-tests")
        .env("XDG_CACHE_HOME", cache)
        .envs(env.iter().copied())
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("costlog runs")
}

/// Output bytes as text.
pub fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}
