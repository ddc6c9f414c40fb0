"""Live updates: one watcher of the database for every open stream, and the streams.

:class:`Broadcaster` runs one thread per server, whatever the number of browsers:

- on PostgreSQL it listens for the store's notifications of committed changes
  (:class:`tracker.services.watch.MatchWatch`, the same as the window's), checks each
  with one read, reads the revisions of the matches named (by their ids), and still
  reads every match's revision every :data:`SAFETY_POLL_S` seconds, busy or not: for
  a listening connection lost, and for the record books counting a match (which
  notifies no one);
- on SQLite it reads the file's count of commits by other connections (``PRAGMA
  data_version``, one page header) every :data:`POLL_S` seconds, the library's change
  mark (one aggregate query over every match) only when that count moved, or every
  :data:`SAFETY_POLL_S` seconds whatever it says, and the matches' revisions only when
  the mark moved.

For each changed match it tells every stream following it. A stream is a
:class:`Follower`: the set of match ids it has still to send and an event to wake
it, so one slow browser holds at most one pending entry per match (bounded, never a
growing queue) and never slows the others. What a stream sends is read by the
stream itself, once per change, from a cache shared by all streams
(:class:`Snapshots`): a thousand browsers on one match cost one read per change.

Every message carries an ``id:`` (a match's revision; for a matchday, the watcher's
mark: its count of the changes told, under a name drawn when the server starts): a
browser that reconnects sends it back as ``Last-Event-ID`` and is sent what changed
since at once (everything of its day, from a mark of another run of the server).
"""

from __future__ import annotations

import asyncio
import contextlib
import datetime as dt
import json
import logging
import math
import secrets
import select
import threading
import time
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass, field
from typing import Any

from starlette.concurrency import run_in_threadpool

from tracker.services.viewing import CommitCounter, LibraryViewer
from tracker.services.watch import Listener, ListenLost, MatchWatch

_log = logging.getLogger(__name__)

#: How often SQLite's change mark is read, in seconds (an event shows within 1 s).
POLL_S = 0.1
#: How often PostgreSQL's revisions are read even without a notification.
SAFETY_POLL_S = 5.0
#: A comment line sent to an idle stream so proxies keep it open, in seconds.
KEEPALIVE_S = 15.0
#: How long a browser waits before it reconnects after a lost stream, in milliseconds.
RETRY_MS = 2000


@dataclass(eq=False)
class Follower:
    """One open stream: the matches it follows (None: every match) and those to send."""

    matches: frozenset[int] | None
    pending: set[int] = field(default_factory=set)
    wake: asyncio.Event = field(default_factory=asyncio.Event)
    closed: bool = False

    def tell(self, changed: set[int]) -> None:
        """Note the matches that changed (called on the event loop)."""
        wanted = changed if self.matches is None else changed & self.matches
        if wanted:
            self.pending |= wanted
            self.wake.set()

    def close(self) -> None:
        """End the stream (the server stops)."""
        self.closed = True
        self.wake.set()


