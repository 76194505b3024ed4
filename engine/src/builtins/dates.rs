//! The calendar arithmetic under SWI-Prolog's date and time predicates
//! (`prelude/dates.pl`: `date_time_stamp/2`, `stamp_date_time/3`, ...): a time stamp
//! is a float of seconds since 1970-01-01T00:00:00 UTC, a date nine fields whose
//! offset counts seconds west of UTC. Out-of-range fields (month 13, day 0, hour 25)
//! carry over, as SWI-Prolog normalises them.

use super::{inst_error, representation_error, type_error};
use crate::arith::to_f64;
use crate::atom::Atom;
use crate::machine::cell::Cell;
use crate::machine::{BResult, Machine, Signal};
use chrono::{Datelike, NaiveDate};

pub(super) fn register(m: &mut Machine) {
    m.register_builtin("$date_to_stamp", 8, date_to_stamp);
    m.register_builtin("$stamp_to_date", 8, stamp_to_date);
    m.register_builtin("$local_zone", 4, local_zone);
}

const SECONDS_A_DAY: f64 = 86_400.0;

/// Days from 1970-01-01 to the first of `month` (any integer, carried into the
/// year) of `year`; `None` beyond the calendar's range.
fn days_to_month(year: i64, month: i64) -> Option<i64> {
    let months = year.checked_mul(12)?.checked_add(month - 1)?;
    let first = NaiveDate::from_ymd_opt(
        i32::try_from(months.div_euclid(12)).ok()?,
        u32::try_from(months.rem_euclid(12) + 1).ok()?,
        1,
    )?;
    Some(i64::from(first.num_days_from_ce()) - i64::from(epoch().num_days_from_ce()))
}

fn epoch() -> NaiveDate {
    NaiveDate::default()
}

/// The stamp of a date's fields: year, month, day, hour, minute (integers),
/// seconds (a number) and the offset in seconds west of UTC.
pub(crate) fn stamp_of(fields: [i64; 5], seconds: f64, offset: i64) -> Option<f64> {
    let [year, month, day, hour, minute] = fields;
    let days = days_to_month(year, month)?
        .checked_add(day)?
        .checked_sub(1)?;
    let in_day = hour
        .checked_mul(3600)?
        .checked_add(minute.checked_mul(60)?)?
        .checked_add(offset)?;
    Some((days as f64) * SECONDS_A_DAY + in_day as f64 + seconds)
}

/// The fields of a stamp seen at `offset` seconds west of UTC: year, month, day,
/// hour, minute, and the seconds as a float.
pub(crate) fn date_of(stamp: f64, offset: i64) -> Option<([i64; 5], f64)> {
    let local = stamp - offset as f64;
    let days = (local / SECONDS_A_DAY).floor();
    let in_day = local - days * SECONDS_A_DAY;
    let date = epoch().checked_add_signed(chrono::TimeDelta::try_days(days as i64)?)?;
    let hour = (in_day / 3600.0).floor();
    let minute = ((in_day - hour * 3600.0) / 60.0).floor();
    let seconds = in_day - hour * 3600.0 - minute * 60.0;
    let fields = [
        i64::from(date.year()),
        i64::from(date.month()),
        i64::from(date.day()),
        hour as i64,
        minute as i64,
    ];
    Some((fields, seconds))
}

fn out_of_range() -> Signal {
    representation_error("date")
}

/// A number argument as a float (`stamp_date_time/3` calls a non-number a bad float).
fn float_arg(m: &Machine, i: usize) -> Result<f64, Signal> {
    match m.arg(i) {
        Cell::Ref(_) => Err(inst_error()),
        c => match m.cell_number(c) {
            Some(n) => Ok(to_f64(&n)),
            None => Err(type_error(m, "float", c)),
        },
    }
}

