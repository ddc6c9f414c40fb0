"""A second leg set up by hand finds its first leg imported from a results file, however
its round is written, and its sheet states the tie: the real ties of 2024-25, each
figure as published. Two ties of the same teams in one season are never mixed."""

from __future__ import annotations

import dataclasses
import datetime as dt
import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.services.test_second_leg_sheet import _log
from tests.services.test_setup import five_a_side
from tracker.core.match.model import Side
from tracker.core.results.ties import FirstLeg
from tracker.services.records import RecordsService
from tracker.services.results import ResultsService
from tracker.services.setup import SetupService
from tracker.store.db import Database, open_database

HOME, AWAY = Side.HOME, Side.AWAY


@pytest.fixture
def db(db_url: str) -> Iterator[Database]:
    database = open_database(db_url, backups=0)
    yield database
    database.close()


def _match(rnd: str, date: str, home: str, away: str, ft: list[int] | None) -> dict[str, object]:
    return {
        "round": rnd,
        "date": date,
        "team1": home,
        "team2": away,
        "score": {"ft": ft} if ft is not None else {},
    }


def _import(db: Database, tmp_path: Path, name: str, matches: list[dict[str, object]]) -> None:
    path = tmp_path / "season.json"
    path.write_text(json.dumps({"name": name, "matches": matches}), encoding="utf-8")
    ResultsService(db).import_files([str(path)])


def _second_leg(
    db: Database, home: str, away: str, competition: str, stage: str, day: dt.date
) -> int:
    """A second leg set up by hand, as the wizard stores it."""
    match = five_a_side(home, 1, day)
    match = dataclasses.replace(
        match, competition=competition, stage=stage, away=dataclasses.replace(match.away, name=away)
    )
    return SetupService(db).create_match(match)


def test_a_champions_league_second_leg_finds_the_first_leg_imported(
    db: Database, tmp_path: Path
) -> None:
    """Champions League 2024-25, round of 16, as its file names the round ("Finals,
    Round of 16"): the second legs set up as "Round of 16, second leg" (or written
    otherwise) found no first leg. Arsenal 2-2 PSV after PSV 1-7 Arsenal: 9-3."""
    r16 = "Finals, Round of 16"
    _import(
        db,
        tmp_path,
        "UEFA Champions League 2024/25",
        [
            _match("League, Matchday 1", "2024-09-17", "PSV (NED)", "Juventus FC (ITA)", [1, 3]),
            _match(r16, "2025-03-04", "PSV (NED)", "Arsenal FC (ENG)", [1, 7]),
            _match(r16, "2025-03-05", "Paris Saint-Germain FC (FRA)", "Liverpool FC (ENG)", [0, 1]),
            _match(r16, "2025-03-04", "Real Madrid CF (ESP)", "Club Atlético de Madrid (ESP)",
                   [2, 1]),
        ],
    )  # fmt: skip
    records, cl = RecordsService(db), "UEFA Champions League 2024/25"
    arsenal = _second_leg(
        db, "Arsenal FC", "PSV", cl, "Round of 16, second leg", dt.date(2025, 3, 12)
    )
    liverpool = _second_leg(
        db, "Liverpool FC", "Paris Saint-Germain FC", cl, "Finals, Round of 16, second leg",
        dt.date(2025, 3, 11),
    )  # fmt: skip
    atletico = _second_leg(
        db, "Club Atlético de Madrid", "Real Madrid CF", cl, "Round of 16 – 2nd leg",
        dt.date(2025, 3, 12),
    )  # fmt: skip
    assert records.first_leg(arsenal) == FirstLeg(home_goals=7, away_goals=1)
    assert records.first_leg(liverpool) == FirstLeg(home_goals=1, away_goals=0)
    assert records.first_leg(atletico) == FirstLeg(home_goals=1, away_goals=2)
    _log(db, arsenal, [HOME, AWAY, HOME, AWAY])  # 2-2
    assert records.tie_lines(arsenal) == ["Aggregate: PSV 3-9 Arsenal FC; Arsenal FC through"]


