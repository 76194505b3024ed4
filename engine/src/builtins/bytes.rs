//! `string_bytes/3`: text as the bytes of an encoding, and bytes decoded to a
//! string, with SWI-Prolog's encodings and errors.

use super::{domain_error, inst_error, type_error};
use crate::machine::cell::Cell;
use crate::machine::{BResult, Machine, Signal};

pub(super) fn register(m: &mut Machine) {
    m.register_builtin("string_bytes", 3, string_bytes);
}

/// The encodings `string_bytes/3` knows.
#[derive(Clone, Copy)]
enum Encoding {
    Utf8,
    /// One byte per character (`octet`, `ascii`, `iso_latin_1`).
    Byte,
    Utf16Be,
    Utf16Le,
}

fn encoding(m: &Machine) -> Result<Encoding, Signal> {
    let Cell::Atom(a) = m.arg(2) else {
        return Err(match m.arg(2) {
            Cell::Ref(_) => inst_error(),
            c => type_error(m, "atom", c),
        });
    };
    Ok(match &*a.name() {
        "utf8" | "text" => Encoding::Utf8,
        "octet" | "ascii" | "iso_latin_1" => Encoding::Byte,
        "utf16be" | "unicode_be" => Encoding::Utf16Be,
        "utf16le" | "unicode_le" => Encoding::Utf16Le,
        _ => return Err(domain_error(m, "encoding", m.arg(2))),
    })
}

fn string_bytes(m: &mut Machine) -> BResult {
    let enc = encoding(m)?;
    match m.arg(0) {
        Cell::Ref(_) => {
            let items = m.list_arg(m.regs[1])?;
            let mut bytes = Vec::with_capacity(items.len());
            for c in items {
                match c {
                    Cell::Int(b @ 0..=255) => bytes.push(b as u8),
                    Cell::Ref(_) => return Err(inst_error()),
                    other => return Err(type_error(m, "byte", other)),
                }
            }
            let text = decode(&bytes, enc);
            m.reserve(text.len())?;
            let s = m.push_string(&text);
            Ok(m.unify_arg(0, s))
        }
        c @ (Cell::Str(_) | Cell::Lis(_)) if m.text_of(c).is_none() => {
            Err(type_error(m, "text", c))
        }
        c => {
            let text = m.text_of(c).ok_or_else(|| type_error(m, "text", c))?;
            let cells: Vec<Cell> = encode(&text, enc)
                .into_iter()
                .map(|b| Cell::Int(i64::from(b)))
                .collect();
            let l = m.make_list(&cells);
            Ok(m.unify_arg(1, l))
        }
    }
}

/// The bytes of `text` in `enc` (characters beyond one byte become `?`, as an
/// unrepresentable character does in SWI-Prolog's byte encodings).
fn encode(text: &str, enc: Encoding) -> Vec<u8> {
    match enc {
        Encoding::Utf8 => text.as_bytes().to_vec(),
        Encoding::Byte => text
            .chars()
            .map(|c| u8::try_from(u32::from(c)).unwrap_or(b'?'))
            .collect(),
        Encoding::Utf16Be => text.encode_utf16().flat_map(u16::to_be_bytes).collect(),
        Encoding::Utf16Le => text.encode_utf16().flat_map(u16::to_le_bytes).collect(),
    }
}

/// The text `bytes` encode in `enc` (invalid sequences become U+FFFD).
fn decode(bytes: &[u8], enc: Encoding) -> String {
    let units = |f: fn([u8; 2]) -> u16| -> Vec<u16> {
        bytes.chunks_exact(2).map(|p| f([p[0], p[1]])).collect()
    };
    match enc {
        Encoding::Utf8 => String::from_utf8_lossy(bytes).into_owned(),
        Encoding::Byte => bytes.iter().map(|&b| char::from(b)).collect(),
        Encoding::Utf16Be => String::from_utf16_lossy(&units(u16::from_be_bytes)),
        Encoding::Utf16Le => String::from_utf16_lossy(&units(u16::from_le_bytes)),
    }
}
