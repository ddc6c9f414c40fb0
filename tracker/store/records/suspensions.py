"""Suspensions from the stored cards: who is banned for which match, and appeals.

A player's cards are read from his ``appearance`` rows, so they must be current. The
functions that write (a line-up checked as it is stored, a decision) bring them up to
date in their own transaction with
:func:`~tracker.store.records.discipline.make_appearances_current`;
the readers expect the caller to have done so (the service does, in a transaction of its
own, so that reading never writes), or, on a database that may not be written, to have
derived them for its session (:func:`~tracker.store.records.tallies.count_in_memory`).
A ban is served in his team's matches of the same edition (fixtures included), in
playing order: date, kick-off, match number; after a change of team, in his new team's.
A league's ban left to serve at the end of a season is served at the start of the next
(a cup's is not: its next matches are other competitions')."""

from __future__ import annotations

import bisect
import datetime as dt
import json
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from sqlalchemy import and_, func, or_, select
from sqlmodel import Session

from tracker.core.files.dates import short_day
from tracker.core.i18n import gettext as _
from tracker.core.i18n import language
from tracker.core.match.model import fold
from tracker.core.records.suspensions import (
    Ban,
    Carried,
    TeamMatch,
    bans,
)
from tracker.core.results.rounds import Stage
from tracker.store.people.merging import (
    MATCH,
    NAME,
    OVERRIDE,
    PERSON,
    SQUAD,
    MergeError,
)
from tracker.store.records.discipline import (
    COMPETITION,
    EDITION,
    decide_ban,
    decide_for,
    edition_of,
    find_edition,
    make_appearances_current,
    record_override,
    rules_of,
)
from tracker.store.records.tallies import appearance_rows


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
        return _("{name} is suspended: {ban}").format(name=self.name, ban=self.ban.describe())


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
    #: Of ``served``, the matches he played in all the same (an ineligible player
    #: fielded, as a file recorded it): no match he "misses".
    played: tuple[str, ...] = ()
    #: The league's next season, where what is left of it (``ban.pending``) is served.
    carried_to: str = ""

    @property
    def missed(self) -> tuple[str, ...]:
        """Of ``served``, the matches he missed (those he did not play in all the same)."""
        return tuple(m for m in self.served if m not in self.played)


def _logged_cards(session: Session, edition_id: int, *, abandoned: bool) -> list[Any]:
    """The cards logged in the edition's matches that count (with a result), or in
    those abandoned: (payload as read, match id, home and away names)."""
    from tracker.store.records.tallies import with_result
    from tracker.store.tables import EventRow

    events: Any = EventRow.__table__  # type: ignore[attr-defined]
    which = MATCH.c.status == "abandoned" if abandoned else with_result()
    rows = session.execute(
        select(events.c.payload, MATCH.c.id, MATCH.c.home_name, MATCH.c.away_name)
        .join(MATCH, MATCH.c.id == events.c.match_id)
        .where(
            MATCH.c.edition_id == edition_id,
            MATCH.c.deleted_at.is_(None),
            MATCH.c.record == "logged",
            which,
            events.c.kind == "card",
        )
        .order_by(MATCH.c.date, MATCH.c.id, events.c.seq)
    ).all()
    found = []
    for row in rows:
        try:
            card = json.loads(row.payload)
        except ValueError:
            continue
        if isinstance(card, dict):
            found.append((card, row.id, row.home_name, row.away_name))
    return found


def _teams(card: dict[str, Any], home: str, away: str) -> str:
    """The carded one's team and its opponent: "England, v Argentina"."""
    team, other = (home, away) if card.get("side") == "home" else (away, home)
    return f"{team}, v {other}"


