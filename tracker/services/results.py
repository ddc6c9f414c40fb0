"""Importing results history (openfootball's worldcup.json files) into the library.

Reading and parsing the files is pure work that a window can run off its GUI
thread (:func:`read_openfootball`, with progress); storing them is one transaction
for all the files (:meth:`ResultsService.store`), so a bad file, found while
reading, writes nothing.
"""

from __future__ import annotations

import dataclasses
import datetime as dt
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from tracker.core.files.dates import long_date
from tracker.core.files.squadlist import SquadList
from tracker.core.i18n import gettext as _
from tracker.core.i18n import normalise, translator
from tracker.core.league.counted import day_passed
from tracker.core.match.model import Side
from tracker.core.match.scoreline import score_line, score_words
from tracker.core.match.state import log_unfinished
from tracker.core.match.statuses import ABANDONED as LOG_ABANDONED
from tracker.core.match.statuses import UNFINISHED, ResultLog, status_words
from tracker.core.records.teamnames import club_key
from tracker.core.results.rounds import round_words
from tracker.core.results.values import Edition, FixtureStatus, team_words
from tracker.opendata.openfootball.edition import OpenFootballError, parse_edition
from tracker.opendata.openfootball.squads import parse_squads
from tracker.services.errors import ServiceError
from tracker.services.filekinds import not_matches, side_file
from tracker.services.inputs import read_text
from tracker.services.matches import RESULT_ONLY, MatchService
from tracker.sheet.resultcontent import ResultGoal, ResultSheet
from tracker.store.db import Database
from tracker.store.people.squadlinks import Ambiguous
from tracker.store.people.squads import SquadReport, store_squads
from tracker.store.results import catalogue
from tracker.store.results.imported import (
    AWARDED,
    SHOOTOUT_UNKNOWN,
    Report,
    StoredResult,
    Writer,
    stored_result,
)

#: The groups file openfootball keeps beside each ``worldcup.json``.
GROUPS_FILE = "worldcup.groups.json"
#: The stored status of a fixture the source gives as cancelled: never to be played.
CANCELLED = FixtureStatus.CANCELLED.value
#: A fixture the source gives as abandoned: begun, not played to the end, no result.
ABANDONED = FixtureStatus.ABANDONED.value


@dataclass(frozen=True)
class ReadFile:
    """One results file read: where it came from and its edition."""

    path: str
    edition: Edition


def _as_known(edition: Edition, known: set[str]) -> Edition:
    """``edition`` with each club the library knows under another form of its name
    written as the library writes it ("Birmingham City FC" of a 2024-25 file is the
    Birmingham City of 2023-24's), each said among its notes: one club, one team."""
    by_key: dict[str, list[str]] = {}
    for name in known:
        by_key.setdefault(club_key(name), []).append(name)
    names = {
        team
        for match in edition.matches
        for team in (match.home, match.away)
        if isinstance(team, str) and team not in known
    }
    mapping = {}
    for name in sorted(names):
        found = by_key.get(club_key(name), [])
        if len(found) == 1:
            mapping[name] = found[0]
    if not mapping:
        return edition

    matches = []
    for match in edition.matches:
        if isinstance(match.home, str) and match.home in mapping:
            match = dataclasses.replace(match, home=mapping[match.home])
        if isinstance(match.away, str) and match.away in mapping:
            match = dataclasses.replace(match, away=mapping[match.away])
        matches.append(match)
    said = [
        _("{name} is stored as {known}, as the library already names the club").format(
            name=name, known=known_name
        )
        for name, known_name in sorted(mapping.items())
    ]
    return dataclasses.replace(edition, matches=tuple(matches), notices=(*edition.notices, *said))


def _text(path: Path) -> str:
    """A regular file of a sane size, as UTF-8 text (:mod:`tracker.services.inputs`)."""
    return read_text(str(path))


def read_openfootball(
    paths: Sequence[str], progress: Callable[[float], None] | None = None
) -> list[ReadFile]:
    """Read and parse results files (no database work); the groups file beside each
    one is read too when present. A file that cannot be read is a ServiceError
    naming it and the place in it."""
    if not paths:
        raise ServiceError(_("give at least one worldcup.json file"))
    out = []
    for done, name in enumerate(paths):
        path = Path(name)
        text = _text(path)
        groups = path.with_name(GROUPS_FILE)
        groups_text = _text(groups) if groups.is_file() and groups != path else None
        try:
            edition = parse_edition(text, groups_text, today=dt.date.today())
        except OpenFootballError as exc:
            side = side_file(name)
            raise ServiceError(not_matches(name, side) if side else f"{name}: {exc}") from None
        out.append(ReadFile(name, edition))
        if progress is not None:
            progress((done + 1) / len(paths))
    return out


