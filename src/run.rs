//! `costlog run`: consult a file, run `-g` goals in order, then the toplevel goal.
//!
//! The engine runs on a thread with a large stack: Prolog recursion never uses the
//! Rust stack, but dropping very deep owned terms (a million-element list converted
//! for printing) does recurse.

use crate::cli_support::print_diagnostic;
use clap::Args;
use costlog_engine::{Diagnostic, Limits, Machine, Outcome, Severity, Term};
use std::path::PathBuf;
use std::process::ExitCode;

/// Arguments of `costlog run`.
#[derive(Args, Debug)]
pub struct RunArgs {
    /// The Prolog files to consult, in order, then the program's arguments, read as
    /// `swipl a.pl b.pl x y` reads them: the first is consulted, and so is each next
    /// one that ends in `.pl`; from the first that does not, the rest are arguments.
    #[arg(required = true, value_name = "FILE")]
    pub files: Vec<String>,
    /// The program's arguments after `--` (with those after the files: the `argv` flag).
    #[arg(last = true, value_name = "ARG")]
    pub argv: Vec<String>,
    /// Goal to run after loading (repeatable; run in order). Without -g (and without
    /// `:- initialization/1,2` goals in the file), `main/0` runs if defined.
    #[arg(short = 'g', long = "goal", value_name = "GOAL")]
    pub goals: Vec<String>,
    /// Goal to run last instead of `halt` (its success gives exit code 0, failure or an error 1).
    #[arg(short = 't', long = "toplevel", value_name = "GOAL")]
    pub toplevel: Option<String>,
    /// Stop with resource_error(steps) after this many predicate calls.
    #[arg(long, value_name = "N")]
    pub step_limit: Option<u64>,
    /// Stop with resource_error(time) after this many seconds of wall-clock time.
    #[arg(long, value_name = "SECONDS")]
    pub time_limit: Option<f64>,
    /// Heap limit in MiB (resource_error(memory) beyond it).
    #[arg(long, value_name = "MIB", default_value_t = 4096)]
    pub heap_limit_mb: usize,
    /// Limit on environment frames, i.e. depth of non-tail recursion (resource_error(stack)).
    #[arg(long, value_name = "FRAMES", default_value_t = 64_000_000)]
    pub stack_limit: usize,
}

/// The files to consult and the program's arguments, split as swipl splits its
/// positional arguments: the first is a script file, as is each next one ending in
/// `.pl`; the first that does not end so and all after it are arguments.
fn split_script_files(positional: &[String]) -> (&[String], &[String]) {
    let files = positional
        .iter()
        .skip(1)
        .position(|a| !a.ends_with(".pl"))
        .map_or(positional.len(), |i| i + 1);
    positional.split_at(files)
}

/// Runs the command; the exit code follows swipl.
pub fn main(args: RunArgs) -> ExitCode {
    crate::cli_support::on_engine_thread(move || run(args))
}

fn run(args: RunArgs) -> u8 {
    let mut m = Machine::new();
    let code = run_on(&mut m, &args);
    m.flush_output();
    // The process exits next and the system reclaims the machine's memory at once,
    // where dropping it would free its clauses and terms one allocation at a time.
    std::mem::forget(m);
    code
}

