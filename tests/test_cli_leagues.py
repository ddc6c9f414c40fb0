"""``standings`` of a league, ``adjust`` and ``rules --table``: the published final tables."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.services.test_league_import import LEAGUES, needs_leagues
from tests.test_cli import one_error_line, run_here
from tracker.core.league.tables import Venue
from tracker.services.leagues import LeagueService
from tracker.services.records import RecordsService
from tracker.store.db import open_database

FILES = [
    "2023-24/en.1.json",
    "2024-25/en.1.json",
    "2023-24/de.1.json",
    "2023-24/es.1.json",
    "2023-24/it.1.json",
    "2024-25/sco.1.json",
    "2024-25/uefa.cl.json",
    "2023-24/at.1.json",
    "2024-25/at.1.json",
    "2024-25/be.1.json",
    "2024-25/gr.1.json",
    "2023-24/fr.1.json",
]

# The published final tables: (team, points), top to bottom.
PREMIER_2023_24 = [
    ("Manchester City FC", 91), ("Arsenal FC", 89), ("Liverpool FC", 82),
    ("Aston Villa FC", 68), ("Tottenham Hotspur FC", 66), ("Chelsea FC", 63),
    ("Newcastle United FC", 60), ("Manchester United FC", 60), ("West Ham United FC", 52),
    ("Crystal Palace FC", 49), ("Brighton & Hove Albion FC", 48), ("AFC Bournemouth", 48),
    ("Fulham FC", 47), ("Wolverhampton Wanderers FC", 46), ("Everton FC", 40),
    ("Brentford FC", 39), ("Nottingham Forest FC", 32), ("Luton Town FC", 26),
    ("Burnley FC", 24), ("Sheffield United FC", 16),
]  # fmt: skip
PREMIER_2024_25 = [
    ("Liverpool FC", 84), ("Arsenal FC", 74), ("Manchester City FC", 71), ("Chelsea FC", 69),
    ("Newcastle United FC", 66), ("Aston Villa FC", 66), ("Nottingham Forest FC", 65),
    ("Brighton & Hove Albion FC", 61), ("AFC Bournemouth", 56), ("Brentford FC", 56),
    ("Fulham FC", 54), ("Crystal Palace FC", 53), ("Everton FC", 48),
    ("West Ham United FC", 43), ("Manchester United FC", 42),
    ("Wolverhampton Wanderers FC", 42), ("Tottenham Hotspur FC", 38),
    ("Leicester City FC", 25), ("Ipswich Town FC", 22), ("Southampton FC", 12),
]  # fmt: skip
BUNDESLIGA_2023_24 = [
    ("Bayer 04 Leverkusen", 90), ("VfB Stuttgart", 73), ("FC Bayern München", 72),
    ("RB Leipzig", 65), ("Borussia Dortmund", 63), ("Eintracht Frankfurt", 47),
    ("TSG 1899 Hoffenheim", 46), ("1. FC Heidenheim 1846", 42), ("SV Werder Bremen", 42),
    ("SC Freiburg", 42), ("FC Augsburg", 39), ("VfL Wolfsburg", 37), ("1. FSV Mainz 05", 35),
    ("Borussia Mönchengladbach", 34), ("1. FC Union Berlin", 33), ("VfL Bochum 1848", 33),
    ("1. FC Köln", 27), ("SV Darmstadt 98", 17),
]  # fmt: skip
# LaLiga and Serie A rank teams level on points by their matches against each other.
LALIGA_2023_24 = [
    ("Real Madrid CF", 95), ("FC Barcelona", 85), ("Girona FC", 81),
    ("Club Atlético de Madrid", 76), ("Athletic Club", 68), ("Real Sociedad de Fútbol", 60),
    ("Real Betis Balompié", 57), ("Villarreal CF", 53), ("Valencia CF", 49),
    ("Deportivo Alavés", 46), ("CA Osasuna", 45), ("Getafe CF", 43), ("RC Celta de Vigo", 41),
    ("Sevilla FC", 41), ("RCD Mallorca", 40), ("UD Las Palmas", 40),
    ("Rayo Vallecano de Madrid", 38), ("Cádiz CF", 33), ("UD Almería", 21), ("Granada CF", 21),
]  # fmt: skip
SERIE_A_2023_24 = [
    ("FC Internazionale Milano", 94), ("AC Milan", 75), ("Juventus FC", 71), ("Atalanta BC", 69),
    ("Bologna FC 1909", 68), ("AS Roma", 63), ("SS Lazio", 61), ("ACF Fiorentina", 60),
    ("Torino FC", 53), ("SSC Napoli", 53), ("Genoa CFC", 49), ("AC Monza", 45),
    ("Hellas Verona FC", 38), ("US Lecce", 38), ("Udinese Calcio", 37), ("Cagliari Calcio", 36),
    ("Empoli FC", 36), ("Frosinone Calcio", 35), ("US Sassuolo Calcio", 30),
    ("US Salernitana 1919", 17),
]  # fmt: skip
SCOTLAND_2024_25 = {
    "Championship": [
        ("Celtic FC", 92), ("Rangers FC", 75), ("Hibernian FC", 58), ("Dundee United", 53),
        ("Aberdeen FC", 53), ("St. Mirren FC", 50),
    ],
    "Relegation": [
        ("Heart of Midlothian", 52), ("Motherwell FC", 49), ("Kilmarnock FC", 44),
        ("Dundee FC", 41), ("Ross County FC", 37), ("St. Johnstone FC", 32),
    ],
}  # fmt: skip


# The splits' final tables, as published (points after the halving in Austria and
# Belgium, where level teams are ranked by the rounding first).
AUSTRIA_2023_24 = {
    "Championship": [
        ("Sturm Graz", 44), ("RB Salzburg", 42), ("LASK", 34),
        # Level on 28: Rapid's 33 points were rounded down to 16, Hartberg's 34 not.
        ("Rapid Wien", 28), ("TSV Hartberg", 28), ("SK Austria Klagenfurt", 22),
    ],
    "Relegation": [
        ("Wolfsberger AC", 31), ("Austria Wien", 29), ("FC Blau Weiß Linz", 22),
        ("SCR Altach", 21), ("WSG Tirol", 19), ("Austria Lustenau", 16),
    ],
}  # fmt: skip
# Level on 37 with the same rounding: Austria Wien won all four meetings with the WAC.
AUSTRIA_2024_25_TOP = [
    ("Sturm Graz", 40), ("RB Salzburg", 38), ("Austria Wien", 37), ("Wolfsberger AC", 37),
    ("Rapid Wien", 27), ("FC Blau Weiß Linz", 21),
]  # fmt: skip
# Level on 20: Tirol's 19 points were rounded down to 9, the Grazer AK's 16 not.
AUSTRIA_2024_25_RELEGATION = [
    ("LASK", 38), ("TSV Hartberg", 31), ("WSG Tirol", 20), ("Grazer AK", 20),
    ("SCR Altach", 18), ("SK Austria Klagenfurt", 16),
]  # fmt: skip
# The relegation play-off starts from the regular season's points, not half of them.
BELGIUM_2024_25_RELEGATION = [
    ("Sint-Truidense VV", 41), ("Cercle Brugge", 39), ("KV Kortrijk", 37),
    ("K Beerschot VA", 24),
]  # fmt: skip
BELGIUM_2024_25_CHAMPIONSHIP = [
    ("Union Saint-Gilloise", 56), ("Club Brugge KV", 53), ("KRC Genk", 47),
    ("RSC Anderlecht", 36), ("Royal Antwerp FC", 32), ("KAA Gent", 26),
]  # fmt: skip
GREECE_2024_25_CHAMPIONSHIP = [
    ("Olympiakos Piraeus", 75), ("Panathinaikos", 59), ("PAOK Saloniki", 58),
    ("AEK Athen", 53),
]  # fmt: skip


@pytest.fixture(scope="module")
def library(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A library holding the seasons checked here, the 2023/24 deductions recorded."""
    db = tmp_path_factory.mktemp("leagues") / "leagues.sqlite3"
    from tracker.cli import main

    files = [str(LEAGUES / f) for f in FILES]
    assert main(["--db", str(db), "import", "--format", "openfootball", *files]) == 0
    season = "English Premier League 2023/24"
    everton = ["Everton FC", "-8", "--reason", "breaches of the profit and sustainability rules"]
    assert main(["--db", str(db), "adjust", season, *everton]) == 0
    forest = [
        "nottingham forest fc",
        "-4",
        "--reason",
        "breach of the profit and sustainability rules",
    ]
    assert main(["--db", str(db), "adjust", season, *forest, "--date", "2024-03-18"]) == 0
    return db


