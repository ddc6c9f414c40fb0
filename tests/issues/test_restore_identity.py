"""Issue 23, item 5: undo deleted another user's event after a restore.

A restore rolled back the event id counter and the match revision, so ids and
revisions were given again: a window's pending undo of "event 20" deleted a second
instance's new event 20 without a word. A restore now moves revisions and the event
counter past the replaced database's, and an undo checks the stored event itself.
"""

from __future__ import annotations

import shutil
import sqlite3
from contextlib import closing
from dataclasses import replace
from pathlib import Path

import pytest

from tests.core.factory import H1, HOME, goal, start
from tests.services.stored import StoredMatch, store_match
from tests.ui.helpers import stored_events, type_command
from tracker.core.match.matchtime import MatchTime
from tracker.services.matches import MatchService, ServiceError
from tracker.store.db import open_database
from tracker.store.transfer import backup
from tracker.store.transfer.restore import restore_backup
from tracker.ui.mainwindow import MainWindow


@pytest.fixture
def m(tmp_path: Path) -> StoredMatch:
    stored = store_match(f"sqlite:///{tmp_path / 'matches.sqlite3'}")
    stored.log(start(H1))
    return stored


def _head(path: Path, match_id: int) -> int:
    with closing(sqlite3.connect(path)) as conn:
        row = conn.execute("SELECT revision FROM match WHERE id = ?", (match_id,)).fetchone()
    return int(row[0])


def test_after_a_restore_no_id_or_revision_comes_back(m: StoredMatch) -> None:
    made = backup.make_backup(m.path, "manual", keep=10)
    assert made is not None
    (mine,) = m.log(goal("10", H1, HOME, 9))
    assert mine is not None and mine.id is not None
    seen = _head(m.path, m.id)
    restore_backup(made.path, m.path)
    assert _head(m.path, m.id) > seen  # every revision is new: open windows read again
    other = MatchService(open_database(m.url, backups=0))
    try:
        theirs = other.log(m.id, m.ev(goal("12", H1, HOME, 10))).event
        assert theirs is not None and theirs.id is not None and theirs.id > mine.id
        # The first instance's undo of its goal, which the restore took away, refuses.
        with pytest.raises(ServiceError, match="changed elsewhere"):
            m.service.delete(m.id, mine.id, expected=mine)
        assert [e.id for e in other.load(m.id)[1]][-1] == theirs.id
    finally:
        other.db.close()


def test_undo_checks_the_stored_event_even_when_an_id_and_revision_came_back(
    m: StoredMatch,
) -> None:
    """The database is put back by hand (SQLite's backup API, as ``.restore`` does):
    the other instance's new goal gets the very id and revision this one remembers."""
    saved = m.path.with_name("saved.sqlite3")
    with closing(sqlite3.connect(m.path)) as src, closing(sqlite3.connect(saved)) as dst:
        src.backup(dst)
    (mine,) = m.log(goal("10", H1, HOME, 9))
    assert mine is not None and mine.id is not None
    remembered = _head(m.path, m.id)
    with closing(sqlite3.connect(saved)) as src, closing(sqlite3.connect(m.path)) as dst:
        src.backup(dst)
    other = MatchService(open_database(m.url, backups=0))
    try:
        theirs = other.log(m.id, m.ev(goal("30", H1, HOME, 10))).event
        assert theirs is not None
        assert (theirs.id, _head(m.path, m.id)) == (mine.id, remembered)  # both came back
        with pytest.raises(ServiceError, match="changed elsewhere"):
            m.service.delete(m.id, mine.id, expected=mine)
        with pytest.raises(ServiceError, match="changed elsewhere"):
            m.service.edit(m.id, replace(mine, time=MatchTime(H1, 11)), expected=mine)
        assert other.load(m.id)[1][-1] == theirs  # untouched
    finally:
        other.db.close()


def test_ctrl_z_after_a_restore_refuses_and_leaves_the_other_goal(
    qtbot, live: MainWindow, db_path: Path
) -> None:  # type: ignore[no-untyped-def]
    window = live
    window.clock.blow(0)
    match_id = window.document.match_id
    assert match_id is not None
    made = backup.make_backup(db_path, "manual", keep=10)
    assert made is not None
    assert type_command(qtbot, window, "20 goal Messi")
    mine = window.document.events[-1]
    restore_backup(made.path, db_path)  # e.g. the command line, while the window is open
    other = MatchService(open_database(db_path, backups=0))
    match, _events = other.load(match_id)
    scorer = next(p.pid for p in match.home.squad if p.name.endswith("Messi"))
    theirs = other.log(match_id, goal("21", H1, HOME, scorer)).event
    other.db.close()
    assert theirs is not None and theirs.id != mine.id
    window.undo_stack.undo()
    assert "changed elsewhere" in window.notice.text()
    assert [e.id for e in stored_events(db_path, match_id)][-1] == theirs.id


def test_a_restore_of_a_missing_database_still_works(tmp_path: Path, m: StoredMatch) -> None:
    made = backup.make_backup(m.path, "manual", keep=10)
    assert made is not None
    kept = tmp_path / "kept.sqlite3"
    shutil.copyfile(made.path, kept)
    m.close()
    for suffix in ("", "-wal", "-shm"):
        Path(f"{m.path}{suffix}").unlink(missing_ok=True)
    restore_backup(kept, m.path)
    assert MatchService(open_database(m.url, backups=0)).load(m.id)[1]


def test_a_match_id_given_again_after_a_restore_is_another_match(tmp_path: Path) -> None:
    """A match made after the backup is gone after the restore, and the next new match
    takes its id: the first instance's remembered state of it is never trusted."""
    url = f"sqlite:///{tmp_path / 'matches.sqlite3'}"
    first = store_match(url)
    made = backup.make_backup(first.path, "manual", keep=10)
    assert made is not None
    later = store_match(url)  # its own instance; remembers its match after kick-off
    later.log(start(H1))
    remembered = _head(later.path, later.id)
    restore_backup(made.path, later.path)
    other = store_match(url)
    assert other.id == later.id  # the id is given again, to another match
    other.log(start(H1))
    assert _head(other.path, other.id) == remembered  # and the revision it remembers
    before = other.dump()
    with pytest.raises(ServiceError, match="not the match worked on here any more"):
        later.log(goal("10", H1, HOME, 9))
    assert other.dump() == before
    for stored in (first, later, other):
        stored.close()


def test_putting_an_event_back_under_an_id_given_again_refuses(db_url: str) -> None:
    """A server put back with ``pg_restore`` gives ids again: the redo of a logged event
    (stored again under its id) finds the id taken by another match's event."""
    from sqlalchemy import text

    here = store_match(db_url)
    here.log(start(H1))
    (mine,) = here.log(goal("10", H1, HOME, 9))
    assert mine is not None and mine.id is not None
    here.service.delete(here.id, mine.id, expected=mine)  # the undo
    there = store_match(db_url)
    (theirs,) = there.log(start(H1))
    assert theirs is not None
    with there.db.writing() as session:  # the id given again, as after a pg_restore
        session.execute(text(f"UPDATE event SET id = {mine.id} WHERE id = {theirs.id}"))
    before = there.dump()
    with pytest.raises(ServiceError, match="changed elsewhere"):
        here.service.log(here.id, mine)  # the redo
    assert there.dump() == before
    for stored in (here, there):
        stored.close()
