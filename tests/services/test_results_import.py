"""Importing results files: results and fixtures stored once, logged matches linked."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import text

from tracker.app import demo_text
from tracker.services.matches import RESULT_ONLY, MatchService, ServiceError
from tracker.services.results import (
    ResultsService,
    describe_report,
    describe_result,
    read_openfootball,
)
from tracker.services.setup import LibraryQuery, SetupService
from tracker.store.db import Database, open_database

DATA = Path(__file__).parents[2] / ".." / "shared" / "data" / "openfootball-worldcup"
needs_data = pytest.mark.skipif(
    not DATA.is_dir(), reason="the openfootball World Cup files are not beside the repository"
)


def _cup(**changes: Any) -> dict[str, Any]:
    cup: dict[str, Any] = {
        "name": "Test Cup 2030",
        "matches": [
            {
                "round": "Matchday 1",
                "num": 1,
                "date": "2030-06-01",
                "time": "18:00 UTC+2",
                "team1": "Reds",
                "team2": "Blues",
                "score": {"ft": [2, 1], "ht": [1, 0]},
                "goals1": [
                    {"name": "Ann Able", "minute": "12"},
                    {"name": "Ann Able", "minute": "80", "penalty": True},
                ],
                "goals2": [{"name": "Reds Defender", "minute": "90+3", "owngoal": True}],
                "ground": "Springfield",
            },
            {
                "round": "Final",
                "num": 2,
                "date": "2030-06-10",
                "team1": "W1",
                "team2": "Greens",
                "ground": "Shelbyville",
            },
            {
                "round": "Final",
                "date": "2030-06-11",
                "team1": "Reds",
                "team2": "Greens",
                "score": {"ft": [1, 1], "et": [1, 1], "p": [4, 3]},
                "goals1": [{"name": "ann able", "minute": "50"}],
                "goals2": [{"name": "Gil Green", "minute": "118"}],
            },
        ],
    }
    cup.update(changes)
    return cup


def _write(folder: Path, data: dict[str, Any], groups: bool = True) -> str:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "worldcup.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    if groups:
        (folder / "worldcup.groups.json").write_text(
            json.dumps({"groups": [{"name": "Group A", "teams": ["Reds", "Blues"]}]}),
            encoding="utf-8",
        )
    return str(path)


@pytest.fixture
def path(tmp_path: Path) -> Path:
    return tmp_path / "results.sqlite3"


@pytest.fixture
def db(path: Path) -> Iterator[Database]:
    database = open_database(path, backups=0)
    yield database
    database.close()


def _rows(db: Database, sql: str) -> list[Any]:
    with db.reading() as session:
        return list(session.execute(text(sql)).all())


def test_results_and_fixtures_are_stored_with_their_places(
    db: Database, path: Path, tmp_path: Path
) -> None:
    cup = _write(tmp_path / "2030", _cup())
    report = ResultsService(db).import_files([cup])
    assert (report.new, report.unchanged, report.updated) == (3, 0, 0)
    fresh = open_database(path, backups=0)
    try:
        rows = _rows(
            fresh,
            "SELECT record, round, round_stage, group_name, number, home_name, away_name, "
            "home_placeholder, home_score, away_score, ht_home, so_home, so_away, extra_time, "
            "status, source, source_key, competitive, home_team_id, kickoff, event_count "
            "FROM match ORDER BY id",
        )
        goals = _rows(
            fresh,
            "SELECT g.side, g.name, g.period, g.minute, g.added, g.penalty, g.own_goal, "
            "g.person_id FROM result_goal g ORDER BY g.match_id, g.seq",
        )
        people = _rows(fresh, "SELECT name FROM person ORDER BY id")
    finally:
        fresh.close()
    group, final, replay = rows
    assert group.record == "result" and (group.round, group.group_name) == ("Group A", "Group A")
    assert (group.home_score, group.away_score, group.ht_home) == (2, 1, 1)
    assert group.status == "finished" and group.competitive and group.home_team_id is not None
    assert group.source == "openfootball" and group.source_key == "test-cup/2030/1"
    assert str(group.kickoff).startswith("18:00")
    assert final.record == "fixture" and final.home_placeholder == "W1"
    assert final.home_name == "Winner of match 1" and final.away_name == "Greens"
    assert (replay.extra_time, replay.so_home, replay.so_away) == (1, 4, 3)
    assert replay.source_key == "test-cup/2030/2030-06-11/Reds/Greens"
    # Ann Able's three goals for the Reds are one person; the own goal's scorer is a Red.
    ann = {g.person_id for g in goals if g.name.casefold() == "ann able"}
    assert len(ann) == 1 and None not in ann
    own = next(g for g in goals if g.own_goal)
    assert own.side == "away" and (own.period, own.minute, own.added) == (2, 90, 3)
    assert [p.name for p in people] == ["Ann Able", "Reds Defender", "Gil Green"]


def test_importing_again_changes_nothing(db: Database, tmp_path: Path) -> None:
    cup = _write(tmp_path / "2030", _cup())
    service = ResultsService(db)
    service.import_files([cup])
    before = _rows(db, "SELECT id, revision, updated_at FROM match ORDER BY id")
    again = service.import_files([cup])
    assert (again.new, again.unchanged, again.updated) == (0, 3, 0)
    assert describe_report(again)[0] == "0 new, 3 unchanged"
    assert _rows(db, "SELECT id, revision, updated_at FROM match ORDER BY id") == before
    assert len(_rows(db, "SELECT id FROM result_goal")) == 5
    assert len(_rows(db, "SELECT id FROM person")) == 3


def test_a_fixture_played_since_is_updated_in_place(db: Database, tmp_path: Path) -> None:
    data = _cup()
    service = ResultsService(db)
    service.import_files([_write(tmp_path / "a", data)])
    [(fixture_id,)] = _rows(db, "SELECT id FROM match WHERE record = 'fixture'")
    data["matches"][1].update(team1="Reds", score={"ft": [0, 2]})
    data["matches"][1]["goals2"] = [
        {"name": "Gil Green", "minute": "3"},
        {"name": "Gil Green", "minute": "33"},
    ]
    report = service.import_files([_write(tmp_path / "b", data)])
    assert (report.new, report.unchanged, report.updated) == (0, 2, 1)
    [row] = _rows(
        db, f"SELECT record, home_name, away_score, revision FROM match WHERE id = {fixture_id}"
    )
    assert tuple(row) == ("result", "Reds", 2, 2)
    # Gil Green scored for the Greens in the final before: the same person.
    assert (
        len(_rows(db, "SELECT DISTINCT person_id FROM result_goal WHERE name = 'Gil Green'")) == 1
    )


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"name": "Cup without a year"}, "does not say the year"),
        ({"matches": [{"round": "Final", "team1": "A", "team2": "B"}]}, "matches[0].date"),
    ],
)
def test_a_bad_file_writes_nothing(
    db: Database, tmp_path: Path, change: dict[str, Any], message: str
) -> None:
    good = _write(tmp_path / "good", _cup())
    bad = _write(tmp_path / "bad", _cup(**change))
    with pytest.raises(ServiceError) as caught:
        ResultsService(db).import_files([good, bad])
    assert str(caught.value).startswith(f"{bad}: ") and message in str(caught.value)
    assert _rows(db, "SELECT id FROM match") == []
    assert _rows(db, "SELECT id FROM competition") == []


def test_the_groups_file_beside_it_gives_a_matchday_its_group(tmp_path: Path) -> None:
    with_groups = _write(tmp_path / "a", _cup())
    without = _write(tmp_path / "b", _cup(), groups=False)
    [read] = read_openfootball([with_groups])
    assert read.edition.matches[0].round.name == "Group A"
    with pytest.raises(ServiceError, match="no group is given"):
        read_openfootball([without])


def _logged_reds_blues(db: Database) -> int:
    """The demo's log as Blues (at home) v Reds on 2030-06-01: Blues win 2-1."""
    data = json.loads(demo_text())
    data["match"].update(competition="Test Cup 2030", stage="Group A", date="2030-06-01")
    data["home"]["name"], data["away"]["name"] = "Blues", "Reds"
    return MatchService(db).import_text(json.dumps(data))


