//! Inferred bounds as Ciao-style `true pred` assertions (and as JSON).

use crate::infer::{arg_name, calls_text, Info, Mode, Pattern, Ty};
use crate::program::PredKey;
use crate::simplify::simplify;
use crate::sym::{Sym, Var};
use costlog_assertions::{CostExpr, Metric};

/// A bound as a cost expression over the argument sizes (`length(A)` for list
/// sizes, `max(0, N)` for a signed integer's), before simplification: the sizes
/// `costlog analyze` prints and run-time checking evaluates.
pub fn sizes_expr(s: &Sym, pattern: &Pattern) -> CostExpr {
    s.to_cost_expr(&|v: Var| {
        let size = CostExpr::Size {
            arg: v as usize,
            metric: match pattern.get(v as usize) {
                Some(Mode::In(t)) if t.is_list() => Metric::Length,
                Some(Mode::In(Ty::Term)) => Metric::Size,
                Some(Mode::In(Ty::Depth)) => Metric::Depth,
                _ => Metric::Default,
            },
        };
        match pattern.get(v as usize) {
            Some(Mode::In(Ty::Signed)) => CostExpr::Max(
                Box::new(CostExpr::Num(num_rational::BigRational::from_integer(
                    0.into(),
                ))),
                Box::new(size),
            ),
            _ => size,
        }
    })
}

/// A bound as Prolog text over the argument names, simplified (see
/// [`simplify`]).
pub fn bound_text(s: &Sym, pattern: &Pattern) -> String {
    simplify(&sizes_expr(s, pattern)).to_prolog(&arg_name)
}

/// An upper bound with its alternatives: the least of them (each one holds),
/// simplified as a whole, so that what they share is written once:
/// `min(length(A),length(B))+1`.
pub fn ub_text(ub: &Sym, alts: &[Sym], pattern: &Pattern) -> String {
    let first = sizes_expr(ub, pattern);
    // `min/2` nests: min(a, min(b, c)).
    let all = std::iter::once(first)
        .chain(alts.iter().map(|u| sizes_expr(u, pattern)))
        .rev()
        .reduce(|acc, p| CostExpr::Min(Box::new(p), Box::new(acc)))
        .expect("the bound itself");
    simplify(&all).to_prolog(&arg_name)
}

/// `:- true pred p(A,B) : Calls + (cost(ub, R, F), cost(lb, R, G), ...).` for each
/// resource `R` with its analysis (`not_fails` and `is_det` from the first),
/// followed by comment lines saying why a bound is `inf` or `0`.
pub fn true_pred(key: &PredKey, pattern: &Pattern, infos: &[(&str, &Info)]) -> String {
    let Some((_, info)) = infos.first() else {
        return String::new();
    };
    // Quoted so the assertion reads back (`'__aux_yall_1'(A)`, `a:helper(A)`).
    let name = costlog_engine::write::pred_name_text(&key.0);
    let head = if key.1 == 0 {
        name.into_owned()
    } else {
        let args: Vec<String> = (0..key.1).map(arg_name).collect();
        format!("{name}({})", args.join(","))
    };
    let mut comp = Vec::new();
    for (r, i) in infos {
        let all = i
            .cost
            .ub
            .as_ref()
            .map_or("inf".to_string(), |u| ub_text(u, &i.alt_ubs, pattern));
        match &i.first_ub {
            // Up to the first solution, then over all of them.
            Some(f) => {
                comp.push(format!("cost(ub, {r}, {})", bound_text(f, pattern)));
                comp.push(format!("cost(ub, allsols, {r}, {all})"));
            }
            None => comp.push(format!("cost(ub, {r}, {all})")),
        }
        comp.push(format!(
            "cost(lb, {r}, {})",
            bound_text(&i.cost.lb, pattern)
        ));
    }
    if !info.det {
        // How many solutions a nondeterministic call has.
        let ub = info
            .sols
            .ub
            .as_ref()
            .map_or("inf".to_string(), |u| bound_text(u, pattern));
        comp.push(format!("cost(ub, sols, {ub})"));
        comp.push(format!(
            "cost(lb, sols, {})",
            bound_text(&info.sols.lb, pattern)
        ));
    }
    if info.not_fails {
        comp.push("not_fails".into());
    }
    if info.det {
        comp.push("is_det".into());
    }
    let calls = calls_text(pattern);
    let calls = if calls.is_empty() {
        String::new()
    } else {
        format!(" : {calls}")
    };
    let mut out = format!(":- true pred {head}{calls}\n    + ({}).\n", comp.join(", "));
    let mut reasons: Vec<&String> = Vec::new();
    for (_, i) in infos {
        if i.cost.ub.is_none() || i.cost.lb.is_zero() {
            for r in &i.reasons {
                if !reasons.contains(&r) {
                    reasons.push(r);
                }
            }
        }
    }
    for r in reasons {
        out.push_str(&format!("%   {r}\n"));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::range::Range;
    use num_bigint::BigInt;
    use num_rational::BigRational;

    #[test]
    fn nrev_prints_like_ciaopp() {
        let n = Sym::var(0);
        let half = BigRational::new(BigInt::from(1), BigInt::from(2));
        let three_halves = BigRational::new(BigInt::from(3), BigInt::from(2));
        let f = n
            .mul(&n)
            .unwrap()
            .scale(&half)
            .add(&n.scale(&three_halves))
            .add(&Sym::int(1));
        let info = Info {
            cost: Range::exact(f),
            det: true,
            not_fails: true,
            not_fails_from: None,
            outs: vec![None, None],
            out_ground: vec![true, true],
            out_free: vec![false, false],
            out_sum: None,
            reasons: Vec::new(),
            first_ub: None,
            alt_ubs: Vec::new(),
            positive_ubs: Vec::new(),
            fail_ub: None,
            sols: Range::int(1),
        };
        let pattern = vec![Mode::In(Ty::List), Mode::Out];
        let text = true_pred(&("nrev".into(), 2), &pattern, &[("steps", &info)]);
        assert_eq!(
            text,
            ":- true pred nrev(A,B) : (list(A), var(B))\n    + (cost(ub, steps, 0.5*length(A)**2+1.5*length(A)+1), cost(lb, steps, 0.5*length(A)**2+1.5*length(A)+1), not_fails, is_det).\n"
        );
    }

    #[test]
    fn alternatives_share_what_they_have_in_common() {
        let pattern = vec![Mode::In(Ty::List), Mode::In(Ty::Int), Mode::In(Ty::List)];
        let plus_one = |v| Sym::var(v).add(&Sym::int(1));
        assert_eq!(
            ub_text(&plus_one(2), &[plus_one(0), plus_one(1)], &pattern),
            "min(length(A),min(B,length(C)))+1"
        );
        assert_eq!(
            bound_text(&Sym::var(2).add(&Sym::var(0)), &pattern),
            "length(A)+length(C)"
        );
    }
}
