//! Solution collection for `findall/3,4` (and through them `bagof/3`, `setof/3`).
//!
//! Each active `findall` owns a bag on a stack. A solution is copied out of the heap
//! into the bag's own cell vector as it is found (the failure-driven loop then resets
//! the heap), and at the end all solutions are copied back in one block with their
//! addresses relocated. While copying, each variable met is temporarily overwritten
//! by a marker holding its copy's index, so sharing is preserved without a hash map;
//! only terms large enough to be cyclic also map compounds to their copies.

use crate::atom::Atom;
use crate::machine::boxed::Boxed;
use crate::machine::cell::Cell;
use crate::machine::cyclic::{compound_id, copied_before, AddrMap, Brent};
use crate::machine::Machine;

/// A bag of copied terms; addresses in `cells` are indices into `cells`. Also used as
/// a pre-built template of a clause for `clause/2` and `retract/1`.
#[derive(Clone, Debug, Default)]
pub(crate) struct Bag {
    pub(crate) cells: Vec<Cell>,
    pub(crate) bigs: Vec<Boxed>,
    pub(crate) roots: Vec<Cell>,
}

impl Bag {
    /// Drops the bag's spare capacity: for a bag kept as long as its owner (an
    /// answer table keeps each answer until abolished), where the growth margin
    /// of its vectors would be kept too.
    pub(crate) fn compact(&mut self) {
        self.cells.shrink_to_fit();
        self.bigs.shrink_to_fit();
        self.roots.shrink_to_fit();
    }
}

fn marker() -> Atom {
    Atom::new("$findall_copy")
}

pub(super) fn register(m: &mut Machine) {
    m.register_builtin("$findall_start", 1, |m| {
        m.bags.push(Bag::default());
        let id = Cell::Int(m.bags.len() as i64 - 1);
        Ok(m.unify_arg(0, id))
    });
    m.register_builtin("$findall_add", 2, |m| {
        let Cell::Int(id) = m.arg(0) else {
            return Ok(false);
        };
        let id = id as usize;
        if id >= m.bags.len() {
            return Ok(false);
        }
        // Solutions keep their attributes, as in SWI-Prolog.
        let template = if m.attv.on {
            m.pack_attrs(m.regs[1])
        } else {
            m.regs[1]
        };
        let mut bag = std::mem::take(&mut m.bags[id]);
        let root = m.copy_into_bag(template, &mut bag);
        bag.roots.push(root);
        let size = bag.cells.len() + bag.roots.len();
        m.bags[id] = bag;
        if size > m.limits.heap_cells {
            m.bags.truncate(id);
            return Err(crate::machine::Signal::Error(crate::term::Term::compound(
                "resource_error",
                vec![crate::term::Term::atom("memory")],
            )));
        }
        Ok(true)
    });
    m.register_builtin("$findall_collect", 3, |m| collect(m, Keep::Pop));
    // findnsols/4,5: hands out the solutions so far and goes on collecting.
    m.register_builtin("$findall_flush", 3, |m| collect(m, Keep::Empty));
}

/// What `collect` leaves of the bag.
#[derive(Clone, Copy, PartialEq)]
enum Keep {
    /// Drops it (and any bag above it): the `findall` is over.
    Pop,
    /// Keeps it, emptied, for more solutions.
    Empty,
}

/// `'$findall_collect'(Bag, List, Tail)` and `'$findall_flush'/3`: unifies `List`
/// with the bag's solutions, copied back to the heap, ending in `Tail`.
fn collect(m: &mut Machine, keep: Keep) -> crate::machine::BResult {
    let Cell::Int(id) = m.arg(0) else {
        return Ok(false);
    };
    let id = id as usize;
    if id >= m.bags.len() {
        return Ok(false);
    }
    let bag = match keep {
        Keep::Pop => m.bags.drain(id..).next().unwrap_or_default(),
        Keep::Empty => std::mem::take(&mut m.bags[id]),
    };
    let mut items = m.restore_bag(&bag);
    if m.attv.on {
        for item in &mut items {
            *item = m.unpack_attrs(*item);
        }
    }
    let tail = m.regs[2];
    let l = m.make_list_tail(&items, tail);
    Ok(m.unify_arg(1, l))
}

impl Machine {
    /// Copies the term at `c` into `bag`, returning its root cell (bag addresses).
    /// A cyclic term gets a cyclic copy. A copy that outgrows the heap limit is cut
    /// off: the caller checks the bag's size against the limit.
    pub(crate) fn copy_into_bag(&mut self, c: Cell, bag: &mut Bag) -> Cell {
        let (cells, bigs) = (bag.cells.len(), bag.bigs.len());
        match self.copy_into_bag_with(c, bag, None) {
            Some(root) => root,
            None => {
                bag.cells.truncate(cells);
                bag.bigs.truncate(bigs);
                self.copy_into_bag_with(c, bag, Some(AddrMap::default()))
                    .unwrap_or(Cell::Atom(Atom::NIL))
            }
        }
    }

