"""The columns of the record pages' tables: how each record value is shown.

Only wording lives here (a date as "15 Jul 2026", a record as W-D-L figures); the
figures themselves come from the records service.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, TypeVar

from PySide6.QtCore import QCoreApplication

from tracker.core.files.dates import short_date
from tracker.core.i18n import language
from tracker.core.league.standings import Row
from tracker.core.league.tables import LeagueRow, form_words
from tracker.core.match.scoreline import score_words
from tracker.core.records.books import (
    PlayedMatch,
    PlayerLine,
    PlayerTally,
    Record,
    RecordKind,
    shared_places,
)
from tracker.core.records.coverage import Coverage, Need, short_appearances, short_figure
from tracker.core.records.wording import Words
from tracker.core.results.rounds import round_words
from tracker.core.results.ties import Tie
from tracker.core.results.values import team_words
from tracker.services.records import Leader, Opponent, Tally
from tracker.ui.common.translation import QT_TRANSLATE_NOOP
from tracker.ui.records.recordtable import Column, int_column

T = TypeVar("T")
V = TypeVar("V")


def titled(column: Column[Any], english: str) -> bool:
    """Whether ``column`` is the one titled ``english`` ("Home"): its title is in the
    window's language, so a title compared as written in English fits none in German."""
    return column.title == QCoreApplication.translate("recordcolumns", english)


def day(date: dt.date | None) -> str:
    """``15 Jul 2026``, in the window's language (blank when unknown)."""
    return short_date(date, language()) if date is not None else ""


def score(match: PlayedMatch) -> str:
    """``2-1``, ``1-1 aet (4-3 pens)``; a fixture shows its kick-off time or ``v``."""
    if not match.played:
        if match.kickoff is not None:
            return match.kickoff.strftime("%H:%M")
        # "v" between the teams, as the language writes it (German a dash).
        return QCoreApplication.translate("recordcolumns", "v")
    return score_words(match.score_text())


def kind(match: PlayedMatch) -> str:
    """What the library holds of the match; a cancelled one is no fixture (it never
    will be played), nor an abandoned one (begun, with no result): each says so."""
    if match.cancelled:
        return QCoreApplication.translate("recordcolumns", "cancelled, never played")
    if match.abandoned and not match.played:
        return QCoreApplication.translate("recordcolumns", "abandoned, no result")
    return {
        RecordKind.LOGGED: QCoreApplication.translate("recordcolumns", "logged"),
        RecordKind.RESULT: QCoreApplication.translate("recordcolumns", "result"),
        RecordKind.FIXTURE: QCoreApplication.translate("recordcolumns", "fixture"),
    }[match.record]


def _order(match: PlayedMatch) -> tuple[dt.date, int, int, int]:
    return match.order


def edition_matches() -> list[Column[PlayedMatch]]:
    """An edition's fixtures and results."""
    return [
        int_column(
            QCoreApplication.translate("recordcolumns", "No."),
            lambda m: m.number,
            QCoreApplication.translate("recordcolumns", "The match's number in the edition"),
        ),
        Column(QCoreApplication.translate("recordcolumns", "Date"), lambda m: day(m.date), _order),
        Column(
            QCoreApplication.translate("recordcolumns", "Round"), lambda m: round_words(m.round)
        ),
        Column(QCoreApplication.translate("recordcolumns", "Home"), lambda m: team_words(m.home)),
        Column(
            QCoreApplication.translate("recordcolumns", "Score"),
            score,
            lambda m: (m.played, m.home_goals - m.away_goals),
        ),
        Column(QCoreApplication.translate("recordcolumns", "Away"), lambda m: team_words(m.away)),
        Column(
            QCoreApplication.translate("recordcolumns", "Venue"), lambda m: m.venue, stretch=True
        ),
        Column(
            QCoreApplication.translate("recordcolumns", "Kind"),
            kind,
            tip=QCoreApplication.translate(
                "recordcolumns",
                "Logged event by event, a result only, a fixture, or a match cancelled "
                "or abandoned",
            ),
        ),
    ]


