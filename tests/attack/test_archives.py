"""``load``: hostile archives are refused in one line, write nothing, and never hang.

Issue 23, items 6 and 7: a 4,301-digit number in ``manifest.json`` or ``teams.json``,
an encrypted member, a pipe given as the archive, a killed ``dump``'s ``.part`` file,
and team names or squads a match file refuses (bidi override, line break, escape
sequence, shirt number twice, a 1,000,000-character name) stored by ``load``.
"""

from __future__ import annotations

import io
import json
import os
import zipfile
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tests.attack.conftest import files_digest, surface
from tests.test_cli import one_error_line, run, run_here
from tracker.cli import demo_text
from tracker.services import archive as archive_service
from tracker.services.errors import ServiceError
from tracker.store.db import open_database

MANIFEST = {"format": "match-tracker-archive", "version": 1, "matches": 0, "teams": 1}
TEAM: dict[str, Any] = {
    "name": "Argentina",
    "short_name": "ARG",
    "manager": "Lionel Scaloni",
    "colour": "#75aadb",
    "keeper_colour": "#2a2",
    "squad": [
        {"name": "Emiliano Martínez", "known_as": "", "number": 23, "position": "GK"},
        {"name": "Lionel Messi", "known_as": "Messi", "number": 10, "position": "FW"},
    ],
}


