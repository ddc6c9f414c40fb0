"""A tie's second leg logged in the window, its first leg in the library: the scoreboard
shows the aggregate as it stands, goal by goal, and who would go through; nothing where
the first leg is not known."""

from __future__ import annotations

import dataclasses
import datetime as dt
from collections.abc import Callable
from pathlib import Path

from tests.services.test_first_leg_found import _import, _match
from tests.services.test_first_leg_found import _second_leg as _set_up
from tests.services.test_second_leg_sheet import _forward
from tests.services.test_setup import five_a_side
from tests.ui.test_extra_time import whistle
from tests.ui.test_second_leg import _second_leg
from tests.ui.test_translation import speak  # noqa: F401 (a fixture)
from tracker.core.match.events import Goal, ShootoutKick
from tracker.core.match.matchtime import MatchTime, Period
from tracker.core.match.model import Side
from tracker.services.setup import SetupService
from tracker.store.db import open_database
from tracker.ui.mainwindow import MainWindow

HOME, AWAY = Side.HOME, Side.AWAY


def _shown(window: MainWindow) -> str:
    """The tie's line of the scoreboard as the user sees it ("" when none is shown)."""
    label = window.scoreboard.tie
    return label.text() if label.isVisible() else ""


def _goal(window: MainWindow, minute: int, side: Side) -> None:
    match = window.document.match
    assert match is not None
    goal = Goal(MatchTime(Period.SECOND_HALF, minute), side=side, scorer=_forward(match, side))
    assert window.log_event(goal)


def test_the_scoreboard_shows_the_aggregate_goal_by_goal_and_who_would_go_through(
    make_window: Callable[[], MainWindow], db_path: Path, fake_clock
) -> None:  # type: ignore[no-untyped-def]
    """United won the first leg 2-1. Rovers, at home, level the tie at 1-0 and lead it
    at 2-0; a goal taken back (Ctrl+Z) leaves it level again; the final whistle after
    3-0 puts Rovers through."""
    window = make_window()
    assert window.open_match(_second_leg(db_path, [HOME, HOME, AWAY]))
    assert _shown(window) == "Aggregate 1-2  ·  United would go through"
    whistle(window, "Kick-off")
    fake_clock.advance(45)
    whistle(window, "End of first half")
    whistle(window, "Start second half")
    _goal(window, 50, HOME)
    assert _shown(window) == "Aggregate 2-2  ·  level"
    _goal(window, 60, HOME)
    assert _shown(window) == "Aggregate 3-2  ·  Rovers would go through"
    window.undo_stack.undo()
    assert _shown(window) == "Aggregate 2-2  ·  level"
    window.undo_stack.redo()
    _goal(window, 70, HOME)
    fake_clock.advance(45)
    whistle(window, "End of second half")
    whistle(window, "Full time")
    assert _shown(window) == "Aggregate 4-2  ·  Rovers through"


def test_where_away_goals_count_the_scoreboard_shows_them(
    make_window: Callable[[], MainWindow], db_path: Path, fake_clock
) -> None:  # type: ignore[no-untyped-def]
    """United won 2-1 at home, away goals counting: Rovers' 1-0 makes it 2-2 on
    aggregate, and their away goal (1-0) would put them through."""
    window = make_window()
    assert window.open_match(_second_leg(db_path, [HOME, HOME, AWAY], '{"away_goals": true}'))
    whistle(window, "Kick-off")
    fake_clock.advance(45)
    whistle(window, "End of first half")
    whistle(window, "Start second half")
    _goal(window, 50, HOME)
    assert _shown(window) == (
        "Aggregate 2-2, away goals 1-0  ·  Rovers would go through on away goals"
    )
    _goal(window, 55, AWAY)
    assert _shown(window) == "Aggregate 2-3, away goals 1-1  ·  United would go through"


def test_the_tie_is_said_in_the_window_s_language(
    make_window: Callable[[], MainWindow],
    db_path: Path,
    speak: Callable[[str], None],  # noqa: F811
) -> None:
    """United won the first leg 2-1, away goals counting: in German and in Spanish."""
    second = _second_leg(db_path, [HOME, HOME, AWAY], '{"away_goals": true}')
    speak("de")
    window = make_window()
    assert window.open_match(second)
    assert _shown(window) == "Gesamtergebnis 1-2, Auswärtstore 1-0  ·  United wäre weiter"
    speak("es")
    window.scoreboard.show_first_leg(window.document.first_leg)
    assert _shown(window) == "Global 1-2, goles fuera 1-0  ·  pasaría United"


