//! Static verdicts on assertions: the call pattern an assertion's calls properties
//! describe, the analysis under it, and the comparison of each computational
//! property with what was inferred.

use crate::compare::{compare, expr_to_sym, refute_numeric, Comparison};
use crate::infer::{measured_as, pattern_of, Analyzer, Info, Mode, Pattern, Ty};
use crate::numeric::Num;
use crate::program::Program;
use crate::range::Range;
use crate::sym::{Sym, Var};
use crate::time::TimeModel;
use costlog_assertions::props::TypeProp;
use costlog_assertions::{
    Approx, Assertion, CompProp, CostExpr, CostType, Metric, Resource, ResourceDecl, Status,
    Verdict,
};
use costlog_engine::Counter;
use costlog_engine::Term;
use num_rational::BigRational;
use num_traits::ToPrimitive;
use std::collections::HashMap;

/// Whether a cost type measures a call up to its first solution or failure.
fn up_to_first_solution(ctype: &CostType) -> bool {
    matches!(
        ctype,
        CostType::Call | CostType::CallExit | CostType::CallFail | CostType::Sol(1)
    )
}

/// The static analysis of one program, asked assertion by assertion; one analyzer
/// per resource, made on first use.
pub struct Decider {
    /// The clause terms, to rebuild the program when trust assertions name
    /// predicates it does not define.
    clauses: Vec<Term>,
    /// Dynamic and tabled predicates (see [`Program::from_terms_calling`]).
    run_time_defined: Vec<crate::program::PredKey>,
    program: Program,
    analyzers: HashMap<Counter, Analyzer>,
    time: Option<TimeModel>,
    /// The program's entries, from the calls properties of its assertions.
    entries: Vec<(crate::program::PredKey, Vec<Num>)>,
    /// The program's assertions (their `trust` ones override the analysis).
    assertions: Vec<Assertion>,
    /// The program's user resources (`:- resource R.` and their costs).
    resources: Vec<ResourceDecl>,
}

/// What a calls property says of an argument: a number, a list of numbers.
fn num_of(t: &TypeProp) -> Num {
    match t {
        TypeProp::Int | TypeProp::Nnegint | TypeProp::Num | TypeProp::Flt => Num::Number,
        TypeProp::User(n, _) if n == "nat" => Num::Number,
        TypeProp::List(Some(e)) if num_of(e) == Num::Number => Num::ListOfNumbers,
        _ => Num::Any,
    }
}

/// The entries the calls properties of `assertions` describe: per predicate and
/// argument, a number, a list of numbers or anything.
pub fn entries_of(assertions: &[Assertion]) -> Vec<(crate::program::PredKey, Vec<Num>)> {
    assertions
        .iter()
        .map(|a| {
            let args = a
                .call_types()
                .iter()
                .map(|ts| {
                    ts.iter()
                        .map(num_of)
                        .find(|n| *n != Num::Any)
                        .unwrap_or(Num::Any)
                })
                .collect();
            (a.pred.clone(), args)
        })
        .collect()
}

/// Whether a call's one sure head step (see [`crate::grammar`]) would raise the
/// lower bound of `info`: it is `0`, and no upper bound below one step says
/// otherwise (a trusted `0`).
fn head_step_holds(info: &Info) -> bool {
    let below_one = |u: &Sym| {
        u.as_constant()
            .is_some_and(|c| c < BigRational::from_integer(1.into()))
    };
    info.cost.lb.is_zero() && !info.cost.ub.as_ref().is_some_and(below_one)
}

