//! End-to-end: goals that grow without bound end with resource errors inside
//! their limits (time, memory), under `run`, `verify` and `profile`; garbage-heavy
//! loops run in bounded memory; and a caught resource error leaves the machine
//! usable. Peak memory is read from the child's `VmHWM` while it runs.

mod common;

use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

const PROGRAM: &str = "tests/limits/runaway.pl";

/// What one run did: exit code, output, wall time and peak resident memory (KiB).
struct Run {
    code: Option<i32>,
    stdout: String,
    stderr: String,
    wall: Duration,
    peak_kib: u64,
}

fn peak_kib(pid: u32) -> Option<u64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

/// Runs `costlog ARGS`, sampling its peak memory until it exits.
fn run(args: &[&str]) -> Run {
    let started = Instant::now();
    let mut child = Command::new(env!("CARGO_BIN_EXE_costlog"))
        .args(args)
        .env("NO_COLOR", "1")
        .env("XDG_CONFIG_HOME", "/nonexistent/costlog-tests")
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("costlog starts");
    let mut peak = 0;
    loop {
        if let Some(p) = peak_kib(child.id()) {
            peak = peak.max(p);
        }
        if child.try_wait().expect("waits").is_some()
            || started.elapsed() > Duration::from_secs(120)
        {
            break;
        }
        std::thread::sleep(Duration::from_millis(5));
    }
    let out = child.wait_with_output().expect("output");
    Run {
        code: out.status.code(),
        stdout: common::text(&out.stdout),
        stderr: common::text(&out.stderr),
        wall: started.elapsed(),
        peak_kib: peak,
    }
}

/// The peak may pass the limit by at most 10%, plus what the process holds
/// before the program runs.
fn within(limit_mb: u64, r: &Run) -> bool {
    r.peak_kib <= limit_mb * 1024 * 11 / 10 + 64 * 1024
}

#[test]
fn runaway_atoms_and_lists_stop_at_the_memory_limit() {
    for goal in ["bigatom(ab)", "grow([])"] {
        let r = run(&["run", PROGRAM, "-g", goal, "--heap-limit-mb", "256"]);
        assert_eq!(r.code, Some(2), "{goal}: {}", r.stderr);
        assert!(r.stderr.contains("memory"), "{goal}: {}", r.stderr);
        assert!(within(256, &r), "{goal}: peak {} KiB", r.peak_kib);
    }
}

#[test]
fn a_caught_memory_error_leaves_the_machine_usable() {
    let r = run(&[
        "run",
        PROGRAM,
        "-g",
        "caught(grow([])), caught(bigatom(ab)), length(L, 1000), write(ok), nl",
        "--heap-limit-mb",
        "256",
    ]);
    assert_eq!(r.code, Some(0), "{}", r.stderr);
    assert_eq!(
        r.stdout,
        "caught(resource_error(memory))\ncaught(resource_error(memory))\nok\n"
    );
}

#[test]
fn runaway_integers_stop_at_the_time_limit_inside_arithmetic() {
    let r = run(&["run", PROGRAM, "-g", "bigint(3)", "--time-limit", "1"]);
    assert_eq!(r.code, Some(2), "{}", r.stderr);
    assert!(r.stderr.contains("time"), "{}", r.stderr);
    assert!(r.wall < Duration::from_secs(5), "took {:?}", r.wall);
    // Without a time limit, the memory limit stops it (numbers of a few MiB take
    // seconds to square: whichever limit comes first).
    let r = run(&[
        "run",
        PROGRAM,
        "-g",
        "bigint(3)",
        "--heap-limit-mb",
        "16",
        "--time-limit",
        "60",
    ]);
    assert_eq!(r.code, Some(2), "{}", r.stderr);
    assert!(r.stderr.contains("Resource error"), "{}", r.stderr);
    assert!(within(16, &r), "peak {} KiB", r.peak_kib);
}

