"""The benchmark's library builder makes valid, varied matches (no timing here)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from benchmarks import libraries, matchgen
from tracker.core.match.replay import replay
from tracker.core.match.state import Status
from tracker.services.matches import MatchService
from tracker.store.db import open_database


def test_a_small_library_opens_and_every_match_replays(tmp_path: Path) -> None:
    db = open_database(tmp_path / "library.sqlite3", backups=0)
    libraries.fill(db, 40)
    db.close()
    service = MatchService(open_database(tmp_path / "library.sqlite3", backups=0))
    entries = service.library()
    assert len(entries) == 40
    # Every stored log replays under the rules (a broken one raises ServiceError).
    states = [service.state(e.id) for e in entries]
    assert {s.status for s in states} == {Status.FINISHED, Status.CONFIRMED, Status.LIVE}
    assert len({e.home for e in entries} | {e.away for e in entries}) > 40
    assert len({e.score for e in entries}) > 3
    for entry in entries:
        assert len(service.load(entry.id)[1]) >= 30
    # The window opens the match stored last.
    assert service.last_worked_on() == max(e.id for e in entries)
    service.db.close()


def test_variants_are_valid_and_some_are_live() -> None:
    variants = [matchgen.variant(i) for i in range(libraries.VARIANTS)]
    statuses = {v.state.status for v in variants}
    assert statuses == {Status.FINISHED, Status.LIVE}
    assert all(40 <= len(v.events) <= 55 for v in variants if v.state.finished)


def test_a_running_match_takes_hundreds_of_events() -> None:
    match, events = matchgen.running_match(400)
    assert len(events) == 400
    assert replay(match, events).running


def test_the_records_library_holds_what_a_refresh_would_derive(tmp_path: Path) -> None:
    from sqlalchemy import text

    from benchmarks import records
    from tracker.services.records import RecordsService

    db = records.build(tmp_path / "records.sqlite3", 60)
    query = text("SELECT match_id, person_id, team_id, side, goals FROM appearance ORDER BY 1, 2")
    with db.reading() as session:
        written = session.execute(query).all()
    with db.writing() as session:
        session.execute(text("UPDATE match SET tallied_revision = -1"))
    assert RecordsService(db).refresh() == 60
    with db.reading() as session:
        assert session.execute(query).all() == written
    service = RecordsService(db)
    edition = next(e for e in service.editions() if e.matches)
    (table,) = service.standings(edition.id)
    assert [row.played for row in table.rows] == [3, 3, 3, 3]
    assert len(written) > 30
    db.close()


def test_the_libraries_can_be_cached_in_a_folder_of_ones_choosing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(libraries.CACHE_VARIABLE, str(tmp_path))
    assert libraries.cache_folder() == tmp_path / libraries.cache_key()
    monkeypatch.delenv(libraries.CACHE_VARIABLE)
    assert libraries.cache_folder().parent.name == "match-tracker-bench"


def test_the_libraries_cache_key_follows_the_schema_not_the_tables_source() -> None:
    from sqlalchemy import Column, Integer, Table

    from tracker.store import tables

    sql = libraries.schema_sql()
    for table in tables.SQLModel.metadata.sorted_tables:
        assert re.search(rf'CREATE TABLE "?{table.name}"? \(', sql), table.name
    key = libraries.cache_key()
    assert len(key) == 16 and libraries.cache_key() == key
    # A column more in the schema is another key.
    extra = Table("bench_probe", tables.SQLModel.metadata, Column("id", Integer, primary_key=True))
    try:
        assert "CREATE TABLE bench_probe" in libraries.schema_sql()
        assert libraries.cache_key() != key
    finally:
        tables.SQLModel.metadata.remove(extra)
    assert libraries.cache_key() == key


def test_the_records_world_holds_the_same_subject_in_every_size(tmp_path: Path) -> None:
    """The rows measured against 100 matches read the same content in the large library:
    the same edition, player, final and team, with the same figures; the rest differs."""
    from dataclasses import replace

    from sqlalchemy import func, select

    from benchmarks import records
    from tracker.core.records.coverage import Coverage, Need
    from tracker.services.records import RecordsService
    from tracker.store import tables
    from tracker.store.db import Database

    def seen(db: Database) -> tuple[object, ...]:
        service, wanted = RecordsService(db), records.subject_of(db)
        page = service.player(wanted["person"])
        team, _ = service.find_team(records.HOMEBODY)
        # His total counts over every match of his team: the large library holds its
        # friendlies too. All have their scorers, so his figures read the same.
        assert page.cover.complete(Need.SCORERS)
        return (
            wanted["edition"],
            wanted["person"],
            service.standings(wanted["edition"]),
            service.key_stats(wanted["match"]),
            replace(
                page,
                lines=tuple((replace(m, id=0), replace(x, match_id=0)) for m, x in page.lines),
                cover=Coverage(),
            ),
            len(service.team(team).matches),
        )

    small = records.build_world(tmp_path / "small.sqlite3", 100)
    large = records.build_world(tmp_path / "large.sqlite3", 1300)
    assert seen(small) == seen(large)
    match = tables.MatchRow.__table__  # type: ignore[attr-defined]
    for db, count, friendlies in ((small, 100, 0), (large, 1300, 20)):
        with db.reading() as session:
            assert session.execute(select(func.count()).select_from(match)).scalar() == count
            played = select(func.count()).where(match.c.uuid.like("friendly-%"))
            assert session.execute(played).scalar() == friendlies
        db.close()


def test_the_launcher_reports_the_apps_own_frame_with_the_match(tmp_path: Path) -> None:
    """``match`` mode ends on the frame the app paints with the match (none forced)."""
    from benchmarks.processes import child_env, launch
    from tracker.app import demo_text

    path = tmp_path / "demo.sqlite3"
    db = open_database(path, backups=0)
    MatchService(db).import_text(demo_text())
    db.close()
    env = child_env(tmp_path / "home", "offscreen", "")
    # It waits for that frame and no longer: a launcher that never saw it would not end.
    shown = launch("app", path, "match", env)
    assert shown["spawned"] < shown["match"] < shown["exited"]
