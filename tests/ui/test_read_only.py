"""A database that may only be read: the window says so, offers no change, and the
match still follows what others log."""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

import pytest

from tests.helpers.matches import AWAY, pid
from tests.ui.helpers import type_command
from tracker.core.match.events import Goal, PeriodStart
from tracker.core.match.matchtime import MatchTime, Period
from tracker.services.matches import MatchService
from tracker.store.db import open_database
from tracker.ui.mainwindow import MainWindow
from tracker.ui.match.livecheck import LIVE_CHECK_MS

BANNER = (
    "Read-only: you may view but not change matches in this database "
    "(the database file is read-only)"
)


@pytest.fixture
def viewing(
    make_window: Callable[[], MainWindow],
    db_path: Path,
    fresh_match: int,
    monkeypatch: pytest.MonkeyPatch,
) -> MainWindow:
    """A window on a database file it may not write, showing a match under way."""
    service = MatchService(open_database(str(db_path), backups=0))
    service.log(fresh_match, PeriodStart(time=MatchTime(Period.FIRST_HALF, 0)))
    service.db.close()
    real = os.access  # file permissions do not bind the superuser the tests may run as
    monkeypatch.setattr(
        os, "access", lambda p, mode: False if Path(p) == db_path else real(p, mode)
    )
    window = make_window()
    assert window.open_match(fresh_match)
    return window


def test_the_window_says_it_is_read_only_and_offers_no_change(viewing: MainWindow) -> None:
    assert viewing.read_only_banner.isVisible()
    assert viewing.read_only_banner.text() == BANNER
    actions = viewing.actions_
    for name in ("edit_event", "delete_event", "quick", "whistle", "confirm", "new", "import"):
        assert not actions[name].isEnabled(), name
    for name in ("open", "export", "print", "close"):
        assert actions[name].isEnabled(), name
    assert not viewing.quick.isEnabled()
    assert not viewing.clock.whistle_button.isEnabled()
    viewing.select_player(pid(viewing.document.match, "Lionel Messi"))  # type: ignore[arg-type]
    assert not any(a.isEnabled() for a in viewing.player_actions.actions.values())
    assert not viewing.player_actions.swap_starter.isEnabled()  # Messi is a starter
    assert viewing.author_label.text() == "Viewing only"


def test_an_edit_asked_for_anyway_is_refused_with_the_reason(
    qtbot, viewing: MainWindow, db_path: Path
) -> None:
    viewing.edit_event(viewing.document.events[0])  # a double-click in the log
    assert viewing.notice.text() == BANNER + "."  # a refusal: one sentence
    assert not type_command(qtbot, viewing, "20 goal Messi")
    assert len(viewing.document.events) == 1


def test_a_read_only_window_still_follows_what_others_log(
    qtbot, viewing: MainWindow, db_path: Path, fresh_match: int
) -> None:
    other = MatchService(open_database(str(db_path), backups=0))
    try:
        match = other.load(fresh_match)[0]
        kane = Goal(
            time=MatchTime(Period.FIRST_HALF, 9), side=AWAY, scorer=pid(match, "Harry Kane")
        )
        # The other program may write: the permission faked here is this window's only.
        other.db.read_only = ""
        other.log(fresh_match, kane)
    finally:
        other.db.close()
    qtbot.waitUntil(lambda: viewing.scoreboard.score.text() == "0 – 1", timeout=3 * LIVE_CHECK_MS)


def test_a_writable_database_shows_no_banner(live: MainWindow) -> None:
    assert not live.read_only_banner.isVisible()
    assert live.actions_["quick"].isEnabled()
    assert live.author_label.text().startswith("Logging as ")
