//! Limits that fire inside one long builtin call.
//!
//! The run loop looks at the deadline and the memory in use between calls; a single
//! builtin on a huge term (`copy_term/2`, `==/2`, `compare/3`, `ground/1`,
//! `term_variables/2`, writing, unifying) can run far longer than that. The slow
//! (cycle-safe) walks those builtins fall back to on big terms count their work
//! with [`Machine::tick`]: a countdown whose end, every [`POLL_EVERY`] units, reads
//! the clock and the memory in use. The fast walks and head unification's plain
//! loop are untouched (they give up to the slow walks after a bounded amount of
//! work).
//!
//! A walk that returns a `Result` raises the resource error itself. A read-only
//! walk (`&self`, answering a bool or an ordering) stops through [`Machine::poll`]:
//! only inside a builtin, it latches the limit and returns early, and the builtin's
//! caller ([`Machine::run_polled`]) raises the latched error whatever the builtin
//! answered, so an answer cut short is never seen and the machine stays usable.
//! Work that is not a walk counts too: the cells a builtin adds to the heap and
//! the bytes written to streams.

use super::{resource_error, BResult, BuiltinDef, Machine, Signal};
use std::cell::Cell;
use std::time::Instant;

/// Units of walk work (compounds entered) between two looks at the limits.
const POLL_EVERY: u32 = 1 << 12;

/// Builtins whose work is bounded: no term walk, no heap growth beyond a cell or
/// two, nothing written. [`Machine::run_polled`] could never see a limit inside
/// them, so they run without its bookkeeping (about 30 machine instructions a call
/// of the commonest builtins: type tests, arithmetic comparison, the cut helpers).
const QUICK: &[(&str, u32)] = &[
    ("var", 1),
    ("nonvar", 1),
    ("atom", 1),
    ("number", 1),
    ("integer", 1),
    ("float", 1),
    ("atomic", 1),
    ("compound", 1),
    ("callable", 1),
    ("string", 1),
    ("=:=", 2),
    ("=\\=", 2),
    ("<", 2),
    (">", 2),
    ("=<", 2),
    (">=", 2),
    ("succ", 2),
    ("plus", 3),
    ("$choice_count", 1),
    ("$get_level", 1),
    ("$cut", 1),
    ("$softcut", 1),
    // `$/1`'s helpers: a choice point pushed or popped (`'$det_exit'` copies its
    // goal out of the heap only for the error it raises).
    ("$det_enter", 1),
    ("$det_exit", 0),
    // Structure access: `arg/3`'s builtin unifies one argument (a unification that walks
    // counts its own work with `tick`, it never polls); `functor/3` counts the
    // cells of a term it builds with `tick_by`.
    ("$arg", 3),
    ("functor", 3),
    // `=/2` is one unification, which counts its own work as `'$arg'/3`'s does.
    ("=", 2),
];

/// Whether builtin `name/arity` runs under [`Machine::run_polled`]: every builtin
/// but the [`QUICK`] ones.
pub(crate) fn polled(name: &str, arity: u32) -> bool {
    !QUICK.contains(&(name, arity))
}

/// The countdown of walk work and the limit a walk hit inside a builtin.
#[derive(Debug, Default)]
pub(crate) struct Interrupt {
    /// Work units left before the next look at the limits.
    left: Cell<u32>,
    /// Builtin calls running (nested queries inside builtins nest them).
    depth: u32,
    /// The limit (`time`, `memory`) a read-only walk hit, raised when its builtin returns.
    hit: Cell<Option<&'static str>>,
}

impl Machine {
    /// Counts one unit of a long walk's work; every [`POLL_EVERY`] units, raises
    /// the resource error of a limit passed (`time` or `memory`).
    #[inline]
    pub(crate) fn tick(&self) -> Result<(), Signal> {
        self.tick_by(1)
    }

