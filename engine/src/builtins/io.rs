//! Streams and term I/O: `write/1` and friends, `format/1,2,3`, character I/O,
//! `read_term/2,3`, `open/3,4`, `close/1,2`, current streams and their properties.
//!
//! Stream terms are `'$stream'(N)`; the aliases `user_input`, `user_output` and
//! `user_error` name the standard streams. Output to `format(atom(A), ...)` and
//! `with_output_to/2` goes to memory streams.

use super::{domain_error, existence_error, inst_error, permission_error, type_error};
use crate::atom::Atom;
use crate::machine::cell::Cell;
use crate::machine::streams::{Stream, StreamKind};
use crate::machine::{BResult, Machine, Signal};
use crate::term::{Term, VarId};
use crate::write::WriteOptions;
use std::collections::HashMap;

pub(super) fn register(m: &mut Machine) {
    m.register_builtin("write", 1, |m| {
        write_with(m, None, 0, WriteOptions::write())
    });
    m.register_builtin("write", 2, |m| {
        write_with(m, Some(0), 1, WriteOptions::write())
    });
    m.register_builtin("print", 1, |m| {
        write_with(m, None, 0, WriteOptions::print())
    });
    m.register_builtin("print", 2, |m| {
        write_with(m, Some(0), 1, WriteOptions::print())
    });
    m.register_builtin("writeq", 1, |m| {
        write_with(m, None, 0, WriteOptions::writeq())
    });
    m.register_builtin("writeq", 2, |m| {
        write_with(m, Some(0), 1, WriteOptions::writeq())
    });
    m.register_builtin("write_canonical", 1, |m| write_canonical(m, None, 0));
    m.register_builtin("write_canonical", 2, |m| write_canonical(m, Some(0), 1));
    m.register_builtin("write_term", 2, |m| write_term(m, None, 0, 1));
    m.register_builtin("write_term", 3, |m| write_term(m, Some(0), 1, 2));
    m.register_builtin("nl", 0, |m| emit(m, None, "\n"));
    m.register_builtin("nl", 1, |m| emit(m, Some(0), "\n"));
    m.register_builtin("tab", 1, |m| tab(m, None, 0));
    m.register_builtin("tab", 2, |m| tab(m, Some(0), 1));
    m.register_builtin("put_char", 1, |m| put_char(m, None, 0));
    m.register_builtin("put_char", 2, |m| put_char(m, Some(0), 1));
    m.register_builtin("put_code", 1, |m| put_code(m, None, 0));
    m.register_builtin("put_code", 2, |m| put_code(m, Some(0), 1));
    m.register_builtin("format", 1, |m| format(m, None, 0, None));
    m.register_builtin("format", 2, |m| format(m, None, 0, Some(1)));
    m.register_builtin("format", 3, format3);
    m.register_builtin("get_char", 1, |m| get(m, None, 0, Get::Char, false));
    m.register_builtin("get_char", 2, |m| get(m, Some(0), 1, Get::Char, false));
    m.register_builtin("peek_char", 1, |m| get(m, None, 0, Get::Char, true));
    m.register_builtin("peek_char", 2, |m| get(m, Some(0), 1, Get::Char, true));
    m.register_builtin("get_code", 1, |m| get(m, None, 0, Get::Code, false));
    m.register_builtin("get_code", 2, |m| get(m, Some(0), 1, Get::Code, false));
    m.register_builtin("peek_code", 1, |m| get(m, None, 0, Get::Code, true));
    m.register_builtin("peek_code", 2, |m| get(m, Some(0), 1, Get::Code, true));
    m.register_builtin("read_term", 2, |m| read_term(m, None, 0, Some(1)));
    m.register_builtin("read_term", 3, |m| read_term(m, Some(0), 1, Some(2)));
    m.register_builtin("read", 1, |m| read_term(m, None, 0, None));
    m.register_builtin("read", 2, |m| read_term(m, Some(0), 1, None));
    m.register_builtin("open", 3, |m| open(m, None));
    m.register_builtin("open", 4, |m| open(m, Some(3)));
    m.register_builtin("close", 1, close);
    m.register_builtin("close", 2, close);
    m.register_builtin("current_input", 1, |m| {
        let s = m.stream_cell(m.cur_in);
        Ok(m.unify_arg(0, s))
    });
    m.register_builtin("current_output", 1, |m| {
        let s = m.stream_cell(m.cur_out);
        Ok(m.unify_arg(0, s))
    });
    m.register_builtin("set_input", 1, |m| {
        m.cur_in = m.stream_arg(0, true)?;
        Ok(true)
    });
    m.register_builtin("set_output", 1, |m| {
        m.cur_out = m.stream_arg(0, false)?;
        Ok(true)
    });
    m.register_builtin("flush_output", 0, |m| {
        m.flush_stream(m.cur_out);
        Ok(true)
    });
    m.register_builtin("flush_output", 1, |m| {
        let s = m.stream_arg(0, false)?;
        m.flush_stream(s);
        Ok(true)
    });
    m.register_builtin("at_end_of_stream", 0, |m| {
        let s = m.cur_in;
        Ok(m.streams.at_end(s))
    });
    m.register_builtin("at_end_of_stream", 1, |m| {
        let s = m.stream_arg(0, true)?;
        Ok(m.streams.at_end(s))
    });
    m.register_builtin("$stream_properties", 2, stream_properties);
    m.register_builtin("$open_streams", 1, |m| {
        let ids: Vec<usize> = m.streams.open_ids();
        let cells: Vec<Cell> = ids.into_iter().map(|i| m.stream_cell(i)).collect();
        let l = m.make_list(&cells);
        Ok(m.unify_arg(0, l))
    });
    m.register_builtin("$capture_start", 1, |m| {
        let id = m
            .streams
            .add(Stream::new(StreamKind::Memory(String::new()), None, false));
        let prev = m.cur_out;
        m.cur_out = id;
        let handle = m.build_goal(
            Atom::new("$capture"),
            &[Cell::Int(prev as i64), Cell::Int(id as i64)],
        );
        Ok(m.unify_arg(0, handle))
    });
    m.register_builtin("$capture_end", 3, capture_end);
}

