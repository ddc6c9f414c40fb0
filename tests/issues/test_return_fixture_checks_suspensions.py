"""The return fixture of a tie is checked for suspended players like any line-up.

A player sent off in the first leg was named in the second leg's line-up, copied from
the first leg by Library › Return fixture, without the refusal the other ways of
setting up a line-up give.
"""

from __future__ import annotations

import dataclasses
import datetime as dt
from collections.abc import Iterator

import pytest

from tests.services.test_setup import five_a_side
from tracker.core.match.events import Card, CardKind, PeriodStart
from tracker.core.match.matchtime import MatchTime, Period
from tracker.core.match.model import Side
from tracker.services.matches import MatchService
from tracker.services.setup import Appeal, LibraryQuery, SetupService, SuspendedPlayers
from tracker.services.suspensions import SuspensionService
from tracker.store.db import Database, open_database


@pytest.fixture
def db() -> Iterator[Database]:
    database = open_database("sqlite://", backups=0)
    yield database
    database.close()


def first_leg(db: Database) -> int:
    """United v Rovers, a cup semi-final's first leg: United B sent off."""
    setup = SetupService(db)
    match = dataclasses.replace(
        five_a_side("United", 1, dt.date(2024, 9, 1)),
        competition="County Cup 2024",
        stage="Semi-final, first leg",
    )
    first = setup.create_match(match)
    service = MatchService(db)
    service.log(first, PeriodStart(MatchTime(Period.FIRST_HALF, 0)))
    red = Card(MatchTime(Period.FIRST_HALF, 10), side=Side.HOME, player=2, card=CardKind.RED)
    service.log(first, red)
    return first


def test_the_return_fixture_refuses_a_player_sent_off_in_the_first_leg(db: Database) -> None:
    first = first_leg(db)
    setup = SetupService(db)
    with pytest.raises(SuspendedPlayers) as refused:
        setup.duplicate(first, swap=True)
    assert str(refused.value) == "United B is suspended: sent off v Rovers, 1 Sep (1 match)"
    assert setup.library_count(LibraryQuery()) == 1  # nothing written
    (suspended,) = refused.value.suspended
    appeal = Appeal(suspended.person_id, "red card rescinded", "secretary")
    second = setup.duplicate(first, swap=True, appeals=[appeal])
    assert setup.match(second).stage == "Semi-final, second leg"
    found = SuspensionService(db).suspension(suspended.person_id, second)
    assert found is not None and found.overridden == "red card rescinded"


def test_the_library_asks_for_the_appeal_or_creates_nothing(qtbot, db, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from tests.ui.setup.driving import LEFT
    from tracker.ui.library.library import MatchLibrary
    from tracker.ui.records.suspensions import SuspensionRefusal

    first = first_leg(db)
    library = MatchLibrary(MatchService(db))
    qtbot.addWidget(library)
    library.show()
    shown: list[str] = []

    def refuse(cls, parent, suspended):  # type: ignore[no-untyped-def]
        shown.extend(s.reason for s in suspended)
        return None

    monkeypatch.setattr(SuspensionRefusal, "ask", classmethod(refuse))
    library.select_match(first)
    qtbot.mouseClick(library.return_button, LEFT)
    assert shown == ["United B is suspended: sent off v Rovers, 1 Sep (1 match)"]
    assert library.model.total == 1
    assert library.undo_label.text() == (
        "Not done: United B is suspended: sent off v Rovers, 1 Sep (1 match)."
    )
    monkeypatch.setattr(
        SuspensionRefusal, "ask", classmethod(lambda cls, parent, s: "red card rescinded")
    )
    monkeypatch.setattr("tracker.ui.records.suspensions.author", lambda: "secretary")
    library.select_match(first)
    qtbot.mouseClick(library.return_button, LEFT)
    assert library.model.total == 2
    second = library.selected()
    assert second is not None and (second.home, second.away) == ("Rovers", "United")
    found = SuspensionService(db).suspension(refused_person(db, second.id), second.id)
    assert found is not None and found.overridden == "red card rescinded"


def refused_person(db: Database, match_id: int) -> int:
    """The person United B is in the match."""
    from sqlmodel import select

    from tracker.store.tables import MatchPlayerRow

    with db.reading() as session:
        entry = session.exec(
            select(MatchPlayerRow).where(
                MatchPlayerRow.match_id == match_id, MatchPlayerRow.name == "United B"
            )
        ).one()
    assert entry.person_id is not None
    return int(entry.person_id)
