"""A starter typed by mistake, put right once events are logged: the line-up and the
events credited to the man who started change in one transaction, and back."""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest
from sqlalchemy import create_engine
from sqlmodel import SQLModel

from tests.core.factory import H1, H2, HOME, card, goal, sub, to_second_half
from tests.helpers.people_rows import world_cup
from tests.services.stored import StoredMatch, store_match
from tests.services.test_suspensions import new_match
from tracker.core.match.events import Goal, PeriodStart
from tracker.core.match.matchtime import MatchTime, Period
from tracker.services.matches import ChangeKind, DatabaseError, MatchService, ServiceError
from tracker.services.setup import SetupService
from tracker.services.suspensions import SuspensionService
from tracker.store.db import open_database


@pytest.fixture
def m(db_url: str) -> Iterator[StoredMatch]:
    stored = store_match(db_url)
    yield stored
    stored.close()


def _lineup(service: MatchService, match_id: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    lineup = service.load(match_id)[0].home.lineup
    assert lineup is not None
    return lineup.starters, lineup.bench


def test_a_swap_without_events_puts_the_substitute_in_his_place(m: StoredMatch) -> None:
    m.log(PeriodStart(MatchTime(Period.FIRST_HALF, 0)))
    starters, bench = _lineup(m.service, m.id)
    plan = m.service.plan_starter_swap(m.id, m.pid(8), m.pid(18))
    assert plan.credited == ()
    revision = m.service.open(m.id).revision
    change = m.service.swap_starter(m.id, plan)
    assert change.kind is ChangeKind.MATCH and change.revision == revision + 1
    now_starters, now_bench = _lineup(m.service, m.id)
    assert now_starters.index(m.pid(18)) == starters.index(m.pid(8))
    assert now_bench.index(m.pid(8)) == bench.index(m.pid(18))
    assert m.pid(18) in change.state.on_pitch(HOME)
    m.service.swap_starter(m.id, plan.reversed())
    assert _lineup(m.service, m.id) == (starters, bench)


def test_his_goal_and_his_substitution_become_the_starters_and_come_back_on_undo(
    m: StoredMatch,
) -> None:
    logged = m.log(*to_second_half(), goal("30", H1, HOME, 8), sub("60", H2, HOME, 8, 12))
    lineup = _lineup(m.service, m.id)
    plan = m.service.plan_starter_swap(m.id, m.pid(8), m.pid(18))
    assert [old for old, _new in plan.credited] == [logged[3], logged[4]]
    change = m.service.swap_starter(m.id, plan)
    events = m.service.load(m.id)[1]
    scored = next(e for e in events if isinstance(e, Goal))
    assert scored.scorer == m.pid(18) and scored.id == logged[3].id
    assert scored.authorship is not None and scored.authorship.changed_at is not None
    assert change.state.on_pitch(HOME).count(m.pid(12)) == 1
    assert m.pid(18) not in change.state.on_pitch(HOME)
    m.service.swap_starter(m.id, plan.reversed())
    assert sorted(m.service.load(m.id)[1], key=lambda e: e.id or 0) == logged
    assert _lineup(m.service, m.id) == lineup


def test_refused_naming_the_substitution_when_the_bench_player_came_on(m: StoredMatch) -> None:
    m.log(*to_second_half(), sub("70", H2, HOME, 10, 18))
    before = m.dump()
    with pytest.raises(ServiceError, match=r"Reds Player 18 came on in the log \(70'"):
        m.service.plan_starter_swap(m.id, m.pid(8), m.pid(18))
    assert m.dump() == before


def test_refused_when_the_corrected_log_breaks_the_rules(m: StoredMatch) -> None:
    # The bench player's own caution stays his; with the listed starter's, he would
    # have two yellows and still be on the pitch: the replay names the card.
    m.log(*to_second_half(), card("20", H1, HOME, 18), card("50", H2, HOME, 8))
    plan = m.service.plan_starter_swap(m.id, m.pid(8), m.pid(18))
    before = m.dump()
    with pytest.raises(ServiceError, match="the line-up cannot be corrected so: at 50'"):
        m.service.swap_starter(m.id, plan)
    assert m.dump() == before


def test_refused_on_a_confirmed_match(m: StoredMatch) -> None:
    from tests.core.factory import full_time, regulation

    m.log(*regulation(), full_time())
    m.service.set_confirmed(m.id, True)
    with pytest.raises(ServiceError, match="confirmed and locked"):
        m.service.plan_starter_swap(m.id, m.pid(8), m.pid(18))
    m.service.set_confirmed(m.id, False)
    plan_on_open = m.service.plan_starter_swap(m.id, m.pid(8), m.pid(18))
    m.service.set_confirmed(m.id, True)
    before = m.dump()
    with pytest.raises(ServiceError, match="confirmed and locked"):
        m.service.swap_starter(m.id, plan_on_open)
    assert m.dump() == before


def test_refused_where_the_event_to_credit_changed_meanwhile(m: StoredMatch) -> None:
    logged = m.log(*to_second_half(), goal("30", H1, HOME, 8))
    plan = m.service.plan_starter_swap(m.id, m.pid(8), m.pid(18))
    other = MatchService(open_database(m.url, backups=0))
    try:
        other.delete(m.id, logged[-1].id or -1)
    finally:
        other.db.close()
    with pytest.raises(ServiceError, match="changed elsewhere"):
        m.service.swap_starter(m.id, plan)


def test_refused_on_a_database_that_may_only_be_read(m: StoredMatch) -> None:
    from tracker.store.reader import open_reader

    if not m.url.startswith("sqlite"):
        pytest.skip("the reader opens a file")
    plan = m.service.plan_starter_swap(m.id, m.pid(8), m.pid(18))
    before = m.dump()
    reader = MatchService(open_reader(m.url))
    try:
        with pytest.raises(ServiceError, match="Read-only: you may view but not change"):
            reader.plan_starter_swap(m.id, m.pid(8), m.pid(18))
        with pytest.raises(DatabaseError, match="Read-only"):
            reader.swap_starter(m.id, plan)
    finally:
        reader.db.close()
    assert m.dump() == before


def _cup_dump(url: str) -> list[tuple[str, list[tuple[object, ...]]]]:
    engine = create_engine(url)
    try:
        with engine.connect() as connection:
            return [
                (table.name, [tuple(row) for row in connection.execute(
                    table.select().order_by(*table.primary_key.columns)
                )])
                for table in SQLModel.metadata.sorted_tables
            ]  # fmt: skip
    finally:
        engine.dispose()


@pytest.fixture
def cup(tmp_path: Path) -> Iterator[tuple[MatchService, dict[str, int], str]]:
    """Argentina's match after the World Cup final, Enzo Fernández (sent off in the
    semi-final, a one-match ban served in the final) on the bench; its id as "match"."""
    url = f"sqlite:///{tmp_path / 'cup.sqlite3'}"
    db = open_database(url)
    ids = world_cup(db)
    match = new_match("Arg E")
    squad = tuple(
        replace(p, name="Enzo Fernández") if p.name == "Arg F" else p for p in match.away.squad
    )
    match = replace(match, away=replace(match.away, squad=squad), date=dt.date(2026, 7, 25))
    ids["match"] = SetupService(db).create_match(match)
    service = MatchService(db)
    yield service, ids, url
    db.close()


def _pids(service: MatchService, match_id: int) -> tuple[int, int]:
    """The stored ids of the listed starter (Arg E) and of Enzo Fernández on the bench."""
    squad = {p.name: p.pid for p in service.load(match_id)[0].away.squad}
    return squad["Arg E"], squad["Enzo Fernández"]


def test_refused_for_a_substitute_suspended_since_the_line_up_was_set(
    cup: tuple[MatchService, dict[str, int], str],
) -> None:
    """The committee lengthened his ban to two matches after the line-up was stored:
    he cannot have started this one, and the window does not offer him."""
    service, ids, url = cup
    starter, enzo = _pids(service, ids["match"])
    assert service.starter_swap_refusals(ids["match"], starter) == {}
    SuspensionService(service.db).decide(ids["entry"], 2)
    before = _cup_dump(url)
    ban = "Enzo Fernández is suspended: sent off v England, 15 Jul (2 matches)"
    said = f"{ban}, so he cannot have started this match"
    with pytest.raises(ServiceError) as refused:
        service.plan_starter_swap(ids["match"], starter, enzo)
    assert str(refused.value) == said
    assert service.starter_swap_refusals(ids["match"], starter) == {enzo: said}
    assert _cup_dump(url) == before
    # An appeal upheld for this match lets him.
    SuspensionService(service.db).override(ids["enzo"], ids["match"], "upheld", "secretary")
    assert service.plan_starter_swap(ids["match"], starter, enzo).substitute == enzo


def test_a_swap_planned_before_the_ban_is_refused_and_writes_nothing(
    cup: tuple[MatchService, dict[str, int], str],
) -> None:
    service, ids, url = cup
    starter, enzo = _pids(service, ids["match"])
    plan = service.plan_starter_swap(ids["match"], starter, enzo)
    SuspensionService(service.db).decide(ids["entry"], 2)
    before = _cup_dump(url)
    with pytest.raises(ServiceError, match="so he cannot have started this match"):
        service.swap_starter(ids["match"], plan)
    assert _cup_dump(url) == before
