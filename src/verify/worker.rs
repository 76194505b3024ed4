//! Deciding properties on `--jobs` threads. Terms are not `Send` (nor are z3's),
//! so nothing of the program crosses threads: each worker reads the program
//! itself, enumerates the same properties ([`super::props`]) and takes groups of
//! their indices from a shared counter; only the verdicts come back, put in
//! place by index, so the report is the same whatever thread decided what.

use super::chain;
use super::entries;
use super::props::{self, Property};
use crate::cli_support::{load_silently, Loaded};
use costlog_analyzer::{CallsDecider, Decider, Source, TimeModel};
use costlog_assertions::{Assertion, Trail};
use costlog_rtcheck::gen::{regtype_clauses, RegtypeClauses};
use costlog_rtcheck::Config;
use std::path::PathBuf;
use std::sync::atomic::{AtomicUsize, Ordering};

/// Stack of a worker thread: deep terms are dropped recursively, as on the
/// engine thread, which `--jobs 1` uses.
const WORKER_STACK: usize = 1 << 29;

/// What every worker is told: plain data, shared by reference.
pub struct Plan<'a> {
    /// The files, consulted together.
    pub files: &'a [PathBuf],
    /// Their texts as the main thread read them: a worker that reads anything
    /// else (a file changed meanwhile) decides nothing.
    pub texts: &'a [String],
    /// Settings of run-time checking.
    pub config: Config,
    /// The calibrated time model, when `exec_time` bounds are decided statically.
    pub time_model: Option<TimeModel>,
    /// Whether the static analysis is skipped (`--no-static`).
    pub no_static: bool,
}

/// The program as one worker read it.
struct Worker<'p> {
    plan: &'p Plan<'p>,
    loaded: Loaded,
    props: Vec<Property>,
    regtypes: RegtypeClauses,
    /// The calls properties decided at the program's call sites (used by the
    /// static analysis unless `--no-static`, and to find the entry points).
    calls: CallsDecider,
    /// The assertion parts that describe the program's entry calls.
    entry_parts: Vec<Assertion>,
}

/// The program loaded again, if it is still the one the main thread read.
fn reload(plan: &Plan) -> Option<Loaded> {
    load_silently(plan.files).filter(|l| {
        l.machine
            .sources()
            .iter()
            .map(|s| &s.text)
            .eq(plan.texts.iter())
    })
}

impl<'p> Worker<'p> {
    fn new(plan: &'p Plan<'p>) -> Option<Worker<'p>> {
        let loaded = reload(plan)?;
        let texts: Vec<(String, String)> = loaded
            .machine
            .sources()
            .iter()
            .map(|s| (s.path.display().to_string(), s.text.clone()))
            .collect();
        let props = props::enumerate(&texts, &loaded.set.assertions);
        let terms = || loaded.clauses.iter().map(|(_, rt)| &rt.term);
        let regtypes = regtype_clauses(&loaded.set.regtypes, terms());
        let sources: Vec<Source> = texts
            .iter()
            .map(|(p, t)| (p.as_str(), t.as_str()))
            .collect();
        let calls = CallsDecider::new(
            (&loaded.clauses, &loaded.goals),
            &sources,
            &loaded.run_time_defined,
            &loaded.set.assertions,
        );
        let entry_parts = entries::entry_parts(&loaded.set.assertions, &calls);
        Some(Worker {
            plan,
            loaded,
            props,
            regtypes,
            calls,
            entry_parts,
        })
    }

    /// Puts the properties of `group` to the chain of deciders, in order, on a
    /// fresh static analysis and a fresh machine (loaded when run-time checking
    /// is first needed): the verdicts depend on the group alone, not on what was
    /// decided before it on this thread.
    fn decide(&self, group: &[usize]) -> Option<Vec<Trail>> {
        let l = &self.loaded;
        let mut analysis = (!self.plan.no_static).then_some(&self.calls).map(|calls| {
            let mut d = Decider::new(
                l.clauses.iter().map(|(_, rt)| &rt.term),
                &l.run_time_defined,
            );
            d.set_assertions(&l.set.assertions);
            d.set_resources(&l.set.resources);
            d.set_time_model(self.plan.time_model.clone());
            (d, calls)
        });
        let mut analysis = analysis
            .as_mut()
            .map(|(analysis, calls)| chain::Static { analysis, calls });
        let load = || reload(self.plan).map(|l| l.machine);
        let mut runtime = chain::Runtime {
            load: &load,
            machine: None,
            config: self.plan.config.clone(),
            all: &l.set.assertions,
            entries: entries::entries(
                &self.entry_parts,
                &l.set.assertions,
                &self.regtypes,
                &l.set.resources,
            ),
        };
        let mut deciders: Vec<&mut dyn chain::Decide> = Vec::new();
        if let Some(a) = analysis.as_mut() {
            deciders.push(a);
        }
        deciders.push(&mut runtime);
        group
            .iter()
            .map(|i| {
                let p = self.props.get(*i)?;
                let target = p.target(&self.regtypes, &l.set.resources);
                Some(chain::ask(&mut deciders, p.question(), &target))
            })
            .collect()
    }
}

/// Decides the groups of properties `wanted` (indices, see
/// [`props::groups`]) on `jobs` threads (the calling thread alone for one job);
/// their trails in the order of `wanted`, `None` where a worker could not read
/// the program as the main thread did.
pub fn decide(plan: &Plan, wanted: &[&[usize]], jobs: usize) -> Vec<Option<Vec<Trail>>> {
    let next = AtomicUsize::new(0);
    let work = || {
        let mut worker: Option<Option<Worker>> = None;
        let mut done = Vec::new();
        loop {
            let k = next.fetch_add(1, Ordering::Relaxed);
            let Some(group) = wanted.get(k) else { break };
            let w = worker.get_or_insert_with(|| Worker::new(plan));
            done.push((k, w.as_ref().and_then(|w| w.decide(group))));
        }
        done
    };
    let threads = jobs.min(wanted.len());
    let per_thread = if threads <= 1 {
        vec![work()]
    } else {
        match rayon::ThreadPoolBuilder::new()
            .num_threads(threads)
            .stack_size(WORKER_STACK)
            .thread_name(|i| format!("costlog-verify-{i}"))
            .build()
        {
            Ok(pool) => pool.broadcast(|_| work()),
            Err(e) => {
                eprintln!("warning: cannot start {threads} threads ({e}); verifying on one");
                vec![work()]
            }
        }
    };
    let mut out: Vec<Option<Vec<Trail>>> = vec![None; wanted.len()];
    for (k, trails) in per_thread.into_iter().flatten() {
        out[k] = trails;
    }
    out
}
