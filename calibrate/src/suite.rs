//! Calibration suites: directories of Prolog programs described by a `suite.yaml`.
//!
//! A suite directory holds Prolog files and one `suite.yaml` listing the programs
//! (`calibration-suites/README.md` documents the format):
//!
//! ```yaml
//! description: List traversal.
//! programs:
//!   - name: traverse_lco
//!     file: traverse.pl
//!     description: Traverse a list with last-call optimisation.
//!     goal: trav_lco_bench(R, L)
//!     inputs: {L: list}
//!     work: 400000
//!     sizes: [20, 100, 500, 2500]
//!     quick_sizes: [100, 2500]
//! ```
//!
//! In the goal, the variable `N` stands for the size, `R` for the repeat count
//! (`repeat`, or `work / N` with `work`), and each variable named under `inputs` for
//! a term generated at the size (see [`InputKind`]). Other variables stay free.

use costlog_engine::reader::{parse_term, ReadOptions};
use costlog_engine::{OpTable, Term, VarId};
use serde::Deserialize;
use std::collections::{BTreeMap, HashMap};
use std::path::{Path, PathBuf};

/// The name of the description file in a suite directory.
pub const SUITE_FILE: &str = "suite.yaml";

/// Largest size a program may ask for (generated inputs are built in memory).
pub const MAX_SIZE: u64 = 1_000_000;

/// A suite that cannot be loaded.
#[derive(Debug, thiserror::Error)]
pub enum SuiteError {
    /// The suite directory does not exist or is not a directory.
    #[error("calibration suite `{0}`: no such directory")]
    NoDir(PathBuf),
    /// A file could not be read.
    #[error("{path}: cannot read: {source}")]
    Io {
        /// The file.
        path: PathBuf,
        /// Why.
        source: std::io::Error,
    },
    /// `suite.yaml` is not valid YAML or does not have the expected fields.
    #[error("{path}:{line}:{column}: malformed suite description: {message}")]
    Yaml {
        /// The file.
        path: PathBuf,
        /// 1-based line (0 when unknown).
        line: usize,
        /// 1-based column (0 when unknown).
        column: usize,
        /// What is wrong.
        message: String,
    },
    /// One program entry is inconsistent (missing file, bad goal, no sizes...).
    #[error("{path}:{line}: program `{program}`: {message}")]
    Program {
        /// The `suite.yaml` file.
        path: PathBuf,
        /// 1-based line of the program's entry (0 when unknown).
        line: usize,
        /// The program's name.
        program: String,
        /// What is wrong.
        message: String,
    },
}

/// A generated input term, of the point's size `N`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum InputKind {
    /// The list of integers `[1, 2, ..., N]`.
    List,
    /// A list of `N` distinct fresh variables.
    VarList,
    /// The integer `N` itself.
    Int,
}

/// A calibration program, checked.
#[derive(Clone, Debug)]
pub struct Program {
    /// Name, unique in its suite.
    pub name: String,
    /// The Prolog file (absolute, or relative to the working directory).
    pub file: PathBuf,
    /// What aspect of execution it isolates.
    pub description: String,
    /// The goal template (Prolog text).
    pub goal: String,
    /// How the repeat count `R` follows from the size.
    pub repeat: Repeat,
    /// Generated inputs, by goal variable name.
    pub inputs: Vec<(String, InputKind)>,
    /// Sizes of a full calibration.
    pub sizes: Vec<u64>,
    /// Sizes of a `--quick` calibration.
    pub quick_sizes: Vec<u64>,
}

/// The repeat count `R` of a program's goal.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Repeat {
    /// The same count at every size.
    Fixed(u64),
    /// `max(1, work / N)`: about the same amount of work at every size.
    Work(u64),
}

impl Repeat {
    /// The repeat count at `size`.
    pub fn at(self, size: u64) -> u64 {
        match self {
            Repeat::Fixed(r) => r,
            Repeat::Work(w) => (w / size.max(1)).max(1),
        }
    }
}

/// A loaded suite.
#[derive(Clone, Debug)]
pub struct Suite {
    /// The suite's name (its directory's name).
    pub name: String,
    /// The suite's directory.
    pub dir: PathBuf,
    /// What the suite calibrates.
    pub description: String,
    /// Its programs, in file order.
    pub programs: Vec<Program>,
}

