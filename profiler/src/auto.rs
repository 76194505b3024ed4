//! Automatic bottleneck detection: the iterative algorithm of the paper's figure 6.
//!
//! Starting from the goal, each iteration marks the predicates the current node calls
//! (plus the tree found so far) as cost centres, profiles the goal, and keeps the
//! callees that the heuristic finds relevant as children of the current node, then
//! descends into each. Every predicate enters the tree at most once, so the search
//! ends and returns a tree. The call graph comes from one run with every predicate a
//! cost centre (so meta-calls are seen).
//!
//! Centres that would only cost profiling time are left out: callees below a share
//! threshold (`min_share`), and pure wrappers, nodes whose cost is within the same
//! threshold of one callee's (`bench :- run.`): the callee takes the wrapper's place.

use crate::runner::{profile_once, warm_run_time};
use costlog_engine::clock::thread_cpu_time;
use costlog_engine::profile::{percent, CcId, CcSpec, Metric, Profile, Usage};
use costlog_engine::{Machine, Term};
use std::collections::{BTreeMap, BTreeSet};
use std::str::FromStr;
use std::time::{Duration, Instant};

/// How relevant callees are selected.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Heuristic {
    /// The `N` callees with the largest share (`top:N`).
    Top(usize),
    /// Callees whose share is at least `P` percent (`share:P`).
    Share(f64),
    /// The fewest callees, at most `X` percent of the program's predicates, that
    /// together take at least `Y` percent (`cover:X:Y`).
    Cover(f64, f64),
}

impl FromStr for Heuristic {
    type Err = String;
    fn from_str(s: &str) -> Result<Heuristic, String> {
        let parts: Vec<&str> = s.split(':').collect();
        let num = |t: &str| {
            t.trim()
                .parse::<f64>()
                .ok()
                .filter(|v| v.is_finite() && *v >= 0.0)
                .ok_or_else(|| format!("heuristic `{s}`: `{t}` is not a non-negative number"))
        };
        match parts.as_slice() {
            ["top", n] => n
                .trim()
                .parse()
                .ok()
                .filter(|n| *n > 0)
                .map(Heuristic::Top)
                .ok_or_else(|| format!("heuristic `{s}`: N must be a positive integer")),
            ["share", p] => Ok(Heuristic::Share(num(p)?)),
            ["cover", x, y] => Ok(Heuristic::Cover(num(x)?, num(y)?)),
            _ => Err(format!(
                "unknown heuristic `{s}`: expected top:N, share:P or cover:X:Y"
            )),
        }
    }
}

impl Heuristic {
    /// Picks the relevant callees among `(name, share)` pairs; `program_preds` is the
    /// number of predicates of the program (for `cover`).
    pub fn select(&self, mut callees: Vec<(String, f64)>, program_preds: usize) -> Vec<String> {
        callees.sort_by(|a, b| b.1.total_cmp(&a.1).then(a.0.cmp(&b.0)));
        callees.retain(|(_, s)| *s > 0.0);
        match *self {
            Heuristic::Top(n) => callees.into_iter().take(n).map(|c| c.0).collect(),
            Heuristic::Share(p) => callees
                .into_iter()
                .filter(|c| c.1 >= p)
                .map(|c| c.0)
                .collect(),
            Heuristic::Cover(x, y) => {
                let max = ((x / 100.0 * program_preds as f64).floor() as usize).max(1);
                let mut covered = 0.0;
                let mut out = Vec::new();
                for (name, share) in callees {
                    if out.len() >= max || covered >= y {
                        break;
                    }
                    covered += share;
                    out.push(name);
                }
                out
            }
        }
    }
}

/// A node of the bottleneck tree.
#[derive(Clone, Debug, PartialEq)]
pub struct TreeNode {
    /// Cost centre name (`p/N`, or the goal for the root when it is not one call).
    pub name: String,
    /// Share of the run when it was selected (the root has 100).
    pub share: f64,
    /// Parent node (`None` for the root).
    pub parent: Option<usize>,
}

/// The result of a search.
#[derive(Clone, Debug)]
pub struct BottleneckTree {
    /// Nodes; node 0 is the root.
    pub nodes: Vec<TreeNode>,
    /// Profiled runs of the search proper (the paper's `#it`).
    pub iterations: usize,
    /// Time of the whole search, call-graph run included (the thread's CPU time,
    /// wall-clock time without a thread clock).
    pub search_time: Duration,
    /// One warm unprofiled run of the goal (median of a few, after a warm-up).
    pub run_time: Duration,
    /// Pure wrappers left out of the tree (their callee took their place).
    pub wrappers: Vec<String>,
    /// Time of the search's profiled runs (the call-graph run's included), as
    /// `search_time`.
    pub profiled_time: Duration,
    /// What shares are measured in.
    pub metric: Metric,
}

impl BottleneckTree {
    /// Cost of the search relative to one warm unprofiled run.
    pub fn relative_cost(&self) -> f64 {
        self.search_time.as_secs_f64() / self.run_time.as_secs_f64().max(1e-9)
    }