impl Machine {
    /// The `'$stream'(N)` term for stream `id` (or its alias for the standard streams).
    pub(crate) fn stream_cell(&mut self, id: usize) -> Cell {
        let t = Term::compound("$stream", vec![Term::Int(id as i64)]);
        self.put_fresh(&t)
    }

    /// Resolves a stream argument (stream term or alias) to a stream id.
    pub(crate) fn stream_arg(&self, i: usize, input: bool) -> Result<usize, Signal> {
        let c = self.arg(i);
        let id = match c {
            Cell::Ref(_) => return Err(inst_error()),
            Cell::Atom(a) => match self.streams.by_alias(a) {
                Some(id) => id,
                None => return Err(existence_error(self, "stream", c)),
            },
            Cell::Str(_) => match self.callable_parts(c) {
                Some((f, args)) if f.name() == "$stream" && args.len() == 1 => {
                    match self.deref(args[0]) {
                        Cell::Int(n) if self.streams.is_open(n as usize) => n as usize,
                        _ => return Err(existence_error(self, "stream", c)),
                    }
                }
                _ => return Err(domain_error(self, "stream_or_alias", c)),
            },
            other => return Err(domain_error(self, "stream_or_alias", other)),
        };
        let s = self
            .streams
            .get(id)
            .ok_or_else(|| existence_error(self, "stream", c))?;
        if input && !s.is_input() {
            return Err(permission_error("input", "stream", self.to_term(c)));
        }
        if !input && s.is_input() {
            return Err(permission_error("output", "stream", self.to_term(c)));
        }
        Ok(id)
    }

    fn out_stream(&self, which: Option<usize>) -> Result<usize, Signal> {
        match which {
            None => Ok(self.cur_out),
            Some(i) => self.stream_arg(i, false),
        }
    }

    pub(super) fn in_stream(&self, which: Option<usize>) -> Result<usize, Signal> {
        match which {
            None => Ok(self.cur_in),
            Some(i) => self.stream_arg(i, true),
        }
    }

    /// Writes text to stream `id` (its bytes count as work against the limits);
    /// nothing when a limit was passed or cut the text short (the builtin raises
    /// the resource error instead).
    pub(crate) fn write_text(&mut self, id: usize, text: &str) {
        if !self.poll_by(text.len() / 16) {
            self.streams.write(id, text);
        }
    }

