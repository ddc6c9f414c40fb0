"""Open event-data formats (StatsBomb open data): pure conversions to and from the core.

Writing: :mod:`statsbomb_export` (events), :mod:`lineups` (lineups file and matches
entry), :mod:`ids`, and :mod:`formats` (the ``statsbomb`` export format). Reading:
:mod:`statsbomb_import` (the entry point), :mod:`statsbomb_read` (files and the
matches entry), :mod:`statsbomb_teams` (squads and line-ups), :mod:`statsbomb_events`
(the event log). Shared: :mod:`spec` (StatsBomb's ids), :mod:`positions` (formation
rows ↔ positions) and :mod:`clock` (StatsBomb's clock ↔ football minutes).
"""
