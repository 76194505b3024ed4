//! Deciding `exec_time` bounds only from measurements that are reliable on a
//! shared, loaded machine.
//!
//! One timed run of a short call is shorter than the clock's resolution plus the
//! scheduler's jitter, so a single figure refutes nothing: it only makes a
//! violation *suspected*. A suspected violation is re-measured
//! [`TimingRule::measurements`] times, each an *amortised* measurement: the call
//! is repeated until the time spent in it reaches [`TimingRule::floor`] of the
//! thread's CPU time, and the per-call figure is that total over the number of
//! calls ([`Amortised`]). Each call is timed on the monotonic clock (cheap, and
//! it leaves the call undisturbed: the thread's CPU clock is a system call on
//! Linux, which made a call of `nrev([])` measure 4 times its time); the
//! thread's CPU time over the wall-clock time of the whole measurement, its
//! share of the core, scales the total down to the time the thread ran. The
//! decision then allows for the noise those measurements show:
//!
//! - an upper bound when the *fastest* per-call figure (scaled to the time the
//!   thread ran) exceeds `bound · (1 + margin) + spread + overhead`;
//! - a lower bound when the *slowest* (not scaled: it includes any wait for the
//!   core) is below `bound · (1 − margin) − spread`;
//!
//! where `spread` is how far the median figure is from the decisive one (the
//! noise of a typical measurement: one disturbed measurement among five does not
//! decide it, the agreement of the others does) and `overhead` the per-call figure of a call that does nothing (`true`),
//! measured the same way (the slowest of as many amortised measurements): the
//! clock reads and the query around the call, which every figure includes.
//!
//! A spread measured in absolute nanoseconds grows with the call, so on a loaded
//! machine it can swamp a violation of any size (a call of 10 µs against a bound
//! of 1 ns, with a median 12 µs above the fastest, stayed `check`). A bound is
//! therefore also refuted by *ratio*, which noise of that kind cannot reach:
//!
//! - an upper bound when the fastest figure exceeds [`TimingRule::ratio`] times
//!   `bound · noise + overhead`, where `noise` is the median figure over the
//!   fastest (a true bound is refuted only if the least disturbed of the
//!   measurements took that many times what the bound and the call overhead
//!   allow, inflated by the disturbance the measurements show);
//! - a lower bound when the median figure (not scaled: waits only raise it) is
//!   below the bound divided by [`TimingRule::ratio`].
//!
//! A measurement that cannot reach the floor (the call raises an error, or the
//! repetitions take longer than [`TimingRule::max_wall`]) refutes nothing, nor
//! does any measurement where the platform has no per-thread CPU clock: the
//! property stays `check` with what was seen.

use crate::measure::{run, RunLimits, UserWeights};
use costlog_assertions::{Approx, CostType, Resource};
use costlog_engine::clock::thread_cpu_time;
use costlog_engine::{Machine, Term};
use std::time::{Duration, Instant};

/// The call overhead is amortised over the floor divided by this
/// ([`TimingRule::call_overhead`]).
const OVERHEAD_FLOOR_DIVISOR: u32 = 20;

/// How suspected `exec_time` violations are confirmed (module documentation).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct TimingRule {
    /// CPU time one amortised measurement must reach.
    pub floor: Duration,
    /// Amortised measurements per confirmation.
    pub measurements: usize,
    /// Relative margin beyond the bound (`0.25` for 25%).
    pub margin: f64,
    /// Wall-clock time after which a measurement that has not reached the floor
    /// is given up (a loaded machine, or a call far cheaper than its query). One
    /// second: under a load of 8 on 2 cores a 1 µs call amortised 0.6 ms of CPU time
    /// in 250 ms (2 ms needed), and a true refutation became `check`.
    pub max_wall: Duration,
    /// The per-call figure of a call that does nothing (ns): what every figure
    /// includes besides the call's own work. `None` until [`TimingRule::confirm`]
    /// first measures it on the checker's machine; while unknown, no upper bound
    /// is refuted.
    pub overhead_ns: Option<f64>,
    /// How many times what a true bound explains the decisive figure must be to
    /// refute the bound whatever the spread (module documentation). Four: a
    /// busy process on the other core slowed calls' CPU time by 6-25%, and the
    /// 4x of nrev([])'s per-call CPU clock reads is the worst distortion seen.
    pub ratio: f64,
}