    fn flush_stream(&mut self, id: usize) {
        self.streams.flush(id);
    }

    /// Formats an owned term with the machine's operator table.
    pub(crate) fn format_term(&self, t: &Term, opts: WriteOptions) -> String {
        crate::write::term_to_string(t, &self.ops, &opts)
    }
}

fn emit(m: &mut Machine, stream: Option<usize>, text: &str) -> BResult {
    let s = m.out_stream(stream)?;
    m.write_text(s, text);
    Ok(true)
}

/// The names `S_1`, `S_2`, ... under which SWI-Prolog writes the variables that
/// stand for the cycles of a cyclic term (with `numbervars(true)`).
pub(crate) fn cycle_names(ids: &[VarId]) -> Vec<(VarId, String)> {
    ids.iter()
        .enumerate()
        .map(|(i, id)| (*id, format!("S_{}", i + 1)))
        .collect()
}

fn write_with(
    m: &mut Machine,
    stream: Option<usize>,
    arg: usize,
    mut opts: WriteOptions,
) -> BResult {
    let s = m.out_stream(stream)?;
    let (t, cycles) = m.get_term_factored(m.regs[arg], &mut HashMap::new());
    if opts.numbervars {
        opts.var_names = cycle_names(&cycles);
    }
    let text = m.format_term(&t, opts);
    m.write_text(s, &text);
    Ok(true)
}

/// `write_canonical/1,2`: variables named as SWI-Prolog names them, `_` for one
/// that occurs once and `A`, `B`, ... for the others (a cyclic term keeps the
/// names of its factored form).
fn write_canonical(m: &mut Machine, stream: Option<usize>, arg: usize) -> BResult {
    let s = m.out_stream(stream)?;
    let (t, cycles) = m.get_term_factored(m.regs[arg], &mut HashMap::new());
    let mut opts = WriteOptions::canonical();
    if cycles.is_empty() {
        opts.var_names = crate::write::canonical_var_names(&t);
    }
    let text = m.format_term(&t, opts);
    m.write_text(s, &text);
    Ok(true)
}

fn write_term(m: &mut Machine, stream: Option<usize>, arg: usize, opts_arg: usize) -> BResult {
    let s = m.out_stream(stream)?;
    let mut opts = WriteOptions::write();
    opts.numbervars = false;
    let options = m.list_arg(m.regs[opts_arg])?;
    let t = m.regs[arg];
    let mut portray = false;
    let mut names = None;
    for o in options {
        let Some((name, args)) = m.callable_parts(o) else {
            return Err(inst_error());
        };
        let flag = args.first().map(|a| m.deref(*a));
        let on = flag == Some(Cell::Atom(Atom::TRUE));
        match (&*name.name(), flag) {
            (_, Some(Cell::Ref(_))) => return Err(inst_error()),
            ("quoted", _) => opts.quoted = on,
            ("ignore_ops", _) => opts.ignore_ops = on,
            ("numbervars", _) => opts.numbervars = on,
            ("portray", _) => portray = on,
            ("cycles", Some(Cell::Atom(a))) if a.name() == "false" && !m.is_acyclic(t) => {
                return Err(domain_error(m, "cyclic_term", t));
            }
            ("portrayed", _) | ("character_escapes", _) | ("cycles", _) => {}
            ("spacing", Some(Cell::Atom(a))) => {
                opts.spacing_next_argument = a.name() == "next_argument"
            }
            ("max_depth", Some(Cell::Int(d))) => opts.max_depth = d.max(0) as usize,
            ("dotlists", _) => opts.dotlists = on,
            ("brace_terms", _) => opts.brace_terms = on,
            ("priority", Some(Cell::Int(p))) if (0..=1200).contains(&p) => opts.priority = p as u16,
            ("variable_names", Some(l)) => names = Some(l),
            _ => return Err(domain_error(m, "write_option", o)),
        }
    }
    // SWI-Prolog writes a cyclic term cut at `max_depth` if there is one, else
    // factorized, its cycles named `S_1`, ... with `numbervars` or `portray`.
    let mut var_map = HashMap::new();
    let term = if opts.max_depth > 0 && !m.is_acyclic(t) {
        // Deep enough for what the writer shows (list elements count as depth).
        m.get_term_to_depth(t, &mut var_map, 2 * opts.max_depth + 2)
    } else {
        let (term, cycles) = m.get_term_factored(t, &mut var_map);
        if opts.numbervars || portray {
            opts.var_names = cycle_names(&cycles);
        }
        term
    };
    if let Some(l) = names {
        for pair in m.list_arg(l)? {
            if let Some((_, kv)) = m.callable_parts(pair) {
                if let (Some(Cell::Atom(n)), Some(Cell::Ref(a))) = (
                    kv.first().map(|c| m.deref(*c)),
                    kv.get(1).map(|c| m.deref(*c)),
                ) {
                    if let Some(v) = var_map.get(&a) {
                        opts.var_names.push((*v, n.name().to_string()));
                    }
                }
            }
        }
    }
    let text = m.format_term(&term, opts);
    m.write_text(s, &text);
    Ok(true)
}

