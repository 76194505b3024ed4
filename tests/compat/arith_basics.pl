% Integer, float and big-integer arithmetic as SWI-Prolog prints it.
main :-
    X is 7 // 2, Y is -7 // 2, Z is 7 mod -2, W is -7 rem 2, write([X,Y,Z,W]), nl,
    A is 2 ** 100, write(A), nl,
    B is 2 ** -1, write(B), nl,
    C is 10 / 4, D is 10 / 5, write(C/D), nl,
    E is max(3, 4.0), F is min(2, 2.0), write(E/F), nl,
    G is truncate(3.7), H is round(-2.5), I is ceiling(2.1), J is floor(-2.1), write([G,H,I,J]), nl,
    K is 5 xor 3, L is \ 5, M is 1 << 70, N is msb(1000), write([K,L,M,N]), nl,
    O is atan2(1.0, 2.0), format("~4f~n", [O]),
    P is gcd(12, 18), Q is sign(-3), R is abs(-7), write([P,Q,R]), nl,
    S is 3.0, write(S), nl, T is 1.0e10, write(T), nl, U is 1.5e-7, write(U), nl,
    V is integer(2.5), write(V), nl,
    catch(_ is 1/0, error(Err, _), (write(caught(Err)), nl)),
    catch(_ is foo + 1, error(Err2, _), (write(caught(Err2)), nl)).
