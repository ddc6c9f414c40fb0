"""The web application: its routes, its safety rules and its life (start, stop).

:func:`create_app` opens the library read-only and returns an ASGI application
(Starlette). Only ``GET`` and ``HEAD`` are answered (anything else is a 405); an
unknown id is a 404 and a bad parameter a 400, each one plain line; any other
failure is logged and answered with one plain line that names nothing inside.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

from starlette.applications import Starlette
from starlette.datastructures import MutableHeaders
from starlette.exceptions import HTTPException
from starlette.middleware import Middleware
from starlette.requests import Request
from starlette.responses import PlainTextResponse, Response
from starlette.routing import Mount, Route
from starlette.staticfiles import StaticFiles
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from tracker.core.i18n import Translate, translator
from tracker.services.errors import DatabaseError, ServiceError
from tracker.services.viewing import Missing, open_viewer
from tracker.web import api, pages, records
from tracker.web.site import BadRequest, Site, language_of

_log = logging.getLogger(__name__)

#: Sent with every answer: no framing, no guessing of types, scripts from here only.
SECURITY_HEADERS = {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "same-origin",
    "X-Frame-Options": "DENY",
    "Content-Security-Policy": "default-src 'self'; img-src 'self' data:; "
    "style-src 'self' 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; "
    "form-action 'self'",
}
_READING = frozenset({"GET", "HEAD"})


def create_app(database_url: str, *, match_id: str | None = None) -> ASGIApp:
    """The read-only web site over the library at ``database_url`` (limited to one match
    if ``match_id`` is given); a :class:`DatabaseError` if it cannot be opened."""
    viewer = open_viewer(database_url)
    only = None
    if match_id is not None:
        only = int(match_id) if str(match_id).isdigit() else -1
        if only < 1 or not _exists(viewer, only):
            why = viewer.not_in_library(only) if only >= 1 else f"there is no match {match_id}"
            viewer.close()
            raise ServiceError(why)
    site = Site(viewer, match_id=only)

    @asynccontextmanager
    async def lifespan(_app: Starlette) -> AsyncIterator[None]:
        site.broadcaster.start(asyncio.get_running_loop())
        try:
            yield
        finally:
            site.broadcaster.stop()
            viewer.close()

    app = Starlette(
        routes=routes(),
        middleware=[Middleware(ReadOnly)],
        exception_handlers={
            Missing: _not_found,
            BadRequest: _bad_request,
            ServiceError: _not_found,
            DatabaseError: _unavailable,
            HTTPException: _http_error,
            Exception: _failed,
        },
        lifespan=lifespan,
    )
    app.state.site = site
    return app


def _exists(viewer: Any, match_id: int) -> bool:
    try:
        viewer.entry(match_id)
    except Missing:
        return False
    return True


def routes() -> list[Route | Mount]:
    """Every route of the site (each answers GET and HEAD only)."""
    return [
        Route("/", pages.matchday),
        Route("/live", pages.day_stream),
        Route("/matches/{match_id}", pages.match_page),
        Route("/matches/{match_id}/live", pages.match_stream),
        Route("/editions", records.editions_page),
        Route("/editions/{edition_id}", records.edition_page),
        Route("/teams/{team_id}", records.team_page),
        Route("/people/{person_id}", records.person_page),
        *api.routes(),
        Mount("/static", StaticFiles(packages=[("tracker.web", "static")]), name="static"),
    ]


class ReadOnly:
    """Refuse every method that is not a read (405); add the security headers."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        """Answer the request, or refuse it."""
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return

        async def with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                headers = MutableHeaders(scope=message)
                for name, value in SECURITY_HEADERS.items():
                    headers.setdefault(name, value)
            await send(message)

        if scope["method"] not in _READING:
            said = _reader(Request(scope))("this server only reads: use GET")
            refused = PlainTextResponse(
                said + "\n", status_code=405, headers={"Allow": "GET, HEAD"}
            )
            await refused(scope, receive, with_headers)
            return
        await self.app(scope, receive, with_headers)


def _line(text: str, status: int) -> Response:
    shown = " ".join(text.split())[:300]
    return PlainTextResponse(shown + "\n", status_code=status)


def _reader(request: Request) -> Translate:
    """What writes the reader's language (``?lang=``, else the browser's)."""
    return translator(language_of(request))


async def _not_found(request: Request, exc: Exception) -> Response:
    if isinstance(exc, Missing):
        return _line(exc.said(_reader(request)), 404)
    return _line(str(exc) or _reader(request)("not found"), 404)


async def _bad_request(_request: Request, exc: Exception) -> Response:
    return _line(str(exc), 400)


async def _http_error(request: Request, exc: Exception) -> Response:
    t = _reader(request)
    status = exc.status_code if isinstance(exc, HTTPException) else 500
    said = (
        t("there is no page at this address") if status == 404 else str(getattr(exc, "detail", ""))
    )
    return _line(said or t("this request cannot be answered"), status)


async def _unavailable(request: Request, exc: Exception) -> Response:
    _log.warning("%s %s: %s", request.method, request.url.path, exc)
    return _line(
        _reader(request)("the library cannot be read just now; try again in a moment"), 503
    )


async def _failed(request: Request, exc: Exception) -> Response:
    _log.error("%s %s failed", request.method, request.url.path, exc_info=exc)
    return _line(_reader(request)("the server could not answer this request"), 500)


__all__ = ["SECURITY_HEADERS", "create_app", "routes"]
