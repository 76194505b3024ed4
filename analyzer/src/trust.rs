//! `trust` assertions: what the user states of a predicate replaces what the
//! analysis infers of it (how foreign code, library predicates and code the
//! analysis cannot bound are described). A trusted cost bound is taken as
//! written, for the call pattern and the type tests of the assertion's calls
//! properties. Lower bounds come from bounds of the call (cost type `call`)
//! only: the analysis' lower bounds are up to the first solution. The success
//! part's types and sizes (`=> (list(B), size(ub, B, length(A)))`) are what
//! callers bind the outputs to.

use crate::compare::expr_to_sym;
use crate::infer::{measured_as, pattern_of, Class, Known, Mode, Pattern, Trusted, Ty};
use crate::range::Range;
use crate::sym::Sym;
use costlog_assertions::expr::parse_cost_expr;
use costlog_assertions::props::{classify, TypeProp};
use costlog_assertions::{Approx, Assertion, CompProp, CostType, Status};
use costlog_engine::reader::SpanTree;
use costlog_engine::{Counter, Term};

/// The trusted facts of `assertions` for `resource`: one per `trust` assertion
/// with a call pattern (cost expressions outside the polynomial and geometric
/// forms of [`expr_to_sym`] are left out).
pub fn trusted_for(assertions: &[Assertion], resource: Counter) -> Vec<Trusted> {
    assertions
        .iter()
        .filter(|a| a.status == Status::Trust)
        .filter_map(|a| {
            let (mut pattern, _) = pattern_of(a).ok()?;
            // A trusted bound cannot mention the size `max(0, N)` of an integer
            // that may be negative (it is written over `N`): such an argument is
            // one the trust knows as ground, whatever the call passes.
            for m in pattern.iter_mut() {
                if *m == Mode::In(Ty::Signed) {
                    *m = Mode::In(Ty::Ground);
                }
            }
            let mut t = Trusted {
                key: a.pred.clone(),
                classes: classes_of(a),
                outs: success_outputs(a, &pattern),
                pattern,
                ub: None,
                first_ub: None,
                lb: None,
                not_fails: false,
                det: false,
            };
            for (p, _) in &a.comp {
                match p {
                    CompProp::NotFails => t.not_fails = true,
                    CompProp::IsDet => t.det = true,
                    CompProp::Det => (t.not_fails, t.det) = (true, true),
                    _ => {}
                }
            }
            for (p, _) in &a.comp {
                let CompProp::Cost {
                    approx,
                    ctype,
                    resource: r,
                    expr,
                } = p
                else {
                    continue;
                };
                if r.counter() != Some(resource) {
                    continue;
                }
                let Some(s) = expr_to_sym(expr, &|arg, m| measured_as(&t.pattern, arg, m)) else {
                    continue;
                };
                let upper = matches!(approx, Approx::Ub | Approx::Eq);
                let lower = matches!(approx, Approx::Lb | Approx::Eq);
                match ctype {
                    CostType::AllSols if upper => t.ub = Some(s.clone()),
                    CostType::Call if upper => t.first_ub = Some(s.clone()),
                    _ => {}
                }
                if lower && *ctype == CostType::Call {
                    t.lb = Some(s);
                }
            }
            Some(t)
        })
        .collect()
}

/// Per argument, the type test the calls properties of `a` name (the first one
/// that is a test on atoms or numbers).
fn classes_of(a: &Assertion) -> Vec<Class> {
    a.call_types()
        .iter()
        .map(|ts| {
            ts.iter()
                .find_map(|t| match t {
                    TypeProp::Int | TypeProp::Nnegint => Some(Class::Int),
                    TypeProp::User(n, _) if n == "nat" => Some(Class::Int),
                    TypeProp::Num => Some(Class::Num),
                    TypeProp::Flt => Some(Class::Float),
                    TypeProp::Atm => Some(Class::Atom),
                    TypeProp::Atomic => Some(Class::Atomic),
                    TypeProp::Equals(_) => Some(Class::Value),
                    _ => None,
                })
                .unwrap_or(Class::Any)
        })
        .collect()
}

