//! The typed assertion model: what a parsed assertion says.

use costlog_engine::{Counter, Term};
use num_rational::BigRational;
use std::ops::Range;

/// Status of an assertion (Ciao): `check` is the default of user assertions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    /// To be checked.
    Check,
    /// Proved to hold.
    Checked,
    /// Proved not to hold.
    False,
    /// Assumed by the user (not checked).
    Trust,
    /// Inferred to hold by the analyser.
    True,
    /// Observed at run time.
    Obs,
}

/// Kind of an assertion.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// `pred`: calls, success and computational parts together.
    Pred,
    /// `calls`: the call precondition only.
    Calls,
    /// `success`: the success postcondition only.
    Success,
    /// `comp`: computational properties only.
    Comp,
    /// `entry`: how the program is called from outside.
    Entry,
    /// `test`: a unit test.
    Test,
}

/// Approximation of a cost bound.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Approx {
    /// Upper bound.
    Ub,
    /// Lower bound.
    Lb,
    /// Exact (`eq` or `exact`).
    Eq,
    /// Big-O.
    O,
}

/// Which part of an execution a cost refers to (profiling paper, section 4).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CostType {
    /// From the call to the first exit or fail (the default).
    Call,
    /// From the call to the first exit.
    CallExit,
    /// From the call to the failure.
    CallFail,
    /// From a redo to the next exit or fail.
    Redo,
    /// From a redo to the next exit.
    RedoExit,
    /// From a redo to the failure.
    RedoFail,
    /// Up to the I-th solution.
    Sol(u32),
    /// All solutions, until the last failure.
    AllSols,
}

/// A resource a cost is measured in.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Resource {
    /// A resource the engine counts.
    Counted(Counter),
    /// Execution time (nanoseconds).
    ExecTime,
    /// A resource declared with `:- resource R.`
    User(String),
    /// The number of solutions of a call (CiaoPP's `sols`): `cost(ub, sols, F)`
    /// bounds how many solutions a call has, whatever its cost type.
    Sols,
}

impl Resource {
    /// Resolution steps, the default resource.
    pub const STEPS: Resource = Resource::Counted(Counter::Steps);

    /// The name written in assertions.
    pub fn name(&self) -> &str {
        match self {
            Resource::Counted(c) => c.name(),
            Resource::ExecTime => "exec_time",
            Resource::User(name) => name,
            Resource::Sols => "sols",
        }
    }

    /// The built-in resource called `name` (`exectime` is the 1.15-era spelling).
    pub fn builtin(name: &str) -> Option<Resource> {
        match name {
            "exec_time" | "exectime" => Some(Resource::ExecTime),
            "sols" => Some(Resource::Sols),
            _ => Counter::parse(name).map(Resource::Counted),
        }
    }

    /// The counter, for a counted resource.
    pub fn counter(&self) -> Option<Counter> {
        match self {
            Resource::Counted(c) => Some(*c),
            _ => None,
        }
    }
}

/// Size metric of a head argument in a cost expression.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Metric {
    /// `length(A)`: list length.
    Length,
    /// `size(A)`: number of subterms.
    Size,
    /// `depth(A)`: term depth.
    Depth,
    /// `int(A)`: integer value.
    Int,
    /// A bare head variable: the default metric of its type.
    Default,
}

/// Unary functions of cost expressions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Func {
    /// `exp(X)` = e^X.
    Exp,
    /// `sqrt(X)`.
    Sqrt,
    /// `fact(X)`: factorial.
    Fact,
}

