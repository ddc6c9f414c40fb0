"""What the library holds: competitions, editions, teams and people, for lookups by name."""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from sqlalchemy import and_, func, or_, select
from sqlmodel import Session

from tracker.core.match.model import fold
from tracker.core.results.competitions import known_competition, split_competition
from tracker.store.tables import (
    CompetitionRow,
    EditionRow,
    MatchPlayerRow,
    MatchRow,
    PersonNameRow,
    PersonRow,
    TeamRow,
)

_match: Any = MatchRow.__table__  # type: ignore[attr-defined]
_edition: Any = EditionRow.__table__  # type: ignore[attr-defined]
_competition: Any = CompetitionRow.__table__  # type: ignore[attr-defined]
_person: Any = PersonRow.__table__  # type: ignore[attr-defined]
_person_name: Any = PersonNameRow.__table__  # type: ignore[attr-defined]
_team: Any = TeamRow.__table__  # type: ignore[attr-defined]
_players: Any = MatchPlayerRow.__table__  # type: ignore[attr-defined]


@dataclass(frozen=True)
class EditionInfo:
    """A stored edition: "FIFA World Cup 2026" of competition "FIFA World Cup"."""

    id: int
    name: str
    season: str
    year: int | None
    competition_id: int
    competition: str
    matches: int = 0


@dataclass(frozen=True)
class CompetitionInfo:
    """A stored competition, with how many editions the library holds."""

    id: int
    name: str
    kind: str
    editions: int = 0


@dataclass(frozen=True)
class PersonInfo:
    """A stored person and the names he is known by."""

    id: int
    name: str
    date_of_birth: dt.date | None = None
    names: tuple[str, ...] = ()


def editions(
    session: Session,
    *,
    ids: Iterable[int] | None = None,
    competition_ids: Iterable[int] | None = None,
    competition_names: Iterable[str] | None = None,
) -> list[EditionInfo]:
    """Every edition, by competition then year, with its number of matches.

    Given ``ids``, ``competition_ids`` or ``competition_names``, only those editions
    (or those competitions' editions; any of them that are given): the matches are
    then counted for these editions alone, so the cost follows what is asked, not
    the library.
    """
    counted = (
        select(func.count())
        .select_from(_match)
        .where(and_(_match.c.edition_id == _edition.c.id, _match.c.deleted_at.is_(None)))
        .scalar_subquery()
    )
    query = select(
        _edition, _competition.c.name.label("competition_name"), counted.label("n")
    ).select_from(_edition.join(_competition, _competition.c.id == _edition.c.competition_id))
    wanted = []
    if ids is not None:
        wanted.append(_edition.c.id.in_(list(ids)))
    if competition_ids is not None:
        wanted.append(_edition.c.competition_id.in_(list(competition_ids)))
    if competition_names is not None:
        wanted.append(_competition.c.name.in_(list(competition_names)))
    if wanted:
        query = query.where(or_(*wanted))
    rows = session.execute(query).all()
    found = [
        EditionInfo(
            int(r.id), r.name, r.season, r.year, int(r.competition_id), r.competition_name, r.n
        )
        for r in rows
    ]
    return sorted(found, key=lambda e: (fold(e.competition), e.year or 0, e.season))


_YEAR = re.compile(r"\b(\d{4}(?:-\d{2,4})?)\b")


def _acronyms(words: list[str]) -> set[str]:
    """The initials of each run of two or more words: "fifa world cup" gives fwc, wc..."""
    return {
        "".join(w[0] for w in words[i:j])
        for i in range(len(words))
        for j in range(i + 2, len(words) + 1)
    }


#: A league's common name, as users write it, for the words of its name in the files.
_COMMON_NAMES = {
    # "LaLiga" (the league's own name), "La Liga": the files' "Spain Primera División".
    "laliga": {"spain", "primera", "division"},
}


def _known_as(known: Sequence[EditionInfo], rest: str, season: str | None) -> list[EditionInfo]:
    """The editions (of ``season`` if given) of the competition ``rest`` is a known name
    of, in English, German or Spanish ("World Cup", "WM", "Mundial": the FIFA World Cup,
    not the Club World Cup); none when it is no such name."""
    name = known_competition(rest.strip(" ,-–"))
    if name is None:
        return []
    return [
        e
        for e in known
        if fold(e.competition) == fold(name) and (season is None or fold(e.season) == season)
    ]


def _typed_words(rest: str) -> set[str]:
    """The words typed of a competition's name."""
    return {w for w in rest.replace(",", " ").replace("-", " ").split() if w != "the"}


def _names_competition(words: set[str], competition: str) -> bool:
    """Every word typed is a word of the competition's name or the initials of a run
    (or its common name: "La Liga" is Spain's Primera División)."""
    if {"la", "liga"} <= words:
        words = (words - {"la", "liga"}) | {"laliga"}
    for common, own_words in _COMMON_NAMES.items():
        if common in words:
            words = (words - {common}) | own_words
    own = fold(competition).replace("-", " ").split()
    return all(w in own or w in _acronyms(own) for w in words)