impl Suite {
    /// Loads and checks the suite in `dir` (its `suite.yaml` and the files it names).
    pub fn load(dir: &Path) -> Result<Suite, SuiteError> {
        Suite::load_described(dir, SUITE_FILE)
    }

    /// Loads and checks the programs that `dir/file` describes in the format of
    /// `suite.yaml` (the evaluation sets of `costlog calibrate --evaluate` use
    /// another file name, so that `calibrate` does not take them for suites).
    pub fn load_described(dir: &Path, file: &str) -> Result<Suite, SuiteError> {
        if !dir.is_dir() {
            return Err(SuiteError::NoDir(dir.to_path_buf()));
        }
        let path = dir.join(file);
        let text = std::fs::read_to_string(&path).map_err(|source| SuiteError::Io {
            path: path.clone(),
            source,
        })?;
        let raw: RawSuite = serde_yaml::from_str(&text).map_err(|e| yaml_error(&path, &e))?;
        let name = dir
            .file_name()
            .map_or_else(|| dir.display().to_string(), |n| n.to_string_lossy().into());
        let mut programs: Vec<Program> = Vec::new();
        for rp in raw.programs {
            let line = entry_line(&text, &rp.name);
            let err = |message: String| SuiteError::Program {
                path: path.clone(),
                line,
                program: rp.name.clone(),
                message,
            };
            if programs.iter().any(|p| p.name == rp.name) {
                return Err(err(
                    "a program of this name comes earlier in the suite".into()
                ));
            }
            programs.push(check_program(dir, rp.clone()).map_err(err)?);
        }
        if programs.is_empty() {
            return Err(SuiteError::Yaml {
                path,
                line: 0,
                column: 0,
                message: "the suite lists no programs".into(),
            });
        }
        Ok(Suite {
            name,
            dir: dir.to_path_buf(),
            description: raw.description,
            programs,
        })
    }
}

impl Program {
    /// The sizes to measure (`quick` for a short calibration).
    pub fn sizes(&self, quick: bool) -> &[u64] {
        if quick {
            &self.quick_sizes
        } else {
            &self.sizes
        }
    }

    /// The names of the goal's variables, in order of first occurrence.
    pub fn goal_variables(&self) -> Vec<String> {
        parse_goal_text(&self.goal)
            .map(|read| read.var_names.into_iter().map(|(n, _)| n).collect())
            .unwrap_or_default()
    }

    /// The goal at `size`: `N` bound to the size, `R` to the repeat count, every
    /// input variable to its generated term.
    pub fn goal_at(&self, size: u64) -> Result<Term, String> {
        let read = parse_goal_text(&self.goal)?;
        let mut next_var = max_var(&read.term).map_or(0, |v| v + 1);
        let mut bind: HashMap<VarId, Term> = HashMap::new();
        for (name, var) in &read.var_names {
            let value = match name.as_str() {
                "N" => Some(int_term(size)),
                "R" => Some(int_term(self.repeat.at(size))),
                _ => self
                    .inputs
                    .iter()
                    .find(|(n, _)| n == name)
                    .map(|(_, kind)| generate(*kind, size, &mut next_var)),
            };
            if let Some(v) = value {
                bind.insert(*var, v);
            }
        }
        Ok(substitute(&read.term, &bind))
    }
}

/// `suite.yaml` as written.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawSuite {
    #[serde(default)]
    description: String,
    programs: Vec<RawProgram>,
}

/// One program entry as written.
#[derive(Clone, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawProgram {
    name: String,
    file: PathBuf,
    #[serde(default)]
    description: String,
    goal: String,
    repeat: Option<u64>,
    work: Option<u64>,
    #[serde(default)]
    inputs: BTreeMap<String, InputKind>,
    sizes: Vec<u64>,
    quick_sizes: Option<Vec<u64>>,
}