impl Default for TimingRule {
    fn default() -> Self {
        TimingRule {
            floor: Duration::from_millis(2),
            measurements: 5,
            margin: 0.25,
            max_wall: Duration::from_secs(1),
            overhead_ns: None,
            ratio: 4.0,
        }
    }
}

/// One amortised measurement: `calls` repetitions of a call.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Amortised {
    /// Total monotonic-clock time of the timed calls (ns).
    pub total_ns: f64,
    /// Number of calls.
    pub calls: usize,
    /// The thread's CPU time over the wall-clock time of the whole measurement
    /// (1 when it never waited for a core); `None` without a per-thread CPU clock.
    pub cpu_share: Option<f64>,
}

impl Amortised {
    /// The time the thread ran in the timed calls: their total scaled by its
    /// share of the core (ns), `None` when the share is unknown.
    pub fn running_ns(&self) -> Option<f64> {
        self.cpu_share.map(|s| self.total_ns * s.clamp(0.0, 1.0))
    }

    /// The per-call figure of the time the thread ran (ns): what upper bounds
    /// are judged by (a wait for the core does not count against the call).
    pub fn per_call_running_ns(&self) -> Option<f64> {
        self.running_ns().map(|r| r / self.calls.max(1) as f64)
    }

    /// The per-call figure of the whole timed time (ns): what lower bounds are
    /// judged by (it is never below the time the call ran).
    pub fn per_call_ns(&self) -> f64 {
        self.total_ns / self.calls.max(1) as f64
    }

    /// The figure a bound of kind `side` is judged by (`None`: not measurable).
    fn figure(&self, side: Approx) -> Option<f64> {
        match side {
            Approx::Lb => Some(self.per_call_ns()),
            _ => self.per_call_running_ns(),
        }
    }
}

/// What the confirmation of a suspected violation concluded.
#[derive(Clone, Debug, PartialEq)]
pub enum Judgement {
    /// The bound is false: the decisive per-call figure (ns) and how it was measured.
    Refuted {
        /// The fastest figure for an upper bound, the slowest for a lower bound.
        observed: f64,
        /// How the measurements refute the bound, for the report.
        note: String,
    },
    /// The measurements do not refute the bound: why (recorded with the
    /// property's observation), and whether they contest it: every one was
    /// beyond the bound itself, only not beyond the margin their noise calls
    /// for, so they do not support it either.
    Unconfirmed {
        /// Why the bound is not refuted.
        why: String,
        /// Whether every measurement was beyond the bound.
        contested: bool,
    },
}

impl Judgement {
    /// Not refuted, for a reason that says nothing against the bound.
    fn unconfirmed(why: impl Into<String>) -> Judgement {
        Judgement::Unconfirmed {
            why: why.into(),
            contested: false,
        }
    }
}

impl TimingRule {
    /// The limit a per-call figure must pass to refute `approx bound` when the
    /// figures spread over `spread` ns: above it for an upper bound, below it for
    /// a lower bound.
    fn limit(&self, approx: Approx, bound: f64, spread: f64) -> f64 {
        match approx {
            Approx::Lb => bound * (1.0 - self.margin) - spread,
            _ => bound * (1.0 + self.margin) + spread + self.overhead_ns.unwrap_or(f64::INFINITY),
        }
    }

    /// Whether `figure` is beyond `approx bound` (an `eq` bound on either side).
    fn beyond(&self, approx: Approx, bound: f64, figure: f64, spread: f64) -> bool {
        let above = figure > self.limit(Approx::Ub, bound, spread);
        let below = figure < self.limit(Approx::Lb, bound, spread);
        match approx {
            Approx::Ub => above,
            Approx::Lb => below,
            Approx::Eq => above || below,
            Approx::O => false,
        }
    }

