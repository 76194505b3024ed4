//! Superinstructions: the commonest instruction sequences run in one dispatch.
//!
//! Every dispatched instruction costs the run loop an indirect jump, which the
//! processor mostly mispredicts, and the instruction fetch around it. A list cell
//! in a head (`GetList` and its two `Unify*` instructions: three of the eight
//! instructions of `app/3`'s recursive clause, twice) and the end of a clause
//! that calls at most one predicate (`Neck` then `Proceed` or `Execute`) are
//! fused here when a clause is installed.
//!
//! A superinstruction replaces only the first instruction of its sequence: the
//! others stay in place after it, and it skips them when it runs. So everything
//! that reads the code (the wakeup's live registers, the collector's live slots,
//! leaf clauses, commits) sees the plain sequence, and a neck that starts a wakeup
//! resumes at the plain `Proceed` or `Execute` after it.

use super::cell::Cell;
use super::instr::{Instr, ListArg, Reg, Slot};
use super::{Machine, OccursCheck};

/// Rewrites one clause's `code` in place with superinstructions (see the module).
pub(crate) fn fuse(code: &mut [Instr]) {
    for i in 0..code.len() {
        let next = |k: usize| code.get(i + k).copied();
        let fused = match code[i] {
            Instr::GetList { a } => {
                match (next(1).and_then(list_arg), next(2).and_then(list_arg)) {
                    (Some(head), Some(tail)) => Instr::GetListPair { a, head, tail },
                    _ => continue,
                }
            }
            Instr::Neck { shape } => match next(1) {
                Some(Instr::Proceed) => Instr::NeckProceed { shape },
                Some(Instr::Execute { pred }) => Instr::NeckExecute { shape, pred },
                _ => continue,
            },
            _ => continue,
        };
        code[i] = fused;
    }
}

/// The list element a `Unify*` instruction stands for (a `UnifyVoid` covering
/// both elements of the cell is not one).
fn list_arg(instr: Instr) -> Option<ListArg> {
    match instr {
        Instr::UnifyVar { slot } => Some(ListArg::Var(slot)),
        Instr::UnifyVal { slot } => Some(ListArg::Val(slot)),
        Instr::UnifyVoid { n: 1 } => Some(ListArg::Void),
        _ => None,
    }
}

impl Machine {
    /// `GetList { a }`: reads the list in register `a` (read mode) or binds the
    /// unbound variable there to a list cell built next (write mode); `false` if
    /// the register holds anything else.
    #[inline(always)]
    pub(super) fn get_list(&mut self, a: Reg) -> bool {
        match self.deref(self.regs.at(a)) {
            Cell::Ref(addr) => {
                let h = self.heap.len() as u32;
                self.bind(addr, Cell::Lis(h));
                self.write_mode = true;
                if self.occurs_check != OccursCheck::False {
                    self.oc_pending.push((addr, Cell::Lis(h)));
                }
                true
            }
            Cell::Lis(p) => {
                self.s = p;
                self.write_mode = false;
                true
            }
            _ => false,
        }
    }

    /// `UnifyVar { slot }`: `slot` takes the next argument (a fresh variable in
    /// write mode). Always `true`, as the run loop's steps that cannot fail.
    #[inline(always)]
    pub(super) fn unify_var(&mut self, slot: Slot) -> bool {
        if self.write_mode {
            self.write_var(slot);
        } else {
            self.read_var(slot, self.s);
            self.s += 1;
        }
        true
    }

    /// `UnifyVar { slot }` in write mode: `slot` takes a fresh variable.
    #[inline(always)]
    fn write_var(&mut self, slot: Slot) {
        let v = self.new_var();
        self.slot_set(slot, v);
    }

    /// `UnifyVar { slot }` in read mode: `slot` takes the argument at heap
    /// address `at`.
    #[inline(always)]
    fn read_var(&mut self, slot: Slot, at: u32) {
        let v = self.heap[at as usize];
        self.slot_set(slot, v);
    }

    /// `UnifyVal { slot }`: the next argument unifies with `slot` (is `slot`'s
    /// value in write mode); `false` if it does not.
    #[inline(always)]
    pub(super) fn unify_val(&mut self, slot: Slot) -> bool {
        if self.write_mode {
            self.write_val(slot);
            true
        } else {
            let at = self.s;
            self.s += 1;
            self.read_val(slot, at)
        }
    }

    /// `UnifyVal { slot }` in write mode: pushes `slot`'s value.
    #[inline(always)]
    fn write_val(&mut self, slot: Slot) {
        let v = self.slot_get(slot);
        self.heap.push(v);
    }

    /// `UnifyVal { slot }` in read mode: `slot` unifies with the argument at
    /// heap address `at`.
    #[inline(always)]
    fn read_val(&mut self, slot: Slot, at: u32) -> bool {
        let v = self.slot_get(slot);
        self.unify(v, Cell::Ref(at))
    }

    /// `UnifyVoid { n }`: skips `n` arguments (pushes `n` fresh variables in
    /// write mode). Always `true`, as the run loop's steps that cannot fail.
    #[inline(always)]
    pub(super) fn unify_void(&mut self, n: u32) -> bool {
        if self.write_mode {
            for _ in 0..n {
                self.new_var();
            }
        } else {
            self.s += n;
        }
        true
    }