    /// The paper's `ov_b`: search time not spent in profiled runs, per iteration, in
    /// units of one unprofiled run.
    pub fn ov_b(&self) -> f64 {
        let rest = self.search_time.saturating_sub(self.profiled_time);
        rest.as_secs_f64() / (self.iterations.max(1) as f64 * self.run_time.as_secs_f64().max(1e-9))
    }

    /// The nodes that stay in the tree (pure wrappers found so far excluded).
    fn kept(&self) -> impl Iterator<Item = &TreeNode> {
        self.nodes
            .iter()
            .filter(|n| !self.wrappers.contains(&n.name))
    }

    /// Removes the pure wrappers' nodes (no node has one as its parent: their
    /// children were attached to their parents when they were found).
    fn drop_wrappers(&mut self) {
        let mut index = Vec::with_capacity(self.nodes.len());
        let mut kept = Vec::new();
        for n in &self.nodes {
            index.push(kept.len());
            if !self.wrappers.contains(&n.name) {
                kept.push(n.clone());
            }
        }
        for n in &mut kept {
            n.parent = n.parent.map(|p| index[p]);
        }
        self.nodes = kept;
    }

    /// Children of node `i`, in selection order.
    pub fn children(&self, i: usize) -> Vec<usize> {
        (0..self.nodes.len())
            .filter(|j| self.nodes[*j].parent == Some(i))
            .collect()
    }

    /// Predicates in the tree (`name`, `arity`), root included when it is one.
    pub fn predicates(&self) -> Vec<(String, u32)> {
        self.nodes
            .iter()
            .filter_map(|n| crate::spec::parse_indicator(&n.name).ok())
            .collect()
    }

    /// The tree as DOT (sizes and colours by share).
    pub fn dot(&self, title: &str) -> String {
        let nodes: Vec<crate::export::DotNode> = self
            .nodes
            .iter()
            .map(|n| crate::export::DotNode {
                label: n.name.clone(),
                share: n.share,
            })
            .collect();
        let edges: Vec<(usize, usize, String)> = self
            .nodes
            .iter()
            .enumerate()
            .filter_map(|(i, n)| Some((n.parent?, i, String::new())))
            .collect();
        crate::export::dot(title, &nodes, &edges)
    }
}

/// Callee names of each centre in a profile (edges with entries).
fn call_graph(p: &Profile) -> BTreeMap<String, BTreeSet<String>> {
    let mut g: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for e in &p.edges {
        if e.from == e.to || e.calls() + e.redos() == 0 {
            continue;
        }
        let (f, t) = (p.centre(e.from), p.centre(e.to));
        if t.pred.is_some() {
            g.entry(f.name.clone()).or_default().insert(t.name.clone());
        }
    }
    g
}

/// Whether a node whose share (callees included) is `own` is a pure wrapper: within
/// `min_share` of one of its `callees`' shares.
fn pure_wrapper(own: f64, callees: &[(String, f64)], min_share: f64) -> bool {
    callees.iter().any(|c| own - c.1 <= min_share)
}

/// Unprofiled runs whose median is [`BottleneckTree::run_time`].
const TIMING_RUNS: usize = 3;

