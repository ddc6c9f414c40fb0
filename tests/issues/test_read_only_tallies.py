"""Record figures of a library that may only be read, whose tallies were never counted.

An audit found ``stats`` saying "no goals recorded in all matches (scorers missing for
1 of 1 match)" of the demo match (3 goals) in a read-only file: the derived
``appearance`` rows are brought up to date by a read, and a read-only library was read
as its writers left it. Such a read now derives the stale matches' rows in memory,
writing nothing, and gives the same figures as a library that may be written.
"""

from __future__ import annotations

import contextlib
import json
import shutil
import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.attack.conftest import files_digest
from tests.test_cli import digest, run_here
from tests.web.conftest import WORLD_CUP
from tracker.cli import demo_text, main
from tracker.services.matches import MatchService
from tracker.services.records import RecordsService
from tracker.services.results import ResultsService
from tracker.services.suspensions import SuspensionService
from tracker.store import db as db_module
from tracker.store.db import Database, open_database
from tracker.store.reader import open_reader
from tracker.store.records import tallies

SCORERS = ["Anthony Gordon", "Enzo Fernández", "Lautaro Martínez"]


@pytest.fixture
def demo_file(tmp_path: Path) -> Path:
    """The demo match (a 2026 World Cup semi-final) and the 2022 World Cup's results,
    stored and never counted in the record books (no log left beside the file)."""
    path = tmp_path / "library" / "matches.sqlite3"
    path.parent.mkdir()
    assert main(["--db", str(path), "demo"]) == 0
    db = open_database(path, backups=0)
    try:
        ResultsService(db).import_files([str(WORLD_CUP / "2022" / "worldcup.json")])
    finally:
        db.close()
    with contextlib.closing(sqlite3.connect(path)) as raw, raw:
        raw.execute("DELETE FROM appearance")
        raw.execute("UPDATE match SET tallied_revision = -1")
    assert sorted(p.name for p in path.parent.iterdir()) == ["matches.sqlite3"]
    return path


@pytest.fixture
def counted(demo_file: Path, tmp_path: Path) -> Path:
    """A writable copy of the same library, counted by a read as usual."""
    copy = tmp_path / "writable" / "matches.sqlite3"
    copy.parent.mkdir()
    shutil.copy(demo_file, copy)
    return copy


def _stale(db: Database) -> int:
    with db.reading() as session:
        return len(tallies.stale(session))


def _unchanged(path: Path, before: str) -> bool:
    """Nothing was written: the file is as it was and no log beside it holds a change (the
    reader, like any SQLite reader of a log in a folder it may write, may leave an empty
    log and its index beside the file)."""
    log = Path(f"{path}-wal")
    return digest(path) == before and (not log.exists() or log.stat().st_size == 0)


def _readers(path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Database]:
    """The library opened each way the app opens one it may not write: by the reader
    (``mode=ro`` and ``query_only``: SQLite refuses every write, root's too), and as an
    immutable snapshot (a read-only folder or mount: first, while no log is beside it)."""
    with monkeypatch.context() as patched:
        patched.setattr(db_module, "_read_only_place", lambda _p: "it is on a read-only mount")
        yield open_database(path, backups=0)
    yield open_reader(path)


