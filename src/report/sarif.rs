//! `costlog verify --format sarif`: SARIF 2.1.0 for code scanning, a rule per
//! property kind and a result per verdict (`error` for false, `warning` for check).

use super::verdicts::{counterexample_lines, verdict_line};
use crate::verify::Item;
use costlog_assertions::Status;
use serde::Serialize;

/// A SARIF log with one run.
#[derive(Serialize)]
pub struct Log {
    version: &'static str,
    #[serde(rename = "$schema")]
    schema: &'static str,
    runs: [Run; 1],
}

#[derive(Serialize)]
struct Run {
    tool: Tool,
    results: Vec<SarifResult>,
}

#[derive(Serialize)]
struct Tool {
    driver: Driver,
}

#[derive(Serialize)]
struct Driver {
    name: &'static str,
    version: &'static str,
    rules: Vec<Rule>,
}

#[derive(Serialize)]
struct Rule {
    id: String,
    #[serde(rename = "shortDescription")]
    short_description: Message,
}

#[derive(Serialize)]
struct Message {
    text: String,
}

#[derive(Serialize)]
struct SarifResult {
    #[serde(rename = "ruleId")]
    rule_id: String,
    level: &'static str,
    message: Message,
    locations: [Location; 1],
}

#[derive(Serialize)]
struct Location {
    #[serde(rename = "physicalLocation")]
    physical_location: PhysicalLocation,
}

#[derive(Serialize)]
struct PhysicalLocation {
    #[serde(rename = "artifactLocation")]
    artifact_location: ArtifactLocation,
    region: Region,
}

#[derive(Serialize)]
struct ArtifactLocation {
    uri: String,
}

#[derive(Serialize)]
struct Region {
    #[serde(rename = "startLine")]
    start_line: usize,
    #[serde(rename = "endLine")]
    end_line: usize,
}

impl Log {
    /// The SARIF log of `items`.
    pub fn new(items: &[Item]) -> Self {
        let mut rules: Vec<&str> = items.iter().map(|i| i.rule.as_str()).collect();
        rules.sort_unstable();
        rules.dedup();
        Log {
            version: "2.1.0",
            schema: "https://json.schemastore.org/sarif-2.1.0.json",
            runs: [Run {
                tool: Tool {
                    driver: Driver {
                        name: "costlog",
                        version: env!("CARGO_PKG_VERSION"),
                        rules: rules
                            .iter()
                            .map(|r| Rule {
                                id: r.to_string(),
                                short_description: Message {
                                    text: format!("`{r}` assertion property"),
                                },
                            })
                            .collect(),
                    },
                },
                results: items.iter().map(result).collect(),
            }],
        }
    }
}

fn result(it: &Item) -> SarifResult {
    let level = match it.status() {
        Status::False => "error",
        Status::Check => "warning",
        _ => "none",
    };
    let mut text = verdict_line(it);
    if let Some(c) = it.verdict().counterexample() {
        text.push_str(&format!(": {}", counterexample_lines(c).join("; ")));
    }
    SarifResult {
        rule_id: it.rule.clone(),
        level,
        message: Message { text },
        locations: [Location {
            physical_location: PhysicalLocation {
                artifact_location: ArtifactLocation {
                    uri: it.path.clone(),
                },
                region: Region {
                    start_line: it.lines.0,
                    end_line: it.lines.1,
                },
            },
        }],
    }
}
