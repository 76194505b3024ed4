% legacy.pl: names older Prolog systems and the ISO drafts used, kept for old
% programs and test suites (the INRIA ISO suite calls fail_if/1).

% fail_if(G): the ISO draft's name of \+ G (SWI-Prolog has no such predicate).
fail_if(G) :- call(G), !, fail.
fail_if(_).
