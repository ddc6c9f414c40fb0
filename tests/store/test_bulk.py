"""Storing many matches at once stores exactly what one-by-one storing stores."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator

import pytest
from sqlmodel import select

from tracker.app import demo_text
from tracker.core.files import matchfile
from tracker.services.matches import MatchService
from tracker.store.db import Database, open_database
from tracker.store.tables import MatchRow, TeamPlayerRow, TeamRow
from tracker.store.transfer import bulk


@pytest.fixture
def db(db_url: str) -> Iterator[Database]:
    database = open_database(db_url, backups=0)
    yield database
    database.close()


def test_a_bulk_match_exports_as_the_imported_one(db: Database) -> None:
    service = MatchService(db)
    imported = service.import_text(demo_text())
    match, events = matchfile.loads(demo_text())
    with db.writing() as session:
        [stored] = bulk.insert_matches(session, [bulk.NewMatch(match, events)])
    assert stored == imported + 1
    # The same match but for its identity: each stored copy has its own uuid.
    assert _without_uuid(service.export_text(stored)) == _without_uuid(
        service.export_text(imported)
    )
    assert service.state(stored).score == service.state(imported).score


def test_teams_are_shared_and_ids_follow_existing_rows(db: Database) -> None:
    match, events = matchfile.loads(demo_text())
    renamed = dataclasses.replace(match, away=dataclasses.replace(match.away, name="Elsewhere"))
    items = [bulk.NewMatch(match, events), bulk.NewMatch(renamed, events[:3], {"stage": "B"})]
    with db.writing() as session:
        first = bulk.insert_matches(session, items[:1])
    with db.writing() as session:
        later = bulk.insert_matches(session, items)
    assert later == [first[0] + 1, first[0] + 2]
    service = MatchService(db)
    assert len(service.load(later[1])[1]) == 3
    with db.reading() as session:
        names = sorted(t.name for t in session.exec(select(TeamRow)))
        assert names == sorted({match.home.name, match.away.name, "Elsewhere"})
        assert session.get(MatchRow, later[1]).stage == "B"  # type: ignore[union-attr]
        squad = len(match.home.squad) + len(match.away.squad) + len(match.away.squad)
        assert len(session.exec(select(TeamPlayerRow)).all()) == squad
    # Players of different matches never share an id.
    pids = [p.pid for i in (*first, *later) for p in service.load(i)[0].home.squad]
    assert len(pids) == len(set(pids))


def test_bulk_matches_carry_their_stored_figures(db: Database) -> None:
    match, events = matchfile.loads(demo_text())
    with db.writing() as session:
        bulk.insert_matches(session, [bulk.NewMatch(match, events), bulk.NewMatch(match, [])])
    service = MatchService(db)
    assert service.check_summaries() == []
    scores = sorted((e.score, e.status) for e in service.library())
    assert scores == [("0-0", "not started"), ("2-1", "finished")]


def test_rows_stored_one_by_one_after_a_bulk_insert_get_new_ids(db: Database) -> None:
    """Bulk ids come from where the database numbers rows (PostgreSQL's sequences are
    moved on too), so a match, player or event stored the usual way afterwards never
    collides with a bulk one."""
    match, events = matchfile.loads(demo_text())
    with db.writing() as session:
        [bulked] = bulk.insert_matches(session, [bulk.NewMatch(match, events)])
    service = MatchService(db)
    imported = service.import_text(demo_text())
    assert imported > bulked
    newest = service.load(imported)[1][-1]
    service.delete(imported, newest.id)  # type: ignore[arg-type]
    bulked_ids = {e.id for e in service.load(bulked)[1]}
    assert bulked_ids.isdisjoint(e.id for e in service.load(imported)[1])
    with db.writing() as session:
        [again] = bulk.insert_matches(session, [bulk.NewMatch(match, events)])
    # Nor does a later bulk insert reuse the id of an event deleted meanwhile.
    assert newest.id not in {e.id for e in service.load(again)[1]}
    assert service.import_text(demo_text()) > again


def _without_uuid(text: str) -> str:
    return "\n".join(line for line in text.splitlines() if '"uuid":' not in line)
