fact(1).
fact(2).
