//! The platform file: the constants `costlog calibrate` fitted on this machine.
//!
//! A YAML file (by default `$XDG_CONFIG_HOME/costlog/platform.yaml`) with the
//! machine description, every fitted cost model with its constants (nanoseconds
//! per unit of each component), and the model chosen as default. `analyze` and
//! `verify` read it to turn component bounds into `exec_time` bounds.
//!
//! Loading never panics: a missing file, unreadable bytes, broken YAML, a file
//! from another format version and a file whose content makes no sense each give
//! their own [`PlatformError`] with a one-line message that says to run
//! `costlog calibrate`.

use std::collections::BTreeMap;
use std::ffi::OsString;
use std::fs;
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::time::{SystemTime, UNIX_EPOCH};

use costlog_engine::Counter;
use serde::{Deserialize, Serialize};
use thiserror::Error;

use crate::fit::{FitReport, ModelFit};
use crate::load::CalibrationLoad;

/// The format version this costlog writes and reads.
pub const PLATFORM_FORMAT: u32 = 1;

/// The hint every error message ends with.
const REGENERATE: &str = "run `costlog calibrate` to regenerate it";

/// The content of a platform file.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Platform {
    /// Layout version of the file ([`PLATFORM_FORMAT`]).
    pub format_version: u32,
    /// Version of the costlog that wrote the file.
    pub costlog_version: String,
    /// The machine the constants were measured on.
    pub machine: MachineInfo,
    /// When the calibration ran (UTC, RFC 3339, e.g. `2025-03-01T12:00:00Z`).
    pub date: String,
    /// All cost components of the calibration, in order.
    pub components: Vec<String>,
    /// Components of the default model (empty if no model was usable).
    pub chosen: Vec<String>,
    /// Every fitted model.
    pub models: Vec<PlatformModel>,
    /// How the calibration was run.
    pub calibration: CalibrationInfo,
}

/// Description of the measured machine (best effort: unknown fields say so).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct MachineInfo {
    /// CPU model name (`/proc/cpuinfo` on Linux), or `unknown`.
    pub cpu_model: String,
    /// Available parallelism (logical cores usable by this process).
    pub cores: usize,
    /// Operating system (`linux`, `macos`, ...).
    pub os: String,
    /// CPU architecture (`x86_64`, `aarch64`, ...).
    pub arch: String,
    /// Host name, when it can be found.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hostname: Option<String>,
}

/// One fitted cost model as stored in the file.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct PlatformModel {
    /// The components the model uses, in the order of [`Platform::components`].
    pub components: Vec<String>,
    /// Nanoseconds per unit of each component (empty when the fit failed).
    pub constants: BTreeMap<String, f64>,
    /// Residual standard error `S` in nanoseconds (absent when the fit failed).
    pub residual_se_ns: Option<f64>,
    /// Cross-validated global error, a fraction (absent when it could not be
    /// computed).
    pub cv_error: Option<f64>,
    /// Global error on the calibration data itself, a fraction.
    pub calibration_error: Option<f64>,
    /// The model's worst under-prediction of a calibration observation, a
    /// fraction ([`ModelFit::worst_under`]); static upper bounds widen by it.
    /// Absent in files written before it was recorded (no widening then).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub worst_under_prediction: Option<f64>,
    /// The model's worst over-prediction of a calibration observation, a
    /// fraction ([`ModelFit::worst_over`]); static lower bounds narrow by it.
    /// Absent in files written before it was recorded.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub worst_over_prediction: Option<f64>,
    /// Why the model is unusable; absent for usable models.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rejected: Option<String>,
}

/// How the calibration that produced the file was run.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct CalibrationInfo {
    /// Names (or directories) of the calibration suites used.
    pub suites: Vec<String>,
    /// Number of observations the fit used.
    pub observations: usize,
    /// Whether it was a `--quick` run.
    pub quick: bool,
    /// The time run-time checking measures for a call that does nothing (ns, a
    /// high quantile): added to `exec_time` upper bounds, since the per-unit
    /// constants leave it out. Absent in files written before it was measured
    /// (a default is used then).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub call_overhead_ns: Option<f64>,
    /// How loaded the machine was during the measurement, and how much that
    /// slowed it ([`crate::load`]). Absent in files written before it was
    /// recorded: static bounds then assume a loaded calibration
    /// ([`crate::load::LoadFactors::unknown`]).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub load: Option<CalibrationLoad>,
}

