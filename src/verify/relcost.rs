//! `rel_cost` properties: checked over whole profiled runs of the program's entry
//! goal (`--goal`, an arity-0 `:- entry`, or `main`), after every other property.
//! The profiler measures a centre's share of all its work (cost type `allsols`,
//! what `rel_cost/3` means): a share written with another cost type (`redo`,
//! `sol(2)`, ...) is left `check`, since the whole share says nothing of it.

use super::Item;
use costlog_assertions::{AssertionSet, CompProp, CostType, Kind, Verdict};
use costlog_engine::{Limits, Machine};
use costlog_profiler::relcost::{check, Entry, RelCostCheck, RelCostConfig};
use costlog_profiler::spec::from_declarations;
use num_traits::ToPrimitive;

/// Wall-clock limit of one run of the entry goal.
const ENTRY_TIME_LIMIT_SECS: u64 = 60;

/// Gives every pending `rel_cost` item its verdict.
pub fn check_items(m: &mut Machine, set: &AssertionSet, goal: Option<&str>, items: &mut [Item]) {
    let (pending, by_type): (Vec<usize>, Vec<usize>) = (0..items.len())
        .filter(|i| {
            let it = &items[*i];
            matches!(it.prop, Some(CompProp::RelCost { .. }))
                && !it.trail.is_decided()
                && it.trail.runtime().is_none()
                && it.assertion.status == costlog_assertions::Status::Check
        })
        .partition(|i| {
            matches!(
                items[*i].prop,
                Some(CompProp::RelCost {
                    ctype: CostType::AllSols,
                    ..
                })
            )
        });
    for i in by_type {
        items[i].trail.push(Verdict::untested(
            "the profiler measures a centre's share of all its work (cost type allsols, the default), not of one cost type",
        ));
    }
    if pending.is_empty() {
        return;
    }
    let untested = |items: &mut [Item], why: String| {
        for i in &pending {
            items[*i].trail.push(Verdict::untested(why.clone()));
        }
    };
    let goal_text = match entry_goal(m, set, goal) {
        Some(g) => g,
        None => {
            return untested(
                items,
                "rel_cost needs a whole run: give --goal, or `:- entry Name.` or main/0".into(),
            )
        }
    };
    let goal = match m.parse_goal(&goal_text) {
        Ok(g) => g,
        Err(e) => {
            return untested(
                items,
                format!("entry goal `{goal_text}` does not parse: {e}"),
            )
        }
    };
    let checks: Vec<RelCostCheck> = pending
        .iter()
        .filter_map(|i| {
            let it = &items[*i];
            let Some(CompProp::RelCost {
                approx,
                resource,
                percent,
                ..
            }) = &it.prop
            else {
                return None;
            };
            Some(RelCostCheck {
                centre: format!("{}/{}", it.assertion.pred.0, it.assertion.pred.1),
                approx: *approx,
                resource: resource.clone(),
                percent: percent.to_f64().unwrap_or(f64::NAN),
            })
        })
        .collect();
    m.set_limits(Limits {
        deadline: std::time::Instant::now()
            .checked_add(std::time::Duration::from_secs(ENTRY_TIME_LIMIT_SECS)),
        ..Limits::default()
    });
    let base = from_declarations(set.cost_centers.iter().map(|(d, _, _)| d), &[], false);
    let entry = Entry {
        goal: &goal,
        text: &goal_text,
    };
    let verdicts = check(m, entry, &base, &checks, RelCostConfig::default());
    for (i, v) in pending.iter().zip(verdicts) {
        items[*i].trail.push(v);
    }
}

/// The entry goal: `--goal`, else an arity-0 `:- entry`, else `main` when defined.
fn entry_goal(m: &Machine, set: &AssertionSet, goal: Option<&str>) -> Option<String> {
    if let Some(g) = goal {
        return Some(g.to_string());
    }
    set.assertions
        .iter()
        .find(|a| a.kind == Kind::Entry && a.pred.1 == 0)
        .map(|a| a.pred.0.clone())
        .or_else(|| m.is_defined("main", 0).then(|| "main".to_string()))
}
