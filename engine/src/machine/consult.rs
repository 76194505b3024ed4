//! Consulting source files: reading clauses, running directives, DCG translation,
//! and collecting diagnostics with spans.
//!
//! Reading never stops at the first problem: syntax errors, bad clauses and failing
//! directives each become a diagnostic and loading goes on with the next clause.
//!
//! Clauses read with the machine's operator table, which is SWI-Prolog's. Directives of
//! the assertion language (`pred`, `entry`, `cost_center`, ...) read with Ciao's
//! assertion operators added; they are not run but kept, with their spans, for the
//! assertions crate. A directive is one of them when it has an assertion's shape and
//! does not call a predicate the program defines (anywhere in the files it loads);
//! otherwise it is read and run as SWI-Prolog would, with a warning when it could
//! have been meant as an assertion (`:- test(1).` with `test/1` defined).

use super::conditional::{CondDirective, Conditionals, Unmatched};
use super::db::ClauseSource;
use super::module_load::ImportList;
use super::{Machine, Outcome};
use crate::atom::Atom;
use crate::diagnostic::{codes, Diagnostic, Severity};
use crate::reader::{ClauseText, Parser, ReadTerm, SourceFile, SpanTree};
use crate::term::Term;
use std::collections::{HashMap, HashSet};
use std::path::{Path, PathBuf};
use std::rc::Rc;

/// A directive kept for the assertions crate, with its source position.
#[derive(Clone, Debug)]
pub struct KeptDirective {
    /// File index in [`Machine::sources`].
    pub file: u32,
    /// The directive body (without `:-`) and its spans.
    pub read: ReadTerm,
}

/// Whether a directive that `Machine::directive` runs as a goal only declares
/// something (a property of predicates, an operator) and calls no program code.
fn is_declaration(name: &str, arity: usize) -> bool {
    matches!(
        (name, arity),
        (
            "dynamic" | "discontiguous" | "thread_local" | "det" | "non_terminal",
            1
        ) | ("op", 3)
    )
}

/// What consulting produced besides the loaded clauses.
#[derive(Clone, Debug, Default)]
pub struct LoadReport {
    /// Problems found, in source order.
    pub diagnostics: Vec<Diagnostic>,
    /// Assertion-language directives, in source order.
    pub kept: Vec<KeptDirective>,
    /// Every clause read, with its file, for static analysis: as the engine compiled
    /// it (after DCG translation and library(yall) lambda compilation), and the
    /// auxiliary clauses of compiled lambdas, spanning their lambdas.
    pub clauses: Vec<(u32, ReadTerm)>,
    /// Goals from `:- initialization(G, main)`: run them, then halt.
    pub main_goals: Vec<Term>,
    /// User predicates whose clauses at run time are not the clauses read, named as
    /// `clauses` names them: dynamic ones (assert and retract change them) and tabled
    /// ones (their answers come from tables). The static analysis cannot bound them.
    pub run_time_defined: Vec<(Atom, u32)>,
    /// Number of `:- initialization(G)` goals run after loading.
    pub initialization_goals: usize,
    /// Directives that run goals (`:- G`, `?- G`, `:- initialization(G)`), as run
    /// (a `:- G` with its lambdas compiled) with their file: the analyses that must see every call of a predicate walk
    /// them too. Declarations (`dynamic`, `module`, ...) are not among them.
    pub goals: Vec<(u32, ReadTerm)>,
}

impl LoadReport {
    /// Whether any diagnostic is an error.
    pub fn has_errors(&self) -> bool {
        self.diagnostics
            .iter()
            .any(|d| d.severity == Severity::Error)
    }
}

/// Directive names of the assertion language, kept rather than run.
const KEPT: &[&str] = &[
    "pred",
    "calls",
    "success",
    "comp",
    "entry",
    "exit",
    "test",
    "texec",
    "modedef",
    "decl",
    "prop",
    "regtype",
    "check",
    "trust",
    "true",
    "false",
    "checked",
    "obs",
    "cost_center",
    "no_cost_center",
    "all_cost_center",
    "resource",
    "head_cost",
    "literal_cost",
    "trust_default",
    "size_metric",
    "compound_resource",
    "impl_defined",
    "doc",
    "comment",
    "load_resource_module",
];

/// Assertion kinds that are kept even written alone (`:- pred.`), for the assertions
/// crate to report as empty rather than the loader as unknown goals.
const BARE_KINDS: &[&str] = &["pred", "calls", "success", "comp", "exit", "entry"];

/// Whether a directive has the shape of the assertion language: a compound whose name
/// is in [`KEPT`], `all_cost_center`, a bare assertion kind, or `Kept + Props` /
/// `Kept # Comment` (`:- trust_default + cost(ub, r, 1).`). A bare word like `true`
/// is a goal.
fn is_assertion_directive(d: &Term) -> bool {
    match d {
        Term::Atom(a) => a.name() == "all_cost_center" || BARE_KINDS.contains(&&*a.name()),
        Term::Compound(f, args) if args.len() == 2 && matches!(&*f.name(), "+" | "#") => {
            matches!(&args[0], Term::Atom(a) if KEPT.contains(&&*a.name()))
                || is_assertion_directive(&args[0])
        }
        Term::Compound(f, _) => KEPT.contains(&&*f.name()),
        _ => false,
    }
}

