//! `costlog profile --export FORMAT=FILE`: which file formats a profile is written
//! in, and rendering one of them (only the ones asked for are rendered).

use super::profile_view::ProfileView;
use super::{callgrind, folded, pprof, profile_json, speedscope};
use costlog_profiler::export::profile_dot;
use std::path::PathBuf;
use std::str::FromStr;

/// A file format of a profile.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ExportFormat {
    /// The whole profile as JSON (what `--json` prints).
    Json,
    /// Folded stacks of the ranked metric (flame graphs).
    Folded,
    /// A speedscope `sampled` profile of the ranked metric.
    Speedscope,
    /// Gzipped `profile.proto` with every measured counter.
    Pprof,
    /// Callgrind with every measured counter, calls and source lines.
    Callgrind,
    /// The cost-centre graph (with `--auto`, the bottleneck tree) as Graphviz DOT.
    Dot,
}

impl ExportFormat {
    /// Every format, with the name `--export` takes.
    pub const ALL: [(ExportFormat, &'static str); 6] = [
        (ExportFormat::Json, "json"),
        (ExportFormat::Folded, "folded"),
        (ExportFormat::Speedscope, "speedscope"),
        (ExportFormat::Pprof, "pprof"),
        (ExportFormat::Callgrind, "callgrind"),
        (ExportFormat::Dot, "dot"),
    ];
}

/// One `--export FORMAT=FILE`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Export {
    /// The format.
    pub format: ExportFormat,
    /// Where to write it.
    pub path: PathBuf,
}

impl FromStr for Export {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, String> {
        let names: Vec<&str> = ExportFormat::ALL.iter().map(|(_, n)| *n).collect();
        let (name, path) = s
            .split_once('=')
            .filter(|(_, p)| !p.is_empty())
            .ok_or_else(|| {
                format!(
                    "expected FORMAT=FILE with FORMAT one of {}",
                    names.join(", ")
                )
            })?;
        let format = ExportFormat::ALL
            .iter()
            .find(|(_, n)| n.eq_ignore_ascii_case(name))
            .map(|(f, _)| *f)
            .ok_or_else(|| {
                format!(
                    "unknown format `{name}`: expected one of {}",
                    names.join(", ")
                )
            })?;
        Ok(Export {
            format,
            path: PathBuf::from(path),
        })
    }
}

/// The bytes of `v` in `format` (`title` labels the DOT graph).
pub fn render(format: ExportFormat, v: &ProfileView, title: &str) -> std::io::Result<Vec<u8>> {
    Ok(match format {
        ExportFormat::Json => profile_json::render(v).into_bytes(),
        ExportFormat::Folded => folded::render(v).into_bytes(),
        ExportFormat::Speedscope => speedscope::render(v).into_bytes(),
        ExportFormat::Pprof => pprof::render(v)?,
        ExportFormat::Callgrind => callgrind::render(v).into_bytes(),
        ExportFormat::Dot => profile_dot(v.profile, title, v.ranked).into_bytes(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_format_and_file() {
        let e: Export = "pprof=out/p.pb.gz".parse().unwrap();
        assert_eq!(e.format, ExportFormat::Pprof);
        assert_eq!(e.path, PathBuf::from("out/p.pb.gz"));
        assert_eq!(
            "CallGrind=a=b".parse::<Export>().unwrap().path,
            PathBuf::from("a=b")
        );
    }

    #[test]
    fn rejects_unknown_formats_and_missing_files() {
        assert!("svg=x"
            .parse::<Export>()
            .unwrap_err()
            .contains("unknown format `svg`"));
        assert!("json=".parse::<Export>().is_err());
        assert!("json".parse::<Export>().is_err());
    }
}
