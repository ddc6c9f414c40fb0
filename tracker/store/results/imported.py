"""Storing results and fixtures from a results file, in bulk and idempotently.

Each match of an edition is a ``match`` row: ``record`` is ``result`` (score and
scorers, no line-ups; the scorers are ``result_goal`` rows linked to people) or
``fixture`` (not played yet; a team may be a placeholder such as "W101"). Each row
carries its ``source`` and a stable ``source_key``, so importing the same file again
finds every match and changes nothing. A match already logged event by event (same
two teams in either order, same date) is the richer record: the result is not
stored beside it, the logged match is placed in the edition and round and keyed,
and where the two disagree the report says so. A confirmed logged match is locked:
it is left as it is (not keyed, its revision unchanged), the result is not stored
beside it either, and the report says so.

Rows are built in memory and written with one ``executemany`` per table.
"""

from __future__ import annotations

import datetime as dt
import uuid
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from sqlalchemy import and_, case, func, select
from sqlmodel import Session

from tracker.core.i18n import gettext as _
from tracker.core.match.events import MatchAbandoned
from tracker.core.match.matchtime import MatchTime, Period
from tracker.core.match.model import Side, fold
from tracker.core.match.scoreline import score_line, score_words
from tracker.core.match.state import Status, log_unfinished
from tracker.core.match.summary import AWARDED, FULL_TIME
from tracker.core.people.nameforms import specificity
from tracker.core.results.disagreements import Logged, differences, logged_goals
from tracker.core.results.rounds import Stage
from tracker.core.results.values import (
    Edition,
    Fixture,
    FixtureStatus,
    Placeholder,
    Result,
    match_key,
)
from tracker.store.ids import IdSource, new_ids
from tracker.store.match import summaries
from tracker.store.match.eventlog import load_events
from tracker.store.match.matches import has_squads, load_match, turned_figures
from tracker.store.results import competitions
from tracker.store.tables import (
    EventRow,
    MatchPlayerRow,
    MatchRow,
    PersonLinkRow,
    ResultGoalRow,
    TeamRow,
)

if TYPE_CHECKING:  # a read of the results never links a squad: see Writer
    from tracker.store.people.squadlinks import Ambiguous

_M: Any = MatchRow.__table__  # type: ignore[attr-defined]
_G: Any = ResultGoalRow.__table__  # type: ignore[attr-defined]
_T: Any = TeamRow.__table__  # type: ignore[attr-defined]
_P: Any = MatchPlayerRow.__table__  # type: ignore[attr-defined]
_LINK: Any = PersonLinkRow.__table__  # type: ignore[attr-defined]
_E: Any = EventRow.__table__  # type: ignore[attr-defined]

#: The columns an import writes and compares (a re-import that finds them equal
#: changes nothing).
COMPARED = (
    "competition", "stage", "date", "kickoff", "venue", "home_name", "away_name",
    "home_team_id", "away_team_id", "home_score", "away_score", "ht_home", "ht_away",
    "so_home", "so_away", "status", "edition_id", "round", "round_stage", "group_name",
    "number", "record", "home_placeholder", "away_placeholder", "extra_time", "competitive",
)  # fmt: skip
#: The status of a result whose shootout the source gets wrong: played, its winner
#: on penalties not known.
SHOOTOUT_UNKNOWN = "finished, shootout not known"
#: Every status an import stores a result with (see ``_status``): what ``check`` accepts.
RESULT_STATUSES = ("finished", AWARDED, SHOOTOUT_UNKNOWN)
_GOAL_COLUMNS = ("seq", "side", "name", "period", "minute", "added", "penalty", "own_goal")
_CHUNK = 500