fn run_on(m: &mut Machine, args: &RunArgs) -> u8 {
    m.set_limits(Limits {
        heap_cells: args.heap_limit_mb.saturating_mul(1 << 20) / 16,
        frames: args.stack_limit,
        steps: args.step_limit.unwrap_or(u64::MAX),
        deadline: args.time_limit.and_then(|s| {
            std::time::Instant::now().checked_add(std::time::Duration::try_from_secs_f64(s).ok()?)
        }),
    });
    let (files, program_args) = split_script_files(&args.files);
    let argv: Vec<String> = program_args.iter().chain(&args.argv).cloned().collect();
    m.set_command_line(&argv, &std::env::args().collect::<Vec<_>>());
    let mut main_goals = Vec::new();
    let mut initialization_goals = 0;
    for file in files.iter().map(PathBuf::from) {
        let report = match m.consult_file(&file) {
            Ok(r) => r,
            Err(e) => {
                eprintln!("error: cannot read {}: {e}", file.display());
                return 1;
            }
        };
        for d in &report.diagnostics {
            if d.severity == Severity::Error || !crate::cli_support::quiet() {
                print_diagnostic(m, d);
            }
        }
        if let Some(code) = m.halt_requested() {
            m.flush_output();
            return code.clamp(0, 255) as u8;
        }
        main_goals.extend(report.main_goals);
        initialization_goals += report.initialization_goals;
    }
    let mut goals: Vec<(String, Option<Term>)> =
        args.goals.iter().map(|g| (g.clone(), None)).collect();
    for g in main_goals {
        goals.push((String::from("initialization main"), Some(g)));
    }
    let has_main = m.is_defined("main", 0);
    // Like `swipl FILE`, a file whose initialization goals ran is not also run through main/0.
    if goals.is_empty() && args.toplevel.is_none() && has_main && initialization_goals == 0 {
        goals.push(("main".to_string(), None));
    }
    for (text, parsed) in goals {
        let goal = match parsed {
            Some(t) => t,
            None => match m.parse_goal(&text) {
                Ok(t) => t,
                Err(msg) => {
                    eprintln!("error: in goal `{text}`: {msg}");
                    return 2;
                }
            },
        };
        match m.run_once(&goal) {
            Outcome::Solved => {}
            Outcome::Failed => {
                m.flush_output();
                eprintln!("Warning: goal ({text}) failed");
                return 1;
            }
            Outcome::Halted(code) => {
                m.flush_output();
                return code.clamp(0, 255) as u8;
            }
            Outcome::Error(ball) => {
                m.flush_output();
                report_uncaught(m, &text, &ball);
                return 2;
            }
        }
    }
    let code = match &args.toplevel {
        None => 0,
        Some(t) if t == "halt" => 0,
        Some(t) => match m.parse_goal(t).map(|g| m.run_once(&g)) {
            Ok(Outcome::Solved) => 0,
            Ok(Outcome::Halted(c)) => c.clamp(0, 255) as u8,
            Ok(Outcome::Error(ball)) => {
                m.flush_output();
                report_uncaught(m, t, &ball);
                1
            }
            Ok(Outcome::Failed) => 1,
            Err(msg) => {
                eprintln!("error: in toplevel goal `{t}`: {msg}");
                2
            }
        },
    };
    m.flush_output();
    code
}

fn report_uncaught(m: &Machine, goal: &str, ball: &Term) {
    let message = m.describe_error(ball);
    match m.error_site() {
        Some((file, span, pred)) => {
            let d = Diagnostic::new(
                costlog_engine::diagnostic::codes::UNCAUGHT,
                Severity::Error,
                format!("uncaught exception in goal ({goal}): {message}"),
                Some(file),
                span,
            )
            .with_note(format!("raised while running a clause of {pred}"));
            print_diagnostic(m, &d);
        }
        None => eprintln!("error: uncaught exception in goal ({goal}): {message}"),
    }
}

#[cfg(test)]
mod tests {
    use super::split_script_files;

    fn split(args: &[&str]) -> (Vec<String>, Vec<String>) {
        let owned: Vec<String> = args.iter().map(|a| a.to_string()).collect();
        let (files, rest) = split_script_files(&owned);
        (files.to_vec(), rest.to_vec())
    }

    #[test]
    fn files_end_at_the_first_argument_not_ending_in_pl() {
        assert_eq!(split(&["a.pl", "b.pl"]).1, Vec::<String>::new());
        let (files, rest) = split(&["a.plt", "b.pro", "c.pl"]);
        assert_eq!(files, ["a.plt"]);
        assert_eq!(rest, ["b.pro", "c.pl"]);
        assert_eq!(split(&["a.pl", "b.pl", "--all"]).1, ["--all"]);
    }
}
