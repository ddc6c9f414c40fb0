"""The match file: lossless round trips, and refusals that say where the problem is."""

from __future__ import annotations

import datetime as dt
import json
from dataclasses import replace
from typing import Any

import jsonschema
import pytest
from hypothesis import given
from hypothesis import strategies as st

from tests.core.factory import (
    AWAY,
    ET1,
    ET2,
    H1,
    H2,
    HOME,
    PENS,
    card,
    end,
    full_time,
    goal,
    kick,
    make_match,
    numbered,
    off,
    start,
    sub,
)
from tracker.cli import demo_text
from tracker.core.files import matchfile
from tracker.core.files.matchfile import MatchFileError
from tracker.core.match.events import CardKind, FormationChange, GoalKind, MissedPenalty
from tracker.core.match.replay import replay


def _every_kind() -> tuple[Any, list[Any]]:
    match = make_match()
    rows = ((1,), (2, 3, 4), (5, 6, 7, 8, 12), (10, 11))
    events = numbered(
        [
            start(H1),
            goal("12", H1, HOME, 10, 11, GoalKind.HEADER),
            MissedPenalty(goal("20", H1, AWAY, 110).time, side=AWAY, player=110, saved=True),
            card("30", H1, AWAY, None, official="Blues Manager"),
            end(H1, 2),
            sub("45", H2, HOME, 9, 12),
            start(H2),
            FormationChange(goal("60", H2, HOME, 1).time, side=HOME, formation="3-5-2", rows=rows),
            sub("61", H2, AWAY, 102, 112, concussion=True),
            goal("70", H2, AWAY, 103, how=GoalKind.OWN_GOAL),
            card("80", H2, HOME, 6, CardKind.RED),
            off("85", H2, AWAY, 104),
            goal("90+3", H2, AWAY, None),
            end(H2, 4),
            start(ET1),
            end(ET1),
            start(ET2),
            end(ET2, 1),
            start(PENS),
            kick(HOME, 10),
            kick(AWAY, 110, scored=False),
            end(PENS),
            full_time(PENS),
        ]
    )
    replay(match, events)  # the fixture itself must be a legal match
    return match, events


def test_the_reference_match_round_trips_byte_for_byte() -> None:
    match, events = matchfile.loads(demo_text())
    assert matchfile.dumps(match, events) == demo_text()


def test_every_event_kind_round_trips() -> None:
    match, events = _every_kind()
    text = matchfile.dumps(match, events)
    again, again_events = matchfile.loads(text)
    assert matchfile.dumps(again, again_events) == text
    assert [type(e) for e in again_events] == [type(e) for e in events]
    assert replay(again, again_events).shootout == {HOME: 1, AWAY: 0}


def test_every_field_of_the_set_up_round_trips() -> None:
    import datetime as dt

    from tracker.core.match.model import Officials, preset_for

    match = replace(
        make_match(),
        stage="Final",
        date=dt.date(2026, 7, 19),
        kickoff=dt.time(15, 30),
        venue="New Jersey",
        attendance=82500,
        officials=Officials("R", "A1", "A2", "4th", "V"),
        rules=preset_for("rolling", 9),
        confirmed=True,
    )
    match = replace(match, home=make_match(team_size=9).home, away=make_match(team_size=9).away)
    text = matchfile.dumps(match, [])
    again, _ = matchfile.loads(text)
    assert matchfile.dumps(again, []) == text
    # Players are renumbered 1, 2, … in the file; everything else is as it was.
    renumbered = {p.pid: i for i, p in enumerate((*match.home.squad, *match.away.squad), 1)}
    assert [renumbered[p.pid] for p in match.home.squad] == [p.pid for p in again.home.squad]
    assert replace(again, home=match.home, away=match.away) == match
    assert [p.name for p in again.away.squad] == [p.name for p in match.away.squad]


def test_the_writer_follows_the_schema() -> None:
    match, events = _every_kind()
    jsonschema.validate(matchfile.to_dict(match, events), matchfile.schema())


def _file(edit: Any) -> str:
    data = json.loads(demo_text())
    edit(data)
    return json.dumps(data)


def _refused(text: str) -> str:
    with pytest.raises(MatchFileError) as caught:
        matchfile.loads(text)
    message = str(caught.value)
    assert "\n" not in message
    return message


def test_a_rule_broken_names_the_event_by_its_place_in_the_file() -> None:
    def scorer_taken_off(data: dict[str, Any]) -> None:
        data["events"][12]["scorer"] = data["events"][4]["off"]  # Paredes, off at 64'

    message = _refused(_file(scorer_taken_off))
    assert message == (
        "events[12] (85'): Leandro Paredes left the pitch at 64'; he cannot be the scorer"
    )


