//! From the directives the engine kept while consulting to typed assertions.
//!
//! Directive shapes (with Ciao's operators; `:` binds tighter than `+`, `=>` looser):
//!
//! ```text
//! [Status] Kind Head [: Calls] [=> Success] [+ Comp] [# "Comment"]
//! Head    = p(A, B) | p/2 | p(+, -list) (modes)
//! Calls   = conjunction of properties | star form list(num) * var  (see `ciao.rs`)
//! ```
//!
//! Every problem becomes a diagnostic pointing at the offending sub-term; the
//! directive is then skipped and parsing goes on.

use crate::ciao::{self, PredCost, SizeMetric};
use crate::codes;
use crate::expr::{parse_cost_expr, rational_of};
use crate::model::*;
use crate::props::{apply_prop, is_builtin_prop};
use costlog_engine::reader::{ReadTerm, SpanTree};
use costlog_engine::{Atom, Counter, Diagnostic, KeptDirective, Severity, Term, VarId};
use num_rational::BigRational;
use std::collections::HashSet;
use std::ops::Range;

/// Everything the assertion directives of a program declare.
#[derive(Clone, Debug, Default)]
pub struct AssertionSet {
    /// `pred`, `calls`, `success`, `comp`, `entry` and `test` assertions, in source order.
    pub assertions: Vec<Assertion>,
    /// Cost-centre declarations with their file and span.
    pub cost_centers: Vec<(CostCenterDecl, u32, Range<usize>)>,
    /// Declared regtypes and properties (name, arity).
    pub regtypes: Vec<(String, usize)>,
    /// User-defined resources (and `res_steps`, which Ciao predefines).
    pub resources: Vec<ResourceDecl>,
    /// The measures `size_metric` declarations ask for (recorded, not used).
    pub size_metrics: Vec<SizeMetric>,
    /// Problems found.
    pub diagnostics: Vec<Diagnostic>,
}

impl AssertionSet {
    /// Whether any diagnostic is an error.
    pub fn has_errors(&self) -> bool {
        self.diagnostics
            .iter()
            .any(|d| d.severity == Severity::Error)
    }
}

/// Parses the kept directives. `defined(name, arity)` says whether the program
/// defines a predicate (assertions about undefined predicates are errors).
pub fn parse_directives(
    kept: &[KeptDirective],
    defined: &dyn Fn(&str, usize) -> bool,
) -> AssertionSet {
    let mut set = AssertionSet::default();
    // Declarations first: properties and resources may be used before they are declared.
    for d in kept {
        let mut p = DirectiveParser::new(d);
        if let Err(e) = p.declaration(&mut set.regtypes, &mut set.resources) {
            set.diagnostics.push(e);
        }
    }
    ciao::predefine_res_steps(&mut set.resources);
    let known = Known {
        regtypes: set.regtypes.iter().cloned().collect(),
        resources: set.resources.iter().map(|r| r.name.clone()).collect(),
        defined,
    };
    for d in kept {
        let mut p = DirectiveParser::new(d);
        let parsed = p.assertion_or_cost_center(&known);
        for (resource, pred, head, cost) in p.pred_costs {
            if let Some(r) = set.resources.iter_mut().find(|r| r.name == resource) {
                r.set_pred_cost(&pred, head, cost);
            }
        }
        set.size_metrics.append(&mut p.size_metrics);
        set.diagnostics.append(&mut p.notes);
        match parsed {
            Ok(Parsed::Assertion(a)) => set.assertions.push(*a),
            Ok(Parsed::CostCenter(c)) => {
                set.cost_centers
                    .push((c, d.file, d.read.span.start..d.read.span.end))
            }
            Ok(Parsed::Other) => {}
            Err(e) => set.diagnostics.push(e),
        }
    }
    set
}

/// A user-defined resource and how its cost is counted.
#[derive(Clone, Debug, PartialEq)]
pub struct ResourceDecl {
    /// Its name.
    pub name: String,
    /// Cost of each head resolution (`:- head_cost(ub, R, C).`).
    pub head_cost: Option<CostFunction>,
    /// Cost of each body literal (`:- literal_cost(ub, R, C).`).
    pub literal_cost: Option<CostFunction>,
    /// Default cost for predicates without one (`:- trust_default + cost(ub, R, C).`).
    pub default_cost: Option<CostFunction>,
    /// Costs that assertions give single predicates (`trust comp p(X) +
    /// head_cost(ub, R, 1)`), which replace the program's for them.
    pub pred_costs: Vec<PredCost>,
}

