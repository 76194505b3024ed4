//! `costlog verify`: give every assertion of a program a verdict.
//!
//! The pipeline: consult the files; parse the assertion directives (malformed ones
//! are errors, exit 2); split `pred` assertions into their calls, success and comp
//! parts, one verdict per computational property; ask the static decider first
//! ([`decide`], where the analyser plugs in) and run what stays undecided through
//! rtcheck; report (text, JSON, SARIF or JUnit, in `crate::report`), optionally write the program back with
//! the statuses updated.

mod decide;
mod goal;
mod output_file;
mod prop_text;
mod relcost;
mod rewrite;

use crate::cli_support::{load_program, on_engine_thread, Loaded};
use crate::report;
use clap::{Args, ValueEnum};
use costlog_analyzer::decide::Decider;
use costlog_assertions::{Assertion, CompProp, Kind, Resource, Status};
use costlog_engine::reader::LineIndex;
use costlog_engine::{Machine, Term};
use costlog_rtcheck::check::Target;
use costlog_rtcheck::gen::{regtype_clauses, RegtypeClauses};
use costlog_rtcheck::{Checker, Config, RtResult};
use std::ops::Range;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

/// Arguments of `costlog verify`.
#[derive(Args, Debug)]
pub struct VerifyArgs {
    /// Prolog files to verify (consulted together).
    #[arg(required = true)]
    pub files: Vec<PathBuf>,
    /// Output format.
    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub format: Format,
    /// Also fail (exit 1) when assertions are left `check`.
    #[arg(long)]
    pub strict: bool,
    /// Write the program back with updated statuses and `obs` assertions.
    #[arg(long, value_name = "FILE.pl")]
    pub output: Option<PathBuf>,
    /// Seed of the input generator.
    #[arg(long, default_value_t = 0)]
    pub seed: u64,
    /// Largest input size run-time checking sweeps to.
    #[arg(long, default_value_t = 256)]
    pub max_size: usize,
    /// Time budget per property, in seconds.
    #[arg(long, default_value_t = 0.5, value_parser = parse_budget)]
    pub budget: f64,
    /// Skip the static analysis: every property goes to run-time checking (to get a
    /// concrete counterexample for a property the analysis refutes by its sizes).
    #[arg(long)]
    pub no_static: bool,
    /// The calibrated time model for `exec_time` bounds.
    #[command(flatten)]
    pub platform: crate::platform::PlatformArgs,
    /// Relative tolerance of execution-time predictions: upper bounds are raised
    /// and lower bounds lowered by it before comparing (`20%` or `0.2`).
    #[arg(long, value_name = "PCT", default_value = "20%", value_parser = crate::platform::parse_tolerance)]
    pub time_tolerance: f64,
    /// Entry goal whose whole run `rel_cost` properties are checked on (default: the
    /// `:- entry` of arity 0, else `main`).
    #[arg(short = 'g', long = "goal", value_name = "GOAL")]
    pub goal: Option<String>,
}

/// Report formats.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Format {
    /// Diagnostics and a line per assertion.
    Text,
    /// A JSON report.
    Json,
    /// SARIF 2.1.0 (GitHub code scanning).
    Sarif,
    /// JUnit XML (GitLab, Jenkins): a test case per property.
    Junit,
}

/// Who decided a verdict.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DecidedBy {
    /// The static analysis.
    Static,
    /// Run-time checking.
    Runtime,
    /// Nobody: the property stays `check`.
    None,
}

/// One verdict: a property of an assertion part.
#[derive(Clone, Debug)]
pub struct Item {
    /// The assertion part.
    pub assertion: Assertion,
    /// The property as written.
    pub property: String,
    /// What kind of property (`cost`, `not_fails`, `success`, ...), for SARIF rules.
    pub rule: String,
    /// The verdict.
    pub status: Status,
    /// Who decided it.
    pub decided_by: DecidedBy,
    /// The run-time result, when rtcheck ran.
    pub result: Option<RtResult>,
    /// 1-based first and last line of the directive.
    pub lines: (usize, usize),
    /// The source path.
    pub path: String,
    /// The property the `obs` assertion states, when not the asserted one
    /// (`rel_cost(eq, R, Observed)` for a `rel_cost` bound).
    pub obs_property: Option<String>,
    /// The computational property, for comp parts.
    pub prop: Option<CompProp>,
    /// How the static analysis decided it, when it did.
    pub static_note: Option<String>,
}

/// Runs the command.
pub fn main(args: VerifyArgs) -> ExitCode {
    on_engine_thread(move || verify(args))
}

/// Parses `--budget`: a finite number of seconds above 0.
fn parse_budget(s: &str) -> Result<f64, String> {
    match s.trim().parse::<f64>() {
        Ok(x) if x.is_finite() && x > 0.0 => Ok(x),
        _ => Err(format!(
            "`{s}`: the budget is a number of seconds above 0 (such as 0.5)"
        )),
    }
}

