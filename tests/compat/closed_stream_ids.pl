% The id of a stream closed by with_output_to/2 names no stream, also after
% format/3 to an atom opened (and closed) another one in its place.
main :- with_output_to(string(T), (current_output(S), write(hi))), write(T), nl,
    catch(write(S, x), error(E, _), (print_message_term(E))), nl,
    format(atom(A), "~w", [abc]), write(A), nl,
    catch(write(S, y), error(E2, _), print_message_term(E2)), nl.
print_message_term(existence_error(stream, _)) :- !, write(existence_error_stream).
print_message_term(E) :- write(E).
