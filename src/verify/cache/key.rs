//! The verdict cache's key: a blake3 hash of everything a property's verdict may
//! depend on, so that a stored verdict is reused only when deciding again could
//! not give another one.
//!
//! Every key holds the build (the costlog version and a hash of the executable,
//! which holds the library and the analyses), the options that change verdicts,
//! the platform file's bytes, the file paths, the directives that run goals (the
//! state every run starts from), the dynamic and tabled predicates, the resource
//! and regtype declarations, and the property itself: its directive as written,
//! its part and the property's text.
//!
//! Beyond that, a property is keyed on its predicate's component: the clauses of
//! every predicate it may reach, and the assertions on them (trust assertions and
//! tests change what is inferred or run); what the directives run at load time
//! (`initialization(main)`) is reached from every property. A predicate reaches
//! every predicate
//! whose name occurs anywhere in its clauses, at any arity (closures, `clause/2`,
//! goals built from written names), and the hook predicates the system calls by
//! itself (`portray/1`, `message_hook/3`, ...). When a reached clause may call a
//! goal that is not written (a variable goal, a meta-call or a database update
//! whose goal is a variable, `format/2` with `~@`), the property is keyed on the
//! whole program instead, as are the properties whose deciders read the whole
//! program: `calls` properties (decided at every call site) and cost properties
//! of resources the analysis bounds from the program's entries (`arith`,
//! `exec_time` and user resources). `rel_cost` properties are never cached. A
//! group of properties decided together on one machine is stored under the hash
//! of its properties' keys: it is reused whole or decided again whole.

use super::super::props::{Ask, Property};
use costlog_assertions::{AssertionSet, CompProp, Resource};
use costlog_engine::reader::ReadTerm;
use costlog_engine::{Atom, Counter, Term};
use std::collections::{BTreeMap, BTreeSet};

/// A predicate: `name/arity`.
type PredKey = (String, usize);

/// Predicates the system calls without the program naming them.
const HOOKS: &[&str] = &[
    "portray",
    "message_hook",
    "message",
    "term_expansion",
    "goal_expansion",
    "exception",
    "prolog_load_file",
    "prolog_exception_hook",
    "attr_unify_hook",
    "attribute_goals",
    "attr_portray_hook",
];

/// A library predicate that calls goals: name, arity, and the argument
/// positions that are goals with how many arguments each call adds to them.
type MetaSpec = (&'static str, usize, &'static [(usize, usize)]);

/// The library predicates that call goals.
const META: &[MetaSpec] = &[
    ("\\+", 1, &[(0, 0)]),
    ("not", 1, &[(0, 0)]),
    ("once", 1, &[(0, 0)]),
    ("ignore", 1, &[(0, 0)]),
    ("time", 1, &[(0, 0)]),
    ("$", 1, &[(0, 0)]),
    ("fail_if", 1, &[(0, 0)]),
    ("distinct", 1, &[(0, 0)]),
    ("^", 2, &[(1, 0)]),
    ("forall", 2, &[(0, 0), (1, 0)]),
    ("foreach", 2, &[(0, 0), (1, 0)]),
    ("call_cleanup", 2, &[(0, 0), (1, 0)]),
    ("setup_call_cleanup", 3, &[(0, 0), (1, 0), (2, 0)]),
    ("catch", 3, &[(0, 0), (2, 0)]),
    ("catch_with_backtrace", 3, &[(0, 0), (2, 0)]),
    ("findall", 3, &[(1, 0)]),
    ("findall", 4, &[(1, 0)]),
    ("findnsols", 4, &[(2, 0)]),
    ("bagof", 3, &[(1, 0)]),
    ("setof", 3, &[(1, 0)]),
    ("aggregate_all", 3, &[(1, 0)]),
    ("aggregate_all", 4, &[(2, 0)]),
    ("aggregate", 3, &[(1, 0)]),
    ("aggregate", 4, &[(2, 0)]),
    ("with_output_to", 2, &[(1, 0)]),
    ("limit", 2, &[(1, 0)]),
    ("offset", 2, &[(1, 0)]),
    ("order_by", 2, &[(1, 0)]),
    ("distinct", 2, &[(1, 0)]),
    ("call_nth", 2, &[(0, 0)]),
    ("freeze", 2, &[(1, 0)]),
    ("when", 2, &[(1, 0)]),
    ("cost_center", 2, &[(1, 0)]),
    ("call_with_depth_limit", 3, &[(0, 0)]),
    ("call_with_time_limit", 2, &[(1, 0)]),
    ("phrase", 2, &[(0, 2)]),
    ("phrase", 3, &[(0, 2)]),
    ("call_dcg", 3, &[(0, 2)]),
    ("include", 3, &[(0, 1)]),
    ("exclude", 3, &[(0, 1)]),
    ("partition", 4, &[(0, 1)]),
    ("partition", 6, &[(0, 2)]),
    ("convlist", 3, &[(0, 2)]),
    ("predsort", 3, &[(0, 3)]),
    ("max_member", 3, &[(0, 2)]),
    ("min_member", 3, &[(0, 2)]),
    ("map_assoc", 2, &[(0, 1)]),
    ("map_assoc", 3, &[(0, 2)]),
    ("map_list_to_pairs", 3, &[(0, 2)]),
];