def team_matches(team: str) -> list[Column[PlayedMatch]]:
    """A team's matches, each seen from its side."""

    def outcome(match: PlayedMatch) -> str:
        if match.unfinished(dt.date.today()):  # its log stops before full time
            return QCoreApplication.translate("recordcolumns", "unfinished")
        if match.in_play:  # its result is the score as it stands, not an outcome yet
            return QCoreApplication.translate("recordcolumns", "live")
        if not match.played:
            return ""
        return QCoreApplication.translate("recordcolumns", match.outcome(team).value)

    def result(match: PlayedMatch) -> str:
        return score_words(match.score_text(team)) if match.played else score(match)

    home = QCoreApplication.translate("recordcolumns", "home")
    away = QCoreApplication.translate("recordcolumns", "away")

    return [
        Column(QCoreApplication.translate("recordcolumns", "Date"), lambda m: day(m.date), _order),
        Column(
            QCoreApplication.translate("recordcolumns", "Competition"),
            lambda m: m.edition or m.competition,
        ),
        Column(
            QCoreApplication.translate("recordcolumns", "Round"), lambda m: round_words(m.round)
        ),
        Column(
            QCoreApplication.translate("recordcolumns", "Opponent"),
            lambda m: team_words(m.opponent_as_played(team)),
        ),
        Column(
            "",
            lambda m: home if m.home == team else away,
            tip=QCoreApplication.translate("recordcolumns", "Home or away"),
        ),
        Column(QCoreApplication.translate("recordcolumns", "Result"), result),
        Column(
            QCoreApplication.translate("recordcolumns", "W/D/L"),
            outcome,
            tip=QCoreApplication.translate("recordcolumns", "A shootout counts as a draw"),
        ),
        Column(
            QCoreApplication.translate("recordcolumns", "Venue"), lambda m: m.venue, stretch=True
        ),
    ]


def standings() -> list[Column[Row]]:
    """A group's table."""
    return [
        int_column(QCoreApplication.translate("recordcolumns", "Pos"), lambda r: r.position),
        Column(
            QCoreApplication.translate("recordcolumns", "Team"),
            lambda r: r.team + (" *" if r.tied_with else ""),
        ),
        *_tallies(QCoreApplication.translate("recordcolumns", "Drawn")),
        int_column(
            QCoreApplication.translate("recordcolumns", "GD"),
            lambda r: r.goal_difference,
            QCoreApplication.translate("recordcolumns", "Goal difference"),
            signed=True,
        ),
        int_column(
            QCoreApplication.translate("recordcolumns", "Pts"),
            lambda r: r.points,
            QCoreApplication.translate("recordcolumns", "Points"),
        ),
    ]


@dataclass(frozen=True)
class Ranked:
    """A leader with his place on the board (level players share it)."""

    rank: int
    leader: Leader


def ranked(leaders: list[Leader], by: str) -> list[Ranked]:
    """Number a leader board; players level on ``by`` share a place."""
    places = shared_places([getattr(leader.tally, by) for leader in leaders])
    return [Ranked(place, leader) for place, leader in zip(places, leaders, strict=True)]


def _known(tally: PlayerTally, value: int) -> int | None:
    """A figure counted only where line-ups are known: blank when none is."""
    return value if tally.with_lineups else None


#: What a ≥ in a cell means, for the headers' tooltips.
AT_LEAST = QT_TRANSLATE_NOOP(
    "recordcolumns", "; ≥: at least (some of the matches counted lack the data)"
)


def figure_column(
    title: str,
    get: Callable[[T], int],
    cover: Callable[[T], Coverage],
    need: Need,
    tip: str = "",
) -> Column[T]:
    """A figure as the data allows: bare when complete, "≥6" when a lower bound."""
    return Column(
        title,
        lambda row: short_figure(get(row), cover(row), need),
        get,
        numeric=True,
        tip=tip + QCoreApplication.translate("recordcolumns", AT_LEAST),
    )


