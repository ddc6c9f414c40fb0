"""The match clock: football minutes from elapsed time, whistles, pinning, persistence."""

from __future__ import annotations

import subprocess
import sys

import pytest

from tests.helpers.matches import demo
from tracker.core.match.events import MatchEnd, PeriodEnd, PeriodStart
from tracker.core.match.matchtime import MatchTime, Period
from tracker.core.match.quickentry import QuickEntryError
from tracker.core.match.replay import replay
from tracker.ui.mainwindow import MainWindow
from tracker.ui.match.clock import live_time, whistles


@pytest.mark.parametrize(
    ("period", "seconds", "ending", "expected"),
    [
        (Period.FIRST_HALF, 0, False, "1'"),
        (Period.FIRST_HALF, 59, False, "1'"),
        (Period.FIRST_HALF, 60, False, "2'"),
        (Period.FIRST_HALF, 44 * 60 + 30, False, "45'"),
        (Period.FIRST_HALF, 45 * 60 + 5, False, "45'+1"),
        # The whistle in the minute the clock shows, as an event in it is written.
        (Period.FIRST_HALF, 47 * 60 + 30, True, "45'+3"),
        (Period.FIRST_HALF, 44 * 60 + 59, True, "45'"),
        (Period.FIRST_HALF, 45 * 60 + 5, True, "45'+1"),
        (Period.FIRST_HALF, 40 * 60, True, "45'"),
        (Period.SECOND_HALF, 10 * 60 + 1, False, "56'"),
        (Period.SECOND_HALF, 50 * 60 + 10, True, "90'+6"),
        (Period.EXTRA_FIRST, 3 * 60, False, "94'"),
        (Period.FIRST_HALF, (45 + 98) * 60 + 59, False, "45'+99"),
        (Period.FIRST_HALF, (45 + 99) * 60, False, "None"),  # left running for hours
        (Period.FIRST_HALF, (45 + 98) * 60 + 59, True, "45'+99"),
        (Period.FIRST_HALF, (45 + 99) * 60, True, "None"),
    ],
)
def test_live_time(period: Period, seconds: int, ending: bool, expected: str) -> None:
    assert str(live_time(period, seconds, ending=ending)) == expected


def test_whistles_follow_the_match() -> None:
    match, events = demo()
    labels = [[w.label for w in whistles(replay(match, events[:n]), None)] for n in (0, 1, 2, 3)]
    assert labels == [
        ["Kick-off"],
        ["End of first half"],
        ["Start second half"],
        ["End of second half", "Full time"],
    ]
    after_90 = replay(match, events[:-1])
    assert [w.label for w in whistles(after_90, None)] == [
        "Full time",
        "Start extra time, first half",
        "Start penalty shootout",
    ]
    assert whistles(after_90, None)[0].events == (MatchEnd(MatchTime(Period.SECOND_HALF, 90, 6)),)
    assert whistles(replay(match, events), None) == []
    end = MatchTime(Period.SECOND_HALF, 90, 3)
    full_time = whistles(replay(match, events[:3]), end)[1]
    assert full_time.events == (PeriodEnd(end), MatchEnd(end))


@pytest.mark.parametrize(
    ("stage", "goals", "first"),
    [
        ("Semi-final", 0, "Start extra time, first half"),  # level: extra time follows
        ("Final", 2, "Start extra time, first half"),
        ("Quarter-final replay", 0, "Start extra time, first half"),
        ("Semi-final", 1, "Full time"),  # not level: the match is over
        ("Group A", 0, "Full time"),  # a group match may end level
        ("", 0, "Full time"),
        ("Round of 16, first leg", 0, "Full time"),  # a leg: the tie's aggregate decides
        ("Round of 16, second leg", 0, "Full time"),  # (not known to the log)
    ],
)
def test_the_usual_whistle_after_ninety_minutes(stage: str, goals: int, first: str) -> None:
    from dataclasses import replace

    from tests.core.factory import goal, make_match, regulation
    from tracker.core.match.model import Side

    match = replace(make_match(), stage=stage)
    scored = [goal(str(10 + n), Period.FIRST_HALF, Side.HOME, 9) for n in range(goals)]
    scored += [goal(str(50 + n), Period.SECOND_HALF, Side.AWAY, 109) for n in range(goals)]
    if goals == 1:
        scored.pop()  # 1-0
    events = regulation()
    events[1:1] = [e for e in scored if e.time.period is Period.FIRST_HALF]
    events[-1:-1] = [e for e in scored if e.time.period is Period.SECOND_HALF]
    labels = [w.label for w in whistles(replay(match, events), None)]
    assert labels[0] == first
    assert sorted(labels) == ["Full time", "Start extra time, first half", "Start penalty shootout"]


