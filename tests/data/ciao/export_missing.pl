% export/1 adds to the module's exports, which must then be defined.
:- module(export_missing, [here/0], [assertions]).
:- export(missing/0).

here.
