"""Linking a name to the person he is, from what is known of the team's players.

A name met in a squad or a scorers' list (any source) is linked to a known person
when the evidence points to exactly one:

1. a name the user settled before for this team and edition (``person_alias``);
2. a *form* of one of his names (:mod:`tracker.core.people.nameforms`: the same name in
   other letters, the surname only, initials and surname, first and last of a longer
   name, a known-as name), with none of his names saying he is somebody else
   ("Thorgan Hazard" is not "Eden Hazard");
3. among the people who played for the *same team*, looked for in the same edition
   first, then in the team's neighbouring editions, one step at a time (up to
   :data:`RINGS` editions either way): the first step that finds anybody decides;
4. a date of birth or a shirt number, where both sides know it, tells apart two
   people who fit, and a different date of birth rules one out;
5. past those editions only the same name (in any spelling) links, as before.

Exactly one person: the name links to him, and the rule and evidence are kept
(``person_link``) so the link can be explained and undone. Several: nothing is
linked, and the name waits in the review queue. Nobody: a new person.

:class:`Linker` reads each team once and keeps what it learns in memory, so an
import of hundreds of matches links in one pass; new people and names are written
by :meth:`Linker.flush` with one ``executemany`` per table.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy import and_, case, func, literal, or_, select, union
from sqlmodel import Session

from tracker.core.match.model import fold
from tracker.core.people.nameforms import (
    Rule,
    conflicts,
    form_rule,
    last_key,
    parts,
    specificity,
)
from tracker.store.ids import IdSource
from tracker.store.tables import (
    EditionRow,
    MatchPlayerRow,
    MatchRow,
    PersonAliasRow,
    PersonLinkRow,
    PersonNameRow,
    PersonRow,
    ResultGoalRow,
    TeamPlayerRow,
)

_P: Any = PersonRow.__table__  # type: ignore[attr-defined]
_PN: Any = PersonNameRow.__table__  # type: ignore[attr-defined]
_MP: Any = MatchPlayerRow.__table__  # type: ignore[attr-defined]
_M: Any = MatchRow.__table__  # type: ignore[attr-defined]
_RG: Any = ResultGoalRow.__table__  # type: ignore[attr-defined]
_TP: Any = TeamPlayerRow.__table__  # type: ignore[attr-defined]
_E: Any = EditionRow.__table__  # type: ignore[attr-defined]
_ALIAS: Any = PersonAliasRow.__table__  # type: ignore[attr-defined]
_LINK: Any = PersonLinkRow.__table__  # type: ignore[attr-defined]

#: How many of the team's editions either way are searched after the name's own.
RINGS = 3
#: ... and none further than this many years from where the name was met.
RING_YEARS = 12
#: ... and a shorter form of a name ("Andersson" for "H. Andersson") none further than
#: this: a common surname twelve years on is as likely somebody else.
FORM_YEARS = 8
#: The edition key of a team's standing squad (an imported squad list): its latest.
SQUAD_KEY = "squad"
_RANK = {rule: n for n, rule in enumerate(Rule)}
_EXACT = (Rule.SAME, Rule.SPELLING)


@dataclass(frozen=True)
class Ambiguous:
    """A name left unlinked because several people of the team fit it."""

    team_id: int
    team: str
    name: str
    candidates: tuple[int, ...]
    #: Where the name was met (a match id, for the message).
    match_id: int | None = None


@dataclass(frozen=True)
class Decision:
    """Who a name is: a person with the rule and evidence, several candidates, or nobody."""

    person_id: int | None
    rule: str = ""
    evidence: str = ""
    candidates: tuple[int, ...] = ()
    #: Per candidate (when several fit), the rule his names fit by.
    rules: tuple[str, ...] = ()


@dataclass
class _Known:
    """A person as the linker sees him for one team."""

    names: list[str]
    folded: set[str]
    editions: set[str] = field(default_factory=set)
    #: Edition key → the shirt numbers he wore in it.
    numbers: dict[str, set[int]] = field(default_factory=dict)
    date_of_birth: dt.date | None = None


def edition_key(edition_id: int | None, day: dt.date | None) -> str:
    """Where a name was met, for the neighbouring-editions rule: its edition, else its year."""
    if edition_id is not None:
        return f"e{edition_id}"
    return f"y{day.year}" if day is not None else SQUAD_KEY


def _near(one: dt.date, other: dt.date, years: int = RING_YEARS) -> bool:
    """Whether two editions are near enough in time for one player to play in both
    (a standing squad, undated, is near everything)."""
    if dt.date.max in (one, other):
        return True
    return abs(one.year - other.year) <= years


def _legal_beside(own: str, other: str) -> bool:
    """Whether ``other`` is a longer name of which his own is no form: a legal name
    beside the one he plays under, whose last part is no surname he is known by."""
    return len(parts(other)) > len(parts(own)) and form_rule(own, other) is None


def _played() -> Any:
    """``(team_id, person_id, edition_id, date, number)`` of everyone who played for a team."""
    squad_team = case((_MP.c.side == "home", _M.c.home_team_id), else_=_M.c.away_team_id)
    squads = select(
        squad_team.label("team_id"),
        _MP.c.person_id.label("person_id"),
        _M.c.edition_id.label("edition_id"),
        _M.c.date.label("date"),
        _MP.c.number.label("number"),
    ).select_from(_MP.join(_M, _M.c.id == _MP.c.match_id))
    squads = squads.where(_MP.c.person_id.is_not(None))
    # A goal counts for ``side``; an own goal's scorer played for the other side.
    scorer_home = or_(
        and_(_RG.c.side == "home", _RG.c.own_goal.is_(False)),
        and_(_RG.c.side == "away", _RG.c.own_goal.is_(True)),
    )
    goal_team = case((scorer_home, _M.c.home_team_id), else_=_M.c.away_team_id)
    goals = select(
        goal_team.label("team_id"),
        _RG.c.person_id.label("person_id"),
        _M.c.edition_id.label("edition_id"),
        _M.c.date.label("date"),
        literal(None, type_=_MP.c.number.type).label("number"),
    ).select_from(_RG.join(_M, _M.c.id == _RG.c.match_id))
    goals = goals.where(_RG.c.person_id.is_not(None))
    standing = select(
        _TP.c.team_id.label("team_id"),
        _TP.c.person_id.label("person_id"),
        literal(None, type_=_M.c.edition_id.type).label("edition_id"),
        literal(None, type_=_M.c.date.type).label("date"),
        _TP.c.number.label("number"),
    ).where(_TP.c.person_id.is_not(None))
    return squads, goals, standing, squad_team, goal_team


def _played_by(parts: Any, wanted: list[int], people: list[int] | None) -> Any:
    """One row a person, team, edition and shirt number of these teams (of these people
    only, if given), from :func:`_played`'s parts."""
    squads, goals, standing, squad_team, goal_team = parts
    parts_ = [
        squads.where(squad_team.in_(wanted)),
        goals.where(goal_team.in_(wanted)),
        standing.where(_TP.c.team_id.in_(wanted)),
    ]
    if people is not None:
        parts_[0] = parts_[0].where(_MP.c.person_id.in_(people))
        parts_[1] = parts_[1].where(_RG.c.person_id.in_(people))
        parts_[2] = parts_[2].where(_TP.c.person_id.in_(people))
    played = union(*parts_).subquery()
    # One row a person, team, edition and shirt number (an undated edition's
    # matches, a logged match's without one, one a day), with its first date.
    undated = case((played.c.edition_id.is_(None), played.c.date), else_=None)
    return select(
        played.c.team_id,
        played.c.person_id,
        played.c.edition_id,
        played.c.number,
        func.min(played.c.date).label("date"),
    ).group_by(
        played.c.team_id, played.c.person_id, played.c.edition_id, played.c.number,
        undated,
    )  # fmt: skip


