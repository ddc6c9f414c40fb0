"""A server's password given in the database URL never shows: not in a message, a log
line, the status bar or the database-problem dialog.

Nothing listens on port 9 of the loopback address, so opening fails at once with a
connection error (or, where the PostgreSQL driver is not installed, with that).
"""

from __future__ import annotations

import importlib.util
import logging
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings

from tests.test_cli import one_error_line, run_here
from tracker.app import build_window
from tracker.services.backups import database_file
from tracker.store.db import DatabaseError, open_database, shown_url
from tracker.ui.files.dbproblem import Choice, DatabaseProblem, open_or_recover
from tracker.ui.mainwindow import MainWindow

SECRET = "s3cret"
URL = f"postgresql+psycopg://u:{SECRET}@127.0.0.1:9/x"
#: Not a URL SQLAlchemy can read (the port is not a number), password and all.
BAD_URL = f"postgresql+psycopg://u:{SECRET}@127.0.0.1:nine/x"
HAS_DRIVER = importlib.util.find_spec("psycopg") is not None


def _check_reason(message: str) -> None:
    """One line, naming the server without the password, and saying why."""
    assert SECRET not in message
    assert "\n" not in message.strip()
    assert "postgresql+psycopg://u:***@127.0.0.1:9/x" in message
    if HAS_DRIVER:
        assert "connection" in message.lower() and "refused" in message.lower()
    else:
        assert "driver (psycopg) is not installed" in message


def test_the_shown_url_hides_the_password() -> None:
    assert shown_url(URL) == "postgresql+psycopg://u:***@127.0.0.1:9/x"
    assert shown_url(BAD_URL) == "postgresql+psycopg://u:***@127.0.0.1:nine/x"
    assert shown_url("postgresql+psycopg:///?service=league") == (
        "postgresql+psycopg:///?service=league"
    )
    assert shown_url("sqlite:////tmp/matches.sqlite3") == "sqlite:////tmp/matches.sqlite3"


def test_opening_fails_in_one_line_without_the_password(caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.DEBUG)
    with pytest.raises(DatabaseError) as raised:
        open_database(URL)
    _check_reason(str(raised.value))
    assert SECRET not in caplog.text


def test_an_unreadable_url_is_refused_without_the_password() -> None:
    with pytest.raises(DatabaseError) as raised:
        open_database(BAD_URL)
    assert SECRET not in str(raised.value)
    assert "neither a database file nor a database URL" in str(raised.value)
    assert database_file(BAD_URL) is None  # no backups to offer, and no crash


@pytest.mark.parametrize("command", [["list"], ["show", "1"], ["demo"], ["check"]])
def test_the_command_line_error_hides_the_password(
    capsys: pytest.CaptureFixture[str], caplog: pytest.LogCaptureFixture, command: list[str]
) -> None:
    caplog.set_level(logging.DEBUG)
    result = run_here(capsys, *command, db=URL)
    line = one_error_line(result)
    _check_reason(line)
    assert SECRET not in result.stdout and SECRET not in caplog.text


def test_the_command_line_error_hides_the_password_given_in_the_environment(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TRACKER_DB", URL)
    _check_reason(one_error_line(run_here(capsys, "list", db=None)))
    monkeypatch.setenv("TRACKER_DB", BAD_URL)
    for command in (["list"], ["restore"]):
        line = one_error_line(run_here(capsys, *command, db=None))
        assert SECRET not in line and "u:***@" in line


def test_the_database_problem_dialog_hides_the_password(
    qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    asked: list[tuple[str, bool]] = []

    def ask(cls, parent, message, can_restore):  # type: ignore[no-untyped-def]
        asked.append((message, can_restore))
        return Choice.QUIT

    monkeypatch.setattr(DatabaseProblem, "ask", classmethod(ask))

    def build(location: str | None) -> MainWindow:
        window = build_window(
            location, QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
        )
        qtbot.addWidget(window)
        return window

    assert open_or_recover(build, URL) is None
    ((message, can_restore),) = asked
    _check_reason(message)
    assert not can_restore  # a server has no backup files here
    box, _choices = DatabaseProblem.build(None, message, can_restore)
    qtbot.addWidget(box)
    assert SECRET not in box.text() + box.informativeText() + box.windowTitle()
    # An unreadable URL goes the same way, without a crash.
    assert open_or_recover(build, BAD_URL) is None
    assert SECRET not in asked[1][0]


def test_the_status_bar_names_a_server_without_its_password(qtbot, tmp_path: Path) -> None:
    """The window says where events are saved: for a server, its URL, password hidden."""
    window = build_window(
        str(tmp_path / "m.sqlite3"),
        QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat),
    )
    qtbot.addWidget(window)
    db = window.document.service.db
    assert window.saved_label.text() == "m.sqlite3"
    try:
        # The window asks the database for its name only: stand a server's URL in.
        db.url = URL
        window.files.open_demo()
        text = (
            window.saved_label.text() + window.windowTitle() + window.statusBar().currentMessage()
        )
        assert SECRET not in text
        assert window.saved_label.text().endswith(
            "saved in postgresql+psycopg://u:***@127.0.0.1:9/x"
        )
    finally:
        db.url = f"sqlite:///{tmp_path / 'm.sqlite3'}"
        window.backups.close()
        window.background.wait()
        db.close()
