//! Strings in the machine: the side arena they share with big integers (accounting,
//! collection), clause constants, and how files read `"..."`.

use super::test_support::{loaded, solves};
use super::Machine;

#[test]
fn the_collector_reclaims_dead_strings_and_keeps_live_ones() {
    let mut m = loaded(
        "churn(0, S, S) :- !.\n\
         churn(N, S0, S) :- string_concat(S0, \"x\", S1), sub_string(S1, 1, _, 0, S2),\n\
             N1 is N - 1, churn(N1, S2, S).\n",
    );
    m.set_gc_threshold(2_000);
    assert!(solves(
        &mut m,
        "churn(20000, \"abc\", S), S == \"xxx\", X = \"keep\", garbage_collect, X == \"keep\""
    ));
    assert!(m.gc_count() > 0);
    // Each step made two strings; only a few are still referred to.
    assert!(m.bigs.len() < 1000, "arena holds {} values", m.bigs.len());
    let live: usize = m.bigs.iter().map(super::boxed::Boxed::size).sum();
    assert_eq!(m.off_heap.big_bytes, live);
}

#[test]
fn backtracking_truncates_the_arena_and_its_accounting() {
    let mut m = Machine::new();
    let before = (m.bigs.len(), m.off_heap.big_bytes);
    assert!(solves(
        &mut m,
        "\\+ \\+ (atom_string(abc, S), string_concat(S, S, T), string_length(T, 6))"
    ));
    assert_eq!((m.bigs.len(), m.off_heap.big_bytes), before);
}

#[test]
fn strings_in_clauses_are_constants_indexed_by_content() {
    let mut m = loaded("k(\"a\", 1).\nk(\"b\", 2).\nk(b, 3).\n");
    assert!(solves(&mut m, "findall(V, k(\"b\", V), [2])"));
    assert!(solves(
        &mut m,
        "string_concat(\"\", \"b\", K), findall(V, k(K, V), [2])"
    ));
    assert!(solves(&mut m, "findall(V, k(_, V), [1, 2, 3])"));
}

#[test]
fn a_ciao_module_reads_double_quotes_as_codes_and_the_setting_ends_with_it() {
    let mut m = loaded(":- module(cm, [p/1], [assertions]).\np(\"ab\").\n");
    assert!(solves(&mut m, "cm:p(X), X == [97, 98]"));
    assert!(solves(&mut m, "current_prolog_flag(double_quotes, string)"));
}

#[test]
fn library_text_reads_codes_whatever_the_flag() {
    let mut m = Machine::new();
    assert!(solves(&mut m, "set_prolog_flag(double_quotes, atom)"));
    // `string_code/3` is a lazy library predicate, loaded now under the `atom` flag.
    assert!(solves(
        &mut m,
        "findall(I-C, string_code(I, \"ab\", C), [1-97, 2-98])"
    ));
}