/// Runs the search for `goal` (the root is the goal's predicate when the goal is a
/// call of a user predicate, `rcc` otherwise). Callees below `min_share` percent are
/// never selected, and a node within `min_share` of one callee is replaced by it.
/// `base` carries options that apply to every run (unification counting).
pub fn detect(
    m: &mut Machine,
    goal: &Term,
    heuristic: Heuristic,
    metric: Metric,
    min_share: f64,
    base: &CcSpec,
) -> BottleneckTree {
    let run_time = warm_run_time(m, goal, TIMING_RUNS);
    let started = (Instant::now(), thread_cpu_time());
    let full = CcSpec {
        all_user: true,
        ..base.clone()
    };
    let graph_run = profile_once(m, goal, &full);
    let graph = call_graph(&graph_run.profile);
    let run_cost = |r: &crate::runner::ProfiledRun| r.cpu.unwrap_or(r.wall);
    let program_preds = graph_run.profile.instrumented_centres();
    let root = match goal.functor() {
        Some((f, n)) => {
            let name = format!("{}/{}", f.name(), n);
            if graph_run.profile.centre_index(&name).is_some() {
                name
            } else {
                "rcc".to_string()
            }
        }
        None => "rcc".to_string(),
    };
    let mut tree = BottleneckTree {
        nodes: vec![TreeNode {
            name: root,
            share: 100.0,
            parent: None,
        }],
        iterations: 0,
        search_time: Duration::ZERO,
        run_time,
        wrappers: Vec::new(),
        profiled_time: run_cost(&graph_run),
        metric,
    };
    let mut work = vec![0usize];
    while let Some(current) = work.pop() {
        let cur_name = tree.nodes[current].name.clone();
        let called: BTreeSet<String> = graph.get(&cur_name).cloned().unwrap_or_default();
        let seen: BTreeSet<String> = tree.nodes.iter().map(|n| n.name.clone()).collect();
        let mut spec = base.clone();
        spec.preds = called
            .iter()
            .chain(tree.kept().map(|n| &n.name))
            .filter_map(|n| crate::spec::parse_indicator(n).ok())
            .collect();
        let run = profile_once(m, goal, &spec);
        tree.iterations += 1;
        tree.profiled_time += run_cost(&run);
        let p = &run.profile;
        let Some(cur) = p.centre_index(&cur_name) else {
            continue;
        };
        let share = |u: Usage| percent(u.get(metric), p.total.get(metric));
        let callees: Vec<(String, f64)> = p
            .edges
            .iter()
            .filter(|e| e.from == cur && e.to != cur && e.calls() + e.redos() > 0)
            .map(|e| p.centre(e.to).name.clone())
            .filter(|n| !seen.contains(n) && n != "rcc")
            .collect::<BTreeSet<_>>()
            .into_iter()
            .map(|n| {
                let c = p.centre_index(&n).unwrap_or(CcId::RCC);
                (n, share(p.centre_usage(c)))
            })
            .filter(|(_, s)| *s >= min_share)
            .collect();
        let mut parent = Some(current);
        if current != 0 && pure_wrapper(share(p.inclusive[cur.index()]), &callees, min_share) {
            parent = tree.nodes[current].parent;
            tree.wrappers.push(cur_name.clone());
        }
        let chosen = heuristic.select(callees.clone(), program_preds);
        let mut new_nodes = Vec::new();
        for name in chosen {
            let share = callees.iter().find(|c| c.0 == name).map_or(0.0, |c| c.1);
            tree.nodes.push(TreeNode {
                name,
                share,
                parent,
            });
            new_nodes.push(tree.nodes.len() - 1);
        }
        // Depth first, in selection order.
        work.extend(new_nodes.into_iter().rev());
    }
    let wall = started.0.elapsed();
    tree.search_time = thread_cpu_time()
        .zip(started.1)
        .map_or(wall, |(end, start)| end.saturating_sub(start));
    tree.drop_wrappers();
    tree
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn heuristics_parse() {
        assert_eq!("top:2".parse(), Ok(Heuristic::Top(2)));
        assert_eq!("share:10".parse(), Ok(Heuristic::Share(10.0)));
        assert_eq!("cover:20:80".parse(), Ok(Heuristic::Cover(20.0, 80.0)));
        assert!("top:0".parse::<Heuristic>().is_err());
        assert!("share:x".parse::<Heuristic>().is_err());
        assert!("best".parse::<Heuristic>().is_err());
    }

    #[test]
    fn a_node_within_the_threshold_of_one_callee_is_a_pure_wrapper() {
        let callees =
            |v: &[f64]| -> Vec<(String, f64)> { v.iter().map(|s| (format!("c{s}"), *s)).collect() };
        assert!(pure_wrapper(80.0, &callees(&[79.5, 0.2]), 1.0));
        assert!(!pure_wrapper(80.0, &callees(&[60.0, 19.5]), 1.0));
        assert!(!pure_wrapper(80.0, &callees(&[79.5]), 0.0));
        assert!(!pure_wrapper(0.5, &callees(&[]), 1.0));
    }

    #[test]
    fn dropping_wrappers_keeps_the_tree_connected() {
        let node = |name: &str, parent: Option<usize>| TreeNode {
            name: name.into(),
            share: 1.0,
            parent,
        };
        // main -> bench (wrapper) ; run attached to main when bench was found.
        let mut tree = BottleneckTree {
            nodes: vec![
                node("main/0", None),
                node("bench/0", Some(0)),
                node("run/0", Some(0)),
                node("work/1", Some(2)),
            ],
            iterations: 3,
            search_time: Duration::ZERO,
            run_time: Duration::ZERO,
            wrappers: vec!["bench/0".into()],
            profiled_time: Duration::ZERO,
            metric: Metric::Ticks,
        };
        assert_eq!(tree.kept().count(), 3);
        tree.drop_wrappers();
        let names: Vec<&str> = tree.nodes.iter().map(|n| n.name.as_str()).collect();
        assert_eq!(names, ["main/0", "run/0", "work/1"]);
        assert_eq!(tree.children(0), [1]);
        assert_eq!(tree.children(1), [2]);
    }

    #[test]
    fn heuristics_select() {
        let c = || {
            vec![
                ("a".to_string(), 10.0),
                ("b".to_string(), 50.0),
                ("c".to_string(), 30.0),
                ("d".to_string(), 0.0),
            ]
        };
        assert_eq!(Heuristic::Top(2).select(c(), 10), ["b", "c"]);
        assert_eq!(Heuristic::Share(25.0).select(c(), 10), ["b", "c"]);
        // At most 20% of 10 predicates (2), stop once 60% is covered.
        assert_eq!(Heuristic::Cover(20.0, 60.0).select(c(), 10), ["b", "c"]);
        assert_eq!(Heuristic::Cover(20.0, 40.0).select(c(), 10), ["b"]);
        assert_eq!(Heuristic::Cover(10.0, 100.0).select(c(), 10), ["b"]);
    }
}
