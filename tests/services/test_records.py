"""The records service over a small library the tests store themselves."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest

from tests.helpers.beinglogged import start_with_demo_squads
from tests.helpers.records import G, Library, whole_history
from tests.helpers.today import fix_today
from tracker.core.league.counted import TableCount, Uncounted, describe
from tracker.core.records.books import Record
from tracker.services.errors import ServiceError
from tracker.services.records import RecordsService
from tracker.store.records import tallies


@pytest.fixture
def lib(tmp_path: Path) -> Library:
    """Two editions of a cup: a group of four in 2030, and a knockout in both."""
    lib = Library.at(tmp_path)
    lib.result(
        "2026",
        "2026-06-01",
        "Alba",
        "1-0",
        "Brea",
        round="Semi-final",
        goals=(G("Ann Ash", "home"),),
    )
    lib.result(
        "2026", "2026-06-05", "Alba", "0-0", "Cora", round="Final", extra_time=True, shootout=(3, 4)
    )
    lib.result(
        "2030",
        "2030-06-01",
        "Alba",
        "2-0",
        "Brea",
        goals=(G("Ann Ash", "home"), G("Bo Bell", "home", 60)),
    )
    lib.result(
        "2030",
        "2030-06-01",
        "Cora",
        "1-1",
        "Dene",
        goals=(G("Cy Cole", "home"), G("Di Dunn", "away")),
    )
    lib.result(
        "2030",
        "2030-06-05",
        "Alba",
        "1-1",
        "Cora",
        goals=(G("Ann Ash", "home", 5, penalty=True), G("Cy Cole", "away")),
    )
    lib.result("2030", "2030-06-05", "Brea", "3-0", "Dene", goals=None)
    lib.fixture("2030", "2030-06-09", "Alba", "Dene", round="Group A", venue="Town (Ville)")
    return lib


def test_standings_of_a_group(lib: Library, monkeypatch: pytest.MonkeyPatch) -> None:
    fix_today(monkeypatch, dt.date(2030, 6, 6))  # after the second matchday, before the third
    service = RecordsService(lib.db)
    edition = service.find_edition("FIFA World Cup 2030")
    (group,) = service.standings(edition.id)
    assert group.group == "Group A"
    assert [(r.team, r.played, r.points) for r in group.rows] == [
        ("Alba", 2, 4),
        ("Brea", 2, 3),
        ("Cora", 2, 2),
        ("Dene", 2, 1),
    ]
    # Alba v Dene, on 9 June 2030, is still to play: the table says it leaves it out.
    assert group.count == TableCount(4, {Uncounted.TO_PLAY: 1})
    assert describe(group.count) == "4 of 5 matches counted; not counted: 1 to play"


def test_a_group_match_whose_day_has_passed_without_a_result_leaves_the_table_in_doubt(
    tmp_path: Path,
) -> None:
    lib = Library.at(tmp_path)
    lib.result("2022", "2022-11-20", "Alba", "2-0", "Brea", goals=None)
    lib.fixture("2022", "2022-11-21", "Cora", "Dene", round="Group A")
    service = RecordsService(lib.db)
    (group,) = service.standings(service.find_edition("World Cup 2022").id)
    assert group.count == TableCount(1, {Uncounted.UNKNOWN: 1})
    assert group.count.doubtful == 1
    assert {r.team: r.played for r in group.rows} == {"Alba": 1, "Brea": 1, "Cora": 0, "Dene": 0}


def test_results_and_fixtures(lib: Library) -> None:
    service = RecordsService(lib.db)
    edition = service.find_edition("world cup 2030")
    assert len(service.results(edition.id)) == 4
    (fixture,) = service.fixtures(edition.id)
    assert (fixture.home, fixture.away, fixture.played) == ("Alba", "Dene", False)


def test_top_scorers_per_edition_and_competition(lib: Library) -> None:
    service = RecordsService(lib.db)
    edition = service.find_edition("World Cup 2030")
    top = service.top_scorers(edition_id=edition.id)
    assert [(x.name, x.tally.goals) for x in top[:2]] == [("Ann Ash", 2), ("Cy Cole", 2)]
    assert top[0].teams == ("Alba",)
    competition = service.find_competition("World Cup")
    assert service.top_scorers(competition_id=competition.id)[0].tally.goals == 3


def test_player_page(lib: Library) -> None:
    service = RecordsService(lib.db)
    ann = service.find_person("ann ash")
    page = service.player(ann.id)
    assert (page.total.goals, page.total.penalties, page.total.appearances) == (3, 1, 3)
    assert [(t.name, t.tally.goals) for t in page.editions] == [
        ("FIFA World Cup 2026", 1),
        ("FIFA World Cup 2030", 2),
    ]
    assert [t.name for t in page.competitions] == ["FIFA World Cup"]


def test_team_page_counts_a_shootout_as_a_draw(lib: Library) -> None:
    service = RecordsService(lib.db)
    team_id, name = service.find_team("alba")
    page = service.team(team_id)
    assert name == "Alba"
    assert page.overall == Record(4, 2, 2, 0, 4, 1)
    (cup,) = page.competitions
    final = next(s for s in cup.stages if s.stage.value == "Final")
    assert (final.reached, final.through, final.out) == (1, 0, 1)
    cora = next(o for o in page.opponents if o.name == "Cora")
    assert cora.record == Record(2, 0, 2, 0, 1, 1)
    assert len(page.matches) == 5  # the fixture too


def test_unknown_names_are_one_line_errors_with_close_names(lib: Library) -> None:
    service = RecordsService(lib.db)
    with pytest.raises(ServiceError, match="did you mean Alba"):
        service.find_team("Albaa")
    with pytest.raises(ServiceError, match="did you mean Ann Ash"):
        service.find_person("Ann Asj")
    with pytest.raises(ServiceError, match="no edition"):
        service.find_edition("World Cup 1999")


def test_tallies_follow_a_changed_match(lib: Library) -> None:
    service = RecordsService(lib.db)
    ann = service.find_person("Ann Ash")
    assert service.player(ann.id).total.goals == 3
    # Her matches were brought up to date, and her team's of her editions (whether their
    # scorers are known says whether her figures are complete), and only those.
    with lib.db.reading() as session:
        assert tallies.stale(session, tallies.matches_of_people([ann.id])) == []
        assert len(tallies.stale(session)) == 2  # the other teams' matches
    assert service.refresh() == 2
    assert service.refresh() == 0
    with lib.db.writing() as session:
        from sqlalchemy import text

        session.execute(text("DELETE FROM result_goal WHERE minute = 5"))
        session.execute(text("UPDATE match SET revision = revision + 1"))
    assert service.player(ann.id).total.goals == 2


def test_key_stats_of_a_match_with_no_competition(lib: Library) -> None:
    service = RecordsService(lib.db)
    with pytest.raises(ServiceError):
        service.key_stats(9999)


def test_a_league_edition_is_one_table(tmp_path: Path) -> None:
    lib = Library.at(tmp_path)
    league = "County League"
    lib.result("2025-26", "2025-08-09", "Ash", "2-0", "Elm", round="Round 1", competition=league)
    lib.result("2025-26", "2025-08-16", "Elm", "1-1", "Oak", round="Round 2", competition=league)
    lib.result("2025-26", "2025-08-23", "Oak", "0-3", "Ash", round="Round 3", competition=league)
    service = RecordsService(lib.db)
    edition = service.find_edition("county league 2025-26")
    (table,) = service.standings(edition.id)
    assert table.group == "Table"
    assert [(r.team, r.points) for r in table.rows] == [("Ash", 6), ("Elm", 1), ("Oak", 1)]


def test_a_goal_not_linked_to_a_person_leaves_a_first_goal_unsettled(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    whole_history(monkeypatch, {"2022": 1, "2026": 1})
    lib = Library.at(tmp_path)
    lib.result(
        "2022", "2022-06-01", "Alba", "2-0", "Brea", goals=(G("Ann Ash", "home"), G("", "home"))
    )
    later = lib.result("2026", "2026-06-01", "Alba", "1-0", "Brea", goals=(G("Bo Bell", "home"),))
    kinds = {s.kind: s for s in RecordsService(lib.db).key_stats(later)}
    # The 2022 goal whose scorer is unknown could have been his: no first-goal claim.
    assert "first_goal" not in kinds
    with lib.db.writing() as session:
        from sqlalchemy import text

        session.execute(
            text(
                "UPDATE result_goal SET person_id = (SELECT id FROM person WHERE name = 'Ann Ash') "
                "WHERE name = ''"
            )
        )
        session.execute(text("UPDATE match SET revision = revision + 1"))
    kinds = {s.kind: s for s in RecordsService(lib.db).key_stats(later)}
    assert kinds["first_goal"].text == "Bo Bell: first FIFA World Cup goal"


def test_counting_what_was_stored_says_why_it_could_not(
    lib: Library, monkeypatch: pytest.MonkeyPatch
) -> None:
    from tracker.services.errors import DatabaseError

    service = RecordsService(lib.db)
    with lib.db.reading() as session:
        assert tallies.stale(session)  # stored, not counted yet
    assert service.count_stored() == ""
    with lib.db.reading() as session:
        assert tallies.stale(session) == []

    def locked(_session: object) -> int:
        raise DatabaseError("the database is locked by another program")

    monkeypatch.setattr(tallies, "refresh", locked)
    assert service.count_stored() == "the database is locked by another program"


def test_an_editions_groups_come_round_by_round(tmp_path: Path) -> None:
    """1982's way: a first round of Groups 1 and 2, then a second of Groups A and B,
    then a final round of its own; the first round is shown first, not after the
    second because its groups are numbered. Within a round the groups keep their
    order even where a later group opened the tournament (Group B here, as Group C
    did in 1994)."""
    lib = Library.at(tmp_path)
    for day, home, away, group in (
        ("1982-06-14", "Alba", "Brea", "Group 1"),
        ("1982-06-13", "Cora", "Dene", "Group 2"),
        ("1982-06-18", "Brea", "Alba", "Group 1"),
        ("1982-06-19", "Dene", "Cora", "Group 2"),
        ("1982-06-28", "Alba", "Cora", "Group B"),
        ("1982-06-29", "Brea", "Dene", "Group A"),
        ("1982-07-02", "Cora", "Alba", "Group B"),
        ("1982-07-03", "Dene", "Brea", "Group A"),
        ("1982-07-08", "Alba", "Dene", "Final round"),
    ):
        lib.result("1982", day, home, "1-0", away, round=group)
    service = RecordsService(lib.db)
    tables = service.standings(service.find_edition("World Cup 1982").id)
    assert [t.group for t in tables] == [
        "Group 1",
        "Group 2",
        "Group A",
        "Group B",
        "Final round",
    ]


def test_a_fixture_set_up_to_be_logged_is_no_result_until_it_kicks_off(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Log this match… on a group fixture stores it as a logged match, nothing logged
    yet: once the record books counted it a 0-0 draw, a point to each team."""
    fix_today(monkeypatch, dt.date(2030, 6, 5))  # logged on its day: in play

    from tracker.core.league.counted import Uncounted
    from tracker.core.match.events import MatchEnd, PeriodEnd, PeriodStart
    from tracker.core.match.matchtime import MatchTime, Period
    from tracker.services.matches import MatchService
    from tracker.services.setup import SetupService

    lib = Library.at(tmp_path)
    lib.result("2026", "2026-06-01", "Cora", "1-0", "Dene", round="Final", goals=None)
    lib.result("2030", "2030-06-01", "Alba", "2-0", "Brea", goals=None)
    fixture = lib.fixture("2030", "2030-06-05", "Cora", "Dene", round="Group A")
    setup, records = SetupService(lib.db), RecordsService(lib.db)
    start_with_demo_squads(setup, fixture)
    edition = records.find_edition("World Cup 2030").id

    def group() -> dict[str, tuple[int, int]]:
        (table,) = records.standings(edition)
        return {r.team: (r.played, r.points) for r in table.rows}

    assert group() == {"Alba": (1, 3), "Brea": (1, 0), "Cora": (0, 0), "Dene": (0, 0)}
    assert [m.id for m in records.fixtures(edition)] == [fixture]
    # Its own key stats say what stood before it: the teams' earlier meeting.
    said = [str(stat) for stat in records.key_stats(fixture)]
    assert any("Cora" in line and "Dene" in line and "met" in line for line in said), said
    assert _appearances(lib, fixture) == 0  # nobody has played in it yet
    matches = MatchService(lib.db)
    matches.log(fixture, PeriodStart(MatchTime(Period.FIRST_HALF, 0)))
    # Kicked off: its players have appeared; the table counts it once it ends, as a
    # league's table does, and says why it is not in it yet.
    assert _appearances(lib, fixture) == 22
    assert group()["Cora"] == (0, 0)
    (table,) = records.standings(edition)
    assert (table.count.counted, table.count.uncounted) == (1, {Uncounted.IN_PLAY: 1})
    for event in (
        PeriodEnd(MatchTime(Period.FIRST_HALF, 45)),
        PeriodStart(MatchTime(Period.SECOND_HALF, 45)),
        PeriodEnd(MatchTime(Period.SECOND_HALF, 90)),
        MatchEnd(MatchTime(Period.SECOND_HALF, 90)),
    ):
        matches.log(fixture, event)
    assert group()["Cora"] == (1, 1)  # ended 0-0: counted
    (table,) = records.standings(edition)
    assert table.count.final


