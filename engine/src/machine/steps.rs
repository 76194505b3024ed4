//! One instruction's work each, for the run loop (`Machine::run_inner`): the
//! loop only dispatches, and a step that returns `false` sends it to the failure
//! path. All `#[inline(always)]`: the loop's code is what it was with the work
//! written in its arms (measured with callgrind on nrev and boyer).
//!
//! `H` is the run loop's hooked instantiation (counting, tracing, profiling);
//! the hooks' notes sit here as they sat in the loop, under `if H`.

use super::cell::Cell;
use super::instr::{BuiltinId, Const, ListArg, PredId, Reg, Slot};
use super::{error_term, Machine, OccursCheck, Outcome, Signal, NO_SHAPE};
use crate::atom::Atom;

impl Machine {
    /// `GetVar { slot, a }`: `slot` takes argument register `a`.
    #[inline(always)]
    pub(super) fn get_var(&mut self, slot: Slot, a: Reg) -> bool {
        let v = self.regs.at(a);
        self.slot_set(slot, v);
        true
    }

    /// `GetVal { slot, a }`: `slot` unifies with argument register `a`.
    #[inline(always)]
    pub(super) fn get_val(&mut self, slot: Slot, a: Reg) -> bool {
        let (x, y) = (self.slot_get(slot), self.regs.at(a));
        self.unify(x, y)
    }

    /// `GetConst { c, a }`: argument register `a` is (or is bound to) constant `c`.
    #[inline(always)]
    pub(super) fn get_const(&mut self, c: Const, a: Reg) -> bool {
        let v = self.deref(self.regs.at(a));
        self.is_const(v, c.cell())
    }

    /// Dereferenced cell `v` is constant `c`: binds it to `c` if it is unbound,
    /// compares otherwise (`GetConst` and `UnifyConst` in read mode).
    #[inline(always)]
    fn is_const(&mut self, v: Cell, c: Cell) -> bool {
        match v {
            Cell::Ref(addr) => {
                self.bind(addr, c);
                true
            }
            _ => self.atomic_eq(v, c),
        }
    }

    /// `GetStruct { name, arity, a }`: argument register `a` holds `name/arity`
    /// (read mode: its arguments come next) or is bound to one built next (write
    /// mode).
    #[inline(always)]
    pub(super) fn get_struct(&mut self, name: Atom, arity: u32, a: Reg) -> bool {
        let v = self.deref(self.regs.at(a));
        match v {
            Cell::Ref(addr) => {
                let h = self.heap.len() as u32;
                self.heap.push(Cell::Fun(name, arity));
                self.bind(addr, Cell::Str(h));
                self.write_mode = true;
                if self.occurs_check != OccursCheck::False {
                    self.oc_pending.push((addr, Cell::Str(h)));
                }
                true
            }
            Cell::Str(s) if self.heap[s as usize] == Cell::Fun(name, arity) => {
                self.s = s + 1;
                self.write_mode = false;
                true
            }
            _ => false,
        }
    }

    /// `UnifyConst { c }`: the next argument is constant `c` (is pushed in write
    /// mode).
    #[inline(always)]
    pub(super) fn unify_const(&mut self, c: Const) -> bool {
        let c = c.cell();
        if self.write_mode {
            self.heap.push(c);
            return true;
        }
        let v = self.deref(Cell::Ref(self.s));
        self.s += 1;
        self.is_const(v, c)
    }

    /// `PutVar { slot, a }`: a fresh variable in both `slot` and register `a`.
    #[inline(always)]
    pub(super) fn put_var(&mut self, slot: Slot, a: Reg) -> bool {
        let v = self.new_var();
        self.slot_set(slot, v);
        self.regs.set(a, v);
        true
    }

    /// `PutVal { slot, a }`: register `a` takes `slot`'s value.
    #[inline(always)]
    pub(super) fn put_val(&mut self, slot: Slot, a: Reg) -> bool {
        self.regs.set(a, self.slot_get(slot));
        true
    }

    /// `PutVoid { a }`: a fresh variable in register `a`.
    #[inline(always)]
    pub(super) fn put_void(&mut self, a: Reg) -> bool {
        let v = self.new_var();
        self.regs.set(a, v);
        true
    }

    /// `PutConst { c, a }`: constant `c` in register `a`.
    #[inline(always)]
    pub(super) fn put_const(&mut self, c: Const, a: Reg) -> bool {
        self.regs.set(a, c.cell());
        true
    }