/// The body of a directive term `:- D`.
/// The conditional-compilation directive `rt` is (`:- if(G)`, `:- elif(G)`,
/// `:- else`, `:- endif`), if it is one.
fn conditional_directive(rt: &ReadTerm) -> Option<CondDirective> {
    directive_body(&rt.term).and_then(CondDirective::of)
}

fn directive_body(t: &Term) -> Option<&Term> {
    match t {
        Term::Compound(f, a) if *f == Atom::COLON_DASH && a.len() == 1 => Some(&a[0]),
        _ => None,
    }
}

/// How a clause reads.
enum Reading {
    /// An assertion directive, read with the assertion operators: kept, not run.
    Assertion(ReadTerm),
    /// A clause or a directive to run, read as SWI-Prolog reads it; `true` for a
    /// directive that has an assertion's shape but calls a predicate the program defines.
    Plain(ReadTerm, bool),
}

/// Libraries whose predicates the engine provides (`use_module(library(L))` resolves).
pub(super) const LIBRARIES: &[&str] = &[
    "lists",
    "apply",
    "between",
    "aggregate",
    "format",
    "strings",
    "dynamic",
    "assertions",
    "regtypes",
    "basicprops",
    "nativeprops",
    "hiordlib",
    "write",
    "read",
    "system",
    "terms",
    "error",
    "debug",
    "dcg/basics",
    "dcg/high_order",
    "thread",
    "quintus",
    "apply_macros",
    "statistics",
    "sort",
    "pairs",
    "solution_sequences",
    "yall",
    "assoc",
    "when",
    "dif",
    "option",
    "ordsets",
    "ciaopp",
    "resdefs",
    "aggregates",
    "costmodels",
    "rtchecks",
    "unittest",
    "isomodes",
    "engine(io_basic)",
    "engine(basic_props)",
    "hiord",
    "llists",
    "numlists",
    "random",
    "listing",
    "rbtrees",
    "ugraphs",
    "heaps",
    "occurs",
    "plunit",
    "gensym",
    "readutil",
    "tabling",
    "clpfd",
    // SWI-Prolog libraries its own test suite loads (tests/library).
    "utf8",
    "pio",
    "hashtable",
    "record",
    "main",
    "varnumbers",
    "csv",
];

impl Machine {
    /// The files read so far, indexed by the `file` fields of diagnostics.
    pub fn sources(&self) -> &[SourceFile] {
        &self.sources
    }

    /// Consults a file: loads its clauses and runs its directives.
    pub fn consult_file(&mut self, path: &Path) -> Result<LoadReport, std::io::Error> {
        let text = crate::reader::read_source_file(path)?;
        let mut report = LoadReport::default();
        let program = Rc::new(self.program_predicates(path, &text));
        self.consult_text(path.to_path_buf(), text, &mut report, program);
        self.enter_file_module(path);
        self.analysis_view(&mut report);
        Ok(report)
    }

    /// After loading a program file that is a module, goals run in that module (as
    /// they would at SWI-Prolog's toplevel after `[file]`, plus the module's own
    /// predicates, which `verify` and `profile` name in their goals).
    fn enter_file_module(&mut self, path: &Path) {
        if let Some(&m) = self.db.modules.file_module.get(&file_key(path)) {
            self.db.modules.current = m;
        }
    }

    /// Consults program text given directly (`name` appears in diagnostics).
    pub fn consult_str(&mut self, name: &str, text: &str) -> LoadReport {
        let mut report = LoadReport::default();
        let program = Rc::new(self.program_predicates(Path::new(name), text));
        self.consult_text(PathBuf::from(name), text.to_string(), &mut report, program);
        self.enter_file_module(Path::new(name));
        self.analysis_view(&mut report);
        report
    }

    pub(super) fn consult_text(
        &mut self,
        path: PathBuf,
        text: String,
        report: &mut LoadReport,
        program: Rc<HashSet<(Atom, u32)>>,
    ) {
        let file = self.sources.len() as u32;
        self.sources.push(SourceFile {
            path,
            text: text.clone(),
        });
        let mut state = LoadState {
            owner: file_key(&self.sources[file as usize].path),
            last_pred: None,
            seen: HashMap::new(),
            init: Vec::new(),
            program,
            module: None,
            outer_double_quotes: None,
            unit: None,
            unit_outer_double_quotes: None,
        };
        let outer = self.db.modules.current;
        self.loading.push(file);
        self.load_items(&text, file, &mut state, report);
        if let Some(dq) = state.outer_double_quotes.take() {
            self.flags.insert(Atom::new("double_quotes"), dq);
        }
        if let Some(module) = state.module.take() {
            self.close_module(&module, report);
        }
        for (goal, span) in std::mem::take(&mut state.init) {
            report.initialization_goals += 1;
            self.run_load_goal(&goal, GoalRole::Initialization, file, span, report);
        }
        self.loading.pop();
        self.db.modules.current = outer;
    }

