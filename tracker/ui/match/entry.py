"""Events logged, corrected and deleted from the window's gestures, one undo step each.

Quick entry, the clock's whistle, the actions on the selected player, a substitute
dragged onto the pitch, a double-click or Delete in the log: each becomes an undo
command (:mod:`tracker.ui.match.commands`) after the questions it needs
(:mod:`tracker.ui.match.questions`, :mod:`tracker.ui.match.secondyellow`), and the
status line says how the event was filed. The window's words (its translation
context) are kept.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication

from tracker.core.match.describe import describe
from tracker.core.match.events import (
    Event,
    Goal,
    MatchEnd,
    PeriodEnd,
    PeriodStart,
    Substitution,
)
from tracker.core.match.matchtime import MatchTime, Period
from tracker.core.match.model import Match, Side
from tracker.core.match.quickentry import QuickEntryError, interval_time
from tracker.core.results.deciders import shootout_unchecked
from tracker.core.results.ties import extra_time_flags
from tracker.ui.match.commands import (
    CorrectTogetherCommand,
    DeleteEventCommand,
    EditEventCommand,
    LogEventCommand,
    MoveEventCommand,
    perform,
    perform_all,
)
from tracker.ui.match.questions import (
    extra_time_if_knockout,
    file_in_ended_period,
    file_in_long_added_time,
    level_after_change,
    level_without_decider,
    not_level_after,
    not_level_asked,
    play_on_if_not_level,
    undecided_asked,
)
from tracker.ui.match.undotext import undo_text

if TYPE_CHECKING:
    from PySide6.QtGui import QUndoStack
    from PySide6.QtWidgets import QWidget

    from tracker.ui.match.clock import MatchClock
    from tracker.ui.match.commands import _ServiceCommand
    from tracker.ui.match.document import MatchDocument
    from tracker.ui.match.quickentry import QuickEntry
    from tracker.ui.match.statusline import StatusLine


#: Minutes short of a period's end the clock may show when its whistle is pressed
#: before the status line says that the whistle was filed at the end.
_SHORT_OF_TIME = 5


class FileCheck(Protocol):
    """Notices the database file gone from under the window."""

    def check(self) -> bool:
        """Check the file now; True if it is still the one opened."""


class EntryHost(Protocol):
    """The main window as event entry uses it."""

    @property
    def document(self) -> MatchDocument:
        """The open match."""

    @property
    def undo_stack(self) -> QUndoStack:
        """The window's one undo stack."""

    @property
    def clock(self) -> MatchClock:
        """The match clock: the minute of a new event."""

    @property
    def quick(self) -> QuickEntry:
        """The quick-entry line."""

    @property
    def status_line(self) -> StatusLine:
        """The notice above the pitch and the status line."""

    @property
    def file_watch(self) -> FileCheck:
        """Notices the database file deleted, moved or replaced."""

    @property
    def selected(self) -> int | None:
        """The player selected in the window, if any."""

    @property
    def read_only(self) -> str:
        """Why the window may only view the database, or ""."""

    def window(self) -> QWidget:
        """The window itself, as the parent of dialogs (Qt's ``QWidget.window``)."""