@dataclass
class Report:
    """What an import did: counts, the logged matches it linked, and what to look at."""

    new: int = 0
    unchanged: int = 0
    updated: int = 0
    #: Logged matches the file's results or fixtures were linked to.
    linked: list[int] = field(default_factory=list)
    #: Confirmed (locked) logged matches left as they were, one line each: the file's
    #: match is neither linked to one nor stored beside it.
    locked: list[str] = field(default_factory=list)
    #: Where a logged match and the file disagree, one line each.
    differences: list[str] = field(default_factory=list)
    #: Scorers left unlinked: several people of the team are known by the name.
    ambiguous: list[Ambiguous] = field(default_factory=list)
    #: What the files get wrong, one line each, and what was kept of it.
    problems: list[str] = field(default_factory=list)
    #: What the import did that the reader should know of, the files not being wrong
    #: (a club stored under the name the library knows it by), one line each.
    notices: list[str] = field(default_factory=list)
    #: Stored results the file now gives otherwise (a corrected score, an award, a
    #: match now postponed), one line each: what was stored and what is now.
    changed: list[str] = field(default_factory=list)
    #: Stored results kept though the file now gives the match no score, one line each.
    kept: list[str] = field(default_factory=list)
    #: Matches logged here short of full time whose result the file gives: it stands
    #: for them until their log reaches full time, one line each.
    behind: list[str] = field(default_factory=list)
    #: The file's matches found in the trash here, left there as they are, one each.
    trashed: list[str] = field(default_factory=list)
    #: Matches set up here, nothing logged on them yet, the file gives as awarded: the
    #: award stands for them (a log of one replaces it at full time), one line each.
    awarded: list[str] = field(default_factory=list)
    #: Matches logged here up to their abandonment (no result) the file gives as
    #: awarded: the award stands for them, their logs kept, one line each.
    awarded_abandoned: list[str] = field(default_factory=list)
    #: Matches logged here whose log stopped short of full time days ago (unfinished:
    #: no result) the file gives as awarded: the award stands, their logs kept.
    awarded_unfinished: list[str] = field(default_factory=list)


def _unfinished(row: Any) -> bool:
    """Whether a logged match's log is unfinished: kicked off, short of full time, its
    day long past (:func:`~tracker.core.match.state.log_unfinished`), so nobody logs it
    now and it holds no result, as the library and the tables judge it."""
    return bool(row.status == _IN_PLAY and log_unfinished(row.date, dt.date.today()))


def source_key(edition: Edition, match: Result | Fixture) -> str:
    """A match's stable key within its source (:func:`~tracker.core.results.values.match_key`)."""
    return match_key(edition, match)


def _team_text(team: str | Placeholder) -> str:
    if isinstance(team, Placeholder):
        text = str(team)
        return text[:1].upper() + text[1:]
    return team


def _status(match: Result | Fixture) -> str:
    if isinstance(match, Result):
        if match.shootout_unknown:
            return SHOOTOUT_UNKNOWN
        return AWARDED if match.awarded else "finished"
    return "not started" if match.status is FixtureStatus.SCHEDULED else match.status.value


#: A logged match's status while its log is kicked off and short of full time.
_IN_PLAY = Status.LIVE.value
#: A logged match's status while it is set up and nothing is logged on it.
_SET_UP = Status.NOT_STARTED.value
#: A logged match's status once play stopped for good: the score then is no result.
_ABANDONED = Status.ABANDONED.value

#: A fixture's statuses that say nothing of a match's result (none stored over one).
_NO_WORD = ("not started", FixtureStatus.UNKNOWN.value)


#: What the file gives of a result being logged here: its result and its place.
_RESULT_AND_PLACE = (
    "home_score", "away_score", "ht_home", "ht_away", "so_home", "so_away", "status",
    "extra_time", "record", "edition_id", "round", "round_stage", "group_name", "number",
    "competitive",
)  # fmt: skip
#: What a log short of full time takes of the file's result of its match.
_BEHIND_COLUMNS = (*_RESULT_AND_PLACE, "source", "source_key")


def _as_logged(
    row: Any, values: dict[str, Any], goals: list[dict[str, Any]]
) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """The file's match as the match logged here (``row``) names its teams: the other
    way round if it does (each figure and scorer on its own team's side)."""
    if fold(row.home_name) == fold(values["home_name"]):
        return values, goals
    turned = {**values, **turned_figures(values)}
    flipped = [{**g, "side": "away" if g["side"] == "home" else "home"} for g in goals]
    return turned, flipped


def _outcome(row: Any) -> str:
    """A stored match's outcome in a few words: ``1-3``, ``3-3 aet (4-2 pens)``,
    ``0-3 awarded``, ``postponed``, ``no score``."""
    if row["record"] != "result":
        status = str(row["status"])
        return _("no score") if status in _NO_WORD else _(status)
    shootout = (row["so_home"], row["so_away"]) if row["so_home"] is not None else None
    line = score_words(
        score_line(
            (row["home_score"], row["away_score"]), extra_time=row["extra_time"], shootout=shootout
        )
    )
    if row["status"] == AWARDED:
        return _("{line} awarded").format(line=line)
    if row["status"] == SHOOTOUT_UNKNOWN:
        return _("{line}, shootout not known").format(line=line)
    return line


