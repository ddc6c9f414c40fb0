"""Issue 23, item 2: a password given as a URL parameter (``?password=…``) was printed in
clear in the connection error, in ``push`` and ``copy`` messages, in the window's status
bar, and in the remembered push target.

Every command is run against a server URL holding a password in both forms (before
the host and as a query parameter), reachable and not, and all its output is searched
for the password.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from sqlalchemy.engine import make_url

from tests.helpers import backends
from tests.test_cli import run_here
from tracker.services.league import without_password
from tracker.store.db import hide_secrets, shown_url
from tracker.store.transfer.matchcopy import sync_target

SECRET = "Sekr1t-pw-2026"


def _forms(url: str) -> list[str]:
    """``url`` with the password before the host, and as a query parameter."""
    parsed = make_url(url)
    return [
        parsed.set(password=SECRET).render_as_string(hide_password=False),
        parsed.update_query_dict({"password": SECRET}).render_as_string(hide_password=False),
        parsed.update_query_dict({"sslpassword": SECRET}).render_as_string(hide_password=False),
    ]


def _commands(server: str, file_db: Path, tmp_path: Path) -> list[tuple[str | Path, list[str]]]:
    """(--db, arguments) of every command, with ``server`` as the database or the target."""
    match_file = tmp_path / "demo.json"
    return [
        (server, ["demo"]),
        (server, ["list"]),
        (server, ["show", "1"]),
        (server, ["check"]),
        (server, ["export", "1"]),
        (server, ["export", "1", "--format", "txt", "-o", str(tmp_path / "sheet.txt")]),
        (server, ["import", str(match_file)]),
        (server, ["confirm", "1"]),
        (server, ["reopen", "1"]),
        (server, ["people"]),
        (server, ["people", "show", "1"]),
        (server, ["people", "split", "1", "--match", "1"]),
        (server, ["people", "merge", "1", "2"]),
        (server, ["stats"]),
        (server, ["facts", "1"]),
        (server, ["standings", "FIFA World Cup 2026"]),
        (server, ["suspensions", "FIFA World Cup 2026"]),
        (server, ["rules", "FIFA World Cup"]),
        (server, ["dump", str(tmp_path / "library.zip")]),
        (server, ["load", str(tmp_path / "library.zip")]),
        (server, ["restore"]),
        (server, ["restore", "1"]),
        (file_db, ["push", "--to", server, "1"]),
        (file_db, ["push", "--to", server, "--force", "1"]),
        (file_db, ["copy", "--to", server]),
        (file_db, ["copy", "--from", server, "--to", str(tmp_path / "copy.sqlite3")]),
    ]


def _run_all(
    server: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> list[tuple[list[str], str]]:
    file_db = tmp_path / "here.sqlite3"
    assert run_here(capsys, "demo", db=file_db).returncode == 0
    assert run_here(capsys, "export", "1", "-o", str(tmp_path / "demo.json"), db=file_db)
    outputs = []
    for db, args in _commands(server, file_db, tmp_path):
        result = run_here(capsys, *args, db=db)
        outputs.append((args, result.stdout + result.stderr))
    return outputs


def _leaks(outputs: list[tuple[list[str], str]]) -> list[str]:
    return [f"{' '.join(a[:2])}: {text}" for a, text in outputs if SECRET in text]


@pytest.mark.parametrize("form", [0, 1, 2], ids=["user-password", "query", "sslpassword"])
def test_no_command_shows_a_password_when_the_server_cannot_be_reached(
    form: int, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    pytest.importorskip("psycopg")
    for url in ("postgresql+psycopg://ana@127.0.0.1:1/league",
                "postgresql+psycopg://ana@127.0.0.1:1/league?connect_timeout=5"):  # fmt: skip
        server = _forms(url)[form]
        outputs = _run_all(server, tmp_path / str(len(url)), capsys)
        assert _leaks(outputs) == []
        # They did fail, naming the server without its password.
        failed = [text for _args, text in outputs if "cannot open" in text]
        assert len(failed) >= 10 and all("***" in text or "?" not in server for text in failed)


@pytest.mark.postgresql
@pytest.mark.parametrize("form", [0, 1], ids=["user-password", "query"])
def test_no_command_shows_a_password_on_a_reachable_server(
    form: int, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    backends.postgres_or_skip()
    url = backends.new_url("postgresql", tmp_path)
    try:
        (tmp_path / "run").mkdir()
        outputs = _run_all(_forms(url)[form], tmp_path / "run", capsys)
        assert _leaks(outputs) == []
        shown = "\n".join(text for _args, text in outputs)
        assert "copied to postgresql+psycopg://" in shown and "***" in shown
    finally:
        backends.release(url)


def test_the_one_function_masks_both_forms() -> None:
    for url in _forms("postgresql+psycopg://ana@db.example:5432/league?sslmode=require"):
        assert SECRET not in shown_url(url) and "***" in shown_url(url)
        assert SECRET not in without_password(url) and "sslmode=require" in without_password(url)
        assert SECRET not in sync_target(url)
        said = hide_secrets(url, f"cannot reach {url}: the driver said {SECRET!r}")
        assert SECRET not in said
    broken = f"postgresql+psycopg://ana@db:port/x?password={SECRET}"  # no port: unparsable
    assert SECRET not in shown_url(broken)
    assert without_password("league.sqlite3") == "league.sqlite3"


def test_the_change_listener_never_logs_a_password(monkeypatch: pytest.MonkeyPatch) -> None:
    """Its connection errors go to the window's log: a driver quoting its connection
    string would put the password there."""
    psycopg = pytest.importorskip("psycopg")
    from sqlalchemy import create_engine

    from tracker.store.match.live import Listener, ListenLost

    def refuse(*args: object, **kwargs: object) -> None:
        raise psycopg.OperationalError(f"cannot connect with password={kwargs.get('password')}")

    monkeypatch.setattr(psycopg, "connect", refuse)
    for url in _forms("postgresql+psycopg://ana@127.0.0.1:1/league")[:2]:
        with pytest.raises(ListenLost) as caught:
            Listener(create_engine(url))
        assert SECRET not in str(caught.value) and "***" in str(caught.value)


@pytest.mark.parametrize("form", [0, 1], ids=["user-password", "query"])
def test_the_window_on_an_unreachable_server_shows_no_password(
    qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, form: int
) -> None:  # type: ignore[no-untyped-def]
    pytest.importorskip("psycopg")
    from PySide6.QtCore import QSettings

    from tracker.app import build_window
    from tracker.ui.files.dbproblem import Choice, DatabaseProblem, open_or_recover

    said: list[str] = []
    monkeypatch.setattr(
        DatabaseProblem, "ask",
        classmethod(lambda cls, parent, text, can_restore: said.append(text) or Choice.QUIT),
    )  # fmt: skip

    def build(location: str | None):  # type: ignore[no-untyped-def]
        settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
        window = build_window(location, settings)
        qtbot.addWidget(window)
        return window

    server = _forms("postgresql+psycopg://ana@127.0.0.1:1/league?connect_timeout=5")[form]
    assert open_or_recover(build, server) is None
    assert said and "127.0.0.1" in said[0] and SECRET not in said[0]
