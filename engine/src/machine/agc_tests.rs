//! Atom garbage collection: what is reclaimed, what survives, across machines.
//! Every atom these tests check is made at run time (by `atom_concat/3`): an atom
//! written in the program text would be permanent.

use super::test_support::{loaded, solves};
use super::{Machine, Outcome};
use crate::atom::Atom;

#[test]
fn atoms_no_root_reaches_are_reclaimed_with_their_accounting() {
    let mut m = Machine::new();
    let before = m.off_heap.text_bytes;
    assert!(solves(
        &mut m,
        "forall(between(1, 30000, I), atom_concat(agc_t_gone_, I, _))"
    ));
    assert!(solves(&mut m, "garbage_collect_atoms"));
    assert_eq!(Atom::lookup("agc_t_gone_7"), None);
    assert_eq!(Atom::lookup("agc_t_gone_30000"), None);
    assert!(m.agc.gained >= 30_000, "gained {}", m.agc.gained);
    assert!(m.off_heap.text_bytes <= before);
    assert!(solves(
        &mut m,
        "statistics(agc, N), N > 0, statistics(agc_gained, G), G >= 30000"
    ));
}

#[test]
fn atoms_in_clauses_flags_globals_and_operators_survive() {
    let mut m = loaded(
        "keep :- atom_concat(agc_t_clause_, 1, A), assertz(agc_fact(A)),\n\
             atom_concat(agc_t_retracted_, 1, R), assertz(agc_gone(R)), retract(agc_gone(R)),\n\
             atom_concat(agc_t_flag_, 1, F), create_prolog_flag(agc_flag, F, []),\n\
             atom_concat(agc_t_global_, 1, G), nb_setval(agc_global, G),\n\
             atom_concat(agc_t_op_, 1, O), op(700, xfx, O).\n\
         check :- agc_fact(A), atom_concat(agc_t_clause_, X1, A), X1 == '1',\n\
             current_prolog_flag(agc_flag, F), atom_concat(agc_t_flag_, X2, F), X2 == '1',\n\
             nb_getval(agc_global, G), atom_concat(agc_t_global_, X3, G), X3 == '1',\n\
             current_op(P, xfx, O), atom_concat(agc_t_op_, X4, O), X4 == '1', P == 700.\n",
    );
    assert!(solves(&mut m, "keep"));
    assert!(solves(
        &mut m,
        "forall(between(1, 30000, I), atom_concat(agc_t_churn1_, I, _)), garbage_collect_atoms"
    ));
    assert!(m.agc.runs >= 2);
    for name in [
        "agc_t_clause_1",
        "agc_t_retracted_1",
        "agc_t_flag_1",
        "agc_t_global_1",
        "agc_t_op_1",
    ] {
        assert!(Atom::lookup(name).is_some(), "{name} was collected");
    }
    assert_eq!(Atom::lookup("agc_t_churn1_5"), None);
    assert!(solves(&mut m, "check"));
}

#[test]
fn atoms_of_live_terms_survive_collections_at_call_boundaries() {
    let mut m = loaded(
        "churn(0) :- !.\n\
         churn(N) :- atom_concat(agc_t_churn2_, N, _), N1 is N - 1, churn(N1).\n\
         env(Out) :- atom_concat(agc_t_env_, 1, A), findall(B, atom_concat(agc_t_bag_, 1, B), Bs),\n\
             churn(30000), atom_concat(agc_t_env_, X, A), X == '1',\n\
             Bs = [B], atom_concat(agc_t_bag_, Y, B), Y == '1', Out = A.\n",
    );
    m.set_gc_threshold(1000);
    let g = m.parse_goal("env(A), churn(30000)").expect("goal parses");
    let mut q = m.start_query(&g);
    assert_eq!(m.next_solution(&mut q), Outcome::Solved);
    assert!(m.agc.runs >= 4, "{} collections", m.agc.runs);
    assert_eq!(Atom::lookup("agc_t_churn2_29990"), None);
    // The answer is only in the query's variable now.
    m.collect_atoms();
    assert!(Atom::lookup("agc_t_env_1").is_some());
    let answer = m.binding(&q, 0).expect("bound");
    assert_eq!(format!("{answer:?}"), "Atom(\"agc_t_env_1\")");
    m.stop_query(q, false);
}

#[test]
fn an_atom_lives_while_any_machine_holds_it() {
    let mut m1 = Machine::new();
    let mut m2 = Machine::new();
    assert!(solves(
        &mut m1,
        "atom_concat(agc_t_shared_, 1, A), nb_setval(k, A)"
    ));
    assert!(solves(
        &mut m2,
        "atom_concat(agc_t_shared_, 1, A), atom_length(A, _)"
    ));
    assert!(solves(&mut m2, "garbage_collect_atoms"));
    assert!(Atom::lookup("agc_t_shared_1").is_some());
    assert!(solves(&mut m1, "garbage_collect_atoms"));
    assert!(Atom::lookup("agc_t_shared_1").is_some());
    drop(m1);
    assert_eq!(Atom::lookup("agc_t_shared_1"), None);
}

#[test]
fn an_answer_handed_out_is_permanent() {
    let mut m = Machine::new();
    let g = m
        .parse_goal("atom_concat(agc_t_answer_, 1, A)")
        .expect("goal parses");
    let sols = m
        .all_solutions(&g, &crate::term::Term::Var(0), 1)
        .expect("no error");
    drop(m);
    assert_eq!(format!("{:?}", sols[0]), "Atom(\"agc_t_answer_1\")");
    assert!(Atom::lookup("agc_t_answer_1").is_some());
}

#[test]
fn atoms_in_tabled_answers_survive() {
    let mut m = loaded(
        ":- table tq/1.\n\
         tq(A) :- between(1, 3, I), atom_concat(agc_t_tabled_, I, A).\n",
    );
    assert!(solves(&mut m, "findall(A, tq(A), L), length(L, 3)"));
    assert!(solves(
        &mut m,
        "forall(between(1, 30000, I), atom_concat(agc_t_churn3_, I, _)), garbage_collect_atoms"
    ));
    assert!(
        Atom::lookup("agc_t_tabled_2").is_some(),
        "answer atom collected"
    );
    assert_eq!(Atom::lookup("agc_t_churn3_5"), None);
    assert!(solves(
        &mut m,
        "findall(A, tq(A), L), msort(L, [agc_t_tabled_1, agc_t_tabled_2, agc_t_tabled_3])"
    ));
}
