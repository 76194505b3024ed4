//! The depth of the call tree, for `call_with_depth_limit/3` (SWI-Prolog).
//!
//! A call is one level deeper than the clause body that makes it, a last call
//! too: depth is a property of the call, not of the environment stack, so
//! last-call optimisation does not change it (a tail-recursive loop of N
//! iterations reaches depth N, as in SWI-Prolog). The depth of the running body
//! is kept in [`DepthLimit::body`]; each environment made while a limit is in
//! force saves it beside the frame (a return restores it from the continuation's
//! environment), and each choice point saves it (backtracking restores it). Only
//! the hooked run loop keeps it, and only while a limit is in force, so a program
//! without one pays nothing but the choice points' save.
//!
//! What makes a level follows SWI-Prolog 9's virtual machine:
//! - a user predicate, a library predicate and a builtin are one level each;
//! - the builtins SWI-Prolog compiles to virtual machine instructions (`=/2`,
//!   `==/2`, `\==/2` and the type tests of [`SWI_INLINE`]), and control constructs
//!   written in a clause body, are none: their auxiliary predicates are part of
//!   the clause;
//! - `call/N` of a goal is none (the goal is one, a builtin included); `call/1` of
//!   a control construct is one for the construct (SWI-Prolog compiles it into a
//!   temporary clause), plus the goals in it;
//! - the predicates of `boot.pl` (the ISO builtins costlog writes in Prolog and
//!   SWI-Prolog in C: `between/3`, `catch/3`, `arg/3`, ...) are one level for the
//!   call, none for what their clauses call inside, but the goals they run for
//!   the caller (`catch(G, _, _)` runs `G`) are one more.
//!
//! Where SWI-Prolog's library is written in Prolog with another shape (findall/3,
//! length/2) the depths below such a call differ.

use super::db::{Control, PredKind};
use super::instr::{BuiltinId, PredId};
use super::Machine;

/// Bit of a packed depth marking the body of a `boot.pl` predicate, whose own
/// calls add no level.
const SYSTEM_BODY: u32 = 1 << 31;

/// The builtins SWI-Prolog 9 runs as virtual machine instructions in a compiled
/// clause body, not as calls: no level of their own there.
pub(crate) const SWI_INLINE: &[(&str, u32)] = &[
    ("=", 2),
    ("==", 2),
    ("\\==", 2),
    ("var", 1),
    ("nonvar", 1),
    ("atom", 1),
    ("integer", 1),
    ("atomic", 1),
    ("number", 1),
    ("float", 1),
    ("compound", 1),
    ("callable", 1),
    ("string", 1),
];

/// The depth limit in force and the depth of the running body.
#[derive(Clone, Debug, Default)]
pub(crate) struct DepthLimit {
    /// Whether a limit is in force (the hooked run loop then keeps the depths).
    pub on: bool,
    /// Depth of the running clause body, with [`SYSTEM_BODY`] for a `boot.pl` body.
    pub body: u32,
    /// Deepest level allowed.
    pub limit: u32,
    /// Deepest level called since the limit was set (calls that failed for being
    /// too deep included).
    pub reached: u32,
    /// The next call is the goal of `call/N`: it is a level wherever it is made.
    pub meta: bool,
    /// `body` before the last call entered, to take that call back.
    caller: u32,
    /// The body depth of each environment (by index) made while a limit is in
    /// force: beside the frames, so that frames stay small without a limit.
    frames: Vec<u32>,
}

impl DepthLimit {
    /// The depth of the running body, without its flag.
    pub(crate) fn depth(&self) -> u32 {
        self.body & !SYSTEM_BODY
    }

    /// Sets a limit of `levels` levels below `zero`, the level before the goal's
    /// (which is at `zero + 1`); nothing reached yet.
    pub(crate) fn set(&mut self, zero: u32, levels: u32) {
        self.on = true;
        self.limit = zero.saturating_add(levels).min(SYSTEM_BODY - 1);
        self.reached = zero;
    }

    /// Saves the running body's depth for environment `e`, made for it.
    pub(crate) fn save_body(&mut self, e: u32) {
        let e = e as usize;
        if self.frames.len() <= e {
            self.frames.resize(e + 1, 0);
        }
        self.frames[e] = self.body;
    }

    /// Counts a call at `level`; whether it is within the limit.
    fn enter(&mut self, level: u32) -> bool {
        self.reached = self.reached.max(level);
        level <= self.limit
    }
}

