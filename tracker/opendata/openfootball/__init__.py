"""openfootball's JSON files (football.json): results, fixtures, league seasons and squads.

:mod:`edition` reads a tournament's or a league season's matches file into a core
:class:`~tracker.core.results.values.Edition` (:mod:`league` for a league season), with
:mod:`score` (scores and goals) and :mod:`values` (minutes, kick-off times,
placeholders and :class:`~tracker.opendata.openfootball.values.OpenFootballError`);
:mod:`squads` reads a squads file into core
:class:`~tracker.core.files.squadlist.SquadList` values.

May import :mod:`tracker.core` only: no database, no services, no Qt.
"""
