% Loaded second: p/1 is defined again (three steps a call); hook/1 is multifile,
% so its clause is added to the first file's.
p(X) :- q(X), q(X).
q(_).

hook(second).
