"""Open data formats: pure conversions between other people's files and the core.

openfootball (results, fixtures, league seasons, squads) is the subpackage
:mod:`tracker.opendata.openfootball`. StatsBomb open data (events) is the modules here:

Writing: :mod:`statsbomb_export` (events), :mod:`lineups` (lineups file and matches
entry), :mod:`ids`, and :mod:`formats` (the ``statsbomb`` export format). Reading:
:mod:`statsbomb_import` (the entry point), :mod:`statsbomb_read` (files and the
matches entry), :mod:`statsbomb_teams` (squads and line-ups), :mod:`statsbomb_events`
(the event log). Shared: :mod:`spec` (StatsBomb's ids), :mod:`positions` (formation
rows ↔ positions) and :mod:`clock` (StatsBomb's clock ↔ football minutes).

May import :mod:`tracker.core` only (and :mod:`tracker.sheet.base` for the export
format's description): no database, no services, no Qt.
"""
