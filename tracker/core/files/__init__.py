"""Matches and squads as files: the match file, the archive, squad files, sheet dates.

Owns :mod:`matchfile` (one whole match as versioned JSON), :mod:`archive` (a zip of
match files), :mod:`squadcsv` (a squad from CSV or pasted rows), :mod:`csvtext` (the
text of a CSV file in the encoding a spreadsheet saved it in), :mod:`squadlist` (a
tournament's squad lists), :mod:`dates` (dates as a match sheet writes them) and
:mod:`demo` (the reference match shipped as demo data).

May import :mod:`tracker.core.match` only.
"""
