"""The match clock: start and end each period, and the default minute of new events.

While a period runs, the clock ticks from the moment of the whistle and gives the
minute in football notation (``45'+2`` in added time). The moment of a whistle blown
here is kept in the settings, on disk at once, so a restarted window keeps ticking.
Where the settings do not have it (the window was killed before they were written,
the match is followed from another machine, the settings were wiped), the clock ticks
from when the period's start was logged, which the log keeps with the event
(:mod:`tracker.core.match.kickoff`). A minute typed
into the clock (logging after the fact) is for the next entry only, marked as such
while it holds: logging an event, a period starting or ending, another match opened,
Escape in the field or "Live" all go back to the running clock.
"""

from __future__ import annotations

import datetime as dt
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import cast

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QSettings, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QColor, QFont, QKeyEvent, QPalette
from PySide6.QtWidgets import QHBoxLayout, QLabel, QLineEdit, QMenu, QToolButton, QWidget

from tracker.core.match.events import Event, MatchEnd, PeriodEnd, PeriodStart
from tracker.core.match.kickoff import logged_kickoff, logged_start
from tracker.core.match.matchtime import MAX_ADDED, MatchTime, Period
from tracker.core.match.model import Side
from tracker.core.match.quickentry import QuickEntryError, in_interval, read_time
from tracker.core.match.replay import MatchState
from tracker.core.match.shootout import shootout_decided
from tracker.core.results.rounds import decided_on_the_day
from tracker.core.results.ties import FirstLeg
from tracker.ui.common.errortext import readable
from tracker.ui.common.translation import QT_TRANSLATE_NOOP
from tracker.ui.common.undokeys import WindowUndoKeys
from tracker.ui.match.scoreboard import period_name

#: What the Minute box says once the match is over.
FULL_TIME = QT_TRANSLATE_NOOP("MatchClock", "full time")


@dataclass(frozen=True)
class Whistle:
    """One thing the referee can do next, and the events that record it."""

    label: str
    events: tuple[Event, ...]