def test_a_final_being_logged_is_won_at_the_final_whistle(tmp_path: Path) -> None:
    """1-0 up in a final being logged is no title yet, in its key stats nor on the
    team page: the round is reached and being played until the match ends."""

    from tests.core.factory import H1, H2, end, full_time, goal, start
    from tracker.core.match.model import Side
    from tracker.services.matches import MatchService
    from tracker.services.setup import SetupService

    lib = Library.at(tmp_path)
    lib.result("2026", "2026-07-19", "Cora", "2-0", "Dene", round="Final", goals=None)
    final = lib.fixture("2030", "2030-07-21", "Cora", "Dene", round="Final")
    setup, records, log = SetupService(lib.db), RecordsService(lib.db), MatchService(lib.db)
    match = start_with_demo_squads(setup, final)
    scorer = match.home.lineup.starters[-1]
    for event in (start(H1), goal("20", H1, Side.HOME, scorer)):
        log.log(final, event)

    def titles() -> list[str]:
        return [str(s).split(" (")[0] for s in records.key_stats(final) if s.kind == "stage"]

    def finals() -> tuple[int, int, int]:
        page = records.team(records.find_team("Cora")[0])
        (stage,) = [s for c in page.competitions for s in c.stages if s.stage.value == "Final"]
        return stage.reached, stage.through, stage.in_play

    def record() -> tuple[int, int, int, int]:
        page = records.team(records.find_team("Cora")[0])
        return page.overall.played, page.overall.won, page.overall.goals_for, len(page.matches)

    assert titles() == []
    assert finals() == (2, 1, 1)
    assert record() == (1, 1, 2, 2)  # listed with its score, counted once it ends
    page = records.team(records.find_team("Cora")[0])
    assert [(o.name, o.record.played) for o in page.opponents] == [("Dene", 1)]
    for event in (end(H1), start(H2), end(H2), full_time()):
        log.log(final, event)
    assert titles() == [  # the library holds the editions since 2026 only: "at least"
        "Cora win the FIFA World Cup for at least the 2nd time",
        "Dene have lost at least 2 FIFA World Cup finals",
    ]
    assert finals() == (2, 2, 0)
    assert record() == (2, 2, 3, 2)


