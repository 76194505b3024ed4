//! `costlog analyze`: print the bounds the static analysis infers, per predicate and
//! call pattern, as Ciao-style `true pred` assertions (or JSON).

use crate::cli_support::{load_program, on_engine_thread};
use crate::report::json::{self, AnalyzeReport, AnalyzedPred, BoundField};
use clap::{Args, ValueEnum};
use costlog_analyzer::pattern_of;
use costlog_analyzer::Decider;
use costlog_analyzer::{bound_text, calls_text, true_pred};
use costlog_analyzer::{bounds, Info};
use costlog_assertions::Kind;
use costlog_engine::Counter;
use std::collections::BTreeMap;
use std::path::PathBuf;
use std::process::ExitCode;

/// Arguments of `costlog analyze`.
#[derive(Args, Debug)]
pub struct AnalyzeArgs {
    /// Prolog files to analyse (consulted together).
    #[arg(required = true)]
    pub files: Vec<PathBuf>,
    /// Resources to infer bounds for (repeatable): steps, nargs, giunif, gounif,
    /// viunif, vounif, builtins.
    #[arg(long, value_name = "R", default_value = "steps", value_parser = parse_resource)]
    pub resource: Vec<Counter>,
    /// Output format.
    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub format: Format,
    /// The calibrated time model: with one, `exec_time` bounds (ns) are printed too.
    #[command(flatten)]
    pub platform: crate::platform::PlatformArgs,
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

fn parse_resource(s: &str) -> Result<Counter, String> {
    Counter::parse(s).filter(|c| bounds(*c)).ok_or_else(|| {
        format!(
            "`{s}`: the analysis bounds {} (exec_time is printed when a platform file from `costlog calibrate` exists; other resources are measured by `costlog verify` and `costlog profile`)",
            Counter::ALL
                .into_iter()
                .filter(|c| bounds(*c))
                .map(Counter::name)
                .collect::<Vec<_>>()
                .join(", ")
        )
    })
}

fn analyze(args: AnalyzeArgs) -> u8 {
    let loaded = match load_program(&args.files, "analyze") {
        Ok(l) => l,
        Err(code) => return code,
    };
    let mut decider = Decider::new(
        loaded.clauses.iter().map(|(_, rt)| &rt.term),
        &loaded.run_time_defined,
    );
    decider.set_assertions(&loaded.set.assertions);
    // Predictions are printed as they are (no tolerance).
    match crate::platform::time_model(&args.platform, 0.0) {
        Ok(model) => decider.set_time_model(model),
        Err(code) => return code,
    }
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
        crate::cli_support::note(
            "no `pred`, `calls` or `entry` assertion with calls properties gives a call pattern to analyse",
        );
    }
    let results: Vec<_> = decider
        .results()
        .into_iter()
        .map(|(key, pattern, _)| {
            let mut infos: Vec<(&str, Info)> = args
                .resource
                .iter()
                .map(|r| (r.name(), decider.info_of(&key, &pattern, *r)))
                .collect();
            // Execution time (ns) from the calibrated model, when there is one.
            infos.extend(decider.time_info(&key, &pattern).map(|i| ("exec_time", i)));
            (key, pattern, infos)
        })
        .collect();
    match args.format {
        Format::Text => {
            for (key, pattern, infos) in &results {
                let named: Vec<(&str, &Info)> = infos.iter().map(|(r, i)| (*r, i)).collect();
                print!("{}", true_pred(key, pattern, &named));
            }
            for s in skipped {
                println!("% not analysed: {s}");
            }
        }
        Format::Json => {
            let predicates = results
                .iter()
                .map(|(key, pattern, infos)| {
                    let mut pred = AnalyzedPred {
                        predicate: format!("{}/{}", key.0, key.1),
                        calls: calls_text(pattern),
                        not_fails: None,
                        is_det: None,
                        bounds: BTreeMap::new(),
                    };
                    for (r, info) in infos {
                        let ub = info.cost.ub.as_ref().map(|u| bound_text(u, pattern));
                        let lb = Some(bound_text(&info.cost.lb, pattern));
                        pred.bounds.insert(format!("{r}_ub"), BoundField::Bound(ub));
                        pred.bounds.insert(format!("{r}_lb"), BoundField::Bound(lb));
                        pred.bounds.insert(
                            format!("{r}_reasons"),
                            BoundField::Reasons(info.reasons.clone()),
                        );
                        if *r == "steps" {
                            pred.not_fails = Some(info.not_fails);
                            pred.is_det = Some(info.det);
                        }
                    }
                    pred
                })
                .collect();
            print!(
                "{}",
                json::render(&AnalyzeReport {
                    predicates,
                    not_analysed: skipped,
                })
            );
        }
    }
    0
}