def resolve_editions(known: Sequence[EditionInfo], text: str) -> list[EditionInfo]:
    """The editions ``text`` may name: one when it is unambiguous, several when not.

    The one resolver of an edition's name, for every command and the window. It takes
    the stored id, the edition's name ("FIFA World Cup 2022"), the competition as
    sources write it with the season before or after ("World Cup 2022", "2022 World
    Cup", "2022 FIFA World Cup"), and any words of the competition's name or their
    initials with the season ("WC 2022", "Club World Cup 2025"). Case and accents are
    ignored. A name without a season stands for every edition of its competition.
    """
    text = " ".join(text.split())
    # ASCII digits only: isdigit() takes "¹" too, which int() refuses. No stored id has
    # more than 19 digits (and int() refuses thousands of them).
    if text.isascii() and text.isdigit() and not _YEAR.fullmatch(text):
        return [e for e in known if len(text) <= 19 and e.id == int(text)]
    # A season as written "2023/24" is stored as "2023-24".
    text = re.sub(r"\b(\d{4})\s*/\s*(\d{2})\b", r"\1-\2", text)
    wanted = fold(text)
    exact = [e for e in known if wanted in (fold(e.name), fold(f"{e.competition} {e.season}"))]
    if exact:
        return exact
    split = split_competition(text)
    if split is not None:
        named = [
            e
            for e in known
            if fold(e.competition) == fold(split[0]) and fold(e.season) == fold(split[1])
        ]
        if named:
            return named
    year = _YEAR.search(wanted)
    season = year.group(1) if year else None
    if split is not None:
        season = split[1]
    rest = wanted if year is None else wanted[: year.start()] + wanted[year.end() :]
    named = _known_as(known, rest, season)
    if named:
        return named
    words = _typed_words(rest)
    if not words and season is None:
        return []
    return [
        e
        for e in known
        if (season is None or fold(e.season) == season) and _names_competition(words, e.competition)
    ]


def competitions(session: Session) -> list[CompetitionInfo]:
    """Every competition by name, with its number of editions."""
    counted = (
        select(func.count())
        .select_from(_edition)
        .where(_edition.c.competition_id == _competition.c.id)
        .scalar_subquery()
    )
    rows = session.execute(select(_competition, counted.label("n"))).all()
    found = [CompetitionInfo(int(r.id), r.name, r.kind, int(r.n)) for r in rows]
    return sorted(found, key=lambda c: fold(c.name))


def person(session: Session, person_id: int) -> PersonInfo | None:
    """The person with this id and his names."""
    row = session.execute(select(_person).where(_person.c.id == person_id)).first()
    if row is None:
        return None
    names = session.execute(
        select(_person_name.c.name).where(_person_name.c.person_id == person_id)
    ).all()
    return PersonInfo(
        int(row.id), row.name, row.date_of_birth, tuple(sorted({n.name for n in names}))
    )


def dates_of_birth(session: Session, person_ids: Sequence[int]) -> dict[int, dt.date | None]:
    """Each of these people's date of birth (None where it is not known), in one query;
    an id that is no one's is left out."""
    wanted = sorted(set(person_ids))
    found: dict[int, dt.date | None] = {}
    for start in range(0, len(wanted), 500):  # within every backend's limit of parameters
        chunk = wanted[start : start + 500]
        rows = session.execute(
            select(_person.c.id, _person.c.date_of_birth).where(_person.c.id.in_(chunk))
        )
        found.update((int(r.id), r.date_of_birth) for r in rows)
    return found


def people_named(session: Session, name: str) -> list[PersonInfo]:
    """People known by ``name`` (folded: no accents, no case)."""
    folded = fold(name)
    ids = {
        int(r.person_id)
        for r in session.execute(
            select(_person_name.c.person_id).where(_person_name.c.folded == folded)
        )
    }
    ids |= {
        int(r.id) for r in session.execute(select(_person.c.id).where(_person.c.folded == folded))
    }
    found = [person(session, pid) for pid in sorted(ids)]
    return [p for p in found if p is not None]


def all_person_names(session: Session) -> list[str]:
    """Every name of every person (for "did you mean")."""
    return [r.name for r in session.execute(select(_person_name.c.name).distinct())]


def squad_person(session: Session, pid: int) -> int | None:
    """The person a squad entry (``match_player``) is linked to, if it is."""
    found = session.execute(select(_players.c.person_id).where(_players.c.id == pid)).scalar()
    return int(found) if found is not None else None


def teams(session: Session, ids: Iterable[int] | None = None) -> dict[int, str]:
    """Every team's name by id (only these teams' if ``ids`` is given)."""
    query = select(_team.c.id, _team.c.name)
    if ids is not None:
        query = query.where(_team.c.id.in_(list(ids)))
    return {int(r.id): r.name for r in session.execute(query)}


__all__ = [
    "CompetitionInfo",
    "EditionInfo",
    "PersonInfo",
    "all_person_names",
    "competitions",
    "dates_of_birth",
    "editions",
    "people_named",
    "person",
    "resolve_editions",
    "squad_person",
    "teams",
]
