"""Reading the library for people who follow it without the app: the web pages and API.

:class:`LibraryViewer` reads a database opened by :func:`open_viewer`, which can never
be written (:mod:`tracker.store.reader`): every call is a read, nothing is derived and
stored on the way (the record books read the appearance rows as their writers left
them). It gathers what the other services already compute — a match's sheet in the
reader's language (:func:`tracker.sheet.content.build_sheet`), the record books
(:class:`~tracker.services.records.RecordsService`), people, a result's sheet — and
adds what only a follower needs: the matches of a day, each match's live minute, and
the revisions that tell a follower which matches changed.

The server's threads share one viewer: the match service's remembered states are
guarded by a lock.
"""

from __future__ import annotations

import datetime as dt
import threading
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING

from tracker.core.i18n import Translate
from tracker.core.league.counted import TableCount, combined
from tracker.core.match.events import Event
from tracker.core.match.matchtime import MatchTime, Period
from tracker.core.match.model import Match
from tracker.core.match.replay import MatchState, sort_events
from tracker.core.match.state import Status
from tracker.core.match.summary import figures_of
from tracker.core.records.coverage import Coverage
from tracker.core.records.played import PlayedMatch
from tracker.services.errors import ServiceError
from tracker.services.matches import UNFINISHED, LibraryEntry, MatchService, library_entries
from tracker.services.people import PeopleService
from tracker.services.records import (
    EditionInfo,
    GroupTable,
    Leader,
    PlayerPage,
    RecordsService,
    TeamPage,
)
from tracker.services.results import ResultsService
from tracker.sheet.content import build_sheet
from tracker.sheet.resultcontent import ResultSheet
from tracker.sheet.sheetmodel import Sheet
from tracker.sheet.svg import pitch_svg
from tracker.store.db import Database
from tracker.store.match import matches as repo
from tracker.store.match import summaries
from tracker.store.match.live import CommitCounter, commit_counter, counted_mark
from tracker.store.people.directory import PersonSummary
from tracker.store.reader import open_reader
from tracker.store.records import queries as books
from tracker.store.records import tallies
from tracker.store.results import catalogue

if TYPE_CHECKING:
    from tracker.services.leagues import Season

__all__ = [
    "CommitCounter",
    "EditionPage",
    "LibraryViewer",
    "MatchPage",
    "Missing",
    "Moment",
    "PlayerPage",
    "TeamPage",
    "open_viewer",
]


class Missing(ServiceError):
    """No such match, edition, team or person (or not one this site shows).

    Made from an English template and its values, so that a page can say it in its
    reader's language (:meth:`said`); ``str()`` is the English.
    """

    def __init__(self, template: str, **values: object) -> None:
        super().__init__(template.format(**values))
        self.template = template
        self.values = values

    def said(self, t: Translate) -> str:
        """The reason in the language ``t`` writes."""
        return t(self.template).format(**self.values)


@dataclass(frozen=True)
class Moment:
    """Where a match stands for a follower: its score, minute and status, in words."""

    id: int
    revision: int
    entry: LibraryEntry
    #: ``live``, ``finished``, ``not started``, ``confirmed``; ``unfinished`` (a log
    #: that stops before full time, its day long past); ``result`` or ``fixture``.
    state: str
    #: The minute football writes for a match in play (``45'+2``), ``HT`` at a break,
    #: ``FT`` once over; "" before kick-off and for results and fixtures.
    minute: str


@dataclass(frozen=True)
class MatchPage:
    """A match as its page shows it."""

    moment: Moment
    #: The record books' view (its edition, round and teams), if it is in them.
    played: PlayedMatch | None
    #: The sheet of a match logged event by event, in the reader's language.
    sheet: Sheet | None
    #: The sheet of a result or fixture.
    result: ResultSheet | None
    #: Both starting line-ups on the sheet's pitch (SVG), if the match has line-ups.
    pitch: str
    #: The person each squad player (by his id in the match) is linked to.
    people: dict[int, int] = field(default_factory=dict)
    #: How many of the matches its key stats read changed since the record books last
    #: counted them (this reader cannot count them again: a writer does). While any
    #: has, the key stats are left out: they could count a goal since struck off.
    stale: int = 0


