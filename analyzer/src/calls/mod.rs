//! `calls` properties decided where the program calls the predicate (Ciao's
//! semantics): `checked` when every call site of the program satisfies the
//! property, `false` with the span of a call site that violates it, an assumption
//! when no call site reaches the predicate (an entry point's precondition), and
//! undecided otherwise (a call site the analysis cannot judge, a meta-call that
//! may reach the predicate with arguments it does not know).
//!
//! Every clause body is walked left to right with what is known of its variables
//! ([`judge::State`]): fresh variables are unbound, builtins that succeeded give
//! types, the head's arguments have the types the clause's predicate is called
//! with. Those preconditions are assumptions only while they are proved: the
//! set of assumed properties is the greatest fixpoint (start from all, drop the
//! ones some call site does not prove, again until none is dropped), so a
//! `checked` verdict rests on entry preconditions and `trust` assertions only.

mod judge;
mod walk;

use crate::program::PredKey;
use costlog_assertions::props::{classify, TypeProp};
use costlog_assertions::{Assertion, CallSite, Kind, Status, Verdict};
use costlog_engine::reader::{LineIndex, ReadTerm};
use costlog_engine::Term;
pub(crate) use judge::vars_of;
use judge::{Judgment, State};
use std::collections::HashMap;
use std::ops::Range;
use walk::{Reach, Site};

/// One precondition: a `calls` assertion, or the calls part of a `pred` one.
struct Pre {
    /// The predicate.
    key: PredKey,
    /// Where the assertion is written (identifies its parts).
    at: (u32, Range<usize>),
    /// Its written status.
    status: Status,
    /// Whether it is a `pred` assertion's calls part (those of one predicate are
    /// alternatives: a call satisfies one of them).
    alternative: bool,
    /// Per property: the argument and its type, `None` for a property the
    /// analysis cannot judge.
    props: Vec<Option<(usize, TypeProp)>>,
    /// Per property, its text.
    texts: Vec<String>,
}

/// The verdicts of a program's `calls` properties, computed at once.
pub struct CallsDecider {
    verdicts: HashMap<(u32, usize), Verdict>,
}

/// A term as read (a clause or a directive) with the index of its file.
pub type FileTerm = (u32, ReadTerm);

/// A source file: its path and text.
pub type Source<'a> = (&'a str, &'a str);

impl CallsDecider {
    /// Decides the calls properties of `assertions` against the program's
    /// clauses and the directives that run goals (`(clauses, goals)`, with their
    /// files, indexes into `sources`); `run_time_defined` are the dynamic and
    /// tabled predicates.
    pub fn new(
        (clauses, goals): (&[FileTerm], &[FileTerm]),
        sources: &[Source],
        run_time_defined: &[(costlog_engine::Atom, u32)],
        assertions: &[Assertion],
    ) -> CallsDecider {
        let run_time_defined = crate::program::pred_keys(run_time_defined);
        let pres: Vec<Pre> = assertions
            .iter()
            .filter_map(|a| pre_of(a, sources))
            .collect();
        // A `pred` assertion without calls properties: its predicate may be called
        // with anything, so no call refutes the other `pred` assertions' calls.
        let open: Vec<PredKey> = assertions
            .iter()
            .filter(|a| a.kind == Kind::Pred && a.calls.is_empty())
            .map(|a| a.pred.clone())
            .collect();
        let walker = walk::Walker::new(clauses, goals, sources, &run_time_defined);
        // The greatest fixpoint of the proved preconditions.
        let mut assumed: Vec<bool> = pres.iter().map(|p| p.status != Status::False).collect();
        loop {
            let results = judge_all(&walker, &pres, &open, &assumed);
            let mut changed = false;
            for (i, r) in results.iter().enumerate() {
                let keep = pres[i].status != Status::Check || r.holds();
                if assumed[i] && !keep {
                    assumed[i] = false;
                    changed = true;
                }
            }
            if !changed {
                let verdicts = pres
                    .iter()
                    .zip(results)
                    .filter(|(p, _)| p.status == Status::Check)
                    .map(|(p, r)| ((p.at.0, p.at.1.start), r.verdict(p, sources)))
                    .collect();
                return CallsDecider { verdicts };
            }
        }
    }

    /// The verdict on the calls part `part` (a `calls` assertion or a `pred`
    /// assertion's calls part), when it is written `check`.
    pub fn decide(&self, part: &Assertion) -> Option<Verdict> {
        self.verdicts.get(&(part.file, part.span.start)).cloned()
    }
}

