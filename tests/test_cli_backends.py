"""The commands a secretary runs, on a database file and on a PostgreSQL server alike."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tracker.cli import main


def _run(capsys: pytest.CaptureFixture[str], url: str, *args: str) -> str:
    assert main(["--db", url, *args]) == 0, capsys.readouterr().err
    out, err = capsys.readouterr()
    assert "Traceback" not in err
    return out


def test_a_match_from_demo_to_confirmed_and_exported(
    db_url: str, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    assert "imported match 1" in _run(capsys, db_url, "demo")
    listed = _run(capsys, db_url, "list", "--search", "ARGENTÍNA")
    assert "Argentina v England" in listed and "2-1" in listed
    assert "Argentina v England  2-1  (finished)" in _run(capsys, db_url, "show", "1")
    assert "agree with its log" in _run(capsys, db_url, "check")
    assert "confirmed" in _run(capsys, db_url, "confirm", "1")
    exported = tmp_path / "match.json"
    _run(capsys, db_url, "export", "1", "--format", "json", "-o", str(exported))
    data = json.loads(exported.read_text(encoding="utf-8"))
    assert data["home"]["name"] == "Argentina"
    assert "as match 1 (same uuid), and says the same: not imported again" in _run(
        capsys, db_url, "import", str(exported)
    )
    assert "imported match 2 as a copy" in _run(
        capsys, db_url, "import", "--as-copy", str(exported)
    )
    assert "reopened" in _run(capsys, db_url, "reopen", "1")
    assert _run(capsys, db_url, "list").count("Argentina v England") == 2
