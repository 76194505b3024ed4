//! The counted resources: one vocabulary for everything the engine counts.
//!
//! Every crate names a counted resource with a [`Counter`]: the engine's per-predicate
//! and total counters ([`Counts`]), the profiler's metrics, the assertion language's
//! resources, the static analysis' bounded resources and the calibration's cost
//! components. Names appear only where users read or write them (assertions,
//! `--resource`, platform files, reports), through [`Counter::name`] and
//! [`Counter::parse`]; adding a counter means adding a variant here, and every
//! exhaustive `match` that must handle it fails to compile until it does.

use std::fmt;
use std::ops::{Add, AddAssign, Index, IndexMut, Sub};

/// A resource the engine counts (execution time is not one: it is measured).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Counter {
    /// Resolution steps: successful head unifications of user clauses.
    Steps,
    /// Head arity summed over steps.
    Nargs,
    /// Function symbols and constants in input head arguments.
    Giunif,
    /// Function symbols and constants in output head arguments.
    Gounif,
    /// Variable occurrences in input head arguments.
    Viunif,
    /// Variable occurrences in output head arguments.
    Vounif,
    /// Builtin predicate calls (deterministic builtins such as `=/2`, `</2`,
    /// `functor/3`, however called, library code included) and inline `is/2`
    /// evaluations.
    Builtins,
    /// Arithmetic operations evaluated (each function symbol of an expression `is/2`
    /// or an arithmetic comparison evaluates; numbers cost none).
    Arith,
    /// Choice points the program pushed (calls with more than one candidate
    /// clause, disjunctions, if-then-else, negation, nondeterministic builtins).
    ChoicePoints,
    /// Call ports of user predicates (the box model's `Call`).
    Calls,
    /// Predicate calls of every kind, builtins and library included (SWI-Prolog's
    /// inferences).
    Inferences,
    /// Exit ports.
    Exits,
    /// Fail ports.
    Fails,
    /// Redo ports.
    Redos,
    /// Cuts that removed choice points.
    Cuts,
    /// Cuts that found nothing to remove ("shallow" cuts).
    SCuts,
    /// Head unifications that failed (backtracking in clause heads).
    HeadFails,
    /// Cells allocated on the global heap: `n + 1` per compound `f(A1..An)` built
    /// (by a body argument, or a head argument in write mode), 2 per list cell, 1
    /// per fresh variable passed as a body argument, plus what builtins push
    /// (`machine/alloc_count.rs` states the rule). Cells stay counted when
    /// backtracking or the collector frees them; big integers, strings and atoms
    /// are not heap cells.
    Heap,
    /// Abstract-machine instructions run (a superinstruction counts once): the
    /// interpreter's dispatches, which the other counters see only in part (a
    /// list cell built in a head is one fused instruction, an `is/2` evaluation
    /// or a body call several). Counted runs only; no static bound.
    VmInstructions,
    /// Heap cells the garbage collector went over: the heap's size at each
    /// collection (marking visits the live cells, sliding scans them all). A
    /// run pays for collections its allocation and earlier runs' set off, so
    /// calibration amortises it over many runs. Counted runs only; no static
    /// bound.
    GcCells,
}

impl Counter {
    /// Number of counters.
    pub const COUNT: usize = 20;

    /// Every counter, in the order of [`Counts`].
    pub const ALL: [Counter; Counter::COUNT] = [
        Counter::Steps,
        Counter::Nargs,
        Counter::Giunif,
        Counter::Gounif,
        Counter::Viunif,
        Counter::Vounif,
        Counter::Builtins,
        Counter::Arith,
        Counter::ChoicePoints,
        Counter::Calls,
        Counter::Inferences,
        Counter::Exits,
        Counter::Fails,
        Counter::Redos,
        Counter::Cuts,
        Counter::SCuts,
        Counter::HeadFails,
        Counter::Heap,
        Counter::VmInstructions,
        Counter::GcCells,
    ];