/// Why a platform file cannot be used.
#[derive(Debug, Error)]
pub enum PlatformError {
    /// The file does not exist.
    #[error(
        "no platform file at {}: execution-time bounds need calibrated constants; run \
         `costlog calibrate` to measure this machine",
        .0.display()
    )]
    Missing(PathBuf),
    /// The file exists but cannot be read.
    #[error("cannot read platform file {}: {source}; {REGENERATE}", path.display())]
    Io {
        /// The file.
        path: PathBuf,
        /// The underlying error.
        source: io::Error,
    },
    /// The file cannot be written.
    #[error("cannot write platform file {}: {source}", path.display())]
    Write {
        /// The file.
        path: PathBuf,
        /// The underlying error.
        source: io::Error,
    },
    /// The file is not valid YAML, or not the expected structure.
    #[error(
        "platform file {} is corrupt{}: {message}; {REGENERATE}",
        path.display(),
        location(*line, *column)
    )]
    Corrupt {
        /// The file.
        path: PathBuf,
        /// 1-based line of the error, when known.
        line: Option<usize>,
        /// 1-based column of the error, when known.
        column: Option<usize>,
        /// What is wrong.
        message: String,
    },
    /// The file was written in another format version (or has none).
    #[error(
        "platform file {} {}, this costlog reads version {expected}; {REGENERATE}",
        path.display(),
        match found {
            Some(v) => format!("has format version {v}"),
            None => "has no format_version (written by an older costlog?)".to_string(),
        }
    )]
    Version {
        /// The file.
        path: PathBuf,
        /// The version found, as written (`None` when the field is missing).
        found: Option<String>,
        /// [`PLATFORM_FORMAT`].
        expected: u32,
    },
    /// The file parses but its content is inconsistent (negative or infinite
    /// constants, a chosen model that does not exist, ...).
    #[error("platform file {} is invalid: {message}; {REGENERATE}", path.display())]
    Invalid {
        /// The file.
        path: PathBuf,
        /// What is wrong.
        message: String,
    },
}

fn location(line: Option<usize>, column: Option<usize>) -> String {
    match (line, column) {
        (Some(l), Some(c)) => format!(" at line {l}, column {c}"),
        (Some(l), None) => format!(" at line {l}"),
        _ => String::new(),
    }
}

impl PlatformModel {
    /// Converts a fitted model (constants keyed by component name; non-finite
    /// statistics become absent).
    pub fn from_fit(fit: &ModelFit) -> Self {
        let finite = |x: f64| x.is_finite().then_some(x);
        PlatformModel {
            components: fit.components.clone(),
            constants: fit
                .components
                .iter()
                .cloned()
                .zip(fit.constants.iter().copied())
                .collect(),
            residual_se_ns: finite(fit.residual_se),
            cv_error: finite(fit.cv_error),
            calibration_error: finite(fit.calibration_error()),
            worst_under_prediction: finite(fit.worst_under),
            worst_over_prediction: finite(fit.worst_over),
            rejected: fit.rejected.as_ref().map(|r| r.to_string()),
        }
    }

    /// The constant (ns per unit) of a component, if the model uses it.
    pub fn constant(&self, component: &str) -> Option<f64> {
        self.constants.get(component).copied()
    }

    /// The model's constants (ns per unit) by counter: the file names its
    /// components, and a name that is not a counter makes the model unusable.
    pub fn counter_constants(&self) -> Result<Vec<(Counter, f64)>, String> {
        self.components
            .iter()
            .filter_map(|name| Some((name, self.constant(name)?)))
            .map(|(name, k)| {
                Counter::parse(name)
                    .map(|c| (c, k))
                    .ok_or_else(|| format!("the model uses `{name}`, which is not a counter"))
            })
            .collect()
    }

    /// Predicted time in nanoseconds: `Σ K_c · cost(c)` over the model's
    /// components, `cost` giving the count of each component by name.
    pub fn predict(&self, cost: impl Fn(&str) -> f64) -> f64 {
        self.constants.iter().map(|(c, k)| k * cost(c)).sum()
    }

