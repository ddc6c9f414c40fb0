"""Data shipped with Match Tracker: the demo match and the match-file schema."""
