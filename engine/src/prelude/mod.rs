//! The Prolog-written library. `boot.pl` (control constructs and ISO builtins;
//! system predicates users may not redefine) and the list libraries are loaded into
//! every machine; the other libraries, named after SWI-Prolog's, are loaded on the
//! first call of one of their predicates (as SWI autoloads), so they cost nothing
//! at start-up. Library predicates other than `boot.pl`'s are replaced by a user
//! program that defines its own.

/// `(file name, text)` of the files loaded into every machine, `boot.pl` first.
pub(crate) const EAGER: &[(&str, &str)] = &[
    ("boot.pl", include_str!("boot.pl")),
    ("lists.pl", include_str!("lists.pl")),
    ("apply.pl", include_str!("apply.pl")),
    ("pairs.pl", include_str!("pairs.pl")),
];

/// A library file loaded when one of its `autoload` predicates is first called.
pub(crate) struct Lazy {
    /// Prolog text.
    pub text: &'static str,
    /// The predicates whose call loads the file: its public ones, and the private
    /// ones other library files call.
    pub autoload: &'static [(&'static str, u32)],
}

/// The files loaded on demand.
pub(crate) const LAZY: &[Lazy] = &[
    // Attributed variables: the machine calls `'$wakeup'/1` once a binding of one
    // is scheduled, which loads the file then.
    Lazy {
        text: include_str!("attvar.pl"),
        autoload: &[
            ("$wakeup", 1),
            ("copy_term", 3),
            ("$attvars_goals", 2),
            ("$dedup_goals", 2),
        ],
    },
    Lazy {
        text: include_str!("coroutining.pl"),
        autoload: &[
            ("freeze", 2),
            ("frozen", 2),
            ("dif", 2),
            ("when", 2),
            ("?=", 2),
            ("$freeze_hook", 2),
            ("$dif_hook", 2),
            ("$when_hook", 2),
            ("$freeze_goals", 4),
            ("$dif_goals", 3),
            ("$when_goals", 3),
        ],
    },
    Lazy {
        text: include_str!("clpfd.pl"),
        autoload: &[
            ("#=", 2),
            ("#\\=", 2),
            ("#<", 2),
            ("#>", 2),
            ("#=<", 2),
            ("#>=", 2),
            ("#<==>", 2),
            ("#==>", 2),
            ("#<==", 2),
            ("#\\/", 2),
            ("#/\\", 2),
            ("#\\", 2),
            ("#\\", 1),
            ("in", 2),
            ("ins", 2),
            ("fd_var", 1),
            ("fd_dom", 2),
            ("fd_inf", 2),
            ("fd_sup", 2),
            ("fd_size", 2),
            ("all_different", 1),
            ("all_distinct", 1),
            ("sum", 3),
            ("scalar_product", 4),
            ("chain", 2),
            ("tuples_in", 2),
            ("element", 3),
            ("global_cardinality", 2),
            ("global_cardinality", 3),
            ("lex_chain", 1),
            ("circuit", 1),
            ("zcompare", 3),
            ("label", 1),
            ("labeling", 2),
            ("transpose", 2),
            ("$fd_unify_hook", 2),
            ("$fd_goals", 4),
        ],
    },
    Lazy {
        text: include_str!("tabling.pl"),
        autoload: &[("$tbl_call", 1), ("$tbl_consume", 2)],
    },
    Lazy {
        text: include_str!("det.pl"),
        autoload: &[("$", 0), ("$", 1)],
    },
    Lazy {
        text: include_str!("yall.pl"),
        autoload: &[
            (">>", 2),
            (">>", 3),
            (">>", 4),
            (">>", 5),
            (">>", 6),
            (">>", 7),
            (">>", 8),
            (">>", 9),
            ("/", 2),
            ("/", 3),
            ("/", 4),
            ("/", 5),
            ("/", 6),
            ("/", 7),
            ("/", 8),
            ("/", 9),
        ],
    },
    Lazy {
        text: include_str!("error.pl"),
        autoload: &[
            ("must_be", 2),
            ("$must_be", 2),
            ("is_of_type", 2),
            ("type_error", 2),
            ("domain_error", 2),
            ("existence_error", 2),
            ("permission_error", 3),
            ("instantiation_error", 1),
            ("uninstantiation_error", 1),
            ("representation_error", 1),
            ("resource_error", 1),
        ],
    },
    Lazy {
        text: include_str!("option.pl"),
        autoload: &[
            ("option", 2),
            ("option", 3),
            ("select_option", 3),
            ("select_option", 4),
            ("merge_options", 3),
        ],
    },
    Lazy {
        text: include_str!("assoc.pl"),
        autoload: &[
            ("empty_assoc", 1),
            ("get_assoc", 3),
            ("put_assoc", 4),
            ("del_assoc", 4),
            ("del_min_assoc", 4),
            ("del_max_assoc", 4),
            ("list_to_assoc", 2),
            ("ord_list_to_assoc", 2),
            ("assoc_to_list", 2),
            ("assoc_to_keys", 2),
            ("assoc_to_values", 2),
            ("is_assoc", 1),
            ("max_assoc", 3),
            ("min_assoc", 3),
            ("map_assoc", 2),
            ("map_assoc", 3),
            ("$assoc_get", 3),
            ("$assoc_put", 5),
            ("$assoc_del", 5),
            ("$assoc_del_min", 5),
            ("$assoc_del_max", 5),
            ("$assoc_min", 3),
            ("$assoc_max", 3),
            ("$assoc_pairs", 3),
            ("$assoc_map", 2),
            ("$assoc_map", 3),
            ("$assoc_valid", 4),
        ],
    },
    Lazy {
        text: include_str!("rbtrees.pl"),
        autoload: &[
            ("rb_new", 1),
            ("rb_empty", 1),
            ("rb_lookup", 3),
            ("rb_insert", 4),
            ("rb_insert_new", 4),
            ("rb_update", 4),
            ("rb_update", 5),
            ("rb_apply", 4),
            ("rb_delete", 3),
            ("rb_delete", 4),
            ("rb_del_min", 4),
            ("rb_del_max", 4),
            ("rb_min", 3),
            ("rb_max", 3),
            ("rb_next", 4),
            ("rb_previous", 4),
            ("rb_in", 3),
            ("rb_visit", 2),
            ("rb_keys", 2),
            ("rb_size", 2),
            ("rb_map", 2),
            ("rb_map", 3),
            ("rb_partial_map", 4),
            ("rb_fold", 4),
            ("rb_clone", 3),
            ("list_to_rbtree", 2),
            ("ord_list_to_rbtree", 2),
            ("is_rbtree", 1),
        ],
    },
    Lazy {
        text: include_str!("aggregate.pl"),
        autoload: &[
            ("aggregate_all", 3),
            ("aggregate_all", 4),
            ("aggregate", 3),
            ("aggregate", 4),
            ("foreach", 2),
        ],
    },
    Lazy {
        text: include_str!("ordsets.pl"),
        autoload: &[
            ("is_ordset", 1),
            ("ord_empty", 1),
            ("list_to_ord_set", 2),
            ("ord_memberchk", 2),
            ("ord_union", 2),
            ("ord_union", 3),
            ("ord_union", 4),
            ("ord_subtract", 3),
            ("ord_intersection", 2),
            ("ord_intersection", 3),
            ("ord_intersection", 4),
            ("ord_intersect", 2),
            ("ord_disjoint", 2),
            ("ord_symdiff", 3),
            ("ord_add_element", 3),
            ("ord_del_element", 3),
            ("ord_selectchk", 3),
            ("ord_subset", 2),
            ("ord_seteq", 2),
            ("$ord_union", 3),
            ("$ord_subtract", 3),
            ("$ord_intersection", 3),
        ],
    },
    Lazy {
        text: include_str!("ugraphs.pl"),
        autoload: &[
            ("vertices_edges_to_ugraph", 3),
            ("vertices", 2),
            ("edges", 2),
            ("add_vertices", 3),
            ("del_vertices", 3),
            ("add_edges", 3),
            ("del_edges", 3),
            ("ugraph_union", 3),
            ("neighbours", 3),
            ("neighbors", 3),
            ("transpose_ugraph", 2),
            ("compose", 3),
            ("top_sort", 2),
            ("top_sort", 3),
            ("transitive_closure", 2),
            ("reachable", 3),
            ("complement", 2),
        ],
    },
    Lazy {
        text: include_str!("heaps.pl"),
        autoload: &[
            ("empty_heap", 1),
            ("singleton_heap", 3),
            ("add_to_heap", 4),
            ("get_from_heap", 4),
            ("min_of_heap", 3),
            ("min_of_heap", 5),
            ("heap_size", 2),
            ("heap_to_list", 2),
            ("list_to_heap", 2),
            ("merge_heaps", 3),
            ("delete_from_heap", 4),
            ("is_heap", 1),
        ],
    },
    Lazy {
        text: include_str!("plunit.pl"),
        autoload: &[
            ("run_tests", 0),
            ("run_tests", 1),
            ("run_tests", 2),
            ("set_test_options", 1),
        ],
    },
    Lazy {
        text: include_str!("timing.pl"),
        autoload: &[("time", 1)],
    },
    Lazy {
        text: include_str!("counters.pl"),
        autoload: &[
            ("flag", 3),
            ("gensym", 2),
            ("reset_gensym", 1),
            ("reset_gensym", 0),
        ],
    },
    Lazy {
        text: include_str!("solution_sequences.pl"),
        autoload: &[
            ("limit", 2),
            ("offset", 2),
            ("call_nth", 2),
            ("distinct", 1),
            ("distinct", 2),
            ("order_by", 2),
            ("group_by", 4),
        ],
    },
    Lazy {
        text: include_str!("cleanup.pl"),
        autoload: &[
            ("setup_call_catcher_cleanup", 4),
            ("setup_call_cleanup", 3),
            ("call_cleanup", 2),
            ("catch_with_backtrace", 3),
        ],
    },
    Lazy {
        text: include_str!("debug.pl"),
        autoload: &[
            ("debug", 0),
            ("debug", 1),
            ("debug", 3),
            ("nodebug", 0),
            ("nodebug", 1),
            ("debugging", 1),
            ("debugging", 2),
            ("list_debug_topics", 0),
        ],
    },
    Lazy {
        text: include_str!("occurs.pl"),
        autoload: &[
            ("sub_term", 2),
            ("sub_var", 2),
            ("contains_term", 2),
            ("contains_var", 2),
            ("free_of_term", 2),
            ("free_of_var", 2),
            ("occurrences_of_term", 3),
            ("occurrences_of_var", 3),
            ("sub_term_shared_variables", 3),
        ],
    },
    Lazy {
        text: include_str!("compound.pl"),
        autoload: &[("compound_name_arity", 3), ("compound_name_arguments", 3)],
    },
    Lazy {
        text: include_str!("dicts.pl"),
        autoload: &[
            ("is_dict", 1),
            ("is_dict", 2),
            ("dict_pairs", 3),
            ("dict_create", 3),
            ("get_dict", 3),
            ("get_dict", 5),
            ("put_dict", 3),
            ("put_dict", 4),
            ("del_dict", 4),
            ("select_dict", 3),
            (":<", 2),
            (">:<", 2),
            (".", 3),
            ("b_set_dict", 3),
            ("nb_set_dict", 3),
        ],
    },
    Lazy {
        text: include_str!("strings.pl"),
        autoload: &[
            ("string_concat", 3),
            ("sub_string", 5),
            ("string_code", 3),
            ("text_concat", 3),
            ("normalize_space", 2),
            ("atomics_to_string", 2),
            ("atomics_to_string", 3),
            ("term_string", 3),
        ],
    },
    Lazy {
        text: include_str!("random.pl"),
        autoload: &[
            ("random", 1),
            ("random", 3),
            ("random_between", 3),
            ("random_member", 2),
            ("random_select", 3),
            ("random_subseq", 3),
            ("random_permutation", 2),
            ("random_perm2", 4),
            ("randset", 3),
            ("randseq", 3),
            ("random_numlist", 4),
            ("maybe", 0),
            ("maybe", 1),
            ("maybe", 2),
            ("set_random", 1),
        ],
    },
    Lazy {
        text: include_str!("dcg_basics.pl"),
        autoload: &[
            ("blank", 2),
            ("blanks", 2),
            ("white", 2),
            ("whites", 2),
            ("nonblank", 3),
            ("nonblanks", 3),
            ("blanks_to_nl", 2),
            ("eos", 2),
            ("eol", 2),
            ("remainder", 3),
            ("string", 3),
            ("string_without", 4),
            ("alpha_to_lower", 3),
            ("digits", 3),
            ("digit", 3),
            ("integer", 3),
            ("float", 3),
            ("number", 3),
            ("xdigit", 3),
            ("xdigits", 3),
            ("xinteger", 3),
            ("atom", 3),
        ],
    },
    Lazy {
        text: include_str!("listing.pl"),
        autoload: &[
            ("portray_clause", 1),
            ("portray_clause", 2),
            ("portray_clause", 3),
            ("listing", 1),
        ],
    },
    Lazy {
        text: include_str!("limits.pl"),
        autoload: &[
            ("call_with_depth_limit", 3),
            ("call_with_inference_limit", 3),
        ],
    },
    Lazy {
        text: include_str!("dates.pl"),
        autoload: &[
            ("date_time_stamp", 2),
            ("stamp_date_time", 3),
            ("date_time_value", 3),
            ("day_of_the_week", 2),
        ],
    },
    Lazy {
        text: include_str!("quintus.pl"),
        autoload: &[
            ("abs", 2),
            ("sin", 2),
            ("cos", 2),
            ("tan", 2),
            ("log", 2),
            ("log10", 2),
            ("pow", 3),
            ("ceiling", 2),
            ("floor", 2),
            ("round", 2),
            ("sqrt", 2),
            ("acos", 2),
            ("asin", 2),
            ("atan", 2),
            ("atan2", 3),
            ("sign", 2),
            ("genarg", 3),
        ],
    },
    Lazy {
        text: include_str!("thread.pl"),
        autoload: &[
            ("concurrent_maplist", 2),
            ("concurrent_maplist", 3),
            ("concurrent_maplist", 4),
            ("concurrent_forall", 2),
            ("concurrent_forall", 3),
        ],
    },
    Lazy {
        text: include_str!("dcg_high_order.pl"),
        autoload: &[
            ("sequence", 4),
            ("sequence", 5),
            ("sequence", 7),
            ("optional", 4),
            ("foreach", 4),
            ("foreach", 5),
        ],
    },
    Lazy {
        text: include_str!("legacy.pl"),
        autoload: &[("fail_if", 1), ("name", 2)],
    },
    Lazy {
        text: include_str!("records.pl"),
        autoload: &[
            ("clause", 3),
            ("erase", 1),
            ("recorda", 2),
            ("recorda", 3),
            ("recordz", 2),
            ("recordz", 3),
            ("recorded", 2),
            ("recorded", 3),
        ],
    },
    Lazy {
        text: include_str!("findnsols.pl"),
        autoload: &[("findnsols", 4), ("findnsols", 5)],
    },
    Lazy {
        text: include_str!("term_utils.pl"),
        autoload: &[
            ("subsumes", 2),
            ("subsumes_chk", 2),
            ("is_most_general_term", 1),
            ("copy_term", 4),
            ("copy_term_nat", 2),
            ("copy_term_nat", 4),
            ("numbervars", 4),
            ("term_factorized", 3),
        ],
    },
    Lazy {
        text: include_str!("tmp_streams.pl"),
        autoload: &[
            ("tmp_file", 2),
            ("tmp_file_stream", 3),
            ("open_null_stream", 1),
        ],
    },
    // SWI-Prolog libraries its own test suite loads (tests/library).
    Lazy {
        text: include_str!("utf8.pl"),
        autoload: &[("utf8_codes", 3)],
    },
    Lazy {
        text: include_str!("string_lines.pl"),
        autoload: &[
            ("string_lines", 2),
            ("dedent_lines", 3),
            ("indent_lines", 3),
            ("indent_lines", 4),
        ],
    },
    Lazy {
        text: include_str!("readutil.pl"),
        autoload: &[
            ("read_file_to_codes", 3),
            ("read_file_to_string", 3),
            ("read_file_to_terms", 3),
        ],
    },
    Lazy {
        text: include_str!("pio.pl"),
        autoload: &[("phrase_from_file", 2), ("phrase_from_file", 3)],
    },
    Lazy {
        text: include_str!("hashtable.pl"),
        autoload: &[
            ("ht_new", 1),
            ("ht_is_hashtable", 1),
            ("ht_size", 2),
            ("ht_get", 3),
            ("ht_put", 3),
            ("ht_put_new", 3),
            ("ht_put", 5),
            ("ht_update", 4),
            ("ht_del", 3),
            ("ht_gen", 3),
            ("ht_pairs", 2),
            ("ht_keys", 2),
        ],
    },
    Lazy {
        text: include_str!("record.pl"),
        autoload: &[("record", 1), ("current_record", 2)],
    },
    Lazy {
        text: include_str!("main.pl"),
        autoload: &[("argv_options", 3), ("argv_options", 4)],
    },
    Lazy {
        text: include_str!("varnumbers.pl"),
        autoload: &[
            ("numbervars", 1),
            ("varnumbers", 2),
            ("varnumbers", 3),
            ("max_var_number", 3),
            ("varnumbers_names", 3),
        ],
    },
    Lazy {
        text: include_str!("csv.pl"),
        autoload: &[
            ("csv", 3),
            ("csv", 4),
            ("csv_read_file", 2),
            ("csv_read_file", 3),
            ("csv_read_file_row", 3),
            ("csv_write_file", 2),
            ("csv_write_file", 3),
            ("csv_write_stream", 3),
        ],
    },
];

