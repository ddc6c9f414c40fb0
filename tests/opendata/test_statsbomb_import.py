"""StatsBomb import: the samples become matches a reporter would recognise."""

from __future__ import annotations

import datetime as dt

import pytest

from tests.opendata import samples
from tests.opendata.facts import from_kloppy, from_tracker
from tracker.core.match.describe import describe
from tracker.core.match.events import (
    Card,
    CardKind,
    FormationChange,
    Goal,
    GoalKind,
    MissedPenalty,
    PeriodEnd,
    PlayerOff,
    ShootoutKick,
    Substitution,
)
from tracker.core.match.matchtime import MatchTime, Period
from tracker.core.match.model import Match, Player, Position, Side
from tracker.core.match.replay import replay
from tracker.opendata.statsbomb_import import read_statsbomb
from tracker.opendata.statsbomb_teams import surname
from tracker.services.exporting import formats


def cup_final() -> tuple[Match, list]:
    events, lineups, matches = samples.cup_final()
    return read_statsbomb(events, lineups, matches, match_id=samples.CUP_FINAL_ID)


def names(match: Match, pids: tuple[int, ...]) -> list[str]:
    return [match.player(p).name for p in pids]


def test_metadata_comes_from_the_matches_file() -> None:
    match, _ = cup_final()
    assert (match.home.name, match.away.name) == ("Northfield Rovers", "Southport Athletic")
    assert match.competition == "County Cup 2025/2026"
    assert match.stage == "Final"
    assert match.date == dt.date(2026, 5, 16)
    assert match.kickoff == dt.time(15, 0)
    assert match.venue == "Wembley Stadium"
    assert match.officials.referee == "Anna Whistle"
    assert (match.home.manager, match.away.manager) == ("Northfield Boss", "Southport Boss")
    assert match.home.colour != match.away.colour


def test_the_score_picks_the_match_when_the_teams_met_twice() -> None:
    """Regression: without the match id in the file name, a second meeting refused the import."""
    events, lineups, matches = samples.cup_final()
    match, _ = read_statsbomb(events, lineups, matches)
    assert (match.home.name, match.away.name) == ("Northfield Rovers", "Southport Athletic")
    assert match.date == dt.date(2026, 5, 16) and match.stage == "Final"


def test_starting_elevens_are_placed_in_rows_right_sided_first() -> None:
    match, _ = cup_final()
    home, away = match.home.lineup, match.away.lineup
    assert home is not None and away is not None
    assert home.formation == "4-3-3"
    assert [names(match, row) for row in home.rows] == [
        ["Adam Keeper"],
        ["Ben Right", "Carl Stone", "Dan Wall", "Eli Left"],
        ["Finn Engine", "Gus Anchor", "Hal Maestro"],
        ["Ian Flyer", "Jack Striker", "Kai Winger"],
    ]
    assert away.formation == "4-4-2"
    assert names(match, away.rows[3]) == ["Zak Target", "Ari Ten"]


def test_other_shapes_are_placed_too() -> None:
    match, _ = read_statsbomb(samples.raw("league-events"), samples.raw("league-lineups"))
    home, away = match.home.lineup, match.away.lineup
    assert home is not None and away is not None
    number = lambda pid: match.player(pid).number  # noqa: E731
    assert home.formation == "3-5-2"
    assert [[number(p) for p in row] for row in home.rows] == [
        [1],
        [4, 5, 6],
        [2, 8, 10, 7, 3],
        [9, 11],
    ]
    assert away.formation == "4-2-3-1"
    assert [[number(p) for p in row] for row in away.rows] == [
        [1],
        [2, 4, 5, 3],
        [6, 8],
        [7, 10, 11],
        [9],
    ]


def test_squads_have_shirt_numbers_and_the_bench() -> None:
    match, _ = cup_final()
    by_name = {p.name: p for p in match.home.squad}
    assert by_name["Jack Striker"].number == 9
    assert by_name["Adam Keeper"].position is Position.GK
    assert by_name["Ian Flyer"].position is Position.FW
    assert match.home.lineup is not None
    assert names(match, match.home.lineup.bench) == [
        "Lou Spare",
        "Max Cross",
        "Ned Steady",
        "Oli Header",
        "Pat Bench",
    ]
    assert len(match.away.squad) == 14