#[test]
fn big_integer_garbage_is_reclaimed() {
    let r = run(&[
        "run",
        PROGRAM,
        "-g",
        "churn(300000), statistics(garbage_collection, [N|_]), N > 0",
    ]);
    assert_eq!(r.code, Some(0), "{}", r.stderr);
    // 300,000 numbers of about 1 KiB each were made; only one is live at a time.
    assert!(r.peak_kib < 160 * 1024, "peak {} KiB", r.peak_kib);
}

#[test]
fn transient_atoms_are_reclaimed() {
    let start = run(&["run", PROGRAM, "-g", "true"]);
    assert_eq!(start.code, Some(0), "{}", start.stderr);
    let r = run(&[
        "run",
        PROGRAM,
        "-g",
        "atom_churn(2000000), statistics(agc, N), N > 0, statistics(agc_gained, G), G > 1900000",
    ]);
    assert_eq!(r.code, Some(0), "{}", r.stderr);
    // Without atom collection the 2,000,000 atoms took 313 MiB (SWI-Prolog: 15 MiB).
    assert!(
        r.peak_kib < start.peak_kib + 64 * 1024,
        "peak {} KiB, start-up {} KiB",
        r.peak_kib,
        start.peak_kib
    );
}

#[test]
fn deterministic_text_builtins_leave_nothing_behind() {
    let r = run(&["run", PROGRAM, "-g", "text_churn(1000000)"]);
    assert_eq!(r.code, Some(0), "{}", r.stderr);
    // A choice point left per call kept every iteration's cells: 330 MiB.
    assert!(r.peak_kib < 160 * 1024, "peak {} KiB", r.peak_kib);
}

#[test]
fn a_ball_thrown_after_collections_is_caught() {
    let r = run(&["run", PROGRAM, "-g", "caught(deep(3000000, []))"]);
    assert_eq!(r.code, Some(0), "{}", r.stderr);
    assert_eq!(r.stdout, "caught(done)\n");
}

