//! Precision of the static analysis on the cost-analysis corpus.
//!
//! For every `:- check pred` assertion of `analyzer/tests/corpus/*.pl` that gives
//! both a hand-derived upper bound (the exact worst case) and a lower bound (the
//! exact best case) on `steps` for the first solution (cost type `call`), this
//! compares the bounds the analysis infers with the hand ones and prints a markdown
//! table: the inferred bounds, their class, and the analysis time of the program.
//!
//! ```sh
//! cargo run --release -p costlog-analyzer --example precision
//! cargo run --release -p costlog-analyzer --example precision -- --write bench/RESULTS.md
//! cargo run --release -p costlog-analyzer --example precision -- analyzer/tests/corpus/nrev.pl
//! ```
//!
//! `--write FILE` replaces the text between the lines `<!-- precision:begin -->` and
//! `<!-- precision:end -->` of `FILE` with the report (it is printed as well). Files
//! given as arguments restrict the run to those programs. The exit status is 1 when
//! an inferred bound is unsound against a hand bound, 2 on a usage or load error.
//!
//! # How bounds are compared
//!
//! Both bounds are cost expressions ([`CostExpr`]): the inferred one through
//! [`Sym::to_cost_expr`] and [`simplify`], as `costlog analyze` prints it (same size
//! names, same form), so whatever kinds of terms the analysis produces are
//! evaluated by the assertion language's own evaluator ([`CostExpr::eval`], the one
//! run-time checking uses), and the soundness check covers the simplification too.
//!
//! The *size variables* of a row are the (argument, metric) pairs any of the
//! expressions compared uses; a bare argument takes the metric of its mode (`length` for a
//! list, `int` for an integer, `size` otherwise).
//!
//! - **exact**: inferred = hand (relative tolerance 1e-9) on a grid of sizes: 0..=40
//!   for one variable, 0..=12 squared for two, 0..=6 cubed for three, 0..=3 beyond
//!   (`size` starts at 1, the size of an atom).
//! - **growth** is compared along rays: every non-empty subset of the variables grows
//!   as `n` while the others stay at 3 (on one variable: just `n`). Along a ray the
//!   ratio `q` (inferred/hand for upper bounds, hand/inferred for lower bounds) is
//!   evaluated at n = 16, 64, 256, ..., 4^10 (about a million) while both expressions
//!   are finite and one evaluation takes under 30 ms (the hand bounds of mergesort
//!   are nested sums). With `hi` the largest such n and `lo = max(16, hi/1024)`, the
//!   ratio *does not grow* when `q(hi)/q(lo) < 1.25` (and `hi >= 4*lo`). A span of
//!   1024 makes a logarithmic factor fail the test (`log(2^20)/log(2^10) = 2`), while
//!   lower-order terms with the corpus' small constants have died out by then.
//! - **ub** classes: `exact`; `tight` (asymptotically tight) when the ratio does not
//!   grow along every ray; `loose` otherwise; `inf` when no bound was inferred. The
//!   inferred ub covers the whole search: a loose one is also compared with the hand
//!   `allsols` ub when the assertion has one, and the list of loose bounds says so
//!   when it equals it.
//! - **lb** classes: `exact`; `tight` when the inferred bound is positive at `hi` and
//!   the ratio does not grow along every ray; `non-trivial` when the inferred bound
//!   is positive at `hi` along every ray but grows more slowly; `trivial` otherwise
//!   (0).
//! - **soundness** (a sanity check): inferred ub >= hand ub and inferred lb <= hand
//!   lb at every grid point and every large point evaluated. The hand ub is the exact
//!   worst case, so a violation is an analyzer bug and is marked `UNSOUND` (when the
//!   inferred ub is below the hand ub but not below the hand lb, it is noted
//!   instead: a few hand ubs, `pow/3`'s, are a worst case over a class of sizes). (A few
//!   hand lower bounds are below the true best case, see the corpus README: a lower
//!   bound above them is not necessarily wrong, but it is reported the same way.)
//!   The classes assume soundness: an unsound bound may well look `tight`.
//! - **time**: Decider construction plus the analysis of every `pred` assertion with
//!   a call pattern (steps), median of 5 runs, in milliseconds. Reading the file and
//!   its assertions is not included.

