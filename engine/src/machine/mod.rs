//! The abstract machine: state, the dispatch loop, calls, backtracking and exceptions.
//!
//! `Machine` owns the heap, trail, environments, choice points, the compiled code and
//! the clause database. Queries run in `run`, a loop over instructions that never
//! recurses in Rust for Prolog recursion: calls push environments on `frames`,
//! alternatives push choice points on `cps`.

mod agc;
#[cfg(test)]
mod agc_tests;
mod alloc_count;
mod attvar;
mod body;
pub(crate) mod boxed;
mod call_key;
pub mod cc;
pub mod cell;
mod cleanup;
mod code_map;
mod codespace;
pub mod commit;
pub mod compile;
mod conditional;
pub mod consult;
pub(crate) mod cyclic;
pub mod db;
pub mod dbrun;
pub(crate) mod dcg;
mod depth;
mod dict_calls;
pub mod dynamic;
mod error_context;
pub mod events;
mod fastcall;
pub mod fasthash;
mod gc;
mod heap;
pub mod instr;
mod interrupt;
mod lambda_expand;
mod library;
pub mod load;
mod loop_cost;
mod memory;
mod module_load;
mod module_view;
pub mod modules;
pub mod profiler;
pub mod query;
mod redefine;
mod regfile;
mod retry;
mod runtime_load;
mod ssu;
pub mod state;
mod steps;
pub mod streams;
#[cfg(test)]
mod string_tests;
mod superinstr;
mod tabling;
mod tally;
mod term_expansion;
#[cfg(test)]
mod test_support;
mod test_units;
#[cfg(test)]
mod tests;
mod text;
mod tick_clock;

use call_key::CallShape;
use cell::Cell;
use db::{Control, Database, PredKind};
use instr::{BuiltinId, Instr, PredId, Slot};
use state::{Alternative, ChoicePoint, Frame, GlobalValue, TrailEntry};
use std::collections::{HashMap, HashSet};
use std::rc::Rc;

use crate::atom::Atom;
use crate::term::{Term, VarId};

/// Code address of the instruction that ends a query with success.
pub(crate) const HALT_CODE: u32 = 0;
/// Code address of the `PortExit` instruction (continuation of traced calls).
pub(crate) const PORT_EXIT_CODE: u32 = 2;
/// Code address of the `CcExit` instruction (continuation of cost-centre calls).
pub(crate) const CC_EXIT_CODE: u32 = 3;
/// Whether the observer and counter hooks are compiled in (the `no_hooks` feature
/// removes them, to measure what the disabled hooks cost).
const HOOKS: bool = cfg!(not(feature = "no_hooks"));

/// `Neck` operand of clauses that do not count resolution steps (library, auxiliary).
pub(crate) const NO_SHAPE: u32 = u32::MAX;

/// Limits on a run; exceeding one raises `resource_error`.
#[derive(Clone, Debug)]
pub struct Limits {
    /// Maximum heap cells (16 bytes each).
    pub heap_cells: usize,
    /// Maximum environment frames (depth of non-tail recursion).
    pub frames: usize,
    /// Maximum number of predicate calls (inferences); `u64::MAX` for none.
    pub steps: u64,
    /// Wall-clock deadline, checked every few thousand calls; `None` for none.
    /// Passing it raises `resource_error(time)`.
    pub deadline: Option<std::time::Instant>,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            heap_cells: 256 << 20,
            frames: 32 << 20,
            steps: u64::MAX,
            deadline: None,
        }
    }
}

/// How a run of a query stopped.
#[derive(Clone, Debug, PartialEq)]
pub enum Outcome {
    /// A solution was found (more may follow on backtracking).
    Solved,
    /// No (more) solutions.
    Failed,
    /// An uncaught exception.
    Error(Term),
    /// `halt/0,1` was called with this exit code.
    Halted(i32),
}

/// The `occurs_check` flag: what unification does when it would bind a variable to
/// a term containing it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum OccursCheck {
    /// Binds it (the term becomes cyclic).
    False,
    /// Fails.
    True,
    /// Raises `occurs_check(Var, Term)`.
    Error,
}

/// What a builtin or the machine signals besides success and failure.
#[derive(Clone, Debug, PartialEq)]
pub enum Signal {
    /// Throw this ball as is.
    Throw(Term),
    /// Throw `error(Formal, Context)`; the machine fills the context.
    Error(Term),
    /// Stop with an exit code.
    Halt(i32),
    /// The builtin succeeded and changed what the run loop must watch (a depth
    /// limit set or lifted): leave the loop and go on at `P` in the
    /// instantiation that watches it.
    Rehook,
}

/// Result of a builtin: `Ok(true)` success, `Ok(false)` failure.
pub type BResult = Result<bool, Signal>;

/// A deterministic builtin: reads its arguments from the argument registers.
pub type BuiltinFn = fn(&mut Machine) -> BResult;

/// A registered builtin: its function, its name and arity (for its errors), and
/// whether it runs under [`Machine::run_polled`] (all but the quick ones of
/// `interrupt::polled`, which skip its bookkeeping).
#[derive(Clone, Copy)]
pub(crate) struct BuiltinDef {
    f: BuiltinFn,
    name: Atom,
    arity: u32,
    polled: bool,
    /// SWI-Prolog runs it as an instruction in a clause body (`depth::SWI_INLINE`):
    /// no level of the call tree there.
    swi_inline: bool,
}

