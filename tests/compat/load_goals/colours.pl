colour(red).
colour(green).
