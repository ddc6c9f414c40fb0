"""A test match stored through :class:`MatchService`, with the factory's pids mapped."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from sqlalchemy import create_engine
from sqlalchemy.engine import Engine
from sqlmodel import SQLModel

from tests.core.factory import make_match
from tracker.core.match.events import Event
from tracker.core.match.model import Match
from tracker.services.matches import MatchService
from tracker.store.db import Database, open_database
from tracker.store.match import matches as repo


@dataclass
class StoredMatch:
    """A service over a database (a file or a server's), and one Reds v Blues match in it."""

    url: str
    db: Database
    service: MatchService
    match: Match
    mapping: dict[int, int]
    #: The engine :meth:`dump` reads with: not the application's, made on first use.
    _reader: Engine | None = field(default=None, repr=False)

    @property
    def id(self) -> int:
        """The stored match id."""
        assert self.match.id is not None
        return self.match.id

    @property
    def path(self) -> Path:
        """The database file (SQLite only)."""
        assert self.url.startswith("sqlite:///"), self.url
        return Path(self.url.removeprefix("sqlite:///"))

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

    def dump(self) -> list[tuple[str, list[tuple[Any, ...]]]]:
        """Every row of every table in primary-key order, read with a plain engine of
        its own (not the application's), so that it shows what is committed."""
        if self._reader is None:
            self._reader = create_engine(self.url)
        with self._reader.connect() as connection, connection.begin():
            return [
                (table.name, [tuple(row) for row in connection.execute(
                    table.select().order_by(*table.primary_key.columns)
                )])
                for table in SQLModel.metadata.sorted_tables
            ]  # fmt: skip

    def close(self) -> None:
        """Close the application's database and the dump's engine."""
        self.db.close()
        if self._reader is not None:
            self._reader.dispose()


def store_match(url: str | Path, preset: str = "standard") -> StoredMatch:
    """The database at ``url`` (created if need be) holding one new match, no events;
    a folder means an SQLite file ``matches.sqlite3`` in it."""
    if isinstance(url, Path):
        url = f"sqlite:///{url / 'matches.sqlite3'}"
    db = open_database(url, backups=0)  # backups are tested on their own
    service = MatchService(db)
    original = make_match(preset)
    stored = service.create(original)
    old = [p.pid for p in (*original.home.squad, *original.away.squad)]
    new = [p.pid for p in (*stored.home.squad, *stored.away.squad)]
    return StoredMatch(url, db, service, stored, dict(zip(old, new, strict=True)))
