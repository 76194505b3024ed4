% tmp_streams.pl: tmp_file/2, tmp_file_stream/3 and open_null_stream/1 (SWI-Prolog):
% output streams to fresh temporary files and to nowhere.

tmp_file(Base, File) :-
    atom_concat('_', Base, Suffix),
    '$tmp_name'(Suffix, File).

% tmp_file_stream(+Encoding, -File, -Stream) or
% tmp_file_stream(-File, -Stream, +Options) (extension(Ext), encoding(Enc)).
tmp_file_stream(Enc, File, Stream) :-
    atom(Enc), !,
    '$tmp_name'('', File),
    '$tmp_open'(File, Enc, Stream).
tmp_file_stream(File, Stream, Options) :-
    option(extension(Ext), Options, ''),
    ( Ext == '' -> Suffix = '' ; atom_concat('.', Ext, Suffix) ),
    option(encoding(Enc), Options, utf8),
    '$tmp_name'(Suffix, File),
    '$tmp_open'(File, Enc, Stream).

'$tmp_open'(File, binary, Stream) :- !, open(File, write, Stream, [type(binary)]).
'$tmp_open'(File, Enc, Stream) :- open(File, write, Stream, [encoding(Enc)]).

open_null_stream(Stream) :-
    (   var(Stream)
    ->  open('/dev/null', write, Stream)
    ;   throw(error(uninstantiation_error(Stream), context(open_null_stream/1, _)))
    ).
