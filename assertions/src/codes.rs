//! Diagnostic codes of the assertion language (the engine's loader uses `CL....`).

/// An assertion whose structure is not one of the assertion forms.
pub const MALFORMED: &str = "CA0001";
/// A resource that is neither built in nor declared with `:- resource R.`
pub const UNKNOWN_RESOURCE: &str = "CA0002";
/// An approximation other than `ub`, `lb`, `eq`/`exact`, `o`.
pub const UNKNOWN_APPROX: &str = "CA0003";
/// A cost type other than `call`, `call_exit`, ..., `sol(I)`, `allsols`.
pub const UNKNOWN_COST_TYPE: &str = "CA0004";
/// A bad cost expression (unknown function, a variable not in the head, ...).
pub const BAD_EXPRESSION: &str = "CA0005";
/// An assertion about a predicate the program does not define.
pub const UNDEFINED_PREDICATE: &str = "CA0006";
/// A property that is neither built in, declared, nor defined.
pub const UNKNOWN_PROPERTY: &str = "CA0007";
/// A computational property that is not known.
pub const UNKNOWN_COMP_PROPERTY: &str = "CA0008";
/// An assertion status other than `check`, `checked`, `false`, `trust`, `true`, `obs`.
pub const UNKNOWN_STATUS: &str = "CA0009";
/// A Ciao declaration that is read and recorded but not used (`size_metric`).
pub const RECORDED_ONLY: &str = "CA0010";