def officials_sent_off(session: Session, edition_id: int) -> list[str]:
    """The team officials sent off in the edition's logged matches that count (not
    those abandoned, whose cards count nothing: see :func:`abandoned_cards`), each as
    "name (team, v opponent)": no rule here gives their bans, which the list of bans
    then leaves out, and says so."""
    return [
        f"{card['official']} ({_teams(card, home, away)})"
        for card, _match, home, away in _logged_cards(session, edition_id, abandoned=False)
        if card.get("official") and card.get("card") in ("red", "second_yellow")
    ]


def abandoned_cards(session: Session, edition_id: int) -> list[str]:
    """The cards shown in the edition's abandoned matches, which count nothing here (no
    ban, no player's tally), each as "name (team, v opponent: sent off)"."""
    found = []
    for card, match_id, home, away in _logged_cards(session, edition_id, abandoned=True):
        name = (
            card.get("official")
            or session.execute(
                select(SQUAD.c.name).where(
                    SQUAD.c.match_id == match_id, SQUAD.c.id == card.get("player")
                )
            ).scalar()
        )
        if not name:
            continue
        what = _("sent off") if card.get("card") in ("red", "second_yellow") else _("yellow card")
        found.append(f"{name} ({_teams(card, home, away)}: {what})")
    return found


#: The statuses of a fixture that is not played on its day (a later row, or none, is).
_NOT_PLAYED = ("postponed", "cancelled")


@dataclass(frozen=True)
class _Matches:
    """An edition's matches in playing order, with the place of each (by id) and the
    places of each team's: read once, they serve every player of a list."""

    rows: Sequence[Any]
    place: dict[int, int]
    of_team: dict[int, list[int]]

    @classmethod
    def of(cls, rows: Sequence[Any]) -> _Matches:
        place: dict[int, int] = {}
        of_team: dict[int, list[int]] = {}
        for index, row in enumerate(rows):
            place[row.id] = index
            for team in {row.home_team_id, row.away_team_id} - {None}:
                of_team.setdefault(team, []).append(index)
        return cls(rows, place, of_team)


def _edition_matches(session: Session, edition_id: int, extra: int | None) -> _Matches:
    """Every match of the edition in playing order (``extra``: a match not linked yet)."""
    return _Matches.of(_edition_rows(session, edition_id, extra))


def _edition_rows(session: Session, edition_id: int, extra: int | None) -> list[Any]:
    where: Any = MATCH.c.edition_id == edition_id
    if extra is not None:
        where = or_(where, MATCH.c.id == extra)
    # A postponed or cancelled fixture is not played on its day: no ban is served in it.
    not_played = and_(MATCH.c.record == "fixture", MATCH.c.status.in_(_NOT_PLAYED))
    where = and_(where, ~not_played)
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
    from tracker.core.results.rounds import RoundError, read_round

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


def _label(row: Any, team_id: int, carded_for: int | None = None) -> str:
    """How a ban names a match: "v England, 15 Jul"; with both teams ("Brentford v
    Fulham, 17 Aug") for a match of another team than ``carded_for`` (a ban served after
    a change of team)."""
    if carded_for is not None and team_id != carded_for:
        return _match_label(row)
    opponent = row.away_name if row.home_team_id == team_id else row.home_name
    if not row.date:
        return _("v {opponent}").format(opponent=opponent)
    day = short_day(row.date, language())
    return _("v {opponent}, {day}").format(opponent=opponent, day=day)


@dataclass(frozen=True)
class _Entry:
    """One of the player's matches in the edition, and the team he was with for it."""

    row: Any
    team_id: int


@dataclass(frozen=True)
class _Record:
    """What is stored of one person, by match id: his figures (team, yellows, reds) and
    his squad entries (side, entry id). Read once, whatever the edition: a person's
    matches are few, an edition's many."""

    figures: dict[int, tuple[int | None, int, int]]
    entries: dict[int, tuple[str, int]]


