% Loads the registry and a plugin; the plugin's handlers answer.
:- use_module(registry).
:- use_module(plugin).
main :-
    describe(4, A), describe(7, B), describe(x, C), write([A, B, C]), nl,
    label([1, 2], Ls), write(Ls), nl,
    describe_all([2, y], Ds), write(Ds), nl.
