//! Memory the machine uses besides its heap cells, and limits that must fire
//! inside long builtins.
//!
//! The memory limit (`Limits::heap_cells`, in 16-byte cells) covers the heap, the
//! big integers of the arena, the text of atoms that builtins make
//! (`atom_concat/3` and friends), `findall/3`'s bags, memory streams and the
//! clause store (so that a runaway `assertz/1` loop ends with the resource error). Big integers are reclaimed by the garbage
//! collector with the cells that refer to them; making them counts towards the
//! next collection, so a loop that computes with big numbers runs in bounded
//! memory. Atoms that builtins make count while the machine holds them, until the
//! atom collector releases them (`agc.rs`).
//!
//! A big-integer operation is checked before it runs: a result that would not fit
//! in the memory left, or an operation that cannot finish before the deadline
//! (estimated from its operands' sizes), raises the resource error at once.
//! Under an address-space cap (`ulimit -v`) the limit is at most three quarters of
//! it, so that the resource error comes before any allocation can fail.

use super::boxed::Boxed;
use super::instr::Instr;
use super::{resource_error, Machine, Signal};
use crate::atom::Atom;
use crate::number::Number;
use crate::term::Term;
use std::sync::OnceLock;
use std::time::{Duration, Instant};

/// Big-integer bytes made between two collections at least (the budget doubles
/// with the bytes that stay live).
const BIG_GC_BUDGET: usize = 16 << 20;

/// Operands up to this many bits are never pre-checked (a few microseconds).
const SMALL_BITS: u64 = 1 << 16;

/// Nanoseconds per (64-bit limb)^1.585 of a multiplication: a low estimate, so that
/// an operation is refused only when it surely cannot finish in time.
const NS_PER_MUL_UNIT: f64 = 2.0;

/// What the machine holds outside its heap cells, and what collections did.
#[derive(Clone, Debug, Default)]
pub(crate) struct OffHeap {
    /// Bytes of the big integers and strings in the arena.
    pub big_bytes: usize,
    /// Bytes of arena values made since the last collection.
    pub big_since_gc: usize,
    /// Arena bytes that trigger the next collection.
    pub big_budget: usize,
    /// Bytes of the text of the atoms the machine holds (made by builtins).
    pub text_bytes: usize,
    /// Bytes of the clause terms stored (for `clause/2`, `listing/1`), asserted
    /// ones included, until their clauses are freed.
    pub clause_bytes: usize,
    /// Time spent collecting.
    pub gc_time: Duration,
    /// Bytes the collections freed.
    pub gc_freed: u64,
    /// Heap cells the collections went over (the heap's size at each).
    pub gc_cells: u64,
}

/// A third of the address space the process may still map (`ulimit -v`, less
/// what is mapped when the first machine asks, thread stacks included), so that
/// the memory limit fires before an allocation fails: a growing vector briefly
/// needs its old and its new buffer. Unlimited without a cap.
fn address_space_cap() -> usize {
    static CAP: OnceLock<usize> = OnceLock::new();
    *CAP.get_or_init(|| {
        let mut lim = libc::rlimit {
            rlim_cur: 0,
            rlim_max: 0,
        };
        // SAFETY: `lim` is a valid, writable rlimit; the call only writes to it.
        let ok = unsafe { libc::getrlimit(libc::RLIMIT_AS, &mut lim) } == 0;
        if !ok || lim.rlim_cur == libc::RLIM_INFINITY {
            return usize::MAX;
        }
        let mapped = std::fs::read_to_string("/proc/self/statm")
            .ok()
            .and_then(|s| s.split_whitespace().next()?.parse::<u64>().ok())
            .map_or(0, |pages| pages * 4096);
        usize::try_from(lim.rlim_cur.saturating_sub(mapped) / 3).unwrap_or(usize::MAX)
    })
}

/// The memory limit in cells of the heap alone, for the collector's threshold.
pub(crate) fn limit_cells(m: &Machine) -> usize {
    m.memory_limit() / 16
}