class Broadcaster:
    """The one watcher of the database, telling every open stream what changed."""

    def __init__(self, viewer: LibraryViewer, *, poll: float = POLL_S) -> None:
        self.viewer = viewer
        self._poll = poll
        self._followers: set[Follower] = set()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        self._revisions: dict[int, int] = {}
        #: Each match's revision as the record books last counted it: once a writer
        #: counts a corrected match, its page's key stats can be shown again.
        self._counted: dict[int, int] = {}
        #: What a matchday's messages carry (``id:``), and its pages are drawn at: this
        #: watcher's own count of the changes it told, under a name of its own (a mark
        #: a browser kept from another run of the server is never taken for it).
        self._name = secrets.token_hex(4)
        self._told = 0
        self._telling = threading.Lock()  # the watcher's thread, and a test's
        self.mark = f"{self._name}-0"
        #: The library's change mark as last read on SQLite (an aggregate over every
        #: match: read when the file's commit count moved, to tell whether a match did).
        self._stored = ""
        #: SQLite's count of others' commits at the last look, and when that was.
        self._commits: int | None = None
        self._looked = 0.0
        #: Called (on the watcher's thread) with the ids that changed, before streams
        #: are told: the shared snapshots are dropped there.
        self.on_change: Callable[[set[int]], None] = lambda _ids: None
        #: The matches to read again when the day changes (those shown in play: a log
        #: that stops short is "unfinished" two days on, with no change of its own; a
        #: fixture of the day that ended has no result stored).
        self.on_day: Callable[[], set[int]] = set
        #: The computer's day, and the day last seen by the watcher.
        self.today: Callable[[], dt.date] = dt.date.today
        self._day = self.today()

    @property
    def followers(self) -> int:
        """How many streams are open."""
        return len(self._followers)

    def start(self, loop: asyncio.AbstractEventLoop) -> None:
        """Start watching; streams are told on ``loop``."""
        self._loop = loop
        self._stored = self.viewer.mark()  # before the revisions: a change after is seen
        self._revisions, self._counted = self.viewer.revisions_counted()
        self._day = self.today()
        self._thread = threading.Thread(target=self._run, name="tracker-web-watch", daemon=True)
        self._thread.start()

    def stop(self) -> None:
        """Stop watching and end every open stream."""
        self._stop.set()
        for follower in list(self._followers):
            follower.close()
        if self._thread is not None:
            self._thread.join(timeout=2)

    @property
    def stopping(self) -> bool:
        """True once :meth:`stop` was called."""
        return self._stop.is_set()

    def follow(self, matches: frozenset[int] | None) -> Follower:
        """A new stream following ``matches`` (None: all); call on the event loop."""
        follower = Follower(matches)
        if self._stop.is_set():
            follower.closed = True
        self._followers.add(follower)
        return follower

    def leave(self, follower: Follower) -> None:
        """The stream ended."""
        self._followers.discard(follower)

    # -- the watcher's thread ----------------------------------------------------------

    def _run(self) -> None:
        watch = MatchWatch(self.viewer.db)
        listener = self._listen(watch) if watch.can_listen else None
        counter = self._counter() if listener is None else None
        try:
            self._watch(watch, listener, counter)
        finally:
            if counter is not None:
                counter.close()

    def _watch(
        self, watch: MatchWatch, listener: Listener | None, counter: CommitCounter | None
    ) -> None:
        # Listening begins after the first look (:meth:`start`): a change committed
        # between the two is found by looking at every match once more.
        self._looked = -math.inf if listener is not None else time.monotonic()
        while not self._stop.is_set():
            try:
                if listener is not None:
                    listener, named = self._heard(watch, listener)
                    if 0 in named:  # the listening connection was lost (a change
                        self._looked = -math.inf  # may have gone unheard): look at all
                    if time.monotonic() - self._looked >= SAFETY_POLL_S:
                        self._compare()
                        self._looked = time.monotonic()
                        self.new_day()
                    elif named:
                        self._compare(named=named)
                        self.new_day()
                    continue
                count = counter() if counter is not None else None
                if count is None or self._due(count):
                    mark = self.viewer.mark()
                    if mark != self._stored:
                        self._compare(mark)
                    # Only once read and compared: a read that failed is tried again.
                    self._commits, self._looked = count, time.monotonic()
                self.new_day()
            except Exception:  # a lost connection, a locked file: try again next time
                _log.warning("the live updates could not read the database", exc_info=True)
                # Every match looked at next: a notification whose read failed is
                # not heard again.
                self._looked = -math.inf
            self._stop.wait(self._poll)
        if listener is not None:
            listener.close()

    def _counter(self) -> CommitCounter | None:
        """SQLite's commit counter; None on PostgreSQL, or if it cannot be had (the mark
        is then read at every poll, as it would be without one)."""
        try:
            return self.viewer.commit_counter()
        except Exception:  # a file gone or locked: the polls say so and try again
            _log.warning("the live updates read the whole change mark", exc_info=True)
            return None

    def _due(self, count: int) -> bool:
        """Whether the mark is to be read (SQLite): another connection committed since
        the last look (``count`` moved), or that look is :data:`SAFETY_POLL_S` old."""
        return count != self._commits or time.monotonic() - self._looked >= SAFETY_POLL_S

    def _listen(self, watch: MatchWatch) -> Listener | None:
        try:
            return watch.listen()
        except ListenLost as exc:
            _log.warning("no notifications from the database (%s): polling instead", exc)
            return None

    def _heard(self, watch: MatchWatch, listener: Listener) -> tuple[Listener | None, list[int]]:
        """Wait up to one poll for notifications; the listener (None once lost) and
        the matches a believed notification named."""
        ready, _, _ = select.select([listener], [], [], self._poll)
        if not ready:
            return listener, []
        try:
            return listener, watch.confirm(listener.take())
        except ListenLost:
            listener.close()
            return self._listen(watch), [0]

    def _compare(self, mark: str | None = None, named: list[int] | None = None) -> None:
        """Read the matches' revisions, every match's or those ``named`` (by their ids: a
        notification's, believed); tell the streams of those that moved. ``mark``
        (SQLite): the change mark just read, before the revisions; kept only once the
        revisions are read, so that a read that failed is tried again."""
        ids = None if named is None else set(named)
        now, counted = self.viewer.revisions_counted(ids)
        if ids is None:  # every match: those gone from the database too
            ids = set(now) | set(self._revisions)
        changed = {
            i
            for i in ids
            if now.get(i) != self._revisions.get(i) or counted.get(i) != self._counted.get(i)
        }
        if named is None:
            self._revisions, self._counted = now, counted
        else:
            for match_id in ids:
                self._revisions.pop(match_id, None)
                self._counted.pop(match_id, None)
            self._revisions.update(now)
            self._counted.update(counted)
        if mark is not None:
            self._stored = mark
        if changed:
            self.publish(changed)

    def new_day(self) -> None:
        """On a new day, tell the streams of the matches shown in play: what they say
        depends on the day (see :attr:`on_day`)."""
        today = self.today()
        if today == self._day:
            return
        self._day = today
        shown = self.on_day()
        if shown:
            self.publish(shown)

    def publish(self, changed: set[int]) -> None:
        """Tell every stream following one of ``changed`` (from any thread); the mark
        moves first (a page drawn from now on is drawn after the change)."""
        with self._telling:
            self._told += 1
            self.mark = f"{self._name}-{self._told}"
        self.on_change(changed)
        loop = self._loop
        if loop is None or loop.is_closed():
            return
        with contextlib.suppress(RuntimeError):  # the loop closed meanwhile
            loop.call_soon_threadsafe(self._tell, changed)

    def _tell(self, changed: set[int]) -> None:
        for follower in list(self._followers):
            follower.tell(changed)


