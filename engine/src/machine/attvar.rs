//! Attributed variables, the base of coroutining (`freeze/2`, `dif/2`, `when/2`).
//!
//! An attributed variable is an ordinary unbound heap variable whose address is a
//! key of [`AttvStore::map`]; the value is its attribute chain, the heap term
//! `att(Module, Value, More)` ending in `[]`, as SWI-Prolog's `get_attrs/2` shows it.
//! Every change of the map is trailed ([`TrailEntry::Attr`]), so backtracking
//! restores it before the heap is cut back. Binding a variable leaves its entry in
//! place: the entry only matters while the variable is unbound, and backtracking
//! may unbind it again.
//!
//! Binding goes through [`Machine::bind`]. Once some attributed variable was made
//! ([`AttvStore::on`]), `HB` is pinned to the top ([`AttvStore::hb_pin`]), so every
//! binding takes `bind`'s trailing branch, where [`Machine::bind_checked`] looks for
//! attributes and trails the binding unconditionally (the collector's trail tidying
//! drops the entries no choice point needs). Programs that never use attributes run
//! exactly the code they ran before. Binding a plain variable and an attributed one
//! binds the plain one (whatever their ages: the trail makes either direction safe). Binding an attributed variable schedules a
//! wakeup `wake(Attributes, Value)`; at the neck of the clause whose head did it,
//! or right after the builtin that did it, the machine calls `'$wakeup'/1` on the
//! scheduled list (see `prelude/attvar.pl`), which calls
//! `Module:attr_unify_hook(AttValue, Other)` for each attribute, as SWI-Prolog does
//! before the next goal. Wakeup goals are ordinary calls: they count as steps and
//! unifications like any other call.
//!
//! The wakeup runs in a small environment frame of its own (see [`Machine::wakeup`])
//! that keeps the interrupted clause's continuation, cut barrier and live registers;
//! the `WakeReturn` instruction restores them, also when backtracking re-enters the
//! wakeup goal later.

use super::cell::Cell;
use super::fasthash::FastMap;
use super::instr::{Instr, Reg, Slot, FIRST_TEMP};
use super::state::TrailEntry;
use super::{Machine, Signal};
use crate::atom::Atom;

/// Code address of the `WakeReturn` instruction (continuation of wakeup calls).
pub(crate) const WAKE_CODE: u32 = 4;

/// Frame slots before the saved registers: resume address, saved argument and
/// temporary register counts.
const WAKE_HEADER: u32 = 3;

/// The attributed variables of a machine and the wakeups scheduled by bindings.
#[derive(Default)]
pub(crate) struct AttvStore {
    /// Whether an attributed variable was ever made (until then, bindings skip the
    /// attribute check).
    pub(crate) on: bool,
    /// Or-ed into `HB`: `u32::MAX` once `on`, so that every binding is checked.
    pub(crate) hb_pin: u32,
    /// Variable address → attribute chain `att(M, V, More)`.
    pub(crate) map: FastMap<u32, Cell>,
    /// Bindings of attributed variables not yet handed to `'$wakeup'/1`:
    /// (attribute chain, value).
    pub(crate) wakeups: Vec<(Cell, Cell)>,
}

impl Machine {
    /// The attribute chain of `addr` when it is an unbound attributed variable.
    pub(crate) fn attrs_of(&self, addr: u32) -> Option<Cell> {
        if self.heap[addr as usize] != Cell::Ref(addr) {
            return None;
        }
        self.attv.map.get(&addr).copied()
    }

    /// Replaces the attribute chain of unbound variable `addr` (`None` or `[]`: no
    /// attributes left), trailed.
    pub(crate) fn set_attrs(&mut self, addr: u32, chain: Option<Cell>) {
        let chain = chain.filter(|c| self.deref(*c) != Cell::Atom(Atom::NIL));
        let old = match chain {
            Some(c) => self.attv.map.insert(addr, c),
            None => self.attv.map.remove(&addr),
        };
        self.attv.on = true;
        self.attv.hb_pin = u32::MAX;
        self.hb = u32::MAX;
        self.trail.push(TrailEntry::Attr(addr, old));
    }

    /// Undoes a trailed attribute change of `addr`.
    pub(crate) fn undo_attr(&mut self, addr: u32, old: Option<Cell>) {
        match old {
            Some(c) => self.attv.map.insert(addr, c),
            None => self.attv.map.remove(&addr),
        };
    }

    /// [`Machine::bind`] for a machine with attributed variables: binds `addr` to
    /// `val`, or `val`'s plain variable to attributed `addr`, scheduling a wakeup
    /// when an attributed variable gets bound. Always trailed.
    #[cold]
    pub(crate) fn bind_checked(&mut self, addr: u32, val: Cell) {
        let Some(&atts) = self.attv.map.get(&addr) else {
            self.trailed_bind(addr, val);
            return;
        };
        let val = self.deref(val);
        if let Cell::Ref(y) = val {
            if y == addr {
                return;
            }
            if !self.attv.map.contains_key(&y) {
                self.trailed_bind(y, Cell::Ref(addr));
                return;
            }
        }
        self.trailed_bind(addr, val);
        self.attv.wakeups.push((atts, val));
    }

