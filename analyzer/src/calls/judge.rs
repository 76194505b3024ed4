//! What is known of a clause's variables at one point of its body, and whether an
//! argument term satisfies a type there: proved, refuted or unknown.
//!
//! The knowledge is monotone where it can be: a type a variable is known to have
//! (from the head's assumed preconditions, from a builtin that succeeded) stays
//! true as the variable gets more instantiated. Only freshness (a variable not yet
//! seen, so surely unbound) is lost at the variable's first occurrence.

use costlog_assertions::props::TypeProp;
use costlog_engine::{Atom, Term, VarId};
use std::collections::{HashMap, HashSet};

/// The answer about one argument and one type.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Judgment {
    /// Every value the argument can have at this point satisfies the type.
    Proved,
    /// No value it can have here does.
    Refuted,
    /// Neither is known.
    Unknown,
}

impl Judgment {
    /// The conjunction of judgments: refuted if one is, proved if all are.
    pub fn all(js: impl IntoIterator<Item = Judgment>) -> Judgment {
        let mut out = Judgment::Proved;
        for j in js {
            match j {
                Judgment::Refuted => return Judgment::Refuted,
                Judgment::Unknown => out = Judgment::Unknown,
                Judgment::Proved => {}
            }
        }
        out
    }
}

/// What is known of a clause's variables at one point of its body.
#[derive(Clone, Debug, Default)]
pub struct State {
    /// Variables that have not occurred yet: surely unbound here.
    fresh: HashSet<VarId>,
    /// Head variables the clause's precondition says are unbound: they stay so
    /// until a head variable that is not surely ground occurs (the caller may
    /// have passed one variable for several arguments).
    head_fresh: HashSet<VarId>,
    /// The variables of the head.
    head: Vec<VarId>,
    /// Types variables are known to have.
    facts: HashMap<VarId, Vec<TypeProp>>,
    /// Variables bound by `X = T` while fresh: their value is exactly `T`.
    bound: HashMap<VarId, Term>,
}

impl State {
    /// The state at the start of a body: the variables of `body` that are not in
    /// `head` are fresh.
    pub fn new(head: &Term, body: &Term) -> State {
        let mut seen = Vec::new();
        vars_of(head, &mut seen);
        let mut in_body = Vec::new();
        vars_of(body, &mut in_body);
        State {
            fresh: in_body.into_iter().filter(|v| !seen.contains(v)).collect(),
            head: seen,
            ..State::default()
        }
    }

    /// Records that `t` has type `ty`: a variable gets the fact, a list pattern
    /// gives its elements and tail what a typed list says of them, a ground term
    /// makes all its variables ground.
    pub fn assume(&mut self, t: &Term, ty: &TypeProp) {
        match (t, ty) {
            (Term::Var(v), TypeProp::Var) if self.head.contains(v) => {
                self.head_fresh.insert(*v);
            }
            // Unbound now is not unbound later: only head variables are tracked.
            (_, TypeProp::Var) => {}
            (Term::Var(v), _) => self.add_fact(*v, ty.clone()),
            (Term::Compound(Atom::DOT, a), TypeProp::List(elem)) if a.len() == 2 => {
                if let Some(e) = elem {
                    self.assume(&a[0], e);
                }
                self.assume(&a[1], ty);
            }
            (_, TypeProp::Ground) => {
                let mut vs = Vec::new();
                vars_of(t, &mut vs);
                for v in vs {
                    self.add_fact(v, TypeProp::Ground);
                }
            }
            _ => {}
        }
    }

    fn add_fact(&mut self, v: VarId, ty: TypeProp) {
        self.facts.entry(v).or_default().push(ty);
    }

