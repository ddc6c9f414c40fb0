"""The pages: the matchday and a match (this module), their live streams; the
edition, team and player pages are in :mod:`tracker.web.records`.

Each page is plain HTML that works without JavaScript; ``/static/live.js`` subscribes
to the page's stream and updates the score, minute, status and events in place.
"""

from __future__ import annotations

import datetime as dt
import json
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any
from urllib.parse import urlencode

from markupsafe import Markup
from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import HTMLResponse, PlainTextResponse, Response, StreamingResponse

from tracker.core.files.dates import long_date
from tracker.services.viewing import Missing, Moment
from tracker.web import live
from tracker.web.site import (
    MAX_PAGE,
    MAX_STREAMS_PER_CLIENT,
    BadRequest,
    Site,
    client_of,
    date_param,
    id_of,
    ids_param,
    language_of,
    text_param,
)
from tracker.web.views import moment_line


def site_of(request: Request) -> Site:
    """The site serving ``request``."""
    site: Site = request.app.state.site
    return site


def _day_of(site: Site, asked: dt.date | None) -> dt.date | None:
    if site.match_id is not None:
        day = site.viewer.entry(site.match_id).date
        return dt.date.fromisoformat(day) if day else None
    if asked is not None:
        return asked
    return site.viewer.day_near(site.today())


def _moments(site: Site, day: dt.date | None) -> list[Moment]:
    if site.match_id is not None:
        return [site.viewer.moment(site.match_id)]
    return site.viewer.day(day, limit=MAX_PAGE) if day is not None else []


def matchday(request: Request) -> HTMLResponse:
    """``/``: every match of a day with its live score, minute and status."""
    site = site_of(request)
    day = _day_of(site, date_param(request))
    mark = site.broadcaster.mark  # before the matches: a change told after it is streamed
    moments = _moments(site, day)
    language = language_of(request)
    earlier = later = None
    if day is not None and site.match_id is None:
        # No day before the first one a date can be (0001-01-01).
        earlier = site.viewer.day_near(day - dt.timedelta(days=1)) if day > dt.date.min else None
        earlier = earlier if earlier is not None and earlier < day else None
        later = site.viewer.next_day(day)
    html = site.render(
        request,
        "matchday.html",
        day=day,
        long_day=long_date(day, language) if day is not None else "",
        earlier=earlier,
        later=later,
        matches=[moment_line(m, language, site.today()) for m in moments],
        stream=_stream(
            "/live",
            language,
            mark,
            date=day.isoformat() if day is not None else "",
            shown=",".join(str(m.id) for m in moments),
        ),
    )
    return HTMLResponse(html)


def _stream(
    path: str, language: str, since: str, *, shown: str | None = None, **params: str
) -> str:
    """A page's stream: in the page's language (``?lang=`` may have chosen it, not the
    browser's), from what the page was drawn at, and the matches it shows (``shown``,
    even none: what its stream compares with the day it reads)."""
    asked = {name: value for name, value in params.items() if value}
    drawn = {"shown": shown} if shown is not None else {}
    return f"{path}?{urlencode({**asked, 'lang': language, 'since': since, **drawn})}"


def match_page(request: Request) -> HTMLResponse:
    """``/matches/<id>``: the scoreboard, events, line-ups on the pitch, cards, key stats."""
    site = site_of(request)
    match_id = id_of(request.path_params["match_id"], "match")
    language = language_of(request)
    context, article = site.page_article(match_id, language)
    html = site.render(
        request,
        "match.html",
        moment=context["moment"],
        article=Markup(article.data["html"]),  # drawn and escaped by the site
        stream=_stream(f"/matches/{match_id}/live", language, article.revision, part="article"),
    )
    return HTMLResponse(html)


# -- live streams ------------------------------------------------------------------------


def _last_seen(request: Request) -> str:
    """What the browser last saw: ``Last-Event-ID`` on a reconnect, else the page's
    ``since`` (the revision or mark it was drawn at)."""
    seen = request.headers.get("last-event-id") or request.query_params.get("since", "")
    return seen[:100]


