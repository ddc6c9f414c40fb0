"""``load`` of an archive cut short (a ``dump`` copied to a stick that was pulled out
half-way) said "not a Match Tracker archive (not a zip file)", as it says of a text
file, and of an empty file the same: nothing about the archive being incomplete, nor
that nothing was loaded.

Such an archive is now said to be damaged or incomplete, named, with what to do and
that nothing was loaded; an empty file is said to be empty. An archive from a newer
version and a zip that is no dump were said clearly already: they stay so. The
database is left byte for byte as it was.
"""

from __future__ import annotations

import io
import json
import zipfile
from pathlib import Path

import pytest

from tests.test_cli import digest, one_error_line, run_here

ERROR = "match-tracker: error: "
CUT_SHORT = (
    "the archive is damaged or incomplete (cut short, as when its copy did not finish): "
    "copy it again, or dump the library again; nothing was loaded"
)


@pytest.fixture
def library(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> Path:
    """A library holding the reference match."""
    path = tmp_path / "library.sqlite3"
    assert run_here(capsys, "demo", db=path).returncode == 0
    return path


@pytest.fixture
def dumped(capsys: pytest.CaptureFixture[str], tmp_path: Path, library: Path) -> bytes:
    """The library's archive, as ``dump`` writes it."""
    path = tmp_path / "whole.zip"
    assert run_here(capsys, "dump", str(path), db=library).returncode == 0
    return path.read_bytes()


def _load(capsys: pytest.CaptureFixture[str], library: Path, archive: Path) -> str:
    """The one error line of loading ``archive``, which leaves ``library`` untouched."""
    before = digest(library)
    line = one_error_line(run_here(capsys, "load", str(archive), db=library))
    assert digest(library) == before
    return line


@pytest.mark.parametrize("kept", [0.1, 0.5, 0.99, -1], ids=["tenth", "half", "most", "all-but-1"])
def test_an_archive_cut_short_is_said_to_be_incomplete(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, library: Path, dumped: bytes, kept: float
) -> None:
    archive = tmp_path / "league.zip"
    archive.write_bytes(dumped[: int(len(dumped) * kept)] if kept > 0 else dumped[:-1])
    assert _load(capsys, library, archive) == f"{ERROR}{archive}: {CUT_SHORT}"


def test_an_empty_file_is_said_to_be_empty(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, library: Path
) -> None:
    archive = tmp_path / "league.zip"
    archive.write_bytes(b"")
    line = _load(capsys, library, archive)
    assert line == f"{ERROR}{archive} is empty (0 bytes), not a Match Tracker archive"


def _rezipped(dumped: bytes, change: dict[str, object]) -> bytes:
    """The archive with its manifest changed."""
    out = io.BytesIO()
    with zipfile.ZipFile(io.BytesIO(dumped)) as old, zipfile.ZipFile(out, "w") as new:
        for name in old.namelist():
            data = old.read(name)
            if name == "manifest.json":
                data = json.dumps({**json.loads(data), **change}).encode()
            new.writestr(name, data)
    return out.getvalue()


def test_what_was_said_clearly_already_stays_so(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, library: Path, dumped: bytes
) -> None:
    newer = tmp_path / "newer.zip"
    newer.write_bytes(_rezipped(dumped, {"version": 2}))
    assert _load(capsys, library, newer) == (
        f"{ERROR}{newer}: manifest.json: the archive is version 2, written by a newer Match "
        "Tracker (this one reads version 1); update Match Tracker to load it; nothing was loaded"
    )
    other = tmp_path / "photos.zip"
    with zipfile.ZipFile(other, "w") as zf:
        zf.writestr("photo.txt", "not a match")
    assert _load(capsys, library, other) == (
        f"{ERROR}{other}: not a Match Tracker archive (it has no manifest.json); nothing was loaded"
    )
    notes = tmp_path / "notes.txt"
    notes.write_text("a list of players\n")
    assert _load(capsys, library, notes) == (
        f"{ERROR}{notes}: not a Match Tracker archive (not a zip file)"
    )
