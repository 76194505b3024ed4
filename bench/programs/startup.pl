% startup: a one-clause program; run with the goal `true` to measure start-up time.
startup_fact.