use costlog_analyzer::{simplify, sizes_expr, Decider, Info, Mode, Pattern, Ty};
use costlog_assertions::{
    parse_directives, Approx, Assertion, CompProp, CostExpr, CostType, Kind, Metric, Resource,
};
use costlog_engine::{Counter, Machine, Term};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Instant;

/// Line that opens the generated block in the file given to `--write`.
const BEGIN: &str = "<!-- precision:begin -->";
/// Line that closes it.
const END: &str = "<!-- precision:end -->";
/// Runs timed per program (the median is reported).
const TIMING_RUNS: usize = 5;
/// Relative tolerance of "equal".
const TOLERANCE: f64 = 1e-9;
/// Largest growth of the ratio over the span that still counts as "bounded".
const GROWTH_LIMIT: f64 = 1.25;
/// Span between the two sizes whose ratios are compared.
const SPAN: f64 = 1024.0;
/// Value of the variables that do not grow along a ray.
const FIXED: f64 = 3.0;
/// An evaluation slower than this stops the climb to larger sizes.
const EVAL_BUDGET_MS: f64 = 30.0;

/// A size variable: a head argument and the metric of its size.
type SizeVar = (usize, Metric);

/// Class of an inferred upper bound.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum UbClass {
    Exact,
    Tight,
    Loose,
    Inf,
}

/// Class of an inferred lower bound.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum LbClass {
    Exact,
    Tight,
    NonTrivial,
    Trivial,
}

impl UbClass {
    fn name(self) -> &'static str {
        match self {
            UbClass::Exact => "exact",
            UbClass::Tight => "tight",
            UbClass::Loose => "loose",
            UbClass::Inf => "inf",
        }
    }
}

impl LbClass {
    fn name(self) -> &'static str {
        match self {
            LbClass::Exact => "exact",
            LbClass::Tight => "tight",
            LbClass::NonTrivial => "non-trivial",
            LbClass::Trivial => "trivial",
        }
    }
}

/// One line of the table: an assertion with both hand bounds.
struct Row {
    file: String,
    pred: String,
    hand_ub: String,
    ub_text: String,
    ub_class: UbClass,
    lb_text: String,
    lb_class: LbClass,
    /// The inferred lower bound is a positive constant.
    lb_constant: bool,
    /// Analysis time of the whole program (ms).
    ms: f64,
    /// Why a bound is `inf` or `0`, as the analysis says.
    reasons: Vec<String>,
    /// Soundness violations found (empty when sound at every point tried).
    unsound: Vec<String>,
    /// Whether the inferred ub is below the hand ub somewhere.
    ub_unsound: bool,
    /// Whether the inferred lb is above the hand lb somewhere.
    lb_unsound: bool,
    /// How a loose ub compares with the hand `allsols` ub, when there is one.
    note: Option<String>,
}

/// A program of the corpus, read.
struct Program {
    name: String,
    assertions: Vec<Assertion>,
    clauses: Vec<Term>,
    run_time_defined: Vec<(costlog_engine::Atom, u32)>,
}

fn main() -> ExitCode {
    let mut write: Option<PathBuf> = None;
    let mut files: Vec<PathBuf> = Vec::new();
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        match a.as_str() {
            "--write" => match args.next() {
                Some(f) => write = Some(PathBuf::from(f)),
                None => return usage("--write needs a file"),
            },
            "-h" | "--help" => {
                println!(
                    "usage: precision [--write RESULTS.md] [FILE.pl ...]  (default: the corpus)"
                );
                return ExitCode::SUCCESS;
            }
            _ if a.starts_with('-') => return usage(&format!("unknown option {a}")),
            _ => files.push(PathBuf::from(a)),
        }
    }
    if files.is_empty() {
        files = match corpus() {
            Ok(f) => f,
            Err(e) => return usage(&e),
        };
    }
    let mut rows = Vec::new();
    for f in &files {
        match load(f) {
            Ok(p) => rows.extend(measure(&p)),
            Err(e) => {
                eprintln!("precision: {e}");
                return ExitCode::from(2);
            }
        }
    }
    rows.sort_by(|a, b| a.file.cmp(&b.file));
    let report = render(&rows);
    print!("{report}");
    if let Some(path) = write {
        if let Err(e) = splice(&path, &report) {
            eprintln!("precision: {}: {e}", path.display());
            return ExitCode::from(2);
        }
        eprintln!("precision: wrote the table into {}", path.display());
    }
    if rows.iter().any(|r| !r.unsound.is_empty()) {
        eprintln!("precision: UNSOUND bounds found (see the table)");
        return ExitCode::from(1);
    }
    ExitCode::SUCCESS
}

