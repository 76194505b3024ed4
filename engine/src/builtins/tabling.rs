//! The answer tables behind tabling (`:- table`), the Rust half of
//! `prelude/tabling.pl`, which describes the evaluation.
//!
//! A table is found by the variant-normal form of its call (a byte key in which
//! variables are numbered by first occurrence). Calls, answers and the consumers
//! waiting for answers are copied out of the heap into [`Bag`]s (answers packed in
//! one store per table, [`Answers`]), so they survive backtracking. New answers and
//! updated moded answers put work on a queue: run a consumer's continuation on an
//! answer, or evaluate again a table that read another table's answers without a
//! continuation (a "fallback" reader).

use super::answers::Answers;
use super::{findall::Bag, inst_error, type_error};
use crate::atom::Atom;
use crate::machine::cell::Cell;
use crate::machine::fasthash::{FastMap, FastSet};
use crate::machine::{BResult, Machine, Signal};
use crate::term::Term;
use std::collections::{HashMap, VecDeque};
use std::rc::Rc;
use std::sync::OnceLock;

/// The atoms the tabling builtins answer with, interned once per process:
/// `Atom::new` looks a name up under the atom table's lock at every call.
struct Names {
    fresh: Atom,
    complete: Atom,
    incomplete: Atom,
    dup: Atom,
    old: Atom,
    new: Atom,
    resume: Atom,
    eval: Atom,
}

fn names() -> &'static Names {
    static NAMES: OnceLock<Names> = OnceLock::new();
    NAMES.get_or_init(|| Names {
        fresh: Atom::new("fresh"),
        complete: Atom::new("complete"),
        incomplete: Atom::new("incomplete"),
        dup: Atom::new("dup"),
        old: Atom::new("old"),
        new: Atom::new("new"),
        resume: Atom::new("resume"),
        eval: Atom::new("eval"),
    })
}

/// The tabling state of a machine: the declared tabled predicates and their tables.
#[derive(Default)]
pub(crate) struct Tables {
    /// Tabled predicates with the mode of each argument (a variable for a plain one).
    pub(crate) specs: HashMap<(Atom, u32), Rc<[Term]>>,
    /// The module of tabled predicates declared outside `user` (their hidden
    /// clauses are that module's).
    pub(crate) modules: HashMap<(Atom, u32), Atom>,
    /// Table id by the variant key of its call.
    index: FastMap<Vec<u8>, u32>,
    tables: Vec<Table>,
    /// Tables from this index on belong to the running evaluation (incomplete): the
    /// leader's table and those created after it.
    base: usize,
    /// Whether an evaluation (a leader call) is running.
    busy: bool,
    /// The tables whose clauses or continuations are running, innermost last.
    running: Vec<u32>,
    work: VecDeque<Work>,
    /// The copy of the answer being stored (see [`store_answer`]).
    scratch: Bag,
}

impl Tables {
    /// Every stored call, answer and continuation (roots of the atom collector).
    pub(crate) fn bags(&self) -> impl Iterator<Item = &Bag> {
        self.tables.iter().flat_map(|t| {
            std::iter::once(&t.call)
                .chain(std::iter::once(t.answers.store()))
                .chain(t.consumers.iter().map(|(_, b)| b))
        })
    }

    /// Calls `f` on the atoms of the declarations and moded arguments (roots of the
    /// atom collector).
    pub(crate) fn atoms(&self, mut f: impl FnMut(Atom)) {
        for (&(name, _), modes) in &self.specs {
            f(name);
            modes.iter().for_each(|t| t.for_each_atom(&mut f));
        }
        for (&(name, _), &module) in &self.modules {
            f(name);
            f(module);
        }
        for t in &self.tables {
            if let Some((_, mode)) = &t.moded {
                mode.for_each_atom(&mut f);
            }
        }
    }
}

/// One table: its call, its answers, who waits for them.
struct Table {
    call: Bag,
    complete: bool,
    answers: Answers,
    /// Answer slot by variant key (the moded argument left out), each key
    /// without spare capacity.
    slots: FastMap<Box<[u8]>, u32>,
    /// The moded argument (0-based) and its mode.
    moded: Option<(usize, Term)>,
    /// `Goal-Cont` continuations and the table each belongs to.
    consumers: Vec<(u32, Bag)>,
    consumer_keys: FastSet<Vec<u8>>,
    /// Tables that read this one's answers without a continuation.
    readers: Vec<u32>,
    /// Whether an evaluation of this table is queued.
    queued: bool,
}

