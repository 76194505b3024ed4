//! The profiler's compact usage vector: the measured metrics only ([`Metric::ALL`],
//! time first), rather than a whole [`Usage`] with every counter; and the few of
//! them read at every switch of centre ([`Reading`]).
//!
//! A switch reads time and the counters that change on most calls (steps, choice
//! points, inferences, heap cells) and adds their growth to the active activation.
//! The other measured counters (unification components, cuts, head failures)
//! change at a few events of the profiled run loop, which add them straight into
//! the active activation (`Machine::cc_charge`): no switch reads or copies them.

use crate::counter::Counter;
use crate::profile::{Metric, Usage, METRICS};
use std::ops::AddAssign;

/// The position of counter `c` in a [`Tally`]. Meant for constant arguments
/// (`const { slot(..) }`), so that the profiler's reads of the running counters
/// compile to plain stores; a counter the profiler does not measure fails the
/// constant's evaluation, at compile time.
pub(crate) const fn slot(c: Counter) -> usize {
    let mut k = 1;
    while k < METRICS {
        if let Metric::Count(d) = Metric::ALL[k] {
            if d as usize == c as usize {
                return k;
            }
        }
        k += 1;
    }
    panic!("a counter the profiler does not measure per centre")
}

/// Number of metrics read at every switch of centre.
pub(crate) const SWITCHED_LEN: usize = 5;

/// Positions in a [`Tally`] of the metrics read at every switch, in the order of a
/// [`Reading`]: time, steps, choice points, inferences, heap cells.
pub(crate) const SWITCHED: [usize; SWITCHED_LEN] = [
    0,
    slot(Counter::Steps),
    slot(Counter::ChoicePoints),
    slot(Counter::Inferences),
    slot(Counter::Heap),
];

/// The running values of the metrics read at every switch (see [`SWITCHED`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Reading(pub(crate) [u64; SWITCHED_LEN]);

impl Reading {
    /// The time (ticks of the profiler's clock): the first value.
    #[inline]
    pub(crate) fn ticks(&self) -> u64 {
        self.0[0]
    }
}

/// A value per measured metric, in the order of [`Metric::ALL`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Tally(pub(crate) [u64; METRICS]);

impl Tally {
    /// Adds the growth of the switched metrics from `last` to `now`, less
    /// `hook_cost` of the time (the profiler's own, estimated; never below zero).
    #[inline(always)]
    pub(crate) fn add_interval(&mut self, now: &Reading, last: &Reading, hook_cost: u64) {
        let dt = now.0[0].wrapping_sub(last.0[0]);
        self.0[0] = self.0[0].wrapping_add(dt - dt.min(hook_cost));
        for (k, &slot) in SWITCHED.iter().enumerate().skip(1) {
            let d = now.0[k].wrapping_sub(last.0[k]);
            self.0[slot] = self.0[slot].wrapping_add(d);
        }
    }

    /// Adds the switched metrics of `o` (the others being zero there, that is
    /// all of `o` in fewer additions).
    #[inline(always)]
    pub(crate) fn add_switched(&mut self, o: &Tally) {
        for k in SWITCHED {
            self.0[k] = self.0[k].wrapping_add(o.0[k]);
        }
    }

    /// Takes `ticks_per_inference` of time off for each inference counted here (the
    /// profiled run loop's own time, estimated; never below zero): the ticks taken.
    pub(crate) fn remove_loop_time(&mut self, ticks_per_inference: f64) -> u64 {
        let inferences = self.0[const { slot(Counter::Inferences) }];
        let taken = ((inferences as f64 * ticks_per_inference) as u64).min(self.0[0]);
        self.0[0] -= taken;
        taken
    }

    /// As a [`Usage`] (the counters no metric measures stay zero), its time
    /// converted to nanoseconds at `ns_per_tick`.
    pub(crate) fn usage(&self, ns_per_tick: f64) -> Usage {
        let mut u = Usage::default();
        for (m, v) in Metric::ALL.iter().zip(self.0) {
            match m {
                Metric::Ticks => u.ticks = (v as f64 * ns_per_tick).round() as u64,
                Metric::Count(c) => u.counts[*c] = v,
            }
        }
        u
    }
}

impl AddAssign for Tally {
    #[inline]
    fn add_assign(&mut self, o: Tally) {
        for (a, b) in self.0.iter_mut().zip(o.0) {
            *a += b;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slots_follow_the_metric_order() {
        for (k, m) in Metric::ALL.iter().enumerate().skip(1) {
            let Metric::Count(c) = m else {
                panic!("time is only the first metric")
            };
            assert_eq!(slot(*c), k, "{c}");
        }
    }

    #[test]
    fn a_tally_is_its_metrics_in_order() {
        let mut t = Tally([0; METRICS]);
        for (i, v) in t.0.iter_mut().enumerate() {
            *v = 10 * i as u64 + 1;
        }
        let u = t.usage(1.0);
        assert_eq!(u.ticks, 1);
        assert_eq!(t.usage(2.5).ticks, 3);
        assert_eq!(u.counts[Counter::Steps], 11);
        assert_eq!(
            u.get(Metric::ALL[METRICS - 1]),
            10 * (METRICS as u64 - 1) + 1
        );
        assert_eq!(u.counts[Counter::Builtins], 0);
    }

    #[test]
    fn the_switched_metrics_are_time_and_the_counters_most_calls_change() {
        let names: Vec<Metric> = SWITCHED.iter().map(|k| Metric::ALL[*k]).collect();
        assert_eq!(
            names,
            [
                Metric::Ticks,
                Metric::Count(Counter::Steps),
                Metric::Count(Counter::ChoicePoints),
                Metric::Count(Counter::Inferences),
                Metric::Count(Counter::Heap),
            ]
        );
    }

    #[test]
    fn an_interval_adds_the_growth_of_the_switched_metrics_only() {
        let mut t = Tally([1; METRICS]);
        let last = Reading([100, 10, 20, 30, 40]);
        let now = Reading([150, 12, 20, 35, 49]);
        t.add_interval(&now, &last, 20);
        let mut expected = [1; METRICS];
        expected[0] = 1 + 50 - 20;
        expected[slot(Counter::Steps)] = 3;
        expected[slot(Counter::Inferences)] = 6;
        expected[slot(Counter::Heap)] = 10;
        assert_eq!(t, Tally(expected));
        // The hooks' estimated cost never takes an interval below zero time.
        t.add_interval(&Reading([160, 12, 20, 35, 49]), &now, 20);
        assert_eq!(t.0[0], 31);
        let mut sum = Tally([2; METRICS]);
        sum.add_switched(&t);
        for (k, v) in sum.0.iter().enumerate() {
            let switched = SWITCHED.contains(&k);
            assert_eq!(*v, if switched { 2 + t.0[k] } else { 2 }, "slot {k}");
        }
    }

    #[test]
    fn loop_time_is_taken_per_inference_and_never_below_zero() {
        let inferences = slot(Counter::Inferences);
        let mut t = Tally::default();
        t.0[0] = 1_000;
        t.0[inferences] = 100;
        assert_eq!(t.remove_loop_time(2.5), 250);
        assert_eq!(t.0[0], 750);
        assert_eq!(t.0[inferences], 100, "counts stay");
        assert_eq!(t.remove_loop_time(10.0), 750);
        assert_eq!(t.0[0], 0);
    }
}