    /// The unification components of a resolution step (DESIGN.md vocabulary).
    pub const UNIFICATION: [Counter; 5] = [
        Counter::Nargs,
        Counter::Giunif,
        Counter::Gounif,
        Counter::Viunif,
        Counter::Vounif,
    ];

    /// The counters the static analysis bounds, which execution-time bounds are
    /// built from: the components of [`Counter::TIMED`] but the heap, which the
    /// analysis does not bound yet.
    pub const CALIBRATED: [Counter; 9] = [
        Counter::Steps,
        Counter::Nargs,
        Counter::Giunif,
        Counter::Gounif,
        Counter::Viunif,
        Counter::Vounif,
        Counter::Builtins,
        Counter::Arith,
        Counter::ChoicePoints,
    ];

    /// The components the calibration fits execution time over, in the order of
    /// its cost vectors: [`Counter::CALIBRATED`], the heap cells allocated, whose
    /// constant carries the amortised cost of allocating and of the collections
    /// the allocation causes, the abstract-machine instructions run, which
    /// price what the others miss (measured by instruction counts: a list cell
    /// built in a head costs far less than a body call or an `is/2`), and the
    /// cells the collector goes over, whose cost grows with the live data.
    pub const TIMED: [Counter; Counter::CALIBRATED.len() + 3] = {
        let mut timed = [Counter::Heap; Counter::CALIBRATED.len() + 3];
        let mut i = 0;
        while i < Counter::CALIBRATED.len() {
            timed[i] = Counter::CALIBRATED[i];
            i += 1;
        }
        timed[i + 1] = Counter::VmInstructions;
        timed[i + 2] = Counter::GcCells;
        timed
    };

    /// The name users write (assertions, `--resource`, platform files, reports).
    pub const fn name(self) -> &'static str {
        match self {
            Counter::Steps => "steps",
            Counter::Nargs => "nargs",
            Counter::Giunif => "giunif",
            Counter::Gounif => "gounif",
            Counter::Viunif => "viunif",
            Counter::Vounif => "vounif",
            Counter::Builtins => "builtins",
            Counter::Arith => "arith",
            Counter::ChoicePoints => "choice_points",
            Counter::Calls => "calls",
            Counter::Inferences => "inferences",
            Counter::Exits => "exits",
            Counter::Fails => "fails",
            Counter::Redos => "redos",
            Counter::Cuts => "cuts",
            Counter::SCuts => "scuts",
            Counter::HeadFails => "head_fails",
            Counter::Heap => "heap",
            Counter::VmInstructions => "vm_instructions",
            Counter::GcCells => "gc_cells",
        }
    }

    /// The counter called `name` (`choicepoints` is an older spelling of
    /// `choice_points`, kept for platform files and scripts that use it).
    pub fn parse(name: &str) -> Option<Counter> {
        match name {
            "choicepoints" => Some(Counter::ChoicePoints),
            _ => Counter::ALL.into_iter().find(|c| c.name() == name),
        }
    }

    /// Whether counting it needs the unification counters on.
    pub fn is_unification(self) -> bool {
        Counter::UNIFICATION.contains(&self)
    }

    /// The names of all counters, comma separated (for messages).
    pub fn names() -> String {
        Counter::ALL.map(Counter::name).join(", ")
    }
}

impl fmt::Display for Counter {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A value per counter.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Counts([u64; Counter::COUNT]);

impl Counts {
    /// The counts as `(counter, value)` pairs, in the order of [`Counter::ALL`].
    pub fn iter(&self) -> impl Iterator<Item = (Counter, u64)> + '_ {
        Counter::ALL.into_iter().zip(self.0)
    }

    /// Whether every count is zero.
    pub fn is_zero(&self) -> bool {
        self.0.iter().all(|v| *v == 0)
    }
}

