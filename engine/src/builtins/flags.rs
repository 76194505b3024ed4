//! Flags, operators, global variables and statistics.

use super::{domain_error, inst_error, permission_error, type_error};
use crate::atom::Atom;
use crate::machine::cell::Cell;
use crate::machine::state::{GlobalValue, TrailEntry};
use crate::machine::{BResult, Machine, OccursCheck, Signal};
use crate::ops::{OpError, OpType};
use crate::term::Term;

pub(super) fn register(m: &mut Machine) {
    m.register_builtin("set_prolog_flag", 2, set_flag);
    m.register_builtin("create_prolog_flag", 3, create_flag);
    m.register_builtin("$flags", 1, |m| {
        let mut flags: Vec<(Atom, Term)> = m.flags.iter().map(|(k, v)| (*k, v.clone())).collect();
        flags.sort_by(|a, b| a.0.cmp_names(b.0));
        let cells: Vec<Cell> = flags
            .into_iter()
            .map(|(k, v)| m.put_fresh(&Term::Compound(Atom::MINUS, vec![Term::Atom(k), v])))
            .collect();
        let l = m.make_list(&cells);
        Ok(m.unify_arg(0, l))
    });
    m.register_builtin("op", 3, op);
    m.register_builtin("$ops", 1, |m| {
        let mut ops: Vec<Term> = m
            .ops
            .iter()
            .map(|(a, d)| {
                Term::compound(
                    "op",
                    vec![
                        Term::Int(d.priority as i64),
                        Term::atom(d.typ.name()),
                        Term::Atom(a),
                    ],
                )
            })
            .collect();
        ops.sort_by_key(|t| format!("{t:?}"));
        let cells: Vec<Cell> = ops.iter().map(|t| m.put_fresh(t)).collect();
        let l = m.make_list(&cells);
        Ok(m.unify_arg(0, l))
    });
    m.register_builtin("nb_setval", 2, |m| {
        let k = key_arg(m)?;
        let v = m.to_term(m.regs[1]);
        m.globals.insert(k, GlobalValue::Owned(v));
        Ok(true)
    });
    m.register_builtin("b_setval", 2, |m| {
        let k = key_arg(m)?;
        let old = m.globals.get(&k).cloned();
        m.trail.push(TrailEntry::Global(k, old));
        let v = m.regs[1];
        m.globals.insert(k, GlobalValue::Heap(v));
        Ok(true)
    });
    m.register_builtin("nb_getval", 2, get_global);
    m.register_builtin("nb_delete", 1, |m| {
        let k = key_arg(m)?;
        m.globals.remove(&k);
        Ok(true)
    });
    // Wall-clock time in seconds since the Unix epoch, as a float.
    m.register_builtin("get_time", 1, |m| {
        let now = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0.0, |d| d.as_secs_f64());
        Ok(m.unify_arg(0, Cell::Float(now)))
    });
    m.register_builtin("b_getval", 2, get_global);
    m.register_builtin("statistics", 2, statistics);
    // Collects at the next call, where the live registers are known; atoms after.
    m.register_builtin("garbage_collect", 0, |m| {
        m.gc_threshold = 0;
        m.agc.request();
        Ok(true)
    });
    m.register_builtin("garbage_collect_atoms", 0, |m| {
        m.collect_atoms();
        Ok(true)
    });
}

fn key_arg(m: &Machine) -> Result<Atom, Signal> {
    m.atom_arg(0)
}

fn get_global(m: &mut Machine) -> BResult {
    let k = key_arg(m)?;
    let v = match m.globals.get(&k).cloned() {
        Some(GlobalValue::Owned(t)) => m.put_fresh(&t),
        Some(GlobalValue::Heap(c)) => c,
        None => return Err(super::existence_error(m, "variable", Cell::Atom(k))),
    };
    Ok(m.unify_arg(1, v))
}

