"""Rows for people tests: a competition, its matches, squads, result goals and figures.

Appearance rows are written directly here (``tallied_revision = revision``): the tests
do not depend on how the tallies derive them.
"""

from __future__ import annotations

import datetime as dt
from typing import Any

from sqlalchemy import select
from sqlmodel import Session

from tracker.core.match.model import fold
from tracker.store.db import Database
from tracker.store.match.summaries import SUMMARY_VERSION
from tracker.store.tables import (
    AppearanceRow,
    CompetitionRow,
    EditionRow,
    MatchPlayerRow,
    MatchRow,
    PersonAliasRow,
    PersonLinkRow,
    PersonNameRow,
    PersonRow,
    ResultGoalRow,
    SuspensionOverrideRow,
    TeamRow,
)

TABLES = (
    PersonRow,
    PersonNameRow,
    MatchPlayerRow,
    ResultGoalRow,
    AppearanceRow,
    SuspensionOverrideRow,
    PersonAliasRow,
    PersonLinkRow,
)


def edition(
    session: Session,
    name: str = "FIFA World Cup",
    season: str = "2026",
    kind: str = "cup",
    rules: str = "",
) -> int:
    """A competition and one edition of it; returns the edition's id."""
    comp = CompetitionRow(name=name, folded=fold(name), kind=kind, rules=rules)
    session.add(comp)
    session.flush()
    assert comp.id is not None
    row = EditionRow(competition_id=comp.id, name=f"{name} {season}", season=season)
    session.add(row)
    session.flush()
    assert row.id is not None
    return row.id


def team(session: Session, name: str) -> int:
    """A team; returns its id."""
    row = TeamRow(name=name)
    session.add(row)
    session.flush()
    assert row.id is not None
    return row.id


def person(
    session: Session, name: str, *, also: tuple[str, ...] = (), born: dt.date | None = None
) -> int:
    """A person with his names; returns his id."""
    row = PersonRow(name=name, folded=fold(name), date_of_birth=born)
    session.add(row)
    session.flush()
    assert row.id is not None
    for known in (name, *also):
        session.add(PersonNameRow(person_id=row.id, name=known, folded=fold(known)))
    session.flush()
    return row.id


def match(
    session: Session,
    home: tuple[int, str],
    away: tuple[int, str],
    date: dt.date,
    *,
    edition_id: int | None = None,
    stage: str = "",
    round_stage: str = "",
    record: str = "logged",
    competition: str = "",
    status: str | None = None,
) -> int:
    """A match between two stored teams; returns its id. Its status is the store's for
    its record unless given: a fixture not started, a logged match or a result finished
    (a logged match not started has no result yet). Its summary is stored as current:
    opening the database does not replay its (empty) log into "not started"."""
    row = MatchRow(
        status=status or ("not started" if record == "fixture" else "finished"),
        summary_version=SUMMARY_VERSION,
        home_team_id=home[0],
        home_name=home[1],
        away_team_id=away[0],
        away_name=away[1],
        date=date,
        edition_id=edition_id,
        stage=stage,
        round=stage,
        round_stage=round_stage,
        record=record,
        competition=competition,
        revision=3,
        tallied_revision=3,
    )
    session.add(row)
    session.flush()
    assert row.id is not None
    return row.id


def squad_entry(
    session: Session,
    match_id: int,
    side: str,
    name: str,
    person_id: int | None,
    *,
    line: int | None = 1,
) -> int:
    """A squad entry (a starter unless ``line`` is None); returns its id."""
    row = MatchPlayerRow(
        match_id=match_id, side=side, name=name, person_id=person_id, line=line, slot=0
    )
    session.add(row)
    session.flush()
    assert row.id is not None
    return row.id


def goal(
    session: Session,
    match_id: int,
    side: str,
    name: str,
    person_id: int | None,
    minute: int,
    *,
    own_goal: bool = False,
) -> int:
    """A results-only goal; returns its id."""
    seq = (
        len(session.exec(select(ResultGoalRow.id).where(ResultGoalRow.match_id == match_id)).all())
        + 1
    )  # type: ignore[call-overload]
    row = ResultGoalRow(
        match_id=match_id,
        seq=seq,
        side=side,
        name=name,
        person_id=person_id,
        period=2,
        minute=minute,
        own_goal=own_goal,
    )
    session.add(row)
    session.flush()
    assert row.id is not None
    return row.id