def test_a_play_off_second_leg_set_up_over_the_imported_fixture_finds_its_first_leg(
    db: Database, tmp_path: Path
) -> None:
    """Championship 2024-25, play-off semi-finals, imported with the first legs played
    and the second legs to play: a second leg set up by hand takes the fixture's place
    and keeps its round ("Finals, Semi-final", no leg named), and found no first leg.
    Coventry 1-2 Sunderland, then 1-0 to Coventry at ninety minutes (2-2) and 1-1
    after extra time: Sunderland through 3-2."""
    semi = "Finals, Semifinals"
    _import(
        db,
        tmp_path,
        "English Championship 2024/25",
        [
            _match("Matchday 46", "2025-05-03", "Sunderland AFC", "QPR", [0, 1]),
            _match(semi, "2025-05-08", "Bristol City FC", "Sheffield United FC", [0, 3]),
            _match(semi, "2025-05-09", "Coventry City FC", "Sunderland AFC", [1, 2]),
            _match(semi, "2025-05-12", "Sheffield United FC", "Bristol City FC", None),
            _match(semi, "2025-05-13", "Sunderland AFC", "Coventry City FC", None),
        ],
    )
    records, league = RecordsService(db), "English Championship 2024/25"
    sheffield = _second_leg(
        db, "Sheffield United FC", "Bristol City FC", league, "Semi-final, second leg",
        dt.date(2025, 5, 12),
    )  # fmt: skip
    sunderland = _second_leg(
        db, "Sunderland AFC", "Coventry City FC", league, "Semi-finals – Second leg",
        dt.date(2025, 5, 13),
    )  # fmt: skip
    assert records.first_leg(sheffield) == FirstLeg(home_goals=3, away_goals=0)
    assert records.first_leg(sunderland) == FirstLeg(home_goals=2, away_goals=1)
    _log(db, sunderland, [AWAY], extra=[HOME])
    assert records.tie_lines(sunderland) == [
        "Aggregate: Coventry City FC 2-3 Sunderland AFC; Sunderland AFC through after extra time"
    ]


def test_two_ties_of_the_same_teams_in_one_season_are_not_mixed(
    db: Database, tmp_path: Path
) -> None:
    """América and Cruz Azul met in the Apertura's semi-finals and again in the
    Clausura's (Liga MX 2024-25; here a cup without its seeded ties). The Clausura's
    second leg set up by hand is the Clausura tie's, not the Apertura's; with only the
    Apertura's tie held, it has no first leg."""
    america, cruz_azul = "CF América", "Cruz Azul"
    apertura = [
        _match("Apertura Playoffs, Semifinals", "2024-12-05", america, cruz_azul, [0, 0]),
        _match("Apertura Playoffs, Semifinals", "2024-12-08", cruz_azul, america, [3, 4]),
    ]
    clausura = [_match("Clausura Playoffs, Semifinals", "2025-05-15", cruz_azul, america, [1, 0])]
    _import(db, tmp_path, "Copa Test 2024/25", apertura + clausura)
    records = RecordsService(db)
    second = _second_leg(
        db, america, cruz_azul, "Copa Test 2024/25", "Semi-final, second leg", dt.date(2025, 5, 18)
    )
    assert records.first_leg(second) == FirstLeg(home_goals=0, away_goals=1)
    _import(db, tmp_path, "Copa Prueba 2024/25", apertura)
    alone = _second_leg(
        db,
        america,
        cruz_azul,
        "Copa Prueba 2024/25",
        "Semi-final, second leg",
        dt.date(2025, 5, 18),
    )
    assert records.first_leg(alone) is None


def test_a_second_leg_of_a_competition_named_without_its_season_finds_its_first_leg(
    db: Database, tmp_path: Path
) -> None:
    """Set up as "English Championship" (no season: the match belongs to no edition),
    Sheffield United v Bristol City found no first leg. It is counted in the one edition
    of that competition its day falls in: Bristol City 0-3 Sheffield United, then 3-0,
    Sheffield United through 6-0. On a day no edition holds, no first leg is found."""
    semi = "Finals, Semifinals"
    _import(
        db,
        tmp_path,
        "English Championship 2024/25",
        [
            _match("Matchday 46", "2025-05-03", "Sunderland AFC", "QPR", [0, 1]),
            _match(semi, "2025-05-08", "Bristol City FC", "Sheffield United FC", [0, 3]),
        ],
    )
    records = RecordsService(db)
    second = _second_leg(
        db, "Sheffield United FC", "Bristol City FC", "English Championship",
        "Semi-final, second leg", dt.date(2025, 5, 12),
    )  # fmt: skip
    assert records.match(second).edition_id is None
    assert records.first_leg(second) == FirstLeg(home_goals=3, away_goals=0)
    _log(db, second, [HOME, HOME, HOME])
    assert records.sheet_lines(second)[0] == (
        "Aggregate: Bristol City FC 0-6 Sheffield United FC; Sheffield United FC through"
    )
    years_later = _second_leg(
        db, "Sheffield United FC", "Bristol City FC", "English Championship",
        "Semi-final, second leg", dt.date(2027, 5, 12),
    )  # fmt: skip
    assert records.first_leg(years_later) is None
