% One builtin call each, on a term of millions of cells made in milliseconds by
% native builtins: each call runs for about a second or more, repeated until the
% time limit fires (on a fast machine a call may end before the limit; the unit
% test in engine/src/machine/interrupt.rs checks that the error comes from inside
% the builtin).
long(B) :- repeat, long_once(B), fail.

% A list of 2^22 character codes, made by doubling an atom.
codes(L) :- double(21, ab, A), atom_codes(A, L).
double(0, A, A) :- !.
double(N, A0, A) :- atom_concat(A0, A0, A1), N1 is N-1, double(N1, A1, A).

% A list of 4,000,000 fresh variables.
vars(L) :- length(L, 4000000).

long_once(copy_term) :- vars(L), copy_term(L, _).
long_once(term_variables) :- vars(L), term_variables(L, _).
long_once(variant) :- vars(L), vars(M), L =@= M.
long_once(unify) :- codes(L), codes(M), L = M.
long_once(equal) :- codes(L), codes(M), L == M.
long_once(compare) :- codes(L), codes(M), compare(_, L, M).
long_once(ground) :- codes(L), ground(L).
long_once(term_hash) :- codes(L), term_hash(L, _).
long_once(write) :- codes(L), open('/dev/null', write, S), write(S, L).
long_once(format) :- codes(L), open('/dev/null', write, S), format(S, "~w", [L]).
long_once(findall) :- vars(L), findall(L, true, _).
long_once(tab) :- open('/dev/null', write, S), tab(S, 100000000000).

% Runaway growth of what the memory limit covers besides the heap.
:- dynamic fact/2.
assert_loop(N) :- assertz(fact(N, [a,b,c,d,e,f,g,h,i,j,k,l,m,n,o,p])), N1 is N+1, assert_loop(N1).
findall_loop :- findall(f(X, [a,b,c,d,e,f,g,h]), between(1, inf, X), _).
output_loop :- with_output_to(string(_), (repeat, write(abcdefghijklmnopqrstuvwxyz), fail)).

caught(G) :- catch(G, error(E, _), true), write(caught(E)), nl.

% After a memory error the machine runs on: facts retracted, work done normally.
after :- retractall(fact(_, _)), double(12, ab, A), atom_codes(A, L), length(L, N),
    copy_term(L, C), C == L, msort([c, a, b], S), write(N-S), nl.
