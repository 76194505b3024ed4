//! The profiler's compact usage vector: the measured metrics only ([`Metric::ALL`],
//! time first), so that the hooks add and subtract a few words at every switch of
//! centre rather than a whole [`Usage`] with every counter.

use crate::counter::Counter;
use crate::profile::{Metric, Usage, METRICS};
use std::ops::{AddAssign, Sub};

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

/// A value per measured metric, in the order of [`Metric::ALL`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Tally(pub(crate) [u64; METRICS]);

impl Tally {
    /// The time (ns): the first metric.
    #[inline]
    pub(crate) fn ticks(&self) -> u64 {
        self.0[0]
    }

    /// Takes `ns` off the time.
    #[inline]
    pub(crate) fn take_ticks(&mut self, ns: u64) {
        self.0[0] -= ns;
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

impl Sub for Tally {
    type Output = Tally;
    #[inline]
    fn sub(mut self, o: Tally) -> Tally {
        for (a, b) in self.0.iter_mut().zip(o.0) {
            *a = a.wrapping_sub(b);
        }
        self
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
    fn differences_add_up() {
        let a = Tally([5; METRICS]);
        let mut b = Tally([2; METRICS]);
        let d = a - b;
        b += d;
        assert_eq!(b, a);
        let mut c = d;
        c.take_ticks(1);
        assert_eq!(c.ticks(), 2);
    }
}
