"""The football domain: match, teams, line-ups, events, match time and the rules.

Owns the values every other layer passes around, and the rules that judge them, in
parts (each subpackage says what it owns and may import):

- :mod:`tracker.core.match`: a logged match: set-up, events, match time, the laws,
  replaying the log (``replay``) into the state at a moment (``state``), quick entry;
- :mod:`tracker.core.people`: forms of a name, each player's figures in a match;
- :mod:`tracker.core.files`: the match file, the archive, squad files and lists;
- :mod:`tracker.core.results`: results and fixtures (``values``) and where a logged
  match disagrees with them (``disagreements``), rounds, ties, competitions;
- :mod:`tracker.core.records`: the record books, key stats, coverage, suspensions;
- :mod:`tracker.core.league`: league tables, group standings, a league match's stats.

The parts are layered in that order, ``match`` at the base (an import-linter contract).
May import nothing of Match Tracker's other layers, and neither Qt nor the database:
pure Python (an import-linter contract in ``pyproject.toml``).
"""
