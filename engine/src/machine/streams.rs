//! The stream table: standard streams, files, and memory streams.
//!
//! Input streams hold their whole text (files are small next to what costlog
//! analyses; standard input is read on first use), which lets `read_term/2` run the
//! reader directly on the remaining text. Output to standard output is buffered and
//! flushed at `flush_output`, at `halt`, and when the machine is dropped.

use crate::atom::Atom;
use crate::term::Term;
use std::io::Write;

/// What a stream reads from or writes to.
pub enum StreamKind {
    /// Standard input, read entirely on first use.
    Stdin {
        /// Text read so far.
        text: Option<String>,
        /// Byte position.
        pos: usize,
    },
    /// Standard output (buffered).
    Stdout(String),
    /// Standard error (unbuffered).
    Stderr,
    /// An output file.
    File(std::io::BufWriter<std::fs::File>),
    /// An input file (or text) held in memory.
    Input {
        /// The text.
        text: String,
        /// Byte position.
        pos: usize,
    },
    /// Output collected in memory (`format(atom(A), ...)`, `with_output_to/2`).
    Memory(String),
}

/// One open stream.
pub struct Stream {
    /// Its backing.
    pub kind: StreamKind,
    /// Alias (`user_input`, or from `open/4`'s `alias/1`).
    pub alias: Option<Atom>,
    /// File name, if any.
    pub file_name: Option<String>,
    input: bool,
    column: usize,
    line: usize,
    past_eof: bool,
}

impl Stream {
    /// A stream over `kind`.
    pub fn new(kind: StreamKind, file_name: Option<String>, input: bool) -> Stream {
        Stream {
            kind,
            alias: None,
            file_name,
            input,
            column: 0,
            line: 1,
            past_eof: false,
        }
    }

    /// Whether this is an input stream.
    pub fn is_input(&self) -> bool {
        self.input
    }

    fn text_and_pos(&mut self) -> Option<(&str, &mut usize)> {
        match &mut self.kind {
            StreamKind::Stdin { text, pos } => {
                if text.is_none() {
                    let mut s = String::new();
                    let _ = std::io::Read::read_to_string(&mut std::io::stdin(), &mut s);
                    *text = Some(s);
                }
                text.as_deref().map(|t| (t, pos))
            }
            StreamKind::Input { text, pos } => Some((text.as_str(), pos)),
            _ => None,
        }
    }
}

/// All streams, by id; ids 0, 1 and 2 are user_input, user_output and user_error.
/// An id is a slot and the slot's generation: a closed stream's slot is reused by
/// the next stream opened (a program that formats to atoms in a loop opens and
/// closes a stream each time), and the id of the closed one names no stream.
pub struct Streams {
    slots: Vec<Option<Stream>>,
    /// How many times each slot was freed, the high half of its streams' ids.
    generations: Vec<u32>,
    /// Freed slots, reused by [`Streams::add`].
    free: Vec<usize>,
}

// Stream ids keep a slot's generation above its 32 low bits.
const _: () = assert!(usize::BITS >= 64);

/// The slot and generation of stream id `id`.
fn split_id(id: usize) -> (usize, u32) {
    (id & 0xffff_ffff, (id >> 32) as u32)
}

impl Default for Streams {
    fn default() -> Self {
        Streams::new()
    }
}

impl Streams {
    /// The standard streams.
    pub fn new() -> Streams {
        let mut s = Streams {
            slots: Vec::new(),
            generations: Vec::new(),
            free: Vec::new(),
        };
        let mut add = |kind, alias: &str, input| {
            let mut st = Stream::new(kind, None, input);
            st.alias = Some(Atom::new(alias));
            s.add(st);
        };
        add(StreamKind::Stdin { text: None, pos: 0 }, "user_input", true);
        add(StreamKind::Stdout(String::new()), "user_output", false);
        add(StreamKind::Stderr, "user_error", false);
        s
    }

    /// Adds a stream, returning its id.
    pub fn add(&mut self, s: Stream) -> usize {
        let slot = match self.free.pop() {
            Some(slot) => {
                self.slots[slot] = Some(s);
                slot
            }
            None => {
                self.slots.push(Some(s));
                self.generations.push(0);
                self.slots.len() - 1
            }
        };
        self.id_of(slot)
    }

    /// The id of the stream in `slot`.
    fn id_of(&self, slot: usize) -> usize {
        slot | (self.generations[slot] as usize) << 32
    }

