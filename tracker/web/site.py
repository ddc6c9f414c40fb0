"""What every request shares: the viewer, the live watcher, the templates and the limits.

Also the request's parameters checked (:func:`int_param`, :func:`date_param`: a bad
one is a :class:`BadRequest` with a one-line reason) and the reader's language
(:func:`language_of`).
"""

from __future__ import annotations

import datetime as dt
import re
import threading
from collections import Counter
from typing import Any

from jinja2 import Environment, PackageLoader, select_autoescape
from markupsafe import Markup
from starlette.requests import Request

from tracker.core.bidi import isolate
from tracker.core.i18n import LANGUAGES, translator
from tracker.core.results.rounds import round_words
from tracker.core.results.values import team_words
from tracker.services.viewing import LibraryViewer, Missing
from tracker.web.live import Broadcaster, Snapshot, Snapshots
from tracker.web.views import row_state, score_parts

#: The most matches one page or API answer lists.
MAX_PAGE = 200
#: The most streams one client (address) may hold open at once.
MAX_STREAMS_PER_CLIENT = 8
#: The largest id either database stores.
MAX_ID = 2**63 - 1


class BadRequest(ValueError):
    """A parameter that cannot be used: a 400 with this one-line reason."""


class Site:
    """The shared state of one web server over one library."""

    def __init__(self, viewer: LibraryViewer, *, match_id: int | None = None) -> None:
        self.viewer = viewer
        #: The one match the site shows (Publish live for the open match), or None.
        self.match_id = match_id
        self.broadcaster = Broadcaster(viewer)
        self.snapshots = Snapshots(self._snapshot)
        #: Each match page's article (scoreboard, events, line-ups, cards, key stats) as
        #: HTML, drawn once per change for every open page of it (see ``live.js``).
        self.articles = Snapshots(self._article)
        self.broadcaster.on_change = self._changed
        self.broadcaster.on_day = self._day_bound
        # Everything is read and said on the watcher's day: a page drawn as the day
        # changes says what the streams of it say.
        viewer.today = self.today
        self.streams: Counter[str] = Counter()
        self._days: dict[dt.date, tuple[str, frozenset[int]]] = {}
        self._days_lock = threading.Lock()
        self.templates = Environment(
            loader=PackageLoader("tracker.web", "templates"),
            autoescape=select_autoescape(default=True, default_for_string=True),
            trim_blocks=True,
            lstrip_blocks=True,
        )
        # A right-to-left name beside a score or formation is isolated (invisible marks,
        # only where the name holds Arabic or Hebrew letters), so "2-4" is not read "4-2".
        self.templates.filters["isolate"] = isolate
        self.templates.filters["score_parts"] = score_parts

    def shows(self, match_id: int) -> None:
        """:class:`Missing` unless the site shows the match."""
        if self.match_id is not None and match_id != self.match_id:
            raise Missing("there is no match {match_id}", match_id=match_id)

    def whole_library(self, what: str) -> None:
        """:class:`Missing` for a library page when the site shows one match only."""
        if self.match_id is not None:
            raise Missing(_ONE_MATCH_ONLY[what])

    def today(self) -> dt.date:
        """The day the site says its matches on (the watcher's clock)."""
        return self.broadcaster.today()

    def _day_bound(self) -> set[int]:
        """The matches shown, on a match page or a matchday, whose words a new day
        changes (read again and sent to their streams then)."""
        today = self.today()
        return self.snapshots.day_bound(today) | self.articles.day_bound(today)

    def _snapshot(self, match_id: int, language: str) -> dict[str, Any] | None:
        from tracker.web.views import match_live_data

        try:
            self.shows(match_id)
            return match_live_data(self.viewer.live(match_id, language), language, self.today())
        except Missing:
            return None

    def _changed(self, ids: set[int]) -> None:
        self.snapshots.refresh(ids)
        self.articles.refresh(ids)

    def day_ids(self, day: dt.date) -> frozenset[int]:
        """The ids of the matches of ``day``, read once per change for every stream of it."""
        mark = self.broadcaster.mark
        with self._days_lock:
            kept = self._days.get(day)
            if kept is not None and kept[0] == mark:
                return kept[1]
        found = self.viewer.day_ids(day)
        with self._days_lock:
            if len(self._days) > 64:
                self._days.clear()
            self._days[day] = (mark, found)
        return found

    def _article(self, match_id: int, language: str) -> dict[str, Any] | None:
        try:
            self.shows(match_id)
            return self._draw(match_id, language)[1]
        except Missing:
            return None

    def _draw(self, match_id: int, language: str) -> tuple[dict[str, Any], dict[str, Any]]:
        """What the match's article is drawn from, and the article (``revision``, ``html``)."""
        from tracker.web.views import article_context

        context = article_context(self.viewer.match(match_id, language), language, self.today())
        html = self.render_in(language, "match_article.html", **context)
        moment = context["moment"]
        # Its state and day: what a new day may make untrue (see :meth:`_day_bound`).
        article = {"revision": moment["revision"], "state": moment["state"], "date": moment["date"]}
        return context, {**article, "html": html}

    def page_article(self, match_id: int, language: str) -> tuple[dict[str, Any], Snapshot]:
        """A match page's article, drawn from the library for the page and offered to its
        stream (which then sends it on the next change only, not drawn again); what it
        was drawn from, and the article. :class:`Missing` if there is no such match."""
        self.shows(match_id)
        seen = self.articles.seen(match_id)
        context, article = self._draw(match_id, language)
        return context, self.articles.offer(match_id, language, article, seen)

    def render(self, request: Request, name: str, **context: Any) -> str:
        """The template ``name`` in the reader's language."""
        return self.render_in(language_of(request), name, request_path=request.url.path, **context)

    def render_in(self, language: str, name: str, **context: Any) -> str:
        """The template ``name`` in ``language`` (a page's part, for any reader of it)."""
        template = self.templates.get_template(name)
        context.setdefault("request_path", "")
        t = translator(language)
        return template.render(
            language=language,
            t=t,
            round_words=lambda stored: round_words(stored, t),
            # A fixture's team not known yet is stored as English words ("Winner of
            # match 101"): written as the reader's language says them.
            team=lambda stored: team_words(stored, t),
            one_match=self.match_id,
            # Beside a match's score in a list: "live" while it is logged, say.
            row_state=lambda m: t(said) if (said := row_state(m, self.today())) else "",
            markup=Markup,
            **context,
        )


