//! Which permanent variables of the environments are live, read from the code.
//!
//! Clause bodies are straight-line code (control constructs are auxiliary
//! predicates), so the slots an environment's continuation may still read are the
//! ones whose next occurrence after the continuation address reads them; a slot
//! written first (`PutVar`, `SetVar`, `UnifyVar`, `GetVar`, `Is`) or not mentioned
//! again before `Deallocate` holds a stale value nothing reads. The collector
//! clears such slots, so that a choice point protecting a frame does not keep what
//! the clause built after the choice point alive (as a WAM collector marks only
//! the variables active at each continuation). Continuations into the machine's
//! fixed stubs (halt, port exit, cost-centre exit, wakeup return) keep every slot:
//! a wakeup frame also stands for the interrupted clause, whose resume address is
//! saved in the frame rather than in its `cp`, so the frame below it keeps all too.

use super::super::attvar::WAKE_CODE;
use super::super::cell::Cell;
use super::super::instr::{Instr, Slot};
use super::super::Machine;
use crate::atom::Atom;

/// What the code from a continuation does first with a slot.
#[derive(Clone, Copy, PartialEq)]
enum Use {
    /// Not mentioned (yet).
    None,
    /// Written before any read: the value held now is dead.
    Written,
    /// Read: the value is live.
    Read,
}

/// The slot an instruction reads or writes, and whether it writes it first.
fn slot_use(instr: &Instr) -> Option<(Slot, Use)> {
    match *instr {
        Instr::GetVar { slot, .. }
        | Instr::UnifyVar { slot }
        | Instr::PutVar { slot, .. }
        | Instr::SetVar { slot }
        | Instr::Is { slot, .. } => Some((slot, Use::Written)),
        Instr::GetVal { slot, .. }
        | Instr::UnifyVal { slot }
        | Instr::PutVal { slot, .. }
        | Instr::SetVal { slot } => Some((slot, Use::Read)),
        _ => None,
    }
}

/// Marks in `live` (one flag per slot of a frame) the slots that the code from
/// `pc` may read before writing. Unknown code keeps every slot.
fn live_slots(code: &[Instr], pc: u32, live: &mut [bool]) {
    let mut uses = vec![Use::None; live.len()];
    let stub = pc <= WAKE_CODE;
    let mut ended = false;
    if !stub {
        for instr in code.iter().skip(pc as usize) {
            match instr {
                Instr::Deallocate | Instr::Proceed | Instr::Execute { .. } | Instr::Fail => {
                    ended = true;
                    break;
                }
                Instr::Halt | Instr::PortExit | Instr::CcExit | Instr::WakeReturn => break,
                _ => {}
            }
            if let Some((Slot::Y(y), u)) = slot_use(instr) {
                if let Some(first) = uses.get_mut(y as usize) {
                    if *first == Use::None {
                        *first = u;
                    }
                }
            }
        }
    }
    for (l, u) in live.iter_mut().zip(uses) {
        *l |= u == Use::Read || (u == Use::None && !ended);
    }
}

impl Machine {
    /// The (environment, continuation) pairs the collector starts from: the
    /// current ones, then each choice point's.
    fn continuation_starts(&self) -> Vec<(u32, u32)> {
        std::iter::once((self.e, self.cp))
            .chain(self.cps.iter().map(|c| (c.e, c.cp)))
            .collect()
    }

    /// Clears the permanent variables no continuation reads (and those pointing
    /// past the heap) and returns the frames reachable from the current
    /// environment and from choice points.
    pub(super) fn clear_dead_slots(&mut self) -> Vec<u32> {
        let nf = self.frames.len();
        let mut seen = vec![false; nf];
        let mut live = vec![false; self.yvars.len()];
        let mut out = Vec::new();
        for (mut f, mut pc) in self.continuation_starts() {
            let mut keep_all = false;
            while (f as usize) < nf {
                let fr = self.frames[f as usize];
                let slots = &mut live[fr.ybase as usize..(fr.ybase + fr.ny) as usize];
                if keep_all {
                    slots.fill(true);
                } else {
                    live_slots(&self.code, pc, slots);
                }
                if seen[f as usize] {
                    break;
                }
                seen[f as usize] = true;
                out.push(f);
                if f == 0 {
                    break;
                }
                keep_all = pc == WAKE_CODE;
                (f, pc) = (fr.prev, fr.cp);
            }
        }
        for &f in &out {
            let fr = self.frames[f as usize];
            let slots = fr.ybase as usize..(fr.ybase + fr.ny) as usize;
            for (i, &read) in slots.clone().zip(&live[slots]) {
                if !read || !self.valid_root(self.yvars[i]) {
                    self.yvars[i] = Cell::Atom(Atom::NIL);
                }
            }
        }
        out
    }

    /// Whether `c` points inside the heap (a stale slot may point past it).
    fn valid_root(&self, c: Cell) -> bool {
        let h = self.heap.len() as u32;
        match c {
            Cell::Ref(a) => a < h,
            Cell::Lis(p) => p + 1 < h,
            Cell::Str(s) => s < h && matches!(self.heap[s as usize], Cell::Fun(_, n) if s + n < h),
            _ => true,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::machine::instr::Reg;

    fn live(code: &[Instr], pc: u32, ny: usize) -> Vec<bool> {
        let mut l = vec![false; ny];
        live_slots(code, pc, &mut l);
        l
    }

    #[test]
    fn slots_written_first_or_unused_are_dead() {
        let code = [
            Instr::Halt,
            Instr::Fail,
            Instr::PortExit,
            Instr::CcExit,
            Instr::WakeReturn,
            Instr::PutVal {
                slot: Slot::Y(0),
                a: Reg(0),
            },
            Instr::PutVar {
                slot: Slot::Y(1),
                a: Reg(1),
            },
            Instr::PutVal {
                slot: Slot::Y(1),
                a: Reg(2),
            },
            Instr::Deallocate,
            Instr::PutVal {
                slot: Slot::Y(2),
                a: Reg(0),
            },
        ];
        assert_eq!(live(&code, 5, 3), [true, false, false]);
    }

    #[test]
    fn stubs_and_unterminated_code_keep_every_slot() {
        let code = [
            Instr::Halt,
            Instr::Fail,
            Instr::PortExit,
            Instr::CcExit,
            Instr::WakeReturn,
            Instr::PutVar {
                slot: Slot::Y(0),
                a: Reg(0),
            },
        ];
        assert_eq!(live(&code, 0, 2), [true, true]);
        assert_eq!(live(&code, 4, 2), [true, true]);
        // Runs off the end of the code: Y(0) is written first, Y(1) unknown.
        assert_eq!(live(&code, 5, 2), [false, true]);
    }
}
