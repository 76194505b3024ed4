//! A speedscope file (its `sampled` profile type): one weighted sample per
//! cost-centre stack, weights in the ranked metric.

use super::json;
use super::profile_view::ProfileView;
use costlog_profiler::{CcId, Metric};
use serde::Serialize;

#[derive(Serialize)]
struct File<'a> {
    #[serde(rename = "$schema")]
    schema: &'static str,
    exporter: String,
    name: &'a str,
    #[serde(rename = "activeProfileIndex")]
    active_profile_index: usize,
    shared: Shared<'a>,
    profiles: [Sampled; 1],
}

#[derive(Serialize)]
struct Shared<'a> {
    frames: Vec<Frame<'a>>,
}

#[derive(Serialize)]
struct Frame<'a> {
    name: &'a str,
}

#[derive(Serialize)]
struct Sampled {
    #[serde(rename = "type")]
    kind: &'static str,
    name: String,
    unit: &'static str,
    #[serde(rename = "startValue")]
    start_value: u64,
    #[serde(rename = "endValue")]
    end_value: u64,
    samples: Vec<Vec<u32>>,
    weights: Vec<u64>,
}

/// The speedscope file of a profile.
pub fn render(v: &ProfileView) -> String {
    let p = v.profile;
    let mut samples = Vec::new();
    let mut weights = Vec::new();
    for (i, node) in p.paths() {
        let w = node.usage.get(v.ranked);
        if w == 0 {
            continue;
        }
        let chain: Vec<u32> = std::iter::once(CcId::RCC)
            .chain(p.chain(i))
            .map(|c| c.0)
            .collect();
        samples.push(chain);
        weights.push(w);
    }
    let file = File {
        schema: "https://www.speedscope.app/file-format-schema.json",
        exporter: format!("costlog {}", env!("CARGO_PKG_VERSION")),
        name: v.goal,
        active_profile_index: 0,
        shared: Shared {
            frames: p.centres.iter().map(|c| Frame { name: &c.name }).collect(),
        },
        profiles: [Sampled {
            kind: "sampled",
            name: format!("{} ({})", v.goal, v.ranked.name()),
            unit: if v.ranked == Metric::Ticks {
                "nanoseconds"
            } else {
                "none"
            },
            start_value: 0,
            end_value: weights.iter().sum(),
            samples,
            weights,
        }],
    };
    json::compact(&file)
}
