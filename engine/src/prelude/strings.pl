% The nondeterministic members of SWI-Prolog's string family, on top of the
% deterministic helpers of builtins/strings.rs. The last solution leaves no choice
% point ('$lists_member'/3 indexes on the rest of the list), so a deterministic
% call stays deterministic.

string_concat(A, B, C) :-
    '$string_concat'(A, B, C, [S|Ss]),
    '$lists_member'(Ss, A-B, S).

sub_string(String, B, L, A, Sub) :-
    '$sub_string'(String, B, L, A, Sub, [S|Ss]),
    '$lists_member'(Ss, s(B, L, A, Sub), S).

string_code(I, S, C) :-
    var(I), !,
    string_codes(S, Cs),
    '$string_code_nth'(Cs, 1, I, C).
string_code(I, S, C) :-
    '$string_code'(I, S, C).

'$string_code_nth'([C|_], I, I, C).
'$string_code_nth'([_|Cs], I0, I, C) :-
    I1 is I0 + 1,
    '$string_code_nth'(Cs, I1, I, C).

% text_concat(A, B, C): a string when any argument is one, else an atom.
text_concat(A, B, C) :-
    (   ( string(A) ; string(B) ; string(C) )
    ->  string_concat(A, B, C)
    ;   atom_concat(A, B, C)
    ).
