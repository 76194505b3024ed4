//! `verify --output FILE.pl`: the program written back with the statuses of its
//! assertions updated and the `obs` assertions added, everything else byte for byte.
//!
//! A directive whose properties all got the same status has its status word
//! replaced (or inserted). A `pred` whose parts got different statuses is split, as
//! CiaoPP does, into one `calls`/`success`/`comp` assertion per verdict.

use super::Item;
use crate::report::verdicts::{head_text, obs_assertion, status_word};
use costlog_assertions::{Kind, Status};
use costlog_engine::Machine;
use std::collections::BTreeMap;
use std::path::Path;

const STATUS_WORDS: &[&str] = &["check", "checked", "false", "trust", "true", "obs"];

/// Writes the first source file back to `path` with the verdicts applied.
pub fn write_back(m: &Machine, items: &[Item], path: &Path) -> std::io::Result<()> {
    let Some(src) = m.sources().first() else {
        return Ok(());
    };
    let text = &src.text;
    // Directives of file 0, by start offset.
    let mut by_directive: BTreeMap<usize, Vec<&Item>> = BTreeMap::new();
    for it in items.iter().filter(|i| i.assertion.file == 0) {
        by_directive
            .entry(it.assertion.span.start)
            .or_default()
            .push(it);
    }
    let mut out = String::with_capacity(text.len() + 256);
    let mut pos = 0;
    for (start, group) in by_directive {
        let span = group[0].assertion.span.clone();
        if start < pos || span.end > text.len() {
            continue;
        }
        out.push_str(&text[pos..start]);
        let original = &text[span.clone()];
        let first = group[0].status();
        if group.iter().all(|i| i.status() == first) {
            out.push_str(&with_status(original, first));
        } else {
            let parts: Vec<String> = group.iter().map(|it| split_part(text, it)).collect();
            out.push_str(&parts.join("\n"));
        }
        for it in &group {
            if let Some(obs) = obs_assertion(it) {
                out.push('\n');
                out.push_str(&obs);
            }
        }
        pos = span.end;
    }
    out.push_str(&text[pos..]);
    let tmp = path.with_extension("pl.tmp");
    std::fs::write(&tmp, out)?;
    std::fs::rename(&tmp, path)
}

/// The directive text with its status word set to `status`.
fn with_status(directive: &str, status: Status) -> String {
    let body_start = directive.find(":-").map_or(0, |i| i + 2);
    let rest = &directive[body_start..];
    let word_start = body_start + (rest.len() - rest.trim_start().len());
    let word: String = directive[word_start..]
        .chars()
        .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
        .collect();
    let word_end = word_start + word.len();
    let after = &directive[word_end..];
    let next_is_word = after
        .trim_start()
        .starts_with(|c: char| c.is_ascii_lowercase());
    if STATUS_WORDS.contains(&word.as_str()) && next_is_word {
        format!(
            "{}{}{}",
            &directive[..word_start],
            status_word(status),
            after
        )
    } else {
        format!(
            "{}{} {}",
            &directive[..word_start],
            status_word(status),
            &directive[word_start..]
        )
    }
}

/// One part of a split `pred`, as its own directive.
fn split_part(text: &str, it: &Item) -> String {
    let a = &it.assertion;
    let slice = |r: &std::ops::Range<usize>| text.get(r.clone()).unwrap_or("");
    let conj = |props: &[costlog_assertions::Prop]| -> String {
        props
            .iter()
            .map(|p| slice(&p.span))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let calls = if a.calls.is_empty() {
        String::new()
    } else {
        format!(" : ({})", conj(&a.calls))
    };
    let status = status_word(it.status());
    match a.kind {
        Kind::Success => format!(
            ":- {status} success {}{calls} => ({}).",
            head_text(it),
            conj(&a.success)
        ),
        Kind::Calls => format!(":- {status} calls {}{calls}.", head_text(it)),
        _ => format!(
            ":- {status} comp {}{calls} + {}.",
            head_text(it),
            it.property
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn status_words_are_replaced_or_inserted() {
        assert_eq!(
            with_status(":- pred p(A) + not_fails.", Status::Checked),
            ":- checked pred p(A) + not_fails."
        );
        assert_eq!(
            with_status(":- check pred p(A).", Status::False),
            ":- false pred p(A)."
        );
        assert_eq!(
            with_status(":-  check  pred p/1.", Status::Checked),
            ":-  checked  pred p/1."
        );
    }
}
