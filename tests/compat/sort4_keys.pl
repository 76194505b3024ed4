% sort/4 with SWI-Prolog 9's key specs: 0, an argument position, a dict key, a
% list of positions and dict keys (a path into the element), and each error.
e(G) :- catch((G -> R = yes(G) ; R = no), error(E, _), R = E), show(R).
show(T) :- \+ \+ ( numbervars(T, 0, _), print(T) ), nl.

main :-
    e(sort(0, @>=, [1,2,2,3], _)),
    e(sort(1, @<, [c(1),a(2),a(2),a(3)], _)),
    e(sort([1], @=<, [c(1),b(2),a(2),a(3)], _)),
    e(sort([1,1], @<, [c(t(1),x),b(t(2),x),a(t(2),x),a(t(3),x)], _)),
    e(sort([2,1], @>, [f(a, g(2)), f(b, g(1)), f(c, g(3))], _)),
    e(sort(a, @<, [_{a:2, b:1}, _{a:1, b:2}], _)),
    e(sort([1,a], @<, [p(_{a:1}), p(_{a:0})], _)),
    e(sort([a,2], @<, [_{a:f(x,2)}, _{a:f(y,1)}], _)),
    e(sort(a(1), @<, [1,2,2,3], _)),
    e(sort(1.0, @<, [a(1)], _)),
    e(sort([1|_], @<, [a(1)], _)),
    e(sort([1|x], @<, [a(1)], _)),
    e(sort([1,f(x)], @<, [a(1)], _)),
    e(sort(_, @<, [1], _)),
    e(sort([1,_], @<, [a(b)], _)),
    e(sort(-1, @<, [a(1)], _)),
    e(sort([0], @<, [a(1)], _)),
    e(sort([1,-2], @<, [a(b(1))], _)),
    e(sort(0, 1, [1], _)),
    e(sort(0, _, [1], _)),
    e(sort(1, @<, [1], _)),
    e(sort(2, @<, [a(1)], _)),
    e(sort([1,2], @<, [a(b(1))], _)),
    e(sort(a, @<, [_{a:1}, x{b:2}], _)),
    e(sort(a, @<, [a(1), a(2)], _)),
    e(sort([1,a], @<, [f(x)], _)),
    e(sort([1,f(x)], @<, [], _)),
    e(sort([_], @<, [a], _)),
    e(sort(a, @<, [x], _)),
    e(sort([a], @<, [_], _)),
    e(sort(1, @<, [_], _)),
    e(sort([0.5], @<, [a(1)], _)).
