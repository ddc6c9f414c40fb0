"""A TCP relay between the tests' clients and the PostgreSQL server, to take the server
away mid-match: :meth:`Relay.cut` ends every connection through it and refuses new ones
(a server stopped, a network gone), :meth:`Relay.restore` lets them through again.
:meth:`Relay.stall` makes the server go silent instead (a cable pulled, Wi-Fi lost:
packets dropped, nothing refused): what is sent is never answered, and a new
connection is taken but never answered either.
"""

from __future__ import annotations

import contextlib
import gc
import socket
import threading
import warnings
from collections.abc import Iterator

from sqlalchemy.engine import make_url

#: The threads the window asks the server from, outside its pool: a stalled one ends
#: once the relay is closed.
_ASKING_THREADS = ("server-probe", "relisten")


class Relay:
    """Forwards connections from a loopback port of its own to ``host:port``."""

    def __init__(self, host: str, port: int) -> None:
        self._target = (host, port)
        self._listener = socket.create_server(("127.0.0.1", 0))
        self.port: int = self._listener.getsockname()[1]
        self._open: list[socket.socket] = []
        self._lock = threading.Lock()
        self._cut = False
        self._stalled = False
        #: Connections taken while stalled: held, never answered.
        self._held: list[socket.socket] = []
        self._closed = False
        threading.Thread(target=self._accept, daemon=True).start()

    @classmethod
    def to(cls, url: str) -> Relay:
        """A relay to the server of database ``url``."""
        parsed = make_url(url)
        return cls(parsed.host or "127.0.0.1", parsed.port or 5432)

    def url(self, url: str) -> str:
        """``url`` with its connections going through this relay."""
        moved = make_url(url).set(host="127.0.0.1", port=self.port)
        return moved.render_as_string(hide_password=False)

    def cut(self) -> None:
        """End every connection through the relay, and refuse new ones until restored."""
        with self._lock:
            self._cut = True
            sockets, self._open = self._open + self._held, []
            self._held = []
        for sock in sockets:
            with contextlib.suppress(OSError):
                sock.shutdown(socket.SHUT_RDWR)
            sock.close()

    def stall(self) -> None:
        """Go silent: nothing sent through the relay is answered or refused any more
        (dropped), and new connections are taken but never answered."""
        with self._lock:
            self._stalled = True

    def restore(self) -> None:
        """Let connections through again (those that went through a stall are ended:
        what was dropped is lost, as on a network that came back too late)."""
        with self._lock:
            stalled, self._stalled = self._stalled, False
            self._cut = False
        if stalled:
            self.cut()
            with self._lock:
                self._cut = False

    def close(self) -> None:
        """Stop relaying (every connection ended)."""
        self._closed = True
        self.cut()
        self._listener.close()

    def _accept(self) -> None:
        while not self._closed:
            try:
                client, _ = self._listener.accept()
            except OSError:
                return
            with self._lock:
                refused, stalled = self._cut, self._stalled
                if stalled and not refused:
                    self._held.append(client)
            if refused:
                client.close()
                continue
            if stalled:
                continue
            try:
                server = socket.create_connection(self._target, timeout=5)
            except OSError:
                client.close()
                continue
            server.settimeout(None)
            with self._lock:
                late = self._cut or self._closed
                if not late:
                    self._open += [client, server]
            if late:  # cut or closed while it connected: nothing would end these two
                client.close()
                server.close()
                continue
            for a, b in ((client, server), (server, client)):
                threading.Thread(target=self._pump, args=(a, b), daemon=True).start()

    def _pump(self, source: socket.socket, sink: socket.socket) -> None:
        with contextlib.suppress(OSError):
            while data := source.recv(65536):
                if not self._stalled:
                    sink.sendall(data)
        for sock in (source, sink):
            with contextlib.suppress(OSError):
                sock.shutdown(socket.SHUT_RDWR)


def relay_for(url: str) -> Iterator[Relay]:
    """A relay to the server of database ``url`` for one test (a fixture's body): closed
    after it, then the connections the test gave up collected (:func:`collect_given_up`)."""
    relay = Relay.to(url)
    try:
        yield relay
    finally:
        relay.close()
        collect_given_up()


def collect_given_up(timeout: float = 10) -> None:
    """Collect the connections a test gave up on a silent server, where it is expected.

    A test gives the window's connections up as their keepalives would
    (``engine.dispose()``) while a thread may still hold one, stalled on the relay: that
    one goes back to the disposed pool and is left to the garbage collector, unclosed,
    and psycopg says so as it is deleted. The collector runs when it likes, and a later
    test failed on the warning (``filterwarnings = error``). Once the relay is closed the
    threads still asking end: their connections are collected here, warning ignored.
    """
    for thread in threading.enumerate():
        if thread.name in _ASKING_THREADS:
            thread.join(timeout)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", ResourceWarning)
        gc.collect()
