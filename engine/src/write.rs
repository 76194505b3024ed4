//! The term writer (temporary shim until the full writer lands).
use crate::ops::OpTable;
use crate::term::{Term, VarId};
/// Write options.
#[derive(Clone, Debug, Default)]
pub struct WriteOptions {
    /// quoted(true)
    pub quoted: bool,
    /// ignore_ops(true)
    pub ignore_ops: bool,
    /// numbervars(true)
    pub numbervars: bool,
    /// max_depth
    pub max_depth: usize,
    /// variable_names
    pub var_names: Vec<(VarId, String)>,
    /// spacing(next_argument)
    pub spacing_next_argument: bool,
    /// dotlists
    pub dotlists: bool,
    /// brace_terms
    pub brace_terms: bool,
}
impl WriteOptions {
    /// write/1
    pub fn write() -> Self {
        WriteOptions {
            numbervars: true,
            ..Default::default()
        }
    }
    /// writeq/1
    pub fn writeq() -> Self {
        WriteOptions {
            quoted: true,
            numbervars: true,
            ..Default::default()
        }
    }
    /// print/1
    pub fn print() -> Self {
        Self::writeq()
    }
    /// write_canonical/1
    pub fn canonical() -> Self {
        WriteOptions {
            quoted: true,
            ignore_ops: true,
            ..Default::default()
        }
    }
}
/// Text of a term.
pub fn term_to_string(t: &Term, _ops: &OpTable, _opts: &WriteOptions) -> String {
    match t {
        Term::Atom(a) => a.name().to_string(),
        Term::Int(i) => i.to_string(),
        Term::Float(f) => format!("{f:?}"),
        Term::BigInt(b) => b.to_string(),
        Term::Var(v) => format!("_{v}"),
        Term::Compound(f, args) => {
            let a: Vec<String> = args
                .iter()
                .map(|x| term_to_string(x, _ops, _opts))
                .collect();
            format!("{}({})", f.name(), a.join(","))
        }
    }
}
