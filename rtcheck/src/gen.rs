//! Input generation from calls properties and regtypes.
//!
//! Each head argument is generated from what the calls properties say about it
//! (its most specific [`TypeProp`]): a fixed value for `A = T`, a fresh variable for
//! `var`, a list of the requested length and element type, an integer equal to the
//! size, a term of a user regtype produced from the regtype's clauses read as a
//! grammar. At each size the generator offers structured shapes that expose worst
//! cases (sorted, reverse-sorted, all-equal, few distinct values) and random ones;
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
}

impl Shape {
    fn name(self) -> &'static str {
        match self {
            Shape::Random => "random",
            Shape::Sorted => "sorted",
            Shape::Reversed => "reverse-sorted",
            Shape::AllEqual => "all-equal",
            Shape::FewDistinct => "few-distinct",
        }
    }
}

/// Generates inputs for one predicate from the types of its arguments.
pub struct Generator<'a> {
    types: Vec<Vec<TypeProp>>,
    regtypes: &'a RegtypeClauses,
    rng: StdRng,
    next_var: VarId,
}

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

    /// The inputs offered at size `n`: every shape once, plus `randoms` random ones.
    pub fn at_size(&mut self, n: usize, randoms: usize) -> Vec<Input> {
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

    fn arg(&mut self, i: usize, n: usize, shape: Shape) -> Term {
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
            TypeProp::Int | TypeProp::Nnegint => Term::Int(n as i64),
            TypeProp::Num => Term::Int(n as i64),
            TypeProp::Flt => Term::Float(n as f64 + 0.5),
            TypeProp::Atm | TypeProp::Atomic => self.atom(n),
            TypeProp::Struct | TypeProp::Ground | TypeProp::Nonvar => self.ground(n.min(64)),
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
        let arity = self.rng.random_range(1..=2usize);
        let args = (0..arity).map(|_| self.ground(n / 2)).collect();
        Term::Compound(Atom::new("f"), args)
    }

    fn list(&mut self, elem: Option<&TypeProp>, n: usize, shape: Shape) -> Term {
        let numeric = matches!(
            elem,
            None | Some(TypeProp::Int | TypeProp::Nnegint | TypeProp::Num)
        );
        let items: Vec<Term> = if numeric {
            let hi = (4 * n + 10) as i64;
            let mut v: Vec<i64> = match shape {
                Shape::AllEqual => vec![self.rng.random_range(0..hi); n],
                Shape::FewDistinct => (0..n).map(|_| self.rng.random_range(0..3)).collect(),
                _ => (0..n).map(|_| self.rng.random_range(0..hi)).collect(),
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
    /// worst-case search; inputs without lists come back regenerated at size `n`.
    pub fn mutate(&mut self, input: &Input, n: usize) -> Input {
        let lists: Vec<usize> = input
            .args
            .iter()
            .enumerate()
            .filter(|(_, a)| a.list_items().is_some_and(|l| l.len() > 1))
            .map(|(i, _)| i)
            .collect();
        let Some(&i) = lists.choose(&mut self.rng) else {
            // A type with no instance of size `n` gives nothing new: keep the input.
            let mut out = self.at_size(n, 1).pop().unwrap_or_else(|| input.clone());
            out.shape = "mutated";
            return out;
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
}
