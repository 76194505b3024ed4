//! Callgrind output, as KCachegrind, QCachegrind and `callgrind_annotate` read it.
//!
//! Events are the measured counters. Each cost centre is a function (`fn=`) in the
//! file of its predicate (`fl=`, line of the first clause; `rcc` and literal centres
//! in `???`); its self cost is what the profile charges to it, and each caller →
//! callee edge is a call (`cfn=`, `calls=` the call count) whose inclusive cost is
//! the usage of the callee's stack subtrees under that caller. Names are compressed
//! (`(id) name` on first use, `(id)` after), as the format allows.

use super::profile_view::ProfileView;
use costlog_profiler::Usage;
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
    for c in 0..p.centres.len() {
        out.push_str(&format!("\nfl={}\n", files.get(file_of(c))));
        out.push_str(&format!("fn={}\n", fns.get(&p.centres[c].name)));
        out.push_str(&cost_line(v, line_of(c), &p.centre_usage(c as u32)));
        for e in p
            .edges
            .iter()
            .filter(|e| e.from as usize == c && e.from != e.to)
        {
            let to = e.to as usize;
            let Some(cost) = inclusive.get(&(e.from, e.to)) else {
                continue;
            };
            out.push_str(&format!("cfl={}\n", files.get(file_of(to))));
            out.push_str(&format!("cfn={}\n", fns.get(&p.centres[to].name)));
            out.push_str(&format!("calls={} {}\n", e.calls().max(1), line_of(to)));
            out.push_str(&cost_line(v, line_of(c), cost));
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
fn edge_inclusive(v: &ProfileView) -> BTreeMap<(u32, u32), Usage> {
    let paths = &v.profile.paths;
    let mut subtree: Vec<Usage> = paths.iter().map(|n| n.usage).collect();
    // Children come after their parents in the tree's vector: fold bottom-up.
    for i in (1..paths.len()).rev() {
        let parent = paths[i].parent as usize;
        let u = subtree[i];
        subtree[parent] += u;
    }
    let mut out: BTreeMap<(u32, u32), Usage> = BTreeMap::new();
    for (i, n) in paths.iter().enumerate().skip(1) {
        let caller = paths[n.parent as usize].centre;
        *out.entry((caller, n.centre)).or_default() += subtree[i];
    }
    out
}
