"""No figure beyond the data, and one way to name an edition: on libraries the tests
store themselves (results that list scorers only, a match whose scorers are unknown,
two competitions with an edition of the same year)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.helpers.records import G, Library, whole_history
from tests.test_cli import one_error_line, run_here
from tracker.core.records.coverage import Coverage
from tracker.core.records.wording import Words
from tracker.services.errors import ServiceError
from tracker.services.records import RecordsService
from tracker.services.suspensions import SuspensionService


@pytest.fixture
def lib(tmp_path: Path) -> Library:
    """FIFA World Cup 2030 (Alba's three matches, one without its scorers) and FIFA
    Club World Cup 2030 (one match)."""
    lib = Library.at(tmp_path)
    lib.result("2030", "2030-06-01", "Alba", "2-0", "Brea",
               goals=(G("Ann Ash", "home"), G("Ann Ash", "home")))  # fmt: skip
    lib.result("2030", "2030-06-05", "Alba", "1-0", "Cora", goals=(G("Ann Ash", "home"),))
    lib.result("2030", "2030-06-09", "Dene", "0-3", "Alba", goals=None)  # scorers unknown
    lib.result("2030", "2030-06-02", "Brea", "1-0", "Cora", goals=(G("Bo Bell", "home"),))
    lib.result("2030", "2030-06-03", "Oaks", "1-0", "Elms", competition="FIFA Club World Cup",
               goals=(G("Cy Cole", "home"),))  # fmt: skip
    return lib


def test_every_form_of_an_editions_name_finds_it(lib: Library) -> None:
    service = RecordsService(lib.db)
    cup = service.find_edition("FIFA World Cup 2030")
    for text in ("World Cup 2030", "2030 World Cup", "2030 FIFA World Cup", "world cup 2030",
                 "FWC 2030", str(cup.id)):  # fmt: skip
        assert service.find_edition(text) == cup, text
    club = service.find_edition("Club World Cup 2030")
    assert club.name == "FIFA Club World Cup 2030"
    assert service.find_edition("CWC 2030") == club
    # The suspensions read the same resolver as the tables.
    assert SuspensionService(lib.db).edition_bans("2030 World Cup")[0] == cup.id


def test_an_ambiguous_name_lists_the_candidates(lib: Library) -> None:
    service = RecordsService(lib.db)
    with pytest.raises(ServiceError) as raised:
        service.find_edition("WC 2030")
    assert str(raised.value) == (
        "'WC 2030' could be any of: FIFA Club World Cup 2030, FIFA World Cup 2030"
    )
    with pytest.raises(ServiceError, match="could be any of"):
        service.find_edition("2030")
    with pytest.raises(ServiceError, match="no edition 'World Cup 2031'"):
        service.find_edition("World Cup 2031")


def test_every_command_takes_the_same_forms(
    lib: Library, capsys: pytest.CaptureFixture[str]
) -> None:
    path = str(lib.db.engine.url.database)
    lib.db.close()
    for command in (["standings"], ["stats", "--edition"], ["suspensions"]):
        for text in ("World Cup 2030", "FIFA World Cup 2030", "2030 World Cup"):
            result = run_here(capsys, *command, text, db=path)
            assert result.returncode == 0, (command, text, result.stderr)
        refused = run_here(capsys, *command, "WC 2030", db=path)
        line = one_error_line(refused)
        assert "could be any of: FIFA Club World Cup 2030, FIFA World Cup 2030" in line
        assert refused.returncode == 2  # a name to say more of, as a usage mistake


def test_top_scorers_over_a_match_without_scorers_are_at_least(
    lib: Library, capsys: pytest.CaptureFixture[str]
) -> None:
    service = RecordsService(lib.db)
    cup = service.find_edition("World Cup 2030")
    ann, bo = service.top_scorers(edition_id=cup.id)
    # Alba's 3-0 at Dene lists no scorers: Ann's 3 may be more; Brea's matches all do.
    assert (ann.name, ann.tally.goals, ann.cover) == ("Ann Ash", 3, Coverage(3, 2, 0, 0))
    assert (bo.name, bo.tally.goals, bo.cover) == ("Bo Bell", 1, Coverage(2, 2, 0, 0))
    assert service.coverage(edition_id=cup.id) == Coverage(4, 3, 0, 0)
    path = str(lib.db.engine.url.database)
    lib.db.close()
    out = run_here(capsys, "stats", "--edition", "World Cup 2030", db=path).stdout.splitlines()
    assert out[:3] == [
        "Top scorers – FIFA World Cup 2030",
        "  (scorers missing for 1 of 4 matches: a figure marked 'at least' may be higher, and a "
        "scorer of",
        "  those matches may be missing from the list)",
    ]
    assert out[3].split()[1:6] == ["Ann", "Ash", "at", "least", "3"]
    assert out[4].split()[1:4] == ["Bo", "Bell", "1"]


def test_appearances_from_results_say_how_much_is_known(
    lib: Library, capsys: pytest.CaptureFixture[str]
) -> None:
    service = RecordsService(lib.db)
    page = service.player(service.find_person("Ann Ash").id)
    assert page.total.appearances == 2  # the matches she scored in
    assert page.cover == Coverage(3, 2, 0, 0)
    path = str(lib.db.engine.url.database)
    lib.db.close()
    out = run_here(capsys, "stats", "--player", "Ann Ash", db=path).stdout
    assert (
        "  all matches: at least 2 app (appearances known for 0 of 3 matches; a result lists "
        "its scorers only), at least 3 goals" in out
    )


def test_no_bans_is_said_only_over_card_data(
    lib: Library, capsys: pytest.CaptureFixture[str]
) -> None:
    path = str(lib.db.engine.url.database)
    lib.db.close()
    out = run_here(capsys, "suspensions", "World Cup 2030", db=path).stdout
    assert out == (
        "no card data for any of the 4 played matches of this edition: its bans cannot be told\n"
    )


def test_a_first_is_stated_only_over_the_whole_history(
    lib: Library, monkeypatch: pytest.MonkeyPatch
) -> None:
    final = lib.result("2030", "2030-06-20", "Alba", "1-0", "Brea", round="Final",
                       goals=(G("Ann Ash", "home"),))  # fmt: skip
    service = RecordsService(lib.db)
    texts = [s.text for s in service.key_stats(final)]
    assert not [t for t in texts if "first" in t.lower() or "1st" in t]
    whole_history(monkeypatch, {"2030": 5})
    texts = [s.text for s in service.key_stats(final)]
    assert "Alba win their 1st FIFA World Cup final" in texts
    assert "Brea lose their first FIFA World Cup final" in texts
    # Alba and Brea met in the group: a meeting, not a first.
    assert texts[2].startswith("Alba and Brea had met once in FIFA World Cup matches")


def test_a_teams_record_says_which_part_of_the_history_it_counts(
    lib: Library, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    path = str(lib.db.engine.url.database)
    lib.db.close()
    out = run_here(capsys, "stats", "--team", "Alba", db=path).stdout.splitlines()
    # 2030 is past the history known: what came before it cannot be told.
    assert out[2].startswith(
        "  FIFA World Cup (matches on record only: the figures are of those): played 3"
    )
    whole_history(monkeypatch, {"2030": 4})
    out = run_here(capsys, "stats", "--team", "Alba", db=path).stdout.splitlines()
    assert out[2].startswith("  FIFA World Cup: played 3")


def test_coverage_names_and_stamps_on_each_backend(db_url: str) -> None:
    from tracker.services.people import PeopleService
    from tracker.store.db import open_database

    lib = Library(open_database(db_url, backups=0))
    try:
        lib.result("2030", "2030-06-01", "Alba", "2-0", "Brea",
                   goals=(G("Ann Ash", "home"), G("Ann", "home")))  # fmt: skip
        lib.result("2030", "2030-06-05", "Dene", "0-3", "Alba", goals=None)
        service = RecordsService(lib.db)
        cup = service.find_edition("2030 WC")
        assert service.coverage(edition_id=cup.id) == Coverage(2, 1, 0, 0)
        leaders = service.top_scorers(edition_id=cup.id)
        assert {x.name: x.cover for x in leaders} == {
            "Ann Ash": Coverage(2, 1, 0, 0),
            "Ann": Coverage(2, 1, 0, 0),
        }
        ann = service.find_person("Ann Ash").id
        assert service.player(ann).cover == Coverage(2, 1, 0, 0)
        first = min(m.id for m in service.results(cup.id))
        before, scoped = service.stamp(), service.key_stats_stamp(first)
        assert (service.stamp(), service.key_stats_stamp(first)) == (before, scoped)
        PeopleService(lib.db).merge(ann, service.find_person("Ann").id)
        # The merge moved the match's rows: both stamps move, and the board follows.
        assert service.stamp() != before and service.key_stats_stamp(first) != scoped
        assert service.top_scorers(edition_id=cup.id)[0].tally.goals == 2
    finally:
        lib.db.close()


def test_a_players_totals_count_his_teams_matches_outside_his_editions(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Ann is on record in 2030 only; Alba's 2026 match lists no scorers, and neither
    does its friendly of no edition. She may have scored in either: her World Cup line
    and her total are lower bounds, as the all-time board says, and her 2030 line is
    whole."""
    lib = Library.at(tmp_path)
    lib.result("2030", "2030-06-01", "Alba", "2-0", "Brea",
               goals=(G("Ann Ash", "home"), G("Ann Ash", "home")))  # fmt: skip
    lib.result("2030", "2030-06-05", "Alba", "1-0", "Cora", goals=(G("Ann Ash", "home"),))
    lib.result("2026", "2026-06-09", "Dene", "0-3", "Alba", goals=None)  # scorers unknown
    lib.result("2026", "2026-06-12", "Brea", "1-0", "Cora", goals=(G("Bo Bell", "home"),))
    lib.result("2029", "2029-03-01", "Alba", "1-1", "Elms", competition="Friendlies",
               goals=None)  # fmt: skip
    lib.result("2029", "2029-05-01", "Oaks", "2-2", "Brea", competition="Friendlies",
               goals=None)  # fmt: skip
    service = RecordsService(lib.db)
    cup = service.find_edition("World Cup 2030")
    ann = service.find_person("Ann Ash").id
    page = service.player(ann)
    assert [(t.name, t.tally.goals, t.cover) for t in page.editions] == [
        (cup.name, 3, Coverage(2, 2, 0, 0))
    ]
    world_cup = next(t for t in page.competitions if t.id == cup.competition_id)
    assert (world_cup.tally.goals, world_cup.cover) == (3, Coverage(3, 2, 0, 0))
    # Alba's three World Cup matches and its friendly; not Brea's, nor Oaks'.
    assert page.cover == Coverage(4, 2, 0, 0)
    board = service.top_scorers(competition_id=cup.competition_id)
    assert [(x.name, x.tally.goals, x.cover) for x in board][:1] == [
        ("Ann Ash", 3, world_cup.cover)
    ]
    path = str(lib.db.engine.url.database)
    lib.db.close()
    out = run_here(capsys, "stats", "--player", "Ann Ash", db=path).stdout.splitlines()
    assert out[1].startswith("  all matches: at least 2 app (appearances known for 0 of 4 ")
    assert out[1].endswith(", at least 3 goals")
    assert out[2].endswith(", 3 goals")  # FIFA World Cup 2030: every Alba match has them
    assert out[3:] == [
        "  Matches (latest first; a result lists its scorers only):",
        "    2030-06-05  Alba 1-0 Cora  Group A  1 goal",
        "    2030-06-01  Alba 2-0 Brea  Group A  2 goals",
    ]


def test_a_players_totals_leave_out_his_teams_matches_before_he_could_play(
    tmp_path: Path,
) -> None:
    """Born in 2012, Ann could not play Alba's 2026 match (the key stats' rule): her
    World Cup line is whole; Alba's 2029 friendly, which lists no scorers, still makes
    her total a lower bound."""
    import datetime as dt

    lib = Library.at(tmp_path)
    lib.person("Ann Ash", "Alba", born=dt.date(2012, 1, 1))
    lib.result("2030", "2030-06-01", "Alba", "2-0", "Brea",
               goals=(G("Ann Ash", "home"), G("Ann Ash", "home")))  # fmt: skip
    lib.result("2026", "2026-06-09", "Dene", "0-3", "Alba", goals=None)  # scorers unknown
    lib.result("2029", "2029-03-01", "Alba", "1-1", "Elms", competition="Friendlies",
               goals=None)  # fmt: skip
    service = RecordsService(lib.db)
    page = service.player(service.find_person("Ann Ash").id)
    assert page.person.date_of_birth == dt.date(2012, 1, 1)
    assert [(t.name, t.cover) for t in page.competitions] == [
        ("FIFA World Cup", Coverage(1, 1, 0, 0))
    ]
    assert page.cover == Coverage(2, 1, 0, 0)


def test_a_team_the_files_name_two_ways_has_one_history(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """The openfootball files write "United States" up to 1990 and "USA" from 1994, and
    "West Germany" for Germany from 1954 to 1990: the key stats of a match count the
    team's matches under every name it had (England and the USA met in 1950, and
    Germany's 2014 title is its fourth), written with the name the match gives."""
    lib = Library.at(tmp_path)
    lib.result("1950", "1950-06-29", "United States", "1-0", "England")
    lib.result("1954", "1954-07-04", "Hungary", "2-3", "West Germany", round="Final")
    lib.result("1974", "1974-07-07", "Netherlands", "1-2", "West Germany", round="Final")
    lib.result("1990", "1990-07-08", "West Germany", "1-0", "Argentina", round="Final")
    lib.result("2010", "2010-06-12", "England", "1-1", "USA")
    lib.result("2014", "2014-06-16", "Ghana", "1-2", "USA",
               goals=(G("Ann Ash", "away"), G("Ann Ash", "away"), G("Kofi", "home")))  # fmt: skip
    final = lib.result("2014", "2014-07-13", "Germany", "1-0", "Argentina", round="Final")
    whole_history(monkeypatch, {"1950": 1, "1954": 1, "1974": 1, "1990": 1, "2010": 1, "2014": 2})
    service = RecordsService(lib.db)
    meeting = min(m.id for m in service.results(service.find_edition("World Cup 2010").id))
    texts = [s.text for s in service.key_stats(meeting)]
    assert not [t for t in texts if "first" in t]
    assert texts[0] == "England and USA had met once in FIFA World Cup matches: a win for USA"
    texts = [s.text for s in service.key_stats(final)]
    assert "Germany win their 4th FIFA World Cup final" in texts
    assert texts[2].startswith(
        "Germany (as West Germany) and Argentina had met once in FIFA World Cup matches"
    )
    # The team's page counts them too, each opponent under the name it goes by now.
    usa = service.team(service.find_team("USA")[0])
    assert (usa.names, usa.overall.played, usa.overall.won) == (("United States",), 3, 2)
    assert [m.home for m in usa.matches] == ["USA", "England", "Ghana"]
    argentina = service.team(service.find_team("Argentina")[0])
    assert [(o.name, o.record.played) for o in argentina.opponents] == [("Germany", 2)]
    # Ann played for the USA: her page counts the 1950 match too, and follows it.
    ann = service.find_person("Ann Ash").id
    assert service.player(ann).cover == Coverage(3, 1, 0, 0)  # 1950 and 2010 list none
    cup = service.find_edition("World Cup 2014").competition_id
    assert {x.name: x.cover for x in service.top_scorers(competition_id=cup)}["Ann Ash"] == (
        Coverage(3, 1, 0, 0)
    )
    stamped = service.page_stamp("player", ann)
    from sqlalchemy import text

    with lib.db.writing() as session:
        session.execute(
            text("UPDATE match SET revision = revision + 1 WHERE home_name = 'United States'")
        )
    assert service.page_stamp("player", ann) != stamped
    path = str(lib.db.engine.url.database)
    lib.db.close()
    out = run_here(capsys, "stats", "--team", "Germany", db=path).stdout.splitlines()
    assert out[:2] == [
        "Germany (its matches as West Germany counted too)",
        "  all matches: played 4, won 4, drawn 0, lost 0, goals 7-3",
    ]
    shown = json.loads(run_here(capsys, "stats", "--team", "USA", "--json", db=path).stdout)
    assert (shown["other_names"], shown["record"]["played"]) == (["United States"], 3)


@pytest.mark.parametrize(
    ("year", "then"),
    [
        ("1990", "lots decide"),
        (
            "2018",
            "fair play cannot be counted: card data missing for 1 of 1 match; lots may decide",
        ),
    ],
)
def test_a_tie_beyond_the_figures_is_left_to_what_the_regulations_then_use(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], year: str, then: str
) -> None:
    """Regression: Ireland and the Netherlands, level on everything in 1990, were said
    to be decided by "fair play (cannot be counted …) or lots": the World Cup ranked by
    fair play only from 2018; in 1990 they drew lots."""
    lib = Library.at(tmp_path)
    lib.result(year, f"{year}-06-21", "Ireland", "1-1", "Netherlands", goals=())
    service = RecordsService(lib.db)
    (table,) = service.standings(service.find_edition(f"World Cup {year}").id)
    assert table.fair_play is (year == "2018")
    path = str(lib.db.engine.url.database)
    lib.db.close()
    out = run_here(capsys, "standings", f"World Cup {year}", db=path).stdout
    assert f"    level on every criterion held: Ireland, Netherlands ({then})" in out


def test_1970_ranks_teams_level_on_goal_difference_by_lots(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Regression: the Soviet Union (6-1) and Mexico (5-0), level on points and goal
    difference in 1970's Group 1, were ranked by goals scored with no word of a tie:
    in 1970 lots came straight after goal difference, and put the Soviet Union first."""
    lib = Library.at(tmp_path)
    played = [
        ("05-31", "Mexico", "0-0", "Soviet Union"),
        ("06-03", "Belgium", "3-0", "El Salvador"),
        ("06-06", "Soviet Union", "4-1", "Belgium"),
        ("06-07", "Mexico", "4-0", "El Salvador"),
        ("06-10", "Soviet Union", "2-0", "El Salvador"),
        ("06-11", "Mexico", "1-0", "Belgium"),
    ]
    for day, home, score, away in played:
        lib.result("1970", f"1970-{day}", home, score, away, round="Group 1", goals=())
    service = RecordsService(lib.db)
    (table,) = service.standings(service.find_edition("World Cup 1970").id)
    assert [(r.team, r.tied_with) for r in table.rows[:2]] == [
        ("Soviet Union", ("Mexico",)),
        ("Mexico", ("Soviet Union",)),
    ]
    path = str(lib.db.engine.url.database)
    lib.db.close()
    out = run_here(capsys, "standings", "World Cup 1970", db=path).stdout
    assert "    level on every criterion held: Soviet Union, Mexico (lots decide)" in out


def test_a_team_listed_by_one_name_says_its_other_names_held(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Regression: ``list --team Germany`` left out West Germany's matches without a
    word, where ``stats --team Germany`` counts them: the listing says which other
    names the library holds the team's matches under."""
    lib = Library.at(tmp_path)
    lib.result("1974", "1974-07-07", "Netherlands", "1-2", "West Germany", goals=None)
    lib.result("2014", "2014-07-13", "Germany", "1-0", "Argentina", goals=None)
    path = str(lib.db.engine.url.database)
    lib.db.close()
    listed = run_here(capsys, "list", "--team", "Germany", db=path)
    (only,) = listed.stdout.splitlines()[1:]
    assert "Germany v Argentina" in only
    assert listed.stderr == (
        "match-tracker: the matches written 'Germany'; its matches under another name: "
        '--team "West Germany" (stats --team counts them as one team\'s)\n'
    )
    assert run_here(capsys, "list", "--team", "Argentina", db=path).stderr == ""
    assert run_here(capsys, "list", "--team", "Germany", "--json", db=path).stderr == ""


def test_a_place_a_group_play_off_settled_says_so(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Regression: 1954's Switzerland stood above Italy with the worse goal difference,
    with nothing to say why (their 4-1 play-off). The table, its JSON and the site say
    which play-off settled a place."""
    lib = Library.at(tmp_path)
    lib.result("1954", "1954-06-17", "Switzerland", "2-1", "Italy", goals=None)
    lib.result("1954", "1954-06-20", "Italy", "4-1", "Belgium", goals=None)
    lib.result("1954", "1954-06-20", "Switzerland", "0-2", "Belgium", goals=None)
    lib.result("1954", "1954-06-23", "Switzerland", "4-1", "Italy", round="Group A play-off",
               goals=None)  # fmt: skip
    path = str(lib.db.engine.url.database)
    lib.db.close()
    out = run_here(capsys, "standings", "World Cup 1954", db=path).stdout
    assert "    Switzerland above Italy: play-off won 4-1 (not in the table's figures)" in out
    data = json.loads(run_here(capsys, "standings", "World Cup 1954", "--json", db=path).stdout)
    rows = {r["team"]: r for r in data["tables"][0]["rows"]}
    assert rows["Switzerland"]["play_off"] == {
        "home": "Switzerland", "away": "Italy", "home_goals": 4, "away_goals": 1
    }  # fmt: skip
    assert "play_off" not in rows["Italy"]


def test_a_final_is_won_or_lost_not_gone_through(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A team's record said "Final: reached 8, through 4, out 4"."""
    lib = Library.at(tmp_path)
    lib.result("2014", "2014-07-09", "Netherlands", "0-0", "Argentina", round="Semi-final",
               shootout=(2, 4), goals=())  # fmt: skip
    lib.result("2014", "2014-07-13", "Germany", "1-0", "Argentina", round="Final", goals=None)
    path = str(lib.db.engine.url.database)
    lib.db.close()
    out = run_here(capsys, "stats", "--team", "Argentina", db=path).stdout.splitlines()
    assert "    Semi-final: reached 1, through 1, out 0" in out
    assert "    Final: reached 1, won 0, lost 1" in out


def test_penalties_over_matches_without_scorers_are_at_least_as_the_goals(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The board printed "at least 22 (3 pen.)": his penalties in the matches without
    scorers are as unknown as his goals there."""
    lib = Library.at(tmp_path)
    lib.result("2030", "2030-06-01", "Alba", "1-0", "Brea", goals=(G("Ann Ash", "home", 9, True),))
    lib.result("2030", "2030-06-05", "Alba", "2-0", "Cora", goals=None)
    path = str(lib.db.engine.url.database)
    lib.db.close()
    out = run_here(capsys, "stats", "--edition", "World Cup 2030", db=path).stdout
    assert "Ann Ash  at least 1 (at least 1 pen.)  Alba" in out
    data = json.loads(
        run_here(capsys, "stats", "--edition", "World Cup 2030", "--json", db=path).stdout
    )
    (ann,) = data["scorers"]
    assert (ann["penalties"], ann["penalties_text"]) == (1, "at least 1")


def test_a_head_to_head_says_the_older_names_an_opponent_was_met_under(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Regression: ``stats --team Zaire`` said "v Serbia: … goals 0-9" of Yugoslavia's
    9-0 in 1974, and Brazil's "v Czech Republic" counted only Czechoslovakia: the line
    says the older names, as the key stats do ("Germany (as West Germany in 3)")."""
    lib = Library.at(tmp_path)
    lib.result("1974", "1974-06-18", "Yugoslavia", "9-0", "Zaire", goals=None)
    lib.result("1938", "1938-06-12", "Brazil", "1-1", "Czechoslovakia", goals=None)
    lib.result("1974", "1974-06-13", "Brazil", "0-0", "Yugoslavia", goals=None)
    lib.result("2022", "2022-11-24", "Brazil", "2-0", "Serbia", goals=None)
    lib.result("2022", "2022-11-28", "Brazil", "1-0", "Switzerland", goals=None)
    service = RecordsService(lib.db)
    brazil = service.team(service.find_team("Brazil")[0])
    assert [(o.name, o.met_as) for o in brazil.opponents] == [
        ("Serbia", (("Yugoslavia", 1),)),
        ("Czech Republic", (("Czechoslovakia", 1),)),
        ("Switzerland", ()),
    ]
    assert [o.named(Words("de")) for o in brazil.opponents[:2]] == [
        "Serbia (1-mal als Yugoslavia)",
        "Czech Republic (als Czechoslovakia)",
    ]
    path = str(lib.db.engine.url.database)
    lib.db.close()
    out = run_here(capsys, "stats", "--team", "Zaire", db=path).stdout.splitlines()
    assert out[-1] == "    v Serbia (as Yugoslavia): played 1, won 0, drawn 0, lost 1, goals 0-9"
    out = run_here(capsys, "stats", "--team", "Brazil", "--competition", "World Cup", db=path)
    assert "    v Serbia (as Yugoslavia in 1): played 2, won 1, drawn 1, lost 0, goals 2-0" in (
        out.stdout.splitlines()
    )
    shown = json.loads(run_here(capsys, "stats", "--team", "Brazil", "--json", db=path).stdout)
    assert [(o["name"], o["met_as"]) for o in shown["opponents"]] == [
        ("Serbia", [{"name": "Yugoslavia", "matches": 1}]),
        ("Czech Republic", [{"name": "Czechoslovakia", "matches": 1}]),
        ("Switzerland", []),
    ]