class Writer:
    """Stores editions in the caller's transaction; :meth:`finish` writes the new rows."""

    def __init__(self, session: Session, source: str = "openfootball") -> None:
        self.session = session
        self.source = source
        self.report = Report()
        # Loaded by what imports (a read of the results never links a squad).
        from tracker.store.people.squadlinks import Linker

        self.linker = Linker(session)
        self._teams: dict[str, int] = {
            fold(r.name): int(r.id) for r in session.execute(select(_T.c.id, _T.c.name))
        }
        self._match_ids = IdSource(session, _M)
        self._now = dt.datetime.now(dt.timezone.utc)
        self._rows: list[dict[str, Any]] = []
        self._goals: list[dict[str, Any]] = []
        self._pending: list[tuple[dict[str, Any], dict[str, Any]]] = []
        #: The new rows by key: a match of a later file of the same import finds its row
        #: here, as a later import finds it stored.
        self._fresh: dict[str, dict[str, Any]] = {}

    # --- teams -----------------------------------------------------------------
    def _team_id(self, team: str | Placeholder) -> int | None:
        if isinstance(team, Placeholder):
            return None
        key = fold(team.strip())
        if key not in self._teams:
            result: Any = self.session.execute(_T.insert().values(name=team.strip()))
            self._teams[key] = int(result.inserted_primary_key[0])
        return self._teams[key]

    # --- one edition -----------------------------------------------------------
    def add(self, edition: Edition) -> None:
        """Store an edition's results and fixtures (new rows are written by :meth:`finish`)."""
        season = edition.season or str(edition.year)
        edition_id = competitions.edition_id(self.session, edition.competition, season)
        self.report.problems.extend(f"{edition.title}: {line}" for line in edition.problems)
        self.report.notices.extend(f"{edition.title}: {line}" for line in edition.notices)
        keys = [source_key(edition, m) for m in edition.matches]
        stored = self._stored(keys)
        logged = self._logged({m.date for m in edition.matches})
        self.linker.load(
            t for m in edition.matches for t in (self._team_id(m.home), self._team_id(m.away)) if t
        )
        for key, match in zip(keys, edition.matches, strict=True):
            values = self._values(edition, edition_id, key, match)
            goals = self._goal_rows(match, values)
            found = stored.get(key)
            if found is None and key in self._fresh:
                self._renew(self._fresh[key], values, goals)
            elif found is None:
                teams = frozenset(fold(values[f"{s}_name"]) for s in ("home", "away"))
                found = logged.pop((match.date, teams), None)
                if found is not None and found.confirmed:
                    self._locked(found, match)
                    continue
                if found is not None:
                    self._link(found, values, match, goals)
                    continue
                self._new(values, goals)
            elif found.deleted_at is not None:
                # Moved out of the library: left as it is (a restore brings it back as
                # it was), neither rewritten nor stored again beside it.
                self.report.trashed.append(self._where(found))
            elif found.record == "logged" and self._award_stands(found, match):
                self._stand_award(found, values, goals)
                self.report.updated += 1
            elif found.record == "logged":
                self.report.unchanged += 1
                if isinstance(match, Result):
                    self._compare(found, match)
            else:
                self._update(found, values, goals)

    def _values(
        self, edition: Edition, edition_id: int, key: str, match: Result | Fixture
    ) -> dict[str, Any]:
        home, away = _team_text(match.home), _team_text(match.away)
        result = match if isinstance(match, Result) else None
        final = result.score.final if result else (0, 0)
        ht = (result.score.ht if result else None) or (None, None)
        so = (result.score.penalties if result else None) or (None, None)
        kickoff = match.kickoff.replace(tzinfo=None) if match.kickoff else None
        competition = edition.title
        search = "\n".join(
            fold(p) for p in (home, away, competition, match.round.name, match.venue) if p
        )
        return {
            "competition": competition,
            "stage": match.round.name,
            "date": match.date,
            "kickoff": kickoff,
            "venue": match.venue,
            "home_name": home,
            "away_name": away,
            "home_team_id": self._team_id(match.home),
            "away_team_id": self._team_id(match.away),
            "home_score": final[0],
            "away_score": final[1],
            "ht_home": ht[0],
            "ht_away": ht[1],
            "so_home": so[0],
            "so_away": so[1],
            "status": _status(match),
            "edition_id": edition_id,
            "round": match.round.name,
            # A league's matchday is stored with no stage, as a logged league match is.
            "round_stage": "" if match.round.stage is Stage.LEAGUE else match.round.stage.value,
            "group_name": match.round.group or "",
            "number": match.number,
            "record": "result" if result else "fixture",
            "home_placeholder": match.home.text if isinstance(match.home, Placeholder) else "",
            "away_placeholder": match.away.text if isinstance(match.away, Placeholder) else "",
            "extra_time": bool(result and result.score.extra_time),
            "competitive": True,
            "source": self.source,
            "source_key": key,
            "search": search,
        }

    def _goal_rows(self, match: Result | Fixture, values: dict[str, Any]) -> list[dict[str, Any]]:
        if not isinstance(match, Result):
            return []
        rows = []
        for seq, goal in enumerate(match.goals, start=1):
            scorer_side = goal.scorer_side
            rows.append(
                {
                    "seq": seq,
                    "side": goal.side.value,
                    "name": goal.scorer,
                    "period": int(goal.time.period),
                    "minute": goal.time.minute,
                    "added": goal.time.added,
                    "penalty": goal.penalty,
                    "own_goal": goal.own_goal,
                    # Not a column: whom to link the scorer with.
                    "_team": values[f"{scorer_side.value}_team_id"],
                    "_team_name": values[f"{scorer_side.value}_name"],
                    "_edition": values["edition_id"],
                    "_date": values["date"],
                }
            )
        return rows

    # --- what is stored already ------------------------------------------------
    def _stored(self, keys: Sequence[str]) -> dict[str, Any]:
        found: dict[str, Any] = {}
        for start in range(0, len(keys), _CHUNK):
            chunk = keys[start : start + _CHUNK]
            rows = self.session.execute(
                select(_M).where(_M.c.source == self.source, _M.c.source_key.in_(chunk))
            ).all()
            found.update({row.source_key: row for row in rows})
        return found

    def _logged(self, dates: Iterable[dt.date]) -> dict[tuple[dt.date, frozenset[str]], Any]:
        """Logged matches on these dates not linked to a source yet, by date and teams."""
        wanted = sorted(set(dates))
        out: dict[tuple[dt.date, frozenset[str]], Any] = {}
        for start in range(0, len(wanted), _CHUNK):
            rows = self.session.execute(
                select(_M).where(
                    _M.c.record == "logged",
                    _M.c.source == "",
                    _M.c.deleted_at.is_(None),
                    _M.c.date.in_(wanted[start : start + _CHUNK]),
                )
            ).all()
            for row in rows:
                out[(row.date, frozenset((fold(row.home_name), fold(row.away_name))))] = row
        return out

    # --- writing ---------------------------------------------------------------
    def _new(self, values: dict[str, Any], goals: list[dict[str, Any]]) -> None:
        match_id = next(self._match_ids)
        self._rows.append(
            {
                **values,
                "id": match_id,
                "uuid": str(uuid.uuid4()),
                "created_at": self._now,
                "updated_at": self._now,
                "revision": 1,
                "event_count": 0,
                "summary_version": summaries.SUMMARY_VERSION,
            }
        )
        self._fresh[values["source_key"]] = self._rows[-1]
        self._add_goals(match_id, goals)
        self.report.new += 1

    def _add_goals(self, match_id: int, goals: list[dict[str, Any]]) -> None:
        """Queue a match's goals; :meth:`finish` links their scorers and writes them."""
        for goal in goals:
            row = {k: v for k, v in goal.items() if not k.startswith("_")}
            row.update(match_id=match_id, person_id=None)
            self._goals.append(row)
            self._pending.append((row, goal))

    def _link_scorers(self) -> None:
        """Link the queued scorers, the fullest names first ("Harry Kane" before "Kane"),
        so that a surname finds the full name of its edition and a person is named fully."""
        # Ids now (from the server's sequence on PostgreSQL): a link's reason names its goal.
        for row, given in zip(
            self._goals, new_ids(self.session, _G, len(self._goals)), strict=True
        ):
            row["id"] = given
        order = sorted(
            self._pending,
            key=lambda p: (-specificity(p[0]["name"]), p[1]["_date"] or dt.date.max, p[0]["id"]),
        )
        for row, goal in order:
            row["person_id"] = self.linker.link(
                goal["_team"],
                goal["name"],
                match_id=row["match_id"],
                team=goal["_team_name"],
                edition_id=goal["_edition"],
                day=goal["_date"],
                row=("result_goal", int(row["id"])),
            )
        self._pending = []

    def _update(self, row: Any, values: dict[str, Any], goals: list[dict[str, Any]]) -> None:
        """A stored result or fixture: rewritten only if the file now says otherwise.

        A result being logged here (it has squads) keeps its teams and set-up, its log's:
        the file gives its result and its place only, the other way round if its teams
        are named so, and a file with no result for it leaves it as it is.
        """
        compared: Sequence[str] = COMPARED
        if row.record == "result" and has_squads(self.session, int(row.id)):
            if values["record"] != "result":
                self.report.unchanged += 1
                self.report.kept.append(f"{self._where(row)}: {_outcome(row._mapping)}")
                return
            values, goals = _as_logged(row, values, goals)
            compared = _RESULT_AND_PLACE
        stored_goals = self.session.execute(
            select(*(_G.c[c] for c in _GOAL_COLUMNS))
            .where(_G.c.match_id == row.id)
            .order_by(_G.c.seq)
        ).all()
        same_row = all(getattr(row, c) == values[c] for c in compared)
        new_goals = [tuple(g[c] for c in _GOAL_COLUMNS) for g in goals]
        same_goals = [tuple(g) for g in stored_goals] == new_goals
        if same_row and same_goals:
            self.report.unchanged += 1
            return
        if (
            row.record == "result"
            and values["status"] in _NO_WORD
            and values["record"] == "fixture"
        ):
            # A file that lost a score is no word that the match was not played.
            self.report.unchanged += 1
            self.report.kept.append(f"{self._where(row)}: {_outcome(row._mapping)}")
            return
        if row.record == "result":
            was, now = _outcome(row._mapping), _outcome(values)
            if was == now and not same_goals:
                now = _("{now}, its scorers as the file gives them now").format(now=now)
            if was != now:
                self.report.changed.append(f"{self._where(row)}: {was} → {now}")
        self._rewrite(row, values, goals, compared)
        self.report.updated += 1

    def _rewrite(
        self,
        row: Any,
        values: dict[str, Any],
        goals: list[dict[str, Any]],
        columns: Sequence[str] = COMPARED,
    ) -> None:
        """Write ``columns`` of ``values`` on the stored match ``row`` and give it
        ``goals`` in place of its scorers (revision + 1)."""
        changes = {c: values[c] for c in columns}
        if columns is COMPARED:
            changes["search"] = values["search"]
        changes.update(revision=row.revision + 1, updated_at=self._now)
        self.session.execute(_M.update().where(_M.c.id == row.id).values(**changes))
        self.session.execute(_G.delete().where(_G.c.match_id == row.id))
        self.session.execute(
            _LINK.delete().where(_LINK.c.match_id == row.id, _LINK.c.row_table == "result_goal")
        )
        self._add_goals(int(row.id), goals)

    def _renew(
        self, row: dict[str, Any], values: dict[str, Any], goals: list[dict[str, Any]]
    ) -> None:
        """A match new in this import, found again in a later file: as :meth:`_update`,
        its row (not written yet) takes what the later file says."""
        match_id = row["id"]
        queued = [g for g in self._goals if g["match_id"] == match_id]
        same_row = all(row[c] == values[c] for c in COMPARED)
        same_goals = [tuple(g[c] for c in _GOAL_COLUMNS) for g in queued] == [
            tuple(g[c] for c in _GOAL_COLUMNS) for g in goals
        ]
        if same_row and same_goals:
            self.report.unchanged += 1
            return
        row.update({c: values[c] for c in (*COMPARED, "search")})
        self._goals = [g for g in self._goals if g["match_id"] != match_id]
        self._pending = [p for p in self._pending if p[0]["match_id"] != match_id]
        self._add_goals(match_id, goals)
        self.report.updated += 1

    def _link(
        self,
        row: Any,
        values: dict[str, Any],
        match: Result | Fixture,
        goals: list[dict[str, Any]],
    ) -> None:
        """A match logged here: keyed and placed in the edition; its own record stays.

        Its log short of full time (being logged, stopped, abandoned) and the file's
        match a result: that result stands for it (its score and scorers, counted once)
        until the log reaches full time, as when the log is stored after the result.
        Not an award of a match in play here: the log stands (the competition's
        decision is no score of its play, and would go unsaid at full time); the award
        is said, as for a match logged to full time. An award of a match set up with
        nothing logged, or abandoned, stands for it, and is said so (:meth:`_stand_award`).
        """
        if self._award_stands(row, match):
            self._stand_award(row, values, goals)
            self.report.linked.append(int(row.id))
            return
        if (
            isinstance(match, Result)
            and row.status not in FULL_TIME
            and not (match.awarded and row.status == _IN_PLAY)
        ):
            values, goals = _as_logged(row, values, goals)
            self._rewrite(row, {**values, "source": self.source}, goals, _BEHIND_COLUMNS)
            self.report.linked.append(int(row.id))
            self.report.behind.append(f"{self._where(row)}: {_outcome(values)}")
            return
        placed = {
            k: values[k]
            for k in ("edition_id", "round", "round_stage", "group_name", "number", "competitive")
        }
        placed.update(
            source=self.source,
            source_key=values["source_key"],
            revision=row.revision + 1,
            updated_at=self._now,
        )
        self.session.execute(_M.update().where(_M.c.id == row.id).values(**placed))
        self.report.linked.append(int(row.id))
        if isinstance(match, Result):
            self._compare(row, match)

    @staticmethod
    def _award_stands(row: Any, match: Result | Fixture) -> bool:
        """Whether the file's match is an award that stands for the match logged here
        (``row``): one set up with nothing logged on it, abandoned, or unfinished (its
        log stopped short of full time days ago), so no log holds a result for it
        (what the competition decides after an abandonment is no part of the log: see
        :class:`~tracker.core.match.events.MatchAbandoned`)."""
        return (
            isinstance(match, Result)
            and match.awarded
            and (row.status in (_SET_UP, _ABANDONED) or _unfinished(row))
            and not row.confirmed
        )

    def _stand_award(self, row: Any, values: dict[str, Any], goals: list[dict[str, Any]]) -> None:
        """The file's award stored for the match set up, or abandoned, here: its set-up
        and log kept (a log of it reaching full time replaces the award, and says so);
        said."""
        said = (
            self.report.awarded_abandoned
            if row.status == _ABANDONED
            else self.report.awarded_unfinished
            if _unfinished(row)
            else self.report.awarded
        )
        values, goals = _as_logged(row, values, goals)
        self._rewrite(row, {**values, "source": self.source}, goals, _BEHIND_COLUMNS)
        said.append(f"{self._where(row)}: {_outcome(values)}")

    def _locked(self, row: Any, match: Result | Fixture) -> None:
        """A confirmed match logged here: locked, so not linked (its row, revision and
        all stay as confirmed) and the file's match not stored beside it; said."""
        number = f" {match.number}" if match.number is not None else ""
        self.report.locked.append(
            f"{self._where(row)} is confirmed: not linked to the file's "
            f"match{number}, nor that match stored beside it; to link it, reopen it and "
            "import the file again"
        )
        if isinstance(match, Result):
            self._compare(row, match)

    @staticmethod
    def _where(row: Any) -> str:
        when = row.date.isoformat() if row.date else "undated"
        return f"match {row.id} ({when} {row.home_name} v {row.away_name})"

    def _compare(self, row: Any, result: Result) -> None:
        match = load_match(self.session, int(row.id))
        logged = Logged(
            home=row.home_name,
            away=row.away_name,
            score=(row.home_score, row.away_score),
            half_time=(row.ht_home, row.ht_away) if row.ht_home is not None else None,
            shootout=(row.so_home, row.so_away) if row.so_home is not None else None,
            goals=logged_goals(match, load_events(self.session, int(row.id))),
            in_play=row.status == _IN_PLAY,
        )
        where = self._where(row)
        self.report.differences.extend(f"{where}: {line}" for line in differences(result, logged))

    def finish(self) -> Report:
        """Write the new rows and people; the report of everything added."""
        self._link_scorers()
        if self._rows:
            self.session.execute(_M.insert(), self._rows)
        self.linker.flush()  # the people before the goals naming them
        if self._goals:
            self.session.execute(_G.insert(), self._goals)
        self._rows, self._goals, self._fresh = [], [], {}
        self.report.ambiguous.extend(self.linker.ambiguous)
        self.linker.ambiguous.clear()
        return self.report


