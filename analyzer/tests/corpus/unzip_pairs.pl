% unzip_pairs.pl -- a list of pairs K-V split into its keys and its values,
% and the values summed, over a list typed list(Ps, kv_pair) with the regular
% type kv_pair(_-_).
%
%   unzip_kv([], [], []).
%   unzip_kv([K-V|Ps], [K|Ks], [V|Vs]) :- unzip_kv(Ps, Ks, Vs).
%
% One step per pair and one for []: n + 1 exactly. Every element is a pair, so
% the head pattern K-V surely matches: the call surely succeeds.
%
%   kv_vsum([], 0).
%   kv_vsum([_-V|Ps], S) :- kv_vsum(Ps, S0), S is S0 + V.
%
% n + 1 exactly (the values are integers here; is/2 costs no step).
%
%   kv_keys_sum(Ps, S) :- unzip_kv(Ps, _, Vs), kv_lsum(Vs, S).
%   kv_lsum([], 0).
%   kv_lsum([X|Xs], S) :- kv_lsum(Xs, S0), S is S0 + X.
%
% 1 + (n + 1) + (n + 1) = 2n + 3 exactly.

:- regtype digit/1.
digit(0). digit(1). digit(2). digit(3). digit(4).
digit(5). digit(6). digit(7). digit(8). digit(9).

:- regtype kv_pair/1.
kv_pair(K-V) :- digit(K), digit(V).

:- check pred unzip_kv(Ps, Ks, Vs) : (list(Ps, kv_pair), var(Ks), var(Vs))
    + (not_fails, cost(ub, steps, length(Ps) + 1), cost(lb, steps, length(Ps) + 1)).
:- check pred kv_vsum(Ps, S) : (list(Ps, kv_pair), var(S))
    + (cost(ub, steps, length(Ps) + 1), cost(lb, steps, length(Ps) + 1)).
:- check pred kv_keys_sum(Ps, S) : (list(Ps, kv_pair), var(S))
    + (cost(ub, steps, 2*length(Ps) + 3), cost(lb, steps, 2*length(Ps) + 3)).

unzip_kv([], [], []).
unzip_kv([K-V|Ps], [K|Ks], [V|Vs]) :- unzip_kv(Ps, Ks, Vs).

kv_vsum([], 0).
kv_vsum([_-V|Ps], S) :- kv_vsum(Ps, S0), S is S0 + V.

kv_keys_sum(Ps, S) :- unzip_kv(Ps, _, Vs), kv_lsum(Vs, S).

kv_lsum([], 0).
kv_lsum([X|Xs], S) :- kv_lsum(Xs, S0), S is S0 + X.
