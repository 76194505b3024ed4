//! How loaded the machine was while `costlog calibrate` measured, and how much
//! that may have moved the constants.
//!
//! Other processes slow the engine down even in CPU time (shared caches, memory
//! bandwidth, a hypervisor's other guests). A calibration made under load fits
//! constants that are too large for a quieter machine: a lower bound proved from
//! them can be above what an idle machine measures, and constants fitted on an
//! idle machine can make an upper bound too small for a loaded one. The platform
//! file records what calibration saw ([`CalibrationLoad`]), and static
//! `exec_time` bounds are widened by the factors it gives
//! ([`CalibrationLoad::factors`]).

use crate::measure::Point;
use serde::{Deserialize, Serialize};

/// The slowdown assumed for a calibration made under load, or of unknown load
/// (platform files written before load was recorded): lower bounds are divided
/// by it. It covers the CPU-time inflation measured on a 2-core machine with a
/// busy process on the other core (medians 6-12% above the fastest runs, see
/// bench/RESULTS.md, 2026-11-26) with room to spare.
pub const LOADED_SLOWDOWN: f64 = 1.25;

/// A calibration is taken as made under load when its engine thread had less
/// than this share of the wall-clock time in CPU time...
const MIN_CPU_SHARE: f64 = 0.95;

/// ...or when the load average, less calibration's own thread, was at least this.
const MAX_OTHER_LOAD: f64 = 1.0;

/// The quantile over the calibration points of their rounds' slowdowns that the
/// factors take (a high one: most points must be covered).
const POINT_QUANTILE: f64 = 0.9;

/// What calibration saw of the machine's load (stored in the platform file).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct CalibrationLoad {
    /// The 1-minute load average when measurement started (Linux), if known.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub load_average_start: Option<f64>,
    /// The 1-minute load average when measurement ended, if known.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub load_average_end: Option<f64>,
    /// The engine thread's CPU time over the wall-clock time of the measurement
    /// (1 when it never waited for a core), if known.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cpu_share: Option<f64>,
    /// How much slower the points' times (their median rounds) were than their
    /// fastest rounds: a high quantile over the points of that ratio (≥ 1).
    pub slowdown: f64,
    /// How much slower the points' slowest rounds were than their times: a high
    /// quantile over the points of that ratio (≥ 1).
    pub slowest_round: f64,
}

/// How much static `exec_time` bounds are widened for the calibration's load.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct LoadFactors {
    /// Lower bounds are divided by this (≥ 1).
    pub lower: f64,
    /// Upper bounds are multiplied by this (≥ 1).
    pub upper: f64,
}

impl LoadFactors {
    /// The factors for a platform file that does not record its calibration's
    /// load: both bounds as for a loaded calibration.
    pub fn unknown() -> LoadFactors {
        LoadFactors {
            lower: LOADED_SLOWDOWN,
            upper: LOADED_SLOWDOWN,
        }
    }
}

impl CalibrationLoad {
    /// The load of a calibration of `points`, with the load averages at its start
    /// and end and its CPU share.
    pub fn of(
        points: &[Point],
        load_average_start: Option<f64>,
        load_average_end: Option<f64>,
        cpu_share: Option<f64>,
    ) -> CalibrationLoad {
        let ratios = |f: &dyn Fn(&Point) -> f64| {
            let mut r: Vec<f64> = points.iter().map(f).filter(|x| x.is_finite()).collect();
            quantile(&mut r, POINT_QUANTILE).max(1.0)
        };
        CalibrationLoad {
            load_average_start,
            load_average_end,
            cpu_share,
            slowdown: ratios(&|p| p.measured.time_ns / p.measured.fastest_round_ns),
            slowest_round: ratios(&|p| p.measured.slowest_round_ns / p.measured.time_ns),
        }
    }

    /// Whether the machine was busy with other work during calibration.
    pub fn loaded(&self) -> bool {
        let busy = |l: &Option<f64>| l.is_some_and(|l| l - 1.0 >= MAX_OTHER_LOAD);
        self.cpu_share.is_some_and(|s| s < MIN_CPU_SHARE)
            || busy(&self.load_average_start)
            || busy(&self.load_average_end)
    }

    /// The widening of static bounds: lower bounds by the measured slowdown, and
    /// by at least [`LOADED_SLOWDOWN`] when the calibration ran under load (its
    /// constants are then too large for a quieter machine); upper bounds by how
    /// much slower the slowest rounds were (what load did to the same points).
    pub fn factors(&self) -> LoadFactors {
        let floor = if self.loaded() { LOADED_SLOWDOWN } else { 1.0 };
        let sane = |x: f64| {
            if x.is_finite() {
                x.max(1.0)
            } else {
                LOADED_SLOWDOWN
            }
        };
        LoadFactors {
            lower: sane(self.slowdown).max(floor),
            upper: sane(self.slowest_round),
        }
    }

