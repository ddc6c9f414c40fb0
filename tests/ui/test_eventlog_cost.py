"""One change to the event log costs that change: Qt asks the model for the rows it
shows, never for every row of a long match (columns sized to their contents would
measure them all, about ten thousand calls per event at 400 events)."""

from __future__ import annotations

import dataclasses

import pytest
from PySide6.QtWidgets import QApplication

from benchmarks.matchgen import running_match
from tracker.core.match.events import Event, Goal
from tracker.core.match.matchtime import MatchTime, Period
from tracker.core.match.model import Match, Side
from tracker.core.match.replay import replay, sort_events
from tracker.services.changes import Change, ChangeKind
from tracker.ui.match.eventlog import EventLogModel, EventLogView


def _change(match: Match, events: list[Event], kind: ChangeKind) -> Change:
    """A late goal, an edit or a delete of an event near the start of the log."""
    early = events[3]
    if kind is ChangeKind.ADDED:
        scorer = replay(match, events).on_pitch(Side.HOME)[0]
        new: Event | None = Goal(
            time=MatchTime(Period.FIRST_HALF, 1), side=Side.HOME, scorer=scorer, id=99_999
        )
        after = sort_events([*events, new])
        return Change(kind, 1, new, None, replay(match, after))
    if kind is ChangeKind.EDITED:
        moved = dataclasses.replace(early, time=MatchTime(Period.FIRST_HALF, 1))
        after = sort_events([moved if e is early else e for e in events])
        return Change(kind, 1, moved, early, replay(match, after))
    return Change(kind, 1, None, early, replay(match, [e for e in events if e is not early]))


def _calls(qtbot, monkeypatch: pytest.MonkeyPatch, count: int, kind: ChangeKind) -> int:  # type: ignore[no-untyped-def]
    asked = [0]
    counting = [False]
    data = EventLogModel.data

    def counted(self: EventLogModel, *args: object) -> object:
        asked[0] += counting[0]
        return data(self, *args)  # type: ignore[arg-type]

    # Qt looks the method up once, when the model is made: count from the start.
    monkeypatch.setattr(EventLogModel, "data", counted)
    match, logged = running_match(count)
    events = [dataclasses.replace(e, id=i + 1) for i, e in enumerate(logged)]
    view = EventLogView()
    qtbot.addWidget(view)
    view.resize(600, 400)
    view.show()
    qtbot.waitExposed(view)
    view.show_events(match, events)
    change = _change(match, events, kind)
    QApplication.processEvents()
    counting[0] = True
    view.show_change(match, change)
    for _ in range(3):
        QApplication.processEvents()
    counting[0] = False
    assert view.log_model.rowCount() == len(change.state.events)
    return asked[0]


@pytest.mark.parametrize("kind", [ChangeKind.ADDED, ChangeKind.EDITED, ChangeKind.DELETED])
def test_one_change_asks_for_the_rows_shown_not_every_row(qtbot, monkeypatch, kind) -> None:  # type: ignore[no-untyped-def]
    few = _calls(qtbot, monkeypatch, 20, kind)
    many = _calls(qtbot, monkeypatch, 400, kind)
    # Bounded by what a screen of rows shows, and the same whatever the log's length.
    assert many < 1_000
    assert many <= few + 50


def test_a_log_following_its_newest_event_keeps_following_it(qtbot) -> None:  # type: ignore[no-untyped-def]
    match, logged = running_match(60)
    events = [dataclasses.replace(e, id=i + 1) for i, e in enumerate(logged)]
    view = EventLogView()
    qtbot.addWidget(view)
    view.resize(600, 200)
    view.show()
    qtbot.waitExposed(view)
    view.show_events(match, events)
    bar = view.verticalScrollBar()
    assert bar.value() == bar.maximum() > 0
    view.show_change(match, _change(match, events, ChangeKind.ADDED))
    assert bar.value() == bar.maximum()
    # Scrolled up to the start, an edit there is shown where it is: the log stays put.
    bar.setValue(0)
    shown = [view.log_model.event_at(row) for row in range(view.log_model.rowCount())]
    view.show_change(match, _change(match, shown, ChangeKind.EDITED))
    assert bar.value() == 0


def test_the_by_column_is_measured_again_in_a_new_font(qtbot) -> None:  # type: ignore[no-untyped-def]
    view = EventLogView()
    qtbot.addWidget(view)
    before = view._author_width("Grace Referee"), view._author_width(None)
    font = view.font()
    font.setPointSizeF(font.pointSizeF() * 3)
    view.setFont(font)
    after = view._author_width("Grace Referee"), view._author_width(None)
    assert after[0] > before[0] and after[1] > before[1]
