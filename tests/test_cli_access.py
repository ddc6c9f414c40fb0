"""The command line on a database it may only read, and ``--user``."""

from __future__ import annotations

import contextlib
import json
import os
import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.helpers import postgres
from tests.test_cli import one_error_line, run, run_here


@pytest.fixture
def read_only_db(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> Path:
    """A database file with the reference match that this process may not write."""
    path = tmp_path / "matches.sqlite3"
    assert run_here(capsys, "demo", db=path).returncode == 0
    real = os.access  # file permissions do not bind the superuser the tests may run as
    monkeypatch.setattr(os, "access", lambda p, mode: False if Path(p) == path else real(p, mode))
    return path


@pytest.mark.parametrize(
    "command",
    [("demo",), ("confirm", "1"), ("reopen", "1"), ("check", "--repair"), ("import", "-")],
)
def test_a_write_command_on_a_read_only_database_says_so_in_one_line(
    capsys: pytest.CaptureFixture[str], read_only_db: Path, command: tuple[str, ...]
) -> None:
    before = _rows(read_only_db)
    line = one_error_line(run_here(capsys, *command, db=read_only_db))
    assert line == (
        f"match-tracker: error: '{command[0]}' would change the database, but you may only "
        "read it (the database file is read-only); nothing was done"
    )
    assert _rows(read_only_db) == before
    assert not (read_only_db.parent / "backups").exists()  # nothing to keep safe: no backup


def _rows(path: Path) -> list[str]:
    """Every row of the database, read with a plain connection of its own."""
    with contextlib.closing(sqlite3.connect(f"{path.as_uri()}?mode=ro", uri=True)) as db:
        return list(db.iterdump())


def test_reading_commands_work_on_a_read_only_database(
    capsys: pytest.CaptureFixture[str], read_only_db: Path
) -> None:
    for command in (("list",), ("show", "1"), ("check",), ("export", "1", "--format", "txt")):
        result = run_here(capsys, *command, db=read_only_db)
        assert result.returncode == 0, (command, result.stderr)


def test_who_logged_each_event_goes_across_with_the_match_file(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """Exported and imported elsewhere (by someone else), the events keep who logged them;
    ``show`` says it."""
    from tracker.core.match.events import PeriodStart
    from tracker.core.match.matchtime import MatchTime, Period
    from tracker.services.matches import MatchService
    from tracker.store.db import open_database

    path = tmp_path / "matches.sqlite3"
    assert run_here(capsys, "demo", db=path).returncode == 0
    service = MatchService(open_database(path, backups=0), author="Ana")
    fresh = service.import_text(json.dumps({**json.loads(service.export_text(1)), "events": []}))
    service.log(fresh, PeriodStart(time=MatchTime(Period.FIRST_HALF, 0)))
    service.db.close()
    exported = tmp_path / "fresh.json"
    assert run_here(capsys, "export", str(fresh), "-o", str(exported), db=path).returncode == 0
    other = tmp_path / "other.sqlite3"
    result = run_here(capsys, "--user", "Bob", "import", str(exported), db=other)
    assert result.returncode == 0, result.stderr
    again = tmp_path / "again.json"
    assert run_here(capsys, "export", "1", "-o", str(again), db=other).returncode == 0
    events = json.loads(again.read_text(encoding="utf-8"))["events"]
    assert [e["author"] for e in events] == ["Ana"]  # who logged it, not who imported it
    assert exported.read_text(encoding="utf-8") == again.read_text(encoding="utf-8")
    shown = run_here(capsys, "show", "1", db=other).stdout.splitlines()
    assert shown[-1] == "      0'  Kick-off  (by Ana)"


@pytest.fixture
def league() -> Iterator[str]:
    with postgres.fresh_database() as url:
        yield url


def test_a_reporter_is_told_in_one_line_that_confirm_would_change_the_database(
    league: str,
) -> None:
    """In processes of their own: a command's connections last as long as it does."""
    assert run("demo", db=league).returncode == 0
    postgres.create_roles(league)
    reporter = postgres.login(league, postgres.REPORTER)
    line = one_error_line(run("confirm", "1", db=reporter))
    assert line == (
        "match-tracker: error: 'confirm' would change the database, but you may only read "
        f"it (user {postgres.REPORTER}, role tracker_reporter); nothing was done"
    )
    result = run("show", "1", db=reporter)
    assert result.returncode == 0 and "Argentina" in result.stdout
    secretary = postgres.login(league, postgres.SECRETARY)
    assert run("confirm", "1", db=secretary).returncode == 0


def test_user_names_who_logs_in_the_window(monkeypatch: pytest.MonkeyPatch) -> None:
    import tracker.app
    from tracker.cli import main

    opened: list[dict[str, object]] = []
    monkeypatch.setattr(tracker.app, "run_gui", lambda **kwargs: opened.append(kwargs) or 0)
    assert main(["--user", "Dora", "gui", "3"]) == 0
    assert opened == [{"db": None, "match_id": 3, "user": "Dora"}]