fn usage(msg: &str) -> ExitCode {
    eprintln!("precision: {msg}\nusage: precision [--write RESULTS.md] [FILE.pl ...]");
    ExitCode::from(2)
}

/// The corpus programs, sorted by name.
fn corpus() -> Result<Vec<PathBuf>, String> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .map_err(|e| format!("{}: {e}", dir.display()))?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "pl"))
        .collect();
    files.sort();
    Ok(files)
}

/// Reads a program and its assertions (as the soundness harness does).
fn load(file: &Path) -> Result<Program, String> {
    let mut m = Machine::new();
    let report = m
        .consult_file(file)
        .map_err(|e| format!("cannot read {}: {e}", file.display()))?;
    if report.has_errors() {
        return Err(format!(
            "{}: load errors: {:?}",
            file.display(),
            report.diagnostics
        ));
    }
    let set = parse_directives(&report.kept, &|n, a| m.is_defined(n, a as u32));
    if set.has_errors() {
        return Err(format!(
            "{}: assertion errors: {:?}",
            file.display(),
            set.diagnostics
        ));
    }
    Ok(Program {
        name: file.file_name().map_or_else(
            || file.display().to_string(),
            |n| n.to_string_lossy().into(),
        ),
        assertions: set.assertions,
        clauses: report.clauses.into_iter().map(|(_, rt)| rt.term).collect(),
        run_time_defined: report.run_time_defined,
    })
}

/// The assertions `costlog analyze` analyses: those with calls properties.
fn analysed(a: &Assertion) -> bool {
    !(matches!(a.kind, Kind::Test) || a.calls.is_empty() && a.pred.1 > 0)
}

/// The whole-program analysis, once: a Decider asked about every assertion.
fn analyse(p: &Program) -> Decider {
    let mut decider = Decider::new(&p.clauses, &p.run_time_defined);
    decider.set_assertions(&p.assertions);
    for a in p.assertions.iter().filter(|a| analysed(a)) {
        let _ = decider.info(a);
        // Under the measures of each cost property too, as `verify` asks.
        for (prop, _) in &a.comp {
            if let CompProp::Cost { expr, .. } = prop {
                let _ = decider.info_for_bound(a, Counter::Steps, expr);
            }
        }
    }
    decider
}

/// Median wall time (ms) of the whole-program analysis and the last Decider.
fn timed_analysis(p: &Program) -> (f64, Decider) {
    let mut times = Vec::with_capacity(TIMING_RUNS);
    let mut last = None;
    for _ in 0..TIMING_RUNS {
        let start = Instant::now();
        let d = analyse(p);
        times.push(start.elapsed().as_secs_f64() * 1e3);
        last = Some(d);
    }
    times.sort_by(f64::total_cmp);
    let decider = last.unwrap_or_else(|| analyse(p));
    (times[times.len() / 2], decider)
}

/// The first hand bound of kind `approx` on steps for cost type `ctype` (`eq`
/// counts as both kinds).
fn hand_bound(a: &Assertion, approx: Approx, ctype: CostType) -> Option<&CostExpr> {
    a.comp.iter().find_map(|(p, _)| match p {
        CompProp::Cost {
            approx: ap,
            ctype: ct,
            resource: Resource::STEPS,
            expr,
        } if (*ap == approx || *ap == Approx::Eq) && *ct == ctype => Some(expr),
        _ => None,
    })
}

