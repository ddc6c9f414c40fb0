"""Copy and push carry imported results, fixtures and their place in a competition.

A result keeps its score and scorers (linked to the target's people), every match is
placed in the target's edition, and a logged match sent to a league database that
imported the same fixture's result takes that result's place: stored once there too.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from sqlalchemy import text

from tests.helpers.league import KINDS, target
from tests.services.test_results_import import _cup, _write
from tracker.services.archive import dump
from tracker.services.copying import copy_library
from tracker.services.league import open_target, push
from tracker.services.records import RecordsService
from tracker.services.results import ResultsService
from tracker.store.db import Database, open_database

SEMI = _cup(
    name="FIFA World Cup 2026",
    matches=[
        {
            "round": "Semi-final",
            "num": 102,
            "date": "2026-07-15",
            "team1": "England",
            "team2": "Argentina",
            "score": {"ft": [1, 2]},
            "goals1": [{"name": "Anthony Gordon", "minute": "55"}],
            "goals2": [
                {"name": "Enzo Fernández", "minute": "86"},
                {"name": "Lautaro Martínez", "minute": "90+2"},
            ],
        }
    ],
)
"""The 2026 semi-final as the results file has it (England 1-2 Argentina)."""

RESULTS = (
    "SELECT m.date, m.home_name, m.away_name, m.record, m.home_score, m.away_score, "
    "m.so_home, m.so_away, m.round, e.name AS edition FROM match m "
    "LEFT JOIN edition e ON e.id = m.edition_id ORDER BY m.date, m.home_name"
)
GOALS = (
    "SELECT m.date, g.seq, g.side, g.name, g.own_goal, g.penalty, p.name AS person "
    "FROM result_goal g JOIN match m ON m.id = g.match_id "
    "LEFT JOIN person p ON p.id = g.person_id ORDER BY m.date, g.seq"
)


def _rows(db: Database, query: str) -> list[tuple[object, ...]]:
    """The rows, dates as text (as SQLite gives them) and flags as booleans."""
    with db.reading() as session:
        return [
            tuple(str(v) if hasattr(v, "isoformat") else v for v in r)
            for r in session.execute(text(query)).all()
        ]


@pytest.mark.parametrize("kind", KINDS)
def test_a_copied_library_keeps_its_results_scorers_and_editions(tmp_path: Path, kind: str) -> None:
    laptop = open_database(tmp_path / "laptop.sqlite3", backups=0)
    try:
        ResultsService(laptop).import_files([_write(tmp_path / "2030", _cup())])
        with target(kind, tmp_path) as url:
            league = open_target(url, create=True)
            try:
                report = copy_library(laptop, league)
                assert report.problems == [] and report.created == 3
                assert _rows(league, RESULTS) == _rows(laptop, RESULTS)
                assert _rows(league, GOALS) == _rows(laptop, GOALS)
                # Ann Able scored in two matches: one person there as here.
                records = RecordsService(league)
                scorers = records.top_scorers(edition_id=records.find_edition("Test Cup 2030").id)
                assert [(s.name, s.tally.goals) for s in scorers][:1] == [("Ann Able", 3)]
                assert copy_library(laptop, league).up_to_date == 3
            finally:
                league.close()
    finally:
        laptop.close()


@pytest.mark.parametrize("kind", KINDS)
def test_a_logged_match_pushed_takes_the_place_of_the_leagues_imported_result(
    tmp_path: Path, kind: str
) -> None:
    from tracker.app import demo_text
    from tracker.services.matches import MatchService

    cup = SEMI
    laptop = open_database(tmp_path / "laptop.sqlite3", backups=0)
    try:
        match_id, _ = MatchService(laptop).find_or_import(demo_text())
        with target(kind, tmp_path) as url:
            league = open_target(url, create=True)
            try:
                ResultsService(league).import_files([_write(tmp_path / "2026", cup, False)])
                assert push(laptop, match_id, league).message.startswith("sent match")
                stored = _rows(
                    league, "SELECT record, round, source_key FROM match WHERE date = '2026-07-15'"
                )
                assert stored == [("logged", "Semi-final", "fifa-world-cup/2026/102")]
                again = ResultsService(league).import_files([_write(tmp_path / "2026", cup, False)])
                assert again.new == 0
                assert len(_rows(league, "SELECT id FROM match")) == 1
            finally:
                league.close()
    finally:
        laptop.close()


@pytest.mark.parametrize("kind", KINDS)
def test_a_result_copied_where_its_fixture_is_logged_gives_way(tmp_path: Path, kind: str) -> None:
    from tracker.app import demo_text
    from tracker.services.matches import MatchService

    laptop = open_database(tmp_path / "laptop.sqlite3", backups=0)
    try:
        ResultsService(laptop).import_files([_write(tmp_path / "2026", SEMI, False)])
        with target(kind, tmp_path) as url:
            league = open_target(url, create=True)
            try:
                logged, _ = MatchService(league).find_or_import(demo_text())
                report = copy_library(laptop, league)
                assert (report.created, report.logged_there, report.problems) == (0, 1, [])
                assert "1 results logged there already, not sent" in report.summary("league")
                stored = _rows(league, "SELECT id, record FROM match")
                assert stored == [(logged, "logged")]
                assert copy_library(laptop, league).logged_there == 1  # and again: still kept
            finally:
                league.close()
    finally:
        laptop.close()


def test_an_archive_says_it_leaves_imported_results_out(tmp_path: Path) -> None:
    db = open_database(tmp_path / "laptop.sqlite3", backups=0)
    try:
        ResultsService(db).import_files([_write(tmp_path / "2030", _cup())])
        report = dump(db, tmp_path / "library.zip")
        assert report.matches == 0 and report.results == 3
        assert "3 imported results and fixtures not included" in report.summary(
            tmp_path / "library.zip"
        )
    finally:
        db.close()