def _record_of(session: Session, person_id: int) -> _Record:
    rows = appearance_rows(session)  # the table, or the rows derived in memory
    figures = {
        int(r.match_id): (r.team_id, int(r.yellows or 0), int(r.reds or 0))
        for r in session.execute(
            select(rows.c.match_id, rows.c.team_id, rows.c.yellows, rows.c.reds).where(
                rows.c.person_id == person_id
            )
        )
    }
    entries = {
        int(r.match_id): (str(r.side), int(r.id))
        for r in session.execute(
            select(SQUAD.c.match_id, SQUAD.c.side, SQUAD.c.id).where(SQUAD.c.person_id == person_id)
        )
    }
    return _Record(figures, entries)


def _his_teams(record: _Record, matches: _Matches, extra: tuple[int, int] | None) -> dict[int, int]:
    """The team he was named by (squad) or counted for (figures), by the place of the
    match; ``extra`` is (match, team) for a line-up being checked."""
    teams: dict[int, int] = {}
    for match_id in set(record.figures) | set(record.entries):
        place = matches.place.get(match_id)
        if place is None:
            continue
        figures = record.figures.get(match_id)
        if figures is not None and figures[0] is not None:
            teams[place] = int(figures[0])
        entry = record.entries.get(match_id)
        team = getattr(matches.rows[place], f"{entry[0]}_team_id") if entry is not None else None
        if team is not None:
            teams[place] = int(team)
    if extra is not None and extra[0] in matches.place:
        teams[matches.place[extra[0]]] = extra[1]
    return teams


def _his_matches(
    session: Session,
    person_id: int,
    record: _Record,
    matches: _Matches,
    extra: int | None = None,
    team_id: int | None = None,
) -> list[_Entry]:
    """The player's team's matches in the edition, in playing order, each with that team.

    A player who changes team in the edition takes his cards and bans with him: from
    the match after his last one for a team, his matches are those of the team he
    plays for next (a ban is served with the team he is with). ``team_id``: the team
    whose line-up names him in ``extra``; with no match of his in the edition, the
    team he last played for."""
    known = _his_teams(
        record, matches, (extra, team_id) if extra is not None and team_id is not None else None
    )
    if not known:
        team = team_id if team_id is not None else _last_team(session, person_id)
        if team is None:
            return []
        known = {len(matches.rows) - 1: team}  # no match of his here: one team for all
    # Each stretch up to one of his matches is that match's team's; after the last, too.
    found: list[_Entry] = []
    start = 0
    marks = sorted(known.items())
    for end, team in [*marks, (len(matches.rows) - 1, marks[-1][1])]:
        places = matches.of_team.get(team, [])
        chosen = places[bisect.bisect_left(places, start) : bisect.bisect_right(places, end)]
        found.extend(_Entry(matches.rows[i], team) for i in chosen)
        start = end + 1
    return found


def _match_label(row: Any) -> str:
    """A match named with both its teams: "Brentford v Fulham, 17 Aug"."""
    teams = f"{row.home_name} v {row.away_name}"
    if not row.date:
        return teams
    return f"{teams}, {short_day(row.date, language())}"


@dataclass(frozen=True)
class _Before:
    """The league's season before, read once for a whole list: its id, name, matches."""

    id: int
    name: str
    matches: _Matches


def _player_bans(
    session: Session,
    person_id: int,
    edition_id: int,
    extra: int | None = None,
    team_id: int | None = None,
    matches: _Matches | None = None,
    *,
    carry: bool = True,
    before: _Before | None = None,
    record: _Record | None = None,
) -> tuple[list[Ban], dict[int, _Entry]]:
    """His bans in the edition, and his matches (with his team) by id (``matches``: the
    edition's, when already read); with ``carry``, a league's bans left to serve at the
    end of the season before (``before``, when already read) come first (:func:`_carried`)."""
    if matches is None:
        matches = _edition_matches(session, edition_id, extra)
    if record is None:
        record = _record_of(session, person_id)
    mine = _his_matches(session, person_id, record, matches, extra, team_id)
    rules, decided = rules_of(session, edition_id)
    sequence = []
    for m in mine:
        _team, yellows, reds = record.figures.get(m.row.id, (None, 0, 0))
        entry = record.entries.get(m.row.id)
        sequence.append(
            TeamMatch(
                key=m.row.id,
                stage=_stage(m.row),
                yellows=yellows,
                reds=reds,
                decided_ban=decided.get(entry[1]) if entry is not None else None,
                label=_label(m.row, m.team_id),
            )
        )
    carried = _carried(session, person_id, edition_id, before, record) if carry else []
    return bans(sequence, rules, carried), {m.row.id: m for m in mine}