def apps_column(get: Callable[[T], int], cover: Callable[[T], Coverage]) -> Column[T]:
    """Appearances: exact only where line-ups are known (a result lists scorers only)."""
    return Column(
        QCoreApplication.translate("recordcolumns", "Apps"),
        lambda row: short_appearances(get(row), cover(row)),
        get,
        numeric=True,
        tip=QCoreApplication.translate(
            "recordcolumns", "Appearances (a result lists its scorers only)"
        )
        + QCoreApplication.translate("recordcolumns", AT_LEAST),
    )


def scorers() -> list[Column[Ranked]]:
    """A top-scorers board."""

    def cover(r: Ranked) -> Coverage:
        return r.leader.cover

    return [
        int_column("#", lambda r: r.rank),
        Column(QCoreApplication.translate("recordcolumns", "Player"), lambda r: r.leader.name),
        Column(
            QCoreApplication.translate("recordcolumns", "Team"), lambda r: ", ".join(r.leader.teams)
        ),
        figure_column(
            QCoreApplication.translate("recordcolumns", "Goals"),
            lambda r: r.leader.tally.goals,
            cover,
            Need.SCORERS,
            QCoreApplication.translate("recordcolumns", "Goals"),
        ),
        figure_column(
            QCoreApplication.translate("recordcolumns", "Pens"),
            lambda r: r.leader.tally.penalties,
            cover,
            Need.SCORERS,
            QCoreApplication.translate("recordcolumns", "Of the goals, pens"),
        ),
        int_column(
            QCoreApplication.translate("recordcolumns", "Ast"),
            lambda r: _known(r.leader.tally, r.leader.tally.assists),
            QCoreApplication.translate(
                "recordcolumns", "Assists (in the matches whose line-ups are known)"
            ),
        ),
        apps_column(lambda r: r.leader.tally.appearances, cover),
    ]


def cards() -> list[Column[Leader]]:
    """Players booked or sent off."""

    def cover(x: Leader) -> Coverage:
        return x.cover

    return [
        Column(QCoreApplication.translate("recordcolumns", "Player"), lambda x: x.name),
        Column(QCoreApplication.translate("recordcolumns", "Team"), lambda x: ", ".join(x.teams)),
        figure_column(
            QCoreApplication.translate("recordcolumns", "Yellow"),
            lambda x: x.tally.yellows,
            cover,
            Need.CARDS,
            QCoreApplication.translate("recordcolumns", "Yellow cards"),
        ),
        figure_column(
            QCoreApplication.translate("recordcolumns", "Red"),
            lambda x: x.tally.reds,
            cover,
            Need.CARDS,
            QCoreApplication.translate("recordcolumns", "Red cards (a second yellow included)"),
        ),
        apps_column(lambda x: x.tally.appearances, cover),
    ]


def through(column: Column[V], get: Callable[[T], V]) -> Column[T]:
    """A column of a part of the row (the record of a head-to-head line)."""
    key = column.key or column.text
    return Column(
        column.title,
        lambda row: column.text(get(row)),
        lambda row: key(get(row)),
        column.numeric,
        column.tip,
        column.stretch,
    )


def record_figures() -> list[Column[Record]]:
    """The W-D-L figures of a record, as columns; where the competition awarded some of
    the matches, the played, won, drawn and lost cells say how many ("2 (1 of them
    awarded)", "1 (1 by award)"): an award may never have been played out."""
    played, won, drawn, lost, *goals = _tallies(
        QCoreApplication.translate("recordcolumns", "Drawn (a shootout counts as a draw)")
    )
    return [
        _with_awards(played, lambda r, w: w.awarded_of(r.awarded, r.played)),
        _with_awards(won, lambda r, w: w.by_award(r.won_awarded)),
        _with_awards(drawn, lambda r, w: w.by_award(r.drawn_awarded)),
        _with_awards(lost, lambda r, w: w.by_award(r.lost_awarded)),
        *goals,
    ]


