"""Safe by default: the database is never written, everything shown is escaped, and a
failure says nothing of what is inside."""

from __future__ import annotations

import hashlib
import logging
from pathlib import Path

import pytest
from sqlalchemy import text
from starlette.testclient import TestClient

from tests.web.conftest import Demo
from tracker.cli import demo_text
from tracker.services.matches import MatchService
from tracker.store.db import open_database
from tracker.store.errors import DatabaseError
from tracker.store.reader import open_reader
from tracker.web.app import create_app

#: Every page and endpoint a visitor may ask for on the demo library (match 1).
PATHS = (
    "/", "/?date=2026-07-15", "/editions", "/editions/1", "/matches/1", "/teams/1",
    "/teams/2", "/people/1", "/api/v1/", "/api/v1/matches", "/api/v1/matches/1",
    "/api/v1/matches/1/file", "/api/v1/matches/1/statsbomb", "/api/v1/editions",
    "/api/v1/editions/1", "/api/v1/editions/1/standings", "/api/v1/editions/1/scorers",
    "/api/v1/teams/1", "/api/v1/people?search=mes", "/api/v1/people/1",
)  # fmt: skip


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def test_a_session_of_requests_leaves_the_file_byte_identical(tmp_path: Path) -> None:
    path = tmp_path / "library.sqlite3"
    db = open_database(path, backups=0)
    MatchService(db, author="test").import_text(demo_text())
    db.close()
    before = _digest(path)
    with TestClient(create_app(str(path))) as client:
        for each in PATHS:
            assert client.get(each).status_code == 200, each
            assert client.head(each).status_code == 200, each
            assert client.post(each).status_code == 405, each
    assert _digest(path) == before
    assert sorted(p.name for p in tmp_path.iterdir() if p.name.startswith("library")) in (
        ["library.sqlite3"],
        ["library.sqlite3", "library.sqlite3-shm", "library.sqlite3-wal"],
    )
    wal = tmp_path / "library.sqlite3-wal"
    assert not wal.exists() or wal.stat().st_size == 0


def test_the_reader_cannot_write_on_either_backend(demo_library: Demo) -> None:
    db = open_reader(demo_library.url)
    try:
        assert db.read_only
        with pytest.raises(DatabaseError), db.writing():
            pass  # refused before anything is tried
        # And the database itself refuses.
        with pytest.raises(DatabaseError), db.reading() as session:
            session.execute(text("UPDATE match SET venue = 'x'"))
    finally:
        db.close()


def test_a_hostile_team_name_is_escaped_everywhere(tmp_path: Path) -> None:
    hostile = '<script>alert("x")</script><img src=x onerror=alert(1)>'
    path = tmp_path / "library.sqlite3"
    db = open_database(path, backups=0)
    text_ = demo_text().replace('"Argentina"', '"' + hostile.replace('"', '\\"') + '"')
    match_id = MatchService(db, author="test").import_text(text_)
    db.close()
    with TestClient(create_app(str(path))) as client:
        for each in ("/", f"/matches/{match_id}", "/editions/1", "/teams/1"):
            html = client.get(each).text
            assert "<script>alert" not in html and "<img src=x" not in html, each
            assert "&lt;script&gt;alert(" in html, each
        data = client.get(f"/api/v1/matches/{match_id}").json()
        assert data["home"] == hostile  # the JSON holds the name as it is


def test_an_unexpected_failure_is_one_plain_line_and_logged(
    demo_library: Demo, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    app = create_app(demo_library.url)
    site = app.state.site  # type: ignore[attr-defined]

    def broken(*_args: object, **_kwargs: object) -> None:
        raise RuntimeError("password=hunter2 at /secret/path")

    monkeypatch.setattr(site.viewer, "match", broken)
    with caplog.at_level(logging.ERROR), TestClient(app, raise_server_exceptions=False) as client:
        answer = client.get(f"/matches/{demo_library.match_id}")
    assert answer.status_code == 500
    assert answer.text == "the server could not answer this request\n"
    assert "hunter2" in caplog.text  # for whoever runs the server, not for the visitor


def test_the_site_of_one_match_shows_nothing_else(demo_library: Demo) -> None:
    with TestClient(create_app(demo_library.url, match_id=str(demo_library.match_id))) as client:
        assert client.get(f"/matches/{demo_library.match_id}").status_code == 200
        assert client.get("/").status_code == 200
        for each in ("/matches/2", "/editions", "/editions/1", "/teams/1", "/api/v1/editions"):
            assert client.get(each).status_code == 404, each
        listed = client.get("/api/v1/matches").json()["matches"]
        assert [m["id"] for m in listed] == [demo_library.match_id]


def test_no_answer_names_the_database(client: TestClient, demo_library: Demo) -> None:
    secret = demo_library.url.rsplit("/", 1)[-1]
    for each in PATHS:
        assert secret not in client.get(each).text, each
