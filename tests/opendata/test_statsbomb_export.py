"""StatsBomb export: kloppy reads every export with the facts Match Tracker holds."""

from __future__ import annotations

import dataclasses
import json

import pytest
from kloppy import statsbomb

from tests.helpers.matches import demo, pid
from tests.opendata import samples
from tests.opendata.facts import Facts, from_kloppy, from_tracker, jersey_numbers
from tracker.core.match.events import (
    Card,
    CardKind,
    Event,
    FormationChange,
    Goal,
    GoalKind,
    MatchEnd,
    MissedPenalty,
    PeriodEnd,
    PeriodStart,
    PlayerOff,
    Substitution,
)
from tracker.core.match.matchtime import MatchTime, Period
from tracker.core.match.model import Match, Side
from tracker.opendata.formats import render_statsbomb
from tracker.opendata.statsbomb_export import export_statsbomb
from tracker.opendata.statsbomb_import import read_statsbomb
from tracker.services.exporting import formats

H1, H2 = Period.FIRST_HALF, Period.SECOND_HALF


def at(minute: int, period: Period = H2, added: int = 0) -> MatchTime:
    return MatchTime(period, minute, added)


def eventful_match() -> tuple[Match, list[Event]]:
    """The reference set-up with an own goal, a second yellow, a switch, a missed penalty…"""
    match, _ = demo()
    romero, stones, kane = (
        pid(match, "Cristian Romero"),
        pid(match, "John Stones"),
        pid(match, "Harry Kane"),
    )
    home = match.home.lineup
    assert home is not None
    back_three = (home.rows[0], tuple(p for p in home.rows[1] if p != romero), *home.rows[2:])
    events: list[Event] = [
        PeriodStart(at(0, H1)),
        Card(at(10, H1), side=Side.HOME, player=romero, card=CardKind.YELLOW),
        Goal(at(20, H1), side=Side.AWAY, scorer=stones, how=GoalKind.OWN_GOAL),
        PeriodEnd(at(45, H1, 1)),
        PeriodStart(at(45)),
        Card(at(50), side=Side.HOME, player=romero, card=CardKind.SECOND_YELLOW),
        FormationChange(at(51), side=Side.HOME, formation="3-5-1", rows=back_three),
        MissedPenalty(at(60), side=Side.AWAY, player=kane, saved=True),
        Goal(at(70), side=Side.AWAY, scorer=kane, how=GoalKind.PENALTY),
        Goal(at(80), side=Side.HOME, scorer=pid(match, "Lionel Messi"), how=GoalKind.FREE_KICK),
        Substitution(at(81), side=Side.AWAY, off=stones, on=pid(match, "Ezri Konsa")),
        PlayerOff(at(85), side=Side.AWAY, player=pid(match, "Declan Rice")),
        PeriodEnd(at(90, added=4)),
        MatchEnd(at(90, added=4)),
    ]
    return match, events


def with_changes(facts: Facts, changes: list[tuple[str, str]]) -> Facts:
    """The same facts with other formation changes."""
    return dataclasses.replace(facts, formation_changes=changes)


def test_the_reference_match_reads_the_same_in_kloppy() -> None:
    match, events = demo()
    files = render_statsbomb(match, events, {})
    assert from_kloppy(files) == from_tracker(match, events)


def test_an_eventful_match_reads_the_same_in_kloppy() -> None:
    match, events = eventful_match()
    ours, theirs = from_tracker(match, events), from_kloppy(render_statsbomb(match, events, {}))
    # A side down to ten keeps StatsBomb's eleven-slot shape: 3-5-1 is written 3-5-2.
    assert ours.formation_changes == [("Argentina", "3-5-1")]
    assert theirs.formation_changes == [("Argentina", "3-5-2")]
    assert theirs == with_changes(ours, [("Argentina", "3-5-2")])
    assert ("England", "John Stones", "20'", True) in theirs.goals
    assert ("Argentina", "Cristian Romero", "second yellow", "50'") in theirs.cards


def test_cup_final_round_trip_import_export_kloppy() -> None:
    events_data, lineups_data, matches_data = samples.cup_final()
    match, events = read_statsbomb(
        events_data, lineups_data, matches_data, match_id=samples.CUP_FINAL_ID
    )
    ours = from_tracker(match, events)
    theirs = from_kloppy(render_statsbomb(match, events, {}))
    assert ours.formation_changes == [("Southport Athletic", "4-4-1")]
    assert theirs == with_changes(ours, [("Southport Athletic", "4-4-2")])
    assert ours.periods == [1, 2, 3, 4, 5]
    assert ours.score == (2, 2) and ours.shootout == (4, 2)
    # And kloppy reads the original sample with the same facts (its 10-man shape is 4-4-2).
    original = from_kloppy({"events": events_data, "lineups": lineups_data})
    assert original.formation_changes == [("Southport Athletic", "4-4-2")]
    assert original == with_changes(ours, original.formation_changes)