@dataclass(frozen=True)
class StoredGoal:
    """A scorer of a results-only match, as stored."""

    side: Side
    name: str
    time: MatchTime
    penalty: bool
    own_goal: bool
    person_id: int | None


@dataclass(frozen=True)
class StoredResult:
    """A results-only match or a fixture as stored: what ``show`` and the sheet print."""

    id: int
    record: str
    competition: str
    stage: str
    date: dt.date | None
    kickoff: dt.time | None
    venue: str
    home: str
    away: str
    score: tuple[int, int]
    half_time: tuple[int, int] | None
    shootout: tuple[int, int] | None
    extra_time: bool
    status: str
    number: int | None
    goals: tuple[StoredGoal, ...]
    #: A fixture's undecided teams as its file writes them ("W101"), else "".
    placeholders: tuple[str, str] = ("", "")
    #: Line-ups have been set up to log it ("Log this match…"): the window opens its
    #: log; the stored score and scorers stay until its logged events reach full time.
    lineups: bool = False
    #: Set up to be logged: the time of its log's latest event (None while nothing is
    #: logged), and whether its log was abandoned (it never reaches full time then).
    logged_to: MatchTime | None = None
    abandoned: bool = False


def stored_result(session: Session, match_id: int) -> StoredResult | None:
    """The stored result or fixture with this id; None for a logged match or none."""
    row = session.execute(select(_M).where(_M.c.id == match_id)).first()
    if row is None or row.record == "logged" or row.deleted_at is not None:
        return None
    goals = session.execute(select(_G).where(_G.c.match_id == match_id).order_by(_G.c.seq)).all()
    # In the order they were scored (a file lists one team's goals, then the other's).
    goals = sorted(goals, key=lambda g: (g.period, g.minute, g.added))
    lineups = has_squads(session, match_id)
    return StoredResult(
        id=int(row.id),
        record=row.record,
        competition=row.competition,
        stage=row.stage,
        date=row.date,
        kickoff=row.kickoff,
        venue=row.venue,
        home=row.home_name,
        away=row.away_name,
        score=(row.home_score, row.away_score),
        half_time=(row.ht_home, row.ht_away) if row.ht_home is not None else None,
        shootout=(row.so_home, row.so_away) if row.so_home is not None else None,
        extra_time=bool(row.extra_time),
        status=row.status,
        number=row.number,
        goals=tuple(
            StoredGoal(
                Side(g.side),
                g.name,
                MatchTime(Period(g.period), g.minute, g.added),
                bool(g.penalty),
                bool(g.own_goal),
                g.person_id,
            )
            for g in goals
        ),
        placeholders=(row.home_placeholder, row.away_placeholder),
        lineups=lineups,
        logged_to=logging_progress(session, [match_id]).get(match_id) if lineups else None,
        abandoned=lineups and bool(abandoned_logs(session, [match_id])),
    )


