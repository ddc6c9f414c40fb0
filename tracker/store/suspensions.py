"""Suspensions from the stored cards: who is banned for which match, and appeals.

A player's cards are read from his ``appearance`` rows, so they must be current: every
query here first calls :func:`make_appearances_current`, the one place that does so.
A ban is served in his team's matches of the same edition (fixtures included), in
playing order: date, kick-off, match number. A sending-off's length can be set by a
disciplinary decision, recorded in the competition's rules under ``decisions`` by the
squad entry sent off (a merge or split moves squad entries, never renumbers them).
"""

from __future__ import annotations

import datetime as dt
import json
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from sqlalchemy import and_, func, or_, select, update
from sqlmodel import Session

from tracker.core.model import fold
from tracker.core.rounds import Stage
from tracker.core.suspensions import (
    Ban,
    RulesError,
    SuspensionRules,
    TeamMatch,
    bans,
    rules_from_json,
)
from tracker.store.merging import (
    APPEARANCE,
    MATCH,
    NAME,
    OVERRIDE,
    PERSON,
    SQUAD,
    MergeError,
    insert_row,
)
from tracker.store.tables import CompetitionRow, EditionRow

COMPETITION = CompetitionRow.__table__  # type: ignore[attr-defined]
EDITION = EditionRow.__table__  # type: ignore[attr-defined]


def make_appearances_current(session: Session) -> None:
    """Bring every stale match's ``appearance`` rows up to date before cards are read.

    The tallies (``tracker.store.tallies.refresh``) derive them; this is where the
    suspension queries ask for that, and the only place.
    """


@dataclass(frozen=True)
class Suspension:
    """A player kept out of a match by a ban."""

    person_id: int
    name: str
    team: str
    match_id: int
    ban: Ban
    #: The appeal that lifted the ban for this match, if one was recorded.
    overridden: str | None = None

    @property
    def reason(self) -> str:
        """'Enzo Fernández is suspended: sent off v England, 15 Jul (1 match)'."""
        return f"{self.name} is suspended: {self.ban.describe()}"


@dataclass(frozen=True)
class EditionBan:
    """A ban in an edition's list: who, for which team, and the matches it covers."""

    person_id: int
    name: str
    team: str
    ban: Ban
    #: The labels of the matches it covers ("v Spain, 19 Jul").
    served: tuple[str, ...]
    #: The appeals that lifted it, by the label of the match: "v Spain, 19 Jul: upheld".
    lifted: tuple[str, ...] = ()


def edition_of(session: Session, match_id: int) -> int | None:
    """The edition a match belongs to: its own, else the one its competition text names."""
    row = session.execute(
        select(MATCH.c.edition_id, MATCH.c.competition).where(MATCH.c.id == match_id)
    ).first()
    if row is None:
        raise MergeError(f"there is no match {match_id}")
    if row.edition_id is not None:
        return int(row.edition_id)
    return find_edition(session, row.competition)


def find_edition(session: Session, text: str) -> int | None:
    """The edition named ``text`` ("FIFA World Cup 2026", ignoring case and accents) or its id."""
    text = text.strip()
    if text.isdigit():
        found = session.execute(select(EDITION.c.id).where(EDITION.c.id == int(text))).scalar()
        return int(found) if found is not None else None
    folded = fold(text)
    if not folded:
        return None
    rows = session.execute(
        select(
            EDITION.c.id, EDITION.c.name, EDITION.c.season, COMPETITION.c.name.label("cname")
        ).join(COMPETITION, COMPETITION.c.id == EDITION.c.competition_id)
    ).all()
    for r in rows:
        if folded in (fold(r.name), fold(f"{r.cname} {r.season}")):
            return int(r.id)
    return None


def rules_of(session: Session, edition_id: int) -> tuple[SuspensionRules, dict[int, int]]:
    """The edition's competition rules, and its decided ban lengths by squad entry."""
    row = session.execute(
        select(COMPETITION.c.kind, COMPETITION.c.rules)
        .join(EDITION, EDITION.c.competition_id == COMPETITION.c.id)
        .where(EDITION.c.id == edition_id)
    ).one()
    rules = rules_from_json(row.rules, row.kind)
    return rules, _decisions(row.rules)


