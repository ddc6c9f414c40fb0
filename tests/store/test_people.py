"""Linking squad names to people: same team and full folded name, never a guess."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlmodel import select

from tests.core.factory import make_match
from tracker.core.match.model import Match, Player, TeamSheet
from tracker.store.db import Database, open_database
from tracker.store.match import matches as repo
from tracker.store.people import squadlinks as people
from tracker.store.tables import MatchPlayerRow, PersonNameRow
from tracker.store.transfer import bulk


@pytest.fixture
def path(tmp_path: Path) -> Path:
    return tmp_path / "people.sqlite3"


@pytest.fixture
def db(path: Path) -> Iterator[Database]:
    database = open_database(path, backups=0)
    yield database
    database.close()


def _with_names(match: Match, home: list[str], away: list[str] | None = None) -> Match:
    def sheet(team: TeamSheet, names: list[str]) -> TeamSheet:
        squad = (
            tuple(dataclasses.replace(p, name=n) for p, n in zip(team.squad, names, strict=False))
            + team.squad[len(names) :]
        )
        return dataclasses.replace(team, squad=squad)

    match = dataclasses.replace(match, home=sheet(match.home, home))
    return dataclasses.replace(match, away=sheet(match.away, away or []))


def _person_of(db: Database, match_id: int, name: str) -> int | None:
    with db.reading() as session:
        row = session.exec(
            select(MatchPlayerRow).where(
                MatchPlayerRow.match_id == match_id, MatchPlayerRow.name == name
            )
        ).one()
        return row.person_id


def test_each_squad_entry_becomes_a_person_with_his_name(db: Database) -> None:
    with db.writing() as session:
        stored = repo.insert_match(session, make_match())
    assert stored.id is not None
    with db.reading() as session:
        rows = session.exec(select(MatchPlayerRow)).all()
        assert all(r.person_id is not None for r in rows)
        assert len({r.person_id for r in rows}) == len(rows)
        names = {n.folded for n in session.exec(select(PersonNameRow))}
    assert "reds player 1" in names


def test_two_entries_of_one_match_are_two_people_whatever_their_names(db: Database) -> None:
    """Two squad entries of one match are two players: "Ali Hasan" is a form of "Ali
    Hassan", and two "Ronaldo"s are one name, but never one person in one match."""
    match = _with_names(make_match(), ["Ali Hassan", "Ali Hasan", "Ronaldo", "Ronaldo"])
    with db.writing() as session:
        stored = repo.insert_match(session, match)
    assert stored.id is not None
    with db.reading() as session:
        rows = session.exec(select(MatchPlayerRow).where(MatchPlayerRow.side == "home")).all()
    assert len({r.person_id for r in rows}) == len(rows)
    # In the next match, "Ali Hasan" (his shirt number again) is the one written so.
    with db.writing() as session:
        later = repo.insert_match(session, _with_names(make_match(), ["Ed Ash", "Ali Hasan"])).id
    assert later is not None
    assert _person_of(db, later, "Ali Hasan") == _person_of(db, stored.id, "Ali Hasan")


def test_the_same_name_in_the_same_team_is_the_same_person_across_matches(
    db: Database, path: Path
) -> None:
    first = _with_names(make_match(), ["Lautaro Martínez"])
    second = _with_names(make_match(), ["lautaro martinez"])
    with db.writing() as session:
        a = repo.insert_match(session, first).id
    with db.writing() as session:
        b = repo.insert_match(session, second).id
    assert a is not None and b is not None
    fresh = open_database(path, backups=0)  # a fresh engine reads what was written
    try:
        assert _person_of(fresh, a, "Lautaro Martínez") == _person_of(fresh, b, "lautaro martinez")
    finally:
        fresh.close()


def test_a_surname_alone_or_another_team_is_a_new_person(db: Database) -> None:
    first = _with_names(make_match(), ["Lautaro Martínez"])
    short = _with_names(make_match(), ["Lautaro"])
    elsewhere = _with_names(make_match(), [], ["Lautaro Martínez"])
    ids = []
    for match in (first, short, elsewhere):
        with db.writing() as session:
            ids.append(repo.insert_match(session, match).id)
    original = _person_of(db, ids[0], "Lautaro Martínez")
    assert _person_of(db, ids[1], "Lautaro") not in (None, original)
    # Blues never had him: the same name there is somebody else until a user merges them.
    assert _person_of(db, ids[2], "Lautaro Martínez") not in (None, original)


