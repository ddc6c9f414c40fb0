"""Live entry's minutes at the edges of a period: stoppage time, the breaks, after
full time, and a minute typed for the whistle."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from tests.ui.helpers import in_edit_dialog, pid_of, stored_events, type_command
from tests.ui.test_extra_time import _set_up, whistle
from tracker.core.match.events import Card, Event, MatchEnd, PeriodEnd, Substitution
from tracker.core.match.matchtime import MatchTime, Period
from tracker.core.match.model import Side
from tracker.ui.common.dialogs import Confirm
from tracker.ui.mainwindow import MainWindow
from tracker.ui.match.editevent import EditEventDialog


def _last(window: MainWindow) -> Event:
    return window.document.events[-1]


def _into_the_second_half(window: MainWindow, fake_clock) -> None:  # type: ignore[no-untyped-def]
    """Kick-off, a first half of 46 minutes, and the second half started."""
    whistle(window, "Kick-off")
    fake_clock.advance(46)
    whistle(window, "End of first half")
    whistle(window, "Start second half")


def _kind_and_time(window: MainWindow) -> tuple[type, MatchTime]:
    last = _last(window)
    return type(last), last.time


def test_a_whistle_in_stoppage_time_is_never_before_what_was_logged(  # type: ignore[no-untyped-def]
    qtbot, live: MainWindow, fake_clock, db_path: Path
) -> None:
    whistle(live, "Kick-off")
    fake_clock.advance(45 + 20 / 60)  # 45:20: the 46th minute, 45'+1
    assert type_command(qtbot, live, "yellow Kane")
    assert isinstance(_last(live), Card) and str(_last(live).time) == "45'+1"
    fake_clock.advance(30 / 60)  # the whistle at 45:50
    whistle(live, "End of first half")
    assert _kind_and_time(live) == (PeriodEnd, MatchTime(Period.FIRST_HALF, 45, 1))
    whistle(live, "Start second half")
    fake_clock.advance(48 + 12 / 60)  # 93:12: 90'+4
    assert type_command(qtbot, live, "goal Kane")
    fake_clock.advance(18 / 60)  # the final whistle at 93:30
    whistle(live, "Full time")
    assert _kind_and_time(live) == (MatchEnd, MatchTime(Period.SECOND_HALF, 90, 4))
    match_id = live.document.match_id
    assert match_id is not None
    assert stored_events(db_path, match_id)[-1] == _last(live)


def test_after_full_time_an_entry_gives_its_minute(  # type: ignore[no-untyped-def]
    qtbot, live: MainWindow, fake_clock
) -> None:
    _into_the_second_half(live, fake_clock)
    fake_clock.advance(46)
    assert type_command(qtbot, live, "goal Kane")  # 1-0: the semi-final ends at 90'
    whistle(live, "Full time")
    count = len(live.document.events)
    assert not type_command(qtbot, live, "yellow Messi")
    assert live.quick.error.text().startswith("Give the minute first")
    live.log_team_goal(Side.HOME)
    assert "The match is over" in live.notice.text()
    assert len(live.document.events) == count
    # With its minute, an event missed is added after the fact.
    assert type_command(qtbot, live, "30 yellow Messi")
    cards = [e for e in live.document.events if isinstance(e, Card)]
    assert [c.time for c in cards] == [MatchTime(Period.FIRST_HALF, 30)]


def test_a_break_change_after_ninety_minutes_is_in_extra_time_only_if_it_follows(  # type: ignore[no-untyped-def]
    qtbot, live: MainWindow, fake_clock
) -> None:
    _into_the_second_half(live, fake_clock)
    fake_clock.advance(46)
    assert type_command(qtbot, live, "goal Kane")  # 1-0: no extra time follows
    whistle(live, "End of second half")
    ended = _last(live).time
    assert type_command(qtbot, live, "sub Kane Toney")
    [sub] = [e for e in live.document.events if isinstance(e, Substitution)]
    assert sub.time == ended and ended.period is Period.SECOND_HALF  # 90'+2, not 91'
    whistle(live, "Full time")  # not stood in the way by a change in extra time
    assert isinstance(_last(live), MatchEnd)


def test_a_break_change_before_extra_time_is_written_91(  # type: ignore[no-untyped-def]
    qtbot, live: MainWindow, fake_clock
) -> None:
    _into_the_second_half(live, fake_clock)
    fake_clock.advance(46)
    whistle(live, "End of second half")  # 0-0 in a semi-final: extra time follows
    assert type_command(qtbot, live, "sub Kane Toney")
    assert str(_last(live).time) == "91'"


def test_a_break_change_after_a_second_leg_is_written_91_whatever_the_day_s_score(  # type: ignore[no-untyped-def]
    qtbot, make_window, db_path: Path, fake_clock, monkeypatch
) -> None:
    # Regression: a second leg won 1-0 that leaves the tie level on aggregate goes to
    # extra time; a change in the break (typed or dragged, no minute) was filed at the
    # whistle's 90'+x, in play. The day's score does not say: the aggregate does.
    window = make_window()
    assert window.open_match(_set_up(db_path, "Semi-final, second leg"))
    _into_the_second_half(window, fake_clock)
    fake_clock.advance(46)
    assert type_command(qtbot, window, "goal Messi")
    whistle(window, "End of second half")
    assert type_command(qtbot, window, "sub Molina Montiel")
    assert _last(window).time == MatchTime(Period.EXTRA_FIRST, 90)
    off, on = pid_of(window, "Rodrigo De Paul"), pid_of(window, "Leandro Paredes")
    window.entry.log_dropped_substitution(off, on)  # dragged from the bench
    assert str(_last(window).time) == "91'"
    monkeypatch.setattr(Confirm, "ask", classmethod(lambda cls, *args: True))
    whistle(window, "Start extra time, first half")  # level on aggregate: asked, yes
    assert window.document.state is not None
    assert window.document.state.period is Period.EXTRA_FIRST


def test_a_minute_of_the_half_before_is_read_as_that_half(  # type: ignore[no-untyped-def]
    qtbot, live: MainWindow, fake_clock, monkeypatch
) -> None:
    asked: list[str] = []

    def ask(cls: object, parent: object, title: str, *rest: object) -> bool:
        asked.append(title)
        return True

    monkeypatch.setattr(Confirm, "ask", classmethod(ask))
    _into_the_second_half(live, fake_clock)
    fake_clock.advance(10)
    assert type_command(qtbot, live, "45 yellow Kane")  # missed before half-time
    cards = [e for e in live.document.events if isinstance(e, Card)]
    assert [c.time for c in cards] == [MatchTime(Period.FIRST_HALF, 45)]
    assert str(cards[0].time) == "45'"
    assert asked == ["File in a period that has ended?"]


def test_a_typed_minute_that_cannot_end_the_period_is_refused_with_a_reason(  # type: ignore[no-untyped-def]
    live: MainWindow, fake_clock
) -> None:
    _into_the_second_half(live, fake_clock)
    fake_clock.advance(20)
    count = len(live.document.events)
    refused = (
        ("9x", "Not whistled: cannot read '9x' as a minute (try 55, 45+2 or 90'+6)."),
        ("30", "not in the second half"),
        # Law 7: halves of equal length (the first lasted 45 minutes, and one of added time).
        (
            "88",
            "The second half lasts as long as the first (45 minutes): it cannot end before 90'.",
        ),
    )
    for typed, why in refused:
        live.clock.pin(typed)
        live.clock.blow(0)
        assert len(live.document.events) == count, typed
        assert why in live.notice.text(), live.notice.text()
    live.clock.pin("90")
    live.clock.blow(0)
    assert _kind_and_time(live) == (PeriodEnd, MatchTime(Period.SECOND_HALF, 90))


def _typed(*minutes: str | None) -> Callable[[EditEventDialog], bool]:
    """Type each minute in turn in the edit dialog (None: cancel it)."""
    answers = iter(minutes)

    def act(dialog: EditEventDialog) -> bool:
        minute = next(answers)
        if minute is not None:
            dialog.minute.setText(minute)
        return minute is not None

    return act


def test_half_time_corrected_well_short_of_45_is_noted_and_refused_over_later_events(  # type: ignore[no-untyped-def]
    qtbot, live: MainWindow, fake_clock, db_path: Path
) -> None:
    """Half-time corrected to 40' is stored (youth matches play shorter halves) with the
    note live entry gives a whistle well short of time; to 37', before a goal logged at
    38', it is refused and nothing changes."""
    window = live
    whistle(window, "Kick-off")
    assert type_command(qtbot, window, "38 goal Messi")
    fake_clock.advance(45.5)
    whistle(window, "End of first half")
    half_time = _last(window)
    match_id = window.document.match_id or 0
    steps = window.undo_stack.count()

    seen = in_edit_dialog(_typed("37", None), opens=2)
    window.edit_event(half_time)
    assert len(seen) == 2 and seen[0] == ("", "")
    assert seen[1][1] == (
        "This would make “38' Goal: Lionel Messi”, logged later, impossible: no period is "
        "being played (the first half has ended)."
    )
    assert stored_events(db_path, match_id)[-1] == half_time
    assert window.undo_stack.count() == steps

    in_edit_dialog(_typed("40"))
    window.edit_event(half_time)
    assert stored_events(db_path, match_id)[-1].time == MatchTime(Period.FIRST_HALF, 40)
    assert window.statusBar().currentMessage() == (
        "Corrected “40' Half-time” — 40' is 5 minutes short of 45', the end of the period's "
        "regular time: right for shorter halves (youth football); Ctrl+Z takes the "
        "correction back if it was a slip."
    )
    window.actions_["undo"].trigger()
    assert stored_events(db_path, match_id)[-1] == half_time
    # Two minutes short is a half-time as referees blow it: nothing to say.
    in_edit_dialog(_typed("43"))
    window.edit_event(half_time)
    assert window.statusBar().currentMessage() == "Corrected “43' Half-time”"


