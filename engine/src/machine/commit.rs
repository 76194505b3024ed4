//! When a call can enter a clause without a choice point for the clauses after it.
//!
//! A clause whose head only stores its arguments (distinct variables: nothing in it
//! can fail or bind) and whose body starts with a cut commits as soon as it is
//! entered (`p(X) :- !, ...`). One whose body starts with a type test of a head
//! argument and then a cut (`arg(N, T, A) :- integer(N), !, ...`) commits exactly
//! when the test holds, and the test reads nothing but that argument, which the
//! head left as the call passed it: the call can decide it before entering. Either
//! way the choice point would be cut before anything could use it, so not pushing
//! it changes no answer, binding, error or output.

use super::cell::Cell;
use super::db::{Database, PredKind};
use super::instr::{Instr, PredId};
use super::Machine;
use crate::atom::Atom;
use crate::term::Term;

/// A builtin type test of one term that binds nothing and cannot raise an error.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TypeTest {
    /// `var/1`.
    Var,
    /// `nonvar/1`.
    Nonvar,
    /// `atom/1`.
    Atom,
    /// `number/1`.
    Number,
    /// `integer/1`.
    Integer,
    /// `float/1`.
    Float,
    /// `atomic/1`.
    Atomic,
    /// `compound/1`.
    Compound,
    /// `callable/1`.
    Callable,
    /// `string/1`.
    String,
}

impl TypeTest {
    /// The type test a builtin named `name` of arity 1 performs, if it is one.
    pub fn named(name: &str) -> Option<TypeTest> {
        Some(match name {
            "var" => TypeTest::Var,
            "nonvar" => TypeTest::Nonvar,
            "atom" => TypeTest::Atom,
            "number" => TypeTest::Number,
            "integer" => TypeTest::Integer,
            "float" => TypeTest::Float,
            "atomic" => TypeTest::Atomic,
            "compound" => TypeTest::Compound,
            "callable" => TypeTest::Callable,
            "string" => TypeTest::String,
            _ => return None,
        })
    }

    /// Whether dereferenced cell `c` passes the test (the builtins answer with this).
    #[inline(always)]
    pub fn holds(self, c: Cell) -> bool {
        match self {
            TypeTest::Var => matches!(c, Cell::Ref(_)),
            TypeTest::Nonvar => !matches!(c, Cell::Ref(_)),
            // The empty list `[]` is atomic but not an atom (SWI-Prolog 7).
            TypeTest::Atom => matches!(c, Cell::Atom(a) if a.is_plain_atom()),
            TypeTest::Number => {
                matches!(
                    c,
                    Cell::Int(_) | Cell::Float(_) | Cell::Big(_) | Cell::Rat(_)
                )
            }
            TypeTest::Integer => matches!(c, Cell::Int(_) | Cell::Big(_)),
            TypeTest::Float => matches!(c, Cell::Float(_)),
            TypeTest::Atomic => c.is_atomic(),
            TypeTest::Compound => matches!(c, Cell::Str(_) | Cell::Lis(_)),
            TypeTest::Callable => match c {
                Cell::Str(_) | Cell::Lis(_) => true,
                Cell::Atom(a) => a.is_plain_atom(),
                _ => false,
            },
            TypeTest::String => matches!(c, Cell::String(_)),
        }
    }
}

/// When a call entering a clause needs no choice point for the clauses after it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Commit {
    /// Never known at the call: the choice point is pushed.
    Never,
    /// Always: the body starts with a cut.
    AtNeck,
    /// When head argument `arg` (argument register `arg` at the call) passes `test`:
    /// the body starts with that test and a cut.
    AfterTest {
        /// The head argument's position.
        arg: u8,
        /// The test of it.
        test: TypeTest,
    },
}

/// When a clause with head arguments `args` and (module-resolved) body goals `goals`,
/// each with the predicate it calls (`kinds`, as the compiler resolved them),
/// compiled to `code`, commits (see the module's documentation).
pub(crate) fn commit_of(
    db: &Database,
    args: &[Term],
    goals: &[Term],
    kinds: &[(Option<PredId>, bool)],
    code: &[Instr],
) -> Commit {
    let Some(neck) = code.iter().position(|i| matches!(i, Instr::Neck { .. })) else {
        return Commit::Never;
    };
    let head_stores_only = code[..neck]
        .iter()
        .all(|i| matches!(i, Instr::Allocate { .. } | Instr::GetVar { .. }));
    if !head_stores_only {
        return Commit::Never;
    }
    if matches!(code.get(neck + 1), Some(Instr::NeckCut)) {
        return Commit::AtNeck;
    }
    match (goals, kinds) {
        ([test, Term::Atom(Atom::CUT), ..], [(Some(pred), _), ..]) => {
            head_argument_test(db, args, test, *pred).unwrap_or(Commit::Never)
        }
        _ => Commit::Never,
    }
}