/// Queued work.
enum Work {
    /// Run consumer `consumer` of table `table` on answer `slot`.
    Resume {
        table: u32,
        consumer: u32,
        slot: u32,
    },
    /// Evaluate the table again.
    Eval(u32),
}

pub(super) fn register(m: &mut Machine) {
    m.register_builtin("$tbl_table", 3, table);
    m.register_builtin("$tbl_idle", 0, |m| Ok(!m.tables.busy));
    m.register_builtin("$tbl_lead_start", 1, |m| {
        let t = table_arg(m, 0)?;
        m.tables.busy = true;
        m.tables.base = t as usize;
        Ok(true)
    });
    m.register_builtin("$tbl_lead_end", 0, lead_end);
    m.register_builtin("$tbl_abandon", 0, abandon);
    m.register_builtin("$tbl_enter", 1, |m| {
        let t = table_arg(m, 0)?;
        m.tables.running.push(t);
        Ok(true)
    });
    m.register_builtin("$tbl_leave", 0, |m| {
        m.tables.running.pop();
        Ok(true)
    });
    m.register_builtin("$tbl_impl", 3, implementation);
    m.register_builtin("$tbl_count", 2, |m| {
        let t = table_arg(m, 0)?;
        let n = m.tables.tables[t as usize].answers.len() as i64;
        Ok(m.unify_arg(1, Cell::Int(n)))
    });
    m.register_builtin("$tbl_answer", 3, answer);
    m.register_builtin("$tbl_add_consumer", 3, add_consumer);
    m.register_builtin("$tbl_depend", 1, depend);
    m.register_builtin("$tbl_new_answer", 3, new_answer);
    m.register_builtin("$tbl_update", 4, update);
    m.register_builtin("$tbl_next_work", 1, next_work);
    m.register_builtin("abolish_all_tables", 0, |m| {
        m.abolish_all_tables();
        Ok(true)
    });
}

impl Machine {
    /// Forgets every table's answers (the tabled predicates stay tabled), unless
    /// a tabled evaluation is under way: `abolish_all_tables/0`, and what
    /// run-time checking does before each measured run so that a tabled call
    /// costs what it costs on its own, not after the runs before it.
    pub fn abolish_all_tables(&mut self) {
        if !self.tables.busy {
            let specs = std::mem::take(&mut self.tables.specs);
            self.tables = Tables {
                specs,
                ..Tables::default()
            };
        }
    }
}

/// The name of the hidden predicate holding the clauses of tabled `name`.
pub(crate) fn implementation_name(name: Atom) -> Atom {
    Atom::new(&format!("{} tabled", name.name()))
}

fn table_arg(m: &Machine, i: usize) -> Result<u32, Signal> {
    match m.arg(i) {
        Cell::Int(t) if (t as usize) < m.tables.tables.len() => Ok(t as u32),
        _ => Err(inst_error()),
    }
}

fn int_arg(m: &Machine, i: usize) -> Result<u32, Signal> {
    match m.arg(i) {
        Cell::Int(n) if n >= 0 => Ok(n as u32),
        _ => Err(inst_error()),
    }
}

/// `'$tbl_table'(Goal, T, Status)`: the table of `Goal`'s variant, created if new.
/// `Status` is `complete`, `incomplete` or `fresh` (just created).
fn table(m: &mut Machine) -> BResult {
    let goal = m.arg(0);
    let (name, arity) = m
        .functor_of(goal)
        .ok_or_else(|| type_error(m, "callable", goal))?;
    if !m.is_acyclic(goal) {
        return Err(type_error(m, "acyclic_term", goal));
    }
    let moded = m.tables.specs.get(&(name, arity)).and_then(|modes| {
        modes
            .iter()
            .position(|t| !matches!(t, Term::Var(_)) && !is_plain_mode(t))
            .map(|i| (i, modes[i].clone()))
    });
    if let Some((i, _)) = &moded {
        let a = m.deref(m.heap_arg(goal, *i as u32));
        if !matches!(a, Cell::Ref(_)) {
            return Err(super::uninstantiation_error(m, a));
        }
    }
    let key = variant_key(m, goal, None);
    let (id, status) = match m.tables.index.get(&key) {
        Some(&id) if m.tables.tables[id as usize].complete => (id, names().complete),
        Some(&id) => (id, names().incomplete),
        None => {
            let call = kept_bag(m, goal);
            let id = m.tables.tables.len() as u32;
            m.tables.tables.push(Table {
                call,
                complete: false,
                answers: Answers::default(),
                slots: FastMap::default(),
                moded,
                consumers: Vec::new(),
                consumer_keys: FastSet::default(),
                readers: Vec::new(),
                queued: false,
            });
            m.tables.index.insert(key, id);
            (id, names().fresh)
        }
    };
    Ok(m.unify_arg(1, Cell::Int(id as i64)) && m.unify_arg(2, Cell::Atom(status)))
}