@dataclass(frozen=True)
class Snapshot:
    """A match as the streams send it: its data, and its JSON written once for all."""

    data: dict[str, Any]
    #: The whole match (a match page's message).
    full: str
    #: Its line without the events (a matchday's message).
    brief: str

    @classmethod
    def of(cls, data: dict[str, Any]) -> Snapshot:
        """The snapshot of ``data`` (a match's JSON with its ``events``)."""
        full = _dumps(data)
        if "events" not in data:  # a result's, a page's article: the brief is the whole
            return cls(data, full, full)
        brief = {key: value for key, value in data.items() if key != "events"}
        return cls(data, full, _dumps(brief))

    @property
    def revision(self) -> str:
        """The match's revision, the ``id:`` of its messages."""
        return str(self.data["revision"])


def _dumps(data: dict[str, Any]) -> str:
    return json.dumps(data, ensure_ascii=False, separators=(",", ":"))


class Snapshots:
    """What a stream sends of a match, read once per change and shared by all streams.

    When matches change, the watcher's thread reads again the snapshots streams were
    using (:meth:`refresh`) before the streams are told: a thousand streams then find
    them ready (:meth:`peek`) without a read of their own. A snapshot not kept is read
    by one thread while the others asking for it wait.

    A page that read a snapshot for itself offers it (:meth:`offer`): its stream, which
    opens a moment later, takes it instead of reading it again, unless a change was seen
    since the page began its read.
    """

    #: The most snapshots kept (a crawler over every match must not grow it forever).
    LIMIT = 4096
    #: The most offered snapshots waiting for their stream (a page read without a
    #: stream, a crawler's or a browser's without scripts, is soon dropped).
    OFFERS = 64

    def __init__(self, read: Callable[[int, str], dict[str, Any] | None]) -> None:
        self._read = read
        self._cache: dict[tuple[int, str], Snapshot | None] = {}
        self._lock = threading.Lock()
        self._reading: dict[tuple[int, str], threading.Lock] = {}
        #: How many changes of each match were seen: a read that a change overtook
        #: (begun before it, kept after it) is read again.
        self._changes: dict[int, int] = {}
        #: Snapshots read for a page, with the changes seen when their read began.
        self._offered: dict[tuple[int, str], tuple[int, Snapshot | None]] = {}

    def _load(self, key: tuple[int, str]) -> Snapshot | None:
        data = self._read(*key)
        return None if data is None else Snapshot.of(data)

    def refresh(self, ids: set[int]) -> None:
        """Read again the kept snapshots of the matches that changed."""
        with self._lock:
            for match_id in ids:
                self._changes[match_id] = self._changes.get(match_id, 0) + 1
            for key in [key for key in self._offered if key[0] in ids]:
                del self._offered[key]  # overtaken: never taken
            keys = [key for key in self._cache if key[0] in ids]
        for key in keys:
            found = self._load(key)
            with self._lock:
                self._cache[key] = found

    def in_play(self) -> set[int]:
        """The matches whose kept snapshot shows them in play (``live``)."""
        with self._lock:
            return {
                key[0]
                for key, found in self._cache.items()
                if found is not None and found.data.get("state") == "live"
            }

    def day_bound(self, today: dt.date) -> set[int]:
        """The matches whose kept snapshot says what ``today`` makes untrue: in play
        (a log that stops short is unfinished two days on), or a fixture whose day is
        before ``today`` (no fixture to come now: no result stored)."""
        with self._lock:
            kept = [(key[0], found.data) for key, found in self._cache.items() if found]
        return {match_id for match_id, data in kept if _day_bound(data, today.isoformat())}

    def peek(self, match_id: int, language: str) -> tuple[bool, Snapshot | None]:
        """(True, snapshot) if one is kept, else (False, None); never reads."""
        key = (match_id, language)
        with self._lock:
            if key in self._cache:
                return True, self._cache[key]
        return False, None

    def seen(self, match_id: int) -> int:
        """How many changes of the match were seen: taken before a read to :meth:`offer`."""
        with self._lock:
            return self._changes.get(match_id, 0)

    def offer(self, match_id: int, language: str, data: dict[str, Any], seen: int) -> Snapshot:
        """The snapshot of ``data``, read by a page that had :meth:`seen` ``seen`` changes
        of the match when it began: the next :meth:`get` of it takes it instead of reading,
        unless a change was seen since (or it waited behind :data:`OFFERS` others)."""
        found = Snapshot.of(data)
        key = (match_id, language)
        with self._lock:
            if self._changes.get(match_id, 0) == seen and key not in self._cache:
                self._offered.pop(key, None)
                self._offered[key] = (seen, found)  # the newest last
                while len(self._offered) > self.OFFERS:
                    self._offered.pop(next(iter(self._offered)))
        return found

    def _taken(self, key: tuple[int, str]) -> tuple[bool, Snapshot | None]:
        """(True, snapshot) if one offered for ``key`` is still current: it is kept."""
        with self._lock:
            offered = self._offered.pop(key, None)
            if offered is None or offered[0] != self._changes.get(key[0], 0):
                return False, None
            if key in self._cache:  # read meanwhile by a stream: that one is refreshed
                return True, self._cache[key]
            self._keep(key, offered[1])
            return True, offered[1]

    def get(self, match_id: int, language: str) -> Snapshot | None:
        """The match's snapshot in ``language`` (None: it is gone or not shown)."""
        key = (match_id, language)
        with self._lock:
            reading = self._reading.setdefault(key, threading.Lock())
        with reading:
            found: Snapshot | None = None
            for _ in range(3):
                kept, found = self.peek(match_id, language)
                if kept:
                    return found
                taken, found = self._taken(key)
                if taken:
                    return found
                with self._lock:
                    seen = self._changes.get(match_id, 0)
                found = self._load(key)
                with self._lock:
                    # Kept only if no change overtook the read (else read again): a
                    # change after this is refreshed, as the snapshot is kept by then.
                    if self._changes.get(match_id, 0) == seen:
                        self._keep(key, found)
                        return found
            return found

    def _keep(self, key: tuple[int, str], found: Snapshot | None) -> None:
        self._cache[key] = found
        self._reading.pop(key, None)
        while len(self._cache) > self.LIMIT:
            self._cache.pop(next(iter(self._cache)))

    async def snapshot(self, match_id: int, language: str) -> Snapshot | None:
        """:meth:`get` from the event loop: read on a worker thread only when not kept."""
        kept, found = self.peek(match_id, language)
        if kept:
            return found
        taken, found = self._taken((match_id, language))
        if taken:
            return found
        return await run_in_threadpool(self.get, match_id, language)