/// What the calls properties of `a` say its arguments are beyond their modes
/// (the trusts of its predicate chosen as for a call passing such arguments).
pub fn known_of_assertion(a: &Assertion) -> Vec<Known> {
    classes_of(a)
        .into_iter()
        .map(|c| match c {
            Class::Int => Known::Int,
            Class::Float => Known::Float,
            Class::Atom => Known::Atom,
            _ => Known::Other,
        })
        .collect()
}

/// The types and sizes the success part of `a` states of the outputs of
/// `pattern`: a list, a natural (`nnegint`, or `int` with a size that is surely
/// not negative), another integer, or another ground term (no size), with the
/// bounds of `size(B, E)` (exact), `size(ub|lb|eq, B, E)` and
/// `size(ub|lb|eq, Metric, B, E)` over the inputs' sizes.
fn success_outputs(a: &Assertion, pattern: &Pattern) -> Vec<Option<(Ty, Range)>> {
    let head = a.head_vars();
    let arg_of = |v| head.iter().position(|h| *h == Some(v));
    let mut types: Vec<Option<Ty>> = vec![None; pattern.len()];
    let mut ubs: Vec<Option<Sym>> = vec![None; pattern.len()];
    let mut lbs: Vec<Option<Sym>> = vec![None; pattern.len()];
    for p in &a.success {
        if let Some((i, t)) = classify(&p.term, &arg_of) {
            if types[i].is_none() {
                types[i] = output_type(&t);
            }
        }
    }
    for p in &a.success {
        let Some((approx, metric, x, e)) = size_prop(&p.term) else {
            continue;
        };
        let Some(j) = (match x {
            Term::Var(v) => arg_of(*v),
            _ => None,
        }) else {
            continue;
        };
        let metric_fits = match types[j] {
            Some(t) if t.is_list() => matches!(metric, None | Some("length")),
            Some(Ty::Int | Ty::Signed) => matches!(metric, None | Some("int")),
            _ => false,
        };
        if pattern.get(j) != Some(&Mode::Out) || !metric_fits {
            continue;
        }
        let spans = SpanTree {
            span: 0..0,
            args: Vec::new(),
        };
        let Ok(expr) = parse_cost_expr(e, &spans, &arg_of) else {
            continue;
        };
        let Some(s) = expr_to_sym(&expr, &|arg, m| measured_as(pattern, arg, m)) else {
            continue;
        };
        if matches!(approx, Approx::Ub | Approx::Eq) {
            ubs[j] = Some(s.clone());
        }
        if matches!(approx, Approx::Lb | Approx::Eq) {
            lbs[j] = Some(s);
        }
    }
    (0..pattern.len())
        .map(|j| {
            let ty = types[j].filter(|_| pattern[j] == Mode::Out)?;
            let (ub, lb) = (ubs[j].take(), lbs[j].take());
            Some(match ty {
                // An integer surely not below a non-negative bound is a natural.
                Ty::Signed if lb.as_ref().is_some_and(Sym::nonneg_coefficients) => (
                    Ty::Int,
                    Range {
                        ub,
                        lb: lb.unwrap_or_default(),
                    },
                ),
                // Its size `max(0, N)` is below an upper bound of `N` only where
                // that bound is not negative.
                Ty::Signed => (
                    Ty::Signed,
                    Range {
                        ub: ub.filter(Sym::nonneg_coefficients),
                        lb: lb.unwrap_or_default(),
                    },
                ),
                Ty::List | Ty::ListOf(_) | Ty::Int => (
                    ty,
                    Range {
                        ub,
                        lb: lb.unwrap_or_default(),
                    },
                ),
                _ => (ty, Range::unknown()),
            })
        })
        .collect()
}

/// The type an output has after success when a success property says `t`.
fn output_type(t: &TypeProp) -> Option<Ty> {
    match t {
        TypeProp::List(_) => Some(Ty::List),
        TypeProp::Nnegint => Some(Ty::Int),
        TypeProp::User(n, _) if n == "nat" => Some(Ty::Int),
        TypeProp::Int => Some(Ty::Signed),
        TypeProp::Ground
        | TypeProp::Num
        | TypeProp::Flt
        | TypeProp::Atm
        | TypeProp::Atomic
        | TypeProp::Struct => Some(Ty::Ground),
        _ => None,
    }
}

