//! `variant_sha1/2` and `variant_hash/2`: a hash of a term that is the same for
//! variants (terms equal up to renaming of variables, `=@=`) and differs otherwise
//! with the digest's certainty. The term is serialised with its variables numbered
//! by first occurrence, then digested with SHA-1. The values differ from
//! SWI-Prolog's (its serialisation is internal); what holds is the variant property.

use super::sha1;
use crate::atom::Atom;
use crate::machine::cell::Cell;
use crate::machine::Machine;
use crate::term::{Term, VarId};
use std::collections::HashMap;

pub(super) fn register(m: &mut Machine) {
    m.register_builtin("variant_sha1", 2, |m| {
        let hex: String = variant_digest(m)
            .iter()
            .map(|b| format!("{b:02x}"))
            .collect();
        let a = Cell::Atom(Atom::new(&hex));
        Ok(m.unify_arg(1, a))
    });
    m.register_builtin("variant_hash", 2, |m| {
        let d = variant_digest(m);
        // A non-negative small integer, as SWI-Prolog's hash is.
        let h = i64::from(u32::from_be_bytes([0, d[0], d[1], d[2]]));
        Ok(m.unify_arg(1, Cell::Int(h)))
    });
}

/// The digest of argument 0's variant serialisation.
fn variant_digest(m: &Machine) -> [u8; 20] {
    let t = m.to_term(m.regs[0]);
    let mut out = Vec::new();
    serialise(&t, &mut HashMap::new(), &mut out);
    sha1::digest(&out)
}

/// Appends a tagged, length-prefixed encoding of `t`: variables as their number of
/// first occurrence, so variants give the same bytes. Iterative, for long lists.
fn serialise(t: &Term, vars: &mut HashMap<VarId, usize>, out: &mut Vec<u8>) {
    let text = |tag: u8, s: &str, out: &mut Vec<u8>| {
        out.push(tag);
        out.extend_from_slice(&(s.len() as u64).to_be_bytes());
        out.extend_from_slice(s.as_bytes());
    };
    let mut stack = vec![t];
    while let Some(t) = stack.pop() {
        match t {
            Term::Var(v) => {
                let n = vars.len();
                let n = *vars.entry(*v).or_insert(n);
                out.push(b'V');
                out.extend_from_slice(&(n as u64).to_be_bytes());
            }
            // `[]` is not the atom '[]' (SWI-Prolog 7).
            Term::Atom(Atom::NIL) => out.push(b'N'),
            Term::Atom(a) => text(b'A', &a.name(), out),
            Term::Int(i) => {
                out.push(b'I');
                out.extend_from_slice(&i.to_be_bytes());
            }
            Term::BigInt(b) => text(b'B', &b.to_string(), out),
            Term::Rational(r) => text(b'R', &r.to_string(), out),
            Term::Float(f) => {
                out.push(b'F');
                out.extend_from_slice(&f.to_bits().to_be_bytes());
            }
            Term::String(s) => text(b'S', s, out),
            Term::Compound(f, args) => {
                text(b'C', &f.name(), out);
                out.extend_from_slice(&(args.len() as u64).to_be_bytes());
                stack.extend(args.iter().rev());
            }
        }
    }
}
