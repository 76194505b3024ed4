//! The assertion language read from real directives (consulted by the engine).

use costlog_assertions::props::{classify, TypeProp};
use costlog_assertions::*;
use costlog_engine::{Machine, Term, VarId};

fn parse(src: &str) -> (AssertionSet, Machine) {
    let mut m = Machine::new();
    let report = m.consult_str("test.pl", src);
    let set = parse_directives(&report.kept, &|n, a| m.is_defined(n, a as u32));
    (set, m)
}

const PROGRAM: &str = "p([], 0).\np([_|T], N) :- p(T, M), N is M + 1.\nq(_, _).\n";

fn one(assertion: &str) -> Assertion {
    let (set, _) = parse(&format!("{PROGRAM}{assertion}\n"));
    assert!(!set.has_errors(), "{:?}", set.diagnostics);
    assert_eq!(set.assertions.len(), 1, "{assertion}");
    set.assertions[0].clone()
}

fn arg_types(a: &Assertion) -> Vec<(usize, TypeProp)> {
    let head: Vec<VarId> = match &a.head {
        Some(Term::Compound(_, args)) => args
            .iter()
            .map(|t| if let Term::Var(v) = t { *v } else { u32::MAX })
            .collect(),
        _ => Vec::new(),
    };
    let arg = |v: VarId| head.iter().position(|h| *h == v);
    a.calls
        .iter()
        .filter_map(|p| classify(&p.term, &arg))
        .collect()
}

#[test]
fn the_general_form_with_every_part() {
    let a = one(":- check pred p(A, B) : (list(A), var(B)) => int(B) + (cost(ub, steps, length(A) + 1), not_fails) # \"length\".");
    assert_eq!((a.status, a.kind), (Status::Check, Kind::Pred));
    assert_eq!(a.pred, ("p".to_string(), 2));
    assert_eq!(a.arg_names, vec!["A", "B"]);
    assert_eq!(a.calls.len(), 2);
    assert_eq!(a.success.len(), 1);
    assert_eq!(a.comp.len(), 2);
    assert_eq!(a.comment.as_deref(), Some("length"));
    assert!(matches!(a.comp[1].0, CompProp::NotFails));
    let parts = a.split();
    let kinds: Vec<Kind> = parts.iter().map(|p| p.kind).collect();
    assert_eq!(kinds, vec![Kind::Calls, Kind::Success, Kind::Comp]);
}

#[test]
fn default_status_and_statuses() {
    assert_eq!(one(":- pred p(A, B) + not_fails.").status, Status::Check);
    for (word, status) in [
        ("trust", Status::Trust),
        ("true", Status::True),
        ("checked", Status::Checked),
        ("false", Status::False),
        ("obs", Status::Obs),
    ] {
        assert_eq!(
            one(&format!(":- {word} pred p(A, B) + not_fails.")).status,
            status
        );
    }
}

#[test]
fn name_arity_heads_and_the_star_form() {
    let a = one(":- check pred q/2 + rel_cost(ub, exec_time, 55).");
    assert!(matches!(
        &a.comp[0].0,
        CompProp::RelCost {
            approx: Approx::Ub,
            resource: Resource::ExecTime,
            ..
        }
    ));
    let a = one(":- entry p/2 : {list, ground} * var.");
    assert_eq!(a.kind, Kind::Entry);
    let types = arg_types(&a);
    assert!(
        types.contains(&(0, TypeProp::List(None)))
            && types.contains(&(0, TypeProp::Ground))
            && types.contains(&(1, TypeProp::Var))
    );
    let a = one(":- pred p/2 : list(num) * var.");
    assert!(arg_types(&a).contains(&(0, TypeProp::List(Some(Box::new(TypeProp::Num))))));
}

#[test]
fn list_in_both_argument_orders_and_modes() {
    let a = one(":- pred p(A, B) : (list(num, A), var(B)).");
    assert!(arg_types(&a).contains(&(0, TypeProp::List(Some(Box::new(TypeProp::Num))))));
    let a = one(":- pred p(+list, -int).");
    let types = arg_types(&a);
    assert!(types.contains(&(0, TypeProp::List(None))) && types.contains(&(1, TypeProp::Var)));
    assert_eq!(a.success.len(), 1);
}

#[test]
fn comp_properties_and_old_spellings() {
    let a = one(":- pred p(A, B) + (steps_ub(length(A)), steps_lb(1), steps(length(A)+1), steps_o(A), cost(lb, redo_fail, steps, 0), cost(ub, sol(2), exectime, 10), is_det, det, semidet, multi, non_det, fails, terminates).");
    assert_eq!(a.comp.len(), 13);
    assert!(matches!(
        &a.comp[0].0,
        CompProp::Cost {
            approx: Approx::Ub,
            resource: Resource::STEPS,
            ctype: CostType::Call,
            ..
        }
    ));
    assert!(matches!(
        &a.comp[4].0,
        CompProp::Cost {
            ctype: CostType::RedoFail,
            ..
        }
    ));
    assert!(matches!(
        &a.comp[5].0,
        CompProp::Cost {
            ctype: CostType::Sol(2),
            resource: Resource::ExecTime,
            ..
        }
    ));
}

#[test]
fn tests_cost_centres_regtypes_and_resources() {
    let src = format!(
        "{PROGRAM}:- test p(A, B) : (A = [1,2]) => (B = 2).\n:- cost_center p/2, q/2.\n:- cost_center([p/2]).\n:- no_cost_center q/2.\n:- all_cost_center.\n:- regtype color/1.\ncolor(red).\n:- resource bytes.\n:- head_cost(ub, bytes, 2).\n:- literal_cost(ub, bytes, 1).\n:- trust_default + cost(ub, bytes, 0).\n:- pred p(A, B) : color(A) + cost(ub, bytes, length(A)).\n"
    );
    let (set, _) = parse(&src);
    assert!(!set.has_errors(), "{:?}", set.diagnostics);
    assert_eq!(set.assertions[0].kind, Kind::Test);
    assert_eq!(set.cost_centers.len(), 4);
    assert!(matches!(&set.cost_centers[0].0, CostCenterDecl::Centers(v) if v.len() == 2));
    assert!(matches!(&set.cost_centers[3].0, CostCenterDecl::All));
    assert_eq!(set.regtypes, vec![("color".to_string(), 1)]);
    let r = &set.resources[0];
    assert_eq!(r.name, "bytes");
    assert!(r.head_cost.is_some() && r.literal_cost.is_some() && r.default_cost.is_some());
    assert!(
        matches!(&set.assertions[1].comp[0].0, CompProp::Cost { resource: Resource::User(n), .. } if n == "bytes")
    );
}

#[test]
fn one_file_reports_every_malformed_assertion() {
    let src = format!("{PROGRAM}:- pred p(A, B) + cost(ub, stepz, 1).\n:- pred zz(A) + not_fails.\n:- pred p(A, B) + cost(ub, steps, length(C)).\n:- pred p(A, B) + wobbly.\n");
    let (set, _) = parse(&src);
    let codes: Vec<&str> = set.diagnostics.iter().map(|d| d.code).collect();
    assert_eq!(codes, vec!["CA0002", "CA0006", "CA0005", "CA0008"]);
    for d in &set.diagnostics {
        let text = &src[d.span.clone()];
        assert!(["stepz", "zz(A)", "C", "wobbly"].contains(&text), "{text}");
    }
}
