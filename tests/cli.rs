//! End-to-end tests of `costlog run`: the binary on real Prolog files, checking exit
//! codes, output and that every error path reports cleanly (with source lines).

mod common;

use common::{costlog, text};

#[test]
fn runs_the_bundled_example() {
    let out = costlog(&["run", "examples/nrev.pl"]);
    assert_eq!(out.status.code(), Some(0), "stderr: {}", text(&out.stderr));
    assert_eq!(text(&out.stdout), "nrev of 1..30 starts with 30\n");
}

#[test]
fn goals_run_in_order_and_initialization_runs_after_load() {
    let out = costlog(&[
        "run",
        "tests/cli/hello.pl",
        "-g",
        "greet(a)",
        "-g",
        "greet(b)",
    ]);
    assert_eq!(out.status.code(), Some(0), "stderr: {}", text(&out.stderr));
    assert_eq!(text(&out.stdout), "loadedhello a\nhello b\n");
}

#[test]
fn failing_goal_exits_1() {
    let out = costlog(&["run", "tests/cli/hello.pl", "-g", "fails"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        text(&out.stderr).contains("goal (fails) failed"),
        "{}",
        text(&out.stderr)
    );
}

#[test]
fn halt_sets_the_exit_code() {
    let out = costlog(&["run", "tests/cli/hello.pl", "-g", "halt(3)"]);
    assert_eq!(out.status.code(), Some(3));
}

#[test]
fn toplevel_goal_decides_the_exit_code() {
    assert_eq!(
        costlog(&["run", "tests/cli/hello.pl", "-t", "fails"])
            .status
            .code(),
        Some(1)
    );
    assert_eq!(
        costlog(&["run", "tests/cli/hello.pl", "-t", "true"])
            .status
            .code(),
        Some(0)
    );
}

#[test]
fn syntax_errors_are_reported_with_lines_and_loading_goes_on() {
    let out = costlog(&["run", "tests/cli/syntax_error.pl"]);
    let err = text(&out.stderr);
    assert_eq!(out.status.code(), Some(0), "{err}");
    assert_eq!(text(&out.stdout), "3\n");
    // Two diagnostics, each at its line with the source underlined.
    insta::assert_snapshot!(err);
}

#[test]
fn unknown_procedure_names_the_procedure_and_the_clause() {
    let out = costlog(&["run", "tests/cli/unknown_procedure.pl"]);
    let err = text(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    insta::assert_snapshot!(err);
}

#[test]
fn uncaught_exception_is_reported_with_its_clause() {
    let out = costlog(&["run", "tests/cli/uncaught.pl"]);
    let err = text(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    insta::assert_snapshot!(err);
}

#[test]
fn runaway_recursion_hits_a_resource_limit() {
    let out = costlog(&[
        "run",
        "tests/cli/loop.pl",
        "-g",
        "grow([])",
        "--heap-limit-mb",
        "64",
    ]);
    let err = text(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(err.contains("Resource error: memory"), "{err}");
    let out = costlog(&[
        "run",
        "tests/cli/loop.pl",
        "-g",
        "spin",
        "--step-limit",
        "100000",
    ]);
    let err = text(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(err.contains("Resource error: steps"), "{err}");
    let out = costlog(&[
        "run",
        "tests/cli/loop.pl",
        "-g",
        "deep(0)",
        "--stack-limit",
        "100000",
    ]);
    let err = text(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(err.contains("Resource error: stack"), "{err}");
}

#[test]
fn missing_file_is_an_error() {
    let out = costlog(&["run", "tests/cli/no_such_file.pl"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        text(&out.stderr).contains("cannot read tests/cli/no_such_file.pl"),
        "{}",
        text(&out.stderr)
    );
}

#[test]
fn usage_errors_exit_2() {
    assert_eq!(costlog(&["run"]).status.code(), Some(2));
    assert_eq!(costlog(&["frobnicate"]).status.code(), Some(2));
    let out = costlog(&["run", "tests/cli/hello.pl", "-g", "foo("]);
    assert_eq!(out.status.code(), Some(2), "{}", text(&out.stderr));
}

#[test]
fn directives_declare_keep_assertions_and_warn_on_unknown() {
    let out = costlog(&["run", "tests/cli/directives.pl"]);
    let err = text(&out.stderr);
    assert_eq!(out.status.code(), Some(0), "{err}");
    assert_eq!(text(&out.stdout), "a-b\n1\n");
    assert!(
        err.contains("unknown directive: unknown_directive_here(1)"),
        "{err}"
    );
    assert!(err.contains("directives.pl:2:"), "{err}");
}

#[test]
fn load_goals_that_raise_are_described_as_swi_prolog_describes_them() {
    let out = costlog(&["run", "tests/cli/init_undefined.pl"]);
    let err = text(&out.stderr);
    assert!(
        err.contains("initialization goal raised exception: Unknown procedure: mian/0"),
        "{err}"
    );
    assert!(!err.contains("unknown directive"), "{err}");
    assert!(
        err.contains(
            "directive raised exception: //2: Arithmetic: evaluation error: `zero_divisor'"
        ),
        "{err}"
    );
    assert!(err.contains("init_undefined.pl:2:"), "{err}");
}

#[test]
fn cyclic_terms_do_not_hang_or_crash() {
    let out = costlog(&["run", "tests/cli/cyclic.pl"]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert_eq!(text(&out.stdout), "done\n");
    let out = costlog(&["run", "tests/cli/cyclic.pl", "-g", "show"]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    // SWI-Prolog's factorized form.
    assert_eq!(text(&out.stdout), "@(S_1,[S_1=f(S_1)])\n");
    for goal in ["copy", "collect"] {
        // Cyclic copies, within a small heap.
        let out = costlog(&[
            "run",
            "tests/cli/cyclic.pl",
            "-g",
            goal,
            "--heap-limit-mb",
            "64",
        ]);
        assert_eq!(out.status.code(), Some(0), "{goal}: {}", text(&out.stderr));
    }
}

#[test]
fn initialization_main_runs_once() {
    let out = costlog(&["run", "tests/cli/init_main.pl"]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert_eq!(text(&out.stdout), "once\n");
}

#[test]
fn time_limit_stops_a_loop_with_a_resource_error() {
    let out = costlog(&[
        "run",
        "tests/cli/loop.pl",
        "-g",
        "spin",
        "--time-limit",
        "0.3",
    ]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("time limit exceeded"), "{err}");
}

/// Runs `args` through `costlog run` and, where swipl is installed, through swipl,
/// and returns costlog's standard output after checking that swipl printed the same.
fn run_like_swipl(args: &[&str]) -> String {
    let mut run = vec!["run"];
    run.extend_from_slice(args);
    let out = costlog(&run);
    assert_eq!(out.status.code(), Some(0), "stderr: {}", text(&out.stderr));
    let ours = text(&out.stdout);
    if let Ok(swipl) = std::process::Command::new("swipl").args(args).output() {
        assert_eq!(text(&swipl.stdout), ours, "swipl {args:?}");
    }
    ours
}

#[test]
fn arguments_after_the_script_files_are_the_argv_flag() {
    let show = ["-g", "show_argv", "-t", "halt", "tests/cli/argv.pl"];
    assert_eq!(run_like_swipl(&show), "[]\n");
    let with = |extra: &[&'static str]| [&show[..], extra].concat();
    assert_eq!(
        run_like_swipl(&with(&["x.plt", "y.pl"])),
        "['x.plt','y.pl']\n"
    );
    assert_eq!(
        run_like_swipl(&with(&["--", "--all", "b"])),
        "['--all',b]\n"
    );
    let set = ["-g", "set_argv", "-t", "halt", "tests/cli/argv.pl"];
    assert_eq!(run_like_swipl(&set), "['--all']\n");
}

#[test]
fn dates_in_the_local_zone_follow_tz() {
    // A POSIX rule, so that no time zone database is needed: CET, summer time CEST.
    let tz = "CET-1CEST,M3.5.0,M10.5.0/3";
    let args = [
        "run",
        "-g",
        "local_dates",
        "-t",
        "halt",
        "tests/cli/local_time.pl",
    ];
    let out = common::costlog_with_env(&args, &[("TZ", tz)]);
    assert_eq!(out.status.code(), Some(0), "stderr: {}", text(&out.stderr));
    let expected = "date(1970,1,1,1,0,0.0,-3600,'CET',false)\n\
                    date(2011,3,13,8,6,40.0,-3600,'CET',false)\n\
                    1303682400.0\n1309514400.0\n";
    assert_eq!(text(&out.stdout), expected);
}
