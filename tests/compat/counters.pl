% flag/3 and library(gensym): named counters.
:- use_module(library(gensym)).
main :-
    flag(hits, Old0, Old0 + 1), flag(hits, Old1, Old1 * 10), flag(hits, Now, Now),
    write(Old0/Old1/Now), nl,
    flag(mode, _, fast), flag(mode, M, M), write(M), nl,
    flag(7, _, 3), flag(7, Seven, Seven), write(Seven), nl,
    gensym(a, A1), gensym(a, A2), gensym(b, B1), write([A1, A2, B1]), nl,
    reset_gensym(a), gensym(a, A3), gensym(b, B2), write(A3/B2), nl,
    reset_gensym, gensym(a, A4), gensym(b, B3), write(A4/B3), nl,
    gensym("s", S1), writeq(S1), nl,
    catch(flag(_, _, 1), error(E, _), (print(E), nl)),
    catch(flag(hits, _, foo + 1), error(E2, _), (print(E2), nl)).