/// A cost expression over the sizes of head arguments, with exact coefficients.
#[derive(Clone, Debug, PartialEq)]
pub enum CostExpr {
    /// An exact number (`0.5` is 1/2).
    Num(BigRational),
    /// Infinity.
    Inf,
    /// Euler's number.
    E,
    /// The size of head argument `arg` (0-based) under `metric`.
    Size {
        /// Head argument index.
        arg: usize,
        /// Its metric.
        metric: Metric,
    },
    /// A summation index `$(J)`.
    Index(String),
    /// Sum.
    Add(Box<CostExpr>, Box<CostExpr>),
    /// Difference.
    Sub(Box<CostExpr>, Box<CostExpr>),
    /// Product.
    Mul(Box<CostExpr>, Box<CostExpr>),
    /// Quotient.
    Div(Box<CostExpr>, Box<CostExpr>),
    /// Negation.
    Neg(Box<CostExpr>),
    /// Power (`**`, `^`, `exp(B, E)`).
    Pow(Box<CostExpr>, Box<CostExpr>),
    /// Logarithm: base, argument (`log(X)` has base 2).
    Log(Box<CostExpr>, Box<CostExpr>),
    /// A unary function.
    Apply(Func, Box<CostExpr>),
    /// Minimum.
    Min(Box<CostExpr>, Box<CostExpr>),
    /// Maximum.
    Max(Box<CostExpr>, Box<CostExpr>),
    /// `sum($(J), Lo, Hi, Body)`.
    Sum(String, Box<CostExpr>, Box<CostExpr>, Box<CostExpr>),
    /// `prod($(J), Lo, Hi, Body)`.
    Prod(String, Box<CostExpr>, Box<CostExpr>, Box<CostExpr>),
}

/// A computational property of a `pred` or `comp` assertion.
#[derive(Clone, Debug, PartialEq)]
pub enum CompProp {
    /// `cost(Approx, [Type,] Resource, Expr)` and the `steps_*` shorthands.
    Cost {
        /// Bound kind.
        approx: Approx,
        /// Cost type.
        ctype: CostType,
        /// Resource.
        resource: Resource,
        /// The bound.
        expr: CostExpr,
    },
    /// `rel_cost(Approx, [Type,] Resource, Percent)`.
    RelCost {
        /// Bound kind.
        approx: Approx,
        /// Cost type.
        ctype: CostType,
        /// Resource.
        resource: Resource,
        /// Percentage of the whole run.
        percent: BigRational,
    },
    /// `not_fails`.
    NotFails,
    /// `fails`.
    Fails,
    /// `is_det`: at most one solution.
    IsDet,
    /// `det`: exactly one solution (`not_fails` and `is_det`).
    Det,
    /// `possibly_fails`: may fail (holds of every predicate).
    PossiblyFails,
    /// `possibly_nondet`: may have several solutions (holds of every predicate).
    PossiblyNondet,
    /// `non_det`.
    NonDet,
    /// `semidet`.
    Semidet,
    /// `multi`.
    Multi,
    /// `terminates`.
    Terminates,
    /// `exception(E)`: the call raises an exception that unifies with `E`.
    Exception(Term),
    /// `throws(Es)`: every exception the call raises unifies with a member of `Es`.
    Throws(Vec<Term>),
    /// `no_exception`: the call raises no exception.
    NoException,
    /// `num_solutions(N)`: the call has exactly `N` solutions.
    NumSolutions(u64),
    /// `solutions(L)`: the instances of the head after each solution are `L`, in
    /// order, up to renaming of variables.
    Solutions(Vec<Term>),
    /// `try_sols(N)`: a test looks at the first `N` solutions only.
    TrySols(u64),
    /// `times(N)`: a test is run `N` times, and every run must pass.
    Times(u64),
}

/// A calls or success property such as `list(A, num)`, with its source span.
#[derive(Clone, Debug, PartialEq)]
pub struct Prop {
    /// The property as written (after the star form is expanded).
    pub term: Term,
    /// Where it is written.
    pub span: Range<usize>,
    /// How it reads when the source does not write it as it is (a factor of the
    /// star form applied to its argument: `list(L, int)`), for reports.
    pub text: Option<String>,
}