    /// [`Machine::tick`] by `units` at once: the cells a quick builtin that may
    /// build a large term (`functor/3`) added to the heap, as
    /// [`Machine::run_polled`] counts them for the polled builtins.
    #[inline]
    pub(crate) fn tick_by(&self, units: usize) -> Result<(), Signal> {
        self.tick_limit(units)
            .map_or(Ok(()), |what| Err(resource_error(what)))
    }

    /// The countdown of [`Machine::tick`] by `units`: the limit passed, when the
    /// countdown ends.
    #[inline]
    fn tick_limit(&self, units: usize) -> Option<&'static str> {
        let left = self.interrupt.left.get();
        if (left as usize) > units {
            self.interrupt.left.set(left - units as u32);
            return None;
        }
        self.interrupt.left.set(POLL_EVERY);
        self.limit_passed()
    }

    /// The limit passed now: the deadline, or the memory limit.
    #[cold]
    fn limit_passed(&self) -> Option<&'static str> {
        if self.limits.deadline.is_some_and(|d| Instant::now() > d) {
            Some("time")
        } else if self.over_memory_limit() {
            Some("memory")
        } else {
            None
        }
    }

    /// [`Machine::tick`] for read-only walks: true when the walk must stop now
    /// because a limit was passed inside a builtin (latched for
    /// [`Machine::run_polled`] to raise). Outside builtins it never stops a walk.
    #[inline]
    pub(crate) fn poll(&self) -> bool {
        self.poll_by(1)
    }

    /// [`Machine::poll`] for `units` of work at once (bytes written, by 16).
    #[inline]
    pub(crate) fn poll_by(&self, units: usize) -> bool {
        if self.interrupt.hit.get().is_some() {
            return true;
        }
        match self.tick_limit(units) {
            Some(what) if self.interrupt.depth > 0 => {
                self.interrupt.hit.set(Some(what));
                true
            }
            _ => false,
        }
    }

    /// Whether a limit was latched in the running builtin: a walk's answer was cut
    /// short and must not be acted on (written to a stream), or work in chunks stops.
    pub(crate) fn interrupted(&self) -> bool {
        self.interrupt.hit.get().is_some()
    }

    /// Runs builtin `id` with read-only walks polling; a limit one of them hit is
    /// the builtin's error, whatever it answered. The cells the builtin added to
    /// the heap count as its work (a sort, a copy, a list of codes), so a loop of
    /// long builtin calls reaches the limits between calls too. A quick builtin
    /// (not `polled`) runs plain. (One call from the run loop for both kinds: a
    /// second call site there costs the loop's code about 3% on nrev.)
    #[inline]
    pub(crate) fn run_polled(&mut self, id: u16) -> BResult {
        let BuiltinDef { f, polled, .. } = self.builtins[id as usize];
        if !polled {
            return f(self);
        }
        let heap = self.heap.len();
        self.interrupt.depth += 1;
        let r = f(self);
        self.interrupt.depth -= 1;
        match self.interrupt.hit.take() {
            Some(what) => Err(resource_error(what)),
            None if r.is_ok() => match self.tick_limit(self.heap.len().saturating_sub(heap)) {
                Some(what) => Err(resource_error(what)),
                None => r,
            },
            None => r,
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::machine::test_support::{loaded, solves};
    use crate::machine::Outcome;
    use crate::term::Term;
    use std::time::{Duration, Instant};

    /// Each `t(Builtin)` makes terms of millions of cells, sets a deadline 100 ms
    /// ahead (`deadline_in/1`, registered by the test) and calls `Builtin`, which
    /// takes seconds on them.
    const PROGRAM: &str = "
        codes(L) :- double(21, ab, A), atom_codes(A, L).
        double(0, A, A) :- !.
        double(N, A0, A) :- atom_concat(A0, A0, A1), N1 is N-1, double(N1, A1, A).
        vars(L) :- length(L, 3000000).
        t(copy_term/2) :- vars(L), deadline_in(100), copy_term(L, _).
        t(term_variables/2) :- vars(L), deadline_in(100), term_variables(L, _).
        t((=@=)/2) :- vars(L), vars(M), deadline_in(100), L =@= M.
        t((=)/2) :- codes(L), codes(M), deadline_in(100), L = M.
        t((==)/2) :- codes(L), codes(M), deadline_in(100), L == M.
        t(compare/3) :- codes(L), codes(M), deadline_in(100), compare(_, L, M).
        t(ground/1) :- codes(L), deadline_in(100), ground(L).
        t(term_hash/2) :- codes(L), deadline_in(100), term_hash(L, _).
        t(write/2) :- codes(L), open('/dev/null', write, S), deadline_in(100), write(S, L).
        t('$findall_add'/2) :- vars(L), deadline_in(100), findall(L, true, _).
        t(tab/2) :- open('/dev/null', write, S), deadline_in(100), tab(S, 100000000000).
        after :- double(12, ab, A), atom_codes(A, L), copy_term(L, C), C == L, ground(C),
            msort([c, a, b], [a, b, c]), with_output_to(string(S), write(f(x))), S == \"f(x)\".
    ";

    /// Every quick builtin exists and runs unpolled; the walking ones stay polled.
    #[test]
    fn only_the_quick_builtins_skip_the_polling() {
        let m = loaded("");
        for &(name, arity) in super::QUICK {
            let def = m
                .builtins
                .iter()
                .find(|b| &*b.name.name() == name && b.arity == arity);
            assert!(def.is_some_and(|b| !b.polled), "{name}/{arity}");
        }
        for (name, arity) in [
            ("copy_term", 2),
            ("=@=", 2),
            ("==", 2),
            ("=..", 2),
            ("write", 1),
        ] {
            assert!(super::polled(name, arity), "{name}/{arity}");
        }
    }

    #[test]
    fn a_limit_fires_inside_a_long_builtin_and_the_next_query_runs() {
        let mut m = loaded(PROGRAM);
        m.register_builtin("deadline_in", 1, |m| {
            let ms = m.int_arg(0)?;
            m.limits.deadline = Some(Instant::now() + Duration::from_millis(ms as u64));
            Ok(true)
        });
        let builtins = [
            "copy_term/2",
            "term_variables/2",
            "(=@=)/2",
            "(=)/2",
            "(==)/2",
            "compare/3",
            "ground/1",
            "term_hash/2",
            "write/2",
            "'$findall_add'/2",
            "tab/2",
        ];
        let formal = Term::compound("resource_error", vec![Term::atom("time")]);
        for b in builtins {
            let goal = m.parse_goal(&format!("t({b})")).expect("goal parses");
            // The context names the predicate the program called (`findall/3` for
            // `'$findall_add'/2`), as a system predicate.
            let indicator = match m.parse_goal(b).expect("indicator parses") {
                Term::Compound(_, pi) => match (&pi[0], &pi[1]) {
                    (Term::Atom(name), Term::Int(arity)) => {
                        super::super::error_context::culprit(*name, *arity as u32)
                    }
                    _ => None,
                },
                _ => None,
            };
            let indicator = indicator.expect("a builtin's context names it");
            // On a loaded machine the process may sleep past the 100 ms between
            // `deadline_in/1` and the builtin; the run loop's check between calls
            // then fires first. Such a try says nothing: try again.
            let mut inside = false;
            for _ in 0..5 {
                let started = Instant::now();
                let outcome = m.run_once(&goal);
                let took = started.elapsed();
                m.limits.deadline = None;
                let Outcome::Error(Term::Compound(_, ball)) = &outcome else {
                    panic!("{b}: {outcome:?}");
                };
                assert_eq!(ball[0], formal, "{b}");
                assert!(took < Duration::from_secs(10), "{b} took {took:?}");
                assert!(solves(&mut m, "after"), "after {b}");
                // Raised inside the builtin (its context), not by the run loop's
                // check between calls.
                let Term::Compound(_, context) = &ball[1] else {
                    panic!("{b}: {outcome:?}");
                };
                if context[0] == indicator {
                    inside = true;
                    break;
                }
            }
            assert!(inside, "{b}: the limit never fired inside it");
        }
    }
}