/// `'$date_to_stamp'(Y, M, D, H, Mn, S, Off, Stamp)`; an unbound Off is the local
/// zone's offset at that time.
fn date_to_stamp(m: &mut Machine) -> BResult {
    let mut fields = [0; 5];
    for (i, f) in fields.iter_mut().enumerate() {
        *f = m.int_arg(i)?;
    }
    let seconds = float_arg(m, 5)?;
    let stamp = match m.arg(6) {
        Cell::Ref(_) => {
            let at_utc = stamp_of(fields, seconds, 0).ok_or_else(out_of_range)?;
            let offset = local_offset(at_utc).map_or(0, |z| z.offset);
            stamp_of(fields, seconds, offset)
        }
        _ => stamp_of(fields, seconds, m.int_arg(6)?),
    }
    .ok_or_else(out_of_range)?;
    Ok(m.unify_arg(7, Cell::Float(stamp)))
}

/// `'$stamp_to_date'(Stamp, Off, Y, M, D, H, Mn, S)`.
fn stamp_to_date(m: &mut Machine) -> BResult {
    let stamp = float_arg(m, 0)?;
    let offset = m.int_arg(1)?;
    let (fields, seconds) = date_of(stamp, offset).ok_or_else(out_of_range)?;
    for (i, f) in fields.iter().enumerate() {
        if !m.unify_arg(2 + i, Cell::Int(*f)) {
            return Ok(false);
        }
    }
    Ok(m.unify_arg(7, Cell::Float(seconds)))
}

/// The local time zone at a moment, as the C library knows it.
struct LocalZone {
    /// Seconds west of UTC.
    offset: i64,
    name: String,
    daylight_saving: bool,
}

fn local_offset(stamp: f64) -> Option<LocalZone> {
    let t = stamp.floor() as libc::time_t;
    // SAFETY: localtime_r writes only into `tm`, which outlives the call; a null
    // result (a time it cannot represent) is checked before `tm` is read.
    let mut tm: libc::tm = unsafe { std::mem::zeroed() };
    let filled = unsafe { libc::localtime_r(&t, &mut tm) };
    if filled.is_null() {
        return None;
    }
    let name = if tm.tm_zone.is_null() {
        String::from("-")
    } else {
        // SAFETY: a non-null tm_zone points at a NUL-terminated string of the C library.
        unsafe { std::ffi::CStr::from_ptr(tm.tm_zone) }
            .to_string_lossy()
            .into_owned()
    };
    Some(LocalZone {
        offset: -(tm.tm_gmtoff as i64),
        name,
        daylight_saving: tm.tm_isdst > 0,
    })
}

/// `'$local_zone'(Stamp, Off, Name, DST)`: the local zone at Stamp.
fn local_zone(m: &mut Machine) -> BResult {
    let stamp = float_arg(m, 0)?;
    let zone = local_offset(stamp).unwrap_or(LocalZone {
        offset: 0,
        name: String::from("UTC"),
        daylight_saving: false,
    });
    let dst = Atom::new(if zone.daylight_saving {
        "true"
    } else {
        "false"
    });
    Ok(m.unify_arg(1, Cell::Int(zone.offset))
        && m.unify_arg(2, Cell::Atom(Atom::new(&zone.name)))
        && m.unify_arg(3, Cell::Atom(dst)))
}

#[cfg(test)]
mod tests {
    use super::{date_of, stamp_of};

    #[test]
    fn stamps_and_dates_invert_each_other_and_fields_carry_over() {
        assert_eq!(stamp_of([2011, 4, 25, 0, 0], 0.0, 0), Some(1_303_689_600.0));
        assert_eq!(
            stamp_of([2011, 4, 25, 0, 0], 0.0, 3600),
            Some(1_303_693_200.0)
        );
        let carried = stamp_of([2011, 13, 32, 25, 61], 61.5, 0).unwrap();
        assert_eq!(carried, 1_328_148_121.5);
        assert_eq!(date_of(carried, 0), Some(([2012, 2, 2, 2, 2], 1.5)));
        assert_eq!(date_of(-1.0, 0), Some(([1969, 12, 31, 23, 59], 59.0)));
        assert_eq!(date_of(1e9 + 0.5, 3600), Some(([2001, 9, 9, 0, 46], 40.5)));
        assert_eq!(stamp_of([i64::MAX / 12, 1, 1, 0, 0], 0.0, 0), None);
        assert_eq!(stamp_of([2000, 1, 1, i64::MAX, 0], 0.0, 0), None);
        assert_eq!(stamp_of([2000, 1, i64::MAX, 0, 0], 0.0, 0), None);
    }
}