    /// `PutStruct { name, arity, a }`: register `a` refers to a `name/arity`
    /// structure whose arguments the `Set*` instructions after it push.
    #[inline(always)]
    pub(super) fn put_struct(&mut self, name: Atom, arity: u32, a: Reg) -> bool {
        let h = self.heap.len() as u32;
        self.heap.push(Cell::Fun(name, arity));
        self.regs.set(a, Cell::Str(h));
        true
    }

    /// `PutList { a }`: register `a` refers to a list cell the next two `Set*`
    /// instructions push.
    #[inline(always)]
    pub(super) fn put_list(&mut self, a: Reg) -> bool {
        let h = self.heap.len() as u32;
        self.regs.set(a, Cell::Lis(h));
        true
    }

    /// `SetVar { slot }`: pushes a fresh variable, also in `slot`.
    #[inline(always)]
    pub(super) fn set_var(&mut self, slot: Slot) -> bool {
        let v = self.new_var();
        self.slot_set(slot, v);
        true
    }

    /// `SetVal { slot }`: pushes `slot`'s value.
    #[inline(always)]
    pub(super) fn set_val(&mut self, slot: Slot) -> bool {
        let v = self.slot_get(slot);
        self.heap.push(v);
        true
    }

    /// `SetConst { c }`: pushes constant `c`.
    #[inline(always)]
    pub(super) fn set_const(&mut self, c: Const) -> bool {
        self.heap.push(c.cell());
        true
    }

    /// `SetVoid { n }`: pushes `n` fresh variables.
    #[inline(always)]
    pub(super) fn set_void(&mut self, n: u32) -> bool {
        for _ in 0..n {
            self.new_var();
        }
        true
    }

    /// `Deallocate`: leaves the current environment.
    #[inline(always)]
    pub(super) fn deallocate(&mut self) -> bool {
        let f = self.frames[self.e as usize];
        self.cp = f.cp;
        self.e = f.prev;
        true
    }

    /// The end of head unification (`Neck`): pending occurs checks and wakeups,
    /// the hooks' step count; `false` if a check or a woken goal fails.
    #[inline(always)]
    pub(super) fn neck<const H: bool>(&mut self, shape: u32) -> Result<bool, Signal> {
        if !self.oc_pending.is_empty() && !self.check_head_occurs() {
            return Ok(false);
        }
        if self.wakeup_pending() && !self.wakeup::<H>(self.p)? {
            return Ok(false);
        }
        if H && shape != NO_SHAPE {
            self.in_head = false;
            self.prof_counters.steps += 1;
            if self.counting {
                self.count_step(shape);
            }
        } else if H {
            self.in_head = false;
        }
        Ok(true)
    }

    /// `NeckProceed`: the neck, then the return (unless a wakeup started, which
    /// resumes at the plain `Proceed` after this instruction).
    #[inline(always)]
    pub(super) fn neck_proceed<const H: bool>(&mut self, shape: u32) -> Result<bool, Signal> {
        let woke = self.wakeup_pending();
        if !self.neck::<H>(shape)? {
            return Ok(false);
        }
        if !woke {
            self.p = self.cp;
            if H {
                self.depth_return();
            }
        }
        Ok(true)
    }

    /// `NeckExecute`: the neck, then the last call (unless a wakeup started, which
    /// resumes at the plain `Execute` after this instruction).
    #[inline(always)]
    pub(super) fn neck_execute<const H: bool>(
        &mut self,
        shape: u32,
        pred: PredId,
    ) -> Result<bool, Signal> {
        let woke = self.wakeup_pending();
        if !self.neck::<H>(shape)? {
            return Ok(false);
        }
        if woke {
            return Ok(true);
        }
        self.execute::<H>(pred)
    }

    /// `Execute { pred }`: the last call (the common static call inline, also while
    /// only profiling; the rest through [`Machine::call_pred`]); `false` if no
    /// clause matches.
    #[inline(always)]
    pub(super) fn execute<const H: bool>(&mut self, pred: PredId) -> Result<bool, Signal> {
        Ok(
            ((!H || self.prof_fast) && self.enter_static::<H>(pred))
                || self.call_pred::<H>(pred)?,
        )
    }

    /// `Call { pred }`: a call that returns to the next instruction.
    #[inline(always)]
    pub(super) fn call<const H: bool>(&mut self, pred: PredId) -> Result<bool, Signal> {
        self.cp = self.p;
        self.execute::<H>(pred)
    }