/// The Prolog machine.
pub struct Machine {
    pub(crate) heap: Vec<Cell>,
    /// The side arena of big integers and strings (backtrackable, collected).
    pub(crate) bigs: Vec<boxed::Boxed>,
    /// Big integers and strings of clause constants (persistent).
    pub(crate) big_consts: Vec<boxed::Boxed>,
    pub(crate) regs: regfile::RegFile,
    pub(crate) trail: Vec<TrailEntry>,
    pub(crate) frames: Vec<Frame>,
    pub(crate) yvars: Vec<Cell>,
    pub(crate) cps: Vec<ChoicePoint>,
    pub(crate) argstack: Vec<Cell>,
    /// [`Machine::unify`]'s work stack, kept between calls for its capacity.
    pub(crate) ustack: Vec<heap::ArgPairs>,
    /// Program counter (`P`).
    pub(crate) p: u32,
    /// Continuation (`CP`).
    pub(crate) cp: u32,
    /// Current environment (`E`).
    pub(crate) e: u32,
    /// Cut barrier of the current call (`B0`).
    pub(crate) b0: u32,
    /// Heap top at the newest choice point (`HB`).
    pub(crate) hb: u32,
    /// How many `Alternative::Cleanup` choice points exist (cuts look for them only
    /// when there are some).
    pub(crate) cleanup_marks: u32,
    /// Structure pointer (`S`).
    s: u32,
    write_mode: bool,
    pub(crate) code: Vec<Instr>,
    pub(crate) db: Database,
    pub(crate) builtins: Vec<BuiltinDef>,
    pub(crate) globals: HashMap<Atom, GlobalValue>,
    /// Predicates of library files not loaded yet, with the file (`prelude::LAZY`).
    autoload: HashMap<(Atom, u32), &'static crate::prelude::Lazy>,
    pub(crate) pending_ball: Option<Term>,
    pub(crate) aux_counter: u32,
    pub(crate) call_cache: fasthash::FastMap<Vec<u8>, PredId>,
    /// Buffers of the heap-written keys of [`Machine::call_control`].
    call_shape: CallShape,
    /// Predicate calls so far (SWI's "inferences").
    pub(crate) inferences: u64,
    /// Inference count past which `call_with_inference_limit/3`'s goal is
    /// stopped (`u64::MAX` for none).
    pub(crate) inference_limit: u64,
    /// The smaller of `limits.steps` and `inference_limit`: the one limit calls check.
    pub(crate) step_stop: u64,
    /// The inference count at which a call first has something to check (the step
    /// limit passed or a look at the deadline due, see [`Machine::set_call_gate`]):
    /// below it, a call compares its count with this one field only.
    pub(crate) call_gate: u64,
    /// The depth limit in force, if any, and the depth of the running body.
    pub(crate) depth_limit: depth::DepthLimit,
    /// Choice points pushed so far.
    pub(crate) choice_points_created: u64,
    pub(crate) limits: Limits,
    pub(crate) cur_pred: PredId,
    pub(crate) shapes: Vec<Rc<[(u32, u32)]>>,
    /// Index of every shape in `shapes` (clauses of one shape share an entry).
    pub(crate) shape_ids: fasthash::FastMap<Rc<[(u32, u32)]>, u32>,
    /// Where dynamic clauses' code goes (blocks reused after retraction).
    pub(crate) codespace: codespace::CodeSpace,
    pub(crate) call1: PredId,
    /// `'$det_failed'/1` (`prelude/boot.pl`): the alternative of `$/1`'s choice point.
    pub(crate) det_failed: PredId,
    pub(crate) streams: streams::Streams,
    pub(crate) cur_in: usize,
    pub(crate) cur_out: usize,
    pub(crate) ops: crate::ops::OpTable,
    /// `ops` plus the assertion-language operators: the table source files are read with.
    pub(crate) source_ops: crate::ops::OpTable,
    pub(crate) flags: HashMap<Atom, Term>,
    pub(crate) bags: Vec<crate::builtins::Bag>,
    /// Tabled predicates and their answer tables.
    pub(crate) tables: crate::builtins::Tables,
    /// SSU (`=>`) predicates, with whether their no-match clause is in place.
    pub(crate) ssu: HashMap<(Atom, u32), bool>,
    /// Heap templates of clauses for `clause/2` and `retract/1`, built on first use.
    pub(crate) clause_templates: HashMap<(PredId, u32), Rc<crate::builtins::Bag>>,
    pub(crate) started: std::time::Instant,
    pub(crate) last_stat: Option<std::time::Duration>,
    /// CPU time at the last `statistics(runtime, _)`.
    pub(crate) last_cpu_stat: Option<std::time::Duration>,
    pub(crate) rng_state: u64,
    pub(crate) sources: Vec<crate::reader::SourceFile>,
    pub(crate) pred_file: HashMap<PredId, std::path::PathBuf>,
    /// Source places (file, span) of clauses a later definition replaced
    /// (`redefine.rs`).
    pub(crate) superseded: HashSet<(u32, std::ops::Range<usize>)>,
    pub(crate) loaded_files: Vec<std::path::PathBuf>,
    /// What compile-time expansion of library(yall) lambdas knows (`lambda_expand.rs`).
    pub(crate) lambdas: lambda_expand::LambdaExpansion,
    /// The source files being loaded now, innermost last (indexes of `sources`):
    /// `prolog_load_context/2` reads them, and a load run by one of their
    /// directives resolves relative names against the innermost's directory.
    pub(crate) loading: Vec<u32>,
    /// Exit code requested by `halt/1` during a directive.
    pub(crate) halted: Option<i32>,
    /// Start address of every clause's code, with its predicate and clause id (to map
    /// a code address back to its clause).
    pub(crate) code_index: code_map::CodeMap,
    /// Code address at which the last exception was raised.
    pub(crate) error_pc: Option<u32>,
    pub(crate) observer: Option<Box<dyn events::Observer>>,
    pub(crate) tracing: bool,
    pub(crate) counting: bool,
    pub(crate) counts: Vec<crate::Counts>,
    pub(crate) out_mask: u64,
    pub(crate) port_frames: Vec<events::PortFrame>,
    /// Current traced call (port frame), or `events::NO_FRAME`.
    pub(crate) pf: u32,
    unwinding_exception: bool,
    /// Heap cells referenced from Rust: the variables of running queries.
    pub(crate) roots: Vec<Cell>,
    /// Heap size that triggers the next garbage collection.
    pub(crate) gc_threshold: usize,
    /// Garbage collections so far.
    pub(crate) gc_count: u64,
    /// Lower bound of `gc_threshold` after a collection.
    pub(crate) gc_min: usize,
    /// Memory besides the heap cells (big integers, atom text) and collection totals.
    pub(crate) off_heap: memory::OffHeap,
    /// The cost-centre profiler, while profiling.
    pub(crate) prof: Option<Box<profiler::Profiler>>,
    /// Running counters read by the profiler.
    pub(crate) prof_counters: profiler::ProfCounters,
    /// Builtin calls and inline `is/2` evaluations (with counting on).
    pub(crate) builtin_calls: u64,
    /// Arithmetic operations evaluated (with counting on).
    pub(crate) arith_ops: u64,
    /// Abstract-machine instructions run (with counting on).
    pub(crate) vm_instructions: u64,
    /// [`Machine::gc_cells`] when the counters were last reset.
    pub(crate) gc_cells_at_reset: u64,
    /// Choice points pushed by the program (with counting on).
    pub(crate) counted_choice_points: u64,
    /// Heap cells allocated (with counting or profiling on).
    alloc: alloc_count::AllocCount,
    /// The hooked run loop only profiles (no tracing, counting or depth limit):
    /// calls of static predicates enter their clauses inline (`enter_static`), as
    /// unprofiled calls do, a cost centre's opening its activation there. Set
    /// when a run picks its loop.
    prof_fast: bool,
    /// A clause head is being unified (profiling only: head failures).
    in_head: bool,
    /// The `occurs_check` flag.
    pub(crate) occurs_check: OccursCheck,
    /// An error found by unification (an `occurs_check` error, or a limit passed
    /// while unifying huge terms), raised at the next failure.
    pub(crate) occurs_error: Option<Term>,
    /// Limits checked inside long builtin calls.
    interrupt: interrupt::Interrupt,
    /// Variables bound to new structures by head unification while the occurs check
    /// is on (variable, structure), checked at the neck.
    pub(crate) oc_pending: Vec<(u32, Cell)>,
    /// Attributed variables and scheduled wakeups.
    pub(crate) attv: attvar::AttvStore,
    /// The atoms this machine holds, and atom collection statistics.
    pub(crate) agc: agc::AtomGc,
}

impl Default for Machine {
    fn default() -> Self {
        Machine::new()
    }
}

