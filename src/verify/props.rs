//! The properties `verify` decides, in report order: one per calls part, success
//! part, `:- test` and computational property of every assertion but `entry`.
//! The main thread and every worker enumerate them the same way from the same
//! program, so a property is named across threads by its index alone.

use super::chain::Question;
use super::{prop_text, Item};
use costlog_assertions::{Assertion, CompProp, Kind, Prop, Trail};
use costlog_engine::reader::LineIndex;
use costlog_engine::Term;
use costlog_rtcheck::check::Target;
use costlog_rtcheck::gen::RegtypeClauses;
use std::ops::Range;

/// Which question a property puts to the deciders (the computational property
/// by its index in the part).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ask {
    /// The part's calls properties.
    Calls,
    /// The part's success properties.
    Success,
    /// The whole `:- test` assertion.
    Test,
    /// The part's computational property of this index.
    Comp(usize),
}

/// One property to decide, with what the report says of it.
pub struct Property {
    /// The assertion part it belongs to.
    pub part: Assertion,
    /// What is asked.
    pub ask: Ask,
    /// The property as written.
    pub property: String,
    /// What kind of property (`cost`, `calls`, ...).
    pub rule: &'static str,
    /// 1-based first and last line of the directive.
    pub lines: (usize, usize),
    /// The source path.
    pub path: String,
    /// The whole directive as written (part of the verdict cache's key).
    pub directive: String,
    /// Inputs from the predicate's `:- test` assertions (none for a test itself).
    pub tests: Vec<Vec<Term>>,
}

impl Property {
    /// The question put to the deciders.
    pub fn question(&self) -> Question<'_> {
        match self.ask {
            Ask::Calls => Question::Calls,
            Ask::Success => Question::Success,
            Ask::Test => Question::Test,
            Ask::Comp(i) => Question::Comp(&self.part.comp[i].0),
        }
    }

    /// The computational property, for comp parts.
    pub fn comp(&self) -> Option<&CompProp> {
        match self.ask {
            Ask::Comp(i) => Some(&self.part.comp[i].0),
            _ => None,
        }
    }

    /// What run-time checking needs to know of the property.
    pub fn target<'a>(
        &'a self,
        regtypes: &'a RegtypeClauses,
        resources: &'a [costlog_assertions::ResourceDecl],
    ) -> Target<'a> {
        Target {
            assertion: &self.part,
            types: Target::types_of(&self.part),
            tests: self.tests.clone(),
            regtypes,
            resources,
        }
    }

    /// The report's item: the property with the deciders' verdicts.
    pub fn into_item(self, trail: Trail) -> Item {
        Item {
            prop: self.comp().cloned(),
            assertion: self.part,
            property: self.property,
            rule: self.rule.to_string(),
            lines: self.lines,
            path: self.path,
            trail,
        }
    }
}

