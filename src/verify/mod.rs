//! `costlog verify`: give every assertion of a program a verdict.
//!
//! The pipeline: consult the files; parse the assertion directives (malformed ones
//! are errors, exit 2); split `pred` assertions into their calls, success and comp
//! parts, one verdict per computational property; put each to a chain of deciders
//! ([`chain`]: the static analysis, then run-time checking; `rel_cost` over whole
//! runs of the entry, [`relcost`]); report (text, JSON, SARIF or JUnit, in `crate::report`), optionally write the program back with
//! the statuses updated. Properties are decided on `--jobs` threads ([`worker`]),
//! each predicate's from a fresh start, and their verdicts kept in a cache
//! ([`cache`]) keyed by everything they depend on.

mod cache;
mod chain;
mod entries;
mod goal;
mod output_file;
mod prop_text;
mod props;
mod relcost;
mod rewrite;
mod worker;

use crate::cli_support::{load_program, on_engine_thread, Loaded};
use crate::report;
use clap::{Args, ValueEnum};
use costlog_assertions::{
    Assertion, AssertionSet, CompProp, Evidence, Observation, Resource, Status, Trail, Verdict,
};
use costlog_rtcheck::Config;
use std::num::NonZeroUsize;
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
    /// Threads deciding properties (default: the number of cores); with 1 they
    /// are decided one after the other. The report is the same either way.
    #[arg(short = 'j', long, value_name = "N")]
    pub jobs: Option<NonZeroUsize>,
    /// Directory of the verdict cache (default: `$XDG_CACHE_HOME/costlog`, else
    /// `~/.cache/costlog`): a property whose program, assertion, options, platform
    /// file and costlog build are unchanged keeps its stored verdict.
    #[arg(long, value_name = "DIR", conflicts_with = "no_cache")]
    pub cache: Option<PathBuf>,
    /// Decide every property again, neither reading nor writing the cache.
    #[arg(long)]
    pub no_cache: bool,
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
    let config = Config {
        seed: args.seed,
        max_size: args.max_size,
        budget: Duration::from_secs_f64(args.budget),
        ..Config::default()
    };
    let time_model = match time_model_for(&set, &args) {
        Ok(model) => model,
        Err(code) => return code,
    };
    let sources: Vec<(String, String)> = m
        .sources()
        .iter()
        .map(|s| (s.path.display().to_string(), s.text.clone()))
        .collect();
    let properties = props::enumerate(&sources, &set.assertions);
    let (cache, identity) = keyed_cache(&args, &config).unzip();
    let keyer = identity.map(|id| {
        cache::key::Keyer::new(&cache::key::Inputs {
            build: &id.build,
            options: &id.options,
            platform: id.platform.as_deref(),
            sources: &sources,
            clauses: &clauses,
            goals: &goals,
            run_time_defined: &run_time_defined,
            set: &set,
        })
    });
    let texts: Vec<String> = sources.iter().map(|(_, t)| t.clone()).collect();
    let plan = worker::Plan {
        files: &args.files,
        texts: &texts,
        config,
        time_model,
        no_static: args.no_static,
    };
    let jobs = args
        .jobs
        .or_else(|| std::thread::available_parallelism().ok())
        .map_or(1, NonZeroUsize::get);
    let trails = trails_of(&properties, keyer.as_ref().zip(cache.as_ref()), &plan, jobs);
    if let Some(c) = cache.as_ref().filter(|c| c.hits() > 0) {
        crate::cli_support::note(&format!(
            "verdict cache: {} of {} properties reused ({})",
            c.hits(),
            properties.len(),
            c.dir().display()
        ));
    }
    let mut items: Vec<Item> = properties
        .into_iter()
        .zip(trails)
        .map(|(p, trail)| {
            let trail = trail.unwrap_or_else(|| {
                let mut t = Trail::new(Verdict::written(p.part.status));
                t.push(Verdict::untested(
                    "the program changed while it was being verified",
                ));
                t
            });
            p.into_item(trail)
        })
        .collect();
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
    exit_code(&items, args.strict)
}

/// The time model, read only when an assertion bounds execution time and static
/// decisions are on; `Err` is the exit code of a platform file that cannot be
/// read.
fn time_model_for(
    set: &AssertionSet,
    args: &VerifyArgs,
) -> Result<Option<costlog_analyzer::TimeModel>, u8> {
    let times = set.assertions.iter().any(|a| {
        a.comp.iter().any(|(p, _)| {
            matches!(p, CompProp::Cost { resource, .. } if *resource == Resource::ExecTime)
        })
    });
    if times && !args.no_static {
        crate::platform::time_model(&args.platform, args.time_tolerance)
    } else {
        Ok(None)
    }
}

