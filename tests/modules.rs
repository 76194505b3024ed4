//! Programs split over module files: each diagnostic at its own file and line, and
//! verdicts on predicates that share a name across modules judged against the
//! predicate the assertion's name denotes where it is written.

mod common;

use common::{costlog, text};

/// The report line that contains `needle`.
fn line_with(report: &str, needle: &str) -> String {
    report
        .lines()
        .find(|l| l.contains(needle))
        .unwrap_or_else(|| panic!("no line with {needle}:\n{report}"))
        .to_string()
}

#[test]
fn namesakes_in_different_modules_get_their_own_verdicts() {
    for args in [vec!["--no-static"], vec![]] {
        let mut all = vec!["verify", "tests/modules/main.pl"];
        all.extend(args);
        let out = costlog(&all);
        let report = text(&out.stdout);
        let line = |needle: &str| line_with(&report, needle);
        // Run-time checking calls each predicate through the module it lives in.
        assert!(
            line("walk_a(L) cost(ub, steps, 1)").contains("false"),
            "{report}"
        );
        assert!(
            !line("walk_b(L) cost(ub, steps, 2)").contains("false"),
            "{report}"
        );
        assert!(
            !line("helper(L) cost(ub, steps, 1)").contains("false"),
            "{report}"
        );
    }
    let out = costlog(&["verify", "tests/modules/main.pl"]);
    let report = text(&out.stdout);
    let line = |needle: &str| line_with(&report, needle);
    assert!(
        line("walk_a(L) cost(ub, steps, length(L) + 2)").contains("checked"),
        "{report}"
    );
    assert!(
        line("walk_a(L) cost(ub, steps, 1)").contains("false"),
        "{report}"
    );
    assert!(
        line("walk_b(L) cost(ub, steps, 2)").contains("checked"),
        "{report}"
    );
    assert!(
        line("helper(L) cost(ub, steps, 1)").contains("checked"),
        "{report}"
    );
    assert!(line("a.pl:2").contains("walk_a"), "{report}");
    assert_eq!(out.status.code(), Some(1), "{report}");
}

#[test]
fn the_analysis_keeps_namesakes_apart() {
    let out = costlog(&["analyze", "tests/modules/main.pl"]);
    let report = text(&out.stdout);
    assert!(
        report.contains("pred a:helper(A) : list(A)\n    + (cost(ub, steps, length(A)+1)"),
        "{report}"
    );
    assert!(
        report.contains("pred b:helper(A) : list(A)\n    + (cost(ub, steps, 1)"),
        "{report}"
    );
    assert!(
        report.contains("pred walk_b(A) : list(A)\n    + (cost(ub, steps, 2)"),
        "{report}"
    );
}

#[test]
fn clauses_for_another_modules_hook_run_in_their_own_module() {
    let out = costlog(&["run", "tests/modules/hooks/main.pl", "-g", "main"]);
    let err = text(&out.stderr);
    assert_eq!(out.status.code(), Some(0), "{err}");
    assert_eq!(
        text(&out.stdout),
        "[even,odd,unknown]\n[odd,even]\n[2-even,y-unknown]\n",
        "{err}"
    );
}

#[test]
fn diagnostics_point_at_the_module_file() {
    let out = costlog(&["run", "tests/modules/broken.pl", "-g", "main"]);
    let err = text(&out.stderr);
    assert!(err.contains("c_broken.pl:3:"), "{err}");
    assert!(
        err.contains("exported procedure c_broken:c_missing/1 is not defined"),
        "{err}"
    );
    assert!(err.contains("c_broken.pl:1:"), "{err}");
    assert_eq!(text(&out.stdout), "ok\n");
}

#[test]
fn an_unknown_library_is_an_error_at_its_directive() {
    let out = costlog(&["run", "tests/modules/unknown_library.pl", "-g", "true"]);
    let err = text(&out.stderr);
    assert!(
        err.contains("source_sink `library(no_such_library)' does not exist"),
        "{err}"
    );
    assert!(err.contains("unknown_library.pl:2:"), "{err}");
}

#[test]
fn goals_run_in_the_module_of_the_program_file() {
    // Exported and local predicates alike, as `verify` and `profile` name them.
    let out = costlog(&[
        "run",
        "tests/modules/a.pl",
        "-g",
        "walk_a([x]), helper([]), write(ok), nl",
    ]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert_eq!(text(&out.stdout), "ok\n");
}

#[test]
fn module_files_named_as_well_as_loaded_are_verified_once() {
    let alone = text(&costlog(&["verify", "tests/modules/main.pl"]).stdout);
    let named = text(
        &costlog(&[
            "verify",
            "tests/modules/main.pl",
            "tests/modules/a.pl",
            "tests/modules/b.pl",
            "tests/modules/main.pl",
        ])
        .stdout,
    );
    let count = |report: &str| report.lines().filter(|l| l.contains("walk_a(L)")).count();
    assert_eq!(count(&named), count(&alone), "{named}");
    assert!(count(&alone) > 0, "{alone}");
    assert_eq!(
        named.lines().last(),
        alone.lines().last(),
        "the summaries differ:\n{named}"
    );
}

/// A file that defines a predicate again replaces the earlier file's clauses, as
/// in SWI-Prolog: a warning at the new clause names the old one, the program that
/// runs and the program analysed are the new definition, and a multifile
/// predicate keeps every file's clauses.
#[test]
fn a_later_file_redefines_a_predicate_as_in_swi_prolog() {
    let first = "tests/redefined/first.pl";
    let second = "tests/redefined/second.pl";
    let out = costlog(&["verify", "--no-cache", first, second]);
    let (report, errors) = (text(&out.stdout), text(&out.stderr));
    assert!(errors.contains("CL0011"), "{errors}");
    assert!(errors.contains("previously defined at"), "{errors}");
    let line = line_with(&report, "p(X) cost(ub, steps, 1)");
    assert!(line.contains("false"), "{report}");
    assert!(report.contains("on every input"), "{report}");
    let out = costlog(&["verify", "--no-cache", second, first]);
    let report = text(&out.stdout);
    let line = line_with(&report, "p(X) cost(ub, steps, 1)");
    assert!(line.contains("checked"), "{report}");
}

#[test]
fn redefinition_and_multifile_answer_as_swi_prolog_does() {
    let files = ["tests/redefined/first.pl", "tests/redefined/second.pl"];
    let mut args = vec!["run", "-q", "-g", "show"];
    args.extend(files);
    let ours = text(&costlog(&args).stdout);
    assert_eq!(ours, "p_solutions(1)\nhook(first)\nhook(second)\n");
    let swipl = std::process::Command::new("swipl")
        .args(["-q", "-g", "show", "-t", "halt"])
        .args(files)
        .output();
    match swipl {
        Ok(out) => assert_eq!(ours, text(&out.stdout)),
        Err(_) => eprintln!("swipl not installed: compared with the expected answers only"),
    }
}
