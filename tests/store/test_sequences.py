"""Ids after every bulk write path: the next row stored the usual way never collides.

On PostgreSQL every table's id sequence must be past its highest stored id after any
import, load, copy or people edit (issue 23: ``demo``, an openfootball import, then
the demo's match file again failed with ``UniqueViolation … Key (id)=(3)``).
"""

from __future__ import annotations

import dataclasses
import json
import shutil
import uuid
from pathlib import Path

import pytest
from sqlalchemy import create_engine, func, inspect, select, text
from sqlalchemy.pool import NullPool
from sqlmodel import SQLModel

from tests.helpers import backends
from tests.opendata import samples
from tests.services.test_results_import import DATA, _cup, _write
from tests.test_cli import run_here
from tracker.app import demo_text
from tracker.core.files import matchfile
from tracker.services.matches import MatchService
from tracker.store import ids
from tracker.store.db import open_database
from tracker.store.people.merging import PERSON, insert_row
from tracker.store.tables import TeamRow


def _behind(url: str) -> list[str]:
    """The tables whose id sequence would give an id already stored (PostgreSQL)."""
    engine = create_engine(url, poolclass=NullPool)
    if engine.dialect.name != "postgresql":
        engine.dispose()
        return []
    behind = []
    with engine.connect() as connection:
        present = set(inspect(connection).get_table_names())
        for table in SQLModel.metadata.sorted_tables:
            if "id" not in table.c or table.name not in present:
                continue  # (a table of a later schema than the one migrated to)
            sequence = connection.execute(
                text("SELECT pg_get_serial_sequence(:t, 'id')"), {"t": f'"{table.name}"'}
            ).scalar()
            highest = connection.execute(select(func.max(table.c.id))).scalar()
            if sequence is None or highest is None:
                continue
            last, called = connection.execute(
                text(f"SELECT last_value, is_called FROM {sequence}")
            ).one()
            if (last if called else last - 1) < highest:
                behind.append(f"{table.name}: sequence at {last}, highest id {highest}")
    engine.dispose()
    return behind


def _ordinary_inserts(url: str) -> None:
    """A match, its events, a team and a person stored the usual way."""
    database = open_database(url, backups=0)
    try:
        service = MatchService(database)
        match, events = matchfile.loads(demo_text())
        match_id = service.import_match(dataclasses.replace(match, uuid=None), events[:-1])
        service.log(match_id, dataclasses.replace(events[-1], id=None, seq=0))
        with database.writing() as session:
            session.add(TeamRow(name=f"A team stored the usual way {uuid.uuid4()}"))
            insert_row(session, PERSON, name="Someone New", folded="someone new", note="")
    finally:
        database.close()


def _statsbomb(folder: Path) -> list[str]:
    folder.mkdir()
    out = []
    for kind in ("events", "lineups", "matches"):
        target = folder / f"{kind}-{samples.CUP_FINAL_ID}.json"
        shutil.copy(samples.DATA / f"cup-final-{kind}.json", target)
        out.append(str(target))
    return out


def test_every_write_path_leaves_the_ids_to_the_database(
    db_url: str, backend: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    def ok(*args: str, db: str = db_url) -> str:
        result = run_here(capsys, *args, db=db)
        assert result.returncode == 0, result.stderr
        return result.stdout

    ok("demo")
    ok("import", "--format", "openfootball", _write(tmp_path / "2030", _cup()))
    ok("export", "1", "-o", str(tmp_path / "demo.json"))
    ok("import", str(tmp_path / "demo.json"))
    squads = tmp_path / "worldcup.squads.json"
    players = [{"number": 9, "pos": "FW", "name": "Ann Able", "date_of_birth": "2000-01-01"}]
    squads.write_text(json.dumps([{"name": "Reds", "players": players}]), encoding="utf-8")
    ok("import", "--format", "openfootball-squads", str(squads))
    events, lineups, matches = _statsbomb(tmp_path / "open-data")
    ok("import", "--format", "statsbomb", events, lineups, "--match-info", matches)
    split = ok("people", "split", "1", "--match", "1")
    new_person = split.split("(")[2].split(")")[0]
    ok("people", "merge", "1", new_person)
    assert _behind(db_url) == []
    _ordinary_inserts(db_url)

    # The whole library into other databases: load an archive, copy.
    ok("dump", str(tmp_path / "library.zip"))
    loaded = backends.new_url(backend, tmp_path / "loaded" if _mkdir(tmp_path / "loaded") else "")
    copied = backends.new_url(backend, tmp_path / "copied" if _mkdir(tmp_path / "copied") else "")
    try:
        ok("load", str(tmp_path / "library.zip"), db=loaded)
        ok("copy", "--to", copied)
        for url in (loaded, copied):
            assert _behind(url) == []
            _ordinary_inserts(url)
    finally:
        backends.release(loaded)
        backends.release(copied)


def _mkdir(path: Path) -> bool:
    path.mkdir()
    return True


@pytest.mark.postgresql
def test_sequences_behind_are_put_past_the_highest_id(db_url: str, backend: str) -> None:
    if backend != "postgresql":
        pytest.skip("sequences are PostgreSQL's")
    database = open_database(db_url, backups=0)
    try:
        MatchService(database).import_text(demo_text())
        with database.writing() as session:
            session.execute(text("SELECT setval(pg_get_serial_sequence('match', 'id'), 1, false)"))
        assert _behind(db_url) != []
        with database.writing() as session:
            ids.follow_sequences(session, SQLModel.metadata.sorted_tables)
        assert _behind(db_url) == []
        MatchService(database).import_text(demo_text())
    finally:
        database.close()


def test_the_reported_steps_store_the_match_file(
    db_url: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Issue 23's steps: ``demo``, the 2022 World Cup from openfootball, then the demo's
    match file (a ``UniqueViolation`` traceback on a fresh server before the fix)."""
    world_cup = DATA / "2022" / "worldcup.json"
    if not world_cup.is_file():
        pytest.skip("the openfootball World Cup files are not beside the repository")
    assert run_here(capsys, "demo", db=db_url).returncode == 0
    imported = run_here(capsys, "import", "--format", "openfootball", str(world_cup), db=db_url)
    assert imported.stdout.startswith("imported 1 file(s), 64 matches: 64 new")
    assert run_here(capsys, "export", "1", "-o", str(tmp_path / "demo.json"), db=db_url)
    again = run_here(capsys, "import", "--as-copy", str(tmp_path / "demo.json"), db=db_url)
    assert again.returncode == 0 and again.stdout.startswith("imported match "), again.stderr
    assert _behind(db_url) == []
