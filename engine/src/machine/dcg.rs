//! Definite clause grammar translation: `Head --> Body` to an ordinary clause.
//!
//! The usual scheme: every non-terminal gets two extra arguments (the list before and
//! after it), terminal lists become `S0 = [a, b | S]`, `{G}` runs `G` without
//! consuming input, and `call//N` passes the two lists to its closure.

use crate::atom::Atom;
use crate::term::{Term, VarId};

/// Why a grammar rule cannot be translated.
#[derive(Clone, Debug, PartialEq)]
pub struct DcgError(pub String);

/// Translates `rule` (`H --> B`) into a clause `H1 :- B1`; `next_var` supplies fresh
/// variable numbers.
pub fn translate_rule(rule: &Term, next_var: &mut VarId) -> Result<Term, DcgError> {
    let Term::Compound(_, parts) = rule else {
        return Err(DcgError("not a grammar rule".into()));
    };
    let (head, body) = (&parts[0], &parts[1]);
    let s0 = fresh(next_var);
    let s = fresh(next_var);
    let (nt, pushback) = match head {
        Term::Compound(f, a) if *f == Atom::COMMA && a.len() == 2 => (&a[0], Some(&a[1])),
        _ => (head, None),
    };
    let new_head = add_args(nt, s0.clone(), s.clone())
        .ok_or_else(|| DcgError("grammar rule head is not callable".into()))?;
    let new_body = match pushback {
        None => translate_body(body, s0, s, next_var)?,
        Some(pb) => {
            let mid = fresh(next_var);
            let b = translate_body(body, s0, mid.clone(), next_var)?;
            // A list is pushed back as terminals; any other body (SWI-Prolog's
            // general context, `b, d --> []`) runs from the rule's end to its body's.
            let p = match terminals(pb, s.clone(), mid.clone()) {
                Some(p) => p,
                None => translate_body(pb, s, mid, next_var)?,
            };
            conj(b, p)
        }
    };
    Ok(Term::Compound(Atom::COLON_DASH, vec![new_head, new_body]))
}

fn fresh(next: &mut VarId) -> Term {
    *next += 1;
    Term::Var(*next - 1)
}

fn conj(a: Term, b: Term) -> Term {
    Term::Compound(Atom::COMMA, vec![a, b])
}

fn unify(a: Term, b: Term) -> Term {
    Term::Compound(Atom::EQUALS, vec![a, b])
}

fn add_args(t: &Term, s0: Term, s: Term) -> Option<Term> {
    match t {
        Term::Atom(a) => Some(Term::Compound(*a, vec![s0, s])),
        Term::Compound(f, args) => {
            let mut a = args.clone();
            a.push(s0);
            a.push(s);
            Some(Term::Compound(*f, a))
        }
        _ => None,
    }
}

/// `S0 = [t1, ..., tn | S]` for a terminal list, `None` if `t` is not a proper list.
fn terminals(t: &Term, s0: Term, s: Term) -> Option<Term> {
    let items = t.list_items()?;
    let list = Term::list_with_tail(items.into_iter().cloned().collect::<Vec<_>>(), s);
    Some(unify(s0, list))
}

/// Translates a grammar body between lists `s0` and `s`.
pub fn translate_body(b: &Term, s0: Term, s: Term, next_var: &mut VarId) -> Result<Term, DcgError> {
    match b {
        Term::Var(_) => Ok(Term::compound("phrase", vec![b.clone(), s0, s])),
        Term::Compound(f, a) if *f == Atom::COMMA && a.len() == 2 => {
            let mid = fresh(next_var);
            let x = translate_body(&a[0], s0, mid.clone(), next_var)?;
            let y = translate_body(&a[1], mid, s, next_var)?;
            Ok(conj(x, y))
        }
        Term::Compound(f, a) if (*f == Atom::SEMICOLON || *f == Atom::BAR) && a.len() == 2 => {
            let x = translate_body(&a[0], s0.clone(), s.clone(), next_var)?;
            let y = translate_body(&a[1], s0, s, next_var)?;
            Ok(Term::Compound(Atom::SEMICOLON, vec![x, y]))
        }
        Term::Compound(f, a) if *f == Atom::ARROW && a.len() == 2 => {
            let mid = fresh(next_var);
            let x = translate_body(&a[0], s0, mid.clone(), next_var)?;
            let y = translate_body(&a[1], mid, s, next_var)?;
            Ok(Term::Compound(Atom::ARROW, vec![x, y]))
        }
        Term::Compound(f, a) if *f == Atom::NOT_PROVABLE && a.len() == 1 => {
            let mid = fresh(next_var);
            let x = translate_body(&a[0], s0.clone(), mid, next_var)?;
            Ok(conj(
                Term::Compound(Atom::NOT_PROVABLE, vec![x]),
                unify(s0, s),
            ))
        }
        Term::Atom(Atom::CURLY) | Term::Atom(Atom::NIL) => Ok(unify(s0, s)),
        Term::Compound(f, a) if *f == Atom::CURLY && a.len() == 1 => {
            Ok(conj(a[0].clone(), unify(s0, s)))
        }
        Term::Atom(Atom::CUT) => Ok(conj(Term::Atom(Atom::CUT), unify(s0, s))),
        Term::Compound(f, a) if *f == Atom::DOT && a.len() == 2 => {
            terminals(b, s0, s).ok_or_else(|| DcgError("terminal list is not a proper list".into()))
        }
        Term::String(text) => {
            // A string literal is the list of its character codes (as SWI-Prolog).
            let codes = text.chars().map(|c| Term::Int(c as i64));
            Ok(unify(
                s0,
                Term::list_with_tail(codes.collect::<Vec<_>>(), s),
            ))
        }
        // A module-qualified body: the module applies to its translation.
        Term::Compound(f, a) if *f == Atom::COLON && a.len() == 2 => {
            let inner = translate_body(&a[1], s0, s, next_var)?;
            Ok(Term::Compound(Atom::COLON, vec![a[0].clone(), inner]))
        }
        Term::Compound(f, a) if *f == Atom::CALL => {
            let mut args = a.clone();
            args.push(s0);
            args.push(s);
            Ok(Term::Compound(Atom::CALL, args))
        }
        Term::Atom(_) | Term::Compound(_, _) => {
            add_args(b, s0, s).ok_or_else(|| DcgError("non-terminal is not callable".into()))
        }
        _ => Err(DcgError(format!("{b:?} is not a valid grammar body"))),
    }
}
