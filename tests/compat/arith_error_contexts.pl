% The context of an arithmetic error, as SWI-Prolog 9 gives it: a division by zero
% or an argument of the wrong type or domain names the function, other errors the
% predicate that evaluated; getbit/2 and popcount/1 with their domains.
t(G) :- catch((G -> true ; writeln(failed)), error(F, context(C, _)), (print(F-C), nl)).
main :-
    t(_ is msb(0)), t(_ is 1/0), t(_ is 1 mod 0), t(_ is foo+1),
    t(_ is getbit(-1,2)), t(_ is a), t(_ is 1 << a), t(_ is lsb(0)),
    t(_ is popcount(-1)), t(_ is 1 // 0), t(_ is 1 rem 0), t(_ is 0 ^ -1),
    t(_ is 0 ** -1), t(_ is 1 div 0), t(_ is 1 / 0.0), t(_ is gcd(a,1)),
    t(_ is 1.5 mod 2), t(_ is msb(-3)), t(_ is getbit(5, -1)), t(_ is getbit(-5, 1)),
    t((X is getbit(5, 2), writeln(X))), t((Y is getbit(5, 1), writeln(Y))),
    t((Z is getbit(5, 100), writeln(Z))), t((P is popcount(255), writeln(P))),
    t(_ is cot(0)), t(_ is acos(2)), t(_ is 1.5 >> 1), t(_ is 1 + 1.5 xor 2),
    t(_ is sqrt(-1)).
