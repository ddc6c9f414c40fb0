"""A new match keeps its own squad: a known team's stored squad changes only when asked.

The stored squad is what the next matches are set up from, and its entries name the
people a squad list linked them to; an earlier match and its records are its own.
"""

from __future__ import annotations

import dataclasses
import datetime as dt
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import text

from tracker.app import demo_text
from tracker.core.match.model import Match, Side
from tracker.services.matches import MatchService
from tracker.services.records import RecordsService
from tracker.services.results import ResultsService
from tracker.services.setup import SetupService
from tracker.store.db import Database, open_database

SQUAD_LIST = [
    {"number": 22, "pos": "FW", "name": "Lautaro Martinez", "date_of_birth": "1997-08-22"},
    {"number": 30, "pos": "DF", "name": "New Comer", "date_of_birth": "2006-01-01"},
]


@pytest.fixture
def db(tmp_path: Path) -> Iterator[Database]:
    database = open_database(tmp_path / "squads.sqlite3", backups=0)
    MatchService(database).import_text(demo_text())
    path = tmp_path / "worldcup.squads.json"
    path.write_text(json.dumps([{"name": "Argentina", "players": SQUAD_LIST}]), encoding="utf-8")
    ResultsService(database).import_squads([str(path)])
    yield database
    database.close()


def _stored(db: Database) -> list[Any]:
    """Argentina's stored squad: names, numbers and the people they are."""
    with db.reading() as session:
        return list(
            session.execute(
                text(
                    "SELECT tp.name, tp.number, tp.person_id FROM team_player tp "
                    "JOIN team t ON t.id = tp.team_id WHERE t.name = 'Argentina' "
                    "ORDER BY tp.sort"
                )
            ).all()
        )


def _next_match(db: Database, day: dt.date, *extra: str) -> Match:
    """The demo's teams on another day, Argentina with the demo's squad and ``extra``."""
    match, _events = MatchService(db).load(1)
    stored = {p.name: p for p in SetupService(db).squad(_argentina(db))}
    home = (*match.home.squad, *(stored[name] for name in extra))
    return dataclasses.replace(
        match,
        id=None,
        uuid=None,
        date=day,
        home=dataclasses.replace(
            match.home,
            squad=tuple(dataclasses.replace(p, pid=i + 1) for i, p in enumerate(home)),
            lineup=None,
        ),
        away=dataclasses.replace(
            match.away,
            squad=tuple(
                dataclasses.replace(p, pid=100 + i) for i, p in enumerate(match.away.squad)
            ),
            lineup=None,
        ),
    )


def _argentina(db: Database) -> int:
    team = next(t for t in SetupService(db).teams() if t.name == "Argentina")
    assert team.id is not None
    return team.id


def _person_of(db: Database, match_id: int, name: str) -> int | None:
    with db.reading() as session:
        return session.execute(
            text("SELECT person_id FROM match_player WHERE match_id = :m AND name = :n"),
            {"m": match_id, "n": name},
        ).scalar_one()


def test_a_new_match_leaves_a_known_teams_stored_squad_and_earlier_matches_as_they_were(
    db: Database,
) -> None:
    setup, records = SetupService(db), RecordsService(db)
    records.refresh()  # the record books count the earlier match
    stored = _stored(db)
    earlier = MatchService(db).load(1)
    lautaro = stored[0].person_id
    earlier_records = (records.match(1), records.player(lautaro))
    assert earlier_records[1].lines  # he played in it

    setup.create_match(_next_match(db, dt.date(2026, 7, 1)))  # without the newcomer

    assert _stored(db) == stored
    assert MatchService(db).load(1) == earlier
    assert (records.match(1), records.player(lautaro)) == earlier_records
    # The squad list's newcomer is still the person it made him when he first plays.
    later = setup.create_match(_next_match(db, dt.date(2026, 7, 5), "New Comer"))
    assert _person_of(db, later, "New Comer") == stored[1].person_id


def test_the_stored_squad_becomes_the_matchs_when_the_user_asks(db: Database) -> None:
    setup = SetupService(db)
    lautaro = _stored(db)[0].person_id
    match = _next_match(db, dt.date(2026, 7, 1))
    setup.create_match(match, keep_squads={Side.HOME})
    assert [row.name for row in _stored(db)] == [p.name for p in match.home.squad]
    assert [p.name for p in setup.squad(_argentina(db))] == [p.name for p in match.home.squad]
    # Still in it (written with its accent now), he stays the person the squad list made him.
    kept = {row.name: row.person_id for row in _stored(db)}
    assert kept["Lautaro Martínez"] == lautaro is not None
    assert kept["Lionel Messi"] is None  # the squad list did not name him


def test_a_match_file_naming_a_known_team_in_other_letters_is_that_team(db: Database) -> None:
    """A file's "ARGENTINA" is the Argentina of the library, as the wizard and the results
    import take it: its players are Argentina's people, their records one record each."""
    data = json.loads(demo_text())
    data["match"].update(
        uuid="5d1e0c6a-7a0b-4c35-9f3e-2b8d9e1f4a70", date="2026-07-19", stage="Final"
    )
    data["home"]["name"] = "ARGENTINA"
    new_id = MatchService(db).import_text(json.dumps(data))
    assert [t.name for t in SetupService(db).teams()] == ["Argentina", "England"]
    assert _person_of(db, new_id, "Lionel Messi") == _person_of(db, 1, "Lionel Messi")
    assert len(_stored(db)) == len(SQUAD_LIST)  # its stored squad is the squad list still
