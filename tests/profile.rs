//! End-to-end tests of `costlog profile` and of `rel_cost` checks in `costlog verify`:
//! the paper's qsort and color_map results, every output format, control flow
//! through cost centres, and bad input.

use serde_json::Value;
mod common;
mod redact;

use common::{costlog, text};
use redact::redact_table;

/// Serialises the tests of this file: several of them measure time shares, which
/// other tests' processes on the same cores would distort.
fn serial() -> std::sync::MutexGuard<'static, ()> {
    static LOCK: std::sync::Mutex<()> = std::sync::Mutex::new(());
    LOCK.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
}

fn json(args: &[&str]) -> Value {
    let out = costlog(args);
    assert!(out.status.success(), "{}", text(&out.stderr));
    serde_json::from_slice(&out.stdout).expect("valid JSON")
}

fn share(profile: &Value, centre: &str, metric: &str) -> f64 {
    profile["centres"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["name"] == centre)
        .unwrap_or_else(|| panic!("no centre {centre}"))["share"][metric]
        .as_f64()
        .unwrap()
}

fn edge<'a>(profile: &'a Value, from: &str, to: &str) -> &'a Value {
    profile["edges"]
        .as_array()
        .unwrap()
        .iter()
        .find(|e| e["from"] == from && e["to"] == to)
        .unwrap_or_else(|| panic!("no edge {from} -> {to}"))
}