    fn load_items(
        &mut self,
        text: &str,
        file: u32,
        state: &mut LoadState,
        report: &mut LoadReport,
    ) {
        let mut parser = Parser::new(text);
        let mut conditionals = Conditionals::default();
        let mut end = text.len()..text.len();
        while let Some(item) = parser.next_clause_text() {
            let opts = self.read_options();
            let read = item.and_then(|clause| {
                if clause.is_directive() {
                    self.read_directive(&clause, &opts, state)
                } else {
                    clause
                        .parse(&self.ops, &opts)
                        .map(|rt| Reading::Plain(rt, false))
                }
            });
            if let Ok(Reading::Plain(rt, _)) = &read {
                if let Some(d) = conditional_directive(rt) {
                    self.conditional(rt, d, &mut conditionals, file, report);
                    continue;
                }
            }
            match read {
                Err(e) => report.diagnostics.push(Diagnostic::new(
                    codes::SYNTAX,
                    Severity::Error,
                    format!("syntax error: {}", e.message),
                    Some(file),
                    e.span,
                )),
                Ok(Reading::Plain(rt, _)) if rt.term == Term::Atom(Atom::END_OF_FILE) => {
                    end = rt.span;
                    break;
                }
                Ok(_) if conditionals.skipping() => {}
                Ok(Reading::Assertion(rt)) => {
                    let spans = rt.spans.args.first().cloned().unwrap_or(rt.spans.clone());
                    let term = directive_body(&rt.term)
                        .cloned()
                        .unwrap_or(Term::Atom(Atom::NIL));
                    report.kept.push(KeptDirective {
                        file,
                        read: ReadTerm { term, spans, ..rt },
                    });
                }
                Ok(Reading::Plain(rt, ambiguous)) => {
                    if ambiguous {
                        report.diagnostics.push(self.ambiguity_warning(&rt, file));
                    }
                    for rt in self.expand_by_hooks(rt, file, report) {
                        self.load_item(rt, file, state, report);
                    }
                }
            }
        }
        if !conditionals.skipping() {
            self.expand_end_of_file(end, file, state, report);
        }
        for span in conditionals.unterminated() {
            report.diagnostics.push(Diagnostic::new(
                codes::CONDITIONAL,
                Severity::Error,
                "unterminated conditional compilation: no `:- endif.` for this `:- if`",
                Some(file),
                span,
            ));
        }
    }

    /// Offers `end_of_file` to the expansion hooks at the end of a file, as
    /// SWI-Prolog does, and loads the terms they make of it (but `end_of_file`).
    fn expand_end_of_file(
        &mut self,
        span: std::ops::Range<usize>,
        file: u32,
        state: &mut LoadState,
        report: &mut LoadReport,
    ) {
        let rt = ReadTerm::made_at(Term::Atom(Atom::END_OF_FILE), span);
        for rt in self.expand_by_hooks(rt, file, report) {
            if rt.term != Term::Atom(Atom::END_OF_FILE) {
                self.load_item(rt, file, state, report);
            }
        }
    }

    /// Applies a conditional-compilation directive (`if/1`, `elif/1`, `else`,
    /// `endif`), running its condition where one must be decided.
    fn conditional(
        &mut self,
        rt: &ReadTerm,
        d: CondDirective,
        conditionals: &mut Conditionals,
        file: u32,
        report: &mut LoadReport,
    ) {
        let span = rt.span.clone();
        let holds =
            |goal: &Term| self.run_load_goal(goal, GoalRole::Condition, file, span.clone(), report);
        if let Err(Unmatched(what)) = conditionals.apply(&d, rt.span.clone(), holds) {
            report.diagnostics.push(Diagnostic::new(
                codes::CONDITIONAL,
                Severity::Error,
                format!("`:- {what}.` without `:- if`"),
                Some(file),
                rt.span.clone(),
            ));
        }
    }

    /// Reads a directive: as an assertion when, read with the assertion operators, it
    /// has an assertion's shape and its predicate is not one the program defines;
    /// otherwise as SWI-Prolog reads it.
    fn read_directive(
        &self,
        clause: &ClauseText,
        opts: &crate::reader::ReadOptions,
        state: &LoadState,
    ) -> Result<Reading, crate::reader::SyntaxError> {
        let as_assertion = clause.parse(&self.source_ops, opts);
        let mut ambiguous = false;
        if let Ok(rt) = &as_assertion {
            if let Some(d) = directive_body(&rt.term).filter(|d| is_assertion_directive(d)) {
                if !self.program_defines(d, state) {
                    return as_assertion.map(Reading::Assertion);
                }
                ambiguous = true;
            }
        }
        match clause.parse(&self.ops, opts) {
            Ok(rt) => Ok(Reading::Plain(rt, ambiguous)),
            // Report what went wrong with the reading the author most likely meant.
            Err(e) => match as_assertion {
                Err(a) if clause.directive_word().is_some_and(|w| KEPT.contains(&w)) => Err(a),
                _ => Err(e),
            },
        }
    }

    /// Whether the program defines the predicate directive `d` calls: a clause or
    /// declaration in the files being loaded, or a user predicate loaded before.
    fn program_defines(&self, d: &Term, state: &LoadState) -> bool {
        let Some((name, arity)) = d.functor() else {
            return false;
        };
        let arity = arity as u32;
        state.program.contains(&(name, arity))
            || self.db.lookup(name, arity).is_some_and(|p| {
                let p = self.db.pred(p);
                p.defined && !p.library
            })
    }