def test_goals_keep_kind_and_assist_and_own_goals_count_for_the_other_side() -> None:
    match, events = cup_final()
    goals = [e for e in events if isinstance(e, Goal)]
    described = [
        (
            str(g.time),
            g.how,
            match.player(g.scorer).name,
            match.player(g.assist).name if g.assist else None,
        )
        for g in goals
    ]  # type: ignore[arg-type]
    assert described == [
        ("13'", GoalKind.OPEN_PLAY, "Jack Striker", "Ian Flyer"),
        ("45'+2", GoalKind.OWN_GOAL, "Dan Wall", None),
        ("79'", GoalKind.PENALTY, "Zak Target", None),
        ("90'", GoalKind.HEADER, "Oli Header", "Max Cross"),
    ]
    state = replay(match, events)
    assert state.half_time_score() == (1, 1)
    assert (state.score[Side.HOME], state.score[Side.AWAY]) == (2, 2)


def test_cards_include_a_second_yellow_that_sends_off() -> None:
    match, events = cup_final()
    cards = [
        (str(c.time), match.player(c.player).name, c.card)
        for c in events  # type: ignore[arg-type]
        if isinstance(c, Card)
    ]
    assert cards == [
        ("31'", "Sam Hard", CardKind.YELLOW),
        ("60'", "Sam Hard", CardKind.SECOND_YELLOW),
        ("90'+4", "Finn Engine", CardKind.YELLOW),
        ("108'", "Dan Wall", CardKind.YELLOW),
    ]
    state = replay(match, events)
    assert len(state.on_pitch(Side.AWAY)) == 10


def test_substitutions_windows_and_half_time_changes() -> None:
    match, events = cup_final()
    subs = [
        (str(s.time), s.time.period, match.player(s.off).name, match.player(s.on).name)
        for s in events
        if isinstance(s, Substitution)
    ]
    assert subs == [
        ("46'", Period.SECOND_HALF, "Yan Wing", "Cy Fresh"),  # at half-time
        ("71'", Period.SECOND_HALF, "Ian Flyer", "Max Cross"),
        ("71'", Period.SECOND_HALF, "Hal Maestro", "Oli Header"),  # same window, 20 s later
        ("91'", Period.EXTRA_FIRST, "Zak Target", "Dez Late"),  # before extra time
        ("101'", Period.EXTRA_FIRST, "Ben Right", "Ned Steady"),
    ]
    assert replay(match, events).sides[Side.HOME].windows == [(2, 71, 0), (3, 101, 0)]


def test_period_ends_keep_their_stoppage_time() -> None:
    match, events = cup_final()
    ends = [str(e.time) for e in events if isinstance(e, PeriodEnd)]
    assert ends == ["45'+3", "90'+5", "105'+1", "120'+2", "pens"]
    state = replay(match, events)
    assert state.finished and state.status.value == "finished"


def test_shootout_kick_by_kick() -> None:
    match, events = cup_final()
    kicks = [
        (match.player(k.player).name, k.scored)
        for k in events  # type: ignore[arg-type]
        if isinstance(k, ShootoutKick)
    ]
    assert kicks == [
        ("Jack Striker", True),
        ("Dez Late", True),
        ("Oli Header", False),
        ("Vic Wide", False),
        ("Max Cross", True),
        ("Will Runner", True),
        ("Ned Steady", True),
        ("Ari Ten", False),
        ("Dan Wall", True),
    ]
    assert replay(match, events).winner() is Side.HOME


def test_missed_penalty_formation_change_and_what_is_skipped() -> None:
    _match, events = cup_final()
    (missed,) = [e for e in events if isinstance(e, MissedPenalty)]
    assert missed.saved and missed.time == MatchTime(Period.EXTRA_FIRST, 98)
    (change,) = [e for e in events if isinstance(e, FormationChange)]
    assert change.formation == "4-4-1" and str(change.time) == "61'"
    # The injured right back came back on: his Player Off is not a departure.
    assert not [e for e in events if isinstance(e, PlayerOff)]
    kinds = {type(e).__name__ for e in events}
    assert kinds <= {
        "PeriodStart",
        "PeriodEnd",
        "MatchEnd",
        "Goal",
        "Card",
        "Substitution",
        "MissedPenalty",
        "FormationChange",
        "ShootoutKick",
    }


def test_the_log_reads_like_a_report() -> None:
    match, events = cup_final()
    lines = [f"{e.time} {describe(match, e)}" for e in replay(match, events).events]
    assert "13' Goal: Jack Striker, assist Ian Flyer" in lines
    assert "45'+2 Own goal: Dan Wall, for Southport Athletic" in lines


