//! Cost-centre profiler: hand-derived expectations for calls, exits, failure, redo,
//! cut, exceptions, recursion and literal cost centres, and compositionality (the
//! centres of a run add up to the run, every metric, in every test).

use costlog_engine::profile::{CcSpec, Enter, Leave, Metric, Profile, Usage};
use costlog_engine::Counter;
use costlog_engine::{Machine, Outcome};

/// Runs `goal` once on `program` with `ccs` (`name/arity` strings) as cost centres.
fn profile_with(program: &str, goal: &str, spec: CcSpec, expect: Outcome) -> Profile {
    let mut m = Machine::new();
    let report = m.consult_str("prog.pl", program);
    assert!(!report.has_errors(), "{:?}", report.diagnostics);
    let g = m.parse_goal(goal).expect("goal parses");
    m.start_profile(&spec);
    let outcome = m.run_once(&g);
    assert_eq!(
        std::mem::discriminant(&outcome),
        std::mem::discriminant(&expect),
        "{outcome:?}"
    );
    let p = m.finish_profile();
    assert_eq!(
        p.sum_of_centres(),
        p.total,
        "lemma 2: centres sum to the run"
    );
    p
}

fn profile(program: &str, goal: &str, ccs: &[&str]) -> Profile {
    let spec = CcSpec {
        preds: ccs
            .iter()
            .map(|s| {
                let (n, a) = s.rsplit_once('/').expect("name/arity");
                (n.to_string(), a.parse().expect("arity"))
            })
            .collect(),
        ..CcSpec::default()
    };
    profile_with(program, goal, spec, Outcome::Solved)
}

/// `counts[enter][leave]` of edge `from` → `to`.
fn counts(p: &Profile, from: &str, to: &str) -> [[u64; 2]; 2] {
    edge(p, from, to).counts
}

fn edge<'a>(p: &'a Profile, from: &str, to: &str) -> &'a costlog_engine::profile::Edge {
    let (f, t) = (p.centre_index(from).unwrap(), p.centre_index(to).unwrap());
    p.edges
        .iter()
        .find(|e| e.from == f && e.to == t)
        .unwrap_or_else(|| panic!("no edge {from} -> {to}"))
}

fn steps(p: &Profile, centre: &str) -> u64 {
    p.centre_usage(p.centre_index(centre).unwrap())
        .get(Metric::Count(Counter::Steps))
}

const CALL_EXIT: [[u64; 2]; 2] = [[1, 0], [0, 0]];

#[test]
fn paper_example_one_edges_and_steps() {
    let p = profile("p :- q, r.\nq.\nr.\n", "p", &["p/0", "r/0"]);
    assert_eq!(counts(&p, "rcc", "p/0"), CALL_EXIT);
    assert_eq!(counts(&p, "p/0", "r/0"), CALL_EXIT);
    // p's clause and q (not a centre) are charged to p; r to r.
    assert_eq!(steps(&p, "p/0"), 2);
    assert_eq!(steps(&p, "r/0"), 1);
    assert_eq!(steps(&p, "rcc"), 0);
    assert_eq!(p.total.get(Metric::Count(Counter::Steps)), 3);
    // Inclusive usage of p covers r too.
    let pi = p.centre_index("p/0").unwrap().index();
    assert_eq!(p.inclusive[pi].get(Metric::Count(Counter::Steps)), 3);
}

#[test]
fn failure_after_deterministic_exit_is_not_a_fail_of_the_centre() {
    let p = profile("p :- q, fail.\np.\nq.\n", "p", &["q/0"]);
    assert_eq!(counts(&p, "rcc", "q/0"), CALL_EXIT);
    assert_eq!(steps(&p, "q/0"), 1);
    assert_eq!(steps(&p, "rcc"), 2);
}

#[test]
fn redo_and_fail_ports() {
    let prog = "p :- q(X), X > 1.\nq(1).\nq(2).\nq(3) :- fail.\nr :- q(X), X > 5.\nr.\n";
    let p = profile(prog, "p", &["q/1"]);
    assert_eq!(counts(&p, "rcc", "q/1"), [[1, 0], [1, 0]]);
    assert_eq!(steps(&p, "q/1"), 2);
    // All solutions: exit 1, exit 2, then the redo runs q(3) and fails.
    let p = profile(prog, "r", &["q/1"]);
    assert_eq!(counts(&p, "rcc", "q/1"), [[1, 0], [1, 1]]);
    assert_eq!(steps(&p, "q/1"), 3);
    let e = edge(&p, "rcc", "q/1");
    assert_eq!(
        e.usage[Enter::Redo as usize][Leave::Fail as usize].get(Metric::Count(Counter::Steps)),
        1
    );
}