@dataclass(frozen=True)
class EditionPage:
    """An edition as its page shows it: results, fixtures, tables and top scorers."""

    edition: EditionInfo
    results: list[PlayedMatch]
    fixtures: list[PlayedMatch]
    #: A cup's group tables (none for a league: see ``league``).
    tables: list[GroupTable]
    scorers: list[Leader]
    #: What the edition's played matches carry (scorers known in how many).
    cover: Coverage
    #: Each team's id by name (for links).
    teams: dict[str, int]
    #: How many of its matches changed since the record books last counted them (this
    #: reader cannot count them again: a writer does, the app or ``stats``): the top
    #: scorers leave those changes out until then.
    stale: int = 0
    #: A league's season (its tables under its rules, points adjustments included, as
    #: the window and ``standings`` show them); None for a cup.
    league: Season | None = None
    #: How many of the tables' matches they count, and why the rest are not counted.
    count: TableCount = field(default_factory=lambda: TableCount(0, {}))


def open_viewer(location: str) -> LibraryViewer:
    """A viewer over the database at ``location``, opened so it cannot be written."""
    return LibraryViewer(open_reader(location))


class LibraryViewer:
    """Everything the web pages read, over one database opened read-only."""

    def __init__(self, db: Database) -> None:
        self.db = db
        self.matches = MatchService(db, author="")
        self.records = RecordsService(db)
        self.people = PeopleService(db)
        self.results = ResultsService(db)
        self._lock = threading.Lock()
        #: The day what is read is said on: a log stopped short long before it is
        #: unfinished, not live (a site sets its own clock, the one it follows days by).
        self.today: Callable[[], dt.date] = dt.date.today

    def close(self) -> None:
        """Release the database's connections."""
        self.db.close()

    # -- following changes ---------------------------------------------------------

    def mark(self) -> str:
        """A mark that moves with every committed change to any match, and when the
        record books count one (one aggregate read): the key stats shown follow it."""
        with self.db.reading() as session:
            return counted_mark(session)

    def commit_counter(self) -> CommitCounter | None:
        """What tells, in one cheap read, that another connection committed to an
        SQLite file since the last look (the mark then says whether a match moved);
        None on PostgreSQL, which notifies. Close it when done."""
        return commit_counter(self.db.engine)

    def revisions_counted(
        self, ids: Iterable[int] | None = None
    ) -> tuple[dict[int, int], dict[int, int]]:
        """Every match's revision (-1: deleted), or those of ``ids`` (by their ids), and
        its revision as the record books last counted it: which matches changed since a
        last look, and which have key stats to show again."""
        with self.db.reading() as session:
            return repo.revisions_counted(session, ids)

    # -- the matches of a day --------------------------------------------------------

    def day_near(self, day: dt.date) -> dt.date | None:
        """``day`` if it has matches, else the nearest earlier day that has, else later."""
        with self.db.reading() as session:
            return repo.match_day_near(session, day)

    def next_day(self, day: dt.date) -> dt.date | None:
        """The first day after ``day`` that has matches."""
        with self.db.reading() as session:
            return repo.match_day_after(session, day)

    def day(self, day: dt.date, *, limit: int = 500) -> list[Moment]:
        """Every match of ``day`` (at most ``limit``) with its score, minute and status."""
        with self.db.reading() as session:
            found = repo.matches_on(session, day, limit=limit)
            entries = library_entries(session, found, self.today())
        return [self.moment_of(entry) for entry in entries]

    def day_ids(self, day: dt.date) -> frozenset[int]:
        """The ids of every match of ``day`` (one query, no match opened)."""
        with self.db.reading() as session:
            return frozenset(m.id for m in repo.matches_on(session, day))

    def library(self, *, limit: int, offset: int = 0) -> list[LibraryEntry]:
        """A page of the library, newest first."""
        return self.matches.library(limit=limit, offset=offset)

    def entry(self, match_id: int) -> LibraryEntry:
        """The library entry of one match; :class:`Missing` if there is none."""
        with self.db.reading() as session:
            found = repo.matches_on(session, ids=[match_id])
            if not found:
                raise Missing("there is no match {match_id}", match_id=match_id)
            return library_entries(session, found, self.today())[0]

    def not_in_library(self, match_id: int) -> str:
        """Why the library has no match ``match_id`` to show, in English for whoever
        starts the site: it is in the trash (to restore), or there is none."""
        with self.db.reading() as session:
            return summaries.not_in_library(session, match_id).format(match_id=match_id)

    def moment(self, match_id: int) -> Moment:
        """Where one match stands now."""
        return self.moment_of(self.entry(match_id))

    def moment_of(self, entry: LibraryEntry) -> Moment:
        """Where the match of ``entry`` stands (its state read for a logged match)."""
        if entry.record != "logged":
            # A result being logged: the minute its log has reached (its stored score
            # stays the score until the log's full time).
            return Moment(entry.id, self._revision(entry.id), entry, entry.record, entry.logged_to)
        return self._logged(entry)[0]

    def _logged(self, entry: LibraryEntry) -> tuple[Moment, MatchState]:
        """Where the logged match of ``entry`` stands, and its state: both of one read,
        its score the state's (the list's row, read before, may be a change behind:
        a page drawn while an event was logged said 0-0 above the goal that made 0-1)."""
        state, revision = self._open(entry.id)
        entry = replace(entry, score=figures_of(state).score)
        # A log that stops before full time, its day long past: nobody logs it now.
        status = UNFINISHED if entry.status == UNFINISHED else state.status.value
        return Moment(entry.id, revision, entry, status, minute_of(state)), state

    def _revision(self, match_id: int) -> int:
        """The match's revision (one indexed row; 0 once it is gone)."""
        with self.db.reading() as session:
            try:
                return summaries.head(session, match_id).revision
            except repo.NotFound:
                return 0

    def _open(self, match_id: int) -> tuple[MatchState, int]:
        try:
            with self._lock:
                opened = self.matches.open(match_id)
        except ServiceError:
            # Deleted since its entry was read (a page or a stream opening as the match
            # goes to the trash): no match to show, as if it had gone before.
            with self.db.reading() as session:
                if not repo.matches_on(session, ids=[match_id]):
                    raise Missing("there is no match {match_id}", match_id=match_id) from None
            raise
        return opened.state, opened.revision

    # -- a match ---------------------------------------------------------------------

    def match(self, match_id: int, language: str = "en") -> MatchPage:
        """A match's page in ``language``: its sheet (or a result's), pitch and key stats."""
        entry = self.entry(match_id)
        played = self._played(match_id)
        stale = self._key_stats_stale(played)
        if entry.record != "logged":
            moment = self.moment_of(entry)
            result = self.results.sheet(match_id, language, today=self.today())
            if result is not None and stale:
                result = replace(result, key_stats=())
            return MatchPage(moment, played, None, result, "", stale=stale)
        moment, state = self._logged(entry)
        match, events = state.match, sort_events(state.events)
        stats = () if stale else self.key_stats(match_id, language)
        sheet = build_sheet(match, events, key_stats=stats, language=language)
        pitch = pitch_svg(sheet) if any(team.rows for team in sheet.teams) else ""
        squad = [p.pid for team in (match.home, match.away) for p in team.squad]
        return MatchPage(moment, played, sheet, None, pitch, self._people_of(squad), stale)

    def _key_stats_stale(self, played: PlayedMatch | None) -> int:
        """How many of the matches ``played``'s key stats read are not counted as they
        stand (0 for a match outside the record books)."""
        if played is None:
            return 0
        with self.db.reading() as session:
            return len(tallies.stale(session, books.key_stats_scope(played)))

    def live(self, match_id: int, language: str = "en") -> MatchPage:
        """What a live update needs of a match: its moment and, for a logged match, its
        sheet (no key stats, pitch or links: those do not move with an event)."""
        entry = self.entry(match_id)
        if entry.record != "logged":
            return MatchPage(self.moment_of(entry), None, None, None, "")
        moment, state = self._logged(entry)
        sheet = build_sheet(state.match, sort_events(state.events), language=language)
        return MatchPage(moment, None, sheet, None, "")

    def _people_of(self, pids: Sequence[int]) -> dict[int, int]:
        found = {}
        with self.db.reading() as session:
            for pid in pids:
                person = catalogue.squad_person(session, pid)
                if person is not None:
                    found[pid] = person
        return found

    def load(self, match_id: int) -> tuple[Match, list[Event]]:
        """The match and its events in match order (:class:`Missing` if there is none)."""
        self.entry(match_id)
        return self.matches.load(match_id)

    def key_stats(self, match_id: int, language: str = "en") -> tuple[str, ...]:
        """The match's key stats across the library, each with its scope, in ``language``."""
        try:
            return self.records.sheet_lines(match_id, language)
        except ServiceError:
            return ()

    def _played(self, match_id: int) -> PlayedMatch | None:
        try:
            return self.records.match(match_id)
        except ServiceError:
            return None

    # -- the record books ------------------------------------------------------------

    def editions(self) -> list[EditionInfo]:
        """Every edition, by competition then year."""
        return self.records.editions()

    def edition(self, edition_id: int, *, scorers: int = 20) -> EditionPage:
        """An edition's page: :class:`Missing` if there is none."""
        found = [e for e in self.records.editions() if e.id == edition_id]
        if not found:
            raise Missing("there is no edition {edition_id}", edition_id=edition_id)
        today = self.today()  # the watcher's day: what is to play, what has no result
        league = self.records.league_season(edition_id, today=today)
        tables = self.records.standings(edition_id, today) if league is None else []
        return EditionPage(
            edition=found[0],
            results=self.records.results(edition_id),
            fixtures=self.records.fixtures(edition_id),
            tables=tables,
            scorers=self.records.top_scorers(edition_id=edition_id, limit=scorers),
            cover=self.records.coverage(edition_id=edition_id),
            teams=self.team_ids(),
            stale=self._stale(edition_id),
            league=league,
            count=league.count if league is not None else combined(t.count for t in tables),
        )

    def _stale(self, edition_id: int) -> int:
        with self.db.reading() as session:
            return len(tallies.stale(session, books.match_ids(edition_id=edition_id)))

    def team_ids(self) -> dict[str, int]:
        """Every stored team's id by its name."""
        with self.db.reading() as session:
            return {name: team_id for team_id, name in books.teams(session).items()}

    def team(self, team_id: int) -> TeamPage:
        """A team's record: :class:`Missing` if there is none."""
        try:
            return self.records.team(team_id)
        except ServiceError:
            raise Missing("there is no team {team_id}", team_id=team_id) from None

    def player(self, person_id: int) -> PlayerPage:
        """A player's record: :class:`Missing` if there is none."""
        try:
            return self.records.player(person_id)
        except ServiceError:
            raise Missing("there is no player {person_id}", person_id=person_id) from None

    def player_stale(self, person_id: int) -> int:
        """How many of the player's matches changed since the record books last counted
        them (his figures leave those changes out until a writer counts them)."""
        with self.db.reading() as session:
            return len(tallies.stale(session, tallies.matches_of_people([person_id])))

    def person_list(self, search: str, *, limit: int, offset: int = 0) -> list[PersonSummary]:
        """People whose names contain ``search``, by name (at most ``limit``, after
        ``offset`` of them)."""
        return self.people.people(search, limit=limit, offset=offset)

    def export(self, match_id: int, format_name: str) -> dict[str, bytes]:
        """The match written in an export format (``json``: the match file; ``statsbomb``:
        its events, lineups and matches files), by file name, without who logged each
        event; :class:`Missing` if the match cannot be written so (a result only, say)."""
        from tracker.services.exporting import formats

        fmt = formats()[format_name]
        match, events = self.load(match_id)
        # Who logged each event, and when, stays with the library: the author is the
        # name set in the app, else the secretary's login name, not one to publish.
        events = [replace(e, authorship=None) for e in events]
        try:
            data = fmt.render(match, events, {})
        except ValueError as exc:
            raise Missing("{reason}", reason=exc) from None
        if isinstance(data, bytes):
            return {f"match-{match_id}{fmt.suffix}": data}
        return dict(data)