impl ResourceDecl {
    /// A resource with no costs declared yet.
    pub fn named(name: &str) -> ResourceDecl {
        ResourceDecl {
            name: name.to_string(),
            head_cost: None,
            literal_cost: None,
            default_cost: None,
            pred_costs: Vec::new(),
        }
    }
}

/// A cost given by a constant or computed by a Prolog predicate.
#[derive(Clone, Debug, PartialEq)]
pub enum CostFunction {
    /// A constant per event.
    Constant(BigRational),
    /// A predicate `Name` computing the cost.
    Predicate(String),
}

pub(crate) struct Known<'a> {
    regtypes: HashSet<(String, usize)>,
    pub(crate) resources: HashSet<String>,
    defined: &'a dyn Fn(&str, usize) -> bool,
}

enum Parsed {
    Assertion(Box<Assertion>),
    CostCenter(CostCenterDecl),
    Other,
}

/// A sub-term with its spans.
#[derive(Clone, Copy)]
pub(crate) struct Node<'a> {
    pub(crate) term: &'a Term,
    spans: &'a SpanTree,
}

impl<'a> Node<'a> {
    pub(crate) fn arg(&self, i: usize) -> Node<'a> {
        let Term::Compound(_, args) = self.term else {
            unreachable!("arg of a non-compound")
        };
        Node {
            term: &args[i],
            spans: self.spans.args.get(i).unwrap_or(self.spans),
        }
    }

    pub(crate) fn span(&self) -> Range<usize> {
        self.spans.span.clone()
    }

    /// Whether this is `name/arity`.
    pub(crate) fn is(&self, name: &str, arity: usize) -> bool {
        match self.term {
            Term::Compound(f, args) => f.name() == name && args.len() == arity,
            Term::Atom(a) => arity == 0 && a.name() == name,
            _ => false,
        }
    }

    fn atom(&self) -> Option<costlog_engine::AtomName> {
        match self.term {
            Term::Atom(a) => Some(a.name()),
            _ => None,
        }
    }

    /// Elements of a conjunction `(A, B, ...)`.
    pub(crate) fn conjuncts(self) -> Vec<Node<'a>> {
        let mut out = Vec::new();
        let mut cur = self;
        while cur.is(",", 2) {
            out.push(cur.arg(0));
            cur = cur.arg(1);
        }
        if !cur.is("true", 0) {
            out.push(cur);
        }
        out
    }

    /// Elements of a list or a conjunction.
    fn items(self) -> Vec<Node<'a>> {
        if self.term.list_items().is_some() {
            let mut out = Vec::new();
            let mut cur = self;
            while cur.is("[|]", 2) {
                out.push(cur.arg(0));
                cur = cur.arg(1);
            }
            out
        } else {
            self.conjuncts()
        }
    }
}

pub(crate) struct DirectiveParser<'a> {
    pub(crate) file: u32,
    pub(crate) read: &'a ReadTerm,
    next_var: VarId,
    /// Costs comp parts give single predicates: (resource, predicate, whether a
    /// head cost (else a literal cost), cost).
    pub(crate) pred_costs: Vec<(String, (String, usize), bool, CostFunction)>,
    /// `size_metric` declarations read.
    pub(crate) size_metrics: Vec<SizeMetric>,
    /// Notes on what was read but is not used.
    pub(crate) notes: Vec<Diagnostic>,
    /// How many Ciao declarations the comp part of the assertion held.
    pub(crate) declarations: usize,
}

pub(crate) type Res<T> = Result<T, Diagnostic>;

const STATUSES: &[(&str, Status)] = &[
    ("check", Status::Check),
    ("checked", Status::Checked),
    ("false", Status::False),
    ("trust", Status::Trust),
    ("true", Status::True),
    ("obs", Status::Obs),
];

const KINDS: &[(&str, Kind)] = &[
    ("pred", Kind::Pred),
    ("calls", Kind::Calls),
    ("success", Kind::Success),
    ("exit", Kind::Success),
    ("comp", Kind::Comp),
    ("entry", Kind::Entry),
    ("test", Kind::Test),
];

fn max_var(t: &Term) -> Option<VarId> {
    match t {
        Term::Var(v) => Some(*v),
        Term::Compound(_, args) => args.iter().filter_map(max_var).max(),
        _ => None,
    }
}

impl<'a> DirectiveParser<'a> {
    fn new(d: &'a KeptDirective) -> Self {
        DirectiveParser {
            file: d.file,
            read: &d.read,
            next_var: max_var(&d.read.term).map_or(0, |v| v + 1),
            pred_costs: Vec::new(),
            size_metrics: Vec::new(),
            notes: Vec::new(),
            declarations: 0,
        }
    }

