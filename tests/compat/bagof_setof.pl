% findall/3,4, bagof/3, setof/3 with ^, free variables and empty results.
age(peter, 7). age(ann, 11). age(pat, 8). age(tom, 5). age(mike, 11).
class(a, peter). class(b, ann). class(a, pat). class(b, tom). class(a, mike).
main :-
    findall(N, age(N, _), L1), write(L1), nl,
    findall(N, age(N, 100), L2), write(L2), nl,
    findall(N, age(N, _), L3, [end]), write(L3), nl,
    ( bagof(N, age(N, 100), L4) -> write(L4) ; write(no) ), nl,
    forall(bagof(N, age(N, A), L5), (write(A-L5), nl)),
    bagof(N, A^age(N, A), L6), write(L6), nl,
    setof(A-N, age(N, A), L7), write(L7), nl,
    setof(A, N^age(N, A), L8), write(L8), nl,
    forall(setof(N, A^(class(C, N), age(N, A)), L9), (write(C-L9), nl)),
    forall(setof(N-A, (class(C, N), age(N, A)), L10), (write(C-L10), nl)),
    ( setof(X, member(X, []), L11) -> write(L11) ; write(empty) ), nl,
    setof(X-Y, member(X-Y, [b-1, a-2, b-1, a-1]), L12), write(L12), nl,
    aggregate_all(count, age(_, _), Cnt), write(Cnt), nl,
    catch(findall(X, G, _), error(E1, _), (print(E1), nl)),
    catch(bagof(X, 1, _), error(E2, _), (print(E2), nl)),
    ignore(G = true).
