"""Noticing that a match changed in the database behind the window's back.

Another instance of the application, or the command line, may write to the same
database file. The window keeps the :func:`stamp` of the match it shows and
compares it when it is activated; a different stamp means: read the match again.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence

from sqlmodel import col, select

from tracker.store.db import Database
from tracker.store.tables import EventRow, MatchRow


class MatchWatch:
    """Cheap fingerprints of a stored match, to tell whether it changed."""

    def __init__(self, db: Database) -> None:
        self.db = db

    def stamp(self, match_id: int) -> str:
        """A fingerprint of the match row and its events; "" if the match is gone or deleted."""
        with self.db.reading() as session:
            row = session.get(MatchRow, match_id)
            if row is None or row.deleted_at is not None:
                return ""
            events: Sequence[EventRow] = session.exec(
                select(EventRow).where(EventRow.match_id == match_id).order_by(col(EventRow.id))
            ).all()
            digest = hashlib.blake2b(digest_size=16)
            digest.update(f"{row.updated_at}|{row.confirmed}|{row.deleted_at}".encode())
            for e in events:
                digest.update(repr((e.id, e.period, e.minute, e.added, e.seq, e.payload)).encode())
            return digest.hexdigest()
