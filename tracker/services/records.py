"""The record books: tables, results, fixtures, tallies, team records and key stats.

:class:`RecordsService` is what the window's competition, team and player pages, the
command line (``standings``, ``stats``, ``facts``) and the match sheet's Key stats
read. Every call opens one reading session, first brings the derived ``appearance``
rows up to date (:func:`tracker.store.records.tallies.refresh`: one indexed query when
nothing changed; on a database that may only be read, derived for that session only by
:func:`tracker.store.records.tallies.count_in_memory`), then runs bounded SQL queries
(:mod:`tracker.store.records.queries`) and the pure record-book arithmetic of
:mod:`tracker.core.records.books`, :mod:`tracker.core.league.standings` and
:mod:`tracker.core.records.keystats`. Nothing is replayed per match.

API (all values are frozen dataclasses from core or this module):

- ``competitions()`` → [:class:`CompetitionInfo`]; ``editions(competition_id=None)``
  → [:class:`EditionInfo`], by competition then year.
- ``find_edition(text)``, ``find_competition(text)``, ``find_team(name)``,
  ``find_person(name)``: what a user typed ("World Cup 2014", "lautaro martinez")
  to a stored record; :class:`ServiceError` with close names when unknown or
  ambiguous.
- ``standings(edition_id)`` → [:class:`GroupTable`]: each group's table under the
  competition's rules (the World Cup's tie-breakers by year).
- ``results(edition_id)``, ``fixtures(edition_id)`` → [:class:`PlayedMatch`] in
  playing order.
- ``top_scorers(edition_id=None, competition_id=None, team_id=None, order="goals",
  limit=20)`` → [:class:`Leader`] (also ``order="assists"``, ``"yellows"``, ...).
- ``player(person_id)`` → :class:`PlayerPage`: tallies in total, per competition and
  per edition, and every match line.
- ``team(team_id)`` → :class:`TeamPage`: overall and per-competition W-D-L, stage
  records, head-to-head against every opponent, matches.
- ``match(match_id)`` → :class:`PlayedMatch`; ``person_of_player(pid)``: the person a
  squad entry is linked to (the window's line-up panels show squad entries).
- ``key_stats(match_id)`` → [:class:`KeyStat`] as of that match (see
  :mod:`tracker.core.records.keystats` for the rules).
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from sqlmodel import Session

from tracker.core.i18n import gettext as _
from tracker.core.i18n import language, normalise
from tracker.core.league.counted import count_table
from tracker.core.league.tables import Venue
from tracker.core.match.model import fold
from tracker.core.match.state import Status
from tracker.core.records.books import (
    KNOCKOUT_ROUNDS,
    PlayedMatch,
    PlayerLine,
    RecordKind,
    player_tally,
    stage_records,
    team_record,
)
from tracker.core.records.keystats import KeyStat, Library, could_play_from, key_stats
from tracker.core.records.teamnames import all_names, as_named, first_name, names_of
from tracker.core.results.competitions import (
    edition_held,
    history_held,
    history_note,
    known_competition,
)
from tracker.core.results.rounds import Stage
from tracker.core.results.ties import FirstLeg
from tracker.services.errors import Ambiguous, DatabaseError, ServiceError, did_you_mean
from tracker.store.db import Database
from tracker.store.match import summaries
from tracker.store.records import queries as store
from tracker.store.records import tallies
from tracker.store.records.queries import Leader
from tracker.store.results import catalogue
from tracker.store.results.catalogue import CompetitionInfo, EditionInfo, PersonInfo

if TYPE_CHECKING:
    # Loaded where used (and the pages' names on first use, see __getattr__): the key
    # stats a sheet prints need none of the edition's tables, the pages, the coverage
    # or the people search, and an export's reading loads them in about 10 ms.
    from tracker.core.league.standings import Game, TableRules
    from tracker.core.records.coverage import Coverage
    from tracker.services.leagues import LeagueService, Season
    from tracker.services.recordpages import (
        CompetitionRecord,
        GroupTable,
        Opponent,
        PlayerPage,
        Tally,
        TeamPage,
        head_to_heads,
    )
    from tracker.store.people.directory import PersonSummary

__all__ = [
    "LEAGUE_TABLE",
    "CompetitionInfo",
    "CompetitionRecord",
    "EditionInfo",
    "GroupTable",
    "KeyStat",
    "Leader",
    "Opponent",
    "PersonInfo",
    "PlayerPage",
    "RecordsService",
    "Tally",
    "TeamPage",
    "bring_current",
    "find_edition",
    "head_to_heads",
]

#: The record pages' names offered here too (:mod:`tracker.services.recordpages`).
_PAGES = frozenset(
    (
        "CompetitionRecord",
        "GroupTable",
        "Opponent",
        "PlayerPage",
        "Tally",
        "TeamPage",
        "head_to_heads",
    )
)


def __getattr__(name: str) -> Any:
    """The record pages' names, loaded on first use."""
    if name in _PAGES:
        from tracker.services import recordpages

        return getattr(recordpages, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


#: The name of a league edition's one table.
LEAGUE_TABLE = "Table"


def find_edition(known: Sequence[EditionInfo], text: str) -> EditionInfo:
    """The one edition ``text`` names among ``known``, in any form a user writes it
    ("World Cup 2022", "FIFA World Cup 2022", "2022 World Cup", "WC 2022", its id):
    :class:`ServiceError` listing the candidates when several fit, or close names when
    none does. Every command and the window resolve an edition's name here."""
    if not text.strip():
        raise ServiceError(_("name the edition, like 'World Cup 2022'"))
    candidates = catalogue.resolve_editions(known, text)
    if len(candidates) == 1:
        return candidates[0]
    if candidates:
        names = ", ".join(e.name for e in candidates)
        raise Ambiguous(
            _("{text!r} could be any of: {names}").format(text=text.strip(), names=names)
        )
    raise ServiceError(
        _unknown(_("no edition {text!r}{hint}"), text.strip(), [e.name for e in known])
    )


def bring_current(db: Database, scope: tallies.Scope = None) -> None:
    """Rebuild the stale appearance rows of the matches in ``scope`` (None: all), in a
    transaction of their own; nothing is written when none are stale, and a database
    this user may only read is left as its writers last left it."""
    if db.read_only:
        return
    with db.reading() as session:
        stale = [match_id for match_id, _revision in tallies.stale(session, scope)]
    if stale:
        with db.writing() as session:
            tallies.refresh(session, stale)


@contextmanager
def counted_reading(db: Database, scope: tallies.Scope = None) -> Iterator[Session]:
    """A reading session over current appearance rows of the matches in ``scope``.

    Stale rows (of those matches only: ids or a query selecting them) are rebuilt
    first, in a transaction of their own; nothing is written when none are stale.
    Those of a database this user may only read are derived for this session only
    (its stored rows are as its writers last left them: the figures would be wrong).
    """
    bring_current(db, scope)
    with db.reading() as session:
        if db.read_only:
            tallies.count_in_memory(session, scope)
        yield session


class RecordsService:
    """Tables, tallies, records and key stats over the stored library (see the module)."""

    def __init__(self, db: Database) -> None:
        self._db = db

    @contextmanager
    def _reading(self, scope: tallies.Scope = None) -> Iterator[Session]:
        """:func:`counted_reading` of this service's database."""
        with counted_reading(self._db, scope) as session:
            yield session

    def refresh(self) -> int:
        """Bring every match's appearance rows up to date; how many were rebuilt."""
        if self._db.read_only:
            return 0
        with self._db.writing() as session:
            return tallies.refresh(session)

    def count_stored(self) -> str:
        """:meth:`refresh` for a writer that has just stored matches (an import, a load,
        a copy, a site about to be published), so that a reader who may only read finds
        them counted; "" once done, else why not. What was stored stays stored: the next
        records read by a writer counts it."""
        try:
            self.refresh()
        except (ServiceError, DatabaseError) as exc:
            return str(exc)
        return ""

    @property
    def db(self) -> Database:
        """The open database (for the services that read beside this one)."""
        return self._db

    # -- what the library holds ------------------------------------------------

    def competitions(self) -> list[CompetitionInfo]:
        """Every competition by name, with its number of editions."""
        with self._db.reading() as session:
            return store.competitions(session)

    def editions(self, competition_id: int | None = None) -> list[EditionInfo]:
        """Every edition (of one competition if given), by competition then year."""
        with self._db.reading() as session:
            if competition_id is None:
                return store.editions(session)
            return store.editions(session, competition_ids=[competition_id])

    def find_edition(self, text: str) -> EditionInfo:
        """The edition a user means by ``text`` (see :func:`find_edition`)."""
        return find_edition(self.editions(), text)

    def editions_named(self, text: str) -> list[EditionInfo]:
        """Every edition ``text`` may name ("World Cup": each edition of the World Cup),
        through the one resolver; :class:`ServiceError` with close names when none fits."""
        known = self.editions()
        found = catalogue.resolve_editions(known, text)
        if not found:
            raise ServiceError(
                _unknown(_("no competition or edition {text!r}{hint}"), text.strip(), _names(known))
            )
        return found

    def find_competition(self, text: str) -> CompetitionInfo:
        """The competition a user means by ``text`` ("World Cup" finds "FIFA World Cup")."""
        known = self.competitions()
        wanted = fold(known_competition(text) or text)  # "WM", "Mundial": FIFA World Cup
        exact = [c for c in known if fold(c.name) == wanted]
        candidates = exact or [c for c in known if set(wanted.split()) <= set(fold(c.name).split())]
        if len(candidates) == 1:
            return candidates[0]
        if candidates:
            names = ", ".join(c.name for c in candidates)
            raise Ambiguous(_("{text!r} could be any of: {names}").format(text=text, names=names))
        raise ServiceError(
            _unknown(_("no competition {text!r}{hint}"), text, [c.name for c in known])
        )

    def find_team(self, name: str) -> tuple[int, str]:
        """(id, name) of the one team ``name`` stands for: its name (accents and case
        ignored), another of its names, or the start of a word of it ("arg"); see
        :func:`teams_named`. A name that fits several teams is :class:`Ambiguous`, naming
        them: none is picked, nor are they counted as one."""
        with self._db.reading() as session:
            known = store.teams(session)
        from tracker.core.records.teamsearch import teams_named

        found = teams_named(known, name)
        if len(found) == 1:
            return found[0]
        name = " ".join(name.split())
        if found:
            raise Ambiguous(_ambiguous_team(name, [n for _, n in found]))
        # A word of a team's name typed alone ("Korea", "Saudi") is offered its teams.
        hint = did_you_mean(name, list(known.values()), by_word=True)
        raise ServiceError(_("no team {text!r}{hint}").format(text=name, hint=hint))

    def find_person(self, name: str) -> PersonInfo:
        """The one person ``name`` points to: his id, a whole name he is known by, else a
        part of his names ("klose", as ``people --search`` finds him). An error names
        the candidates with their teams (to choose by id or full name) or close names."""
        from tracker.core.records.coverage import Need, missing
        from tracker.store.people import directory

        with self._db.reading() as session:
            text = name.strip()
            if text.isdigit():
                by_id = store.person(session, int(text))
                if by_id is None:
                    raise ServiceError(_("there is no person {person_id}").format(person_id=text))
                return by_id
            found = store.people_named(session, name)
            if len(found) == 1:
                return found[0]
            if found:
                raise Ambiguous(
                    _candidates(name, [directory.summary(session, p.id) for p in found])
                )
            fits = directory.search(session, text, limit=_CANDIDATES + 1) if text else []
            if len(fits) == 1:
                one = store.person(session, fits[0].id)
                if one is not None:
                    return one
            if fits:
                raise Ambiguous(_candidates(name, fits))
            # As the people search: a name found by one of its words typed wrong too.
            names = store.all_person_names(session)
            hint = did_you_mean(name, names, by_word=True)
        if not hint:  # he may have scored only where the library lists no scorers
            lacking = missing(self.coverage(), Need.SCORERS, language())
            if lacking:
                template = _(" ({lacking}: a player who scored only there is not known here)")
                hint = template.format(lacking=lacking)
        raise ServiceError(_("no player {name!r}{hint}").format(name=name, hint=hint))

    # -- an edition ------------------------------------------------------------

    def standings(self, edition_id: int, today: dt.date | None = None) -> list[GroupTable]:
        """Each group's table of the edition, from its played group matches; what it
        counts as said on ``today`` (the computer's day by default).

        A league's matches (rounds that are neither a group nor a knockout round) make
        one table, named :data:`LEAGUE_TABLE`; knockout rounds are not in any table.
        """
        from tracker.core.league.standings import Game, standings
        from tracker.core.records.coverage import coverage
        from tracker.services.recordpages import GroupTable

        with self._db.reading() as session:
            found = store.matches(session, edition_id=edition_id)
            edition = next(iter(store.editions(session, ids=[edition_id])), None)
        if edition is None:
            raise ServiceError(_("there is no edition {edition_id}").format(edition_id=edition_id))
        rules = _rules(edition)
        today = today or dt.date.today()
        groups: dict[str, tuple[list[Game], list[str]]] = {}
        playoffs: dict[str, list[Game]] = {}
        played: dict[str, list[PlayedMatch]] = {}
        listed: dict[str, list[PlayedMatch]] = {}
        days: dict[str, list[dt.date]] = {}
        for match in found:
            if match.stage is Stage.GROUP_PLAYOFF and match.group and match.ended:
                game = Game(match.home, match.away, match.home_goals, match.away_goals)
                playoffs.setdefault(match.group, []).append(game)
                continue
            if match.stage is Stage.GROUP and match.group:
                table = match.group
            elif match.stage is None:  # a league's round ("Round 12"): one table
                table = LEAGUE_TABLE
            else:
                continue
            games, teams = groups.setdefault(table, ([], []))
            listed.setdefault(table, []).append(match)
            if match.date is not None:
                days.setdefault(table, []).append(match.date)
            for team, real in ((match.home, match.home_team_id), (match.away, match.away_team_id)):
                if real is not None and team not in teams:
                    teams.append(team)
            if match.ended:
                games.append(Game(match.home, match.away, match.home_goals, match.away_goals))
                played.setdefault(table, []).append(match)
        return [
            GroupTable(
                group,
                standings(
                    games,
                    teams=teams,
                    rules=rules,
                    fallback_order=_lots(edition, group),
                    playoffs=playoffs.get(group, ()),
                ),
                coverage(played.get(group, [])),
                count_table((_table_entry(m) for m in listed[group]), today),
                rules.fair_play,
            )
            for group in _round_by_round(list(groups), days)
            for games, teams in [groups[group]]
        ]

    def league_season(
        self,
        edition_id: int,
        venue: Venue = Venue.ALL,
        as_of: dt.date | None = None,
        today: dt.date | None = None,
    ) -> Season | None:
        """A league edition's tables (as of a day, if given), ties and adjustments (None
        for a cup's groups), what they count said on ``today`` (the computer's day by
        default)."""
        leagues = self.leagues()
        if not leagues.is_league(edition_id):
            return None
        return leagues.season(edition_id, venue=venue, as_of=as_of, today=today)

    def leagues(self) -> LeagueService:
        """The league seasons of this database (adjustments are recorded there)."""
        from tracker.services.leagues import LeagueService

        return LeagueService(self._db)

    def results(self, edition_id: int) -> list[PlayedMatch]:
        """The edition's played matches in playing order."""
        with self._db.reading() as session:
            return [m for m in store.matches(session, edition_id=edition_id) if m.played]

    def fixtures(self, edition_id: int) -> list[PlayedMatch]:
        """The edition's matches not played yet, in order."""
        with self._db.reading() as session:
            found = store.matches(session, edition_id=edition_id)
        return [m for m in found if m.record is RecordKind.FIXTURE]

    def top_scorers(
        self,
        *,
        edition_id: int | None = None,
        competition_id: int | None = None,
        team_id: int | None = None,
        order: str = "goals",
        limit: int | None = 20,
    ) -> list[Leader]:
        """People ranked by goals (or ``order``: assists, yellows, appearances...): the
        first ``limit``, and all those level with the last of them."""
        from tracker.core.records.coverage import Coverage

        scope = None
        if edition_id is not None or competition_id is not None or team_id is not None:
            scope = store.match_ids(
                edition_id=edition_id, competition_id=competition_id, team_id=team_id
            )
        with self._reading(scope) as session:
            found = store.leaders(
                session,
                edition_id=edition_id,
                competition_id=competition_id,
                team_id=team_id,
                order=order,
                limit=limit,
            )
            if not found:
                return found
            _total, teams = store.coverage(
                session, edition_id=edition_id, competition_id=competition_id, team_id=team_id
            )
        # His teams' matches under every name each had ("United States" for USA).
        return [
            replace(
                x, cover=sum((teams.get(n, Coverage()) for n in all_names(x.teams)), Coverage())
            )
            for x in found
        ]

    def coverage(
        self,
        *,
        edition_id: int | None = None,
        competition_id: int | None = None,
        team_id: int | None = None,
    ) -> Coverage:
        """What the played matches of a scope carry (scorers, line-ups, cards): the
        coverage a leader board or an edition's list over that scope is stated with."""
        scope = None
        if edition_id is not None or competition_id is not None or team_id is not None:
            scope = store.match_ids(
                edition_id=edition_id, competition_id=competition_id, team_id=team_id
            )
        with self._reading(scope) as session:
            total, _by_team = store.coverage(
                session, edition_id=edition_id, competition_id=competition_id, team_id=team_id
            )
        return total

    # -- a player, a team --------------------------------------------------------

    def player(self, person_id: int) -> PlayerPage:
        """A player's tallies (total, per competition, per edition) and match lines."""
        from tracker.core.records.coverage import coverage
        from tracker.services.recordpages import PlayerPage

        with self._reading(tallies.matches_of_people([person_id])) as session:
            person = store.person(session, person_id)
            if person is None:
                raise ServiceError(_("there is no player {person_id}").format(person_id=person_id))
            lines = store.player_lines(session, person_ids=[person_id])
            played = {m.id: m for m in store.matches(session, ids=[x.match_id for x in lines])}
            paired = sorted(
                ((played[x.match_id], x) for x in lines if x.match_id in played),
                key=lambda p: p[0].order,
            )
        # The matches his tallies count over: every match of his teams (under every
        # name each had, see tracker.core.records.teamnames) that he could have played
        # in (by his age, where his date of birth is known, as the key stats count), for
        # he may have scored in any of them; but in an edition he is on record in, only
        # those of the team he played for there. So a competition's line and his total
        # are "at least" where a match of his teams in another edition lacks its
        # scorers, as the competition's top scorers say. The rows of them all are
        # brought current first (whether their scorers are known is read from them);
        # those of his editions are read, the others only counted.
        editions = sorted({m.edition_id for m, _line in paired if m.edition_id is not None})
        sides = {(m.edition_id, x.team) for m, x in paired}
        around = {m.id: m for m, _line in paired}
        teams = all_names(x.team for _match, x in paired)
        elsewhere: dict[tuple[int | None, str], Coverage] = {}
        if teams:
            with self._reading(store.match_ids(team_names=teams)) as session:
                if editions:
                    for m in store.matches(session, edition_ids=editions, team_names=teams):
                        if (m.edition_id, m.home) in sides or (m.edition_id, m.away) in sides:
                            around[m.id] = m
                elsewhere = store.team_coverage(
                    session,
                    teams,
                    besides_editions=editions,
                    besides_ids=list(around),
                    since=could_play_from(person.date_of_birth),
                )
        counted = sorted(around.values(), key=lambda m: m.order)
        return PlayerPage(
            person=person,
            total=player_tally(x for _match, x in paired),
            competitions=_grouped(
                paired, lambda m: (m.competition_id, m.competition), counted, elsewhere
            ),
            editions=_grouped(paired, lambda m: (m.edition_id, m.edition), counted),
            lines=tuple(paired),
            cover=sum(elsewhere.values(), coverage(counted)),
        )

    def team(self, team_id: int) -> TeamPage:
        """A team's W-D-L, per-competition and stage records, head-to-heads, matches."""
        from tracker.services.recordpages import CompetitionRecord, TeamPage, head_to_heads

        with self._db.reading() as session:
            name = store.teams(session, ids=[team_id]).get(team_id)
            if name is None:
                raise ServiceError(_("there is no team {team_id}").format(team_id=team_id))
            found = store.matches(session, team_id=team_id)
            # Its matches under its other names ("United States" for USA), as its own.
            others = names_of(name)[1:]
            if others:
                seen = {m.id for m in found}
                found += [m for m in store.matches(session, team_names=others) if m.id not in seen]
                found.sort(key=lambda m: m.order)
            held: dict[str, dict[str, int]] = {}
            # Only the competitions the team's matches are in (each with its history).
            named = {m.competition for m in found if m.competition}
            for e in store.editions(session, competition_names=sorted(named)):
                held.setdefault(e.competition, {})[e.season] = e.matches
            mine = set(names_of(name))
            # A knockout tie level with its shootout not known (a match level, or a
            # second leg gone to extra time) is told by who played the next round: the
            # other teams' knockout matches of those editions are read for it; so is
            # a walkover (a cancelled knockout match: who went on decides it).
            level = sorted(
                {
                    m.edition_id
                    for m in found
                    if m.edition_id is not None
                    and m.stage in KNOCKOUT_ROUNDS
                    and (m.cancelled or (m.played and _level(m)))
                }
            )
            besides = [
                m
                for edition in level
                for m in store.matches(session, edition_id=edition)
                if m.stage in KNOCKOUT_ROUNDS and m.home not in mine and m.away not in mine
            ]
        counted = [n for n in others if any(n in (m.home, m.away) for m in found)]
        # Each opponent by the name it goes by now: one line for West Germany and Germany.
        rivals = {first_name(m.away if m.home in mine else m.home) for m in found}
        found = as_named(found, [name, *sorted(rivals - mine)])
        played = [m for m in found if m.played]
        by_competition: dict[str, list[PlayedMatch]] = {}
        for match in played:
            by_competition.setdefault(match.competition or "(no competition)", []).append(match)
        # A walkover is a round reached (or not) with no match played: in the stage
        # records of a competition the team played in, out of its W-D-L.
        for match in found:
            if match.cancelled and match.competition in by_competition:
                by_competition[match.competition].append(match)
        competitions = tuple(
            CompetitionRecord(
                comp,
                team_record(listed, name),
                stage_records([*listed, *besides], name),
                history_note(comp, held.get(comp, {})),
            )
            for comp, listed in sorted(by_competition.items(), key=lambda c: fold(c[0]))
        )
        return TeamPage(
            id=team_id,
            name=name,
            overall=team_record(played, name),
            competitive=team_record((m for m in played if m.competitive), name),
            competitions=competitions,
            opponents=head_to_heads(played, name),
            matches=tuple(found),
            names=tuple(counted),
        )

    # -- from a match --------------------------------------------------------------

    def match(self, match_id: int) -> PlayedMatch:
        """One stored match as the record books see it: its edition, round and teams.

        Its appearance rows are brought up to date first (of this match only): read
        before, a match just imported or logged said its scorers were not known.
        """
        with self._reading([match_id]) as session:
            listed = store.matches(session, ids=[match_id])
            if not listed:
                why = summaries.not_in_library(session, match_id)
                raise ServiceError(_(why).format(match_id=match_id))
        return listed[0]

    def person_of_player(self, pid: int) -> int | None:
        """The person a squad entry of a match (a line-up's player) is linked to, if any."""
        with self._db.reading() as session:
            return catalogue.squad_person(session, pid)

    # -- following changes -----------------------------------------------------

    def stamp(self) -> str:
        """A fingerprint of the library as the record books read it (see
        :func:`tracker.store.records.queries.stamp`): a view showing figures reads them again
        when it moves (a merge, split or link of people, an import, a logged event)."""
        with self._db.reading() as session:
            return store.stamp(session)

    def page_stamp(self, kind: str, ident: int) -> str:
        """The same fingerprint over what one page of the records window reads (``kind``
        "edition", "team" or "player", and its id; see
        :func:`tracker.store.records.queries.page_scope`), so that following the page costs
        what it shows, not the library; an edition's also moves with the editions the
        competition chooser lists."""
        with self._db.reading() as session:
            # The other names of the team (of his teams) whose matches the page counts.
            teams: list[str] = []
            if kind == "team":
                teams = list(store.teams(session, ids=[ident]).values())
            elif kind == "player":
                teams = store.team_names_of(session, ident)
            others = [n for n in all_names(teams) if n not in teams]
            found = store.stamp(session, store.page_scope(kind, ident, others))
            if kind != "edition":
                return found
            return f"{found}|{store.editions_stamp(session)}"

    def key_stats_stamp(self, match_id: int) -> str:
        """The same fingerprint over what the match's key stats read: its teams'
        matches in its competition, its edition, and the people ("" if it is gone)."""
        with self._db.reading() as session:
            listed = store.matches(session, ids=[match_id])
            if not listed:
                return ""
            return store.stamp(session, store.key_stats_scope(listed[0]))

    def first_leg_stamp(self, match_id: int) -> str:
        """A fingerprint of what :meth:`first_leg` reads: the matches of the edition
        the match is counted in and the match itself (no people: a first leg is its
        score), with the editions held where they place it (a match counted in an
        edition as a guest, or in none); "" if it is gone. A second leg's window
        compares it once a second: it costs one edition's matches, not the library's."""
        from tracker.services import ties

        match = self._match(match_id)
        if match is None:
            return ""
        placed = ties.placed_edition(self._db, match)
        with self._db.reading() as session:
            scope = store.first_leg_scope(match_id, placed[0] if placed else None)
            found = store.stamp(session, scope, people=False)
            if placed is not None and not placed[1]:  # stored in it: nothing else places it
                return found
            return f"{found}|{store.editions_stamp(session)}"

    # -- key stats -------------------------------------------------------------

    def key_stats(self, match_id: int, language: str | None = None) -> list[KeyStat]:
        """The match's key stats across the library, as of the match, written in
        ``language`` (``en``, ``de``, ``es``; English by default).

        Only the appearance rows it reads are brought up to date: those of its teams'
        matches in its competition.
        """
        try:
            code = normalise(language) or "en"
        except ValueError as exc:
            raise ServiceError.of(exc) from None
        with self._db.reading() as session:
            listed = store.matches(session, ids=[match_id])
            if not listed:
                why = summaries.not_in_library(session, match_id)
                raise ServiceError(_(why).format(match_id=match_id))
            match = _as_its_own(listed[0])
            if match.competition_id is None or not match.played:
                return []
            # The teams' matches under every name they had ("United States", "USA").
            names = all_names((match.home, match.away))
            query = store.match_ids(competition_id=match.competition_id, team_names=names)
            teams_matches = {match_id, *(int(i) for i in session.execute(query).scalars())}
            known = store.editions(session, competition_ids=[match.competition_id])
            since = _since(known, match)
            held = {e.season: e.matches for e in known if e.competition_id == match.competition_id}
            history = history_held(match.competition, held, match.season)
            whole = edition_held(match.competition, match.season, held.get(match.season, 0))
        # The teams' rows first: whether a match's scorers are known is read from them.
        with self._reading(sorted(teams_matches)) as session:
            around = {m.id: m for m in store.matches(session, ids=sorted(teams_matches))}
            match = around[match_id] = _as_its_own(around[match_id])
            if match.edition_id is not None:
                for m in store.matches(session, edition_id=match.edition_id):
                    around.setdefault(m.id, m)
            here = store.player_lines(session, match_ids=[match_id])
            people = sorted({x.person_id for x in here})
            lines = store.player_lines(session, person_ids=people) if people else []
            born = store.dates_of_birth(session, people)
        library = Library(
            matches=tuple(as_named(around.values(), (match.home, match.away))),
            lines=tuple(lines),
            born=born,
            since=since,
            history=history,
            edition=whole,
        )
        stats = key_stats(match, library, code)
        if match.edition_id is not None and match.stage is None:
            from tracker.services.leagues import LeagueService

            stats += LeagueService(self._db).key_stats(match_id, match.edition_id, code)
        return stats

    def sheet_lines(self, match_id: int, language: str | None = None) -> tuple[str, ...]:
        """The key stats as the match sheet prints them: each sentence with its scope;
        a league match's table before and after it last; a two-legged tie's aggregate
        first on its last leg (a league season's knockout rounds); in ``language``
        (English by default)."""
        lines = tuple(str(stat) for stat in self.key_stats(match_id, language))
        with self._db.reading() as session:
            listed = store.matches(session, ids=[match_id])
        match = listed[0] if listed else None
        if match is not None and match.stage is not None:
            # A knockout round's last leg: the tie's aggregate (its edition may be the
            # one its day falls in, its competition named without its season).
            return tuple(self.tie_lines(match_id, language)) + lines
        if match is None or match.edition_id is None:
            return lines
        from tracker.services.leagues import LeagueService

        return lines + tuple(
            LeagueService(self._db).table_lines(match_id, match.edition_id, language)
        )

    def tie_lines(self, match_id: int, language: str | None = None) -> list[str]:
        """The aggregate of the two-legged tie a knockout match ends, and who went
        through (see :func:`tracker.services.ties.tie_lines`); none for any other."""
        from tracker.services import ties

        match = self._match(match_id)
        return ties.tie_lines(self._db, match, language) if match is not None else []

    def first_leg(self, match_id: int) -> FirstLeg | None:
        """The played first leg of the tie a second leg ("Semi-final, second leg") ends,
        from the library: extra time and a shootout follow it when the tie stands level
        (see :func:`tracker.services.ties.first_leg`); None for any other match, or when
        the library holds no first leg played, or more than one leg it could be."""
        from tracker.services import ties

        match = self._match(match_id)
        return ties.first_leg(self._db, match) if match is not None else None

    def _match(self, match_id: int) -> PlayedMatch | None:
        with self._db.reading() as session:
            listed = store.matches(session, ids=[match_id])
        return listed[0] if listed else None


def _as_its_own(match: PlayedMatch) -> PlayedMatch:
    """A match set up to be logged and not kicked off is no result in the record books
    (not a 0-0 draw); its own key stats are shown from then on, as of before it."""
    if match.record is RecordKind.FIXTURE and match.lineups_known:
        return replace(match, record=RecordKind.LOGGED)
    return match


def _level(match: PlayedMatch) -> bool:
    """A played match that does not tell who went through: level, or a second leg
    gone to extra time with its shootout not known."""
    return match.winner() is None or (match.extra_time and match.shootout is None)


def _since(editions: Sequence[EditionInfo], match: PlayedMatch) -> str:
    """The first season of the match's competition that the library holds (as of then)."""
    year = match.date.year if match.date else None
    held = [
        e
        for e in editions
        if e.competition_id == match.competition_id
        and e.matches
        and (year is None or e.year is None or e.year <= year)
    ]
    first = min(held, key=lambda e: (e.year or 0, e.season), default=None)
    return first.season if first is not None else match.season


def _table_entry(match: PlayedMatch) -> tuple[bool, str, dt.date | None]:
    """A group match as a table counts it: ``(counted, status, date)``; one being played
    is not counted until it ends, as in a league's table; one abandoned or cancelled
    says so."""
    if match.in_play:
        return False, Status.LIVE.value, match.date
    if match.abandoned or match.cancelled:
        return False, "abandoned" if match.abandoned else "cancelled", match.date
    return match.played, "", match.date


def _rules(edition: EditionInfo) -> TableRules:
    from tracker.core.league.standings import TableRules, world_cup_rules

    if "world cup" in fold(edition.competition) and edition.year is not None:
        return world_cup_rules(edition.year)
    return TableRules()


def _lots(edition: EditionInfo, group: str) -> tuple[str, ...]:
    """The order lots put the group's teams level on every criterion in, where known."""
    from tracker.core.league.standings import world_cup_lots

    if "world cup" in fold(edition.competition) and edition.year is not None:
        return world_cup_lots(edition.year, group)
    return ()


def _group_key(name: str) -> tuple[int, str]:
    tail = name.rsplit(" ", 1)[-1]
    return (int(tail), "") if tail.isdigit() else (0, name)


def _round_by_round(names: list[str], days: Mapping[str, list[dt.date]]) -> list[str]:
    """The groups in the order a reader follows them: round by round, and within a
    round by name (Group A before Group B, Group 2 before Group 10).

    Groups whose days overlap are of one round; the rounds follow one another (1982's
    Groups 1 to 6, then its Groups A to D; 1950's groups, then its final round). A
    group of no dated match comes last.
    """
    dated = sorted((min(days[n]), max(days[n]), n) for n in names if days.get(n))
    rounds: list[list[str]] = []
    end: dt.date | None = None
    for first, last, name in dated:
        if end is None or first > end:
            rounds.append([])
        rounds[-1].append(name)
        end = last if end is None else max(end, last)
    undated = [n for n in names if not days.get(n)]
    return [n for group in [*rounds, undated] for n in sorted(group, key=_group_key)]


def _grouped(
    paired: Sequence[tuple[PlayedMatch, PlayerLine]],
    key: Callable[[PlayedMatch], tuple[int | None, str]],
    counted: Sequence[PlayedMatch],
    elsewhere: Mapping[tuple[int | None, str], Coverage] | None = None,
) -> tuple[Tally, ...]:
    """His tallies grouped by ``key``, each with the coverage of the ``counted``
    matches of its group and what ``elsewhere`` counts for it (his teams' matches, see
    :meth:`RecordsService.player`)."""
    from tracker.core.records.coverage import Coverage, coverage
    from tracker.services.recordpages import Tally

    groups: dict[tuple[int | None, str], list[PlayerLine]] = {}
    for match, line in paired:
        groups.setdefault(key(match), []).append(line)
    return tuple(
        Tally(
            name or "(none)",
            player_tally(lines),
            ident,
            coverage(m for m in counted if key(m) == (ident, name))
            + (elsewhere or {}).get((ident, name or ""), Coverage()),
        )
        for (ident, name), lines in groups.items()
    )


def _names(editions: Sequence[EditionInfo]) -> list[str]:
    """The names a user may write for the editions: each edition's and its competition's."""
    return list(dict.fromkeys([*(e.name for e in editions), *(e.competition for e in editions)]))


#: How many people an ambiguous player's name lists before it refers to the search.
_CANDIDATES = 10


def _candidates(name: str, people: Sequence[PersonSummary]) -> str:
    """``'klose' could be any of: Miroslav Klose (Germany; id 103), ...``: whom to
    choose from, by id or full name; past :data:`_CANDIDATES`, the search to run."""
    ident = _("id {id}")
    listed = ", ".join(
        f"{p.name} ({'; '.join(filter(None, (', '.join(p.teams), ident.format(id=p.id))))})"
        for p in people[:_CANDIDATES]
    )
    if len(people) > _CANDIDATES:
        return _(
            "{name!r} could be any of: {listed} and more (see 'people --search {search}'); "
            "give his id or full name"
        ).format(name=name, listed=listed, search=name.strip())
    return _("{name!r} could be any of: {listed}; give his id or full name").format(
        name=name, listed=listed
    )


def _ambiguous_team(name: str, teams: Sequence[str]) -> str:
    """``'arg' could be any of 2 teams: Argentina, Argentinos Juniors; …``: the teams to
    choose from (the first :data:`_CANDIDATES` of them)."""
    listed = ", ".join(teams[:_CANDIDATES]) + (", …" if len(teams) > _CANDIDATES else "")
    return _("{name!r} could be any of {count} teams: {listed}; give more of its name").format(
        name=name, count=len(teams), listed=listed
    )


def _unknown(message: str, text: str, names: Sequence[str]) -> str:
    """An error naming close names: no team 'Argentna' (did you mean Argentina?);
    ``message`` (translated) places ``{text!r}`` and the close names, ``{hint}``."""
    return message.format(text=text, hint=did_you_mean(text, names))
