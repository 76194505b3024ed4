//! `costlog profile`: run a goal under the cost-centre profiler and report where
//! steps and time go (table, edges, `obs` assertions; files in the formats of
//! `crate::report::export`), find bottlenecks automatically (`--auto`), or show every
//! predicate's low-level counters (`--predicates`).

use crate::cli_support::{load_program, on_engine_thread};
use crate::report::export::{self, Export, ExportFormat};
use crate::report::profile_view::{ProfileView, Sources};
use crate::report::{profile_json, profile_text};
use clap::{Args, ValueEnum};
use costlog_assertions::Kind;
use costlog_engine::{Limits, Machine, Term};
use costlog_profiler::auto::{detect, Heuristic};
use costlog_profiler::runner::{profile_once, RunEnd};
use costlog_profiler::spec::{from_declarations, parse_indicator};
use costlog_profiler::{CcSpec, Metric};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// Arguments of `costlog profile`.
#[derive(Args, Debug)]
pub struct ProfileArgs {
    /// The Prolog file to profile.
    pub file: PathBuf,
    /// Goal to profile (default: the file's `:- entry` goal of arity 0, else `main`).
    #[arg(short = 'g', long = "goal", value_name = "GOAL")]
    pub goal: Option<String>,
    /// Also make this predicate a cost centre (repeatable).
    #[arg(long = "cc", value_name = "NAME/ARITY")]
    pub cc: Vec<String>,
    /// Make every predicate of the program a cost centre.
    #[arg(long)]
    pub all: bool,
    /// What the table and pictures rank by: exec_time, or a counter the profiler
    /// measures per cost centre (steps, heap, ...; an unknown name lists them).
    #[arg(long, default_value = "exec_time", value_parser = parse_metric)]
    pub resource: Metric,
    /// Show each edge's [call|redo] x [exit|fail] matrix.
    #[arg(long)]
    pub ports: bool,
    /// What to print: the tables, or the whole profile as JSON.
    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub format: Format,
    /// Same as `--format json`.
    #[arg(long)]
    pub json: bool,
    /// Write the profile to FILE in FORMAT (repeatable): json, folded, speedscope,
    /// pprof (gzipped profile.proto), callgrind, dot. With --auto, `dot` is the
    /// bottleneck tree and the others profile the bottlenecks found.
    #[arg(long = "export", value_name = "FORMAT=FILE")]
    pub export: Vec<Export>,
    /// Same as `--export dot=FILE`.
    #[arg(long, value_name = "FILE")]
    pub dot: Option<PathBuf>,
    /// Same as `--export folded=FILE`.
    #[arg(long, value_name = "FILE")]
    pub folded: Option<PathBuf>,
    /// Same as `--export speedscope=FILE`.
    #[arg(long, value_name = "FILE")]
    pub speedscope: Option<PathBuf>,
    /// Find the bottleneck tree automatically (iterated profiling).
    #[arg(long)]
    pub auto: bool,
    /// Selection rule of --auto: top:N, share:P or cover:X:Y.
    #[arg(long, default_value = "top:2", value_parser = str::parse::<Heuristic>)]
    pub heuristic: Heuristic,
    /// --auto leaves out callees below this share (percent of the run) and nodes
    /// within it of one callee (pure wrappers, replaced by the callee).
    #[arg(long, value_name = "PERCENT", default_value_t = 1.0, value_parser = parse_share)]
    pub auto_min_share: f64,
    /// Low-level view: every predicate, with head failures and cut choice points.
    #[arg(long)]
    pub predicates: bool,
    /// Order of --predicates: by own usage or by cumulative usage.
    #[arg(long, value_enum, default_value_t = SortBy::SelfCost)]
    pub sort: SortBy,
    /// Measure what profiling costs: N unprofiled and N profiled runs (alternating);
    /// prints the medians, their ratio and the time the profiler attributes to the
    /// cost centres relative to the unprofiled run.
    #[arg(long, value_name = "N")]
    pub overhead: Option<usize>,
    /// Stop the goal with resource_error(time) after this many seconds.
    #[arg(long, value_name = "SECONDS", default_value_t = 300.0)]
    pub time_limit: f64,
    /// Stop the goal with resource_error(steps) after this many predicate calls.
    #[arg(long, value_name = "N")]
    pub step_limit: Option<u64>,
}

