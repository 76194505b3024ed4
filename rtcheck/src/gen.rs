//! Input generation from calls properties and regtypes.
//!
//! Each head argument is generated from what the calls properties say about it
//! (its most specific [`TypeProp`]): a fixed value for `A = T`, a fresh variable for
//! `var`, a list of the requested length and element type, an integer equal to the
//! size, a term of a user regtype produced from the regtype's clauses read as a
//! grammar. At each size the generator offers structured shapes that expose worst
//! cases (sorted, reverse-sorted, all-equal, few distinct values) and random ones,
//! every argument at that size; then variants a bound written over several sizes
//! can fail on: arguments of independent sizes (one large, the others empty or
//! zero, and a random mix), negative numbers where the type allows them, and lists
//! of mixed element shapes (atoms, numbers, compounds, lists, variables) where the
//! element type allows them. The variants draw from a random stream of their own,
//! so that a sequence of [`Generator::at_size`] calls offers the same structured
//! and random inputs as it would without them.
//! [`Generator::mutate`] perturbs an input for the worst-case search.

use costlog_assertions::props::TypeProp;
use costlog_engine::{Atom, Term, VarId};
use rand::rngs::StdRng;
use rand::seq::IndexedRandom;
use rand::{Rng, SeedableRng};
use std::collections::HashMap;

/// One generated call: the arguments and how they were made.
#[derive(Clone, Debug)]
pub struct Input {
    /// Argument terms (variables numbered uniquely across the arguments).
    pub args: Vec<Term>,
    /// How it was made (`sorted`, `random`, `test`, `mutated` ...), for reports.
    pub shape: &'static str,
}

/// Clauses of user regtypes and properties, by (name, arity): each clause as
/// `(head, body goals)`.
pub type RegtypeClauses = HashMap<(String, usize), Vec<(Term, Vec<Term>)>>;

/// Clauses of the declared regtypes and properties (`declared`) among a program's
/// clause terms, as (head, body goals).
pub fn regtype_clauses<'t>(
    declared: &[(String, usize)],
    clauses: impl IntoIterator<Item = &'t Term>,
) -> RegtypeClauses {
    let mut out = RegtypeClauses::new();
    for term in clauses {
        let (head, body) = match term {
            Term::Compound(f, a) if f.name() == ":-" && a.len() == 2 => {
                (a[0].clone(), conjuncts(&a[1]))
            }
            t => (t.clone(), Vec::new()),
        };
        let Some((f, arity)) = head.functor() else {
            continue;
        };
        let key = (f.name().to_string(), arity);
        if declared.contains(&key) {
            out.entry(key).or_default().push((head, body));
        }
    }
    out
}

fn conjuncts(t: &Term) -> Vec<Term> {
    match t {
        Term::Compound(f, a) if f.name() == "," && a.len() == 2 => {
            let mut v = conjuncts(&a[0]);
            v.extend(conjuncts(&a[1]));
            v
        }
        Term::Atom(a) if a.name() == "true" => Vec::new(),
        t => vec![t.clone()],
    }
}

/// The shapes of list inputs offered at every size.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Shape {
    Random,
    Sorted,
    Reversed,
    AllEqual,
    FewDistinct,
    /// Random, with negative numbers where the type allows them.
    Negative,
    /// Random, lists of mixed element shapes where the element type allows them.
    Mixed,
}

impl Shape {
    fn name(self) -> &'static str {
        match self {
            Shape::Random => "random",
            Shape::Sorted => "sorted",
            Shape::Reversed => "reverse-sorted",
            Shape::AllEqual => "all-equal",
            Shape::FewDistinct => "few-distinct",
            Shape::Negative => "negative",
            Shape::Mixed => "mixed",
        }
    }
}

/// How one input is made: each argument's size and shape, and the input's name.
struct Plan {
    args: Vec<(usize, Shape)>,
    name: &'static str,
}

/// Most inputs of independent sizes offered at one size (one large argument and
/// the others empty, one empty and the others large, a random mix).
const MAX_INDEPENDENT: usize = 7;

/// The kinds of terms a mixed list's elements are drawn from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Mix {
    /// Atoms and numbers (`atomic`).
    Atomic,
    /// Ground terms: atoms, numbers, compounds, lists (`gnd`, `nonvar`).
    Ground,
    /// Any term, variables included (`term`, `any`, a list without element type).
    Any,
}

