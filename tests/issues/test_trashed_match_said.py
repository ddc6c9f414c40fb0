"""Regression: ``show`` and ``export`` said a match in the trash was there to restore,
but ``confirm``, ``reopen``, ``facts``, ``push``, ``suspensions --decide`` and ``serve
--match`` said "there is no match 1", as if it were lost."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.test_cli import one_error_line, run_here
from tracker.services.setup import SetupService
from tracker.store.db import open_database

TRASH = (
    "match-tracker: error: match 1 is in the trash (deleted): restore it from the "
    "library's deleted matches to use it again"
)


@pytest.fixture
def library(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> Path:
    """The demo (match 1), deleted; and a league's database to push to."""
    path = tmp_path / "matches.sqlite3"
    assert run_here(capsys, "demo", db=path).returncode == 0
    assert run_here(capsys, "demo", db=tmp_path / "league.sqlite3").returncode == 0
    db = open_database(path, backups=0)
    try:
        SetupService(db).delete_match(1)
    finally:
        db.close()
    return path


@pytest.mark.parametrize(
    "command",
    [
        ("show", "1"),
        ("confirm", "1"),
        ("reopen", "1"),
        ("facts", "1"),
        ("push", "1", "--to", "{league}"),
        ("suspensions", "FIFA World Cup 2026", "--decide", "1", "1", "2"),
        ("suspensions", "FIFA World Cup 2026", "--appeal", "1", "1", "--reason", "x"),
        ("serve", "--match", "1"),
    ],
    ids=" ".join,
)
def test_every_command_says_a_match_in_the_trash_is_there(
    capsys: pytest.CaptureFixture[str], library: Path, command: tuple[str, ...]
) -> None:
    league = str(library.parent / "league.sqlite3")
    args = [part.format(league=league) for part in command]
    assert one_error_line(run_here(capsys, *args, db=library)) == TRASH


def test_a_match_that_never_was_is_still_not_there(
    capsys: pytest.CaptureFixture[str], library: Path
) -> None:
    for args in (("confirm", "7"), ("facts", "7"), ("serve", "--match", "7")):
        line = one_error_line(run_here(capsys, *args, db=library))
        assert line == "match-tracker: error: there is no match 7"
