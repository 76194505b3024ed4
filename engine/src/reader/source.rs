//! Source files: what the machine keeps of a file it read (`SourceFile`), and
//! reading one as text: UTF-8, with a byte-order mark allowed (the lexer reads it
//! as layout) and invalid bytes reported by line and byte offset, so the user can
//! find them (the standard library's message names neither).

use std::io::{Error, ErrorKind};
use std::path::{Path, PathBuf};

/// A source file the machine has read.
#[derive(Clone, Debug)]
pub struct SourceFile {
    /// Its path as given (or a pseudo-name for text).
    pub path: PathBuf,
    /// Its text.
    pub text: String,
}

/// The text of the file at `path`; invalid UTF-8 is an `InvalidData` error that
/// names the line and the byte offset of the first bad byte.
pub fn read_source_file(path: &Path) -> std::io::Result<String> {
    decode(std::fs::read(path)?)
}

/// `bytes` as text, or an error at the first invalid UTF-8 sequence.
fn decode(bytes: Vec<u8>) -> std::io::Result<String> {
    String::from_utf8(bytes).map_err(|e| {
        let at = e.utf8_error().valid_up_to();
        let line = 1 + e.as_bytes()[..at].iter().filter(|b| **b == b'\n').count();
        Error::new(
            ErrorKind::InvalidData,
            format!("invalid UTF-8 at line {line} (byte offset {at})"),
        )
    })
}

#[cfg(test)]
mod tests {
    use super::decode;

    #[test]
    fn invalid_utf8_is_reported_by_line_and_byte_offset() {
        let err = decode(b"p(a).\n% caf\xe9\n".to_vec()).unwrap_err();
        assert_eq!(err.kind(), std::io::ErrorKind::InvalidData);
        assert_eq!(err.to_string(), "invalid UTF-8 at line 2 (byte offset 11)");
        assert_eq!(decode(b"p(\xc3\xa9).".to_vec()).unwrap(), "p(\u{e9}).");
    }
}