fn tmp(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("costlog-profile-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir.join(name)
}

#[test]
fn qsort_shares_split_about_evenly_on_uniform_input() {
    let _serial = serial();
    let p = json(&[
        "profile",
        "examples/qsort_cc.pl",
        "--resource",
        "steps",
        "--json",
    ]);
    let (s1, s2) = (
        share(&p, "qsort1/2", "steps"),
        share(&p, "qsort2/2", "steps"),
    );
    assert!((40.0..56.0).contains(&s1), "qsort1 {s1}");
    assert!((40.0..56.0).contains(&s2), "qsort2 {s2}");
    assert!(s1 + s2 > 90.0);
    // The table and its obs assertions.
    let out = costlog(&["profile", "examples/qsort_cc.pl"]);
    let t = text(&out.stdout);
    assert!(t.contains("qsort1/2") && t.contains("incl%"), "{t}");
    assert!(
        t.contains(":- obs pred qsort2/2 + (rel_cost(eq, steps, "),
        "{t}"
    );
}

#[test]
fn rel_cost_holds_on_uniform_input_and_is_false_on_sorted_input() {
    let _serial = serial();
    let out = costlog(&["verify", "examples/qsort_cc.pl"]);
    let t = text(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{t}");
    assert!(t.contains("rel_cost(eq, exec_time, "), "{t}");
    let out = costlog(&["verify", "examples/qsort_cc.pl", "--goal", "main_sorted"]);
    let t = text(&out.stdout);
    assert_eq!(out.status.code(), Some(1), "{t}");
    // Timing verdicts: facts, not a snapshot (the report's figures and the
    // other assertion's status follow the machine's load).
    assert!(t.contains("examples/qsort_cc.pl:14-14: false"), "{t}");
    assert!(t.contains("Because: obs rel_cost(eq, exec_time, 9"), "{t}");
    assert!(
        t.contains(" 14 │ :- check pred qsort2/2"),
        "the assertion is underlined: {t}"
    );
}

#[test]
fn rel_cost_on_steps_is_exact() {
    let _serial = serial();
    let out = costlog(&[
        "verify",
        "tests/profile/relcost_steps.pl",
        "--format",
        "json",
    ]);
    assert_eq!(out.status.code(), Some(1));
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    let items = v["assertions"].as_array().cloned().unwrap_or_default();
    let statuses: Vec<String> = items
        .iter()
        .map(|i| i["status"].as_str().unwrap_or("").to_string())
        .collect();
    assert_eq!(statuses, ["check", "false"], "{v}");
    assert!(text(&out.stdout).contains("90.91"));
}

const HEAP_CELLS: &str = "tests/profile/heap_cells.pl";

/// Heap cells charged to `centre` in a JSON profile.
fn own_heap(profile: &Value, centre: &str) -> u64 {
    profile["centres"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["name"] == centre)
        .unwrap_or_else(|| panic!("no centre {centre}"))["own"]["heap"]
        .as_u64()
        .unwrap()
}

#[test]
fn heap_cells_per_centre_are_the_hand_counts_in_every_format() {
    let _serial = serial();
    let (folded, speedscope, callgrind) = (tmp("h.folded"), tmp("h.json"), tmp("h.callgrind"));
    let callgrind_export = format!("callgrind={}", callgrind.display());
    let p = json(&[
        "profile",
        HEAP_CELLS,
        "--resource",
        "heap",
        "--json",
        "--folded",
        folded.to_str().unwrap(),
        "--speedscope",
        speedscope.to_str().unwrap(),
        "--export",
        &callgrind_export,
    ]);
    // The counts worked out in the program's comment.
    assert_eq!(p["total"]["heap"], 141, "{p}");
    for (centre, cells) in [("rcc", 21), ("nrev/2", 30), ("app/3", 90)] {
        assert_eq!(own_heap(&p, centre), cells, "{centre}");
    }
    assert_eq!(
        edge(&p, "nrev/2", "app/3")["usage"]["call_exit"]["heap"],
        90
    );
    assert!((share(&p, "app/3", "heap") - 63.83).abs() < 0.01);
    // Folded stacks and speedscope weights are heap cells, summing to the total.
    let f = std::fs::read_to_string(&folded).unwrap();
    assert!(f.lines().any(|l| l == "rcc;nrev/2;app/3 90"), "{f}");
    let sum: u64 = f
        .lines()
        .filter_map(|l| l.rsplit_once(' ')?.1.parse::<u64>().ok())
        .sum();
    assert_eq!(sum, 141, "{f}");
    let s: Value = serde_json::from_str(&std::fs::read_to_string(&speedscope).unwrap()).unwrap();
    assert_eq!(s["profiles"][0]["endValue"], 141);
    // Callgrind: heap is one of the events, its totals the run's.
    let c = std::fs::read_to_string(&callgrind).unwrap();
    let events: Vec<&str> = c
        .lines()
        .find_map(|l| l.strip_prefix("events: "))
        .expect("events line")
        .split(' ')
        .collect();
    let heap = events
        .iter()
        .position(|e| *e == "heap")
        .expect("heap event");
    let totals: Vec<&str> = c
        .lines()
        .find_map(|l| l.strip_prefix("totals: "))
        .expect("totals line")
        .split(' ')
        .collect();
    assert_eq!(totals[heap], "141", "{c}");
    // The text table: a heap column and the heap cells of each caller (141 in
    // all, 90 of them app/3's, 63.83%), its times as `[t]`.
    let t = text(&costlog(&["profile", HEAP_CELLS, "--resource", "steps"]).stdout);
    insta::assert_snapshot!(redact_table(&t));
}

#[test]
fn rel_cost_on_heap_is_exact() {
    let _serial = serial();
    let out = costlog(&["verify", HEAP_CELLS, "--format", "json"]);
    assert_eq!(out.status.code(), Some(1), "{}", text(&out.stderr));
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    let items = v["assertions"].as_array().cloned().unwrap_or_default();
    let verdicts: Vec<(String, String)> = items
        .iter()
        .map(|i| {
            let field = |k: &str| i[k].as_str().unwrap_or("").to_string();
            (field("property"), field("status"))
        })
        .collect();
    assert_eq!(
        verdicts,
        [
            ("rel_cost(ub, heap, 70)".to_string(), "check".to_string()),
            ("rel_cost(ub, heap, 50)".to_string(), "false".to_string())
        ],
        "{v}"
    );
    assert!(text(&out.stdout).contains("63.83"), "{v}");
}

#[test]
fn color_map_bottlenecks_match_the_papers_figure_8() {
    let _serial = serial();
    let search = |resource: &str| {
        json(&[
            "profile",
            "tests/profile/color_map.pl",
            "-g",
            "color_map(_,_,_,_,_)",
            "--auto",
            "--heuristic",
            "top:2",
            "--resource",
            resource,
            "--json",
        ])
    };
    if let Err(why) = figure_8_centres(&search("steps"), false) {
        panic!("steps: {why}");
    }
    // The time search measures shares with the clock: on a machine whose cores
    // are all busy (load 9-11) it kept only color_map/5 in 3 runs of 8. It must
    // find the paper's centres in one of three searches.
    let mut misses = Vec::new();
    for _ in 0..3 {
        match figure_8_centres(&search("exec_time"), true) {
            Ok(()) => return,
            Err(why) => misses.push(why),
        }
    }
    panic!("exec_time, three searches: {misses:#?}");
}

/// Whether an `--auto` search's tree of centres is the paper's figure 8 for
/// color_map (legal_coloring/5 and color/1 under color_map/5, c/3 under
/// legal_coloring/5 with a small share), or why not.
fn figure_8_centres(t: &Value, timed: bool) -> Result<(), String> {
    let nodes = t["nodes"].as_array().ok_or("no nodes")?;
    let names: Vec<&str> = nodes.iter().filter_map(|n| n["name"].as_str()).collect();
    let node = |name: &str| nodes.iter().find(|n| n["name"] == name);
    let parent_of = |name: &str| {
        node(name)
            .and_then(|n| n["parent"].as_u64())
            .and_then(|p| names.get(p as usize).copied())
    };
    let share = |name: &str| node(name).and_then(|n| n["share"].as_f64()).unwrap_or(-1.0);
    // c/3's intervals are about as short as the hook time subtracted from each:
    // on a loaded machine its measured time may fall under the 1% threshold, so
    // the time search may drop it. The step search must keep it.
    let c3_kept = names.contains(&"c/3");
    let shape_ok = names.len() == 4 || (timed && !c3_kept && names.len() == 3);
    let checks = [
        (
            shape_ok,
            "four centres (three if the time search drops c/3)",
        ),
        (
            names.first() == Some(&"color_map/5"),
            "color_map/5 at the root",
        ),
        (
            parent_of("legal_coloring/5") == Some("color_map/5"),
            "legal_coloring/5 under color_map/5",
        ),
        (
            parent_of("color/1") == Some("color_map/5"),
            "color/1 under color_map/5",
        ),
        // Same order as the paper (29.97, 20.23, 2.88 % of ticks).
        (
            (10.0..70.0).contains(&share("legal_coloring/5")),
            "legal_coloring/5's share in 10..70%",
        ),
        (
            (10.0..70.0).contains(&share("color/1")),
            "color/1's share in 10..70%",
        ),
        (
            !c3_kept || parent_of("c/3") == Some("legal_coloring/5"),
            "c/3 under legal_coloring/5",
        ),
        (
            !c3_kept || (share("c/3") > 0.0 && share("c/3") < 10.0),
            "c/3's share in 0..10%",
        ),
        (
            t["iterations"].as_u64().is_some_and(|i| i >= 3),
            "at least 3 iterations",
        ),
    ];
    match checks.iter().find(|(ok, _)| !ok) {
        None => Ok(()),
        Some((_, what)) => Err(format!("{what}: {names:?}, {t}")),
    }
}

#[test]
fn every_output_format_is_well_formed_and_sums_to_the_total() {
    let _serial = serial();
    let (dot, folded, speedscope) = (tmp("g.dot"), tmp("f.folded"), tmp("s.json"));
    let p = json(&[
        "profile",
        "examples/qsort_cc.pl",
        "--resource",
        "steps",
        "--json",
        "--dot",
        dot.to_str().unwrap(),
        "--folded",
        folded.to_str().unwrap(),
        "--speedscope",
        speedscope.to_str().unwrap(),
    ]);
    let total = p["total"]["steps"].as_u64().unwrap();
    // Folded stacks: `a;b;c N` lines whose values add up to the run's total.
    let f = std::fs::read_to_string(&folded).unwrap();
    let sum: u64 = f
        .lines()
        .map(|l| {
            let (stack, n) = l.rsplit_once(' ').expect("stack and value");
            assert!(stack.starts_with("rcc"), "{l}");
            n.parse::<u64>().unwrap()
        })
        .sum();
    assert_eq!(sum, total);
    // Speedscope: the file-format schema's fields; weights add up to the total.
    let s: Value = serde_json::from_str(&std::fs::read_to_string(&speedscope).unwrap()).unwrap();
    assert_eq!(
        s["$schema"],
        "https://www.speedscope.app/file-format-schema.json"
    );
    let prof = &s["profiles"][0];
    assert_eq!(prof["type"], "sampled");
    let frames = s["shared"]["frames"].as_array().unwrap().len() as u64;
    let samples = prof["samples"].as_array().unwrap();
    let weights = prof["weights"].as_array().unwrap();
    assert_eq!(samples.len(), weights.len());
    assert!(samples
        .iter()
        .flat_map(|st| st.as_array().unwrap())
        .all(|i| i.as_u64().unwrap() < frames));
    assert_eq!(
        weights.iter().map(|w| w.as_u64().unwrap()).sum::<u64>(),
        total
    );
    assert_eq!(prof["endValue"].as_u64().unwrap(), total);
    // DOT: a digraph whose edges join declared nodes; Graphviz accepts it if present.
    let d = std::fs::read_to_string(&dot).unwrap();
    assert!(d.starts_with("digraph costlog {") && d.trim_end().ends_with('}'));
    let declared: Vec<&str> = d
        .lines()
        .filter(|l| l.contains("[label=") && !l.contains("->"))
        .map(|l| l.split_whitespace().next().unwrap())
        .collect();
    for l in d.lines().filter(|l| l.contains("->")) {
        let mut parts = l.split_whitespace();
        let (from, _, to) = (parts.next().unwrap(), parts.next(), parts.next().unwrap());
        assert!(declared.contains(&from) && declared.contains(&to), "{l}");
    }
    assert!(
        d.contains("fillcolor=yellow"),
        "shares 25-50% are yellow: {d}"
    );
    if let Ok(out) = std::process::Command::new("dot")
        .arg("-Tsvg")
        .arg(&dot)
        .output()
    {
        assert!(out.status.success(), "graphviz: {}", text(&out.stderr));
    }
    // JSON: lemma 2 — the centres add up to the total, for every metric.
    for metric in ["steps", "inferences", "exec_time", "choice_points", "heap"] {
        let sum: u64 = p["centres"]
            .as_array()
            .unwrap()
            .iter()
            .map(|c| c["own"][metric].as_u64().unwrap())
            .sum();
        assert_eq!(sum, p["total"][metric].as_u64().unwrap(), "{metric}");
    }
}

#[test]
fn control_flow_through_cost_centres_keeps_the_active_edge_right() {
    let _serial = serial();
    let p = json(&[
        "profile",
        "tests/profile/ports.pl",
        "--resource",
        "steps",
        "--json",
    ]);
    let counts = |from: &str, to: &str| {
        let c = &edge(&p, from, to)["counts"];
        [
            c["call_exit"].as_u64().unwrap(),
            c["call_fail"].as_u64().unwrap(),
            c["redo_exit"].as_u64().unwrap(),
            c["redo_fail"].as_u64().unwrap(),
        ]
    };
    // Failure-driven loop.
    assert_eq!(counts("rcc", "item/1"), [1, 0, 2, 0]);
    assert_eq!(counts("rcc", "use/1"), [3, 0, 0, 0]);
    // Cut through a centre.
    assert_eq!(counts("rcc", "first/1"), [1, 0, 0, 0]);
    // Exception through a centre.
    assert_eq!(counts("rcc", "risky/0"), [0, 1, 0, 0]);
    assert_eq!(edge(&p, "rcc", "risky/0")["exceptions"], 1);
    assert_eq!(counts("risky/0", "inner/0"), [1, 0, 0, 0]);
    // Recursive and nested centres.
    assert_eq!(counts("rcc", "len/2"), [1, 0, 0, 0]);
    assert_eq!(edge(&p, "rcc", "len/2")["recursive"], 3);
    assert_eq!(counts("even/1", "odd/1"), [2, 0, 0, 0]);
    assert_eq!(counts("odd/1", "even/1"), [2, 0, 0, 0]);
    let sum: u64 = p["centres"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["own"]["steps"].as_u64().unwrap())
        .sum();
    assert_eq!(sum, p["total"]["steps"].as_u64().unwrap());
}

#[test]
fn predicates_view_lists_head_failures_and_skips() {
    let _serial = serial();
    let out = costlog(&[
        "profile",
        "tests/profile/ports.pl",
        "--predicates",
        "--resource",
        "steps",
        "--sort",
        "cumulative",
    ]);
    let t = text(&out.stdout);
    assert!(out.status.success(), "{}", text(&out.stderr));
    // Library predicates are listed too (low-level view), with head failures and
    // skips.
    insta::assert_snapshot!(t);
    let first = t
        .lines()
        .find(|l| l.starts_with("first/1"))
        .expect("first/1 listed");
    let cols: Vec<&str> = first.split_whitespace().collect();
    assert_eq!(
        cols[7], "1",
        "the cut skipped first/1's choice point: {first}"
    );
}

#[test]
fn ports_matrices_are_shown_on_request() {
    let _serial = serial();
    let out = costlog(&[
        "profile",
        "tests/profile/ports.pl",
        "--ports",
        "--resource",
        "steps",
    ]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    // Two exits after a redo among the port counts; times as `[t]`.
    insta::assert_snapshot!(redact_table(&text(&out.stdout)));
}

#[test]
fn bad_input_is_reported_with_exit_2_or_1() {
    let _serial = serial();
    // Usage errors: exit code 2 and a message, nothing on stdout.
    let mut errors = String::new();
    for args in [
        &["tests/profile/ports.pl", "--cc", "nosuch/1"][..],
        &["tests/profile/ports.pl", "--cc", "nosuch"],
        &["tests/profile/ports.pl", "-g", "foo("],
        &["tests/profile/ports.pl", "--auto", "--heuristic", "best"],
        &["tests/profile/color_map.pl"],
        &["tests/profile/missing.pl"],
    ] {
        let out = costlog(&[&["profile"], args].concat());
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(out.stdout.is_empty(), "{args:?}: {}", text(&out.stdout));
        errors.push_str(&format!(
            "$ profile {}\n{}\n",
            args.join(" "),
            text(&out.stderr)
        ));
    }
    insta::assert_snapshot!(errors);
    // A goal that loops is stopped by the time limit; the profile is still printed.
    let out = costlog(&[
        "profile",
        "tests/profile/ports.pl",
        "-g",
        "spin",
        "--time-limit",
        "0.5",
    ]);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        text(&out.stdout).contains("stopped by an error"),
        "{}",
        text(&out.stdout)
    );
}

#[test]
fn unwritable_outputs_and_bad_entry_goals_are_reported() {
    let _serial = serial();
    let out = costlog(&[
        "profile",
        "examples/qsort_cc.pl",
        "--dot",
        "/nonexistent-dir/graph.dot",
    ]);
    assert_eq!(out.status.code(), Some(2));
    insta::assert_snapshot!("unwritable_dot", text(&out.stderr));
    // An entry goal that does not parse is a usage error, reported before any
    // property is checked (issue 16).
    let out = costlog(&[
        "verify",
        "examples/qsort_cc.pl",
        "--goal",
        "main(",
        "--format",
        "json",
    ]);
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty(), "{}", text(&out.stdout));
    insta::assert_snapshot!("entry_goal_does_not_parse", text(&out.stderr));
}

#[test]
fn overhead_mode_reports_ratio_and_attributed_time() {
    let _serial = serial();
    let v = json(&[
        "profile",
        "examples/qsort_cc.pl",
        "--overhead",
        "3",
        "--json",
    ]);
    assert_eq!(v["runs"], 3);
    assert_eq!(v["centres"], 2);
    assert!(v["ratio"].as_f64().unwrap() > 0.0);
    // Est.Dev. is the deviation of the attributed time from the unprofiled run's,
    // of either sign: never below -100% (no time attributed).
    let dev = v["est_dev"].as_f64().expect("est_dev");
    assert!(dev.is_finite() && dev > -1.0, "{v}");
}

/// The bottleneck tree of `tests/profile/auto_prune.pl` by steps (deterministic),
/// with `extra` options: (node, parent) names.
fn pruned_tree(extra: &[&str]) -> Vec<(String, String)> {
    let mut args = vec![
        "profile",
        "tests/profile/auto_prune.pl",
        "--auto",
        "--resource",
        "steps",
        "--json",
    ];
    args.extend_from_slice(extra);
    let t = json(&args);
    let nodes = t["nodes"].as_array().unwrap();
    let name = |n: &Value| n["name"].as_str().unwrap().to_string();
    nodes
        .iter()
        .map(|n| {
            let parent = n["parent"]
                .as_u64()
                .map_or(String::new(), |p| name(&nodes[p as usize]));
            (name(n), parent)
        })
        .collect()
}

#[test]
fn auto_skips_pure_wrappers_and_centres_below_the_share_threshold() {
    let _serial = serial();
    let pairs = |v: &[(&str, &str)]| -> Vec<(String, String)> {
        v.iter()
            .map(|(a, b)| (a.to_string(), b.to_string()))
            .collect()
    };
    // Default threshold (1%): bench/0 and run/0 are wrappers, tiny/0 is 0.00%.
    assert_eq!(
        pruned_tree(&[]),
        pairs(&[("main/0", ""), ("task/1", "main/0"), ("work/1", "task/1")])
    );
    // With no threshold every callee with a share is a node, and a wrapper differs
    // from its callee by its own step.
    let all = pruned_tree(&["--auto-min-share", "0"]);
    for (node, parent) in [
        ("bench/0", "main/0"),
        ("run/0", "bench/0"),
        ("task/1", "run/0"),
        ("tiny/0", "run/0"),
    ] {
        assert!(
            all.contains(&(node.to_string(), parent.to_string())),
            "{all:?}"
        );
    }
    let out = costlog(&[
        "profile",
        "tests/profile/auto_prune.pl",
        "--auto",
        "--auto-min-share",
        "101",
    ]);
    assert_eq!(out.status.code(), Some(2));
}

/// The centre named `name` in a JSON profile, if any.
fn centre<'a>(profile: &'a Value, name: &str) -> Option<&'a Value> {
    profile["centres"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["name"] == name)
}

