"""A competition's discipline as stored: editions by name, rules, decisions, appeals.

The rules are JSON in ``competition.rules`` (see :mod:`tracker.core.records.suspensions`); a
sending-off's decided length is kept there too, under ``decisions``, by the squad entry
sent off (a merge or split moves squad entries, never renumbers them). An appeal that
lets a suspended player play in one match is a ``suspension_override`` row.
"""

from __future__ import annotations

import datetime as dt
import json
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from sqlalchemy import select, update
from sqlmodel import Session

from tracker.core.match.model import fold
from tracker.core.records.suspensions import (
    KIND_PRESETS,
    RulesError,
    SuspensionRules,
    TeamMatch,
    rules_from_json,
)
from tracker.store.people.merging import (
    APPEARANCE,
    MATCH,
    OVERRIDE,
    PERSON,
    SQUAD,
    MergeError,
    insert_row,
)
from tracker.store.records import tallies
from tracker.store.results import catalogue
from tracker.store.tables import CompetitionRow, EditionRow

COMPETITION = CompetitionRow.__table__  # type: ignore[attr-defined]
EDITION = EditionRow.__table__  # type: ignore[attr-defined]


def make_appearances_current(session: Session) -> None:
    """Bring every stale match's ``appearance`` rows up to date before cards are read
    (in a writing transaction: the rows are derived by
    :func:`tracker.store.records.tallies.refresh`).
    """
    tallies.refresh(session)


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
    """The one edition ``text`` names (any form :func:`catalogue.resolve_editions`
    takes: "FIFA World Cup 2026", "World Cup 2026", its id), or None."""
    found = catalogue.resolve_editions(catalogue.editions(session), text)
    return found[0].id if len(found) == 1 else None


@dataclass(frozen=True)
class CompetitionRules:
    """A competition's kind and its stored rules (``""``: the preset of its kind)."""

    id: int
    name: str
    kind: str
    text: str
    #: The language stored for it (``""``: its preset's, see
    #: :func:`tracker.store.results.languages.sheet_language`).
    language: str = ""

    @property
    def rules(self) -> SuspensionRules:
        return rules_from_json(self.text, self.kind, self.name)

    @property
    def has_table_rules(self) -> bool:
        """Whether league table rules of its own are stored beside its suspension rules."""
        return _table_rules(self.text) is not None


def _storable_id(digits: str) -> bool:
    """Whether ``digits`` is an id a database can hold (no row has a larger one)."""
    return digits.isascii() and len(digits) <= 19 and int(digits) < 2**63


def find_competition(session: Session, text: str) -> CompetitionRules | None:
    """The competition named ``text`` (ignoring case and accents) or with that id."""
    text = text.strip()
    query = select(
        COMPETITION.c.id,
        COMPETITION.c.name,
        COMPETITION.c.kind,
        COMPETITION.c.rules,
        COMPETITION.c.language,
    )
    if text.isdigit():
        if not _storable_id(text):
            return None
        row = session.execute(query.where(COMPETITION.c.id == int(text))).first()
    else:
        row = session.execute(query.where(COMPETITION.c.folded == fold(text))).first()
    if row is None:
        return None
    return CompetitionRules(int(row.id), row.name, row.kind, row.rules or "", row.language or "")


def check_rules(kind: str, text: str) -> None:
    """Raise a RulesError saying what is wrong with rules typed for a competition of
    ``kind`` (its suspension rules, and a league table's rules set beside them)."""
    rules_from_json(text, kind)
    data = json.loads(text) if text.strip() else {}
    if "table" in data:
        from tracker.core.league.tables import LeagueRules, LeagueRulesError
        from tracker.core.league.tables import rules_from_json as table_rules_from_json

        try:
            table_rules_from_json(data["table"], LeagueRules())
        except LeagueRulesError as exc:
            raise RulesError(f"table: {exc}") from None


def set_rules(session: Session, competition_id: int, kind: str, text: str) -> None:
    """Store a competition's kind and rules (checked; the decisions recorded are kept)."""
    check_rules(kind, text)  # a RulesError says what is wrong, before anything is written
    current = session.execute(
        select(COMPETITION.c.rules).where(COMPETITION.c.id == competition_id)
    ).scalar_one()
    decisions = _decisions(current or "")
    data: dict[str, Any] = json.loads(text) if text.strip() else {}
    data.pop("decisions", None)  # recorded one by one (decide_ban), never typed over
    kept = _table_rules(current or "")
    if kept is not None and "table" not in data:
        data["table"] = kept  # a league's table rules, set apart (rules --table)
    if decisions:
        data["decisions"] = {str(entry): n for entry, n in decisions.items()}
    session.execute(
        update(COMPETITION)
        .where(COMPETITION.c.id == competition_id)
        .values(kind=kind, rules=json.dumps(data) if data else "")
    )


def _table_rules(text: str) -> Any:
    """The table rules stored beside the suspension rules, if any."""
    try:
        data = json.loads(text) if text.strip() else {}
    except json.JSONDecodeError:
        return None
    return data.get("table") if isinstance(data, dict) else None


