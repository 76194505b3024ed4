//! TODO(fit): being written.