def _with_awards(column: Column[Record], mark: Callable[[Record, Words], str]) -> Column[Record]:
    """``column`` with ``mark`` after its figure in a record holding awarded results
    (the words in the window's language); it sorts by its figure still."""

    def text(record: Record) -> str:
        said = column.text(record)
        return said + mark(record, Words(language())) if record.awarded else said

    return Column(column.title, text, column.key, column.numeric, column.tip, column.stretch)


def _tallies(drawn: str) -> list[Column[Any]]:
    """Played, won, drawn (its tip: ``drawn``), lost and the goals: the columns every
    record and table shares."""
    return [
        int_column(
            QCoreApplication.translate("recordcolumns", "P"),
            lambda r: r.played,
            QCoreApplication.translate("recordcolumns", "Played"),
        ),
        int_column(
            QCoreApplication.translate("recordcolumns", "W"),
            lambda r: r.won,
            QCoreApplication.translate("recordcolumns", "Won"),
        ),
        int_column(
            QCoreApplication.translate("recordcolumns", "D"),
            lambda r: r.drawn,
            drawn,
        ),
        int_column(
            QCoreApplication.translate("recordcolumns", "L"),
            lambda r: r.lost,
            QCoreApplication.translate("recordcolumns", "Lost"),
        ),
        int_column(
            QCoreApplication.translate("recordcolumns", "GF"),
            lambda r: r.goals_for,
            QCoreApplication.translate("recordcolumns", "Goals for"),
        ),
        int_column(
            QCoreApplication.translate("recordcolumns", "GA"),
            lambda r: r.goals_against,
            QCoreApplication.translate("recordcolumns", "Goals against"),
        ),
    ]


def opponents() -> list[Column[Opponent]]:
    """Head-to-head records."""
    figures: list[Column[Opponent]] = [through(c, lambda o: o.record) for c in record_figures()]
    return [
        # With the older names it was met under, as a key stat says them.
        Column(
            QCoreApplication.translate("recordcolumns", "Opponent"),
            lambda o: o.named(Words(language())),
        ),
        *figures,
    ]


def tally_columns() -> list[Column[PlayerTally]]:
    """A player's tally as columns."""
    return [
        int_column(
            QCoreApplication.translate("recordcolumns", "Apps"),
            lambda t: t.appearances,
            QCoreApplication.translate("recordcolumns", "Appearances"),
        ),
        int_column(
            QCoreApplication.translate("recordcolumns", "Starts"),
            lambda t: _known(t, t.starts),
            QCoreApplication.translate("recordcolumns", "Starts (where line-ups are known)"),
        ),
        int_column(
            QCoreApplication.translate("recordcolumns", "Sub"),
            lambda t: _known(t, t.sub_appearances),
            QCoreApplication.translate("recordcolumns", "Came on as a substitute"),
        ),
        int_column(
            QCoreApplication.translate("recordcolumns", "Min"),
            lambda t: _known(t, t.minutes),
            QCoreApplication.translate("recordcolumns", "Minutes (where line-ups are known)"),
        ),
        int_column(QCoreApplication.translate("recordcolumns", "Goals"), lambda t: t.goals),
        int_column(
            QCoreApplication.translate("recordcolumns", "Pens"),
            lambda t: t.penalties,
            QCoreApplication.translate("recordcolumns", "Of the goals, from penalties"),
        ),
        int_column(
            QCoreApplication.translate("recordcolumns", "OG"),
            lambda t: t.own_goals,
            QCoreApplication.translate("recordcolumns", "Own goals"),
        ),
        int_column(
            QCoreApplication.translate("recordcolumns", "Ast"),
            lambda t: _known(t, t.assists),
            QCoreApplication.translate("recordcolumns", "Assists (where line-ups are known)"),
        ),
        int_column(
            QCoreApplication.translate("recordcolumns", "YC"),
            lambda t: t.yellows,
            QCoreApplication.translate("recordcolumns", "Yellow cards"),
        ),
        int_column(
            QCoreApplication.translate("recordcolumns", "RC"),
            lambda t: t.reds,
            QCoreApplication.translate("recordcolumns", "Red cards"),
        ),
        int_column(
            QCoreApplication.translate("recordcolumns", "Sub goals"),
            lambda t: _known(t, t.sub_goals),
            QCoreApplication.translate("recordcolumns", "Goals after coming on"),
        ),
    ]


