//! Ciao sources as written: the star form and Ciao 1.15 resource declarations
//! (consulted by the engine, then parsed).

use costlog_assertions::props::TypeProp;
use costlog_assertions::*;
use costlog_engine::{Machine, Severity};
use num_rational::BigRational;

fn parse(src: &str) -> AssertionSet {
    let mut m = Machine::new();
    let report = m.consult_str("test.pl", src);
    parse_directives(&report.kept, &|n, a| m.is_defined(n, a as u32))
}

const PROGRAM: &str = "p([], 0).\np([_|T], N) :- p(T, M), N is M + 1.\n";

fn one(assertion: &str) -> Assertion {
    let set = parse(&format!("{PROGRAM}{assertion}\n"));
    assert!(!set.has_errors(), "{:?}", set.diagnostics);
    assert_eq!(set.assertions.len(), 1, "{assertion}");
    set.assertions[0].clone()
}

fn int(n: i64) -> Option<CostFunction> {
    Some(CostFunction::Constant(BigRational::from_integer(n.into())))
}

fn texts(props: &[Prop]) -> Vec<String> {
    props
        .iter()
        .map(|p| p.text.clone().unwrap_or_default())
        .collect()
}

#[test]
fn star_form_after_a_head_with_named_arguments() {
    let a = one(":- pred p(L, N) : list(num) * var => list(num) * int.");
    let num_list = TypeProp::List(Some(Box::new(TypeProp::Num)));
    assert_eq!(a.call_types(), vec![vec![num_list], vec![TypeProp::Var]]);
    assert_eq!(texts(&a.calls), ["list(L, num)", "var(N)"]);
    assert_eq!(texts(&a.success), ["list(L, num)", "int(N)"]);
    let explicit = one(":- pred p(L, N) : (list(L, num), var(N)) => (list(L, num), int(N)).");
    let terms = |ps: &[Prop]| ps.iter().map(|p| p.term.clone()).collect::<Vec<_>>();
    assert_eq!(terms(&a.calls), terms(&explicit.calls));
    assert_eq!(terms(&a.success), terms(&explicit.success));
}

#[test]
fn groups_are_conjunctions_on_one_argument() {
    let a = one(":- entry p/2 : {list(int), ground} * var.");
    assert_eq!(texts(&a.calls), ["list(A1, int)", "ground(A1)", "var(A2)"]);
    // Arity 1 with a named head: a group is the star form.
    let set = parse("r(_).\n:- pred r(X) : {atm, ground}.\n");
    assert_eq!(texts(&set.assertions[0].calls), ["atm(X)", "ground(X)"]);
}

#[test]
fn the_number_of_factors_must_be_the_arity() {
    let src = format!("{PROGRAM}:- pred p(A, B) : int * var * var.\n:- pred p/2 : list.\n");
    let set = parse(&src);
    let errors: Vec<_> = set
        .diagnostics
        .iter()
        .filter(|d| d.severity == Severity::Error)
        .collect();
    assert_eq!(errors.len(), 2, "{errors:?}");
    assert_eq!(&src[errors[0].span.clone()], "int * var * var");
    assert!(errors[0]
        .message
        .contains("gives 3 argument properties for a predicate of arity 2"));
    assert_eq!(&src[errors[1].span.clone()], "list");
    assert!(errors[1].message.contains("gives 1 argument property"));
}

#[test]
fn comp_parts_give_single_predicates_resource_costs() {
    let set = parse(&format!(
        "{PROGRAM}:- resource r.\n:- literal_cost(ub, r, 0).\n\
         :- trust comp p(X, Y) + (head_cost(ub, r, 2), literal_cost(ub, r, 1)).\n\
         :- trust comp q(X) + head_cost(ub, res_steps, 3).\n"
    ));
    assert!(!set.has_errors(), "{:?}", set.diagnostics);
    // Declarations only: nothing is left to check.
    assert!(set.assertions.is_empty(), "{:?}", set.assertions);
    let r = set.resources.iter().find(|r| r.name == "r").unwrap();
    let p = ("p".to_string(), 2);
    assert_eq!(r.head_cost_of(&p), int(2).as_ref());
    assert_eq!(r.literal_cost_of(&p), int(1).as_ref());
    assert_eq!(r.literal_cost_of(&("other".into(), 1)), int(0).as_ref());
    // res_steps is predefined: 1 per head, 0 per literal, unless said otherwise.
    let s = set
        .resources
        .iter()
        .find(|r| r.name == "res_steps")
        .unwrap();
    assert_eq!(s.head_cost_of(&("q".into(), 1)), int(3).as_ref());
    assert_eq!(s.head_cost_of(&p), int(1).as_ref());
    assert_eq!(s.literal_cost_of(&p), int(0).as_ref());
}

#[test]
fn an_undeclared_resource_in_head_cost_is_an_error() {
    let src = format!("{PROGRAM}:- trust comp p(X, Y) + head_cost(ub, nope, 1).\n");
    let set = parse(&src);
    let codes: Vec<&str> = set.diagnostics.iter().map(|d| d.code).collect();
    assert_eq!(codes, ["CA0002"]);
    assert_eq!(&src[set.diagnostics[0].span.clone()], "nope");
}

#[test]
fn size_metrics_are_recorded_with_a_note_and_relations_accepted() {
    let set = parse(&format!(
        "{PROGRAM}:- size_metric(p(A, B), B, length).\n\
         :- trust comp p(X, Y) + (size_metric(X, void), relations(inf), not_fails).\n"
    ));
    assert!(!set.has_errors(), "{:?}", set.diagnostics);
    let metrics: Vec<(usize, &str)> = set
        .size_metrics
        .iter()
        .map(|m| (m.arg, m.metric.as_str()))
        .collect();
    assert_eq!(metrics, [(1, "length"), (0, "void")]);
    assert!(set
        .diagnostics
        .iter()
        .all(|d| d.code == "CA0010" && d.severity == Severity::Note));
    // What is left of the comp part is a property to check.
    assert_eq!(set.assertions.len(), 1);
    assert_eq!(set.assertions[0].comp.len(), 1);
}

#[test]
fn trust_default_in_both_spellings_and_modes_on_named_arguments() {
    let set = parse(&format!(
        "{PROGRAM}:- resource r.\n:- trust_default(cost(ub, r, 4)).\n\
         :- pred p(+X, -Y) + cost(ub, r, length(X)).\n"
    ));
    assert!(!set.has_errors(), "{:?}", set.diagnostics);
    let r = set.resources.iter().find(|r| r.name == "r").unwrap();
    assert_eq!(r.default_cost, int(4));
    let a = &set.assertions[0];
    assert_eq!(a.arg_names, ["X", "Y"]);
    assert_eq!(
        a.call_types(),
        vec![vec![TypeProp::Nonvar], vec![TypeProp::Var]]
    );
}
