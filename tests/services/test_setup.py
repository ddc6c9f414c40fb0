"""The set-up use cases: teams, squads, new matches, duplicates, details, the library."""

from __future__ import annotations

import dataclasses
import datetime as dt
from collections.abc import Iterator
from pathlib import Path

import pytest

from tracker.core.match.events import Goal, PeriodStart
from tracker.core.match.matchtime import MatchTime, Period
from tracker.core.match.model import Lineup, Match, Officials, Player, Position, Side, TeamSheet
from tracker.services.matches import MatchService, ServiceError
from tracker.services.setup import LibraryQuery, SetupService, TeamInfo
from tracker.store.db import Database, open_database


@pytest.fixture
def db(db_url: str) -> Iterator[Database]:
    database = open_database(db_url, backups=0)
    yield database
    database.close()


def squad(base: int, names: list[str]) -> tuple[Player, ...]:
    """A squad of players numbered 1.. with the first one a goalkeeper."""
    return tuple(
        Player(base + i, name, number=i + 1, position=Position.GK if i == 0 else Position.MF)
        for i, name in enumerate(names)
    )


def five_a_side(name: str, base: int, date: dt.date | None = None) -> Match:
    """Two teams of five with full line-ups."""

    def team(team_name: str, first: int) -> TeamSheet:
        players = squad(first, [f"{team_name} {n}" for n in "ABCDEF"])
        pids = [p.pid for p in players]
        lineup = Lineup(
            "2-1-1", ((pids[0],), (pids[1], pids[2]), (pids[3],), (pids[4],)), (pids[5],), pids[4]
        )
        return TeamSheet(team_name, players, lineup, manager="Coach")

    from tracker.core.match.model import preset_for

    return Match(
        team(name, base),
        team("Rovers", base + 100),
        competition="Sunday League",
        date=date,
        rules=preset_for("rolling", 5),
    )


def test_a_new_match_keeps_its_teams_and_squads_for_next_time(db: Database) -> None:
    setup = SetupService(db)
    match_id = setup.create_match(five_a_side("United", 1, dt.date(2024, 9, 1)))
    teams = {t.name: t for t in setup.teams()}
    assert set(teams) == {"United", "Rovers"}
    kept = setup.squad(teams["United"].id)  # type: ignore[arg-type]
    assert [p.name for p in kept] == [f"United {n}" for n in "ABCDEF"]
    assert setup.competitions() == ["Sunday League"]
    loaded = setup.match(match_id)
    assert loaded.home.lineup is not None and loaded.home.lineup.formation == "2-1-1"


def test_a_known_team_with_no_squad_stored_keeps_the_new_matchs(db: Database) -> None:
    setup = SetupService(db)
    setup.save_team(TeamInfo("United", manager="Coach"), ())
    setup.create_match(five_a_side("United", 1, dt.date(2024, 9, 1)))
    united = next(t for t in setup.teams() if t.name == "United")
    assert united.id is not None
    assert [p.name for p in setup.squad(united.id)] == [f"United {n}" for n in "ABCDEF"]


def _in_away_kit(match: Match) -> Match:
    """``match`` with the home team in its away kit, under an interim manager."""
    home = dataclasses.replace(
        match.home, short_name="UTD", manager="Interim", colour="#ffffff", keeper_colour="#000000"
    )
    return dataclasses.replace(match, home=home)


def _united(setup: SetupService) -> TeamInfo:
    return next(t for t in setup.teams() if t.name == "United")


def test_a_known_teams_stored_details_stay_as_they_were_unless_asked(db: Database) -> None:
    """An away kit or an interim manager is the match's own: the team's next matches
    (and whatever shows the team) keep its stored details, and earlier matches theirs."""
    setup = SetupService(db)
    earlier = setup.create_match(five_a_side("United", 1, dt.date(2024, 9, 1)))
    stored = _united(setup)
    assert (stored.manager, stored.colour) == ("Coach", "#d22")
    later = setup.create_match(_in_away_kit(five_a_side("united", 1, dt.date(2024, 9, 8))))
    assert _united(setup) == stored
    home = setup.match(later).home
    assert (home.name, home.short_name, home.manager) == ("United", "UTD", "Interim")
    assert (home.colour, home.keeper_colour) == ("#ffffff", "#000000")
    assert setup.match(earlier).home.manager == "Coach"