    fn ambiguity_warning(&self, rt: &ReadTerm, file: u32) -> Diagnostic {
        let (name, arity) = directive_body(&rt.term)
            .and_then(Term::functor)
            .unwrap_or((Atom::NIL, 0));
        Diagnostic::new(
            codes::UNKNOWN_DIRECTIVE,
            Severity::Warning,
            format!(
                "directive runs {}/{arity}, which the program defines, \
                 instead of being read as an assertion",
                self.format_term(&Term::Atom(name), crate::write::WriteOptions::writeq())
            ),
            Some(file),
            rt.span.clone(),
        )
    }

    /// Every predicate a program defines: the clause heads (grammar rules with their
    /// two extra arguments) and `dynamic`/`discontiguous`/`multifile` declarations of
    /// `text` and of the files it loads or includes. Reads with the operators its
    /// `op/3` directives define; clauses that do not read are skipped (loading reports
    /// them).
    pub(super) fn program_predicates(&self, path: &Path, text: &str) -> HashSet<(Atom, u32)> {
        let mut defined = HashSet::new();
        let mut ops = self.ops.clone();
        let opts = self.read_options();
        let mut visited = HashSet::from([file_key(path)]);
        let mut files = vec![(path.to_path_buf(), text.to_string())];
        while let Some((path, text)) = files.pop() {
            let mut parser = Parser::new(&text);
            while let Some(item) = parser.next_clause(&ops, &opts) {
                let Ok(rt) = item else { continue };
                let Some(d) = directive_body(&rt.term) else {
                    defined.extend(clause_predicate(&rt.term));
                    continue;
                };
                let (name, args) = match d {
                    Term::Compound(f, a) => (f.name(), a.as_slice()),
                    _ => continue,
                };
                match (&*name, args) {
                    ("op", [Term::Int(p), Term::Atom(t), names]) => {
                        let typ = crate::ops::OpType::from_name(&t.name());
                        let names = names.list_items().unwrap_or_else(|| vec![names]);
                        for n in names {
                            if let (Some(typ), Term::Atom(n)) = (typ, n) {
                                let _ = ops.add((*p).clamp(0, 1200) as u16, typ, *n);
                            }
                        }
                    }
                    ("dynamic" | "discontiguous" | "multifile", [specs]) => {
                        defined.extend(indicators(specs));
                    }
                    (
                        "use_module" | "ensure_loaded" | "consult" | "include" | "reexport"
                        | "load_files",
                        [spec, ..],
                    ) => {
                        let base = path.parent().unwrap_or(Path::new(""));
                        let specs = spec.list_items().unwrap_or_else(|| vec![spec]);
                        for file in specs {
                            if let Some(lib) = library_name(file) {
                                add_library_ops(&mut ops, &lib);
                            }
                            let Some(file) = relative_path(file) else {
                                continue;
                            };
                            let p = resolve_source(base, &file);
                            if visited.insert(file_key(&p)) {
                                if let Ok(t) = crate::reader::read_source_file(&p) {
                                    files.push((p, t));
                                }
                            }
                        }
                    }
                    _ => {}
                }
            }
        }
        defined
    }

    fn load_item(
        &mut self,
        rt: ReadTerm,
        file: u32,
        state: &mut LoadState,
        report: &mut LoadReport,
    ) {
        let rt = self.expand_dict_calls(rt);
        match &rt.term {
            Term::Compound(f, a) if *f == Atom::COLON_DASH && a.len() == 1 => {
                let directive = a[0].clone();
                self.directive(directive, rt, file, state, report);
            }
            Term::Compound(f, a) if *f == Atom::QUESTION && a.len() == 1 => {
                let goal = a[0].clone();
                report.goals.push((file, rt.clone()));
                self.run_directive(&goal, file, rt.span.clone(), report);
            }
            Term::Compound(f, a) if f.name() == "-->" && a.len() == 2 => {
                let mut next = fresh_var(&rt);
                match super::dcg::translate_rule(&rt.term, &mut next) {
                    Ok(clause) => {
                        let translated = ReadTerm { term: clause, ..rt };
                        self.load_clause(translated, file, state, report);
                    }
                    Err(e) => report.diagnostics.push(Diagnostic::new(
                        codes::BAD_CLAUSE,
                        Severity::Error,
                        e.0,
                        Some(file),
                        rt.span.clone(),
                    )),
                }
            }
            t => match (&state.unit, super::test_units::test_clause(t)) {
                (Some(unit), Some(test)) => {
                    let unit = unit.clone();
                    self.add_unit_test(&unit, test, file, rt.span.clone());
                }
                _ => self.load_clause(rt, file, state, report),
            },
        }
    }

    /// The clause with its dict calls expanded (`dict_calls.rs`); an expanded
    /// clause's spans are the whole clause's, as its terms no longer match the text.
    fn expand_dict_calls(&self, rt: ReadTerm) -> ReadTerm {
        match super::dict_calls::expand_clause(&rt.term, || fresh_var(&rt)) {
            Some(term) => ReadTerm {
                term,
                spans: SpanTree::leaf(rt.span.clone()),
                ..rt
            },
            None => rt,
        }
    }