    /// Whether the model can be used for prediction.
    pub fn usable(&self) -> bool {
        self.rejected.is_none()
    }

    fn same_components(&self, components: &[&str]) -> bool {
        self.components.len() == components.len()
            && components
                .iter()
                .all(|c| self.components.iter().any(|m| m == c))
    }
}

impl MachineInfo {
    /// Describes the machine this process runs on (best effort, never fails).
    pub fn detect() -> Self {
        MachineInfo {
            cpu_model: cpu_model().unwrap_or_else(|| "unknown".to_string()),
            cores: std::thread::available_parallelism().map_or(1, |n| n.get()),
            os: std::env::consts::OS.to_string(),
            arch: std::env::consts::ARCH.to_string(),
            hostname: hostname(),
        }
    }
}

/// The CPU model from `/proc/cpuinfo` (the key differs between architectures).
fn cpu_model() -> Option<String> {
    let text = fs::read_to_string("/proc/cpuinfo").ok()?;
    cpu_model_from(&text)
}

fn cpu_model_from(cpuinfo: &str) -> Option<String> {
    [
        "model name",
        "Hardware",
        "cpu model",
        "Processor",
        "cpu",
        "uarch",
    ]
    .iter()
    .find_map(|key| {
        cpuinfo.lines().find_map(|line| {
            let (k, v) = line.split_once(':')?;
            let v = v.trim();
            (k.trim() == *key && !v.is_empty()).then(|| v.to_string())
        })
    })
}

fn hostname() -> Option<String> {
    ["/proc/sys/kernel/hostname", "/etc/hostname"]
        .iter()
        .find_map(|p| fs::read_to_string(p).ok())
        .map(|s| s.trim().to_string())
        .or_else(|| std::env::var("HOSTNAME").ok())
        .filter(|s| !s.is_empty())
}

/// Formats a time as UTC RFC 3339 with seconds (`1970-01-01T00:00:00Z`); times
/// before the epoch are clamped to it.
pub fn format_rfc3339(time: SystemTime) -> String {
    let secs = time.duration_since(UNIX_EPOCH).map_or(0, |d| d.as_secs());
    let (days, rem) = (secs / 86_400, secs % 86_400);
    let (y, m, d) = civil_from_days(days as i64);
    format!(
        "{y:04}-{m:02}-{d:02}T{:02}:{:02}:{:02}Z",
        rem / 3600,
        rem % 3600 / 60,
        rem % 60
    )
}

/// Proleptic Gregorian date of a day count since 1970-01-01 (H. Hinnant's
/// `civil_from_days`).
fn civil_from_days(z: i64) -> (i64, u32, u32) {
    let z = z + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let m = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    let y = yoe + era * 400 + i64::from(m <= 2);
    (y, m, d)
}

impl Platform {
    /// Builds the platform description of a fit on this machine, dated now.
    pub fn from_fit(
        components: &[String],
        report: &FitReport,
        calibration: CalibrationInfo,
    ) -> Self {
        Platform {
            format_version: PLATFORM_FORMAT,
            costlog_version: env!("CARGO_PKG_VERSION").to_string(),
            machine: MachineInfo::detect(),
            date: format_rfc3339(SystemTime::now()),
            components: components.to_vec(),
            chosen: report
                .chosen_model()
                .map(|m| m.components.clone())
                .unwrap_or_default(),
            models: report.models.iter().map(PlatformModel::from_fit).collect(),
            calibration,
        }
    }

    /// The default model.
    pub fn chosen_model(&self) -> Option<&PlatformModel> {
        let chosen: Vec<&str> = self.chosen.iter().map(String::as_str).collect();
        self.model(&chosen)
    }

    /// The model static bounds use, given which components the analysis bounds:
    /// the default model when it bounds all of its components; otherwise the
    /// usable model of smallest cross-validated error (then fewest components)
    /// among those whose components it all bounds. A model with a component the
    /// analysis cannot bound would make every time bound unknown; the fallback
    /// keeps them finite, and its worst under-prediction widens them.
    pub fn static_model(&self, bounded: impl Fn(&str) -> bool) -> Option<&PlatformModel> {
        let all_bounded = |m: &PlatformModel| m.components.iter().all(|c| bounded(c));
        if let Some(chosen) = self.chosen_model().filter(|m| all_bounded(m)) {
            return Some(chosen);
        }
        self.models
            .iter()
            .filter(|m| m.usable() && all_bounded(m))
            .min_by(|a, b| {
                let cv = |m: &PlatformModel| m.cv_error.unwrap_or(f64::INFINITY);
                cv(a)
                    .total_cmp(&cv(b))
                    .then(a.components.len().cmp(&b.components.len()))
            })
    }