impl Machine {
    /// A machine with the builtins and library loaded.
    pub fn new() -> Machine {
        let mut m = Machine {
            heap: Vec::with_capacity(1 << 16),
            bigs: Vec::new(),
            big_consts: Vec::new(),
            regs: regfile::RegFile::new(),
            trail: Vec::new(),
            frames: vec![Frame {
                prev: 0,
                cp: HALT_CODE,
                cut_b: 0,
                ybase: 0,
                ny: 0,
                pred: PredId::default(),
            }],
            yvars: Vec::new(),
            cps: Vec::new(),
            argstack: Vec::new(),
            ustack: Vec::new(),
            p: HALT_CODE,
            cp: HALT_CODE,
            e: 0,
            b0: 0,
            hb: 0,
            cleanup_marks: 0,
            s: 0,
            write_mode: false,
            code: vec![
                Instr::Halt,
                Instr::Fail,
                Instr::PortExit,
                Instr::CcExit,
                Instr::WakeReturn,
            ],
            db: Database::default(),
            builtins: Vec::new(),
            globals: HashMap::new(),
            autoload: HashMap::new(),
            pending_ball: None,
            aux_counter: 0,
            call_cache: fasthash::FastMap::default(),
            call_shape: CallShape::default(),
            inferences: 0,
            inference_limit: u64::MAX,
            step_stop: u64::MAX,
            call_gate: POLL_CALLS,
            depth_limit: Default::default(),
            choice_points_created: 0,
            limits: Limits::default(),
            cur_pred: PredId::default(),
            shapes: Vec::new(),
            shape_ids: Default::default(),
            codespace: Default::default(),
            call1: PredId::default(),
            det_failed: PredId::default(),
            streams: streams::Streams::new(),
            cur_in: 0,
            cur_out: 1,
            ops: crate::ops::OpTable::standard(),
            source_ops: crate::ops::OpTable::standard().with_assertion_ops(),
            flags: default_flags(),
            bags: Vec::new(),
            tables: Default::default(),
            ssu: HashMap::new(),
            clause_templates: HashMap::new(),
            started: std::time::Instant::now(),
            last_stat: None,
            last_cpu_stat: None,
            rng_state: 0x2545_f491_4f6c_dd1d,
            sources: Vec::new(),
            pred_file: HashMap::new(),
            superseded: HashSet::new(),
            loaded_files: Vec::new(),
            lambdas: Default::default(),
            loading: Vec::new(),
            halted: None,
            code_index: code_map::CodeMap::default(),
            error_pc: None,
            observer: None,
            tracing: false,
            counting: false,
            counts: Vec::new(),
            out_mask: 0,
            port_frames: Vec::new(),
            pf: events::NO_FRAME,
            unwinding_exception: false,
            roots: Vec::new(),
            gc_threshold: gc::GC_MIN_CELLS,
            gc_count: 0,
            gc_min: gc::GC_MIN_CELLS,
            off_heap: Default::default(),
            prof: None,
            prof_counters: Default::default(),
            builtin_calls: 0,
            arith_ops: 0,
            vm_instructions: 0,
            gc_cells_at_reset: 0,
            counted_choice_points: 0,
            alloc: Default::default(),
            prof_fast: false,
            in_head: false,
            occurs_check: OccursCheck::False,
            occurs_error: None,
            interrupt: Default::default(),
            oc_pending: Vec::new(),
            attv: Default::default(),
            agc: Default::default(),
        };
        m.register_control();
        crate::builtins::register_all(&mut m);
        m.load_library();
        m.det_failed = m.db.pred_id(Atom::new("$det_failed"), 1);
        let arg = m.db.pred_id(Atom::new("arg"), 3);
        m.db.pred_mut(arg)
            .set_shortcut(crate::builtins::arg_shortcut);
        m
    }

    fn register_control(&mut self) {
        // call/N for every N the argument registers hold.
        for n in 1..u32::from(instr::FIRST_TEMP) {
            let id = self.db.pred_id(Atom::CALL, n);
            let p = self.db.pred_mut(id);
            p.kind = PredKind::Control(Control::Call);
            p.defined = true;
            p.library = true;
        }
        self.call1 = self.db.pred_id(Atom::CALL, 1);
        let id = self.db.pred_id(Atom::new("$clause"), 4);
        let p = self.db.pred_mut(id);
        p.kind = PredKind::Control(Control::Clause);
        p.defined = true;
        p.library = true;
    }

    /// Whether `name/arity` has clauses, is a builtin, or is in a library file
    /// loaded on its first call, as seen from the current module or in any module
    /// (assertions name predicates without their module).
    pub fn is_defined(&self, name: &str, arity: u32) -> bool {
        let name = Atom::new(name);
        let defined = |p: PredId| self.db.pred(p).defined;
        self.db
            .lookup_in(self.db.modules.current, name, arity)
            .is_some_and(defined)
            || self.db.modules.local_preds(name, arity).any(defined)
            || self.autoloadable(name, arity)
    }

    /// Parses a goal given as text (command line `-g`).
    pub fn parse_goal(&self, text: &str) -> Result<Term, String> {
        self.parse_text(text)
            .map(|rt| rt.term)
            .map_err(|s| match s {
                Signal::Error(t) | Signal::Throw(t) => {
                    self.format_term(&t, crate::write::WriteOptions::write())
                }
                Signal::Halt(_) => String::from("halt"),
                Signal::Rehook => String::new(),
            })
    }

    /// Describes an uncaught exception for users.
    pub fn describe_error(&self, ball: &Term) -> String {
        crate::messages::describe_error(ball, &self.ops)
    }

    /// The source file, span and predicate of the user clause running when the last
    /// exception was raised, if known.
    pub fn error_site(&self) -> Option<(u32, std::ops::Range<usize>, String)> {
        let pc = self.error_pc?;
        let (pred, clause) = self.code_index.clause_at(pc)?;
        let p = self.db.pred(pred);
        let c = p.clauses.get(clause as usize)?;
        let file = c.source.file?;
        Some((
            file,
            c.source.span.clone(),
            format!("{}/{}", p.name.name(), p.arity),
        ))
    }

    /// Exit code requested by `halt/1` while consulting, if any.
    pub fn halt_requested(&self) -> Option<i32> {
        self.halted
    }

    /// Sets the `argv` flag (the program's own arguments, as SWI-Prolog keeps those
    /// after its script files) and `os_argv` (the whole command line).
    pub fn set_command_line(&mut self, argv: &[String], os_argv: &[String]) {
        let atoms = |args: &[String]| {
            Term::list(
                args.iter()
                    .map(|a| Term::Atom(Atom::new(a)))
                    .collect::<Vec<_>>(),
            )
        };
        self.flags.insert(Atom::new("argv"), atoms(argv));
        self.flags.insert(Atom::new("os_argv"), atoms(os_argv));
    }

    /// Flushes buffered output streams.
    pub fn flush_output(&mut self) {
        self.streams.flush_all();
    }

    /// Sends standard output to memory (for tests and embedding).
    pub fn capture_output(&mut self) {
        self.streams.capture_stdout();
    }

    /// Takes the text captured by `capture_output`.
    pub fn take_output(&mut self) -> String {
        self.streams.take_captured_stdout()
    }

    /// Registers a deterministic builtin `name/arity`.
    pub fn register_builtin(&mut self, name: &str, arity: u32, f: BuiltinFn) {
        let atom = Atom::new(name);
        let bid = self.builtins.len() as u16;
        let polled = interrupt::polled(name, arity);
        let swi_inline = depth::SWI_INLINE.contains(&(name, arity));
        self.builtins.push(BuiltinDef {
            f,
            name: atom,
            arity,
            polled,
            swi_inline,
        });
        let id = self.db.pred_id(atom, arity);
        let p = self.db.pred_mut(id);
        p.kind = PredKind::Builtin(bid);
        p.defined = true;
        p.library = true;
        p.system = true;
    }

    #[inline(always)]
    fn hooks_tracing(&self) -> bool {
        HOOKS && self.tracing
    }

    #[inline(always)]
    fn hooks_counting(&self) -> bool {
        HOOKS && self.counting
    }

    /// Sets the resource limits.
    pub fn set_limits(&mut self, limits: Limits) {
        self.limits = limits;
        self.update_step_stop();
    }

