"""The record books: what a library's matches add up to.

Owns :mod:`books` (played matches, player lines and tallies), :mod:`played` (a stored
match as the record books see it), :mod:`keystats`, :mod:`coverage` (what a figure
counts over) and :mod:`suspensions` (disciplinary rules and the bans they give).

May import :mod:`tracker.core.match`, :mod:`tracker.core.results`,
:mod:`tracker.core.people` and :mod:`tracker.core.files`; not :mod:`tracker.core.league`.
"""
