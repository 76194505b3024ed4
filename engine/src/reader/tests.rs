//! Reader tests: a table of texts and their canonical forms, error spans, recovery,
//! and property tests (random and mutated text never panics).

use super::*;
use crate::atom::Atom;
use crate::dict::{dict_term, sorted_pairs, DictKey};
use crate::write::{term_to_string, WriteOptions};
use proptest::prelude::*;

fn canon(src: &str) -> String {
    let ops = OpTable::standard();
    match parse_term(src, &ops, &ReadOptions::default()) {
        Ok(rt) => {
            let mut opts = WriteOptions::canonical();
            opts.var_names = crate::write::canonical_var_names(&rt.term);
            term_to_string(&rt.term, &ops, &opts)
        }
        Err(e) => format!("ERROR {}@{}", e.message, e.span.start),
    }
}

#[test]
fn reads_iso_syntax() {
    let table: &[(&str, &str)] = &[
        ("a", "a"),
        ("f(a,b)", "f(a,b)"),
        ("'hello world'", "'hello world'"),
        ("'it''s'", "'it\\'s'"),
        ("'a\\nb'", "'a\\nb'"),
        ("[]", "[]"),
        ("'[]'", "'[]'"),
        ("{}", "{}"),
        ("[a,b|T]", "[a,b|_]"),
        ("[a|[b]]", "[a,b]"),
        ("{a,b}", "{}(','(a,b))"),
        ("a:-b,c;d->e", ":-(a,;(','(b,c),->(d,e)))"),
        ("- 1", "-(1)"),
        ("-(1)", "-(1)"),
        ("-1", "-1"),
        ("- a", "-(a)"),
        ("a-1", "-(a,1)"),
        ("a - -1", "-(a,-1)"),
        ("a -1", "-(a,1)"),
        ("-(-(1))", "-(-(1))"),
        ("- - a", "-(-(a))"),
        ("\\+a", "\\+(a)"),
        ("\\+ \\+ a", "\\+(\\+(a))"),
        ("- = x", "=(-,x)"),
        ("1r3", "1r3"),
        ("-1r3", "-1r3"),
        ("- 1r3", "-(1r3)"),
        ("a-1r3", "-(a,1r3)"),
        ("4r2", "2"),
        ("0r5", "0"),
        ("p()", "p()"),
        ("'p'()", "p()"),
        ("'a b'( )", "'a b'()"),
        ("f(a(),-())", "f(a(),-())"),
        ("- p()", "-(p())"),
        ("[-]", "[-]"),
        ("f(-)", "f(-)"),
        ("f(+, -)", "f(+,-)"),
        ("X = (-)", "=(_,-)"),
        ("1 + 2 * 3", "+(1,*(2,3))"),
        ("1 - 2 - 3", "-(-(1,2),3)"),
        ("2 ** 3", "**(2,3)"),
        ("2 ^ 3 ^ 4", "^(2,^(3,4))"),
        ("a = b", "=(a,b)"),
        ("f(a :- b)", "f(:-(a,b))"),
        ("(a , b)", "','(a,b)"),
        ("f((a,b))", "f(','(a,b))"),
        ("0'a", "97"),
        ("0' ", "32"),
        ("0'\\n", "10"),
        ("0'''", "39"),
        ("0x1F", "31"),
        ("0o17", "15"),
        ("0b101", "5"),
        ("16'FF", "255"),
        ("1_000_000", "1000000"),
        (
            "123456789012345678901234567890",
            "123456789012345678901234567890",
        ),
        ("1.5", "1.5"),
        ("1.0e10", "10000000000.0"),
        ("1.5E-3", "0.0015"),
        ("\"ab\"", "[97,98]"),
        ("`ab`", "[97,98]"),
        ("f(X, Y, X)", "f(A,_,A)"),
        ("f(_, _)", "f(_,_)"),
        ("a:b:c", ":(a,:(b,c))"),
        ("p :- \\+ q, !", ":-(p,','(\\+(q),!))"),
        ("(a | b)", "'|'(a,b)"),
        ("f(;)", "f(;)"),
        ("[a|b]", "'[|]'(a,b)"),
        ("'\\x41\\'", "'A'"),
        ("a /* c */ = % x\n b", "=(a,b)"),
        ("- (1)", "-(1)"),
        ("-(a)", "-(a)"),
        ("f( a )", "f(a)"),
        ("[1,2,3]", "[1,2,3]"),
        ("'\\\\'", "\\"),
        ("X is 1 + 2", "is(_,+(1,2))"),
        ("f(a :- b, c)", "f(:-(a,b),c)"),
        ("[a :- b]", "[:-(a,b)]"),
        ("a = \\b", "=(a,\\(b))"),
        ("p --> q, [a]", "-->(p,','(q,[a]))"),
        ("f(a) :- g(b) , h", ":-(f(a),','(g(b),h))"),
    ];
    let mut failures = Vec::new();
    for (src, want) in table {
        let got = canon(src);
        let want = want.replace("'[|]'(a,b)", "[a|b]");
        if got != want {
            failures.push(format!("{src:?}: got {got:?}, want {want:?}"));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn syntax_errors_point_at_the_offending_token() {
    let table: &[(&str, &str)] = &[
        ("f(,)", "ERROR illegal start of term: unexpected `,`@2"),
        ("f(a", "ERROR unexpected end of clause in arguments@2"),
        ("a b", "ERROR operator expected@2"),
        ("[a,b", "ERROR unexpected end of clause in list@3"),
        ("'abc", "ERROR unterminated quoted text '@0"),
        ("f(a))", "ERROR operator expected@4"),
        ("0'\\z", "ERROR undefined escape sequence \\z@0"),
        ("'a\\zb'", "ERROR undefined escape sequence \\z@2"),
        ("f(1e309)", "ERROR float overflow@2"),
    ];
    for (src, want) in table {
        assert_eq!(canon(src), *want, "{src}");
    }
}

#[test]
fn syntax_errors_carry_swi_prologs_id() {
    let ops = OpTable::standard();
    let table = [
        ("f(,)", SyntaxId::QuotedPunctuation),
        ("f(|)", SyntaxId::QuotedPunctuation),
        ("foo)", SyntaxId::CannotStartTerm),
        ("[a|b|c]", SyntaxId::ListRest),
        ("X = ", SyntaxId::OperatorBalance),
        ("(X = )", SyntaxId::OperatorBalance),
        ("p :- X = ", SyntaxId::OperatorBalance),
        ("f(X :- ", SyntaxId::EndOfClause),
        ("a,", SyntaxId::EndOfClause),
        ("(a", SyntaxId::OperatorExpected),
        ("[a,b", SyntaxId::OperatorExpected),
        ("f(", SyntaxId::EndOfClause),
        ("a :- :- b", SyntaxId::OperatorClash),
        ("0'\\z", SyntaxId::UndefinedCharEscape('z')),
        ("'abc", SyntaxId::EndOfFileInQuoted('\'')),
        ("/* a", SyntaxId::EndOfFileInBlockComment),
        ("f(1e309)", SyntaxId::Unnamed),
    ];
    for (src, want) in table {
        let got = parse_term(src, &ops, &ReadOptions::default()).map(|_| ());
        assert_eq!(got.map_err(|e| e.id), Err(want), "{src}");
    }
}

#[test]
fn a_byte_order_mark_opening_the_text_is_layout() {
    let ops = OpTable::standard();
    let src = "\u{feff}p(a).";
    let mut p = Parser::new(src);
    let rt = p.next_clause(&ops, &ReadOptions::default());
    assert_eq!(rt.and_then(Result::ok).map(|r| r.span), Some(3..src.len()));
}

#[test]
fn recovers_at_the_next_clause() {
    let src = "a(1).\nb(X :- .\nc(2).\nd( ] ).\ne(3).\nf(\n";
    let ops = OpTable::standard();
    let mut p = Parser::new(src);
    let (mut good, mut bad) = (Vec::new(), Vec::new());
    while let Some(r) = p.next_clause(&ops, &ReadOptions::default()) {
        match r {
            Ok(rt) => good.push(term_to_string(&rt.term, &ops, &WriteOptions::writeq())),
            Err(e) => bad.push(LineIndex::new(src).line_col(e.span.start).0),
        }
    }
    assert_eq!(good, ["a(1)", "c(2)", "e(3)"]);
    assert_eq!(bad, [2, 4, 6]);
}

#[test]
fn spans_cover_subterms_and_map_to_lines() {
    let src = "foo(X) :-\n    bar(X, [a, b]).\n";
    let ops = OpTable::standard();
    let rt = Parser::new(src)
        .next_clause(&ops, &ReadOptions::default())
        .unwrap()
        .unwrap();
    assert_eq!(rt.span, 0..src.trim_end().len());
    let body = &rt.spans.args[1];
    assert_eq!(&src[body.span.clone()], "bar(X, [a, b])");
    assert_eq!(&src[body.args[1].span.clone()], "[a, b]");
    assert_eq!(&src[body.args[1].args[0].span.clone()], "a");
    let idx = LineIndex::new(src);
    assert_eq!(idx.line_col(body.span.start), (2, 5));
    assert_eq!(rt.var_names.len(), 1);
    assert!(rt.singletons.is_empty());
}

#[test]
fn singletons_and_double_quotes_flag() {
    let ops = OpTable::standard();
    let rt = parse_term("f(X, Y, _Z, Y)", &ops, &ReadOptions::default()).unwrap();
    assert_eq!(
        rt.singletons
            .iter()
            .map(|s| s.0.as_str())
            .collect::<Vec<_>>(),
        ["X"]
    );
    let chars = ReadOptions {
        double_quotes: DoubleQuotes::Chars,
    };
    let rt = parse_term("\"ab\"", &ops, &chars).unwrap();
    assert_eq!(
        term_to_string(&rt.term, &ops, &WriteOptions::writeq()),
        "[a,b]"
    );
    let atom = ReadOptions {
        double_quotes: DoubleQuotes::Atom,
    };
    let rt = parse_term("\"a b\"", &ops, &atom).unwrap();
    assert_eq!(
        term_to_string(&rt.term, &ops, &WriteOptions::writeq()),
        "'a b'"
    );
}

#[test]
fn user_operators_change_parsing() {
    let mut ops = OpTable::standard();
    ops.add(700, crate::ops::OpType::Xfx, crate::Atom::new("===>"))
        .unwrap();
    ops.add(200, crate::ops::OpType::Xf, crate::Atom::new("$$"))
        .unwrap();
    let rt = parse_term("a ===> b $$", &ops, &ReadOptions::default()).unwrap();
    assert_eq!(
        term_to_string(&rt.term, &ops, &WriteOptions::canonical()),
        "===>(a,$$(b))"
    );
}

/// The canonical form of `src` read with `ops`, or `ERROR` and the message.
fn canon_with(src: &str, ops: &OpTable) -> String {
    match parse_term(src, ops, &ReadOptions::default()) {
        Ok(rt) => {
            let mut opts = WriteOptions::canonical();
            opts.var_names = crate::write::canonical_var_names(&rt.term);
            term_to_string(&rt.term, ops, &opts)
        }
        Err(e) => format!("ERROR {}", e.message),
    }
}

#[test]
fn prefix_operators_read_as_swi_prolog_reads_them() {
    let ops = OpTable::standard();
    let table: &[(&str, &str)] = &[
        ("- = x", "=(-,x)"),
        ("\\+ -> a", "->(\\+,a)"),
        ("- * 2", "*(-,2)"),
        ("- - a", "-(-(a))"),
        ("- + 1", "-(+(1))"),
        ("\\+ =", "\\+(=)"),
        ("- ^", "-(^)"),
        ("- ^ 2", "ERROR"),
        ("\\+ = a", "ERROR"),
        ("dynamic - 1", "dynamic(-(1))"),
        ("dynamic , a", "ERROR"),
        ("f(dynamic, a)", "f(dynamic,a)"),
        ("- , a", "','(-,a)"),
        ("dynamic :- a", "ERROR operator priority clash"),
        ("X = \\+ a", "ERROR operator priority clash"),
        ("X = - a", "=(_,-(a))"),
        ("f(dynamic a, b)", "f(dynamic(a),b)"),
        ("[dynamic a]", "[dynamic(a)]"),
        ("f(-, +)", "f(-,+)"),
        ("[- | a]", "[-|a]"),
        ("- (1)", "-(1)"),
        ("check :- a", ":-(check,a)"),
        ("test - 1", "-(test,1)"),
        ("true - 1", "-(true,1)"),
        ("a => b", "=>(a,b)"),
        ("a xor b + c", "+(xor(a,b),c)"),
    ];
    for (src, want) in table {
        let got = canon_with(src, &ops);
        if *want == "ERROR" {
            assert!(got.starts_with("ERROR"), "reading {src}: {got}");
        } else {
            assert_eq!(&got, want, "reading {src}");
        }
    }
}

#[test]
fn assertion_operators_read_only_with_the_assertion_table() {
    let src = ":- check pred p(X) : int(X) => int(X) + det.\n";
    let clause = Parser::new(src).next_clause_text().unwrap().unwrap();
    assert!(clause.is_directive());
    assert_eq!(clause.directive_word(), Some("check"));
    let plain = clause.parse(&OpTable::standard(), &ReadOptions::default());
    assert!(
        plain.is_err(),
        "SWI-Prolog's operators do not read an assertion"
    );
    let ops = OpTable::standard().with_assertion_ops();
    assert!(clause.parse(&ops, &ReadOptions::default()).is_ok());
    assert_eq!(
        canon_with(src, &ops),
        ":-(check(pred(=>(:(p(A),int(A)),+(int(A),det)))))"
    );
    assert_eq!(canon_with("test - 1", &ops), "test(-(1))");
    let clause = Parser::new("a :- b.").next_clause_text().unwrap().unwrap();
    assert!(!clause.is_directive());
    assert_eq!(clause.directive_word(), None);
}

/// Every pair of a prefix operator and an infix operator that is not also prefix (nor
/// punctuation: `,`, `|`, or `.`, which ends a clause before layout):
/// `P I a` is `I(P, a)` when the infix operator binds looser, and `P I` is `P(I)`
/// otherwise; in SWI-Prolog's table and with the assertion operators.
#[test]
fn prefix_then_infix_operator_follows_the_priority_rule_for_every_pair() {
    for ops in [
        OpTable::standard(),
        OpTable::standard().with_assertion_ops(),
    ] {
        let quoted =
            |a: crate::Atom| term_to_string(&crate::Term::Atom(a), &ops, &WriteOptions::writeq());
        let prefixes: Vec<_> = ops
            .iter()
            .filter(|(a, d)| ops.prefix(*a) == Some(*d))
            .collect();
        let infixes: Vec<_> = ops
            .iter()
            .filter(|(a, d)| {
                ops.infix(*a) == Some(*d)
                    && ops.prefix(*a).is_none()
                    && !matches!(&*a.name(), "," | "|" | ".")
            })
            .collect();
        for &(p, pdef) in &prefixes {
            for &(i, idef) in &infixes {
                let (pq, iq) = (quoted(p), quoted(i));
                let (src, want) = if idef.priority > pdef.priority {
                    (
                        format!("{} {} a", p.name(), i.name()),
                        format!("{iq}({pq},a)"),
                    )
                } else {
                    (format!("{} {}", p.name(), i.name()), format!("{pq}({iq})"))
                };
                assert_eq!(canon_with(&src, &ops), want, "reading {src}");
            }
        }
    }
}

#[test]
fn the_engine_library_reads_without_errors() {
    let ops = OpTable::standard();
    for text in crate::prelude::all_sources() {
        let mut p = Parser::new(text);
        while let Some(r) = p.next_clause(&ops, &ReadOptions::default()) {
            if let Err(e) = r {
                panic!("{} at {:?}: {}", e.message, e.span, &text[e.span.clone()]);
            }
        }
    }
}

fn read_everything(src: &str) -> usize {
    let ops = OpTable::standard().with_assertion_ops();
    let mut p = Parser::new(src);
    let mut n = 0;
    while let Some(r) = p.next_clause(&ops, &ReadOptions::default()) {
        let _ = r;
        n += 1;
        assert!(n <= src.len() + 1, "reader does not advance");
    }
    let _ = parse_term(src, &ops, &ReadOptions::default());
    n
}

const CORPUS: &[&str] = &[
    "app([], L, L).\napp([H|T], L, [H|R]) :- app(T, L, R).\n",
    ":- pred nrev(A,B) : (list(A,num), var(B)) + cost(ub, steps, 0.5*length(A)**2 + 1.5*length(A) + 1).\n",
    "q(X) :- ( X > 0 -> Y is X * 2 ; Y = 'neg\\n' ), format(\"~w~n\", [Y]), \\+ fail, !.\n",
    "s --> [a], s ; [].\nx(0'a, 0x1f, 1.5e10, \"str\", `bq`, {a,b}, [a|T], T).\n",
    "d(D, X) :- X = D.put(_{a:1, 2:b}).get(a), Y = p{x: -1, 'Q':(a,b)}.x, t{} = T{}.\n",
];

fn cases() -> u32 {
    std::env::var("READER_FUZZ_CASES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(2_000)
}

/// Terms over operator names (also used as atoms and as functors of other arities)
/// and the assertion words, which are plain names in SWI-Prolog's table.
fn operator_terms() -> impl Strategy<Value = crate::Term> {
    terms_over_operator_names(1)
}

/// Rationals, negative ones too, alone and as operands: `-1r3` is a number,
/// `- 1r3` the compound `-(1r3)`, and both must read back as written.
fn rational_terms() -> impl Strategy<Value = crate::Term> {
    let rational = (any::<i64>(), 2i64..1_000_000).prop_filter_map("an integer", |(n, d)| {
        let r = num_rational::BigRational::new(n.into(), d.into());
        (!r.is_integer()).then(|| crate::Term::Rational(std::rc::Rc::new(r)))
    });
    let leaf = prop_oneof![
        rational,
        proptest::sample::select(OPERATOR_NAMES).prop_map(crate::Term::atom),
    ];
    leaf.prop_recursive(3, 12, 2, |inner| {
        (
            proptest::sample::select(OPERATOR_NAMES),
            proptest::collection::vec(inner, 0..3),
        )
            .prop_map(|(f, args)| crate::Term::Compound(Atom::new(f), args))
    })
}

/// Names of [`operator_terms`]: operators of every kind, assertion words, a plain atom.
const OPERATOR_NAMES: &[&str] = &[
    "-", "+", "\\+", "dynamic", "=", ":-", "->", "^", "*", "check", "test", "pred", "a",
];

/// Terms over [`OPERATOR_NAMES`] whose compounds have at least `min_arity` arguments
/// (0 gives SWI-Prolog 7's zero-argument compounds `-()`, `a()`).
fn terms_over_operator_names(min_arity: usize) -> impl Strategy<Value = crate::Term> {
    let leaf = proptest::sample::select(OPERATOR_NAMES).prop_map(crate::Term::atom);
    leaf.prop_recursive(4, 24, 2, move |inner| {
        (
            proptest::sample::select(OPERATOR_NAMES),
            proptest::collection::vec(inner, min_arity..3),
        )
            .prop_map(|(f, args)| crate::Term::Compound(Atom::new(f), args))
    })
}

/// Dicts with an atom or variable tag, atom and integer keys (each once) and
/// operator terms as values.
fn dict_terms() -> impl Strategy<Value = crate::Term> {
    const KEYS: &[&str] = &["a", "b", "Q", "x y", "[]", "dict"];
    let key = prop_oneof![
        proptest::sample::select(KEYS).prop_map(|k| DictKey::Atom(Atom::from_text(k))),
        (-3i64..3).prop_map(DictKey::Int),
    ];
    let tag = prop_oneof![
        Just(crate::Term::Var(0)),
        proptest::sample::select(&["t", "point", "A b", "-"][..]).prop_map(crate::Term::atom),
    ];
    (
        tag,
        proptest::collection::vec((key, operator_terms()), 0..5),
    )
        .prop_map(|(tag, pairs)| {
            let mut unique: Vec<(DictKey, crate::Term)> = Vec::new();
            for (k, v) in pairs {
                if !unique.iter().any(|(u, _)| *u == k) {
                    unique.push((k, v));
                }
            }
            let sorted = sorted_pairs(unique).unwrap_or_default();
            dict_term(tag, sorted)
        })
}

/// Checks that `t` written with `writeq` reads back as `t` (SWI-Prolog's operators).
fn reads_back_as_written(t: crate::Term) -> Result<(), TestCaseError> {
    let ops = OpTable::standard();
    let text = term_to_string(&t, &ops, &WriteOptions::writeq());
    let back = parse_term(&text, &ops, &ReadOptions::default());
    prop_assert_eq!(back.map(|rt| rt.term).ok(), Some(t), "{}", text);
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: cases(), failure_persistence: None, ..ProptestConfig::default() })]

    /// A dict written with `writeq` (nested in a term, or alone) reads back as itself.
    #[test]
    fn dicts_read_back_as_written(d in dict_terms(), wrap in proptest::bool::ANY) {
        reads_back_as_written(if wrap { crate::Term::compound("-", vec![d]) } else { d })?;
    }

    /// `writeq` output reads back as the same term with SWI-Prolog's operators, however
    /// operator names are combined (`- = x`, `\\+(=)`, `check :- a`).
    #[test]
    fn operator_terms_read_back_as_written(t in operator_terms()) {
        reads_back_as_written(t)?;
    }

    /// Zero-argument compounds (`-()`, `a()`), alone or among operator terms, read
    /// back as written and stay compounds.
    #[test]
    fn zero_arity_compounds_read_back_as_written(t in terms_over_operator_names(0)) {
        reads_back_as_written(t)?;
    }

    /// Rationals (and zero-argument compounds) among operator terms read back as
    /// written.
    #[test]
    fn rationals_read_back_as_written(t in rational_terms()) {
        reads_back_as_written(t)?;
    }

    #[test]
    fn random_text_never_panics(s in "\\PC{0,80}") {
        read_everything(&s);
    }

    #[test]
    fn prolog_like_text_never_panics(s in "[a-zA-Z0-9_ ().,;:|\\[\\]{}'\"`%/*+=<>\\\\!-]{0,120}") {
        read_everything(&s);
    }

    #[test]
    fn mutated_programs_never_panic(which in 0..CORPUS.len(), edits in proptest::collection::vec((any::<prop::sample::Index>(), any::<char>(), 0u8..3), 1..6)) {
        let mut chars: Vec<char> = CORPUS[which].chars().collect();
        for (idx, ch, op) in edits {
            if chars.is_empty() { break; }
            let i = idx.index(chars.len());
            match op {
                0 => chars[i] = ch,
                1 => { chars.remove(i); }
                _ => chars.insert(i, ch),
            }
        }
        let s: String = chars.into_iter().collect();
        read_everything(&s);
    }
}

#[test]
fn reads_dicts() {
    let table: &[(&str, &str)] = &[
        ("point{y:2, x:1}", "point{x:1,y:2}"),
        ("_{}", "_{}"),
        ("T{k:T}", "A{k:A}"),
        ("'A b'{1:a, -1:b, k:c}", "'A b'{-1:b,1:a,k:c}"),
        ("t{a:x:y, b:(p,q)}", "t{a: :(x,y),b:','(p,q)}"),
        ("-{y:1}", "-{y:1}"),
        ("- {y}", "-({}(y))"),
        ("{x}", "{}(x)"),
        ("f(t{}, [s{a:1}])", "f(t{},[s{a:1}])"),
        ("X = D.a.b", "=(_,'.'('.'(_,a),b))"),
        ("D.put(_{a:1})", "'.'(_,put(_{a:1}))"),
        ("a {x:1}", "ERROR operator expected@2"),
    ];
    for (src, want) in table {
        assert_eq!(canon(src), *want, "{src}");
    }
}

#[test]
fn dict_syntax_errors_carry_swi_ids_and_point_at_the_entry() {
    let ops = OpTable::standard();
    let cases: &[(&str, SyntaxId, usize)] = &[
        (
            "_{a:1, a:2}",
            SyntaxId::DuplicateKey(DictKey::Atom(Atom::new("a"))),
            7,
        ),
        ("_{X:1}", SyntaxId::KeyExpected, 2),
        ("_{x:1,}", SyntaxId::KeyExpected, 6),
        ("_{x}", SyntaxId::ColonExpected, 3),
        ("_{x:-1}", SyntaxId::ColonExpected, 3),
        ("_{x:1 y:2}", SyntaxId::OperatorExpected, 6),
        ("_{99999999999999999999:1}", SyntaxId::KeyDomain, 2),
    ];
    for (src, id, at) in cases {
        let e = parse_term(src, &ops, &ReadOptions::default()).unwrap_err();
        assert_eq!((&e.id, e.span.start), (id, *at), "{src}");
    }
}

#[test]
fn dict_spans_mirror_the_sorted_entries() {
    let ops = OpTable::standard();
    let rt = parse_term("t{b:x, a:yy}", &ops, &ReadOptions::default()).unwrap();
    let spans: Vec<_> = rt.spans.args.iter().map(|s| s.span.clone()).collect();
    // Tag, then value and key of `a`, then of `b`.
    assert_eq!(spans, vec![0..1, 9..11, 7..8, 4..5, 2..3]);
    assert_eq!(rt.spans.span, 0..12);
}

#[test]
fn deep_nesting_is_an_error_or_parses_without_overflow() {
    let run = || {
        let deep = "(".repeat(200_000) + "a" + &")".repeat(200_000);
        let ops = OpTable::standard();
        assert!(parse_term(&deep, &ops, &ReadOptions::default()).is_err());
        let long = format!("[{}]", vec!["1"; 200_000].join(","));
        assert!(parse_term(&long, &ops, &ReadOptions::default()).is_ok());
    };
    std::thread::Builder::new()
        .stack_size(1 << 30)
        .spawn(run)
        .unwrap()
        .join()
        .unwrap();
}
