//! A cached trail as JSON: every verdict with its evidence, numbers as the bits
//! of their `f64` (a decimal round trip could change the last digit a report
//! prints). Decoding is total: anything unexpected is `None`, an entry to
//! ignore, never a panic.

use crate::report::verdicts::status_word;
use costlog_assertions::{
    CallSite, Counterexample, Evidence, Observation, Origin, Status, Trail, Verdict,
};
use serde_json::{json, Value};

/// The entry format; an entry of another format is ignored.
const FORMAT: u64 = 1;

/// The entry stored under `key`: the trails of a group of properties.
pub fn encode(key: &str, trails: &[Trail]) -> String {
    let trails: Vec<Value> = trails
        .iter()
        .map(|t| Value::Array(t.verdicts().map(verdict).collect()))
        .collect();
    json!({ "format": FORMAT, "key": key, "trails": trails }).to_string()
}

/// The trails of an entry read under `key`; `None` when the entry is not one
/// (corrupt, truncated, another format, or stored under another key).
pub fn decode(key: &str, text: &str) -> Option<Vec<Trail>> {
    let v: Value = serde_json::from_str(text).ok()?;
    if v.get("format")?.as_u64()? != FORMAT || v.get("key")?.as_str()? != key {
        return None;
    }
    v.get("trails")?.as_array()?.iter().map(untrail).collect()
}

fn untrail(v: &Value) -> Option<Trail> {
    let mut verdicts = v.as_array()?.iter().map(unverdict);
    let mut trail = Trail::new(verdicts.next()??);
    for next in verdicts {
        trail.push(next?);
    }
    Some(trail)
}

fn status_of(name: &str) -> Option<Status> {
    [
        Status::Check,
        Status::Checked,
        Status::False,
        Status::Trust,
        Status::True,
        Status::Obs,
    ]
    .into_iter()
    .find(|s| status_word(*s) == name)
}

fn origin_name(o: Origin) -> &'static str {
    match o {
        Origin::Static => "static",
        Origin::Runtime => "runtime",
        Origin::Written => "written",
    }
}

fn origin_of(name: &str) -> Option<Origin> {
    [Origin::Static, Origin::Runtime, Origin::Written]
        .into_iter()
        .find(|o| origin_name(*o) == name)
}

fn float(x: f64) -> Value {
    json!(x.to_bits())
}

fn unfloat(v: &Value) -> Option<f64> {
    v.as_u64().map(f64::from_bits)
}

fn opt<T>(x: &Option<T>, f: impl Fn(&T) -> Value) -> Value {
    x.as_ref().map_or(Value::Null, f)
}

fn unopt<T>(v: &Value, f: impl Fn(&Value) -> Option<T>) -> Option<Option<T>> {
    if v.is_null() {
        Some(None)
    } else {
        f(v).map(Some)
    }
}

fn text(v: &Value, field: &str) -> Option<String> {
    v.get(field)?.as_str().map(str::to_string)
}

fn count(v: &Value, field: &str) -> Option<usize> {
    usize::try_from(v.get(field)?.as_u64()?).ok()
}

fn verdict(v: &Verdict) -> Value {
    json!({
        "status": status_word(v.status),
        "origin": origin_name(v.origin),
        "evidence": evidence(&v.evidence),
    })
}

fn unverdict(v: &Value) -> Option<Verdict> {
    Some(Verdict {
        status: status_of(v.get("status")?.as_str()?)?,
        origin: origin_of(v.get("origin")?.as_str()?)?,
        evidence: unevidence(v.get("evidence")?)?,
    })
}

fn evidence(e: &Evidence) -> Value {
    match e {
        Evidence::Analysis(s) => json!({ "analysis": s }),
        Evidence::Counterexample(c) => json!({ "counterexample": {
            "goal": c.goal,
            "shape": c.shape,
            "sizes": c.sizes.iter().map(|(n, x)| json!([n, float(*x)])).collect::<Vec<_>>(),
            "observed": float(c.observed),
            "bound": opt(&c.bound, |b| float(*b)),
            "note": c.note,
        }}),
        Evidence::Observation(o) => json!({ "observation": {
            "runs": o.runs,
            "largest_size": o.largest_size,
            "max_ratio": opt(&o.max_ratio, |r| float(*r)),
            "summary": o.summary,
            "errors": opt(&o.errors, |(n, first)| json!([n, first])),
            "stated": opt(&o.stated, |s| json!(s)),
            "contested": o.contested,
        }}),
        Evidence::Untested(s) => json!({ "untested": s }),
        Evidence::Written => json!("written"),
        Evidence::CallSite(c) => json!({ "call_site": {
            "file": c.file,
            "path": c.path,
            "span": [c.span.start, c.span.end],
            "line": c.line,
            "note": c.note,
        }}),
        Evidence::Assumed(s) => json!({ "assumed": s }),
    }
}

