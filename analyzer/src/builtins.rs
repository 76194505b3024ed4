//! What the analysis knows of builtins and library predicates: which never call
//! user code (they cost no resolution steps), which are tests (they may fail and
//! bind nothing), which leave no choice points. Anything not listed that is not a
//! user predicate is treated as a meta-call that may run any user code.

/// How a builtin behaves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Behaviour {
    /// May fail, binds nothing, leaves no choice point.
    Test,
    /// Leaves no choice point.
    Det,
    /// May leave choice points.
    Nondet,
}

use Behaviour::{Det, Nondet, Test};

const TABLE: &[(&str, Behaviour)] = &[
    ("<", Test),
    (">", Test),
    ("=<", Test),
    (">=", Test),
    ("=:=", Test),
    ("=\\=", Test),
    ("==", Test),
    ("\\==", Test),
    ("@<", Test),
    ("@>", Test),
    ("@=<", Test),
    ("@>=", Test),
    ("\\=", Test),
    ("atom", Test),
    ("atomic", Test),
    ("integer", Test),
    ("number", Test),
    ("float", Test),
    ("var", Test),
    ("nonvar", Test),
    ("is_list", Test),
    ("ground", Test),
    ("compound", Test),
    ("callable", Test),
    ("fail", Test),
    ("false", Test),
    ("is", Det),
    ("=", Det),
    ("functor", Det),
    ("arg", Det),
    ("=..", Det),
    ("copy_term", Det),
    ("atom_codes", Det),
    ("atom_chars", Det),
    ("atom_length", Det),
    ("number_codes", Det),
    ("atom_number", Det),
    ("char_code", Det),
    ("upcase_atom", Det),
    ("msort", Det),
    ("sort", Det),
    ("keysort", Det),
    ("length", Det),
    ("append", Det),
    ("reverse", Det),
    ("memberchk", Det),
    ("selectchk", Det),
    ("sum_list", Det),
    ("sumlist", Det),
    ("max_list", Det),
    ("min_list", Det),
    ("numlist", Det),
    ("last", Det),
    ("subtract", Det),
    ("intersection", Det),
    ("union", Det),
    ("delete", Det),
    ("list_to_set", Det),
    ("flatten", Det),
    ("succ", Det),
    ("plus", Det),
    ("true", Det),
    ("write", Det),
    ("writeln", Det),
    ("print", Det),
    ("writeq", Det),
    ("write_canonical", Det),
    ("nl", Det),
    ("tab", Det),
    ("format", Det),
    ("halt", Det),
    ("nb_getval", Det),
    ("b_getval", Det),
    ("nb_setval", Det),
    ("b_setval", Det),
    ("term_variables", Det),
    ("compare", Det),
    ("assert", Det),
    ("asserta", Det),
    ("assertz", Det),
    ("member", Nondet),
    ("nth0", Nondet),
    ("nth1", Nondet),
    ("between", Nondet),
    ("select", Nondet),
    ("permutation", Nondet),
    ("atom_concat", Nondet),
    ("sub_atom", Nondet),
    ("char_type", Nondet),
    ("code_type", Nondet),
    ("retract", Nondet),
];

fn behaviour(name: &str) -> Option<Behaviour> {
    TABLE.iter().find(|(n, _)| *n == name).map(|(_, b)| *b)
}

/// Whether `name` is a builtin or library predicate that never calls user code.
pub fn is_plain(name: &str) -> bool {
    behaviour(name).is_some()
}

/// Whether `name` is a test: it may fail and binds nothing.
pub fn is_test(name: &str) -> bool {
    behaviour(name) == Some(Test)
}

/// Whether `name` never leaves choice points (`append/3` and `length/2` only when
/// their first argument is a proper list: the caller checks that).
pub fn is_det(name: &str) -> bool {
    matches!(behaviour(name), Some(Test | Det))
}
