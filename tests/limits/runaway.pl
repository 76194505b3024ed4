% Goals that grow without bound, each in its own way: the engine must stop
% every one inside its limits with a resource error, and stay usable.

% Atoms that double in length.
bigatom(A) :- atom_concat(A, A, B), bigatom(B).

% Integers that square themselves: each step costs more than all before.
bigint(N) :- M is N*N+2, bigint(M).

% A list that grows forever (no garbage).
grow(L) :- grow([x|L]).

% Big-integer garbage: only the last value is live.
churn(0) :- !.
churn(K) :- X is 7**3000 + K, X > 0, K1 is K-1, churn(K1).

% A ball thrown after the heap was collected many times must still be caught.
deep(N, L) :- N > 0, !, N1 is N-1, deep(N1, [x|L]).
deep(_, _) :- throw(done).

caught(G) :- catch(G, E, true), print_message_ball(E).
print_message_ball(E) :- nonvar(E), E = error(Formal, _), !, write(caught(Formal)), nl.
print_message_ball(E) :- write(caught(E)), nl.

% Deterministic text builtins in a loop: no choice point may pile up behind them.
text_churn(0) :- !.
text_churn(K) :-
    atom_concat(x, abc, _), sub_atom(abc, 0, 1, _, _), char_type(a, alpha),
    K1 is K-1, text_churn(K1).

% Transient atoms: each one is garbage as soon as the next is made.
atom_churn(0) :- !.
atom_churn(K) :- atom_concat(x, K, A), atom_length(A, _), K1 is K-1, atom_churn(K1).