#[test]
fn failure_driven_loop_counts_every_redo() {
    let prog = "loop :- item(X), use(X), fail.\nloop.\nitem(a).\nitem(b).\nitem(c).\nuse(_).\n";
    let p = profile(prog, "loop", &["item/1", "use/1"]);
    // item(c) is the last clause: it exits deterministically, nothing to redo.
    assert_eq!(counts(&p, "rcc", "item/1"), [[1, 0], [2, 0]]);
    assert_eq!(counts(&p, "rcc", "use/1")[0][0], 3);
    assert_eq!(steps(&p, "item/1"), 3);
    assert_eq!(steps(&p, "use/1"), 3);
}

#[test]
fn cut_through_a_centre_removes_its_redo() {
    let prog = "p :- q(X), !, X = 1.\nq(1).\nq(2).\n";
    let p = profile(prog, "p", &["q/1"]);
    assert_eq!(counts(&p, "rcc", "q/1"), CALL_EXIT);
    let rcc = p.centre_usage(costlog_engine::profile::CcId::RCC);
    assert_eq!(
        rcc.get(Metric::Count(Counter::Cuts)),
        1,
        "p's cut removed q's alternatives"
    );
    // A cut inside the centre is charged to it; the call is then deterministic.
    let prog = "p :- q(X), X = 1.\nq(X) :- r(X), !.\nr(1).\nr(2).\n";
    let p = profile(prog, "p", &["q/1"]);
    assert_eq!(counts(&p, "rcc", "q/1"), CALL_EXIT);
    let q = p.centre_usage(p.centre_index("q/1").unwrap());
    assert_eq!(q.get(Metric::Count(Counter::Cuts)), 1);
    assert_eq!(q.get(Metric::Count(Counter::Steps)), 2);
}

#[test]
fn exception_leaves_the_centre_through_fail() {
    let prog = "p :- catch(q, _, true).\nq :- r, throw(oops).\nr.\n";
    let p = profile(prog, "p", &["q/0", "r/0"]);
    let e = edge(&p, "rcc", "q/0");
    assert_eq!(e.counts, [[0, 1], [0, 0]]);
    assert_eq!(e.exceptions, 1);
    assert_eq!(counts(&p, "q/0", "r/0"), CALL_EXIT);
    // After the catch, execution is charged to rcc again.
    assert_eq!(steps(&p, "q/0"), 1);
    assert_eq!(steps(&p, "r/0"), 1);
}

#[test]
fn uncaught_exception_closes_open_centres() {
    let prog = "p :- q.\nq :- throw(oops).\n";
    let spec = CcSpec {
        preds: vec![("p".into(), 0), ("q".into(), 0)],
        ..CcSpec::default()
    };
    let p = profile_with(
        prog,
        "p",
        spec,
        Outcome::Error(costlog_engine::Term::atom("x")),
    );
    assert_eq!(counts(&p, "rcc", "p/0"), [[0, 1], [0, 0]]);
    assert_eq!(counts(&p, "p/0", "q/0"), [[0, 1], [0, 0]]);
}

#[test]
fn direct_recursion_is_one_activation() {
    let prog = "len([], 0).\nlen([_|T], N) :- len(T, M), N is M + 1.\n";
    let p = profile(prog, "len([a,b,c], _)", &["len/2"]);
    let e = edge(&p, "rcc", "len/2");
    assert_eq!(e.counts, CALL_EXIT);
    assert_eq!(e.recursive, 3);
    assert_eq!(steps(&p, "len/2"), 4);
}

#[test]
fn mutual_recursion_alternates_edges_and_folds_the_stack() {
    let prog = "even([]).\neven([_|T]) :- odd(T).\nodd([_|T]) :- even(T).\n";
    let p = profile(prog, "even([a,b,c,d])", &["even/1", "odd/1"]);
    assert_eq!(counts(&p, "rcc", "even/1"), CALL_EXIT);
    assert_eq!(counts(&p, "even/1", "odd/1")[0][0], 2);
    assert_eq!(counts(&p, "odd/1", "even/1")[0][0], 2);
    // The garbage collector's pseudo-centre is a child of rcc in every profile.
    assert_eq!(
        p.paths.len(),
        4,
        "rcc, rcc;even, rcc;even;odd, rcc;garbage_collect"
    );
    let even = p.centre_index("even/1").unwrap().index();
    assert_eq!(p.inclusive[even].get(Metric::Count(Counter::Steps)), 5);
    assert_eq!(steps(&p, "even/1"), 3);
    assert_eq!(steps(&p, "odd/1"), 2);
}

#[test]
fn literal_cost_centres_are_named_by_their_first_argument() {
    let prog = "p :- cost_center(one, q), cost_center(two, (q, q)).\nq.\n";
    let p = profile(prog, "p", &[]);
    assert_eq!(counts(&p, "rcc", "one"), CALL_EXIT);
    assert_eq!(counts(&p, "rcc", "two"), CALL_EXIT);
    assert_eq!(steps(&p, "one"), 1);
    assert_eq!(steps(&p, "two"), 2);
}

