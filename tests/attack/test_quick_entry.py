"""Quick entry: any line is an event, a question or one line, and never suggests a
minute it then refuses.

Issue 23, item 11: ``999 goal Messi`` said "write 120+879", which quick entry then
refused (added time has two digits).
"""

from __future__ import annotations

import re
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tests.attack.conftest import surface
from tests.helpers.matches import demo
from tracker.core.match import quickentry
from tracker.core.match.events import Event, PeriodStart
from tracker.core.match.matchtime import MatchTime, MatchTimeError, Period
from tracker.core.match.replay import replay

MATCH, EVENTS = demo()
_KICKED_OFF = replay(MATCH, [PeriodStart(MatchTime(Period.FIRST_HALF, 0))])
_SUGGESTED = re.compile(r"\(write ([^)]+)\)")


def _check_suggestion(message: str, period: Period | None) -> None:
    """A minute the message suggests is one that reads."""
    assert "\n" not in message
    for suggested in _SUGGESTED.findall(message):
        MatchTime.parse(suggested, None)  # raises if the suggestion is refused


@pytest.mark.parametrize("minute", [136, 200, 220, 500, 999])
def test_a_minute_past_extra_time_suggests_nothing_refused(minute: int) -> None:
    """No suggestion of 80 minutes of added time (120+80) for 200 typed wrong."""
    with pytest.raises(quickentry.QuickEntryError) as info:
        quickentry.parse(f"{minute} goal Messi", MATCH, period=None, state=_KICKED_OFF)
    assert "write 120+" not in str(info.value)
    assert str(info.value) == (
        f"minute {minute} is past the end of any match (90 minutes, 120 with extra time, "
        "and their added time)"
    )


@pytest.mark.parametrize("minute", [121, 128, 135])
def test_a_minute_just_past_extra_time_suggests_what_reads(minute: int) -> None:
    with pytest.raises(quickentry.QuickEntryError) as info:
        quickentry.parse(f"{minute} goal Messi", MATCH, period=None, state=_KICKED_OFF)
    [suggested] = _SUGGESTED.findall(str(info.value))
    assert MatchTime.parse(suggested) == MatchTime(Period.EXTRA_SECOND, 120, minute - 120)


_words = st.sampled_from(
    [*quickentry.KEYWORDS, "Messi", "Kane", "Lautaro", "assist", "10", "45+2", "90'+6", "120+99"]
)
_minutes = st.one_of(
    st.integers(min_value=0, max_value=1999).map(str),
    st.tuples(st.integers(0, 999), st.integers(0, 999)).map(lambda t: f"{t[0]}+{t[1]}"),
    st.text(alphabet="0123456789+' ", max_size=8),
)
lines = st.one_of(
    st.tuples(_minutes, st.lists(_words | st.text(max_size=6), max_size=4)).map(
        lambda t: " ".join([t[0], *t[1]])
    ),
    st.text(max_size=40),
)


@given(
    text=lines,
    period=st.none() | st.sampled_from(Period),
    state=st.sampled_from([None, _KICKED_OFF, replay(MATCH, EVENTS)]),
)
@surface("quick_entry")
def test_any_line_is_an_event_a_question_or_one_line(
    text: str, period: Period | None, state: Any
) -> None:
    try:
        result = quickentry.parse(text, MATCH, period=period, state=state)
    except quickentry.QuickEntryError as exc:
        _check_suggestion(str(exc), period)
        return
    except MatchTimeError as exc:  # pragma: no cover - quick entry says it as its own
        pytest.fail(f"a match time error escaped quick entry: {exc}")
    assert isinstance(result, Event | quickentry.Ambiguous)
