//! `costlog profile` in words: the cost-centre table with its edges (and their
//! port matrices), the per-predicate view (`--predicates`), the bottleneck tree of
//! `--auto` and the overhead measurement of `--overhead`.

use costlog_engine::profile::{percent, Metric, Profile};
use costlog_engine::Counter;
use costlog_profiler::auto::BottleneckTree;
use costlog_profiler::runner::Overhead;
use costlog_profiler::table::{centre_rows, obs_assertions, SHOWN};
use std::fmt::Write;
use std::time::Duration;

/// The table per cost centre, the edges (with their port matrices if `ports`) and
/// the `obs` assertions, ranked by `metric`.
pub fn table(p: &Profile, title: &str, metric: Metric, ports: bool) -> String {
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

/// The per-predicate low-level view (`--predicates`): every predicate that ran, with
/// port counts, head-unification failures, choice points cut away (skips), own and
/// cumulative usage of `metric`, ordered by own usage or by cumulative usage.
pub fn predicates(p: &Profile, metric: Metric, by_cumulative: bool) -> String {
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

/// The bottleneck tree of `--auto` as indented text, with the search's cost.
pub fn bottleneck_tree(tree: &BottleneckTree) -> String {
    let mut out = format!(
        "bottleneck tree ({}; {} iterations, search cost {:.1}x one run, ov_b {:.2}):\n",
        tree.metric,
        tree.iterations,
        tree.relative_cost(),
        tree.ov_b()
    );
    let mut stack = vec![(0usize, 0usize)];
    while let Some((i, depth)) = stack.pop() {
        let Some(n) = tree.nodes.get(i) else { continue };
        let _ = writeln!(out, "{}{} {:.2}%", "  ".repeat(depth + 1), n.name, n.share);
        for c in tree.children(i).into_iter().rev() {
            stack.push((c, depth + 1));
        }
    }
    if !tree.wrappers.is_empty() {
        let _ = writeln!(out, "pure wrappers left out: {}", tree.wrappers.join(", "));
    }
    out
}

/// What profiling `goal` costs (`--overhead`), in words.
pub fn overhead(o: &Overhead, goal: &str) -> String {
    let ms = |d: Duration| d.as_secs_f64() * 1e3;
    format!(
        "profiling overhead of `{goal}` ({} runs each, {} cost centres, CPU time):\n  unprofiled {:.3} ms, profiled {:.3} ms, ratio {:.3}\n  subtracted as the profiler's own time: hooks {:.3} ms ({} ns a switch), run loop {:.3} ms ({:.2} ns an inference)\n  time attributed to cost centres {:.3} ms: Est.Dev. {:+.1}% of the unprofiled run\n",
        o.runs,
        o.centres,
        ms(o.unprofiled),
        ms(o.profiled),
        o.ratio(),
        ms(o.hooks),
        o.hook_ns,
        ms(o.run_loop),
        o.loop_ns_per_inference,
        ms(o.attributed),
        100.0 * o.est_dev()
    )
}

/// Formats a value of `metric`: milliseconds for time, a count otherwise.
fn format_value(metric: Metric, v: u64) -> String {
    match metric {
        Metric::Ticks => format!("{:.3}", v as f64 / 1e6),
        _ => v.to_string(),
    }
}

/// Column heading of a metric.
fn heading(metric: Metric) -> &'static str {
    match metric {
        Metric::Ticks => "time(ms)",
        m => m.name(),
    }
}

/// The short name of a metric in a column heading (`%time`, `self steps`).
fn short(m: Metric) -> &'static str {
    match m {
        Metric::Ticks => "time",
        m => m.name(),
    }
}