def logging_progress(session: Session, match_ids: Sequence[int]) -> dict[int, MatchTime | None]:
    """Of these results, those set up to be logged ("Log this match…"): each with the
    time of its latest logged event, or None while nothing is logged yet.

    One query for a page of the library, plus one per result set up to be logged.
    """
    if not match_ids:
        return {}
    set_up = session.execute(
        select(_P.c.match_id).where(_P.c.match_id.in_(list(match_ids))).distinct()
    ).scalars()
    found: dict[int, MatchTime | None] = {int(match_id): None for match_id in set_up}
    for match_id in found:
        last = session.execute(
            select(_E.c.period, _E.c.minute, _E.c.added)
            .where(_E.c.match_id == match_id)
            .order_by(_E.c.period.desc(), _E.c.minute.desc(), _E.c.added.desc())
            .limit(1)
        ).first()
        if last is not None:
            period = Period(last.period)
            found[match_id] = (
                MatchTime.shootout()
                if period is Period.SHOOTOUT
                else MatchTime(period, last.minute, last.added)
            )
    return found


def abandoned_logs(session: Session, match_ids: Sequence[int]) -> set[int]:
    """Of these matches, those whose log was abandoned (it holds the abandonment)."""
    if not match_ids:
        return set()
    found = session.execute(
        select(_E.c.match_id)
        .where(_E.c.match_id.in_(list(match_ids)), _E.c.kind == MatchAbandoned.kind)
        .distinct()
    ).scalars()
    return {int(match_id) for match_id in found}


