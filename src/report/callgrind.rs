//! Callgrind output, as KCachegrind, QCachegrind and `callgrind_annotate` read it.
//!
//! Events are the measured counters. Each cost centre is a function (`fn=`) in the
//! file of its predicate (`fl=`, line of the first clause; `rcc` and literal centres
//! in `???`); its self cost is what the profile charges to it, and each caller →
//! callee edge is a call (`cfn=`, `calls=` the call count) whose inclusive cost is
//! the usage of the callee's stack subtrees under that caller. Names are compressed
//! (`(id) name` on first use, `(id)` after), as the format allows.

use super::profile_view::ProfileView;
use costlog_profiler::{CcId, Usage};
use std::collections::BTreeMap;

/// Compressed names of one kind (`fl`, `fn`): `(n) name` the first time, `(n)` after.
#[derive(Default)]
struct Names(Vec<String>);

impl Names {
    fn get(&mut self, name: &str) -> String {
        match self.0.iter().position(|n| n == name) {
            Some(i) => format!("({})", i + 1),
            None => {
                self.0.push(name.to_string());
                format!("({}) {name}", self.0.len())
            }
        }
    }
}

/// The Callgrind file of a profile.
pub fn render(v: &ProfileView) -> String {
    let p = v.profile;
    let mut out = format!(
        "# callgrind format\nversion: 1\ncreator: costlog {}\ncmd: {}\npositions: line\nevents:",
        env!("CARGO_PKG_VERSION"),
        v.goal.replace('\n', " ")
    );
    for m in &v.measured {
        out.push(' ');
        out.push_str(m.name());
    }
    out.push('\n');
    let inclusive = edge_inclusive(v);
    let (mut files, mut fns) = (Names::default(), Names::default());
    let file_of = |c: usize| v.locations[c].as_ref().map_or("???", |l| l.path.as_str());
    let line_of = |c: usize| v.locations[c].as_ref().map_or(0, |l| l.line);
    for c in p.centre_ids() {
        out.push_str(&format!("\nfl={}\n", files.get(file_of(c.index()))));
        out.push_str(&format!("fn={}\n", fns.get(&p.centre(c).name)));
        out.push_str(&cost_line(v, line_of(c.index()), &p.centre_usage(c)));
        for e in p.edges.iter().filter(|e| e.from == c && e.from != e.to) {
            let Some(cost) = inclusive.get(&(e.from, e.to)) else {
                continue;
            };
            let to = e.to.index();
            out.push_str(&format!("cfl={}\n", files.get(file_of(to))));
            out.push_str(&format!("cfn={}\n", fns.get(&p.centre(e.to).name)));
            out.push_str(&format!("calls={} {}\n", e.calls().max(1), line_of(to)));
            out.push_str(&cost_line(v, line_of(c.index()), cost));
        }
    }
    let total: Vec<String> = v
        .measured
        .iter()
        .map(|m| p.total.get(*m).to_string())
        .collect();
    out.push_str(&format!("\ntotals: {}\n", total.join(" ")));
    out
}

fn cost_line(v: &ProfileView, line: u64, u: &Usage) -> String {
    let mut s = line.to_string();
    for m in &v.measured {
        s.push_str(&format!(" {}", u.get(*m)));
    }
    s.push('\n');
    s
}