    /// Sets the heap size (cells) at which the next garbage collection runs (tests use
    /// small values to collect often).
    #[doc(hidden)]
    pub fn set_gc_threshold(&mut self, cells: usize) {
        self.gc_threshold = cells;
        self.gc_min = cells;
    }

    /// Garbage collections so far.
    pub fn gc_count(&self) -> u64 {
        self.gc_count
    }

    /// Heap cells the garbage collections so far went over (the heap's size at
    /// each): what calibration amortises over many runs ([`crate::Counter::GcCells`]).
    pub fn gc_cells(&self) -> u64 {
        self.off_heap.gc_cells
    }

    /// Predicate calls made so far.
    pub fn inferences(&self) -> u64 {
        self.inferences
    }

    #[inline(always)]
    fn slot_get(&self, s: Slot) -> Cell {
        match s {
            Slot::X(x) => self.regs.at(x),
            Slot::Y(y) => self.yvars[(self.frames[self.e as usize].ybase + y as u32) as usize],
        }
    }

    #[inline(always)]
    fn slot_set(&mut self, s: Slot, c: Cell) {
        match s {
            Slot::X(x) => self.regs.set(x, c),
            Slot::Y(y) => {
                let i = (self.frames[self.e as usize].ybase + y as u32) as usize;
                self.yvars[i] = c;
            }
        }
    }

    #[inline]
    pub(crate) fn set_hb(&mut self) {
        self.hb = self.cps.last().map_or(0, |c| c.h) | self.attv.hb_pin;
    }

    /// Removes choice points above `level` (a cut): the cleanup goals of the
    /// `setup_call_cleanup/3` marks among them run.
    #[inline]
    pub(crate) fn cut_to(&mut self, level: u32) {
        if self.cleanup_marks > 0 && (self.cps.len() as u32) > level {
            let goals = self.take_cleanup_goals(level);
            self.pop_to(level);
            self.run_cleanups(goals);
        } else {
            self.pop_to(level);
        }
    }

    /// Removes choice points above `level` without running cleanup goals
    /// (backtracking pops its own choice points this way).
    #[inline]
    pub(crate) fn pop_to(&mut self, level: u32) {
        if (self.cps.len() as u32) > level {
            let args = self.cps[level as usize].args;
            self.cps.truncate(level as usize);
            self.argstack.truncate(args as usize);
            self.set_hb();
        }
    }

    /// Pushes a choice point the program made (counted in `choice_points`).
    /// Inlined, with [`Machine::push_choice_uncounted`], into the calls that push
    /// one (`enter_static`, `enter_clause`): the frame is then written into the
    /// vector field by field instead of built on the stack, passed by pointer and
    /// copied (about 140 machine instructions a push before).
    #[inline(always)]
    pub(crate) fn push_choice(&mut self, alt: Alternative, nargs: u32, gen: u64) {
        self.choice_points_created += 1;
        if self.counting {
            self.counted_choice_points += 1;
        }
        self.push_choice_uncounted(alt, nargs, gen);
    }

    /// Pushes a choice point the program did not make (a query's barrier, a cleanup
    /// handler's): not counted in the `choice_points` resource.
    #[inline(always)]
    pub(crate) fn push_choice_uncounted(&mut self, alt: Alternative, nargs: u32, gen: u64) {
        let (frame_top, ytop) = self.protected_tops();
        let args = self.argstack.len() as u32;
        self.argstack
            .extend_from_slice(&self.regs[..nargs as usize]);
        let h = self.heap.len() as u32;
        self.cps.push(ChoicePoint {
            alt,
            e: self.e,
            cp: self.cp,
            b0: self.b0,
            h,
            tr: self.trail.len() as u32,
            frame_top: frame_top.max(self.e + 1),
            ytop: ytop.max(self.cur_ytop()),
            bigs: self.bigs.len() as u32,
            args,
            nargs,
            gen,
            catch_flag: u32::MAX,
            port_frame: self.pf,
            pf_len: self.port_frames.len() as u32,
            pf_owner: events::NO_FRAME,
            cc_redo: cc::NO_REDO,
            depth: self.depth_limit.body,
        });
        self.hb = h | self.attv.hb_pin;
    }

    #[inline]
    fn cur_ytop(&self) -> u32 {
        let f = &self.frames[self.e as usize];
        f.ybase + f.ny
    }

    #[inline]
    fn protected_tops(&self) -> (u32, u32) {
        self.cps.last().map_or((0, 0), |c| (c.frame_top, c.ytop))
    }

    #[inline(always)]
    fn allocate<const H: bool>(&mut self, n: u32) -> Result<(), Signal> {
        let (ftop, ytop) = self.protected_tops();
        let idx = (self.e + 1).max(ftop);
        let ybase = self.cur_ytop().max(ytop);
        let frame = Frame {
            prev: self.e,
            cp: self.cp,
            cut_b: self.b0,
            ybase,
            ny: n,
            pred: self.cur_pred,
        };
        match self.frames.get_mut(idx as usize) {
            Some(f) => *f = frame,
            None => self.push_frame(frame)?,
        }
        let need = (ybase + n) as usize;
        match self.yvars.get_mut(ybase as usize..need) {
            Some(ys) => ys.fill(Cell::Atom(Atom::NIL)),
            None => self.grow_yvars(ybase as usize, need),
        }
        if H && self.depth_limit.on {
            self.depth_limit.save_body(idx);
        }
        self.e = idx;
        Ok(())
    }

    /// A new environment frame on top of all (out of line: frames are reused).
    #[cold]
    fn push_frame(&mut self, frame: Frame) -> Result<(), Signal> {
        if self.frames.len() >= self.limits.frames {
            return Err(resource_error("stack"));
        }
        self.frames.push(frame);
        Ok(())
    }

    /// Grows the Y stack to `need` cells, `base..need` cleared.
    #[cold]
    fn grow_yvars(&mut self, base: usize, need: usize) {
        self.yvars.resize(need, Cell::Atom(Atom::NIL));
        self.yvars[base..need].fill(Cell::Atom(Atom::NIL));
    }

    /// Enters predicate `pred` with arguments in the argument registers.
    /// A call to a procedure that does not exist, as the `unknown` flag says: an
    /// existence error (`error`), failure (`fail`), or a warning on standard error
    /// and failure (`warning`).
    fn unknown_procedure(&mut self, name: Atom, arity: u32) -> Result<bool, Signal> {
        let error = existence_error(name, arity);
        match self.flags.get(&Atom::new("unknown")) {
            Some(Term::Atom(a)) if a.name() == "fail" => Ok(false),
            Some(Term::Atom(a)) if a.name() == "warning" => {
                let text = self.describe_error(&error_term(error, None));
                self.write_text(2, &format!("Warning: {text}\n"));
                Ok(false)
            }
            _ => Err(Signal::Error(error)),
        }
    }

