% op/3 and writeq/print of operator terms: priorities, associativity, spacing,
% prefix minus, operators as atoms, removing an operator.
:- op(700, xfx, ===>).
:- op(200, xfy, ^^).
:- op(900, fy, ~).
:- op(100, yf, @@).
main :-
    forall(member(T, [a ===> b, (a ===> b) ===> c, a ^^ b ^^ c, (a ^^ b) ^^ c, ~ ~ a, ~ (a, b), - (1), -(-(1)), - a, -(-(a)),
                      1 - (-1), 1 - (- a), a = (\+ b), \+ (a, b), f(:-, -), [-], - (1 + 2), (a :- b, c ; d -> e), f((a, b)),
                      f((:- a)), (a , b) = c, x @@, 2 ** -1, 1 + 2 * 3 - 4, (1 + 2) * 3, -(2) ^ 2, - (2 ^ 2), a- - b,
                      [a|b], {x, y}, '{}'(x), f(;), (;), [], f(','), 'hello'(world), - - - a, \ \ a, 1 rdiv 2, p :- q]),
           ( writeq(T), nl )),
    X = (a ===> b), X =.. L, writeq(L), nl,
    op(0, xfx, ===>), writeq(a ===> b), nl,
    catch(op(1201, xfx, foo), error(E1, _), (print(E1), nl)),
    catch(op(700, bad, foo), error(E2, _), (print(E2), nl)),
    catch(op(700, xfx, ','), error(E3, _), (print(E3), nl)),
    catch(op(_, xfx, foo), error(E4, _), (print(E4), nl)),
    findall(P-Ty, current_op(P, Ty, ^^), L2), writeq(L2), nl,
    findall(P-Ty, current_op(P, Ty, -), L3), msort(L3, L3s), writeq(L3s), nl.