    /// Records `X = T` for a fresh `X` (then `X` is exactly `T`), or for a fresh
    /// `T` variable and another `X`; after `X = T` with `T` free of variables, `X`
    /// is `T` too. Anything else only loses freshness.
    pub fn unify(&mut self, a: &Term, b: &Term) {
        let mut inside = [Vec::new(), Vec::new()];
        vars_of(a, &mut inside[0]);
        vars_of(b, &mut inside[1]);
        for ((x, t), in_t) in [(a, b), (b, a)].into_iter().zip([&inside[1], &inside[0]]) {
            if let Term::Var(v) = x {
                if self.fresh.contains(v) && !in_t.contains(v) {
                    self.fresh.remove(v);
                    self.bound.insert(*v, t.clone());
                    return;
                }
            }
        }
        self.occurs(a);
        self.occurs(b);
        for ((x, t), in_t) in [(a, b), (b, a)].into_iter().zip([&inside[1], &inside[0]]) {
            if let (Term::Var(v), true) = (x, in_t.is_empty()) {
                self.bound.insert(*v, t.clone());
            }
        }
    }

    /// Records that the variables of `t` (and of the values they are bound to)
    /// occurred: they may be bound from now on.
    pub fn occurs(&mut self, t: &Term) {
        let mut stack = Vec::new();
        vars_of(t, &mut stack);
        let mut done = HashSet::new();
        while let Some(v) = stack.pop() {
            if !done.insert(v) {
                continue;
            }
            self.fresh.remove(&v);
            if self.head.contains(&v) && !self.is_ground(v) {
                self.head_fresh.clear();
            }
            if let Some(b) = self.bound.get(&v) {
                vars_of(b, &mut stack);
            }
        }
    }

    /// Whether variable `v` is surely unbound here.
    fn is_fresh(&self, v: VarId) -> bool {
        self.fresh.contains(&v) || self.head_fresh.contains(&v)
    }

    /// Whether variable `v` is surely ground (then no other variable shares it).
    fn is_ground(&self, v: VarId) -> bool {
        self.judge(&Term::Var(v), &TypeProp::Ground) == Judgment::Proved
    }

    /// Whether `t` has type `ty` here.
    pub fn judge(&self, t: &Term, ty: &TypeProp) -> Judgment {
        let t = self.deref(t);
        match t {
            Term::Var(v) => self.judge_var(*v, ty),
            _ => self.judge_nonvar(t, ty),
        }
    }

    fn deref<'t>(&'t self, mut t: &'t Term) -> &'t Term {
        let mut steps = 0;
        while let Term::Var(v) = t {
            match self.bound.get(v) {
                Some(b) if steps <= self.bound.len() => {
                    t = b;
                    steps += 1;
                }
                _ => break,
            }
        }
        t
    }

    fn judge_var(&self, v: VarId, ty: &TypeProp) -> Judgment {
        if matches!(ty, TypeProp::Term) {
            return Judgment::Proved;
        }
        if self.is_fresh(v) {
            return match ty {
                TypeProp::Var => Judgment::Proved,
                TypeProp::User(..) | TypeProp::Equals(_) => Judgment::Unknown,
                _ => Judgment::Refuted,
            };
        }
        let facts = self.facts.get(&v).map(Vec::as_slice).unwrap_or_default();
        if facts.iter().any(|f| implies(f, ty)) {
            Judgment::Proved
        } else if facts.iter().any(|f| excludes(f, ty)) {
            Judgment::Refuted
        } else {
            Judgment::Unknown
        }
    }

    fn judge_nonvar(&self, t: &Term, ty: &TypeProp) -> Judgment {
        let yes = |b: bool| {
            if b {
                Judgment::Proved
            } else {
                Judgment::Refuted
            }
        };
        let is_int = matches!(t, Term::Int(_) | Term::BigInt(_));
        match ty {
            TypeProp::Var => Judgment::Refuted,
            TypeProp::Nonvar | TypeProp::Term => Judgment::Proved,
            TypeProp::Int => yes(is_int),
            TypeProp::Nnegint => yes(match t {
                Term::Int(i) => *i >= 0,
                Term::BigInt(b) => b.sign() != num_bigint::Sign::Minus,
                _ => false,
            }),
            TypeProp::Num => yes(is_int || matches!(t, Term::Float(_))),
            TypeProp::Flt => yes(matches!(t, Term::Float(_))),
            // `[]` is an atom to the engine and not to SWI-Prolog: not judged.
            TypeProp::Atm if *t == Term::Atom(Atom::NIL) => Judgment::Unknown,
            TypeProp::Atm => yes(matches!(t, Term::Atom(_))),
            TypeProp::Atomic => yes(!matches!(t, Term::Compound(..))),
            TypeProp::Struct => yes(matches!(t, Term::Compound(..))),
            TypeProp::Ground => match t {
                Term::Compound(_, args) => {
                    Judgment::all(args.iter().map(|a| self.judge(a, &TypeProp::Ground)))
                }
                _ => Judgment::Proved,
            },
            TypeProp::List(elem) => self.judge_list(t, elem.as_deref()),
            TypeProp::Equals(v) => {
                let mut vs = Vec::new();
                vars_of(t, &mut vs);
                if vs.is_empty() {
                    yes(t == v)
                } else {
                    Judgment::Unknown
                }
            }
            TypeProp::User(..) => Judgment::Unknown,
        }
    }