@pytest.mark.parametrize("days_ago", [0, 1, 30])
def test_a_log_that_stops_before_full_time_is_not_being_played_weeks_later(
    tmp_path: Path, days_ago: int
) -> None:
    """A group match kicked off and never ended: on its day (or the next, past
    midnight or a day ahead of the venue) it is being played; weeks later nobody logs
    it, and every view says its log stops before full time, still without a result."""
    import datetime as dt

    from tracker.core.match.events import PeriodStart
    from tracker.core.match.matchtime import MatchTime, Period
    from tracker.services.matches import MatchService
    from tracker.services.setup import SetupService
    from tracker.services.viewing import LibraryViewer
    from tracker.web.views import status_words

    day = dt.date.today() - dt.timedelta(days=days_ago)
    lib = Library.at(tmp_path)
    lib.result("2030", "2030-06-01", "Alba", "2-0", "Brea", goals=None)
    fixture = lib.fixture("2030", day.isoformat(), "Cora", "Dene", round="Group A")
    setup, records, matches = SetupService(lib.db), RecordsService(lib.db), MatchService(lib.db)
    start_with_demo_squads(setup, fixture)
    matches.log(fixture, PeriodStart(MatchTime(Period.FIRST_HALF, 0)))
    unfinished = days_ago >= 2

    edition = records.find_edition("World Cup 2030").id
    (table,) = records.standings(edition)
    reason = Uncounted.UNFINISHED if unfinished else Uncounted.IN_PLAY
    assert (table.count.counted, table.count.uncounted) == (1, {reason: 1})
    [entry] = [e for e in matches.library() if e.id == fixture]
    assert entry.status == ("unfinished" if unfinished else "live")
    moment = LibraryViewer(lib.db).moment(fixture)
    assert moment.state == entry.status
    assert status_words(moment, "en", dt.date.today()) == (
        "Log unfinished" if unfinished else "Live"
    )
    assert status_words(moment, "de", dt.date.today()) == (
        "Erfassung unvollständig" if unfinished else "Live"
    )
    played = [m for m in records.team(records.find_team("Cora")[0]).matches if m.id == fixture]
    assert [m.unfinished(dt.date.today()) for m in played] == [unfinished]
    assert all(m.in_play for m in played)  # still no result: not counted as one


