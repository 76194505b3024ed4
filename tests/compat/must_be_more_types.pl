% library(error): must_be/2 and is_of_type/2 with the types rational, string,
% encoding and type, and the errors of the others.
:- use_module(library(error)).
t(G) :- catch((G -> print(yes) ; print(no)), error(E, _), print(error(E))), nl.
main :- X is 1 rdiv 3, t(must_be(rational, X)), t(must_be(rational, 1.5)), t(must_be(rational, a(_))), t(must_be(rational, 1)), t(must_be(rational, rdiv(x,2))), t(must_be(rational, _)), t(is_of_type(rational, X)), t(is_of_type(rational, f(_))), t(rational(X)),
  t(must_be(encoding, utf8)), t(must_be(encoding, foo)), t(must_be(cycle, a)), t(must_be(acyclic, a)), t(must_be(list(integer), [1|x])), t(must_be(type, integer)), t(must_be(type, foo)), t(must_be(order, <)), t(must_be(order,x)), t(must_be(pair, a-b)), t(must_be(proper_list, [a])),
  t(must_be(list_or_partial_list, [a|_])), t(must_be(negative_integer, -1)),t(must_be(nonneg, -1)), t(must_be(positive_integer, 0)), t(must_be(symbol, a)), t(must_be(compound, f(x))), t(must_be(constant, a)), t(must_be(number, a)), t(must_be(string, "a")), t(must_be(dict, a)), t(must_be(rational, 1r3)).