    /// Binds `addr` to `val` and trails it.
    fn trailed_bind(&mut self, addr: u32, val: Cell) {
        self.heap[addr as usize] = val;
        self.trail.push(TrailEntry::Bind(addr));
    }

    /// Whether bindings scheduled wakeups.
    #[inline(always)]
    pub(crate) fn wakeup_pending(&self) -> bool {
        !self.attv.wakeups.is_empty()
    }

    /// Calls `'$wakeup'/1` on the scheduled wakeups, then resumes at code address
    /// `resume` with the continuation, cut barrier, environment and the registers
    /// the rest of the clause reads as they were. Returns whether the call started.
    pub(crate) fn wakeup<const H: bool>(&mut self, resume: u32) -> Result<bool, Signal> {
        let wakes = std::mem::take(&mut self.attv.wakeups);
        let wake = Atom::new("wake");
        let mut items = Vec::with_capacity(wakes.len());
        for (atts, val) in wakes {
            let h = self.heap.len() as u32;
            self.heap.extend([Cell::Fun(wake, 2), atts, val]);
            items.push(Cell::Str(h));
        }
        let list = self.make_list(&items);
        let (nargs, ntemps) = self.live_registers(resume);
        self.allocate::<H>(WAKE_HEADER + nargs + ntemps)?;
        let base = self.frames[self.e as usize].ybase as usize;
        self.yvars[base] = Cell::Int(resume as i64);
        self.yvars[base + 1] = Cell::Int(nargs as i64);
        self.yvars[base + 2] = Cell::Int(ntemps as i64);
        let saved = base + WAKE_HEADER as usize;
        self.yvars[saved..saved + nargs as usize].copy_from_slice(&self.regs[..nargs as usize]);
        let temps = FIRST_TEMP as usize;
        self.yvars[saved + nargs as usize..saved + (nargs + ntemps) as usize]
            .copy_from_slice(&self.regs[temps..temps + ntemps as usize]);
        self.cp = WAKE_CODE;
        self.regs[0] = list;
        let pred = self.db.pred_id(Atom::new("$wakeup"), 1);
        self.call_pred::<H>(pred)
    }

    /// `WakeReturn`: leaves the wakeup frame, restoring what [`Machine::wakeup`] saved.
    pub(crate) fn wake_return(&mut self) {
        let f = self.frames[self.e as usize];
        let base = f.ybase as usize;
        let int = |c: Cell| match c {
            Cell::Int(i) => i as usize,
            _ => 0,
        };
        let (resume, nargs, ntemps) = (
            int(self.yvars[base]),
            int(self.yvars[base + 1]),
            int(self.yvars[base + 2]),
        );
        let saved = base + WAKE_HEADER as usize;
        self.regs[..nargs].copy_from_slice(&self.yvars[saved..saved + nargs]);
        let temps = FIRST_TEMP as usize;
        self.regs[temps..temps + ntemps]
            .copy_from_slice(&self.yvars[saved + nargs..saved + nargs + ntemps]);
        self.p = resume as u32;
        self.cp = f.cp;
        self.b0 = f.cut_b;
        self.cur_pred = f.pred;
        self.e = f.prev;
    }

    /// Argument and temporary registers (counts from register 0 and from the first
    /// temporary) the code from `p` to the end of its clause may read.
    fn live_registers(&self, mut p: u32) -> (u32, u32) {
        let (mut args, mut temps) = (0u32, 0u32);
        let mut reg = |r: Reg| {
            if r.is_temp() {
                temps = temps.max((r.0 - FIRST_TEMP) as u32 + 1);
            } else {
                args = args.max(r.0 as u32 + 1);
            }
        };
        while let Some(&instr) = self.code.get(p as usize) {
            p += 1;
            match instr {
                Instr::GetVar { slot, a }
                | Instr::GetVal { slot, a }
                | Instr::PutVar { slot, a }
                | Instr::PutVal { slot, a } => {
                    reg(a);
                    if let Slot::X(x) = slot {
                        reg(x);
                    }
                }
                Instr::Is { slot, a, .. } => {
                    reg(a);
                    if let Slot::X(x) = slot {
                        reg(x);
                    }
                }
                Instr::UnifyVar { slot: Slot::X(x) }
                | Instr::UnifyVal { slot: Slot::X(x) }
                | Instr::SetVar { slot: Slot::X(x) }
                | Instr::SetVal { slot: Slot::X(x) } => reg(x),
                Instr::GetConst { a, .. }
                | Instr::GetStruct { a, .. }
                | Instr::GetList { a }
                | Instr::GetListPair { a, .. }
                | Instr::PutVoid { a }
                | Instr::PutConst { a, .. }
                | Instr::PutStruct { a, .. }
                | Instr::PutList { a } => reg(a),
                Instr::Builtin { arity, .. } if arity > 0 => reg(Reg(arity - 1)),
                // A call reads its arguments, which head arguments passed on in
                // place (`compile.rs`) are, with no instruction naming them.
                Instr::Call { pred } | Instr::Execute { pred } => {
                    let arity = self.db.preds[pred.index()].arity;
                    if arity > 0 {
                        reg(Reg(arity as u16 - 1));
                    }
                    if matches!(instr, Instr::Execute { .. }) {
                        break;
                    }
                }
                Instr::Proceed | Instr::Halt | Instr::Fail => break,
                _ => {}
            }
        }
        (args, temps)
    }