    fn load_clause(
        &mut self,
        rt: ReadTerm,
        file: u32,
        state: &mut LoadState,
        report: &mut LoadReport,
    ) {
        let span = rt.span.clone();
        let rt = match self.rewrite_source_clause(rt) {
            Ok(rt) => rt,
            Err(msg) => {
                let d = Diagnostic::new(codes::BAD_CLAUSE, Severity::Error, msg, Some(file), span);
                return report.diagnostics.push(d);
            }
        };
        let (head, body) = match &rt.term {
            Term::Compound(f, a) if *f == Atom::COLON_DASH && a.len() == 2 => {
                (a[0].clone(), a[1].clone())
            }
            t => (t.clone(), Term::Atom(Atom::TRUE)),
        };
        // `M:Head :- Body` from another module's file adds to M's predicate; the
        // body runs in the file's module (restored at the end).
        let (head, body, source_module) = match head {
            Term::Compound(f, a) if f == Atom::COLON && a.len() == 2 => match &a[0] {
                Term::Atom(m)
                    if *m != self.db.modules.current
                        && (*m == Atom::USER || self.db.modules.is_module(*m)) =>
                {
                    let source_module = self.db.modules.current;
                    let body = super::modules::qualify_goals(&body, source_module);
                    self.db.modules.current = *m;
                    (a[1].clone(), body, Some(source_module))
                }
                _ => (a[1].clone(), body, None),
            },
            h => (h, body, None),
        };
        if !rt.singletons.is_empty() {
            let names: Vec<&str> = rt.singletons.iter().map(|s| s.0.as_str()).collect();
            report.diagnostics.push(Diagnostic::new(
                codes::SINGLETON,
                Severity::Warning,
                format!("singleton variables: [{}]", names.join(",")),
                Some(file),
                rt.span.clone(),
            ));
        }
        if let Some((name, arity)) = head.functor() {
            let key = (name, arity as u32);
            let pred = self.db.pred_id(name, arity as u32);
            match state.seen.get(&key) {
                None => {
                    let owner = state.owner.clone();
                    self.claim_predicate(pred, owner, file, rt.span.clone(), report);
                    state.seen.insert(key, rt.span.clone());
                }
                Some(_) if state.last_pred != Some(key) && !self.db.pred(pred).discontiguous => {
                    report.diagnostics.push(Diagnostic::new(
                        codes::DISCONTIGUOUS,
                        Severity::Warning,
                        format!(
                            "clauses of {}/{} are not together in the source file",
                            name.name(),
                            arity
                        ),
                        Some(file),
                        rt.span.clone(),
                    ));
                }
                Some(_) => {}
            }
            state.last_pred = Some(key);
        }
        let source = ClauseSource {
            file: Some(file),
            span: rt.span.clone(),
        };
        let (body, rt) = self.compile_lambdas_of(body, rt, 1, file, report);
        match self.add_source_clause(&head, &body, source) {
            Ok(_) => report.clauses.push((file, rt)),
            Err(e) => report.diagnostics.push(Diagnostic::new(
                codes::BAD_CLAUSE,
                Severity::Error,
                format!(
                    "cannot add clause: {}",
                    self.format_term(&e.to_term(), crate::write::WriteOptions::writeq())
                ),
                Some(file),
                rt.span.clone(),
            )),
        }
        if let Some(module) = source_module {
            self.db.modules.current = module;
        }
    }

    /// `goal`, argument `i` of the clause or directive `rt` (its body or goal), with
    /// its library(yall) lambdas compiled, and `rt` with that argument replaced; the
    /// auxiliary clauses go to the report, so the analyses see what the engine runs.
    fn compile_lambdas_of(
        &mut self,
        goal: Term,
        rt: ReadTerm,
        i: usize,
        file: u32,
        report: &mut LoadReport,
    ) -> (Term, ReadTerm) {
        match self.expand_lambdas(&goal, &arg_spans(&rt, i), &rt, file) {
            Some(e) => {
                report.clauses.extend(e.aux.into_iter().map(|c| (file, c)));
                (e.goal.clone(), with_argument(rt, i, e.goal, e.spans))
            }
            None => (goal, rt),
        }
    }

    /// `use_module/1,2`, `ensure_loaded/1`, `consult/1`, `include/1`,
    /// `load_files/2`, `reexport/1,2`: loads one file or a list of them
    /// (`:- use_module([a, 'b.pl'])`) and imports what the directive asks for.
    fn load_directive_files(
        &mut self,
        how: LoadDirective<'_>,
        file: u32,
        state: &mut LoadState,
        report: &mut LoadReport,
    ) {
        let LoadDirective { name, args, span } = how;
        let specs = args[0].list_items().unwrap_or_else(|| vec![&args[0]]);
        for spec in specs {
            let include = name == "include";
            let loaded = self.load_dependency(spec, include, file, span.clone(), state, report);
            if let Some(path) = loaded {
                let list = match args.get(1) {
                    Some(opts) if name == "load_files" => load_files_imports(opts),
                    Some(l) => ImportList::from_term(l),
                    None => ImportList::All,
                };
                self.import_file(&path, &list, name == "reexport");
            }
        }
    }