class EventEntry:
    """Logs, corrects and deletes events of the open match for the window."""

    def __init__(self, host: EntryHost) -> None:
        self._host = host

    # --- logging ----------------------------------------------------------------------
    def log_event(self, event: Event, typed: str = "", also: str = "") -> bool:
        """Log one event through the undo stack; True if the service accepted it.

        ``typed`` is the minute as the user typed it, if they did (for the word said
        when a minute past the period's end was read as added time). An event whose
        minute is in a period that has ended while another runs, or a plain typed minute
        read as a long added time, is asked about first.
        The status line says how the event was filed. A typed minute in the clock is
        for this entry only.
        """
        host = self._host
        doc, status = host.document, host.status_line
        if doc.match is None:
            return False
        status.last_failure = ""
        if self.refuse_read_only() or not file_in_ended_period(host.window(), doc, event, status):
            return False
        if not file_in_long_added_time(host.window(), doc, event, typed, status):
            return False
        if isinstance(event, Goal):  # (only a goal changes a score; a whistle asks itself)
            log_it = QCoreApplication.translate("MainWindow", "Log it anyway?")
            if not level_after_change(host.window(), doc, [*doc.events, event], status, log_it):
                return False
        command = self.second_yellow_command(event)
        if command is None:
            return False
        doc.caught_up, doc.found = False, None
        done = perform(host.undo_stack, command)
        if not done:
            host.file_watch.check()  # a refusal because the file went away says so at once
        if done:
            status.notice.hide()
            said = "; ".join(w for w in (command.said_after(), also) if w)
            self.say_filed([doc.last_logged or event], typed, said)
            host.clock.unpin()
        return done

    def second_yellow_command(
        self, event: Event, replacing: Event | None = None
    ) -> _ServiceCommand | None:
        """The command that logs ``event`` (or corrects ``replacing`` into it), asking
        first if it makes a later yellow a second one; None, said why, if not to be done."""
        from tracker.ui.match.secondyellow import NotConfirmed, entry_command  # on first use

        try:
            return entry_command(self._host.window(), self._host.document, event, replacing)
        except NotConfirmed as exc:
            self._host.status_line.notify(str(exc))
            return None

    def log_events(self, text: str, events: list[Event], also: str = "") -> bool:
        """Log several events as one undo step (e.g. end of the half and full time);
        ``also``: anything to know besides, said with them."""
        if len(events) == 1:
            return self.log_event(events[0], also=also)
        host = self._host
        commands = [LogEventCommand(host.document, e) for e in events]
        host.document.caught_up, host.document.found = False, None
        done = perform_all(host.undo_stack, text, list(commands))
        if done:
            self.say_filed([c.event for c in commands], also=also)
            host.clock.unpin()
        return done

    def say_filed(self, events: list[Event], typed: str = "", also: str = "") -> None:
        """The status line: what was logged, at which minute, in which period, and
        anything to know besides (a minute read as added time, a result replaced, a
        later card ``also`` changed)."""
        doc = self._host.document
        match = doc.match
        assert match is not None
        from tracker.core.match.describe import filed
        from tracker.core.match.quickentry import added_time_word

        logged = QCoreApplication.translate("MainWindow", "Logged ")
        words = [logged + "; ".join(filed(match, e) for e in events)]
        if typed and len(events) == 1:
            words.append(added_time_word(typed, events[0].time))
        words.append(also)
        words.append(self._shootout_note(events))
        words.append(self._change_note())
        words.append(self._found_note())
        if doc.caught_up:
            # The log on screen was replaced by the stored one: never unsaid.
            doc.caught_up = False
            words.append(
                QCoreApplication.translate(
                    "MainWindow",
                    "The match had been changed elsewhere (another window or program, a "
                    "restored backup): the log now shows it as stored",
                )
            )
        self._host.status_line.say(" — ".join(w for w in words if w))

    def _change_note(self) -> str:
        """What the last change had to say besides (a result replaced by the log, a
        connection lost as it was stored), to follow what was done; "" if nothing."""
        change = self._host.document.last_change
        if change is None or not change.note:
            return ""
        return change.note[:1].upper() + change.note[1:]

    def _found_note(self) -> str:
        """If the entry whose commit lost its connection was found stored as the last
        action ran (:attr:`MatchDocument.found`: logged before it, with an undo step of
        its own): which, and what happened ("" if none). Its line, if still as sent, is
        cleared (see :mod:`tracker.ui.match.lostentry`)."""
        doc = self._host.document
        found, doc.found = doc.found, None
        if found is None or found.event is None or doc.match is None:
            return ""
        from tracker.core.match.describe import filed

        self._host.quick.logged_after_all()
        what = QCoreApplication.translate("MainWindow", "Logged before it: {event}").format(
            event=filed(doc.match, found.event)
        )
        return f"{what} — {found.note[:1].upper()}{found.note[1:]}"

    def refuse_read_only(self) -> bool:
        """Say why nothing can be changed here, if so; True if refused."""
        reason = self._host.read_only
        if not reason:
            return False
        from tracker.services.database import read_only_message

        self._host.status_line.notify(read_only_message(reason))
        return True

    # --- the window's gestures ----------------------------------------------------------
    def submit_quick_entry(self, event: Event) -> str | None:
        """Log an event read from quick entry: None if logged, else the refusal (shown
        beside the line, not a second time above the pitch)."""
        from tracker.core.match.quickentry import typed_minute

        host = self._host
        typed = typed_minute(host.quick.line.text()) or self._pinned_minute()
        lost = self._lost_entry()
        with host.status_line.quiet():
            if self.log_event(event, typed):
                return None
        if self._lost_entry() not in (None, lost):
            # Its commit lost its connection: found stored later, the line goes with it.
            host.quick.lost_text = host.quick.line.text().strip()
        return host.status_line.last_failure or QCoreApplication.translate(
            "MainWindow", "the event was not logged"
        )

    def _shootout_note(self, events: list[Event]) -> str:
        """What to know of a shootout just started in a second leg whose first leg the
        library does not hold: the tie's aggregate could not be checked."""
        doc = self._host.document
        if doc.state is None or not any(
            isinstance(e, PeriodStart) and e.period is Period.SHOOTOUT for e in events
        ):
            return ""
        return shootout_unchecked(doc.state, doc.first_leg) or ""

    def _lost_entry(self) -> Event | None:
        """The event logged here whose commit lost its connection, not found yet."""
        doc = self._host.document
        if not doc.has_database or doc.match_id is None:
            return None
        return doc.service.lost_entry(doc.match_id)

    def _pinned_minute(self) -> str:
        """The minute typed in the clock, if one holds for the next entry."""
        clock = self._host.clock
        return clock.minute_edit.text() if clock.pinned else ""

    def log_whistle(self, events: list[Event]) -> None:
        """Log the events of the clock's whistle, asked about first where it may not be meant."""
        host = self._host
        match = host.document.match
        assert match is not None
        parent, doc, status = host.window(), host.document, host.status_line
        if extra_time_if_knockout(parent, doc, events[0], status) and play_on_if_not_level(
            parent, doc, events[0], status
        ):
            self.log_events(undo_text(match, events[-1]), events, self._short_of_time(events[0]))

    def _short_of_time(self, whistle: Event) -> str:
        """What to know of a period ended while the clock showed a minute well short of
        its end (pressed by mistake, or a clock started late): it is filed at the end."""
        clock = self._host.clock
        shown = clock.live()
        if (
            not isinstance(whistle, PeriodEnd)
            or clock.pinned
            or shown is None
            or shown.period is not whistle.time.period
            or whistle.time.minute - shown.minute < _SHORT_OF_TIME
        ):
            return ""
        return QCoreApplication.translate(
            "MainWindow",
            "the clock showed {shown}, short of {end}: Ctrl+Z takes the whistle back if it "
            "was pressed by mistake",
        ).format(shown=shown, end=whistle.time)

    def log_player_action(self, key: str) -> None:
        """Log what the action ``key`` (``goal``, ``yellow``, ``sub``…) does to the
        selected player, at the clock's minute."""
        host = self._host
        state, pid = host.document.state, host.selected
        if state is None or pid is None:
            host.status_line.notify(
                QCoreApplication.translate(
                    "MainWindow", "Select a player first (click him on the pitch or in a line-up)."
                )
            )
            return
        try:
            when = self._substitution_time() if key == "sub" else host.clock.current_time()
        except QuickEntryError as exc:
            host.status_line.notify(self._clock_refusal(exc))
            return
        from tracker.ui.match.actions import build_event

        event = build_event(host.window(), key, state, pid, when)
        if event is not None:
            self.log_event(event, self._pinned_minute())

    def log_team_goal(self, side: Side) -> None:
        """Log a goal for ``side`` whose scorer is not known, at the clock's minute."""
        host = self._host
        if host.document.state is None:
            return
        try:
            when = host.clock.current_time()
        except QuickEntryError as exc:
            host.status_line.notify(self._clock_refusal(exc))
            return
        self.log_event(Goal(time=when, side=side, scorer=None), self._pinned_minute())

    def log_dropped_substitution(self, off: int, on: int) -> None:
        """Log a substitute dropped onto the player he replaces."""
        host = self._host
        match = host.document.match
        if match is None:
            return
        side = match.side_of(off)
        if side is None or match.side_of(on) is not side:
            host.status_line.notify(
                QCoreApplication.translate(
                    "MainWindow", "{name} cannot replace {name2}: they play for different teams."
                ).format(name=match.player(on).name, name2=match.player(off).name)
            )
            return
        try:
            when = self._substitution_time()
        except QuickEntryError as exc:
            host.status_line.notify(self._clock_refusal(exc))
            return
        self.log_event(Substitution(time=when, side=side, off=off, on=on), self._pinned_minute())

    def _clock_refusal(self, exc: QuickEntryError) -> str:
        """Why the clock gives no minute for a new event."""
        state = self._host.document.state
        if state is not None and state.over and not self._host.clock.pinned:
            return QCoreApplication.translate(
                "MainWindow",
                "The match is over: to add an event after the fact, type it with its minute "
                "in quick entry (55 goal Gordon).",
            )
        # The reason names the minute typed in the clock: one colon, not a chain of them.
        return QCoreApplication.translate("MainWindow", "Nothing logged: {exc}").format(exc=exc)

    def _substitution_time(self) -> MatchTime:
        """The clock's minute for a substitution: in a break, the next period's start
        (after the second half only if extra time may follow: level in a knockout match,
        or a second leg)."""
        clock = self._host.clock
        when = clock.current_time()
        state = self._host.document.state
        if state is None or clock.pinned:
            return when
        score = state.score
        extra_time, aggregate = extra_time_flags(
            state.match.stage, self._host.document.first_leg, score[Side.HOME], score[Side.AWAY]
        )
        return interval_time(state, when, extra_time=extra_time, aggregate=aggregate)

    # --- corrections ------------------------------------------------------------------
    def edit_event(self, event: Event) -> None:
        """Ask for a corrected event and store it (re-checked by the rules)."""
        host = self._host
        doc, status = host.document, host.status_line
        match = doc.match
        if match is None or self.refuse_read_only():
            return
        if isinstance(event, PeriodStart):
            # A period begins at its first minute, whatever moment its whistle went.
            status.notify(
                QCoreApplication.translate(
                    "MainWindow",
                    "A period's start has no minute to correct: it is its first minute "
                    "({time}). A whistle logged by mistake is deleted (Delete).",
                ).format(time=event.time)
            )
            return
        from tracker.ui.match.editevent import (  # loaded on first use
            EditEventDialog,
            assist_dropped,
        )

        draft: Event | None = None
        refusal = ""
        while True:
            played = {e.time.period for e in doc.events if isinstance(e, PeriodStart)}
            new = EditEventDialog.ask(host.window(), match, event, draft, refusal, played)
            if new is None or self._nothing_to_store(event, new, draft, refusal):
                return
            status.last_failure = ""
            # The refusal is shown in the dialog asked again, not a second time behind it.
            with status.quiet():
                after = [new if e.id == event.id else e for e in doc.events]
                save = QCoreApplication.translate("MainWindow", "Save the correction anyway?")
                if not level_after_change(host.window(), doc, after, status, save):
                    draft, refusal = new, status.last_failure
                    continue
                together = _with_full_time(doc.events, event, new)
                command = (
                    CorrectTogetherCommand(doc, together)
                    if together
                    else self.second_yellow_command(new, event)
                )
                if command is not None and perform(host.undo_stack, command):
                    status.notice.hide()
                    stored = (
                        command.new
                        if isinstance(command, EditEventCommand | CorrectTogetherCommand)
                        else new
                    )
                    said = command.said_after() or QCoreApplication.translate(
                        "MainWindow", "Corrected “{event}”"
                    ).format(event=f"{stored.time} {describe(match, stored)}")
                    also = (
                        assist_dropped(match, event, stored),
                        _short_whistle(event, stored),
                        self._change_note(),
                    )
                    status.say(" — ".join(w for w in (said, *also) if w))
                    return
            if event not in doc.events:
                # Changed or deleted elsewhere while the dialog was open (the window has
                # read the match again): the correction was made against what is gone.
                status.notify(
                    status.last_failure
                    if doc.match is None  # the whole match was deleted
                    else QCoreApplication.translate(
                        "MainWindow",
                        "This event was changed or deleted elsewhere (another window or "
                        "the command line) while you were correcting it; your correction was "
                        "not saved.",
                    )
                )
                return
            # Refused: ask again with the user's correction kept and the reason beside it.
            draft, refusal = new, status.last_failure

    def _nothing_to_store(
        self, event: Event, new: Event, draft: Event | None, refusal: str
    ) -> bool:
        """True if the correction ``new`` goes no further: unchanged, or the refused
        correction confirmed as it was. Either is said, so that OK is never taken for a
        correction stored."""
        doc, status = self._host.document, self._host.status_line
        match = doc.match
        if match is None:
            return True
        if draft is not None and new == draft:
            status.notify(refusal)  # still refused, for the reason the dialog showed
            return True
        if new != event and _unsigned(_as_stored(match, doc.events, new)) != _unsigned(event):
            return False
        # Unchanged, or as it was once the rules read it (a yellow to a player booked
        # before it is his second yellow, as it was).
        status.say(
            QCoreApplication.translate("MainWindow", "Nothing changed: “{event}”").format(
                event=f"{event.time} {describe(match, event)}"
            )
        )
        return True

    def move_event(self, event: Event, step: int) -> int | None:
        """Put an event one place earlier (``step`` -1) or later (+1) among the events
        of its minute, typed in the wrong order; the id of the event moved, or None if
        nothing moved (the refusal is said)."""
        host = self._host
        if host.document.match is None or self.refuse_read_only():
            return None
        command = MoveEventCommand(host.document, event, step)
        if not perform(host.undo_stack, command):
            host.file_watch.check()
            return None
        host.status_line.notice.hide()
        return command.event.id

    def delete_event(self, event: Event) -> None:
        """Delete an event after confirmation (refused if a later event needs it)."""
        host = self._host
        match = host.document.match
        if match is None or self.refuse_read_only():
            return
        from tracker.ui.common.dialogs import Confirm  # loaded on first use

        doc, status = host.document, host.status_line
        said = f"{event.time} {describe(match, event)}"
        text = QCoreApplication.translate("MainWindow", "Delete “{time} {describe}”?").format(
            time=event.time, describe=describe(match, event)
        )
        after = [e for e in doc.events if e.id != event.id]
        found = not_level_after(doc, after)
        undecided = level_without_decider(doc, after)
        if found is not None:
            # The one question says both: what goes, and the score it leaves.
            if not not_level_asked(host.window(), found, status, text, doc):
                return
        elif undecided is not None:
            if not undecided_asked(host.window(), doc, undecided, status, text):
                return
        elif not Confirm.ask(
            host.window(), QCoreApplication.translate("MainWindow", "Delete event"), text
        ):
            return
        status.last_failure = ""
        if perform(host.undo_stack, DeleteEventCommand(doc, event)):
            status.notice.hide()
            deleted = QCoreApplication.translate("MainWindow", "Deleted “{event}”")
            status.say(
                " — ".join(w for w in (deleted.format(event=said), self._change_note()) if w)
            )