#[test]
fn head_failures_and_skips_in_the_low_level_view() {
    let prog = "h(x, a).\nh(x, b).\nh(x, c).\np :- h(x, b), !.\n";
    let spec = CcSpec {
        all_preds: true,
        ..CcSpec::default()
    };
    let p = profile_with(prog, "p", spec, Outcome::Solved);
    let h = p
        .predicates
        .iter()
        .find(|r| r.name == "h")
        .expect("h listed");
    assert_eq!(h.head_fails, 1);
    assert_eq!(h.skips, 1, "the cut removed h's alternative");
    assert_eq!(p.total.get(Metric::Count(Counter::HeadFails)), 1);
}

#[test]
fn unification_components_are_split_across_centres() {
    let prog = "app([], L, L).\napp([H|T], L, [H|R]) :- app(T, L, R).\nnrev([], []).\nnrev([H|T], R) :- nrev(T, RT), app(RT, [H], R).\n";
    let spec = CcSpec {
        preds: vec![("app".into(), 3)],
        unification: true,
        ..CcSpec::default()
    };
    let p = profile_with(prog, "nrev([1,2,3,4,5], _)", spec, Outcome::Solved);
    let n = 5u64;
    assert_eq!(
        p.total.get(Metric::Count(Counter::Steps)),
        (n * n + 3 * n) / 2 + 1
    );
    assert!(p.total.get(Metric::Count(Counter::Nargs)) > 0);
    let app = p.centre_usage(p.centre_index("app/3").unwrap());
    assert_eq!(app.get(Metric::Count(Counter::Steps)), n * (n + 1) / 2);
    assert_eq!(app.get(Metric::Count(Counter::Nargs)), 3 * n * (n + 1) / 2);
}

/// Heap cells charged to `centre`.
fn heap(p: &Profile, centre: &str) -> u64 {
    p.centre_usage(p.centre_index(centre).unwrap())
        .get(Metric::Count(Counter::Heap))
}

#[test]
fn heap_cells_are_charged_to_the_centre_that_builds_them() {
    let prog = "app([], L, L).\napp([H|T], L, [H|R]) :- app(T, L, R).\n\
        nrev([], []).\nnrev([H|T], R) :- nrev(T, RT), app(RT, [H], R).\n";
    for n in [0u64, 1, 4, 12] {
        let list: Vec<String> = (1..=n).map(|i| i.to_string()).collect();
        let goal = format!("nrev([{}], _)", list.join(","));
        // Counting off: the profiler counts cells on its own.
        let p = profile(prog, &goal, &["nrev/2", "app/3"]);
        // nrev: `[H]` (2 cells) and the fresh `RT` (1) per element; app: one
        // `[H|R]` written per element of its first list, n(n - 1) in all.
        assert_eq!(heap(&p, "nrev/2"), 3 * n, "{goal}");
        assert_eq!(heap(&p, "app/3"), n * n.saturating_sub(1), "{goal}");
        if n > 0 {
            let app = edge(&p, "nrev/2", "app/3").total();
            assert_eq!(app.get(Metric::Count(Counter::Heap)), n * (n - 1));
        }
    }
}

#[test]
fn heap_cells_freed_by_backtracking_stay_charged() {
    // g(a, b) written (3 cells) by mk2/1, then popped when w/1 fails into its
    // second clause; per element of the failure-driven loop, f(X) (2 cells).
    let prog = "w(Y) :- mk2(Y), fail.\nw(done).\nmk2(g(a, b)).\n\
        loop :- member(X, [1, 2, 3]), mk(X, _), fail.\nloop.\nmk(X, f(X)).\n";
    let p = profile(prog, "w(_)", &["w/1", "mk2/1"]);
    assert_eq!(heap(&p, "mk2/1"), 3);
    assert_eq!(heap(&p, "w/1"), 0);
    let p = profile(prog, "loop", &["mk/2"]);
    assert_eq!(heap(&p, "mk/2"), 6);
}

#[test]
fn profiling_off_again_leaves_no_trace() {
    let mut m = Machine::new();
    m.consult_str("prog.pl", "p :- q.\nq.\n");
    m.start_profile(&CcSpec {
        all_user: true,
        ..CcSpec::default()
    });
    let g = m.parse_goal("p").unwrap();
    assert_eq!(m.run_once(&g), Outcome::Solved);
    let p = m.finish_profile();
    // rcc, p/0, q/0 and the collector's pseudo-centre.
    assert_eq!(p.centres.len(), 4);
    assert!(!m.profiling());
    assert_eq!(m.run_once(&g), Outcome::Solved);
    assert_eq!(m.finish_profile().total, Usage::default());
}
