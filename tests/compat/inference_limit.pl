% call_with_inference_limit/3 as SWI-Prolog 9 defines it: the goal's result
% (! for a deterministic exit, true with choice points left, the atom
% inference_limit_exceeded when it ran out), the limit set again for each
% solution, failure, exceptions, errors, nested limits. The limits are far from
% the inferences the goals need, where counts of builtins differ.

loop(0) :- !.
loop(N) :- M is N - 1, loop(M).

p(1).
p(2).
p(3).

t(G) :-
    catch(( G -> true ; writeln(failed) ), E, print_ball(E)).

print_ball(error(E, _)) :- !, writeq(caught(E)), nl.
print_ball(E) :- writeq(caught(E)), nl.

main :-
    t(( call_with_inference_limit(loop(1000), 100, R1), writeq(R1), nl )),
    t(( call_with_inference_limit(loop(10), 100000, R2), writeq(R2), nl )),
    t(( findall(X-R3, call_with_inference_limit(p(X), 1000, R3), L3), writeq(L3), nl )),
    t(( call_with_inference_limit(fail, 1000, R4), writeq(R4), nl )),
    t(( call_with_inference_limit(throw(oops), 1000, _) )),
    t(( call_with_inference_limit(call_with_inference_limit(loop(1000), 100000, RI), 100, RO),
        writeq(RI-RO), nl )),
    t(( call_with_inference_limit(call_with_inference_limit(loop(1000), 100, RI2), 100000, RO2),
        writeq(RI2-RO2), nl )),
    t(( call_with_inference_limit(loop(1000), 0, R6), writeq(R6), nl )),
    t(( call_with_inference_limit((between(1, 3, X7), loop(X7)), 1000, R7), writeq(X7-R7), nl )),
    % Each solution has the limit again.
    t(( findall(R8, call_with_inference_limit((between(1, 3, _), loop(50)), 1000, R8), L8),
        writeq(L8), nl )),
    t(( call_with_inference_limit(true, a, _) )),
    t(( call_with_inference_limit(true, -1, _) )),
    t(( call_with_inference_limit(_, 10, _) )),
    % No limit is left in force after an exit, a failure or an exception.
    t(( call_with_inference_limit(loop(10), 1000, _), loop(100000), writeln(unlimited) )),
    t(( \+ call_with_inference_limit(fail, 1000, _), loop(100000), writeln(unlimited) )),
    t(( catch(call_with_inference_limit(throw(x), 1000, _), x, true), loop(100000),
        writeln(unlimited) )),
    t(( call_with_inference_limit(loop(100000), 10, R9), loop(100000), writeln(R9) )).