def test_play_listed_after_the_final_whistle_is_refused() -> None:
    """Regression: a goal listed after ``match_end`` at its minute was read before the
    whistle and counted (3-1 for a 2-1 file). A card may follow the whistle."""

    def goal_after(data: dict[str, Any]) -> None:
        end = data["events"][-1]
        assert end["kind"] == "match_end"
        data["events"].append(
            {"kind": "goal", "period": end["period"], "time": end["time"], "side": "home",
             "scorer": None, "how": "open_play"}
        )  # fmt: skip

    message = _refused(_file(goal_after))
    last = len(json.loads(_file(goal_after))["events"]) - 1
    assert message.startswith(
        f"events[{last}] (90'+6): it comes after full time (events[{last - 1}])"
    )

    def card_after(data: dict[str, Any]) -> None:
        end = data["events"][-1]
        scorer = next(
            e["scorer"] for e in data["events"] if e["kind"] == "goal" and e["side"] == "home"
        )
        data["events"].append(
            {"kind": "card", "period": end["period"], "time": end["time"], "side": "home",
             "player": scorer, "card": "yellow"}
        )  # fmt: skip

    matchfile.loads(_file(card_after))  # read, not refused


def test_the_place_is_the_file_position_even_when_events_are_out_of_order() -> None:
    def shuffle(data: dict[str, Any]) -> None:
        events = data["events"]
        events[12]["assist"] = events[12]["scorer"]
        events.insert(0, events.pop(12))

    assert _refused(_file(shuffle)).startswith("events[0] (85'): ")


@pytest.mark.parametrize(
    ("edit", "message"),
    [
        (lambda d: d.update(version=4), "version: the file is format version 4, written by a"),
        (lambda d: d.update(format="other-app"), "format: 'other-app' is not a Match Tracker"),
        (lambda d: d.update(version="1"), 'version: "1" is not one of 1, 2, 3'),
        (lambda d: d["events"][4].pop("side"), 'events[4]: "side" is missing'),
        (lambda d: d["events"][4].pop("on"), 'events[4]: "on" is missing'),
        (lambda d: d["events"][0].update(minute=3), 'events[0]: "minute" is not a key it can have'),
        (lambda d: d["events"][0].update(kind="corner"), 'events[0].kind: "corner" is not one'),
        (lambda d: d["home"]["squad"][0].update(number=-1), "home.squad[0].number: -1 is less"),
        (lambda d: d["match"].update(date="2026-13-45"), "match: bad date or kick-off time"),
        (lambda d: d["away"]["squad"][1].update(id=1), "set-up: "),
        (lambda d: d["events"][3].update(scorer=999), "events[3]: no player with id 999"),
        (lambda d: d["events"][3].update(period=5), 'events[3].time: "55" is not "pens"'),
        (lambda d: d["events"][3].update(time="pens"), "events[3]: bad time: 'pens' is the"),
    ],
)
def test_refusals_say_where_in_the_file(edit: Any, message: str) -> None:
    assert message in _refused(_file(edit))


def test_not_an_object_and_not_json() -> None:
    assert _refused("[1, 2, 3]").startswith("the file: [1, 2, 3] is not an object")
    assert _refused("{").startswith("not valid JSON: ")
    assert _refused("").startswith("not valid JSON: ")


def _signed(events: list[Any]) -> list[Any]:
    """The events with an author each; the third one changed later by someone else."""
    import datetime as dt

    from tracker.core.match.events import Authorship

    at = dt.datetime(2026, 7, 15, 19, 3, 7, tzinfo=dt.timezone.utc)
    out = [
        replace(e, authorship=Authorship("ana", at + dt.timedelta(minutes=i)))
        for i, e in enumerate(events)
    ]
    out[2] = replace(out[2], authorship=Authorship("bob", at, at + dt.timedelta(hours=1)))
    return out


def test_who_logged_each_event_round_trips() -> None:
    match, events = _every_kind()
    text = matchfile.dumps(match, _signed(events))
    data = json.loads(text)
    first, changed = data["events"][0], data["events"][2]
    assert (first["author"], first["logged_at"]) == ("ana", "2026-07-15T19:03:07Z")
    assert "changed_at" not in first
    assert (changed["author"], changed["changed_at"]) == ("bob", "2026-07-15T20:03:07Z")
    jsonschema.validate(data, matchfile.schema())
    _again, again_events = matchfile.loads(text)
    assert [e.authorship for e in again_events] == [e.authorship for e in _signed(events)]
    assert matchfile.dumps(_again, again_events) == text


