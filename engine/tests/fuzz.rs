//! Fuzzing the engine with random goals over cyclic, huge and ill-typed terms under
//! tight limits (issue 15): every goal must end (a solution, a failure or an error
//! term, resource errors included) inside its limits, nothing may panic, and the
//! machine must stay usable for the next goal.
//!
//! A goal binds a few variables (some to cyclic terms, some to big integers, long
//! atoms, strings or long lists), then calls one or two builtins from a broad list
//! on arguments drawn from those variables and from random terms. Output goes to a
//! string (`with_output_to/2`), so printing cyclic terms is exercised too.

use costlog_engine::{Limits, Machine, Outcome};
use proptest::prelude::*;
use std::time::{Duration, Instant};

/// The variables goals share.
const VARS: [&str; 4] = ["A", "B", "C", "D"];

/// Builtins called with `(name, arity)`; arguments are random terms.
const BUILTINS: &[(&str, usize)] = &[
    ("=", 2),
    ("\\=", 2),
    ("==", 2),
    ("\\==", 2),
    ("@<", 2),
    ("compare", 3),
    ("unify_with_occurs_check", 2),
    ("copy_term", 2),
    ("ground", 1),
    ("term_variables", 2),
    ("acyclic_term", 1),
    ("cyclic_term", 1),
    ("functor", 3),
    ("arg", 3),
    ("=..", 2),
    ("atom_length", 2),
    ("atom_concat", 3),
    ("sub_atom", 5),
    ("atom_codes", 2),
    ("atom_chars", 2),
    ("char_code", 2),
    ("number_codes", 2),
    ("atom_number", 2),
    ("atom_string", 2),
    ("string_concat", 3),
    ("string_length", 2),
    ("sub_string", 5),
    ("split_string", 4),
    ("term_to_atom", 2),
    ("msort", 2),
    ("sort", 2),
    ("sort", 4),
    ("predsort", 3),
    ("keysort", 2),
    ("length", 2),
    ("is", 2),
    ("<", 2),
    ("=:=", 2),
    ("succ", 2),
    ("plus", 3),
    ("between", 3),
    ("nth0", 3),
    ("nth1", 3),
    ("last", 2),
    ("reverse", 2),
    ("append", 3),
    ("member", 2),
    ("memberchk", 2),
    ("sum_list", 2),
    ("max_list", 2),
    ("list_to_set", 2),
    ("numbervars", 3),
    ("setarg", 3),
    ("nb_setarg", 3),
    ("term_hash", 2),
    ("tab", 1),
    ("write", 1),
    ("print", 1),
    ("writeq", 1),
    ("write_canonical", 1),
    ("format", 2),
    ("assertz", 1),
    ("retract", 1),
    ("findall", 3),
    ("forall", 2),
    ("\\+", 1),
    ("call", 1),
    ("call", 2),
    ("catch", 3),
    ("nb_setval", 2),
    ("b_setval", 2),
    ("freeze", 2),
    ("dif", 2),
    ("tab", 2),
    ("char_type", 2),
    ("upcase_atom", 2),
    ("string_code", 3),
    ("number_string", 2),
    ("atomic_list_concat", 2),
    ("atomic_list_concat", 3),
    ("read_term_from_atom", 3),
];

/// Bindings of the shared variables a goal may start with.
fn binder() -> impl Strategy<Value = String> {
    let var = prop::sample::select(&VARS[..]);
    (var, 0..12usize, 0..4usize).prop_map(|(v, kind, k)| match kind {
        0 => format!("{v} = f({v})"),
        1 => format!("{v} = [a|{v}]"),
        2 => format!("{v} = g({v}, {o}, {v})", o = VARS[k]),
        3 => format!("{v} is 7**{}", 300 * (k + 1)),
        4 => format!("{v} is -(2**{})", 100 * (k + 1)),
        5 => format!("numlist(1, {}, {v})", 1000 * (k + 1)),
        6 => format!("length({v}, {})", 500 * (k + 1)),
        7 => format!("atom_codes({v}, \"{}\")", "xy".repeat(40 * (k + 1))),
        8 => format!("string_concat(\"abc\", \"{}\", {v})", "z".repeat(k * 30)),
        9 => format!("{v} = \"s{k}\""),
        10 => format!("{v} = {}.5e{}", k, k * 100),
        _ => format!("{v} = h({o}, [{o}|{v}])", o = VARS[k]),
    })
}