/// Every property of `all` (assertions read from the files `texts`, as path and
/// text), in report order.
pub fn enumerate(texts: &[(String, String)], all: &[Assertion]) -> Vec<Property> {
    let mut out = Vec::new();
    for a in all {
        if matches!(a.kind, Kind::Entry) {
            continue;
        }
        let (path, text) = texts.get(a.file as usize).cloned().unwrap_or_default();
        let index = LineIndex::new(&text);
        let lines = (
            index.line_col(a.span.start).0,
            index.line_col(a.span.end.saturating_sub(1)).0,
        );
        let slice = |r: &Range<usize>| text.get(r.clone()).unwrap_or("").to_string();
        let prop = |r: &Range<usize>| prop_text::unparenthesized(&slice(r)).to_string();
        let directive = slice(&a.span);
        let tests = test_inputs(all, &a.pred);
        let parts = if a.kind == Kind::Test {
            vec![a.clone()]
        } else {
            a.split()
        };
        for part in parts {
            // As written, or each property as it reads where the source does
            // not write it out (the star form).
            let joined = |props: &[Prop]| {
                if props.iter().any(|p| p.text.is_some()) {
                    let each = props
                        .iter()
                        .map(|p| p.text.clone().unwrap_or(slice(&p.span)));
                    return each.collect::<Vec<_>>().join(", ");
                }
                prop(&props.first().map_or(part.span.clone(), |p| {
                    p.span.start..props.last().map_or(p.span.end, |l| l.span.end)
                }))
            };
            let mut asks: Vec<(String, &'static str, Ask)> = Vec::new();
            match part.kind {
                Kind::Calls => asks.push((
                    format!("calls {}", joined(&part.calls)),
                    "calls",
                    Ask::Calls,
                )),
                Kind::Success => asks.push((
                    format!("success {}", joined(&part.success)),
                    "success",
                    Ask::Success,
                )),
                Kind::Test => {
                    let whole = slice(&part.span);
                    let body = whole.trim_start_matches(":-").trim_end_matches('.').trim();
                    asks.push((body.to_string(), "test", Ask::Test));
                }
                Kind::Comp | Kind::Pred => {
                    for (i, (c, span)) in part.comp.iter().enumerate() {
                        asks.push((prop(span), rule_of(c), Ask::Comp(i)));
                    }
                }
                Kind::Entry => {}
            }
            let part_tests = if part.kind == Kind::Test {
                Vec::new()
            } else {
                tests.clone()
            };
            for (property, rule, ask) in asks {
                out.push(Property {
                    part: part.clone(),
                    ask,
                    property,
                    rule,
                    lines,
                    path: path.clone(),
                    directive: directive.clone(),
                    tests: part_tests.clone(),
                });
            }
        }
    }
    out
}

/// The properties (by index) in the groups decided together, one after the other
/// on one machine and one static analysis: a predicate's properties, in report
/// order. Its calls parts, decided without running anything, and its `rel_cost`
/// properties, decided later over whole runs, are groups of their own, so
/// neither ties a group to the whole program's cache key.
pub fn groups(props: &[Property]) -> Vec<Vec<usize>> {
    let mut out: Vec<Vec<usize>> = Vec::new();
    let mut by_pred: std::collections::HashMap<&(String, usize), usize> = Default::default();
    for (i, p) in props.iter().enumerate() {
        let alone = p.ask == Ask::Calls || matches!(p.comp(), Some(CompProp::RelCost { .. }));
        match by_pred.get(&p.part.pred) {
            Some(g) if !alone => out[*g].push(i),
            _ => {
                if !alone {
                    by_pred.insert(&p.part.pred, out.len());
                }
                out.push(vec![i]);
            }
        }
    }
    out
}

/// Test inputs (the values `A = T` of each test's calls) per predicate.
fn test_inputs(all: &[Assertion], pred: &(String, usize)) -> Vec<Vec<Term>> {
    all.iter()
        .filter(|a| a.kind == Kind::Test && a.pred == *pred)
        .filter_map(|a| {
            let types = Target::types_of(a);
            types
                .iter()
                .map(|ts| {
                    ts.iter().find_map(|t| match t {
                        costlog_assertions::props::TypeProp::Equals(v) => Some(v.clone()),
                        _ => None,
                    })
                })
                .collect::<Option<Vec<_>>>()
                .or_else(|| (types.iter().all(|t| t.is_empty()) && a.pred.1 == 0).then(Vec::new))
        })
        .collect()
}

fn rule_of(c: &CompProp) -> &'static str {
    match c {
        CompProp::Cost { .. } => "cost",
        CompProp::RelCost { .. } => "rel_cost",
        CompProp::NotFails => "not_fails",
        CompProp::Fails => "fails",
        CompProp::IsDet => "is_det",
        CompProp::Det => "det",
        CompProp::NonDet => "non_det",
        CompProp::Semidet => "semidet",
        CompProp::Multi => "multi",
        CompProp::Terminates => "terminates",
        CompProp::PossiblyFails => "possibly_fails",
        CompProp::PossiblyNondet => "possibly_nondet",
        CompProp::Exception(_) => "exception",
        CompProp::Throws(_) => "throws",
        CompProp::NoException => "no_exception",
        CompProp::NumSolutions(_) => "num_solutions",
        CompProp::Solutions(_) => "solutions",
        CompProp::TrySols(_) => "try_sols",
        CompProp::Times(_) => "times",
    }
}