@dataclass
class Linker:
    """Links names to people for many matches at once; :meth:`flush` writes what it made.

    New people get their ids at once (so rows naming them can be built in memory).
    """

    session: Session
    ambiguous: list[Ambiguous] = field(default_factory=list)
    #: The links made (with their row) since the last flush, for ``person_link``.
    reasons: list[dict[str, Any]] = field(default_factory=list)
    _people: dict[int, dict[int, _Known]] = field(default_factory=dict)
    #: team id → key of a last name part (:func:`last_key`) → people with a name ending so.
    _by_last: dict[int, dict[str, set[int]]] = field(default_factory=dict)
    #: team id → edition key → its first date.
    _editions: dict[int, dict[str, dt.date]] = field(default_factory=dict)
    _aliases: dict[tuple[int, int | None, str], int] = field(default_factory=dict)
    _labels: dict[str, str] = field(default_factory=dict)
    _loaded: set[int] = field(default_factory=set)
    _ids: IdSource | None = None
    _new_people: dict[int, dict[str, Any]] = field(default_factory=dict)
    _new_names: list[dict[str, Any]] = field(default_factory=list)
    #: Match id → the people its squad entries were linked to here: two entries of one
    #: match's squads are two players, whatever their names.
    _in_squads: dict[int, set[int]] = field(default_factory=dict)

    def __post_init__(self) -> None:
        # From the sequence on PostgreSQL: people stored later the usual way (a split,
        # an answer, another client's) never take one of these ids.
        self._ids = IdSource(self.session, _P)

    # --- reading what is known -------------------------------------------------
    def load(self, team_ids: Iterable[int], *, lasts: set[str] | None = None) -> None:
        """Read who played for these teams (teams read before are not read again).

        With ``lasts`` (name parts, as :func:`~tracker.core.people.nameforms.parts` gives
        them) only the people with a name ending so are read: a linker that will be
        asked about those names only (the review queue) reads far less.
        """
        wanted = sorted({t for t in team_ids if t is not None and t not in self._loaded})
        if not wanted:
            return
        self._loaded |= set(wanted)
        played = _played()
        names: dict[int, list[str]] = {}
        births: dict[int, dt.date | None] = {}
        keep: list[int] | None = None
        self._team_editions(wanted)
        if lasts is not None:
            keep = self._named(lasts, names, births)
        if keep is None:
            rows = list(self.session.execute(_played_by(played, wanted, None)).all())
            self._names_of({int(r.person_id) for r in rows}, names, births)
        else:
            rows = []
            for start in range(0, len(keep), 500):
                chunk = keep[start : start + 500]
                rows += self.session.execute(_played_by(played, wanted, chunk)).all()
        self._note_played(rows, names, births)
        self._read_aliases(wanted)

    def _note_played(
        self, rows: list[Any], names: dict[int, list[str]], births: dict[int, dt.date | None]
    ) -> None:
        """Who played for which team in which edition, with which numbers, from when."""
        firsts: dict[tuple[int, str], dt.date] = {}
        mine: dict[tuple[int, int], _Known] = {}
        for team, person, edition, number, day in rows:  # hot: tens of thousands of rows
            key = f"e{edition}" if edition is not None else edition_key(None, day)
            known = mine.get((team, person))
            if known is None:
                known = mine[team, person] = self._known(
                    team, person, names.get(person, []), births.get(person)
                )
            known.editions.add(key)
            if number is not None:
                known.numbers.setdefault(key, set()).add(int(number))
            when = day or dt.date.max
            if when < firsts.get((team, key), dt.date.max) or (team, key) not in firsts:
                firsts[team, key] = when
        for (team, key), when in firsts.items():
            self._note_edition(team, key, None if when == dt.date.max else when)

    def _read_aliases(self, wanted: list[int]) -> None:
        """The names these teams' people were linked by."""
        for alias in self.session.execute(
            select(_ALIAS.c.team_id, _ALIAS.c.edition_id, _ALIAS.c.folded, _ALIAS.c.person_id)
            .where(_ALIAS.c.team_id.in_(wanted))
            .order_by(_ALIAS.c.id)
        ):
            self._aliases[(int(alias.team_id), alias.edition_id, alias.folded)] = int(
                alias.person_id
            )

    def _named(
        self, lasts: set[str], names: dict[int, list[str]], births: dict[int, dt.date | None]
    ) -> list[int]:
        """The people with a name whose last part has one of the keys ``lasts`` (see
        :func:`~tracker.core.people.nameforms.last_key`; their names and birth dates
        filled in)."""
        found: dict[int, list[str]] = {}
        for person_id, name in self.session.execute(select(_P.c.id, _P.c.name)):
            found.setdefault(int(person_id), []).append(name)
        for person_id, name in self.session.execute(select(_PN.c.person_id, _PN.c.name)):
            found.setdefault(int(person_id), []).append(name)
        keep = {
            p
            for p, known in found.items()
            if any((tokens := parts(n)) and last_key(tokens[-1]) in lasts for n in known)
        }
        self._names_of(keep, names, births)
        return sorted(keep)

    def _team_editions(self, teams: list[int]) -> None:
        """Note every edition these teams played in (they decide which ones neighbour)."""
        for column in (_M.c.home_team_id, _M.c.away_team_id):
            live = and_(column.in_(teams), _M.c.deleted_at.is_(None))
            placed = self.session.execute(
                select(column, _M.c.edition_id, func.min(_M.c.date))
                .where(live, _M.c.edition_id.is_not(None))
                .group_by(column, _M.c.edition_id)
            )
            for team, edition, day in placed:
                self._note_edition(int(team), f"e{edition}", day)
            # Matches in no edition (a friendly logged here): by their year.
            loose = self.session.execute(
                select(column, _M.c.date).where(live, _M.c.edition_id.is_(None)).distinct()
            )
            for team, day in loose:
                self._note_edition(int(team), edition_key(None, day), day)

    def _names_of(
        self, ids: set[int], names: dict[int, list[str]], births: dict[int, dt.date | None]
    ) -> None:
        """Fill in the names (his own first) and birth dates of these people."""
        ordered = sorted(ids)
        for start in range(0, len(ordered), 500):
            chunk = ordered[start : start + 500]
            for person_id, name, born in self.session.execute(
                select(_P.c.id, _P.c.name, _P.c.date_of_birth).where(_P.c.id.in_(chunk))
            ):
                names.setdefault(int(person_id), []).append(name)
                births[int(person_id)] = born
            for person_id, name in self.session.execute(
                select(_PN.c.person_id, _PN.c.name).where(_PN.c.person_id.in_(chunk))
            ):
                names.setdefault(int(person_id), []).append(name)

    def _known(
        self, team: int, person: int, names: Sequence[str], born: dt.date | None = None
    ) -> _Known:
        people = self._people.setdefault(team, {})
        known = people.get(person)
        if known is None:
            known = people[person] = _Known([], set(), date_of_birth=born)
            for name in names:
                self._add_name(team, person, known, name)
        return known

    def _add_name(self, team: int, person: int, known: _Known, name: str) -> bool:
        folded = fold(name)
        if not folded or folded in known.folded:
            return False
        known.folded.add(folded)
        known.names.append(name)
        tokens = parts(name)
        if tokens:
            self._by_last.setdefault(team, {}).setdefault(last_key(tokens[-1]), set()).add(person)
        return True

    def _note_edition(self, team: int, key: str, day: dt.date | None) -> None:
        editions = self._editions.setdefault(team, {})
        when = day or dt.date.max
        if key not in editions or when < editions[key]:
            editions[key] = when

    def known_person(self, team_id: int, person_id: int) -> _Known | None:
        """What the linker knows of a person for a team (his names, editions), if anything."""
        self.load([team_id])
        return self._people.get(team_id, {}).get(person_id)

    def edition_labels(self, keys: Iterable[str]) -> list[str]:
        """The editions of these keys by name ("FIFA World Cup 2018"), in order."""
        return sorted(self._label(k) for k in keys)

    def candidates(self, team_id: int, name: str) -> set[int]:
        """The people of the team known by exactly ``name`` (any case and accents)."""
        self.load([team_id])
        folded = fold(" ".join(name.split()))
        return {p for p, k in self._people.get(team_id, {}).items() if folded in k.folded}

    # --- deciding --------------------------------------------------------------
    def _rings(self, team: int, key: str, day: dt.date | None) -> list[set[str]]:
        editions = dict(self._editions.get(team, {}))
        if key not in editions:
            editions[key] = day or dt.date.max
        order = sorted(editions, key=lambda k: (editions[k], k))
        at = order.index(key)
        here = editions[key]
        rings = [{key}]
        for step in range(1, RINGS + 1):
            ring = {
                order[i]
                for i in (at - step, at + step)
                if 0 <= i < len(order) and _near(editions[order[i]], here)
            }
            if ring:
                rings.append(ring)
        return rings

    def _fit(self, names: Sequence[str], known: _Known, exact: Sequence[str] = ()) -> Rule | None:
        """The best rule ``names`` fit his names by (``exact`` ones: written in full only)."""
        best: Rule | None = None
        own = known.names[0] if known.names else ""
        for theirs in known.names:
            # A legal name beside the one he plays under ("Lionel Andrés Messi Cuccittini"
            # beside "Lionel Messi") fits only in full: its last part is not his surname.
            full_only = theirs != own and _legal_beside(own, theirs)
            for name in (*names, *exact):
                rule = form_rule(name, theirs)
                if rule is None or ((full_only or name not in names) and rule not in _EXACT):
                    continue
                if best is None or _RANK[rule] < _RANK[best]:
                    best = rule
        if best is None:
            return None
        if any(conflicts(name, theirs) for name in names for theirs in known.names):
            return None
        return best

    def decide(
        self,
        team_id: int,
        names: Sequence[str],
        *,
        edition_id: int | None = None,
        day: dt.date | None = None,
        date_of_birth: dt.date | None = None,
        number: int | None = None,
        exact: Sequence[str] = (),
    ) -> Decision:
        """Who ``names`` (the name, then any known-as name) are for this team, and why.

        ``exact`` names (a legal name beside the one he plays under) fit only as written
        in full, in any spelling: their last part need not be a surname he is known by.
        """
        self.load([team_id])
        names = [n for n in (" ".join(x.split()) for x in names) if n]
        exact = [n for n in (" ".join(x.split()) for x in exact) if n]
        if not names:
            return Decision(None)
        folded = fold(names[0])
        for scope in (edition_id, None):
            alias = self._aliases.get((team_id, scope, folded))
            if alias is not None:
                return Decision(alias, "settled before", "a user's answer for this team")
        people = self._people.get(team_id, {})
        fits = self._fits(team_id, names, exact, date_of_birth)
        if not fits:
            return Decision(None)
        key = edition_key(edition_id, day)
        # A full name (given names written out) known exactly is stronger than a form.
        tokens = parts(names[0])
        full = len(tokens) >= 2 and not any(len(t) == 1 for t in tokens)
        editions = self._editions.get(team_id, {})
        here = editions.get(key, day or dt.date.max)
        for step, ring in enumerate(self._rings(team_id, key, day)):
            close = {k for k in ring if _near(editions.get(k, here), here, FORM_YEARS)}
            found = {
                p: r
                for p, r in fits.items()
                if people[p].editions & (ring if r in _EXACT else close)
            }
            if found:
                return self._choose(found, ring, step, key, date_of_birth, number, full=full)
        same = {p: r for p, r in fits.items() if r in _EXACT}
        if same:
            return self._choose(same, set(), -1, key, date_of_birth, number, full=full)
        return Decision(None)

    def _fits(
        self,
        team_id: int,
        names: Sequence[str],
        exact: Sequence[str],
        date_of_birth: dt.date | None,
    ) -> dict[int, Rule]:
        """The team's people whose names ``names`` fit, and by which rule (a known date of
        birth that differs rules one out)."""
        people = self._people.get(team_id, {})
        near: set[int] = set()
        for name in (*names, *exact):
            tokens = parts(name)
            if tokens:
                near |= self._by_last.get(team_id, {}).get(last_key(tokens[-1]), set())
        fits: dict[int, Rule] = {}
        for person in near:
            known = people[person]
            if date_of_birth and known.date_of_birth and known.date_of_birth != date_of_birth:
                continue
            rule = self._fit(names, known, exact)
            if rule is not None:
                fits[person] = rule
        return fits

    def _choose(
        self,
        found: dict[int, Rule],
        ring: set[str],
        step: int,
        key: str,
        date_of_birth: dt.date | None,
        number: int | None,
        *,
        full: bool = False,
    ) -> Decision:
        where = self._where(ring, step)
        if len(found) == 1:
            [(person, rule)] = found.items()
            return Decision(person, rule.value, where)
        # A date of birth or a shirt number tells them apart only where every one of
        # them has his known: one unknown could be the same.
        people = {p: self._person_known(p) for p in found}
        if date_of_birth is not None and all(k and k.date_of_birth for k in people.values()):
            same = [p for p, k in people.items() if k and k.date_of_birth == date_of_birth]
            if len(same) == 1:
                return Decision(same[0], found[same[0]].value, f"{where}; same date of birth")
        if number is not None and all(k and k.numbers.get(key) for k in people.values()):
            same = [p for p, k in people.items() if k and number in k.numbers.get(key, set())]
            if len(same) == 1:
                return Decision(
                    same[0], found[same[0]].value, f"{where}; same shirt number ({number})"
                )
        exact = [p for p, r in found.items() if r in _EXACT]
        if full and len(exact) == 1:  # "Eden Hazard" is Eden Hazard, not "E. Hazard"
            return Decision(
                exact[0], found[exact[0]].value, f"{where}; the only one known by this full name"
            )
        ordered = sorted(found)
        return Decision(None, "", where, tuple(ordered), tuple(found[p].value for p in ordered))

    def _person_known(self, person: int) -> _Known | None:
        for people in self._people.values():
            if person in people:
                return people[person]
        return None

    def _where(self, ring: set[str], step: int) -> str:
        if step < 0:
            return "same team, the same name in another edition"
        labels = ", ".join(sorted(self._label(k) for k in ring))
        if step == 0:
            return f"same team and edition ({labels})"
        away = "1 edition" if step == 1 else f"{step} editions"
        return f"same team, {away} away ({labels})"

    def _label(self, key: str) -> str:
        if key not in self._labels:
            if key.startswith("e"):
                # Every edition's name at once: a queue names hundreds of them.
                for edition_id, name in self.session.execute(select(_E.c.id, _E.c.name)):
                    self._labels.setdefault(f"e{edition_id}", str(name))
                self._labels.setdefault(key, f"edition {key[1:]}")
            elif key.startswith("y"):
                self._labels[key] = key[1:]
            else:
                self._labels[key] = "the standing squad"
        return self._labels[key]

    # --- linking ---------------------------------------------------------------
    def link(
        self,
        team_id: int | None,
        name: str,
        *,
        match_id: int | None = None,
        team: str = "",
        date_of_birth: dt.date | None = None,
        known_as: str = "",
        edition_id: int | None = None,
        day: dt.date | None = None,
        number: int | None = None,
        row: tuple[str, int] | None = None,
        legal_name: str = "",
    ) -> int | None:
        """The person ``name`` is for this team: found, new, or None when ambiguous.

        ``row`` (a table and a row id, in ``match_id``) is the row being linked: the
        reason for a link to a known person is kept for it. ``legal_name`` (a source's
        legal name beside ``name``) links only written in full, and is kept as a name of
        the person either way.
        """
        name = " ".join(name.split())
        if not name:
            return None
        known_as = " ".join(known_as.split())
        names = [name, known_as] if known_as and fold(known_as) != fold(name) else [name]
        legal = " ".join(legal_name.split())
        exact = [legal] if legal and fold(legal) not in {fold(n) for n in names} else []
        if team_id is None:
            made = self.new_person(name, date_of_birth=date_of_birth, known_as=known_as)
            for also in exact:
                self._write_name(made, also)
            return made
        decision = self.decide(
            team_id,
            names,
            edition_id=edition_id,
            day=day,
            date_of_birth=date_of_birth,
            number=number,
            exact=exact,
        )
        if decision.candidates:
            asked = Ambiguous(team_id, team, name, decision.candidates, match_id=match_id)
            if asked not in self.ambiguous[-50:]:  # a name scoring twice is one question
                self.ambiguous.append(asked)
            return None
        person = decision.person_id
        squad = row is not None and row[0] == "match_player" and match_id is not None
        if squad and person in self._in_squads.get(match_id or 0, ()):
            person = None  # another entry of this match's squads is him: not this one
        if person is None:
            person = self.new_person(name, date_of_birth=date_of_birth, known_as=known_as)
        elif row is not None and match_id is not None:
            self.reasons.append(
                {"row_table": row[0], "row_id": row[1], "match_id": match_id,
                 "person_id": person, "name": name, "rule": decision.rule,
                 "evidence": decision.evidence, "created_at": dt.datetime.now(dt.timezone.utc)}
            )  # fmt: skip
        self._learn(team_id, person, [*names, *exact], edition_key(edition_id, day), day, number)
        if squad:
            self._in_squads.setdefault(match_id or 0, set()).add(person)
        return person

    def _learn(
        self,
        team: int,
        person: int,
        names: Sequence[str],
        key: str,
        day: dt.date | None,
        number: int | None,
    ) -> None:
        """Remember that ``person`` played for ``team`` in ``key`` under these names."""
        known = self._known(team, person, [])
        for name in names:
            if self._add_name(team, person, known, name):
                self._write_name(person, name)
        new = self._new_people.get(person)
        if new is not None and specificity(names[0]) > specificity(new["name"]):
            new.update(name=names[0], folded=fold(names[0]))  # "Harry Kane", not "Kane"
        known.editions.add(key)
        if number is not None:
            known.numbers.setdefault(key, set()).add(number)
        self._note_edition(team, key, day)

    def _write_name(self, person: int, name: str) -> None:
        self._new_names.append({"person_id": person, "name": name, "folded": fold(name)})

    def new_person(
        self, name: str, *, date_of_birth: dt.date | None = None, known_as: str = ""
    ) -> int:
        """A new person known by ``name`` (and ``known_as``), written by :meth:`flush`."""
        assert self._ids is not None
        person = next(self._ids)
        folded = fold(name)
        self._new_people[person] = {
            "id": person, "name": name, "folded": folded, "date_of_birth": date_of_birth,
            "note": "",
        }  # fmt: skip
        self._write_name(person, name)
        if known_as and fold(known_as) != folded:
            self._write_name(person, known_as)
        return person

    def _stored_names(self, people: set[int]) -> set[tuple[int, str]]:
        ids = sorted(people)
        stored: set[tuple[int, str]] = set()
        for start in range(0, len(ids), 500):
            stored.update(
                (int(r.person_id), r.folded)
                for r in self.session.execute(
                    select(_PN.c.person_id, _PN.c.folded).where(
                        _PN.c.person_id.in_(ids[start : start + 500])
                    )
                )
            )
        return stored

    def flush(self) -> None:
        """Write the people, names and link reasons made since the last flush."""
        if self._new_people:
            self.session.execute(_P.insert(), list(self._new_people.values()))
        if self._new_names:
            seen = self._stored_names({row["person_id"] for row in self._new_names})
            rows = []
            for row in self._new_names:  # a person's name once, however often it was met
                if (row["person_id"], row["folded"]) not in seen:
                    seen.add((row["person_id"], row["folded"]))
                    rows.append(row)
            if rows:  # an empty list would insert one row of defaults
                self.session.execute(_PN.insert(), rows)
        if self.reasons:
            self.session.execute(_LINK.insert(), self.reasons)
        self._new_people, self._new_names, self.reasons = {}, [], []


__all__ = ["FORM_YEARS", "RINGS", "RING_YEARS", "Ambiguous", "Decision", "Linker", "edition_key"]
