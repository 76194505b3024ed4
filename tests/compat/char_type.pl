% char_type/2 and code_type/2: every type of sample characters in SWI-Prolog's
% order, checks with bound types, enumeration of digits, case conversions, errors.
main :-
    forall(member(C, [a, 'Z', '7', ' ', '\t', '\n', '_', '.', '(', '"', '+', '$', ',']),
           ( findall(T, char_type(C, T), L), writeq(C-L), nl )),
    findall(T, code_type(0'a, T), L1), writeq(L1), nl,
    findall(T, code_type(0'(, T), L2), writeq(L2), nl,
    findall(T, code_type(-1, T), L3), writeq(L3), nl,
    findall(X-W, (char_type(X, digit(W)), char_code(X, Cd), Cd < 128), L4), writeq(L4), nl,
    findall(X, char_type(X, upper(a)), L5), writeq(L5), nl,
    findall(X, (code_type(X, space), X < 128), L6), writeq(L6), nl,
    ( char_type(a, alpha) -> write(alpha) ; write(not_alpha) ), nl,
    ( code_type(0'1, digit(V)) -> write(V) ; write(none) ), nl,
    ( char_type('A', to_lower(U)) -> writeq(U) ; write(none) ), nl,
    ( char_type(a, to_upper(U2)) -> writeq(U2) ; write(none) ), nl,
    ( code_type(0'b, to_lower(U3)) -> writeq(U3) ; write(none) ), nl,
    ( char_type(x, upper) -> write(upper) ; write(not_upper) ), nl,
    ( char_type('!', period) -> write(period) ; write(no) ), nl,
    ( char_type('\r', end_of_line) -> write(eol) ; write(no) ), nl,
    catch(char_type(ab, alpha), error(E1, _), (print(E1), nl)),
    catch(char_type(a, foo), error(E2, _), (print(E2), nl)),
    catch(char_type(_, _), error(E3, _), (print(E3), nl)),
    catch(code_type(f(x), alpha), error(E4, _), (print(E4), nl)).