def _too_many(site: Site, request: Request) -> Response | None:
    if site.streams[client_of(request)] >= MAX_STREAMS_PER_CLIENT:
        return PlainTextResponse(
            f"too many open live streams from this address (at most {MAX_STREAMS_PER_CLIENT})\n",
            status_code=429,
        )
    return None


def _events(site: Site, request: Request, follower: live.Follower, body: Any) -> Response:
    client = client_of(request)
    site.streams[client] += 1

    async def counted() -> Any:
        try:
            async for text in body:
                yield text
        finally:
            site.broadcaster.leave(follower)
            site.streams[client] -= 1
            if site.streams[client] <= 0:
                del site.streams[client]

    headers = {"Cache-Control": "no-store", "X-Accel-Buffering": "no"}
    return StreamingResponse(counted(), media_type="text/event-stream", headers=headers)


#: What a match's stream may be asked to send alone (``?part=``): by default both.
STREAM_PARTS = ("match", "article")


def _part_of(request: Request) -> str:
    part = text_param(request, "part", longest=10)
    if part and part not in STREAM_PARTS:
        raise BadRequest(f"part must be one of: {', '.join(STREAM_PARTS)}")
    return part


async def match_stream(request: Request) -> Response:
    """``/matches/<id>/live``: the match's snapshot each time it changes (``id:`` its
    revision), then its page's article; ``?part=`` one of them only (a match page asks
    for its article alone: it holds the rest). With ``Last-Event-ID`` the snapshot is
    sent at once only if it moved; once the match is gone from the library, ``gone``."""
    site = site_of(request)
    match_id = id_of(request.path_params["match_id"], "match")
    site.shows(match_id)
    followed = _MatchFollowed(site, match_id, language_of(request), _part_of(request))
    last = _last_seen(request)
    try:
        await run_in_threadpool(site.viewer.entry, match_id)  # a 404 before the stream
    except Missing:
        # A page that showed the match (it says what it saw) is told it is gone.
        if not last:
            raise
    refused = _too_many(site, request)
    if refused is not None:
        return refused
    follower = site.broadcaster.follow(frozenset({match_id}))

    async def first() -> list[str]:
        return await followed.first(last)

    return _events(site, request, follower, live.stream(follower, first, followed.send))


@dataclass
class _MatchFollowed:
    """What one stream of a match sends: its snapshot and its page's article, each as
    asked (``part``), or once that the match is gone."""

    site: Site
    match_id: int
    language: str
    part: str
    #: Whether ``gone`` was sent (it is sent once, until the match is back).
    told_gone: bool = False

    async def read(self) -> tuple[live.Snapshot | None, live.Snapshot | None]:
        """The match's snapshot and its page's article, each as asked (else None)."""
        found = article = None
        if self.part != "article":
            found = await self.site.snapshots.snapshot(self.match_id, self.language)
            if found is None:
                return None, None
        if self.part != "match":
            article = await self.site.articles.snapshot(self.match_id, self.language)
        return found, article

    def messages(self, found: live.Snapshot | None, article: live.Snapshot | None) -> list[str]:
        """The messages of what was read: ``gone`` when what was asked is not there."""
        if (self.part != "article" and found is None) or (self.part != "match" and article is None):
            # Deleted, or replaced by another: said once, until it is back (restored).
            gone, self.told_gone = self.told_gone, True
            return [] if gone else [self.gone()]
        self.told_gone = False
        return [
            live.message(event, snapshot.full, snapshot.revision)
            for event, snapshot in (("match", found), ("article", article))
            if snapshot is not None
        ]

    def gone(self) -> str:
        """The message telling the stream the match is no longer in the library: with,
        for a page (its article asked), what it shows instead. No ``id:``: a reconnect
        still names the revision last seen, and is told again."""
        data: dict[str, Any] = {"ids": [self.match_id]}
        if self.part != "match":
            data["html"] = self.site.render_in(
                self.language, "match_gone.html", match_id=self.match_id
            )
        return live.message("gone", json.dumps(data, ensure_ascii=False), None)

    async def send(self, _ids: set[int]) -> list[str]:
        """What to send once the match changed."""
        return self.messages(*await self.read())

    async def first(self, last: str) -> list[str]:
        """What to send as the stream opens, the browser having seen revision ``last``:
        read (and so kept, and refreshed on each change) before the first change."""
        found, article = await self.read()
        now = found if self.part != "article" else article
        if now is not None and (not last or now.revision == last):
            return []
        return self.messages(found, article)