fn verify(args: VerifyArgs) -> u8 {
    // The output file is checked before anything runs: a run that cannot be saved
    // is not started.
    let output = match &args.output {
        None => None,
        Some(path) => match output_file::OutputFile::prepare(path) {
            Ok(o) => Some(o),
            Err(e) => {
                eprintln!("error: cannot write {}: {e}", path.display());
                return 2;
            }
        },
    };
    let Loaded {
        machine: mut m,
        set,
        clauses,
        run_time_defined,
    } = match load_program(&args.files, "verify") {
        Ok(l) => l,
        Err(code) => return code,
    };
    if let Some(g) = &args.goal {
        if let Err(rendered) = goal::check(&m, g, crate::cli_support::color()) {
            eprint!("{rendered}");
            return 2;
        }
    }
    let regtypes = regtype_clauses(&set.regtypes, clauses.iter().map(|(_, rt)| &rt.term));
    let config = Config {
        seed: args.seed,
        max_size: args.max_size,
        budget: Duration::from_secs_f64(args.budget),
        ..Config::default()
    };
    let mut decider = Decider::new(clauses.iter().map(|(_, rt)| &rt.term), &run_time_defined);
    decider.set_assertions(&set.assertions);
    // The time model is read only when an assertion bounds execution time.
    let times = set.assertions.iter().any(|a| {
        a.comp.iter().any(|(p, _)| {
            matches!(p, CompProp::Cost { resource, .. } if *resource == Resource::ExecTime)
        })
    });
    if times && !args.no_static {
        match crate::platform::time_model(&args.platform, args.time_tolerance) {
            Ok(model) => decider.set_time_model(model),
            Err(code) => return code,
        }
    }
    let mut items = decide_all(
        &mut m,
        &mut decider,
        &set.assertions,
        &regtypes,
        &set.resources,
        config,
        !args.no_static,
    );
    relcost::check_items(&mut m, &set, args.goal.as_deref(), &mut items);
    let out = match args.format {
        Format::Text => report::text::verify(&m, &items),
        Format::Json => report::json::render(&report::json::VerifyReport::new(&items)),
        Format::Sarif => report::json::render(&report::sarif::Log::new(&items)),
        Format::Junit => report::junit::verify(&items),
    };
    print!("{out}");
    let rewritten = output.zip(rewrite::rewritten(&m, &items));
    if let (Some((file, text)), Some(path)) = (rewritten, &args.output) {
        if let Err(e) = file.write(&text) {
            eprintln!("error: cannot write {}: {e}", path.display());
            return 2;
        }
    }
    let any_false = items.iter().any(|i| i.status == Status::False);
    let any_check = items.iter().any(|i| i.status == Status::Check);
    u8::from(any_false || (args.strict && any_check))
}

/// Test inputs (the values `A = T` of each test's calls) per predicate.
fn test_inputs(all: &[Assertion], pred: &(String, usize)) -> Vec<Vec<Term>> {
    all.iter()
        .filter(|a| a.kind == Kind::Test && a.pred == *pred)
        .filter_map(|a| {
            let types = Target::types_of(a);
            types
                .iter()
                .map(|ts| {
                    ts.iter().find_map(|t| match t {
                        costlog_assertions::props::TypeProp::Equals(v) => Some(v.clone()),
                        _ => None,
                    })
                })
                .collect::<Option<Vec<_>>>()
                .or_else(|| (types.iter().all(|t| t.is_empty()) && a.pred.1 == 0).then(Vec::new))
        })
        .collect()
}

