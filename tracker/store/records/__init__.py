"""Record-book queries and the derived rows they read: tallies, discipline, suspensions.

Owns :mod:`queries` (stored matches and appearances read as core values),
:mod:`tallies` (the derived ``appearance`` rows), :mod:`discipline` (a competition's
rules, decisions, appeals) and :mod:`suspensions` (who is banned for which match).

May import :mod:`tracker.core`, the store's base modules and the store's other parts.
"""
