//! The Prolog-written library loaded into every machine, in load order: `boot.pl`
//! (control constructs and ISO builtins; system predicates users may not redefine),
//! then the libraries named after SWI-Prolog's (`lists.pl`, `apply.pl`, ...), whose
//! predicates a user program replaces by defining its own.

/// `(file name, text)` of every library file, `boot.pl` first.
pub(crate) const SOURCES: &[(&str, &str)] = &[
    ("boot.pl", include_str!("boot.pl")),
    ("lists.pl", include_str!("lists.pl")),
    ("apply.pl", include_str!("apply.pl")),
    ("pairs.pl", include_str!("pairs.pl")),
    ("yall.pl", include_str!("yall.pl")),
    ("error.pl", include_str!("error.pl")),
    ("option.pl", include_str!("option.pl")),
    ("assoc.pl", include_str!("assoc.pl")),
    ("aggregate.pl", include_str!("aggregate.pl")),
    ("ordsets.pl", include_str!("ordsets.pl")),
    (
        "solution_sequences.pl",
        include_str!("solution_sequences.pl"),
    ),
    ("cleanup.pl", include_str!("cleanup.pl")),
    ("compound.pl", include_str!("compound.pl")),
    ("legacy.pl", include_str!("legacy.pl")),
];