def _league_seasons(session: Session, edition_id: int) -> tuple[list[Any], int]:
    """The league's seasons in order, and this one's place among them; none for a cup
    (a cup's bans left at its end are served in other competitions' matches,
    qualifiers among them, which no next edition of the cup holds)."""
    competition = session.execute(
        select(EDITION.c.competition_id, COMPETITION.c.kind)
        .join(COMPETITION, COMPETITION.c.id == EDITION.c.competition_id)
        .where(EDITION.c.id == edition_id)
    ).one()
    if competition.kind != "league":
        return [], -1
    seasons = sorted(
        session.execute(
            select(EDITION.c.id, EDITION.c.name, EDITION.c.season, EDITION.c.year).where(
                EDITION.c.competition_id == competition.competition_id
            )
        ).all(),
        key=lambda e: (e.year or _first_year(e.season), e.season),
    )
    return seasons, [e.id for e in seasons].index(edition_id)


def _season_before(session: Session, edition_id: int) -> tuple[int, str] | None:
    """The id and name of the league's season before this one, or None."""
    seasons, place = _league_seasons(session, edition_id)
    return (int(seasons[place - 1].id), str(seasons[place - 1].name)) if place > 0 else None


def _season_after(session: Session, edition_id: int) -> str:
    """The name of the league's season after this one, or ""."""
    seasons, place = _league_seasons(session, edition_id)
    return str(seasons[place + 1].name) if 0 <= place < len(seasons) - 1 else ""


def _first_year(season: str) -> int:
    """2025 of "2025-26" or "2025"; 0 when it names no year."""
    digits = season[:4]
    return int(digits) if digits.isdigit() else 0


def _carried(
    session: Session,
    person_id: int,
    edition_id: int,
    before: _Before | None = None,
    record: _Record | None = None,
) -> list[Carried]:
    """His bans left to serve at the end of the league's season before (``before``, when
    already read), each naming that season ("sent off v Chelsea, 18 May, in Premier
    League 2024-25"). A ban carried into that season and still left at its end is not
    carried again."""
    if before is None:
        before = _read_before(session, edition_id)
        if before is None:
            return []
    found, _his = _player_bans(
        session, person_id, before.id, matches=before.matches, carry=False, record=record
    )
    return [
        Carried(
            ban.cause,
            ban.pending,
            _("{reason}, in {season}").format(reason=ban.reason, season=before.name),
        )
        for ban in found
        if ban.pending > 0
    ]


def _read_before(session: Session, edition_id: int) -> _Before | None:
    """The league's season before this one, with its matches; None for a cup or the first."""
    found = _season_before(session, edition_id)
    if found is None:
        return None
    return _Before(found[0], found[1], _edition_matches(session, found[0], None))


def _override(session: Session, person_id: int, match_id: int) -> str | None:
    found: str | None = session.execute(
        select(OVERRIDE.c.reason)
        .where(OVERRIDE.c.person_id == person_id, OVERRIDE.c.match_id == match_id)
        .order_by(OVERRIDE.c.id.desc())
    ).scalar()
    return found


def _last_team(session: Session, person_id: int) -> int | None:
    """The team he last played for, in any competition."""
    rows = appearance_rows(session)  # the table, or the rows derived in memory
    team = session.execute(
        select(rows.c.team_id)
        .join(MATCH, MATCH.c.id == rows.c.match_id)
        .where(rows.c.person_id == person_id, rows.c.team_id.is_not(None))
        .order_by(MATCH.c.date.desc(), MATCH.c.id.desc())
        .limit(1)
    ).scalar()
    return int(team) if team is not None else None


