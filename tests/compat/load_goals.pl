% The load predicates called as goals (consult/1, ensure_loaded/1,
% use_module/1,2, load_files/2, [File]) and prolog_load_context/2, as
% SWI-Prolog 9 runs them (recorded from swipl). The files loaded are in
% load_goals/.
:- prolog_load_context(directory, D), atom_concat(D, '/load_goals/', Aux),
   assertz(aux_dir(Aux)).
% A directive's goal resolves a relative name against this file's directory.
:- forall(member(F, ['load_goals/more']), consult(F)).

aux(Name, Path) :- aux_dir(D), atom_concat(D, Name, Path).

show(Name, Value) :- write(Name), write(': '), print(Value), nl.

main :-
    more(M), show(directive, M),
    aux(facts, F), consult(F), findall(X, fact(X), L), show(consult, L),
    aux('facts.pl', F2), ensure_loaded(F2), findall(X, fact(X), L2), show(ensure_loaded, L2),
    aux(shapes, S), use_module(S, [area/2]), area(square(3), A), show(use_module_2, A),
    catch(perimeter(square(3), _), error(E, _), true), show(not_imported, E),
    use_module(S), perimeter(square(3), P), show(use_module_1, P),
    aux(colours, C), [C], findall(X, colour(X), Cs), show(list_form, Cs),
    aux(listed, Li), load_files([Li], []), listed(Y), show(load_files, Y),
    aux(optioned, O), load_files(O, [imports([kept/1])]), kept(K), show(imports_option, K),
    catch(left(_), error(E2, _), true), show(left_out, E2),
    use_module(library(lists)), last([a,b,c], La), show(library, La),
    catch(consult(no_such_file_anywhere), error(E3, _), true), show(missing, E3),
    catch(use_module(library(no_such_library)), error(E4, _), true), show(missing_library, E4),
    catch(consult(_), error(E5, _), true), show(unbound, E5),
    ( prolog_load_context(directory, _) -> R = loading ; R = not_loading ), show(context_at_run_time, R).
