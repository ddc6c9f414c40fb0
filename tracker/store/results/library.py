"""The match library as pages of a filtered, sorted query, and editing a match's details.

The library never loads every match: the window asks for a count and then for pages
as the user scrolls, so a database of thousands of matches opens at once.
"""

from __future__ import annotations

import dataclasses
import datetime as dt
import re
from dataclasses import dataclass
from typing import Any

from sqlalchemy import bindparam, column, func, or_, text, union_all
from sqlalchemy import select as sa_select
from sqlmodel import Session

from tracker.core.i18n import translator
from tracker.core.match.model import Match
from tracker.core.results.rounds import search_terms
from tracker.store.match.matches import (
    SUMMARY_COLUMNS,
    MatchSummary,
    NotFound,
    bump,
    fill_details,
    locked_row,
    newest_first,
    place,
    summary_of,
)
from tracker.store.tables import MatchRow

_T: Any = MatchRow.__table__  # type: ignore[attr-defined]
#: Columns the library can be sorted by, in SQL.
SORT_COLUMNS: dict[str, Any] = {
    "date": _T.c.date,
    "competition": _T.c.competition,
    "stage": _T.c.stage,
    "home": _T.c.home_name,
    "away": _T.c.away_name,
    "updated": _T.c.updated_at,
}

_SEASON = re.compile(r"^(\d{4})(?:[-/](\d{2}|\d{4}))?$")


@dataclass(frozen=True)
class LibraryQuery:
    """What the library shows: filters, search text and order."""

    text: str = ""
    team: str = ""
    competition: str = ""
    #: Editions whose matches are shown, beside a ``competition`` written exactly.
    editions: tuple[int, ...] = ()
    season: str = ""
    sort: str = "date"
    descending: bool = True
    deleted: bool = False
    #: The language the search text is typed in: a round named in its words finds the
    #: matches of that round, stored in English ("Achtelfinale": the Round of 16).
    language: str = "en"


def season_of(date: dt.date) -> str:
    """The season a date falls in, July to June: 2022-12-13 is in ``2022-23``."""
    start = date.year if date.month >= 7 else date.year - 1
    return f"{start}-{(start + 1) % 100:02d}"


def season_range(season: str) -> tuple[dt.date, dt.date]:
    """First and last day of a season written ``2022-23`` (or a calendar year ``2022``)."""
    found = _SEASON.match(season.strip())
    if not found:
        raise ValueError(f"a season is written like 2022-23, not {season!r}")
    start = int(found.group(1))
    if found.group(2) is None:
        return dt.date(start, 1, 1), dt.date(start, 12, 31)
    return dt.date(start, 7, 1), dt.date(start + 1, 6, 30)


def _filtered(stmt: Any, query: LibraryQuery) -> Any:
    """``stmt`` narrowed to the matches ``query`` shows: plain SQL over indexed columns.

    Search text is matched against the match's folded ``search`` column, so
    "atletico" finds "Atlético" on any database, with no function called per row.
    """
    deleted = _T.c.deleted_at
    stmt = stmt.where(deleted.is_not(None) if query.deleted else deleted.is_(None))
    if query.team:
        stmt = stmt.where(or_(_T.c.home_name == query.team, _T.c.away_name == query.team))
    named = [_T.c.competition == query.competition] if query.competition else []
    if query.editions:
        named.append(_T.c.edition_id.in_(query.editions))
    if named:
        stmt = stmt.where(or_(*named))
    if query.season:
        first, last = season_range(query.season)
        stmt = stmt.where(_T.c.date >= first, _T.c.date <= last)
    for forms in _searched(query):
        stmt = stmt.where(or_(*(_T.c.search.like(_like(form), escape="\\") for form in forms)))
    return stmt


def _like(folded: str) -> str:
    """A LIKE pattern finding ``folded`` anywhere, its wildcards escaped."""
    return "%" + folded.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_") + "%"


def _searched(query: LibraryQuery) -> list[tuple[str, ...]]:
    """The terms of the search text, folded, each with the stored words of the rounds
    it names in the query's language (:func:`search_terms`): a match is found by every
    term, each in one of its forms."""
    return search_terms(query.text, translator(query.language or "en"))


#: The trigram index of the library's search text (schema 0018, SQLite with FTS5): the
#: matches in the library (not the deleted ones) and their folded search text.
SEARCH_INDEX = "match_search"
#: The trigram index cannot find words shorter than this.
_SHORTEST = 3
_HAS_INDEX = "tracker_search_index"


