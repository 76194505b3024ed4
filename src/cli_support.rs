//! Pieces every command shares: the engine thread and diagnostic printing.

use crate::report::diagnostic;
use costlog_engine::{Diagnostic, Machine};
use std::io::IsTerminal;
use std::process::ExitCode;
use std::sync::{Mutex, OnceLock};

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

/// When diagnostics are coloured (`--color`, on every command).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, clap::ValueEnum)]
pub enum ColorChoice {
    /// On a terminal, unless `NO_COLOR` is set.
    #[default]
    Auto,
    /// Always (e.g. a CI log that renders ANSI colours).
    Always,
    /// Never.
    Never,
}

/// The output settings every command shares (`--color`, `-q/--quiet`).
#[derive(Clone, Copy, Debug, Default)]
pub struct OutputSettings {
    /// When to colour diagnostics.
    pub color: ColorChoice,
    /// Whether notes (hints that are not warnings or errors) are left out.
    pub quiet: bool,
}

static SETTINGS: OnceLock<OutputSettings> = OnceLock::new();
static NOTES_SAID: Mutex<Vec<String>> = Mutex::new(Vec::new());

/// Sets the output settings once, from the command line, before any output.
pub fn configure(settings: OutputSettings) {
    let _ = SETTINGS.set(settings);
}

fn settings() -> OutputSettings {
    SETTINGS.get().copied().unwrap_or_default()
}

/// Whether to colour diagnostics: `--color`, where `auto` means a terminal with
/// `NO_COLOR` unset.
pub fn color() -> bool {
    match settings().color {
        ColorChoice::Always => true,
        ColorChoice::Never => false,
        ColorChoice::Auto => {
            std::env::var_os("NO_COLOR").is_none() && std::io::stderr().is_terminal()
        }
    }
}

/// Whether `-q/--quiet` was given.
pub fn quiet() -> bool {
    settings().quiet
}

/// Prints `note: {text}` on stderr once per run (a note asked for again is not
/// repeated), and never under `-q/--quiet`.
pub fn note(text: &str) {
    if quiet() {
        return;
    }
    let mut said = NOTES_SAID.lock().unwrap_or_else(|e| e.into_inner());
    if !said.iter().any(|s| s == text) {
        said.push(text.to_string());
        eprintln!("note: {text}");
    }
}

/// Renders a diagnostic to a string against the source it points into.
pub fn render_diagnostic(m: &Machine, d: &Diagnostic, color: bool) -> String {
    render_diagnostic_with(m, d, None, color)
}

/// Renders a diagnostic with a secondary label in its source.
pub fn render_diagnostic_with(
    m: &Machine,
    d: &Diagnostic,
    secondary: Option<&diagnostic::Secondary>,
    color: bool,
) -> String {
    let (name, text) = match d.file.and_then(|f| m.sources().get(f as usize)) {
        Some(src) => (src.path.display().to_string(), src.text.as_str()),
        None => ("<input>".to_string(), ""),
    };
    diagnostic::render_with(d, secondary, &name, text, color)
}

/// Prints a diagnostic on stderr.
pub fn print_diagnostic(m: &Machine, d: &Diagnostic) {
    eprint!("{}", render_diagnostic(m, d, color()));
}

/// A consulted program with its assertions.
pub struct Loaded {
    /// The machine the files were consulted into.
    pub machine: Machine,
    /// The assertion directives, parsed.
    pub set: costlog_assertions::AssertionSet,
    /// Every clause read, with its file.
    pub clauses: Vec<(u32, costlog_engine::reader::ReadTerm)>,
    /// Dynamic and tabled predicates: their run-time clauses are not the ones read.
    pub run_time_defined: Vec<(costlog_engine::Atom, u32)>,
    /// Directives that run goals, as read, with their files.
    pub goals: Vec<(u32, costlog_engine::reader::ReadTerm)>,
}

/// Consults `files` and parses their assertions, printing diagnostics. A file that
/// cannot be read, a syntax error or a malformed assertion gives `Err(2)` (after
/// saying so, with `command` in the message).
pub fn load_program(files: &[std::path::PathBuf], command: &str) -> Result<Loaded, u8> {
    load(files, &print_diagnostic).map_err(|failure| {
        match failure {
            LoadFailure::Unreadable(f, e) => eprintln!("error: cannot read {}: {e}", f.display()),
            LoadFailure::Errors => {
                eprintln!("costlog {command}: errors in the program or its assertions; stopped")
            }
        }
        2
    })
}

/// Consults `files` again without printing anything: the same program for a
/// worker that checks properties on its own machine (`None` when it no longer
/// loads, as when a file was removed meanwhile).
pub fn load_silently(files: &[std::path::PathBuf]) -> Option<Loaded> {
    load(files, &|_, _| {}).ok()
}

/// Whether `file` is one of the sources `m` has read (compared as canonical paths).
fn already_loaded(m: &Machine, file: &std::path::Path) -> bool {
    let Ok(file) = std::fs::canonicalize(file) else {
        return false;
    };
    m.sources()
        .iter()
        .any(|s| std::fs::canonicalize(&s.path).is_ok_and(|p| p == file))
}

/// Why a program did not load.
enum LoadFailure {
    /// A file could not be read.
    Unreadable(std::path::PathBuf, std::io::Error),
    /// Syntax errors or malformed assertions (already reported).
    Errors,
}

/// Consults `files` and parses their assertions, handing every diagnostic to
/// `report`.
fn load(
    files: &[std::path::PathBuf],
    report: &dyn Fn(&Machine, &Diagnostic),
) -> Result<Loaded, LoadFailure> {
    let mut m = Machine::new();
    let mut kept = Vec::new();
    let mut clauses = Vec::new();
    let mut run_time_defined = Vec::new();
    let mut goals = Vec::new();
    let mut load_errors = false;
    for f in files {
        // A file an earlier one already loaded (`use_module`, `consult`, or the
        // same file named twice) is not read again: its clauses and assertions
        // would be listed twice.
        if already_loaded(&m, f) {
            continue;
        }
        match m.consult_file(f) {
            Ok(r) => {
                for d in &r.diagnostics {
                    report(&m, d);
                }
                load_errors |= r
                    .diagnostics
                    .iter()
                    .any(|d| d.severity == costlog_engine::Severity::Error);
                kept.extend(r.kept);
                clauses.extend(r.clauses);
                run_time_defined.extend(r.run_time_defined);
                goals.extend(r.goals);
            }
            Err(e) => return Err(LoadFailure::Unreadable(f.clone(), e)),
        }
    }
    // A later file may have replaced an earlier one's definition (redefine.rs).
    clauses.retain(|(file, rt)| !m.is_superseded(*file, &rt.span));
    let set = costlog_assertions::parse_directives(&kept, &|name, arity| {
        m.is_defined(name, arity as u32)
    });
    for d in &set.diagnostics {
        report(&m, d);
    }
    if load_errors || set.has_errors() {
        return Err(LoadFailure::Errors);
    }
    run_time_defined.sort_by(|a, b| a.0.cmp_names(b.0).then(a.1.cmp(&b.1)));
    run_time_defined.dedup();
    Ok(Loaded {
        machine: m,
        set,
        clauses,
        run_time_defined,
        goals,
    })
}
