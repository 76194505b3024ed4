% setup_call_cleanup/3, call_cleanup/2, catch_with_backtrace/3.
main :-
    setup_call_cleanup(write(setup), write(' goal'), (write(' cleanup'), nl)),
    ( setup_call_cleanup(true, fail, (write(cleanup_after_fail), nl)) -> true ; write(failed), nl ),
    catch(setup_call_cleanup(true, throw(oops), (write(cleanup_after_error), nl)), B, (write(caught(B)), nl)),
    findall(X, setup_call_cleanup(true, member(X, [1, 2, 3]), (write(cleanup_after_last), nl)), Xs),
    write(Xs), nl,
    call_cleanup(write(cc_goal), (write(' cc_cleanup'), nl)),
    ( setup_call_cleanup(fail, write(never), write(never)) -> true ; write(setup_failed), nl ),
    setup_call_cleanup(true, X1 = bound, (write(X1), nl)),
    catch_with_backtrace(throw(ball), Ball, (write(got(Ball)), nl)),
    catch(setup_call_cleanup(true, true, throw(in_cleanup)), _, write(cleanup_error_escaped)),
    write(done), nl.