    pub(crate) fn root(&self) -> Node<'a> {
        Node {
            term: &self.read.term,
            spans: &self.read.spans,
        }
    }

    pub(crate) fn error(
        &self,
        code: &'static str,
        at: Range<usize>,
        message: impl Into<String>,
    ) -> Diagnostic {
        Diagnostic::new(code, Severity::Error, message, Some(self.file), at)
    }

    fn fresh(&mut self) -> VarId {
        self.next_var += 1;
        self.next_var - 1
    }

    /// Regtype, property and resource declarations.
    fn declaration(
        &mut self,
        regtypes: &mut Vec<(String, usize)>,
        resources: &mut Vec<ResourceDecl>,
    ) -> Res<()> {
        let mut n = self.root();
        if let Some(inner) = self.strip_status(n)? {
            n = inner.1;
        }
        let Term::Compound(f, _) = n.term else {
            return Ok(());
        };
        match (&*f.name(), n.term.functor().map_or(0, |x| x.1)) {
            ("regtype" | "prop", 1) => {
                let mut spec = n.arg(0);
                while spec.is("#", 2) || spec.is("+", 2) || spec.is(":", 2) {
                    spec = spec.arg(0);
                }
                let (name, arity) = self.indicator_or_head(spec)?;
                regtypes.push((name, arity));
            }
            ("resource", 1) => {
                for r in n.arg(0).items() {
                    let name = r.atom().ok_or_else(|| {
                        self.error(
                            codes::MALFORMED,
                            r.span(),
                            "a resource name must be an atom",
                        )
                    })?;
                    resource_entry(resources, &name);
                }
            }
            ("head_cost" | "literal_cost", 3) => {
                let (res, cost) = self.resource_cost(n)?;
                let entry = resource_entry(resources, &res);
                if f.name() == "head_cost" {
                    entry.head_cost = Some(cost);
                } else {
                    entry.literal_cost = Some(cost);
                }
            }
            ("+", 2) | ("trust_default", 1)
                if n.is("trust_default", 1) || n.arg(0).is("trust_default", 0) =>
            {
                let props = n.arg(usize::from(n.is("+", 2)));
                for c in props.conjuncts() {
                    if !c.is("cost", 3) {
                        return Err(self.error(
                            codes::MALFORMED,
                            c.span(),
                            "expected `cost(Approx, Resource, Cost)` in `trust_default`",
                        ));
                    }
                    let (res, cost) = self.resource_cost(c)?;
                    resource_entry(resources, &res).default_cost = Some(cost);
                }
            }
            _ => {}
        }
        Ok(())
    }

    /// `f(Approx, Resource, CostPredOrConstant)`.
    pub(crate) fn resource_cost(&self, n: Node) -> Res<(String, CostFunction)> {
        self.approx(n.arg(0))?;
        let res = n.arg(1).atom().ok_or_else(|| {
            self.error(
                codes::MALFORMED,
                n.arg(1).span(),
                "a resource name must be an atom",
            )
        })?;
        let c = n.arg(2);
        let cost = match (rational_of(c.term), c.atom()) {
            (Some(r), _) => CostFunction::Constant(r),
            (None, Some(p)) => CostFunction::Predicate(p.to_string()),
            _ => {
                return Err(self.error(
                    codes::MALFORMED,
                    c.span(),
                    "a cost must be a number or the name of a cost predicate",
                ))
            }
        };
        Ok((res.to_string(), cost))
    }

    /// Splits `Status Kind ...` when the directive starts with a status word.
    fn strip_status(&self, n: Node<'a>) -> Res<Option<(Status, Node<'a>)>> {
        for (name, status) in STATUSES {
            if n.is(name, 1) {
                return Ok(Some((*status, n.arg(0))));
            }
        }
        Ok(None)
    }

    fn assertion_or_cost_center(&mut self, known: &Known) -> Res<Parsed> {
        let root = self.root();
        if root.is("all_cost_center", 0) {
            return Ok(Parsed::CostCenter(CostCenterDecl::All));
        }
        for (name, negated) in [("cost_center", false), ("no_cost_center", true)] {
            if root.is(name, 1) {
                let preds = self.indicators(root.arg(0), known)?;
                return Ok(Parsed::CostCenter(if negated {
                    CostCenterDecl::NoCenters(preds)
                } else {
                    CostCenterDecl::Centers(preds)
                }));
            }
        }
        if self.size_metric_directive(root)? {
            return Ok(Parsed::Other);
        }
        let (status, body) = match self.strip_status(root)? {
            Some((s, inner)) => (Some(s), inner),
            None => (None, root),
        };
        if KINDS.iter().any(|(name, _)| body.is(name, 0)) {
            return Err(self.error(
                codes::MALFORMED,
                body.span(),
                "empty assertion: expected a predicate after the assertion kind",
            ));
        }
        // Where the status and kind words are written (empty ranges where not).
        let word = |n: Node| {
            let at = n.span().start;
            at..at + n.term.functor().map_or(0, |(f, _)| f.name().len())
        };
        let at = |n: Node| n.span().start..n.span().start;
        let status_word = if status.is_some() {
            word(root)
        } else {
            at(root)
        };
        for (name, kind) in KINDS {
            if body.is(name, 1) {
                let words = (status_word, word(body));
                let a = self.assertion(
                    status.unwrap_or(Status::Check),
                    *kind,
                    body.arg(0),
                    words,
                    known,
                )?;
                return Ok(self.unless_only_declarations(a));
            }
        }
        if status.is_some() {
            // `:- check p(X) : ...` (kind omitted) is a `pred` assertion.
            let words = (status_word, at(body));
            let a = self.assertion(
                status.unwrap_or(Status::Check),
                Kind::Pred,
                body,
                words,
                known,
            )?;
            return Ok(self.unless_only_declarations(a));
        }
        Ok(Parsed::Other)
    }

    /// The assertion, unless all it held were Ciao declarations (`trust comp p(X)
    /// + head_cost(ub, R, 1)`): those are recorded, nothing is left to check.
    fn unless_only_declarations(&self, a: Assertion) -> Parsed {
        if self.declarations > 0 && a.calls.is_empty() && a.success.is_empty() && a.comp.is_empty()
        {
            return Parsed::Other;
        }
        Parsed::Assertion(Box::new(a))
    }

    /// `p/2, q/3` or `[p/2, q/3]`.
    fn indicators(&self, n: Node, known: &Known) -> Res<Vec<(String, usize)>> {
        n.items()
            .into_iter()
            .map(|i| {
                let pi = self.indicator(i)?;
                if !(known.defined)(&pi.0, pi.1) {
                    return Err(self.error(
                        codes::UNDEFINED_PREDICATE,
                        i.span(),
                        format!(
                            "cost centre `{}/{}` is not a predicate of the program",
                            pi.0, pi.1
                        ),
                    ));
                }
                Ok(pi)
            })
            .collect()
    }

    fn indicator(&self, n: Node) -> Res<(String, usize)> {
        if n.is("/", 2) {
            if let (Term::Atom(name), Term::Int(ar)) = (n.arg(0).term, n.arg(1).term) {
                if *ar >= 0 {
                    return Ok((name.name().to_string(), *ar as usize));
                }
            }
        }
        Err(self.error(
            codes::MALFORMED,
            n.span(),
            "expected a predicate indicator `Name/Arity`",
        ))
    }

    fn indicator_or_head(&self, n: Node) -> Res<(String, usize)> {
        match n.term {
            Term::Compound(f, _) if f.name() == "/" => self.indicator(n),
            Term::Atom(a) => Ok((a.name().to_string(), 0)),
            Term::Compound(f, args) => Ok((f.name().to_string(), args.len())),
            _ => Err(self.error(
                codes::MALFORMED,
                n.span(),
                "expected `Name/Arity` or a head",
            )),
        }
    }

    /// The assertion `n` (what follows the kind word); `words` are where the
    /// status and kind words are written.
    fn assertion(
        &mut self,
        status: Status,
        kind: Kind,
        n: Node<'a>,
        words: (Range<usize>, Range<usize>),
        known: &Known,
    ) -> Res<Assertion> {
        let mut comment = None;
        let mut comment_section = None;
        let mut body = n;
        if body.is("#", 2) {
            let c = body.arg(1);
            comment = Some(comment_text(c.term).ok_or_else(|| {
                self.error(codes::MALFORMED, c.span(), "a comment must be a string")
            })?);
            comment_section = Some(body.arg(0).span().end..c.span().end);
            body = body.arg(0);
        }
        if body.is("::", 2) {
            return Err(self.error(
                codes::MALFORMED,
                body.span(),
                "compatibility properties (`::`) are not supported",
            ));
        }
        let parts = Parts::of(body);
        let layout = AssertionLayout {
            status: words.0,
            kind: words.1,
            success: parts.success_section.clone(),
            comp: parts.comp_section.clone(),
            comment: comment_section,
        };
        let head_node = parts.head;
        let indicator_head = head_node.is("/", 2);
        let (head, mut calls, mut success) = self.head(head_node)?;
        let (name, arity): (String, usize) = head
            .functor()
            .map(|(f, a)| (f.name().to_string(), a))
            .ok_or_else(|| {
                self.error(
                    codes::MALFORMED,
                    head_node.span(),
                    "expected a predicate head or `Name/Arity`",
                )
            })?;
        // A `trust` assertion may describe a predicate the program does not
        // define (foreign code, a builtin): that is what it is for.
        if status != Status::Trust && !(known.defined)(&name, arity) {
            return Err(self.error(
                codes::UNDEFINED_PREDICATE,
                head_node.span(),
                format!("`{name}/{arity}` is not defined in the program"),
            ));
        }
        let head_args = crate::model::arg_vars(&head);
        let arg_names: Vec<String> = head_args
            .iter()
            .enumerate()
            .map(|(i, v)| {
                v.and_then(|v| self.read.var_names.iter().find(|(_, id)| *id == v))
                    .map_or_else(|| format!("A{}", i + 1), |(n, _)| n.clone())
            })
            .collect();
        if let Some(c) = parts.calls {
            calls.extend(self.props(c, indicator_head, &head_args, &arg_names, known)?);
        }
        if let Some(s) = parts.success {
            success.extend(self.props(s, indicator_head, &head_args, &arg_names, known)?);
        }
        let mut comp = Vec::new();
        let pred = (name.clone(), arity);
        for c in parts.comp {
            for item in c.conjuncts() {
                if !self.ciao_declaration(item, &pred, &head_args, known)? {
                    comp.push((self.comp_prop(item, &head_args, known)?, item.span()));
                }
            }
        }
        Ok(Assertion {
            status,
            kind,
            pred: (name, arity),
            head: Some(head),
            arg_names,
            calls,
            success,
            comp,
            comment,
            file: self.file,
            span: self.read.span.clone(),
            layout,
        })
    }

    /// The head with variables in every argument, plus the properties its modes
    /// imply (`+` nonvar at call, `-` var at call, `+T`/`-T` typed).
    pub(crate) fn head(&mut self, n: Node) -> Res<(Term, Vec<Prop>, Vec<Prop>)> {
        let mut calls = Vec::new();
        let mut success = Vec::new();
        if n.is("/", 2) {
            let (name, arity) = self.indicator(n)?;
            let args = (0..arity).map(|_| Term::Var(self.fresh())).collect();
            return Ok((Term::compound(Atom::new(&name), args), calls, success));
        }
        let (f, args) = match n.term {
            Term::Atom(a) => return Ok((Term::Atom(*a), calls, success)),
            Term::Compound(f, args) => (*f, args),
            _ => return Err(self.error(codes::MALFORMED, n.span(), "expected a predicate head")),
        };
        let mut out = Vec::with_capacity(args.len());
        for i in 0..args.len() {
            let a = n.arg(i);
            if let Term::Var(_) = a.term {
                out.push(a.term.clone());
                continue;
            }
            if let Some((mode, var)) = named_mode(a.term) {
                // `+X` (Ciao's basicmodes): the mode on the argument named `X`.
                if let Some(mode) = mode_prop(mode) {
                    calls.push(Prop {
                        term: Term::compound(mode, vec![var.clone()]),
                        span: a.span(),
                        text: None,
                    });
                }
                out.push(var.clone());
                continue;
            }
            let v = Term::Var(self.fresh());
            let span = a.span();
            let prop = |t: &Term| Prop {
                term: t.clone(),
                span: span.clone(),
                text: None,
            };
            let applied = |p: &Term, v: &Term| apply_prop(p, v.clone());
            match a.term {
                Term::Atom(m) if matches!(&*m.name(), "+" | "-" | "?" | "@") => {
                    if let Some(mode) = mode_prop(&m.name()) {
                        calls.push(prop(&Term::compound(mode, vec![v.clone()])));
                    }
                }
                Term::Compound(m, inner)
                    if inner.len() == 1 && matches!(&*m.name(), "+" | "-" | "?" | "@") =>
                {
                    let ty = applied(&inner[0], &v).ok_or_else(|| {
                        self.error(
                            codes::MALFORMED,
                            span.clone(),
                            "expected a property after the mode",
                        )
                    })?;
                    match &*m.name() {
                        "+" => calls.push(prop(&ty)),
                        "-" => {
                            calls.push(prop(&Term::compound("var", vec![v.clone()])));
                            success.push(prop(&ty));
                        }
                        _ => success.push(prop(&ty)),
                    }
                }
                other => {
                    let ty = applied(other, &v).ok_or_else(|| {
                        self.error(
                            codes::MALFORMED,
                            span.clone(),
                            "a head argument must be a variable, a mode or a property",
                        )
                    })?;
                    calls.push(prop(&ty));
                }
            }
            out.push(v);
        }
        Ok((Term::Compound(f, out), calls, success))
    }

    /// A calls or success part: a conjunction of properties, or the star form
    /// (`ciao.rs`), whose factors must be as many as the head's arguments.
    fn props(
        &self,
        n: Node,
        indicator_head: bool,
        head_args: &[Option<VarId>],
        arg_names: &[String],
        known: &Known,
    ) -> Res<Vec<Prop>> {
        let mut out = Vec::new();
        if ciao::is_star_form(n, indicator_head) {
            let factors = ciao::star_factors(n);
            if factors.len() != head_args.len() {
                return Err(self.error(
                    codes::MALFORMED,
                    n.span(),
                    format!(
                        "the star form gives {} argument propert{} for a predicate of arity {}: write one factor per argument, separated by `*`",
                        factors.len(),
                        if factors.len() == 1 { "y" } else { "ies" },
                        head_args.len()
                    ),
                ));
            }
            for (factor, var) in factors.into_iter().zip(head_args) {
                let var = Term::Var(var.expect("synthesised heads have variables"));
                for p in ciao::factor_props(factor) {
                    let term = apply_prop(p.term, var.clone()).ok_or_else(|| {
                        self.error(codes::UNKNOWN_PROPERTY, p.span(), "expected a property")
                    })?;
                    self.check_prop(&term, p.span(), known)?;
                    out.push(Prop {
                        text: Some(ciao::prop_text(&term, head_args, arg_names)),
                        term,
                        span: p.span(),
                    });
                }
            }
            return Ok(out);
        }
        for p in n.conjuncts() {
            self.check_prop(p.term, p.span(), known)?;
            out.push(Prop {
                term: p.term.clone(),
                span: p.span(),
                text: None,
            });
        }
        Ok(out)
    }

    fn check_prop(&self, t: &Term, span: Range<usize>, known: &Known) -> Res<()> {
        let Some((f, arity)) = t.functor() else {
            return Err(self.error(codes::UNKNOWN_PROPERTY, span, "expected a property"));
        };
        let name = f.name();
        if is_builtin_prop(&name, arity)
            || known.regtypes.contains(&(name.to_string(), arity))
            || (known.defined)(&name, arity)
        {
            return Ok(());
        }
        Err(self.error(
            codes::UNKNOWN_PROPERTY,
            span,
            format!("unknown property `{name}/{arity}`: not built in, not declared with `:- regtype` or `:- prop`, and not defined"),
        ))
    }

    pub(crate) fn approx(&self, n: Node) -> Res<Approx> {
        Ok(match n.atom().as_deref() {
            Some("ub") => Approx::Ub,
            Some("lb") => Approx::Lb,
            Some("eq" | "exact") => Approx::Eq,
            Some("o") => Approx::O,
            _ => {
                return Err(self.error(
                    codes::UNKNOWN_APPROX,
                    n.span(),
                    "unknown approximation: expected `ub`, `lb`, `eq`, `exact` or `o`",
                ))
            }
        })
    }

    fn cost_type(&self, n: Node) -> Res<CostType> {
        let simple = match n.atom().as_deref() {
            Some("call") => Some(CostType::Call),
            Some("call_exit") => Some(CostType::CallExit),
            Some("call_fail") => Some(CostType::CallFail),
            Some("redo") => Some(CostType::Redo),
            Some("redo_exit") => Some(CostType::RedoExit),
            Some("redo_fail") => Some(CostType::RedoFail),
            Some("allsols") => Some(CostType::AllSols),
            _ => None,
        };
        if let Some(t) = simple {
            return Ok(t);
        }
        if n.is("sol", 1) {
            if let Term::Int(i) = n.arg(0).term {
                if *i >= 1 && *i <= u32::MAX as i64 {
                    return Ok(CostType::Sol(*i as u32));
                }
            }
        }
        Err(self.error(
            codes::UNKNOWN_COST_TYPE,
            n.span(),
            "unknown cost type: expected `call`, `call_exit`, `call_fail`, `redo`, `redo_exit`, `redo_fail`, `sol(I)` (I >= 1) or `allsols`",
        ))
    }

    pub(crate) fn resource(&self, n: Node, known: &Known) -> Res<Resource> {
        if let Some(name) = n.atom() {
            if let Some(r) = Resource::builtin(&name) {
                return Ok(r);
            }
            if known.resources.contains(&*name) {
                return Ok(Resource::User(name.to_string()));
            }
        }
        Err(self.error(
            codes::UNKNOWN_RESOURCE,
            n.span(),
            format!(
                "unknown resource: expected exec_time, sols, {}, or one declared with `:- resource R.`",
                Counter::names()
            ),
        ))
    }

    /// A proper list of terms (`throws([E1, E2])`, `solutions([...])`).
    fn term_list(&self, n: Node) -> Res<Vec<Term>> {
        n.term
            .list_items()
            .map(|items| items.into_iter().cloned().collect())
            .ok_or_else(|| self.error(codes::BAD_EXPRESSION, n.span(), "expected a proper list"))
    }

    /// A count written as an integer of at least `min` (1 for `times/1` and
    /// `try_sols/1`, 0 for `num_solutions/1`).
    fn count(&self, n: Node, min: i64) -> Res<u64> {
        match n.term {
            Term::Int(i) if *i >= min => Ok(*i as u64),
            _ => Err(self.error(
                codes::BAD_EXPRESSION,
                n.span(),
                format!("expected an integer of at least {min}"),
            )),
        }
    }

    fn comp_prop(&self, n: Node, head_args: &[Option<VarId>], known: &Known) -> Res<CompProp> {
        let head_arg = |v: VarId| head_args.iter().position(|a| *a == Some(v));
        let expr = |e: Node| {
            parse_cost_expr(e.term, e.spans, &head_arg)
                .map_err(|err| self.error(codes::BAD_EXPRESSION, err.span, err.message))
        };
        let steps = |approx| -> Res<CompProp> {
            Ok(CompProp::Cost {
                approx,
                ctype: CostType::Call,
                resource: Resource::STEPS,
                expr: expr(n.arg(0))?,
            })
        };
        let percent = |p: Node| {
            rational_of(p.term)
                .filter(|r| *r >= BigRational::from_integer(0.into()))
                .filter(|r| *r <= BigRational::from_integer(100.into()))
                .ok_or_else(|| {
                    self.error(
                        codes::BAD_EXPRESSION,
                        p.span(),
                        "a relative cost is a percentage: a number from 0 to 100",
                    )
                })
        };
        let name = n.term.functor().map(|(f, a)| (f.name(), a));
        Ok(match name.as_ref().map(|(f, a)| (&**f, *a)) {
            Some(("cost", 3)) => {
                let resource = self.resource(n.arg(1), known)?;
                // A number of solutions counts every solution.
                let ctype = if resource == Resource::Sols {
                    CostType::AllSols
                } else {
                    CostType::Call
                };
                CompProp::Cost {
                    approx: self.approx(n.arg(0))?,
                    ctype,
                    resource,
                    expr: expr(n.arg(2))?,
                }
            }
            Some(("cost", 4)) => CompProp::Cost {
                approx: self.approx(n.arg(0))?,
                ctype: self.cost_type(n.arg(1))?,
                resource: self.resource(n.arg(2), known)?,
                expr: expr(n.arg(3))?,
            },
            // A centre's share covers all its work: every call, redo and solution.
            Some(("rel_cost", 3)) => CompProp::RelCost {
                approx: self.approx(n.arg(0))?,
                ctype: CostType::AllSols,
                resource: self.resource(n.arg(1), known)?,
                percent: percent(n.arg(2))?,
            },
            Some(("rel_cost", 4)) => CompProp::RelCost {
                approx: self.approx(n.arg(0))?,
                ctype: self.cost_type(n.arg(1))?,
                resource: self.resource(n.arg(2), known)?,
                percent: percent(n.arg(3))?,
            },
            Some(("steps_ub", 1)) => steps(Approx::Ub)?,
            Some(("steps_lb", 1)) => steps(Approx::Lb)?,
            Some(("steps", 1)) => steps(Approx::Eq)?,
            Some(("steps_o", 1)) => steps(Approx::O)?,
            Some(("not_fails", 0)) => CompProp::NotFails,
            Some(("fails", 0)) => CompProp::Fails,
            Some(("is_det", 0)) => CompProp::IsDet,
            Some(("det", 0)) => CompProp::Det,
            Some(("non_det", 0)) => CompProp::NonDet,
            Some(("semidet", 0)) => CompProp::Semidet,
            Some(("multi", 0)) => CompProp::Multi,
            Some(("terminates", 0)) => CompProp::Terminates,
            Some(("possibly_fails", 0)) => CompProp::PossiblyFails,
            Some(("possibly_nondet", 0)) => CompProp::PossiblyNondet,
            Some(("exception", 1)) => CompProp::Exception(n.arg(0).term.clone()),
            Some(("throws", 1)) => CompProp::Throws(self.term_list(n.arg(0))?),
            Some(("no_exception", 0)) => CompProp::NoException,
            Some(("num_solutions", 1)) => CompProp::NumSolutions(self.count(n.arg(0), 0)?),
            Some(("solutions", 1)) => CompProp::Solutions(self.term_list(n.arg(0))?),
            Some(("try_sols", 1)) => CompProp::TrySols(self.count(n.arg(0), 1)?),
            Some(("times", 1)) => CompProp::Times(self.count(n.arg(0), 1)?),
            _ => {
                return Err(self.error(
                    codes::UNKNOWN_COMP_PROPERTY,
                    n.span(),
                    "unknown computational property: expected cost/3,4, rel_cost/3,4, steps_ub/1, steps_lb/1, steps/1, steps_o/1, not_fails, fails, is_det, det, non_det, semidet, multi, terminates, possibly_fails, possibly_nondet, exception/1, throws/1, no_exception, num_solutions/1, solutions/1, try_sols/1 or times/1",
                ))
            }
        })
    }
}

