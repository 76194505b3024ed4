//! The Rust halves of `call_with_depth_limit/3` and `call_with_inference_limit/3`
//! (`prelude/limits.pl`): setting a limit for a goal, reading what it reached,
//! restoring the caller's limit when the goal exits, fails or raises, and setting
//! it again when backtracking re-enters the goal; and `'$reserve_cells'/1`, the
//! memory check of library predicates that build large terms in Prolog. A limit is saved as an integer,
//! `-1` for none. Setting or lifting a depth limit changes what the run loop
//! watches (`machine/depth.rs`), hence [`Signal::Rehook`].

use super::domain_error;
use crate::atom::Atom;
use crate::machine::cell::Cell;
use crate::machine::{BResult, Machine, Signal};

pub(super) fn register(m: &mut Machine) {
    m.register_builtin("$depth_limit", 4, depth_limit);
    m.register_builtin("$depth_limit_exit", 4, depth_limit_exit);
    m.register_builtin("$depth_limit_redo", 2, depth_limit_redo);
    m.register_builtin("$depth_limit_restore", 3, depth_limit_restore);
    m.register_builtin("$inference_limit", 2, inference_limit);
    m.register_builtin("$inference_limit_set", 2, inference_limit_set);
    m.register_builtin("$inference_limit_restore", 1, inference_limit_restore);
    m.register_builtin("$reserve_cells", 1, reserve_cells);
}

/// `'$reserve_cells'(+N)`: raises `resource_error(memory)` at once unless `N` more
/// heap cells fit in the memory left, so that `length(L, 1<<40)` fails fast instead
/// of building cells until the limit; an integer too big for a machine word never fits.
fn reserve_cells(m: &mut Machine) -> BResult {
    let cells = m.int_arg(0).ok().and_then(|n| usize::try_from(n).ok());
    m.reserve(cells.map_or(usize::MAX, |n| n.saturating_mul(16)))?;
    Ok(true)
}

/// A limit argument: a non-negative integer, with SWI-Prolog's errors.
fn levels_arg(m: &Machine, i: usize) -> Result<u64, Signal> {
    let n = m.int_arg(i)?;
    u64::try_from(n).map_err(|_| domain_error(m, "not_less_than_zero", m.arg(i)))
}

/// A saved limit: `None` for `-1`, the absence of one.
fn saved_arg(m: &Machine, i: usize) -> Result<Option<u64>, Signal> {
    Ok(u64::try_from(m.int_arg(i)?).ok())
}

/// A limit to save: `-1` for none.
fn saved_cell(limit: Option<u64>) -> Cell {
    Cell::Int(limit.map_or(-1, |l| i64::try_from(l).unwrap_or(i64::MAX)))
}

/// Success, after a change of the depth limit's presence from `was_on`.
fn rehooked(m: &Machine, was_on: bool) -> BResult {
    if m.depth_limit.on == was_on {
        Ok(true)
    } else {
        Err(Signal::Rehook)
    }
}

/// A level as a `u32` (depths past it do not fit in memory).
fn level(n: u64) -> u32 {
    u32::try_from(n).unwrap_or(u32::MAX)
}

/// `'$depth_limit'(+Limit, -OldLimit, -OldReached, -Zero)`: the caller's limit
/// and reached depth saved, a limit of `Limit` levels set for the goal the
/// calling clause calls through `catch/3`; `Zero` is the level before the goal's.
fn depth_limit(m: &mut Machine) -> BResult {
    let levels = level(levels_arg(m, 0)?);
    let d = &m.depth_limit;
    let (was_on, old) = (d.on, d.on.then_some(u64::from(d.limit)));
    let (old_limit, old_reached) = (saved_cell(old), Cell::Int(i64::from(d.reached)));
    if !m.unify_arg(1, old_limit) || !m.unify_arg(2, old_reached) {
        return Ok(false);
    }
    let zero = m.depth_limit_start(levels);
    if !m.unify_arg(3, Cell::Int(i64::from(zero))) {
        return Ok(false);
    }
    rehooked(m, was_on)
}

