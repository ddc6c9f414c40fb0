"""Rows to core values and back: every field of a match and every kind of event."""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterator
from dataclasses import replace

import pytest
from sqlmodel import select

from tests.core.factory import H1, H2, HOME, PENS, card, goal, kick, make_match, off, start, sub
from tracker.core.match.events import Event, FormationChange, MissedPenalty
from tracker.core.match.model import Match, Officials, Position, preset_for
from tracker.store.db import Database, open_database
from tracker.store.match import matches as repo
from tracker.store.match import summaries
from tracker.store.tables import MatchRow, TeamRow


@pytest.fixture
def path(db_url: str) -> str:
    """The database's URL (a file on SQLite, a server's database on PostgreSQL)."""
    return db_url


@pytest.fixture
def db(path: str) -> Iterator[Database]:
    database = open_database(path)
    yield database
    database.close()


def _full_match() -> Match:
    match = make_match("three", team_size=11)
    home = replace(match.home, short_name="RED", colour="#c00", keeper_colour="#0c0")
    return replace(
        match,
        home=home,
        stage="Final",
        date=dt.date(2026, 7, 19),
        kickoff=dt.time(15, 0),
        venue="New Jersey",
        attendance=82_500,
        officials=Officials("Ref", "AR One", "AR Two", "Fourth", "Video"),
        rules=preset_for("three", 11),
    )


def _reopened(path: str, match_id: int) -> tuple[Match, list[Event]]:
    fresh = open_database(path)
    try:
        with fresh.reading() as session:
            return repo.load_match(session, match_id), repo.load_events(session, match_id)
    finally:
        fresh.close()


def test_every_field_of_a_match_survives_a_fresh_engine(db: Database, path: str) -> None:
    original = _full_match()
    with db.writing() as session:
        stored = repo.insert_match(session, original)
    loaded, events = _reopened(path, stored.id)  # type: ignore[arg-type]
    assert loaded == stored
    assert events == []
    # Everything but the ids is what was given.
    assert loaded.home.lineup is not None and original.home.lineup is not None
    assert [p.name for p in loaded.home.squad] == [p.name for p in original.home.squad]
    assert loaded.home.squad[0].position is Position.GK
    assert loaded.home.squad[3].number == 4
    assert loaded.home.lineup.formation == "4-4-2"
    assert [len(row) for row in loaded.home.lineup.rows] == [1, 4, 4, 2]
    assert loaded.home.player(loaded.home.lineup.captain).name == "Reds Player 2"  # type: ignore[arg-type, union-attr]
    assert (loaded.venue, loaded.attendance, loaded.officials.var) == (
        "New Jersey",
        82_500,
        "Video",
    )
    assert loaded.rules.key == "three"
    assert (loaded.home.colour, loaded.home.short_name) == ("#c00", "RED")


def test_a_match_read_as_a_plain_row_is_the_match_read_through_the_orm(
    db: Database, path: str
) -> None:
    """A session with nothing unwritten reads the match's row plain (no ORM mapping to
    set up); it gives what the ORM's object gives, and a change not yet written is
    read from the ORM's object, as before."""
    with db.writing() as session:
        stored = repo.insert_match(session, _full_match())
    assert stored.id is not None
    fresh = open_database(path)
    try:
        with fresh.reading() as session:
            plain = repo.load_match(session, stored.id)
            assert not isinstance(repo._row_to_read(session, stored.id), MatchRow)
            orm = repo._load(session, repo._match_row(session, stored.id))
        assert plain == orm == stored
        with fresh.writing() as session:
            row = session.get(MatchRow, stored.id)
            assert row is not None
            row.venue = "MetLife Stadium"  # changed, not yet written
            assert repo.load_match(session, stored.id).venue == "MetLife Stadium"
            session.rollback()
        with fresh.writing() as session:
            assert repo.load_match(session, stored.id).venue == "New Jersey"
            repo.soft_delete_match(session, stored.id)
            session.flush()
            with pytest.raises(repo.NotFound):
                repo.load_match(session, stored.id)  # written: the plain read sees it
    finally:
        fresh.close()


def test_every_kind_of_event_survives_a_fresh_engine(db: Database, path: str) -> None:
    with db.writing() as session:
        stored = repo.insert_match(session, make_match())
    ids = {old: new.pid for old, new in zip(range(1, 21), stored.home.squad, strict=True)}
    ids |= {old: new.pid for old, new in zip(range(101, 121), stored.away.squad, strict=True)}
    rows = ((ids[1],), tuple(ids[p] for p in (2, 3, 4)), tuple(ids[p] for p in (5, 6, 7, 8, 9)))
    rows += (tuple(ids[p] for p in (10, 11)),)
    events: list[Event] = [
        start(H1),
        goal("45+2", H1, HOME, 10, 11),
        MissedPenalty(goal("60", H2, HOME, 1).time, side=HOME, player=10, saved=False),
        sub("61", H2, HOME, 9, 12, concussion=True),
        off("62", H2, HOME, 8),
        card("63", H2, HOME, None, official="Reds Manager"),
        FormationChange(goal("64", H2, HOME, 1).time, side=HOME, formation="3-5-2", rows=rows),
        kick(HOME, 10, scored=False),
    ]
    assert events[-1].time.period is PENS
    with db.writing() as session:
        written = [
            repo.insert_event(session, stored.id, repo.remap_event(replace(e, seq=i), ids))  # type: ignore[arg-type]
            for i, e in enumerate(events, start=1)
        ]
    _, loaded = _reopened(path, stored.id)  # type: ignore[arg-type]
    assert loaded == written
    assert [e.seq for e in loaded] == list(range(1, 9))


