"""Suspensions from stored cards: the ban for a match, the edition's list, refusals, appeals."""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterator

import pytest
from sqlmodel import select

from tests.helpers import people_rows as rows
from tests.helpers.people_rows import world_cup
from tracker.core import i18n
from tracker.core.match.model import Lineup, Match, Player, Position, TeamSheet, preset_for
from tracker.services.errors import ServiceError
from tracker.services.setup import Appeal, SetupService, SuspendedPlayers
from tracker.services.suspensions import SuspensionService
from tracker.store.db import Database, open_database
from tracker.store.tables import MatchRow, SuspensionOverrideRow


@pytest.fixture
def db() -> Iterator[Database]:
    database = open_database("sqlite://")
    yield database
    database.close()


def test_a_player_sent_off_in_the_semi_final_misses_the_final(db: Database) -> None:
    ids = world_cup(db)
    service = SuspensionService(db)
    reason = service.suspended(ids["enzo"], ids["final"])
    assert reason == "Enzo Fernández is suspended: sent off v England, 15 Jul (1 match)"
    assert service.suspended(ids["enzo"], ids["semi"]) is None
    # A single yellow in the quarter-final was wiped; Kane's one yellow costs nothing.
    assert service.suspended(ids["kane"], ids["third"]) is None


@pytest.mark.parametrize(
    ("language", "said"),
    [
        ("de", "Enzo Fernández ist gesperrt: Platzverweis gegen England, 15. Juli (1 Spiel)"),
        ("es", "Enzo Fernández está sancionado: expulsado contra England, 15 jul (1 partido)"),
    ],
)
def test_the_ban_is_said_in_the_windows_language(
    db: Database, monkeypatch: pytest.MonkeyPatch, language: str, said: str
) -> None:
    ids = world_cup(db)
    monkeypatch.setitem(i18n._current, "language", language)  # as the window sets it
    assert SuspensionService(db).suspended(ids["enzo"], ids["final"]) == said


def test_an_appeal_lifts_the_ban_for_that_match(db: Database) -> None:
    ids = world_cup(db)
    service = SuspensionService(db)
    service.override(ids["enzo"], ids["final"], "red card rescinded on appeal", "secretary")
    assert service.suspended(ids["enzo"], ids["final"]) is None
    found = service.suspension(ids["enzo"], ids["final"])
    assert found is not None and found.overridden == "red card rescinded on appeal"
    with pytest.raises(ServiceError, match="reason"):
        service.override(ids["enzo"], ids["final"], "  ")


def test_an_appeal_needs_a_ban_to_lift(db: Database) -> None:
    """Regression: an appeal for a player no ban keeps out of the match was stored, as
    if a ban had been lifted; the line-up's appeals go through the same check."""
    ids = world_cup(db)
    with pytest.raises(ServiceError, match=r"Harry Kane has no ban for match .*nothing to appeal"):
        SuspensionService(db).override(ids["kane"], ids["final"], "no reason to", "secretary")
    with pytest.raises(ServiceError, match="Harry Kane has no ban"):
        SetupService(db).create_match(
            new_match(),
            appeals=[
                Appeal(ids["enzo"], "upheld", "secretary"),
                Appeal(ids["kane"], "upheld", "secretary"),
            ],
        )
    with db.reading() as session:
        assert session.exec(select(SuspensionOverrideRow)).all() == []
        assert len(session.exec(select(MatchRow)).all()) == 4  # the match refused with it


def test_a_decision_lengthens_a_ban(db: Database) -> None:
    ids = world_cup(db)
    service = SuspensionService(db)
    service.decide(ids["entry"], 2)
    found = service.suspension(ids["enzo"], ids["final"])
    assert found is not None
    assert found.ban.describe() == "sent off v England, 15 Jul (2 matches)"
    assert found.ban.pending == 1  # the final is Argentina's last known match
    with pytest.raises(ServiceError, match="at least one"):
        service.decide(ids["entry"], 0)