    /// Whether the figures of one side (fastest, median, slowest) refute a bound
    /// of that side: the decisive figure and the reason, for the report.
    /// Beyond the margin, spread and overhead, or beyond the bound by
    /// [`TimingRule::ratio`] (module documentation).
    fn refutation(
        &self,
        side: Approx,
        bound: f64,
        (fastest, median, slowest): (f64, f64, f64),
    ) -> Option<(f64, String)> {
        let margin = self.margin * 100.0;
        if side == Approx::Lb {
            let spread = slowest - median;
            if self.beyond(side, bound, slowest, spread) {
                let limit = self.limit(side, bound, spread);
                return Some((
                    slowest,
                    format!("slowest below {limit:.0} ns (the bound with the {margin:.0}% margin and the spread of {spread:.0} ns)"),
                ));
            }
            let limit = bound / self.ratio;
            return (median < limit).then(|| {
                (
                    median,
                    format!("median below {limit:.0} ns (the bound over {})", self.ratio),
                )
            });
        }
        let overhead = self.overhead_ns?;
        let spread = median - fastest;
        if self.beyond(side, bound, fastest, spread) {
            let limit = self.limit(side, bound, spread);
            return Some((
                fastest,
                format!("fastest beyond {limit:.0} ns (the bound with the {margin:.0}% margin, the spread of {spread:.0} ns and the call overhead of {overhead:.0} ns)"),
            ));
        }
        let noise = if fastest > 0.0 {
            median / fastest
        } else {
            f64::INFINITY
        };
        let limit = self.ratio * (bound * noise + overhead);
        (fastest > limit).then(|| {
            (
                fastest,
                format!("fastest beyond {limit:.0} ns ({} times the bound, times the median over the fastest ({noise:.2}), plus the call overhead of {overhead:.0} ns)", self.ratio),
            )
        })
    }

    /// Decides `approx bound` from amortised `samples`: refuted only when every
    /// sample reached the floor, there are [`TimingRule::measurements`] of them,
    /// and their figures are beyond the bound as [`TimingRule::refutation`]
    /// says (the fastest for an upper bound, the slowest or the median for a
    /// lower bound).
    pub fn judge(&self, approx: Approx, bound: f64, samples: &[Amortised]) -> Judgement {
        let floor_ns = self.floor.as_nanos() as f64;
        for s in samples {
            match s.running_ns() {
                None => {
                    return Judgement::unconfirmed(
                        "no per-thread CPU clock on this platform to tell the call's time from waits for the core",
                    )
                }
                Some(ran) if ran < floor_ns => {
                    return Judgement::unconfirmed(format!(
                        "{} timed calls ran {ran:.0} ns, below the {} ms floor of a reliable measurement",
                        s.calls,
                        self.floor.as_secs_f64() * 1e3
                    ))
                }
                Some(_) => {}
            }
        }
        if samples.len() < self.measurements.max(1) {
            return Judgement::unconfirmed(format!(
                "{} of {} amortised measurements made",
                samples.len(),
                self.measurements
            ));
        }
        let calls: usize = samples.iter().map(|s| s.calls).sum();
        let described = |side: Approx| {
            let (fastest, _, slowest) = order_statistics(samples, side);
            format!(
                "{} measurements amortised over {calls} calls and at least {} ms each: {fastest:.0} to {slowest:.0} ns per call{}",
                samples.len(),
                self.floor.as_secs_f64() * 1e3,
                if side == Approx::Lb { "" } else { " while the thread ran" }
            )
        };
        let mut contested = false;
        for side in [Approx::Ub, Approx::Lb] {
            let applies = approx == side || approx == Approx::Eq;
            if !applies {
                continue;
            }
            let figures = order_statistics(samples, side);
            if let Some((observed, why)) = self.refutation(side, bound, figures) {
                return Judgement::Refuted {
                    observed,
                    note: format!("{}; {why}", described(side)),
                };
            }
            contested |= self.all_beyond(side, bound, figures);
        }
        let side = if approx == Approx::Lb {
            Approx::Lb
        } else {
            Approx::Ub
        };
        Judgement::Unconfirmed {
            why: format!(
                "{}: within the bound's margin for timing noise",
                described(side)
            ),
            contested,
        }
    }

