"""Importing squad lists: standing squads whose players are people, found again later."""

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
from tracker.services.matches import MatchService, ServiceError
from tracker.services.results import ResultsService, describe_squads
from tracker.services.setup import SetupService
from tracker.store.db import Database, open_database


@pytest.fixture
def db(tmp_path: Path) -> Iterator[Database]:
    database = open_database(tmp_path / "squads.sqlite3", backups=0)
    yield database
    database.close()


def _squads(tmp_path: Path, players: list[dict[str, Any]], team: str = "Argentina") -> str:
    path = tmp_path / "worldcup.squads.json"
    path.write_text(json.dumps([{"name": team, "players": players}]), encoding="utf-8")
    return str(path)


LAUTARO = {
    "number": 22,
    "pos": "FW",
    "name": "Lautaro Martinez",
    "club": {"name": "Inter", "country": "ITA"},
    "date_of_birth": "1997-08-22",
}
NEWCOMER = {"number": 30, "pos": "DF", "name": "New Comer", "date_of_birth": "2006-01-01"}


def _one(db: Database, sql: str) -> Any:
    with db.reading() as session:
        return session.execute(text(sql)).one()


def test_a_squad_links_to_the_teams_people_and_becomes_its_standing_squad(
    db: Database, tmp_path: Path
) -> None:
    MatchService(db).import_text(demo_text())
    service = ResultsService(db)
    report = service.import_squads([_squads(tmp_path, [LAUTARO, NEWCOMER])])
    assert describe_squads(report) == ["1 squads, 2 players: 0 new, 1 changed, 0 unchanged"]
    lautaro = _one(
        db,
        "SELECT p.id, p.date_of_birth, p.note FROM person p JOIN match_player mp "
        "ON mp.person_id = p.id WHERE mp.name = 'Lautaro Martínez'",
    )
    assert str(lautaro.date_of_birth) == "1997-08-22" and lautaro.note == "Club: Inter (ITA)"
    setup = SetupService(db)
    argentina = next(t.id for t in setup.teams() if t.name == "Argentina")
    assert argentina is not None
    squad = setup.squad(argentina)
    assert [(p.name, p.number) for p in squad] == [("Lautaro Martinez", 22), ("New Comer", 30)]
    again = service.import_squads([_squads(tmp_path, [LAUTARO, NEWCOMER])])
    assert (again.teams_new, again.teams_changed, again.teams_unchanged) == (0, 0, 1)
    # A match set up from the squad finds the squad's people, the newcomer too.
    newcomer = _one(db, "SELECT person_id FROM team_player WHERE name = 'New Comer'")[0]
    match, _events = MatchService(db).load(1)
    home = match.home
    players = (*home.squad, *(p for p in squad if p.name == "New Comer"))
    fixed = dataclasses.replace(
        match,
        date=dt.date(2026, 7, 19),
        home=dataclasses.replace(
            home,
            squad=tuple(dataclasses.replace(p, pid=i + 1) for i, p in enumerate(players)),
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
    new_id = MatchService(db).create(fixed).id
    linked = _one(
        db, f"SELECT person_id FROM match_player WHERE match_id = {new_id} AND name = 'New Comer'"
    )[0]
    assert linked == newcomer


def test_a_bad_squads_file_writes_nothing(db: Database, tmp_path: Path) -> None:
    path = _squads(tmp_path, [LAUTARO, {**NEWCOMER, "pos": "striker"}])
    with pytest.raises(ServiceError, match=r"worldcup.squads.json: \[0\].players\[1\].pos"):
        ResultsService(db).import_squads([path])
    assert _one(db, "SELECT count(*) FROM person")[0] == 0
    assert _one(db, "SELECT count(*) FROM team")[0] == 0