/// `+X`, `-X`, `?X`, `@X` with a variable `X`: the mode and the variable.
fn named_mode(t: &Term) -> Option<(&str, &Term)> {
    match t {
        Term::Compound(m, inner) if inner.len() == 1 && matches!(inner[0], Term::Var(_)) => {
            let mode = match &*m.name() {
                "+" => "+",
                "-" => "-",
                "?" => "?",
                "@" => "@",
                _ => return None,
            };
            Some((mode, &inner[0]))
        }
        _ => None,
    }
}

fn mode_prop(mode: &str) -> Option<&'static str> {
    match mode {
        "+" => Some("nonvar"),
        "-" => Some("var"),
        _ => None,
    }
}

fn resource_entry<'r>(resources: &'r mut Vec<ResourceDecl>, name: &str) -> &'r mut ResourceDecl {
    if let Some(i) = resources.iter().position(|r| r.name == name) {
        return &mut resources[i];
    }
    resources.push(ResourceDecl::named(name));
    resources.last_mut().expect("just pushed")
}

/// The parts of an assertion body, with the spans of its success and comp
/// sections (for rewriting them in place).
struct Parts<'a> {
    head: Node<'a>,
    calls: Option<Node<'a>>,
    success: Option<Node<'a>>,
    comp: Vec<Node<'a>>,
    /// `=> Success`, from the end of what precedes `=>`.
    success_section: Option<Range<usize>>,
    /// `+ Comp`, from the end of what precedes the first `+`.
    comp_section: Option<Range<usize>>,
}