def _final(db: Path, edition: str, phase: str = "") -> list[tuple[str, int]]:
    database = open_database(str(db), backups=0)
    try:
        found = RecordsService(database).find_edition(edition)
        tables = LeagueService(database).season(found.id).tables
    finally:
        database.close()
    [table] = [t for t in tables if t.phase == phase]
    return [(r.team, r.points) for r in table.rows]


@needs_leagues
@pytest.mark.parametrize(
    ("edition", "published"),
    [
        ("English Premier League 2023/24", PREMIER_2023_24),
        ("English Premier League 2024/25", PREMIER_2024_25),
        ("Deutsche Bundesliga 2023/24", BUNDESLIGA_2023_24),
        ("Spain Primera División 2023/24", LALIGA_2023_24),
        ("Italian Serie A 2023/24", SERIE_A_2023_24),
    ],
)
def test_final_tables_equal_the_published_ones(
    library: Path, edition: str, published: list[tuple[str, int]]
) -> None:
    assert _final(library, edition) == published


@needs_leagues
def test_laliga_mid_season_ranks_teams_not_yet_met_twice_by_goal_difference(
    library: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Regression: LaLiga counts the matches between two teams level on points only
    once both are played (General Regulations, art. 201); until then goal difference,
    then goals. Valencia beat Atlético 3-0 on 16 September 2023 and Real Sociedad beat
    Athletic 3-0 on 30 September, but the tables as of 27 September and 27 November put
    Atlético (+8) above Valencia (+2) and Athletic (+8, 26 goals) above Real Sociedad
    (+8, 25 goals); the final table still ranks by the matches between them."""

    def places(day: str) -> dict[str, int]:
        out = run_here(capsys, "standings", "Primera División 2023/24", "--as-of", day,
                       db=library).stdout  # fmt: skip
        rows = [line.split() for line in out.splitlines()[2:] if line[:3].strip().isdigit()]
        return {" ".join(row[1:-9]): int(row[0]) for row in rows}

    september = places("2023-09-27")
    assert september["Club Atlético de Madrid"] + 1 == september["Valencia CF"]
    november = places("2023-11-27")
    assert november["Athletic Club"] + 1 == november["Real Sociedad de Fútbol"]
    out = run_here(capsys, "standings", "Primera División 2023/24", db=library).stdout
    assert "; head-to-head only once the teams level have met home and away" in out


@needs_leagues
def test_ligue_1_settles_a_tie_on_away_goals_in_the_matches_between_them(library: Path) -> None:
    """Metz and Lorient, level on points, goal difference and head-to-head (a win each,
    4-4 on goals): Metz were 16th (the play-off) and Lorient 17th (relegated) on the
    goals they scored away to each other, 3 to 2, not on the season's goals (35 to 43)."""
    assert _final(library, "French Ligue 1 2023/24")[13:] == [
        ("FC Nantes", 33), ("Le Havre AC", 32), ("FC Metz", 29), ("FC Lorient", 29),
        ("Clermont Foot 63", 25),
    ]  # fmt: skip


@needs_leagues
def test_the_site_shows_the_published_final_tables(library: Path) -> None:
    """The web site's edition page and its API rank a league as the window does."""
    import re

    from starlette.testclient import TestClient

    from tracker.web.app import create_app

    with TestClient(create_app(str(library))) as reader:
        editions = reader.get("/api/v1/editions").json()["editions"]
        for edition, published in [
            ("English Premier League 2023-24", PREMIER_2023_24),
            ("Spain Primera División 2023-24", LALIGA_2023_24),
            ("Italian Serie A 2023-24", SERIE_A_2023_24),
        ]:
            found = next(e["id"] for e in editions if e["name"] == edition)
            html = reader.get(f"/editions/{found}").text
            shown = re.findall(r'<tr data-team="([^"]+)">.*?<td>(-?\d+)†?</td></tr>', html)
            assert [(team.replace("&amp;", "&"), int(points)) for team, points in shown] == (
                published
            )
            api = reader.get(f"/api/v1/editions/{found}/standings").json()
            [table] = api["tables"]
            assert [(r["team"], r["points"]) for r in table["rows"]] == published
            assert api["count"] == {"counted": 380, "total": 380, "not_counted": {}, "short": None}


@needs_leagues
def test_the_splits_of_austria_belgium_and_greece_equal_the_published_tables(
    library: Path,
) -> None:
    for phase, published in AUSTRIA_2023_24.items():
        assert _final(library, "Österr. Bundesliga 2023/24", phase) == published
    assert _final(library, "Österr. Bundesliga 2024/25", "Championship") == AUSTRIA_2024_25_TOP
    # Level on points, the matches between them come before goal difference (2021-22 on):
    # Klagenfurt 4th ahead of Hartberg (+2 to +5) in 2023/24, the Grazer AK 11th ahead
    # of Altach in 2024/25 (4 points to 1 between them).
    assert _final(library, "Österr. Bundesliga 2023/24")[3:5] == [
        ("SK Austria Klagenfurt", 34), ("TSV Hartberg", 34),
    ]  # fmt: skip
    assert _final(library, "Österr. Bundesliga 2024/25")[10:] == [
        ("Grazer AK", 16), ("SCR Altach", 16),
    ]  # fmt: skip
    assert _final(library, "Belgium First Division A 2024/25", "Relegation") == (
        BELGIUM_2024_25_RELEGATION
    )
    assert _final(library, "Österr. Bundesliga 2024/25", "Relegation") == (
        AUSTRIA_2024_25_RELEGATION
    )
    assert _final(library, "Belgium First Division A 2024/25", "Championship") == (
        BELGIUM_2024_25_CHAMPIONSHIP
    )
    assert _final(library, "Greek Super League 2024/25", "Championship") == (
        GREECE_2024_25_CHAMPIONSHIP
    )


def test_the_scottish_split_carries_the_points_over(library: Path) -> None:
    for phase, published in SCOTLAND_2024_25.items():
        assert _final(library, "Scottish Premiership 2024/25", phase) == published


@needs_leagues
def test_standings_marks_the_deductions_and_takes_home_away_and_a_date(
    library: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = run_here(capsys, "standings", "Premier League 2023/24", db=library).stdout
    lines = out.splitlines()
    everton = next(line for line in lines if line.startswith("15  Everton FC"))
    assert "  40* " in everton
    assert "    * Everton FC -8: breaches of the profit and sustainability rules" in lines
    assert "Rules: 3 points a win, 1 a draw; level on points: goal difference" in out
    assert "All 380 matches counted." in lines
    # Before Forest's deduction took effect it is not counted; Everton's (no date) is.
    early = run_here(
        capsys, "standings", "Premier League 2023/24", "--as-of", "2023-12-31", db=library
    ).stdout
    assert "as of 2023-12-31" in early and "Nottingham Forest FC -4" not in early
    # Everton's (no date) is, and the note says so: it was not known in September.
    assert (
        "    * Everton FC -8: breaches of the profit and sustainability rules "
        "(no date recorded: counted on every day)"
    ) in early.splitlines()
    home = run_here(capsys, "standings", "Premier League 2023/24", "--home", db=library).stdout
    assert "home matches only" in home and "*" not in home
    city = next(line for line in home.splitlines() if "Manchester City FC" in line)
    assert city.split()[4:8] == ["19", "14", "5", "0"]  # at home: 19 played, 14 won, 5 drawn
    # It counts no deduction, and says so (Everton's and Forest's are recorded).
    assert "; points adjustments are not counted in a home or away table." in home
    grid = run_here(
        capsys, "standings", "Premier League 2023/24", "--positions", db=library
    ).stdout.splitlines()
    assert grid[0] == "English Premier League 2023-24 – position after each matchday"
    first, last = grid[2].split(), grid[21].split()
    assert first[:3] == ["Manchester", "City", "FC"] and first[-1] == "1" and len(first) == 41
    assert last[:2] == ["Sheffield", "United"] and last[-1] == "20"
    # The deductions are counted from their day, Everton's (no date) after every
    # matchday: 15th after the last, as the table.
    everton = next(line for line in grid if line.startswith("Everton FC"))
    assert everton.split()[-1] == "15"
    assert grid[22:] == [
        "    Points adjustments, each counted from the last matchday played by the day it "
        "took effect (by the day most of its matches were played):",
        "    * Everton FC -8: breaches of the profit and sustainability rules – counted "
        "after every matchday (no date recorded)",
        "    * Nottingham Forest FC -4: breach of the profit and sustainability rules – "
        "from 2024-03-18: after matchday 28 on",
    ]


@needs_leagues
def test_the_champions_league_shows_its_league_phase_and_its_ties(
    library: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = run_here(capsys, "standings", "UEFA Champions League 2024/25", db=library).stdout
    lines = out.splitlines()
    assert lines[0] == "UEFA Champions League 2024-25 – League phase"
    assert lines[2].startswith(" 1  Liverpool FC") and lines[2].split()[-2] == "21"
    assert (
        "  Paris Saint-Germain FC 1-1 Liverpool FC on aggregate: Paris "
        "Saint-Germain FC through (they play the next round; the shootout is not known)"
    ) in lines
    assert "  Arsenal FC 1-3 Paris Saint-Germain FC on aggregate: Paris " \
        "Saint-Germain FC through" in lines  # fmt: skip
    assert any(line.startswith("  Paris Saint-Germain FC v FC Internazionale") for line in lines)


@needs_leagues
def test_a_second_leg_s_sheet_says_the_aggregate_and_who_went_through(
    library: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Regression: the sheet of a tie's second leg said nothing of the tie. Published:
    Atlético 1-0 Real Madrid after extra time (2-2 on aggregate; Real Madrid through on
    penalties, a shootout the file does not give), Arsenal 2-2 PSV (9-3 on aggregate,
    the first leg 7-1 at PSV); no aggregate after a first leg."""
    database = open_database(str(library), backups=0)
    try:
        records = RecordsService(database)
        edition = records.find_edition("Champions League 2024/25")
        played = records.results(edition.id)
    finally:
        database.close()

    def leg(day: str, home: str) -> int:
        return next(m.id for m in played if str(m.date) == day and m.home == home)

    def facts(match_id: int, *more: str) -> list[str]:
        return run_here(capsys, "facts", str(match_id), *more, db=library).stdout.splitlines()

    derby = leg("2025-03-12", "Club Atlético de Madrid")
    assert facts(derby)[0] == (
        "- Aggregate: Real Madrid CF 2-2 Club Atlético de Madrid; Real Madrid CF through "
        "(they play the next round; the shootout is not known)"
    )
    assert facts(derby, "--lang", "de")[0] == (
        "- Gesamtergebnis: Real Madrid CF 2-2 Club Atlético de Madrid; Real Madrid CF weiter "
        "(spielt in der nächsten Runde; das Elfmeterschießen ist nicht bekannt)"
    )
    arsenal = leg("2025-03-12", "Arsenal FC")
    assert facts(arsenal)[0] == "- Aggregate: PSV 3-9 Arsenal FC; Arsenal FC through"
    listed = json.loads(run_here(capsys, "facts", str(arsenal), "--json", db=library).stdout)
    assert listed["aggregate"] == "Aggregate: PSV 3-9 Arsenal FC; Arsenal FC through"
    assert listed["table_lines"] == []
    assert not any("Aggregate" in line for line in facts(leg("2025-03-04", "Real Madrid CF")))


@needs_leagues
def test_adjust_lists_refuses_and_removes(
    library: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    listed = run_here(capsys, "adjust", "Premier League 2023/24", db=library).stdout
    assert "Everton FC -8: breaches of the profit and sustainability rules" in listed
    assert "Nottingham Forest FC -4" in listed and "from 2024-03-18" in listed
    for args, message in (
        (["Premier League 2023/24", "Everton Town", "-8", "--reason", "x"], "plays no match"),
        (["Premier League 2023/24", "Everton FC", "0", "--reason", "x"], "0 points"),
        (["Premier League 2023/24", "Everton FC", "-3"], "--reason"),
        (["Premier League 2023/24", "Everton FC", "-3", "--reason", " "], "say why"),
        # The same deduction typed again (the help's own example, a script run twice).
        (
            [
                "Premier League 2023/24",
                "Everton FC",
                "-8",
                "--reason",
                "breaches of the profit and sustainability rules",
            ],
            "is recorded already (adjustment",
        ),
        # A mistyped year: an "as of" table would leave it out all season.
        (
            ["Premier League 2023/24", "Everton FC", "-8", "--reason", "x", "--date", "2034-11-26"],
            "more than a year away from the season (its matches run from 2023-08-11 to 2024-05-19)",
        ),
    ):
        result = run_here(capsys, "adjust", *args, db=library)
        assert message in one_error_line(result)
    made = run_here(
        capsys, "adjust", "Premier League 2024/25", "Arsenal FC", "3", "--reason", "a test",
        db=library,
    ).stdout  # fmt: skip
    assert made.startswith("3 points awarded to Arsenal FC")
    ident = made.split("(adjustment ")[1].split(")")[0]
    assert _final(library, "English Premier League 2024/25")[1] == ("Arsenal FC", 77)
    assert "2034" not in run_here(capsys, "adjust", "Premier League 2023/24", db=library).stdout
    # Regression: the edition was not read, so an id typed wrong changed another table.
    for edition, said in (
        (
            "Premier League 2023/24",
            f"English Premier League 2023-24 has no points adjustment {ident}",
        ),
        ("No Such League 1999", "no edition 'No Such League 1999'"),
    ):
        refused = run_here(capsys, "adjust", edition, "--remove", ident, db=library)
        assert one_error_line(refused).endswith(said)
    mixed = run_here(capsys, "adjust", "Premier League 2024/25", "Arsenal FC", "1",
                     "--reason", "x", "--remove", ident, db=library)  # fmt: skip
    assert "give no team or points with it" in one_error_line(mixed)
    assert _final(library, "English Premier League 2024/25")[1] == ("Arsenal FC", 77)
    gone = run_here(capsys, "adjust", "Premier League 2024/25", "--remove", ident, db=library)
    assert gone.stdout.startswith("removed: Arsenal FC +3")
    assert _final(library, "English Premier League 2024/25") == PREMIER_2024_25


@needs_leagues
def test_table_rules_are_editable_and_kept_beside_the_suspension_rules(
    library: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    def serie_a() -> list[tuple[str, int]]:
        return _final(library, "Italian Serie A 2023/24")

    set_ = run_here(
        capsys, "rules", "Italian Serie A", "--table", '{"tie_breakers": ["goal difference"]}',
        db=library,
    )  # fmt: skip
    assert "table: 3 points a win, 1 a draw; level on points: goal difference" in set_.stdout
    assert serie_a()[8:10] == [("SSC Napoli", 53), ("Torino FC", 53)]
    run_here(capsys, "rules", "Italian Serie A", "--rules", '{"red_ban": 2}', db=library)
    assert serie_a()[8:10] == [("SSC Napoli", 53), ("Torino FC", 53)]  # still goal difference
    bad = run_here(capsys, "rules", "Italian Serie A", "--table", '{"win": "three"}', db=library)
    assert "win" in one_error_line(bad)
    run_here(capsys, "rules", "Italian Serie A", "--table", "", db=library)
    assert serie_a() == SERIE_A_2023_24


def test_home_away_and_as_of_are_for_a_league(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from tests.services.test_results_import import _cup, _write

    db = tmp_path / "cup.sqlite3"
    cup = _write(tmp_path / "2030", _cup())
    run_here(capsys, "import", "--format", "openfootball", cup, db=db)
    result = run_here(capsys, "standings", "Test Cup 2030", "--home", db=db)
    assert "for a league's table" in one_error_line(result)
    assert Venue.HOME.value == "home"


def test_a_goal_difference_of_none_is_written_0_as_tables_write_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Tables write 0, never +0 (and +6, -6 with their signs)."""
    from tests.helpers.seasons import round_robin, season_file

    path = season_file(tmp_path, "Zero League 2024/25", round_robin(["Alba", "Brea", "Cora"]))
    db = tmp_path / "z.sqlite3"
    run_here(capsys, "import", "--format", "openfootball", str(path), db=db)
    table = run_here(capsys, "standings", "Zero League 2024/25", db=db).stdout
    differences = [line.split()[8] for line in table.splitlines() if line[:3].strip().isdigit()]
    assert differences == ["+6", "0", "-6"], table


def test_a_points_adjustment_in_a_tournament_is_refused_and_nothing_stored(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """-3 for Qatar at the World Cup said "deducted", then crashed with a traceback;
    it was stored all the same, and the group table never counted it."""
    from tests.services.test_results_import import _cup, _write

    db = tmp_path / "cup.sqlite3"
    cup = _write(tmp_path / "2030", _cup())
    run_here(capsys, "import", "--format", "openfootball", cup, db=db)
    refused = run_here(capsys, "adjust", "Test Cup 2030", "Reds", "-3", "--reason", "x", db=db)
    assert one_error_line(refused).endswith(
        "Test Cup 2030 has no league table: its group tables count no points adjustments, "
        "only a league season's table does"
    )
    assert refused.stdout == ""
    listed = run_here(capsys, "adjust", "Test Cup 2030", db=db).stdout
    assert listed == "Test Cup 2030: no points adjustments recorded\n"


@needs_leagues
def test_a_league_match_has_its_table_runs_and_title_in_its_key_stats(
    library: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    database = open_database(str(library), backups=0)
    try:
        with database.reading() as session:
            from sqlalchemy import text

            match_id = session.execute(
                text(
                    "SELECT id FROM match WHERE home_name = 'Bayer 04 Leverkusen' "
                    "AND date = '2024-04-14'"
                )
            ).scalar_one()
    finally:
        database.close()
    out = run_here(capsys, "facts", str(match_id), db=library).stdout
    scope = " (Deutsche Bundesliga 2023-24, as of this match)"
    # A place counts the deductions recorded: none are, for the Bundesliga, and it says so.
    placed = (
        " (Deutsche Bundesliga 2023-24, as of this match; no points deduction or award recorded)"
    )
    for line in (
        "Bayer 04 Leverkusen: 1st with 76 points before the match, 1st with 79 points after",
        "SV Werder Bremen: 12th with 31 points before the match, 12th with 31 points after",
    ):
        assert f"- {line}{placed}" in out.splitlines()
    # A sentence ending in a note of its own takes the scope into that bracket.
    for line in (
        "Bayer 04 Leverkusen: 29 league matches unbeaten (every league match of the season",
        # No points deduction or award recorded for the Bundesliga: on results alone.
        "Bayer 04 Leverkusen are champions on results alone: 16 points clear with 5 matches "
        "left, out of anyone's reach (no points deduction or award recorded",
    ):
        assert f"- {line}; {scope.removeprefix(' (')}" in out.splitlines()
    assert out.count("are champions") == 1


@needs_leagues
def test_relegation_is_said_on_the_match_that_made_it_certain(
    library: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from sqlalchemy import text

    database = open_database(str(library), backups=0)
    try:
        with database.reading() as session:
            match_id = session.execute(
                text(
                    "SELECT id FROM match WHERE home_name = 'Newcastle United FC' "
                    "AND away_name = 'Sheffield United FC' AND date = '2024-04-27'"
                )
            ).scalar_one()
    finally:
        database.close()
    out = run_here(capsys, "facts", str(match_id), db=library).stdout
    assert (
        "- Sheffield United FC are relegated: no longer able to climb out of the bottom places"
        " (English Premier League 2023-24, as of this match)"
    ) in out.splitlines()
    # The season's deductions are recorded here: the places count them, said as facts.
    assert any(
        line.startswith("- Sheffield United FC: 20th with ")
        and line.endswith(" (English Premier League 2023-24, as of this match)")
        for line in out.splitlines()
    )


@needs_leagues
def test_table_rules_typed_by_hand_into_the_rules_json_are_refused_in_one_line(
    library: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bad = '{"table": {"win": "three"}}'
    refused = run_here(capsys, "rules", "Italian Serie A", "--rules", bad, db=library)
    assert "table: win: 'three' is not a number of points" in one_error_line(refused)
    assert _final(library, "Italian Serie A 2023/24") == SERIE_A_2023_24
    # Rules stored some other way (an older version, a hand-edited file) are named.
    database = open_database(str(library), backups=0)
    try:
        with database.writing() as session:
            from sqlalchemy import text

            session.execute(
                text("UPDATE competition SET rules = :r WHERE name = 'Italian Serie A'"),
                {"r": bad},
            )
    finally:
        database.close()
    result = run_here(capsys, "standings", "Italian Serie A 2023/24", db=library)
    assert "set them with rules --table" in one_error_line(result)
    run_here(capsys, "rules", "Italian Serie A", "--table", "", db=library)
    assert _final(library, "Italian Serie A 2023/24") == SERIE_A_2023_24


@needs_leagues
def test_a_league_matchs_sheet_prints_the_table_before_and_after_it(
    library: Path, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    from sqlalchemy import text

    database = open_database(str(library), backups=0)
    try:
        with database.reading() as session:
            match_id = session.execute(
                text(
                    "SELECT id FROM match WHERE home_name = 'Bayer 04 Leverkusen' "
                    "AND date = '2024-04-14'"
                )
            ).scalar_one()
    finally:
        database.close()
    out = tmp_path / "sheet.txt"
    result = run_here(
        capsys, "export", str(match_id), "--format", "txt", "-o", str(out), db=library
    )
    assert result.returncode == 0, result.stderr
    lines = out.read_text("utf-8").splitlines()
    # A Bundesliga sheet is written in German, its key stats too.
    before = next(line for line in lines if line.startswith("- Tabelle vor dem Spiel: "))
    after = next(line for line in lines if line.startswith("- Tabelle nach dem Spiel: "))
    assert before.split(": ", 1)[1].startswith("1 Bayer 04 Leverkusen 76 · 2 FC Bayern München 63")
    assert after.split(": ", 1)[1].startswith("1 Bayer 04 Leverkusen 79 · 2 FC Bayern München 63")
    assert after.endswith("· 18 SV Darmstadt 98 14 (keine Punktabzüge oder -gutschriften erfasst)")
    # facts says what the sheet says (it left the tables out).
    facts = run_here(capsys, "facts", str(match_id), "--lang", "de", db=library).stdout
    assert before in facts.splitlines() and after in facts.splitlines()


def test_a_table_says_how_many_matches_it_counts_and_why_not_the_rest(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A season whose file stops short: a match with no score though its day has passed,
    one postponed, one still to come. The table counts the two played and says so."""
    import json

    matches = [
        {"round": "Matchday 1", "date": "2024-08-01", "team1": "Alba", "team2": "Brea",
         "score": {"ft": [2, 0]}},
        {"round": "Matchday 1", "date": "2024-08-01", "team1": "Cora", "team2": "Dene",
         "score": {"ft": [1, 1]}},
        {"round": "Matchday 2", "date": "2024-08-08", "team1": "Brea", "team2": "Cora"},
        {"round": "Matchday 2", "date": "2024-08-08", "team1": "Dene", "team2": "Alba",
         "status": "postponed"},
        {"round": "Matchday 3", "date": "2999-08-15", "team1": "Alba", "team2": "Cora"},
    ]  # fmt: skip
    path = tmp_path / "league.json"
    path.write_text(json.dumps({"name": "Test League 2024/25", "matches": matches}), "utf-8")
    db = tmp_path / "m.sqlite3"
    run_here(capsys, "import", "--format", "openfootball", str(path), db=db)
    out = run_here(capsys, "standings", "Test League 2024/25", db=db).stdout
    assert (
        "2 of 5 matches counted; not counted: 1 whose day has passed with no result "
        "stored, 1 postponed, 1 to play; no points deduction or award recorded (results "
        "files carry none: a published table counts them)."
    ) in out.splitlines()
    found = json.loads(run_here(capsys, "standings", "Test League", "--json", db=db).stdout)
    assert found["count"] == {
        "counted": 2,
        "total": 5,
        "not_counted": {"unknown": 1, "postponed": 1, "to play": 1},
        "short": None,
    }
    # As of a day, only the matches up to it: the first matchday, all of it counted.
    early = run_here(
        capsys, "standings", "Test League 2024/25", "--as-of", "2024-08-02", db=db
    ).stdout
    assert "All 2 matches counted; no points deduction or award recorded" in early
    # Once one is recorded, the table counts it and says so under it instead.
    run_here(capsys, "adjust", "Test League 2024/25", "Alba", "-1", "--reason", "late", db=db)
    adjusted = run_here(capsys, "standings", "Test League 2024/25", db=db).stdout
    assert "no points deduction" not in adjusted and "* Alba -1: late" in adjusted


def test_a_postponed_play_off_round_says_so_and_comes_after_the_rounds_played(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Regression: Serie B's 2024-25 play-out, both legs given as postponed on days
    before the play-off semi-finals, was "to be played, or its score is not known" and
    listed between the play-off's first round and its semi-finals."""
    import json

    matches = [
        {"round": "Matchday 1", "date": "2024-08-01", "team1": "Alba", "team2": "Brea",
         "score": {"ft": [2, 0]}},
        {"round": "Matchday 1", "date": "2024-08-01", "team1": "Cora", "team2": "Dene",
         "score": {"ft": [1, 1]}},
        {"round": "Playoff, Round 1", "date": "2024-09-01", "team1": "Alba", "team2": "Cora",
         "score": {"ft": [1, 0]}},
        {"round": "Playout, Final", "date": "2024-09-02", "team1": "Brea", "team2": "Dene",
         "score": {}, "status": "postponed"},
        {"round": "Playout, Final", "date": "2024-09-09", "team1": "Dene", "team2": "Brea",
         "score": {}, "status": "postponed"},
        {"round": "Playoff, Final", "date": "2024-09-05", "team1": "Alba", "team2": "Dene",
         "score": {"ft": [2, 1]}},
    ]  # fmt: skip
    path = tmp_path / "league.json"
    path.write_text(json.dumps({"name": "Test League 2024/25", "matches": matches}), "utf-8")
    db = tmp_path / "m.sqlite3"
    run_here(capsys, "import", "--format", "openfootball", str(path), db=db)
    out = run_here(capsys, "standings", "Test League 2024/25", db=db).stdout.splitlines()
    assert "  Brea v Dene: postponed" in out
    headings = [line.split(" – ", 1)[1] for line in out if " – " in line]
    assert headings[-3:] == ["Playoff, Round 1", "Playoff, Final", "Playout, Final"]


def test_a_season_whose_file_stops_short_is_not_called_complete(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Morocco's 2024/25 file stops after matchday 25 of 30 with no fixture for the
    rest: its table said "All 200 matches counted", every team on P 25, the leaders'
    points looking final. Here 4 teams, the file stopping after matchday 4 of 6."""
    import json

    from tests.helpers.seasons import round_robin, season_file

    teams = ["Alba", "Brea", "Cora", "Dene"]
    path = season_file(tmp_path, "Short League 2024/25", round_robin(teams, matchdays=4))
    db = tmp_path / "m.sqlite3"
    run_here(capsys, "import", "--format", "openfootball", str(path), db=db)
    out = run_here(capsys, "standings", "Short League 2024/25", db=db).stdout
    assert "All 8 matches counted" not in out
    assert (
        "8 matches counted; a double round robin of 4 teams has 12: 4 are not in the "
        "library; no points deduction or award recorded (results files carry none: a "
        "published table counts them)."
    ) in out.splitlines()
    found = json.loads(run_here(capsys, "standings", "Short League", "--json", db=db).stdout)
    assert found["count"]["short"] == {
        "round_robin": "double",
        "teams": 4,
        "matches": 12,
        "not_in_library": 4,
    }
    # The matches missing are the season's, whatever day the table is as of.
    early = run_here(capsys, "standings", "Short League", "--as-of", "2024-08-10", db=db).stdout
    assert "4 matches counted; a double round robin of 4 teams has 12: 4 are not" in early
    # The whole season imported: nothing missing, and nothing said.
    whole = season_file(tmp_path, "Short League 2024/25", round_robin(teams))
    run_here(capsys, "import", "--format", "openfootball", str(whole), db=db)
    out = run_here(capsys, "standings", "Short League 2024/25", db=db).stdout
    assert "All 12 matches counted; no points deduction" in out
    assert "not in the library" not in out


def test_the_positions_grid_counts_the_adjustments_from_their_day_and_says_so(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The grid left out points deductions, silently: Everton 14th after matchday 12
    of 2023/24 (the table as of 17 November: 19th on 4 points) and 12th after matchday
    38 (the table: 15th). Here Alba's 7 points from the day after matchday 3, and
    Dene's 1 on no day recorded."""
    import json

    from tests.helpers.seasons import round_robin, season_file

    teams = ["Alba", "Brea", "Cora", "Dene"]
    path = season_file(tmp_path, "Grid League 2024/25", round_robin(teams))
    db = tmp_path / "m.sqlite3"
    run_here(capsys, "import", "--format", "openfootball", str(path), db=db)
    before = run_here(capsys, "standings", "Grid League", "--positions", db=db).stdout
    alba = next(line for line in before.splitlines() if line.startswith("Alba"))
    assert alba.split() == ["Alba", "2", "2", "1", "1", "1", "1"]
    assert "adjustment" not in before
    # Matchday 3 on 2024-08-17, matchday 4 on the 24th.
    adjust = ("adjust", "Grid League 2024/25")
    run_here(capsys, *adjust, "Alba", "-7", "--reason", "breach", "--date", "2024-08-20", db=db)
    run_here(capsys, *adjust, "Dene", "-1", "--reason", "late", db=db)
    table = run_here(capsys, "standings", "Grid League", db=db).stdout
    order = [line.split()[1] for line in table.splitlines()[2:6]]
    lines = run_here(capsys, "standings", "Grid League", "--positions", db=db).stdout.splitlines()
    grid = {line.split()[0]: line.split()[1:] for line in lines[2:6]}
    assert grid["Alba"] == ["2", "2", "3", "2", "2", "2"]
    # After matchday 3: the table as of any day before matchday 4.
    then = run_here(capsys, "standings", "Grid League", "--as-of", "2024-08-20", db=db).stdout
    assert [line.split()[1] for line in then.splitlines()[2:6]] == [
        team for team, places in sorted(grid.items(), key=lambda item: int(item[1][2]))
    ]
    # The last matchday's places are the table's.
    assert [team for team, _ in sorted(grid.items(), key=lambda item: int(item[1][-1]))] == order
    assert lines[6:] == [
        "    Points adjustments, each counted from the last matchday played by the day it "
        "took effect (by the day most of its matches were played):",
        "    * Alba -7: breach – from 2024-08-20: after matchday 3 on",
        "    * Dene -1: late – counted after every matchday (no date recorded)",
    ]
    found = json.loads(
        run_here(capsys, "standings", "Grid League", "--positions", "--json", db=db).stdout
    )
    [regular] = found["grids"]
    assert (regular["title"], regular["matchdays"]) == ("Table", [1, 2, 3, 4, 5, 6])
    assert found["positions"] == regular["positions"]
    assert regular["adjustments"] == [
        {"team": "Alba", "points": -7, "reason": "breach", "effective": "2024-08-20",
         "from_matchday": 3},
        {"team": "Dene", "points": -1, "reason": "late", "effective": None,
         "from_matchday": 1},
    ]  # fmt: skip


def test_the_positions_grid_of_a_season_whose_tables_are_its_phases(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Liga MX 2024/25 (Apertura and Clausura) and the Champions League's league phase
    have no regular season of matchdays: "--positions" said "no matchdays played"
    after 306 and 144 matches. Each table of its own has its grid."""
    import json

    from tests.helpers.seasons import round_robin, season_file

    teams = ["Alba", "Brea", "Cora", "Dene"]
    halves = [
        *round_robin(teams, meetings=1, phase="Apertura"),
        *round_robin(teams, meetings=1, phase="Clausura", start="2025-01-04"),
    ]
    path = season_file(tmp_path, "Halves League 2024/25", halves)
    db = tmp_path / "m.sqlite3"
    run_here(capsys, "import", "--format", "openfootball", str(path), db=db)
    run_here(capsys, "adjust", "Halves League 2024/25", "Alba", "-3", "--reason", "x", db=db)
    out = run_here(capsys, "standings", "Halves League", "--positions", db=db).stdout
    assert "no matchdays played" not in out
    lines = out.splitlines()
    assert lines[0] == "Halves League 2024-25 – Apertura – position after each matchday"
    assert lines[1].split() == ["Matchday", "1", "2", "3"]
    assert "Halves League 2024-25 – Clausura – position after each matchday" in lines
    # Their tables count no adjustment: nor do the grids, and they say so.
    assert lines.count("    * Alba -3: x") == 2
    assert (
        "    Points adjustments recorded, not counted here (the Apertura table counts none):"
    ) in lines
    found = json.loads(
        run_here(capsys, "standings", "Halves League", "--positions", "--json", db=db).stdout
    )
    assert [g["title"] for g in found["grids"]] == ["Apertura", "Clausura"]
    assert found["positions"] == {}
    assert found["grids"][0]["adjustments"][0]["from_matchday"] is None
    # A league phase: each team meets two of the others, on two matchdays.
    phase = [
        {"round": f"League, Matchday {day}", "date": f"2024-09-{day + 16}", "team1": home,
         "team2": away, "score": {"ft": [1, 0]}}
        for day, home, away in [(1, "Alba", "Brea"), (1, "Cora", "Dene"), (1, "Eske", "Fara"),
                                (2, "Brea", "Cora"), (2, "Dene", "Eske"), (2, "Fara", "Alba")]
    ]  # fmt: skip
    path = season_file(tmp_path, "Phase Cup 2024/25", phase)
    run_here(capsys, "import", "--format", "openfootball", str(path), db=db)
    out = run_here(capsys, "standings", "Phase Cup 2024/25", "--positions", db=db).stdout
    lines = out.splitlines()
    assert lines[0] == "Phase Cup 2024-25 – League phase – position after each matchday"
    assert len(lines) == 8 and lines[2].split()[0] == "Alba"


def test_an_adjustment_no_table_counts_is_said_under_the_tables(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """-3 for Liverpool in the Champions League was "deducted", and its league phase went
    on showing 21 points with no mark and no word: only --positions said it."""
    import json

    from tests.helpers.seasons import round_robin, season_file

    halves = [
        *round_robin(["Alba", "Brea", "Cora"], meetings=1, phase="Apertura"),
        *round_robin(["Alba", "Brea", "Cora"], meetings=1, phase="Clausura", start="2025-01-04"),
    ]
    path = season_file(tmp_path, "Halves League 2024/25", halves)
    db = tmp_path / "m.sqlite3"
    run_here(capsys, "import", "--format", "openfootball", str(path), db=db)
    done = run_here(capsys, "adjust", "Halves League 2024/25", "Alba", "-3", "--reason", "x", db=db)
    assert "warning: recorded, but the Apertura and Clausura tables count none" in done.stderr
    out = run_here(capsys, "standings", "Halves League 2024/25", db=db).stdout
    assert (
        "Points adjustments recorded, not counted in these tables (a table of its own counts "
        "none): Alba -3 (x)."
    ) in out
    found = json.loads(
        run_here(capsys, "standings", "Halves League 2024/25", "--json", db=db).stdout
    )
    assert found["adjustments_not_counted"] == [{"team": "Alba", "points": -3, "reason": "x"}]


def test_a_club_written_with_or_without_fc_is_one_team_across_seasons(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Birmingham City FC (2023-24) and Birmingham City (2024-25's League One file) were
    two teams of 46 matches each, their records split, and the import said nothing."""
    from tests.helpers.seasons import round_robin, season_file

    (tmp_path / "a").mkdir()
    (tmp_path / "b").mkdir()
    first = season_file(
        tmp_path / "a",
        "Test League 2023/24",
        round_robin(["Alba FC", "Brea", "Cora", "Dene"], start="2023-08-05"),
    )
    second = season_file(
        tmp_path / "b",
        "Test League 2024/25",
        round_robin(["Alba", "Brea", "Cora", "Dene"], start="2024-08-10"),
    )
    db = tmp_path / "m.sqlite3"
    done = run_here(capsys, "import", "--format", "openfootball", str(first), str(second), db=db)
    assert done.returncode == 0, done.stderr
    # A notice, not a data error: the file is not wrong (regression).
    assert (
        "notice: Test League 2024-25: Alba is stored as Alba FC, as the library already "
        "names the club"
    ) in done.stdout.splitlines()
    assert "data error" not in done.stdout + done.stderr
    stats = run_here(capsys, "stats", "--team", "Alba", db=db).stdout
    assert stats.splitlines()[0] == "Alba FC" and "played 12" in stats