def awarded_result(session: Session, match_id: int) -> tuple[str, str, str] | None:
    """(home, away, score) of a result the competition awarded; None for any other
    match. A log of it would replace the award at full time (:func:`replace_by_log`)."""
    row = session.execute(
        select(_M.c.home_name, _M.c.away_name, _M.c.home_score, _M.c.away_score).where(
            _M.c.id == match_id, _M.c.record == "result", _M.c.status == AWARDED
        )
    ).first()
    if row is None:
        return None
    score = score_line((int(row.home_score or 0), int(row.away_score or 0)), awarded=True)
    return (row.home_name, row.away_name, score)


def replace_by_log(session: Session, match_id: int, *, extra_time: bool) -> None:
    """A result set up to be logged whose log reached full time: the log is the record now.

    The row becomes a logged match (its figures are then written from the events by
    the caller; ``extra_time`` says whether its log went to extra time) and the
    imported scorers go: the events name them.
    """
    session.execute(_G.delete().where(_G.c.match_id == match_id))
    session.execute(
        _M.update().where(_M.c.id == match_id).values(record="logged", extra_time=extra_time)
    )


@dataclass(frozen=True)
class ResultProblem:
    """A stored result that contradicts itself: what ``check`` reports."""

    match_id: int
    title: str
    problem: str


