//! The reader (being written).