/// Ciao's basic properties as goals: indexed for autoloading only in programs that
/// load one of Ciao's packages ([`CIAO_PACKAGES`]), so that elsewhere `int(X)`
/// stays an unknown procedure as in SWI-Prolog.
pub(crate) const CIAO_PROPS: Lazy = Lazy {
    text: include_str!("ciao_props.pl"),
    autoload: &[
        ("term", 1),
        ("int", 1),
        ("nnegint", 1),
        ("$ciao_posint", 1),
        ("flt", 1),
        ("num", 1),
        ("atm", 1),
        ("struct", 1),
        ("gnd", 1),
        ("gndstr", 1),
        ("constant", 1),
        ("list", 1),
        ("list", 2),
        ("arithexpression", 1),
        ("$ciao_arithexpressions", 1),
        ("$ciao_evaluable", 2),
    ],
};

/// Ciao packages and libraries whose loading makes [`CIAO_PROPS`] callable.
pub(crate) const CIAO_PACKAGES: &[&str] = &[
    "assertions",
    "regtypes",
    "basicprops",
    "basic_props",
    "nativeprops",
    "isomodes",
];

/// The text of every library file.
#[cfg(test)]
pub(crate) fn all_sources() -> impl Iterator<Item = &'static str> {
    EAGER
        .iter()
        .map(|&(_, text)| text)
        .chain(LAZY.iter().chain([&CIAO_PROPS]).map(|l| l.text))
}