def test_a_second_leg_whose_first_leg_is_not_known_shows_no_aggregate(
    make_window: Callable[[], MainWindow], db_path: Path
) -> None:
    """A second leg set up with no first leg in the library: no aggregate is guessed."""
    database = open_database(str(db_path), backups=0)
    try:
        match = dataclasses.replace(
            five_a_side("United", 1, dt.date(2030, 9, 8)),
            competition="Copa Test 2030",
            stage="Semi-final, second leg",
        )
        second = SetupService(database).create_match(match)
    finally:
        database.close()
    window = make_window()
    assert window.open_match(second)
    assert window.document.first_leg is None
    assert _shown(window) == ""


def test_a_second_leg_set_up_by_hand_shows_the_tie_with_its_imported_first_leg(
    make_window: Callable[[], MainWindow], db_path: Path, tmp_path: Path, fake_clock
) -> None:  # type: ignore[no-untyped-def]
    """Champions League 2024-25: PSV 1-7 Arsenal imported ("Finals, Round of 16"), the
    second leg set up as "Round of 16, second leg" for a competition named without its
    season; Arsenal's 2-2 at home ends the tie 9-3."""
    database = open_database(str(db_path), backups=0)
    try:
        _import(
            database,
            tmp_path,
            "UEFA Champions League 2024/25",
            [_match("Finals, Round of 16", "2025-03-04", "PSV (NED)", "Arsenal FC (ENG)", [1, 7])],
        )
        second = _set_up(
            database, "Arsenal FC", "PSV", "UEFA Champions League", "Round of 16, second leg",
            dt.date(2025, 3, 12),
        )  # fmt: skip
    finally:
        database.close()
    window = make_window()
    assert window.open_match(second)
    assert _shown(window) == "Aggregate 7-1  ·  Arsenal FC would go through"
    whistle(window, "Kick-off")
    fake_clock.advance(45)
    whistle(window, "End of first half")
    whistle(window, "Start second half")
    for minute, side in zip((50, 60, 70, 80), (HOME, AWAY, HOME, AWAY), strict=True):
        _goal(window, minute, side)
    fake_clock.advance(45)
    whistle(window, "End of second half")
    assert _shown(window) == "Aggregate 9-3  ·  Arsenal FC would go through"
    whistle(window, "Full time")
    assert _shown(window) == "Aggregate 9-3  ·  Arsenal FC through"


def test_a_tie_level_after_extra_time_goes_through_on_penalties_once_the_shootout_ends(
    make_window: Callable[[], MainWindow], db_path: Path, fake_clock
) -> None:  # type: ignore[no-untyped-def]
    """United won the first leg 2-1; Rovers' 1-0 levels the tie, extra time changes
    nothing: level during the shootout, whatever its kicks so far, then Rovers through
    on penalties at its final whistle."""
    window = make_window()
    assert window.open_match(_second_leg(db_path, [HOME, HOME, AWAY]))
    whistle(window, "Kick-off")
    fake_clock.advance(45)
    whistle(window, "End of first half")
    whistle(window, "Start second half")
    _goal(window, 50, HOME)
    fake_clock.advance(45)
    for label in (
        "End of second half",
        "Start extra time, first half",
        "End of extra time, first half",
        "Start extra time, second half",
        "End of extra time, second half",
        "Start penalty shootout",
    ):
        whistle(window, label)
    match = window.document.match
    assert match is not None
    for side, scored in [(HOME, True), (AWAY, False)] * 3:
        kick = ShootoutKick(MatchTime.shootout(), side=side, player=None, scored=scored)
        assert window.log_event(kick)
    assert _shown(window) == "Aggregate 2-2  ·  level"
    whistle(window, "Full time")
    assert _shown(window) == "Aggregate 2-2  ·  Rovers through on penalties"


def _in_key_stats(window: MainWindow) -> str:
    """The tie's line above the key stats, as the user sees it with the panel shown."""
    dock = window.docks["keyStatsDock"]
    dock.show()
    dock.raise_()
    label = window.key_stats.view.tie
    return label.text() if label.isVisible() else ""


