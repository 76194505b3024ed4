//! The key under which call/1 caches the clause it compiled for a control construct
//! (`Machine::call_control`): the module and the goal's skeleton
//! (`Machine::goal_skeleton`) written as bytes. Writing the skeleton with `Debug`
//! formatting cost more than running the goal on programs that call `assertion/1`
//! or `forall/2` in loops (SWI-Prolog code does); this is one pass without
//! formatting. Atoms are written by table index: the cached clause refers to every
//! atom of its key, so none of them is collected (and its index reused) while the
//! entry lives.

use crate::atom::Atom;
use crate::term::Term;

/// The cache key of `goal` called in `module`.
pub(crate) fn call_key(module: Atom, goal: &Term) -> Vec<u8> {
    let mut key = Vec::with_capacity(64);
    key.extend_from_slice(&module.index().to_le_bytes());
    let mut todo = vec![goal];
    while let Some(t) = todo.pop() {
        match t {
            Term::Var(v) => tagged(&mut key, 0, &v.to_le_bytes()),
            Term::Atom(a) => tagged(&mut key, 1, &a.index().to_le_bytes()),
            Term::Int(i) => tagged(&mut key, 2, &i.to_le_bytes()),
            Term::Float(f) => tagged(&mut key, 3, &f.to_bits().to_le_bytes()),
            Term::BigInt(b) => text(&mut key, 4, &b.to_string()),
            Term::Rational(r) => text(&mut key, 5, &r.to_string()),
            Term::String(s) => text(&mut key, 6, s),
            Term::Compound(f, args) => {
                tagged(&mut key, 7, &f.index().to_le_bytes());
                key.extend_from_slice(&(args.len() as u32).to_le_bytes());
                todo.extend(args.iter().rev());
            }
        }
    }
    key
}

fn tagged(key: &mut Vec<u8>, tag: u8, bytes: &[u8]) {
    key.push(tag);
    key.extend_from_slice(bytes);
}

/// Text of unbounded length, prefixed with its length so that keys stay unambiguous.
fn text(key: &mut Vec<u8>, tag: u8, s: &str) {
    tagged(key, tag, &(s.len() as u64).to_le_bytes());
    key.extend_from_slice(s.as_bytes());
}

#[cfg(test)]
mod tests {
    use super::call_key;
    use crate::atom::Atom;
    use crate::term::Term;

    #[test]
    fn keys_tell_shapes_modules_and_constants_apart() {
        let g =
            |a: Term| Term::compound(",", vec![Term::compound("p", vec![a]), Term::atom("true")]);
        let user = Atom::USER;
        let m = Atom::new("m");
        assert_eq!(
            call_key(user, &g(Term::Var(0))),
            call_key(user, &g(Term::Var(0)))
        );
        assert_ne!(
            call_key(user, &g(Term::Var(0))),
            call_key(m, &g(Term::Var(0)))
        );
        assert_ne!(
            call_key(user, &g(Term::Int(1))),
            call_key(user, &g(Term::Float(1.0)))
        );
        assert_ne!(
            call_key(user, &g(Term::atom("a"))),
            call_key(user, &g(Term::atom("b")))
        );
        assert_ne!(
            call_key(user, &g(Term::String("ab".into()))),
            call_key(user, &g(Term::String("a".into())))
        );
        // p(q, r) and p(q(r)) differ by the arities written.
        let flat = Term::compound("p", vec![Term::atom("q"), Term::atom("r")]);
        let nested = Term::compound("p", vec![Term::compound("q", vec![Term::atom("r")])]);
        assert_ne!(call_key(user, &flat), call_key(user, &nested));
    }
}
