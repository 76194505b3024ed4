//! format/2 (being written).