def live_time(period: Period, elapsed_seconds: float, *, ending: bool = False) -> MatchTime | None:
    """The match time ``elapsed_seconds`` into ``period``: the running minute, as the
    clock shows it and events in it are written (47:30 of the first half is 45'+3). A
    whistle ending the period is filed in the minute it went, never before the
    period's end (the clock may have been started late).

    None past the most added time a match time can hold (a period left running for
    hours): no minute to give.
    """
    if period is Period.SHOOTOUT:
        return MatchTime.shootout()
    whole = int(max(0.0, elapsed_seconds) // 60)
    minute = period.start + whole + 1
    if ending:
        minute = max(minute, period.end)
    if minute - period.end > MAX_ADDED:
        return None
    if minute > period.end:
        return MatchTime(period, period.end, minute - period.end)
    return MatchTime(period, minute)


def whistles(
    state: MatchState, end_time: MatchTime | None, first_leg: FirstLeg | None = None
) -> list[Whistle]:
    """What can be whistled next, first the usual thing: ``first_leg``, that of the tie
    a second leg ends, says whether extra time or the shootout follows, as a level
    score does in a knockout match."""
    if state.over:
        return []
    period = state.period
    if period is None:
        return [
            Whistle(
                QCoreApplication.translate("clock", "Kick-off"),
                (PeriodStart(MatchTime(Period.FIRST_HALF, 0)),),
            )
        ]
    if state.running:
        end = MatchTime.shootout() if period is Period.SHOOTOUT else end_time
        if end is None or end.period is not period:
            end = MatchTime(period, period.end) if period is not Period.SHOOTOUT else end
        assert end is not None
        name = (
            QCoreApplication.translate("clock", "the shootout")
            if period is Period.SHOOTOUT
            else period_name(period, in_sentence=True)
        )
        out = [
            Whistle(
                QCoreApplication.translate("clock", "End of {name}").format(name=name),
                (PeriodEnd(end),),
            )
        ]
        if period in (Period.SECOND_HALF, Period.EXTRA_SECOND, Period.SHOOTOUT):
            full_time = Whistle(
                QCoreApplication.translate("clock", "Full time"), (PeriodEnd(end), MatchEnd(end))
            )
            # A decided shootout is the end of the match: nothing can follow it.
            first = period is Period.SHOOTOUT and shootout_decided(state)
            out.insert(0 if first else len(out), full_time)
        return out
    ended = state.period_ends.get(period) or (
        MatchTime.shootout() if period is Period.SHOOTOUT else MatchTime(period, period.end)
    )
    starts = {
        Period.FIRST_HALF: [Period.SECOND_HALF],
        Period.SECOND_HALF: [Period.EXTRA_FIRST, Period.SHOOTOUT],
        Period.EXTRA_FIRST: [Period.EXTRA_SECOND],
        Period.EXTRA_SECOND: [Period.SHOOTOUT],
        Period.SHOOTOUT: [],
    }[period]
    out = []
    for nxt in starts:
        when = MatchTime.shootout() if nxt is Period.SHOOTOUT else MatchTime(nxt, nxt.start)
        out.append(
            Whistle(
                QCoreApplication.translate("clock", "Start {lower}").format(
                    lower=period_name(nxt, in_sentence=True)
                ),
                (PeriodStart(when),),
            )
        )
    if period is not Period.FIRST_HALF and period is not Period.EXTRA_FIRST:
        full_time = Whistle(QCoreApplication.translate("clock", "Full time"), (MatchEnd(ended),))
        out.insert(len(out) if _plays_on(state, first_leg) else 0, full_time)
    return out


def _plays_on(state: MatchState, first_leg: FirstLeg | None) -> bool:
    """Whether the match plays on after the period that has ended, rather than end
    there: level after extra time (a shootout follows), or level after ninety minutes
    of a knockout match; in a second leg whose first leg is known, the tie level."""
    home, away = state.score[Side.HOME], state.score[Side.AWAY]
    if first_leg is not None:
        return first_leg.level_with(home, away)
    return home == away and (
        state.period is Period.EXTRA_SECOND or decided_on_the_day(state.match.stage)
    )


class WhistleButton(QToolButton):
    """The clock's whistle button: never narrower than its whole label.

    Its label says which whistle F9 blows ("End of extra time, second half"), so a
    layout short of room squeezes the other parts of the clock, or hides player actions
    in their tool bar's overflow, and the window keeps at least the room it needs; the
    button is never cut to "End of ex…".
    """

    #: The least width, so that short labels ("Kick-off") keep one size.
    FLOOR = 150

    def sizeHint(self) -> QSize:
        """The whole label and its menu arrow, at least :attr:`FLOOR` wide."""
        hint = super().sizeHint()
        return QSize(max(hint.width(), self.FLOOR), hint.height())

    def minimumSizeHint(self) -> QSize:
        """As wide as the whole label needs: the button shrinks no further."""
        return self.sizeHint()


class MatchClock(QWidget):
    """Period whistles, the ticking match time and the minute for new events."""

    #: The user blew a whistle: the events to log, as one gesture.
    whistled = Signal(object)
    #: The default minute changed (each tick, a pin, a new state).
    timeChanged = Signal(str)
    #: A whistle was not blown: why, for the user.
    refused = Signal(str)

    def __init__(
        self,
        settings: QSettings,
        now: Callable[[], float] = time.time,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("matchClock")
        self.setAccessibleName(self.tr("Match clock"))
        self._settings = settings
        self._now = now
        self._state: MatchState | None = None
        #: The first leg of the tie the match ends, if known (see :func:`whistles`).
        self._first_leg: FirstLeg | None = None
        self._match_key: str | None = None
        self._pending: tuple[Period, float] | None = None
        #: The logged start of the running period, as judged when it came to be shown
        #: (what it was judged for, and the moment if believed): a clock ticking from it
        #: does not stop when a later event is logged.
        self._logged: tuple[tuple[object, ...], float | None] = ((), None)
        self._options: list[Whistle] = []
        self.display = QLabel("–")
        font = QFont(self.display.font())
        font.setPointSizeF(font.pointSizeF() * 1.5)
        font.setBold(True)
        font.setFamily("DejaVu Sans Mono")
        self.display.setFont(font)
        self.display.setMinimumWidth(90)
        self.display.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.display.setToolTip(self.tr("Time played in the current period"))
        self.minute_edit = QLineEdit()
        self.minute_edit.setPlaceholderText(self.tr("minute"))
        self.minute_edit.setMaximumWidth(80)
        self.minute_edit.setObjectName("minuteEdit")
        self.minute_edit.setAccessibleName(self.tr("Minute for new events"))
        self.minute_edit.setAccessibleDescription(
            self.tr("Empty: the running clock's minute. A typed minute is for the next entry only.")
        )
        self.minute_edit.setToolTip(
            self.tr(
                "Minute given to new events. Type one (55, 45+2) to log the next entry after "
                "the fact; then, or with Escape or Live, the running clock's minute again."
            )
        )
        self.minute_edit.textEdited.connect(self._on_minute_edit_text_edited)
        self.minute_edit.installEventFilter(self)
        # The running minute shown there is the clock's, not text of the user's to undo.
        WindowUndoKeys(self.minute_edit, lambda: not self._pinned)
        #: Says, while a typed minute holds, that it is for the next entry only.
        self.pin_mark = QLabel(self.tr("next entry only · Esc: live"))
        self.pin_mark.setObjectName("pinMark")
        amber = readable(QColor("#8a5a00"), self.palette().color(QPalette.ColorRole.Window))
        self.pin_mark.setStyleSheet(f"color: {amber.name()}; font-weight: bold;")
        self.pin_mark.hide()
        self.live_button = QToolButton()
        self.live_button.setText(self.tr("Live"))
        self.live_button.setToolTip(
            self.tr("Use the running clock for new events (Escape in the minute)")
        )
        self.live_button.clicked.connect(self.unpin)
        self.whistle_button = WhistleButton()
        self.whistle_button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self.whistle_button.setPopupMode(QToolButton.ToolButtonPopupMode.MenuButtonPopup)
        self.whistle_button.clicked.connect(lambda: self.blow(0))
        self.whistle_button.setToolTip(self.tr("Start or end the period (F9)"))
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.display)
        layout.addWidget(QLabel(self.tr("Minute:")))
        layout.addWidget(self.minute_edit)
        layout.addWidget(self.pin_mark)
        layout.addWidget(self.live_button)
        layout.addWidget(self.whistle_button)
        self._timer = QTimer(self)
        self._timer.setInterval(1000)
        self._timer.timeout.connect(self._refresh)
        self._pinned = False
        #: The open match and where it stands (period, running): a typed minute goes
        #: when it moves on.
        self._phase: tuple[object, ...] = ()

    # --- state ------------------------------------------------------------------
    def show_state(
        self,
        match_key: str | None,
        state: MatchState | None,
        first_leg: FirstLeg | None = None,
    ) -> None:
        """Follow the open match (``match_key`` names it across databases): whistles, ticking.

        A typed minute is dropped when a period starts or ends or another match opens:
        it was given for a moment of the match that has passed. ``first_leg``: that of
        the tie the match ends, if it is a second leg and the leg is known.
        """
        phase = (match_key, state.period, state.running) if state is not None else (match_key,)
        if phase != self._phase and self._pinned:
            self.unpin()
        self._phase = phase
        self._match_key, self._state, self._first_leg = match_key, state, first_leg
        if state is not None and self._pending is not None:
            period, started = self._pending
            if state.running and state.period is period:
                self._settings.setValue(self._key(), f"{int(period)}:{started}")
                # On disk at once: settings are written lazily, and a window killed
                # just after the whistle would reopen without the moment.
                self._settings.sync()
        self._pending = None
        self._judge_logged_start()
        self._rebuild_whistles()
        if self._anchor() is not None:
            self._timer.start()
        else:
            self._timer.stop()
        self._refresh()

    def _key(self) -> str:
        return f"clock/{self._match_key}"

    def _anchor(self) -> float | None:
        """When the running period started: blown here (kept in the settings), else as
        logged, if the clock knows."""
        state = self._state
        if state is None or not state.running or state.period is None or not self._match_key:
            return None
        raw = str(self._settings.value(self._key(), "") or "")
        period, _, started = raw.partition(":")
        if period != str(int(state.period)):
            return self._logged[1]
        try:
            return float(started)
        except ValueError:
            return self._logged[1]

    def _judge_logged_start(self) -> None:
        """Believe or not when the running period's start was logged, once for each start."""
        state = self._state
        if state is None or not state.running:
            self._logged = ((), None)
            return
        judged = (self._match_key, state.period, logged_start(state))
        if judged == self._logged[0]:
            return
        now = dt.datetime.fromtimestamp(self._now(), dt.timezone.utc)
        believed = logged_kickoff(state, now)
        self._logged = (judged, believed.timestamp() if believed is not None else None)

    def _rebuild_whistles(self) -> None:
        state = self._state
        shown = [option.label for option in self._options]
        self._options = (
            whistles(state, self.end_time(), self._first_leg) if state is not None else []
        )
        labels = [option.label for option in self._options]
        if labels:
            text = labels[0]
        elif state is None:
            text = self.tr("No match")
        else:
            text = (
                self.tr("Match abandoned") if state.abandoned is not None else self.tr("Full time")
            )
        if labels == shown and self.whistle_button.text() == text:
            # The same whistles as before (most events change none): the menu's entries
            # blow by index, so they stay right, and building it again costs a frame.
            return
        menu = QMenu(self)
        for i, option in enumerate(self._options):
            action = QAction(option.label, menu)
            action.triggered.connect(lambda _=False, i=i: self.blow(i))
            menu.addAction(action)
        old = self.whistle_button.menu()
        # Qt takes None for no menu; the stubs do not say so.
        self.whistle_button.setMenu(menu if len(self._options) > 1 else None)  # type: ignore[arg-type]
        if old is not None:
            old.deleteLater()
        self.whistle_button.setText(text)
        self.whistle_button.setEnabled(bool(self._options))

    @property
    def options(self) -> list[Whistle]:
        """What can be whistled now."""
        return list(self._options)

    def blow(self, index: int = 0) -> None:
        """Whistle option ``index`` (0 is the usual next step)."""
        if not 0 <= index < len(self._options):
            return
        option = self._options[index]
        first = option.events[0]
        state = self._state
        if state is not None and isinstance(first, PeriodEnd | MatchEnd):
            end = self.end_time()
            if self._pinned and (end is None or end.period is not state.period):
                self.refused.emit(self._pinned_refusal())
                return
            # Recompute the end time now: the menu was built at the last state change.
            fresh = whistles(state, end, self._first_leg)
            option = next((w for w in fresh if w.label == option.label), option)
            first = option.events[0]
        if isinstance(first, PeriodStart):
            self._pending = (first.period, self._now())
        self.whistled.emit(list(option.events))

    # --- the minute ---------------------------------------------------------------
    def elapsed(self) -> float | None:
        """Seconds since the running period started, if the clock knows when."""
        anchor = self._anchor()
        # Never before the whistle: a start logged on a machine whose clock runs ahead.
        return None if anchor is None else max(0.0, self._now() - anchor)

    def live(self) -> MatchTime | None:
        """The running minute, if the clock runs."""
        elapsed = self.elapsed()
        state = self._state
        if elapsed is None or state is None or state.period is None:
            return None
        return live_time(state.period, elapsed)

    def end_time(self) -> MatchTime | None:
        """The time to record if the running period ended now."""
        state = self._state
        if state is None or state.period is None:
            return None
        if state.period is Period.SHOOTOUT:
            return MatchTime.shootout()
        if self._pinned:
            try:
                return read_time(self.minute_edit.text(), state.period)
            except QuickEntryError:
                return None
        last = state.last_time
        logged = last if last is not None and last.period is state.period else None
        elapsed = self.elapsed()
        ending = live_time(state.period, elapsed, ending=True) if elapsed is not None else None
        if ending is not None:
            # Never before what is logged in the period: a booking in the 46th minute
            # (45'+1) and the whistle 50 seconds later end the half at 45'+1, not 45'.
            return max(ending, logged) if logged is not None else ending
        if logged is not None:
            return max(logged, MatchTime(state.period, state.period.end))
        return None

    def current_time(self) -> MatchTime:
        """The minute for a new event; raises QuickEntryError if the pinned text is bad."""
        state = self._state
        period = state.period if state is not None else None
        if period is Period.SHOOTOUT and state is not None and state.running:
            return MatchTime.shootout()
        if self._pinned:
            between = state is not None and in_interval(state)
            return read_time(self.minute_edit.text(), period, interval=between)
        if state is not None and state.over:
            # The clock has stopped: an event added after the fact says its minute.
            raise QuickEntryError(
                self.tr(
                    "the match is over: type the event with its minute in quick entry, "
                    "as in 55 goal Gordon"
                )
            )
        live = self.live()
        if live is not None:
            return live
        if state is not None and state.last_time is not None:
            return state.last_time
        return MatchTime(Period.FIRST_HALF, 0)

    def _pinned_refusal(self) -> str:
        """Why the typed minute cannot end the period being played."""
        state = self._state
        assert state is not None and state.period is not None
        name = period_name(state.period, in_sentence=True)
        try:
            read_time(self.minute_edit.text(), state.period)
        except QuickEntryError as exc:
            # The reason names the minute typed: one colon, not a chain of them.
            return self.tr("Not whistled: {exc}").format(exc=exc)
        return self.tr("Not whistled: the minute typed is not in the {name}").format(name=name)

    def current_period(self) -> Period | None:
        """The period being played or last played."""
        return self._state.period if self._state is not None else None

    def pin(self, text: str) -> None:
        """Give new events this minute until unpinned."""
        self.minute_edit.setText(text)
        self._on_minute_edit_text_edited(text)

    @property
    def pinned(self) -> bool:
        """True while a typed minute (not the clock's) is given to the next entry."""
        return self._pinned

    def unpin(self) -> None:
        """Go back to the running clock for new events."""
        self._set_pinned(False)
        self._refresh()

    def _set_pinned(self, pinned: bool) -> None:
        self._pinned = pinned
        self.minute_edit.setStyleSheet(
            "background: #fff4c2; color: #1a1a1a; border: 2px solid #d9a400;" if pinned else ""
        )
        self.pin_mark.setVisible(pinned)

    def _on_minute_edit_text_edited(self, text: str) -> None:
        self._set_pinned(bool(text.strip()))
        self._refresh()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Escape in the minute field goes back to the clock's minute."""
        if (
            watched is self.minute_edit
            and event.type() == QEvent.Type.KeyPress
            and cast(QKeyEvent, event).key() == Qt.Key.Key_Escape
            and self._pinned
        ):
            self.unpin()
            return True
        return super().eventFilter(watched, event)

    def _refresh(self) -> None:
        elapsed = self.elapsed()
        state = self._state
        if state is not None and state.running and state.period is Period.SHOOTOUT:
            self.display.setText(self.tr("PENS"))
        elif elapsed is not None:
            whole = int(elapsed)
            assert self._state is not None and self._state.period is not None
            base = self._state.period.start * 60 + whole
            self.display.setText(f"{base // 60:02d}:{base % 60:02d}")
        else:
            self.display.setText(self._status_text())
        over = state is not None and state.over
        if over and self._pinned:
            self._set_pinned(False)
        # After full time nothing more is logged: the box says the match is over
        # instead of offering the last minute (or "pens") for a new event.
        self.minute_edit.setEnabled(not over)
        if not self._pinned:
            try:
                text = self.current_time().entry() if state is not None and not over else ""
            except QuickEntryError:
                text = ""
            if over:
                assert state is not None
                text = self.tr(FULL_TIME) if state.finished else self.tr("abandoned")
            if self.minute_edit.text() != text:
                self.minute_edit.setText(text)
        self.live_button.setEnabled(self._pinned)
        self.timeChanged.emit(self.display_text())

    def _status_text(self) -> str:
        state = self._state
        if state is None or state.period is None:
            return "--:--"
        if state.finished:
            return self.tr("FT")
        if state.abandoned is not None:
            return self.tr("ABD")
        if not state.running:
            return self.tr("HT") if state.period is Period.FIRST_HALF else self.tr("break")
        return "--:--"

    def display_text(self) -> str:
        """The match time as the scoreboard shows it."""
        live = self.live()
        return str(live) if live is not None else ""
