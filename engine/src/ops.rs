//! The operator table shared by the reader and the writer.
//!
//! Holds prefix, infix and postfix definitions separately (an atom may be both prefix
//! and infix, like `-`). Starts from the ISO standard table plus the operators SWI and
//! Ciao programs rely on (module system, `dynamic`, and the Ciao assertion language),
//! and is changed by `op/3`.

use crate::atom::Atom;
use std::collections::HashMap;

/// The associativity class of an operator.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum OpType {
    /// Infix, non-associative.
    Xfx,
    /// Infix, right-associative.
    Xfy,
    /// Infix, left-associative.
    Yfx,
    /// Prefix, argument may have the operator's priority.
    Fy,
    /// Prefix, argument must have a lower priority.
    Fx,
    /// Postfix, argument must have a lower priority.
    Xf,
    /// Postfix, argument may have the operator's priority.
    Yf,
}

/// Whether an operator is written before, between or after its arguments.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Fixity {
    /// `fx`, `fy`.
    Prefix,
    /// `xfx`, `xfy`, `yfx`.
    Infix,
    /// `xf`, `yf`.
    Postfix,
}

impl OpType {
    /// Parses the type atom of `op/3` (`xfx`, `fy`, ...).
    pub fn from_name(name: &str) -> Option<OpType> {
        Some(match name {
            "xfx" => OpType::Xfx,
            "xfy" => OpType::Xfy,
            "yfx" => OpType::Yfx,
            "fy" => OpType::Fy,
            "fx" => OpType::Fx,
            "xf" => OpType::Xf,
            "yf" => OpType::Yf,
            _ => return None,
        })
    }

    /// The type's name as `op/3` and `current_op/3` spell it.
    pub fn name(self) -> &'static str {
        match self {
            OpType::Xfx => "xfx",
            OpType::Xfy => "xfy",
            OpType::Yfx => "yfx",
            OpType::Fy => "fy",
            OpType::Fx => "fx",
            OpType::Xf => "xf",
            OpType::Yf => "yf",
        }
    }

    /// Prefix, infix or postfix.
    pub fn fixity(self) -> Fixity {
        match self {
            OpType::Xfx | OpType::Xfy | OpType::Yfx => Fixity::Infix,
            OpType::Fy | OpType::Fx => Fixity::Prefix,
            OpType::Xf | OpType::Yf => Fixity::Postfix,
        }
    }
}

/// One operator definition.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OpDef {
    /// Priority, 1..=1200.
    pub priority: u16,
    /// Associativity.
    pub typ: OpType,
}

impl OpDef {
    /// Maximum priorities allowed for the (left, right) arguments; `0` where the
    /// operator has no argument on that side.
    pub fn arg_priorities(self) -> (u16, u16) {
        let p = self.priority;
        match self.typ {
            OpType::Xfx => (p - 1, p - 1),
            OpType::Xfy => (p - 1, p),
            OpType::Yfx => (p, p - 1),
            OpType::Fy => (0, p),
            OpType::Fx => (0, p - 1),
            OpType::Xf => (p - 1, 0),
            OpType::Yf => (p, 0),
        }
    }
}

/// Why `op/3` refused a definition.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OpError {
    /// Priority above 1200.
    BadPriority,
    /// `,` cannot be redefined; `|` only as an infix operator of priority >= 1001.
    Permission,
    /// An infix and a postfix definition cannot coexist (ISO 6.3.4.3).
    InfixPostfixClash,
}

/// The operator table.
#[derive(Clone, Debug, Default)]
pub struct OpTable {
    prefix: HashMap<Atom, OpDef>,
    infix: HashMap<Atom, OpDef>,
    postfix: HashMap<Atom, OpDef>,
}

/// The standard table: exactly SWI-Prolog 9's `system` operators (ISO 6.3.4.4 plus
/// SWI's own), so `current_op/3` answers as SWI-Prolog does.
const DEFAULT_OPS: &[(u16, OpType, &[&str])] = &[
    (1200, OpType::Xfx, &[":-", "-->", "=>"]),
    (1200, OpType::Fx, &[":-", "?-"]),
    (1100, OpType::Xfy, &[";"]),
    (1105, OpType::Xfy, &["|"]),
    (1050, OpType::Xfy, &["->", "*->"]),
    (1000, OpType::Xfy, &[","]),
    (800, OpType::Xfx, &[":="]),
    (900, OpType::Fy, &["\\+"]),
    (
        700,
        OpType::Xfx,
        &[
            "=", "\\=", "==", "\\==", "@<", "@>", "@=<", "@>=", "=..", "is", "=:=", "=\\=", "<",
            ">", "=<", ">=", ">:<", ":<", "as", "=@=", "\\=@=",
        ],
    ),
    (600, OpType::Xfy, &[":"]),
    (500, OpType::Yfx, &["+", "-", "/\\", "\\/"]),
    (
        400,
        OpType::Yfx,
        &[
            "*", "/", "//", "rem", "mod", "div", "<<", ">>", "rdiv", "xor",
        ],
    ),
    (200, OpType::Xfx, &["**"]),
    (200, OpType::Xfy, &["^"]),
    (200, OpType::Fy, &["-", "+", "\\"]),
    (100, OpType::Yfx, &["."]),
    (1, OpType::Fx, &["$"]),
    (
        1150,
        OpType::Fx,
        &[
            "dynamic",
            "discontiguous",
            "initialization",
            "meta_predicate",
            "module_transparent",
            "multifile",
            "public",
            "thread_local",
            "table",
            "thread_initialization",
            "volatile",
        ],
    ),
];