/// The precondition an assertion states, if it states one.
fn pre_of(a: &Assertion, sources: &[Source]) -> Option<Pre> {
    if !matches!(a.kind, Kind::Calls | Kind::Pred) || a.calls.is_empty() {
        return None;
    }
    let head = a.head_vars();
    let distinct = head
        .iter()
        .enumerate()
        .all(|(i, v)| v.is_some() && !head[..i].contains(v));
    let arg = |v| head.iter().position(|h| *h == Some(v));
    let text = sources.get(a.file as usize).map_or("", |s| s.1);
    Some(Pre {
        key: a.pred.clone(),
        at: (a.file, a.span.clone()),
        status: a.status,
        alternative: a.kind == Kind::Pred,
        props: a
            .calls
            .iter()
            .map(|p| {
                // `callable` reads as any term elsewhere: not judged here.
                let judged =
                    distinct && !p.term.is_functor(costlog_engine::Atom::new("callable"), 1);
                judged.then(|| classify(&p.term, &arg)).flatten()
            })
            .collect(),
        texts: a
            .calls
            .iter()
            .map(|p| text.get(p.span.clone()).unwrap_or("").to_string())
            .collect(),
    })
}

/// What the call sites say of one precondition.
#[derive(Default)]
struct Result {
    /// Call sites judged.
    sites: usize,
    /// The first site that refutes it, with why.
    refuted: Option<(u32, Range<usize>, String)>,
    /// The first site where it is unknown, with why.
    unknown: Option<(u32, Range<usize>, String)>,
}

impl Result {
    /// Whether every call site is proved to satisfy it (none: an assumption).
    fn holds(&self) -> bool {
        self.refuted.is_none() && self.unknown.is_none()
    }

    fn verdict(self, p: &Pre, sources: &[Source]) -> Verdict {
        let name = format!("{}/{}", p.key.0, p.key.1);
        let locate = |file: u32, span: &Range<usize>| {
            let (path, text) = sources.get(file as usize).copied().unwrap_or(("", ""));
            (
                path.to_string(),
                LineIndex::new(text).line_col(span.start).0,
            )
        };
        let place = |file: u32, span: &Range<usize>| {
            let (path, line) = locate(file, span);
            if file == p.at.0 {
                format!("line {line}")
            } else {
                format!("{path}:{line}")
            }
        };
        if let Some((file, span, why)) = self.refuted {
            let note = format!("the call at {}: {why}", place(file, &span));
            let (path, line) = locate(file, &span);
            return Verdict::refuted_at(CallSite {
                file,
                path,
                span,
                line,
                note,
            });
        }
        if let Some((file, span, why)) = self.unknown {
            return Verdict::analysed(
                Status::Check,
                format!("the call at {}: {why}", place(file, &span)),
            );
        }
        if self.sites == 0 {
            return Verdict::assumed(format!(
                "entry precondition: no call in the program reaches {name}"
            ));
        }
        Verdict::analysed(
            Status::Checked,
            format!(
                "every call of {name} in the program satisfies it ({} calls)",
                self.sites
            ),
        )
    }
}