/// Modes that keep the argument in the variant (SWI-Prolog's `index` and `+`).
fn is_plain_mode(t: &Term) -> bool {
    matches!(t, Term::Atom(a) if matches!(&*a.name(), "index" | "+"))
}

/// Completes every table of the evaluation; it is over.
fn lead_end(m: &mut Machine) -> BResult {
    let base = m.tables.base;
    for t in &mut m.tables.tables[base..] {
        t.complete = true;
        t.consumers = Vec::new();
        t.consumer_keys = FastSet::default();
        t.readers = Vec::new();
    }
    finish(&mut m.tables);
    Ok(true)
}

/// Drops the tables of an evaluation an exception ended.
fn abandon(m: &mut Machine) -> BResult {
    let base = m.tables.base;
    let tables = &mut m.tables;
    tables.index.retain(|_, id| (*id as usize) < base);
    tables.tables.truncate(base);
    finish(tables);
    Ok(true)
}

fn finish(tables: &mut Tables) {
    tables.base = tables.tables.len();
    tables.busy = false;
    tables.running.clear();
    tables.work.clear();
}

/// `'$tbl_impl'(Goal, T, Impl)`: the call of the hidden clauses of `Goal`'s predicate.
fn implementation(m: &mut Machine) -> BResult {
    let goal = m.arg(0);
    let (name, mut args) = m
        .callable_parts(goal)
        .ok_or_else(|| type_error(m, "callable", goal))?;
    let module = m.tables.modules.get(&(name, args.len() as u32)).copied();
    args.push(m.regs[1]);
    let mut g = m.build_goal(implementation_name(name), &args);
    if let Some(module) = module {
        g = m.build_goal(Atom::COLON, &[Cell::Atom(module), g]);
    }
    Ok(m.unify_arg(2, g))
}

/// `'$tbl_answer'(T, I, Answer)`: answer `I` (0-based) of table `T`.
fn answer(m: &mut Machine) -> BResult {
    let t = table_arg(m, 0)?;
    let i = int_arg(m, 1)? as usize;
    let Some(c) = restore_answer(m, t, i) else {
        return Ok(false);
    };
    Ok(m.unify_arg(2, c))
}

/// `'$tbl_add_consumer'(T, Goal-Cont, N)`: registers a continuation waiting for the
/// answers of `T` (fails if a variant of it already waits); `N` answers exist now,
/// which the caller runs it on itself.
fn add_consumer(m: &mut Machine) -> BResult {
    let t = table_arg(m, 0)?;
    let key = variant_key(m, m.arg(1), None);
    let owner = m.tables.running.last().copied().unwrap_or(t);
    if !m.tables.tables[t as usize].consumer_keys.insert(key) {
        return Ok(false);
    }
    let bag = kept_bag(m, m.regs[1]);
    let table = &mut m.tables.tables[t as usize];
    table.consumers.push((owner, bag));
    let n = table.answers.len() as i64;
    Ok(m.unify_arg(2, Cell::Int(n)))
}

/// `'$tbl_depend'(T)`: the running table reads the answers of incomplete `T` without a
/// continuation, so it is evaluated again when `T` gets new answers.
fn depend(m: &mut Machine) -> BResult {
    let t = table_arg(m, 0)?;
    if let Some(&reader) = m.tables.running.last() {
        let table = &mut m.tables.tables[t as usize];
        if !table.complete && !table.readers.contains(&reader) {
            table.readers.push(reader);
        }
    }
    Ok(true)
}

