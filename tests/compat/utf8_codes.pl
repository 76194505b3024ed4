% library(utf8): utf8_codes//1 encodes code points of every length and decodes
% byte lists greedily, stopping at a malformed or unbound byte.
:- use_module(library(utf8)).
show(G) :-
    catch(( G -> R = yes(G) ; R = no ), error(E, _), R = error(E)),
    print(R), nl.
holds(G) :- ( catch(G, _, fail) -> writeln(yes) ; writeln(no) ).
main :-
    forall(member(C, [0, 0'a, 0x7F, 0x80, 0x7FF, 0x800, 0xFFFF, 0x10000,
                      0x10FFFF, 0x200000, 0x4000000, -1]),
           show((phrase(utf8_codes([C]), B), B = B))),
    show(phrase(utf8_codes(_), [0xC3,0x80,0x41], _)),
    show(phrase(utf8_codes(_), [0xC3,0x41], _)),
    show(phrase(utf8_codes(_), [0xFF,0x41], _)),
    show(phrase(utf8_codes(_), [0x80,0x41], _)),
    show(phrase(utf8_codes(_), [0xF8,0x88,0x80,0x80,0x80], _)),
    show(phrase(utf8_codes(_), [0xE0,0x80,0x80], _)),
    show(phrase(utf8_codes(_), [0xE2,0x82,0xAC,0xF0,0x9F,0x98,0x80])),
    holds((phrase(utf8_codes(L), [0x41|T], R), L == [0x41], R == T)),
    holds((phrase(utf8_codes(L1), X, R1), L1 == [], X == R1)),
    holds((findall(L2-R2, phrase(utf8_codes(L2), [0x41,0x42], R2), A), length(A, 1))),
    show((phrase(utf8_codes([C0|Hole]), [0xC3,0xA9], Hole), C0 == 0xE9)),
    show(phrase(utf8_codes([a]), _, _)),
    show(phrase(utf8_codes(_), [a], _)).