/// What keys verdicts besides the program: the costlog build, the options that
/// change verdicts (rendered) and the platform file's bytes.
struct CacheIdentity {
    build: String,
    options: String,
    platform: Option<Vec<u8>>,
}

/// The verdict cache and what keys its entries besides the program, or `None`
/// when caching is off or the build's identity cannot be read: without it a key
/// could match another build's verdicts.
fn keyed_cache(args: &VerifyArgs, config: &Config) -> Option<(cache::Cache, CacheIdentity)> {
    let cache = open_cache(args)?;
    let Some(build) = build_identity() else {
        eprintln!("warning: cannot read the costlog executable to key the verdict cache; verdicts are not cached");
        return None;
    };
    let options = format!(
        "{config:?} no_static={} time_tolerance={:?} goal={:?} platform={:?}",
        args.no_static, args.time_tolerance, args.goal, args.platform.platform
    );
    let platform = platform_bytes(&args.platform);
    Some((
        cache,
        CacheIdentity {
            build,
            options,
            platform,
        },
    ))
}

/// The exit code: 1 when a property is false, or under `--strict` when one is
/// left undecided or a run raised errors, else 0. Entry preconditions taken as
/// assumptions are not undecided: nothing in the program could decide them.
/// Runs that raised errors (even confirming a proved time bound) are a finding
/// `--strict` fails on.
fn exit_code(items: &[Item], strict: bool) -> u8 {
    let any_false = items.iter().any(|i| i.status() == Status::False);
    let any_check = items
        .iter()
        .any(|i| i.status() == Status::Check && !i.trail.is_assumed());
    let any_errors = items
        .iter()
        .any(|i| i.observation().is_some_and(|o| o.errors.is_some()));
    u8::from(any_false || (strict && (any_check || any_errors)))
}

/// Every property's trail: from the cache where it holds the property's group,
/// else decided on `jobs` threads (and stored); `None` where a worker could not
/// read the program as it was.
fn trails_of(
    properties: &[props::Property],
    cache: Option<(&cache::key::Keyer, &cache::Cache)>,
    plan: &worker::Plan,
    jobs: usize,
) -> Vec<Option<Trail>> {
    let groups = props::groups(properties);
    let keys: Vec<Option<String>> = groups
        .iter()
        .map(|g| {
            let members: Vec<&props::Property> = g.iter().map(|i| &properties[*i]).collect();
            cache.and_then(|(keyer, _)| keyer.group_key(&members))
        })
        .collect();
    let mut trails: Vec<Option<Trail>> = vec![None; properties.len()];
    let mut wanted: Vec<usize> = Vec::new();
    for (k, group) in groups.iter().enumerate() {
        let cached = cache
            .zip(keys[k].as_ref())
            .and_then(|((_, c), key)| c.get(key, group.len()));
        match cached {
            Some(ts) => group.iter().zip(ts).for_each(|(i, t)| trails[*i] = Some(t)),
            None => wanted.push(k),
        }
    }
    let slices: Vec<&[usize]> = wanted.iter().map(|k| groups[*k].as_slice()).collect();
    for (k, decided) in wanted.iter().zip(worker::decide(plan, &slices, jobs)) {
        let Some(ts) = decided else { continue };
        if let Some(((_, c), key)) = cache.zip(keys[*k].as_ref()) {
            c.put(key, &ts);
        }
        groups[*k]
            .iter()
            .zip(ts)
            .for_each(|(i, t)| trails[*i] = Some(t));
    }
    trails
}

/// The verdict cache this run uses: `--cache DIR`, else the default directory;
/// none with `--no-cache` or when no directory is known.
fn open_cache(args: &VerifyArgs) -> Option<cache::Cache> {
    if args.no_cache {
        return None;
    }
    let dir = args.cache.clone().or_else(cache::default_dir)?;
    Some(cache::Cache::new(&dir))
}

/// The costlog build, for the cache key: its version and a hash of the
/// executable (which holds the library and the analyses), so a rebuilt costlog
/// never reuses another build's verdicts.
fn build_identity() -> Option<String> {
    let exe = std::fs::read(std::env::current_exe().ok()?).ok()?;
    Some(format!(
        "{} {}",
        env!("CARGO_PKG_VERSION"),
        blake3::hash(&exe).to_hex()
    ))
}

/// The platform file's bytes (`--platform`, else the default path), when it
/// exists.
fn platform_bytes(args: &crate::platform::PlatformArgs) -> Option<Vec<u8>> {
    let path = args
        .platform
        .clone()
        .or_else(costlog_calibrate::platform::default_path)?;
    std::fs::read(path).ok()
}
