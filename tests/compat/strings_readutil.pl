% library(readutil) on a file this program writes: lines as strings and code lists
% (with and without the line end), the rest of a stream, end of file.
file('/tmp/costlog_compat_strings_readutil.txt').

main :-
    file(F),
    setup_call_cleanup(open(F, write, W), format(W, "ab\r~ncd~n~nlast", []), close(W)),
    open(F, read, S),
    read_line_to_codes(S, L1, T1), T1 = [], print(L1), nl,
    read_line_to_string(S, L2), print(L2), nl,
    read_line_to_codes(S, L3), print(L3), nl,
    read_line_to_codes(S, L4, T4), print(L4-T4), nl,
    read_line_to_codes(S, L5, T5), print(L5-T5), nl,
    read_line_to_string(S, L6), print(L6), nl,
    read_line_to_codes(S, L7), print(L7), nl,
    close(S),
    open(F, read, S2),
    read_line_to_string(S2, First), print(First), nl,
    read_stream_to_codes(S2, Rest), atom_codes(A, Rest), print(A), nl,
    read_stream_to_codes(S2, None), print(None), nl,
    close(S2).
