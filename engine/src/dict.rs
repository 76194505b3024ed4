//! Dicts (SWI-Prolog 9): `Tag{Key:Value, ...}` is the compound
//! `C'dict'(Tag, V1, K1, V2, K2, ...)` under the reserved functor [`Atom::DICT`],
//! values before keys as in SWI-Prolog, pairs sorted by key in standard order.
//! One canonical layout per set of keys makes unification, `==`, `compare/3`,
//! copying and the term walks structural: two dicts unify iff they have the same
//! keys and their tags and values unify. The reader builds dicts with
//! [`sorted_pairs`] and [`dict_term`], the writer takes them apart with
//! [`dict_parts`]; the dict builtins are Prolog (`prelude/dicts.pl`).

use crate::atom::Atom;
use crate::term::Term;
use std::cmp::Ordering;

/// A dict key: an atom or a small integer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DictKey {
    /// An integer key.
    Int(i64),
    /// An atom key.
    Atom(Atom),
}

impl DictKey {
    /// The key a term is, if it is one.
    pub fn of(t: &Term) -> Option<DictKey> {
        match t {
            Term::Int(i) => Some(DictKey::Int(*i)),
            Term::Atom(a) => Some(DictKey::Atom(*a)),
            _ => None,
        }
    }

    /// The key as a term.
    pub fn to_term(self) -> Term {
        match self {
            DictKey::Int(i) => Term::Int(i),
            DictKey::Atom(a) => Term::Atom(a),
        }
    }

    /// Standard order of keys: integers by value before atoms by name.
    fn standard_cmp(self, other: DictKey) -> Ordering {
        match (self, other) {
            (DictKey::Int(a), DictKey::Int(b)) => a.cmp(&b),
            (DictKey::Int(_), DictKey::Atom(_)) => Ordering::Less,
            (DictKey::Atom(_), DictKey::Int(_)) => Ordering::Greater,
            (DictKey::Atom(a), DictKey::Atom(b)) => a.cmp_names(b),
        }
    }
}

/// `pairs` sorted by key in standard order (each key's payload travels with it), or
/// the first key that occurs twice (SWI-Prolog's `duplicate_key(Key)`).
pub fn sorted_pairs<T>(mut pairs: Vec<(DictKey, T)>) -> Result<Vec<(DictKey, T)>, DictKey> {
    pairs.sort_by(|a, b| a.0.standard_cmp(b.0));
    match pairs.windows(2).find(|w| w[0].0 == w[1].0) {
        Some(w) => Err(w[0].0),
        None => Ok(pairs),
    }
}

/// The dict `tag{pairs}` of pairs already sorted by [`sorted_pairs`].
pub fn dict_term(tag: Term, pairs: Vec<(DictKey, Term)>) -> Term {
    let mut args = Vec::with_capacity(1 + 2 * pairs.len());
    args.push(tag);
    for (key, value) in pairs {
        args.push(value);
        args.push(key.to_term());
    }
    Term::Compound(Atom::DICT, args)
}

/// The tag and the `(key, value)` pairs of a dict term; `None` for any other term,
/// a `C'dict'` compound whose keys are not all keys included (`functor/3` makes
/// one, which SWI-Prolog writes as a compound).
pub fn dict_parts(name: Atom, args: &[Term]) -> Option<(&Term, Vec<(&Term, &Term)>)> {
    if name != Atom::DICT || args.len().is_multiple_of(2) {
        return None;
    }
    let pairs: Vec<(&Term, &Term)> = args[1..].chunks(2).map(|kv| (&kv[1], &kv[0])).collect();
    if pairs.iter().any(|(key, _)| DictKey::of(key).is_none()) {
        return None;
    }
    Some((&args[0], pairs))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key(name: &str) -> DictKey {
        DictKey::Atom(Atom::new(name))
    }

    #[test]
    fn pairs_sort_integers_first_then_atoms_by_name() {
        let pairs = vec![
            (key("b"), 1),
            (DictKey::Int(2), 2),
            (key("a"), 3),
            (DictKey::Int(-1), 4),
        ];
        let sorted: Vec<i32> = sorted_pairs(pairs)
            .unwrap()
            .into_iter()
            .map(|p| p.1)
            .collect();
        assert_eq!(sorted, vec![4, 2, 3, 1]);
    }

    #[test]
    fn a_repeated_key_is_reported() {
        let pairs = vec![(key("a"), 1), (key("b"), 2), (key("a"), 3)];
        assert_eq!(sorted_pairs(pairs).err(), Some(key("a")));
    }

    #[test]
    fn a_dict_term_comes_apart_into_its_tag_and_pairs() {
        let d = dict_term(Term::atom("t"), vec![(key("a"), Term::Int(1))]);
        let Term::Compound(name, args) = &d else {
            panic!("not a compound")
        };
        assert_eq!(args, &vec![Term::atom("t"), Term::Int(1), Term::atom("a")]);
        let (tag, pairs) = dict_parts(*name, args).unwrap();
        assert_eq!(tag, &Term::atom("t"));
        assert_eq!(pairs, vec![(&Term::atom("a"), &Term::Int(1))]);
        assert!(dict_parts(Atom::new("dict"), args).is_none());
        let var_key = [Term::atom("t"), Term::Int(1), Term::Var(0)];
        assert!(dict_parts(Atom::DICT, &var_key).is_none());
    }
}
