% library(aggregate): aggregate_all/3,4.
p(a, 3). p(b, 1). p(c, 3). p(d, 2).
main :-
    aggregate_all(count, p(_, _), C), write(C), nl,
    aggregate_all(sum(V), p(_, V), S), write(S), nl,
    aggregate_all(max(V), p(_, V), Max), aggregate_all(min(V), p(_, V), Min), write(Max/Min), nl,
    aggregate_all(max(V, K), p(K, V), MaxW), aggregate_all(min(V, K), p(K, V), MinW), write(MaxW/MinW), nl,
    aggregate_all(bag(V), p(_, V), B), aggregate_all(set(V), p(_, V), St), write(B/St), nl,
    aggregate_all(count, fail, C0), aggregate_all(sum(X), fail, S0), write(C0/S0), nl,
    ( aggregate_all(max(X), fail, _) -> write(max) ; write(no_max) ), nl,
    aggregate_all(sum(X), member(X, [1, 2.5]), SF), write(SF), nl,
    aggregate_all(max(X), member(X, [1, 2.0, 2]), MF), write(MF), nl,
    aggregate_all(count, V, p(_, V), CD), write(CD), nl,
    aggregate_all(sum(V), V, p(_, V), SD), write(SD), nl,
    aggregate_all(bag(K), V, p(K, V), BD), write(BD), nl,
    catch(aggregate_all(foo, true, _), error(E1, _), true), print(E1), nl,
    catch(aggregate_all(max(X-Y, Y), member(X-Y, [1-a]), _), error(E2, _), true), print(E2), nl,
    catch(aggregate_all(_, true, _), error(E3, _), true), print(E3), nl.