def test_a_logged_match_of_the_same_fixture_is_linked_not_duplicated(
    db: Database, tmp_path: Path
) -> None:
    logged = _logged_reds_blues(db)
    before = _rows(db, f"SELECT revision FROM match WHERE id = {logged}")[0][0]
    report = ResultsService(db).import_files([_write(tmp_path / "2030", _cup())])
    assert report.linked == [logged] and report.new == 2
    [row] = _rows(
        db,
        "SELECT id, record, number, round, source_key, revision, event_count FROM match "
        "WHERE date = '2030-06-01'",
    )
    assert (row.id, row.record, row.number, row.round) == (logged, "logged", 1, "Group A")
    assert row.source_key == "test-cup/2030/1" and row.revision == before + 1
    assert row.event_count > 0  # its events are kept
    # The demo's log differs from the file in every way: each is one line.
    assert any(
        "score: Blues 2-1 Reds here, Blues 1-2 Reds in the file" in d for d in report.differences
    )
    assert any(
        "Ann Able's goal at 12' in the file is not logged here" in d for d in report.differences
    )
    again = ResultsService(db).import_files([_write(tmp_path / "2030", _cup())])
    assert (again.new, again.unchanged, again.linked) == (0, 3, [])


def test_a_match_logged_after_the_import_takes_the_results_place(
    db: Database, tmp_path: Path
) -> None:
    ResultsService(db).import_files([_write(tmp_path / "2030", _cup())])
    logged = _logged_reds_blues(db)
    [row] = _rows(db, "SELECT id, record, source_key FROM match WHERE date = '2030-06-01'")
    assert (row.id, row.record, row.source_key) == (logged, "logged", "test-cup/2030/1")
    assert _rows(db, "SELECT count(*) FROM result_goal")[0][0] == 2  # the final's only
    again = ResultsService(db).import_files([_write(tmp_path / "2030", _cup())])
    assert (again.new, again.unchanged) == (0, 3)


