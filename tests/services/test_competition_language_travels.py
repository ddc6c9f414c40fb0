"""A competition's sheet language travels with its matches: copy, push, dump and load.

The target takes it where it has none set for that competition; one set there stays
(that database's choice, as the league office made it).
"""

from __future__ import annotations

import zipfile
from pathlib import Path

import pytest
from sqlalchemy import text

from tests.helpers.league import KINDS, target
from tests.ui.test_records_window_leagues import _library as league_library
from tracker.services.archive import dump, load
from tracker.services.copying import copy_library
from tracker.services.errors import ServiceError
from tracker.services.league import open_target, push
from tracker.services.matches import MatchService
from tracker.services.suspensions import SuspensionService
from tracker.store.db import Database, open_database

LEAGUE = "Test League"


def _language(db: Database) -> str:
    """The language stored for the league's competition ("" none; "-" no such competition)."""
    with db.reading() as session:
        found = session.execute(
            text("SELECT language FROM competition WHERE name = :name"), {"name": LEAGUE}
        ).scalar()
    return "-" if found is None else str(found)


def _first_match(db: Database) -> int:
    with db.reading() as session:
        return int(session.execute(text("SELECT min(id) FROM match")).scalar_one())


@pytest.fixture
def laptop(tmp_path: Path) -> Database:
    (tmp_path / "laptop").mkdir()
    db = league_library(tmp_path / "laptop")
    assert _language(db) == ""
    SuspensionService(db).set_language(LEAGUE, "de")
    yield db  # type: ignore[misc]
    db.close()


@pytest.mark.parametrize("kind", KINDS)
def test_copy_carries_the_language_and_keeps_one_set_there(
    tmp_path: Path, kind: str, laptop: Database
) -> None:
    with target(kind, tmp_path) as url:
        league = open_target(url, create=True)
        try:
            assert copy_library(laptop, league).problems == []
            assert _language(league) == "de"
            match_id = _first_match(league)
            assert MatchService(league).sheet_language(match_id) == "de"
            # The league office writes its sheets in Spanish: a later copy leaves that.
            SuspensionService(league).set_language(LEAGUE, "es")
            SuspensionService(laptop).set_language(LEAGUE, "en")
            copy_library(laptop, league)
            assert _language(league) == "es"
        finally:
            league.close()


@pytest.mark.parametrize("kind", KINDS)
def test_push_carries_the_language_even_when_the_match_is_up_to_date(
    tmp_path: Path, kind: str, laptop: Database
) -> None:
    SuspensionService(laptop).set_language(LEAGUE, "")
    match_id = _first_match(laptop)
    with target(kind, tmp_path) as url:
        league = open_target(url, create=True)
        try:
            push(laptop, match_id, league)
            assert _language(league) == ""  # none set here: none sent
            SuspensionService(laptop).set_language(LEAGUE, "es")
            again = push(laptop, match_id, league)
            assert again.outcome.name == "UP_TO_DATE"
            assert _language(league) == "es"
        finally:
            league.close()


def test_dump_and_load_carry_the_language(tmp_path: Path, laptop: Database) -> None:
    dump(laptop, tmp_path / "library.zip")
    other = open_database(tmp_path / "office.sqlite3", backups=0)
    try:
        load(other, tmp_path / "library.zip")
        assert _language(other) == "de"
        assert SuspensionService(other).sheet_language(LEAGUE) == "de"
    finally:
        other.close()


def test_a_bad_language_in_an_archive_loads_nothing(tmp_path: Path, laptop: Database) -> None:
    dump(laptop, tmp_path / "library.zip")
    with zipfile.ZipFile(tmp_path / "library.zip") as zf:
        members = {n: zf.read(n) for n in zf.namelist()}
    assert members["languages.json"].decode() == '{\n  "Test League": "de"\n}\n'
    members["languages.json"] = b'{"Test League": "klingon"}'
    with zipfile.ZipFile(tmp_path / "bad.zip", "w") as zf:
        for name, data in members.items():
            zf.writestr(name, data)
    other = open_database(tmp_path / "office.sqlite3", backups=0)
    try:
        with pytest.raises(ServiceError, match=r"languages.json\['Test League'\]: .*klingon"):
            load(other, tmp_path / "bad.zip")
        assert _language(other) == "-"
    finally:
        other.close()
