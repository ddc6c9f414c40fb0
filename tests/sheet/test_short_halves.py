"""The timeline of a match whose halves are shorter than 45 minutes (youth football).

Such a half ends on the whistle before 45' (the log takes a first half ending at 35');
the second half still starts at 45', so 35 minutes of it end at 80'. The timeline
puts each period's end where its whistle went, not at 45' and 90'.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET

from tests.helpers.matches import demo_setup, pid
from tests.sheet.matches import AWAY, HOME, P1, P2, at
from tests.sheet.test_svg import NS, texts
from tracker.core.match.events import Event, Goal, MatchEnd, PeriodEnd, PeriodStart
from tracker.core.match.model import Match
from tracker.sheet.content import build_sheet
from tracker.sheet.svg import timeline_svg


def youth(half: int, *, finished: bool = True) -> tuple[Match, list[Event]]:
    """The reference line-ups playing two halves of ``half`` minutes, 2-1."""
    match = demo_setup()
    p = lambda name: pid(match, name)  # noqa: E731
    second_end = at(str(45 + half), P2)
    events: list[Event] = [
        PeriodStart(at("0", P1)),
        Goal(at("20", P1), side=HOME, scorer=p("Lionel Messi")),
        PeriodEnd(at(str(half), P1)),
        PeriodStart(at("45", P2)),
        Goal(at("50", P2), side=AWAY, scorer=p("Harry Kane")),
    ]
    if finished:
        events += [
            Goal(at(str(43 + half), P2), side=HOME, scorer=p("Julián Álvarez")),
            PeriodEnd(second_end),
            MatchEnd(second_end),
        ]
    return match, events


def test_each_half_ends_on_the_axis_where_its_whistle_went() -> None:
    sheet = build_sheet(*youth(35))
    assert sheet.duration == 70.0
    assert sheet.period_marks == ((35.0, "HT 35'"), (70.0, "FT 80'"))
    assert {label: clock for clock, label in sheet.ticks} == {
        "0'": 0.0,
        "15'": 15.0,
        "30'": 30.0,
        "35'": 35.0,
        "60'": 50.0,
        "75'": 65.0,
        "80'": 70.0,
    }
    assert sheet.regulation_ends == ((35.0, "35'"), (70.0, "80'"))
    assert [g.at for g in sheet.goals] == [20.0, 40.0, 68.0]


def test_a_short_half_has_no_added_time_drawn_and_its_end_tick_is_the_bold_one() -> None:
    drawing = timeline_svg(build_sheet(*youth(35)))
    root = ET.fromstring(drawing)
    # The added time is shaded in this grey: none was played.
    assert not [r for r in root.iter(f"{NS}rect") if r.get("fill") == "#dde3e8"]
    bold = {t.text for t in root.iter(f"{NS}text") if t.get("font-weight") == "bold"}
    assert {"35'", "80'"} <= bold and not {"45'", "90'"} & bold
    labels = [text for _x, _y, text in texts(drawing)]
    assert labels.index("30'") < labels.index("35'") < labels.index("60'")


def test_seven_a_side_halves_of_25_minutes() -> None:
    sheet = build_sheet(*youth(25))
    assert sheet.period_marks == ((25.0, "HT 25'"), (50.0, "FT 70'"))
    assert [label for _clock, label in sheet.ticks] == ["0'", "15'", "25'", "60'", "70'"]


def test_a_quarter_hour_tick_just_before_a_short_halfs_end_is_left_out() -> None:
    # 30' and 32' (75' and 77') two minutes apart would print one label over the other.
    sheet = build_sheet(*youth(32))
    assert [label for _clock, label in sheet.ticks] == ["0'", "15'", "32'", "60'", "77'"]


def test_a_youth_match_in_play_is_drawn_against_two_halves_as_long_as_the_first() -> None:
    sheet = build_sheet(*youth(35, finished=False))
    assert sheet.duration == 70.0
    assert sheet.regulation_ends == ((35.0, "35'"), (70.0, "80'"))


def test_a_match_in_play_counts_the_first_halfs_added_time() -> None:
    match, events = youth(45, finished=False)
    events[2] = PeriodEnd(at("45+3", P1))
    sheet = build_sheet(match, events)
    # The second half's 90' comes 45 minutes after the half-time whistle at 48.
    assert sheet.duration == 93.0
    assert sheet.regulation_ends == ((45.0, "45'"), (93.0, "90'"))
