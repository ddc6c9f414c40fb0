"""StatsBomb import: bad files give one clear message, never a crash."""

from __future__ import annotations

import contextlib
import copy
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tests.opendata import samples
from tracker.opendata.statsbomb_import import read_statsbomb
from tracker.opendata.statsbomb_read import StatsBombError

EVENTS, LINEUPS, MATCHES = samples.cup_final()


def refused(
    events: bytes = EVENTS, lineups: bytes = LINEUPS, matches: bytes | None = None, **kw: Any
) -> str:
    with pytest.raises(StatsBombError) as caught:
        read_statsbomb(events, lineups, matches, **kw)
    message = str(caught.value)
    assert "\n" not in message and message
    return message


def edited_events(edit: Any) -> bytes:
    data = samples.parsed("cup-final-events")
    edit(data)
    return samples.dumped(data)


def test_truncated_events_file() -> None:
    assert "cut short" in refused(events=EVENTS[: len(EVENTS) // 2])


def test_file_cut_inside_a_name_reads_as_plain_words() -> None:
    """Regression: the message repeated JSON's own wording ("starting at at line 4")."""
    cut = EVENTS[: EVENTS.index(b'"name"') + 3]
    message = refused(events=cut)
    assert "cut short" in message and " at at " not in message
    lines = cut.count(b"\n") + 1
    assert message.endswith(f"line {lines}")


def test_not_json() -> None:
    assert "lineups file is not valid JSON" in refused(lineups=b"{ nope")


def test_not_text() -> None:
    assert "not a text file" in refused(events=b"\xff\xfe\x00garbage")


def test_lineups_from_another_match() -> None:
    message = refused(lineups=samples.raw("league-lineups"))
    assert "lineups file is from another match" in message
    assert "Millbrook Town" in message and "Northfield Rovers" in message


def test_lineups_missing_a_substitute() -> None:
    data = samples.parsed("cup-final-lineups")
    data[0]["lineup"] = [p for p in data[0]["lineup"] if p["player_name"] != "Oli Header"]
    message = refused(lineups=samples.dumped(data))
    assert "'Oli Header' is not in the lineups file" in message
    assert message.count("event 32 (Substitution)") == 1, message  # named once


def test_files_given_the_wrong_way_round() -> None:
    assert "give the events file first" in refused(events=LINEUPS, lineups=EVENTS)


def test_unknown_position() -> None:
    def edit(data: list[dict[str, Any]]) -> None:
        data[0]["tactics"]["lineup"][3]["position"] = {"id": 99, "name": "Sweeper Keeper"}

    message = refused(events=edited_events(edit))
    assert "Starting XI of Northfield Rovers" in message and "position id 99" in message


def test_unknown_event_type() -> None:
    def edit(data: list[dict[str, Any]]) -> None:
        data[10]["type"] = {"id": 999, "name": "Celebration"}

    assert "event 11 has type 999, which StatsBomb does not define" in refused(
        events=edited_events(edit)
    )


def test_a_period_without_its_end() -> None:
    def edit(data: list[dict[str, Any]]) -> None:
        data[:] = [e for e in data if not (e["type"]["id"] == 34 and e["period"] == 5)]

    assert "stops during the penalty shootout" in refused(events=edited_events(edit))


def test_matches_file_with_another_score() -> None:
    data = samples.parsed("cup-final-matches")
    data[0]["home_score"] = 3
    message = refused(matches=samples.dumped(data), match_id=samples.CUP_FINAL_ID)
    assert "gives 3-2, but the events give 2-2" in message


def test_two_meetings_with_the_same_score_ask_for_the_match_id() -> None:
    data = samples.parsed("cup-final-matches")
    for entry in data:
        entry["home_team"], entry["away_team"] = data[0]["home_team"], data[0]["away_team"]
        entry["home_score"], entry["away_score"] = 2, 2
    message = refused(matches=samples.dumped(data))
    assert "2 matches between these teams" in message
    assert "leave the matches file out" in message


def test_matches_file_without_this_match() -> None:
    data = [m for m in samples.parsed("cup-final-matches") if m["match_id"] == 1]
    assert "not a list of StatsBomb matches" in refused(matches=samples.dumped(data or {}))
    other = samples.parsed("cup-final-matches")
    for entry in other:
        entry["home_team"]["home_team_id"] = 5
    assert "no match between the teams" in refused(matches=samples.dumped(other))


def test_an_event_that_breaks_the_rules() -> None:
    def edit(data: list[dict[str, Any]]) -> None:
        for event in data:
            if event["type"]["id"] == 19 and event["player"]["name"] == "Ian Flyer":
                event["player"] = {"id": 5001, "name": "Adam Keeper"}
                event["substitution"]["replacement"] = {"id": 5017, "name": "Pat Bench"}

    message = refused(events=edited_events(edit))
    assert message.startswith("the events break the rules of the game")


@given(st.integers(min_value=1, max_value=len(EVENTS) - 2))
def test_any_truncation_is_a_clear_message(cut: int) -> None:
    with pytest.raises(StatsBombError):
        read_statsbomb(EVENTS[:cut], LINEUPS)


JUNK = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-5, 100_000),
    st.text(max_size=8),
    st.lists(st.integers(0, 30), max_size=3),
    st.dictionaries(st.sampled_from(["id", "name"]), st.integers(0, 200), max_size=2),
)
PARSED = samples.parsed("cup-final-events")


@given(st.integers(0, len(PARSED) - 1), st.data())
def test_a_damaged_event_imports_or_is_refused_clearly(index: int, data: st.DataObject) -> None:
    events = copy.deepcopy(PARSED)
    event = events[index]
    key = data.draw(st.sampled_from(sorted(event)))
    event[key] = data.draw(JUNK)
    with contextlib.suppress(StatsBombError):
        read_statsbomb(samples.dumped(events), LINEUPS)


def test_an_event_given_twice_is_refused() -> None:
    """A shot copied in the events file (its id and all) was read twice: 2-2 for 2-1."""

    def shot_twice(data: list[dict[str, Any]]) -> None:
        shot = next(e for e in data if e["type"]["name"] == "Shot")
        data.insert(data.index(shot) + 1, copy.deepcopy(shot))

    message = refused(events=edited_events(shot_twice))
    assert "an event given twice" in message
