//! `costlog analyze`: print the bounds the static analysis infers, per predicate and
//! call pattern, as Ciao-style `true pred` assertions (or JSON).

use crate::cli_support::{load_program, on_engine_thread};
use clap::{Args, ValueEnum};
use costlog_analyzer::decide::{pattern_of, Decider};
use costlog_analyzer::report::{bound_text, calls_text, true_pred};
use costlog_assertions::Kind;
use std::path::PathBuf;
use std::process::ExitCode;

/// Arguments of `costlog analyze`.
#[derive(Args, Debug)]
pub struct AnalyzeArgs {
    /// Prolog files to analyse (consulted together).
    #[arg(required = true)]
    pub files: Vec<PathBuf>,
    /// Resources to infer bounds for (today: steps).
    #[arg(long, value_name = "R", default_value = "steps")]
    pub resource: Vec<String>,
    /// Output format.
    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub format: Format,
}

/// Output formats.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Format {
    /// `true pred` assertions.
    Text,
    /// JSON.
    Json,
}

/// Runs the command: 0 analysed, 2 usage or load error.
pub fn main(args: AnalyzeArgs) -> ExitCode {
    on_engine_thread(move || analyze(args))
}

fn analyze(args: AnalyzeArgs) -> u8 {
    if let Some(r) = args.resource.iter().find(|r| r.as_str() != "steps") {
        eprintln!(
            "error: --resource {r}: the analysis infers bounds on steps only (unification components and time are measured by `costlog verify` and `costlog profile`)"
        );
        return 2;
    }
    let loaded = match load_program(&args.files, "analyze") {
        Ok(l) => l,
        Err(code) => return code,
    };
    let mut decider = Decider::new(loaded.clauses.iter().map(|(_, rt)| &rt.term));
    let mut skipped = Vec::new();
    let mut entries = 0;
    for a in &loaded.set.assertions {
        if matches!(a.kind, Kind::Test) || a.calls.is_empty() && a.pred.1 > 0 {
            continue;
        }
        match pattern_of(a) {
            Ok(_) => {
                entries += 1;
                let _ = decider.info(a);
            }
            Err(why) => skipped.push(format!("{}/{}: {why}", a.pred.0, a.pred.1)),
        }
    }
    if entries == 0 {
        eprintln!(
            "note: no `pred`, `calls` or `entry` assertion with calls properties gives a call pattern to analyse"
        );
    }
    let results = decider.results();
    match args.format {
        Format::Text => {
            for (key, pattern, info) in &results {
                print!("{}", true_pred(key, pattern, info));
            }
            for s in skipped {
                println!("% not analysed: {s}");
            }
        }
        Format::Json => {
            let v: Vec<serde_json::Value> = results
                .iter()
                .map(|(key, pattern, info)| {
                    serde_json::json!({
                        "predicate": format!("{}/{}", key.0, key.1),
                        "calls": calls_text(pattern),
                        "steps_ub": info.steps.ub.as_ref().map(|u| bound_text(u, pattern)),
                        "steps_lb": bound_text(&info.steps.lb, pattern),
                        "not_fails": info.not_fails,
                        "is_det": info.det,
                        "reasons": info.reasons,
                    })
                })
                .collect();
            println!(
                "{}",
                serde_json::to_string_pretty(
                    &serde_json::json!({ "predicates": v, "not_analysed": skipped })
                )
                .unwrap_or_default()
            );
        }
    }
    0
}