fn unevidence(v: &Value) -> Option<Evidence> {
    if v.as_str() == Some("written") {
        return Some(Evidence::Written);
    }
    let (kind, body) = v.as_object()?.iter().next()?;
    Some(match kind.as_str() {
        "analysis" => Evidence::Analysis(body.as_str()?.to_string()),
        "untested" => Evidence::Untested(body.as_str()?.to_string()),
        "assumed" => Evidence::Assumed(body.as_str()?.to_string()),
        "counterexample" => Evidence::Counterexample(Counterexample {
            goal: text(body, "goal")?,
            shape: text(body, "shape")?,
            sizes: body
                .get("sizes")?
                .as_array()?
                .iter()
                .map(|p| Some((p.get(0)?.as_str()?.to_string(), unfloat(p.get(1)?)?)))
                .collect::<Option<_>>()?,
            observed: unfloat(body.get("observed")?)?,
            bound: unopt(body.get("bound")?, unfloat)?,
            note: text(body, "note")?,
        }),
        "observation" => Evidence::Observation(Observation {
            runs: count(body, "runs")?,
            largest_size: count(body, "largest_size")?,
            max_ratio: unopt(body.get("max_ratio")?, unfloat)?,
            summary: text(body, "summary")?,
            errors: unopt(body.get("errors")?, |e| {
                Some((
                    usize::try_from(e.get(0)?.as_u64()?).ok()?,
                    e.get(1)?.as_str()?.to_string(),
                ))
            })?,
            stated: unopt(body.get("stated")?, |s| s.as_str().map(str::to_string))?,
            contested: body.get("contested")?.as_bool()?,
        }),
        "call_site" => {
            let span = body.get("span")?;
            let at = |i: usize| usize::try_from(span.get(i)?.as_u64()?).ok();
            Evidence::CallSite(CallSite {
                file: u32::try_from(body.get("file")?.as_u64()?).ok()?,
                path: text(body, "path")?,
                span: at(0)?..at(1)?,
                line: count(body, "line")?,
                note: text(body, "note")?,
            })
        }
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn trail() -> Trail {
        let mut t = Trail::new(Verdict::written(Status::Check));
        t.push(Verdict::analysed(Status::Check, "no finite upper bound"));
        t.push(Verdict::refuted(Counterexample {
            goal: "p([1,2],_0)".into(),
            shape: "sorted".into(),
            sizes: vec![("length(A)".into(), 0.1 + 0.2)],
            observed: 7.0,
            bound: None,
            note: "observed 7".into(),
        }));
        t.push(Verdict::observed(Observation {
            runs: 3,
            largest_size: 256,
            max_ratio: Some(f64::NAN),
            summary: "3 runs".into(),
            errors: Some((2, "Unknown procedure: q/0".into())),
            stated: None,
            contested: true,
        }));
        t.push(Verdict::refuted_at(CallSite {
            file: 1,
            path: "a.pl".into(),
            span: 10..20,
            line: 3,
            note: "not a list".into(),
        }));
        t.push(Verdict::assumed("entry"));
        t.push(Verdict::untested("why"));
        t
    }

    #[test]
    fn round_trip_is_exact() {
        let t = trail();
        let two = decode("k", &encode("k", &[t.clone(), t.clone()])).expect("decodes");
        assert_eq!(two.len(), 2);
        let back = two[1].clone();
        // NaN is not equal to itself: compare the printed forms and the bits.
        assert_eq!(format!("{back:?}"), format!("{t:?}"));
        let ratio = back
            .verdicts()
            .nth(3)
            .and_then(|v| v.observation()?.max_ratio);
        assert!(ratio.is_some_and(f64::is_nan));
        let size = back
            .verdicts()
            .nth(2)
            .and_then(|v| Some(v.counterexample()?.sizes[0].1));
        assert_eq!(size.map(f64::to_bits), Some((0.1f64 + 0.2).to_bits()));
    }

    #[test]
    fn bad_entries_are_none() {
        let good = encode("k", &[trail()]);
        assert!(decode("other", &good).is_none(), "stored under another key");
        for cut in [0, 1, good.len() / 2, good.len() - 1] {
            assert!(decode("k", &good[..cut]).is_none(), "truncated at {cut}");
        }
        assert!(decode("k", "").is_none());
        assert!(decode("k", "\u{0}\u{1}garbage").is_none());
        let other_format = good.replace("\"format\":1", "\"format\":2");
        assert!(decode("k", &other_format).is_none());
        let bad_status = good
            .replace("\"checked\"", "\"maybe\"")
            .replace("\"false\"", "\"maybe\"");
        assert!(decode("k", &bad_status).is_none());
        let empty = r#"{"format":1,"key":"k","trails":[[]]}"#;
        assert!(decode("k", empty).is_none(), "a trail is never empty");
    }
}
