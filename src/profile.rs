//! `costlog profile`: run a goal under the cost-centre profiler and report where
//! steps and time go (table, edges, `obs` assertions; DOT, folded stacks,
//! speedscope, JSON), find bottlenecks automatically (`--auto`), or show every
//! predicate's low-level counters (`--predicates`).

use crate::cli_support::{load_program, on_engine_thread};
use clap::{Args, ValueEnum};
use costlog_assertions::Kind;
use costlog_engine::{Limits, Machine, Term};
use costlog_profiler::auto::{detect, Heuristic};
use costlog_profiler::runner::{profile_once, RunEnd};
use costlog_profiler::spec::{from_declarations, parse_indicator};
use costlog_profiler::{export, table, CcSpec, Metric};
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
    /// What the table and pictures rank by: exec_time, steps, calls, choice_points,
    /// cuts, scuts, head_fails, nargs, giunif, gounif, viunif, vounif.
    #[arg(long, default_value = "exec_time", value_parser = parse_metric)]
    pub resource: Metric,
    /// Show each edge's [call|redo] x [exit|fail] matrix.
    #[arg(long)]
    pub ports: bool,
    /// Write the graph (or, with --auto, the bottleneck tree) as Graphviz DOT.
    #[arg(long, value_name = "FILE")]
    pub dot: Option<PathBuf>,
    /// Write folded stacks (flamegraph.pl, inferno) of the ranked resource.
    #[arg(long, value_name = "FILE")]
    pub folded: Option<PathBuf>,
    /// Write a speedscope profile of the ranked resource.
    #[arg(long, value_name = "FILE")]
    pub speedscope: Option<PathBuf>,
    /// Print the profile as JSON instead of tables.
    #[arg(long)]
    pub json: bool,
    /// Find the bottleneck tree automatically (iterated profiling).
    #[arg(long)]
    pub auto: bool,
    /// Selection rule of --auto: top:N, share:P or cover:X:Y.
    #[arg(long, default_value = "top:2", value_parser = str::parse::<Heuristic>)]
    pub heuristic: Heuristic,
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

/// Orders of the per-predicate view.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum SortBy {
    /// By the predicate's own usage.
    #[value(name = "self")]
    SelfCost,
    /// By usage including callees.
    Cumulative,
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
    if args.auto {
        return auto(&mut m, &goal, &goal_text, &args, &spec);
    }
    if let Some(n) = args.overhead {
        let o = costlog_profiler::runner::overhead(&mut m, &goal, &spec, n.max(1));
        if args.json {
            println!(
                "{}",
                serde_json::to_string_pretty(&o.to_json()).unwrap_or_default()
            );
        } else {
            print!("{}", o.render(&goal_text));
        }
        return 0;
    }
    let run = profile_once(&mut m, &goal, &spec);
    let (end, code) = describe_end(&run.end);
    let p = &run.profile;
    let metric = args.resource;
    if args.json {
        println!(
            "{}",
            serde_json::to_string_pretty(&export::profile_json(p, &goal_text, &end, metric))
                .unwrap_or_default()
        );
    } else if args.predicates {
        println!("profile of `{goal_text}`: {end}\n");
        print!(
            "{}",
            table::render_predicates(p, metric, args.sort == SortBy::Cumulative)
        );
    } else {
        let title = format!("profile of `{goal_text}`: {end}");
        print!("{}", table::render(p, &title, metric, args.ports));
    }
    let title = format!("{} ({})", goal_text, metric.name());
    let outputs = [
        (&args.dot, export::profile_dot(p, &title, metric)),
        (&args.folded, export::folded(p, metric)),
        (&args.speedscope, export::speedscope(p, &goal_text, metric)),
    ];
    for (path, text) in outputs {
        if let Some(path) = path {
            if let Err(code) = write_file(path, &text) {
                return code;
            }
        }
    }
    code
}

fn auto(m: &mut Machine, goal: &Term, goal_text: &str, args: &ProfileArgs, spec: &CcSpec) -> u8 {
    let base = CcSpec {
        unification: spec.unification,
        ..CcSpec::default()
    };
    let tree = detect(m, goal, args.heuristic, args.resource, &base);
    if args.json {
        let nodes: Vec<serde_json::Value> = tree
            .nodes
            .iter()
            .map(|n| serde_json::json!({"name": n.name, "share": n.share, "parent": n.parent}))
            .collect();
        let v = serde_json::json!({
            "goal": goal_text,
            "resource": args.resource.name(),
            "iterations": tree.iterations,
            "relative_cost": tree.relative_cost(),
            "ov_b": tree.ov_b(),
            "nodes": nodes,
        });
        println!("{}", serde_json::to_string_pretty(&v).unwrap_or_default());
    } else {
        print!("{}", tree.render());
    }
    if let Some(path) = &args.dot {
        let title = format!("bottlenecks of {goal_text} ({})", args.resource.name());
        if let Err(code) = write_file(path, &tree.dot(&title)) {
            return code;
        }
    }
    0
}

fn describe_end(end: &RunEnd) -> (String, u8) {
    match end {
        RunEnd::Succeeded => ("succeeded".into(), 0),
        RunEnd::Failed => ("failed".into(), 0),
        RunEnd::Error(e) => (format!("stopped by an error: {e}"), 1),
    }
}

fn write_file(path: &Path, text: &str) -> Result<(), u8> {
    std::fs::write(path, text).map_err(|e| {
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