def tallies() -> list[Column[Tally]]:
    """Tallies per edition or competition, each figure as its coverage allows."""
    figures: list[Column[Tally]] = [through(c, lambda x: x.tally) for c in tally_columns()]

    def cover(x: Tally) -> Coverage:
        return x.cover

    honest = {
        QCoreApplication.translate("recordcolumns", "Apps"): apps_column(
            lambda x: x.tally.appearances, cover
        ),
        QCoreApplication.translate("recordcolumns", "Goals"): figure_column(
            QCoreApplication.translate("recordcolumns", "Goals"),
            lambda x: x.tally.goals,
            cover,
            Need.SCORERS,
            QCoreApplication.translate("recordcolumns", "Goals"),
        ),
        QCoreApplication.translate("recordcolumns", "Pens"): figure_column(
            QCoreApplication.translate("recordcolumns", "Pens"),
            lambda x: x.tally.penalties,
            cover,
            Need.SCORERS,
            QCoreApplication.translate("recordcolumns", "Of the goals, pens"),
        ),
        QCoreApplication.translate("recordcolumns", "OG"): figure_column(
            QCoreApplication.translate("recordcolumns", "OG"),
            lambda x: x.tally.own_goals,
            cover,
            Need.SCORERS,
            QCoreApplication.translate("recordcolumns", "Own goals"),
        ),
        QCoreApplication.translate("recordcolumns", "YC"): figure_column(
            QCoreApplication.translate("recordcolumns", "YC"),
            lambda x: x.tally.yellows,
            cover,
            Need.CARDS,
            QCoreApplication.translate("recordcolumns", "Yellow cards"),
        ),
        QCoreApplication.translate("recordcolumns", "RC"): figure_column(
            QCoreApplication.translate("recordcolumns", "RC"),
            lambda x: x.tally.reds,
            cover,
            Need.CARDS,
            QCoreApplication.translate("recordcolumns", "Red cards"),
        ),
    }
    # By the titles as shown (translated as the figures' own titles are).
    return [Column("", lambda x: x.name), *(honest.get(c.title, c) for c in figures)]


Line = tuple[PlayedMatch, PlayerLine]


def _part(line: PlayerLine) -> str:
    if line.started is None:
        scored = line.goals or line.own_goals
        return QCoreApplication.translate("recordcolumns", "scored") if scored else ""
    if line.started:
        return QCoreApplication.translate("recordcolumns", "started")
    return (
        QCoreApplication.translate("recordcolumns", "on {came_on}'").format(came_on=line.came_on)
        if line.came_on is not None
        else QCoreApplication.translate("recordcolumns", "unused")
    )