class ResultsService:
    """Results history in one open database."""

    def __init__(self, db: Database) -> None:
        self.db = db

    def store(self, files: Sequence[ReadFile]) -> Report:
        """Store the editions read, in one transaction; what was new, found or linked."""
        with self.db.writing() as session:
            writer = Writer(session)
            for item in files:
                writer.add(_as_known(item.edition, set(catalogue.teams(session).values())))
            return writer.finish()

    def stored(self, match_id: int) -> StoredResult | None:
        """A stored result or fixture; None for a match logged event by event."""
        with self.db.reading() as session:
            return stored_result(session, match_id)

    def sheet(
        self,
        match_id: int,
        language: str | None = None,
        *,
        plain: bool = False,
        today: dt.date | None = None,
    ) -> ResultSheet | None:
        """A stored result's or fixture's sheet, with its key stats as of the match;
        None for a match logged event by event.

        Written in ``language`` (``en``, ``de``, ``es``), by default the match's own
        (its competition's, see :meth:`MatchService.sheet_language`); its minutes as
        football writes them (``90'+6``), or ``plain`` (``96'``). As of ``today``, the
        computer's day by default (a fixture's day passed, a log unfinished).
        """
        from tracker.services.records import RecordsService

        stored = self.stored(match_id)
        if stored is None:
            return None
        try:
            code = normalise(language) or MatchService(self.db).sheet_language(match_id)
        except ValueError as exc:
            raise ServiceError.of(exc) from None
        lines = RecordsService(self.db).sheet_lines(match_id, code)
        return result_sheet(stored, lines, code, today, plain=plain)

    def import_files(self, paths: Sequence[str]) -> Report:
        """Read and store results files; a bad file writes nothing."""
        return self.store(read_openfootball(paths))

    def store_squads(self, squads: Sequence[SquadList]) -> SquadReport:
        """Store squad lists as the teams' standing squads, in one transaction."""
        with self.db.writing() as session:
            return store_squads(session, squads)

    def import_squads(self, paths: Sequence[str]) -> SquadReport:
        """Read and store squads files (``worldcup.squads.json``); a bad file writes nothing."""
        return self.store_squads(read_squads(paths))


def read_squads(paths: Sequence[str]) -> list[SquadList]:
    """Read and parse squads files (no database work); a ServiceError names a bad one."""
    if not paths:
        raise ServiceError(_("give at least one worldcup.squads.json file"))
    out: list[SquadList] = []
    for name in paths:
        try:
            out.extend(parse_squads(_text(Path(name))))
        except OpenFootballError as exc:
            raise ServiceError(f"{name}: {exc}") from None
    return out


def describe_squads(report: SquadReport) -> list[str]:
    """A squads import as lines for the user."""
    teams = report.teams_new + report.teams_changed + report.teams_unchanged
    lines = [
        _(
            "{teams} squads, {players} players: {new} new, {changed} changed, {unchanged} unchanged"
        ).format(
            teams=teams,
            players=report.players,
            new=report.teams_new,
            changed=report.teams_changed,
            unchanged=report.teams_unchanged,
        )
    ]
    lines.extend(_ambiguous_line(item) for item in report.ambiguous)
    return lines


def _ambiguous_line(item: Ambiguous) -> str:
    where = (
        _(", match {match_id}").format(match_id=item.match_id) if item.match_id is not None else ""
    )
    return _(
        "not linked: {name} ({team}{where}) could be any of {count} people of that team "
        "(ids {ids}); answer with 'people review' or merge them if they are one person"
    ).format(
        name=item.name,
        team=item.team,
        where=where,
        count=len(item.candidates),
        ids=", ".join(map(str, item.candidates)),
    )


def _not_known(result: StoredResult, today: dt.date | None) -> bool:
    """A fixture whose result is not known: the source says so, or its day has passed
    (on ``today``, the computer's day by default) with no score stored."""
    if result.status == "result unknown":
        return True
    return result.status == "not started" and day_passed(result.date, today or dt.date.today())


def _not_played(result: StoredResult, t: Callable[[str], str], today: dt.date | None) -> str:
    """What a sheet says of a fixture: cancelled (never to be played), its result not
    known, or to be played (postponed, say)."""
    if result.status == CANCELLED:
        return t("Cancelled: never played")
    if result.status == ABANDONED:
        return t("Abandoned: not played to the end, no result stored")
    if _not_known(result, today):
        return t("Result not known: its day has passed with no score stored")
    status = "" if result.status == "not started" else f" ({t(result.status)})"
    return f"{t('Fixture, not played yet')}{status}"


