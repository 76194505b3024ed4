% dates.pl: SWI-Prolog's date and time predicates over time stamps (floats of
% seconds since 1970-01-01 UTC) and dates date(Y, M, D, H, Mn, S, Off, TZ, DST),
% Off in seconds west of UTC; the calendar arithmetic is builtins/dates.rs.

% date_time_stamp(+Date, -Stamp): date/9 (an unbound Off is the local zone's) or
% date/3 (local midnight); out-of-range fields carry over.
date_time_stamp(Date, Stamp) :-
    '$date_fields'(Date, Y, M, D, H, Mn, S, Off),
    '$error_names'(date_time_stamp/2, '$date_to_stamp'(Y, M, D, H, Mn, S, Off, Stamp)).

'$date_fields'(Date, _, _, _, _, _, _, _) :-
    var(Date),
    !,
    throw(error(instantiation_error, context(system:date_time_stamp/2, _))).
'$date_fields'(date(Y, M, D, H, Mn, S, Off, _, _), Y, M, D, H, Mn, S, Off) :- !.
'$date_fields'(date(Y, M, D), Y, M, D, 0, 0, 0, _) :- !.
'$date_fields'(Date, _, _, _, _, _, _, _) :-
    throw(error(type_error(time, Date), context(system:date_time_stamp/2, _))).

% stamp_date_time(+Stamp, -Date, +TimeZone): TimeZone is 'UTC', local (also when
% unbound) or an offset in seconds west of UTC.
stamp_date_time(Stamp, Date, TimeZone) :-
    (   var(Stamp)
    ->  throw(error(instantiation_error, context(system:stamp_date_time/3, _)))
    ;   number(Stamp)
    ->  true
    ;   throw(error(type_error(float, Stamp), context(system:stamp_date_time/3, _)))
    ),
    '$date_zone'(TimeZone, Stamp, Off, Name, DST),
    '$error_names'(stamp_date_time/3, '$stamp_to_date'(Stamp, Off, Y, M, D, H, Mn, S)),
    Date = date(Y, M, D, H, Mn, S, Off, Name, DST).

'$date_zone'(TimeZone, Stamp, Off, Name, DST) :-
    (   var(TimeZone)
    ->  TimeZone = local,
        '$local_zone'(Stamp, Off, Name, DST)
    ;   TimeZone == 'UTC'
    ->  Off = 0, Name = 'UTC', DST = (-)
    ;   TimeZone == local
    ->  '$local_zone'(Stamp, Off, Name, DST)
    ;   integer(TimeZone)
    ->  Off = TimeZone, Name = (-), DST = (-)
    ;   throw(error(domain_error(timezone, TimeZone), context(system:stamp_date_time/3, _)))
    ).

% date_time_value(?Key, +Date, ?Value): the fields of a date/9 by name, then
% date(Y, M, D) and time(H, Mn, S); fields whose value is `-` have none.
date_time_value(Key, Date, Value) :-
    Date = date(Y, M, D, H, Mn, S, Off, TZ, DST),
    '$date_key'(Key, Value, date(Y, M, D, H, Mn, S, Off, TZ, DST)),
    Value \== (-).

'$date_key'(year, Y, date(Y, _, _, _, _, _, _, _, _)).
'$date_key'(month, M, date(_, M, _, _, _, _, _, _, _)).
'$date_key'(day, D, date(_, _, D, _, _, _, _, _, _)).
'$date_key'(hour, H, date(_, _, _, H, _, _, _, _, _)).
'$date_key'(minute, Mn, date(_, _, _, _, Mn, _, _, _, _)).
'$date_key'(second, S, date(_, _, _, _, _, S, _, _, _)).
'$date_key'(utc_offset, Off, date(_, _, _, _, _, _, Off, _, _)).
'$date_key'(time_zone, TZ, date(_, _, _, _, _, _, _, TZ, _)).
'$date_key'(daylight_saving, DST, date(_, _, _, _, _, _, _, _, DST)).
'$date_key'(date, date(Y, M, D), date(Y, M, D, _, _, _, _, _, _)).
'$date_key'(time, time(H, Mn, S), date(_, _, _, H, Mn, S, _, _, _)).

% day_of_the_week(+Date, -Day): 1 for Monday to 7 for Sunday.
day_of_the_week(date(Y, M, D), Day) :-
    '$date_to_stamp'(Y, M, D, 0, 0, 0, 0, Stamp),
    Day is (floor(Stamp / 86400) + 3) mod 7 + 1.
