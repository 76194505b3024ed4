//! TODO(measure): being written.