    /// The constant (ns per unit) of a component in the default model.
    pub fn constant(&self, component: &str) -> Option<f64> {
        self.chosen_model()?.constant(component)
    }

    /// The model using exactly these components (in any order), if it was fitted.
    pub fn model(&self, components: &[&str]) -> Option<&PlatformModel> {
        if components.is_empty() {
            return None;
        }
        self.models.iter().find(|m| m.same_components(components))
    }

    /// Checks that the content makes sense: every model's components are known
    /// and match its constants, constants of usable models are finite and
    /// non-negative, and the chosen model exists and is usable.
    pub fn validate(&self) -> Result<(), String> {
        if let Some(o) = self.calibration.call_overhead_ns {
            if !(o.is_finite() && (0.0..1e9).contains(&o)) {
                return Err(format!(
                    "call overhead {o} ns (must be finite, non-negative and under a second)"
                ));
            }
        }
        if let Some(load) = &self.calibration.load {
            load.validate()?;
        }
        for m in &self.models {
            let name = m.components.join(", ");
            if let Some(c) = m.components.iter().find(|c| !self.components.contains(c)) {
                return Err(format!("model [{name}] uses unknown component `{c}`"));
            }
            if let Some(c) = m.constants.keys().find(|c| !m.components.contains(c)) {
                return Err(format!(
                    "model [{name}] has a constant for `{c}`, which it does not use"
                ));
            }
            if !m.usable() {
                continue;
            }
            if let Some(c) = m.components.iter().find(|c| !m.constants.contains_key(*c)) {
                return Err(format!("model [{name}] has no constant for `{c}`"));
            }
            if let Some((c, k)) = m
                .constants
                .iter()
                .find(|(_, k)| !(k.is_finite() && **k >= 0.0))
            {
                return Err(format!(
                    "model [{name}] has constant {k} for `{c}` (must be finite and non-negative)"
                ));
            }
        }
        if self.chosen.is_empty() {
            return Err("no usable cost model was found by the calibration".to_string());
        }
        match self.chosen_model() {
            None => Err(format!(
                "the chosen model [{}] is not among the fitted models",
                self.chosen.join(", ")
            )),
            Some(m) if !m.usable() => Err(format!(
                "the chosen model [{}] is rejected",
                self.chosen.join(", ")
            )),
            Some(_) => Ok(()),
        }
    }

    /// Reads and checks a platform file.
    pub fn load(path: &Path) -> Result<Platform, PlatformError> {
        let bytes = fs::read(path).map_err(|source| match source.kind() {
            io::ErrorKind::NotFound => PlatformError::Missing(path.to_path_buf()),
            _ => PlatformError::Io {
                path: path.to_path_buf(),
                source,
            },
        })?;
        Self::parse(path, &bytes)
    }

