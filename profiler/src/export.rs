//! Machine-readable and graphical outputs of a profile: Graphviz DOT (node size and
//! colour by share, as in the paper), folded stacks (flame graph tools), speedscope
//! JSON and a full JSON dump.

use crate::table::{centre_rows, obs_assertions};
use costlog_engine::profile::{percent, Metric, Profile, Usage};
use costlog_engine::Counter;
use serde_json::{json, Map, Value};

/// The paper's colour bands: green < 25%, yellow < 50%, orange < 75%, red above.
pub fn share_colour(share: f64) -> &'static str {
    if share < 25.0 {
        "green"
    } else if share < 50.0 {
        "yellow"
    } else if share < 75.0 {
        "orange"
    } else {
        "red"
    }
}

/// A node of a drawn graph.
#[derive(Clone, Debug)]
pub struct DotNode {
    /// Label (cost centre name).
    pub label: String,
    /// Share of the run, in percent.
    pub share: f64,
}

/// Renders nodes and labelled edges (indices into `nodes`) as a DOT digraph whose
/// node sizes grow with the share and whose colours follow [`share_colour`].
pub fn dot(title: &str, nodes: &[DotNode], edges: &[(usize, usize, String)]) -> String {
    let mut out = format!(
        "digraph costlog {{\n  label=\"{}\";\n  labelloc=t;\n  node [shape=ellipse, style=filled, fontname=\"Helvetica\"];\n",
        escape(title)
    );
    for (i, n) in nodes.iter().enumerate() {
        let size = 0.6 + 2.4 * n.share.clamp(0.0, 100.0) / 100.0;
        out.push_str(&format!(
            "  n{i} [label=\"{}\\n{:.2}%\", fillcolor={}, width={size:.2}, height={:.2}, fixedsize=false];\n",
            escape(&n.label),
            n.share,
            share_colour(n.share),
            size * 0.6
        ));
    }
    for (f, t, label) in edges {
        out.push_str(&format!("  n{f} -> n{t} [label=\"{}\"];\n", escape(label)));
    }
    out.push_str("}\n");
    out
}

fn escape(s: &str) -> String {
    s.replace('\\', "\\\\").replace('"', "\\\"")
}

/// The cost-centre graph of a profile as DOT, shares in `metric`.
pub fn profile_dot(p: &Profile, title: &str, metric: Metric) -> String {
    let rows = centre_rows(p, metric);
    let index = |c: u32| rows.iter().position(|r| r.centre == c);
    let nodes: Vec<DotNode> = rows
        .iter()
        .map(|r| DotNode {
            label: p.centres[r.centre as usize].name.clone(),
            share: percent(r.own.get(metric), p.total.get(metric)),
        })
        .collect();
    let edges = p
        .edges
        .iter()
        .filter(|e| e.calls() + e.redos() > 0)
        .filter_map(|e| {
            let label = format!(
                "{} calls, {:.1}%",
                e.calls(),
                percent(e.total().get(metric), p.total.get(metric))
            );
            Some((index(e.from)?, index(e.to)?, label))
        })
        .collect::<Vec<_>>();
    dot(title, &nodes, &edges)
}

/// Folded stacks: one line `rcc;a;b VALUE` per cost-centre stack with usage, values
/// in `metric` (nanoseconds for time). The values sum to the run's total.
pub fn folded(p: &Profile, metric: Metric) -> String {
    let mut out = String::new();
    for (i, node) in p.paths.iter().enumerate() {
        let v = node.usage.get(metric);
        if v == 0 {
            continue;
        }
        let mut stack = vec!["rcc"];
        if i != 0 {
            stack.extend(p.stack_of(i as u32));
        }
        out.push_str(&format!("{} {v}\n", stack.join(";")));
    }
    out
}

