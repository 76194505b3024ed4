//! Text reports: the cost-centre table, its edges, the per-predicate low-level view
//! and the `obs` assertions a run supports.

use costlog_engine::profile::{percent, CcId, Metric, Profile, Usage};
use costlog_engine::Counter;
use std::fmt::Write;

/// One cost centre's line: port counts summed over its incoming edges, its own
/// usage and its inclusive usage.
#[derive(Clone, Debug, PartialEq)]
pub struct CentreRow {
    /// The centre.
    pub centre: CcId,
    /// Entries through `call`.
    pub calls: u64,
    /// Entries through `redo`.
    pub redos: u64,
    /// Leaves through `exit`.
    pub exits: u64,
    /// Leaves through `fail` (exceptions included).
    pub fails: u64,
    /// Recursive calls folded into running activations.
    pub recursive: u64,
    /// Usage charged to the centre itself.
    pub own: Usage,
    /// Usage from entering to leaving it, callees included.
    pub inclusive: Usage,
}

/// The rows of every centre, sorted by own usage of `metric`, largest first.
pub fn centre_rows(p: &Profile, metric: Metric) -> Vec<CentreRow> {
    let mut rows: Vec<CentreRow> = p
        .centre_ids()
        .map(|c| {
            let incoming = p.edges.iter().filter(|e| e.to == c);
            let mut row = CentreRow {
                centre: c,
                calls: 0,
                redos: 0,
                exits: 0,
                fails: 0,
                recursive: 0,
                own: p.centre_usage(c),
                inclusive: p.inclusive.get(c.index()).copied().unwrap_or_default(),
            };
            for e in incoming {
                row.calls += e.calls();
                row.redos += e.redos();
                row.exits += e.exits();
                row.fails += e.fails();
                row.recursive += e.recursive;
            }
            row
        })
        // `rcc` always shows.
        .filter(|r| r.centre == CcId::RCC || r.calls + r.redos > 0)
        .collect();
    rows.sort_by(|a, b| {
        b.own
            .get(metric)
            .cmp(&a.own.get(metric))
            .then(a.centre.cmp(&b.centre))
    });
    rows
}

/// The metrics the cost-centre table always shows, and its `obs` assertions
/// state: steps, time and heap cells.
pub const SHOWN: [Metric; 3] = [
    Metric::Count(Counter::Steps),
    Metric::Ticks,
    Metric::Count(Counter::Heap),
];

/// Formats a value of `metric`: milliseconds for time, a count otherwise.
pub fn format_value(metric: Metric, v: u64) -> String {
    match metric {
        Metric::Ticks => format!("{:.3}", v as f64 / 1e6),
        _ => v.to_string(),
    }
}

/// Column heading of a metric.
pub fn heading(metric: Metric) -> &'static str {
    match metric {
        Metric::Ticks => "time(ms)",
        m => m.name(),
    }
}

/// The table per cost centre, the edges (with their port matrices if `ports`) and
/// the `obs` assertions, ranked by `metric`.
pub fn render(p: &Profile, title: &str, metric: Metric, ports: bool) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "{title}");
    let _ = writeln!(
        out,
        "ranked by {}; total {} steps, {} heap cells, {} ms\n",
        metric,
        p.total.get(Metric::Count(Counter::Steps)),
        p.total.get(Metric::Count(Counter::Heap)),
        format_value(Metric::Ticks, p.total.get(Metric::Ticks))
    );
    let mut cols = SHOWN.to_vec();
    if !cols.contains(&metric) {
        cols.push(metric);
    }
    let width = p
        .centres
        .iter()
        .map(|c| c.name.len())
        .max()
        .unwrap_or(3)
        .max(11);
    let _ = write!(
        out,
        "{:<width$} {:>8} {:>8} {:>8} {:>8}",
        "cost centre", "calls", "redos", "exits", "fails"
    );
    for m in &cols {
        let _ = write!(out, " {:>12} {:>7}", heading(*m), format!("%{}", short(*m)));
    }
    let _ = writeln!(out, " {:>7}", "incl%");
    for row in centre_rows(p, metric) {
        let name = &p.centre(row.centre).name;
        let _ = write!(
            out,
            "{:<width$} {:>8} {:>8} {:>8} {:>8}",
            name, row.calls, row.redos, row.exits, row.fails
        );
        for m in &cols {
            let v = row.own.get(*m);
            let _ = write!(
                out,
                " {:>12} {:>7.2}",
                format_value(*m, v),
                percent(v, p.total.get(*m))
            );
        }
        let incl = percent(row.inclusive.get(metric), p.total.get(metric));
        let _ = writeln!(out, " {incl:>7.2}");
    }
    let _ = writeln!(out, "\ncallers (caller -> callee):");
    for e in &p.edges {
        if e.calls() + e.redos() == 0 {
            continue;
        }
        let (f, t) = (&p.centre(e.from).name, &p.centre(e.to).name);
        let total = e.total();
        let _ = write!(
            out,
            "  {f} -> {t}: calls {}, redos {}, exits {}, fails {}",
            e.calls(),
            e.redos(),
            e.exits(),
            e.fails()
        );
        if e.exceptions > 0 {
            let _ = write!(out, " ({} by exception)", e.exceptions);
        }
        if e.recursive > 0 {
            let _ = write!(out, ", recursive calls {}", e.recursive);
        }
        // The ranked metric, and the heap cells when they are not it.
        let heap = Metric::Count(Counter::Heap);
        let shown = std::iter::once(metric).chain((metric != heap).then_some(heap));
        for m in shown {
            let _ = write!(
                out,
                ", {} {} ({:.2}%)",
                heading(m),
                format_value(m, total.get(m)),
                percent(total.get(m), p.total.get(m))
            );
        }
        let _ = writeln!(out);
        if ports {
            for (ei, enter) in ["call", "redo"].iter().enumerate() {
                for (li, leave) in ["exit", "fail"].iter().enumerate() {
                    let u = &e.usage[ei][li];
                    let _ = writeln!(
                        out,
                        "      {enter:>4}->{leave:<4} count {:>8}  steps {:>10}  time(ms) {:>10}  heap {:>10}  choice points {:>8}  cuts {:>6}  head fails {:>6}",
                        e.counts[ei][li],
                        u.get(Metric::Count(Counter::Steps)),
                        format_value(Metric::Ticks, u.get(Metric::Ticks)),
                        u.get(Metric::Count(Counter::Heap)),
                        u.get(Metric::Count(Counter::ChoicePoints)),
                        u.get(Metric::Count(Counter::Cuts)),
                        u.get(Metric::Count(Counter::HeadFails))
                    );
                }
            }
        }
    }
    let obs = obs_assertions(p, &SHOWN);
    if !obs.is_empty() {
        let _ = writeln!(out, "\nobs assertions supported by this run:");
        for o in obs {
            let _ = writeln!(out, "{o}");
        }
    }
    out
}