    /// A proper list (of `elem`s): its skeleton walked to the end.
    fn judge_list(&self, t: &Term, elem: Option<&TypeProp>) -> Judgment {
        let mut parts = Vec::new();
        let mut cur = t;
        loop {
            match self.deref(cur) {
                Term::Atom(Atom::NIL) => break,
                Term::Compound(Atom::DOT, a) if a.len() == 2 => {
                    if let Some(e) = elem {
                        parts.push(self.judge(&a[0], e));
                    }
                    cur = &a[1];
                }
                Term::Var(v) => {
                    let whole = TypeProp::List(elem.map(|e| Box::new(e.clone())));
                    parts.push(self.judge_var(*v, &whole));
                    break;
                }
                _ => return Judgment::Refuted,
            }
        }
        Judgment::all(parts)
    }
}

/// Whether a value of type `f` surely has type `ty`.
fn implies(f: &TypeProp, ty: &TypeProp) -> bool {
    use TypeProp::*;
    if f == ty || matches!(ty, Term) {
        return true;
    }
    match (f, ty) {
        (Nnegint, Int | Num | Atomic | Ground | Nonvar) => true,
        (Int | Flt, Num | Atomic | Ground | Nonvar) => true,
        (Num | Atm | Atomic, Atomic | Ground | Nonvar) => true,
        (Ground | Struct, Nonvar) => true,
        (List(_), List(None) | Nonvar) => true,
        (List(Some(e)), List(Some(e2))) => implies(e, e2),
        (List(Some(e)), Ground) => implies(e, &Ground),
        _ => false,
    }
}

/// Whether no value of type `f` has type `ty`.
fn excludes(f: &TypeProp, ty: &TypeProp) -> bool {
    use TypeProp::*;
    let numeric = |t: &TypeProp| matches!(t, Int | Nnegint | Num | Flt);
    match (f, ty) {
        (f, Var) => implies(f, &Nonvar),
        (Int | Nnegint, Flt) | (Flt, Int | Nnegint) => true,
        (f, Atm | Struct | List(_)) if numeric(f) => true,
        (Atm, t) if numeric(t) || matches!(t, Struct) => true,
        (List(_), t) if numeric(t) => true,
        (Struct, t) if numeric(t) || matches!(t, Atm | Atomic) => true,
        _ => false,
    }
}

