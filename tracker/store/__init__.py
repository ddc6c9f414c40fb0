"""Storage: SQLModel tables in SQLite (or another SQL database), engine and migrations.

Owns the database: opening it (:mod:`db`, :mod:`access`, :mod:`urls`, :mod:`backup`,
:mod:`restore`), its tables (:mod:`tables`, ``migrations``) and reading and writing
each part of the library:

- matches: :mod:`summaries` (a match's stored figures) <- :mod:`matches` (a match,
  its squads, its place) <- :mod:`results` (imported results and fixtures) and
  :mod:`replays` (figures rebuilt from the log); :mod:`eventlog`, :mod:`library`,
  :mod:`live` (telling other clients), :mod:`bulk`, :mod:`ids`;
- people: :mod:`people` (linking a match's squads to people as it is stored),
  :mod:`linking` (who a name is), :mod:`directory` (finding people, with their teams
  and matches), :mod:`merging`, :mod:`review`, :mod:`squads`, :mod:`teams`;
- records and competitions: :mod:`records`, :mod:`tallies`, :mod:`catalogue`,
  :mod:`competitions`, :mod:`leagues`, :mod:`discipline`, :mod:`suspensions`;
- moving matches between databases: :mod:`transfer`.

May import :mod:`tracker.core` only: no Qt, no services, no window (import-linter
contracts in ``pyproject.toml``), and no module imports another in a circle.
"""