def test_the_stored_details_become_the_matchs_when_the_user_asks(db: Database) -> None:
    setup = SetupService(db)
    earlier = setup.create_match(five_a_side("United", 1, dt.date(2024, 9, 1)))
    before = setup.squad(_united(setup).id)  # type: ignore[arg-type]
    match = _in_away_kit(five_a_side("United", 1, dt.date(2024, 9, 8)))
    setup.create_match(match, keep_details={Side.HOME})
    kept = _united(setup)
    assert (kept.short_name, kept.manager) == ("UTD", "Interim")
    assert (kept.colour, kept.keeper_colour) == ("#ffffff", "#000000")
    assert setup.squad(_united(setup).id) == before  # type: ignore[arg-type]
    assert setup.match(earlier).home.manager == "Coach"


def test_a_duplicate_shirt_number_is_refused_and_nothing_written(db: Database) -> None:
    setup = SetupService(db)
    players = (Player(1, "Ann Keeper", number=1), Player(2, "Bea Back", number=1))
    with pytest.raises(
        ServiceError, match="shirt number 1 is worn by both Ann Keeper and Bea Back"
    ):
        setup.save_team(TeamInfo("City"), players)
    assert setup.teams() == []


def test_two_goalkeepers_in_a_line_up_are_refused(db: Database) -> None:
    setup = SetupService(db)
    match = five_a_side("United", 1)
    home = match.home
    players = list(home.squad)
    players[1] = dataclasses.replace(players[1], position=Position.GK)
    bad = dataclasses.replace(match, home=dataclasses.replace(home, squad=tuple(players)))
    with pytest.raises(ServiceError, match="only one goalkeeper starts; United B is also"):
        setup.create_match(bad)
    assert setup.library_count(LibraryQuery()) == 0


def test_same_team_twice_is_refused(db: Database) -> None:
    match = five_a_side("Rovers", 1)
    with pytest.raises(ServiceError, match="the teams must differ"):
        SetupService(db).create_match(match)


def test_team_names_are_unique(db: Database) -> None:
    setup = SetupService(db)
    setup.save_team(TeamInfo("City"), ())
    with pytest.raises(ServiceError, match="already a team called City"):
        setup.save_team(TeamInfo("City"), ())


def test_copy_the_last_line_up_onto_the_new_squad(db: Database) -> None:
    setup = SetupService(db)
    setup.create_match(five_a_side("United", 1, dt.date(2024, 9, 1)))
    new_squad = squad(500, ["United A", "United B", "United C", "United D", "Newcomer"])
    copied = setup.last_lineup("United", new_squad)
    assert copied is not None
    assert copied.placement.formation == "2-1-1"
    assert copied.placement.slots == [[500], [501, 502], [503], [None]]
    assert copied.missing == ("United E", "United F")
    assert copied.placement.captain is None
    assert copied.source == "United v Rovers, 2024-09-01"
    assert setup.last_lineup("Nobody", new_squad) is None


def test_duplicate_for_the_return_fixture(db: Database) -> None:
    setup = SetupService(db)
    first = setup.create_match(five_a_side("United", 1, dt.date(2024, 9, 1)))
    MatchService(db).log(first, PeriodStart(MatchTime(Period.FIRST_HALF, 0)))
    played = dataclasses.replace(
        setup.match(first),
        stage="Semi-final, first leg",
        attendance=70_000,
        officials=Officials(referee="Szymon Marciniak"),
    )
    setup.edit_details(played)
    second = setup.duplicate(first, swap=True)
    match = setup.match(second)
    assert (match.home.name, match.away.name) == ("Rovers", "United")
    assert MatchService(db).load(second)[1] == []
    # The first leg's day, crowd and referee stay with it: its return is the second leg
    # (on the same day it was the same fixture, a twin of the first leg).
    assert (match.date, match.attendance, match.officials) == (None, None, Officials())
    assert match.stage == "Semi-final, second leg"


def test_details_are_edited_without_touching_events(db: Database) -> None:
    setup = SetupService(db)
    service = MatchService(db)
    match_id = setup.create_match(five_a_side("United", 1))
    service.log(match_id, PeriodStart(MatchTime(Period.FIRST_HALF, 0)))
    match = setup.match(match_id)
    scorer = match.home.lineup.rows[2][0]  # type: ignore[union-attr]
    service.log(match_id, Goal(MatchTime(Period.FIRST_HALF, 10), side=Side.HOME, scorer=scorer))
    fixed = dataclasses.replace(match, venue="The Park", attendance=120, stage="Round 3")
    setup.edit_details(fixed)
    again = setup.match(match_id)
    assert (again.venue, again.attendance, again.stage) == ("The Park", 120, "Round 3")
    assert service.state(match_id).score[Side.HOME] == 1
    with pytest.raises(ServiceError, match="negative"):
        setup.edit_details(dataclasses.replace(fixed, attendance=-1))


