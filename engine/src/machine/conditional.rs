//! Conditional compilation: `:- if(G).`, `:- elif(G).`, `:- else.`, `:- endif.`
//!
//! The loader keeps one [`Conditionals`] per file. Each open `if` is a frame saying
//! whether its current branch is loaded; clauses and directives read while any
//! frame skips are dropped (they are still read, so syntax errors show), as in
//! SWI-Prolog. A condition runs once; an error in it is reported and counts as
//! failure. Conditions inside a skipped part are never run.

use crate::term::Term;
use std::ops::Range;

/// One of the four conditional-compilation directives.
#[derive(Debug, Clone, PartialEq)]
pub(super) enum CondDirective {
    /// `:- if(Goal).`
    If(Term),
    /// `:- elif(Goal).`
    Elif(Term),
    /// `:- else.`
    Else,
    /// `:- endif.`
    Endif,
}

impl CondDirective {
    /// The conditional-compilation directive `d` is, if it is one.
    pub(super) fn of(d: &Term) -> Option<CondDirective> {
        match d {
            Term::Atom(a) if a.name() == "else" => Some(CondDirective::Else),
            Term::Atom(a) if a.name() == "endif" => Some(CondDirective::Endif),
            Term::Compound(f, args) if args.len() == 1 && f.name() == "if" => {
                Some(CondDirective::If(args[0].clone()))
            }
            Term::Compound(f, args) if args.len() == 1 && f.name() == "elif" => {
                Some(CondDirective::Elif(args[0].clone()))
            }
            _ => None,
        }
    }
}

/// Where an open `if` stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Branch {
    /// The current branch is loaded.
    Taking,
    /// No branch has been taken yet: the next `elif`/`else` may be.
    Seeking,
    /// A branch was taken: the rest up to `endif` is skipped.
    Done,
    /// The whole `if` lies in a skipped part: every branch is skipped.
    Inert,
}

/// A misplaced directive: `elif`, `else` or `endif` with no open `if`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct Unmatched(pub &'static str);

/// The open `if` directives of one file, innermost last.
#[derive(Debug, Default)]
pub(super) struct Conditionals {
    frames: Vec<(Branch, Range<usize>)>,
}

impl Conditionals {
    /// Whether what is read now is skipped.
    pub(super) fn skipping(&self) -> bool {
        self.frames
            .last()
            .is_some_and(|(b, _)| *b != Branch::Taking)
    }

    /// Applies `d`, read at `span`; `holds` runs a condition where one must be
    /// decided (never inside a skipped part).
    pub(super) fn apply(
        &mut self,
        d: &CondDirective,
        span: Range<usize>,
        holds: impl FnOnce(&Term) -> bool,
    ) -> Result<(), Unmatched> {
        match d {
            CondDirective::If(goal) => {
                let branch = if self.skipping() {
                    Branch::Inert
                } else if holds(goal) {
                    Branch::Taking
                } else {
                    Branch::Seeking
                };
                self.frames.push((branch, span));
            }
            CondDirective::Elif(goal) => {
                let top = self.top("elif")?;
                *top = match *top {
                    Branch::Taking | Branch::Done => Branch::Done,
                    Branch::Seeking if holds(goal) => Branch::Taking,
                    other => other,
                };
            }
            CondDirective::Else => {
                let top = self.top("else")?;
                *top = match *top {
                    Branch::Taking | Branch::Done => Branch::Done,
                    Branch::Seeking => Branch::Taking,
                    Branch::Inert => Branch::Inert,
                };
            }
            CondDirective::Endif => {
                self.top("endif")?;
                self.frames.pop();
            }
        }
        Ok(())
    }

    /// The spans of the `if` directives left open at the end of the file
    /// (outermost first); the frames are closed.
    pub(super) fn unterminated(&mut self) -> Vec<Range<usize>> {
        self.frames.drain(..).map(|(_, span)| span).collect()
    }

    fn top(&mut self, what: &'static str) -> Result<&mut Branch, Unmatched> {
        self.frames
            .last_mut()
            .map(|(b, _)| b)
            .ok_or(Unmatched(what))
    }
}

#[cfg(test)]
mod tests {
    use super::super::test_support::solves;
    use super::*;
    use crate::atom::Atom;