def test_an_abandoned_match_is_no_result_in_any_view(tmp_path: Path) -> None:
    """A group match logged and abandoned at 30' with Cora 1-0 up: the table does not
    count it and says why, the team's record has no win, the player no goal or
    appearance, the library and the live page say abandoned."""

    import datetime as dt

    from tracker.core.match.events import Goal, MatchAbandoned, PeriodStart
    from tracker.core.match.matchtime import MatchTime, Period
    from tracker.core.match.model import Side
    from tracker.services.matches import MatchService
    from tracker.services.setup import SetupService
    from tracker.services.viewing import LibraryViewer
    from tracker.web.views import status_words

    lib = Library.at(tmp_path)
    lib.result("2030", "2030-06-01", "Alba", "2-0", "Brea", goals=None)
    fixture = lib.fixture("2030", "2030-06-05", "Cora", "Dene", round="Group A")
    setup, records, matches = SetupService(lib.db), RecordsService(lib.db), MatchService(lib.db)
    start_with_demo_squads(setup, fixture)
    stored = matches.open(fixture).state.match
    scorer = stored.home.squad[10].pid
    matches.log(fixture, PeriodStart(MatchTime(Period.FIRST_HALF, 0)))
    matches.log(fixture, Goal(MatchTime(Period.FIRST_HALF, 20), side=Side.HOME, scorer=scorer))
    matches.log(fixture, MatchAbandoned(MatchTime(Period.FIRST_HALF, 30), reason="fog"))

    edition = records.find_edition("World Cup 2030").id
    (table,) = records.standings(edition)
    assert (table.count.counted, table.count.uncounted) == (1, {Uncounted.ABANDONED: 1})
    assert {row.team: row.played for row in table.rows}.get("Cora", 0) == 0
    [entry] = [e for e in matches.library() if e.id == fixture]
    assert (entry.status, entry.score) == ("abandoned", "1-0")
    moment = LibraryViewer(lib.db).moment(fixture)
    assert (moment.state, moment.minute) == ("abandoned", "30'")
    assert status_words(moment, "en", dt.date.today()) == "Match abandoned"
    assert status_words(moment, "de", dt.date.today()) == "Spielabbruch"
    page = records.team(records.find_team("Cora")[0])
    assert page.overall.played == page.overall.won == 0
    assert [m.played for m in page.matches if m.id == fixture] == [False]
    assert _appearances(lib, fixture) == 0
    scorers = records.top_scorers(edition_id=edition)
    assert stored.home.squad[10].name not in [leader.name for leader in scorers]


