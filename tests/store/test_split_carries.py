"""A split carries the names, settled names and link reasons of the rows it moves.

Regression: after a wrong merge of Brazil's Ronaldo into Cristiano Ronaldo, a split of
Brazil's matches back out left Cristiano known as "Ronaldo", the user's answer for
Brazil ("Ronaldo" is him) and the reason of the automatic link on Cristiano: the next
Brazil squad writing "Ronaldo" was linked to Cristiano again.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterator
from typing import Any

import pytest
from sqlalchemy import Table, select, update
from sqlmodel import Session

from tests.helpers import people_rows as rows
from tracker.store.db import Database, open_database
from tracker.store.people import merging, squadlinks
from tracker.store.tables import (
    MatchPlayerRow,
    PersonAliasRow,
    PersonLinkRow,
    PersonNameRow,
)

NAME: Table = PersonNameRow.__table__  # type: ignore[attr-defined]
ALIAS: Table = PersonAliasRow.__table__  # type: ignore[attr-defined]
REASON: Table = PersonLinkRow.__table__  # type: ignore[attr-defined]
SQUAD: Table = MatchPlayerRow.__table__  # type: ignore[attr-defined]


@pytest.fixture
def db(db_url: str) -> Iterator[Database]:
    database = open_database(db_url, backups=0)
    yield database
    database.close()


def names(session: Session, person_id: int) -> set[str]:
    return set(session.execute(select(NAME.c.name).where(NAME.c.person_id == person_id)).scalars())


def owners(session: Session, table: Table) -> list[int]:
    return list(session.execute(select(table.c.person_id).order_by(table.c.id)).scalars())


def notes(session: Session) -> dict[str, list[tuple[Any, ...]]]:
    """Every row of the names, settled names and link reasons, as stored."""
    return {
        table.name: [tuple(r) for r in session.execute(select(table).order_by(table.c.id))]
        for table in (NAME, ALIAS, REASON)
    }


def split_back(db: Database, ids: dict[str, int], **target: int) -> merging.Split:
    """The wrong merge, then Brazil's matches split back out of Cristiano."""
    with db.writing() as session:
        merging.merge(session, ids["cristiano"], ids["ronaldo"])
    with db.writing() as session:
        return merging.split(
            session, ids["cristiano"], [ids["first"], ids["second"]], target=target.get("to")
        )


def test_the_split_off_player_is_linked_by_his_names_again(db: Database) -> None:
    ids = rows.wrong_merge(db)
    done = split_back(db, ids)
    with db.writing() as session:
        brazil = (ids["brazil"], "Brazil")
        portugal = (ids["portugal"], "Portugal")
        later = rows.match(
            session, brazil, portugal, dt.date(2026, 7, 1), edition_id=ids["edition"]
        )
        rows.squad_entry(session, later, "home", "Ronaldo", None)
        rows.squad_entry(session, later, "away", "Cristiano Ronaldo", None)
        squadlinks.link_match(session, later)
    with db.reading() as session:
        linked: dict[str, int] = {
            r.name: r.person_id
            for r in session.execute(select(SQUAD).where(SQUAD.c.match_id == later))
        }
        assert linked == {"Ronaldo": done.target, "Cristiano Ronaldo": ids["cristiano"]}
        assert names(session, ids["cristiano"]) == {"Cristiano Ronaldo"}
        assert names(session, done.target) == {"Ronaldo", "Ronaldo Nazário"}
        assert owners(session, ALIAS) == [done.target]
        # The reason of the automatic link follows its squad entry; the new match's
        # links are the target's (settled for Brazil) and Cristiano's (same name).
        assert owners(session, REASON)[0] == done.target


def test_a_name_both_sides_write_stays_and_is_given_to_the_target(db: Database) -> None:
    ids = rows.wrong_merge(db)
    with db.writing() as session:
        # Cristiano's own squad writes "Ronaldo" too: the name is his as well.
        session.execute(
            update(SQUAD).where(SQUAD.c.match_id == ids["portugal_match"]).values(name="Ronaldo")
        )
    done = split_back(db, ids)
    with db.reading() as session:
        assert names(session, ids["cristiano"]) == {"Cristiano Ronaldo", "Ronaldo"}
        assert names(session, done.target) == {"Ronaldo", "Ronaldo Nazário"}
        # Brazil's settled name is the target's: only his rows play for Brazil now.
        assert owners(session, ALIAS) == [done.target]


@pytest.mark.parametrize("onto", ["new", "existing"])
def test_undo_of_the_split_puts_names_aliases_and_reasons_back(db: Database, onto: str) -> None:
    ids = rows.wrong_merge(db)
    target = {}
    if onto == "existing":
        with db.writing() as session:
            target["to"] = rows.person(session, "Ronaldo Luís Nazário", also=("Ronaldo",))
    with db.writing() as session:
        merging.merge(session, ids["cristiano"], ids["ronaldo"])
    with db.reading() as session:
        before = rows.snapshot(session), notes(session)
    with db.writing() as session:
        done = merging.split(
            session, ids["cristiano"], [ids["first"], ids["second"]], target=target.get("to")
        )
    with db.reading() as session:
        assert names(session, ids["cristiano"]) == {"Cristiano Ronaldo"}
        assert owners(session, ALIAS) == [done.target]
        assert owners(session, REASON) == [done.target]
    with db.writing() as session:
        merging.undo_split(session, done)
    with db.reading() as session:
        assert (rows.snapshot(session), notes(session)) == before
