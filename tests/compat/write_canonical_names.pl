% write_canonical/1,2 names variables as SWI-Prolog does: `_` for a variable
% that occurs once, A, B, ... for the others; '$VAR' terms are written as such.
main :-
    write_canonical(x(_, _)), nl,
    write_canonical(x(B, B, _)), nl,
    write_canonical(x('$VAR'(1), _)), nl,
    write_canonical([a|_]), nl,
    write_canonical(f(X, Y, X, '$VAR'(2), Y, _)), nl,
    write_canonical(user_output, g(Z, "s", 'A b', [Z|_])), nl,
    format("~k~n", [h(W, W, _)]).