def _day_bound(data: dict[str, Any], today: str) -> bool:
    """Whether a snapshot's ``state`` and ``date`` (ISO) say what ``today`` may change."""
    state, day = data.get("state"), data.get("date") or ""
    return state == "live" or (state == "fixture" and "" < day < today)


def message(event: str, body: str, event_id: str | None) -> str:
    """One Server-Sent Event carrying ``body`` (JSON on one line); without an ``id:``
    when ``event_id`` is None (the browser keeps the last one it was sent)."""
    named = f"id: {event_id}\n" if event_id is not None else ""
    return f"{named}event: {event}\ndata: {body}\n\n"


async def stream(
    follower: Follower,
    first: Callable[[], Any],
    changed: Callable[[set[int]], Any],
) -> AsyncIterator[str]:
    """The text of one stream: the retry time, ``first()``'s catch-up messages, then
    ``changed(ids)``'s each time followed matches change, with a keep-alive when idle.

    ``first`` and ``changed`` are awaitables returning lists of messages.
    """
    yield f"retry: {RETRY_MS}\n\n"
    for text in await first():
        yield text
    while not follower.closed:
        try:
            await asyncio.wait_for(follower.wake.wait(), KEEPALIVE_S)
        except asyncio.TimeoutError:
            yield ": keep-alive\n\n"
            continue
        follower.wake.clear()
        if follower.closed:
            break
        ids, follower.pending = follower.pending, set()
        for text in await changed(ids):
            yield text


__all__ = ["Broadcaster", "Follower", "Snapshot", "Snapshots", "message", "stream"]