/// What `costlog profile` prints on standard output.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Format {
    /// The cost-centre table (or `--predicates`, `--auto`, `--overhead` in words).
    Text,
    /// JSON.
    Json,
}

impl ProfileArgs {
    /// Whether standard output is JSON.
    fn json(&self) -> bool {
        self.json || self.format == Format::Json
    }

    /// `--export` with the single-format flags added.
    fn exports(&self) -> Vec<Export> {
        let aliases = [
            (ExportFormat::Dot, &self.dot),
            (ExportFormat::Folded, &self.folded),
            (ExportFormat::Speedscope, &self.speedscope),
        ];
        let mut all = self.export.clone();
        for (format, path) in aliases {
            if let Some(path) = path {
                all.push(Export {
                    format,
                    path: path.clone(),
                });
            }
        }
        all
    }
}

/// Orders of the per-predicate view.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum SortBy {
    /// By the predicate's own usage.
    #[value(name = "self")]
    SelfCost,
    /// By usage including callees.
    Cumulative,
}

fn parse_share(s: &str) -> Result<f64, String> {
    s.parse::<f64>()
        .ok()
        .filter(|v| (0.0..=100.0).contains(v))
        .ok_or_else(|| format!("`{s}` is not a percentage between 0 and 100"))
}

fn parse_metric(s: &str) -> Result<Metric, String> {
    Metric::parse(s).ok_or_else(|| {
        let names: Vec<&str> = Metric::ALL.iter().map(|m| m.name()).collect();
        format!(
            "unknown resource `{s}`: expected one of {}",
            names.join(", ")
        )
    })
}

/// Runs the command: 0 profiled (goal succeeded or failed), 1 the goal raised an
/// error, 2 usage or load error.
pub fn main(args: ProfileArgs) -> ExitCode {
    on_engine_thread(move || profile(args))
}

fn profile(args: ProfileArgs) -> u8 {
    let loaded = match load_program(std::slice::from_ref(&args.file), "profile") {
        Ok(l) => l,
        Err(code) => return code,
    };
    let mut m = loaded.machine;
    set_limits(&mut m, &args);
    let goal_text = match goal_text(&args, &loaded.set, &m) {
        Ok(g) => g,
        Err(e) => {
            eprintln!("error: {e}");
            return 2;
        }
    };
    let goal = match m.parse_goal(&goal_text) {
        Ok(g) => g,
        Err(e) => {
            eprintln!("error: goal `{goal_text}` does not parse: {e}");
            return 2;
        }
    };
    let mut extra = Vec::new();
    for c in &args.cc {
        match parse_indicator(c) {
            Ok(ind) if m.is_defined(&ind.0, ind.1) => extra.push(ind),
            Ok(ind) => {
                eprintln!(
                    "error: --cc {}/{}: no such predicate in {}",
                    ind.0,
                    ind.1,
                    args.file.display()
                );
                return 2;
            }
            Err(e) => {
                eprintln!("error: --cc {e}");
                return 2;
            }
        }
    }
    let decls = loaded.set.cost_centers.iter().map(|(d, _, _)| d);
    let mut spec = from_declarations(decls, &extra, args.all);
    spec.unification = args.resource.needs_unification_counting();
    spec.all_preds = args.predicates;
    let sources = Sources::new(&m, &loaded.clauses);
    let run = Run {
        goal: &goal,
        goal_text: &goal_text,
        sources: &sources,
    };
    if args.auto {
        return auto(&mut m, &run, &args, &spec);
    }
    if let Some(n) = args.overhead {
        let o = costlog_profiler::runner::overhead(&mut m, &goal, &spec, n.max(1));
        if args.json() {
            print!("{}", profile_json::overhead(&o));
        } else {
            print!("{}", profile_text::overhead(&o, &goal_text));
        }
        return 0;
    }
    let profiled = profile_once(&mut m, &goal, &spec);
    let (end, code) = describe_end(&profiled.end);
    let p = &profiled.profile;
    let metric = args.resource;
    let view = ProfileView::new(p, &spec, &goal_text, &end, metric, &sources);
    if args.json() {
        print!("{}", profile_json::render(&view));
    } else if args.predicates {
        println!("profile of `{goal_text}`: {end}\n");
        print!(
            "{}",
            profile_text::predicates(p, metric, args.sort == SortBy::Cumulative)
        );
    } else {
        let title = format!("profile of `{goal_text}`: {end}");
        print!("{}", profile_text::table(p, &title, metric, args.ports));
    }
    let title = format!("{} ({})", goal_text, metric.name());
    for e in args.exports() {
        if let Err(code) = write_export(&e, &view, &title) {
            return code;
        }
    }
    code
}