def result_problems(session: Session) -> list[ResultProblem]:
    """Results whose stored score disagrees with their stored goals, whose status is
    none an import stores (:data:`RESULT_STATUSES`: a result has no log that could
    make it live), or whose shootout is stored though its status says it is not known.

    A stored half-time is compared with the first half's goals too.
    A result stored without any goal (its file named no scorers) is not compared: its
    goals are unknown, not zero; nor is an awarded one, whose score is not the one
    played (its goals, if any, are the match's as played).
    """
    first = int(Period.FIRST_HALF)
    counted = (
        select(
            _G.c.match_id,
            func.sum(case((_G.c.side == "home", 1), else_=0)).label("home"),
            func.sum(case((_G.c.side == "away", 1), else_=0)).label("away"),
            func.sum(case((and_(_G.c.side == "home", _G.c.period == first), 1), else_=0)).label(
                "first_home"
            ),
            func.sum(case((and_(_G.c.side == "away", _G.c.period == first), 1), else_=0)).label(
                "first_away"
            ),
        )
        .where(_G.c.period != int(Period.SHOOTOUT))
        .group_by(_G.c.match_id)
        .subquery()
    )
    rows = session.execute(
        select(_M, counted.c.home, counted.c.away, counted.c.first_home, counted.c.first_away)
        .outerjoin(counted, counted.c.match_id == _M.c.id)
        .where(_M.c.record == "result", _M.c.deleted_at.is_(None))
        .order_by(_M.c.id)
    ).all()
    out = []
    for row in rows:
        title = f"{row.home_name} v {row.away_name}" + (f", {row.date}" if row.date else "")
        stored = f"{row.home_score}-{row.away_score}"
        if row.status not in RESULT_STATUSES:
            out.append(ResultProblem(
                int(row.id), title,
                f"stored as {stored} {row.status}: a result is finished, awarded, or "
                "finished with its shootout not known",
            ))  # fmt: skip
        elif row.status == SHOOTOUT_UNKNOWN and row.so_home is not None:
            out.append(ResultProblem(
                int(row.id), title,
                f"stored with a shootout {row.so_home}-{row.so_away}, yet as "
                f"{row.status!r}",
            ))  # fmt: skip
        elif (
            row.status != AWARDED
            and row.home is not None
            and (row.home, row.away) != (row.home_score, row.away_score)
        ):
            out.append(ResultProblem(
                int(row.id), title, f"stored score {stored}, its goals make {row.home}-{row.away}"
            ))  # fmt: skip
        elif (
            row.status != AWARDED
            and row.home is not None
            and row.ht_home is not None
            and (row.first_home, row.first_away) != (row.ht_home, row.ht_away)
        ):
            # A library stored before the import compared them (the 2022 file's
            # Netherlands 1-0 Argentina at half-time, with Molina's goal at 35').
            out.append(ResultProblem(
                int(row.id), title,
                f"stored half-time {row.ht_home}-{row.ht_away}, its first-half goals make "
                f"{row.first_home}-{row.first_away}",
            ))  # fmt: skip
    return out


def record_of(session: Session, match_id: int) -> str:
    """``logged``, ``result`` or ``fixture``."""
    found = session.execute(select(_M.c.record).where(_M.c.id == match_id)).scalar()
    return str(found or "logged")


__all__ = [
    "AWARDED",
    "COMPARED",
    "RESULT_STATUSES",
    "SHOOTOUT_UNKNOWN",
    "Report",
    "ResultProblem",
    "StoredGoal",
    "StoredResult",
    "Writer",
    "awarded_result",
    "record_of",
    "replace_by_log",
    "result_problems",
    "source_key",
    "stored_result",
]
