//! Pieces every command shares: the engine thread and diagnostic printing.

use costlog_engine::{diagnostic, Diagnostic, Machine};
use std::io::IsTerminal;
use std::process::ExitCode;

/// Runs `job` on a thread with a large stack (deep terms are dropped recursively)
/// and turns its result into the exit code.
pub fn on_engine_thread(job: impl FnOnce() -> u8 + Send + 'static) -> ExitCode {
    let handle = std::thread::Builder::new()
        .name("costlog-engine".into())
        .stack_size(1 << 30)
        .spawn(job);
    match handle.map(|h| h.join()) {
        Ok(Ok(code)) => ExitCode::from(code),
        _ => {
            eprintln!("costlog: internal error");
            ExitCode::from(1)
        }
    }
}

/// Whether to colour diagnostics (a terminal, and `NO_COLOR` unset).
pub fn color() -> bool {
    std::env::var_os("NO_COLOR").is_none() && std::io::stderr().is_terminal()
}

/// Renders a diagnostic to a string against the source it points into.
pub fn render_diagnostic(m: &Machine, d: &Diagnostic, color: bool) -> String {
    let (name, text) = match d.file.and_then(|f| m.sources().get(f as usize)) {
        Some(src) => (src.path.display().to_string(), src.text.as_str()),
        None => ("<input>".to_string(), ""),
    };
    diagnostic::render(d, &name, text, color)
}

/// Prints a diagnostic on stderr.
pub fn print_diagnostic(m: &Machine, d: &Diagnostic) {
    eprint!("{}", render_diagnostic(m, d, color()));
}
