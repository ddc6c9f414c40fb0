"""Undo commands: one per user gesture; redo and undo only call the service.

The first ``redo()`` happens before the command is pushed (see :func:`perform`), so
that a refusal is shown and nothing enters the stack (a later one: see :class:`_Step`).
Undoing a logged event deletes it from the database; redoing it stores the same event
again, with the same id.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QUndoCommand, QUndoStack

from tracker.core.match.describe import player_name
from tracker.core.match.events import Event
from tracker.ui.match.document import MatchDocument
from tracker.ui.match.undotext import undo_text

if TYPE_CHECKING:  # the window paints before the database layers load
    from tracker.core.match.starters import StarterSwap
    from tracker.services.matches import Change


class _Step(QUndoCommand):
    """A step on the window's undo stack (its first run happens before the push). Refused
    because the server did not answer, nothing written, it is held: :func:`take_step` puts
    the stack back before it. Refused otherwise (its event changed elsewhere: taken again
    it would be refused again, or undo someone else's work), it is dropped."""

    def __init__(self, text: str) -> None:
        super().__init__(text)
        self._pushed = False
        #: Refused for a server that did not answer: the stack is put back past it unrun.
        self.held = False

    def _skipped(self, *, redo: bool) -> bool:
        """True if this run is not to be made: the first redo (run before the push), or
        the stack put back past a step held."""
        if redo and not self._pushed:
            self._pushed = True
            return True
        if self.held:
            self.held = False
            return True
        return False

    def _refused(self, doc: MatchDocument) -> None:
        """Refused: held if the server did not answer, else dropped; the document says so."""
        doc.step_refused = True
        if doc.unreached:
            self.held = True
        else:
            self.setObsolete(True)


class _ServiceCommand(_Step):
    """Base: one action of the service on the open match."""

    def __init__(self, doc: MatchDocument, text: str) -> None:
        super().__init__(text)
        self.doc = doc

    def first(self) -> Change | None:
        """Run the action for the first time."""
        return self._forward()

    def said_after(self) -> str:
        """What else the action changed, for the status line once it is done ("" if
        nothing: the action's own text says it all)."""
        return ""

    def redo(self) -> None:
        """Run the action again (the first run happened before the push)."""
        if self._skipped(redo=True):
            return
        self.doc.step_refused = False
        if self._forward() is None:
            self._refused(self.doc)

    def undo(self) -> None:
        """Take the action back."""
        if self._skipped(redo=False):
            return
        self.doc.step_refused = False
        if self._backward() is None:
            self._refused(self.doc)

    def _forward(self) -> Change | None:
        raise NotImplementedError

    def _backward(self) -> Change | None:
        raise NotImplementedError


class LogEventCommand(_ServiceCommand):
    """Log a new event; undo deletes it; redo stores it again with the same id."""

    def __init__(self, doc: MatchDocument, event: Event) -> None:
        assert doc.match is not None
        super().__init__(doc, undo_text(doc.match, event))
        self.event = event

    def _forward(self) -> Change | None:
        change = self.doc.run(lambda mid: self.doc.service.log(mid, self.event))
        if change is not None and change.event is not None:
            self.event = change.event
            if self.doc.match is not None:  # as stored: a yellow may be a second yellow
                self.setText(undo_text(self.doc.match, change.event))
        return change

    def _backward(self) -> Change | None:
        event = self.event
        assert event.id is not None
        event_id = event.id
        return self.doc.run(lambda mid: self.doc.service.delete(mid, event_id, expected=event))


class EditEventCommand(_ServiceCommand):
    """Replace a logged event with a corrected one; undo puts the old one back."""

    def __init__(self, doc: MatchDocument, old: Event, new: Event) -> None:
        assert doc.match is not None
        what = undo_text(doc.match, old)
        super().__init__(
            doc, QCoreApplication.translate("undo", "correction of {event}").format(event=what)
        )
        self.old = old
        self.new = new

    def _forward(self) -> Change | None:
        old = self.old
        change = self.doc.run(lambda mid: self.doc.service.edit(mid, self.new, expected=old))
        if change is not None and change.event is not None:
            self.new = change.event
        return change

    def _backward(self) -> Change | None:
        new = self.new
        return self.doc.run(lambda mid: self.doc.service.edit(mid, self.old, expected=new))


class CorrectTogetherCommand(_ServiceCommand):
    """Correct events that move together, in one transaction: a period's end and the
    full time blown with it, which the rules want at the same moment (neither can move
    alone). ``edits`` are (logged, corrected) pairs, the one the user corrected first;
    undo puts them all back."""

    def __init__(self, doc: MatchDocument, edits: list[tuple[Event, Event]]) -> None:
        assert doc.match is not None
        old, self.new = edits[0]
        what = undo_text(doc.match, old)
        super().__init__(
            doc, QCoreApplication.translate("undo", "correction of {event}").format(event=what)
        )
        self.edits = edits

    def _forward(self) -> Change | None:
        edits = self.edits
        change = self.doc.run(lambda mid: self.doc.service.correct_cards(mid, edits=edits))
        if change is not None:
            stored = {e.id: e for e in change.state.events}
            self.edits = [(old, stored[old.id]) for old, _new in edits]
            self.new = self.edits[0][1]
        return change

    def _backward(self) -> Change | None:
        back = [(new, old) for old, new in self.edits]
        return self.doc.run(lambda mid: self.doc.service.correct_cards(mid, edits=back))


class DeleteEventCommand(_ServiceCommand):
    """Delete a logged event; undo stores it again with its id and order."""

    def __init__(self, doc: MatchDocument, event: Event) -> None:
        assert doc.match is not None
        what = undo_text(doc.match, event)
        super().__init__(
            doc, QCoreApplication.translate("undo", "deletion of {event}").format(event=what)
        )
        self.event = event

    def _forward(self) -> Change | None:
        event = self.event
        assert event.id is not None
        event_id = event.id
        return self.doc.run(lambda mid: self.doc.service.delete(mid, event_id, expected=event))

    def _backward(self) -> Change | None:
        change = self.doc.run(lambda mid: self.doc.service.log(mid, self.event))
        if change is not None and change.event is not None:
            self.event = change.event  # its place may have been taken meanwhile
        return change


class SwapStarterCommand(_ServiceCommand):
    """Put the substitute who really started in a listed starter's place, the events
    planned crediting him; undo puts the line-up and those events back."""

    def __init__(self, doc: MatchDocument, swap: StarterSwap) -> None:
        assert doc.match is not None
        text = QCoreApplication.translate(
            "undo", "line-up correction: {substitute} started instead of {starter}"
        ).format(
            substitute=player_name(doc.match, swap.substitute),
            starter=player_name(doc.match, swap.starter),
        )
        super().__init__(doc, text)
        self.swap = swap

    def _forward(self) -> Change | None:
        swap = self.swap
        return self.doc.run(lambda mid: self.doc.service.swap_starter(mid, swap))

    def _backward(self) -> Change | None:
        back = self.swap.reversed()
        return self.doc.run(lambda mid: self.doc.service.swap_starter(mid, back))


class MoveEventCommand(_ServiceCommand):
    """Put an event one place earlier (``step`` -1) or later (+1) among the events of
    its minute; undo moves it back past the event it passed, and only that one."""

    def __init__(self, doc: MatchDocument, event: Event, step: int) -> None:
        assert doc.match is not None
        what = undo_text(doc.match, event)
        text = (
            QCoreApplication.translate("undo", "moving {event} before the event above it")
            if step < 0
            else QCoreApplication.translate("undo", "moving {event} after the event below it")
        )
        super().__init__(doc, text.format(event=what))
        self.event = event
        self.step = step
        #: The event it passed, as stored after the move (known once it has run).
        self.passed: Event | None = None

    def _forward(self) -> Change | None:
        return self._move(self.step)

    def _backward(self) -> Change | None:
        return self._move(-self.step)

    def _move(self, step: int) -> Change | None:
        """Move the event ``step`` places, past the one it passed last time if any;
        keep it and the event it passed now, as stored, for the way back."""
        event, passed = self.event, self.passed
        change = self.doc.run(
            lambda mid: self.doc.service.move(
                mid, event.id or -1, step, expected=event, past=passed
            )
        )
        if change is None or change.event is None:
            return change
        events = change.state.events
        at = next(i for i, e in enumerate(events) if e.id == change.event.id)
        self.event, self.passed = change.event, events[at - step]
        return change


class _GroupCommand(_Step):
    """Several commands as one gesture, done and taken back whole or not at all.

    Another window may change one of its events meanwhile: that step is refused, the
    ones already run for this undo or redo are put back, and the group is dropped from
    the stack (a Qt macro would undo the rest and keep a step half done). Refused at its
    first step because the server did not answer, nothing was written: it is held.
    """

    def __init__(self, text: str, commands: list[_ServiceCommand]) -> None:
        super().__init__(text)
        self.commands = commands

    def redo(self) -> None:
        """Run every step again (the first run happened before the push)."""
        if not self._skipped(redo=True):
            self._run(self.commands, forward=True)

    def undo(self) -> None:
        """Take every step back, the last first."""
        if not self._skipped(redo=False):
            self._run(self.commands[::-1], forward=False)

    def _run(self, commands: list[_ServiceCommand], *, forward: bool) -> None:
        doc = commands[0].doc
        doc.step_refused = False
        refused = _run_all(commands, forward=forward)
        if refused is None:
            return
        if refused > 0:  # some ran, and may not have been put back: never held
            doc.unreached = False
        self._refused(doc)


def _run_all(commands: list[_ServiceCommand], *, forward: bool) -> int | None:
    """Run each command one way; at the first refusal, put back those run and give its
    place in ``commands`` (None if none was refused)."""
    done: list[_ServiceCommand] = []
    for at, command in enumerate(commands):
        if (command._forward() if forward else command._backward()) is None:
            refused = command.doc.unreached
            for earlier in reversed(done):
                if forward:
                    earlier._backward()
                else:
                    earlier._forward()
            command.doc.unreached = refused
            return at
        done.append(command)
    return None


def take_step(stack: QUndoStack, *, undone: bool) -> None:
    """Undo (``undone``) or redo the stack's next step. A step refused because the server
    did not answer stays where it was: the stack, moved past it, is put back (the step
    not run again), so that it is taken once the server answers."""
    if undone:
        stack.undo()
        at = stack.index()
    else:
        stack.redo()
        at = stack.index() - 1
    step = stack.command(at) if 0 <= at < stack.count() else None
    if isinstance(step, _Step) and step.held:
        if undone:
            stack.redo()
        else:
            stack.undo()


class LoggedAfterAllCommand(LogEventCommand):
    """The undo step of an event found stored after its commit lost its connection
    (``change`` logged it): done already; undo deletes it, redo stores it again."""

    def __init__(self, doc: MatchDocument, change: Change) -> None:
        assert change.event is not None
        super().__init__(doc, change.event)
        self._found = change

    def first(self) -> Change | None:
        """Done already: the change that found it."""
        return self._found


def _push_found(stack: QUndoStack, doc: MatchDocument, change: Change) -> None:
    """An entry whose commit was lost, found stored as ``change`` was made, gets an undo
    step of its own, before that of ``change``."""
    if change.settled is not None and change.settled.event is not None:
        stack.push(LoggedAfterAllCommand(doc, change.settled))


def perform(stack: QUndoStack, command: _ServiceCommand) -> bool:
    """Run a command; push it on the stack only if the service accepted it."""
    change = command.first()
    if change is None:
        return False
    _push_found(stack, command.doc, change)
    stack.push(command)
    return True


def perform_all(stack: QUndoStack, text: str, commands: list[_ServiceCommand]) -> bool:
    """Run several commands as one gesture (one undo step); stop at the first refusal."""
    done: list[_ServiceCommand] = []
    for command in commands:
        change = command.first()
        if change is None:
            for earlier in reversed(done):
                earlier.undo()
            return False
        _push_found(stack, command.doc, change)
        done.append(command)
    if not done:
        return False
    stack.push(_GroupCommand(text, done))
    return True