    fn directive(
        &mut self,
        d: Term,
        rt: ReadTerm,
        file: u32,
        state: &mut LoadState,
        report: &mut LoadReport,
    ) {
        let span = rt.span.clone();
        let (name, arity) = d.functor().unwrap_or((Atom::NIL, 0));
        let args: Vec<Term> = match &d {
            Term::Compound(_, a) => a.clone(),
            _ => Vec::new(),
        };
        if name.name() == "initialization" {
            report.goals.push((file, rt.clone()));
        }
        let dq = Atom::new("double_quotes");
        match (&*name.name(), arity) {
            ("begin_tests", 1 | 2) => {
                let options = args.get(1).cloned().unwrap_or(Term::Atom(Atom::NIL));
                self.add_test_unit(&args[0], &options, file, span);
                state.unit = Some(args[0].clone());
                // A unit is a module of its own: it reads `"..."` as SWI-Prolog's default.
                state.unit_outer_double_quotes =
                    self.flags.insert(dq, super::default_double_quotes());
            }
            ("end_tests", 1) => {
                state.unit = None;
                if let Some(outer) = state.unit_outer_double_quotes.take() {
                    self.flags.insert(dq, outer);
                }
            }
            ("initialization", 1) => state.init.push((args[0].clone(), span)),
            ("initialization", 2) => match &args[1] {
                Term::Atom(a) if a.name() == "main" => report.main_goals.push(args[0].clone()),
                _ => state.init.push((args[0].clone(), span)),
            },
            ("module", 2 | 3) => {
                if state.outer_double_quotes.is_none() {
                    state.outer_double_quotes = self.flags.get(&dq).cloned();
                }
                if arity == 3 {
                    // Ciao reads `"..."` as codes in its modules.
                    self.flags.insert(dq, Term::atom("codes"));
                    self.packages_loaded(&args[2]);
                } else {
                    // A new module starts from the default, not from its loader's setting.
                    self.flags.insert(dq, super::default_double_quotes());
                }
                if state.module.is_none() {
                    state.module = self.enter_module(&args, file, span, report);
                }
            }
            ("meta_predicate", 1) => self.declare_meta(&args[0]),
            ("export", 1) => {
                if let Some(m) = &state.module {
                    self.add_exports(m.name, &args[0]);
                }
            }
            ("use_package", 1) => self.packages_loaded(&args[0]),
            ("module_transparent", 1)
            | ("public", 1)
            | ("set_prolog_flag", 2)
            | ("multifile", 1)
            | ("style_check", 1)
            | ("license", 1)
            | ("redefining", 1) => {
                if name.name() == "set_prolog_flag" || name.name() == "multifile" {
                    self.run_directive(&d, file, span, report);
                }
            }
            ("table", 1) => {
                if let Err(e) = self.table_directive(&args[0]) {
                    let e = self.format_term(&e.to_term(), crate::write::WriteOptions::writeq());
                    let msg = format!("directive raised {e}");
                    let d = Diagnostic::new(
                        codes::DIRECTIVE_FAILED,
                        Severity::Warning,
                        msg,
                        Some(file),
                        span,
                    );
                    report.diagnostics.push(d);
                }
            }
            ("use_module", 1 | 2)
            | ("ensure_loaded", 1)
            | ("consult", 1)
            | ("include", 1)
            | ("load_files", 2)
            | ("reexport", 1 | 2) => {
                let how = LoadDirective {
                    name: &name.name(),
                    args: &args,
                    span,
                };
                self.load_directive_files(how, file, state, report);
            }
            ("[|]", 2) => {
                if let Some(items) = d.list_items() {
                    for it in items {
                        self.load_dependency(it, false, file, span.clone(), state, report);
                    }
                }
            }
            _ => {
                let (d, rt) = self.compile_lambdas_of(d, rt, 0, file, report);
                if !is_declaration(&name.name(), arity) {
                    report.goals.push((file, rt));
                }
                self.run_directive(&d, file, span, report)
            }
        }
    }

    /// Ciao packages named by a module's third argument or `use_package/1`: one
    /// name (`regtypes`, `predefres(res_all)`) or a list of them.
    fn packages_loaded(&mut self, t: &Term) {
        let items = t.list_items().unwrap_or_else(|| vec![t]);
        for p in items {
            if let Some((name, _)) = p.functor() {
                self.package_loaded(&name.name());
            }
        }
    }

    /// Loads the file a load directive names; returns its path when it is a source
    /// file (loaded now or before), whose module's exports can then be imported.
    fn load_dependency(
        &mut self,
        spec: &Term,
        include: bool,
        file: u32,
        span: std::ops::Range<usize>,
        state: &mut LoadState,
        report: &mut LoadReport,
    ) -> Option<PathBuf> {
        match spec {
            Term::Compound(f, a) if f.name() == "library" && a.len() == 1 => {
                let lib = self.format_term(&a[0], crate::write::WriteOptions::write());
                self.package_loaded(&lib);
                self.lambdas.library_loaded(&lib);
                if !LIBRARIES.contains(&lib.as_str()) {
                    report.diagnostics.push(Diagnostic::new(
                        codes::UNKNOWN_LIBRARY,
                        Severity::Error,
                        format!("source_sink `library({lib})' does not exist (costlog's engine does not provide it)"),
                        Some(file),
                        span,
                    ));
                }
                None
            }
            Term::Compound(f, _) if f.name() == "engine" => None,
            t if relative_path(t).is_some() => {
                let base = self.sources[file as usize]
                    .path
                    .parent()
                    .map(Path::to_path_buf)
                    .unwrap_or_default();
                let path = resolve_source(&base, &relative_path(t).unwrap_or_default());
                let key = file_key(&path);
                if !include && self.loaded_files.contains(&key) {
                    return Some(path);
                }
                match crate::reader::read_source_file(&path) {
                    Ok(text) => {
                        if include {
                            let inc = self.sources.len() as u32;
                            self.sources.push(SourceFile {
                                path: path.clone(),
                                text: text.clone(),
                            });
                            self.load_items(&text, inc, state, report);
                            None
                        } else {
                            self.loaded_files.push(key);
                            self.consult_text(path.clone(), text, report, state.program.clone());
                            Some(path)
                        }
                    }
                    Err(e) => {
                        report.diagnostics.push(Diagnostic::new(
                            codes::MISSING_FILE,
                            Severity::Error,
                            format!("cannot read {}: {e}", path.display()),
                            Some(file),
                            span,
                        ));
                        None
                    }
                }
            }
            _ => {
                report.diagnostics.push(Diagnostic::new(
                    codes::UNKNOWN_DIRECTIVE,
                    Severity::Warning,
                    "unsupported file specification",
                    Some(file),
                    span,
                ));
                None
            }
        }
    }

