"""A way out that the database or a service names is written with the user's ``--db``.

Regression: a damaged ``--db`` file said "restore a backup (File > Restore from backup,
or match-tracker restore)", a split refused on a confirmed match "reopen it first
(match-tracker reopen 1)", a server's database "match-tracker dump and load": typed as
shown, each ran on the default library, not the database the user was working on.
"""

from __future__ import annotations

import contextlib
import sqlite3
from pathlib import Path

import pytest

from tests.test_cli import one_error_line, run, run_here
from tracker.core.hints import Hint, hinted, joined, placed
from tracker.services import MatchService, ServiceError
from tracker.store.db import DatabaseError, open_database
from tracker.store.transfer import backup


def _damage(path: Path) -> None:
    with path.open("r+b") as handle:
        handle.seek(4096)
        handle.write(b"\x00\xff" * 60)


def test_a_damaged_database_names_the_restore_of_that_database(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "my league.sqlite3"
    run_here(capsys, "demo", db=path)
    backup.make_backup(path, "manual")
    _damage(path)
    line = one_error_line(run_here(capsys, "list", db=path))
    assert line.endswith(
        f"and was left untouched; restore a backup (match-tracker --db '{path}' restore) "
        "or choose another database"
    )
    # The window says it its own way: its menu item, no command for another library.
    with pytest.raises(DatabaseError) as refused:
        open_database(path)
    assert str(refused.value).endswith(
        "restore a backup (File > Restore from backup) or choose another database"
    )


def test_a_split_refused_on_a_confirmed_match_names_its_reopen_there(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "cup {2026}.sqlite3"
    run_here(capsys, "demo", db=path)
    run_here(capsys, "confirm", "1", db=path)
    before = path.read_bytes()
    result = run_here(capsys, "people", "split", "9", "--match", "1", db=path)
    assert result.returncode == 1
    assert one_error_line(result) == (
        f"match-tracker: error: match 1 is confirmed: reopen it first (match-tracker --db "
        f"'{path}' reopen 1) to move its players to another person"
    )
    assert path.read_bytes() == before


def test_a_servers_database_names_the_dump_of_that_database(
    capsys: pytest.CaptureFixture[str],
) -> None:
    url = "postgresql+psycopg://secretary:s3cret-Pw@db.league.example/league"
    line = one_error_line(run_here(capsys, "restore", db=url))
    assert line.endswith(
        "keep every match as match files with match-tracker --db "
        "'postgresql+psycopg://secretary:***@db.league.example/league' dump and load "
        "(docs/league.md)"
    )


def test_a_match_that_cannot_be_read_names_a_restore_of_that_database(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "my league.sqlite3"
    run_here(capsys, "demo", db=path)
    with contextlib.closing(sqlite3.connect(path)) as connection:
        connection.execute("UPDATE event SET kind = 'nonsense' WHERE id = 1")
        connection.commit()
    restore = f"open another match, or restore a backup (match-tracker --db '{path}' restore)"
    assert one_error_line(run_here(capsys, "show", "1", db=path)).endswith(restore)
    # A sheet drawn while the match is read in another process says it the same way.
    pdf = tmp_path / "sheet.pdf"
    assert one_error_line(run("export", "1", "--format", "pdf", "-o", str(pdf), db=path)).endswith(
        restore
    )
    assert not pdf.exists()
    # The window names its menu item (the service's own text).
    service = MatchService(open_database(path))
    with pytest.raises(ServiceError) as refused:
        service.load(1)
    assert str(refused.value).endswith("restore a backup (File > Restore from backup)")
    service.db.close()


def test_a_hint_is_kept_apart_whatever_the_text_around_it_holds() -> None:
    reopen = Hint(("reopen", "3"), menu="Match > Reopen the match")
    message = hinted("{path} {{x}}: reopen it ({hint}) first", reopen, path="/a/{b}")
    assert str(message) == "/a/{b} {x}: reopen it (Match > Reopen the match) first"
    assert (
        message.said(lambda hint: f"run {hint.command()}")
        == "/a/{b} {x}: reopen it (run reopen 3) first"
    )
    framed = joined("cannot open x: ", message, ".")
    assert str(framed) == "cannot open x: /a/{b} {x}: reopen it (Match > Reopen the match) first."
    assert placed("{what} {{y}}", "what", "plain") == "plain {y}"
    link = Hint(("people", "link", "2", "Lionel Messi", "--to", "PERSON"))
    assert link.written() == "match-tracker people link 2 'Lionel Messi' --to PERSON"
    assert Hint(("restore",), db="my target.db").written() == (
        "match-tracker --db 'my target.db' restore"
    )
