//! The answers of one table, packed: every answer's cells and arena values in one
//! store, with a small span per answer. A table of many small answers (a tabled
//! recursion's thousands of `p(N)`) kept as one [`Bag`] each paid three vector
//! headers and three allocations an answer; here it pays one span.
//!
//! Each answer's addresses are relative to the start of its own cells, so an
//! answer is stored as copied and restored with one base. A moded table replaces
//! answers: the replacement goes at the end and the old cells become garbage,
//! dropped by repacking the store once they outnumber the live ones.

use super::findall::Bag;
use crate::machine::cell::Cell;
use crate::machine::Machine;

/// Where one answer lies in the store (its root is the store's root of the same
/// index, addresses relative to the answer's first cell).
#[derive(Clone, Copy, Debug)]
struct Span {
    /// First cell and number of cells.
    cells: (u32, u32),
    /// First arena value and number of arena values.
    bigs: (u32, u32),
}

/// A table's answers, in the order they were found.
#[derive(Default, Debug)]
pub(super) struct Answers {
    /// The cells, arena values and roots of every answer (a root can be all
    /// of an answer, an atom: the atom collector marks the roots too).
    store: Bag,
    spans: Vec<Span>,
    /// Cells no span refers to any more (replaced answers).
    garbage: usize,
}

impl Answers {
    /// The number of answers.
    pub(super) fn len(&self) -> usize {
        self.spans.len()
    }

    /// The store, for the atom collector (garbage cells included: they only keep
    /// atoms a little longer).
    pub(super) fn store(&self) -> &Bag {
        &self.store
    }

    /// Adds the one term of `copy` (a bag with one root) as the last answer.
    pub(super) fn push(&mut self, copy: &Bag) {
        let (span, root) = self.append(copy);
        self.spans.push(span);
        self.store.roots.push(root);
    }

    /// Replaces answer `slot` by the one term of `copy`.
    pub(super) fn replace(&mut self, slot: usize, copy: &Bag) {
        let (span, root) = self.append(copy);
        self.store.roots[slot] = root;
        let old = std::mem::replace(&mut self.spans[slot], span);
        self.garbage += old.cells.1 as usize;
        if self.garbage > self.store.cells.len() / 2 {
            self.repack();
        }
    }

    /// Appends the cells and arena values of `copy`; their span and the root.
    fn append(&mut self, copy: &Bag) -> (Span, Cell) {
        let span = Span {
            cells: (self.store.cells.len() as u32, copy.cells.len() as u32),
            bigs: (self.store.bigs.len() as u32, copy.bigs.len() as u32),
        };
        self.store.cells.extend_from_slice(&copy.cells);
        self.store.bigs.extend(copy.bigs.iter().cloned());
        (span, copy.roots.first().copied().unwrap_or(Cell::Int(0)))
    }

    /// Drops the garbage: every answer's cells and arena values move down, in order.
    fn repack(&mut self) {
        let old = std::mem::take(&mut self.store);
        self.store.roots = old.roots;
        for span in &mut self.spans {
            let (c, n) = (span.cells.0 as usize, span.cells.1 as usize);
            let (b, k) = (span.bigs.0 as usize, span.bigs.1 as usize);
            span.cells.0 = self.store.cells.len() as u32;
            span.bigs.0 = self.store.bigs.len() as u32;
            self.store.cells.extend_from_slice(&old.cells[c..c + n]);
            self.store.bigs.extend(old.bigs[b..b + k].iter().cloned());
        }
        self.garbage = 0;
    }
}

impl Machine {
    /// Copies answer `slot` of `answers` onto the heap and returns its root; `None`
    /// if there is no such answer.
    pub(super) fn restore_answer(&mut self, answers: &Answers, slot: usize) -> Option<Cell> {
        let span = answers.spans.get(slot)?;
        let (c, n) = (span.cells.0 as usize, span.cells.1 as usize);
        let (b, k) = (span.bigs.0 as usize, span.bigs.1 as usize);
        let roots = self.restore_parts(
            &answers.store.cells[c..c + n],
            &answers.store.bigs[b..b + k],
            &answers.store.roots[slot..=slot],
        );
        roots.first().copied()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::atom::Atom;
    use crate::term::Term;

    /// A bag holding `goal` (built on the heap by `build`) as its one root.
    fn copied(m: &mut Machine, goal: Cell) -> Bag {
        let mut bag = Bag::default();
        let root = m.copy_into_bag(goal, &mut bag);
        bag.roots.push(root);
        bag
    }

    fn p(m: &mut Machine, n: i64) -> Bag {
        let t = m.build_goal(Atom::new("p"), &[Cell::Int(n)]);
        copied(m, t)
    }

    fn restored(m: &mut Machine, answers: &Answers, slot: usize) -> Option<Term> {
        let c = m.restore_answer(answers, slot)?;
        Some(m.to_term(c))
    }

    fn p_term(n: i64) -> Term {
        Term::Compound(Atom::new("p"), vec![Term::Int(n)])
    }

    #[test]
    fn answers_come_back_as_stored_and_replacements_survive_repacking() {
        let mut m = Machine::new();
        let mut answers = Answers::default();
        for n in 0..5 {
            let bag = p(&mut m, n);
            answers.push(&bag);
        }
        assert_eq!(answers.len(), 5);
        assert_eq!(restored(&mut m, &answers, 3), Some(p_term(3)));
        assert_eq!(restored(&mut m, &answers, 5), None);
        // Enough replacements to repack the store several times.
        for round in 0..20 {
            let bag = p(&mut m, 100 + round);
            answers.replace((round % 5) as usize, &bag);
        }
        assert!(
            answers.store.cells.len() <= 20,
            "{}",
            answers.store.cells.len()
        );
        let all: Vec<_> = (0..5)
            .filter_map(|i| restored(&mut m, &answers, i))
            .collect();
        assert_eq!(all, (115..120).map(p_term).collect::<Vec<_>>());
    }

    #[test]
    fn a_restored_answer_keeps_its_shared_variables_apart_from_other_answers() {
        let mut m = Machine::new();
        let mut answers = Answers::default();
        answers.push(&p(&mut m, 1));
        let x = m.heap.len() as u32;
        m.heap.push(Cell::Ref(x));
        let q = m.build_goal(Atom::new("q"), &[Cell::Ref(x), Cell::Ref(x)]);
        answers.push(&copied(&mut m, q));
        let Some(Cell::Str(s)) = m.restore_answer(&answers, 1) else {
            panic!("q/2 not restored");
        };
        let (a, b) = (
            m.deref(m.heap[s as usize + 1]),
            m.deref(m.heap[s as usize + 2]),
        );
        assert_eq!(a, b);
        assert!(matches!(a, Cell::Ref(v) if v > s && v != x), "{a:?}");
    }

    #[test]
    fn an_answer_that_is_an_atom_is_kept_among_the_roots() {
        let mut m = Machine::new();
        let mut answers = Answers::default();
        answers.push(&copied(&mut m, Cell::Atom(Atom::TRUE)));
        answers.push(&p(&mut m, 2));
        answers.replace(0, &copied(&mut m, Cell::Atom(Atom::NIL)));
        assert!(answers.store().roots.contains(&Cell::Atom(Atom::NIL)));
        assert_eq!(m.restore_answer(&answers, 0), Some(Cell::Atom(Atom::NIL)));
        assert_eq!(restored(&mut m, &answers, 1), Some(p_term(2)));
    }
}