def test_stoppage_time_survives_in_the_period_times() -> None:
    match, events = demo()
    files = render_statsbomb(match, events, {})
    events_file = next(v for k, v in files.items() if k.startswith("events"))
    lineups_file = next(v for k, v in files.items() if k.startswith("lineups"))
    dataset = statsbomb.load(event_data=events_file, lineup_data=lineups_file)
    lengths = [
        (p.end_timestamp - p.start_timestamp).total_seconds() for p in dataset.metadata.periods
    ]
    assert lengths == [45 * 60, 51 * 60]  # 45' and 90'+6


def test_files_are_named_by_match_and_offered_as_a_folder_format() -> None:
    match, events = demo()
    fmt = formats()["statsbomb"]
    assert fmt.directory
    files = fmt.render(match, events, {})
    assert isinstance(files, dict)
    stems = {name.split("_")[0] for name in files}
    assert stems == {"events", "lineups", "matches"}
    assert len({name.split("_")[1] for name in files}) == 1
    assert render_statsbomb(match, events, {}) == files, "the export is reproducible"


def test_matches_entry_carries_the_metadata_and_score() -> None:
    match, events = demo()
    files = render_statsbomb(match, events, {})
    (entry,) = json.loads(next(v for k, v in files.items() if k.startswith("matches")))
    assert entry["home_team"]["home_team_name"] == "Argentina"
    assert entry["away_team"]["away_team_name"] == "England"
    assert (entry["home_score"], entry["away_score"]) == (2, 1)
    assert entry["match_date"] == "2026-07-15"
    assert entry["competition"]["competition_name"] == "FIFA World Cup 2026"
    assert entry["competition_stage"]["name"] == "Semi-final"
    assert entry["stadium"]["name"] == "Atlanta"
    assert entry["home_team"]["managers"][0]["name"] == "Lionel Scaloni"


def test_shirt_numbers_are_written_and_unknown_ones_are_zero() -> None:
    events_data, lineups_data, matches_data = samples.cup_final()
    match, events = read_statsbomb(events_data, lineups_data, matches_data, match_id=3900001)
    numbers = jersey_numbers(render_statsbomb(match, events, {}))
    assert numbers["Oli Header"] == 16 and numbers["Quinn Gloves"] == 1
    ref, ref_events = demo()  # the reference match has no shirt numbers recorded
    assert set(jersey_numbers(render_statsbomb(ref, ref_events, {})).values()) == {0}


def test_assist_is_a_goal_assist_pass_to_the_scorer() -> None:
    match, events = demo()
    files = render_statsbomb(match, events, {})
    raw = json.loads(next(v for k, v in files.items() if k.startswith("events")))
    by_id = {e["id"]: e for e in raw}
    shots = [e for e in raw if e["type"]["id"] == 16]
    header = shots[-1]
    assert header["shot"]["body_part"]["name"] == "Head"
    assist = by_id[header["shot"]["key_pass_id"]]
    assert assist["pass"]["goal_assist"] is True
    assert assist["player"]["name"] == "Lionel Messi"
    assert assist["pass"]["recipient"]["name"] == "Lautaro Martínez"


def test_a_match_still_being_played_is_refused() -> None:
    match, events = demo()
    live = events[:-2]
    assert isinstance(events[-2], PeriodEnd) and isinstance(events[-1], MatchEnd)
    with pytest.raises(ValueError, match="second half is being played"):
        render_statsbomb(match, live, {})


def test_a_match_not_started_is_refused() -> None:
    match, _ = demo()
    with pytest.raises(ValueError, match="not kicked off"):
        render_statsbomb(match, [], {})


