"""A league ban not served by the end of the season is served in the next one.

A player sent off in his team's last match of a league season could be named in the
first match of the next season of the same league without a word: the ban vanished
with the season.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.helpers import people_rows as rows
from tracker.services.suspensions import SuspensionService
from tracker.store.db import Database, open_database
from tracker.store.tables import EditionRow


@pytest.fixture
def db() -> Iterator[Database]:
    database = open_database("sqlite://")
    yield database
    database.close()


def two_seasons(db: Database, kind: str = "league") -> dict[str, int]:
    """Tom sent off for Arsenal in the last match of 2024-25; 2025-26 begins."""
    with db.writing() as session:
        old = rows.edition(session, "Testland Liga", "2024-25", kind=kind)
        competition = session.get(EditionRow, old)
        assert competition is not None
        new = EditionRow(
            competition_id=competition.competition_id,
            name="Testland Liga 2025-26",
            season="2025-26",
        )
        session.add(new)
        session.flush()
        assert new.id is not None
        ars = (rows.team(session, "Arsenal"), "Arsenal")
        che = (rows.team(session, "Chelsea"), "Chelsea")
        eve = (rows.team(session, "Everton"), "Everton")
        tom = rows.person(session, "Tom Reed")
        last = rows.match(session, ars, che, dt.date(2025, 5, 18), edition_id=old)
        rows.squad_entry(session, last, "home", "Tom Reed", tom)
        rows.appearance(session, last, tom, ars[0], "home", started=True, reds=1)
        opening = rows.match(
            session, eve, ars, dt.date(2025, 8, 16), edition_id=new.id, record="fixture"
        )
        second = rows.match(
            session, ars, che, dt.date(2025, 8, 23), edition_id=new.id, record="fixture"
        )
        return {"tom": tom, "opening": opening, "second": second, "new": new.id, "old": old}


def test_the_ban_is_served_in_the_next_seasons_first_match(db: Database) -> None:
    ids = two_seasons(db)
    service = SuspensionService(db)
    assert service.suspended(ids["tom"], ids["opening"]) == (
        "Tom Reed is suspended: sent off v Chelsea, 18 May, in Testland Liga 2024-25 (1 match)"
    )
    assert service.suspended(ids["tom"], ids["second"]) is None


def test_the_next_seasons_list_shows_the_ban_carried(db: Database) -> None:
    ids = two_seasons(db)
    _edition, found = SuspensionService(db).edition_bans(str(ids["new"]))
    assert [(b.name, b.team, b.ban.describe(), b.served) for b in found] == [
        (
            "Tom Reed",
            "Arsenal",
            "sent off v Chelsea, 18 May, in Testland Liga 2024-25 (1 match)",
            ("v Everton, 16 Aug",),
        )
    ]
    # The season it was given in still says it was not served there.
    _edition, old = SuspensionService(db).edition_bans(str(ids["old"]))
    assert [(b.served, b.ban.pending) for b in old] == [((), 1)]


def test_a_cup_ban_is_not_carried_to_the_next_edition(db: Database) -> None:
    """A cup's next matches after its last are other competitions' (qualifiers), which
    serve such a ban: the next edition of the cup does not."""
    ids = two_seasons(db, kind="cup")
    assert SuspensionService(db).suspended(ids["tom"], ids["opening"]) is None


def test_the_season_it_was_given_in_says_where_it_is_served(db: Database) -> None:
    """The season's list said "no match served yet", as if it were forgotten."""
    from tracker.ui.records.recordactions import ban_source

    ids = two_seasons(db)
    _edition, old = SuspensionService(db).edition_bans(str(ids["old"]))
    assert [b.carried_to for b in old] == ["Testland Liga 2025-26"]
    [line] = ban_source(db)(ids["old"])
    assert line.serves == "no match served yet; 1 to serve in Testland Liga 2025-26"


def test_the_command_line_says_where_it_is_served(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from tests.test_cli import run_here

    path = tmp_path / "liga.sqlite3"
    db = open_database(path)
    try:
        two_seasons(db)
    finally:
        db.close()
    said = run_here(capsys, "suspensions", "Testland Liga 2024-25", db=path).stdout
    assert said.splitlines()[0] == (
        "Tom Reed (Arsenal): sent off v Chelsea, 18 May (1 match); no match served yet; "
        "1 to serve in Testland Liga 2025-26"
    )
