//! TODO(platform): being written.
