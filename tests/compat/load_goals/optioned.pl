:- module(optioned, [kept/1, left/1]).
kept(k).
left(l).
