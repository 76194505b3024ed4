//! Cost-centre marks shared by the predicate table and the profiler
//! (`profiler.rs`): kept apart so that `db.rs` does not depend on the profiler.

use crate::profile::CcId;

/// `Pred::cc` of predicates that are not cost centres.
pub(crate) const NO_CC: CcId = CcId(u32::MAX);
/// `Pred::cc` of `cost_center/2`: the centre is named by its first argument.
pub(crate) const LITERAL_CC: CcId = CcId(u32::MAX - 1);
/// `ChoicePoint::cc_redo` of a choice point no cost centre's exit left as its
/// newest (every choice point when it is made).
pub(crate) const NO_REDO: u32 = 0;
