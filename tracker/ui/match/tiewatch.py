"""A second leg's first leg, followed in the library while the leg is open.

The window reads the first leg once for each match opened (see
:attr:`~tracker.ui.match.document.MatchDocument.first_leg`). A first leg imported or
logged meanwhile, here or by another program, or corrected, changes the tie: a
:class:`~tracker.ui.common.stampwatch.StampWatch` compares the stamp of what the first
leg is read from (the edition the match is counted in: see
:meth:`~tracker.services.records.RecordsService.first_leg_stamp`) once a second, or
when the database tells of a change (PostgreSQL), and the first leg is read again when
it moves.
Only a second leg is followed: no other match has a first leg to find.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject

from tracker.core.results.rounds import decided_on_aggregate
from tracker.ui.common.stampwatch import StampWatch
from tracker.ui.match.document import MatchDocument


class FirstLegWatch(QObject):
    """Reads the open second leg's first leg again when the library moves, and calls
    ``changed`` when it is another (found, gone, or corrected)."""

    def __init__(
        self, document: MatchDocument, changed: Callable[[], None], parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self._document = document
        self._changed = changed
        self.watch = StampWatch(self._stamp_now, self._library_changed, self._following, self)
        #: The match (id, stage) the library's stamp was noted for.
        self._key: tuple[int | None, str] | None = None

    def follow(self) -> None:
        """Called before the window reads the first leg: a match opened (or given
        another stage) since the last call is followed from the library as it is now,
        so that a first leg imported a moment later is found."""
        doc = self._document
        key = (doc.match_id, doc.match.stage if doc.match is not None else "")
        if key == self._key:
            return
        self._key = key
        self.watch.forget()
        if self._following():
            self.watch.mark()

    def _following(self) -> bool:
        doc = self._document
        match = doc.match
        return (
            doc.has_database
            and doc.match_id is not None
            and match is not None
            and decided_on_aggregate(match.stage)
        )

    def _stamp_now(self) -> str:
        from tracker.services.records import RecordsService  # loaded on first use

        # Over what the first leg is read from: the edition the match is counted in
        # (and the editions held, for a match counted in one as a guest, its
        # competition named without its season), not the whole library.
        match_id = self._document.match_id
        if match_id is None:
            return ""
        return RecordsService(self._document.service.db).first_leg_stamp(match_id)

    def _library_changed(self) -> None:
        doc = self._document
        before = doc.first_leg
        doc.forget_first_leg()
        if doc.is_open and doc.first_leg != before:
            self._changed()


__all__ = ["FirstLegWatch"]
