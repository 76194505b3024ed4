//! The `costlog` command-line program.
fn main() {}