    /// `GetListPair { a, head, tail }` without skipping the plain instructions
    /// after it: `false` if the unification fails. Reads the two elements at
    /// their addresses, or builds them, without the read/write mode and the
    /// structure pointer the plain `Unify*` instructions go through (nothing
    /// after a pair reads those: the next `Unify*` follows a `Get*` that sets
    /// them).
    #[inline(always)]
    pub(super) fn get_list_pair(&mut self, a: Reg, head: ListArg, tail: ListArg) -> bool {
        match self.deref(self.regs.at(a)) {
            Cell::Lis(p) => self.read_list_arg(head, p) && self.read_list_arg(tail, p + 1),
            Cell::Ref(addr) => {
                let h = self.heap.len() as u32;
                self.bind(addr, Cell::Lis(h));
                if self.occurs_check != OccursCheck::False {
                    self.oc_pending.push((addr, Cell::Lis(h)));
                }
                self.write_list_arg(head);
                self.write_list_arg(tail);
                true
            }
            _ => false,
        }
    }

    /// One element of a list cell in read mode, the element at heap address
    /// `at`: as its plain `Unify*` instruction.
    #[inline(always)]
    fn read_list_arg(&mut self, arg: ListArg, at: u32) -> bool {
        match arg {
            ListArg::Var(slot) => {
                self.read_var(slot, at);
                true
            }
            ListArg::Val(slot) => self.read_val(slot, at),
            ListArg::Void => true,
        }
    }

    /// One element of a list cell in write mode: as its plain `Unify*` instruction.
    #[inline(always)]
    fn write_list_arg(&mut self, arg: ListArg) {
        match arg {
            ListArg::Var(slot) => self.write_var(slot),
            ListArg::Val(slot) => self.write_val(slot),
            ListArg::Void => {
                self.new_var();
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::machine::instr::PredId;

    #[test]
    fn list_cells_and_clause_ends_fuse_and_keep_the_plain_code() {
        let (h, t) = (Slot::X(Reg(256)), Slot::X(Reg(0)));
        let mut code = vec![
            Instr::GetList { a: Reg(0) },
            Instr::UnifyVar { slot: h },
            Instr::UnifyVar { slot: t },
            Instr::GetList { a: Reg(2) },
            Instr::UnifyVal { slot: h },
            Instr::UnifyVoid { n: 1 },
            Instr::Neck { shape: 3 },
            Instr::Execute { pred: PredId(7) },
        ];
        let plain = code.clone();
        fuse(&mut code);
        let pair = |a, head, tail| Instr::GetListPair { a, head, tail };
        assert_eq!(code[0], pair(Reg(0), ListArg::Var(h), ListArg::Var(t)));
        assert_eq!(code[3], pair(Reg(2), ListArg::Val(h), ListArg::Void));
        let neck = Instr::NeckExecute {
            shape: 3,
            pred: PredId(7),
        };
        assert_eq!(code[6], neck);
        for i in [1, 2, 4, 5, 7] {
            assert_eq!(code[i], plain[i]);
        }
    }

    /// A fused list cell in both modes, with every element kind (a first
    /// occurrence, a later one, an anonymous one): the answers plain unification
    /// gives, checked by `==` against the expected terms.
    #[test]
    fn fused_list_cells_read_and_build_every_element_kind() {
        let mut m = crate::machine::test_support::loaded(
            "app([], L, L).\n\
             app([H|T], L, [H|R]) :- app(T, L, R).\n\
             same([X|X]).\n\
             tail_of([_|T], T).\n\
             head_of([H|_], H).\n\
             cyc(X, [_|X]).\n",
        );
        let solves = crate::machine::test_support::solves;
        // Read mode: Var/Var, Val/Var; write mode: Val (H) and Var (R).
        assert!(solves(&mut m, "app([a,b], [c], L), L == [a,b,c]"));
        assert!(solves(&mut m, "app(X, Y, [a,b]), X == [a], Y == [b]"));
        assert!(!solves(&mut m, "app([a], [b], [a,c])"));
        // Val against Var in read mode: a match, a mismatch, a binding.
        assert!(solves(&mut m, "same([a|a])"));
        assert!(!solves(&mut m, "same([a|b])"));
        assert!(solves(&mut m, "same([Y|b]), Y == b"));
        // Write mode: the Val element is the Var element's fresh variable.
        assert!(solves(&mut m, "same(L), L = [Z|W], Z == W, var(Z)"));
        // Void elements, read and write.
        assert!(solves(&mut m, "tail_of([a|b], T), T == b"));
        assert!(solves(&mut m, "head_of(L, h), L = [A|B], A == h, var(B)"));
        assert!(!solves(&mut m, "head_of(x, _)"));
        // A cell built in write mode is occurs-checked at the neck.
        assert!(solves(&mut m, "cyc(L, L)"));
        assert!(solves(
            &mut m,
            "set_prolog_flag(occurs_check, true), \\+ cyc(L, L), set_prolog_flag(occurs_check, false)"
        ));
    }

    #[test]
    fn other_sequences_stay_plain() {
        let mut code = vec![
            // Both elements anonymous: one `UnifyVoid` for the two.
            Instr::GetList { a: Reg(0) },
            Instr::UnifyVoid { n: 2 },
            // A constant element.
            Instr::GetList { a: Reg(1) },
            Instr::UnifyVar {
                slot: Slot::X(Reg(256)),
            },
            Instr::UnifyConst {
                c: super::super::instr::Const::Atom(crate::atom::Atom::NIL),
            },
            Instr::Neck { shape: 0 },
            Instr::Allocate { n: 1 },
            Instr::Neck { shape: 0 },
            Instr::Proceed,
        ];
        let plain = code.clone();
        fuse(&mut code);
        assert_eq!(code[..7], plain[..7]);
        assert_eq!(code[7], Instr::NeckProceed { shape: 0 });
    }
}
