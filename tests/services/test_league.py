"""Pushing a match logged offline to the league's database, and copying a library.

Every test runs against a second SQLite file, and against a fresh PostgreSQL
database when ``TRACKER_TEST_PG`` names a server (skipped otherwise, saying why).
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import select, text

from tests.core.factory import AWAY, H1, H2, HOME, card, end, full_time, goal, start
from tests.helpers.league import KINDS, target
from tests.services.stored import StoredMatch, store_match
from tracker.core.match.model import Side
from tracker.services.copying import copy_library
from tracker.services.league import PushOutcome, open_target, push
from tracker.services.matches import MatchService, ServiceError
from tracker.store.db import Database
from tracker.store.tables import EventRow
from tracker.store.transfer import matchcopy as transfer


@dataclass
class Pitch:
    """The secretary's laptop (one match, kicked off) and the league's database."""

    local: StoredMatch
    league: Database
    server: MatchService

    def push(self, *, force: bool = False) -> Any:
        return push(self.local.db, self.local.id, self.league, force=force)

    def remote_id(self) -> int:
        found = _find(self.league, self.local.match.uuid)
        assert found is not None
        return found

    def files(self) -> tuple[dict[str, Any], dict[str, Any]]:
        """The match file here and there."""
        here = json.loads(self.local.service.export_text(self.local.id))
        there = json.loads(self.server.export_text(self.remote_id()))
        return here, there


def _find(db: Database, uuid: str | None) -> int | None:
    assert uuid is not None
    with db.reading() as session:
        found = transfer.find(session, uuid)
    return found.id if found is not None else None


@pytest.fixture(params=KINDS)
def pitch(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Pitch]:
    local = store_match(tmp_path)
    local.log(start(H1))
    with target(request.param, tmp_path) as url:
        league = open_target(url, create=False)
        try:
            yield Pitch(local, league, MatchService(league))
        finally:
            league.close()
            local.db.close()


def _yellow_there(pitch: Pitch, minute: str, index: int) -> None:
    """A yellow card logged on the league's database, to one of the away starters."""
    remote = pitch.remote_id()
    match, _ = pitch.server.load(remote)
    assert match.away.lineup is not None
    player = match.away.lineup.starters[index]
    pitch.server.log(remote, card(minute, H1, AWAY, player))


def test_a_push_lands_once_however_often_it_is_repeated(pitch: Pitch) -> None:
    outcomes = [pitch.push().outcome for _ in range(4)]
    assert outcomes == [PushOutcome.CREATED, *[PushOutcome.UP_TO_DATE] * 3]
    assert len(pitch.server.library()) == 1
    here, there = pitch.files()
    assert here == there
    assert pitch.push().message.endswith("is already up to date on " + pitch.league.shown_url)


def test_events_logged_after_a_push_update_the_same_match_there(pitch: Pitch) -> None:
    first = pitch.push()
    pitch.local.log(goal("20", H1, HOME, 9, 10), card("31", H1, AWAY, 105))
    second = pitch.push()
    assert second.outcome is PushOutcome.UPDATED
    assert second.remote_id == first.remote_id
    here, there = pitch.files()
    assert here == there and len(there["events"]) == 3
    assert [e.id for e in pitch.server.library()] == [first.remote_id]
    assert pitch.server.state(pitch.remote_id()).score[Side.HOME] == 1
    assert pitch.push().outcome is PushOutcome.UP_TO_DATE


def test_edits_on_both_sides_are_a_conflict_and_nothing_is_overwritten(pitch: Pitch) -> None:
    pitch.push()
    _yellow_there(pitch, "12", 3)
    pitch.local.log(goal("20", H1, HOME, 9))
    _, before = pitch.files()
    result = pitch.push()
    assert result.outcome is PushOutcome.CONFLICT and result.refused
    assert "changed there since your last push" in result.message
    assert "nothing was overwritten" in result.message
    here, there = pitch.files()
    assert there == before  # the server's card is still there, our goal is not
    assert [e["kind"] for e in there["events"]] == ["period_start", "card"]
    assert [e["kind"] for e in here["events"]] == ["period_start", "goal"]
    # Asked again, still refused: the mark was not moved by the refusal.
    assert pitch.push().outcome is PushOutcome.CONFLICT
    forced = pitch.push(force=True)
    assert forced.outcome is PushOutcome.UPDATED
    here, there = pitch.files()
    assert here == there