/// `'$tbl_new_answer'(T, Answer, R)`: adds `Answer` to `T`. `R` is `new`, `dup`, or,
/// for a moded table with an answer for the same plain arguments,
/// `old(Slot, OldAnswer, ArgNo, Mode)` for the caller to aggregate.
fn new_answer(m: &mut Machine) -> BResult {
    let t = table_arg(m, 0)?;
    let ans = m.arg(1);
    // Answers are stored without attributes: SWI-Prolog refuses them.
    if !m.term_attvars(ans).is_empty() {
        return Err(type_error(m, "free_of_attvar", ans));
    }
    let moded = m.tables.tables[t as usize].moded.clone();
    let key = variant_key(m, ans, moded.as_ref().map(|(i, _)| *i));
    if let Some(&slot) = m.tables.tables[t as usize].slots.get(key.as_slice()) {
        let Some((i, mode)) = moded else {
            return Ok(m.unify_arg(2, Cell::Atom(names().dup)));
        };
        let Some(old) = restore_answer(m, t, slot as usize) else {
            return Ok(false);
        };
        let mode = m.put_fresh(&mode);
        let r = m.build_goal(
            names().old,
            &[Cell::Int(slot as i64), old, Cell::Int(i as i64 + 1), mode],
        );
        return Ok(m.unify_arg(2, r));
    }
    let slot = m.tables.tables[t as usize].answers.len() as u32;
    store_answer(m, t, ans, None);
    let table = &mut m.tables.tables[t as usize];
    table.slots.insert(key.into_boxed_slice(), slot);
    announce(&mut m.tables, t, slot);
    Ok(m.unify_arg(2, Cell::Atom(names().new)))
}

/// `'$tbl_update'(T, Slot, ArgNo, Value)`: the moded argument of answer `Slot` becomes
/// `Value` (an aggregate).
fn update(m: &mut Machine) -> BResult {
    let t = table_arg(m, 0)?;
    let slot = int_arg(m, 1)?;
    let argno = int_arg(m, 2)?;
    let value = m.regs[3];
    let (h0, b0) = (m.heap.len(), m.bigs.len());
    let Some(old) = restore_answer(m, t, slot as usize) else {
        return Ok(false);
    };
    let Some((name, mut args)) = m.callable_parts(old) else {
        return Ok(false);
    };
    if let Some(a) = args.get_mut(argno as usize - 1) {
        *a = value;
    }
    let new = m.build_goal(name, &args);
    store_answer(m, t, new, Some(slot as usize));
    m.truncate_heap::<true>(h0);
    m.truncate_bigs(b0);
    announce(&mut m.tables, t, slot);
    Ok(true)
}

/// A copy of `c` kept by the tables (a call, an answer or a continuation): a bag with `c`
/// as its one root, without spare capacity, since the tables keep it until abolished.
fn kept_bag(m: &mut Machine, c: Cell) -> Bag {
    let mut bag = Bag::default();
    let root = m.copy_into_bag(c, &mut bag);
    bag.roots.push(root);
    bag.compact();
    bag
}

/// Copies `c` into table `t`'s answers: as a new answer, or in place of answer
/// `slot`. The copy goes through the tables' scratch bag, whose space is reused
/// (an answer then costs no allocation of its own).
fn store_answer(m: &mut Machine, t: u32, c: Cell, slot: Option<usize>) {
    let mut bag = std::mem::take(&mut m.tables.scratch);
    bag.cells.clear();
    bag.bigs.clear();
    bag.roots.clear();
    let root = m.copy_into_bag(c, &mut bag);
    bag.roots.push(root);
    let answers = &mut m.tables.tables[t as usize].answers;
    match slot {
        Some(slot) => answers.replace(slot, &bag),
        None => answers.push(&bag),
    }
    m.tables.scratch = bag;
}

/// Copies answer `slot` of table `t` onto the heap (`None` if there is none). The
/// answers are taken out of the table while they are copied, not cloned.
fn restore_answer(m: &mut Machine, t: u32, slot: usize) -> Option<Cell> {
    let answers = std::mem::take(&mut m.tables.tables[t as usize].answers);
    let c = m.restore_answer(&answers, slot);
    m.tables.tables[t as usize].answers = answers;
    c
}

/// Copies consumer `consumer` of table `t` (a `Goal-Cont` continuation) onto the
/// heap, returning the table it belongs to and its root, without cloning it.
fn restore_consumer(m: &mut Machine, t: u32, consumer: usize) -> (u32, Cell) {
    let consumers = std::mem::take(&mut m.tables.tables[t as usize].consumers);
    let (owner, bag) = &consumers[consumer];
    let (owner, c) = (*owner, m.restore_bag(bag)[0]);
    m.tables.tables[t as usize].consumers = consumers;
    (owner, c)
}

/// Queues the work a new (or changed) answer `slot` of table `t` causes.
fn announce(tables: &mut Tables, t: u32, slot: u32) {
    let table = &tables.tables[t as usize];
    for consumer in 0..table.consumers.len() as u32 {
        tables.work.push_back(Work::Resume {
            table: t,
            consumer,
            slot,
        });
    }
    for reader in table.readers.clone() {
        let r = &mut tables.tables[reader as usize];
        if !r.queued {
            r.queued = true;
            tables.work.push_back(Work::Eval(reader));
        }
    }
}

