"""A monkey on the main window: random clicks, drags and keys; no exception, nothing lost.

A fixed seed drives a few thousand random gestures on the window (bounded in time).
Modal dialogs and menus it opens get a few random keys and are then closed by a
timer, so every dialog the window can open is poked too. pytest-qt fails the test on
any exception raised inside a Qt callback and on any Qt warning. At the end the log
the window shows must be exactly what a fresh connection reads from the database.
"""

from __future__ import annotations

import contextlib
import random
import sqlite3
import time
from pathlib import Path

import pytest
import shiboken6
from PySide6.QtCore import QPoint, QSettings, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMenu, QWidget

from tests.helpers.matches import demo
from tracker.app import build_window
from tracker.core.match.events import PeriodStart
from tracker.core.match.matchtime import MatchTime, Period
from tracker.services import MatchService
from tracker.store.db import open_database

SEED = 6
ACTIONS = 2500
TIME_LIMIT = 45.0  # seconds: the monkey stops early rather than slow the suite down

_KEYS = [
    Qt.Key.Key_Return,
    Qt.Key.Key_Escape,
    Qt.Key.Key_Tab,
    Qt.Key.Key_Backspace,
    Qt.Key.Key_Delete,
    Qt.Key.Key_Up,
    Qt.Key.Key_Down,
    Qt.Key.Key_Left,
    Qt.Key.Key_Right,
    Qt.Key.Key_Space,
    Qt.Key.Key_Home,
    Qt.Key.Key_PageDown,
    Qt.Key.Key_F1,
    Qt.Key.Key_A,
    Qt.Key.Key_G,
    Qt.Key.Key_1,
    Qt.Key.Key_9,
]
_SHORTCUTS = ["Ctrl+Z", "Ctrl+Shift+Z", "Ctrl+Y", "Ctrl+L", "Ctrl+Return", "Ctrl+E", "Ctrl+W"]
_COMMANDS = [
    "12 goal Messi",
    "30 yellow Romero",
    "45+2 header Lautaro assist Messi",
    "60 sub Gordon Konsa",
    "og 61 Romero",
    "70 pen 10",
    "goal",
    "999 goal nobody",
    "abc",
    "90+6 red Stones",
]


class _Closer:
    """Pokes and then closes whatever modal dialog or popup menu is open."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.closed = 0
        self.timer = QTimer()
        self.timer.setInterval(30)
        self.timer.timeout.connect(self._on_timer_timeout)
        self.timer.start()

    def _on_timer_timeout(self) -> None:
        # Poked from a timer of its own: a dialog the poke opens in turn (a question
        # before a dialog with changes closes) runs its own event loop, in which this
        # timer must fire again to close it. Qt never fires a timer inside its own slot,
        # so a poke made here would wait for ever for that dialog.
        QTimer.singleShot(0, self._poke)

    def _poke(self) -> None:
        popup = QApplication.activePopupWidget()
        if popup is not None and self.rng.random() < 0.3:
            popup.close()
            self.closed += 1
            return
        modal = QApplication.activeModalWidget()
        if modal is None:
            return
        for _ in range(self.rng.randint(0, 3)):
            target = QApplication.focusWidget() or modal
            if shiboken6.isValid(target) and target.isVisible():
                QTest.keyClick(target, self.rng.choice(_KEYS[2:]))  # no Enter, no Escape
        if shiboken6.isValid(modal) and modal.isVisible():
            modal.close()
            if shiboken6.isValid(modal) and modal.isVisible() and hasattr(modal, "reject"):
                modal.reject()
            self.closed += 1


def _random_point(rng: random.Random, widget: QWidget) -> QPoint:
    return QPoint(rng.randrange(max(widget.width(), 1)), rng.randrange(max(widget.height(), 1)))


def _pick_from_menu(rng: random.Random, menu: QMenu) -> None:
    """Click one of the open menu's enabled entries (this may open a dialog)."""
    actions = [a for a in menu.actions() if a.isEnabled() and not a.isSeparator()]
    if not actions:
        menu.close()
        return
    where = menu.actionGeometry(rng.choice(actions)).center()
    QTest.mouseClick(menu, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, where)


def _act(rng: random.Random, window) -> None:  # type: ignore[no-untyped-def]
    if not window.isVisible():
        window.show()
    popup = QApplication.activePopupWidget()
    if isinstance(popup, QMenu) and rng.random() < 0.8:
        _pick_from_menu(rng, popup)
        return
    roll = rng.random()
    point = _random_point(rng, window)
    target = window.childAt(point) or window
    local = target.mapFrom(window, point)
    if roll < 0.35:
        button = rng.choice([Qt.MouseButton.LeftButton] * 4 + [Qt.MouseButton.RightButton])
        QTest.mouseClick(target, button, Qt.KeyboardModifier.NoModifier, local)
    elif roll < 0.42:
        QTest.mouseDClick(target, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, local)
    elif roll < 0.55:
        end = target.mapFrom(window, _random_point(rng, window))
        QTest.mousePress(target, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, local)
        for step in range(1, 4):
            QTest.mouseMove(target, local + (end - local) * step / 3)
        QTest.mouseRelease(target, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)
    elif roll < 0.75:
        focus = QApplication.focusWidget() or window
        QTest.keyClick(focus, rng.choice(_KEYS))
    elif roll < 0.85:
        focus = QApplication.focusWidget() or window
        QTest.keySequence(focus, rng.choice(_SHORTCUTS))
    else:
        line = window.quick.line
        if line.isEnabled() and line.isVisible():
            line.setFocus()
            line.clear()
            QTest.keyClicks(line, rng.choice(_COMMANDS))
            QTest.keyClick(line, Qt.Key.Key_Return)


# The offscreen platform cannot grab the mouse for a widget that asks to (a drag, a popup).
@pytest.mark.qt_log_ignore("This plugin does not support grabbing the mouse")
def test_monkey_on_the_main_window(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """Thousands of random gestures: no unhandled exception, the shown log is the stored one."""
    path = tmp_path / "matches.sqlite3"
    service = MatchService(open_database(path))
    service.import_match(*demo())
    live = service.create(demo()[0])
    assert live.id is not None
    service.log(live.id, PeriodStart(MatchTime(Period.FIRST_HALF, 0)))
    service.db.close()
    window = build_window(str(path), QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    window.show()
    assert window.open_match(live.id)
    rng = random.Random(SEED)
    closer = _Closer(random.Random(SEED + 1))
    started, done = time.monotonic(), 0
    while done < ACTIONS and time.monotonic() - started < TIME_LIMIT:
        _act(rng, window)
        QApplication.processEvents()
        done += 1
    # The closer closes what is still open (a question a last close asks, too).
    qtbot.waitUntil(
        lambda: not (QApplication.activeModalWidget() or QApplication.activePopupWidget()),
        timeout=10_000,
    )
    closer.timer.stop()
    events = len(window.document.events)
    print(f"monkey: {done} gestures, {closer.closed} dialogs and menus closed, {events} events")
    assert done >= 500
    doc = window.document
    if doc.match_id is not None:
        shown = [(e.id, e.seq, e) for e in doc.events]
        _match, stored = MatchService(open_database(path)).load(doc.match_id)
        assert [(e.id, e.seq, e) for e in stored] == shown
        assert window.event_log.model().rowCount() == len(shown)
    with contextlib.closing(sqlite3.connect(path)) as conn:
        assert conn.execute("PRAGMA integrity_check").fetchone() == ("ok",)