#[test]
fn runaway_goals_under_verify_and_profile_end_inside_their_limits() {
    let dir = std::env::temp_dir().join(format!("costlog-limits-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("scratch dir");
    let file = dir.join("runaway_verify.pl");
    std::fs::write(
        &file,
        ":- pred bigatom(A) : atm(A) + cost(ub, steps, 1000).\n\
         :- pred bigint(N) : int(N) + cost(ub, steps, 1000).\n\
         bigatom(A) :- atom_concat(A, A, B), bigatom(B).\n\
         bigint(N) :- M is N*N+2, bigint(M).\n",
    )
    .expect("written");
    let file = file.display().to_string();
    let r = run(&["verify", &file, "--no-static", "--budget", "1"]);
    assert!(r.wall < Duration::from_secs(60), "verify took {:?}", r.wall);
    assert!(within(1024, &r), "verify peak {} KiB", r.peak_kib);
    assert!(r.stdout.contains("properties"), "{}{}", r.stdout, r.stderr);
    let r = run(&["profile", PROGRAM, "-g", "bigint(3)", "--time-limit", "1"]);
    assert!(
        r.wall < Duration::from_secs(10),
        "profile took {:?}",
        r.wall
    );
    assert_ne!(r.code, Some(0), "{}", r.stderr);
}

#[test]
fn statistics_reports_cpu_time_collections_atoms_and_memory() {
    let goal = "statistics(cputime, T0), churn(20000), statistics(cputime, T1), T1 > T0, \
                statistics(runtime, [R, _]), integer(R), \
                statistics(atoms, A), A > 100, statistics(memory, M), M > 0, \
                garbage_collect, statistics(garbage_collection, [N|_]), N >= 1, write(ok), nl";
    let out = common::costlog(&["run", PROGRAM, "-g", goal]);
    assert_eq!(out.status.code(), Some(0), "{}", common::text(&out.stderr));
    assert_eq!(common::text(&out.stdout), "ok\n");
}

const LONG: &str = "tests/limits/long_builtins.pl";

#[test]
fn long_builtin_calls_end_at_the_time_limit() {
    // Each goal is one builtin call on a term of millions of cells (seconds of
    // work, minutes for `tab/2`); `engine/src/machine/interrupt.rs` checks that
    // the error comes from inside the builtin.
    let builtins = [
        "copy_term",
        "term_variables",
        "variant",
        "unify",
        "equal",
        "compare",
        "ground",
        "term_hash",
        "write",
        "format",
        "findall",
        "tab",
    ];
    for b in builtins {
        let goal = format!("long({b})");
        let r = run(&["run", LONG, "-g", &goal, "--time-limit", "1"]);
        assert_eq!(r.code, Some(2), "{b}: {}", r.stderr);
        assert!(r.stderr.contains("time limit"), "{b}: {}", r.stderr);
        assert!(r.wall < Duration::from_secs(15), "{b} took {:?}", r.wall);
    }
}

#[test]
fn runaway_asserts_findall_and_output_stop_at_the_memory_limit() {
    for goal in ["assert_loop(0)", "findall_loop", "output_loop"] {
        let r = run(&["run", LONG, "-g", goal, "--heap-limit-mb", "256"]);
        assert_eq!(r.code, Some(2), "{goal}: {}", r.stderr);
        assert!(r.stderr.contains("memory limit"), "{goal}: {}", r.stderr);
        assert!(within(256, &r), "{goal}: peak {} KiB", r.peak_kib);
    }
    // Caught, they leave the machine usable.
    let goal = "caught(assert_loop(0)), caught(findall_loop), caught(output_loop), after";
    let r = run(&["run", LONG, "-g", goal, "--heap-limit-mb", "256"]);
    assert_eq!(r.code, Some(0), "{}", r.stderr);
    assert_eq!(
        r.stdout,
        "caught(resource_error(memory))\n".repeat(3) + "8192-[a,b,c]\n"
    );
}

#[test]
fn long_builtin_calls_under_verify_end_inside_the_budget() {
    let dir = std::env::temp_dir().join(format!("costlog-long-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("scratch dir");
    let file = dir.join("long_verify.pl");
    // Run-time checking calls `big/1` with growing inputs; one call on the
    // largest copies and writes millions of cells.
    std::fs::write(
        &file,
        ":- pred big(N) : nnegint(N) + cost(ub, steps, 1000).\n\
         big(N) :- M is min(N, 22), double(M, ab, A), atom_codes(A, L), copy_term(L, C),\n\
         \x20   open('/dev/null', write, S), write(S, C), close(S).\n\
         double(0, A, A) :- !.\n\
         double(N, A0, A) :- atom_concat(A0, A0, A1), N1 is N-1, double(N1, A1, A).\n",
    )
    .expect("written");
    let file = file.display().to_string();
    let r = run(&["verify", &file, "--no-static", "--budget", "1"]);
    // Before the checks inside builtins: 22 s (the run at size 24 went on to the end).
    assert!(r.wall < Duration::from_secs(15), "verify took {:?}", r.wall);
    assert!(
        r.stdout.contains("time limit exceeded"),
        "{}{}",
        r.stdout,
        r.stderr
    );
}

#[test]
fn garbage_below_choice_points_is_reclaimed() {
    let start = run(&["run", "tests/limits/choice_point_garbage.pl", "-g", "true"]);
    assert_eq!(start.code, Some(0), "{}", start.stderr);
    let r = run(&[
        "run",
        "tests/limits/choice_point_garbage.pl",
        "-g",
        "below_choice_points(5000), statistics(garbage_collection, [N|_]), N > 0",
    ]);
    assert_eq!(r.code, Some(0), "{}", r.stderr);
    // 5,000 lists of 1,000 elements (160 MiB) were bound under choice points that
    // stay; what stays live is the choice points and their frames.
    assert!(
        r.peak_kib < start.peak_kib + 32 * 1024,
        "peak {} KiB, start-up {} KiB",
        r.peak_kib,
        start.peak_kib
    );
}