/// `'$tbl_next_work'(W)`: takes the next queued work: `resume(Owner, Goal-Cont,
/// Answer)` or `eval(T, Goal)`; fails when there is none.
fn next_work(m: &mut Machine) -> BResult {
    let Some(work) = m.tables.work.pop_front() else {
        return Ok(false);
    };
    let w = match work {
        Work::Resume {
            table,
            consumer,
            slot,
        } => {
            let (owner, cont) = restore_consumer(m, table, consumer as usize);
            let Some(ans) = restore_answer(m, table, slot as usize) else {
                return Ok(false);
            };
            m.build_goal(names().resume, &[Cell::Int(owner as i64), cont, ans])
        }
        Work::Eval(t) => {
            let table = &mut m.tables.tables[t as usize];
            table.queued = false;
            let call = table.call.clone();
            let goal = m.restore_bag(&call)[0];
            m.build_goal(names().eval, &[Cell::Int(t as i64), goal])
        }
    };
    Ok(m.unify_arg(0, w))
}

/// The variant-normal form of the term at `c` as bytes: equal for two terms exactly
/// when they are variants. `skip` leaves out that argument (0-based) of the top term.
fn variant_key(m: &Machine, c: Cell, skip: Option<usize>) -> Vec<u8> {
    let mut key = Vec::with_capacity(32);
    let mut vars: FastMap<u32, u32> = FastMap::default();
    let mut stack = vec![(c, true)];
    while let Some((c, top)) = stack.pop() {
        match m.deref(c) {
            Cell::Ref(a) => {
                let n = vars.len() as u32;
                let n = *vars.entry(a).or_insert(n);
                key.push(1);
                key.extend(n.to_le_bytes());
            }
            Cell::Atom(a) => {
                key.push(2);
                key.extend(a.index().to_le_bytes());
            }
            Cell::Int(i) => {
                key.push(3);
                key.extend(i.to_le_bytes());
            }
            Cell::Float(f) => {
                key.push(4);
                key.extend(f.to_bits().to_le_bytes());
            }
            Cell::Big(b) => {
                key.push(5);
                key.extend(m.big(b).to_signed_bytes_le());
                key.push(0xff);
            }
            Cell::Rat(r) => {
                let r = m.rational(r);
                key.push(9);
                key.extend(r.numer().to_signed_bytes_le());
                key.push(0xff);
                key.extend(r.denom().to_signed_bytes_le());
                key.push(0xff);
            }
            Cell::String(t) => {
                let text = m.string(t);
                key.push(8);
                key.extend((text.len() as u64).to_le_bytes());
                key.extend(text.as_bytes());
            }
            Cell::Str(s) => {
                let Cell::Fun(f, n) = m.heap[s as usize] else {
                    continue;
                };
                key.push(6);
                key.extend(f.index().to_le_bytes());
                key.extend(n.to_le_bytes());
                for i in (1..=n as usize).rev() {
                    if top && skip == Some(i - 1) {
                        continue;
                    }
                    stack.push((m.heap[s as usize + i], false));
                }
            }
            Cell::Lis(p) => {
                key.push(7);
                stack.push((m.heap[p as usize + 1], false));
                stack.push((m.heap[p as usize], false));
            }
            Cell::Fun(..) => {}
        }
    }
    key
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key_of(m: &mut Machine, t: &Term) -> Vec<u8> {
        let c = m.put_fresh(t);
        variant_key(m, c, None)
    }

    #[test]
    fn variants_share_a_key_and_instances_do_not() {
        let mut m = Machine::new();
        let f = |a, b| Term::compound("f", vec![a, b]);
        let k1 = key_of(&mut m, &f(Term::Var(0), Term::Var(1)));
        let k2 = key_of(&mut m, &f(Term::Var(5), Term::Var(3)));
        let k3 = key_of(&mut m, &f(Term::Var(0), Term::Var(0)));
        let k4 = key_of(&mut m, &f(Term::atom("a"), Term::Var(0)));
        assert_eq!(k1, k2);
        assert_ne!(k1, k3);
        assert_ne!(k1, k4);
    }

    #[test]
    fn a_skipped_argument_does_not_count() {
        let mut m = Machine::new();
        let t1 = m.put_fresh(&Term::compound("p", vec![Term::atom("a"), Term::Int(1)]));
        let t2 = m.put_fresh(&Term::compound("p", vec![Term::atom("a"), Term::Int(2)]));
        assert_eq!(variant_key(&m, t1, Some(1)), variant_key(&m, t2, Some(1)));
        assert_ne!(variant_key(&m, t1, None), variant_key(&m, t2, None));
    }
}