    fn call_pred<const H: bool>(&mut self, pred: PredId) -> Result<bool, Signal> {
        self.inferences += 1;
        if self.inferences >= self.call_gate {
            self.pass_call_gate()?;
        }
        if self.heap.len() >= self.gc_threshold {
            let arity = self.db.preds[pred.index()].arity as usize;
            self.gc(arity);
            if self.over_memory_limit() {
                return Err(resource_error("memory"));
            }
        }
        if H && self.depth_limit.on && !self.depth_call(pred) {
            return Ok(false);
        }
        let p = &self.db.preds[pred.index()];
        match p.kind {
            PredKind::Clauses => {
                if !H && p.shortcut().is_some() {
                    if let Some(ok) = self.answer_by_shortcut(pred) {
                        return Ok(ok);
                    }
                }
                if H && self.prof.is_some() {
                    let cc = self.db.preds[pred.index()].cc();
                    self.in_head = true;
                    if cc != self::cc::NO_CC {
                        self.cc_enter(cc);
                    }
                }
                if self.db.preds[pred.index()].dyn_index.is_some() {
                    return self.call_dynamic::<H>(pred);
                }
                let p = &self.db.preds[pred.index()];
                if p.is_dirty() {
                    self.db.pred_mut(pred).rebuild_index();
                }
                let p = &self.db.preds[pred.index()];
                let list = self.first_arg_candidates(p);
                let gen = self.db.generation;
                let clauses = &p.clauses;
                // Static predicates only list live clauses: no visibility to check.
                let dynamic = p.dynamic;
                let mut i = 0;
                while dynamic && i < list.len() && !clauses[list[i] as usize].visible(gen) {
                    i += 1;
                }
                if i == list.len() {
                    return self.no_clause::<H>(pred);
                }
                let mut j = i + 1;
                while dynamic && j < list.len() && !clauses[list[j] as usize].visible(gen) {
                    j += 1;
                }
                let clause_id = list[i];
                let more = (j < list.len()).then(|| Alternative::Clauses {
                    pred,
                    list: list.clone(),
                    next: j as u32,
                });
                self.enter_clause::<H>(pred, clause_id, more, gen);
                Ok(true)
            }
            PredKind::Builtin(id) => {
                if H && self.counting {
                    self.builtin_calls += 1;
                }
                self.b0 = self.cps.len() as u32;
                let ok = match self.run_builtin(id) {
                    Err(Signal::Rehook) => {
                        self.p = self.cp;
                        self.depth_return();
                        return Err(Signal::Rehook);
                    }
                    r => r?,
                };
                if ok {
                    self.p = self.cp;
                    if H {
                        self.depth_return();
                    }
                    if self.wakeup_pending() {
                        return self.wakeup::<H>(self.p);
                    }
                }
                Ok(ok)
            }
            PredKind::Control(Control::Call) => {
                let arity = p.arity;
                self.call_n::<H>(arity)
            }
            PredKind::Control(Control::Clause) => {
                self.b0 = self.cps.len() as u32;
                self.access_call()
            }
        }
    }

    /// Calls dynamic predicate `pred` (out of line: static calls stay compact).
    #[inline(never)]
    fn call_dynamic<const H: bool>(&mut self, pred: PredId) -> Result<bool, Signal> {
        let key = if self.db.preds[pred.index()].arity > 0 {
            self.key_of(self.deref(self.regs[0]))
        } else {
            None
        };
        let gen = self.db.generation;
        match self.dynamic_first(pred, key, gen) {
            Some((clause_id, more)) => {
                self.enter_clause::<H>(pred, clause_id, more, gen);
                Ok(true)
            }
            None => self.no_clause::<H>(pred),
        }
    }

    /// A call of `pred` that no clause matches: an existence error if it is unknown,
    /// else a failure.
    fn no_clause<const H: bool>(&mut self, pred: PredId) -> Result<bool, Signal> {
        let p = &self.db.preds[pred.index()];
        if !p.defined && !p.dynamic {
            let (name, arity) = (p.name, p.arity);
            if let Some(target) = self.db.late_target(pred) {
                self.depth_call_again();
                return self.call_pred::<H>(target);
            }
            if self.autoload(name, arity) {
                self.depth_call_again();
                return self.call_pred::<H>(pred);
            }
            return self.unknown_procedure(name, arity);
        }
        if H && self.tracing && !p.library {
            self.trace_call(pred);
            self.trace_immediate_fail();
        }
        Ok(false)
    }

    /// Enters clause `clause_id` of `pred`, pushing `more` (its alternatives) if any.
    #[inline(always)]
    fn enter_clause<const H: bool>(
        &mut self,
        pred: PredId,
        clause_id: u32,
        more: Option<Alternative>,
        gen: u64,
    ) {
        let p = &self.db.preds[pred.index()];
        let code = p.clauses[clause_id as usize].code;
        let traced = H && self.tracing && !p.library;
        let nargs = p.arity;
        self.b0 = self.cps.len() as u32;
        if traced {
            self.trace_call(pred);
            self.trace_clause(clause_id);
        }
        if let Some(alt) = more {
            self.push_choice(alt, nargs, gen);
            if traced {
                if let Some(cp) = self.cps.last_mut() {
                    cp.pf_owner = self.pf;
                }
            }
        }
        self.cur_pred = pred;
        if H && self.counting {
            self.note_call_mask(nargs);
        }
        self.p = code;
    }

    /// Runs builtin `id`: success or failure returns here, inside the run loop;
    /// errors and a pending occurs-check error go out of line.
    #[inline(always)]
    fn run_builtin(&mut self, id: BuiltinId) -> Result<bool, Signal> {
        match self.run_polled(id) {
            Ok(ok) if self.occurs_error.is_none() => Ok(ok),
            r => self.builtin_error(r, id),
        }
    }

    /// The signal of a builtin that raised an error or left an occurs-check error:
    /// `error(Formal, Context)` with the builtin as its context.
    #[cold]
    #[inline(never)]
    fn builtin_error(&mut self, r: Result<bool, Signal>, id: BuiltinId) -> Result<bool, Signal> {
        let r = match self.occurs_error.take() {
            Some(formal) if r.is_ok() => Err(Signal::Error(formal)),
            _ => r,
        };
        match r {
            Err(Signal::Error(formal)) => {
                let BuiltinDef { name, arity, .. } = self.builtins[id as usize];
                Err(Signal::Throw(error_term(formal, Some((name, arity)))))
            }
            other => other,
        }
    }

    /// The occurs check of head unification, at the neck: no variable that head
    /// unification bound to a new structure may occur in it.
    fn check_head_occurs(&mut self) -> bool {
        let pending = std::mem::take(&mut self.oc_pending);
        let mut ok = true;
        for &(var, value) in &pending {
            // Unbound again for the check (and for the error's culprit).
            let bound = self.heap[var as usize];
            self.heap[var as usize] = Cell::Ref(var);
            let occurs = self.var_occurs(var, value);
            if occurs {
                self.occurs_violation(var, value);
            }
            self.heap[var as usize] = bound;
            if occurs {
                ok = false;
                break;
            }
        }
        self.oc_pending = pending;
        self.oc_pending.clear();
        ok
    }

