% Hand-formatted assertions: `--output` changes status words, splits only where
% statuses differ, and keeps this text, the comments and the layout.
:- pred len(L, N)
    : ( list(L),   % the input list
        var(N) )
    + ( cost(eq, steps, length(L) + 1),  % proved
        not_fails ).
:- check pred len2(L, N) : (list(L), var(N)) + (not_fails, cost(ub, steps, 1), is_det) # "two of three".
:- check success len(L, N) : list(L) => int(N).
:- checked pred len(L, N) + is_det.

len([], 0).
len([_|T], N) :- len(T, M), N is M + 1.   % trailing comment

len2(L, N) :- len(L, N).