def _decisions(text: str) -> dict[int, int]:
    if not text.strip():
        return {}
    data = json.loads(text)
    raw = data.get("decisions", {}) if isinstance(data, dict) else {}
    try:
        return {int(entry): int(matches) for entry, matches in raw.items()}
    except (AttributeError, TypeError, ValueError):
        raise RulesError("the recorded ban decisions cannot be read") from None


def decide_ban(session: Session, squad_entry: int, matches: int) -> None:
    """Record that the sending-off of this squad entry costs ``matches`` matches."""
    if matches < 1:
        raise RulesError("a ban is at least one match")
    match_id = session.execute(select(SQUAD.c.match_id).where(SQUAD.c.id == squad_entry)).scalar()
    if match_id is None:
        raise MergeError(f"there is no squad entry {squad_entry}")
    edition = edition_of(session, match_id)
    if edition is None:
        raise MergeError("the match is in no competition edition: no ban to decide")
    competition, text = session.execute(
        select(COMPETITION.c.id, COMPETITION.c.rules)
        .join(EDITION, EDITION.c.competition_id == COMPETITION.c.id)
        .where(EDITION.c.id == edition)
    ).one()
    data: dict[str, Any] = json.loads(text) if text.strip() else {}
    data.setdefault("decisions", {})[str(squad_entry)] = matches
    session.execute(
        update(COMPETITION).where(COMPETITION.c.id == competition).values(rules=json.dumps(data))
    )


def decide_for(session: Session, person_id: int, match_id: int, matches: int) -> None:
    """Record that the person's sending-off in the match costs ``matches`` matches."""
    make_appearances_current(session)
    entry = session.execute(
        select(SQUAD.c.id).where(SQUAD.c.person_id == person_id, SQUAD.c.match_id == match_id)
    ).scalar()
    name = session.execute(select(PERSON.c.name).where(PERSON.c.id == person_id)).scalar()
    if name is None:
        raise MergeError(f"there is no person {person_id}")
    if entry is None:
        raise MergeError(f"{name} is not in the squads of match {match_id}")
    cards = session.execute(
        select(APPEARANCE.c.yellows, APPEARANCE.c.reds).where(
            APPEARANCE.c.person_id == person_id, APPEARANCE.c.match_id == match_id
        )
    ).first()
    if cards is None or not TeamMatch(match_id, yellows=cards.yellows, reds=cards.reds).sent_off:
        raise MergeError(f"{name} was not sent off in match {match_id}")
    decide_ban(session, entry, matches)


def _team_matches(session: Session, edition_id: int, team_id: int, extra: int | None) -> list[Any]:
    """The team's matches in the edition in playing order (``extra``: a match not linked yet)."""
    of_team = and_(
        MATCH.c.edition_id == edition_id,
        or_(MATCH.c.home_team_id == team_id, MATCH.c.away_team_id == team_id),
    )
    where = or_(of_team, MATCH.c.id == extra) if extra is not None else of_team
    rows = list(
        session.execute(
            select(
                MATCH.c.id,
                MATCH.c.date,
                MATCH.c.kickoff,
                MATCH.c.number,
                MATCH.c.round_stage,
                MATCH.c.stage,
                MATCH.c.home_team_id,
                MATCH.c.home_name,
                MATCH.c.away_name,
                MATCH.c.away_team_id,
                MATCH.c.record,
            )
            .where(where, MATCH.c.deleted_at.is_(None))
            .order_by(
                func.coalesce(MATCH.c.date, dt.date.max),
                func.coalesce(MATCH.c.kickoff, dt.time.max),
                func.coalesce(MATCH.c.number, 1_000_000),
                MATCH.c.id,
            )
        ).all()
    )
    # A stored fixture of the same two teams on the same day is the match being set up.
    this = next((r for r in rows if r.id == extra), None)
    if this is None:
        return rows
    teams = {this.home_team_id, this.away_team_id}
    return [
        r
        for r in rows
        if r.id == extra
        or not (
            r.record == "fixture"
            and r.date == this.date
            and {r.home_team_id, r.away_team_id} == teams
        )
    ]


def _stage(row: Any) -> Stage | None:
    from tracker.core.rounds import RoundError, read_round

    if row.round_stage:
        try:
            return Stage(row.round_stage)
        except ValueError:
            return None
    if row.stage:
        try:
            return read_round(row.stage).stage
        except RoundError:
            return None
    return None