    /// Checks the recorded figures (finite, ratios at least 1, shares and load
    /// averages non-negative).
    pub fn validate(&self) -> Result<(), String> {
        for (name, ratio) in [
            ("slowdown", self.slowdown),
            ("slowest_round", self.slowest_round),
        ] {
            if !(ratio.is_finite() && ratio >= 1.0) {
                return Err(format!(
                    "calibration load {name} {ratio} (must be at least 1)"
                ));
            }
        }
        let optional = [
            ("load_average_start", self.load_average_start),
            ("load_average_end", self.load_average_end),
            ("cpu_share", self.cpu_share),
        ];
        for (name, value) in optional {
            if let Some(v) = value.filter(|v| !(v.is_finite() && *v >= 0.0)) {
                return Err(format!(
                    "calibration load {name} {v} (must be finite and non-negative)"
                ));
            }
        }
        Ok(())
    }
}

/// The 1-minute load average (`/proc/loadavg`), where the system gives one.
pub fn load_average() -> Option<f64> {
    std::fs::read_to_string("/proc/loadavg")
        .ok()?
        .split_whitespace()
        .next()?
        .parse()
        .ok()
}

/// The `q` quantile (0 to 1) of `xs`, the nearest rank; 1 when `xs` is empty.
fn quantile(xs: &mut [f64], q: f64) -> f64 {
    if xs.is_empty() {
        return 1.0;
    }
    xs.sort_by(f64::total_cmp);
    let at = ((xs.len() - 1) as f64 * q.clamp(0.0, 1.0)).round() as usize;
    xs[at.min(xs.len() - 1)]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::measure::Measured;

    fn point(fastest: f64, time: f64, slowest: f64) -> Point {
        Point {
            suite: "s".into(),
            program: "p".into(),
            size: 1,
            measured: Measured {
                costs: [1; costlog_engine::Counter::TIMED.len()],
                time_ns: time,
                fastest_round_ns: fastest,
                slowest_round_ns: slowest,
                repetitions: 3,
            },
        }
    }

    #[test]
    fn an_idle_calibration_widens_by_its_rounds_alone() {
        let points: Vec<Point> = (0..10).map(|_| point(100.0, 102.0, 104.0)).collect();
        let load = CalibrationLoad::of(&points, Some(0.2), Some(0.9), Some(0.99));
        assert!(!load.loaded());
        let f = load.factors();
        assert!((f.lower - 1.02).abs() < 1e-9, "{f:?}");
        assert!((f.upper - 104.0 / 102.0).abs() < 1e-9, "{f:?}");
        assert!(load.validate().is_ok());
    }

    #[test]
    fn a_loaded_calibration_narrows_lower_bounds_by_at_least_the_loaded_slowdown() {
        let points: Vec<Point> = (0..10).map(|_| point(100.0, 101.0, 103.0)).collect();
        for (start, end, share) in [
            (Some(2.5), Some(0.5), Some(0.99)),
            (Some(0.5), Some(2.1), None),
            (None, None, Some(0.7)),
        ] {
            let load = CalibrationLoad::of(&points, start, end, share);
            assert!(load.loaded(), "{load:?}");
            assert_eq!(load.factors().lower, LOADED_SLOWDOWN);
        }
        // A measured slowdown larger than the assumed one is used as it is.
        let slow: Vec<Point> = (0..10).map(|_| point(100.0, 140.0, 150.0)).collect();
        let load = CalibrationLoad::of(&slow, Some(3.0), None, None);
        assert!((load.factors().lower - 1.4).abs() < 1e-9);
    }

    #[test]
    fn the_factors_take_a_high_quantile_of_the_points() {
        // Eight quiet points and two disturbed: the 0.9 quantile sees them.
        let mut points: Vec<Point> = (0..8).map(|_| point(100.0, 100.0, 100.0)).collect();
        points.extend([point(100.0, 130.0, 200.0), point(100.0, 130.0, 200.0)]);
        let load = CalibrationLoad::of(&points, None, None, None);
        assert!((load.slowdown - 1.3).abs() < 1e-9, "{load:?}");
        // No points, or nonsense times: ratios of 1, never below.
        let none = CalibrationLoad::of(&[], None, None, None);
        assert_eq!((none.slowdown, none.slowest_round), (1.0, 1.0));
        let zero = CalibrationLoad::of(&[point(0.0, 0.0, 0.0)], None, None, None);
        assert_eq!(
            zero.factors(),
            LoadFactors {
                lower: 1.0,
                upper: 1.0
            }
        );
    }

    #[test]
    fn bad_recorded_figures_are_invalid() {
        let mut load = CalibrationLoad::of(&[], None, None, None);
        load.slowdown = 0.5;
        assert!(load.validate().is_err());
        load.slowdown = 1.0;
        load.cpu_share = Some(f64::NAN);
        assert!(load.validate().is_err());
        assert_eq!(LoadFactors::unknown().lower, LOADED_SLOWDOWN);
    }
}
