"""Moving matches between databases, in bulk, and backing a database file up.

Owns :mod:`matchcopy` (copying a match between two databases, keeping its uuid),
:mod:`unfinished` (the copies into a database that have not ended),
:mod:`bulk` (storing many matches at once), :mod:`backup` and :mod:`restore`.

May import :mod:`tracker.core`, the store's base modules (:mod:`tracker.store.db` too)
and the store's other parts.
"""
