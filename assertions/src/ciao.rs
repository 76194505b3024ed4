//! Ciao sources as Ciao users write them: the argument-wise star form of calls and
//! success parts, and the Ciao 1.15 resource declarations written inside
//! assertions.
//!
//! - Star form: `p(A, B) : list(num) * var` (or `p/2 : ...`) gives one factor per
//!   argument, left to right; a factor is a property written without its argument
//!   (`list(num)` on `A` is `list(A, num)`) or a group `{P1, P2}` of them, a
//!   conjunction on that argument. The number of factors must be the arity.
//! - Resource declarations: `head_cost(Approx, R, Cost)` and `literal_cost(...)`
//!   in the comp part of an assertion give the cost of that predicate's heads and
//!   body literals in the user resource `R` (the directives of the same name give
//!   every predicate's); `size_metric(Arg, Metric)` names the measure CiaoPP
//!   should use for an argument; `relations(inf)` is a CiaoPP analysis setting.
//!   They declare, they are not properties to check: the parser records them and
//!   leaves them out of the assertion's comp part.
//! - `res_steps`, the resource Ciao's `predefres` package declares, counts one per
//!   head and nothing per literal unless the program says otherwise: it is
//!   resolution steps under Ciao's name.

use crate::codes;
use crate::parse::{CostFunction, DirectiveParser, Known, Node, Res, ResourceDecl};
use costlog_engine::ops::OpTable;
use costlog_engine::write::{term_to_string, WriteOptions};
use costlog_engine::{Diagnostic, Severity, Term, VarId};
use num_rational::BigRational;
use std::ops::Range;

/// The resource Ciao's `predefres(res_all)` / `predefres(res_steps)` packages
/// declare: one per head, nothing per literal.
pub const RES_STEPS: &str = "res_steps";

/// Whether a calls or success part is written in the star form: always after a
/// `Name/Arity` head, and after a head with arguments when the part is a product
/// `P1 * P2` or a group `{P1, P2}`.
pub(crate) fn is_star_form(part: Node, indicator_head: bool) -> bool {
    indicator_head || part.is("*", 2) || part.is("{}", 1)
}

/// The factors of `P1 * P2 * ... * Pn`, left to right (`*` is left-associative).
pub(crate) fn star_factors(part: Node) -> Vec<Node> {
    let mut factors = Vec::new();
    let mut cur = part;
    while cur.is("*", 2) {
        factors.push(cur.arg(1));
        cur = cur.arg(0);
    }
    factors.push(cur);
    factors.reverse();
    factors
}

/// The properties of one factor: the members of a group `{P1, P2}`, or the factor.
pub(crate) fn factor_props(factor: Node) -> Vec<Node> {
    if factor.is("{}", 1) {
        factor.arg(0).conjuncts()
    } else {
        vec![factor]
    }
}

/// A property of the star form as written out, `list(L, int)`, with the head's
/// argument names.
pub(crate) fn prop_text(term: &Term, head_args: &[Option<VarId>], names: &[String]) -> String {
    let opts = WriteOptions {
        quoted: true,
        spacing_next_argument: true,
        var_names: head_args
            .iter()
            .zip(names)
            .filter_map(|(v, n)| Some(((*v)?, n.clone())))
            .collect(),
        ..WriteOptions::default()
    };
    term_to_string(term, &OpTable::standard(), &opts)
}

/// A cost per head or per body literal that an assertion's comp part gives one
/// predicate in a user resource (`trust comp p(X) + head_cost(ub, R, 1)`).
#[derive(Clone, Debug, PartialEq)]
pub struct PredCost {
    /// The predicate (name, arity).
    pub pred: (String, usize),
    /// Cost of each of its heads (its successful head unifications).
    pub head: Option<CostFunction>,
    /// Cost of each literal of its clause bodies.
    pub literal: Option<CostFunction>,
}

/// The measure `size_metric(Arg, Metric)` asks for an argument of a predicate.
/// Recorded only: costlog chooses its own measures from the argument types.
#[derive(Clone, Debug, PartialEq)]
pub struct SizeMetric {
    /// The predicate (name, arity).
    pub pred: (String, usize),
    /// The argument (0-based).
    pub arg: usize,
    /// The metric as written (`length`, `int`, `void`, `size`, `depth`, ...).
    pub metric: String,
    /// Source file index.
    pub file: u32,
    /// Where it is written.
    pub span: Range<usize>,
}

impl ResourceDecl {
    /// The cost of each head of `pred`'s clauses: its own (`head_cost` in an
    /// assertion about it), else the program's (`:- head_cost(...)`).
    pub fn head_cost_of(&self, pred: &(String, usize)) -> Option<&CostFunction> {
        self.own(pred, |c| c.head.as_ref())
            .or(self.head_cost.as_ref())
    }

    /// The cost of each body literal of `pred`'s clauses, as [`Self::head_cost_of`].
    pub fn literal_cost_of(&self, pred: &(String, usize)) -> Option<&CostFunction> {
        self.own(pred, |c| c.literal.as_ref())
            .or(self.literal_cost.as_ref())
    }

