"""A match in the database: its row, squads, event log and stored figures.

Owns, in order of use, :mod:`summaries` (a match's stored figures and change counter)
<- :mod:`matches` (a match, its squads, its place) and :mod:`replays` (figures rebuilt
from the log); :mod:`eventlog` (the events' rows) and :mod:`live` (telling other
clients that a match changed).

May import :mod:`tracker.core`, the store's base modules (:mod:`tracker.store.tables`,
:mod:`tracker.store.urls`), and :mod:`tracker.store.people` and
:mod:`tracker.store.results` for a match's people and place.
"""