    /// Runs a directive goal once, turning failure and errors into warnings.
    pub(crate) fn run_directive(
        &mut self,
        goal: &Term,
        file: u32,
        span: std::ops::Range<usize>,
        report: &mut LoadReport,
    ) {
        self.run_load_goal(goal, GoalRole::Directive, file, span, report);
    }

    /// Runs a goal of a directive, of `initialization/1` or of a conditional
    /// compilation's condition once; whether it succeeded. Failure (but that of a
    /// condition) and errors become warnings. Only a directive can be unknown: an
    /// initialization goal that calls an undefined predicate raised an error, as
    /// SWI-Prolog says.
    fn run_load_goal(
        &mut self,
        goal: &Term,
        role: GoalRole,
        file: u32,
        span: std::ops::Range<usize>,
        report: &mut LoadReport,
    ) -> bool {
        let outcome = self.run_once(goal);
        let text = || self.format_term(goal, crate::write::WriteOptions::writeq());
        let what = match role {
            GoalRole::Directive => "directive",
            GoalRole::Initialization => "initialization goal",
            GoalRole::Condition => "condition",
        };
        let (code, message) = match outcome {
            Outcome::Solved => return true,
            Outcome::Halted(code) => {
                self.halted = Some(code);
                return false;
            }
            Outcome::Failed if role == GoalRole::Condition => return false,
            Outcome::Failed => (
                codes::DIRECTIVE_FAILED,
                format!("{what} failed: {}", text()),
            ),
            Outcome::Error(e) => {
                let unknown = matches!(&e, Term::Compound(_, a) if matches!(&a[0], Term::Compound(f, x)
                    if f.name() == "existence_error" && x.len() == 2
                    && goal.functor().is_some_and(|(n, k)| x[1] == crate::builtins_indicator(n, k))));
                if unknown && role == GoalRole::Directive {
                    (
                        codes::UNKNOWN_DIRECTIVE,
                        format!("unknown directive: {}", text()),
                    )
                } else {
                    let error = crate::messages::describe_error(&e, &self.ops);
                    (
                        codes::DIRECTIVE_FAILED,
                        format!("{what} raised exception: {error}"),
                    )
                }
            }
        };
        report.diagnostics.push(Diagnostic::new(
            code,
            Severity::Warning,
            message,
            Some(file),
            span,
        ));
        false
    }
}

/// Why a goal runs while a file loads.
#[derive(Clone, Copy, PartialEq, Eq)]
enum GoalRole {
    /// A `:- Goal` directive, run where it stands.
    Directive,
    /// An `initialization/1` goal, run once the file is loaded.
    Initialization,
    /// The condition of `:- if(G).` or `:- elif(G).`: its failure says which
    /// branch loads; its error is reported and counts as failure.
    Condition,
}

struct LoadState {
    /// The file the consult started from (an included file's clauses are its).
    owner: PathBuf,
    last_pred: Option<(Atom, u32)>,
    seen: HashMap<(Atom, u32), std::ops::Range<usize>>,
    init: Vec<(Term, std::ops::Range<usize>)>,
    /// What the whole program defines, for telling assertions from goals.
    program: Rc<HashSet<(Atom, u32)>>,
    /// The module the file defines, once its `module/2` directive is read.
    module: Option<super::module_load::OpenModule>,
    /// The `double_quotes` flag before a `module/2,3` directive: a module's setting
    /// is its own and ends with the file (a plain file's stays, as in SWI-Prolog).
    outer_double_quotes: Option<Term>,
    /// The plunit test unit open since `begin_tests/1,2`, if any.
    unit: Option<Term>,
    /// The `double_quotes` flag before `begin_tests/1,2`, restored by `end_tests/1`.
    unit_outer_double_quotes: Option<Term>,
}

/// A directive that loads files: its name, arguments and where it is.
struct LoadDirective<'a> {
    name: &'a str,
    args: &'a [Term],
    span: std::ops::Range<usize>,
}

/// The import list of `load_files/2`'s options: `imports(List)`, or all exports.
fn load_files_imports(options: &Term) -> ImportList {
    let imports = options
        .list_items()
        .unwrap_or_default()
        .into_iter()
        .find_map(|o| match o {
            Term::Compound(f, a) if f.name() == "imports" && a.len() == 1 => Some(&a[0]),
            _ => None,
        });
    match imports {
        Some(Term::Atom(a)) if a.name() == "all" => ImportList::All,
        Some(list) => ImportList::from_term(list),
        None => ImportList::All,
    }
}

