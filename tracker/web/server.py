"""The web server in a background thread: uvicorn serving :func:`tracker.web.app.create_app`.

Used by ``match-tracker serve`` (in the foreground, through :meth:`WebServer.run`) and
by the window's Match › Publish live… (started and stopped with it).
"""

from __future__ import annotations

import asyncio
import socket
import threading
from collections.abc import Callable

import uvicorn

from tracker.web.app import create_app

#: How long :meth:`WebServer.stop` lets open requests finish, in seconds.
GRACE_S = 1


class WebServer:
    """The read-only web server in a background thread (a production ASGI server, uvicorn)."""

    def __init__(
        self,
        database_url: str,
        *,
        host: str = "127.0.0.1",
        port: int = 0,
        match_id: str | None = None,
    ) -> None:
        self._app = create_app(database_url, match_id=match_id)
        self._host = host
        self._port = port
        self._socket: socket.socket | None = None
        self._server: uvicorn.Server | None = None
        self._thread: threading.Thread | None = None
        self._failed: BaseException | None = None
        self._url = ""

    def _config(self) -> uvicorn.Config:
        return uvicorn.Config(
            self._app,
            log_level="warning",
            access_log=False,
            lifespan="on",
            timeout_graceful_shutdown=GRACE_S,
            # A fixed Server header says nothing of the versions behind it.
            server_header=False,
            proxy_headers=True,
            forwarded_allow_ips="127.0.0.1",
        )

    def _bind(self) -> socket.socket:
        """The listening socket (an OSError if the address or port is taken)."""
        family = socket.AF_INET6 if ":" in self._host else socket.AF_INET
        sock = socket.socket(family, socket.SOCK_STREAM)
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            sock.bind((self._host, self._port))
            sock.listen(2048)
        except OSError:
            sock.close()
            raise
        sock.setblocking(False)
        host, port = sock.getsockname()[:2]
        shown = f"[{host}]" if ":" in host else host
        self._url = f"http://{shown}:{port}/"
        return sock

    def start(self) -> None:
        """Listen and serve in a background thread; returns once it listens.

        Raises:
            OSError: the address cannot be listened on (a port taken, say).
        """
        try:
            self._socket = self._bind()
        except OSError:
            self._release()
            raise
        self._server = uvicorn.Server(self._config())
        self._thread = threading.Thread(target=self._serve, name="tracker-web", daemon=True)
        self._thread.start()
        while not self._server.started and self._thread.is_alive():
            self._thread.join(0.01)
        if not self._server.started:
            self._close_socket()
            self._release()
            raise OSError(f"the web server did not start: {self._failed or 'unknown reason'}")

    def _serve(self) -> None:
        assert self._server is not None and self._socket is not None
        try:
            asyncio.run(self._server.serve(sockets=[self._socket]))
        except BaseException as exc:  # said by start(), which waits for it
            self._failed = exc

    def run(self, listening: Callable[[str], None] | None = None) -> None:
        """Serve in this thread until interrupted (Ctrl+C), then stop; ``listening`` is
        told the address once it listens (an OSError before, if it cannot)."""
        try:
            self._socket = self._bind()
        except OSError:
            self._release()
            raise
        if listening is not None:
            listening(self.url)
        self._server = uvicorn.Server(self._config())
        try:
            asyncio.run(self._server.serve(sockets=[self._socket]))
        finally:
            self._close_socket()

    @property
    def url(self) -> str:
        """The address it serves at, with the real port (``http://127.0.0.1:8765/``)."""
        if not self._url:
            raise RuntimeError("the web server is not started")
        return self._url

    def stop(self) -> None:
        """End the open streams and stop serving; returns promptly (within ~2 s)."""
        if self._server is None:
            return
        self._server.should_exit = True
        site = getattr(getattr(self._app, "state", None), "site", None)
        if site is not None:
            site.broadcaster.stop()
        if self._thread is not None:
            self._thread.join(timeout=GRACE_S + 1)
        self._close_socket()
        self._server = None

    def _release(self) -> None:
        """Close the database of a server that never started (it closes its own)."""
        site = getattr(getattr(self._app, "state", None), "site", None)
        if site is not None:
            site.viewer.close()

    def _close_socket(self) -> None:
        if self._socket is not None:
            self._socket.close()


__all__ = ["WebServer"]