#: What a follower is shown between periods, by the period that ended: half-time, a
#: break before or within extra time, extra time over (the shootout to come), the
#: shootout over (the final whistle to come).
_BREAKS = {
    Period.FIRST_HALF: "HT",
    Period.SECOND_HALF: "Break",
    Period.EXTRA_FIRST: "Break",
    Period.EXTRA_SECOND: "AET",
    Period.SHOOTOUT: "pens",
}


def minute_of(state: MatchState) -> str:
    """The minute a follower is shown: the latest logged moment in play (``45'+2``),
    ``HT`` at half-time (``Break`` before or within extra time, ``AET`` before the
    shootout), ``FT`` once over, the minute play stopped once abandoned, "" before
    kick-off. One for every reader: the page translates these words into the reader's
    language."""
    if state.abandoned is not None:
        return str(state.abandoned.time)
    if state.status in (Status.FINISHED, Status.CONFIRMED):
        return "FT"
    if state.period is None:
        return ""
    if not state.running:
        return _BREAKS.get(state.period, "HT")
    if state.period is Period.SHOOTOUT:
        return "pens"  # kicks have no minute (and the shootout no start minute to test)
    last = state.last_time
    if last is None or (
        last.period is state.period and last == MatchTime(last.period, last.period.start)
    ):
        # Just kicked off: the period's first minute (1', 46', 91', 106'), as football counts.
        return str(MatchTime(state.period, state.period.start + 1))
    return str(last)


def entries_of(moments: Sequence[Moment]) -> list[LibraryEntry]:
    """The library entries of ``moments``."""
    return [m.entry for m in moments]
