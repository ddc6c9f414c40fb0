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
from tracker.services.errors import ServiceError
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


def _adjusted(db: Database) -> list[tuple[object, ...]]:
    from tracker.services.leagues import LeagueService

    edition = RecordsService(db).find_edition("Test League 2030/31")
    return [
        (a.team, a.points, a.reason, a.effective, a.author)
        for a in LeagueService(db).adjustments(edition.id)
    ]


def _table(db: Database) -> list[tuple[str, int]]:
    edition = RecordsService(db).find_edition("Test League 2030/31")
    season = RecordsService(db).league_season(edition.id)
    assert season is not None
    return [(r.team, r.points) for r in season.tables[0].rows]


@pytest.mark.parametrize("kind", KINDS)
def test_a_leagues_points_adjustments_travel_with_its_matches_once(
    tmp_path: Path, kind: str
) -> None:
    import datetime as dt

    from tests.ui.test_records_window_leagues import _library as league_library
    from tracker.services.leagues import LeagueService

    (tmp_path / "laptop").mkdir()
    laptop = league_library(tmp_path / "laptop")  # Dene -3, fielded a suspended player
    edition = RecordsService(laptop).find_edition("Test League 2030/31").id
    LeagueService(laptop).adjust(
        edition, "Alba", -2, "unpaid wages", effective=dt.date(2030, 8, 5), author="Ana"
    )
    try:
        with target(kind, tmp_path) as url:
            league = open_target(url, create=True)
            try:
                report = copy_library(laptop, league)
                # Each said by name (the matches brought them, unsaid, before).
                assert report.problems == [] and report.adjustments_added == 2
                assert sorted(report.adjustments_said) == [
                    "points adjustment added there: Test League 2030-31: Alba -2 "
                    "(unpaid wages, from 2030-08-05)",
                    "points adjustment added there: Test League 2030-31: Dene -3 "
                    "(fielded a suspended player)",
                ]
                assert _adjusted(league) == _adjusted(laptop) and len(_adjusted(league)) == 2
                assert _table(league) == _table(laptop)
                # Run again, and after one more is recorded here: each is there once.
                LeagueService(laptop).adjust(edition, "Brea", 1, "awarded on appeal")
                again = copy_library(laptop, league)
                assert again.up_to_date == 8 and again.adjustments_added == 1
                assert "points adjustments: 1 new" in again.summary("the league")
                assert _adjusted(league) == _adjusted(laptop) and len(_adjusted(league)) == 3
                assert copy_library(laptop, league).adjustments_added == 0
                assert _table(league) == _table(laptop)
            finally:
                league.close()
        # A match pushed alone brings the adjustments of its two teams.
        office = open_database(tmp_path / "office.sqlite3", backups=0)
        try:
            with laptop.reading() as session:
                first = session.execute(
                    text("SELECT id FROM match WHERE home_name = 'Alba' AND away_name = 'Brea'")
                ).scalar_one()
            push(laptop, first, office)
            assert [a[0] for a in _adjusted(office)] == ["Alba", "Brea"]
        finally:
            office.close()
    finally:
        laptop.close()


