//! The report layer: everything the binary writes for people and tools, one file
//! per format. The libraries return typed data (verdicts, bounds, profiles); only
//! this layer chooses field names and syntax.
//!
//! - verify: [`text`], [`json`], [`sarif`], [`junit`] (words shared in [`verdicts`]);
//! - analyze: [`json`] (its text is the analyser's `true pred` assertions);
//! - profile: [`profile_text`], [`profile_json`], [`folded`], [`speedscope`], [`pprof`], [`callgrind`],
//!   chosen by [`export`], all reading a [`profile_view::ProfileView`];
//! - calibrate: [`calibrate_text`], [`calibrate_json`];
//! - [`diagnostic`]: diagnostics drawn with ariadne for the terminal ([`excerpt`] cuts
//!   long lines to a window around the span);
//! - [`codes`]: the registry of diagnostic codes behind `costlog explain`.

pub mod calibrate_json;
pub mod calibrate_text;
pub mod callgrind;
pub mod codes;
pub mod diagnostic;
pub mod excerpt;
pub mod export;
pub mod folded;
pub mod json;
pub mod junit;
pub mod pprof;
pub mod profile_json;
pub mod profile_text;
pub mod profile_view;
pub mod sarif;
pub mod speedscope;
pub mod text;
pub mod verdicts;
