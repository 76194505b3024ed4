//! TODO(suite): being written.