/// A random argument term over the shared variables.
fn term() -> impl Strategy<Value = String> {
    let leaf = prop_oneof![
        prop::sample::select(&VARS[..]).prop_map(String::from),
        Just("_".to_string()),
        (-3i64..1000).prop_map(|i| i.to_string()),
        Just("123456789012345678901234567890".to_string()),
        Just("1.0e300".to_string()),
        Just("nan".to_string()),
        prop::sample::select(&["a", "[]", "'hello world'", "\"str\"", "0'a", "f", "-"][..])
            .prop_map(String::from),
        Just("[1,2,3]".to_string()),
        Just("[c,b,a|T]".to_string()),
    ];
    leaf.prop_recursive(3, 12, 3, |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 1..3).prop_map(|a| format!("f({})", a.join(", "))),
            prop::collection::vec(inner.clone(), 0..3).prop_map(|a| format!("[{}]", a.join(", "))),
            (inner.clone(), inner).prop_map(|(a, b)| format!("({a} + {b})")),
        ]
    })
}

/// A call of a random builtin on random arguments.
fn call() -> impl Strategy<Value = String> {
    prop::sample::select(BUILTINS).prop_flat_map(|(name, arity)| {
        prop::collection::vec(term(), arity).prop_map(move |args| {
            let name = match name {
                "=" | "\\=" | "==" | "\\==" | "@<" | "=.." | "is" | "<" | "=:=" | "\\+" => {
                    format!("'{}'", name.replace('\\', "\\\\"))
                }
                n => n.to_string(),
            };
            if args.is_empty() {
                name
            } else {
                format!("{name}({})", args.join(", "))
            }
        })
    })
}

/// A whole goal: bindings, then one or two calls, output captured.
fn goal() -> impl Strategy<Value = String> {
    (
        prop::collection::vec(binder(), 0..3),
        prop::collection::vec(call(), 1..3),
    )
        .prop_map(|(binders, calls)| {
            let body: Vec<String> = binders.into_iter().chain(calls).collect();
            format!("with_output_to(string(_Out), ({}))", body.join(", "))
        })
}

/// Runs `text` under tight limits on `m` and checks that it ended inside them.
fn run_bounded(m: &mut Machine, text: &str) -> Result<(), TestCaseError> {
    let goal = match m.parse_goal(text) {
        Ok(g) => g,
        // A generated goal the reader rejects is a fine outcome: no panic.
        Err(_) => return Ok(()),
    };
    let budget = Duration::from_secs(2);
    m.set_limits(Limits {
        heap_cells: 4 << 20,
        frames: 1 << 20,
        steps: m.inferences().saturating_add(200_000),
        deadline: Some(Instant::now() + budget),
    });
    let start = Instant::now();
    let outcome = m.run_once(&goal);
    let took = start.elapsed();
    prop_assert!(
        took < budget * 3,
        "{text} ran {took:?} (limit {budget:?}): {outcome:?}"
    );
    prop_assert!(!matches!(outcome, Outcome::Halted(_)), "{text}: halted");
    // The machine is still usable.
    m.set_limits(Limits::default());
    let probe = m.parse_goal("X = f(Y), Y = 1, X == f(1)").unwrap();
    prop_assert_eq!(m.run_once(&probe), Outcome::Solved, "after {}", text);
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 600, ..ProptestConfig::default() })]

    #[test]
    fn random_goals_end_inside_their_limits(goals in prop::collection::vec(goal(), 1..4)) {
        let mut m = Machine::new();
        for g in &goals {
            run_bounded(&mut m, g)?;
        }
    }
}

/// Goals found worth keeping: each must end inside its limits.
#[test]
fn known_hard_goals_end_inside_their_limits() {
    let mut m = Machine::new();
    for g in [
        "A = f(A), B = f(B), A = B, A == B, compare(O, A, B), O == (=)",
        "A = [a|A], copy_term(A, B), B = [a|B]",
        "A = f(A, B), B = g(B, A), term_variables(A, Vs), Vs == []",
        "A = f(A), findall(A, member(_, [1,2,3]), L), length(L, 3)",
        "A = f(A), with_output_to(string(S), print(A)), string(S)",
        "A = f(A), catch(atom_length(A, _), E, true), nonvar(E)",
        "A = f(A), msort([A, A, b], L), length(L, 3)",
        "A is 7**30000, B is A*A, catch(C is B**B, _, true), var(C)",
        "numlist(1, 100000, L), catch(atomic_list_concat(L, X), _, true), atom(X)",
        "length(L, 100000), catch(sort(0, @>=, L, _), _, true)",
        "A = f(A), catch(assertz(p(A)), E, true), nonvar(E)",
        "A = f(A), catch(term_to_atom(A, T), _, true), atom(T)",
    ] {
        run_bounded(&mut m, g).unwrap_or_else(|e| panic!("{g}: {e}"));
    }
}