fn tab(m: &mut Machine, stream: Option<usize>, arg: usize) -> BResult {
    let s = m.out_stream(stream)?;
    let n = m.eval(m.regs[arg])?;
    let n = match n {
        crate::number::Number::Int(n) => n,
        _ => return Err(type_error(m, "integer", m.arg(arg))),
    };
    // In chunks, which count against the limits: `tab(1000000000000)` must end
    // (with the builtin's resource error once a limit is passed).
    const CHUNK: usize = 1 << 16;
    let mut left = n.max(0) as usize;
    let spaces = " ".repeat(left.min(CHUNK));
    while left > 0 && !m.interrupted() {
        let k = left.min(CHUNK);
        m.write_text(s, &spaces[..k]);
        left -= k;
    }
    Ok(true)
}

fn put_char(m: &mut Machine, stream: Option<usize>, arg: usize) -> BResult {
    let s = m.out_stream(stream)?;
    match m.arg(arg) {
        Cell::Ref(_) => Err(inst_error()),
        Cell::Atom(a) if a.name().chars().count() == 1 => {
            m.write_text(s, &a.name());
            Ok(true)
        }
        other => Err(type_error(m, "character", other)),
    }
}

fn put_code(m: &mut Machine, stream: Option<usize>, arg: usize) -> BResult {
    let s = m.out_stream(stream)?;
    match m.arg(arg) {
        Cell::Ref(_) => Err(inst_error()),
        Cell::Int(c) => match u32::try_from(c).ok().and_then(char::from_u32) {
            Some(ch) => {
                m.write_text(s, ch.encode_utf8(&mut [0; 4]));
                Ok(true)
            }
            None => Err(super::representation_error("character_code")),
        },
        other => Err(type_error(m, "integer", other)),
    }
}

/// The arguments of `format/2`, with the names of the variables standing for cycles
/// (see [`cycle_names`]; numbered from `S_1` in each argument).
fn format_args(m: &Machine, c: Cell) -> (Vec<Term>, Vec<(VarId, String)>) {
    let items = m.list_cells(c).unwrap_or_else(|_| vec![c]);
    let mut cycles = Vec::new();
    let mut vars = HashMap::new();
    let args = items
        .into_iter()
        .map(|c| {
            let (t, ids) = m.get_term_factored(c, &mut vars);
            cycles.extend(cycle_names(&ids));
            t
        })
        .collect();
    (args, cycles)
}

fn format(
    m: &mut Machine,
    stream: Option<usize>,
    fmt_arg: usize,
    args_arg: Option<usize>,
) -> BResult {
    let s = m.out_stream(stream)?;
    format_to(m, s, fmt_arg, args_arg)
}