/// Bytes of an owned term: one `Term` per node (the arguments of a compound are
/// stored inline in its vector). The walk follows each compound's last argument in place and stacks only the
/// others that are compounds, so a flat term (an asserted fact) or a list's spine
/// allocates nothing.
pub(crate) fn term_bytes(t: &Term) -> usize {
    let mut nodes = 0usize;
    let mut stack: Vec<&Term> = Vec::new();
    let mut next = Some(t);
    while let Some(t) = next.or_else(|| stack.pop()) {
        nodes += 1;
        next = None;
        if let Term::Compound(_, args) = t {
            if let Some((last, rest)) = args.split_last() {
                nodes += rest
                    .iter()
                    .filter(|a| !matches!(a, Term::Compound(..)))
                    .count();
                stack.extend(rest.iter().filter(|a| matches!(a, Term::Compound(..))));
                next = Some(last);
            }
        }
    }
    nodes * std::mem::size_of::<Term>()
}

fn bits(n: &Number) -> u64 {
    match n {
        Number::Int(i) => 64 - i.unsigned_abs().leading_zeros() as u64,
        Number::BigInt(b) => b.bits(),
        Number::Rational(r) => r.numer().bits() + r.denom().bits(),
        Number::Float(_) => 0,
    }
}

impl Machine {
    /// Bytes in use: heap cells, big integers and strings, atom text made by
    /// builtins, the solutions `findall/3` collected so far, the text of memory
    /// streams, and the clause store (clause terms and code).
    pub(crate) fn memory_used(&self) -> usize {
        let bags: usize = self.bags.iter().map(|b| b.cells.len() * 16).sum();
        self.heap.len() * 16
            + self.off_heap.big_bytes
            + self.off_heap.text_bytes
            + bags
            + self.streams.memory_bytes()
            + self.off_heap.clause_bytes
            + self.code.len() * std::mem::size_of::<Instr>()
    }

    /// Raises `resource_error(memory)` unless a clause `head :- body` fits in the
    /// memory left (its terms, and about as much again for its code).
    pub(crate) fn reserve_clause(&self, head: &Term, body: &Term) -> Result<(), Signal> {
        self.reserve(2 * (term_bytes(head) + term_bytes(body)))
    }

    /// The memory limit in bytes: the configured one, within what the process may
    /// map at all.
    fn memory_limit(&self) -> usize {
        self.limits
            .heap_cells
            .saturating_mul(16)
            .min(address_space_cap())
    }

    /// Whether the memory in use is past the limit.
    pub(crate) fn over_memory_limit(&self) -> bool {
        self.memory_used() > self.memory_limit()
    }

    /// Raises `resource_error(memory)` unless `bytes` more fit under the limit.
    pub(crate) fn reserve(&self, bytes: usize) -> Result<(), Signal> {
        if self.memory_used().saturating_add(bytes) > self.memory_limit() {
            return Err(resource_error("memory"));
        }
        Ok(())
    }

    /// Raises `resource_error(time)` when the deadline has passed.
    pub(crate) fn check_deadline(&self) -> Result<(), Signal> {
        match self.limits.deadline {
            Some(d) if Instant::now() > d => Err(resource_error("time")),
            _ => Ok(()),
        }
    }

    /// Counts a big integer or string just stored in the arena; past the budget, the
    /// next call collects garbage.
    pub(crate) fn account_boxed(&mut self, b: &Boxed) {
        let size = b.size();
        self.off_heap.big_bytes += size;
        self.off_heap.big_since_gc += size;
        if self.off_heap.big_since_gc > self.off_heap.big_budget.max(BIG_GC_BUDGET) {
            self.gc_threshold = 0;
        }
    }

    /// Drops the arena's values from index `n` on (backtracking).
    pub(crate) fn truncate_bigs(&mut self, n: usize) {
        if n < self.bigs.len() {
            let freed: usize = self.bigs[n..].iter().map(Boxed::size).sum();
            self.off_heap.big_bytes = self.off_heap.big_bytes.saturating_sub(freed);
            self.bigs.truncate(n);
        }
    }