impl Mix {
    /// The mix a list's element type allows, if any.
    fn of(elem: Option<&TypeProp>) -> Option<Mix> {
        match elem {
            None | Some(TypeProp::Term) => Some(Mix::Any),
            Some(TypeProp::Ground | TypeProp::Nonvar) => Some(Mix::Ground),
            Some(TypeProp::Atomic) => Some(Mix::Atomic),
            Some(_) => None,
        }
    }
}

/// Generates inputs for one predicate from the types of its arguments.
pub struct Generator<'a> {
    types: Vec<Vec<TypeProp>>,
    regtypes: &'a RegtypeClauses,
    rng: StdRng,
    /// The random stream of the variants (independent sizes, negative, mixed).
    variant_rng: StdRng,
    next_var: VarId,
}

/// Seed offset of the variants' random stream.
const VARIANT_STREAM: u64 = 0x9e37_79b9_7f4a_7c15;

/// How specific a type is: the generator uses the most specific one of an argument.
fn specificity(t: &TypeProp) -> u8 {
    match t {
        TypeProp::Equals(_) => 10,
        TypeProp::List(Some(_)) => 9,
        TypeProp::List(None) => 8,
        TypeProp::User(..) => 7,
        TypeProp::Nnegint | TypeProp::Int | TypeProp::Flt => 6,
        TypeProp::Num => 5,
        TypeProp::Atm => 4,
        TypeProp::Atomic | TypeProp::Struct => 3,
        TypeProp::Ground | TypeProp::Nonvar => 2,
        TypeProp::Var => 1,
        TypeProp::Term => 0,
    }
}

impl<'a> Generator<'a> {
    /// A generator for arguments described by `types` (one list per argument).
    pub fn new(types: Vec<Vec<TypeProp>>, regtypes: &'a RegtypeClauses, seed: u64) -> Self {
        Generator {
            types,
            regtypes,
            rng: StdRng::seed_from_u64(seed),
            variant_rng: StdRng::seed_from_u64(seed ^ VARIANT_STREAM),
            next_var: 0,
        }
    }

    /// Whether any argument's value grows with the size (otherwise one size is enough).
    pub fn is_sized(&self) -> bool {
        self.types.iter().any(|ts| {
            !matches!(
                self.primary(ts),
                None | Some(TypeProp::Equals(_) | TypeProp::Var)
            )
        })
    }

