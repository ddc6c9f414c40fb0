"""Quick entry, and corrections: from Enter to the event committed and the window repainted.

The real window (offscreen) shows a match in its first half with 20 or 400
events. A command (``44 goal …`` or ``44 saved …``, valid however many are
logged) is typed untimed; the clock runs from pressing Enter until the event is
committed and every paint it caused is done (events are processed until a pass
paints nothing more). The baseline is a bare window where Enter copies the line
into a label, timed the same way.

The corrections are made in the same windows near the start of the log, where a
change moves every row after it: an event logged after the fact (``5 saved …``
typed into quick entry, undone untimed), an edit that moves an early event to the
middle of the match and back (the edit dialog's answer given, timed from the
request as the dialog's OK starts it), and a delete of an early event (confirmed,
undone untimed).
"""

from __future__ import annotations

import time
import unicodedata
from collections.abc import Callable, Iterator
from typing import Any

from benchmarks.context import Context
from benchmarks.report import Row, below, ratio
from benchmarks.servicelog import match_database
from benchmarks.timing import interleave


def _ascii(name: str) -> str:
    return unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode()


class Painter:
    """Counts paint events and processes events until nothing more is painted."""

    def __init__(self, app: Any) -> None:
        from PySide6.QtCore import QEvent, QObject

        paint = QEvent.Type.Paint

        class Counter(QObject):
            paints = 0

            def eventFilter(self, _watched: Any, event: Any) -> bool:
                if event.type() == paint:
                    Counter.paints += 1
                return False

        self.app = app
        self.counter = Counter()
        app.installEventFilter(self.counter)

    def settle(self) -> float:
        """Process events until a pass paints nothing; the time the last paint ended."""
        self.app.processEvents()
        end = time.perf_counter()
        for _ in range(20):
            before = self.counter.paints
            self.app.processEvents()
            if self.counter.paints == before:
                break
            end = time.perf_counter()
        return end

    def close(self) -> None:
        """Stop counting."""
        self.app.removeEventFilter(self.counter)


def _enter(painter: Painter, line: Any, text: str, logged: Callable[[], bool]) -> float:
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    line.clear()
    QTest.keyClicks(line, text)
    painter.settle()
    start = time.perf_counter()
    QTest.keyClick(line, Qt.Key.Key_Return)
    end = painter.settle()
    if not logged():
        raise RuntimeError(f"{text!r} was not logged")
    return end - start


def _bare(painter: Painter) -> tuple[Any, Callable[[], float]]:
    from PySide6.QtWidgets import QLabel, QLineEdit, QVBoxLayout, QWidget

    window = QWidget()
    line, label = QLineEdit(window), QLabel(window)
    layout = QVBoxLayout(window)
    layout.addWidget(label)
    layout.addWidget(line)

    def on_return() -> None:
        label.setText(line.text())
        line.clear()

    line.returnPressed.connect(on_return)
    window.resize(1280, 800)
    window.show()
    painter.settle()
    return window, lambda: _enter(painter, line, "44 goal Lionel Messi", lambda: not line.text())


def _tracker(ctx: Context, painter: Painter, events: int) -> tuple[Any, Callable[[], float]]:
    from PySide6.QtCore import QSettings

    from tracker.app import build_window
    from tracker.core.match.model import Side

    path, match_id = match_database(ctx.scratch / f"entry-{events}", events)
    settings = QSettings(str(path.with_suffix(".ini")), QSettings.Format.IniFormat)
    window = build_window(str(path), settings=settings)
    window.show()
    if not window.open_match(match_id):
        raise RuntimeError(f"match {match_id} did not open")
    painter.settle()
    state = window.document.state
    assert state is not None, "the match shows no state"
    names = [_ascii(state.match.player(p).name) for s in Side for p in state.on_pitch(s)]
    line = window.quick.line
    count = [0]

    def run() -> float:
        count[0] += 1
        verb = "goal" if count[0] % 2 else "saved"
        text = f"44 {verb} {names[count[0] % len(names)]}"
        return _enter(painter, line, text, lambda: not line.text())

    return window, run


_ANSWER: list[Any] = [None]


