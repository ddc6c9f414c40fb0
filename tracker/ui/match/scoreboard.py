"""The scoreboard at the top of the window: teams, score, period and match time; in a
tie's second leg whose first leg the library holds, the tie as it stands."""

from __future__ import annotations

from typing import TYPE_CHECKING

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

if TYPE_CHECKING:  # the results' ties load with the first leg, not with the window
    from tracker.core.results.ties import FirstLeg

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


#: Who goes through a tie, by whether its second leg is over and what decides it.
_THROUGH = {
    (False, "on aggregate"): QT_TRANSLATE_NOOP("scoreboard", "{team} would go through"),
    (False, "on away goals"): QT_TRANSLATE_NOOP(
        "scoreboard", "{team} would go through on away goals"
    ),
    (True, "on aggregate"): QT_TRANSLATE_NOOP("scoreboard", "{team} through"),
    (True, "on away goals"): QT_TRANSLATE_NOOP("scoreboard", "{team} through on away goals"),
    (True, "on penalties"): QT_TRANSLATE_NOOP("scoreboard", "{team} through on penalties"),
}


def tie_text(state: MatchState, first_leg: FirstLeg) -> str:
    """A second leg's tie as it stands, scores in the scoreboard's order (home first):
    "Aggregate 3-2 · Rovers would go through", with away goals where they count;
    "Aggregate 2-2 · level" when extra time or a shootout would follow."""
    over = state.finished
    # A shootout decides only once it is over: its kicks so far put nobody through.
    kicks = (state.shootout[Side.HOME], state.shootout[Side.AWAY])
    standing = first_leg.standing(
        state.score[Side.HOME],
        state.score[Side.AWAY],
        kicks if over and state.went_to_shootout else None,
    )
    score = f"{standing.aggregate[0]}-{standing.aggregate[1]}"
    if standing.away_goals is None:
        said = QCoreApplication.translate("scoreboard", "Aggregate {score}").format(score=score)
    else:
        away = f"{standing.away_goals[0]}-{standing.away_goals[1]}"
        said = QCoreApplication.translate(
            "scoreboard", "Aggregate {score}, away goals {away}"
        ).format(score=score, away=away)
    if standing.ahead is None:
        level = QCoreApplication.translate("scoreboard", "level")
        return f"{said}  ·  {level}"
    team = isolate(state.match.team(standing.ahead).name)
    through = QCoreApplication.translate("scoreboard", _THROUGH[(over, standing.decider.value)])
    through = through.format(team=team)
    return f"{said}  ·  {through}"


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
        self.tie = QLabel()
        self.tie.setObjectName("tieLabel")
        self.tie.setTextFormat(Qt.TextFormat.PlainText)  # team names as typed
        self.tie.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.tie.hide()
        layout = QGridLayout(self)
        layout.setContentsMargins(12, 6, 12, 6)
        layout.setVerticalSpacing(0)
        layout.addWidget(self.home, 0, 0)
        layout.addWidget(self.score, 0, 1)
        layout.addWidget(self.away, 0, 2)
        layout.addWidget(self.period, 1, 0, 1, 3)
        layout.addWidget(self.detail, 2, 0, 1, 3)
        layout.addWidget(self.tie, 3, 0, 1, 3)
        layout.setColumnStretch(0, 1)
        layout.setColumnStretch(2, 1)
        self._time = ""
        self._state: MatchState | None = None
        self._first_leg: FirstLeg | None = None

    def show_state(self, state: MatchState | None) -> None:
        """Show this state (or nothing)."""
        self._state = state
        if state is None:
            for label in (self.home, self.away, self.score, self.period, self.detail):
                label.clear()
            self.show_first_leg(None)
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
        self._show_tie()

    def show_first_leg(self, first_leg: FirstLeg | None) -> None:
        """The first leg of the tie the match shown ends (None: not a second leg, or its
        first leg not known: no aggregate is shown, none guessed)."""
        self._first_leg = first_leg
        self._show_tie()

    def _show_tie(self) -> None:
        state, first_leg = self._state, self._first_leg
        # An abandoned second leg puts nobody through on its score.
        if state is None or first_leg is None or state.abandoned is not None:
            self.tie.clear()
            self.tie.hide()
            return
        self.tie.setText(tie_text(state, first_leg))
        self.tie.show()

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