def test_top_scorers_and_coverage_of_a_read_only_library_are_derived_in_memory(
    demo_file: Path, counted: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    writable = RecordsService(open_database(counted, backups=0))
    try:
        everyone = writable.top_scorers(limit=None)
        cover = writable.coverage()
    finally:
        writable.db.close()
    assert cover.scorers == cover.matches
    before = digest(demo_file)
    for db in _readers(demo_file, monkeypatch):
        try:
            assert db.read_only
            uncounted = _stale(db)
            assert uncounted > 60  # never counted
            records = RecordsService(db)
            edition = records.find_edition("World Cup 2026").id
            leaders = records.top_scorers(edition_id=edition)
            assert sorted(x.name for x in leaders) == SCORERS
            assert sum(x.tally.goals for x in leaders) == 3
            assert records.coverage(edition_id=edition).scorers == 1
            assert records.top_scorers(limit=None) == everyone
            assert records.coverage() == cover
            assert _stale(db) == uncounted  # nothing was written
        finally:
            db.close()
    assert _unchanged(demo_file, before)


def test_key_stats_and_player_pages_of_a_read_only_library_match_a_counted_one(
    demo_file: Path, counted: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    writable = open_database(counted, backups=0)
    try:
        expected = RecordsService(writable).sheet_lines(1)
        enzo = RecordsService(writable).find_person("Enzo Fernández").id
        page = RecordsService(writable).player(enzo)
    finally:
        writable.close()
    assert any("Enzo Fernández" in line for line in expected)
    before = digest(demo_file)
    for db in _readers(demo_file, monkeypatch):
        try:
            assert RecordsService(db).sheet_lines(1) == expected
            assert RecordsService(db).player(enzo) == page
        finally:
            db.close()
    assert _unchanged(demo_file, before)


@pytest.mark.parametrize("args", [("stats",), ("stats", "--json"), ("facts", "1")], ids=" ".join)
def test_stats_and_facts_on_a_read_only_library_say_what_a_writable_one_says(
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    demo_file: Path,
    counted: Path,
    args: tuple[str, ...],
) -> None:
    capsys.readouterr()
    expected = run_here(capsys, *args, db=counted)
    assert expected.returncode == 0, expected.stderr
    monkeypatch.setattr(db_module, "_read_only_place", lambda _p: "it is on a read-only mount")
    before = files_digest(demo_file)
    result = run_here(capsys, *args, db=demo_file)
    assert (result.returncode, result.stdout) == (0, expected.stdout)
    assert files_digest(demo_file) == before
    assert sorted(p.name for p in demo_file.parent.iterdir()) == ["matches.sqlite3"]


@pytest.fixture
def sent_off_file(tmp_path: Path) -> Path:
    """The demo match with Cristian Romero sent off at 50', logged, never counted."""
    data = json.loads(demo_text())
    romero = next(p["id"] for p in data["home"]["squad"] if p["name"] == "Cristian Romero")
    full_time = data["events"].pop()
    red = {"kind": "card", "time": "50", "period": 2, "side": "home", "player": romero}
    data["events"] += [{**red, "card": "red"}, full_time]
    path = tmp_path / "league" / "matches.sqlite3"
    path.parent.mkdir()
    db = open_database(path, backups=0)
    try:
        MatchService(db).import_text(json.dumps(data))
    finally:
        db.close()
    with contextlib.closing(sqlite3.connect(path)) as raw, raw:
        raw.execute("DELETE FROM appearance")
        raw.execute("UPDATE match SET tallied_revision = -1")
    return path


def test_the_bans_of_a_read_only_library_are_those_of_a_counted_one(
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    sent_off_file: Path,
    tmp_path: Path,
) -> None:
    """The list of bans read the stored rows: a reporter reading a league's file it may
    not write was told no one was suspended, with Romero sent off in the semi-final."""
    counted = tmp_path / "counted.sqlite3"
    shutil.copy(sent_off_file, counted)
    args = ("suspensions", "FIFA World Cup 2026")
    expected = run_here(capsys, *args, db=counted)
    assert expected.stdout.startswith("Cristian Romero (Argentina): sent off v England"), (
        expected.stdout
    )
    before = digest(sent_off_file)
    with monkeypatch.context() as patched:
        patched.setattr(db_module, "_read_only_place", lambda _p: "it is on a read-only mount")
        result = run_here(capsys, *args, db=sent_off_file)
    assert (result.returncode, result.stdout) == (0, expected.stdout)
    assert _unchanged(sent_off_file, before)
    for db in _readers(sent_off_file, monkeypatch):
        try:
            assert db.read_only
            _, bans = SuspensionService(db).edition_bans("FIFA World Cup 2026")
            assert [(b.name, b.ban.reason) for b in bans] == [
                ("Cristian Romero", "sent off v England, 15 Jul")
            ]
            assert _stale(db) == 1  # nothing was written
        finally:
            db.close()
    assert _unchanged(sent_off_file, before)
