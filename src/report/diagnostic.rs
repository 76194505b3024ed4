//! Diagnostics for the terminal: a [`Diagnostic`] (code, severity, message, span,
//! notes) drawn with ariadne against the source it points into. The stages that
//! find problems return the data; only this file knows how it looks.

use costlog_engine::{Diagnostic, Severity};

/// Renders a diagnostic with ariadne against its source text (`file_name` labels it).
pub fn render(d: &Diagnostic, file_name: &str, source: &str, color: bool) -> String {
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
    for n in d.notes.iter().chain(&excerpt.note) {
        report = report.with_note(n);
    }
    let mut out = Vec::new();
    let _ = report
        .finish()
        .write((file_name, Source::from(excerpt.source)), &mut out);
    String::from_utf8_lossy(&out).into_owned()
}