async def day_stream(request: Request) -> Response:
    """``/live?date=``: each match of the day as it changes (``id:`` the watcher's mark,
    see :mod:`tracker.web.live`); with ``Last-Event-ID`` every match of the day is sent
    at once if it moved.
    ``?shown=`` the ids the page shows: those the day no longer holds are sent at once
    as ``gone``, and the day's matches it does not show as ``added``."""
    site = site_of(request)
    language = language_of(request)
    day = date_param(request)
    drawn = ids_param(request, "shown")
    refused = _too_many(site, request)
    if refused is not None:
        return refused
    last = _last_seen(request)
    # The whole library is followed: a match added to the day after the page was drawn
    # is told as "added" (the page then draws the day again). Followed before the day
    # is read: a change before the read is in it, one after it is told.
    one = frozenset({site.match_id}) if site.match_id is not None else None
    follower = site.broadcaster.follow(one)
    try:
        shown_day = await run_in_threadpool(_day_of, site, day)
        ids = frozenset(await run_in_threadpool(_day_ids, site, shown_day))
    except BaseException:
        site.broadcaster.leave(follower)
        raise
    # What the page shows: a match moved or deleted before its stream opened is still
    # on it (the day read now no longer holds it).
    shown = drawn if drawn is not None and one is None else ids
    on_day = shown_day.isoformat() if shown_day is not None else ""

    async def send(changed: set[int], *, told: bool = True) -> list[str]:
        """The messages for ``changed``: ``told`` by the watcher, the snapshots are
        read since the change (a day moved is the match's own, not a change behind)."""
        mark = site.broadcaster.mark
        found, gone = [], set()
        for match_id in sorted(changed & shown):
            snapshot = await site.snapshots.snapshot(match_id, language)
            # Deleted, or moved to another day: the page loaded again no longer shows it.
            if snapshot is None or (told and snapshot.data["date"] != on_day):
                gone.add(match_id)
            else:
                found.append(live.message("match", snapshot.brief, mark))
        others = changed - shown
        if others and shown_day is not None:
            added = others & await run_in_threadpool(site.day_ids, shown_day)
        else:
            added = others if not shown else set()
        return found + _moved(added, gone, mark)

    async def first() -> list[str]:
        # The page differs from the day read now: it draws the day again.
        differ = _moved(ids - shown, shown - ids, site.broadcaster.mark)
        if differ:
            return differ
        # Read (and so kept) before the first change. The day's ids were just read: a
        # snapshot kept from before the watcher saw a move must not send the page away.
        caught_up = await send(set(ids), told=False)
        return caught_up if last and last != site.broadcaster.mark else []

    return _events(site, request, follower, live.stream(follower, first, send))


def _moved(added: Iterable[int], gone: Iterable[int], mark: str) -> list[str]:
    """The messages telling a matchday page of matches ``added`` to its day and ``gone``
    from it (deleted, or moved to another day): it draws the day again."""
    return [
        live.message(event, json.dumps({"ids": sorted(ids)}), mark)
        for event, ids in (("added", added), ("gone", gone))
        if ids
    ]


def _day_ids(site: Site, day: dt.date | None) -> list[int]:
    """The ids of the matches of the day shown (:func:`_day_of`'s)."""
    if site.match_id is not None:
        return [site.match_id]
    return [m.id for m in site.viewer.day(day, limit=MAX_PAGE)] if day is not None else []


__all__ = ["day_stream", "match_page", "match_stream", "matchday", "site_of"]