/// The operators `use_module(library(clpfd))` defines, as SWI-Prolog's clpfd
/// exports them: `(priority, type, name)`.
const CLPFD_OPS: &[(u16, &str, &str)] = &[
    (760, "yfx", "#<==>"),
    (750, "xfy", "#==>"),
    (750, "yfx", "#<=="),
    (740, "yfx", "#\\/"),
    (730, "yfx", "#\\"),
    (720, "yfx", "#/\\"),
    (710, "fy", "#\\"),
    (700, "xfx", "#>"),
    (700, "xfx", "#<"),
    (700, "xfx", "#>="),
    (700, "xfx", "#=<"),
    (700, "xfx", "#="),
    (700, "xfx", "#\\="),
    (700, "xfx", "in"),
    (700, "xfx", "ins"),
    (450, "xfx", ".."),
];

/// The operator of library(record)'s `:- record Spec` directive.
const RECORD_OPS: &[(u16, &str, &str)] = &[(1150, "fx", "record")];

/// The operators loading library `name` defines (none for most libraries).
pub(crate) fn library_ops(name: &str) -> &'static [(u16, &'static str, &'static str)] {
    match name {
        "clpfd" => CLPFD_OPS,
        "record" => RECORD_OPS,
        _ => &[],
    }
}

#[cfg(test)]
mod tests {
    use super::LAZY;
    use crate::atom::Atom;
    use crate::term::Term;
    use std::collections::BTreeSet;

