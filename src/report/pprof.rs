//! pprof output: `profile.proto`, gzipped, as `go tool pprof` and speedscope read it.
//!
//! A sample per cost-centre stack (locations leaf first, `rcc` at the root) with one
//! value per measured counter; the sample types are the counter names (unit
//! `nanoseconds` for time, `count` otherwise) and the default one is the ranked
//! metric. A location and a function per cost centre, with the file and line of its
//! predicate's first clause. The messages are written by hand (only the fields
//! costlog fills), with the field numbers of pprof's `profile.proto`.

use super::profile_view::ProfileView;
use costlog_profiler::Metric;
use flate2::write::GzEncoder;
use flate2::Compression;
use prost::Message;
use std::collections::HashMap;
use std::io::Write;

/// `perftools.profiles.Profile`.
#[derive(Clone, PartialEq, prost::Message)]
pub struct Profile {
    /// What each sample value measures.
    #[prost(message, repeated, tag = "1")]
    pub sample_type: Vec<ValueType>,
    /// The samples.
    #[prost(message, repeated, tag = "2")]
    pub sample: Vec<Sample>,
    /// Code locations, referred to by samples.
    #[prost(message, repeated, tag = "4")]
    pub location: Vec<Location>,
    /// Functions, referred to by locations.
    #[prost(message, repeated, tag = "5")]
    pub function: Vec<Function>,
    /// Every string; index 0 is "".
    #[prost(string, repeated, tag = "6")]
    pub string_table: Vec<String>,
    /// Length of the run in nanoseconds.
    #[prost(int64, tag = "10")]
    pub duration_nanos: i64,
    /// Index in `sample_type` shown by default (the string index of its type name).
    #[prost(int64, tag = "14")]
    pub default_sample_type: i64,
}

/// `perftools.profiles.ValueType`: type and unit, as string-table indexes.
#[derive(Clone, PartialEq, prost::Message)]
pub struct ValueType {
    /// Type name.
    #[prost(int64, tag = "1")]
    pub r#type: i64,
    /// Unit name.
    #[prost(int64, tag = "2")]
    pub unit: i64,
}

/// `perftools.profiles.Sample`.
#[derive(Clone, PartialEq, prost::Message)]
pub struct Sample {
    /// The stack, leaf first.
    #[prost(uint64, repeated, tag = "1")]
    pub location_id: Vec<u64>,
    /// One value per sample type.
    #[prost(int64, repeated, tag = "2")]
    pub value: Vec<i64>,
}

/// `perftools.profiles.Location`.
#[derive(Clone, PartialEq, prost::Message)]
pub struct Location {
    /// Non-zero id.
    #[prost(uint64, tag = "1")]
    pub id: u64,
    /// The function and line.
    #[prost(message, repeated, tag = "4")]
    pub line: Vec<Line>,
}

/// `perftools.profiles.Line`.
#[derive(Clone, PartialEq, prost::Message)]
pub struct Line {
    /// The function's id.
    #[prost(uint64, tag = "1")]
    pub function_id: u64,
    /// Source line.
    #[prost(int64, tag = "2")]
    pub line: i64,
}

/// `perftools.profiles.Function`.
#[derive(Clone, PartialEq, prost::Message)]
pub struct Function {
    /// Non-zero id.
    #[prost(uint64, tag = "1")]
    pub id: u64,
    /// Name (string index).
    #[prost(int64, tag = "2")]
    pub name: i64,
    /// System name (string index).
    #[prost(int64, tag = "3")]
    pub system_name: i64,
    /// Source file (string index).
    #[prost(int64, tag = "4")]
    pub filename: i64,
    /// Line of the first clause.
    #[prost(int64, tag = "5")]
    pub start_line: i64,
}

/// Interns strings into a profile's string table (index 0 is "").
struct Strings {
    table: Vec<String>,
    index: HashMap<String, i64>,
}

impl Strings {
    fn new() -> Self {
        Strings {
            table: vec![String::new()],
            index: HashMap::from([(String::new(), 0)]),
        }
    }

    fn index(&mut self, s: &str) -> i64 {
        if let Some(i) = self.index.get(s) {
            return *i;
        }
        let i = self.table.len() as i64;
        self.table.push(s.to_string());
        self.index.insert(s.to_string(), i);
        i
    }
}