/// The rows of one program.
fn measure(p: &Program) -> Vec<Row> {
    let (ms, mut decider) = timed_analysis(p);
    let mut rows = Vec::new();
    for a in p.assertions.iter().filter(|a| a.kind == Kind::Pred) {
        let Some(hub) = hand_bound(a, Approx::Ub, CostType::Call) else {
            continue;
        };
        if hand_bound(a, Approx::Lb, CostType::Call).is_none() {
            continue;
        }
        let analysis = decider.info(a);
        let pattern = analysis.as_ref().ok().map(|(p, _, _)| p.clone());
        let mut row = Row {
            file: p.name.clone(),
            pred: pred_text(a, pattern.as_ref()),
            hand_ub: hub.to_prolog(&|i| arg_label(a, i)),
            ub_text: "inf".into(),
            ub_class: UbClass::Inf,
            lb_text: "0".into(),
            lb_class: LbClass::Trivial,
            lb_constant: false,
            ms,
            reasons: Vec::new(),
            unsound: Vec::new(),
            ub_unsound: false,
            lb_unsound: false,
            note: None,
        };
        // The hand ub is compared with the bound of its own measures, as
        // `costlog verify` compares an asserted one.
        let ub_analysis = decider.info_for_bound(a, Counter::Steps, hub);
        match (analysis, ub_analysis) {
            (Err(why), _) | (_, Err(why)) => row.reasons.push(format!("not analysed: {why}")),
            (Ok((pattern, _, info)), Ok((ub_pattern, _, ub_info))) => {
                let least = |arg: usize| decider.least_input_size(a, arg) as f64;
                let ub = (&ub_pattern, &ub_info);
                classify(&mut row, a, (&pattern, &info), ub, &least);
            }
        }
        rows.push(row);
    }
    rows
}

/// The name of argument `i` as the assertion writes it.
fn arg_label(a: &Assertion, i: usize) -> String {
    a.arg_names
        .get(i)
        .cloned()
        .unwrap_or_else(|| format!("A{}", i + 1))
}

/// `app(+A,+B,-C)`: the predicate with its call pattern.
fn pred_text(a: &Assertion, pattern: Option<&Pattern>) -> String {
    let args: Vec<String> = (0..a.pred.1)
        .map(|i| {
            let mode = match pattern.and_then(|p| p.get(i)) {
                Some(Mode::In(_)) => "+",
                Some(Mode::Out) => "-",
                None => "?",
            };
            format!("{mode}{}", arg_label(a, i))
        })
        .collect();
    if args.is_empty() {
        a.pred.0.clone()
    } else {
        format!("{}({})", a.pred.0, args.join(","))
    }
}

/// The metric a bare argument has under `pattern`, and any metric made explicit.
fn normalize(arg: usize, metric: Metric, pattern: &Pattern) -> SizeVar {
    let metric = match metric {
        Metric::Default => match pattern.get(arg) {
            Some(Mode::In(Ty::List)) => Metric::Length,
            Some(Mode::In(Ty::Int | Ty::Signed)) => Metric::Int,
            Some(Mode::In(Ty::Depth)) => Metric::Depth,
            _ => Metric::Size,
        },
        m => m,
    };
    (arg, metric)
}

/// Evaluates expressions at points of a fixed list of size variables.
struct Evaluator<'a> {
    vars: Vec<SizeVar>,
    /// The smallest value of each variable: the least size of an input's
    /// terms (at least 1) for a size, 0 for the others.
    lows: Vec<f64>,
    pattern: &'a Pattern,
}