/// The file a load directive names, relative to the loading file's directory `base`
/// (`.pl` added when the name has no extension and does not exist as given).
pub(super) fn resolve_source(base: &Path, name: &str) -> PathBuf {
    let mut path = base.join(name);
    if !path.exists() && path.extension().is_none() {
        path.set_extension("pl");
    }
    path
}

/// The library a file specification names: `library(clpfd)` gives `clpfd`.
pub(super) fn library_name(spec: &Term) -> Option<String> {
    match spec {
        Term::Compound(f, a) if f.name() == "library" && a.len() == 1 => relative_path(&a[0]),
        _ => None,
    }
}

/// Defines the operators library `lib` exports (clpfd's `#=`, `in`, ...).
pub(super) fn add_library_ops(ops: &mut crate::ops::OpTable, lib: &str) {
    for &(priority, typ, name) in crate::prelude::library_ops(lib) {
        if let Some(typ) = crate::ops::OpType::from_name(typ) {
            let _ = ops.add(priority, typ, Atom::new(name));
        }
    }
}

/// The path a file specification names: `'dir/file'` or `dir/file`.
pub(super) fn relative_path(spec: &Term) -> Option<String> {
    match spec {
        Term::Atom(a) => Some(a.name().to_string()),
        Term::Compound(f, a) if *f == Atom::SLASH && a.len() == 2 => Some(format!(
            "{}/{}",
            relative_path(&a[0])?,
            relative_path(&a[1])?
        )),
        _ => None,
    }
}

/// The predicate a clause or grammar rule defines (none for a `?-` directive).
pub(crate) fn clause_predicate(t: &Term) -> Option<(Atom, u32)> {
    let (head, extra) = match t {
        Term::Compound(f, a) if *f == Atom::QUESTION && a.len() == 1 => return None,
        Term::Compound(f, a) if *f == Atom::COLON_DASH && a.len() == 2 => (&a[0], 0),
        Term::Compound(f, a) if f.name() == "-->" && a.len() == 2 => match &a[0] {
            Term::Compound(c, h) if *c == Atom::COMMA && h.len() == 2 => (&h[0], 2),
            h => (h, 2),
        },
        t => (t, 0),
    };
    let head = match head {
        Term::Compound(f, a) if *f == Atom::COLON && a.len() == 2 => &a[1],
        h => h,
    };
    head.functor().map(|(n, k)| (n, k as u32 + extra))
}

/// The predicates of `p/2, q/3`, `[p/2, q/3]` or `(p/2, q/3)` (`dynamic` declarations).
fn indicators(specs: &Term) -> Vec<(Atom, u32)> {
    let mut items = Vec::new();
    let mut rest = vec![specs];
    while let Some(t) = rest.pop() {
        match t {
            Term::Compound(f, a) if *f == Atom::COMMA && a.len() == 2 => {
                rest.extend([&a[1], &a[0]]);
            }
            t => match t.list_items() {
                Some(l) => rest.extend(l.into_iter().rev()),
                None => items.push(t),
            },
        }
    }
    items
        .into_iter()
        .filter_map(|i| match i {
            Term::Compound(f, a) if f.name() == "/" && a.len() == 2 => match (&a[0], &a[1]) {
                (Term::Atom(n), Term::Int(k)) => Some((*n, u32::try_from(*k).ok()?)),
                _ => None,
            },
            _ => None,
        })
        .collect()
}

pub(crate) fn file_key(p: &Path) -> PathBuf {
    p.canonicalize().unwrap_or_else(|_| p.to_path_buf())
}

/// The spans of argument `i` of a clause or directive read (its body or goal), or
/// the whole clause's where the term has lost the text's shape.
fn arg_spans(rt: &ReadTerm, i: usize) -> SpanTree {
    match &rt.term {
        Term::Compound(_, a) if a.len() == rt.spans.args.len() && i < a.len() => {
            rt.spans.args[i].clone()
        }
        _ => SpanTree::leaf(rt.span.clone()),
    }
}

/// The clause or directive read with argument `i` (its body or goal) replaced by
/// what the engine compiled for it.
fn with_argument(rt: ReadTerm, i: usize, arg: Term, spans: SpanTree) -> ReadTerm {
    let Term::Compound(f, mut args) = rt.term else {
        return rt;
    };
    let mut trees = if rt.spans.args.len() == args.len() {
        rt.spans.args
    } else {
        args.iter()
            .map(|_| SpanTree::leaf(rt.span.clone()))
            .collect()
    };
    if let (Some(a), Some(t)) = (args.get_mut(i), trees.get_mut(i)) {
        *a = arg;
        *t = spans;
    }
    ReadTerm {
        term: Term::Compound(f, args),
        spans: SpanTree {
            span: rt.spans.span,
            args: trees,
        },
        ..rt
    }
}

/// A variable number above every variable of a clause read.
pub(super) fn fresh_var(rt: &ReadTerm) -> u32 {
    let max_var = super::compile::term_vars(&rt.term)
        .into_iter()
        .max()
        .unwrap_or(0);
    rt.var_names
        .iter()
        .map(|v| v.1 + 1)
        .max()
        .unwrap_or(0)
        .max(max_var + 1)
}
