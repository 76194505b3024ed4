//! `costlog profile --json` (and `--export json=FILE`): the whole profile as typed
//! JSON (totals, centres with ports and own/inclusive usage and shares, edges with
//! their `[enter][leave]` matrices, stacks, low-level counters, `obs` assertions),
//! and the JSON of `--auto` and `--overhead`. Only measured counters appear.

use super::json;
use super::profile_view::ProfileView;
use costlog_engine::profile::percent;
use costlog_profiler::auto::BottleneckTree;
use costlog_profiler::runner::Overhead;
use costlog_profiler::table::{centre_rows, obs_assertions, SHOWN};
use costlog_profiler::Usage;
use serde::Serialize;
use std::collections::BTreeMap;

/// Usage keyed by metric name, measured metrics only.
type UsageJson = BTreeMap<&'static str, u64>;

#[derive(Serialize)]
struct ProfileJson<'a> {
    goal: &'a str,
    end: &'a str,
    ranked_by: &'static str,
    total: UsageJson,
    centres: Vec<CentreJson<'a>>,
    edges: Vec<EdgeJson<'a>>,
    stacks: Vec<StackJson<'a>>,
    predicates: Vec<PredJson<'a>>,
    obs: Vec<String>,
}

#[derive(Serialize)]
struct CentreJson<'a> {
    name: &'a str,
    calls: u64,
    redos: u64,
    exits: u64,
    fails: u64,
    recursive: u64,
    own: UsageJson,
    inclusive: UsageJson,
    share: BTreeMap<&'static str, f64>,
}

#[derive(Serialize)]
struct EdgeJson<'a> {
    from: &'a str,
    to: &'a str,
    counts: BTreeMap<&'static str, u64>,
    usage: BTreeMap<&'static str, UsageJson>,
    exceptions: u64,
    unfinished: u64,
    recursive: u64,
}

#[derive(Serialize)]
struct StackJson<'a> {
    stack: Vec<&'a str>,
    usage: UsageJson,
}

#[derive(Serialize)]
struct PredJson<'a> {
    name: &'a str,
    arity: u32,
    head_fails: u64,
    skips: u64,
}

/// The enter × leave ports of an edge's matrices, in `[enter][leave]` order.
const PORTS: [&str; 4] = ["call_exit", "call_fail", "redo_exit", "redo_fail"];

fn usage(v: &ProfileView, u: &Usage) -> UsageJson {
    v.measured.iter().map(|m| (m.name(), u.get(*m))).collect()
}

/// The profile as pretty JSON.
pub fn render(v: &ProfileView) -> String {
    let p = v.profile;
    let centres = centre_rows(p, v.ranked)
        .iter()
        .map(|r| CentreJson {
            name: &p.centre(r.centre).name,
            calls: r.calls,
            redos: r.redos,
            exits: r.exits,
            fails: r.fails,
            recursive: r.recursive,
            own: usage(v, &r.own),
            inclusive: usage(v, &r.inclusive),
            share: v
                .measured
                .iter()
                .map(|m| (m.name(), percent(r.own.get(*m), p.total.get(*m))))
                .collect(),
        })
        .collect();
    let edges = p
        .edges
        .iter()
        .filter(|e| e.calls() + e.redos() > 0 || !e.total().is_zero())
        .map(|e| EdgeJson {
            from: &p.centre(e.from).name,
            to: &p.centre(e.to).name,
            counts: PORTS
                .iter()
                .enumerate()
                .map(|(k, port)| (*port, e.counts[k / 2][k % 2]))
                .collect(),
            usage: PORTS
                .iter()
                .enumerate()
                .map(|(k, port)| (*port, usage(v, &e.usage[k / 2][k % 2])))
                .collect(),
            exceptions: e.exceptions,
            unfinished: e.unfinished,
            recursive: e.recursive,
        })
        .collect();
    let report = ProfileJson {
        goal: v.goal,
        end: v.end,
        ranked_by: v.ranked.name(),
        total: usage(v, &p.total),
        centres,
        edges,
        stacks: p
            .paths()
            .map(|(i, n)| StackJson {
                stack: p.stack_of(i),
                usage: usage(v, &n.usage),
            })
            .collect(),
        predicates: p
            .predicates
            .iter()
            .map(|r| PredJson {
                name: &r.name,
                arity: r.arity,
                head_fails: r.head_fails,
                skips: r.skips,
            })
            .collect(),
        obs: obs_assertions(p, &SHOWN),
    };
    json::render(&report)
}

#[derive(Serialize)]
struct AutoJson<'a> {
    goal: &'a str,
    resource: &'static str,
    iterations: usize,
    relative_cost: f64,
    ov_b: f64,
    nodes: Vec<NodeJson<'a>>,
}

#[derive(Serialize)]
struct NodeJson<'a> {
    name: &'a str,
    share: f64,
    parent: Option<usize>,
}

/// The bottleneck tree of `--auto` as pretty JSON.
pub fn auto(goal: &str, tree: &BottleneckTree) -> String {
    json::render(&AutoJson {
        goal,
        resource: tree.metric.name(),
        iterations: tree.iterations,
        relative_cost: tree.relative_cost(),
        ov_b: tree.ov_b(),
        nodes: tree
            .nodes
            .iter()
            .map(|n| NodeJson {
                name: &n.name,
                share: n.share,
                parent: n.parent,
            })
            .collect(),
    })
}

#[derive(Serialize)]
struct OverheadJson {
    runs: usize,
    centres: usize,
    unprofiled_ms: f64,
    profiled_ms: f64,
    attributed_ms: f64,
    ratio: f64,
    est_dev: f64,
    hook_ns: u64,
    hooks_ms: f64,
    loop_ns_per_inference: f64,
    loop_ms: f64,
}

/// The `--overhead` measurement as pretty JSON.
pub fn overhead(o: &Overhead) -> String {
    let ms = |d: std::time::Duration| d.as_secs_f64() * 1e3;
    json::render(&OverheadJson {
        runs: o.runs,
        centres: o.centres,
        unprofiled_ms: ms(o.unprofiled),
        profiled_ms: ms(o.profiled),
        attributed_ms: ms(o.attributed),
        ratio: o.ratio(),
        est_dev: o.est_dev(),
        hook_ns: o.hook_ns,
        hooks_ms: ms(o.hooks),
        loop_ns_per_inference: o.loop_ns_per_inference,
        loop_ms: ms(o.run_loop),
    })
}
