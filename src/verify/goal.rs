//! `--goal`: the entry goal `rel_cost` properties are checked on, read and checked
//! before anything runs. A goal that does not parse, or that calls a predicate
//! neither the program nor the engine defines, is a usage error drawn against the
//! goal text (the run would otherwise fail late, and silently leave `check`).

use crate::report::codes::BAD_ENTRY_GOAL;
use crate::report::diagnostic;
use costlog_engine::reader::SpanTree;
use costlog_engine::{Diagnostic, Machine, Severity, Term};
use std::ops::Range;

/// Control constructs whose arguments are goals to check in turn.
const CONTROL: &[(&str, usize)] = &[(",", 2), (";", 2), ("->", 2), ("*->", 2), ("\\+", 1)];

/// Checks the goal text; `Err` holds the rendered diagnostic.
pub fn check(m: &Machine, text: &str, color: bool) -> Result<(), String> {
    let problem = match m.read_goal(text) {
        Err(e) => Some((format!("--goal does not parse: {}", e.message), e.span)),
        Ok(rt) => undefined_call(m, &rt.term, &rt.spans),
    };
    match problem {
        None => Ok(()),
        Some((message, span)) => {
            let d = Diagnostic::new(BAD_ENTRY_GOAL, Severity::Error, message, None, span);
            Err(diagnostic::render(&d, "--goal", text, color))
        }
    }
}

/// The first call of the goal that nothing defines (or that is not callable).
fn undefined_call(m: &Machine, goal: &Term, spans: &SpanTree) -> Option<(String, Range<usize>)> {
    let (name, args): (&str, &[Term]) = match goal {
        Term::Var(_) => return None,
        Term::Atom(a) => (&a.name(), &[]),
        Term::Compound(f, args) => (&f.name(), args),
        _ => return Some(("--goal is not callable".into(), spans.span.clone())),
    };
    if name == ":" && args.len() == 2 {
        // A module-qualified goal: the module decides at run time.
        return None;
    }
    if CONTROL.contains(&(name, args.len())) {
        return args
            .iter()
            .zip(&spans.args)
            .find_map(|(g, s)| undefined_call(m, g, s));
    }
    (!m.is_defined(name, args.len() as u32)).then(|| {
        (
            format!("--goal calls `{name}/{}`, which is not defined", args.len()),
            spans.span.clone(),
        )
    })
}