/// A size property: its approximation, the metric when written, the term
/// measured and the size expression.
fn size_prop(t: &Term) -> Option<(Approx, Option<&'static str>, &Term, &Term)> {
    let Term::Compound(f, args) = t else {
        return None;
    };
    if f.name() != "size" {
        return None;
    }
    let approx = |t: &Term| match t {
        Term::Atom(a) => match &*a.name() {
            "ub" => Some(Approx::Ub),
            "lb" => Some(Approx::Lb),
            "eq" | "exact" => Some(Approx::Eq),
            _ => None,
        },
        _ => None,
    };
    let metric = |t: &Term| match t {
        Term::Atom(a) => match &*a.name() {
            "length" => Some("length"),
            "int" => Some("int"),
            _ => Some("other"),
        },
        _ => None,
    };
    match args.as_slice() {
        [x, e] => Some((Approx::Eq, None, x, e)),
        [a, x, e] => Some((approx(a)?, None, x, e)),
        [a, m, x, e] => Some((approx(a)?, Some(metric(m)?), x, e)),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::infer::Info;
    use crate::sym::Sym;
    use costlog_engine::Machine;

    fn assertions(text: &str) -> Vec<Assertion> {
        let mut m = Machine::new();
        let r = m.consult_str("t.pl", text);
        costlog_assertions::parse_directives(&r.kept, &|n, a| m.is_defined(n, a as u32)).assertions
    }

    #[test]
    fn trusted_bounds_become_symbolic_functions() {
        let a = assertions(
            ":- trust pred f(A, N, B) : (list(A), nnegint(N), var(B)) \
             + (cost(ub, steps, 3*length(A)**2 + 2**(N+1) - 1), cost(lb, steps, length(A)/2), \
                cost(ub, nargs, 2*length(A)), is_det).\n",
        );
        let t = trusted_for(&a, Counter::Steps);
        assert_eq!(t.len(), 1);
        let t = &t[0];
        assert_eq!(t.key, ("f".to_string(), 3));
        assert!(t.det && !t.not_fails);
        let ub = t.first_ub.as_ref().expect("a bound of the call");
        assert_eq!(
            ub.eval(&|v| [4.0, 3.0][v as usize]),
            3.0 * 16.0 + 16.0 - 1.0
        );
        // Applied to a call of a deterministic predicate, it bounds every solution.
        let mut info = Info::unknown(&t.pattern, "not defined".into());
        t.apply(&mut info);
        assert!(info.det && info.first_ub.is_none() && info.reasons.is_empty());
        assert_eq!(info.cost.ub.as_ref(), Some(ub));
        assert_eq!(t.lb.as_ref().unwrap().eval(&|_| 4.0), 2.0);
        let nargs = &trusted_for(&a, Counter::Nargs)[0];
        assert_eq!(nargs.first_ub.as_ref().unwrap().eval(&|_| 8.0), 16.0);
        assert!(nargs.lb.is_none());
    }

    /// The analysis of `text`, whose undefined predicates `external` are
    /// called as its trust assertions describe them.
    fn analyzer(text: &str, external: &[(&str, usize)]) -> crate::infer::Analyzer {
        let mut m = Machine::new();
        let r = m.consult_str("t.pl", text);
        let a = costlog_assertions::parse_directives(&r.kept, &|n, a| m.is_defined(n, a as u32))
            .assertions;
        let terms: Vec<Term> = r.clauses.iter().map(|(_, rt)| rt.term.clone()).collect();
        let external: Vec<_> = external.iter().map(|(n, a)| (n.to_string(), *a)).collect();
        let prog = crate::program::Program::from_terms_calling(&terms, &external, &[]);
        let mut an = crate::infer::Analyzer::new(prog);
        an.set_trusted(trusted_for(&a, Counter::Steps));
        an
    }

    #[test]
    fn trusts_of_one_pattern_apply_to_the_calls_their_type_tests_admit() {
        let mut an = analyzer(
            ":- trust pred q(A) : int(A) + (cost(ub, steps, 1), cost(lb, steps, 1), det).\n\
             :- trust pred q(A) : atm(A) + (cost(ub, steps, 3), cost(lb, steps, 3), det).\n\
             on_int :- q(7).\non_atom :- q(foo).\non_any(X) :- q(X).\n",
            &[("q", 1)],
        );
        let bounds = |i: &Info| {
            (
                i.cost.ub.as_ref().map(|u| u.eval(&|_| 0.0)),
                i.cost.lb.eval(&|_| 0.0),
            )
        };
        let key = |n: &str, a| (n.to_string(), a);
        assert_eq!(
            bounds(&an.info(&key("on_int", 0), &vec![])),
            (Some(2.0), 2.0)
        );
        assert_eq!(
            bounds(&an.info(&key("on_atom", 0), &vec![])),
            (Some(4.0), 4.0)
        );
        // A ground term of no known type: neither trust applies.
        let any = an.info(&key("on_any", 1), &vec![Mode::In(Ty::Ground)]);
        assert!(any.cost.ub.is_none(), "{any:?}");
        assert!(
            any.reasons
                .iter()
                .any(|r| r.contains("trusted for other calls only")),
            "{any:?}"
        );
    }

    #[test]
    fn trusted_success_sizes_bind_the_outputs() {
        let a = assertions(
            ":- trust pred e(A, B, N) : (list(A), var(B), var(N)) \
             => (list(B), size(ub, B, 2*length(A)), size(lb, length, B, length(A)), \
                 int(N), size(N, length(A) + 1)) + cost(ub, steps, 1).\n",
        );
        let t = &trusted_for(&a, Counter::Steps)[0];
        let at3 = |r: &Range| (r.ub.as_ref().map(|u| u.eval(&|_| 3.0)), r.lb.eval(&|_| 3.0));
        let (ty, b) = t.outs[1].as_ref().expect("B is typed");
        assert_eq!((*ty, at3(b)), (Ty::List, (Some(6.0), 3.0)));
        // An integer of a size that is not negative is a natural.
        let (ty, n) = t.outs[2].as_ref().expect("N is typed");
        assert_eq!((*ty, at3(n)), (Ty::Int, (Some(4.0), 4.0)));
        assert!(t.outs[0].is_none());
        let mut info = Info::unknown(&t.pattern, "not defined".into());
        t.apply(&mut info);
        assert!(info.out_ground[1] && info.out_ground[2] && !info.out_ground[0]);
        let mut an = analyzer(
            ":- trust pred e(A, B) : (list(A), var(B)) => (list(B), size(B, length(A))) \
               + (cost(ub, steps, 0), cost(lb, steps, 0), det).\n\
             user(A, N) :- e(A, B), len(B, N).\n\
             len([], 0).\nlen([_|T], N) :- len(T, M), N is M + 1.\n",
            &[("e", 2)],
        );
        let u = an.info(&("user".into(), 2), &vec![Mode::In(Ty::List), Mode::Out]);
        let ub = u.cost.ub.expect("the trusted size bounds len/2's loop");
        assert_eq!((ub.eval(&|_| 5.0), u.cost.lb.eval(&|_| 5.0)), (7.0, 7.0));
    }

    #[test]
    fn other_statuses_and_forms_are_not_trusted() {
        let a = assertions(
            ":- check pred g(A, B) : (list(A), var(B)) + cost(ub, steps, length(A)).\n\
             :- trust pred h(A, B) : (list(A), var(B)) + (cost(ub, steps, fact(length(A))), \
                cost(ub, steps, length(B))).\n",
        );
        let t = trusted_for(&a, Counter::Steps);
        assert_eq!(t.len(), 1, "only the trust assertion");
        assert!(
            t[0].ub.is_none() && t[0].first_ub.is_none(),
            "fact/1, an output's size"
        );
        // Without determinism, a bound of the call stays a first-solution bound.
        let mut info = Info::unknown(&t[0].pattern, "not defined".into());
        let nondet = Trusted {
            first_ub: Some(Sym::int(5)),
            ..t[0].clone()
        };
        nondet.apply(&mut info);
        assert!(info.cost.ub.is_none() && info.first_ub == Some(Sym::int(5)));
    }
}