/// Library predicates whose calls with extra arguments grow with their arity
/// (`maplist/N` calls its closure with N-1 more arguments).
const VARIADIC: &[&str] = &["call", "maplist", "foldl", "scanl"];

/// Builtins that read or change the clauses of predicates named by their first
/// argument: a name not written is any predicate.
const REFLECTIVE: &[&str] = &[
    "clause",
    "current_predicate",
    "predicate_property",
    "listing",
    "retract",
    "retractall",
    "abolish",
    "assert",
    "asserta",
    "assertz",
];

/// What the key of every property is made from, computed once per run.
pub struct Inputs<'a> {
    /// The costlog build (version and executable hash).
    pub build: &'a str,
    /// The options that change verdicts, rendered.
    pub options: &'a str,
    /// The platform file's bytes (`None` when there is none).
    pub platform: Option<&'a [u8]>,
    /// Every file read: path and text.
    pub sources: &'a [(String, String)],
    /// Every clause read, with its file.
    pub clauses: &'a [(u32, ReadTerm)],
    /// The directives that run goals, with their files.
    pub goals: &'a [(u32, ReadTerm)],
    /// Dynamic and tabled predicates.
    pub run_time_defined: &'a [(Atom, u32)],
    /// The program's assertions and declarations.
    pub set: &'a AssertionSet,
}

/// What the key holds of one predicate.
#[derive(Default)]
struct Pred {
    /// Its clauses as written, each with its length first.
    text: Vec<u8>,
    /// The names of every atom and functor in them.
    names: BTreeSet<String>,
    /// Whether one of them may call a goal that is not written.
    open: bool,
}

/// Computes the key of each property of one program.
pub struct Keyer {
    /// The parts every key holds.
    common: blake3::Hash,
    /// The whole program (every file's path and text).
    whole: blake3::Hash,
    /// The predicates defined, by name.
    preds: BTreeMap<String, BTreeMap<usize, Pred>>,
    /// Every assertion's text, by predicate name.
    assertions: BTreeMap<String, Vec<String>>,
    /// The names in the directives that run goals: what they run at load time
    /// (`initialization(main)`) sets the state every run starts from.
    directive_names: BTreeSet<String>,
}

fn add(h: &mut blake3::Hasher, part: &[u8]) {
    h.update(&(part.len() as u64).to_le_bytes());
    h.update(part);
}

fn slice<'t>(sources: &'t [(String, String)], file: u32, span: &std::ops::Range<usize>) -> &'t str {
    sources
        .get(file as usize)
        .and_then(|(_, t)| t.get(span.clone()))
        .unwrap_or("")
}

