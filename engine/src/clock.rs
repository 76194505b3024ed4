//! The calling thread's CPU clock: time the thread actually ran, which excludes
//! the time it waited while other processes had the cores. Calibration times
//! points with it; profiled runs compare it with their wall-clock time to tell
//! undisturbed runs from runs that were descheduled.

use std::time::Duration;

/// CPU time consumed by the calling thread so far (`None` where the platform has
/// no per-thread CPU clock).
#[cfg(unix)]
pub fn thread_cpu_time() -> Option<Duration> {
    let mut ts = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: `ts` is a valid, writable timespec; the call only writes into it.
    let r = unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut ts) };
    if r != 0 {
        return None;
    }
    Some(Duration::new(
        u64::try_from(ts.tv_sec).ok()?,
        u32::try_from(ts.tv_nsec).ok()?,
    ))
}

/// CPU time consumed by the calling thread so far (unavailable here).
#[cfg(not(unix))]
pub fn thread_cpu_time() -> Option<Duration> {
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_thread_clock_advances_with_work() {
        let Some(start) = thread_cpu_time() else {
            return;
        };
        let mut x = 0u64;
        for i in 0..5_000_000u64 {
            x = x.wrapping_mul(31).wrapping_add(i);
        }
        std::hint::black_box(x);
        let end = thread_cpu_time().expect("the clock worked once");
        assert!(end > start);
    }
}
