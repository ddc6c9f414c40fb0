"""``dump`` and ``load``: the library as a portable archive, on SQLite and PostgreSQL."""

from __future__ import annotations

import json
import os
import stat
import zipfile
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import func, select

from tests.core.factory import H1, HOME, goal, start
from tests.helpers.league import KINDS, target
from tests.services.stored import store_match
from tracker.cli import demo_text
from tracker.core.files import archive as fmt
from tracker.services.archive import dump, load
from tracker.services.league import open_target
from tracker.services.matches import MatchService, ServiceError, check_text
from tracker.store.db import Database, open_database
from tracker.store.people import teams as team_repo
from tracker.store.tables import EventRow, MatchPlayerRow, MatchRow, TeamPlayerRow, TeamRow


@pytest.fixture
def laptop(tmp_path: Path) -> Iterator[Database]:
    """A library: the demo, a match in progress, one in the trash, a team with no match."""
    db = open_database(tmp_path / "laptop.sqlite3", backups=0)
    service = MatchService(db)
    service.import_text(demo_text())
    local = store_match(tmp_path / "more")
    local.log(start(H1), goal("20", H1, HOME, 9, 10))
    service.import_text(local.service.export_text(local.id))
    local.db.close()
    service.delete_match(service.import_text(demo_text()))
    with db.writing() as session:
        stored = team_repo.save_team(session, team_repo.TeamInfo(name="Greens", manager="G"))
        assert stored.id is not None
        team_repo.replace_squad(session, stored.id, local.match.home.squad[:3])
    yield db
    db.close()


@pytest.fixture(params=KINDS)
def other(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Database]:
    """An empty database to load into: an SQLite file, or a PostgreSQL database."""
    with target(request.param, tmp_path, "other") as url:
        db = open_target(url, create=True)
        yield db
        db.close()


def _files(db: Database) -> dict[str, dict[str, Any]]:
    service = MatchService(db)
    out = {}
    for entry in service.library():
        data = json.loads(service.export_text(entry.id))
        out[data["match"]["uuid"]] = data
    return out


def _squads(db: Database) -> dict[str, tuple[Any, ...]]:
    with db.reading() as session:
        return {
            info.name: (info.manager, [p.name for p in team_repo.load_squad(session, info.id)])
            for info in team_repo.list_teams(session)
            if info.id is not None
        }


def _counts(db: Database) -> tuple[int, ...]:
    with db.reading() as session:
        return tuple(
            int(session.execute(select(func.count()).select_from(t)).scalar_one())
            for t in (MatchRow, MatchPlayerRow, EventRow, TeamRow, TeamPlayerRow)
        )


def test_a_dumped_library_loads_as_it_was(
    laptop: Database, other: Database, tmp_path: Path
) -> None:
    path = tmp_path / "library.zip"
    report = dump(laptop, path)
    assert (report.matches, report.teams, report.trashed, report.problems) == (2, 5, 1, [])
    assert report.summary(path) == (
        f"wrote {path}: 2 matches, 5 teams; 1 in the trash not included"
    )
    with zipfile.ZipFile(path) as zf:
        names = sorted(zf.namelist())
        manifest = json.loads(zf.read("manifest.json"))
    matches = sorted(f"matches/{uuid}.json" for uuid in _files(laptop))
    assert names == ["competitions.json", "manifest.json", *matches, "teams.json"]
    assert (manifest["matches"], manifest["teams"], manifest["match_file_version"]) == (2, 5, 3)
    loaded = load(other, path)
    assert (loaded.added, loaded.unchanged, loaded.teams_added, loaded.kept) == (2, 0, 5, [])
    assert _files(other) == _files(laptop)
    assert _squads(other) == _squads(laptop)
    assert not list(tmp_path.glob(".*.part"))


def test_loading_an_archive_again_adds_nothing(
    laptop: Database, other: Database, tmp_path: Path
) -> None:
    path = tmp_path / "library.zip"
    dump(laptop, path)
    load(other, path)
    before = _counts(other)
    again = load(other, path)
    assert (again.added, again.unchanged, again.teams_added, again.teams_kept) == (0, 2, 0, 5)
    assert _counts(other) == before
    assert "0 added, 2 already here" in again.summary(path)


