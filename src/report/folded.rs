//! Folded stacks (flamegraph.pl, inferno): one line `rcc;a;b VALUE` per cost-centre
//! stack with usage of the ranked metric (nanoseconds for time). The values sum to
//! the run's total.

use super::profile_view::ProfileView;
use costlog_profiler::PathId;

/// The folded stacks of a profile.
pub fn render(v: &ProfileView) -> String {
    let p = v.profile;
    let mut out = String::new();
    for (i, node) in p.paths() {
        let value = node.usage.get(v.ranked);
        if value == 0 {
            continue;
        }
        let mut stack = vec!["rcc"];
        if i != PathId::ROOT {
            stack.extend(p.stack_of(i));
        }
        out.push_str(&format!("{} {value}\n", stack.join(";")));
    }
    out
}