fn format_to(m: &mut Machine, s: usize, fmt_arg: usize, args_arg: Option<usize>) -> BResult {
    let fmt = match m.arg(fmt_arg) {
        Cell::Ref(_) => return Err(inst_error()),
        // The empty code list, not the atom `[]` (as SWI-Prolog).
        Cell::Atom(Atom::NIL) => String::new(),
        c => m.text_of(c).ok_or_else(|| type_error(m, "text", c))?,
    };
    let (args, cycles) = args_arg.map_or_else(Default::default, |a| format_args(m, m.regs[a]));
    let col = m.streams.column(s);
    let mut out = String::new();
    let result = crate::format::format_with_cycles(&mut out, &fmt, &args, &cycles, &m.ops, col);
    // What came before a faulty directive is printed, as in SWI-Prolog.
    m.write_text(s, &out);
    result.map_err(|e| Signal::Error(e.formal))?;
    Ok(true)
}

/// `format/3`: the first argument is a stream or `atom(A)`, `codes(C)`, `chars(C)`, `string(S)`.
fn format3(m: &mut Machine) -> BResult {
    let target = m.arg(0);
    if let Some((f, args)) = m.callable_parts(target) {
        if args.len() == 1 && ["atom", "codes", "chars", "string"].contains(&&*f.name()) {
            let id = m
                .streams
                .add(Stream::new(StreamKind::Memory(String::new()), None, false));
            let r = format_to(m, id, 1, Some(2));
            let text = m.streams.take_memory(id);
            r?;
            let c = m.text_as(&f.name(), &text)?;
            return Ok(m.unify(args[0], c));
        }
    }
    let s = m.stream_arg(0, false)?;
    format_to(m, s, 1, Some(2))
}

fn capture_end(m: &mut Machine) -> BResult {
    let (prev, id) = match *m.compound_args(m.arg(0)) {
        [prev, id] => (m.deref(prev), m.deref(id)),
        _ => return Ok(false),
    };
    let (Cell::Int(prev), Cell::Int(id)) = (prev, id) else {
        return Ok(false);
    };
    let (prev, id) = (prev as usize, id as usize);
    m.cur_out = prev;
    let text = m.streams.take_memory(id);
    let kind = m.atom_arg(1)?;
    let c = m.text_as(&kind.name(), &text)?;
    Ok(m.unify_arg(2, c))
}

/// `io_error(read, Reason)` for a failed read.
pub(super) fn read_error(reason: &str) -> Signal {
    Signal::Error(Term::compound(
        "io_error",
        vec![Term::atom("read"), Term::atom(reason)],
    ))
}

#[derive(Clone, Copy)]
enum Get {
    Char,
    Code,
}

fn get(m: &mut Machine, stream: Option<usize>, arg: usize, kind: Get, peek: bool) -> BResult {
    let s = m.in_stream(stream)?;
    // Check the argument type before consuming input.
    match (kind, m.arg(arg)) {
        (_, Cell::Ref(_)) => {}
        (Get::Char, Cell::Atom(a)) if a.name().chars().count() == 1 || a == Atom::END_OF_FILE => {}
        (Get::Code, Cell::Int(c)) if c >= -1 => {}
        (Get::Char, other) => return Err(type_error(m, "in_character", other)),
        (Get::Code, Cell::Int(c)) => return Err(super::representation_error_term(c)),
        (Get::Code, other) => return Err(type_error(m, "integer", other)),
    }
    let ch = if peek {
        m.streams.peek_char(s)
    } else {
        m.streams.get_char(s)
    };
    let ch = ch.map_err(|e| read_error(&e))?;
    let c = match (kind, ch) {
        (Get::Char, Some(ch)) => Cell::Atom(Atom::new(ch.encode_utf8(&mut [0; 4]))),
        (Get::Char, None) => Cell::Atom(Atom::END_OF_FILE),
        (Get::Code, Some(ch)) => Cell::Int(ch as i64),
        (Get::Code, None) => Cell::Int(-1),
    };
    Ok(m.unify_arg(arg, c))
}