impl Keyer {
    /// Reads what the keys are made from.
    pub fn new(i: &Inputs) -> Keyer {
        let mut common = blake3::Hasher::new();
        add(&mut common, b"costlog verdict v1");
        add(&mut common, i.build.as_bytes());
        add(&mut common, i.options.as_bytes());
        match i.platform {
            Some(bytes) => {
                add(&mut common, b"platform");
                add(&mut common, bytes);
            }
            None => add(&mut common, b"no platform"),
        }
        for (path, _) in i.sources {
            add(&mut common, path.as_bytes());
        }
        let mut directive_names = BTreeSet::new();
        for (file, g) in i.goals {
            add(&mut common, slice(i.sources, *file, &g.span).as_bytes());
            g.term.for_each_atom(|a| {
                directive_names.insert(a.name().to_string());
            });
        }
        for (name, arity) in i.run_time_defined {
            add(&mut common, format!("{}/{arity}", name.name()).as_bytes());
        }
        add(&mut common, format!("{:?}", i.set.resources).as_bytes());
        add(&mut common, format!("{:?}", i.set.regtypes).as_bytes());
        let mut whole = blake3::Hasher::new();
        for (path, text) in i.sources {
            add(&mut whole, path.as_bytes());
            add(&mut whole, text.as_bytes());
        }
        let mut preds: BTreeMap<String, BTreeMap<usize, Pred>> = BTreeMap::new();
        for (file, c) in i.clauses {
            let Some(((name, arity), body)) = clause_parts(&c.term) else {
                continue;
            };
            let p = preds.entry(name).or_default().entry(arity).or_default();
            let text = slice(i.sources, *file, &c.span);
            p.text.extend_from_slice(&(text.len() as u64).to_le_bytes());
            p.text.extend_from_slice(text.as_bytes());
            c.term.for_each_atom(|a| {
                p.names.insert(a.name().to_string());
            });
            p.open |= body.is_some_and(open_goal);
        }
        let mut assertions: BTreeMap<String, Vec<String>> = BTreeMap::new();
        for a in &i.set.assertions {
            let text = slice(i.sources, a.file, &a.span).to_string();
            assertions.entry(a.pred.0.clone()).or_default().push(text);
        }
        Keyer {
            common: common.finalize(),
            whole: whole.finalize(),
            preds,
            assertions,
            directive_names,
        }
    }

    /// The key of property `p` (hexadecimal), `None` for a property that is
    /// never cached (`rel_cost`, decided over whole runs of the entry).
    fn key(&self, p: &Property) -> Option<String> {
        let whole_program = match p.comp() {
            Some(CompProp::RelCost { .. }) => return None,
            Some(CompProp::Cost { resource, .. }) => {
                !matches!(resource, Resource::Counted(c) if *c != Counter::Arith)
            }
            _ => p.ask == Ask::Calls,
        };
        let mut h = blake3::Hasher::new();
        add(&mut h, self.common.as_bytes());
        add(&mut h, p.directive.as_bytes());
        add(&mut h, p.property.as_bytes());
        add(&mut h, p.rule.as_bytes());
        add(
            &mut h,
            format!("{:?} {:?} {:?}", p.ask, p.part.kind, p.part.status).as_bytes(),
        );
        match self.component(p) {
            Some(names) if !whole_program => {
                for name in &names {
                    add(&mut h, name.as_bytes());
                    for (arity, pred) in self.preds.get(name).into_iter().flatten() {
                        add(&mut h, &arity.to_le_bytes());
                        add(&mut h, &pred.text);
                    }
                    for text in self.assertions.get(name).into_iter().flatten() {
                        add(&mut h, text.as_bytes());
                    }
                }
            }
            _ => {
                add(&mut h, b"whole program");
                add(&mut h, self.whole.as_bytes());
            }
        }
        Some(h.finalize().to_hex().to_string())
    }

