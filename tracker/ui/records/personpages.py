"""The team page and the player page: their records, from the records service.

A team page: its W-D-L overall and in competitive matches, its record in each
competition with its knockout rounds (finals, semi-finals...), head-to-head against
every opponent, and its matches. A player page: his names, his tallies in total, per
competition and per edition, and every match he has a line in.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, field

from PySide6.QtCore import QCoreApplication, QModelIndex, Qt, Signal
from PySide6.QtWidgets import QLabel, QScrollArea, QTabWidget, QVBoxLayout, QWidget

from tracker.core.i18n import gettext, language
from tracker.core.league.counted import day_passed
from tracker.core.records.books import (
    KNOCKOUT_ROUNDS,
    PlayedMatch,
    Record,
    RecordKind,
    StageRecord,
)
from tracker.core.records.coverage import Need, appearances_figure, appearances_known, figure
from tracker.core.records.wording import Words
from tracker.core.results.competitions import HistoryNote
from tracker.core.results.rounds import Stage
from tracker.services.records import (
    CompetitionRecord,
    PlayerPage,
    RecordsService,
    Tally,
    TeamPage,
)
from tracker.ui.common.translation import QT_TRANSLATE_NOOP
from tracker.ui.records import recordcolumns as cols
from tracker.ui.records.recordtable import (
    ROW_ROLE,
    Column,
    RecordTable,
    fit_height,
    int_column,
    record_view,
)

_ROUND_NAMES = {
    Stage.ROUND_OF_32: (
        QT_TRANSLATE_NOOP("personpages", "round of 32"),
        QT_TRANSLATE_NOOP("personpages", "rounds of 32"),
    ),
    Stage.ROUND_OF_16: (
        QT_TRANSLATE_NOOP("personpages", "round of 16"),
        QT_TRANSLATE_NOOP("personpages", "rounds of 16"),
    ),
    Stage.QUARTER_FINAL: (
        QT_TRANSLATE_NOOP("personpages", "quarter-final"),
        QT_TRANSLATE_NOOP("personpages", "quarter-finals"),
    ),
    Stage.SEMI_FINAL: (
        QT_TRANSLATE_NOOP("personpages", "semi-final"),
        QT_TRANSLATE_NOOP("personpages", "semi-finals"),
    ),
    Stage.THIRD_PLACE: (
        QT_TRANSLATE_NOOP("personpages", "third-place match"),
        QT_TRANSLATE_NOOP("personpages", "third-place matches"),
    ),
    Stage.FINAL: (
        QT_TRANSLATE_NOOP("personpages", "final"),
        QT_TRANSLATE_NOOP("personpages", "finals"),
    ),
}


def round_name(stage: Stage) -> str:
    """A knockout round as a column names it: ``Quarter-final``, ``Viertelfinale``."""
    one, _many = _ROUND_NAMES.get(stage, (stage.value, stage.value))
    name = QCoreApplication.translate("personpages", one)
    return name[:1].upper() + name[1:]


def stage_text(line: StageRecord | StageLine) -> str:
    """``6 finals (won 3)``, ``4 semi-finals (through 1, out 3)``."""
    record = line.record if isinstance(line, StageLine) else line
    if record.name:  # a round as its file names it ("Europa League Finals, Final")
        text = f"{record.reached} × {record.name}"
    else:
        one, many = _ROUND_NAMES.get(record.stage, (record.stage.value, record.stage.value))
        name = one if record.reached == 1 else many
        text = f"{record.reached} {QCoreApplication.translate('personpages', name)}"
    if record.stage in (Stage.FINAL, Stage.THIRD_PLACE):
        said = QCoreApplication.translate("personpages", "{text} (won {through})").format(
            text=text, through=record.through
        )
    else:
        said = QCoreApplication.translate(
            "personpages", "{text} (through {through}, out {out})"
        ).format(text=text, through=record.through, out=record.out)
    if record.walkovers:
        said += QCoreApplication.translate("personpages", "; {n} by walkover, not played").format(
            n=record.walkovers
        )
    if record.undecided:
        said += QCoreApplication.translate(
            "personpages", "; {n} not known (level, its decider not on record)"
        ).format(n=record.undecided)
    unfinished = record.unfinished(dt.date.today())
    if record.in_play > unfinished:
        said += QCoreApplication.translate("personpages", "; {n} being played").format(
            n=record.in_play - unfinished
        )
    if unfinished:
        said += QCoreApplication.translate(
            "personpages", "; {n} whose log stops before full time"
        ).format(n=unfinished)
    return said


def record_text(record: Record) -> str:
    """``P 38  W 21  D 7  L 10  goals 67-42``; with how many of them the competition
    awarded, if any (``P 38 (1 of them awarded) · W 21 (1 by award)``)."""
    w = Words(language())
    return QCoreApplication.translate(
        "personpages",
        "P {played} · W {won} · D {drawn} · L {lost} · goals {goals_for}-{goals_against}",
    ).format(
        played=f"{record.played}{w.awarded_of(record.awarded, record.played)}",
        won=f"{record.won}{w.by_award(record.won_awarded)}",
        drawn=f"{record.drawn}{w.by_award(record.drawn_awarded)}",
        lost=f"{record.lost}{w.by_award(record.lost_awarded)}",
        goals_for=record.goals_for,
        goals_against=record.goals_against,
    )


def _competition_columns() -> list[Column[CompetitionRecord]]:
    return [
        Column(QCoreApplication.translate("personpages", "Competition"), lambda c: c.competition),
        *(cols.through(c, lambda x: x.record) for c in cols.record_figures()),
        Column(
            QCoreApplication.translate("personpages", "Counted over"),
            lambda c: (
                c.held.words(gettext)
                or QCoreApplication.translate("personpages", "its whole history")
            ),
            tip=QCoreApplication.translate(
                "personpages",
                "What the library holds of the competition: the figures are those of it",
            ),
            stretch=True,
        ),
    ]


@dataclass(frozen=True)
class StageLine:
    """A team's record in one knockout round of one competition."""

    competition: str
    record: StageRecord
    #: What the library holds of the competition, if not all ("2 of 23 editions held whole").
    held: HistoryNote = field(default_factory=HistoryNote)