def _label(row: Any, team_id: int) -> str:
    opponent = row.away_name if row.home_team_id == team_id else row.home_name
    when = f", {row.date.day} {row.date.strftime('%b')}" if row.date else ""
    return f"v {opponent}{when}"


def _player_bans(
    session: Session, person_id: int, team_id: int, edition_id: int, extra: int | None = None
) -> tuple[list[Ban], dict[int, str]]:
    matches = _team_matches(session, edition_id, team_id, extra)
    ids = [m.id for m in matches]
    cards = {
        r.match_id: (r.yellows, r.reds)
        for r in session.execute(
            select(APPEARANCE.c.match_id, APPEARANCE.c.yellows, APPEARANCE.c.reds).where(
                APPEARANCE.c.person_id == person_id, APPEARANCE.c.match_id.in_(ids)
            )
        )
    }
    entries = dict(
        session.execute(
            select(SQUAD.c.match_id, SQUAD.c.id).where(
                SQUAD.c.person_id == person_id, SQUAD.c.match_id.in_(ids)
            )
        ).all()
    )
    rules, decided = rules_of(session, edition_id)
    labels = {m.id: _label(m, team_id) for m in matches}
    sequence = [
        TeamMatch(
            key=m.id,
            stage=_stage(m),
            yellows=cards.get(m.id, (0, 0))[0],
            reds=cards.get(m.id, (0, 0))[1],
            decided_ban=decided.get(entries.get(m.id, -1)),
            label=labels[m.id],
        )
        for m in matches
    ]
    return bans(sequence, rules), labels


def _override(session: Session, person_id: int, match_id: int) -> str | None:
    found: str | None = session.execute(
        select(OVERRIDE.c.reason)
        .where(OVERRIDE.c.person_id == person_id, OVERRIDE.c.match_id == match_id)
        .order_by(OVERRIDE.c.id.desc())
    ).scalar()
    return found


def _team_in(session: Session, person_id: int, match_id: int) -> int | None:
    side = session.execute(
        select(SQUAD.c.side).where(SQUAD.c.person_id == person_id, SQUAD.c.match_id == match_id)
    ).scalar()
    if side is not None:
        team = session.execute(
            select(MATCH.c[f"{side}_team_id"]).where(MATCH.c.id == match_id)
        ).scalar()
        return int(team) if team is not None else None
    # Not in its squads: the team he last played for.
    team = session.execute(
        select(APPEARANCE.c.team_id)
        .join(MATCH, MATCH.c.id == APPEARANCE.c.match_id)
        .where(APPEARANCE.c.person_id == person_id, APPEARANCE.c.team_id.is_not(None))
        .order_by(MATCH.c.date.desc(), MATCH.c.id.desc())
        .limit(1)
    ).scalar()
    return int(team) if team is not None else None


def suspension(
    session: Session, person_id: int, match_id: int, team_id: int | None = None
) -> Suspension | None:
    """The ban that keeps the person out of the match (with any appeal that lifts it)."""
    make_appearances_current(session)
    person = session.execute(select(PERSON.c.name).where(PERSON.c.id == person_id)).scalar()
    if person is None:
        raise MergeError(f"there is no person {person_id}")
    edition = edition_of(session, match_id)
    team = team_id if team_id is not None else _team_in(session, person_id, match_id)
    if edition is None or team is None:
        return None
    found, _ = _player_bans(session, person_id, team, edition, extra=match_id)
    for ban in found:
        if match_id in ban.served_in:
            team_name = session.execute(
                select(MATCH.c.home_name, MATCH.c.away_name, MATCH.c.home_team_id).where(
                    MATCH.c.id == match_id
                )
            ).one()
            name = team_name.home_name if team_name.home_team_id == team else team_name.away_name
            return Suspension(
                person_id, person, name, match_id, ban, _override(session, person_id, match_id)
            )
    return None


def resolve_player(session: Session, name: str, team_id: int) -> int | None:
    """The one person of this team known by ``name`` (None when none or several)."""
    folded = fold(name.strip())
    known = select(NAME.c.person_id).where(NAME.c.folded == folded)
    candidates = set(
        session.execute(
            select(PERSON.c.id).where(or_(PERSON.c.folded == folded, PERSON.c.id.in_(known)))
        ).scalars()
    )
    if not candidates:
        return None
    played = set(
        session.execute(
            select(APPEARANCE.c.person_id).where(
                APPEARANCE.c.person_id.in_(candidates), APPEARANCE.c.team_id == team_id
            )
        ).scalars()
    )
    return played.pop() if len(played) == 1 else None


