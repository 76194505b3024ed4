//! Which predicates are cost centres: the program's declarations
//! (`:- cost_center p/2, q/3.`, `:- all_cost_center.`, `:- no_cost_center ...`)
//! combined with the command line (`--cc p/2`, `--all`).

use costlog_assertions::CostCenterDecl;
use costlog_engine::profile::CcSpec;

/// Parses `name/arity` (as `--cc` takes it).
pub fn parse_indicator(s: &str) -> Result<(String, u32), String> {
    let (name, arity) = s
        .trim()
        .rsplit_once('/')
        .ok_or_else(|| format!("`{s}` is not a predicate indicator name/arity"))?;
    let arity = arity
        .trim()
        .parse()
        .map_err(|_| format!("`{s}`: arity `{arity}` is not a number"))?;
    let name = name.trim().trim_matches('\'').to_string();
    if name.is_empty() {
        return Err(format!("`{s}`: empty predicate name"));
    }
    Ok((name, arity))
}

/// The cost centres of a run: the declarations, then `extra` (`--cc`) and `all`
/// (`--all`); `no_cost_center` declarations exclude predicates from both.
pub fn from_declarations<'a>(
    decls: impl IntoIterator<Item = &'a CostCenterDecl>,
    extra: &[(String, u32)],
    all: bool,
) -> CcSpec {
    let mut spec = CcSpec {
        all_user: all,
        ..CcSpec::default()
    };
    for d in decls {
        match d {
            CostCenterDecl::Centers(ps) => spec
                .preds
                .extend(ps.iter().map(|(n, a)| (n.clone(), *a as u32))),
            CostCenterDecl::NoCenters(ps) => spec
                .exclude
                .extend(ps.iter().map(|(n, a)| (n.clone(), *a as u32))),
            CostCenterDecl::All => spec.all_user = true,
        }
    }
    spec.preds.extend(extra.iter().cloned());
    spec
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn indicators_parse_and_errors_say_why() {
        assert_eq!(parse_indicator("qsort1/2"), Ok(("qsort1".into(), 2)));
        assert_eq!(parse_indicator("'a b'/0"), Ok(("a b".into(), 0)));
        assert!(parse_indicator("qsort").unwrap_err().contains("name/arity"));
        assert!(parse_indicator("q/x").unwrap_err().contains("not a number"));
    }

    #[test]
    fn declarations_and_command_line_combine() {
        let decls = [
            CostCenterDecl::Centers(vec![("p".into(), 1)]),
            CostCenterDecl::NoCenters(vec![("q".into(), 2)]),
        ];
        let spec = from_declarations(&decls, &[("r".into(), 0)], false);
        assert_eq!(spec.preds, vec![("p".into(), 1), ("r".into(), 0)]);
        assert_eq!(spec.exclude, vec![("q".into(), 2)]);
        assert!(!spec.all_user);
        let spec = from_declarations(&[CostCenterDecl::All], &[], false);
        assert!(spec.all_user);
    }
}