/// Inclusive usage per (caller, callee) centre pair: the usage of every stack-tree
/// subtree whose root is the callee entered from the caller. A chain holds a centre
/// at most once (recursion is folded), so no subtree is counted twice.
fn edge_inclusive(v: &ProfileView) -> BTreeMap<(CcId, CcId), Usage> {
    let paths = &v.profile.paths;
    let subtree = v.profile.subtree_usage();
    let mut out: BTreeMap<(CcId, CcId), Usage> = BTreeMap::new();
    for (i, n) in paths.iter().enumerate().skip(1) {
        let caller = paths[n.parent.index()].centre;
        *out.entry((caller, n.centre)).or_default() += subtree[i];
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::report::profile_view::fixture;
    use std::collections::HashMap;

    /// A function's self cost and its calls (callee, count, inclusive cost), read
    /// back by the rules of the Callgrind format: compressed `(id) name`
    /// definitions, `fn=` starts a function, `cfn=` and `calls=` then one cost
    /// line give a call, other cost lines add to the current function.
    #[derive(Default, Debug)]
    struct Read {
        events: Vec<String>,
        own: HashMap<String, Vec<u64>>,
        calls: Vec<(String, String, u64, Vec<u64>)>,
        totals: Vec<u64>,
    }

    /// A compressed name: `(id) name` defines `id`, `(id)` refers to it.
    fn resolve(names: &mut HashMap<String, String>, spec: &str) -> String {
        match spec.strip_prefix('(').and_then(|s| s.split_once(')')) {
            Some((id, "")) => names[id].clone(),
            Some((id, name)) => {
                names.insert(id.to_string(), name.trim().to_string());
                name.trim().to_string()
            }
            None => spec.to_string(),
        }
    }

    fn parse(text: &str) -> Read {
        let mut r = Read::default();
        let mut fns: HashMap<String, String> = HashMap::new();
        let (mut current, mut callee, mut pending) = (String::new(), String::new(), None);
        let costs = |line: &str| -> Vec<u64> {
            line.split_whitespace()
                .skip(1)
                .map(|x| x.parse().unwrap())
                .collect()
        };
        assert!(text.starts_with("# callgrind format\nversion: 1\n"));
        for line in text.lines() {
            if let Some(e) = line.strip_prefix("events: ") {
                r.events = e.split(' ').map(String::from).collect();
            } else if let Some(t) = line.strip_prefix("totals: ") {
                r.totals = t.split(' ').map(|x| x.parse().unwrap()).collect();
            } else if let Some(f) = line.strip_prefix("fn=") {
                current = resolve(&mut fns, f);
            } else if let Some(f) = line.strip_prefix("cfn=") {
                callee = resolve(&mut fns, f);
            } else if let Some(c) = line.strip_prefix("calls=") {
                pending = Some(c.split(' ').next().unwrap().parse::<u64>().unwrap());
            } else if line.starts_with(|c: char| c.is_ascii_digit()) {
                let c = costs(line);
                assert_eq!(c.len(), r.events.len(), "{line}");
                match pending.take() {
                    Some(n) => r.calls.push((current.clone(), callee.clone(), n, c)),
                    None => {
                        let own = r.own.entry(current.clone()).or_insert(vec![0; c.len()]);
                        own.iter_mut().zip(&c).for_each(|(a, b)| *a += b);
                    }
                }
            } else {
                assert!(
                    line.is_empty()
                        || line.starts_with('#')
                        || ["fl=", "cfl=", "creator:", "cmd:", "positions:", "version:"]
                            .iter()
                            .any(|p| line.starts_with(p)),
                    "unexpected line {line}"
                );
            }
        }
        r
    }

    #[test]
    fn reads_back_self_costs_calls_and_totals() {
        let p = fixture::profile();
        let v = fixture::view(&p);
        let r = parse(&render(&v));
        let steps = r.events.iter().position(|e| e == "steps").unwrap();
        assert_eq!(r.events[0], "exec_time");
        assert!(
            !r.events.iter().any(|e| e == "vounif"),
            "unmeasured counters are absent"
        );
        assert_eq!(r.own["rcc"][steps], 1);
        assert_eq!(r.own["a/1"][steps], 5);
        assert_eq!(r.own["b/2"][0], 50);
        // rcc -> a/1: 2 calls, inclusive of b/2; a/1 -> b/2: 3 calls.
        let call =
            |from: &str, to: &str| r.calls.iter().find(|c| c.0 == from && c.1 == to).unwrap();
        assert_eq!((call("rcc", "a/1").2, call("rcc", "a/1").3[steps]), (2, 8));
        assert_eq!((call("a/1", "b/2").2, call("a/1", "b/2").3[0]), (3, 50));
        let own_total: u64 = r.own.values().map(|c| c[steps]).sum();
        assert_eq!(own_total, r.totals[steps]);
        let text = render(&v);
        assert!(
            text.contains("cfl=(2) t.pl\ncfn=(2) a/1\ncalls=2 3\n0 150 8 0"),
            "{text}"
        );
        assert!(text.contains("\nfl=(2)\nfn=(2)\n3 100 5"), "{text}");
    }
}
