% Reader edge cases around prefix operators, read with term_to_atom/2: each line of
% output is the term in canonical form or `syntax_error`, exactly as SWI-Prolog prints.
t('X = (- = x)').
t('X = (- - a)').
t('X = (- (-))').
t('X = [-]').
t('X = (\\+ = a)').
t('X = (- + 1)').
t('X = (dynamic = 1)').
t('X = (dynamic :- a)').
t('X = (- :- a)').
t('X = (:- :- a)').
t('X = f(-, +)').
t('X = (- , a)').
t('X = - - - a').
t('X = (- ^ 2)').
t('X = (- * 2)').
t('X = (\\ * 2)').
t('X = (- 1)').
t('X = (- a)').
t('X = (a = \\+)').
t('X = (\\+ \\+ a)').
t('X = (dynamic - 1)').
t('X = (dynamic - a)').
t('X = (dynamic * a)').
t('X = (dynamic , a)').
t('X = (dynamic ; a)').
t('X = (dynamic -> a)').
t('X = (table = a)').
t('X = (- -> a)').
t('X = (\\+ -> a)').
t('X = (\\+ , a)').
t('X = (\\+ ; a)').
t('X = (- ; a)').
t('X = (:- , a)').
t('X = [dynamic|a]').
t('X = (test - 1)').
t('X = (check :- a)').
t('X = (check , a)').
t('X = (pred :- a)').
t('X = - (1)').
t('X = -(1)').
t('X = - (1,2)').
t('X = (- - 1)').
t('X = (- (- 1))').
t('X = (a- -1)').
t('X = (a - - 1)').
t('X = (- + - a)').
t('X = (+ - a)').
t('X = ($ = a)').
t('X = ($ - a)').
t('X = (?- :- a)').
t('X = (- = - )').
t('X = (- is 1)').
t('X = (dynamic is 1)').
t('X = (\\ = \\)').
t('X = (dynamic a, b)').
t('X = (- (a) = b)').
t('X = (-(a) = b)').
t('X = (- a = b)').
t('X = (\\+ a = b)').
t('X = (dynamic a = b)').
t('X = (:- a :- b)').
t('X = f(:- a)').
t('X = [:- a]').
t('X = f(- , a)').
t('X = {-}').
t('X = {- = a}').
t('X = (a:- -)').
t('X = (- mod a)').
t('X = (mod - a)').
t('X = (- xor a)').
t('X = (- rdiv - a)').
t('X = (- =.. a)').
t('X = (spy - a)').
t('X = (initialization - a)').
t('X = (initialization = a)').
t('X = (discontiguous :- a)').
t('X = (- ** a)').
t('X = (- : a)').
t('X = (dynamic : a)').
t('X = (dynamic :a)').
t('X = (dynamic foo:a)').
t('X = (\\+ : a)').
t('X = f(dynamic, a)').
t('X = [dynamic, a]').
t('X = f(\\+, a)').
t('X = (\\+ =)').
t('X = (- ^)').
t('X = \\+ a').
t('X = dynamic a').
t('X = [dynamic a]').
t('X = f(dynamic a)').
t('X = f(a :- b)').
t('X = [a :- b]').
t('X = f((a :- b))').
t('X = (- -)').
t('X = (- - -)').
t('X = (- \\ a)').
t('X = (\\ - a)').
t('X = (- (-) = a)').
t('X = ((-) - a)').
t('X = - - 1').
t('X = (- -1)').
t('X = (- 1 + 2)').
t('X = (-(1) + 2)').
t('X = (- a + 2)').
t('X = (- (1) + 2)').
t('X = (- (1) ^ 2)').
t('X = (- 1 ^ 2)').
t('X = (- a ^ 2)').
t('X = (\\+ a, b)').
t('X = (a = - )').
t('X = [a|-]').
t('X = (- ; - )').
t('X = ( :- )').
t('X = ( dynamic )').
t('X = [:-]').
t('X = f(:-, a)').
t('X = (- = :-)').
t('X = (a , -)').
t('X = (\\+ :- a)').
t('X = (?- = a)').
t('X = (- => a)').
t('X = (- --> a)').
t('X = (- @< a)').
t('X = (:- -> a)').
t('X = (+ -> a)').
t('X = f(- - a)').
t('X = f(+)').
t('X = (pred - 1)').
t('X = (check :- a, b)').
t('X = (true - 1)').
t('X = (entry = a)').
t('X = f(calls, success, comp)').
t('X = (a => b)').
t('X = (a :: b)').
t('X = (a # b)').
t('X = (? - a)').
t('X = (@ - a)').
t('X = (modedef - a)').
main :-
    forall(t(S),
           ( atom_concat(S, '.', S1),
             catch(( term_to_atom(T, S1), T = (X = V), X = V, write_canonical(V) ),
                   error(syntax_error(_), _),
                   write(syntax_error)),
             nl )).
