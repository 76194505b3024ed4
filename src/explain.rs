//! `costlog explain CODE`: the long explanation of a diagnostic code, like
//! `rustc --explain`.

use crate::report::codes::{lookup, CODES};
use clap::Args;
use std::process::ExitCode;

/// Arguments of `costlog explain`.
#[derive(Args, Debug)]
pub struct ExplainArgs {
    /// The code (`CL0001`, `CA0005`, `CV0001`); without one, every code is listed.
    pub code: Option<String>,
}

/// Prints the explanation: 0 for a known code (or the list), 1 for an unknown one.
pub fn main(args: ExplainArgs) -> ExitCode {
    match args.code {
        None => {
            for d in CODES {
                println!("{}  {}", d.code, d.summary);
            }
            ExitCode::SUCCESS
        }
        Some(code) => match lookup(&code) {
            Some(d) => {
                println!("{}: {}\n\n{}", d.code, d.summary, d.explanation);
                ExitCode::SUCCESS
            }
            None => {
                eprintln!(
                    "error: `{code}` is not a costlog diagnostic code (`costlog explain` lists them)"
                );
                ExitCode::from(1)
            }
        },
    }
}
