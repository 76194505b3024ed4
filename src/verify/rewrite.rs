//! `verify --output FILE.pl`: the first program file written back with the
//! verdicts, everything they do not change byte for byte.
//!
//! - An assertion whose properties all got one status has its status word replaced
//!   (or inserted), nothing else.
//! - Otherwise it is split where the statuses differ, and only there: a directive
//!   per status, each the user's text with the other parts cut out. A directive
//!   that keeps every calls and success part keeps its kind word; otherwise its
//!   parts become `calls`, `success` and `comp` assertions.
//! - An observation adds an `obs` assertion right after its assertion; an `obs`
//!   line an earlier run wrote for the same property is replaced, not repeated, so
//!   verifying the output again changes nothing.

use super::Item;
use crate::report::verdicts::{obs_assertion, status_word};
use costlog_assertions::{Assertion, Kind, Status};
use costlog_engine::Machine;
use std::collections::{BTreeMap, HashSet};
use std::ops::Range;

/// One part of an assertion that gets a verdict of its own.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Part {
    /// The calls part of a `pred` (or a `calls` assertion).
    Calls,
    /// The success part.
    Success,
    /// The `k`-th computational property.
    Comp(usize),
    /// A test, judged as a whole.
    Whole,
}

/// The first source file's text with the verdicts applied.
pub fn rewritten(m: &Machine, items: &[Item]) -> Option<String> {
    let text = &m.sources().first()?.text;
    // Directives of file 0, by start offset.
    let mut by_directive: BTreeMap<usize, Vec<&Item>> = BTreeMap::new();
    for it in items.iter().filter(|i| i.assertion.file == 0) {
        by_directive
            .entry(it.assertion.span.start)
            .or_default()
            .push(it);
    }
    let new_obs: Vec<String> = items.iter().filter_map(obs_assertion).collect();
    let replaced: HashSet<&str> = new_obs.iter().map(|o| obs_key(o)).collect();
    let mut out = String::with_capacity(text.len() + 256);
    let mut pos = 0;
    for group in by_directive.values() {
        let a = &group[0].assertion;
        let span = a.span.clone();
        if span.start < pos || span.end > text.len() {
            continue;
        }
        if a.status == Status::Obs && replaced.contains(existing_obs_key(text, a)) {
            // Written by an earlier run: the new observation takes its place.
            let from = if text[..span.start].ends_with('\n') {
                span.start - 1
            } else {
                span.start
            };
            out.push_str(&text[pos..from.max(pos)]);
            pos = span.end;
            continue;
        }
        out.push_str(&text[pos..span.start]);
        out.push_str(&directives(text, group));
        pos = span.end;
    }
    out.push_str(&text[pos..]);
    Some(out)
}

/// An `obs` line without its comment: what identifies the observed property.
fn obs_key(line: &str) -> &str {
    line.find(" # \"").map_or(line, |i| &line[..i])
}

/// The key of an `obs` directive in the source, as [`obs_key`] makes it.
fn existing_obs_key<'t>(text: &'t str, a: &Assertion) -> &'t str {
    let end = a
        .layout
        .comment
        .as_ref()
        .map_or(a.span.end.saturating_sub(1), |c| c.start);
    text.get(a.span.start..end).unwrap_or("")
}

/// The parts of a directive with their statuses, in the order of the items.
fn parts(group: &[&Item]) -> Vec<(Part, Status)> {
    let mut comps = 0;
    group
        .iter()
        .map(|it| {
            let part = match it.assertion.kind {
                Kind::Calls => Part::Calls,
                Kind::Success => Part::Success,
                Kind::Comp | Kind::Pred => {
                    comps += 1;
                    Part::Comp(comps - 1)
                }
                Kind::Test | Kind::Entry => Part::Whole,
            };
            (part, it.status())
        })
        .collect()
}

/// The directive(s) replacing one assertion directive, each followed by the `obs`
/// lines of the parts it states.
fn directives(text: &str, group: &[&Item]) -> String {
    let a = &group[0].assertion;
    // A part has only its own properties: the comp properties are a comp item's.
    let comp: Vec<Range<usize>> = group
        .iter()
        .find(|it| !it.assertion.comp.is_empty())
        .map(|it| it.assertion.comp.iter().map(|(_, s)| s.clone()).collect())
        .unwrap_or_default();
    let parts = parts(group);
    let every: Vec<Part> = parts.iter().map(|(p, _)| *p).collect();
    // Each directive written, with the parts it states.
    let mut written: Vec<(String, Vec<Part>)> = Vec::new();
    let first = parts[0].1;
    if parts.iter().all(|(_, s)| *s == first) {
        let all = vec![true; comp.len()];
        written.push((cut(text, a, first, None, true, &comp, &all), every.clone()));
    } else {
        let mut statuses: Vec<Status> = Vec::new();
        for (_, s) in &parts {
            if !statuses.contains(s) {
                statuses.push(*s);
            }
        }
        for status in statuses {
            let has = |p: Part| parts.contains(&(p, status));
            let kept: Vec<bool> = (0..comp.len()).map(|k| has(Part::Comp(k))).collect();
            let comps: Vec<Part> = (0..comp.len())
                .map(Part::Comp)
                .filter(|p| has(*p))
                .collect();
            let keeps_every_other_part = every
                .iter()
                .filter(|p| matches!(p, Part::Calls | Part::Success))
                .all(|p| has(*p));
            if keeps_every_other_part {
                let stated = every.iter().copied().filter(|p| has(*p)).collect();
                written.push((cut(text, a, status, None, true, &comp, &kept), stated));
                continue;
            }
            let none = vec![false; comp.len()];
            if has(Part::Calls) {
                let d = cut(text, a, status, Some("calls"), false, &comp, &none);
                written.push((d, vec![Part::Calls]));
            }
            if has(Part::Success) {
                let d = cut(text, a, status, Some("success"), true, &comp, &none);
                written.push((d, vec![Part::Success]));
            }
            if !comps.is_empty() {
                let d = cut(text, a, status, Some("comp"), false, &comp, &kept);
                written.push((d, comps));
            }
        }
    }
    let mut out = Vec::new();
    for (directive, stated) in written {
        out.push(directive);
        let obs = group.iter().zip(&every).filter(|(_, p)| stated.contains(p));
        out.extend(obs.filter_map(|(it, _)| obs_assertion(it)));
    }
    out.join("\n")
}

