//! Strings through the writer and back through the reader: SWI-Prolog's quoting
//! (checked against swipl 9.0.4) and round-trip properties.

use super::*;
use crate::reader::{parse_term, DoubleQuotes, ReadOptions};
use proptest::prelude::*;

fn read_strings(text: &str) -> Term {
    let opts = ReadOptions {
        double_quotes: DoubleQuotes::String,
    };
    parse_term(text, &OpTable::standard(), &opts)
        .unwrap_or_else(|e| panic!("{text:?}: {e:?}"))
        .term
}

#[test]
fn strings_are_written_as_swipl_writes_them() {
    let ops = OpTable::standard();
    let t = Term::string("a\"b\n\tc\\d'e\u{1}");
    assert_eq!(
        term_to_string(&t, &ops, &WriteOptions::writeq()),
        "\"a\\\"b\\n\\tc\\\\d'e\\x1\\\""
    );
    assert_eq!(
        term_to_string(&t, &ops, &WriteOptions::write()),
        "a\"b\n\tc\\d'e\u{1}"
    );
    let minus = Term::compound("-", vec![Term::string("a")]);
    assert_eq!(
        term_to_string(&minus, &ops, &WriteOptions::writeq()),
        "-\"a\""
    );
    let empty = Term::compound("f", vec![Term::string(""), Term::atom("")]);
    assert_eq!(
        term_to_string(&empty, &ops, &WriteOptions::writeq()),
        "f(\"\",'')"
    );
}

#[test]
fn the_reader_makes_strings_under_the_string_flag_and_codes_for_back_quotes() {
    assert_eq!(read_strings("\"it\"\"s\""), Term::string("it\"s"));
    assert_eq!(
        read_strings("`ab`"),
        Term::list([Term::Int(97), Term::Int(98)])
    );
    assert_eq!(read_strings("\"\""), Term::string(""));
}

proptest! {
    #[test]
    fn writeq_of_a_string_reads_back_as_the_same_string(text in "\\PC*|[\\x00-\\x7f]*") {
        let t = Term::compound("f", vec![Term::string(&text), Term::list([Term::string(&text)])]);
        let written = term_to_string(&t, &OpTable::standard(), &WriteOptions::writeq());
        prop_assert_eq!(read_strings(&written), t);
    }

    #[test]
    fn write_canonical_of_a_string_reads_back(text in "[\\x00-\\x7f]*") {
        let t = Term::string(&text);
        let written = term_to_string(&t, &OpTable::standard(), &WriteOptions::canonical());
        prop_assert_eq!(read_strings(&written), t);
    }
}
