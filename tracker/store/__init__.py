"""Storage: SQLModel tables in SQLite (or another SQL database), engine and migrations.

Owns the database. The modules at the top are the base: opening it (:mod:`db`,
:mod:`access`, :mod:`urls`; :mod:`reader` so that it cannot be written), its tables (:mod:`tables`, ``migrations``, :mod:`schema`),
:mod:`ids` and :mod:`errors`; how long a silent server is waited for (:mod:`reach`).
Reading and writing each part of the library lives in a subpackage (each says what
it owns and may import):

- :mod:`tracker.store.match`: a match, its squads, event log and stored figures,
  ``live`` notices to other clients;
- :mod:`tracker.store.results`: imported results and fixtures, competitions, leagues,
  the catalogue and the library's pages;
- :mod:`tracker.store.people`: linking a match's squads to people as it is stored
  (``squadlinks``), who a name is (``linking``), finding people (``directory``),
  merging, review, squads, teams;
- :mod:`tracker.store.records`: record-book queries, tallies, discipline, suspensions;
- :mod:`tracker.store.transfer`: copying matches between databases, bulk writes,
  backups and restores.

May import :mod:`tracker.core` only: no Qt, no services, no window (import-linter
contracts in ``pyproject.toml``), and no module imports another in a circle.
"""
