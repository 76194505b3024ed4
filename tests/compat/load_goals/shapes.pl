:- module(shapes, [area/2, perimeter/2]).
area(square(S), A) :- A is S*S.
perimeter(square(S), P) :- P is 4*S.