@pytest.mark.parametrize(
    ("level", "first"), [(True, "Start penalty shootout"), (False, "Full time")]
)
def test_the_usual_whistle_after_extra_time(level: bool, first: str) -> None:
    from tests.core.factory import goal, make_match, through_extra_time
    from tracker.core.match.model import Side

    events = through_extra_time()
    if not level:
        events.insert(-1, goal("110", Period.EXTRA_SECOND, Side.HOME, 9))
    labels = [w.label for w in whistles(replay(make_match(), events), None)]
    assert labels == sorted(labels, key=lambda label: label != first)
    assert sorted(labels) == ["Full time", "Start penalty shootout"]


def test_whistles_around_a_shootout() -> None:
    match, events = demo()
    drawn = [*events[:3], PeriodEnd(MatchTime(Period.SECOND_HALF, 90, 3))]
    shootout = [*drawn, PeriodStart(MatchTime.shootout())]
    assert [w.label for w in whistles(replay(match, shootout), None)] == [
        "End of the shootout",
        "Full time",
    ]
    over = [*shootout, PeriodEnd(MatchTime.shootout())]
    assert [w.events for w in whistles(replay(match, over), None)] == [
        (MatchEnd(MatchTime.shootout()),)
    ]


def test_a_decided_shootout_s_whistle_is_full_time() -> None:
    """After the deciding kick F9 blew "End of the shootout" and left the match looking
    unfinished ("3-3 aet (6-5 pens) (unfinished)") until a second F9."""
    from tests.core.factory import make_match, through_extra_time
    from tracker.core.match.events import ShootoutKick
    from tracker.core.match.model import Side

    kicks = []
    for n in range(3):  # 3-0 after three each: two kicks left cannot bring the away side level
        kicks.append(ShootoutKick(MatchTime.shootout(), side=Side.HOME, player=2 + n))
        kicks.append(
            ShootoutKick(MatchTime.shootout(), side=Side.AWAY, player=102 + n, scored=False)
        )
    events = [*through_extra_time(), PeriodStart(MatchTime.shootout()), *kicks]
    first = whistles(replay(make_match(), events), None)[0]
    assert first.label == "Full time"
    assert first.events == (PeriodEnd(MatchTime.shootout()), MatchEnd(MatchTime.shootout()))


def test_the_clock_ticks_and_survives_a_restart(live: MainWindow, make_window, fake_clock) -> None:  # type: ignore[no-untyped-def]
    clock = live.clock
    clock.blow(0)
    assert isinstance(live.document.events[0], PeriodStart)
    fake_clock.advance(12.5)
    clock._refresh()
    assert clock.display.text() == "12:30"
    assert clock.minute_edit.text() == "13"
    assert live.scoreboard.period.text() == "First half  13'"
    # Another window on the same match (as after a restart) keeps the same clock.
    again = make_window()
    again.open_match(live.document.match_id)
    assert again.clock.current_time() == MatchTime(Period.FIRST_HALF, 13)


def _on_disk(path: str, key: str) -> str:
    """The setting ``key`` as another process reads the settings file (as a window
    opened after this one was killed would): not this process's copy of the settings."""
    script = (
        "import sys\n"
        "from PySide6.QtCore import QSettings\n"
        "settings = QSettings(sys.argv[1], QSettings.Format.IniFormat)\n"
        "print(settings.value(sys.argv[2], ''))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script, path, key],
        capture_output=True, text=True, timeout=60, check=True,
    )  # fmt: skip
    return done.stdout.strip()


def test_the_moment_of_each_kick_off_is_on_disk_at_once(live: MainWindow, fake_clock) -> None:  # type: ignore[no-untyped-def]
    # Settings are written lazily: a window killed just after the whistle lost the
    # moment, and the reopened window's clock did not tick.
    from tests.ui.test_extra_time import whistle

    path = live.settings.fileName()
    key = live.clock._key()
    whistle(live, "Kick-off")
    assert _on_disk(path, key) == f"1:{fake_clock.now}"
    fake_clock.advance(47)
    whistle(live, "End of first half")
    fake_clock.advance(15)
    whistle(live, "Start second half")
    assert _on_disk(path, key) == f"2:{fake_clock.now}"


def test_a_half_left_running_for_hours_gives_no_minute(live: MainWindow, fake_clock) -> None:  # type: ignore[no-untyped-def]
    # Past 45'+99 there is no match time to give: the clock raised at every tick.
    clock = live.clock
    clock.blow(0)
    fake_clock.advance(3 * 60)
    clock._refresh()
    assert clock.display.text() == "180:00"
    assert clock.live() is None
    assert clock.current_time() == MatchTime(Period.FIRST_HALF, 0)
    assert clock.end_time() == MatchTime(Period.FIRST_HALF, 45)