def _appearances(lib: Library, match_id: int) -> int:
    """The match's appearance rows, brought up to date as the record books do."""
    from sqlmodel import func, select

    from tracker.store.tables import AppearanceRow

    with lib.db.writing() as session:
        tallies.refresh(session, [match_id])
    with lib.db.reading() as session:
        query = select(func.count()).where(AppearanceRow.match_id == match_id)
        return int(session.exec(query).one())


def test_a_two_legged_tie_is_one_round_on_the_team_page(tmp_path: Path) -> None:
    """The Champions League 2024/25 as its file gives it: Liverpool won at Paris, lost
    at home after extra time, and the shootout is given as 4-4 (stored as not known).
    Once the team page said "Round of 16: reached 2, through 1, out 1"; Paris played
    the quarter-final, so Liverpool went out."""
    import json

    from tracker.services.results import ResultsService
    from tracker.store.db import open_database

    def m(rnd: str, day: str, home: str, away: str, score: dict[str, object]) -> object:
        return {"round": rnd, "date": day, "team1": home, "team2": away, "score": score}

    matches = [
        m("Round of 16", "2031-03-05", "Paris", "Liverpool", {"ft": [0, 1]}),
        m("Round of 16", "2031-03-11", "Liverpool", "Paris",
          {"ft": [0, 1], "et": [0, 1], "p": [4, 4]}),
        m("Round of 16", "2031-03-04", "Arsenal", "Eindhoven", {"ft": [7, 1]}),
        m("Round of 16", "2031-03-12", "Eindhoven", "Arsenal", {"ft": [2, 2]}),
        m("Quarter-final", "2031-04-09", "Paris", "Villa", {"ft": [3, 1]}),
    ]  # fmt: skip
    path = tmp_path / "cup.json"
    path.write_text(json.dumps({"name": "Test Cup 2030/31", "matches": matches}), "utf-8")
    db = open_database(str(tmp_path / "cup.sqlite3"), backups=0)
    try:
        report = ResultsService(db).import_files([str(path)])
        assert report.new == 5
        records = RecordsService(db)

        def rounds(team: str) -> list[tuple[str, int, int, int, int]]:
            page = records.team(records.find_team(team)[0])
            return [
                (s.stage.value, s.reached, s.through, s.out, s.undecided)
                for c in page.competitions
                for s in c.stages
            ]

        assert rounds("Liverpool") == [("Round of 16", 1, 0, 1, 0)]
        assert rounds("Paris") == [("Round of 16", 1, 1, 0, 0), ("Quarter-final", 1, 1, 0, 0)]
        assert rounds("Arsenal") == [("Round of 16", 1, 1, 0, 0)]  # 9-3 on aggregate
        assert rounds("Eindhoven") == [("Round of 16", 1, 0, 1, 0)]
    finally:
        db.close()


