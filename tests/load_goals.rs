//! Files loaded by a running goal (`consult/1` and friends called as goals): the
//! problems found in them are printed on standard error as SWI-Prolog prints them,
//! at their file and line, and the goal goes on with the clauses that loaded.
//! (The answers of the load predicates are in tests/compat/load_goals.pl.)

mod common;

use common::{costlog, text};

#[test]
fn problems_in_a_file_a_goal_loads_are_reported_at_their_lines() {
    let goal = "consult('tests/load_goals/flawed'), findall(X, ok(X), L), print(L), nl";
    let main = std::env::temp_dir().join(format!("costlog-load-goal-{}.pl", std::process::id()));
    std::fs::write(&main, "main :- true.\n").expect("temp program");
    let main = main.display().to_string();
    let out = costlog(&["run", &main, "-g", goal]);
    let stderr = text(&out.stderr);
    assert_eq!(text(&out.stdout), "[1,2]\n", "{stderr}");
    assert!(out.status.success(), "{stderr}");
    assert!(stderr.contains("flawed.pl:2:\nWarning:"), "{stderr}");
    assert!(stderr.contains("flawed.pl:3:\nERROR:"), "{stderr}");
    assert!(stderr.contains("syntax error"), "{stderr}");
}
