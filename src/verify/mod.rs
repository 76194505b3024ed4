//! `costlog verify`: give every assertion of a program a verdict.
//!
//! The pipeline: consult the files; parse the assertion directives (malformed ones
//! are errors, exit 2); split `pred` assertions into their calls, success and comp
//! parts, one verdict per computational property; put each to a chain of deciders
//! ([`chain`]: the static analysis, then run-time checking; `rel_cost` over whole
//! runs of the entry, [`relcost`]); report (text, JSON, SARIF or JUnit, in `crate::report`), optionally write the program back with
//! the statuses updated.

mod chain;
mod entries;
mod goal;
mod output_file;
mod prop_text;
mod relcost;
mod rewrite;

use crate::cli_support::{load_program, on_engine_thread, Loaded};
use crate::report;
use clap::{Args, ValueEnum};
use costlog_analyzer::{CallsDecider, Decider, Source};
use costlog_assertions::{
    Assertion, CompProp, Evidence, Kind, Observation, Resource, Status, Trail, Verdict,
};
use costlog_engine::reader::LineIndex;
use costlog_engine::{Machine, Term};
use costlog_rtcheck::check::Target;
use costlog_rtcheck::gen::{regtype_clauses, RegtypeClauses};
use costlog_rtcheck::{Checker, Config};
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
    /// Also fail (exit 1) when assertions are left `check` (entry preconditions
    /// taken as assumptions excepted) or run-time checking runs raised errors.
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

/// One property of an assertion part, with the verdicts of the deciders asked.
#[derive(Clone, Debug)]
pub struct Item {
    /// The assertion part.
    pub assertion: Assertion,
    /// The property as written.
    pub property: String,
    /// What kind of property (`cost`, `not_fails`, `success`, ...), for SARIF rules.
    pub rule: String,
    /// 1-based first and last line of the directive.
    pub lines: (usize, usize),
    /// The source path.
    pub path: String,
    /// The computational property, for comp parts.
    pub prop: Option<CompProp>,
    /// The deciders' verdicts, starting from the status as written.
    pub trail: Trail,
}

impl Item {
    /// The verdict that stands.
    pub fn verdict(&self) -> &Verdict {
        self.trail.last()
    }

    /// The status that stands.
    pub fn status(&self) -> Status {
        self.verdict().status
    }

    /// What the runs showed, when the program was run without a violation.
    pub fn observation(&self) -> Option<&Observation> {
        match self.trail.runtime() {
            Some(Evidence::Observation(o)) => Some(o),
            _ => None,
        }
    }
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
        goals,
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
    let sources: Vec<(String, String)> = m
        .sources()
        .iter()
        .map(|s| (s.path.display().to_string(), s.text.clone()))
        .collect();
    let source_refs: Vec<Source> = sources
        .iter()
        .map(|(p, t)| (p.as_str(), t.as_str()))
        .collect();
    let calls = CallsDecider::new(
        (&clauses, &goals),
        &source_refs,
        &run_time_defined,
        &set.assertions,
    );
    let entry_parts = entries::entry_parts(&set.assertions, &calls);
    let mut items = decide_all(
        &mut m,
        &sources,
        (!args.no_static).then_some(chain::Static {
            analysis: &mut decider,
            calls: &calls,
        }),
        (&set.assertions, &entry_parts),
        &regtypes,
        &set.resources,
        config,
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
    let any_false = items.iter().any(|i| i.status() == Status::False);
    // Entry preconditions taken as assumptions are not left undecided: nothing in
    // the program could decide them. Runs that raised errors (even confirming a
    // proved time bound) are a finding `--strict` fails on.
    let any_check = items
        .iter()
        .any(|i| i.status() == Status::Check && !i.trail.is_assumed());
    let any_errors = items
        .iter()
        .any(|i| i.observation().is_some_and(|o| o.errors.is_some()));
    u8::from(any_false || (args.strict && (any_check || any_errors)))
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

/// Puts every property of `all` to the deciders: the static analysis (when
/// given), then run-time checking (with the program's entry points,
/// `entry_parts`, to run for `calls` properties).
fn decide_all(
    m: &mut Machine,
    texts: &[(String, String)],
    analysis: Option<chain::Static>,
    (all, entry_parts): (&[Assertion], &[Assertion]),
    regtypes: &RegtypeClauses,
    resources: &[costlog_assertions::ResourceDecl],
    config: Config,
) -> Vec<Item> {
    let mut items = Vec::new();
    let mut runtime = chain::Runtime {
        checker: Checker { machine: m, config },
        all,
        entries: entries::entries(entry_parts, all, regtypes, resources),
    };
    let mut analysis = analysis;
    let mut deciders: Vec<&mut dyn chain::Decide> = Vec::new();
    if let Some(a) = analysis.as_mut() {
        deciders.push(a);
    }
    deciders.push(&mut runtime);
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
        let slice = |r: &Range<usize>| text.get(r.clone()).unwrap_or("").to_string();
        let prop = |r: &Range<usize>| prop_text::unparenthesized(&slice(r)).to_string();
        let tests = test_inputs(all, &a.pred);
        let parts = if a.kind == Kind::Test {
            vec![a.clone()]
        } else {
            a.split()
        };
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
            let mut item = |property: String, rule: &str, q: chain::Question| Item {
                assertion: part.clone(),
                property,
                rule: rule.to_string(),
                lines,
                path: path.clone(),
                prop: match q {
                    chain::Question::Comp(c) => Some(c.clone()),
                    _ => None,
                },
                trail: chain::ask(&mut deciders, q, &target),
            };
            let joined = |props: &[costlog_assertions::Prop]| {
                props.first().map_or(part.span.clone(), |p| {
                    p.span.start..props.last().map_or(p.span.end, |l| l.span.end)
                })
            };
            match part.kind {
                Kind::Calls => {
                    let property = format!("calls {}", prop(&joined(&part.calls)));
                    items.push(item(property, "calls", chain::Question::Calls));
                }
                Kind::Success => {
                    let property = format!("success {}", prop(&joined(&part.success)));
                    items.push(item(property, "success", chain::Question::Success));
                }
                Kind::Test => {
                    let directive = slice(&part.span);
                    let body = directive
                        .trim_start_matches(":-")
                        .trim_end_matches('.')
                        .trim();
                    items.push(item(body.to_string(), "test", chain::Question::Test));
                }
                Kind::Comp | Kind::Pred => {
                    for (c, span) in &part.comp {
                        items.push(item(prop(span), rule_of(c), chain::Question::Comp(c)));
                    }
                }
                Kind::Entry => {}
            }
        }
    }
    items
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
