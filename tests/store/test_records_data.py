"""The record books over every shipped World Cup result, stored and read back by SQL.

The results are stored by a test-only writer (:mod:`tests.helpers.records`); the
import of the files themselves is tested with the import. Skipped without the
openfootball folder beside the repository.
"""

from __future__ import annotations

import datetime as dt

import pytest
from sqlalchemy import text

from tests.helpers.records import Library
from tests.opendata.test_openfootball_data import DATA, _published
from tracker.opendata.openfootball.edition import parse_edition
from tracker.services.records import RecordsService

pytestmark = pytest.mark.skipif(
    not DATA.is_dir(), reason="the openfootball World Cup files are not beside the repository"
)


@pytest.fixture(scope="module")
def service(tmp_path_factory: pytest.TempPathFactory) -> RecordsService:
    """Every World Cup 1930-2026 stored as results, scorers where the files give them."""
    lib = Library.at(tmp_path_factory.mktemp("worldcups"))
    for path in sorted(DATA.glob("*/worldcup.json")):
        groups = path.with_name("worldcup.groups.json")
        edition = parse_edition(
            path.read_text("utf-8"), groups.read_text("utf-8") if groups.exists() else None
        )
        lib.store_edition(edition)
    return RecordsService(lib.db)


@pytest.mark.parametrize("year", [2014, 2018])
def test_stored_group_standings_equal_the_published_ones(
    service: RecordsService, year: int
) -> None:
    edition = service.find_edition(f"World Cup {year}")
    computed = {
        table.group: [
            (r.position, r.team, r.played, r.won, r.drawn, r.lost, r.goals_for, r.goals_against,
             r.points)
            for r in table.rows
        ]
        for table in service.standings(edition.id)
    }  # fmt: skip
    assert computed == _published(year)


def _semi_final(service: RecordsService) -> int:
    with service._db.reading() as session:
        found = session.execute(
            text("SELECT id FROM match WHERE date = '2026-07-15' AND round = 'Semi-final'")
        ).scalar_one()
    return int(found)


def test_the_reference_semi_finals_key_stats(service: RecordsService) -> None:
    stats = [str(s) for s in service.key_stats(_semi_final(service))]
    scope = " (FIFA World Cup matches on record since 1930)"
    for expected in (
        "Argentina reach their 7th FIFA World Cup final" + scope,
        "England eliminated in 3 of their 4 FIFA World Cup semi-finals" + scope,
        "Argentina's first FIFA World Cup win over England since the 1986 quarter-final (2-1)"
        + scope,
        "Lautaro Martínez: 3rd goal of this FIFA World Cup" + scope,
        "Argentina will face Spain in the final in East Rutherford on Sunday 19 July",
        "England will face France in the match for third place in Miami Gardens on "
        "Saturday 18 July",
    ):
        assert expected in stats
    # 1954-2010 list no scorers and his age is not stored: he may have scored then.
    assert not [s for s in stats if s.startswith("Anthony Gordon")]


def test_a_known_date_of_birth_settles_a_first_goal(service: RecordsService) -> None:
    gordon = service.find_person("Anthony Gordon")
    with service._db.writing() as session:
        session.execute(
            text("UPDATE person SET date_of_birth = :born WHERE id = :id"),
            {"born": dt.date(2001, 2, 24), "id": gordon.id},
        )
    stats = [str(s) for s in service.key_stats(_semi_final(service))]
    assert (
        "Anthony Gordon: first FIFA World Cup goal (FIFA World Cup matches on record since 1930)"
        in stats
    )


def test_top_scorers_of_all_time_with_scorers_known(service: RecordsService) -> None:
    cup = service.find_competition("World Cup")
    top = service.top_scorers(competition_id=cup.id, limit=3)
    # Goals in the matches whose scorers the files list (1930-1950, 2014-2026).
    assert [(x.name, x.teams, x.tally.goals) for x in top] == [
        ("Lionel Messi", ("Argentina",), 19),
        ("Kylian Mbappé", ("France",), 18),
        ("Harry Kane", ("England",), 9),
    ]