def player_lines() -> list[Column[Line]]:
    """A player's matches, one line each."""
    return [
        Column(
            QCoreApplication.translate("recordcolumns", "Date"),
            lambda p: day(p[0].date),
            lambda p: p[0].order,
        ),
        Column(
            QCoreApplication.translate("recordcolumns", "Competition"),
            lambda p: p[0].edition or p[0].competition,
        ),
        Column(
            QCoreApplication.translate("recordcolumns", "Round"), lambda p: round_words(p[0].round)
        ),
        Column(QCoreApplication.translate("recordcolumns", "Team"), lambda p: p[1].team),
        Column(
            QCoreApplication.translate("recordcolumns", "Opponent"),
            lambda p: p[0].opponent_as_played(p[1].team) if p[1].team else "",
        ),
        Column(
            QCoreApplication.translate("recordcolumns", "Result"),
            lambda p: score_words(p[0].score_text(p[1].team or None)),
        ),
        Column(
            QCoreApplication.translate("recordcolumns", "Part"),
            lambda p: _part(p[1]),
            tip=QCoreApplication.translate(
                "recordcolumns", "Started, came on, or (a result) scored"
            ),
        ),
        int_column(
            QCoreApplication.translate("recordcolumns", "Min"),
            lambda p: p[1].minutes,
            QCoreApplication.translate(
                "recordcolumns", "Minutes played (where line-ups are known)"
            ),
        ),
        int_column(QCoreApplication.translate("recordcolumns", "Goals"), lambda p: p[1].goals),
        int_column(
            QCoreApplication.translate("recordcolumns", "Ast"),
            lambda p: p[1].assists if p[1].started is not None else None,
            QCoreApplication.translate("recordcolumns", "Assists"),
        ),
        Column(QCoreApplication.translate("recordcolumns", "Cards"), _cards, stretch=True),
    ]


def _cards(pair: Line) -> str:
    line = pair[1]
    return " ".join(["yellow"] * line.yellows + ["red"] * line.reds)


__all__ = [
    "Line",
    "Ranked",
    "cards",
    "day",
    "edition_matches",
    "kind",
    "opponents",
    "player_lines",
    "ranked",
    "record_figures",
    "score",
    "scorers",
    "standings",
    "tallies",
    "team_matches",
    "through",
    "titled",
]


def league_standings() -> list[Column[LeagueRow]]:
    """A league's table: an adjusted team's points marked *, its form last."""
    return [
        int_column(QCoreApplication.translate("recordcolumns", "Pos"), lambda r: r.position),
        Column(
            QCoreApplication.translate("recordcolumns", "Team"),
            lambda r: r.team + (" †" if r.tied_with else ""),
        ),
        *_tallies(QCoreApplication.translate("recordcolumns", "Drawn")),
        int_column(
            QCoreApplication.translate("recordcolumns", "GD"),
            lambda r: r.goal_difference,
            QCoreApplication.translate("recordcolumns", "Goal difference"),
            signed=True,
        ),
        Column(
            QCoreApplication.translate("recordcolumns", "Pts"),
            lambda r: f"{r.points}*" if r.adjustment else str(r.points),
            lambda r: r.points,
            numeric=True,
            tip=QCoreApplication.translate(
                "recordcolumns",
                "Points (* with a deduction or award: see the note below the table)",
            ),
        ),
        Column(
            QCoreApplication.translate("recordcolumns", "Form"),
            lambda r: form_words(r.form),
            tip=QCoreApplication.translate("recordcolumns", "The last five results, oldest first"),
        ),
    ]


def ties() -> list[Column[Tie]]:
    """A knockout round's ties and who went through."""
    return [
        Column(
            QCoreApplication.translate("recordcolumns", "Round"), lambda t: round_words(t.round)
        ),
        Column(
            QCoreApplication.translate("recordcolumns", "Tie"),
            lambda t: QCoreApplication.translate("recordcolumns", "{first} v {second}").format(
                first=team_words(t.first), second=team_words(t.second)
            ),
        ),
        Column(
            QCoreApplication.translate("recordcolumns", "Legs"),
            lambda t: str(len(t.legs)),
            numeric=True,
        ),
        Column(
            QCoreApplication.translate("recordcolumns", "Aggregate"),
            lambda t: f"{t.aggregate[0]}-{t.aggregate[1]}" if t.aggregate else "",
            tip=QCoreApplication.translate(
                "recordcolumns", "Goals over both legs, extra time included"
            ),
        ),
        Column(
            QCoreApplication.translate("recordcolumns", "Through"),
            lambda t: (
                team_words(t.winner)
                if t.winner
                else QCoreApplication.translate("recordcolumns", "not known")
            ),
        ),
        Column(
            QCoreApplication.translate("recordcolumns", "How"),
            lambda t: t.how_words(),
            stretch=True,
        ),
    ]