def zip_bytes(members: dict[str, bytes | str], *, encrypted: frozenset[str] = frozenset()) -> bytes:
    """A zip of ``members``; those named in ``encrypted`` carry the encryption flag."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as zf:
        for name, data in members.items():
            zf.writestr(name, data)
    raw = bytearray(buffer.getvalue())
    for name in encrypted:
        # Set bit 0 of the flags in the local header and in the central directory.
        for signature, offset in ((b"PK\x03\x04", 6), (b"PK\x01\x02", 8)):
            at = raw.find(signature)
            while at >= 0:
                name_at = at + (30 if signature == b"PK\x03\x04" else 46)
                if raw[name_at : name_at + len(name)] == name.encode():
                    raw[at + offset] |= 1
                at = raw.find(signature, at + 4)
    return bytes(raw)


def archive_of(
    teams: Any = None, manifest: Any = None, matches: dict[str, str] | None = None
) -> bytes:
    """An archive with the given teams, manifest and match files."""
    members: dict[str, bytes | str] = {
        "manifest.json": manifest
        if isinstance(manifest, str)
        else json.dumps(manifest or {**MANIFEST, "matches": len(matches or {})}),
        "teams.json": teams
        if isinstance(teams, str)
        else json.dumps([TEAM] if teams is None else teams),
    }
    for name, text in (matches or {}).items():
        members[f"matches/{name}.json"] = text
    return zip_bytes(members)


@pytest.fixture
def library(tmp_path: Path) -> Path:
    """A database file holding the demo match."""
    path = tmp_path / "matches.sqlite3"
    database = open_database(path, backups=0)
    from tracker.services import MatchService

    MatchService(database).import_text(demo_text())
    database.close()
    return path


def refused(library: Path, data: bytes, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> str:
    """Load ``data`` with the command; it must be one line, and the file unchanged."""
    path = tmp_path / "hostile.zip"
    path.write_bytes(data)
    before = files_digest(library)
    line = one_error_line(run_here(capsys, "load", str(path), db=library))
    assert files_digest(library) == before
    return line


def _team(**changes: Any) -> list[dict[str, Any]]:
    return [{**TEAM, **changes}]


def _player(index: int, **changes: Any) -> list[dict[str, Any]]:
    squad = [dict(p) for p in TEAM["squad"]]
    squad[index].update(changes)
    return [{**TEAM, "squad": squad}]


HUGE = "9" * 4301
CASES = {
    "4,301 digits in manifest.json": (
        archive_of(manifest=json.dumps(MANIFEST).replace('"matches": 0', f'"matches": {HUGE}')),
        "manifest.json: a number of 4301 digits is far too large",
    ),
    "4,301 digits in teams.json": (
        archive_of(teams=json.dumps([TEAM]).replace('"number": 23', f'"number": {HUGE}')),
        "teams.json: a number of 4301 digits is far too large",
    ),
    "an encrypted manifest": (
        zip_bytes({"manifest.json": json.dumps(MANIFEST)}, encrypted=frozenset({"manifest.json"})),
        "manifest.json: encrypted",
    ),
    "an encrypted teams.json": (
        zip_bytes(
            {"manifest.json": json.dumps(MANIFEST), "teams.json": json.dumps([TEAM])},
            encrypted=frozenset({"teams.json"}),
        ),
        "teams.json: encrypted",
    ),
    "a bidi override in a team name": (
        archive_of(_team(name="Argentina\u202eanitnegrA")),
        "teams.json[0]: the team's name contains an invisible control character (U+202E)",
    ),
    "a line break in a team name": (
        archive_of(_team(name="Argen\ntina")),
        "the team's name contains an invisible control character (U+000A)",
    ),
    "an escape sequence in a manager's name": (
        archive_of(_team(manager="\x1b[31mScaloni")),
        "the manager's name contains an invisible control character (U+001B)",
    ),
    "shirt number 10 twice": (
        archive_of(_player(0, number=10)),
        "shirt number 10 is worn by both",
    ),
    "a 1,000,000-character player name": (
        archive_of(_player(1, name="M" * 1_000_000)),
        "is 1,000,000 characters long (at most 500)",
    ),
    "a line break in a field's name (quoted back)": (
        archive_of(_team(name={"a\nb": "\ud800"})),
        "teams.json[0].name.a\\nb: U+D800 is not a character",
    ),
    "a colour that is not one": (
        archive_of(_team(colour="red; drop table")),
        'teams.json[0].colour: "red; drop table" is not a colour such as #75AADB',
    ),
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_a_hostile_archive_is_refused_in_one_line_writing_nothing(
    library: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], case: str
) -> None:
    data, message = CASES[case]
    line = refused(library, data, tmp_path, capsys)
    assert message in line and line.endswith("nothing was loaded")


def test_a_match_file_in_an_archive_is_held_to_the_match_file_s_standard(
    library: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data = json.loads(demo_text())
    data["match"]["uuid"] = "5b1f4c2e-8a59-4d61-9d0f-3b7a1c6e2f10"
    data["away"]["name"] = "Eng\u202eland"
    line = refused(library, archive_of(matches={"x": json.dumps(data)}), tmp_path, capsys)
    assert "matches/x.json: set-up: the away team's name contains an invisible" in line


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")
def test_a_pipe_is_refused_at_once_not_read_forever(library: Path, tmp_path: Path) -> None:
    pipe = tmp_path / "archive.zip"
    os.mkfifo(pipe)
    result = run("load", str(pipe), db=library)  # a hang fails by its timeout
    assert "is not a file (a pipe or a device)" in one_error_line(result)


def test_an_archive_over_the_size_limit_is_refused_unread(
    library: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "big.zip"
    path.write_bytes(archive_of())
    monkeypatch.setattr(archive_service, "MAX_ARCHIVE_BYTES", 100)
    database = open_database(library, backups=0)
    try:
        with pytest.raises(ServiceError, match="far too large for an archive"):
            archive_service.load(database, path)
    finally:
        database.close()


def test_a_killed_dump_s_part_file_is_removed_by_the_next_dump(
    library: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    target = tmp_path / "library.zip"
    # What a dump killed half-way leaves: a part named after a process that is gone
    # (and the single name earlier versions used).
    stale = [tmp_path / ".library.zip.2147483646.part", tmp_path / ".library.zip.part"]
    for part in stale:
        part.write_bytes(b"PK half an archive")
    result = run_here(capsys, "dump", str(target), db=library)
    assert result.returncode == 0, result.stderr
    assert sorted(p.name for p in tmp_path.iterdir() if p.name.startswith(".")) == []
    assert zipfile.ZipFile(target).testzip() is None


def test_a_dump_in_progress_keeps_another_running_dump_s_part(
    library: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    running = tmp_path / f".library.zip.{os.getppid()}.part"  # a live process's part
    running.write_bytes(b"PK")
    assert run_here(capsys, "dump", str(tmp_path / "library.zip"), db=library).returncode == 0
    assert running.exists()


# --- fuzzing: any value anywhere in teams.json and the manifest -------------------------

hostile_text = st.one_of(
    st.text(max_size=30),
    st.sampled_from(["\u202e", "\n", "\x1b[2J", "\ud800", "%", "_", "", " ", "x" * 600]),
)
hostile_value = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(min_value=-(2**70), max_value=2**70)
    | st.floats(allow_nan=False)
    | hostile_text,
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(hostile_text, inner, max_size=3),
    max_leaves=8,
)
_FIELDS = ("name", "short_name", "manager", "colour", "keeper_colour", "squad")
_PLAYER_FIELDS = ("name", "known_as", "number", "position", "id", "extra")


@given(
    where=st.sampled_from(["team", "player", "manifest"]),
    field=st.sampled_from(_FIELDS + _PLAYER_FIELDS + ("format", "version", "matches")),
    value=hostile_value,
)
@surface("archives")
def test_any_value_in_an_archive_is_loaded_or_refused_writing_nothing(
    library: Path, where: str, field: str, value: Any
) -> None:
    if where == "team":
        members = archive_of(teams=[{**TEAM, field: value}])
    elif where == "player":
        members = archive_of(teams=_player(1, **{field: value}))
    else:
        members = archive_of(manifest=json.dumps({**MANIFEST, field: value}))
    path = library.with_name("fuzz.zip")
    path.write_bytes(members)
    before = files_digest(library)
    database = open_database(library, backups=0)
    try:
        archive_service.load(database, path)
    except ServiceError as exc:
        message = str(exc)
        assert "\n" not in message
        assert message.endswith("nothing was loaded") or "far too large" in message
        database.close()
        assert files_digest(library) == before
    else:
        database.close()
