"""A league match's key stats on seasons the tests make: the title and relegation on
the match that decided them, and the first win at a ground since a date."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tracker.core.results.ties import Leg, ties
from tracker.services.leagues import LeagueService, aggregate_line
from tracker.services.records import RecordsService
from tracker.services.results import ResultsService
from tracker.store.db import Database, open_database

#: What a table line of a season without points adjustments ends with.
NONE_RECORDED = "(no points deduction or award recorded)"


def _m(day: int, date: str, home: str, away: str, score: tuple[int, int]) -> dict[str, Any]:
    return {"round": f"Matchday {day}", "date": date, "team1": home, "team2": away,
            "score": {"ft": list(score)}}  # fmt: skip


def _import(db: Database, tmp_path: Path, name: str, matches: list[dict[str, Any]]) -> int:
    path = tmp_path / f"{name.replace('/', '-')}.json"
    path.write_text(json.dumps({"name": name, "matches": matches}), "utf-8")
    ResultsService(db).import_files([str(path)])
    return RecordsService(db).find_edition(name).id


def _match_id(db: Database, home: str, away: str, date: str) -> int:
    from sqlalchemy import text

    with db.reading() as session:
        return int(
            session.execute(
                text("SELECT id FROM match WHERE home_name = :h AND away_name = :a AND date = :d"),
                {"h": home, "a": away, "d": date},
            ).scalar_one()
        )


def _texts(db: Database, match_id: int, edition_id: int) -> list[str]:
    return [s.text for s in LeagueService(db).key_stats(match_id, edition_id)]


@pytest.fixture
def db(tmp_path: Path) -> Any:
    database = open_database(tmp_path / "m.sqlite3", backups=0)
    yield database
    database.close()


# Four teams, a double round robin; matchday 5 is played on one day. Alba clinch the
# title only by their own win together with Cora's defeat on that day: the sentence
# belongs to Alba's match, though the other one is stored after it.
SEASON = [
    _m(1, "2030-08-01", "Alba", "Cora", (1, 1)), _m(1, "2030-08-01", "Brea", "Dola", (0, 0)),
    _m(2, "2030-08-08", "Alba", "Dola", (2, 0)), _m(2, "2030-08-08", "Brea", "Cora", (0, 1)),
    _m(3, "2030-08-15", "Cora", "Alba", (0, 2)), _m(3, "2030-08-15", "Dola", "Brea", (1, 1)),
    _m(4, "2030-08-22", "Dola", "Alba", (0, 1)), _m(4, "2030-08-22", "Cora", "Brea", (2, 0)),
    _m(5, "2030-08-29", "Alba", "Brea", (1, 0)), _m(5, "2030-08-29", "Cora", "Dola", (0, 1)),
    _m(6, "2030-09-05", "Dola", "Cora", (0, 0)), _m(6, "2030-09-05", "Brea", "Alba", (0, 0)),
]  # fmt: skip


def test_the_title_is_said_on_the_leaders_match_not_another_of_that_day(
    db: Database, tmp_path: Path
) -> None:
    edition = _import(db, tmp_path, "Test League 2030/31", SEASON)
    won = (
        "Alba are champions on results alone: 6 points clear with 1 match left, out of "
        "anyone's reach (no points deduction or award recorded)"
    )
    alba = _match_id(db, "Alba", "Brea", "2030-08-29")
    other = _match_id(db, "Cora", "Dola", "2030-08-29")
    assert alba < other  # stored first: the other was counted last
    assert won in _texts(db, alba, edition)
    assert not any("champions" in t for t in _texts(db, other, edition))
    for match in (_match_id(db, "Brea", "Alba", "2030-09-05"),):
        assert not any("champions" in t for t in _texts(db, match, edition))


def test_relegation_is_said_on_the_relegated_teams_match_not_another_of_that_day(
    db: Database, tmp_path: Path
) -> None:
    edition = _import(db, tmp_path, "Test League 2030/31", SEASON)
    competition = RecordsService(db).find_edition("Test League 2030/31").competition_id
    LeagueService(db).set_table_rules(competition, '{"relegated": 1}')
    # Dola's draw, stored first that day, already leaves Brea unable to climb out; but
    # Brea play too, and the sentence is theirs.
    down = (
        "Brea are relegated on results alone: no longer able to climb out of the bottom "
        "places (no points deduction or award recorded)"
    )
    said = [
        (m["team1"], m["team2"])
        for m in SEASON
        if down in _texts(db, _match_id(db, m["team1"], m["team2"], m["date"]), edition)
    ]
    assert said == [("Brea", "Alba")]


def _season(year: int, visits: list[tuple[int, int]]) -> list[dict[str, Any]]:
    """A season of two teams: Brea visit Alba once per result given, Alba pay each
    visit back."""
    out = []
    for i, score in enumerate(visits):
        out.append(_m(2 * i + 1, f"{year}-09-{1 + 14 * i:02d}", "Alba", "Brea", score))
        out.append(_m(2 * i + 2, f"{year}-10-{1 + 14 * i:02d}", "Brea", "Alba", (0, 0)))
    return out


#: Brea's visits to Alba: a win in 2026, none in the next five, a win on 1 September 2029.
SEASONS = {
    2026: [(0, 1), (2, 2)],
    2027: [(1, 1), (1, 0)],
    2028: [(2, 0), (0, 0)],
    2029: [(0, 2), (1, 1)],
}


def _ground(db: Database, tmp_path: Path, seasons: dict[int, list[dict[str, Any]]]) -> list[str]:
    for year, matches in seasons.items():
        _import(db, tmp_path, f"Test League {year}/{(year + 1) % 100:02d}", matches)
    edition = RecordsService(db).find_edition("Test League 2029/30").id
    texts = _texts(db, _match_id(db, "Alba", "Brea", "2029-09-01"), edition)
    return [t for t in texts if "at Alba" in t]


def test_a_first_win_at_a_ground_since_a_date_held_whole(db: Database, tmp_path: Path) -> None:
    seasons = {year: _season(year, visits) for year, visits in SEASONS.items()}
    # Five visits without a win since (the 2-2 on 15 September 2026 the first of them).
    said = "Brea's first Test League away win at Alba since 1 September 2026 (1-0)"
    assert _ground(db, tmp_path, seasons) == [said]
    # The same sentence in every place a match's key stats are: the window and facts
    # (the records' key stats) and the sheets (their lines, with the scope).
    match = _match_id(db, "Alba", "Brea", "2029-09-01")
    records = RecordsService(db)
    assert said in [s.text for s in records.key_stats(match)]
    assert f"{said} (Test League matches in the library, as of this match)" in (
        records.sheet_lines(match)
    )


def test_a_season_missing_leaves_only_the_visits_held_since(db: Database, tmp_path: Path) -> None:
    seasons = {year: _season(year, visits) for year, visits in SEASONS.items() if year != 2026}
    # 2026/27 is not in the library: whether Brea won there then is not known.
    assert _ground(db, tmp_path, seasons) == [
        "Brea's first Test League away win at Alba in the 4 visits held since 1 September 2027"
    ]


def test_the_visits_held_say_how_many_of_them_the_competition_awarded(
    db: Database, tmp_path: Path
) -> None:
    """Alba's 2027 home "win" over Brea was awarded: one of the four visits counted may
    never have been played out, and a reporter must not print four visits played."""
    seasons = {year: _season(year, visits) for year, visits in SEASONS.items() if year != 2026}
    seasons[2027][0] |= {"status": "awarded", "score": {"ft": [3, 0]}}
    assert _ground(db, tmp_path, seasons) == [
        "Brea's first Test League away win at Alba in the 4 visits held since 1 September "
        "2027 (1 of them awarded)"
    ]


def test_a_season_held_in_part_or_a_result_unknown_says_nothing(
    db: Database, tmp_path: Path
) -> None:
    seasons = {year: _season(year, visits) for year, visits in SEASONS.items()}
    seasons[2028] = seasons[2028][:1]  # one match of 2028/29 held: its visits are not known
    assert _ground(db, tmp_path, seasons) == []


def test_a_visit_whose_result_is_not_known_ends_what_is_known(db: Database, tmp_path: Path) -> None:
    seasons = {year: _season(year, visits) for year, visits in SEASONS.items()}
    del seasons[2028][2]["score"]  # 15 September 2028: played, its score not in the file
    assert _ground(db, tmp_path, seasons) == []


def _timed(
    day: int, date: str, time: str | None, home: str, away: str, score: tuple[int, int]
) -> dict[str, Any]:
    match = _m(day, date, home, away, score)
    if time is not None:
        match["time"] = time
    return match


def _race(
    final: str | None = "16:00", early: str | None = "12:30", late: str | None = "17:30"
) -> list[dict[str, Any]]:
    """Four teams; Alba 11 points, Brea 9 before the last day, whose two matches kick
    off together (``final``), Brea's stored first. On matchday 5 Alba play at ``early``,
    Brea at ``late`` (stored first)."""
    return [
        _timed(1, "2030-08-01", "15:00", "Alba", "Brea", (1, 1)),
        _timed(1, "2030-08-01", "15:00", "Cora", "Dola", (0, 0)),
        _timed(2, "2030-08-08", "15:00", "Alba", "Cora", (2, 0)),
        _timed(2, "2030-08-08", "15:00", "Brea", "Dola", (1, 0)),
        _timed(3, "2030-08-15", "15:00", "Alba", "Dola", (1, 0)),
        _timed(3, "2030-08-15", "15:00", "Brea", "Cora", (2, 1)),
        _timed(4, "2030-08-22", "15:00", "Brea", "Alba", (0, 0)),
        _timed(4, "2030-08-22", "15:00", "Dola", "Cora", (1, 1)),
        _timed(5, "2030-08-29", late, "Dola", "Brea", (1, 1)),
        _timed(5, "2030-08-29", early, "Cora", "Alba", (0, 2)),
        _timed(6, "2030-09-05", final, "Cora", "Brea", (0, 2)),
        _timed(6, "2030-09-05", final, "Dola", "Alba", (0, 1)),
    ]  # fmt: skip


def _places(db: Database, match_id: int, edition: int) -> list[str]:
    return [s.text for s in LeagueService(db).key_stats(match_id, edition) if s.kind == "table"]


def test_matches_kicking_off_together_stand_neither_before_nor_after_each_other(
    db: Database, tmp_path: Path
) -> None:
    edition = _import(db, tmp_path, "Test League 2030/31", _race())
    brea = _match_id(db, "Cora", "Brea", "2030-09-05")
    alba = _match_id(db, "Dola", "Alba", "2030-09-05")
    assert brea < alba  # stored first
    # At 16:00 Alba led on 11, Brea had 9: Brea's win of the same hour is not before
    # Alba's match; and when Brea's match ended, Alba's had ended too.
    assert "Alba: 1st with 11 points before the match, 1st with 14 points after" in (
        _places(db, alba, edition)
    )
    assert "Brea: 2nd with 9 points before the match, 2nd with 12 points after" in (
        _places(db, brea, edition)
    )
    lines = LeagueService(db).table_lines(alba, edition)
    assert lines == [
        "Table before the match: 1 Alba 11 · 2 Brea 9 · 3 Dola 3 · 4 Cora 2 " + NONE_RECORDED,
        "Table after the match: 1 Alba 14 · 2 Brea 12 · 3 Dola 3 · 4 Cora 2 " + NONE_RECORDED,
    ]
    assert LeagueService(db).table_lines(brea, edition) == lines


def test_a_match_later_the_same_day_is_not_before_an_earlier_one(
    db: Database, tmp_path: Path
) -> None:
    edition = _import(db, tmp_path, "Test League 2030/31", _race())
    early = _match_id(db, "Cora", "Alba", "2030-08-29")  # 12:30, stored second
    late = _match_id(db, "Dola", "Brea", "2030-08-29")  # 17:30
    assert "Alba: 1st with 8 points before the match, 1st with 11 points after" in (
        _places(db, early, edition)
    )
    # Alba's 12:30 win had ended before 17:30.
    assert LeagueService(db).table_lines(late, edition)[0] == (
        "Table before the match: 1 Alba 11 · 2 Brea 8 · 3 Dola 2 · 4 Cora 2 " + NONE_RECORDED
    )


def test_without_kick_off_times_the_places_are_the_days(db: Database, tmp_path: Path) -> None:
    # A results file without times: the matches of a day have no order, so no place
    # counts another match of that day before this one, and the place after is the
    # day's (whatever the order, every match of the day had ended by its end).
    edition = _import(db, tmp_path, "Test League 2030/31", _race(None, None, None))
    brea = _match_id(db, "Cora", "Brea", "2030-09-05")
    alba = _match_id(db, "Dola", "Alba", "2030-09-05")
    assert _places(db, alba, edition)[1] == (
        "Alba: 1st with 11 points before the day's matches, "
        "1st with 14 points after the day's matches"
    )
    assert _places(db, brea, edition)[1] == (
        "Brea: 2nd with 9 points before the day's matches, "
        "2nd with 12 points after the day's matches"
    )
    assert LeagueService(db).table_lines(brea, edition) == [
        "Table before the day's matches: 1 Alba 11 · 2 Brea 9 · 3 Dola 3 · 4 Cora 2 "
        + NONE_RECORDED,
        "Table after the day's matches: 1 Alba 14 · 2 Brea 12 · 3 Dola 3 · 4 Cora 2 "
        + NONE_RECORDED,
    ]
    # One kick-off known and the other not is no order either.
    other = tmp_path / "other"
    other.mkdir()
    mixed = open_database(other / "m.sqlite3", backups=0)
    try:
        edition = _import(mixed, other, "Test League 2030/31", _race("16:00", None, "17:30"))
        late = _match_id(mixed, "Dola", "Brea", "2030-08-29")
        assert _places(mixed, late, edition)[0] == (
            "Dola: 3rd with 2 points before the day's matches, "
            "3rd with 3 points after the day's matches"
        )
    finally:
        mixed.close()


def test_the_title_and_the_places_read_the_same_order(db: Database, tmp_path: Path) -> None:
    edition = _import(db, tmp_path, "Test League 2030/31", _race())
    alba = _match_id(db, "Dola", "Alba", "2030-09-05")
    brea = _match_id(db, "Cora", "Brea", "2030-09-05")
    champions = "Alba are champions"
    assert any(t.startswith(champions) for t in _texts(db, alba, edition))
    assert not any("champions" in t for t in _texts(db, brea, edition))


def test_certainty_without_an_adjustment_recorded_holds_on_results_alone(
    db: Database, tmp_path: Path
) -> None:
    edition = _import(db, tmp_path, "Test League 2030/31", SEASON)
    competition = RecordsService(db).find_edition("Test League 2030/31").competition_id
    leagues = LeagueService(db)
    leagues.set_table_rules(competition, '{"relegated": 1}')
    alba = _match_id(db, "Alba", "Brea", "2030-08-29")
    down = _match_id(db, "Brea", "Alba", "2030-09-05")
    # No deduction or award recorded: a published table may count one the files lack.
    assert (
        "Alba are champions on results alone: 6 points clear with 1 match left, out of "
        "anyone's reach (no points deduction or award recorded)"
    ) in _texts(db, alba, edition)
    assert (
        "Brea are relegated on results alone: no longer able to climb out of the bottom "
        "places (no points deduction or award recorded)"
    ) in _texts(db, down, edition)
    german = [s.text for s in leagues.key_stats(down, edition, "de")]
    assert any(t.startswith("Brea steigt allein nach den Ergebnissen ab") for t in german)
    # With one recorded, the tables count it: the plain wording.
    leagues.adjust(edition, "Dola", -1, "a breach of the rules")
    assert "Brea are relegated: no longer able to climb out of the bottom places" in (
        _texts(db, down, edition)
    )


def _two_legs(first: tuple[int, int], second: tuple[int, int], **last: object) -> list[Leg]:
    return [
        Leg("A", "B", *first, order=(1,)),
        Leg("B", "A", *second, order=(2,), **last),  # type: ignore[arg-type]
    ]


def test_a_tie_s_line_on_its_last_leg_s_sheet() -> None:
    """The sheet of a second leg states the aggregate and who went through, and how
    where the goals alone did not settle it; or that who went through is not known."""
    [plain] = ties(_two_legs((2, 0), (1, 0)), "Round of 16")
    assert aggregate_line(plain) == "Aggregate: A 2-1 B; A through"
    [away] = ties(_two_legs((1, 2), (0, 1)), "Round of 16", away_goals=True)
    assert aggregate_line(away) == "Aggregate: A 2-2 B; B through on away goals"
    assert aggregate_line(away, "es") == "Global: A 2-2 B; pasa B por goles de visitante"
    [open_] = ties(_two_legs((0, 1), (0, 1), extra_time=True), "Round of 16")
    assert aggregate_line(open_) == (
        "Aggregate: A 1-1 B; who went through is not known "
        "(level after extra time; the shootout is not known)"
    )
    assert aggregate_line(open_, "de") == (
        "Gesamtergebnis: A 1-1 B; wer weiterkam, ist nicht bekannt "
        "(unentschieden nach Verlängerung; das Elfmeterschießen ist nicht bekannt)"
    )


def test_a_first_win_at_a_ground_since_an_awarded_one_says_it_was_awarded(
    db: Database, tmp_path: Path
) -> None:
    """Brea's 2026 "win" at Alba was awarded (as Bochum's 2-0 at Union Berlin in
    December 2024, 1-1 on the pitch): the sentence gave it as a score played."""
    seasons = {year: _season(year, visits) for year, visits in SEASONS.items()}
    seasons[2026][0] |= {"status": "awarded", "score": {"ft": [0, 2]}}
    said = "Brea's first Test League away win at Alba since 1 September 2026 (2-0 (awarded))"
    assert _ground(db, tmp_path, seasons) == [said]
    edition = RecordsService(db).find_edition("Test League 2029/30").id
    match = _match_id(db, "Alba", "Brea", "2029-09-01")
    german = [s.text for s in LeagueService(db).key_stats(match, edition, "de")]
    assert any("(2-0 (am grünen Tisch))" in t for t in german), german
