"""People across matches: who a name is, teams, squads, and the review of doubtful links.

Owns :mod:`squadlinks` (linking a match's squads to people as it is stored),
:mod:`linking` (who a name is), :mod:`directory` (finding people, with their teams and
matches), :mod:`merging`, :mod:`following` (what a split carries with the rows it
moves), :mod:`review`, :mod:`squads` (imported squad lists) and :mod:`teams` (teams
kept between matches).

May import :mod:`tracker.core`, the store's base modules and :mod:`tracker.store.match`.
"""