    /// `call/N`: builds the goal from `A0` plus `A1..A(n-1)` and enters it.
    fn call_n<const H: bool>(&mut self, n: u32) -> Result<bool, Signal> {
        let (module, goal) = self.strip_module_cell(self.regs[0]);
        let mut args: Vec<Cell> = Vec::new();
        let name = match goal {
            Cell::Ref(_) => return Err(Signal::Error(Term::atom("instantiation_error"))),
            // The dict functor and dicts are not callable (SWI-Prolog 9).
            Cell::Atom(a) if a != Atom::DICT => a,
            Cell::Str(s) if self.passes(commit::TypeTest::Callable, goal) => {
                let Cell::Fun(f, k) = self.heap[s as usize] else {
                    return Ok(false);
                };
                args.extend_from_slice(&self.heap[s as usize + 1..=s as usize + k as usize]);
                f
            }
            Cell::Lis(p) => {
                args.push(self.heap[p as usize]);
                args.push(self.heap[p as usize + 1]);
                Atom::DOT
            }
            other => {
                let culprit = self.to_term(other);
                return Err(Signal::Throw(error_term(
                    Term::compound("type_error", vec![Term::atom("callable"), culprit]),
                    None,
                )));
            }
        };
        args.extend_from_slice(&self.regs[1..n as usize]);
        if args.len() >= instr::FIRST_TEMP as usize {
            return Err(Signal::Error(Term::compound(
                "representation_error",
                vec![Term::atom("max_arity")],
            )));
        }
        let arity = args.len() as u32;
        let is_control =
            (arity == 2 && compile::is_binary_control(name)) || (arity == 0 && name == Atom::CUT);
        if is_control {
            let goal = if n > 1 {
                self.build_goal(name, &args)
            } else {
                goal
            };
            let saved = std::mem::replace(&mut self.db.modules.current, module);
            self.depth_limit.meta = H && self.depth_limit.on;
            let entered = self.call_control::<H>(goal);
            self.db.modules.current = saved;
            return entered;
        }
        let pred = self.db.pred_id_in(module, name, arity);
        if module != Atom::USER {
            self.qualify_meta_cells(pred, name, module, &mut args);
        }
        self.regs[..args.len()].copy_from_slice(&args);
        self.depth_limit.meta = H && self.depth_limit.on;
        self.call_pred::<H>(pred)
    }

    /// The goal arguments of a meta-predicate called in `module` (`call(m:G, X)`)
    /// qualified with it, as the compiler qualifies them in a clause of `module`:
    /// a yall lambda built in a module runs its body there. A `^` argument
    /// (`bagof(X, Y^p(X, Y), L)`) becomes `m:(Y^p(X, Y))`, which bagof/3 reads.
    fn qualify_meta_cells(&mut self, pred: PredId, name: Atom, module: Atom, args: &mut [Cell]) {
        let Some(spec) = self.db.meta_spec(pred, name, args.len() as u32) else {
            return;
        };
        for (a, s) in args.iter_mut().zip(spec) {
            if !s.takes_goal() && s != modules::MetaArg::Caret {
                continue;
            }
            let qualified = matches!(self.deref(*a),
                Cell::Str(h) if self.heap[h as usize] == Cell::Fun(Atom::COLON, 2));
            if !qualified {
                *a = self.build_goal(Atom::COLON, &[Cell::Atom(module), *a]);
            }
        }
    }

    /// The module and goal of a (dereferenced) `M:G` cell, `user` and the cell itself
    /// when it is not qualified.
    pub(crate) fn strip_module_cell(&self, cell: Cell) -> (Atom, Cell) {
        let mut module = Atom::USER;
        let mut goal = self.deref(cell);
        while let Cell::Str(s) = goal {
            match (self.heap[s as usize], self.deref(self.heap[s as usize + 1])) {
                (Cell::Fun(Atom::COLON, 2), Cell::Atom(m)) => {
                    module = m;
                    goal = self.deref(self.heap[s as usize + 2]);
                }
                _ => break,
            }
        }
        (module, goal)
    }

    /// Builds `name(args...)` on the heap.
    pub(crate) fn build_goal(&mut self, name: Atom, args: &[Cell]) -> Cell {
        if args.is_empty() {
            return Cell::Atom(name);
        }
        let h = self.heap.len() as u32;
        if name == Atom::DOT && args.len() == 2 {
            self.heap.extend_from_slice(args);
            return Cell::Lis(h);
        }
        self.heap.push(Cell::Fun(name, args.len() as u32));
        self.heap.extend_from_slice(args);
        Cell::Str(h)
    }

    /// Calls a control construct by compiling it into a temporary predicate. A goal
    /// of a shape compiled before is keyed straight from the heap
    /// ([`Machine::heap_call_key`]) and called with no skeleton built.
    fn call_control<const H: bool>(&mut self, goal: Cell) -> Result<bool, Signal> {
        let mut shape = std::mem::take(&mut self.call_shape);
        let keyed = self.heap_call_key(goal, &mut shape);
        let cached = keyed.then(|| self.call_cache.get(&shape.key[..]).copied());
        let result = match cached.flatten() {
            Some(pred) => {
                self.load_call_vars(&shape.addrs);
                Ok(pred)
            }
            None => self.compile_call(goal),
        };
        self.call_shape = shape;
        self.call_pred::<H>(result?)
    }

    /// Compiles control construct `goal` for [`Machine::call_control`], caches the
    /// clause under its key (the key [`Machine::heap_call_key`] writes for the next
    /// call of that shape) and loads the registers with what its variables stand for.
    fn compile_call(&mut self, goal: Cell) -> Result<PredId, Signal> {
        let mut vars = HashMap::new();
        let term = self.goal_skeleton(goal, &mut vars);
        if check_body(&term).is_err() {
            // The culprit as written: the skeleton has variables for its arguments.
            let culprit = self.to_term(goal);
            return Err(Signal::Throw(error_term(
                Term::compound("type_error", vec![Term::atom("callable"), culprit]),
                None,
            )));
        }
        let key = call_key::call_key(self.db.modules.current, &term);
        let mut by_number: Vec<(u32, u32)> = vars.into_iter().map(|(addr, v)| (v, addr)).collect();
        by_number.sort_unstable();
        let addrs: Vec<u32> = by_number.into_iter().map(|(_, addr)| addr).collect();
        let pred = match self.call_cache.get(&key) {
            Some(p) => *p,
            None => {
                let vars = (0..addrs.len() as u32).map(Term::Var).collect();
                let head = compile::aux_head(Atom::new("$call"), vars);
                let pred = self.add_hidden_clause(head, term).map_err(Signal::Throw)?;
                if self.call_cache.len() < 10_000 {
                    self.call_cache.insert(key, pred);
                }
                pred
            }
        };
        self.load_call_vars(&addrs);
        Ok(pred)
    }

    /// Loads the registers with references to the cells at `addrs`, the values of a
    /// compiled call's variables in the order of their numbers (packed into one
    /// compound when there are too many for registers).
    fn load_call_vars(&mut self, addrs: &[u32]) {
        if !compile::packs_vars(addrs.len()) {
            for (reg, &addr) in self.regs.iter_mut().zip(addrs) {
                *reg = Cell::Ref(addr);
            }
        } else {
            let refs: Vec<Cell> = addrs.iter().map(|&addr| Cell::Ref(addr)).collect();
            self.regs[0] = self.build_goal(Atom::new(compile::PACKED_VARS), &refs);
        }
    }

    /// Compiles `head :- body` as a fresh hidden predicate named after `head`.
    fn add_hidden_clause(&mut self, head: Term, body: Term) -> Result<PredId, Term> {
        self.aux_counter += 1;
        let name = Atom::new(&format!("$call{}", self.aux_counter));
        let head = match head {
            Term::Compound(_, a) => Term::Compound(name, a),
            _ => Term::Atom(name),
        };
        // The predicate the clause went to: the current module's own.
        self.add_clause(&head, &body, true, Default::default())
            .map_err(|e| e.to_term())
    }

