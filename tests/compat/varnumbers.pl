% library(varnumbers): varnumbers/2,3, max_var_number/3, varnumbers_names/3
% and numbervars/1.
:- use_module(library(varnumbers)).
t(G) :- catch((findall(G, G, L), print(L)), error(E, _), print(error(E))), nl.
ok(G) :- ( catch(G, error(E, _), (print(E), nl, fail)) -> writeln(yes) ; writeln(no) ).
main :- ok((T = f('$VAR'(0), '$VAR'(1), '$VAR'(0), '$VAR'('X'), '$VAR'(x), '$VAR'(-1), g('$VAR'(5))), varnumbers(T, C), C = f(A1,B1,C1,_,_,_,g(E1)), var(A1), A1 == C1, A1 \== B1, var(E1))),
  ok((T2 = f('$VAR'(0), '$VAR'(3)), varnumbers(T2, 1, C2), C2 = f(Z2, W2), Z2 == '$VAR'(0), var(W2))), t(max_var_number(f('$VAR'(3), '$VAR'(7), '$VAR'(a)), 0, M)), t(max_var_number(f(a), 2, M2)), t(max_var_number(f('$VAR'(1)), 4, M3)),
  t((T4 = f(X, Y, X), numbervars(T4))), ok((varnumbers(V5, C5), V5 == C5)), t(varnumbers(abc, C6)), ok((varnumbers_names(f('$VAR'('A'), '$VAR'('B'), '$VAR'('A')), C7, B7), C7 = f(P, Q, R), P == R, B7 == ['A'=P, 'B'=Q])),
  t(varnumbers(f('$VAR'(1)), a, C9)),
  ok((T10 = a(_,Y10,Y10), numbervars(T10), varnumbers(T10,1,C10), C10 = a(D1,D2,D3), D1 == '$VAR'(0), var(D2), D2 == D3)).
