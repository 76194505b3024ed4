:- module(counter, [next/1, reset/0]).
:- dynamic count/1.
count(0).
next(N) :- retract(count(N0)), N is N0 + 1, assertz(count(N)).
reset :- retractall(count(_)), assertz(count(0)).
