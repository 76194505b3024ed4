//! Properties as the user wrote them, without the parentheses around the whole
//! text: `+ (not_fails)` and `=> (int(N))` name the properties `not_fails` and
//! `int(N)`, so the reports and the `obs` lines built from them do not gain a pair
//! of parentheses each time `--output`'s file is verified again.

/// `text` trimmed, without parentheses enclosing all of it (`(a, b)` is `a, b`;
/// `(a), (b)` is unchanged).
pub fn unparenthesized(text: &str) -> &str {
    let mut t = text.trim();
    while t.starts_with('(') && closes_at_end(t) {
        t = t[1..t.len() - 1].trim();
    }
    t
}

/// Whether the `(` opening `t` is closed by its last character (quoted text and
/// line comments skipped).
fn closes_at_end(t: &str) -> bool {
    let mut depth = 0usize;
    let mut quote = None;
    let mut comment = false;
    for (i, c) in t.char_indices() {
        match (quote, c) {
            _ if comment => comment = c != '\n',
            (Some(q), c) if c == q => quote = None,
            (Some(_), _) => {}
            (None, '\'' | '"' | '`') => quote = Some(c),
            (None, '%') => comment = true,
            (None, '(') => depth += 1,
            (None, ')') => {
                depth = depth.saturating_sub(1);
                if depth == 0 {
                    return i == t.len() - 1;
                }
            }
            _ => {}
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use super::unparenthesized;

    #[test]
    fn only_parentheses_around_the_whole_text_go() {
        assert_eq!(unparenthesized("(not_fails)"), "not_fails");
        assert_eq!(unparenthesized(" ((int(N))) "), "int(N)");
        assert_eq!(unparenthesized("(a), (b)"), "(a), (b)");
        assert_eq!(
            unparenthesized("( list(L),   % the (input\n var(N) )"),
            "list(L),   % the (input\n var(N)"
        );
        assert_eq!(unparenthesized("(X = ')')"), "X = ')'");
        assert_eq!(
            unparenthesized("cost(ub, steps, (A+1))"),
            "cost(ub, steps, (A+1))"
        );
    }
}
