"""Every search folds names fully (issue 20, item 5): "yildiz" finds Yıldız among
people and in the library, as quick entry finds him in the match."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.core.factory import make_match
from tracker.core.match.model import Match
from tracker.services.matches import MatchService
from tracker.services.people import PeopleService
from tracker.services.setup import LibraryQuery, SetupService
from tracker.store.db import Database, open_database


@pytest.fixture
def db(tmp_path: Path) -> Iterator[Database]:
    database = open_database(tmp_path / "folded.sqlite3", backups=0)
    yield database
    database.close()


def _turkish() -> Match:
    match = make_match()
    squad = list(match.home.squad)
    squad[1] = dataclasses.replace(squad[1], name="Arda Yıldız")
    home = dataclasses.replace(match.home, name="Göztepe", squad=tuple(squad))
    return dataclasses.replace(match, home=home, venue="Gürsel Aksel Stadı, İzmir")


def test_yildiz_finds_yildiz_among_people_and_matches(db: Database) -> None:
    MatchService(db).import_match(_turkish(), [])
    assert [p.name for p in PeopleService(db).people("yildiz")] == ["Arda Yıldız"]
    setup = SetupService(db)
    found = setup.library_page(LibraryQuery(text="izmir gursel"), 0, 10)
    assert [e.home for e in found] == ["Göztepe"]