/// The profile as `profile.proto` messages.
pub fn profile(v: &ProfileView) -> Profile {
    let p = v.profile;
    let mut strings = Strings::new();
    let sample_type = v
        .measured
        .iter()
        .map(|m| ValueType {
            r#type: strings.index(m.name()),
            unit: strings.index(if *m == Metric::Ticks {
                "nanoseconds"
            } else {
                "count"
            }),
        })
        .collect();
    let mut function = Vec::new();
    let mut location = Vec::new();
    for (c, centre) in p.centres.iter().enumerate() {
        let id = c as u64 + 1;
        let (file, line) = match &v.locations[c] {
            Some(l) => (strings.index(&l.path), l.line as i64),
            None => (0, 0),
        };
        let name = strings.index(&centre.name);
        function.push(Function {
            id,
            name,
            system_name: name,
            filename: file,
            start_line: line,
        });
        location.push(Location {
            id,
            line: vec![Line {
                function_id: id,
                line,
            }],
        });
    }
    let sample = p
        .paths()
        .filter(|(_, n)| v.measured.iter().any(|m| n.usage.get(*m) > 0))
        .map(|(i, n)| {
            // Innermost first, the root (`rcc`, location 1) last.
            let mut stack: Vec<u64> = p
                .chain(i)
                .iter()
                .rev()
                .map(|c| u64::from(c.0) + 1)
                .collect();
            stack.push(1);
            Sample {
                location_id: stack,
                value: v
                    .measured
                    .iter()
                    .map(|m| i64::try_from(n.usage.get(*m)).unwrap_or(i64::MAX))
                    .collect(),
            }
        })
        .collect();
    let default_sample_type = strings.index(v.ranked.name());
    Profile {
        sample_type,
        sample,
        location,
        function,
        duration_nanos: i64::try_from(p.total.get(Metric::Ticks)).unwrap_or(i64::MAX),
        default_sample_type,
        string_table: strings.table,
    }
}

/// The gzipped `profile.proto` bytes of a profile.
pub fn render(v: &ProfileView) -> std::io::Result<Vec<u8>> {
    let mut gz = GzEncoder::new(Vec::new(), Compression::default());
    gz.write_all(&profile(v).encode_to_vec())?;
    gz.finish()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::report::profile_view::fixture;
    use flate2::read::GzDecoder;
    use std::io::Read;

    fn decode(bytes: &[u8]) -> Profile {
        let mut raw = Vec::new();
        GzDecoder::new(bytes).read_to_end(&mut raw).unwrap();
        Profile::decode(raw.as_slice()).unwrap()
    }

    #[test]
    fn decodes_back_with_counters_stacks_and_lines() {
        let p = fixture::profile();
        let v = fixture::view(&p);
        let d = decode(&render(&v).unwrap());
        let s = |i: i64| d.string_table[i as usize].as_str();
        assert_eq!(s(0), "");
        let types: Vec<(&str, &str)> = d
            .sample_type
            .iter()
            .map(|t| (s(t.r#type), s(t.unit)))
            .collect();
        assert_eq!(types.len(), v.measured.len());
        assert_eq!(types[0], ("exec_time", "nanoseconds"));
        assert!(types.contains(&("steps", "count")));
        assert!(
            !types.iter().any(|(t, _)| *t == "giunif"),
            "unmeasured counters are absent"
        );
        assert_eq!(s(d.default_sample_type), "steps");
        assert_eq!(d.duration_nanos, 160);
        // b/2 under a/1 under rcc, leaf first, 50 ns and 3 steps.
        let steps = types.iter().position(|(t, _)| *t == "steps").unwrap();
        let leaf = d
            .sample
            .iter()
            .find(|x| x.location_id == [3, 2, 1])
            .unwrap();
        assert_eq!((leaf.value[0], leaf.value[steps]), (50, 3));
        let total: i64 = d.sample.iter().map(|x| x.value[steps]).sum();
        assert_eq!(total, 9);
        let b = d.function.iter().find(|f| s(f.name) == "b/2").unwrap();
        assert_eq!((s(b.filename), b.start_line), ("t.pl", 7));
        let loc = d.location.iter().find(|l| l.id == b.id).unwrap();
        assert_eq!((loc.line[0].function_id, loc.line[0].line), (b.id, 7));
    }
}
