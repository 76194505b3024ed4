//! Arithmetic evaluation (being written).
