% library(csv): csv//1,2 reading and writing with its options, csv_read_file/2,3,
% csv_read_file_row/3 (with line numbers), csv_write_file/2, csv_write_stream/3.
:- use_module(library(csv)).
:- use_module(library(readutil)).
t(X, G) :- catch((findall(X, G, L), print(L)), error(E, _), print(error(E))), nl.
r(Text, Opts) :- t(Rows, (atom_codes(Text, C), phrase(csv(Rows, Opts), C))).
w(Rows, Opts) :- t(A, (phrase(csv(Rows, Opts), C), atom_codes(A, C))).
main :-
    r('a,b,c\n1,2.5,-3\n', []), r('a,b\r\nc,d\r\n', []), r('a,b\nc', []), r('', []),
    r('\n', []), r('a,,b\n', []), r('"x""y",z\n', []), r(' a , b \n', [strip(true)]),
    r(' a , b \n', []), r('a;b\n', [separator(0';)]), r('A,b\n', [case(down)]),
    r('a,b\n', [case(up)]), r('1,2\n', [convert(false)]), r('a,b\n', [functor(r)]),
    r('a,b\nc\n', [match_arity(true)]), r('a,b\nc\n', [match_arity(false)]),
    r('a,b\n', [arity(3)]), r('"a\nb",c\n', []), r('1e3,0x10,1_000, 12 ,"5"\n', []),
    r('"a"b,c\n', []), r('a"b,c\n', []), r('"a,b\n', []), r('a,b\n', [foo(x)]),
    r('a\tb\n', [separator(0'\t)]), r('#x\na\n', [skip_header('#')]),
    r('-,+,.5,5.\n', []), r('a,b\n\n', []), r('a,"b""c"\n', [ignore_quotes(true)]),
    w([row(a, 'b c', 1), row('x"y', '1,2', 'q\nr')], []), w([row(a, b)], [separator(0';)]),
    w([row(1.5, "str", f(x))], []), w([r(a), [x]], []),
    tmp_file(c, F),
    open(F, write, O), format(O, "a,b~n~nc~n", []), close(O),
    t(Rs, csv_read_file(F, Rs)), t(Rs, csv_read_file(F, Rs, [match_arity(false)])),
    t(R, csv_read_file_row(F, R, [])), t(L-R, csv_read_file_row(F, R, [line(L)])),
    t(A, (csv_write_file(F, [row(a,1), row("x y", 'q,r')]), read_file_to_codes(F, C, []), atom_codes(A, C))),
    csv_write_stream(user_output, [row(a, 1)], []),
    t(x, csv_read_file('/nonexistent/x', _)).
