"""Tables: league tables under each league's rules, group standings, a league match's stats.

Owns :mod:`tables` (tie-breakers, splits, adjustments, form), :mod:`standings` (group
standings with the World Cup's tie-breakers) and :mod:`stats` (the table before and
after a league match, runs, the title).

The top of the domain: may import every other part of :mod:`tracker.core`.
"""
