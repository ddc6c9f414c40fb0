"""``match-tracker serve``: what it says when it cannot serve."""

from __future__ import annotations

import socket
from pathlib import Path

import pytest

from tests.web.conftest import Demo
from tracker.cli import main


def test_a_missing_database_is_one_line_and_nothing_is_made(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    missing = tmp_path / "none.sqlite3"
    assert main(["serve", "--db", str(missing)]) == 1
    err = capsys.readouterr().err
    assert err == f"match-tracker: error: there is no database file at {missing}\n"
    assert not missing.exists()


def test_a_taken_port_is_one_line(demo_library: Demo, capsys: pytest.CaptureFixture[str]) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen(1)
        port = taken.getsockname()[1]
        assert main(["serve", "--db", demo_library.url, "--port", str(port)]) == 1
    err = capsys.readouterr().err
    assert err.startswith(f"match-tracker: error: cannot listen on 127.0.0.1:{port}: ")
    assert err.count("\n") == 1


def test_an_unknown_match_is_one_line(
    demo_library: Demo, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["serve", "--db", demo_library.url, "--match", "999"]) == 1
    assert capsys.readouterr().err == "match-tracker: error: there is no match 999\n"


def test_a_bad_port_is_a_usage_error(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exited:
        main(["serve", "--port", "70000"])
    assert exited.value.code == 2
    assert "'70000' is not a port (0 to 65535)" in capsys.readouterr().err
