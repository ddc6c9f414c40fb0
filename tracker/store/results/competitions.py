"""Competitions, their editions, and a match's place in them (edition, round, group).

A match names its competition and stage as free text ("FIFA World Cup 2026",
"Semi-final"); :func:`place_values` reads them into the ``match`` columns that tie it to
an ``edition`` row and a round under our names, creating the competition and edition
the first time one is named.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from sqlalchemy import select
from sqlmodel import Session

from tracker.core.match.model import fold
from tracker.core.results.competitions import is_friendly, season_year, split_competition
from tracker.core.results.rounds import Round, RoundError, Stage, is_league_round, read_round
from tracker.store.tables import CompetitionRow, EditionRow, MatchRow

_C: Any = CompetitionRow.__table__  # type: ignore[attr-defined]
_E: Any = EditionRow.__table__  # type: ignore[attr-defined]
_M: Any = MatchRow.__table__  # type: ignore[attr-defined]


@dataclass(frozen=True)
class EditionInfo:
    """An edition as stored: FIFA World Cup 2026."""

    id: int
    competition_id: int
    competition: str
    name: str
    season: str


def _kind(name: str, season: str) -> str:
    """A cup unless it looks like a league (a season over two years, no "cup")."""
    return "league" if "-" in season and "cup" not in fold(name) else "cup"


def competition_id(session: Session, name: str, *, kind: str | None = None) -> int:
    """The id of the competition called ``name`` (ignoring case and accents), created if new."""
    name = " ".join(name.split())
    folded = fold(name)
    found = session.execute(select(_C.c.id).where(_C.c.folded == folded)).first()
    if found is not None:
        return int(found.id)
    result: Any = session.execute(
        _C.insert().values(name=name, folded=folded, kind=kind or "cup", rules="")
    )
    return int(result.inserted_primary_key[0])


def edition_id(session: Session, competition: str, season: str) -> int:
    """The id of the edition ``season`` of ``competition``, created (with it) if new."""
    comp = competition_id(session, competition, kind=_kind(competition, season))
    found = session.execute(
        select(_E.c.id).where(_E.c.competition_id == comp, _E.c.season == season)
    ).first()
    if found is not None:
        return int(found.id)
    name = " ".join(competition.split())
    result: Any = session.execute(
        _E.insert().values(
            competition_id=comp, name=f"{name} {season}", season=season, year=season_year(season)
        )
    )
    return int(result.inserted_primary_key[0])


def round_values(stage: str) -> dict[str, Any]:
    """The round columns for a stage written as free text.

    Empty ones for a league's round (no stage, "Matchday 5"): its table counts the
    match. A stage we cannot read ("Play-off final", "Relegation play-off") is a round
    of its own under the name written, a play-off: no table counts it.
    """
    text = " ".join(stage.split())
    try:
        found = read_round(text) if text else None
    except RoundError:
        found = None if is_league_round(text) else Round(text, Stage.PLAYOFF)
    if found is None:
        return {"round": "", "round_stage": "", "group_name": ""}
    return {"round": found.name, "round_stage": found.stage.value, "group_name": found.group or ""}


def place_values(session: Session, competition: str, stage: str) -> dict[str, Any]:
    """The ``match`` columns placing a match: its edition (created if new), its round,
    and whether it is competitive (a friendly is not)."""
    split = split_competition(competition)
    values = round_values(stage)
    values["competitive"] = not is_friendly(competition, stage)
    if not values["competitive"] and values["round_stage"] == Stage.PLAYOFF.value:
        values.update(round_values(""))  # "Friendly", "Pre-season": no round of a competition
    values["edition_id"] = edition_id(session, *split) if split is not None else None
    return values


def fill_places(session: Session, match_ids: list[int] | None = None) -> int:
    """Place the matches not placed yet (no edition, no round) from their free text.

    ``None``: every such match (a database from before competitions were kept).
    Returns how many matches were placed; each placed match's revision moves on.
    """
    stmt = select(_M.c.id, _M.c.competition, _M.c.stage, _M.c.revision).where(
        _M.c.edition_id.is_(None), _M.c.round == "", _M.c.record == "logged"
    )
    if match_ids is not None:
        stmt = stmt.where(_M.c.id.in_(match_ids))
    placed = 0
    for row in session.execute(stmt).all():
        values = place_values(session, row.competition, row.stage)
        if values["edition_id"] is None and not values["round"]:
            continue
        values["revision"] = row.revision + 1
        session.execute(_M.update().where(_M.c.id == row.id).values(**values))
        placed += 1
    return placed


def editions(session: Session) -> list[EditionInfo]:
    """Every edition, by competition and season."""
    rows = session.execute(
        select(_E.c.id, _E.c.competition_id, _C.c.name.label("competition"), _E.c.name, _E.c.season)
        .join(_C, _C.c.id == _E.c.competition_id)
        .order_by(_C.c.name, _E.c.season)
    ).all()
    return [
        EditionInfo(int(r.id), int(r.competition_id), r.competition, r.name, r.season) for r in rows
    ]


__all__ = [
    "EditionInfo",
    "competition_id",
    "edition_id",
    "editions",
    "fill_places",
    "place_values",
    "round_values",
]
