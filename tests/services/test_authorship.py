"""Who did what: every logged or changed event stores who did it and when."""

from __future__ import annotations

import datetime as dt
import json
import sqlite3
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest

from tests.core.factory import H1, HOME, goal, start
from tests.services.stored import StoredMatch, store_match
from tracker.services.matches import MatchService, default_author
from tracker.store.db import open_database


@pytest.fixture
def m(tmp_path: Path) -> Iterator[StoredMatch]:
    stored = store_match(f"sqlite:///{tmp_path / 'matches.sqlite3'}")
    stored.service.author = "Ana (home secretary)"
    yield stored
    stored.db.close()


def _rows(url: str) -> list[tuple[str, str, str | None]]:
    with sqlite3.connect(url.removeprefix("sqlite:///")) as connection:
        return connection.execute(
            "SELECT author, created_at, changed_at FROM event ORDER BY id"
        ).fetchall()


def test_a_logged_event_stores_its_author_and_time(m: StoredMatch) -> None:
    before = dt.datetime.now(dt.timezone.utc).replace(microsecond=0)
    stored = m.log(start(H1), goal("12", H1, HOME, 10))
    after = dt.datetime.now(dt.timezone.utc)
    assert [row[0] for row in _rows(m.url)] == ["Ana (home secretary)"] * 2
    made = stored[-1].authorship
    assert made is not None and made.author == "Ana (home secretary)"
    assert made.logged_at is not None and before <= made.logged_at <= after
    assert made.changed_at is None
    # Read back as the window reads it.
    read = m.service.load(m.id)[1][-1].authorship
    assert read == made


def test_an_edit_stores_who_changed_it_and_when_keeping_when_it_was_logged(
    m: StoredMatch,
) -> None:
    scored = m.log(start(H1), goal("12", H1, HOME, 10))[-1]
    other = MatchService(open_database(m.url, backups=0), author="Bob (league office)")
    try:
        change = other.edit(m.id, replace(scored, time=goal("13", H1, HOME, 10).time))
    finally:
        other.db.close()
    made = change.event.authorship if change.event else None
    assert made is not None and made.author == "Bob (league office)"
    assert scored.authorship is not None
    assert made.logged_at == scored.authorship.logged_at
    assert made.changed_at is not None and made.changed_at >= made.logged_at  # type: ignore[operator]
    author, _logged, changed = _rows(m.url)[-1]
    assert author == "Bob (league office)" and changed is not None
    assert m.service.load(m.id)[1][-1].authorship == made


def test_the_match_file_carries_who_logged_each_event(m: StoredMatch) -> None:
    m.log(start(H1), goal("12", H1, HOME, 10))
    events = json.loads(m.service.export_text(m.id))["events"]
    assert [e["author"] for e in events] == ["Ana (home secretary)"] * 2
    assert all(e["logged_at"].endswith("Z") for e in events)
    # Imported elsewhere, the events keep who logged them and when.
    text = m.service.export_text(m.id)
    copy = m.service.import_text(text)
    # The copy in the same database is a match of its own: only its identity differs.
    again = json.loads(m.service.export_text(copy))
    first = json.loads(text)
    assert again["match"].pop("uuid") != first["match"].pop("uuid")
    assert again == first


def test_an_undone_edit_is_a_change_by_whoever_undid_it(m: StoredMatch) -> None:
    scored = m.log(start(H1), goal("12", H1, HOME, 10))[-1]
    moved = m.service.edit(m.id, replace(scored, time=goal("13", H1, HOME, 10).time)).event
    m.service.author = "Carla"
    back = m.service.edit(m.id, scored, expected=moved).event
    assert back is not None and back == scored  # what the event is: as it was
    assert back.authorship is not None and back.authorship.author == "Carla"


def test_the_default_author_is_tracker_user_else_the_system_user() -> None:
    assert default_author({"TRACKER_USER": "  Dana  "}) == "Dana"
    import getpass

    assert default_author({}) == getpass.getuser()


def test_a_name_is_stored_on_one_line_and_not_too_long(m: StoredMatch) -> None:
    from tracker.core.files import matchfile

    m.service.author = "  Ana\n \u202e Ru\x07iz " + "x" * 300
    stored = m.log(start(H1))[-1]
    assert stored.authorship is not None
    assert stored.authorship.author.startswith("Ana Ruiz x")
    assert len(stored.authorship.author) == 200
    import jsonschema

    jsonschema.validate(json.loads(m.service.export_text(m.id)), matchfile.schema())


def test_a_deleted_event_put_back_is_as_it_was_its_authorship_included(m: StoredMatch) -> None:
    """Deleted, then put back by an undo: who logged it, when, and that it had been
    changed come back with it."""
    scored = m.log(start(H1), goal("12", H1, HOME, 10))[-1]
    changed = m.service.edit(m.id, replace(scored, time=goal("13", H1, HOME, 10).time)).event
    assert changed is not None and changed.authorship is not None
    assert changed.authorship.changed_at is not None
    assert changed.id is not None
    m.service.delete(m.id, changed.id)
    m.service.author = "Carla"
    back = m.service.log(m.id, changed).event
    assert back is not None and back.authorship == changed.authorship
    assert m.service.load(m.id)[1][-1].authorship == changed.authorship