impl Index<Counter> for Counts {
    type Output = u64;
    #[inline(always)]
    fn index(&self, c: Counter) -> &u64 {
        &self.0[c as usize]
    }
}

impl IndexMut<Counter> for Counts {
    #[inline(always)]
    fn index_mut(&mut self, c: Counter) -> &mut u64 {
        &mut self.0[c as usize]
    }
}

impl AddAssign for Counts {
    #[inline]
    fn add_assign(&mut self, o: Counts) {
        for (a, b) in self.0.iter_mut().zip(o.0) {
            *a += b;
        }
    }
}

impl Add for Counts {
    type Output = Counts;
    #[inline]
    fn add(mut self, o: Counts) -> Counts {
        self += o;
        self
    }
}

impl Sub for Counts {
    type Output = Counts;
    /// Component-wise difference of two readings of growing counters (`o` is the
    /// earlier one).
    #[inline]
    fn sub(mut self, o: Counts) -> Counts {
        for (a, b) in self.0.iter_mut().zip(o.0) {
            *a = a.wrapping_sub(b);
        }
        self
    }
}

impl std::iter::Sum for Counts {
    fn sum<I: Iterator<Item = Counts>>(iter: I) -> Counts {
        iter.fold(Counts::default(), |a, b| a + b)
    }
}

impl FromIterator<(Counter, u64)> for Counts {
    fn from_iter<I: IntoIterator<Item = (Counter, u64)>>(iter: I) -> Counts {
        let mut c = Counts::default();
        for (k, v) in iter {
            c[k] = v;
        }
        c
    }
}

impl serde::Serialize for Counter {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.name())
    }
}

impl<'de> serde::Deserialize<'de> for Counter {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Counter, D::Error> {
        let name = String::deserialize(d)?;
        Counter::parse(&name).ok_or_else(|| {
            serde::de::Error::custom(format!(
                "unknown counter `{name}` (expected one of {})",
                Counter::names()
            ))
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_timed_components_are_the_bounded_ones_then_the_measured_ones() {
        assert_eq!(
            Counter::TIMED[..Counter::CALIBRATED.len()],
            Counter::CALIBRATED
        );
        assert_eq!(
            Counter::TIMED[Counter::CALIBRATED.len()..],
            [Counter::Heap, Counter::VmInstructions, Counter::GcCells]
        );
    }

    #[test]
    fn names_round_trip_and_are_distinct() {
        for (i, c) in Counter::ALL.into_iter().enumerate() {
            assert_eq!(c as usize, i, "ALL is in declaration order");
            assert_eq!(Counter::parse(c.name()), Some(c));
        }
        let mut names: Vec<_> = Counter::ALL.map(Counter::name).to_vec();
        names.sort();
        names.dedup();
        assert_eq!(names.len(), Counter::COUNT);
        assert_eq!(Counter::parse("choicepoints"), Some(Counter::ChoicePoints));
        assert_eq!(Counter::parse("exec_time"), None);
    }

    #[test]
    fn counts_add_and_subtract() {
        let a: Counts = [(Counter::Steps, 3), (Counter::Cuts, 1)]
            .into_iter()
            .collect();
        let b: Counts = [(Counter::Steps, 2)].into_iter().collect();
        assert_eq!((a + b)[Counter::Steps], 5);
        assert_eq!((a - b)[Counter::Steps], 1);
        assert_eq!((a - b)[Counter::Cuts], 1);
        assert!(Counts::default().is_zero());
        assert_eq!([a, b].into_iter().sum::<Counts>()[Counter::Steps], 5);
    }

    #[test]
    fn serde_uses_the_names() {
        let c: Counter = serde_json::from_str("\"choicepoints\"").unwrap();
        assert_eq!(c, Counter::ChoicePoints);
        assert_eq!(serde_json::to_string(&c).unwrap(), "\"choice_points\"");
        assert!(serde_json::from_str::<Counter>("\"nope\"").is_err());
    }
}
