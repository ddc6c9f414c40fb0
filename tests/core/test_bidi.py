"""Right-to-left names isolated for display, and left as they are for data."""

from __future__ import annotations

from tests.helpers.matches import demo
from tests.sheet.matches import renamed
from tracker.core.bidi import isolate, right_to_left
from tracker.core.match.describe import describe
from tracker.core.match.events import FormationChange
from tracker.core.match.matchtime import MatchTime, Period
from tracker.core.match.model import Side


def test_only_names_with_right_to_left_letters_are_isolated() -> None:
    assert isolate("الوداد البيضاوي") == "\u2068الوداد البيضاوي\u2069"
    assert isolate("ליונל מסי") == "\u2068ליונל מסי\u2069"
    for name in ("Þróttur Reykjavík", "孙兴慜", "Андрей Аршавин", ""):
        assert isolate(name) == name and not right_to_left(name)
    assert isolate(isolate("محمد")) == isolate("محمد")


def test_the_event_log_isolates_a_team_name_before_its_formation() -> None:
    """Regression: "الوداد البيضاوي change to 4-4-1" showed the formation as "1-4-4"."""
    match, _events = demo()
    match = renamed(match, {}, home="الوداد البيضاوي")
    change = FormationChange(
        time=MatchTime(Period.SECOND_HALF, 60), side=Side.HOME, formation="4-4-1"
    )
    assert describe(match, change, shown=isolate) == "\u2068الوداد البيضاوي\u2069 change to 4-4-1"
    assert describe(match, change) == "الوداد البيضاوي change to 4-4-1"  # the CSV's words