def describe_result(result: StoredResult, today: dt.date | None = None) -> list[str]:
    """A stored result or fixture as lines: title and score, what it is, the scorers; in
    the user's language (the command line's ``show``)."""
    when = result.date.isoformat() if result.date else _("undated")
    stage = round_words(result.stage) if result.stage else ""  # as list words it
    where = " – ".join(x for x in (result.competition, stage) if x)
    if result.record == "fixture":
        quiet = ("not started", CANCELLED, ABANDONED)
        status = "" if result.status in quiet else f" ({_(result.status)})"
        head = f"{result.home} v {result.away}  {when}{status}"
        if result.status == CANCELLED:
            what = _("cancelled: never played")
        elif result.status == ABANDONED:
            what = _("abandoned: not played to the end, no result stored")
        elif _not_known(result, today):
            what = _("result not known: its day has passed with no score stored")
        else:
            what = _("fixture, not played yet")
        return [head, f"{where}, {what}" + (f", {result.venue}" if result.venue else "")]
    score = score_line(result.score, extra_time=result.extra_time, shootout=result.shootout)
    score = score_words(score)
    if result.half_time is not None:
        home, away = result.half_time
        score += _(", half-time {home}-{away}").format(home=home, away=away)
    mark = _result_mark(result, today)
    if result.status == AWARDED:
        mark += _("; result awarded, not the score played")
    lines = [f"{result.home} {score} {result.away}  {when}", f"{where} ({mark})"]
    if result.status == SHOOTOUT_UNKNOWN:
        lines.append(
            _("shootout: not known (the source gives it as level, which no shootout ends)")
        )
    goal_word = _("goal")
    for goal in result.goals:
        team = result.home if goal.side is Side.HOME else result.away
        notes = f" ({_('pen.')})" if goal.penalty else f" ({_('o.g.')})" if goal.own_goal else ""
        lines.append(f"{goal.time!s:>8}  {goal_word} {team}: {goal.name}{notes}")
    return lines


def _result_mark(result: StoredResult, today: dt.date | None) -> str:
    """What ``show`` says a result is: a result only, or one set up to be logged (the
    stored result stays until the log's full time); a log abandoned or unfinished
    said as the library says it."""
    log = result_log(result, today)
    if log is None:
        return _(RESULT_ONLY)
    if log.set_up:
        return _("result stored; set up to be logged")
    if log.being_logged:
        return _("result stored; being logged")
    return status_words(log.status)


def result_sheet(
    result: StoredResult,
    key_stats: Sequence[str] = (),
    language: str = "en",
    today: dt.date | None = None,
    *,
    plain: bool = False,
) -> ResultSheet:
    """What the sheet of a stored result or fixture shows (with its key stats), written
    in ``language``; a fixture whose day has passed on ``today`` (the computer's day by
    default) with no score stored is a result not known, not one to be played."""
    t = translator(language)
    details = []
    if result.date is not None:
        details.append(long_date(result.date, language))
    if result.kickoff is not None:
        details.append(f"{t('kick-off')} {result.kickoff:%H:%M}")
    if result.venue:
        details.append(result.venue)
    if result.number is not None:
        details.append(t("match {number}").format(number=result.number))
    # The stage is stored under our round names ("Semi-final"): written in the sheet's language.
    stage = round_words(result.stage, t) if result.stage else ""
    competition = " – ".join(x for x in (result.competition, stage) if x)
    if result.record == "fixture":
        # A team not known yet is stored as words ("Winner of match 101"): said in the
        # sheet's language, as the round is.
        return ResultSheet(
            team_words(result.home, t),
            team_words(result.away, t),
            "",
            competition,
            tuple(details),
            _not_played(result, t, today),
            key_stats=tuple(key_stats),
            language=language,
        )
    # An awarded score is no score played: the headline and the CSV's score say so.
    score = score_words(
        score_line(
            result.score,
            extra_time=result.extra_time,
            shootout=result.shootout,
            awarded=result.status == AWARDED,
        ),
        t,
    )
    goals = tuple(
        ResultGoal(
            goal.time.plain() if plain else str(goal.time),
            result.home if goal.side is Side.HOME else result.away,
            goal.name,
            t("pen.") if goal.penalty else t("o.g.") if goal.own_goal else "",
        )
        for goal in result.goals
    )
    if result.status == SHOOTOUT_UNKNOWN:
        details.append(t("shootout not known"))
    if result.status == AWARDED:
        details.append(t("result awarded (not the score played)"))
    half_time = f"{result.half_time[0]}-{result.half_time[1]}" if result.half_time else ""
    return ResultSheet(
        result.home,
        result.away,
        score,
        competition,
        tuple(details),
        _result_kind(result, t, today),
        half_time=half_time,
        goals=goals,
        key_stats=tuple(key_stats),
        language=language,
    )