/// `Commit::AfterTest` for goal `goal` (calling `pred`) if it is a builtin type test
/// of a head argument that is a variable.
fn head_argument_test(db: &Database, args: &[Term], goal: &Term, pred: PredId) -> Option<Commit> {
    let Term::Compound(name, test_args) = goal else {
        return None;
    };
    let [Term::Var(v)] = test_args.as_slice() else {
        return None;
    };
    if !matches!(db.pred(pred).kind, PredKind::Builtin(_)) {
        return None;
    }
    let test = TypeTest::named(&name.name())?;
    let position = args.iter().position(|a| a == &Term::Var(*v))?;
    let arg = u8::try_from(position).ok()?;
    Some(Commit::AfterTest { arg, test })
}

impl Machine {
    /// Whether a call with its arguments in the argument registers enters a clause
    /// that commits as `commit` says without needing a choice point.
    #[inline(always)]
    pub(super) fn commits_at_call(&self, commit: Commit) -> bool {
        match commit {
            Commit::Never => false,
            Commit::AtNeck => true,
            Commit::AfterTest { arg, test } => {
                self.passes(test, self.deref(self.regs[arg as usize]))
            }
        }
    }

    /// Whether dereferenced cell `c` passes `test`: [`TypeTest::holds`], except
    /// that a dict (a compound under the dict functor) is not callable, as in
    /// SWI-Prolog 9.
    #[inline(always)]
    pub(crate) fn passes(&self, test: TypeTest, c: Cell) -> bool {
        match (test, c) {
            (TypeTest::Callable, Cell::Str(s)) => {
                !matches!(self.heap[s as usize], Cell::Fun(Atom::DICT, _))
            }
            _ => test.holds(c),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::machine::test_support::{loaded, solves};

    /// The commit of each clause of `name/arity`, in order.
    fn commits(m: &Machine, name: &str, arity: u32) -> Vec<Commit> {
        let pred = m.db.lookup(Atom::new(name), arity).expect("defined");
        m.db.pred(pred).clauses.iter().map(|c| c.commit).collect()
    }

    #[test]
    fn a_type_test_of_a_head_argument_then_a_cut_commits_after_the_test() {
        let m = loaded(
            "g(X, Y) :- integer(Y), !, X = Y.\n\
             g(_, _) :- var(a), !.\n\
             g(X, _) :- !, X = 1.\n\
             g(X, Y) :- atom(X), Y = 1, !.\n",
        );
        let after_integer = Commit::AfterTest {
            arg: 1,
            test: TypeTest::Integer,
        };
        let expected = [after_integer, Commit::Never, Commit::AtNeck, Commit::Never];
        assert_eq!(commits(&m, "g", 2), expected);
    }

    #[test]
    fn a_head_that_can_fail_or_bind_never_commits_at_the_call() {
        let m = loaded(
            "k(f(X)) :- atom(X), !.\n\
             k(X) :- nonvar(X), !.\n\
             l(X, X) :- var(X), !.\n\
             l(_, _).\n\
             n(_) :- integer(Z), !, Z = 1.\n\
             n(X) :- integer(X).\n",
        );
        let after_nonvar = Commit::AfterTest {
            arg: 0,
            test: TypeTest::Nonvar,
        };
        assert_eq!(commits(&m, "k", 1), [Commit::Never, after_nonvar]);
        assert_eq!(commits(&m, "l", 2), [Commit::Never, Commit::Never]);
        assert_eq!(commits(&m, "n", 1), [Commit::Never, Commit::Never]);
    }

    #[test]
    fn only_the_type_tests_are_guards() {
        let m = loaded(
            "t(X) :- is_list(X), !.\n\
             t(X) :- ground(X), !.\n\
             t(X) :- user_test(X), !.\n\
             t(X) :- callable(X), !.\n\
             user_test(_).\n",
        );
        let after_callable = Commit::AfterTest {
            arg: 0,
            test: TypeTest::Callable,
        };
        let expected = [Commit::Never, Commit::Never, Commit::Never, after_callable];
        assert_eq!(commits(&m, "t", 1), expected);
    }

    /// Choice points the program made while solving `goal` a second time (a
    /// predicate's first call builds its index on the general call path, which
    /// pushes the choice point: only the common path decides guards at the call).
    fn choice_points_of(m: &mut Machine, goal: &str) -> u64 {
        assert!(solves(m, goal), "{goal}");
        let before = m.choice_points_created;
        assert!(solves(m, goal), "{goal}");
        m.choice_points_created - before
    }

    #[test]
    fn a_call_for_which_the_guard_holds_pushes_no_choice_point() {
        let mut m = loaded(
            "g(X) :- integer(X), !.\n\
             g(_).\n\
             plain.\n\
             g_int :- g(1).\n\
             g_atom :- g(a).\n\
             arg_int :- arg(1, f(a), X), X == a.\n\
             arg_var :- arg(N, f(a, b), b), N == 2.\n",
        );
        // What the query itself costs, whatever the goal (the goals are called
        // from clauses, as a program calls them).
        let query = choice_points_of(&mut m, "plain");
        assert_eq!(choice_points_of(&mut m, "arg_int"), query);
        assert_eq!(choice_points_of(&mut m, "g_int"), query);
        assert!(choice_points_of(&mut m, "g_atom") > query);
        assert!(choice_points_of(&mut m, "arg_var") > query);
    }
}
