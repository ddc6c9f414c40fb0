"""Undo commands for people: merge two records of one person, split a wrong link off.

As with the event commands, the first ``redo()`` runs before the push (see
:func:`perform_people`), so that a refusal is shown and nothing enters the stack.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtGui import QUndoCommand, QUndoStack

if TYPE_CHECKING:
    from tracker.services.people import Merged, PeopleService, Split

#: Called after every change (to refresh views) or with the message of a refusal.
Changed = Callable[[], None]
Failed = Callable[[str], None]


class _PeopleCommand(QUndoCommand):
    def __init__(self, service: PeopleService, text: str, changed: Changed, failed: Failed) -> None:
        super().__init__(text)
        self.service = service
        self.changed = changed
        self.failed = failed
        self._pushed = False

    def first(self) -> bool:
        """Run the action for the first time; False if it was refused."""
        return self._run(self._forward)

    def redo(self) -> None:
        """Run the action again (the first run happened before the push)."""
        if not self._pushed:
            self._pushed = True
            return
        if not self._run(self._forward):
            self.setObsolete(True)

    def undo(self) -> None:
        """Take the action back."""
        if not self._run(self._backward):
            self.setObsolete(True)

    def _run(self, action: Callable[[], None]) -> bool:
        from tracker.services.errors import DatabaseError, ServiceError

        try:
            action()
        except (ServiceError, DatabaseError) as exc:
            self.failed(str(exc))
            return False
        self.changed()
        return True

    def _forward(self) -> None:
        raise NotImplementedError

    def _backward(self) -> None:
        raise NotImplementedError


class MergePeopleCommand(_PeopleCommand):
    """Merge person ``removed`` into ``kept``; undo brings him back with his rows."""

    def __init__(
        self,
        service: PeopleService,
        kept: int,
        removed: int,
        text: str,
        changed: Changed,
        failed: Failed,
    ) -> None:
        super().__init__(service, text, changed, failed)
        self.kept = kept
        self.removed = removed
        self.done: Merged | None = None

    def _forward(self) -> None:
        self.done = self.service.merge(self.kept, self.removed)

    def _backward(self) -> None:
        assert self.done is not None
        # The person comes back under his id unless a newer person took it meanwhile.
        self.removed = self.service.undo_merge(self.done)


class SplitPersonCommand(_PeopleCommand):
    """Move a person's squad entries and goals in some matches to another (or new) person."""

    def __init__(
        self,
        service: PeopleService,
        person: int,
        matches: Sequence[int],
        target: int | None,
        text: str,
        changed: Changed,
        failed: Failed,
    ) -> None:
        super().__init__(service, text, changed, failed)
        self.person = person
        self.matches = tuple(matches)
        self.target = target
        self.done: Split | None = None

    def _forward(self) -> None:
        self.done = self.service.split(self.person, self.matches, to=self.target)

    def _backward(self) -> None:
        assert self.done is not None
        self.service.undo_split(self.done)


def perform_people(stack: QUndoStack, command: _PeopleCommand) -> bool:
    """Run a command; push it on the stack only if the service accepted it."""
    if not command.first():
        return False
    stack.push(command)
    return True
