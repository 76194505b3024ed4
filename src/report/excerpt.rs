//! Long source lines cut down to a window around a diagnostic's span, so that an
//! error on a 2 MB line prints a few hundred characters instead of the line (and
//! its underline) in full.

use std::ops::Range;

/// Characters shown on each side of the span on a long line.
const CONTEXT: usize = 80;
/// Characters of a span shown in full; a longer span is cut after this many.
const MAX_SPAN: usize = 120;
/// Marks text left out at either end of the excerpt.
const ELLIPSIS: char = '…';

/// The text a diagnostic is drawn against.
#[derive(Debug, PartialEq)]
pub struct Excerpt {
    /// The source, or a copy whose long lines are cut to the window (earlier lines
    /// are kept as empty lines, so line numbers stay right).
    pub source: String,
    /// The span in characters of `source`.
    pub span: Range<usize>,
    /// Says where the window lies when the line was cut.
    pub note: Option<String>,
}

/// The byte offset `n` characters after `from` in `text`, at most `limit`.
fn forward(text: &str, from: usize, n: usize, limit: usize) -> usize {
    text[from..limit]
        .char_indices()
        .nth(n)
        .map_or(limit, |(i, _)| from + i)
}

/// The byte offset `n` characters before `from` in `text`, at least `limit`.
fn backward(text: &str, from: usize, n: usize, limit: usize) -> usize {
    text[limit..from]
        .char_indices()
        .rev()
        .nth(n.saturating_sub(1))
        .map_or(limit, |(i, _)| limit + i)
}

/// The excerpt of `source` for the byte span `span` (clamped to the text and to
/// character boundaries).
pub fn excerpt(source: &str, span: Range<usize>) -> Excerpt {
    let floor = |mut i: usize| {
        i = i.min(source.len());
        while !source.is_char_boundary(i) {
            i -= 1;
        }
        i
    };
    let start = floor(span.start);
    let end = floor(span.end).max(start);
    let line_start = source[..start].rfind('\n').map_or(0, |i| i + 1);
    let line_end = source[end..].find('\n').map_or(source.len(), |i| end + i);
    let chars = |r: Range<usize>| source[r].chars().count();
    if chars(line_start..line_end) <= MAX_SPAN + 2 * CONTEXT {
        return Excerpt {
            source: source.to_string(),
            span: chars(0..start)..chars(0..end),
            note: None,
        };
    }
    let cut_end = forward(source, start, MAX_SPAN, end);
    let from = backward(source, start, CONTEXT, line_start);
    let to = forward(source, cut_end, CONTEXT, line_end);
    let lines_before = source[..line_start].matches('\n').count();
    let mut text = "\n".repeat(lines_before);
    if from > line_start {
        text.push(ELLIPSIS);
    }
    let offset = text.chars().count();
    text.push_str(&source[from..to]);
    if to < line_end {
        text.push(ELLIPSIS);
    }
    let cs = offset + chars(from..start);
    let column = |at: usize| chars(source[..at].rfind('\n').map_or(0, |i| i + 1)..at) + 1;
    Excerpt {
        source: text,
        span: cs..cs + chars(start..cut_end),
        note: Some(format!(
            "long line: the excerpt shows columns {} to {} of line {}",
            column(from),
            column(to),
            lines_before + 1
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn short_lines_are_kept_whole() {
        let e = excerpt("a.\nb(é, x).\n", 8..9);
        assert_eq!(e.source, "a.\nb(é, x).\n");
        assert_eq!(e.span, 7..8);
        assert_eq!(e.note, None);
    }

    #[test]
    fn a_long_line_is_cut_around_the_span_keeping_line_numbers() {
        let line = format!("{}BAD{}", "x".repeat(5000), "y".repeat(5000));
        let src = format!("a.\n{line}\nb.\n");
        let start = 3 + 5000;
        let e = excerpt(&src, start..start + 3);
        assert!(e.source.starts_with("\n…"), "{:?}", &e.source[..10]);
        assert!(e.source.chars().count() < 2 * CONTEXT + 10);
        let shown: String = e.source.chars().skip(e.span.start).take(3).collect();
        assert_eq!(shown, "BAD");
        assert_eq!(
            e.note.as_deref(),
            Some("long line: the excerpt shows columns 4921 to 5084 of line 2")
        );
    }

    #[test]
    fn a_long_span_is_cut_too() {
        let src = "z".repeat(100_000);
        let e = excerpt(&src, 0..100_000);
        assert_eq!(e.span, 0..MAX_SPAN);
        assert!(e.source.chars().count() <= MAX_SPAN + CONTEXT + 1);
    }
}
