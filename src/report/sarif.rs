//! `costlog verify --format sarif`: SARIF 2.1.0 for code scanning, a rule per
//! property kind (with a help text) and a result per verdict (`error` for false,
//! `note` for check: undecided is not a finding); a `calls` property refuted at a
//! call site has that call as a related location.

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
    help: Message,
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
    #[serde(rename = "relatedLocations", skip_serializing_if = "Vec::is_empty")]
    related_locations: Vec<RelatedLocation>,
}

#[derive(Serialize)]
struct RelatedLocation {
    id: usize,
    message: Message,
    #[serde(rename = "physicalLocation")]
    physical_location: PhysicalLocation,
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
                                help: Message {
                                    text: rule_help(r).to_string(),
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

/// What a rule checks and what to do about a result, for code scanning's help pane.
fn rule_help(rule: &str) -> &'static str {
    match rule {
        "calls" => "A calls property (a precondition) must hold wherever the program calls the predicate. It is checked when every call site satisfies it; false names a call that violates it (fix the call or the precondition). An entry point's precondition that no call in the program reaches is an assumption on its callers.",
        "success" => "A success property must hold on every exit of a call that satisfies the calls properties. False comes with an exit that violates it.",
        "test" => "A test assertion: every run of its goal is judged against its properties. False comes with the run that fails them.",
        "cost" => "A cost bound on a resource (steps, unifications, time, ...) as a function of the input sizes. False comes with inputs whose cost exceeds it (or a refutation by the static analysis); check means neither proved nor refuted.",
        "rel_cost" => "A share of the entry goal's whole run spent in the predicate, checked over profiled runs.",
        "exception" | "throws" | "no_exception" => "What exceptions a call may raise. False comes with a run that contradicts it.",
        _ => "A computational property (failure, determinism, solutions, termination) of every call that satisfies the calls properties. False comes with a run, or a static refutation, that contradicts it.",
    }
}

fn result(it: &Item) -> SarifResult {
    let level = match it.status() {
        Status::False => "error",
        Status::Check => "note",
        _ => "none",
    };
    let related_locations = it
        .verdict()
        .call_site()
        .map(|c| RelatedLocation {
            id: 1,
            message: Message {
                text: c.note.clone(),
            },
            physical_location: PhysicalLocation {
                artifact_location: ArtifactLocation {
                    uri: c.path.clone(),
                },
                region: Region {
                    start_line: c.line,
                    end_line: c.line,
                },
            },
        })
        .into_iter()
        .collect();
    let mut text = verdict_line(it);
    if let Some(c) = it.verdict().counterexample() {
        text.push_str(&format!(": {}", counterexample_lines(c).join("; ")));
    }
    SarifResult {
        rule_id: it.rule.clone(),
        level,
        message: Message { text },
        related_locations,
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
