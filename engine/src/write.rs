//! The term writer (being written).