def count(session: Session, query: LibraryQuery) -> int:
    """How many matches the query shows.

    A search of the library counts through the trigram index where there is one, so
    that the count reads the matches found rather than every match (a library of
    100,000 matches counts a town's 5,000 in about a millisecond instead of 25).
    """
    words = _searched(query)
    if words and not query.deleted and _has_search_index(session):
        return _indexed_count(session, query, words)
    plain = dataclasses.replace(query, sort="", descending=False, deleted=False, language="en")
    if plain != _EVERYTHING:
        stmt = _filtered(sa_select(func.count()).select_from(_T), query)
    elif query.deleted:  # read from the index of the deleted matches (schema 0020)
        stmt = sa_select(func.count()).where(_T.c.deleted_at.is_not(None))
    else:  # every match (SQLite counts an index's entries at once) less the deleted ones
        stmt = sa_select(_ALL.scalar_subquery() - _DELETED.scalar_subquery())
    return int(session.execute(stmt).scalar_one())


_EVERYTHING = LibraryQuery(sort="", descending=False)
_ALL = sa_select(func.count()).select_from(_T)
_DELETED = sa_select(func.count()).select_from(_T).where(_T.c.deleted_at.is_not(None))


def _indexed_count(session: Session, query: LibraryQuery, words: list[tuple[str, ...]]) -> int:
    """:func:`count` of a search through the index: the words of three letters or more
    found there as they are written (a trigram phrase is a substring), the shorter
    ones, if any, matched on the stored text."""
    found = _phrases(words)
    short = [forms[0] for forms in words if len(forms[0]) < _SHORTEST]
    plain = not (query.team or query.competition or query.editions or query.season or short)
    if not found:
        stmt = _filtered(sa_select(func.count()).select_from(_T), query)
    elif plain:  # the index holds the library's matches only: count there alone
        stmt = text(f"SELECT count(*) FROM {SEARCH_INDEX} WHERE {SEARCH_INDEX} MATCH :found")
        return int(session.execute(stmt, {"found": found}).scalar_one())
    else:
        hits = text(f"SELECT rowid FROM {SEARCH_INDEX} WHERE {SEARCH_INDEX} MATCH :found")
        stmt = _filtered(
            sa_select(func.count()).select_from(_T),
            dataclasses.replace(query, text=" ".join(short)),
        ).where(_T.c.id.in_(hits.bindparams(found=found).columns(column("rowid"))))
    return int(session.execute(stmt).scalar_one())


def _phrases(words: list[tuple[str, ...]]) -> str:
    """The index's query for the words it can find (three letters or more), each in
    any of its forms (:func:`_searched`), or ""."""
    return " AND ".join(
        "(" + " OR ".join('"' + form.replace('"', '""') + '"' for form in forms) + ")"
        for forms in words
        if len(forms[0]) >= _SHORTEST
    )


#: A search the index finds fewer matches for than this reads them by id and sorts
#: them; one that finds more reads the library in its order until a page is found
#: (at 100,000 matches, a word on 200 fills a page within about 12,500).
_FEW = 200


def _few_found(session: Session, query: LibraryQuery) -> Any:
    """The ids of the matches a search finds through the index, when they are few (a
    subquery), or None: no index, or so many that reading in order finds a page soon.

    Without it a word on no match, or on a handful, reads every match of the library
    to fill a page it cannot fill (a tenth of a second at 100,000 matches).
    """
    found = _phrases(_searched(query))
    if not found or query.deleted or not _has_search_index(session):
        return None
    hits = f"SELECT rowid FROM {SEARCH_INDEX} WHERE {SEARCH_INDEX} MATCH "
    probe = f"{hits}? LIMIT {_FEW}"  # asked as it is written: this runs before every page
    if len(session.connection().exec_driver_sql(probe, (found,)).all()) == _FEW:
        return None
    return text(f"{hits}:found").bindparams(found=found).columns(column("rowid"))


def _has_search_index(session: Session) -> bool:
    """True on a SQLite database with the trigram index (known once per connection)."""
    connection = session.connection()
    if connection.dialect.name != "sqlite":
        return False
    known = connection.info.get(_HAS_INDEX)
    if known is None:
        found = connection.exec_driver_sql(
            f"SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = '{SEARCH_INDEX}'"
        ).first()
        known = connection.info[_HAS_INDEX] = found is not None
    return bool(known)