impl Evaluator<'_> {
    fn eval(&self, e: &CostExpr, point: &[f64]) -> f64 {
        e.eval(&|arg, m| {
            let key = normalize(arg, m, self.pattern);
            self.vars
                .iter()
                .position(|v| *v == key)
                .map_or(0.0, |i| point[i])
        })
    }

    /// The grid of the exactness test.
    fn grid(&self) -> Vec<Vec<f64>> {
        let per_dim: usize = match self.vars.len() {
            0 => return vec![Vec::new()],
            1 => 41,
            2 => 13,
            3 => 7,
            _ => 4,
        };
        let mut points: Vec<Vec<f64>> = vec![Vec::new()];
        for i in 0..self.vars.len() {
            let lo = self.lows[i];
            points = points
                .into_iter()
                .flat_map(|p| {
                    (0..per_dim).map(move |k| {
                        let mut q = p.clone();
                        q.push(lo + k as f64);
                        q
                    })
                })
                .collect();
        }
        points
    }

    /// The point of ray `mask` (bit i set: variable i grows) at `n`.
    fn ray_point(&self, mask: u32, n: f64) -> Vec<f64> {
        (0..self.vars.len())
            .map(|i| {
                if mask & (1 << i) != 0 {
                    n
                } else {
                    self.lows[i] + FIXED
                }
            })
            .collect()
    }

    /// Along ray `mask`: `(n, hand, inferred)` at n = 16, 64, ... while both are
    /// finite and each evaluation stays within the time budget.
    fn ray(&self, mask: u32, hand: &CostExpr, inferred: &CostExpr) -> Vec<(f64, f64, f64)> {
        let mut out = Vec::new();
        let mut n = 16.0;
        while n <= 1_048_576.0 {
            let point = self.ray_point(mask, n);
            let start = Instant::now();
            let h = self.eval(hand, &point);
            let f = self.eval(inferred, &point);
            let ms = start.elapsed().as_secs_f64() * 1e3;
            if !h.is_finite() || !f.is_finite() {
                break;
            }
            out.push((n, h, f));
            if ms > EVAL_BUDGET_MS {
                break;
            }
            n *= 4.0;
        }
        out
    }

    /// Every ray: each non-empty subset of the variables growing (none: the
    /// constant point).
    fn rays(&self) -> Vec<u32> {
        let d = self.vars.len().min(8) as u32;
        if d == 0 {
            return vec![0];
        }
        (1..(1u32 << d)).collect()
    }
}

/// Relative equality (infinities equal themselves).
fn close(a: f64, b: f64) -> bool {
    if a.is_infinite() || b.is_infinite() {
        return a == b;
    }
    (a - b).abs() <= TOLERANCE * a.abs().max(b.abs()).max(1.0)
}

/// `a < b` beyond the tolerance.
fn below(a: f64, b: f64) -> bool {
    a < b && !close(a, b)
}

/// Whether the ratio `q(n)` of the samples `(n, q)` stays bounded: `q(hi)/q(lo)`
/// below the growth limit, `lo = max(16, hi/1024)`, `hi >= 4*lo`.
fn bounded_ratio(samples: &[(f64, f64)]) -> bool {
    let Some(&(hi, q_hi)) = samples.last() else {
        return false;
    };
    let lo_n = (hi / SPAN).max(16.0);
    let Some(&(lo, q_lo)) = samples.iter().find(|(n, _)| *n >= lo_n) else {
        return false;
    };
    let positive = |q: f64| q.is_finite() && q > 0.0;
    hi >= 4.0 * lo && positive(q_lo) && positive(q_hi) && q_hi / q_lo < GROWTH_LIMIT
}

