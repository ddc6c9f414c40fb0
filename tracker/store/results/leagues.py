"""A league's table rules and its points adjustments, as stored.

The table rules are kept in ``competition.rules`` (JSON) under ``table``, beside the
suspension rules (:mod:`tracker.store.records.discipline`); a competition without them
follows its preset (:func:`tracker.core.league.tables.league_rules`). A points deduction
or award is a ``points_adjustment`` row of an edition and a team; one removed keeps
its row, marked ``removed_at`` (schema 0015), so the removal travels with copy, push
and the archive as the adjustment did.
"""

from __future__ import annotations

import datetime as dt
import json
from collections.abc import Collection
from dataclasses import dataclass
from typing import Any, NamedTuple

from sqlalchemy import or_, select, update
from sqlmodel import Session

from tracker.core.league.tables import LeagueRules, league_rules, rules_from_json, rules_to_json
from tracker.store.results import competitions
from tracker.store.results.imported import SHOOTOUT_UNKNOWN
from tracker.store.tables import (
    CompetitionRow,
    EditionRow,
    MatchRow,
    PointsAdjustmentRow,
    TeamRow,
)

_C: Any = CompetitionRow.__table__  # type: ignore[attr-defined]
_E: Any = EditionRow.__table__  # type: ignore[attr-defined]
_A: Any = PointsAdjustmentRow.__table__  # type: ignore[attr-defined]
_T: Any = TeamRow.__table__  # type: ignore[attr-defined]


def _stored(text: str) -> dict[str, Any]:
    try:
        data = json.loads(text) if text.strip() else {}
    except json.JSONDecodeError:
        return {}
    return data if isinstance(data, dict) else {}


def table_rules(session: Session, competition_id: int, year: int | None = None) -> LeagueRules:
    """The competition's table rules in the season starting in ``year``: its preset,
    with what was set for it."""
    row = session.execute(select(_C.c.name, _C.c.rules).where(_C.c.id == competition_id)).one()
    base = league_rules(row.name, year)
    table = _stored(row.rules or "").get("table")
    if table is None:
        return base
    return rules_from_json(table, base)


def set_table_rules(session: Session, competition_id: int, text: str) -> LeagueRules:
    """Set the competition's table rules from JSON ("" for its preset); the suspension
    rules stored beside them are kept. Raises LeagueRulesError before writing."""
    row = session.execute(select(_C.c.name, _C.c.rules).where(_C.c.id == competition_id)).one()
    base = league_rules(row.name)
    rules = rules_from_json(text, base)
    data = _stored(row.rules or "")
    if text.strip():
        data["table"] = rules_to_json(rules)
    else:
        data.pop("table", None)
    session.execute(
        update(_C).where(_C.c.id == competition_id).values(rules=json.dumps(data) if data else "")
    )
    return rules


@dataclass(frozen=True)
class StoredAdjustment:
    """A stored points deduction or award."""

    id: int
    edition_id: int
    team_id: int
    team: str
    points: int
    reason: str
    effective: dt.date | None
    author: str


def add_adjustment(
    session: Session,
    edition_id: int,
    team_id: int,
    points: int,
    reason: str,
    *,
    effective: dt.date | None = None,
    author: str = "",
) -> int:
    """Store a deduction (negative ``points``) or an award; its id."""
    result: Any = session.execute(
        _A.insert().values(
            edition_id=edition_id,
            team_id=team_id,
            points=points,
            reason=reason,
            effective=effective,
            author=author,
            created_at=dt.datetime.now(dt.timezone.utc),
        )
    )
    return int(result.inserted_primary_key[0])


def remove_adjustment(
    session: Session, adjustment_id: int, edition_id: int | None = None
) -> StoredAdjustment | None:
    """Remove one adjustment (its row kept, marked removed, so the removal travels);
    what it was (None if there is none in effect, in ``edition_id`` when given)."""
    found = [a for a in adjustments(session, edition_id) if a.id == adjustment_id]
    if not found:
        return None
    now = dt.datetime.now(dt.timezone.utc)
    session.execute(update(_A).where(_A.c.id == adjustment_id).values(removed_at=now))
    return found[0]


def adjustments(session: Session, edition_id: int | None) -> list[StoredAdjustment]:
    """An edition's adjustments in effect (every edition's for ``None``), in the order
    recorded; those removed are left out."""
    query = (
        select(_A, _T.c.name.label("team_name"))
        .join(_T, _T.c.id == _A.c.team_id)
        .where(_A.c.removed_at.is_(None))
        .order_by(_A.c.id)
    )
    if edition_id is not None:
        query = query.where(_A.c.edition_id == edition_id)
    return [
        StoredAdjustment(
            int(r.id),
            int(r.edition_id),
            int(r.team_id),
            r.team_name,
            int(r.points),
            r.reason,
            r.effective,
            r.author,
        )
        for r in session.execute(query)
    ]


