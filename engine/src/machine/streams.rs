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
pub struct Streams {
    slots: Vec<Option<Stream>>,
}

impl Default for Streams {
    fn default() -> Self {
        Streams::new()
    }
}

impl Streams {
    /// The standard streams.
    pub fn new() -> Streams {
        let mut s = Streams { slots: Vec::new() };
        let mut add = |kind, alias: &str, input| {
            let mut st = Stream::new(kind, None, input);
            st.alias = Some(Atom::new(alias));
            s.slots.push(Some(st));
        };
        add(StreamKind::Stdin { text: None, pos: 0 }, "user_input", true);
        add(StreamKind::Stdout(String::new()), "user_output", false);
        add(StreamKind::Stderr, "user_error", false);
        s
    }

    /// Adds a stream, returning its id.
    pub fn add(&mut self, s: Stream) -> usize {
        self.slots.push(Some(s));
        self.slots.len() - 1
    }

    /// The stream `id`, if open.
    pub fn get(&self, id: usize) -> Option<&Stream> {
        self.slots.get(id).and_then(|s| s.as_ref())
    }

    fn get_mut(&mut self, id: usize) -> Option<&mut Stream> {
        self.slots.get_mut(id).and_then(|s| s.as_mut())
    }

    /// Whether `id` is open.
    pub fn is_open(&self, id: usize) -> bool {
        self.get(id).is_some()
    }

    /// Ids of all open streams.
    pub fn open_ids(&self) -> Vec<usize> {
        (0..self.slots.len()).filter(|i| self.is_open(*i)).collect()
    }

    /// The stream with alias `a`.
    pub fn by_alias(&self, a: Atom) -> Option<usize> {
        (0..self.slots.len()).find(|i| self.get(*i).is_some_and(|s| s.alias == Some(a)))
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
        for id in 0..self.slots.len() {
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
        if id > 2 {
            self.slots[id] = None;
        }
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
        if id > 2 && id < self.slots.len() {
            self.slots[id] = None;
        }
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