    /// Whether every figure of one side (fastest, median, slowest) is beyond a
    /// bound of that side itself, margin and spread aside: the least disturbed
    /// above an upper bound and its call overhead, the most disturbed below a
    /// lower bound.
    fn all_beyond(&self, side: Approx, bound: f64, (fastest, _, slowest): (f64, f64, f64)) -> bool {
        match side {
            Approx::Lb => slowest < bound,
            _ => fastest > bound + self.overhead_ns.unwrap_or(f64::INFINITY),
        }
    }

    /// One amortised measurement of `goal`'s `ctype` time: timed runs until the
    /// time the thread ran in them reaches the floor (its CPU share is read after
    /// every quarter of the floor of timed time, not between runs). `Err` (why)
    /// when a run measures nothing for the cost type (an error, no such attempt)
    /// or the floor is not reached within [`TimingRule::max_wall`].
    pub fn measure(
        &self,
        m: &mut Machine,
        goal: &Term,
        ctype: CostType,
        limits: RunLimits,
    ) -> Result<Amortised, String> {
        let floor_ns = self.floor.as_nanos() as f64;
        let (started, cpu_start) = (Instant::now(), thread_cpu_time());
        let mut sample = Amortised {
            total_ns: 0.0,
            calls: 0,
            cpu_share: None,
        };
        let mut next_look = floor_ns;
        loop {
            if sample.total_ns >= next_look {
                sample.cpu_share = cpu_start.zip(thread_cpu_time()).map(|(a, b)| {
                    b.saturating_sub(a).as_secs_f64() / started.elapsed().as_secs_f64().max(1e-9)
                });
                if sample.running_ns().is_none_or(|ran| ran >= floor_ns) {
                    return Ok(sample);
                }
                next_look = sample.total_ns + floor_ns / 4.0;
            }
            if sample.calls > 0 && started.elapsed() > self.max_wall {
                return Err(format!(
                    "{} timed calls ran {:.0} ns in {} ms, below the {} ms floor of a reliable measurement",
                    sample.calls,
                    sample.running_ns().unwrap_or(0.0),
                    self.max_wall.as_millis(),
                    self.floor.as_secs_f64() * 1e3
                ));
            }
            let rec = run(m, goal, &Resource::ExecTime, UserWeights::default(), limits);
            let value = rec.values_for(ctype).first().copied();
            match (value, &rec.error) {
                (Some(v), None) => {
                    sample.total_ns += v;
                    sample.calls += 1;
                }
                (_, Some(e)) => return Err(format!("a timed run raised {e}")),
                (None, None) => return Err("a timed run did not reach the measured attempt".into()),
            }
        }
    }

    /// The per-call figure of `true` on `m`: the slowest of
    /// [`TimingRule::measurements`] amortised measurements (ns), or why it could
    /// not be measured. Each is amortised over a twentieth of the floor only (a
    /// call of `true` takes some 30 ns, its query some 100 times that, so the
    /// whole floor would take a second): the figure only raises the limit upper
    /// bounds must pass, and it is the unscaled one, which waits can only raise.
    pub fn call_overhead(&self, m: &mut Machine, limits: RunLimits) -> Result<f64, String> {
        let goal = Term::Atom(costlog_engine::Atom::TRUE);
        let limits = RunLimits {
            attempts: 1,
            ..limits
        };
        let probe = TimingRule {
            floor: self.floor / OVERHEAD_FLOOR_DIVISOR,
            ..*self
        };
        let mut slowest: f64 = 0.0;
        for _ in 0..self.measurements.max(1) {
            let s = probe
                .measure(m, &goal, CostType::Call, limits)
                .map_err(|why| format!("the call overhead could not be measured: {why}"))?;
            // The whole timed time: the largest estimate of the overhead.
            slowest = slowest.max(s.per_call_ns());
        }
        Ok(slowest)
    }

