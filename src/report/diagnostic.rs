//! Diagnostics for the terminal: a [`Diagnostic`] (code, severity, message, span,
//! notes) drawn with ariadne against the source it points into. The stages that
//! find problems return the data; only this file knows how it looks.

use costlog_engine::{Diagnostic, Severity};
use std::ops::Range;

/// A second place in the same source a diagnostic points to (the call that
/// violates a `calls` property), with what it is.
pub struct Secondary {
    /// Byte span in the diagnostic's source.
    pub span: Range<usize>,
    /// Its label.
    pub message: String,
}

/// Renders a diagnostic with ariadne against its source text (`file_name` labels it).
pub fn render(d: &Diagnostic, file_name: &str, source: &str, color: bool) -> String {
    render_with(d, None, file_name, source, color)
}

/// Like [`render`], with a secondary label. It is drawn when both places are on
/// lines short enough to show whole (else the label's message becomes a note).
pub fn render_with(
    d: &Diagnostic,
    secondary: Option<&Secondary>,
    file_name: &str,
    source: &str,
    color: bool,
) -> String {
    use ariadne::{Config, Label, Report, ReportKind, Source};
    let kind = match d.severity {
        Severity::Error => ReportKind::Error,
        Severity::Warning => ReportKind::Warning,
        Severity::Note => ReportKind::Advice,
    };
    // ariadne counts characters, not bytes; long lines are cut to a window.
    let excerpt = super::excerpt::excerpt(source, d.span.clone());
    let (cs, ce) = (excerpt.span.start, excerpt.span.end);
    let mut report = Report::build(kind, (file_name, cs..ce))
        .with_config(Config::default().with_color(color))
        .with_code(d.code)
        .with_message(&d.message)
        .with_label(Label::new((file_name, cs..ce)).with_message(&d.message));
    if let Some(sec) = secondary {
        let there = super::excerpt::excerpt(source, sec.span.clone());
        if excerpt.note.is_none() && there.note.is_none() {
            report =
                report.with_label(Label::new((file_name, there.span)).with_message(&sec.message));
        } else {
            report = report.with_note(&sec.message);
        }
    }
    for n in d.notes.iter().chain(&excerpt.note) {
        report = report.with_note(n);
    }
    let mut out = Vec::new();
    let _ = report
        .finish()
        .write((file_name, Source::from(excerpt.source)), &mut out);
    String::from_utf8_lossy(&out).into_owned()
}
