//! Counting the heap cells a run allocates ([`crate::Counter::Heap`]).
//!
//! **One heap cell** is one tagged word ([`super::cell::Cell`], 16 bytes) pushed on
//! the machine's global heap. With the compiler's code that is:
//!
//! - a compound `f(A1..An)` built (by a body argument, or by a head argument whose
//!   call argument is unbound, "write mode"): `n + 1` cells (header and arguments);
//!   a list cell `[H|T]`: 2 cells; nested compounds count the same, each;
//! - a fresh variable passed as a body argument (`p(X)` where `X` occurs first, or
//!   `_`): 1 cell; a fresh variable inside a built compound is one of its argument
//!   cells; `X is E` with `X` fresh stores the number in `X`'s slot (no cell for
//!   `X`, but `E`'s compounds are built, then popped: they count);
//! - what builtins and library predicates push (`functor/3`, `copy_term/2`, ...).
//!
//! Atoms, numbers and variables already bound cost nothing where they appear: an
//! atom or small integer lives inside the cell that holds it. Big integers and
//! strings live in a side arena (`boxed.rs`) and atoms in the atom table: neither
//! is a heap cell, so neither counts (the static analysis could not bound them
//! without value ranges: every `is/2` could make a big integer).
//!
//! Cells are allocated once and counted once: backtracking, the `is/2` fast path
//! popping its expression, the garbage collector and the end of a query all lower
//! the heap top, and each of them first settles the cells pushed since the last
//! mark ([`AllocCount::settle`]). Nothing is counted in the run loop itself: with
//! neither counting nor profiling on, lowering the heap top tests one flag, as it
//! did before the profiler counted cells; on, it costs a subtraction.
//!
//! One running count serves both readers: the profiler takes differences of it
//! between switches of cost centre (`costlog profile` runs without counting), and
//! a counted run reads it from its last reset ([`crate::Machine::reset_counts`]).

/// Heap cells allocated while counting or profiling, read from the heap top.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct AllocCount {
    /// Whether cells are being counted (counting or profiling is on).
    on: bool,
    /// Cells counted up to the moment the heap top was `mark`.
    settled: u64,
    /// Heap top when the count was last settled (or turned on).
    mark: usize,
    /// The running count at the last reset: a counted run's cells are those after it.
    origin: u64,
}

impl AllocCount {
    /// Turns counting on or off at heap top `top`: cells pushed while it is off
    /// are never counted, those pushed while on stay counted.
    pub(crate) fn switch(&mut self, on: bool, top: usize) {
        match (self.on, on) {
            (false, true) => self.mark = top,
            (true, false) => self.settle(top, top),
            _ => {}
        }
        self.on = on;
    }

    /// The heap top is about to become `new_top` (backtracking, a collection,
    /// counting turned off): counts the cells pushed since the mark, which stay
    /// counted however far the heap shrinks, and marks `new_top`.
    pub(crate) fn settle(&mut self, top: usize, new_top: usize) {
        self.settled += top.saturating_sub(self.mark) as u64;
        self.mark = new_top;
    }

    /// Cells counted so far, the heap top being `top`: a running count that never
    /// decreases (the profiler charges its differences to cost centres).
    pub(crate) fn running(&self, top: usize) -> u64 {
        if self.on {
            self.settled + top.saturating_sub(self.mark) as u64
        } else {
            self.settled
        }
    }

    /// Starts a counted run's count from zero at heap top `top`.
    pub(crate) fn reset(&mut self, top: usize) {
        self.origin = self.running(top);
    }

    /// Cells counted since the last reset, the heap top being `top`.
    pub(crate) fn since_reset(&self, top: usize) -> u64 {
        self.running(top).saturating_sub(self.origin)
    }
}

impl super::Machine {
    /// Lowers the heap top to `top`, counting the cells it pops as allocated when
    /// cells are being counted (`H`: the run loop's hooks flag; `false` makes this
    /// a plain truncation).
    #[inline(always)]
    pub(crate) fn truncate_heap<const H: bool>(&mut self, top: usize) {
        if H && self.alloc.on {
            self.alloc.settle(self.heap.len(), top);
        }
        self.heap.truncate(top);
    }

    /// Counts heap cells exactly while counting or profiling is on: called when
    /// either is turned on or off.
    pub(crate) fn update_heap_counting(&mut self) {
        let on = self.counting || self.prof.is_some();
        self.alloc.switch(on, self.heap.len());
    }

    /// Heap cells allocated since the counters were reset, while counting (or
    /// profiling) was on.
    pub(crate) fn heap_allocated(&self) -> u64 {
        self.alloc.since_reset(self.heap.len())
    }

    /// The running count of heap cells allocated, as the profiler reads it.
    pub(crate) fn heap_running(&self) -> u64 {
        self.alloc.running(self.heap.len())
    }
}

#[cfg(test)]
mod tests {
    use super::super::test_support::loaded;
    use super::super::Outcome;
    use super::*;
    use crate::Counter;

    const LISTS: &str = "app([], L, L).\napp([H|T], L, [H|R]) :- app(T, L, R).\n\
        nrev([], []).\nnrev([H|T], R) :- nrev(T, RT), app(RT, [H], R).\n";