    /// Confirms or dismisses a suspected violation of `approx bound` by `goal`:
    /// amortised measurements ([`TimingRule::measure`]) judged with
    /// [`TimingRule::judge`], after measuring the call overhead on `m` the first
    /// time ([`TimingRule::call_overhead`]). Stops early once a measurement is
    /// within the bound's margin, since the rest could only widen the spread.
    pub fn confirm(
        &mut self,
        m: &mut Machine,
        goal: &Term,
        ctype: CostType,
        limits: RunLimits,
        approx: Approx,
        bound: f64,
    ) -> Judgement {
        if self.overhead_ns.is_none() {
            match self.call_overhead(m, limits) {
                Ok(ns) => self.overhead_ns = Some(ns),
                Err(why) => return Judgement::unconfirmed(why),
            }
        }
        let mut samples = Vec::with_capacity(self.measurements);
        for _ in 0..self.measurements.max(1) {
            match self.measure(m, goal, ctype, limits) {
                Ok(s) => {
                    let side = if approx == Approx::Lb {
                        Approx::Lb
                    } else {
                        Approx::Ub
                    };
                    let figure = s.figure(side);
                    let within = figure.is_some_and(|f| !self.beyond(approx, bound, f, 0.0));
                    samples.push(s);
                    if within {
                        return Judgement::unconfirmed(format!(
                            "an amortised measurement ({:.0} ns per call over {} calls) is within the bound's margin for timing noise",
                            figure.unwrap_or(0.0),
                            s.calls
                        ));
                    }
                }
                Err(why) => return Judgement::unconfirmed(why),
            }
        }
        self.judge(approx, bound, &samples)
    }
}

/// Runs beyond an `exec_time` bound during a sweep, kept to be confirmed after
/// it: confirming each at once would spend the time budget on the small inputs
/// where every run is beyond a small bound by noise alone, before the sweep
/// reaches the sizes where a false bound is plainly exceeded. Only the `keep`
/// runs furthest beyond the bound are kept.
#[derive(Clone, Debug)]
pub struct Suspects<I> {
    keep: usize,
    offered: usize,
    items: Vec<(f64, I)>,
}

impl<I> Suspects<I> {
    /// An empty set keeping at most `keep` suspects.
    pub fn new(keep: usize) -> Self {
        Suspects {
            keep,
            offered: 0,
            items: Vec::new(),
        }
    }

    /// Offers a run `excess` ns beyond the bound (the measured value minus the
    /// bound for an upper bound, the bound minus it for a lower bound).
    pub fn offer(&mut self, excess: f64, item: I) {
        self.offered += 1;
        let at = self.items.partition_point(|(e, _)| *e >= excess);
        if at < self.keep {
            self.items.insert(at, (excess, item));
            self.items.truncate(self.keep);
        }
    }

    /// How many runs were offered.
    pub fn offered(&self) -> usize {
        self.offered
    }

    /// The kept suspects, furthest beyond the bound first.
    pub fn ranked(self) -> Vec<I> {
        self.items.into_iter().map(|(_, i)| i).collect()
    }
}

/// How far `value` is beyond `approx bound` (ns; negative when within).
pub fn excess(approx: Approx, value: f64, bound: f64) -> f64 {
    match approx {
        Approx::Ub => value - bound,
        Approx::Lb => bound - value,
        Approx::Eq => (value - bound).abs(),
        Approx::O => f64::NEG_INFINITY,
    }
}