/// The directive's text with status `status`, kind word `kind` (unchanged when
/// `None`), the success part cut out unless `success`, and the comp properties
/// (spans `comp`) cut out where `kept` is false.
fn cut(
    text: &str,
    a: &Assertion,
    status: Status,
    kind: Option<&str>,
    success: bool,
    comp: &[Range<usize>],
    kept: &[bool],
) -> String {
    let word = |range: &Range<usize>, w: &str| {
        let mut w = w.to_string();
        if range.is_empty() {
            w.push(' ');
        }
        (range.clone(), w)
    };
    let layout = &a.layout;
    let mut edits = vec![word(&layout.status, status_word(status))];
    if let Some(k) = kind {
        edits.push(word(&layout.kind, k));
    }
    if !success {
        edits.extend(layout.success.clone().map(|r| (r, String::new())));
    }
    if !kept.contains(&true) {
        edits.extend(layout.comp.clone().map(|r| (r, String::new())));
    } else {
        for k in (0..comp.len()).filter(|k| !kept[*k]) {
            // With its separator: the one after it, or before it when it is last kept.
            let range = if kept[k + 1..].contains(&true) {
                comp[k].start..comp[k + 1].start
            } else {
                comp[k - 1].end..comp[k].end
            };
            edits.push((range, String::new()));
        }
    }
    edits.sort_by_key(|(r, _)| (r.start, r.end));
    let mut out = String::new();
    let mut pos = a.span.start;
    for (range, with) in edits {
        if range.start < pos || range.end > a.span.end {
            continue;
        }
        out.push_str(&text[pos..range.start]);
        out.push_str(&with);
        pos = range.end;
    }
    out.push_str(&text[pos..a.span.end]);
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use costlog_assertions::AssertionLayout;

    const TEXT: &str = ":- pred p(X) + (a, b, c).";

    /// `TEXT` as an assertion with its layout, and the spans of `a`, `b` and `c`.
    fn three_props() -> (Assertion, Vec<Range<usize>>) {
        let pos = |s: &str| TEXT.find(s).unwrap();
        let comp = vec![
            pos("a,")..pos("a,") + 1,
            pos("b,")..pos("b,") + 1,
            pos("c)")..pos("c)") + 1,
        ];
        let a = Assertion {
            status: Status::Check,
            kind: Kind::Comp,
            pred: ("p".into(), 1),
            head: None,
            arg_names: vec!["X".into()],
            calls: Vec::new(),
            success: Vec::new(),
            comp: Vec::new(),
            comment: None,
            file: 0,
            span: 0..TEXT.len(),
            layout: AssertionLayout {
                status: pos("pred")..pos("pred"),
                kind: pos("pred")..pos("pred") + 4,
                success: None,
                comp: Some(pos("p(X)") + 4..pos(").") + 1),
                comment: None,
            },
        };
        (a, comp)
    }

    #[test]
    fn cutting_keeps_the_text_of_the_kept_properties_and_their_separators() {
        let (a, comp) = three_props();
        let cut_to =
            |kind, kept: [bool; 3]| cut(TEXT, &a, Status::Checked, kind, true, &comp, &kept);
        assert_eq!(cut_to(None, [true; 3]), ":- checked pred p(X) + (a, b, c).");
        assert_eq!(
            cut_to(None, [true, false, true]),
            ":- checked pred p(X) + (a, c)."
        );
        assert_eq!(
            cut_to(None, [true, false, false]),
            ":- checked pred p(X) + (a)."
        );
        assert_eq!(
            cut_to(None, [false, false, true]),
            ":- checked pred p(X) + (c)."
        );
        assert_eq!(
            cut_to(Some("comp"), [false, true, true]),
            ":- checked comp p(X) + (b, c)."
        );
        assert_eq!(cut_to(Some("calls"), [false; 3]), ":- checked calls p(X).");
    }

    #[test]
    fn an_obs_line_is_identified_without_its_comment() {
        assert_eq!(
            obs_key(":- obs pred p(X) + not_fails # \"3 runs\"."),
            ":- obs pred p(X) + not_fails"
        );
        assert_eq!(
            obs_key(":- obs pred p(X) + is_det."),
            ":- obs pred p(X) + is_det."
        );
    }
}
