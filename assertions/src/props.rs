//! Calls and success properties: the built-in ones, and what a property says about
//! one head argument (the shape run-time checking generates inputs from).
//!
//! A property is a Prolog goal whose first argument is the term described:
//! `int(A)`, `list(A, num)`, a user regtype `color(A)`. Ciao also accepts the list
//! type first (`list(num, A)`); both read the same. In the argument-wise star form
//! (`list(num) * var`) the argument is inserted as the first argument.

use costlog_engine::{Atom, Term, VarId};

/// Built-in properties (name, arity) accepted without a definition in the program.
pub const BUILTIN_PROPS: &[(&str, usize)] = &[
    ("var", 1),
    ("nonvar", 1),
    ("gnd", 1),
    ("ground", 1),
    ("int", 1),
    ("integer", 1),
    ("nnegint", 1),
    ("num", 1),
    ("number", 1),
    ("flt", 1),
    ("float", 1),
    ("atm", 1),
    ("atom", 1),
    ("atomic", 1),
    ("struct", 1),
    ("compound", 1),
    ("term", 1),
    ("any", 1),
    ("callable", 1),
    ("list", 1),
    ("list", 2),
    ("=", 2),
    ("mshare", 1),
    ("indep", 1),
    ("indep", 2),
    ("linear", 1),
    // `size(B, E)`, `size(ub, B, E)`, `size(ub, length, B, E)`: CiaoPP's size
    // relations of a success part.
    ("size", 2),
    ("size", 3),
    ("size", 4),
    ("arithexpression", 1),
];

/// Whether `name/arity` is a built-in property.
pub fn is_builtin_prop(name: &str, arity: usize) -> bool {
    BUILTIN_PROPS.contains(&(name, arity))
}

/// What a property says about one argument.
#[derive(Clone, Debug, PartialEq)]
pub enum TypeProp {
    /// A free variable.
    Var,
    /// Not a free variable.
    Nonvar,
    /// A ground term.
    Ground,
    /// An integer.
    Int,
    /// A non-negative integer.
    Nnegint,
    /// A number.
    Num,
    /// A float.
    Flt,
    /// An atom.
    Atm,
    /// An atom or a number.
    Atomic,
    /// A compound term.
    Struct,
    /// Any term.
    Term,
    /// A proper list, with the type of its elements when given.
    List(Option<Box<TypeProp>>),
    /// A user property or regtype `name(X, extra...)`.
    User(String, Vec<Term>),
    /// Equal to this term (`A = [3,1,2]` in tests).
    Equals(Term),
}

impl TypeProp {
    /// The type named by a property term with its described argument left out:
    /// `num` → `Num`, `list(int)` → `List(Int)`, `color` → `User("color")`.
    pub fn from_type_term(t: &Term) -> Option<TypeProp> {
        let (name, args): (Atom, &[Term]) = match t {
            Term::Atom(a) => (*a, &[]),
            Term::Compound(f, args) => (*f, args.as_slice()),
            _ => return None,
        };
        Some(match (&*name.name(), args.len()) {
            ("var", 0) => TypeProp::Var,
            ("nonvar", 0) => TypeProp::Nonvar,
            ("gnd" | "ground", 0) => TypeProp::Ground,
            ("int" | "integer", 0) => TypeProp::Int,
            ("nnegint", 0) => TypeProp::Nnegint,
            ("num" | "number", 0) => TypeProp::Num,
            ("flt" | "float", 0) => TypeProp::Flt,
            ("atm" | "atom", 0) => TypeProp::Atm,
            ("atomic", 0) => TypeProp::Atomic,
            ("struct" | "compound", 0) => TypeProp::Struct,
            ("term" | "any" | "callable", 0) => TypeProp::Term,
            ("list", 0) => TypeProp::List(None),
            ("list", 1) => TypeProp::List(Some(Box::new(TypeProp::from_type_term(&args[0])?))),
            (n, _) => TypeProp::User(n.to_string(), args.to_vec()),
        })
    }
}