    /// The slot of open stream `id`.
    fn slot(&self, id: usize) -> Option<usize> {
        let (slot, generation) = split_id(id);
        let open = self.generations.get(slot) == Some(&generation)
            && self.slots.get(slot).is_some_and(Option::is_some);
        open.then_some(slot)
    }

    /// The stream `id`, if open.
    pub fn get(&self, id: usize) -> Option<&Stream> {
        self.slots[self.slot(id)?].as_ref()
    }

    fn get_mut(&mut self, id: usize) -> Option<&mut Stream> {
        let slot = self.slot(id)?;
        self.slots[slot].as_mut()
    }

    /// Frees the slot of stream `id` (not a standard stream's) for the next stream.
    fn free_slot(&mut self, id: usize) {
        if let Some(slot) = self.slot(id).filter(|&slot| slot > 2) {
            self.slots[slot] = None;
            self.generations[slot] = self.generations[slot].wrapping_add(1);
            self.free.push(slot);
        }
    }

    /// Whether `id` is open.
    pub fn is_open(&self, id: usize) -> bool {
        self.get(id).is_some()
    }

    /// Ids of all open streams.
    pub fn open_ids(&self) -> Vec<usize> {
        (0..self.slots.len())
            .filter(|&slot| self.slots[slot].is_some())
            .map(|slot| self.id_of(slot))
            .collect()
    }

    /// The stream with alias `a`.
    pub fn by_alias(&self, a: Atom) -> Option<usize> {
        let open = |slot: &usize| {
            self.slots[*slot]
                .as_ref()
                .is_some_and(|s| s.alias == Some(a))
        };
        (0..self.slots.len())
            .find(open)
            .map(|slot| self.id_of(slot))
    }

    /// Replaces standard output by a memory buffer (tests, embedding).
    pub fn capture_stdout(&mut self) {
        if let Some(s) = self.get_mut(1) {
            s.kind = StreamKind::Memory(String::new());
        }
    }

    /// Bytes held by memory streams (`with_output_to/2`, `format/3` to atoms),
    /// counted against the memory limit.
    pub(crate) fn memory_bytes(&self) -> usize {
        self.slots
            .iter()
            .flatten()
            .map(|s| match &s.kind {
                StreamKind::Memory(buf) => buf.len(),
                _ => 0,
            })
            .sum()
    }

    /// Writes `text` to stream `id`.
    pub fn write(&mut self, id: usize, text: &str) {
        let Some(s) = self.get_mut(id) else { return };
        match text.rfind('\n') {
            Some(i) => {
                s.line += text.matches('\n').count();
                s.column = text[i + 1..].chars().count();
            }
            None => s.column += text.chars().count(),
        }
        match &mut s.kind {
            StreamKind::Stdout(buf) => {
                buf.push_str(text);
                if buf.len() > 1 << 16 {
                    let mut out = std::io::stdout().lock();
                    let _ = out.write_all(buf.as_bytes());
                    buf.clear();
                }
            }
            StreamKind::Stderr => {
                self.flush(1);
                let _ = std::io::stderr().write_all(text.as_bytes());
            }
            StreamKind::File(f) => {
                let _ = f.write_all(text.as_bytes());
            }
            StreamKind::Memory(buf) => buf.push_str(text),
            StreamKind::Stdin { .. } | StreamKind::Input { .. } => {}
        }
    }

    /// Flushes stream `id`.
    pub fn flush(&mut self, id: usize) {
        let Some(s) = self.get_mut(id) else { return };
        match &mut s.kind {
            StreamKind::Stdout(buf) => {
                let mut out = std::io::stdout().lock();
                let _ = out.write_all(buf.as_bytes());
                let _ = out.flush();
                buf.clear();
            }
            StreamKind::File(f) => {
                let _ = f.flush();
            }
            _ => {}
        }
    }

    /// Flushes every output stream.
    pub fn flush_all(&mut self) {
        for id in self.open_ids() {
            self.flush(id);
        }
    }

    /// Current column of stream `id`.
    pub fn column(&self, id: usize) -> usize {
        self.get(id).map_or(0, |s| s.column)
    }

    /// Takes and closes a memory stream, returning its text.
    pub fn take_memory(&mut self, id: usize) -> String {
        let text = match self.get_mut(id).map(|s| &mut s.kind) {
            Some(StreamKind::Memory(buf)) => std::mem::take(buf),
            _ => String::new(),
        };
        self.free_slot(id);
        text
    }