def test_without_a_matches_file_the_first_starting_xi_is_home() -> None:
    events, lineups, _ = samples.cup_final()
    match, _ = read_statsbomb(events, lineups)
    assert match.home.name == "Northfield Rovers"
    assert match.competition == "" and match.date is None


def test_progress_is_reported_up_to_the_end() -> None:
    seen: list[float] = []
    events, lineups, matches = samples.cup_final()
    read_statsbomb(events, lineups, matches, match_id=samples.CUP_FINAL_ID, progress=seen.append)
    assert seen == sorted(seen) and seen[-1] == 1.0


def test_kloppy_and_the_import_agree_on_the_league_sample() -> None:
    events, lineups = samples.raw("league-events"), samples.raw("league-lineups")
    match, log = read_statsbomb(events, lineups)
    assert from_kloppy({"events": events, "lineups": lineups}) == from_tracker(match, log)


def test_thousands_of_skipped_events_change_nothing() -> None:
    data = samples.parsed("cup-final-events")
    filler = next(e for e in data if e["type"]["id"] == 30 and "goal_assist" not in e["pass"])
    padded = []
    for event in data:
        padded.append(event)
        if event["type"]["id"] == 18 and event["period"] == 2:
            first = len(padded)  # each event its own id, as StatsBomb gives them
            padded += [dict(filler, id=f"filler-{first + n}", period=2) for n in range(2000)]
    _, plain = cup_final()
    seen: list[float] = []
    _, events = read_statsbomb(
        samples.dumped(padded),
        samples.raw("cup-final-lineups"),
        samples.raw("cup-final-matches"),
        match_id=samples.CUP_FINAL_ID,
        progress=seen.append,
    )
    assert events == plain
    # The progress bar moves while the skipped events are read, not only at the end.
    assert len([f for f in seen if 0.5 < f < 0.9]) >= 5 and seen == sorted(seen)


@pytest.mark.parametrize(
    ("name", "short"),
    [
        ("Ángel Di María", "Di María"),
        ("Virgil van Dijk", "van Dijk"),
        ("Marc-André ter Stegen", "ter Stegen"),
        ("Alexis Mac Allister", "Mac Allister"),
        ("Lionel Messi", "Messi"),
        ("Cristian Gabriel Romero", "Romero"),
        ("Pelé", "Pelé"),
    ],
)
def test_short_names_keep_their_particles(name: str, short: str) -> None:
    assert Player(pid=1, name=name, known_as=surname(name)).short == short


def test_the_match_sheet_of_an_imported_match_reads_right() -> None:
    match, events = cup_final()
    sheet = formats()["txt"].render(match, events, {})
    assert isinstance(sheet, bytes)
    text = sheet.decode("utf-8")
    assert "Northfield Rovers 2-2 aet (4-2 pens) Southport Athletic" in text
    assert "Wembley Stadium" in text and "Anna Whistle" in text
    line = next(row for row in text.splitlines() if row.startswith("Ben Right"))
    assert line.index("Carl Stone") < line.index("Dan Wall") < line.index("Eli Left")
    assert "Ned Steady 101'" in line
    for fact in ("Jack Striker", "Dan Wall (o.g.)", "Zak Target (pen.)", "Oli Header"):
        assert fact in text


def test_the_same_events_give_the_same_identity_with_or_without_the_matches_file() -> None:
    """The identity is what finds the same match imported again (it would count twice):
    made from the Starting XI events' ids and the teams, not from the matches file."""
    events, lineups, matches = samples.cup_final()
    with_info, _ = read_statsbomb(events, lineups, matches, match_id=samples.CUP_FINAL_ID)
    without, _ = read_statsbomb(events, lineups, match_id=samples.CUP_FINAL_ID)
    assert with_info.uuid is not None and with_info.uuid == without.uuid
    assert with_info.date is not None and without.date is None


def test_other_starting_eleven_ids_give_another_identity_and_none_without_ids() -> None:
    events, lineups, _matches = samples.cup_final()
    data = samples.parsed("cup-final-events")
    elevens = [e for e in data if e["type"]["id"] == 35]
    elevens[0]["id"] = "11111111-2222-4333-8444-555555555555"
    other, _ = read_statsbomb(samples.dumped(data), lineups)
    assert other.uuid not in (None, read_statsbomb(events, lineups)[0].uuid)
    del elevens[1]["id"]
    assert read_statsbomb(samples.dumped(data), lineups)[0].uuid is None