/// The fastest, median and slowest per-call figures of `samples` that bounds of
/// kind `side` are judged by (samples without the figure left out; NaN when
/// none has it).
fn order_statistics(samples: &[Amortised], side: Approx) -> (f64, f64, f64) {
    let mut figures: Vec<f64> = samples.iter().filter_map(|s| s.figure(side)).collect();
    figures.sort_by(f64::total_cmp);
    let at = |i: usize| figures.get(i).copied().unwrap_or(f64::NAN);
    (
        at(0),
        at(figures.len() / 2),
        at(figures.len().saturating_sub(1)),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn samples(per_call: &[f64], calls: usize) -> Vec<Amortised> {
        per_call
            .iter()
            .map(|p| Amortised {
                total_ns: p * calls as f64,
                calls,
                cpu_share: Some(1.0),
            })
            .collect()
    }

    fn refuted(j: &Judgement) -> bool {
        matches!(j, Judgement::Refuted { .. })
    }

    #[test]
    fn noise_larger_than_the_call_refutes_nothing() {
        let rule = TimingRule {
            overhead_ns: Some(100.0),
            ..TimingRule::default()
        };
        // nrev([]) against 125 ns: figures of 150-400 ns, overhead 100 ns.
        let s = samples(&[150.0, 400.0, 200.0, 180.0, 160.0], 20_000);
        assert!(!refuted(&rule.judge(Approx::Ub, 125.0, &s)));
        // Even identical figures 40% above the bound are inside margin + overhead.
        let s = samples(&[175.0; 5], 20_000);
        assert!(!refuted(&rule.judge(Approx::Ub, 125.0, &s)));
        // A lower bound: the slowest figure decides; spread widens the margin.
        let s = samples(&[60.0, 200.0, 90.0, 100.0, 80.0], 20_000);
        assert!(!refuted(&rule.judge(Approx::Lb, 100.0, &s)));
    }

    #[test]
    fn a_clear_violation_is_refuted_by_its_fastest_or_slowest_figure() {
        let rule = TimingRule {
            overhead_ns: Some(100.0),
            ..TimingRule::default()
        };
        let s = samples(&[3000.0, 3100.0, 3050.0, 3020.0, 3300.0], 1000);
        match rule.judge(Approx::Ub, 1000.0, &s) {
            Judgement::Refuted { observed, note } => {
                assert_eq!(observed, 3000.0);
                assert!(note.contains("5 measurements amortised"), "{note}");
                assert!(note.contains("fastest beyond"), "{note}");
            }
            j => panic!("{j:?}"),
        }
        let s = samples(&[300.0, 310.0, 320.0, 305.0, 300.0], 10_000);
        match rule.judge(Approx::Lb, 1000.0, &s) {
            Judgement::Refuted { observed, .. } => assert_eq!(observed, 320.0),
            j => panic!("{j:?}"),
        }
        assert!(refuted(&rule.judge(Approx::Eq, 1000.0, &s)));
        assert!(!refuted(&rule.judge(Approx::O, 1000.0, &s)));
    }

    #[test]
    fn measurements_below_the_floor_or_too_few_refute_nothing() {
        let rule = TimingRule {
            overhead_ns: Some(100.0),
            ..TimingRule::default()
        };
        // 3x the bound, but 10 calls of 3 µs are 30 µs of CPU time: below 2 ms.
        let short = samples(&[3000.0; 5], 10);
        match rule.judge(Approx::Ub, 1000.0, &short) {
            Judgement::Unconfirmed { why, contested } => {
                assert!(why.contains("floor"), "{why}");
                // Too short to say anything, for or against.
                assert!(!contested);
            }
            j => panic!("{j:?}"),
        }
        let few = samples(&[3000.0; 2], 1000);
        assert!(!refuted(&rule.judge(Approx::Ub, 1000.0, &few)));
        assert!(!refuted(&rule.judge(Approx::Ub, 1000.0, &[])));
    }

    #[test]
    fn a_wide_spread_keeps_a_borderline_violation_unconfirmed() {
        let rule = TimingRule {
            overhead_ns: Some(100.0),
            ..TimingRule::default()
        };
        // Fastest 2000 ns against 1000 ns: refuted when the figures agree, even
        // if one measurement was disturbed...
        let tight = samples(&[2000.0, 2010.0, 2020.0, 2005.0, 2000.0], 1000);
        assert!(refuted(&rule.judge(Approx::Ub, 1000.0, &tight)));
        let one_disturbed = samples(&[2000.0, 9000.0, 2020.0, 2005.0, 2000.0], 1000);
        assert!(refuted(&rule.judge(Approx::Ub, 1000.0, &one_disturbed)));
        // ...not when the typical measurement is 900 ns slower than the fastest
        // (the noise is that large).
        let wide = samples(&[2000.0, 3000.0, 2900.0, 2950.0, 2000.0], 1000);
        assert!(!refuted(&rule.judge(Approx::Ub, 1000.0, &wide)));
    }

    fn contested(j: &Judgement) -> bool {
        matches!(
            j,
            Judgement::Unconfirmed {
                contested: true,
                ..
            }
        )
    }

    /// Measurements all beyond the bound that their noise keeps from refuting
    /// it contest it (a `checked` proved from the calibrated model then does not
    /// stand); ones of which some are within the bound and overhead do not.
    #[test]
    fn measurements_all_beyond_the_bound_contest_it() {
        let rule = TimingRule {
            overhead_ns: Some(100.0),
            ..TimingRule::default()
        };
        // nrev(256) against 66 µs on a machine at load 8: 190 µs to 1.2 ms.
        let s = samples(
            &[190_000.0, 1_205_000.0, 700_000.0, 650_000.0, 900_000.0],
            28,
        );
        let j = rule.judge(Approx::Ub, 65_892.0, &s);
        assert!(!refuted(&j) && contested(&j), "{j:?}");
        let s = samples(&[150.0, 400.0, 200.0, 180.0, 160.0], 20_000);
        let j = rule.judge(Approx::Ub, 125.0, &s);
        assert!(!refuted(&j) && !contested(&j), "{j:?}");
        // A lower bound: the slowest figure below the bound contests it.
        let s = samples(&[60.0, 95.0, 90.0, 70.0, 80.0], 50_000);
        let j = rule.judge(Approx::Lb, 100.0, &s);
        assert!(!refuted(&j) && contested(&j), "{j:?}");
        let s = samples(&[60.0, 200.0, 90.0, 100.0, 80.0], 50_000);
        assert!(!contested(&rule.judge(Approx::Lb, 100.0, &s)));
        // An `eq` bound is contested from either side.
        let s = samples(&[60.0, 95.0, 90.0, 70.0, 80.0], 50_000);
        assert!(contested(&rule.judge(Approx::Eq, 100.0, &s)));
    }

    #[test]
    fn a_violation_many_times_the_bound_is_refuted_whatever_the_spread() {
        let rule = TimingRule {
            overhead_ns: Some(700.0),
            ..TimingRule::default()
        };
        // len/2 of a long list against 1 ns under load: the median 12 µs above
        // the fastest swamps the additive limit, not the ratio.
        let wide = samples(&[10_000.0, 22_000.0, 25_000.0, 60_000.0, 110_000.0], 1000);
        match rule.judge(Approx::Ub, 1.0, &wide) {
            Judgement::Refuted { observed, note } => {
                assert_eq!(observed, 10_000.0);
                assert!(note.contains("4 times the bound"), "{note}");
            }
            j => panic!("{j:?}"),
        }
        // A lower bound 100 times the typical figure, one measurement disturbed.
        let lb = samples(&[1000.0, 1100.0, 1050.0, 1020.0, 150_000.0], 10_000);
        assert!(refuted(&rule.judge(Approx::Lb, 100_000.0, &lb)));
        assert!(!refuted(&rule.judge(Approx::Lb, 3000.0, &lb)));
    }

    #[test]
    fn a_true_bound_is_not_refuted_by_ratio_when_every_figure_is_disturbed() {
        let rule = TimingRule {
            overhead_ns: Some(100.0),
            ..TimingRule::default()
        };
        // nrev([]) (some 50 ns of work) against 125 ns, every measurement
        // inflated 3-5 times and the overhead measured at a quiet moment.
        let s = samples(&[400.0, 650.0, 700.0, 600.0, 420.0], 20_000);
        assert!(!refuted(&rule.judge(Approx::Ub, 125.0, &s)));
        // A 3x violation in a wide spread is left to the additive rule: check.
        let s = samples(&[3000.0, 6000.0, 5000.0, 5500.0, 4000.0], 1000);
        assert!(!refuted(&rule.judge(Approx::Ub, 1000.0, &s)));
        // Lower bounds: waits only raise figures; a median within 4 times the
        // bound refutes nothing.
        let s = samples(&[300.0, 2000.0, 350.0, 340.0, 320.0], 10_000);
        assert!(!refuted(&rule.judge(Approx::Lb, 1300.0, &s)));
    }

    #[test]
    fn waits_for_the_core_count_against_lower_bounds_only() {
        let rule = TimingRule {
            overhead_ns: Some(100.0),
            ..TimingRule::default()
        };
        // 3000 ns per call on the clock, but the thread had the core 30% of the
        // time: it ran some 900 ns per call, within an upper bound of 1000 ns...
        let waited: Vec<Amortised> = samples(&[3000.0; 5], 10_000)
            .into_iter()
            .map(|s| Amortised {
                cpu_share: Some(0.3),
                ..s
            })
            .collect();
        assert!(!refuted(&rule.judge(Approx::Ub, 1000.0, &waited)));
        // ...and the same figures refute an upper bound of 500 ns.
        assert!(refuted(&rule.judge(Approx::Ub, 500.0, &waited)));
        // A lower bound is judged by the whole 3000 ns.
        assert!(!refuted(&rule.judge(Approx::Lb, 3500.0, &waited)));
        assert!(refuted(&rule.judge(Approx::Lb, 5000.0, &waited)));
        // Without a per-thread CPU clock nothing is refuted.
        let unknown: Vec<Amortised> = waited
            .iter()
            .map(|s| Amortised {
                cpu_share: None,
                ..*s
            })
            .collect();
        assert!(!refuted(&rule.judge(Approx::Ub, 1.0, &unknown)));
    }

    #[test]
    fn suspects_keep_the_runs_furthest_beyond_the_bound() {
        let mut s = Suspects::new(2);
        for (excess, name) in [(5.0, "a"), (500.0, "b"), (50.0, "c"), (5000.0, "d")] {
            s.offer(excess, name);
        }
        assert_eq!(s.offered(), 4);
        assert_eq!(s.ranked(), vec!["d", "b"]);
        assert_eq!(excess(Approx::Ub, 300.0, 100.0), 200.0);
        assert_eq!(excess(Approx::Lb, 300.0, 100.0), -200.0);
        assert_eq!(excess(Approx::Eq, 300.0, 500.0), 200.0);
        assert!(Suspects::<()>::new(0).ranked().is_empty());
    }

    #[test]
    fn measuring_a_real_call_reaches_the_floor() {
        let mut m = Machine::new();
        let limits = crate::measure::TRIVIAL_CALL_LIMITS;
        let goal = Term::Atom(costlog_engine::Atom::TRUE);
        let mut rule = TimingRule {
            floor: Duration::from_micros(200),
            max_wall: Duration::from_secs(5),
            ..TimingRule::default()
        };
        let s = rule
            .measure(&mut m, &goal, CostType::Call, limits)
            .expect("`true` can be timed");
        assert!(s.total_ns >= 200_000.0 && s.calls > 1, "{s:?}");
        // `true` against a bound of 0 ns: its own work is nothing but the call
        // overhead, measured the same way, so it is never refuted, whatever the
        // machine's load.
        let j = rule.confirm(&mut m, &goal, CostType::Call, limits, Approx::Ub, 0.0);
        assert!(!refuted(&j), "{j:?}");
        assert!(rule.overhead_ns.is_some_and(|ns| ns > 0.0), "{rule:?}");
        // An unknown overhead refutes no upper bound.
        let unknown = TimingRule {
            overhead_ns: None,
            ..rule
        };
        let s = samples(&[3000.0; 5], 1000);
        assert!(!refuted(&unknown.judge(Approx::Ub, 1.0, &s)));
        // A cost type the run never reaches measures nothing.
        assert!(rule.measure(&mut m, &goal, CostType::Redo, limits).is_err());
    }
}
