"""A damaged event row is named the same way by every reader, and crashes none.

A row whose payload is JSON but names a player in neither squad (as a write by other
means can leave) gave ``KeyError`` tracebacks in ``export --format json`` and
``statsbomb``, ``dump`` (the whole archive lost), ``copy`` and ``push``.
"""

from __future__ import annotations

import json
import sqlite3
import zipfile
from pathlib import Path

import pytest

from tests.test_cli import one_error_line, run_here
from tracker.cli import demo_text
from tracker.services.matches import MatchService
from tracker.store.db import open_database

PAYLOADS = {
    "unknown scorer": json.dumps(
        {"assist": None, "how": "open_play", "scorer": 9999, "side": "home"}
    ),
    "not JSON": "{not json",
}


@pytest.fixture(params=sorted(PAYLOADS))
def damaged(request: pytest.FixtureRequest, tmp_path: Path) -> tuple[Path, int, int]:
    """A library of two demo matches, the second with a damaged goal row."""
    path = tmp_path / "matches.sqlite3"
    database = open_database(path, backups=0)
    service = MatchService(database)
    service.import_text(demo_text())
    bad = service.import_text(demo_text())
    database.close()
    with sqlite3.connect(path) as connection:
        row = connection.execute(
            "SELECT max(id) FROM event WHERE match_id = ? AND kind = 'goal'", (bad,)
        ).fetchone()[0]
        connection.execute(
            "UPDATE event SET payload = ? WHERE id = ?", (PAYLOADS[request.param], row)
        )
    connection.close()
    return path, bad, row


def _named(bad: int, row: int) -> str:
    return f"event row {row} of match {bad} is damaged"


@pytest.mark.parametrize("fmt", ["json", "statsbomb", "txt", "csv"])
def test_export_names_the_row(
    capsys: pytest.CaptureFixture[str],
    damaged: tuple[Path, int, int],
    tmp_path: Path,
    fmt: str,
) -> None:
    path, bad, row = damaged
    out = tmp_path / "out"
    result = run_here(capsys, "export", str(bad), "--format", fmt, "-o", str(out), db=path)
    assert _named(bad, row) in one_error_line(result)
    assert not out.exists()


def test_show_names_the_row_the_same_way(
    capsys: pytest.CaptureFixture[str], damaged: tuple[Path, int, int]
) -> None:
    path, bad, row = damaged
    assert _named(bad, row) in one_error_line(run_here(capsys, "show", str(bad), db=path))


def test_dump_archives_the_rest_and_says_what_it_left_out(
    capsys: pytest.CaptureFixture[str], damaged: tuple[Path, int, int], tmp_path: Path
) -> None:
    path, bad, row = damaged
    archive = tmp_path / "library.zip"
    result = run_here(capsys, "dump", str(archive), db=path)
    assert result.returncode == 1 and "Traceback" not in result.stderr
    assert _named(bad, row) in result.stderr and "not included" in result.stderr
    assert "1 match, 2 teams" in result.stdout and "1 could not be read" in result.stdout
    with zipfile.ZipFile(archive) as zf:
        assert len([n for n in zf.namelist() if n.startswith("matches/")]) == 1


def test_copy_copies_the_rest_and_names_the_row(
    capsys: pytest.CaptureFixture[str], damaged: tuple[Path, int, int], tmp_path: Path
) -> None:
    path, bad, row = damaged
    result = run_here(capsys, "copy", "--to", str(tmp_path / "copy.sqlite3"), db=path)
    assert result.returncode == 1 and "Traceback" not in result.stderr
    assert _named(bad, row) in result.stderr
    assert "1 new" in result.stdout and "1 not copied" in result.stdout


def test_push_names_the_row(
    capsys: pytest.CaptureFixture[str], damaged: tuple[Path, int, int], tmp_path: Path
) -> None:
    path, bad, row = damaged
    target = tmp_path / "league.sqlite3"
    open_database(target, backups=0).close()
    result = run_here(capsys, "push", str(bad), "--to", str(target), db=path)
    assert _named(bad, row) in one_error_line(result)
