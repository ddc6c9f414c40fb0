"""A test match stored through :class:`MatchService`, with the factory's pids mapped."""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass
from pathlib import Path

from tests.core.factory import make_match
from tracker.core.events import Event
from tracker.core.model import Match
from tracker.services.matches import MatchService
from tracker.store import matches as repo
from tracker.store.db import Database, open_database


@dataclass
class StoredMatch:
    """A service over a database file, and one Reds v Blues match in it."""

    path: Path
    db: Database
    service: MatchService
    match: Match
    mapping: dict[int, int]

    @property
    def id(self) -> int:
        """The stored match id."""
        assert self.match.id is not None
        return self.match.id

    def ev(self, event: Event) -> Event:
        """A factory event (factory pids) with the stored player ids."""
        return repo.remap_event(event, self.mapping)

    def pid(self, factory_pid: int) -> int:
        """The stored id of a factory player."""
        return self.mapping[factory_pid]

    def log(self, *events: Event) -> list[Event]:
        """Log factory events one by one; returns the stored events."""
        stored = []
        for event in events:
            change = self.service.log(self.id, self.ev(event))
            assert change.event is not None
            stored.append(change.event)
        return stored

    def dump(self) -> list[str]:
        """Every row of the database file, read with a separate plain connection."""
        with sqlite3.connect(self.path) as connection:
            return list(connection.iterdump())


def store_match(folder: Path, preset: str = "standard") -> StoredMatch:
    """A fresh database file in ``folder`` holding one match, no events."""
    path = folder / "matches.sqlite3"
    db = open_database(path, backups=0)  # backups are tested on their own
    service = MatchService(db)
    original = make_match(preset)
    stored = service.create(original)
    old = [p.pid for p in (*original.home.squad, *original.away.squad)]
    new = [p.pid for p in (*stored.home.squad, *stored.away.squad)]
    return StoredMatch(path, db, service, stored, dict(zip(old, new, strict=True)))