/// Judges every precondition at every call site, the clauses' heads having the
/// `assumed` preconditions of their predicates (of `pred` assertions, only a
/// predicate's single alternative: `open` names the predicates that have one
/// without calls properties).
fn judge_all(
    walker: &walk::Walker,
    pres: &[Pre],
    open: &[PredKey],
    assumed: &[bool],
) -> Vec<Result> {
    let mut results: Vec<Result> = pres.iter().map(|_| Result::default()).collect();
    let entry = |key: &PredKey, head: &[Term], st: &mut State| {
        let alternatives = pres
            .iter()
            .filter(|p| p.key == *key && p.alternative)
            .count();
        for (p, _) in pres
            .iter()
            .zip(assumed)
            .filter(|(p, a)| **a && p.key == *key)
        {
            if p.alternative && (alternatives > 1 || open.contains(key)) {
                continue;
            }
            for (i, ty) in p.props.iter().flatten() {
                if let Some(t) = head.get(*i) {
                    st.assume(t, ty);
                }
            }
        }
    };
    let mut visit = |site: &Site, st: &State| match &site.reach {
        Reach::Call(key, args) => {
            let of_key: Vec<usize> = (0..pres.len()).filter(|i| pres[*i].key == *key).collect();
            let judged: Vec<(Judgment, String)> = of_key
                .iter()
                .map(|i| judge_pre(&pres[*i], args, st, site))
                .collect();
            // The calls parts of `pred` assertions are alternatives: a call
            // violates one only when it violates them all.
            let all_refuted = !open.contains(key)
                && of_key
                    .iter()
                    .zip(&judged)
                    .filter(|(i, _)| pres[**i].alternative)
                    .all(|(_, (j, _))| *j == Judgment::Refuted);
            for (i, (j, why)) in of_key.iter().zip(judged) {
                let (j, why) = match j {
                    Judgment::Refuted if pres[*i].alternative && !all_refuted => (
                        Judgment::Unknown,
                        format!("{why}, but another `pred` assertion of it may hold there"),
                    ),
                    j => (j, why),
                };
                record(&mut results[*i], j, site, why);
            }
        }
        Reach::Any(why) => {
            for r in results.iter_mut() {
                record(r, Judgment::Unknown, site, why.clone());
            }
        }
    };
    walker.walk(&entry, &mut visit);
    for (p, r) in pres.iter().zip(&mut results) {
        if walk::library_reached(&p.key) && r.unknown.is_none() {
            let why = "library code may call a predicate of this name".to_string();
            r.unknown = Some((p.at.0, p.at.1.clone(), why));
        }
    }
    results
}

/// Adds one site's judgment to a result.
fn record(r: &mut Result, j: Judgment, site: &Site, why: String) {
    r.sites += 1;
    let at = || Some((site.file, site.span.clone(), why));
    match j {
        Judgment::Refuted if r.refuted.is_none() => r.refuted = at(),
        Judgment::Unknown if r.unknown.is_none() => r.unknown = at(),
        _ => {}
    }
}

