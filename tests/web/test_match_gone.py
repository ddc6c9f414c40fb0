"""A match deleted from the library while its page is open: the page's stream says it
is gone (the page shows that instead of its score), its page and API answer 404, and
a match restored comes back to the pages still open."""

from __future__ import annotations

import json
from collections.abc import Iterator

import httpx
import pytest

from tests.services.stored import StoredMatch
from tests.web.test_live import WITHIN_S, _messages, _open, _seen_by_the_watcher, _stream_of
from tracker.services.setup import SetupService
from tracker.web.server import WebServer


def _delete(live_match: StoredMatch) -> None:
    SetupService(live_match.db).delete_match(live_match.id)


def _next(lines: Iterator[str]) -> dict[str, str]:
    """The stream's next message (a read timeout fails the test)."""
    return next(_messages(lines))


def test_an_open_match_pages_stream_says_its_match_was_deleted(
    server: WebServer, live_match: StoredMatch
) -> None:
    """Regression: a match deleted in the app stayed on its open page with its score, as
    if current: its stream sent nothing once the match could no longer be read."""
    with _open(server, "/") as http:
        page = http.get(f"/matches/{live_match.id}").text
        with http.stream("GET", _stream_of(page)) as stream:
            lines = stream.iter_lines()
            assert next(lines).startswith("retry:")
            _delete(live_match)
            gone = _next(lines)
        again = http.get(f"/matches/{live_match.id}")
        api = http.get(f"/api/v1/matches/{live_match.id}")
    assert gone["event"] == "gone"
    # No id: a reconnect names the revision the page last saw, and is told again.
    assert "id" not in gone
    data = json.loads(gone["data"])
    assert data["ids"] == [live_match.id]
    assert 'id="match"' in data["html"] and 'data-state="gone"' in data["html"]
    assert "This match is no longer in the library" in data["html"]
    assert 'id="score"' not in data["html"]  # no score shown as current
    assert (again.status_code, again.text) == (404, f"there is no match {live_match.id}\n")
    assert api.status_code == 404


def test_a_match_stream_asked_for_the_match_alone_says_it_is_gone(
    server: WebServer, live_match: StoredMatch
) -> None:
    """A program following ``?part=match`` is told too, without the page's HTML."""
    path = f"/matches/{live_match.id}/live?part=match"
    with _open(server, path) as http, http.stream("GET", path) as stream:
        lines = stream.iter_lines()
        assert next(lines).startswith("retry:")
        _delete(live_match)
        gone = _next(lines)
    assert (gone["event"], json.loads(gone["data"])) == ("gone", {"ids": [live_match.id]})


def test_a_match_restored_comes_back_to_its_open_page(
    server: WebServer, live_match: StoredMatch
) -> None:
    """Deleted then restored (the app's Undo): the page's stream said it was gone, then
    sends its article again, once."""
    with _open(server, "/") as http:
        page = http.get(f"/matches/{live_match.id}").text
        with http.stream("GET", _stream_of(page)) as stream:
            lines = stream.iter_lines()
            assert next(lines).startswith("retry:")
            _delete(live_match)
            gone = _next(lines)
            SetupService(live_match.db).restore_match(live_match.id)
            back = _next(lines)
    assert gone["event"] == "gone"
    assert back["event"] == "article"
    assert f'data-match-id="{live_match.id}"' in json.loads(back["data"])["html"]


@pytest.mark.parametrize("lang", ["de", "es"])
def test_a_match_deleted_before_its_pages_stream_opened_is_told_at_once(
    server: WebServer, live_match: StoredMatch, lang: str
) -> None:
    """Deleted between the page and its stream: the stream (the page says the revision
    it was drawn at) opens and says at once, in the page's language, that it is gone; a
    stream that names no revision seen is still a 404."""
    site = server._app.state.site  # type: ignore[attr-defined]
    with _open(server, "/") as http:
        page = http.get(f"/matches/{live_match.id}?lang={lang}").text
        seen = _seen_by_the_watcher(site, live_match.id)
        _delete(live_match)
        assert seen.wait(WITHIN_S), "the watcher never saw the change"
        with http.stream("GET", _stream_of(page)) as stream:
            assert stream.status_code == 200
            gone = _next(stream.iter_lines())
        unknown = http.get(f"/matches/{live_match.id}/live")
    said = {"de": "nicht mehr in der Sammlung", "es": "ya no está en la biblioteca"}[lang]
    assert gone["event"] == "gone"
    assert said in json.loads(gone["data"])["html"]
    assert unknown.status_code == 404


def test_a_stream_of_a_match_never_stored_is_not_found(server: WebServer) -> None:
    answer = httpx.get(f"{server.url}matches/999/live", timeout=5)
    assert (answer.status_code, answer.text) == (404, "there is no match 999\n")


def test_a_match_deleted_as_its_page_reads_it_is_missing_not_a_failure(
    live_match: StoredMatch, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Regression: a match deleted between the read of its library entry and the read of
    its log (a stream opening as it went to the trash) failed the read with "match 1 is
    in the trash", and the stream ended mid-answer (seen once in CI), where a match gone
    is a 404, or ``gone`` on its stream."""
    from tracker.services.viewing import LibraryViewer, Missing

    viewer = LibraryViewer(live_match.db)
    read_entry = LibraryViewer.entry

    def entry_then_deleted(self: LibraryViewer, match_id: int):  # type: ignore[no-untyped-def]
        found = read_entry(self, match_id)
        _delete(live_match)  # the other program's deletion lands between the two reads
        return found

    monkeypatch.setattr(LibraryViewer, "entry", entry_then_deleted)
    with pytest.raises(Missing, match=f"there is no match {live_match.id}"):
        viewer.live(live_match.id)
