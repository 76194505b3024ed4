% read_term/3 from user code sees SWI-Prolog's operators only, also on terms that
% look like assertions.
main :-
    open('tests/assertion_syntax/terms.txt', read, S),
    read_all(S),
    close(S).

read_all(S) :-
    catch(read_term(S, T, []), error(syntax_error(_), _), T = syntax_error),
    (   T == end
    ->  true
    ;   write_canonical(T), nl,
        read_all(S)
    ).
