//! The registry of diagnostic codes: every code any stage emits, with a one-line
//! summary and a longer explanation, for `costlog explain CODE`.
//!
//! Codes are made where the problem is found (`CL` in the engine's
//! `diagnostic::codes`, `CA` in `costlog_assertions::codes`, `CV` here, for
//! verdicts); this table refers to those constants, and a test checks that every
//! code written in the sources has an entry.

use costlog_assertions::codes as ca;
use costlog_engine::diagnostic::codes as cl;

/// Diagnostic code of a `false` verdict.
pub const FALSE_ASSERTION: &str = "CV0001";
/// Run-time checking's runs raised errors: the property could not be observed on
/// those inputs (and stays `check`, which `--strict` rejects).
pub const RUN_ERRORS: &str = "CV0002";

/// A `--goal` that does not parse or calls a predicate nothing defines.
pub const BAD_ENTRY_GOAL: &str = "CV0003";

/// The documentation of one diagnostic code.
#[derive(Clone, Copy, Debug)]
pub struct CodeDoc {
    /// The code (`CL0001`).
    pub code: &'static str,
    /// One line: what the diagnostic flags.
    pub summary: &'static str,
    /// Why it matters, an example, and what to do.
    pub explanation: &'static str,
}

/// Every diagnostic code: loading (`CL`), assertions (`CA`), verdicts (`CV`).
pub const CODES: &[CodeDoc] = &[
    CodeDoc {
        code: cl::SYNTAX,
        summary: "a syntax error in a clause or directive",
        explanation: "The reader could not parse a clause: an operator where a term was expected, \
an unbalanced bracket, a missing final `.`. The clause is skipped and reading resumes after the \
next `. ` so that later errors are reported too; commands that need the whole program stop with \
exit code 2.\n\nExample:  foo(X :- bar(X).     % `(` never closed",
    },
    CodeDoc {
        code: cl::BAD_CLAUSE,
        summary: "a clause that cannot be added to the program",
        explanation: "The term read is not a clause the database accepts: its head is a variable or \
a number, or it would redefine a builtin or a control construct (SWI-Prolog raises \
permission_error(modify, static_procedure, ...)). The clause is skipped.\n\nExample:  \
atom_length(X, 3).     % redefines a builtin",
    },
    CodeDoc {
        code: cl::UNKNOWN_DIRECTIVE,
        summary: "a directive that is not known",
        explanation: "A `:- D.` directive names a predicate that is neither a builtin, a \
library predicate nor defined by the program at that point, or a declaration the engine does \
not support. The directive is ignored (SWI-Prolog prints a warning and goes on as well).",
    },
    CodeDoc {
        code: cl::DIRECTIVE_FAILED,
        summary: "a directive failed or raised an exception",
        explanation: "Running a `:- Goal.` directive while loading failed or raised an error. \
Loading goes on, as in SWI-Prolog, but whatever the directive was to set up (asserted facts, \
flags, operators) is missing, so later results may differ.",
    },
    CodeDoc {
        code: cl::MISSING_FILE,
        summary: "a file that could not be read",
        explanation: "A file named by `consult/1`, `ensure_loaded/1`, `include/1` or \
`use_module/1` does not exist or cannot be read. Paths are resolved against the directory of \
the file that loads them, with `.pl` added when missing.",
    },
    CodeDoc {
        code: cl::SINGLETON,
        summary: "a variable that occurs only once in a clause",
        explanation: "A named variable that occurs once is usually a typo (`Lenght` for \
`Length`). Name it `_` or start its name with `_` when it is meant to be anonymous. A \
warning: the clause is loaded.\n\nExample:  len([_|T], N) :- len(T, M), N is M + 1, Lenght = N.",
    },
    CodeDoc {
        code: cl::DISCONTIGUOUS,
        summary: "clauses of a predicate separated by other clauses",
        explanation: "The clauses of a predicate are not together in the file. This is often a \
misspelt or misplaced clause; declare `:- discontiguous Name/Arity.` when it is meant. A \
warning: all clauses are loaded.",
    },
    CodeDoc {
        code: cl::UNKNOWN_LIBRARY,
        summary: "a library that the engine does not provide",
        explanation: "`:- use_module(library(L))` names a library that costlog does not ship. \
Calls of its predicates will raise existence errors at run time. COMPATIBILITY.md lists the \
libraries and builtins costlog provides.",
    },
    CodeDoc {
        code: cl::UNCAUGHT,
        summary: "an uncaught error while running a goal",
        explanation: "A goal run by `costlog run -g GOAL` (or an initialization goal) raised an \
exception that nothing caught. The message is SWI-Prolog's for the same error term; the \
command exits with 1.",
    },
    CodeDoc {
        code: cl::MODULE,
        summary: "a module problem",
        explanation: "A `:- module(Name, Exports)` whose export list is not a proper list of \
predicate indicators, or an exported predicate that the module never defines. Calls from \
other modules of a predicate that is not defined raise existence errors.",
    },
    CodeDoc {
        code: cl::REDEFINED,
        summary: "a predicate defined again by another file",
        explanation: "A file gives clauses for a predicate that a file loaded earlier already \
defined. As in SWI-Prolog, the new clauses replace the old ones (a warning: loading goes on), \
and verify and analyze see only the new definition. Declare `:- multifile Name/Arity.` in \
the first file when every file is meant to add clauses; rename one of them when two \
different predicates share a name.",
    },
    CodeDoc {
        code: cl::CONDITIONAL,
        summary: "a misplaced or unterminated conditional compilation directive",
        explanation: "Conditional compilation (`:- if(G).`, `:- elif(G).`, `:- else.`, \
`:- endif.`) must nest within one file: an `elif`, `else` or `endif` with no open `if` is \
ignored, and an `if` the file never closes skips or keeps the rest of the file as its \
branch says. Add the missing `:- endif.` (or remove the stray directive).",
    },
    CodeDoc {
        code: ca::MALFORMED,
        summary: "an assertion that is not one of the assertion forms",
        explanation: "The directive does not have the shape of a Ciao assertion: \
`:- [Status] pred Head [: Calls] [=> Success] [+ Comp] [# Comment].` (and `calls`, \
`success`, `comp`, `entry`, `test`). Parts in the wrong order, a head that is not callable \
or a comment that is not a string all give this code. Commands stop with exit code 2.",
    },
    CodeDoc {
        code: ca::UNKNOWN_RESOURCE,
        summary: "a resource that is neither built in nor declared",
        explanation: "A `cost(Approx, Resource, Expr)` names a resource costlog does not count \
(steps, exec_time, sols, the unification components, ...) and that no `:- resource R.` declares. \
Check the spelling, or declare it.\n\nExample:  :- pred p(X) + cost(ub, stepz, 1).",
    },
    CodeDoc {
        code: ca::UNKNOWN_APPROX,
        summary: "an approximation other than ub, lb, eq/exact or o",
        explanation: "The first argument of `cost/3` (and `rel_cost/3`) says what kind of bound \
it is: `ub` an upper bound, `lb` a lower bound, `eq` or `exact` both, `o` an order of \
growth.",
    },
    CodeDoc {
        code: ca::UNKNOWN_COST_TYPE,
        summary: "a cost type that is not known",
        explanation: "A cost property's cost type must be one of `call`, `call_exit`, \
`call_fail`, `redo`, `redo_exit`, `redo_fail`, `sol(I)` or `allsols`: which part of the \
predicate's execution the bound covers.",
    },
    CodeDoc {
        code: ca::BAD_EXPRESSION,
        summary: "a cost expression that cannot be read",
        explanation: "A bound uses a function costlog does not know, a variable that is not an \
argument of the head, or a list where a proper list is needed. Bounds are arithmetic over \
size functions of the head's arguments: `length(A)`, `int(N)`, `size(T)`, `+ - * / ** \
exp log min max`.\n\nExample:  :- pred len(L, N) + cost(ub, steps, length(C) + 1).   % C not in the head",
    },
    CodeDoc {
        code: ca::UNDEFINED_PREDICATE,
        summary: "an assertion about a predicate the program does not define",
        explanation: "The head of the assertion names a predicate with no clauses (often a wrong \
arity). Nothing could check it; define the predicate or fix the name and arity.",
    },
    CodeDoc {
        code: ca::UNKNOWN_PROPERTY,
        summary: "a property that is neither built in, declared, nor defined",
        explanation: "A calls or success property (`list(A, int)`, `num(N)`, a regtype) is not \
one of the built-in properties and the program neither declares it (`:- prop`, \
`:- regtype`) nor defines it.",
    },
    CodeDoc {
        code: ca::UNKNOWN_COMP_PROPERTY,
        summary: "a computational property that is not known",
        explanation: "A property after `+` must be one costlog checks: `cost/3`, `rel_cost/3`, \
`not_fails`, `fails`, `is_det`, `non_det`, `num_solutions/1`, `terminates`, ... An unknown \
name is usually a typo.\n\nExample:  :- pred p(X) + wobbly.",
    },
    CodeDoc {
        code: ca::UNKNOWN_STATUS,
        summary: "an assertion status other than check, checked, false, trust, true, obs",
        explanation: "The word before the assertion kind is its status: `check` (to be \
verified, the default), `checked` and `false` (verdicts), `trust` (taken as given), `true` \
(inferred), `obs` (observed at run time).",
    },
    CodeDoc {
        code: ca::RECORDED_ONLY,
        summary: "a Ciao declaration read and recorded, but not used",
        explanation: "CiaoPP lets a program choose the measure of an argument (`size_metric(A, \
length)`, `void` for an argument the size analysis should ignore). costlog reads and records \
these declarations so that Ciao sources load unchanged, but chooses its own measures from the \
argument types and the clauses; the note says so.\n\nExample:  :- trust comp p(A, B) + \
size_metric(B, void).",
    },
    CodeDoc {
        code: FALSE_ASSERTION,
        summary: "an assertion is false",
        explanation: "`costlog verify` found the property violated: the static analysis proved \
the asserted bound wrong, or run-time checking found an input (the counterexample printed \
with it) on which the program exceeds the bound, fails, or is not deterministic as \
asserted. Fix the program or the assertion; `costlog verify --output FILE` writes the \
program back with the verdicts. `verify` exits with 1.",
    },
    CodeDoc {
        code: RUN_ERRORS,
        summary: "run-time checking runs raised errors",
        explanation: "Some of the inputs run-time checking generated made the predicate raise \
an error (a type error on an input the calls properties allow, a resource limit). The \
property could not be observed on those runs and stays `check`, which `--strict` rejects. \
Tighten the calls properties so that the generated inputs are ones the predicate accepts.",
    },
    CodeDoc {
        code: BAD_ENTRY_GOAL,
        summary: "a --goal that does not parse or calls an undefined predicate",
        explanation: "`costlog verify --goal GOAL` runs GOAL to check `rel_cost` properties over \
a whole run. The goal is read with the program's operators before anything is checked; a \
syntax error, or a call of a predicate that neither the program nor the engine defines, stops \
the command with exit code 2 (usage error) instead of leaving every `rel_cost` property \
`check`.\n\nExample:  costlog verify prog.pl --goal 'main('     % `(` never closed",
    },
];