/// Applies a property written without its argument (star form) to `arg`:
/// `list(num)` applied to `A` is `list(A, num)`.
pub fn apply_prop(prop: &Term, arg: Term) -> Option<Term> {
    match prop {
        Term::Atom(a) => Some(Term::Compound(*a, vec![arg])),
        Term::Compound(f, args) => {
            let mut all = vec![arg];
            all.extend(args.iter().cloned());
            Some(Term::Compound(*f, all))
        }
        _ => None,
    }
}

/// Reads a property as a statement about one head argument: the argument index
/// (through `head_arg`) and what it says. `None` when the property does not
/// describe a single head variable (sharing properties, for example).
pub fn classify(
    prop: &Term,
    head_arg: &dyn Fn(VarId) -> Option<usize>,
) -> Option<(usize, TypeProp)> {
    let Term::Compound(f, args) = prop else {
        return None;
    };
    let var_arg = |t: &Term| match t {
        Term::Var(v) => head_arg(*v),
        _ => None,
    };
    match (&*f.name(), args.as_slice()) {
        ("=", [a, b]) => match (var_arg(a), var_arg(b)) {
            (Some(i), _) if !matches!(b, Term::Var(_)) => Some((i, TypeProp::Equals(b.clone()))),
            (_, Some(i)) if !matches!(a, Term::Var(_)) => Some((i, TypeProp::Equals(a.clone()))),
            _ => None,
        },
        ("list", [a, b]) => match (var_arg(a), var_arg(b)) {
            (Some(i), _) => Some((
                i,
                TypeProp::List(Some(Box::new(TypeProp::from_type_term(b)?))),
            )),
            (None, Some(i)) => Some((
                i,
                TypeProp::List(Some(Box::new(TypeProp::from_type_term(a)?))),
            )),
            _ => None,
        },
        ("mshare" | "indep" | "linear" | "size", _) => None,
        (_, [first, rest @ ..]) => {
            let i = var_arg(first)?;
            let without_arg = Term::compound(*f, rest.to_vec());
            Some((i, TypeProp::from_type_term(&without_arg)?))
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn v(n: u32) -> Term {
        Term::Var(n)
    }

    #[test]
    fn list_reads_in_both_argument_orders() {
        let head = |v: VarId| (v < 2).then_some(v as usize);
        let num_list = TypeProp::List(Some(Box::new(TypeProp::Num)));
        let a = Term::compound("list", vec![v(0), Term::atom("num")]);
        let b = Term::compound("list", vec![Term::atom("num"), v(1)]);
        assert_eq!(classify(&a, &head), Some((0, num_list.clone())));
        assert_eq!(classify(&b, &head), Some((1, num_list)));
    }

    #[test]
    fn star_form_inserts_the_argument_first() {
        let p = apply_prop(&Term::compound("list", vec![Term::atom("int")]), v(3)).unwrap();
        assert_eq!(p, Term::compound("list", vec![v(3), Term::atom("int")]));
        let head = |v: VarId| Some(v as usize);
        assert_eq!(
            classify(&p, &head),
            Some((3, TypeProp::List(Some(Box::new(TypeProp::Int)))))
        );
    }

    #[test]
    fn equations_give_values_and_user_types_keep_their_arguments() {
        let head = |v: VarId| (v == 0).then_some(0);
        let eq = Term::compound("=", vec![v(0), Term::list([Term::Int(3)])]);
        assert_eq!(
            classify(&eq, &head),
            Some((0, TypeProp::Equals(Term::list([Term::Int(3)]))))
        );
        let user = Term::compound("tree", vec![v(0), Term::atom("int")]);
        assert_eq!(
            classify(&user, &head),
            Some((0, TypeProp::User("tree".into(), vec![Term::atom("int")])))
        );
        assert_eq!(classify(&Term::compound("mshare", vec![v(0)]), &head), None);
    }
}
