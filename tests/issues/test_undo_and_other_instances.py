"""Issue: undo acted on another instance's event (ids were reused; undo went by id alone).

SQLite gave the id of a deleted newest event to the next one, so after an undo here
and a goal logged by the command line, redo or undo here hit the other goal. Ids are
now never reused, and undo refuses when the event is not the one it recorded.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from tests.core.factory import H1, HOME, goal, start
from tests.services.stored import StoredMatch, store_match
from tests.ui.helpers import stored_events, type_command
from tracker.core.match.matchtime import MatchTime
from tracker.services.matches import MatchService, ServiceError
from tracker.store.db import open_database
from tracker.ui.mainwindow import MainWindow


@pytest.fixture
def m(tmp_path: Path) -> StoredMatch:
    stored = store_match(f"sqlite:///{tmp_path / 'matches.sqlite3'}")
    stored.log(start(H1))
    return stored


def _other(m: StoredMatch) -> MatchService:
    """A second instance on the same file (its own engine and memory)."""
    return MatchService(open_database(m.url, backups=0))


def test_the_id_of_a_deleted_newest_event_is_never_given_again(m: StoredMatch) -> None:
    (first,) = m.log(goal("10", H1, HOME, 9))
    assert first is not None and first.id is not None
    m.service.delete(m.id, first.id, expected=first)
    other = _other(m)
    second = other.log(m.id, m.ev(goal("12", H1, HOME, 10))).event
    other.db.close()
    assert second is not None and second.id != first.id
    # Putting the deleted goal back (redo) neither clashes nor touches the other goal.
    back = m.service.log(m.id, first).event
    assert back is not None and back.id == first.id
    ids = [e.id for e in m.service.load(m.id)[1]]
    assert sorted(i for i in ids if i is not None)[-2:] == sorted([first.id, second.id])


def test_undo_refuses_an_event_changed_by_another_instance(m: StoredMatch) -> None:
    (logged,) = m.log(goal("10", H1, HOME, 9))
    assert logged is not None and logged.id is not None
    other = _other(m)
    moved = replace(logged, time=MatchTime(H1, 11))
    other.edit(m.id, moved)
    other.db.close()
    before = m.dump()
    with pytest.raises(ServiceError, match="changed elsewhere"):
        m.service.delete(m.id, logged.id, expected=logged)
    with pytest.raises(ServiceError, match="changed elsewhere"):
        m.service.edit(m.id, replace(logged, time=MatchTime(H1, 5)), expected=logged)
    assert m.dump() == before


def test_ctrl_z_in_the_window_leaves_the_other_instances_goal_alone(
    qtbot, live: MainWindow, db_path: Path
) -> None:
    window = live
    window.clock.blow(0)
    match_id = window.document.match_id
    assert match_id is not None
    assert type_command(qtbot, window, "20 goal Messi")
    mine = window.document.events[-1]
    # Another instance corrects the goal's minute.
    other = MatchService(open_database(db_path, backups=0))
    other.edit(match_id, replace(mine, time=MatchTime(H1, 21)))
    other.db.close()
    window.undo_stack.undo()
    assert "changed elsewhere" in window.notice.text()
    (kept,) = [e for e in stored_events(db_path, match_id) if e.id == mine.id]
    assert kept.time == MatchTime(H1, 21)
    # The window shows the match as it is stored now.
    assert window.document.events[-1].time == MatchTime(H1, 21)