_TAG = re.compile(r"^[A-Za-z]{1,8}(?:-[A-Za-z0-9]{1,8})*$")


def language_of(request: Request) -> str:
    """The reader's language: ``?lang=`` if one the app writes, else the best of the
    browser's ``Accept-Language`` the app writes, else English."""
    asked = request.query_params.get("lang", "").lower()
    if asked in LANGUAGES:
        return asked
    best, best_q = "en", 0.0
    for part in request.headers.get("accept-language", "")[:500].split(",")[:20]:
        tag, _, params = part.strip().partition(";")
        if not _TAG.match(tag.strip()):
            continue
        code = tag.strip().split("-")[0].lower()
        q = _quality(params)
        if code in LANGUAGES and q > best_q:
            best, best_q = code, q
    return best


def _quality(params: str) -> float:
    name, _, value = params.strip().partition("=")
    if name.strip() != "q":
        return 1.0
    try:
        q = float(value)
    except ValueError:
        return 0.0
    return q if 0.0 <= q <= 1.0 else 0.0


#: Each kind of record's 404, as a template the reader's language writes.
_NO_SUCH = {
    "match": "there is no match {id!r}",
    "edition": "there is no edition {id!r}",
    "team": "there is no team {id!r}",
    "person": "there is no person {id!r}",
}

#: A library page's 404 on a site that shows one match only.
_ONE_MATCH_ONLY = {
    "competitions": "this site shows one match only: no competitions",
    "editions": "this site shows one match only: no editions",
    "teams": "this site shows one match only: no teams",
    "people": "this site shows one match only: no people",
}


def id_of(text: str, what: str) -> int:
    """A record id from the path; :class:`Missing` if it cannot be one (a 404)."""
    if not (text.isascii() and text.isdigit() and len(text) <= 19) or not 1 <= int(text) <= MAX_ID:
        raise Missing(_NO_SUCH[what], id=text[:40])
    return int(text)


def int_param(
    request: Request, name: str, default: int, *, low: int = 0, high: int = MAX_PAGE
) -> int:
    """A whole-number query parameter from ``low`` to ``high``."""
    raw = request.query_params.get(name)
    if raw is None:
        return default
    if not (raw.isascii() and raw.isdigit() and len(raw) <= 12) or not low <= int(raw) <= high:
        raise BadRequest(f"{name} must be a whole number from {low} to {high}")
    return int(raw)


def date_param(request: Request, name: str = "date") -> dt.date | None:
    """A ``YYYY-MM-DD`` query parameter (None if absent)."""
    raw = request.query_params.get(name)
    if raw is None or raw == "":
        return None
    try:
        if len(raw) != 10:
            raise ValueError(raw)
        return dt.date.fromisoformat(raw)
    except ValueError:
        raise BadRequest(f"{name} must be a date written YYYY-MM-DD") from None


def ids_param(request: Request, name: str) -> frozenset[int] | None:
    """A query parameter of record ids joined by commas, at most :data:`MAX_PAGE` of
    them ("" for none; None if absent)."""
    raw = request.query_params.get(name)
    if raw is None:
        return None
    parts = raw.split(",") if raw else []
    if len(parts) > MAX_PAGE or not all(
        part.isascii() and part.isdigit() and len(part) <= 19 and 1 <= int(part) <= MAX_ID
        for part in parts
    ):
        raise BadRequest(f"{name} must be at most {MAX_PAGE} match ids joined by commas")
    return frozenset(int(part) for part in parts)


def text_param(request: Request, name: str, *, longest: int = 100) -> str:
    """A free-text query parameter of at most ``longest`` characters."""
    raw = request.query_params.get(name, "")
    if len(raw) > longest or any(ord(c) < 32 for c in raw):
        raise BadRequest(f"{name} must be text of at most {longest} characters")
    return raw


def client_of(request: Request) -> str:
    """Who a request comes from, for the limit on open streams."""
    return request.client.host if request.client is not None else "?"


__all__ = [
    "MAX_PAGE",
    "MAX_STREAMS_PER_CLIENT",
    "BadRequest",
    "Site",
    "client_of",
    "date_param",
    "id_of",
    "ids_param",
    "int_param",
    "language_of",
    "text_param",
]