def test_the_edition_list_of_bans(db: Database) -> None:
    ids = world_cup(db)
    edition, found = SuspensionService(db).edition_bans("fifa world cup 2026")
    assert edition == ids["edition"]
    assert [(b.name, b.team, b.ban.describe(), b.served) for b in found] == [
        (
            "Enzo Fernández",
            "Argentina",
            "sent off v England, 15 Jul (1 match)",
            ("v Spain, 19 Jul",),
        )
    ]
    assert SuspensionService(db).edition_bans(str(ids["edition"]))[0] == ids["edition"]
    with pytest.raises(ServiceError, match="no edition"):
        SuspensionService(db).edition_bans("Copa América 2024")


def test_league_rules_stored_with_the_competition(db: Database) -> None:
    with db.writing() as session:
        ed = rows.edition(
            session, "Sunday League", "2025-26", kind="league", rules='{"yellow_bans": [[3, 1]]}'
        )
        united = (rows.team(session, "United"), "United")
        rovers = (rows.team(session, "Rovers"), "Rovers")
        ann = rows.person(session, "Ann Other")
        matches = [
            rows.match(session, united, rovers, dt.date(2025, 9, d), edition_id=ed)
            for d in (1, 8, 15, 22)
        ]
        for match_id in matches[:3]:
            rows.appearance(session, match_id, ann, united[0], "home", yellows=1)
    reason = SuspensionService(db).suspended(ann, matches[3])
    assert reason == "Ann Other is suspended: 3rd yellow card v Rovers, 15 Sep (1 match)"


def new_match(enzo_name: str = "Enzo Fernandez") -> Match:
    def team(name: str, first: int, names: list[str]) -> TeamSheet:
        players = tuple(
            Player(first + i, n, number=i + 1, position=Position.GK if i == 0 else Position.MF)
            for i, n in enumerate(names)
        )
        pids = [p.pid for p in players]
        lineup = Lineup(
            "2-1-1", ((pids[0],), (pids[1], pids[2]), (pids[3],), (pids[4],)), (pids[5],), pids[4]
        )
        return TeamSheet(name, players, lineup)

    return Match(
        team("Spain", 1, [f"Spain {n}" for n in "ABCDEF"]),
        team("Argentina", 100, ["Arg A", "Arg B", "Arg C", "Arg D", enzo_name, "Arg F"]),
        competition="FIFA World Cup 2026",
        stage="Final",
        date=dt.date(2026, 7, 19),
        rules=preset_for("rolling", 5),
    )


def test_a_line_up_with_a_suspended_player_is_refused_with_the_reason(db: Database) -> None:
    world_cup(db)
    setup = SetupService(db)
    with db.reading() as session:
        before = len(session.exec(select(MatchRow)).all())
    with pytest.raises(SuspendedPlayers) as refused:
        setup.create_match(new_match())
    assert str(refused.value) == "Enzo Fernández is suspended: sent off v England, 15 Jul (1 match)"
    (suspended,) = refused.value.suspended
    with db.reading() as session:
        assert len(session.exec(select(MatchRow)).all()) == before  # nothing written
    match_id = setup.create_match(
        new_match(), appeals=[Appeal(suspended.person_id, "appeal upheld", "secretary")]
    )
    with db.reading() as session:
        override = session.exec(select(SuspensionOverrideRow)).one()
    assert (override.match_id, override.reason, override.author) == (
        match_id,
        "appeal upheld",
        "secretary",
    )


def test_a_match_outside_any_edition_bans_nobody(db: Database) -> None:
    world_cup(db)
    friendly = new_match()
    import dataclasses

    # A later date: the same two teams on the final's date would be the final itself.
    friendly = dataclasses.replace(friendly, competition="Friendly", date=dt.date(2026, 8, 1))
    assert SetupService(db).create_match(friendly) > 0
