//! The profiler's clock: read at every switch of cost centre, so one reading must
//! cost a few instructions. Where the processor has an invariant time-stamp
//! counter (x86_64 with the CPUID "invariant TSC" bit: it ticks at a constant rate
//! in every power state and is synchronised across cores) a reading is one
//! `rdtsc`, with no match on a clock kind and no call; elsewhere it is the
//! monotonic clock. Runs that measure the thread's CPU time (`CcSpec::cpu_time`)
//! read that instead.

use std::time::Instant;

/// What a [`TickClock`] reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Source {
    /// The time-stamp counter (invariant), in its own ticks.
    Tsc,
    /// The monotonic clock, in nanoseconds.
    Monotonic,
    /// The thread's CPU clock, in nanoseconds.
    ThreadCpu,
}

/// A clock that counts ticks from the moment it was (re)started.
#[derive(Clone, Copy, Debug)]
pub(crate) struct TickClock {
    source: Source,
    /// The source's reading at the start.
    origin: u64,
    /// The monotonic clock at the start: TSC ticks are converted to nanoseconds
    /// by the ratio of the two over the whole profile (a short calibration can be
    /// far off on a loaded machine).
    wall_origin: Instant,
}

impl TickClock {
    /// A clock of the thread's CPU time (`cpu_time`) or of wall-clock time, the
    /// TSC where it is invariant; started now.
    pub(crate) fn new(cpu_time: bool) -> TickClock {
        let source = if cpu_time {
            Source::ThreadCpu
        } else if invariant_tsc() {
            Source::Tsc
        } else {
            Source::Monotonic
        };
        let mut clock = TickClock {
            source,
            origin: 0,
            wall_origin: Instant::now(),
        };
        clock.restart();
        clock
    }

    /// Counts from zero again, from now.
    pub(crate) fn restart(&mut self) {
        self.wall_origin = Instant::now();
        self.origin = 0;
        self.origin = self.raw();
    }

    /// Ticks since the start.
    #[inline(always)]
    pub(crate) fn now(&self) -> u64 {
        self.raw().saturating_sub(self.origin)
    }

    /// The source's reading (the monotonic clock's is relative to the start).
    #[inline(always)]
    fn raw(&self) -> u64 {
        if self.source == Source::Tsc {
            read_tsc()
        } else {
            self.read_os_clock()
        }
    }

    /// A reading of a clock the system keeps: a call, kept out of line so that
    /// the TSC reading stays a few instructions where it is inlined.
    #[inline(never)]
    fn read_os_clock(&self) -> u64 {
        match self.source {
            Source::ThreadCpu => crate::clock::thread_cpu_time().map_or(0, |d| d.as_nanos() as u64),
            Source::Tsc | Source::Monotonic => self.wall_origin.elapsed().as_nanos() as u64,
        }
    }

    /// Nanoseconds per tick over `ticks` counted since the start: 1 for the
    /// clocks that count nanoseconds.
    pub(crate) fn ns_per_tick(&self, ticks: u64) -> f64 {
        if self.source != Source::Tsc || ticks == 0 {
            return 1.0;
        }
        self.wall_origin.elapsed().as_nanos() as f64 / ticks as f64
    }
}

/// Whether the processor's time-stamp counter is invariant (CPUID leaf
/// 0x8000_0007, EDX bit 8).
#[cfg(target_arch = "x86_64")]
fn invariant_tsc() -> bool {
    use core::arch::x86_64::__cpuid;
    const POWER_MANAGEMENT: u32 = 0x8000_0007;
    const INVARIANT_TSC: u32 = 1 << 8;
    __cpuid(0x8000_0000).eax >= POWER_MANAGEMENT
        && __cpuid(POWER_MANAGEMENT).edx & INVARIANT_TSC != 0
}

/// No time-stamp counter is read off x86_64.
#[cfg(not(target_arch = "x86_64"))]
fn invariant_tsc() -> bool {
    false
}

/// The time-stamp counter.
#[cfg(target_arch = "x86_64")]
#[inline(always)]
fn read_tsc() -> u64 {
    // SAFETY: `rdtsc` exists on every x86_64 processor and only reads the counter;
    // it is read only when CPUID said the counter is invariant.
    unsafe { core::arch::x86_64::_rdtsc() }
}

/// Never called off x86_64 (`invariant_tsc` is false there).
#[cfg(not(target_arch = "x86_64"))]
#[inline(always)]
fn read_tsc() -> u64 {
    0
}

#[cfg(test)]
mod tests {
    use super::*;

    fn busy(n: u64) -> u64 {
        let mut x = 0u64;
        for i in 0..n {
            x = x.wrapping_mul(31).wrapping_add(i);
        }
        std::hint::black_box(x)
    }

    #[test]
    fn every_clock_counts_from_its_start_and_never_goes_back() {
        for cpu_time in [false, true] {
            let clock = TickClock::new(cpu_time);
            let mut last = clock.now();
            for _ in 0..100 {
                busy(10_000);
                let now = clock.now();
                assert!(now >= last, "cpu_time {cpu_time}: {now} < {last}");
                last = now;
            }
            assert!(last > 0, "cpu_time {cpu_time}: the clock did not advance");
        }
    }

    #[test]
    fn ticks_convert_to_the_wall_clock_time_elapsed() {
        // The conversion is the ratio over the same interval (started a little
        // earlier): it agrees with the wall clock to well within 10%, unless the
        // thread was descheduled between two readings (hence a few tries).
        let errors: Vec<f64> = (0..5)
            .map(|_| {
                let clock = TickClock::new(false);
                let wall = Instant::now();
                busy(20_000_000);
                let ticks = clock.now();
                let ns = ticks as f64 * clock.ns_per_tick(ticks);
                let measured = wall.elapsed().as_nanos() as f64;
                (ns / measured - 1.0).abs()
            })
            .collect();
        assert!(errors.iter().any(|e| *e < 0.1), "{errors:?}");
    }

    #[test]
    fn a_restarted_clock_counts_from_zero_again() {
        let mut clock = TickClock::new(false);
        busy(50_000_000);
        let before = clock.now();
        clock.restart();
        assert!(clock.now() < before);
    }
}