/// Puts back the caller's depth limit saved in arguments `i` and `i + 1`.
fn restore_depth_limit(m: &mut Machine, i: usize) -> Result<(), Signal> {
    let old = saved_arg(m, i)?;
    let reached = m.int_arg(i + 1)?;
    let d = &mut m.depth_limit;
    match old {
        Some(limit) => {
            d.on = true;
            d.limit = level(limit);
            d.reached = level(u64::try_from(reached).unwrap_or(0));
        }
        None => d.on = false,
    }
    Ok(())
}

/// `'$depth_limit_exit'(+OldLimit, +OldReached, +Zero, ?Result)`: the goal
/// succeeded; `Result` is the depth it reached (at least 1), the caller's limit
/// is back.
fn depth_limit_exit(m: &mut Machine) -> BResult {
    let zero = level(levels_arg(m, 2)?);
    let used = m.depth_limit.reached.saturating_sub(zero).max(1);
    let was_on = m.depth_limit.on;
    restore_depth_limit(m, 0)?;
    if !m.unify_arg(3, Cell::Int(i64::from(used))) {
        return Ok(false);
    }
    rehooked(m, was_on)
}

/// `'$depth_limit_redo'(+Limit, +Zero)`: backtracking re-enters the goal, under
/// its limit again, with nothing reached yet.
fn depth_limit_redo(m: &mut Machine) -> BResult {
    let levels = level(levels_arg(m, 0)?);
    let zero = level(levels_arg(m, 1)?);
    let was_on = m.depth_limit.on;
    m.depth_limit.set(zero, levels);
    rehooked(m, was_on)
}

/// `'$depth_limit_restore'(+OldLimit, +OldReached, -Exceeded)`: the goal failed
/// or raised; `Exceeded` tells whether a call was too deep; the caller's limit
/// is back.
fn depth_limit_restore(m: &mut Machine) -> BResult {
    let d = &m.depth_limit;
    let (was_on, exceeded) = (d.on, d.reached > d.limit);
    let exceeded = Atom::new(if exceeded { "true" } else { "false" });
    restore_depth_limit(m, 0)?;
    if !m.unify_arg(2, Cell::Atom(exceeded)) {
        return Ok(false);
    }
    rehooked(m, was_on)
}

/// The inference limit in force, if any.
fn current_inference_limit(m: &Machine) -> Option<u64> {
    (m.inference_limit != u64::MAX).then_some(m.inference_limit)
}

/// Sets the inference limit to `Limit` more inferences, unless `old` stops
/// earlier (an inner call does not extend its caller's limit).
fn set_inference_limit(m: &mut Machine, limit: u64, old: Option<u64>) {
    let stop = m.inferences.saturating_add(limit);
    m.inference_limit = old.map_or(stop, |o| o.min(stop));
    m.update_step_stop();
}

/// `'$inference_limit'(+Limit, -OldLimit)`: checks `Limit`, saves the caller's
/// inference limit.
fn inference_limit(m: &mut Machine) -> BResult {
    levels_arg(m, 0)?;
    let old = current_inference_limit(m);
    Ok(m.unify_arg(1, saved_cell(old)))
}

/// `'$inference_limit_set'(+Limit, +OldLimit)`: the goal may make `Limit` more
/// inferences (for its first solution, or for the next one when backtracking
/// re-enters it).
fn inference_limit_set(m: &mut Machine) -> BResult {
    let limit = levels_arg(m, 0)?;
    let old = saved_arg(m, 1)?;
    set_inference_limit(m, limit, old);
    Ok(true)
}

/// `'$inference_limit_restore'(+OldLimit)`: the caller's inference limit back,
/// or none when the calls made meanwhile passed it (the goal's handler then
/// reported it; raising it again in the caller's code would report it twice,
/// which SWI-Prolog does not).
fn inference_limit_restore(m: &mut Machine) -> BResult {
    let old = saved_arg(m, 0)?;
    m.inference_limit = old.filter(|&o| m.inferences <= o).unwrap_or(u64::MAX);
    m.update_step_stop();
    Ok(true)
}
