//! The Prolog-written library loaded into every machine, in load order: `boot.pl`
//! (control constructs and ISO builtins; system predicates users may not redefine),
//! then the libraries named after SWI-Prolog's (`lists.pl`, `apply.pl`, ...), whose
//! predicates a user program replaces by defining its own.

/// `(file name, text)` of every library file, `boot.pl` first.
pub(crate) const SOURCES: &[(&str, &str)] = &[
    ("boot.pl", include_str!("boot.pl")),
    ("lists.pl", include_str!("lists.pl")),
    ("legacy.pl", include_str!("legacy.pl")),
];