/// Operators of the Ciao assertion language (its `assertions` package), active only
/// while reading a directive that is an assertion (`:- check pred p(X) : int(X) + ...`);
/// clauses, goals and `read/1` see SWI-Prolog's table alone.
const ASSERTION_OPS: &[(u16, OpType, &[&str])] = &[
    (975, OpType::Xfx, &["=>"]),
    (978, OpType::Xfx, &["::"]),
    (
        1150,
        OpType::Fx,
        &[
            "decl", "pred", "prop", "regtype", "entry", "exit", "modedef", "calls", "success",
            "test", "comp", "texec",
        ],
    ),
    (1100, OpType::Xfx, &["#"]),
    (
        1150,
        OpType::Fx,
        &["cost_center", "no_cost_center", "resource"],
    ),
    (
        1170,
        OpType::Fx,
        &["check", "trust", "true", "false", "checked", "obs"],
    ),
    (500, OpType::Fx, &["?", "@"]),
];

impl OpTable {
    /// This table plus the assertion-language operators (for assertion directives).
    pub fn with_assertion_ops(&self) -> OpTable {
        let mut table = self.clone();
        table.insert_all(ASSERTION_OPS);
        table
    }

    fn insert_all(&mut self, defs: &[(u16, OpType, &[&str])]) {
        for (priority, typ, names) in defs {
            for name in *names {
                self.insert(
                    Atom::new(name),
                    OpDef {
                        priority: *priority,
                        typ: *typ,
                    },
                );
            }
        }
    }

    /// The default table every consult starts from.
    pub fn standard() -> OpTable {
        let mut table = OpTable::default();
        table.insert_all(DEFAULT_OPS);
        table
    }

    fn map(&self, fixity: Fixity) -> &HashMap<Atom, OpDef> {
        match fixity {
            Fixity::Prefix => &self.prefix,
            Fixity::Infix => &self.infix,
            Fixity::Postfix => &self.postfix,
        }
    }

    fn insert(&mut self, name: Atom, def: OpDef) {
        let map = match def.typ.fixity() {
            Fixity::Prefix => &mut self.prefix,
            Fixity::Infix => &mut self.infix,
            Fixity::Postfix => &mut self.postfix,
        };
        map.insert(name, def);
    }

    /// Defines (priority > 0) or removes (priority 0) an operator, as `op/3` does.
    pub fn add(&mut self, priority: u16, typ: OpType, name: Atom) -> Result<(), OpError> {
        if priority > 1200 {
            return Err(OpError::BadPriority);
        }
        // Operator tables are not scanned by the atom collector.
        name.pin();
        if name == Atom::COMMA || name == Atom::NIL || name == Atom::CURLY {
            return Err(OpError::Permission);
        }
        if name == Atom::BAR && (typ.fixity() != Fixity::Infix || (priority > 0 && priority < 1001))
        {
            return Err(OpError::Permission);
        }
        let clash = match typ.fixity() {
            Fixity::Infix => self.postfix.contains_key(&name),
            Fixity::Postfix => self.infix.contains_key(&name),
            Fixity::Prefix => false,
        };
        if clash && priority > 0 {
            return Err(OpError::InfixPostfixClash);
        }
        if priority == 0 {
            match typ.fixity() {
                Fixity::Prefix => self.prefix.remove(&name),
                Fixity::Infix => self.infix.remove(&name),
                Fixity::Postfix => self.postfix.remove(&name),
            };
        } else {
            self.insert(name, OpDef { priority, typ });
        }
        Ok(())
    }

    /// The prefix definition of `name`, if any.
    pub fn prefix(&self, name: Atom) -> Option<OpDef> {
        self.prefix.get(&name).copied()
    }

    /// The infix definition of `name`, if any.
    pub fn infix(&self, name: Atom) -> Option<OpDef> {
        self.infix.get(&name).copied()
    }

    /// The postfix definition of `name`, if any.
    pub fn postfix(&self, name: Atom) -> Option<OpDef> {
        self.postfix.get(&name).copied()
    }

    /// Whether `name` is an operator of any kind (the writer brackets such atoms as operands).
    pub fn is_op(&self, name: Atom) -> bool {
        self.prefix.contains_key(&name)
            || self.infix.contains_key(&name)
            || self.postfix.contains_key(&name)
    }

    /// Every definition, for `current_op/3`.
    pub fn iter(&self) -> impl Iterator<Item = (Atom, OpDef)> + '_ {
        [Fixity::Prefix, Fixity::Infix, Fixity::Postfix]
            .into_iter()
            .flat_map(move |fx| self.map(fx).iter().map(|(a, d)| (*a, *d)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn standard_table_has_iso_operators() {
        let t = OpTable::standard();
        assert_eq!(
            t.infix(Atom::new(":-")),
            Some(OpDef {
                priority: 1200,
                typ: OpType::Xfx
            })
        );
        assert_eq!(
            t.prefix(Atom::new("-")),
            Some(OpDef {
                priority: 200,
                typ: OpType::Fy
            })
        );
        assert_eq!(t.infix(Atom::new("-")).map(|d| d.priority), Some(500));
    }

    #[test]
    fn op_refuses_comma_and_removes_with_zero() {
        let mut t = OpTable::standard();
        assert_eq!(
            t.add(1000, OpType::Xfy, Atom::COMMA),
            Err(OpError::Permission)
        );
        t.add(0, OpType::Xfx, Atom::new("is")).unwrap();
        assert!(t.infix(Atom::new("is")).is_none());
        t.add(700, OpType::Xfx, Atom::new("===>")).unwrap();
        assert!(t.is_op(Atom::new("===>")));
    }
}