impl Decider {
    /// Analyses the program made of `clauses` (clause terms as read), whose
    /// predicates `run_time_defined` (dynamic and tabled ones, as the loader reports
    /// them) have other clauses at run time than the ones read.
    pub fn new<'a>(
        clauses: impl IntoIterator<Item = &'a Term>,
        run_time_defined: &[(costlog_engine::Atom, u32)],
    ) -> Decider {
        let clauses: Vec<Term> = clauses.into_iter().cloned().collect();
        let run_time_defined = crate::program::pred_keys(run_time_defined);
        Decider {
            program: Program::from_terms_calling(&clauses, &[], &run_time_defined),
            run_time_defined,
            clauses,
            analyzers: HashMap::new(),
            time: None,
            entries: Vec::new(),
            assertions: Vec::new(),
            resources: Vec::new(),
        }
    }

    /// Takes the program's assertions into account: its predicates are called as
    /// the calls properties say (its entries: numbers and lists of numbers matter
    /// to the `arith` bounds), and from nowhere else; what `trust` assertions
    /// state replaces what the analysis infers (predicates they name that the
    /// program does not define, such as foreign code or library predicates the
    /// analysis does not model, are called as user predicates; builtins it models
    /// keep their model). Forgets what was analysed before.
    pub fn set_assertions(&mut self, assertions: &[Assertion]) {
        self.entries = entries_of(assertions);
        self.assertions = assertions.to_vec();
        // Builtins the analysis models keep their model (a trust assertion on
        // one is not used): calling them as user predicates would lose it for
        // every call pattern but the trusted one.
        let undefined: Vec<crate::program::PredKey> = assertions
            .iter()
            .filter(|a| a.status == Status::Trust && !self.program.preds.contains_key(&a.pred))
            .filter(|a| !crate::builtins::is_plain(&a.pred.0))
            .map(|a| a.pred.clone())
            .collect();
        if !undefined.is_empty() {
            self.program =
                Program::from_terms_calling(&self.clauses, &undefined, &self.run_time_defined);
        }
        self.analyzers.clear();
    }

    /// Takes the program's user resources into account: one whose costs amount
    /// to a constant per resolution step is bounded from the steps
    /// (`user_resource.rs`); others are not decided statically.
    pub fn set_resources(&mut self, resources: &[ResourceDecl]) {
        self.resources = resources.to_vec();
    }

    /// Uses a calibrated time model for `exec_time` bounds (none: `exec_time` is
    /// not decided statically).
    pub fn set_time_model(&mut self, model: Option<TimeModel>) {
        self.time = model;
    }

    /// The predicted execution time (ns) of `key` under `pattern`, when a time
    /// model is set.
    pub fn time_info(&mut self, key: &crate::program::PredKey, pattern: &Pattern) -> Option<Info> {
        let model = self.time.clone()?;
        Some(model.predict(&mut |r| self.analyzer(r).info(key, pattern)))
    }

    fn analyzer(&mut self, r: Counter) -> &mut Analyzer {
        let (program, entries, assertions) = (&self.program, &self.entries, &self.assertions);
        self.analyzers.entry(r).or_insert_with(|| {
            let mut a = Analyzer::for_resource(program.clone(), r);
            a.set_entries(entries);
            a.set_trusted(crate::trust::trusted_for(assertions, r));
            a
        })
    }

    /// The analysis of `a`'s predicate under its call pattern, for resource `r`.
    pub fn info_for(
        &mut self,
        a: &Assertion,
        r: Counter,
    ) -> Result<(Pattern, Vec<bool>, Info), String> {
        self.info_measured(a, r, pattern_of(a)?)
    }

    /// The analysis of `a`'s predicate for resource `r` under the call pattern
    /// a cost property with expression `expr` is compared under
    /// ([`crate::infer::pattern_for`]).
    pub fn info_for_bound(
        &mut self,
        a: &Assertion,
        r: Counter,
        expr: &CostExpr,
    ) -> Result<(Pattern, Vec<bool>, Info), String> {
        self.info_measured(a, r, crate::infer::pattern_for(a, expr)?)
    }

    /// The analysis of `a`'s predicate for resource `r` under `pattern` (and
    /// which of its sizes are naturals), with the one step of a call whose
    /// clause heads cover its calls types.
    fn info_measured(
        &mut self,
        a: &Assertion,
        r: Counter,
        (pattern, natural): (Pattern, Vec<bool>),
    ) -> Result<(Pattern, Vec<bool>, Info), String> {
        let known = crate::trust::known_of_assertion(a);
        let mut info = self.analyzer(r).info_known(&a.pred, &pattern, &known);
        if r == Counter::Steps
            && head_step_holds(&info)
            && crate::grammar::heads_cover(&self.program, a, &pattern)
        {
            info.cost.lb = Sym::int(1);
        }
        Ok((pattern, natural, info))
    }

    /// The analysis of `key` under `pattern` for resource `r`.
    pub fn info_of(
        &mut self,
        key: &crate::program::PredKey,
        pattern: &Pattern,
        r: Counter,
    ) -> Info {
        self.analyzer(r).info(key, pattern)
    }

    /// Every predicate and call pattern analysed so far for steps (callees
    /// included), sorted.
    pub fn results(&self) -> Vec<(crate::program::PredKey, Pattern, Info)> {
        let Some(analyzer) = self.analyzers.get(&Counter::Steps) else {
            return Vec::new();
        };
        let mut v: Vec<_> = analyzer
            .results()
            .filter(|((k, _), _)| !crate::apply::is_auxiliary(&k.0))
            .map(|((k, p), i)| (k.clone(), p.clone(), i.clone()))
            .collect();
        v.sort_by(|a, b| (&a.0, &a.1).cmp(&(&b.0, &b.1)));
        v
    }

    /// The least size (number of subterms) an input `arg` of `a` may have by
    /// its calls types (see [`crate::grammar::least_input_size`]): sizes below
    /// it have no input, and bounds are compared from it on.
    pub fn least_input_size(&self, a: &Assertion, arg: usize) -> i64 {
        let types = a.call_types();
        let props = types.get(arg).map_or(&[][..], Vec::as_slice);
        crate::grammar::least_input_size(&self.program, props)
    }

    /// The analysis (steps) of the predicate of `a` under its call pattern.
    pub fn info(&mut self, a: &Assertion) -> Result<(Pattern, Vec<bool>, Info), String> {
        self.info_for(a, Counter::Steps)
    }

    /// The verdict on `prop` of `a`, when the analysis reaches one.
    pub fn decide(&mut self, a: &Assertion, prop: &CompProp) -> Option<Verdict> {
        let proved =
            |holds: bool, why: &str| holds.then(|| Verdict::analysed(Status::Checked, why));
        match prop {
            CompProp::PossiblyFails | CompProp::PossiblyNondet => {
                proved(true, "holds of every predicate")
            }
            CompProp::NotFails => {
                let (_, _, info) = self.info(a).ok()?;
                proved(
                    info.not_fails,
                    "the clauses cover every call and their bodies cannot fail",
                )
            }
            CompProp::IsDet => {
                let (_, _, info) = self.info(a).ok()?;
                proved(
                    info.det,
                    "the clauses exclude each other and their bodies are deterministic",
                )
            }
            CompProp::Det => {
                let (_, _, info) = self.info(a).ok()?;
                proved(info.det && info.not_fails, "deterministic and cannot fail")
            }
            CompProp::Cost {
                approx,
                ctype,
                resource,
                expr,
            } => self.decide_cost(a, *approx, ctype, resource, expr),
            _ => None,
        }
    }

    /// The inferred bounds a cost property of `a` is compared with: the pattern,
    /// which sizes are naturals, the cost range, the alternative upper bounds, and
    /// the calibration note of a time bound (empty for counted resources).
    fn inferred_cost(
        &mut self,
        a: &Assertion,
        ctype: &CostType,
        resource: &Resource,
        expr: &CostExpr,
    ) -> Option<InferredCost> {
        // The inferred upper bound covers the whole search and the lower bound the
        // cost up to the first exit or failure: both bound every cost type measured
        // from the call (first solution, i-th, all); not from a redo.
        let from_call = matches!(
            ctype,
            CostType::Call
                | CostType::CallExit
                | CostType::CallFail
                | CostType::Sol(_)
                | CostType::AllSols
        );
        if !from_call {
            return None;
        }
        if let Resource::User(name) = resource {
            let weight = crate::user_resource::steps_weight(
                &self.program,
                &self.assertions,
                &self.resources,
                name,
                &a.pred,
            )?;
            let steps = self.inferred_cost(a, ctype, &Resource::STEPS, expr)?;
            return Some(InferredCost {
                cost: Range {
                    ub: steps.cost.ub.map(|u| u.scale(&weight)),
                    lb: steps.cost.lb.scale(&weight),
                },
                alts: steps.alts.iter().map(|u| u.scale(&weight)).collect(),
                ..steps
            });
        }
        if *resource == Resource::Sols {
            // A number of solutions counts them all (`cost(ub, sols, F)`).
            if *ctype != CostType::AllSols {
                return None;
            }
            let (pattern, natural, info) = self.info(a).ok()?;
            return Some(InferredCost {
                pattern,
                natural,
                cost: info.sols,
                alts: Vec::new(),
                calibrated: String::new(),
            });
        }
        let first = up_to_first_solution(ctype);
        if *resource == Resource::ExecTime {
            // Execution time: the calibrated model's prediction, widened by its
            // tolerance; the verdict says it relies on the calibration.
            let (pattern, natural) = pattern_of(a).ok()?;
            let model = self.time.clone()?;
            let predicted = self.time_info(&a.pred, &pattern)?;
            // Run-time checking times every attempt (call, then each redo) with its
            // own start-up: the model's one call overhead covers the first
            // solution, or all of a deterministic call.
            if !first && !predicted.det {
                return None;
            }
            let calibrated = format!(
                " [relies on the calibration {}, tolerance {}%]",
                model.label,
                (model.tolerance.to_f64().unwrap_or(0.0) * 1000.0).round() / 10.0
            );
            return Some(InferredCost {
                pattern,
                natural,
                cost: model.widened(&predicted.cost),
                alts: Vec::new(),
                calibrated,
            });
        }
        let r = resource.counter().filter(|c| crate::infer::bounds(*c))?;
        let (pattern, natural, info) = self.info_for_bound(a, r, expr).ok()?;
        // Up to the first solution, a nondeterministic predicate may have a tighter
        // bound than over its whole search.
        let mut cost = info.cost;
        if let (true, Some(f)) = (first, info.first_ub) {
            cost.ub = Some(f);
        }
        Some(InferredCost {
            pattern,
            natural,
            cost,
            alts: info.alt_ubs,
            calibrated: String::new(),
        })
    }

    /// The verdict on a cost property: the asserted bound compared with the
    /// inferred one, symbolically when the expression is a size function, else
    /// numerically (a refutation only).
    fn decide_cost(
        &mut self,
        a: &Assertion,
        approx: Approx,
        ctype: &CostType,
        resource: &Resource,
        expr: &CostExpr,
    ) -> Option<Verdict> {
        let InferredCost {
            pattern,
            natural,
            cost,
            alts,
            calibrated,
        } = self.inferred_cost(a, ctype, resource, expr)?;
        // Integer sizes that may be negative are outside the comparison's domain:
        // a property or a bound mentioning one is not decided here (one that
        // mentions none is compared as it stands).
        let mentioned = |i: usize| {
            let v = i as Var;
            let in_sym = |s: &Sym| s.vars().contains(&v);
            cost.ub.as_ref().is_some_and(in_sym)
                || in_sym(&cost.lb)
                || alts.iter().any(in_sym)
                || expr.size_args().iter().any(|(arg, _)| *arg == i)
        };
        let sized: Vec<usize> = (0..pattern.len())
            .filter(|i| matches!(pattern[*i], Mode::In(t) if t.sized()))
            .filter(|i| natural[*i] || mentioned(*i))
            .collect();
        if sized.iter().any(|i| !natural[*i]) {
            return None;
        }
        let metric_ok = |arg: usize, m: Metric| measured_as(&pattern, arg, m);
        // A term has at least one subterm, one of a user type maybe more
        // (`grammar::least_input_size`, `m`): tree sizes are compared over
        // `x = y + m`, `y` a natural (and witnesses shifted back).
        let types = a.call_types();
        let trees: Vec<(usize, i64)> = sized
            .iter()
            .copied()
            .filter(|i| pattern[*i] == Mode::In(Ty::Term))
            .map(|i| {
                let props = types.get(i).map_or(&[][..], Vec::as_slice);
                (i, crate::grammar::least_input_size(&self.program, props))
            })
            .collect();
        let least = |arg: usize| trees.iter().find(|(i, _)| *i == arg).map_or(0, |t| t.1);
        let shift = |r: &Range| {
            trees.iter().fold(r.clone(), |r, (i, m)| {
                let v = *i as u32;
                r.subst(v, &Range::exact(Sym::var(v).add(&Sym::int(*m))))
            })
        };
        let cost = shift(&cost);
        let comparison = match expr_to_sym(expr, &metric_ok) {
            Some(g) => {
                let g = shift(&Range::exact(g));
                let g = g.ub.filter(|u| *u == g.lb)?;
                // Any of the alternative upper bounds may prove an upper bound.
                let alternatives = alts.iter().map(|u| {
                    shift(&Range {
                        ub: Some(u.clone()),
                        lb: cost.lb.clone(),
                    })
                });
                std::iter::once(cost.clone())
                    .chain(alternatives)
                    .map(|c| compare(approx, &g, &c, &sized))
                    .reduce(|best, v| match best {
                        Comparison::Checked(_) => best,
                        _ if matches!(v, Comparison::Checked(_)) => v,
                        _ => best,
                    })?
            }
            None => {
                let uses_known_sizes = expr.size_args().iter().all(|(arg, m)| metric_ok(*arg, *m));
                if !uses_known_sizes {
                    return None;
                }
                let g = |val: &dyn Fn(u32) -> f64| {
                    expr.eval(&|arg, _| val(arg as u32) + least(arg) as f64)
                };
                refute_numeric(approx, &g, &cost, &sized)?
            }
        };
        Some(comparison_verdict(
            comparison,
            &calibrated,
            &|i: usize| (size_name(a, i, &pattern), least(i)),
            sized.first().copied().unwrap_or(0),
        ))
    }
}