    fn run(script: &[(CondDirective, bool)]) -> Vec<bool> {
        let mut c = Conditionals::default();
        script
            .iter()
            .map(|(d, truth)| {
                c.apply(d, 0..0, |_| *truth).unwrap();
                c.skipping()
            })
            .collect()
    }

    fn cond(truth: bool) -> Term {
        Term::Atom(Atom::new(if truth { "true" } else { "fail" }))
    }

    #[test]
    fn the_first_branch_whose_condition_holds_is_loaded_and_no_other() {
        use CondDirective::*;
        let skip = run(&[
            (If(cond(false)), false),
            (Elif(cond(true)), true),
            (Elif(cond(true)), true),
            (Else, false),
            (Endif, false),
        ]);
        assert_eq!(skip, [true, false, true, true, false]);
    }

    #[test]
    fn conditions_inside_a_skipped_part_are_never_run_and_nest() {
        use CondDirective::*;
        let mut c = Conditionals::default();
        c.apply(&If(cond(false)), 0..1, |_| false).unwrap();
        let mut ran = false;
        c.apply(&If(cond(true)), 2..3, |_| {
            ran = true;
            true
        })
        .unwrap();
        assert!(!ran && c.skipping());
        c.apply(&Else, 4..5, |_| true).unwrap();
        assert!(c.skipping(), "an else inside a skipped if stays skipped");
        c.apply(&Endif, 6..7, |_| true).unwrap();
        c.apply(&Else, 8..9, |_| true).unwrap();
        assert!(!c.skipping(), "the outer else is taken");
        c.apply(&Endif, 10..11, |_| true).unwrap();
        assert!(c.unterminated().is_empty());
    }

    #[test]
    fn misplaced_directives_and_open_ifs_are_reported() {
        let mut c = Conditionals::default();
        assert_eq!(
            c.apply(&CondDirective::Endif, 0..1, |_| true),
            Err(Unmatched("endif"))
        );
        assert_eq!(
            c.apply(&CondDirective::Else, 0..1, |_| true),
            Err(Unmatched("else"))
        );
        c.apply(&CondDirective::If(cond(true)), 3..9, |_| true)
            .unwrap();
        assert_eq!(c.unterminated(), vec![3..9]);
    }

    #[test]
    fn a_file_reports_misplaced_and_unterminated_conditionals_and_loads_the_taken_branch() {
        use crate::diagnostic::codes;
        let mut m = crate::machine::Machine::new();
        let text = ":- endif.\n:- if(true).\np(1).\n:- else.\np(2).\n:- endif.\n\
                    :- if(no_such_condition).\nq(1).\n:- endif.\n:- if(true).\nr(1).\n";
        let report = m.consult_str("c.pl", text);
        let conditional: Vec<_> = report
            .diagnostics
            .iter()
            .filter(|d| d.code == codes::CONDITIONAL)
            .map(|d| (d.message.as_str(), &text[d.span.clone()]))
            .collect();
        assert_eq!(
            conditional,
            [
                ("`:- endif.` without `:- if`", ":- endif."),
                (
                    "unterminated conditional compilation: no `:- endif.` for this `:- if`",
                    ":- if(true)."
                )
            ]
        );
        assert!(
            report
                .diagnostics
                .iter()
                .any(|d| d.message.contains("condition raised exception")),
            "an undefined condition is reported: {:?}",
            report.diagnostics
        );
        assert!(solves(&mut m, "findall(X, p(X), [1])"));
        assert!(solves(&mut m, "\\+ catch(q(_), _, fail)"));
        assert!(solves(&mut m, "r(1)"));
        assert_eq!(
            report.clauses.len(),
            2,
            "the analysis sees the loaded clauses only (p(1), r(1))"
        );
    }

    #[test]
    fn only_the_four_directives_are_recognised() {
        let if_goal = Term::Compound(Atom::new("if"), vec![cond(true)]);
        assert_eq!(
            CondDirective::of(&if_goal),
            Some(CondDirective::If(cond(true)))
        );
        assert_eq!(
            CondDirective::of(&Term::Atom(Atom::new("else"))),
            Some(CondDirective::Else)
        );
        assert_eq!(CondDirective::of(&Term::Atom(Atom::new("elif"))), None);
        assert_eq!(CondDirective::of(&cond(true)), None);
    }
}