impl<'a> Parts<'a> {
    /// Splits an assertion body (without its comment) into head, calls,
    /// success and comp parts: `Head : Calls => Success + Comp`, each part but
    /// the head optional.
    fn of(body: Node<'a>) -> Parts<'a> {
        if body.is("=>", 2) {
            let (head, calls) = split_colon(body.arg(0));
            let (success, comp) = split_plus(body.arg(1));
            Parts {
                head,
                calls,
                success: Some(success),
                success_section: Some(body.arg(0).span().end..success.span().end),
                comp_section: comp_section(success, &comp),
                comp,
            }
        } else {
            match split_colon(body) {
                (head, Some(rest)) => {
                    let (calls, comp) = split_plus(rest);
                    Parts {
                        head,
                        calls: Some(calls),
                        success: None,
                        success_section: None,
                        comp_section: comp_section(calls, &comp),
                        comp,
                    }
                }
                (head, None) => {
                    let (head, comp) = split_plus(head);
                    Parts {
                        head,
                        calls: None,
                        success: None,
                        success_section: None,
                        comp_section: comp_section(head, &comp),
                        comp,
                    }
                }
            }
        }
    }
}

/// The text of `+ C1 + C2` after `base`, when there is a comp part.
fn comp_section(base: Node, comps: &[Node]) -> Option<Range<usize>> {
    comps.last().map(|l| base.span().end..l.span().end)
}

/// `Head : Rest` → (Head, Some(Rest)).
fn split_colon(n: Node) -> (Node, Option<Node>) {
    if n.is(":", 2) {
        (n.arg(0), Some(n.arg(1)))
    } else {
        (n, None)
    }
}

/// `X + C1 + C2` → (X, [C1, C2]).
fn split_plus(n: Node) -> (Node, Vec<Node>) {
    let mut comps = Vec::new();
    let mut cur = n;
    while cur.is("+", 2) {
        comps.push(cur.arg(1));
        cur = cur.arg(0);
    }
    comps.reverse();
    (cur, comps)
}

/// The text of a `# "Comment"`: a code list, a char list or an atom.
fn comment_text(t: &Term) -> Option<String> {
    match t {
        Term::Atom(a) => return Some(a.name().to_string()),
        Term::String(s) => return Some(s.to_string()),
        _ => {}
    }
    t.list_items()?
        .into_iter()
        .map(|c| match c {
            Term::Int(code) => char::from_u32(u32::try_from(*code).ok()?),
            Term::Atom(a) => a.name().chars().next(),
            _ => None,
        })
        .collect()
}
