% Loads the registry and a plugin; the plugin's handlers answer.
:- use_module(registry).
:- use_module(plugin).
main :- describe(4, A), describe(7, B), describe(x, C), write([A, B, C]), nl.