def _with_full_time(events: Sequence[Event], old: Event, new: Event) -> list[tuple[Event, Event]]:
    """The corrections to make for ``old`` corrected into ``new`` if it is the end of
    a period or the full time blown with it: both moved to the new moment, ``old``
    first (the rules want them at the same moment, so neither can move alone); [] for
    any other correction."""
    if (
        not isinstance(old, PeriodEnd | MatchEnd)
        or type(new) is not type(old)
        or new.time == old.time
        or old.time.period is Period.SHOOTOUT
    ):
        return []
    kind = MatchEnd if isinstance(old, PeriodEnd) else PeriodEnd
    partner = next((e for e in events if isinstance(e, kind) and e.time == old.time), None)
    if partner is None:
        return []
    return [(old, new), (partner, dataclasses.replace(partner, time=new.time))]


def _short_whistle(old: Event, new: Event) -> str:
    """What to know of a period's end corrected to a minute well short of its regular
    length (as when the clock's whistle is): no refusal, since youth matches play
    shorter halves, but the user sees it, and how to take it back."""
    period = new.time.period
    if (
        not isinstance(new, PeriodEnd | MatchEnd)
        or new.time == old.time
        or period is Period.SHOOTOUT
        or new.time.added
        or period.end - new.time.minute < _SHORT_OF_TIME
    ):
        return ""
    return QCoreApplication.translate(
        "MainWindow",
        "{time} is {minutes} minutes short of {end}, the end of the period's regular time: "
        "right for shorter halves (youth football); Ctrl+Z takes the correction back if it "
        "was a slip.",
    ).format(
        time=new.time,
        minutes=period.end - new.time.minute,
        end=MatchTime(period, period.end),
    )


def _as_stored(match: Match, events: Sequence[Event], new: Event) -> Event:
    """``new``, in place of the logged event of its id, as the rules would store it (a
    yellow to a player booked before it is his second yellow); itself if they refuse."""
    from tracker.core.match.replay import RuleError, normalize, replay, sort_events, yellow_card

    if not yellow_card(new):  # no need to replay the log before it: it is stored as it is
        return new
    ordered = sort_events([new if e.id == new.id else e for e in events])
    place = next(n for n, e in enumerate(ordered) if e.id == new.id)
    try:
        return normalize(replay(match, ordered[:place]), new)
    except RuleError:
        return new


def _unsigned(event: Event) -> Event:
    """``event`` without who logged it and when: what it says of the match."""
    return dataclasses.replace(event, authorship=None)
