//! Soundness harness: for every program of the corpus and every `pred` assertion
//! whose calls fix a call pattern, the inferred bounds on steps and on each
//! unification component must enclose what the engine measures on generated inputs
//! of several sizes (first solution, the cost type `call`). And `costlog`'s static verdicts must never contradict the
//! hand-derived bounds written in the corpus: a static `false` on the corpus, whose
//! assertions all hold, is a soundness bug.

use costlog_analyzer::Decider;
use costlog_analyzer::{Mode, Ty};
use costlog_assertions::{parse_directives, Kind, Metric, Status};
use costlog_engine::Counter;
use costlog_engine::{Atom, Limits, Machine, Outcome, Term};
use costlog_rtcheck::gen::{regtype_clauses, Generator};
use costlog_rtcheck::sizes::measure;
use std::path::PathBuf;

fn corpus() -> Vec<PathBuf> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/corpus");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("corpus directory")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "pl"))
        .collect();
    files.sort();
    files
}

/// Number of subterms.
fn subterms(t: &Term) -> f64 {
    match t {
        Term::Compound(_, a) => 1.0 + a.iter().map(subterms).sum::<f64>(),
        _ => 1.0,
    }
}

/// Size of an argument under its mode: list length, integer value, number of
/// subterms, or depth.
fn size_of(t: &Term, mode: Mode) -> Option<f64> {
    match mode {
        Mode::In(Ty::Term) => Some(subterms(t)),
        Mode::In(Ty::Depth) => Some(measure(t, Metric::Depth, Metric::Depth)),
        Mode::In(ty) if ty.is_list() => t.list_items().map(|l| l.len() as f64),
        Mode::In(Ty::Int) => match t {
            Term::Int(k) => Some(*k as f64),
            _ => None,
        },
        // A signed integer is measured by `max(0, N)`.
        Mode::In(Ty::Signed) => match t {
            Term::Int(k) => Some((*k).max(0) as f64),
            _ => None,
        },
        _ => None,
    }
}

/// A corpus program loaded: the machine, its assertions, its clause terms and its
/// dynamic and tabled predicates.
fn load(
    file: &std::path::Path,
) -> (
    Machine,
    costlog_assertions::AssertionSet,
    Vec<Term>,
    Vec<(Atom, u32)>,
) {
    let mut m = Machine::new();
    let report = m.consult_file(file).expect("readable");
    assert!(
        !report.has_errors(),
        "{}: {:?}",
        file.display(),
        report.diagnostics
    );
    let set = parse_directives(&report.kept, &|n, a| m.is_defined(n, a as u32));
    let terms = report
        .clauses
        .iter()
        .map(|(_, rt)| rt.term.clone())
        .collect();
    (m, set, terms, report.run_time_defined)
}

#[test]
fn corpus_is_large_enough() {
    assert!(
        corpus().len() >= 40,
        "the corpus has {} programs",
        corpus().len()
    );
}

#[test]
fn inferred_bounds_enclose_measured_steps() {
    let mut checked = 0usize;
    let mut failures = Vec::new();
    for file in corpus() {
        let (mut m, set, terms, run_time_defined) = load(&file);
        let regtypes = regtype_clauses(&set.regtypes, &terms);
        let mut decider = Decider::new(&terms, &run_time_defined);
        decider.set_assertions(&set.assertions);
        for a in set.assertions.iter().filter(|a| a.kind == Kind::Pred) {
            let Ok(infos) = Counter::CALIBRATED
                .iter()
                .map(|r| decider.info_for(a, *r).map(|(p, _, i)| (*r, p, i)))
                .collect::<Result<Vec<_>, _>>()
            else {
                continue;
            };
            let pattern = infos[0].1.clone();
            let mut gen = Generator::new(a.call_types(), &regtypes, 7);
            for n in 0..=7usize {
                for input in gen.at_size(n, 2) {
                    let sizes: Vec<Option<f64>> = input
                        .args
                        .iter()
                        .zip(&pattern)
                        .map(|(t, m)| size_of(t, *m))
                        .collect();
                    let val = |v: u32| sizes.get(v as usize).copied().flatten().unwrap_or(0.0);
                    let goal = Term::compound(a.pred.0.as_str(), input.args.clone());
                    m.set_limits(Limits {
                        steps: 200_000,
                        ..Limits::default()
                    });
                    m.set_counting(true);
                    m.reset_counts();
                    let outcome = m.run_once(&goal);
                    m.set_counting(false);
                    if matches!(outcome, Outcome::Error(_) | Outcome::Halted(_)) {
                        continue;
                    }
                    let c = m.total_counts();
                    for (r, _, info) in &infos {
                        let measured = c[*r] as f64;
                        let lb = info.cost.lb.eval(&val);
                        // Every upper bound the analysis gives must hold: over all
                        // solutions, up to the first, and each alternative.
                        let ub = info
                            .cost
                            .ub
                            .iter()
                            .chain(&info.first_ub)
                            .chain(&info.alt_ubs)
                            .map(|u| u.eval(&val))
                            .reduce(f64::min);
                        checked += 1;
                        if measured + 1e-6 < lb || ub.is_some_and(|u| measured > u + 1e-6) {
                            failures.push(format!(
                                "{}: {}/{} {} on {:?} ({}): measured {measured}, inferred [{lb}, {ub:?}]",
                                file.file_name().unwrap().to_string_lossy(),
                                a.pred.0,
                                a.pred.1,
                                r.name(),
                                input.args,
                                input.shape
                            ));
                        }
                    }
                }
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} unsound bounds:\n{}",
        failures.len(),
        failures.join("\n")
    );
    assert!(checked > 3000, "only {checked} measurements compared");
}

#[test]
fn static_verdicts_never_contradict_the_corpus() {
    let mut decided = 0usize;
    for file in corpus() {
        let (_, set, terms, run_time_defined) = load(&file);
        let mut decider = Decider::new(&terms, &run_time_defined);
        decider.set_assertions(&set.assertions);
        for a in &set.assertions {
            for part in a.split() {
                for (prop, _) in &part.comp {
                    if let Some(d) = decider.decide(&part, prop) {
                        assert_ne!(
                            d.status,
                            Status::False,
                            "{}: {}/{} {:?}: {:?}",
                            file.display(),
                            a.pred.0,
                            a.pred.1,
                            prop,
                            d.evidence
                        );
                        decided += 1;
                    }
                }
            }
        }
    }
    assert!(decided > 40, "only {decided} properties decided statically");
}
