"""The derived appearance rows: rebuilt when a match's revision moves, and only then."""

from __future__ import annotations

from pathlib import Path

import pytest
from sqlalchemy import text

from tests.core.factory import H2
from tests.helpers.matches import pid
from tests.helpers.records import G, Library
from tracker.cli import demo_text
from tracker.core.match.events import Goal
from tracker.core.match.matchtime import MatchTime
from tracker.core.match.model import Side
from tracker.services.matches import MatchService
from tracker.store.db import Database, open_database
from tracker.store.records import tallies


def _rows(db: Database, where: str = "1") -> dict[str, tuple]:
    with db.reading() as session:
        rows = session.execute(
            text(
                "SELECT p.name, a.started, a.came_on, a.minutes, a.goals, a.assists, "
                f"a.sub_goals, a.own_goals FROM appearance a JOIN person p ON p.id = a.person_id "
                f"WHERE {where}"
            )
        ).all()
    return {r[0]: tuple(r[1:]) for r in rows}


def _link_everyone(db: Database, match_id: int) -> None:
    """Give every squad entry of the match a person of its own."""
    with db.writing() as session:
        players = session.execute(
            text("SELECT id, name FROM match_player WHERE match_id = :m"), {"m": match_id}
        ).all()
        for row in players:
            person = session.execute(
                text("INSERT INTO person (name, folded, note) VALUES (:n, :n, '') RETURNING id"),
                {"n": row.name},
            ).scalar_one()
            session.execute(
                text("UPDATE match_player SET person_id = :p WHERE id = :i"),
                {"p": person, "i": row.id},
            )


@pytest.fixture
def demo(tmp_path: Path) -> tuple[Database, MatchService, int]:
    db = open_database(tmp_path / "matches.sqlite3", backups=0)
    service = MatchService(db)
    match_id = service.import_text(demo_text())
    _link_everyone(db, match_id)
    return db, service, match_id


def test_a_logged_match_gives_starts_substitutes_minutes_and_goals(demo) -> None:  # type: ignore[no-untyped-def]
    db, _service, _match_id = demo
    with db.writing() as session:
        assert tallies.refresh(session) == 1
    rows = _rows(db)
    # started, came on, minutes, goals, assists, goals as a substitute, own goals
    assert rows["Lautaro Martínez"] == (0, 81, 15, 1, 0, 1, 0)
    assert rows["Anthony Gordon"] == (1, None, 72, 1, 0, 0, 0)
    assert rows["Lionel Messi"] == (1, None, 96, 0, 2, 0, 0)
    assert len(rows) == 2 * 11 + 5 + 5  # starters, and the substitutes who came on


def test_nothing_is_rebuilt_until_the_match_changes(demo) -> None:  # type: ignore[no-untyped-def]
    db, service, match_id = demo
    with db.writing() as session:
        assert tallies.refresh(session) == 1
        assert tallies.refresh(session) == 0
        assert tallies.stale(session) == []
    match, _events = service.load(match_id)
    rogers = pid(match, "Morgan Rogers")
    # A goal logged after the fact: the match's revision moves, its rows follow.
    service.log(match_id, Goal(MatchTime(H2, 60), side=Side.AWAY, scorer=rogers))
    assert _rows(db)["Morgan Rogers"][3] == 0  # not on the logging path
    with db.writing() as session:
        assert [m for m, _ in tallies.stale(session)] == [match_id]
        assert tallies.refresh(session, [match_id]) == 1
    assert _rows(db)["Morgan Rogers"][3] == 1


def test_unlinked_players_and_fixtures_have_no_rows(tmp_path: Path) -> None:
    lib = Library.at(tmp_path)
    lib.fixture("2026", "2026-07-19", "Spain", "W101")
    lib.result("2026", "2026-07-15", "Argentina", "2-1", "England",
               goals=(G("Lautaro", "home"), G("Lautaro", "home", 90), G("Stones", "home", 80,
               own_goal=True)))  # fmt: skip
    with lib.db.writing() as session:
        assert tallies.refresh(session) == 2
    rows = _rows(lib.db)
    assert rows == {
        "Lautaro": (None, None, None, 2, 0, 0, 0),
        "Stones": (None, None, None, 0, 0, 0, 1),
    }


def test_a_match_moved_out_of_the_library_counts_no_more(demo) -> None:  # type: ignore[no-untyped-def]
    db, service, match_id = demo
    with db.writing() as session:
        tallies.refresh(session)
    service.delete_match(match_id)
    with db.writing() as session:
        assert tallies.refresh(session) == 1
    assert _rows(db) == {}


def test_forgetting_people_makes_their_matches_stale(demo) -> None:  # type: ignore[no-untyped-def]
    db, _service, match_id = demo
    with db.writing() as session:
        tallies.refresh(session)
        person = session.execute(text("SELECT MIN(person_id) FROM appearance")).scalar_one()
        tallies.forget(session, [person])
        assert [m for m, _ in tallies.stale(session)] == [match_id]