@dataclass(frozen=True)
class PortableAdjustment:
    """An adjustment as it travels to another database: its edition and team by name;
    ``removed`` when it was removed here (the removal travels with it)."""

    competition: str
    season: str
    team: str
    points: int
    reason: str
    effective: dt.date | None
    author: str
    removed: bool = False

    @property
    def key(self) -> tuple[str, str, str, int, str, dt.date | None]:
        """What makes two databases' adjustments the same one."""
        return (self.competition, self.season, self.team, self.points, self.reason, self.effective)


@dataclass(frozen=True)
class Merged:
    """What merging adjustments did: those added here, those removed here, and those
    not added as one of the same edition, team and points is here under another reason
    or day (the same decision written otherwise, most likely: adding it would count it
    twice), each with the one here."""

    added: tuple[PortableAdjustment, ...] = ()
    removed: tuple[PortableAdjustment, ...] = ()
    differing: tuple[tuple[PortableAdjustment, str, dt.date | None], ...] = ()


def portable_adjustments(
    session: Session, edition_id: int | None = None
) -> list[PortableAdjustment]:
    """The adjustments of an edition (every one for ``None``), by names, to copy; those
    removed too, marked, so the removal is carried."""
    query = (
        select(_A, _T.c.name.label("team_name"), _C.c.name.label("competition"), _E.c.season)
        .join(_T, _T.c.id == _A.c.team_id)
        .join(_E, _E.c.id == _A.c.edition_id)
        .join(_C, _C.c.id == _E.c.competition_id)
        .order_by(_A.c.id)
    )
    if edition_id is not None:
        query = query.where(_A.c.edition_id == edition_id)
    return [
        PortableAdjustment(
            r.competition,
            r.season,
            r.team_name,
            int(r.points),
            r.reason,
            r.effective,
            r.author,
            r.removed_at is not None,
        )
        for r in session.execute(query)
    ]


def match_adjustments(session: Session, match_id: int) -> list[PortableAdjustment]:
    """The adjustments of a match's edition (none for a match of no edition), to send."""
    m = MatchRow.__table__  # type: ignore[attr-defined]
    edition = session.execute(select(m.c.edition_id).where(m.c.id == match_id)).scalar()
    return portable_adjustments(session, int(edition)) if edition is not None else []


def merge_adjustments(
    session: Session, items: list[PortableAdjustment], *, create_editions: bool = False
) -> Merged:
    """Bring this database's adjustments in line with ``items`` (another's).

    Two are the same one when their edition, team, points, reason and day are. One in
    effect there is added here unless it is here already, or was removed here and not
    there (removed here since). One removed there, and not in effect there again, is
    removed here. One whose team is not here yet, or its edition (unless
    ``create_editions``: an archive's, whose results are imported after it), is left
    for the copy that brings them (an adjustment is about an edition's matches).
    """
    grouped: dict[tuple[str, str, str, int, str, dt.date | None], list[PortableAdjustment]] = {}
    for item in items:
        grouped.setdefault(item.key, []).append(item)
    added: list[PortableAdjustment] = []
    removed: list[PortableAdjustment] = []
    differing: list[tuple[PortableAdjustment, str, dt.date | None]] = []
    for same_ones in grouped.values():
        item = next((i for i in same_ones if not i.removed), same_ones[0])
        in_effect = not item.removed
        removed_there = any(i.removed for i in same_ones)
        ids = _edition_and_team(session, item, create=create_editions and in_effect)
        if ids is None:
            continue
        here = session.execute(
            select(_A.c.id, _A.c.removed_at).where(
                _A.c.edition_id == ids[0],
                _A.c.team_id == ids[1],
                _A.c.points == item.points,
                _A.c.reason == item.reason,
                _A.c.effective.is_(None)
                if item.effective is None
                else _A.c.effective == item.effective,
            )
        ).all()
        active = [r.id for r in here if r.removed_at is None]
        if in_effect:
            removed_here = any(r.removed_at is not None for r in here) and not removed_there
            if active or removed_here:
                continue
            other = _written_otherwise(session, ids, item)
            if other is not None:
                differing.append((item, *other))
                continue
            add_adjustment(
                session,
                ids[0],
                ids[1],
                item.points,
                item.reason,
                effective=item.effective,
                author=item.author,
            )
            added.append(item)
        elif active:
            session.execute(
                update(_A)
                .where(_A.c.id.in_(active))
                .values(removed_at=dt.datetime.now(dt.timezone.utc))
            )
            removed.extend([item] * len(active))
    return Merged(tuple(added), tuple(removed), tuple(differing))


