//! The profiled run loop's own time per inference, estimated once per process.
//!
//! Besides the hooks at switches of centre (`hook_cost`, subtracted per interval),
//! the profiled loop does a little more than the unprofiled one at every call and
//! clause: it counts steps, notes heads for their failures, tests whether the
//! called predicate is a centre. That time lands in whichever centre is active.
//! It is estimated by a short calibration program run on a machine of its own,
//! alternately without and with a profiler that has no centre (so no hook runs):
//! the median difference of the thread's CPU time, per inference. The profile
//! subtracts it for each inference a centre made ([`super::tally::Tally::remove_loop_time`]).

use super::Machine;
use crate::clock::thread_cpu_time;
use crate::term::Term;
use std::sync::OnceLock;

/// The calibration program: deterministic recursion building lists, arithmetic,
/// and backtracking through a two-level search, like the profiled programs.
const PROGRAM: &str = "
lc_run(0) :- !.
lc_run(N) :- lc_range(1, 20, L), lc_nrev(L, _), lc_pick(L), N1 is N - 1, lc_run(N1).
lc_range(N, N, [N]) :- !.
lc_range(I, N, [I|T]) :- I1 is I + 1, lc_range(I1, N, T).
lc_nrev([], []).
lc_nrev([H|T], R) :- lc_nrev(T, RT), lc_app(RT, [H], R).
lc_app([], L, L).
lc_app([H|T], L, [H|R]) :- lc_app(T, L, R).
lc_pick(L) :- lc_mem(X, L), lc_mem(Y, L), X + Y =:= 39, !.
lc_mem(X, [X|_]).
lc_mem(X, [_|T]) :- lc_mem(X, T).
";

/// The calibration goal: about a millisecond unprofiled.
const GOAL: &str = "lc_run(6)";

/// Pairs of runs (unprofiled, profiled) of the calibration.
const PAIRS: usize = 7;

static NS_PER_INFERENCE: OnceLock<f64> = OnceLock::new();

/// The profiled loop's own time per inference (ns of thread CPU time), calibrated
/// on first use in the process; 0 where it cannot be measured.
pub(crate) fn ns_per_inference() -> f64 {
    *NS_PER_INFERENCE.get_or_init(calibrate)
}

/// The median over [`PAIRS`] alternated pairs of the calibration goal's profiled
/// less unprofiled thread CPU time, per inference (never below zero).
fn calibrate() -> f64 {
    let mut m = Machine::new();
    if m.consult_str("loop_cost.pl", PROGRAM).has_errors() {
        return 0.0;
    }
    let Ok(goal) = m.parse_goal(GOAL) else {
        return 0.0;
    };
    // Warm-up: the first runs grow the stacks and the heap.
    let _ = (
        m.calibration_run(&goal, false),
        m.calibration_run(&goal, true),
    );
    let mut per_inference = Vec::with_capacity(PAIRS);
    for _ in 0..PAIRS {
        let (Some((plain, _)), Some((profiled, inferences))) = (
            m.calibration_run(&goal, false),
            m.calibration_run(&goal, true),
        ) else {
            return 0.0;
        };
        per_inference.push((profiled - plain) / inferences.max(1) as f64);
    }
    per_inference.sort_by(f64::total_cmp);
    per_inference[PAIRS / 2].max(0.0)
}

impl Machine {
    /// Runs `goal` once, under a profiler without centres or not: the thread's CPU
    /// time (ns) and the inferences made; `None` without a thread clock.
    fn calibration_run(&mut self, goal: &Term, profiled: bool) -> Option<(f64, u64)> {
        if profiled {
            self.start_probe_profile(super::tick_clock::TickClock::new(true));
        }
        let (inferences, start) = (self.inferences, thread_cpu_time());
        let _ = self.run_once(goal);
        let end = thread_cpu_time();
        let made = self.inferences - inferences;
        if profiled {
            self.stop_probe_profile();
        }
        let ns = end?.checked_sub(start?)?.as_nanos() as f64;
        Some((ns, made))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_calibration_program_loads_and_its_goal_succeeds() {
        let mut m = Machine::new();
        assert!(!m.consult_str("loop_cost.pl", PROGRAM).has_errors());
        let goal = m.parse_goal(GOAL).expect("the goal parses");
        let (_, plain) = m.calibration_run(&goal, false).expect("a thread clock");
        let (_, profiled) = m.calibration_run(&goal, true).expect("a thread clock");
        assert!(plain > 1_000, "{plain} inferences");
        assert_eq!(plain, profiled, "the profiler changes no inference count");
        assert!(!m.profiling(), "the probe profiler is gone");
        let cost = ns_per_inference();
        assert!(cost.is_finite() && cost >= 0.0, "{cost}");
    }
}