/// Flags that describe the system and cannot be changed.
const READ_ONLY: [&str; 12] = [
    "bounded",
    "unix",
    "threads",
    "address_bits",
    "max_char_code",
    "max_tagged_integer",
    "min_tagged_integer",
    "max_arity",
    "integer_rounding_function",
    "version",
    "dialect",
    "version_data",
];

/// `set_prolog_flag/2` with ISO's errors: an unknown flag is a
/// `domain_error(prolog_flag, F)`, a bad value `domain_error(flag_value, F+V)`, a
/// read-only flag a `permission_error(modify, flag, F)`. Boolean flags accept
/// `on`/`off` for `true`/`false`, as in SWI-Prolog.
fn set_flag(m: &mut Machine) -> BResult {
    let name = m.atom_arg(0)?;
    let value = m.arg(1);
    if let Cell::Ref(_) = value {
        return Err(inst_error());
    }
    let Some(old) = m.flags.get(&name) else {
        return Err(domain_error(m, "prolog_flag", Cell::Atom(name)));
    };
    let is_bool = matches!(old, Term::Atom(a) if ["true", "false"].contains(&&*a.name()));
    let v = m.to_term(value);
    let allowed = |choices: &[&str]| matches!(&v, Term::Atom(a) if choices.contains(&&*a.name()));
    if READ_ONLY.contains(&&*name.name()) {
        return Err(permission_error("modify", "flag", Term::Atom(name)));
    }
    let stored = match &*name.name() {
        "double_quotes" if allowed(&["codes", "chars", "atom", "string"]) => Some(v),
        "unknown" if allowed(&["error", "fail", "warning"]) => Some(v),
        "occurs_check" if allowed(&["false", "true", "error"]) => {
            m.occurs_check = match &v {
                Term::Atom(a) if a.name() == "true" => OccursCheck::True,
                Term::Atom(a) if a.name() == "error" => OccursCheck::Error,
                _ => OccursCheck::False,
            };
            Some(v)
        }
        // Only the values costlog honours: IEEE special floats, rationals by
        // default, ISO mode and other back-quote readings are not implemented.
        "float_overflow" | "float_zero_div" | "float_undefined" if allowed(&["error"]) => Some(v),
        "prefer_rationals" | "iso" | "traditional" if allowed(&["false"]) => Some(v),
        "back_quotes" if allowed(&["codes"]) => Some(v),
        "double_quotes" | "unknown" | "occurs_check" | "float_overflow" | "float_zero_div"
        | "float_undefined" | "prefer_rationals" | "iso" | "traditional" | "back_quotes" => None,
        // The command line, as SWI-Prolog keeps it: any term.
        "argv" | "os_argv" => Some(v),
        _ if is_bool => match &v {
            Term::Atom(a) if ["true", "on"].contains(&&*a.name()) => Some(Term::atom("true")),
            Term::Atom(a) if ["false", "off"].contains(&&*a.name()) => Some(Term::atom("false")),
            _ => None,
        },
        _ => matches!(v, Term::Atom(_) | Term::Int(_) | Term::Float(_)).then_some(v),
    };
    let Some(stored) = stored else {
        let pair = Term::Compound(Atom::PLUS, vec![Term::Atom(name), m.to_term(value)]);
        let culprit = m.put_fresh(&pair);
        return Err(domain_error(m, "flag_value", culprit));
    };
    m.flags.insert(name, stored);
    Ok(true)
}

/// `create_prolog_flag(Name, Value, Options)`: defines (or redefines) a user flag;
/// the options are accepted and ignored.
fn create_flag(m: &mut Machine) -> BResult {
    let name = m.atom_arg(0)?;
    if READ_ONLY.contains(&&*name.name()) {
        return Err(permission_error("modify", "flag", Term::Atom(name)));
    }
    let v = match m.arg(1) {
        Cell::Ref(_) => return Err(inst_error()),
        c => m.to_term(c),
    };
    if !matches!(v, Term::Atom(_) | Term::Int(_) | Term::Float(_)) {
        return Err(type_error(m, "atomic", m.arg(1)));
    }
    m.flags.insert(name, v);
    Ok(true)
}