def without_decisions(text: str) -> str:
    """Stored rules as a user would type them (the recorded decisions are kept apart)."""
    if not text.strip():
        return ""
    data = json.loads(text)
    if not isinstance(data, dict):
        raise RulesError("the suspension rules must be a JSON object")
    data.pop("decisions", None)
    return json.dumps(data) if data else ""


@dataclass(frozen=True)
class PortableRules:
    """A competition's kind and its rules as a user set them, to carry to another
    database: no recorded decisions (they name this database's squad entries)."""

    kind: str
    #: JSON (``""``: the preset of its kind), its table rules among them.
    text: str


#: The kind and rules of each competition of a database before a transfer into it, by
#: folded name (None: rules stored that cannot be read): see :func:`rules_here`.
Before = Mapping[str, PortableRules | None]


def portable_rules(session: Session, match_id: int | None = None) -> dict[str, PortableRules]:
    """The kind and rules of every competition, by name (or, given ``match_id``, of
    that match's competition only). Rules stored that cannot be read are left out: the
    other database would refuse them."""
    query = select(COMPETITION.c.name, COMPETITION.c.kind, COMPETITION.c.rules)
    if match_id is not None:
        query = (
            query.join(EDITION, EDITION.c.competition_id == COMPETITION.c.id)
            .join(MATCH, MATCH.c.edition_id == EDITION.c.id)
            .where(MATCH.c.id == match_id)
        )
    out: dict[str, PortableRules] = {}
    for row in session.execute(query):
        if row.kind not in KIND_PRESETS:
            continue
        try:
            text = without_decisions(row.rules or "")
            check_rules(row.kind, text)
        except (RulesError, ValueError, RecursionError):
            continue
        out[str(row.name)] = PortableRules(str(row.kind), text)
    return out


def rules_here(session: Session) -> Before:
    """The kind and rules of each competition here, by folded name (None: rules stored
    that cannot be read), read before a transfer to tell those it brings."""
    found: dict[str, PortableRules | None] = {}
    query = select(COMPETITION.c.folded, COMPETITION.c.kind, COMPETITION.c.rules)
    for row in session.execute(query):
        try:
            found[str(row.folded)] = PortableRules(row.kind, without_decisions(row.rules or ""))
        except (RulesError, ValueError, RecursionError):
            found[str(row.folded)] = None
    return found


def brought(carried: Mapping[str, PortableRules], before: Before) -> list[str]:
    """The competitions carried that were not here ``before`` (see :func:`rules_here`)."""
    return [name for name in carried if _folded(name) not in before]


def merge_rules(
    session: Session,
    carried: Mapping[str, PortableRules],
    before: Before,
) -> list[str]:
    """Give each competition carried that was not here ``before`` (:func:`rules_here`)
    its kind and rules; one that was keeps its own (this database's choice). Returns
    the names of those kept whose kind or rules differ from the ones carried."""
    for name in brought(carried, before):
        found = session.execute(
            select(COMPETITION.c.id).where(COMPETITION.c.folded == _folded(name))
        ).scalar()
        if found is not None:  # else its matches did not come: nothing to give them to
            theirs = carried[name]
            set_rules(session, int(found), theirs.kind, theirs.text)
    return differing(carried, before)


def differing(carried: Mapping[str, PortableRules], before: Before) -> list[str]:
    """The competitions carried that were here ``before`` with another kind or rules."""
    return [
        name
        for name, theirs in carried.items()
        if _folded(name) in before and not _same_rules(before[_folded(name)], theirs)
    ]


def _folded(name: str) -> str:
    return fold(" ".join(name.split()))


def _same_rules(ours: PortableRules | None, theirs: PortableRules) -> bool:
    if ours is None:
        return False
    return ours.kind == theirs.kind and json.loads(ours.text or "{}") == json.loads(
        theirs.text or "{}"
    )


def rules_of(session: Session, edition_id: int) -> tuple[SuspensionRules, dict[int, int]]:
    """The edition's competition rules, and its decided ban lengths by squad entry."""
    row = session.execute(
        select(COMPETITION.c.name, COMPETITION.c.kind, COMPETITION.c.rules)
        .join(EDITION, EDITION.c.competition_id == COMPETITION.c.id)
        .where(EDITION.c.id == edition_id)
    ).one()
    rules = rules_from_json(row.rules, row.kind, row.name)
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


def record_override(
    session: Session, person_id: int, match_id: int, reason: str, author: str
) -> int:
    """Record an appeal that lifts a ban for one match; returns its id."""
    if not reason.strip():
        raise MergeError("an override needs its reason")
    if session.execute(select(PERSON.c.id).where(PERSON.c.id == person_id)).first() is None:
        raise MergeError(f"there is no person {person_id}")
    if session.execute(select(MATCH.c.id).where(MATCH.c.id == match_id)).first() is None:
        raise MergeError(f"there is no match {match_id}")
    return insert_row(
        session,
        OVERRIDE,
        person_id=person_id,
        match_id=match_id,
        reason=reason.strip(),
        author=author,
        created_at=dt.datetime.now(dt.timezone.utc),
    )