fn short(m: Metric) -> &'static str {
    match m {
        Metric::Ticks => "time",
        m => m.name(),
    }
}

/// `:- obs pred p/N + rel_cost(eq, R, Share).` for every predicate cost centre and
/// metric with a non-zero total (literal cost centres and the garbage collector,
/// time only, as comments). A centre's share is of the run without the
/// collector's time, as a `rel_cost` check measures it; the collector's is of the
/// whole run.
pub fn obs_assertions(p: &Profile, metrics: &[Metric]) -> Vec<String> {
    let mut out = Vec::new();
    for c in p.centre_ids().skip(1) {
        let centre = p.centre(c);
        let mut props = Vec::new();
        // The collector's share is one of time only, and none if it never ran.
        let gc = p.gc_centre() == Some(c);
        if gc && p.edges.iter().all(|e| e.to != c || e.calls() == 0) {
            continue;
        }
        for m in metrics.iter().filter(|m| !gc || **m == Metric::Ticks) {
            if p.total.get(*m) > 0 {
                let share = if gc {
                    p.share(c, *m)
                } else {
                    p.program_share(c, *m)
                };
                props.push(format!("rel_cost(eq, {}, {share:.2})", m.name()));
            }
        }
        if props.is_empty() {
            continue;
        }
        let props = props.join(", ");
        out.push(match &centre.pred {
            Some(_) => format!(":- obs pred {} + ({props}).", centre.name),
            None if gc => {
                format!("% the garbage collector ({}): {props}", centre.name)
            }
            None => format!("% literal cost centre {}: {props}", centre.name),
        });
    }
    out
}

/// The per-predicate low-level view (`--predicates`): every predicate that ran, with
/// port counts, head-unification failures, choice points cut away (skips), own and
/// cumulative usage of `metric`, ordered by own usage or by cumulative usage.
pub fn render_predicates(p: &Profile, metric: Metric, by_cumulative: bool) -> String {
    let mut rows = centre_rows(p, metric);
    if by_cumulative {
        rows.sort_by_key(|r| std::cmp::Reverse(r.inclusive.get(metric)));
    }
    let low = |name: &str| {
        p.predicates
            .iter()
            .find(|r| format!("{}/{}", r.name, r.arity) == name)
            .map_or((0, 0), |r| (r.head_fails, r.skips))
    };
    let width = p
        .centres
        .iter()
        .map(|c| c.name.len())
        .max()
        .unwrap_or(9)
        .max(9);
    let mut out = String::new();
    let _ = writeln!(
        out,
        "{:<width$} {:>9} {:>9} {:>9} {:>9} {:>9} {:>9} {:>9} {:>12} {:>7} {:>12} {:>7}",
        "predicate",
        "calls",
        "redos",
        "exits",
        "fails",
        "recursive",
        "headfail",
        "skips",
        format!("self {}", short(metric)),
        "self%",
        format!("cum {}", short(metric)),
        "cum%"
    );
    let total = p.total.get(metric);
    for row in rows {
        let name = &p.centre(row.centre).name;
        let (hf, skips) = low(name);
        let (own, cum) = (row.own.get(metric), row.inclusive.get(metric));
        let _ = writeln!(
            out,
            "{:<width$} {:>9} {:>9} {:>9} {:>9} {:>9} {:>9} {:>9} {:>12} {:>7.2} {:>12} {:>7.2}",
            name,
            row.calls,
            row.redos,
            row.exits,
            row.fails,
            row.recursive,
            hf,
            skips,
            format_value(metric, own),
            percent(own, total),
            format_value(metric, cum),
            percent(cum, total)
        );
    }
    out
}