def test_lineups_file_lists_squads_with_stints_and_cards() -> None:
    match, events = eventful_match()
    files = render_statsbomb(match, events, {})
    home, away = json.loads(next(v for k, v in files.items() if k.startswith("lineups")))
    assert home["team_name"] == "Argentina" and len(home["lineup"]) == len(match.home.squad)
    by_name = {p["player_name"]: p for p in home["lineup"] + away["lineup"]}
    romero = by_name["Cristian Romero"]
    assert [c["card_type"] for c in romero["cards"]] == ["Yellow Card", "Second Yellow"]
    assert romero["positions"][0]["position"] == "Right Center Back"
    assert romero["positions"][0]["end_reason"] == "Second Yellow"
    konsa, stones = by_name["Ezri Konsa"], by_name["John Stones"]
    assert konsa["positions"] == [
        {
            "position_id": 3,
            "position": "Right Center Back",
            "from": "80:30",
            "to": None,
            "from_period": 2,
            "to_period": None,
            "start_reason": "Substitution - On (Tactical)",
            "end_reason": "Final Whistle",
        }
    ]
    assert stones["positions"][0]["to"] == "80:30"
    assert stones["positions"][0]["end_reason"] == "Substitution - Off (Tactical)"
    assert by_name["Declan Rice"]["positions"][0]["end_reason"] == "Player Off"
    assert by_name["Dan Burn"]["positions"] == []  # an unused substitute


def test_two_libraries_match_1_are_written_with_event_ids_of_their_own() -> None:
    """Event ids come from the match's identity: the Starting XI ids an import makes its
    identity from differ for two matches stored as match 1 in two libraries."""
    match, events = eventful_match()
    ours = dataclasses.replace(match, id=1, uuid="9d2b5f0e-7c1a-4e3b-8f6d-0a1b2c3d4e5f")
    theirs = dataclasses.replace(match, id=1, uuid="1f0e2d3c-4b5a-4978-8695-a4b3c2d1e0f9")
    first = export_statsbomb(ours, events).events
    second = export_statsbomb(theirs, events).events
    assert [e["id"] for e in first] != [e["id"] for e in second]
    assert [e["id"] for e in first] == [e["id"] for e in export_statsbomb(ours, events).events]


@pytest.mark.parametrize(
    "stopped", ["71", "45", "46"], ids=["in play", "at half-time", "filed 46'"]
)
def test_an_abandoned_match_travels_beside_the_format_and_reads_back(stopped: str) -> None:
    """StatsBomb has no abandonment: the period's Half End (where play stopped, if it
    was on) carries it, kloppy reads the match up to there, and the import gives it back."""
    from tests.sheet.test_abandoned import abandoned
    from tracker.core.match.events import MatchAbandoned
    from tracker.core.match.replay import replay

    match, events = abandoned("floodlight failure")
    if stopped != "71":  # abandoned in the half-time break instead
        first_half = [e for e in events if e.time.period is Period.FIRST_HALF]
        when = at(45, Period.FIRST_HALF) if stopped == "45" else MatchTime(H2, H2.start)
        last = max(e.seq for e in first_half)
        events = [*first_half, MatchAbandoned(when, seq=last + 1, reason="fog")]
    files = render_statsbomb(match, events, {})
    events_file = next(v for k, v in files.items() if k.startswith("events"))
    lineups_file = next(v for k, v in files.items() if k.startswith("lineups"))
    matches_file = next(v for k, v in files.items() if k.startswith("matches"))
    dataset = statsbomb.load(event_data=events_file, lineup_data=lineups_file)
    lengths = [
        (p.end_timestamp - p.start_timestamp).total_seconds() for p in dataset.metadata.periods
    ]
    assert lengths == ([45 * 60, 26 * 60] if stopped == "71" else [45 * 60])
    back, back_events = read_statsbomb(events_file, lineups_file, matches_file)
    state = replay(back, back_events)
    assert state.abandoned is not None
    assert str(state.abandoned.time) == ("71'" if stopped == "71" else "45'")
    assert state.abandoned.reason == ("floodlight failure" if stopped == "71" else "fog")
    assert state.score == replay(match, events).score
    # The second half was not whistled to its end: no period end is made up for it.
    assert set(state.period_ends) == {Period.FIRST_HALF}


def test_an_export_reads_back_as_the_same_match_under_its_own_competition() -> None:
    """Read back without its matches file, an export was a new match (its identity made
    from event ids the export had made): imported into its own library it was stored
    twice, each scorer's goals counted twice. With the matches file, "Copa del Rey" of
    a match played in 2019 came back as "Copa del Rey 2019", another competition."""
    match, events = eventful_match()
    cup = dataclasses.replace(
        match, uuid="9d2b5f0e-7c1a-4e3b-8f6d-0a1b2c3d4e5f", competition="Copa del Rey"
    )
    files = export_statsbomb(cup, events)
    lineups = json.dumps(files.lineups)
    alone, _ = read_statsbomb(json.dumps(files.events), lineups, None, match_id=files.match_id)
    assert alone.uuid == cup.uuid
    whole, _ = read_statsbomb(
        json.dumps(files.events), lineups, json.dumps([files.entry]), match_id=files.match_id
    )
    assert (whole.uuid, whole.competition) == (cup.uuid, "Copa del Rey")