def _stage_columns() -> list[Column[StageLine]]:
    return [
        Column(QCoreApplication.translate("personpages", "Competition"), lambda x: x.competition),
        Column(
            QCoreApplication.translate("personpages", "Round"),
            lambda x: x.record.name or round_name(x.record.stage),
            lambda x: (KNOCKOUT_ROUNDS.index(x.record.stage), x.record.name),
        ),
        int_column(
            QCoreApplication.translate("personpages", "Reached"),
            lambda x: x.record.reached,
            QCoreApplication.translate(
                "personpages", "Times the team reached this round (by a walkover too)"
            ),
        ),
        int_column(
            QCoreApplication.translate("personpages", "Through"),
            lambda x: x.record.through,
            QCoreApplication.translate(
                "personpages", "Won or went through (on penalties too, or by a walkover)"
            ),
        ),
        int_column(
            QCoreApplication.translate("personpages", "Out"),
            lambda x: x.record.out,
            QCoreApplication.translate(
                "personpages", "Lost there (on penalties too), or withdrew (a walkover)"
            ),
        ),
        Column(
            "",
            lambda x: (
                stage_text(x)
                + (
                    QCoreApplication.translate("personpages", " (over {held})").format(
                        held=x.held.words(gettext)
                    )
                    if x.held
                    else ""
                )
            ),
            stretch=True,
        ),
    ]


def stage_lines(page: TeamPage) -> list[StageLine]:
    """The knockout rounds of each competition, the furthest first."""
    return [
        StageLine(c.competition, s, c.held)
        for c in page.competitions
        for s in reversed(c.stages)  # listed in the order a team goes through them
    ]


def _page_layout(widget: QWidget, title: QLabel, summary: QLabel, tabs: QTabWidget) -> None:
    title.setTextFormat(Qt.TextFormat.RichText)
    summary.setWordWrap(True)
    summary.setTextFormat(Qt.TextFormat.RichText)
    layout = QVBoxLayout(widget)
    layout.addWidget(title)
    layout.addWidget(summary)
    layout.addWidget(tabs, 1)


def _stacked(name: str, *tables: tuple[str, QWidget]) -> QScrollArea:
    """Short tables one under the other, each under its title, scrolled together; ``name``
    is what a screen reader says for the scrolled area."""
    box = QWidget()
    stacked = QVBoxLayout(box)
    for text, view in tables:
        label = QLabel(f"<b>{text}</b>")
        label.setBuddy(view)
        stacked.addWidget(label)
        stacked.addWidget(view)
    stacked.addStretch(1)
    scroll = QScrollArea()
    scroll.setAccessibleName(name)
    scroll.setWidgetResizable(True)
    scroll.setWidget(box)
    return scroll


def _heading(text: str) -> str:
    escaped = text.replace("&", "&amp;").replace("<", "&lt;")
    return QCoreApplication.translate(
        "personpages", "<span style='font-size:15pt; font-weight:600'>{escaped}</span>"
    ).format(escaped=escaped)


