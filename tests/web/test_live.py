"""Live updates through a server really listening: an event logged through the service
reaches an open stream within a second, a reconnect catches up, stop() ends streams."""

from __future__ import annotations

import dataclasses
import html
import json
import re
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

from tests.core.factory import H1, HOME, goal
from tests.services.stored import StoredMatch
from tests.web.conftest import DAY, ONE_DAY
from tracker.services.viewing import LibraryViewer
from tracker.web.server import WebServer

#: How long a stream may stay silent before the test fails, in seconds. Nothing but the
#: awaited message is sent in that time (no other change is made), so a message that
#: arrives proves it was sent for that change; how fast it comes is the web benchmark's
#: row (commit → event received, p99 < 1 s), not a test's: a loaded CI machine once
#: took over a second for a reconnect's catch-up that takes 10–30 ms here.
WITHIN_S = 10.0


def _messages(lines: Iterator[str]) -> Iterator[dict[str, str]]:
    """The stream's messages (``retry:`` and comments skipped), one dict per message."""
    message: dict[str, str] = {}
    for line in lines:
        if not line:
            if "data" in message:
                yield message
            message = {}
        elif not line.startswith((":", "retry:")):
            name, _, value = line.partition(": ")
            message[name] = value


def _open(server: WebServer, path: str, headers: dict[str, str] | None = None) -> httpx.Client:
    return httpx.Client(base_url=server.url, timeout=httpx.Timeout(5.0, read=WITHIN_S))


def test_a_logged_goal_reaches_an_open_stream_within_a_second(
    server: WebServer, live_match: StoredMatch
) -> None:
    path = f"/matches/{live_match.id}/live"
    with _open(server, path) as http, http.stream("GET", path) as stream:
        assert stream.status_code == 200
        assert stream.headers["content-type"].startswith("text/event-stream")
        lines = stream.iter_lines()
        assert next(lines).startswith("retry:")  # the stream is open and followed
        live_match.log(goal("12", H1, HOME, 10))
        message = next(_messages(lines))  # a read timeout fails the test
    data = json.loads(message["data"])
    assert message["event"] == "match"
    assert data["score"] == "1-0"
    assert data["state"] == "live"
    assert data["minute"] == "12'"
    assert message["id"] == str(data["revision"])
    assert any(e["kind"] == "goal" and e["minute"] == "12'" for e in data["events"])


def test_a_logged_formation_change_reaches_an_open_stream(
    server: WebServer, live_match: StoredMatch
) -> None:
    """The stream's events are the page's: a new formation is one of them."""
    from tests.web.test_pages import _new_formation

    path = f"/matches/{live_match.id}/live?part=match"
    with _open(server, path) as http, http.stream("GET", path) as stream:
        lines = stream.iter_lines()
        assert next(lines).startswith("retry:")
        live_match.log(_new_formation("20"))
        message = next(_messages(lines))
    events = json.loads(message["data"])["events"]
    team = live_match.match.home.name
    assert {
        "minute": "20'",
        "kind": "formation",
        "side": "home",
        "text": f"Formation change: 4-3-3 – {team}",
    } in events


@pytest.fixture
def drawings(monkeypatch: pytest.MonkeyPatch) -> list[tuple[int, str]]:
    """Each reading of a match's whole page (the article's drawing): match and language."""
    drawn: list[tuple[int, str]] = []
    read = LibraryViewer.match

    def counted(self: LibraryViewer, match_id: int, language: str = "en") -> object:
        drawn.append((match_id, language))
        return read(self, match_id, language)

    monkeypatch.setattr(LibraryViewer, "match", counted)
    return drawn


def _stream_of(page: str) -> str:
    """The address of a page's stream (``data-stream``)."""
    found = re.search(r'data-stream="([^"]+)"', page)
    assert found is not None
    return html.unescape(found[1])


def _revision_of(page: str) -> int:
    """The revision a match page was drawn at."""
    found = re.search(r'id="match"[^>]*data-revision="(\d+)"', page)
    assert found is not None
    return int(found[1])