    /// The unbound attributed variables of `c` and, recursively, of their attribute
    /// values, in depth-first order (`term_attvars/2`).
    pub(crate) fn term_attvars(&self, c: Cell) -> Vec<Cell> {
        let mut out = Vec::new();
        if !self.attv.on {
            return out;
        }
        let mut seen = std::collections::HashSet::new();
        let mut todo = vec![c];
        while let Some(t) = todo.pop() {
            let mut found = Vec::new();
            for v in self.variables_of(t) {
                if let Cell::Ref(a) = v {
                    if let Some(atts) = self.attrs_of(a) {
                        if seen.insert(a) {
                            out.push(v);
                            found.push(atts);
                        }
                    }
                }
            }
            todo.extend(found.into_iter().rev());
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::machine::Outcome;
    use crate::term::Term;

    fn machine(program: &str) -> Machine {
        let mut m = Machine::new();
        let report = m.consult_str("attvar_test.pl", program);
        assert!(!report.has_errors(), "{program}");
        m
    }

    fn succeeds(m: &mut Machine, goal: &str) -> bool {
        m.run_once(&Term::atom(goal)) == Outcome::Solved
    }

    #[test]
    fn no_attributed_variable_leaves_bindings_unchecked() {
        let mut m = machine("t :- X = f(Y), Y = 1, X == f(1).\n");
        assert!(succeeds(&mut m, "t"));
        assert!(!m.attv.on);
    }

    #[test]
    fn wakeup_keeps_the_registers_of_the_interrupted_clause() {
        // The head binds the frozen X; the body reads A, B and C from registers.
        let program = "p(1, A, B, C) :- D = [A, B, C], D == [a, b, c].\n\
                       t :- freeze(X, true), p(X, a, b, c).\n\
                       u :- freeze(X, (Y = 2)), X = 1, Z is Y + 1, Z == 3.\n";
        let mut m = machine(program);
        assert!(succeeds(&mut m, "t"));
        assert!(succeeds(&mut m, "u"));
    }

    #[test]
    fn attributes_survive_garbage_collection() {
        let program = "grow(0) :- !.\n\
                       grow(N) :- _ = f(N, N, N, N), N1 is N - 1, grow(N1).\n\
                       t :- put_attr(X, m, v(Y)), grow(200000), get_attr(X, m, v(Z)), Z == Y,\n\
                            freeze(W, (Y = done)), grow(200000), W = 1, Y == done.\n";
        let mut m = machine(program);
        m.set_gc_threshold(1000);
        assert!(succeeds(&mut m, "t"));
        assert!(m.gc_count > 0);
    }

    #[test]
    fn backtracking_restores_attributes_and_drops_new_ones() {
        let program =
            "t :- put_attr(X, m, 1), (put_attr(X, m, 2), fail ; true), get_attr(X, m, 1),\n\
                            (put_attr(Y, m, 1), fail ; true), \\+ attvar(Y).\n";
        let mut m = machine(program);
        assert!(succeeds(&mut m, "t"));
        assert!(m.attv.map.is_empty());
    }

    #[test]
    fn wakeup_keeps_arguments_passed_on_in_place() {
        // A, B and C stay in their argument registers from the head to the call
        // (`compile.rs`): the wakeup at the neck must save and restore them.
        let program = "p(1, A, B, C) :- q(1, A, B, C).\n\
                       q(1, A, B, C) :- A == a, B == b, C == c.\n\
                       r([1|T], L) :- s(T, L).\n\
                       s([2], [x]).\n\
                       t :- freeze(X, (Y = 1)), p(X, a, b, c), Y == 1.\n\
                       u :- freeze(X, true), r([X|T], L), T == [2], L == [x].\n";
        let mut m = machine(program);
        assert!(succeeds(&mut m, "t"));
        assert!(succeeds(&mut m, "u"));
    }

    #[test]
    fn wakeup_goals_count_as_calls() {
        let mut m = machine("t :- freeze(X, true), X = 1.\nu :- X = 1, X == 1.\n");
        let before = m.inferences;
        assert!(succeeds(&mut m, "u"));
        let plain = m.inferences - before;
        let before = m.inferences;
        assert!(succeeds(&mut m, "t"));
        assert!(m.inferences - before > plain + 2);
    }
}