def test_a_match_changed_here_is_kept_and_said(laptop: Database, tmp_path: Path) -> None:
    path = tmp_path / "library.zip"
    dump(laptop, path)
    service = MatchService(laptop)
    reds = next(e.id for e in service.library() if e.home == "Reds")
    before = service.export_text(reds)
    service.delete(reds, service.load(reds)[1][-1].id or 0)
    changed = service.export_text(reds)
    assert changed != before
    report = load(laptop, path)
    assert (report.added, report.unchanged) == (0, 1)
    assert len(report.kept) == 1 and "differs from matches/" in report.kept[0]
    assert service.export_text(reds) == changed


def _archive(path: Path, members: dict[str, bytes | str]) -> Path:
    with zipfile.ZipFile(path, "w") as zf:
        for name, content in members.items():
            zf.writestr(name, content)
    return path


def _good_members(laptop: Database, tmp_path: Path) -> dict[str, bytes | str]:
    path = tmp_path / "good.zip"
    dump(laptop, path)
    with zipfile.ZipFile(path) as zf:
        return {name: zf.read(name) for name in zf.namelist()}


def _broken_match(members: dict[str, bytes | str]) -> None:
    """The last match file refers to a player no squad has."""
    name = sorted(n for n in members if n.startswith("matches/"))[-1]
    data = json.loads(members[name])
    next(e for e in reversed(data["events"]) if "scorer" in e)["scorer"] = 9999
    members[name] = json.dumps(data)


_BAD: dict[str, tuple[Callable[[dict[str, bytes | str]], None], str]] = {
    "no manifest": (lambda m: m.pop("manifest.json"), "it has no manifest.json"),
    "newer archive": (
        lambda m: m.update(
            {"manifest.json": json.dumps({**json.loads(m["manifest.json"]), "version": 9})}
        ),
        "the archive is version 9, written by a newer Match Tracker",
    ),
    "a match missing": (
        lambda m: m.pop(sorted(n for n in m if n.startswith("matches/"))[0]),
        "manifest.json lists 2 match(es) but the archive holds 1: it is incomplete",
    ),
    "a match more": (
        lambda m: m.update(
            {"matches/extra.json": m[sorted(n for n in m if n.startswith("matches/"))[0]]}
        ),
        "manifest.json lists 2 match(es) but the archive holds 3: it holds matches its "
        "manifest does not list",
    ),
    "a bad match": (_broken_match, "no player with id 9999 in either squad"),
    "not JSON": (
        lambda m: m.update({sorted(n for n in m if n.startswith("matches/"))[-1]: "{"}),
        "not valid JSON",
    ),
    "bad teams": (lambda m: m.update({"teams.json": "{}"}), "teams.json: a list of teams"),
}


@pytest.mark.parametrize("case", list(_BAD))
def test_a_bad_archive_writes_nothing(
    laptop: Database, other: Database, tmp_path: Path, case: str
) -> None:
    members = _good_members(laptop, tmp_path)
    edit, message = _BAD[case]
    edit(members)
    path = _archive(tmp_path / "bad.zip", members)
    before = _counts(other)
    with pytest.raises(ServiceError) as info:
        load(other, path)
    assert message in str(info.value)
    assert str(info.value).startswith(f"{path}: ") and str(info.value).endswith(
        "; nothing was loaded"
    )
    assert "\n" not in str(info.value)
    assert _counts(other) == before == (0, 0, 0, 0, 0)


