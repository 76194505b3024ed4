//! What every profile renderer reads: the profile, the goal, which counters were
//! measured, and where each cost centre's predicate is defined.
//!
//! Counters that were not measured (the unification components without unification
//! counting) are absent from every output rather than written as 0.

use costlog_engine::reader::LineIndex;
use costlog_engine::{Machine, Term};
use costlog_profiler::{CcSpec, Metric, Profile};
use std::collections::HashMap;

/// A source position: file path and 1-based line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SourceLoc {
    /// The file as it was consulted.
    pub path: String,
    /// Line of the predicate's first clause.
    pub line: u64,
}

/// A profile with what its renderers need besides the profile itself.
pub struct ProfileView<'a> {
    /// The profile.
    pub profile: &'a Profile,
    /// The goal as the user wrote it.
    pub goal: &'a str,
    /// How the run ended, in words.
    pub end: &'a str,
    /// The metric tables, pictures and single-valued formats rank by.
    pub ranked: Metric,
    /// The metrics the run measured, in column order.
    pub measured: Vec<Metric>,
    /// Per centre: where its predicate is defined (`None` for `rcc` and literal centres).
    pub locations: Vec<Option<SourceLoc>>,
}

impl<'a> ProfileView<'a> {
    /// The view of `profile`, run with `spec`, its centres located by `sources`.
    pub fn new(
        profile: &'a Profile,
        spec: &CcSpec,
        goal: &'a str,
        end: &'a str,
        ranked: Metric,
        sources: &Sources,
    ) -> Self {
        ProfileView {
            profile,
            goal,
            end,
            ranked,
            measured: measured(spec),
            locations: profile
                .centres
                .iter()
                .map(|c| c.pred.as_ref().and_then(|p| sources.find(p)))
                .collect(),
        }
    }
}

/// The metrics a run with `spec` measures: all but the unification components,
/// which only unification counting measures.
pub fn measured(spec: &CcSpec) -> Vec<Metric> {
    Metric::ALL
        .into_iter()
        .filter(|m| spec.unification || !m.needs_unification_counting())
        .collect()
}

/// Where the program's predicates are defined: the first clause of each.
pub struct Sources {
    defs: HashMap<(String, u32), SourceLoc>,
}

impl Sources {
    /// Locates the heads of `clauses` (file index, clause) in `m`'s sources.
    pub fn new(m: &Machine, clauses: &[(u32, costlog_engine::reader::ReadTerm)]) -> Self {
        let indexes: Vec<(String, LineIndex)> = m
            .sources()
            .iter()
            .map(|s| (s.path.display().to_string(), LineIndex::new(&s.text)))
            .collect();
        let mut defs = HashMap::new();
        for (file, rt) in clauses {
            let (Some(key), Some((path, index))) =
                (head_key(&rt.term), indexes.get(*file as usize))
            else {
                continue;
            };
            defs.entry(key).or_insert_with(|| SourceLoc {
                path: path.clone(),
                line: index.line_col(rt.span.start).0 as u64,
            });
        }
        Sources { defs }
    }

    /// Where predicate `pred` is defined.
    pub fn find(&self, pred: &(String, u32)) -> Option<SourceLoc> {
        self.defs.get(pred).cloned()
    }
}

/// `(name, arity)` of a clause's head (module qualification dropped).
fn head_key(clause: &Term) -> Option<(String, u32)> {
    let mut head = match clause {
        Term::Compound(f, args) if f.name() == ":-" && args.len() == 2 => &args[0],
        t => t,
    };
    while let Term::Compound(f, args) = head {
        if f.name() == ":" && args.len() == 2 {
            head = &args[1];
        } else {
            break;
        }
    }
    match head {
        Term::Atom(a) => Some((a.name().to_string(), 0)),
        Term::Compound(f, args) => Some((f.name().to_string(), args.len() as u32)),
        _ => None,
    }
}

/// A small profile for the renderers' tests: `rcc` calls `a/1` twice, `a/1` calls
/// `b/2` three times; unification not counted.
#[cfg(test)]
pub(crate) mod fixture {
    use super::{ProfileView, SourceLoc};
    use costlog_engine::profile::{Centre, Edge, PathNode};
    use costlog_engine::Counter;
    use costlog_profiler::{CcId, Metric, PathId, Profile, Usage};

    /// A usage of `ticks` nanoseconds and `steps` steps.
    pub fn usage(ticks: u64, steps: u64) -> Usage {
        let mut u = Usage {
            ticks,
            ..Usage::default()
        };
        u.counts[Counter::Steps] = steps;
        u
    }

    fn edge(from: u32, to: u32, calls: u64, u: Usage) -> Edge {
        let mut e = Edge {
            from: CcId(from),
            to: CcId(to),
            ..Edge::default()
        };
        e.counts[0][0] = calls;
        e.usage[0][0] = u;
        e
    }

    /// The profile.
    pub fn profile() -> Profile {
        let centre = |name: &str, pred: Option<(&str, u32)>| Centre {
            name: name.into(),
            pred: pred.map(|(n, a)| (n.into(), a)),
        };
        let (r, a, b) = (usage(10, 1), usage(100, 5), usage(50, 3));
        Profile {
            centres: vec![
                centre("rcc", None),
                centre("a/1", Some(("a", 1))),
                centre("b/2", Some(("b", 2))),
            ],
            edges: vec![edge(0, 0, 1, r), edge(0, 1, 2, a), edge(1, 2, 3, b)],
            paths: vec![
                PathNode {
                    parent: PathId(0),
                    centre: CcId(0),
                    usage: r,
                },
                PathNode {
                    parent: PathId(0),
                    centre: CcId(1),
                    usage: a,
                },
                PathNode {
                    parent: PathId(1),
                    centre: CcId(2),
                    usage: b,
                },
            ],
            inclusive: vec![r + a + b, a + b, b],
            predicates: Vec::new(),
            total: r + a + b,
            ..Profile::default()
        }
    }

    /// The view of [`profile`], ranked by steps, `a/1` at line 3 and `b/2` at
    /// line 7 of `t.pl`.
    pub fn view(p: &Profile) -> ProfileView<'_> {
        let at = |line| {
            Some(SourceLoc {
                path: "t.pl".into(),
                line,
            })
        };
        ProfileView {
            profile: p,
            goal: "main",
            end: "succeeded",
            ranked: Metric::Count(Counter::Steps),
            measured: super::measured(&Default::default()),
            locations: vec![None, at(3), at(7)],
        }
    }
}