    /// Parses and checks the content of a platform file (`path` is for messages).
    pub fn parse(path: &Path, bytes: &[u8]) -> Result<Platform, PlatformError> {
        let corrupt = |line, column, message: String| PlatformError::Corrupt {
            path: path.to_path_buf(),
            line,
            column,
            message,
        };
        let text = std::str::from_utf8(bytes).map_err(|e| {
            corrupt(
                None,
                None,
                format!(
                    "not UTF-8 text (invalid byte at offset {})",
                    e.valid_up_to()
                ),
            )
        })?;
        let yaml_error = |e: serde_yaml::Error| {
            let loc = e.location();
            corrupt(
                loc.as_ref().map(|l| l.line()),
                loc.as_ref().map(|l| l.column()),
                yaml_message(&e),
            )
        };
        // First the structure-free parse: syntax errors, then the version, so that
        // a file of another format is reported as such rather than as corrupt.
        let value: serde_yaml::Value = serde_yaml::from_str(text).map_err(yaml_error)?;
        let map = match &value {
            serde_yaml::Value::Mapping(map) => map,
            serde_yaml::Value::Null => return Err(corrupt(None, None, "the file is empty".into())),
            _ => {
                return Err(corrupt(
                    Some(1),
                    Some(1),
                    "expected a mapping of fields".into(),
                ))
            }
        };
        let version_error = |found| PlatformError::Version {
            path: path.to_path_buf(),
            found,
            expected: PLATFORM_FORMAT,
        };
        match map.get("format_version") {
            None => return Err(version_error(None)),
            Some(serde_yaml::Value::Number(n)) if n.as_u64() == Some(PLATFORM_FORMAT.into()) => {}
            Some(other) => {
                let shown = serde_yaml::to_string(other)
                    .map(|s| s.trim().to_string())
                    .unwrap_or_else(|_| "?".into());
                return Err(version_error(Some(one_line(&shown))));
            }
        }
        let platform: Platform = serde_yaml::from_str(text).map_err(yaml_error)?;
        platform
            .validate()
            .map_err(|message| PlatformError::Invalid {
                path: path.to_path_buf(),
                message,
            })?;
        Ok(platform)
    }

    /// Writes the file atomically: the YAML goes to a temporary file in the same
    /// directory (created if needed), which then replaces `path` by a rename, so
    /// a reader never sees a half-written file. Refuses to write content that
    /// [`Platform::validate`] rejects.
    pub fn save(&self, path: &Path) -> Result<(), PlatformError> {
        let write_error = |source| PlatformError::Write {
            path: path.to_path_buf(),
            source,
        };
        self.validate().map_err(|message| PlatformError::Invalid {
            path: path.to_path_buf(),
            message,
        })?;
        let yaml = serde_yaml::to_string(self)
            .map_err(|e| write_error(io::Error::other(e.to_string())))?;
        let dir = match path.parent() {
            Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
            _ => PathBuf::from("."),
        };
        let file_name = path
            .file_name()
            .ok_or_else(|| write_error(io::Error::other("not a file name")))?;
        fs::create_dir_all(&dir).map_err(write_error)?;
        let nanos = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(0, |d| d.subsec_nanos());
        let mut tmp_name = OsString::from(".");
        tmp_name.push(file_name);
        tmp_name.push(format!(".tmp.{}.{nanos}", std::process::id()));
        let tmp = dir.join(tmp_name);
        let result = (|| {
            let mut f = fs::File::create(&tmp)?;
            f.write_all(b"# costlog platform file: written by `costlog calibrate`\n")?;
            f.write_all(yaml.as_bytes())?;
            f.sync_all()?;
            fs::rename(&tmp, path)
        })();
        if let Err(e) = result {
            let _ = fs::remove_file(&tmp);
            return Err(write_error(e));
        }
        Ok(())
    }
}

/// A serde_yaml message without its trailing location (reported separately) and
/// on one line.
fn yaml_message(e: &serde_yaml::Error) -> String {
    let mut msg = e.to_string();
    if let Some(loc) = e.location() {
        let suffix = format!(" at line {} column {}", loc.line(), loc.column());
        if let Some(i) = msg.find(&suffix) {
            msg.replace_range(i..i + suffix.len(), "");
        }
    }
    one_line(&msg)
}

