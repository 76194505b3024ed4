//! The cost-centre table as data (a row per centre, sorted by a metric) and the
//! `obs` assertions a run supports; the binary's report layer renders them.

use costlog_engine::profile::{CcId, Metric, Profile, Usage};
use costlog_engine::Counter;

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
            // Quoted so the line reads back (`'__aux_yall_1'/2`, `'a b'/1`).
            Some((name, arity)) => format!(
                ":- obs pred {}/{arity} + ({props}).",
                costlog_engine::write::pred_name_text(name)
            ),
            None if gc => {
                format!("% the garbage collector ({}): {props}", centre.name)
            }
            None => format!("% literal cost centre {}: {props}", centre.name),
        });
    }
    out
}