    /// Backtracks to the newest alternative. `Err(Outcome::Failed)` at a barrier.
    pub(crate) fn backtrack(&mut self) -> Result<(), Outcome> {
        self.attv.wakeups.clear();
        loop {
            let Some(top) = self.cps.last() else {
                return Err(Outcome::Failed);
            };
            let tr = top.tr as usize;
            let h = top.h as usize;
            let bigs = top.bigs as usize;
            let (e, cp, b0, cc_redo) = (top.e, top.cp, top.b0, top.cc_redo);
            self.depth_limit.body = top.depth;
            self.undo_trail(tr);
            self.truncate_heap::<HOOKS>(h);
            self.truncate_bigs(bigs);
            self.e = e;
            self.cp = cp;
            let level = self.cps.len() as u32 - 1;
            if self.prof.is_some() {
                self.cc_backtrack(level, cc_redo);
            }
            let top = self.cps.last().ok_or(Outcome::Failed)?;
            let ports = (top.pf_len, top.pf_owner, top.port_frame);
            let (pf_len, _, port_frame) = ports;
            match &top.alt {
                Alternative::Barrier => {
                    if self.hooks_tracing() {
                        let exc = std::mem::take(&mut self.unwinding_exception);
                        self.trace_unwind(pf_len, None, port_frame, exc);
                    }
                    return Err(Outcome::Failed);
                }
                Alternative::Exhausted => {
                    self.b0 = b0;
                    self.cut_to(level);
                    continue;
                }
                Alternative::Cleanup => {
                    self.b0 = b0;
                    self.cleanup_marks -= 1;
                    self.pop_to(level);
                    continue;
                }
                Alternative::Access(_)
                | Alternative::Dynamic { .. }
                | Alternative::Clauses { .. } => {}
            }
            if self.retry(level, ports) {
                return Ok(());
            }
        }
    }

    /// Backtracking enters clause `clause_id` of `pred` (code at `code`) from the
    /// choice point at `level`; `ports` are its port-frame fields (length, owner,
    /// current frame) for the tracer.
    #[inline(always)]
    fn resume_clause(
        &mut self,
        pred: PredId,
        clause_id: u32,
        code: u32,
        level: u32,
        nargs: u32,
        ports: (u32, u32, u32),
    ) {
        let (pf_len, pf_owner, port_frame) = ports;
        self.b0 = level;
        self.cur_pred = pred;
        if self.hooks_tracing() {
            let exc = std::mem::take(&mut self.unwinding_exception);
            let owner = (pf_owner != events::NO_FRAME).then_some(pf_owner);
            self.trace_unwind(pf_len, owner, port_frame, exc);
            if owner.is_some() {
                self.trace_clause(clause_id);
            }
        }
        if self.hooks_counting() {
            self.note_call_mask(nargs);
        }
        self.unwinding_exception = false;
        self.in_head = self.prof.is_some();
        self.p = code;
    }

    /// Handles a thrown ball: resumes at the newest active catch frame, or returns the
    /// uncaught error.
    fn throw(&mut self, ball: Term) -> Result<(), Outcome> {
        self.attv.wakeups.clear();
        for idx in (0..self.cps.len()).rev() {
            let cp = &self.cps[idx];
            if matches!(cp.alt, Alternative::Barrier) {
                if self.hooks_tracing() {
                    let (keep, pf) = (cp.pf_len, cp.port_frame);
                    self.trace_unwind(keep, None, pf, true);
                }
                return Err(Outcome::Error(ball));
            }
            if cp.catch_flag != u32::MAX {
                let flag = self.deref(Cell::Ref(cp.catch_flag));
                if matches!(flag, Cell::Ref(_)) {
                    self.cut_to(idx as u32 + 1);
                    self.pending_ball = Some(ball);
                    self.unwinding_exception = true;
                    return self.backtrack();
                }
            }
        }
        Err(Outcome::Error(ball))
    }

    /// Runs instructions from `self.p` until the query succeeds, fails or stops.
    pub(crate) fn run(&mut self) -> Outcome {
        loop {
            // Hooks can only change between runs: pick the instantiation once.
            self.prof_fast = self.prof.is_some()
                && !self.hooks_tracing()
                && !self.hooks_counting()
                && !self.depth_limit.on;
            let step = if self.hooks_tracing()
                || self.hooks_counting()
                || self.prof.is_some()
                || self.depth_limit.on
            {
                self.run_inner::<true>()
            } else {
                self.run_inner::<false>()
            };
            let r = match step {
                Ok(outcome) => return outcome,
                Err(Signal::Throw(ball)) => {
                    self.error_pc = Some(self.p.saturating_sub(1));
                    self.throw(ball)
                }
                Err(Signal::Error(formal)) => {
                    self.error_pc = Some(self.p.saturating_sub(1));
                    self.throw(error_term(formal, None))
                }
                Err(Signal::Halt(code)) => return Outcome::Halted(code),
                Err(Signal::Rehook) => continue,
            };
            if let Err(outcome) = r {
                return outcome;
            }
        }
    }

    /// Runs instructions from `self.p` until the query succeeds, fails or stops:
    /// dispatches each instruction to its step (`steps.rs`, `superinstr.rs`) and
    /// takes the failure path when the step fails.
    fn run_inner<const H: bool>(&mut self) -> Result<Outcome, Signal> {
        loop {
            // Matched in place: each arm reads only its own operands.
            let pc = self.p as usize;
            self.p += 1;
            if H && self.counting {
                self.vm_instructions += 1;
            }
            let ok = match self.code[pc] {
                Instr::GetVar { slot, a } => self.get_var(slot, a),
                Instr::GetVal { slot, a } => self.get_val(slot, a),
                Instr::GetConst { c, a } => self.get_const(c, a),
                Instr::GetStruct { name, arity, a } => self.get_struct(name, arity, a),
                Instr::GetList { a } => self.get_list(a),
                Instr::GetListPair { a, head, tail } => self.fused_list_pair(a, head, tail),
                Instr::UnifyVar { slot } => self.unify_var(slot),
                Instr::UnifyVal { slot } => self.unify_val(slot),
                Instr::UnifyConst { c } => self.unify_const(c),
                Instr::UnifyVoid { n } => self.unify_void(n),
                Instr::PutVar { slot, a } => self.put_var(slot, a),
                Instr::PutVal { slot, a } => self.put_val(slot, a),
                Instr::PutVoid { a } => self.put_void(a),
                Instr::PutConst { c, a } => self.put_const(c, a),
                Instr::PutStruct { name, arity, a } => self.put_struct(name, arity, a),
                Instr::PutList { a } => self.put_list(a),
                Instr::SetVar { slot } => self.set_var(slot),
                Instr::SetVal { slot } => self.set_val(slot),
                Instr::SetConst { c } => self.set_const(c),
                Instr::SetVoid { n } => self.set_void(n),
                Instr::Neck { shape } => self.neck::<H>(shape)?,
                Instr::NeckProceed { shape } => self.neck_proceed::<H>(shape)?,
                Instr::NeckExecute { shape, pred } => self.neck_execute::<H>(shape, pred)?,
                Instr::Allocate { n } => self.allocate::<H>(n as u32).map(|()| true)?,
                Instr::Deallocate => self.deallocate(),
                Instr::Call { pred } => self.call::<H>(pred)?,
                Instr::Execute { pred } => self.execute::<H>(pred)?,
                Instr::Proceed => self.proceed::<H>(),
                Instr::Builtin { id, .. } => self.builtin::<H>(id)?,
                Instr::Is { slot, a, reclaim } => self.eval_is::<H>(slot, a, reclaim)?,
                Instr::NeckCut => self.neck_cut::<H>(),
                Instr::Cut => self.cut::<H>(),
                Instr::Fail => false,
                Instr::Halt => return Ok(Outcome::Solved),
                Instr::PortExit => {
                    self.trace_exit();
                    true
                }
                Instr::CcExit => {
                    self.cc_exit();
                    true
                }
                Instr::WakeReturn => {
                    self.wake_return();
                    true
                }
            };
            if !ok {
                if let Some(end) = self.fail_back::<H>() {
                    return end;
                }
            }
        }
    }
}

