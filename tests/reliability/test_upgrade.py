"""Databases from other versions: the first schema upgrades intact, after a backup."""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Any

import alembic.command
import pytest

from tests.helpers.matches import demo
from tests.reliability.conftest import fingerprint
from tracker.core.files import matchfile
from tracker.services import MatchService
from tracker.services.setup import LibraryQuery, SetupService
from tracker.store import db as dbmod
from tracker.store.db import DatabaseError, current_revision, head_revision, open_database
from tracker.store.transfer import backup


def test_first_schema_opens_with_every_fact(old_db: Path) -> None:
    """The database made by schema 0001 opens at the newest schema with the reference match."""
    database = open_database(old_db)
    assert current_revision(database.engine) == head_revision()
    service = MatchService(database)
    [entry] = service.library()
    assert (entry.home, entry.away, entry.score, entry.status) == (
        "Argentina",
        "England",
        "2-1",
        "finished",
    )
    match, events = service.load(entry.id)
    want_match, want_events = demo()
    # Schema 0003 gave the match an identity; the rest is as the first schema kept it.
    assert match.uuid is not None
    want_match = dataclasses.replace(want_match, uuid=match.uuid)
    assert matchfile.to_dict(match, events) == matchfile.to_dict(want_match, want_events)
    # The figures and search text that schema 0002 keeps were filled from a replay.
    assert service.check_summaries() == []
    assert SetupService(database).library_count(LibraryQuery(text="ARGENTINA world")) == 1
    database.close()


class _NewerScript:
    """The migration scripts of a version one revision ahead of the database."""

    def __init__(self, real: Any) -> None:
        self.real = real

    def get_current_head(self) -> str:
        return "0002_next"

    def walk_revisions(self) -> list[Any]:
        return list(self.real.walk_revisions())


def test_older_database_is_backed_up_before_upgrade(
    old_db: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """When the schema must be upgraded, a backup of the old file is made first."""
    original = fingerprint(old_db)
    real = dbmod._script()
    monkeypatch.setattr(dbmod, "_script", lambda: _NewerScript(real))
    monkeypatch.setattr(dbmod, "HEAD_REVISION", "0002_next")
    upgraded: list[str] = []

    def fake_upgrade(_config: Any, target: str) -> None:
        kept = backup.list_backups(old_db)
        assert [b.reason for b in kept] == ["upgrade"], "no backup before the upgrade"
        assert backup.summarize(kept[0].path).events > 0
        upgraded.append(target)

    monkeypatch.setattr(alembic.command, "upgrade", fake_upgrade)
    monkeypatch.setattr(dbmod, "_fill_summaries", lambda _engine: None)  # nothing was upgraded
    monkeypatch.setattr(dbmod, "_fill_places", lambda _engine: None)
    open_database(old_db, backups=0).close()  # even with backups off, the upgrade is backed up
    assert upgraded == ["head"]
    [kept] = [b for b in backup.list_backups(old_db) if b.reason == "upgrade"]
    restored = kept.path.parent / "check.sqlite3"
    restored.write_bytes(kept.path.read_bytes())
    assert backup.summarize(restored).schema == "0001"
    assert original  # the old file's content is what the backup holds (see summarize)


def test_upgrade_refused_when_backup_impossible(
    old_db: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """No backup, no upgrade: the old file is left untouched with a clear message."""
    real = dbmod._script()
    monkeypatch.setattr(dbmod, "_script", lambda: _NewerScript(real))
    monkeypatch.setattr(dbmod, "HEAD_REVISION", "0002_next")
    monkeypatch.setattr(
        alembic.command, "upgrade", lambda *_: pytest.fail("upgraded without a backup")
    )
    (old_db.parent / backup.FOLDER).write_text("a file where the backups folder should be")
    with pytest.raises(DatabaseError, match="could not be backed up first"):
        open_database(old_db)
