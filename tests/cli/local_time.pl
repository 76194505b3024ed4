% The local zone's answers of the date predicates, under the TZ the test sets.
local_dates :-
    stamp_date_time(0, D1, local), print(D1), nl,
    stamp_date_time(1300000000, D2, local), print(D2), nl,
    date_time_stamp(date(2011,4,25), S3), print(S3), nl,
    date_time_stamp(date(2011,7,1,12,0,0,_,-,-), S4), print(S4), nl.