def test_an_archive_carries_a_leagues_points_adjustments_once(tmp_path: Path) -> None:
    import zipfile

    from tests.ui.test_records_window_leagues import _library as league_library
    from tests.ui.test_records_window_leagues import _season
    from tracker.services.archive import load

    (tmp_path / "laptop").mkdir()
    laptop = league_library(tmp_path / "laptop")  # Dene -3, fielded a suspended player
    other = open_database(tmp_path / "office.sqlite3", backups=0)
    try:
        report = dump(laptop, tmp_path / "library.zip")
        assert report.adjustments == 1 and "1 points adjustment" in report.summary(
            tmp_path / "library.zip"
        )
        loaded = load(other, tmp_path / "library.zip")
        assert loaded.adjustments_added == 1
        assert "points adjustments: 1 added" in loaded.summary(tmp_path / "library.zip")
        assert load(other, tmp_path / "library.zip").adjustments_added == 0
        # The archive holds no imported results: the season's file imported there
        # lands in the edition the adjustment is in, and the tables agree.
        ResultsService(other).import_files([str(_season(tmp_path))])
        assert _adjusted(other) == _adjusted(laptop)
        assert _table(other) == _table(laptop) and ("Dene", -3) in _table(other)
        # A damaged member is named and nothing is loaded.
        with zipfile.ZipFile(tmp_path / "library.zip") as zf:
            members = {n: zf.read(n) for n in zf.namelist()}
        members["adjustments.json"] = members["adjustments.json"].replace(b"-3", b"0")
        with zipfile.ZipFile(tmp_path / "bad.zip", "w") as zf:
            for name, data in members.items():
                zf.writestr(name, data)
        with pytest.raises(ServiceError, match=r"adjustments.json\[0\].points: 0 is not an"):
            load(other, tmp_path / "bad.zip")
        # Its texts are held to the match file's standard (no hidden controls).
        members["adjustments.json"] = members["adjustments.json"].replace(
            b"fielded", "\u202efielded".encode()
        )
        with zipfile.ZipFile(tmp_path / "bidi.zip", "w") as zf:
            for name, data in members.items():
                zf.writestr(name, data)
        with pytest.raises(ServiceError, match=r"reason contains an invisible control"):
            load(other, tmp_path / "bidi.zip")
    finally:
        other.close()
        laptop.close()


@pytest.mark.parametrize("kind", KINDS)
def test_removing_an_adjustment_travels_like_adding_it(tmp_path: Path, kind: str) -> None:
    from tests.ui.test_records_window_leagues import _library as league_library
    from tracker.services.leagues import LeagueService

    (tmp_path / "laptop").mkdir()
    laptop = league_library(tmp_path / "laptop")  # Dene -3, fielded a suspended player
    leagues = LeagueService(laptop)
    edition = RecordsService(laptop).find_edition("Test League 2030/31").id
    wrong = leagues.adjust(edition, "Alba", -2, "entered for the wrong team")
    try:
        with target(kind, tmp_path) as url:
            league = open_target(url, create=True)
            try:
                copy_library(laptop, league)
                assert [a[0] for a in _adjusted(league)] == ["Dene", "Alba"]
                before = dict(_table(league))
                leagues.remove_adjustment(wrong.id)
                again = copy_library(laptop, league)
                assert again.adjustments_removed == 1 and again.adjustments_added == 0
                assert "points adjustments: 1 removed" in again.summary("the league")
                assert _table(league) == _table(laptop)
                assert dict(_table(league))["Alba"] == before["Alba"] + 2
                assert [a[0] for a in _adjusted(league)] == ["Dene"]
                # Copied again, nothing changes; and an adjustment removed there is
                # not brought back by the next copy from here.
                assert copy_library(laptop, league).adjustments_removed == 0
                there = LeagueService(league)
                there_edition = RecordsService(league).find_edition("Test League 2030/31").id
                [dene] = there.adjustments(there_edition)
                there.remove_adjustment(dene.id)
                assert copy_library(laptop, league).adjustments_added == 0
                assert _adjusted(league) == []
                # Recorded again here after its removal, it goes there again.
                leagues.adjust(edition, "Alba", -2, "entered for the wrong team")
                assert copy_library(laptop, league).adjustments_added == 1
                assert [a[0] for a in _adjusted(league)] == ["Alba"]
            finally:
                league.close()
    finally:
        laptop.close()


