"""Confirming a finished match (locking its record), reopening it, and moving a match
out of the library and back.

A confirmed match is locked for every client: nothing in its log changes, and it
cannot be deleted, until it is reopened.
"""

from __future__ import annotations

import dataclasses

from tracker.services.changes import Change, ChangeKind
from tracker.services.errors import ServiceError
from tracker.services.library import RESULT_ONLY
from tracker.services.reading import MatchReader, Opened
from tracker.store.match import matches as repo
from tracker.store.match import summaries

#: Why deleting a confirmed match is refused (see :meth:`MatchService.delete_match`).
DELETE_LOCKED = "match {match_id} is confirmed and locked; reopen it before deleting it"
#: Said, with nothing written, when a confirmed match is confirmed again...
ALREADY_CONFIRMED = "match {match_id} is already confirmed: nothing to confirm"
#: ... and when a match that is not confirmed is reopened.
NOT_CONFIRMED = "match {match_id} is not confirmed: nothing to reopen"


class MatchLocking(MatchReader):
    """Confirming and reopening a match, deleting and restoring one: the service's
    actions on a whole match's record (see :class:`~tracker.services.matches.MatchService`)."""

    def set_confirmed(self, match_id: int, confirmed: bool) -> Change:
        """Confirm (lock) a finished match, or reopen a confirmed one.

        A match already so (confirmed, or not confirmed) is left as it is: nothing is
        written, its revision stays, and the change's ``note`` says so. An imported
        result or a fixture has no log to lock: confirming or reopening one is refused.
        """
        with self.db.writing() as session:
            opened = self._current(session, match_id, lock=True)
            current = opened.state
            if current.match.confirmed == confirmed:
                if not confirmed:
                    _check_has_log(match_id, opened, "reopen")
                note = (ALREADY_CONFIRMED if confirmed else NOT_CONFIRMED).format(match_id=match_id)
                return Change(
                    ChangeKind.MATCH, match_id, None, None, current, opened.revision, note
                )
            if confirmed:
                _check_has_log(match_id, opened, "confirm")
            if confirmed and not current.over:
                raise ServiceError(
                    "only a finished or abandoned match can be confirmed: log full time (or "
                    "the abandonment) first"
                )
            try:
                repo.set_confirmed(session, match_id, confirmed)
            except repo.NotFound as exc:
                raise ServiceError(str(exc)) from None
            match = dataclasses.replace(current.match, confirmed=confirmed)
            state = current.copy()
            state.match = match
            revision, _ = self._record(session, match_id, opened.record, state)
        self._remember(match_id, state, revision, record=opened.record)
        return Change(ChangeKind.MATCH, match_id, None, None, state, revision)

    def delete_match(self, match_id: int) -> None:
        """Move a match out of the library (it can be restored).

        A confirmed match is refused: its record is locked until it is reopened.
        """
        self._soft_delete(match_id, True)

    def restore_match(self, match_id: int) -> None:
        """Bring a deleted match back into the library."""
        self._soft_delete(match_id, False)

    def _soft_delete(self, match_id: int, deleted: bool) -> None:
        with self.db.writing() as session:
            try:
                head = summaries.head(session, match_id, lock=True)
                if deleted and head.confirmed and not head.deleted:
                    raise ServiceError(DELETE_LOCKED.format(match_id=match_id))
                repo.soft_delete_match(session, match_id, deleted)
            except repo.NotFound as exc:
                raise ServiceError(str(exc)) from None
        self._known.pop(match_id, None)


def _check_has_log(match_id: int, opened: Opened, action: str) -> None:
    """Refuse to confirm or reopen (``action``) a match with no log to lock: an imported
    result (unless set up to be logged) or a fixture."""
    match = opened.state.match
    what = f"match {match_id} ({match.home.name} v {match.away.name})"
    if opened.record == "fixture":
        raise ServiceError(
            f"{what} is a fixture, not played yet: it has no log to lock, so there is "
            f"nothing to {action}"
        )
    if opened.record == "result" and not match.home.squad:
        raise ServiceError(
            f"{what} is an imported result ({RESULT_ONLY}): it has no log to lock, so there "
            f"is nothing to {action}; its score stays as imported"
        )


__all__ = ["ALREADY_CONFIRMED", "DELETE_LOCKED", "NOT_CONFIRMED", "MatchLocking"]