class TeamPageView(QWidget):
    """A team's records (tabs: record by competition, head to head, matches)."""

    #: A team's page was asked for (its name): an opponent's.
    teamRequested = Signal(str)
    #: A match was asked for (a logged match's id).
    matchRequested = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("teamPage")
        self.page: TeamPage | None = None
        self.title = QLabel()
        self.title.setObjectName("teamTitle")
        self.summary = QLabel()
        self.summary.setObjectName("teamSummary")
        self.competitions = RecordTable(_competition_columns(), self)
        self.competitions_view = record_view(self.competitions, "teamCompetitions")
        self.competitions_view.setAccessibleName(self.tr("Competitions"))
        self.stages = RecordTable(_stage_columns(), self)
        self.stages_view = record_view(self.stages, "teamStages")
        self.stages_view.setAccessibleName(self.tr("Rounds reached"))
        self.opponents = RecordTable(cols.opponents(), self)
        self.opponents_view = record_view(self.opponents, "teamOpponents")
        self.opponents_view.setAccessibleName(self.tr("Head to head"))
        self.opponents_view.activated.connect(
            lambda index: self.teamRequested.emit(index.data(ROW_ROLE).name)
        )
        self.matches = RecordTable(cols.team_matches(""), self, greyed=lambda m: not m.played)
        self.matches_view = record_view(self.matches, "teamMatches")
        self.matches_view.setAccessibleName(self.tr("Matches"))
        self.matches_view.activated.connect(self._on_matches_view_activated)
        self.tabs = QTabWidget()
        self.tabs.setObjectName("teamTabs")
        self.tabs.addTab(
            _stacked(
                self.tr("Record"),
                (self.tr("By competition"), self.competitions_view),
                (self.tr("Knockout rounds"), self.stages_view),
            ),
            self.tr("&Record"),
        )
        self.tabs.addTab(self.opponents_view, self.tr("&Head to head"))
        self.tabs.addTab(self.matches_view, self.tr("&Matches"))
        _page_layout(self, self.title, self.summary, self.tabs)

    def show_team(self, service: RecordsService, team_id: int) -> None:
        """Show a team's page (ServiceError if it is gone)."""
        page = service.team(team_id)
        self.page = page
        # Its other names, where its matches under them count too: "USA (United States)".
        also = f" ({', '.join(page.names)})" if page.names else ""
        self.title.setText(_heading(page.name + also))
        lines = [
            self.tr("<b>All matches</b>: {record_text}").format(
                record_text=record_text(page.overall)
            )
        ]
        if page.competitive.played != page.overall.played:
            lines.append(
                self.tr("<b>Competitive</b>: {record_text}").format(
                    record_text=record_text(page.competitive)
                )
            )
        today = dt.date.today()
        # A cancelled match is no fixture to play nor a result missing: it never will be.
        # An abandoned one was begun and has no result: no fixture either.
        waiting = [m for m in page.matches if not m.played and not m.cancelled and not m.abandoned]
        abandoned = sum(m.abandoned and not m.cancelled for m in page.matches)
        passed = sum(1 for m in waiting if day_passed(m.date, today))
        fixtures = len(waiting) - passed
        cancelled = sum(m.cancelled for m in page.matches)
        if fixtures:
            lines.append(
                self.tr("{fixtures} fixture{value} to play").format(
                    fixtures=fixtures, value="s" if fixtures != 1 else ""
                )
            )
        if passed == 1:
            lines.append(self.tr("1 match with no result though its day has passed"))
        elif passed:
            lines.append(
                self.tr("{passed} matches with no result though their day has passed").format(
                    passed=passed
                )
            )
        if abandoned == 1:
            lines.append(self.tr("1 match abandoned, no result"))
        elif abandoned:
            lines.append(
                self.tr("{abandoned} matches abandoned, no result").format(abandoned=abandoned)
            )
        if cancelled == 1:
            lines.append(self.tr("1 match cancelled, never played"))
        elif cancelled:
            lines.append(
                self.tr("{cancelled} matches cancelled, never played").format(cancelled=cancelled)
            )
        self.summary.setText("<br>".join(lines))
        self.competitions.set_rows(page.competitions)
        self.stages.set_rows(stage_lines(page))
        fit_height(self.competitions_view)
        fit_height(self.stages_view)
        self.opponents.set_rows(page.opponents)
        # The columns read the match from this team's side.
        self.matches.columns = tuple(cols.team_matches(page.name))
        self.matches.set_rows(page.matches)

    def _on_matches_view_activated(self, index: QModelIndex) -> None:
        match: PlayedMatch = index.data(ROW_ROLE)
        column = self.matches.columns[index.column()]
        if cols.titled(column, "Opponent") and self.page is not None:
            self.teamRequested.emit(match.opponent(self.page.name))
        elif match.record is RecordKind.LOGGED:
            self.matchRequested.emit(match.id)