def suspension(
    session: Session, person_id: int, match_id: int, team_id: int | None = None
) -> Suspension | None:
    """The ban that keeps the person out of the match (with any appeal that lifts it).

    ``team_id``: the team whose line-up names him (else the team he is in the match's
    squads for, else the one his matches in the edition give)."""
    person = session.execute(select(PERSON.c.name).where(PERSON.c.id == person_id)).scalar()
    if person is None:
        raise MergeError(f"there is no person {person_id}")
    edition = edition_of(session, match_id)
    if edition is None:
        return None
    found, his = _player_bans(session, person_id, edition, extra=match_id, team_id=team_id)
    for ban in found:
        if match_id in ban.served_in:
            row = his[match_id].row
            name = row.home_name if row.home_team_id == his[match_id].team_id else row.away_name
            return Suspension(
                person_id, person, name, match_id, ban, _override(session, person_id, match_id)
            )
    return None


def record_appeal(session: Session, person_id: int, match_id: int, reason: str, author: str) -> int:
    """Record an appeal that lets the person play in the match in spite of his ban;
    returns its id. Refused when no ban keeps him out of that match: an appeal against
    nothing would sit in the record as if a ban had been lifted."""
    if not reason.strip():
        raise MergeError("an override needs its reason")
    make_appearances_current(session)
    if suspension(session, person_id, match_id) is None:
        name = session.execute(select(PERSON.c.name).where(PERSON.c.id == person_id)).scalar()
        match = session.execute(
            select(MATCH.c.home_name, MATCH.c.away_name).where(MATCH.c.id == match_id)
        ).one()
        raise MergeError(
            f"{name} has no ban for match {match_id} ({match.home_name} v {match.away_name}): "
            "there is nothing to appeal"
        )
    return record_override(session, person_id, match_id, reason, author)


def resolve_player(session: Session, name: str, team_id: int) -> int | None:
    """The one person of this team known by ``name`` (None when none or several)."""
    rows = appearance_rows(session)  # the table, or the rows derived in memory
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
            select(rows.c.person_id).where(
                rows.c.person_id.in_(candidates), rows.c.team_id == team_id
            )
        ).scalars()
    )
    return played.pop() if len(played) == 1 else None


def lineup_suspensions(session: Session, match_id: int) -> list[Suspension]:
    """The suspended players in a stored match's line-ups (starters and bench)."""
    make_appearances_current(session)
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
    found = (_entry_suspension(session, match, entry, match_id) for entry in entries)
    return [banned for banned in found if banned is not None]


def squad_suspension(session: Session, match_id: int, entry_id: int) -> Suspension | None:
    """The ban covering one player of a stored match's squad (by his entry's id) in
    that match, with any appeal that lifted it; the appearance rows must be current
    (:func:`make_appearances_current`, or a counted reading)."""
    entry = session.execute(
        select(SQUAD.c.side, SQUAD.c.name, SQUAD.c.person_id).where(
            SQUAD.c.match_id == match_id, SQUAD.c.id == entry_id
        )
    ).first()
    if entry is None or edition_of(session, match_id) is None:
        return None
    match = session.execute(
        select(MATCH.c.home_team_id, MATCH.c.away_team_id).where(MATCH.c.id == match_id)
    ).one()
    return _entry_suspension(session, match, entry, match_id)


def _entry_suspension(session: Session, match: Any, entry: Any, match_id: int) -> Suspension | None:
    """The ban covering a squad entry (its side, name and person) in the match."""
    team = match.home_team_id if entry.side == "home" else match.away_team_id
    if team is None:
        return None
    person = (
        entry.person_id
        if entry.person_id is not None
        else resolve_player(session, entry.name, team)
    )
    if person is None:
        return None
    return suspension(session, person, match_id, team)