/// Appends the variables of `t` to `out`, each once.
pub fn vars_of(t: &Term, out: &mut Vec<VarId>) {
    let mut stack = vec![t];
    while let Some(t) = stack.pop() {
        match t {
            Term::Var(v) if !out.contains(v) => out.push(*v),
            Term::Compound(_, args) => stack.extend(args.iter().rev()),
            _ => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn list(items: Vec<Term>, tail: Term) -> Term {
        items
            .into_iter()
            .rev()
            .fold(tail, |t, x| Term::Compound(Atom::DOT, vec![x, t]))
    }

    #[test]
    fn fresh_variables_are_unbound() {
        let st = State::new(&Term::atom("h"), &Term::Var(0));
        assert_eq!(st.judge(&Term::Var(0), &TypeProp::Var), Judgment::Proved);
        assert_eq!(st.judge(&Term::Var(0), &TypeProp::Num), Judgment::Refuted);
        let mut st = st;
        st.occurs(&Term::Var(0));
        assert_eq!(st.judge(&Term::Var(0), &TypeProp::Var), Judgment::Unknown);
    }

    #[test]
    fn constants_are_judged_by_their_type() {
        let st = State::default();
        let a = Term::atom("a");
        assert_eq!(st.judge(&a, &TypeProp::Num), Judgment::Refuted);
        assert_eq!(
            st.judge(&Term::Int(3), &TypeProp::Nnegint),
            Judgment::Proved
        );
        assert_eq!(
            st.judge(&Term::Int(-3), &TypeProp::Nnegint),
            Judgment::Refuted
        );
        assert_eq!(st.judge(&a, &TypeProp::Var), Judgment::Refuted);
    }

    #[test]
    fn lists_are_walked_to_their_tail() {
        let mut st = State::new(&Term::Var(1), &Term::Var(2));
        let nums = TypeProp::List(Some(Box::new(TypeProp::Num)));
        let closed = list(vec![Term::Int(1), Term::Int(2)], Term::Atom(Atom::NIL));
        assert_eq!(st.judge(&closed, &nums), Judgment::Proved);
        let partial = list(vec![Term::Int(1)], Term::Var(2));
        assert_eq!(st.judge(&partial, &nums), Judgment::Refuted, "fresh tail");
        let open = list(vec![Term::Int(1)], Term::Var(1));
        assert_eq!(st.judge(&open, &nums), Judgment::Unknown);
        st.assume(&Term::Var(1), &nums);
        assert_eq!(st.judge(&open, &nums), Judgment::Proved);
        assert_eq!(st.judge(&open, &TypeProp::Ground), Judgment::Proved);
    }

    #[test]
    fn a_fresh_variable_unified_with_a_term_is_that_term() {
        let mut st = State::new(
            &Term::atom("h"),
            &Term::compound("g", vec![Term::Var(0), Term::Var(1)]),
        );
        st.unify(&Term::Var(0), &Term::compound("f", vec![Term::Var(1)]));
        assert_eq!(st.judge(&Term::Var(0), &TypeProp::Struct), Judgment::Proved);
        assert_eq!(
            st.judge(&Term::Var(0), &TypeProp::Ground),
            Judgment::Refuted
        );
        st.occurs(&Term::Var(0));
        assert_eq!(
            st.judge(&Term::Var(0), &TypeProp::Ground),
            Judgment::Unknown
        );
    }

    #[test]
    fn unbound_head_arguments_stay_so_until_a_shared_one_occurs() {
        let head = Term::compound("h", vec![Term::Var(0), Term::Var(1), Term::Var(2)]);
        let mut st = State::new(&head, &Term::atom("true"));
        st.assume(&Term::Var(0), &TypeProp::Num);
        st.assume(&Term::Var(1), &TypeProp::Var);
        st.occurs(&Term::Var(0));
        assert_eq!(
            st.judge(&Term::Var(1), &TypeProp::Var),
            Judgment::Proved,
            "a number shares nothing"
        );
        st.occurs(&Term::Var(2));
        assert_eq!(
            st.judge(&Term::Var(1), &TypeProp::Var),
            Judgment::Unknown,
            "it may be argument 3"
        );
    }

    #[test]
    fn a_variable_unified_with_a_constant_is_that_constant() {
        let mut st = State::new(&Term::Var(0), &Term::atom("true"));
        st.unify(&Term::Var(0), &Term::Int(4));
        assert_eq!(st.judge(&Term::Var(0), &TypeProp::Int), Judgment::Proved);
        assert_eq!(st.judge(&Term::Var(0), &TypeProp::Var), Judgment::Refuted);
    }

    #[test]
    fn known_types_imply_and_exclude_others() {
        let mut st = State::new(&Term::Var(0), &Term::atom("true"));
        st.assume(&Term::Var(0), &TypeProp::Nnegint);
        assert_eq!(st.judge(&Term::Var(0), &TypeProp::Num), Judgment::Proved);
        assert_eq!(st.judge(&Term::Var(0), &TypeProp::Atm), Judgment::Refuted);
        assert_eq!(st.judge(&Term::Var(0), &TypeProp::Var), Judgment::Refuted);
        assert_eq!(st.judge(&Term::Var(0), &TypeProp::Flt), Judgment::Refuted);
    }
}