def test_corrected_details_are_refused_as_a_new_match_s_are(db: Database) -> None:
    """A venue that would reverse the sheet's text, or a manager with an escape typed in,
    is refused in the details dialog as in the new-match wizard; nothing is stored."""
    setup = SetupService(db)
    match_id = setup.create_match(five_a_side("United", 1))
    match = setup.match(match_id)
    with pytest.raises(ServiceError, match=r"the venue contains .*U\+202E"):
        setup.edit_details(dataclasses.replace(match, venue="Park\u202eevil", attendance=99))
    manager = dataclasses.replace(match.home, manager="Bob\x1b")
    with pytest.raises(ServiceError, match="United: the manager's name contains"):
        setup.edit_details(dataclasses.replace(match, home=manager))
    with pytest.raises(ServiceError, match="the stage is 600 characters long"):
        setup.edit_details(dataclasses.replace(match, stage="x" * 600))
    assert setup.match(match_id) == match


def test_the_library_pages_filters_searches_and_restores(db: Database) -> None:
    setup = SetupService(db)
    ids = [
        setup.create_match(five_a_side(f"Team {n:02d}", 1, dt.date(2023, 1 + n % 12, 1)))
        for n in range(25)
    ]
    everything = LibraryQuery()
    assert setup.library_count(everything) == 25
    first = setup.library_page(everything, 0, 10)
    assert len(first) == 10
    assert first[0].date >= first[-1].date
    assert first[0].status == "not started" and first[0].score == "0-0"
    assert setup.library_count(LibraryQuery(text="team 07")) == 1
    assert setup.library_count(LibraryQuery(team="Rovers")) == 25
    assert setup.library_count(LibraryQuery(season="2022-23")) == sum(
        1 for n in range(25) if 1 + n % 12 <= 6
    )
    teams, competitions, seasons = setup.library_filters()
    assert (
        "Team 00" in teams
        and competitions == ["Sunday League"]
        and seasons == ["2023-24", "2022-23"]
    )
    by_home = setup.library_page(LibraryQuery(sort="home", descending=False), 0, 3)
    assert [e.home for e in by_home] == ["Team 00", "Team 01", "Team 02"]
    setup.delete_match(ids[0])
    assert setup.library_count(everything) == 24
    assert [e.id for e in setup.library_page(LibraryQuery(deleted=True), 0, 5)] == [ids[0]]
    setup.restore_match(ids[0])
    assert setup.library_count(everything) == 25


def test_search_ignores_case_and_accents(db: Database) -> None:
    setup = SetupService(db)
    accented = five_a_side("Atlético Nacional", 1, dt.date(2023, 3, 3))
    setup.create_match(dataclasses.replace(accented, venue="Estadio Atanasio Girardot"))
    assert setup.library_count(LibraryQuery(text="ATLETICO girardot")) == 1
    assert setup.library_page(LibraryQuery(text="atlético"), 0, 5)[0].home == "Atlético Nacional"


def test_a_team_typed_in_another_case_or_without_accents_is_the_same_team(db: Database) -> None:
    setup = SetupService(db)
    setup.create_match(five_a_side("Atlético", 1, dt.date(2024, 9, 1)))
    later = five_a_side("ATLETICO", 300, dt.date(2024, 9, 8))
    match_id = setup.create_match(later)
    assert sorted(t.name for t in setup.teams()) == ["Atlético", "Rovers"]
    # The match keeps the team's stored spelling, so the library and filters agree.
    assert setup.match(match_id).home.name == "Atlético"
    with pytest.raises(ServiceError, match="there is already a team called Atlético"):
        setup.save_team(TeamInfo("atletico"), ())


def test_a_match_that_went_to_extra_time_is_not_put_in_a_group(
    db: Database, tmp_path: Path
) -> None:
    """Edit details put two knockout results won after extra time in "Group A": its
    table had eight teams and 3-1 aet among its results."""
    from tests.services.test_results_import import _cup, _write
    from tracker.services.results import ResultsService

    ResultsService(db).import_files([_write(tmp_path / "2030", _cup())])
    setup = SetupService(db)
    entry = next(e for e in MatchService(db).library() if "pens" in e.score)
    match = setup.match(entry.id)
    with pytest.raises(ServiceError, match="went to extra time or penalties"):
        setup.edit_details(dataclasses.replace(match, stage="Group A"))
    assert setup.match(entry.id).stage == match.stage
    setup.edit_details(dataclasses.replace(match, venue="Wembley"))  # the rest may change