    /// Text captured from standard output by `capture_stdout`.
    pub fn take_captured_stdout(&mut self) -> String {
        match self.get_mut(1).map(|s| &mut s.kind) {
            Some(StreamKind::Memory(buf)) => std::mem::take(buf),
            _ => String::new(),
        }
    }

    /// Closes stream `id` (the standard streams stay open).
    pub fn close(&mut self, id: usize) {
        self.flush(id);
        self.free_slot(id);
    }

    /// Reads (or peeks) one character; `Ok(None)` at end of stream.
    pub fn get_char(&mut self, id: usize) -> Result<Option<char>, String> {
        self.next_char(id, true)
    }

    /// Peeks one character.
    pub fn peek_char(&mut self, id: usize) -> Result<Option<char>, String> {
        self.next_char(id, false)
    }

    fn next_char(&mut self, id: usize, consume: bool) -> Result<Option<char>, String> {
        self.flush(1);
        let Some(s) = self.get_mut(id) else {
            return Err("closed".into());
        };
        let Some((text, pos)) = s.text_and_pos() else {
            return Err("not_input".into());
        };
        let ch = text[*pos..].chars().next();
        if consume {
            if let Some(c) = ch {
                *pos += c.len_utf8();
            }
        }
        if ch.is_none() && consume {
            s.past_eof = true;
        }
        Ok(ch)
    }

    /// Whether an input stream is at its end.
    pub fn at_end(&mut self, id: usize) -> bool {
        match self.get_mut(id).and_then(|s| s.text_and_pos()) {
            Some((text, pos)) => *pos >= text.len(),
            None => false,
        }
    }

    /// The remaining text of an input stream and a setter for its new position.
    pub fn input_text(&mut self, id: usize) -> Option<(String, usize)> {
        self.flush(1);
        self.get_mut(id)
            .and_then(|s| s.text_and_pos())
            .map(|(t, p)| (t.to_string(), *p))
    }

    /// Moves an input stream to byte `pos`.
    pub fn set_position(&mut self, id: usize, new_pos: usize) {
        if let Some((_, pos)) = self.get_mut(id).and_then(|s| s.text_and_pos()) {
            *pos = new_pos;
        }
    }

    /// The `stream_property/2` properties of stream `id`.
    pub fn properties(&self, id: usize) -> Vec<Term> {
        let Some(s) = self.get(id) else {
            return Vec::new();
        };
        let mut props = vec![
            Term::compound(
                "mode",
                vec![Term::atom(if s.input { "read" } else { "write" })],
            ),
            Term::atom(if s.input { "input" } else { "output" }),
            Term::compound("line_count", vec![Term::Int(s.line as i64)]),
            Term::compound("eof_action", vec![Term::atom("eof_code")]),
        ];
        if let Some(a) = s.alias {
            props.push(Term::compound("alias", vec![Term::Atom(a)]));
        }
        if let Some(f) = &s.file_name {
            props.push(Term::compound("file_name", vec![Term::atom(f)]));
        }
        if s.input {
            props.push(Term::compound(
                "end_of_stream",
                vec![Term::atom(if s.past_eof { "past" } else { "not" })],
            ));
        }
        props
    }
}

#[cfg(test)]
mod tests {
    use super::{Stream, StreamKind, Streams};

    fn memory() -> Stream {
        Stream::new(StreamKind::Memory(String::new()), None, false)
    }

    /// Streams opened and closed in a loop reuse one slot, and the ids of the
    /// closed ones stay closed.
    #[test]
    fn closed_slots_are_reused_under_new_ids() {
        let mut streams = Streams::new();
        let first = streams.add(memory());
        streams.write(first, "a");
        assert_eq!(streams.take_memory(first), "a");
        let mut ids = vec![first];
        for _ in 0..1000 {
            let id = streams.add(memory());
            assert!(!ids.contains(&id));
            ids.push(id);
            streams.close(id);
        }
        assert_eq!(streams.slots.len(), 4);
        assert!(ids.iter().all(|&id| !streams.is_open(id)));
        assert_eq!(streams.open_ids(), vec![0, 1, 2]);
        streams.close(1);
        assert!(streams.is_open(1), "the standard streams stay open");
    }
}