def test_two_people_of_one_team_with_one_name_leave_the_name_unlinked(db: Database) -> None:
    with db.writing() as session:
        one = repo.insert_match(session, _with_names(make_match(), ["John Smith"])).id
        assert one is not None
        # A second John Smith of the Reds: a user told them apart by hand.
        linker = people.Linker(session)
        other = linker.new_person("John Smith")
        linker.flush()
        row = MatchPlayerRow(match_id=one, side="home", name="John Smith", person_id=other)
        session.add(row)
    with db.writing() as session:
        third = repo.insert_match(session, _with_names(make_match(), ["JOHN SMITH"]))
        assert third.id is not None
        ambiguous = people.link_match(session, third.id)
        left = people.unlinked(session, third.id)
    assert left == [("home", "JOHN SMITH")]
    assert _person_of(db, third.id, "JOHN SMITH") is None
    with db.reading() as session:
        linker = people.Linker(session)
        [candidate_a, candidate_b] = people.describe(
            session, sorted(linker.candidates(_team_id(db, one), "John Smith"))
        )
    assert {candidate_a.name, candidate_b.name} == {"John Smith"}
    assert "Reds" in candidate_a.teams and candidate_a.last_match.startswith("Reds v Blues")
    [still] = ambiguous  # asking again says it again
    assert (still.name, still.team, len(still.candidates)) == ("JOHN SMITH", "Reds", 2)
    with db.writing() as session:
        people.link_match(session, third.id, {("home", "john smith"): other})
    assert _person_of(db, third.id, "JOHN SMITH") == other


def _team_id(db: Database, match_id: int) -> int:
    from tracker.core.match.model import Side
    from tracker.store.people.teams import team_ids_of

    with db.reading() as session:
        team = team_ids_of(session, match_id)[Side.HOME]
    assert team is not None
    return team


def test_bulk_insert_links_as_one_by_one_does(db: Database) -> None:
    match = _with_names(make_match(), ["Ann Able"])
    with db.writing() as session:
        one = repo.insert_match(session, match).id
    with db.writing() as session:
        [two, three] = bulk.insert_matches(
            session, [bulk.NewMatch(match, ()), bulk.NewMatch(match, ())]
        )
    assert one is not None
    assert _person_of(db, one, "Ann Able") == _person_of(db, two, "Ann Able")
    assert _person_of(db, two, "Ann Able") == _person_of(db, three, "Ann Able")


def test_a_squad_player_added_in_set_up_is_linked(db: Database) -> None:
    with db.writing() as session:
        stored = repo.insert_match(session, make_match())
    extra = Player(pid=999, name="Late Addition", number=77)
    changed = dataclasses.replace(
        stored, home=dataclasses.replace(stored.home, squad=(*stored.home.squad, extra))
    )
    with db.writing() as session:
        repo.update_match_setup(session, changed)
    assert stored.id is not None
    assert _person_of(db, stored.id, "Late Addition") is not None
    assert _person_of(db, stored.id, "Reds Player 1") is not None


def test_dates_of_birth_are_read_for_many_people_at_once(db: Database) -> None:
    """One read for a whole squad's ages (the key stats once read each person twice),
    in chunks past any backend's limit of parameters, as the person's own page reads it."""
    import datetime as dt

    from tracker.store.results import catalogue
    from tracker.store.tables import PersonRow

    with db.writing() as session:
        rows = [
            PersonRow(
                name=f"Player {n}",
                folded=f"player {n}",
                date_of_birth=dt.date(1990, 1, 1) + dt.timedelta(days=n) if n % 3 else None,
            )
            for n in range(1, 1201)
        ]
        session.add_all(rows)
        session.flush()
        ids = [int(r.id) for r in rows if r.id is not None]
    with db.reading() as session:
        born = catalogue.dates_of_birth(session, [*ids, ids[0], 10**9])
        assert set(born) == set(ids)  # a repeated id once; an id that is no one's left out
        for person_id in (ids[0], ids[1], ids[2], ids[700], ids[-1]):
            one = catalogue.person(session, person_id)
            assert one is not None and born[person_id] == one.date_of_birth
    assert born[ids[2]] is None and born[ids[0]] == dt.date(1990, 1, 2)