/// A speedscope file (`sampled` profile): one weighted sample per cost-centre stack.
pub fn speedscope(p: &Profile, name: &str, metric: Metric) -> String {
    let frames: Vec<Value> = p
        .centres
        .iter()
        .map(|c| json!({ "name": c.name }))
        .collect();
    let mut samples = Vec::new();
    let mut weights = Vec::new();
    for (i, node) in p.paths.iter().enumerate() {
        let v = node.usage.get(metric);
        if v == 0 {
            continue;
        }
        let mut stack = vec![0u32];
        let mut chain = Vec::new();
        let mut n = i as u32;
        while n != 0 {
            chain.push(p.paths[n as usize].centre);
            n = p.paths[n as usize].parent;
        }
        chain.reverse();
        stack.extend(chain);
        samples.push(stack);
        weights.push(v);
    }
    let unit = if metric == Metric::Ticks {
        "nanoseconds"
    } else {
        "none"
    };
    let total: u64 = weights.iter().sum();
    json!({
        "$schema": "https://www.speedscope.app/file-format-schema.json",
        "exporter": format!("costlog {}", env!("CARGO_PKG_VERSION")),
        "name": name,
        "activeProfileIndex": 0,
        "shared": { "frames": frames },
        "profiles": [{
            "type": "sampled",
            "name": format!("{name} ({})", metric.name()),
            "unit": unit,
            "startValue": 0,
            "endValue": total,
            "samples": samples,
            "weights": weights,
        }],
    })
    .to_string()
}

/// A usage vector as a JSON object keyed by metric name.
pub fn usage_json(u: &Usage) -> Value {
    let mut m = Map::new();
    for metric in Metric::ALL {
        m.insert(metric.name().to_string(), json!(u.get(metric)));
    }
    Value::Object(m)
}

/// The whole profile as JSON: totals, centres (ports, own and inclusive usage, shares),
/// edges with their `[enter][leave]` matrices, stacks, low-level counters, obs.
pub fn profile_json(p: &Profile, goal: &str, end: &str, metric: Metric) -> Value {
    let centres: Vec<Value> = centre_rows(p, metric)
        .iter()
        .map(|r| {
            let mut share = Map::new();
            for m in Metric::ALL {
                share.insert(
                    m.name().to_string(),
                    json!(percent(r.own.get(m), p.total.get(m))),
                );
            }
            json!({
                "name": p.centres[r.centre as usize].name,
                "calls": r.calls, "redos": r.redos, "exits": r.exits, "fails": r.fails,
                "recursive": r.recursive,
                "own": usage_json(&r.own),
                "inclusive": usage_json(&r.inclusive),
                "share": share,
            })
        })
        .collect();
    let ports = ["call_exit", "call_fail", "redo_exit", "redo_fail"];
    let edges: Vec<Value> = p
        .edges
        .iter()
        .filter(|e| e.calls() + e.redos() > 0 || !e.total().is_zero())
        .map(|e| {
            let mut counts = Map::new();
            let mut usage = Map::new();
            for (k, port) in ports.iter().enumerate() {
                counts.insert(port.to_string(), json!(e.counts[k / 2][k % 2]));
                usage.insert(port.to_string(), usage_json(&e.usage[k / 2][k % 2]));
            }
            json!({
                "from": p.centres[e.from as usize].name,
                "to": p.centres[e.to as usize].name,
                "counts": counts,
                "usage": usage,
                "exceptions": e.exceptions,
                "unfinished": e.unfinished,
                "recursive": e.recursive,
            })
        })
        .collect();
    let stacks: Vec<Value> = p
        .paths
        .iter()
        .enumerate()
        .map(|(i, n)| json!({ "stack": p.stack_of(i as u32), "usage": usage_json(&n.usage) }))
        .collect();
    let predicates: Vec<Value> = p
        .predicates
        .iter()
        .map(|r| json!({ "name": r.name, "arity": r.arity, "head_fails": r.head_fails, "skips": r.skips }))
        .collect();
    json!({
        "goal": goal,
        "end": end,
        "ranked_by": metric.name(),
        "total": usage_json(&p.total),
        "centres": centres,
        "edges": edges,
        "stacks": stacks,
        "predicates": predicates,
        "obs": obs_assertions(p, &[Metric::Count(Counter::Steps), Metric::Ticks]),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn colour_bands_follow_the_paper() {
        assert_eq!(share_colour(0.0), "green");
        assert_eq!(share_colour(24.99), "green");
        assert_eq!(share_colour(25.0), "yellow");
        assert_eq!(share_colour(50.0), "orange");
        assert_eq!(share_colour(75.0), "red");
        assert_eq!(share_colour(100.0), "red");
    }

    #[test]
    fn dot_escapes_labels() {
        let nodes = [DotNode {
            label: "'a\"b'/1".into(),
            share: 80.0,
        }];
        let d = dot("t", &nodes, &[]);
        assert!(d.contains("'a\\\"b'/1"));
        assert!(d.contains("fillcolor=red"));
    }
}
