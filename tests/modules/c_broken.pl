:- module(c_broken, [c_ok/0, c_missing/1]).
c_ok.
c_bad :- foo(.