fn one_line(s: &str) -> String {
    s.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The default platform file: `$XDG_CONFIG_HOME/costlog/platform.yaml`, else
/// `$HOME/.config/costlog/platform.yaml`; `None` when neither variable is set.
pub fn default_path() -> Option<PathBuf> {
    default_path_from(
        std::env::var_os("XDG_CONFIG_HOME"),
        std::env::var_os("HOME"),
    )
}

/// [`default_path`] from given variable values. Per the XDG base directory
/// specification a relative `XDG_CONFIG_HOME` is ignored.
fn default_path_from(xdg: Option<OsString>, home: Option<OsString>) -> Option<PathBuf> {
    let xdg = xdg.map(PathBuf::from).filter(|p| p.is_absolute());
    let config = match xdg {
        Some(p) => p,
        None => PathBuf::from(home.filter(|h| !h.is_empty())?).join(".config"),
    };
    Some(config.join("costlog").join("platform.yaml"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fit::{fit_all, Observation};

    fn sample() -> Platform {
        let components: Vec<String> = ["step", "giunif", "vounif"].map(String::from).to_vec();
        let obs: Vec<Observation> = (0..24)
            .map(|i| {
                let n = (i / 4 + 1) as f64 * 10.0;
                let costs = vec![
                    n * (1 + i % 4) as f64,
                    n * (1 + (i * 7) % 5) as f64,
                    n * (1 + (i * 3) % 4) as f64 + 1.0,
                ];
                let time_ns = 20.0 * costs[0] + 9.0 * costs[1] + 6.0 * costs[2];
                Observation {
                    program: format!("p{}", i % 4),
                    costs,
                    time_ns,
                }
            })
            .collect();
        let report = fit_all(&components, &obs);
        Platform::from_fit(
            &components,
            &report,
            CalibrationInfo {
                suites: vec!["builtin".into()],
                observations: obs.len(),
                quick: true,
                call_overhead_ns: Some(300.0),
                load: None,
            },
        )
    }

    fn temp_dir(name: &str) -> PathBuf {
        let dir =
            std::env::temp_dir().join(format!("costlog-platform-{name}-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        dir
    }

    fn parse(text: &[u8]) -> Result<Platform, PlatformError> {
        Platform::parse(Path::new("p.yaml"), text)
    }

    #[test]
    fn from_fit_describes_the_chosen_model() {
        let p = sample();
        assert_eq!(p.format_version, PLATFORM_FORMAT);
        assert_eq!(p.models.len(), 7);
        assert_eq!(p.chosen, vec!["step", "giunif", "vounif"]);
        assert!((p.constant("step").unwrap() - 20.0).abs() < 1e-6);
        assert!((p.constant("vounif").unwrap() - 6.0).abs() < 1e-6);
        assert_eq!(p.constant("nargs"), None);
        let m = p.model(&["vounif", "step"]).unwrap();
        assert_eq!(m.components, vec!["step", "vounif"]);
        assert!(p.model(&[]).is_none() && p.model(&["step", "nargs"]).is_none());
        let pred = p
            .chosen_model()
            .unwrap()
            .predict(|c| if c == "step" { 2.0 } else { 0.0 });
        assert!((pred - 40.0).abs() < 1e-6);
        assert!(p.machine.cores >= 1 && !p.machine.os.is_empty());
        assert_eq!(p.date.len(), "2025-01-01T00:00:00Z".len());
        p.validate().unwrap();
    }

    #[test]
    fn static_bounds_use_the_best_model_the_analysis_bounds() {
        let p = sample();
        let chosen = p.chosen_model().unwrap();
        assert_eq!(p.static_model(|_| true), Some(chosen));
        // Without `vounif` bounded: the best model of the others, which
        // under-predicts the calibration data and records by how much.
        let fallback = p.static_model(|c| c != "vounif").unwrap();
        assert!(fallback.usable());
        assert!(!fallback.components.iter().any(|c| c == "vounif"));
        let best = p
            .models
            .iter()
            .filter(|m| m.usable() && !m.components.iter().any(|c| c == "vounif"))
            .filter_map(|m| m.cv_error)
            .fold(f64::INFINITY, f64::min);
        assert_eq!(fallback.cv_error, Some(best));
        assert!(fallback.worst_under_prediction.unwrap() > 0.0);
        assert!(fallback.worst_over_prediction.unwrap() > 0.0);
        assert!(chosen.worst_under_prediction.unwrap() < 1e-6);
        assert_eq!(p.static_model(|_| false), None);
    }

    #[test]
    fn round_trip_and_atomic_write() {
        let dir = temp_dir("roundtrip");
        let path = dir.join("nested").join("platform.yaml");
        let p = sample();
        p.save(&path).unwrap();
        assert_eq!(Platform::load(&path).unwrap(), p);
        // Overwrite in place; no temporary file stays behind.
        p.save(&path).unwrap();
        let names: Vec<_> = fs::read_dir(path.parent().unwrap())
            .unwrap()
            .map(|e| e.unwrap().file_name())
            .collect();
        assert_eq!(names, vec![OsString::from("platform.yaml")]);
        fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn save_refuses_invalid_content_and_reports_write_errors() {
        let dir = temp_dir("save");
        let mut p = sample();
        p.chosen.clear();
        assert!(matches!(
            p.save(&dir.join("a.yaml")),
            Err(PlatformError::Invalid { .. })
        ));
        assert!(!dir.join("a.yaml").exists());
        fs::create_dir_all(&dir).unwrap();
        fs::write(dir.join("file"), "x").unwrap();
        let err = sample()
            .save(&dir.join("file").join("platform.yaml"))
            .unwrap_err();
        assert!(matches!(err, PlatformError::Write { .. }), "{err}");
        fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn missing_file() {
        let err = Platform::load(Path::new("/nonexistent/costlog/platform.yaml")).unwrap_err();
        assert!(matches!(err, PlatformError::Missing(_)));
        assert!(err.to_string().contains("run `costlog calibrate`"));
    }

    #[test]
    fn unreadable_file_is_io() {
        let dir = temp_dir("io");
        fs::create_dir_all(dir.join("platform.yaml")).unwrap(); // a directory
        let err = Platform::load(&dir.join("platform.yaml")).unwrap_err();
        assert!(matches!(err, PlatformError::Io { .. }), "{err}");
        fs::remove_dir_all(&dir).unwrap();
    }

    fn assert_one_line(err: &PlatformError) {
        let msg = err.to_string();
        assert!(!msg.contains('\n'), "{msg}");
        assert!(msg.contains("costlog calibrate"), "{msg}");
    }

    #[test]
    fn corrupt_files() {
        for text in [
            &b"\xff\xfe\x00garbage"[..],
            b"",
            b"   \n# only a comment\n",
            b"- 1\n- 2\n",
            b"just a string",
            b"format_version: 1\nmachine: [unclosed\n",
            b"{ format_version: 1",
            b"format_version: 1\n",
            b"format_version: 1\ncostlog_version: 0.1.0\nmachine: 3\n",
        ] {
            let err = parse(text).unwrap_err();
            assert!(matches!(err, PlatformError::Corrupt { .. }), "{err}");
            assert_one_line(&err);
        }
    }

    #[test]
    fn wrong_types_are_located() {
        let mut yaml = serde_yaml::to_string(&sample()).unwrap();
        yaml = yaml.replacen("cores: ", "cores: many # ", 1);
        let err = parse(yaml.as_bytes()).unwrap_err();
        let line = yaml.lines().position(|l| l.contains("cores:")).unwrap() + 1;
        match &err {
            PlatformError::Corrupt {
                line: Some(l),
                column: Some(_),
                message,
                ..
            } => {
                assert_eq!(*l, line);
                assert!(!message.contains(" at line "), "{message}");
            }
            other => panic!("{other}"),
        }
        assert_one_line(&err);
        assert!(err.to_string().contains(&format!("line {line}")));
    }

    #[test]
    fn foreign_versions() {
        let yaml = serde_yaml::to_string(&sample()).unwrap();
        for (text, found) in [
            (
                yaml.replace("format_version: 1", "format_version: 99"),
                Some("99"),
            ),
            (
                yaml.replace("format_version: 1", "format_version: \"1\""),
                Some("'1'"),
            ),
            (
                yaml.replace("format_version: 1", "format_version: -3"),
                Some("-3"),
            ),
            (yaml.replace("format_version: 1\n", ""), None),
            (
                "format_version: 2\nwhatever: [1, 2]\n".to_string(),
                Some("2"),
            ),
        ] {
            let err = parse(text.as_bytes()).unwrap_err();
            match &err {
                PlatformError::Version {
                    found: f, expected, ..
                } => {
                    assert_eq!(f.as_deref(), found);
                    assert_eq!(*expected, PLATFORM_FORMAT);
                }
                other => panic!("{other}"),
            }
            assert_one_line(&err);
        }
    }

    fn chosen_mut(p: &mut Platform) -> &mut PlatformModel {
        let chosen = p.chosen.clone();
        p.models
            .iter_mut()
            .find(|m| m.components == chosen)
            .unwrap()
    }

    #[test]
    fn invalid_content() {
        let base = sample();
        type Mutation = fn(&mut Platform);
        let cases: Vec<(Mutation, &str)> = vec![
            (|p| p.chosen = vec!["nargs".into()], "not among"),
            (|p| p.chosen.clear(), "no usable"),
            (
                |p| _ = chosen_mut(p).constants.insert("step".into(), -1.0),
                "non-negative",
            ),
            (
                |p| _ = chosen_mut(p).constants.insert("step".into(), f64::INFINITY),
                "finite",
            ),
            (
                |p| _ = chosen_mut(p).constants.insert("step".into(), f64::NAN),
                "finite",
            ),
            (
                |p| _ = chosen_mut(p).constants.remove("step"),
                "no constant for `step`",
            ),
            (|p| chosen_mut(p).rejected = Some("x".into()), "is rejected"),
            (
                |p| p.models[0].components.push("zzz".into()),
                "unknown component `zzz`",
            ),
            (
                |p| _ = p.models[0].constants.insert("vounif".into(), 1.0),
                "does not use",
            ),
            (
                |p| p.calibration.call_overhead_ns = Some(-1.0),
                "call overhead -1",
            ),
            (
                |p| p.calibration.call_overhead_ns = Some(f64::NAN),
                "call overhead NaN",
            ),
        ];
        for (mutate, expected) in cases {
            let mut p = base.clone();
            mutate(&mut p);
            let yaml = serde_yaml::to_string(&p).unwrap();
            let err = parse(yaml.as_bytes()).unwrap_err();
            match &err {
                PlatformError::Invalid { message, .. } => {
                    assert!(message.contains(expected), "{message} / {expected}")
                }
                other => panic!("{other}"),
            }
            assert_one_line(&err);
        }
        // A rejected model may keep its negative constant.
        let mut p = base.clone();
        let other = p
            .models
            .iter_mut()
            .find(|m| m.components == ["step"])
            .unwrap();
        other.constants.insert("step".into(), -2.0);
        other.rejected = Some("negative constant for step".into());
        parse(serde_yaml::to_string(&p).unwrap().as_bytes()).unwrap();
    }

    #[test]
    fn random_bytes_never_panic() {
        let yaml = serde_yaml::to_string(&sample()).unwrap().into_bytes();
        let mut state = 0x1234_5678_u64;
        for _ in 0..300 {
            let mut bytes = yaml.clone();
            for _ in 0..4 {
                state = state
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                let i = (state >> 33) as usize % bytes.len();
                bytes[i] = (state >> 17) as u8;
            }
            let _ = parse(&bytes).map_err(|e| assert_one_line(&e));
            let cut = (state >> 40) as usize % bytes.len();
            let _ = parse(&bytes[..cut]).map_err(|e| assert_one_line(&e));
        }
    }

    #[test]
    fn default_path_follows_xdg() {
        let p = default_path_from(Some("/cfg".into()), Some("/home/u".into()));
        assert_eq!(p, Some(PathBuf::from("/cfg/costlog/platform.yaml")));
        let p = default_path_from(Some("relative".into()), Some("/home/u".into()));
        assert_eq!(
            p,
            Some(PathBuf::from("/home/u/.config/costlog/platform.yaml"))
        );
        let p = default_path_from(None, Some("/home/u".into()));
        assert_eq!(
            p,
            Some(PathBuf::from("/home/u/.config/costlog/platform.yaml"))
        );
        assert_eq!(default_path_from(None, None), None);
        assert_eq!(default_path_from(Some("".into()), Some("".into())), None);
    }

    #[test]
    fn dates_and_cpu_names() {
        let at = |s| format_rfc3339(UNIX_EPOCH + std::time::Duration::from_secs(s));
        assert_eq!(at(0), "1970-01-01T00:00:00Z");
        assert_eq!(at(951_782_400), "2000-02-29T00:00:00Z");
        assert_eq!(at(1_709_251_199), "2024-02-29T23:59:59Z");
        assert_eq!(at(4_102_444_800), "2100-01-01T00:00:00Z");
        let info = "processor\t: 0\nvendor_id\t: X\nmodel name\t: Some CPU @ 2GHz\n";
        assert_eq!(cpu_model_from(info).as_deref(), Some("Some CPU @ 2GHz"));
        assert_eq!(
            cpu_model_from("Hardware\t: BCM2835\n").as_deref(),
            Some("BCM2835")
        );
        assert_eq!(cpu_model_from("garbage"), None);
    }
}
