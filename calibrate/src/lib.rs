//! Calibration of costlog's execution-time cost model (issue 6).
//!
//! `costlog calibrate` measures, on calibration programs that each isolate an
//! aspect of execution, the cost components (steps and the unification
//! components) and the time of every run, fits the time per unit of each
//! component by least squares (Householder QR) for every cost model (subset of
//! components), and writes the constants to a platform file that `analyze` and
//! `verify` read to turn component bounds into execution-time bounds.
#![deny(missing_docs)]

pub mod evaluate;
pub mod fit;
pub mod load;
pub mod measure;
pub mod platform;
pub mod suite;