/// One precondition at one call: the judgment of the conjunction of its
/// properties, and why it is not proved.
fn judge_pre(p: &Pre, args: &[Term], st: &State, site: &Site) -> (Judgment, String) {
    let mut out = (Judgment::Proved, String::new());
    for (prop, text) in p.props.iter().zip(&p.texts) {
        let Some((i, ty)) = prop else {
            if out.0 == Judgment::Proved {
                out = (
                    Judgment::Unknown,
                    format!("`{text}` is not a property the analysis judges"),
                );
            }
            continue;
        };
        let arg = args.get(*i).map_or(Judgment::Unknown, |t| st.judge(t, ty));
        let shown = site.arg_texts.get(*i).map_or("?", String::as_str);
        match arg {
            Judgment::Refuted => {
                return (
                    Judgment::Refuted,
                    format!("argument {} `{shown}` does not satisfy `{text}`", i + 1),
                )
            }
            Judgment::Unknown if out.0 == Judgment::Proved => {
                out = (
                    Judgment::Unknown,
                    format!(
                        "cannot tell whether argument {} `{shown}` satisfies `{text}`",
                        i + 1
                    ),
                );
            }
            _ => {}
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use costlog_engine::Machine;

    /// The verdict on each calls property of `text`, as (predicate, status, why).
    fn verdicts(text: &str) -> Vec<(String, Status, String)> {
        let mut m = Machine::new();
        let r = m.consult_str("p.pl", text);
        let set = costlog_assertions::parse_directives(&r.kept, &|n, a| m.is_defined(n, a as u32));
        assert!(!set.has_errors(), "{:?}", set.diagnostics);
        let sources = [("p.pl", text)];
        let d = CallsDecider::new(
            (&r.clauses, &r.goals),
            &sources,
            &r.run_time_defined,
            &set.assertions,
        );
        set.assertions
            .iter()
            .filter_map(|a| {
                let v = d.decide(a)?;
                let why = match &v.evidence {
                    costlog_assertions::Evidence::Analysis(s)
                    | costlog_assertions::Evidence::Assumed(s) => s.clone(),
                    costlog_assertions::Evidence::CallSite(c) => c.note.clone(),
                    e => format!("{e:?}"),
                };
                Some((a.pred.0.clone(), v.status, why))
            })
            .collect()
    }

    fn status_of(text: &str, pred: &str) -> (Status, String) {
        verdicts(text)
            .into_iter()
            .find(|(p, _, _)| p == pred)
            .map(|(_, s, w)| (s, w))
            .unwrap_or_else(|| panic!("no verdict on {pred}"))
    }

    #[test]
    fn directives_that_run_goals_are_call_sites_and_declarations_are_not() {
        // A call from a directive is a call: `checked` must not ignore it.
        let direct = ":- dynamic d/1.\n:- calls q(A) : num(A).\nq(_).\np :- q(1).\n:- q(a).\n";
        let (s, why) = status_of(direct, "q");
        assert_eq!(s, Status::False, "{why}");
        assert!(why.contains("line 5"), "{why}");
        let init = ":- calls q(A) : num(A).\nq(_).\n:- initialization(q(b)).\np :- q(1).\n";
        assert_eq!(status_of(init, "q").0, Status::False);
        let main = ":- calls q(A) : num(A).\nq(_).\n:- initialization((X = c, q(X)), main).\n";
        assert_ne!(status_of(main, "q").0, Status::Checked);
        // Declarations and good directive calls leave the verdict to the sites.
        let good = ":- dynamic d/1.\n:- discontiguous q/1.\n:- calls q(A) : num(A).\n\
                    q(_).\np :- q(1).\n:- q(2).\n";
        assert_eq!(status_of(good, "q").0, Status::Checked);
    }

    #[test]
    fn each_branch_of_an_if_then_else_is_a_call_site() {
        let (s, why) = status_of(
            ":- calls q(A) : num(A).\nq(_).\np(X) :- ( X > 0 -> q(1) ; q(a) ).\n",
            "q",
        );
        assert_eq!(s, Status::False, "{why}");
        assert!(why.contains("line 3") && why.contains("`a`"), "{why}");
    }

    #[test]
    fn the_else_branch_does_not_see_the_condition_s_bindings() {
        let text = ":- calls q(A) : var(A).\nq(_).\np :- ( Y = 1, fail -> true ; q(Y) ).\n";
        assert_eq!(status_of(text, "q").0, Status::Checked);
        let after = ":- calls q(A) : var(A).\nq(_).\np :- ( Y = 1 ; true ), q(Y).\n";
        assert_eq!(
            status_of(after, "q").0,
            Status::Check,
            "bound in one branch"
        );
    }

    #[test]
    fn goals_inside_findall_are_call_sites_and_its_result_is_a_list() {
        let text = ":- calls q(A) : num(A).\n:- calls r(A) : list(A).\nq(_).\nr(_).\n\
                    p(L) :- findall(X, (member(X, L), q(X)), R), r(R).\n";
        assert_eq!(
            status_of(text, "q").0,
            Status::Check,
            "member's X is unknown"
        );
        assert_eq!(status_of(text, "r").0, Status::Checked);
    }

    #[test]
    fn a_program_asserting_rules_may_call_anything_through_dynamic_predicates() {
        let text = ":- dynamic d/0.\n:- calls q(A) : num(A).\nq(_).\n\
                    p :- q(1), assertz((d :- q(_))), d.\n";
        let (s, why) = status_of(text, "q");
        assert_eq!(s, Status::Check, "{why}");
        assert!(why.contains("clauses added at run time"), "{why}");
    }

    #[test]
    fn a_pred_assertion_s_calls_are_alternatives() {
        let text = ":- pred q(A) : num(A).\n:- pred q(A) : atm(A).\nq(_).\n\
                    p :- q(1), q(a).\n";
        for (_, s, why) in verdicts(text) {
            assert_eq!(
                s,
                Status::Check,
                "neither holds at both calls, none fails: {why}"
            );
        }
        let calls = ":- calls q(A) : num(A).\n:- calls q(A) : atm(A).\nq(_).\np :- q(1).\n";
        assert!(verdicts(calls).iter().any(|(_, s, _)| *s == Status::False));
    }

    #[test]
    fn a_precondition_refuted_somewhere_is_not_assumed_elsewhere() {
        // r's call passes p's X, which p's precondition says is a number; but one
        // call of p passes an atom, so that precondition proves nothing.
        let text = ":- calls p(A) : num(A).\n:- calls r(A) : num(A).\nr(_).\n\
                    p(X) :- r(X).\nm :- p(1), p(a).\n";
        assert_eq!(status_of(text, "p").0, Status::False);
        assert_eq!(status_of(text, "r").0, Status::Check);
    }

    #[test]
    fn a_predicate_library_code_may_call_is_not_proved() {
        let text = ":- calls portray(A) : num(A).\nportray(_).\np :- portray(1).\n";
        let (s, why) = status_of(text, "portray");
        assert_eq!(s, Status::Check, "{why}");
    }
}
