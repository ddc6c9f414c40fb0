"""The scoreboard at the top of the window: teams, score, period and match time."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QFont, QFontMetrics, QResizeEvent
from PySide6.QtWidgets import QFrame, QGridLayout, QHBoxLayout, QLabel, QSizePolicy, QWidget

from tracker.core.bidi import isolate
from tracker.core.match.matchtime import Period
from tracker.core.match.model import Side
from tracker.core.match.replay import MatchState, Status
from tracker.core.match.scoreline import score_words
from tracker.core.match.summary import figures_of
from tracker.core.results.rounds import round_words
from tracker.ui.common.plaintext import css_colour, plain_tip
from tracker.ui.common.translation import QT_TRANSLATE_NOOP, long_date

_PERIOD_NAMES = {
    1: (
        QT_TRANSLATE_NOOP("scoreboard", "First half"),
        QT_TRANSLATE_NOOP("scoreboard", "first half"),
    ),
    2: (
        QT_TRANSLATE_NOOP("scoreboard", "Second half"),
        QT_TRANSLATE_NOOP("scoreboard", "second half"),
    ),
    3: (
        QT_TRANSLATE_NOOP("scoreboard", "Extra time, first half"),
        QT_TRANSLATE_NOOP("scoreboard", "extra time, first half"),
    ),
    4: (
        QT_TRANSLATE_NOOP("scoreboard", "Extra time, second half"),
        QT_TRANSLATE_NOOP("scoreboard", "extra time, second half"),
    ),
    5: (
        QT_TRANSLATE_NOOP("scoreboard", "Penalty shootout"),
        QT_TRANSLATE_NOOP("scoreboard", "penalty shootout"),
    ),
}


def period_name(period: Period, *, in_sentence: bool = False) -> str:
    """The period's name in the user's language (``in_sentence``: as written mid-sentence)."""
    return QCoreApplication.translate("scoreboard", _PERIOD_NAMES[int(period)][in_sentence])


def period_text(state: MatchState) -> str:
    """Where the match stands, in words: "Second half", "Half-time", "Full time"…."""
    if state.abandoned is not None:
        return QCoreApplication.translate("scoreboard", "Abandoned at {when}").format(
            when=state.abandoned.time
        )
    if state.status is Status.CONFIRMED:
        return QCoreApplication.translate("scoreboard", "Full time (confirmed)")
    if state.finished:
        return QCoreApplication.translate("scoreboard", "Full time")
    if state.period is None:
        return QCoreApplication.translate("scoreboard", "Not started")
    if state.running:
        return period_name(state.period)
    pause = {
        1: QT_TRANSLATE_NOOP("scoreboard", "Half-time"),
        2: QT_TRANSLATE_NOOP("scoreboard", "End of normal time"),
        3: QT_TRANSLATE_NOOP("scoreboard", "Extra time: half-time"),
        4: QT_TRANSLATE_NOOP("scoreboard", "End of extra time"),
        5: QT_TRANSLATE_NOOP("scoreboard", "Shootout over"),
    }[int(state.period)]
    return QCoreApplication.translate("scoreboard", pause)


def score_text(state: MatchState) -> str:
    """The score in play: ``2 – 1`` (the shootout is told by :func:`result_note`)."""
    return f"{state.score[Side.HOME]} – {state.score[Side.AWAY]}"


def result_note(state: MatchState) -> str:
    """The score as every list writes it, once the bare score does not say it all.

    ``3-3 aet (4-2 pens)`` after extra time and a shootout, ``1-1 (2-0 pens)`` during
    one; "" otherwise.
    """
    figures = figures_of(state)
    if not figures.extra_time and figures.shootout is None:
        return ""
    return score_words(figures.score)  # in the user's language: "3-3 n. V. (4-2 i. E.)"


class _TeamName(QWidget):
    """A team's colour swatch and name; the name is elided rather than pushing the score."""

    def __init__(self, align_right: bool, font: QFont, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.swatch = QLabel("■")
        self.name = QLabel()
        self.name.setTextFormat(Qt.TextFormat.PlainText)  # the name as typed
        self.name.setFont(font)
        self.swatch.setFont(font)
        self.name.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.name.setMinimumWidth(40)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(8)
        if align_right:
            self.name.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            layout.addWidget(self.swatch)
            layout.addWidget(self.name, 1)
        else:
            self.name.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
            layout.addWidget(self.name, 1)
            layout.addWidget(self.swatch)
        self._full = ""

    def set_team(self, name: str, colour: str) -> None:
        """Show this team."""
        self._full = name
        self.swatch.setStyleSheet(f"color: {css_colour(colour, 'transparent')};")
        self._elide()

    def clear(self) -> None:
        """Show no team."""
        self._full = ""
        self.name.clear()
        self.swatch.setStyleSheet("color: transparent;")

    def text(self) -> str:
        """The full team name."""
        return self._full

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Elide the name to the room there is."""
        super().resizeEvent(event)
        self._elide()

    def _elide(self) -> None:
        metrics = QFontMetrics(self.name.font())
        width = max(40, self.name.width())
        self.name.setText(metrics.elidedText(self._full, Qt.TextElideMode.ElideRight, width))


class Scoreboard(QFrame):
    """Teams in their colours, the score, the period and the running time."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("scoreboard")
        self.setAccessibleName(self.tr("Scoreboard"))
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setStyleSheet(
            "#scoreboard { background: #1d2733; border-radius: 6px; }"
            "#scoreboard QLabel { color: white; }"
        )
        big = QFont()
        big.setPointSize(20)
        big.setBold(True)
        self.home = _TeamName(True, big)
        self.away = _TeamName(False, big)
        self.score = QLabel("–")
        self.score.setObjectName("scoreLabel")
        score_font = QFont(big)
        score_font.setPointSize(26)
        self.score.setFont(score_font)
        self.score.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.score.setMinimumWidth(140)
        self.period = QLabel()
        self.period.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.detail = QLabel()
        # Competition, venue, referee as typed.
        self.detail.setTextFormat(Qt.TextFormat.PlainText)
        self.detail.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.detail.setStyleSheet("color: #b8c4d0;")
        layout = QGridLayout(self)
        layout.setContentsMargins(12, 6, 12, 6)
        layout.setVerticalSpacing(0)
        layout.addWidget(self.home, 0, 0)
        layout.addWidget(self.score, 0, 1)
        layout.addWidget(self.away, 0, 2)
        layout.addWidget(self.period, 1, 0, 1, 3)
        layout.addWidget(self.detail, 2, 0, 1, 3)
        layout.setColumnStretch(0, 1)
        layout.setColumnStretch(2, 1)
        self._time = ""
        self._state: MatchState | None = None

    def show_state(self, state: MatchState | None) -> None:
        """Show this state (or nothing)."""
        self._state = state
        if state is None:
            for label in (self.home, self.away, self.score, self.period, self.detail):
                label.clear()
            return
        match = state.match
        for label, side in ((self.home, Side.HOME), (self.away, Side.AWAY)):
            team = match.team(side)
            label.set_team(team.name, team.colour)
            label.setToolTip(
                plain_tip(
                    self.tr("{name} — manager {manager}").format(
                        name=isolate(team.name), manager=team.manager
                    )
                    if team.manager
                    else team.name
                )
            )
        self.show_figures(state)

    def show_figures(self, state: MatchState) -> None:
        """Show what an event of the same match can change: score, period, half-time score."""
        self._state = state
        match = state.match
        self.score.setText(score_text(state))
        self.score.setAccessibleName(self.tr("score {score}").format(score=figures_of(state).score))
        ht = state.half_time_score()
        facts = [
            # A round under our names ("Semi-final") in the window's language, as records show it.
            " – ".join(x for x in (match.competition, round_words(match.stage)) if x),
            match.venue,
            long_date(match.date) if match.date else "",
            self.tr("HT {ht}–{ht2}").format(ht=ht[0], ht2=ht[1]) if ht else "",
        ]
        self.detail.setText("  ·  ".join(x for x in facts if x))
        self._show_period()

    def show_time(self, text: str) -> None:
        """The running match time, e.g. ``67'`` (empty when the clock is not running)."""
        self._time = text
        self._show_period()

    def _show_period(self) -> None:
        if self._state is None:
            self.period.clear()
            return
        # In a shootout the clock says "pens", which the period says already.
        shootout = self._state.period is Period.SHOOTOUT
        running = self._state.running and self._time and not shootout
        text = f"{period_text(self._state)}  {self._time}" if running else period_text(self._state)
        note = result_note(self._state)
        self.period.setText(f"{text}  ·  {note}" if note else text)