def test_a_damaged_zip_writes_nothing(laptop: Database, tmp_path: Path) -> None:
    path = tmp_path / "library.zip"
    dump(laptop, path)
    data = bytearray(path.read_bytes())
    with zipfile.ZipFile(path) as zf:
        info = zf.getinfo(next(n for n in zf.namelist() if n.startswith("matches/")))
    # Flip bytes inside the compressed data of a match file: its CRC no longer matches.
    start = info.header_offset + 30 + len(info.filename) + 10
    data[start : start + 8] = bytes(b ^ 0xFF for b in data[start : start + 8])
    path.write_bytes(bytes(data))
    other = open_database(tmp_path / "other.sqlite3", backups=0)
    try:
        with pytest.raises(ServiceError, match=r"matches/.*\.json: (damaged|not)"):
            load(other, path)
        assert _counts(other) == (0, 0, 0, 0, 0)
    finally:
        other.close()


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (b"PK\x03\x04 not really", "the archive is damaged or incomplete (cut short"),
        (b"", "is empty (0 bytes), not a Match Tracker archive"),
        (b"PKG notes", "not a Match Tracker archive (not a zip file)"),
        (demo_text().encode(), "not a Match Tracker archive (not a zip file)"),
    ],
)
def test_a_file_that_is_no_archive_is_refused(tmp_path: Path, content: bytes, message: str) -> None:
    path = tmp_path / "x.zip"
    path.write_bytes(content)
    db = open_database(tmp_path / "db.sqlite3", backups=0)
    try:
        with pytest.raises(ServiceError, match=message.replace("(", r"\(").replace(")", r"\)")):
            load(db, path)
        with pytest.raises(ServiceError, match="no such file"):
            load(db, tmp_path / "missing.zip")
        with pytest.raises(ServiceError, match="is a folder"):
            load(db, tmp_path)
    finally:
        db.close()


def test_match_files_without_identity_load_once(tmp_path: Path) -> None:
    version1 = json.loads(demo_text())
    version1["version"] = 1
    manifest = fmt.manifest(app_version="0", schema="0003", matches=1, teams=0)
    path = _archive(
        tmp_path / "old.zip",
        {"manifest.json": json.dumps(manifest), "matches/semi.json": json.dumps(version1)},
    )
    db = open_database(tmp_path / "db.sqlite3", backups=0)
    try:
        assert load(db, path).added == 1
        assert load(db, path).unchanged == 1
        assert len(MatchService(db).library()) == 1
    finally:
        db.close()


def test_a_dump_is_written_whole_or_not_at_all(laptop: Database, tmp_path: Path) -> None:
    with pytest.raises(ServiceError, match="is a folder"):
        dump(laptop, tmp_path)
    if hasattr(os, "mkfifo"):  # a pipe is never moved over (a zip needs a file)
        pipe = tmp_path / "pipe"
        os.mkfifo(pipe)
        with pytest.raises(ServiceError, match="is not a file: an archive is written to a file"):
            dump(laptop, pipe)
        assert stat.S_ISFIFO(pipe.stat().st_mode)
    with pytest.raises(ServiceError, match="does not exist"):
        dump(laptop, tmp_path / "nowhere" / "x.zip")
    path = tmp_path / "library.zip"
    path.write_bytes(b"old")

    def stop(done: int, total: int) -> None:
        raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        dump(laptop, path, progress=stop)
    assert path.read_bytes() == b"old"  # the earlier file is untouched, no part is left
    assert not list(tmp_path.glob(".*.part"))


def test_a_match_stored_without_identity_is_given_one_by_the_dump(
    laptop: Database, tmp_path: Path
) -> None:
    from sqlalchemy import text

    with laptop.writing() as session:
        session.execute(text("UPDATE match SET uuid = NULL"))
    path = tmp_path / "library.zip"
    assert dump(laptop, path).matches == 2
    uuids = {MatchService(laptop).load(e.id)[0].uuid for e in MatchService(laptop).library()}
    assert None not in uuids
    with zipfile.ZipFile(path) as zf:
        assert {n for n in zf.namelist() if n.startswith("matches/")} == {
            f"matches/{u}.json" for u in uuids
        }


def test_two_matches_of_one_day_and_teams_both_load(other: Database, tmp_path: Path) -> None:
    """The men's and the women's semi-final of one day (stored beside each other, the
    second as a copy): loaded into an empty library, the second was "kept as it is
    here" (the first, just loaded) and lost, and the load said it succeeded."""
    source = open_database(tmp_path / "two.sqlite3", backups=0)
    service = MatchService(source)
    service.import_text(demo_text())
    data = json.loads(demo_text())
    data["match"]["competition"] = "FIFA Women's World Cup 2026"
    data["match"].pop("uuid", None)
    checked = check_text(json.dumps(data))
    service.import_checked([checked])  # as --as-copy stores it
    path = tmp_path / "two.zip"
    assert dump(source, path).matches == 2
    loaded = load(other, path)
    assert (loaded.added, loaded.kept) == (2, [])
    assert _files(other) == _files(source)
    source.close()