/// The verdict a cost comparison gives. `size` names argument `i`'s size and the
/// shift its witness values were compared under (terms are compared one down);
/// `first` is the argument an undecided comparison's reason names as `x{first}`.
fn comparison_verdict(
    comparison: Comparison,
    calibrated: &str,
    size: &dyn Fn(usize) -> (String, i64),
    first: usize,
) -> Verdict {
    match comparison {
        Comparison::Checked(how) => Verdict::analysed(Status::Checked, how + calibrated),
        Comparison::False {
            which,
            witness,
            inferred,
            asserted,
        } => {
            let sizes: Vec<String> = witness
                .iter()
                .map(|(i, k)| {
                    let (name, shift) = size(*i);
                    format!("{name} = {}", k + shift)
                })
                .collect();
            let place = match sizes.is_empty() {
                true => "on every input".to_string(),
                false => format!("at {}", sizes.join(", ")),
            };
            // A prediction is an estimate, not a proof of a violation: run-time
            // checking confirms it (by measurement).
            let status = match calibrated.is_empty() {
                true => Status::False,
                false => Status::Check,
            };
            Verdict::analysed(
                status,
                format!(
                    "{place}: the inferred {which} bound is {inferred}, the asserted one {asserted}{calibrated}"
                ),
            )
        }
        // Undecided: `check`, with where the inferred bounds do prove it.
        Comparison::Unknown(why) => Verdict::analysed(
            Status::Check,
            why.replace(&format!("x{first}"), &size(first).0) + calibrated,
        ),
    }
}

/// The inferred side of a cost comparison (see [`Decider::decide_cost`]).
struct InferredCost {
    /// The call pattern of the assertion.
    pattern: Pattern,
    /// Per argument: whether its size is a natural number.
    natural: Vec<bool>,
    /// The inferred (or predicted) cost range.
    cost: Range,
    /// Alternative upper bounds, any of which may prove an upper bound.
    alts: Vec<Sym>,
    /// The calibration note of a time bound; empty for counted resources.
    calibrated: String,
}

/// `length(A)` / `A` for argument `i` under its pattern, with the assertion's names.
pub fn size_name(a: &Assertion, i: usize, pattern: &Pattern) -> String {
    let name = a
        .arg_names
        .get(i)
        .cloned()
        .unwrap_or_else(|| format!("A{}", i + 1));
    match pattern.get(i) {
        Some(Mode::In(t)) if t.is_list() => format!("length({name})"),
        Some(Mode::In(Ty::Term)) => format!("size({name})"),
        Some(Mode::In(Ty::Depth)) => format!("depth({name})"),
        _ => name,
    }
}