/// Checks that every goal of a body is callable; returns the culprit if not.
fn check_body(t: &Term) -> Result<(), Term> {
    let mut stack = vec![t];
    while let Some(t) = stack.pop() {
        match t {
            Term::Compound(f, a) if a.len() == 2 && compile::is_binary_control(*f) => {
                stack.extend(a.iter());
            }
            Term::Var(_) | Term::Atom(_) | Term::Compound(_, _) => {}
            _ => return Err(t.clone()),
        }
    }
    Ok(())
}

/// How SWI-Prolog 9 reads `"..."` where no `double_quotes` setting applies: at
/// start-up, and in each new module (a module's setting is its own).
pub(crate) fn default_double_quotes() -> Term {
    Term::atom("string")
}

fn default_flags() -> HashMap<Atom, Term> {
    let mut f = HashMap::new();
    for (k, v) in [
        ("bounded", Term::atom("false")),
        ("max_tagged_integer", Term::Int((1 << 60) - 1)),
        ("min_tagged_integer", Term::Int(-(1 << 60))),
        ("double_quotes", default_double_quotes()),
        ("unknown", Term::atom("error")),
        ("occurs_check", Term::atom("false")),
        ("debug", Term::atom("false")),
        ("integer_rounding_function", Term::atom("toward_zero")),
        ("char_conversion", Term::atom("false")),
        ("max_arity", Term::atom("unbounded")),
        ("last_call_optimisation", Term::atom("true")),
        ("argv", Term::Atom(Atom::NIL)),
        ("os_argv", Term::Atom(Atom::NIL)),
        // Flags programs and test suites read or set, with SWI-Prolog 9's values.
        ("optimise", Term::atom("false")),
        ("gc", Term::atom("true")),
        ("agc_margin", Term::Int(10000)),
        ("generate_debug_info", Term::atom("true")),
        ("character_escapes", Term::atom("true")),
        ("verbose", Term::atom("normal")),
        ("verbose_load", Term::atom("silent")),
        ("report_error", Term::atom("true")),
        ("autoload", Term::atom("true")),
        ("encoding", Term::atom("utf8")),
        ("back_quotes", Term::atom("codes")),
        ("var_prefix", Term::atom("false")),
        ("iso", Term::atom("false")),
        ("traditional", Term::atom("false")),
        ("prefer_rationals", Term::atom("false")),
        ("float_overflow", Term::atom("error")),
        ("float_zero_div", Term::atom("error")),
        ("float_undefined", Term::atom("error")),
        ("write_attributes", Term::atom("ignore")),
        ("tty_control", Term::atom("false")),
        ("debug_on_error", Term::atom("true")),
        ("signals", Term::atom("true")),
        ("unix", Term::atom("true")),
        ("threads", Term::atom("false")),
        ("address_bits", Term::Int(64)),
        ("max_char_code", Term::Int(0x10FFFF)),
        // costlog runs SWI-Prolog 9 programs: it answers as the SWI-Prolog it emulates.
        ("dialect", Term::atom("swi")),
        ("version", Term::Int(90004)),
        (
            "version_data",
            Term::compound(
                "swi",
                vec![Term::Int(9), Term::Int(0), Term::Int(4), Term::atom("[]")],
            ),
        ),
    ] {
        f.insert(Atom::new(k), v);
    }
    f
}

/// `error(Formal, context(system:Name/Arity, _))` for an error a builtin raised
/// (named as SWI-Prolog names it, see `error_context.rs`), or `error(Formal, _)`
/// without a predicate.
pub(crate) fn error_term(formal: Term, pred: Option<(Atom, u32)>) -> Term {
    let fresh = var_after(&formal);
    let context = match pred.and_then(|(name, arity)| error_context::culprit(name, arity)) {
        Some(culprit) => Term::compound("context", vec![culprit, Term::Var(fresh)]),
        None => Term::Var(fresh),
    };
    Term::Compound(Atom::ERROR, vec![formal, context])
}

/// `error(Formal, context(Name/Arity, _))`: a builtin's error whose context names it
/// without `system:`, as SWI-Prolog does for some (`atom_codes(f(x), L)`).
pub(crate) fn unqualified_error_term(formal: Term, name: &str, arity: u32) -> Term {
    let fresh = var_after(&formal);
    let indicator = Term::Compound(Atom::SLASH, vec![Term::atom(name), Term::Int(arity.into())]);
    let context = Term::compound("context", vec![indicator, Term::Var(fresh)]);
    Term::Compound(Atom::ERROR, vec![formal, context])
}

/// A variable id above every variable of `t`, so that an error's context variable is
/// distinct from its formal's (`occurs_check(X, f(X))`).
pub(crate) fn var_after(t: &Term) -> VarId {
    let mut fresh = 0;
    let mut stack = vec![t];
    while let Some(t) = stack.pop() {
        match t {
            Term::Var(v) => fresh = fresh.max(v + 1),
            Term::Compound(_, args) => stack.extend(args),
            _ => {}
        }
    }
    fresh
}

/// `existence_error(procedure, Name/Arity)`.
fn existence_error(name: Atom, arity: u32) -> Term {
    Term::compound(
        "existence_error",
        vec![
            Term::atom("procedure"),
            Term::Compound(Atom::SLASH, vec![Term::Atom(name), Term::Int(arity as i64)]),
        ],
    )
}

impl Machine {
    /// Recomputes the one inference count calls check ([`Machine::step_stop`]).
    pub(crate) fn update_step_stop(&mut self) {
        self.step_stop = self.limits.steps.min(self.inference_limit);
        self.set_call_gate();
    }

    /// Sets [`Machine::call_gate`] from the current count: the first count past
    /// `step_stop` or, if sooner, the next multiple of [`POLL_CALLS`] (where a call
    /// looks at the deadline). Counts only grow by one a call, so no count that
    /// needs a check is skipped until the gate is passed and set again.
    pub(crate) fn set_call_gate(&mut self) {
        let next_poll = (self.inferences | (POLL_CALLS - 1)).saturating_add(1);
        self.call_gate = self.step_stop.saturating_add(1).min(next_poll);
    }

    /// A call's count reached [`Machine::call_gate`]: the step limit's error if it
    /// is passed, the time limit's if a look at the deadline is due and finds it
    /// passed; the next gate otherwise.
    #[cold]
    fn pass_call_gate(&mut self) -> Result<(), Signal> {
        self.set_call_gate();
        if self.inferences > self.step_stop {
            return Err(self.steps_exceeded());
        }
        if self.inferences.is_multiple_of(POLL_CALLS) {
            if let Some(deadline) = self.limits.deadline {
                if std::time::Instant::now() > deadline {
                    return Err(resource_error("time"));
                }
            }
        }
        Ok(())
    }

    /// The call count passed `step_stop`: the steps limit's resource error, or
    /// `call_with_inference_limit/3`'s `inference_limit_exceeded` (its limit is
    /// lifted, so that the handlers can run).
    #[cold]
    fn steps_exceeded(&mut self) -> Signal {
        if self.inferences > self.limits.steps {
            return resource_error("steps");
        }
        self.inference_limit = u64::MAX;
        self.update_step_stop();
        Signal::Throw(Term::atom("inference_limit_exceeded"))
    }
}

/// Calls between two looks at the deadline (a power of two).
const POLL_CALLS: u64 = 1 << 12;

/// `resource_error(What)` as a signal.
fn resource_error(what: &str) -> Signal {
    Signal::Error(Term::compound("resource_error", vec![Term::atom(what)]))
}