def appearance(
    session: Session, match_id: int, person_id: int, team_id: int | None, side: str, **figures: Any
) -> int:
    """A person's figures in a match; returns the row's id."""
    row = AppearanceRow(
        match_id=match_id, person_id=person_id, team_id=team_id, side=side, **figures
    )
    session.add(row)
    session.flush()
    assert row.id is not None
    return row.id


def snapshot(session: Session) -> dict[str, list[tuple[Any, ...]]]:
    """Every row of the people tables, and each match's tallied-or-not mark."""
    result: dict[str, list[tuple[Any, ...]]] = {}
    for model in TABLES:
        table = model.__table__  # type: ignore[attr-defined]
        rows = session.execute(select(table).order_by(table.c.id)).all()
        result[table.name] = [tuple(r) for r in rows]
    marks = session.execute(
        select(MatchRow.id, MatchRow.revision, MatchRow.tallied_revision).order_by(MatchRow.id)
    ).all()  # type: ignore[call-overload]
    result["match"] = [(m[0], m[2] == m[1]) for m in marks]
    return result


def world_cup(db: Database) -> dict[str, int]:
    """Argentina's 2026 semi-final (Enzo sent off), its final and a third-place match."""
    with db.writing() as session:
        ed = edition(session)
        arg = (team(session, "Argentina"), "Argentina")
        eng = (team(session, "England"), "England")
        esp = (team(session, "Spain"), "Spain")
        enzo = person(session, "Enzo Fernández")
        kane = person(session, "Harry Kane")
        qf = match(
            session, arg, esp, dt.date(2026, 7, 10), edition_id=ed, round_stage="Quarter-final"
        )
        semi = match(
            session, arg, eng, dt.date(2026, 7, 15), edition_id=ed, round_stage="Semi-final"
        )
        final = match(
            session,
            esp,
            arg,
            dt.date(2026, 7, 19),
            edition_id=ed,
            round_stage="Final",
            record="fixture",
        )
        third = match(
            session,
            eng,
            esp,
            dt.date(2026, 7, 18),
            edition_id=ed,
            round_stage="Match for third place",
        )
        squad_entry(session, qf, "home", "Enzo Fernández", enzo)
        appearance(session, qf, enzo, arg[0], "home", yellows=1)
        entry = squad_entry(session, semi, "home", "Enzo Fernández", enzo)
        appearance(session, semi, enzo, arg[0], "home", yellows=2, reds=1)
        squad_entry(session, semi, "away", "Harry Kane", kane)
        appearance(session, semi, kane, eng[0], "away", yellows=1)
        return {
            "edition": ed,
            "arg": arg[0],
            "enzo": enzo,
            "kane": kane,
            "semi": semi,
            "final": final,
            "third": third,
            "entry": entry,
        }


def wrong_merge(db: Database) -> dict[str, int]:
    """Cristiano Ronaldo (Portugal) and Brazil's Ronaldo, written "Ronaldo" and "Ronaldo
    Nazário" in two Brazil matches: the first settled by the user for Brazil (an alias),
    the second linked automatically (a link reason). Not merged yet."""
    from tracker.store.people import merging, squadlinks

    with db.writing() as session:
        ed = edition(session)
        bra = (team(session, "Brazil"), "Brazil")
        por = (team(session, "Portugal"), "Portugal")
        ger = (team(session, "Germany"), "Germany")
        gha = (team(session, "Ghana"), "Ghana")
        cristiano = person(session, "Cristiano Ronaldo")
        ronaldo = person(session, "Ronaldo", also=("Ronaldo Nazário",))
        portugal = match(session, por, gha, dt.date(2026, 6, 14), edition_id=ed)
        squad_entry(session, portugal, "home", "Cristiano Ronaldo", cristiano)
        appearance(session, portugal, cristiano, por[0], "home", goals=1)
        first = match(session, bra, ger, dt.date(2026, 6, 15), edition_id=ed)
        squad_entry(session, first, "home", "Ronaldo", None)
        second = match(session, bra, gha, dt.date(2026, 6, 20), edition_id=ed)
        squad_entry(session, second, "home", "Ronaldo Nazário", None)
    with db.writing() as session:
        merging.link_name(session, first, "Ronaldo", ronaldo)  # the user's answer
    with db.writing() as session:
        squadlinks.link_match(session, second)  # his known name: linked automatically
    return {
        "edition": ed,
        "brazil": bra[0],
        "portugal": por[0],
        "cristiano": cristiano,
        "ronaldo": ronaldo,
        "portugal_match": portugal,
        "first": first,
        "second": second,
    }
