listed(yes).