fn op(m: &mut Machine) -> BResult {
    let p = match m.arg(0) {
        Cell::Int(p) if (0..=1200).contains(&p) => p as u16,
        Cell::Int(p) => return Err(domain_error(m, "operator_priority", Cell::Int(p))),
        Cell::Ref(_) => return Err(inst_error()),
        other => return Err(type_error(m, "integer", other)),
    };
    let t = m.atom_arg(1)?;
    let typ = OpType::from_name(&t.name())
        .ok_or_else(|| domain_error(m, "operator_specifier", Cell::Atom(t)))?;
    let names = match m.arg(2) {
        Cell::Atom(a) if a != Atom::NIL => vec![Cell::Atom(a)],
        c => m.list_arg(c)?,
    };
    for n in names {
        let a = match n {
            Cell::Atom(a) => a,
            Cell::Ref(_) => return Err(inst_error()),
            other => return Err(type_error(m, "atom", other)),
        };
        match m
            .ops
            .add(p, typ, a)
            .and_then(|()| m.source_ops.add(p, typ, a))
        {
            Ok(()) => {}
            Err(OpError::BadPriority) => {
                return Err(domain_error(m, "operator_priority", Cell::Int(p as i64)))
            }
            Err(OpError::Permission) if a == Atom::COMMA => {
                return Err(permission_error("modify", "operator", Term::Atom(a)))
            }
            Err(_) => return Err(permission_error("create", "operator", Term::Atom(a))),
        }
    }
    Ok(true)
}

/// CPU time of the process (user and system), for `cputime` and `runtime`.
fn process_cpu_time() -> std::time::Duration {
    let mut ts = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: `ts` is a valid, writable timespec; the call only writes to it.
    let ok = unsafe { libc::clock_gettime(libc::CLOCK_PROCESS_CPUTIME_ID, &mut ts) } == 0;
    if !ok {
        return std::time::Duration::ZERO;
    }
    std::time::Duration::new(
        ts.tv_sec.max(0) as u64,
        ts.tv_nsec.clamp(0, 999_999_999) as u32,
    )
}

fn statistics(m: &mut Machine) -> BResult {
    let key = m.atom_arg(0)?;
    let ms = |d: std::time::Duration| d.as_millis() as i64;
    // `[Total, SinceLast]` in milliseconds, the last reading kept per clock.
    let since = |now: std::time::Duration, last: &mut Option<std::time::Duration>| {
        let prev = last.replace(now).unwrap_or_default();
        Term::list([Term::Int(ms(now)), Term::Int(ms(now.saturating_sub(prev)))])
    };
    let value = match &*key.name() {
        "cputime" => Term::Float(process_cpu_time().as_secs_f64()),
        "process_cputime" => Term::Int(ms(process_cpu_time())),
        "runtime" => since(process_cpu_time(), &mut m.last_cpu_stat),
        "walltime" | "real_time" => since(m.started.elapsed(), &mut m.last_stat),
        "inferences" => Term::Int(m.inferences as i64),
        "atoms" => Term::Int(Atom::count() as i64),
        "agc" => Term::Int(m.agc.runs as i64),
        "agc_gained" => Term::Int(m.agc.gained as i64),
        "agc_time" => Term::Int(ms(m.agc.time)),
        "garbage_collection" => Term::list([
            Term::Int(m.gc_count as i64),
            Term::Int(m.off_heap.gc_freed as i64),
            Term::Int(ms(m.off_heap.gc_time)),
            Term::Int(0),
        ]),
        "memory" | "heapused" | "global_stack" | "globalused" => Term::Int(m.memory_used() as i64),
        _ => return Err(domain_error(m, "statistics_key", Cell::Atom(key))),
    };
    let c = m.put_fresh(&value);
    Ok(m.unify_arg(1, c))
}