    /// Heap cells the first solution of `goal` allocates on a machine that
    /// consulted `program` (the goal's own arguments, built before, excluded).
    fn cells(program: &str, goal: &str, gc_threshold: Option<usize>) -> u64 {
        let mut m = loaded(program);
        if let Some(t) = gc_threshold {
            m.set_gc_threshold(t);
        }
        let g = m.parse_goal(goal).unwrap();
        m.set_counting(true);
        let mut q = m.start_query(&g);
        m.reset_counts();
        assert_eq!(m.next_solution(&mut q), Outcome::Solved, "{goal}");
        let n = m.total_counts()[Counter::Heap];
        m.stop_query(q, false);
        n
    }

    #[test]
    fn cells_popped_stay_counted() {
        let mut a = AllocCount::default();
        a.switch(true, 10);
        a.reset(10);
        assert_eq!(a.since_reset(14), 4);
        // Backtracking pops 3 of them, then 5 more are pushed.
        a.settle(14, 11);
        assert_eq!(a.since_reset(11), 4);
        assert_eq!(a.since_reset(16), 9);
        // A collection compacts below the starting top: nothing is uncounted.
        a.settle(16, 2);
        assert_eq!(a.since_reset(2), 9);
        assert_eq!(a.since_reset(3), 10);
        // Turned off: the count stays; cells pushed meanwhile never count.
        a.switch(false, 3);
        assert_eq!(a.since_reset(40), 10);
        a.switch(true, 40);
        assert_eq!(a.since_reset(41), 11);
    }

    #[test]
    fn a_reset_restarts_the_counted_run_not_the_running_count() {
        let mut a = AllocCount::default();
        a.switch(true, 0);
        a.settle(7, 2);
        a.reset(5);
        assert_eq!((a.since_reset(5), a.running(5)), (0, 10));
        assert_eq!((a.since_reset(6), a.running(6)), (1, 11));
    }

    #[test]
    fn list_cells_built_cost_two_cells() {
        // app: one [H|R] per element of the first list, written in the head.
        assert_eq!(cells(LISTS, "app([1, 2, 3], [4], _)", None), 6);
        assert_eq!(cells(LISTS, "app([], [4], _)", None), 0);
        // Read mode builds nothing.
        assert_eq!(cells(LISTS, "app([1, 2], [3], [1, 2, 3])", None), 0);
        // nrev of n elements: per element [H] (2 cells) and the fresh RT (1 cell),
        // then app's 2 per element of RT: 3n + n(n - 1).
        for n in [0u64, 1, 3, 10] {
            let list: Vec<String> = (1..=n).map(|i| i.to_string()).collect();
            let goal = format!("nrev([{}], _)", list.join(","));
            assert_eq!(
                cells(LISTS, &goal, None),
                3 * n + n * n.saturating_sub(1),
                "{goal}"
            );
        }
    }

    #[test]
    fn compounds_fresh_variables_and_arithmetic() {
        let program = "mk(N, t(N, l, r)).\n\
            inc(N, M) :- M is N + 1.\n\
            inc2(N, M) :- K is N + 1, M = K.\n\
            fresh :- g(_, X), g(X, _).\n\
            g(_, _).\n";
        // t/3 written in the head: 4 cells.
        assert_eq!(cells(program, "mk(1, _)", None), 4);
        assert_eq!(cells(program, "mk(1, t(1, l, r))", None), 0);
        // `N + 1` built (3 cells) for is/2; a fresh `K` takes none.
        assert_eq!(cells(program, "inc(1, _)", None), 3);
        assert_eq!(cells(program, "inc2(1, _)", None), 3);
        // Fresh variables as body arguments: `_`, `X`, `_` (the second `X` is not fresh).
        assert_eq!(cells(program, "fresh", None), 3);
    }

    #[test]
    fn cells_freed_by_backtracking_or_the_collector_stay_counted() {
        let program = "w(Y) :- mk2(Y), fail.\nw(done).\nmk2(g(a, b)).\n\
            l(0) :- !.\nl(N) :- g(_), N1 is N - 1, l(N1).\ng(_).\n";
        // g(a, b) written (3 cells), then popped by backtracking.
        assert_eq!(cells(program, "w(_)", None), 3);
        // Per iteration: `_` (1 cell) and `N - 1` (3 cells, popped at once); a
        // collection every few hundred cells changes nothing.
        assert_eq!(cells(program, "l(1000)", None), 4000);
        assert_eq!(cells(program, "l(1000)", Some(256)), 4000);
    }

    #[test]
    fn nothing_is_counted_with_counting_off() {
        let mut m = loaded(LISTS);
        let g = m.parse_goal("nrev([1, 2, 3], _)").unwrap();
        m.reset_counts();
        assert_eq!(m.run_once(&g), Outcome::Solved);
        assert_eq!(m.total_counts()[Counter::Heap], 0);
        // Cells pushed while counting was off are not counted when it resumes.
        m.set_counting(true);
        assert_eq!(m.total_counts()[Counter::Heap], 0);
        m.set_counting(false);
        assert_eq!(m.total_counts()[Counter::Heap], 0);
    }
}