    fn primary<'t>(&self, ts: &'t [TypeProp]) -> Option<&'t TypeProp> {
        ts.iter().max_by_key(|t| specificity(t))
    }

    fn fresh(&mut self) -> Term {
        self.next_var += 1;
        Term::Var(self.next_var - 1)
    }

    /// The inputs offered at size `n`: every shape once, plus `randoms` random ones,
    /// then the variants of size `n` ([`Generator::variants`]).
    pub fn at_size(&mut self, n: usize, randoms: usize) -> Vec<Input> {
        let mut out = self.uniform(n, randoms);
        std::mem::swap(&mut self.rng, &mut self.variant_rng);
        let plans = self.variants(n);
        let variants: Vec<Input> = plans.into_iter().map(|p| self.planned(&p)).collect();
        std::mem::swap(&mut self.rng, &mut self.variant_rng);
        out.extend(variants);
        out
    }

    /// Every argument at size `n`: each structured shape once, `randoms` random.
    fn uniform(&mut self, n: usize, randoms: usize) -> Vec<Input> {
        let mut shapes = vec![
            Shape::Sorted,
            Shape::Reversed,
            Shape::AllEqual,
            Shape::FewDistinct,
        ];
        shapes.extend(std::iter::repeat_n(Shape::Random, randoms));
        let has_list = self
            .types
            .iter()
            .any(|ts| matches!(self.primary(ts), Some(TypeProp::List(_))));
        shapes
            .into_iter()
            .map(|shape| Input {
                args: (0..self.types.len())
                    .map(|i| self.arg(i, n, shape))
                    .collect(),
                shape: if has_list { shape.name() } else { "generated" },
            })
            .collect()
    }

    /// The input a plan describes.
    fn planned(&mut self, plan: &Plan) -> Input {
        Input {
            args: plan
                .args
                .iter()
                .enumerate()
                .map(|(i, &(n, shape))| self.arg(i, n, shape))
                .collect(),
            shape: plan.name,
        }
    }

    /// The plans of the variants at size `n` (none at 0, where every size is 0):
    /// with two sized arguments or more, each alone at `n` with the others at 0,
    /// with three or more also each at 0 with the others at `n`, and one random
    /// mix of sizes and signs; every argument negative where a type allows it; the
    /// lists mixed where an element type allows it.
    fn variants(&mut self, n: usize) -> Vec<Plan> {
        if n == 0 {
            return Vec::new();
        }
        let arity = self.types.len();
        let sized: Vec<usize> = (0..arity).filter(|&i| self.grows(i)).collect();
        let mut plans = Vec::new();
        if sized.len() >= 2 {
            let at = |big: &dyn Fn(usize) -> bool| Plan {
                args: (0..arity)
                    .map(|i| (if big(i) { n } else { 0 }, Shape::Random))
                    .collect(),
                name: "independent-sizes",
            };
            for &i in &sized {
                plans.push(at(&|j| j == i || !sized.contains(&j)));
            }
            if sized.len() >= 3 {
                for &i in &sized {
                    plans.push(at(&|j| j != i));
                }
            }
            plans.truncate(MAX_INDEPENDENT - 1);
            let args = (0..arity)
                .map(|i| (self.rng.random_range(0..=n), self.random_sign(i)))
                .collect();
            plans.push(Plan {
                args,
                name: "independent-sizes",
            });
        }
        if (0..arity).any(|i| self.signed(i)) {
            plans.push(Plan {
                args: vec![(n, Shape::Negative); arity],
                name: Shape::Negative.name(),
            });
        }
        if (0..arity).any(|i| self.mixable(i)) {
            plans.push(Plan {
                args: vec![(n, Shape::Mixed); arity],
                name: Shape::Mixed.name(),
            });
        }
        plans
    }

    /// Whether argument `i`'s size is a dimension of its own (a list, a number, a
    /// structure), not an atom, a fixed value or a variable.
    fn grows(&self, i: usize) -> bool {
        !matches!(
            self.primary(&self.types[i]),
            None | Some(
                TypeProp::Equals(_)
                    | TypeProp::Var
                    | TypeProp::Term
                    | TypeProp::Atm
                    | TypeProp::Atomic
            )
        )
    }

    /// Whether argument `i` may hold negative numbers (an `int`, `num` or `flt`,
    /// or a list of them, and no `nnegint` among its types).
    fn signed(&self, i: usize) -> bool {
        let ts = &self.types[i];
        let nonneg = ts.iter().any(|t| match t {
            TypeProp::Nnegint => true,
            TypeProp::List(Some(e)) => **e == TypeProp::Nnegint,
            _ => false,
        });
        !nonneg
            && match self.primary(ts) {
                Some(TypeProp::Int | TypeProp::Num | TypeProp::Flt) => true,
                Some(TypeProp::List(elem)) => {
                    matches!(elem.as_deref(), None | Some(TypeProp::Int | TypeProp::Num))
                }
                _ => false,
            }
    }

    /// A random shape for argument `i`: negative or not at even odds where its
    /// types allow negative numbers, random otherwise.
    fn random_sign(&mut self, i: usize) -> Shape {
        if self.signed(i) && self.rng.random_bool(0.5) {
            Shape::Negative
        } else {
            Shape::Random
        }
    }

    /// Whether argument `i` is a list whose elements may be of mixed shapes.
    fn mixable(&self, i: usize) -> bool {
        matches!(
            self.primary(&self.types[i]),
            Some(TypeProp::List(elem)) if Mix::of(elem.as_deref()).is_some()
        )
    }

    fn arg(&mut self, i: usize, n: usize, shape: Shape) -> Term {
        let shape = if shape == Shape::Negative && !self.signed(i) {
            Shape::Random
        } else {
            shape
        };
        let ts = self.types[i].clone();
        match self.primary(&ts) {
            None => self.fresh(),
            Some(t) => self.value(t, n, shape, 3),
        }
    }

    fn value(&mut self, t: &TypeProp, n: usize, shape: Shape, budget: usize) -> Term {
        match t {
            TypeProp::Equals(v) => self.renamed(v),
            TypeProp::Var | TypeProp::Term => self.fresh(),
            TypeProp::Nnegint => Term::Int(n as i64),
            TypeProp::Int | TypeProp::Num if shape == Shape::Negative => Term::Int(-(n as i64)),
            TypeProp::Int | TypeProp::Num => Term::Int(n as i64),
            TypeProp::Flt if shape == Shape::Negative => Term::Float(-(n as f64 + 0.5)),
            TypeProp::Flt => Term::Float(n as f64 + 0.5),
            TypeProp::Atm | TypeProp::Atomic => self.atom(n),
            TypeProp::Struct => self.structure(n.min(64)),
            TypeProp::Ground | TypeProp::Nonvar => self.ground(n.min(64)),
            TypeProp::List(elem) => self.list(elem.as_deref(), n, shape),
            TypeProp::User(name, extras) => self
                .user(name, extras, n.min(64), budget)
                .unwrap_or_else(|| self.fresh()),
        }
    }

    fn renamed(&mut self, t: &Term) -> Term {
        let mut map = HashMap::new();
        self.rename(t, &mut map)
    }

    fn rename(&mut self, t: &Term, map: &mut HashMap<VarId, Term>) -> Term {
        match t {
            Term::Var(v) => {
                if let Some(x) = map.get(v) {
                    return x.clone();
                }
                let x = self.fresh();
                map.insert(*v, x.clone());
                x
            }
            Term::Compound(f, args) => {
                Term::Compound(*f, args.iter().map(|a| self.rename(a, map)).collect())
            }
            other => other.clone(),
        }
    }

    fn atom(&mut self, n: usize) -> Term {
        let k = self.rng.random_range(0..=n.min(25));
        Term::Atom(Atom::new(&((b'a' + k as u8) as char).to_string()))
    }

    fn ground(&mut self, n: usize) -> Term {
        if n == 0 || self.rng.random_bool(0.3) {
            return if self.rng.random_bool(0.5) {
                Term::Int(self.rng.random_range(0..10))
            } else {
                self.atom(3)
            };
        }
        self.structure(n)
    }

    /// A compound `f/1` or `f/2` of ground arguments of about size `n`.
    fn structure(&mut self, n: usize) -> Term {
        let arity = self.rng.random_range(1..=2usize);
        let args = (0..arity).map(|_| self.ground(n / 2)).collect();
        Term::Compound(Atom::new("f"), args)
    }

    fn list(&mut self, elem: Option<&TypeProp>, n: usize, shape: Shape) -> Term {
        if shape == Shape::Mixed {
            if let Some(mix) = Mix::of(elem) {
                let items: Vec<Term> = (0..n).map(|_| self.mixed(mix, 2)).collect();
                return Term::list(items);
            }
        }
        let numeric = matches!(
            elem,
            None | Some(TypeProp::Int | TypeProp::Nnegint | TypeProp::Num)
        );
        let items: Vec<Term> = if numeric {
            let hi = (4 * n + 10) as i64;
            let lo = if shape == Shape::Negative && !matches!(elem, Some(TypeProp::Nnegint)) {
                -hi
            } else {
                0
            };
            let mut v: Vec<i64> = match shape {
                Shape::AllEqual => vec![self.rng.random_range(0..hi); n],
                Shape::FewDistinct => (0..n).map(|_| self.rng.random_range(0..3)).collect(),
                _ => (0..n).map(|_| self.rng.random_range(lo..hi)).collect(),
            };
            match shape {
                Shape::Sorted => v.sort_unstable(),
                Shape::Reversed => v.sort_unstable_by(|a, b| b.cmp(a)),
                _ => {}
            }
            v.into_iter().map(Term::Int).collect()
        } else {
            let elem = elem.cloned().unwrap_or(TypeProp::Term);
            match shape {
                Shape::AllEqual => {
                    let x = self.value(&elem, n.min(8), Shape::Random, 2);
                    vec![x; n]
                }
                _ => (0..n)
                    .map(|_| {
                        let m = self.rng.random_range(0..=n.min(8));
                        self.value(&elem, m, Shape::Random, 2)
                    })
                    .collect(),
            }
        };
        Term::list(items)
    }

    /// One element of a mixed list: an atom, an integer of either sign, a float,
    /// and (unless `mix` is atomic) a compound or a list of mixed elements nested at
    /// most `depth` deep, or (for any term) a variable.
    fn mixed(&mut self, mix: Mix, depth: usize) -> Term {
        let kinds = match mix {
            Mix::Atomic => 3,
            Mix::Ground if depth > 0 => 5,
            Mix::Any if depth > 0 => 6,
            _ => 3,
        };
        match self.rng.random_range(0..kinds) {
            0 => self.atom(25),
            1 => Term::Int(self.rng.random_range(-20..=20)),
            2 => Term::Float(f64::from(self.rng.random_range(-40..=40i32)) / 4.0),
            3 => {
                let arity = self.rng.random_range(1..=3usize);
                let args = (0..arity).map(|_| self.mixed(mix, depth - 1)).collect();
                Term::Compound(Atom::new("f"), args)
            }
            4 => {
                let len = self.rng.random_range(0..=3usize);
                let items: Vec<Term> = (0..len).map(|_| self.mixed(mix, depth - 1)).collect();
                Term::list(items)
            }
            _ => self.fresh(),
        }
    }

    /// A term of user regtype `name` (with extra arguments `extras`), from its
    /// clauses read as a grammar; `None` when it has no usable clauses.
    fn user(&mut self, name: &str, extras: &[Term], n: usize, budget: usize) -> Option<Term> {
        let clauses = self
            .regtypes
            .get(&(name.to_string(), extras.len() + 1))?
            .clone();
        if clauses.is_empty() || budget == 0 {
            return None;
        }
        let recursive = |(_, body): &(Term, Vec<Term>)| {
            body.iter().any(|g| {
                g.functor()
                    .is_some_and(|(f, a)| f.name() == name && a == extras.len() + 1)
            })
        };
        let (base, rec): (Vec<_>, Vec<_>) = clauses.iter().partition(|c| !recursive(c));
        let pool = if n == 0 || rec.is_empty() || (self.rng.random_bool(0.3) && !base.is_empty()) {
            if base.is_empty() {
                &rec
            } else {
                &base
            }
        } else {
            &rec
        };
        let (head, body) = (*pool.choose(&mut self.rng)?).clone();
        let Term::Compound(_, hargs) = &head else {
            return None;
        };
        let mut map: HashMap<VarId, Term> = HashMap::new();
        for (h, x) in hargs.iter().skip(1).zip(extras) {
            if let Term::Var(v) = h {
                map.insert(*v, x.clone());
            }
        }
        // Generate the variables the body describes, then rename the pattern.
        for goal in &body {
            let Term::Compound(f, gargs) = goal else {
                continue;
            };
            let f = *f;
            let Term::Var(v) = &gargs[0] else { continue };
            if map.contains_key(v) {
                continue;
            }
            let rest: Vec<Term> = gargs[1..].iter().map(|a| substitute(a, &map)).collect();
            let ty = TypeProp::from_type_term(&Term::compound(f, rest))?;
            let child_budget = if matches!(ty, TypeProp::User(ref u, _) if u == name) {
                budget
            } else {
                3
            };
            let next = n.saturating_sub(1) / 2;
            let val = match &ty {
                TypeProp::User(u, ex) => self.user(u, ex, next, child_budget)?,
                other => self.value(other, next, Shape::Random, child_budget - 1),
            };
            map.insert(*v, val);
        }
        let pattern = substitute(&hargs[0], &map);
        Some(self.renamed(&pattern))
    }

    /// Perturbs a list argument of `input` (swap, replace or move an element) for the
    /// worst-case search; inputs without lists come back regenerated at size `n`,
    /// with random signs where the types allow negative numbers.
    pub fn mutate(&mut self, input: &Input, n: usize) -> Input {
        let lists: Vec<usize> = input
            .args
            .iter()
            .enumerate()
            .filter(|(_, a)| a.list_items().is_some_and(|l| l.len() > 1))
            .map(|(i, _)| i)
            .collect();
        let Some(&i) = lists.choose(&mut self.rng) else {
            // Regenerated at size `n`, each number negative or not at random.
            let args = (0..self.types.len())
                .map(|i| (n, self.random_sign(i)))
                .collect();
            return self.planned(&Plan {
                args,
                name: "mutated",
            });
        };
        let mut items: Vec<Term> = input.args[i]
            .list_items()
            .expect("a list")
            .into_iter()
            .cloned()
            .collect();
        let len = items.len();
        let (a, b) = (self.rng.random_range(0..len), self.rng.random_range(0..len));
        match self.rng.random_range(0..3) {
            0 => items.swap(a, b),
            1 => {
                let x = items.remove(a);
                items.insert(0, x);
            }
            _ => items[a] = items[b].clone(),
        }
        let mut args = input.args.clone();
        args[i] = Term::list(items);
        Input {
            args,
            shape: "mutated",
        }
    }
}