    /// The predicates a library text defines.
    fn defined(text: &str) -> BTreeSet<(String, u32)> {
        let ops = crate::ops::OpTable::standard();
        let opts = crate::reader::ReadOptions::default();
        let mut p = crate::reader::Parser::new(text);
        let mut out = BTreeSet::new();
        while let Some(item) = p.next_clause(&ops, &opts) {
            let t = item.expect("library clause reads").term;
            let head = match t {
                Term::Compound(f, a) if f == Atom::COLON_DASH && a.len() == 2 => a[0].clone(),
                t => t,
            };
            let (name, arity) = head.functor().expect("callable head");
            out.insert((name.name().to_string(), arity as u32));
        }
        out
    }

    #[test]
    fn autoload_lists_match_the_files() {
        for lazy in LAZY.iter().chain([&super::CIAO_PROPS]) {
            let defs = defined(lazy.text);
            let listed: BTreeSet<(String, u32)> = lazy
                .autoload
                .iter()
                .map(|&(n, a)| (n.to_string(), a))
                .collect();
            let public: BTreeSet<(String, u32)> = defs
                .iter()
                .filter(|(n, _)| !n.starts_with('$'))
                .cloned()
                .collect();
            assert!(listed.is_subset(&defs), "{listed:?} not all defined");
            let private_listed: BTreeSet<_> = listed.difference(&public).collect();
            assert!(
                public.is_subset(&listed),
                "public predicates missing from the autoload list: {:?}",
                public.difference(&listed).collect::<Vec<_>>()
            );
            assert!(private_listed.iter().all(|(n, _)| n.starts_with('$')));
        }
    }
}
