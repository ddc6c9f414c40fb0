"""The scoreboard at the top of the window: teams, score, period and match time."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QWidget

from tracker.core.model import Side
from tracker.core.state import MatchState, Status


def period_text(state: MatchState) -> str:
    """Where the match stands, in words: "Second half", "Half-time", "Full time"…."""
    if state.status is Status.CONFIRMED:
        return "Full time (confirmed)"
    if state.finished:
        return "Full time"
    if state.period is None:
        return "Not started"
    if state.running:
        return state.period.label
    return {
        1: "Half-time",
        2: "End of normal time",
        3: "Extra time: half-time",
        4: "End of extra time",
        5: "Shootout over",
    }[int(state.period)]


def score_text(state: MatchState) -> str:
    """The score, with the shootout when there was one: ``2 – 1`` or ``1 – 1 (4–3 p)``."""
    text = f"{state.score[Side.HOME]} – {state.score[Side.AWAY]}"
    if state.went_to_shootout:
        text += f"  ({state.shootout[Side.HOME]}–{state.shootout[Side.AWAY]} p)"
    return text


class Scoreboard(QFrame):
    """Teams in their colours, the score, the period and the running time."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("scoreboard")
        self.setAccessibleName("scoreboard")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setStyleSheet(
            "#scoreboard { background: #1d2733; border-radius: 6px; }"
            "#scoreboard QLabel { color: white; }"
        )
        big = QFont()
        big.setPointSize(20)
        big.setBold(True)
        self.home = QLabel()
        self.away = QLabel()
        self.score = QLabel("–")
        self.score.setObjectName("scoreLabel")
        for label in (self.home, self.away, self.score):
            label.setFont(big)
        score_font = QFont(big)
        score_font.setPointSize(26)
        self.score.setFont(score_font)
        self.home.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.away.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        self.score.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.score.setMinimumWidth(140)
        self.period = QLabel()
        self.period.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.detail = QLabel()
        self.detail.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.detail.setStyleSheet("color: #b8c4d0;")
        layout = QGridLayout(self)
        layout.setContentsMargins(12, 6, 12, 6)
        layout.setVerticalSpacing(0)
        layout.addWidget(self.home, 0, 0)
        layout.addWidget(self.score, 0, 1)
        layout.addWidget(self.away, 0, 2)
        layout.addWidget(self.period, 1, 1)
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
            label.setText(
                f"<span style='color:{team.colour}'>■</span> {team.name}"
                if side is Side.HOME
                else f"{team.name} <span style='color:{team.colour}'>■</span>"
            )
            label.setToolTip(f"{team.name} — manager {team.manager}" if team.manager else "")
        self.score.setText(score_text(state))
        self.score.setAccessibleName(f"score {score_text(state)}")
        ht = state.half_time_score()
        facts = [
            " – ".join(x for x in (match.competition, match.stage) if x),
            match.venue,
            match.date.strftime("%-d %B %Y") if match.date else "",
            f"HT {ht[0]}–{ht[1]}" if ht else "",
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
        running = self._state.running and self._time
        self.period.setText(
            f"{period_text(self._state)}  {self._time}" if running else period_text(self._state)
        )
