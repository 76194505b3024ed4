//! Cost-centre marks shared by the predicate table, the choice-point stack and the
//! profiler (`profiler.rs`): kept apart so that neither `db.rs` nor `state.rs`
//! depends on the profiler.

use crate::profile::{CcId, PathId};

/// `Pred::cc` of predicates that are not cost centres.
pub(crate) const NO_CC: CcId = CcId(u32::MAX);
/// `Pred::cc` of `cost_center/2`: the centre is named by its first argument.
pub(crate) const LITERAL_CC: CcId = CcId(u32::MAX - 1);

/// What a `CcRedo` choice point needs to re-open an activation.
#[derive(Clone, Copy, Debug)]
pub struct CcResume {
    pub(super) centre: CcId,
    pub(super) edge: u32,
    pub(super) path: PathId,
    pub(super) cp_level: u32,
    pub(super) ret_cp: u32,
}