def test_a_team_is_found_by_another_of_its_names(tmp_path: Path) -> None:
    """Indonesia played the 1938 World Cup as the Dutch East Indies: asked for by its
    name today, it is found under the name its matches give."""
    lib = Library.at(tmp_path)
    lib.result("1938", "1938-06-05", "Hungary", "6-0", "Dutch East Indies", goals=None)
    service = RecordsService(lib.db)
    team_id, name = service.find_team("indonesia")
    assert name == "Dutch East Indies"
    assert service.team(team_id).overall.played == 1


@pytest.mark.parametrize(
    ("text", "season"),
    [
        ("WM 2030", "2030"),
        ("FIFA WM 2026", "2026"),
        ("Fußball-WM 2026", "2026"),
        ("Weltmeisterschaft 2030", "2030"),
        ("2030 WM", "2030"),
        ("Mundial 2030", "2030"),
        ("Copa Mundial 2026", "2026"),
        ("Copa Mundial de la FIFA 2030", "2030"),
        ("copa del mundo 2026", "2026"),
    ],
)
def test_an_edition_named_in_german_or_spanish(lib: Library, text: str, season: str) -> None:
    """ "WM 2022" and "Mundial 2022" were "no edition" where "World Cup 2022" was found."""
    lib.result("2026", "2026-06-09", "Dene", "0-1", "Brea", competition="FIFA Club World Cup")
    service = RecordsService(lib.db)
    assert service.find_edition(text).name == f"FIFA World Cup {season}"
    assert [e.name for e in service.editions_named(text.replace(season, ""))] == [
        "FIFA World Cup 2026",
        "FIFA World Cup 2030",
    ]


@pytest.mark.parametrize("text", ["WM", "Mundial", "Weltmeisterschaft", "Copa Mundial"])
def test_a_competition_named_in_german_or_spanish(lib: Library, text: str) -> None:
    lib.result("2026", "2026-06-09", "Dene", "0-1", "Brea", competition="FIFA Club World Cup")
    service = RecordsService(lib.db)
    assert service.find_competition(text).name == "FIFA World Cup"
    assert service.find_competition("Klub-WM").name == "FIFA Club World Cup"
    assert service.find_competition("Mundial de Clubes").name == "FIFA Club World Cup"


def test_a_match_read_right_after_an_import_says_its_scorers_are_known(tmp_path: Path) -> None:
    """Read before the record books had counted the import, every match said its
    scorers were not known; a reader who may only read (the web site) counts the
    one match for itself."""
    from tracker.services.viewing import LibraryViewer
    from tracker.store.reader import open_reader

    lib = Library.at(tmp_path)
    known = lib.result("2030", "2030-06-01", "Alba", "1-0", "Brea", goals=(G("Ann Ash", "home"),))
    unknown = lib.result("2030", "2030-06-05", "Brea", "3-0", "Dene", goals=None)
    viewer = LibraryViewer(open_reader(lib.db.url))
    try:
        assert viewer.records.match(known).scorers_known
        played = viewer.match(known).played
        assert played is not None and played.scorers_known
        assert not viewer.records.match(unknown).scorers_known
    finally:
        viewer.close()
    records = RecordsService(lib.db)
    assert records.match(known).scorers_known
    assert not records.match(unknown).scorers_known
