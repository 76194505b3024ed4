% utf8.pl: library(utf8) as in SWI-Prolog: utf8_codes//1 relates a list of code
% points to its UTF-8 encoding, a list of bytes. Each code point that is bound is
% encoded (1 to 6 bytes, by its magnitude); an unbound one is decoded from the
% next bytes. Decoding is greedy and deterministic: it stops, leaving the rest,
% at the end of the input, at an unbound byte or at a byte that does not start a
% well-formed sequence.

utf8_codes(Codes, S0, S) :- '$utf8_codes'(Codes, S0, S).

'$utf8_codes'([C|Cs], S0, S) :-
    '$utf8_code'(C, S0, S1),
    !,
    '$utf8_codes'(Cs, S1, S).
'$utf8_codes'([], S, S).

'$utf8_code'(C, S0, S) :-
    nonvar(C),
    !,
    '$utf8_encode'(C, S0, S).
'$utf8_code'(C, [B0|S1], S) :-
    nonvar(B0),
    '$utf8_lead'(B0, Bits, More),
    '$utf8_continue'(More, Bits, C, S1, S).

% The bits a leading byte carries and how many continuation bytes follow it.
'$utf8_lead'(B, B, 0) :- B < 0x80, !.
'$utf8_lead'(B, Bits, 1) :- B >= 0xC0, B < 0xE0, !, Bits is B /\ 0x1F.
'$utf8_lead'(B, Bits, 2) :- B >= 0xE0, B < 0xF0, !, Bits is B /\ 0x0F.
'$utf8_lead'(B, Bits, 3) :- B >= 0xF0, B < 0xF8, !, Bits is B /\ 0x07.
'$utf8_lead'(B, Bits, 4) :- B >= 0xF8, B < 0xFC, !, Bits is B /\ 0x03.
'$utf8_lead'(B, Bits, 5) :- B >= 0xFC, B < 0xFE, Bits is B /\ 0x01.

'$utf8_continue'(0, C, C, S, S) :- !.
'$utf8_continue'(N, Acc0, C, [B|S1], S) :-
    nonvar(B),
    B >= 0x80,
    B < 0xC0,
    Acc is Acc0 << 6 \/ (B /\ 0x3F),
    N1 is N - 1,
    '$utf8_continue'(N1, Acc, C, S1, S).

'$utf8_encode'(C, [C|S], S) :- C < 0x80, !.
'$utf8_encode'(C, [B0|S1], S) :-
    '$utf8_length'(C, More, Lead),
    B0 is Lead \/ (C >> (6 * More)),
    '$utf8_tail'(More, C, S1, S).

% The continuation bytes a code point needs and the marker of its leading byte.
'$utf8_length'(C, 1, 0xC0) :- C < 0x800, !.
'$utf8_length'(C, 2, 0xE0) :- C < 0x10000, !.
'$utf8_length'(C, 3, 0xF0) :- C < 0x200000, !.
'$utf8_length'(C, 4, 0xF8) :- C < 0x4000000, !.
'$utf8_length'(_, 5, 0xFC).

'$utf8_tail'(0, _, S, S) :- !.
'$utf8_tail'(N, C, [B|S1], S) :-
    N1 is N - 1,
    B is 0x80 \/ ((C >> (6 * N1)) /\ 0x3F),
    '$utf8_tail'(N1, C, S1, S).
