"""Suspensions: who is banned for which match, the edition's list, and appeals."""

from __future__ import annotations

from tracker.core.suspensions import RulesError
from tracker.services.errors import ServiceError
from tracker.store import suspensions as store
from tracker.store import tallies
from tracker.store.db import Database
from tracker.store.merging import MergeError
from tracker.store.suspensions import EditionBan, Suspension


class SuspendedPlayers(ServiceError):
    """A line-up with suspended players: refused, naming each with his ban."""

    def __init__(self, suspended: list[Suspension]) -> None:
        super().__init__("; ".join(s.reason for s in suspended))
        self.suspended = suspended


class SuspensionService:
    """The suspension use cases over one open database."""

    def __init__(self, db: Database) -> None:
        self.db = db

    def _current(self) -> None:
        """Bring the cards' appearance rows up to date, in a transaction of their own
        (nothing is written when none are stale; a read-only database is read as is)."""
        if self.db.read_only:
            return
        with self.db.reading() as session:
            stale = tallies.stale(session)
        if stale:
            with self.db.writing() as session:
                tallies.refresh(session, [match_id for match_id, _ in stale])

    def suspended(self, person_id: int, match_id: int) -> str | None:
        """Why the person may not play in the match, or None (also when an appeal lifted it)."""
        found = self.suspension(person_id, match_id)
        return found.reason if found is not None and found.overridden is None else None

    def suspension(self, person_id: int, match_id: int) -> Suspension | None:
        """The ban covering the person in the match, with any appeal that lifted it."""
        self._current()
        with self.db.reading() as session:
            try:
                return store.suspension(session, person_id, match_id)
            except (MergeError, RulesError) as exc:
                raise ServiceError(str(exc)) from None

    def override(self, person_id: int, match_id: int, reason: str, author: str = "") -> int:
        """Record an appeal: the person may play in the match in spite of his ban."""
        with self.db.writing() as session:
            try:
                return store.record_override(session, person_id, match_id, reason, author)
            except MergeError as exc:
                raise ServiceError(str(exc)) from None

    def decide(self, squad_entry: int, matches: int) -> None:
        """Record a disciplinary decision: this sending-off costs ``matches`` matches."""
        with self.db.writing() as session:
            try:
                store.decide_ban(session, squad_entry, matches)
            except (MergeError, RulesError) as exc:
                raise ServiceError(str(exc)) from None

    def decide_for(self, person_id: int, match_id: int, matches: int) -> None:
        """Record a decision: the person's sending-off in the match costs ``matches``."""
        with self.db.writing() as session:
            try:
                store.decide_for(session, person_id, match_id, matches)
            except (MergeError, RulesError) as exc:
                raise ServiceError(str(exc)) from None

    def edition_bans(self, edition: str) -> tuple[int, list[EditionBan]]:
        """The bans of an edition named by id or name ("FIFA World Cup 2026")."""
        self._current()
        with self.db.reading() as session:
            edition_id = store.find_edition(session, edition)
            if edition_id is None:
                raise ServiceError(f"there is no competition edition {edition!r}")
            try:
                return edition_id, store.edition_bans(session, edition_id)
            except RulesError as exc:
                raise ServiceError(str(exc)) from None


__all__ = ["EditionBan", "SuspendedPlayers", "Suspension", "SuspensionService"]