fn check_program(dir: &Path, rp: RawProgram) -> Result<Program, String> {
    let file = dir.join(&rp.file);
    if !file.is_file() {
        return Err(format!("file `{}` not found", file.display()));
    }
    let repeat = match (rp.repeat, rp.work) {
        (Some(_), Some(_)) => return Err("give `repeat` or `work`, not both".into()),
        (Some(0), None) | (None, Some(0)) => {
            return Err("`repeat` and `work` must be positive".into())
        }
        (Some(r), None) => Repeat::Fixed(r),
        (None, Some(w)) => Repeat::Work(w),
        (None, None) => Repeat::Fixed(1),
    };
    check_sizes("sizes", &rp.sizes)?;
    let quick_sizes = match rp.quick_sizes {
        Some(q) => {
            check_sizes("quick_sizes", &q)?;
            q
        }
        None => default_quick(&rp.sizes),
    };
    let read = parse_goal_text(&rp.goal)?;
    if !matches!(read.term, Term::Atom(_) | Term::Compound(..)) {
        return Err(format!("goal `{}` is not callable", rp.goal));
    }
    for name in rp.inputs.keys() {
        if name == "N" || name == "R" {
            return Err(format!(
                "input `{name}`: N and R are reserved (size and repeat count)"
            ));
        }
        if !read.var_names.iter().any(|(n, _)| n == name) {
            return Err(format!(
                "input `{name}` is not a variable of the goal `{}`",
                rp.goal
            ));
        }
    }
    Ok(Program {
        name: rp.name,
        file,
        description: rp.description,
        goal: rp.goal,
        repeat,
        inputs: rp.inputs.into_iter().collect(),
        sizes: rp.sizes,
        quick_sizes,
    })
}

fn check_sizes(field: &str, sizes: &[u64]) -> Result<(), String> {
    if sizes.is_empty() {
        return Err(format!("`{field}` is empty"));
    }
    if let Some(bad) = sizes.iter().find(|s| **s == 0 || **s > MAX_SIZE) {
        return Err(format!("`{field}`: size {bad} is outside 1..={MAX_SIZE}"));
    }
    Ok(())
}

/// The first and the last size (or the only one).
fn default_quick(sizes: &[u64]) -> Vec<u64> {
    match sizes {
        [] => Vec::new(),
        [one] => vec![*one],
        [first, .., last] => vec![*first, *last],
    }
}

fn parse_goal_text(goal: &str) -> Result<costlog_engine::reader::ReadTerm, String> {
    parse_term(goal, &OpTable::standard(), &ReadOptions::default())
        .map_err(|e| format!("goal `{goal}` does not parse: {}", e.message))
}

fn yaml_error(path: &Path, e: &serde_yaml::Error) -> SuiteError {
    let (line, column) = e.location().map_or((0, 0), |l| (l.line(), l.column()));
    SuiteError::Yaml {
        path: path.to_path_buf(),
        line,
        column,
        message: e.to_string(),
    }
}

/// The 1-based line of `name: NAME` in the text (0 when not found).
fn entry_line(text: &str, name: &str) -> usize {
    text.lines()
        .position(|l| {
            let l = l.trim_start().trim_start_matches("- ").trim_start();
            l.strip_prefix("name:")
                .map(|v| v.trim().trim_matches(|c| c == '"' || c == '\'') == name)
                .unwrap_or(false)
        })
        .map_or(0, |i| i + 1)
}

fn int_term(n: u64) -> Term {
    Term::Int(i64::try_from(n).unwrap_or(i64::MAX))
}

fn generate(kind: InputKind, size: u64, next_var: &mut VarId) -> Term {
    match kind {
        InputKind::Int => int_term(size),
        InputKind::List => Term::list((1..=size).map(int_term)),
        InputKind::VarList => Term::list((0..size).map(|_| {
            let v = *next_var;
            *next_var += 1;
            Term::Var(v)
        })),
    }
}

/// The largest variable number in `t` (anonymous variables included).
fn max_var(t: &Term) -> Option<VarId> {
    match t {
        Term::Var(v) => Some(*v),
        Term::Compound(_, args) => args.iter().filter_map(max_var).max(),
        _ => None,
    }
}

fn substitute(t: &Term, bind: &HashMap<VarId, Term>) -> Term {
    match t {
        Term::Var(v) => bind.get(v).cloned().unwrap_or_else(|| t.clone()),
        Term::Compound(f, args) => {
            Term::Compound(*f, args.iter().map(|a| substitute(a, bind)).collect())
        }
        _ => t.clone(),
    }
}
