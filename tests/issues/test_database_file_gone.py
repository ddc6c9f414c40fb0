"""Issue 23, item 3: a database deleted or renamed while open swallowed everything.

With the window open, ``rm matches.sqlite3*`` then three goals: each showed "Logged …"
and all were gone after closing; the service API did the same for a rename. Now every
commit first checks that the file at the path is still the one opened (device and
inode), and the window watches the file: it stops logging, says so and offers to save
the match elsewhere.
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

from tests.core.factory import H1, HOME, goal, start
from tests.services.stored import StoredMatch, store_match
from tests.ui.helpers import stored_events, type_command
from tracker.services.matches import MatchService
from tracker.store.db import DatabaseError, open_database
from tracker.ui.files import filewatch
from tracker.ui.files.exporting import ExportDialog
from tracker.ui.mainwindow import MainWindow


@pytest.fixture
def m(tmp_path: Path) -> StoredMatch:
    stored = store_match(f"sqlite:///{tmp_path / 'matches.sqlite3'}")
    stored.log(start(H1))
    return stored


def _remove(path: Path) -> None:
    for suffix in ("", "-wal", "-shm"):
        Path(f"{path}{suffix}").unlink(missing_ok=True)


def _gone(m: StoredMatch) -> None:
    with pytest.raises(DatabaseError, match="nothing was written: the database is not there"):
        m.log(goal("10", H1, HOME, 9))
    # From then on every write is refused at once, saying why.
    with pytest.raises(DatabaseError, match=r"Read-only: .*was (deleted or moved|replaced)"):
        m.log(goal("11", H1, HOME, 9))


def test_a_deleted_database_refuses_the_next_commit(m: StoredMatch) -> None:
    _remove(m.path)
    _gone(m)
    assert m.service.check_file().startswith(f"its file {m.path.absolute()} was deleted")


def test_a_renamed_database_refuses_and_keeps_what_it_held(m: StoredMatch) -> None:
    moved = m.path.with_name("elsewhere.sqlite3")
    for suffix in ("", "-wal", "-shm"):
        if Path(f"{m.path}{suffix}").exists():
            os.rename(f"{m.path}{suffix}", f"{moved}{suffix}")
    _gone(m)
    m.close()
    other = MatchService(open_database(moved, backups=0))
    try:
        assert len(other.load(m.id)[1]) == 1  # the kick-off only
    finally:
        other.db.close()


def test_a_database_replaced_by_another_file_refuses(m: StoredMatch, tmp_path: Path) -> None:
    copy = tmp_path / "copy.sqlite3"
    m.close()
    shutil.copyfile(m.path, copy)
    reopened = store_match(m.url)  # a second match in a fresh instance over the file
    os.replace(copy, m.path)  # another file now at the path
    with pytest.raises(DatabaseError, match="replaced by another file"):
        reopened.log(start(H1))


def test_an_untouched_or_restored_in_place_database_writes(m: StoredMatch) -> None:
    assert m.service.check_file() == ""
    assert m.log(goal("10", H1, HOME, 9))[0] is not None


@pytest.mark.parametrize("how", ["rm", "rename"])
def test_the_window_stops_logging_and_offers_to_save_the_match(
    qtbot,
    live: MainWindow,
    db_path: Path,
    how: str,
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
) -> None:  # type: ignore[no-untyped-def]
    window = live
    asked: list[str] = []
    monkeypatch.setattr(
        filewatch.FileLostDialog, "ask",
        classmethod(lambda cls, parent, problem, has_match: asked.append(problem) or True),
    )  # fmt: skip
    saved: list[ExportDialog] = []
    monkeypatch.setattr(ExportDialog, "exec", lambda self: saved.append(self) or 0)
    window.clock.blow(0)
    assert type_command(qtbot, window, "10 goal Messi")
    match_id = window.document.match_id
    assert match_id is not None
    shown_before = len(window.document.events)
    messages: list[str] = []
    window.statusBar().messageChanged.connect(messages.append)
    if how == "rm":
        _remove(db_path)
    else:
        for suffix in ("", "-wal", "-shm"):
            if Path(f"{db_path}{suffix}").exists():
                os.rename(f"{db_path}{suffix}", tmp_path / f"renamed.sqlite3{suffix}")
    # The file-system notice makes the window find out before anything is typed.
    qtbot.waitUntil(lambda: bool(asked), timeout=5000)
    assert window.read_only_banner.isVisible()
    assert "Logging has stopped: the database is not there any more" in (
        window.read_only_banner.text()
    )
    assert not window.quick.isEnabled()
    assert window.saved_label.text() == "matches.sqlite3 is gone: save the match elsewhere"
    assert saved and saved[0].format == saved[0]._formats["json"]  # offered: the match file
    for minute in ("20", "30", "40"):
        type_command(qtbot, window, f"{minute} goal Messi")
    assert len(window.document.events) == shown_before
    assert not any(line.startswith("Logged") for line in messages)
    if how == "rename":
        assert len(stored_events(tmp_path / "renamed.sqlite3", match_id)) == shown_before


def test_the_window_refuses_a_goal_even_without_a_notice(
    qtbot, live: MainWindow, db_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    """No file-system notice (a network folder): the check before the commit refuses."""
    window = live
    window.file_watch._watcher.blockSignals(True)
    asked: list[str] = []
    monkeypatch.setattr(
        filewatch.FileLostDialog, "ask",
        classmethod(lambda cls, parent, problem, has_match: asked.append(problem) or False),
    )  # fmt: skip
    window.clock.blow(0)
    messages: list[str] = []
    window.statusBar().messageChanged.connect(messages.append)
    _remove(db_path)
    before = len(window.document.events)
    assert not type_command(qtbot, window, "10 goal Messi")
    assert len(window.document.events) == before
    assert not any(line.startswith("Logged") for line in messages)
    said = window.quick.error.text()  # under the line, which keeps the command
    assert "the database is not there any more" in said and "was deleted or moved" in said
    assert window.quick.line.text() == "10 goal Messi"
    assert asked and window.read_only_banner.isVisible()


def test_a_restore_in_the_window_brings_logging_back(
    qtbot, live: MainWindow, db_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    from tracker.store.transfer import backup
    from tracker.ui.files import backups as ui

    window = live
    monkeypatch.setattr(
        filewatch.FileLostDialog, "ask", classmethod(lambda cls, parent, problem, has_match: False)
    )
    window.clock.blow(0)
    made = backup.make_backup(db_path, "manual", keep=10)
    assert made is not None
    _remove(db_path)
    qtbot.waitUntil(lambda: bool(window.file_watch.problem), timeout=5000)
    assert not window.quick.isEnabled()
    reports: list[str] = []
    monkeypatch.setattr(ui.RestoreDialog, "ask", classmethod(lambda cls, parent, db: made.path))
    monkeypatch.setattr(ui.ConfirmRestore, "ask", classmethod(lambda cls, *a: True))
    monkeypatch.setattr(
        ui.Report, "ask", classmethod(lambda cls, parent, ok, text: reports.append(f"{ok}:{text}"))
    )
    window.actions_["restore_backup"].trigger()
    assert reports and reports[0].startswith("True:")
    assert not window.file_watch.problem and not window.read_only_banner.isVisible()
    assert window.quick.isEnabled()
    match_id = window.document.match_id
    assert match_id is not None
    assert type_command(qtbot, window, "30 goal Messi")
    assert len(stored_events(db_path, match_id)) == len(window.document.events)