def test_a_pinned_minute_wins_until_live_is_pressed(live: MainWindow, fake_clock) -> None:  # type: ignore[no-untyped-def]
    clock = live.clock
    clock.blow(0)
    clock.pin("30")
    fake_clock.advance(5)
    clock._refresh()
    assert clock.current_time() == MatchTime(Period.FIRST_HALF, 30)
    assert clock.minute_edit.text() == "30" and clock.live_button.isEnabled()
    clock.unpin()
    assert clock.current_time() == MatchTime(Period.FIRST_HALF, 6)
    assert not clock.live_button.isEnabled()


def test_after_full_time_the_clock_gives_no_minute(window: MainWindow) -> None:
    window.files.open_demo()
    # The match is over: an event added after the fact says its own minute.
    with pytest.raises(QuickEntryError, match="the match is over"):
        window.clock.current_time()
    assert not window.clock.whistle_button.isEnabled()
    assert not window.clock.minute_edit.isEnabled()


def test_without_a_live_clock_new_events_take_the_last_minute(  # type: ignore[no-untyped-def]
    live: MainWindow, stamped_by_fake_clock
) -> None:
    from tracker.core.match.events import Goal
    from tracker.core.match.model import Side

    # Kicked off in another window (no moment kept here), logged so long ago that a
    # half still running makes no sense: the last minute logged.
    service = live.document.service
    match_id = live.document.match_id
    assert match_id is not None
    service.log(match_id, PeriodStart(MatchTime(Period.FIRST_HALF, 0)))
    service.log(match_id, Goal(time=MatchTime(Period.FIRST_HALF, 20), side=Side.HOME))
    stamped_by_fake_clock.advance(4 * 60)
    live.check_for_changes()
    assert live.clock.elapsed() is None
    assert live.clock.current_time() == MatchTime(Period.FIRST_HALF, 20)


@pytest.mark.parametrize("text", ["\u1369", "\U00010a40", "4\u00b2", "9" * 4301])
def test_a_pinned_minute_of_digits_int_refuses_is_a_clear_error(
    live: MainWindow, text: str
) -> None:
    # Issue 11, item 6: str.isdigit() accepts these, int() does not.
    clock = live.clock
    clock.blow(0)
    clock.pin(text)
    with pytest.raises(QuickEntryError, match="as a minute"):
        clock.current_time()
    assert clock.end_time() is None


def test_a_pinned_minute_in_arabic_indic_digits_is_read(live: MainWindow) -> None:
    clock = live.clock
    clock.blow(0)
    clock.pin("\u0663\u0660")  # 30
    assert clock.current_time() == MatchTime(Period.FIRST_HALF, 30)


def test_the_half_ends_in_the_minute_the_clock_shows(  # type: ignore[no-untyped-def]
    qtbot, live: MainWindow, fake_clock
) -> None:
    """F9 at 47:30 of the first half: the clock says 45'+3, the whistle is filed at
    45'+3, and a booking typed just after it at the minute seen is logged in the half
    (once filed at 45'+2, the booking was refused: no period being played)."""
    from tests.ui.helpers import type_command

    clock = live.clock
    clock.blow(0)
    fake_clock.advance(47.5)
    clock._refresh()
    assert clock.minute_edit.text() == "45+3"
    clock.blow(0)
    state = live.document.state
    assert state is not None
    assert state.period_ends[Period.FIRST_HALF] == MatchTime(Period.FIRST_HALF, 45, 3)
    assert type_command(qtbot, live, "45+3 yellow Kane"), live.quick.error.text()
    assert str(live.document.events[-1].time) == "45'+3"


def test_a_whistle_pressed_well_short_of_time_is_said(  # type: ignore[no-untyped-def]
    live: MainWindow, fake_clock
) -> None:
    """F9 pressed at 59' of the second half (by mistake, or the clock started late):
    filed at 90', as before, and the status line says what the clock showed and how
    to take it back."""
    clock = live.clock
    clock.blow(0)
    fake_clock.advance(45.5)
    clock.blow(0)  # half-time, at 45'
    clock.blow(0)  # the second half
    fake_clock.advance(13.5)
    clock.blow(0)
    state = live.document.state
    assert state is not None
    assert state.period_ends[Period.SECOND_HALF] == MatchTime(Period.SECOND_HALF, 90)
    said = live.statusBar().currentMessage()
    assert said.startswith("Logged end of the second half at 90'")
    assert "the clock showed 59', short of 90': Ctrl+Z takes the whistle back" in said
    # At the end's own minute nothing more is said.
    live.undo_stack.undo()
    fake_clock.advance(31)
    clock.blow(0)
    assert "the clock showed" not in live.statusBar().currentMessage()