    /// The key of a group of properties decided together (see
    /// `props::groups`): `None` when one of them is never cached.
    pub fn group_key(&self, group: &[&Property]) -> Option<String> {
        let mut h = blake3::Hasher::new();
        add(&mut h, b"group");
        for p in group {
            add(&mut h, self.key(p)?.as_bytes());
        }
        Some(h.finalize().to_hex().to_string())
    }

    /// The names of the predicates `p` may reach (its predicate, the names its
    /// assertions, the hooks and the directives that run goals mention, and those
    /// their clauses mention, to a fixpoint); `None` when one of their clauses may
    /// call an unwritten goal.
    fn component(&self, p: &Property) -> Option<BTreeSet<String>> {
        let mut todo: Vec<String> = vec![p.part.pred.0.clone()];
        todo.extend(HOOKS.iter().map(|h| h.to_string()));
        todo.extend(self.directive_names.iter().cloned());
        todo.extend(names_in_text(&p.directive));
        let mut seen = BTreeSet::new();
        while let Some(name) = todo.pop() {
            if !seen.insert(name.clone()) {
                continue;
            }
            for text in self.assertions.get(&name).into_iter().flatten() {
                todo.extend(names_in_text(text));
            }
            for pred in self.preds.get(&name).into_iter().flat_map(|m| m.values()) {
                if pred.open {
                    return None;
                }
                todo.extend(pred.names.iter().filter(|n| !seen.contains(*n)).cloned());
            }
        }
        Some(seen)
    }
}

/// The predicate a clause term defines and its body (`None` for a fact), or
/// `None` for a directive.
fn clause_parts(t: &Term) -> Option<(PredKey, Option<&Term>)> {
    let (head, body, extra) = match t {
        Term::Compound(f, a) if a.len() == 2 && &*f.name() == ":-" => (&a[0], Some(&a[1]), 0),
        Term::Compound(f, a) if a.len() == 1 && &*f.name() == ":-" => return None,
        Term::Compound(f, a) if a.len() == 2 && &*f.name() == "-->" => (&a[0], Some(&a[1]), 2),
        t => (t, None, 0),
    };
    let head = match head {
        Term::Compound(f, a) if a.len() == 2 && &*f.name() == ":" => &a[1],
        Term::Compound(f, a) if a.len() == 2 && &*f.name() == "," && extra == 2 => &a[0],
        h => h,
    };
    let (name, arity) = head.functor()?;
    Some(((name.name().to_string(), arity + extra), body))
}

fn args(t: &Term) -> &[Term] {
    match t {
        Term::Compound(_, a) => a,
        _ => &[],
    }
}

/// Whether running goal `g` (a clause body, or a grammar rule body) may call a
/// goal that is not written in it.
fn open_goal(g: &Term) -> bool {
    let Some((f, arity)) = g.functor() else {
        return matches!(g, Term::Var(_));
    };
    let name = f.name();
    let a = args(g);
    if matches!(&*name, "," | ";" | "->" | "*->" | "|" | "{}") {
        return a.iter().any(open_goal);
    }
    if &*name == ":" && arity == 2 {
        return matches!(a[0], Term::Var(_)) || open_goal(&a[1]);
    }
    if VARIADIC.contains(&&*name) && arity >= 1 {
        return open_closure(&a[0], arity - 1);
    }
    if let Some((_, _, positions)) = META.iter().find(|(n, k, _)| *n == &*name && *k == arity) {
        return positions
            .iter()
            .any(|(i, extra)| a.get(*i).is_some_and(|t| open_closure(t, *extra)));
    }
    if REFLECTIVE.contains(&&*name) {
        return a.first().is_some_and(|t| unnamed(t) || clause_body_open(t));
    }
    if &*name == "format" && (arity == 2 || arity == 3) {
        return !a.get(arity - 2).is_some_and(plain_format);
    }
    false
}

