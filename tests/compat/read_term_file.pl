% read_term/3 from a file written by the program: terms, variable_names,
% end_of_file, operators, syntax errors caught.
main :-
    F = 'read_term_file.tmp',
    open(F, write, W),
    format(W, "foo(X, Y, X).~n'hello world'. [1,2|T].~na :- b, c.~n- (1). - 1. f(- 1). 1 - -1.~n0'a. 0x1F. 0b101. 0o17. 1.5e3.~n", []),
    close(W),
    open(F, read, R),
    read_term(R, T1, [variable_names(Vs)]), length(Vs, NV), T1 = foo(A, B, C),
    ( A == C -> write(shared) ; write(distinct) ), write(' '), write(NV), nl,
    maplist([N=_]>>(write(N), nl), Vs),
    read_loop(R),
    close(R),
    open(F, read, R2), read(R2, _), read(R2, Q), writeq(Q), nl, close(R2),
    delete_file(F), ( exists_file(F) -> write(still_there) ; write(deleted) ), nl,
    ignore(B = 1), write(B), nl.
read_loop(R) :-
    read_term(R, T, []),
    ( T == end_of_file -> write(eof), nl
    ; ( T = [_, _|Tail], var(Tail) -> writeq(list_with_tail) ; writeq(T) ), nl, read_loop(R) ).
