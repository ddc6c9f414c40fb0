"""What the library holds beyond logged matches: results, competitions, leagues.

Owns :mod:`imported` (storing results and fixtures from a results file),
:mod:`competitions` (competitions, editions, a match's place), :mod:`leagues` (table
rules and adjustments), :mod:`languages` (the language a competition's sheets are
written in), :mod:`catalogue` (lookups by name) and :mod:`library` (the match library
as pages of a query).

May import :mod:`tracker.core`, the store's base modules, :mod:`tracker.store.match`
and :mod:`tracker.store.people`.
"""