def test_update_and_delete_an_event(db: Database, path: str) -> None:
    with db.writing() as session:
        stored = repo.insert_match(session, make_match())
        first = repo.insert_event(session, stored.id, replace(start(H1), seq=1))  # type: ignore[arg-type]
        scorer = stored.home.squad[9].pid
        scored = repo.insert_event(session, stored.id, replace(goal("5", H1, HOME, scorer), seq=2))  # type: ignore[arg-type]
        assert repo.next_seq(session, stored.id) == 3  # type: ignore[arg-type]
    with db.writing() as session:
        repo.update_event(session, stored.id, replace(scored, time=goal("7", H1, HOME, 1).time))  # type: ignore[arg-type]
    assert [str(e.time) for e in _reopened(path, stored.id)[1]] == ["0'", "7'"]  # type: ignore[arg-type]
    with db.writing() as session:
        gone = repo.delete_event(session, stored.id, scored.id)  # type: ignore[arg-type]
        assert gone.id == scored.id
    with db.writing() as session:
        with pytest.raises(repo.NotFound):
            repo.delete_event(session, stored.id, scored.id)  # type: ignore[arg-type]
        with pytest.raises(repo.NotFound):
            repo.delete_event(session, stored.id + 1, first.id)  # type: ignore[arg-type, operator]
    assert _reopened(path, stored.id)[1] == [first]  # type: ignore[arg-type]


def test_the_library_lists_newest_first_and_hides_deleted_matches(db: Database) -> None:
    dates = [dt.date(2026, 6, 1), dt.date(2026, 7, 1), dt.date(2026, 5, 1)]
    with db.writing() as session:
        ids = [repo.insert_match(session, replace(make_match(), date=d)).id for d in dates]
    with db.writing() as session:
        repo.soft_delete_match(session, ids[2], True)  # type: ignore[arg-type]
    with db.reading() as session:
        assert [s.id for s in repo.list_matches(session)] == [ids[1], ids[0]]
        assert [s.id for s in repo.list_matches(session, deleted=True)] == [ids[2]]
        with pytest.raises(repo.NotFound, match=f"match {ids[2]} is in the trash"):
            repo.load_match(session, ids[2])  # type: ignore[arg-type]
    with db.writing() as session:
        repo.soft_delete_match(session, ids[2], False)  # type: ignore[arg-type]
        summaries.record(session, ids[0])  # type: ignore[arg-type]
    with db.reading() as session:
        assert len(repo.list_matches(session)) == 3
        assert repo.last_worked_on(session) == ids[0]


def test_a_team_is_kept_once_by_name(db: Database) -> None:
    with db.writing() as session:
        a = repo.insert_match(session, make_match())
        b = repo.insert_match(session, make_match())
    with db.reading() as session:
        rows = [session.get(MatchRow, a.id), session.get(MatchRow, b.id)]
        assert rows[0].home_team_id == rows[1].home_team_id  # type: ignore[union-attr]
        assert len(session.exec(select(TeamRow)).all()) == 2


def test_revisions_counted_gives_each_match_its_revision_and_a_deleted_one_minus_one(
    db: Database, path: str
) -> None:
    """What the live site compares at each change: every match's revision (a deleted one
    as -1) and its revision as the record books counted it, read again through a fresh
    engine."""
    with db.writing() as session:
        kept, gone = (repo.insert_match(session, make_match()).id for _ in range(2))
    with db.writing() as session:
        repo.soft_delete_match(session, gone)
    fresh = open_database(path)
    try:
        with fresh.reading() as session:
            revisions, counted = repo.revisions_counted(session)
            heads = {i: summaries.head(session, i) for i in (kept, gone)}
            # Some of them only, by their ids (a notification's): those that exist.
            named = repo.revisions_counted(session, [gone, 987654])
            none = repo.revisions_counted(session, [])
    finally:
        fresh.close()
    assert revisions == {kept: heads[kept].revision, gone: -1}
    assert heads[gone].deleted and not heads[kept].deleted
    assert set(counted) == {kept, gone}
    assert all(isinstance(value, int) for value in counted.values())
    assert named == ({gone: -1}, {gone: counted[gone]})
    assert none == ({}, {})
