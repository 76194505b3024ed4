% primes: sieve of Eratosthenes on a list of integers 2..10000 (removing the
% multiples of each prime p while p*p =< 10000); there are 1229 primes below
% 10000.  Repeated.

bench :-
    primes_repeat(50).

primes_repeat(0) :- !.
primes_repeat(N) :-
    primes_upto(10000, Ps),
    primes_count(Ps, 0, C),
    C =:= 1229,
    N1 is N - 1,
    primes_repeat(N1).

primes_upto(Max, Ps) :-
    primes_ints(2, Max, Ns),
    primes_sieve(Ns, Max, Ps).

primes_ints(I, Max, []) :- I > Max, !.
primes_ints(I, Max, [I|Is]) :-
    I1 is I + 1,
    primes_ints(I1, Max, Is).

primes_sieve([], _, []).
primes_sieve([P|Xs], Max, [P|Ps]) :-
    (   P * P > Max
    ->  Ps = Xs
    ;   primes_remove(Xs, P, Ys),
        primes_sieve(Ys, Max, Ps)
    ).

primes_remove([], _, []).
primes_remove([X|Xs], P, Ys) :-
    (   X mod P =:= 0
    ->  Ys = Ys1
    ;   Ys = [X|Ys1]
    ),
    primes_remove(Xs, P, Ys1).

primes_count([], C, C).
primes_count([_|T], C0, C) :-
    C1 is C0 + 1,
    primes_count(T, C1, C).
