more(from_a_directive).