def _corrections(window: Any, painter: Painter) -> dict[str, Callable[[], float]]:
    """A late event, an edit and a delete near the start of the window's match."""
    from dataclasses import replace

    from tracker.core.match.events import MissedPenalty
    from tracker.core.match.matchtime import MatchTime, Period
    from tracker.core.match.model import Side
    from tracker.ui.common.dialogs import Confirm
    from tracker.ui.match.editevent import EditEventDialog

    doc = window.document
    line = window.quick.line
    state = doc.state
    names = [_ascii(state.match.player(p).name) for s in Side for p in state.on_pitch(s)]
    early = [e for e in doc.events if isinstance(e, MissedPenalty)]
    edited_id, deleted_id = early[0].id, early[1].id
    # One answer for every window: the dialog is asked for the edit about to be timed.
    EditEventDialog.ask = classmethod(lambda cls, *args, **kw: _ANSWER[0])  # type: ignore[method-assign,assignment]
    Confirm.ask = classmethod(lambda cls, *args, **kw: True)  # type: ignore[method-assign,assignment]
    count = [0]

    def now(event_id: int | None) -> Any:
        return next(e for e in doc.events if e.id == event_id)

    def late() -> float:
        count[0] += 1
        size = len(doc.events)
        text = f"5 saved {names[count[0] % len(names)]}"
        seconds = _enter(painter, line, text, lambda: len(doc.events) == size + 1)
        window.undo_stack.undo()
        painter.settle()
        return seconds

    def edit() -> float:
        event = now(edited_id)
        minute = 20 if event.time.minute < 20 else 1
        _ANSWER[0] = replace(event, time=MatchTime(Period.FIRST_HALF, minute))
        painter.settle()
        start = time.perf_counter()
        window.edit_event(event)
        end = painter.settle()
        if now(edited_id).time.minute != minute:
            raise RuntimeError(f"the edit was not stored: {window.status_line.last_failure}")
        return end - start

    def delete() -> float:
        size = len(doc.events)
        painter.settle()
        start = time.perf_counter()
        window.delete_event(now(deleted_id))
        end = painter.settle()
        if len(doc.events) != size - 1:
            raise RuntimeError("the event was not deleted")
        window.undo_stack.undo()
        painter.settle()
        return end - start

    return {"late": late, "edit": edit, "delete": delete}


_CORRECTIONS = {
    "late": "an event logged after the fact near the start",
    "edit": "an early event edited (moved to the middle and back)",
    "delete": "an early event deleted",
}


def run(ctx: Context) -> Iterator[Row]:
    """Quick entry at 20 and at 400 events in the match, against the bare window."""
    from tracker.ui.common.dialogs import PlayerChooser

    app = ctx.app()
    # A name that fits several players would ask; the first candidate is the answer here.
    PlayerChooser.ask = classmethod(lambda cls, *args, **kw: args[4][0])  # type: ignore[method-assign,assignment]
    painter = Painter(app)
    try:
        bare, base_run = _bare(painter)
        few, few_run = _tracker(ctx, painter, 20)
        many, many_run = _tracker(ctx, painter, 400)
        runs = [base_run, few_run, many_run]
        for one in runs:
            one()  # warm-up
        base, at_few, at_many = interleave(runs, ctx.rounds(100, 30), budget=120, least=20)
        fixes = {20: _corrections(few, painter), 400: _corrections(many, painter)}
        fixed: dict[tuple[str, int], list[float]] = {}
        for what in _CORRECTIONS:
            pair = [fixes[20][what], fixes[400][what]]
            for one in pair:
                one()  # warm-up
            fixed[what, 20], fixed[what, 400] = interleave(
                [base_run, *pair], ctx.rounds(100, 30), budget=40, least=20
            )[1:]
        for shown in (bare, few, many):
            shown.close()
            shown.deleteLater()
        painter.settle()
    finally:
        painter.close()
    for events, subject in ((20, at_few), (400, at_many)):
        yield Row(
            f"quick entry Enter → committed and repainted, {events} events in the match",
            "bare QLineEdit+QLabel window",
            subject,
            base,
            below("p99", 0.016),
            latency=True,
        )
    yield Row(
        "quick entry at 400 events vs at 20 (flat in the number of events)",
        "at 20 events",
        at_many,
        at_few,
        ratio(1.2),
        latency=True,
    )
    for what, said in _CORRECTIONS.items():
        yield Row(
            f"{said}, 400 events: committed and repainted",
            "bare QLineEdit+QLabel window",
            fixed[what, 400],
            base,
            below("p99", 0.016),
            latency=True,
        )
        yield Row(
            f"{said}: 400 events vs 20 (the change costs the change)",
            "at 20 events",
            fixed[what, 400],
            fixed[what, 20],
            ratio(1.2),
            latency=True,
        )
