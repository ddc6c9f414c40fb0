"""The clock's whistle that starts a penalty shootout after a decided match: refused,
the notice saying the score (or, in a second leg, the tie's aggregate); a second leg
whose first leg the library does not hold goes to its shootout, the status line saying
that the aggregate could not be checked."""

from __future__ import annotations

import dataclasses
import datetime as dt
from collections.abc import Callable
from pathlib import Path

from tests.services.test_setup import five_a_side
from tests.ui.test_extra_time import whistle
from tests.ui.test_second_leg import _ninety_minutes, _second_leg
from tests.ui.test_second_leg import asked as asked  # the fixture
from tracker.core.match.matchtime import Period
from tracker.core.match.model import Side
from tracker.services.setup import SetupService
from tracker.store.db import open_database
from tracker.ui.mainwindow import MainWindow

HOME, AWAY = Side.HOME, Side.AWAY


def _through_extra_time(window: MainWindow) -> None:
    whistle(window, "Start extra time, first half")
    whistle(window, "End of extra time, first half")
    whistle(window, "Start extra time, second half")
    whistle(window, "End of extra time, second half")


def test_a_second_leg_that_decides_its_tie_has_no_shootout(
    make_window: Callable[[], MainWindow], db_path: Path, fake_clock, asked: list[tuple[str, str]]
) -> None:  # type: ignore[no-untyped-def]
    """Regression: Rovers 1-1 United after United won the first leg 2-1, extra time
    goalless: the shootout was asked about, and a Yes started it though United were
    through 3-2 on aggregate."""
    window = make_window()
    assert window.open_match(_second_leg(db_path, [HOME, HOME, AWAY]))
    _ninety_minutes(window, fake_clock, [HOME, AWAY])
    _through_extra_time(window)
    asked.clear()
    whistle(window, "Start penalty shootout")
    assert asked == []
    assert window.notice.text() == (
        "No penalty shootout: the tie stands Rovers 2-3 United on aggregate, so it is "
        "decided; a shootout follows a second leg only when the tie is level."
    )
    state = window.document.state
    assert state is not None and state.period is Period.EXTRA_SECOND
    whistle(window, "Full time")
    assert window.document.state is not None and window.document.state.finished


def _match(db_path: Path, stage: str) -> int:
    database = open_database(str(db_path), backups=0)
    try:
        match = dataclasses.replace(
            five_a_side("United", 1, dt.date(2030, 9, 8)), competition="Copa Test 2030", stage=stage
        )
        return SetupService(database).create_match(match)
    finally:
        database.close()


def test_a_final_won_in_ninety_minutes_has_no_shootout(
    make_window: Callable[[], MainWindow], db_path: Path, fake_clock, asked: list[tuple[str, str]]
) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    assert window.open_match(_match(db_path, "Final"))
    _ninety_minutes(window, fake_clock, [HOME, AWAY, AWAY])
    whistle(window, "Start penalty shootout")
    assert window.notice.text().startswith(
        "No penalty shootout: the score is United 1-2 Rovers, so the match is decided"
    )
    assert window.document.state is not None and window.document.state.period is Period.SECOND_HALF
    assert asked == []


def test_a_second_leg_whose_first_leg_is_not_known_goes_to_its_shootout_and_says_so(
    make_window: Callable[[], MainWindow], db_path: Path, fake_clock, asked: list[tuple[str, str]]
) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    assert window.open_match(_match(db_path, "Semi-final, second leg"))
    _ninety_minutes(window, fake_clock, [AWAY])
    whistle(window, "Start penalty shootout")
    state = window.document.state
    assert state is not None and state.period is Period.SHOOTOUT
    assert asked == []
    assert (
        window.statusBar()
        .currentMessage()
        .endswith(
            "the tie's first leg is not in the library, so whether the tie was level on "
            "aggregate before the shootout could not be checked"
        )
    )
