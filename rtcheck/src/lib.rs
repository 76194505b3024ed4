//! Run-time checking of the assertions static analysis left undecided.
//!
//! For each property still `check`, the predicate is run on inputs from `:- test`
//! assertions and on inputs generated from its calls properties over a sweep of
//! sizes ([`gen`]), each run measured with the engine's counters ([`measure`]). A
//! measurement outside the asserted bound is a counterexample (the property is
//! `false`), shrunk to a smaller input that still violates ([`shrink`]); otherwise the property stays `check` and what was observed is reported.
#![deny(missing_docs)]

pub mod calls;
pub mod check;
pub mod gen;
pub mod measure;
pub mod shrink;
pub mod sizes;
pub mod success;
pub mod test_case;
pub mod timing;

pub use check::{Checker, Target};
pub use timing::TimingRule;

use std::time::Duration;

/// Settings of run-time checking.
#[derive(Clone, Debug)]
pub struct Config {
    /// Seed of the input generator (runs are reproducible with the same seed).
    pub seed: u64,
    /// Largest input size swept.
    pub max_size: usize,
    /// Random inputs per size, besides the structured shapes.
    pub randoms: usize,
    /// Mutations of the costliest inputs per size (worst-case search).
    pub mutations: usize,
    /// Candidates tried at most when shrinking a counterexample (within `budget`).
    pub shrink_tries: usize,
    /// Step limit of one run.
    pub run_steps: u64,
    /// Wall-clock limit of one run.
    pub run_time: Duration,
    /// Memory limit of one run, in bytes (heap, big integers, atom text).
    pub run_memory: usize,
    /// Time budget of one property (the sweep stops at the next size beyond it;
    /// shrinking a counterexample has as much again).
    pub budget: Duration,
    /// How a suspected `exec_time` violation is confirmed before it refutes the
    /// bound (amortised measurements above a CPU-time floor, a margin over their
    /// noise; see [`timing`]).
    pub timing: TimingRule,
}

impl Default for Config {
    fn default() -> Self {
        Config {
            seed: 0,
            max_size: 256,
            randoms: 3,
            mutations: 6,
            shrink_tries: 500,
            run_steps: 2_000_000,
            run_time: Duration::from_secs(2),
            run_memory: 1 << 30,
            budget: Duration::from_millis(500),
            timing: TimingRule::default(),
        }
    }
}
