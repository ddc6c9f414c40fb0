"""A window that does not have the moment of the whistle (killed before the settings
were written, another machine on the same library, settings wiped) ticks from when the
period's start was logged, which the database keeps with the event."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from tests.ui.test_extra_time import whistle
from tracker.core.match.matchtime import MatchTime, Period
from tracker.ui.mainwindow import MainWindow

Make = Callable[..., MainWindow]


def _reopened(make_window: Make, match_id: int, settings_file: str) -> MainWindow:
    again = make_window(settings_file)
    assert again.open_match(match_id)
    return again


def test_a_window_without_the_moment_ticks_from_the_logged_kick_off(  # type: ignore[no-untyped-def]
    qtbot, live: MainWindow, make_window: Make, stamped_by_fake_clock
) -> None:
    clock = stamped_by_fake_clock
    whistle(live, "Kick-off")
    match_id = live.document.match_id
    assert match_id is not None
    clock.advance(12.5)
    # Another machine on the same library (settings of its own, which never had it).
    other = _reopened(make_window, match_id, "other.ini")
    assert other.clock.display.text() == "12:30"
    assert other.clock.minute_edit.text() == "13"
    assert other.clock.current_time() == MatchTime(Period.FIRST_HALF, 13)
    assert other.scoreboard.period.text() == "First half  13'"
    clock.advance(1)
    qtbot.waitUntil(lambda: other.clock.display.text() == "13:30", timeout=3000)
    assert other.clock.minute_edit.text() == "14"


def test_a_window_killed_as_the_second_half_kicked_off_ticks_on_reopening(  # type: ignore[no-untyped-def]
    live: MainWindow, make_window: Make, stamped_by_fake_clock
) -> None:
    clock = stamped_by_fake_clock
    whistle(live, "Kick-off")
    key = live.clock._key()
    first_half = live.settings.value(key)
    clock.advance(47)
    whistle(live, "End of first half")
    clock.advance(15)
    whistle(live, "Start second half")
    # Killed before the second half's moment reached the settings: they still hold
    # the first half's.
    live.settings.setValue(key, first_half)
    live.settings.sync()
    match_id = live.document.match_id
    assert match_id is not None
    clock.advance(10)
    again = _reopened(make_window, match_id, "settings.ini")
    assert again.clock.display.text() == "55:00"
    assert again.clock.current_time() == MatchTime(Period.SECOND_HALF, 56)
    assert again.clock.minute_edit.text() == "56"


def test_a_kick_off_logged_hours_ago_is_not_ticked_from(  # type: ignore[no-untyped-def]
    live: MainWindow, make_window: Make, stamped_by_fake_clock
) -> None:
    # The half was never ended: three hours on, the moment makes no sense for a
    # half still being played, and a clock ticking from it would give 180'.
    whistle(live, "Kick-off")
    match_id = live.document.match_id
    assert match_id is not None
    stamped_by_fake_clock.advance(180)
    other = _reopened(make_window, match_id, "other.ini")
    assert other.clock.elapsed() is None
    assert other.clock.display.text() == "--:--"
    assert other.clock.current_time() == MatchTime(Period.FIRST_HALF, 0)


def test_the_first_frame_ticks_from_the_logged_kick_off(  # type: ignore[no-untyped-def]
    qtbot, live: MainWindow, stamped_by_fake_clock, tmp_path: Path, db_path: Path
) -> None:
    """The match shown before the database layers load (read with plain sqlite3) has
    the clock running already."""
    from PySide6.QtCore import QSettings
    from PySide6.QtGui import QUndoStack

    from tracker.app import demo_text, show_opening_match

    whistle(live, "Kick-off")
    match_id = live.document.match_id
    stamped_by_fake_clock.advance(20)
    settings = QSettings(str(tmp_path / "fresh.ini"), QSettings.Format.IniFormat)
    window = MainWindow(None, None, QUndoStack(), settings, demo_text, stamped_by_fake_clock)
    qtbot.addWidget(window)
    window.show()
    assert show_opening_match(window, str(db_path), match_id)
    assert window.clock.display.text() == "20:00"
    assert window.clock.minute_edit.text() == "21"


def test_a_kick_off_logged_on_another_machine_starts_the_clock_here(  # type: ignore[no-untyped-def]
    live: MainWindow, stamped_by_fake_clock
) -> None:
    from tracker.core.match.events import PeriodStart

    match_id = live.document.match_id
    assert match_id is not None
    live.document.service.log(match_id, PeriodStart(MatchTime(Period.FIRST_HALF, 0)))
    stamped_by_fake_clock.advance(0.5)
    assert live.check_for_changes()
    assert live.clock.display.text() == "00:30"
    assert live.clock.current_time() == MatchTime(Period.FIRST_HALF, 1)
