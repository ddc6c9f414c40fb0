"""``restore`` on a PostgreSQL server says, in one line, what to use instead."""

from __future__ import annotations

import pytest

from tracker import cli

SERVER = "postgresql+psycopg://secretary:s3cret-pass@db.league.example/league"


@pytest.mark.parametrize("backup", [[], ["1"]], ids=["list", "restore"])
def test_restore_on_a_server_points_at_pg_dump_and_pg_restore(
    capsys: pytest.CaptureFixture[str], backup: list[str]
) -> None:
    assert cli.main(["--db", SERVER, "restore", *backup]) != 0
    captured = capsys.readouterr()
    assert captured.out == ""
    [line] = captured.err.splitlines()
    assert line.startswith("match-tracker: ")
    for words in ("pg_dump -Fc", "pg_restore --clean", "docs/postgresql.md", "dump and load"):
        assert words in line
    assert "s3cret" not in line


def test_restore_on_a_server_named_by_the_environment(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TRACKER_DB", SERVER)
    assert cli.main(["restore"]) != 0
    assert "pg_restore" in capsys.readouterr().err


def test_restore_of_a_database_in_memory_says_backups_are_for_files(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert cli.main(["--db", "sqlite://", "restore"]) != 0
    assert "backups are kept for database files only" in capsys.readouterr().err


def test_the_window_names_its_own_server_in_the_dump_it_points_at() -> None:
    """The window has no menu item for a dump: the command it names is for the window's
    database, not the default library (its password masked)."""
    from tracker.services.backups import no_backups_here
    from tracker.ui.files.backups import _in_this_window

    said = _in_this_window(no_backups_here(SERVER), SERVER)
    masked = "postgresql+psycopg://secretary:***@db.league.example/league"
    assert f"with match-tracker --db '{masked}' dump and load" in said
    assert "s3cret" not in said