    /// Recounts the arena after a collection and sets the next budget.
    pub(crate) fn recount_bigs(&mut self) {
        let live: usize = self.bigs.iter().map(Boxed::size).sum();
        self.off_heap.gc_freed += self.off_heap.big_bytes.saturating_sub(live) as u64;
        self.off_heap.big_bytes = live;
        self.off_heap.big_since_gc = 0;
        self.off_heap.big_budget = 2 * live;
    }

    /// Checks an arithmetic operation on big operands before it runs: its result
    /// must fit in the memory left and it must be able to finish before the
    /// deadline.
    pub(crate) fn precheck_arith(&self, f: Atom, args: &[Number]) -> Result<(), Signal> {
        let sizes: Vec<u64> = args.iter().map(bits).collect();
        let largest = sizes.iter().copied().max().unwrap_or(0);
        let second = args.get(1).map_or(0, bits);
        let name = f.name();
        let name = &*name;
        let result_bits = match name {
            "*" => sizes.iter().sum(),
            "**" | "^" => match args.get(1) {
                Some(Number::Int(e)) if *e > 0 => sizes[0].saturating_mul(*e as u64),
                Some(Number::BigInt(_)) if sizes[0] > 1 => u64::MAX,
                _ => largest,
            },
            "<<" => match args.get(1) {
                Some(Number::Int(e)) if *e > 0 => sizes[0].saturating_add(*e as u64),
                _ => largest,
            },
            _ => largest + 1,
        };
        if result_bits > SMALL_BITS {
            // Multiplication needs scratch space about twice its result.
            let scratch = if matches!(name, "*" | "**" | "^") {
                3
            } else {
                1
            };
            self.reserve(((result_bits / 8) as usize).saturating_mul(scratch))?;
        }
        if largest <= SMALL_BITS || self.limits.deadline.is_none() {
            return Ok(());
        }
        let limbs = |b: u64| (b / 64 + 1) as f64;
        let mul = |b: u64| NS_PER_MUL_UNIT * limbs(b).powf(1.585);
        let estimate_ns = match name {
            "*" | "//" | "/" | "div" | "mod" | "rem" | "divmod" => mul(largest.max(second)),
            // Repeated squaring: the last squaring dominates.
            "**" | "^" => mul(result_bits / 2),
            "gcd" => NS_PER_MUL_UNIT * limbs(largest).powi(2),
            _ => 0.0,
        };
        if let Some(deadline) = self.limits.deadline {
            let at = Instant::now().checked_add(Duration::from_nanos(estimate_ns as u64));
            if at.is_none_or(|at| at > deadline) {
                return Err(resource_error("time"));
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::term_bytes;
    use crate::term::Term;

    /// Nodes of a term counted the plain recursive way.
    fn nodes(t: &Term) -> usize {
        match t {
            Term::Compound(_, args) => 1 + args.iter().map(nodes).sum::<usize>(),
            _ => 1,
        }
    }

    /// Every node counts once, whether it is a flat argument, a stacked compound
    /// argument or a last argument followed in place.
    #[test]
    fn term_bytes_counts_every_node_once() {
        let node = std::mem::size_of::<Term>();
        let g = Term::compound("g", vec![Term::atom("b"), Term::Int(2)]);
        let list = Term::list(vec![Term::atom("c"), g.clone(), Term::Var(0)]);
        let terms = [
            Term::atom("a"),
            Term::compound("candidate", vec![Term::Int(7)]),
            Term::compound("f", vec![g.clone(), Term::Var(1), g.clone(), list.clone()]),
            Term::compound("h", vec![list, Term::atom("z")]),
        ];
        for t in &terms {
            assert_eq!(term_bytes(t), nodes(t) * node, "{t:?}");
        }
        assert_eq!(term_bytes(&terms[1]), 2 * node);
    }
}
