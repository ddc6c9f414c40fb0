"""Confirming a finished match (locking its record), reopening it, and moving a match
out of the library and back.

A confirmed match is locked for every client: nothing in its log changes, and it
cannot be deleted, until it is reopened.
"""

from __future__ import annotations

import dataclasses

from tracker.core.i18n import gettext as _
from tracker.services.changes import Change, ChangeKind
from tracker.services.errors import ServiceError
from tracker.services.library import RESULT_ONLY
from tracker.services.readback import ReadBack
from tracker.services.reading import Opened
from tracker.store.errors import CommitLost
from tracker.store.match import matches as repo
from tracker.store.match import summaries

#: Why deleting a confirmed match is refused (see :meth:`MatchService.delete_match`).
DELETE_LOCKED = "match {match_id} is confirmed and locked; reopen it before deleting it"
#: Said, with nothing written, when a confirmed match is confirmed again...
ALREADY_CONFIRMED = "match {match_id} is already confirmed: nothing to confirm"
#: ... and when a match that is not confirmed is reopened.
NOT_CONFIRMED = "match {match_id} is not confirmed: nothing to reopen"


class MatchLocking(ReadBack):
    """Confirming and reopening a match, deleting and restoring one: the service's
    actions on a whole match's record (see :class:`~tracker.services.matches.MatchService`)."""

    def set_confirmed(self, match_id: int, confirmed: bool) -> Change:
        """Confirm (lock) a finished match, or reopen a confirmed one.

        A match already so (confirmed, or not confirmed) is left as it is: nothing is
        written, its revision stays, and the change's ``note`` says so. An imported
        result or a fixture has no log to lock: confirming or reopening one is refused.
        A commit that lost its connection is made if the match read back is as asked
        (the note says so); else it may have been stored or not (:class:`CommitLost`).
        """
        try:
            return self._set_confirmed(match_id, confirmed)
        except CommitLost as lost:
            return self._made_after_all(lost, match_id, lambda s: s.match.confirmed == confirmed)

    def _set_confirmed(self, match_id: int, confirmed: bool) -> Change:
        with self.db.writing() as session:
            opened = self._current(session, match_id, lock=True)
            current = opened.state
            if current.match.confirmed == confirmed:
                if not confirmed:
                    _check_has_log(match_id, opened, confirming=False)
                said = _(ALREADY_CONFIRMED) if confirmed else _(NOT_CONFIRMED)
                note = said.format(match_id=match_id)
                return Change(
                    ChangeKind.MATCH, match_id, None, None, current, opened.revision, note
                )
            if confirmed:
                _check_has_log(match_id, opened, confirming=True)
            if confirmed and not current.over:
                raise ServiceError(
                    _(
                        "only a finished or abandoned match can be confirmed: log full time "
                        "(or the abandonment) first"
                    )
                )
            try:
                repo.set_confirmed(session, match_id, confirmed)
            except repo.NotFound as exc:
                raise ServiceError.of(exc) from None
            match = dataclasses.replace(current.match, confirmed=confirmed)
            state = current.copy()
            state.match = match
            revision, _note = self._record(session, match_id, opened.record, state)
        self._remember(match_id, state, revision, record=opened.record)
        return Change(ChangeKind.MATCH, match_id, None, None, state, revision)

    def delete_match(self, match_id: int) -> str:
        """Move a match out of the library (it can be restored); what to say besides
        ("", or that its commit lost its connection and, read back, it is deleted).

        A confirmed match is refused: its record is locked until it is reopened.
        """
        return self._soft_delete(match_id, True)

    def restore_match(self, match_id: int) -> str:
        """Bring a deleted match back into the library; what to say besides, as
        :meth:`delete_match` says it."""
        return self._soft_delete(match_id, False)

    def _soft_delete(self, match_id: int, deleted: bool) -> str:
        try:
            with self.db.writing() as session:
                try:
                    head = summaries.head(session, match_id, lock=True)
                    if deleted and head.confirmed and not head.deleted:
                        raise ServiceError(_(DELETE_LOCKED).format(match_id=match_id))
                    repo.soft_delete_match(session, match_id, deleted)
                except repo.NotFound as exc:
                    raise ServiceError.of(exc) from None
        except CommitLost as lost:
            return self._deleted_after_all(lost, match_id, deleted)
        self._known.pop(match_id, None)
        return ""


def _check_has_log(match_id: int, opened: Opened, *, confirming: bool) -> None:
    """Refuse to confirm (``confirming``) or reopen a match with no log to lock: an
    imported result (unless set up to be logged) or a fixture."""
    match = opened.state.match
    if opened.record == "fixture":
        if confirming:
            template = _(
                "match {match_id} ({home} v {away}) is a fixture, not played yet: it has no "
                "log to lock, so there is nothing to confirm"
            )
        else:
            template = _(
                "match {match_id} ({home} v {away}) is a fixture, not played yet: it has no "
                "log to lock, so there is nothing to reopen"
            )
    elif opened.record == "result" and not match.home.squad:
        if confirming:
            template = _(
                "match {match_id} ({home} v {away}) is an imported result ({kind}): it has no "
                "log to lock, so there is nothing to confirm; its score stays as imported"
            )
        else:
            template = _(
                "match {match_id} ({home} v {away}) is an imported result ({kind}): it has no "
                "log to lock, so there is nothing to reopen; its score stays as imported"
            )
    else:
        return
    raise ServiceError(
        template.format(
            match_id=match_id, home=match.home.name, away=match.away.name, kind=_(RESULT_ONLY)
        )
    )


__all__ = ["ALREADY_CONFIRMED", "DELETE_LOCKED", "NOT_CONFIRMED", "MatchLocking"]
