"""The stamp a second leg's window compares once a second to find its first leg: it
moves with what the first leg is read from (the edition the match is counted in, and
the editions where they place it) and with nothing else, so that following it costs
one edition's matches, not the whole library's (44 ms a second at 100,000 matches)."""

from __future__ import annotations

import dataclasses
import datetime as dt
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.services.test_first_leg_found import _import, _match, _second_leg
from tests.services.test_second_leg_sheet import _log
from tests.services.test_setup import five_a_side
from tracker.core.match.model import Side
from tracker.core.results.ties import FirstLeg
from tracker.services.records import RecordsService
from tracker.services.setup import SetupService
from tracker.store.db import Database, open_database

HOME, AWAY = Side.HOME, Side.AWAY
CL = "UEFA Champions League 2024/25"
R16 = "Finals, Round of 16"


@pytest.fixture
def db(db_url: str) -> Iterator[Database]:
    database = open_database(db_url, backups=0)
    yield database
    database.close()


def _friendly(db: Database, day: dt.date) -> int:
    """A match of no competition, logged elsewhere in the library."""
    match = five_a_side("Rovers", 1, day)
    away = dataclasses.replace(match.away, name="United")
    match = dataclasses.replace(match, competition="Friendly", away=away)
    return SetupService(db).create_match(match)


def test_the_stamp_moves_with_the_edition_of_the_second_leg_and_nothing_else(
    db: Database, tmp_path: Path
) -> None:
    """Arsenal v PSV, set up in the Champions League 2024/25 (stored in that edition):
    a match logged elsewhere and another competition imported move the library's stamp,
    not this one; the first leg imported (PSV 1-7 Arsenal) moves it, and so does the
    first leg corrected (1-6)."""
    league_phase = _match(
        "League, Matchday 1", "2024-09-17", "PSV (NED)", "Juventus FC (ITA)", [1, 3]
    )
    _import(db, tmp_path, CL, [league_phase])
    records = RecordsService(db)
    second = _second_leg(
        db, "Arsenal FC", "PSV", CL, "Round of 16, second leg", dt.date(2025, 3, 12)
    )
    assert records.match(second).edition_id is not None
    assert records.first_leg(second) is None
    before, library = records.first_leg_stamp(second), records.stamp()

    _log(db, _friendly(db, dt.date(2025, 3, 1)), [HOME, AWAY])
    other = tmp_path / "other"
    other.mkdir()
    _import(
        db,
        other,
        "English Championship 2024/25",
        [_match("Matchday 46", "2025-05-03", "Sunderland AFC", "QPR", [0, 1])],
    )
    assert records.stamp() != library  # the library moved…
    assert records.first_leg_stamp(second) == before  # …not what the first leg is read from

    first = _match(R16, "2025-03-04", "PSV (NED)", "Arsenal FC (ENG)", [1, 7])
    _import(db, tmp_path, CL, [league_phase, first])
    found = records.first_leg_stamp(second)
    assert found != before
    assert records.first_leg(second) == FirstLeg(home_goals=7, away_goals=1)

    _import(db, tmp_path, CL, [league_phase, {**first, "score": {"ft": [1, 6]}}])
    assert records.first_leg_stamp(second) != found
    assert records.first_leg(second) == FirstLeg(home_goals=6, away_goals=1)


def test_the_stamp_of_a_second_leg_counted_as_a_guest_moves_with_the_editions(
    db: Database, tmp_path: Path
) -> None:
    """Sheffield United v Bristol City, set up as "English Championship" (no season: in
    no edition, counted in the one its day falls in). Before that edition is imported,
    nothing places it; the edition imported with the first leg moves the stamp and the
    first leg is found (Bristol City 0-3 Sheffield United)."""
    second = _second_leg(
        db, "Sheffield United FC", "Bristol City FC", "English Championship",
        "Semi-final, second leg", dt.date(2025, 5, 12),
    )  # fmt: skip
    records = RecordsService(db)
    before = records.first_leg_stamp(second)
    assert records.first_leg(second) is None
    _import(
        db,
        tmp_path,
        "English Championship 2024/25",
        [
            _match(
                "Finals, Semifinals", "2025-05-08", "Bristol City FC", "Sheffield United FC", [0, 3]
            )
        ],
    )
    assert records.match(second).edition_id is None  # still a guest of the edition
    assert records.first_leg_stamp(second) != before
    assert records.first_leg(second) == FirstLeg(home_goals=3, away_goals=0)


def test_the_stamp_moves_with_the_second_leg_itself_and_is_empty_once_it_is_gone(
    db: Database, tmp_path: Path
) -> None:
    """A goal logged on the second leg moves it (its own row is read); a match deleted
    has no stamp."""
    _import(db, tmp_path, CL, [_match(R16, "2025-03-04", "PSV (NED)", "Arsenal FC (ENG)", [1, 7])])
    records = RecordsService(db)
    second = _second_leg(
        db, "Arsenal FC", "PSV", CL, "Round of 16, second leg", dt.date(2025, 3, 12)
    )
    before = records.first_leg_stamp(second)
    _log(db, second, [HOME])
    assert records.first_leg_stamp(second) != before
    SetupService(db).delete_match(second)
    assert records.first_leg_stamp(second) == ""
