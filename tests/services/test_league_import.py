"""Importing every shipped league season: stored once, data errors named, logged matches linked."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlalchemy import text

from tracker.app import demo_text
from tracker.services.matches import MatchService
from tracker.services.results import ResultsService, describe_report, describe_result
from tracker.store.db import Database, open_database

LEAGUES = Path(__file__).parents[2] / ".." / "shared" / "data" / "openfootball-leagues"
needs_leagues = pytest.mark.skipif(
    not LEAGUES.is_dir(), reason="the openfootball league files are not beside the repository"
)


def league_files() -> list[str]:
    """Every shipped league season file."""
    return sorted(str(p) for p in LEAGUES.glob("*/*.json"))


@pytest.fixture
def db() -> Iterator[Database]:
    database = open_database("sqlite://")
    yield database
    database.close()


def _logged_burnley_city(db: Database) -> int:
    """The demo's log, set as Burnley v Manchester City on the season's opening night."""
    data = json.loads(demo_text())
    data["match"].update(
        competition="English Premier League 2023-24", stage="Matchday 1", date="2023-08-11"
    )
    data["home"]["name"], data["away"]["name"] = "Burnley FC", "Manchester City FC"
    return MatchService(db).import_text(json.dumps(data))


@needs_leagues
def test_every_league_file_imports_once_and_names_its_errors(db: Database) -> None:
    files = league_files()
    assert len(files) == 36
    logged = _logged_burnley_city(db)
    report = ResultsService(db).import_files(files)
    assert report.new + len(report.linked) == 11835 and report.linked == [logged]
    assert any("score: Burnley FC 2-1 Manchester City FC here" in d for d in report.differences)
    shootouts = [p for p in report.problems if "shootout is given as 4-4" in p]
    assert len(shootouts) == 2
    assert any("Liverpool FC (ENG) v Paris Saint-Germain FC (FRA)" in p for p in shootouts)
    assert any(
        "UEFA Champions League 2024-25" in p
        and "Finals, Final" in p
        and "does not give its result" in p
        for p in report.problems
    )
    # Morocco's 2024-25 file stops after matchday 25: the only season file short of
    # its double round robin (every other holds each match, played or to be played).
    [short] = [p for p in report.problems if "the regular season holds" in p]
    assert short.startswith("Morocco Botola Pro 1 2024-25: the regular season holds 200 of ")
    assert "240 matches of a double round robin of 16 teams: 40 are not in the file" in short
    lines = describe_report(report)
    assert all("\n" not in line for line in lines)
    assert sum(line.startswith("data error: ") for line in lines) == len(report.problems)
    with db.reading() as session:
        rows = session.execute(
            text(
                "SELECT e.name, e.season, c.kind FROM edition e JOIN competition c "
                "ON c.id = e.competition_id"
            )
        ).all()
        level = session.execute(
            text(
                "SELECT so_home, extra_time, home_score, away_score, status FROM match "
                "WHERE home_name = 'Liverpool FC' AND date = '2025-03-11'"
            )
        ).one()
        final = session.execute(
            text(
                "SELECT record, status FROM match WHERE date = '2025-05-31' "
                "AND round = 'Finals, Final' AND competition LIKE 'UEFA%'"
            )
        ).one()
        round_ = session.execute(
            text(f"SELECT round, round_stage, edition_id FROM match WHERE id = {logged}")
        ).one()
    assert len(rows) == 36 and {r.kind for r in rows} == {"league"}
    assert ("English Premier League 2023-24", "2023-24", "league") in [tuple(r) for r in rows]
    assert tuple(level) == (None, True, 0, 1, "finished, shootout not known")
    with db.reading() as session:
        level_id = session.execute(
            text("SELECT id FROM match WHERE home_name = 'Liverpool FC' AND date = '2025-03-11'")
        ).scalar_one()
    shown = describe_result(ResultsService(db).stored(level_id))  # type: ignore[arg-type]
    assert shown[0].startswith("Liverpool FC 0-1 aet")
    assert "shootout: not known (the source gives it as level, which no shootout ends)" in shown
    assert tuple(final) == ("fixture", "result unknown")
    assert (round_.round, round_.round_stage) == ("Matchday 1", "")
    # The logged match's key stats (the Key stats tab, its sheet) give the table after it.
    from tracker.services.records import RecordsService

    stats = [s.text for s in RecordsService(db).key_stats(logged) if s.kind == "table"]
    assert stats == [
        "Burnley FC: 1st with 3 points after the match",
        "Manchester City FC: 20th with 0 points after the match",
    ]
    again = ResultsService(db).import_files(files)
    assert (again.new, again.updated, again.unchanged, again.linked) == (0, 0, 11835, [])
    # A club is one team in its league and in the Champions League; none is written
    # with its country any more.
    with db.reading() as session:
        teams = [r.name for r in session.execute(text("SELECT name FROM team"))]
        liverpool = session.execute(
            text(
                "SELECT COUNT(DISTINCT competition) FROM match m JOIN team t "
                "ON t.id = m.home_team_id WHERE t.name = 'Liverpool FC'"
            )
        ).scalar_one()
    assert not [t for t in teams if t.endswith(")") and "(" in t]
    assert len(teams) == len(set(teams)) and liverpool == 3  # two seasons and the CL


def _club_files(tmp_path: Path) -> list[str]:
    """A league season and a European competition naming its clubs with their country."""

    def match(rnd: str, date: str, home: str, away: str, ft: list[int]) -> dict[str, object]:
        return {"round": rnd, "date": date, "team1": home, "team2": away, "score": {"ft": ft}}

    league = {
        "name": "Test League 2029/30",
        "matches": [match("Matchday 1", "2029-08-10", "Liverpool FC", "Arsenal FC", [1, 0])],
    }
    cup = {
        "name": "UEFA Champions League 2029/30",
        "matches": [
            match("League, Matchday 1", "2029-09-17", "Liverpool FC (ENG)", "PSV (NED)", [2, 0]),
            match("League, Matchday 2", "2029-10-01", "PSV (NED)", "Arsenal FC (ENG)", [1, 1]),
        ],
    }
    paths = []
    for name, data in (("league.json", league), ("cl.json", cup)):
        (tmp_path / name).write_text(json.dumps(data), encoding="utf-8")
        paths.append(str(tmp_path / name))
    return paths


def _teams_and_matches(db: Database) -> tuple[list[str], list[tuple[str, str, str]]]:
    with db.reading() as session:
        teams = sorted(r.name for r in session.execute(text("SELECT name FROM team")))
        matches = session.execute(
            text(
                "SELECT h.name, a.name, m.home_name FROM match m JOIN team h ON "
                "h.id = m.home_team_id JOIN team a ON a.id = m.away_team_id ORDER BY m.date"
            )
        ).all()
    return teams, [tuple(m) for m in matches]


def test_a_club_is_one_team_in_its_league_and_in_europe(db: Database, tmp_path: Path) -> None:
    files = _club_files(tmp_path)
    first = ResultsService(db).import_files(files)
    teams, matches = _teams_and_matches(db)
    assert teams == ["Arsenal FC", "Liverpool FC", "PSV"]
    assert matches == [
        ("Liverpool FC", "Arsenal FC", "Liverpool FC"),
        ("Liverpool FC", "PSV", "Liverpool FC"),
        ("PSV", "Arsenal FC", "PSV"),
    ]
    again = ResultsService(db).import_files(files)
    assert (first.new, again.new, again.updated, again.unchanged) == (3, 0, 0, 3)


def test_a_library_imported_with_the_country_in_the_names_is_put_right_by_a_reimport(
    db: Database, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from tracker.opendata.openfootball import league as openfootball_league

    files = _club_files(tmp_path)
    with monkeypatch.context() as old_reader:  # the reader before clubs lost their country
        old_reader.setattr(openfootball_league, "_club_names", lambda _matches, _problems: {})
        ResultsService(db).import_files(files)
    teams, _ = _teams_and_matches(db)
    assert "Liverpool FC (ENG)" in teams
    report = ResultsService(db).import_files(files)
    # The same two matches, now the league's clubs; no match is stored twice.
    assert (report.new, report.updated, report.unchanged) == (0, 2, 1)
    teams, matches = _teams_and_matches(db)
    assert [m[:2] for m in matches] == [
        ("Liverpool FC", "Arsenal FC"),
        ("Liverpool FC", "PSV"),
        ("PSV", "Arsenal FC"),
    ]
    # The old teams stay, with no match, until removed: nothing else is changed.
    assert "Liverpool FC (ENG)" in teams
    again = ResultsService(db).import_files(files)
    assert (again.new, again.updated, again.unchanged) == (0, 0, 3)


def test_a_club_its_league_writes_by_a_short_name_is_one_team_with_it(
    db: Database, tmp_path: Path
) -> None:
    def match(rnd: str, date: str, home: str, away: str) -> dict[str, object]:
        return {"round": rnd, "date": date, "team1": home, "team2": away, "score": {"ft": [1, 0]}}

    league = {
        "name": "Österr. Bundesliga 2029/30",
        "matches": [match("Matchday 1", "2029-08-10", "Sturm Graz", "RB Salzburg")],
    }
    cup = {"name": "UEFA Champions League 2029/30", "matches": [
        match("League, Matchday 1", "2029-09-17", "SK Sturm Graz (AUT)", "PSV (NED)"),
        match("League, Matchday 2", "2029-10-01", "PSV (NED)", "FC Red Bull Salzburg (AUT)"),
        # A club of that name from elsewhere is not the Austrian one.
        match("League, Matchday 3", "2029-10-22", "SK Sturm Graz (GER)", "PSV (NED)"),
    ]}  # fmt: skip
    paths = []
    for name, data in (("league.json", league), ("cl.json", cup)):
        (tmp_path / name).write_text(json.dumps(data), encoding="utf-8")
        paths.append(str(tmp_path / name))
    ResultsService(db).import_files(paths)
    teams, _ = _teams_and_matches(db)
    assert teams == ["PSV", "RB Salzburg", "SK Sturm Graz (AUT)", "SK Sturm Graz (GER)",
                     "Sturm Graz"]  # fmt: skip
    cup["matches"] = cup["matches"][:2]  # type: ignore[index]
    (tmp_path / "cl.json").write_text(json.dumps(cup), encoding="utf-8")
    ResultsService(db).import_files(paths)
    _, matches = _teams_and_matches(db)
    assert [m[:2] for m in matches][:3] == [
        ("Sturm Graz", "RB Salzburg"), ("Sturm Graz", "PSV"), ("PSV", "RB Salzburg"),
    ]  # fmt: skip


@needs_leagues
def test_every_champions_league_club_with_a_league_file_is_one_team_with_its_league(
    db: Database,
) -> None:
    ResultsService(db).import_files(league_files())
    with db.reading() as session:
        rows = session.execute(
            text(
                "SELECT DISTINCT t.name, c.name FROM match m JOIN edition e ON e.id = m.edition_id "
                "JOIN competition c ON c.id = e.competition_id JOIN team t "
                "ON t.id IN (m.home_team_id, m.away_team_id)"
            )
        ).all()
    europe = {t for t, c in rows if c == "UEFA Champions League"}
    national = {t for t, c in rows if c != "UEFA Champions League"}
    # The clubs from countries whose league has no file here are the only ones apart.
    assert sorted(europe - national) == [
        "AC Sparta Praha", "BSC Young Boys", "FK Crvena Zvezda", "FK Shakhtar Donetsk",
        "GNK Dinamo Zagreb", "ŠK Slovan Bratislava",
    ]  # fmt: skip