/// The documentation of `code` (case-insensitive), if it is a code.
pub fn lookup(code: &str) -> Option<&'static CodeDoc> {
    CODES.iter().find(|d| d.code.eq_ignore_ascii_case(code))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every code literal (a quoted `C`, an upper-case letter and four digits) in
    /// the workspace's sources, tests and this file excluded.
    fn codes_in_sources() -> Vec<String> {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
        let mut found = Vec::new();
        let mut dirs: Vec<std::path::PathBuf> = [
            "src",
            "engine",
            "assertions",
            "rtcheck",
            "profiler",
            "analyzer",
            "calibrate",
        ]
        .iter()
        .map(|d| root.join(d))
        .collect();
        while let Some(dir) = dirs.pop() {
            let Ok(entries) = std::fs::read_dir(&dir) else {
                continue;
            };
            for e in entries.flatten() {
                let path = e.path();
                let name = e.file_name();
                if path.is_dir() && name != "tests" && name != "target" {
                    dirs.push(path);
                } else if path.extension().is_some_and(|x| x == "rs") && !path.ends_with(file!()) {
                    let text = std::fs::read_to_string(&path).unwrap_or_default();
                    found.extend(code_literals(&text));
                }
            }
        }
        found.sort();
        found.dedup();
        found
    }

    /// The code literals (a quoted `C`, an upper-case letter, four digits) of a text.
    fn code_literals(text: &str) -> Vec<String> {
        let b = text.as_bytes();
        (0..b.len().saturating_sub(7))
            .filter(|&i| {
                b[i] == b'"'
                    && b[i + 1] == b'C'
                    && b[i + 2].is_ascii_uppercase()
                    && b[i + 3..i + 7].iter().all(u8::is_ascii_digit)
                    && b[i + 7] == b'"'
            })
            .map(|i| text[i + 1..i + 7].to_string())
            .collect()
    }

    #[test]
    fn every_code_in_the_sources_is_registered() {
        let found = codes_in_sources();
        for code in ["CL0001", "CL0010", "CA0001", "CA0009"] {
            assert!(
                found.iter().any(|f| f == code),
                "the scan missed {code}: {found:?}"
            );
        }
        for code in &found {
            assert!(lookup(code).is_some(), "{code} is not in the registry");
        }
    }

    #[test]
    fn registry_is_unique_and_documented() {
        for (i, d) in CODES.iter().enumerate() {
            assert!(
                CODES[..i].iter().all(|e| e.code != d.code),
                "{} twice",
                d.code
            );
        }
        for d in CODES {
            assert!(
                !d.summary.is_empty() && d.explanation.len() > d.summary.len(),
                "{}",
                d.code
            );
        }
    }

    #[test]
    fn literal_scan_finds_codes() {
        assert_eq!(
            code_literals(r#"x = "CL0001"; y = "CLX"; "CA12345""#),
            ["CL0001"]
        );
    }

    #[test]
    fn lookup_ignores_case() {
        assert_eq!(lookup("cv0001").map(|d| d.code), Some("CV0001"));
        assert!(lookup("CX9999").is_none());
    }
}