def page(session: Session, query: LibraryQuery, offset: int, limit: int) -> list[MatchSummary]:
    """``limit`` matches of the query from ``offset``, in its order."""
    stmt = sa_select(*SUMMARY_COLUMNS)
    if query.team:
        stmt = stmt.where(_T.c.id.in_(_team_page(session, query, offset, limit)))
    else:
        stmt = _filtered(stmt, query).offset(offset).limit(limit)
        few = _few_found(session, query)
        if few is not None:
            stmt = stmt.where(_T.c.id.in_(few))
    rows = session.execute(stmt.order_by(*_order(session, query, _T.c))).all()
    return [summary_of(row) for row in rows]


def _order(session: Session, query: LibraryQuery, columns: Any) -> list[Any]:
    """The query's order over ``columns`` (of the match table or of a subquery of it)."""
    key = columns[SORT_COLUMNS.get(query.sort, _T.c.date).name]
    # Undated or empty last either way. Descending, SQLite puts NULL last by itself,
    # so the newest-first order reads the date index backwards with no sort.
    order = [newest_first(session, key)] if query.descending else [key.is_(None), key.asc()]
    tie = columns["id"]
    order.append(tie.desc() if query.descending else tie.asc())
    return order


def _team_page(session: Session, query: LibraryQuery, offset: int, limit: int) -> Any:
    """The ids of a page of a team filter: the team's first matches at home and away,
    merged in order.

    Each side reads its (name, date) index (schema 0020) backwards and stops after
    ``offset + limit``: a page costs a page, where "home or away" sorted every match
    of the team first.
    """
    key = SORT_COLUMNS.get(query.sort, _T.c.date)
    others = dataclasses.replace(query, team="")
    sides = []
    for mine, other in ((_T.c.home_name, None), (_T.c.away_name, _T.c.home_name)):
        side = _filtered(sa_select(_T.c.id, key), others).where(mine == query.team)
        if other is not None:  # a match of the team against itself is found once
            side = side.where(other != query.team)
        side = side.order_by(*_order(session, query, _T.c)).limit(offset + limit).subquery()
        sides.append(sa_select(*side.c))
    merged = union_all(*sides).subquery()
    return (
        sa_select(merged.c.id)
        .order_by(*_order(session, query, merged.c))
        .offset(offset)
        .limit(limit)
    )


def seasons(session: Session) -> list[str]:
    """Every season with a match, newest first (July to June, as :func:`season_of`).

    A skip scan over the date index: one seek per season held, however many matches
    each has (a library of thousands of matches has a few seasons).
    """
    found: list[str] = []
    start: dt.date | None = dt.date.min
    while start is not None:
        first = session.execute(_FIRST_DATE_FROM, {"start": start}).scalar()
        if first is None:
            break
        found.append(season_of(first))
        begins = first.year if first.month >= 7 else first.year - 1
        start = dt.date(begins + 1, 7, 1) if begins < dt.MAXYEAR else None
    return found[::-1]


_FIRST_DATE_FROM = sa_select(func.min(_T.c.date)).where(_T.c.date >= bindparam("start"))


def team_names(session: Session) -> list[str]:
    """Every team name a match shows, alphabetically."""
    home, away = _distinct(session, "home_name"), _distinct(session, "away_name")
    return sorted({n for n in (*home, *away) if n}, key=str.casefold)


def competition_names(session: Session) -> list[str]:
    """Every competition named by a match, alphabetically."""
    return sorted({n for n in _distinct(session, "competition") if n}, key=str.casefold)


def _skip_scan(name: str) -> Any:
    """The distinct values of an indexed column of ``match``, smallest first."""
    return text(
        f"WITH RECURSIVE found(value) AS (SELECT min({name}) FROM match UNION ALL"
        f" SELECT (SELECT min({name}) FROM match WHERE {name} > found.value)"
        " FROM found WHERE found.value IS NOT NULL)"
        " SELECT value FROM found WHERE value IS NOT NULL"
    )


#: One index seek per value held, however many matches hold each (a team plays in
#: about 1% of a large library: reading every match for 200 names is the slow way).
_DISTINCT = {name: _skip_scan(name) for name in ("home_name", "away_name", "competition")}


def _distinct(session: Session, name: str) -> list[str]:
    return [str(row[0]) for row in session.execute(_DISTINCT[name])]


def update_details(session: Session, match: Match) -> None:
    """Store a match's details: metadata, officials, managers, colours — not squads or rules."""
    row = locked_row(session, match.id) if match.id is not None else None
    if row is None or row.deleted_at is not None:
        raise NotFound(f"there is no match {match.id}")
    fill_details(row, match)
    place(session, row)
    bump(row)
    session.add(row)