/// The goal being profiled and where the program's predicates are.
struct Run<'a> {
    goal: &'a Term,
    goal_text: &'a str,
    sources: &'a Sources,
}

fn auto(m: &mut Machine, run: &Run, args: &ProfileArgs, spec: &CcSpec) -> u8 {
    let base = CcSpec {
        unification: spec.unification,
        ..CcSpec::default()
    };
    let tree = detect(
        m,
        run.goal,
        args.heuristic,
        args.resource,
        args.auto_min_share,
        &base,
    );
    if args.json() {
        print!("{}", profile_json::auto(run.goal_text, &tree));
    } else {
        print!("{}", profile_text::bottleneck_tree(&tree));
    }
    let exports = args.exports();
    let (dots, files): (Vec<&Export>, Vec<&Export>) =
        exports.iter().partition(|e| e.format == ExportFormat::Dot);
    for e in dots {
        let title = format!(
            "bottlenecks of {} ({})",
            run.goal_text,
            args.resource.name()
        );
        if let Err(code) = write_file(&e.path, tree.dot(&title).as_bytes()) {
            return code;
        }
    }
    if files.is_empty() {
        return 0;
    }
    // The other formats describe one more run with the bottlenecks as cost centres.
    let found = CcSpec {
        preds: tree.predicates(),
        ..base
    };
    let profiled = profile_once(m, run.goal, &found);
    let (end, _) = describe_end(&profiled.end);
    let view = ProfileView::new(
        &profiled.profile,
        &found,
        run.goal_text,
        &end,
        args.resource,
        run.sources,
    );
    let title = format!("{} ({})", run.goal_text, args.resource.name());
    for e in files {
        if let Err(code) = write_export(e, &view, &title) {
            return code;
        }
    }
    0
}

fn write_export(e: &Export, view: &ProfileView, title: &str) -> Result<(), u8> {
    match export::render(e.format, view, title) {
        Ok(bytes) => write_file(&e.path, &bytes),
        Err(err) => {
            eprintln!("error: cannot render {}: {err}", e.path.display());
            Err(2)
        }
    }
}

fn describe_end(end: &RunEnd) -> (String, u8) {
    match end {
        RunEnd::Succeeded => ("succeeded".into(), 0),
        RunEnd::Failed => ("failed".into(), 0),
        RunEnd::Error(e) => (format!("stopped by an error: {e}"), 1),
    }
}

fn write_file(path: &Path, bytes: &[u8]) -> Result<(), u8> {
    std::fs::write(path, bytes).map_err(|e| {
        eprintln!("error: cannot write {}: {e}", path.display());
        2
    })
}

fn set_limits(m: &mut Machine, args: &ProfileArgs) {
    m.set_limits(Limits {
        steps: args.step_limit.unwrap_or(u64::MAX),
        deadline: std::time::Duration::try_from_secs_f64(args.time_limit)
            .ok()
            .and_then(|d| std::time::Instant::now().checked_add(d)),
        ..Limits::default()
    });
}

/// The goal: `-g`, else an arity-0 `:- entry`, else `main` when defined.
fn goal_text(
    args: &ProfileArgs,
    set: &costlog_assertions::AssertionSet,
    m: &Machine,
) -> Result<String, String> {
    if let Some(g) = &args.goal {
        return Ok(g.clone());
    }
    if let Some(a) = set
        .assertions
        .iter()
        .find(|a| a.kind == Kind::Entry && a.pred.1 == 0)
    {
        return Ok(a.pred.0.clone());
    }
    if m.is_defined("main", 0) {
        return Ok("main".into());
    }
    Err(format!(
        "no goal: give -g GOAL, or define main/0 or `:- entry Name.` in {}",
        args.file.display()
    ))
}