/// One assertion.
#[derive(Clone, Debug, PartialEq)]
pub struct Assertion {
    /// Status.
    pub status: Status,
    /// Kind.
    pub kind: Kind,
    /// Predicate name and arity.
    pub pred: (String, usize),
    /// The head, with a variable in every argument (synthesised for `Name/Arity`
    /// and for mode or property arguments).
    pub head: Option<Term>,
    /// Names of the head arguments as written (`A1`, `A2`, ... where there is none).
    pub arg_names: Vec<String>,
    /// Call properties (a conjunction).
    pub calls: Vec<Prop>,
    /// Success properties (a conjunction).
    pub success: Vec<Prop>,
    /// Computational properties with their spans.
    pub comp: Vec<(CompProp, Range<usize>)>,
    /// The `# "Comment"` text.
    pub comment: Option<String>,
    /// Source file index (engine's `Machine::sources`).
    pub file: u32,
    /// The whole directive's span.
    pub span: Range<usize>,
    /// Where its parts are written in the directive.
    pub layout: AssertionLayout,
}

/// Where the parts of an assertion directive are written (byte ranges of the
/// source), so that `verify --output` can change a status word or drop a part and
/// keep the rest of the user's text as written.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct AssertionLayout {
    /// The status word; an empty range where one would go when it is not written.
    pub status: Range<usize>,
    /// The kind word (`pred`, `comp`, ...); an empty range at the head when omitted.
    pub kind: Range<usize>,
    /// `=> Success`, from the end of the head or calls part.
    pub success: Option<Range<usize>>,
    /// `+ Comp`, from the end of what precedes the first `+`.
    pub comp: Option<Range<usize>>,
    /// ` # "Comment"`, from the end of what precedes `#`.
    pub comment: Option<Range<usize>>,
}

/// The variables of a head's arguments (`None` for an argument that is not a
/// variable), by argument position.
pub fn arg_vars(head: &Term) -> Vec<Option<costlog_engine::VarId>> {
    match head {
        Term::Compound(_, args) => args
            .iter()
            .map(|t| match t {
                Term::Var(v) => Some(*v),
                _ => None,
            })
            .collect(),
        _ => Vec::new(),
    }
}

impl Assertion {
    /// The variables of the head's arguments (`None` for an argument that is not a
    /// variable), by argument position.
    pub fn head_vars(&self) -> Vec<Option<costlog_engine::VarId>> {
        self.head.as_ref().map(arg_vars).unwrap_or_default()
    }

    /// The argument types the calls properties give, by argument position.
    pub fn call_types(&self) -> Vec<Vec<crate::props::TypeProp>> {
        let mut types = vec![Vec::new(); self.pred.1];
        let head_args = self.head_vars();
        let arg = |v: costlog_engine::VarId| head_args.iter().position(|h| *h == Some(v));
        for p in &self.calls {
            if let Some((i, t)) = crate::props::classify(&p.term, &arg) {
                types[i].push(t);
            }
        }
        types
    }

    /// Splits a `pred` assertion into its `calls`, `success` and `comp` parts, each
    /// with its own status (as CiaoPP reports them); other kinds are returned as is.
    pub fn split(&self) -> Vec<Assertion> {
        if self.kind != Kind::Pred {
            return vec![self.clone()];
        }
        let part = |kind,
                    calls: Vec<Prop>,
                    success: Vec<Prop>,
                    comp: Vec<(CompProp, Range<usize>)>| Assertion {
            kind,
            calls,
            success,
            comp,
            ..self.clone()
        };
        let mut out = Vec::new();
        if !self.calls.is_empty() {
            out.push(part(
                Kind::Calls,
                self.calls.clone(),
                Vec::new(),
                Vec::new(),
            ));
        }
        if !self.success.is_empty() {
            out.push(part(
                Kind::Success,
                self.calls.clone(),
                self.success.clone(),
                Vec::new(),
            ));
        }
        if !self.comp.is_empty() {
            out.push(part(
                Kind::Comp,
                self.calls.clone(),
                Vec::new(),
                self.comp.clone(),
            ));
        }
        out
    }
}

/// A cost-centre declaration.
#[derive(Clone, Debug, PartialEq)]
pub enum CostCenterDecl {
    /// `:- cost_center p/2, q/3.` (or a list).
    Centers(Vec<(String, usize)>),
    /// `:- no_cost_center ...`.
    NoCenters(Vec<(String, usize)>),
    /// `:- all_cost_center.`
    All,
}