    /// Copies into `bag`; `copies` maps compounds already copied to their copies.
    /// `None` if the work passes [`Machine::naive_budget`] without `copies`.
    fn copy_into_bag_with(
        &mut self,
        c: Cell,
        bag: &mut Bag,
        mut copies: Option<AddrMap<Cell>>,
    ) -> Option<Cell> {
        let mark = marker();
        let mut touched: Vec<u32> = Vec::new();
        let mut result = Some(Cell::Atom(Atom::NIL));
        let mut work: Vec<(Cell, Option<usize>)> = vec![(c, None)];
        let (mut pushed, budget) = (0usize, self.naive_budget());
        let mut brent = Brent::default();
        while let Some((c, dest)) = work.pop() {
            if bag.cells.len() > self.limits.heap_cells || copies.is_some() && self.poll() {
                break;
            }
            let c = self.deref(c);
            let known = copied_before(copies.as_ref(), c);
            let out = match c {
                _ if known.is_some() => known.unwrap_or(c),
                Cell::Ref(a) => {
                    let idx = match dest {
                        Some(d) => d as u32,
                        None => {
                            bag.cells.push(Cell::Atom(Atom::NIL));
                            bag.cells.len() as u32 - 1
                        }
                    };
                    bag.cells[idx as usize] = Cell::Ref(idx);
                    self.heap[a as usize] = Cell::Fun(mark, idx);
                    touched.push(a);
                    Cell::Ref(idx)
                }
                Cell::Fun(f, idx) if f == mark => Cell::Ref(idx),
                Cell::Big(b) | Cell::Rat(b) | Cell::String(b) => {
                    bag.bigs.push(self.boxed(b).clone());
                    c.with_arena_index(bag.bigs.len() as u32 - 1)
                }
                Cell::Str(s) => {
                    let Cell::Fun(f, n) = self.heap[s as usize] else {
                        continue;
                    };
                    let h = bag.cells.len();
                    bag.cells.push(Cell::Fun(f, n));
                    bag.cells
                        .extend(std::iter::repeat_n(Cell::Atom(Atom::NIL), n as usize));
                    for i in (1..=n as usize).rev() {
                        work.push((self.heap[s as usize + i], Some(h + i)));
                    }
                    pushed += n as usize;
                    if let Some(m) = copies.as_mut() {
                        m.insert(s, Cell::Str(h as u32));
                    }
                    Cell::Str(h as u32)
                }
                Cell::Lis(p) => {
                    let h = bag.cells.len();
                    bag.cells.push(Cell::Atom(Atom::NIL));
                    bag.cells.push(Cell::Atom(Atom::NIL));
                    work.push((self.heap[p as usize + 1], Some(h + 1)));
                    work.push((self.heap[p as usize], Some(h)));
                    pushed += 2;
                    if let Some(m) = copies.as_mut() {
                        m.insert(p, Cell::Lis(h as u32));
                    }
                    Cell::Lis(h as u32)
                }
                other => other,
            };
            let again = compound_id(c).is_some_and(|a| brent.step(a));
            if copies.is_none() && (pushed > budget || again) {
                result = None;
                break;
            }
            match dest {
                Some(d) => bag.cells[d] = out,
                None => result = Some(out),
            }
        }
        for a in touched {
            self.heap[a as usize] = Cell::Ref(a);
        }
        result
    }

    /// Copies a bag's terms onto the heap, returning their root cells.
    pub(crate) fn restore_bag(&mut self, bag: &Bag) -> Vec<Cell> {
        self.restore_parts(&bag.cells, &bag.bigs, &bag.roots)
    }

    /// Copies `cells` (addresses relative to their first) and their arena values
    /// `bigs` (indices relative to the first) onto the heap, returning `roots`
    /// relocated: a bag's whole content, or one answer of a table's store.
    pub(crate) fn restore_parts(
        &mut self,
        cells: &[Cell],
        bigs: &[Boxed],
        roots: &[Cell],
    ) -> Vec<Cell> {
        let base = self.heap.len() as u32;
        let big_base = self.bigs.len() as u32;
        for b in bigs {
            self.push_boxed(b.clone());
        }
        let reloc = |c: Cell| match c {
            Cell::Ref(a) => Cell::Ref(a + base),
            Cell::Str(a) => Cell::Str(a + base),
            Cell::Lis(a) => Cell::Lis(a + base),
            Cell::Big(b) | Cell::Rat(b) | Cell::String(b) => c.with_arena_index(b + big_base),
            other => other,
        };
        self.heap.extend(cells.iter().map(|c| reloc(*c)));
        roots.iter().map(|c| reloc(*c)).collect()
    }
}