def test_a_removal_travels_with_a_push_and_an_archive(tmp_path: Path) -> None:
    from tests.ui.test_records_window_leagues import _library as league_library
    from tracker.services.archive import load
    from tracker.services.leagues import LeagueService

    (tmp_path / "laptop").mkdir()
    laptop = league_library(tmp_path / "laptop")  # Dene -3, fielded a suspended player
    office = open_database(tmp_path / "office.sqlite3", backups=0)
    home = open_database(tmp_path / "home.sqlite3", backups=0)
    try:
        with laptop.reading() as session:
            first = session.execute(
                text("SELECT min(id) FROM match WHERE 'Dene' IN (home_name, away_name)")
            ).scalar_one()
        push(laptop, first, office)
        load(home, _dumped(laptop, tmp_path / "one.zip"))
        assert [a[0] for a in _adjusted(office)] == [a[0] for a in _adjusted(home)] == ["Dene"]
        edition = RecordsService(laptop).find_edition("Test League 2030/31").id
        [dene] = LeagueService(laptop).adjustments(edition)
        LeagueService(laptop).remove_adjustment(dene.id)
        pushed = push(laptop, first, office)
        assert pushed.outcome.value == "up to date"
        assert _adjusted(office) == []  # the match unchanged, the removal sent all the same
        # ... and said (it said only "already up to date", the league's table changed).
        assert pushed.notes == (
            "points adjustment removed there, as it was removed here: Test League 2030-31: "
            "Dene -3 (fielded a suspended player)",
        )
        assert push(laptop, first, office).notes == ()
        loaded = load(home, _dumped(laptop, tmp_path / "two.zip"))
        assert loaded.adjustments_removed == 1 and _adjusted(home) == []
        assert "points adjustments: 1 removed" in loaded.summary(tmp_path / "two.zip")
    finally:
        office.close()
        home.close()
        laptop.close()


def _dumped(db: Database, path: Path) -> Path:
    dump(db, path)
    return path


def test_a_deduction_written_otherwise_there_is_not_counted_twice(tmp_path: Path) -> None:
    """A copy (a push too) added the laptop's Dene -3 beside the league's own Dene -3 of
    another wording: Dene lost 6 points there, and the push said only "sent match N"."""
    import datetime as dt

    from tests.ui.test_records_window_leagues import _library as league_library
    from tests.ui.test_records_window_leagues import _season as league_season
    from tracker.services.leagues import LeagueService

    (tmp_path / "laptop").mkdir()
    (tmp_path / "office").mkdir()
    laptop = league_library(tmp_path / "laptop")  # Dene -3, fielded a suspended player
    office = open_database(str(tmp_path / "office" / "league.sqlite3"), backups=0)
    try:
        ResultsService(office).import_files([str(league_season(tmp_path / "office"))])
        edition = RecordsService(office).find_edition("Test League 2030/31").id
        LeagueService(office).adjust(
            edition, "Dene", -3, "suspended player fielded", effective=dt.date(2030, 9, 1)
        )
        table = _table(office)
        copied = copy_library(laptop, office)
        assert _table(office) == table
        assert [a[:3] for a in _adjusted(office)] == [("Dene", -3, "suspended player fielded")]
        [said] = copied.adjustments_said
        assert said.startswith(
            "points adjustment not added: Test League 2030-31: Dene -3 (fielded a suspended "
            "player); the target holds Test League 2030-31: Dene -3 (suspended player "
            "fielded, from 2030-09-01), most likely the same decision"
        )
    finally:
        laptop.close()
        office.close()


def test_a_copy_names_a_team_as_the_target_does(tmp_path: Path) -> None:
    """Copied matches of "Curaçao" into a library whose import named it "Curacao" made a
    second team: its group's table had five rows, the club's points split in two."""
    import json

    def library(name: str, spelled: str, matches: int) -> Database:
        rows = [
            {"round": "Group A", "date": "2030-06-01", "team1": "Alba", "team2": spelled,
             "score": {"ft": [1, 0]}},
            {"round": "Group A", "date": "2030-06-05", "team1": "Brea", "team2": spelled,
             "score": {"ft": [0, 2]}},
        ][:matches]  # fmt: skip
        folder = tmp_path / name / "2030"
        folder.mkdir(parents=True)
        path = folder / "worldcup.json"
        path.write_text(json.dumps({"name": "World Cup 2030", "matches": rows}), "utf-8")
        db = open_database(str(tmp_path / name / "library.sqlite3"), backups=0)
        ResultsService(db).import_files([str(path)])
        return db

    source, there = library("source", "Curaçao", 2), library("there", "Curacao", 1)
    try:
        report = copy_library(source, there)
        assert report.problems == [] and (report.created, report.same_there) == (1, 1)
        edition = RecordsService(there).find_edition("World Cup 2030")
        [group] = RecordsService(there).standings(edition.id)
        assert sorted((r.team, r.points) for r in group.rows) == [
            ("Alba", 3), ("Brea", 0), ("Curacao", 3)
        ]  # fmt: skip
        assert copy_library(source, there).problems == []
    finally:
        source.close()
        there.close()