def test_authorship_is_not_part_of_what_an_event_is() -> None:
    _match, events = _every_kind()
    assert _signed(events) == events  # an undo compares events: who logged them is apart


def test_a_file_without_authors_still_imports_and_writes_none() -> None:
    match, events = matchfile.loads(demo_text())
    assert all(e.authorship is None for e in events)
    assert "author" not in matchfile.dumps(match, events)


def test_a_bad_time_of_logging_is_refused_in_words() -> None:
    def bad_moment(data: dict[str, Any]) -> None:
        data["events"][3].update(author="ana", logged_at="yesterday")

    assert _refused(_file(bad_moment)) == (
        "events[3].logged_at: 'yesterday' is not a moment such as 2026-07-15T20:03:07Z"
    )


@given(
    st.datetimes(
        min_value=dt.datetime(1900, 1, 1),
        max_value=dt.datetime(2999, 12, 31),
        timezones=st.sampled_from(
            [
                dt.timezone.utc,
                dt.timezone(dt.timedelta(hours=-5)),
                dt.timezone(dt.timedelta(hours=5, minutes=30)),
            ]
        ),
    )
)
def test_a_moment_is_written_in_utc_to_the_second_and_read_back(moment: dt.datetime) -> None:
    text = matchfile._utc_text(moment)
    assert text.endswith("Z") and len(text) == len("2026-07-15T20:03:07Z")
    back = matchfile._utc_moment(text)
    assert back == moment.replace(microsecond=0)
    assert back is not None and back.utcoffset() == dt.timedelta(0)


# --- the match's identity (format version 2) --------------------------------------

_UUID = "0b6f7a52-3c1e-4f0a-9d2e-5a8b7c6d4e31"


def test_the_uuid_travels_in_the_file() -> None:
    match, events = matchfile.loads(demo_text())
    data = matchfile.to_dict(replace(match, uuid=_UUID), events)
    assert data["version"] == matchfile.VERSION == 3
    assert data["match"]["uuid"] == _UUID
    again, _ = matchfile.from_dict(data)
    assert again.uuid == _UUID


def test_a_version_1_file_without_a_uuid_still_reads() -> None:
    data = json.loads(demo_text())
    data["version"] = 1
    assert "uuid" not in data["match"]
    match, events = matchfile.from_dict(data)
    assert match.uuid is None and len(events) == len(data["events"])
    # Written back, it has no uuid (the database gives it one when stored).
    assert "uuid" not in matchfile.to_dict(match, events)["match"]


def test_a_uuid_in_capitals_is_read_in_lower_case() -> None:
    data = json.loads(demo_text())
    data["match"]["uuid"] = _UUID.upper()
    assert matchfile.from_dict(data)[0].uuid == _UUID


@pytest.mark.parametrize("bad", ["", "not-a-uuid", _UUID[:-1], _UUID + "0", "{" + _UUID + "}"])
def test_a_bad_uuid_is_refused_in_words(bad: str) -> None:
    data = json.loads(demo_text())
    data["match"]["uuid"] = bad
    with pytest.raises(MatchFileError, match=r"^match\.uuid: .* is not a UUID such as "):
        matchfile.from_dict(data)


def test_a_squad_or_a_log_no_match_has_is_refused_at_once() -> None:
    """Regression: 300,000 players in a squad (27 MB, under the file limit) ran for
    over ten minutes before anything was said."""

    def crowd(data: dict[str, Any]) -> None:
        first = data["home"]["squad"][0]
        data["home"]["squad"] += [dict(first, id=10_000 + i) for i in range(300_000)]

    squad = len(json.loads(demo_text())["home"]["squad"]) + 300_000
    message = _refused(_file(crowd))  # said before any item is read
    assert message == f"home.squad lists {squad:,} players: a squad has at most 100"

    def flood(data: dict[str, Any]) -> None:
        data["events"] += [data["events"][-1]] * 6000

    assert _refused(_file(flood)).startswith("events lists 6,0")


def test_a_key_given_twice_is_refused() -> None:
    """Regression: ``"name": "Argentina", "name": "Brazil"`` imported as Brazil."""
    text = demo_text().replace('"name": "Argentina"', '"name": "Argentina", "name": "Brazil"', 1)
    assert '"name": "Brazil"' in text
    assert _refused(text) == "the key 'name' is given twice in one object: which one is meant?"