fn read_term(
    m: &mut Machine,
    stream: Option<usize>,
    arg: usize,
    opts_arg: Option<usize>,
) -> BResult {
    let s = m.in_stream(stream)?;
    let options = match opts_arg {
        Some(o) => m.list_arg(m.regs[o])?,
        None => Vec::new(),
    };
    let read = m.read_clause_from(s)?;
    let Some(rt) = read else {
        return Ok(m.unify_arg(arg, Cell::Atom(Atom::END_OF_FILE)));
    };
    let mut vars = std::collections::HashMap::new();
    let c = m.put_term(&rt.term, &mut vars);
    if !m.unify_arg(arg, c) {
        return Ok(false);
    }
    for o in options {
        let Some((name, args)) = m.callable_parts(o) else {
            return Err(inst_error());
        };
        let Some(&target) = args.first() else {
            return Err(domain_error(m, "read_option", o));
        };
        let pairs: Vec<(String, u32)> = match &*name.name() {
            "variable_names" => rt.var_names.clone(),
            "singletons" => rt.singletons.clone(),
            "variables" => {
                let vs = m.variables_of(c);
                let l = m.make_list(&vs);
                if !m.unify(target, l) {
                    return Ok(false);
                }
                continue;
            }
            _ => continue,
        };
        let mut cells = Vec::new();
        for (n, id) in pairs {
            let v = vars.get(&id).copied().unwrap_or(Cell::Atom(Atom::NIL));
            let eq = m.build_goal(Atom::EQUALS, &[Cell::Atom(Atom::new(&n)), v]);
            cells.push(eq);
        }
        let l = m.make_list(&cells);
        if !m.unify(target, l) {
            return Ok(false);
        }
    }
    Ok(true)
}

fn open(m: &mut Machine, opts_arg: Option<usize>) -> BResult {
    let path = match m.arg(0) {
        Cell::Ref(_) => return Err(inst_error()),
        Cell::Atom(a) => a.name().to_string(),
        other => return Err(domain_error(m, "source_sink", other)),
    };
    let mode = m.atom_arg(1)?;
    if !matches!(m.arg(2), Cell::Ref(_)) {
        return Err(super::uninstantiation_error(m, m.arg(2)));
    }
    let mut alias = None;
    if let Some(o) = opts_arg {
        for opt in m.list_arg(m.regs[o])? {
            if let Some((name, args)) = m.callable_parts(opt) {
                if name.name() == "alias" {
                    if let Some(Cell::Atom(a)) = args.first().map(|c| m.deref(*c)) {
                        // Streams are not scanned by the atom collector.
                        a.pin();
                        alias = Some(a);
                    }
                }
            }
        }
    }
    let stream = match &*mode.name() {
        "read" => match std::fs::read_to_string(&path) {
            Ok(text) => Stream::new(StreamKind::Input { text, pos: 0 }, Some(path.clone()), true),
            Err(e) => return Err(open_error(m, &path, e)),
        },
        "write" | "append" => {
            let file = std::fs::OpenOptions::new()
                .write(true)
                .create(true)
                .append(mode.name() == "append")
                .truncate(mode.name() == "write")
                .open(&path);
            match file {
                Ok(f) => Stream::new(
                    StreamKind::File(std::io::BufWriter::new(f)),
                    Some(path.clone()),
                    false,
                ),
                Err(e) => return Err(open_error(m, &path, e)),
            }
        }
        _ => return Err(domain_error(m, "io_mode", Cell::Atom(mode))),
    };
    let mut stream = stream;
    stream.alias = alias;
    let id = m.streams.add(stream);
    let c = m.stream_cell(id);
    Ok(m.unify_arg(2, c))
}

fn open_error(m: &Machine, path: &str, e: std::io::Error) -> Signal {
    let culprit = Cell::Atom(Atom::new(path));
    match e.kind() {
        std::io::ErrorKind::NotFound => existence_error(m, "source_sink", culprit),
        _ => permission_error("open", "source_sink", Term::atom(path)),
    }
}

fn close(m: &mut Machine) -> BResult {
    let s = m.stream_arg(0, false).or_else(|_| m.stream_arg(0, true))?;
    if s == m.cur_out {
        m.cur_out = m.streams.by_alias(Atom::new("user_output")).unwrap_or(1);
    }
    if s == m.cur_in {
        m.cur_in = 0;
    }
    m.streams.close(s);
    Ok(true)
}

fn stream_properties(m: &mut Machine) -> BResult {
    let s = m.stream_arg(0, false).or_else(|_| m.stream_arg(0, true))?;
    let props = m.streams.properties(s);
    let cells: Vec<Cell> = props.iter().map(|t| m.put_fresh(t)).collect();
    let l = m.make_list(&cells);
    Ok(m.unify_arg(1, l))
}