def test_the_key_stats_panel_shows_the_tie_as_the_scoreboard_does(
    make_window: Callable[[], MainWindow], db_path: Path, fake_clock
) -> None:  # type: ignore[no-untyped-def]
    """Regression: the key stats panel, where a reporter looks for what to say, said
    nothing of the tie during a second leg. It shows the scoreboard's line, goal by
    goal; nothing for a match that ends no tie known here."""
    window = make_window()
    second = _second_leg(db_path, [HOME, HOME, AWAY])
    assert window.open_match(second)
    assert _in_key_stats(window) == "Aggregate 1-2  ·  United would go through"
    whistle(window, "Kick-off")
    fake_clock.advance(45)
    whistle(window, "End of first half")
    whistle(window, "Start second half")
    _goal(window, 50, HOME)
    assert _in_key_stats(window) == _shown(window) == "Aggregate 2-2  ·  level"
    window.undo_stack.undo()
    assert _in_key_stats(window) == "Aggregate 1-2  ·  United would go through"
    database = open_database(str(db_path), backups=0)
    try:
        other = SetupService(database).create_match(five_a_side("City", 1, dt.date(2030, 9, 9)))
    finally:
        database.close()
    assert window.open_match(other)
    assert _in_key_stats(window) == ""


def test_a_first_leg_imported_while_its_second_leg_is_open_shows_the_tie(
    qtbot, make_window: Callable[[], MainWindow], db_path: Path, tmp_path: Path, fake_clock
) -> None:  # type: ignore[no-untyped-def]
    """Regression: the second leg open, its first leg imported by another program (PSV
    1-7 Arsenal, "UEFA Champions League 2024/25"): the window showed no tie until the
    match was opened again. It finds the first leg as the library changes: the
    scoreboard and the key stats show the tie, and the whistle goes by it."""
    database = open_database(str(db_path), backups=0)
    try:
        second = _set_up(
            database, "Arsenal FC", "PSV", "UEFA Champions League", "Round of 16, second leg",
            dt.date(2025, 3, 12),
        )  # fmt: skip
    finally:
        database.close()
    window = make_window()
    assert window.open_match(second)
    assert _shown(window) == ""
    other = open_database(str(db_path), backups=0)
    try:
        _import(
            other,
            tmp_path,
            "UEFA Champions League 2024/25",
            [_match("Finals, Round of 16", "2025-03-04", "PSV (NED)", "Arsenal FC (ENG)", [1, 7])],
        )
    finally:
        other.close()
    qtbot.waitUntil(lambda: _shown(window) != "", timeout=5000)
    assert _shown(window) == "Aggregate 7-1  ·  Arsenal FC would go through"
    assert _in_key_stats(window) == "Aggregate 7-1  ·  Arsenal FC would go through"
    whistle(window, "Kick-off")
    fake_clock.advance(45)
    whistle(window, "End of first half")
    whistle(window, "Start second half")
    _goal(window, 50, AWAY)
    fake_clock.advance(45)
    whistle(window, "End of second half")
    # 7-2 on aggregate: full time first, whatever the day's 0-1.
    assert next(w.label for w in window.clock.options) == "Full time"


def test_an_open_second_leg_follows_its_edition_not_the_whole_library(
    qtbot, make_window: Callable[[], MainWindow], db_path: Path, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    """Regression: the open second leg compared the whole library's stamp once a second
    to find its first leg, 22-44 ms of the window's thread at 100,000 matches. It
    compares its edition's (:meth:`RecordsService.first_leg_stamp`): the whole
    library's is not read while it is open."""
    from tracker.services.records import RecordsService

    whole: list[int] = []
    scoped: list[int] = []
    first_leg_stamp = RecordsService.first_leg_stamp

    def counted(self: RecordsService, match_id: int) -> str:
        scoped.append(match_id)
        return first_leg_stamp(self, match_id)

    monkeypatch.setattr(RecordsService, "stamp", lambda _self: whole.append(1) or "")
    monkeypatch.setattr(RecordsService, "first_leg_stamp", counted)
    window = make_window()
    second = _second_leg(db_path, [HOME, HOME, AWAY])
    assert window.open_match(second)
    count = len(scoped)
    qtbot.waitUntil(lambda: len(scoped) > count + 1, timeout=5000)  # two ticks at least
    assert set(scoped) == {second}
    assert whole == []
