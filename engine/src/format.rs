//! format/2 directives (temporary shim).
use crate::ops::OpTable;
use crate::term::Term;
/// A format error.
#[derive(Clone, Debug, PartialEq)]
pub struct FormatError {
    /// Message.
    pub message: String,
}
/// Interprets directives.
pub fn format(
    out: &mut String,
    directives: &str,
    args: &[Term],
    ops: &OpTable,
    _col: usize,
) -> Result<(), FormatError> {
    let mut it = args.iter();
    let mut chars = directives.chars();
    while let Some(c) = chars.next() {
        if c != '~' {
            out.push(c);
            continue;
        }
        match chars.next() {
            Some('n') => out.push('\n'),
            Some('w' | 'a' | 'd' | 'q' | 'p') => {
                let t = it.next().ok_or(FormatError {
                    message: "not enough arguments".into(),
                })?;
                out.push_str(&crate::write::term_to_string(
                    t,
                    ops,
                    &crate::write::WriteOptions::write(),
                ));
            }
            Some('~') => out.push('~'),
            _ => {
                return Err(FormatError {
                    message: "unknown directive".into(),
                })
            }
        }
    }
    Ok(())
}
