//! Generated programs `main(Input)` checked against the engine's counts: every
//! bound the analysis gives for `main/1` must enclose what a run measures.

// Each harness that includes this module uses part of it.
#![allow(dead_code)]

use costlog_analyzer::Info;
use costlog_engine::{Counter, Limits, Machine, Outcome, Term};

/// Counts of the same wrapper around `true`, subtracted from every measurement
/// of all solutions.
pub fn baseline(m: &mut Machine) -> Vec<f64> {
    m.set_counting(true);
    m.reset_counts();
    let all = m.all_solutions(&Term::atom("true"), &Term::atom("x"), 100);
    m.set_counting(false);
    assert!(all.is_ok_and(|s| s.len() == 1));
    let c = m.total_counts();
    Counter::CALIBRATED.iter().map(|r| c[*r] as f64).collect()
}

/// What a run of the harness found: the unsound bounds (with their programs),
/// the measurements compared and the programs with a finite bound on steps.
#[derive(Default)]
pub struct Findings {
    pub failures: Vec<String>,
    pub compared: usize,
    pub finite: usize,
}

impl Findings {
    /// Analyses `text` (whose `pred` assertion is on `main/1`) and compares its
    /// bounds with the counts of `main(Input)` on each input.
    pub fn check(&mut self, seed: u64, text: &str, inputs: &[(Term, f64)]) {
        let inputs: Vec<(Vec<Term>, Vec<f64>)> = inputs
            .iter()
            .map(|(t, size)| (vec![t.clone()], vec![*size]))
            .collect();
        self.check_args(seed, text, &inputs);
    }

    /// [`Findings::check`] for a `main/N` of `N` inputs: each input is the
    /// arguments with their sizes (argument `i`'s size is size variable `i`).
    pub fn check_args(&mut self, seed: u64, text: &str, inputs: &[(Vec<Term>, Vec<f64>)]) {
        let (mut m, infos) = crate::common::analysed(text);
        if infos[0].1.cost.ub.is_some() {
            self.finite += 1;
        }
        let base = baseline(&mut m);
        let before = self.failures.len();
        for (args, sizes) in inputs {
            let goal = Term::compound("main", args.clone());
            let size = |i: u32| sizes.get(i as usize).copied().unwrap_or(0.0);
            let limits = Limits {
                steps: 200_000,
                ..Limits::default()
            };
            // The first solution (or the failure).
            m.set_limits(limits.clone());
            m.set_counting(true);
            m.reset_counts();
            let first = m.run_once(&goal);
            m.set_counting(false);
            if matches!(first, Outcome::Error(_)) {
                continue;
            }
            let first_counts = m.total_counts();
            // Every solution.
            m.set_limits(limits);
            m.set_counting(true);
            m.reset_counts();
            let all = m.all_solutions(&goal, &Term::atom("x"), 10_000);
            m.set_counting(false);
            let Ok(solutions) = all else { continue };
            let all_counts = m.total_counts();
            let name = format!("seed {seed}, main{args:?}");
            let (_, steps) = &infos[0];
            if steps.det && solutions.len() > 1 {
                self.failures.push(format!(
                    "{name}: claimed det, {} solutions",
                    solutions.len()
                ));
            }
            if steps.not_fails && solutions.is_empty() {
                self.failures
                    .push(format!("{name}: claimed not to fail, failed"));
            }
            for (i, (r, info)) in infos.iter().enumerate() {
                let every = all_counts[*r] as f64 - base[i];
                self.compared += 1;
                let at = format!("{name} {}", r.name());
                compare_bounds(
                    &mut self.failures,
                    &at,
                    info,
                    first_counts[*r] as f64,
                    every,
                    &size,
                );
            }
        }
        if self.failures.len() > before {
            self.failures
                .push(format!("--- in the program of seed {seed}:\n{text}"));
        }
    }

    /// Checks the programs `program(seed)` for seeds `0..N` on their `inputs(seed)`,
    /// `N` read from environment variable `var` (else `default`), prints the
    /// summary and fails unless every bound was sound, at least 100 measurements
    /// per program were compared and at least one program in `finite_every` had
    /// a finite bound on steps.
    pub fn check_seeds(
        var: &str,
        default: u64,
        program: &dyn Fn(u64) -> String,
        inputs: &dyn Fn(u64) -> Vec<(Term, f64)>,
        finite_every: usize,
    ) {
        let programs = std::env::var(var)
            .ok()
            .and_then(|n| n.parse().ok())
            .unwrap_or(default);
        let mut findings = Findings::default();
        for seed in 0..programs {
            findings.check(seed, &program(seed), &inputs(seed));
        }
        println!("{}", findings.summary());
        findings.assert_sound(100 * programs as usize, programs as usize / finite_every);
    }

    /// How much was compared: programs with a finite bound on steps and
    /// measurements (printed with `--nocapture`, for `bench/RESULTS.md`).
    pub fn summary(&self) -> String {
        format!(
            "{} measurements compared, {} programs with a finite upper bound on steps, {} unsound bounds",
            self.compared,
            self.finite,
            self.failures.len()
        )
    }

    /// Fails with every unsound bound found, or when too little was compared
    /// (fewer measurements than `min_compared`, fewer programs with a finite
    /// bound on steps than `min_finite`).
    pub fn assert_sound(&self, min_compared: usize, min_finite: usize) {
        crate::common::assert_none_unsound(&self.failures);
        assert!(
            self.compared >= min_compared,
            "only {} measurements compared",
            self.compared
        );
        assert!(
            self.finite >= min_finite,
            "only {} programs with a finite upper bound on steps",
            self.finite
        );
    }
}

/// Compares the bounds of `info` with one run's counts (`at` names the run): the
/// first solution or failure (`once`) with the lower bound and the bounds that
/// hold up to it, every solution (`every`) with the bounds on the whole search;
/// each violation goes to `failures`. `size` gives the input sizes.
pub fn compare_bounds(
    failures: &mut Vec<String>,
    at: &str,
    info: &Info,
    once: f64,
    every: f64,
    size: &dyn Fn(u32) -> f64,
) {
    let lb = info.cost.lb.eval(size);
    // The first-solution bound does not hold for all solutions.
    let all_ub = info
        .cost
        .ub
        .iter()
        .chain(&info.alt_ubs)
        .map(|u| u.eval(size))
        .reduce(f64::min);
    if once + 1e-6 < lb {
        failures.push(format!("{at}: first solution {once} below lb {lb}"));
    }
    if let Some(u) = crate::common::first_solution_ub(info, size).filter(|u| once > u + 1e-6) {
        failures.push(format!("{at}: first solution {once} above ub {u}"));
    }
    if let Some(u) = all_ub.filter(|u| every > u + 1e-6) {
        failures.push(format!("{at}: all solutions {every} above ub {u}"));
    }
}
