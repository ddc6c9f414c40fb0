"""``export -o``: a read-only file was replaced (exit 0, now 644), a link was replaced
by a file, ``-o -`` wrote a file named "-", and a folder that may not be written was
said with the name of the hidden temporary file (``.x.json.part``), as was ``dump``'s.

A read-only file is refused as ``cp`` refuses it; a link is written through (it stays
a link); ``-o -`` is standard output; every message names the file the user gave.
"""

from __future__ import annotations

import errno
import os
import stat
from pathlib import Path
from typing import Any

import pytest

from tests.test_cli import one_error_line, run_here


@pytest.fixture
def db(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> Path:
    path = tmp_path / "matches.sqlite3"
    assert run_here(capsys, "demo", db=path).returncode == 0
    return path


def test_a_read_only_file_is_refused(
    db: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    keep = tmp_path / "keep.json"
    keep.write_text("mine")
    keep.chmod(0o444)  # root writes it all the same: the command looks at the mode
    line = one_error_line(run_here(capsys, "export", "1", "-o", str(keep), db=db))
    assert line == f"match-tracker: error: cannot write {keep}: it is read-only"
    assert keep.read_text() == "mine"
    assert stat.S_IMODE(keep.stat().st_mode) == 0o444


def test_a_file_the_user_may_not_write_is_refused(
    db: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    theirs = tmp_path / "theirs.json"
    theirs.write_text("someone else's")
    access = os.access
    monkeypatch.setattr(
        os, "access", lambda p, mode, **kw: False if Path(p) == theirs else access(p, mode, **kw)
    )
    line = one_error_line(run_here(capsys, "export", "1", "-o", str(theirs), db=db))
    assert line == f"match-tracker: error: cannot write {theirs}: it is read-only"
    assert theirs.read_text() == "someone else's"


def test_a_file_written_over_keeps_its_mode(
    db: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    private = tmp_path / "private.json"
    private.write_text("old")
    private.chmod(0o600)
    assert run_here(capsys, "export", "1", "-o", str(private), db=db).returncode == 0
    assert private.read_text().startswith("{")
    assert stat.S_IMODE(private.stat().st_mode) == 0o600


def test_a_link_is_written_through_and_stays_a_link(
    db: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    real = tmp_path / "files" / "real.json"
    real.parent.mkdir()
    real.write_text("old")
    link = tmp_path / "link.json"
    link.symlink_to(real)
    result = run_here(capsys, "export", "1", "-o", str(link), db=db)
    assert result.returncode == 0, result.stderr
    assert link.is_symlink()
    assert real.read_text().startswith("{")
    assert sorted(p.name for p in real.parent.iterdir()) == ["real.json"]


def test_dash_is_standard_output(
    db: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    result = run_here(capsys, "export", "1", "-o", "-", db=db)
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("{")
    assert not (tmp_path / "-").exists()
    line = one_error_line(run_here(capsys, "export", "1", "-f", "csv", "-o", "-", db=db))
    assert line == "match-tracker: error: the csv format writes a folder: give it with -o DIR"
    assert not (tmp_path / "-").exists()


def test_the_help_says_what_dash_is(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        run_here(capsys, "export", "--help", db=None)
    said = " ".join(capsys.readouterr().out.split())
    assert "- for standard output" in said


def _read_only_mount(monkeypatch: pytest.MonkeyPatch, folder: Path) -> None:
    """Writing, making or removing any file in ``folder`` fails as on a read-only mount."""
    real_open = os.open
    real_unlink = os.unlink

    def refuse(path: Any) -> None:
        if Path(path).parent == folder:
            raise OSError(errno.EROFS, os.strerror(errno.EROFS), str(path))

    def opening(path: Any, *args: Any, **kwargs: Any) -> int:
        refuse(path)
        return real_open(path, *args, **kwargs)

    def unlinking(path: Any, *args: Any, **kwargs: Any) -> None:
        refuse(path)
        real_unlink(path, *args, **kwargs)

    monkeypatch.setattr(os, "open", opening)
    monkeypatch.setattr(os, "unlink", unlinking)
    real_io_open = open

    def io_opening(file: Any, *args: Any, **kwargs: Any) -> Any:
        if isinstance(file, (str, Path)):
            refuse(file)
        return real_io_open(file, *args, **kwargs)

    monkeypatch.setattr("builtins.open", io_opening)
    monkeypatch.setattr("io.open", io_opening)


def test_a_read_only_folder_is_said_with_the_name_given(
    db: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = tmp_path / "ro"
    folder.mkdir()
    x = folder / "x.json"
    _read_only_mount(monkeypatch, folder)
    line = one_error_line(run_here(capsys, "export", "1", "-o", str(x), db=db))
    assert line == f"match-tracker: error: cannot write {x}: Read-only file system"


def test_dump_into_a_read_only_folder_is_said_with_the_name_given(
    db: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = tmp_path / "ro"
    folder.mkdir()
    archive = folder / "d.zip"
    _read_only_mount(monkeypatch, folder)
    line = one_error_line(run_here(capsys, "dump", str(archive), db=db))
    assert line == f"match-tracker: error: cannot write {archive}: Read-only file system"
