//! End-to-end tests of `costlog verify --output`: the written program is the
//! user's file with status words changed, assertions split only where statuses
//! differ and `obs` lines next to their assertions; a second run changes nothing;
//! writes go through symbolic links, keep permissions, refuse devices and pipes,
//! leave no temporary file, and an unwritable target stops the command before any
//! checking.

mod common;

use common::{costlog, text};
use std::fs;
use std::os::unix::fs::{symlink, FileTypeExt, PermissionsExt};
use std::path::{Path, PathBuf};

const HAND: &str = "tests/verify_output/hand_formatted.pl";

/// A fresh directory for one test.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("costlog-{name}-{}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).unwrap();
    dir
}

/// `verify FILE --output OUT` with a bounded, deterministic sweep.
fn verify_into(file: &Path, out: &Path) -> std::process::Output {
    costlog(&[
        "verify",
        file.to_str().unwrap(),
        "--max-size",
        "32",
        "--budget",
        "60",
        "--output",
        out.to_str().unwrap(),
    ])
}

/// Names of the files in `dir` that look like temporary files.
fn temporaries(dir: &Path) -> Vec<String> {
    fs::read_dir(dir)
        .unwrap()
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".tmp"))
        .collect()
}

#[test]
fn output_keeps_the_users_text_and_a_second_run_changes_nothing() {
    let dir = scratch("output-twice");
    let (first, second) = (dir.join("first.pl"), dir.join("second.pl"));
    let out = verify_into(Path::new(HAND), &first);
    assert_eq!(out.status.code(), Some(1), "{}", text(&out.stderr));
    let original = fs::read_to_string(HAND).unwrap();
    let written = fs::read_to_string(&first).unwrap();
    // Everything outside the assertions that changed, byte for byte.
    let (comment, _) = original.split_once(":- pred").unwrap();
    assert!(written.starts_with(comment), "{written}");
    let (_, clauses) = original.split_once("\n\n").unwrap();
    assert!(written.ends_with(clauses), "{written}");
    // The first directive split where its statuses differ: the calls part keeps
    // `pred` and its comments, the proved comp part keeps the whole text. Three
    // properties, three statuses: one directive each, the comment kept. One
    // status for all: untouched; an observation: an `obs` line right after.
    insta::assert_snapshot!(written);
    // Verifying the output again writes the same bytes: no new split, no second
    // `obs` line, no extra parentheses.
    let out = verify_into(&first, &second);
    assert_eq!(out.status.code(), Some(1), "{}", text(&out.stderr));
    assert_eq!(fs::read_to_string(&second).unwrap(), written);
    // In place, twice.
    let in_place = dir.join("in_place.pl");
    fs::copy(HAND, &in_place).unwrap();
    verify_into(&in_place, &in_place);
    verify_into(&in_place, &in_place);
    assert_eq!(fs::read_to_string(&in_place).unwrap(), written);
    assert_eq!(written.matches(":- obs").count(), 1, "{written}");
    assert!(temporaries(&dir).is_empty(), "{:?}", temporaries(&dir));
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn every_assertion_shape_is_split_only_where_statuses_differ_and_stays_put() {
    let dir = scratch("output-parts");
    let (first, second) = (dir.join("first.pl"), dir.join("second.pl"));
    verify_into(Path::new("tests/verify_output/parts.pl"), &first);
    let written = fs::read_to_string(&first).unwrap();
    // No kind word: the calls part stays an implicit `pred`, the rest is `comp`;
    // the calls part's `obs` line (what the runs of the entry points showed)
    // follows it. Each `obs` line follows the directive that states its part.
    insta::assert_snapshot!(written);
    verify_into(&first, &second);
    assert_eq!(fs::read_to_string(&second).unwrap(), written);
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_symbolic_link_is_followed_and_permissions_are_kept() {
    let dir = scratch("output-link");
    let (real, link) = (dir.join("real.pl"), dir.join("link.pl"));
    fs::copy(HAND, &real).unwrap();
    fs::set_permissions(&real, fs::Permissions::from_mode(0o600)).unwrap();
    symlink("real.pl", &link).unwrap();
    let out = verify_into(Path::new(HAND), &link);
    assert_eq!(out.status.code(), Some(1), "{}", text(&out.stderr));
    assert!(fs::symlink_metadata(&link)
        .unwrap()
        .file_type()
        .is_symlink());
    let written = fs::read_to_string(&real).unwrap();
    // What a plain target gets, through the link.
    let direct = dir.join("direct.pl");
    verify_into(Path::new(HAND), &direct);
    assert_eq!(written, fs::read_to_string(&direct).unwrap());
    let mode = fs::metadata(&real).unwrap().permissions().mode() & 0o777;
    assert_eq!(mode, 0o600);
    // A dangling link creates its target.
    let (dangling, target) = (dir.join("dangling.pl"), dir.join("new.pl"));
    symlink("new.pl", &dangling).unwrap();
    verify_into(Path::new(HAND), &dangling);
    assert_eq!(fs::read_to_string(&target).unwrap(), written);
    assert!(fs::symlink_metadata(&dangling)
        .unwrap()
        .file_type()
        .is_symlink());
    assert!(temporaries(&dir).is_empty(), "{:?}", temporaries(&dir));
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn devices_pipes_and_directories_are_refused_before_checking() {
    let dir = scratch("output-special");
    let fifo = dir.join("pipe");
    let c_path = std::ffi::CString::new(fifo.to_str().unwrap()).unwrap();
    // SAFETY: a valid NUL-terminated path; mkfifo only creates a file.
    assert_eq!(unsafe { libc::mkfifo(c_path.as_ptr(), 0o644) }, 0);
    for target in [Path::new("/dev/full"), fifo.as_path(), dir.as_path()] {
        let out = verify_into(Path::new(HAND), target);
        let err = text(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{}: {err}", target.display());
        assert!(err.contains("not a regular file"), "{err}");
        // Nothing was checked: no report.
        assert!(out.stdout.is_empty(), "{}", text(&out.stdout));
    }
    assert!(fs::metadata("/dev/full")
        .unwrap()
        .file_type()
        .is_char_device());
    assert!(temporaries(&dir).is_empty(), "{:?}", temporaries(&dir));
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn an_unwritable_target_stops_the_command_before_checking() {
    let dir = scratch("output-unwritable");
    let file = dir.join("file.pl");
    fs::write(&file, "x.\n").unwrap();
    for target in [
        dir.join("missing/out.pl"),
        file.join("out.pl"), // a regular file as a directory
    ] {
        let started = std::time::Instant::now();
        let out = verify_into(Path::new(HAND), &target);
        let err = text(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{err}");
        assert!(err.contains("cannot write"), "{err}");
        assert!(out.stdout.is_empty(), "{}", text(&out.stdout));
        assert!(started.elapsed().as_secs() < 5);
    }
    assert!(temporaries(&dir).is_empty(), "{:?}", temporaries(&dir));
    fs::remove_dir_all(&dir).unwrap();
}