def test_a_change_made_only_there_is_not_undone_by_a_push(pitch: Pitch) -> None:
    pitch.push()
    _yellow_there(pitch, "12", 3)
    _, before = pitch.files()
    result = pitch.push()
    assert result.outcome is PushOutcome.THEIRS_NEWER and not result.refused
    assert result.message.startswith("nothing sent")
    assert pitch.files()[1] == before


def test_the_same_change_on_both_sides_is_up_to_date(
    pitch: Pitch, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The match file carries when each event was logged, to the second: the two cards
    # are logged in the same second here, as two people logging one card at once would
    # (on a busy machine the two calls could straddle a second, and the files differ).
    import datetime as dt

    from tracker.services import matches

    moment = dt.datetime(2026, 6, 1, 12, 0, tzinfo=dt.timezone.utc)
    monkeypatch.setattr(matches, "_now", lambda: moment)
    pitch.push()
    # The same yellow card, to the same player, here and there, logged by two people
    # at two moments: who logged an event, and when, is not what happened.
    pitch.server.author = "League office"
    _yellow_there(pitch, "12", 3)
    pitch.local.log(card("12", H1, AWAY, 104))
    assert pitch.push().outcome is PushOutcome.UP_TO_DATE
    here, there = pitch.files()
    assert here["events"][1]["author"] != there["events"][1]["author"]  # each keeps its own


def test_a_confirmed_match_there_is_never_overwritten(pitch: Pitch) -> None:
    pitch.local.log(end(H1), start(H2), end(H2), full_time())
    pitch.push()
    pitch.server.set_confirmed(pitch.remote_id(), True)
    last = pitch.local.service.load(pitch.local.id)[1][-1]
    assert last.id is not None
    pitch.local.service.delete(pitch.local.id, last.id)  # full time was a mistake here
    _, before = pitch.files()
    for force in (False, True):
        result = pitch.push(force=force)
        assert result.outcome is PushOutcome.LOCKED, force
        assert "confirmed and locked there" in result.message
    assert pitch.files()[1] == before


def test_a_match_in_the_trash_there_comes_back_only_when_forced(pitch: Pitch) -> None:
    pitch.push()
    pitch.server.delete_match(pitch.remote_id())
    pitch.local.log(goal("20", H1, HOME, 9))
    assert pitch.push().outcome is PushOutcome.TRASHED
    assert pitch.server.library() == []
    assert pitch.push(force=True).outcome is PushOutcome.UPDATED
    assert [e.id for e in pitch.server.library()] == [pitch.remote_id()]
    here, there = pitch.files()
    assert here == there


def test_a_copy_there_that_was_not_pushed_from_here(pitch: Pitch) -> None:
    # The match file went to the league by hand (exported, imported there).
    remote = pitch.server.import_text(pitch.local.service.export_text(pitch.local.id))
    assert _find(pitch.league, pitch.local.match.uuid) == remote
    assert pitch.push().outcome is PushOutcome.UP_TO_DATE  # same match: now marked
    pitch.local.log(goal("20", H1, HOME, 9))
    assert pitch.push().outcome is PushOutcome.UPDATED


def test_a_copy_there_from_elsewhere_that_differs_is_a_conflict(pitch: Pitch) -> None:
    pitch.server.import_text(pitch.local.service.export_text(pitch.local.id))
    pitch.local.log(goal("20", H1, HOME, 9))
    result = pitch.push()
    assert result.outcome is PushOutcome.CONFLICT
    assert "(or was not sent from here)" in result.message


def test_who_logged_each_event_and_when_travel_with_it(pitch: Pitch) -> None:
    pitch.local.log(goal("20", H1, HOME, 9))
    with pitch.local.db.writing() as session:
        session.execute(text("UPDATE event SET author = 'home secretary'"))
    result = pitch.push()
    here = _authorship(pitch.local.db, pitch.local.id)
    assert here == _authorship(pitch.league, result.remote_id)
    assert [author for author, _ in here] == ["home secretary"] * 2


def _authorship(db: Database, match_id: int) -> list[tuple[str, object]]:
    table = EventRow.__table__  # type: ignore[attr-defined]
    with db.reading() as session:
        rows = session.execute(
            select(table.c.author, table.c.created_at)
            .where(table.c.match_id == match_id)
            .order_by(table.c.id)
        ).all()
    return [(r.author, r.created_at.replace(tzinfo=None)) for r in rows]


def test_a_match_in_the_trash_here_or_missing_is_not_sent(pitch: Pitch) -> None:
    with pytest.raises(ServiceError, match="there is no match 999"):
        push(pitch.local.db, 999, pitch.league)
    pitch.local.service.delete_match(pitch.local.id)
    with pytest.raises(ServiceError, match=f"match {pitch.local.id} is in the trash"):
        pitch.push()
    assert pitch.server.library() == []


def test_a_match_is_not_pushed_into_its_own_database(tmp_path: Path) -> None:
    local = store_match(tmp_path)
    again = open_target(str(local.path), create=False)
    try:
        with pytest.raises(ServiceError, match="is the database it would be sent from"):
            push(local.db, local.id, again)
    finally:
        again.close()
        local.db.close()


def test_a_mark_names_the_server_not_the_user_or_driver() -> None:
    names = {
        transfer.sync_target(url)
        for url in (
            "postgresql+psycopg://secretary:pw@db.league.example:5432/league",
            "postgresql://office@db.league.example:5432/league",
        )
    }
    assert names == {"postgresql://db.league.example:5432/league"}


def test_a_push_with_nothing_to_send_writes_nothing_on_either_side(tmp_path: Path) -> None:
    local = store_match(tmp_path)
    local.log(start(H1))
    with target("sqlite", tmp_path) as url:
        league = open_target(url, create=False)
        try:
            push(local.db, local.id, league)
            before = _dumped(local.path), _dumped(Path(url))
            assert push(local.db, local.id, league).outcome is PushOutcome.UP_TO_DATE
            assert copy_library(local.db, league).up_to_date == 1
            assert (_dumped(local.path), _dumped(Path(url))) == before
        finally:
            league.close()
            local.db.close()


def _dumped(path: Path) -> list[str]:
    import sqlite3

    with sqlite3.connect(path) as connection:
        return list(connection.iterdump())


def test_a_password_asked_apart_goes_into_the_url_and_is_never_remembered() -> None:
    from tracker.services.league import with_password, without_password

    url = "postgresql+psycopg://secretary@db.league.example/league"
    secret = with_password(url, "p@ss:w/rd")
    assert secret == "postgresql+psycopg://secretary:p%40ss%3Aw%2Frd@db.league.example/league"
    assert without_password(secret) == url
    assert with_password(url, "") == url
    assert with_password("league.sqlite3", "pw") == "league.sqlite3"  # a file has none
    assert without_password("league.sqlite3") == "league.sqlite3"


def test_a_push_that_loses_the_race_to_add_the_match_compares_again(
    pitch: Pitch, monkeypatch: pytest.MonkeyPatch
) -> None:
    pitch.push()
    pitch.local.log(goal("20", H1, HOME, 9))
    real = transfer.find
    calls: list[bool] = []

    def late(session: Any, uuid: str, *, lock: bool = False) -> Any:
        # The first look, in the push's transaction, misses the copy another client
        # has just added: the insert then meets the unique uuid.
        calls.append(lock)
        return None if calls.count(True) == 1 and lock else real(session, uuid, lock=lock)

    monkeypatch.setattr(transfer, "find", late)
    assert pitch.push().outcome is PushOutcome.UPDATED
    assert calls.count(True) == 2
    assert len(pitch.server.library()) == 1
    here, there = pitch.files()
    assert here == there


def test_a_push_refused_twice_as_a_duplicate_says_so(
    pitch: Pitch, monkeypatch: pytest.MonkeyPatch
) -> None:
    pitch.push()
    pitch.local.log(goal("20", H1, HOME, 9))
    real = transfer.find
    monkeypatch.setattr(
        transfer,
        "find",
        lambda session, uuid, *, lock=False: None if lock else real(session, uuid),
    )
    with pytest.raises(ServiceError, match="refused it twice as a duplicate; try again"):
        pitch.push()
    assert len(pitch.server.library()) == 1


def test_a_match_stored_without_identity_gets_one_and_lands_once(pitch: Pitch) -> None:
    with pitch.local.db.writing() as session:
        session.execute(text("UPDATE match SET uuid = NULL"))
    assert pitch.push().outcome is PushOutcome.CREATED
    uuid = pitch.local.service.load(pitch.local.id)[0].uuid
    assert uuid is not None
    assert pitch.push().outcome is PushOutcome.UP_TO_DATE
    assert _find(pitch.league, uuid) is not None and len(pitch.server.library()) == 1