def _written_otherwise(
    session: Session, ids: tuple[int, int], item: PortableAdjustment
) -> tuple[str, dt.date | None] | None:
    """The reason and day of an adjustment in effect here of the same edition, team and
    points as ``item`` but another reason or day, if any."""
    found = session.execute(
        select(_A.c.reason, _A.c.effective).where(
            _A.c.edition_id == ids[0],
            _A.c.team_id == ids[1],
            _A.c.points == item.points,
            _A.c.removed_at.is_(None),
        )
    ).first()
    return (str(found.reason), found.effective) if found is not None else None


def _edition_and_team(
    session: Session, item: PortableAdjustment, *, create: bool
) -> tuple[int, int] | None:
    """The ids of the adjustment's edition (created if ``create``) and team, if here."""
    edition = session.execute(
        select(_E.c.id)
        .join(_C, _C.c.id == _E.c.competition_id)
        .where(_C.c.name == item.competition, _E.c.season == item.season)
    ).first()
    team = session.execute(select(_T.c.id).where(_T.c.name == item.team)).first()
    if team is None:
        return None
    if edition is None and create:
        return competitions.edition_id(session, item.competition, item.season), int(team.id)
    if edition is None:
        return None
    return int(edition.id), int(team.id)


def competition_of(session: Session, edition_id: int) -> int:
    """The competition an edition belongs to."""
    return int(
        session.execute(select(_E.c.competition_id).where(_E.c.id == edition_id)).scalar_one()
    )


__all__ = [
    "LeagueMatch",
    "Merged",
    "PortableAdjustment",
    "StoredAdjustment",
    "add_adjustment",
    "adjustments",
    "competition_of",
    "league_matches",
    "match_adjustments",
    "merge_adjustments",
    "portable_adjustments",
    "remove_adjustment",
    "set_table_rules",
    "table_rules",
]


class LeagueMatch(NamedTuple):
    """One match of an edition as a league table and its ties read it (a tuple: an
    edition of thousands of matches is read fast)."""

    id: int
    date: dt.date | None
    kickoff: dt.time | None
    home: str
    away: str
    home_team_id: int | None
    away_team_id: int | None
    home_goals: int
    away_goals: int
    shootout: tuple[int, int] | None
    extra_time: bool
    played: bool
    status: str
    round: str
    round_stage: str
    #: The ground, where stored ("" for the files' results: none is given).
    venue: str = ""


def league_matches(
    session: Session, edition_id: int, *, also: Collection[int] = ()
) -> list[LeagueMatch]:
    """An edition's matches (fixtures too), in playing order: one indexed query.
    ``also``: matches to count with them (a match that names its competition but no
    season, placed in the edition of its day)."""
    m = MatchRow.__table__  # type: ignore[attr-defined]
    rows = session.execute(
        select(
            m.c.id, m.c.date, m.c.kickoff, m.c.home_name, m.c.away_name, m.c.home_placeholder,
            m.c.away_placeholder, m.c.home_team_id, m.c.away_team_id, m.c.home_score,
            m.c.away_score, m.c.so_home, m.c.so_away, m.c.extra_time, m.c.record, m.c.status,
            m.c.round, m.c.stage, m.c.round_stage, m.c.venue,
        ).where(
            or_(m.c.edition_id == edition_id, m.c.id.in_(list(also)))
            if also
            else m.c.edition_id == edition_id,
            m.c.deleted_at.is_(None),
        )
    ).all()  # fmt: skip
    counted = frozenset(("finished", "confirmed", "awarded", SHOOTOUT_UNKNOWN))
    # Each row unpacked once, its fields passed in order: an edition may hold thousands
    # of matches, and a row's named attributes cost more than its items.
    out = [
        LeagueMatch(
            id_,
            date,
            kickoff,
            home_name or home_placeholder,
            away_name or away_placeholder,
            home_team_id,
            away_team_id,
            home_score or 0,
            away_score or 0,
            (so_home, so_away) if so_home is not None else None,
            bool(extra_time),
            record != "fixture" and status in counted,
            status,
            round_ or stage,
            round_stage,
            venue or "",
        )
        for (
            id_, date, kickoff, home_name, away_name, home_placeholder, away_placeholder,
            home_team_id, away_team_id, home_score, away_score, so_home, so_away, extra_time,
            record, status, round_, stage, round_stage, venue,
        ) in rows
    ]  # fmt: skip
    return sorted(out, key=lambda x: (x.date or dt.date.min, x.kickoff or dt.time.min, x.id))
