% An assertion with a status and a kind, and nothing after them.
p(_).

:- checked comp.