def test_full_time_corrected_well_short_moves_the_half_s_end_with_it_and_is_noted(  # type: ignore[no-untyped-def]
    qtbot, live: MainWindow, fake_clock, db_path: Path
) -> None:
    """In a match of 40-minute halves, full time (or the end of the second half blown
    with it) corrected to 85' moves both whistles, as one undo step, with the note a
    half-time that short gets: the rules want them at the same moment, so neither
    could move alone."""
    window = live
    whistle(window, "Kick-off")
    fake_clock.advance(39.5)
    window.clock.pin("40")
    whistle(window, "End of first half")
    whistle(window, "Start second half")
    fake_clock.advance(40.5)
    whistle(window, "Full time")
    match_id = window.document.match_id or 0
    logged = stored_events(db_path, match_id)
    steps = window.undo_stack.count()

    # Answered twice: full time now, the end of the half below (or, on a refusal, the
    # dialog asked again, which then ends the correction: never left open).
    seen = in_edit_dialog(_typed("85", "85"), opens=2)
    window.edit_event(_last(window))
    ends = [(type(e), e.time) for e in stored_events(db_path, match_id)[-2:]]
    at_85 = MatchTime(Period.SECOND_HALF, 85)
    assert ends == [(PeriodEnd, at_85), (MatchEnd, at_85)]
    assert window.statusBar().currentMessage() == (
        "Corrected “85' Full time” — 85' is 5 minutes short of 90', the end of the period's "
        "regular time: right for shorter halves (youth football); Ctrl+Z takes the "
        "correction back if it was a slip."
    )
    assert window.undo_stack.count() == steps + 1
    window.actions_["undo"].trigger()
    assert stored_events(db_path, match_id) == logged

    window.edit_event(window.document.events[-2])  # the end of the second half
    assert seen == [("", ""), ("", "")]
    ends = [(type(e), e.time) for e in stored_events(db_path, match_id)[-2:]]
    assert ends == [(PeriodEnd, at_85), (MatchEnd, at_85)]
    assert (
        window.statusBar()
        .currentMessage()
        .startswith("Corrected “85' End of the second half” — 85' is 5 minutes short of 90'")
    )


