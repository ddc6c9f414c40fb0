"""Every item model the window shows passes Qt's model tester."""

from __future__ import annotations

from tests.helpers.matches import demo
from tracker.core.state import replay
from tracker.ui.eventlog import EventLogModel, EventLogView
from tracker.ui.mainwindow import MainWindow


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
