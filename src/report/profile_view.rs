//! What every profile renderer reads: the profile, the goal, which counters were
//! measured, and where each cost centre's predicate is defined.
//!
//! Counters that were not measured (the unification components without unification
//! counting) are absent from every output rather than written as 0.

use costlog_engine::reader::LineIndex;
use costlog_engine::{Machine, Term};
use costlog_profiler::{CcSpec, Metric, Profile};

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
    /// The view of `profile`, run with `spec`, its centres located in `clauses`.
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
    defs: Vec<((String, u32), SourceLoc)>,
}

impl Sources {
    /// Locates the heads of `clauses` (file index, clause) in `m`'s sources.
    pub fn new(m: &Machine, clauses: &[(u32, costlog_engine::reader::ReadTerm)]) -> Self {
        let indexes: Vec<(String, LineIndex)> = m
            .sources()
            .iter()
            .map(|s| (s.path.display().to_string(), LineIndex::new(&s.text)))
            .collect();
        let mut defs: Vec<((String, u32), SourceLoc)> = Vec::new();
        for (file, rt) in clauses {
            let (Some(key), Some((path, index))) =
                (head_key(&rt.term), indexes.get(*file as usize))
            else {
                continue;
            };
            if defs.iter().all(|(k, _)| *k != key) {
                let line = index.line_col(rt.span.start).0 as u64;
                defs.push((
                    key,
                    SourceLoc {
                        path: path.clone(),
                        line,
                    },
                ));
            }
        }
        Sources { defs }
    }

    /// Where predicate `pred` is defined.
    pub fn find(&self, pred: &(String, u32)) -> Option<SourceLoc> {
        self.defs
            .iter()
            .find(|(k, _)| k == pred)
            .map(|(_, l)| l.clone())
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
