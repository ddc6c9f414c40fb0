"""People in matches: the forms of a name and each player's figures in a match.

Owns :mod:`nameforms` (whether two spellings can be the same man) and
:mod:`appearances` (each player's figures in one match).

May import :mod:`tracker.core.match` only.
"""