/// Whether a closure called with `extra` more arguments may call an unwritten
/// goal: a variable, a lambda or a qualified goal with one, or a meta-predicate
/// as the closure (its goals come from the added arguments).
fn open_closure(c: &Term, extra: usize) -> bool {
    match c {
        Term::Var(_) => true,
        Term::Compound(f, a) if a.len() == 2 && matches!(&*f.name(), "/" | "^") => {
            open_closure(&a[1], extra)
        }
        Term::Compound(f, a) if a.len() == 2 && &*f.name() == ">>" => open_goal(&a[1]),
        Term::Compound(f, a) if a.len() == 2 && &*f.name() == ":" => {
            matches!(a[0], Term::Var(_)) || open_closure(&a[1], extra)
        }
        _ if extra == 0 => open_goal(c),
        _ => match c.functor() {
            Some((f, _)) => {
                let name = f.name();
                VARIADIC.contains(&&*name)
                    || META.iter().any(|(n, _, _)| *n == &*name)
                    || matches!(&*name, "," | ";" | "->" | "*->")
            }
            None => true,
        },
    }
}

/// Whether a predicate indicator, head or clause names no predicate by a
/// written name (a variable, `N/A` with `N` unbound, `M:X` with `X` unbound).
fn unnamed(t: &Term) -> bool {
    match t {
        Term::Var(_) => true,
        Term::Compound(f, a) if a.len() == 2 && matches!(&*f.name(), "/" | "//" | ":" | ":-") => {
            unnamed(&a[if &*f.name() == ":" { 1 } else { 0 }])
        }
        _ => false,
    }
}

/// Whether a clause given to `assert/1` has a body that may call an unwritten
/// goal.
fn clause_body_open(t: &Term) -> bool {
    match t {
        Term::Compound(f, a) if a.len() == 2 && &*f.name() == ":-" => open_goal(&a[1]),
        _ => false,
    }
}

/// Whether a `format/2` format is written text without `~@` (which calls a goal).
fn plain_format(t: &Term) -> bool {
    match t {
        Term::Atom(a) => !a.name().contains("~@"),
        Term::String(s) => !s.contains("~@"),
        Term::Compound(..) => {
            let mut codes = Vec::new();
            let mut rest = t;
            loop {
                match rest {
                    Term::Compound(f, a) if a.len() == 2 && matches!(&*f.name(), "." | "[|]") => {
                        codes.push(a[0].clone());
                        rest = &a[1];
                    }
                    Term::Atom(a) if &*a.name() == "[]" => break,
                    _ => return false,
                }
            }
            let text: Option<String> = codes
                .iter()
                .map(|c| match c {
                    Term::Int(i) => u32::try_from(*i).ok().and_then(char::from_u32),
                    Term::Atom(a) => a.name().chars().next(),
                    _ => None,
                })
                .collect();
            text.is_some_and(|s| !s.contains("~@"))
        }
        _ => false,
    }
}