    fn own<'s>(
        &'s self,
        pred: &(String, usize),
        part: impl Fn(&'s PredCost) -> Option<&'s CostFunction>,
    ) -> Option<&'s CostFunction> {
        self.pred_costs
            .iter()
            .rev()
            .filter(|c| c.pred == *pred)
            .find_map(part)
    }

    /// Records a cost an assertion about `pred` gives its heads or its literals.
    pub(crate) fn set_pred_cost(&mut self, pred: &(String, usize), head: bool, c: CostFunction) {
        let i = match self.pred_costs.iter().position(|p| p.pred == *pred) {
            Some(i) => i,
            None => {
                self.pred_costs.push(PredCost {
                    pred: pred.clone(),
                    head: None,
                    literal: None,
                });
                self.pred_costs.len() - 1
            }
        };
        let entry = &mut self.pred_costs[i];
        if head {
            entry.head = Some(c);
        } else {
            entry.literal = Some(c);
        }
    }
}

/// Gives `res_steps` Ciao's predefined costs (1 per head, 0 per literal) where the
/// program does not set them, declaring it if the program does not.
pub(crate) fn predefine_res_steps(resources: &mut Vec<ResourceDecl>) {
    let i = match resources.iter().position(|r| r.name == RES_STEPS) {
        Some(i) => i,
        None => {
            resources.push(ResourceDecl::named(RES_STEPS));
            resources.len() - 1
        }
    };
    let r = &mut resources[i];
    let int = |n: i64| CostFunction::Constant(BigRational::from_integer(n.into()));
    r.head_cost.get_or_insert_with(|| int(1));
    r.literal_cost.get_or_insert_with(|| int(0));
}

impl DirectiveParser<'_> {
    /// Reads `item`, one comp property of an assertion about `pred`, when it is a
    /// Ciao declaration (`head_cost/3`, `literal_cost/3`, `size_metric/2,3`,
    /// `relations/1`): records it and returns `true`.
    pub(crate) fn ciao_declaration(
        &mut self,
        item: Node,
        pred: &(String, usize),
        head_args: &[Option<VarId>],
        known: &Known,
    ) -> Res<bool> {
        if item.is("head_cost", 3) || item.is("literal_cost", 3) {
            self.resource(item.arg(1), known)?;
            let (resource, cost) = self.resource_cost(item)?;
            let head = item.is("head_cost", 3);
            self.pred_costs.push((resource, pred.clone(), head, cost));
        } else if item.is("size_metric", 2) || item.is("size_metric", 3) {
            let at = usize::from(item.is("size_metric", 3));
            if at == 1 {
                self.approx(item.arg(0))?;
            }
            self.size_metric(pred, head_args, item.arg(at), item.arg(at + 1), item.span())?;
        } else if !item.is("relations", 1) {
            // `relations(inf)`: a CiaoPP setting of its solution-count analysis.
            return Ok(false);
        }
        self.declarations += 1;
        Ok(true)
    }

    /// `:- size_metric(Head, Arg, Metric)` and `:- size_metric(Head, Approx, Arg,
    /// Metric)`: recorded; returns whether `root` was one.
    pub(crate) fn size_metric_directive(&mut self, root: Node) -> Res<bool> {
        if !(root.is("size_metric", 3) || root.is("size_metric", 4)) {
            return Ok(false);
        }
        let at = usize::from(root.is("size_metric", 4));
        if at == 1 {
            self.approx(root.arg(1))?;
        }
        let (head, _, _) = self.head(root.arg(0))?;
        let pred = head
            .functor()
            .map(|(f, a)| (f.name().to_string(), a))
            .unwrap_or_default();
        let head_args = crate::model::arg_vars(&head);
        self.size_metric(
            &pred,
            &head_args,
            root.arg(at + 1),
            root.arg(at + 2),
            root.span(),
        )?;
        Ok(true)
    }

    /// Records that argument `arg` (a head variable) of `pred` is measured by
    /// `metric`, with a note that the analysis chooses its own measures.
    fn size_metric(
        &mut self,
        pred: &(String, usize),
        head_args: &[Option<VarId>],
        arg: Node,
        metric: Node,
        span: Range<usize>,
    ) -> Res<()> {
        let index = match *arg.term {
            Term::Var(v) => head_args.iter().position(|a| *a == Some(v)),
            _ => None,
        }
        .ok_or_else(|| {
            self.error(
                codes::MALFORMED,
                arg.span(),
                "expected an argument of the head (a variable)",
            )
        })?;
        let metric = match metric.term.functor() {
            Some((f, _)) => f.name().to_string(),
            None => {
                return Err(self.error(
                    codes::MALFORMED,
                    metric.span(),
                    "expected a size metric (`length`, `int`, `size`, `depth`, `void`, ...)",
                ))
            }
        };
        self.notes.push(Diagnostic::new(
            codes::RECORDED_ONLY,
            Severity::Note,
            format!(
                "size_metric({metric}) for argument {} of {}/{} recorded; costlog measures arguments by their types",
                index + 1,
                pred.0,
                pred.1
            ),
            Some(self.file),
            span.clone(),
        ));
        self.size_metrics.push(SizeMetric {
            pred: pred.clone(),
            arg: index,
            metric,
            file: self.file,
            span,
        });
        Ok(())
    }
}
