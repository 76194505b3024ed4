% library(error): must_be/2, is_of_type/2 and the error shorthands.
check(Type, X) :-
    catch(( must_be(Type, X), R = ok ), error(E, _), R = E),
    print(Type-R), nl.
main :-
    check(integer, 3), check(integer, a), check(integer, _),
    check(positive_integer, 0), check(positive_integer, 2), check(nonneg, -1), check(nonneg, 0),
    check(atom, 1), check(atomic, f(x)), check(callable, 3), check(boolean, maybe), check(boolean, true),
    check(list, [a|b]), check(list, [a|_]), check(list, [a]), check(list(integer), [1, a]),
    check(list(atom), [a, b]), check(oneof([a, b]), c), check(oneof([a, b]), b),
    check(between(1, 3), 5), check(between(1, 3), 2), check(between(0.0, 1.0), 0.5),
    check(no_such_type, 1), check(var, x), check(pair, a-b), check(pair, ab), check(chars, [a, 1]),
    check(codes, [97, 98]), check(number, 1.5), check(compound, a), check(ground, f(_)),
    ( is_of_type(integer, 3) -> write(yes) ; write(no) ), nl,
    ( is_of_type(list(atom), [a, 1]) -> write(yes) ; write(no) ), nl,
    ( is_of_type(no_such_type, 1) -> write(yes) ; write(no) ), nl,
    catch(type_error(integer, a), error(E1, _), true), print(E1), nl,
    catch(domain_error(positive, -1), error(E2, _), true), print(E2), nl,
    catch(existence_error(file, f), error(E3, _), true), print(E3), nl,
    catch(permission_error(open, source_sink, f), error(E4, _), true), print(E4), nl.
