//! Words and lines every verify renderer shares: status and decider names, the
//! head as written, a counterexample in words, the `obs` assertion an observation
//! supports. One place, so text, JSON, SARIF, JUnit and `--output` say the same.

use crate::verify::Item;
use costlog_assertions::Status;
use costlog_assertions::{Counterexample, Evidence, Origin};

/// The status word of an assertion.
pub fn status_word(s: Status) -> &'static str {
    match s {
        Status::Check => "check",
        Status::Checked => "checked",
        Status::False => "false",
        Status::Trust => "trust",
        Status::True => "true",
        Status::Obs => "obs",
    }
}

/// Who decided a verdict, as one word.
pub fn decided_word(d: Option<Origin>) -> &'static str {
    match d {
        Some(Origin::Static) => "static",
        Some(Origin::Runtime) => "runtime",
        Some(Origin::Written) | None => "none",
    }
}

/// `name(A,B)` with the assertion's argument names.
pub fn head_text(it: &Item) -> String {
    let (name, arity) = &it.assertion.pred;
    if *arity == 0 {
        name.clone()
    } else {
        format!("{name}({})", it.assertion.arg_names.join(","))
    }
}

/// `name/arity` of the item's predicate.
pub fn indicator(it: &Item) -> String {
    format!("{}/{}", it.assertion.pred.0, it.assertion.pred.1)
}

/// The counterexample in words, one line each.
pub fn counterexample_lines(c: &Counterexample) -> Vec<String> {
    let mut out = vec![format!("counterexample: {} ({} input)", c.goal, c.shape)];
    if !c.sizes.is_empty() {
        let sizes: Vec<String> = c.sizes.iter().map(|(l, v)| format!("{l} = {v}")).collect();
        out.push(format!("sizes: {}", sizes.join(", ")));
    }
    if let Some(b) = c.bound {
        out.push(format!("observed {}, bound {}", c.observed, b));
    }
    if !c.note.is_empty() {
        out.push(c.note.clone());
    }
    out
}

/// The `obs` assertion an observation supports.
pub fn obs_assertion(it: &Item) -> Option<String> {
    match it.trail.runtime() {
        Some(Evidence::Observation(o)) if it.status() == Status::Check => {
            let comment = o.summary.replace('\\', "\\\\").replace('"', "\\\"");
            // Success and calls properties are written as success and calls
            // assertions, the rest as computational properties of a pred assertion.
            Some(match it.property.split_once(' ') {
                Some(("success", props)) if it.rule == "success" => format!(
                    ":- obs success {} => ({props}) # \"{comment}\".",
                    head_text(it)
                ),
                Some(("calls", props)) if it.rule == "calls" => format!(
                    ":- obs calls {} : ({props}) # \"{comment}\".",
                    head_text(it)
                ),
                _ => format!(
                    ":- obs pred {} + {} # \"{comment}\".",
                    head_text(it),
                    o.stated.as_deref().unwrap_or(&it.property)
                ),
            })
        }
        _ => None,
    }
}

/// The status word, the head and the property: `false qsort(A,B) cost(...)`.
pub fn verdict_line(it: &Item) -> String {
    format!(
        "{} {} {}",
        status_word(it.status()),
        head_text(it),
        it.property
    )
}
