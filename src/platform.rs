//! The calibrated time model `analyze` and `verify` read from the platform file
//! `costlog calibrate` writes: `--platform FILE`, or the default path.

use clap::Args;
use costlog_analyzer::{TimeModel, DEFAULT_CALL_OVERHEAD_NS};
use costlog_calibrate::load::LoadFactors;
use costlog_calibrate::platform::{default_path, Platform, PlatformError};
use costlog_engine::Counter;
use std::path::PathBuf;

/// The option selecting the platform file.
#[derive(Args, Debug, Clone)]
pub struct PlatformArgs {
    /// Platform file with the calibrated constants (default:
    /// `$XDG_CONFIG_HOME/costlog/platform.yaml`).
    #[arg(long, value_name = "FILE")]
    pub platform: Option<PathBuf>,
}

/// Parses a tolerance written `20%` or `0.2`.
pub fn parse_tolerance(s: &str) -> Result<f64, String> {
    let t = s.trim();
    let value = match t.strip_suffix('%') {
        Some(p) => p.trim().parse::<f64>().map(|x| x / 100.0),
        None => t.parse::<f64>(),
    }
    .map_err(|_| format!("`{s}`: a tolerance is a percentage such as 20% (or 0.2)"))?;
    if (0.0..1.0).contains(&value) {
        Ok(value)
    } else {
        Err(format!(
            "`{s}`: the tolerance must be at least 0% and below 100%"
        ))
    }
}

/// The time model of the platform file. `Ok(None)` when the default file does not
/// exist (after a one-line hint on stderr); `Err(2)` after printing the error when
/// a file given with `--platform` is missing, or any file is corrupt, from another
/// format version, or unusable.
/// `tolerance` is the relative tolerance of the predictions (see `TimeModel`).
///
/// The model is [`Platform::static_model`]: the chosen model when the analysis
/// bounds all its components, else the best model without the components it
/// cannot bound (`heap`, until heap bounds are static), so that time bounds stay
/// finite; either way upper bounds are widened by the model's worst
/// under-prediction of the calibration programs (large for a model without
/// `heap` when the other components do not represent the allocating programs),
/// and lower bounds narrowed by its worst over-prediction. Both are further
/// widened by the calibration's load ([`costlog_calibrate::load`]): lower bounds
/// by how much slower than an idle machine the load may have made the
/// constants, upper bounds by how much slower its slowest rounds were; a file
/// that does not record its load is taken as calibrated under load (with a
/// note saying so).
pub fn time_model(args: &PlatformArgs, tolerance: f64) -> Result<Option<TimeModel>, u8> {
    let (path, explicit) = match (&args.platform, default_path()) {
        (Some(p), _) => (p.clone(), true),
        (None, Some(p)) => (p, false),
        (None, None) => return Ok(None),
    };
    let platform = match Platform::load(&path) {
        Ok(p) => p,
        Err(PlatformError::Missing(_)) if !explicit => {
            crate::cli_support::note(&format!(
                "no platform file at {}: exec_time bounds are not decided statically (run `costlog calibrate` once on this machine)",
                path.display()
            ));
            return Ok(None);
        }
        Err(e) => {
            eprintln!("error: {e}");
            return Err(2);
        }
    };
    let bounded = |c: &str| Counter::parse(c).is_some_and(costlog_analyzer::bounds);
    let Some(model) = platform.static_model(bounded) else {
        eprintln!(
            "error: {}: no usable cost model over the components the analysis bounds; run `costlog calibrate` again",
            path.display()
        );
        return Err(2);
    };
    let constants = match model.counter_constants() {
        Ok(c) => c,
        Err(why) => {
            eprintln!(
                "error: {}: {why}; run `costlog calibrate` again",
                path.display()
            );
            return Err(2);
        }
    };
    let load = match &platform.calibration.load {
        Some(load) => load.factors(),
        None => {
            let assumed = LoadFactors::unknown();
            crate::cli_support::note(&format!(
                "platform file {} does not record the machine's load during calibration (written by an older costlog): exec_time bounds assume a calibration under load (lower bounds / {}, upper bounds x {}); run `costlog calibrate` again",
                path.display(),
                assumed.lower,
                assumed.upper
            ));
            assumed
        }
    };
    // The load's factors fold into the margins: (1 + under) · upper, (1 + over) · lower.
    let under = (1.0 + model.worst_under_prediction.unwrap_or(0.0)) * load.upper - 1.0;
    let over = (1.0 + model.worst_over_prediction.unwrap_or(0.0)) * load.lower - 1.0;
    let label = if under > 0.0 || over > 0.0 {
        format!(
            "{} ({}, margins: under {:.1}%, over {:.1}%, calibration load included)",
            path.display(),
            model.components.join("+"),
            under * 100.0,
            over * 100.0
        )
    } else {
        format!("{} ({})", path.display(), model.components.join("+"))
    };
    let overhead = platform
        .calibration
        .call_overhead_ns
        .unwrap_or(DEFAULT_CALL_OVERHEAD_NS);
    TimeModel::new(&constants, tolerance, overhead, label)
        .and_then(|m| m.with_margins(under, over))
        .map(Some)
        .map_err(|why| {
            eprintln!(
                "error: {}: {why}; run `costlog calibrate` again",
                path.display()
            );
            2
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tolerances() {
        assert_eq!(parse_tolerance("20%"), Ok(0.2));
        assert_eq!(parse_tolerance("0.05"), Ok(0.05));
        assert!(parse_tolerance("150%").is_err());
        assert!(parse_tolerance("abc").is_err());
        assert!(parse_tolerance("-1%").is_err());
    }
}