def result_log(result: StoredResult, today: dt.date | None = None) -> ResultLog | None:
    """Where the log of a result set up to be logged ("Log this match…") stands on
    ``today`` (the computer's day by default), by the library's rule; None for a result
    nobody set up to be logged."""
    if not result.lineups:
        return None
    return ResultLog.of(
        result.logged_to,
        abandoned=result.abandoned,
        unfinished=log_unfinished(result.date, today or dt.date.today()),
        awarded=result.status == AWARDED,
    )


#: A result's sheet of a log nobody logs now, the result (an award) standing.
_STANDING = {
    (LOG_ABANDONED, True): "Abandoned at {at}; the award stands, and its log is kept",
    (LOG_ABANDONED, False): "Abandoned at {at}; the result stored stands, and its log is kept",
    (UNFINISHED, True): "Log unfinished at {at}; the award stands until its log reaches full time",
    (UNFINISHED, False): (
        "Log unfinished at {at}; the result stored stands until its log reaches full time"
    ),
}


def _result_kind(result: StoredResult, t: Callable[[str], str], today: dt.date | None) -> str:
    """What a result's sheet says it is: a result only, or one set up to be logged."""
    log = result_log(result, today)
    if log is None:
        return t("Result only — no line-ups, no event log")
    if log.set_up:  # with Log this match…, nothing logged yet
        return t(
            "Result stored; its match is set up to be logged, and its log replaces it at full time"
        )
    if log.being_logged:
        # Its log is kept, and replaces it at full time.
        return t("Result stored; its match is being logged, and its log replaces it at full time")
    return t(_STANDING[log.stopped, log.awarded]).format(at=log.at)


def describe_report(report: Report) -> list[str]:
    """The report as lines for the user: counts, links, disagreements, ambiguous names."""
    lines = [
        _("{new} new, {unchanged} unchanged").format(new=report.new, unchanged=report.unchanged)
    ]
    if report.updated:
        lines[0] += _(", {updated} updated").format(updated=report.updated)
    if report.linked:
        lines[0] += _(", {count} linked to matches logged here").format(count=len(report.linked))
    if report.locked:
        lines[0] += _(", {count} not linked (confirmed here)").format(count=len(report.locked))
    lines.extend(_("locked: {line}").format(line=line) for line in report.locked)
    lines.extend(_("differs: {line}").format(line=line) for line in report.differences)
    lines.extend(_("updated: {line}").format(line=line) for line in report.changed)
    lines.extend(
        _("kept: {line}: the file gives no score for it now; the stored result stays").format(
            line=line
        )
        for line in report.kept
    )
    if report.trashed:
        lines[0] += _(", {count} in the trash, left there").format(count=len(report.trashed))
    lines.extend(
        _(
            "in the trash: {line}: left there as it is; restore it in the library to bring it back"
        ).format(line=line)
        for line in report.trashed
    )
    lines.extend(
        _(
            "behind: {line}: the match logged here stops before full time; the file's result "
            "stands for it until its log reaches full time"
        ).format(line=line)
        for line in report.behind
    )
    lines.extend(
        _(
            "award: {line}: nothing is logged on the match set up here, so the competition's "
            "award stands for it, in the tables too; a log of it would replace the award at "
            "full time"
        ).format(line=line)
        for line in report.awarded
    )
    lines.extend(
        _(
            "award: {line}: the match logged here was abandoned, its score then no result, "
            "so the competition's award stands for it, in the tables too; its log is kept "
            "as logged"
        ).format(line=line)
        for line in report.awarded_abandoned
    )
    lines.extend(
        _(
            "award: {line}: the log of the match logged here stopped short of full time days "
            "ago (unfinished), so it holds no result and the competition's award stands for "
            "it, in the tables too; its log is kept, and would replace the award if logged "
            "on to full time"
        ).format(line=line)
        for line in report.awarded_unfinished
    )
    lines.extend(_("data error: {line}").format(line=line) for line in report.problems)
    lines.extend(_("notice: {line}").format(line=line) for line in report.notices)
    lines.extend(_ambiguous_line(item) for item in report.ambiguous)
    return lines


__all__ = [
    "GROUPS_FILE",
    "ReadFile",
    "ResultsService",
    "describe_report",
    "describe_result",
    "describe_squads",
    "read_openfootball",
    "read_squads",
    "result_log",
]
