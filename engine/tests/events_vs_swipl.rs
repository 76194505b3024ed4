//! Compares the engine's box-model events with SWI-Prolog's tracer on the same
//! programs (ports, predicate names and relative depths of user predicates).
//! Skips cleanly when `swipl` is not installed.

use costlog_engine::machine::events::{Event, Observer};
use costlog_engine::{Machine, Outcome};
use std::cell::RefCell;
use std::process::Command;
use std::rc::Rc;

struct Log(Rc<RefCell<Vec<(String, String, u32)>>>);

impl Observer for Log {
    fn on_event(&mut self, e: &Event) {
        self.0
            .borrow_mut()
            .push((format!("{:?}", e.port), e.name.name().to_string(), e.depth));
    }
}

fn costlog_trace(program: &str, goal: &str) -> Vec<String> {
    let mut m = Machine::new();
    let report = m.consult_str("prog.pl", program);
    assert!(!report.has_errors(), "{:?}", report.diagnostics);
    let log = Rc::new(RefCell::new(Vec::new()));
    m.set_observer(Some(Box::new(Log(log.clone()))));
    let g = m.parse_goal(goal).expect("goal parses");
    assert_eq!(m.run_once(&g), Outcome::Solved);
    let events = log.borrow().clone();
    events
        .into_iter()
        .map(|(p, n, d)| format!("{p} {n} {d}"))
        .collect()
}

fn swipl_trace(program: &str, goal: &str, user_preds: &[&str]) -> Option<Vec<String>> {
    let dir = std::env::temp_dir().join(format!("costlog-events-{}", std::process::id()));
    std::fs::create_dir_all(&dir).ok()?;
    let file = dir.join(format!("{}.pl", goal.len()));
    std::fs::write(&file, program).ok()?;
    let g = format!("leash(-all),visible(+all),trace,({goal}),notrace");
    let out = Command::new("swipl")
        .args(["-q", "-g", &g, "-t", "halt"])
        .arg(&file)
        .output()
        .ok()?;
    let text =
        String::from_utf8_lossy(&out.stderr).into_owned() + &String::from_utf8_lossy(&out.stdout);
    let mut lines = Vec::new();
    let mut base = None;
    for line in text.lines() {
        let line = line.trim_start_matches(['^', ' ']);
        let Some((port, rest)) = line.split_once(": (") else {
            continue;
        };
        let Some((depth, goal_text)) = rest.split_once(") ") else {
            continue;
        };
        let name: String = goal_text
            .chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_')
            .collect();
        if !user_preds.contains(&name.as_str()) || port == "Unify" {
            continue;
        }
        let depth: u32 = depth.parse().ok()?;
        let base = *base.get_or_insert(depth - 1);
        lines.push(format!("{port} {name} {}", depth - base));
    }
    Some(lines)
}

fn check(program: &str, goal: &str, user_preds: &[&str]) {
    if Command::new("swipl").arg("--version").output().is_err() {
        eprintln!("swipl not installed: skipping the tracer comparison");
        return;
    }
    let swi = swipl_trace(program, goal, user_preds).expect("swipl ran");
    let ours = costlog_trace(program, goal);
    assert!(swi.len() >= 4, "too few SWI events parsed: {swi:?}");
    assert_eq!(
        ours, swi,
        "costlog (left) and SWI-Prolog (right) port sequences differ"
    );
}

#[test]
fn nondeterminism_and_cut_match_swi_tracer() {
    check(
        "q(1). q(2). r(2).\np(X) :- q(X), r(X), !.\n",
        "p(_)",
        &["p", "q", "r"],
    );
}

#[test]
fn redo_after_exit_and_failure_match_swi_tracer() {
    let program = "a(X) :- b(X), c(X).\nb(1). b(2). b(3).\nc(X) :- X >= 2, !.\nd :- a(X), X > 2.\n";
    check(program, "d", &["a", "b", "c", "d"]);
}

#[test]
fn deep_recursion_and_failure_driven_loop_match_swi_tracer() {
    let program = "len([], 0).\nlen([_|T], N) :- len(T, M), N is M + 1.\nall :- member(X, [a,b]), len([X, X], _), fail.\nall.\n";
    check(program, "all", &["len", "all"]);
}