def lineup_suspensions(session: Session, match_id: int) -> list[Suspension]:
    """The suspended players in a stored match's line-ups (starters and bench)."""
    match = session.execute(
        select(MATCH.c.home_team_id, MATCH.c.away_team_id).where(MATCH.c.id == match_id)
    ).one()
    entries = session.execute(
        select(SQUAD.c.side, SQUAD.c.name, SQUAD.c.person_id)
        .where(SQUAD.c.match_id == match_id, or_(SQUAD.c.line.is_not(None), SQUAD.c.bench))
        .order_by(SQUAD.c.side, SQUAD.c.sort, SQUAD.c.id)
    ).all()
    if not entries or edition_of(session, match_id) is None:
        return []
    found: list[Suspension] = []
    for entry in entries:
        team = match.home_team_id if entry.side == "home" else match.away_team_id
        if team is None:
            continue
        person = (
            entry.person_id
            if entry.person_id is not None
            else resolve_player(session, entry.name, team)
        )
        if person is None:
            continue
        banned = suspension(session, person, match_id, team)
        if banned is not None:
            found.append(banned)
    return found


def record_override(
    session: Session, person_id: int, match_id: int, reason: str, author: str
) -> int:
    """Record an appeal that lifts a ban for one match; returns its id."""
    if not reason.strip():
        raise MergeError("an override needs its reason")
    return insert_row(
        session,
        OVERRIDE,
        person_id=person_id,
        match_id=match_id,
        reason=reason.strip(),
        author=author,
        created_at=dt.datetime.now(dt.timezone.utc),
    )


def edition_bans(session: Session, edition_id: int) -> list[EditionBan]:
    """Every ban in an edition, by the date of the card that gave it."""
    make_appearances_current(session)
    carded = session.execute(
        select(APPEARANCE.c.person_id, APPEARANCE.c.team_id, PERSON.c.name)
        .join(MATCH, MATCH.c.id == APPEARANCE.c.match_id)
        .join(PERSON, PERSON.c.id == APPEARANCE.c.person_id)
        .where(
            MATCH.c.edition_id == edition_id,
            MATCH.c.deleted_at.is_(None),
            APPEARANCE.c.team_id.is_not(None),
            or_(APPEARANCE.c.yellows > 0, APPEARANCE.c.reds > 0),
        )
        .distinct()
    ).all()
    result: list[tuple[Any, EditionBan]] = []
    for person_id, team_id, name in carded:
        found, labels = _player_bans(session, person_id, team_id, edition_id)
        team = _team_name(session, team_id)
        for ban in found:
            lifted = tuple(
                f"{labels[k]}: {reason}"
                for k in ban.served_in
                if (reason := _override(session, person_id, k)) is not None
            )
            served = tuple(labels[k] for k in ban.served_in)
            result.append((ban.cause, EditionBan(person_id, name, team, ban, served, lifted)))
    order = {m.id: i for i, m in enumerate(_all_matches(session, edition_id))}
    result.sort(key=lambda item: (order.get(item[0], 0), fold(item[1].name)))
    return [ban for _, ban in result]


def _team_name(session: Session, team_id: int) -> str:
    from tracker.store.tables import TeamRow

    team = TeamRow.__table__  # type: ignore[attr-defined]
    return str(session.execute(select(team.c.name).where(team.c.id == team_id)).scalar() or "")


def _all_matches(session: Session, edition_id: int) -> Sequence[Any]:
    return session.execute(
        select(MATCH.c.id)
        .where(MATCH.c.edition_id == edition_id)
        .order_by(
            func.coalesce(MATCH.c.date, dt.date.max),
            func.coalesce(MATCH.c.kickoff, dt.time.max),
            MATCH.c.id,
        )
    ).all()


__all__ = [
    "EditionBan",
    "Suspension",
    "decide_ban",
    "decide_for",
    "edition_bans",
    "edition_of",
    "find_edition",
    "lineup_suspensions",
    "make_appearances_current",
    "record_override",
    "resolve_player",
    "rules_of",
    "suspension",
]