/// The names an assertion's text may mention: its words, quoted atoms and
/// symbol-character runs (more than it names is only more key).
fn names_in_text(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut chars = text.char_indices().peekable();
    while let Some((i, c)) = chars.next() {
        let mut end = i + c.len_utf8();
        let take = |pred: &dyn Fn(char) -> bool,
                    end: &mut usize,
                    chars: &mut std::iter::Peekable<std::str::CharIndices>| {
            while let Some(&(j, d)) = chars.peek() {
                if !pred(d) {
                    break;
                }
                *end = j + d.len_utf8();
                chars.next();
            }
        };
        if c.is_alphanumeric() || c == '_' || c == '$' {
            take(
                &|d| d.is_alphanumeric() || d == '_' || d == '$',
                &mut end,
                &mut chars,
            );
            out.push(text[i..end].to_string());
        } else if c == '\'' {
            take(&|d| d != '\'', &mut end, &mut chars);
            out.push(text[i + 1..end].to_string());
            chars.next();
        } else if "+-*/\\^<>=~:.?@#&".contains(c) {
            take(&|d| "+-*/\\^<>=~:.?@#&".contains(d), &mut end, &mut chars);
            out.push(text[i..end].to_string());
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::verify::props;
    use costlog_engine::Machine;

    /// The keys of every property of `text`, by property text.
    fn keys(text: &str, options: &str) -> BTreeMap<String, Option<String>> {
        let mut m = Machine::new();
        let r = m.consult_str("k.pl", text);
        let set = costlog_assertions::parse_directives(&r.kept, &|n, a| m.is_defined(n, a as u32));
        let sources: Vec<(String, String)> = m
            .sources()
            .iter()
            .map(|s| (s.path.display().to_string(), s.text.clone()))
            .collect();
        let keyer = Keyer::new(&Inputs {
            build: "test",
            options,
            platform: None,
            sources: &sources,
            clauses: &r.clauses,
            goals: &r.goals,
            run_time_defined: &r.run_time_defined,
            set: &set,
        });
        props::enumerate(&sources, &set.assertions)
            .iter()
            .map(|p| (format!("{} {}", p.part.pred.0, p.property), keyer.key(p)))
            .collect()
    }

    const PROGRAM: &str = "
:- pred len(L, N) : list(L) + cost(ub, steps, length(L) + 1).
:- pred top(L, N) : list(L) + cost(ub, steps, length(L) + 2).
:- pred other(X) : int(X) + not_fails.
top(L, N) :- len(L, N).
len([], 0).
len([_|T], N) :- len(T, M), N is M + 1.
other(X) :- X > 0.
other(_).
";

    fn key_of(keys: &BTreeMap<String, Option<String>>, prefix: &str) -> String {
        let hits: Vec<_> = keys.iter().filter(|(k, _)| k.starts_with(prefix)).collect();
        assert_eq!(hits.len(), 1, "one property {prefix}: {keys:?}");
        hits[0].1.clone().expect("cached")
    }

    #[test]
    fn a_callee_edit_changes_the_callers_key_an_unrelated_edit_does_not() {
        let before = keys(PROGRAM, "");
        let callee = keys(&PROGRAM.replace("N is M + 1", "N is 1 + M"), "");
        assert_ne!(key_of(&before, "top cost"), key_of(&callee, "top cost"));
        assert_ne!(key_of(&before, "len cost"), key_of(&callee, "len cost"));
        assert_eq!(
            key_of(&before, "other not_fails"),
            key_of(&callee, "other not_fails")
        );
        let unrelated = keys(&PROGRAM.replace("X > 0", "X >= 0"), "");
        assert_eq!(key_of(&before, "top cost"), key_of(&unrelated, "top cost"));
        assert_eq!(key_of(&before, "len cost"), key_of(&unrelated, "len cost"));
        assert_ne!(
            key_of(&before, "other not"),
            key_of(&unrelated, "other not")
        );
        // Moving a predicate changes no clause text: the keys of the others stay.
        let moved = PROGRAM.replace("other(X) :- X > 0.\nother(_).\n", "")
            + "other(X) :- X > 0.\nother(_).\n";
        let moved = keys(&moved, "");
        assert_eq!(key_of(&before, "top cost"), key_of(&moved, "top cost"));
        assert_eq!(key_of(&before, "other not"), key_of(&moved, "other not"));
    }

    #[test]
    fn options_assertions_and_directives_are_in_every_key() {
        let before = keys(PROGRAM, "seed 0");
        let seed = keys(PROGRAM, "seed 1");
        assert!(before.iter().all(|(k, v)| seed[k] != *v), "options");
        let bound = keys(&PROGRAM.replace("length(L) + 2", "length(L) + 3"), "seed 0");
        assert_eq!(key_of(&before, "len cost"), key_of(&bound, "len cost"));
        let test = PROGRAM.to_string() + ":- test len(L, N) : (L = [a]) => (N == 1).\n";
        let with_test = keys(&test, "seed 0");
        assert_ne!(
            key_of(&before, "len cost"),
            key_of(&with_test, "len cost"),
            "tests are inputs"
        );
        assert_eq!(
            key_of(&before, "other not"),
            key_of(&with_test, "other not")
        );
        let directive = PROGRAM.to_string() + ":- initialization(setup).\nsetup.\n";
        let with_directive = keys(&directive, "seed 0");
        assert_ne!(
            key_of(&before, "other not"),
            key_of(&with_directive, "other not")
        );
        // What a directive runs is reached from every property.
        let edited = keys(&directive.replace("setup.\n", "setup :- true.\n"), "seed 0");
        assert_ne!(
            key_of(&with_directive, "other not"),
            key_of(&edited, "other not")
        );
    }

    #[test]
    fn unwritten_goals_and_whole_program_properties_key_on_everything() {
        let unrelated = |p: &str| p.replace("X > 0", "X >= 0");
        let meta = PROGRAM.replace(
            "top(L, N) :- len(L, N).",
            "top(L, N) :- G = len(L, N), call(G).",
        );
        let (before, edited) = (keys(&meta, ""), keys(&unrelated(&meta), ""));
        assert_ne!(
            key_of(&before, "top cost"),
            key_of(&edited, "top cost"),
            "a variable goal"
        );
        assert_eq!(key_of(&before, "len cost"), key_of(&edited, "len cost"));
        assert_ne!(
            key_of(&before, "len calls"),
            key_of(&edited, "len calls"),
            "calls"
        );
        let arith = PROGRAM.replace(
            "cost(ub, steps, length(L) + 1)",
            "cost(ub, arith, length(L))",
        );
        let (before, edited) = (keys(&arith, ""), keys(&unrelated(&arith), ""));
        assert_ne!(
            key_of(&before, "len cost"),
            key_of(&edited, "len cost"),
            "arith"
        );
    }

    #[test]
    fn closures_reach_their_predicates() {
        let program = "
:- pred all(L) : list(L) + not_fails.
all(L) :- maplist(pos, L).
pos(X) :- X >= 0.
";
        let before = keys(program, "");
        let edited = keys(&program.replace("X >= 0", "X > 0"), "");
        assert_ne!(key_of(&before, "all not"), key_of(&edited, "all not"));
        let open = program.replace("maplist(pos, L)", "P = pos, maplist(P, L)");
        let other = open.replace("pos(X) :-", "neg(X) :- X < 0.\npos(X) :-");
        assert_ne!(
            key_of(&keys(&open, ""), "all not"),
            key_of(&keys(&other, ""), "all not")
        );
    }

    #[test]
    fn open_goals() {
        let m = Machine::new();
        let t = |s: &str| m.parse_goal(s).expect("parses");
        for s in [
            "G",
            "call(G, 1)",
            "(a, G)",
            "findall(X, G, L)",
            "maplist(P, L)",
            "maplist(call, L)",
            "assertz((h :- G))",
            "clause(H, B)",
            "current_predicate(N/1)",
            "format(\"~@\", [G])",
            "format(F, [x])",
            "M:foo",
            "foldl([X,A0,A]>>G, L, 0, S)",
        ] {
            assert!(open_goal(&t(s)), "{s} is open");
        }
        for s in [
            "foo(X)",
            "findall(X, member(X, L), Xs)",
            "maplist(succ, L, M)",
            "once((a, b))",
            "forall(member(X, L), X > 0)",
            "format(\"~w~n\", [X])",
            "assertz(counter(0))",
            "clause(foo(X), B)",
            "setof(X, Y^p(X, Y), L)",
            "foldl([X,A0,A]>>(A is A0 + X), L, 0, S)",
        ] {
            assert!(!open_goal(&t(s)), "{s} is closed");
        }
    }

    #[test]
    fn names_of_an_assertion() {
        let names = names_in_text(":- pred p(X) : 'my type'(X) + cost(ub, steps, 2*length(X)).");
        for n in ["pred", "p", "my type", "cost", "length", "*", ":-"] {
            assert!(names.iter().any(|x| x == n), "{n} in {names:?}");
        }
    }
}
