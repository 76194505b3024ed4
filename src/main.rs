//! The `costlog` command-line program.
//!
//! Commands: `run` (consult a file and run goals like `swipl -g Goal -t Toplevel
//! File`), `verify` (give every assertion a verdict), `profile` (cost centres) and
//! `analyze` (inferred bounds), `calibrate` (the time model) and `explain` (what a
//! diagnostic code means).
//! Each documents its exit codes; 2 is always a usage or input error.

mod analyze;
mod calibrate;
mod cli_support;
mod explain;
mod platform;
mod profile;
mod report;
mod run;
mod verify;

use clap::{Parser, Subcommand};
use std::process::ExitCode;

/// costlog: static-plus-dynamic resource verification for Prolog.
#[derive(Parser, Debug)]
#[command(name = "costlog", version, about, long_about = None)]
struct Cli {
    #[command(subcommand)]
    command: Command,
    /// Leave out notes (hints such as a missing platform file) and, for `run`, the
    /// warnings of loading (which `swipl -q` still prints); errors stay.
    #[arg(short, long, global = true)]
    quiet: bool,
    /// When to colour diagnostics.
    #[arg(long, global = true, value_enum, default_value_t = cli_support::ColorChoice::Auto)]
    color: cli_support::ColorChoice,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Consult a Prolog file and run goals on costlog's engine (like `swipl -g G -t halt FILE`).
    #[command(
        after_help = "Exit codes: 0 every goal succeeded; 1 a goal failed or raised an uncaught \
error (reported with the clause it came from); 2 usage error or a goal that does not parse; \
halt(N) exits with N.\n\nExample: costlog run examples/nrev.pl -g main"
    )]
    Run(run::RunArgs),
    /// Verify the assertions of Prolog files: every cost property gets a verdict.
    #[command(
        after_help = "Exit codes: 0 nothing is false; 1 an assertion is false (or, with --strict, \
left `check`); 2 usage error, syntax error or malformed assertion.\n\nExample: costlog verify examples/qsort.pl"
    )]
    Verify(verify::VerifyArgs),
    /// Profile a goal by cost centres: where steps and time go, and why.
    #[command(
        after_help = "Exit codes: 0 profiled (the goal succeeded or failed); 1 the goal raised an \
error; 2 usage error, syntax error or malformed assertion.\n\nExamples:\n  costlog profile examples/qsort_cc.pl -g 'main' --resource steps\n  \
costlog profile prog.pl -g 'color_map(_,_,_,_,_)' --auto --heuristic top:2 --dot tree.dot"
    )]
    Profile(profile::ProfileArgs),
    /// Infer bounds on steps and unification components statically, printed as `true pred` assertions.
    #[command(
        after_help = "Exit codes: 0 analysed; 2 usage error, syntax error or malformed assertion.\n\n\
Example: costlog analyze examples/nrev.pl"
    )]
    Analyze(analyze::AnalyzeArgs),
    /// Calibrate this machine: fit the time per unit of each cost component and
    /// write the platform file (with --evaluate: predict benchmarks and compare).
    #[command(
        after_help = "Exit codes: 0 calibrated (platform file written) or evaluated; 1 no cost model \
is usable; 2 usage error, missing or malformed suite, a calibration program that fails, or (with \
--evaluate) a missing or corrupt platform file.\n\n\
Examples:\n  costlog calibrate\n  costlog calibrate --quick --output /tmp/platform.yaml\n  \
costlog calibrate --evaluate --platform /tmp/platform.yaml"
    )]
    Calibrate(calibrate::CalibrateArgs),
    /// Explain a diagnostic code (`costlog explain CV0001`); without one, list them all.
    #[command(after_help = "Exit codes: 0 explained; 1 not a costlog diagnostic code.")]
    Explain(explain::ExplainArgs),
}

fn main() -> ExitCode {
    // Writing to a closed pipe (`costlog analyze f.pl | head`) ends the process
    // quietly, as other command-line tools do, instead of panicking in `print!`.
    #[cfg(unix)]
    // SAFETY: setting a signal disposition to its default at start-up, before any
    // thread exists.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
    }
    let cli = Cli::parse();
    cli_support::configure(cli_support::OutputSettings {
        color: cli.color,
        quiet: cli.quiet,
    });
    match cli.command {
        Command::Run(args) => run::main(args),
        Command::Verify(args) => verify::main(args),
        Command::Profile(args) => profile::main(args),
        Command::Analyze(args) => analyze::main(args),
        Command::Calibrate(args) => calibrate::main(args),
        Command::Explain(args) => explain::main(args),
    }
}