def test_results_show_as_results_only_and_fixtures_as_fixtures(
    db: Database, tmp_path: Path
) -> None:
    ResultsService(db).import_files([_write(tmp_path / "2030", _cup())])
    entries = SetupService(db).library_page(LibraryQuery(), 0, 10)
    by_date = {e.date: e for e in entries}
    assert by_date["2030-06-01"].status == f"finished, {RESULT_ONLY}"
    assert by_date["2030-06-01"].score == "2-1"
    assert (by_date["2030-06-10"].score, by_date["2030-06-10"].status) == ("", "fixture")
    assert by_date["2030-06-10"].home == "Winner of match 1"
    assert by_date["2030-06-11"].score == "1-1 aet (4-3 pens)"
    shown = describe_result(ResultsService(db).stored(by_date["2030-06-11"].id))  # type: ignore[arg-type]
    assert shown[0] == "Reds 1-1 aet (4-3 pens) Greens  2030-06-11"
    assert RESULT_ONLY in shown[1]
    assert "    118'  goal Greens: Gil Green" in shown


def test_check_leaves_results_alone(db: Database, tmp_path: Path) -> None:
    ResultsService(db).import_files([_write(tmp_path / "2030", _cup())])
    assert MatchService(db).check_summaries() == []


@needs_data
def test_demo_then_every_world_cup_stores_the_semi_final_once(db: Database) -> None:
    MatchService(db).import_text(demo_text())
    files = sorted(str(p) for p in DATA.glob("*/worldcup.json"))
    report = ResultsService(db).import_files(files)
    assert report.new + len(report.linked) == 1069 and report.linked == [1]
    assert report.differences == [
        "match 1 (2026-07-15 Argentina v England): Argentina: Enzo Fernández's goal at 85' "
        "here, 86' in the file"
    ]
    semi = _rows(db, "SELECT id FROM match WHERE date = '2026-07-15' AND round = 'Semi-final'")
    assert [r.id for r in semi] == [1]
    # Lautaro Martínez's goals of 2026 for Argentina are the demo's Lautaro Martínez.
    lautaro = _rows(
        db,
        "SELECT DISTINCT person_id FROM result_goal WHERE name = 'Lautaro Martínez' "
        "UNION SELECT person_id FROM match_player WHERE name = 'Lautaro Martínez'",
    )
    assert len(lautaro) == 1
    assert ResultsService(db).import_files(files).new == 0
