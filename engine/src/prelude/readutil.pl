% readutil.pl: the file-reading part of SWI-Prolog's library(readutil) (the
% stream predicates are builtins, builtins/readutil.rs): a whole file as codes,
% as a string or as the terms it holds. Options are open/4's, and tail(T) for
% read_file_to_codes/3 (the list ends in T instead of []).

read_file_to_codes(Spec, Codes, Options) :-
    must_be(list, Options),
    (   select(tail(Tail), Options, OpenOptions) -> true
    ;   Tail = [], OpenOptions = Options
    ),
    setup_call_cleanup(
        open(Spec, read, In, OpenOptions),
        read_stream_to_codes(In, Codes, Tail),
        close(In)).

read_file_to_string(Spec, String, Options) :-
    must_be(list, Options),
    setup_call_cleanup(
        open(Spec, read, In, Options),
        read_stream_to_codes(In, Codes),
        close(In)),
    string_codes(String, Codes).

read_file_to_terms(Spec, Terms, Options) :-
    must_be(list, Options),
    setup_call_cleanup(
        open(Spec, read, In, Options),
        '$readutil_terms'(In, Terms),
        close(In)).

'$readutil_terms'(In, Terms) :-
    read_term(In, Term, []),
    (   Term == end_of_file
    ->  Terms = []
    ;   Terms = [Term|Rest],
        '$readutil_terms'(In, Rest)
    ).
