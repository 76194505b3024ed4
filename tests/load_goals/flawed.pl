ok(1).
:- no_such_directive_here.
broken( .
ok(2).