/// Names the point of a soundness violation: `length(A) = 3, N = 2`.
fn point_text(vars: &[SizeVar], point: &[f64], names: &[String]) -> String {
    if vars.is_empty() {
        return "every size".into();
    }
    vars.iter()
        .zip(point)
        .map(|((arg, m), v)| {
            let name = names
                .get(*arg)
                .cloned()
                .unwrap_or_else(|| format!("A{}", arg + 1));
            match m {
                Metric::Length => format!("length({name}) = {v}"),
                Metric::Depth => format!("depth({name}) = {v}"),
                Metric::Int => format!("{name} = {v}"),
                Metric::Size | Metric::Default => format!("size({name}) = {v}"),
            }
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// Fills in the classes, texts and soundness findings of `row`.
fn classify(
    row: &mut Row,
    a: &Assertion,
    (pattern, info): (&Pattern, &Info),
    (ub_pattern, ub_info): (&Pattern, &Info),
    least: &dyn Fn(usize) -> f64,
) {
    let (Some(hub), Some(hlb)) = (
        hand_bound(a, Approx::Ub, CostType::Call),
        hand_bound(a, Approx::Lb, CostType::Call),
    ) else {
        return;
    };
    let all_ub = hand_bound(a, Approx::Ub, CostType::AllSols);
    let names: Vec<String> = (0..a.pred.1).map(|i| arg_label(a, i)).collect();
    let names = &names[..];
    // Hand bounds are for the first solution: use the first-solution ub of a
    // nondeterministic predicate when the analysis has one.
    let iub = match (&ub_info.first_ub, &ub_info.cost.ub) {
        (Some(f), _) => Some(sizes_expr(f, ub_pattern)),
        // The least of the alternative upper bounds holds.
        (None, Some(u)) => Some(
            ub_info
                .alt_ubs
                .iter()
                .fold(sizes_expr(u, ub_pattern), |acc, a| {
                    CostExpr::Min(Box::new(acc), Box::new(sizes_expr(a, ub_pattern)))
                }),
        ),
        (None, None) => None,
    }
    .map(|u| simplify(&u));
    let ilb = simplify(&sizes_expr(&info.cost.lb, pattern));
    // The texts of `costlog analyze` (`report::bound_text`), but with the
    // assertion's argument names rather than `A`, `B`, ...
    row.ub_text = iub
        .as_ref()
        .map_or("inf".into(), |u| u.to_prolog(&|i| arg_label(a, i)));
    row.lb_text = ilb.to_prolog(&|i| arg_label(a, i));
    row.lb_constant = info.cost.lb.vars().is_empty() && !info.cost.lb.is_zero();
    if iub.is_none() {
        row.reasons.clone_from(&ub_info.reasons);
    } else if info.cost.lb.is_zero() {
        row.reasons.clone_from(&info.reasons);
    }
    let mut vars: Vec<SizeVar> = Vec::new();
    for e in [Some(hub), Some(hlb), all_ub, iub.as_ref(), Some(&ilb)]
        .into_iter()
        .flatten()
    {
        for (arg, m) in e.size_args() {
            let v = normalize(arg, m, pattern);
            if !vars.contains(&v) {
                vars.push(v);
            }
        }
    }
    let lows = vars
        .iter()
        .map(|(arg, m)| if *m == Metric::Size { least(*arg) } else { 0.0 })
        .collect();
    let ev = Evaluator {
        vars,
        lows,
        pattern,
    };
    if let Some(iub) = &iub {
        let c = compare(&ev, hub, iub, true, names);
        row.ub_class = if c.exact {
            UbClass::Exact
        } else if c.bounded {
            UbClass::Tight
        } else {
            UbClass::Loose
        };
        if let Some(w) = c.witness {
            // Below the hand ub: unsound for sure only if below the hand lb too
            // (some hand ubs, e.g. `pow/3`'s, are not attained at every size).
            if compare(&ev, hlb, iub, true, names).witness.is_some() {
                row.ub_unsound = true;
                row.unsound.push(format!("ub below the best case at {w}"));
            } else {
                row.note = Some(format!(
                    "below the hand ub at {w} (a hand ub not attained at every size)"
                ));
            }
        }
        // The inferred ub bounds the whole search: against the cost of every
        // solution, it may be exact where it is loose for the first one.
        if let (UbClass::Loose, Some(all)) = (row.ub_class, all_ub) {
            let c = compare(&ev, all, iub, true, names);
            row.note = if c.exact {
                Some("equals the hand `allsols` ub (the inferred ub covers every solution)".into())
            } else if c.bounded && c.witness.is_none() {
                Some("tight against the hand `allsols` ub".into())
            } else {
                None
            };
        }
    }
    let c = compare(&ev, hlb, &ilb, false, names);
    row.lb_class = if info.cost.lb.is_zero() {
        LbClass::Trivial
    } else if c.exact {
        LbClass::Exact
    } else if c.bounded && c.positive {
        LbClass::Tight
    } else if c.positive {
        LbClass::NonTrivial
    } else {
        LbClass::Trivial
    };
    if let Some(w) = c.witness {
        row.lb_unsound = true;
        row.unsound.push(format!("lb above the best case at {w}"));
    }
}

/// How an inferred bound compares with a hand bound.
struct Comparison {
    /// Equal at every grid point.
    exact: bool,
    /// The ratio (the larger over the smaller as they should be) does not grow along
    /// any ray.
    bounded: bool,
    /// The inferred bound is positive at the largest size of every ray.
    positive: bool,
    /// The first point where the inferred bound is on the wrong side, if any.
    witness: Option<String>,
}

/// Compares `inferred` with `hand` on the grid and along the rays; `upper` says
/// which side the inferred bound must stay on (above the hand one for an upper
/// bound).
fn compare(
    ev: &Evaluator,
    hand: &CostExpr,
    inferred: &CostExpr,
    upper: bool,
    names: &[String],
) -> Comparison {
    let wrong_side = |h: f64, f: f64| if upper { below(f, h) } else { below(h, f) };
    let ratio = |h: f64, f: f64| if upper { f / h } else { h / f };
    let mut witness = None;
    let mut note = |point: &[f64], h: f64, f: f64| {
        if witness.is_none() {
            witness = Some(format!(
                "{}: inferred {f}, hand {h}",
                point_text(&ev.vars, point, names)
            ));
        }
    };
    let mut exact = true;
    for p in ev.grid() {
        let (h, f) = (ev.eval(hand, &p), ev.eval(inferred, &p));
        exact &= close(h, f);
        if wrong_side(h, f) {
            note(&p, h, f);
        }
    }
    let (mut bounded, mut positive) = (true, true);
    for mask in ev.rays() {
        let samples = ev.ray(mask, hand, inferred);
        if let Some(&(n, h, f)) = samples.iter().find(|(_, h, f)| wrong_side(*h, *f)) {
            note(&ev.ray_point(mask, n), h, f);
        }
        positive &= samples.last().is_some_and(|(_, _, f)| *f > 0.0);
        bounded &= if ev.vars.is_empty() {
            // Two constants: the ratio is constant when both are positive.
            samples
                .first()
                .is_some_and(|(_, h, f)| *h > 0.0 && *f > 0.0)
        } else {
            let q: Vec<(f64, f64)> = samples
                .iter()
                .map(|(n, h, f)| (*n, ratio(*h, *f)))
                .collect();
            bounded_ratio(&q)
        };
    }
    Comparison {
        exact,
        bounded,
        positive,
        witness,
    }
}

/// Percentage text `k/n (p%)`.
fn share(k: usize, n: usize) -> String {
    let p = if n == 0 {
        0.0
    } else {
        100.0 * k as f64 / n as f64
    };
    format!("{k}/{n} ({p:.0}%)")
}

/// The report: table, summary, the upper bounds that are not exact or tight, and
/// any unsound bound.
fn render(rows: &[Row]) -> String {
    let mut out = String::new();
    out.push_str(
        "| file | predicate | inferred ub | class | inferred lb | class | ms |\n\
         |---|---|---|---|---|---|---:|\n",
    );
    for r in rows {
        let flag = |bad: bool| if bad { " **UNSOUND**" } else { "" };
        out.push_str(&format!(
            "| {} | `{}` | `{}` | {}{} | `{}` | {}{} | {:.2} |\n",
            r.file,
            r.pred,
            r.ub_text,
            r.ub_class.name(),
            flag(r.ub_unsound),
            r.lb_text,
            r.lb_class.name(),
            flag(r.lb_unsound),
            r.ms
        ));
    }
    let n = rows.len();
    let count_ub = |c: UbClass| rows.iter().filter(|r| r.ub_class == c).count();
    let count_lb = |c: LbClass| rows.iter().filter(|r| r.lb_class == c).count();
    let ub_good = count_ub(UbClass::Exact) + count_ub(UbClass::Tight);
    let lb_good = n - count_lb(LbClass::Trivial);
    let lb_const = rows
        .iter()
        .filter(|r| r.lb_constant && r.lb_class == LbClass::NonTrivial)
        .count();
    let mut programs: Vec<(&str, f64, bool, bool)> = Vec::new();
    for r in rows {
        let ub_ok = matches!(r.ub_class, UbClass::Exact | UbClass::Tight);
        let lb_ok = r.lb_class != LbClass::Trivial;
        match programs.last_mut() {
            Some(p) if p.0 == r.file => {
                p.2 &= ub_ok;
                p.3 &= lb_ok;
            }
            _ => programs.push((&r.file, r.ms, ub_ok, lb_ok)),
        }
    }
    let np = programs.len();
    let slowest = programs
        .iter()
        .max_by(|a, b| a.1.total_cmp(&b.1))
        .map_or((String::new(), 0.0), |p| (p.0.to_string(), p.1));
    let mut times: Vec<f64> = programs.iter().map(|p| p.1).collect();
    times.sort_by(f64::total_cmp);
    let median = times.get(times.len() / 2).copied().unwrap_or(0.0);
    let unsound: Vec<&Row> = rows.iter().filter(|r| !r.unsound.is_empty()).collect();
    out.push_str(&format!(
        "\nSummary ({n} rows from {np} programs; targets: ub exact or tight on 85%, lb non-trivial on 70%, every program under 100 ms):\n\n\
         - ub exact or tight: **{}** of the rows (exact {}, tight {}, loose {}, inf {}); programs whose every row is: {}\n\
         - lb non-trivial: **{}** of the rows (exact {}, tight {}, non-trivial {} of which {lb_const} constants, trivial {}); programs whose every row is: {}\n\
         - analysis time: max **{:.2} ms** ({}), median {:.2} ms per program\n\
         - unsound bounds: {}\n",
        share(ub_good, n),
        count_ub(UbClass::Exact),
        count_ub(UbClass::Tight),
        count_ub(UbClass::Loose),
        count_ub(UbClass::Inf),
        share(programs.iter().filter(|p| p.2).count(), np),
        share(lb_good, n),
        count_lb(LbClass::Exact),
        count_lb(LbClass::Tight),
        count_lb(LbClass::NonTrivial),
        count_lb(LbClass::Trivial),
        share(programs.iter().filter(|p| p.3).count(), np),
        slowest.1,
        slowest.0,
        median,
        if unsound.is_empty() {
            "none".to_string()
        } else {
            format!("**{} rows UNSOUND** (listed below)", unsound.len())
        },
    ));
    let weak: Vec<&Row> = rows
        .iter()
        .filter(|r| matches!(r.ub_class, UbClass::Loose | UbClass::Inf))
        .collect();
    if !weak.is_empty() {
        out.push_str(
            "\nUpper bounds that are loose or inf (hand ub: the exact worst case; reasons as `costlog analyze` prints them):\n\n",
        );
        for r in weak {
            let why = match (&r.note, r.reasons.is_empty()) {
                (Some(n), _) => format!(": {n}"),
                (None, false) => format!(": {}", r.reasons.join("; ")),
                (None, true) => String::new(),
            };
            out.push_str(&format!(
                "- {} `{}` {}: inferred `{}`, hand `{}`{why}\n",
                r.file,
                r.pred,
                r.ub_class.name(),
                r.ub_text,
                r.hand_ub
            ));
        }
    }
    if !unsound.is_empty() {
        out.push_str("\n**UNSOUND** (inferred bound on the wrong side of a hand bound):\n\n");
        for r in unsound {
            out.push_str(&format!(
                "- {} `{}`: {}\n",
                r.file,
                r.pred,
                r.unsound.join("; ")
            ));
        }
    }
    out
}

/// Replaces the lines between the markers of `path` with `report`.
fn splice(path: &Path, report: &str) -> Result<(), String> {
    let text = std::fs::read_to_string(path).map_err(|e| e.to_string())?;
    let (Some(b), Some(e)) = (text.find(BEGIN), text.find(END)) else {
        return Err(format!("no `{BEGIN}` ... `{END}` lines to replace"));
    };
    if e < b {
        return Err(format!("`{END}` comes before `{BEGIN}`"));
    }
    let new = format!("{}{BEGIN}\n\n{report}\n{}", &text[..b], &text[e..]);
    std::fs::write(path, new).map_err(|e| e.to_string())
}
