//! Graphs of a profile and of a bottleneck tree as Graphviz DOT (node size and
//! colour by share, as in the paper). The binary's report layer renders the other
//! formats (JSON, folded stacks, speedscope, pprof, Callgrind).

use crate::table::centre_rows;
use costlog_engine::profile::{percent, CcId, Metric, Profile};

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
    let index = |c: CcId| rows.iter().position(|r| r.centre == c);
    let nodes: Vec<DotNode> = rows
        .iter()
        .map(|r| DotNode {
            label: p.centre(r.centre).name.clone(),
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
