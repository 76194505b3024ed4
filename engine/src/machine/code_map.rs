//! The map from code addresses back to clauses (for the source site of an
//! error): the start address of each clause's code with its predicate and clause
//! id, sorted by address.
//!
//! Code is only ever appended to the machine's code vector, or written into a
//! dynamic clause's reused block (`codespace.rs`), so a new clause's start is
//! either past every recorded one (an append, O(1)) or a recorded one (a reused
//! block, overwritten in place). A freed clause's entry stays until its block is
//! reused: an address inside it still names the clause's slot (a retracted
//! clause may still be running there). A B-tree spent about 900 instructions an
//! assert/retract on insertion and removal.

use super::instr::PredId;

/// Clause code starts, sorted, with the clause each one begins.
#[derive(Debug, Default)]
pub(crate) struct CodeMap {
    entries: Vec<(u32, PredId, u32)>,
}

impl CodeMap {
    /// Records that the code of clause `clause` of `pred` starts at `start`.
    pub(crate) fn record(&mut self, start: u32, pred: PredId, clause: u32) {
        let entry = (start, pred, clause);
        if self.entries.last().is_none_or(|&(last, ..)| last < start) {
            self.entries.push(entry);
            return;
        }
        match self.entries.binary_search_by_key(&start, |&(s, ..)| s) {
            Ok(i) => self.entries[i] = entry,
            Err(i) => self.entries.insert(i, entry),
        }
    }

    /// The clause whose code contains address `pc`: the one starting last at or
    /// before it.
    pub(crate) fn clause_at(&self, pc: u32) -> Option<(PredId, u32)> {
        let after = self.entries.partition_point(|&(s, ..)| s <= pc);
        let &(_, pred, clause) = self.entries.get(after.checked_sub(1)?)?;
        Some((pred, clause))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_address_maps_to_the_clause_starting_last_at_or_before_it() {
        let mut map = CodeMap::default();
        map.record(10, PredId(1), 0);
        map.record(20, PredId(1), 1);
        map.record(35, PredId(2), 0);
        assert_eq!(map.clause_at(9), None);
        assert_eq!(map.clause_at(10), Some((PredId(1), 0)));
        assert_eq!(map.clause_at(19), Some((PredId(1), 0)));
        assert_eq!(map.clause_at(20), Some((PredId(1), 1)));
        assert_eq!(map.clause_at(1000), Some((PredId(2), 0)));
    }

    #[test]
    fn a_reused_block_names_its_new_clause_and_a_gap_is_filled_in_order() {
        let mut map = CodeMap::default();
        map.record(10, PredId(1), 0);
        map.record(30, PredId(1), 1);
        map.record(10, PredId(3), 4);
        map.record(20, PredId(5), 2);
        assert_eq!(map.clause_at(15), Some((PredId(3), 4)));
        assert_eq!(map.clause_at(25), Some((PredId(5), 2)));
        assert_eq!(map.clause_at(30), Some((PredId(1), 1)));
        assert_eq!(map.entries.len(), 3);
    }
}