/// `t` with the variables of `map` replaced.
pub fn substitute(t: &Term, map: &HashMap<VarId, Term>) -> Term {
    match t {
        Term::Var(v) => map.get(v).cloned().unwrap_or(Term::Var(*v)),
        Term::Compound(f, args) => {
            Term::Compound(*f, args.iter().map(|a| substitute(a, map)).collect())
        }
        other => other.clone(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn sorted_and_reversed_lists_have_the_requested_length() {
        let regtypes = RegtypeClauses::new();
        let ty = vec![
            vec![TypeProp::List(Some(Box::new(TypeProp::Num)))],
            vec![TypeProp::Var],
        ];
        let mut g = Generator::new(ty, &regtypes, 7);
        let inputs = g.at_size(5, 2);
        let sorted = inputs.iter().find(|i| i.shape == "sorted").unwrap();
        let items: Vec<i64> = sorted.args[0]
            .list_items()
            .unwrap()
            .iter()
            .map(|t| match t {
                Term::Int(i) => *i,
                _ => panic!("not an int"),
            })
            .collect();
        assert_eq!(items.len(), 5);
        assert!(items.windows(2).all(|w| w[0] <= w[1]));
        assert!(matches!(sorted.args[1], Term::Var(_)));
    }

    #[test]
    fn user_regtypes_are_generated_from_their_clauses() {
        // color(red). color(green).  tree(void). tree(t(L, C, R)) :- tree(L), color(C), tree(R).
        let mut regtypes = RegtypeClauses::new();
        regtypes.insert(
            ("color".into(), 1),
            vec![
                (Term::compound("color", vec![Term::atom("red")]), vec![]),
                (Term::compound("color", vec![Term::atom("green")]), vec![]),
            ],
        );
        let node = Term::compound("t", vec![Term::Var(0), Term::Var(1), Term::Var(2)]);
        regtypes.insert(
            ("tree".into(), 1),
            vec![
                (Term::compound("tree", vec![Term::atom("void")]), vec![]),
                (
                    Term::compound("tree", vec![node]),
                    vec![
                        Term::compound("tree", vec![Term::Var(0)]),
                        Term::compound("color", vec![Term::Var(1)]),
                        Term::compound("tree", vec![Term::Var(2)]),
                    ],
                ),
            ],
        );
        let mut g = Generator::new(
            vec![vec![TypeProp::User("tree".into(), vec![])]],
            &regtypes,
            1,
        );
        fn is_tree(t: &Term) -> bool {
            match t {
                Term::Atom(a) => a.name() == "void",
                Term::Compound(f, a) => {
                    f.name() == "t"
                        && is_tree(&a[0])
                        && is_tree(&a[2])
                        && matches!(&a[1], Term::Atom(c) if c.name() == "red" || c.name() == "green")
                }
                _ => false,
            }
        }
        for n in 0..8 {
            for input in g.at_size(n, 2) {
                assert!(is_tree(&input.args[0]), "{:?}", input.args[0]);
            }
        }
    }

    fn lengths(input: &Input) -> Vec<usize> {
        input
            .args
            .iter()
            .map(|a| a.list_items().map_or(0, |l| l.len()))
            .collect()
    }

    #[test]
    fn two_lists_get_independent_sizes() {
        let regtypes = RegtypeClauses::new();
        let list = TypeProp::List(Some(Box::new(TypeProp::Int)));
        let ty = vec![vec![list.clone()], vec![list], vec![TypeProp::Var]];
        let mut g = Generator::new(ty, &regtypes, 3);
        let inputs = g.at_size(10, 1);
        let sizes: Vec<Vec<usize>> = inputs
            .iter()
            .filter(|i| i.shape == "independent-sizes")
            .map(lengths)
            .collect();
        assert!(sizes.contains(&vec![10, 0, 0]), "{sizes:?}");
        assert!(sizes.contains(&vec![0, 10, 0]), "{sizes:?}");
        // The uniform inputs (four shapes and one random) come first, every list at 10.
        let uniform: Vec<&Input> = inputs.iter().take(5).collect();
        assert!(uniform.iter().all(|i| lengths(i) == vec![10, 10, 0]));
        assert!(g.at_size(0, 1).iter().all(|i| lengths(i) == vec![0, 0, 0]));
    }

    #[test]
    fn integers_go_negative_unless_a_type_says_nnegint() {
        let regtypes = RegtypeClauses::new();
        let mut g = Generator::new(vec![vec![TypeProp::Int]], &regtypes, 0);
        let values: Vec<Term> = g
            .at_size(4, 1)
            .into_iter()
            .map(|i| i.args[0].clone())
            .collect();
        assert!(values.contains(&Term::Int(4)) && values.contains(&Term::Int(-4)));
        for ts in [
            vec![TypeProp::Nnegint],
            vec![TypeProp::Int, TypeProp::Nnegint],
        ] {
            let mut g = Generator::new(vec![ts], &regtypes, 0);
            for n in 0..6 {
                for input in g.at_size(n, 2) {
                    assert!(matches!(input.args[0], Term::Int(i) if i >= 0));
                    let m = g.mutate(&input, n);
                    assert!(matches!(m.args[0], Term::Int(i) if i >= 0));
                }
            }
        }
    }

    #[test]
    fn lists_of_any_term_get_mixed_elements() {
        let regtypes = RegtypeClauses::new();
        let mut g = Generator::new(vec![vec![TypeProp::List(None)]], &regtypes, 5);
        let mixed = g
            .at_size(12, 1)
            .into_iter()
            .find(|i| i.shape == "mixed")
            .expect("a mixed input");
        let items = mixed.args[0].list_items().expect("a list");
        assert_eq!(items.len(), 12);
        let kinds: std::collections::HashSet<u8> = items
            .iter()
            .map(|t| match t {
                Term::Int(_) | Term::Float(_) => 0,
                Term::Atom(_) => 1,
                _ => 2,
            })
            .collect();
        assert_eq!(kinds.len(), 3, "{items:?}");
        // A list of integers is never mixed.
        let int_list = TypeProp::List(Some(Box::new(TypeProp::Int)));
        let mut g = Generator::new(vec![vec![int_list]], &regtypes, 5);
        assert!(g.at_size(12, 1).iter().all(|i| i.shape != "mixed"));
    }

    /// A built-in type: the leaves, and lists of them (one level).
    fn type_prop() -> impl Strategy<Value = TypeProp> {
        let leaf = prop_oneof![
            Just(TypeProp::Var),
            Just(TypeProp::Nonvar),
            Just(TypeProp::Ground),
            Just(TypeProp::Int),
            Just(TypeProp::Nnegint),
            Just(TypeProp::Num),
            Just(TypeProp::Flt),
            Just(TypeProp::Atm),
            Just(TypeProp::Atomic),
            Just(TypeProp::Struct),
            Just(TypeProp::Term),
        ];
        prop_oneof![
            leaf.clone(),
            Just(TypeProp::List(None)),
            leaf.prop_map(|e| TypeProp::List(Some(Box::new(e)))),
        ]
    }

    proptest! {
        /// Every generated input, variants and mutations included, satisfies the
        /// type it was generated from.
        #[test]
        fn generated_inputs_satisfy_their_types(
            types in prop::collection::vec(type_prop(), 1..4),
            seed in 0u64..1000,
            n in 0usize..20,
        ) {
            let regtypes = RegtypeClauses::new();
            let mut m = costlog_engine::Machine::new();
            let arg_types: Vec<Vec<TypeProp>> = types.iter().map(|t| vec![t.clone()]).collect();
            let mut g = Generator::new(arg_types, &regtypes, seed);
            let mut inputs = g.at_size(n, 2);
            let mutated: Vec<Input> = inputs.iter().map(|i| g.mutate(i, n)).collect();
            inputs.extend(mutated);
            for input in &inputs {
                for (arg, ty) in input.args.iter().zip(&types) {
                    prop_assert!(
                        crate::check::satisfies(&mut m, arg, ty),
                        "{} input {:?} is not of type {:?}", input.shape, arg, ty
                    );
                }
            }
        }
    }
}
