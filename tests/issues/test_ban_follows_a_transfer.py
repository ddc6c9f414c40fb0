"""A ban follows a player who changes team in the same competition.

A player sent off for Arsenal who joined Brentford before the next matchday could be
named in Brentford's line-up without a word (his cards were read in Arsenal's matches
only), the edition's list said he missed Arsenal's next match, and an appeal for the
Brentford match was refused as if there were no ban to lift.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterator

import pytest

from tests.helpers import people_rows as rows
from tracker.services.suspensions import SuspensionService
from tracker.store.db import Database, open_database


@pytest.fixture
def db() -> Iterator[Database]:
    database = open_database("sqlite://")
    yield database
    database.close()


def transfer(db: Database) -> dict[str, int]:
    """Tom sent off for Arsenal on matchday 1, named by Brentford on matchday 2."""
    with db.writing() as session:
        ed = rows.edition(session, "Testland Liga", "2025/26", kind="league")
        ars = (rows.team(session, "Arsenal"), "Arsenal")
        bre = (rows.team(session, "Brentford"), "Brentford")
        che = (rows.team(session, "Chelsea"), "Chelsea")
        eve = (rows.team(session, "Everton"), "Everton")
        ful = (rows.team(session, "Fulham"), "Fulham")
        tom = rows.person(session, "Tom Reed")
        first = rows.match(session, ars, che, dt.date(2025, 8, 10), edition_id=ed)
        rows.squad_entry(session, first, "home", "Tom Reed", tom)
        rows.appearance(session, first, tom, ars[0], "home", started=True, reds=1)
        arsenal_next = rows.match(session, eve, ars, dt.date(2025, 8, 16), edition_id=ed)
        brentford = rows.match(
            session, bre, ful, dt.date(2025, 8, 17), edition_id=ed, record="fixture"
        )
        rows.squad_entry(session, brentford, "home", "Tom Reed", tom)
        return {"tom": tom, "brentford": brentford, "arsenal_next": arsenal_next, "edition": ed}


def test_the_ban_follows_him_to_his_new_team(db: Database) -> None:
    ids = transfer(db)
    said = SuspensionService(db).suspended(ids["tom"], ids["brentford"])
    assert said is not None and said.startswith("Tom Reed is suspended: sent off v Chelsea")
    assert SuspensionService(db).suspended(ids["tom"], ids["arsenal_next"]) is None


def test_the_edition_list_says_he_misses_his_new_teams_match(db: Database) -> None:
    ids = transfer(db)
    _edition, found = SuspensionService(db).edition_bans(str(ids["edition"]))
    assert len(found) == 1
    ban = found[0]
    assert ban.team == "Arsenal" and ban.ban.reason.startswith("sent off v Chelsea")
    assert ban.served == ("Brentford v Fulham, 17 Aug",)


def test_an_appeal_for_his_new_teams_match_is_recorded(db: Database) -> None:
    ids = transfer(db)
    service = SuspensionService(db)
    service.override(ids["tom"], ids["brentford"], "red card rescinded", "secretary")
    assert service.suspended(ids["tom"], ids["brentford"]) is None
    found = service.suspension(ids["tom"], ids["brentford"])
    assert found is not None and found.team == "Brentford"