    /// `Builtin { id }`: runs builtin `id`, then any goals its bindings woke.
    #[inline(always)]
    pub(super) fn builtin<const H: bool>(&mut self, id: BuiltinId) -> Result<bool, Signal> {
        if H && self.counting {
            self.builtin_calls += 1;
        }
        if H && self.depth_limit.on && !self.depth_inline(Some(id)) {
            return Ok(false);
        }
        if !self.run_builtin(id)? {
            return Ok(false);
        }
        Ok(!self.wakeup_pending() || self.wakeup::<H>(self.p)?)
    }

    /// `Is { slot, a, reclaim }`: `slot` takes the value of the expression in
    /// register `a`; the `reclaim` cells the expression was built in are dropped
    /// when no choice point protects them.
    #[inline(always)]
    pub(super) fn eval_is<const H: bool>(
        &mut self,
        slot: Slot,
        a: Reg,
        reclaim: u16,
    ) -> Result<bool, Signal> {
        if H && self.counting {
            self.builtin_calls += 1;
        }
        if H && self.depth_limit.on && !self.depth_inline(None) {
            return Ok(false);
        }
        let expr = self.regs.at(a);
        if let Some(r) = self.eval_int_add_sub(expr) {
            self.drop_expression::<H>(reclaim);
            self.slot_set(slot, Cell::Int(r));
            return Ok(true);
        }
        let value = match self.eval(expr) {
            Ok(v) => v,
            Err(Signal::Error(formal)) => {
                return Err(Signal::Throw(error_term(
                    formal,
                    Some((Atom::new("is"), 2)),
                )))
            }
            Err(other) => return Err(other),
        };
        self.drop_expression::<H>(reclaim);
        let c = self.number_cell(value);
        self.slot_set(slot, c);
        Ok(true)
    }

    /// Pops the `reclaim` cells an `Is` expression was built in, when no choice
    /// point protects them.
    #[inline(always)]
    fn drop_expression<const H: bool>(&mut self, reclaim: u16) {
        let top = self.heap.len() - reclaim as usize;
        if top as u32 >= self.hb {
            self.truncate_heap::<H>(top);
        }
    }

    /// `NeckCut`: a cut right after the head, to the call's barrier.
    #[inline(always)]
    pub(super) fn neck_cut<const H: bool>(&mut self) -> bool {
        if H && self.tracing && self.cps.len() as u32 > self.b0 {
            self.trace_cut(self.cur_pred);
        }
        if H && self.prof.is_some() {
            self.cc_note_cut(self.b0);
        }
        self.cut_to(self.b0);
        true
    }

    /// `Cut`: a cut in the body, to the barrier saved in the environment.
    #[inline(always)]
    pub(super) fn cut<const H: bool>(&mut self) -> bool {
        let level = self.frames[self.e as usize].cut_b;
        if H && self.tracing && self.cps.len() as u32 > level {
            self.trace_cut(self.frames[self.e as usize].pred);
        }
        if H && self.prof.is_some() {
            self.cc_note_cut(level);
        }
        self.cut_to(level);
        true
    }

    /// `GetListPair`: the fused list cell, then past the two plain `Unify*`
    /// instructions it stands for.
    #[inline(always)]
    pub(super) fn fused_list_pair(&mut self, a: Reg, head: ListArg, tail: ListArg) -> bool {
        if !self.get_list_pair(a, head, tail) {
            return false;
        }
        self.p += 2;
        true
    }

    /// `Proceed`: returns to the continuation.
    #[inline(always)]
    pub(super) fn proceed<const H: bool>(&mut self) -> bool {
        self.p = self.cp;
        if H {
            self.depth_return();
        }
        true
    }

    /// The failure path: the hooks' note of a failed head, then a pending
    /// occurs-check error raised or backtracking. `Some` with the run's end when
    /// the error is raised or no choice point is left.
    #[inline(always)]
    pub(super) fn fail_back<const H: bool>(&mut self) -> Option<Result<Outcome, Signal>> {
        if H && self.in_head {
            self.in_head = false;
            self.cc_note_head_fail();
        }
        self.oc_pending.clear();
        if let Some(formal) = self.occurs_error.take() {
            return Some(Err(Signal::Throw(error_term(formal, None))));
        }
        self.backtrack().err().map(Ok)
    }
}