def _read_by_streams(site: Any, monkeypatch: pytest.MonkeyPatch) -> threading.Event:
    """Set once a stream has its match page's article (the stream runs on the server's
    thread: the test waits on this, not by polling)."""
    read = threading.Event()
    articles = site.articles
    original = articles.snapshot

    async def snapshot(match_id: int, language: str) -> Any:
        found = await original(match_id, language)
        read.set()
        return found

    monkeypatch.setattr(articles, "snapshot", snapshot)
    return read


def _articles(lines: Iterator[str]) -> Iterator[dict[str, str]]:
    return (m for m in _messages(lines) if m["event"] == "article")


def test_a_match_page_and_its_stream_draw_its_article_once(
    server: WebServer,
    live_match: StoredMatch,
    drawings: list[tuple[int, str]],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The page's drawing serves its stream too: the stream draws again only on a change."""
    site = server._app.state.site  # type: ignore[attr-defined]
    read = _read_by_streams(site, monkeypatch)
    with _open(server, "/") as http:
        page = http.get(f"/matches/{live_match.id}").text
        with http.stream("GET", _stream_of(page)) as stream:
            lines = stream.iter_lines()
            assert next(lines).startswith("retry:")
            assert read.wait(WITHIN_S), "the stream never read its article"
            assert site.articles.peek(live_match.id, "en")[0]  # the stream has it kept
            assert drawings == [(live_match.id, "en")]  # the page's, and nothing more
            live_match.log(goal("12", H1, HOME, 10))
            article = json.loads(next(_articles(lines))["data"])
    assert 'data-kind="goal"' in article["html"]
    assert drawings == [(live_match.id, "en")] * 2  # the page's, then the change's


def test_a_change_between_the_page_and_its_stream_reaches_the_page(
    server: WebServer, live_match: StoredMatch
) -> None:
    """A goal logged after the page was drawn and before its stream opened reaches it
    (at once, or as the watcher sees the change): never an older drawing than the page."""
    with _open(server, "/") as http:
        page = http.get(f"/matches/{live_match.id}").text
        drawn_at = _revision_of(page)
        live_match.log(goal("20", H1, HOME, 10))
        with http.stream("GET", _stream_of(page)) as stream:
            for found in _articles(stream.iter_lines()):
                assert int(found["id"]) >= drawn_at
                if int(found["id"]) > drawn_at:
                    break
    article = json.loads(found["data"])
    assert article["revision"] == int(found["id"]) > drawn_at
    assert 'data-kind="goal"' in article["html"]


def test_a_match_pages_stream_sends_its_article_alone(
    server: WebServer, live_match: StoredMatch
) -> None:
    """The page holds what the ``match`` message says (its article has the score, minute,
    status and events): its stream sends the article only, once per change."""
    with _open(server, "/") as http:
        page = http.get(f"/matches/{live_match.id}").text
        path = _stream_of(page)
        assert "part=article" in path
        with http.stream("GET", path) as stream:
            lines = stream.iter_lines()
            assert next(lines).startswith("retry:")
            messages = _messages(lines)
            live_match.log(goal("12", H1, HOME, 10))
            first = next(messages)
            live_match.log(goal("14", H1, HOME, 10))
            second = next(messages)
    assert [first["event"], second["event"]] == ["article", "article"]
    for message in (first, second):
        assert message["id"] == str(json.loads(message["data"])["revision"])
    assert int(second["id"]) > int(first["id"]) > _revision_of(page)
    assert json.loads(second["data"])["html"].count('data-kind="goal"') == 2


def test_a_stream_asked_for_the_match_alone_sends_no_article(
    server: WebServer, live_match: StoredMatch
) -> None:
    """``?part=match``: the JSON an API client reads, without the page's HTML."""
    path = f"/matches/{live_match.id}/live?part=match"
    with _open(server, path) as http, http.stream("GET", path) as stream:
        lines = stream.iter_lines()
        assert next(lines).startswith("retry:")
        messages = _messages(lines)
        live_match.log(goal("12", H1, HOME, 10))
        first = next(messages)
        live_match.log(goal("14", H1, HOME, 10))
        second = next(messages)
    assert [first["event"], second["event"]] == ["match", "match"]
    assert json.loads(second["data"])["score"] == "2-0"


def test_a_stream_sends_the_match_then_the_article_by_default(
    server: WebServer, live_match: StoredMatch
) -> None:
    """What docs/web.md promises a reader without ``part``: both, the match first."""
    path = f"/matches/{live_match.id}/live"
    with _open(server, path) as http, http.stream("GET", path) as stream:
        lines = stream.iter_lines()
        assert next(lines).startswith("retry:")
        messages = _messages(lines)
        live_match.log(goal("12", H1, HOME, 10))
        first, second = next(messages), next(messages)
    assert [first["event"], second["event"]] == ["match", "article"]
    assert first["id"] == second["id"]
    assert json.loads(first["data"])["events"]
    assert 'data-kind="goal"' in json.loads(second["data"])["html"]


def test_a_stream_part_that_is_none_is_a_bad_request(
    server: WebServer, live_match: StoredMatch
) -> None:
    answer = httpx.get(f"{server.url}matches/{live_match.id}/live?part=events", timeout=5)
    assert answer.status_code == 400
    assert answer.text == "part must be one of: match, article\n"


def test_a_reconnect_with_last_event_id_catches_up_at_once(
    server: WebServer, live_match: StoredMatch
) -> None:
    path = f"/matches/{live_match.id}/live"
    seen = live_match.service.open(live_match.id).revision
    live_match.log(goal("20", H1, HOME, 10))  # missed while away
    with (
        _open(server, path) as http,
        http.stream("GET", path, headers={"Last-Event-ID": str(seen)}) as stream,
    ):
        message = next(_messages(stream.iter_lines()))
    data = json.loads(message["data"])
    assert int(message["id"]) > seen
    assert data["score"] == "1-0"


def test_the_matchday_stream_tells_of_a_match_of_the_day(
    server: WebServer, live_match: StoredMatch
) -> None:
    path = f"/live?date={DAY.isoformat()}"
    with _open(server, path) as http, http.stream("GET", path) as stream:
        lines = stream.iter_lines()
        assert next(lines).startswith("retry:")
        live_match.log(goal("30", H1, HOME, 10))
        message = next(_messages(lines))
    data = json.loads(message["data"])
    assert data["id"] == live_match.id
    assert data["score"] == "1-0"
    assert "events" not in data  # a matchday line, not the whole match


def test_a_match_moved_to_another_day_leaves_the_open_matchday(
    server: WebServer, live_match: StoredMatch
) -> None:
    """Regression: a match whose day was edited in the app stayed on its old day's open
    page, updated in place there, as if still played that day; the page now draws its
    day again without it, and the new day's page draws its day again with it."""
    from tracker.services.setup import SetupService

    old, new = f"/live?date={DAY.isoformat()}", f"/live?date={(DAY + ONE_DAY).isoformat()}"
    with (
        _open(server, old) as http,
        http.stream("GET", old) as left,
        http.stream("GET", new) as joined,
    ):
        left_lines, joined_lines = left.iter_lines(), joined.iter_lines()
        assert next(left_lines).startswith("retry:")
        assert next(joined_lines).startswith("retry:")
        setup = SetupService(live_match.db)
        moved = dataclasses.replace(setup.match(live_match.id), date=DAY + ONE_DAY)
        setup.edit_details(moved)
        gone, added = next(_messages(left_lines)), next(_messages(joined_lines))
    assert (gone["event"], json.loads(gone["data"])) == ("gone", {"ids": [live_match.id]})
    assert (added["event"], json.loads(added["data"])) == ("added", {"ids": [live_match.id]})


def test_a_match_shown_on_its_new_day_before_the_watcher_saw_the_move_stays(
    server: WebServer, live_match: StoredMatch
) -> None:
    """A page of the day a match moved to, drawn before the watcher saw the move, keeps
    it: its stream's catch-up, sent from a snapshot kept from before, does not send the
    page away again and again (a reload for each, up to the watcher's next look)."""
    from sqlalchemy import text

    site = server._app.state.site  # type: ignore[attr-defined]
    site.snapshots.get(live_match.id, "en")  # kept, on its old day
    with live_match.db.writing() as session:  # moved, and no revision moved: not seen
        session.execute(
            text("UPDATE match SET date = :d WHERE id = :id"),
            {"d": DAY + ONE_DAY, "id": live_match.id},
        )
    path = f"/live?date={(DAY + ONE_DAY).isoformat()}"
    with (
        _open(server, path) as http,
        http.stream("GET", path, headers={"Last-Event-ID": "0:0:0:0"}) as stream,
    ):
        caught_up = next(_messages(stream.iter_lines()))
    assert caught_up["event"] == "match"
    assert json.loads(caught_up["data"])["id"] == live_match.id


def _seen_by_the_watcher(site: Any, match_id: int) -> threading.Event:
    """Set once the watcher has told the streams of a change of the match."""
    seen = threading.Event()
    told = site.broadcaster.on_change

    def on_change(ids: set[int]) -> None:
        told(ids)
        if match_id in ids:
            seen.set()

    site.broadcaster.on_change = on_change
    return seen


def _move(live_match: StoredMatch, how: str) -> None:
    """The match moved to the next day, or deleted (to the trash), as the app does."""
    from tracker.services.setup import SetupService

    setup = SetupService(live_match.db)
    if how == "deleted":
        setup.delete_match(live_match.id)
    else:
        setup.edit_details(dataclasses.replace(setup.match(live_match.id), date=DAY + ONE_DAY))


@pytest.mark.parametrize("how", ["moved", "deleted"])
def test_a_match_gone_before_the_matchdays_stream_opened_leaves_the_page(
    server: WebServer, live_match: StoredMatch, how: str
) -> None:
    """Regression: a match moved to another day, or deleted, after the matchday page was
    drawn and before its stream opened stayed on the page until a reload: the stream
    read the day afresh, so it never heard of a match it did not know was shown."""
    site = server._app.state.site  # type: ignore[attr-defined]
    with _open(server, "/") as http:
        page = http.get(f"/?date={DAY.isoformat()}").text
        assert f'data-match-id="{live_match.id}"' in page
        seen = _seen_by_the_watcher(site, live_match.id)
        _move(live_match, how)
        assert seen.wait(WITHIN_S), "the watcher never saw the change"
        with http.stream("GET", _stream_of(page)) as stream:
            message = next(_messages(stream.iter_lines()))
    assert (message["event"], json.loads(message["data"])) == ("gone", {"ids": [live_match.id]})


def test_a_match_moved_to_the_day_before_its_stream_opened_joins_the_page(
    server: WebServer, live_match: StoredMatch
) -> None:
    """The day a match moved to, drawn before the move and followed after it, draws
    itself again with the match (its stream does not send a line it has no row for)."""
    site = server._app.state.site  # type: ignore[attr-defined]
    with _open(server, "/") as http:
        page = http.get(f"/?date={(DAY + ONE_DAY).isoformat()}").text
        assert 'id="no-matches"' in page
        seen = _seen_by_the_watcher(site, live_match.id)
        _move(live_match, "moved")
        assert seen.wait(WITHIN_S), "the watcher never saw the change"
        with http.stream("GET", _stream_of(page)) as stream:
            message = next(_messages(stream.iter_lines()))
    assert (message["event"], json.loads(message["data"])) == ("added", {"ids": [live_match.id]})


def test_a_matchday_stream_refuses_shown_ids_that_are_none(
    server: WebServer, live_match: StoredMatch
) -> None:
    for bad in ("x", "1,,2", "0", "-1", ",".join(["1"] * 201)):
        answer = httpx.get(f"{server.url}live", params={"shown": bad}, timeout=5)
        assert answer.status_code == 400, bad
        assert answer.text == "shown must be at most 200 match ids joined by commas\n"


def test_streams_per_client_are_limited(server: WebServer, live_match: StoredMatch) -> None:
    from tracker.web.site import MAX_STREAMS_PER_CLIENT

    path = f"/matches/{live_match.id}/live"
    with _open(server, path) as http:
        opened = [http.stream("GET", path) for _ in range(MAX_STREAMS_PER_CLIENT)]
        streams = [s.__enter__() for s in opened]
        # Each stream's lines are kept: a reader dropped closes its connection.
        readers = [stream.iter_lines() for stream in streams]
        try:
            for lines in readers:
                assert next(lines).startswith("retry:")
            refused = http.get(path)
            assert refused.status_code == 429
            assert refused.text.count("\n") == 1
        finally:
            for s in opened:
                s.__exit__(None, None, None)


def test_stop_ends_the_open_streams(live_match: StoredMatch) -> None:
    web = WebServer(live_match.url)
    web.start()
    path = f"/matches/{live_match.id}/live"
    with _open(web, path) as http, http.stream("GET", path) as stream:
        lines = stream.iter_lines()
        assert next(lines).startswith("retry:")
        web.stop()
        assert [line for line in lines if line] == []  # ended, not timed out
    with pytest.raises(httpx.ConnectError):
        httpx.get(web.url, timeout=1)


def test_a_taken_port_is_an_os_error(server: WebServer, live_match: StoredMatch) -> None:
    port = int(server.url.rsplit(":", 1)[1].strip("/"))
    with pytest.raises(OSError):
        WebServer(live_match.url, port=port).start()


def test_the_server_serves_the_pages(server: WebServer, live_match: StoredMatch) -> None:
    assert server.url.startswith("http://127.0.0.1:")
    answer = httpx.get(f"{server.url}matches/{live_match.id}", timeout=5)
    assert answer.status_code == 200
    assert "Reds" in answer.text and "Blues" in answer.text


def test_a_missing_database_file_is_refused(tmp_path: Path) -> None:
    from tracker.services.errors import DatabaseError

    with pytest.raises(DatabaseError, match="no database file"):
        WebServer(str(tmp_path / "none.sqlite3"))
    assert not (tmp_path / "none.sqlite3").exists()


def test_a_matchday_page_is_drawn_at_the_watchers_mark_and_its_stream_sends_the_change(
    server: WebServer, live_match: StoredMatch
) -> None:
    """The page carries the watcher's mark (no read of the whole library to draw it);
    its stream, opened from it, sends nothing before the change, then the change
    with the mark moved. A mark from another run of the server (or the library's old
    aggregate mark) is not this run's: the day is sent at once."""
    site = server._app.state.site  # type: ignore[attr-defined]
    with _open(server, "/") as http:
        page = http.get(f"/?date={DAY.isoformat()}").text
        stream_path = _stream_of(page)
        drawn_at = site.broadcaster.mark
        assert f"since={drawn_at}" in stream_path
        with http.stream("GET", stream_path) as stream:
            lines = stream.iter_lines()
            assert next(lines).startswith("retry:")
            live_match.log(goal("12", H1, HOME, 10))
            message = next(_messages(lines))  # the first: nothing was sent before it
        assert message["event"] == "match"
        assert json.loads(message["data"])["score"] == "1-0"
        assert message["id"] != drawn_at and message["id"] == site.broadcaster.mark
        path = f"/live?date={DAY.isoformat()}"
        for other in ("0a1b2c3d-5", "1:5:5:-1"):
            with http.stream("GET", path, headers={"Last-Event-ID": other}) as stream:
                caught_up = next(_messages(stream.iter_lines()))
            assert json.loads(caught_up["data"])["score"] == "1-0", other