/// The number of garbage collections `costlog run` reports after `goal`.
fn collections(goal: &str) -> u64 {
    let g = format!("{goal}, statistics(garbage_collection, [N|_]), write(N)");
    let out = costlog(&["run", "tests/profile/gc.pl", "-g", &g]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    text(&out.stdout).trim().parse().expect("a count")
}

#[test]
fn garbage_collection_is_its_own_centre_in_runs_that_collect_and_absent_otherwise() {
    let _serial = serial();
    let collected = collections("churn(300)");
    assert!(collected > 0, "churn(300) must collect");
    let p = json(&[
        "profile",
        "tests/profile/gc.pl",
        "-g",
        "churn(300)",
        "--json",
    ]);
    let gc = centre(&p, "garbage_collect").expect("a garbage_collect centre");
    // Entered from rcc once per collection, charged time only.
    assert_eq!(gc["calls"].as_u64(), Some(collected), "{gc}");
    assert_eq!(gc["exits"].as_u64(), Some(collected), "{gc}");
    assert_eq!(gc["own"]["steps"].as_u64(), Some(0), "{gc}");
    assert_eq!(
        edge(&p, "rcc", "garbage_collect")["counts"]["call_exit"],
        collected
    );
    // The centres' steps add up to the run's without it.
    let steps: u64 = ["churn/1", "build/2", "rcc"]
        .iter()
        .map(|c| centre(&p, c).expect(c)["own"]["steps"].as_u64().unwrap())
        .sum();
    assert_eq!(Some(steps), p["total"]["steps"].as_u64());
    let obs = p["obs"].to_string();
    assert!(
        obs.contains("% the garbage collector (garbage_collect)"),
        "{obs}"
    );
    // A centre's `obs` time share is of the run without the collector, as
    // `rel_cost` checks measure it.
    let time = |v: &Value| v["own"]["exec_time"].as_f64().unwrap();
    let total = p["total"]["exec_time"].as_f64().unwrap();
    let expected = 100.0 * time(centre(&p, "build/2").unwrap()) / (total - time(gc));
    let stated: f64 = obs
        .split(":- obs pred build/2 + (")
        .nth(1)
        .and_then(|rest| rest.split("rel_cost(eq, exec_time, ").nth(1))
        .and_then(|rest| rest.split(')').next())
        .and_then(|x| x.parse().ok())
        .expect("an exec_time share of build/2");
    assert!((stated - expected).abs() < 0.01, "{stated} vs {expected}");

    assert_eq!(collections("count(300000)"), 0, "count/1 must not collect");
    let q = json(&[
        "profile",
        "tests/profile/gc.pl",
        "-g",
        "count(300000)",
        "--json",
    ]);
    assert!(centre(&q, "garbage_collect").is_none(), "{q}");
    assert!(!q["edges"].to_string().contains("garbage_collect"), "{q}");
    assert!(!q["obs"].to_string().contains("garbage_collect"), "{q}");
    let out = costlog(&["profile", "tests/profile/gc.pl", "-g", "count(300000)"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(!text(&out.stdout).contains("garbage_collect"));
}
