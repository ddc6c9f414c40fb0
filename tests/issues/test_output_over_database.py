"""Issue 23, item 4: ``export 1 -o matches.sqlite3`` and ``dump matches.sqlite3`` replaced
the open database with JSON or a zip and exited 0.

An output path that is a database (the open one, a backup, any SQLite file) or a file
SQLite keeps beside one is now refused in one line, whatever the format, and nothing
is written.
"""

from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path

import pytest

from tests.test_cli import digest, one_error_line, run_here
from tracker.services.errors import ServiceError
from tracker.services.outputs import refuse_database


@pytest.fixture
def db(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> Path:
    path = tmp_path / "matches.sqlite3"
    assert run_here(capsys, "demo", db=path).returncode == 0
    return path


def _folder(path: Path) -> dict[str, str]:
    return {p.name: digest(p) for p in sorted(path.parent.iterdir()) if p.is_file()}


@pytest.mark.parametrize("fmt", ["json", "txt", "html", "pdf", "csv", "statsbomb"])
@pytest.mark.parametrize("target", ["", "-wal", "-shm", "-journal"])
def test_export_over_the_open_database_or_its_files_is_refused(
    db: Path, fmt: str, target: str, capsys: pytest.CaptureFixture[str]
) -> None:
    before = _folder(db)
    output = db.with_name(db.name + target)
    result = run_here(capsys, "export", "1", "--format", fmt, "-o", str(output), db=db)
    line = one_error_line(result)
    assert f"will not write over {output}" in line and "nothing was written" in line
    assert _folder(db) == before


def test_dump_over_the_open_database_is_refused(
    db: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    before = _folder(db)
    for output in (db, db.with_name(db.name + "-wal")):
        line = one_error_line(run_here(capsys, "dump", str(output), db=db))
        assert "will not write over" in line
    assert _folder(db) == before
    assert run_here(capsys, "list", db=db).returncode == 0


def test_any_other_database_is_refused_too(
    db: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    other = tmp_path / "elsewhere" / "report.html"  # a database whatever its name
    other.parent.mkdir()
    shutil.copyfile(db, other)
    link = tmp_path / "link.json"
    link.symlink_to(other)
    plain = tmp_path / "plain.db"
    sqlite3.connect(plain).execute("CREATE TABLE t (x)").connection.close()
    for output in (other, link, plain):
        before = digest(output)
        line = one_error_line(run_here(capsys, "export", "1", "-o", str(output), db=db))
        assert "it is a database" in line
        assert one_error_line(run_here(capsys, "dump", str(output), db=db))
        assert digest(output) == before


def test_a_write_ahead_log_is_known_by_its_header(tmp_path: Path) -> None:
    log = tmp_path / "renamed"
    log.write_bytes(b"\x37\x7f\x06\x82" + bytes(28))
    with pytest.raises(ServiceError, match="write-ahead log"):
        refuse_database(log)
    refuse_database(tmp_path / "new.json")  # a new file, or any other, may be written
    (tmp_path / "old.json").write_text("{}")
    refuse_database(tmp_path / "old.json")


def test_the_export_folder_formats_and_the_window_check_too(db: Path, tmp_path: Path) -> None:
    pytest.importorskip("PySide6")
    from tracker.ui.files.exporting import write_export

    before = _folder(db)
    with pytest.raises(ServiceError, match="will not write over"):
        write_export(db, b"{}")
    with pytest.raises(ServiceError, match="will not write over"):
        write_export(db.parent, {"readme.txt": b"x", db.name: b"{}"})
    assert _folder(db) == before
    assert not (db.parent / "readme.txt").exists()