class PlayerPageView(QWidget):
    """A player's records (tabs: tallies per competition and per edition, matches)."""

    #: A team's page was asked for (its name).
    teamRequested = Signal(str)
    #: A match was asked for (a logged match's id).
    matchRequested = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("playerPage")
        self.page: PlayerPage | None = None
        self.title = QLabel()
        self.title.setObjectName("playerTitle")
        self.summary = QLabel()
        self.summary.setObjectName("playerSummary")
        self.totals = RecordTable(cols.tallies(), self)
        self.totals_view = record_view(self.totals, "playerTallies")
        self.totals_view.setAccessibleName(self.tr("Totals"))
        self.editions = RecordTable(cols.tallies(), self)
        self.editions_view = record_view(self.editions, "playerEditions")
        self.editions_view.setAccessibleName(self.tr("Competitions played"))
        self.lines = RecordTable(cols.player_lines(), self)
        self.lines_view = record_view(self.lines, "playerMatches")
        self.lines_view.setAccessibleName(self.tr("Matches"))
        self.lines_view.activated.connect(self._on_lines_view_activated)
        self.tabs = QTabWidget()
        self.tabs.setObjectName("playerTabs")
        self.tabs.addTab(
            _stacked(
                self.tr("Tallies"),
                (self.tr("By competition"), self.totals_view),
                (self.tr("By edition"), self.editions_view),
            ),
            self.tr("&Tallies"),
        )
        self.tabs.addTab(self.lines_view, self.tr("&Matches"))
        _page_layout(self, self.title, self.summary, self.tabs)

    def show_player(self, service: RecordsService, person_id: int) -> None:
        """Show a player's page (ServiceError if he is gone)."""
        page = service.player(person_id)
        self.page = page
        person = page.person
        self.title.setText(_heading(person.name))
        facts = []
        teams = sorted({line.team for _, line in page.lines if line.team})
        if teams:
            facts.append(self.tr("Played for {join}").format(join=", ".join(teams)))
        if person.date_of_birth is not None:
            facts.append(self.tr("born {date}").format(date=cols.day(person.date_of_birth)))
        others = [n for n in person.names if n != person.name]
        if others:
            facts.append(self.tr("also known as {join}").format(join=", ".join(others)))
        total, cover = page.total, page.cover
        apps = appearances_figure(total.appearances, cover, language())
        goals = figure(total.goals, cover, Need.SCORERS, language())
        tally = self.tr("<b>{apps}</b> appearance{value}, <b>{goals}</b> goal{value2}").format(
            apps=apps,
            value="s" if total.appearances != 1 else "",
            goals=goals,
            value2="s" if total.goals != 1 else "",
        )
        if total.penalties:
            tally += self.tr(" ({figure} pen.)").format(
                figure=figure(total.penalties, cover, Need.SCORERS, language())
            )
        if total.with_lineups:
            tally += self.tr(", {assists} assist{value}").format(
                assists=total.assists, value="s" if total.assists != 1 else ""
            )
        if total.yellows or total.reds:
            yellows, reds = (
                figure(n, cover, Need.CARDS, language()) for n in (total.yellows, total.reds)
            )
            tally += self.tr(", {yellows} yellow, {reds} red").format(yellows=yellows, reds=reds)
        known = appearances_known(cover, language())
        if known and total.appearances < cover.matches:
            tally += self.tr(
                "<br><span style='color:gray'>{value} of his teams (a result lists its scorers only): minutes, starts and assists count only those; ≥ marks a figure that may be higher.</span>"
            ).format(value=known[:1].upper() + known[1:])
        self.summary.setText(" · ".join(facts) + ("<br>" if facts else "") + tally)
        self.totals.set_rows(
            [*page.competitions, Tally(self.tr("All matches"), total, None, cover)]
        )
        self.editions.set_rows(page.editions)
        fit_height(self.totals_view)
        fit_height(self.editions_view)
        self.lines.set_rows(page.lines)

    def _on_lines_view_activated(self, index: QModelIndex) -> None:
        match, line = index.data(ROW_ROLE)
        column = self.lines.columns[index.column()]
        if cols.titled(column, "Team") and line.team:
            self.teamRequested.emit(line.team)
        elif cols.titled(column, "Opponent") and line.team:
            self.teamRequested.emit(match.opponent(line.team))
        elif match.record is RecordKind.LOGGED:
            self.matchRequested.emit(match.id)


__all__ = ["PlayerPageView", "TeamPageView", "record_text", "stage_text"]