impl Machine {
    /// A call of `pred` made while a depth limit is in force: counts its level
    /// and, for a predicate with clauses, makes it the running body's. `false`
    /// when the call is too deep and fails.
    pub(crate) fn depth_call(&mut self, pred: PredId) -> bool {
        let d = &mut self.depth_limit;
        let meta = std::mem::take(&mut d.meta);
        let counts = meta || d.body & SYSTEM_BODY == 0;
        let p = &self.db.preds[pred.index()];
        let level = d.depth() + u32::from(counts);
        match p.kind {
            // call/N in a clause body is no level; called as a goal it is one,
            // and its goal another.
            PredKind::Control(Control::Call) if meta => {
                d.caller = d.body;
                d.body = level;
                d.enter(level)
            }
            PredKind::Control(Control::Call) => true,
            PredKind::Builtin(_) | PredKind::Control(Control::Clause) => d.enter(level),
            PredKind::Clauses if p.inline_aux => true,
            PredKind::Clauses => {
                let system = p.library && (p.system || !counts);
                let level = if p.library { level } else { d.depth() + 1 };
                d.caller = d.body;
                d.body = level | if system { SYSTEM_BODY } else { 0 };
                d.enter(level)
            }
        }
    }

    /// Takes back the level [`Machine::depth_call`] gave the call now being made
    /// again (after loading its library, or in the module it resolves to).
    pub(crate) fn depth_call_again(&mut self) {
        if self.depth_limit.on {
            self.depth_limit.body = self.depth_limit.caller;
        }
    }

    /// Builtin `id` run inline in a clause body while a depth limit is in force
    /// (`None`: `is/2`): its level unless SWI-Prolog runs it as an instruction;
    /// `false` when it is too deep and fails.
    pub(crate) fn depth_inline(&mut self, id: Option<BuiltinId>) -> bool {
        let d = &mut self.depth_limit;
        let instruction = id.is_some_and(|id| self.builtins[id as usize].swi_inline);
        if d.body & SYSTEM_BODY != 0 || instruction {
            return true;
        }
        d.enter(d.depth() + 1)
    }

    /// A return to the continuation: its body's depth, saved in its environment.
    #[inline]
    pub(crate) fn depth_return(&mut self) {
        let d = &mut self.depth_limit;
        if d.on {
            d.body = d.frames.get(self.e as usize).copied().unwrap_or(0);
        }
    }

    /// Sets a limit of `levels` for the goal `call_with_depth_limit/3`'s clause
    /// (the running body) calls through `catch/3`: returns the level before the
    /// goal's, the zero the result is counted from. Without a limit in force the
    /// depths were not kept, so the body starts at 0 (only differences matter).
    pub(crate) fn depth_limit_start(&mut self, levels: u32) -> u32 {
        let d = &mut self.depth_limit;
        let body = if d.on { d.depth() } else { 0 };
        d.body = body;
        // The level of catch/3, which calls the goal.
        let zero = body + 1;
        d.set(zero, levels);
        // The running body's environment: calls returning to it find its depth.
        d.save_body(self.e);
        zero
    }
}

#[cfg(test)]
mod tests {
    use crate::machine::test_support::{loaded, solves};

    const PROGRAM: &str = "count(N, N) :- !.\n\
        count(I, N) :- J is I + 1, count(J, N).\n\
        nest(0) :- !.\n\
        nest(N) :- M is N - 1, nest(M), atom(a).\n";

    /// A tail-recursive loop is as deep as its iterations with and without
    /// environments (last-call optimisation does not change depth), and the
    /// result of a call that stays within the limit is the depth reached.
    #[test]
    fn depth_is_the_call_tree_through_last_calls() {
        let mut m = loaded(PROGRAM);
        assert!(solves(
            &mut m,
            "call_with_depth_limit(count(0, 100), 200, R), R == 101"
        ));
        assert!(solves(
            &mut m,
            "call_with_depth_limit(nest(100), 200, R), R == 101"
        ));
        assert!(solves(
            &mut m,
            "call_with_depth_limit(count(0, 100), 50, R), R == depth_limit_exceeded"
        ));
        assert!(!m.depth_limit.on, "the limit is lifted after the call");
    }

    /// The limit is lifted on every way out (exit, failure, exception) and set
    /// again when backtracking re-enters the goal.
    #[test]
    fn the_limit_is_lifted_on_exit_failure_and_exception() {
        let mut m = loaded(PROGRAM);
        assert!(solves(&mut m, "\\+ call_with_depth_limit(fail, 5, _)"));
        assert!(!m.depth_limit.on);
        assert!(solves(
            &mut m,
            "catch(call_with_depth_limit(throw(x), 5, _), x, true)"
        ));
        assert!(!m.depth_limit.on);
        assert!(solves(
            &mut m,
            "findall(R, call_with_depth_limit(member(_, [a, b]), 5, R), Rs), Rs = [_, _]"
        ));
        assert!(!m.depth_limit.on);
        assert!(solves(&mut m, "count(0, 100000)"));
    }
}
