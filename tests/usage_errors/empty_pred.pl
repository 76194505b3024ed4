% An assertion with nothing after its kind.
p(_).

:- pred.