fn decide_all(
    m: &mut Machine,
    decider: &mut Decider,
    all: &[Assertion],
    regtypes: &RegtypeClauses,
    resources: &[costlog_assertions::ResourceDecl],
    config: Config,
    use_static: bool,
) -> Vec<Item> {
    let texts: Vec<(String, String)> = m
        .sources()
        .iter()
        .map(|s| (s.path.display().to_string(), s.text.clone()))
        .collect();
    let mut items = Vec::new();
    let mut checker = Checker { machine: m, config };
    for a in all {
        if matches!(a.kind, Kind::Entry) {
            continue;
        }
        let (path, text) = texts.get(a.file as usize).cloned().unwrap_or_default();
        let index = LineIndex::new(&text);
        let lines = (
            index.line_col(a.span.start).0,
            index.line_col(a.span.end.saturating_sub(1)).0,
        );
        let item = |part: &Assertion, property: String, rule: &str| Item {
            assertion: part.clone(),
            property,
            rule: rule.to_string(),
            status: part.status,
            decided_by: DecidedBy::None,
            result: None,
            lines,
            path: path.clone(),
            obs_property: None,
            prop: None,
            static_note: None,
        };
        let slice = |r: &Range<usize>| text.get(r.clone()).unwrap_or("").to_string();
        let prop = |r: &Range<usize>| prop_text::unparenthesized(&slice(r)).to_string();
        let tests = test_inputs(all, &a.pred);
        let mut parts = a.split();
        if a.kind == Kind::Test {
            parts = vec![a.clone()];
        }
        for part in parts {
            let target = Target {
                assertion: &part,
                types: Target::types_of(&part),
                tests: if part.kind == Kind::Test {
                    Vec::new()
                } else {
                    tests.clone()
                },
                regtypes,
                resources,
            };
            let checking = part.status == Status::Check;
            match part.kind {
                Kind::Calls => {
                    let span = part.calls.first().map_or(part.span.clone(), |p| {
                        p.span.start..part.calls.last().map_or(p.span.end, |l| l.span.end)
                    });
                    let mut it = item(&part, format!("calls {}", prop(&span)), "calls");
                    if checking {
                        it.result = Some(RtResult::Untested(
                            "calls properties are preconditions of callers; run-time checking uses them to generate inputs".into(),
                        ));
                    }
                    items.push(it);
                }
                Kind::Success => {
                    let span = part.success.first().map_or(part.span.clone(), |p| {
                        p.span.start..part.success.last().map_or(p.span.end, |l| l.span.end)
                    });
                    let mut it = item(&part, format!("success {}", prop(&span)), "success");
                    if checking {
                        settle(&mut it, checker.check_success(&target));
                    }
                    items.push(it);
                }
                Kind::Comp | Kind::Pred | Kind::Test => {
                    if part.kind == Kind::Test {
                        let directive = slice(&part.span);
                        let body = directive
                            .trim_start_matches(":-")
                            .trim_end_matches('.')
                            .trim();
                        let mut it = item(&part, body.to_string(), "test");
                        if checking {
                            let mut results = vec![checker.check_test(&target)];
                            for (c, _) in &part.comp {
                                if matches!(c, CompProp::Cost { .. } | CompProp::RelCost { .. }) {
                                    results.push(checker.check_comp(&target, c));
                                }
                            }
                            let all_held =
                                results.iter().all(|r| matches!(r, RtResult::Observed(_)));
                            let result = results
                                .iter()
                                .find(|r| matches!(r, RtResult::Counterexample(_)))
                                .cloned()
                                .unwrap_or_else(|| results.remove(0));
                            settle(&mut it, result);
                            // A test holds only when every part of it was run and held.
                            if it.status == Status::Check && all_held {
                                it.status = Status::Checked;
                                it.decided_by = DecidedBy::Runtime;
                            }
                        }
                        items.push(it);
                        continue;
                    }
                    for (c, span) in &part.comp {
                        let mut it = item(&part, prop(span), rule_of(c));
                        it.prop = Some(c.clone());
                        if checking && matches!(c, CompProp::RelCost { .. }) {
                            // Checked over a whole run of the entry: `relcost`.
                            items.push(it);
                            continue;
                        }
                        if checking {
                            if let Some(d) =
                                decide::decide(decider, &part, c).filter(|_| use_static)
                            {
                                it.static_note = Some(d.note);
                                if d.status == Status::Check {
                                    // Undecided statically: run-time checking decides.
                                    settle(&mut it, checker.check_comp(&target, c));
                                } else {
                                    it.status = d.status;
                                    it.decided_by = DecidedBy::Static;
                                    if d.status == Status::Checked && is_timed(c) {
                                        // A time bound proved from the calibrated model
                                        // is an estimate: a measured violation wins.
                                        let measured = checker.check_comp(&target, c);
                                        if matches!(measured, RtResult::Counterexample(_)) {
                                            settle(&mut it, measured);
                                        }
                                    }
                                }
                            } else {
                                settle(&mut it, checker.check_comp(&target, c));
                            }
                        }
                        items.push(it);
                    }
                }
                Kind::Entry => {}
            }
        }
    }
    items
}

/// Records a run-time result in an item: a counterexample makes it `false`.
fn settle(it: &mut Item, result: RtResult) {
    if matches!(result, RtResult::Counterexample(_)) {
        it.status = Status::False;
        it.decided_by = DecidedBy::Runtime;
    }
    it.result = Some(result);
}

/// Whether a property bounds execution time (whose static proofs are estimates).
fn is_timed(c: &CompProp) -> bool {
    matches!(
        c,
        CompProp::Cost {
            resource: Resource::ExecTime,
            ..
        }
    )
}

fn rule_of(c: &CompProp) -> &'static str {
    match c {
        CompProp::Cost { .. } => "cost",
        CompProp::RelCost { .. } => "rel_cost",
        CompProp::NotFails => "not_fails",
        CompProp::Fails => "fails",
        CompProp::IsDet => "is_det",
        CompProp::Det => "det",
        CompProp::NonDet => "non_det",
        CompProp::Semidet => "semidet",
        CompProp::Multi => "multi",
        CompProp::Terminates => "terminates",
        CompProp::PossiblyFails => "possibly_fails",
        CompProp::PossiblyNondet => "possibly_nondet",
        CompProp::Exception(_) => "exception",
        CompProp::Throws(_) => "throws",
        CompProp::NoException => "no_exception",
        CompProp::NumSolutions(_) => "num_solutions",
        CompProp::Solutions(_) => "solutions",
        CompProp::TrySols(_) => "try_sols",
        CompProp::Times(_) => "times",
    }
}
