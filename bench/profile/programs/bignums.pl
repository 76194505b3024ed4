% bignums.pl -- computes 13^16000 twice, by a repeated-multiplication loop
% and by exponentiation by squaring, and checks both results agree.

main :-
    once(bignums).

bignums :-
    pow_loop(13, 16000, 1, P1),
    pow_square(13, 16000, P2),
    P1 =:= P2.

% pow_loop(+Base, +Exp, +Acc, -Power): Power is Acc * Base^Exp.
pow_loop(_, 0, Acc, Acc) :- !.
pow_loop(B, N, Acc, P) :-
    Acc1 is Acc * B,
    N1 is N - 1,
    pow_loop(B, N1, Acc1, P).

% pow_square(+Base, +Exp, -Power): exponentiation by squaring.
pow_square(_, 0, 1) :- !.
pow_square(B, N, P) :-
    N mod 2 =:= 0, !,
    H is N // 2,
    pow_square(B, H, Q),
    P is Q * Q.
pow_square(B, N, P) :-
    N1 is N - 1,
    pow_square(B, N1, Q),
    P is Q * B.
