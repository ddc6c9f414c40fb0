"""Every item model the window shows passes Qt's model tester."""

from __future__ import annotations

import dataclasses

from tests.helpers.matches import demo
from tracker.core.match.events import Event
from tracker.core.match.matchtime import MatchTime, Period
from tracker.core.match.model import Match
from tracker.core.match.replay import replay, sort_events
from tracker.services.matches import Change, ChangeKind
from tracker.ui.mainwindow import MainWindow
from tracker.ui.match.eventlog import EventLogModel, EventLogView


def test_event_log_model_empty_full_and_changing(qtmodeltester) -> None:  # type: ignore[no-untyped-def]
    match, events = demo()
    events = [e.__class__(**{**e.__dict__, "id": i}) for i, e in enumerate(events, 1)]
    model = EventLogModel()
    qtmodeltester.check(model)
    model.set_events(match, events[:5])
    qtmodeltester.check(model)
    model.set_events(match, events[:6])  # one inserted at the end
    model.set_events(match, events[:3] + events[4:6])  # one removed in the middle
    model.set_events(match, events)
    qtmodeltester.check(model)
    assert model.rowCount() == len(events)
    assert model.index(13, 0).data() == "90'+2"
    assert model.index(13, 2).data() == "2–1"


def test_event_log_signals_a_single_insertion(qtbot) -> None:  # type: ignore[no-untyped-def]
    match, events = demo()
    events = [e.__class__(**{**e.__dict__, "id": i}) for i, e in enumerate(events, 1)]
    view = EventLogView()
    qtbot.addWidget(view)
    view.show_events(match, events[:4] + events[5:])
    with qtbot.waitSignal(view.log_model.rowsInserted) as blocker:
        view.show_events(match, events)
    assert blocker.args[1:] == [4, 4]
    with qtbot.waitSignal(view.log_model.rowsRemoved) as blocker:
        view.show_events(match, events[:-1])
    assert blocker.args[1:] == [len(events) - 1, len(events) - 1]


def test_window_models(qtmodeltester, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    window.files.open_demo()
    assert window.document.state is not None
    assert replay(window.document.state.match, window.document.events).finished
    qtmodeltester.check(window.event_log.model())
    qtmodeltester.check(window.home_panel.tree.model())
    qtmodeltester.check(window.away_panel.tree.model())
    qtmodeltester.check(window.start_page.recent.model())
    window.quick._on_line_text_edited("55 goal Go")
    qtmodeltester.check(window.quick.completions)
    assert window.quick.completions.stringList() == [
        "55 goal González",
        "55 goal Gonzalo Montiel",
        "55 goal Gordon",
    ]


def _numbered(events: list[Event]) -> list[Event]:
    return [dataclasses.replace(e, id=i) for i, e in enumerate(events, 1)]


def _shown(model: EventLogModel) -> list[tuple[object, ...]]:
    return [
        tuple(model.index(r, c).data(role) for c in range(3) for role in (0, 3, 256))
        for r in range(model.rowCount())
    ]


def _expected(match: Match, events: list[Event]) -> list[tuple[object, ...]]:
    model = EventLogModel()
    model.set_events(match, sort_events(events))
    return _shown(model)


def _follow(
    model: EventLogModel, match: Match, kind: ChangeKind, events: list[Event], **what: Event
) -> list[tuple[int, int, int, int]]:
    """Apply one change; the (first row, first column, last row, last column) signalled."""
    seen: list[tuple[int, int, int, int]] = []
    model.dataChanged.connect(
        lambda a, b, _r=None: seen.append((a.row(), a.column(), b.row(), b.column()))
    )
    state = replay(match, events)
    model.apply_change(match, Change(kind, 1, what.get("event"), what.get("before"), state))
    model.dataChanged.disconnect()
    assert _shown(model) == _expected(match, events)
    return seen


def test_event_log_follows_each_change_row_by_row(qtmodeltester, qtbot) -> None:  # type: ignore[no-untyped-def]
    match, events = demo()
    events = _numbered(events)
    goal_55, sub_64, goal_85 = events[3], events[4], events[12]
    model = EventLogModel()
    model.set_events(match, [e for e in events if e not in (goal_55, sub_64)])
    qtmodeltester.check(model)  # the tester stays and checks every signal that follows
    score = EventLogModel.SCORE

    # A goal logged after the fact goes in the middle; only later scores move.
    with qtbot.waitSignal(model.rowsInserted) as inserted:
        seen = _follow(model, match, ChangeKind.ADDED, [e for e in events if e is not sub_64],
                       event=goal_55)  # fmt: skip
    assert inserted.args[1:] == [3, 3]
    assert seen == [(4, score, 16, score)]

    # Any other event in the middle moves no score at all.
    seen = _follow(model, match, ChangeKind.ADDED, events, event=sub_64)
    assert seen == []

    # A goal deleted: the rows after it, score column only.
    rest = [e for e in events if e is not goal_85]
    with qtbot.waitSignal(model.rowsRemoved) as removed:
        seen = _follow(model, match, ChangeKind.DELETED, rest, before=goal_85)
    assert removed.args[1:] == [12, 12]
    assert seen == [(12, score, 16, score)]

    # A goal moved later by an edit: the row moves; the rows it passed change score.
    moved = dataclasses.replace(goal_55, time=MatchTime(Period.SECOND_HALF, 70))
    edited = [moved if e is goal_55 else e for e in rest]
    with qtbot.waitSignal(model.rowsMoved) as move:
        seen = _follow(model, match, ChangeKind.EDITED, edited, event=moved, before=goal_55)
    assert move.args[1:3] == [3, 3] and move.args[4] == 5  # past the 64' substitution
    assert (4, 0, 4, EventLogModel.BY) in seen  # the edited row itself, every column
    assert all(first >= 3 and last <= 4 for first, _c, last, _ in seen)

    # An edit in place changes that row alone.
    renamed = dataclasses.replace(sub_64, time=MatchTime(Period.SECOND_HALF, 65))
    again = [renamed if e is sub_64 else e for e in edited]
    with qtbot.assertNotEmitted(model.rowsMoved), qtbot.assertNotEmitted(model.rowsInserted):
        seen = _follow(model, match, ChangeKind.EDITED, again, event=renamed, before=sub_64)
    assert seen == [(3, 0, 3, EventLogModel.BY)]