def _carded(session: Session, edition_id: int) -> list[tuple[int, str]]:
    """(id, name) of the people carded in the edition."""
    rows = appearance_rows(session)  # the table, or the rows derived in memory
    carded = session.execute(
        select(rows.c.person_id, PERSON.c.name)
        .join(MATCH, MATCH.c.id == rows.c.match_id)
        .join(PERSON, PERSON.c.id == rows.c.person_id)
        .where(
            MATCH.c.edition_id == edition_id,
            MATCH.c.deleted_at.is_(None),
            rows.c.team_id.is_not(None),
            or_(rows.c.yellows > 0, rows.c.reds > 0),
        )
        .distinct()
    ).all()
    return [(int(person_id), str(name)) for person_id, name in carded]


def _carded_for(session: Session, person_id: int, match_id: int, his: dict[int, _Entry]) -> int:
    """The team he was with when carded in the match (of this edition, or of the season
    before for a ban carried in)."""
    if match_id in his:
        return his[match_id].team_id
    rows = appearance_rows(session)  # the table, or the rows derived in memory
    team = session.execute(
        select(rows.c.team_id).where(rows.c.person_id == person_id, rows.c.match_id == match_id)
    ).scalar()
    return int(team) if team is not None else -1


def edition_bans(session: Session, edition_id: int) -> list[EditionBan]:
    """Every ban in an edition, by the date of the card that gave it (a ban carried in
    from the season before first); each under the team he was with when carded, the
    matches it covers with the team he serves it with."""
    rows = appearance_rows(session)  # the table, or the rows derived in memory
    before = _read_before(session, edition_id)
    carded = dict(_carded(session, edition_id))
    if before is not None:  # those who may bring a ban from the season before
        carded.update(_carded(session, before.id))
    matches = _edition_matches(session, edition_id, None)
    after = _season_after(session, edition_id)
    result: list[tuple[Any, EditionBan]] = []
    for person_id, name in carded.items():
        found, his = _player_bans(session, person_id, edition_id, matches=matches, before=before)
        for ban in found:
            team_id = _carded_for(session, person_id, ban.cause, his)
            labels = {k: _label(his[k].row, his[k].team_id, team_id) for k in ban.served_in}
            lifted = tuple(
                f"{labels[k]}: {reason}"
                for k in ban.served_in
                if (reason := _override(session, person_id, k)) is not None
            )
            served = tuple(labels[k] for k in ban.served_in)
            on = _played_in(session, rows, person_id, ban.served_in)
            played = tuple(labels[k] for k in ban.served_in if k in on)
            team = _team_name(session, team_id)
            carried_to = after if ban.pending else ""
            result.append(
                (
                    ban.cause,
                    EditionBan(person_id, name, team, ban, served, lifted, played, carried_to),
                )
            )
    order = {m.id: i for i, m in enumerate(_all_matches(session, edition_id))}
    result.sort(key=lambda item: (order.get(item[0], -1), fold(item[1].name)))
    return [ban for _key, ban in result]


def _played_in(session: Session, rows: Any, person_id: int, match_ids: Sequence[int]) -> set[int]:
    """Of these matches, those the person played in (started, or came on)."""
    if not match_ids:
        return set()
    found = session.execute(
        select(rows.c.match_id).where(
            rows.c.person_id == person_id,
            rows.c.match_id.in_(list(match_ids)),
            or_(rows.c.started.is_(True), rows.c.came_on.is_not(None)),
        )
    ).scalars()
    return {int(m) for m in found}


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
    "abandoned_cards",
    "decide_ban",
    "decide_for",
    "edition_bans",
    "edition_of",
    "find_edition",
    "lineup_suspensions",
    "make_appearances_current",
    "record_appeal",
    "resolve_player",
    "rules_of",
    "squad_suspension",
    "suspension",
]