def test_a_first_half_card_corrected_to_93_in_a_league_match_is_added_time(  # type: ignore[no-untyped-def]
    qtbot, make_window, db_path: Path, fake_clock, monkeypatch
) -> None:
    """A league match has no extra time: 93 typed in the edit dialog for a first
    half's card is the second half's 90'+3; it was read as extra time's 93rd minute and
    refused, extra time not having been played."""
    window = make_window()
    assert window.open_match(_set_up(db_path, "Matchday 5"))
    _into_the_second_half(window, fake_clock)
    fake_clock.advance(48.5)
    monkeypatch.setattr(Confirm, "ask", classmethod(lambda cls, *args: True))  # filed after
    assert type_command(qtbot, window, "20 yellow Messi")
    card = next(e for e in window.document.events if isinstance(e, Card))
    whistle(window, "Full time")
    seen = in_edit_dialog(_typed("93", None), opens=2)
    window.edit_event(card)
    stored = next(e for e in window.document.events if e.id == card.id)
    assert stored.time == MatchTime(Period.SECOND_HALF, 90, 3)
    assert seen == [("", "")]  # stored at the first OK: not asked again with a refusal
    logged = stored_events(db_path, window.document.match_id or 0)
    assert next(e for e in logged if e.id == card.id).time == MatchTime(Period.SECOND_HALF, 90, 3)
